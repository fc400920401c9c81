//! The draft bots: a rating for each card read off its typed characteristics (or a ratings file
//! the user gives), picks that lean into the colours already taken, and a forty-card deck built
//! from a pool (100.2b: a limited deck is at least forty cards).
//!
//! A card's rating is on a 0–5 scale: a creature by its size for its mana value and its
//! keywords, removal and card draw by what their text does, a rarity nudge on top. It is a rule
//! of thumb, not a judgement: a ratings file (`name,rating` lines on the same scale, such as a
//! community's pick order) replaces it for the cards it names.

use std::collections::HashMap;
use std::path::Path;

use crate::cards::store::{Rarity, fold};
use crate::cards::{CardDb, CardDef, CardType, Color, Supertype};
use crate::format::LoadError;
use crate::i18n::Said;

use super::booster::{BASICS, PackCard};

/// The cards in a built deck's main deck: forty (100.2b's minimum).
pub const DECK_SIZE: usize = 40;
/// Its basic lands.
pub const LANDS: usize = 17;

/// Ratings a user gave (a ratings file), by folded name, over the computed ones.
#[derive(Clone, Debug, Default)]
pub struct Ratings {
    given: HashMap<String, f32>,
}

impl Ratings {
    /// Reads a ratings file: a `name,rating` line per card (a first line `name,rating` is a
    /// header; blank lines and lines starting with `#` are skipped). The name may be quoted.
    pub fn parse(path: &Path, text: &str) -> Result<Ratings, LoadError> {
        let mut given = HashMap::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') || (i == 0 && fold(line).replace(' ', "") == "name,rating") {
                continue;
            }
            let Some((name, rating)) = line.rsplit_once(',') else {
                return Err(LoadError::at(path, Some(&(i + 1, 1)), Said::new("draft-bad-rating-line", &[])));
            };
            let col = name.chars().count() + 2;
            let value: f32 = match rating.trim().parse() {
                Ok(v) if f32::is_finite(v) => v,
                _ => {
                    let message = Said::new("draft-bad-rating", &[("what", rating.trim())]);
                    return Err(LoadError::at(path, Some(&(i + 1, col)), message));
                }
            };
            given.insert(fold(name.trim().trim_matches('"')), value);
        }
        Ok(Ratings { given })
    }

    /// How many cards it rates.
    pub fn len(&self) -> usize {
        self.given.len()
    }

    /// Whether it rates none.
    pub fn is_empty(&self) -> bool {
        self.given.is_empty()
    }

    /// A card's rating: the file's, else the computed one.
    pub fn of(&self, db: &CardDb, card: &PackCard) -> f32 {
        if let Some(r) = self.given.get(&fold(&card.name)) {
            return *r;
        }
        db.get(&card.name).map_or(0.0, |def| rating(def, card.rarity))
    }
}

