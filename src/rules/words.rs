//! Actions in a player's words, for the log and the status line: "Transform Delver of Secrets",
//! not `Transform("delver")`. Each sentence is a message of `assets/i18n/LANG/log-actions.ftl`
//! ([`Action::said`]), said in the reader's language. Objects are named through a lookup the
//! caller gives, so the overlay names each object as its viewer may see it (a face-down
//! permanent, a hidden card), and the scene panel keeps the ids the scene file uses.
//!
//! The sentences by family, as `Action` has them: [`faces`] (and zones), [`objects`] (tokens,
//! counters, attachments, choices), [`effects`] (and the stack), [`players`] (and what they
//! look at), [`turn`] (priority, combat, mana, and an action said as one player's); the words
//! they are made of in [`terms`], and how names, lists and capitals are said in [`say`].

mod effects;
mod faces;
mod objects;
mod players;
mod say;
mod terms;
pub(crate) use effects::{colors_said, types_gained};
pub use terms::{ordinal_form, ordinal_suffix};
mod turn;

use super::action::{Action, TokenSpec};
use super::log::{Arg, LogText};
use crate::says;
use say::Say;

/// The most places of an `OrderTriggers`, or targets of a `ChooseTargets`, its sentence names.
const MAX_ORDER_SAID: usize = 20;

/// The most messages an action's sentence is said in: what a reader's line may hold
/// ([`crate::i18n::MAX_SAID_PARTS`]), less the one that opens the line ("> ...").
const MAX_PARTS: usize = crate::i18n::MAX_SAID_PARTS - 1;

impl Action {
    /// The action as a sentence in English, with objects named by `name` (which gets an id).
    pub fn describe(&self, name: &dyn Fn(&str) -> String) -> String {
        self.said(name).words()
    }

    /// The action as a sentence to say in any language (`assets/i18n/LANG/log-actions.ftl`),
    /// with objects named by `name` (which gets an id), as words said as they are. A sentence
    /// that would take more messages than a reader's line holds (an attack by a hundred
    /// tokens) is said in English.
    pub fn said(&self, name: &dyn Fn(&str) -> String) -> LogText {
        let said = self.said_as(Say { name, lower: false });
        match say::parts(&said) <= MAX_PARTS {
            true => said,
            false => says!("log-words", words = Arg::text(say::english(&said))),
        }
    }

