//! The card menu: every action on one card (right click); the Table menu is `table_menu.rs`.

use crate::view::commands::{CardCommand, card_command};
use bevy_egui::egui;
use fluent_bundle::FluentValue;

use super::UiAction;
use crate::rules::action::{FaceDownKind, Position, Target, Zone};
use crate::rules::{Action, CounterKind, TokenKind, Until};
use crate::table::keymap::{Command, hint};
use crate::view::ObjectView;
use crate::view::choices::Choices;

use crate::i18n::Lang;
use crate::table::language::Words;
use crate::view::words::zone_name;

/// A counter kind's name alone ("poison"): the kinds the menus offer in the language in force,
/// any other as it is written (`kind` is the kind as scenes write it).
pub(crate) fn counter_name(lang: Lang, kind: &str) -> String {
    lang.t("menus-counter-name", &[("kind", kind)])
}

/// One counter of a kind ("a poison counter"), for "Put …" and "Remove …".
pub(crate) fn a_counter(lang: Lang, kind: &str) -> String {
    lang.t("menus-a-counter", &[("kind", kind)])
}

/// A message with a number `n` in it, said in the plural the number asks for.
pub(crate) fn counted(lang: Lang, id: &str, n: i64) -> String {
    lang.tr_with(id, &[("n", FluentValue::from(n))])
}

/// Other counter kinds, as the field for one by name suggests them: the names the rules read.
const OTHER_KINDS: &str = "charge, lore, time";

/// A menu being drawn: what was clicked so far, and at an assisted table what the rules
/// accept from the seat now.
pub(super) struct Menu<'c> {
    pub(super) out: Vec<UiAction>,
    pub(super) rules: Option<&'c Choices>,
}

impl Menu<'_> {
    /// Whether a way of playing, casting or activating is offered: at a free table always (the
    /// players run the turn), at an assisted one where the rules accept it now (`Choices`).
    fn allows(&self, a: &Action) -> bool {
        self.rules.is_none_or(|c| c.allows_way(a))
    }
    /// A button that asks for `a` and closes the menu.
    pub(super) fn item(&mut self, ui: &mut egui::Ui, label: &str, a: UiAction) {
        if ui.button(label).clicked() {
            self.out.push(a);
            ui.close();
        }
    }
    /// A button that asks the rules kernel for `a`.
    pub(super) fn action(&mut self, ui: &mut egui::Ui, label: &str, a: Action) {
        self.item(ui, label, UiAction::Do(a));
    }
}

/// Every action the rules allow on one object (`o.offers`, `rules::legal`), for the right-click
/// menu. `others` are the other visible permanents (for attach and copy), by id and name, and
/// `attackable` those of them that can be attacked (planeswalkers and battles, 508.1b); `seat`
/// the player the window sits at (`None`: every player's, as a scene explorer); `rules`, at an
/// assisted table, what the rules accept from the seat now (`SeatModel::choices`): a land is
/// played, a spell cast, an ability activated or a face-down permanent turned up for its cost
/// only by the ways it holds, and the key's item is the one its key asks for
/// (`view::commands`).
pub fn object_menu(
    ui: &mut egui::Ui,
    o: &ObjectView,
    others: &[(String, String)],
    attackable: &[String],
    players: &[String],
    seat: Option<&str>,
    rules: Option<&Choices>,
) -> Vec<UiAction> {
    let lang = ui.lang();
    let assisted = rules.is_some();
    let mut m = Menu { out: Vec::new(), rules };
    let on_battlefield = o.zone == Zone::Battlefield;
    if on_battlefield {
        status_items(&mut m, ui, o, seat, assisted);
    }
    activate_items(&mut m, ui, o, others, players);
    // Off the battlefield, what is done most first (play, cast): the keyboard lands there.
    if !on_battlefield {
        // 107.3a: the X a spell is cast with, chosen beside its Cast items.
        let castable = rules.is_none_or(|c| c.acted_with().contains(&o.id.as_str()));
        let x = (o.offers.cast && castable && o.shown.asks_x()).then(|| x_field(ui, &o.id));
        enter_items(&mut m, ui, o, others, players, x);
    }
    move_items(&mut m, ui, o);
    if o.zone.is_hidden() {
        reveal_items(&mut m, ui, o, players);
    }
    if o.zone == Zone::Stack && !assisted {
        m.action(ui, &lang.t("menus-resolve", &[]), Action::Resolve);
    }
    counter_items(&mut m, ui, o);
    if on_battlefield {
        effect_items(&mut m, ui, o);
        attach_items(&mut m, ui, o, others);
        arrow_items(&mut m, ui, o, others, attackable, players);
        player_damage_items(&mut m, ui, o, players);
    }
    if o.commander_tax.is_some() {
        commander_items(&mut m, ui, o);
    }
    if o.other_face.is_some() {
        m.item(ui, &lang.t("menus-other-face", &[("key", &hint(lang, Command::PeekOther))]), UiAction::PeekOther);
    }
    note_items(&mut m, ui, o);
    m.out
}

