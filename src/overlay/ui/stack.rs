//! The stack's own panels: the abilities on it, listed over the table, a player's choice of
//! the order of their triggered abilities (603.3b), and of a triggered ability's targets
//! (603.3d).

use bevy_egui::egui::{self, RichText};

use super::UiAction;
use crate::rules::Action;
use crate::table::language::Words;

/// The colour a level is shown in: green for what the table does, grey for what the players do.
pub(super) fn level_colour(level: crate::cards::level::Level) -> egui::Color32 {
    use crate::cards::level::Level;
    match level {
        Level::Automatic => egui::Color32::from_rgb(110, 200, 120),
        Level::Assisted => egui::Color32::from_rgb(120, 180, 230),
        Level::Reminded => egui::Color32::from_rgb(230, 190, 90),
        Level::ByHand => egui::Color32::from_rgb(160, 160, 160),
    }
}

/// Whether this window asks `player` a choice the rules wait for: a networked window its own
/// seat's only; a local one (hot seat, a scene) whoever chooses, since what is chosen among is
/// public.
pub(crate) fn chooses_here(model: &crate::view::seat::SeatModel, player: &str, networked: bool) -> bool {
    !networked || model.seat.is_empty() || player == model.seat
}

/// A dialog where a player makes a choice the rules wait for, titled by the message `title`:
/// over the left panel's top, off the table, where the cards it is about (the targets a click
/// picks, `table::targets`) stay in sight and the inspector still shows the card pointed at.
pub(crate) fn choice_window(ctx: &egui::Context, title: &str, add: impl FnOnce(&mut egui::Ui)) {
    let lang = ctx.lang();
    egui::Window::new(lang.t(title, &[]))
        .id(egui::Id::new(title))
        .collapsible(false)
        .resizable(false)
        .default_width(320.0)
        .max_width(340.0)
        .anchor(egui::Align2::LEFT_TOP, [6.0, 100.0])
        .show(ctx, add);
}

/// 603.3b: a player ([`chooses_here`]) chooses the order of their
/// triggered abilities: they click them in the order they are to resolve, then put them on
/// the stack.
pub fn trigger_order(ctx: &egui::Context, model: &crate::view::seat::SeatModel, networked: bool) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let Some(o) = model.table.ordering.as_ref().filter(|o| chooses_here(model, &o.player, networked)) else {
        return out;
    };
    let id = egui::Id::new(("trigger order", o.player.as_str(), o.abilities.len()));
    let mut picked: Vec<u32> = ctx.data_mut(|d| d.get_temp::<Vec<u32>>(id)).unwrap_or_default();
    picked.retain(|i| (*i as usize) < o.abilities.len());
    choice_window(ctx, "panels-order-title", |ui| {
        ui.label(lang.t("panels-order-question", &[("player", &o.player)]));
        for (i, (source, text)) in o.abilities.iter().enumerate() {
            let source = crate::view::stack::source_words(lang, source);
            let place = picked.iter().position(|p| *p as usize == i);
            let mark = place.map_or_else(|| "·".to_string(), |n| (n + 1).to_string());
            let button = egui::Button::new(format!("{mark}  {source}: {text}")).wrap();
            if ui.add_enabled(place.is_none(), button).clicked() {
                picked.push(i as u32);
            }
        }
        ui.horizontal(|ui| {
            if ui.button(lang.t("panels-order-again", &[])).clicked() {
                picked.clear();
            }
            let whole = picked.len() == o.abilities.len();
            if ui.add_enabled(whole, egui::Button::new(lang.t("panels-order-done", &[]))).clicked() {
                let player = o.player.clone().into();
                out.push(UiAction::Do(Action::OrderTriggers { player, order: std::mem::take(&mut picked) }));
            }
        });
    });
    ctx.data_mut(|d| d.insert_temp(id, picked));
    out
}

