//! Positions in RON text: where each element of a list is, so errors and failed steps can
//! point at their line. A small scanner: comments and strings are skipped, depth is tracked.

/// The 1-based (line, col) of a byte offset in the text (an offset inside a character counts
/// from that character's start).
pub fn offset_position(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..text.floor_char_boundary(offset.min(text.len()))];
    let line = before.matches('\n').count() + 1;
    let col = before.len() - before.rfind('\n').map_or(0, |p| p + 1) + 1;
    (line, col)
}

/// The 1-based (line, col) of the value of the first `key:` in the text (outside comments).
pub fn field_position(text: &str, key: &str) -> Option<(usize, usize)> {
    text.lines().enumerate().find_map(|(i, line)| {
        let code = line.split("//").next().unwrap_or("");
        let at = code.find(key)?;
        let rest = code[at + key.len()..].trim_start();
        let value = rest.strip_prefix(':')?;
        let col = code.len() - value.trim_start().len();
        Some((i + 1, col + 1))
    })
}

/// The 1-based (line, col) of each element of the top-level list field `key` of a RON struct
/// (`steps`, `setup`). A small scanner: comments and strings are skipped, depth is tracked.
pub fn element_positions(text: &str, key: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let (mut depth, mut pending, mut in_list, mut expect) = (0i32, false, false, false);
    let mut last_ident = String::new();
    for (t, l, c) in tokens(text) {
        if in_list && expect && depth == 2 && t != "]" {
            out.push((l, c));
            expect = false;
        }
        match t.as_str() {
            ":" => pending = depth == 1 && last_ident == key,
            "[" | "(" | "{" => {
                depth += 1;
                if t == "[" && pending && depth == 2 {
                    in_list = true;
                    expect = true;
                }
                pending = false;
            }
            "]" | ")" | "}" => {
                if in_list && depth == 2 {
                    in_list = false;
                }
                depth -= 1;
            }
            "," if in_list && depth == 2 => expect = true,
            _ => {}
        }
        if t.chars().next().is_some_and(|c| c.is_alphanumeric() || c == '_') {
            last_ident = t;
        }
    }
    out
}

/// The 1-based (line, col) of each element of a RON document that is a list (a card file), or
/// of the document itself when it is not a list.
pub fn top_level_positions(text: &str) -> Vec<(usize, usize)> {
    let mut tokens = tokens(text);
    // Leading `#![...]` attributes.
    while tokens.first().is_some_and(|t| t.0 == "#") {
        let end = tokens.iter().position(|t| t.0 == "]").map_or(tokens.len(), |i| i + 1);
        tokens.drain(..end);
    }
    let Some((first, l0, c0)) = tokens.first() else { return Vec::new() };
    if first != "[" {
        return vec![(*l0, *c0)];
    }
    let (mut out, mut depth, mut expect) = (Vec::new(), 0i32, false);
    for (t, l, c) in tokens {
        if expect && depth == 1 && t != "]" {
            out.push((l, c));
            expect = false;
        }
        match t.as_str() {
            "[" | "(" | "{" => {
                depth += 1;
                expect = depth == 1;
            }
            "]" | ")" | "}" => depth -= 1,
            "," if depth == 1 => expect = true,
            _ => {}
        }
    }
    out
}

/// RON tokens: an identifier, a string (as '"'), or one punctuation char, each with its 1-based
/// position; comments and whitespace are skipped. (`#![..]` attributes come out as punctuation.)
fn tokens(text: &str) -> Vec<(String, usize, usize)> {
    let mut tokens: Vec<(String, usize, usize)> = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let (mut i, mut line, mut col) = (0usize, 1usize, 1usize);
    let step = |i: &mut usize, line: &mut usize, col: &mut usize| {
        if chars[*i] == '\n' {
            *line += 1;
            *col = 1;
        } else {
            *col += 1;
        }
        *i += 1;
    };
    while i < chars.len() {
        let (c, l0, c0) = (chars[i], line, col);
        if c == '/' && chars.get(i + 1) == Some(&'/') {
            while i < chars.len() && chars[i] != '\n' {
                step(&mut i, &mut line, &mut col);
            }
        } else if c == '/' && chars.get(i + 1) == Some(&'*') {
            while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                step(&mut i, &mut line, &mut col);
            }
            for _ in 0..2 {
                if i < chars.len() {
                    step(&mut i, &mut line, &mut col);
                }
            }
        } else if c == '"' {
            step(&mut i, &mut line, &mut col);
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' && i + 1 < chars.len() {
                    step(&mut i, &mut line, &mut col);
                }
                step(&mut i, &mut line, &mut col);
            }
            if i < chars.len() {
                step(&mut i, &mut line, &mut col);
            }
            tokens.push(("\"".into(), l0, c0));
        } else if c.is_alphanumeric() || c == '_' {
            let mut ident = String::new();
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                ident.push(chars[i]);
                step(&mut i, &mut line, &mut col);
            }
            tokens.push((ident, l0, c0));
        } else {
            if !c.is_whitespace() {
                tokens.push((c.to_string(), l0, c0));
            }
            step(&mut i, &mut line, &mut col);
        }
    }
    tokens
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn element_positions_find_each_step() {
        let text = "#![enable(implicit_some)]\nScene(\n  title: \"a, [b]\", // steps: [x]\n  players: [\"A\"],\n  steps: [\n    Do(Tap(\"x\")),\n    Expect(card: \"x\", tapped: true),\n  ],\n)";
        assert_eq!(element_positions(text, "steps"), vec![(6, 5), (7, 5)]);
        assert_eq!(element_positions(text, "players"), vec![(4, 13)]);
        assert!(element_positions(text, "setup").is_empty());
    }
}
