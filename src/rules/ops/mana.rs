//! Mana (106): each player's mana pool, tapping a permanent for mana (305.6, 605), paying a
//! cost from the pool (601.2g–h), and the pools emptying as each step and phase ends (500.5).

use bevy::prelude::*;

use super::Refusal;
use crate::cards::{Ability, CardType, Color, ManaCost, ManaSymbol};
use crate::rules::action::Zone;
use crate::rules::game::{Turn, mark};
use crate::rules::log::{Arg, LogText, log, refer};
use crate::rules::object::*;
use crate::rules::query::{chars, zone_of};
use crate::says;

/// The pool's slots, in order: white, blue, black, red, green, colourless.
const KINDS: [char; 6] = ['W', 'U', 'B', 'R', 'G', 'C'];

fn slot(symbol: &ManaSymbol) -> Option<usize> {
    match symbol {
        ManaSymbol::Colored(c) => Some(color_slot(*c)),
        ManaSymbol::Colorless => Some(5),
        _ => None,
    }
}

fn color_slot(c: Color) -> usize {
    Color::ALL.iter().position(|x| *x == c).unwrap_or(5)
}

impl ManaPool {
    /// The mana in it, in mana symbols (`"{W}{G}{G}"`); `""` when it is empty.
    pub fn words(&self) -> String {
        let mut s = String::new();
        for (i, n) in self.0.iter().enumerate() {
            for _ in 0..*n {
                s.push('{');
                s.push(KINDS[i]);
                s.push('}');
            }
        }
        s
    }
    /// Whether it holds no mana.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|n| *n == 0)
    }
    /// Adds mana (only coloured and colourless symbols are mana).
    pub fn add(&mut self, mana: &[ManaSymbol]) {
        for s in mana {
            if let Some(i) = slot(s) {
                self.0[i] = self.0[i].saturating_add(1);
            }
        }
    }
}

/// A mana cost's text that doesn't read, as the log says it.
pub(crate) fn unreadable(e: &crate::cards::ManaCostError) -> LogText {
    let (id, args) = e.message();
    LogText::of_text(id, args)
}

/// Mana as a player adds it: coloured and colourless symbols only (`"{G}{G}"`, `"{C}"`).
pub fn parse_mana(text: &str) -> Result<Vec<ManaSymbol>, LogText> {
    let symbols = ManaCost::parse(text).map_err(|e| unreadable(&e))?.symbols;
    match symbols.iter().find(|s| slot(s).is_none()) {
        Some(bad) => Err(says!("log-not-a-kind-of-mana", symbol = Arg::text(bad.to_string()))),
        None if symbols.is_empty() => Err(says!("log-no-mana-named")),
        None => Ok(symbols),
    }
}

/// A player's pool (empty when they have none yet).
pub fn pool(world: &World, player: Entity) -> ManaPool {
    world.get::<ManaPool>(player).copied().unwrap_or_default()
}

fn set_pool(world: &mut World, player: Entity, pool: ManaPool) {
    world.entity_mut(player).insert(pool);
}

/// 106.4: mana is added to a player's pool.
pub fn add_mana(world: &mut World, player: Entity, mana: &str) {
    let who = refer(world, player);
    let symbols = match parse_mana(mana) {
        Ok(s) => s,
        Err(why) => return Refusal::new("106.1", says!("log-no-mana-added", player = who, why = why)).log(world),
    };
    let mut p = pool(world, player);
    p.add(&symbols);
    set_pool(world, player, p);
    let (added, now) = (Arg::text(words_of(&symbols)), Arg::text(p.words()));
    log(world, "106.4", says!("log-mana-added", mana = added, player = who, pool = now));
}

