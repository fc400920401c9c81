# log-actions: la phrase de chaque action, sur la ligne qui l'ouvre (rules::words).
# Le premier mot d'une phrase à l'infinitif suit $case : "lower" là où la phrase est l'effet
# d'une capacité, dit après "... sur la pile : ". Un nom qui ouvre une phrase y est mis en
# minuscule par le code. Les parties facultatives d'une phrase sont des messages à part, chacun
# avec son espace initial ({" "}) ou sa virgule, ou rien. $zone dit aussi la préposition
# ("en exil", "dans la main de son propriétaire").

## La ligne qui ouvre une action, et une action dite comme celle d'un joueur

log-action-requested = > { $action }
log-action-by = { $player } : { $action }

## Listes, et les mots dont elles sont faites

log-action-and = { $a } et { $b }
log-action-or = { $a } ou { $b }
log-action-comma = { $a }, { $b }
log-action-space = { $a } { $b }
log-action-none = aucun
log-action-no-cards = aucune
log-action-nothing = rien
log-action-in-all = ... ({ $n } en tout)
log-action-hidden-card = une carte cachée

## Faces : transformer et convertir, face cachée et face visible, manifester

log-action-transform = { $case ->
    [lower] transformer
   *[other] Transformer
    } { $card }
log-action-transform-all = { $case ->
    [lower] transformer
   *[other] Transformer
    } chaque permanent qui { $filter }
log-action-convert = { $case ->
    [lower] convertir
   *[other] Convertir
    } { $card }
log-action-turn-face-down = { $case ->
    [lower] retourner
   *[other] Retourner
    } { $card } face cachée ({ $kind })
log-action-turn-face-up = { $case ->
    [lower] retourner
   *[other] Retourner
    } { $card } face visible
log-action-turn-face-up-for-cost = { $case ->
    [lower] retourner
   *[other] Retourner
    } { $card } face visible pour son coût
log-action-manifest = { $player } manifeste la carte du dessus de sa bibliothèque
log-action-cloak = { $player } voile la carte du dessus de sa bibliothèque
log-action-manifest-dread = { $player } manifeste l'effroi
log-action-face-down-kind = { $kind ->
    [Plain] une 2/2
    [Morph] mue
    [Megamorph] mégamue
    [Disguise] déguisement
    [Manifest] manifestation
    [Cloak] voile
   *[ManifestDread] manifestation de l'effroi
    }

## Ce que doit être un permanent ("chaque permanent qui ...")

log-action-filter-named = s'appelle { $name }
log-action-filter-subtype = est un { $subtype }
log-action-filter-type = { $cardtype ->
    [Artifact] est un artefact
    [Battle] est une bataille
    [Creature] est une créature
    [Enchantment] est un enchantement
    [Instant] est un éphémère
    [Kindred] est un tribal
    [Land] est un terrain
    [Planeswalker] est un planeswalker
    [Sorcery] est un rituel
   *[other] est un { $cardtype }
    }
log-action-filter-controller = est contrôlé par { $player }
log-action-filter-token = est un jeton
log-action-filter-nontoken = n'est pas un jeton
log-action-filter-not = non ({ $filter })

## Zones : déplacer, arriver sur le champ de bataille, lancer, résoudre, cartes venues de l'extérieur de la partie

log-action-move = { $case ->
    [lower] déplacer
   *[other] Déplacer
    } { $card } { $place }
log-action-library-top = au-dessus de la bibliothèque de son propriétaire
log-action-library-bottom = au-dessous de la bibliothèque de son propriétaire
log-action-library-nth = dans la bibliothèque de son propriétaire, en { $ord ->
   *[other] { $n ->
        [1] 1re
       *[other] { $n }e
        }
    } position à partir du dessus
log-action-zone = { $zone ->
    [Library] dans la bibliothèque
    [Hand] dans la main de son propriétaire
    [Battlefield] sur le champ de bataille
    [Graveyard] dans le cimetière de son propriétaire
    [Stack] sur la pile
    [Exile] en exil
   *[Command] dans la zone de commandement
    }
log-action-put-onto-battlefield = { $case ->
    [lower] mettre
   *[other] Mettre
    } { $card } sur le champ de bataille{ $transformed }{ $face }{ $control }{ $copy }{ $attached }{ $counters }
