//! The ways a card in a hand, graveyard or exile may be cast, for a viewer: each face or half
//! its card prints, and where the rules carry out its text the targets the kernel allows now
//! (`rules::ops::spells::target_choices`), by the viewer's ids.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::i18n::Lang;
use crate::rules::action::{Action, Side};

/// Which of a card's ways of being cast a [`CastChoice`] is, for the words that name it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum CastWay {
    /// Its face as printed.
    #[default]
    Face,
    /// One half of a split card (709.3).
    Half,
    /// An adventurer's Adventure (715.3).
    Adventure,
    /// An Omen (720.3).
    Omen,
    /// A modal double-faced card's back face (712.11b).
    BackFace,
    /// A transforming card's back face, with disturb (702.146a, 712.11a).
    Disturb,
    /// Both halves of a split card with fuse (702.102a).
    Fused,
    /// For its prototype (718.3).
    Prototyped,
    /// From a graveyard, for its flashback cost (702.34a).
    Flashback,
    /// From a graveyard, discarding a land card (702.81a).
    Retrace,
    /// From a graveyard, discarding a card (702.133a).
    JumpStart,
    /// For an alternative cost its keyword gives (118.9: evoke, dash, surge).
    Alternative(crate::cards::costs::Alternative),
}

/// A way to cast a card, as [`crate::rules::Action::Cast`] takes it, with what names it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CastChoice {
    /// The face or half named ("Fire", "Stomp"), and for a modal spell the modes chosen, in
    /// the card's words ("Name — 2: [its words]"); [`CastChoice::said`] puts it in words.
    pub label: String,
    /// Which way of casting it is.
    #[serde(default)]
    pub way: CastWay,
    /// The face or half cast.
    pub face: Side,
    /// Both halves of a split card with fuse (702.102a).
    pub fused: bool,
    /// For its prototype (718.3).
    pub prototyped: bool,
    /// Where the rules carry out its text (an assisted table, `ops::spells`): for each target it
    /// names, in order, what the viewer may choose, by the viewer's ids or players' names.
    #[serde(default)]
    pub targets: Vec<Vec<String>>,
    /// For each target, whether it may be left unchosen ("up to two target creatures", 601.2c).
    #[serde(default)]
    pub optional: Vec<bool>,
    /// A modal spell's modes chosen this way (700.2, 601.2b), from 0 in printed order.
    #[serde(default)]
    pub modes: Vec<u32>,
    /// The damage its caster divides among its targets as they cast it (601.2d); 0: none.
    #[serde(default)]
    pub divide: u32,
    /// The ways its caster's pool pays it now, where there is more than one (601.2h, 107.4e–f):
    /// which hybrid half, a Phyrexian symbol's colour or life, which mana pays the generic part.
    #[serde(default)]
    pub payments: Vec<crate::rules::action::Payment>,
    /// With its kicker cost paid (702.33a).
    #[serde(default)]
    pub kicked: bool,
    /// With its buyback cost paid (702.27a).
    #[serde(default)]
    pub buyback: bool,
    /// For an alternative cost rather than its mana cost (118.9).
    #[serde(default)]
    pub alternative: Option<crate::cards::costs::Alternative>,
    /// What its additional cost takes this way (601.2b): the permanent sacrificed or the card
    /// discarded, by the viewer's id and its name.
    #[serde(default)]
    pub additional: Vec<(String, String)>,
    /// Convoke, improvise or delve (601.2h): how `helpers` pay part of its mana cost.
    #[serde(default)]
    pub helped: Option<crate::cards::costs::Helper>,
    /// The objects that pay part of its mana cost this way, chosen by the rules (the most that
    /// pay for something, `ops::stack::helpers::chosen_helpers`), by the viewer's id and name.
    #[serde(default)]
    pub helpers: Vec<(String, String)>,
}

impl CastChoice {
    /// How the menus and the text client name it, in the language in force: "Fire (709.3)",
    /// "Adventure: Stomp (715.3)", "Prototyped (718.3)".
    pub fn said(&self, lang: Lang) -> String {
        let said = self.way_said(lang);
        match self.helped.filter(|_| !self.helpers.is_empty()) {
            Some(how) => {
                let names: Vec<&str> = self.helpers.iter().map(|(_, n)| n.as_str()).collect();
                let how = format!("{how:?}");
                lang.t("casts-helped", &[("name", &said), ("how", &how), ("helpers", &names.join(", "))])
            }
            None => said,
        }
    }

