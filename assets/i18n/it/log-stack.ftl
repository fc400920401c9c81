# log-stack: la pila: lanciare, costi e mana, bersagli, risoluzione, effetti di magie e abilità innescate.

## Lanciare una magia

log-no-prototype-to-cast = { $card } non ha un prototipo da lanciare; non succede nulla
log-cant-cast-from-zone = { $card } non può essere lanciato { $zone ->
    [Library] dal grimorio
    [Hand] dalla mano
    [Battlefield] dal campo di battaglia
    [Graveyard] dal cimitero
    [Stack] dalla pila
    [Exile] dall'esilio
    [Command] dalla zona di comando
   *[other] da { $zone }
}; non succede nulla
log-cant-cast-fused = { $card } può essere lanciato con fusione solo come carta doppia con fusione, da una mano; non succede nulla
log-cant-cast-back-face = { $card } non è bifronte; non può essere lanciato con una faccia posteriore in su; non succede nulla
log-cant-cast-without-priority = { $player } non ha la priorità (ce l'ha { $holder }): ora non può lanciare una magia
log-cant-cast-nobody-has-priority = nessuno ha la priorità in questa sottofase: { $player } ora non può lanciare una magia
log-cast-only-main-phase-empty-stack = { $card } non è un istantaneo e non ha lampo: { $player } può lanciarlo solo in una fase principale del proprio turno con la pila vuota
log-is-cast = { $card } viene lanciato
log-is-cast-face-down = { $card } viene lanciato a faccia in giù
log-is-cast-fused = { $card } viene lanciato con fusione: entrambe le metà
log-is-cast-prototyped = { $card } viene lanciato come prototipo
log-is-cast-half = { $card } viene lanciato: la sua metà { $half }
log-is-cast-omen = { $card } viene lanciato come suo Presagio, { $half }
log-is-cast-adventure = { $card } viene lanciato come sua Avventura, { $half }
log-aura-cant-enchant-target = { $card } non può incantare { $target }: non è un bersaglio legale; non viene lanciato
log-aura-needs-one-target = { $card } è una magia Aura: le serve un bersaglio che possa incantare; non viene lanciata
log-choose-modes = { $spell } è modale: scegli { $min ->
    [one] un modo
   *[other] { $min } modi
    }{ $max ->
    [one] {""}
   *[other] {" "}(al massimo { $max })
    } mentre la lanci (non è lanciata)

## Costi e mana

log-not-a-kind-of-mana = { $symbol } non è un tipo di mana (solo {"{W} {U} {B} {R} {G} {C}"})
log-no-mana-named = non è indicato alcun mana
log-no-mana-added = non viene aggiunto mana alla riserva di { $player }: { $why }
log-mana-added = { $mana } viene aggiunto alla riserva di mana di { $player }: { $pool }
log-cant-tap-for-mana-not-on-battlefield = { $permanent } non è sul campo di battaglia: non può essere TAPpato per mana
log-cant-tap-for-mana-tapped = { $permanent } è TAPpato: non può essere TAPpato per mana
log-no-land-taps-for = { $player } non controlla terre STAPpate che possano essere TAPpate per { $mana } ora
log-no-mana-ability = { $permanent } non ha alcuna abilità che aggiunga mana TAPpandolo
log-mana-ability-summoning-sick = { $permanent } non è sotto il controllo del suo controllore dall'inizio del suo turno più recente: la sua abilità {"{T}"} non può essere attivata
log-mana-ability-without-priority = { $player } non ha la priorità: un'abilità di mana si attiva avendola (non succede nulla)
log-mana-choose-one = { $permanent } può aggiungere { $options }: scegline uno
log-mana-not-an-option = { $permanent } può aggiungere { $options }, non { $mana }
# I tipi di mana che un permanente può aggiungere, uno dopo l'altro: "{R} o {G}".
log-mana-options-or = { $first } o { $rest }
log-taps-for-mana = { $player } TAPpa { $permanent } per { $mana }: la sua riserva è { $pool }
log-taps-to-pay = { $player } TAPpa fonti di mana per pagare { $cost } per { $what }
log-mana-empties = il mana inutilizzato di { $player } si svuota: { $pool }
log-pays-mana = { $player } paga { $cost } per { $what }; la sua riserva è { $pool }
log-pays-mana-and-life = { $player } paga { $cost } e { $life } punti vita per { $what }; la sua riserva è { $pool }
# Per che cosa si paga un costo ($what sopra).
log-paying-for-spell = la magia
log-paying-unless = ciò che un effetto chiede perché un passo non avvenga
log-paying-mana-ability = il resto del costo di un'abilità di mana
log-activate-once-each-turn = l'abilità di { $card } si può attivare solo una volta per turno, ed è già stata attivata in questo turno
log-paying-for-cost = un costo
# Una riserva in cui non resta mana ($pool sopra).
log-mana-pool-empty = vuota
log-cant-pay-mana = { $player } non può pagare { $cost } per { $what } con { $pool }: manca { $missing }; prima TAPpa delle terre per avere mana (non succede nulla)
# Una riserva senza mana ($pool sopra).
log-mana-empty-pool = una riserva vuota
log-pool-cant-pay-free-table = la riserva di { $player } non può pagare { $cost } per { $what }: il tavolo libero lascia il costo ai giocatori
# Ciò che manca ($missing sopra): simboli di mana, così come sono...
log-mana-symbols = { $mana }
# ...un pezzo dopo l'altro...
log-mana-missing-and = { $first }{ $rest }
# ...un simbolo di mana phyrexiano che né il suo colore né 2 punti vita possono pagare...
log-mana-missing-phyrexian = { $symbol } (2 punti vita, su { $life })
# ...o i punti vita che si possono pagare.
log-mana-missing-life = punti vita: se ne possono pagare al massimo { $life }
# Un costo pagato come ha scelto il giocatore che non lo paga (601.2h, 119.4).
log-cant-pay-as-chosen = { $player } non può pagare { $cost } per { $what } con { $spent }: { $why } (non succede nulla)
log-spent-life = { $life } punti vita
log-spent-mana-and-life = { $mana } e { $life } punti vita
log-payment-not-in-pool = la sua riserva contiene { $pool }
log-payment-doesnt-pay = così non si paga ogni simbolo senza che avanzi nulla
log-payment-unreadable = il mana di un pagamento non si legge: { $why } (non succede nulla)
# I costi propri di una magia (601.2b, 601.2f, 702.33).
log-no-kicker = { $spell } non ha kicker (non succede nulla)
log-spell-kicked = { $spell } è lanciata con il kicker
log-cast-with-flashback = { $spell } è lanciata da un cimitero pagando il suo costo di flashback
log-additional-sacrifice-missing = il costo addizionale di { $spell } sacrifica { $n ->
    [one] un permanente
   *[other] { $n } permanenti
    } del tipo che il testo indica, scelti al momento del lancio: scegline { $n ->
    [one] uno
   *[other] { $n }
    } che controlla chi la lancia (non succede nulla)
log-additional-discard-missing = il costo addizionale di { $spell } scarta { $n ->
    [one] un'altra carta
   *[other] { $n } altre carte
    } dalla mano di chi la lancia, scelte al momento del lancio (non succede nulla)
log-additional-exile-missing = il costo addizionale di { $spell } esilia una carta del tipo che indica dal cimitero di chi la lancia, scelta al momento del lancio (non succede nulla)
log-additional-random-discard-missing = il costo addizionale di { $spell } scarta a caso una carta dalla mano di chi la lancia, e non ce n'è nessuna (non succede nulla)
log-additional-life-missing = il costo addizionale di { $spell } è di { $n } punti vita: se ne possono pagare al massimo { $life } (non succede nulla)
log-additional-cost-doesnt-take = i costi addizionali di { $spell } non prendono { $card } (non succede nulla)
log-additional-cost-by-hand = il costo addizionale di { $spell } è lasciato ai giocatori
log-pays-life-as-cost = { $player } paga { $n } punti vita per { $spell }
# Lanciare durante una risoluzione (608.2g).
log-may-cast-now = { $player } può lanciare { $card } ora, come parte della risoluzione; nessuno ha la priorità finché non sceglie
log-may-cast-now-free = { $player } può lanciare { $card } ora senza pagarne il costo di mana, come parte della risoluzione; nessuno ha la priorità finché non sceglie
log-waiting-for-offered-cast = { $player } sta scegliendo se lanciare { $card } durante una risoluzione: ora non si possono lanciare altre magie (non succede nulla)
log-declines-to-cast = { $player } non lancia { $card }
log-no-cast-offered = nessuna risoluzione permette a { $player } di lanciare una carta ora (non succede nulla)
log-delayed-trigger-created = { $source } crea un'abilità innescata ritardata: { $at ->
    [NextUpkeep] all'inizio del mantenimento del prossimo turno
    [YourNextEndStep] all'inizio della prossima sottofase finale del suo controllore
    [YourNextUpkeep] all'inizio del prossimo mantenimento del suo controllore
    [EndOfCombat] alla fine del combattimento
   *[other] all'inizio della prossima sottofase finale
}, si innesca una volta
log-ability-object-moved = { $object } non è più l'oggetto che l'abilità nomina (ha cambiato zona): non ne è influenzato

