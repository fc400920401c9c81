//! The menu bar's Table menu: the actions on the whole table.

use bevy_egui::egui;

use super::UiAction;
use super::menus::{Menu, a_counter, counted};
use crate::rules::{Action, DayNight, Zone};
use crate::session::TableCommand;
use crate::table::keymap::{Command, hint};
use crate::table::language::Words;

/// Table-wide actions: the menu bar's Table menu. At an assisted table priority moves the
/// turn on and resolves the stack (117.4): Resolve, Next step and Pass the turn aren't offered.
pub fn table_menu(ui: &mut egui::Ui, players: &[String], game: bool, assisted: bool) -> Vec<UiAction> {
    let lang = ui.lang();
    let mut m = Menu { out: Vec::new(), rules: None };
    m.item(ui, &lang.t("menus-undo", &[("key", &hint(lang, Command::Undo))]), UiAction::Table(TableCommand::Undo));
    m.item(ui, &lang.t("menus-redo", &[("key", &hint(lang, Command::Redo))]), UiAction::Table(TableCommand::Redo));
    if game {
        m.item(ui, &lang.t("menus-restart-game", &[]), UiAction::AskRestartGame);
    }
    m.item(ui, &lang.t("menus-create-tokens", &[("key", &hint(lang, Command::Tokens))]), UiAction::OpenTokens);
    m.item(ui, &lang.t("menus-cards", &[]), UiAction::OpenCards);
    if !assisted {
        m.action(ui, &lang.t("menus-resolve", &[]), Action::Resolve);
        m.action(ui, &lang.t("menus-next-step", &[("key", &hint(lang, Command::NextStep))]), Action::NextStep);
        m.action(ui, &lang.t("menus-pass-turn", &[]), Action::PassTurn);
    }
    m.action(ui, &lang.t("menus-clear-arrows", &[]), Action::ClearArrows);
    for (dn, label) in [(DayNight::Day, "menus-becomes-day"), (DayNight::Night, "menus-becomes-night")] {
        m.action(ui, &lang.t(label, &[]), Action::SetDayNight(dn));
    }
    for p in players {
        ui.menu_button(lang.t("menus-dice", &[("player", p)]), |ui| {
            for (label, sides, count) in
                [("menus-roll-d6", 6, None), ("menus-roll-2d6", 6, Some(2)), ("menus-roll-d20", 20, None)]
            {
                m.action(ui, &lang.t(label, &[]), Action::Roll { player: p.clone().into(), sides, count });
            }
            m.action(ui, &lang.t("menus-flip-coin", &[]), Action::FlipCoin { player: p.clone().into() });
        });
        ui.menu_button(lang.t("menus-life-and-counters", &[("player", p)]), |ui| {
            for by in [1, -1, 5, -5] {
                let label =
                    counted(lang, if by > 0 { "menus-life-plus" } else { "menus-life-minus" }, i64::from(by).abs());
                m.action(ui, &label, Action::ChangeLife { player: p.clone().into(), by });
            }
            for kind in ["poison", "energy", "experience", "rad", "ticket"] {
                for by in [1, -1] {
                    let what = if by > 0 { "menus-put" } else { "menus-remove" };
                    let a = Action::PlayerCounters { player: p.clone().into(), kind: kind.into(), by };
                    m.action(ui, &lang.t(what, &[("counter", &a_counter(lang, kind))]), a);
                }
            }
            ui.separator();
            m.action(ui, &lang.t("menus-concede", &[]), Action::Concede { player: p.clone().into() });
        });
        ui.menu_button(lang.t("menus-library-of", &[("player", p)]), |ui| {
            let player = p.clone();
            m.action(ui, &lang.t("menus-manifest-top", &[]), Action::Manifest { player: player.clone().into() });
            m.action(ui, &lang.t("menus-cloak-top", &[]), Action::Cloak { player: player.clone().into() });
            let dread = Action::ManifestDread { player: player.clone().into(), pick: None };
            m.action(ui, &lang.t("menus-manifest-dread", &[]), dread);
            m.action(ui, &lang.t("menus-shuffle", &[]), Action::Shuffle { player: player.clone().into() });
            m.action(ui, &lang.t("menus-draw", &[]), Action::Draw { player: player.clone().into(), n: None });
            m.action(ui, &lang.t("menus-mulligan", &[]), Action::Mulligan { player: player.clone().into() });
            for n in [1, 2, 3] {
                let label = counted(lang, "menus-look-at-top", i64::from(n));
                m.action(ui, &label, Action::LookAtTop { player: player.clone().into(), n });
            }
            m.action(
                ui,
                &lang.t("menus-reveal-hand", &[]),
                Action::RevealHand { player: player.clone().into(), to: None },
            );
            m.action(
                ui,
                &lang.t("menus-top-revealed", &[]),
                Action::TopRevealed { player: player.clone().into(), on: true },
            );
            m.action(
                ui,
                &lang.t("menus-top-hidden", &[]),
                Action::TopRevealed { player: player.clone().into(), on: false },
            );
            m.action(
                ui,
                &lang.t("menus-discard-at-random", &[]),
                Action::DiscardAtRandom { player: player.clone().into(), n: None },
            );
            for (label, zone) in [
                ("menus-see-library", Zone::Library),
                ("menus-see-graveyard", Zone::Graveyard),
                ("menus-see-exile", Zone::Exile),
            ] {
                m.item(ui, &lang.t(label, &[]), UiAction::Browse(player.clone(), zone));
            }
            m.action(ui, &lang.t("menus-mill", &[]), Action::Mill { player: player.clone().into(), n: 1 });
            let n = 2;
            m.item(ui, &counted(lang, "menus-incubate", i64::from(n)), UiAction::Incubate { player, n });
        });
    }
    m.out
}

