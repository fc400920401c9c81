# log-stack: the stack: casting, costs and mana, targets, resolving, spells' and triggered abilities' effects.

## Casting a spell

log-no-prototype-to-cast = { $card } has no prototype to cast; nothing happens
log-cant-cast-from-zone = { $card } can't be cast from { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }; nothing happens
log-cant-cast-fused = { $card } can be cast fused only as a split card with fuse, from a hand; nothing happens
log-cant-cast-back-face = { $card } isn't double-faced; it can't be cast with a back face up; nothing happens
log-cant-cast-without-priority = { $player } doesn't hold priority ({ $holder } does): they can't cast a spell now
log-cant-cast-nobody-has-priority = nobody holds priority in this step: { $player } can't cast a spell now
log-cast-only-main-phase-empty-stack = { $card } isn't an instant and has no flash: { $player } casts it only in a main phase of their turn with the stack empty
log-is-cast = { $card } is cast
log-is-cast-face-down = { $card } is cast face down
log-is-cast-fused = { $card } is cast fused: both halves
log-is-cast-prototyped = { $card } is cast prototyped
log-is-cast-half = { $card } is cast: its half { $half }
log-is-cast-omen = { $card } is cast as its Omen, { $half }
log-is-cast-adventure = { $card } is cast as its Adventure, { $half }
log-aura-cant-enchant-target = { $card } can't enchant { $target }: not a legal target; it isn't cast
log-aura-needs-one-target = { $card } is an Aura spell: it needs one target it can enchant; it isn't cast
log-choose-modes = { $spell } is modal: choose { $min ->
    [one] one mode
   *[other] { $min } modes
    }{ $max ->
    [one] {""}
   *[other] {" "}(at most { $max })
    } as it is cast (it is not cast)

## Costs and mana

log-not-a-kind-of-mana = { $symbol } is not a kind of mana (only {"{W} {U} {B} {R} {G} {C}"})
log-no-mana-named = no mana is named
log-no-mana-added = no mana is added to { $player }'s pool: { $why }
log-mana-added = { $mana } is added to { $player }'s mana pool: { $pool }
log-cant-tap-for-mana-not-on-battlefield = { $permanent } isn't on the battlefield: it can't be tapped for mana
log-cant-tap-for-mana-tapped = { $permanent } is tapped: it can't be tapped for mana
log-no-land-taps-for = { $player } controls no untapped land that can be tapped for { $mana } now
log-no-mana-ability = { $permanent } has no ability that adds mana by tapping it
log-mana-ability-summoning-sick = { $permanent } hasn't been under its controller's control since their most recent turn began: its {"{T}"} ability can't be activated
log-mana-ability-without-priority = { $player } doesn't hold priority: a mana ability is activated while holding it (nothing happens)
log-mana-choose-one = { $permanent } can add { $options }: choose one
log-mana-not-an-option = { $permanent } can add { $options }, not { $mana }
# The kinds of mana a permanent can add, one after another: "{R} or {G}".
log-mana-options-or = { $first } or { $rest }
log-taps-for-mana = { $player } taps { $permanent } for { $mana }: their pool is { $pool }
log-taps-to-pay = { $player } taps mana sources to pay { $cost } for { $what }
log-mana-empties = { $player }'s unspent mana empties: { $pool }
log-pays-mana = { $player } pays { $cost } for { $what }; their pool is { $pool }
log-pays-mana-and-life = { $player } pays { $cost } and { $life } life for { $what }; their pool is { $pool }
# What a cost is paid for ($what above).
log-paying-for-spell = the spell
log-paying-unless = what an effect asks so that a step doesn't happen
log-paying-mana-ability = the rest of a mana ability's cost
log-activate-once-each-turn = { $card }'s ability may be activated only once each turn, and it has been this turn
log-paying-for-cost = a cost
# A pool with no mana left ($pool above).
log-mana-pool-empty = empty
log-cant-pay-mana = { $player } can't pay { $cost } for { $what } from { $pool }: missing { $missing }; tap lands for mana first (nothing happens)
# A pool with no mana in it ($pool above).
log-mana-empty-pool = an empty pool
log-pool-cant-pay-free-table = { $player }'s pool can't pay { $cost } for { $what }: the free table leaves the cost to the players
# What is missing ($missing above): mana symbols, said as they are...
log-mana-symbols = { $mana }
# ...one piece after another...
log-mana-missing-and = { $first }{ $rest }
# ...a Phyrexian symbol that neither its colour nor 2 life can pay...
log-mana-missing-phyrexian = { $symbol } (2 life, of { $life })
# ...or the life that can be paid.
log-mana-missing-life = life: at most { $life } can be paid
# A cost paid the way the player chose that doesn't pay (601.2h, 119.4).
log-cant-pay-as-chosen = { $player } can't pay { $cost } for { $what } with { $spent }: { $why } (nothing happens)
log-spent-life = { $life } life
log-spent-mana-and-life = { $mana } and { $life } life
log-payment-not-in-pool = their pool holds { $pool }
log-payment-doesnt-pay = that doesn't pay each symbol with nothing left over
log-payment-unreadable = a payment's mana doesn't read: { $why } (nothing happens)
# A spell's own costs (601.2b, 601.2f, 702.33).
log-no-kicker = { $spell } has no kicker (nothing happens)
log-spell-kicked = { $spell } is kicked
log-cast-with-flashback = { $spell } is cast from a graveyard for its flashback cost
log-additional-sacrifice-missing = { $spell }'s additional cost sacrifices { $n ->
    [one] a permanent
   *[other] { $n } permanents
    } of the kind its text names, chosen as it is cast: choose { $n ->
    [one] one
   *[other] them
    } its caster controls (nothing happens)
