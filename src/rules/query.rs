//! Reading the table: ids and names to entities, an object's zone, name and printed card, and
//! the permanents a filter matches. Nothing here changes game state except the log lines that
//! say why a lookup found nothing.

use std::sync::Arc;

use bevy::prelude::*;

use super::action::{FaceDownKind, Filter, Side, Zone};
use super::characteristics::Characteristics;
use super::log::{Arg, log, note};
use super::object::*;
use crate::cards::{CardDef, Layout};
use crate::says;

/// Resolves an id to a live card or token, logging why not.
pub fn object(world: &mut World, id: &str) -> Option<Entity> {
    let found = world.resource::<Labels>().0.get(id).copied();
    match found {
        Some(e) if world.get::<Printed>(e).is_some() => Some(e),
        Some(e) if world.get::<StackedAbility>(e).is_some() => {
            note(world, says!("log-id-is-an-ability", id = Arg::text(id)));
            None
        }
        Some(_) => {
            log(world, "111.8", says!("log-id-ceased-to-exist", id = Arg::text(id)));
            None
        }
        None => {
            note(world, says!("log-no-object-with-id", id = Arg::text(format!("{id:?}"))));
            None
        }
    }
}

/// Finds a player by name (case-insensitive), logging an unknown one.
pub fn player(world: &mut World, name: &str) -> Option<Entity> {
    let found = find_player(world, name);
    if found.is_none() {
        note(world, says!("log-no-player-named", name = Arg::text(format!("{name:?}"))));
    }
    found
}

/// Finds a player by name (case-insensitive).
pub fn find_player(world: &World, name: &str) -> Option<Entity> {
    let players = &world.resource::<Players>().0;
    players.iter().copied().find(|p| world.get::<Player>(*p).is_some_and(|pl| pl.name.eq_ignore_ascii_case(name)))
}

/// A player's name ("" for an entity that isn't a player).
pub fn player_name(world: &World, e: Entity) -> String {
    world.get::<Player>(e).map(|p| p.name.clone()).unwrap_or_default()
}

/// An object's id ("" for an entity without one).
pub fn label(world: &World, e: Entity) -> String {
    match (world.get::<Label>(e), world.get::<Player>(e)) {
        (Some(l), _) => l.0.clone(),
        // A player is named by name (what an Aura enchanting a player is attached to, 303.4b).
        (None, Some(p)) => p.name.clone(),
        (None, None) => String::new(),
    }
}

/// An object's name for the log: its current name, or what it is if it has none.
pub fn name_of(world: &World, e: Entity) -> String {
    NameOf(world, e).written(naming(world, e))
}

/// [`name_of`], written only when a message is formatted: a check that passes names nothing.
#[derive(Clone, Copy)]
pub struct NameOf<'w>(pub &'w World, pub Entity);

/// How an object is named in the log.
enum Naming<'w> {
    /// A player's name, or a face-up object's current name.
    Name(&'w str),
    /// A face-down permanent or spell: what it is, never its id, which may say what it is
    /// ("willbender").
    FaceDown(FaceDownKind),
    /// Nameless (a token copy of nothing, an ability): its id.
    Label,
}

fn naming(world: &World, e: Entity) -> Naming<'_> {
    let Ok(o) = world.get_entity(e) else { return Naming::Label };
    if let Some(p) = o.get::<Player>() {
        return Naming::Name(&p.name);
    }
    match (o.get::<Characteristics>(), o.get::<FaceDown>().and_then(|f| f.0)) {
        (_, Some(kind)) => Naming::FaceDown(kind),
        (Some(c), None) if !c.name.is_empty() => Naming::Name(&c.name),
        _ => Naming::Label,
    }
}

impl NameOf<'_> {
    fn written(self, naming: Naming) -> String {
        match naming {
            Naming::Name(name) => name.to_owned(),
            Naming::FaceDown(kind) => format!("face-down {kind:?} permanent"),
            Naming::Label => label(self.0, self.1),
        }
    }
}

impl std::fmt::Display for NameOf<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match naming(self.0, self.1) {
            Naming::Name(name) => f.write_str(name),
            other => f.write_str(&self.written(other)),
        }
    }
}

