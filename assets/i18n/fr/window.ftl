# Les mots de Bifronte en français. Chaque message de en.ftl est aussi ici, avec les mêmes
# variables ({ $name }) ; un test le vérifie. Les numéros de règles et les données des cartes
# restent tels quels.

## La barre de menus
menu-file = Fichier
menu-table = Table
menu-seat = Place
menu-settings = Paramètres
menu-help = Aide ({ $key })
menu-about = À propos

## Paramètres
settings-keys = Touches…
settings-size = Taille des panneaux et du texte
settings-contrast = Contraste élevé
settings-follow-acting = La place suit qui doit agir
settings-follow-acting-hint = En jouant à tour de rôle sur le même écran, la fenêtre s'assoit à la place du joueur que la partie attend : chaque main de départ à son tour, puis qui a la priorité ou doit choisir. Tab montre toujours une autre place.
settings-computer-reasoning = Montrer le raisonnement de l'ordinateur
settings-computer-reasoning-hint = Contre l'ordinateur, la ligne d'état dit ce qu'il a choisi et pourquoi : la règle de son niveau qui l'a choisi et, pour son combat, les façons qu'il a pesées et ce que vaut la meilleure.
ai-why-random = { $player } ({ $level }) : { $action }, une des { $n } actions que les règles acceptent, tirée au hasard
ai-why-attack-weighed = { $player } ({ $level }) : attaque avec { $n } des { $of } créatures qui peuvent attaquer, le meilleur de { $ways } groupes d'attaquants contre les meilleurs blocages du défenseur (vaut { $worth })
ai-why-looked-ahead = { $player } ({ $level }) : { $action }, le meilleur de { $moves } coups joués { $playouts } fois sur des copies de la table faites de ce qu'il en voit (score { $worth })
ai-why-block-weighed = { $player } ({ $level }) : bloque avec { $n } des { $of } créatures qui peuvent bloquer, la meilleure de { $ways } façons de bloquer jouées selon les règles des blessures (vaut { $worth })
ai-why-attack = { $player } ({ $level }) : attaque avec { $n } des { $of } créatures qui peuvent attaquer : celles qu'aucun bloqueur dégagé ne pourrait tuer en survivant, ou toutes quand l'attaque peut être mortelle
ai-why-block = { $player } ({ $level }) : bloque avec { $n } des { $of } créatures qui peuvent bloquer : un blocage qui tue et survit, survit, échange à son avantage ou lui sauve la vie
ai-why-concede = { $player } ({ $level }) : concède (104.3a) : ses meilleurs blocages le laissent sans vie à ce combat, et il n'a en main aucune carte qui puisse y changer quelque chose
ai-why-cast = { $player } ({ $level }) : { $action }, le plus gros sort que son mana paie et dont les cibles lui conviennent, parmi { $n } actions que les règles acceptent
ai-why-land = { $player } ({ $level }) : { $action }, un terrain d'abord
ai-why-pass = { $player } ({ $level }) : passe ; aucune des { $n } actions que les règles acceptent ne vaut la peine maintenant
ai-why-answer = { $player } ({ $level }) : { $action }, parmi { $n } réponses que les règles acceptent
settings-language = Langue
settings-language-system = Celle du système ({ $lang })

## Paramètres → Touches
keys-title = Touches
keys-intro = Modifier attend la touche suivante (avec Ctrl ou Maj enfoncé) ; Échap la laisse telle quelle.
keys-change = Modifier
keys-clear = Retirer
keys-press = appuyez sur une touche…
keys-none = (aucune touche)
keys-clash = { $key } demande à la fois { $first } et { $second } : changez l'un des deux
keys-save = Enregistrer
keys-defaults = Par défaut
keys-undo = Annuler les changements

