# panels : l'inspecteur, le panneau de la scène, les questions posées aux joueurs, la salle
# d'attente, l'Aide, la barre des phases et les panneaux des joueurs. Noms des cartes, noms des
# joueurs, types de marqueurs et symboles de mana sont des variables ; les numéros de règles
# restent tels quels.

## Zones
panels-zone-library = Bibliothèque
panels-show-rule = afficher cette règle
panels-zone-hand = Main
panels-zone-battlefield = Champ de bataille
panels-zone-graveyard = Cimetière
panels-zone-stack = Pile
panels-zone-exile = Exil
panels-zone-command = Zone de commandement
panels-pile = { $zone } { $n }

## L'inspecteur
panels-no-name = (sans nom)
panels-name = Nom
panels-mana-cost = Coût de mana
panels-mana-cost-value = { $cost }  (valeur de mana { $value })
panels-colours = Couleurs
panels-type = Type
panels-pt = F/E
panels-loyalty = Loyauté
panels-defense = Défense
panels-face-down = Permanent face cachée
panels-other-face = L'autre face (montrée, non transformée)
panels-back-to-face-up = Revenir à la face visible ({ $key })
panels-show-other-face = Montrer l'autre face ({ $key })
panels-owner-controller = Propriétaire { $owner } · contrôleur { $controller }
panels-counters = Marqueurs : { $counters }
panels-attached-to = Attaché à { $name }
panels-attached-to-it = Y sont attachés : { $names }
panels-note = Note : { $note }
panels-commander = Commandant de { $owner } · taxe de commandant { $tax } (903.8)
panels-its-face = Sa face (vous pouvez la regarder, 708.5)
panels-derivation = D'où viennent ces valeurs (613)
panels-layer = Couche { $layer } (règle { $rule })

## Questions
panels-undo-title = Annuler ?
panels-undo-mine = Vous avez demandé d'annuler « { $what } » : en attente de l'accord de chaque autre joueur.
panels-undo-asks = { $player } demande d'annuler la dernière action : { $what }
panels-accept = Accepter
panels-decline = Refuser
panels-allow-title = Autoriser ?
panels-allow-asks = { $player } demande : { $what }
panels-allow = Autoriser
panels-legend-title = Règle des légendes (704.5j)
panels-legend-question = { $player } contrôle plus d'un permanent légendaire nommé { $name } : lequel garder ? Les autres vont au cimetière.
panels-tapped = engagé
panels-untapped = dégagé
panels-damage = { $n ->
        [one] { $n } blessure
       *[other] { $n } blessures
    }
panels-keep-oldest = Garder le plus ancien : { $what }
panels-keep-newest = Garder le plus récent : { $what }
panels-keep-nth-oldest = Garder le { $n }e plus ancien : { $what }
panels-protector-title = Protecteur de la bataille (310.8a)
panels-protector-question = { $player } : qui protège { $card } ?
panels-read-ahead-title = Lecture anticipée (702.155b)
panels-read-ahead-question = { $player } : à quel chapitre { $card } commence-t-il ?
panels-face-up-title = Le retourner face visible
panels-face-up-how = Comment est-il retourné face visible ?
panels-face-up-for-cost = Pour { $cost }
panels-face-up-by-effect = Par un effet
panels-face-up-neither = Ni l'un ni l'autre
panels-restart-undone = Toutes les actions depuis le début de la partie (ses mélanges et ses pioches) sont annulées.
panels-restart-undo = { $key } juste après remet la partie telle qu'elle était.
panels-restart-game = Recommencer la partie
panels-keep-playing = Continuer à jouer
panels-changed-table = Vous avez changé la table depuis la dernière étape de la scène.
panels-changed-table-risk = L'étape suivante se jouerait par-dessus vos changements, et les vérifications de la scène pourraient échouer.
panels-restart-scene = Recommencer la scène
panels-next-on-changed-table = Jouer l'étape suivante sur cette table
panels-keep-exploring = Continuer à explorer

