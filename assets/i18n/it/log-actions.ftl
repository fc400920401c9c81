# log-actions: la frase di ogni azione, sulla riga che la apre (rules::words).
# La prima parola di una frase all'imperativo segue $case: "lower" dove la frase è
# l'effetto di un'abilità, detto dopo "... mette in pila ...: ". Un nome che apre una frase
# lì è reso minuscolo dal codice. Le parti facoltative di una frase sono messaggi a sé, ognuno
# con il suo spazio iniziale ({" "}) o la sua virgola, oppure nulla. $zone dice anche la
# preposizione ("in esilio", "nella mano del suo proprietario").

## La riga che apre un'azione, e un'azione detta come di un giocatore

log-action-requested = > { $action }
log-action-by = { $player }: { $action }

## Elenchi, e le parole di cui sono fatti

log-action-and = { $a } e { $b }
log-action-or = { $a } o { $b }
log-action-comma = { $a }, { $b }
log-action-space = { $a } { $b }
log-action-none = nessuno
log-action-no-cards = nessuna
log-action-nothing = nulla
log-action-in-all = ... ({ $n } in tutto)
log-action-hidden-card = una carta nascosta

## Facce: trasformare e convertire, a faccia in giù e in su, manifestare

log-action-transform = { $case ->
    [lower] trasforma
   *[other] Trasforma
    } { $card }
log-action-transform-all = { $case ->
    [lower] trasforma
   *[other] Trasforma
    } ogni permanente che { $filter }
log-action-convert = { $case ->
    [lower] converti
   *[other] Converti
    } { $card }
log-action-turn-face-down = { $case ->
    [lower] gira
   *[other] Gira
    } { $card } a faccia in giù ({ $kind })
log-action-turn-face-up = { $case ->
    [lower] gira
   *[other] Gira
    } { $card } a faccia in su
log-action-turn-face-up-for-cost = { $case ->
    [lower] gira
   *[other] Gira
    } { $card } a faccia in su pagando il suo costo
log-action-manifest = { $player } manifesta la prima carta del suo grimorio
log-action-cloak = { $player } occulta la prima carta del suo grimorio
log-action-manifest-dread = { $player } manifesta il terrore
log-action-face-down-kind = { $kind ->
    [Plain] come 2/2
    [Morph] metamorfosi
    [Megamorph] megamorfosi
    [Disguise] camuffare
    [Manifest] manifestare
    [Cloak] occultare
   *[ManifestDread] manifestare il terrore
    }

## Che cosa deve essere un permanente ("ogni permanente che ...")

log-action-filter-named = si chiama { $name }
log-action-filter-subtype = è un { $subtype }
log-action-filter-type = { $cardtype ->
    [Artifact] è un artefatto
    [Battle] è una battaglia
    [Creature] è una creatura
    [Enchantment] è un incantesimo
    [Instant] è un istantaneo
    [Kindred] è un tribale
    [Land] è una terra
    [Planeswalker] è un planeswalker
    [Sorcery] è una stregoneria
   *[other] è un { $cardtype }
    }
log-action-filter-controller = { $player } controlla
log-action-filter-token = è una pedina
log-action-filter-nontoken = non è una pedina
log-action-filter-not = non ({ $filter })

## Zone: spostare, entrare nel campo di battaglia, lanciare, risolvere, carte da fuori della partita

log-action-move = { $case ->
    [lower] sposta
   *[other] Sposta
    } { $card } { $place }
log-action-library-top = in cima al grimorio del suo proprietario
log-action-library-bottom = in fondo al grimorio del suo proprietario
log-action-library-nth = nel grimorio del suo proprietario, in { $ord ->
   *[other] { $n }ª
    } posizione dall'alto
log-action-zone = { $zone ->
    [Library] nel grimorio
    [Hand] nella mano del suo proprietario
    [Battlefield] sul campo di battaglia
    [Graveyard] nel cimitero del suo proprietario
    [Stack] in pila
    [Exile] in esilio
   *[Command] nella zona di comando
    }
log-action-put-onto-battlefield = { $case ->
    [lower] metti
   *[other] Metti
    } { $card } sul campo di battaglia{ $transformed }{ $face }{ $control }{ $copy }{ $attached }{ $counters }