/// A way a permanent's mana ability can be used: the mana it adds, and what it costs besides
/// tapping (mana from the pool, sacrificing it).
#[derive(Clone, Debug, PartialEq)]
pub struct ManaWay {
    /// The mana added.
    pub mana: Vec<ManaSymbol>,
    /// Mana paid as well.
    pub cost: Vec<ManaSymbol>,
    /// Sacrificed as well.
    pub sacrifice: bool,
    /// Tapped ({T} in its cost); `false` for "Sacrifice [this]: Add {B}." (605.1a).
    pub tap: bool,
    /// Life paid as well (119.4).
    pub life: u32,
    /// Energy paid as well (107.14).
    pub energy: u32,
    /// What it does besides adding the mana, at once (605.3b).
    pub then: Vec<crate::cards::abilities::ManaThen>,
}

impl ManaWay {
    /// Tapping is all it costs and all it does besides the mana.
    fn plain(mana: Vec<ManaSymbol>) -> ManaWay {
        ManaWay { mana, cost: Vec::new(), sacrifice: false, tap: true, life: 0, energy: 0, then: Vec::new() }
    }

    fn of(m: &crate::cards::abilities::ManaAbility, mana: &[ManaSymbol]) -> ManaWay {
        let (cost, sacrifice, tap, life, then) = (m.cost.clone(), m.sacrifice, m.tap, m.life, m.then.clone());
        ManaWay { mana: mana.to_vec(), cost, sacrifice, tap, life, energy: m.energy, then }
    }
}

/// Every way a permanent can be tapped for mana: [`mana_options`] (tapping all it costs), then
/// its abilities that cost more ("{1}, {T}: Add {W}{U}.", "{T}, Sacrifice this artifact: Add
/// one mana of any color."), which its controller activates themselves (the automatic payment
/// doesn't use them).
pub fn mana_ways(world: &World, e: Entity) -> Vec<ManaWay> {
    let mut out: Vec<ManaWay> = basic_land_mana(world, e).into_iter().map(ManaWay::plain).collect();
    // The ways that cost tapping only first (the ones the automatic payment uses).
    let abilities = &chars(world, e).abilities;
    let (mut free, costly): (Vec<_>, Vec<_>) = abilities
        .iter()
        .filter_map(|a| match &a.ability {
            Ability::TapForMana(m) if allowed(world, e, m) => Some(m),
            _ => None,
        })
        .partition(|m| m.free());
    // Of two that add the same, the one that does nothing more (a painland's {C} kin).
    free.sort_by_key(|m| !m.then.is_empty());
    for m in free.iter().chain(&costly) {
        for o in &options_of(world, e, m) {
            if !out.iter().any(|w| w.mana == *o) {
                out.push(ManaWay::of(m, o));
            }
        }
    }
    out
}

/// The mana a land's basic land types give it (305.6).
fn basic_land_mana(world: &World, e: Entity) -> Vec<Vec<ManaSymbol>> {
    let c = chars(world, e);
    let mut options = Vec::new();
    for (land, color) in [
        ("Plains", Color::White),
        ("Island", Color::Blue),
        ("Swamp", Color::Black),
        ("Mountain", Color::Red),
        ("Forest", Color::Green),
    ] {
        if c.has_type(CardType::Land) && c.has_subtype(land) {
            options.push(vec![ManaSymbol::Colored(color)]);
        }
    }
    options
}

/// The kinds of mana a permanent can be tapped for with tapping its only cost: its basic land
/// types' intrinsic abilities (305.6) and its "{T}: Add ..." abilities, each a choice.
pub fn mana_options(world: &World, e: Entity) -> Vec<Vec<ManaSymbol>> {
    let c = chars(world, e);
    let mut options = basic_land_mana(world, e);
    for a in &c.abilities {
        if let Ability::TapForMana(m) = &a.ability
            && m.free()
            && allowed(world, e, m)
        {
            for o in &options_of(world, e, m) {
                if !options.contains(o) {
                    options.push(o.clone());
                }
            }
        }
    }
    options
}

