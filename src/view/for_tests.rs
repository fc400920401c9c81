//! An object view as a test lays it out, for the view's and the table's tests.

use super::{ObjectView, Shown};

impl ObjectView {
    /// An object as a test lays it out: `id` named after itself, of `type_line`, owned and
    /// controlled by `owner`, with nothing else on it.
    pub(crate) fn for_tests(i: u32, id: &str, zone: crate::rules::Zone, owner: &str, type_line: &str) -> ObjectView {
        use crate::cards::CardType::*;
        let types = [Artifact, Battle, Creature, Enchantment, Instant, Kindred, Land, Planeswalker, Sorcery]
            .into_iter()
            .filter(|t| type_line.split(" — ").next().unwrap_or("").contains(&format!("{t:?}")))
            .collect();
        ObjectView {
            entity: bevy::prelude::Entity::from_raw_u32(i).unwrap(),
            id: id.into(),
            zone,
            owner: owner.into(),
            controller: owner.into(),
            shown: Shown {
                name: id.into(),
                mana_cost: String::new(),
                mana_value: 0,
                colors: Default::default(),
                types,
                type_line: type_line.into(),
                subtypes: Vec::new(),
                text: String::new(),
                levels: Vec::new(),
                power: None,
                toughness: None,
                loyalty: None,
                defense: None,
            },
            identity: None,
            other_face: None,
            pt_modified: false,
            face_down: None,
            face: crate::rules::Side::Front,
            transformed: false,
            token: false,
            tapped: false,
            damage: 0,
            counters: Vec::new(),
            attached_to: None,
            attachments: Vec::new(),
            derivation: Vec::new(),
            copy_of: None,
            note: None,
            commander_tax: None,
            place: None,
            legend_choice: false,
            combat: None,
            may_block: 1,
            fighting: Vec::new(),
            as_though_unblocked: false,
            mana: Vec::new(),
            mana_without_tapping: Vec::new(),
            phased_out: false,
            flipped: false,
            flip_half: None,
            melded_with: None,
            protector: None,
            protector_choice: Vec::new(),
            chapter_choice: 0,
            entry_choice: None,
            casts: Vec::new(),
            activations: Vec::new(),
            attach_to: Vec::new(),
            offers: Default::default(),
            face_up_cost: None,
        }
    }
}