    /// How the rules cast it this way, as far as the choice says (its face, fused, prototyped,
    /// kicked, as many targets as it names), for what it costs.
    fn casting(&self) -> crate::rules::ops::stack::Casting {
        crate::rules::ops::stack::Casting {
            face: self.face,
            fused: self.fused,
            prototyped: self.prototyped,
            kicked: self.kicked,
            buyback: self.buyback,
            alternative: self.alternative,
            targets: self.targets.len() as u32,
            ..Default::default()
        }
    }

    /// The way alone, without what helps pay for it.
    fn way_said(&self, lang: Lang) -> String {
        let id = match self.way {
            CastWay::Face => return self.label.clone(),
            CastWay::Half => "casts-half",
            CastWay::Adventure => "casts-adventure",
            CastWay::Omen => "casts-omen",
            CastWay::BackFace => "casts-back-face",
            CastWay::Disturb => "casts-disturb",
            CastWay::Flashback => "casts-flashback",
            CastWay::Retrace => "casts-retrace",
            CastWay::JumpStart => "casts-jump-start",
            CastWay::Alternative(crate::cards::costs::Alternative::Instead) => "casts-instead",
            CastWay::Alternative(a) => {
                let (keyword, rule) = (a.word(), a.rule());
                let args = [("name", self.label.as_str()), ("keyword", keyword.as_str()), ("rule", rule)];
                return lang.t("casts-alternative", &args);
            }
            CastWay::Fused => return lang.t("casts-fused", &[]),
            CastWay::Prototyped => return lang.t("casts-prototyped", &[]),
        };
        lang.t(id, &[("name", &self.label)])
    }

    /// The action that casts `card` this way.
    pub fn action(&self, card: String) -> Action {
        self.action_targeting(card, Vec::new())
    }

    /// The action that casts `card` this way with these targets (601.2c), paid as chosen
    /// (601.2h).
    pub fn action_paying(
        &self,
        card: String,
        targets: Vec<crate::rules::Target>,
        payment: &crate::rules::action::Payment,
    ) -> Action {
        let mut cast = self.action_targeting(card, targets);
        if let Action::Cast { pay, .. } = &mut cast {
            *pay = Some(payment.clone());
        }
        cast
    }

    /// The action that casts `card` this way with these targets (601.2c).
    pub fn action_targeting(&self, card: String, targets: Vec<crate::rules::Target>) -> Action {
        Action::Cast {
            card: card.into(),
            face: (self.face == Side::Back).then_some(Side::Back),
            face_down: None,
            targets,
            fused: self.fused,
            prototyped: self.prototyped,
            x: None,
            modes: (!self.modes.is_empty()).then(|| self.modes.clone()),
            divided: None,
            pay: None,
            kicked: self.kicked,
            buyback: self.buyback,
            alternative: self.alternative,
            additional: (!self.additional.is_empty())
                .then(|| self.additional.iter().map(|(id, _)| id.clone().into()).collect()),
            helpers: (!self.helpers.is_empty()).then(|| self.helpers.iter().map(|(id, _)| id.clone().into()).collect()),
        }
    }
}

