# log-players: l'état des joueurs et des permanents : points de vie, marqueurs, engager, les actions basées sur un état, notes.

log-gains-life = { $player } gagne { $n } { $n ->
        [one] point
       *[other] points
    } de vie : { $now } { $now ->
        [one] point
       *[other] points
    } de vie
log-loses-life = { $player } perd { $n } { $n ->
        [one] point
       *[other] points
    } de vie : { $now } { $now ->
        [one] point
       *[other] points
    } de vie
log-already-has-life = { $player } a déjà { $n } { $n ->
        [one] point
       *[other] points
    } de vie ; rien ne change
log-life-total-becomes = le total de points de vie de { $player } devient { $n } : il { $change ->
    [gain] gagne
   *[lose] perd
    } la différence

## Marqueurs des joueurs ($kind : log-counter-kind)
log-player-counters-unchanged = { $player } a { $n } { $n ->
    [one] marqueur
   *[other] marqueurs
    } { $kind } ; rien ne change
log-player-gets-counters = { $player } reçoit { $n } { $n ->
    [one] marqueur
   *[other] marqueurs
    } { $kind } : { $now } au total
log-player-loses-counters = { $player } perd { $n } { $n ->
    [one] marqueur
   *[other] marqueurs
    } { $kind } : { $now } au total

## Le type d'un marqueur, dit dans une autre ligne : $kind tel qu'il est écrit (« +1/+1 », « poison », « first strike », un type qu'une carte nomme) ; $key le même, avec « - » à la place des espaces (« first-strike »)
log-counter-kind = { $key ->
    [loyalty] de loyauté
    [defense] de défense
    [stun] d'étourdissement
    [shield] bouclier
    [poison] poison
    [energy] d'énergie
    [experience] d'expérience
    [rad] de radiation
    [ticket] ticket
    [finality] de finalité
    [lore] histoire
    [flying] vol
    [first-strike] initiative
    [double-strike] double initiative
    [deathtouch] contact mortel
    [decayed] décomposé
    [exalted] exaltation
    [haste] célérité
    [hexproof] défense talismanique
    [indestructible] indestructible
    [lifelink] lien de vie
    [menace] menace
    [reach] portée
    [shadow] ombre
    [trample] piétinement
    [vigilance] vigilance
    [charge] charge
    [time] de temps
   *[other] { $kind }
}

## Perdre la partie, et la fin de la partie
log-loses-game-life = { $player } a { $n } { $n ->
        [one] point
       *[other] points
    } de vie et perd la partie
log-loses-game-empty-library = { $player } a pioché dans une bibliothèque vide et perd la partie
log-loses-game-poison = { $player } a { $n } marqueurs poison et perd la partie
log-loses-game-commander-damage = { $player } a subi { $n } blessures de combat infligées par le commandant { $commander } et perd la partie
log-game-over-won = La partie est terminée : { $player } a gagné
log-game-over-draw = La partie est terminée : match nul

## Dés et pièces ($results : les nombres obtenus, « 3, 5 »)
log-cant-roll = { $player } ne peut pas lancer { $dice }d{ $sides } : de 1 à { $max_dice } dés de 1 à { $max_sides } faces
log-rolls-die = { $player } lance un d{ $sides } : { $result }
log-rolls-dice = { $player } lance { $dice }d{ $sides } : { $results } (total { $total })
log-flips-coin = { $player } lance une pièce : { $side ->
    [heads] face
   *[tails] pile
}

## Engager et dégager
log-cant-tap-not-a-permanent = { $card } n'est pas un permanent ; seuls les permanents s'engagent et se dégagent ; il ne se passe rien
log-becomes-tapped = { $card } devient engagé
log-becomes-untapped = { $card } devient dégagé
log-stun-counter-instead-of-untapping = { $card } a un marqueur d'étourdissement : on en retire un au lieu de le dégager

## Blessures aux permanents ($what : log-amount-of-damage ou log-an-effect)
log-not-a-permanent = { $card } n'est pas un permanent ; il ne se passe rien
log-shield-counter-prevents-damage = { $card } a un marqueur bouclier : { $n ->
    [one] { $n } blessure est prévenue
   *[other] les { $n } blessures sont prévenues
    } et un marqueur bouclier est retiré
log-protection-prevents-damage = les blessures que { $source } infligerait à { $card } ({ $n }) sont prévenues : il a la protection { $quality }
log-damage-removes-loyalty = { $card } subit { $n } { $n ->
    [one] blessure
   *[other] blessures
    } et perd { $n } { $n ->
    [one] marqueur
   *[other] marqueurs
    } de loyauté
