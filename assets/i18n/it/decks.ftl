# decks: i mazzi, l'editor dei mazzi, l'importazione delle carte e il gioco online, in italiano.
# Ogni messaggio di en/ è anche qui, con gli stessi segnaposto; nomi delle carte, codici delle
# espansioni, percorsi e indirizzi dei server sono segnaposto, mai tradotti.

## I miei mazzi, una lista incollata
decks-my-decks = I miei mazzi
decks-sample = { $name } (esempio)
decks-name = Nome
decks-paste-title = Incolla una lista
decks-paste-intro = Qualsiasi lista (testo semplice, MTG Arena, MTGO, Forge, Cockatrice), conservata nella cartella dei tuoi mazzi:
decks-paste-keep = Conservala

## Le parti del mazzo, i tipi di carta, i colori e i formati dei file
decks-part-main = Mazzo principale
decks-part-sideboard = Sideboard
decks-part-commander = Comandante
decks-type-artifact = Artefatto
decks-type-battle = Battaglia
decks-type-creature = Creatura
decks-type-enchantment = Incantesimo
decks-type-instant = Istantaneo
decks-type-kindred = Tribale
decks-type-land = Terra
decks-type-planeswalker = Planeswalker
decks-type-sorcery = Stregoneria
decks-color-white = Bianco
decks-color-blue = Blu
decks-color-black = Nero
decks-color-red = Rosso
decks-color-green = Verde
decks-color-colorless = Incolore
decks-format-text = Testo semplice

## L'editor dei mazzi
decks-editor-new-name = Nuovo mazzo
decks-editor-opened = aperto { $path }
decks-editor-saved = salvato { $path }
decks-editor-title = Editor dei mazzi: { $name }
decks-editor-title-unsaved = Editor dei mazzi: { $name } (non salvato)
decks-editor-new = Nuovo
decks-editor-new-ask = Buttare via le { $n } carte di { $name }? Non sono conservate (Annulla le riporta)
decks-editor-new-throw = Butta via
decks-editor-new-keep = Tienile
decks-editor-open = Apri
decks-editor-open-hint = qualsiasi file di lista
decks-editor-open-it = Aprilo
decks-editor-save = Salva tra i miei mazzi
decks-editor-undo = Annulla
decks-editor-redo = Ripeti
decks-editor-find = Trova carte
decks-editor-find-hint = nome, tipo o testo
decks-editor-any-type = Qualsiasi tipo
decks-editor-any-mana-value = Qualsiasi valore di mana
decks-editor-found = trovate: { $n }
decks-editor-found-first = trovate: { $n } (le prime)
decks-editor-sb-short = SB
decks-editor-commander-short = Com
decks-editor-add-main = Aggiungine una al mazzo principale
decks-editor-add-sideboard = Aggiungine una alla sideboard
decks-editor-add-commander = Aggiungine una come comandante
decks-editor-deck = Il mazzo
decks-editor-part = { $part } ({ $n })
decks-editor-none = nessuna
decks-editor-to-main = nel mazzo
decks-editor-to-sb = in SB
decks-editor-move-main = Spostane una nel mazzo principale
decks-editor-move-sideboard = Spostane una nella sideboard
decks-editor-figures = Cifre
decks-editor-sizes = Mazzo { $main } · sideboard { $sideboard } · terre { $lands }
decks-editor-curve = Curva di mana (carte non terra per valore di mana)
decks-editor-pips = Colori per simboli di mana
decks-editor-types = Tipi di carta
decks-editor-odds = Probabilità (ipergeometrica)
decks-editor-odds-small = Un mazzo di sette o più carte ha una mano iniziale.
decks-editor-odds-hand = Mano iniziale di 7: una terra { $one } %, due o più { $two } %
decks-editor-by-turn = entro il turno
decks-editor-odds-card = { $play } % giocando per primi ({ $play_seen } carte viste), { $draw } % pescando per primi ({ $draw_seen })
decks-editor-legal-in = Legale in
decks-editor-legal = Legale: ogni carta e la dimensione del mazzo.

