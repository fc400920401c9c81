# log-players: players and permanents' state: life, counters, tapping, the game's state-based actions, notes.

log-gains-life = { $player } gains { $n } life: { $now } life
log-loses-life = { $player } loses { $n } life: { $now } life
log-already-has-life = { $player } already has { $n } life; nothing changes
log-life-total-becomes = { $player }'s life total becomes { $n }: they { $change ->
    [gain] gain
   *[lose] lose
    } the difference

## Counters on players ($kind: log-counter-kind)
log-player-counters-unchanged = { $player } has { $n } { $kind } { $n ->
        [one] counter
       *[other] counters
    }; nothing changes
log-player-gets-counters = { $player } gets { $n } { $kind } { $n ->
        [one] counter
       *[other] counters
    }: { $now }
log-player-loses-counters = { $player } loses { $n } { $kind } { $n ->
        [one] counter
       *[other] counters
    }: { $now }

## A counter's kind, said inside another line: $kind as written ("+1/+1", "poison", "first strike", a kind a card names); $key the same, a space as "-" ("first-strike")
log-counter-kind = { $key ->
   *[other] { $kind }
}

## Losing the game, and the game's end
log-loses-game-life = { $player } has { $n } life and loses the game
log-loses-game-empty-library = { $player } drew from an empty library and loses the game
log-loses-game-poison = { $player } has { $n } poison counters and loses the game
log-loses-game-commander-damage = { $player } has been dealt { $n } combat damage by the commander { $commander } and loses the game
log-game-over-won = The game is over: { $player } won
log-game-over-draw = The game is over: a draw

## Dice and coins ($results: the numbers rolled, "3, 5")
log-cant-roll = { $player } can't roll { $dice }d{ $sides }: from 1 to { $max_dice } dice of 1 to { $max_sides } sides
log-rolls-die = { $player } rolls a d{ $sides }: { $result }
log-rolls-dice = { $player } rolls { $dice }d{ $sides }: { $results } (total { $total })
log-flips-coin = { $player } flips a coin: { $side ->
    [heads] heads
   *[tails] tails
}

## Tapping and untapping
log-cant-tap-not-a-permanent = { $card } isn't a permanent; only permanents tap and untap; nothing happens
log-becomes-tapped = { $card } becomes tapped
log-becomes-untapped = { $card } becomes untapped
log-stun-counter-instead-of-untapping = { $card } has a stun counter: one is removed instead of untapping it

## Damage to permanents ($what: log-amount-of-damage or log-an-effect)
log-not-a-permanent = { $card } isn't a permanent; nothing happens
log-shield-counter-prevents-damage = { $card } has a shield counter: the { $n } damage is prevented and a shield counter is removed
log-protection-prevents-damage = { $n } damage { $source } would deal to { $card } is prevented: it has protection { $quality }
log-damage-removes-loyalty = { $n } damage to { $card } removes { $n } loyalty { $n ->
        [one] counter
       *[other] counters
    }
log-damage-marked = { $n } damage is marked on { $card }
log-damage-as-minus-counters = { $n } damage to { $card } from a source with infect or wither is { $n } -1/-1 { $n ->
        [one] counter
       *[other] counters
    }
log-amount-of-damage = { $n } damage
log-an-effect = an effect
log-removes-defense-counters = { $what } removes { $n } defense { $n ->
        [one] counter
       *[other] counters
    } from { $card }
log-siege-defeated = the last defense counter was removed from { $card }: its ability triggers ({ $id }: exile it, then you may cast it transformed)

## Destroying and sacrificing
log-shield-counter-instead-of-destroying = { $card } has a shield counter: a shield counter is removed instead of destroying it
log-destroyed = { $card } is destroyed
log-cant-destroy-not-a-permanent = { $card } isn't a permanent; it can't be destroyed; nothing happens
log-indestructible-not-destroyed = { $card } has indestructible: it isn't destroyed
log-cant-sacrifice-not-a-permanent = { $card } isn't a permanent; it can't be sacrificed; nothing happens
log-sacrifices = { $player } sacrifices { $card }

## Counters on objects ($kind: log-counter-kind)
log-counters-put-on = { $n } { $kind } { $n ->
        [one] counter
       *[other] counters
    } put on { $card }