#[cfg(test)]
mod tests {
    use fluent_bundle::FluentValue;

    use crate::i18n::{Lang, tr_in};

    /// A message in a language with one placeholder filled.
    fn say(lang: Lang, id: &str, key: &str, value: FluentValue<'_>) -> String {
        tr_in(lang, id, &[(key, value)])
    }

    #[test]
    fn the_menus_say_numbers_in_the_plural_they_ask_for_and_name_known_counters() {
        let n = |v: i64| FluentValue::from(v);
        assert_eq!(say(Lang::En, "menus-life-total", "n", n(20)), "20 life");
        assert_eq!(say(Lang::It, "menus-life-total", "n", n(1)), "1 punto vita");
        assert_eq!(say(Lang::It, "menus-life-total", "n", n(20)), "20 punti vita");
        assert_eq!(say(Lang::Fr, "menus-life-minus", "n", n(5)), "-5 points de vie");
        assert_eq!(say(Lang::En, "menus-nth-from-top", "n", n(2)), "2nd from the top");
        assert_eq!(say(Lang::En, "menus-nth-from-top", "n", n(10)), "10th from the top");
        assert_eq!(say(Lang::Fr, "menus-nth-from-top", "n", n(3)), "3e à partir du dessus");
        assert!(say(Lang::It, "menus-look-at-top", "n", n(1)).starts_with("Guarda la prima carta ("));
        assert!(say(Lang::It, "menus-look-at-top", "n", n(3)).starts_with("Guarda le prime 3 carte ("));
        let kind = |k: &'static str| FluentValue::from(k);
        assert_eq!(say(Lang::En, "menus-a-counter", "kind", kind("loyalty")), "a loyalty counter");
        assert_eq!(say(Lang::It, "menus-a-counter", "kind", kind("poison")), "un segnalino veleno");
        assert_eq!(say(Lang::Fr, "menus-a-counter", "kind", kind("energy")), "un marqueur d'énergie");
        assert_eq!(say(Lang::Fr, "menus-a-counter", "kind", kind("+1/+1")), "un marqueur +1/+1");
        assert_eq!(say(Lang::It, "menus-counter-name", "kind", kind("charge")), "charge");
    }
}
