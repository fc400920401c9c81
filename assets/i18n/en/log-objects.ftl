# log-objects: objects and zones: moving, drawing, revealing, tokens, faces, face-down, attaching, legends, sagas, battles, the command zone.


## Moving between zones (400.7)

log-token-left-battlefield-cant-move = { $card } is a token that has left the battlefield; it can't move; it stays in { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }
log-already-on-battlefield = { $card } is already on the battlefield; nothing happens
log-cant-enter-under-left-player = { $player } has left the game: { $card } can't enter { $to ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    } under their control; it stays in { $from ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }
log-instant-or-sorcery-cant-enter-battlefield = { $card } is an instant or sorcery card: it can't enter the battlefield and stays in { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }
log-moves = { $card } moves from { $from ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    } to { $to ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }; it is a new object
log-moves-face-down = { $card } moves from { $from ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    } to { $to ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    } face down ({ $kind ->
        [Morph] morph
        [Megamorph] megamorph
        [Disguise] disguise
        [Manifest] manifest
        [Cloak] cloak
        [ManifestDread] manifest dread
       *[Plain] a 2/2
    }; 708.3: it was turned face down before it entered); it is a new object
log-moves-back-face-up = { $card } moves from { $from ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    } to { $to ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    } with its back face up ({ $face }); it is a new object
log-leaves-face-down-revealed = { $card } leaves the battlefield face down and is revealed: it is { $revealed }
log-enters-tapped-as-its-text-says = { $card } enters tapped, as its text says
log-melded-other-card-goes-too = the melded permanent was two cards: { $card } goes to { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    } too
log-commander-to-command-zone-instead = { $card } is a commander: its owner puts it into the command zone instead of { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }
log-finality-counter-exiled-instead = { $card } has a finality counter: it is exiled instead of going to the graveyard
log-exiled-instead-of-graveyard = { $card } has "If this would be put into a graveyard from anywhere, exile it instead" (702.146): it is exiled instead
log-flashback-exiled-instead = { $card } was cast with flashback: it is exiled instead of leaving the stack for anywhere else
log-unattached-as-host-left = { $card } was attached to { $host } before it left the battlefield; it is attached to nothing now

## Within a library (401.4, 401.7); `ord` is the English ordinal form of `n` (one, two, few, other)

log-put-on-top-of-library = { $card } is put on top of its owner's library
log-put-on-bottom-of-library = { $card } is put on the bottom of its owner's library
log-put-nth-from-top-of-library = { $card } is put { $n }{ $ord ->
    [one] st
    [two] nd
    [few] rd
   *[other] th
    } from the top of its owner's library

## Putting a card onto the battlefield (712.14, 303.4), playing a land (305)

log-put-onto-battlefield-isnt-a-card = { $card } isn't a card
log-token-cant-be-put-onto-battlefield-again = { $card } is a token; it can't be put onto the battlefield again
log-put-transformed-not-double-faced = { $card } isn't a double-faced card: put onto the battlefield transformed, it stays in { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }
log-not-a-permanent-face-stays = { $face } isn't a permanent face; { $card } stays in { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }
log-aura-cant-enchant-stays = { $card } can't enchant { $host }; it stays in { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }
log-aura-choose-what-it-enchants = { $card } is an Aura: choose what it enchants as it enters (attached_to); it stays in { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }
log-aura-nothing-to-enchant = { $card } has nothing it could enchant; it stays in { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }
log-put-onto-battlefield-face-up = { $card } is put onto the battlefield with its { $face ->
    [Back] back
   *[Front] front
    } face up
log-not-a-land-card-in-hand = { $card } isn't a land card in a hand: it isn't played
log-land-only-in-main-phase = { $card } can be played only in a main phase of its owner's turn, with the stack empty and priority held
log-land-already-played-this-turn = { $n ->
        [one] a land has
       *[other] { $n } lands have
    } been played this turn already: { $card } isn't played
log-land-is-played = { $card } is played

