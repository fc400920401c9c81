//! The abilities on the stack as a viewer sees them: the stack is public (405.1), so every
//! viewer reads each ability's text, controller and kind; its source is named only where the
//! viewer may know that object, and by the viewer's own id for it.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::Viewer;
use super::ids::id_for;
use crate::i18n::Lang;
use crate::rules::action::{AbilityKind, Zone};
use crate::rules::object::{Controller, InZone, StackedAbility};
use crate::rules::query::player_name;
use crate::rules::sight::Seen;

/// One ability on the stack.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct AbilityView {
    /// The viewer's id for it.
    pub id: String,
    /// How deep it is: 0 on top of the stack, spells counted too.
    pub depth: usize,
    /// Activated, triggered or delayed.
    pub kind: AbilityKind,
    /// Its source's name, where the viewer may know it ("" where not).
    pub source: String,
    /// The viewer's id for its source, where they see it.
    pub source_id: Option<String>,
    /// Who controls it.
    pub controller: String,
    /// What it says ("" for one put on the stack by hand without words).
    pub text: String,
    /// The table carries out what it does when it resolves; else the players do.
    pub automatic: bool,
    /// What it targets (601.2c, 603.3d): players by name, objects by their names where the
    /// viewer may know them ("" where not).
    #[serde(default)]
    pub targets: Vec<String>,
}

/// The abilities on the stack, top first; `seen` says what the viewer sees of an object.
pub fn abilities(world: &mut World, viewer: Viewer, seen: &dyn Fn(Entity) -> Seen) -> Vec<AbilityView> {
    let mut q = world.query::<(Entity, &InZone)>();
    let mut on: Vec<(i64, Entity)> =
        q.iter(world).filter(|(_, z)| z.zone == Zone::Stack).map(|(e, z)| (z.order, e)).collect();
    on.sort();
    let world = &*world;
    on.iter()
        .enumerate()
        .filter_map(|(depth, (_, e))| {
            let a = world.get::<StackedAbility>(*e)?;
            let known = knows(world, a.source, seen);
            let controller = world.get::<Controller>(*e).or_else(|| world.get::<Controller>(a.source));
            Some(AbilityView {
                id: id_for(world, viewer, *e),
                depth,
                kind: a.kind,
                source: source_name(world, a.source, seen),
                source_id: known.then(|| id_for(world, viewer, a.source)),
                controller: controller.map(|c| player_name(world, c.0)).unwrap_or_default(),
                text: a.text.clone().unwrap_or_default(),
                automatic: a.automatic(),
                targets: target_names(world, *e, seen),
            })
        })
        .collect()
}

/// A player choosing the order of their triggered abilities (603.3b), as every viewer sees it:
/// the abilities are numbered as `OrderTriggers` numbers them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct OrderingView {
    /// Who chooses.
    pub player: String,
    /// Each ability: its source's name where the viewer may know it ("" where not), its text.
    pub abilities: Vec<(String, String)>,
}

/// The order being chosen, if a player is choosing one.
pub fn ordering(world: &World, seen: &dyn Fn(Entity) -> Seen) -> Option<OrderingView> {
    let o = world.get_resource::<crate::rules::triggers::Triggers>()?.ordering.as_ref()?;
    Some(OrderingView {
        player: player_name(world, o.player),
        abilities: o.abilities.iter().map(|p| (source_name(world, p.source, seen), p.text.clone())).collect(),
    })
}

/// A triggered ability whose controller chooses its targets (603.3d), as every viewer sees it:
/// what each target may be, by the viewer's ids (players by name), from the kernel's list.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TargetingView {
    /// Who chooses.
    pub player: String,
    /// The viewer's id for the ability, as `ChooseTargets` names it.
    pub ability: String,
    /// Its source's name where the viewer may know it ("" where not).
    pub source: String,
    /// What it says.
    pub text: String,
    /// For each target it names, in order, what may be chosen.
    pub targets: Vec<Vec<String>>,
    /// For each target, whether it may be left unchosen ("up to", 601.2c).
    #[serde(default)]
    pub optional: Vec<bool>,
    /// A spell's copy whose new targets are chosen (707.10c), not a triggered ability.
    #[serde(default)]
    pub copy: bool,
    /// A modal triggered ability's modes, while its mode is chosen (603.3c, `ChooseMode`), in
    /// printed order; its targets are offered once it has one.
    #[serde(default)]
    pub modes: Vec<ModeView>,
}

