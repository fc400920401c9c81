# Les messages de la ligne de commande : ce qu'affichent ses commandes (src/cli, les lignes du
# serveur, le bilan de l'import, les chiffres d'une liste). Les numéros de règles, les noms de
# fichiers, les noms d'options et les mots tapés au client texte (pass, attack, block, tap, play,
# undo, allow, decline, first, ready, say) restent tels quels.

## Toutes les commandes

# Le mot par lequel commence une ligne d'erreur (ces lignes vont sur la sortie d'erreur standard).
cli-error = ERREUR
cli-fail = erreur : { $what }
cli-warning = avertissement : { $what }
cli-note = note : { $what }
cli-wrote = { $file } écrit
cli-no-such-file = { $path }:1:1: fichier ou dossier introuvable
cli-images-not-folder = --images : { $dir } n'est pas un dossier
cli-cannot-draw = impossible de dessiner la table : { $why }
cli-shipped-cards-only = { $what } ; seules les cartes fournies sont utilisées
cli-db-missing = BIFRONTE_DB désigne { $path }, qui n'existe pas
cli-opening-demo = ouverture de la démo à la place
cli-standard-input = entrée standard

## check, inspect, play, replay, gif

cli-check-pass = RÉUSSI { $file }
cli-check-fail = ÉCHEC { $file }
cli-check-mismatch = étape { $step } (ligne { $line }) : { $what }
cli-check-summary = réussies : { $passed }, échouées : { $failed }, erreurs : { $errors }
cli-no-player = aucun joueur nommé { $name } dans { $file }
cli-after-step = { $title } — après l'étape { $n } sur { $total }
cli-log = Journal :
cli-frames-captured = images capturées
cli-seat-replay-no-scene = { $file } : le replay d'une place contient ce que cette place a vu, pas les actions de la partie : il ne peut pas devenir une scène (le replay de l'hôte le peut)
cli-no-model = { $file } : il ne contient aucun modèle
cli-a-spectator = un spectateur
cli-as-seen = tour { $turn }, { $step } — vu par { $who }
cli-starting-table = { $file } : sa table de départ : { $why }
cli-replay-cut = { $file } : interrompu à la ligne { $line } ; joué jusqu'à la ligne précédente
cli-replay-ended = la partie s'est terminée au tour { $turn }, avant le tour { $wanted }
cli-replay-after = { $title } — après l'action { $played } sur { $actions }, tour { $turn }
cli-as-seat-saw-it = , vu par { $name }

## cards, import, deck

cli-cards-count = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
cli-imported-count = et { $n ->
    [one] { $n } carte importée
   *[other] { $n } cartes importées
} (bifronte cards NAME en montre une)
cli-card-imported = importée : disposition Scryfall { $layout }, { $set } n° { $number }
cli-not-modelled = (les règles de Bifronte ne modélisent pas encore cette disposition)
cli-loyalty = loyauté { $n }
cli-defense = défense { $n }
cli-unknown-card = carte inconnue : { $name }
cli-did-you-mean = vouliez-vous dire { $names } ?
cli-only-shipped-cards = Seules les cartes fournies sont connues : `bifronte import FILE` ajoute toutes les cartes d'un fichier en bloc de Scryfall (scryfall.com/docs/api/bulk-data).
cli-reading-cards = lecture des cartes
cli-downloading = téléchargement de { $what }
cli-already-downloaded = { $what } du { $date } est déjà téléchargé : { $file }
cli-fetched-again = { $what } du { $date } ne s'importe pas : il sera retéléchargé en entier la prochaine fois
cli-downloaded-going-on = { $what } du { $date } téléchargé : { $bytes } octets, repris à partir de { $from } ({ $file })
cli-downloaded = { $what } du { $date } téléchargé : { $bytes } octets ({ $file })
cli-already-imported = { $what } du { $date } est déjà dans { $db } : rien à importer
cli-imported = { $db } écrit en { $secs } s ({ $rate } MB/s{ $peak })
cli-peak-memory = , pic de mémoire { $mib } MiB
cli-import-summary = { $cards ->
        [one] { $cards } carte tirée
       *[other] { $cards } cartes tirées
    } { $objects ->
        [one] d'{ $objects } objet
       *[other] de { $objects } objets
    } ({ $others ->
        [one] { $others } autre impression
       *[other] { $others } autres impressions
    } des mêmes cartes), { $mb } MB de JSON