/// The zone an object is in.
pub fn zone_of(world: &World, e: Entity) -> Zone {
    world.get::<InZone>(e).map_or(Zone::Battlefield, |z| z.zone)
}

/// Whether an object is on the battlefield.
pub fn on_battlefield(world: &World, e: Entity) -> bool {
    zone_of(world, e) == Zone::Battlefield
}

/// The characteristics an object has now (empty ones for an entity that has none).
pub fn chars(world: &World, e: Entity) -> &Characteristics {
    static NONE: std::sync::OnceLock<Characteristics> = std::sync::OnceLock::new();
    world.get::<Characteristics>(e).unwrap_or_else(|| NONE.get_or_init(Characteristics::default))
}

/// What is printed on an object.
pub fn printed(world: &World, e: Entity) -> Option<Arc<CardDef>> {
    world.get::<Printed>(e).map(|p| p.0.clone())
}

/// Whether it is a token.
pub fn is_token(world: &World, e: Entity) -> bool {
    world.get::<Token>(e).is_some()
}

/// Whether it is face down.
pub fn is_face_down(world: &World, e: Entity) -> bool {
    world.get::<FaceDown>(e).is_some_and(|f| f.0.is_some())
}

/// The face that is up.
pub fn face_up(world: &World, e: Entity) -> Side {
    world.get::<FaceUp>(e).map_or(Side::Front, |f| f.0)
}

/// 701.27g: a "transformed permanent" is a double-faced permanent on the battlefield with its
/// back face up (never a melded one).
pub fn is_transformed(world: &World, e: Entity) -> bool {
    let dfc = world.get::<Printed>(e).is_some_and(|p| p.0.is_double_faced() && p.0.layout != Layout::Meld);
    on_battlefield(world, e) && dfc && face_up(world, e) == Side::Back
}

/// Permanents on the battlefield matching a filter, by their current characteristics, in
/// battlefield order; a phased-out one is treated as though it doesn't exist (702.26b).
pub fn matching_permanents(world: &mut World, filter: &Filter) -> Vec<Entity> {
    let mut q = world.query_filtered::<(Entity, &InZone, &Characteristics, &Controller, Option<&Token>), Present>();
    let mut out: Vec<(i64, Entity)> = q
        .iter(world)
        .filter(|(_, z, c, ctl, t)| z.zone == Zone::Battlefield && matches(world, filter, c, ctl.0, t.is_some()))
        .map(|(e, z, ..)| (z.order, e))
        .collect();
    out.sort();
    out.into_iter().map(|(_, e)| e).collect()
}

/// Whether an object with these characteristics matches a filter.
pub fn matches(world: &World, f: &Filter, c: &Characteristics, controller: Entity, token: bool) -> bool {
    match f {
        Filter::Name(n) => c.has_name(n),
        Filter::Subtype(s) => c.has_subtype(s),
        Filter::Type(t) => c.has_type(*t),
        Filter::Controller(p) => world.get::<Player>(controller).is_some_and(|pl| pl.name.eq_ignore_ascii_case(p)),
        Filter::Token => token,
        Filter::NonToken => !token,
        Filter::All(fs) => fs.iter().all(|f| matches(world, f, c, controller, token)),
        Filter::Any(fs) => fs.iter().any(|f| matches(world, f, c, controller, token)),
        Filter::Not(f) => !matches(world, f, c, controller, token),
    }
}

/// A player's library, top first: (card, its place).
pub fn library_of(world: &World, p: Entity) -> Vec<(Entity, i64)> {
    zone_cards(world, p, Zone::Library)
}

/// What prohibits an activated ability from being activated (602.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// A permanent says "Activated abilities of artifacts can't be activated", and it is one.
    Artifacts,
    /// The permanent itself has "its activated abilities can't be activated" (an Aura's, Arrest).
    Own,
    /// A permanent says "Activated abilities of sources with the chosen name can't be
    /// activated [unless they're mana abilities]", and it has that name (Pithing Needle): the
    /// permanent that says so.
    Named(Entity),
}