/// 603.3c: the player chooses the mode of a modal triggered ability of theirs, a click on one
/// it may have (700.2b); its targets are asked next.
fn trigger_mode(ctx: &egui::Context, c: &crate::view::stack::TargetingView) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    choice_window(ctx, "panels-mode-title", |ui| {
        let source = crate::view::stack::source_words(lang, &c.source);
        let args = [("player", c.player.as_str()), ("source", source.as_str()), ("text", c.text.as_str())];
        ui.add(egui::Label::new(lang.t("panels-mode-question", &args)).wrap());
        for (i, m) in c.modes.iter().enumerate() {
            let button = egui::Button::new(format!("{}  {}", i + 1, m.text)).wrap();
            if ui.add_enabled(m.legal, button).clicked() {
                let (player, ability) = (c.player.clone().into(), c.ability.clone().into());
                out.push(UiAction::Do(Action::ChooseMode { player, ability, mode: i as u32 }));
            }
        }
    });
    out
}

/// 603.3d: a player ([`chooses_here`]) chooses the targets of a
/// triggered ability of theirs: for each target its text names, one of what the kernel allows,
/// then it stays on the stack with them. An ability of one target is chosen with one click: a
/// name here, or a lit card on the table (`table::targets`).
pub fn trigger_targets(ctx: &egui::Context, model: &crate::view::seat::SeatModel, networked: bool) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let Some(c) = model.table.targeting.as_ref().filter(|c| chooses_here(model, &c.player, networked)) else {
        return out;
    };
    if !c.modes.is_empty() {
        return trigger_mode(ctx, c);
    }
    let id = egui::Id::new(("trigger targets", c.ability.as_str()));
    let mut picked: Vec<Option<String>> = ctx.data_mut(|d| d.get_temp::<Vec<Option<String>>>(id)).unwrap_or_default();
    let list = super::targets::SlotList { slots: &c.targets, optional: &c.optional };
    let (title, question) = match c.copy {
        true => ("panels-copy-targets-title", "panels-copy-targets-question"),
        false => ("panels-targets-title", "panels-targets-question"),
    };
    choice_window(ctx, title, |ui| {
        let source = crate::view::stack::source_words(lang, &c.source);
        let args = [("player", c.player.as_str()), ("source", source.as_str()), ("text", c.text.as_str())];
        ui.add(egui::Label::new(lang.t(question, &args)).wrap());
        // One target it must have: chosen by a click.
        let one = c.targets.len() == 1 && c.optional.first() != Some(&true);
        if one {
            ui.label(RichText::new(lang.t("panels-targets-click", &[])).weak());
        }
        let clicked = list.show(ui, &mut picked, &|x| super::targets::object_name(lang, model, x));
        if one && let Some(x) = clicked.and_then(|i| picked[i].clone()) {
            let (player, ability) = (c.player.clone().into(), c.ability.clone().into());
            out.push(UiAction::Do(Action::ChooseTargets { player, ability, targets: vec![model.target_named(&x)] }));
        }
        if !one && ui.add_enabled(list.whole(&picked), egui::Button::new(lang.t("panels-targets-done", &[]))).clicked()
        {
            let targets = picked.iter().flatten().map(|x| model.target_named(x)).collect();
            let player = c.player.clone().into();
            out.push(UiAction::Do(Action::ChooseTargets { player, ability: c.ability.clone().into(), targets }));
            picked.clear();
        }
    });
    ctx.data_mut(|d| d.insert_temp(id, picked));
    out
}

/// 603.5: a player ([`chooses_here`]) chooses whether an optional
/// ability of theirs about to resolve does what it says.
pub fn may_choice(ctx: &egui::Context, model: &crate::view::seat::SeatModel, networked: bool) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let Some(d) = model.table.deciding.as_ref().filter(|d| chooses_here(model, &d.player, networked)) else {
        return out;
    };
    choice_window(ctx, "panels-may-title", |ui| {
        let source = crate::view::stack::source_words(lang, &d.source);
        let args = [("player", d.player.as_str()), ("source", source.as_str()), ("text", d.text.as_str())];
        ui.add(egui::Label::new(lang.t("panels-may-question", &args)).wrap());
        let choose = |yes, sacrifice: Option<&String>| Action::ChooseMay {
            player: d.player.clone().into(),
            ability: d.ability.clone().into(),
            yes,
            sacrifice: sacrifice.map(|x| x.as_str().into()),
        };
        // 603.12: doing it is sacrificing one of these, a button each.
        if let Some(may) = &d.sacrifice {
            egui::ScrollArea::vertical().id_salt("may sacrifice").max_height(180.0).show(ui, |ui| {
                for x in may {
                    let name = match model.table.objects.iter().find(|o| o.id == *x) {
                        Some(o) => o.shown.name.clone(),
                        None => x.clone(),
                    };
                    if ui.button(lang.t("panels-may-sacrifice", &[("card", name.as_str())])).clicked() {
                        out.push(UiAction::Do(choose(true, Some(x))));
                    }
                }
            });
        }
        ui.horizontal(|ui| {
            if d.sacrifice.is_none() && ui.button(lang.t("panels-may-yes", &[])).clicked() {
                out.push(UiAction::Do(choose(true, None)));
            }
            if ui.button(lang.t("panels-may-no", &[])).clicked() {
                out.push(UiAction::Do(choose(false, None)));
            }
        });
    });
    out
}

