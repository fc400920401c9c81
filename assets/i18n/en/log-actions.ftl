# log-actions: each action's own sentence, on the line that opens it (rules::words).
# An imperative sentence's first word follows $case: "lower" where the sentence is an
# ability's effect, said after "... on the stack: ". A name that begins a sentence is
# lowered there by the code. Optional parts of a sentence are messages of their own, each
# beginning with its space ({" "}) or comma, or nothing.

## The line that opens an action, and an action said as one player's

log-action-requested = > { $action }
log-action-by = { $player }: { $action }

## Lists, and the words lists are made of

log-action-and = { $a } and { $b }
log-action-or = { $a } or { $b }
log-action-comma = { $a }, { $b }
log-action-space = { $a } { $b }
log-action-none = none
log-action-no-cards = none
log-action-nothing = nothing
log-action-in-all = ... ({ $n } in all)
log-action-hidden-card = a hidden card

## Faces: transform and convert, face down and face up, manifest

log-action-transform = { $case ->
    [lower] transform
   *[other] Transform
    } { $card }
log-action-transform-all = { $case ->
    [lower] transform
   *[other] Transform
    } every permanent that { $filter }
log-action-convert = { $case ->
    [lower] convert
   *[other] Convert
    } { $card }
log-action-turn-face-down = { $case ->
    [lower] turn
   *[other] Turn
    } { $card } face down ({ $kind })
log-action-turn-face-up = { $case ->
    [lower] turn
   *[other] Turn
    } { $card } face up
log-action-turn-face-up-for-cost = { $case ->
    [lower] turn
   *[other] Turn
    } { $card } face up for its cost
log-action-manifest = { $player } manifests the top card of their library
log-action-cloak = { $player } cloaks the top card of their library
log-action-manifest-dread = { $player } manifests dread
log-action-face-down-kind = { $kind ->
    [Plain] a 2/2
    [Morph] morph
    [Megamorph] megamorph
    [Disguise] disguise
    [Manifest] manifest
    [Cloak] cloak
   *[ManifestDread] manifest dread
    }

## What a permanent must be to match ("every permanent that ...")

log-action-filter-named = is named { $name }
log-action-filter-subtype = is a { $subtype }
log-action-filter-type = is a { $cardtype }
log-action-filter-controller = { $player } controls
log-action-filter-token = is a token
log-action-filter-nontoken = isn't a token
log-action-filter-not = not ({ $filter })

## Zones: moving, entering the battlefield, casting, resolving, cards from outside the game

log-action-move = { $case ->
    [lower] move
   *[other] Move
    } { $card } to { $place }
log-action-library-top = the top of its owner's library
log-action-library-bottom = the bottom of its owner's library
log-action-library-nth = its owner's library, { $n }{ $ord } from the top
log-action-zone = { $zone ->
    [Library] the library
    [Hand] its owner's hand
    [Battlefield] the battlefield
    [Graveyard] its owner's graveyard
    [Stack] the stack
    [Exile] exile
   *[Command] the command zone
    }
log-action-put-onto-battlefield = { $case ->
    [lower] put
   *[other] Put
    } { $card } onto the battlefield{ $transformed }{ $face }{ $control }{ $copy }{ $attached }{ $counters }
log-action-transformed = {" "}transformed
log-action-face-down = {" "}face down ({ $kind })
log-action-under-control = {" "}under { $player }'s control
log-action-as-copy = {" "}as a copy of { $card }{ $except }
log-action-except = , except { $exceptions }
log-action-attached = {" "}attached to { $target }
log-action-play-land = { $case ->
    [lower] play
   *[other] Play
    } { $card }
log-action-cast = { $case ->
    [lower] cast
   *[other] Cast
    } { $card }{ $how }{ $x }{ $modes }{ $targets }{ $pay }{ $additional }{ $helpers }
log-action-modes = {" "}choosing { $n ->
    [one] mode
   *[other] modes
    } { $modes }
log-action-activate = { $case ->
    [lower] activate
   *[other] Activate
    } ability { $n } of { $card }{ $targets }{ $pay }{ $additional }
