# menus: a card's right-click menu, the Table menu, the token dialog and the life and counters
# editor. Card names, player names, ids and mana symbols are placeholders; rule numbers stay.


## Counters ($kind: the kind as scenes write it, "poison")
menus-counter-name = { $kind }
menus-a-counter = a { $kind } counter
menus-put = Put { $counter }
menus-remove = Remove { $counter }
menus-counters = Counters
menus-another-kind = Another kind

## A card's menu
menus-resolve = Resolve the top of the stack
menus-other-face = Show the other face ({ $key })
menus-note = Note
menus-write-note = Write the note
menus-remove-note = Remove the note
menus-untap = Untap ({ $key })
menus-tap-for = Tap for { $mana }
menus-tap-all-lands-for = Tap all lands for { $mana }
menus-tap = Tap ({ $key })
menus-tap-for-key = Tap for { $mana } ({ $key })
menus-tap-only = Tap, without its mana
menus-flip = Flip ({ $key }, 710.2)
menus-transform = Transform ({ $key })
menus-convert = Convert
menus-destroy = Destroy
menus-sacrifice = Sacrifice
menus-phase-in = Phase in
menus-phase-out = Phase out
menus-face-up-for = Turn face up for { $cost }
menus-face-up-by-effect = Turn face up by an effect
menus-turn-face-down = Turn face down
menus-face-down-plain = as a face-down 2/2 ({ $key })
menus-face-down-morph = as a morph
menus-face-down-megamorph = as a megamorph
menus-face-down-disguise = with disguise
menus-move-to = Move to
menus-library-top = Library (top)
menus-library-bottom = Library (bottom)
menus-library-nth = Library, Nth from the top
menus-nth-from-top =
    { $n ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $n }th
    } from the top
menus-damage-to-player = Damage to a player
menus-combat-damage-to = Combat damage to { $player } ({ $power }, its power)
menus-one-damage-to = 1 damage to { $player }
menus-commander = Commander (903.9)
menus-commander-to-command-zone = Goes to the command zone instead
menus-commander-goes-on = Goes where it goes
menus-reveal = Reveal
menus-reveal-to-all = To every player
menus-reveal-to = To { $player } only
menus-hide-again = Hide it again
menus-play-land = Play (305.1)
menus-put-onto-battlefield = Put onto the battlefield
menus-face-up = Face up
menus-transformed = Transformed (712.14a)
menus-face-down = Face down
menus-under-control = Under { $player }'s control
menus-cast = Cast
menus-cast-morph = Face down (Morph)
menus-cast-disguise = Face down (Disguise)
menus-cast-targeting = { $how }, targeting
menus-activate = Activate: { $text }
menus-activate-with = Activate with { $what }: { $text }
menus-cast-kicked = { $how }, kicked
menus-cast-with = { $how }, paying with { $what }
menus-cast-paying = { $how }, paying…
menus-cast-x = X =
menus-activate-paying = Activate, paying…: { $text }
menus-activate-with-paying = Activate with { $what }, paying…: { $text }
menus-pay-mana = { $mana }
menus-pay-life = { $life } life
menus-pay-mana-and-life = { $mana } and { $life } life
menus-power-toughness = Power and toughness
menus-plus-one-eot = +1/+1 until end of turn
menus-minus-one-eot = -1/-1 until end of turn
menus-base-eot = Base 0/1 until end of turn
menus-switch-pt = Switch power and toughness
menus-one-damage = 1 damage
menus-lose-abilities-eot = Loses all abilities until end of turn
menus-arrow-at = Point an arrow at
menus-attack-arrow = Attack (arrow)
menus-attach-to = Attach to
menus-unattach = Unattach
menus-become-copy = Becomes a copy of
menus-create-token-copy = Create a token copy

