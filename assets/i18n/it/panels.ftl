# panels: l'ispettore, il pannello della scena, le domande ai giocatori, la sala d'attesa, l'Aiuto,
# la barra delle fasi e i pannelli dei giocatori. Nomi delle carte, nomi dei giocatori, tipi di
# segnalino e simboli di mana sono segnaposto; i numeri delle regole restano come sono.

## Zone
panels-zone-library = Grimorio
panels-show-rule = mostra questa regola
panels-zone-hand = Mano
panels-zone-battlefield = Campo di battaglia
panels-zone-graveyard = Cimitero
panels-zone-stack = Pila
panels-zone-exile = Esilio
panels-zone-command = Zona di comando
panels-pile = { $zone } { $n }

## L'ispettore
panels-no-name = (senza nome)
panels-name = Nome
panels-mana-cost = Costo di mana
panels-mana-cost-value = { $cost }  (valore di mana { $value })
panels-colours = Colori
panels-type = Tipo
panels-pt = F/C
panels-loyalty = Fedeltà
panels-defense = Difesa
panels-face-down = Permanente a faccia in giù
panels-other-face = L'altra faccia (mostrata, non trasformata)
panels-back-to-face-up = Torna alla faccia in su ({ $key })
panels-show-other-face = Mostra l'altra faccia ({ $key })
panels-owner-controller = Proprietario { $owner } · controllore { $controller }
panels-counters = Segnalini: { $counters }
panels-attached-to = Assegnato a { $name }
panels-attached-to-it = Assegnati a questo: { $names }
panels-note = Nota: { $note }
panels-commander = Comandante di { $owner } · tassa del comandante { $tax } (903.8)
panels-its-face = La sua faccia (puoi guardarla, 708.5)
panels-derivation = Come ha ottenuto questi valori (613)
panels-layer = Livello { $layer } (regola { $rule })

## Domande
panels-undo-title = Annullare?
panels-undo-mine = Hai chiesto di annullare "{ $what }": si attende che ogni altro giocatore accetti.
panels-undo-asks = { $player } chiede di annullare l'ultima azione: { $what }
panels-accept = Accetta
panels-decline = Rifiuta
panels-allow-title = Consentire?
panels-allow-asks = { $player } chiede: { $what }
panels-allow = Consenti
panels-legend-title = Regola delle leggende (704.5j)
panels-legend-question = { $player } controlla più di un permanente leggendario chiamato { $name }: quale tiene? Gli altri vanno nel cimitero.
panels-tapped = tappato
panels-untapped = stappato
panels-damage = { $n ->
        [one] 1 danno
       *[other] { $n } danni
    }
panels-keep-oldest = Tieni il più vecchio: { $what }
panels-keep-newest = Tieni il più recente: { $what }
panels-keep-nth-oldest = Tieni il { $n }º più vecchio: { $what }
panels-protector-title = Protettore della battaglia (310.8a)
panels-protector-question = { $player }: chi protegge { $card }?
panels-read-ahead-title = Lettura anticipata (702.155b)
panels-read-ahead-question = { $player }: da quale capitolo inizia { $card }?
panels-face-up-title = Girala a faccia in su
panels-face-up-how = Come viene girata a faccia in su?
panels-face-up-for-cost = Pagando { $cost }
panels-face-up-by-effect = Con un effetto
panels-face-up-neither = Nessuno dei due
panels-restart-undone = Ogni azione dall'inizio della partita (mescolamenti e pescate compresi) viene annullata.
panels-restart-undo = { $key } subito dopo riporta la partita com'era.
panels-restart-game = Ricomincia la partita
panels-keep-playing = Continua a giocare
panels-changed-table = Hai cambiato il tavolo dopo l'ultimo passo della scena.
panels-changed-table-risk = Il passo successivo si giocherebbe sopra i tuoi cambiamenti, e le verifiche della scena potrebbero fallire.
panels-restart-scene = Ricomincia la scena
panels-next-on-changed-table = Gioca il passo successivo su questo tavolo
panels-keep-exploring = Continua a esplorare