/// 608.2g: a player ([`chooses_here`]) a resolving effect lets cast a card chooses whether to.
pub fn cast_offer(ctx: &egui::Context, model: &crate::view::seat::SeatModel, networked: bool) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let Some(c) = model.table.casting.as_ref().filter(|c| chooses_here(model, &c.player, networked)) else {
        return out;
    };
    choice_window(ctx, "panels-offer-title", |ui| {
        let question = match c.free {
            true => "panels-offer-question-free",
            false => "panels-offer-question",
        };
        let transformed = if c.transformed { lang.t("panels-offer-transformed", &[]) } else { String::new() };
        let args = [("player", c.player.as_str()), ("card", c.name.as_str()), ("transformed", transformed.as_str())];
        ui.add(egui::Label::new(lang.t(question, &args)).wrap());
        ui.horizontal(|ui| {
            if !c.card.is_empty() && ui.button(lang.t("panels-offer-cast", &[])).clicked() {
                let face = c.transformed.then_some(crate::rules::action::Side::Back);
                let mut cast = Action::cast_targeting(c.card.clone(), Vec::new());
                if let Action::Cast { face: f, .. } = &mut cast {
                    *f = face;
                }
                out.push(UiAction::Do(cast));
            }
            if ui.button(lang.t("panels-offer-decline", &[])).clicked() {
                out.push(UiAction::Do(Action::DeclineCast { player: c.player.clone().into() }));
            }
        });
    });
    out
}