log-damage-marked = { $n } { $n ->
    [one] blessure marquée
   *[other] blessures marquées
    } sur { $card }
log-damage-as-minus-counters = { $n ->
    [one] 1 blessure infligée
   *[other] { $n } blessures infligées
    } à { $card } par une source avec l'infection ou le flétrissement { $n ->
    [one] devient 1 marqueur -1/-1
   *[other] deviennent { $n } marqueurs -1/-1
    }
log-amount-of-damage = { $n } { $n ->
    [one] blessure
   *[other] blessures
}
log-an-effect = un effet
log-removes-defense-counters = { $card } perd { $n } { $n ->
    [one] marqueur
   *[other] marqueurs
    } de défense ({ $what })
log-siege-defeated = le dernier marqueur de défense a été retiré de { $card } : sa capacité se déclenche ({ $id } : l'exiler, puis vous pouvez la lancer transformée)

## Détruire et sacrifier
log-shield-counter-instead-of-destroying = { $card } a un marqueur bouclier : un marqueur bouclier est retiré au lieu qu'il soit détruit
log-destroyed = { $card } est détruit
log-cant-destroy-not-a-permanent = { $card } n'est pas un permanent ; il ne peut pas être détruit ; il ne se passe rien
log-indestructible-not-destroyed = { $card } est indestructible : il n'est pas détruit
log-cant-sacrifice-not-a-permanent = { $card } n'est pas un permanent ; il ne peut pas être sacrifié ; il ne se passe rien
log-sacrifices = { $player } sacrifie { $card }

## Marqueurs sur les objets ($kind : log-counter-kind)
log-counters-put-on = { $n } { $n ->
    [one] marqueur { $kind } placé
   *[other] marqueurs { $kind } placés
    } sur { $card }
log-counters-removed-from = { $n } { $n ->
    [one] marqueur { $kind } retiré
   *[other] marqueurs { $kind } retirés
    } de { $card }
log-counters-annihilate = { $card } avait à la fois des marqueurs +1/+1 et -1/-1 : { $n } de chaque sont retirés

## La note d'un joueur sur un objet ($text : les mots du joueur)
log-note-removed = la note sur { $card } est retirée
log-note-on = note sur { $card } : { $text }

## Contrôle
log-control-not-a-permanent = { $card } n'est pas un permanent (il est { $zone ->
    [Library] dans la bibliothèque
    [Hand] dans la main
    [Graveyard] dans le cimetière
    [Stack] sur la pile
    [Exile] en exil
    [Command] dans la zone de commandement
    [Battlefield] sur le champ de bataille
   *[other] dans { $zone }
    }) ; le contrôle ne change pas
log-already-controls = { $player } contrôle déjà { $card } ; rien ne change
log-control-player-left = { $player } a quitté la partie : le contrôle de { $card } ne change pas
log-gains-control = { $player } acquiert le contrôle de { $card }

## Attacher ($why : une des lignes log-why-*)
log-attach-not-on-battlefield = { $card } n'est pas sur le champ de bataille ; il ne se passe rien
log-already-attached = { $card } est déjà attaché à { $host } ; l'effet ne fait rien
log-cant-be-attached = { $card } ne peut pas être attaché à { $host } ; il ne bouge pas
log-attached = { $card } est attaché à { $host } (nouvel horodatage, 701.3c, 613.7e)
log-enters-unattached = { $card } ne peut pas être attaché à { $host } ; il arrive sans être attaché
log-enters-attached = { $card } arrive sur le champ de bataille attaché à { $host }
log-not-attached = { $card } n'est attaché à rien ; il ne se passe rien
log-becomes-unattached = { $card } n'est plus attaché
log-falls-off = { $card } { $why } : il se détache et reste sur le champ de bataille

## La règle des légendes ($n dans log-keeps-legend : combien partent)
log-legend-rule = { $player } contrôle { $n } permanents légendaires nommés { $card } : { $player } choisit celui à garder, et les autres sont mis dans les cimetières de leurs propriétaires
log-legend-rule-nothing-to-choose = la règle des légendes ne s'applique pas à { $card } : il n'y a rien à choisir
log-keeps-legend = { $player } garde { $card } ; { $n ->
    [1] l'autre va dans le cimetière de son propriétaire
   *[other] les { $n } autres vont dans les cimetières de leurs propriétaires
}

