# files : les problèmes d'un fichier de scène, de sauvegarde ou de paramètres, à leur ligne et
# colonne (les erreurs de syntaxe du fichier, trouvées par le lecteur RON, restent en anglais).

files-cannot-read = lecture impossible : { $why }
files-cannot-read-folder = lecture du dossier impossible : { $why }
files-not-utf8 = le fichier n'est pas en UTF-8 valide
files-unknown-field = champ inconnu { $found }
files-unknown-field-in = champ inconnu { $found } dans { $outer }
files-unknown-variant = variante inconnue { $found }
files-unknown-variant-in = variante inconnue { $found } dans { $outer }
files-did-you-mean = vouliez-vous dire { $near } ?
files-expected-one-of = attendu : l'un de { $known }
files-newer-format = le format { $found } a été écrit par un Bifronte plus récent ; celui-ci lit jusqu'au { $most }
files-scene-no-player = une scène a besoin d'au moins un joueur
files-table-no-player = une table a besoin d'au moins un joueur
files-player-twice = le joueur { $name } est cité deux fois
files-unknown-player = joueur inconnu { $name } (joueurs : { $players })
files-unknown-player-alone = joueur inconnu { $name }
files-unknown-token = jeton prédéfini inconnu { $name } (règle 111.10)
files-not-predefined = { $name } n'est pas un jeton prédéfini (111.10)
files-unknown-card = carte inconnue { $name }
files-unknown-card-near = carte inconnue { $name } (vouliez-vous dire { $near } ?)
files-id-twice = l'id { $id } est utilisé deux fois
files-id-taken = l'id { $id } est déjà pris
files-unknown-id = id inconnu { $id }
files-unknown-id-anywhere = id inconnu { $id } : aucune entrée de mise en place, étape ou joueur ne l'introduit
files-copy-unknown-id = id inconnu { $id } (une copie nomme une entrée précédente)
files-cannot-copy = { $id } ne peut pas être copié en jeton (111.5, 111.12)
files-not-double-faced = { $name } n'est pas recto verso ; il n'a pas de face arrière à montrer
files-too-many-objects = une table contient au plus { $most } objets (cartes et jetons)
files-no-key = aucune touche ne s'appelle { $name } (une lettre, un chiffre, F1 à F12, Space, Enter, Tab, Esc, Home, End, +, -, Left, Right, Up, Down, précédée de Ctrl+ ou Shift+)
files-no-command = aucune commande ne s'appelle { $name }
files-no-command-near = aucune commande ne s'appelle { $name } ; vouliez-vous dire { $near } ?
files-size-range = une taille de { $size } % : de { $least } à { $most } %
files-card-no-face = une carte doit avoir au moins une face
files-card-two-faces = { $name } : une carte { $layout } doit avoir exactement deux faces, elle en a { $n }
files-face-no-name = chaque face d'une carte doit avoir un nom