log-action-transformed = {" "}trasformato
log-action-face-down = {" "}a faccia in giù ({ $kind })
log-action-under-control = {" "}sotto il controllo di { $player }
log-action-as-copy = {" "}come copia di { $card }{ $except }
log-action-except = , tranne che { $exceptions }
log-action-attached = {" "}assegnato a { $target }
log-action-play-land = { $case ->
    [lower] gioca
   *[other] Gioca
    } { $card }
log-action-cast = { $case ->
    [lower] lancia
   *[other] Lancia
    } { $card }{ $how }{ $x }{ $modes }{ $targets }{ $pay }{ $additional }{ $helpers }
log-action-modes = {" "}scegliendo { $n ->
    [one] il modo
   *[other] i modi
    } { $modes }
log-action-activate = { $case ->
    [lower] attiva
   *[other] Attiva
    } l'abilità { $n } di { $card }{ $targets }{ $pay }{ $additional }
log-action-fused = {" "}con fusione
log-action-prototyped = {" "}come prototipo
log-action-back-face-up = {" "}con la faccia posteriore in su
log-action-with-x = {" "}con X = { $x }
log-action-offer-cast = { $player } può lanciare { $card }{ $transformed }{ $free } ora
log-action-without-mana-cost = {" "}senza pagarne il costo di mana
log-action-decline-cast = { $player } non lancia la carta offerta
log-action-find = { $player } trova { $cards }
log-action-find-nothing = { $player } non trova nulla
log-action-choose-cards = { $player } sceglie { $cards }
log-action-pay-unless = { $player } paga
log-action-dont-pay-unless = { $player } non paga
log-action-kicked = {" "}con il kicker pagato
log-action-additional = {" "}(il suo costo addizionale prende { $objects })
log-action-paying = {" "}pagando { $mana }
log-action-paying-life = {" "}pagando { $life } punti vita
log-action-paying-and-life = {" "}pagando { $mana } e { $life } punti vita
log-action-targeting = {" "}con bersaglio { $targets }
log-action-resolve = { $case ->
    [lower] risolvi
   *[other] Risolvi
    } l'oggetto in cima alla pila
log-action-bring = { $case ->
    [lower] porta
   *[other] Porta
    } { $card } in partita dall'esterno: { $zone } ({ $owner })

## Pedine e segnalini

log-action-create-token = { $player } crea { $n ->
    [1] { $token }
   *[other] { $n } × { $token }
    }{ $tapped }{ $transformed }{ $attached }
log-action-token-tapped = , TAPpata
log-action-token-transformed = , trasformata
log-action-token-attached = , assegnata a { $target }
log-action-token-named = una pedina { $name }
log-action-token-pt = una pedina { $name } { $power }/{ $toughness }
log-action-token = una pedina
log-action-token-copy = una pedina copia di { $card }
log-action-token-copy-except = una pedina copia di { $card }, tranne che { $exceptions }
log-action-incubate = { $player } incuba { $n }
log-action-counters = { $n ->
    [1] un segnalino { $kind }
   *[other] { $n } segnalini { $kind }
    }
log-action-add-counters = { $case ->
    [lower] metti
   *[other] Metti
    } { $counters } su { $card }
log-action-remove-counters = { $case ->
    [lower] rimuovi
   *[other] Rimuovi
    } { $counters } da { $card }

## Le eccezioni di un effetto di copia (707.9b), unite da "e"

log-action-except-named = si chiama { $name }
log-action-except-colorless = è incolore
log-action-except-colors = è { $colors }
log-action-except-supertypes = i suoi supertipi sono: { $list }
log-action-except-types = i suoi tipi di carta sono: { $list }
log-action-except-subtypes = i suoi sottotipi sono: { $list }
log-action-except-pt = è { $power }/{ $toughness }
log-action-except-power = la sua forza è { $power }
log-action-except-toughness = la sua costituzione è { $toughness }
log-action-except-text = il suo testo delle regole è sostituito
log-action-color-adjective = { $color ->
    [White] bianco
    [Blue] blu
    [Black] nero
    [Red] rosso
   *[Green] verde
    }
log-action-color = { $color ->
    [White] Bianco
    [Blue] Blu
    [Black] Nero
    [Red] Rosso
   *[Green] Verde
    }
log-action-supertype = { $supertype ->
    [Basic] Base
    [Legendary] Leggendario
    [Snow] Neve
   *[World] Mondo
    }