log-counters-removed-from = { $n } { $kind } { $n ->
        [one] counter
       *[other] counters
    } removed from { $card }
log-counters-annihilate = { $card } had both +1/+1 and -1/-1 counters: { $n } of each are removed

## A player's note on an object ($text: the player's own words)
log-note-removed = the note on { $card } is removed
log-note-on = note on { $card }: { $text }

## Control
log-control-not-a-permanent = { $card } isn't a permanent (it is in { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }); control doesn't change
log-already-controls = { $player } already controls { $card }; nothing changes
log-control-player-left = { $player } has left the game: control of { $card } doesn't change
log-gains-control = { $player } gains control of { $card }

## Attaching ($why: one of the log-why-* lines)
log-attach-not-on-battlefield = { $card } isn't on the battlefield; nothing happens
log-already-attached = { $card } is already attached to { $host }; the effect does nothing
log-cant-be-attached = { $card } can't be attached to { $host }; it doesn't move
log-attached = { $card } is attached to { $host } (new timestamp, 701.3c, 613.7e)
log-enters-unattached = { $card } can't be attached to { $host }; it enters unattached
log-enters-attached = { $card } enters the battlefield attached to { $host }
log-not-attached = { $card } isn't attached to anything; nothing happens
log-becomes-unattached = { $card } becomes unattached
log-falls-off = { $card } { $why }: it becomes unattached and stays on the battlefield

## The legend rule ($n in log-keeps-legend: how many go)
log-legend-rule = { $player } controls { $n } legendary permanents named { $card }: { $player } chooses one to keep, and the rest are put into their owners' graveyards
log-legend-rule-nothing-to-choose = the legend rule doesn't apply to { $card }: there is nothing to choose
log-keeps-legend = { $player } keeps { $card }; { $n ->
    [1] the other one goes to its owner's graveyard
   *[other] the other { $n } go to their owners' graveyards
}

## Sagas ($last, $chapter in log-chapter-triggers: roman numerals; $chapters: "I, II"; $n in log-read-ahead-chapters-skipped: how many; $text: the chapter's own words)
log-read-ahead-choice = { $card } has read ahead: { $player } chooses the chapter it enters with, I to { $last }
log-saga-enters-with-lore = { $card } is a Saga: it enters with a lore counter
log-not-a-read-ahead-saga = { $card } isn't a Saga with read ahead entering the battlefield; nothing happens
log-chapter-out-of-range = { $card }'s chapter must be from I to { $last }; { $chapter } isn't
log-enters-with-chosen-lore = { $card } enters with { $n } lore { $n ->
        [one] counter
       *[other] counters
    }, its controller's choice
log-precombat-main-lore-counter = precombat main phase: a lore counter is put on { $card }
log-read-ahead-chapters-skipped = { $card } has read ahead and entered this turn: { $n ->
        [one] chapter { $chapters } doesn't trigger
       *[other] chapters { $chapters } don't trigger
    }
log-chapter-triggers = { $card } has { $n } lore { $n ->
        [one] counter
       *[other] counters
    }: chapter { $chapter } triggers and goes on the stack ({ $id }: { $text })

## Day and night
log-daybound-it-becomes-day = a permanent with daybound is on the battlefield and it was neither day nor night: it becomes day
log-nightbound-it-becomes-night = a permanent with nightbound and none with daybound: it becomes night
log-night-transforms = it is night: { $card } transforms
log-day-transforms = it is day: { $card } transforms

## State-based actions ($why: one of the log-why-* lines)
log-token-ceases-to-exist = { $card } is a token in { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }: it ceases to exist
log-spell-copy-ceases-to-exist = { $card } is a copy of a spell in { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }: it ceases to exist
log-sba-put-into-graveyard = { $card } { $why }: it is put into its owner's graveyard
log-sba-sacrificed = { $card } { $why }: its controller sacrifices it

