# log-turn: the turn, its steps, priority, attacks, blocks and combat damage.

log-no-creature-can-attack = { $player } has no creature that can attack
log-passes-until-later-attacks-with-nothing = { $player } passes until later and attacks with nothing
log-no-creature-can-block = { $player } has no creature that can block

## Steps and phases (parts of other lines: the step's name, and with its article)

log-turn-step = { $step ->
    [Untap] untap step
    [Upkeep] upkeep
    [Draw] draw step
    [PrecombatMain] first main phase
    [BeginningOfCombat] beginning of combat
    [DeclareAttackers] declare attackers step
    [DeclareBlockers] declare blockers step
    [CombatDamage] combat damage step
    [EndOfCombat] end of combat step
    [PostcombatMain] second main phase
    [End] end step
   *[Cleanup] cleanup step
}
log-turn-the-step = the { $step ->
    [Untap] untap step
    [Upkeep] upkeep
    [Draw] draw step
    [PrecombatMain] first main phase
    [BeginningOfCombat] beginning of combat
    [DeclareAttackers] declare attackers step
    [DeclareBlockers] declare blockers step
    [CombatDamage] combat damage step
    [EndOfCombat] end of combat step
    [PostcombatMain] second main phase
    [End] end step
   *[Cleanup] cleanup step
}

## The turn: its beginning, its steps, the untap step and the cleanup step

log-turn-begins = turn { $n }: { $player }'s turn
log-step-begins = { $player }'s { $step }
log-second-combat-damage-step-begins = { $player }'s second combat damage step
log-no-attackers-steps-skipped = no creature attacks: the declare blockers and combat damage steps are skipped
log-plays-first-skips-draw = { $player } plays first and skips the draw of their first turn
log-untaps-permanents = { $player } untaps { $n } { $n ->
        [one] permanent
       *[other] permanents
    }
log-doesnt-untap = { $card } doesn't untap: its text, that of what is attached to it, or a permanent's that names its kind says so
log-discard-down-then-pass = { $player } has { $n } cards in hand: discard down to { $max }, then pass
log-cleanup-damage-wears-off = cleanup: damage wears off and "until end of turn" effects end
log-turn-arrows-removed = the turn's arrows are removed
log-game-over-won-no-more-turns = the game is over: { $player } won (104.2a); no more turns
log-game-over-nobody-left = the game is over: nobody is left in it; no more turns

## Day and night

log-no-spells-day-becomes-night = it was day and the previous turn's active player cast no spells: it becomes night
log-spells-night-becomes-day = it was night and the previous turn's active player cast { $n } spells: it becomes day
log-neither-day-nor-night-no-check = it is neither day nor night; no check
log-day-or-night-stays = once it has become day or night, the game always has one of them; nothing happens
log-day-becomes-night = day becomes night
log-night-becomes-day = night becomes day
log-it-becomes-day = it becomes day
log-it-becomes-night = it becomes night

## Priority

log-receives-priority = { $player } receives priority
log-passes-priority = { $player } passes priority{ $auto ->
    [yes] {" "}(no stop here)
   *[no] {""}
}
log-passes-priority-with-mana = { $player } passes priority{ $auto ->
    [yes] {" "}(no stop here)
   *[no] {""}
    } with { $mana } in their mana pool (106.4b)
log-table-free-passes-nothing = the table is free: nobody holds priority, move the turn on by hand ({ $player } passes nothing)
log-doesnt-hold-priority = { $player } doesn't hold priority ({ $holder } does); nothing happens
log-nobody-holds-priority = nobody holds priority in this step; { $player } passes nothing
log-discard-down-first = { $player } has { $n } cards in hand: discard down to { $max } first (nothing happens)
log-done-discarding = { $player } is done discarding

## Declaring attackers