/// The mana each way of a mana ability adds: its own, "one mana of the chosen color" (the
/// colour chosen as `e` entered, 105.4, none while none is), "one mana of any of the exiled
/// card's colors" (607.2a), or of its commander's colour identity (903.4f).
fn options_of(world: &World, e: Entity, m: &crate::cards::abilities::ManaAbility) -> Vec<Vec<ManaSymbol>> {
    if let Some(among) = m.among {
        return among_colors(world, e, among).to_vec().into_iter().map(|c| vec![ManaSymbol::Colored(c)]).collect();
    }
    if m.identity {
        return commander_identity(world, e).to_vec().into_iter().map(|c| vec![ManaSymbol::Colored(c)]).collect();
    }
    // 607.2a: the colours of the cards `e`'s ability exiled, still in exile as those objects.
    if m.exiled {
        let linked = world.get::<super::linked::ExiledWith>(e).map(|l| l.cards.clone()).unwrap_or_default();
        let mut colors = crate::cards::ColorSet::default();
        for (card, object, _) in linked {
            let same = world.get::<crate::rules::object::ObjectNumber>(card) == Some(&object);
            if same && crate::rules::query::zone_of(world, card) == crate::rules::action::Zone::Exile {
                colors = colors.union(crate::rules::query::chars(world, card).colors);
            }
        }
        return colors.to_vec().into_iter().map(|c| vec![ManaSymbol::Colored(c)]).collect();
    }
    if !m.chosen {
        return m.options.clone();
    }
    let chosen = world.get::<crate::rules::object::Chosen>(e).and_then(|c| c.color);
    chosen.map(|c| vec![vec![ManaSymbol::Colored(c)]]).unwrap_or_default()
}

/// 106.7: the colours a mana ability of `e` finds on the table: those its controller's
/// opponents' lands could produce (their abilities that find colours the same way ignored,
/// 106.7), or those of the legendary creatures and planeswalkers its controller controls.
fn among_colors(world: &World, e: Entity, among: crate::cards::abilities::ManaAmong) -> crate::cards::ColorSet {
    use crate::cards::abilities::ManaAmong;
    let Some(you) = world.get::<Controller>(e).map(|c| c.0) else { return Default::default() };
    let players = world.resource::<crate::rules::object::Players>().0.clone();
    let mut colors = crate::cards::ColorSet::default();
    for p in players {
        let yours = p == you;
        for x in crate::rules::query::permanents_controlled_by(world, p) {
            let c = chars(world, x);
            match among {
                ManaAmong::OpponentsLands if !yours && c.has_type(CardType::Land) => {
                    let mut kinds = basic_land_mana(world, x);
                    for a in &c.abilities {
                        if let Ability::TapForMana(m) = &a.ability
                            && m.among.is_none()
                            && !m.chosen
                            && !m.exiled
                            && !m.identity
                        {
                            kinds.extend(m.options.iter().cloned());
                        }
                    }
                    for s in kinds.iter().flatten() {
                        if let ManaSymbol::Colored(col) = s {
                            colors.insert(*col);
                        }
                    }
                }
                ManaAmong::LegendaryCreaturesAndPlaneswalkers
                    if yours
                        && c.supertypes.contains(&crate::cards::Supertype::Legendary)
                        && (c.has_type(CardType::Creature) || c.has_type(CardType::Planeswalker)) =>
                {
                    colors = colors.union(c.colors);
                }
                _ => {}
            }
        }
    }
    colors
}

/// 903.4, 903.4f: the colour identity of the commanders of `e`'s controller (none without a
/// commander: such an ability adds no mana).
fn commander_identity(world: &World, e: Entity) -> crate::cards::ColorSet {
    let Some(you) = world.get::<Controller>(e).map(|c| c.0) else { return Default::default() };
    let Some(mut q) =
        world.try_query_filtered::<(Entity, &crate::rules::object::Owner), With<crate::rules::object::Commander>>()
    else {
        return Default::default();
    };
    q.iter(world)
        .filter(|(_, o)| o.0 == you)
        .filter_map(|(c, _)| crate::rules::query::printed(world, c))
        .fold(Default::default(), |s, def| s.union(crate::cards::legality::color_identity(&def)))
}

