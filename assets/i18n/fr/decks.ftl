# decks : les decks, l'éditeur de decks, l'import des cartes et le jeu en ligne, en français.
# Chaque message de en/ est aussi ici, avec les mêmes variables ; noms de cartes, codes
# d'extension, chemins et adresses de serveurs sont des variables, jamais traduits.

## Mes decks, une liste collée
decks-my-decks = Mes decks
decks-sample = { $name } (exemple)
decks-name = Nom
decks-paste-title = Coller une liste
decks-paste-intro = N'importe quelle liste (texte brut, MTG Arena, MTGO, Forge, Cockatrice), gardée dans le dossier de vos decks :
decks-paste-keep = La garder

## Les parties du deck, les types de carte, les couleurs et les formats de fichier
decks-part-main = Deck principal
decks-part-sideboard = Réserve
decks-part-commander = Commandant
decks-type-artifact = Artefact
decks-type-battle = Bataille
decks-type-creature = Créature
decks-type-enchantment = Enchantement
decks-type-instant = Éphémère
decks-type-kindred = Tribal
decks-type-land = Terrain
decks-type-planeswalker = Planeswalker
decks-type-sorcery = Rituel
decks-color-white = Blanc
decks-color-blue = Bleu
decks-color-black = Noir
decks-color-red = Rouge
decks-color-green = Vert
decks-color-colorless = Incolore
decks-format-text = Texte brut

## L'éditeur de decks
decks-editor-new-name = Nouveau deck
decks-editor-opened = { $path } ouvert
decks-editor-saved = { $path } enregistré
decks-editor-title = Éditeur de decks : { $name }
decks-editor-title-unsaved = Éditeur de decks : { $name } (non enregistré)
decks-editor-new = Nouveau
decks-editor-new-ask = Jeter les { $n } cartes de { $name } ? Elles ne sont pas gardées (Annuler les ramène)
decks-editor-new-throw = Jeter
decks-editor-new-keep = Les garder
decks-editor-open = Ouvrir
decks-editor-open-hint = n'importe quel fichier de liste
decks-editor-open-it = L'ouvrir
decks-editor-save = Enregistrer dans mes decks
decks-editor-undo = Annuler
decks-editor-redo = Rétablir
decks-editor-find = Trouver des cartes
decks-editor-find-hint = nom, type ou texte
decks-editor-any-type = Tout type
decks-editor-any-mana-value = Toute valeur de mana
decks-editor-found = trouvées : { $n }
decks-editor-found-first = trouvées : { $n } (les premières)
decks-editor-sb-short = Rés
decks-editor-commander-short = Cmd
decks-editor-add-main = En ajouter une au deck principal
decks-editor-add-sideboard = En ajouter une à la réserve
decks-editor-add-commander = En ajouter une comme commandant
decks-editor-deck = Le deck
decks-editor-part = { $part } ({ $n })
decks-editor-none = aucune
decks-editor-to-main = dans le deck
decks-editor-to-sb = en réserve
decks-editor-move-main = En déplacer une dans le deck principal
decks-editor-move-sideboard = En déplacer une dans la réserve
decks-editor-figures = Chiffres
decks-editor-sizes = Deck { $main } · réserve { $sideboard } · terrains { $lands }
decks-editor-curve = Courbe de mana (cartes non-terrain par valeur de mana)
decks-editor-pips = Couleurs par symboles de mana
decks-editor-types = Types de carte
decks-editor-odds = Probabilités (hypergéométriques)
decks-editor-odds-small = Un deck de sept cartes ou plus a une main de départ.
decks-editor-odds-hand = Main de départ de 7 : un terrain { $one } %, deux ou plus { $two } %
decks-editor-by-turn = avant le tour
decks-editor-odds-card = { $play } % en jouant le premier ({ $play_seen } cartes vues), { $draw } % en piochant le premier ({ $draw_seen })
decks-editor-legal-in = Légal en
decks-editor-legal = Légal : chaque carte et la taille du deck.

