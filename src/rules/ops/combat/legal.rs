//! Who may attack and who may block (508.1, 509.1): each creature's own restrictions and
//! requirements (508.1c-d, 509.1b), evasion (702.9b, 702.28b, 702.36b, 702.13b, 702.14c,
//! 702.111b), and the declaration's own checks.

use bevy::prelude::*;

use super::*;
use crate::rules::ops::{Legal, Refusal};

/// A line of rules text that keeps this creature out of combat ("can't attack", "can't block").
fn restricted(world: &World, e: Entity, what: Restricted) -> bool {
    // 702.98a: unleashed, it can't block as long as it has a +1/+1 counter on it.
    if what == Restricted::Block && unleashed_cant_block(world, e) {
        return true;
    }
    chars(world, e).abilities.iter().any(|a| match &a.ability {
        crate::cards::Ability::CantAttackOrBlock { attack, block, unless } => {
            let applies = match what {
                Restricted::Attack => *attack,
                Restricted::Block => *block,
            };
            // "... unless [condition]": lifted while it holds.
            let lifted = unless.as_ref().is_some_and(|c| {
                let you = world.get::<Controller>(e).map_or(e, |c| c.0);
                crate::rules::conditions::holds(world, c, e, you, &[]) == Some(true)
            });
            applies && !lifted
        }
        crate::cards::Ability::CantBlockNorBeBlocked => what == Restricted::Block,
        _ => false,
    })
}

/// 702.98a: an unleashed permanent can't block as long as it has a +1/+1 counter on it.
fn unleashed_cant_block(world: &World, e: Entity) -> bool {
    use crate::cards::{Ability, EntryChoice};
    let plus = crate::rules::counters::CounterKind::PlusOne;
    let counters = world.get::<crate::rules::counters::Counters>(e).map_or(0, |c| c.get(&plus));
    counters > 0 && chars(world, e).abilities.iter().any(|a| a.ability == Ability::AsEnters(EntryChoice::Unleash))
}

/// "can't attack alone" / "can't block alone" (508.1c, 509.1b) in a creature's text.
fn alone(world: &World, e: Entity, what: Restricted) -> bool {
    chars(world, e).abilities.iter().any(|a| match &a.ability {
        crate::cards::Ability::CantAttackOrBlockAlone { attack, block } => match what {
            Restricted::Attack => *attack,
            Restricted::Block => *block,
        },
        _ => false,
    })
}

/// What a restriction of its own text forbids a creature ([`restricted`]).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Restricted {
    Attack,
    Block,
}

/// 508.1d: a creature of `player`'s whose text says it attacks each combat if able, that could
/// attack an opponent and isn't among `declared`.
pub fn required_attacker(world: &World, player: Entity, declared: &[(Entity, Entity)]) -> Option<Entity> {
    let opponent = crate::rules::query::in_game_from_active(world).into_iter().find(|p| *p != player)?;
    let who = refer(world, player);
    let mut q = world.try_query::<(Entity, &Controller, &InZone)>()?;
    let mine: Vec<Entity> =
        q.iter(world).filter(|(_, c, z)| c.0 == player && z.zone == Zone::Battlefield).map(|(e, ..)| e).collect();
    mine.into_iter().find(|e| {
        !declared.iter().any(|(a, _)| a == e)
            && chars(world, *e).abilities.iter().any(|l| l.ability == crate::cards::Ability::AttacksEachCombat)
            && one_attacker(world, player, &who, *e, opponent, &[]).is_ok()
    })
}