## Bersagli

log-targets = { $spell } ha come bersaglio { $targets }
# I bersagli uno dopo l'altro: "A e B e C".
log-targets-and = { $first } e { $rest }
log-illegal-target = un bersaglio illegale: { $why }
# Perché un bersaglio è illegale ($why sopra).
log-target-no-longer-exists = un bersaglio non esiste più
log-target-changed-zones = { $target } ha cambiato zona da quando è stato scelto come bersaglio; è un nuovo oggetto (400.7)
log-target-left-game = { $target } ha lasciato la partita
log-target-phased-out = { $target } è passato fuori fase; viene considerato come se non esistesse (702.26b)
log-target-cant-be-enchanted-now = { $aura } ora non può incantare { $target }
log-spell-has-no-targets = { $spell } non ha bersagli; viene lanciato senza
log-needs-one-target-not-cast = { $spell } richiede un bersaglio, { $kind }; non viene lanciato
log-needs-one-target-nothing-happens = { $spell } richiede un bersaglio, { $kind }; non succede nulla
log-needs-targets-not-cast = { $spell } richiede { $n } bersagli, in quest'ordine: { $kinds }; non viene lanciato
log-needs-targets-nothing-happens = { $spell } richiede { $n } bersagli, in quest'ordine: { $kinds }; non succede nulla
# I tipi di bersaglio in ordine: "un permanente creatura, poi un giocatore".
log-target-kinds-then = { $first }, poi { $rest }
log-not-legal-target-not-cast = { $target } non è { $kind }: non è un bersaglio legale per { $spell }; non viene lanciato
log-not-legal-target-nothing-happens = { $target } non è { $kind }: non è un bersaglio legale per { $spell }; non succede nulla
log-target-no-longer-kind = { $target } non è più { $kind }: un bersaglio illegale

