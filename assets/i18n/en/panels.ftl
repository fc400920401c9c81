# panels: the inspector, the scene panel, the questions put to a player, the waiting room, the
# Help, the phase bar and the players' panels. Card names, player names, counter kinds and mana
# symbols are placeholders; rule numbers stay as they are.

## Zones
panels-zone-library = Library
panels-show-rule = show this rule
panels-zone-hand = Hand
panels-zone-battlefield = Battlefield
panels-zone-graveyard = Graveyard
panels-zone-stack = Stack
panels-zone-exile = Exile
panels-zone-command = Command
panels-pile = { $zone } { $n }

## The inspector
panels-no-name = (no name)
panels-name = Name
panels-mana-cost = Mana cost
panels-mana-cost-value = { $cost }  (mana value { $value })
panels-colours = Colours
panels-type = Type
panels-pt = P/T
panels-loyalty = Loyalty
panels-defense = Defense
panels-face-down = Face-down permanent
panels-other-face = Other face (shown, not transformed)
panels-back-to-face-up = Back to the face up ({ $key })
panels-show-other-face = Show the other face ({ $key })
panels-owner-controller = Owner { $owner } · controller { $controller }
panels-counters = Counters: { $counters }
panels-attached-to = Attached to { $name }
panels-attached-to-it = Attached to it: { $names }
panels-note = Note: { $note }
panels-commander = { $owner }'s commander · commander tax { $tax } (903.8)
panels-its-face = Its face (you may look at it, 708.5)
panels-derivation = How it got these values (613)
panels-layer = Layer { $layer } (rule { $rule })

## Questions
panels-undo-title = Undo?
panels-undo-mine = You asked to undo "{ $what }": waiting for every other player to accept.
panels-undo-asks = { $player } asks to undo the last action: { $what }
panels-accept = Accept
panels-decline = Decline
panels-allow-title = Allow?
panels-allow-asks = { $player } asks: { $what }
panels-allow = Allow
panels-legend-title = Legend rule (704.5j)
panels-legend-question = { $player } controls more than one legendary { $name }: keep which? The rest go to the graveyard.
panels-tapped = tapped
panels-untapped = untapped
panels-damage = { $n } damage
panels-keep-oldest = Keep the oldest: { $what }
panels-keep-newest = Keep the newest: { $what }
panels-keep-nth-oldest = Keep the { $n ->
        [one] { $n }st
        [two] { $n }nd
        [few] { $n }rd
       *[other] { $n }th
    } oldest: { $what }
panels-protector-title = Battle protector (310.8a)
panels-protector-question = { $player }: who protects { $card }?
panels-read-ahead-title = Read ahead (702.155b)
panels-read-ahead-question = { $player }: which chapter does { $card } start at?
panels-face-up-title = Turn it face up
panels-face-up-how = How is it turned face up?
panels-face-up-for-cost = For { $cost }
panels-face-up-by-effect = By an effect
panels-face-up-neither = Neither
panels-restart-undone = Every action since the game's opening (its shuffles and draws) is undone.
panels-restart-undo = { $key } right after brings the game back as it was.
panels-restart-game = Restart the game
panels-keep-playing = Keep playing
panels-changed-table = You changed the table since the scene's last step.
panels-changed-table-risk = The next step would play on top of your changes, and the scene's checks may fail.
panels-restart-scene = Restart the scene
panels-next-on-changed-table = Play the next step on this table
panels-keep-exploring = Keep exploring

## Chat and rules
panels-chat-hint = say something…
panels-chat-say = Say
panels-rule-missing = Rule { $rule } is not in the shipped rules text (Nov 14, 2025).

## A networked game
panels-waiting-title = Waiting for players
panels-waiting-all-seated = Every seat is taken: the game starts
panels-waiting-more = { $n ->
        [one] Waiting for 1 more player
       *[other] Waiting for { $n } more players
    }
panels-waiting-seated = { $seated } of { $seats } seats taken: { $names }
panels-waiting-join = Players join with (port open for UDP and TCP):
panels-net-title = Network game
panels-net-watching = You are watching.
panels-net-you-are = You are { $seat }.
panels-net-over = The game is over: { $result } (104.2a)
panels-net-final = Every player has its whole replay: the table is final.
panels-net-match-goes-on = Every player has this game's whole replay; the match goes on once everyone has sideboarded.
panels-net-won = won
panels-net-their-turn = their turn
panels-net-hidden = Only what your seat may see reaches this window: other players' hands, every library's order and the cards others look at stay on the host. Chat under the log.

