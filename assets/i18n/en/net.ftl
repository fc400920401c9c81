# net: what a host tells a client (a refusal, a goodbye), said in the client's language.

# Words with no message of their own (the rules', a decklist's), as they are.
net-words = { $words }
net-wrong-password = wrong password
net-no-spectators = this table takes no spectators
net-already-joined = already joined
net-already-seated = { $name } is already seated
net-looks-like = { $name } looks too much like { $other }, who is already seated
net-seat-taken-back = your seat was taken back by a new connection with its token
net-bad-name = a name needs 1 to { $n } printable characters
net-table-full = the table is full (join with --spectate to watch)
net-your-deck = your deck: { $why }
net-no-seat-undo = you have no seat (spectators can't undo)
net-no-seat-match = you have no seat (spectators don't play the match)
net-no-seat-act = you have no seat (spectators can't act)
net-too-many-requests = { $name }: more than { $n } requests a second
net-not-started = the game hasn't started
net-no-such-player = no such player
net-no-object-in-view = no object { $id } in your view
net-not-connected-to-allow = { $owner } controls that and isn't connected to allow it
net-game-over = the game is over and everyone has its whole replay: nothing more is played at this table
net-asked-something-else = { $by } asked { $to } something else instead
net-declined = { $name } declined
net-accepted-but = { $name } accepted, but { $why }
net-server-ended = the server ended the table: { $why }
net-undo-already-asked = { $name } already asked to undo
net-nothing-to-undo = nothing to undo

## Who may ask for what
net-cant-touch-hand = { $name } can't touch another player's Hand
net-cant-touch-library = { $name } can't touch another player's Library
net-rules-run-turns = the rules run this table's turns: { $name } passes priority instead
net-rules-offer-casts = the rules offer a cast during a resolution at this table, not { $name }
net-cant-change-mode = { $name } can't change how the table is run; the host does
net-clock-says = the host's clock says whose time runs out, not { $name }
net-cant-act-for = { $name } can't act for { $who }
net-not-your-turn = it isn't { $name }'s turn
net-doesnt-control = { $name } doesn't control that; { $owner } does

## What a server's lobby tells a player
net-lobby-goodbye = { $n } messages refused: goodbye
net-lobby-too-many = more than { $n } messages a second
net-lobby-hello-first = say hello first
net-lobby-hello-twice = already said hello
net-lobby-version = this server speaks the lobby's version { $ours }, not { $theirs }
net-lobby-connected = { $name } is already connected
net-lobby-looks-like = { $name } looks too much like { $other }, who is connected
net-lobby-no-room = no room called { $name }
net-lobby-room-first = enter a room first
net-lobby-chat-rate = more than { $n } chat lines a second
net-lobby-no-table = no table { $table } (it may have ended)
net-lobby-replay-rate = more than { $n } replays a minute
net-lobby-no-replay = no finished game at table { $table } for that seat and token
net-lobby-replay-unsent = table { $table }'s replay can't be sent: { $why }
net-lobby-no-pod = no draft pod { $pod } (or not that seat's token)
net-lobby-pods-full = the server has { $n } draft pods going: try again once one is over
net-lobby-pod-begun = pod { $pod }'s draft has begun: no one sits down now
net-lobby-pod-seated = you are already seated at pod { $pod }
net-lobby-pod-full = pod { $pod } is full
net-lobby-pod-not-opener = only who opened the pod begins it
net-lobby-pod-not-seated = you have no seat at pod { $pod }, or its draft hasn't begun
net-lobby-create-rate = more than { $n } tables a minute
net-lobby-address-tables = your address has { $n } tables open, the most one address may: end one first ({ $most })
net-lobby-server-full = the server runs { $n } tables, its most: try later
net-lobby-no-port = no port left for a table: try later
net-lobby-table-didnt-start = the table didn't start: { $why }
net-nested-too-deep = that request nests its actions too deep to be kept (at most { $most } levels, one of them the host's)
net-theirs-to-allow = that changes { $owner }'s game: { $owner } allows it, not { $name }
net-too-many-questions = more than { $n } questions a second put to the other players
net-unreadable = a message that doesn't read: { $why }
net-replay-too-big = { $bytes } bytes packed, over { $most } parts
net-replay-part-misfit = a replay part { $part } of { $parts } ({ $bytes } bytes) that doesn't fit
net-replay-no-unpack = the whole replay doesn't unpack: { $why }
net-replay-over = the whole replay is over { $most } bytes
net-replay-cut-short = the whole replay came cut short
net-replay-unread = the whole replay doesn't read: { $why }
net-server-unreachable = { $server }: { $why }
net-server-unexpected = { $server }: the server said { $what } instead
net-server-unreadable = { $server }: a message that doesn't read: { $why }
net-server-closed = { $server }: the server closed the connection
net-server-no-answer = { $server }: no answer within { $secs } s
net-server-password = table { $table } asks for a password (--password)
net-server-no-table = no table { $which } in { $room } (its tables: { $tables })
net-server-no-table-none = no table { $which } in { $room } (it has none)
net-server-needs-table = --room needs --table NAME or --create NAME
net-lobby-unreadable = a message that doesn't read: { $why }
net-lobby-bad-text = { $what ->
        [name] a name
        [room] a room
        [seat] a seat
        [chat] a chat line
        [table] a table's name
        [format] a format
       *[pod] a pod's name
    } needs 1 to { $most } printable characters
net-lobby-bad-seats = a table has 2 to 8 seats, not { $n }
net-lobby-bad-best-of = a match is best of 1, 3, 5, 7 or 9 games, not { $n }
net-lobby-bad-computer = a computer plays at an assisted table of one game
net-lobby-bad-set = a set's code is 1 to { $most } letters and digits
net-lobby-bad-pod-seats = a pod has 2 to 8 seats, not { $n }
net-server-not-a-key = { $file }: not a server key (64 hexadecimal digits)
net-server-key-changed = { $server }: the server's key has changed (it was { $was }, it is now { $now }): someone may be in the middle; if the server's operator says its key changed, remove the line for { $server } from { $file }
net-undo-declined = { $seat } declined to undo
net-undo-done = undone, as { $by } asked and every player accepted
net-undo-void = the table changed before everyone accepted
