# log-turn: le tour, ses étapes, la priorité, les attaques, les blocages et les blessures de combat.

log-no-creature-can-attack = { $player } n'a aucune créature qui puisse attaquer
log-passes-until-later-attacks-with-nothing = { $player } passe jusqu'à plus tard et n'attaque avec rien
log-no-creature-can-block = { $player } n'a aucune créature qui puisse bloquer

## Étapes et phases (parties d'autres lignes : le nom, et avec l'article)

log-turn-step = { $step ->
    [Untap] étape de dégagement
    [Upkeep] étape d'entretien
    [Draw] étape de pioche
    [PrecombatMain] première phase principale
    [BeginningOfCombat] étape de début du combat
    [DeclareAttackers] étape de déclaration des attaquants
    [DeclareBlockers] étape de déclaration des bloqueurs
    [CombatDamage] étape des blessures de combat
    [EndOfCombat] étape de fin du combat
    [PostcombatMain] seconde phase principale
    [End] étape de fin
   *[Cleanup] étape de nettoyage
}
log-turn-the-step = { $step ->
    [Untap] l'étape de dégagement
    [Upkeep] l'étape d'entretien
    [Draw] l'étape de pioche
    [PrecombatMain] la première phase principale
    [BeginningOfCombat] l'étape de début du combat
    [DeclareAttackers] l'étape de déclaration des attaquants
    [DeclareBlockers] l'étape de déclaration des bloqueurs
    [CombatDamage] l'étape des blessures de combat
    [EndOfCombat] l'étape de fin du combat
    [PostcombatMain] la seconde phase principale
    [End] l'étape de fin
   *[Cleanup] l'étape de nettoyage
}

## Le tour : son début, ses étapes, l'étape de dégagement et l'étape de nettoyage

log-turn-begins = tour { $n } : tour de { $player }
log-step-begins = { $step } de { $player }
log-second-combat-damage-step-begins = seconde étape des blessures de combat de { $player }
log-no-attackers-steps-skipped = aucune créature n'attaque : les étapes de déclaration des bloqueurs et des blessures de combat sont passées
log-plays-first-skips-draw = { $player } joue en premier et passe la pioche de son premier tour
log-untaps-permanents = { $player } dégage { $n ->
    [one] { $n } permanent
   *[other] { $n } permanents
}
log-doesnt-untap = { $card } ne se dégage pas : son texte, celui de ce qui lui est attaché, ou celui d'un permanent qui nomme son genre le dit
log-discard-down-then-pass = { $player } a { $n } cartes en main : défaussez-vous jusqu'à { $max }, puis passez
log-cleanup-damage-wears-off = nettoyage : les blessures disparaissent et les effets « jusqu'à la fin du tour » prennent fin
log-turn-arrows-removed = les flèches du tour sont retirées
log-game-over-won-no-more-turns = la partie est terminée : { $player } a gagné (104.2a) ; plus aucun tour
log-game-over-nobody-left = la partie est terminée : il n'y reste personne ; plus aucun tour

## Le jour et la nuit

log-no-spells-day-becomes-night = il faisait jour et le joueur actif du tour précédent n'a lancé aucun sort : il devient nuit
log-spells-night-becomes-day = il faisait nuit et le joueur actif du tour précédent a lancé { $n } sorts : il devient jour
log-neither-day-nor-night-no-check = il ne fait ni jour ni nuit ; pas de vérification
log-day-or-night-stays = une fois qu'il est devenu jour ou nuit, la partie est toujours dans l'un des deux états ; il ne se passe rien
log-day-becomes-night = le jour laisse place à la nuit
log-night-becomes-day = la nuit laisse place au jour
log-it-becomes-day = il devient jour
log-it-becomes-night = il devient nuit

## La priorité

log-receives-priority = { $player } reçoit la priorité
log-passes-priority = { $player } passe la priorité{ $auto ->
    [yes] {" "}(pas d'arrêt ici)
   *[no] {""}
}
log-passes-priority-with-mana = { $player } passe la priorité{ $auto ->
    [yes] {" "}(pas d'arrêt ici)
   *[no] {""}
    } avec { $mana } dans sa réserve de mana (106.4b)
log-table-free-passes-nothing = la table est libre : personne n'a la priorité, faites avancer le tour à la main ({ $player } n'a rien à passer)
log-doesnt-hold-priority = { $player } n'a pas la priorité ({ $holder } l'a) ; il ne se passe rien
log-nobody-holds-priority = personne n'a la priorité pendant cette étape ; { $player } ne passe rien
log-discard-down-first = { $player } a { $n } cartes en main : défaussez-vous d'abord jusqu'à { $max } (il ne se passe rien)
log-done-discarding = { $player } a fini de se défausser

