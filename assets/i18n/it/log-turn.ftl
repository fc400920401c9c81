# log-turn: il turno, le sue fasi, la priorità, attacchi, blocchi e danno da combattimento.

log-no-creature-can-attack = { $player } non ha creature che possano attaccare
log-passes-until-later-attacks-with-nothing = { $player } passa fino a più tardi e non attacca con nulla
log-no-creature-can-block = { $player } non ha creature che possano bloccare

## Fasi e sottofasi (parti di altre righe: il nome, e con l'articolo)

log-turn-step = { $step ->
    [Untap] sottofase di STAP
    [Upkeep] sottofase di mantenimento
    [Draw] sottofase di acquisizione
    [PrecombatMain] prima fase principale
    [BeginningOfCombat] sottofase di inizio combattimento
    [DeclareAttackers] sottofase di dichiarazione degli attaccanti
    [DeclareBlockers] sottofase di dichiarazione dei bloccanti
    [CombatDamage] sottofase di danno da combattimento
    [EndOfCombat] sottofase di fine combattimento
    [PostcombatMain] seconda fase principale
    [End] sottofase finale
   *[Cleanup] sottofase di cancellazione
}
log-turn-the-step = { $step ->
    [Untap] la sottofase di STAP
    [Upkeep] la sottofase di mantenimento
    [Draw] la sottofase di acquisizione
    [PrecombatMain] la prima fase principale
    [BeginningOfCombat] la sottofase di inizio combattimento
    [DeclareAttackers] la sottofase di dichiarazione degli attaccanti
    [DeclareBlockers] la sottofase di dichiarazione dei bloccanti
    [CombatDamage] la sottofase di danno da combattimento
    [EndOfCombat] la sottofase di fine combattimento
    [PostcombatMain] la seconda fase principale
    [End] la sottofase finale
   *[Cleanup] la sottofase di cancellazione
}

## Il turno: il suo inizio, le sue fasi, la sottofase di STAP e quella di cancellazione

log-turn-begins = turno { $n }: turno di { $player }
log-step-begins = { $step } di { $player }
log-second-combat-damage-step-begins = seconda sottofase di danno da combattimento di { $player }
log-no-attackers-steps-skipped = nessuna creatura attacca: le sottofasi di dichiarazione dei bloccanti e di danno da combattimento vengono saltate
log-plays-first-skips-draw = { $player } gioca per primo e salta la pescata del suo primo turno
log-untaps-permanents = { $player } STAPpa { $n ->
    [one] { $n } permanente
   *[other] { $n } permanenti
}
log-doesnt-untap = { $card } non viene STAPpato: lo dice il suo testo, quello di ciò che gli è assegnato, o quello di un permanente che nomina il suo tipo
log-discard-down-then-pass = { $player } ha { $n } carte in mano: scarta fino ad averne { $max }, poi passa
log-cleanup-damage-wears-off = cancellazione: il danno svanisce e gli effetti "fino alla fine del turno" terminano
log-turn-arrows-removed = le frecce del turno vengono rimosse
log-game-over-won-no-more-turns = la partita è finita: ha vinto { $player } (104.2a); non ci sono altri turni
log-game-over-nobody-left = la partita è finita: non è rimasto nessuno; non ci sono altri turni

## Giorno e notte

log-no-spells-day-becomes-night = era giorno e il giocatore attivo del turno precedente non ha lanciato magie: diventa notte
log-spells-night-becomes-day = era notte e il giocatore attivo del turno precedente ha lanciato { $n } magie: diventa giorno
log-neither-day-nor-night-no-check = non è né giorno né notte; nessuna verifica
log-day-or-night-stays = una volta diventato giorno o notte, la partita ha sempre uno dei due; non succede nulla
log-day-becomes-night = il giorno diventa notte
log-night-becomes-day = la notte diventa giorno
log-it-becomes-day = diventa giorno
log-it-becomes-night = diventa notte

## La priorità

