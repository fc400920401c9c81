# files: i problemi di un file di scena, di salvataggio o di impostazioni, alla loro riga e
# colonna (gli errori di sintassi del file, trovati dal lettore RON, restano nel suo inglese).

files-cannot-read = impossibile leggere: { $why }
files-cannot-read-folder = impossibile leggere la cartella: { $why }
files-not-utf8 = il file non è UTF-8 valido
files-unknown-field = campo sconosciuto { $found }
files-unknown-field-in = campo sconosciuto { $found } in { $outer }
files-unknown-variant = variante sconosciuta { $found }
files-unknown-variant-in = variante sconosciuta { $found } in { $outer }
files-did-you-mean = forse intendevi { $near }?
files-expected-one-of = atteso uno tra { $known }
files-newer-format = il formato { $found } è stato scritto da un Bifronte più recente; questo legge fino al { $most }
files-scene-no-player = una scena ha bisogno di almeno un giocatore
files-table-no-player = un tavolo ha bisogno di almeno un giocatore
files-player-twice = il giocatore { $name } è elencato due volte
files-unknown-player = giocatore sconosciuto { $name } (giocatori: { $players })
files-unknown-player-alone = giocatore sconosciuto { $name }
files-unknown-token = pedina predefinita sconosciuta { $name } (regola 111.10)
files-not-predefined = { $name } non è una pedina predefinita (111.10)
files-unknown-card = carta sconosciuta { $name }
files-unknown-card-near = carta sconosciuta { $name } (forse intendevi { $near }?)
files-id-twice = l'id { $id } è usato due volte
files-id-taken = l'id { $id } è già preso
files-unknown-id = id sconosciuto { $id }
files-unknown-id-anywhere = id sconosciuto { $id }: nessuna voce di preparazione, passo o giocatore lo introduce
files-copy-unknown-id = id sconosciuto { $id } (una copia nomina una voce precedente)
files-cannot-copy = { $id } non può essere copiato come pedina (111.5, 111.12)
files-not-double-faced = { $name } non è bifronte; non ha un retro da mettere in su
files-too-many-objects = un tavolo tiene al massimo { $most } oggetti (carte e pedine)
files-no-key = nessun tasto si chiama { $name } (una lettera, una cifra, da F1 a F12, Space, Enter, Tab, Esc, Home, End, +, -, Left, Right, Up, Down, con Ctrl+ o Shift+ davanti)
files-no-command = nessun comando si chiama { $name }
files-no-command-near = nessun comando si chiama { $name }; forse { $near }?
files-size-range = una dimensione del { $size } %: da { $least } a { $most } %
files-card-no-face = una carta deve avere almeno una faccia
files-card-two-faces = { $name }: una carta { $layout } deve avere esattamente due facce, ne ha { $n }
files-face-no-name = ogni faccia di una carta deve avere un nome