/// A note every player sees on the card: typed in the menu itself (a field in a submenu would
/// close the menu when clicked).
fn note_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView) {
    let lang = ui.lang();
    let key = egui::Id::new(("note being written", o.id.as_str()));
    let mut text = ui.data_mut(|d| d.get_temp::<String>(key)).unwrap_or_else(|| o.note.clone().unwrap_or_default());
    ui.horizontal(|ui| {
        ui.label(lang.t("menus-note", &[]));
        ui.add(egui::TextEdit::singleline(&mut text).desired_width(140.0));
    });
    ui.data_mut(|d| d.insert_temp(key, text.clone()));
    if !text.trim().is_empty() && Some(text.trim()) != o.note.as_deref() {
        m.action(
            ui,
            &lang.t("menus-write-note", &[]),
            Action::Note { card: o.id.clone().into(), text: text.trim().to_string() },
        );
    }
    if o.note.is_some() {
        m.action(
            ui,
            &lang.t("menus-remove-note", &[]),
            Action::Note { card: o.id.clone().into(), text: String::new() },
        );
    }
}

/// Tap, transform, convert, face down and up.
fn status_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView, seat: Option<&str>, assisted: bool) {
    let lang = ui.lang();
    let id = &o.id;
    let tap_key = hint(lang, Command::Tap);
    let transform_key = hint(lang, Command::Transform);
    // What the tap key asks for here: its item says the key.
    let keyed = card_command(CardCommand::Tap, o, assisted);
    // Its mana abilities first: the mana goes to its controller's pool; those that don't tap it
    // ("Sacrifice [this]: Add {B}.") whether it is tapped or not (605.1a).
    for mana in &o.mana {
        let tapping = !o.mana_without_tapping.contains(mana);
        if tapping && o.tapped {
            continue;
        }
        let a = Action::TapForMana { card: id.as_str().into(), mana: (o.mana.len() > 1).then(|| mana.clone()) };
        let label = match (a == keyed, tapping) {
            (true, _) => lang.t("menus-tap-for-key", &[("mana", mana), ("key", &tap_key)]),
            (false, true) => lang.t("menus-tap-for", &[("mana", mana)]),
            (false, false) => lang.t("menus-add-mana", &[("mana", mana)]),
        };
        m.action(ui, &label, a);
    }
    if o.tapped {
        m.action(ui, &lang.t("menus-untap", &[("key", &tap_key)]), Action::Untap(id.as_str().into()));
    } else {
        // "Tap all lands for…" (605.3a): every untapped land of its controller that adds it.
        if o.shown.is_land() {
            for mana in o.mana.iter().filter(|m| m.matches('{').count() == 1) {
                let all = Action::TapLandsForMana { player: o.controller.as_str().into(), mana: mana.clone() };
                m.action(ui, &lang.t("menus-tap-all-lands-for", &[("mana", mana)]), all);
            }
        }
        let tap = Action::Tap(id.as_str().into());
        let label = match tap == keyed {
            true => lang.t("menus-tap", &[("key", &tap_key)]),
            false => lang.t("menus-tap-only", &[]),
        };
        m.action(ui, &label, tap);
    }
    // Only a double-faced permanent face up transforms (701.27a, 712.15a), and converts where
    // its card says so (701.28a): as the rules say (`o.offers`).
    if o.flip_half.is_some() && !o.flipped {
        m.action(ui, &lang.t("menus-flip", &[("key", &transform_key)]), Action::Flip(id.clone().into()));
    } else {
        if o.offers.transform {
            m.action(ui, &lang.t("menus-transform", &[("key", &transform_key)]), Action::Transform(id.clone().into()));
        }
        if o.offers.convert {
            m.action(ui, &lang.t("menus-convert", &[]), Action::Convert(id.clone().into()));
        }
    }
    m.action(ui, &lang.t("menus-destroy", &[]), Action::Destroy(id.clone().into()));
    // A player sacrifices only what they control (701.21a).
    if seat.is_none_or(|s| s == o.controller) {
        m.action(ui, &lang.t("menus-sacrifice", &[]), Action::Sacrifice(id.clone().into()));
    }
    if o.phased_out {
        m.action(ui, &lang.t("menus-phase-in", &[]), Action::PhaseIn(id.clone().into()));
    } else {
        m.action(ui, &lang.t("menus-phase-out", &[]), Action::PhaseOut(id.clone().into()));
    }
    if o.face_down.is_some() {
        let for_cost = Action::TurnFaceUpForCost(id.clone().into());
        if let Some(cost) = o.face_up_cost.as_ref().filter(|_| m.allows(&for_cost)) {
            m.action(ui, &lang.t("menus-face-up-for", &[("cost", cost)]), for_cost);
        }
        m.action(ui, &lang.t("menus-face-up-by-effect", &[]), Action::TurnFaceUp(id.clone().into()));
    } else if !o.offers.face_down.is_empty() {
        // Plainly, and as the morph, megamorph or disguise its card has (702.37, 702.168).
        ui.menu_button(lang.t("menus-turn-face-down", &[]), |ui| {
            for (k, label) in [
                (FaceDownKind::Plain, lang.t("menus-face-down-plain", &[("key", &hint(lang, Command::FaceDown))])),
                (FaceDownKind::Morph, lang.t("menus-face-down-morph", &[])),
                (FaceDownKind::Megamorph, lang.t("menus-face-down-megamorph", &[])),
                (FaceDownKind::Disguise, lang.t("menus-face-down-disguise", &[])),
            ] {
                if o.offers.face_down.contains(&k) {
                    m.action(ui, &label, Action::TurnFaceDown { card: id.clone().into(), kind: k });
                }
            }
        });
    }
}