cli-import-printed = noms tels qu'imprimés : { $names }
cli-import-printed-in = { $n } en { $lang }
cli-import-by-faces = (cartes importées par leurs faces ; les règles de Bifronte ne modélisent pas encore cette disposition)
cli-import-meld-alone = { $n ->
        [one] { $n } carte à assembler sans sa carte assemblée dans le fichier, enregistrée avec une seule face : { $names }
       *[other] { $n } cartes à assembler sans leur carte assemblée dans le fichier, enregistrées avec une seule face : { $names }
    }
cli-import-unreadable-costs = { $n ->
        [one] { $n } face dont Bifronte ne sait pas lire le coût de mana, affichée sans coût : { $faces }
       *[other] { $n } faces dont Bifronte ne sait pas lire le coût de mana, affichées sans coût : { $faces }
    }
cli-deck-kept = { $name } gardé dans { $file }
cli-cards-found = cartes trouvées : { $found } sur { $named }
cli-more-problems = et { $n } problèmes de plus
cli-companion = Compagnon (hors de la partie, 702.139a)
cli-main = Deck principal
cli-not-in-main-deck = { $name } n'est pas dans le deck principal
cli-odds-by-turn = { $card } ({ $copies } sur { $main }) d'ici le tour { $turn } : { $play } % en jouant le premier ({ $seen } cartes vues), { $draw } % en piochant le premier ({ $seen_draw })
cli-stats-sizes = Deck { $main } · réserve { $sideboard } · terrains { $lands } ({ $share } %)
cli-stats-none = aucune
cli-stats-types = Types de carte : { $types }
cli-stats-opening-hand = Main de départ de 7 : au moins un terrain { $one } %, deux ou plus { $two } %, trois ou plus { $three } %
cli-legal-in = Légal en { $format }.
cli-not-legal-in = Non légal en { $format } :

## La table en texte (play, inspect, replay --print, join --text)