## Che cosa deve essere un bersaglio ($kind sopra)

log-target-has-protection = { $target } ha protezione { $quality }: { $spell } non può bersagliarlo
log-target-kind-any = un bersaglio qualsiasi (una creatura, un giocatore, un planeswalker o una battaglia)
log-target-kind-opponent = un avversario
log-target-kind-player = un giocatore
log-target-kind-permanent = un permanente { $what }
log-target-kind-any-permanent = un permanente
log-target-kind-another-permanent = un altro permanente { $what }
log-target-kind-another-any-permanent = un altro permanente
log-target-kind-player-or-permanent = un giocatore o un permanente { $what }
log-target-kind-player-or-any-permanent = un giocatore o un permanente
log-target-kind-opponent-or-permanent = un avversario o un permanente { $what }
log-target-kind-opponent-or-any-permanent = un avversario o un permanente
log-target-kind-spell = una magia { $what }
log-target-kind-any-spell = una magia
log-target-kind-card-in-graveyard = una carta { $what } nel cimitero di chi controlla la magia o l'abilità
log-target-kind-another-card-in-graveyard = un'altra carta { $what } nel cimitero di chi controlla la magia o l'abilità
log-target-kind-another-any-card-in-graveyard = un'altra carta nel cimitero di chi controlla la magia o l'abilità
log-target-kind-any-card-in-graveyard = una carta nel cimitero di chi controlla la magia o l'abilità
log-target-kind-card-in-a-graveyard = una carta { $what } in un cimitero
log-target-kind-any-card-in-a-graveyard = una carta in un cimitero
# Che cosa deve essere un oggetto bersaglio ($what sopra), parola per parola: "creatura o planeswalker non nero TAPpato".
log-wanted-type = { $cardtype ->
    [Artifact] artefatto
    [Battle] battaglia
    [Creature] creatura
    [Enchantment] incantesimo
    [Instant] istantaneo
    [Kindred] tribale
    [Land] terra
    [Planeswalker] planeswalker
   *[Sorcery] stregoneria
}
log-wanted-color = { $color ->
    [White] bianco
    [Blue] blu
    [Black] nero
    [Red] rosso
   *[Green] verde
}
log-wanted-status = { $status ->
    [Attacking] attaccante
    [Blocking] bloccante
    [AttackingOrBlocking] attaccante o bloccante
   *[Tapped] TAPpato
}
# Un tipo di carta o un altro: "creatura o planeswalker".
log-wanted-or = { $first } o { $rest }
# Non di un colore o di un tipo di carta, dopo il resto: "creatura non nero".
log-wanted-non = { $rest } non { $what }
log-wanted-non-alone = non { $what }
# Uno stato, dopo il resto: "creatura TAPpato".
log-wanted-status-of = { $rest } { $status }
# Ciò che un bersaglio deve avere, dopo il resto: "un permanente creatura con forza 4 o superiore".
log-target-kind-with = { $kind } { $with }
log-with-both = { $first } e { $rest }
log-with-power-at-least = con forza { $n } o superiore
log-with-power-at-most = con forza { $n } o inferiore
log-with-toughness-at-least = con costituzione { $n } o superiore
log-with-toughness-at-most = con costituzione { $n } o inferiore
log-with-mana-value-at-least = con valore di mana { $n } o superiore
log-with-mana-value-at-most = con valore di mana { $n } o inferiore
log-with-keyword = con { $keyword }
log-without-keyword = senza { $keyword }