/// 508.1a-c: whether `e` may attack `target` for `player`, `earlier` the attackers declared
/// before it in the same declaration.
fn one_attacker(
    world: &World,
    player: Entity,
    who: &crate::rules::log::LogRef,
    e: Entity,
    target: Entity,
    earlier: &[(Entity, Entity)],
) -> Legal {
    let name = refer(world, e);
    let c = chars(world, e);
    let refuse = |rule: &'static str, text: LogText| Err(Refusal::new(rule, text));
    if zone_of(world, e) != Zone::Battlefield || !c.has_type(CardType::Creature) {
        return refuse("508.1a", says!("log-cant-attack-not-creature", card = name));
    }
    if world.get::<Controller>(e).is_none_or(|c| c.0 != player) {
        return refuse("508.1a", says!("log-cant-attack-not-controlled", card = name, player = who));
    }
    if c.has_type(CardType::Battle) {
        return refuse("508.1a", says!("log-cant-attack-battle", card = name));
    }
    if world.get::<Tapped>(e).is_some_and(|t| t.0) {
        return refuse("508.1a", says!("log-cant-attack-tapped", card = name));
    }
    if crate::rules::ops::mana::summoning_sick(world, e) && !c.has_keyword_named("haste") {
        return refuse("302.6", says!("log-cant-attack-summoning-sick", card = name));
    }
    if c.has_keyword_named("defender") {
        return refuse("702.3b", says!("log-cant-attack-defender", card = name));
    }
    if restricted(world, e, Restricted::Attack) {
        return refuse("508.1c", says!("log-cant-attack-by-its-text", card = name));
    }
    // 508.1c: "Black creatures can't attack you." of the player attacked.
    if let Some(source) = kept_out(world, e, target) {
        let text = says!("log-cant-attack-kept-out", card = name, source = refer(world, source));
        return refuse("508.1c", text);
    }
    if let Some((source, hand)) = bridge_over(world, c.power.unwrap_or(0)) {
        let text = says!("log-cant-attack-power-over-hand", card = name, source = refer(world, source), n = hand);
        return refuse("508.1c", text);
    }
    if earlier.iter().any(|(x, _)| *x == e) {
        return refuse("508.1a", says!("log-cant-attack-declared-twice", card = name));
    }
    let defender = defending_player(world, target);
    let ok = match defender {
        Some(d) if d == player => false,
        Some(d) => in_game(world, d),
        None => false,
    };
    // 508.1c: "can't attack unless defending player controls an Island".
    let needs = c.abilities.iter().find_map(|a| match &a.ability {
        crate::cards::Ability::AttacksOnlyIfDefenderControls(land) => Some(land.as_str()),
        _ => None,
    });
    if let (Some(land), Some(d)) = (needs, defender)
        && !controls_land(world, d, land)
    {
        let text = says!("log-cant-attack-unless-defender-controls", card = name, land = Arg::text(land));
        return refuse("508.1c", text);
    }
    // 508.1c: "can't attack unless defending player has seven or more cards in their graveyard".
    let unless = c.abilities.iter().find_map(|a| match &a.ability {
        crate::cards::Ability::AttacksOnlyIfDefender(condition, words) => Some((condition, words)),
        _ => None,
    });
    if let (Some((condition, words)), Some(d)) = (unless, defender)
        && crate::rules::conditions::holds(world, condition, e, d, &[]) != Some(true)
    {
        let text = says!("log-cant-attack-unless-defender", card = name, condition = Arg::text(words));
        return refuse("508.1c", text);
    }
    let kind_ok = world.get::<Player>(target).is_some() || {
        let t = chars(world, target);
        zone_of(world, target) == Zone::Battlefield
            && (t.has_type(CardType::Planeswalker) || t.has_type(CardType::Battle))
    };
    if !ok || !kind_ok {
        let at = refer(world, target);
        return Err(Refusal::new("508.1b", says!("log-cant-attack-that", card = name, target = at)));
    }
    Ok(())
}

/// 508.1c: a permanent of the player `target` is whose "[Creatures of a kind] can't attack
/// you." keeps creature `e` from attacking them.
fn kept_out(world: &World, e: Entity, target: Entity) -> Option<Entity> {
    world.get::<Player>(target)?;
    crate::rules::query::permanents_controlled_by(world, target).into_iter().find(|p| {
        chars(world, *p).abilities.iter().any(|l| match &l.ability {
            crate::cards::Ability::CantAttackYou(w) => crate::rules::wanted::fits(world, w, e, target),
            _ => false,
        })
    })
}