/// Whether a mana ability of `e` may be activated now: "Activate only if ..." (602.5b).
fn allowed(world: &World, e: Entity, m: &crate::cards::abilities::ManaAbility) -> bool {
    let Some(condition) = &m.only_if else { return true };
    let Some(you) = world.get::<Controller>(e).map(|c| c.0) else { return false };
    crate::rules::conditions::holds(world, condition, e, you, &[]) != Some(false)
}

fn words_of(symbols: &[ManaSymbol]) -> String {
    symbols.iter().map(|s| s.to_string()).collect()
}

/// The kinds of mana a permanent can add: "{R} or {G}".
fn options_words(options: &[Vec<ManaSymbol>]) -> Arg {
    let mut words = options.iter().rev().map(|o| Arg::text(words_of(o)));
    let last = words.next().unwrap_or_else(|| Arg::text(""));
    words.fold(last, |rest, first| Arg::from(says!("log-mana-options-or", first = first, rest = rest)))
}

/// Whether a permanent can be tapped for this mana now (`None`: its only kind).
pub fn can_tap_for_mana(world: &World, e: Entity, choice: Option<&str>) -> Result<Vec<ManaSymbol>, Refusal> {
    can_tap_for(world, e, choice).map(|w| w.mana)
}

/// [`can_tap_for_mana`], with what the way chosen costs besides tapping.
fn can_tap_for(world: &World, e: Entity, choice: Option<&str>) -> Result<ManaWay, Refusal> {
    let name = refer(world, e);
    if zone_of(world, e) != Zone::Battlefield {
        return Err(Refusal::new("605.1a", says!("log-cant-tap-for-mana-not-on-battlefield", permanent = name)));
    }
    let ways = mana_ways(world, e);
    // 602.2b: {T} can't be paid by a tapped permanent (a way without it still can be).
    let tapped = world.get::<Tapped>(e).is_some_and(|t| t.0);
    let refuse_tapped = || Refusal::new("602.2b", says!("log-cant-tap-for-mana-tapped", permanent = name.clone()));
    if tapped && ways.iter().all(|w| w.tap) {
        return Err(refuse_tapped());
    }
    if ways.is_empty() {
        // 602.5b: one it has, but not now ("Activate only if you control three or more
        // artifacts").
        let held_back = chars(world, e)
            .abilities
            .iter()
            .any(|a| matches!(&a.ability, Ability::TapForMana(m) if !allowed(world, e, m)));
        if held_back {
            return Err(Refusal::new("602.5b", says!("log-mana-ability-condition", permanent = name)));
        }
        return Err(Refusal::new("605.1a", says!("log-no-mana-ability", permanent = name)));
    }
    let sick = chars(world, e).has_type(CardType::Creature) && summoning_sick(world, e);
    let refuse_sick = || Refusal::new("302.6", says!("log-mana-ability-summoning-sick", permanent = name.clone()));
    if sick && ways.iter().all(|w| w.tap) {
        return Err(refuse_sick());
    }
    if let Some(stopped) = crate::rules::query::abilities_stopped(world, e, true) {
        return Err(Refusal::new("602.5", super::stopped_words(world, stopped, name)));
    }
    // 605.3a, 117.1d: a player activates a mana ability while they hold priority, or when a
    // spell or ability asks them for mana (an "unless [they pay]" they are deciding, 118.12a);
    // a free table leaves it to the players.
    if crate::rules::query::assisted(world)
        && let Some(controller) = world.get::<Controller>(e).map(|c| c.0)
        && crate::rules::query::priority_holder(world) != Some(controller)
        && world.resource::<crate::rules::game::Priority>().asked_for_mana != Some(controller)
    {
        let text = says!("log-mana-ability-without-priority", player = refer(world, controller));
        return Err(Refusal::new("605.3a", text));
    }
    let options: Vec<Vec<ManaSymbol>> = ways.iter().map(|w| w.mana.clone()).collect();
    let all = options_words(&options);
    let way = match choice {
        None if ways.len() == 1 => ways.remove_first(),
        None => return Err(Refusal::new("106.1", says!("log-mana-choose-one", permanent = name, options = all))),
        Some(want) => {
            let want = parse_mana(want).map_err(|e| Refusal::new("106.1", e))?;
            match ways.into_iter().find(|w| w.mana == want) {
                Some(w) => w,
                None => {
                    let want = Arg::text(words_of(&want));
                    let text = says!("log-mana-not-an-option", permanent = name, options = all, mana = want);
                    return Err(Refusal::new("106.1", text));
                }
            }
        }
    };
    if way.tap && tapped {
        return Err(refuse_tapped());
    }
    if way.tap && sick {
        return Err(refuse_sick());
    }
    // 119.4: no more life than its controller's life total.
    if let Some(player) = world.get::<Controller>(e).map(|c| c.0)
        && i64::from(way.life) > life_to_pay(world, player)
    {
        let life = life_to_pay(world, player);
        return Err(Refusal::new("119.4", says!("log-activate-life-missing", card = name, n = way.life, life = life)));
    }
    // 107.14: energy counters enough for its {E}.
    if let Some(player) = world.get::<Controller>(e).map(|c| c.0) {
        super::players::can_pay_energy(world, player, way.energy).map_err(|text| Refusal::new("107.14", text))?;
    }
    Ok(way)
}