log-declares-no-attackers = { $player } declares no attackers
log-attacks = { $card } attacks { $target }
log-attackers-declared-in-their-step = attackers are declared in the declare attackers step, not { $now }
log-only-active-player-attacks = { $player } isn't the active player: only the active player attacks
log-attackers-already-declared = attackers have already been declared this combat
log-cant-attack-not-creature = { $card } can't attack: it isn't a creature on the battlefield
log-cant-attack-not-controlled = { $card } can't attack: { $player } doesn't control it
log-cant-attack-battle = { $card } can't attack: it is a battle
log-cant-attack-tapped = { $card } can't attack: it is tapped
log-cant-attack-summoning-sick = { $card } can't attack: it hasn't been under its controller's control since the turn began, and has no haste
log-cant-attack-defender = { $card } can't attack: it has defender
log-cant-attack-unless-defender-controls = { $card } can't attack: the defending player controls no { $land }
log-cant-attack-by-its-text = { $card } can't attack: its text says it can't attack
log-cant-attack-declared-twice = { $card } can't attack: it is declared twice
log-cant-attack-that = { $card } can't attack { $target }: a creature attacks an opponent, a planeswalker an opponent controls or a battle an opponent protects
log-must-attack = { $card } attacks each combat if able, and it is able: it must be declared an attacker

## Declaring blockers

log-declares-no-blockers = { $player } declares no blockers
log-blocks = { $card } blocks { $attacker }
log-blockers-declared-in-their-step = blockers are declared in the declare blockers step, not { $now }
log-nothing-attacking-player = nothing is attacking { $player }, a planeswalker they control or a battle they protect
log-blockers-already-declared = { $player } has already declared blockers this combat
log-cant-block-not-creature = { $card } can't block { $attacker }: it isn't a creature on the battlefield
log-cant-block-not-controlled = { $card } can't block { $attacker }: { $player } doesn't control it
log-cant-block-battle = { $card } can't block { $attacker }: it is a battle
log-cant-block-tapped = { $card } can't block { $attacker }: it is tapped
log-cant-block-by-its-text = { $card } can't block { $attacker }: its text says it can't block
log-cant-block-two-attackers = { $card } can't block { $attacker }: a creature blocks one attacker
log-cant-block-same-attacker-twice = { $card } can't block { $attacker } twice
log-cant-block-more-attackers = { $card } can't block { $attacker }: it can block only { $n } attacking creatures
log-cant-block-not-attacking = { $card } can't block { $attacker }: that creature isn't attacking
log-cant-block-not-attacking-player = { $card } can't block { $attacker }: it isn't attacking { $player }, a planeswalker they control or a battle they protect
log-cant-block-flying = { $card } can't block { $attacker }: it has flying, and the blocker has neither flying nor reach
log-cant-block-protection = { $card } can't block { $attacker }: it has protection { $quality }
log-cant-block-only-flyers = { $card } can't block { $attacker }: it can block only creatures with flying
log-cant-block-unblockable = { $card } can't block { $attacker }: it can't be blocked
log-cant-block-shadow = { $card } can't block { $attacker }: it has shadow, and the blocker hasn't
log-cant-block-without-shadow = { $card } can't block { $attacker }: the blocker has shadow, and it hasn't
log-cant-block-fear = { $card } can't block { $attacker }: it has fear, and the blocker is neither an artifact nor black
log-cant-block-intimidate = { $card } can't block { $attacker }: it has intimidate, and the blocker is neither an artifact nor shares a colour with it
log-cant-block-landwalk = { $card } can't block { $attacker }: it has { $land }walk, and its controller controls a { $land }
log-cant-block-horsemanship = { $card } can't block { $attacker }: it has horsemanship, and the blocker hasn't
log-cant-block-skulk = { $card } can't block { $attacker }: it has skulk, and the blocker has greater power
log-cant-block-power-at-most = { $card } can't block { $attacker }: it can't be blocked by creatures with power { $n } or less
log-cant-block-lesser-power = { $card } can't block { $attacker }: creatures with power less than its power can't block it
log-cant-block-power-at-least-own = { $card } can't block { $attacker }: it can't block creatures with power { $n } or greater
log-cant-block-power-at-most-own = { $card } can't block { $attacker }: it can't block creatures with power { $n } or less
log-blocked-by-one-at-most = { $card } can't be blocked by more than one creature
log-menace-needs-two-blockers = { $card } has menace: it can't be blocked except by two or more creatures

## Combat damage