## La déclaration des attaquants

log-declares-no-attackers = { $player } ne déclare aucun attaquant
log-attacks = { $card } attaque { $target }
log-attackers-declared-in-their-step = les attaquants sont déclarés pendant l'étape de déclaration des attaquants, pas pendant { $now }
log-only-active-player-attacks = { $player } n'est pas le joueur actif : seul le joueur actif attaque
log-attackers-already-declared = les attaquants ont déjà été déclarés pendant ce combat
log-cant-attack-not-creature = { $card } ne peut pas attaquer : ce n'est pas une créature sur le champ de bataille
log-cant-attack-not-controlled = { $card } ne peut pas attaquer : { $player } ne le contrôle pas
log-cant-attack-battle = { $card } ne peut pas attaquer : c'est une bataille
log-cant-attack-tapped = { $card } ne peut pas attaquer : il est engagé
log-cant-attack-summoning-sick = { $card } ne peut pas attaquer : il n'est pas sous le contrôle de son contrôleur depuis le début du tour et n'a pas la célérité
log-cant-attack-defender = { $card } ne peut pas attaquer : il a le défenseur
log-cant-attack-unless-defender-controls = { $card } ne peut pas attaquer : le joueur défenseur ne contrôle { $land ->
    [Plains] aucune Plaine
    [Island] aucune Île
    [Swamp] aucun Marais
    [Mountain] aucune Montagne
    [Forest] aucune Forêt
   *[other] aucun { $land }
}
log-cant-attack-by-its-text = { $card } ne peut pas attaquer : son texte dit qu'il ne peut pas attaquer
log-cant-attack-declared-twice = { $card } ne peut pas attaquer : il est déclaré deux fois
log-cant-attack-that = { $card } ne peut pas attaquer { $target } : une créature attaque un adversaire, un planeswalker contrôlé par un adversaire ou une bataille protégée par un adversaire
log-must-attack = { $card } attaque à chaque combat si possible, et il le peut : il doit être déclaré attaquant

## La déclaration des bloqueurs