/// 602.5: whether an activated ability of `e` (a mana ability where `mana`) is prohibited from
/// being activated now, and by what: `e` is an artifact on the battlefield and a permanent
/// there says "Activated abilities of artifacts can't be activated" (mana abilities too), `e`
/// itself has "its activated abilities can't be activated [unless they're mana abilities]", or,
/// wherever `e` is, a permanent stops the abilities of sources with its name (201.4, a split
/// card's either half's, 709.4).
pub fn abilities_stopped(world: &World, e: Entity, mana: bool) -> Option<Stopped> {
    use crate::cards::{Ability, ChosenUse};
    let own = chars(world, e).abilities.iter().any(|l| match l.ability {
        Ability::OwnAbilitiesStopped { mana: but_mana } => !(mana && but_mana),
        _ => false,
    });
    if own {
        return Some(Stopped::Own);
    }
    let name = chars(world, e).name.clone();
    let stops = |a: &Ability| match a {
        Ability::Chosen(ChosenUse::AbilitiesStopped { mana: but_mana }) => !(mana && *but_mana),
        _ => false,
    };
    if let Some(x) = named_by(world, name.split(" // "), stops) {
        return Some(Stopped::Named(x));
    }
    let artifact = chars(world, e).has_type(crate::cards::CardType::Artifact) && on_battlefield(world, e);
    let nulled = || {
        let mut q = world.try_query::<(Entity, &InZone, &Characteristics)>()?;
        q.iter(world)
            .any(|(x, z, c)| {
                z.zone == Zone::Battlefield
                    && crate::rules::object::is_present(world, x)
                    && c.abilities.iter().any(|l| l.ability == Ability::ArtifactAbilitiesStopped)
            })
            .then_some(Stopped::Artifacts)
    };
    if artifact { nulled() } else { None }
}

/// The permanent on the battlefield, if any, with a card name chosen as it entered (201.4)
/// that is one of `names`, and a line about that name that `says` (a split card has both its
/// halves' names, 709.4; the name as its card spells it, any case).
pub fn named_by<'a>(
    world: &World,
    names: impl Iterator<Item = &'a str> + Clone,
    says: impl Fn(&crate::cards::Ability) -> bool,
) -> Option<Entity> {
    let mut q = world.try_query::<(Entity, &InZone, &Characteristics, &crate::rules::object::Chosen)>()?;
    q.iter(world)
        .find(|(x, z, c, chosen)| {
            z.zone == Zone::Battlefield
                && crate::rules::object::is_present(world, *x)
                && chosen.name.as_deref().is_some_and(|n| names.clone().any(|m| m.eq_ignore_ascii_case(n)))
                && c.abilities.iter().any(|l| says(&l.ability))
        })
        .map(|(x, ..)| x)
}

/// The rules changed for a player by the permanents they control (`cards::PlayerRule`).
pub fn player_rules(world: &World, p: Entity) -> Vec<crate::cards::PlayerRule> {
    permanents_controlled_by(world, p)
        .into_iter()
        .flat_map(|e| chars(world, e).abilities.iter())
        .filter_map(|l| match l.ability {
            crate::cards::Ability::PlayerRule(r) => Some(r),
            _ => None,
        })
        .collect()
}

/// Whether `p` can't draw another card this turn (121.2): they drew one already, and a
/// permanent says "Each player can't draw more than one card each turn." (or its controller's
/// opponent's "Each opponent ..."); the permanent controlling it, for the log.
pub fn one_draw_each_turn(world: &World, p: Entity) -> Option<Entity> {
    let drew = world.get_resource::<crate::rules::game::Turn>().and_then(|t| t.happened.drew.get(&p).copied());
    if drew.unwrap_or(0) == 0 {
        return None;
    }
    use crate::cards::{Ability, PlayerRule};
    // A permanent `q` controls that says so for `p`.
    permanents_saying(
        world,
        |q, a| matches!(a, Ability::PlayerRule(PlayerRule::OneDrawEachTurn { opponents }) if !opponents || q != p),
    )
    .first()
    .copied()
}

