//! A triggered ability's effect said again in the words its reader takes: "return [this] to
//! your hand" of a card in a graveyard, "you may have target creature get ...".

use super::is_this;

/// "return [this] to your hand" (or "to the battlefield") said of a card in a graveyard: "return
/// [this] from your graveyard to your hand".
pub(super) fn from_your_graveyard(text: &str) -> String {
    for to in [" to your hand", " to the battlefield"] {
        if let Some(at) = text.find("return ").map(|at| at + "return ".len())
            && let Some(end) = text[at..].find(to).map(|end| at + end)
            && is_this(&text[at..end])
        {
            return format!("{} from your graveyard{}", &text[..end], &text[end..]);
        }
    }
    text.to_string()
}

/// "have target creature get -1/-1 until end of turn", "have it deal 1 damage to any target",
/// "have target player lose 2 life", after "you may": what they have happen, said of it
/// ("target creature gets -1/-1 until end of turn").
pub(super) fn had(rest: &str) -> Option<String> {
    let rest = rest.strip_prefix("have ")?;
    let (at, verb, said) = [(" get ", "gets"), (" gain ", "gains"), (" deal ", "deals"), (" lose ", "loses")]
        .iter()
        .filter_map(|(v, s)| rest.find(v).map(|at| (at, *v, *s)))
        .min_by_key(|x| x.0)?;
    let rest = rest.replace(" and gain ", " and gains ");
    Some(format!("{} {said} {}", &rest[..at], &rest[at + verb.len()..]))
}