log-declares-no-blockers = { $player } ne déclare aucun bloqueur
log-blocks = { $card } bloque { $attacker }
log-blockers-declared-in-their-step = les bloqueurs sont déclarés pendant l'étape de déclaration des bloqueurs, pas pendant { $now }
log-nothing-attacking-player = rien n'attaque { $player }, ni un planeswalker qu'il contrôle, ni une bataille qu'il protège
log-blockers-already-declared = { $player } a déjà déclaré ses bloqueurs pendant ce combat
log-cant-block-not-creature = { $card } ne peut pas bloquer { $attacker } : ce n'est pas une créature sur le champ de bataille
log-cant-block-not-controlled = { $card } ne peut pas bloquer { $attacker } : { $player } ne le contrôle pas
log-cant-block-battle = { $card } ne peut pas bloquer { $attacker } : c'est une bataille
log-cant-block-tapped = { $card } ne peut pas bloquer { $attacker } : il est engagé
log-cant-block-by-its-text = { $card } ne peut pas bloquer { $attacker } : son texte dit qu'il ne peut pas bloquer
log-cant-block-two-attackers = { $card } ne peut pas bloquer { $attacker } : une créature ne bloque qu'un seul attaquant
log-cant-block-same-attacker-twice = { $card } ne peut pas bloquer { $attacker } deux fois
log-cant-block-more-attackers = { $card } ne peut pas bloquer { $attacker } : il ne peut bloquer que { $n } créatures attaquantes
log-cant-block-not-attacking = { $card } ne peut pas bloquer { $attacker } : cette créature n'attaque pas
log-cant-block-not-attacking-player = { $card } ne peut pas bloquer { $attacker } : celui-ci n'attaque ni { $player }, ni un planeswalker qu'il contrôle, ni une bataille qu'il protège
log-cant-block-flying = { $card } ne peut pas bloquer { $attacker } : celui-ci a le vol, et le bloqueur n'a ni le vol ni la portée
log-cant-block-protection = { $card } ne peut pas bloquer { $attacker } : il a la protection { $quality }
log-cant-block-only-flyers = { $card } ne peut pas bloquer { $attacker } : il ne peut bloquer que des créatures avec le vol
log-cant-block-unblockable = { $card } ne peut pas bloquer { $attacker } : celui-ci ne peut pas être bloqué
log-cant-block-shadow = { $card } ne peut pas bloquer { $attacker } : celui-ci a l'ombre, et le bloqueur non
log-cant-block-without-shadow = { $card } ne peut pas bloquer { $attacker } : le bloqueur a l'ombre, et l'attaquant non
log-cant-block-fear = { $card } ne peut pas bloquer { $attacker } : celui-ci a la terreur, et le bloqueur n'est ni un artefact ni noir
log-cant-block-intimidate = { $card } ne peut pas bloquer { $attacker } : celui-ci a l'intimidation, et le bloqueur n'est pas un artefact et n'a aucune couleur en commun avec lui
log-cant-block-landwalk = { $card } ne peut pas bloquer { $attacker } : celui-ci a la traversée ({ $land }), et son contrôleur contrôle un { $land }
log-cant-block-horsemanship = { $card } ne peut pas bloquer { $attacker } : celui-ci a « horsemanship », et le bloqueur non
log-cant-block-skulk = { $card } ne peut pas bloquer { $attacker } : celui-ci a « skulk », et le bloqueur a une force supérieure
log-cant-block-power-at-most = { $card } ne peut pas bloquer { $attacker } : celui-ci ne peut pas être bloqué par des créatures de force { $n } ou moins
log-cant-block-lesser-power = { $card } ne peut pas bloquer { $attacker } : les créatures de force inférieure à la sienne ne peuvent pas le bloquer
log-cant-block-power-at-least-own = { $card } ne peut pas bloquer { $attacker } : il ne peut pas bloquer les créatures de force { $n } ou plus
log-cant-block-power-at-most-own = { $card } ne peut pas bloquer { $attacker } : il ne peut pas bloquer les créatures de force { $n } ou moins
log-blocked-by-one-at-most = { $card } ne peut pas être bloqué par plus d'une créature
log-menace-needs-two-blockers = { $card } a la menace : il ne peut être bloqué que par deux créatures ou plus

## Les blessures de combat

log-damage-will-be-divided = les blessures de combat de { $card } seront réparties : { $shares }
log-damage-will-be-divided-nowhere = les blessures de combat de { $card } seront réparties :{" "}
log-damage-share = { $n } à { $target }
log-damage-shares = { $first }, { $rest }
log-damage-must-equal-power = { $card } assigne des blessures de combat égales à sa force, { $power }, pas { $n }
log-cant-assign-damage-to = { $card } ne peut pas assigner de blessures de combat à { $target }
log-must-assign-lethal-damage-first = { $card } doit assigner des blessures mortelles à { $target } avant d'en assigner à ce qu'il attaque
log-not-attacking-or-blocking = { $card } n'attaque pas et ne bloque pas
log-first-strikers-deal-damage-first = les créatures avec l'initiative ou la double initiative infligent leurs blessures de combat en premier
log-second-combat-damage-step-dealers = la seconde étape des blessures de combat : les autres créatures, et celles avec la double initiative
log-deals-combat-damage = { $source } inflige { $n ->
    [one] { $n } blessure
   *[other] { $n } blessures
    } de combat à { $target }
log-deals-damage = { $source } inflige { $n ->
    [one] { $n } blessure
   *[other] { $n } blessures
    } à { $target }
log-lifelink-gains-life = lien de vie : { $player } gagne { $n ->
    [one] { $n } point
   *[other] { $n } points
    } de vie
log-combat-ends = fin du combat : plus aucune créature n'attaque ni ne bloque

## Le phasing

log-phases-out = { $card } passe hors phase : il est considéré comme n'existant pas
log-phases-out-with-attached = { $card } passe hors phase : il est considéré comme n'existant pas, et { $n ->
    [one] { $n } permanent qui lui est attaché passe
   *[other] { $n } permanents qui lui sont attachés passent
    } hors phase indirectement (702.26g)