/// The ways a card's printed faces let it be cast, each labelled with its rule: one per face
/// or half that can be cast on its own (a transforming card's back face only by an ability
/// such as disturb, 712.11a), fused (702.102a), prototyped (718.3) and for each alternative
/// cost (118.9).
pub fn cast_choices(def: &crate::cards::CardDef) -> Vec<CastChoice> {
    use crate::cards::Layout;
    let choice = |label: String, face: Side, way: CastWay| CastChoice {
        label,
        way,
        face,
        fused: false,
        prototyped: false,
        targets: Vec::new(),
        optional: Vec::new(),
        modes: Vec::new(),
        divide: 0,
        payments: Vec::new(),
        kicked: false,
        buyback: false,
        alternative: None,
        additional: Vec::new(),
        helped: None,
        helpers: Vec::new(),
    };
    let name = |side: Side| def.faces.get(side.index()).map_or("", |f| f.name.as_str());
    let front = name(Side::Front).to_string();
    let mut out = vec![match def.layout {
        Layout::Split => choice(front, Side::Front, CastWay::Half),
        _ => choice(front, Side::Front, CastWay::Face),
    }];
    let second = match def.layout {
        Layout::Split => Some(CastWay::Half),
        Layout::Adventure if def.faces.get(1).is_some_and(|f| f.is_omen()) => Some(CastWay::Omen),
        Layout::Adventure => Some(CastWay::Adventure),
        Layout::ModalDfc => Some(CastWay::BackFace),
        // A transforming card's back face is cast only where the card says so (712.11a):
        // disturb (702.146a), from a graveyard.
        Layout::Transform if def.front().text.as_str().lines().any(|l| l.trim_start().starts_with("Disturb")) => {
            Some(CastWay::Disturb)
        }
        Layout::Transform => None,
        Layout::Normal | Layout::Meld | Layout::Flip => None,
    };
    out.extend(second.map(|way| choice(name(Side::Back).to_string(), Side::Back, way)));
    if def.layout == Layout::Split && def.has_fuse() {
        out.push(CastChoice { fused: true, ..choice(String::new(), Side::Front, CastWay::Fused) });
    }
    if def.has_prototype() {
        out.push(CastChoice { prototyped: true, ..choice(String::new(), Side::Front, CastWay::Prototyped) });
    }
    // 118.9: for each alternative cost its front face's keywords give.
    for line in def.front().text.abilities() {
        let a = match line.ability.spell_cost() {
            Some(&crate::cards::costs::SpellCost::Alternative(a, _)) => a,
            Some(crate::cards::costs::SpellCost::Instead { .. }) => crate::cards::costs::Alternative::Instead,
            _ => continue,
        };
        let way = choice(name(Side::Front).to_string(), Side::Front, CastWay::Alternative(a));
        out.push(CastChoice { alternative: Some(a), ..way });
    }
    optional_cost_choices(def, modal_choices(def, out))
}