log-receives-priority = { $player } riceve la priorità
log-passes-priority = { $player } passa la priorità{ $auto ->
    [yes] {" "}(nessuno stop qui)
   *[no] {""}
}
log-passes-priority-with-mana = { $player } passa la priorità{ $auto ->
    [yes] {" "}(nessuno stop qui)
   *[no] {""}
    } con { $mana } nella sua riserva di mana (106.4b)
log-table-free-passes-nothing = il tavolo è libero: nessuno ha la priorità, fai avanzare il turno a mano (il passaggio di { $player } non ha effetto)
log-doesnt-hold-priority = { $player } non ha la priorità (ce l'ha { $holder }); non succede nulla
log-nobody-holds-priority = nessuno ha la priorità in questa sottofase; { $player } non passa nulla
log-discard-down-first = { $player } ha { $n } carte in mano: prima scarta fino ad averne { $max } (non succede nulla)
log-done-discarding = { $player } ha finito di scartare

## La dichiarazione degli attaccanti

log-declares-no-attackers = { $player } non dichiara attaccanti
log-attacks = { $card } attacca { $target }
log-attackers-declared-in-their-step = gli attaccanti si dichiarano nella sottofase di dichiarazione degli attaccanti, non durante { $now }
log-only-active-player-attacks = { $player } non è il giocatore attivo: attacca solo il giocatore attivo
log-attackers-already-declared = gli attaccanti sono già stati dichiarati in questo combattimento
log-cant-attack-not-creature = { $card } non può attaccare: non è una creatura sul campo di battaglia
log-cant-attack-not-controlled = { $card } non può attaccare: { $player } non lo controlla
log-cant-attack-battle = { $card } non può attaccare: è una battaglia
log-cant-attack-tapped = { $card } non può attaccare: è TAPpato
log-cant-attack-summoning-sick = { $card } non può attaccare: non è sotto il controllo del suo controllore dall'inizio del turno e non ha rapidità
log-cant-attack-defender = { $card } non può attaccare: ha difensore
log-cant-attack-unless-defender-controls = { $card } non può attaccare: il giocatore in difesa non controlla { $land ->
    [Plains] una Pianura
    [Island] un'Isola
    [Swamp] una Palude
    [Mountain] una Montagna
    [Forest] una Foresta
   *[other] { $land }
}
log-cant-attack-by-its-text = { $card } non può attaccare: il suo testo dice che non può attaccare
log-cant-attack-declared-twice = { $card } non può attaccare: è dichiarato due volte
log-cant-attack-that = { $card } non può attaccare { $target }: una creatura attacca un avversario, un planeswalker controllato da un avversario o una battaglia protetta da un avversario
log-must-attack = { $card } attacca ogni combattimento se può, e può farlo: deve essere dichiarato come attaccante

## La dichiarazione dei bloccanti

log-declares-no-blockers = { $player } non dichiara bloccanti
log-blocks = { $card } blocca { $attacker }
log-blockers-declared-in-their-step = i bloccanti si dichiarano nella sottofase di dichiarazione dei bloccanti, non durante { $now }
log-nothing-attacking-player = nulla sta attaccando { $player }, un planeswalker che controlla o una battaglia che protegge
log-blockers-already-declared = { $player } ha già dichiarato i bloccanti in questo combattimento
log-cant-block-not-creature = { $card } non può bloccare { $attacker }: non è una creatura sul campo di battaglia
log-cant-block-not-controlled = { $card } non può bloccare { $attacker }: { $player } non lo controlla
log-cant-block-battle = { $card } non può bloccare { $attacker }: è una battaglia
log-cant-block-tapped = { $card } non può bloccare { $attacker }: è TAPpato
log-cant-block-by-its-text = { $card } non può bloccare { $attacker }: il suo testo dice che non può bloccare
log-cant-block-two-attackers = { $card } non può bloccare { $attacker }: una creatura blocca un solo attaccante
log-cant-block-same-attacker-twice = { $card } non può bloccare { $attacker } due volte
log-cant-block-more-attackers = { $card } non può bloccare { $attacker }: può bloccare solo { $n } creature attaccanti
log-cant-block-not-attacking = { $card } non può bloccare { $attacker }: quella creatura non sta attaccando
log-cant-block-not-attacking-player = { $card } non può bloccare { $attacker }: non sta attaccando { $player }, un planeswalker che controlla o una battaglia che protegge
log-cant-block-flying = { $card } non può bloccare { $attacker }: ha volare, e il bloccante non ha né volare né raggiungere
log-cant-block-protection = { $card } non può bloccare { $attacker }: ha protezione { $quality }
log-cant-block-only-flyers = { $card } non può bloccare { $attacker }: può bloccare solo creature con volare
log-cant-block-unblockable = { $card } non può bloccare { $attacker }: non può essere bloccato
log-cant-block-shadow = { $card } non può bloccare { $attacker }: ha ombra, e il bloccante no
log-cant-block-without-shadow = { $card } non può bloccare { $attacker }: il bloccante ha ombra, e l'attaccante no
log-cant-block-fear = { $card } non può bloccare { $attacker }: ha paura, e il bloccante non è né un artefatto né nero
log-cant-block-intimidate = { $card } non può bloccare { $attacker }: ha intimidire, e il bloccante non è un artefatto né ha un colore in comune con esso
log-cant-block-landwalk = { $card } non può bloccare { $attacker }: ha passaterre ({ $land }), e il suo controllore controlla un { $land }
log-cant-block-horsemanship = { $card } non può bloccare { $attacker }: ha «horsemanship», e il bloccante no
log-cant-block-skulk = { $card } non può bloccare { $attacker }: ha «skulk», e il bloccante ha forza maggiore
log-cant-block-power-at-most = { $card } non può bloccare { $attacker }: non può essere bloccato da creature con forza pari o inferiore a { $n }
log-cant-block-lesser-power = { $card } non può bloccare { $attacker }: le creature con forza inferiore alla sua non possono bloccarlo
log-cant-block-power-at-least-own = { $card } non può bloccare { $attacker }: non può bloccare creature con forza pari o superiore a { $n }
log-cant-block-power-at-most-own = { $card } non può bloccare { $attacker }: non può bloccare creature con forza pari o inferiore a { $n }
log-blocked-by-one-at-most = { $card } non può essere bloccato da più di una creatura
log-menace-needs-two-blockers = { $card } ha minacciare: non può essere bloccato se non da due o più creature

## Il danno da combattimento

log-damage-will-be-divided = il danno da combattimento di { $card } sarà diviso: { $shares }
log-damage-will-be-divided-nowhere = il danno da combattimento di { $card } sarà diviso:{" "}
log-damage-share = { $n } a { $target }
log-damage-shares = { $first }, { $rest }
log-damage-must-equal-power = { $card } assegna danno da combattimento pari alla sua forza, { $power }, non { $n }
log-cant-assign-damage-to = { $card } non può assegnare danno da combattimento a { $target }
log-must-assign-lethal-damage-first = { $card } deve assegnare danno letale a { $target } prima di assegnarne a ciò che attacca
log-not-attacking-or-blocking = { $card } non sta attaccando né bloccando
log-first-strikers-deal-damage-first = le creature con attacco improvviso o doppio attacco infliggono per prime il loro danno da combattimento
log-second-combat-damage-step-dealers = la seconda sottofase di danno da combattimento: le altre creature e quelle con doppio attacco
log-deals-combat-damage = { $source } infligge { $n ->
    [one] { $n } danno
   *[other] { $n } danni
    } da combattimento a { $target }
log-deals-damage = { $source } infligge { $n ->
    [one] { $n } danno
   *[other] { $n } danni
    } a { $target }
log-lifelink-gains-life = legame vitale: { $player } guadagna { $n ->
    [one] { $n } punto vita
   *[other] { $n } punti vita
}
log-combat-ends = il combattimento finisce: nessuna creatura sta più attaccando o bloccando

## Fuori fase

log-phases-out = { $card } passa fuori fase: viene considerato come se non esistesse
log-phases-out-with-attached = { $card } passa fuori fase: viene considerato come se non esistesse, e { $n ->
    [one] { $n } permanente assegnato a esso passa
   *[other] { $n } permanenti assegnati a esso passano
    } fuori fase indirettamente (702.26g)
log-already-phased-out = { $card } è già fuori fase; non succede nulla
log-cant-phase-out-not-on-battlefield = { $card } non è sul campo di battaglia; non succede nulla
log-isnt-phased-out = { $card } non è fuori fase; non succede nulla
log-phased-out-indirectly = { $card } è passato fuori fase indirettamente: passa in fase solo insieme a ciò a cui è assegnato
log-phases-in = { $card } passa in fase: la partita lo considera di nuovo come se esistesse

## I protettori delle battaglie

log-protects-battle = { $player } è il protettore di { $battle } ({ $how ->
    [only-opponent] l'unico avversario del suo controllore
    [controller] il suo controllore
   *[choice] a scelta del suo controllore
    })
log-chooses-protector = { $player } sceglie quale avversario protegge { $battle }
log-not-a-battle = { $card } non è una battaglia sul campo di battaglia; non succede nulla
log-cant-protect-battle = { $player } non può proteggere { $battle }: può farlo solo un avversario del suo controllore

## I comandanti

log-commander-goes-to-command-zone = { $card } è un comandante { $zone ->
    [Graveyard] nel cimitero
    [Exile] in esilio
   *[other] in { $zone }
    }: il suo proprietario lo mette nella zona di comando
log-commander-cast-first-time = { $card } viene lanciato dalla zona di comando per la prima volta: nessuna tassa del comandante
log-commander-tax = { $card } viene lanciato dalla zona di comando ({ $n }ª volta): costa {"{"}{ $tax }{"}"} in più (tassa del comandante)
log-not-a-commander = { $card } non è un comandante; non succede nulla
log-commander-will-go-to-command-zone = il proprietario di { $card } lo metterà nella zona di comando invece che in una mano, in un grimorio, in un cimitero o in esilio
log-commander-will-go-where-it-goes = il proprietario di { $card } lo lascerà andare dove deve, non nella zona di comando
log-commander-damage-dealt = { $player } ha subito { $n ->
    [one] { $n } danno
   *[other] { $n } danni
    } da combattimento dal comandante { $commander }
log-all-combat-damage-prevented = tutto il danno da combattimento è prevenuto in questo turno: non ne viene inflitto
log-combat-damage-prevented-this-turn = tutto il danno da combattimento che verrebbe inflitto in questo turno sarà prevenuto
log-cant-block-by-attacker-text = { $card } non può bloccare { $attacker }: il suo testo dice che non può essere bloccato da creature simili
log-misses-next-untap = { $card } non verrà STAPpato durante la prossima sottofase di STAP del suo controllore
log-misses-this-untap = { $card } non viene STAPpato: un effetto ha detto che non lo sarebbe stato in questa sottofase di STAP
log-cant-attack-alone = { $card } non può attaccare da solo: un'altra creatura deve attaccare con lui
log-cant-block-alone = { $card } non può bloccare da solo: un'altra creatura deve bloccare con lui
log-cant-attack-power-over-hand = { $card } non può attaccare: { $source } ferma le creature con forza maggiore delle { $n } carte nella mano del suo controllore
log-takes-extra-turns = { $player } farà { $n ->
        [one] un turno extra
       *[other] { $n } turni extra
    } dopo questo
log-extra-turn-begins = un turno extra per { $player }
log-cant-pay-to-attack = { $player } non può pagare { $cost } per attaccare con quelle creature
log-paying-to-attack = l'attacco
log-must-block-it = { $card } deve bloccare { $attacker } se può, e può farlo
log-must-block = { $card } blocca ogni combattimento se può, e può farlo: deve essere dichiarato come bloccante
log-must-be-blocked = { $attacker } deve essere bloccato se possibile, e può esserlo
log-must-block-this-turn = { $card } deve bloccare { $attacker } in questo turno se può
log-removed-from-combat = { $card } viene rimosso dal combattimento
log-cant-attack-unless-defender = { $card } non può attaccare quel giocatore: può attaccare solo se { $condition }
log-cant-draw-more = { $player } non può pescare più di una carta in questo turno ({ $source }): la pescata non avviene
log-cant-attack-kept-out = { $card } non può attaccare quel giocatore: { $source } lo vieta alle creature come lei