log-damage-will-be-divided = { $card }'s combat damage will be divided: { $shares }
log-damage-will-be-divided-nowhere = { $card }'s combat damage will be divided:{" "}
log-damage-share = { $n } to { $target }
log-damage-shares = { $first }, { $rest }
log-damage-must-equal-power = { $card } assigns combat damage equal to its power, { $power }, not { $n }
log-cant-assign-damage-to = { $card } can't assign combat damage to { $target }
log-must-assign-lethal-damage-first = { $card } must assign lethal damage to { $target } before any to what it attacks
log-not-attacking-or-blocking = { $card } isn't attacking or blocking
log-first-strikers-deal-damage-first = creatures with first strike or double strike deal their combat damage first
log-second-combat-damage-step-dealers = the second combat damage step: the other creatures, and those with double strike
log-deals-combat-damage = { $source } deals { $n } combat damage to { $target }
log-deals-damage = { $source } deals { $n } damage to { $target }
log-lifelink-gains-life = lifelink: { $player } gains { $n } life
log-combat-ends = combat ends: no creature is attacking or blocking any more

## Phasing

log-phases-out = { $card } phases out: it is treated as though it doesn't exist
log-phases-out-with-attached = { $card } phases out: it is treated as though it doesn't exist, and { $n } { $n ->
        [one] permanent
       *[other] permanents
    } attached to it phase out indirectly (702.26g)
log-already-phased-out = { $card } is already phased out; nothing happens
log-cant-phase-out-not-on-battlefield = { $card } isn't on the battlefield; nothing happens
log-isnt-phased-out = { $card } isn't phased out; nothing happens
log-phased-out-indirectly = { $card } phased out indirectly: it phases in only with what it is attached to
log-phases-in = { $card } phases in: the game treats it as though it exists again

## Battles' protectors

log-protects-battle = { $player } is { $battle }'s protector ({ $how ->
    [only-opponent] its controller's only opponent
    [controller] its controller
   *[choice] its controller's choice
    })
log-chooses-protector = { $player } chooses which opponent protects { $battle }
log-not-a-battle = { $card } isn't a battle on the battlefield; nothing happens
log-cant-protect-battle = { $player } can't protect { $battle }: only an opponent of its controller can

## Commanders

log-commander-goes-to-command-zone = { $card } is a commander in { $zone ->
        [Library] the library
        [Hand] the hand
        [Battlefield] the battlefield
        [Graveyard] the graveyard
        [Stack] the stack
        [Exile] exile
       *[Command] the command zone
    }: its owner puts it into the command zone
log-commander-cast-first-time = { $card } is cast from the command zone for the first time: no commander tax
log-commander-tax = { $card } is cast from the command zone (time { $n }): it costs {"{"}{ $tax }{"}"} more (commander tax)
log-not-a-commander = { $card } isn't a commander; nothing happens
log-commander-will-go-to-command-zone = { $card }'s owner will put it into the command zone instead of a hand, library, graveyard or exile
log-commander-will-go-where-it-goes = { $card }'s owner will let it go where it goes, not to the command zone
log-commander-damage-dealt = { $player } has been dealt { $n } combat damage by the commander { $commander }
log-all-combat-damage-prevented = all combat damage is prevented this turn: none is dealt
log-combat-damage-prevented-this-turn = all combat damage that would be dealt this turn will be prevented
log-cant-block-by-attacker-text = { $card } can't block { $attacker }: its text says it can't be blocked by such creatures
log-misses-next-untap = { $card } won't untap during its controller's next untap step
log-misses-this-untap = { $card } doesn't untap: an effect said it wouldn't during this untap step
log-cant-attack-alone = { $card } can't attack alone: another creature must attack with it
log-cant-block-alone = { $card } can't block alone: another creature must block with it
log-cant-attack-power-over-hand = { $card } can't attack: { $source } stops creatures with power greater than the { $n } cards in its controller's hand
log-takes-extra-turns = { $player } will take { $n ->
        [one] an extra turn
       *[other] { $n } extra turns
    } after this one
log-extra-turn-begins = an extra turn for { $player }
log-cant-pay-to-attack = { $player } can't pay { $cost } to attack with those creatures
log-paying-to-attack = attacking
log-must-block-it = { $card } must block { $attacker } if able, and it is able
log-must-block = { $card } blocks each combat if able, and it is able: it must be declared a blocker
log-must-be-blocked = { $attacker } must be blocked if able, and it can be
log-must-block-this-turn = { $card } must block { $attacker } this turn if able
log-removed-from-combat = { $card } is removed from combat
log-cant-attack-unless-defender = { $card } can't attack that player: it can attack only if { $condition }
log-cant-draw-more = { $player } can't draw more than one card this turn ({ $source }): the draw doesn't happen
log-cant-attack-kept-out = { $card } can't attack that player: { $source } says creatures like it can't