## Sagas ($last, $chapter dans log-chapter-triggers : chiffres romains ; $chapters : « I, II » ; $n dans log-read-ahead-chapters-skipped : combien ; $text : les mots du chapitre)
log-read-ahead-choice = { $card } a la lecture anticipée : { $player } choisit le chapitre avec lequel il arrive, de I à { $last }
log-saga-enters-with-lore = { $card } est une saga : elle arrive avec un marqueur histoire
log-not-a-read-ahead-saga = { $card } n'est pas une saga avec la lecture anticipée qui arrive sur le champ de bataille ; il ne se passe rien
log-chapter-out-of-range = le chapitre de { $card } doit être entre I et { $last } ; { $chapter } ne l'est pas
log-enters-with-chosen-lore = { $card } arrive avec { $n } { $n ->
    [one] marqueur
   *[other] marqueurs
    } histoire, au choix de son contrôleur
log-precombat-main-lore-counter = phase principale précombat : un marqueur histoire est placé sur { $card }
log-read-ahead-chapters-skipped = { $card } a la lecture anticipée et est arrivé ce tour-ci : { $n ->
    [one] le chapitre { $chapters } ne se déclenche pas
   *[other] les chapitres { $chapters } ne se déclenchent pas
}
log-chapter-triggers = { $card } a { $n } { $n ->
    [one] marqueur
   *[other] marqueurs
    } histoire : le chapitre { $chapter } se déclenche et va sur la pile ({ $id } : { $text })

## Jour et nuit
log-daybound-it-becomes-day = un permanent avec diurne est sur le champ de bataille et il n'était ni jour ni nuit : il devient jour
log-nightbound-it-becomes-night = un permanent avec nocturne et aucun avec diurne : il devient nuit
log-night-transforms = il fait nuit : { $card } se transforme
log-day-transforms = il fait jour : { $card } se transforme

## Actions basées sur un état ($why : une des lignes log-why-*)
log-token-ceases-to-exist = { $card } est un jeton { $zone ->
    [Library] dans la bibliothèque
    [Hand] dans la main
    [Graveyard] dans le cimetière
    [Stack] sur la pile
    [Exile] en exil
    [Command] dans la zone de commandement
    [Battlefield] sur le champ de bataille
   *[other] dans { $zone }
    } : il cesse d'exister
log-spell-copy-ceases-to-exist = { $card } est une copie d'un sort { $zone ->
    [Library] dans la bibliothèque
    [Hand] dans la main
    [Graveyard] dans le cimetière
    [Stack] sur la pile
    [Exile] en exil
    [Command] dans la zone de commandement
    [Battlefield] sur le champ de bataille
   *[other] dans { $zone }
    } : elle cesse d'exister
log-sba-put-into-graveyard = { $card } { $why } : il est mis dans le cimetière de son propriétaire
log-sba-sacrificed = { $card } { $why } : son contrôleur le sacrifie

## Pourquoi une action basée sur un état s'applique, dit après le nom du permanent
log-why-toughness-0 = a une endurance inférieure ou égale à 0
log-why-siege-no-opponent = est un Siège protégé par son contrôleur, qui n'a aucun adversaire à choisir
log-why-no-protector = n'a pas de protecteur et aucun joueur ne peut être choisi
log-refused-no-object-in-view = refusé : aucun objet { $id } dans ce que vous voyez
log-why-lethal-damage = a des blessures mortelles ({ $damage } marquées, endurance { $toughness })
log-why-deathtouch = a subi des blessures infligées par une source avec le contact mortel (702.2b)
log-why-loyalty-0 = est un planeswalker avec une loyauté de 0
log-why-defense-0 = est une bataille avec une défense de 0
log-why-aura-attached-to-nothing = est une Aura attachée à rien
log-why-aura-attached-illegally = est une Aura attachée à un objet illégal ou absent
log-why-cant-be-attached = ne peut être attaché à rien
log-why-equipment-attached-illegally = est un Équipement ou une Fortification attaché à un permanent illégal
log-why-newer-role = est un Rôle et un Rôle plus récent de son contrôleur est sur le même permanent
log-why-world-rule = est un permanent monde, et un autre a le supertype monde depuis moins longtemps (ou aussi peu)
log-why-saga-final-chapter = a { $n } { $n ->
    [one] marqueur
   *[other] marqueurs
    } histoire, son dernier chapitre est { $last }, et aucune de ses capacités de chapitre n'est sur la pile

## Une action nomme ce qui n'est pas là ($id, $name : tels que l'action les a écrits ; entre guillemets s'ils le sont)
log-id-is-an-ability = { $id } est une capacité sur la pile, pas une carte ni un jeton ; il ne se passe rien
log-id-ceased-to-exist = { $id } a cessé d'exister ; il ne se passe rien
log-no-object-with-id = aucun objet avec l'identifiant { $id } ; il ne se passe rien
log-no-player-named = aucun joueur nommé { $name } ; il ne se passe rien
log-part-of-melded-permanent = { $id } fait partie du permanent assemblé { $whole } : agissez sur ce permanent ; il ne se passe rien
log-phased-out-nothing-happens = { $card } est hors phase : il est considéré comme n'existant pas ; il ne se passe rien