## Discussion et règles
panels-chat-hint = dites quelque chose…
panels-chat-say = Envoyer
panels-rule-missing = La règle { $rule } n'est pas dans le texte des règles fourni (14 novembre 2025).

## Une partie en réseau
panels-waiting-title = En attente des joueurs
panels-waiting-all-seated = Toutes les places sont prises : la partie commence
panels-waiting-more = { $n ->
        [one] En attente d'encore 1 joueur
       *[other] En attente d'encore { $n } joueurs
    }
panels-waiting-seated = { $seated } places prises sur { $seats } : { $names }
panels-waiting-join = Les joueurs rejoignent avec (port ouvert en UDP et TCP) :
panels-net-title = Partie en réseau
panels-net-watching = Vous regardez.
panels-net-you-are = Vous êtes { $seat }.
panels-net-over = La partie est finie : { $result } (104.2a)
panels-net-final = Chaque joueur a le replay complet : la table est définitive.
panels-net-match-goes-on = Chaque joueur a le replay complet de cette partie ; le match continue quand tout le monde a fait son sideboard.
panels-net-won = a gagné
panels-net-their-turn = son tour
panels-net-hidden = Seul ce que votre place peut voir arrive à cette fenêtre : les mains des autres joueurs, l'ordre de chaque bibliothèque et les cartes que les autres regardent restent sur l'hôte. La discussion est sous le journal.

## Le panneau de la scène
panels-scene-game = { $key } annule n'importe quelle action, y compris un redémarrage, un chargement ou une nouvelle partie. « Recommencer la partie… » du menu Table revient au début ; les Sauvegardes automatiques du menu Fichier gardent les versions précédentes.
panels-scene-replay = Une partie gardée, à regarder : la bande sous la table la rejoue, l'avance pas à pas et saute à un tour.
panels-scene-rules = Règles :
panels-scene-restart = ⏮ Recommencer
panels-scene-back = ◀ Retour
panels-scene-next = Suivant ▶
panels-scene-pause = ⏸ Pause
panels-scene-play = ⏵ Lecture
panels-scene-expectations = Vérifications réussies : { $passed }, échouées : { $failed }
panels-scene-notes = Notes

## Les panneaux des joueurs
panels-player-you = { $name } (vous)
panels-player-life = { $n ->
        [one] { $n } point de vie
       *[other] { $n } points de vie
    }
panels-player-commander-damage = { $n } de { $commander }
panels-player-pool = réserve { $mana }
panels-player-turn = tour { $n }, { $step }
panels-player-priority = ▶ priorité
panels-player-lost = a perdu ({ $rule })
panels-player-clock = pendule { $time }
panels-games-won = { $n ->
        [one] { $n } partie gagnée
       *[other] { $n } parties gagnées
    }
panels-count-hand = main { $n }
panels-count-library = bibliothèque { $n }
panels-count-graveyard = cimetière { $n }
panels-count-exile = exil { $n }
panels-count-command = zone de commandement { $n }