/// 508.1c: a permanent whose "Creatures with power greater than the number of cards in your
/// hand can't attack." forbids a creature with `power` to attack now, and that hand's size.
fn bridge_over(world: &World, power: i32) -> Option<(Entity, usize)> {
    let mut q = world.try_query::<(Entity, &InZone, &crate::rules::characteristics::Characteristics, &Controller)>()?;
    q.iter(world)
        .filter(|(e, z, c, _)| {
            z.zone == Zone::Battlefield
                && crate::rules::object::is_present(world, *e)
                && c.abilities.iter().any(|l| l.ability == crate::cards::Ability::AttackersPowerAtMostHand)
        })
        .map(|(e, _, _, ctl)| (e, crate::rules::query::hand_of(world, ctl.0).len()))
        .find(|(_, hand)| i64::from(power) > *hand as i64)
}

/// 508.1a-c: whether creature `e` could be declared an attacker now against one of its
/// controller's opponents still in the game: the same checks a declaration makes of it (untapped,
/// not summoning sick unless it has haste, no defender, nothing of its text forbidding it). What
/// the window's clicks and "Attack with all" ask before drawing an attack.
pub fn may_attack(world: &World, e: Entity) -> bool {
    let Some(player) = world.get::<Controller>(e).map(|c| c.0) else { return false };
    let who = refer(world, player);
    let mut opponents = crate::rules::query::in_game_from_active(world).into_iter().filter(|p| *p != player);
    opponents.any(|p| one_attacker(world, player, &who, e, p, &[]).is_ok())
}

/// 508.1b: what an attack arrow from `attacker` pointed at `target` attacks: a player, a
/// planeswalker or a battle as it is; any other permanent of an opponent's (a land, a creature)
/// stands for the player who controls it. Anything else stays as pointed (a declaration refuses
/// it).
pub fn attack_arrow_target(world: &World, attacker: Entity, target: Entity) -> Entity {
    if world.get::<Player>(target).is_some() || zone_of(world, target) != Zone::Battlefield {
        return target;
    }
    let t = chars(world, target);
    if t.has_type(CardType::Planeswalker) || t.has_type(CardType::Battle) {
        return target;
    }
    let (mine, theirs) = (world.get::<Controller>(attacker).map(|c| c.0), world.get::<Controller>(target).map(|c| c.0));
    match theirs {
        Some(p) if Some(p) != mine => p,
        _ => target,
    }
}

/// 508.1: whether `player` may declare these attackers now.
pub fn can_declare_attackers(world: &World, player: Entity, attackers: &[(Entity, Entity)]) -> Legal {
    let who = refer(world, player);
    let turn = world.resource::<Turn>();
    if crate::rules::query::assisted(world) && turn.step != TurnStep::DeclareAttackers {
        let now = crate::rules::log::the_step(turn.step);
        return Err(Refusal::new("508.1", says!("log-attackers-declared-in-their-step", now = now)));
    }
    let active = world.resource::<Players>().0.get(turn.active).copied();
    if active != Some(player) {
        return Err(Refusal::new("508.1a", says!("log-only-active-player-attacks", player = who)));
    }
    if world.get_resource::<Combat>().is_some_and(|c| c.declared) {
        return Err(Refusal::new("508.1", says!("log-attackers-already-declared")));
    }
    for (i, (e, target)) in attackers.iter().enumerate() {
        one_attacker(world, player, &who, *e, *target, &attackers[..i])?;
    }
    // 508.1c: "can't attack alone": not the one attacker.
    if let [(e, _)] = attackers
        && alone(world, *e, Restricted::Attack)
    {
        return Err(Refusal::new("508.1c", says!("log-cant-attack-alone", card = refer(world, *e))));
    }
    // 508.1d: a creature whose text says it attacks each combat if able attacks when it can.
    if crate::rules::query::assisted(world)
        && let Some(e) = required_attacker(world, player, attackers)
    {
        return Err(Refusal::new("508.1d", says!("log-must-attack", card = refer(world, e))));
    }
    Ok(())
}

