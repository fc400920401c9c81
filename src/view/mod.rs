//! The table as one player may see it: a viewer-filtered model that `inspect`, the overlay and
//! the table read, and that a networked host sends to each seat. Hidden information is a
//! security boundary: a hidden object's name, text and characteristics never enter this model
//! for a viewer who may not see them, and neither does anything that tracks it: a player knows
//! each object by an opaque id of their own ([`view_id`]), new whenever the object comes back
//! from a zone or state hidden from them (`rules::sight`), and a seat's requests name objects
//! by those ids only ([`translate`]).

mod casts;
pub mod choices;
pub mod combat;
pub mod commands;
#[cfg(test)]
mod for_tests;
mod ids;
pub mod log;
pub mod published;
pub mod seat;
pub mod stack;
pub mod words;

mod build;

pub use build::{Derivations, table_view, table_view_sharing, table_view_unexplained};
use build::{player_name, seen};
pub use casts::{ActivateChoice, CastChoice, cast_choices, slot_words};
use ids::id_for;
pub use ids::{Unknown, ViewKey, resolve, translate, view_id};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::cards::{CardType, ColorSet};
use crate::i18n::Lang;
use crate::rules::action::{FaceDownKind, Side, Zone};
use crate::rules::characteristics::{Characteristics, DerivationStep};
use crate::rules::counters::{CounterKind, Counters};
use crate::rules::object::*;
use crate::rules::query::is_transformed;
use crate::rules::sight::{Seen, revealed_tops, seen_by};

/// Who is looking: a player, or everyone at once (omniscient, for tests and judges).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// Sees everything (tests, judges, the headless `inspect` without `--as`).
    Omniscient,
    /// Sees what this player may see.
    Player(Entity),
    /// Sees what is public: no hand, no library, no face-down identity.
    Spectator,
}

impl Viewer {
    /// The entity the kernel's sight bookkeeping knows this viewer by (`rules::sight::SPECTATOR`
    /// for a spectator), or `None` for the omniscient viewer.
    fn sight(self) -> Option<Entity> {
        match self {
            Viewer::Omniscient => None,
            Viewer::Player(p) => Some(p),
            Viewer::Spectator => Some(crate::rules::sight::SPECTATOR),
        }
    }
}

/// What the viewer may know of one object's characteristics.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Shown {
    /// Its name ("" for a face-down permanent).
    pub name: String,
    /// Its mana cost in Oracle notation ("" for none).
    pub mana_cost: String,
    /// Its mana value.
    pub mana_value: u32,
    /// Its colours.
    pub colors: ColorSet,
    /// Its card types, for layout and framing.
    pub types: Vec<CardType>,
    /// Its type line, as printed.
    pub type_line: String,
    /// Its subtypes ("Aura", "Equipment"), for what a drop on a card means.
    #[serde(default)]
    pub subtypes: Vec<String>,
    /// Its rules text, one ability a line.
    pub text: String,
    /// What the table does with each ability line, in order ([`crate::cards::level`]).
    #[serde(default)]
    pub levels: Vec<crate::cards::level::Level>,
    /// Power.
    pub power: Option<i32>,
    /// Toughness.
    pub toughness: Option<i32>,
    /// Loyalty.
    pub loyalty: Option<i32>,
    /// Defense.
    pub defense: Option<i32>,
}

impl Shown {
    /// A land (205.2a): laid out in the lands row and framed as one.
    pub fn is_land(&self) -> bool {
        self.types.contains(&CardType::Land)
    }
    /// A creature.
    pub fn is_creature(&self) -> bool {
        self.types.contains(&CardType::Creature)
    }
    /// An Aura: an enchantment with the Aura subtype (303.4).
    pub fn is_aura(&self) -> bool {
        self.types.contains(&CardType::Enchantment) && self.has_subtype("Aura")
    }
    /// An Equipment (301.5) or a Fortification (301.6): it attaches to a permanent by its own
    /// ability, not as it enters.
    pub fn is_equipment_or_fortification(&self) -> bool {
        self.types.contains(&CardType::Artifact) && (self.has_subtype("Equipment") || self.has_subtype("Fortification"))
    }
    /// An instant or a sorcery: a spell that can't be put onto the battlefield (304.4, 307.4).
    pub fn is_instant_or_sorcery(&self) -> bool {
        self.types.contains(&CardType::Instant) || self.types.contains(&CardType::Sorcery)
    }

