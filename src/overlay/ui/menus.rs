//! Menus: every action on one card (right click), and the table-wide Table menu.

use bevy_egui::egui;

use super::UiAction;
use crate::rules::action::{FaceDownKind, Position, Target, Zone};
use crate::rules::{Action, CounterKind, DayNight, TokenKind, Until};
use crate::session::TableCommand;
use crate::view::ObjectView;

/// A menu being drawn: what was clicked so far.
struct Menu {
    out: Vec<UiAction>,
}

impl Menu {
    /// A button that asks for `a` and closes the menu.
    fn item(&mut self, ui: &mut egui::Ui, label: &str, a: UiAction) {
        if ui.button(label).clicked() {
            self.out.push(a);
            ui.close();
        }
    }
    /// A button that asks the rules kernel for `a`.
    fn action(&mut self, ui: &mut egui::Ui, label: &str, a: Action) {
        self.item(ui, label, UiAction::Do(a));
    }
}

/// Every action that can be taken on one object, for the right-click menu. `others` are the
/// other visible permanents (for attach and copy), by id and name; `seat` the player the window
/// sits at (`None`: every player's, as a scene explorer).
pub fn object_menu(
    ui: &mut egui::Ui,
    o: &ObjectView,
    others: &[(String, String)],
    players: &[String],
    seat: Option<&str>,
) -> Vec<UiAction> {
    let mut m = Menu { out: Vec::new() };
    let on_battlefield = o.zone == Zone::Battlefield;
    if on_battlefield {
        status_items(&mut m, ui, o, seat);
    }
    // Off the battlefield, what is done most first (play, cast): the keyboard lands there.
    if !on_battlefield {
        enter_items(&mut m, ui, o, players);
    }
    move_items(&mut m, ui, o);
    if o.zone.is_hidden() {
        reveal_items(&mut m, ui, o, players);
    }
    if o.zone == Zone::Stack {
        m.action(ui, "Resolve the top of the stack", Action::Resolve);
    }
    counter_items(&mut m, ui, o);
    if on_battlefield {
        effect_items(&mut m, ui, o);
        attach_items(&mut m, ui, o, others);
        arrow_items(&mut m, ui, o, others, players);
        player_damage_items(&mut m, ui, o, players);
    }
    if o.commander_tax.is_some() {
        commander_items(&mut m, ui, o);
    }
    if o.other_face.is_some() {
        m.item(ui, "Show the other face (O)", UiAction::PeekOther);
    }
    note_items(&mut m, ui, o);
    m.out
}

/// A note every player sees on the card: typed in the menu itself (a field in a submenu would
/// close the menu when clicked).
fn note_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView) {
    let key = egui::Id::new(("note being written", o.id.as_str()));
    let mut text = ui.data_mut(|d| d.get_temp::<String>(key)).unwrap_or_else(|| o.note.clone().unwrap_or_default());
    ui.horizontal(|ui| {
        ui.label("Note");
        ui.add(egui::TextEdit::singleline(&mut text).desired_width(140.0));
    });
    ui.data_mut(|d| d.insert_temp(key, text.clone()));
    if !text.trim().is_empty() && Some(text.trim()) != o.note.as_deref() {
        m.action(ui, "Write the note", Action::Note { card: o.id.clone(), text: text.trim().to_string() });
    }
    if o.note.is_some() {
        m.action(ui, "Remove the note", Action::Note { card: o.id.clone(), text: String::new() });
    }
}

/// Tap, transform, convert, face down and up.
fn status_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView, seat: Option<&str>) {
    let id = &o.id;
    if o.tapped {
        m.action(ui, "Untap (T)", Action::Untap(id.clone()));
    } else {
        // Its mana abilities first: tapping for mana puts the mana in its controller's pool.
        for mana in &o.mana {
            let a = Action::TapForMana { card: id.clone(), mana: (o.mana.len() > 1).then(|| mana.clone()) };
            m.action(ui, &format!("Tap for {mana}"), a);
        }
        m.action(ui, "Tap (T)", Action::Tap(id.clone()));
    }
    // Only a double-faced permanent transforms or converts (701.27c, 701.28): a face-down one
    // may be one the seat can't see, and the rules say what happens then.
    let double_faced = o.other_face.is_some() || o.face_down.is_some();
    if o.flip_half.is_some() && !o.flipped {
        m.action(ui, "Flip (F, 710.2)", Action::Flip(id.clone()));
    } else if double_faced {
        m.action(ui, "Transform (F)", Action::Transform(id.clone()));
        m.action(ui, "Convert", Action::Convert(id.clone()));
    }
    m.action(ui, "Destroy", Action::Destroy(id.clone()));
    // A player sacrifices only what they control (701.21a).
    if seat.is_none_or(|s| s == o.controller) {
        m.action(ui, "Sacrifice", Action::Sacrifice(id.clone()));
    }
    if o.phased_out {
        m.action(ui, "Phase in", Action::PhaseIn(id.clone()));
    } else {
        m.action(ui, "Phase out", Action::PhaseOut(id.clone()));
    }
    if o.face_down.is_some() {
        if let Some(cost) = &o.face_up_cost {
            m.action(ui, &format!("Turn face up for {cost}"), Action::TurnFaceUpForCost(id.clone()));
        }
        m.action(ui, "Turn face up by an effect", Action::TurnFaceUp(id.clone()));
    } else {
        ui.menu_button("Turn face down", |ui| {
            for (k, label) in [
                (FaceDownKind::Plain, "as a face-down 2/2 (D)"),
                (FaceDownKind::Morph, "as a morph"),
                (FaceDownKind::Megamorph, "as a megamorph"),
                (FaceDownKind::Disguise, "with disguise"),
            ] {
                m.action(ui, label, Action::TurnFaceDown { card: id.clone(), kind: k });
            }
        });
    }
}

