# dialogs: le finestre e i pannelli del tavolo in italiano (il registro, l'ispettore, le liste
# delle pile e delle carte, la barra del replay, Informazioni). Ogni messaggio di en/ è anche qui,
# con gli stessi segnaposto; i numeri delle regole e i dati delle carte restano come sono.


## I pannelli e le finestre
dialogs-game-over = La partita è finita: { $result } (104.2a)
dialogs-game-over-match = { $undo } annulla l'ultima azione; l'incontro prosegue quando tutti hanno cambiato la sideboard.
dialogs-game-over-new = { $undo } annulla l'ultima azione; File, Nuova partita ne inizia un'altra.
dialogs-log = Registro
dialogs-log-chat = Registro e chat
dialogs-rules-detail = dettagli delle regole
dialogs-rules-detail-hint = i numeri delle regole, e ogni riga «è un nuovo oggetto» (400.7)
dialogs-cards-title = Carte
dialogs-seat-everything = Tutto (ogni mano, grimorio e carta a faccia in giù)
dialogs-seat = Posto: { $seat }
dialogs-seat-watching = spettatore
dialogs-seat-all = tutto
dialogs-face-up = a faccia in su
dialogs-other-face = l'altra faccia
dialogs-inspector = Ispettore
dialogs-inspector-hint = Punta una carta per vederne le caratteristiche e da dove viene ogni valore.
dialogs-inspector-hidden = Quella carta ti è nascosta.
dialogs-face-down-2-2 = una 2/2 a faccia in giù
dialogs-menu-name-controller = { $name } (di { $controller })
dialogs-opening-title = La tua mano iniziale (103.5)
dialogs-player-panel-target = Fai clic per scegliere { $player } come bersaglio
dialogs-player-panel-hint = Punti vita e segnalini di { $player } (clic)
dialogs-life-title = { $player }: punti vita e segnalini
dialogs-face-down-permanent = Permanente a faccia in giù
dialogs-help-title = Aiuto
dialogs-tokens-title = Crea pedine
dialogs-pile-title = { $zone } di { $owner }
dialogs-restart-title = Ricominciare la partita?
dialogs-changed-title = Il tavolo è stato cambiato
dialogs-rule-title = Regola { $rule }

## Una pila come lista
dialogs-pile-unseen = Non ne vedi nessuna: guarda le prime carte o passalo in rassegna (menu Tavolo).
dialogs-pile-empty = Nessuna carta.
dialogs-pile-find = Trova
dialogs-pile-find-hint = un nome o un tipo
dialogs-pile-move = Sposta in…
dialogs-pile-up = Su di un posto
dialogs-pile-down = Giù di un posto
dialogs-pile-top = In cima al grimorio
dialogs-pile-bottom = In fondo al grimorio
dialogs-pile-unseen-count = { $n ->
    [one] e { $n } carta che non vedi
   *[other] e { $n } carte che non vedi
}
dialogs-pile-search = Passalo in rassegna
dialogs-pile-shuffle = Mescolalo

## La barra del replay
dialogs-replay = Replay
dialogs-replay-start = il tavolo iniziale
dialogs-replay-back = un'azione indietro
dialogs-replay-pause = ⏸ Pausa
dialogs-replay-play = ⏵ Riproduci
dialogs-replay-next = un'azione avanti
dialogs-replay-end = la fine
dialogs-replay-speed = velocità
dialogs-replay-turn = turno
dialogs-replay-go = Vai
dialogs-replay-action = azione { $n } di { $len } · { $here }
dialogs-replay-turn-mark = T{ $n }
dialogs-replay-goto = vai all'azione { $step } (turno { $turn })
dialogs-replay-goto-changes = vai all'azione { $step } (turno { $turn }): { $changes }

## File → Immagini delle carte, Aiuto → Informazioni
dialogs-pictures-download = Scarica da Scryfall le immagini mancanti
dialogs-pictures-none = Nessuna carta importata ha un'immagine da scaricare (File, Importa le carte).
dialogs-pictures-count = { $n ->
    [one] { $n } faccia importata ha un'immagine su Scryfall; conservata in { $dir }
   *[other] { $n } facce importate hanno un'immagine su Scryfall; conservate in { $dir }
}
dialogs-about-title = Informazioni su Bifronte
dialogs-about-what = Un tavolo virtuale per Magic: The Gathering che conosce le regole.
dialogs-about-scryfall = I dati e le immagini delle carte vengono da Scryfall (scryfall.com), scaricati da questo programma quando glielo chiedi; Bifronte non è realizzato né approvato da Scryfall.
dialogs-about-wizards = Le immagini, i nomi e il testo delle regole delle carte sono copyright di Wizards of the Coast. L'illustrazione di ogni immagine è dell'artista indicato sulla carta.
dialogs-about-fan-content = Bifronte è Fan Content non ufficiale consentito dalla Fan Content Policy di Wizards of the Coast, non approvato né sostenuto da Wizards.

## Il catalogo delle carte
dialogs-cards-search = Cerca
dialogs-cards-search-hint = nome, tipo o testo
dialogs-cards-shipped = Le carte incluse (bifronte import aggiunge ogni carta dai dati di Scryfall).
dialogs-cards-imported = { $n ->
    [one] Le carte incluse e { $n } importata.
   *[other] Le carte incluse e { $n } importate.
}
dialogs-cards-first = le prime { $n }; scrivi altro per restringere
dialogs-cards-choose = Scegli una carta.
dialogs-cards-loyalty = fedeltà { $n }
dialogs-cards-defense = difesa { $n }
dialogs-cards-for = per
dialogs-cards-library-top = Grimorio (in cima)

## I contrassegni sotto l'anteprima
dialogs-mark-token = PEDINA
dialogs-mark-copy = COPIA di { $card }
dialogs-mark-face-down = A FACCIA IN GIÙ ({ $kind })
dialogs-mark-flipped = CAPOVOLTA (710.2)
dialogs-mark-phased-out = FUORI FASE (702.26b)
dialogs-mark-back-up = retro a faccia in su (trasformata)
dialogs-mark-front-up = fronte a faccia in su
dialogs-mark-other-face = mostra l'altra faccia
dialogs-preview-no-name = (senza nome)
dialogs-face-down-plain = semplice
dialogs-face-down-morph = Metamorfosi
dialogs-face-down-megamorph = Megametamorfosi
dialogs-face-down-disguise = Camuffare
dialogs-face-down-manifest = Manifestare
dialogs-face-down-cloak = Celare
dialogs-face-down-manifest-dread = Manifestare angoscia