log-additional-discard-missing = { $spell }'s additional cost discards { $n ->
    [one] another card
   *[other] { $n } other cards
    } from its caster's hand, chosen as it is cast (nothing happens)
log-additional-exile-missing = { $spell }'s additional cost exiles a card of the kind it names from its caster's graveyard, chosen as it is cast (nothing happens)
log-additional-random-discard-missing = { $spell }'s additional cost discards a card at random from its caster's hand, and there is none (nothing happens)
log-additional-life-missing = { $spell }'s additional cost is { $n } life: at most { $life } can be paid (nothing happens)
log-additional-cost-doesnt-take = { $spell }'s additional costs don't take { $card } (nothing happens)
log-additional-cost-by-hand = { $spell }'s additional cost is left to the players
log-pays-life-as-cost = { $player } pays { $n } life for { $spell }
# Casting during a resolution (608.2g).
log-may-cast-now = { $player } may cast { $card } now, as part of the resolution; nobody holds priority until they choose
log-may-cast-now-free = { $player } may cast { $card } now without paying its mana cost, as part of the resolution; nobody holds priority until they choose
log-waiting-for-offered-cast = { $player } is choosing whether to cast { $card } during a resolution: no other spell can be cast now (nothing happens)
log-declines-to-cast = { $player } doesn't cast { $card }
log-no-cast-offered = no resolution lets { $player } cast a card now (nothing happens)
log-delayed-trigger-created = { $source } creates a delayed triggered ability: { $at ->
    [NextUpkeep] at the beginning of the next turn's upkeep
    [YourNextEndStep] at the beginning of its controller's next end step
    [YourNextUpkeep] at the beginning of its controller's next upkeep
    [EndOfCombat] at end of combat
   *[other] at the beginning of the next end step
}, it triggers once
log-ability-object-moved = { $object } is no longer the object the ability names (it changed zones): it isn't affected

## Targets