    /// Whether it has this subtype ("Goblin"), in any case.
    pub fn has_subtype(&self, subtype: &str) -> bool {
        self.subtypes.iter().any(|s| s.eq_ignore_ascii_case(subtype))
    }

    /// A printed face as it is printed.
    pub fn from_face(f: &crate::cards::Face) -> Shown {
        let cost = f.mana_cost.as_ref();
        Shown {
            name: f.name.to_string(),
            mana_cost: cost.map(|m| m.to_string()).unwrap_or_default(),
            mana_value: cost.map_or(0, |m| m.mana_value()),
            colors: f.colors(),
            types: f.types.clone(),
            type_line: f.type_line(),
            subtypes: f.subtypes.to_vec(),
            text: f.text.to_string(),
            levels: f.text.abilities().iter().map(crate::cards::level::line_level).collect(),
            power: f.power,
            toughness: f.toughness,
            loyalty: f.loyalty,
            defense: f.defense,
        }
    }

    fn from(c: &Characteristics) -> Shown {
        Shown {
            name: c.name.to_string(),
            mana_cost: c.mana_cost.as_ref().map(|m| m.to_string()).unwrap_or_default(),
            mana_value: c.mana_value,
            colors: c.colors,
            types: c.types.clone(),
            type_line: c.type_line(),
            subtypes: c.subtypes.to_vec(),
            text: c.text(),
            levels: c.abilities.iter().map(crate::cards::level::line_level).collect(),
            power: c.power,
            toughness: c.toughness,
            loyalty: c.loyalty,
            defense: c.defense,
        }
    }
}