## Un match
match-score = Match : { $score }
match-choosing = Partie { $n } : { $chooser } choisit qui joue le premier tour
match-playing = Partie { $n } · { $first } a joué le premier tour
match-sideboarding = Sideboard pour la partie { $n }
match-sideboarding-ready = Sideboard pour la partie { $n } · prêts : { $ready }
match-over = { $winner } gagne le match
match-wins-the-match = { $name } gagne le match : { $score }
match-sideboards-for = { $score }. Chaque joueur fait ses échanges avec la réserve pour la partie { $n }.
match-a-draw = match nul
match-won = { $name } a gagné
match-game-over = La partie { $n } est finie : { $result }. { $next }
match-game-goes-on = La partie { $n } continue : sa fin a été annulée
match-chose-first = Partie { $n } : { $chooser } a choisi que { $first } joue le premier tour (103.1)
match-everyone-ready = Tout le monde est prêt : { $chooser } choisit qui joue le premier tour de la partie { $n } (103.1)
match-player-ready = { $name } est prêt pour la partie { $n }
match-err-best-of = un match se joue au meilleur de 1, 3, 5, 7 ou 9 parties, pas { $n }
match-err-players = un match a besoin de deux joueurs ou plus
match-err-no-one-choosing = personne ne choisit qui joue le premier tour en ce moment
match-err-not-the-chooser = c'est { $chooser } qui choisit qui joue le premier tour (103.1), pas { $name }
match-err-not-playing = { $name } ne joue pas dans ce match
match-err-no-game = aucune partie du match n'est en cours
match-err-not-sideboarding = les échanges avec la réserve se font entre les parties d'un match
match-err-already-ready = { $name } est déjà prêt
match-err-swap-only = seules des cartes du deck et de sa réserve sont échangées : aucune ajoutée, aucune retirée
match-err-commander-stays = le commandant et le compagnon restent ceux enregistrés
match-err-main-size = le deck principal a { $now } cartes ; il garde ses { $was }
match-err-no-match = il n'y a pas de match à cette table
match-first-title = Partie { $n } : qui joue le premier tour ?
match-score-line = Score : { $score }
match-chooses = { $chooser } choisit qui joue le premier tour (103.1 : { $why }).
match-wait-chooser = En attente de { $chooser } : prenez la place de { $chooser } (menu Place) pour choisir.
match-i-go-first = Je joue le premier tour
match-goes-first = { $name } joue le premier tour
match-sideboard-intro = { $seat } : échangez des cartes entre votre deck et votre sideboard. Votre adversaire n'en voit rien.
match-sizes = Deck { $main } (enregistré { $registered }) · sideboard { $side }
match-main = Deck
match-sideboard = Sideboard
match-to-sb = en SB
match-to-main = dans le deck
match-ready = Prêt pour la partie { $n }
match-as-before = Comme à la partie précédente
match-keep-size = le deck garde ses { $n } cartes
match-waiting = { $seat } est prêt. En attente de { $others } (menu Place).
match-watching = Les joueurs font leur sideboard.

## Fichier
file-path = Chemin
file-save = Enregistrer ({ $key })
file-load = Charger ({ $key })
file-export = Exporter en scène vers { $path } ({ $key })
file-autosaves = Sauvegardes automatiques
file-replays = Replays
file-autosave-latest = La dernière sauvegarde automatique
file-autosave-none = Pas encore de version antérieure.
file-autosave-version = { $when } · tour { $turn } · { $n ->
    [one] { $n } action
   *[other] { $n } actions
}
file-ago-seconds = il y a { $n } s
file-ago-minutes = il y a { $n } min
file-ago-hours-minutes = il y a { $h } h { $m } min
file-ago-hours = il y a { $n } h
file-ago-days = { $n ->
    [one] il y a { $n } jour
   *[other] il y a { $n } jours
}
file-replays-none = Aucune partie conservée pour l'instant : chacune l'est, au fil du jeu.
file-replay-commander-assisted = Commander, assistée
file-replay-commander-free = Commander, libre
file-replay-assisted = assistée
file-replay-free = libre
file-replay-unfinished = inachevée
file-replay-about = { $players } · { $outcome } · { $rules } · { $n ->
    [one] { $n } action
   *[other] { $n } actions
} · { $minutes } min
file-replay-item = { $when } · { $about }
file-play-online = Jouer en ligne…
file-import = Importer les cartes (données en bloc de Scryfall)…
file-pictures = Images des cartes
file-new-game = Nouvelle partie : une liste pour chaque joueur
file-player = Joueur { $n }
file-paste-deck = Coller une liste dans mes decks…
file-deck-editor = Éditeur de decks
file-new-deck = Nouveau deck
file-open-deck = Ouvrir :
file-vs-computer = Contre l'ordinateur (il joue toutes les places sauf la première)
file-computer-level = Il joue :
ai-level-easy = facile
ai-level-medium = moyen
ai-level-hard = difficile (anticipe)
ai-level-random = au hasard
file-start-game = Lancer la nouvelle partie
file-start-match = Lancer un match en deux manches gagnantes

## La main de départ (103.5)
opening-ask = { $player }, votre main de départ de { $n } : la garder, ou mulligan ?
opening-bottom = { $player }, après { $mulligans ->
        [one] { $mulligans } mulligan
       *[other] { $mulligans } mulligans
    } : choisissez { $mulligans ->
        [one] { $mulligans } carte à mettre
       *[other] { $mulligans } cartes à mettre
    } au-dessous de votre bibliothèque, puis gardez.
opening-a-card = une carte
opening-keep = Garder
opening-keep-bottom = Garder, avec ces { $n } au-dessous
opening-mulligan = Mulligan ({ $key })

## La ligne d'état
status-no-more-steps = la scène n'a plus d'étapes
status-no-rebuild = impossible de reconstruire la table : { $why }
status-no-bring-back = impossible de ramener la table : { $why }
status-undone = annulé : { $what } ({ $n } { $n ->
        [one] action
       *[other] actions
    } en arrière)