## Copie

log-copy-not-on-stack = { $spell } non è in pila ({ $zone ->
    [Library] è nel grimorio
    [Hand] è in mano
    [Battlefield] è sul campo di battaglia
    [Graveyard] è nel cimitero
    [Stack] è in pila
    [Exile] è in esilio
    [Command] è nella zona di comando
   *[other] è in { $zone }
}); non viene copiato nulla
log-copy-controller-left-game = { $player } ha lasciato la partita: non viene messa in pila alcuna copia sotto il suo controllo
log-ability-copy-put-on-stack = una copia di { $ability } viene messa in pila (707.10b: la stessa fonte)
log-spell-copy-put-on-stack = una copia di { $spell } viene messa in pila sotto il controllo di { $player }; non viene lanciata

## Risoluzione

log-stack-empty-nothing-resolves = la pila è vuota; non si risolve nulla
log-spell-doesnt-resolve-targets-illegal = { $spell } non si risolve: tutti i suoi bersagli sono illegali; viene messo nel cimitero del suo proprietario
log-resolves-enters-battlefield = { $spell } si risolve ed entra nel campo di battaglia
log-copy-becomes-token = { $spell } era una copia di una magia permanente: è un permanente pedina
log-omen-shuffled-into-library = { $spell } si risolve e viene mescolato nel grimorio del suo proprietario
log-adventure-exiled = { $spell } si risolve e viene esiliato in avventura: il suo proprietario può lanciare la creatura dall'esilio
log-resolves-to-graveyard = { $spell } si risolve e viene messo nel cimitero del suo proprietario
log-spell-resolves-players-carry-out = { $spell } si risolve; i suoi bersagli non sono quelli indicati dal suo testo: lo eseguono i giocatori
log-spell-effect-happens = { $spell } si risolve: il suo effetto avviene, nell'ordine scritto
log-cant-be-countered = { $spell } non può essere neutralizzata: resta in pila
log-is-countered = { $spell } viene neutralizzata: viene messa nel cimitero del suo proprietario

## Abilità in pila

log-ability-controller-left-game = { $player } ha lasciato la partita: un'abilità che controllerebbe non viene messa in pila
# La fonte di un'abilità che non c'è più ($source sotto).
log-ability-source-gone = la sua fonte
log-ability-source-changed-zones = la fonte dell'abilità ha cambiato zona; { $source } è un nuovo oggetto che l'abilità non può trovare; non succede nulla
log-ability-source-transformed = { $source } si è trasformato da quando { $since ->
    [delayed] è stata creata quell'abilità ritardata
   *[stack] l'abilità è stata messa in pila
}; l'istruzione viene ignorata
# Un oggetto che non c'è più ($object sotto).
log-ability-object-gone = un oggetto
log-ability-cant-find-object = { $object } è un nuovo oggetto da quando l'abilità è stata messa in pila; l'abilità non può trovarlo; non ha alcun effetto
log-ability-source-changed-zones-part = la fonte dell'abilità ha cambiato zona: è un nuovo oggetto che l'abilità non trova; quella parte non fa nulla
log-not-an-ability-on-stack = { $ability } non è un'abilità in pila; non succede nulla
log-ability-doesnt-resolve-targets-illegal = l'abilità non si risolve: tutti i suoi bersagli sono illegali; viene rimossa dalla pila
log-ability-if-no-longer-true = il "se" dell'abilità non è più vero: viene rimossa dalla pila
# $by: "table" dove il tavolo esegue il testo, "players" dove lo eseguono i giocatori.
log-chapter-resolves = il capitolo { $chapter } di { $source } si risolve: { $text }{ $by ->
    [players] {" "}(lo eseguono i giocatori)
   *[table] {""}
}
log-ability-resolves-text = un'abilità di { $source } si risolve: "{ $text }"{ $by ->
    [players] {" "}(la eseguono i giocatori)
   *[table] {""}
}
log-ability-resolves = un'abilità di { $source } si risolve

## Abilità innescate