log-action-transformed = {" "}transformé
log-action-face-down = {" "}face cachée ({ $kind })
log-action-under-control = {" "}sous le contrôle de { $player }
log-action-as-copy = {" "}en tant que copie de { $card }{ $except }
log-action-except = , sauf : { $exceptions }
log-action-attached = {" "}attaché à { $target }
log-action-play-land = { $case ->
    [lower] jouer
   *[other] Jouer
    } { $card }
log-action-cast = { $case ->
    [lower] lancer
   *[other] Lancer
    } { $card }{ $how }{ $x }{ $modes }{ $targets }{ $pay }{ $additional }{ $helpers }
log-action-modes = {" "}en choisissant { $n ->
    [one] le mode
   *[other] les modes
    } { $modes }
log-action-activate = { $case ->
    [lower] activer
   *[other] Activer
    } la capacité { $n } de { $card }{ $targets }{ $pay }{ $additional }
log-action-fused = {" "}avec la fusion
log-action-prototyped = {" "}en prototype
log-action-back-face-up = {" "}face arrière visible
log-action-with-x = {" "}avec X = { $x }
log-action-offer-cast = { $player } peut lancer { $card }{ $transformed }{ $free } maintenant
log-action-without-mana-cost = {" "}sans payer son coût de mana
log-action-decline-cast = { $player } ne lance pas la carte offerte
log-action-find = { $player } trouve { $cards }
log-action-find-nothing = { $player } ne trouve rien
log-action-choose-cards = { $player } choisit { $cards }
log-action-pay-unless = { $player } paie
log-action-dont-pay-unless = { $player } ne paie pas
log-action-kicked = {" "}avec kick
log-action-additional = {" "}(son coût additionnel prend { $objects })
log-action-paying = {" "}en payant { $mana }
log-action-paying-life = {" "}en payant { $life } points de vie
log-action-paying-and-life = {" "}en payant { $mana } et { $life } points de vie
log-action-targeting = {" "}en ciblant { $targets }
log-action-resolve = { $case ->
    [lower] résoudre
   *[other] Résoudre
    } l'objet au sommet de la pile
log-action-bring = { $case ->
    [lower] faire
   *[other] Faire
    } entrer { $card } dans la partie depuis l'extérieur : { $zone } ({ $owner })

## Jetons et marqueurs

log-action-create-token = { $player } crée { $n ->
    [1] { $token }
   *[other] { $n } × { $token }
    }{ $tapped }{ $transformed }{ $attached }
log-action-token-tapped = , engagé
log-action-token-transformed = , transformé
log-action-token-attached = , attaché à { $target }
log-action-token-named = un jeton { $name }
log-action-token-pt = un jeton { $power }/{ $toughness } { $name }
log-action-token = un jeton
log-action-token-copy = un jeton copie de { $card }
log-action-token-copy-except = un jeton copie de { $card }, sauf : { $exceptions }
log-action-incubate = { $player } incube { $n }
log-action-counters = { $n ->
    [1] un marqueur { $kind }
   *[other] { $n } marqueurs { $kind }
    }
log-action-add-counters = { $case ->
    [lower] placer
   *[other] Placer
    } { $counters } sur { $card }
log-action-remove-counters = { $case ->
    [lower] retirer
   *[other] Retirer
    } { $counters } de { $card }

## Les exceptions d'un effet de copie (707.9b), jointes par "et"

log-action-except-named = il s'appelle { $name }
log-action-except-colorless = il est incolore
log-action-except-colors = il est { $colors }
log-action-except-supertypes = ses supertypes sont : { $list }
log-action-except-types = ses types de carte sont : { $list }
log-action-except-subtypes = ses sous-types sont : { $list }
log-action-except-pt = il est { $power }/{ $toughness }
log-action-except-power = sa force est { $power }
log-action-except-toughness = son endurance est { $toughness }
log-action-except-text = son texte de règles est remplacé
log-action-color-adjective = { $color ->
    [White] blanc
    [Blue] bleu
    [Black] noir
    [Red] rouge
   *[Green] vert
    }
log-action-color = { $color ->
    [White] blanc
    [Blue] bleu
    [Black] noir
    [Red] rouge
   *[Green] vert
    }
log-action-supertype = { $supertype ->
    [Basic] de base
    [Legendary] légendaire
    [Snow] neige
   *[World] monde
    }
