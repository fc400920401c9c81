//! 111.4: the quoted abilities a resolving effect gives the tokens it creates ("It has
//! "Sacrifice this creature: Add {C}."", "... tokens with "When this creature dies, create a
//! Food token."").

/// The words a sentence that gives the tokens just made a quoted ability ("It has "Sacrifice
/// this creature: Add {C}."", "They have ...") is read as, with the ability's index in `lines`.
const QUOTED_LINE: &str = "The tokens have quoted line ";

/// The words "You get an emblem with "..."" (114.1) is read as, with the ability's index.
const EMBLEM_LINE: &str = "You get an emblem with quoted line ";

/// 111.4: the quoted abilities given to tokens in `text` taken out into `lines` (those the rules
/// carry out as they would on a card: a mana ability, a triggered ability), each sentence left
/// as [`QUOTED_LINE`] and its index, which [`quoted_line`] reads.
pub(in crate::cards::effects) fn take_quoted_lines(text: &str, lines: &mut Vec<String>) -> String {
    let mut out = String::new();
    let mut rest = text;
    let said = [" It has \"", " They have \"", " with \""];
    while let Some(at) = said.iter().filter_map(|w| rest.find(w).map(|i| (i, w.len()))).min() {
        let (start, len) = at;
        let quoted = &rest[start + len..];
        let Some(end) = quoted.find("\"") else { break };
        let line = &quoted[..end];
        // "... tokens. They have "..."", "... tokens with "When this creature dies, ..."".
        let with = rest[start..].starts_with(" with ");
        let follows_token = match with {
            true => rest[..start].ends_with(" token") || rest[..start].ends_with(" tokens"),
            false => rest[..start].ends_with(" token.") || rest[..start].ends_with(" tokens."),
        };
        // 114.1: "You get an emblem with "..."".
        let emblem = with && rest[..start].ends_with("You get an emblem");
        let follows_token = follows_token || emblem;
        // A line the table carries out, as it would on a card (a mana ability, a trigger).
        let line_read = crate::cards::AbilityLine::parse(line);
        let read = crate::cards::level::line_level(&line_read) == crate::cards::level::Level::Automatic
            && !matches!(line_read.ability, crate::cards::Ability::Other);
        if !follows_token || !read || !quoted[end + 1..].starts_with(['.', ' ']) && !quoted[end + 1..].is_empty() {
            out.push_str(&rest[..start + len]);
            rest = quoted;
            continue;
        }
        if emblem {
            out.push_str(&rest[..start - "You get an emblem".len()]);
            out.push_str(&format!("{EMBLEM_LINE}{}.", lines.len()));
            lines.push(line.to_string());
            rest = quoted[end + 1..].strip_prefix('.').unwrap_or(&quoted[end + 1..]);
            continue;
        }
        out.push_str(&rest[..start]);
        out.push_str(if with { "." } else { "" });
        out.push_str(&format!(" {QUOTED_LINE}{}.", lines.len()));
        lines.push(line.to_string());
        rest = quoted[end + 1..].strip_prefix('.').unwrap_or(&quoted[end + 1..]);
    }
    out.push_str(rest);
    out
}

/// A sentence [`take_quoted_lines`] left: the index of its line.
pub(in crate::cards::effects) fn quoted_line(sentence: &str) -> Option<usize> {
    sentence.strip_prefix(QUOTED_LINE)?.parse().ok()
}

/// An emblem sentence [`take_quoted_lines`] left: the index of its line.
pub(in crate::cards::effects) fn emblem_line(sentence: &str) -> Option<usize> {
    sentence.strip_prefix(EMBLEM_LINE)?.parse().ok()
}