log-targets = { $spell } targets { $targets }
# The targets one after another: "A and B and C".
log-targets-and = { $first } and { $rest }
log-illegal-target = an illegal target: { $why }
# Why a target is illegal ($why above).
log-target-no-longer-exists = a target no longer exists
log-target-changed-zones = { $target } has changed zones since it was targeted; it is a new object (400.7)
log-target-left-game = { $target } has left the game
log-target-phased-out = { $target } has phased out; it is treated as though it doesn't exist (702.26b)
log-target-cant-be-enchanted-now = { $aura } can't enchant { $target } now
log-spell-has-no-targets = { $spell } has no targets; it is cast without any
log-needs-one-target-not-cast = { $spell } needs one target, { $kind }; it isn't cast
log-needs-one-target-nothing-happens = { $spell } needs one target, { $kind }; nothing happens
log-needs-targets-not-cast = { $spell } needs { $n } targets, in this order: { $kinds }; it isn't cast
log-needs-targets-nothing-happens = { $spell } needs { $n } targets, in this order: { $kinds }; nothing happens
# The kinds of target in order: "a creature permanent, then a player".
log-target-kinds-then = { $first }, then { $rest }
log-not-legal-target-not-cast = { $target } isn't { $kind }: not a legal target for { $spell }; it isn't cast
log-not-legal-target-nothing-happens = { $target } isn't { $kind }: not a legal target for { $spell }; nothing happens
log-target-no-longer-kind = { $target } is no longer { $kind }: an illegal target

## What a target must be ($kind above)

log-target-has-protection = { $target } has protection { $quality }: { $spell } can't target it
log-target-kind-any = any target (a creature, player, planeswalker or battle)
log-target-kind-opponent = an opponent
log-target-kind-player = a player
log-target-kind-permanent = a { $what } permanent
log-target-kind-any-permanent = a permanent
log-target-kind-another-permanent = another { $what } permanent
log-target-kind-another-any-permanent = another permanent
log-target-kind-player-or-permanent = a player or a { $what } permanent
log-target-kind-player-or-any-permanent = a player or a permanent
log-target-kind-opponent-or-permanent = an opponent or a { $what } permanent
log-target-kind-opponent-or-any-permanent = an opponent or a permanent
log-target-kind-spell = a { $what } spell
log-target-kind-any-spell = a spell
log-target-kind-card-in-graveyard = a { $what } card in the graveyard of the spell's or ability's controller
log-target-kind-another-card-in-graveyard = another { $what } card in the graveyard of the spell's or ability's controller
log-target-kind-another-any-card-in-graveyard = another card in the graveyard of the spell's or ability's controller
log-target-kind-any-card-in-graveyard = a card in the graveyard of the spell's or ability's controller
log-target-kind-card-in-a-graveyard = a { $what } card in a graveyard
log-target-kind-any-card-in-a-graveyard = a card in a graveyard
# What a targeted object must be ($what above), word by word: "tapped nonblack creature or planeswalker".
log-wanted-type = { $cardtype ->
    [Artifact] artifact
    [Battle] battle
    [Creature] creature
    [Enchantment] enchantment
    [Instant] instant
    [Kindred] kindred
    [Land] land
    [Planeswalker] planeswalker
   *[Sorcery] sorcery
}
log-wanted-color = { $color ->
    [White] white
    [Blue] blue
    [Black] black
    [Red] red
   *[Green] green
}
log-wanted-status = { $status ->
    [Attacking] attacking
    [Blocking] blocking
    [AttackingOrBlocking] attacking or blocking
   *[Tapped] tapped
}
# One card type or another: "creature or planeswalker".
log-wanted-or = { $first } or { $rest }
# Not of a colour or card type, before the rest: "nonblack creature".
log-wanted-non = non{ $what } { $rest }
log-wanted-non-alone = non{ $what }
# A status before the rest: "tapped creature".
log-wanted-status-of = { $status } { $rest }
# What a target must have, after the rest: "a creature permanent with power 4 or greater".
log-target-kind-with = { $kind } { $with }
log-with-both = { $first } and { $rest }
log-with-power-at-least = with power { $n } or greater
log-with-power-at-most = with power { $n } or less
log-with-toughness-at-least = with toughness { $n } or greater
log-with-toughness-at-most = with toughness { $n } or less
log-with-mana-value-at-least = with mana value { $n } or greater
log-with-mana-value-at-most = with mana value { $n } or less
log-with-keyword = with { $keyword }
log-without-keyword = without { $keyword }