## Why a state-based action applies, said after the permanent's name
log-why-toughness-0 = has toughness 0 or less
log-why-siege-no-opponent = is a Siege protected by its controller, who has no opponent to choose
log-why-no-protector = has no protector and no player can be chosen
log-refused-no-object-in-view = refused: no object { $id } in your view
log-why-lethal-damage = has lethal damage ({ $damage } marked, toughness { $toughness })
log-why-deathtouch = was dealt damage by a source with deathtouch (702.2b)
log-why-loyalty-0 = is a planeswalker with loyalty 0
log-why-defense-0 = is a battle with defense 0
log-why-aura-attached-to-nothing = is an Aura attached to nothing
log-why-aura-attached-illegally = is an Aura attached to an illegal or missing object
log-why-cant-be-attached = can't be attached to anything
log-why-equipment-attached-illegally = is an Equipment or Fortification attached to an illegal permanent
log-why-newer-role = is a Role with a newer Role of its controller on the same permanent
log-why-world-rule = is a world permanent, and another has had the world supertype for a shorter time (or as short)
log-why-saga-final-chapter = has { $n } lore { $n ->
        [one] counter
       *[other] counters
    }, its final chapter is { $last }, and no chapter ability of it is on the stack

## An action names nothing there ($id, $name: as the action wrote them; quoted where they are)
log-id-is-an-ability = { $id } is an ability on the stack, not a card or token; nothing happens
log-id-ceased-to-exist = { $id } has ceased to exist; nothing happens
log-no-object-with-id = no object with id { $id }; nothing happens
log-no-player-named = no player named { $name }; nothing happens
log-part-of-melded-permanent = { $id } is part of the melded permanent { $whole }: act on that permanent; nothing happens
log-phased-out-nothing-happens = { $card } is phased out: it is treated as though it doesn't exist; nothing happens

## The table ($why: a problem of the files' messages)
log-table-set-up = table set up: { $players } { $players ->
        [one] player
       *[other] players
    }, { $objects } { $objects ->
        [one] object
       *[other] objects
    }
log-rules-run-this-table = the rules run this table's turns: priority, combat and mana
log-rules-run-the-turn-from-now-on = the rules run the turn from now on: priority, combat and mana
log-table-free-from-now-on = the table is free from now on: the players run the turn by hand
log-table-mode-already = the table is { $mode ->
    [assisted] assisted
   *[free] free
    } already
