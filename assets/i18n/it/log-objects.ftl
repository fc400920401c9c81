# log-objects: oggetti e zone: spostare, pescare, rivelare, pedine, facce, a faccia in giù, assegnare, leggende, saghe, battaglie, la zona di comando.


## Spostarsi tra zone (400.7)

log-token-left-battlefield-cant-move = { $card } è una pedina che ha lasciato il campo di battaglia; non può spostarsi; resta { $zone ->
        [Library] nel grimorio
        [Hand] in mano
        [Battlefield] sul campo di battaglia
        [Graveyard] nel cimitero
        [Stack] in pila
        [Exile] in esilio
       *[Command] nella zona di comando
    }
log-already-on-battlefield = { $card } è già sul campo di battaglia; non succede nulla
log-cant-enter-under-left-player = { $player } ha lasciato la partita: { $card } non può entrare { $to ->
        [Library] nel grimorio
        [Hand] in mano
        [Battlefield] sul campo di battaglia
        [Graveyard] nel cimitero
        [Stack] in pila
        [Exile] in esilio
       *[Command] nella zona di comando
    } sotto il suo controllo; resta { $from ->
        [Library] nel grimorio
        [Hand] in mano
        [Battlefield] sul campo di battaglia
        [Graveyard] nel cimitero
        [Stack] in pila
        [Exile] in esilio
       *[Command] nella zona di comando
    }
log-instant-or-sorcery-cant-enter-battlefield = { $card } è una carta istantaneo o stregoneria: non può entrare nel campo di battaglia e resta { $zone ->
        [Library] nel grimorio
        [Hand] in mano
        [Battlefield] sul campo di battaglia
        [Graveyard] nel cimitero
        [Stack] in pila
        [Exile] in esilio
       *[Command] nella zona di comando
    }
log-moves = { $card } si sposta { $from ->
        [Library] dal grimorio
        [Hand] dalla mano
        [Battlefield] dal campo di battaglia
        [Graveyard] dal cimitero
        [Stack] dalla pila
        [Exile] dall'esilio
       *[Command] dalla zona di comando
    } { $to ->
        [Library] al grimorio
        [Hand] alla mano
        [Battlefield] al campo di battaglia
        [Graveyard] al cimitero
        [Stack] alla pila
        [Exile] all'esilio
       *[Command] alla zona di comando
    }; è un nuovo oggetto
log-moves-face-down = { $card } si sposta { $from ->
        [Library] dal grimorio
        [Hand] dalla mano
        [Battlefield] dal campo di battaglia
        [Graveyard] dal cimitero
        [Stack] dalla pila
        [Exile] dall'esilio
       *[Command] dalla zona di comando
    } { $to ->
        [Library] al grimorio
        [Hand] alla mano
        [Battlefield] al campo di battaglia
        [Graveyard] al cimitero
        [Stack] alla pila
        [Exile] all'esilio
       *[Command] alla zona di comando
    } a faccia in giù ({ $kind ->
        [Manifest] Manifestare
        [Morph] Metamorfosi
        [Megamorph] Megamorfosi
        [Disguise] Camuffare
        [Cloak] Occultare
        [ManifestDread] Manifestare il terrore
       *[Plain] una 2/2
    }; 708.3: è stato girato a faccia in giù prima di entrare); è un nuovo oggetto
log-moves-back-face-up = { $card } si sposta { $from ->
        [Library] dal grimorio
        [Hand] dalla mano
        [Battlefield] dal campo di battaglia
        [Graveyard] dal cimitero
        [Stack] dalla pila
        [Exile] dall'esilio
       *[Command] dalla zona di comando
    } { $to ->
        [Library] al grimorio
        [Hand] alla mano
        [Battlefield] al campo di battaglia
        [Graveyard] al cimitero
        [Stack] alla pila
        [Exile] all'esilio
       *[Command] alla zona di comando
    } con la faccia posteriore in su ({ $face }); è un nuovo oggetto