/// Who controls a spell or an ability on the stack (an ability: its source's controller).
pub fn controller_of(world: &World, e: Entity) -> Option<Entity> {
    world.get::<crate::rules::object::Controller>(e).map(|c| c.0).or_else(|| {
        let source = world.get::<crate::rules::object::StackedAbility>(e)?.source;
        world.get::<crate::rules::object::Controller>(source).map(|c| c.0)
    })
}

/// The permanent whose "Players can't gain life." or "Your opponents can't gain life." stops `p`
/// from gaining life now (119.7).
pub fn stops_life_gain(world: &World, p: Entity) -> Option<Entity> {
    use crate::cards::{Ability, PlayerRule};
    permanents_saying(
        world,
        |q, a| matches!(a, Ability::PlayerRule(PlayerRule::CantGainLife { opponents }) if !opponents || q != p),
    )
    .first()
    .copied()
}

/// The permanent that stops `p` from casting a spell (a creature spell where `creature`) now:
/// one that says "Each player can't cast more than one [noncreature] spell each turn." once
/// `p` cast one of the kind this turn (101.2).
pub fn one_spell_each_turn(world: &World, p: Entity, creature: bool) -> Option<Entity> {
    let turn = world.get_resource::<crate::rules::game::Turn>()?;
    let cast = turn.happened.cast.get(&p)?;
    let noncreature = cast.iter().any(|(_, c)| !c);
    use crate::cards::{Ability, PlayerRule};
    permanents_saying(world, |_, a| match a {
        Ability::PlayerRule(PlayerRule::OneSpellEachTurn { noncreature: false }) => !cast.is_empty(),
        Ability::PlayerRule(PlayerRule::OneSpellEachTurn { noncreature: true }) => !creature && noncreature,
        _ => false,
    })
    .first()
    .copied()
}

/// A player's maximum hand size (402.2): seven, more or less as the permanents they control
/// and their opponents' say ("Your maximum hand size is reduced by three.", "Each opponent's
/// maximum hand size is reduced by two."), or none where a permanent they control says "You
/// have no maximum hand size." or anyone's says "Players have no maximum hand size."
pub fn max_hand_size(world: &World, p: Entity) -> Option<usize> {
    use crate::cards::PlayerRule;
    let own = player_rules(world, p);
    let players = world.get_resource::<crate::rules::object::Players>().map(|p| p.0.clone()).unwrap_or_default();
    let others: Vec<PlayerRule> =
        players.into_iter().filter(|q| *q != p).flat_map(|q| player_rules(world, q)).collect();
    let none = own.contains(&PlayerRule::NoMaximumHandSize)
        || own.iter().chain(&others).any(|r| *r == PlayerRule::NoPlayerMaximumHandSize);
    if none {
        return None;
    }
    // "Your maximum hand size is reduced by three.", an opponent's "Each opponent's ...": it
    // is never less than none (402.2).
    let change: i32 = own.iter().map(|r| if let PlayerRule::HandSize(n) = r { *n } else { 0 }).sum::<i32>()
        + others.iter().map(|r| if let PlayerRule::OpponentsHandSize(n) = r { *n } else { 0 }).sum::<i32>();
    Some((crate::rules::game::MAX_HAND_SIZE as i32 + change).max(0) as usize)
}

/// The rule by which player `t` can't be the target of a spell or ability `caster` controls:
/// "You have shroud." (702.18d) or, `caster` being their opponent, "You have hexproof."
/// (702.11d).
pub fn player_untargetable(world: &World, t: Entity, caster: Entity) -> Option<&'static str> {
    world.get::<crate::rules::object::Player>(t)?;
    let rules = player_rules(world, t);
    if rules.contains(&crate::cards::PlayerRule::Shroud) {
        return Some("702.18d");
    }
    (t != caster && rules.contains(&crate::cards::PlayerRule::Hexproof)).then_some("702.11d")
}

/// Whether a permanent player `p` controls lets them play land cards from their graveyard
/// (Crucible of Worlds).
pub fn plays_lands_from_graveyard(world: &World, p: Entity) -> bool {
    player_rules(world, p).contains(&crate::cards::PlayerRule::PlayLandsFromGraveyard)
}