trait RemoveFirst<T> {
    fn remove_first(self) -> T;
}

impl<T> RemoveFirst<T> for Vec<T> {
    fn remove_first(mut self) -> T {
        self.swap_remove(0)
    }
}

/// 302.6: whether a permanent hasn't been under its controller's control continuously since
/// their most recent turn began.
pub fn summoning_sick(world: &World, e: Entity) -> bool {
    let Some(since) = world.get::<ControlledSince>(e) else { return false };
    since.0 >= most_recent_turn(world, world.get::<crate::rules::object::Controller>(e).map(|c| c.0))
}

/// The number of `player`'s most recent turn: the one in progress when it is theirs; the one
/// their `TurnBegan` says; else (a table set up in the middle of a game, or no turn of theirs
/// yet) the one before this.
fn most_recent_turn(world: &World, player: Option<Entity>) -> u32 {
    let turn = world.resource::<Turn>();
    let active = world.resource::<crate::rules::object::Players>().0.get(turn.active).copied();
    match player {
        Some(p) if Some(p) == active => turn.number,
        Some(p) => world.get::<crate::rules::object::TurnBegan>(p).map_or(turn.number.saturating_sub(1), |t| t.0),
        None => turn.number,
    }
}

/// A permanent tapped to pay a cost ({T}, convoke, improvise): it becomes tapped, which
/// "whenever [this] becomes tapped" sees (603.2e); the cost's payment says it.
pub fn tap_as_cost(world: &mut World, e: Entity) {
    world.entity_mut(e).insert(Tapped(true));
    mark(world, e);
    crate::rules::triggers::happened(world, crate::rules::triggers::Event::BecameTapped(e));
}

