//! The rules log put into words for one viewer. The kernel writes typed lines
//! ([`crate::rules::log`]): a message and its arguments, among them references to the objects
//! and players they speak of, each with what the kernel knew of it then. Here each reference
//! becomes what this viewer could see of it then: its name, or the message for "a face-down
//! permanent" or "a card"; the line becomes an `i18n::SaidLine`, which each window says in its
//! own language. Nothing hidden was written, so nothing is taken back out.

use crate::rules::log::{LogEntry, LogRef, LogText, Named, Naming, Requested};
use crate::rules::sight::Seen;
use crate::rules::{Action, Zone};
use crate::says;

use super::Viewer;
use crate::i18n::Lang;

/// What a line calls an object the viewer may not see: each also a message of `log.ftl`.
const A_CARD: &str = "a card";
const A_FACE_DOWN_PERMANENT: &str = "a face-down permanent";
const A_FACE_DOWN_SPELL: &str = "a face-down spell";

/// What `viewer` calls an object a log line speaks of.
pub fn ref_words(r: &LogRef, viewer: Viewer) -> String {
    match r.seen_then(viewer.sight()) {
        Seen::Identity => r.name(),
        Seen::Anonymous => match (&r.naming, r.zone()) {
            // What kind of face-down permanent it is is public (its face-down characteristics
            // say so, 708.2, 702.168a); what it is is not.
            (Naming::FaceDown(_), _) => r.name(),
            (_, Some(Zone::Stack)) => A_FACE_DOWN_SPELL.into(),
            _ => A_FACE_DOWN_PERMANENT.into(),
        },
        Seen::Hidden => A_CARD.into(),
    }
}

/// What `viewer` calls an object a log line speaks of, as a message's argument: its name, or
/// the stand-in message for what they couldn't see.
pub fn ref_named(r: &LogRef, viewer: Viewer) -> Named {
    match ref_words(r, viewer) {
        w if w == A_CARD => Named::Message("log-a-card"),
        w if w == A_FACE_DOWN_PERMANENT => Named::Message("log-a-face-down-permanent"),
        w if w == A_FACE_DOWN_SPELL => Named::Message("log-a-face-down-spell"),
        w => Named::Words(w),
    }
}

/// A line as `viewer` may read it, as a message to say in any language.
pub fn said(text: &LogText, viewer: Viewer) -> crate::i18n::SaidLine {
    text.said_for(&|r| ref_named(r, viewer))
}

/// A line's words in English as `viewer` may read them.
pub fn words(text: &LogText, viewer: Viewer) -> String {
    said(text, viewer).text_in(crate::i18n::Lang::En)
}

/// An entry's words as `viewer` may read them: its text, or on the line that opens an action,
/// "> " and the action with each object named as the viewer saw it then (a transformed
/// permanent by the face it had up, a creature since bounced to a hand by its name), else by
/// `name` (what the viewer calls it now: a card cast from a hand is named once it is on the
/// stack).
pub fn entry_words(entry: &LogEntry, viewer: Viewer, name: &dyn Fn(&str) -> String) -> String {
    match &entry.requested {
        Some(r) => requested(r, viewer, name).words(),
        None => words(&entry.text, viewer),
    }
}

/// An entry as `viewer` may read it, as a message to say in any language ([`entry_words`]).
pub fn entry_said(entry: &LogEntry, viewer: Viewer, name: &dyn Fn(&str) -> String) -> crate::i18n::SaidLine {
    match &entry.requested {
        Some(r) => requested(r, viewer, name).said_for(&|r| ref_named(r, viewer)),
        None => said(&entry.text, viewer),
    }
}

/// The line that opens an action, as `viewer` may read it: "> " and the action's sentence
/// ([`Action::said`]). Whoever saw an object when the action was asked knows what it was,
/// wherever it went since (the card put on the bottom of a library, the creature bounced to a
/// hand): each reader is told what they watched, and no more.
pub fn requested(r: &Requested, viewer: Viewer, name: &dyn Fn(&str) -> String) -> LogText {
    let then = |id: &str| match r.named(id) {
        Some(o) if matches!(o.naming, Naming::Name(_)) && o.seen_then(viewer.sight()) == Seen::Identity => o.name(),
        _ => name(id),
    };
    says!("log-action-requested", action = r.action.said(&then))
}

/// An action's sentence ([`Action::said`], its objects named by `name`) in the language in
/// force: the scene panel's steps, the status line's undone or refused action.
pub fn action_words(lang: Lang, action: &Action, name: &dyn Fn(&str) -> String) -> String {
    action_words_in(lang, action, name)
}

/// An action's sentence as a line of messages, its objects named by `name`, for a reader that
/// says it later in its own language (the computer's reasoning line).
pub fn action_said(action: &Action, name: &dyn Fn(&str) -> String) -> crate::i18n::SaidLine {
    action.said(name).said_for(&|r| Named::Words(r.name()))
}

/// [`action_words`] in a given language.
pub fn action_words_in(lang: crate::i18n::Lang, action: &Action, name: &dyn Fn(&str) -> String) -> String {
    action.said(name).said_for(&|r| Named::Words(r.name())).text_in(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_action_s_sentence_is_said_in_the_reader_s_language_with_its_names() {
        use crate::i18n::Lang;
        let pass = Action::PassPriority { player: "Alice".into(), until: None };
        let tap = Action::Tap("forest".into());
        let name = |id: &str| if id == "forest" { "Forest".to_string() } else { id.to_string() };
        for (action, english, named) in [(&pass, "Alice passes priority", "Alice"), (&tap, "Tap Forest", "Forest")] {
            assert_eq!(action_words_in(Lang::En, action, &name), english);
            for lang in [Lang::It, Lang::Fr] {
                let said = action_words_in(lang, action, &name);
                assert_ne!(said, english, "log-actions.ftl says it in {}", lang.code());
                assert!(said.contains(named), "{said}");
            }
        }
        assert_eq!(action_words_in(Lang::It, &tap, &name), "TAPpa Forest");
        assert_eq!(action_words_in(Lang::Fr, &pass, &name), "Alice passe la priorité");
        // An ability's effect, after "on the stack: ", begins in lower case in every language.
        let stack = Action::Stack {
            id: "ab".into(),
            source: "forest".into(),
            trigger: None,
            effect: Box::new(Action::Destroy("forest".into())),
            targets: Vec::new(),
        };
        let english = "Forest puts an activated ability on the stack: destroy Forest";
        assert_eq!(action_words_in(Lang::En, &stack, &name), english);
        let italian = "Forest mette in pila un'abilità attivata: distruggi Forest";
        assert_eq!(action_words_in(Lang::It, &stack, &name), italian);
        // What a reader may not see is said in their language too.
        let hidden = |_: &str| "a hidden card".to_string();
        assert_eq!(action_words_in(Lang::Fr, &tap, &hidden), "Engager une carte cachée");
    }

    #[test]
    fn the_line_that_opens_an_action_is_said_as_the_action_with_its_mark() {
        use crate::i18n::Lang;
        let r = Requested { action: Action::Tap("forest".into()).by("Bob"), named: Default::default() };
        let name = |id: &str| if id == "forest" { "Forest".to_string() } else { id.to_string() };
        let said = requested(&r, Viewer::Spectator, &name).said_for(&|r| ref_named(r, Viewer::Spectator));
        assert_eq!(said.text_in(Lang::En), "> Bob: Tap Forest");
        assert_eq!(said.text_in(Lang::It), "> Bob: TAPpa Forest");
        assert_eq!(said.text_in(Lang::Fr), "> Bob : Engager Forest");
    }
}