log-action-card-type = { $cardtype ->
    [Artifact] Artefact
    [Battle] Bataille
    [Creature] Créature
    [Enchantment] Enchantement
    [Instant] Éphémère
    [Kindred] Tribal
    [Land] Terrain
    [Planeswalker] Planeswalker
    [Sorcery] Rituel
   *[other] { $cardtype }
    }

## Attachements, statut, et les choix que les règles donnent à un contrôleur

log-action-attach = { $case ->
    [lower] attacher
   *[other] Attacher
    } { $card } à { $target }
log-action-unattach = { $case ->
    [lower] détacher
   *[other] Détacher
    } { $card }
log-action-tap = { $case ->
    [lower] engager
   *[other] Engager
    } { $card }
log-action-untap = { $case ->
    [lower] dégager
   *[other] Dégager
    } { $card }
log-action-destroy = { $case ->
    [lower] détruire
   *[other] Détruire
    } { $card }
log-action-sacrifice = { $case ->
    [lower] sacrifier
   *[other] Sacrifier
    } { $card }
log-action-keep-legend = { $case ->
    [lower] garder
   *[other] Garder
    } { $card } (la règle des légendes)
log-action-meld = { $case ->
    [lower] assembler
   *[other] Assembler
    } { $card }
log-action-flip = { $case ->
    [lower] retourner
   *[other] Retourner
    } { $card }
log-action-phase-out = { $card } passe hors phase
log-action-phase-in = { $card } revient en phase
log-action-order-triggers = { $player } ordonne ses capacités déclenchées : { $order }
log-action-choose-targets = { $player } choisit les cibles de { $ability } : { $targets }
log-action-choose-yes = { $player } choisit de faire ce que dit { $ability }
log-action-choose-no = { $player } choisit de ne pas faire ce que dit { $ability }
log-action-choose-chapter = { $card } commence au chapitre { $chapter }
log-action-protector = { $player } protège { $card }
log-action-gain-control = { $player } acquiert le contrôle de { $card }
log-action-deal-damage = { $case ->
    [lower] infliger
   *[other] Infliger
    } { $n } { $n ->
    [one] blessure
   *[other] blessures
    } à { $card }
log-action-source-deals-damage = { $source } inflige { $n } { $n ->
    [one] blessure
   *[other] blessures
    } à { $card }

## Effets continus et de copie

log-action-signed = { $sign ->
    [minus] -
   *[plus] +
    }{ $n }
log-action-until-end-of-turn = {" "}jusqu'à la fin du tour
log-action-modify-pt = { $card } reçoit { $power }/{ $toughness }{ $until }
log-action-set-pt = { $card } a une force et une endurance de base de { $power }/{ $toughness }{ $until }
log-action-switch-pt = { $case ->
    [lower] échanger
   *[other] Échanger
    } la force et l'endurance de { $card }{ $until }
log-action-change-text = "{ $from }" devient "{ $to }" dans le texte de { $card }
log-action-become-colors = { $card } devient [{ $colors }]
log-action-add-types = { $card } devient { $types } en plus de ses autres types{ $until }
log-action-every-creature-type = tous les types de créature
log-action-gain-ability = { $card } acquiert { $ability }{ $until }
log-action-lose-all-abilities = { $card } perd toutes ses capacités{ $until }
log-action-become-copy = { $card } devient une copie de { $original }{ $except }{ $until }

## Capacités et copies sur la pile, et exiler puis renvoyer

log-action-stack = { $source } met { $kind ->
    [Triggered] une capacité déclenchée
    [Delayed] une capacité déclenchée retardée
   *[Activated] une capacité activée
    } sur la pile : { $effect }
log-action-resolve-ability = { $case ->
    [lower] résoudre
   *[other] Résoudre
    } la capacité { $id }
log-action-copy-spell = { $case ->
    [lower] copier
   *[other] Copier
    } { $spell }
log-action-copy-spell-for = { $case ->
    [lower] copier
   *[other] Copier
    } { $spell } pour { $player }
log-action-exile-and-return = { $case ->
    [lower] exiler
   *[other] Exiler
    } { $card }, puis le renvoyer sur le champ de bataille{ $transformed }{ $control }

## Le tour

log-action-pass-turn = { $case ->
    [lower] passer
   *[other] Passer
    } le tour