log-leaves-face-down-revealed = { $card } lascia il campo di battaglia a faccia in giù e viene rivelato: è { $revealed }
log-enters-tapped-as-its-text-says = { $card } entra tappato, come dice il suo testo
log-melded-other-card-goes-too = il permanente combinato era formato da due carte: anche { $card } va { $zone ->
        [Library] nel grimorio
        [Hand] in mano
        [Battlefield] sul campo di battaglia
        [Graveyard] nel cimitero
        [Stack] in pila
        [Exile] in esilio
       *[Command] nella zona di comando
    }
log-commander-to-command-zone-instead = { $card } è un comandante: il suo proprietario lo mette nella zona di comando invece che { $zone ->
        [Library] nel grimorio
        [Hand] in mano
        [Battlefield] sul campo di battaglia
        [Graveyard] nel cimitero
        [Stack] in pila
        [Exile] in esilio
       *[Command] nella zona di comando
    }
log-finality-counter-exiled-instead = { $card } ha un segnalino finalità: viene esiliato invece di andare nel cimitero
log-exiled-instead-of-graveyard = { $card } ha "If this would be put into a graveyard from anywhere, exile it instead" (702.146): viene invece esiliato
log-flashback-exiled-instead = { $card } è stata lanciata con flashback: viene esiliata invece di lasciare la pila per altrove
log-unattached-as-host-left = { $card } era assegnato a { $host } prima di lasciare il campo di battaglia; ora non è assegnato a nulla

## Dentro un grimorio (401.4, 401.7); `ord` è la forma ordinale inglese di `n` (in italiano non serve)

log-put-on-top-of-library = { $card } viene messo in cima al grimorio del suo proprietario
log-put-on-bottom-of-library = { $card } viene messo in fondo al grimorio del suo proprietario
log-put-nth-from-top-of-library = { $card } viene messo in { $ord ->
       *[other] { $n }ª
    } posizione dalla cima del grimorio del suo proprietario

## Mettere una carta sul campo di battaglia (712.14, 303.4), giocare una terra (305)

log-put-onto-battlefield-isnt-a-card = { $card } non è una carta
log-token-cant-be-put-onto-battlefield-again = { $card } è una pedina; non può essere messa di nuovo sul campo di battaglia
log-put-transformed-not-double-faced = { $card } non è una carta bifronte: non può essere messa sul campo di battaglia trasformata e resta { $zone ->
        [Library] nel grimorio
        [Hand] in mano
        [Battlefield] sul campo di battaglia
        [Graveyard] nel cimitero
        [Stack] in pila
        [Exile] in esilio
       *[Command] nella zona di comando
    }
log-not-a-permanent-face-stays = { $face } non è una faccia di permanente; { $card } resta { $zone ->
        [Library] nel grimorio
        [Hand] in mano
        [Battlefield] sul campo di battaglia
        [Graveyard] nel cimitero
        [Stack] in pila
        [Exile] in esilio
       *[Command] nella zona di comando
    }
log-aura-cant-enchant-stays = { $card } non può incantare { $host }; resta { $zone ->
        [Library] nel grimorio
        [Hand] in mano
        [Battlefield] sul campo di battaglia
        [Graveyard] nel cimitero
        [Stack] in pila
        [Exile] in esilio
       *[Command] nella zona di comando
    }
log-aura-choose-what-it-enchants = { $card } è un'Aura: scegli cosa incanta mentre entra (attached_to); resta { $zone ->
        [Library] nel grimorio
        [Hand] in mano
        [Battlefield] sul campo di battaglia
        [Graveyard] nel cimitero
        [Stack] in pila
        [Exile] in esilio
       *[Command] nella zona di comando
    }
log-aura-nothing-to-enchant = { $card } non ha nulla che possa incantare; resta { $zone ->
        [Library] nel grimorio
        [Hand] in mano
        [Battlefield] sul campo di battaglia
        [Graveyard] nel cimitero
        [Stack] in pila
        [Exile] in esilio
       *[Command] nella zona di comando
    }
log-put-onto-battlefield-face-up = { $card } viene messo sul campo di battaglia con la faccia { $face ->
        [Back] posteriore
       *[Front] anteriore
    } in su
