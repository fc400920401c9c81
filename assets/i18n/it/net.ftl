# net: ciò che un host dice a un client (un rifiuto, un congedo), nella lingua del client.

# Parole senza un messaggio proprio (delle regole, di una lista), così come sono.
net-words = { $words }
net-wrong-password = password errata
net-no-spectators = questo tavolo non accetta spettatori
net-already-joined = già unito
net-already-seated = { $name } è già seduto
net-looks-like = { $name } somiglia troppo a { $other }, che è già seduto
net-seat-taken-back = il tuo posto è stato ripreso da una nuova connessione con il suo token
net-bad-name = un nome vuole da 1 a { $n } caratteri stampabili
net-table-full = il tavolo è pieno (unisciti con --spectate per guardare)
net-your-deck = il tuo mazzo: { $why }
net-no-seat-undo = non hai un posto (gli spettatori non annullano)
net-no-seat-match = non hai un posto (gli spettatori non giocano l'incontro)
net-no-seat-act = non hai un posto (gli spettatori non agiscono)
net-too-many-requests = { $name }: più di { $n } richieste al secondo
net-not-started = la partita non è iniziata
net-no-such-player = nessun giocatore con questo nome
net-no-object-in-view = nessun oggetto { $id } in ciò che vedi
net-not-connected-to-allow = { $owner } lo controlla e non è connesso per permetterlo
net-game-over = la partita è finita e ognuno ha il suo replay completo: a questo tavolo non si gioca più
net-asked-something-else = { $by } ha chiesto a { $to } qualcos'altro
net-declined = { $name } ha rifiutato
net-accepted-but = { $name } ha accettato, ma { $why }
net-server-ended = il server ha chiuso il tavolo: { $why }
net-undo-already-asked = { $name } ha già chiesto di annullare
net-nothing-to-undo = niente da annullare

## Chi può chiedere cosa
net-cant-touch-hand = { $name } non può toccare la mano di un altro giocatore
net-cant-touch-library = { $name } non può toccare il grimorio di un altro giocatore
net-rules-run-turns = a questo tavolo i turni li gestiscono le regole: { $name } passa invece la priorità
net-rules-offer-casts = a questo tavolo sono le regole a offrire un lancio durante una risoluzione, non { $name }
net-cant-change-mode = { $name } non può cambiare come si gestisce il tavolo; lo fa l'host
net-clock-says = è l'orologio dell'host a dire di chi scade il tempo, non { $name }
net-cant-act-for = { $name } non può agire per { $who }
net-not-your-turn = non è il turno di { $name }
net-doesnt-control = { $name } non lo controlla; lo controlla { $owner }

## Ciò che la sala d'attesa di un server dice a un giocatore
net-lobby-goodbye = { $n } messaggi rifiutati: arrivederci
net-lobby-too-many = più di { $n } messaggi al secondo
net-lobby-hello-first = prima saluta (hello)
net-lobby-hello-twice = hai già salutato
net-lobby-version = questo server parla la versione { $ours } della sala d'attesa, non la { $theirs }
net-lobby-connected = { $name } è già connesso
net-lobby-looks-like = { $name } somiglia troppo a { $other }, che è connesso
net-lobby-no-room = nessuna stanza chiamata { $name }
net-lobby-room-first = prima entra in una stanza
net-lobby-chat-rate = più di { $n } righe di chat al secondo
net-lobby-no-table = nessun tavolo { $table } (potrebbe essere finito)
net-lobby-replay-rate = più di { $n } replay al minuto
net-lobby-no-replay = nessuna partita finita al tavolo { $table } per quel posto e quel token
net-lobby-replay-unsent = il replay del tavolo { $table } non può essere inviato: { $why }
net-lobby-no-pod = nessun tavolo di draft { $pod } (o non è il gettone di quel posto)
net-lobby-pods-full = il server ha { $n } draft in corso: riprova quando uno è finito
net-lobby-pod-begun = il draft del tavolo { $pod } è cominciato: ora non si siede nessuno
net-lobby-pod-seated = sei già seduto al tavolo di draft { $pod }
net-lobby-pod-full = il tavolo di draft { $pod } è pieno
net-lobby-pod-not-opener = solo chi ha aperto il tavolo di draft lo fa cominciare
net-lobby-pod-not-seated = non hai un posto al tavolo di draft { $pod }, o il suo draft non è cominciato
net-lobby-create-rate = più di { $n } tavoli al minuto
net-lobby-address-tables = il tuo indirizzo ha { $n } tavoli aperti, il massimo per un indirizzo: chiudine uno prima ({ $most })
net-lobby-server-full = il server gestisce { $n } tavoli, il suo massimo: riprova più tardi
net-lobby-no-port = nessuna porta libera per un tavolo: riprova più tardi
net-lobby-table-didnt-start = il tavolo non è partito: { $why }
net-nested-too-deep = quella richiesta annida le sue azioni troppo a fondo per essere conservata (al massimo { $most } livelli, uno dei quali dell'host)
net-theirs-to-allow = questo cambia la partita di { $owner }: lo permette { $owner }, non { $name }
net-too-many-questions = più di { $n } domande al secondo poste agli altri giocatori
net-unreadable = un messaggio illeggibile: { $why }
net-replay-too-big = { $bytes } byte compressi, oltre { $most } parti
net-replay-part-misfit = una parte { $part } di { $parts } del replay ({ $bytes } byte) che non va
net-replay-no-unpack = il replay intero non si decomprime: { $why }
net-replay-over = il replay intero supera { $most } byte
net-replay-cut-short = il replay intero è arrivato troncato
net-replay-unread = il replay intero non si legge: { $why }
net-server-unreachable = { $server }: { $why }
net-server-unexpected = { $server }: il server ha risposto { $what }
net-server-unreadable = { $server }: un messaggio illeggibile: { $why }
net-server-closed = { $server }: il server ha chiuso la connessione
net-server-no-answer = { $server }: nessuna risposta entro { $secs } s
net-server-password = il tavolo { $table } chiede una password (--password)
net-server-no-table = nessun tavolo { $which } in { $room } (i suoi tavoli: { $tables })
net-server-no-table-none = nessun tavolo { $which } in { $room } (non ne ha)
net-server-needs-table = --room vuole --table NOME o --create NOME
net-lobby-unreadable = un messaggio illeggibile: { $why }
net-lobby-bad-text = { $what ->
        [name] un nome
        [room] una sala
        [seat] un posto
        [chat] una riga di chat
        [table] il nome di un tavolo
        [format] un formato
       *[pod] il nome di un tavolo di draft
    } vuole da 1 a { $most } caratteri stampabili
net-lobby-bad-seats = un tavolo ha da 2 a 8 posti, non { $n }
net-lobby-bad-best-of = un incontro si gioca al meglio di 1, 3, 5, 7 o 9 partite, non { $n }
net-lobby-bad-computer = il computer gioca solo a un tavolo assistito di una partita
net-lobby-bad-set = il codice di un'espansione ha da 1 a { $most } lettere e cifre
net-lobby-bad-pod-seats = un tavolo di draft ha da 2 a 8 posti, non { $n }
net-server-not-a-key = { $file }: non è una chiave del server (64 cifre esadecimali)
net-server-key-changed = { $server }: la chiave del server è cambiata (era { $was }, ora è { $now }): qualcuno potrebbe essere nel mezzo; se chi gestisce il server dice che la chiave è cambiata, togli la riga di { $server } da { $file }
net-undo-declined = { $seat } ha rifiutato di annullare
net-undo-done = annullata, come ha chiesto { $by } e tutti i giocatori hanno accettato
net-undo-void = il tavolo è cambiato prima che tutti accettassero