log-trigger-offered = l'abilità di { $source } si innesca: "{ $text }" (il tavolo è libero: la mettono in pila i giocatori)
log-trigger-goes-on-stack = l'abilità di { $source } si innesca e va in pila ({ $id }: "{ $text }"){ $by ->
    [players] ; il suo testo lo eseguono i giocatori
   *[table] {""}
}
log-chooses-trigger-order = { $player } sceglie l'ordine delle sue { $n } abilità innescate
log-puts-triggers-in-source-order = { $player } mette { $n } abilità innescate in pila, nell'ordine delle loro fonti
log-no-triggers-to-order = { $player } non ha abilità innescate da ordinare; non succede nulla
log-trigger-order-must-name-each = l'ordine di { $player } deve nominare una volta ciascuna delle sue { $n } abilità innescate, da 1 a { $n }; non succede nulla
log-puts-triggers-in-order = { $player } mette in pila le sue abilità innescate perché si risolvano nell'ordine { $order }
log-trigger-no-legal-target = { $ability } non ha bersagli legali: viene rimossa dalla pila
log-chooses-trigger-targets = { $player } sceglie i bersagli di { $ability }
log-trigger-targets-not-being-chosen = i bersagli di { $ability } non sono in corso di scelta; non succede nulla
log-doesnt-control-trigger-targets = { $player } non controlla { $ability }: è il suo controllore a sceglierne i bersagli; non succede nulla
log-chooses-whether-may = { $player } sceglie se { $ability } fa ciò che dice, mentre si risolve
log-nobody-choosing-may = nessuno sta scegliendo se { $ability } fa ciò che dice; non succede nulla
log-doesnt-control-may = { $player } non controlla { $ability }: sceglie il suo controllore; non succede nulla
log-chooses-to = { $player } sceglie di sì: { $ability } fa ciò che dice
log-chooses-not-to = { $player } sceglie di no: { $ability } non fa nulla

## Effetti continui

log-effect-not-permanent-or-spell = { $object } non è un permanente né una magia; l'effetto non si applica
log-effect-starts = { $object }: { $effect }
log-effect-starts-until-end-of-turn = { $object }: { $effect } fino alla fine del turno
log-copy-of = copia di { $original }
log-copy-of-except = copia di { $original }, tranne che { $except } (707.9b)

## Abilità attivate (602)
log-not-an-activated-ability = { $card } non ha un'abilità { $n } che il tavolo possa attivare
log-activate-from-own-hand = { $card } può essere ciclato solo dalla mano di { $player }
log-activate-own-permanent = solo il controllore di { $card } può attivarne le abilità, e solo mentre è sul campo di battaglia; { $player } non può
log-activate-without-priority = { $player } non può attivare un'abilità di { $card } senza priorità
log-activate-only-as-sorcery = l'abilità di { $card } può essere attivata solo come una stregoneria: nella fase principale del suo controllore, con la pila vuota
log-activate-tap-tapped = { $card } è TAPpato: la sua abilità {"{"}T{"}"} non può essere attivata
log-activate-cost-choice-missing = il costo dell'abilità di { $card } prende un oggetto: di' quale
log-activate-cost-doesnt-take = il costo di { $card } non può prendere { $object }
log-activate-cost-nothing-to-take = l'abilità di { $card } non può essere attivata: il suo costo non ha nulla da prendere
log-activate-tap-summoning-sick = { $card } non è sotto il controllo del suo controllore dall'inizio del suo turno più recente: la sua abilità {"{"}T{"}"} non può essere attivata
log-activate-life-missing = l'abilità di { $card } costa { $n } punti vita: se ne possono pagare al massimo { $life }
log-paying-for-ability = un'abilità di { $card }
log-discards-as-cost = { $player } scarta { $card } per pagare il costo
log-activates = { $player } attiva un'abilità di { $source } ({ $id }): { $text }
log-chooses-to-sacrificing = { $player } sceglie di sì: { $ability } fa ciò che dice, sacrificando { $object }
log-may-sacrifice-which = fare ciò che dice { $ability } è sacrificare un permanente: bisogna scegliere quale
log-may-sacrifice-not-allowed = { $object } non è ciò che { $ability } permette al suo controllore di sacrificare
log-may-sacrifice-not-asked = { $ability } non chiede di sacrificare nulla
log-reflexive-sacrifice-gone = { $object } non è più il permanente scelto da sacrificare: non si sacrifica nulla e l'abilità riflessiva non si innesca
log-reflexive-triggers = l'abilità riflessiva di { $source } si innesca: ciò che chiedeva è stato fatto