log-action-fused = {" "}fused
log-action-prototyped = {" "}prototyped
log-action-back-face-up = {" "}with its back face up
log-action-with-x = {" "}with X = { $x }
log-action-offer-cast = { $player } may cast { $card }{ $transformed }{ $free } now
log-action-without-mana-cost = {" "}without paying its mana cost
log-action-decline-cast = { $player } doesn't cast the card offered
log-action-find = { $player } finds { $cards }
log-action-find-nothing = { $player } finds nothing
log-action-choose-cards = { $player } chooses { $cards }
log-action-pay-unless = { $player } pays
log-action-dont-pay-unless = { $player } doesn't pay
log-action-kicked = {" "}kicked
log-action-additional = {" "}(its additional cost takes { $objects })
log-action-paying = {" "}paying { $mana }
log-action-paying-life = {" "}paying { $life } life
log-action-paying-and-life = {" "}paying { $mana } and { $life } life
log-action-targeting = {" "}targeting { $targets }
log-action-resolve = { $case ->
    [lower] resolve
   *[other] Resolve
    } the top of the stack
log-action-bring = { $case ->
    [lower] bring
   *[other] Bring
    } { $card } into the game from outside it: to { $zone }, { $owner }'s

## Tokens and counters

log-action-create-token = { $player } creates { $n ->
    [1] { $token }
   *[other] { $n } × { $token }
    }{ $tapped }{ $transformed }{ $attached }
log-action-token-tapped = , tapped
log-action-token-transformed = , transformed
log-action-token-attached = , attached to { $target }
log-action-token-named = a { $name } token
log-action-token-pt = a { $power }/{ $toughness } { $name } token
log-action-token = a token
log-action-token-copy = a token copy of { $card }
log-action-token-copy-except = a token copy of { $card }, except { $exceptions }
log-action-incubate = { $player } incubates { $n }
log-action-counters = { $n ->
    [1] a { $kind } counter
   *[other] { $n } { $kind } counters
    }
log-action-add-counters = { $case ->
    [lower] put
   *[other] Put
    } { $counters } on { $card }
log-action-remove-counters = { $case ->
    [lower] remove
   *[other] Remove
    } { $counters } from { $card }

## A copy effect's exceptions (707.9b), joined by "and"

log-action-except-named = it's named { $name }
log-action-except-colorless = it's colorless
log-action-except-colors = it's { $colors }
log-action-except-supertypes = its supertypes are { $list }
log-action-except-types = its card types are { $list }
log-action-except-subtypes = its subtypes are { $list }
log-action-except-pt = it's { $power }/{ $toughness }
log-action-except-power = its power is { $power }
log-action-except-toughness = its toughness is { $toughness }
log-action-except-text = its rules text is replaced
log-action-color-adjective = { $color ->
    [White] white
    [Blue] blue
    [Black] black
    [Red] red
   *[Green] green
    }
log-action-color = { $color }
log-action-supertype = { $supertype }
log-action-card-type = { $cardtype }

## Attachments, status, and the choices the rules give a controller

log-action-attach = { $case ->
    [lower] attach
   *[other] Attach
    } { $card } to { $target }
log-action-unattach = { $case ->
    [lower] unattach
   *[other] Unattach
    } { $card }
log-action-tap = { $case ->
    [lower] tap
   *[other] Tap
    } { $card }
log-action-untap = { $case ->
    [lower] untap
   *[other] Untap
    } { $card }
log-action-destroy = { $case ->
    [lower] destroy
   *[other] Destroy
    } { $card }
log-action-sacrifice = { $case ->
    [lower] sacrifice
   *[other] Sacrifice
    } { $card }
log-action-keep-legend = { $case ->
    [lower] keep
   *[other] Keep
    } { $card } (the legend rule)
log-action-meld = { $case ->
    [lower] meld
   *[other] Meld
    } { $card }
log-action-flip = { $case ->
    [lower] flip
   *[other] Flip
    } { $card }
log-action-phase-out = { $card } phases out
log-action-phase-in = { $card } phases in
log-action-order-triggers = { $player } orders their triggered abilities: { $order }
log-action-choose-targets = { $player } chooses the targets of { $ability }: { $targets }
log-action-choose-yes = { $player } chooses to do what { $ability } says
log-action-choose-no = { $player } chooses not to do what { $ability } says
log-action-choose-chapter = { $card } starts at chapter { $chapter }
log-action-protector = { $player } protects { $card }
log-action-gain-control = { $player } gains control of { $card }
log-action-deal-damage = { $case ->
    [lower] deal
   *[other] Deal
    } { $n } damage to { $card }
log-action-source-deals-damage = { $source } deals { $n } damage to { $card }

## Continuous and copy effects

log-action-signed = { $sign ->
    [minus] -
   *[plus] +
    }{ $n }
