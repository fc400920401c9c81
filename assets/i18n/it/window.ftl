# Le parole di Bifronte in italiano. Ogni messaggio di en.ftl è anche qui, con gli stessi
# segnaposto ({ $name }); un test lo verifica. I numeri delle regole e i dati delle carte restano
# come sono.

## La barra dei menu
menu-file = File
menu-table = Tavolo
menu-seat = Posto
menu-settings = Impostazioni
menu-help = Aiuto ({ $key })
menu-about = Informazioni

## Impostazioni
settings-keys = Tasti…
settings-size = Dimensione di pannelli e testo
settings-contrast = Contrasto elevato
settings-follow-acting = Il posto segue chi deve agire
settings-follow-acting-hint = Giocando a turno sullo stesso schermo, la finestra si siede al posto del giocatore che il gioco aspetta: ogni mano iniziale a turno, poi chi ha la priorità o deve scegliere. Tab guarda comunque un altro posto.
settings-computer-reasoning = Mostra il ragionamento del computer
settings-computer-reasoning-hint = Contro il computer, la riga di stato dice cosa ha scelto e perché: la regola del suo livello che l'ha scelto e, per il combattimento, i modi che ha pesato e quanto vale il migliore.
ai-why-random = { $player } ({ $level }): { $action }, una delle { $n } azioni che le regole accettano, scelta a caso
ai-why-attack-weighed = { $player } ({ $level }): attacca con { $n } delle { $of } creature che possono attaccare, il migliore di { $ways } gruppi di attaccanti contro i migliori blocchi del difensore (vale { $worth })
ai-why-looked-ahead = { $player } ({ $level }): { $action }, la migliore di { $moves } mosse giocate { $playouts } volte su copie del tavolo fatte da ciò che ne vede (punteggio { $worth })
ai-why-block-weighed = { $player } ({ $level }): blocca con { $n } delle { $of } creature che possono bloccare, il migliore di { $ways } modi di bloccare giocati con le regole del danno (vale { $worth })
ai-why-attack = { $player } ({ $level }): attacca con { $n } delle { $of } creature che possono attaccare: quelle che nessun bloccante stappato potrebbe uccidere sopravvivendo, o tutte quando l'attacco può essere letale
ai-why-block = { $player } ({ $level }): blocca con { $n } delle { $of } creature che possono bloccare: un blocco che uccide e sopravvive, sopravvive, scambia al rialzo o gli salva la vita
ai-why-concede = { $player } ({ $level }): concede (104.3a): anche i suoi blocchi migliori lo lasciano senza punti vita in questo combattimento, e non ha in mano carte che possano cambiarlo
ai-why-cast = { $player } ({ $level }): { $action }, la magia più grande che il suo mana paga e i cui bersagli gli convengono, tra { $n } azioni che le regole accettano
ai-why-land = { $player } ({ $level }): { $action }, prima una terra
ai-why-pass = { $player } ({ $level }): passa; nessuna delle { $n } azioni che le regole accettano vale la pena ora
ai-why-answer = { $player } ({ $level }): { $action }, tra { $n } risposte che le regole accettano
settings-language = Lingua
settings-language-system = Quella del sistema ({ $lang })

## Impostazioni → Tasti
keys-title = Tasti
keys-intro = Cambia attende il prossimo tasto (tieni premuto Ctrl o Maiusc insieme); Esc lo lascia com'era.
keys-change = Cambia
keys-clear = Togli
keys-press = premi un tasto…
keys-none = (nessun tasto)
keys-clash = { $key } chiede sia { $first } sia { $second }: cambiane uno
keys-save = Salva
keys-defaults = Predefiniti
keys-undo = Annulla le modifiche