## Linked abilities (607.2a) and "until ... leaves the battlefield" (610.3)
log-returns-as-exiler-leaves = { $card } ritorna sul campo di battaglia: { $source }, che l'aveva esiliata finché non avesse lasciato il campo di battaglia, l'ha lasciato
log-exiler-already-left = ciò che esilierebbe { $card } finché non lascia il campo di battaglia l'ha già lasciato: { $card } non viene esiliata
log-paying-for = ciò che un effetto offre in cambio di un costo
log-artifact-abilities-stopped = { $card } è un artefatto: le sue abilità attivate non possono essere attivate finché un permanente lo dice
log-own-abilities-stopped = le abilità attivate di { $card } non possono essere attivate
log-target-has-shroud = { $target } ha velo: nessuna magia o abilità può bersagliarlo, nemmeno { $spell }
log-target-has-hexproof = { $target } ha anti-malocchio: { $spell }, di un avversario, non può bersagliarlo
log-needs-up-to-targets-not-cast = { $spell } richiede da { $fewest } a { $most } bersagli; non viene lanciato
log-needs-up-to-targets-nothing-happens = { $spell } richiede da { $fewest } a { $most } bersagli; non succede nulla
log-target-chosen-twice = { $target } è scelto due volte per la stessa parola "bersaglio" di { $spell }: ognuno deve essere diverso
log-loyalty-once-each-turn = un'abilità di fedeltà di { $card } è già stata attivata in questo turno: nessun'altra fino al prossimo
log-loyalty-not-enough = { $card } ha { $has } fedeltà: non basta per rimuoverne { $n }
log-no-helpers = { $spell } non ha convocare, improvvisare né scavare: solo il mana lo paga
log-cant-help = { $card } non può aiutare a lanciare { $spell } ({ $how ->
    [Convoke] convocare: una creatura STAPpata controllata da chi lo lancia
    [Improvise] improvvisare: un artefatto STAPpato controllato da chi lo lancia
   *[other] scavare: un'altra carta nel cimitero di chi lo lancia
    })
log-helper-pays-nothing = { $card } non pagherebbe nulla del mana di { $spell }
log-helped = { $n ->
    [one] { $n } mana del costo di { $spell } è pagato
   *[other] { $n } mana del costo di { $spell } sono pagati
    } { $how ->
    [Convoke] TAPpando creature (convocare)
    [Improvise] TAPpando artefatti (improvvisare)
   *[other] esiliando carte da un cimitero (scavare)
    }
log-rebound-exiled = { $card } viene esiliato mentre si risolve, invece di andare in un cimitero (rimbalzo): il proprietario può lanciarlo nel suo prossimo mantenimento
log-activate-counters-missing = { $card } ha { $has } { $has ->
        [one] segnalino
       *[other] segnalini
    } { $kind }: non basta per rimuoverne { $n }
log-split-second = { $spell } ha split second: finché è in pila non si possono lanciare magie né attivare abilità che non siano abilità di mana
log-prevention-shield = { $n ->
        [one] il prossimo danno che verrebbe inflitto
       *[other] i prossimi { $n } danni che verrebbero inflitti
    } a { $target } in questo turno { $n ->
        [one] sarà prevenuto
       *[other] saranno prevenuti
    }
log-damage-prevented-by-shield = { $n ->
        [one] { $n } danno a { $target } viene prevenuto
       *[other] { $n } danni a { $target } vengono prevenuti
    }