/// 701.23a: a player ([`chooses_here`]) searching their library for an effect picks the card
/// they find (one of each name is offered: cards of one name are alike to find), or nothing
/// where the search allows it (701.23b). For "up to" a number of cards, each click takes one
/// more, in order (the first taken is the first named: Cultivate's to the battlefield), and
/// **Find these** ends the search. A look at the top cards of the library (701.20e) is the same
/// choice among those cards ("Put two of them into your hand": **Take these** once two are
/// taken).
pub fn search_offer(ctx: &egui::Context, model: &crate::view::seat::SeatModel, networked: bool) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let Some(s) = model.table.searching.as_ref().filter(|s| chooses_here(model, &s.player, networked)) else {
        return out;
    };
    let find = |cards: Vec<crate::rules::ObjectId>| Action::Find { player: s.player.clone().into(), cards };
    let id = egui::Id::new(("search", s.player.as_str(), s.text.as_str()));
    let mut taken: Vec<String> = ctx.data_mut(|d| d.get_temp::<Vec<String>>(id)).unwrap_or_default();
    taken.retain(|c| s.cards.iter().any(|(x, _)| x == c));
    // A look at the top cards of the library (701.20e) says so, and how many are taken.
    let look = s.top > 0;
    let title = if look { "panels-look-title" } else { "panels-search-title" };
    choice_window(ctx, title, |ui| {
        let (question, n) = match (look, s.exactly, s.most) {
            (true, 0, 0 | 1) => ("panels-look-question", String::new()),
            (true, 0, n) => ("panels-look-question-several", n.to_string()),
            (true, n, _) => ("panels-look-question-exactly", n.to_string()),
            (false, _, 0 | 1) => ("panels-search-question", String::new()),
            (false, _, n) => ("panels-search-question-several", n.to_string()),
        };
        let args = [("player", s.player.as_str()), ("text", s.text.as_str()), ("n", n.as_str())];
        ui.add(egui::Label::new(lang.t(question, &args)).wrap());
        // A window at another seat sees that the player searches, not their library.
        if s.cards.is_empty() && model.seat != s.player {
            ui.add(egui::Label::new(lang.t("panels-search-elsewhere", &[("player", &s.player)])).wrap());
        }
        let mut names: Vec<(&str, &str, usize)> = Vec::new();
        for (id, name) in &s.cards {
            match names.iter_mut().find(|(n, ..)| n == name) {
                Some(n) => n.2 += 1,
                None => names.push((name.as_str(), id.as_str(), 1)),
            }
        }
        egui::ScrollArea::vertical().max_height(260.0).show(ui, |ui| {
            for (name, first, n) in names {
                let take = if look { "panels-look-take" } else { "panels-search-take" };
                let label = lang.t(take, &[("card", name), ("n", &n.to_string())]);
                if !ui.button(label).clicked() {
                    continue;
                }
                if s.most <= 1 {
                    out.push(UiAction::Do(find(vec![first.into()])));
                } else if taken.len() < s.most as usize
                    && let Some((next, _)) = s.cards.iter().find(|(x, n)| n == name && !taken.contains(x))
                {
                    taken.push(next.clone());
                }
            }
        });
        if s.most > 1 && !taken.is_empty() {
            let names: Vec<&str> =
                taken.iter().filter_map(|c| s.cards.iter().find(|(x, _)| x == c)).map(|(_, n)| n.as_str()).collect();
            ui.add(egui::Label::new(lang.t("panels-search-taken", &[("cards", &names.join(", "))])).wrap());
            ui.horizontal(|ui| {
                let ready = s.exactly == 0 || taken.len() == s.exactly as usize;
                let these = if look { "panels-look-take-these" } else { "panels-search-find-these" };
                if ui.add_enabled(ready, egui::Button::new(lang.t(these, &[]))).clicked() {
                    out.push(UiAction::Do(find(taken.iter().map(|c| c.as_str().into()).collect())));
                    taken.clear();
                }
                if ui.button(lang.t("panels-search-again", &[])).clicked() {
                    taken.clear();
                }
            });
        }
        let nothing = if look { "panels-look-none" } else { "panels-search-nothing" };
        if (s.may_find_nothing || s.cards.is_empty()) && ui.button(lang.t(nothing, &[])).clicked() {
            out.push(UiAction::Do(find(Vec::new())));
        }
    });
    ctx.data_mut(|d| d.insert_temp(id, taken));
    out
}