/// Move to any zone.
fn move_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView) {
    let lang = ui.lang();
    let id = &o.id;
    ui.menu_button(lang.t("menus-move-to", &[]), |ui| {
        for z in [Zone::Hand, Zone::Battlefield, Zone::Graveyard, Zone::Exile, Zone::Command] {
            if z != o.zone {
                m.action(ui, &zone_name(lang, z), Action::move_to(id.clone(), z));
            }
        }
        for (label, position) in [("menus-library-top", Position::Top), ("menus-library-bottom", Position::Bottom)] {
            m.action(
                ui,
                &lang.t(label, &[]),
                Action::Move { card: id.clone().into(), to: Zone::Library, position: Some(position) },
            );
        }
        ui.menu_button(lang.t("menus-library-nth", &[]), |ui| {
            for n in 2..=10 {
                let label = counted(lang, "menus-nth-from-top", i64::from(n));
                let a =
                    Action::Move { card: id.clone().into(), to: Zone::Library, position: Some(Position::FromTop(n)) };
                m.action(ui, &label, a);
            }
        });
    });
}

/// Damage to a player from this permanent (120.3a); combat damage from a commander counts
/// toward 903.10a. A commander's owner's choice of the command zone (903.9).
fn player_damage_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView, players: &[String]) {
    let lang = ui.lang();
    let power = o.shown.power.unwrap_or(0).max(0) as u32;
    ui.menu_button(lang.t("menus-damage-to-player", &[]), |ui| {
        for p in players.iter().filter(|p| **p != o.controller) {
            let hit =
                |n, combat| Action::DamagePlayer { source: o.id.clone().into(), player: p.clone().into(), n, combat };
            if power > 0 {
                let label = lang.t("menus-combat-damage-to", &[("player", p), ("power", &power.to_string())]);
                m.action(ui, &label, hit(power, true));
            }
            m.action(ui, &lang.t("menus-one-damage-to", &[("player", p)]), hit(1, false));
        }
    });
}

/// A commander's owner's choice when it would leave for another zone (903.9).
fn commander_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView) {
    let lang = ui.lang();
    ui.menu_button(lang.t("menus-commander", &[]), |ui| {
        let choice = |command_zone| Action::CommanderChoice { card: o.id.clone().into(), command_zone };
        m.action(ui, &lang.t("menus-commander-to-command-zone", &[]), choice(true));
        m.action(ui, &lang.t("menus-commander-goes-on", &[]), choice(false));
    });
}