## A library and a hand as a whole: shuffling, drawing, milling, radiation, mulligans, discarding

log-shuffles-library = { $player } shuffles their library
log-draws-from-empty-library = { $player } draws from an empty library ({ $drawn } of { $n } drawn)
log-draws-cards = { $player } draws { $n ->
        [one] a card
       *[other] { $n } cards
    }
log-mills-cards = { $player } mills { $n } { $n ->
        [one] card
       *[other] cards
    }
log-rad-counters-mill = { $player } has { $n } rad { $n ->
        [one] counter
       *[other] counters
    }: they mill { $n } { $n ->
        [one] card
       *[other] cards
    }
log-rad-milled-nonland = { $player } milled { $n } nonland { $n ->
        [one] card
       *[other] cards
    }: they lose { $n } life and { $n } rad { $n ->
        [one] counter
       *[other] counters
    }
log-takes-mulligan = { $player } takes mulligan { $n }: their hand goes back, they shuffle and draw seven, and will put { $n } { $n ->
        [one] card
       *[other] cards
    } on the bottom
log-opening-hands-begin = each player decides whether to keep their opening hand; turn 1 begins once every player has kept
log-mulligan-after-keeping = { $player } has kept their hand: no more mulligans (nothing happens)
log-not-deciding-opening-hand = { $player } isn't deciding on an opening hand now (nothing happens)
log-keep-puts-cards-on-bottom = { $player } keeps by putting { $n ->
    [one] one card
   *[other] { $n } cards
    } from their hand on the bottom of their library, one for each mulligan (nothing happens)
log-keeps-opening-hand = { $player } keeps their opening hand of { $n ->
    [one] one card
   *[other] { $n } cards
    }
log-discards-at-random = { $player } discards { $n } { $n ->
        [one] card
       *[other] cards
    } at random

## Revealing and looking at cards (701.20), searching, scry and surveil

log-revealed-to-every-player = { $card } is revealed to every player (it stays in { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    })
log-looks-at-card = { $player } looks at { $card } (only they see it; it stays in { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    })
log-reveals-hand-to-every-player = { $player } reveals their hand ({ $n } { $n ->
        [one] card
       *[other] cards
    }) to every player
log-reveals-hand-to-player = { $player } reveals their hand ({ $n } { $n ->
        [one] card
       *[other] cards
    }) to { $to }
log-looks-at-top-of-library = { $player } looks at the top { $n } { $n ->
        [one] card
       *[other] cards
    } of their library
log-card-no-longer-revealed = a card in { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    } is no longer revealed
log-ends-search = { $player } is done searching their library; its cards are hidden from them again
log-no-search-asked = no search of a library is asked of { $player }
log-search-is-anothers = the search is { $searcher }'s to make, not { $player }'s
log-search-finds-at-most = { $player } searches for { $n ->
        [one] one card: at most one is found
       *[other] up to { $n } different cards: at most { $n } are found
    }
log-search-doesnt-fit = { $card } isn't a card of that library that the search is for ({ $text })
log-search-must-find = { $player } searches for a card of any kind: one is found while the library has one (701.23b)
log-finds-nothing = { $player } finds nothing
log-scry-is-anothers = the { $action ->
    [surveil] surveil
   *[scry] scry
} is { $scrier }'s to make, not { $player }'s
log-scry-names-each = { $player } { $action ->
    [surveil] surveils { $n }: each of those cards is named once, on top or into the graveyard
   *[scry] scries { $n }: each of those cards is named once, on top or at the bottom
}
log-discards = { $player } discards { $card }
log-may-pay-unless = { $player } may pay { $cost }; if they don't, the step happens
log-no-payment-asked = no payment is asked of { $player }
log-payment-is-anothers = the payment is { $payer }'s to decide, not { $player }'s
log-pays-unless = { $player } pays { $cost }: the step doesn't happen
log-doesnt-pay-unless = { $player } doesn't pay { $cost }: it happens ({ $text })
log-puts-back-from-hand = { $player } puts { $n } { $n ->
    [one] card
   *[other] cards
} from their hand on top of their library
log-hand-has-nothing-to-choose = { $player }'s hand has no card to choose
log-hand-choice-to-discard = { $player } chooses { $n } { $n ->
    [one] card
   *[other] cards
} of { $owner }'s hand to discard
log-hand-choice-to-put-back = { $player } chooses { $n } { $n ->
    [one] card
   *[other] cards
} of their hand to put on top of their library
log-no-hand-choice-asked = no choice of cards from a hand is asked of { $player }
log-hand-choice-is-anothers = the choice is { $chooser }'s to make, not { $player }'s
log-hand-choice-names = { $player } chooses { $n } { $n ->
    [one] card
   *[other] different cards
} of { $owner }'s hand that the effect allows
log-searches-library = { $player } searches their library ({ $n } { $n ->
        [one] card
       *[other] cards
    }); only they see it