log-not-a-land-card-in-hand = { $card } non è una carta terra in una mano: non viene giocato
log-land-only-in-main-phase = { $card } può essere giocato solo in una fase principale del turno del suo proprietario, con la pila vuota e avendo la priorità
log-land-already-played-this-turn = in questo turno { $n ->
        [one] è già stata giocata una terra
       *[other] sono già state giocate { $n } terre
    }: { $card } non viene giocato
log-land-is-played = { $card } viene giocato

## Un grimorio e una mano nel loro insieme: mescolare, pescare, macinare, radiazioni, mulligan, scartare

log-shuffles-library = { $player } mescola il suo grimorio
log-draws-from-empty-library = { $player } pesca da un grimorio vuoto ({ $drawn ->
        [one] { $drawn } pescata
       *[other] { $drawn } pescate
    } su { $n })
log-draws-cards = { $player } pesca { $n ->
        [one] una carta
       *[other] { $n } carte
    }
log-mills-cards = { $player } macina { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }
log-rad-counters-mill = { $player } ha { $n ->
        [one] { $n } segnalino radiazione: macina { $n } carta
       *[other] { $n } segnalini radiazione: macina { $n } carte
    }
log-rad-milled-nonland = { $player } ha macinato { $n ->
        [one] { $n } carta non terra: perde { $n } punto vita e { $n } segnalino radiazione
       *[other] { $n } carte non terra: perde { $n } punti vita e { $n } segnalini radiazione
    }
log-takes-mulligan = { $player } fa il { $n }º mulligan: la sua mano torna nel grimorio, mescola e pesca sette carte, e metterà { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    } in fondo
log-opening-hands-begin = ogni giocatore decide se tenere la sua mano iniziale; il turno 1 comincia quando tutti l'hanno tenuta
log-mulligan-after-keeping = { $player } ha tenuto la sua mano: niente più mulligan (non succede nulla)
log-not-deciding-opening-hand = { $player } non sta decidendo su una mano iniziale ora (non succede nulla)
log-keep-puts-cards-on-bottom = { $player } tiene mettendo { $n ->
    [one] una carta
   *[other] { $n } carte
    } della sua mano in fondo al suo grimorio, una per mulligan (non succede nulla)
log-keeps-opening-hand = { $player } tiene la sua mano iniziale di { $n ->
    [one] una carta
   *[other] { $n } carte
    }
log-discards-at-random = { $player } scarta { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    } a caso

## Rivelare e guardare carte (701.20), passare in rassegna, profetizzare e sorvegliare

log-revealed-to-every-player = { $card } viene rivelato a ogni giocatore (resta { $zone ->
        [Library] nel grimorio
        [Hand] in mano
        [Battlefield] sul campo di battaglia
        [Graveyard] nel cimitero
        [Stack] in pila
        [Exile] in esilio
       *[Command] nella zona di comando
    })
log-looks-at-card = { $player } guarda { $card } (la vede solo lui; resta { $zone ->
        [Library] nel grimorio
        [Hand] in mano
        [Battlefield] sul campo di battaglia
        [Graveyard] nel cimitero
        [Stack] in pila
        [Exile] in esilio
       *[Command] nella zona di comando
    })
log-reveals-hand-to-every-player = { $player } rivela la sua mano ({ $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }) a ogni giocatore
log-reveals-hand-to-player = { $player } rivela la sua mano ({ $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }) a { $to }
log-looks-at-top-of-library = { $player } guarda { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    } in cima al suo grimorio
log-card-no-longer-revealed = una carta { $zone ->
        [Library] nel grimorio
        [Hand] in mano
        [Battlefield] sul campo di battaglia
        [Graveyard] nel cimitero
        [Stack] in pila
        [Exile] in esilio
       *[Command] nella zona di comando
    } non è più rivelata