status-nothing-to-undo = rien à annuler
status-nothing-to-redo = rien à rétablir
status-at-start = au début de la scène
status-back-to-step = retour avant l'étape { $n }
status-starting-table = retour à la table de départ
status-not-a-game = ce n'est pas une partie : R recommence une scène
status-at-opening = la partie en est déjà à son début
status-restarted = la partie a recommencé : { $n } { $n ->
        [one] action annulée
       *[other] actions annulées
    } ; Ctrl+Z les ramène
status-at-step = à l'étape { $at } sur { $len }
status-saved = { $n } { $n ->
        [one] action enregistrée
       *[other] actions enregistrées
    } dans { $path }
status-not-saved = impossible d'enregistrer { $path } : { $why }
status-exported = table exportée comme scène dans { $path }
status-not-exported = impossible d'exporter vers { $path } : { $why }
status-no-scene-steps = une partie n'a pas d'étapes de scène : Ctrl+Z annule une action ; « Recommencer la partie… » du menu Table repart de zéro
status-changed-by-hand = la table a { $n ->
        [one] { $n } changement fait
       *[other] { $n } changements faits
    } à la main depuis la dernière étape de la scène : recommencez la scène, ou jouez l'étape suivante sur cette table
status-pictures-downloaded = Les images de cartes manquantes sont téléchargées depuis Scryfall (mémorisé)
status-pictures-not-downloaded = Les images de cartes ne sont pas téléchargées : les cadres générés les remplacent (mémorisé)
status-pictures-not-kept = le réglage des images n'est pas mémorisé : { $why }
status-display-not-kept = les réglages d'affichage n'ont pas été conservés : { $why }
status-keys-kept = en vigueur, et conservées dans { $path }
status-deck-kept = Conservé sous { $path } : choisissez-le dans Mes decks
status-whole-replay-kept = La partie est finie : son replay complet est conservé, { $path }
status-whole-replay-not-kept = Le replay complet de la partie n'a pas été conservé : { $why }
status-host-refused = l'hôte a refusé : { $why }
status-table-refused = { $host } a refusé cette table : { $why }
status-asking-again = { $host } : { $why } ; nouvelle demande dans { $secs } s
status-joining = connexion en tant que { $name }…
status-seated = assis : { $players } (la partie commence quand toutes les places sont prises)
status-watching = spectateur : vous voyez ce que chaque joueur peut voir
status-waiting-consent = { $seat } : en attente que { $on } autorise votre demande
status-at-host = { $seat }, à la table de l'hôte
status-showing-demo = impossible d'ouvrir la table, la démo est affichée : { $why }
status-demo-unopened-too = { $why } ; la démo n'a pas pu être ouverte non plus : { $demo }
status-drop-open-felt = lâchée sur le tapis vide : lâchez une carte sur le champ de bataille d'un joueur, une main, une pile ou une autre carte
status-drop-library-own = impossible de poser là une carte de { $zone } de { $owner } : le dessus de votre bibliothèque va dans votre main (une pioche) ou votre cimetière (une meule)
status-drop-hidden = impossible de poser là une carte de { $zone } de { $owner } : une carte que vous ne voyez pas ne se déplace pas à la main
status-blocker-chosen = { $card } va bloquer : cliquez sur la créature attaquante qu'elle bloque (cliquez-la de nouveau pour en choisir une autre)
status-pictures-offline = images des cartes : pas de connexion ({ $why }) ; les cadres générés les remplacent

## Le titre de la fenêtre
title-watching = Bifronte — spectateur sur { $host }
title-joined = Bifronte — { $name } sur { $host }
title-hosting = Bifronte — { $name }, hôte sur le port { $port }
title-replay-spectator = Bifronte — la partie telle qu'un spectateur l'a vue sur { $host }
title-replay-seat = Bifronte — la partie telle que { $seat } l'a vue sur { $host }
file-draft = Draft contre des bots…
status-not-networked = { $command } : pas dans une partie en réseau (son historique est celui de tous les joueurs)
match-why-random = tiré au sort pour la première partie
match-why-drawn = partie nulle : choisit qui a choisi avant
match-why-lost = a perdu la partie { $n }
status-clock-not-a-number = { $clock } : { $part } n'est pas un nombre suivi d'une unité (25m, 5s)
status-clock-unit = { $clock } : { $unit } n'est pas une unité (h, m ou s)
status-clock-range = { $clock } : une pendule de 1 seconde à 24 heures, plus au plus une heure par passe
status-file-problem = { $place }: { $what }
status-could-not-build = impossible de construire { $what } : { $why }
ai-not-a-level = { $word } n'est pas un joueur de l'ordinateur : random, easy, medium ou hard