/// Reveal a card of a hand or library where it is, to everyone or one player, or hide it again
/// (701.20).
fn reveal_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView, players: &[String]) {
    let lang = ui.lang();
    let card = &o.id;
    ui.menu_button(lang.t("menus-reveal", &[]), |ui| {
        m.action(ui, &lang.t("menus-reveal-to-all", &[]), Action::Reveal { card: card.clone().into(), to: None });
        for p in players.iter().filter(|p| **p != o.owner) {
            m.action(
                ui,
                &lang.t("menus-reveal-to", &[("player", p)]),
                Action::Reveal { card: card.clone().into(), to: Some(p.clone().into()) },
            );
        }
        m.action(ui, &lang.t("menus-hide-again", &[]), Action::Conceal(card.clone().into()));
    });
}

/// The X a spell with {X} in its cost is cast with (107.3a): a row of the menu, kept while it is
/// open.
fn x_field(ui: &mut egui::Ui, id: &str) -> u32 {
    let lang = ui.lang();
    let key = egui::Id::new(("x being chosen", id));
    let mut x: u32 = ui.data_mut(|d| d.get_temp(key)).unwrap_or(0);
    ui.horizontal(|ui| {
        ui.label(lang.t("menus-cast-x", &[]));
        if ui.button("−").clicked() {
            x = x.saturating_sub(1);
        }
        ui.add(egui::DragValue::new(&mut x).range(0..=99));
        if ui.button("+").clicked() {
            x = (x + 1).min(99);
        }
    });
    ui.data_mut(|d| d.insert_temp(key, x));
    x
}

/// A cast with the X chosen (107.3a), where its cost has one.
fn with_x(mut cast: Action, chosen: Option<u32>) -> Action {
    if let (Action::Cast { x, .. }, Some(v)) = (&mut cast, chosen) {
        *x = Some(v);
    }
    cast
}

/// Put onto the battlefield (face up, transformed, face down, under another player) and cast
/// (with `x` for a spell with {X} in its cost).
fn enter_items(
    m: &mut Menu,
    ui: &mut egui::Ui,
    o: &ObjectView,
    others: &[(String, String)],
    players: &[String],
    x: Option<u32>,
) {
    let lang = ui.lang();
    let id = &o.id;
    let put = |transformed, face_down, controller| Action::PutOntoBattlefield {
        card: id.clone().into(),
        transformed,
        face_down,
        controller,
        copy_of: None,
        except: None,
        attached_to: None,
        counters: Vec::new(),
    };
    // A land in a hand is played (305.1): the turn's land, at an assisted table.
    let play = Action::PlayLand(id.clone().into());
    if o.offers.play && m.allows(&play) {
        m.action(ui, &lang.t("menus-play-land", &[]), play);
    }
    // An instant or sorcery never enters the battlefield (304.4, 307.4); a card enters
    // transformed only if it has a back face to enter with (712.14).
    if o.offers.enter {
        ui.menu_button(lang.t("menus-put-onto-battlefield", &[]), |ui| {
            m.action(ui, &lang.t("menus-face-up", &[]), put(false, None, None));
            if o.other_face.is_some() {
                m.action(ui, &lang.t("menus-transformed", &[]), put(true, None, None));
            }
            m.action(ui, &lang.t("menus-face-down", &[]), put(false, Some(FaceDownKind::Plain), None));
            for p in players.iter().filter(|p| **p != o.controller) {
                m.action(
                    ui,
                    &lang.t("menus-under-control", &[("player", p)]),
                    put(false, None, Some(p.clone().into())),
                );
            }
        });
    }
    // A land is played, never cast (305.9); face down only by the morph or disguise its card
    // has; at an assisted table each way only while the rules accept it.
    let face_down = |k: FaceDownKind| Action::cast_face_down(id.as_str(), k);
    let ways: Vec<_> = o.casts.iter().filter(|c| o.offers.cast && m.allows(&c.action(id.clone()))).collect();
    let hidden: Vec<_> = [(FaceDownKind::Morph, "menus-cast-morph"), (FaceDownKind::Disguise, "menus-cast-disguise")]
        .into_iter()
        .filter(|(k, _)| o.offers.cast_face_down.contains(k) && m.allows(&face_down(*k)))
        .collect();
    if ways.is_empty() && hidden.is_empty() {
        return;
    }
    ui.menu_button(lang.t("menus-cast", &[]), |ui| {
        // The ways its card prints.
        for c in ways {
            let label = cast_label(lang, c);
            // A spell the rules carry out, with one target: each target the rules allow now
            // (601.2c), from the kernel's list; any other way, cast as it is.
            match c.targets.as_slice() {
                [slot] if !slot.is_empty() => {
                    ui.menu_button(lang.t("menus-cast-targeting", &[("how", &label)]), |ui| {
                        for target in slot {
                            let (name, aimed) = aimed(target, players, others);
                            m.action(ui, &name, with_x(c.action_targeting(id.clone(), vec![aimed]), x));
                        }
                        // 601.2c: "up to one target": none at all.
                        if c.optional == [true] {
                            m.action(ui, &lang.t("menus-no-target", &[]), with_x(c.action(id.clone()), x));
                        }
                    });
                }
                slots if slots.len() > 1 => {
                    let slots = (slots, c.optional.as_slice());
                    choose_dividing(ui, &label, with_x(c.action(id.clone()), x), slots, c.divide);
                }
                _ => m.action(ui, &label, with_x(c.action(id.clone()), x)),
            }
            // 601.2h: where the pool pays it more than one way, each way offered beside.
            if !c.payments.is_empty() {
                ui.menu_button(lang.t("menus-cast-paying", &[("how", &label)]), |ui| {
                    for pay in &c.payments {
                        let act = |targets| with_x(c.action_paying(id.clone(), targets, pay), x);
                        let slots = (c.targets.as_slice(), c.optional.as_slice(), c.divide);
                        paid_item(m, ui, pay, slots, players, others, &act);
                    }
                });
            }
        }
        for (k, label) in hidden {
            m.action(ui, &lang.t(label, &[]), face_down(k));
        }
    });
}