## Chat e regole
panels-chat-hint = scrivi qualcosa…
panels-chat-say = Invia
panels-rule-missing = La regola { $rule } non è nel testo delle regole incluso (14 novembre 2025).

## Una partita in rete
panels-waiting-title = In attesa dei giocatori
panels-waiting-all-seated = Tutti i posti sono occupati: la partita inizia
panels-waiting-more = { $n ->
        [one] Si attende ancora 1 giocatore
       *[other] Si attendono ancora { $n } giocatori
    }
panels-waiting-seated = { $seated } posti occupati su { $seats }: { $names }
panels-waiting-join = I giocatori si uniscono con (porta aperta per UDP e TCP):
panels-net-title = Partita in rete
panels-net-watching = Stai guardando.
panels-net-you-are = Sei { $seat }.
panels-net-over = La partita è finita: { $result } (104.2a)
panels-net-final = Ogni giocatore ha il replay completo: il tavolo è definitivo.
panels-net-match-goes-on = Ogni giocatore ha il replay completo di questa partita; l'incontro prosegue quando tutti hanno cambiato la sideboard.
panels-net-won = ha vinto
panels-net-their-turn = è il suo turno
panels-net-hidden = A questa finestra arriva solo ciò che il tuo posto può vedere: le mani degli altri giocatori, l'ordine di ogni grimorio e le carte che guardano gli altri restano sull'host. La chat è sotto il registro.

## Il pannello della scena
panels-scene-game = { $key } annulla qualsiasi azione, anche un riavvio, un caricamento o una nuova partita. "Ricomincia la partita…" nel menu Tavolo torna all'inizio; i Salvataggi automatici nel menu File conservano le versioni precedenti.
panels-scene-replay = Una partita conservata, da guardare: la striscia sotto il tavolo la riproduce, la scorre un passo alla volta e salta a un turno.
panels-scene-rules = Regole:
panels-scene-restart = ⏮ Ricomincia
panels-scene-back = ◀ Indietro
panels-scene-next = Avanti ▶
panels-scene-pause = ⏸ Pausa
panels-scene-play = ⏵ Avvia
panels-scene-expectations = Verifiche superate: { $passed }, fallite: { $failed }
panels-scene-notes = Note

## I pannelli dei giocatori
panels-player-you = { $name } (tu)
panels-player-life = { $n ->
        [one] { $n } punto vita
       *[other] { $n } punti vita
    }
panels-player-commander-damage = { $n } da { $commander }
panels-player-pool = riserva { $mana }
panels-player-turn = turno { $n }, { $step }
panels-player-priority = ▶ priorità
panels-player-lost = ha perso ({ $rule })
panels-player-clock = tempo { $time }
panels-games-won = { $n ->
        [one] 1 partita vinta
       *[other] { $n } partite vinte
    }
panels-count-hand = mano { $n }
panels-count-library = grimorio { $n }
panels-count-graveyard = cimitero { $n }
panels-count-exile = esilio { $n }
panels-count-command = zona di comando { $n }

