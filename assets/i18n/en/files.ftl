# files: the problems of a scene, save or settings file, at their line and column (the file's
# own syntax errors, found by the RON reader, stay in its English).

files-cannot-read = cannot read: { $why }
files-cannot-read-folder = cannot read folder: { $why }
files-not-utf8 = the file is not valid UTF-8
files-unknown-field = unknown field { $found }
files-unknown-field-in = unknown field { $found } in { $outer }
files-unknown-variant = unknown variant { $found }
files-unknown-variant-in = unknown variant { $found } in { $outer }
files-did-you-mean = did you mean { $near }?
files-expected-one-of = expected one of { $known }
files-newer-format = format { $found } was written by a newer Bifronte; this one reads up to { $most }
files-scene-no-player = a scene needs at least one player
files-table-no-player = a table needs at least one player
files-player-twice = player { $name } is listed twice
files-unknown-player = unknown player { $name } (players: { $players })
files-unknown-player-alone = unknown player { $name }
files-unknown-token = unknown predefined token { $name } (rule 111.10)
files-not-predefined = { $name } isn't a predefined token (111.10)
files-unknown-card = unknown card { $name }
files-unknown-card-near = unknown card { $name } (did you mean { $near }?)
files-id-twice = id { $id } is used twice
files-id-taken = id { $id } is taken
files-unknown-id = unknown id { $id }
files-unknown-id-anywhere = unknown id { $id }: no setup entry, step or player introduces it
files-copy-unknown-id = unknown id { $id } (a copy names an earlier entry)
files-cannot-copy = { $id } can't be copied as a token (111.5, 111.12)
files-not-double-faced = { $name } isn't double-faced; it has no back face to put up
files-too-many-objects = a table holds at most { $most } objects (cards and tokens)
files-no-key = no key is called { $name } (a letter, a digit, F1 to F12, Space, Enter, Tab, Esc, Home, End, +, -, Left, Right, Up, Down, with Ctrl+ or Shift+ before it)
files-no-command = no command is called { $name }
files-no-command-near = no command is called { $name }; did you mean { $near }?
files-size-range = a size of { $size } %: from { $least } to { $most } %
files-card-no-face = a card needs at least one face
files-card-two-faces = { $name }: a { $layout } card needs exactly two faces, found { $n }
files-face-no-name = every face of a card needs a name