## The Table menu
menus-undo = Undo ({ $key })
menus-redo = Redo ({ $key })
menus-restart-game = Restart the game…
menus-create-tokens = Create tokens… ({ $key })
menus-cards = Cards… (bring any card into the game)
menus-next-step = Next step ({ $key })
menus-pass-turn = Pass the turn
menus-clear-arrows = Remove every arrow
menus-becomes-day = It becomes Day
menus-becomes-night = It becomes Night
menus-dice = { $player }: dice and coins
menus-roll-d6 = Roll a d6
menus-roll-2d6 = Roll 2d6
menus-roll-d20 = Roll a d20
menus-flip-coin = Flip a coin
menus-life-and-counters = { $player }: life and counters
menus-life-plus = +{ $n } life
menus-life-minus = -{ $n } life
menus-concede = Concede (104.3a)
menus-library-of = { $player }'s library
menus-manifest-top = Manifest the top card
menus-cloak-top = Cloak the top card
menus-manifest-dread = Manifest dread
menus-shuffle = Shuffle
menus-draw = Draw a card
menus-mulligan = Mulligan (London, 103.5)
menus-look-at-top = Look at the top { $n } (scry, surveil: then move each)
menus-reveal-hand = Reveal the hand to every player
menus-top-revealed = Play with the top card revealed
menus-top-hidden = Stop revealing the top card
menus-discard-at-random = Discard a card at random
menus-see-library = See the library as a list
menus-see-graveyard = See the graveyard
menus-see-exile = See exile
menus-mill = Mill a card
menus-incubate = Incubate { $n }

## The token dialog
menus-token-predefined = Predefined (111.10)
menus-token-common = Common creatures
menus-token-common-label = { $pt } { $colour } { $kind }
menus-token-custom = Custom
menus-token-copy-of-selected = Copy of selected
menus-token-copy-of = A token copy of { $name } ({ $id }), 707 and 111.12
menus-token-select-first = Select a permanent first (left click).
menus-token-count = Count
menus-token-for = for
menus-token-create = Create
menus-token-nothing-selected = nothing is selected
menus-token-unknown-type = unknown card type { $type }
menus-token-not-a-number = { $what } must be a whole number, not { $value }
menus-token-power-error = power
menus-token-toughness-error = toughness
menus-token-back-power-error = the back's power
menus-token-back-toughness-error = the back's toughness
menus-token-name = Name
menus-token-name-hint = from the subtypes
menus-token-colours = Colours
menus-token-white = White
menus-token-blue = Blue
menus-token-black = Black
menus-token-red = Red
menus-token-green = Green
menus-token-types = Types
menus-token-subtypes = Subtypes
menus-token-power = Power
menus-token-toughness = Toughness
menus-token-text = Text
menus-token-back-face = Back face
menus-token-double-faced = double-faced
menus-token-back-name = Back name
menus-token-back-types = Back types
menus-token-back-power = Back power
menus-token-back-toughness = Back toughness

## Life and counters
menus-life-total = { $n } life
menus-life-wheel = the mouse wheel changes it by 1
menus-life-set-to = Set to
menus-life-set = Set
menus-counter-count = { $kind }: { $n }
menus-put-hint = put { $counter }
menus-remove-hint = remove { $counter }
menus-for-example = e.g. { $kind }
menus-life-put-one = Put one

# The ways a card is cast, as the Cast menu and the text client name them.
casts-half = { $name } (709.3)
casts-adventure = Adventure: { $name } (715.3)
casts-omen = Omen: { $name } (720.3)
casts-back-face = Back face: { $name } (712.11b)
casts-disturb = With disturb: { $name } (702.146a, 712.11a)
casts-flashback = Flashback: { $name } (702.34a)
casts-fused = Fused: both halves (702.102a)
casts-prototyped = Prototyped (718.3)
menus-no-target = No target
menus-choosing-targets = { $how }, choosing targets…
casts-helped = { $name } — { $how ->
    [Convoke] convoke: tap { $helpers } (702.51a)
    [Improvise] improvise: tap { $helpers } (702.126a)
   *[other] delve: exile { $helpers } (702.66a)
    }
menus-cast-buyback = { $how }, with buyback
casts-alternative = { $name }, for its { $keyword } cost ({ $rule })
casts-retrace = Retrace: { $name } (702.81a)
casts-jump-start = Jump-start: { $name } (702.133a)
menus-add-mana = Add { $mana }
casts-instead = { $name }, for the cost its text gives instead of its mana cost (118.9)