## La barra delle fasi
panels-turn = Turno { $n } · { $player }
panels-step-untap = Stap
panels-step-upkeep = Mantenim.
panels-step-draw = Acquisiz.
panels-step-main-1 = Princ. 1
panels-step-combat = Combatt.
panels-step-attack = Attaccanti
panels-step-block = Bloccanti
panels-step-damage = Danno
panels-step-end-combat = Fine comb.
panels-step-main-2 = Princ. 2
panels-step-end = Finale
panels-step-cleanup = Cancellaz.
panels-stop-mine-set = ti fermi qui nei tuoi turni: clicca per passare da solo qui
panels-stop-mine-unset = clicca per fermarti qui nei tuoi turni
panels-stop-others-set = ti fermi qui nei turni degli altri: clicca per passare da solo qui
panels-stop-others-unset = clicca per fermarti qui nei turni degli altri
panels-discard-player = { $player }: scarta fino ad avere 7 carte, poi
panels-discard = Scarta fino ad avere 7 carte, poi
panels-priority = Priorità di { $player }:
panels-your-priority = Hai la priorità:
panels-pass = Passa ({ $key })
panels-pass-hover = 117.3d: passa la priorità al giocatore successivo
panels-pass-until-something = passa finché un avversario non lancia, attiva o ti attacca
panels-pass-until-end-of-turn = passa fino alla fine del turno, a meno che un avversario non agisca
panels-pass-until-my-turn = passa fino al tuo prossimo turno, a meno che un avversario non agisca
panels-has-priority = { $player } ha la priorità
panels-nobody-has-priority = nessuno ha la priorità
panels-declaring = tocca a { $players } dichiarare
panels-declaring-first = in attesa che { $players } dichiari: poi la priorità (508.2, 509.2)
panels-attack = Attacca ({ $n })
panels-attack-hover = 508.1: dichiara gli attacchi disegnati (un clic su una creatura, Attacca con tutte, o Maiusc+trascinamento destro da una creatura a un giocatore, un planeswalker o una battaglia)
panels-no-attacks = Nessun attacco
panels-attack-all = Attacca con tutte ({ $key })
panels-attack-all-hover = disegna un attacco da ogni creatura che può attaccare (non tappata, senza debolezza da evocazione a meno che abbia rapidità); Attacca li dichiara. Un clic su una creatura disegna o toglie un attacco
panels-block = Blocca ({ $n })
panels-block-hover = 509.1: dichiara i blocchi disegnati (un clic sulla tua creatura, poi sull'attaccante; o trascinamento destro da una creatura a un attaccante)
panels-no-blocks = Nessun blocco
panels-for-player = { $player }: { $what }
panels-divide-title = { $n ->
        [one] Assegna 1 danno da combattimento di { $creature }
       *[other] Dividi i { $n } danni da combattimento di { $creature }
    }
panels-divide-how = 510.1c: dividilo come preferisci tra le creature che la bloccano (702.19b: con travolgere, danno letale a ciascuna prima di assegnarne a ciò che attacca).
panels-divide-how-blocker = 510.1d: dividilo come preferisci tra le creature attaccanti che blocca.
panels-divide-lethal = { $name } (letale: { $lethal })
panels-divide-trample = { $name } (travolgere)
panels-divide-assigned = { $total } assegnati su { $n }
panels-divide-assign = Assegna

## L'Aiuto: il puntatore, poi il comando di ogni tasto
panels-no-key = nessun tasto
panels-or = o
panels-pointer-hover = Puntatore su una carta
panels-pointer-hover-does = la esamina (pannello a destra)
panels-pointer-left-click = Clic sinistro
panels-pointer-left-click-does = la seleziona (l'ispettore la tiene)
panels-pointer-combat = Clic sinistro in combattimento
panels-pointer-combat-does = la tua creatura attacca (di nuovo: non attacca); per bloccare: la tua creatura, poi l'attaccante che blocca
panels-pointer-right-click = Clic destro
panels-pointer-right-click-does = ogni azione su di essa
panels-pointer-drag = Trascina una carta
panels-pointer-drag-does = su una zona per spostarla; un'Aura o un Equipaggiamento su un permanente per assegnarlo
panels-pointer-wheel = Rotella / trascinamento centrale
panels-pointer-wheel-does = zoom / spostamento
panels-key-tap = tappa / stappa
panels-key-transform = trasforma (una carta flip: capovolgila)
panels-key-face-down = gira a faccia in giù / a faccia in su
panels-key-add-counter = metti un segnalino +1/+1
panels-key-remove-counter = rimuovi un segnalino +1/+1
panels-key-peek-other = mostra l'altra faccia (senza trasformare)
panels-key-focus-left = selezione: la carta o il mucchio a sinistra
panels-key-focus-right = selezione: la carta o il mucchio a destra
panels-key-focus-up = selezione: la fila sopra
panels-key-focus-down = selezione: la fila sotto
panels-key-menu = il menu della carta selezionata (ogni azione su di essa, Sposta in...), o l'elenco del mucchio selezionato
panels-key-menu-bar = la barra dei menu: le frecce la percorrono e Invio apre un menu
panels-key-resolve = risolvi l'oggetto in cima alla pila
panels-key-draw = pesca una carta
panels-key-untap-all = stappa ogni permanente che controlli
panels-key-shuffle = mescola il tuo grimorio
panels-key-mulligan = mulligan (London, 103.5)
panels-key-tokens = crea pedine
panels-key-undo = annulla (rigiocando il registro)
panels-key-redo = ripeti
panels-key-next = gioca il passo successivo della scena
panels-key-back = torna indietro di un passo
panels-key-restart = ricomincia la scena
panels-key-toggle-play = avvia / metti in pausa la scena
panels-key-save = salva il tavolo
panels-key-load = carica un tavolo
panels-key-export = esporta il tavolo come scena
panels-key-next-seat = siediti al posto del giocatore successivo
panels-key-next-step = passa la priorità a un tavolo assistito; altrimenti la sottofase successiva del turno (l'acquisizione fa pescare, la sottofase di cancellazione termina il turno)
panels-key-reset-view = ripristina zoom e spostamento
panels-key-slow-motion = rallentatore (modalità presentazione)
panels-key-help = questo aiuto
panels-key-pass-until-something = passa la priorità finché un avversario non lancia, attiva o ti attacca (un tavolo assistito)
panels-key-pass-until-end-of-turn = passa la priorità fino alla fine del turno, a meno che un avversario non agisca (un tavolo assistito)
panels-key-pass-until-my-turn = passa la priorità fino al tuo prossimo turno, a meno che un avversario non agisca (un tavolo assistito)
panels-key-attack = dichiara gli attacchi disegnati (un clic su una creatura ne disegna uno; un tavolo assistito)
panels-key-attack-with-all = disegna un attacco da ogni creatura che può attaccare (un tavolo assistito)
panels-key-no-attacks = dichiara di non attaccare (un tavolo assistito)
panels-key-blocks-done = dichiara i blocchi disegnati, o nessun blocco (clic sulla tua creatura, poi sull'attaccante; un tavolo assistito)
panels-key-close = chiudi le finestre di dialogo

## Le fasi e sottofasi del turno nei pannelli dei giocatori; i colori
panels-step-name-untap = sottofase di stap
panels-step-name-upkeep = sottofase di mantenimento
panels-step-name-draw = sottofase di acquisizione
panels-step-name-precombat-main = prima fase principale
panels-step-name-beginning-of-combat = sottofase di inizio combattimento
panels-step-name-declare-attackers = sottofase di dichiarazione degli attaccanti
panels-step-name-declare-blockers = sottofase di dichiarazione dei bloccanti
panels-step-name-combat-damage = sottofase del danno da combattimento
panels-step-name-end-of-combat = sottofase di fine combattimento
panels-step-name-postcombat-main = seconda fase principale
panels-step-name-end = sottofase finale
panels-step-name-cleanup = sottofase di cancellazione
panels-colour-white = bianco
panels-colour-blue = blu
panels-colour-black = nero
panels-colour-red = rosso
panels-colour-green = verde
panels-colour-colorless = incolore

## Lo stato di un oggetto, nell'ispettore e nel tavolo come testo
panels-state-tapped = tappato
panels-state-face-down = a faccia in giù ({ $kind })
panels-state-transformed = trasformato
panels-state-flipped = capovolto
panels-state-token = pedina
panels-state-token-copy = pedina, una copia di { $name }
panels-state-damage = { $n ->
    [one] 1 danno
   *[other] { $n } danni
}
panels-state-phased-out = fuori fase
panels-state-melded = combinate: { $a } e { $b }
panels-state-protected-by = protetta da { $name }
panels-badge-commander = comandante
panels-badge-commander-tax = comandante, tassa { $tax }
panels-badge-attacking = attacca
panels-badge-blocking = blocca
panels-layer-printed = stampato
panels-layer-1a = 1a: copia
panels-layer-1b = 1b: a faccia in giù
panels-layer-2 = 2: controllo
panels-layer-3 = 3: testo
panels-layer-4 = 4: tipo
panels-layer-5 = 5: colore
panels-layer-6 = 6: abilità
panels-layer-7a = 7a: F/C definite
panels-layer-7b = 7b: F/C impostate
panels-layer-7c = 7c: F/C modificate
panels-layer-7d = 7d: F/C scambiate

## La derivazione dell'ispettore (come ha ottenuto questi valori, 613): da dove viene ogni passo e cosa fa
panels-why-front-face = Faccia anteriore: { $name }, { $type }{ $pt }, valore di mana { $mv }
panels-why-front-face-nameless = Faccia anteriore: (senza nome), { $type }{ $pt }, valore di mana { $mv }
panels-why-back-face = Faccia posteriore: { $name }, { $type }{ $pt }, valore di mana { $mv }
panels-why-back-face-nameless = Faccia posteriore: (senza nome), { $type }{ $pt }, valore di mana { $mv }
panels-why-copy-of = copia di { $of }: { $name }, { $type }{ $pt }, valore di mana { $mv }
panels-why-copy-of-nameless = copia di { $of }: (senza nome), { $type }{ $pt }, valore di mana { $mv }
panels-why-values = { $name }, { $type }{ $pt }, valore di mana { $mv }
panels-why-values-nameless = (senza nome), { $type }{ $pt }, valore di mana { $mv }
panels-why-face-down = a faccia in giù ({ $kind })
panels-why-flipped = capovolto: { $name }, { $type }; colore e costo di mana restano (710.1c)
panels-why-text = "{ $from }" diventa "{ $to }" nel suo testo
panels-why-becomes = diventa { $what }
panels-why-type-line = la riga del tipo diventa { $type }
panels-why-gains = ottiene { $ability }
panels-why-effect = effetto
panels-why-loses-all = perde tutte le abilità
panels-why-cda = la sua abilità che definisce caratteristiche
panels-why-base-pt = F/C base diventano { $p }/{ $t }
panels-why-switched = scambiate: { $p }/{ $t }
panels-why-role = Ruolo { $role }
panels-why-counters = { $n ->
    [one] 1 segnalino { $kind }
   *[other] { $n } segnalini { $kind }
}

## Un permanente a faccia in giù: cosa dice il suo retro e come lo chiama un giocatore
panels-back-face-down = 2/2 a faccia in giù
panels-back-morph = metamorfosi
panels-back-megamorph = megametamorfosi
panels-back-disguise = camuffare, salvaguardia {"{"}2{"}"}
panels-back-manifested = manifestato
panels-back-cloaked = celato, salvaguardia {"{"}2{"}"}
panels-back-manifest-dread = manifestare angoscia
panels-a-face-down = una 2/2 a faccia in giù
panels-a-face-down-morph = una 2/2 a faccia in giù (metamorfosi)
panels-a-face-down-megamorph = una 2/2 a faccia in giù (megametamorfosi)
panels-a-face-down-disguise = una 2/2 a faccia in giù con salvaguardia {"{"}2{"}"} (camuffare)
panels-a-face-down-manifested = una 2/2 a faccia in giù (manifestata)
panels-a-face-down-cloaked = una 2/2 a faccia in giù con salvaguardia {"{"}2{"}"} (celata)
panels-a-face-down-manifest-dread = una 2/2 a faccia in giù (manifestare angoscia)

## I segnalini che le regole conoscono per nome
panels-counter-shield = scudo
panels-counter-stun = stordimento
panels-counter-loyalty = fedeltà
panels-counter-defense = difesa
panels-counter-finality = finalità
panels-counter-lore = sapere
panels-counter-poison = veleno
panels-counter-energy = energia
panels-counter-experience = esperienza
level-automatic = automatica
level-assisted = assistita
level-reminded = ricordata
level-by-hand = a mano
panels-card-level = il tavolo: { $level }
panels-stack-title = Pila, dall'alto
panels-stack-source = { $controller } · { $source }
panels-stack-automatic = la esegue il tavolo
panels-stack-by-hand = la eseguono i giocatori
panels-order-title = L'ordine delle tue abilità innescate
panels-order-question = { $player }: fai clic sulle tue abilità innescate nell'ordine in cui devono risolversi (603.3b)
panels-order-again = Ricomincia
panels-order-done = Mettile in pila
panels-targets-title = Bersagli della tua abilità innescata
panels-targets-click = Fai clic su una carta illuminata, o su un nome qui sotto.
panels-targets-question = { $player }: scegli i bersagli dell'abilità di { $source } "{ $text }" (603.3d)
panels-targets-which = Bersaglio { $n }:
panels-targets-done = Mettila in pila con questi bersagli
panels-stack-targets = bersaglio: { $targets }
panels-may-title = Un'abilità facoltativa
panels-may-question = { $player }: l'abilità di { $source } "{ $text }" si sta risolvendo. Farlo? (603.5)
panels-may-yes = Sì, fallo
panels-may-no = No
panels-offer-title = Un lancio durante una risoluzione
panels-offer-question = { $player }: puoi lanciare { $card }{ $transformed } ora, come parte della risoluzione (608.2g). Lanciarla?
panels-offer-question-free = { $player }: puoi lanciare { $card }{ $transformed } ora senza pagarne il costo di mana, come parte della risoluzione (608.2g). Lanciarla?
panels-offer-transformed = {" "}trasformata
panels-offer-cast = Lanciala
panels-offer-decline = Non lanciarla
panels-search-title = Una ricerca nel grimorio
panels-search-question = { $player }, passa in rassegna il tuo grimorio: { $text } Quale carta trovi?
panels-search-elsewhere = Solo { $player } vede il suo grimorio: prendi il suo posto (menu Posto) per scegliere.
panels-search-take = { $card } ({ $n } nel grimorio)
panels-search-nothing = Non trovare nulla
panels-scry-title = Profetizzare
panels-scry-question = { $player }, profetizza { $n }: spunta le carte da mettere in fondo al grimorio; le altre tornano in cima, in quest'ordine.
panels-scry-bottom = { $card }: in fondo
panels-scry-done = Fatto
panels-discard-title = Scartare
panels-discard-question = { $player }, scarta { $n ->
    [one] una carta
   *[other] { $n } carte
}: { $n ->
    [one] spuntala
   *[other] spuntale
}, poi Fatto.
panels-discard-other-question = { $player }, scegli { $n ->
    [one] una carta
   *[other] { $n } carte
} della mano di { $owner } che dovrà scartare: { $n ->
    [one] spuntala
   *[other] spuntale
}, poi Fatto.
panels-put-back-title = Rimettere carte
panels-put-back-question = { $player }, metti { $n ->
    [one] una carta
   *[other] { $n } carte
} dalla tua mano in cima al grimorio: spuntale in ordine, la prima va in cima, poi Fatto.
panels-pay-title = Pagare o no
panels-pay-question = { $player }, paghi { $cost }? Se non paghi: { $text }
panels-pay-yes = Paga { $cost }
panels-pay-no = Non pagare

## I nomi dei tasti come li scrivono i pulsanti e l'aiuto
panels-key-shift = Maiusc
panels-key-space = Spazio
panels-key-enter = Invio
panels-key-esc = Esc
panels-key-tab = Tab
panels-key-left = Sinistra
panels-key-right = Destra
panels-key-up = Su
panels-key-down = Giù
panels-key-home = Home
panels-key-end = Fine
panels-may-sacrifice = Sacrifica { $card }
panels-sacrifice-title = Sacrificare
panels-sacrifice-question = { $player }, sacrifica { $n ->
    [one] un permanente
   *[other] { $n } permanenti
} che controlli: { $n ->
    [one] spuntalo
   *[other] spuntali
}, poi Fatto.
panels-pay-for-question = { $player }, paghi { $cost }? Se lo fai: { $text }
panels-targets-which-optional = Bersaglio { $n } (facoltativo):
panels-targets-for = I bersagli di { $what }:
panels-targets-cancel = Annulla
panels-choose-targets-title = Scegli i bersagli
panels-choose-targets-done = Fatto
panels-search-taken = Trovate finora, in ordine: { $cards }
panels-search-find-these = Trova queste
panels-search-again = Ricomincia
panels-search-question-several = { $player }, passa in rassegna il tuo grimorio: { $text } Quali carte trovi (fino a { $n }, un clic ciascuna)?
panels-look-title = La cima di un grimorio
panels-look-question = { $player }: { $text } Quale carta prendi?
panels-look-question-several = { $player }: { $text } Quali carte prendi (fino a { $n }, un clic ciascuna)?
panels-look-question-exactly = { $player }: { $text } Prendine { $n }, un clic ciascuna.
panels-look-take = { $card } ({ $n } fra queste)
panels-look-take-these = Prendi queste
panels-look-none = Non prendere nulla
panels-surveil-title = Sorvegliare
panels-surveil-question = { $player }, sorveglia { $n }: spunta le carte da mettere nel tuo cimitero; le altre tornano in cima, in quest'ordine.
panels-surveil-graveyard = { $card }: nel cimitero
panels-color-title = Un colore
panels-color-question = { $player }: { $text } Quale colore?
panels-color-choice = { $color ->
    [white] Bianco
    [blue] Blu
    [black] Nero
    [red] Rosso
   *[green] Verde
}
panels-put-onto-battlefield-title = Mettere sul campo di battaglia
panels-put-onto-battlefield-question = { $player }, puoi mettere sul campo di battaglia { $n ->
    [one] una carta
   *[other] fino a { $n } carte
} della tua mano: spuntala, o nessuna, poi Fatto.
panels-return-title = Far tornare in mano
panels-return-question = { $player }, fai tornare { $n ->
    [one] un permanente
   *[other] { $n } permanenti
} che controlli nella mano del proprietario: spuntalo, poi Fatto.
panels-explore-title = Esplorare
panels-explore-question = { $player }, il tuo permanente ha esplorato: spunta la carta rivelata per metterla nel tuo cimitero, o lasciala in cima al tuo grimorio.
panels-entry-title = Mentre entra (614.12a)
panels-entry-question = { $player }: { $choice ->
    [Unleash] { $card } entra con un segnalino +1/+1? (Scatenare: non può bloccare finché ne ha uno.)
    [Riot] { $card } entra con un segnalino +1/+1 o con rapidità (rivolta):
    [CreatureType] quale tipo di creatura per { $card }?
    [CardName] quale nome di carta per { $card }?
    [NonlandCardName] quale nome di carta non terra per { $card }?
   *[other] quale colore per { $card }?
}
entry-answer-counter = Segnalino +1/+1
entry-answer-no-counter = Nessun segnalino
entry-answer-haste = Rapidità
entry-answer-color = Un colore
panels-entry-every-type = Tutti i tipi di creatura…
entry-answer-type = Un tipo di creatura
panels-arrange-title = Rimetti in qualsiasi ordine
panels-arrange-question = { $player }, rimetti le prime { $n } carte del tuo grimorio nell'ordine che scegli: la prima elencata finisce in cima.
panels-arrange-shuffle = Invece mescola il tuo grimorio
panels-move-up = Sposta su
panels-bolster-title = Rinforzare
panels-bolster-question = { $player }, scegli una creatura con la costituzione minore tra quelle che controlli che riceve { $n ->
    [one] un segnalino +1/+1
   *[other] { $n } segnalini +1/+1
}: spuntala, poi Fatto.
panels-player-monarch = il monarca
panels-player-citys-blessing = la benedizione della città
entry-answer-name = Un nome di carta
panels-entry-name-hint = Scrivi il nome di una carta
panels-entry-name-seen = Viste a questo tavolo:
panels-name-title = Un nome di carta
panels-name-question = { $player }: { $text } Quale nome di carta?
panels-dredge-title = Dragare
panels-dredge-question = { $player }, pescheresti una carta. Spunta una carta con dragare per riprenderla in mano invece, macinando tante carte quanto il suo numero di dragare, poi Fatto; non spuntarne nessuna per pescare.
panels-piles-title = Pile
panels-piles-separate = { $player }, separa in due pile i permanenti che { $owner } controlla: spunta la prima pila (il resto è la seconda), poi Fatto.
panels-piles-choose = { $player }, scegli una pila da sacrificare.
panels-piles-first = Pila 1: { $cards }
panels-piles-second = Pila 2: { $cards }
panels-piles-waiting = { $player } sta decidendo.
panels-copy-targets-title = Nuovi bersagli per una copia
panels-copy-targets-question = { $player }: puoi scegliere nuovi bersagli per la copia di { $source } "{ $text }"; i bersagli della sua magia sono fra le scelte (707.10c)
panels-return-or-sacrifice-question = { $player }, fai tornare nella mano del proprietario un permanente che controlli (spuntalo, poi Fatto), o non spuntarne nessuno e Fatto per sacrificare { $card }.
panels-mode-title = Modo della tua abilità innescata
panels-mode-question = { $player }: scegli il modo dell'abilità di { $source } "{ $text }" (603.3c); poi i suoi bersagli
panels-divide-damage = Dividi { $n } danni fra i bersagli, almeno 1 a ciascuno (ne restano { $left } da dare) (601.2d)
panels-divide-unblocked = { $name } (come se non fosse bloccata: tutto, o niente)
panels-block-required = Blocca come richiesto ({ $n })
panels-block-required-hover = 509.1c: un attaccante deve essere bloccato, o una creatura deve bloccare, se possibile: dichiara i blocchi richiesti (disegnane altri e clicca Blocca per bloccare di più)
panels-exile-from-graveyard-title = Esiliare da un cimitero
panels-exile-from-graveyard-question = { $player }, spunta { $n } carta/e del tuo cimitero da esiliare, poi Fatto.
panels-copy-title = Entrare come copia
panels-copy-question = { $player }, spunta il permanente di cui { $card } entra nel campo di battaglia come copia, o nessuno perché entri come sé stesso, poi Fatto.
panels-proliferate-title = Proliferare
panels-proliferate-question = { $player }, spunta i permanenti e i giocatori che ricevono un altro segnalino di ogni tipo già presente, poi Fatto.
panels-untap-title = Stappare terre
panels-untap-question = { $player }, spunta fino a { $n } terra/e TAPpata/e da STAPpare, poi Fatto.
panels-discard-to-enter-title = Scartare per entrare
panels-discard-to-enter-question = { $player }, spunta una carta da scartare perché { $card } entri nel campo di battaglia, o nessuna perché vada nel cimitero, poi Fatto.
panels-put-back-or-pay-title = Rimettere o pagare vita
panels-put-back-or-pay-question = { $player }, spunta le carte pescate in questo turno da rimettere in cima al tuo grimorio (la prima spuntata finisce in cima); ognuna delle { $n } che tieni costa { $life } punti vita. Poi Fatto.
panels-keep-title = Tenerne uno per tipo
panels-keep-question = { $player }, spunta i permanenti che tieni: un artefatto, una creatura, un incantesimo e una terra se ne hai (un permanente di due tipi conta per uno solo). Gli altri sono sacrificati. Poi Fatto.
panels-graveyard-to-hand-title = Riprendere dal cimitero
panels-graveyard-to-hand-question = { $player }, spunta fino a una carta del tuo cimitero da riprendere in mano, o nessuna, poi Fatto.