    /// The sentence, said as `s` says.
    fn said_as(&self, s: Say<'_>) -> LogText {
        use Action::*;
        match self {
            Transform(_)
            | TransformAll(_)
            | Convert(_)
            | TurnFaceDown { .. }
            | TurnFaceUp(_)
            | TurnFaceUpForCost(_)
            | Manifest { .. }
            | Cloak { .. }
            | ManifestDread { .. }
            | Move { .. }
            | PutOntoBattlefield { .. }
            | Cast { .. }
            | Activate { .. }
            | Resolve
            | PlayLand(_)
            | AddCard { .. } => faces::said(self, s),
            CreateToken { .. }
            | Incubate { .. }
            | AddCounters { .. }
            | RemoveCounters { .. }
            | Attach { .. }
            | Unattach(_)
            | Tap(_)
            | Untap(_)
            | RemoveFromCombat(_)
            | Destroy(_)
            | Sacrifice(_)
            | KeepLegend(_)
            | Meld(_)
            | Flip(_)
            | PhaseOut(_)
            | PhaseIn(_)
            | OrderTriggers { .. }
            | ChooseTargets { .. }
            | ChooseMode { .. }
            | ChooseMay { .. }
            | OfferCast { .. }
            | DeclineCast { .. }
            | Find { .. }
            | ChooseCards { .. }
            | SeparatePiles { .. }
            | ChoosePile { .. }
            | PayUnless { .. }
            | ChooseColor { .. }
            | ChooseName { .. }
            | ChooseChapter { .. }
            | ChooseAsEnters { .. }
            | ChooseProtector { .. }
            | GainControl { .. }
            | Damage { .. } => objects::said(self, s),
            ModifyPT { .. }
            | SetPT { .. }
            | SwitchPT { .. }
            | ChangeText { .. }
            | BecomeColors { .. }
            | AddTypes { .. }
            | GainAbility { .. }
            | MustBlock { .. }
            | LoseAllAbilities { .. }
            | BecomeCopy { .. }
            | Stack { .. }
            | ResolveAbility(_)
            | CopySpell { .. }
            | ExileAndReturn { .. } => effects::said(self, s),
            Draw { .. }
            | Mill { .. }
            | Mulligan { .. }
            | Keep { .. }
            | Reveal { .. }
            | RevealHand { .. }
            | LookAtTop { .. }
            | Scry { .. }
            | Surveil { .. }
            | Conceal(_)
            | Search { .. }
            | EndSearch { .. }
            | TopRevealed { .. }
            | Arrow { .. }
            | RemoveArrow { .. }
            | ClearArrows
            | DiscardAtRandom { .. }
            | DiscardNamed { .. }
            | DamagePlayer { .. }
            | CommanderChoice { .. }
            | Note { .. }
            | SetDayNight(_)
            | Shuffle { .. }
            | Roll { .. }
            | FlipCoin { .. }
            | ChangeLife { .. }
            | SetLife { .. }
            | Concede { .. }
            | TimeRanOut { .. }
            | PlayerCounters { .. } => players::said(self, s),
            PassTurn
            | NextStep
            | SetMode(_)
            | PassPriority { .. }
            | SetStops { .. }
            | DeclareAttackers { .. }
            | DeclareBlockers { .. }
            | AssignCombatDamage { .. }
            | AddMana { .. }
            | TapForMana { .. }
            | TapLandsForMana { .. }
            | PayCost { .. }
            | By { .. } => turn::said(self, s),
        }
    }
}

/// A copy effect's exceptions (707.9b) as words: "it's black and 4/4".
pub fn exceptions(ex: &TokenSpec) -> String {
    say::english(&says!("log-words", words = exceptions_said(ex)))
}

/// A copy effect's exceptions (707.9b), to say in a line's message: "it's black and 4/4".
pub fn exceptions_said(ex: &TokenSpec) -> Arg {
    terms::exceptions(ex)
}

