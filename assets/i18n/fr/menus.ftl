# menus : le menu d'une carte (clic droit), le menu Table, la fenêtre des jetons et celle des
# points de vie et des marqueurs. Noms des cartes et des joueurs, identifiants et symboles de
# mana sont des variables ; les numéros de règles restent tels quels.


## Marqueurs ($kind : le type tel que les scènes l'écrivent, "poison")
menus-counter-name =
    { $kind ->
        [loyalty] loyauté
        [defense] défense
        [stun] étourdissement
        [shield] bouclier
        [poison] poison
        [energy] énergie
        [experience] expérience
        [rad] radiation
        [ticket] ticket
       *[other] { $kind }
    }
menus-a-counter =
    un marqueur { $kind ->
        [loyalty] de loyauté
        [defense] de défense
        [stun] d'étourdissement
        [shield] bouclier
        [poison] poison
        [energy] d'énergie
        [experience] d'expérience
        [rad] de radiation
        [ticket] ticket
       *[other] { $kind }
    }
menus-put = Placer { $counter }
menus-remove = Retirer { $counter }
menus-counters = Marqueurs
menus-another-kind = Un autre type

## Le menu d'une carte
menus-resolve = Résoudre l'objet au sommet de la pile
menus-other-face = Afficher l'autre face ({ $key })
menus-note = Note
menus-write-note = Écrire la note
menus-remove-note = Retirer la note
menus-untap = Dégager ({ $key })
menus-tap-for = Engager pour { $mana }
menus-tap-all-lands-for = Engager tous les terrains pour { $mana }
menus-tap = Engager ({ $key })
menus-tap-for-key = Engager pour { $mana } ({ $key })
menus-tap-only = Engager, sans son mana
menus-flip = Retourner ({ $key }, 710.2)
menus-transform = Transformer ({ $key })
menus-convert = Convertir
menus-destroy = Détruire
menus-sacrifice = Sacrifier
menus-phase-in = Mettre en phase
menus-phase-out = Mettre hors phase
menus-face-up-for = Retourner face visible pour { $cost }
menus-face-up-by-effect = Retourner face visible par un effet
menus-turn-face-down = Retourner face cachée
menus-face-down-plain = en 2/2 face cachée ({ $key })
menus-face-down-morph = avec la mue
menus-face-down-megamorph = avec la mégamue
menus-face-down-disguise = avec le déguisement
menus-move-to = Déplacer vers
menus-library-top = Bibliothèque (dessus)
menus-library-bottom = Bibliothèque (dessous)
menus-library-nth = Bibliothèque, N-ième à partir du dessus
menus-nth-from-top =
    { $n ->
        [1] 1re
       *[other] { $n }e
    } à partir du dessus
menus-damage-to-player = Blessures à un joueur
menus-combat-damage-to = Blessures de combat à { $player } ({ $power }, sa force)
menus-one-damage-to = 1 blessure à { $player }
menus-commander = Commandant (903.9)
menus-commander-to-command-zone = Va plutôt dans la zone de commandement
menus-commander-goes-on = Va là où il doit aller
menus-reveal = Révéler
menus-reveal-to-all = À tous les joueurs
menus-reveal-to = À { $player } seulement
menus-hide-again = La cacher de nouveau
menus-play-land = Jouer (305.1)
menus-put-onto-battlefield = Mettre sur le champ de bataille
menus-face-up = Face visible
menus-transformed = Transformée (712.14a)
menus-face-down = Face cachée
menus-under-control = Sous le contrôle de { $player }
menus-cast = Lancer
menus-cast-morph = Face cachée (mue)
menus-cast-disguise = Face cachée (déguisement)
menus-cast-targeting = { $how }, en ciblant
menus-activate = Activer : { $text }
menus-activate-with = Activer avec { $what } : { $text }
menus-cast-kicked = { $how }, avec kick
menus-cast-with = { $how }, en payant avec { $what }
menus-cast-paying = { $how }, en payant…
menus-cast-x = X =
menus-activate-paying = Activer, en payant… : { $text }
menus-activate-with-paying = Activer avec { $what }, en payant… : { $text }
menus-pay-mana = { $mana }
menus-pay-life = { $life } points de vie
menus-pay-mana-and-life = { $mana } et { $life } points de vie
menus-power-toughness = Force et endurance
menus-plus-one-eot = +1/+1 jusqu'à la fin du tour
menus-minus-one-eot = -1/-1 jusqu'à la fin du tour
menus-base-eot = Force et endurance de base 0/1 jusqu'à la fin du tour
menus-switch-pt = Échanger force et endurance
menus-one-damage = 1 blessure
menus-lose-abilities-eot = Perd toutes ses capacités jusqu'à la fin du tour
menus-arrow-at = Pointer une flèche vers
menus-attack-arrow = Attaquer (flèche)
menus-attach-to = Attacher à
menus-unattach = Détacher
menus-become-copy = Devient une copie de
menus-create-token-copy = Créer un jeton copie

