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
    let verbs = [
        (" untap and block ", "untaps and blocks"),
        (" block ", "blocks"),
        (" get ", "gets"),
        (" gain ", "gains"),
        (" deal ", "deals"),
        (" lose ", "loses"),
        (" draw ", "draws"),
        (" discard ", "discards"),
        (" sacrifice ", "sacrifices"),
        (" mill ", "mills"),
    ];
    let (at, verb, said) = verbs.iter().filter_map(|(v, s)| rest.find(v).map(|at| (at, *v, *s))).min_by_key(|x| x.0)?;
    let rest = rest.replace(" and gain ", " and gains ");
    Some(format!("{} {said} {}", &rest[..at], &rest[at + verb.len()..]))
}

/// An ability's effect whose event is its source's own, with "it" said as the source ("put a
/// +1/+1 counter on it": on this permanent), where no target comes first for "it" to name.
pub(super) fn it_is_this(text: &str) -> String {
    // A search's "it" is the card found ("reveal it, put it into your hand"); after a target,
    // "it" is that target ("tap target creature. It doesn't untap ..."), before one it can't be
    // ("you may have it fight target creature").
    // A token just created is the "it" of "create a Germ token, then attach this to it"; a
    // card revealed from among the top cards looked at, that of "put it into your hand".
    let looked = text.contains("look at the top ") && text.contains(" from among them");
    if text.contains("that ") || text.contains("search ") || text.contains(" token, then attach ") || looked {
        return text.to_string();
    }
    let mut out = Vec::new();
    let mut targeted = false;
    for (i, word) in text.split(' ').enumerate() {
        let (core, end) = word.split_at(word.trim_end_matches(['.', ',']).len());
        targeted |= core == "target" || core == "targets";
        match core {
            _ if targeted => out.push(word.to_string()),
            "it" => out.push(format!("this permanent{end}")),
            // "create a 1/1 Eldrazi Scion creature token. It has \"...\"": the token.
            "It" if out.last().is_some_and(|w: &String| w.ends_with("token.")) => out.push(word.to_string()),
            "It" if i == 0 || out.last().is_some_and(|w: &String| w.ends_with('.')) => {
                out.push(format!("This permanent{end}"))
            }
            _ => out.push(word.to_string()),
        }
    }
    out.join(" ")
}