log-plays-with-top-revealed = { $player } plays with the top card of their library revealed
log-stops-playing-with-top-revealed = { $player } no longer plays with the top card of their library revealed
log-can-only-act-on-top-of-library = { $player } can only { $action ->
    [surveil] surveil
   *[scry] scry
    } the top { $n } { $n ->
        [one] card
       *[other] cards
    } of their library, each once; the cards named aren't those; nothing happens
log-scries = { $player } scries { $n }: { $top } on top, { $bottom } on the bottom
log-surveils = { $player } surveils { $n }: { $top } on top, { $graveyard } into the graveyard

## Tokens (111), token copies (707.8a), incubate (701.53)

log-not-a-predefined-token = { $token } isn't a predefined token; nothing is created
log-no-copy-of-nonexistent-object = { $id } doesn't exist; no copy of a nonexistent object is created
log-no-token-copy-of-instant-or-sorcery = { $card } is an instant or sorcery card; no token copy of it is created
log-token-copy-created = a token copy of { $card } is created with { $card }'s copiable values
log-no-token-for-left-player = { $player } has left the game: no token is created under their control
log-token-aura-cant-enchant = { $token } can't enchant { $host }; the token isn't created
log-token-is-created = { $token } is created
log-named-token-is-created = { $token } token is created
log-token-not-aura-or-equipment-unattached = { $token } isn't an Aura or Equipment; it enters unattached
log-table-full-nothing-created = nothing more is created: at most { $max } objects on a table ({ $now } now)
log-too-many-tokens = { $n } { $n ->
        [one] token
       *[other] tokens
    } aren't created: at most { $once } at once, and at most { $max } objects on a table ({ $now } now)
log-incubate = incubate { $n }: the Incubator enters with { $n } +1/+1 { $n ->
        [one] counter
       *[other] counters
    }

## Conceding, losing and leaving a multiplayer game (104.3, 800.4a)

log-concedes = { $player } concedes and loses the game
log-runs-out-of-time = { $player } runs out of time on the clock: they lose the game (a game option)
log-already-lost-the-game = { $player } has already lost the game; nothing happens
log-leaves-game = { $player } leaves the game, and so does every object they own
log-leaves-game-with-objects = { $player } leaves the game, and so does every object they own: { $objects }
log-leaves-game-with-hidden-cards = { $player } leaves the game, and so does every object they own: { $n } { $n ->
        [one] card
       *[other] cards
    } of their hand and library
log-leaves-game-with-objects-and-hidden-cards = { $player } leaves the game, and so does every object they own: { $objects }, and { $n } { $n ->
        [one] card
       *[other] cards
    } of their hand and library
log-left-player-ability-ceases-to-exist = an ability { $player } controlled on the stack ceases to exist
log-left-player-control-effect-ends = the effect giving { $player } control of { $card } ends: { $owner } controls it again
log-left-player-still-controls-exiled = { $player } still controls { $card }: it is exiled
# A list of objects, in order: its first part, a comma, its second (each part an object or a list).
log-object-list = { $first }, { $second }