/// 106.1, 605: its controller taps a permanent for mana; the mana goes to their pool.
pub fn tap_for_mana(world: &mut World, e: Entity, choice: Option<&str>) {
    let way = match can_tap_for(world, e, choice) {
        Ok(w) => w,
        Err(r) => return r.log(world),
    };
    let Some(player) = world.get::<Controller>(e).map(|c| c.0) else { return };
    // 602.2b, 601.2h: the rest of its cost first, mana from the pool (at an assisted table the
    // player's other sources are tapped for what it lacks, 601.2g), never the permanent itself.
    if !way.cost.is_empty()
        && pay_from_pool(world, player, &way.cost, 0, says!("log-paying-mana-ability"), None, &[e]).is_none()
    {
        return;
    }
    if way.life > 0 {
        let text = says!("log-pays-life-as-cost", player = refer(world, player), n = way.life, spell = refer(world, e));
        log(world, "119.4", text);
        super::players::change_life(world, player, -(way.life.min(i32::MAX as u32) as i32));
    }
    super::players::pay_energy(world, player, way.energy);
    let mana = way.mana;
    let made = mana.clone();
    if way.tap {
        tap_as_cost(world, e);
    }
    let mut p = pool(world, player);
    p.add(&mana);
    set_pool(world, player, p);
    let (name, who) = (refer(world, e), refer(world, player));
    let rule = if chars(world, e).has_type(CardType::Land) && mana.len() == 1 { "305.6" } else { "605.3a" };
    let (mana, now) = (Arg::text(words_of(&mana)), Arg::text(p.words()));
    let text = match way.tap {
        true => says!("log-taps-for-mana", player = who, permanent = name, mana = mana, pool = now),
        false => says!("log-uses-for-mana", player = who, permanent = name, mana = mana, pool = now),
    };
    log(world, rule, text);
    // 605.1b, 605.4a: an Aura's triggered mana ability ("Whenever enchanted land is tapped for
    // mana, its controller adds an additional {G}") adds its mana at once.
    if chars(world, e).has_type(CardType::Land) {
        host_adds_mana(world, e, player);
        lands_add_mana(world, e, player, &made);
    }
    // 701.21a: sacrificed as part of the cost.
    if way.sacrifice {
        super::zones::sacrifice(world, e);
    }
    // 605.3b: the rest of the ability at once, its source as it last existed if it is gone.
    for then in way.then {
        use crate::cards::abilities::ManaThen;
        match then {
            ManaThen::DamageToYou(n) => super::commander::damage_player(world, e, player, n, false),
            ManaThen::Draw(n) => {
                let who = crate::rules::query::player_name(world, player);
                super::library::draw(world, &who, n)
            }
            ManaThen::GainLife(n) => super::players::change_life(world, player, n.min(i32::MAX as u32) as i32),
        }
    }
}

/// The mana the Auras on a land just tapped for mana add to `player`'s pool (605.4a).
fn host_adds_mana(world: &mut World, land: Entity, player: Entity) {
    let auras = world.get::<Attachments>(land).map(|a| a.entities().to_vec()).unwrap_or_default();
    for aura in auras {
        let adds = chars(world, aura).abilities.iter().find_map(|l| match &l.ability {
            Ability::HostAddsMana(m) => Some(m.clone()),
            _ => None,
        });
        let Some(mana) = adds else { continue };
        let mut p = pool(world, player);
        p.add(&mana);
        set_pool(world, player, p);
        let (source, who, land) = (refer(world, aura), refer(world, player), refer(world, land));
        let (mana, now) = (Arg::text(words_of(&mana)), Arg::text(p.words()));
        let text = says!("log-aura-adds-mana", aura = source, land = land, player = who, mana = mana, pool = now);
        log(world, "605.4a", text);
    }
}

/// 605.1b, 605.4a: "Whenever a player taps a land for mana, that player adds one mana of any
/// type that land produced." (Mana Flare, Heartbeat of Spring): for each such permanent, one
/// more of the mana `land` just made, where it made one kind; where it made more than one
/// (a Karoo's {W}{U}), which kind is the player's to choose, which the table leaves to them.
fn lands_add_mana(world: &mut World, land: Entity, player: Entity, made: &[ManaSymbol]) {
    let Some(kind) = made.first().cloned() else { return };
    for flare in crate::rules::query::permanents_saying(world, |_, a| *a == Ability::LandsAddMana) {
        let (source, who, l) = (refer(world, flare), refer(world, player), refer(world, land));
        if made.iter().any(|s| *s != kind) {
            log(world, "605.4a", says!("log-flare-choice-left", source = source, land = l, player = who));
            continue;
        }
        let mut p = pool(world, player);
        p.add(std::slice::from_ref(&kind));
        set_pool(world, player, p);
        let (mana, now) = (Arg::text(words_of(std::slice::from_ref(&kind))), Arg::text(p.words()));
        let text = says!("log-aura-adds-mana", aura = source, land = l, player = who, mana = mana, pool = now);
        log(world, "605.4a", text);
    }
}