log-activate-only-your-turn = l'abilità di { $card } può essere attivata solo durante il turno del suo controllore
log-activate-only-your-upkeep = l'abilità di { $card } può essere attivata solo durante il mantenimento del suo controllore
log-activate-only-before-attackers = l'abilità di { $card } può essere attivata solo durante il turno del suo controllore, prima che siano dichiarati gli attaccanti
log-exiled-instead-of-dying = { $card } morirebbe in questo turno: viene invece esiliata
log-wanted-also = { $rest } { $what }
log-activate-from-own-graveyard = l'abilità di { $card } può essere attivata solo dal cimitero di { $player }
log-activate-only-if = l'abilità di { $card } si può attivare solo se "{ $condition }", e ora non è così
log-mana-ability-condition = l'abilità di mana di { $permanent } si può attivare solo se vale ciò che dice, e ora non vale
log-activate-cost-empty-hand = l'abilità di { $card } costa una carta scartata a caso, e la mano del suo controllore è vuota
log-aura-adds-mana = { $aura } aggiunge { $mana } quando { $land } viene TAPpato per mana: la riserva di { $player } è { $pool }
log-chooses-a-color-asked = { $player } sceglie un colore: nessuno ha la priorità finché non lo fa
log-no-color-choice-asked = a { $player } non è chiesto di scegliere un colore
log-color-choice-is-anothers = il colore spetta a { $chooser }, non a { $player }
log-chooses-a-color = { $player } sceglie { $color ->
    [white] bianco
    [blue] blu
    [black] nero
    [red] rosso
   *[green] verde
}
log-no-buyback = { $spell } non ha buyback (non succede nulla)
log-spell-bought-back = { $spell } è lanciata con il buyback pagato: tornerà nella mano del suo proprietario quando si risolve
log-resolves-to-hand-buyback = { $spell } si risolve e viene messo nella mano del suo proprietario (buyback)
log-with-mana-value = con valore di mana { $n }
log-may-play-additional-lands = { $player } può giocare { $n ->
    [one] una terra aggiuntiva
   *[other] { $n } terre aggiuntive
} in questo turno
log-returns-as-cost = { $player } fa tornare { $card } nella mano del suo proprietario per pagare il costo
log-no-alternative-cost = { $spell } non ha un costo di { $keyword } (non succede nulla)
log-one-alternative-cost = { $spell } non può essere lanciata per il suo costo di { $keyword } in quel modo: una magia si lancia per un solo costo alternativo
log-surge-needs-another-spell = { $spell } può essere lanciata per il suo costo di surge solo dopo che chi la lancia ha lanciato un'altra magia in questo turno
log-cast-for-alternative-cost = { $spell } è lanciata per il suo costo di { $keyword } invece del suo costo di mana
log-graveyard-cast-discard-missing = { $spell } si lancia da un cimitero scartando anche una carta (una carta terra per il retrace): scegli quale
log-cast-with-jump-start = { $spell } è lanciata con jump-start: sarà esiliata quando lascia la pila
log-spectacle-needs-an-opponent-s-life-lost = { $spell } può essere lanciata per il suo costo di spettacolo solo dopo che un avversario di chi la lancia ha perso punti vita in questo turno
log-discarded-into-exile = { $card } viene scartata in esilio invece che nel cimitero del suo proprietario (follia)
log-may-cast-for-madness = { $player } può lanciare { $card } per il suo costo di follia ora; altrimenti va nel suo cimitero
log-madness-declined-to-graveyard = { $card } va nel cimitero del suo proprietario: non è stata lanciata per il suo costo di follia
log-madness-only-as-it-resolves = { $spell } può essere lanciata per il suo costo di follia solo mentre si risolve la sua abilità di follia, dopo essere stata scartata in esilio
log-offered-for-alternative-cost = { $spell } può essere lanciata ora solo per il suo costo di { $keyword }
log-uses-for-mana = { $player } attiva un'abilità di mana di { $permanent } per { $mana }: la sua riserva è { $pool }
log-cascades = { $player } attiva cascata: carte vengono esiliate dalla cima del suo grimorio fino a una carta non terra con valore di mana inferiore a { $n }
log-cascade-rest-to-bottom = { $n ->
    [one] la carta esiliata dalla cascata e non lanciata va in fondo al grimorio del suo proprietario
   *[other] le { $n } carte esiliate dalla cascata e non lanciate vanno in fondo al grimorio del loro proprietario in ordine casuale
}
log-with-lesser-power = con forza inferiore a quella della sua fonte
log-with-defending-player = controllato dal giocatore in difesa
log-with-legendary = leggendaria
log-with-nonlegendary = non leggendaria
log-with-basic = base
log-with-nonbasic = non base
log-with-mana-value-at-most-graveyard = con valore di mana non superiore al numero di carte nel cimitero del suo controllore
log-with-mana-value-counted = con il valore di mana che il suo testo conta
log-player-has-shroud = { $target } ha velo: nessuna magia o abilità può bersagliarlo, nemmeno { $spell }
log-player-has-hexproof = { $target } ha anti-malocchio: { $spell }, di un avversario, non può bersagliarlo
log-activate-twice-each-turn = l'abilità di { $card } non si può attivare più di due volte per turno, ed è già stata attivata due volte in questo turno
log-damage-prevented-by-ability = l'abilità di { $by } previene { $n ->
        [one] { $n } danno
       *[other] { $n } danni
    } che { $n ->
        [one] verrebbe inflitto
       *[other] verrebbero inflitti
    } a { $target }
log-damage-prevented-this-turn = { $combat ->
        [yes] tutto il danno da combattimento
       *[no] tutto il danno
    } { $which ->
        [to] che verrebbe inflitto a { $target }
        [by] che { $target } infliggerebbe
       *[both] che verrebbe inflitto a e da { $target }
    } in questo turno sarà prevenuto