## The scene panel
panels-scene-game = { $key } undoes any action, and a restart, a load or a new game too. The Table menu's "Restart the game…" goes back to the opening; the File menu's Autosaves keep earlier versions.
panels-scene-replay = A kept game, watched: the strip under the table plays it, steps through it and jumps to a turn.
panels-scene-rules = Rules:
panels-scene-restart = ⏮ Restart
panels-scene-back = ◀ Back
panels-scene-next = Next ▶
panels-scene-pause = ⏸ Pause
panels-scene-play = ⏵ Play
panels-scene-expectations = { $passed } { $passed ->
        [one] expectation
       *[other] expectations
    } passed, { $failed } failed
panels-scene-notes = Notes

## The players' panels
panels-player-you = { $name } (you)
panels-player-life = { $n } life
panels-player-commander-damage = { $n } from { $commander }
panels-player-pool = pool { $mana }
panels-player-turn = turn { $n }, { $step }
panels-player-priority = ▶ priority
panels-player-lost = lost ({ $rule })
panels-player-clock = clock { $time }
panels-games-won = { $n ->
        [one] 1 game won
       *[other] { $n } games won
    }
panels-count-hand = hand { $n }
panels-count-library = library { $n }
panels-count-graveyard = graveyard { $n }
panels-count-exile = exile { $n }
panels-count-command = command { $n }

## The phase bar
panels-turn = Turn { $n } · { $player }
panels-step-untap = Untap
panels-step-upkeep = Upkeep
panels-step-draw = Draw
panels-step-main-1 = Main 1
panels-step-combat = Combat
panels-step-attack = Attack
panels-step-block = Block
panels-step-damage = Damage
panels-step-end-combat = End combat
panels-step-main-2 = Main 2
panels-step-end = End
panels-step-cleanup = Cleanup
panels-stop-mine-set = you stop here in your turns: click to pass by yourself here
panels-stop-mine-unset = click to stop here in your turns
panels-stop-others-set = you stop here in the others' turns: click to pass by yourself here
panels-stop-others-unset = click to stop here in the others' turns
panels-discard-player = { $player }: discard down to 7 cards, then
panels-discard = Discard down to 7 cards, then
panels-priority = { $player }'s priority:
panels-your-priority = Your priority:
panels-pass = Pass ({ $key })
panels-pass-hover = 117.3d: pass priority to the next player
panels-pass-until-something = pass until an opponent casts, activates or attacks you
panels-pass-until-end-of-turn = pass until the end of the turn, unless an opponent acts
panels-pass-until-my-turn = pass until your next turn, unless an opponent acts
panels-has-priority = { $player } has priority
panels-nobody-has-priority = nobody has priority
panels-declaring = { $players } to declare
panels-declaring-first = waiting for { $players } to declare: then priority (508.2, 509.2)
panels-attack = Attack ({ $n })
panels-attack-hover = 508.1: declare the attacks drawn (a click on a creature, Attack with all, or Shift+right-drag a creature onto a player, planeswalker or battle)
panels-no-attacks = No attacks
panels-attack-all = Attack with all ({ $key })
panels-attack-all-hover = draw an attack from every creature that may attack (not tapped, not summoning sick unless it has haste); Attack declares them. A click on a creature draws or takes back one attack
panels-block = Block ({ $n })
panels-block-hover = 509.1: declare the blocks drawn (a click on your creature, then on the attacker; or right-drag a creature onto an attacker)
panels-no-blocks = No blocks
panels-for-player = { $player }: { $what }
panels-divide-title = Divide { $creature }'s { $n } combat damage
panels-divide-how = 510.1c: divide it among the creatures blocking it as you choose (702.19b: with trample, lethal damage to each before any to what it attacks).
panels-divide-how-blocker = 510.1d: divide it among the attacking creatures it blocks as you choose.
panels-divide-lethal = { $name } (lethal: { $lethal })
panels-divide-trample = { $name } (trample)
panels-divide-assigned = { $total } of { $n } assigned
panels-divide-assign = Assign

