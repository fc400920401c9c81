# dialogs: the table's windows and panels in English (the log, the inspector, the pile and card
# browsers, the replay strip, About). Every message here is in it/ and fr/ too, with the same
# placeholders; rule numbers and card data stay as they are.


## The window's panels and windows
dialogs-game-over = The game is over: { $result } (104.2a)
dialogs-game-over-match = { $undo } takes the last action back; the match goes on once everyone has sideboarded.
dialogs-game-over-new = { $undo } takes the last action back; File, New game starts another.
dialogs-log = Log
dialogs-log-chat = Log and chat
dialogs-rules-detail = rules detail
dialogs-rules-detail-hint = rule numbers, and every 'it is a new object' line (400.7)
dialogs-cards-title = Cards
dialogs-seat-everything = Everything (every hand, library and face-down card)
dialogs-seat = Seat: { $seat }
dialogs-seat-watching = watching
dialogs-seat-all = everything
dialogs-face-up = face up
dialogs-other-face = the other face
dialogs-inspector = Inspector
dialogs-inspector-hint = Point at a card to see its characteristics and where each value comes from.
dialogs-inspector-hidden = That card is hidden from you.
dialogs-face-down-2-2 = a face-down 2/2
dialogs-menu-name-controller = { $name } ({ $controller }'s)
dialogs-opening-title = Your opening hand (103.5)
dialogs-player-panel-target = Click to choose { $player } as the target
dialogs-player-panel-hint = { $player }'s life and counters (click)
dialogs-life-title = { $player }: life and counters
dialogs-face-down-permanent = Face-down permanent
dialogs-help-title = Help
dialogs-tokens-title = Create tokens
dialogs-pile-title = { $owner }'s { $zone }
dialogs-restart-title = Restart the game?
dialogs-changed-title = The table was changed
dialogs-rule-title = Rule { $rule }

## A pile as a list
dialogs-pile-unseen = You see none of it: look at the top cards or search it (Table menu).
dialogs-pile-empty = Empty.
dialogs-pile-find = Find
dialogs-pile-find-hint = a name or a type
dialogs-pile-move = Move to…
dialogs-pile-up = One place up
dialogs-pile-down = One place down
dialogs-pile-top = Top of the library
dialogs-pile-bottom = Bottom of the library
dialogs-pile-unseen-count = and { $n } { $n ->
        [one] card
       *[other] cards
    } you don't see
dialogs-pile-search = Search it
dialogs-pile-shuffle = Shuffle it

## The replay strip
dialogs-replay = Replay
dialogs-replay-start = the starting table
dialogs-replay-back = one action back
dialogs-replay-pause = ⏸ Pause
dialogs-replay-play = ⏵ Play
dialogs-replay-next = one action on
dialogs-replay-end = the end
dialogs-replay-speed = speed
dialogs-replay-turn = turn
dialogs-replay-go = Go
dialogs-replay-action = action { $n } of { $len } · { $here }
dialogs-replay-turn-mark = T{ $n }
dialogs-replay-goto = go to action { $step } (turn { $turn })
dialogs-replay-goto-changes = go to action { $step } (turn { $turn }): { $changes }

## File → Card pictures, Help → About
dialogs-pictures-download = Download missing pictures from Scryfall
dialogs-pictures-none = No imported card has a picture to download (File, Import cards).
dialogs-pictures-count = { $n } imported faces have a picture on Scryfall; kept in { $dir }
dialogs-about-title = About Bifronte
dialogs-about-what = A rules-aware virtual card table for Magic: The Gathering.
dialogs-about-scryfall = Card data and card pictures come from Scryfall (scryfall.com), downloaded by this program when you ask it to; Bifronte isn't made or endorsed by Scryfall.
dialogs-about-wizards = Card pictures, names and rules text are copyright Wizards of the Coast. Each picture's art is by the artist named on the card.
dialogs-about-fan-content = Bifronte is unofficial Fan Content permitted under the Wizards of the Coast Fan Content Policy, not approved or endorsed by Wizards.

## The card browser
dialogs-cards-search = Search
dialogs-cards-search-hint = name, type or text
dialogs-cards-shipped = The shipped cards (bifronte import adds every card from Scryfall's data).
dialogs-cards-imported = The shipped cards and { $n } imported ones.
dialogs-cards-first = the first { $n }; type more to narrow it
dialogs-cards-choose = Choose a card.
dialogs-cards-loyalty = loyalty { $n }
dialogs-cards-defense = defense { $n }
dialogs-cards-for = for
dialogs-cards-library-top = Library (top)

## The large preview's marks
dialogs-mark-token = TOKEN
dialogs-mark-copy = COPY of { $card }
dialogs-mark-face-down = FACE DOWN ({ $kind })
dialogs-mark-flipped = FLIPPED (710.2)
dialogs-mark-phased-out = PHASED OUT (702.26b)
dialogs-mark-back-up = back face up (transformed)
dialogs-mark-front-up = front face up
dialogs-mark-other-face = showing the other face
dialogs-preview-no-name = (no name)
dialogs-face-down-plain = Plain
dialogs-face-down-morph = Morph
dialogs-face-down-megamorph = Megamorph
dialogs-face-down-disguise = Disguise
dialogs-face-down-manifest = Manifest
dialogs-face-down-cloak = Cloak
dialogs-face-down-manifest-dread = Manifest dread