/// 701.22a: a player ([`chooses_here`]) scrying for an effect says which cards go to the bottom
/// (a box each, top first) and in what order the rest go back on top (▲ moves a card up); 401.4:
/// "put them back in any order", the order alone, and **Shuffle** where the text allows it.
pub fn scry_offer(ctx: &egui::Context, model: &crate::view::seat::SeatModel, networked: bool) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let Some(s) = model.table.scrying.as_ref().filter(|s| chooses_here(model, &s.player, networked)) else {
        return out;
    };
    let id = egui::Id::new(("scry", s.player.as_str(), s.cards.len()));
    let (mut bottom, mut order): (Vec<String>, Vec<String>) =
        ctx.data_mut(|d| d.get_temp::<(Vec<String>, Vec<String>)>(id)).unwrap_or_default();
    // The cards in the order shown: as they lie until the player moves one.
    if order.len() != s.cards.len() || s.cards.iter().any(|(c, _)| !order.contains(c)) {
        order = s.cards.iter().map(|(c, _)| c.clone()).collect();
    }
    // 701.25a: a surveil's cards go into the graveyard rather than to the bottom.
    // 701.44a: an exploration's revealed card, the same.
    let (title, question, away) = match (s.explore, s.surveil) {
        _ if s.arrange => ("panels-arrange-title", "panels-arrange-question", "panels-scry-bottom"),
        (true, _) => ("panels-explore-title", "panels-explore-question", "panels-surveil-graveyard"),
        (false, true) => ("panels-surveil-title", "panels-surveil-question", "panels-surveil-graveyard"),
        (false, false) => ("panels-scry-title", "panels-scry-question", "panels-scry-bottom"),
    };
    choice_window(ctx, title, |ui| {
        ui.add(egui::Label::new(lang.t(question, &[("player", &s.player), ("n", &s.n.to_string())])).wrap());
        if s.cards.is_empty() && model.seat != s.player {
            ui.add(egui::Label::new(lang.t("panels-search-elsewhere", &[("player", &s.player)])).wrap());
            return;
        }
        let mut up = None;
        for (i, card) in order.iter().enumerate() {
            let name = s.cards.iter().find(|(c, _)| c == card).map(|(_, n)| n.as_str()).unwrap_or_default();
            ui.horizontal(|ui| {
                let button = egui::Button::new("⏶").small();
                if ui.add_enabled(i > 0, button).on_hover_text(lang.t("panels-move-up", &[])).clicked() {
                    up = Some(i);
                }
                if s.arrange {
                    ui.label(format!("{}. {name}", i + 1));
                    return;
                }
                let mut down = bottom.contains(card);
                if ui.checkbox(&mut down, lang.t(away, &[("card", name)])).changed() {
                    bottom.retain(|c| c != card);
                    if down {
                        bottom.push(card.clone());
                    }
                }
            });
        }
        if let Some(i) = up {
            order.swap(i - 1, i);
        }
        ui.horizontal(|ui| {
            if ui.button(lang.t("panels-scry-done", &[])).clicked() {
                let ids = |keep: bool| {
                    order.iter().filter(|c| bottom.contains(c) != keep).map(|c| c.as_str().into()).collect()
                };
                let player = s.player.clone().into();
                out.push(UiAction::Do(match s.surveil {
                    true => Action::Surveil { player, top: ids(true), graveyard: ids(false) },
                    false => Action::Scry { player, top: ids(true), bottom: ids(false) },
                }));
                bottom.clear();
            }
            if s.may_shuffle && ui.button(lang.t("panels-arrange-shuffle", &[])).clicked() {
                out.push(UiAction::Do(Action::Shuffle { player: s.player.clone().into() }));
            }
        });
    });
    ctx.data_mut(|d| d.insert_temp(id, (bottom, order)));
    out
}