/// One mode of a modal triggered ability whose mode is being chosen.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ModeView {
    /// What it says.
    pub text: String,
    /// Whether it may be chosen: it could have the targets it needs (700.2b).
    pub legal: bool,
}

/// An optional ability about to resolve whose controller chooses whether to do it (603.5), as
/// every viewer sees it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DecidingView {
    /// Who chooses.
    pub player: String,
    /// The viewer's id for the ability, as `ChooseMay` names it.
    pub ability: String,
    /// Its source's name where the viewer may know it ("" where not).
    pub source: String,
    /// What it says.
    pub text: String,
    /// Where doing it is sacrificing a permanent (603.12): the viewer's ids of what may be.
    #[serde(default)]
    pub sacrifice: Option<Vec<String>>,
}

/// The optional ability waiting for its controller's choice, if one is.
pub fn deciding(world: &World, viewer: Viewer, seen: &dyn Fn(Entity) -> Seen) -> Option<DecidingView> {
    let (ab, _) = world.get_resource::<crate::rules::triggers::Triggers>()?.deciding?;
    let a = world.get::<StackedAbility>(ab)?;
    Some(DecidingView {
        player: player_name(world, world.get::<Controller>(ab)?.0),
        ability: id_for(world, viewer, ab),
        source: source_name(world, a.source, seen),
        text: a.text.clone().unwrap_or_default(),
        sacrifice: crate::rules::triggers::stacking::sacrifice_candidates(world, ab)
            .map(|may| may.into_iter().map(|e| id_for(world, viewer, e)).collect()),
    })
}

/// A card a resolving effect lets a player cast now (608.2g), as the viewer may know it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CastingView {
    /// Who may cast it.
    pub player: String,
    /// The viewer's id for the card, as `Cast` names it ("" where they don't see it).
    pub card: String,
    /// The name of the face it would be cast with ("" where the viewer doesn't see it).
    pub name: String,
    /// Cast transformed (712.11a).
    pub transformed: bool,
    /// Without paying its mana cost.
    pub free: bool,
}

/// The cast a resolving effect offers, if one waits for its player's choice.
pub fn casting(
    world: &World,
    seen: &dyn Fn(Entity) -> Seen,
    id_of: &dyn Fn(Entity) -> Option<String>,
) -> Option<CastingView> {
    let o = crate::rules::ops::offer::pending(world)?;
    let visible = !matches!(seen(o.card), Seen::Hidden);
    let card = id_of(o.card).filter(|_| visible).unwrap_or_default();
    let name = match visible {
        true => crate::rules::query::printed(world, o.card)
            .and_then(|d| d.faces.get(o.face.index()).map(|f| f.name.to_string()))
            .unwrap_or_default(),
        false => String::new(),
    };
    Some(CastingView {
        player: player_name(world, o.player),
        card,
        name,
        transformed: o.face == crate::rules::action::Side::Back,
        free: o.free,
    })
}

/// A library searched for an effect (701.23a), as the viewer may know it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchingView {
    /// Who searches.
    pub player: String,
    /// The words of the effect.
    pub text: String,
    /// The cards of their library that fit, by the viewer's id, with their names: only the
    /// searching player sees them.
    pub cards: Vec<(String, String)>,
    /// Whether finding nothing is allowed though some fit (701.23b: a stated quality, or
    /// "may").
    pub may_find_nothing: bool,
    /// How many different cards may be found at most ("up to two", 1 for "a card").
    #[serde(default = "one")]
    pub most: u32,
    /// A look at the top cards of the library rather than a search of it (701.20e): how many
    /// cards (0: a search).
    #[serde(default)]
    pub top: u32,
    /// How many must be taken ("Put two of them into your hand"); 0: any number up to `most`.
    #[serde(default)]
    pub exactly: u32,
}