## Copies

log-copy-not-on-stack = { $spell } isn't on the stack (it is in { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }); nothing is copied
log-copy-controller-left-game = { $player } has left the game: no copy is put onto the stack under them
log-ability-copy-put-on-stack = a copy of { $ability } is put onto the stack (707.10b: the same source)
log-spell-copy-put-on-stack = a copy of { $spell } is put onto the stack under { $player }'s control; it isn't cast

## Resolving

log-stack-empty-nothing-resolves = the stack is empty; nothing resolves
log-spell-doesnt-resolve-targets-illegal = { $spell } doesn't resolve: all its targets are illegal; it is put into its owner's graveyard
log-resolves-enters-battlefield = { $spell } resolves and enters the battlefield
log-copy-becomes-token = { $spell } was a copy of a permanent spell: it is a token permanent
log-omen-shuffled-into-library = { $spell } resolves and is shuffled into its owner's library
log-adventure-exiled = { $spell } resolves and is exiled on an adventure: its owner may cast the creature from exile
log-resolves-to-graveyard = { $spell } resolves and is put into its owner's graveyard
log-spell-resolves-players-carry-out = { $spell } resolves; its targets aren't the ones its text names: the players carry it out
log-spell-effect-happens = { $spell } resolves: its effect happens, in the order written
log-cant-be-countered = { $spell } can't be countered: it stays on the stack
log-is-countered = { $spell } is countered: it is put into its owner's graveyard

## Abilities on the stack

log-ability-controller-left-game = { $player } has left the game: an ability they would control isn't put on the stack
# An ability's source that is gone ($source below).
log-ability-source-gone = its source
log-ability-source-changed-zones = the ability's source changed zones; { $source } is a new object the ability can't find; nothing happens
log-ability-source-transformed = { $source } has transformed since { $since ->
    [delayed] that delayed ability was created
   *[stack] the ability was put on the stack
}; the instruction is ignored
# An object that is gone ($object below).
log-ability-object-gone = an object
log-ability-cant-find-object = { $object } is a new object since the ability was put on the stack; the ability can't find it; that does nothing
log-ability-source-changed-zones-part = the ability's source has changed zones: a new object the ability can't find; that part does nothing
log-not-an-ability-on-stack = { $ability } isn't an ability on the stack; nothing happens
log-ability-doesnt-resolve-targets-illegal = the ability doesn't resolve: all its targets are illegal; it is removed from the stack
log-ability-if-no-longer-true = the ability's "if" isn't true any more: it is removed from the stack
# $by: "table" where the table carries out its text, "players" where the players do.
log-chapter-resolves = chapter { $chapter } of { $source } resolves: { $text }{ $by ->
    [players] {" "}(the players carry it out)
   *[table] {""}
}
log-ability-resolves-text = an ability of { $source } resolves: "{ $text }"{ $by ->
    [players] {" "}(the players carry it out)
   *[table] {""}
}
log-ability-resolves = an ability of { $source } resolves

## Triggered abilities