## File → Importa le carte
decks-import-title = Importa le carte
decks-import-intro = Ogni carta, da Scryfall: il suo file Oracle Cards attuale, scaricato (circa 50 MB, non di nuovo finché non cambia) e importato.
decks-import-download = Scarica e importa
decks-import-file = Oppure un file in blocco da scryfall.com/docs/api/bulk-data (Oracle Cards, Default Cards o All Cards; .json o .json.gz):
decks-import-downloaded = { $done } di { $total } MB scaricati
decks-import-read = { $done } di { $total } MB letti
decks-import-import = Importa
decks-import-done = Le carte importate ora sono nel database delle carte (Carte… nel menu Tavolo).
decks-import-error = ERRORE { $error }
decks-import-stopped = l'importazione si è interrotta inaspettatamente
decks-import-cant-open = { $path }: il nuovo database non si può aprire: { $error }

## File → Gioca online
decks-online-title = Gioca online
decks-online-connecting = connessione…
decks-online-connected = connesso a { $server } come { $name }
decks-online-cant-connect = impossibile connettersi: { $error }
decks-online-table-open = il tavolo { $table } è aperto
decks-online-refused = rifiutato: { $reason }
decks-online-bye = il server ha chiuso: { $reason }
decks-online-disconnected = disconnesso
decks-online-window-opens = il tavolo si apre in una finestra tutta sua
decks-online-cant-open-window = impossibile aprire la finestra del tavolo: { $error }
decks-online-server = Server
decks-online-server-hint = host:porta
decks-online-your-name = Il tuo nome
decks-online-connect = Connetti
decks-online-disconnect = Disconnetti
decks-online-rooms = Stanze
decks-online-tables-count = { $n ->
    [one] { $n } tavolo
   *[other] { $n } tavoli
}
decks-online-players-count = { $n ->
    [one] { $n } giocatore
   *[other] { $n } giocatori
}
decks-online-room = { $room } — { $description } ({ $tables }, { $players })
decks-online-pods-in = Tavoli di draft in { $room } (il draft si fa in un terminale)
decks-online-pod = { $pod } · { $set } · { $count } di { $seats } seduti: { $seated } · { $state }
decks-online-pod-waiting = in attesa di cominciare
decks-online-pod-drafting = draft in corso
decks-online-pod-over = finito
decks-online-copy = Copia
decks-online-tables-in = Tavoli in { $room }
decks-online-no-table = Ancora nessun tavolo: aprine uno qui sotto.
decks-online-locked = protetto
decks-online-open-to-all = aperto a tutti
decks-online-state-open = in attesa di giocatori
decks-online-state-running = in corso
decks-online-state-finished = finito
decks-online-state-starting = in partenza
decks-online-table = { $table } · { $format } · { $lock }
decks-online-nobody = ancora nessuno
decks-online-seated = { $count }/{ $seats } seduti: { $seated } · { $state }
decks-online-join = Unisciti
decks-online-watch = Guarda
decks-online-watch-judge = Guarda (come arbitro)
decks-online-your-deck = Il tuo mazzo
decks-online-your-deck-hint = un file di lista (vuoto: un mazzo di esempio)
decks-online-password = Password
decks-online-password-hint = per un tavolo protetto
decks-online-open-table = Apri un tavolo
decks-online-seats = Posti
decks-online-format = Formato
decks-online-spectators = Gli spettatori possono guardare
decks-online-judges = Gli spettatori sono arbitri (vedono tutto)
decks-online-free = Tavolo libero (i giocatori gestiscono il turno a mano)
decks-online-best-of-three = Un incontro, al meglio di tre (sideboard tra le partite)
decks-online-computer = Il computer gioca l'ultimo posto (un tavolo assistito, una sola partita)
decks-online-locked-with = Protetto dalla password qui sopra, se ce n'è una.
decks-online-open-and-join = Aprilo e unisciti
decks-online-in-room = In { $room }: { $players }
decks-online-say-hint = scrivi qualcosa (Invio)