log-action-next-step = { $case ->
    [lower] passer
   *[other] Passer
    } à l'étape suivante

## Bibliothèques et mains, et ce que les joueurs regardent

log-action-draw = { $player } pioche { $n ->
    [1] une carte
   *[other] { $n } cartes
    }
log-action-mill = { $player } meule { $n }
log-action-mulligan = { $player } fait un mulligan
log-action-keep = { $player } garde sa main{ $n ->
    [0] {""}
    [one] , une carte au-dessous de sa bibliothèque
   *[other] , { $n } cartes au-dessous de sa bibliothèque
    }
log-action-reveal = { $case ->
    [lower] révéler
   *[other] Révéler
    } { $card }
log-action-look-at = { $player } regarde { $card }
log-action-reveal-hand = { $player } révèle sa main
log-action-reveal-hand-to = { $player } révèle sa main à { $to }
log-action-look-at-top = { $player } regarde les { $n } du dessus de sa bibliothèque
log-action-scry = { $player } fait un regard { $n } : { $top } au-dessus, { $bottom } au-dessous
log-action-surveil = { $player } surveille { $n } : { $top } au-dessus, { $graveyard } au cimetière
log-action-conceal = { $case ->
    [lower] cacher
   *[other] Cacher
    } de nouveau { $card }
log-action-search = { $player } cherche dans sa bibliothèque
log-action-end-search = { $player } arrête de chercher dans sa bibliothèque
log-action-top-revealed = { $player } joue avec la carte du dessus de sa bibliothèque révélée
log-action-top-hidden = { $player } cesse de révéler la carte du dessus de sa bibliothèque
log-action-discard-at-random = { $player } se défausse de { $n } au hasard

## Les flèches de la table

log-action-arrow-attacks = { $card } attaque { $target }
log-action-arrow = { $case ->
    [lower] une flèche
   *[other] Une flèche
    } de { $card } vers { $target }
log-action-remove-arrow = { $case ->
    [lower] retirer
   *[other] Retirer
    } la flèche de { $card } vers { $target }
log-action-clear-arrows = { $case ->
    [lower] retirer
   *[other] Retirer
    } toutes les flèches

## Joueurs : blessures et points de vie, marqueurs, commandants, notes, jour et nuit, dés, la partie

log-action-damage-player = { $source } inflige { $n } { $n ->
    [one] blessure
   *[other] blessures
    }{ $combat ->
    [yes] {" "}de combat
   *[no] {""}
    } à { $player }
log-action-commander-to-command-zone = { $card } : son propriétaire le met dans la zone de commandement quand il irait ailleurs
log-action-commander-goes-elsewhere = { $card } : son propriétaire le laisse aller où il va, pas dans la zone de commandement
log-action-remove-note = { $case ->
    [lower] retirer
   *[other] Retirer
    } la note sur { $card }
log-action-note = { $case ->
    [lower] note
   *[other] Note
    } sur { $card } : { $text }
log-action-day = { $case ->
    [lower] il
   *[other] Il
    } devient jour
log-action-night = { $case ->
    [lower] il
   *[other] Il
    } devient nuit
log-action-neither-day-nor-night = { $case ->
    [lower] il
   *[other] Il
    } n'est plus ni jour ni nuit
log-action-shuffle = { $player } mélange sa bibliothèque
log-action-roll = { $player } lance { $n ->
    [1] un d{ $sides }
   *[other] { $n }d{ $sides }
    }
log-action-flip-coin = { $player } lance une pièce
log-action-gain-life = { $player } gagne { $n } { $n ->
    [one] point
   *[other] points
    } de vie
log-action-lose-life = { $player } perd { $n } { $n ->
    [one] point
   *[other] points
    } de vie
log-action-set-life = { $player } a désormais { $n } { $n ->
    [one] point
   *[other] points
    } de vie
log-action-concede = { $player } concède
log-action-time-ran-out = { $player } n'a plus de temps
log-action-player-gets-counters = { $player } reçoit { $counters }
log-action-remove-player-counters = { $case ->
    [lower] retirer
   *[other] Retirer
    } { $counters } à { $player }

## Le tour mené par les règles : priorité, arrêts, combat, mana

log-action-assisted = { $case ->
    [lower] laisser
   *[other] Laisser
    } les règles mener le tour