log-trigger-offered = { $source }'s ability triggers: "{ $text }" (the table is free: the players put it on the stack)
log-trigger-goes-on-stack = { $source }'s ability triggers and goes on the stack ({ $id }: "{ $text }"){ $by ->
    [players] ; the players carry out its text
   *[table] {""}
}
log-chooses-trigger-order = { $player } chooses the order of their { $n } triggered abilities
log-puts-triggers-in-source-order = { $player } puts { $n } triggered abilities on the stack, in their sources' order
log-no-triggers-to-order = { $player } has no triggered abilities to order; nothing happens
log-trigger-order-must-name-each = { $player }'s order must name each of their { $n } triggered abilities once, 1 to { $n }; nothing happens
log-puts-triggers-in-order = { $player } puts their triggered abilities on the stack to resolve in the order { $order }
log-trigger-no-legal-target = { $ability } has no legal target: it is removed from the stack
log-chooses-trigger-targets = { $player } chooses the targets of { $ability }
log-trigger-targets-not-being-chosen = { $ability }'s targets aren't being chosen; nothing happens
log-doesnt-control-trigger-targets = { $player } doesn't control { $ability }: its controller chooses its targets; nothing happens
log-chooses-whether-may = { $player } chooses whether { $ability } does what it says, as it resolves
log-nobody-choosing-may = nobody is choosing whether { $ability } does what it says; nothing happens
log-doesnt-control-may = { $player } doesn't control { $ability }: its controller chooses; nothing happens
log-chooses-to = { $player } chooses to: { $ability } does what it says
log-chooses-not-to = { $player } chooses not to: { $ability } does nothing

## Continuous effects

log-effect-not-permanent-or-spell = { $object } isn't a permanent or spell; the effect doesn't apply
log-effect-starts = { $object }: { $effect }
log-effect-starts-until-end-of-turn = { $object }: { $effect } until end of turn
log-copy-of = copy of { $original }
log-copy-of-except = copy of { $original }, except { $except } (707.9b)

## Activated abilities (602)
log-not-an-activated-ability = { $card } has no ability { $n } the table can activate
log-activate-from-own-hand = { $card } can be cycled only from { $player }'s own hand
log-activate-own-permanent = only the controller of { $card } can activate its abilities, and only while it is on the battlefield; { $player } can't
log-activate-without-priority = { $player } can't activate an ability of { $card } without priority
log-activate-only-as-sorcery = the ability of { $card } can be activated only as a sorcery: in its controller's main phase, with the stack empty
log-activate-tap-tapped = { $card } is tapped: its {"{"}T{"}"} ability can't be activated
log-activate-cost-choice-missing = { $card }'s ability takes an object for its cost: say which
log-activate-cost-doesnt-take = { $card }'s cost can't take { $object }
log-activate-cost-nothing-to-take = { $card }'s ability can't be activated: nothing its cost takes
log-activate-tap-summoning-sick = { $card } hasn't been under its controller's control since their most recent turn began: its {"{"}T{"}"} ability can't be activated
log-activate-life-missing = the ability of { $card } costs { $n } life: at most { $life } can be paid
log-paying-for-ability = an ability of { $card }
log-discards-as-cost = { $player } discards { $card } to pay the cost
log-activates = { $player } activates an ability of { $source } ({ $id }): { $text }
log-chooses-to-sacrificing = { $player } chooses to: { $ability } does what it says, sacrificing { $object }
log-may-sacrifice-which = doing what { $ability } says is sacrificing a permanent: which one must be chosen
log-may-sacrifice-not-allowed = { $object } isn't what { $ability } lets its controller sacrifice
log-may-sacrifice-not-asked = { $ability } asks for no sacrifice
log-reflexive-sacrifice-gone = { $object } is no longer the permanent chosen to be sacrificed: nothing is sacrificed, and the reflexive ability doesn't trigger
log-reflexive-triggers = { $source }'s reflexive ability triggers: what it asked was done

