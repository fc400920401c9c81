//! Meld (701.42, 712.4): the card a meld card melds with, as its lines name it.

/// "(Melds with Gisela, the Broken Blade.)", or the meld ability's "... and you both own and
/// control a creature named [partner], exile them, then meld them into ...": the partner's name.
pub(super) fn partner(line: &str) -> Option<String> {
    if let Some(partner) = line.strip_prefix("(Melds with ").and_then(|r| r.strip_suffix(".)")) {
        return Some(partner.to_string());
    }
    if line.contains(", exile them, then meld them into ")
        && let Some((_, rest)) = line.split_once(" a creature named ")
        && let Some((partner, _)) = rest.split_once(", exile them")
    {
        return Some(partner.to_string());
    }
    None
}
