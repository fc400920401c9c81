# I messaggi della riga di comando: ciò che stampano i suoi comandi (src/cli, le righe del server, il
# riepilogo dell'importazione, le cifre di una lista). I numeri delle regole, i nomi dei file e delle
# opzioni e le parole scritte nel client testuale (pass, attack, block, tap, play, undo, allow,
# decline, first, ready, say) restano come sono.

## Ogni comando

# La parola con cui inizia la riga di un errore (queste righe vanno sullo standard error).
cli-error = ERRORE
cli-fail = errore: { $what }
cli-warning = avviso: { $what }
cli-note = nota: { $what }
cli-wrote = scritto { $file }
cli-no-such-file = { $path }:1:1: file o cartella inesistente
cli-images-not-folder = --images: { $dir } non è una cartella
cli-cannot-draw = impossibile disegnare il tavolo: { $why }
cli-shipped-cards-only = { $what }; si usano solo le carte incluse
cli-db-missing = BIFRONTE_DB indica { $path }, che non c'è
cli-opening-demo = si apre invece la demo
cli-standard-input = standard input

## check, inspect, play, replay, gif

cli-check-pass = OK { $file }
cli-check-fail = FALLITO { $file }
cli-check-mismatch = passo { $step } (riga { $line }): { $what }
cli-check-summary = superate: { $passed }, fallite: { $failed }, errori: { $errors }
cli-no-player = nessun giocatore chiamato { $name } in { $file }
cli-after-step = { $title } — dopo il passo { $n } di { $total }
cli-log = Registro:
cli-frames-captured = fotogrammi catturati
cli-seat-replay-no-scene = { $file }: il replay di un posto contiene ciò che ha visto quel posto, non le azioni della partita: non può diventare una scena (il replay dell'host sì)
cli-no-model = { $file }: non contiene nessun modello
cli-a-spectator = uno spettatore
cli-as-seen = turno { $turn }, { $step } — come lo vedeva { $who }
cli-starting-table = { $file }: il suo tavolo iniziale: { $why }
cli-replay-cut = { $file }: interrotto alla riga { $line }; giocato fino alla riga precedente
cli-replay-ended = la partita è finita nel turno { $turn }, prima del turno { $wanted }
cli-replay-after = { $title } — dopo { $played ->
        [one] { $played } azione
       *[other] { $played } azioni
    } su { $actions }, turno { $turn }
cli-as-seat-saw-it = , come lo vedeva { $name }

## cards, import, deck

cli-cards-count = { $n ->
    [one] 1 carta
   *[other] { $n } carte
}
cli-imported-count = { $n ->
        [one] e { $n } carta importata (bifronte cards NAME ne mostra una)
       *[other] e { $n } carte importate (bifronte cards NAME ne mostra una)
    }
cli-card-imported = importata: layout Scryfall { $layout }, { $set } #{ $number }
cli-not-modelled = (le regole di Bifronte non gestiscono ancora questo layout)
cli-loyalty = fedeltà { $n }
cli-defense = difesa { $n }
cli-unknown-card = carta sconosciuta { $name }
cli-did-you-mean = forse intendevi { $names }?
cli-only-shipped-cards = Sono note solo le carte incluse: `bifronte import FILE` aggiunge ogni carta da un file in blocco di Scryfall (scryfall.com/docs/api/bulk-data).
cli-reading-cards = lettura delle carte
cli-downloading = download di { $what }
cli-already-downloaded = { $what } del { $date } è già scaricato: { $file }
cli-fetched-again = { $what } del { $date } non si importa: la prossima volta viene scaricato di nuovo per intero
cli-downloaded-going-on = scaricato { $what } del { $date }: { $bytes } byte, ripreso da { $from } ({ $file })
cli-downloaded = scaricato { $what } del { $date }: { $bytes } byte ({ $file })
cli-already-imported = { $what } del { $date } è già in { $db }: niente da importare
cli-imported = scritto { $db } in { $secs } s ({ $rate } MB/s{ $peak })
cli-peak-memory = , picco di memoria { $mib } MiB
cli-import-summary = { $cards ->
        [one] { $cards } carta
       *[other] { $cards } carte
    } da { $objects ->
        [one] { $objects } oggetto
       *[other] { $objects } oggetti
    } ({ $others ->
        [one] { $others } altra stampa
       *[other] { $others } altre stampe
    } delle stesse carte), { $mb } MB di JSON
cli-import-printed = nomi come sono stampati: { $names }
cli-import-printed-in = { $n } in { $lang }
cli-import-by-faces = (importato faccia per faccia; le regole di Bifronte non lo gestiscono ancora)
cli-import-meld-alone = { $n ->
        [one] { $n } carta da combinare senza la sua carta combinata nel file, conservata con una sola faccia: { $names }
       *[other] { $n } carte da combinare senza la loro carta combinata nel file, conservate con una sola faccia: { $names }
    }
cli-import-unreadable-costs = { $n ->
        [one] { $n } faccia con un costo di mana che Bifronte non sa leggere, mostrata senza costo: { $faces }
       *[other] { $n } facce con un costo di mana che Bifronte non sa leggere, mostrate senza costo: { $faces }
    }
cli-deck-kept = { $name } conservato in { $file }
cli-cards-found = carte trovate: { $found } su { $named }
cli-more-problems = e altri { $n } problemi
cli-companion = Compagno (fuori dalla partita, 702.139a)
cli-main = Mazzo principale
cli-not-in-main-deck = { $name } non è nel mazzo principale
cli-odds-by-turn = { $card } ({ $copies } su { $main }) entro il turno { $turn }: { $play } % giocando per primi ({ $seen } carte viste), { $draw } % pescando per primi ({ $seen_draw })
cli-stats-sizes = Mazzo { $main } · sideboard { $sideboard } · terre { $lands } ({ $share } %)
cli-stats-none = nessuno
cli-stats-types = Tipi di carta: { $types }
cli-stats-opening-hand = Mano iniziale di 7: almeno una terra { $one } %, due o più { $two } %, tre o più { $three } %
cli-legal-in = Legale in { $format }.
cli-not-legal-in = Non legale in { $format }:

## Il tavolo come testo (play, inspect, replay --print, join --text)

cli-table-no-name = (senza nome)
cli-table-mana-value = vm { $n }
cli-table-controlled-by = controllato da { $name }
cli-table-attached-to = assegnato a { $id }
cli-table-has = ha { $ids }
cli-table-is = è { $name }
cli-table-targets = lanciala con bersaglio { $targets }
cli-table-activate = attiva { $n }: { $text }
cli-table-activate-targeting = attiva { $n } con bersaglio { $targets }: { $text }
cli-activate-which = "{ $n }" non è il numero di un'abilità (1 per la prima riga del suo testo)
cli-choice-unread = "{ $word }" non si legge: una scelta è mode:N (o mode:1,2), x:N, pay:{"{"}W{"}"}{"{"}U{"}"} o life:N
cli-table-hidden = { $zone } di { $owner }: { $n ->
    [one] 1 carta
   *[other] { $n } carte
}
cli-table-player = Giocatore
cli-table-life = { $name }: { $life } punti vita
cli-table-lost = ha perso la partita, { $rule }
cli-stats-pips = Colori per simboli di mana: { $pips }

## host, join, serve

cli-cannot-host = impossibile ospitare: { $why }
cli-cannot-resume = impossibile riprendere: { $why }
cli-cannot-serve = impossibile avviare il server: { $why }
cli-joining = connessione a { $host }…
cli-table-is-at = il tavolo è all'indirizzo { $table }
cli-no-token = nessun token conservato per { $name } al tavolo { $table } di { $server } (in { $file }): solo il programma che ci ha giocato può chiederne il replay
cli-resuming = ripresa di { $file }: posti riservati a { $names }
cli-hosting = tavolo da { $seats ->
        [one] { $seats } posto
       *[other] { $seats } posti
    } ospitato sulla porta { $port } (UDP e TCP; i giocatori si uniscono con: bifronte join HOST:{ $port })
cli-serving = server in ascolto sulla porta { $port } (TCP; tavoli sulle porte { $low }-{ $high }, UDP e TCP); dati in { $data }; i giocatori si uniscono con: bifronte join THIS-MACHINE:{ $port } --room Main --name NAME
cli-line-not-utf8 = riga { $line }: non è UTF-8 (byte { $byte } della riga); ignorata
cli-not-connected = non connesso all'host (riprova ogni pochi secondi): "{ $line }" non è stata inviata
cli-undo-already-asked = è già stato chiesto un annullamento: rispondi con `undo yes` o `undo no`
cli-nobody-asks-undo = nessuno chiede di annullare
cli-nobody-asking = nessuno sta chiedendo nulla
cli-request-too-big = non inviata: la richiesta è di { $size } byte (l'host ne legge al massimo { $most })
cli-not-an-action = non è un'azione: { $why }
cli-unknown-word = «{ $word }» non è una parola che il client testuale conosce; le sue parole: { $words }
cli-unknown-word-close = «{ $word }» non è una parola che il client testuale conosce: intendevi { $close }?
cli-word-unread = «{ $line }» non si legge: { $word } qui si scrive in un altro modo (bifronte join --help)
cli-spectator-doesnt-play = uno spettatore non gioca
cli-attack-whom = attack { $id }>PLAYER: indica chi viene attaccato
cli-block-which = block { $id }>ATTACKER: indica quale attaccante blocca
cli-no-such-card = tap { $id }: non vedi nessuna carta con questo identificativo sul tavolo
cli-chat-rate = { $n ->
        [one] non inviata: al massimo { $n } riga di chat al secondo
       *[other] non inviata: al massimo { $n } righe di chat al secondo
    }
cli-chat-cut = { $n ->
        [one] (la riga è tagliata a { $n } carattere)
       *[other] (la riga è tagliata a { $n } caratteri)
    }
cli-host-refused = l'host ha rifiutato: { $why }
cli-seated = seduti: { $names }
cli-refused = rifiutata (richiesta { $seq }): { $why }
cli-asks-consent = { $by } chiede: { $what } (allow / decline)
cli-waiting-consent = in attesa (richiesta { $seq }): tocca a { $on } consentirlo
cli-asks-undo = { $by } chiede di annullare l'ultima azione: { $what } (undo yes / undo no)
cli-replay-kept = la partita è finita: il suo replay completo è conservato in { $file }
cli-replay-not-kept = il replay completo della partita non è stato conservato: { $why }
cli-undo-settled = annullamento: { $why }
cli-watching = spettatore
cli-turn-line = — turno { $turn }, { $step } di { $active } — sei { $you } —
cli-last-log = registro: { $line }
cli-clock = orologio: { $times }
cli-your-priority = hai la priorità: pass, play LAND, tap ID [MANA], attack ID[>WHOM], block ID>ATTACKER, o un'azione
cli-has-priority = { $name } ha la priorità
cli-declare-attackers = dichiara prima i tuoi attaccanti (508.1): attack ID[>WHOM] ..., o attack da solo per nessuno
cli-declare-blockers = dichiara prima i tuoi bloccanti (509.1): block ID>ATTACKER ... (ID>A,B per una creatura che può bloccarne più di uno), o block da solo per nessuno
cli-waiting-for-declaration = in attesa che { $names } dichiari (508.2, 509.2)
cli-no-match-to-sideboard = non hai nessun incontro per cui cambiare la sideboard
cli-swap-words = { $part }: -NAME toglie una carta dal mazzo principale, +NAME ne aggiunge una dalla sideboard
cli-not-in-your-main-deck = { $name } non è nel tuo mazzo principale
cli-not-in-your-sideboard = { $name } non è nella tua sideboard
cli-match-score = incontro: { $score }
cli-match-you-choose = scegli chi gioca il primo turno della partita { $game } (first NAME)
cli-match-chooses = { $name } sceglie chi gioca il primo turno
cli-match-playing = partita { $game }, { $name } ha giocato il primo turno
cli-match-sideboarding = sideboard per la partita { $game }; pronti: { $names }
cli-match-your-sideboard = sideboard per la partita { $game } (ready, o ready -OUT, +IN); la tua sideboard: { $cards }
cli-match-won = { $name } ha vinto l'incontro

## Le righe del server (bifronte serve)

cli-table-cannot-restart = tavolo { $id }: impossibile riavviarlo: { $why }
cli-table-back = il tavolo { $id } è di nuovo attivo
cli-table-error = tavolo { $id }: { $why }
cli-lobby-not-reading = { $name } non legge ciò che gli invia la sala d'attesa: disconnesso
cli-table-ended = il tavolo { $id } si è chiuso: { $why }
cli-table-stopped = il tavolo { $id } si è fermato ({ $status }): riavvio in corso
cli-lobby-let-go = { $n ->
        [one] una connessione alla sala d'attesa ({ $name }) è stata chiusa dopo { $n } richiesta rifiutata
       *[other] una connessione alla sala d'attesa ({ $name }) è stata chiusa dopo { $n } richieste rifiutate
    }
cli-automation-cards = { $n } carte non terra, ciascuna al livello della sua riga più bassa:
cli-automation-level = { $level }: { $cards } carte; { $lines } righe di abilità
cli-automation-triggers = abilità innescate: { $all } righe lette come inneschi, { $read } comprese (rilevate e messe in pila), { $automatic } eseguite dal tavolo
cli-automation-total = automatiche { $automatic } di { $all } carte ({ $percent } %), assistite { $assisted }, ricordate { $reminded }, a mano { $by_hand }
cli-automation-missing = i testi più comuni fra le righe non ancora automatiche (copie):
cli-table-ability = abilità di { $controller } da { $source }: "{ $text }"
cli-table-ordering = { $player } sceglie l'ordine delle sue abilità innescate (`order 2 1`: la prima nominata si risolve per prima):
cli-order-which = "{ $word }" non è un numero della lista delle abilità innescate
cli-table-targeting = { $player } sceglie i bersagli dell'abilità innescata di { $source } "{ $text }" (`target ID`, uno per ciascuno, in ordine; un giocatore per nome):
cli-no-targets-asked = nessuna tua abilità innescata attende i suoi bersagli
cli-table-ability-targets = con bersaglio { $targets }
cli-table-deciding = { $player } sceglie se l'abilità di { $source } "{ $text }" fa ciò che dice (`yes` o `no`)
cli-table-casting = { $player } può lanciare { $card } ora durante una risoluzione (`cast { $id }` o `decline`)
cli-table-searching = { $player } passa in rassegna il suo grimorio ({ $text }): { $cards } (`find ID ...` o `find`)
cli-table-scrying = { $player } profetizza { $n }: { $cards } (`scry ID ...` mette quelle in fondo, le altre in cima come elencate)
cli-table-discarding = { $player } sceglie { $n ->
    [one] una carta
   *[other] { $n } carte
} della mano di { $owner } da scartare: { $cards } (`choose ID ...`)
cli-table-putting-back = { $player } sceglie { $n ->
    [one] una carta
   *[other] { $n } carte
} della sua mano da mettere in cima al grimorio, la prima in cima: { $cards } (`choose ID ...`)
cli-table-paying = { $player } può pagare { $cost } ({ $text }) (`pay` o `pay no`)
cli-no-choice-asked = nessuna tua abilità attende una tua scelta
cli-melded = il permanente combinato di { $a } e { $b } (712.4): nessun mazzo lo contiene; si giocano le sue metà
cli-same-name = { $n } carte diverse si chiamano { $name } ({ $printings }); il tavolo distingue le carte per nome, e questa è la prima, { $printing }

## help: what the seat may do (text client)
cli-help-usage-pass = pass — passa la priorità (117.3d)
cli-help-usage-play = play ID — gioca una terra dalla tua mano (305.1)
cli-help-usage-cast = cast ID [BERSAGLIO ...] [x:N] [mode:N] [divide:N,N] [pay:MANA] [life:N] [kicked] [buyback] [evoke|dash|surge|overload|spectacle|madness|instead] [with:ID] — lancia una magia (601.2)
cli-help-usage-activate = activate ID N [BERSAGLIO ...] [pay:MANA] [life:N] [with:ID] — attiva l'N-esima abilità di una carta (602.2)
cli-help-usage-tap = tap ID [MANA] — TAPpa un permanente per del mana (605); tap all MANA — ogni tua terra STAPpata che lo produce
cli-help-usage-attack = attack ID[>BERSAGLIO] ... — dichiara gli attaccanti; attack da solo: nessuno (508.1)
cli-help-usage-block = block BLOCCANTE>ATTACCANTE ... — dichiara i bloccanti; block da solo: nessuno (509.1)
cli-help-usage-keep = keep [ID ...] o mulligan — la tua mano iniziale, gli ID in fondo al grimorio (103.5)
cli-help-usage-find = find [ID] — la carta che la ricerca nel tuo grimorio trova, o nulla (701.23)
cli-help-usage-scry = scry [ID ...] — le carte che profetizzare mette in fondo, le altre di nuovo in cima (701.22a)
cli-help-usage-choose = choose ID ... — le carte che un effetto ti fa scegliere da una mano: da scartare, o da mettere in cima al grimorio, la prima in cima (701.9b)
cli-help-usage-pay = pay [no] — se paghi il costo che il "unless" di un effetto ti offre (118.12a)
cli-help-usage-say = say TESTO, undo, allow o decline — chat, chiedi un annullamento, rispondi a una richiesta
cli-help-usage-card = help ID — cosa puoi fare con una carta
cli-help-accepted = Le regole accettano ora ({ $n }):
cli-help-now = Ora:
cli-help-nothing-now = niente: agiscono gli altri giocatori
cli-help-opening = keep o mulligan: la tua mano iniziale (103.5)
cli-help-declare-attackers = attack { $ids } — le creature che possono attaccare; attack da solo per nessuna (508.1)
cli-help-declare-blockers = block BLOCCANTE>ATTACCANTE ..., o block da solo per nessuno (509.1)
cli-help-priority = pass — hai la priorità (117.3d)
cli-help-play = play { $id } — { $name }
cli-help-cast = cast { $id } — { $how }
cli-help-cast-targets = cast { $id } BERSAGLIO — { $how }; bersagli: { $targets }
cli-help-tap = tap { $id }{ $word } — { $name } aggiunge { $mana }
cli-help-activate = activate { $id } { $n } — { $text }
cli-help-card = { $id }: { $name }
cli-help-card-nothing = niente che le regole permettano ora
cli-help-no-card = nessuna carta { $id } in vista
cli-arena-two-decks = arena: due liste di mazzo, o nessuna per i mazzi inclusi
cli-arena-game = partita { $game }: ha vinto { $winner } al turno { $turns }
cli-arena-drawn = partita { $game }: patta al turno { $turns } ({ $why })
cli-arena-tally = { $first } contro { $second } ({ $decks }): { $games } partite, { $wins } vinte, { $losses } perse, { $draws } pari; { $first } ne ha presa il { $share } % (intervallo al 95 % { $low }–{ $high } %)
cli-arena-speed = { $decisions } decisioni, { $per_second } al secondo, la più lenta { $slowest } ms; { $turns } turni a partita
cli-arena-playouts = la previsione del giocatore difficile: { $playouts } partite giocate su copie del tavolo, { $per_second } al secondo
cli-arena-refused = le regole hanno rifiutato l'azione di un giocatore del computer: { $what }
cli-table-deciding-sacrifice = farlo è sacrificare uno di questi (`yes ID`): { $ids }
cli-table-sacrificing = { $player } sceglie { $n ->
    [one] un permanente
   *[other] { $n } permanenti
} che controlla da sacrificare: { $cards } (`choose ID ...`)
cli-table-paying-for = { $player } può pagare { $cost }; se lo fa: { $text } (`pay` o `pay no`)
cli-slot-optional = { $targets } (o nessuno)
cli-automation-alone = i testi che da soli impediscono a una carta di essere automatica (copie):
cli-table-surveilling = { $player } sorveglia { $n }: { $cards } (`surveil ID ...` mette quelle nel cimitero, le altre in cima come elencate)
cli-help-usage-surveil = surveil [ID ...] — le carte che sorvegliare mette nel cimitero, le altre di nuovo in cima (701.25a)
cli-table-choosing-color = { $player } sceglie un colore per: { $text } (`color white`, `blue`, `black`, `red` o `green`)
cli-help-usage-color = color COLORE — il colore che un effetto ti chiede di scegliere: white, blue, black, red o green (105.1)
cli-not-a-color = Non è un colore: white, blue, black, red o green.
cli-table-putting-onto-battlefield = { $player } può mettere sul campo di battaglia fino a { $n ->
    [one] una carta
   *[other] { $n } carte
} della sua mano: { $cards } (`choose ID ...`, o `choose` per nessuna)
cli-table-returning = { $player } sceglie { $n ->
    [one] un permanente
   *[other] { $n } permanenti
} che controlla da far tornare nella mano del proprietario: { $cards } (`choose ID ...`)
cli-table-exploring = { $player } ha esplorato e rivelato { $cards } (`surveil ID` la mette nel cimitero, `surveil` la lascia in cima)
cli-table-entering = { $player } sceglie con cosa entra { $card } [{ $id }] (`enter { $id } { $answers }`)
cli-not-an-entry-answer = Non è una risposta a quella scelta: vedi `enter ID ...` sul tavolo.
cli-table-arranging = { $player } rimette le prime { $n } carte del suo grimorio in qualsiasi ordine: { $cards } (`scry ID ...` mette quelle in cima in quell'ordine, le altre sotto come elencate)
cli-table-arranging-or-shuffling = { $player } rimette le prime { $n } carte del suo grimorio in qualsiasi ordine o mescola: { $cards } (`scry ID ...` mette quelle in cima in quell'ordine, le altre sotto come elencate; `scry shuffle` invece mescola il grimorio)
cli-cant-shuffle-instead = Questa carta non ti permette di mescolare invece: `scry ID ...` rimette le carte nell'ordine che indichi
cli-table-bolstering = { $player } sceglie una creatura con la costituzione minore che riceve { $n ->
    [one] un segnalino +1/+1
   *[other] { $n } segnalini +1/+1
}: { $cards } (`choose ID`)
cli-table-choosing-name = { $player } sceglie un nome di carta per: { $text } (`name NOME DELLA CARTA`)
cli-help-usage-name = name NOME DELLA CARTA — il nome di carta che un effetto ti chiede di scegliere, con tutte le sue parole (201.4)
cli-table-dredging = { $player } pescherebbe una carta: `choose ID` per dragare invece una fra { $cards }, `choose` per pescare
cli-table-separating = { $player } separa questi permanenti in due pile: { $cards } (`separate ID ...`: la prima pila, il resto la seconda)
cli-table-choosing-pile = { $player } sceglie una pila fra { $cards }: la prima è { $first }, la seconda il resto (`pile 1` o `pile 2`)
cli-help-usage-piles = separate ID ... o pile 1|2 — la prima delle due pile in cui separi dei permanenti (il resto la seconda), o la pila che scegli (700.3)
cli-table-copy-targeting = { $player } può scegliere nuovi bersagli per la copia di { $source } "{ $text }", fra cui quelli della sua magia (`target ID`, uno per ciascuno, in ordine; un giocatore per nome):
cli-table-returning-or-sacrificing = { $player } fa tornare nella mano del proprietario uno fra { $cards }, altrimenti sacrifica { $card } (`choose ID`, o `choose` per sacrificare)
cli-table-choosing-mode = { $player } sceglie il modo dell'abilità innescata di { $source } "{ $text }" (`mode N`), poi i suoi bersagli:
cli-table-mode-illegal = (non si può scegliere: nessun bersaglio legale)
cli-help-usage-mode = mode N — il modo di una tua abilità innescata modale ("scegli uno —"), da 1 come stampato; poi i suoi bersagli (603.3c)
