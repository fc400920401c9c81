//! Whether a condition is true now: an intervening "if" clause as its ability triggers and as
//! it resolves (603.4), the "as long as" of a static ability each time the layers apply it
//! (611.3a). The words are read by `cards::condition`; what they count, by the same counting
//! that amounts use ([`count`]).

use bevy::prelude::*;

use crate::cards::condition::{Attachment, Condition, Designation};
use crate::cards::effects::{Aim, Count, Whose};
use crate::rules::action::Zone;
use crate::rules::counters::{CounterKind, Counters};
use crate::rules::game::Turn;
use crate::rules::object::*;
use crate::rules::query::{chars, graveyard_of, hand_of};

/// Whether `condition` is true now for an ability of `source` controlled by `you`, `it` being
/// the objects its trigger event named; `None` where the players judge it.
pub fn holds(world: &World, condition: &Condition, source: Entity, you: Entity, it: &[Entity]) -> Option<bool> {
    holds_for(world, condition, source, you, it, None)
}

/// [`holds`] for a triggered ability whose event names `player` ("that player has two or fewer
/// cards in hand", 603.4).
pub fn holds_for(
    world: &World,
    condition: &Condition,
    source: Entity,
    you: Entity,
    it: &[Entity],
    player: Option<Entity>,
) -> Option<bool> {
    let count = |what| count(world, what, you, Some(source), player.unwrap_or(you), it);
    match condition {
        Condition::AtLeast(n, what) => Some(count(what) >= *n),
        // Judged by the resolving spell, which knows its X (`spells::steps`).
        Condition::XAtLeast(_) => None,
        Condition::AtMost(n, what) => Some(count(what) <= *n),
        // 702.100a: its power or its toughness greater than the source's; one that has left the
        // battlefield is judged as it was when the ability triggered (702.100c's last known
        // information, as far as the table keeps it).
        Condition::ItIsGreater => {
            let Some(&t) = it.first() else { return Some(true) };
            let (c, mine) = (chars(world, t), chars(world, source));
            let more = |a: Option<i32>, b: Option<i32>| a.unwrap_or(0) > b.unwrap_or(0);
            Some(more(c.power, mine.power) || more(c.toughness, mine.toughness))
        }
        Condition::YouHaveAtLeastLife(n) => Some(world.get::<Life>(you).is_some_and(|l| l.0 >= *n as i32)),
        Condition::YouHaveAtMostLife(n) => Some(world.get::<Life>(you).is_some_and(|l| l.0 <= *n as i32)),
        Condition::AnOpponentHasAtMostLife(n) => {
            let players = &world.resource::<Players>().0;
            let low = |p: &Entity| world.get::<Life>(*p).is_some_and(|l| l.0 <= *n as i32);
            Some(players.iter().filter(|p| **p != you).any(low))
        }
        Condition::ThisIsTapped(tapped) => Some(on_battlefield(world, source) && tapped_now(world, source) == *tapped),
        Condition::YourTurn(yours) => {
            let active = crate::rules::query::active_player(world);
            Some((active == Some(you)) == *yours)
        }
        Condition::ThisIsAttacking => Some(crate::rules::combat_state::is_attacking(world, source)),
        Condition::ThisHasAttached(kind) => {
            let subtype = match kind {
                Attachment::Equipment => "Equipment",
                Attachment::Aura => "Aura",
            };
            let attached = world.get::<Attachments>(source).map(Attachments::entities).unwrap_or_default();
            Some(on_battlefield(world, source) && attached.iter().any(|a| chars(world, *a).has_subtype(subtype)))
        }
        Condition::ThisIsInGraveyard => Some(world.get::<InZone>(source).is_some_and(|z| z.zone == Zone::Graveyard)),
        Condition::OpponentControlsMore { by, what } => {
            let of = |p: Entity| self::count(world, what, p, Some(source), p, &[]);
            let mine = of(you);
            let players = &world.resource::<Players>().0;
            Some(players.iter().any(|p| *p != you && of(*p) >= mine + *by))
        }
        Condition::NoSpellsLastTurn => Some(world.resource::<Turn>().spells_last_turn.values().all(|n| *n == 0)),
        Condition::TwoSpellsByAPlayerLastTurn => {
            Some(world.resource::<Turn>().spells_last_turn.values().any(|n| *n >= 2))
        }
        // 702.30a: control began since the beginning of its controller's last upkeep (their
        // turn before this one; with none, ever since the game began). An object the table was
        // set up with has been theirs since before.
        Condition::CameUnderYourControlSinceYourLastUpkeep => {
            let since = world.get::<ControlledSince>(source).map(|c| c.0);
            let last = world.get::<TurnBeganBefore>(you).map_or(0, |t| t.0);
            Some(since.is_some_and(|t| t >= last))
        }
        // 702.105a: at least as much life as any other player still in the game.
        Condition::ThatPlayerHasMostLife => {
            let life = |p: Entity| world.get::<Life>(p).map_or(i32::MIN, |l| l.0);
            let players = crate::rules::query::in_game_from_active(world);
            Some(player.is_some_and(|p| players.iter().all(|q| life(*q) <= life(p))))
        }
        // 702.33d: the permanent its kicked spell became (`zones` keeps the mark).
        Condition::WasKicked => Some(world.get::<Kicked>(source).is_some()),
        // 702.79a, 702.93a: asked as it leaves the battlefield, when it still has its counters.
        Condition::HadNoCounters(kind) => {
            let kind = crate::rules::counters::CounterKind::parse(kind);
            Some(world.get::<crate::rules::counters::Counters>(source).is_none_or(|c| c.get(&kind) == 0))
        }
        Condition::AnOpponentAtLeast(n, what) => {
            let players = crate::rules::query::in_game_from_active(world);
            Some(players.into_iter().filter(|p| *p != you).any(|p| count_now(world, what, p, source) >= *n))
        }
        Condition::ThisIs(designation, is) => {
            let has = match designation {
                Designation::Renowned => world.get::<Renowned>(source).is_some(),
                Designation::Monstrous => world.get::<crate::rules::object::Monstrous>(source).is_some(),
            };
            Some(on_battlefield(world, source) && has == *is)
        }
        Condition::CreatureDiedThisTurn => Some(this_turn(world).creatures_died > 0),
        Condition::YouAreMonarch(you_are) => {
            let m = crate::rules::query::monarch(world);
            Some(if *you_are { m == Some(you) } else { m.is_some_and(|m| m != you) })
        }
        Condition::YouAttackedThisTurn(did) => Some(this_turn(world).attacked.contains(&you) == *did),
        Condition::Not(c) => holds(world, c, source, you, it).map(|b| !b),
        Condition::Both(a, b) => Some(holds(world, a, source, you, it)? && holds(world, b, source, you, it)?),
        Condition::YouHaveCitysBlessing => Some(world.get::<crate::rules::object::CitysBlessing>(you).is_some()),
        Condition::YourPermanentLeftThisTurn => Some(this_turn(world).left_battlefield.contains(&you)),
        Condition::AnOpponentLostLifeThisTurn => Some(this_turn(world).lost_life.iter().any(|p| *p != you)),
        Condition::YouGainedLifeThisTurn => Some(this_turn(world).gained_life.contains(&you)),
        Condition::AddedManaWithThisThisTurn(did) => {
            let now = world.get::<crate::rules::object::ObjectNumber>(source).copied().unwrap_or_default();
            Some(this_turn(world).added_mana.contains(&(source, now)) == *did)
        }
        Condition::AnOpponentSearchedThisTurn => Some(this_turn(world).searched.iter().any(|p| *p != you)),
        Condition::AnOpponentCardsToGraveyardThisTurn(n) => {
            Some(this_turn(world).to_graveyard.iter().any(|(p, had)| *p != you && had >= n))
        }
        Condition::AnOpponentCastSpellsThisTurn(n) => {
            let cast = &world.resource::<crate::rules::game::Turn>().spells_cast;
            Some(cast.iter().any(|(p, had)| *p != you && had >= n))
        }
        // 601.2h: what was paid for the spell the source is, or was as it entered from the
        // stack (`zones` keeps the record); a copy or a card put onto the battlefield had none.
        Condition::ManaSpent { color, at_least } => {
            let spent = world.get::<SpentToCast>(source).copied().unwrap_or_default().0.0;
            let most = match color {
                Some(c) => spent[*c as usize],
                None => spent[..5].iter().copied().max().unwrap_or(0),
            };
            Some(most >= *at_least)
        }
        Condition::CastFromHand => {
            Some(world.get::<SpentToCast>(source).is_some_and(|s| s.1 == crate::rules::object::CastFrom::Hand))
        }
        // 601.2i: the spells `you` cast before (the one being cast isn't counted until it is).
        Condition::CastColorThisTurn(color) => {
            let cast = this_turn(world).cast.get(&you);
            Some(cast.is_some_and(|c| c.iter().any(|(colors, _)| colors.contains(*color))))
        }
        // 603.4: the caster's spells this turn, the one that triggered it last among them.
        Condition::NthCreatureSpellThisTurn(n) => {
            let cast = this_turn(world).cast.get(&you).cloned().unwrap_or_default();
            let creatures = cast.iter().filter(|(_, creature)| *creature).count() as u32;
            Some(cast.last().is_some_and(|(_, creature)| *creature) && creatures == *n)
        }
        Condition::FirstSpellThisGame => {
            Some(world.resource::<Turn>().spells_this_game.get(&you).copied().unwrap_or(0) == 0)
        }
        // Flipped as the effect is worked out (`spells::steps`), not judged here.
        Condition::CoinFlip(_) | Condition::Text(_) => None,
    }
}