/// How many lands a player may play this turn (305.2): one, and one more for each "You may
/// play an additional land on each of your turns." of a permanent they control, and as many
/// more as effects this turn said.
pub fn lands_per_turn(world: &World, p: Entity) -> u32 {
    let this_turn = world.resource::<crate::rules::game::Turn>().extra_lands.get(&p).copied().unwrap_or(0);
    let more = player_rules(world, p).into_iter().map(|r| match r {
        crate::cards::PlayerRule::AdditionalLands(n) => n,
        _ => 0,
    });
    // "Each player may play an additional land ...", whoever's permanent says it.
    let players = world.get_resource::<crate::rules::object::Players>().map(|p| p.0.clone()).unwrap_or_default();
    let each = players.into_iter().flat_map(|q| player_rules(world, q)).map(|r| match r {
        crate::cards::PlayerRule::EachPlayerAdditionalLands(n) => n,
        _ => 0,
    });
    1 + more.sum::<u32>() + each.sum::<u32>() + this_turn
}

/// The permanents on the battlefield, each player's in turn, one of whose abilities `says`
/// (given its controller): Mana Flare's, Deafening Silence's, Gaddock Teeg's.
pub fn permanents_saying(world: &World, says: impl Fn(Entity, &crate::cards::Ability) -> bool) -> Vec<Entity> {
    let players = world.get_resource::<crate::rules::object::Players>().map(|p| p.0.clone()).unwrap_or_default();
    players
        .into_iter()
        .flat_map(|q| permanents_controlled_by(world, q).into_iter().map(move |e| (q, e)))
        .filter(|(q, e)| chars(world, *e).abilities.iter().any(|l| says(*q, &l.ability)))
        .map(|(_, e)| e)
        .collect()
}

/// The permanents a player controls on the battlefield (not phased out), in the order they
/// came (the same on every replay).
pub fn permanents_controlled_by(world: &World, p: Entity) -> Vec<Entity> {
    let Some(mut q) = world.try_query::<(Entity, &InZone, &crate::rules::object::Controller)>() else {
        return Vec::new();
    };
    let mut out: Vec<(Entity, i64)> = q
        .iter(world)
        .filter(|(e, z, c)| z.zone == Zone::Battlefield && c.0 == p && crate::rules::object::is_present(world, *e))
        .map(|(e, z, _)| (e, z.order))
        .collect();
    out.sort_by_key(|(_, o)| *o);
    out.into_iter().map(|(e, _)| e).collect()
}

/// The cards in a player's graveyard, from the first put there (the same on every replay).
pub fn graveyard_of(world: &World, p: Entity) -> Vec<Entity> {
    zone_cards(world, p, Zone::Graveyard).into_iter().map(|(e, _)| e).collect()
}

/// The cards in a player's hand, in the order they came in (the same on every replay).
pub fn hand_of(world: &World, p: Entity) -> Vec<Entity> {
    zone_cards(world, p, Zone::Hand).into_iter().map(|(e, _)| e).collect()
}

fn zone_cards(world: &World, p: Entity, zone: Zone) -> Vec<(Entity, i64)> {
    let Some(mut q) = world.try_query::<(Entity, &InZone, &Owner)>() else { return Vec::new() };
    let mut cards: Vec<(Entity, i64)> =
        q.iter(world).filter(|(_, z, o)| z.zone == zone && o.0 == p).map(|(e, z, _)| (e, z.order)).collect();
    cards.sort_by_key(|(_, o)| *o);
    cards
}

/// A new id from `base` for an object about to be created (`token`, `token-2`, ...): not a label
/// on the table yet, nor the base of one of a token group's (`token#1`).
pub fn fresh_id(world: &World, base: &str) -> String {
    let labels = &world.resource::<crate::rules::Labels>().0;
    // "id" is taken by "id" itself and by a numbered set of tokens, "id#1", "id#2"...
    let numbered = |k: &str, id: &str| k.strip_prefix(id).is_some_and(|rest| rest.starts_with('#'));
    let taken = |id: &str| labels.contains_key(id) || labels.keys().any(|k| numbered(k, id));
    (1..).map(|n| if n == 1 { base.to_string() } else { format!("{base}-{n}") }).find(|id| !taken(id)).expect("ids")
}