fn one() -> u32 {
    1
}

/// The search a player is making for an effect, if one is.
pub fn searching(
    world: &World,
    seen: &dyn Fn(Entity) -> Seen,
    id_of: &dyn Fn(Entity) -> Option<String>,
) -> Option<SearchingView> {
    let o = crate::rules::ops::search::pending(world)?;
    let cards = crate::rules::ops::search::candidates(world)
        .into_iter()
        .filter(|e| seen(*e) == Seen::Identity)
        .filter_map(|e| Some((id_of(e)?, crate::rules::query::chars(world, e).name.to_string())))
        .collect();
    let may_find_nothing = crate::rules::ops::search::may_find_nothing(&o.search);
    let most = o.search.most;
    let top = match o.search.among {
        crate::cards::effects::Among::Top { n, .. } => n,
        crate::cards::effects::Among::Library | crate::cards::effects::Among::LibraryAndGraveyard => 0,
    };
    let exactly = crate::rules::ops::search::exactly(world).unwrap_or(0);
    let player = player_name(world, o.player);
    Some(SearchingView { player, text: o.text.clone(), cards, may_find_nothing, most, top, exactly })
}

/// A scry made for an effect (701.22a), as the viewer may know it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScryingView {
    /// Who scries.
    pub player: String,
    /// How many cards.
    pub n: u32,
    /// The cards, top first, by the viewer's id, with their names: only the scrying player sees
    /// them.
    pub cards: Vec<(String, String)>,
    /// A surveil (701.25a): the cards not kept on top go into the graveyard.
    #[serde(default)]
    pub surveil: bool,
    /// An exploration's choice (701.44a, with `surveil`): the revealed card into the graveyard
    /// or left on top.
    #[serde(default)]
    pub explore: bool,
    /// The cards all go back on top, in the order the player chooses (401.4).
    #[serde(default)]
    pub arrange: bool,
    /// With `arrange`: the player may shuffle their library instead (`Action::Shuffle`).
    #[serde(default)]
    pub may_shuffle: bool,
}

/// The scry a player is making for an effect, if one is.
pub fn scrying(
    world: &World,
    seen: &dyn Fn(Entity) -> Seen,
    id_of: &dyn Fn(Entity) -> Option<String>,
) -> Option<ScryingView> {
    let o = crate::rules::ops::scrying::pending(world)?;
    let cards = crate::rules::ops::scrying::cards(world)
        .into_iter()
        .filter(|e| seen(*e) == Seen::Identity)
        .filter_map(|e| Some((id_of(e)?, crate::rules::query::chars(world, e).name.to_string())))
        .collect();
    let crate::rules::ops::scrying::Look { surveil, explore, arrange, may_shuffle } = o.look;
    Some(ScryingView { player: player_name(world, o.player), n: o.n, cards, surveil, explore, arrange, may_shuffle })
}

