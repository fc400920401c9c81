# menus: il menu di una carta (clic destro), il menu Tavolo, la finestra delle pedine e quella dei
# punti vita e dei segnalini. Nomi delle carte e dei giocatori, id e simboli di mana sono
# segnaposto; i numeri delle regole restano come sono.


## Segnalini ($kind: il tipo come lo scrivono le scene, "poison")
menus-counter-name =
    { $kind ->
        [loyalty] fedeltà
        [defense] difesa
        [stun] stordimento
        [shield] scudo
        [poison] veleno
        [energy] energia
        [experience] esperienza
        [rad] radiazione
        [ticket] biglietto
       *[other] { $kind }
    }
menus-a-counter =
    un segnalino { $kind ->
        [loyalty] fedeltà
        [defense] difesa
        [stun] stordimento
        [shield] scudo
        [poison] veleno
        [energy] energia
        [experience] esperienza
        [rad] radiazione
        [ticket] biglietto
       *[other] { $kind }
    }
menus-put = Metti { $counter }
menus-remove = Rimuovi { $counter }
menus-counters = Segnalini
menus-another-kind = Un altro tipo

## Il menu di una carta
menus-resolve = Risolvi l'oggetto in cima alla pila
menus-other-face = Mostra l'altra faccia ({ $key })
menus-note = Nota
menus-write-note = Scrivi la nota
menus-remove-note = Togli la nota
menus-untap = Stappa ({ $key })
menus-tap-for = Tappa per { $mana }
menus-tap-all-lands-for = Tappa tutte le terre per { $mana }
menus-tap = Tappa ({ $key })
menus-tap-for-key = Tappa per { $mana } ({ $key })
menus-tap-only = Tappa, senza il suo mana
menus-flip = Capovolgi ({ $key }, 710.2)
menus-transform = Trasforma ({ $key })
menus-convert = Converti
menus-destroy = Distruggi
menus-sacrifice = Sacrifica
menus-phase-in = Passa in fase
menus-phase-out = Passa fuori fase
menus-face-up-for = Gira a faccia in su per { $cost }
menus-face-up-by-effect = Gira a faccia in su con un effetto
menus-turn-face-down = Gira a faccia in giù
menus-face-down-plain = come 2/2 a faccia in giù ({ $key })
menus-face-down-morph = con metamorfosi
menus-face-down-megamorph = con megamorfosi
menus-face-down-disguise = con camuffare
menus-move-to = Sposta in
menus-library-top = Grimorio (in cima)
menus-library-bottom = Grimorio (in fondo)
menus-library-nth = Grimorio, N-esima dall'alto
menus-nth-from-top = { $n }ª dall'alto
menus-damage-to-player = Danno a un giocatore
menus-combat-damage-to = Danno da combattimento a { $player } ({ $power }, la sua forza)
menus-one-damage-to = 1 danno a { $player }
menus-commander = Comandante (903.9)
menus-commander-to-command-zone = Va invece nella zona di comando
menus-commander-goes-on = Va dove deve andare
menus-reveal = Rivela
menus-reveal-to-all = A tutti i giocatori
menus-reveal-to = Solo a { $player }
menus-hide-again = Nascondila di nuovo
menus-play-land = Gioca (305.1)
menus-put-onto-battlefield = Metti sul campo di battaglia
menus-face-up = A faccia in su
menus-transformed = Trasformata (712.14a)
menus-face-down = A faccia in giù
menus-under-control = Sotto il controllo di { $player }
menus-cast = Lancia
menus-cast-morph = A faccia in giù (metamorfosi)
menus-cast-disguise = A faccia in giù (camuffare)
menus-cast-targeting = { $how }, bersaglio
menus-activate = Attiva: { $text }
menus-activate-with = Attiva con { $what }: { $text }
menus-cast-kicked = { $how }, con kicker
menus-cast-with = { $how }, pagando con { $what }
menus-cast-paying = { $how }, pagando…
menus-cast-x = X =
menus-activate-paying = Attiva, pagando…: { $text }
menus-activate-with-paying = Attiva con { $what }, pagando…: { $text }
menus-pay-mana = { $mana }
menus-pay-life = { $life } punti vita
menus-pay-mana-and-life = { $mana } e { $life } punti vita
menus-power-toughness = Forza e costituzione
menus-plus-one-eot = +1/+1 fino alla fine del turno
menus-minus-one-eot = -1/-1 fino alla fine del turno
menus-base-eot = Forza e costituzione base 0/1 fino alla fine del turno
menus-switch-pt = Scambia forza e costituzione
menus-one-damage = 1 danno
menus-lose-abilities-eot = Perde tutte le abilità fino alla fine del turno
menus-arrow-at = Punta una freccia verso
menus-attack-arrow = Attacca (freccia)
menus-attach-to = Assegna a
menus-unattach = Sgancia
menus-become-copy = Diventa una copia di
menus-create-token-copy = Crea una pedina copia