/// 701.9b: a player ([`chooses_here`]) an effect has choose cards from a hand ticks as many as
/// it asks (to discard, or to put on top of their library: the first ticked ends on top), or
/// permanents of theirs to sacrifice (701.21a), then **Done**.
pub fn hand_choice_offer(ctx: &egui::Context, model: &crate::view::seat::SeatModel, networked: bool) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let Some(c) = model.table.hand_choice.as_ref().filter(|c| chooses_here(model, &c.player, networked)) else {
        return out;
    };
    let id = egui::Id::new(("hand choice", c.player.as_str(), c.owner.as_str(), c.cards.len()));
    let mut ticked: Vec<String> = ctx.data_mut(|d| d.get_temp::<Vec<String>>(id)).unwrap_or_default();
    let title = match (c.to_library, c.sacrifice) {
        _ if c.dredge => "panels-dredge-title",
        _ if c.copied_by.is_some() => "panels-copy-title",
        _ if c.proliferate => "panels-proliferate-title",
        _ if c.untap => "panels-untap-title",
        _ if c.keep => "panels-keep-title",
        _ if c.graveyard_to_hand => "panels-graveyard-to-hand-title",
        _ if c.pay_life > 0 => "panels-put-back-or-pay-title",
        _ if c.to_enter.is_some() => "panels-discard-to-enter-title",
        _ if c.from_graveyard => "panels-exile-from-graveyard-title",
        _ if c.to_battlefield => "panels-put-onto-battlefield-title",
        _ if c.to_hand => "panels-return-title",
        _ if c.bolster > 0 => "panels-bolster-title",
        (true, _) => "panels-put-back-title",
        (false, true) => "panels-sacrifice-title",
        (false, false) => "panels-discard-title",
    };
    choice_window(ctx, title, |ui| {
        // A bolster choice names one creature and speaks of its counters.
        let n = if c.bolster > 0 { c.bolster } else { c.n }.to_string();
        let question = match (c.to_library, c.sacrifice, c.player == c.owner) {
            _ if c.dredge => "panels-dredge-question",
            _ if c.copied_by.is_some() => "panels-copy-question",
            _ if c.proliferate => "panels-proliferate-question",
            _ if c.untap => "panels-untap-question",
            _ if c.keep => "panels-keep-question",
            _ if c.graveyard_to_hand => "panels-graveyard-to-hand-question",
            _ if c.pay_life > 0 => "panels-put-back-or-pay-question",
            _ if c.to_enter.is_some() => "panels-discard-to-enter-question",
            _ if c.from_graveyard => "panels-exile-from-graveyard-question",
            _ if c.or_sacrifice.is_some() => "panels-return-or-sacrifice-question",
            _ if c.to_battlefield => "panels-put-onto-battlefield-question",
            _ if c.to_hand => "panels-return-question",
            _ if c.bolster > 0 => "panels-bolster-question",
            (true, ..) => "panels-put-back-question",
            (false, true, _) => "panels-sacrifice-question",
            (false, false, true) => "panels-discard-question",
            (false, false, false) => "panels-discard-other-question",
        };
        let card = c.or_sacrifice.clone().or_else(|| c.copied_by.clone()).or_else(|| c.to_enter.clone());
        let card = card.unwrap_or_default();
        let life = c.pay_life.to_string();
        let args = [
            ("player", c.player.as_str()),
            ("owner", c.owner.as_str()),
            ("n", n.as_str()),
            ("card", &card),
            ("life", &life),
        ];
        ui.add(egui::Label::new(lang.t(question, &args)).wrap());
        if c.cards.is_empty() && model.seat != c.player {
            ui.add(egui::Label::new(lang.t("panels-search-elsewhere", &[("player", &c.player)])).wrap());
            return;
        }
        for (card, name) in &c.cards {
            let mut on = ticked.contains(card);
            let place = ticked.iter().position(|x| x == card).map(|i| format!(" ({})", i + 1)).unwrap_or_default();
            let label = if c.to_library { format!("{name}{place}") } else { name.clone() };
            if ui.checkbox(&mut on, label).changed() {
                ticked.retain(|x| x != card);
                if on {
                    ticked.push(card.clone());
                }
            }
        }
        let ready = if c.up_to { ticked.len() <= c.n as usize } else { ticked.len() == c.n as usize };
        if ui.add_enabled(ready, egui::Button::new(lang.t("panels-scry-done", &[]))).clicked() {
            let cards = ticked.iter().map(|x| x.as_str().into()).collect();
            out.push(UiAction::Do(Action::ChooseCards { player: c.player.clone().into(), cards }));
            ticked.clear();
        }
    });
    ctx.data_mut(|d| d.insert_temp(id, ticked));
    out
}

/// 118.12a: a player ([`chooses_here`]) an effect offers to pay a cost so that a step doesn't
/// happen says whether they pay ("Pay {3}", checked and paid as any cost) or not.
pub fn pay_offer(ctx: &egui::Context, model: &crate::view::seat::SeatModel, networked: bool) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let Some(p) = model.table.paying.as_ref().filter(|p| chooses_here(model, &p.player, networked)) else {
        return out;
    };
    choice_window(ctx, "panels-pay-title", |ui| {
        let args = [("player", p.player.as_str()), ("cost", p.cost.as_str()), ("text", p.text.as_str())];
        let question = if p.if_paid { "panels-pay-for-question" } else { "panels-pay-question" };
        ui.add(egui::Label::new(lang.t(question, &args)).wrap());
        ui.horizontal(|ui| {
            let answer = |pay| UiAction::Do(Action::PayUnless { player: p.player.clone().into(), pay });
            if ui.button(lang.t("panels-pay-yes", &[("cost", &p.cost)])).clicked() {
                out.push(answer(true));
            }
            if ui.button(lang.t("panels-pay-no", &[])).clicked() {
                out.push(answer(false));
            }
        });
    });
    out
}