/// A target the kernel offers, as the menu names it and as the action aims at it: a player by
/// name, an object by the seat's id (named by `others` where it has a name).
fn aimed(target: &String, players: &[String], others: &[(String, String)]) -> (String, crate::rules::Target) {
    match players.iter().find(|p| *p == target) {
        Some(p) => (p.clone(), crate::rules::Target::Player(p.clone().into())),
        None => {
            let name = others.iter().find(|(i, _)| i == target).map_or(target, |(_, n)| n);
            (name.clone(), crate::rules::Target::Object(target.clone().into()))
        }
    }
}

/// A way of casting as the menu names it: its face or half, kicked (702.33a), with buyback
/// (702.27a), and what its
/// additional cost takes (601.2b).
fn cast_label(lang: Lang, c: &crate::view::CastChoice) -> String {
    let mut label = c.said(lang);
    if c.buyback {
        label = lang.t("menus-cast-buyback", &[("how", &label)]);
    }
    if c.kicked {
        label = lang.t("menus-cast-kicked", &[("how", &label)]);
    }
    if !c.additional.is_empty() {
        let names: Vec<&str> = c.additional.iter().map(|(_, n)| n.as_str()).collect();
        label = lang.t("menus-cast-with", &[("how", &label), ("what", &names.join(", "))]);
    }
    label
}

/// One way of paying (601.2h) as a menu item: the action at once, or for a spell or ability
/// with one target, a submenu of the targets the rules allow; with more, the targets dialog
/// (which asks the shares of the damage a spell divides, `divide`, 601.2d).
fn paid_item(
    m: &mut Menu,
    ui: &mut egui::Ui,
    pay: &crate::rules::action::Payment,
    (slots, optional, divide): (&[Vec<String>], &[bool], u32),
    players: &[String],
    others: &[(String, String)],
    act: &dyn Fn(Vec<crate::rules::Target>) -> Action,
) {
    let lang = ui.lang();
    let label = match (pay.mana.as_str(), pay.life) {
        (mana, 0) => lang.t("menus-pay-mana", &[("mana", mana)]),
        ("", life) => lang.t("menus-pay-life", &[("life", &life.to_string())]),
        (mana, life) => lang.t("menus-pay-mana-and-life", &[("mana", mana), ("life", &life.to_string())]),
    };
    match slots {
        [slot] if !slot.is_empty() => {
            ui.menu_button(label, |ui| {
                for target in slot {
                    let (name, aimed) = aimed(target, players, others);
                    m.action(ui, &name, act(vec![aimed]));
                }
                if optional == [true] {
                    m.action(ui, &lang.t("menus-no-target", &[]), act(Vec::new()));
                }
            });
        }
        [] => m.action(ui, &label, act(Vec::new())),
        _ => choose_dividing(ui, &label, act(Vec::new()), (slots, optional), divide),
    }
}