/// A card's computed rating, 0–5.
pub fn rating(def: &CardDef, rarity: Rarity) -> f32 {
    let face = def.front();
    if face.has_type(CardType::Land) {
        // A basic land is there for the taking at deck building; another land is rarely picked.
        return if face.supertypes.contains(&Supertype::Basic) { 0.0 } else { 1.0 };
    }
    let text = face.text.as_str().to_lowercase();
    let mv = face.mana_cost.as_ref().map_or(0, |m| m.mana_value()) as f32;
    let mut r: f32 = 1.5;
    if face.has_type(CardType::Creature) {
        let size = (face.power.unwrap_or(0) + face.toughness.unwrap_or(0)) as f32;
        // A vanilla creature's size is about twice its mana value plus one.
        r = 1.8 + 0.35 * (size - (2.0 * mv + 1.0)) + 0.15 * mv.min(5.0);
        // Keyword lines: "Flying", "Deathtouch, lifelink".
        let keywords: Vec<&str> =
            text.lines().filter(|l| !l.contains('.')).flat_map(|l| l.split(',')).map(str::trim).collect();
        for (word, bonus) in [
            ("flying", 0.6),
            ("double strike", 0.7),
            ("deathtouch", 0.3),
            ("lifelink", 0.3),
            ("trample", 0.3),
            ("first strike", 0.3),
            ("haste", 0.2),
            ("vigilance", 0.2),
            ("menace", 0.2),
            ("reach", 0.1),
            ("hexproof", 0.3),
            ("defender", -0.8),
        ] {
            if keywords.contains(&word) {
                r += bonus;
            }
        }
    } else if face.has_type(CardType::Planeswalker) {
        r = 3.5;
    }
    // Removal, card advantage, tricks: what the text does.
    let has = |w: &str| text.contains(w);
    if has("destroy target creature") || has("exile target creature") || has("destroy target nonland") {
        r = r.max(3.3);
    } else if has("damage to any target") || has("damage to target creature") {
        r = r.max(3.0);
    } else if has("target creature gets -") || has("fights target") || has("fight target") {
        r = r.max(2.7);
    } else if has("counter target spell") {
        r = r.max(2.2);
    }
    if has("draw two cards") || has("draw three cards") {
        r += 0.5;
    } else if has("draw a card") {
        r += 0.3;
    }
    if has("create") && has("token") {
        r += 0.3;
    }
    if mv >= 7.0 {
        r -= 0.5;
    }
    r += match rarity {
        Rarity::Mythic => 0.5,
        Rarity::Rare => 0.35,
        Rarity::Uncommon => 0.15,
        _ => 0.0,
    };
    r.clamp(0.0, 5.0)
}

/// The colours a pool leans to, by the ratings of its cards of each colour (a card of two
/// colours counts for both), strongest first.
pub fn colour_weights(pool: &[PackCard], db: &CardDb, ratings: &Ratings) -> Vec<(Color, f32)> {
    let mut w: Vec<(Color, f32)> = Color::ALL.iter().map(|c| (*c, 0.0)).collect();
    for card in pool {
        let Some(def) = db.get(&card.name) else { continue };
        let colours = def.front().colors();
        let r = ratings.of(db, card);
        for (c, sum) in w.iter_mut() {
            if colours.contains(*c) {
                *sum += r;
            }
        }
    }
    w.sort_by(|a, b| b.1.total_cmp(&a.1));
    w
}

/// The card a bot takes from `pack`, having taken `pool`: the best rated, leaning into its two
/// strongest colours as the pool grows (a card outside them loses up to 1.5, a colourless one
/// nothing). `None` for an empty pack.
pub fn pick(pool: &[PackCard], pack: &[PackCard], db: &CardDb, ratings: &Ratings) -> Option<usize> {
    let weights = colour_weights(pool, db, ratings);
    let pair = [weights[0].0, weights[1].0];
    // Commitment grows over the first pack's picks and is whole from the second pack on.
    let lean = (pool.len() as f32 / 12.0).min(1.0) * 1.5;
    let value = |card: &PackCard| {
        let r = ratings.of(db, card);
        let Some(def) = db.get(&card.name) else { return r };
        let colours = def.front().colors();
        let outside = colours.to_vec().iter().any(|c| !pair.contains(c));
        if outside { r - lean } else { r }
    };
    (0..pack.len()).max_by(|a, b| value(&pack[*a]).total_cmp(&value(&pack[*b])).then(b.cmp(a)))
}

/// The card the highest rated in `pack` (a timed-out pick: 'autopick').
pub fn best(pack: &[PackCard], db: &CardDb, ratings: &Ratings) -> Option<usize> {
    (0..pack.len()).max_by(|a, b| ratings.of(db, &pack[*a]).total_cmp(&ratings.of(db, &pack[*b])).then(b.cmp(a)))
}

/// A deck built from a pool.
#[derive(Clone, Debug, PartialEq)]
pub struct BuiltDeck {
    /// Its two colours.
    pub colours: [Color; 2],
    /// The main deck: spells from the pool and basic lands, a name per copy.
    pub main: Vec<String>,
    /// The rest of the pool.
    pub sideboard: Vec<String>,
}

