# dialogs : les fenêtres et les panneaux de la table en français (l'historique, l'inspecteur, les
# listes des piles et des cartes, la barre du replay, À propos). Chaque message de en/ est aussi
# ici, avec les mêmes variables ; les numéros de règles et les données des cartes restent tels quels.


## Les panneaux et les fenêtres
dialogs-game-over = La partie est terminée : { $result } (104.2a)
dialogs-game-over-match = { $undo } annule la dernière action ; le match reprend quand chacun a fini sa réserve.
dialogs-game-over-new = { $undo } annule la dernière action ; Fichier, Nouvelle partie en lance une autre.
dialogs-log = Historique
dialogs-log-chat = Historique et discussion
dialogs-rules-detail = détail des règles
dialogs-rules-detail-hint = les numéros de règles, et chaque ligne « c'est un nouvel objet » (400.7)
dialogs-cards-title = Cartes
dialogs-seat-everything = Tout (chaque main, bibliothèque et carte face cachée)
dialogs-seat = Place : { $seat }
dialogs-seat-watching = spectateur
dialogs-seat-all = tout
dialogs-face-up = face visible
dialogs-other-face = l'autre face
dialogs-inspector = Inspecteur
dialogs-inspector-hint = Pointez une carte pour voir ses caractéristiques et d'où vient chaque valeur.
dialogs-inspector-hidden = Cette carte vous est cachée.
dialogs-face-down-2-2 = une 2/2 face cachée
dialogs-menu-name-controller = { $name } (à { $controller })
dialogs-opening-title = Votre main de départ (103.5)
dialogs-player-panel-target = Cliquez pour choisir { $player } comme cible
dialogs-player-panel-hint = { $player } : points de vie et marqueurs (cliquez)
dialogs-life-title = { $player } : points de vie et marqueurs
dialogs-face-down-permanent = Permanent face cachée
dialogs-help-title = Aide
dialogs-tokens-title = Créer des jetons
dialogs-pile-title = { $zone } ({ $owner })
dialogs-restart-title = Recommencer la partie ?
dialogs-changed-title = La table a été modifiée
dialogs-rule-title = Règle { $rule }

## Une pile en liste
dialogs-pile-unseen = Vous n'en voyez aucune : regardez les cartes du dessus ou cherchez-y (menu Table).
dialogs-pile-empty = Aucune carte.
dialogs-pile-find = Trouver
dialogs-pile-find-hint = un nom ou un type
dialogs-pile-move = Déplacer vers…
dialogs-pile-up = Une place plus haut
dialogs-pile-down = Une place plus bas
dialogs-pile-top = Au-dessus de la bibliothèque
dialogs-pile-bottom = Au-dessous de la bibliothèque
dialogs-pile-unseen-count = { $n ->
    [one] et { $n } carte que vous ne voyez pas
   *[other] et { $n } cartes que vous ne voyez pas
}
dialogs-pile-search = Chercher dedans
dialogs-pile-shuffle = La mélanger

## La barre du replay
dialogs-replay = Replay
dialogs-replay-start = la table de départ
dialogs-replay-back = une action en arrière
dialogs-replay-pause = ⏸ Pause
dialogs-replay-play = ⏵ Lecture
dialogs-replay-next = une action en avant
dialogs-replay-end = la fin
dialogs-replay-speed = vitesse
dialogs-replay-turn = tour
dialogs-replay-go = Aller
dialogs-replay-action = action { $n } sur { $len } · { $here }
dialogs-replay-turn-mark = T{ $n }
dialogs-replay-goto = aller à l'action { $step } (tour { $turn })
dialogs-replay-goto-changes = aller à l'action { $step } (tour { $turn }) : { $changes }

## Fichier → Images des cartes, Aide → À propos
dialogs-pictures-download = Télécharger depuis Scryfall les images manquantes
dialogs-pictures-none = Aucune carte importée n'a d'image à télécharger (Fichier, Importer les cartes).
dialogs-pictures-count = { $n ->
    [one] { $n } face importée a une image sur Scryfall ; conservée dans { $dir }
   *[other] { $n } faces importées ont une image sur Scryfall ; conservées dans { $dir }
}
dialogs-about-title = À propos de Bifronte
dialogs-about-what = Une table de jeu virtuelle pour Magic: The Gathering qui connaît les règles.
dialogs-about-scryfall = Les données et les images des cartes viennent de Scryfall (scryfall.com), téléchargées par ce programme quand vous le lui demandez ; Bifronte n'est ni réalisé ni approuvé par Scryfall.
dialogs-about-wizards = Les images, les noms et le texte de règles des cartes sont la propriété de Wizards of the Coast. L'illustration de chaque image est de l'artiste nommé sur la carte.
dialogs-about-fan-content = Bifronte est un Fan Content non officiel autorisé par la Fan Content Policy de Wizards of the Coast, ni approuvé ni soutenu par Wizards.

## Le catalogue des cartes
dialogs-cards-search = Rechercher
dialogs-cards-search-hint = nom, type ou texte
dialogs-cards-shipped = Les cartes fournies (bifronte import ajoute chaque carte des données de Scryfall).
dialogs-cards-imported = { $n ->
    [one] Les cartes fournies et { $n } importée.
   *[other] Les cartes fournies et { $n } importées.
}
dialogs-cards-first = les { $n } premières ; tapez-en plus pour affiner
dialogs-cards-choose = Choisissez une carte.
dialogs-cards-loyalty = loyauté { $n }
dialogs-cards-defense = défense { $n }
dialogs-cards-for = pour
dialogs-cards-library-top = Bibliothèque (dessus)

## Les marques sous l'aperçu
dialogs-mark-token = JETON
dialogs-mark-copy = COPIE de { $card }
dialogs-mark-face-down = FACE CACHÉE ({ $kind })
dialogs-mark-flipped = RETOURNÉE (710.2)
dialogs-mark-phased-out = HORS PHASE (702.26b)
dialogs-mark-back-up = face arrière visible (transformée)
dialogs-mark-front-up = face avant visible
dialogs-mark-other-face = montre l'autre face
dialogs-preview-no-name = (sans nom)
dialogs-face-down-plain = simple
dialogs-face-down-morph = Mue
dialogs-face-down-megamorph = Mégamue
dialogs-face-down-disguise = Déguisement
dialogs-face-down-manifest = Manifester
dialogs-face-down-cloak = Voiler
dialogs-face-down-manifest-dread = Manifester l'effroi