/// A spell or ability with more than one target (601.2c): an item that opens the dialog
/// choosing them (`targets::menu_targets`), the action asked for once they are chosen.
fn choose_item(ui: &mut egui::Ui, label: &str, action: Action, slots: (&[Vec<String>], &[bool])) {
    choose_dividing(ui, label, action, slots, 0);
}

/// [`choose_item`] for a spell that divides `divide` damage among its targets as it is cast
/// (601.2d): the dialog asks each target's share too.
fn choose_dividing(
    ui: &mut egui::Ui,
    label: &str,
    action: Action,
    (slots, optional): (&[Vec<String>], &[bool]),
    divide: u32,
) {
    let lang = ui.lang();
    // Each target it must have has a choice.
    if slots.iter().zip(optional.iter().chain(std::iter::repeat(&false))).any(|(s, o)| s.is_empty() && !o) {
        return;
    }
    if ui.button(lang.t("menus-choosing-targets", &[("how", label)])).clicked() {
        let (slots, optional) = (slots.to_vec(), optional.to_vec());
        super::PendingTargets { action, label: label.to_string(), slots, optional, divide }.open(ui.ctx());
        ui.close();
    }
}

/// The abilities the rules carry out (602): each as printed, with the targets the rules allow now
/// for one that names one; one that names more opens the dialog that chooses them.
fn activate_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView, others: &[(String, String)], players: &[String]) {
    let lang = ui.lang();
    let allowed: Vec<_> = o.activations.iter().filter(|a| m.allows(&a.action(o.id.clone(), Vec::new()))).collect();
    for a in allowed {
        // 602.2b: what its cost takes in this way of activating it.
        let what = a.additional.iter().map(|(_, n)| n.as_str()).collect::<Vec<_>>().join(", ");
        let (label, paying) = match a.additional.is_empty() {
            true => {
                (lang.t("menus-activate", &[("text", &a.text)]), lang.t("menus-activate-paying", &[("text", &a.text)]))
            }
            false => (
                lang.t("menus-activate-with", &[("text", &a.text), ("what", &what)]),
                lang.t("menus-activate-with-paying", &[("text", &a.text), ("what", &what)]),
            ),
        };
        match a.targets.as_slice() {
            [] => m.action(ui, &label, a.action(o.id.clone(), Vec::new())),
            [slot] if !slot.is_empty() => {
                ui.menu_button(label, |ui| {
                    for target in slot {
                        let (name, aimed) = aimed(target, players, others);
                        m.action(ui, &name, a.action(o.id.clone(), vec![aimed]));
                    }
                    if a.optional == [true] {
                        m.action(ui, &lang.t("menus-no-target", &[]), a.action(o.id.clone(), Vec::new()));
                    }
                });
            }
            slots => choose_item(ui, &label, a.action(o.id.clone(), Vec::new()), (slots, a.optional.as_slice())),
        }
        if !a.payments.is_empty() {
            ui.menu_button(paying, |ui| {
                for pay in &a.payments {
                    let act = |targets| a.action_paying(o.id.clone(), targets, pay);
                    paid_item(m, ui, pay, (a.targets.as_slice(), a.optional.as_slice(), 0), players, others, &act);
                }
            });
        }
    }
}

/// Put or remove counters.
fn counter_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView) {
    let lang = ui.lang();
    let id = &o.id;
    ui.menu_button(lang.t("menus-counters", &[]), |ui| {
        for k in ["+1/+1", "-1/-1", "loyalty", "defense", "stun", "shield"] {
            let a = Action::AddCounters { card: id.clone().into(), kind: CounterKind::parse(k), n: 1 };
            m.action(ui, &lang.t("menus-put", &[("counter", &a_counter(lang, k))]), a);
        }
        for (k, _) in &o.counters {
            let a = Action::RemoveCounters { card: id.clone().into(), kind: k.clone(), n: 1 };
            m.action(ui, &lang.t("menus-remove", &[("counter", &a_counter(lang, &k.name()))]), a);
        }
        // Any other kind, by name (charge, lore, time, ...).
        ui.separator();
        let key = egui::Id::new(("counter kind being typed", id.as_str()));
        let mut kind = ui.data_mut(|d| d.get_temp::<String>(key)).unwrap_or_default();
        ui.horizontal(|ui| {
            ui.label(lang.t("menus-another-kind", &[]));
            // The kinds as scenes write them: the names the rules read, in any language.
            ui.add(egui::TextEdit::singleline(&mut kind).desired_width(90.0).hint_text(OTHER_KINDS));
        });
        ui.data_mut(|d| d.insert_temp(key, kind.clone()));
        let kind = kind.trim();
        if !kind.is_empty() {
            let a = Action::AddCounters { card: id.clone().into(), kind: CounterKind::parse(kind), n: 1 };
            m.action(ui, &lang.t("menus-put", &[("counter", &a_counter(lang, kind))]), a);
        }
    });
}