/// Gives what `action` creates (a token, an Incubator, a card brought into the game...) an id of
/// the table's own, from the one it was asked under: a seat, a window or a client names a new
/// object as it likes (only letters, digits and dashes of it are kept, at most 24), and the
/// table makes it a label nobody has. The one step every request passes, local or remote, so
/// no window needs the table's labels to ask for a new object.
pub fn settle_new_id(world: &World, action: &mut super::action::Action) {
    if let Some(id) = action.new_id_mut() {
        let base: String = id.chars().filter(|c| c.is_alphanumeric() || *c == '-').take(24).collect();
        *id = fresh_id(world, if base.is_empty() { "object" } else { &base }).into();
    }
}

/// Whether the table is assisted: the rules run the turn.
pub fn assisted(world: &World) -> bool {
    world.get_resource::<super::action::RulesMode>().is_some_and(|m| *m == super::action::RulesMode::Assisted)
}

/// The active player (102.1), whose turn it is.
pub fn active_player(world: &World) -> Option<Entity> {
    let players = &world.resource::<Players>().0;
    players.get(world.resource::<super::game::Turn>().active % players.len().max(1)).copied()
}

/// The players still in the game, in turn order from the active player (800.4a: those who
/// have left, or lost, get no priority).
pub fn in_game_from_active(world: &World) -> Vec<Entity> {
    let players = &world.resource::<Players>().0;
    if players.is_empty() {
        return Vec::new();
    }
    let active = world.resource::<super::game::Turn>().active % players.len();
    (0..players.len())
        .map(|k| players[(active + k) % players.len()])
        .filter(|p| world.get::<Lost>(*p).is_none() && world.get::<Left>(*p).is_none())
        .collect()
}

/// The player who holds priority now, if anyone does: nobody once the game is over (104.2a);
/// when the holder has left the game, the next player in turn order still in it (800.4a).
pub fn priority_holder(world: &World) -> Option<Entity> {
    let h = world.get_resource::<super::game::Priority>().and_then(|p| p.holder)?;
    let in_game = in_game_from_active(world);
    let seats = &world.resource::<Players>().0;
    if seats.len() > 1 && in_game.len() < 2 {
        return None;
    }
    if in_game.contains(&h) {
        return Some(h);
    }
    let at = seats.iter().position(|p| *p == h)?;
    (1..seats.len()).map(|k| seats[(at + k) % seats.len()]).find(|p| in_game.contains(p))
}

/// The top object of the stack: a spell or an ability.
pub fn stack_top(world: &mut World) -> Option<Entity> {
    let mut q = world.query::<(Entity, &InZone)>();
    q.iter(world).filter(|(_, z)| z.zone == Zone::Stack).min_by_key(|(_, z)| z.order).map(|(e, _)| e)
}

/// A spell on the stack with split second, if there is one (702.61a): while it is there,
/// players can't cast spells or activate abilities that aren't mana abilities (702.61b: mana
/// abilities and special actions stay).
pub fn split_second(world: &World) -> Option<Entity> {
    let mut q = world.try_query::<(Entity, &InZone)>()?;
    q.iter(world).filter(|(_, z)| z.zone == Zone::Stack).map(|(e, _)| e).find(|e| {
        world.get::<crate::rules::object::StackedAbility>(*e).is_none()
            && chars(world, *e).has_keyword_named("split second")
    })
}

/// How many cards are in a player's hand.
pub fn hand_size(world: &mut World, p: Entity) -> usize {
    let mut q = world.query::<(&InZone, &Owner)>();
    q.iter(world).filter(|(z, o)| z.zone == Zone::Hand && o.0 == p).count()
}

/// How the game ended, if it has: 104.2a, the last player in the game wins; nobody left, a draw.
pub fn game_result(world: &mut World) -> Option<String> {
    game_winner(world).map(|w| w.map_or_else(|| "a draw".to_string(), |w| format!("{w} won")))
}