log-action-card-type = { $cardtype ->
    [Artifact] Artefatto
    [Battle] Battaglia
    [Creature] Creatura
    [Enchantment] Incantesimo
    [Instant] Istantaneo
    [Kindred] Tribale
    [Land] Terra
    [Planeswalker] Planeswalker
    [Sorcery] Stregoneria
   *[other] { $cardtype }
    }

## Assegnazioni, stato, e le scelte che le regole danno a un controllore

log-action-attach = { $case ->
    [lower] assegna
   *[other] Assegna
    } { $card } a { $target }
log-action-unattach = { $case ->
    [lower] togli
   *[other] Togli
    } l'assegnazione di { $card }
log-action-tap = { $case ->
    [lower] TAPpa
   *[other] TAPpa
    } { $card }
log-action-untap = { $case ->
    [lower] STAPpa
   *[other] STAPpa
    } { $card }
log-action-destroy = { $case ->
    [lower] distruggi
   *[other] Distruggi
    } { $card }
log-action-sacrifice = { $case ->
    [lower] sacrifica
   *[other] Sacrifica
    } { $card }
log-action-keep-legend = { $case ->
    [lower] tieni
   *[other] Tieni
    } { $card } (regola delle leggende)
log-action-meld = { $case ->
    [lower] combina
   *[other] Combina
    } { $card }
log-action-flip = { $case ->
    [lower] capovolgi
   *[other] Capovolgi
    } { $card }
log-action-phase-out = { $card } passa fuori fase
log-action-phase-in = { $card } passa in fase
log-action-order-triggers = { $player } ordina le sue abilità innescate: { $order }
log-action-choose-targets = { $player } sceglie i bersagli di { $ability }: { $targets }
log-action-choose-yes = { $player } sceglie di fare ciò che dice { $ability }
log-action-choose-no = { $player } sceglie di non fare ciò che dice { $ability }
log-action-choose-chapter = { $card } inizia dal capitolo { $chapter }
log-action-protector = { $player } protegge { $card }
log-action-gain-control = { $player } ottiene il controllo di { $card }
log-action-deal-damage = { $case ->
    [lower] infliggi
   *[other] Infliggi
    } { $n } { $n ->
    [one] danno
   *[other] danni
    } a { $card }
log-action-source-deals-damage = { $source } infligge { $n } { $n ->
    [one] danno
   *[other] danni
    } a { $card }

## Effetti continui e di copia

log-action-signed = { $sign ->
    [minus] -
   *[plus] +
    }{ $n }
log-action-until-end-of-turn = {" "}fino alla fine del turno
log-action-modify-pt = { $card } prende { $power }/{ $toughness }{ $until }
log-action-set-pt = { $card } ha forza e costituzione base { $power }/{ $toughness }{ $until }
log-action-switch-pt = { $case ->
    [lower] scambia
   *[other] Scambia
    } forza e costituzione di { $card }{ $until }
log-action-change-text = "{ $from }" diventa "{ $to }" nel testo di { $card }
log-action-become-colors = { $card } diventa [{ $colors }]
log-action-add-types = { $card } diventa { $types } in aggiunta ai suoi altri tipi{ $until }
log-action-every-creature-type = ogni tipo di creatura
log-action-gain-ability = { $card } acquisisce { $ability }{ $until }
log-action-lose-all-abilities = { $card } perde tutte le abilità{ $until }
log-action-become-copy = { $card } diventa una copia di { $original }{ $except }{ $until }

## Abilità e copie in pila, ed esiliare e rimettere

log-action-stack = { $source } mette in pila { $kind ->
    [Triggered] un'abilità innescata
    [Delayed] un'abilità innescata ritardata
   *[Activated] un'abilità attivata
    }: { $effect }
log-action-resolve-ability = { $case ->
    [lower] risolvi
   *[other] Risolvi
    } l'abilità { $id }
log-action-copy-spell = { $case ->
    [lower] copia
   *[other] Copia
    } { $spell }
log-action-copy-spell-for = { $case ->
    [lower] copia
   *[other] Copia
    } { $spell } per { $player }
log-action-exile-and-return = { $case ->
    [lower] esilia
   *[other] Esilia
    } { $card }, poi rimettilo sul campo di battaglia{ $transformed }{ $control }

## Il turno