## Il menu Tavolo
menus-undo = Annulla ({ $key })
menus-redo = Ripeti ({ $key })
menus-restart-game = Ricomincia la partita…
menus-create-tokens = Crea pedine… ({ $key })
menus-cards = Carte… (porta in gioco una carta qualsiasi)
menus-next-step = Sottofase successiva ({ $key })
menus-pass-turn = Passa il turno
menus-clear-arrows = Togli tutte le frecce
menus-becomes-day = Diventa giorno
menus-becomes-night = Diventa notte
menus-dice = { $player }: dadi e monete
menus-roll-d6 = Tira un d6
menus-roll-2d6 = Tira 2d6
menus-roll-d20 = Tira un d20
menus-flip-coin = Lancia una moneta
menus-life-and-counters = { $player }: punti vita e segnalini
menus-life-plus =
    +{ $n } { $n ->
        [one] punto vita
       *[other] punti vita
    }
menus-life-minus =
    -{ $n } { $n ->
        [one] punto vita
       *[other] punti vita
    }
menus-concede = Concedi (104.3a)
menus-library-of = Grimorio di { $player }
menus-manifest-top = Manifesta la prima carta
menus-cloak-top = Cela la prima carta
menus-manifest-dread = Manifesta terrore
menus-shuffle = Mescola
menus-draw = Pesca una carta
menus-mulligan = Mulligan (di Londra, 103.5)
menus-look-at-top =
    Guarda { $n ->
        [one] la prima carta
       *[other] le prime { $n } carte
    } (profetizza, sorveglia: poi spostale una a una)
menus-reveal-hand = Rivela la mano a tutti i giocatori
menus-top-revealed = Gioca con la prima carta del grimorio rivelata
menus-top-hidden = Smetti di rivelare la prima carta
menus-discard-at-random = Scarta una carta a caso
menus-see-library = Vedi il grimorio come elenco
menus-see-graveyard = Vedi il cimitero
menus-see-exile = Vedi l'esilio
menus-mill = Macina una carta
menus-incubate = Incuba { $n }

## La finestra delle pedine
menus-token-predefined = Predefinita (111.10)
menus-token-common = Creature comuni
menus-token-common-label = { $kind } { $pt } ({ $colour })
menus-token-custom = Personalizzata
menus-token-copy-of-selected = Copia della selezione
menus-token-copy-of = Una pedina copia di { $name } ({ $id }), 707 e 111.12
menus-token-select-first = Prima seleziona un permanente (clic sinistro).
menus-token-count = Quantità
menus-token-for = per
menus-token-create = Crea
menus-token-nothing-selected = non è selezionato nulla
menus-token-unknown-type = tipo di carta sconosciuto { $type }
menus-token-not-a-number = { $what } deve essere un numero intero, non { $value }
menus-token-power-error = la forza
menus-token-toughness-error = la costituzione
menus-token-back-power-error = la forza del retro
menus-token-back-toughness-error = la costituzione del retro
menus-token-name = Nome
menus-token-name-hint = dai sottotipi
menus-token-colours = Colori
menus-token-white = Bianco
menus-token-blue = Blu
menus-token-black = Nero
menus-token-red = Rosso
menus-token-green = Verde
menus-token-types = Tipi
menus-token-subtypes = Sottotipi
menus-token-power = Forza
menus-token-toughness = Costituzione
menus-token-text = Testo
menus-token-back-face = Faccia retro
menus-token-double-faced = bifronte
menus-token-back-name = Nome del retro
menus-token-back-types = Tipi del retro
menus-token-back-power = Forza del retro
menus-token-back-toughness = Costituzione del retro

## Punti vita e segnalini
menus-life-total =
    { $n } { $n ->
        [one] punto vita
       *[other] punti vita
    }
menus-life-wheel = la rotella del mouse lo cambia di 1
menus-life-set-to = Imposta a
menus-life-set = Imposta
menus-counter-count = { $kind }: { $n }
menus-put-hint = metti { $counter }
menus-remove-hint = rimuovi { $counter }
menus-for-example = es. { $kind }
menus-life-put-one = Mettine uno

# The ways a card is cast, as the Cast menu and the text client name them.
casts-half = { $name } (709.3)
casts-adventure = Avventura: { $name } (715.3)
casts-omen = Presagio: { $name } (720.3)
casts-back-face = Faccia posteriore: { $name } (712.11b)
casts-disturb = Con disturbare: { $name } (702.146a, 712.11a)
casts-flashback = Flashback: { $name } (702.34a)
casts-fused = Fuse: entrambe le metà (702.102a)
casts-prototyped = Come prototipo (718.3)
menus-no-target = Nessun bersaglio
menus-choosing-targets = { $how }, scegliendo i bersagli…
casts-helped = { $name } — { $how ->
    [Convoke] convocare: TAPpa { $helpers } (702.51a)
    [Improvise] improvvisare: TAPpa { $helpers } (702.126a)
   *[other] scavare: esilia { $helpers } (702.66a)
    }
menus-cast-buyback = { $how }, con buyback
casts-alternative = { $name }, per il suo costo di { $keyword } ({ $rule })
casts-retrace = Retrace: { $name } (702.81a)
casts-jump-start = Jump-start: { $name } (702.133a)
menus-add-mana = Aggiungi { $mana }
casts-instead = { $name }, per il costo che il suo testo dà al posto del costo di mana (118.9)