/// Cards an effect has a player choose from a hand (701.9b), or permanents they control to
/// sacrifice (701.21a), as the viewer may know it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandChoiceView {
    /// Who chooses.
    pub player: String,
    /// Whose hand.
    pub owner: String,
    /// How many cards.
    pub n: u32,
    /// Whether they go on top of the library (the first named on top) rather than being
    /// discarded.
    pub to_library: bool,
    /// Whether they are permanents the player controls, to sacrifice (701.21a), rather than
    /// cards of a hand.
    #[serde(default)]
    pub sacrifice: bool,
    /// Whether they are put onto the battlefield.
    #[serde(default)]
    pub to_battlefield: bool,
    /// Whether they are permanents the player controls, returned to their owner's hand.
    #[serde(default)]
    pub to_hand: bool,
    /// Whether fewer than `n`, or none, may be chosen ("You may put ...").
    #[serde(default)]
    pub up_to: bool,
    /// The +1/+1 counters the creature chosen gets (bolster, 701.39a); 0 for any other choice.
    #[serde(default)]
    pub bolster: u32,
    /// Whether it is a card of their graveyard to dredge instead of drawing (702.52a), or none.
    #[serde(default)]
    pub dredge: bool,
    /// Whether they are cards of their graveyard to exile (406.2).
    #[serde(default)]
    pub from_graveyard: bool,
    /// What is sacrificed where none is returned ("sacrifice it unless you return ...", 118.12),
    /// by name.
    #[serde(default)]
    pub or_sacrifice: Option<String>,
    /// The permanent spell that enters as a copy of the permanent chosen, or as itself with
    /// none chosen (707.5), by name.
    #[serde(default)]
    pub copied_by: Option<String>,
    /// Whether it is proliferate's choice (701.34a): permanents and players with counters.
    #[serde(default)]
    pub proliferate: bool,
    /// Whether they are tapped lands to untap (701.26b), anyone's.
    #[serde(default)]
    pub untap: bool,
    /// The permanent spell that enters the battlefield if a card is discarded, or else goes to
    /// the graveyard (614.1a, Mox Diamond), by name.
    #[serde(default)]
    pub to_enter: Option<String>,
    /// The life paid for each card of the `n` asked for that isn't put back on top of the
    /// library (Sylvan Library, 119.4); 0 for any other choice.
    #[serde(default)]
    pub pay_life: u32,
    /// Whether they are permanents the player keeps, one of each type, the rest sacrificed
    /// (Cataclysm, 701.21a).
    #[serde(default)]
    pub keep: bool,
    /// Whether it is a card of their graveyard returned to their hand, or none.
    #[serde(default)]
    pub graveyard_to_hand: bool,
    /// The cards that may be chosen, by the viewer's id, with their names: only those the
    /// viewer sees (the chooser's own hand, a hand revealed to every player).
    pub cards: Vec<(String, String)>,
}

/// The choice of cards from a hand a player is making for an effect, if one is.
pub fn hand_choice(
    world: &World,
    seen: &dyn Fn(Entity) -> Seen,
    id_of: &dyn Fn(Entity) -> Option<String>,
) -> Option<HandChoiceView> {
    use crate::rules::ops::hand_choice::{HandTo, candidates, pending};
    let o = pending(world)?;
    // A player (proliferate, 701.34a) by name, which every viewer knows.
    let player = |e: Entity| world.get::<crate::rules::object::Player>(e).map(|p| (p.name.clone(), p.name.clone()));
    let cards = candidates(world)
        .into_iter()
        .filter_map(|e| match player(e) {
            Some(named) => Some(named),
            None if seen(e) == Seen::Identity => {
                Some((id_of(e)?, crate::rules::query::chars(world, e).name.to_string()))
            }
            None => None,
        })
        .collect();
    Some(HandChoiceView {
        player: player_name(world, o.pick.chooser),
        owner: player_name(world, o.pick.owner),
        n: o.pick.n,
        to_library: matches!(o.pick.to, HandTo::LibraryTop | HandTo::PutBackUnlessPaid(_)),
        sacrifice: o.pick.to == HandTo::Sacrifice,
        to_battlefield: matches!(o.pick.to, HandTo::Battlefield | HandTo::OpeningBattlefield),
        to_hand: matches!(o.pick.to, HandTo::Return | HandTo::ReturnOrSacrifice(_)),
        up_to: o.pick.up_to(),
        bolster: match o.pick.to {
            HandTo::Bolster(n) => n,
            _ => 0,
        },
        dredge: matches!(o.pick.to, HandTo::Dredge(_)),
        from_graveyard: o.pick.to == HandTo::ExileFromGraveyard,
        or_sacrifice: match o.pick.to {
            HandTo::ReturnOrSacrifice(this) => Some(crate::rules::query::name_of(world, this)),
            _ => None,
        },
        proliferate: o.pick.to == HandTo::Proliferate,
        untap: o.pick.to == HandTo::Untap,
        keep: o.pick.to == HandTo::KeepOneOfEach,
        graveyard_to_hand: o.pick.to == HandTo::GraveyardToHand,
        pay_life: match o.pick.to {
            HandTo::PutBackUnlessPaid(life) => life,
            _ => 0,
        },
        to_enter: match o.pick.to {
            HandTo::DiscardToEnter(spell) => Some(crate::rules::query::name_of(world, spell)),
            _ => None,
        },
        copied_by: match o.pick.to {
            HandTo::CopiedBy(spell) => Some(crate::rules::query::name_of(world, spell)),
            _ => None,
        },
        cards,
    })
}