log-action-until-end-of-turn = {" "}until end of turn
log-action-modify-pt = { $card } gets { $power }/{ $toughness }{ $until }
log-action-set-pt = { $card } has base power and toughness { $power }/{ $toughness }{ $until }
log-action-switch-pt = { $case ->
    [lower] switch
   *[other] Switch
    } { $card }'s power and toughness{ $until }
log-action-change-text = "{ $from }" becomes "{ $to }" in the text of { $card }
log-action-become-colors = { $card } becomes [{ $colors }]
log-action-add-types = { $card } becomes { $types } in addition to its other types{ $until }
log-action-every-creature-type = every creature type
log-action-gain-ability = { $card } gains { $ability }{ $until }
log-action-lose-all-abilities = { $card } loses all abilities{ $until }
log-action-become-copy = { $card } becomes a copy of { $original }{ $except }{ $until }

## Abilities and copies on the stack, and exile-and-return

log-action-stack = { $source } puts { $kind ->
    [Triggered] a triggered ability
    [Delayed] a delayed triggered ability
   *[Activated] an activated ability
    } on the stack: { $effect }
log-action-resolve-ability = { $case ->
    [lower] resolve
   *[other] Resolve
    } the ability { $id }
log-action-copy-spell = { $case ->
    [lower] copy
   *[other] Copy
    } { $spell }
log-action-copy-spell-for = { $case ->
    [lower] copy
   *[other] Copy
    } { $spell } for { $player }
log-action-exile-and-return = { $case ->
    [lower] exile
   *[other] Exile
    } { $card }, then return it to the battlefield{ $transformed }{ $control }

## The turn

log-action-pass-turn = { $case ->
    [lower] pass
   *[other] Pass
    } the turn
log-action-next-step = { $case ->
    [lower] go
   *[other] Go
    } to the next step

## Libraries and hands, and what players look at

log-action-draw = { $player } draws { $n ->
    [1] a card
   *[other] { $n } cards
    }
log-action-mill = { $player } mills { $n }
log-action-mulligan = { $player } mulligans
log-action-keep = { $player } keeps their hand{ $n ->
    [0] {""}
    [one] , one card to the bottom of their library
   *[other] , { $n } cards to the bottom of their library
    }
log-action-reveal = { $case ->
    [lower] reveal
   *[other] Reveal
    } { $card }
log-action-look-at = { $player } looks at { $card }
log-action-reveal-hand = { $player } reveals their hand
log-action-reveal-hand-to = { $player } reveals their hand to { $to }
log-action-look-at-top = { $player } looks at the top { $n } of their library
log-action-scry = { $player } scries { $n }: { $top } on top, { $bottom } on the bottom
log-action-surveil = { $player } surveils { $n }: { $top } on top, { $graveyard } into the graveyard
log-action-conceal = { $case ->
    [lower] hide
   *[other] Hide
    } { $card } again
log-action-search = { $player } searches their library
log-action-end-search = { $player } stops searching their library
log-action-top-revealed = { $player } plays with the top card of their library revealed
log-action-top-hidden = { $player } stops revealing the top card of their library
log-action-discard-at-random = { $player } discards { $n } at random

## The table's arrows

log-action-arrow-attacks = { $card } attacks { $target }
log-action-arrow = { $case ->
    [lower] an arrow
   *[other] An arrow
    } from { $card } to { $target }
log-action-remove-arrow = { $case ->
    [lower] remove
   *[other] Remove
    } the arrow from { $card } to { $target }
log-action-clear-arrows = { $case ->
    [lower] remove
   *[other] Remove
    } every arrow

## Players: damage and life, counters, commanders, notes, day and night, dice, the game

log-action-damage-player = { $source } deals { $n } { $combat ->
    [yes] combat damage
   *[no] damage
    } to { $player }
log-action-commander-to-command-zone = { $card }'s owner puts it into the command zone when it would leave for elsewhere
log-action-commander-goes-elsewhere = { $card }'s owner lets it go where it goes, not to the command zone
log-action-remove-note = { $case ->
    [lower] remove
   *[other] Remove
    } the note on { $card }
log-action-note = { $case ->
    [lower] note
   *[other] Note
    } on { $card }: { $text }
log-action-day = { $case ->
    [lower] it
   *[other] It
    } becomes day
log-action-night = { $case ->
    [lower] it
   *[other] It
    } becomes night
log-action-neither-day-nor-night = { $case ->
    [lower] it
   *[other] It
    } becomes neither day nor night