log-action-pass-turn = { $case ->
    [lower] passa
   *[other] Passa
    } il turno
log-action-next-step = { $case ->
    [lower] vai
   *[other] Vai
    } alla sottofase successiva

## Grimori e mani, e ciò che i giocatori guardano

log-action-draw = { $player } pesca { $n ->
    [1] una carta
   *[other] { $n } carte
    }
log-action-mill = { $player } macina { $n }
log-action-mulligan = { $player } fa mulligan
log-action-keep = { $player } tiene la sua mano{ $n ->
    [0] {""}
    [one] , una carta in fondo al suo grimorio
   *[other] , { $n } carte in fondo al suo grimorio
    }
log-action-reveal = { $case ->
    [lower] rivela
   *[other] Rivela
    } { $card }
log-action-look-at = { $player } guarda { $card }
log-action-reveal-hand = { $player } rivela la sua mano
log-action-reveal-hand-to = { $player } rivela la sua mano a { $to }
log-action-look-at-top = { $player } guarda le prime { $n } del suo grimorio
log-action-scry = { $player } profetizza { $n }: { $top } in cima, { $bottom } in fondo
log-action-surveil = { $player } sorveglia { $n }: { $top } in cima, { $graveyard } nel cimitero
log-action-conceal = { $case ->
    [lower] nascondi
   *[other] Nascondi
    } di nuovo { $card }
log-action-search = { $player } passa in rassegna il suo grimorio
log-action-end-search = { $player } smette di passare in rassegna il suo grimorio
log-action-top-revealed = { $player } gioca con la prima carta del suo grimorio rivelata
log-action-top-hidden = { $player } smette di rivelare la prima carta del suo grimorio
log-action-discard-at-random = { $player } scarta { $n } a caso

## Le frecce del tavolo

log-action-arrow-attacks = { $card } attacca { $target }
log-action-arrow = { $case ->
    [lower] una freccia
   *[other] Una freccia
    } da { $card } a { $target }
log-action-remove-arrow = { $case ->
    [lower] togli
   *[other] Togli
    } la freccia da { $card } a { $target }
log-action-clear-arrows = { $case ->
    [lower] togli
   *[other] Togli
    } tutte le frecce

## Giocatori: danni e punti vita, segnalini, comandanti, note, giorno e notte, dadi, la partita

log-action-damage-player = { $source } infligge { $n } { $combat ->
    [yes] { $n ->
        [one] danno
       *[other] danni
        } da combattimento
   *[no] { $n ->
        [one] danno
       *[other] danni
        }
    } a { $player }
log-action-commander-to-command-zone = { $card }: il suo proprietario lo mette nella zona di comando quando andrebbe altrove
log-action-commander-goes-elsewhere = { $card }: il suo proprietario lo lascia andare dove va, non nella zona di comando
log-action-remove-note = { $case ->
    [lower] rimuovi
   *[other] Rimuovi
    } la nota su { $card }
log-action-note = { $case ->
    [lower] nota
   *[other] Nota
    } su { $card }: { $text }
log-action-day = { $case ->
    [lower] diventa
   *[other] Diventa
    } giorno
log-action-night = { $case ->
    [lower] diventa
   *[other] Diventa
    } notte
log-action-neither-day-nor-night = { $case ->
    [lower] non
   *[other] Non
    } è più né giorno né notte
log-action-shuffle = { $player } mescola il suo grimorio
log-action-roll = { $player } tira { $n ->
    [1] un d{ $sides }
   *[other] { $n }d{ $sides }
    }
log-action-flip-coin = { $player } lancia una moneta
log-action-gain-life = { $player } guadagna { $n } { $n ->
    [one] punto
   *[other] punti
    } vita
log-action-lose-life = { $player } perde { $n } { $n ->
    [one] punto
   *[other] punti
    } vita
log-action-set-life = { $player } porta il suo totale di punti vita a { $n }
log-action-concede = { $player } concede
log-action-time-ran-out = { $player } ha esaurito il tempo
log-action-player-gets-counters = { $player } riceve { $counters }
log-action-remove-player-counters = { $case ->
    [lower] rimuovi
   *[other] Rimuovi
    } { $counters } da { $player }

## Il turno gestito dalle regole: priorità, stop, combattimento, mana

log-action-assisted = { $case ->
    [lower] lascia
   *[other] Lascia
    } che le regole gestiscano il turno