## The Help: the pointer, then each key's command
panels-no-key = no key
panels-or = or
panels-pointer-hover = Mouse over a card
panels-pointer-hover-does = inspect it (right panel)
panels-pointer-left-click = Left click
panels-pointer-left-click-does = select it (the inspector keeps it)
panels-pointer-combat = Left click in combat
panels-pointer-combat-does = your creature attacks (again: it doesn't); blocking: your creature, then the attacker it blocks
panels-pointer-right-click = Right click
panels-pointer-right-click-does = every action on it
panels-pointer-drag = Drag a card
panels-pointer-drag-does = onto a zone to move it; an Aura or Equipment onto a permanent to attach it
panels-pointer-wheel = Wheel / middle drag
panels-pointer-wheel-does = zoom / pan
panels-key-tap = tap / untap
panels-key-transform = transform (a flip card: flip)
panels-key-face-down = turn face down / face up
panels-key-add-counter = put a +1/+1 counter
panels-key-remove-counter = remove a +1/+1 counter
panels-key-peek-other = show the other face (does not transform)
panels-key-focus-left = focus ring: the card or pile on the left
panels-key-focus-right = focus ring: the card or pile on the right
panels-key-focus-up = focus ring: the row above
panels-key-focus-down = focus ring: the row below
panels-key-menu = the focused card's menu (every action on it, Move to...), or the focused pile's list
panels-key-menu-bar = the menu bar: the arrows go along it and Enter opens a menu
panels-key-resolve = resolve the top of the stack
panels-key-draw = draw a card
panels-key-untap-all = untap every permanent you control
panels-key-shuffle = shuffle your library
panels-key-mulligan = mulligan (London, 103.5)
panels-key-tokens = create tokens
panels-key-undo = undo (by replaying the log)
panels-key-redo = redo
panels-key-next = play the scene's next step
panels-key-back = go back a step
panels-key-restart = restart the scene
panels-key-toggle-play = play / pause the scene
panels-key-save = save the table
panels-key-load = load a table
panels-key-export = export the table as a scene
panels-key-next-seat = sit at the next player's seat
panels-key-next-step = pass priority at an assisted table; else the turn's next step (the draw step draws, cleanup ends the turn)
panels-key-reset-view = reset zoom and pan
panels-key-slow-motion = slow motion (presentation mode)
panels-key-help = this help
panels-key-pass-until-something = pass priority until an opponent casts, activates or attacks you (an assisted table)
panels-key-pass-until-end-of-turn = pass priority until the end of the turn, unless an opponent acts (an assisted table)
panels-key-pass-until-my-turn = pass priority until your next turn, unless an opponent acts (an assisted table)
panels-key-attack = declare the attacks drawn (a click on a creature draws one; an assisted table)
panels-key-attack-with-all = draw an attack from every creature that may attack (an assisted table)
panels-key-no-attacks = declare no attackers (an assisted table)
panels-key-blocks-done = declare the blocks drawn, or no blocks (click your creature, then the attacker; an assisted table)
panels-key-close = close dialogs

## The turn's steps, as the players' panels name them; the colours
panels-step-name-untap = untap step
panels-step-name-upkeep = upkeep
panels-step-name-draw = draw step
panels-step-name-precombat-main = first main phase
panels-step-name-beginning-of-combat = beginning of combat
panels-step-name-declare-attackers = declare attackers step
panels-step-name-declare-blockers = declare blockers step
panels-step-name-combat-damage = combat damage step
panels-step-name-end-of-combat = end of combat step
panels-step-name-postcombat-main = second main phase
panels-step-name-end = end step
panels-step-name-cleanup = cleanup step
panels-colour-white = White
panels-colour-blue = Blue
panels-colour-black = Black
panels-colour-red = Red
panels-colour-green = Green
panels-colour-colorless = colorless

## An object's state, in the inspector and the text table
panels-state-tapped = tapped
panels-state-face-down = face down ({ $kind })
panels-state-transformed = transformed
panels-state-flipped = flipped
panels-state-token = token
panels-state-token-copy = token, a copy of { $name }
panels-state-damage = { $n } damage
panels-state-phased-out = phased out
panels-state-melded = melded: { $a } and { $b }
panels-state-protected-by = protected by { $name }
panels-badge-commander = commander
panels-badge-commander-tax = commander, tax { $tax }
panels-badge-attacking = attacking
panels-badge-blocking = blocking
panels-layer-printed = printed
panels-layer-1a = 1a: copy
panels-layer-1b = 1b: face down
panels-layer-2 = 2: control
panels-layer-3 = 3: text
panels-layer-4 = 4: type
panels-layer-5 = 5: colour
panels-layer-6 = 6: abilities
panels-layer-7a = 7a: P/T defined
panels-layer-7b = 7b: P/T set
panels-layer-7c = 7c: P/T changes
panels-layer-7d = 7d: P/T switched

## The inspector's derivation (how it got these values, 613): what each step comes from and does
panels-why-front-face = Front face: { $name }, { $type }{ $pt }, mana value { $mv }
panels-why-front-face-nameless = Front face: (no name), { $type }{ $pt }, mana value { $mv }
panels-why-back-face = Back face: { $name }, { $type }{ $pt }, mana value { $mv }
panels-why-back-face-nameless = Back face: (no name), { $type }{ $pt }, mana value { $mv }
panels-why-copy-of = copy of { $of }: { $name }, { $type }{ $pt }, mana value { $mv }
panels-why-copy-of-nameless = copy of { $of }: (no name), { $type }{ $pt }, mana value { $mv }
panels-why-values = { $name }, { $type }{ $pt }, mana value { $mv }
panels-why-values-nameless = (no name), { $type }{ $pt }, mana value { $mv }
panels-why-face-down = face down ({ $kind })
panels-why-flipped = flipped: { $name }, { $type }; colour and mana cost stay (710.1c)
panels-why-text = "{ $from }" becomes "{ $to }" in its text
panels-why-becomes = becomes { $what }
panels-why-type-line = type line becomes { $type }
panels-why-gains = gains { $ability }
panels-why-effect = effect
panels-why-loses-all = loses all abilities
panels-why-cda = its characteristic-defining ability
panels-why-base-pt = base P/T becomes { $p }/{ $t }
panels-why-switched = switched: { $p }/{ $t }
panels-why-role = { $role } Role
panels-why-counters = { $n } { $kind } { $n ->
        [one] counter
       *[other] counters
    }

## A face-down permanent: what its back says, and how a player names it
panels-back-face-down = face-down 2/2
panels-back-morph = morph
panels-back-megamorph = megamorph
panels-back-disguise = disguise, ward {"{"}2{"}"}
panels-back-manifested = manifested
panels-back-cloaked = cloaked, ward {"{"}2{"}"}
panels-back-manifest-dread = manifest dread
panels-a-face-down = a face-down 2/2
panels-a-face-down-morph = a face-down 2/2 (morph)
panels-a-face-down-megamorph = a face-down 2/2 (megamorph)
panels-a-face-down-disguise = a face-down 2/2 with ward {"{"}2{"}"} (disguise)
panels-a-face-down-manifested = a face-down 2/2 (manifested)
panels-a-face-down-cloaked = a face-down 2/2 with ward {"{"}2{"}"} (cloaked)
panels-a-face-down-manifest-dread = a face-down 2/2 (manifest dread)

## Counters the rules know by name
panels-counter-shield = shield
panels-counter-stun = stun
panels-counter-loyalty = loyalty
panels-counter-defense = defense
panels-counter-finality = finality
panels-counter-lore = lore
panels-counter-poison = poison
panels-counter-energy = energy
panels-counter-experience = experience
level-automatic = automatic
level-assisted = assisted
level-reminded = reminded
level-by-hand = by hand
panels-card-level = the table: { $level }
panels-stack-title = Stack, top first
panels-stack-source = { $controller } · { $source }
panels-stack-automatic = the table carries it out
panels-stack-by-hand = the players carry it out
panels-order-title = The order of your triggered abilities
panels-order-question = { $player }: click your triggered abilities in the order they are to resolve (603.3b)
panels-order-again = Start again
panels-order-done = Put them on the stack
panels-targets-title = Targets of your triggered ability
panels-targets-click = Click a lit card, or a name below.
panels-targets-question = { $player }: choose the targets of { $source }'s ability "{ $text }" (603.3d)
panels-targets-which = Target { $n }:
panels-targets-done = Put it on the stack with these targets
panels-stack-targets = targeting { $targets }
panels-may-title = An optional ability
panels-may-question = { $player }: { $source }'s ability "{ $text }" is resolving. Do it? (603.5)
panels-may-yes = Yes, do it
panels-may-no = No
panels-offer-title = A cast during a resolution
panels-offer-question = { $player }: you may cast { $card }{ $transformed } now, as part of the resolution (608.2g). Cast it?
panels-offer-question-free = { $player }: you may cast { $card }{ $transformed } now without paying its mana cost, as part of the resolution (608.2g). Cast it?
panels-offer-transformed = {" "}transformed
panels-offer-cast = Cast it
panels-offer-decline = Don't cast
panels-search-title = A search of a library
panels-search-question = { $player }, search your library: { $text } Which card do you find?
panels-search-elsewhere = Only { $player } sees their library: take their seat (Seat menu) to choose.
panels-search-take = { $card } ({ $n } in the library)
panels-search-nothing = Find nothing
panels-scry-title = Scry
panels-scry-question = { $player }, scry { $n }: tick the cards to put on the bottom of your library; the others go back on top, in this order.
panels-scry-bottom = { $card }: to the bottom
panels-scry-done = Done
panels-discard-title = Discard
panels-discard-question = { $player }, discard { $n ->
    [one] a card
   *[other] { $n } cards
}: tick { $n ->
    [one] it
   *[other] them
}, then Done.
panels-discard-other-question = { $player }, choose { $n ->
    [one] a card
   *[other] { $n } cards
} of { $owner }'s hand for them to discard: tick { $n ->
    [one] it
   *[other] them
}, then Done.
panels-put-back-title = Put cards back
panels-put-back-question = { $player }, put { $n ->
    [one] a card
   *[other] { $n } cards
} from your hand on top of your library: tick them in order, the first goes on top, then Done.
panels-pay-title = Pay or not
panels-pay-question = { $player }, pay { $cost }? If you don't: { $text }
panels-pay-yes = Pay { $cost }
panels-pay-no = Don't pay