/// Move to any zone.
fn move_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView) {
    let id = &o.id;
    ui.menu_button("Move to", |ui| {
        for z in [Zone::Hand, Zone::Battlefield, Zone::Graveyard, Zone::Exile, Zone::Command] {
            if z != o.zone {
                m.action(ui, &format!("{z:?}"), Action::Move { card: id.clone(), to: z, position: None });
            }
        }
        for (label, position) in [("Library (top)", Position::Top), ("Library (bottom)", Position::Bottom)] {
            m.action(ui, label, Action::Move { card: id.clone(), to: Zone::Library, position: Some(position) });
        }
        ui.menu_button("Library, Nth from the top", |ui| {
            for n in 2..=10 {
                let label = format!("{} from the top", crate::rules::words::ordinal(n));
                let a = Action::Move { card: id.clone(), to: Zone::Library, position: Some(Position::FromTop(n)) };
                m.action(ui, &label, a);
            }
        });
    });
}

/// Damage to a player from this permanent (120.3a); combat damage from a commander counts
/// toward 903.10a. A commander's owner's choice of the command zone (903.9).
fn player_damage_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView, players: &[String]) {
    let power = o.shown.power.unwrap_or(0).max(0) as u32;
    ui.menu_button("Damage to a player", |ui| {
        for p in players.iter().filter(|p| **p != o.controller) {
            let hit = |n, combat| Action::DamagePlayer { source: o.id.clone(), player: p.clone().into(), n, combat };
            if power > 0 {
                m.action(ui, &format!("Combat damage to {p} ({power}, its power)"), hit(power, true));
            }
            m.action(ui, &format!("1 damage to {p}"), hit(1, false));
        }
    });
}

fn commander_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView) {
    ui.menu_button("Commander (903.9)", |ui| {
        let choice = |command_zone| Action::CommanderChoice { card: o.id.clone(), command_zone };
        m.action(ui, "Goes to the command zone instead", choice(true));
        m.action(ui, "Goes where it goes", choice(false));
    });
}

/// Reveal a card of a hand or library where it is, to everyone or one player, or hide it again
/// (701.20).
fn reveal_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView, players: &[String]) {
    let card = &o.id;
    ui.menu_button("Reveal", |ui| {
        m.action(ui, "To every player", Action::Reveal { card: card.clone(), to: None });
        for p in players.iter().filter(|p| **p != o.owner) {
            m.action(ui, &format!("To {p} only"), Action::Reveal { card: card.clone(), to: Some(p.clone().into()) });
        }
        m.action(ui, "Hide it again", Action::Conceal(card.clone()));
    });
}

/// Put onto the battlefield (face up, transformed, face down, under another player) and cast.
fn enter_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView, players: &[String]) {
    let id = &o.id;
    let put = |transformed, face_down, controller| Action::PutOntoBattlefield {
        card: id.clone(),
        transformed,
        face_down,
        controller,
        copy_of: None,
        except: None,
        attached_to: None,
    };
    // A land in a hand is played (305.1): the turn's land, at an assisted table.
    if o.zone == Zone::Hand && o.shown.is_land() {
        m.action(ui, "Play (305.1)", Action::PlayLand(id.clone()));
    }
    ui.menu_button("Put onto the battlefield", |ui| {
        m.action(ui, "Face up", put(false, None, None));
        m.action(ui, "Transformed (712.14a)", put(true, None, None));
        m.action(ui, "Face down", put(false, Some(FaceDownKind::Plain), None));
        for p in players.iter().filter(|p| **p != o.controller) {
            m.action(ui, &format!("Under {p}'s control"), put(false, None, Some(p.clone().into())));
        }
    });
    ui.menu_button("Cast", |ui| {
        // The ways its card prints (a card the seat can't see offers only face down).
        for c in &o.casts {
            m.action(ui, &c.label, c.action(id.clone()));
        }
        for k in [FaceDownKind::Morph, FaceDownKind::Disguise] {
            let a = Action::Cast {
                card: id.clone(),
                face: None,
                face_down: Some(k),
                targets: Vec::new(),
                fused: false,
                prototyped: false,
                x: None,
            };
            m.action(ui, &format!("Face down ({k:?})"), a);
        }
    });
}

