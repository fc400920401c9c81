//! A seat at a served draft pod in the window (File → Play online): the room's pods, each with
//! Sit down (and, for the seat that opened it, Begin), a form that opens one, and once the draft
//! has begun the draft's window (`overlay::ui::draft::draft_view_ui`, as a local draft shows it)
//! on what the server sends the seat (`PodSeen`): its pack and picks, of the others only how far
//! they are. A click takes a card (`ToServer::Pick`). At the end the deck built from the pool
//! is written and the deck editor opens on the pool; the first round's match is shown with Join.
//! The terminal's command that sits at each pod is offered too (`bifronte draft --server`).

use std::path::PathBuf;

use bevy_egui::egui;

use super::{OnlineAction, OnlineDialog};
use crate::cards::CardDb;
use crate::overlay::ui::draft::{DraftAsk, DraftHand, DraftShown, draft_view_ui};
use crate::server::protocol::{NewPod, PodSeen, ToServer};
use crate::table::language::Words;

/// The window's seat at a pod: what the server last showed it, the card chosen, the deck once
/// written.
#[derive(Clone, Debug)]
pub struct ServedDraft {
    /// The seat's latest view.
    pub seen: PodSeen,
    /// The card chosen, what went wrong.
    pub hand: DraftHand,
    /// The deck built from the pool, once written.
    pub deck: Option<PathBuf>,
}

/// The pod being opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewPodForm {
    /// The set's code.
    pub set: String,
    /// Seats (2 to 8).
    pub seats: u8,
    /// The pick timer.
    pub timer: bool,
}

impl Default for NewPodForm {
    fn default() -> Self {
        NewPodForm { set: String::new(), seats: 8, timer: true }
    }
}

/// A pool ready for the deck editor: the deck written and the pool's cards by name.
#[derive(Clone, Debug, PartialEq)]
pub struct PoolReady {
    /// The deck file.
    pub deck: PathBuf,
    /// The pool.
    pub pool: crate::cards::legality::Pool,
}

/// What a pod's seat token is kept under, with the tables' rejoin tokens (as the terminal's
/// `draft --server` keeps it): the server and the pod.
fn token_key(d: &OnlineDialog, pod: u64) -> Option<String> {
    d.lobby.as_ref().map(|l| format!("{} pod {pod}", l.server))
}

/// The server showed the seat its pod again; a seat just taken has its token kept, so a lost
/// connection sits down again at it.
pub(super) fn take_seen(d: &mut OnlineDialog, seen: PodSeen) {
    if d.pod.as_ref().is_none_or(|p| p.seen.pod != seen.pod)
        && let Some(key) = token_key(d, seen.pod)
    {
        let name = d.name.trim().to_string();
        crate::net::client::TokenStore::put(&crate::net::client::tokens_file(), &key, &name, seen.token).ok();
    }
    match d.pod.as_mut().filter(|p| p.seen.pod == seen.pod) {
        Some(p) => {
            if p.seen.pack != seen.pack {
                p.hand.chosen = None;
            }
            p.seen = seen;
        }
        None => d.pod = Some(ServedDraft { seen, hand: DraftHand::default(), deck: None }),
    }
}

/// The room's pods: each with Sit down (or Begin, at the pod this window sits at) and the
/// command that sits at it from a terminal; the form that opens one; the seat's match once its
/// draft is over. A table to join, if asked.
pub(super) fn pods_ui(ui: &mut egui::Ui, d: &mut OnlineDialog, room: &str) -> Option<OnlineAction> {
    let lang = ui.lang();
    let mut action = None;
    ui.label(egui::RichText::new(lang.t("decks-online-pods-in", &[("room", room)])).strong());
    let mine = d.pod.as_ref().map(|p| (p.seen.pod, p.seen.started));
    let mut send = None;
    for p in &d.pods {
        let state = lang.tr(match (p.started, p.over) {
            (_, true) => "decks-online-pod-over",
            (true, _) => "decks-online-pod-drafting",
            _ => "decks-online-pod-waiting",
        });
        let (count, seats) = (p.seated.len().to_string(), p.seats.to_string());
        let seated = p.seated.join(", ");
        let args = [
            ("pod", p.name.as_str()),
            ("set", &p.set),
            ("count", &count),
            ("seats", &seats),
            ("seated", &seated),
            ("state", &state),
        ];
        ui.horizontal_wrapped(|ui| {
            ui.label(lang.t("decks-online-pod", &args));
            match mine {
                Some((id, false)) if id == p.id && ui.button(lang.tr("decks-online-pod-begin")).clicked() => {
                    send = Some(ToServer::StartPod { pod: p.id });
                }
                None => {
                    // A seat this player had (a lost connection): taken back with its token.
                    let token = token_key(d, p.id).and_then(|key| {
                        crate::net::client::TokenStore::get(&crate::net::client::tokens_file(), &key, d.name.trim())
                    });
                    let label = match (p.started, p.over, token) {
                        (false, _, _) => Some(lang.tr("decks-online-pod-sit")),
                        (true, false, Some(_)) => Some(lang.tr("decks-online-pod-back")),
                        _ => None,
                    };
                    if let Some(label) = label
                        && ui.button(label).clicked()
                    {
                        send = Some(ToServer::SitPod { pod: p.id, token });
                    }
                }
                _ => {}
            }
        });
        if !p.started && mine.is_none() {
            let command = format!(
                "bifronte draft --server {} --room {room} --pod {} --name {}",
                d.server.trim(),
                p.id,
                d.name.trim()
            );
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(lang.tr("decks-online-pod-terminal")).weak());
                ui.code(&command);
                if ui.small_button(lang.tr("decks-online-copy")).clicked() {
                    ui.ctx().copy_text(command.clone());
                }
            });
        }
    }
    if mine.is_none() {
        ui.collapsing(lang.tr("decks-online-open-pod"), |ui| {
            let f = &mut d.new_pod;
            ui.horizontal(|ui| {
                ui.label(lang.tr("decks-online-pod-set"));
                ui.add(egui::TextEdit::singleline(&mut f.set).hint_text("M20").desired_width(60.0));
                ui.label(lang.t("decks-online-seats", &[]));
                ui.add(egui::Slider::new(&mut f.seats, 2..=8));
                ui.checkbox(&mut f.timer, lang.tr("draft-setup-timer"));
            });
            let ready = !f.set.trim().is_empty();
            if ui.add_enabled(ready, egui::Button::new(lang.tr("decks-online-open-pod-go"))).clicked() {
                let name = lang.t("draft-pod-name", &[("who", d.name.trim())]);
                let spec = NewPod { name, seats: f.seats, set: f.set.trim().to_lowercase(), timer: f.timer };
                send = Some(ToServer::CreatePod(spec));
            }
        });
    }
    if let Some(m) = send {
        d.send(lang, &m);
    }
    // Once over: the deck, the standings, and the round's match with Join.
    if let Some(p) = d.pod.as_ref().filter(|p| p.seen.over) {
        if !p.seen.standings.is_empty() {
            let table: Vec<String> = p.seen.standings.iter().map(|(who, points)| format!("{who} {points}")).collect();
            ui.label(lang.t("decks-online-pod-standings", &[("table", &table.join(", "))]));
        }
        if let Some(deck) = &p.deck {
            ui.label(lang.t("draft-served-deck", &[("file", &deck.display().to_string())]));
        }
        if let Some(pairing) = &p.seen.pairing {
            let round = pairing.round.to_string();
            match (&pairing.opponent, pairing.table) {
                (None, _) => _ = ui.label(lang.t("draft-served-bye", &[("round", &round)])),
                (Some(who), Some(table)) => {
                    let id = if pairing.bot { "decks-online-pod-match-bot" } else { "decks-online-pod-match" };
                    ui.horizontal_wrapped(|ui| {
                        ui.label(lang.t(id, &[("round", &round), ("who", who), ("table", &table.to_string())]));
                        if ui.button(lang.tr("decks-online-join")).clicked() {
                            action = Some(d.join_action(table, false));
                        }
                    });
                }
                (Some(who), None) => {
                    _ = ui.label(lang.t("decks-online-pod-match-waiting", &[("round", &round), ("who", who)]))
                }
            }
        }
    }
    action
}