/// One object as the viewer sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ObjectView {
    /// The rules entity, for the window on the host only: never serialized (a client gets
    /// `Entity::PLACEHOLDER`).
    #[serde(skip, default = "placeholder")]
    pub entity: Entity,
    /// Its id as this viewer knows it ([`view_id`]); the omniscient viewer sees labels.
    pub id: String,
    /// Its zone.
    pub zone: Zone,
    /// Its owner's name.
    pub owner: String,
    /// Its controller's name.
    pub controller: String,
    /// The characteristics the viewer may see.
    pub shown: Shown,
    /// For a face-down permanent whose identity the viewer may see (708.5): the real ones.
    pub identity: Option<Shown>,
    /// The other face of a double-faced object the viewer may look at (712.6), as printed.
    pub other_face: Option<Shown>,
    /// Power or toughness differ from the copiable values (an effect, a counter, a Role).
    pub pt_modified: bool,
    /// Face down, and why.
    pub face_down: Option<FaceDownKind>,
    /// The face up.
    pub face: Side,
    /// A transformed permanent (701.27g).
    pub transformed: bool,
    /// A token.
    pub token: bool,
    /// Tapped.
    pub tapped: bool,
    /// Marked damage.
    pub damage: u32,
    /// Its counters.
    pub counters: Vec<(CounterKind, u32)>,
    /// What it is attached to, by id.
    pub attached_to: Option<String>,
    /// What is attached to it, by id.
    pub attachments: Vec<String>,
    /// How each characteristic got its value (613), as far as the viewer may know: for a
    /// face-down permanent seen by an opponent, from its face-down status on (708.2). Empty
    /// in [`table_view_unexplained`].
    pub derivation: Vec<DerivationStep>,
    /// What a token is a copy of, by id, when it is a token copy (111.12).
    pub copy_of: Option<String>,
    /// A note players wrote on it.
    pub note: Option<String>,
    /// A commander (903.3), and the tax on its next cast from the command zone (903.8).
    pub commander_tax: Option<u32>,
    /// In a library: its place from the top (1 is the top card). Only a card the viewer sees
    /// there has one.
    pub place: Option<u32>,
    /// The legend rule applies to it and waits for its controller's choice (704.5j).
    #[serde(default)]
    pub legend_choice: bool,
    /// In combat: "attacking" or "blocking" (508.1, 509.1).
    #[serde(default)]
    pub combat: Option<String>,
    /// A creature on the battlefield: how many attacking creatures it may block at once
    /// (509.1a; `ops::combat::blocks_at_most`: one, more by its abilities, `u32::MAX` for
    /// any number). 1 for anything else.
    #[serde(default = "one")]
    pub may_block: u32,
    /// In a block: the creatures in combat with it, by the viewer's ids, in the order the blocks
    /// were declared: for an attacker those blocking it, for a blocker the attackers it blocks
    /// (509.1g, 510.1c–d; `ops::combat::in_combat_with`).
    #[serde(default)]
    pub fighting: Vec<String>,
    /// An attacking creature its controller may have assign its combat damage as though it
    /// weren't blocked (510.1b-c, Thorn Elemental): all of it to what it attacks.
    #[serde(default)]
    pub as_though_unblocked: bool,
    /// The mana it can be tapped for, one entry per choice (`"{G}"`; 305.6, 605).
    #[serde(default)]
    pub mana: Vec<String>,
    /// Those of `mana` its ability adds without tapping it ("Sacrifice [this]: Add {B}.",
    /// 605.1a): a tapped permanent can still add them.
    #[serde(default)]
    pub mana_without_tapping: Vec<String>,
    /// A melded permanent (712.4a): the name of the other card it is made of.
    #[serde(default)]
    pub melded_with: Option<String>,
    /// Phased out (702.26b): on the battlefield, treated as though it doesn't exist.
    #[serde(default)]
    pub phased_out: bool,
    /// A flipped permanent (710.2): its flip card's alternative half is up.
    #[serde(default)]
    pub flipped: bool,
    /// A flip card the viewer may see (710.1): the half that isn't up, as printed (the
    /// alternative half while unflipped, the normal half once flipped).
    #[serde(default)]
    pub flip_half: Option<Shown>,
    /// A battle's protector (310.8a), by name.
    #[serde(default)]
    pub protector: Option<String>,
    /// A battle waiting for its controller to choose its protector (310.8a, 704.5w): the
    /// players who may be chosen.
    #[serde(default)]
    pub protector_choice: Vec<String>,
    /// A Saga with read ahead waiting for its controller to choose the chapter it enters with
    /// (702.155b): its final chapter number (0: no choice awaited).
    #[serde(default)]
    pub chapter_choice: u32,
    /// A choice its controller makes as it enters, while it is awaited (614.12a: unleash,
    /// riot, a colour); its answers are the choice's (`EntryChoice::answers`).
    #[serde(default)]
    pub entry_choice: Option<crate::cards::EntryChoice>,
    /// The ways to cast it that its card prints, for the window's Cast menu (601.2b: a split
    /// half, an Adventure, an Omen, fused, prototyped). Only for a card the viewer may see
    /// that isn't on the battlefield or the stack.
    #[serde(default)]
    pub casts: Vec<CastChoice>,
    /// The abilities the rules carry out that its controller may activate where it is (602): a
    /// permanent's, or cycling from a hand. Only for an object the viewer may see.
    #[serde(default)]
    pub activations: Vec<ActivateChoice>,
    /// A face-down permanent whose identity the viewer sees (its controller, 708.5): the cost it
    /// may be turned face up for by the special action, in words ("its morph cost {3}{G}{G}",
    /// `ops::faces::face_up_cost`); `None` where only an effect turns it face up.
    #[serde(default)]
    pub face_up_cost: Option<String>,
    /// An Aura, Equipment or Fortification on the battlefield: the permanents it can become
    /// attached to now, by the viewer's ids (what its Enchant line, 301.5 or 301.6 allows,
    /// `ops::attach::can_attach`).
    #[serde(default)]
    pub attach_to: Vec<String>,
    /// The kinds of action the rules allow on it (`rules::legal`): what the menus offer.
    #[serde(default)]
    pub offers: crate::rules::legal::Offers,
}

fn placeholder() -> Entity {
    Entity::PLACEHOLDER
}

fn one() -> u32 {
    1
}