## Transform and convert (701.27, 701.28, 712); `verb` is transform or convert

log-only-permanents-turn-over = { $card } isn't a permanent; only permanents { $verb ->
    [convert] convert
   *[transform] transform
    }; nothing happens
log-turn-over-isnt-a-card = { $card } isn't a card; nothing happens
log-meld-card-cant-turn-over = { $card } is a meld card; it can't { $verb ->
    [convert] convert
   *[transform] transform
    }; nothing happens
log-isnt-a-double-faced-token = { $card } isn't a double-faced token; nothing happens
log-isnt-double-faced = { $card } isn't double-faced; nothing happens
log-face-down-cant-turn-over = { $card } is face down and can't { $verb ->
    [convert] convert
   *[transform] transform
    }; nothing happens
log-turns-over-only-by-its-keyword = { $card } has { $keyword ->
    [nightbound] nightbound
   *[daybound] daybound
    } and can't { $verb ->
    [convert] convert
   *[transform] transform
    } except due to its { $keyword ->
    [nightbound] nightbound
   *[daybound] daybound
    } ability; nothing happens
log-would-turn-over-into-instant-or-sorcery = { $card } would { $verb ->
    [convert] convert
   *[transform] transform
    } into { $face }, an instant or sorcery face; nothing happens
log-turns-over-into = { $card } { $verb ->
    [convert] converts
   *[transform] transforms
    } into { $new }: its { $face } face is up; it is the same object (712.18)
log-turns-over-into-copy-effect-applies = { $card } { $verb ->
    [convert] converts
   *[transform] transforms
    } into { $new }: its { $face } face is up; it is the same object (712.18) (its copy effect still applies, 712.9)

## Flipping (710)

log-only-a-permanent-flips = { $card } isn't a permanent; only a permanent flips; nothing happens
log-already-flipped = { $card } is already flipped; flipping is one-way (710.4); nothing happens
log-isnt-a-flip-card = { $card } isn't a flip card; nothing happens
log-flips-face-down-values-stay = { $card } flips: it is its face-down values stay (708.2a); it is the same object, and it stays flipped (710.4)
log-flips = { $card } flips: it is { $new }; it is the same object, and it stays flipped (710.4)

## Face down and face up (708), manifest, cloak, manifest dread (701.40, 701.58, 701.62)

log-turn-face-down-isnt-a-permanent = { $card } isn't a permanent; nothing happens
log-already-face-down = { $card } is already face down; nothing happens
log-double-faced-cant-turn-face-down = { $card } is a double-faced permanent and can't be turned face down; nothing happens
log-turned-face-down = { $card } is turned face down{ $kind ->
        [Morph] {" "}(morph)
        [Megamorph] {" "}(megamorph)
        [Disguise] {" "}(disguise)
        [Manifest] {" "}(manifest)
        [Cloak] {" "}(cloak)
        [ManifestDread] {" "}(manifest dread)
       *[Plain] {""}
    }: a 2/2 creature with no name, text, subtypes or mana cost
log-isnt-face-down = { $card } isn't face down; nothing happens
log-face-down-instant-or-sorcery-revealed = { $card } is { $revealed }, an instant or sorcery card: it is revealed and stays face down
log-cost-morph = its morph cost { $cost }
log-cost-megamorph = its megamorph cost { $cost }
log-cost-disguise = its disguise cost { $cost }
log-cost-mana = its mana cost { $cost }
log-manifested-cant-turn-face-up-for-cost = { $card } can't be turned face up by its controller: a manifested or cloaked card turns face up for its cost only if it is a creature card or has morph or disguise; it stays face down
log-cant-turn-face-up-for-cost = { $card } can't be turned face up by its controller: only a card with morph, megamorph or disguise can be turned face up for a cost; it stays face down
log-turned-face-up-only-for-cost = { $card } is turned face up for { $cost }, no other
log-turned-face-up-by-effect = { $card } is turned face up by an effect: it is { $new } (front face up, 712.15a); effects on it still apply and it didn't enter the battlefield (708.8)
log-face-up-only-with-priority = { $card } is turned face up only by its controller while they hold priority
log-paying-to-turn-face-up = turning { $card } face up
log-turned-face-up-for-cost = { $card } is turned face up by its controller, who pays { $cost } (a special action, 116.2b): it is { $new } (front face up, 712.15a); effects on it still apply and it didn't enter the battlefield (708.8)
log-megamorph-gets-counter = { $card } was turned face up for its megamorph cost: it gets a +1/+1 counter
# `how` is cloak, manifest-dread or manifest. (The English of the first is as the log always wrote it.)
log-manifest-library-empty = { $player }'s library is empty; nothing is { $how ->
    [cloak] cloak
    [manifest-dread] manifests dread
   *[manifest] manifest
    }