/// How the game ended, once it has: `Some(Some(name))`, that player won (104.2a); `Some(None)`,
/// a draw (104.4a); `None`, it goes on.
pub fn game_winner(world: &mut World) -> Option<Option<String>> {
    game_over(world).map(|w| w.map(|w| player_name(world, w)))
}

/// How the game ended, once it has: `Some(Some(player))`, that player won (104.2a);
/// `Some(None)`, a draw (104.4a); `None`, it goes on.
pub fn game_over(world: &mut World) -> Option<Option<Entity>> {
    let players = world.get_resource::<crate::rules::object::Players>()?.0.clone();
    if players.len() < 2 {
        return None;
    }
    let mut q = world.query::<(Option<&crate::rules::object::Lost>, Option<&crate::rules::object::Left>)>();
    let in_game: Vec<Entity> =
        players.iter().copied().filter(|p| q.get(world, *p).is_ok_and(|(l, g)| l.is_none() && g.is_none())).collect();
    match in_game.as_slice() {
        [] => Some(None),
        [winner] => Some(Some(*winner)),
        _ => None,
    }
}

/// 702.16a: the quality of `source` that permanent `e` has protection from ("Protection from
/// black", "from artifacts", "from Goblins", a keyword line of its own or among others), if any.
pub fn protection_from(world: &World, e: Entity, source: Entity) -> Option<crate::cards::protection::Quality> {
    use crate::cards::protection::{Quality, qualities_of_line};
    if world.get_entity(source).is_err() || world.get::<crate::rules::object::Player>(e).is_some() {
        return None;
    }
    let (c, s) = (chars(world, e), chars(world, source));
    let colors = crate::cards::Color::ALL.iter().filter(|col| s.colors.contains(**col)).count();
    let has = |q: &Quality| match q {
        Quality::Color(col) => s.colors.contains(*col),
        Quality::AllColors => colors > 0,
        Quality::Type(t) => s.has_type(*t),
        Quality::Subtype(t) => s.has_subtype(t),
        Quality::Multicolored => colors > 1,
        Quality::Monocolored => colors == 1,
        Quality::Everything => true,
    };
    c.abilities.iter().flat_map(|l| qualities_of_line(&l.text).unwrap_or_default()).find(has)
}

/// The words for a quality protection is from, in the viewer's language ("black", "artifacts",
/// "Goblins").
pub fn quality_words(q: &crate::cards::protection::Quality) -> crate::rules::log::LogText {
    use crate::cards::protection::Quality;
    use crate::rules::log::Arg;
    match q {
        Quality::Color(c) => crate::says!("log-protection-color", color = Arg::key(*c)),
        Quality::AllColors => crate::says!("log-protection-all-colors"),
        Quality::Type(t) => crate::says!("log-protection-type", cardtype = Arg::key(*t)),
        Quality::Subtype(s) => crate::says!("log-protection-subtype", subtype = Arg::text(s)),
        Quality::Multicolored => crate::says!("log-protection-multicolored"),
        Quality::Monocolored => crate::says!("log-protection-monocolored"),
        Quality::Everything => crate::says!("log-protection-everything"),
    }
}

/// The player who is the monarch (724.1), if any.
pub fn monarch(world: &World) -> Option<Entity> {
    let players = &world.resource::<crate::rules::object::Players>().0;
    players.iter().copied().find(|p| world.get::<crate::rules::object::Monarch>(*p).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_id_is_neither_a_label_nor_the_base_of_a_numbered_token_set() {
        let mut world = World::new();
        let e = world.spawn_empty().id();
        let labels = ["token", "token-2#1", "token-2#2", "clue#3", "food-ish"];
        world.insert_resource(Labels(labels.iter().map(|l| (l.to_string(), e)).collect()));
        assert_eq!(fresh_id(&world, "token"), "token-3");
        assert_eq!(fresh_id(&world, "clue"), "clue-2");
        // A label that merely starts with the base doesn't take it.
        assert_eq!(fresh_id(&world, "food"), "food");
    }
}