log-ends-search = { $player } ha finito di passare in rassegna il suo grimorio; le sue carte sono di nuovo nascoste
log-no-search-asked = a { $player } non è chiesta nessuna ricerca nel grimorio
log-search-is-anothers = la ricerca spetta a { $searcher }, non a { $player }
log-search-finds-at-most = { $player } cerca { $n ->
        [one] una carta: se ne trova al massimo una
       *[other] fino a { $n } carte diverse: se ne trovano al massimo { $n }
    }
log-search-doesnt-fit = { $card } non è una carta di quel grimorio che la ricerca chiede ({ $text })
log-search-must-find = { $player } cerca una carta qualsiasi: ne trova una finché il grimorio ne ha (701.23b)
log-finds-nothing = { $player } non trova nulla
log-scry-is-anothers = { $action ->
    [surveil] sorvegliare
   *[scry] profetizzare
} spetta a { $scrier }, non a { $player }
log-scry-names-each = { $player } { $action ->
    [surveil] sorveglia { $n }: ciascuna di quelle carte va nominata una volta, in cima o nel cimitero
   *[scry] profetizza { $n }: ciascuna di quelle carte va nominata una volta, in cima o in fondo
}
log-discards = { $player } scarta { $card }
log-may-pay-unless = { $player } può pagare { $cost }; se non lo fa, il passo avviene
log-no-payment-asked = a { $player } non è chiesto alcun pagamento
log-payment-is-anothers = il pagamento spetta a { $payer }, non a { $player }
log-pays-unless = { $player } paga { $cost }: il passo non avviene
log-doesnt-pay-unless = { $player } non paga { $cost }: avviene ({ $text })
log-puts-back-from-hand = { $player } mette { $n ->
    [one] una carta
   *[other] { $n } carte
} dalla sua mano in cima al suo grimorio
log-hand-has-nothing-to-choose = la mano di { $player } non ha carte da scegliere
log-hand-choice-to-discard = { $player } sceglie { $n ->
    [one] una carta
   *[other] { $n } carte
} della mano di { $owner } da scartare
log-hand-choice-to-put-back = { $player } sceglie { $n ->
    [one] una carta
   *[other] { $n } carte
} della sua mano da mettere in cima al grimorio
log-no-hand-choice-asked = a { $player } non è chiesto di scegliere carte da una mano
log-hand-choice-is-anothers = la scelta spetta a { $chooser }, non a { $player }
log-hand-choice-names = { $player } sceglie { $n ->
    [one] una carta
   *[other] { $n } carte diverse
} della mano di { $owner } che l'effetto consente
log-searches-library = { $player } passa in rassegna il suo grimorio ({ $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }); lo vede solo lui
log-plays-with-top-revealed = { $player } gioca con la prima carta del suo grimorio rivelata
log-stops-playing-with-top-revealed = { $player } non gioca più con la prima carta del suo grimorio rivelata
log-can-only-act-on-top-of-library = { $player } può { $action ->
        [surveil] sorvegliare
       *[scry] profetizzare
    } solo { $n ->
        [one] la prima carta
       *[other] le prime { $n } carte
    } del suo grimorio, ognuna una volta; le carte indicate non sono quelle; non succede nulla
log-scries = { $player } profetizza { $n }: { $top } in cima, { $bottom } in fondo
log-surveils = { $player } sorveglia { $n }: { $top } in cima, { $graveyard } nel cimitero

## Pedine (111), pedine copia (707.8a), incubare (701.53)

log-not-a-predefined-token = { $token } non è una pedina predefinita; non viene creato nulla
log-no-copy-of-nonexistent-object = { $id } non esiste; non viene creata alcuna copia di un oggetto inesistente
log-no-token-copy-of-instant-or-sorcery = { $card } è una carta istantaneo o stregoneria; non ne viene creata alcuna pedina copia
log-token-copy-created = viene creata una pedina copia di { $card } con i valori copiabili di { $card }
log-no-token-for-left-player = { $player } ha lasciato la partita: non viene creata alcuna pedina sotto il suo controllo
log-token-aura-cant-enchant = { $token } non può incantare { $host }; la pedina non viene creata
log-token-is-created = viene creato { $token }
log-named-token-is-created = viene creata una pedina { $token }
log-token-not-aura-or-equipment-unattached = { $token } non è un'Aura né un Equipaggiamento; entra senza essere assegnato
log-table-full-nothing-created = non viene creato nient'altro: al massimo { $max } oggetti su un tavolo (ora { $now })
log-too-many-tokens = { $n ->
        [one] { $n } pedina non viene creata
       *[other] { $n } pedine non vengono create
    }: al massimo { $once } alla volta, e al massimo { $max } oggetti su un tavolo (ora { $now })