/// A hidden zone the viewer sees only the size of.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HiddenPile {
    /// Whose pile.
    pub owner: String,
    /// Which zone.
    pub zone: Zone,
    /// How many cards.
    pub count: usize,
    /// The cards, top first: handles for the host's window, so the table can draw their backs
    /// and move them. Never serialized: a client knows only the count.
    #[serde(skip)]
    pub entities: Vec<Entity>,
}

/// The table as one viewer sees it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TableView {
    /// The rules run the turn (an assisted table): priority, combat and mana.
    #[serde(default)]
    pub assisted: bool,
    /// Attackers have been declared this combat (508.1), and which players have declared
    /// blockers (509.1).
    #[serde(default)]
    pub declared: (bool, Vec<String>),
    /// At an assisted table, the players who must still declare attackers or blockers before
    /// anyone receives priority in this step (508.2, 509.2), in turn order.
    #[serde(default)]
    pub declaring: Vec<String>,
    /// The players the table waits for now (`rules::ops::waiting`): deciding on their opening
    /// hands (103.5), making a choice the game waits on, declaring, or holding priority (117).
    #[serde(default)]
    pub waiting: Vec<String>,
    /// Visible objects, by zone order then position.
    pub objects: Vec<ObjectView>,
    /// Piles the viewer can only count.
    pub hidden: Vec<HiddenPile>,
    /// Every player, in seat order: life totals and counters are public.
    pub players: Vec<PlayerView>,
    /// The arrows whose ends the viewer sees.
    pub arrows: Vec<ArrowView>,
    /// The abilities on the stack, top first (the spells are among `objects`).
    #[serde(default)]
    pub abilities: Vec<stack::AbilityView>,
    /// A player choosing the order of their triggered abilities (603.3b).
    #[serde(default)]
    pub ordering: Option<stack::OrderingView>,
    /// A player choosing the targets of a triggered ability of theirs (603.3d).
    #[serde(default)]
    pub targeting: Option<stack::TargetingView>,
    /// A player choosing whether an optional ability of theirs does what it says (603.5).
    #[serde(default)]
    pub deciding: Option<stack::DecidingView>,
    /// A player choosing whether to cast a card a resolving effect lets them cast (608.2g).
    #[serde(default)]
    pub casting: Option<stack::CastingView>,
    /// A player searching their library for an effect (701.23a).
    #[serde(default)]
    pub searching: Option<stack::SearchingView>,
    /// A player scrying for an effect (701.22a).
    #[serde(default)]
    pub scrying: Option<stack::ScryingView>,
    /// A player choosing cards from a hand for an effect (701.9b).
    #[serde(default)]
    pub hand_choice: Option<stack::HandChoiceView>,
    /// A player deciding whether to pay an "unless" cost (118.12a).
    #[serde(default)]
    pub paying: Option<stack::PayingView>,
    /// A player choosing "the color of your choice" for an effect (105.1).
    #[serde(default)]
    pub choosing_color: Option<stack::ColorChoiceView>,
    /// Permanents being separated into piles, or a pile being chosen (700.3).
    #[serde(default)]
    pub piles: Option<stack::PilesView>,
}

/// An arrow as the viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArrowView {
    /// The object it starts from (host only, see [`ObjectView::entity`]).
    #[serde(skip, default = "placeholder")]
    pub from: Entity,
    /// The object it points at, or `None` for a player (host only).
    #[serde(skip)]
    pub to: Option<Entity>,
    /// The object it starts from, by the viewer's id.
    pub from_id: String,
    /// The object it points at, by the viewer's id.
    pub to_id: Option<String>,
    /// The player it points at.
    pub to_player: Option<String>,
    /// An attack arrow.
    pub attack: bool,
}

/// One player as everyone sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The name.
    pub name: String,
    /// The life total (119).
    pub life: i32,
    /// Counters on the player (122.1), by kind.
    pub counters: Vec<(String, u32)>,
    /// Lost the game, and the rule that says so (704.5a, 704.5c, 704.6c).
    pub lost: Option<String>,
    /// Combat damage dealt to this player by each commander (903.10a), by its name.
    pub commander_damage: Vec<(String, u32)>,
    /// Mulligans taken this game (103.5): as many cards go to the bottom once they keep.
    #[serde(default)]
    pub mulligans: u32,
    /// Still deciding whether to keep their opening hand (103.5): the game's first turn waits.
    #[serde(default)]
    pub opening: bool,
    /// Their mana pool in mana symbols (`""`: empty; 106.4).
    #[serde(default)]
    pub mana_pool: String,
    /// They hold priority (117) at an assisted table.
    #[serde(default)]
    pub priority: bool,
    /// They are the monarch (724).
    #[serde(default)]
    pub monarch: bool,
    /// They have the city's blessing (702.131c).
    #[serde(default)]
    pub citys_blessing: bool,
}