cli-table-no-name = (sans nom)
cli-table-mana-value = vm { $n }
cli-table-controlled-by = contrôlé par { $name }
cli-table-attached-to = attaché à { $id }
cli-table-has = porte { $ids }
cli-table-is = est { $name }
cli-table-targets = à lancer en ciblant { $targets }
cli-table-activate = activer { $n } : { $text }
cli-table-activate-targeting = activer { $n } en ciblant { $targets } : { $text }
cli-activate-which = « { $n } » n'est pas le numéro d'une capacité (1 pour la première ligne de son texte)
cli-choice-unread = « { $word } » ne se lit pas : un choix s'écrit mode:N (ou mode:1,2), x:N, pay:{"{"}W{"}"}{"{"}U{"}"} ou life:N
cli-table-hidden = { $zone } ({ $owner }) : { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
cli-table-player = Joueur
cli-table-life = { $name } : { $life } points de vie
cli-table-lost = a perdu la partie, { $rule }
cli-stats-pips = Couleurs par symboles de mana : { $pips }

## host, join, serve

cli-cannot-host = impossible d'héberger : { $why }
cli-cannot-resume = impossible de reprendre : { $why }
cli-cannot-serve = impossible de lancer le serveur : { $why }
cli-joining = connexion à { $host }…
cli-table-is-at = la table est à l'adresse { $table }
cli-no-token = aucun jeton gardé pour { $name } à la table { $table } de { $server } (dans { $file }) : seul le programme qui y a joué peut demander son replay
cli-resuming = reprise de { $file } : places gardées pour { $names }
cli-hosting = hébergement d'une table de { $seats } places sur le port { $port } (UDP et TCP ; les joueurs rejoignent avec : bifronte join HOST:{ $port })
cli-serving = serveur sur le port { $port } (TCP ; tables sur les ports { $low }-{ $high }, UDP et TCP) ; données dans { $data } ; les joueurs rejoignent avec : bifronte join THIS-MACHINE:{ $port } --room Main --name NAME
cli-line-not-utf8 = ligne { $line } : pas en UTF-8 (octet { $byte } de la ligne) ; ignorée
cli-not-connected = non connecté à l'hôte (nouvel essai toutes les quelques secondes) : « { $line } » n'a pas été envoyé
cli-undo-already-asked = une annulation est déjà demandée : répondez par `undo yes` ou `undo no`
cli-nobody-asks-undo = personne ne demande d'annulation
cli-nobody-asking = personne ne demande rien
cli-request-too-big = non envoyé : la requête fait { $size } octets (l'hôte en lit au plus { $most })
cli-not-an-action = ce n'est pas une action : { $why }
cli-unknown-word = « { $word } » n'est pas un mot que le client texte connaît ; ses mots : { $words }
cli-unknown-word-close = « { $word } » n'est pas un mot que le client texte connaît : vouliez-vous dire { $close } ?
cli-word-unread = « { $line } » ne se lit pas : { $word } s'écrit autrement ici (bifronte join --help)
cli-spectator-doesnt-play = un spectateur ne joue pas
cli-attack-whom = attack { $id }>PLAYER : dites qui elle attaque
cli-block-which = block { $id }>ATTACKER : dites quel attaquant elle bloque
cli-no-such-card = tap { $id } : vous ne voyez aucune carte avec cet identifiant sur la table
cli-chat-rate = non envoyé : au plus { $n } lignes de discussion par seconde
cli-chat-cut = (la ligne est coupée à { $n } caractères)
cli-host-refused = l'hôte a refusé : { $why }
cli-seated = assis : { $names }
cli-refused = refusé (demande { $seq }) : { $why }
cli-asks-consent = { $by } demande : { $what } (allow / decline)
cli-waiting-consent = en attente (demande { $seq }) : c'est à { $on } d'autoriser
cli-asks-undo = { $by } demande d'annuler la dernière action : { $what } (undo yes / undo no)
cli-replay-kept = la partie est terminée : son replay complet est gardé dans { $file }
cli-replay-not-kept = le replay complet de la partie n'a pas été gardé : { $why }
cli-undo-settled = annulation : { $why }
cli-watching = spectateur
cli-turn-line = — tour { $turn } ({ $active }), { $step } — vous êtes { $you } —
cli-last-log = journal : { $line }
cli-clock = pendule : { $times }
cli-your-priority = vous avez la priorité : pass, play LAND, tap ID [MANA], attack ID[>WHOM], block ID>ATTACKER, ou une action
cli-has-priority = { $name } a la priorité
cli-declare-attackers = déclarez d'abord vos attaquants (508.1) : attack ID[>WHOM] ..., ou attack seul pour aucun
cli-declare-blockers = déclarez d'abord vos bloqueurs (509.1) : block ID>ATTACKER ... (ID>A,B pour une créature qui peut en bloquer plusieurs), ou block seul pour aucun
cli-waiting-for-declaration = en attente de la déclaration de { $names } (508.2, 509.2)
cli-no-match-to-sideboard = vous n'avez aucun match en cours pour faire des échanges avec la réserve
cli-swap-words = { $part } : -NAME retire une carte du deck principal, +NAME en ajoute une de la réserve
cli-not-in-your-main-deck = { $name } n'est pas dans votre deck principal
cli-not-in-your-sideboard = { $name } n'est pas dans votre réserve
cli-match-score = match : { $score }
cli-match-you-choose = vous choisissez qui joue le premier tour de la partie { $game } (first NAME)
cli-match-chooses = { $name } choisit qui joue le premier tour
cli-match-playing = partie { $game }, { $name } a joué le premier tour
cli-match-sideboarding = échanges avec la réserve pour la partie { $game } ; prêts : { $names }
cli-match-your-sideboard = réserve pour la partie { $game } (ready, ou ready -OUT, +IN) ; votre réserve : { $cards }
cli-match-won = { $name } a gagné le match

## Les lignes du serveur (bifronte serve)

cli-table-cannot-restart = table { $id } : impossible de la redémarrer : { $why }
cli-table-back = la table { $id } est de retour
cli-table-error = table { $id } : { $why }
cli-lobby-not-reading = { $name } ne lit pas ce qu'envoie l'accueil : connexion fermée
cli-table-ended = table { $id } terminée : { $why }
cli-table-stopped = table { $id } arrêtée ({ $status }) : redémarrage
cli-lobby-let-go = une connexion à l'accueil ({ $name }) a été fermée après { $n } refus
cli-automation-cards = { $n } cartes non-terrain, chacune au niveau de sa ligne la plus basse :
cli-automation-level = { $level } : { $cards } cartes ; { $lines } lignes de capacité
cli-automation-triggers = capacités déclenchées : { $all } lignes lues comme des déclencheurs, { $read } comprises (détectées et mises sur la pile), { $automatic } appliquées par la table
cli-automation-total = automatiques { $automatic } sur { $all } cartes ({ $percent } %), assistées { $assisted }, rappelées { $reminded }, à la main { $by_hand }
cli-automation-missing = les textes les plus courants parmi les lignes pas encore automatiques (exemplaires) :
cli-table-ability = capacité de { $controller } venant de { $source } : « { $text } »
cli-table-ordering = { $player } choisit l'ordre de ses capacités déclenchées (`order 2 1` : la première nommée se résout en premier) :
cli-order-which = « { $word } » n'est pas un numéro de la liste des capacités déclenchées
cli-table-targeting = { $player } choisit les cibles de la capacité déclenchée de { $source } « { $text } » (`target ID`, une pour chacune, dans l'ordre ; un joueur par son nom) :
cli-no-targets-asked = aucune capacité déclenchée à vous n'attend ses cibles
cli-table-ability-targets = ciblant { $targets }
cli-table-deciding = { $player } choisit si la capacité de { $source } « { $text } » fait ce qu'elle dit (`yes` ou `no`)
cli-table-casting = { $player } peut lancer { $card } maintenant pendant une résolution (`cast { $id }` ou `decline`)
cli-table-searching = { $player } cherche dans sa bibliothèque ({ $text }) : { $cards } (`find ID ...` ou `find`)
cli-table-scrying = { $player } regarde { $n } cartes : { $cards } (`scry ID ...` met celles-là au-dessous, les autres au-dessus dans l'ordre donné)
cli-table-discarding = { $player } choisit { $n ->
    [one] une carte
   *[other] { $n } cartes
} de la main de { $owner } à défausser : { $cards } (`choose ID ...`)
cli-table-putting-back = { $player } choisit { $n ->
    [one] une carte
   *[other] { $n } cartes
} de sa main à mettre au-dessus de sa bibliothèque, la première au-dessus : { $cards } (`choose ID ...`)
cli-table-paying = { $player } peut payer { $cost } ({ $text }) (`pay` ou `pay no`)
cli-no-choice-asked = aucune capacité à vous n'attend votre choix
cli-melded = le permanent assemblé de { $a } et { $b } (712.4) : aucun deck ne le contient ; on joue ses moitiés
cli-same-name = { $n } cartes différentes s'appellent { $name } ({ $printings }) ; la table distingue les cartes par leur nom, et voici la première, { $printing }

## help: what the seat may do (text client)
cli-help-usage-pass = pass — passer la priorité (117.3d)
cli-help-usage-play = play ID — jouer un terrain de votre main (305.1)
cli-help-usage-cast = cast ID [CIBLE ...] [x:N] [mode:N] [divide:N,N] [pay:MANA] [life:N] [kicked] [buyback] [evoke|dash|surge|overload|spectacle|madness|instead] [with:ID] — lancer un sort (601.2)
cli-help-usage-activate = activate ID N [CIBLE ...] [pay:MANA] [life:N] [with:ID] — activer la N-ième capacité d'une carte (602.2)
cli-help-usage-tap = tap ID [MANA] — engager un permanent pour du mana (605) ; tap all MANA — chacun de vos terrains dégagés qui le produit
cli-help-usage-attack = attack ID[>CIBLE] ... — déclarer les attaquants ; attack seul : aucun (508.1)
cli-help-usage-block = block BLOQUEUR>ATTAQUANT ... — déclarer les bloqueurs ; block seul : aucun (509.1)
cli-help-usage-keep = keep [ID ...] ou mulligan — votre main de départ, les ID au-dessous de la bibliothèque (103.5)
cli-help-usage-find = find [ID] — la carte que trouve la recherche dans votre bibliothèque, ou rien (701.23)
cli-help-usage-scry = scry [ID ...] — les cartes qu'un regard vers l'avenir met au-dessous, les autres au-dessus (701.22a)
cli-help-usage-choose = choose ID ... — les cartes qu'un effet vous fait choisir dans une main : à défausser, ou à mettre au-dessus de votre bibliothèque, la première au-dessus (701.9b)
cli-help-usage-pay = pay [no] — si vous payez le coût que le « unless » d'un effet vous propose (118.12a)
cli-help-usage-say = say TEXTE, undo, allow ou decline — discuter, demander une annulation, répondre à une demande
cli-help-usage-card = help ID — ce que vous pouvez faire d'une carte
cli-help-accepted = Les règles acceptent maintenant ({ $n }) :
cli-help-now = Maintenant :
cli-help-nothing-now = rien : les autres joueurs agissent
cli-help-opening = keep ou mulligan : votre main de départ (103.5)
cli-help-declare-attackers = attack { $ids } — les créatures qui peuvent attaquer ; attack seul pour aucune (508.1)
cli-help-declare-blockers = block BLOQUEUR>ATTAQUANT ..., ou block seul pour aucun (509.1)
cli-help-priority = pass — vous avez la priorité (117.3d)
cli-help-play = play { $id } — { $name }
cli-help-cast = cast { $id } — { $how }
cli-help-cast-targets = cast { $id } CIBLE — { $how } ; cibles : { $targets }
cli-help-tap = tap { $id }{ $word } — { $name } ajoute { $mana }
cli-help-activate = activate { $id } { $n } — { $text }
cli-help-card = { $id } : { $name }
cli-help-card-nothing = rien que les règles permettent maintenant
cli-help-no-card = aucune carte { $id } en vue
cli-arena-two-decks = arena : deux listes de deck, ou aucune pour les decks fournis
cli-arena-game = partie { $game } : { $winner } a gagné au tour { $turns }
cli-arena-drawn = partie { $game } : nulle au tour { $turns } ({ $why })
cli-arena-tally = { $first } contre { $second } ({ $decks }) : { $games } parties, { $wins } gagnées, { $losses } perdues, { $draws } nulles ; { $first } en a pris { $share } % (intervalle à 95 % { $low }–{ $high } %)
cli-arena-speed = { $decisions } décisions, { $per_second } par seconde, la plus lente { $slowest } ms ; { $turns } tours par partie
cli-arena-playouts = l'anticipation du joueur difficile : { $playouts } parties jouées sur des copies de la table, { $per_second } par seconde
cli-arena-refused = les règles ont refusé l'action d'un joueur de l'ordinateur : { $what }
cli-table-deciding-sacrifice = le faire, c'est sacrifier l'un de ceux-ci (`yes ID`) : { $ids }
cli-table-sacrificing = { $player } choisit { $n ->
    [one] un permanent
   *[other] { $n } permanents
} qu'il contrôle à sacrifier : { $cards } (`choose ID ...`)
cli-table-paying-for = { $player } peut payer { $cost } ; s'il le fait : { $text } (`pay` ou `pay no`)
cli-slot-optional = { $targets } (ou aucune)
cli-automation-alone = les textes qui à eux seuls empêchent une carte d'être automatique (exemplaires) :
cli-table-surveilling = { $player } surveille { $n } : { $cards } (`surveil ID ...` met celles-là au cimetière, les autres au-dessus dans l'ordre donné)
cli-help-usage-surveil = surveil [ID ...] — les cartes qu'une surveillance met au cimetière, les autres au-dessus (701.25a)
cli-table-choosing-color = { $player } choisit une couleur pour : { $text } (`color white`, `blue`, `black`, `red` ou `green`)
cli-help-usage-color = color COULEUR — la couleur qu'un effet vous demande de choisir : white, blue, black, red ou green (105.1)
cli-not-a-color = Ce n'est pas une couleur : white, blue, black, red ou green.
cli-table-putting-onto-battlefield = { $player } peut mettre sur le champ de bataille jusqu'à { $n ->
    [one] une carte
   *[other] { $n } cartes
} de sa main : { $cards } (`choose ID ...`, ou `choose` pour aucune)
cli-table-returning = { $player } choisit { $n ->
    [one] un permanent
   *[other] { $n } permanents
} qu'il contrôle à renvoyer dans la main de son propriétaire : { $cards } (`choose ID ...`)
cli-table-exploring = { $player } a exploré et révélé { $cards } (`surveil ID` la met au cimetière, `surveil` la laisse au-dessus)
cli-table-entering = { $player } choisit avec quoi { $card } [{ $id }] arrive (`enter { $id } { $answers }`)
cli-not-an-entry-answer = Ce n'est pas une réponse à ce choix : voir `enter ID ...` sur la table.
cli-table-arranging = { $player } remet les { $n } cartes du dessus de sa bibliothèque dans n'importe quel ordre : { $cards } (`scry ID ...` met celles-là au-dessus dans cet ordre, les autres dessous comme listées)
cli-table-arranging-or-shuffling = { $player } remet les { $n } cartes du dessus de sa bibliothèque dans n'importe quel ordre ou mélange : { $cards } (`scry ID ...` met celles-là au-dessus dans cet ordre, les autres dessous comme listées ; `scry shuffle` mélange plutôt la bibliothèque)
cli-cant-shuffle-instead = Cette carte ne vous permet pas de mélanger à la place : `scry ID ...` remet les cartes dans l'ordre que vous donnez
cli-table-bolstering = { $player } choisit une créature avec la plus petite endurance pour recevoir { $n ->
    [one] un marqueur +1/+1
   *[other] { $n } marqueurs +1/+1
} : { $cards } (`choose ID`)
cli-table-choosing-name = { $player } choisit un nom de carte pour : { $text } (`name NOM DE LA CARTE`)
cli-help-usage-name = name NOM DE LA CARTE — le nom de carte qu'un effet vous demande de choisir, avec tous ses mots (201.4)
cli-table-dredging = { $player } piocherait une carte : `choose ID` pour draguer à la place une carte parmi { $cards }, `choose` pour piocher
cli-table-separating = { $player } sépare ces permanents en deux piles : { $cards } (`separate ID ...` : la première pile, le reste la seconde)
cli-table-choosing-pile = { $player } choisit une pile parmi { $cards } : la première est { $first }, la seconde le reste (`pile 1` ou `pile 2`)
cli-help-usage-piles = separate ID ... ou pile 1|2 — la première des deux piles en lesquelles vous séparez des permanents (le reste la seconde), ou la pile que vous choisissez (700.3)
cli-table-copy-targeting = { $player } peut choisir de nouvelles cibles pour la copie de { $source } « { $text } », celles de son sort parmi elles (`target ID`, une pour chacune, dans l'ordre ; un joueur par son nom) :
cli-table-returning-or-sacrificing = { $player } renvoie dans la main de son propriétaire l'un de { $cards }, sinon il sacrifie { $card } (`choose ID`, ou `choose` pour sacrifier)
cli-table-choosing-mode = { $player } choisit le mode de la capacité déclenchée de { $source } « { $text } » (`mode N`), puis ses cibles :
cli-table-mode-illegal = (ne peut pas être choisi : aucune cible légale)
cli-help-usage-mode = mode N — le mode d'une de vos capacités déclenchées modales (« choisissez l'un — »), à partir de 1 comme imprimé ; ses cibles ensuite (603.3c)