/// "1st", "2nd", "3rd", "4th", ... "11th", "21st".
pub fn ordinal(n: u32) -> String {
    format!("{n}{}", terms::ordinal_suffix(n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::CounterKind;
    use crate::rules::action::{Position, Target, Until, Zone};

    fn names(id: &str) -> String {
        match id {
            "sword" => "Bonesplitter".into(),
            "mine" => "Grizzly Bears".into(),
            "curse" => "Curse of Leeches".into(),
            other => format!("?{other}"),
        }
    }

    #[test]
    fn actions_read_as_sentences_with_names_not_ids() {
        let cases = [
            (Action::Attach { card: "curse".into(), to: "mine".into() }, "Attach Curse of Leeches to Grizzly Bears"),
            (Action::Transform("mine".into()), "Transform Grizzly Bears"),
            (
                Action::AddCounters { card: "mine".into(), kind: CounterKind::PlusOne, n: 2 },
                "Put 2 +1/+1 counters on Grizzly Bears",
            ),
            (
                Action::Move { card: "sword".into(), to: Zone::Library, position: Some(Position::Bottom) },
                "Move Bonesplitter to the bottom of its owner's library",
            ),
            (
                Action::ModifyPT { card: "mine".into(), power: -1, toughness: -1, until: Some(Until::EndOfTurn) },
                "Grizzly Bears gets -1/-1 until end of turn",
            ),
            (
                Action::Stack {
                    id: "ab".into(),
                    source: "curse".into(),
                    trigger: None,
                    effect: Box::new(Action::Tap("mine".into())),
                    targets: Vec::new(),
                },
                "Curse of Leeches puts an activated ability on the stack: tap Grizzly Bears",
            ),
            (Action::Tap("mine".into()).by("Bob"), "Bob: Tap Grizzly Bears"),
            // The action already says who.
            (Action::Draw { player: "Bob".into(), n: None }.by("Bob"), "Bob draws a card"),
            (Action::Draw { player: "Alice".into(), n: None }.by("Bob"), "Bob: Alice draws a card"),
        ];
        for (a, want) in cases {
            let got = a.describe(&names);
            assert_eq!(got, want);
            assert!(!got.contains('(') && !got.contains('"'), "no RON in {got}");
        }
    }

    fn said_in(a: &Action, lang: crate::i18n::Lang) -> crate::i18n::SaidLine {
        let line = a.said(&names).said_for(&|r| crate::rules::log::Named::Words(r.name()));
        assert_eq!(line.text_in(crate::i18n::Lang::En), a.describe(&names), "{lang:?}");
        line
    }

    #[test]
    fn an_ability_s_effect_begins_in_lower_case_in_every_language() {
        use crate::i18n::Lang;
        let stack = |effect: Action| Action::Stack {
            id: "ab".into(),
            source: "curse".into(),
            trigger: Some(crate::rules::action::AbilityKind::Triggered),
            effect: Box::new(effect),
            targets: Vec::new(),
        };
        let destroy = stack(Action::Destroy("mine".into()));
        let english = "Curse of Leeches puts a triggered ability on the stack: destroy Grizzly Bears";
        assert_eq!(destroy.describe(&names), english);
        let it = said_in(&destroy, Lang::It).text_in(Lang::It);
        assert_eq!(it, "Curse of Leeches mette in pila un'abilità innescata: distruggi Grizzly Bears");
        // A name the effect begins with is lowered too, as it always was.
        let draw = stack(Action::Draw { player: "Bob".into(), n: Some(2) });
        assert_eq!(draw.describe(&names), "Curse of Leeches puts a triggered ability on the stack: bob draws 2 cards");
        let fr = said_in(&draw, Lang::Fr).text_in(Lang::Fr);
        assert_eq!(fr, "Curse of Leeches met une capacité déclenchée sur la pile : bob pioche 2 cartes");
    }

    #[test]
    fn what_a_reader_may_not_see_is_said_in_their_language() {
        use crate::i18n::Lang;
        let hidden = |_: &str| "a hidden card".to_string();
        let a = Action::Scry { player: "Alice".into(), top: vec!["x".into(), "y".into()], bottom: Vec::new() };
        assert_eq!(a.describe(&hidden), "Alice scries 2: a hidden card, a hidden card on top, none on the bottom");
        let it = a.said(&hidden).said_for(&|r| crate::rules::log::Named::Words(r.name())).text_in(Lang::It);
        assert_eq!(it, "Alice profetizza 2: una carta nascosta, una carta nascosta in cima, nessuna in fondo");
    }

    #[test]
    fn a_sentence_too_long_for_a_reader_s_line_is_said_whole_in_english() {
        use crate::i18n::{Lang, MAX_SAID_PARTS};
        let attack = |n: usize| Action::DeclareAttackers {
            player: "Alice".into(),
            attackers: (0..n).map(|_| ("mine".into(), Target::Player("Bob".into()))).collect(),
        };
        let few = said_in(&attack(2), Lang::It);
        assert_eq!(few.text_in(Lang::It), "Alice attacca: Grizzly Bears contro Bob, Grizzly Bears contro Bob");
        // A hundred attackers would take more messages than a reader's line may hold.
        let many = said_in(&attack(100), Lang::It);
        assert!(many.parts.len() < MAX_SAID_PARTS, "{} parts", many.parts.len());
        let english = attack(100).describe(&names);
        assert!(english.starts_with("Alice attacks: Grizzly Bears at Bob, Grizzly Bears at Bob, "), "{english}");
        assert_eq!(english.matches("Grizzly Bears at Bob").count(), 100);
    }
}