## Linked abilities (607.2a) and "until ... leaves the battlefield" (610.3)
log-returns-as-exiler-leaves = { $card } returns to the battlefield: { $source }, which exiled it until it left the battlefield, has left it
log-exiler-already-left = what would exile { $card } until it leaves the battlefield has already left it: { $card } isn't exiled
log-paying-for = what an effect offers for a cost
log-artifact-abilities-stopped = { $card } is an artifact: its activated abilities can't be activated while a permanent says so
log-own-abilities-stopped = the activated abilities of { $card } can't be activated
log-target-has-shroud = { $target } has shroud: no spell or ability can target it, not { $spell }
log-target-has-hexproof = { $target } has hexproof: { $spell }, an opponent's, can't target it
log-needs-up-to-targets-not-cast = { $spell } needs from { $fewest } to { $most } targets; it isn't cast
log-needs-up-to-targets-nothing-happens = { $spell } needs from { $fewest } to { $most } targets; nothing happens
log-target-chosen-twice = { $target } is chosen twice for the same word "target" of { $spell }: each must be a different one
log-loyalty-once-each-turn = one loyalty ability of { $card } has been activated this turn: no other may be until the next
log-loyalty-not-enough = { $card } has { $has } loyalty: not enough to remove { $n }
log-no-helpers = { $spell } has no convoke, improvise or delve: only mana pays for it
log-cant-help = { $card } can't help cast { $spell } ({ $how ->
    [Convoke] convoke: an untapped creature its caster controls
    [Improvise] improvise: an untapped artifact its caster controls
   *[other] delve: another card in its caster's graveyard
    })
log-helper-pays-nothing = { $card } would pay for none of { $spell }'s mana
log-helped = { $n } mana of { $spell }'s cost { $n ->
    [one] is
   *[other] are
    } paid { $how ->
    [Convoke] by tapping creatures (convoke)
    [Improvise] by tapping artifacts (improvise)
   *[other] by exiling cards from a graveyard (delve)
    }
log-rebound-exiled = { $card } is exiled as it resolves, not put into a graveyard (rebound): its owner may cast it at their next upkeep
log-activate-counters-missing = { $card } has { $has } { $kind } { $has ->
        [one] counter
       *[other] counters
    }: not enough to remove { $n }
