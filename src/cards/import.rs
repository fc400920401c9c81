//! `bifronte import FILE`: a Scryfall bulk file ("Oracle Cards", "Default Cards" or "All
//! Cards", plain or gzipped) into Bifronte's card database. One card per Oracle id (the first
//! printing read), meld cards joined to their melded permanent, every layout counted. The new
//! database replaces the old one only once it is complete.

use std::collections::{BTreeMap, HashMap};
use std::io::Read;
use std::path::Path;

use super::Layout;
use super::scryfall::{map_card, read_array};
use super::store::{CardStore, StoredCard};

/// What an import did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportSummary {
    /// Card objects read.
    pub objects: usize,
    /// Cards stored (one per Oracle id).
    pub cards: usize,
    /// Printings of a card already stored.
    pub other_printings: usize,
    /// Stored cards per Scryfall layout, and whether Bifronte's rules model that layout.
    pub layouts: BTreeMap<String, (usize, bool)>,
    /// Meld cards whose melded permanent isn't in the file (stored single-faced).
    pub meld_without_result: Vec<String>,
    /// Faces whose mana cost Bifronte can't read (shown without one): the face's name and
    /// the cost as written.
    pub unreadable_costs: Vec<(String, String)>,
    /// Bytes of JSON read.
    pub bytes: usize,
}

impl std::fmt::Display for ImportSummary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "{} card(s) from {} object(s) ({} other printing(s) of the same cards), {:.1} MB of JSON",
            self.cards,
            self.objects,
            self.other_printings,
            self.bytes as f64 / 1e6
        )?;
        for (layout, (n, modelled)) in &self.layouts {
            let how = if *modelled { "" } else { "  (imported by its faces; Bifronte's rules don't model it yet)" };
            writeln!(f, "  {layout:20} {n:>6}{how}")?;
        }
        if !self.meld_without_result.is_empty() {
            writeln!(
                f,
                "  {} meld card(s) without their melded card in the file, stored single-faced: {}",
                self.meld_without_result.len(),
                self.meld_without_result.join(", ")
            )?;
        }
        if !self.unreadable_costs.is_empty() {
            let faces: Vec<String> = self.unreadable_costs.iter().map(|(n, c)| format!("{n} ({c})")).collect();
            writeln!(
                f,
                "  {} face(s) with a mana cost Bifronte can't read, shown without one: {}",
                faces.len(),
                faces.join(", ")
            )?;
        }
        Ok(())
    }
}

/// The file's bytes, un-gzipped when it is gzip (by its magic bytes, whatever its name).
pub fn read_bulk(path: &Path) -> Result<Vec<u8>, String> {
    let raw = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if raw.starts_with(&[0x1f, 0x8b]) {
        let mut out = Vec::with_capacity(raw.len() * 3);
        flate2::read::GzDecoder::new(&raw[..])
            .read_to_end(&mut out)
            .map_err(|e| format!("{}: not a readable gzip file: {e}", path.display()))?;
        return Ok(out);
    }
    Ok(raw)
}

/// Reads a bulk file's JSON into stored cards. `progress` is told the bytes read so far and
/// the total, as the cards go by.
pub fn cards_of(
    json: &[u8],
    progress: &mut dyn FnMut(usize, usize),
) -> Result<(Vec<StoredCard>, ImportSummary), String> {
    let mut summary = ImportSummary { bytes: json.len(), ..Default::default() };
    let mut cards: Vec<StoredCard> = Vec::new();
    let mut seen: HashMap<String, usize> = HashMap::new();
    let total = json.len();
    let mut last = 0;
    read_array(json, |card, at| {
        summary.objects += 1;
        let stored = map_card(card);
        // One card per Oracle id; a card without one (some art cards) by its printing.
        let key = stored.oracle_id.clone().unwrap_or_else(|| format!("printing {}", stored.scryfall_id));
        match seen.entry(key) {
            std::collections::hash_map::Entry::Occupied(_) => summary.other_printings += 1,
            std::collections::hash_map::Entry::Vacant(v) => {
                v.insert(cards.len());
                cards.push(stored);
            }
        }
        if at - last >= 1 << 20 {
            last = at;
            progress(at, total);
        }
    })
    .map_err(|e| e.to_string())?;
    progress(total, total);
    join_melds(&mut cards, &mut summary);
    for c in &mut cards {
        // A double-faced layout needs its two faces (712.1); otherwise the faces are kept as they are.
        if c.layout.is_double_faced() && c.faces.len() != 2 {
            c.layout = Layout::Normal;
            c.modelled = false;
        }
        let e = summary.layouts.entry(c.scryfall_layout.clone()).or_insert((0, c.modelled));
        e.0 += 1;
        e.1 &= c.modelled;
        summary.unreadable_costs.extend(c.faces.iter().filter_map(|f| {
            let cost = f.mana_cost.as_deref()?;
            super::ManaCost::parse(cost).is_err().then(|| (f.name.clone(), cost.to_string()))
        }));
    }
    summary.cards = cards.len();
    Ok((cards, summary))
}

/// 712.4: each meld card's back face is the melded permanent's face (Bruna and Gisela both
/// have Brisela's).
fn join_melds(cards: &mut [StoredCard], summary: &mut ImportSummary) {
    let results: HashMap<String, super::store::StoredFace> = cards
        .iter()
        .filter(|c| c.scryfall_layout == "meld" && c.layout == Layout::Normal)
        .map(|c| (c.faces[0].name.clone(), c.faces[0].clone()))
        .collect();
    for c in cards.iter_mut().filter(|c| c.layout == Layout::Meld) {
        match c.meld_result.as_ref().and_then(|r| results.get(r)) {
            Some(back) if c.faces.len() == 1 => c.faces.push(back.clone()),
            _ => summary.meld_without_result.push(c.faces[0].name.clone()),
        }
    }
}

/// Imports a bulk file into the database at `db`: read, mapped, then written whole over the old
/// one. A malformed file changes nothing.
pub fn import(file: &Path, db: &Path, progress: &mut dyn FnMut(usize, usize)) -> Result<ImportSummary, String> {
    let json = read_bulk(file)?;
    let (cards, summary) = cards_of(&json, progress).map_err(|e| format!("{}:{e}", file.display()))?;
    drop(json);
    if cards.is_empty() {
        return Err(format!("{}: no card objects; the database is left as it was", file.display()));
    }
    CardStore::new(cards).save(db)?;
    Ok(summary)
}