impl ObjectView {
    /// Its status in words: tapped, face down (and how), transformed, token (and what it
    /// copies), damage.
    pub fn status(&self, lang: Lang) -> Vec<String> {
        self.status_naming(lang, &|id: &str| id.to_string())
    }

    /// [`Self::status`], with the object a token copies named by `name` (which gets its id).
    pub fn status_naming(&self, lang: Lang, name: &dyn Fn(&str) -> String) -> Vec<String> {
        let mut status = Vec::new();
        if self.tapped {
            status.push(lang.tr("panels-state-tapped"));
        }
        if let Some(k) = self.face_down {
            status.push(lang.t("panels-state-face-down", &[("kind", &words::face_down_kind_word(lang, k))]));
        }
        if self.transformed {
            status.push(lang.tr("panels-state-transformed"));
        }
        if self.flipped {
            status.push(lang.tr("panels-state-flipped"));
        }
        if self.token {
            status.push(match &self.copy_of {
                Some(c) => lang.t("panels-state-token-copy", &[("name", &name(c))]),
                None => lang.tr("panels-state-token"),
            });
        }
        if self.damage > 0 {
            status.push(lang.t("panels-state-damage", &[("n", &self.damage.to_string())]));
        }
        if self.phased_out {
            status.push(lang.tr("panels-state-phased-out"));
        }
        if let Some(other) = &self.melded_with {
            status.push(lang.t("panels-state-melded", &[("a", &self.card_name()), ("b", other)]));
        }
        if let Some(p) = &self.protector {
            status.push(lang.t("panels-state-protected-by", &[("name", p)]));
        }
        status
    }

    /// The name this viewer knows it by now: its name, or what it is when face down
    /// ("face-down Willbender" for its controller, "a face-down permanent" for the others).
    pub fn known_name(&self) -> String {
        match (&self.shown.name, &self.identity) {
            (n, _) if !n.is_empty() => n.clone(),
            (_, Some(i)) => format!("face-down {}", i.name),
            (_, None) => "a face-down permanent".into(),
        }
    }

    /// The answers to the choice it awaits as it enters (614.12a), each as the action it is.
    pub fn entry_answers(&self) -> Vec<crate::rules::Action> {
        let answers = self.entry_choice.map(|c| c.answers()).unwrap_or_default();
        answers
            .into_iter()
            .map(|answer| crate::rules::Action::ChooseAsEnters { card: self.id.as_str().into(), answer })
            .collect()
    }

    /// The name the log calls it by: a double-faced card by its front face's name (712.8a),
    /// whichever face is up now, so that "Transform Delver of Secrets" stays true after it
    /// transformed.
    pub fn card_name(&self) -> String {
        match (&self.other_face, self.face) {
            (Some(front), Side::Back) if self.face_down.is_none() && !front.name.is_empty() => front.name.clone(),
            _ => self.known_name(),
        }
    }