log-action-shuffle = { $player } shuffles their library
log-action-roll = { $player } rolls { $n ->
    [1] a d{ $sides }
   *[other] { $n }d{ $sides }
    }
log-action-flip-coin = { $player } flips a coin
log-action-gain-life = { $player } gains { $n } life
log-action-lose-life = { $player } loses { $n } life
log-action-set-life = { $player }'s life total becomes { $n }
log-action-concede = { $player } concedes
log-action-time-ran-out = { $player }'s time runs out
log-action-player-gets-counters = { $player } gets { $counters }
log-action-remove-player-counters = { $case ->
    [lower] remove
   *[other] Remove
    } { $counters } from { $player }

## The turn run by the rules: priority, stops, combat, mana

log-action-assisted = { $case ->
    [lower] let
   *[other] Let
    } the rules run the turn
log-action-free = { $case ->
    [lower] run
   *[other] Run
    } the turn by hand (free table)
log-action-pass-priority = { $player } passes priority{ $until ->
    [SomethingHappens] {" "}until something happens
    [EndOfTurn] {" "}until the end of the turn
    [MyTurn] {" "}until their next turn
   *[none] {""}
    }
log-action-set-stops = { $player } stops in their turns at: { $own }; in the others' turns at: { $others }
log-action-nowhere = nowhere
log-action-attacks-with-nothing = { $player } attacks with nothing
log-action-attacks = { $player } attacks: { $attackers }
log-action-attacker = { $attacker } at { $target }
log-action-blocks-with-nothing = { $player } blocks with nothing
log-action-blocks = { $player } blocks: { $blockers }
log-action-blocker = { $blocker } blocks { $attacker }
log-action-divide-damage = { $case ->
    [lower] divide
   *[other] Divide
    } { $card }'s combat damage: { $assignments }
log-action-damage-to = { $n } to { $target }
log-action-add-mana = { $case ->
    [lower] add
   *[other] Add
    } { $mana } to { $player }'s mana pool
log-action-tap-for = { $case ->
    [lower] tap
   *[other] Tap
    } { $card } for { $mana }
log-action-tap-for-mana = { $case ->
    [lower] tap
   *[other] Tap
    } { $card } for mana
log-action-tap-lands-for = { $case ->
    [lower] tap
   *[other] Tap
    } { $player }'s untapped lands for { $mana }
log-action-pay = { $player } pays { $cost }{ $pay }
log-action-choose-yes-sacrificing = { $player } chooses to do what { $ability } says, sacrificing { $card }
log-action-gain-control-until-eot = { $player } gains control of { $card } until end of turn
log-action-with-counters = {" "}with { $counters }
log-action-with-helpers = {" "}with { $helpers } paying part of its cost
log-action-choose-color = { $player } chooses { $color }
log-action-with-buyback = {" "}with buyback
log-action-kicked-with-buyback = {" "}kicked and with buyback
log-action-for-alternative-cost = {" "}for its { $keyword } cost
log-becomes-renowned = { $card } becomes renowned
log-action-choose-as-enters = { $card } enters with { $answer ->
    [Counter] a +1/+1 counter
    [NoCounter] no counter
    [Haste] haste
    [White] white chosen
    [Blue] blue chosen
    [Black] black chosen
    [Red] red chosen
    [Green] green chosen
   *[other] { $answer } chosen
}

log-becomes-monstrous = { $card } becomes monstrous
log-nothing-to-bolster = { $player } controls no creature to bolster
log-choice-to-bolster = { $player } chooses which creature with the least toughness among those they control gets { $n ->
    [one] a +1/+1 counter
   *[other] { $n } +1/+1 counters
}
log-choice-to-bolster-names = { $player } must name one creature with the least toughness among those they control
log-bolsters = { $card } is bolstered with { $n ->
    [one] a +1/+1 counter
   *[other] { $n } +1/+1 counters
}
log-wins-game-by-effect = { $player } wins the game
log-loses-game-by-effect = { $player } loses the game
log-loses-game-as-another-wins = { $player } loses the game: { $winner } wins it
log-becomes-the-monarch = { $player } becomes the monarch
log-action-choose-name = { $player } names { $name }
log-action-discard-named = { $player } discards every card named { $name }
log-action-choose-mode = { $player } chooses mode { $n } of { $ability }
log-action-targeting-divided = {" "}targeting { $targets }, its damage divided { $shares }
log-action-must-block = { $card } must block { $attacker } this turn if able
log-action-remove-from-combat = { $case ->
    [lower] remove
   *[other] Remove
    } { $card } from combat