/// 509.1: whether `player` may declare these blockers now: what restrictions allow (509.1a-b,
/// [`blocks_allowed`]) obeying as many requirements as it could (509.1c, at an assisted table).
pub fn can_declare_blockers(world: &World, player: Entity, blockers: &[(Entity, Entity)]) -> Legal {
    blocks_allowed(world, player, blockers)?;
    if crate::rules::query::assisted(world) {
        super::requirements::obeys_requirements(world, player, blockers)?;
    }
    Ok(())
}

/// 509.1a-b: whether `player` may declare these blockers now, by the restrictions on blocks
/// alone (the requirements aside, 509.1c).
pub fn blocks_allowed(world: &World, player: Entity, blockers: &[(Entity, Entity)]) -> Legal {
    let who = refer(world, player);
    let step = world.resource::<Turn>().step;
    if crate::rules::query::assisted(world) && step != TurnStep::DeclareBlockers {
        let now = crate::rules::log::the_step(step);
        return Err(Refusal::new("509.1", says!("log-blockers-declared-in-their-step", now = now)));
    }
    let combat = world.get_resource::<Combat>().cloned().unwrap_or_default();
    let attacking = combat.attacking(world);
    if !attacking.iter().any(|a| defending_player(world, a.attacks) == Some(player)) {
        return Err(Refusal::new("509.1a", says!("log-nothing-attacking-player", player = who)));
    }
    if combat.defenders_declared.contains(&player) {
        return Err(Refusal::new("509.1", says!("log-blockers-already-declared", player = who)));
    }
    for (i, (b, a)) in blockers.iter().enumerate() {
        let (name, them) = (refer(world, *b), refer(world, *a));
        let c = chars(world, *b);
        let refuse = |rule: &'static str, text: LogText| Err(Refusal::new(rule, text));
        if zone_of(world, *b) != Zone::Battlefield || !c.has_type(CardType::Creature) {
            return refuse("509.1a", says!("log-cant-block-not-creature", card = name, attacker = them));
        }
        if world.get::<Controller>(*b).is_none_or(|c| c.0 != player) {
            let text = says!("log-cant-block-not-controlled", card = name, attacker = them, player = &who);
            return refuse("509.1a", text);
        }
        if c.has_type(CardType::Battle) {
            return refuse("509.1a", says!("log-cant-block-battle", card = name, attacker = them));
        }
        if world.get::<Tapped>(*b).is_some_and(|t| t.0) {
            return refuse("509.1a", says!("log-cant-block-tapped", card = name, attacker = them));
        }
        if restricted(world, *b, Restricted::Block) {
            return refuse("509.1b", says!("log-cant-block-by-its-text", card = name, attacker = them));
        }
        if blockers[..i].contains(&(*b, *a)) {
            return refuse("509.1a", says!("log-cant-block-same-attacker-twice", card = name, attacker = them));
        }
        // 509.1a: one attacker for each blocker, more where its abilities say so.
        let already = blockers[..i].iter().filter(|(x, _)| x == b).count() as u32;
        match blocks_at_most(world, *b) {
            1 if already >= 1 => {
                return refuse("509.1a", says!("log-cant-block-two-attackers", card = name, attacker = them));
            }
            most if already >= most => {
                return refuse(
                    "509.1a",
                    says!("log-cant-block-more-attackers", card = name, attacker = them, n = most),
                );
            }
            _ => {}
        }
        let Some(attacker) = attacking.iter().find(|x| x.creature == *a) else {
            return refuse("509.1a", says!("log-cant-block-not-attacking", card = name, attacker = them));
        };
        if defending_player(world, attacker.attacks) != Some(player) {
            let text = says!("log-cant-block-not-attacking-player", card = name, attacker = them, player = &who);
            return refuse("509.1a", text);
        }
        let unblockable = |l: &crate::cards::AbilityLine| {
            matches!(l.ability, crate::cards::Ability::CantBeBlocked | crate::cards::Ability::CantBlockNorBeBlocked)
        };
        if chars(world, *a).abilities.iter().any(unblockable) {
            return refuse("509.1b", says!("log-cant-block-unblockable", card = name, attacker = them));
        }
        if has(world, *a, "flying") && !c.has_keyword_named("flying") && !c.has_keyword_named("reach") {
            return refuse("702.9b", says!("log-cant-block-flying", card = name, attacker = them));
        }
        if !has(world, *a, "flying") && c.abilities.iter().any(|l| l.ability == crate::cards::Ability::BlocksOnlyFlyers)
        {
            return refuse("509.1b", says!("log-cant-block-only-flyers", card = name, attacker = them));
        }
        if let Err((rule, text)) = evasion(world, *a, *b, player) {
            return refuse(rule, text);
        }
    }
    // 509.1b: "can't block alone": not the one creature blocking.
    if let Some((b, _)) = blockers.first()
        && blockers.iter().all(|(x, _)| x == b)
        && alone(world, *b, Restricted::Block)
    {
        return Err(Refusal::new("509.1b", says!("log-cant-block-alone", card = refer(world, *b))));
    }
    for a in &attacking {
        let n = blockers.iter().filter(|(_, x)| *x == a.creature).count();
        let one =
            chars(world, a.creature).abilities.iter().any(|l| l.ability == crate::cards::Ability::BlockedByOneAtMost);
        if n > 1 && one {
            let them = refer(world, a.creature);
            return Err(Refusal::new("509.1b", says!("log-blocked-by-one-at-most", card = them)));
        }
        if n == 1 && has(world, a.creature, "menace") {
            let them = refer(world, a.creature);
            return Err(Refusal::new("702.111b", says!("log-menace-needs-two-blockers", card = them)));
        }
    }
    Ok(())
}