log-incubate = incubare { $n }: l'Incubatore entra con { $n ->
        [one] { $n } segnalino
       *[other] { $n } segnalini
    } +1/+1

## Concedere, perdere e lasciare una partita multigiocatore (104.3, 800.4a)

log-concedes = { $player } concede e perde la partita
log-runs-out-of-time = { $player } esaurisce il tempo sull'orologio: perde la partita (un'opzione della partita)
log-already-lost-the-game = { $player } ha già perso la partita; non succede nulla
log-leaves-game = { $player } lascia la partita, e con lui ogni oggetto che possiede
log-leaves-game-with-objects = { $player } lascia la partita, e con lui ogni oggetto che possiede: { $objects }
log-leaves-game-with-hidden-cards = { $player } lascia la partita, e con lui ogni oggetto che possiede: { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    } della sua mano e del suo grimorio
log-leaves-game-with-objects-and-hidden-cards = { $player } lascia la partita, e con lui ogni oggetto che possiede: { $objects } e { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    } della sua mano e del suo grimorio
log-left-player-ability-ceases-to-exist = un'abilità che { $player } controllava in pila cessa di esistere
log-left-player-control-effect-ends = l'effetto che dà a { $player } il controllo di { $card } termina: { $owner } lo controlla di nuovo
log-left-player-still-controls-exiled = { $player } controlla ancora { $card }: viene esiliato
# Un elenco di oggetti, in ordine: la prima parte, una virgola, la seconda (ogni parte un oggetto o un elenco).
log-object-list = { $first }, { $second }

## Trasformare e convertire (701.27, 701.28, 712); `verb` è transform o convert

log-only-permanents-turn-over = { $card } non è un permanente; solo i permanenti possono { $verb ->
        [convert] convertirsi
       *[transform] trasformarsi
    }; non succede nulla
log-turn-over-isnt-a-card = { $card } non è una carta; non succede nulla
log-meld-card-cant-turn-over = { $card } è una carta da combinare; non può { $verb ->
        [convert] convertirsi
       *[transform] trasformarsi
    }; non succede nulla
log-isnt-a-double-faced-token = { $card } non è una pedina bifronte; non succede nulla
log-isnt-double-faced = { $card } non è bifronte; non succede nulla
log-face-down-cant-turn-over = { $card } è a faccia in giù e non può { $verb ->
        [convert] convertirsi
       *[transform] trasformarsi
    }; non succede nulla
log-turns-over-only-by-its-keyword = { $card } ha { $keyword ->
        [nightbound] notturno
       *[daybound] diurno
    } e non può { $verb ->
        [convert] convertirsi
       *[transform] trasformarsi
    } se non tramite la sua abilità { $keyword ->
        [nightbound] notturno
       *[daybound] diurno
    }; non succede nulla
log-would-turn-over-into-instant-or-sorcery = { $card } { $verb ->
        [convert] si convertirebbe
       *[transform] si trasformerebbe
    } in { $face }, una faccia istantaneo o stregoneria; non succede nulla
log-turns-over-into = { $card } { $verb ->
        [convert] si converte
       *[transform] si trasforma
    } in { $new }: ora ha la faccia { $face ->
        [Back] posteriore
       *[Front] anteriore
    } in su; è lo stesso oggetto (712.18)
log-turns-over-into-copy-effect-applies = { $card } { $verb ->
        [convert] si converte
       *[transform] si trasforma
    } in { $new }: ora ha la faccia { $face ->
        [Back] posteriore
       *[Front] anteriore
    } in su; è lo stesso oggetto (712.18) (il suo effetto di copia continua ad applicarsi, 712.9)

