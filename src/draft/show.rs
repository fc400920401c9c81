//! A draft's cards in a terminal's lines: a pack numbered for picking, a pool by colour and
//! mana value (`bifronte draft`, `sealed`, `draft --server`).

use crate::cards::{CardDb, CardType, Color};
use crate::i18n::{Lang, t_in};

use super::PackCard;

/// A pool as a player reads it: by colour, each colour's cards by mana value; in `lang`.
pub fn pool_lines(pool: &[PackCard], db: &CardDb, lang: Lang) -> Vec<String> {
    let mut groups: Vec<(String, Vec<(u32, String)>)> = Vec::new();
    let mut add = |group: String, mv: u32, name: String| match groups.iter_mut().find(|g| g.0 == group) {
        Some(g) => g.1.push((mv, name)),
        None => groups.push((group, vec![(mv, name)])),
    };
    for card in pool {
        let Some(def) = db.get(&card.name) else { continue };
        let face = def.front();
        let mv = face.mana_cost.as_ref().map_or(0, |m| m.mana_value());
        add(group(face, lang), mv, format!("{} ({})", card.name, card.rarity.letter()));
    }
    groups.sort_by_key(|g| group_order(&g.0));
    groups
        .into_iter()
        .map(|(group, mut cards)| {
            cards.sort();
            let cards: Vec<String> = cards.into_iter().map(|(mv, n)| format!("{mv}: {n}")).collect();
            format!("  {group} ({}) — {}", cards.len(), cards.join(", "))
        })
        .collect()
}

/// The group a card is shown in: lands, else its colour's letter ("G"), its colours' letters
/// for a multicoloured card ("WU"), or colourless; in `lang`.
pub fn group(face: &crate::cards::Face, lang: Lang) -> String {
    let colours = face.colors().to_vec();
    if face.has_type(CardType::Land) {
        return t_in(lang, "draft-group-lands", &[]);
    }
    match colours.len() {
        0 => t_in(lang, "draft-group-colourless", &[]),
        _ => colours.iter().map(|c| c.letter()).collect(),
    }
}

/// Where a group goes: the five colours in their order, then the multicoloured, colourless and
/// lands.
pub fn group_order(group: &str) -> usize {
    Color::ALL.iter().position(|c| group == c.letter().to_string()).unwrap_or(5 + group.len())
}

/// A pack as the person picking from it reads it: numbered from 1.
pub fn pack_lines(pack: &[PackCard], db: &CardDb) -> Vec<String> {
    pack.iter()
        .enumerate()
        .map(|(i, c)| {
            let (cost, types) = db.get(&c.name).map_or((String::new(), String::new()), |d| {
                let f = d.front();
                (f.mana_cost.as_ref().map(|m| m.to_string()).unwrap_or_default(), f.type_line())
            });
            let named = if cost.is_empty() { c.name.clone() } else { format!("{} {cost}", c.name) };
            format!("  {:>2}. {named} — {types} ({})", i + 1, c.rarity.letter())
        })
        .collect()
}
