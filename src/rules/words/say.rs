//! What every action's sentence is made with: how its objects and players are named, its
//! first letter (lowered after "on the stack: "), its lists, and the bound on its parts.

use fluent_bundle::FluentValue;

use crate::rules::action::Target;
use crate::rules::log::{Arg, LogText};
use crate::says;

/// How a sentence is said: each object named by `name` (the reader's words for it), and
/// whether its first letter is lowered (an ability's effect, said after "on the stack: ").
#[derive(Clone, Copy)]
pub(super) struct Say<'a> {
    /// What the reader calls the object with this id.
    pub(super) name: &'a dyn Fn(&str) -> String,
    /// The sentence's first letter lowered.
    pub(super) lower: bool,
}

impl<'a> Say<'a> {
    /// The same, its first letter as written: for what a sentence says after its first word.
    pub(super) fn rest(self) -> Say<'a> {
        Say { lower: false, ..self }
    }

    /// The same, its first letter lowered.
    pub(super) fn lowered(self) -> Say<'a> {
        Say { lower: true, ..self }
    }

    /// The `$case` an imperative sentence's first word follows ("Tap", or "tap" after a colon).
    pub(super) fn case(&self) -> Arg {
        Arg::text(if self.lower { "lower" } else { "upper" })
    }

    /// An object, by its id, as the reader calls it.
    pub(super) fn object(&self, id: &str) -> Arg {
        named((self.name)(id))
    }

    /// An object that the sentence begins with.
    pub(super) fn first_object(&self, id: &str) -> Arg {
        named(self.first((self.name)(id)))
    }

    /// A player, by name (the same in every language).
    pub(super) fn player(&self, p: &str) -> Arg {
        Arg::text(p)
    }

    /// A player that the sentence begins with.
    pub(super) fn first_player(&self, p: &str) -> Arg {
        Arg::text(self.first(p.to_string()))
    }

    /// An object or a player.
    pub(super) fn target(&self, t: &Target) -> Arg {
        match t {
            Target::Object(id) => self.object(id),
            Target::Player(p) => self.player(p),
        }
    }

    fn first(&self, s: String) -> String {
        match self.lower {
            true => lower_first(&s),
            false => s,
        }
    }
}

/// An object's name as the reader's words; the stand-ins for what they may not see ("a hidden
/// card") as messages, said in their language.
pub(super) fn named(name: String) -> Arg {
    match name.as_str() {
        "a card" => says!("log-a-card").into(),
        "a hidden card" => says!("log-action-hidden-card").into(),
        "a face-down permanent" => says!("log-a-face-down-permanent").into(),
        "a face-down spell" => says!("log-a-face-down-spell").into(),
        _ => Arg::text(name),
    }
}

/// An optional part of a sentence: the part, or nothing.
pub(super) fn maybe(part: Option<LogText>) -> Arg {
    part.map_or_else(|| Arg::text(""), Arg::from)
}

/// What joins a list's items.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Sep {
    /// "a and b".
    And,
    /// "a or b".
    Or,
    /// "a, b": the same in every language.
    Comma,
    /// "a b": the same in every language.
    Space,
}

/// Items joined, in order: nothing for none. Words next to each other are joined here where
/// the separator is the same in every language, so a list of names is one argument.
pub(super) fn list(items: impl IntoIterator<Item = Arg>, sep: Sep) -> Arg {
    let mut joined: Vec<Arg> = Vec::new();
    for item in items {
        if let (Some(Arg::Text(prev)), Arg::Text(next), Sep::Comma | Sep::Space) = (joined.last_mut(), &item, sep) {
            let prev = prev.to_mut();
            prev.push_str(if sep == Sep::Comma { ", " } else { " " });
            prev.push_str(next);
            continue;
        }
        joined.push(item);
    }
    let mut items = joined.into_iter();
    let Some(first) = items.next() else { return Arg::text("") };
    items.fold(first, |a, b| {
        match sep {
            Sep::And => says!("log-action-and", a = a, b = b),
            Sep::Or => says!("log-action-or", a = a, b = b),
            Sep::Comma => says!("log-action-comma", a = a, b = b),
            Sep::Space => says!("log-action-space", a = a, b = b),
        }
        .into()
    })
}

/// How many messages saying `t` takes (it and those nested in it).
pub(super) fn parts(t: &LogText) -> usize {
    let nested = |a: &Arg| match a {
        Arg::Said(t) => parts(t),
        Arg::Ref(_) | Arg::Num(_) | Arg::Text(_) => 0,
    };
    1 + t.said().args.iter().map(|(_, a)| nested(a)).sum::<usize>()
}

/// `t` in English, however many parts it has (a reader's line is said in a bounded number).
pub(super) fn english(t: &LogText) -> String {
    let m = t.said();
    let args: Vec<(&str, FluentValue<'_>)> = m
        .args
        .iter()
        .map(|(k, a)| {
            let v = match a {
                Arg::Said(t) => FluentValue::from(english(t.as_ref())),
                Arg::Num(n) => crate::i18n::arg(&n.to_string()),
                Arg::Text(s) => crate::i18n::arg(s),
                Arg::Ref(r) => FluentValue::from(r.name()),
            };
            (*k, v)
        })
        .collect();
    crate::i18n::tr_in(crate::i18n::Lang::En, m.id, &args)
}

/// The first letter lowered ("tap Grizzly Bears").
pub(super) fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_lowercase().chain(c).collect()).unwrap_or_default()
}