/// Permanents an effect has a player separate into two piles, and another choose one of (700.3):
/// public, as the permanents are.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PilesView {
    /// Who separates them.
    pub separator: String,
    /// Whose they are, who chooses a pile.
    pub chooser: String,
    /// The permanents, by the viewer's id, with their names ("" where the viewer may not know
    /// it: a face-down permanent).
    pub cards: Vec<(String, String)>,
    /// The first pile once separated (the second is the rest): the chooser's turn to choose.
    #[serde(default)]
    pub first: Option<Vec<String>>,
}

impl PilesView {
    /// The text client's line: who separates or chooses, the permanents by name and id.
    pub fn line(&self, lang: crate::i18n::Lang) -> String {
        let cards: Vec<String> =
            self.cards.iter().map(|(id, name)| format!("{name} [{id}]").trim().to_string()).collect();
        let (id, who) = match self.first {
            None => ("cli-table-separating", &self.separator),
            Some(_) => ("cli-table-choosing-pile", &self.chooser),
        };
        let first = self.first.clone().unwrap_or_default().join(", ");
        lang.t(id, &[("player", who.as_str()), ("cards", &cards.join(", ")), ("first", &first)])
    }
}

/// The separation into piles under way, if one is.
pub fn piles(
    world: &World,
    seen: &dyn Fn(Entity) -> Seen,
    id_of: &dyn Fn(Entity) -> Option<String>,
) -> Option<PilesView> {
    let ask = crate::rules::ops::piles::pending(world)?;
    // A face-down permanent is separated too, named only to whoever may know it (708.5).
    let named = |e: &Entity| Some((id_of(*e)?, source_name(world, *e, seen)));
    Some(PilesView {
        separator: player_name(world, ask.separator),
        chooser: player_name(world, ask.chooser),
        cards: ask.objects.iter().filter_map(named).collect(),
        first: ask.first.as_ref().map(|f| f.iter().filter_map(|e| id_of(*e)).collect()),
    })
}

/// A payment an effect offers a player to stop a step ("unless its controller pays {3}",
/// 118.12a): public, as the spell's text is.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PayingView {
    /// Who may pay.
    pub player: String,
    /// The mana ("{3}").
    pub cost: String,
    /// The effect's words.
    pub text: String,
    /// What paying buys ("you may pay {1}. If you do, draw a card."), rather than what not
    /// paying lets happen.
    #[serde(default)]
    pub if_paid: bool,
}

/// A colour an effect asks a player to choose (105.1).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColorChoiceView {
    /// Who chooses.
    pub player: String,
    /// The words of the effect.
    pub text: String,
    /// A card name rather than a colour (201.4): `Some(nonland)`.
    #[serde(default)]
    pub card_name: Option<bool>,
}

/// The colour (or card name) choice a player is making, if one is.
pub fn choosing_color(world: &World) -> Option<ColorChoiceView> {
    let c = crate::rules::ops::color_choice::pending(world)?;
    Some(ColorChoiceView { player: player_name(world, c.player), text: c.text.clone(), card_name: c.card_name })
}