    /// One line: zone, id, name, mana value, colours, type line, P/T, status, counters, attachments.
    pub fn line(&self, lang: Lang) -> String {
        let s = &self.shown;
        let name = if s.name.is_empty() { lang.tr("cli-table-no-name") } else { s.name.clone() };
        let width = words::zone_width(lang);
        let mut out = format!("{:<width$} {:<12} {}", words::zone_name(lang, self.zone), self.id, name);
        if !s.mana_cost.is_empty() {
            out.push_str(&format!(" {}", s.mana_cost));
        }
        let mv = lang.t("cli-table-mana-value", &[("n", &s.mana_value.to_string())]);
        out.push_str(&format!(" | {mv} | {} | {}", words::colour_words(lang, s.colors), s.type_line));
        if let (Some(p), Some(toughness)) = (s.power, s.toughness) {
            out.push_str(&format!(" | {p}/{toughness}"));
        }
        if let Some(l) = s.loyalty {
            out.push_str(&format!(" | {}", lang.t("cli-loyalty", &[("n", &l.to_string())])));
        }
        if let Some(d) = s.defense {
            out.push_str(&format!(" | {}", lang.t("cli-defense", &[("n", &d.to_string())])));
        }
        let mut status = Vec::new();
        if self.controller != self.owner {
            status.push(lang.t("cli-table-controlled-by", &[("name", &self.controller)]));
        }
        status.extend(self.status(lang));
        for (k, n) in &self.counters {
            status.push(format!("{n}×{}", words::counter_words(lang, k)));
        }
        if let Some(h) = &self.attached_to {
            status.push(lang.t("cli-table-attached-to", &[("id", h)]));
        }
        if !self.attachments.is_empty() {
            status.push(lang.t("cli-table-has", &[("ids", &self.attachments.join(", "))]));
        }
        if let Some(i) = &self.identity {
            status.push(lang.t("cli-table-is", &[("name", &i.name)]));
        }
        // A spell the rules carry out: the targets its cast may name now (`cast ID TARGET`).
        if let Some(c) = self.casts.first().filter(|c| !c.targets.is_empty()) {
            let each = casts::slot_words(lang, &c.targets, &c.optional, " | ");
            status.push(lang.t("cli-table-targets", &[("targets", &each.join("; then "))]));
        }
        // Its abilities the rules carry out (`activate ID N TARGET`).
        for a in &self.activations {
            let each = casts::slot_words(lang, &a.targets, &a.optional, " | ");
            let n = (a.ability + 1).to_string();
            status.push(match each.is_empty() {
                true => lang.t("cli-table-activate", &[("n", &n), ("text", &a.text)]),
                false => lang.t(
                    "cli-table-activate-targeting",
                    &[("n", &n), ("text", &a.text), ("targets", &each.join("; then "))],
                ),
            });
        }
        if !status.is_empty() {
            out.push_str(&format!(" [{}]", status.join(", ")));
        }
        format!("{} ({})", out, self.owner)
    }
}

impl TableView {
    /// Who holds priority at an assisted table, by name.
    pub fn priority_holder(&self) -> Option<&str> {
        self.players.iter().find(|p| p.priority).map(|p| p.name.as_str())
    }

    /// The object with this id, if the viewer sees it.
    pub fn object(&self, id: &str) -> Option<&ObjectView> {
        self.objects.iter().find(|o| o.id == id)
    }

    /// What the viewer calls the object with this id now ([`ObjectView::known_name`]), or
    /// "a hidden card" when the viewer doesn't see it.
    pub fn known_name(&self, id: &str) -> String {
        self.object(id).map_or_else(|| "a hidden card".into(), ObjectView::known_name)
    }
}

impl TableView {
    /// The table as the text client prints it, in `lang`: a line an object, a pile, a player.
    pub fn text_in(&self, lang: Lang) -> String {
        let mut text = String::new();
        let _ = self.write_in(lang, &mut text);
        text
    }