/// The draft's window while the seat's pod drafts; once it is over, the seat's deck written
/// (`drafts/pod-N.txt` in the data folder, or `dir`) and the pool for the deck editor.
pub fn served_draft_ui(
    ui: &mut egui::Ui,
    d: &mut OnlineDialog,
    db: &CardDb,
    dir: Option<&std::path::Path>,
) -> Option<PoolReady> {
    let p = d.pod.as_mut()?;
    if !p.seen.started {
        return None;
    }
    if p.seen.over {
        // The deck comes a moment after the last pick.
        if p.deck.is_some() || p.seen.deck.is_none() {
            return None;
        }
        let dir = dir.map_or_else(|| crate::format::user_data_dir().join("drafts"), std::path::Path::to_path_buf);
        let file = dir.join(format!("pod-{}.txt", p.seen.pod));
        let text = p.seen.deck.clone().unwrap_or_default();
        let written = std::fs::create_dir_all(&dir)
            .and_then(|()| crate::format::write_atomic(&file, text.as_bytes()))
            .map_err(|e| format!("{}: {e}", file.display()));
        return match written {
            Ok(()) => {
                p.deck = Some(file.clone());
                d.deck = file.display().to_string();
                let mut pool = crate::cards::legality::Pool::new();
                for c in &p.seen.pool {
                    *pool.entry(c.name.clone()).or_default() += 1;
                }
                Some(PoolReady { deck: file, pool })
            }
            Err(e) => {
                p.hand.said = Some(e);
                None
            }
        };
    }
    let seen = &p.seen;
    let shown = DraftShown {
        round: usize::from(seen.round),
        pick: seen.pick.map(usize::from),
        pack: (!seen.pack.is_empty()).then_some(seen.pack.as_slice()),
        more_waiting: usize::from(seen.more_waiting),
        pool: &seen.pool,
        seconds_left: seen.seconds_left.map(u64::from),
        seats: seen
            .seats
            .iter()
            .map(|s| (s.name.clone(), usize::from(s.picks), usize::from(s.waiting), s.bot, s.away))
            .collect(),
        seat: usize::from(seen.seat),
        may_leave: false,
    };
    let pod = seen.pod;
    let asked = draft_view_ui(ui, &shown, &mut p.hand, db);
    if let Some(DraftAsk::Take(card)) = asked {
        d.send(ui.lang(), &ToServer::Pick { pod, card: card.min(255) as u8 });
    }
    None
}

/// The draft's window over the table, while the seat's pod drafts.
pub(super) fn served_draft_window(ctx: &egui::Context, d: &mut OnlineDialog, db: &CardDb) -> Option<PoolReady> {
    let lang = ctx.lang();
    let p = d.pod.as_ref().filter(|p| p.seen.started && p.deck.is_none())?;
    let name = d.pods.iter().find(|x| x.id == p.seen.pod).map_or_else(String::new, |x| x.set.clone());
    let mut ready = None;
    egui::Window::new(lang.t("draft-window-title", &[("what", &name)]))
        .id(egui::Id::new("served draft"))
        .collapsible(false)
        .default_rect(ctx.content_rect().shrink(24.0))
        .show(ctx, |ui| ready = served_draft_ui(ui, d, db, None));
    ready
}
