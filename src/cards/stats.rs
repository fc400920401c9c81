//! A deck's figures, as a deck editor shows them: the mana curve, the colours by pips, the card
//! types, the lands, and the odds of an opening hand (hypergeometric: drawing without
//! replacement from a shuffled library).

use std::collections::BTreeMap;

use super::decklist::Decklist;
use super::{CardDb, CardDef, CardType, Color};

/// The highest mana value the curve counts on its own: 7 and more share the last column.
pub const CURVE_TOP: u32 = 7;

/// A main deck's figures.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DeckStats {
    /// Cards in the main deck.
    pub main: u32,
    /// Cards in the sideboard.
    pub sideboard: u32,
    /// Lands in the main deck (a card whose front face is a land).
    pub lands: u32,
    /// Nonland cards by mana value, 0 to [`CURVE_TOP`] (and more).
    pub curve: [u32; CURVE_TOP as usize + 1],
    /// Coloured mana symbols in the main deck's costs, by colour (a hybrid symbol counts for
    /// each of its colours).
    pub pips: BTreeMap<Color, u32>,
    /// Cards of each card type (a card counts once for each of its types).
    pub types: BTreeMap<String, u32>,
}

/// The card a deck entry names: its front face's characteristics, or a split card's halves
/// combined (709.4).
fn as_counted(def: &CardDef) -> super::Face {
    def.combined_halves().unwrap_or_else(|| def.front().clone())
}

impl DeckStats {
    /// The figures of `deck`'s main deck (and its sideboard's size), its cards looked up in `db`.
    pub fn of(deck: &Decklist, db: &CardDb) -> DeckStats {
        let mut s = DeckStats {
            main: deck.main.iter().map(|e| e.count).sum(),
            sideboard: deck.sideboard.iter().map(|e| e.count).sum(),
            ..Default::default()
        };
        for e in &deck.main {
            let Some(def) = db.get(&e.name) else { continue };
            let face = as_counted(def);
            for t in &face.types {
                *s.types.entry(format!("{t:?}")).or_default() += e.count;
            }
            if face.types.contains(&CardType::Land) {
                s.lands += e.count;
                continue;
            }
            let cost = face.mana_cost.as_ref();
            let mv = cost.map_or(0, |c| c.mana_value()).min(CURVE_TOP);
            s.curve[mv as usize] += e.count;
            for symbol in cost.iter().flat_map(|c| &c.symbols) {
                for colour in symbol.colors().to_vec() {
                    *s.pips.entry(colour).or_default() += e.count;
                }
            }
        }
        s
    }
}

/// C(n, k) as a float (exact below 2^53, within rounding above).
fn choose(n: u32, k: u32) -> f64 {
    if k > n {
        return 0.0;
    }
    let k = k.min(n - k);
    (0..k).fold(1.0, |acc, i| acc * f64::from(n - i) / f64::from(i + 1))
}

/// The chance that `drawn` cards from a library of `size`, `copies` of them of one kind,
/// include at least `at_least` of that kind (the hypergeometric distribution).
pub fn at_least_of(size: u32, copies: u32, drawn: u32, at_least: u32) -> f64 {
    if drawn > size || copies > size {
        return 0.0;
    }
    let all = choose(size, drawn);
    let fewer: f64 = (0..at_least).map(|i| choose(copies, i) * choose(size - copies, drawn.saturating_sub(i))).sum();
    // Draws that take more of the kind than exist, or more of the rest than exist, count 0.
    (1.0 - fewer / all).clamp(0.0, 1.0)
}

/// The chance of drawing at least one of `copies` cards by turn `turn`: the opening hand of 7,
/// then a card each turn's draw step, except the first player's first (103.8a).
pub fn by_turn(size: u32, copies: u32, turn: u32, on_the_play: bool) -> (u32, f64) {
    let seen = (7 + turn.saturating_sub(u32::from(on_the_play))).min(size);
    (seen, at_least_of(size, copies, seen, 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// C(n, k) exactly, for the expected values.
    fn exact(n: u64, k: u64) -> u64 {
        (0..k).fold(1u64, |acc, i| acc * (n - i) / (i + 1))
    }

    #[test]
    fn opening_hand_odds_are_the_hypergeometric_values() {
        // 24 lands in 60: no land in 7 is C(36,7) / C(60,7).
        assert_eq!((exact(36, 7), exact(60, 7)), (8_347_680, 386_206_920));
        let none = 8_347_680.0 / 386_206_920.0;
        assert!((at_least_of(60, 24, 7, 1) - (1.0 - none)).abs() < 1e-12);
        let one = 24.0 * exact(36, 6) as f64 / 386_206_920.0;
        assert!((at_least_of(60, 24, 7, 2) - (1.0 - none - one)).abs() < 1e-12);
        assert!((at_least_of(60, 24, 7, 2) - 0.857_345).abs() < 1e-6, "{}", at_least_of(60, 24, 7, 2));
        assert_eq!(at_least_of(60, 24, 7, 0), 1.0);
        assert_eq!(at_least_of(60, 0, 7, 1), 0.0);
        assert_eq!(at_least_of(7, 7, 7, 7), 1.0);
    }

    #[test]
    fn rule_103_8a_the_first_player_skips_the_first_draw_when_counting_cards_seen_by_a_turn() {
        // Four copies in 60, by turn 3: 9 cards seen on the play, 10 on the draw.
        let (seen, p) = by_turn(60, 4, 3, true);
        assert_eq!(seen, 9);
        let expected = 1.0 - exact(56, 9) as f64 / exact(60, 9) as f64;
        assert!((p - expected).abs() < 1e-12);
        assert_eq!(by_turn(60, 4, 3, false).0, 10);
        assert!(by_turn(60, 4, 3, false).1 > p);
    }

    #[test]
    fn a_deck_s_curve_pips_types_and_lands_are_counted_from_its_cards() {
        let (db, _) = CardDb::load_default();
        let text = "4 Delver of Secrets\n2 Fire // Ice\n20 Island\n3 Serra Angel\nSideboard\n2 Gut Shot\n";
        let deck = super::super::decklist::parse_decklist(std::path::Path::new("d.txt"), text, &db).unwrap();
        let s = DeckStats::of(&deck, &db);
        assert_eq!((s.main, s.sideboard, s.lands), (29, 2, 20));
        // Delver {U}: 1; Fire // Ice {1}{R} + {1}{U} combined (709.4b): 4; Serra Angel {3}{W}{W}: 5.
        assert_eq!(s.curve, [0, 4, 0, 0, 2, 3, 0, 0]);
        let pips: Vec<(Color, u32)> = s.pips.iter().map(|(c, n)| (*c, *n)).collect();
        assert_eq!(pips, [(Color::White, 6), (Color::Blue, 6), (Color::Red, 2)]);
        assert_eq!(s.types.get("Creature"), Some(&7));
        assert_eq!(s.types.get("Instant"), Some(&2));
    }
}