log-split-second = { $spell } has split second: while it is on the stack no spell can be cast and no ability but a mana ability activated
log-prevention-shield = the next { $n } damage that would be dealt to { $target } this turn will be prevented
log-damage-prevented-by-shield = { $n } damage to { $target } is prevented
log-activate-only-your-turn = the ability of { $card } can be activated only during its controller's turn
log-activate-only-your-upkeep = the ability of { $card } can be activated only during its controller's upkeep
log-activate-only-before-attackers = the ability of { $card } can be activated only during its controller's turn, before attackers are declared
log-exiled-instead-of-dying = { $card } would die this turn: it is exiled instead
log-wanted-also = { $what } { $rest }
log-activate-from-own-graveyard = { $card }'s ability can be activated only from { $player }'s own graveyard
log-activate-only-if = the ability of { $card } can be activated only if "{ $condition }", and that isn't so now
log-mana-ability-condition = { $permanent }'s mana ability can be activated only if what it says holds, and it doesn't now
log-activate-cost-empty-hand = the ability of { $card } costs a card discarded at random, and its controller's hand is empty
log-aura-adds-mana = { $aura } adds { $mana } as { $land } is tapped for mana: { $player }'s pool is { $pool }
log-chooses-a-color-asked = { $player } chooses a color: nobody holds priority until they do
log-no-color-choice-asked = no choice of a color is asked of { $player }
log-color-choice-is-anothers = the color is { $chooser }'s to choose, not { $player }'s
log-chooses-a-color = { $player } chooses { $color }
log-no-buyback = { $spell } has no buyback (nothing happens)
log-spell-bought-back = { $spell } is cast with its buyback cost paid: it will return to its owner's hand as it resolves
log-resolves-to-hand-buyback = { $spell } resolves and is put into its owner's hand (buyback)
log-with-mana-value = with mana value { $n }
log-may-play-additional-lands = { $player } may play { $n ->
    [one] an additional land
   *[other] { $n } additional lands
} this turn
log-returns-as-cost = { $player } returns { $card } to its owner's hand to pay the cost
log-no-alternative-cost = { $spell } has no { $keyword } cost (nothing happens)
log-one-alternative-cost = { $spell } can't be cast for its { $keyword } cost that way: a spell is cast for one alternative cost at most
log-surge-needs-another-spell = { $spell } can be cast for its surge cost only after its caster has cast another spell this turn
log-cast-for-alternative-cost = { $spell } is cast for its { $keyword } cost rather than its mana cost
log-graveyard-cast-discard-missing = { $spell } is cast from a graveyard by discarding a card as well (a land card for retrace): choose which
log-cast-with-jump-start = { $spell } is cast with jump-start: it will be exiled as it leaves the stack
log-spectacle-needs-an-opponent-s-life-lost = { $spell } can be cast for its spectacle cost only once an opponent of its caster has lost life this turn
log-discarded-into-exile = { $card } is discarded into exile instead of its owner's graveyard (madness)
log-may-cast-for-madness = { $player } may cast { $card } for its madness cost now; if they don't, it goes to their graveyard
log-madness-declined-to-graveyard = { $card } goes to its owner's graveyard: it wasn't cast for its madness cost
log-madness-only-as-it-resolves = { $spell } can be cast for its madness cost only as its madness ability resolves, after it was discarded into exile
log-offered-for-alternative-cost = { $spell } may be cast now only for its { $keyword } cost
log-uses-for-mana = { $player } activates a mana ability of { $permanent } for { $mana }: their pool is { $pool }
log-cascades = { $player } cascades: cards are exiled from the top of their library until a nonland card with mana value less than { $n }
log-cascade-rest-to-bottom = { $n ->
    [one] the card exiled by cascade and not cast goes to the bottom of its owner's library
   *[other] the { $n } cards exiled by cascade and not cast go to the bottom of their owner's library in a random order
}
log-with-lesser-power = with less power than its source
log-with-defending-player = controlled by the defending player
log-with-legendary = that's legendary
log-with-nonlegendary = that isn't legendary
log-with-basic = that's basic
log-with-nonbasic = that isn't basic
log-with-mana-value-at-most-graveyard = with mana value no greater than the number of cards in its controller's graveyard
log-with-mana-value-counted = with the mana value its text counts
log-player-has-shroud = { $target } has shroud: no spell or ability can target them, not { $spell }
log-player-has-hexproof = { $target } has hexproof: { $spell }, an opponent's, can't target them
log-activate-twice-each-turn = { $card }'s ability may be activated no more than twice each turn, and it has been twice this turn
log-damage-prevented-by-ability = { $by }'s ability prevents the { $n } damage that would be dealt to { $target }
log-damage-prevented-this-turn = { $combat ->
        [yes] all combat damage
       *[no] all damage
    } { $which ->
        [to] that would be dealt to { $target }
        [by] that { $target } would deal
       *[both] that would be dealt to and dealt by { $target }
    } this turn will be prevented