log-already-phased-out = { $card } est déjà hors phase ; il ne se passe rien
log-cant-phase-out-not-on-battlefield = { $card } n'est pas sur le champ de bataille ; il ne se passe rien
log-isnt-phased-out = { $card } n'est pas hors phase ; il ne se passe rien
log-phased-out-indirectly = { $card } est passé hors phase indirectement : il ne revient en phase qu'avec ce à quoi il est attaché
log-phases-in = { $card } revient en phase : la partie le considère de nouveau comme existant

## Les protecteurs des batailles

log-protects-battle = { $player } est le protecteur de { $battle } ({ $how ->
    [only-opponent] le seul adversaire de son contrôleur
    [controller] son contrôleur
   *[choice] au choix de son contrôleur
    })
log-chooses-protector = { $player } choisit quel adversaire protège { $battle }
log-not-a-battle = { $card } n'est pas une bataille sur le champ de bataille ; il ne se passe rien
log-cant-protect-battle = { $player } ne peut pas protéger { $battle } : seul un adversaire de son contrôleur le peut

## Les commandants

log-commander-goes-to-command-zone = { $card } est un commandant { $zone ->
    [Graveyard] dans le cimetière
    [Exile] en exil
   *[other] en { $zone }
    } : son propriétaire le met dans la zone de commandement
log-commander-cast-first-time = { $card } est lancé depuis la zone de commandement pour la première fois : pas de taxe de commandant
log-commander-tax = { $card } est lancé depuis la zone de commandement ({ $n }e fois) : il coûte {"{"}{ $tax }{"}"} de plus (taxe de commandant)
log-not-a-commander = { $card } n'est pas un commandant ; il ne se passe rien
log-commander-will-go-to-command-zone = le propriétaire de { $card } le mettra dans la zone de commandement au lieu d'une main, d'une bibliothèque, d'un cimetière ou de l'exil
log-commander-will-go-where-it-goes = le propriétaire de { $card } le laissera aller là où il va, pas dans la zone de commandement
log-commander-damage-dealt = { $player } a subi { $n ->
    [one] { $n } blessure de combat infligée
   *[other] { $n } blessures de combat infligées
    } par le commandant { $commander }
log-all-combat-damage-prevented = toutes les blessures de combat sont prévenues ce tour-ci : aucune n'est infligée
log-combat-damage-prevented-this-turn = toutes les blessures de combat qui seraient infligées ce tour-ci seront prévenues
log-cant-block-by-attacker-text = { $card } ne peut pas bloquer { $attacker } : son texte dit qu'il ne peut pas être bloqué par de telles créatures
log-misses-next-untap = { $card } ne se dégagera pas lors de la prochaine étape de dégagement de son contrôleur
log-misses-this-untap = { $card } ne se dégage pas : un effet a dit qu'il ne le ferait pas lors de cette étape de dégagement
log-cant-attack-alone = { $card } ne peut pas attaquer seul : une autre créature doit attaquer avec lui
log-cant-block-alone = { $card } ne peut pas bloquer seul : une autre créature doit bloquer avec lui
log-cant-attack-power-over-hand = { $card } ne peut pas attaquer : { $source } arrête les créatures dont la force est supérieure aux { $n } cartes de la main de son contrôleur
log-takes-extra-turns = { $player } jouera { $n ->
        [one] un tour supplémentaire
       *[other] { $n } tours supplémentaires
    } après celui-ci
log-extra-turn-begins = un tour supplémentaire pour { $player }
log-cant-pay-to-attack = { $player } ne peut pas payer { $cost } pour attaquer avec ces créatures
log-paying-to-attack = l'attaque
log-must-block-it = { $card } doit bloquer { $attacker } si possible, et il le peut
log-must-block = { $card } bloque à chaque combat si possible, et il le peut : il doit être déclaré bloqueur
log-must-be-blocked = { $attacker } doit être bloqué si possible, et il peut l'être
log-must-block-this-turn = { $card } doit bloquer { $attacker } ce tour-ci si possible
log-removed-from-combat = { $card } est retiré du combat
log-cant-attack-unless-defender = { $card } ne peut pas attaquer ce joueur : elle ne peut attaquer que si { $condition }
log-cant-draw-more = { $player } ne peut pas piocher plus d'une carte ce tour-ci ({ $source }) : la pioche n'a pas lieu
log-cant-attack-kept-out = { $card } ne peut pas attaquer ce joueur : { $source } l'interdit aux créatures comme elle