## Le menu Table
menus-undo = Annuler ({ $key })
menus-redo = Rétablir ({ $key })
menus-restart-game = Recommencer la partie…
menus-create-tokens = Créer des jetons… ({ $key })
menus-cards = Cartes… (faire entrer n'importe quelle carte dans la partie)
menus-next-step = Étape suivante ({ $key })
menus-pass-turn = Passer le tour
menus-clear-arrows = Retirer toutes les flèches
menus-becomes-day = Il devient jour
menus-becomes-night = Il devient nuit
menus-dice = { $player } : dés et pièces
menus-roll-d6 = Lancer un d6
menus-roll-2d6 = Lancer 2d6
menus-roll-d20 = Lancer un d20
menus-flip-coin = Jouer à pile ou face
menus-life-and-counters = { $player } : points de vie et marqueurs
menus-life-plus =
    +{ $n } { $n ->
        [one] point de vie
       *[other] points de vie
    }
menus-life-minus =
    -{ $n } { $n ->
        [one] point de vie
       *[other] points de vie
    }
menus-concede = Concéder (104.3a)
menus-library-of = Bibliothèque de { $player }
menus-manifest-top = Manifester la carte du dessus
menus-cloak-top = Voiler la carte du dessus
menus-manifest-dread = Manifester l'effroi
menus-shuffle = Mélanger
menus-draw = Piocher une carte
menus-mulligan = Mulligan (londonien, 103.5)
menus-look-at-top =
    Regarder { $n ->
        [one] la carte du dessus
       *[other] les { $n } cartes du dessus
    } (regard, surveillance : puis déplacer chacune)
menus-reveal-hand = Révéler sa main à tous les joueurs
menus-top-revealed = Jouer avec la carte du dessus révélée
menus-top-hidden = Cesser de révéler la carte du dessus
menus-discard-at-random = Se défausser d'une carte au hasard
menus-see-library = Voir la bibliothèque sous forme de liste
menus-see-graveyard = Voir le cimetière
menus-see-exile = Voir l'exil
menus-mill = Meuler une carte
menus-incubate = Incuber { $n }

## La fenêtre des jetons
menus-token-predefined = Prédéfini (111.10)
menus-token-common = Créatures courantes
menus-token-common-label = { $kind } { $pt } ({ $colour })
menus-token-custom = Personnalisé
menus-token-copy-of-selected = Copie de la sélection
menus-token-copy-of = Un jeton copie de { $name } ({ $id }), 707 et 111.12
menus-token-select-first = Sélectionnez d'abord un permanent (clic gauche).
menus-token-count = Nombre
menus-token-for = pour
menus-token-create = Créer
menus-token-nothing-selected = rien n'est sélectionné
menus-token-unknown-type = type de carte inconnu : { $type }
menus-token-not-a-number = { $what } doit être un nombre entier, pas { $value }
menus-token-power-error = la force
menus-token-toughness-error = l'endurance
menus-token-back-power-error = la force du verso
menus-token-back-toughness-error = l'endurance du verso
menus-token-name = Nom
menus-token-name-hint = d'après les sous-types
menus-token-colours = Couleurs
menus-token-white = Blanc
menus-token-blue = Bleu
menus-token-black = Noir
menus-token-red = Rouge
menus-token-green = Vert
menus-token-types = Types
menus-token-subtypes = Sous-types
menus-token-power = Force
menus-token-toughness = Endurance
menus-token-text = Texte
menus-token-back-face = Face verso
menus-token-double-faced = recto verso
menus-token-back-name = Nom du verso
menus-token-back-types = Types du verso
menus-token-back-power = Force du verso
menus-token-back-toughness = Endurance du verso

## Points de vie et marqueurs
menus-life-total =
    { $n } { $n ->
        [one] point de vie
       *[other] points de vie
    }
menus-life-wheel = la molette de la souris le modifie de 1
menus-life-set-to = Fixer à
menus-life-set = Fixer
menus-counter-count = { $kind } : { $n }
menus-put-hint = placer { $counter }
menus-remove-hint = retirer { $counter }
menus-for-example = p. ex. { $kind }
menus-life-put-one = En placer un

# The ways a card is cast, as the Cast menu and the text client name them.
casts-half = { $name } (709.3)
casts-adventure = Aventure : { $name } (715.3)
casts-omen = Présage : { $name } (720.3)
casts-back-face = Face arrière : { $name } (712.11b)
casts-disturb = Avec perturbation : { $name } (702.146a, 712.11a)
casts-flashback = Flashback : { $name } (702.34a)
casts-fused = Fusionné : les deux moitiés (702.102a)
casts-prototyped = En prototype (718.3)
menus-no-target = Aucune cible
menus-choosing-targets = { $how }, en choisissant les cibles…
casts-helped = { $name } — { $how ->
    [Convoke] convocation : engager { $helpers } (702.51a)
    [Improvise] improvisation : engager { $helpers } (702.126a)
   *[other] fouille : exiler { $helpers } (702.66a)
    }
menus-cast-buyback = { $how }, avec rachat
casts-alternative = { $name }, pour son coût de { $keyword } ({ $rule })
casts-retrace = Retraçage : { $name } (702.81a)
casts-jump-start = Saut-départ : { $name } (702.133a)
menus-add-mana = Ajouter { $mana }
casts-instead = { $name }, pour le coût que son texte donne à la place de son coût de mana (118.9)