## La barre des phases
panels-turn = Tour { $n } · { $player }
panels-step-untap = Dégagement
panels-step-upkeep = Entretien
panels-step-draw = Pioche
panels-step-main-1 = Princ. 1
panels-step-combat = Combat
panels-step-attack = Attaquants
panels-step-block = Bloqueurs
panels-step-damage = Blessures
panels-step-end-combat = Fin combat
panels-step-main-2 = Princ. 2
panels-step-end = Fin
panels-step-cleanup = Nettoyage
panels-stop-mine-set = vous vous arrêtez ici pendant vos tours : cliquez pour passer ici sans vous arrêter
panels-stop-mine-unset = cliquez pour vous arrêter ici pendant vos tours
panels-stop-others-set = vous vous arrêtez ici pendant les tours des autres : cliquez pour passer ici sans vous arrêter
panels-stop-others-unset = cliquez pour vous arrêter ici pendant les tours des autres
panels-discard-player = { $player } : défaussez-vous jusqu'à 7 cartes, puis
panels-discard = Défaussez-vous jusqu'à 7 cartes, puis
panels-priority = Priorité de { $player } :
panels-your-priority = Vous avez la priorité :
panels-pass = Passer ({ $key })
panels-pass-hover = 117.3d : passer la priorité au joueur suivant
panels-pass-until-something = passer jusqu'à ce qu'un adversaire lance, active ou vous attaque
panels-pass-until-end-of-turn = passer jusqu'à la fin du tour, sauf si un adversaire agit
panels-pass-until-my-turn = passer jusqu'à votre prochain tour, sauf si un adversaire agit
panels-has-priority = { $player } a la priorité
panels-nobody-has-priority = personne n'a la priorité
panels-declaring = à { $players } de déclarer
panels-declaring-first = en attente de la déclaration de { $players } : puis la priorité (508.2, 509.2)
panels-attack = Attaquer ({ $n })
panels-attack-hover = 508.1 : déclarer les attaques tracées (un clic sur une créature, Attaquer avec tout, ou Maj+glisser-droit d'une créature vers un joueur, un planeswalker ou une bataille)
panels-no-attacks = Pas d'attaque
panels-attack-all = Attaquer avec tout ({ $key })
panels-attack-all-hover = tracer une attaque depuis chaque créature qui peut attaquer (non engagée, sans mal d'invocation sauf si elle a la célérité) ; Attaquer les déclare. Un clic sur une créature trace ou retire une attaque
panels-block = Bloquer ({ $n })
panels-block-hover = 509.1 : déclarer les blocages tracés (un clic sur votre créature, puis sur l'attaquant ; ou glisser-droit d'une créature vers un attaquant)
panels-no-blocks = Pas de blocage
panels-for-player = { $player } : { $what }
panels-divide-title = { $n ->
        [one] Assigner la blessure de combat de { $creature }
       *[other] Répartir les { $n } blessures de combat de { $creature }
    }
panels-divide-how = 510.1c : répartissez-les comme vous le voulez entre les créatures qui la bloquent (702.19b : avec le piétinement, des blessures mortelles à chacune avant d'en assigner à ce qu'elle attaque).
panels-divide-how-blocker = 510.1d : répartissez-les comme vous le voulez entre les créatures attaquantes qu'elle bloque.
panels-divide-lethal = { $name } (mortelles : { $lethal })
panels-divide-trample = { $name } (piétinement)
panels-divide-assigned = { $total } assignées sur { $n }
panels-divide-assign = Assigner

## L'Aide : le pointeur, puis la commande de chaque touche
panels-no-key = aucune touche
panels-or = ou
panels-pointer-hover = Survol d'une carte
panels-pointer-hover-does = l'inspecter (panneau de droite)
panels-pointer-left-click = Clic gauche
panels-pointer-left-click-does = la sélectionner (l'inspecteur la garde)
panels-pointer-combat = Clic gauche en combat
panels-pointer-combat-does = votre créature attaque (de nouveau : elle n'attaque plus) ; pour bloquer : votre créature, puis l'attaquant qu'elle bloque
panels-pointer-right-click = Clic droit
panels-pointer-right-click-does = toutes les actions sur elle
panels-pointer-drag = Glisser une carte
panels-pointer-drag-does = sur une zone pour la déplacer ; une Aura ou un Équipement sur un permanent pour l'attacher
panels-pointer-wheel = Molette / glisser avec le bouton du milieu
panels-pointer-wheel-does = zoom / déplacement
panels-key-tap = engager / dégager
panels-key-transform = transformer (une carte à retourner : la retourner)
panels-key-face-down = retourner face cachée / face visible
panels-key-add-counter = mettre un marqueur +1/+1
panels-key-remove-counter = retirer un marqueur +1/+1
panels-key-peek-other = montrer l'autre face (sans la transformer)
panels-key-focus-left = sélection : la carte ou le tas à gauche
panels-key-focus-right = sélection : la carte ou le tas à droite
panels-key-focus-up = sélection : la rangée au-dessus
panels-key-focus-down = sélection : la rangée en dessous
panels-key-menu = le menu de la carte sélectionnée (toutes les actions sur elle, Déplacer vers...), ou la liste du tas sélectionné
panels-key-menu-bar = la barre des menus : les flèches la parcourent et Entrée ouvre un menu
panels-key-resolve = résoudre l'objet au-dessus de la pile
panels-key-draw = piocher une carte
panels-key-untap-all = dégager tous les permanents que vous contrôlez
panels-key-shuffle = mélanger votre bibliothèque
panels-key-mulligan = mulligan (London, 103.5)
panels-key-tokens = créer des jetons
panels-key-undo = annuler (en rejouant le journal)
panels-key-redo = rétablir
panels-key-next = jouer l'étape suivante de la scène
panels-key-back = revenir d'une étape
panels-key-restart = recommencer la scène
panels-key-toggle-play = lire / mettre en pause la scène
panels-key-save = enregistrer la table
panels-key-load = charger une table
panels-key-export = exporter la table en scène
panels-key-next-seat = s'asseoir à la place du joueur suivant
panels-key-next-step = passer la priorité à une table assistée ; sinon l'étape suivante du tour (l'étape de pioche fait piocher, le nettoyage termine le tour)
panels-key-reset-view = réinitialiser le zoom et le déplacement
panels-key-slow-motion = ralenti (mode présentation)
panels-key-help = cette aide
panels-key-pass-until-something = passer la priorité jusqu'à ce qu'un adversaire lance, active ou vous attaque (une table assistée)
panels-key-pass-until-end-of-turn = passer la priorité jusqu'à la fin du tour, sauf si un adversaire agit (une table assistée)
panels-key-pass-until-my-turn = passer la priorité jusqu'à votre prochain tour, sauf si un adversaire agit (une table assistée)
panels-key-attack = déclarer les attaques tracées (un clic sur une créature en trace une ; une table assistée)
panels-key-attack-with-all = tracer une attaque depuis chaque créature qui peut attaquer (une table assistée)
panels-key-no-attacks = ne déclarer aucun attaquant (une table assistée)
panels-key-blocks-done = déclarer les blocages tracés, ou aucun blocage (clic sur votre créature, puis sur l'attaquant ; une table assistée)
panels-key-close = fermer les dialogues

## Les étapes du tour dans les panneaux des joueurs ; les couleurs
panels-step-name-untap = étape de dégagement
panels-step-name-upkeep = étape d'entretien
panels-step-name-draw = étape de pioche
panels-step-name-precombat-main = première phase principale
panels-step-name-beginning-of-combat = étape de début du combat
panels-step-name-declare-attackers = étape de déclaration des attaquants
panels-step-name-declare-blockers = étape de déclaration des bloqueurs
panels-step-name-combat-damage = étape des blessures de combat
panels-step-name-end-of-combat = étape de fin du combat
panels-step-name-postcombat-main = seconde phase principale
panels-step-name-end = étape de fin
panels-step-name-cleanup = étape de nettoyage
panels-colour-white = blanc
panels-colour-blue = bleu
panels-colour-black = noir
panels-colour-red = rouge
panels-colour-green = vert
panels-colour-colorless = incolore

## L'état d'un objet, dans l'inspecteur et la table en texte
panels-state-tapped = engagé
panels-state-face-down = face cachée ({ $kind })
panels-state-transformed = transformé
panels-state-flipped = retourné
panels-state-token = jeton
panels-state-token-copy = jeton, une copie de { $name }
panels-state-damage = { $n ->
    [one] { $n } blessure
   *[other] { $n } blessures
}
panels-state-phased-out = hors phase
panels-state-melded = assemblées : { $a } et { $b }
panels-state-protected-by = protégée par { $name }
panels-badge-commander = commandant
panels-badge-commander-tax = commandant, taxe { $tax }
panels-badge-attacking = attaque
panels-badge-blocking = bloque
panels-layer-printed = imprimé
panels-layer-1a = 1a : copie
panels-layer-1b = 1b : face cachée
panels-layer-2 = 2 : contrôle
panels-layer-3 = 3 : texte
panels-layer-4 = 4 : type
panels-layer-5 = 5 : couleur
panels-layer-6 = 6 : capacités
panels-layer-7a = 7a : F/E définies
panels-layer-7b = 7b : F/E fixées
panels-layer-7c = 7c : F/E modifiées
panels-layer-7d = 7d : F/E échangées

## La dérivation de l'inspecteur (d'où viennent ces valeurs, 613) : l'origine et l'effet de chaque étape
panels-why-front-face = Face avant : { $name }, { $type }{ $pt }, valeur de mana { $mv }
panels-why-front-face-nameless = Face avant : (sans nom), { $type }{ $pt }, valeur de mana { $mv }
panels-why-back-face = Face arrière : { $name }, { $type }{ $pt }, valeur de mana { $mv }
panels-why-back-face-nameless = Face arrière : (sans nom), { $type }{ $pt }, valeur de mana { $mv }
panels-why-copy-of = copie de { $of } : { $name }, { $type }{ $pt }, valeur de mana { $mv }
panels-why-copy-of-nameless = copie de { $of } : (sans nom), { $type }{ $pt }, valeur de mana { $mv }
panels-why-values = { $name }, { $type }{ $pt }, valeur de mana { $mv }
panels-why-values-nameless = (sans nom), { $type }{ $pt }, valeur de mana { $mv }
panels-why-face-down = face cachée ({ $kind })
panels-why-flipped = retourné : { $name }, { $type } ; couleur et coût de mana restent (710.1c)
panels-why-text = « { $from } » devient « { $to } » dans son texte
panels-why-becomes = devient { $what }
panels-why-type-line = la ligne de type devient { $type }
panels-why-gains = acquiert { $ability }
panels-why-effect = effet
panels-why-loses-all = perd toutes ses capacités
panels-why-cda = sa capacité de définition de caractéristiques
panels-why-base-pt = F/E de base deviennent { $p }/{ $t }
panels-why-switched = échangées : { $p }/{ $t }
panels-why-role = Rôle { $role }
panels-why-counters = { $n ->
    [one] { $n } marqueur { $kind }
   *[other] { $n } marqueurs { $kind }
}

## Un permanent face cachée : ce que dit son dos, et comment un joueur le nomme
panels-back-face-down = 2/2 face cachée
panels-back-morph = mue
panels-back-megamorph = mégamue
panels-back-disguise = déguisement, garde {"{"}2{"}"}
panels-back-manifested = manifesté
panels-back-cloaked = voilé, garde {"{"}2{"}"}
panels-back-manifest-dread = manifester l'effroi
panels-a-face-down = une 2/2 face cachée
panels-a-face-down-morph = une 2/2 face cachée (mue)
panels-a-face-down-megamorph = une 2/2 face cachée (mégamue)
panels-a-face-down-disguise = une 2/2 face cachée avec garde {"{"}2{"}"} (déguisement)
panels-a-face-down-manifested = une 2/2 face cachée (manifesté)
panels-a-face-down-cloaked = une 2/2 face cachée avec garde {"{"}2{"}"} (voilé)
panels-a-face-down-manifest-dread = une 2/2 face cachée (manifester l'effroi)

## Les marqueurs que les règles connaissent par leur nom
panels-counter-shield = bouclier
panels-counter-stun = étourdissement
panels-counter-loyalty = loyauté
panels-counter-defense = défense
panels-counter-finality = finalité
panels-counter-lore = histoire
panels-counter-poison = poison
panels-counter-energy = énergie
panels-counter-experience = expérience
level-automatic = automatique
level-assisted = assistée
level-reminded = rappelée
level-by-hand = à la main
panels-card-level = la table : { $level }
panels-stack-title = Pile, du haut vers le bas
panels-stack-source = { $controller } · { $source }
panels-stack-automatic = la table l'applique
panels-stack-by-hand = les joueurs l'appliquent
panels-order-title = L'ordre de vos capacités déclenchées
panels-order-question = { $player } : cliquez sur vos capacités déclenchées dans l'ordre où elles doivent se résoudre (603.3b)
panels-order-again = Recommencer
panels-order-done = Les mettre sur la pile
panels-targets-title = Cibles de votre capacité déclenchée
panels-targets-click = Cliquez sur une carte éclairée, ou sur un nom ci-dessous.
panels-targets-question = { $player } : choisissez les cibles de la capacité de { $source } « { $text } » (603.3d)
panels-targets-which = Cible { $n } :
panels-targets-done = La mettre sur la pile avec ces cibles
panels-stack-targets = cible : { $targets }
panels-may-title = Une capacité facultative
panels-may-question = { $player } : la capacité de { $source } « { $text } » se résout. La faire ? (603.5)
panels-may-yes = Oui, la faire
panels-may-no = Non
panels-offer-title = Un lancement pendant une résolution
panels-offer-question = { $player } : vous pouvez lancer { $card }{ $transformed } maintenant, pendant la résolution (608.2g). Le lancer ?
panels-offer-question-free = { $player } : vous pouvez lancer { $card }{ $transformed } maintenant sans payer son coût de mana, pendant la résolution (608.2g). Le lancer ?
panels-offer-transformed = {" "}transformé
panels-offer-cast = Le lancer
panels-offer-decline = Ne pas le lancer
panels-search-title = Une recherche dans la bibliothèque
panels-search-question = { $player }, cherchez dans votre bibliothèque : { $text } Quelle carte trouvez-vous ?
panels-search-elsewhere = Seul { $player } voit sa bibliothèque : prenez sa place (menu Place) pour choisir.
panels-search-take = { $card } ({ $n } dans la bibliothèque)
panels-search-nothing = Ne rien trouver
panels-scry-title = Regard vers l'avenir
panels-scry-question = { $player }, regard vers l'avenir { $n } : cochez les cartes à mettre au-dessous de votre bibliothèque ; les autres reviennent au-dessus, dans cet ordre.
panels-scry-bottom = { $card } : au-dessous
panels-scry-done = Terminé
panels-discard-title = Se défausser
panels-discard-question = { $player }, défaussez-vous { $n ->
    [one] d'une carte
   *[other] de { $n } cartes
} : { $n ->
    [one] cochez-la
   *[other] cochez-les
}, puis Terminé.
panels-discard-other-question = { $player }, choisissez { $n ->
    [one] une carte
   *[other] { $n } cartes
} de la main de { $owner } dont il se défausse : { $n ->
    [one] cochez-la
   *[other] cochez-les
}, puis Terminé.
panels-put-back-title = Remettre des cartes
panels-put-back-question = { $player }, mettez { $n ->
    [one] une carte
   *[other] { $n } cartes
} de votre main au-dessus de votre bibliothèque : cochez-les dans l'ordre, la première va au-dessus, puis Terminé.
panels-pay-title = Payer ou non
panels-pay-question = { $player }, payez-vous { $cost } ? Sinon : { $text }
panels-pay-yes = Payer { $cost }
panels-pay-no = Ne pas payer

## Les noms des touches comme les écrivent les boutons et l'aide
panels-key-shift = Maj
panels-key-space = Espace
panels-key-enter = Entrée
panels-key-esc = Échap
panels-key-tab = Tab
panels-key-left = Gauche
panels-key-right = Droite
panels-key-up = Haut
panels-key-down = Bas
panels-key-home = Origine
panels-key-end = Fin
panels-may-sacrifice = Sacrifier { $card }
panels-sacrifice-title = Sacrifier
panels-sacrifice-question = { $player }, sacrifiez { $n ->
    [one] un permanent
   *[other] { $n } permanents
} que vous contrôlez : { $n ->
    [one] cochez-le
   *[other] cochez-les
}, puis Terminé.
panels-pay-for-question = { $player }, payer { $cost } ? Si vous le faites : { $text }
panels-targets-which-optional = Cible { $n } (facultative) :
panels-targets-for = Les cibles de { $what } :
panels-targets-cancel = Annuler
panels-choose-targets-title = Choisir les cibles
panels-choose-targets-done = Terminé
panels-search-taken = Trouvées jusqu'ici, dans l'ordre : { $cards }
panels-search-find-these = Trouver celles-ci
panels-search-again = Recommencer
panels-search-question-several = { $player }, cherchez dans votre bibliothèque : { $text } Quelles cartes trouvez-vous (jusqu'à { $n }, un clic chacune) ?
panels-look-title = Le dessus d'une bibliothèque
panels-look-question = { $player } : { $text } Quelle carte prenez-vous ?
panels-look-question-several = { $player } : { $text } Quelles cartes prenez-vous (jusqu'à { $n }, un clic chacune) ?
panels-look-question-exactly = { $player } : { $text } Prenez-en { $n }, un clic chacune.
panels-look-take = { $card } ({ $n } parmi elles)
panels-look-take-these = Prendre celles-ci
panels-look-none = N'en prendre aucune
panels-surveil-title = Surveillance
panels-surveil-question = { $player }, surveillez { $n } : cochez les cartes à mettre dans votre cimetière ; les autres retournent au-dessus, dans cet ordre.
panels-surveil-graveyard = { $card } : au cimetière
panels-color-title = Une couleur
panels-color-question = { $player } : { $text } Quelle couleur ?
panels-color-choice = { $color ->
    [white] Blanc
    [blue] Bleu
    [black] Noir
    [red] Rouge
   *[green] Vert
}
panels-put-onto-battlefield-title = Mettre sur le champ de bataille
panels-put-onto-battlefield-question = { $player }, vous pouvez mettre sur le champ de bataille { $n ->
    [one] une carte
   *[other] jusqu'à { $n } cartes
} de votre main : cochez-la, ou aucune, puis Terminé.
panels-return-title = Renvoyer en main
panels-return-question = { $player }, renvoyez { $n ->
    [one] un permanent
   *[other] { $n } permanents
} que vous contrôlez dans la main de son propriétaire : cochez-le, puis Terminé.
panels-explore-title = Explorer
panels-explore-question = { $player }, votre permanent a exploré : cochez la carte révélée pour la mettre dans votre cimetière, ou laissez-la au-dessus de votre bibliothèque.
panels-entry-title = En arrivant (614.12a)
panels-entry-question = { $player } : { $choice ->
    [Unleash] { $card } arrive-t-il avec un marqueur +1/+1 ? (Déchaînement : il ne peut pas bloquer tant qu'il en a un.)
    [Riot] { $card } arrive avec un marqueur +1/+1 ou la célérité (émeute) :
    [CreatureType] quel type de créature pour { $card } ?
    [CardName] quel nom de carte pour { $card } ?
    [NonlandCardName] quel nom de carte non-terrain pour { $card } ?
   *[other] quelle couleur pour { $card } ?
}
entry-answer-counter = Marqueur +1/+1
entry-answer-no-counter = Aucun marqueur
entry-answer-haste = Célérité
entry-answer-color = Une couleur
panels-entry-every-type = Tous les types de créature…
entry-answer-type = Un type de créature
panels-arrange-title = Remettre dans n'importe quel ordre
panels-arrange-question = { $player }, remettez les { $n } cartes du dessus de votre bibliothèque dans l'ordre de votre choix : la première de la liste finit au-dessus.
panels-arrange-shuffle = Mélanger plutôt votre bibliothèque
panels-move-up = Monter
panels-bolster-title = Renforcer
panels-bolster-question = { $player }, choisissez une créature avec la plus petite endurance parmi celles que vous contrôlez pour recevoir { $n ->
    [one] un marqueur +1/+1
   *[other] { $n } marqueurs +1/+1
} : cochez-la, puis Terminé.
panels-player-monarch = le monarque
panels-player-citys-blessing = la bénédiction de la cité
entry-answer-name = Un nom de carte
panels-entry-name-hint = Tapez le nom d'une carte
panels-entry-name-seen = Vues à cette table :
panels-name-title = Un nom de carte
panels-name-question = { $player } : { $text } Quel nom de carte ?
panels-dredge-title = Draguer
panels-dredge-question = { $player }, vous piocheriez une carte. Cochez une carte avec draguer pour la renvoyer dans votre main à la place, en meulant autant de cartes que son nombre de draguer, puis Terminé ; n'en cochez aucune pour piocher.
panels-piles-title = Piles
panels-piles-separate = { $player }, séparez en deux piles les permanents que { $owner } contrôle : cochez la première pile (le reste est la seconde), puis Terminé.
panels-piles-choose = { $player }, choisissez une pile à sacrifier.
panels-piles-first = Pile 1 : { $cards }
panels-piles-second = Pile 2 : { $cards }
panels-piles-waiting = { $player } décide.
panels-copy-targets-title = Nouvelles cibles pour une copie
panels-copy-targets-question = { $player } : vous pouvez choisir de nouvelles cibles pour la copie de { $source } « { $text } » ; les cibles de son sort sont parmi les choix (707.10c)
panels-return-or-sacrifice-question = { $player }, renvoyez dans la main de son propriétaire un permanent que vous contrôlez (cochez-le, puis Terminé), ou n'en cochez aucun et Terminé pour sacrifier { $card }.
panels-mode-title = Mode de votre capacité déclenchée
panels-mode-question = { $player } : choisissez le mode de la capacité de { $source } « { $text } » (603.3c) ; ses cibles ensuite
panels-divide-damage = Répartissez { $n } blessures entre les cibles, 1 au moins à chacune ({ $left } à donner encore) (601.2d)
panels-divide-unblocked = { $name } (comme s'il n'était pas bloqué : tout, ou rien)
panels-block-required = Bloquer comme exigé ({ $n })
panels-block-required-hover = 509.1c : un attaquant doit être bloqué, ou une créature doit bloquer, si possible : déclarer les blocages que les exigences demandent (tracez-en d'autres et cliquez sur Bloquer pour bloquer davantage)
panels-exile-from-graveyard-title = Exiler d'un cimetière
panels-exile-from-graveyard-question = { $player }, cochez { $n } carte(s) de votre cimetière à exiler, puis Terminé.
panels-copy-title = Arriver comme une copie
panels-copy-question = { $player }, cochez le permanent dont { $card } arrive sur le champ de bataille comme une copie, ou aucun pour qu'il arrive tel quel, puis Terminé.
panels-proliferate-title = Proliférer
panels-proliferate-question = { $player }, cochez les permanents et les joueurs qui reçoivent un autre marqueur de chaque type déjà présent, puis Terminé.
panels-untap-title = Dégager des terrains
panels-untap-question = { $player }, cochez jusqu'à { $n } terrain(s) engagé(s) à dégager, puis Terminé.
panels-discard-to-enter-title = Défausser pour arriver
panels-discard-to-enter-question = { $player }, cochez une carte à défausser pour que { $card } arrive sur le champ de bataille, ou aucune pour qu'il aille au cimetière, puis Terminé.
panels-put-back-or-pay-title = Remettre ou payer des points de vie
panels-put-back-or-pay-question = { $player }, cochez les cartes piochées ce tour-ci à remettre sur le dessus de votre bibliothèque (la première cochée finit dessus) ; chacune des { $n } que vous gardez coûte { $life } points de vie. Puis Terminé.
panels-keep-title = En garder un de chaque
panels-keep-question = { $player }, cochez les permanents que vous gardez : un artefact, une créature, un enchantement et un terrain si vous en avez (un permanent de deux types compte pour un seul). Les autres sont sacrifiés. Puis Terminé.
panels-graveyard-to-hand-title = Renvoyer depuis votre cimetière
panels-graveyard-to-hand-question = { $player }, cochez jusqu'à une carte de votre cimetière à renvoyer dans votre main, ou aucune, puis Terminé.