log-crews = { $player } TAPpa { $creature } per manovrare { $vehicle }
log-crew-too-weak = Manovrare { $n } di { $card } richiede creature con forza totale pari o superiore a { $n }, non { $power }
log-crew-not-enough = { $card } non può essere manovrato: nessuna creatura STAPpata con forza totale pari o superiore a { $n }
log-exiles-as-cost = { $player } esilia { $card } dal suo cimitero per pagare il costo
log-cast-only-when = { $card } può essere lanciata solo come dice il suo testo: { $when }
log-prevention-removes-counter = { $card } perde un segnalino +1/+1 prevenendo il danno
log-with-either-keyword = con { $a } o { $b }
log-targets-from-one-graveyard = le carte bersaglio di { $spell } devono essere tutte in un solo cimitero
log-with-one-graveyard = in un solo cimitero
log-named-abilities-stopped = { $by } nomina { $card }: le sue abilità attivate non possono essere attivate
log-named-spell-stopped = { $by } nomina { $card }: non può essere lanciata
log-instead-condition-unmet = { $spell } non può essere lanciata per il costo che il suo testo dà al posto del costo di mana: ciò che quel costo chiede ora non è vero
log-instead-object-missing = { $spell }: scegli ciò che prende il costo che il suo testo dà al posto del costo di mana
log-taps-as-cost = { $player } TAPpa { $card } per pagare un costo
log-exiles-from-hand-as-cost = { $player } esilia { $card } dalla sua mano per pagare il costo
log-cast-for-cost-instead = { $spell } è lanciata per il costo che il suo testo dà al posto del costo di mana
log-aftermath-only-from-graveyard = { $card }: una metà con conseguenze si lancia solo dal cimitero del suo proprietario
log-aftermath-other-half-not-from-graveyard = { $card }: da un cimitero si lancia solo la sua metà con conseguenze
log-cast-with-aftermath = { $spell } è lanciata da un cimitero con conseguenze: sarà esiliata quando lascia la pila
log-aftermath-exiled-instead = { $card } è stata lanciata con conseguenze: viene invece esiliata
log-shuffled-into-library-instead = { $card } verrebbe messa in un cimitero: viene invece mescolata nel grimorio del suo proprietario
log-chooses-a-name-asked = { $player } sceglie { $nonland ->
    [true] un nome di carta non terra
   *[other] un nome di carta
}: nessuno ha priorità finché non lo fa
log-chooses-a-name = { $player } sceglie il nome { $name }
log-discards-named = { $player } scarta { $card }, del nome scelto
log-discards-none-named = { $player } non ha in mano carte chiamate { $name }
log-trigger-no-legal-mode = nessun modo di { $ability } può essere scelto (nessuno ha i suoi bersagli): viene rimossa dalla pila
log-chooses-trigger-mode = { $player } sceglie il modo di { $ability }
log-chooses-mode = { $player } sceglie il modo { $n } di { $ability }: { $mode }
log-trigger-mode-not-being-chosen = il modo di { $ability } non è in corso di scelta; non succede nulla
log-doesnt-control-trigger-mode = { $player } non controlla { $ability }: è il suo controllore a sceglierne il modo; non succede nulla
log-mode-cant-be-chosen = il modo { $n } di { $ability } non può essere scelto (non esiste, o non ha i bersagli che gli servono); non succede nulla
log-trigger-mode-first = il modo di { $ability } si sceglie prima dei suoi bersagli; non succede nulla
log-divided-needs-a-target = { $spell } divide il suo danno fra i suoi bersagli: gliene serve almeno uno; non viene lanciata
log-divided-wrongly = { $spell } divide { $n } danni fra i suoi { $k } bersagli, almeno 1 a ciascuno, tutti assegnati: non viene lanciata
log-damage-divided = { $spell } divide i suoi { $n } danni: { $shares }
log-divided-share = { $n } a { $target }
log-with-targets-you = che ha come bersaglio il giocatore che lo sceglie
log-with-targets-your-permanent = che ha come bersaglio un permanente controllato dal giocatore che lo sceglie
log-with-power-or-toughness-at-least = con forza o costituzione { $n } o superiore
log-with-power-or-toughness-at-most = con forza o costituzione { $n } o inferiore
log-with-snow = neve
log-with-nonsnow = non neve
log-one-spell-each-turn = { $card } non può essere lanciata: { $permanent } permette a ogni giocatore una sola magia simile per turno
log-spells-cant-be-cast = { $card } non può essere lanciata: { $permanent } lo vieta alle magie come lei
log-with-x-in-cost = con {X} nel suo costo di mana
log-flare-choice-left = { $source }: { $land } ha prodotto più di un tipo di mana; { $player } sceglie quale aggiungere in più
log-with-different-controllers = ciascuna controllata da un giocatore diverso
log-targets-different-controllers = i bersagli di { $spell } devono essere controllati da giocatori diversi
log-with-type-or-keyword = { $cardtype } o con { $keyword }
log-with-attached-to-it = assegnato a esso
log-with-shares-a-color = che condivide un colore con esso
log-tokens-doubled = { $permanent }: vengono invece create il doppio delle pedine ({ $was } → { $n })
log-with-same-name = con lo stesso nome di esso
log-with-chosen-type = del tipo scelto
log-with-creature-type = del tipo di creatura { $subtype }
log-coin-flip-won = { $player } lancia una moneta e vince il lancio
log-coin-flip-lost = { $player } lancia una moneta e perde il lancio
log-cast-with-disturb = { $spell } è lanciata trasformata da un cimitero pagando il suo costo di disturbare
log-cant-cast-transformed = { $card } si lancia con il retro a faccia in su solo dove la carta lo dice (disturbare, da un cimitero); non succede nulla