/// The payment a player is deciding, if one is.
pub fn paying(world: &World) -> Option<PayingView> {
    let o = crate::rules::ops::unless::pending(world)?;
    Some(PayingView {
        player: player_name(world, o.ask.payer),
        cost: o.ask.words(),
        text: o.ask.text.clone(),
        if_paid: !o.ask.if_paid.is_empty(),
    })
}

/// The first ability waiting for its targets, if one is.
pub fn targeting(
    world: &World,
    viewer: Viewer,
    seen: &dyn Fn(Entity) -> Seen,
    id_of: &dyn Fn(Entity) -> Option<String>,
) -> Option<TargetingView> {
    let ab = *world.get_resource::<crate::rules::triggers::Triggers>()?.choosing.first()?;
    let controller = world.get::<Controller>(ab)?.0;
    // A spell's copy whose new targets are chosen (707.10c): the spell's own words.
    let (source, text) = match world.get::<StackedAbility>(ab) {
        Some(a) => (source_name(world, a.source, seen), a.text.clone().unwrap_or_default()),
        None => {
            let c = crate::rules::query::chars(world, ab);
            (source_name(world, ab, seen), c.abilities.iter().map(|l| l.text.as_str()).collect::<Vec<_>>().join("\n"))
        }
    };
    let slots = crate::rules::triggers::stacking::kinds_of(world, ab);
    let options = crate::rules::ops::spells::candidates(world, &slots.kinds, controller, ab);
    let modes = match world.get::<StackedAbility>(ab).and_then(|a| a.modes.as_ref()) {
        Some(m) => {
            let legal = crate::rules::triggers::stacking::legal_modes(world, ab, controller, m);
            let mode =
                |(i, text): (usize, &String)| ModeView { text: text.clone(), legal: legal.contains(&(i as u32)) };
            m.words.iter().enumerate().map(mode).collect()
        }
        None => Vec::new(),
    };
    Some(TargetingView {
        player: player_name(world, controller),
        ability: id_for(world, viewer, ab),
        source,
        text,
        targets: super::casts::target_ids(world, &options, id_of),
        optional: slots.optional,
        copy: world.get::<StackedAbility>(ab).is_none(),
        modes,
    })
}

/// What a spell or ability on the stack targets, as the viewer may name it.
fn target_names(world: &World, e: Entity, seen: &dyn Fn(Entity) -> Seen) -> Vec<String> {
    let Some(t) = world.get::<crate::rules::object::Targets>(e) else { return Vec::new() };
    t.0.iter()
        .map(|x| match world.get::<crate::rules::Player>(x.entity) {
            Some(p) => p.name.clone(),
            None => source_name(world, x.entity, seen),
        })
        .collect()
}

/// Whether the viewer may know the object an ability came from.
fn knows(world: &World, e: Entity, seen: &dyn Fn(Entity) -> Seen) -> bool {
    world.get_entity(e).is_ok() && seen(e) == Seen::Identity
}

/// An ability's source's name where the viewer may know it, else "".
fn source_name(world: &World, e: Entity, seen: &dyn Fn(Entity) -> Seen) -> String {
    if knows(world, e, seen) { crate::rules::query::name_of(world, e) } else { String::new() }
}

/// A source's name as a line says it: "a card" where the viewer may not know it.
pub fn source_words(lang: Lang, source: &str) -> String {
    if source.is_empty() { lang.tr("log-a-card") } else { source.to_string() }
}