    fn write_in(&self, lang: Lang, f: &mut impl std::fmt::Write) -> std::fmt::Result {
        for o in &self.objects {
            writeln!(f, "{}", o.line(lang))?;
        }
        let width = words::zone_width(lang);
        for h in &self.hidden {
            let zone = words::zone_name(lang, h.zone);
            let pile = lang.t("cli-table-hidden", &[("owner", &h.owner), ("zone", &zone), ("n", &h.count.to_string())]);
            writeln!(f, "{zone:<width$} {pile}")?;
        }
        stack::write_lines(
            lang,
            f,
            &self.abilities,
            self.ordering.as_ref(),
            self.targeting.as_ref(),
            self.deciding.as_ref(),
        )?;
        if let Some(c) = &self.casting {
            let args = [("player", c.player.as_str()), ("card", c.name.as_str()), ("id", c.card.as_str())];
            writeln!(f, "{}", lang.t("cli-table-casting", &args))?;
        }
        if let Some(s) = &self.searching {
            let cards: Vec<String> = s.cards.iter().map(|(id, name)| format!("{name} [{id}]")).collect();
            let args = [("player", s.player.as_str()), ("text", s.text.as_str()), ("cards", &cards.join(", "))];
            writeln!(f, "{}", lang.t("cli-table-searching", &args))?;
        }
        if let Some(s) = &self.scrying {
            let cards: Vec<String> = s.cards.iter().map(|(id, name)| format!("{name} [{id}]")).collect();
            let args = [("player", s.player.as_str()), ("n", &s.n.to_string()), ("cards", &cards.join(", "))];
            let id = match (s.explore, s.surveil) {
                _ if s.may_shuffle => "cli-table-arranging-or-shuffling",
                _ if s.arrange => "cli-table-arranging",
                (true, _) => "cli-table-exploring",
                (false, true) => "cli-table-surveilling",
                (false, false) => "cli-table-scrying",
            };
            writeln!(f, "{}", lang.t(id, &args))?;
        }
        if let Some(c) = &self.hand_choice {
            let cards: Vec<String> = c.cards.iter().map(|(id, name)| format!("{name} [{id}]")).collect();
            let id = match (c.to_library, c.sacrifice) {
                _ if c.dredge => "cli-table-dredging",
                _ if c.or_sacrifice.is_some() => "cli-table-returning-or-sacrificing",
                _ if c.to_battlefield => "cli-table-putting-onto-battlefield",
                _ if c.to_hand => "cli-table-returning",
                _ if c.bolster > 0 => "cli-table-bolstering",
                (true, _) => "cli-table-putting-back",
                (false, true) => "cli-table-sacrificing",
                (false, false) => "cli-table-discarding",
            };
            let args = [
                ("player", c.player.as_str()),
                ("owner", &c.owner),
                ("n", &if c.bolster > 0 { c.bolster } else { c.n }.to_string()),
                ("cards", &cards.join(", ")),
                ("card", c.or_sacrifice.as_deref().unwrap_or_default()),
            ];
            writeln!(f, "{}", lang.t(id, &args))?;
        }
        if let Some(p) = &self.piles {
            writeln!(f, "{}", p.line(lang))?;
        }
        if let Some(c) = &self.choosing_color {
            let id = if c.card_name.is_some() { "cli-table-choosing-name" } else { "cli-table-choosing-color" };
            writeln!(f, "{}", lang.t(id, &[("player", c.player.as_str()), ("text", &c.text)]))?;
        }
        // 614.12a: `enter ID ANSWER`.
        for o in self.objects.iter().filter(|o| o.entry_choice.is_some()) {
            let answers = match o.entry_choice {
                Some(crate::cards::EntryChoice::CreatureType) => "TYPE".to_string(),
                Some(crate::cards::EntryChoice::CardName { .. }) => "CARD NAME".to_string(),
                c => {
                    c.map(|c| c.answers()).unwrap_or_default().iter().map(|a| a.word()).collect::<Vec<_>>().join(" | ")
                }
            };
            let args =
                [("player", o.controller.as_str()), ("card", &o.known_name()), ("id", &o.id), ("answers", &answers)];
            writeln!(f, "{}", lang.t("cli-table-entering", &args))?;
        }
        if let Some(p) = &self.paying {
            let args = [("player", p.player.as_str()), ("cost", p.cost.as_str()), ("text", p.text.as_str())];
            let id = if p.if_paid { "cli-table-paying-for" } else { "cli-table-paying" };
            writeln!(f, "{}", lang.t(id, &args))?;
        }
        for p in &self.players {
            let life = lang.t("cli-table-life", &[("name", &p.name), ("life", &p.life.to_string())]);
            let mut line = format!("{:<width$} {life}", lang.tr("cli-table-player"));
            for (k, n) in &p.counters {
                line.push_str(&format!(", {n} {k}"));
            }
            if p.monarch {
                line.push_str(&format!(", {}", lang.tr("panels-player-monarch")));
            }
            if p.citys_blessing {
                line.push_str(&format!(", {}", lang.tr("panels-player-citys-blessing")));
            }
            if let Some(rule) = &p.lost {
                line.push_str(&format!(" [{}]", lang.t("cli-table-lost", &[("rule", rule)])));
            }
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}