## Un incontro
match-score = Incontro: { $score }
match-choosing = Partita { $n }: { $chooser } sceglie chi gioca il primo turno
match-playing = Partita { $n } · { $first } ha giocato il primo turno
match-sideboarding = Sideboard per la partita { $n }
match-sideboarding-ready = Sideboard per la partita { $n } · pronti: { $ready }
match-over = { $winner } vince l'incontro
match-wins-the-match = { $name } vince l'incontro: { $score }
match-sideboards-for = { $score }. Ogni giocatore cambia la sideboard per la partita { $n }.
match-a-draw = un pareggio
match-won = ha vinto { $name }
match-game-over = La partita { $n } è finita: { $result }. { $next }
match-game-goes-on = La partita { $n } continua: la sua fine è stata annullata
match-chose-first = Partita { $n }: { $chooser } ha scelto che { $first } giochi il primo turno (103.1)
match-everyone-ready = Tutti pronti: { $chooser } sceglie chi gioca il primo turno della partita { $n } (103.1)
match-player-ready = { $name } è pronto per la partita { $n }
match-err-best-of = un incontro si gioca al meglio di 1, 3, 5, 7 o 9 partite, non { $n }
match-err-players = un incontro ha bisogno di due o più giocatori
match-err-no-one-choosing = ora nessuno sta scegliendo chi gioca il primo turno
match-err-not-the-chooser = sceglie { $chooser } chi gioca il primo turno (103.1), non { $name }
match-err-not-playing = { $name } non gioca in questo incontro
match-err-no-game = nessuna partita dell'incontro è in corso
match-err-not-sideboarding = la sideboard si cambia tra le partite di un incontro
match-err-already-ready = { $name } è già pronto
match-err-swap-only = si scambiano solo carte del mazzo e della sua sideboard: nessuna aggiunta, nessuna tolta
match-err-commander-stays = il comandante e il compagno restano quelli registrati
match-err-main-size = il mazzo principale ha { $now } carte; mantiene le sue { $was }
match-err-no-match = a questo tavolo non c'è un incontro
match-first-title = Partita { $n }: chi gioca il primo turno?
match-score-line = Punteggio: { $score }
match-chooses = { $chooser } sceglie chi gioca il primo turno (103.1: { $why }).
match-wait-chooser = In attesa di { $chooser }: siediti al posto di { $chooser } (menu Posto) per scegliere.
match-i-go-first = Gioco io il primo turno
match-goes-first = { $name } gioca il primo turno
match-sideboard-intro = { $seat }: scambia carte tra il mazzo e la sideboard. L'avversario non vede nulla di tutto questo.
match-sizes = Mazzo { $main } (registrato { $registered }) · sideboard { $side }
match-main = Mazzo
match-sideboard = Sideboard
match-to-sb = in SB
match-to-main = nel mazzo
match-ready = Pronto per la partita { $n }
match-as-before = Come nella partita precedente
match-keep-size = il mazzo resta di { $n } carte
match-waiting = { $seat } è pronto. In attesa di { $others } (menu Posto).
match-watching = I giocatori stanno cambiando la sideboard.

## File
file-path = Percorso
file-save = Salva ({ $key })
file-load = Carica ({ $key })
file-export = Esporta come scena in { $path } ({ $key })
file-autosaves = Salvataggi automatici
file-replays = Replay
file-autosave-latest = L'ultimo salvataggio automatico
file-autosave-none = Ancora nessuna versione precedente.
file-autosave-version = { $when } · turno { $turn } · { $n ->
    [one] { $n } azione
   *[other] { $n } azioni
}
file-ago-seconds = { $n } s fa
file-ago-minutes = { $n } min fa
file-ago-hours-minutes = { $h } h { $m } min fa
file-ago-hours = { $n } h fa
file-ago-days = { $n ->
    [one] { $n } giorno fa
   *[other] { $n } giorni fa
}
file-replays-none = Ancora nessuna partita salvata: ogni partita lo è, mentre si gioca.
file-replay-commander-assisted = Commander, assistita
file-replay-commander-free = Commander, libera
file-replay-assisted = assistita
file-replay-free = libera
file-replay-unfinished = non finita
file-replay-about = { $players } · { $outcome } · { $rules } · { $n ->
    [one] { $n } azione
   *[other] { $n } azioni
} · { $minutes } min
file-replay-item = { $when } · { $about }
file-play-online = Gioca online…
file-import = Importa le carte (i dati in blocco di Scryfall)…
file-pictures = Immagini delle carte
file-new-game = Nuova partita: una lista per ogni giocatore
file-player = Giocatore { $n }
file-paste-deck = Incolla una lista tra i miei mazzi…
file-deck-editor = Editor dei mazzi
file-new-deck = Nuovo mazzo
file-open-deck = Apri:
file-vs-computer = Contro il computer (gioca tutti i posti tranne il primo)
file-computer-level = Gioca:
ai-level-easy = facile
ai-level-medium = medio
ai-level-hard = difficile (guarda avanti)
ai-level-random = a caso
file-start-game = Inizia la nuova partita
file-start-match = Inizia un incontro, al meglio di tre

## La mano iniziale (103.5)
opening-ask = { $player }, la tua mano iniziale di { $n }: la tieni o fai mulligan?
opening-bottom = { $player }, dopo { $mulligans } mulligan: scegli { $mulligans ->
        [one] { $mulligans } carta da mettere
       *[other] { $mulligans } carte da mettere
    } in fondo al grimorio, poi tieni.
opening-a-card = una carta
opening-keep = Tieni
opening-keep-bottom = Tieni, con queste { $n } in fondo
opening-mulligan = Mulligan ({ $key })

## La riga di stato
status-no-more-steps = la scena non ha altri passi
status-no-rebuild = impossibile ricostruire il tavolo: { $why }
status-no-bring-back = impossibile riportare il tavolo: { $why }
status-undone = annullato: { $what } ({ $n } { $n ->
        [one] azione
       *[other] azioni
    } indietro)