/// How many attacking creatures `e` may block at once (509.1a): one, and more by its own
/// abilities: "can block an additional creature each combat" one more each, "can block any
/// number of creatures" any number (`u32::MAX`).
pub fn blocks_at_most(world: &World, e: Entity) -> u32 {
    let mut most: u32 = 1;
    for line in chars(world, e).abilities.iter() {
        match line.ability {
            crate::cards::Ability::BlocksAnyNumber => return u32::MAX,
            crate::cards::Ability::BlocksAdditional(n) => most = most.saturating_add(n),
            _ => {}
        }
    }
    most
}

/// The evasion abilities that keep `blocker` (controlled by `defender`) from blocking
/// `attacker`: shadow (702.28b), fear (702.36b), intimidate (702.13b) and landwalk (702.14c).
fn evasion(world: &World, attacker: Entity, blocker: Entity, defender: Entity) -> Result<(), (&'static str, LogText)> {
    let (a, b) = (chars(world, attacker), chars(world, blocker));
    let (card, them) = (refer(world, blocker), refer(world, attacker));
    // 702.28b: shadow blocks and is blocked only by shadow.
    match (a.has_keyword_named("shadow"), b.has_keyword_named("shadow")) {
        (true, false) => return Err(("702.28b", says!("log-cant-block-shadow", card = card, attacker = them))),
        (false, true) => return Err(("702.28b", says!("log-cant-block-without-shadow", card = card, attacker = them))),
        _ => {}
    }
    // 702.16f: an attacker with protection from a colour the blocker has.
    if let Some(q) = crate::rules::query::protection_from(world, attacker, blocker) {
        let quality = crate::rules::query::quality_words(&q);
        return Err(("702.16f", says!("log-cant-block-protection", card = card, attacker = them, quality = quality)));
    }
    // 702.31b: horsemanship is blocked only by horsemanship.
    if a.has_keyword_named("horsemanship") && !b.has_keyword_named("horsemanship") {
        return Err(("702.31b", says!("log-cant-block-horsemanship", card = card, attacker = them)));
    }
    // 702.118b: skulk isn't blocked by a creature with greater power.
    if a.has_keyword_named("skulk") && b.power.unwrap_or(0) > a.power.unwrap_or(0) {
        return Err(("702.118b", says!("log-cant-block-skulk", card = card, attacker = them)));
    }
    // 509.1b: "can't be blocked by creatures with power 2 or less".
    let most = a.abilities.iter().find_map(|l| match l.ability {
        crate::cards::Ability::CantBeBlockedByPowerAtMost(n) => Some(n),
        _ => None,
    });
    if let Some(n) = most
        && b.power.unwrap_or(0) <= n
    {
        return Err(("509.1b", says!("log-cant-block-power-at-most", card = card, attacker = them, n = n)));
    }
    // 509.1b: "Creatures with power less than [its] power can't block it."
    if a.abilities.iter().any(|l| l.ability == crate::cards::Ability::CantBeBlockedByLesserPower)
        && b.power.unwrap_or(0) < a.power.unwrap_or(0)
    {
        return Err(("509.1b", says!("log-cant-block-lesser-power", card = card, attacker = them)));
    }
    // 509.1b: "[This] can't block creatures with power 2 or greater" (of the blocker's own).
    for line in b.abilities.iter() {
        if let crate::cards::Ability::CantBlockPower { n, at_least } = line.ability {
            let power = a.power.unwrap_or(0);
            if (at_least && power >= n) || (!at_least && power <= n) {
                let text = match at_least {
                    true => says!("log-cant-block-power-at-least-own", card = card, attacker = them, n = n),
                    false => says!("log-cant-block-power-at-most-own", card = card, attacker = them, n = n),
                };
                return Err(("509.1b", text));
            }
        }
    }
    // 509.1b: "can't be blocked by Walls", "... except by creatures with flying".
    for line in a.abilities.iter() {
        if let crate::cards::Ability::CantBeBlockedBy { by, except } = &line.ability
            && crate::rules::ops::wanted::is(b, by, false) != *except
        {
            return Err(("509.1b", says!("log-cant-block-by-attacker-text", card = card, attacker = them)));
        }
    }
    let artifact = b.has_type(CardType::Artifact);
    if a.has_keyword_named("fear") && !artifact && !b.colors.contains(crate::cards::Color::Black) {
        return Err(("702.36b", says!("log-cant-block-fear", card = card, attacker = them)));
    }
    let shares = crate::cards::Color::ALL.iter().any(|c| a.colors.contains(*c) && b.colors.contains(*c));
    if a.has_keyword_named("intimidate") && !artifact && !shares {
        return Err(("702.13b", says!("log-cant-block-intimidate", card = card, attacker = them)));
    }
    for (walk, land) in [
        ("plainswalk", "Plains"),
        ("islandwalk", "Island"),
        ("swampwalk", "Swamp"),
        ("mountainwalk", "Mountain"),
        ("forestwalk", "Forest"),
    ] {
        if a.has_keyword_named(walk) && controls_land(world, defender, land) {
            let text = says!("log-cant-block-landwalk", card = card, attacker = them, land = Arg::text(land));
            return Err(("702.14c", text));
        }
    }
    Ok(())
}

/// Whether `player` controls a land with this subtype.
fn controls_land(world: &World, player: Entity, subtype: &str) -> bool {
    let Some(mut q) = world.try_query::<(Entity, &Controller, &InZone)>() else { return false };
    q.iter(world).any(|(e, c, z)| {
        c.0 == player && z.zone == Zone::Battlefield && {
            let ch = chars(world, e);
            ch.has_type(CardType::Land) && ch.has_subtype(subtype)
        }
    })
}