/// The untapped lands `player` controls that can be tapped for `mana` (one kind) now.
pub fn lands_tapping_for(world: &mut World, player: Entity, mana: &[ManaSymbol]) -> Vec<Entity> {
    let mut q = world.query::<(Entity, &Controller, &InZone)>();
    let mine: Vec<Entity> =
        q.iter(world).filter(|(_, c, z)| c.0 == player && z.zone == Zone::Battlefield).map(|(e, ..)| e).collect();
    let words = words_of(mana);
    mine.into_iter()
        .filter(|e| chars(world, *e).has_type(CardType::Land))
        .filter(|e| mana_options(world, *e).iter().any(|o| o == mana))
        .filter(|e| can_tap_for_mana(world, *e, Some(&words)).is_ok())
        .collect()
}

/// 605.3a, 106.1: a player taps each untapped land they control that can add `mana` (one kind,
/// `"{G}"`) for it, each its own mana ability; refused where none can.
pub fn tap_lands_for(world: &mut World, player: Entity, mana: &str) -> Result<(), Refusal> {
    let want = parse_mana(mana).map_err(|e| Refusal::new("106.1", e))?;
    let lands = lands_tapping_for(world, player, &want);
    if lands.is_empty() {
        let (who, mana) = (refer(world, player), Arg::text(words_of(&want)));
        return Err(Refusal::new("605.1a", says!("log-no-land-taps-for", player = who, mana = mana)));
    }
    let words = words_of(&want);
    for e in lands {
        tap_for_mana(world, e, Some(&words));
    }
    Ok(())
}

/// 500.5: unspent mana empties from every pool as a step or phase ends.
pub fn empty_pools(world: &mut World) {
    let players = world.resource::<Players>().0.clone();
    for p in players {
        let pool = pool(world, p);
        if !pool.is_empty() {
            let text = says!("log-mana-empties", player = refer(world, p), pool = Arg::text(pool.words()));
            log(world, "500.5", text);
            set_pool(world, p, ManaPool::default());
        }
    }
}

mod auto;
mod payment;
pub use auto::{can_pay, pay_cost, pay_from_pool};
pub use payment::*;

#[cfg(test)]
mod tests {
    use super::*;

    fn cost(s: &str) -> Vec<ManaSymbol> {
        ManaCost::parse(s).unwrap().symbols
    }

    #[test]
    fn mana_abilities_are_read_from_their_text() {
        use crate::cards::abilities::ManaAbility;
        assert_eq!(ManaAbility::parse("{T}: Add {G}.").unwrap().options, vec![cost("{G}")]);
        assert_eq!(ManaAbility::parse("{T}: Add {R} or {G}.").unwrap().options.len(), 2);
        assert_eq!(ManaAbility::parse("{T}: Add {W}, {U}, or {B}.").unwrap().options.len(), 3);
        assert_eq!(ManaAbility::parse("{T}: Add {C}{C}.").unwrap().options, vec![cost("{C}{C}")]);
        assert_eq!(ManaAbility::parse("{T}: Add one mana of any color.").unwrap().options.len(), 5);
        // Gilded Lotus: three of one colour, each colour a choice.
        let lotus = ManaAbility::parse("{T}: Add three mana of any one color.").unwrap().options;
        assert_eq!((lotus.len(), lotus[3].clone()), (5, cost("{R}{R}{R}")));
        let pain = ManaAbility::parse("{T}: Add {R} or {W}. Battlefield Forge deals 1 damage to you.").unwrap();
        assert_eq!(pain.options.len(), 2);
        assert!(!pain.more, "a painland's damage is the rules'");
        assert_eq!(pain.then, vec![crate::cards::abilities::ManaThen::DamageToYou(1)]);
        // A mana cost besides tapping is read (`ManaWay`); a cost of another kind isn't.
        assert!(ManaAbility::parse("{1}, {T}: Add {G}.").is_some_and(|m| !m.free()));
        assert!(ManaAbility::parse("{T}, Pay 1 life: Add {G}.").is_some_and(|m| m.life == 1 && !m.free()));
        assert!(ManaAbility::parse("{T}, Pay X life: Add {G}.").is_none());
        assert!(ManaAbility::parse("{T}: Add {X}.").is_none());
    }
}