## Capovolgere (710)

log-only-a-permanent-flips = { $card } non è un permanente; solo un permanente può capovolgersi; non succede nulla
log-already-flipped = { $card } è già capovolto; il capovolgimento è irreversibile (710.4); non succede nulla
log-isnt-a-flip-card = { $card } non è una carta capovolgibile; non succede nulla
log-flips-face-down-values-stay = { $card } si capovolge: restano i suoi valori a faccia in giù (708.2a); è lo stesso oggetto e resta capovolto (710.4)
log-flips = { $card } si capovolge: è { $new }; è lo stesso oggetto e resta capovolto (710.4)

## A faccia in giù e a faccia in su (708), manifestare, occultare, manifestare il terrore (701.40, 701.58, 701.62)

log-turn-face-down-isnt-a-permanent = { $card } non è un permanente; non succede nulla
log-already-face-down = { $card } è già a faccia in giù; non succede nulla
log-double-faced-cant-turn-face-down = { $card } è un permanente bifronte e non può essere girato a faccia in giù; non succede nulla
log-turned-face-down = { $card } viene girato a faccia in giù{ $kind ->
        [Manifest] {" "}(Manifestare)
        [Morph] {" "}(Metamorfosi)
        [Megamorph] {" "}(Megamorfosi)
        [Disguise] {" "}(Camuffare)
        [Cloak] {" "}(Occultare)
        [ManifestDread] {" "}(Manifestare il terrore)
       *[Plain] {""}
    }: una creatura 2/2 senza nome, testo, sottotipi o costo di mana