/// Each way of casting a face that has kicker (702.33a) or buyback (702.27a), with each of
/// those optional costs paid too: "Name, kicked", "Name, with buyback", and both.
fn optional_cost_choices(def: &crate::cards::CardDef, out: Vec<CastChoice>) -> Vec<CastChoice> {
    use crate::cards::costs::SpellCost;
    let has = |face: Side, kicker: bool| {
        def.faces.get(face.index()).is_some_and(|f| {
            f.text.abilities().iter().any(|l| match l.ability.spell_cost() {
                Some(SpellCost::Kicker(_)) => kicker,
                Some(SpellCost::Buyback(_)) => !kicker,
                _ => false,
            })
        })
    };
    out.into_iter()
        .flat_map(|c| {
            let kicks = [false, true].into_iter().filter(|k| !k || (!c.fused && has(c.face, true)));
            let buys: Vec<bool> =
                [false, true].into_iter().filter(|b| !b || (!c.fused && has(c.face, false))).collect();
            kicks
                .flat_map(|kicked| buys.iter().map(move |&buyback| (kicked, buyback)))
                .map(|(kicked, buyback)| CastChoice { kicked, buyback, ..c.clone() })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// A modal spell's front face cast one way a choice of its modes (700.2): "Name — 2: [its
/// words]", each choice its text allows, where the rules carry out every mode.
fn modal_choices(def: &crate::cards::CardDef, mut out: Vec<CastChoice>) -> Vec<CastChoice> {
    use crate::cards::Ability;
    let lines = def.front().text.abilities();
    let Some((at, m)) = lines.iter().enumerate().find_map(|(i, l)| match &l.ability {
        Ability::Modal(m) if m.typed() => Some((i, m.clone())),
        _ => None,
    }) else {
        return out;
    };
    let words = |mode: u32| lines.get(at + 1 + mode as usize).map_or("", |l| l.text.trim_start_matches("• "));
    let Some(first) = out.iter().position(|c| c.face == Side::Front && !c.fused && !c.prototyped) else { return out };
    let base = out.remove(first);
    let each = m.choices().into_iter().map(|modes| {
        let said: Vec<String> = modes.iter().map(|n| format!("{}: {}", n + 1, words(*n))).collect();
        CastChoice { label: format!("{} — {}", base.label, said.join(" + ")), modes, ..base.clone() }
    });
    out.splice(first..first, each);
    out
}

/// `casts` with, for each, the targets the rules allow `e` (in a hand) now where they carry out its text:
/// players by name, objects by `id_of` (the viewer's ids; what it can't see isn't offered).
pub(super) fn with_targets(
    world: &World,
    e: Entity,
    mut casts: Vec<CastChoice>,
    id_of: &dyn Fn(Entity) -> Option<String>,
) -> Vec<CastChoice> {
    // Cast from a hand, or from a graveyard where its card says so (flashback, retrace,
    // jump-start, aftermath); an exiled card's only where an effect offers it.
    let zone = crate::rules::query::zone_of(world, e);
    let from_graveyard = zone == crate::rules::action::Zone::Graveyard
        && crate::rules::query::printed(world, e).is_some_and(|d| {
            d.casts_from_graveyard() || d.disturb_cost().is_some() || crate::rules::ops::stack::has_aftermath(world, e)
        });
    if zone != crate::rules::action::Zone::Hand && !from_graveyard {
        return casts;
    }
    for c in casts.iter_mut().filter(|c| !c.prototyped) {
        let (choices, optional) =
            crate::rules::ops::spells::target_choices(world, e, c.casting(), &c.modes).unwrap_or_default();
        c.targets = target_ids(world, &choices, id_of);
        c.optional = optional;
        c.divide = crate::rules::ops::spells::damage_to_divide(world, e, c.casting(), &c.modes).unwrap_or(0);
    }
    let Some(owner) = world.get::<crate::rules::object::Owner>(e).map(|o| o.0) else { return casts };
    let mut casts = with_additional(world, e, owner, casts, id_of);
    for c in casts.iter_mut() {
        let cost = crate::rules::ops::stack::spell_cost(world, e, c.casting());
        c.payments = crate::rules::ops::mana::payment_choices(world, owner, &cost, 0);
    }
    with_helpers(world, e, casts, id_of)
}

/// Each way of casting a spell with convoke, improvise or delve (601.2h), once more with the
/// objects the rules choose to pay what they can of it: "tap Llanowar Elves, Grizzly Bears".
fn with_helpers(
    world: &World,
    e: Entity,
    casts: Vec<CastChoice>,
    id_of: &dyn Fn(Entity) -> Option<String>,
) -> Vec<CastChoice> {
    use crate::rules::ops::stack::{helpers, spell_cost};
    let mut out = Vec::new();
    for c in casts {
        let how = c.casting();
        let helped = helpers::helper(world, e, how);
        let chosen = helped.map(|_| helpers::chosen_helpers(world, e, how, &spell_cost(world, e, how)));
        let named: Option<Vec<(String, String)>> = chosen
            .unwrap_or_default()
            .into_iter()
            .map(|x| Some((id_of(x)?, crate::rules::query::chars(world, x).name.to_string())))
            .collect();
        let with = named.filter(|n| !n.is_empty()).map(|helpers| CastChoice {
            helped,
            helpers,
            payments: Vec::new(),
            ..c.clone()
        });
        out.push(c);
        out.extend(with);
    }
    out
}

/// Each way of casting with an additional cost that takes objects (601.2b: "sacrifice a
/// creature", "discard two cards"), once for each set of objects its caster may choose for it
/// (the first [`MOST_COST_CHOICES`] sets, in table order).
fn with_additional(
    world: &World,
    e: Entity,
    caster: Entity,
    casts: Vec<CastChoice>,
    id_of: &dyn Fn(Entity) -> Option<String>,
) -> Vec<CastChoice> {
    use crate::cards::costs::SpellCost;
    use crate::rules::query::chars;
    let mut out = Vec::new();
    for c in casts {
        let how = crate::rules::ops::stack::Casting {
            face: c.face,
            fused: c.fused,
            alternative: c.alternative,
            ..Default::default()
        };
        let costs = crate::rules::ops::stack::spell_costs(world, e, how);
        // From a graveyard with retrace or jump-start, the card it discards (702.81a, 702.133a).
        let by_discard = crate::rules::ops::stack::from_graveyard_by_discard(world, e, how);
        let takes = by_discard.as_ref().or_else(|| {
            costs.iter().find(|k| {
                matches!(
                    k,
                    SpellCost::Sacrifice { .. }
                        | SpellCost::Discard(_)
                        | SpellCost::ExileFromGraveyard(_)
                        | SpellCost::ExileFromHand(_)
                        | SpellCost::ReturnToHand { .. }
                        | SpellCost::TapUntapped(_)
                )
            })
        });
        let Some(takes) = takes else {
            out.push(c);
            continue;
        };
        // At a free table the players may pay it by hand.
        if !crate::rules::query::assisted(world) {
            out.push(c.clone());
        }
        let Some(mut q) = world.try_query::<(Entity, &crate::rules::object::Owner)>() else { continue };
        let mut candidates: Vec<Entity> = q
            .iter(world)
            .map(|(x, _)| x)
            .filter(|x| crate::rules::ops::stack::may_take(world, e, caster, takes, *x))
            .collect();
        candidates.sort_by_key(|x| world.get::<crate::rules::object::ObjectNumber>(*x).copied());
        // "sacrifice two creatures", "discard two cards"; an alternative cost's two parts alike
        // ("sacrifice two Mountains", paid as one Mountain twice).
        let each = |k: &SpellCost| match k {
            SpellCost::Sacrifice { n, .. } | SpellCost::Discard(n) => *n as usize,
            _ => 1,
        };
        let n = costs.iter().filter(|k| *k == takes).map(each).sum::<usize>().max(each(takes));
        let named: Vec<(String, String)> =
            candidates.into_iter().filter_map(|x| Some((id_of(x)?, chars(world, x).name.to_string()))).collect();
        for set in super::choices::ways::subsets(named.len(), n, MOST_COST_CHOICES) {
            let additional = set.into_iter().map(|i| named[i].clone()).collect();
            out.push(CastChoice { additional, ..c.clone() });
        }
    }
    out
}

/// The most ways of paying one spell's additional cost a menu lists.
const MOST_COST_CHOICES: usize = 60;

/// An ability of a card the rules carry out that its controller may activate (602,
/// `rules::ops::activate`), as [`crate::rules::Action::Activate`] takes it, with its words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActivateChoice {
    /// Which ability line of the card, from 0.
    pub ability: u32,
    /// Its words as printed ("{R}: Shivan Dragon gets +1/+0 until end of turn.").
    pub text: String,
    /// For each target it names, in order, what the viewer may choose, by the viewer's ids or
    /// players' names.
    #[serde(default)]
    pub targets: Vec<Vec<String>>,
    /// For each target, whether it may be left unchosen ("up to", 601.2c).
    #[serde(default)]
    pub optional: Vec<bool>,
    /// The ways its controller's pool pays its mana now, where there is more than one (601.2h).
    #[serde(default)]
    pub payments: Vec<crate::rules::action::Payment>,
    /// The object its cost takes in this way of activating it (602.2b: the permanent "Sacrifice
    /// a creature" sacrifices, the card "Discard a card" discards), by the viewer's id, with its
    /// name; an ability whose cost takes one is listed once for each.
    #[serde(default)]
    pub additional: Vec<(String, String)>,
}

impl ActivateChoice {
    /// The action that activates it on `card` with these targets.
    pub fn action(&self, card: String, targets: Vec<crate::rules::Target>) -> Action {
        let additional = self.additional.iter().map(|(id, _)| id.clone().into()).collect::<Vec<_>>();
        let additional = (!additional.is_empty()).then_some(additional);
        Action::Activate { card: card.into(), ability: self.ability, targets, pay: None, additional }
    }

    /// The action that activates it on `card` with these targets, paid as chosen (601.2h).
    pub fn action_paying(
        &self,
        card: String,
        targets: Vec<crate::rules::Target>,
        payment: &crate::rules::action::Payment,
    ) -> Action {
        let mut activate = self.action(card, targets);
        if let Action::Activate { pay, .. } = &mut activate {
            *pay = Some(payment.clone());
        }
        activate
    }
}

/// The abilities of `e` the rules carry out where they can be activated from (the battlefield;
/// a hand for cycling; a graveyard for "Return [this] from your graveyard"), with the targets
/// each allows now.
pub(super) fn activations(world: &World, e: Entity, id_of: &dyn Fn(Entity) -> Option<String>) -> Vec<ActivateChoice> {
    use crate::cards::Ability;
    use crate::rules::action::Zone;
    let zone = crate::rules::query::zone_of(world, e);
    use crate::cards::activated::ActivatedFrom;
    let (who, from) = match zone {
        Zone::Hand => (world.get::<crate::rules::object::Owner>(e).map(|o| o.0), ActivatedFrom::Hand),
        Zone::Graveyard => (world.get::<crate::rules::object::Owner>(e).map(|o| o.0), ActivatedFrom::Graveyard),
        Zone::Battlefield => {
            (world.get::<crate::rules::object::Controller>(e).map(|c| c.0), ActivatedFrom::Battlefield)
        }
        _ => return Vec::new(),
    };
    let Some(who) = who else { return Vec::new() };
    let c = crate::rules::query::chars(world, e);
    let mut out = Vec::new();
    for (i, line) in c.abilities.iter().enumerate() {
        let Ability::Activated(a) = &line.ability else { continue };
        if a.from != from || crate::rules::ops::activate::can_activate_now(world, who, e, i as u32).is_err() {
            continue;
        }
        let kinds = a.effect.slots();
        let slots = crate::rules::ops::spells::candidates(world, &kinds.kinds, who, e);
        let cost = a.cost.mana.as_ref().map_or(&[][..], |m| &m.symbols[..]);
        let choice = ActivateChoice {
            ability: i as u32,
            text: line.text.clone(),
            targets: target_ids(world, &slots, id_of),
            optional: kinds.optional,
            payments: crate::rules::ops::mana::payment_choices(world, who, cost, 0),
            additional: Vec::new(),
        };
        // 602.2b: once for each object its cost may take; at a free table also without one,
        // for the players to pay by hand.
        let takes = crate::rules::ops::activate::cost_candidates(world, e, who, a);
        let takes_some = a.cost.sacrifice.is_some() || a.cost.discard || a.cost.crew.is_some();
        if !takes_some || !crate::rules::query::assisted(world) {
            out.push(choice.clone());
        }
        // 702.122a: once for each set of creatures that crews it.
        if let Some(n) = a.cost.crew {
            for way in crate::rules::ops::activate::crew_ways(world, e, who, n) {
                let named: Option<Vec<(String, String)>> = way
                    .iter()
                    .map(|x| id_of(*x).map(|id| (id, crate::rules::query::chars(world, *x).name.to_string())))
                    .collect();
                if let Some(additional) = named {
                    out.push(ActivateChoice { additional, ..choice.clone() });
                }
            }
        }
        for x in takes {
            let Some(id) = id_of(x) else { continue };
            let name = crate::rules::query::chars(world, x).name.to_string();
            out.push(ActivateChoice { additional: vec![(id, name)], ..choice.clone() });
        }
    }
    out
}

/// For each target, what may be chosen as the viewer names it: players by name, objects by
/// `id_of` (what the viewer can't see isn't offered).
pub(super) fn target_ids(
    world: &World,
    slots: &[Vec<Entity>],
    id_of: &dyn Fn(Entity) -> Option<String>,
) -> Vec<Vec<String>> {
    slots
        .iter()
        .map(|slot| {
            slot.iter()
                .filter_map(|x| match world.get::<crate::rules::Player>(*x) {
                    Some(p) => Some(p.name.clone()),
                    None => id_of(*x),
                })
                .collect()
        })
        .collect()
}

/// Each slot's choices joined by `sep`, as the text client lists them; an "up to" one says it
/// may be left out (601.2c).
pub fn slot_words(lang: Lang, slots: &[Vec<String>], optional: &[bool], sep: &str) -> Vec<String> {
    slots
        .iter()
        .enumerate()
        .map(|(i, slot)| match optional.get(i) {
            Some(true) => lang.t("cli-slot-optional", &[("targets", &slot.join(sep))]),
            _ => slot.join(sep),
        })
        .collect()
}

impl super::Shown {
    /// Whether casting it asks an X (107.3a): {X} in its mana cost, or an additional cost of
    /// "pay X life" (Toxic Deluge).
    pub fn asks_x(&self) -> bool {
        use crate::cards::costs::SpellCost;
        self.mana_cost.contains("{X}") || self.text.lines().any(|l| SpellCost::parse(l) == Some(SpellCost::PayLifeX))
    }
}