log-crews = { $player } taps { $creature } to crew { $vehicle }
log-crew-too-weak = { $card }'s crew { $n } needs creatures with total power { $n } or greater, not { $power }
log-crew-not-enough = { $card } can't be crewed: no untapped creatures with total power { $n } or greater
log-exiles-as-cost = { $player } exiles { $card } from their graveyard to pay the cost
log-cast-only-when = { $card } can be cast only as its text says: { $when }
log-prevention-removes-counter = { $card } loses a +1/+1 counter as it prevents the damage
log-with-either-keyword = with { $a } or { $b }
log-targets-from-one-graveyard = the cards { $spell } targets must all be in a single graveyard
log-with-one-graveyard = in a single graveyard
log-named-abilities-stopped = { $by } names { $card }: its activated abilities can't be activated
log-named-spell-stopped = { $by } names { $card }: it can't be cast
log-instead-condition-unmet = { $spell } can't be cast for the cost its text gives instead of its mana cost: what that cost asks isn't true now
log-instead-object-missing = { $spell }: choose what the cost its text gives instead of its mana cost takes
log-taps-as-cost = { $player } taps { $card } to pay a cost
log-exiles-from-hand-as-cost = { $player } exiles { $card } from their hand to pay the cost
log-cast-for-cost-instead = { $spell } is cast for the cost its text gives instead of its mana cost
log-aftermath-only-from-graveyard = { $card }: a half with aftermath is cast only from its owner's graveyard
log-aftermath-other-half-not-from-graveyard = { $card }: from a graveyard only its half with aftermath is cast
log-cast-with-aftermath = { $spell } is cast from a graveyard with aftermath: it will be exiled as it leaves the stack
log-aftermath-exiled-instead = { $card } was cast with aftermath: exiled instead
log-shuffled-into-library-instead = { $card } would be put into a graveyard: it is shuffled into its owner's library instead
log-chooses-a-name-asked = { $player } chooses { $nonland ->
    [true] a nonland card name
   *[other] a card name
}: nobody holds priority until they do
log-chooses-a-name = { $player } chooses the name { $name }
log-discards-named = { $player } discards { $card }, of the name chosen
log-discards-none-named = { $player } has no card named { $name } in hand
log-trigger-no-legal-mode = no mode of { $ability } can be chosen (none has its targets): it is removed from the stack
log-chooses-trigger-mode = { $player } chooses the mode of { $ability }
log-chooses-mode = { $player } chooses mode { $n } of { $ability }: { $mode }
log-trigger-mode-not-being-chosen = { $ability }'s mode isn't being chosen; nothing happens
log-doesnt-control-trigger-mode = { $player } doesn't control { $ability }: its controller chooses its mode; nothing happens
log-mode-cant-be-chosen = mode { $n } of { $ability } can't be chosen (it has no such mode, or not the targets it needs); nothing happens
log-trigger-mode-first = { $ability }'s mode is chosen before its targets; nothing happens
log-divided-needs-a-target = { $spell } divides its damage among its targets: it needs one at least; it isn't cast
log-divided-wrongly = { $spell } divides { $n } damage among its { $k } targets, each dealt 1 at least, all of it dealt: it isn't cast
log-damage-divided = { $spell } divides its { $n } damage: { $shares }
log-divided-share = { $n } to { $target }
log-with-targets-you = that targets the player choosing it
log-with-targets-your-permanent = that targets a permanent the player choosing it controls
log-with-power-or-toughness-at-least = with power or toughness { $n } or greater
log-with-power-or-toughness-at-most = with power or toughness { $n } or less
log-with-snow = that is snow
log-with-nonsnow = that isn't snow
log-one-spell-each-turn = { $card } can't be cast: { $permanent } allows each player one such spell each turn
log-spells-cant-be-cast = { $card } can't be cast: { $permanent } says spells like it can't
log-with-x-in-cost = with {X} in its mana cost
log-flare-choice-left = { $source }: { $land } made more than one kind of mana; { $player } chooses which one more they add
log-with-different-controllers = each controlled by a different player
log-targets-different-controllers = the targets of { $spell } must be controlled by different players
log-with-type-or-keyword = { $cardtype } or with { $keyword }
log-with-attached-to-it = attached to it
log-with-shares-a-color = that shares a color with it
log-tokens-doubled = { $permanent }: twice that many tokens are created instead ({ $was } → { $n })
log-with-same-name = with the same name as it
log-with-chosen-type = of the chosen type
log-with-creature-type = of the creature type { $subtype }
log-coin-flip-won = { $player } flips a coin and wins the flip
log-coin-flip-lost = { $player } flips a coin and loses the flip
log-cast-with-disturb = { $spell } is cast transformed from a graveyard for its disturb cost
log-cant-cast-transformed = { $card } is cast with its back face up only where its card says so (disturb, from a graveyard); nothing happens