/// Power and toughness effects, damage, losing abilities.
fn effect_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView) {
    let lang = ui.lang();
    let card = o.id.clone();
    let eot = Some(Until::EndOfTurn);
    ui.menu_button(lang.t("menus-power-toughness", &[]), |ui| {
        let items = [
            ("menus-plus-one-eot", Action::ModifyPT { card: card.clone().into(), power: 1, toughness: 1, until: eot }),
            (
                "menus-minus-one-eot",
                Action::ModifyPT { card: card.clone().into(), power: -1, toughness: -1, until: eot },
            ),
            ("menus-base-eot", Action::SetPT { card: card.clone().into(), power: 0, toughness: 1, until: eot }),
            ("menus-switch-pt", Action::SwitchPT { card: card.clone().into(), until: eot }),
            ("menus-one-damage", Action::Damage { card: card.clone().into(), n: 1, source: None }),
            ("menus-lose-abilities-eot", Action::LoseAllAbilities { card: card.clone().into(), until: eot }),
        ];
        for (label, a) in items {
            m.action(ui, &lang.t(label, &[]), a);
        }
    });
}

/// Arrows every player sees: a target, or, from a creature (508.1a), an attack at another
/// player, a planeswalker or a battle (508.1b).
fn arrow_items(
    m: &mut Menu,
    ui: &mut egui::Ui,
    o: &ObjectView,
    others: &[(String, String)],
    attackable: &[String],
    players: &[String],
) {
    let lang = ui.lang();
    let from = &o.id;
    for (label, attack) in [("menus-arrow-at", false), ("menus-attack-arrow", true)] {
        if attack && !o.offers.attack {
            continue;
        }
        ui.menu_button(lang.t(label, &[]), |ui| {
            for p in players.iter().filter(|p| !attack || **p != o.controller) {
                m.action(ui, p, Action::Arrow { from: from.clone().into(), to: Target::Player(p.into()), attack });
            }
            for (id, name) in others.iter().filter(|(id, _)| id != from && (!attack || attackable.contains(id))) {
                m.action(
                    ui,
                    name,
                    Action::Arrow { from: from.clone().into(), to: Target::Object(id.clone().into()), attack },
                );
            }
        });
    }
}

/// Attach, unattach, become a copy, token copy.
fn attach_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView, others: &[(String, String)]) {
    let lang = ui.lang();
    let id = &o.id;
    let others: Vec<&(String, String)> = others.iter().filter(|(x, _)| x != id).collect();
    // Only what it can be attached to now (its Enchant line, 301.5, 301.6), by name.
    let hosts: Vec<&&(String, String)> = others.iter().filter(|(x, _)| o.attach_to.contains(x)).collect();
    if !hosts.is_empty() {
        ui.menu_button(lang.t("menus-attach-to", &[]), |ui| {
            for (other, name) in hosts {
                m.action(
                    ui,
                    name,
                    Action::Attach { card: id.clone().into(), to: Target::Object(other.clone().into()) },
                );
            }
        });
    }
    if o.attached_to.is_some() {
        m.action(ui, &lang.t("menus-unattach", &[]), Action::Unattach(id.clone().into()));
    }
    ui.menu_button(lang.t("menus-become-copy", &[]), |ui| {
        for (other, name) in &others {
            let a = Action::BecomeCopy { card: id.clone().into(), of: other.clone().into(), until: None, except: None };
            m.action(ui, name, a);
        }
    });
    let copy =
        UiAction::Token { token: TokenKind::CopyOf(id.clone().into()), count: 1, controller: o.controller.clone() };
    m.item(ui, &lang.t("menus-create-token-copy", &[]), copy);
}