/// 105.1: a player ([`chooses_here`]) an effect asks for "the color of your choice" clicks one
/// of the five.
pub fn color_offer(
    ctx: &egui::Context,
    model: &crate::view::seat::SeatModel,
    networked: bool,
    db: &crate::cards::CardDb,
) -> Vec<UiAction> {
    let lang = ctx.lang();
    let mut out = Vec::new();
    let Some(c) = model.table.choosing_color.as_ref().filter(|c| chooses_here(model, &c.player, networked)) else {
        return out;
    };
    let p = &c.player;
    // 201.4: a card name.
    if let Some(nonland) = c.card_name {
        choice_window(ctx, "panels-name-title", |ui| {
            let args = [("player", p.as_str()), ("text", c.text.as_str())];
            ui.add(egui::Label::new(lang.t("panels-name-question", &args)).wrap());
            let picked = super::names::name_picker(ui, model, db, (nonland, p), ("panels-name", c.text.as_str()));
            out.extend(picked.map(|name| UiAction::Do(Action::ChooseName { player: p.clone().into(), name })));
        });
        return out;
    }
    choice_window(ctx, "panels-color-title", |ui| {
        let args = [("player", p.as_str()), ("text", c.text.as_str())];
        ui.add(egui::Label::new(lang.t("panels-color-question", &args)).wrap());
        ui.horizontal(|ui| {
            for color in crate::cards::Color::ALL {
                if ui.button(lang.t("panels-color-choice", &[("color", color.word())])).clicked() {
                    out.push(UiAction::Do(Action::ChooseColor { player: p.clone().into(), color }));
                }
            }
        });
    });
    out
}

/// The abilities on the stack, top first, in a list over the table's left edge, between the
/// players' panels: each with its source, its controller, its text and who carries it out.
pub fn stack_list(ctx: &egui::Context, abilities: &[crate::view::stack::AbilityView], table: egui::Rect) {
    let lang = ctx.lang();
    if abilities.is_empty() {
        return;
    }
    egui::Area::new("stack abilities".into())
        .order(egui::Order::Foreground)
        .interactable(false)
        .pivot(egui::Align2::LEFT_CENTER)
        .fixed_pos(table.left_center() + egui::vec2(8.0, 0.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).inner_margin(8.0).show(ui, |ui| {
                // A third of the table's width at most (at a larger size the table is narrower
                // in points and the list would cover its cards).
                ui.set_max_width((table.width() * 0.32).clamp(160.0, 320.0));
                ui.label(RichText::new(lang.t("panels-stack-title", &[])).strong());
                // A long stack scrolls inside the table's height rather than running off it; a
                // short one is laid out whole (a scroll area sizes itself from the frame before,
                // and a table at rest may draw no frame after a line is added).
                if abilities.len() > 4 {
                    egui::ScrollArea::vertical()
                        .max_height(table.height() * 0.8)
                        .show(ui, |ui| abilities_lines(ui, abilities));
                } else {
                    abilities_lines(ui, abilities);
                }
            });
        });
}

/// Each ability on the stack: its source and controller, its text, its targets, who carries it
/// out.
fn abilities_lines(ui: &mut egui::Ui, abilities: &[crate::view::stack::AbilityView]) {
    let lang = ui.lang();
    for a in abilities {
        ui.separator();
        let source = crate::view::stack::source_words(lang, &a.source);
        let head = lang.t("panels-stack-source", &[("controller", &a.controller), ("source", &source)]);
        ui.label(RichText::new(head).small());
        ui.add(egui::Label::new(RichText::new(&a.text).italics()).wrap());
        if !a.targets.is_empty() {
            let names: Vec<String> = a.targets.iter().map(|n| crate::view::stack::source_words(lang, n)).collect();
            let line = lang.t("panels-stack-targets", &[("targets", &names.join(", "))]);
            ui.add(egui::Label::new(RichText::new(line).small().strong()).wrap());
        }
        let (who, level) = match a.automatic {
            true => ("panels-stack-automatic", crate::cards::level::Level::Automatic),
            false => ("panels-stack-by-hand", crate::cards::level::Level::Reminded),
        };
        ui.label(RichText::new(lang.t(who, &[])).small().color(level_colour(level)));
    }
}