/// What happened this turn (`game::ThisTurn`).
fn this_turn(world: &World) -> &crate::rules::game::ThisTurn {
    &world.resource::<Turn>().happened
}

fn on_battlefield(world: &World, e: Entity) -> bool {
    world.get::<InZone>(e).is_some_and(|z| z.zone == Zone::Battlefield)
}

fn tapped_now(world: &World, e: Entity) -> bool {
    world.get::<Tapped>(e).is_some_and(|t| t.0)
}

/// What `what` counts now for a static ability or a condition of `this`, controlled by `you`
/// (611.3a, 603.4): "you" and "[this]" are all its words can name.
pub fn count_now(world: &World, what: &Count, you: Entity, this: Entity) -> u32 {
    count(world, what, you, Some(this), you, &[])
}

/// What `what` counts now for an ability of `this` controlled by `you`, done to `to` (a player
/// or an object: "their hand"), `before` the objects the target named before holds ("that
/// creature's power", 608.2h).
pub fn count(world: &World, what: &Count, you: Entity, this: Option<Entity>, to: Entity, before: &[Entity]) -> u32 {
    // "their hand": the player the step is done to; an object's controller.
    let whose = |w: Whose| match w {
        Whose::You => vec![you],
        Whose::Theirs if world.get::<Player>(to).is_some() => vec![to],
        Whose::Theirs => world.get::<Controller>(to).map(|c| c.0).into_iter().collect(),
        Whose::All => world.resource::<crate::rules::object::Players>().0.clone(),
    };
    let n = match what {
        Count::Permanents(w) => crate::rules::ops::wanted::all_of(world, w, you)
            .into_iter()
            .filter(|e| !w.another || this != Some(*e))
            .count(),
        Count::ControlledByIt(w) => {
            let player = before.first().copied().filter(|p| world.get::<Player>(*p).is_some());
            let controls = |e: &Entity| player.is_some() && world.get::<Controller>(*e).map(|c| c.0) == player;
            crate::rules::ops::wanted::all_of(world, w, you).into_iter().filter(controls).count()
        }
        Count::CardsInHand(w) => whose(*w).into_iter().map(|p| hand_of(world, p).len()).sum(),
        // 107.1a: half, rounded up; a life total below 1 has none to lose.
        Count::HalfLifeRoundedUp(w) => {
            let half = |p: Entity| world.get::<Life>(p).map_or(0, |l| (l.0.max(0) as u32).div_ceil(2)) as usize;
            whose(*w).into_iter().map(half).sum()
        }
        Count::CardsInGraveyard(w, filter) => whose(*w)
            .into_iter()
            .map(|p| {
                graveyard_of(world, p)
                    .into_iter()
                    .filter(|c| crate::rules::wanted::filter_matches(filter, chars(world, *c), None, false, p))
                    .count()
            })
            .sum(),
        Count::Opponents => crate::rules::query::in_game_from_active(world).into_iter().filter(|p| *p != you).count(),
        Count::SpellsCastThisTurn => world.resource::<Turn>().spells_cast.get(&you).copied().unwrap_or(0) as usize,
        // 700.5: the symbols of the colour in the costs of `you`'s permanents.
        Count::Devotion(color) => {
            use crate::cards::ManaSymbol;
            let of = |s: &ManaSymbol| match s {
                ManaSymbol::Colored(c) | ManaSymbol::TwoHybrid(c) | ManaSymbol::ColorlessHybrid(c) => c == color,
                ManaSymbol::Hybrid(a, b) => a == color || b == color,
                ManaSymbol::Phyrexian(cs) => cs.contains(color),
                _ => false,
            };
            crate::rules::ops::wanted::all_of(world, &Default::default(), you)
                .into_iter()
                .filter(|e| world.get::<Controller>(*e).is_some_and(|c| c.0 == you))
                .filter_map(|e| chars(world, e).mana_cost.as_ref().map(|m| m.symbols.iter().filter(|s| of(s)).count()))
                .sum()
        }
        // 702.121a: whom the creatures `you` declared as attackers this combat attack, or whose
        // planeswalker or battle they attack (506.2).
        Count::OpponentsAttackedThisCombat => {
            let Some(combat) = world.get_resource::<crate::rules::combat_state::Combat>() else { return 0 };
            let mut defenders: Vec<Entity> = combat
                .attackers
                .iter()
                .filter(|a| a.controller == you)
                .filter_map(|a| crate::rules::combat_state::defending_player(world, a.attacks))
                .filter(|p| *p != you)
                .collect();
            defenders.sort();
            defenders.dedup();
            defenders.len()
        }
        // 601.2h: the colours among the mana paid for the spell its source is or was.
        Count::ColorsSpent => this.and_then(|e| world.get::<SpentToCast>(e)).map_or(0, |s| s.colors() as usize),
        Count::BlockingIt { beyond_first } => {
            let blocking = world
                .get_resource::<crate::rules::combat_state::Combat>()
                .map_or(0, |combat| combat.blocking(world).iter().filter(|b| b.blocks == to).count());
            blocking.saturating_sub(usize::from(*beyond_first))
        }
        Count::AttachedToIt { auras, equipment } => {
            this.and_then(|e| world.get::<crate::rules::object::Attachments>(e)).map_or(0, |a| {
                let of_kind = |x: &Entity| {
                    let c = chars(world, *x);
                    (*auras && c.is_aura()) || (*equipment && c.is_equipment())
                };
                a.entities().iter().filter(|x| of_kind(x)).count()
            })
        }
        Count::CardTypesInGraveyard(w) => {
            let mut types: Vec<crate::cards::CardType> = whose(*w)
                .into_iter()
                .flat_map(|p| graveyard_of(world, p))
                .flat_map(|c| chars(world, c).types.clone())
                .collect();
            types.sort_by_key(|t| *t as u8);
            types.dedup();
            types.len()
        }
        // What paid for it (`before`: the permanents sacrificed), as it last existed there.
        Count::Sacrificed { power } => {
            let last = before.first().and_then(|e| world.get::<crate::rules::counters::LastOnBattlefield>(*e));
            return last.and_then(|l| if *power { l.power } else { l.toughness }).unwrap_or(0).max(0) as u32;
        }
        Count::Power(aim) | Count::Toughness(aim) => {
            let power = matches!(what, Count::Power(_));
            // The ability's source gone from the battlefield: as it last existed there (608.2h).
            let gone = this
                .filter(|_| *aim == Aim::This)
                .filter(|e| world.get::<InZone>(*e).is_none_or(|z| z.zone != Zone::Battlefield))
                .and_then(|e| world.get::<crate::rules::counters::LastOnBattlefield>(e));
            if let Some(last) = gone {
                return if power { last.power } else { last.toughness }.unwrap_or(0).max(0) as u32;
            }
            let object = match aim {
                Aim::This => this,
                _ => before.first().copied(),
            };
            let c = object.map(|e| chars(world, e));
            let v = c.and_then(|c| if power { c.power } else { c.toughness });
            return v.unwrap_or(0).max(0) as u32;
        }
        // "this card's converted mana cost" (transmute's): the card, where it is now.
        Count::ManaValue(Aim::This) => return this.map_or(0, |e| chars(world, e).mana_value),
        Count::ManaValue(_) => {
            return before.first().map_or(0, |e| chars(world, *e).mana_value);
        }
        // Counted by the resolving effect from the actions of the step before (`this_way`).
        Count::ThisWay { .. } => 0,
        Count::CountersOnThis(kind) => {
            let kind = CounterKind::parse(kind);
            // Gone from the battlefield with none where it is now (a card in exile may have time
            // counters), it is counted as it last existed there (608.2h).
            let now = this.and_then(|e| world.get::<Counters>(e));
            let on_battlefield = this.and_then(|e| world.get::<InZone>(e)).is_some_and(|z| z.zone == Zone::Battlefield);
            let on = match this {
                Some(e) if !on_battlefield && now.is_none_or(|c| c.0.is_empty()) => {
                    world.get::<crate::rules::counters::LastOnBattlefield>(e).map(|l| &l.counters)
                }
                _ => now,
            };
            return on.map_or(0, |c| c.get(&kind));
        }
    };
    n as u32
}