log-action-free = { $case ->
    [lower] mener
   *[other] Mener
    } le tour à la main (table libre)
log-action-pass-priority = { $player } passe la priorité{ $until ->
    [SomethingHappens] {" "}jusqu'à ce qu'il se passe quelque chose
    [EndOfTurn] {" "}jusqu'à la fin du tour
    [MyTurn] {" "}jusqu'à son prochain tour
   *[none] {""}
    }
log-action-set-stops = { $player } s'arrête pendant ses tours à : { $own } ; pendant les tours des autres à : { $others }
log-action-nowhere = nulle part
log-action-attacks-with-nothing = { $player } n'attaque avec aucune créature
log-action-attacks = { $player } attaque : { $attackers }
log-action-attacker = { $attacker } contre { $target }
log-action-blocks-with-nothing = { $player } ne bloque avec aucune créature
log-action-blocks = { $player } bloque : { $blockers }
log-action-blocker = { $blocker } bloque { $attacker }
log-action-divide-damage = { $case ->
    [lower] répartir
   *[other] Répartir
    } les blessures de combat de { $card } : { $assignments }
log-action-damage-to = { $n } à { $target }
log-action-add-mana = { $case ->
    [lower] ajouter
   *[other] Ajouter
    } { $mana } à la réserve de mana de { $player }
log-action-tap-for = { $case ->
    [lower] engager
   *[other] Engager
    } { $card } pour { $mana }
log-action-tap-for-mana = { $case ->
    [lower] engager
   *[other] Engager
    } { $card } pour du mana
log-action-tap-lands-for = { $case ->
    [lower] engager
   *[other] Engager
    } les terrains dégagés de { $player } pour { $mana }
log-action-pay = { $player } paie { $cost }{ $pay }
log-action-choose-yes-sacrificing = { $player } choisit de faire ce que dit { $ability }, en sacrifiant { $card }
log-action-gain-control-until-eot = { $player } acquiert le contrôle de { $card } jusqu'à la fin du tour
log-action-with-counters = {" "}avec { $counters }
log-action-with-helpers = {" "}avec { $helpers } qui paient une partie du coût
log-action-choose-color = { $player } choisit { $color ->
    [white] blanc
    [blue] bleu
    [black] noir
    [red] rouge
   *[green] vert
}
log-action-with-buyback = {" "}avec rachat
log-action-kicked-with-buyback = {" "}avec kick et rachat
log-action-for-alternative-cost = {" "}pour son coût de { $keyword }
log-becomes-renowned = { $card } devient renommé
log-action-choose-as-enters = { $card } arrive avec { $answer ->
    [Counter] un marqueur +1/+1
    [NoCounter] aucun marqueur
    [Haste] la célérité
    [White] le blanc choisi
    [Blue] le bleu choisi
    [Black] le noir choisi
    [Red] le rouge choisi
    [Green] le vert choisi
   *[other] le type { $answer } choisi
}

log-becomes-monstrous = { $card } devient monstrueux
log-nothing-to-bolster = { $player } ne contrôle aucune créature à renforcer
log-choice-to-bolster = { $player } choisit quelle créature avec la plus petite endurance parmi celles qu'il contrôle reçoit { $n ->
    [one] un marqueur +1/+1
   *[other] { $n } marqueurs +1/+1
}
log-choice-to-bolster-names = { $player } doit désigner une créature avec la plus petite endurance parmi celles qu'il contrôle
log-bolsters = { $card } est renforcée avec { $n ->
    [one] un marqueur +1/+1
   *[other] { $n } marqueurs +1/+1
}
log-wins-game-by-effect = { $player } gagne la partie
log-loses-game-by-effect = { $player } perd la partie
log-loses-game-as-another-wins = { $player } perd la partie : { $winner } la gagne
log-becomes-the-monarch = { $player } devient le monarque
log-action-choose-name = { $player } nomme { $name }
log-action-discard-named = { $player } défausse chaque carte nommée { $name }
log-action-choose-mode = { $player } choisit le mode { $n } de { $ability }
log-action-targeting-divided = {" "}en ciblant { $targets }, ses blessures réparties { $shares }
log-action-must-block = { $card } doit bloquer { $attacker } ce tour-ci si possible
log-action-remove-from-combat = { $case ->
    [lower] retirer
   *[other] Retirer
    } { $card } du combat