/// The abilities on the stack and an order being chosen, as the table printed as text says
/// them.
pub fn write_lines(
    lang: Lang,
    f: &mut impl std::fmt::Write,
    abilities: &[AbilityView],
    ordering: Option<&OrderingView>,
    targeting: Option<&TargetingView>,
    deciding: Option<&DecidingView>,
) -> std::fmt::Result {
    let width = super::words::zone_width(lang);
    for a in abilities {
        let source = source_words(lang, &a.source);
        let args = [("source", source.as_str()), ("controller", a.controller.as_str()), ("text", a.text.as_str())];
        write!(f, "{:<width$} {}", super::words::zone_name(lang, Zone::Stack), lang.t("cli-table-ability", &args))?;
        if !a.targets.is_empty() {
            let names: Vec<String> = a.targets.iter().map(|n| source_words(lang, n)).collect();
            write!(f, " {}", lang.t("cli-table-ability-targets", &[("targets", &names.join(", "))]))?;
        }
        writeln!(f)?;
    }
    if let Some(o) = ordering {
        writeln!(f, "{}", lang.t("cli-table-ordering", &[("player", &o.player)]))?;
        for (i, (source, text)) in o.abilities.iter().enumerate() {
            writeln!(f, "  {}. {}: \"{text}\"", i + 1, source_words(lang, source))?;
        }
    }
    if let Some(c) = targeting {
        let source = source_words(lang, &c.source);
        let args = [("player", c.player.as_str()), ("source", source.as_str()), ("text", c.text.as_str())];
        let id = match (c.copy, c.modes.is_empty()) {
            (true, _) => "cli-table-copy-targeting",
            (false, true) => "cli-table-targeting",
            (false, false) => "cli-table-choosing-mode",
        };
        writeln!(f, "{}", lang.t(id, &args))?;
        // 603.3c: `mode N`, one it may choose (700.2b).
        for (i, m) in c.modes.iter().enumerate() {
            let legal = if m.legal { String::new() } else { format!(" {}", lang.t("cli-table-mode-illegal", &[])) };
            writeln!(f, "  {}. {}{legal}", i + 1, m.text)?;
        }
        for (i, slot) in super::casts::slot_words(lang, &c.targets, &c.optional, ", ").iter().enumerate() {
            writeln!(f, "  {}. {slot}", i + 1)?;
        }
    }
    if let Some(d) = deciding {
        let source = source_words(lang, &d.source);
        let args = [("player", d.player.as_str()), ("source", source.as_str()), ("text", d.text.as_str())];
        writeln!(f, "{}", lang.t("cli-table-deciding", &args))?;
        // 603.12: `yes ID` sacrifices one of these.
        if let Some(may) = &d.sacrifice {
            writeln!(f, "  {}", lang.t("cli-table-deciding-sacrifice", &[("ids", may.join(", ").as_str())]))?;
        }
    }
    Ok(())
}

/// 603.3d, 601.2c: what a left click on a card means while a triggered ability of one target
/// waits for its controller's choice (`targeting`): choosing that card, where it is one of the
/// targets the rules allow. A choice of several targets is made in the dialog.
pub fn target_click(view: &super::TableView, clicked: &super::ObjectView) -> Option<crate::rules::Action> {
    let c = view.targeting.as_ref()?;
    let [slot] = c.targets.as_slice() else { return None };
    slot.contains(&clicked.id).then(|| crate::rules::Action::ChooseTargets {
        player: c.player.as_str().into(),
        ability: c.ability.as_str().into(),
        targets: vec![crate::rules::Target::Object(clicked.id.as_str().into())],
    })
}

/// [`target_click`] for a player: a click on their panel chooses them, where they are one of
/// the targets the rules allow.
pub fn player_target_click(view: &super::TableView, player: &str) -> Option<crate::rules::Action> {
    let c = view.targeting.as_ref()?;
    let [slot] = c.targets.as_slice() else { return None };
    slot.iter().any(|t| t == player).then(|| crate::rules::Action::ChooseTargets {
        player: c.player.as_str().into(),
        ability: c.ability.as_str().into(),
        targets: vec![crate::rules::Target::Player(player.into())],
    })
}

/// The cards that may be chosen as a waiting triggered ability's targets now (any of its
/// targets), by the viewer's ids: the window lights them and dims the rest.
pub fn targetable(view: &super::TableView) -> Vec<&str> {
    let Some(c) = view.targeting.as_ref() else { return Vec::new() };
    c.targets.iter().flatten().map(String::as_str).filter(|id| view.objects.iter().any(|o| o.id == *id)).collect()
}