## La table ($why : un problème des messages des fichiers)
log-table-set-up = table mise en place : { $players } { $players ->
    [one] joueur
   *[other] joueurs
    }, { $objects } { $objects ->
    [one] objet
   *[other] objets
}
log-rules-run-this-table = les règles mènent les tours de cette table : priorité, combat et mana
log-rules-run-the-turn-from-now-on = les règles mènent désormais le tour : priorité, combat et mana
log-table-free-from-now-on = la table est désormais libre : les joueurs font avancer le tour à la main
log-table-mode-already = la table est déjà { $mode ->
    [assisted] assistée
   *[free] libre
}
log-left-no-card-brought-in = { $player } a quitté la partie : aucune carte n'est introduite pour lui
log-card-brought-in = { $card } est introduit dans la partie : { $zone ->
    [Library] dans la bibliothèque
    [Hand] dans la main
    [Graveyard] dans le cimetière
    [Stack] sur la pile
    [Exile] en exil
    [Command] dans la zone de commandement
    [Battlefield] sur le champ de bataille
   *[other] dans { $zone }
    } (propriétaire : { $player })
log-no-card-brought-in = aucune carte n'est introduite : { $why }
log-every-arrow-removed = toutes les flèches sont retirées
log-arrow-removed = la flèche de { $source } vers { $target } est retirée
log-arrow-attacks = une flèche : { $source } attaque { $target }
log-arrow-points-at = une flèche : { $source } pointe vers { $target }
log-no-permanent-matches-nothing-transforms = aucun permanent ne correspond ; rien ne se transforme
log-ability-put-on-stack = une capacité de { $card } est mise sur la pile