## Perché un mazzo non è legale in un formato (l'editor dei mazzi, deck stats --format)
decks-legality-unknown-format = formato sconosciuto { $format }; quelli noti: { $known }
decks-legality-unknown = la legalità delle carte non è nota: importa le carte di Scryfall (bifronte import --download)
decks-legality-main-too-small = { $n } carte nel mazzo principale; un mazzo Costruito ne ha almeno 60 (100.2a)
decks-legality-sideboard-too-big = { $n } carte nella sideboard; ne contiene al massimo 15 (100.4a)
decks-legality-no-commander-in = { $format } non ha un comandante
decks-legality-singleton-exactly = { $n } carte nel mazzo; { $format } ne gioca esattamente { $size }
decks-legality-singleton-at-least = { $n } carte nel mazzo; { $format } ne gioca almeno { $size }
decks-legality-commander-size = { $n } carte con il comandante; un mazzo { $format } ne ha esattamente { $size } (903.5a)
decks-legality-commander-sideboard = una sideboard di { $n }: le partite Commander non ne usano (903.5e)
decks-legality-commander-missing = nessun comandante: un mazzo { $format } ne ha uno (903.3)
decks-legality-not-partners = due comandanti, { $a } e { $b }, che non possono essere partner (702.124)
decks-legality-too-many-commanders = { $n } comandanti; un mazzo ne ha uno, o due partner (903.3)
decks-legality-cannot-command = non può essere un comandante: non è una creatura leggendaria né un Veicolo (903.3)
decks-legality-no-data = nessun dato di legalità (non è tra le carte importate: bifronte import --download)
decks-legality-format-not-in-data = le carte importate non sanno nulla di { $format } (importate prima che esistesse): la posizione delle carte non è nota; importa dati più recenti (bifronte import --download)
decks-legality-not-legal = non legale in { $format }
decks-legality-banned = bandita in { $format }
decks-legality-restricted = { $n } copie, limitata a una in { $format }
decks-legality-too-many-copies = { $n } copie; al massimo { $limit } ({ $rule })
decks-legality-outside-identity = { $colours } è fuori dall'identità di colore del comandante (903.5c)

## I problemi di una lista, alla loro riga
decks-read-stopped = { $n } problemi: lettura interrotta qui
decks-read-latin1 = { $file }: non è UTF-8 (byte { $byte }): letto come Windows-1252
decks-read-too-large = { $size } byte, più di quanti ne tenga una lista (al massimo { $most }): non letto
decks-read-not-text = non è una lista di carte (contiene byte che nessun testo ha)
decks-read-utf16 = { $file }: letto come UTF-16
decks-read-no-cards = nessuna carta: la lista non ne nomina
decks-read-bad-xml = XML non ben formato: { $why }
decks-read-xml-ends-inside = XML non ben formato: il file finisce dentro <{ $tag }>
decks-read-bad-attribute = XML non ben formato: un attributo malformato
decks-read-xml-root = l'XML di una lista inizia con <cockatrice_deck> (Cockatrice) o <Deck> (MTGO), trovato <{ $tag }>
decks-read-no-name = <{ $tag }> senza il nome di una carta
decks-read-named-count = { $name }: un numero da 1 a { $most }, trovato { $found }
decks-read-back-face = riga { $line }: { $face } è la faccia posteriore di { $card }: il mazzo ha { $card }
decks-read-melded = { $name } è un permanente combinato (712.4), non una carta che un mazzo contiene: metti nel mazzo le sue metà ({ $a } e { $b })
decks-read-section-unused = riga { $line }: la sezione [{ $name }] non si usa a questo tavolo: lasciata fuori
decks-read-not-a-count = { $found } non è un numero di carte
decks-read-expected-line = atteso un numero, uno spazio e il nome di una carta, trovato { $found }
decks-read-count = un numero da 1 a { $most }, trovato { $found }

## Il titolo di una partita iniziata qui (conservato nei suoi salvataggi)
decks-title-game = Una partita: { $decks }
decks-title-commander-game = Una partita Commander: { $decks }
decks-title-match = Un incontro al meglio di { $n }: { $decks }
decks-title-match-game = Partita { $n } dell'incontro: { $decks } · { $score }