log-manifests-top-card = { $player } { $how ->
    [cloak] cloaks
    [manifest-dread] manifests dread
   *[manifest] manifests
    }: the top card is put onto the battlefield face down

## Meld (701.42, 712.4)

log-meld-not-on-battlefield = { $card } isn't on the battlefield; nothing melds
log-no-meld-ability = { $card } has no meld ability; nothing happens
log-meld-controller-doesnt-own-it = { $card }'s controller doesn't own it; nothing melds
log-meld-partner-missing = its controller doesn't both own and control { $card } and a permanent named { $partner }; nothing melds
log-meld-pair-exiled = { $first } and { $second } are exiled
log-cant-be-melded-stay-in-exile = { $first } and { $second } can't be melded (a token or a copy isn't a meld card); they stay in exile
log-melds-into = { $first } and { $second } meld into { $melded }: one permanent represented by two cards (712.8g)
log-enters-with-counters = { $card } enters with { $n ->
    [one] a { $kind } counter
   *[other] { $n } { $kind } counters
} on it
log-regeneration-shield = { $card } will be regenerated the next time it would be destroyed this turn
log-cant-be-regenerated = { $card } can't be regenerated: its regeneration shield doesn't save it
log-regenerated = { $card } is regenerated instead of destroyed: its damage removed, tapped, out of combat
log-choice-to-sacrifice = { $player } chooses { $n ->
    [one] a permanent
   *[other] { $n } permanents
    } to sacrifice
log-choice-to-sacrifice-names = { $player } must name { $n ->
    [one] a permanent
   *[other] { $n } permanents
    } they control that the effect allows, each once
log-nothing-to-sacrifice = { $player } controls nothing the effect has them sacrifice
log-step-not-its-colour = { $object } isn't of the colour the text names: nothing happens to it
log-step-not-as-asked = { $object } isn't what the text asks of it: nothing happens to it
log-may-pay-for = { $player } may pay { $cost }; if they do: { $text }
log-pays-for = { $player } pays { $cost }: { $text }
log-doesnt-pay-for = { $player } doesn't pay { $cost }: nothing happens
log-look-takes-exactly = { $player } takes { $n } of the cards they look at, no more and no fewer
log-look-rest-to-bottom = { $player } puts the other { $n } { $n ->
    [one] card
   *[other] cards
} on the bottom of their library
log-look-rest-to-bottom-random = { $player } puts the other { $n } { $n ->
    [one] card
   *[other] cards
} on the bottom of their library in a random order
log-look-rest-on-top = { $player } puts the other { $n } { $n ->
    [one] card
   *[other] cards
} back on top of their library
log-look-is-anothers = the choice of the cards looked at is { $looker }'s to make, not { $player }'s
log-look-takes-at-most = { $player } takes { $n ->
        [one] one of the cards they look at, at most
       *[other] up to { $n } different cards of those they look at
    }