impl BuiltDeck {
    /// As a decklist's text: the main deck, then the sideboard.
    pub fn decklist(&self) -> String {
        let mut out = String::new();
        for (name, n) in counted(&self.main) {
            out.push_str(&format!("{n} {name}\n"));
        }
        if !self.sideboard.is_empty() {
            out.push_str("\nSideboard\n");
            for (name, n) in counted(&self.sideboard) {
                out.push_str(&format!("{n} {name}\n"));
            }
        }
        out
    }
}

/// Each name once with its count, in first-seen order.
pub fn counted(names: &[String]) -> Vec<(&str, usize)> {
    let mut out: Vec<(&str, usize)> = Vec::new();
    for n in names {
        match out.iter_mut().find(|(m, _)| *m == n.as_str()) {
            Some(e) => e.1 += 1,
            None => out.push((n.as_str(), 1)),
        }
    }
    out
}

/// A forty-card deck from a pool: its two strongest colours, the 23 best spells in them (the
/// colourless ones too), creatures first while there are fewer than fifteen and at most four
/// cards of mana value six or more, then seventeen basic lands split by the spells' coloured
/// mana symbols. Basic lands the pool holds aren't needed (they are free at deck building).
pub fn build(pool: &[PackCard], db: &CardDb, ratings: &Ratings) -> BuiltDeck {
    let weights = colour_weights(pool, db, ratings);
    let colours = [weights[0].0, weights[1].0];
    let spells = DECK_SIZE - LANDS;
    let fits = |def: &CardDef| def.front().colors().to_vec().iter().all(|c| colours.contains(c));
    let mut candidates: Vec<(usize, f32, bool, u32)> = pool
        .iter()
        .enumerate()
        .filter_map(|(i, card)| {
            let def = db.get(&card.name)?;
            let face = def.front();
            (!face.has_type(CardType::Land) && fits(def)).then(|| {
                let mv = face.mana_cost.as_ref().map_or(0, |m| m.mana_value());
                (i, ratings.of(db, card), face.has_type(CardType::Creature), mv)
            })
        })
        .collect();
    candidates.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut chosen: Vec<usize> = Vec::new();
    let (mut creatures, mut big) = (0, 0);
    // Two passes: the creatures and the rest by rating under the curve's limits, then anything
    // left to reach the count.
    for strict in [true, false] {
        for &(i, _, creature, mv) in &candidates {
            if chosen.len() == spells || chosen.contains(&i) {
                continue;
            }
            let too_big = mv >= 6 && big >= 4;
            let crowding = !creature && creatures < 15 && chosen.len() - creatures >= spells - 15;
            if strict && (too_big || crowding) {
                continue;
            }
            creatures += usize::from(creature);
            big += usize::from(mv >= 6);
            chosen.push(i);
        }
    }
    chosen.sort_unstable();
    let mut main: Vec<String> = chosen.iter().map(|&i| pool[i].name.clone()).collect();
    // Lands by the coloured symbols of the spells' costs.
    let mut pips = [0usize; 2];
    for name in &main {
        let Some(cost) = db.get(name).and_then(|d| d.front().mana_cost.clone()) else { continue };
        for s in &cost.symbols {
            for (k, c) in colours.iter().enumerate() {
                pips[k] += usize::from(s.colors().contains(*c));
            }
        }
    }
    let lands = DECK_SIZE - main.len();
    let first = match pips[0] + pips[1] {
        0 => lands.div_ceil(2),
        all => ((lands * pips[0] + all / 2) / all).clamp(usize::from(pips[0] > 0), lands - usize::from(pips[1] > 0)),
    };
    let basic = |c: Color| BASICS[c as usize].to_string();
    main.extend(std::iter::repeat_n(basic(colours[0]), first));
    main.extend(std::iter::repeat_n(basic(colours[1]), lands - first));
    let sideboard = pool.iter().enumerate().filter(|(i, _)| !chosen.contains(i)).map(|(_, c)| c.name.clone()).collect();
    BuiltDeck { colours, main, sideboard }
}