log-isnt-face-down = { $card } non è a faccia in giù; non succede nulla
log-face-down-instant-or-sorcery-revealed = { $card } è { $revealed }, una carta istantaneo o stregoneria: viene rivelata e resta a faccia in giù
log-cost-morph = il suo costo di metamorfosi { $cost }
log-cost-megamorph = il suo costo di megamorfosi { $cost }
log-cost-disguise = il suo costo di camuffare { $cost }
log-cost-mana = il suo costo di mana { $cost }
log-manifested-cant-turn-face-up-for-cost = { $card } non può essere girato a faccia in su dal suo controllore: una carta manifestata o occultata si gira a faccia in su pagando il suo costo solo se è una carta creatura o ha metamorfosi o camuffare; resta a faccia in giù
log-cant-turn-face-up-for-cost = { $card } non può essere girato a faccia in su dal suo controllore: solo una carta con metamorfosi, megamorfosi o camuffare può essere girata a faccia in su pagando un costo; resta a faccia in giù
log-turned-face-up-only-for-cost = { $card } si gira a faccia in su pagando { $cost }, nessun altro
log-turned-face-up-by-effect = { $card } viene girato a faccia in su da un effetto: è { $new } (faccia anteriore in su, 712.15a); gli effetti su di esso continuano ad applicarsi e non è entrato nel campo di battaglia (708.8)
log-face-up-only-with-priority = { $card } può essere girato a faccia in su solo dal suo controllore mentre ha la priorità
log-paying-to-turn-face-up = girare { $card } a faccia in su
log-turned-face-up-for-cost = { $card } viene girato a faccia in su dal suo controllore, che paga { $cost } (un'azione speciale, 116.2b): è { $new } (faccia anteriore in su, 712.15a); gli effetti su di esso continuano ad applicarsi e non è entrato nel campo di battaglia (708.8)
log-megamorph-gets-counter = { $card } è stato girato a faccia in su pagando il suo costo di megamorfosi: riceve un segnalino +1/+1
# `how` è cloak, manifest-dread o manifest.
log-manifest-library-empty = il grimorio di { $player } è vuoto; { $how ->
        [cloak] non viene occultato nulla
        [manifest-dread] non viene manifestato alcun terrore
       *[manifest] non viene manifestato nulla
    }
log-manifests-top-card = { $player } { $how ->
        [cloak] occulta
        [manifest-dread] manifesta il terrore
       *[manifest] manifesta
    }: la prima carta viene messa sul campo di battaglia a faccia in giù

## Combinare (701.42, 712.4)

log-meld-not-on-battlefield = { $card } non è sul campo di battaglia; non si combina nulla
log-no-meld-ability = { $card } non ha un'abilità di combinazione; non succede nulla
log-meld-controller-doesnt-own-it = il controllore di { $card } non ne è il proprietario; non si combina nulla
log-meld-partner-missing = il suo controllore non possiede e controlla sia { $card } sia un permanente chiamato { $partner }; non si combina nulla
log-meld-pair-exiled = { $first } e { $second } vengono esiliati
log-cant-be-melded-stay-in-exile = { $first } e { $second } non possono essere combinati (una pedina o una copia non è una carta da combinare); restano in esilio
log-melds-into = { $first } e { $second } si combinano in { $melded }: un permanente rappresentato da due carte (712.8g)
log-enters-with-counters = { $card } entra con { $n ->
    [one] un segnalino { $kind }
   *[other] { $n } segnalini { $kind }
}
log-regeneration-shield = { $card } sarà rigenerato la prossima volta che verrebbe distrutto in questo turno
log-cant-be-regenerated = { $card } non può essere rigenerato: il suo scudo di rigenerazione non lo salva
log-regenerated = { $card } viene rigenerato invece di essere distrutto: senza danno, TAPpato, fuori dal combattimento
log-choice-to-sacrifice = { $player } sceglie { $n ->
    [one] un permanente
   *[other] { $n } permanenti
    } da sacrificare
log-choice-to-sacrifice-names = { $player } deve indicare { $n ->
    [one] un permanente
   *[other] { $n } permanenti
    } che controlla e che l'effetto ammette, ciascuno una volta
log-nothing-to-sacrifice = { $player } non controlla nulla che l'effetto gli faccia sacrificare
log-step-not-its-colour = { $object } non è del colore che il testo nomina: non gli accade nulla
log-step-not-as-asked = { $object } non è ciò che il testo chiede: non gli accade nulla
log-may-pay-for = { $player } può pagare { $cost }; se lo fa: { $text }
log-pays-for = { $player } paga { $cost }: { $text }
log-doesnt-pay-for = { $player } non paga { $cost }: non accade nulla
log-look-takes-exactly = { $player } prende { $n } delle carte che guarda, né più né meno
log-look-rest-to-bottom = { $player } mette { $n ->
    [one] l'altra carta
   *[other] le altre { $n } carte
} in fondo al proprio grimorio
log-look-rest-to-bottom-random = { $player } mette { $n ->
    [one] l'altra carta
   *[other] le altre { $n } carte
} in fondo al proprio grimorio in ordine casuale
log-look-rest-on-top = { $player } rimette { $n ->
    [one] l'altra carta
   *[other] le altre { $n } carte
} in cima al proprio grimorio
log-look-is-anothers = la scelta fra le carte guardate spetta a { $looker }, non a { $player }
log-look-takes-at-most = { $player } prende { $n ->
        [one] al massimo una delle carte che guarda
       *[other] fino a { $n } carte diverse fra quelle che guarda
    }
log-look-doesnt-fit = { $card } non è fra le carte che { $player } guarda e che l'effetto gli lascia prendere ({ $text })
log-scry-asked-is-other = a { $player } è chiesto di { $action ->
    [surveil] sorvegliare, non di profetizzare
   *[scry] profetizzare, non di sorvegliare
}
log-hand-choice-to-put-onto-battlefield = { $player } può scegliere fino a { $n ->
    [one] una carta
   *[other] { $n } carte
} della sua mano da mettere sul campo di battaglia
log-puts-onto-battlefield-from-hand = { $player } mette { $card } dalla sua mano sul campo di battaglia
log-hand-choice-names-up-to = { $player } sceglie fino a { $n ->
    [one] una carta
   *[other] { $n } carte diverse
} della mano di { $owner } che l'effetto consente
log-nothing-to-return = { $player } non controlla nulla che l'effetto faccia tornare
log-choice-to-return = { $player } sceglie { $n ->
    [one] un permanente
   *[other] { $n } permanenti
} che controlla da far tornare nella mano del proprietario
log-choice-to-return-names = { $player } sceglie { $n ->
    [one] un permanente
   *[other] { $n } permanenti diversi
} che controlla del tipo che l'effetto fa tornare
log-returns-chosen = { $player } fa tornare { $card } nella mano del suo proprietario
log-exiled-instead-of-leaving = { $card } lascerebbe il campo di battaglia: viene invece esiliata
log-will-be-exiled-if-it-leaves = { $card } sarà esiliata se dovesse lasciare il campo di battaglia
log-jump-start-exiled-instead = { $card } è stata lanciata con jump-start: viene esiliata invece di lasciare la pila per altrove
log-explores = { $card } esplora: { $player } rivela la prima carta del suo grimorio
log-explores-gone = un permanente che ha lasciato il campo di battaglia esplora: { $player } rivela la prima carta del suo grimorio
log-explore-to-graveyard = { $player } mette { $card } nel suo cimitero
log-explore-keeps-on-top = { $player } lascia la carta rivelata in cima al suo grimorio
log-opening-hand-choice-to-battlefield = { $player } può iniziare la partita con fino a { $n } { $n ->
    [one] carta
   *[other] carte
} della sua mano iniziale sul campo di battaglia
log-puts-back-in-any-order = { $player } rimette le prime { $n } carte del suo grimorio nell'ordine che ha scelto
log-arrange-puts-all-back = { $player } deve rimettere tutte le { $n } carte in cima al suo grimorio, nessuna in fondo
log-energy-missing = { $player } ha { $has } energia, non le { $n } da pagare
log-exiled-instead-of-graveyard-by = { $source } esilia { $card } invece di lasciarlo andare in un cimitero
log-enters-tapped-by = { $card } entra tappato: lo dice { $source }
log-reveals-top-of-library = { $player } rivela { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    } in cima al suo grimorio
log-choice-to-dredge = { $player } pescherebbe una carta: può invece dragare una carta del suo cimitero
log-dredges = { $player } draga { $card }: macina { $n ->
    [one] { $n } carta
   *[other] { $n } carte
} e la riprende in mano invece di pescare
log-choice-to-dredge-names = { $player } può dragare una carta con dragare del suo cimitero il cui numero di carte il suo grimorio contiene, o nessuna per pescare
log-storm-spell-gone = la magia non è più in pila: tempesta non copia nulla
log-storm-copies = tempesta copia { $spell } { $n ->
    [one] una volta
   *[other] { $n } volte
}, una per ogni magia lanciata prima di essa in questo turno
log-chooses-copy-targets = { $player } può scegliere nuovi bersagli per { $spell }
log-nothing-to-separate = { $player } non controlla permanenti: non c'è nulla da separare in pile
log-separates-piles = { $player } separa in due pile i { $n } permanenti che { $owner } controlla
log-no-piles-asked = a { $player } non è chiesto di separare permanenti in pile
log-piles-are-anothers = le pile sono di { $other } da fare o da scegliere, non di { $player }
log-piles-name-theirs = { $player } nomina una volta i permanenti di ogni pila, fra quelli separati che { $owner } controlla
log-piles-separated = { $player } li separa in una pila di { $first } e una di { $second }; { $chooser } ne sceglie una
log-no-pile-to-choose = { $player } non ha pile da scegliere
log-chooses-pile = { $player } sceglie una pila di { $n } e la sacrifica
log-action-separate-piles = { $player } separa in pile, la prima: { $cards }
log-action-choose-pile = { $player } sceglie la pila { $n }
log-choice-to-return-or-sacrifice = { $player } può far tornare nella mano del proprietario un permanente che controlla, altrimenti sacrifica { $card }
log-nothing-returned-sacrifices = nulla torna in mano: { $card } viene sacrificato
log-emblem-created = { $player } ottiene un emblema con "{ $ability }"