## Ce que fait un effet continu, dit après le nom de l'objet ($pt : « +2/+0 » ; $from, $to, $ability : tels que l'action les a écrits)
log-effect-modifies-pt = { $pt }
log-effect-sets-base-pt = F/E de base { $power }/{ $toughness }
log-effect-switches-pt = échange sa force et son endurance
log-effect-changes-types = effet de changement de type
log-effect-gains-types = devient { $types }
log-effect-changes-text = effet de changement de texte : { $from } devient { $to }
log-effect-colorless = incolore
log-effect-color = { $color ->
    [White] blanc
    [Blue] bleu
    [Black] noir
    [Red] rouge
   *[Green] vert
}
log-effect-colors-and = { $first } et { $rest }
log-effect-gains-ability = acquiert { $ability }
log-effect-gains-quoted-ability = acquiert « { $ability } »
log-effect-loses-all-abilities = perd toutes ses capacités
log-gains-control-until-eot = { $player } acquiert le contrôle de { $card } jusqu'à la fin du tour
log-control-returns = { $card } revient sous le contrôle de { $player } : l'effet qui l'avait cédé prend fin
log-totem-armor-instead = { $card } devrait être détruit : ses blessures sont retirées et { $aura }, avec l'armure totémique, est détruite à sa place
log-protection-color = contre le { $color ->
    [White] blanc
    [Blue] bleu
    [Black] noir
    [Red] rouge
   *[Green] vert
}
log-protection-all-colors = contre toutes les couleurs
log-protection-type = contre les { $cardtype ->
    [Artifact] artefacts
    [Battle] batailles
    [Creature] créatures
    [Enchantment] enchantements
    [Instant] éphémères
    [Kindred] tribaux
    [Land] terrains
    [Planeswalker] planeswalkers
   *[Sorcery] rituels
}
log-protection-subtype = contre le type de créature { $subtype }
log-protection-multicolored = contre le multicolore
log-protection-monocolored = contre le monocolore
log-protection-everything = contre tout
log-entry-choice-asked = { $card } arrive : { $player } choisit { $choice ->
    [Unleash] s'il arrive avec un marqueur +1/+1 (déchaînement ; il ne peut alors pas bloquer tant qu'il en a un)
    [Riot] un marqueur +1/+1 ou la célérité (émeute)
    [CreatureType] un type de créature
    [CardName] un nom de carte
    [NonlandCardName] un nom de carte non-terrain
   *[other] une couleur
}
log-no-entry-choice = { $card } n'attend aucun choix en arrivant
log-entry-answer-not-offered = { $answer } ne répond pas à ce avec quoi { $card } arrive
log-chooses-as-enters = { $player } choisit pour { $card } : { $answer ->
    [Counter] un marqueur +1/+1
    [NoCounter] aucun marqueur
    [Haste] la célérité
    [White] blanc
    [Blue] bleu
    [Black] noir
    [Red] rouge
    [Green] vert
   *[other] { $answer }
}
log-gets-citys-blessing = { $player } contrôle dix permanents ou plus et obtient la bénédiction de la cité pour le reste de la partie
log-controls-enchanted = { $player } acquiert le contrôle de { $card } tant que { $source } l'enchante
log-not-a-card-name = « { $name } » n'est le nom d'aucune carte
log-not-a-nonland-card-name = { $name } est le nom d'un terrain, et le nom choisi doit être celui d'une carte non-terrain
log-hand-choice-to-exile = { $player } choisit { $n } carte(s) de sa main à exiler
log-exiles-chosen-from-hand = { $player } exile { $card } de sa main
log-cant-gain-life = { $player } ne peut pas gagner de points de vie ({ $permanent }) : aucun n'est gagné
log-choice-to-exile-from-graveyard = { $player } choisit { $n } carte(s) de son cimetière à exiler
log-exiles-chosen-from-graveyard = { $player } exile { $card } de son cimetière
log-choice-to-exile-from-graveyard-names = { $player } choisit { $n } carte(s) de son propre cimetière
log-choice-to-copy = { $player } choisit de quoi { $card } arrive sur le champ de bataille comme une copie, ou de rien
log-choice-to-copy-names = { $player } désigne un permanent sur le champ de bataille que { $card } peut copier, ou aucun
log-nothing-to-copy = rien sur le champ de bataille que { $card } puisse copier : il arrive tel quel
log-enters-as-copy = { $card } arrive sur le champ de bataille comme une copie de { $original }
log-choice-to-proliferate = { $player } choisit les permanents et les joueurs avec des marqueurs sur lesquels proliférer
log-choice-to-proliferate-names = { $player } désigne des permanents et des joueurs avec des marqueurs, chacun une fois
log-nothing-to-proliferate = aucun permanent ni joueur n'a de marqueur : { $player } ne prolifère rien
log-proliferates = { $player } prolifère : { $n } permanent(s) et joueur(s) reçoivent un autre marqueur de chaque type déjà présent
log-choice-to-untap = { $player } choisit jusqu'à { $n } terrain(s) engagé(s) à dégager
log-choice-to-untap-names = { $player } désigne jusqu'à { $n } terrain(s) engagé(s), chacun une fois
log-nothing-to-untap = aucun terrain n'est engagé : { $player } ne dégage rien
log-choice-to-discard-to-enter = { $player } choisit une carte à défausser pour que { $card } arrive sur le champ de bataille, ou aucune
log-choice-to-discard-to-enter-names = { $player } désigne une carte de sa main que { $card } lui permet de défausser, ou aucune
log-doesnt-enter-without-discard = rien de défaussé : { $card } est mis dans le cimetière de son propriétaire au lieu d'arriver sur le champ de bataille
log-choice-to-put-back-or-pay = { $player } choisit lesquelles de { $n } carte(s) piochée(s) ce tour-ci remettre sur le dessus de sa bibliothèque ; chacune gardée coûte { $life } points de vie
log-choice-to-put-back-or-pay-names = { $player } désigne jusqu'à { $n } carte(s) de sa main piochée(s) ce tour-ci, chacune une fois
log-nothing-drawn-this-turn = { $player } n'a en main aucune carte piochée ce tour-ci : rien à remettre ni à payer
log-cant-pay-life-for-cards = { $player } ne peut pas payer { $n } points de vie avec { $life } : il doit remettre plus de cartes
log-pays-life-to-keep = { $player } paie { $n } points de vie pour garder une carte piochée ce tour-ci
log-choice-to-keep-one-of-each = { $player } choisit les permanents qu'il garde, un de chaque type ; les autres seront sacrifiés
log-choice-to-keep-one-of-each-names = { $player } désigne un permanent qu'il contrôle de chaque type dont il en a, chacun pour un type différent
log-nothing-to-keep = { $player } ne contrôle aucun permanent de ces types : il n'en garde aucun
log-choice-to-return-from-graveyard = { $player } choisit jusqu'à une carte de son cimetière à renvoyer dans sa main
log-choice-to-return-from-graveyard-names = { $player } désigne jusqu'à une carte de son propre cimetière du type que l'effet renvoie
log-nothing-in-graveyard-to-return = le cimetière de { $player } ne contient rien que l'effet renvoie