log-action-free = { $case ->
    [lower] gestisci
   *[other] Gestisci
    } il turno a mano (tavolo libero)
log-action-pass-priority = { $player } passa la priorità{ $until ->
    [SomethingHappens] {" "}finché non succede qualcosa
    [EndOfTurn] {" "}fino alla fine del turno
    [MyTurn] {" "}fino al suo prossimo turno
   *[none] {""}
    }
log-action-set-stops = { $player } si ferma nei suoi turni in: { $own }; nei turni degli altri: { $others }
log-action-nowhere = da nessuna parte
log-action-attacks-with-nothing = { $player } non attacca con nulla
log-action-attacks = { $player } attacca: { $attackers }
log-action-attacker = { $attacker } contro { $target }
log-action-blocks-with-nothing = { $player } non blocca con nulla
log-action-blocks = { $player } blocca: { $blockers }
log-action-blocker = { $blocker } blocca { $attacker }
log-action-divide-damage = { $case ->
    [lower] dividi
   *[other] Dividi
    } il danno da combattimento di { $card }: { $assignments }
log-action-damage-to = { $n } a { $target }
log-action-add-mana = { $case ->
    [lower] aggiungi
   *[other] Aggiungi
    } { $mana } alla riserva di mana di { $player }
log-action-tap-for = { $case ->
    [lower] TAPpa
   *[other] TAPpa
    } { $card } per { $mana }
log-action-tap-for-mana = { $case ->
    [lower] TAPpa
   *[other] TAPpa
    } { $card } per mana
log-action-tap-lands-for = { $case ->
    [lower] TAPpa
   *[other] TAPpa
    } le terre STAPpate di { $player } per { $mana }
log-action-pay = { $player } paga { $cost }{ $pay }
log-action-choose-yes-sacrificing = { $player } sceglie di fare ciò che dice { $ability }, sacrificando { $card }
log-action-gain-control-until-eot = { $player } ottiene il controllo di { $card } fino alla fine del turno
log-action-with-counters = {" "}con { $counters }
log-action-with-helpers = {" "}con { $helpers } a pagare parte del costo
log-action-choose-color = { $player } sceglie { $color ->
    [white] bianco
    [blue] blu
    [black] nero
    [red] rosso
   *[green] verde
}
log-action-with-buyback = {" "}con il buyback pagato
log-action-kicked-with-buyback = {" "}con il kicker e il buyback pagati
log-action-for-alternative-cost = {" "}per il suo costo di { $keyword }
log-becomes-renowned = { $card } diventa rinomato
log-action-choose-as-enters = { $card } entra con { $answer ->
    [Counter] un segnalino +1/+1
    [NoCounter] nessun segnalino
    [Haste] rapidità
    [White] il bianco scelto
    [Blue] il blu scelto
    [Black] il nero scelto
    [Red] il rosso scelto
    [Green] il verde scelto
   *[other] il tipo { $answer } scelto
}

log-becomes-monstrous = { $card } diventa mostruoso
log-nothing-to-bolster = { $player } non controlla creature da rinforzare
log-choice-to-bolster = { $player } sceglie quale creatura con la costituzione minore tra quelle che controlla riceve { $n ->
    [one] un segnalino +1/+1
   *[other] { $n } segnalini +1/+1
}
log-choice-to-bolster-names = { $player } deve indicare una creatura con la costituzione minore tra quelle che controlla
log-bolsters = { $card } è rinforzata con { $n ->
    [one] un segnalino +1/+1
   *[other] { $n } segnalini +1/+1
}
log-wins-game-by-effect = { $player } vince la partita
log-loses-game-by-effect = { $player } perde la partita
log-loses-game-as-another-wins = { $player } perde la partita: { $winner } la vince
log-becomes-the-monarch = { $player } diventa il monarca
log-action-choose-name = { $player } nomina { $name }
log-action-discard-named = { $player } scarta ogni carta chiamata { $name }
log-action-choose-mode = { $player } sceglie il modo { $n } di { $ability }
log-action-targeting-divided = {" "}con bersaglio { $targets }, il suo danno diviso { $shares }
log-action-must-block = { $card } deve bloccare { $attacker } in questo turno se può
log-action-remove-from-combat = { $case ->
    [lower] rimuovi
   *[other] Rimuovi
    } { $card } dal combattimento