## Fichier → Importer les cartes
decks-import-title = Importer les cartes
decks-import-intro = Toutes les cartes, de Scryfall : son fichier Oracle Cards actuel, téléchargé (environ 50 Mo, pas de nouveau tant qu'il n'a pas changé) et importé.
decks-import-download = Télécharger et importer
decks-import-file = Ou un fichier en bloc de scryfall.com/docs/api/bulk-data (Oracle Cards, Default Cards ou All Cards ; .json ou .json.gz) :
decks-import-downloaded = { $done } sur { $total } Mo téléchargés
decks-import-read = { $done } sur { $total } Mo lus
decks-import-import = Importer
decks-import-done = Les cartes importées sont maintenant dans la base de cartes (Cartes… dans le menu Table).
decks-import-error = ERREUR { $error }
decks-import-stopped = l'import s'est arrêté de façon inattendue
decks-import-cant-open = { $path } : la nouvelle base ne peut pas être ouverte : { $error }

## Fichier → Jouer en ligne
decks-online-title = Jouer en ligne
decks-online-connecting = connexion…
decks-online-connected = connecté à { $server } en tant que { $name }
decks-online-cant-connect = connexion impossible : { $error }
decks-online-table-open = la table { $table } est ouverte
decks-online-refused = refusé : { $reason }
decks-online-bye = le serveur a mis fin à la connexion : { $reason }
decks-online-disconnected = déconnecté
decks-online-window-opens = la table s'ouvre dans sa propre fenêtre
decks-online-cant-open-window = impossible d'ouvrir la fenêtre de la table : { $error }
decks-online-server = Serveur
decks-online-server-hint = hôte:port
decks-online-your-name = Votre nom
decks-online-connect = Se connecter
decks-online-disconnect = Se déconnecter
decks-online-rooms = Salles
decks-online-tables-count = { $n ->
    [one] { $n } table
   *[other] { $n } tables
}
decks-online-players-count = { $n ->
    [one] { $n } joueur
   *[other] { $n } joueurs
}
decks-online-room = { $room } — { $description } ({ $tables }, { $players })
decks-online-pods-in = Tables de draft dans { $room } (le draft se fait dans un terminal)
decks-online-pod = { $pod } · { $set } · { $count } sur { $seats } assis : { $seated } · { $state }
decks-online-pod-waiting = en attente du début
decks-online-pod-drafting = draft en cours
decks-online-pod-over = terminé
decks-online-copy = Copier
decks-online-tables-in = Tables dans { $room }
decks-online-no-table = Aucune table pour l'instant : ouvrez-en une ci-dessous.
decks-online-locked = verrouillée
decks-online-open-to-all = ouverte à tous
decks-online-state-open = en attente de joueurs
decks-online-state-running = en cours
decks-online-state-finished = terminée
decks-online-state-starting = au démarrage
decks-online-table = { $table } · { $format } · { $lock }
decks-online-nobody = personne pour l'instant
decks-online-seated = { $count }/{ $seats } assis : { $seated } · { $state }
decks-online-join = Rejoindre
decks-online-watch = Regarder
decks-online-watch-judge = Regarder (en tant que juge)
decks-online-your-deck = Votre deck
decks-online-your-deck-hint = un fichier de liste (vide : un deck d'exemple)
decks-online-password = Mot de passe
decks-online-password-hint = pour une table verrouillée
decks-online-open-table = Ouvrir une table
decks-online-seats = Places
decks-online-format = Format
decks-online-spectators = Les spectateurs peuvent regarder
decks-online-judges = Les spectateurs sont juges (ils voient tout)
decks-online-free = Table libre (les joueurs mènent le tour à la main)
decks-online-best-of-three = Un match en deux manches gagnantes (réserve entre les parties)
decks-online-computer = L'ordinateur joue la dernière place (une table assistée, une seule partie)
decks-online-locked-with = Verrouillée par le mot de passe ci-dessus, s'il y en a un.
decks-online-open-and-join = L'ouvrir et la rejoindre
decks-online-in-room = Dans { $room } : { $players }
decks-online-say-hint = dites quelque chose (Entrée)

## Pourquoi un deck n'est pas légal dans un format (l'éditeur de decks, deck stats --format)
decks-legality-unknown-format = format inconnu { $format } ; formats connus : { $known }
decks-legality-unknown = la légalité des cartes n'est pas connue : importez les cartes de Scryfall (bifronte import --download)
decks-legality-main-too-small = { $n } cartes dans le deck principal ; un deck construit en a au moins 60 (100.2a)
decks-legality-sideboard-too-big = { $n } cartes dans la réserve ; elle en a au plus 15 (100.4a)
decks-legality-no-commander-in = { $format } n'a pas de commandant
decks-legality-singleton-exactly = { $n } cartes dans le deck ; { $format } en joue exactement { $size }
decks-legality-singleton-at-least = { $n } cartes dans le deck ; { $format } en joue au moins { $size }
decks-legality-commander-size = { $n } cartes avec le commandant ; un deck { $format } en a exactement { $size } (903.5a)
decks-legality-commander-sideboard = une réserve de { $n } : les parties Commander n'en ont pas (903.5e)
decks-legality-commander-missing = pas de commandant : un deck { $format } en a un (903.3)
decks-legality-not-partners = deux commandants, { $a } et { $b }, qui ne peuvent pas être partenaires (702.124)
decks-legality-too-many-commanders = { $n } commandants ; un deck en a un, ou deux partenaires (903.3)
decks-legality-cannot-command = ne peut pas être un commandant : ni une créature légendaire ni un Véhicule (903.3)
decks-legality-no-data = pas de données de légalité (pas parmi les cartes importées : bifronte import --download)
decks-legality-format-not-in-data = les cartes importées ne savent rien de { $format } (importées avant qu'il existe) : le statut des cartes n'est pas connu ; importez des données plus récentes (bifronte import --download)
decks-legality-not-legal = pas légale en { $format }
decks-legality-banned = bannie en { $format }
decks-legality-restricted = { $n } exemplaires, restreinte à un en { $format }
decks-legality-too-many-copies = { $n } exemplaires ; au plus { $limit } ({ $rule })
decks-legality-outside-identity = { $colours } est hors de l'identité couleur du commandant (903.5c)

## Les problèmes d'une liste, à leur ligne
decks-read-stopped = { $n } problèmes : lecture arrêtée ici
decks-read-latin1 = { $file } : pas en UTF-8 (octet { $byte }) : lu en Windows-1252
decks-read-too-large = { $size } octets, plus qu'une liste n'en contient (au plus { $most }) : non lu
decks-read-not-text = pas une liste de cartes (il contient des octets qu'aucun texte n'a)
decks-read-utf16 = { $file } : lu en UTF-16
decks-read-no-cards = aucune carte : la liste n'en nomme aucune
decks-read-bad-xml = XML mal formé : { $why }
decks-read-xml-ends-inside = XML mal formé : le fichier se termine dans <{ $tag }>
decks-read-bad-attribute = XML mal formé : un attribut mal formé
decks-read-xml-root = le XML d'une liste commence par <cockatrice_deck> (Cockatrice) ou <Deck> (MTGO), trouvé <{ $tag }>
decks-read-no-name = <{ $tag }> sans nom de carte
decks-read-named-count = { $name } : un nombre de 1 à { $most }, trouvé { $found }
decks-read-back-face = ligne { $line } : { $face } est la face arrière de { $card } : le deck a { $card }
decks-read-melded = { $name } est un permanent assemblé (712.4), pas une carte qu'un deck contient : mettez ses moitiés dans le deck ({ $a } et { $b })
decks-read-section-unused = ligne { $line } : la section [{ $name }] ne sert pas à cette table : laissée de côté
decks-read-not-a-count = { $found } n'est pas un nombre de cartes
decks-read-expected-line = attendu un nombre, une espace et un nom de carte, trouvé { $found }
decks-read-count = un nombre de 1 à { $most }, trouvé { $found }

## Le titre d'une partie lancée ici (gardé dans ses sauvegardes)
decks-title-game = Une partie : { $decks }
decks-title-commander-game = Une partie Commander : { $decks }
decks-title-match = Un match au meilleur des { $n } manches : { $decks }
decks-title-match-game = Partie { $n } du match : { $decks } · { $score }

## Le score d'un match
decks-score = { $wins } (au meilleur des { $n } manches)
decks-score-drawn = { $wins }, { $drawn ->
    [one] { $drawn } nulle
   *[other] { $drawn } nulles
} (au meilleur des { $n } manches)
decks-read-too-large-stream = plus de { $most } octets, plus qu'une liste n'en contient : non lu
decks-read-half = ligne { $line } : { $half } est une partie de { $card } : le deck a { $card }
decks-read-not-a-card = { $name } : aucune carte ne porte ce nom, seulement { $kind ->
        [emblem] un emblème
        [art] une carte d'illustration
       *[token] un jeton
    }, qu'aucun deck ne contient
decks-read-same-name = ligne { $line } : { $n } cartes différentes s'appellent { $name } ({ $printings }) ; la table distingue les cartes par leur nom, le deck a donc la première, { $printing }
decks-import-cancel = Annuler
decks-import-cancelled = annulé : la base de cartes est restée telle quelle
first-start-title = Télécharger toutes les cartes ?
first-start-intro = Bifronte ne connaît que les { $shipped } cartes qu'il fournit : toute autre carte d'une liste est une carte inconnue. Télécharger maintenant toutes les cartes depuis Scryfall (son fichier Oracle Cards, importé en une fois ; les images viennent à mesure que les cartes sont montrées) ?
first-start-size = Le téléchargement fait { $mb } Mo.
first-start-size-asking = Scryfall est interrogé sur la taille du téléchargement…
first-start-size-unknown = Scryfall ne donne pas la taille du téléchargement (environ 150 Mo).
first-start-size-failed = La taille du téléchargement ne peut pas être connue : { $error }
first-start-download = Télécharger
first-start-not-now = Pas maintenant
first-start-dont-ask = Ne plus demander
first-start-not-kept = « Ne plus demander » ne peut pas être enregistré : { $why }
decks-limited-too-small = { $n } cartes dans le deck principal ; un deck limité en a au moins 40 (100.2b)
decks-limited-beyond-pool = { $n } exemplaires ; le pool en a { $pool } (100.2b)
decks-limited-not-in-pool = absente du pool : un deck limité est fait des cartes de son pool et de terrains de base (100.2b)
decks-editor-play-limited = Enregistrer et jouer : au meilleur des trois contre { $who }
decks-editor-play-limited-hint = L'ordinateur joue l'autre deck. Un deck limité se joue une fois légal (100.2b).
decks-editor-pool = Votre pool
decks-editor-pool-left = Hors du deck ({ $n }) : votre réserve (100.4b)
decks-editor-basics = Terrains de base, autant que voulu
decks-editor-legal-limited = Jeu limité (100.2b)
decks-editor-save-limited = L'enregistrer pour le match
decks-editor-save-limited-hint = Enregistré là où le draft l'a écrit : la table du match (Fichier → Jouer en ligne, Rejoindre) le joue. Un deck limité s'enregistre une fois légal (100.2b).
decks-online-pod-begin = Lancer le draft
decks-online-pod-sit = S'asseoir
decks-online-pod-terminal = ou depuis un terminal :
decks-online-open-pod = Ouvrir un pod de draft
decks-online-pod-set = Extension
decks-online-open-pod-go = L'ouvrir et s'asseoir
decks-online-pod-match = Ronde { $round } : vous jouez contre { $who }, au meilleur des trois, à la table { $table }.
decks-online-pod-match-bot = Ronde { $round } : vous jouez contre le deck de { $who }, que joue l'ordinateur de la table, au meilleur des trois, à la table { $table }.
decks-online-pod-match-waiting = Ronde { $round } : vous jouez contre { $who } ; la table s'ouvre.
decks-online-pod-back = Reprendre ma place
decks-online-pod-standings = Classement (points de match) : { $table }
decks-read-unknown-card-near = carte inconnue : { $name } ; vouliez-vous dire { $names } ?
decks-bad-name = le nom d'un deck a de 1 à { $most } caractères, aucun de / \ : * ? " < > | et pas de point au début : { $name }
decks-name-taken = un deck nommé { $name } est déjà dans { $dir } : choisissez un autre nom