/// Put or remove counters.
fn counter_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView) {
    let id = &o.id;
    ui.menu_button("Counters", |ui| {
        for k in ["+1/+1", "-1/-1", "loyalty", "defense", "stun", "shield"] {
            let a = Action::AddCounters { card: id.clone(), kind: CounterKind::parse(k), n: 1 };
            m.action(ui, &format!("Put a {k} counter"), a);
        }
        for (k, _) in &o.counters {
            let a = Action::RemoveCounters { card: id.clone(), kind: k.clone(), n: 1 };
            m.action(ui, &format!("Remove a {k} counter"), a);
        }
        // Any other kind, by name (charge, lore, time, ...).
        ui.separator();
        let key = egui::Id::new(("counter kind being typed", id.as_str()));
        let mut kind = ui.data_mut(|d| d.get_temp::<String>(key)).unwrap_or_default();
        ui.horizontal(|ui| {
            ui.label("Another kind");
            ui.add(egui::TextEdit::singleline(&mut kind).desired_width(90.0).hint_text("charge, lore, time"));
        });
        ui.data_mut(|d| d.insert_temp(key, kind.clone()));
        let kind = kind.trim();
        if !kind.is_empty() {
            let a = Action::AddCounters { card: id.clone(), kind: CounterKind::parse(kind), n: 1 };
            m.action(ui, &format!("Put a {kind} counter"), a);
        }
    });
}

/// Power and toughness effects, damage, losing abilities.
fn effect_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView) {
    let card = o.id.clone();
    let eot = Some(Until::EndOfTurn);
    ui.menu_button("Power and toughness", |ui| {
        let items = [
            ("+1/+1 until end of turn", Action::ModifyPT { card: card.clone(), power: 1, toughness: 1, until: eot }),
            ("-1/-1 until end of turn", Action::ModifyPT { card: card.clone(), power: -1, toughness: -1, until: eot }),
            ("Base 0/1 until end of turn", Action::SetPT { card: card.clone(), power: 0, toughness: 1, until: eot }),
            ("Switch power and toughness", Action::SwitchPT { card: card.clone(), until: eot }),
            ("1 damage", Action::Damage { card: card.clone(), n: 1 }),
            ("Loses all abilities until end of turn", Action::LoseAllAbilities { card: card.clone(), until: eot }),
        ];
        for (label, a) in items {
            m.action(ui, label, a);
        }
    });
}

/// Arrows every player sees: a target, or an attack at a player, planeswalker or battle.
fn arrow_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView, others: &[(String, String)], players: &[String]) {
    let from = &o.id;
    for (label, attack) in [("Point an arrow at", false), ("Attack (arrow)", true)] {
        ui.menu_button(label, |ui| {
            for p in players.iter().filter(|p| !attack || **p != o.controller) {
                m.action(ui, p, Action::Arrow { from: from.clone(), to: Target::Player(p.into()), attack });
            }
            for (id, name) in others.iter().filter(|(id, _)| id != from) {
                m.action(ui, name, Action::Arrow { from: from.clone(), to: Target::Object(id.clone()), attack });
            }
        });
    }
}

/// Attach, unattach, become a copy, token copy.
fn attach_items(m: &mut Menu, ui: &mut egui::Ui, o: &ObjectView, others: &[(String, String)]) {
    let id = &o.id;
    let others: Vec<&(String, String)> = others.iter().filter(|(x, _)| x != id).collect();
    // Only what it can be attached to now (its Enchant line, 301.5, 301.6), by name.
    let hosts: Vec<&&(String, String)> = others.iter().filter(|(x, _)| o.attach_to.contains(x)).collect();
    if !hosts.is_empty() {
        ui.menu_button("Attach to", |ui| {
            for (other, name) in hosts {
                m.action(ui, name, Action::Attach { card: id.clone(), to: Target::Object(other.clone()) });
            }
        });
    }
    if o.attached_to.is_some() {
        m.action(ui, "Unattach", Action::Unattach(id.clone()));
    }
    ui.menu_button("Becomes a copy of", |ui| {
        for (other, name) in &others {
            let a = Action::BecomeCopy { card: id.clone(), of: other.clone(), until: None, except: None };
            m.action(ui, name, a);
        }
    });
    let copy = UiAction::Token { token: TokenKind::CopyOf(id.clone()), count: 1, controller: o.controller.clone() };
    m.item(ui, "Create a token copy", copy);
}