log-left-no-card-brought-in = { $player } has left the game: no card is brought in for them
log-card-brought-in = { $card } is brought into the game: to { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    } ({ $player }'s)
log-no-card-brought-in = no card is brought in: { $why }
log-every-arrow-removed = every arrow is removed
log-arrow-removed = the arrow from { $source } to { $target } is removed
log-arrow-attacks = an arrow: { $source } attacks { $target }
log-arrow-points-at = an arrow: { $source } points at { $target }
log-no-permanent-matches-nothing-transforms = no permanent matches; nothing transforms
log-ability-put-on-stack = an ability of { $card } is put on the stack

## What a continuous effect does, said after the object's name ($pt: "+2/+0"; $from, $to, $ability: as the action wrote them)
log-effect-modifies-pt = { $pt }
log-effect-sets-base-pt = base P/T { $power }/{ $toughness }
log-effect-switches-pt = switches power and toughness
log-effect-changes-types = type-changing effect
log-effect-gains-types = becomes { $types }
log-effect-changes-text = text-changing effect: { $from } becomes { $to }
log-effect-colorless = colourless
log-effect-color = { $color ->
    [White] white
    [Blue] blue
    [Black] black
    [Red] red
   *[Green] green
}
log-effect-colors-and = { $first } and { $rest }
log-effect-gains-ability = gains { $ability }
log-effect-gains-quoted-ability = gains “{ $ability }”
log-effect-loses-all-abilities = loses all abilities
log-gains-control-until-eot = { $player } gains control of { $card } until end of turn
log-control-returns = { $card } returns to { $player }'s control: the effect that gave it away ends
log-totem-armor-instead = { $card } would be destroyed: its damage is removed and { $aura }, with totem armor, is destroyed instead
log-protection-color = from { $color ->
    [White] white
    [Blue] blue
    [Black] black
    [Red] red
   *[Green] green
}
log-protection-all-colors = from all colors
log-protection-type = from { $cardtype ->
    [Artifact] artifacts
    [Battle] battles
    [Creature] creatures
    [Enchantment] enchantments
    [Instant] instants
    [Kindred] kindred
    [Land] lands
    [Planeswalker] planeswalkers
   *[Sorcery] sorceries
}
log-protection-subtype = from the creature type { $subtype }
log-protection-multicolored = from multicolored
log-protection-monocolored = from monocolored
log-protection-everything = from everything
log-entry-choice-asked = { $card } enters: { $player } chooses { $choice ->
    [Unleash] whether it enters with a +1/+1 counter (unleash; then it can't block while it has one)
    [Riot] a +1/+1 counter or haste (riot)
    [CreatureType] a creature type
    [CardName] a card name
    [NonlandCardName] a nonland card name
   *[other] a color
}
log-no-entry-choice = { $card } awaits no choice as it enters
log-entry-answer-not-offered = { $answer } isn't an answer to what { $card } enters with
log-chooses-as-enters = { $player } chooses for { $card }: { $answer ->
    [Counter] a +1/+1 counter
    [NoCounter] no counter
    [Haste] haste
    [White] white
    [Blue] blue
    [Black] black
    [Red] red
    [Green] green
   *[other] { $answer }
}
log-gets-citys-blessing = { $player } controls ten or more permanents and gets the city's blessing for the rest of the game
log-controls-enchanted = { $player } gains control of { $card } for as long as { $source } enchants it
log-not-a-card-name = "{ $name }" is the name of no card
log-not-a-nonland-card-name = { $name } is a land's name, and the name chosen must be a nonland card's
log-hand-choice-to-exile = { $player } chooses { $n } card(s) of their hand to exile
log-exiles-chosen-from-hand = { $player } exiles { $card } from their hand
log-cant-gain-life = { $player } can't gain life ({ $permanent }): none is gained
log-choice-to-exile-from-graveyard = { $player } chooses { $n } card(s) of their graveyard to exile
log-exiles-chosen-from-graveyard = { $player } exiles { $card } from their graveyard
log-choice-to-exile-from-graveyard-names = { $player } chooses { $n } card(s) of their own graveyard
log-choice-to-copy = { $player } chooses what { $card } enters the battlefield as a copy of, or nothing
log-choice-to-copy-names = { $player } names one permanent on the battlefield that { $card } may copy, or none
log-nothing-to-copy = nothing on the battlefield that { $card } may copy: it enters as itself
log-enters-as-copy = { $card } enters the battlefield as a copy of { $original }
log-choice-to-proliferate = { $player } chooses the permanents and players with counters to proliferate
log-choice-to-proliferate-names = { $player } names permanents and players with counters on them, each once
log-nothing-to-proliferate = no permanent or player has a counter: { $player } proliferates nothing
log-proliferates = { $player } proliferates: { $n } permanent(s) and player(s) get another counter of each kind already there
log-choice-to-untap = { $player } chooses up to { $n } tapped land(s) to untap
log-choice-to-untap-names = { $player } names up to { $n } tapped land(s), each once
log-nothing-to-untap = no land is tapped: { $player } untaps nothing
log-choice-to-discard-to-enter = { $player } chooses a card to discard so that { $card } enters the battlefield, or none
log-choice-to-discard-to-enter-names = { $player } names one card of their hand that { $card } lets them discard, or none
log-doesnt-enter-without-discard = nothing discarded: { $card } is put into its owner's graveyard instead of entering the battlefield
log-choice-to-put-back-or-pay = { $player } chooses which of { $n } card(s) drawn this turn to put back on top of their library; each one kept costs { $life } life
log-choice-to-put-back-or-pay-names = { $player } names up to { $n } card(s) of their hand drawn this turn, each once
log-nothing-drawn-this-turn = { $player } has no card in hand drawn this turn: nothing to put back or pay for
log-cant-pay-life-for-cards = { $player } can't pay { $n } life with { $life } life: more cards must be put back
log-pays-life-to-keep = { $player } pays { $n } life to keep a card drawn this turn
log-choice-to-keep-one-of-each = { $player } chooses the permanents they keep, one of each type; the rest will be sacrificed
log-choice-to-keep-one-of-each-names = { $player } names one permanent they control of each type where they have one, each for a type of its own
log-nothing-to-keep = { $player } controls no permanent of those types: they keep none
log-choice-to-return-from-graveyard = { $player } chooses up to one card of their graveyard to return to their hand
log-choice-to-return-from-graveyard-names = { $player } names up to one card of their own graveyard of the kind the effect returns
log-nothing-in-graveyard-to-return = { $player }'s graveyard holds nothing the effect returns