## Il punteggio di un incontro
decks-score = { $wins } (al meglio di { $n })
decks-score-drawn = { $wins }, { $drawn ->
    [one] 1 pareggio
   *[other] { $drawn } pareggi
} (al meglio di { $n })
decks-read-too-large-stream = più di { $most } byte, più di quanti ne tenga una lista: non letto
decks-read-half = riga { $line }: { $half } è una parte di { $card }: il mazzo ha { $card }
decks-read-not-a-card = { $name }: nessuna carta ha questo nome, solo { $kind ->
        [emblem] un emblema
        [art] una carta illustrazione
       *[token] una pedina
    }, che nessun mazzo contiene
decks-read-same-name = riga { $line }: { $n } carte diverse si chiamano { $name } ({ $printings }); il tavolo distingue le carte per nome, quindi il mazzo ha la prima, { $printing }
decks-import-cancel = Annulla
decks-import-cancelled = annullato: il database delle carte è com'era
first-start-title = Scaricare tutte le carte?
first-start-intro = Bifronte conosce solo le { $shipped } carte che porta con sé: ogni altra carta di una lista è una carta sconosciuta. Scaricare ora tutte le carte da Scryfall (il suo file Oracle Cards, importato in un solo passo; le immagini arrivano man mano che le carte si vedono)?
first-start-size = Il download è di { $mb } MB.
first-start-size-asking = Chiedo a Scryfall quanto è grande il download…
first-start-size-unknown = Scryfall non dice quanto è grande il download (circa 150 MB).
first-start-size-failed = Non si può sapere quanto è grande il download: { $error }
first-start-download = Scarica
first-start-not-now = Non ora
first-start-dont-ask = Non chiedere più
first-start-not-kept = "Non chiedere più" non si può salvare: { $why }
decks-limited-too-small = { $n } carte nel mazzo principale; un mazzo limited ne ha almeno 40 (100.2b)
decks-limited-beyond-pool = { $n } copie; il pool ne ha { $pool } (100.2b)
decks-limited-not-in-pool = non è nel pool: un mazzo limited è fatto delle carte del suo pool e di terre base (100.2b)
decks-editor-play-limited = Salva e gioca: al meglio dei tre contro { $who }
decks-editor-play-limited-hint = Il computer gioca l'altro mazzo. Un mazzo limited si gioca quando è legale (100.2b).
decks-editor-pool = Il tuo pool
decks-editor-pool-left = Fuori dal mazzo ({ $n }): il tuo sideboard (100.4b)
decks-editor-basics = Terre base, quante se ne vuole
decks-editor-legal-limited = Gioco limited (100.2b)
decks-editor-save-limited = Salvalo per l'incontro
decks-editor-save-limited-hint = Salvato dove l'ha scritto il draft: lo gioca il tavolo dell'incontro (File → Gioca online, Unisciti). Un mazzo limited si salva quando è legale (100.2b).
decks-online-pod-begin = Inizia il draft
decks-online-pod-sit = Siediti
decks-online-pod-terminal = o da un terminale:
decks-online-open-pod = Apri un pod di draft
decks-online-pod-set = Espansione
decks-online-open-pod-go = Aprilo e siediti
decks-online-pod-match = Turno { $round }: giochi contro { $who }, al meglio dei tre, al tavolo { $table }.
decks-online-pod-match-bot = Turno { $round }: giochi contro il mazzo di { $who }, che gioca il computer del tavolo, al meglio dei tre, al tavolo { $table }.
decks-online-pod-match-waiting = Turno { $round }: giochi contro { $who }; il tavolo si sta aprendo.
decks-online-pod-back = Riprendi il mio posto
decks-online-pod-standings = Classifica (punti partita): { $table }
decks-read-unknown-card-near = carta sconosciuta { $name }; forse intendevi { $names }?
decks-bad-name = il nome di un mazzo ha da 1 a { $most } caratteri, nessuno tra / \ : * ? " < > | e nessun punto iniziale: { $name }
decks-name-taken = un mazzo chiamato { $name } c'è già in { $dir }: scegli un altro nome