/// Table-wide actions: the menu bar's Table menu.
pub fn table_menu(ui: &mut egui::Ui, players: &[String], game: bool) -> Vec<UiAction> {
    let mut m = Menu { out: Vec::new() };
    use crate::table::keymap::{Command, hint};
    m.item(ui, &format!("Undo ({})", hint(Command::Undo)), UiAction::Table(TableCommand::Undo));
    m.item(ui, &format!("Redo ({})", hint(Command::Redo)), UiAction::Table(TableCommand::Redo));
    if game {
        m.item(ui, "Restart the game…", UiAction::AskRestartGame);
    }
    m.item(ui, &format!("Create tokens… ({})", hint(Command::Tokens)), UiAction::OpenTokens);
    m.item(ui, "Cards… (bring any card into the game)", UiAction::OpenCards);
    m.action(ui, "Resolve the top of the stack", Action::Resolve);
    m.action(ui, &format!("Next step ({})", hint(Command::NextStep)), Action::NextStep);
    m.action(ui, "Pass the turn", Action::PassTurn);
    m.action(ui, "Remove every arrow", Action::ClearArrows);
    for dn in [DayNight::Day, DayNight::Night] {
        m.action(ui, &format!("It becomes {dn:?}"), Action::SetDayNight(dn));
    }
    for p in players {
        ui.menu_button(format!("{p}: dice and coins"), |ui| {
            for (label, sides, count) in [("Roll a d6", 6, None), ("Roll 2d6", 6, Some(2)), ("Roll a d20", 20, None)] {
                m.action(ui, label, Action::Roll { player: p.clone().into(), sides, count });
            }
            m.action(ui, "Flip a coin", Action::FlipCoin { player: p.clone().into() });
        });
        ui.menu_button(format!("{p}: life and counters"), |ui| {
            for by in [1, -1, 5, -5] {
                m.action(ui, &format!("{by:+} life"), Action::ChangeLife { player: p.clone().into(), by });
            }
            for kind in ["poison", "energy", "experience", "rad", "ticket"] {
                for by in [1, -1] {
                    let what = if by > 0 { "Put a" } else { "Remove a" };
                    let a = Action::PlayerCounters { player: p.clone().into(), kind: kind.into(), by };
                    m.action(ui, &format!("{what} {kind} counter"), a);
                }
            }
            ui.separator();
            m.action(ui, "Concede (104.3a)", Action::Concede { player: p.clone().into() });
        });
        ui.menu_button(format!("{p}'s library"), |ui| {
            let player = p.clone();
            m.action(ui, "Manifest the top card", Action::Manifest { player: player.clone().into() });
            m.action(ui, "Cloak the top card", Action::Cloak { player: player.clone().into() });
            m.action(ui, "Manifest dread", Action::ManifestDread { player: player.clone().into(), pick: None });
            m.action(ui, "Shuffle", Action::Shuffle { player: player.clone().into() });
            m.action(ui, "Draw a card", Action::Draw { player: player.clone().into(), n: None });
            m.action(ui, "Mulligan (London, 103.5)", Action::Mulligan { player: player.clone().into() });
            for n in [1, 2, 3] {
                let label = format!("Look at the top {n} (scry, surveil: then move each)");
                m.action(ui, &label, Action::LookAtTop { player: player.clone().into(), n });
            }
            m.action(
                ui,
                "Reveal the hand to every player",
                Action::RevealHand { player: player.clone().into(), to: None },
            );
            m.action(
                ui,
                "Play with the top card revealed",
                Action::TopRevealed { player: player.clone().into(), on: true },
            );
            m.action(
                ui,
                "Stop revealing the top card",
                Action::TopRevealed { player: player.clone().into(), on: false },
            );
            m.action(
                ui,
                "Discard a card at random",
                Action::DiscardAtRandom { player: player.clone().into(), n: None },
            );
            for (label, zone) in [
                ("See the library as a list", Zone::Library),
                ("See the graveyard", Zone::Graveyard),
                ("See exile", Zone::Exile),
            ] {
                m.item(ui, label, UiAction::Browse(player.clone(), zone));
            }
            m.action(ui, "Mill a card", Action::Mill { player: player.clone().into(), n: 1 });
            m.item(ui, "Incubate 2", UiAction::Incubate { player, n: 2 });
        });
    }
    m.out
}