status-nothing-to-undo = niente da annullare
status-nothing-to-redo = niente da ripetere
status-at-start = all'inizio della scena
status-back-to-step = di nuovo a prima del passo { $n }
status-starting-table = di nuovo al tavolo iniziale
status-not-a-game = non è una partita: R ricomincia una scena
status-at-opening = la partita è già all'inizio
status-restarted = la partita è ricominciata: { $n } { $n ->
        [one] azione annullata
       *[other] azioni annullate
    }; Ctrl+Z le riporta
status-at-step = al passo { $at } di { $len }
status-saved = { $n } { $n ->
        [one] azione salvata
       *[other] azioni salvate
    } in { $path }
status-not-saved = impossibile salvare { $path }: { $why }
status-exported = tavolo esportato come scena in { $path }
status-not-exported = impossibile esportare in { $path }: { $why }
status-no-scene-steps = una partita non ha passi di scena: Ctrl+Z annulla un'azione; "Ricomincia la partita…" nel menu Tavolo riparte da capo
status-changed-by-hand = il tavolo ha { $n ->
        [one] { $n } modifica fatta
       *[other] { $n } modifiche fatte
    } a mano dall'ultimo passo della scena: ricomincia la scena, o gioca il passo successivo su questo tavolo
status-pictures-downloaded = Le immagini delle carte mancanti si scaricano da Scryfall (ricordato)
status-pictures-not-downloaded = Le immagini delle carte non si scaricano: le sostituiscono le cornici generate (ricordato)
status-pictures-not-kept = l'impostazione delle immagini non è ricordata: { $why }
status-display-not-kept = le impostazioni di visualizzazione non sono state salvate: { $why }
status-keys-kept = in vigore, e salvati in { $path }
status-deck-kept = Salvato come { $path }: sceglilo tra I miei mazzi
status-whole-replay-kept = La partita è finita: il suo replay completo è salvato, { $path }
status-whole-replay-not-kept = Il replay completo della partita non è stato salvato: { $why }
status-host-refused = l'host ha rifiutato: { $why }
status-table-refused = { $host } ha rifiutato questo tavolo: { $why }
status-asking-again = { $host }: { $why }; nuova richiesta tra { $secs } s
status-joining = ingresso come { $name }…
status-seated = seduti: { $players } (la partita inizia quando tutti i posti sono presi)
status-watching = spettatore: vedi ciò che ogni giocatore può vedere
status-waiting-consent = { $seat }: in attesa che { $on } consenta la tua richiesta
status-at-host = { $seat }, al tavolo dell'host
status-showing-demo = impossibile aprire il tavolo, si mostra la demo: { $why }
status-demo-unopened-too = { $why }; nemmeno la demo si è potuta aprire: { $demo }
status-drop-open-felt = lasciata sul tappeto vuoto: lascia una carta sul campo di battaglia di un giocatore, su una mano, su una pila o su un'altra carta
status-drop-library-own = non si può lasciare lì una carta da { $zone } di { $owner }: la prima carta del tuo grimorio va nella tua mano (pescare) o nel tuo cimitero (macinare)
status-drop-hidden = non si può lasciare lì una carta da { $zone } di { $owner }: una carta che non vedi non si sposta a mano
status-blocker-chosen = { $card } bloccherà: clicca la creatura attaccante che blocca (un altro clic su di essa per sceglierne un'altra)
status-pictures-offline = immagini delle carte: nessuna connessione ({ $why }); le sostituiscono le cornici generate

## Il titolo della finestra
title-watching = Bifronte — spettatore su { $host }
title-joined = Bifronte — { $name } su { $host }
title-hosting = Bifronte — { $name }, ospita sulla porta { $port }
title-replay-spectator = Bifronte — la partita come l'ha vista uno spettatore su { $host }
title-replay-seat = Bifronte — la partita come l'ha vista { $seat } su { $host }
file-draft = Draft contro i bot…
status-not-networked = { $command }: non in una partita in rete (la sua cronologia è di tutti i giocatori)
match-why-random = sorteggiato per la prima partita
match-why-drawn = partita patta: sceglie chi ha scelto prima
match-why-lost = ha perso la partita { $n }
status-clock-not-a-number = { $clock }: { $part } non è un numero con un'unità (25m, 5s)
status-clock-unit = { $clock }: { $unit } non è un'unità (h, m o s)
status-clock-range = { $clock }: un orologio da 1 secondo a 24 ore, più al massimo un'ora a passaggio
status-file-problem = { $place }: { $what }
status-could-not-build = impossibile costruire { $what }: { $why }
ai-not-a-level = { $word } non è un giocatore del computer: random, easy, medium o hard