log-look-doesnt-fit = { $card } isn't among the cards { $player } looks at that the effect lets them take ({ $text })
log-scry-asked-is-other = { $player } is asked to { $action ->
    [surveil] surveil, not to scry
   *[scry] scry, not to surveil
}
log-hand-choice-to-put-onto-battlefield = { $player } may choose up to { $n } { $n ->
    [one] card
   *[other] cards
} of their hand to put onto the battlefield
log-puts-onto-battlefield-from-hand = { $player } puts { $card } from their hand onto the battlefield
log-hand-choice-names-up-to = { $player } chooses up to { $n } { $n ->
    [one] card
   *[other] different cards
} of { $owner }'s hand that the effect allows
log-nothing-to-return = { $player } controls nothing the effect returns
log-choice-to-return = { $player } chooses { $n } { $n ->
    [one] permanent
   *[other] permanents
} they control to return to its owner's hand
log-choice-to-return-names = { $player } chooses { $n } { $n ->
    [one] permanent
   *[other] different permanents
} they control of the kind the effect returns
log-returns-chosen = { $player } returns { $card } to its owner's hand
log-exiled-instead-of-leaving = { $card } would leave the battlefield: it is exiled instead
log-will-be-exiled-if-it-leaves = { $card } will be exiled if it would leave the battlefield
log-jump-start-exiled-instead = { $card } was cast with jump-start: it is exiled instead of leaving the stack for anywhere else
log-explores = { $card } explores: { $player } reveals the top card of their library
log-explores-gone = a permanent that left the battlefield explores: { $player } reveals the top card of their library
log-explore-to-graveyard = { $player } puts { $card } into their graveyard
log-explore-keeps-on-top = { $player } leaves the revealed card on top of their library
log-opening-hand-choice-to-battlefield = { $player } may begin the game with up to { $n } { $n ->
    [one] card
   *[other] cards
} of their opening hand on the battlefield
log-puts-back-in-any-order = { $player } puts the top { $n } cards of their library back in the order they chose
log-arrange-puts-all-back = { $player } must put all { $n } cards back on top of their library, none on the bottom
log-energy-missing = { $player } has { $has } energy, not the { $n } to pay
log-exiled-instead-of-graveyard-by = { $source } exiles { $card } instead of letting it go to a graveyard
log-enters-tapped-by = { $card } enters tapped: { $source } says so
log-reveals-top-of-library = { $player } reveals the top { $n } { $n ->
        [one] card
       *[other] cards
    } of their library
log-choice-to-dredge = { $player } would draw a card: they may dredge a card of their graveyard instead
log-dredges = { $player } dredges { $card }: mills { $n } { $n ->
    [one] card
   *[other] cards
} and returns it to their hand instead of drawing
log-choice-to-dredge-names = { $player } may dredge one card of their graveyard with dredge whose number of cards their library holds, or none to draw
log-storm-spell-gone = the spell is no longer on the stack: storm copies nothing
log-storm-copies = storm copies { $spell } { $n ->
    [one] once
   *[other] { $n } times
}, once for each spell cast before it this turn
log-chooses-copy-targets = { $player } may choose new targets for { $spell }
log-nothing-to-separate = { $player } controls no permanent: there is nothing to separate into piles
log-separates-piles = { $player } separates the { $n } permanents { $owner } controls into two piles
log-no-piles-asked = { $player } isn't asked to separate permanents into piles
log-piles-are-anothers = the piles are { $other }'s to make or choose from, not { $player }'s
log-piles-name-theirs = { $player } names each pile's permanents once, of those { $owner } controls that are separated
log-piles-separated = { $player } separates them into a pile of { $first } and a pile of { $second }; { $chooser } chooses one
log-no-pile-to-choose = { $player } has no pile to choose
log-chooses-pile = { $player } chooses a pile of { $n } and sacrifices it
log-action-separate-piles = { $player } separates into piles, the first: { $cards }
log-action-choose-pile = { $player } chooses pile { $n }
log-choice-to-return-or-sacrifice = { $player } may return a permanent they control to its owner's hand, or else sacrifice { $card }
log-nothing-returned-sacrifices = nothing is returned: { $card } is sacrificed
log-emblem-created = { $player } gets an emblem with "{ $ability }"