## Keys' names as buttons and the help write them
panels-key-shift = Shift
panels-key-space = Space
panels-key-enter = Enter
panels-key-esc = Esc
panels-key-tab = Tab
panels-key-left = Left
panels-key-right = Right
panels-key-up = Up
panels-key-down = Down
panels-key-home = Home
panels-key-end = End
panels-may-sacrifice = Sacrifice { $card }
panels-sacrifice-title = Sacrifice
panels-sacrifice-question = { $player }, sacrifice { $n ->
    [one] a permanent
   *[other] { $n } permanents
} you control: tick { $n ->
    [one] it
   *[other] them
}, then Done.
panels-pay-for-question = { $player }, pay { $cost }? If you do: { $text }
panels-targets-which-optional = Target { $n } (optional):
panels-targets-for = The targets of { $what }:
panels-targets-cancel = Cancel
panels-choose-targets-title = Choose targets
panels-choose-targets-done = Done
panels-search-taken = Found so far, in order: { $cards }
panels-search-find-these = Find these
panels-search-again = Start again
panels-search-question-several = { $player }, search your library: { $text } Which cards do you find (up to { $n }, one click each)?
panels-look-title = The top of a library
panels-look-question = { $player }: { $text } Which card do you take?
panels-look-question-several = { $player }: { $text } Which cards do you take (up to { $n }, one click each)?
panels-look-question-exactly = { $player }: { $text } Take { $n }, one click each.
panels-look-take = { $card } ({ $n } among them)
panels-look-take-these = Take these
panels-look-none = Take none
panels-surveil-title = Surveil
panels-surveil-question = { $player }, surveil { $n }: tick the cards to put into your graveyard; the others go back on top, in this order.
panels-surveil-graveyard = { $card }: into the graveyard
panels-color-title = A color
panels-color-question = { $player }: { $text } Which color?
panels-color-choice = { $color ->
    [white] White
    [blue] Blue
    [black] Black
    [red] Red
   *[green] Green
}
panels-put-onto-battlefield-title = Put onto the battlefield
panels-put-onto-battlefield-question = { $player }, you may put { $n ->
    [one] a card
   *[other] up to { $n } cards
} from your hand onto the battlefield: tick it, or none, then Done.
panels-return-title = Return to hand
panels-return-question = { $player }, return { $n ->
    [one] a permanent
   *[other] { $n } permanents
} you control to its owner's hand: tick it, then Done.
panels-explore-title = Explore
panels-explore-question = { $player }, your permanent explored: tick the revealed card to put it into your graveyard, or leave it on top of your library.
panels-entry-title = As it enters (614.12a)
panels-entry-question = { $player }: { $choice ->
    [Unleash] does { $card } enter with a +1/+1 counter? (Unleash: it can't block while it has one.)
    [Riot] { $card } enters with a +1/+1 counter or haste (riot):
    [CreatureType] which creature type for { $card }?
    [CardName] which card name for { $card }?
    [NonlandCardName] which nonland card name for { $card }?
   *[other] which color for { $card }?
}
entry-answer-counter = +1/+1 counter
entry-answer-no-counter = No counter
entry-answer-haste = Haste
entry-answer-color = A color
panels-entry-every-type = Every creature type…
entry-answer-type = A creature type
panels-arrange-title = Put back in any order
panels-arrange-question = { $player }, put the top { $n } cards of your library back in the order you choose: the first listed ends on top.
panels-arrange-shuffle = Shuffle your library instead
panels-move-up = Move up
panels-bolster-title = Bolster
panels-bolster-question = { $player }, choose a creature with the least toughness among those you control to get { $n ->
    [one] a +1/+1 counter
   *[other] { $n } +1/+1 counters
}: tick it, then Done.
panels-player-monarch = the monarch
panels-player-citys-blessing = the city's blessing
entry-answer-name = A card name
panels-entry-name-hint = Type a card's name
panels-entry-name-seen = Seen at this table:
panels-name-title = A card name
panels-name-question = { $player }: { $text } Which card name?
panels-dredge-title = Dredge
panels-dredge-question = { $player }, you would draw a card. Tick a card with dredge to return it to your hand instead, milling as many cards as its dredge number, then Done; tick none to draw.
panels-piles-title = Piles
panels-piles-separate = { $player }, separate the permanents { $owner } controls into two piles: tick the first pile (the rest is the second), then Done.
panels-piles-choose = { $player }, choose a pile to sacrifice.
panels-piles-first = Pile 1: { $cards }
panels-piles-second = Pile 2: { $cards }
panels-piles-waiting = { $player } is deciding.
panels-copy-targets-title = New targets for a copy
panels-copy-targets-question = { $player }: you may choose new targets for the copy of { $source } "{ $text }"; its spell's targets are among the choices (707.10c)
panels-return-or-sacrifice-question = { $player }, return a permanent you control to its owner's hand (tick it, then Done), or tick none and Done to sacrifice { $card }.
panels-mode-title = Mode of your triggered ability
panels-mode-question = { $player }: choose the mode of { $source }'s ability "{ $text }" (603.3c); its targets come next
panels-divide-damage = Divide { $n } damage among the targets, 1 at least each ({ $left } left to give) (601.2d)
panels-divide-unblocked = { $name } (as though it weren't blocked: all of it, or none)
panels-block-required = Block as required ({ $n })
panels-block-required-hover = 509.1c: an attacker must be blocked, or a creature must block, if able: declare the blocks the requirements ask (draw others and click Block to block more)
panels-exile-from-graveyard-title = Exile from a graveyard
panels-exile-from-graveyard-question = { $player }, tick { $n } card(s) of your graveyard to exile, then Done.
panels-copy-title = Enter as a copy
panels-copy-question = { $player }, tick the permanent { $card } enters the battlefield as a copy of, or none for it to enter as itself, then Done.
panels-proliferate-title = Proliferate
panels-proliferate-question = { $player }, tick the permanents and players that get another counter of each kind already there, then Done.
panels-untap-title = Untap lands
panels-untap-question = { $player }, tick up to { $n } tapped land(s) to untap, then Done.
panels-discard-to-enter-title = Discard to enter
panels-discard-to-enter-question = { $player }, tick a card to discard so that { $card } enters the battlefield, or none for it to go to the graveyard, then Done.
panels-put-back-or-pay-title = Put back or pay life
panels-put-back-or-pay-question = { $player }, tick the cards drawn this turn to put back on top of your library (the first ticked ends on top); each of { $n } you keep costs { $life } life. Then Done.
panels-keep-title = Keep one of each
panels-keep-question = { $player }, tick the permanents you keep: an artifact, a creature, an enchantment and a land where you have one (a permanent of two types counts for one of them). The rest are sacrificed. Then Done.
panels-graveyard-to-hand-title = Return from your graveyard
panels-graveyard-to-hand-question = { $player }, tick up to one card of your graveyard to return to your hand, or none, then Done.
