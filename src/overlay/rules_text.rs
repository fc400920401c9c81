//! The Comprehensive Rules text the log cites, shipped as an asset
//! (`assets/rules/MagicCompRules-2025-11-14.txt`) and looked up by rule number.

use std::collections::BTreeMap;
use std::path::PathBuf;

use bevy::prelude::Resource;

/// Rule number → its text (with its examples), e.g. "701.27a".
#[derive(Resource, Clone, Debug, Default)]
pub struct RulesText {
    rules: BTreeMap<String, String>,
}

/// The shipped rules file.
pub fn default_path() -> PathBuf {
    crate::format::assets_dir().join("rules/MagicCompRules-2025-11-14.txt")
}

/// "100.1a", "701.27", "613": a rule number at the start of a line, and the text after it.
fn rule_line(line: &str) -> Option<(&str, &str)> {
    let (head, rest) = line.split_once(' ')?;
    let number = head.trim_end_matches('.');
    let mut parts = number.splitn(2, '.');
    let section = parts.next()?;
    if section.len() != 3 || !section.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    if let Some(sub) = parts.next() {
        let digits = sub.trim_end_matches(|c: char| c.is_ascii_lowercase());
        if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) || sub.len() - digits.len() > 1 {
            return None;
        }
    }
    Some((number, rest))
}

impl RulesText {
    /// Parses the rules file's text: the rules section, after the table of contents, up to the
    /// glossary.
    pub fn parse(text: &str) -> RulesText {
        let mut rules = BTreeMap::new();
        let mut current: Option<String> = None;
        // The table of contents lists "Glossary" once before the rules start.
        let mut glossaries = 0;
        for line in text.lines() {
            let line = line.trim_start_matches('\u{feff}').trim_end();
            if line == "Glossary" {
                glossaries += 1;
                if glossaries == 2 {
                    break;
                }
                continue;
            }
            if glossaries == 0 {
                continue;
            }
            if let Some((number, rest)) = rule_line(line) {
                rules.insert(number.to_string(), format!("{number} {rest}"));
                current = Some(number.to_string());
            } else if line.starts_with("Example:")
                && let Some(text) = current.as_ref().and_then(|c| rules.get_mut(c))
            {
                text.push('\n');
                text.push_str(line);
            }
        }
        RulesText { rules }
    }

    /// Loads the shipped file; a missing file gives an empty text (lookups say so).
    pub fn load_default() -> Result<RulesText, crate::format::LoadError> {
        let path = default_path();
        std::fs::read_to_string(&path)
            .map(|t| RulesText::parse(&t))
            .map_err(|e| crate::format::LoadError::of_file(&path, e.to_string()))
    }

    /// How many rules are loaded.
    pub fn len(&self) -> usize {
        self.rules.len()
    }

    /// Whether no rule is loaded.
    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    /// A rule and its sub-rules ("701.27" gives 701.27 and 701.27a, 701.27b, ...).
    pub fn lookup(&self, number: &str) -> Vec<&str> {
        let number = number.trim().trim_end_matches('.');
        let mut out: Vec<&str> = self.rules.get(number).map(|s| s.as_str()).into_iter().collect();
        let is_child = |k: &str| {
            k.strip_prefix(number).is_some_and(|rest| rest.len() == 1 && rest.chars().all(|c| c.is_ascii_lowercase()))
        };
        out.extend(self.rules.iter().filter(|(k, _)| is_child(k)).map(|(_, v)| v.as_str()));
        out
    }
}

/// The rule numbers in a log's rule field: "613.4c, 122.1a" gives both.
pub fn rule_numbers(rule: &str) -> Vec<&str> {
    rule.split(',').map(str::trim).filter(|r| !r.is_empty()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_rules_text_has_the_rules_the_log_cites() {
        let rules = RulesText::load_default().unwrap();
        assert!(rules.len() > 2000, "{} rules", rules.len());
        let t = rules.lookup("701.27a");
        assert_eq!(t.len(), 1);
        assert!(t[0].starts_with("701.27a To transform a permanent, turn it over"), "{}", t[0]);
        let family = rules.lookup("701.27");
        assert!(family[0].starts_with("701.27. Transform") || family[0].starts_with("701.27 Transform"), "{family:?}");
        assert!(family.iter().any(|r| r.starts_with("701.27g")));
        assert!(rules.lookup("708.2a")[0].contains("2/2"));
        assert!(rules.lookup("999.9z").is_empty());
        assert_eq!(rule_numbers("613.4c, 122.1a"), vec!["613.4c", "122.1a"]);
    }
}
