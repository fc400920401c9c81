//! What a step aims at (115.1): a target of a kind, players the text names, the object
//! itself, every permanent of a kind; and what a targeted object must be (its types, colours,
//! status and characteristics), and the slots an effect's targets are chosen in (601.2c).

use super::super::filter::ObjectFilter;
use super::super::{CardType, Color};
use crate::cards::filter::Controlled;

/// What a step acts on.
#[derive(Clone, Debug, PartialEq)]
pub enum Aim {
    /// A target (115.1), of this kind.
    Target(TargetKind),
    /// "up to two target creatures", "two target creatures", "each of up to three target
    /// creatures": `n` targets of one kind for one word "target", each a different object or
    /// player (115.3); `up_to`: its controller may choose fewer, none at all (601.2c).
    Targets {
        /// Of what kind.
        kind: TargetKind,
        /// How many at most.
        n: u32,
        /// "up to": fewer may be chosen.
        up_to: bool,
    },
    /// The spell's controller ("you").
    You,
    /// Each opponent of its controller.
    EachOpponent,
    /// Each player, in turn order from the active player.
    EachPlayer,
    /// "that player": the player a triggered ability's event names (dealt damage, drew, whose
    /// upkeep it is; "defending player" of an attack, 506.2); a trigger whose event names none
    /// isn't read with it.
    ThatPlayer,
    /// "the exiled card" where nothing before names one: the cards its source's abilities
    /// exiled (607.2a, Oblivion Ring's "When this leaves the battlefield, return the exiled card
    /// to the battlefield under its owner's control").
    ExiledWithThis,
    /// "Its controller": the controller of the target the step before named, as it last
    /// existed on the battlefield (608.2h): no new target.
    ItsController,
    /// The object whose text it is, named by its name or "this creature": a triggered
    /// ability's source ("put a +1/+1 counter on this creature").
    This,
    /// The target the step before named again ("It gets +3/+3", "draws two cards and loses 2
    /// life"): no new target.
    It,
    /// Every permanent on the battlefield that fits ("Destroy all creatures"): no target.
    All(Wanted),
    /// "enchanted creature", "equipped creature": the permanent the ability's source (an Aura,
    /// an Equipment) is attached to as the step happens (303.4, 301.5): no target.
    Attached,
}

/// What a target may be (115.1, 115.4 "any target").
#[derive(Clone, Debug, PartialEq)]
pub enum TargetKind {
    /// "any target": a creature, player, planeswalker or battle (115.4).
    Any,
    /// "target player" / "target opponent".
    Player {
        /// Only an opponent of the spell's controller.
        opponent: bool,
    },
    /// A permanent on the battlefield ("target creature", "target nonland permanent").
    Permanent(Wanted),
    /// A permanent or a player ("target player or planeswalker", "target creature or player").
    PermanentOrPlayer(Wanted),
    /// An opponent or a permanent ("target opponent or planeswalker": any planeswalker, 115.4).
    PermanentOrOpponent(Wanted),
    /// A spell on the stack ("target spell", "target creature spell").
    Spell(Wanted),
    /// A card in its controller's graveyard ("target creature card from your graveyard").
    CardInYourGraveyard(Wanted),
    /// A card in any graveyard ("Exile target card from a graveyard").
    CardInAGraveyard(Wanted),
}

/// The characteristics and status a targeted object must have.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Wanted {
    /// Types, subtypes and controller.
    pub filter: ObjectFilter,
    /// "nonblack": none of these colours.
    pub not_colors: Vec<Color>,
    /// "green", "red or green": one of these colours at least (none: any colour).
    pub colors: Vec<Color>,
    /// "attacking", "blocking", "attacking or blocking", "tapped".
    pub status: Option<Status>,
    /// "another target ...": not the object whose ability it is, nor one its text targeted
    /// before (Consume Strength's second target).
    pub another: bool,
    /// "with power 4 or greater", "with flying", "without flying": what it must have, as it is
    /// now (its characteristics after every effect, 613).
    pub with: Vec<With>,
}

/// A characteristic a targeted object must have ("with power 4 or greater", "with flying").
#[derive(Clone, Debug, PartialEq)]
pub enum With {
    /// Power at least (`at_least`) or at most `n`.
    Power {
        /// The bound.
        n: i32,
        /// "or greater" rather than "or less".
        at_least: bool,
    },
    /// Toughness at least or at most `n`.
    Toughness {
        /// The bound.
        n: i32,
        /// "or greater" rather than "or less".
        at_least: bool,
    },
    /// "with power or toughness 1 or less" (Warping Wail): either at most (or at least) `n`.
    PowerOrToughness {
        /// The bound.
        n: i32,
        /// "or greater" rather than "or less".
        at_least: bool,
    },
    /// Mana value (202.3; "converted mana cost" in older text) at least or at most `n`.
    ManaValue {
        /// The bound.
        n: u32,
        /// "or greater" rather than "or less".
        at_least: bool,
    },
    /// Mana value at most (or, `exactly`, equal to) an amount counted as the object is looked
    /// at: "with converted mana cost X or less" (Meltdown: the spell's X), "equal to the number
    /// of charge counters on [this]" (Ratchet Bomb), "X or less, where X is the number of
    /// Faeries you control" (Spellstutter Sprite). Judged where the ability is known
    /// (`spells::amounts::counted`).
    ManaValueCounted {
        /// The amount.
        amount: Box<super::Amount>,
        /// Equal to it rather than at most it.
        exactly: bool,
    },
    /// "with converted mana cost less than or equal to the number of cards in its controller's
    /// graveyard" (Drown in the Loch): judged with the table (`wanted::fits`).
    ManaValueAtMostItsControllersGraveyard,
    /// "legendary creature" (`true`), "nonlegendary creature" (205.4d).
    Legendary(bool),
    /// "basic land" (`true`), "nonbasic land" (205.4c).
    Basic(bool),
    /// "snow permanent" (`true`), "nonsnow creature" (205.4g).
    Snow(bool),
    /// "spell with {X} in its mana cost" (107.3): an X among its mana cost's symbols.
    XInManaCost,
    /// "two target creatures controlled by different players" (Run Away Together): the
    /// permanents one word "target" names each have another controller, a check across them
    /// (`spells::check_targets`).
    DifferentControllers,
    /// "up to three target cards from a single graveyard" (Decompose): the cards one word
    /// "target" names are all in one graveyard, a check across them (`spells::check_targets`);
    /// each alone is any card in a graveyard.
    OneGraveyard,
    /// "with lesser power" (mentor, 702.134a): less power than the ability's source has, judged
    /// where the source is known (a target's legality, `wanted::fits_from`).
    LesserPowerThanSource,
    /// "target creature defending player controls" (506.2, 508.5): controlled by the player the
    /// ability's source attacks (or defends against through a planeswalker or battle it
    /// attacks), judged where the source is known (`wanted::fits_from`).
    DefendingPlayerControls,
    /// A keyword ability the rules enforce, which it has (`has`) or hasn't ("without flying").
    Keyword {
        /// As an ability line says it, in lower case ("flying").
        keyword: String,
        /// "with" rather than "without".
        has: bool,
    },
    /// "with flying or reach": at least one of these keyword abilities.
    AnyKeyword(Vec<String>),
    /// "all Equipment attached to that creature" (Turn to Slag): attached to what the step
    /// before named (the event's object at the first step), judged as the effect is worked out
    /// (`spells::steps`).
    AttachedToIt,
    /// Radiance's "each other creature that shares a color with it": sharing a colour (105.2)
    /// with what the step before named, not that one itself (`spells::steps`).
    SharesColorWithIt,
    /// "all other permanents with the same name as that permanent" (Maelstrom Pulse): named as
    /// what the step before named (201.2), not that one itself (`spells::steps`).
    SameNameAsIt,
    /// "a creature card of the chosen type" (Herald's Horn): of the creature type chosen as the
    /// ability's source entered (205.3m), judged where the source is known
    /// (`spells::amounts::counted` makes it [`With::CreatureType`]).
    OfChosenType,
    /// Of this creature type (205.3m): what [`With::OfChosenType`] becomes once the choice is known.
    CreatureType(String),
    /// "an instant card or a card with flash" (Mystical Teachings): of this card type, or with
    /// this keyword ability.
    TypeOrKeyword {
        /// The card type.
        card_type: CardType,
        /// The keyword, in lower case ("flash").
        keyword: String,
    },
    /// "target spell that targets you" (`permanent`: "... that targets a permanent you
    /// control"): a spell or ability one of whose targets is the player judging (115.1),
    /// or a permanent they control, judged with the table (`wanted::fits`).
    TargetsYou {
        /// A permanent of theirs rather than the player.
        permanent: bool,
    },
}

/// A permanent's combat or tapped status a target must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// "attacking".
    Attacking,
    /// "blocking".
    Blocking,
    /// "attacking or blocking".
    AttackingOrBlocking,
    /// "tapped".
    Tapped,
}

impl Wanted {
    /// Whether an object with these types, colours and controller matches (status aside).
    pub fn matches(&self, types: &[CardType], colors: super::super::ColorSet, yours: bool) -> bool {
        let f = &self.filter;
        (f.types.is_empty() || f.types.iter().any(|t| types.contains(t)))
            && f.also.iter().all(|t| types.contains(t))
            && !f.not_types.iter().any(|t| types.contains(t))
            && !self.not_colors.iter().any(|c| colors.contains(*c))
            && (self.colors.is_empty() || self.colors.iter().any(|c| colors.contains(*c)))
            && match f.controller {
                Controlled::Anyone => true,
                Controlled::You => yours,
                Controlled::Opponent => !yours,
            }
    }
}

impl TargetKind {
    /// The characteristics it asks of an object, where it asks any.
    pub fn wanted(&self) -> Option<&Wanted> {
        match self {
            TargetKind::Permanent(w)
            | TargetKind::PermanentOrPlayer(w)
            | TargetKind::PermanentOrOpponent(w)
            | TargetKind::Spell(w)
            | TargetKind::CardInYourGraveyard(w)
            | TargetKind::CardInAGraveyard(w) => Some(w),
            TargetKind::Any | TargetKind::Player { .. } => None,
        }
    }
}

impl Wanted {
    /// Whether what it asks is counted with its spell's X ("converted mana cost X or less").
    pub fn says_x(&self) -> bool {
        self.with.iter().any(|w| matches!(w, With::ManaValueCounted { amount, .. } if **amount == super::Amount::X))
    }
}

impl Aim {
    /// The characteristics it asks of what it names, where it asks any.
    pub fn wanted(&self) -> Option<&Wanted> {
        match self {
            Aim::All(w) => Some(w),
            Aim::Target(k) | Aim::Targets { kind: k, .. } => k.wanted(),
            _ => None,
        }
    }

    /// Whether it names targets (one, or several for one word "target").
    pub fn is_target(&self) -> bool {
        matches!(self, Aim::Target(_) | Aim::Targets { .. })
    }

    /// Whether it names objects, not players ("it" after it is an object).
    pub fn names_objects(&self) -> bool {
        match self {
            Aim::Target(_)
            | Aim::Targets { .. }
            | Aim::It
            | Aim::This
            | Aim::All(_)
            | Aim::ExiledWithThis
            | Aim::Attached => true,
            Aim::You | Aim::EachOpponent | Aim::EachPlayer | Aim::ThatPlayer | Aim::ItsController => false,
        }
    }
}

/// The targets an effect needs, slot by slot in the order they are chosen (601.2c): each
/// slot's kind, whether its controller may leave it unchosen ("up to"), and the word "target"
/// it belongs to (115.3: one word's targets are different objects and players).
///
/// A spell or ability on the stack holds only the targets chosen; [`Slots::place`] says which
/// slot each is for: those left unchosen are the last "up to" slots (a word's slots are alike,
/// so it doesn't matter which of them were left).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Slots {
    /// Each slot's kind.
    pub kinds: Vec<TargetKind>,
    /// Whether each slot may be left unchosen.
    pub optional: Vec<bool>,
    /// The word "target" each slot belongs to, counted from 0.
    pub word: Vec<usize>,
}

impl Slots {
    /// The slots of these aims, in order.
    pub fn of<'a>(aims: impl IntoIterator<Item = &'a Aim>) -> Slots {
        let mut out = Slots::default();
        for (word, aim) in aims.into_iter().filter(|a| a.is_target()).enumerate() {
            let (kind, n, up_to) = match aim {
                Aim::Target(k) => (k, 1, false),
                Aim::Targets { kind, n, up_to } => (kind, *n, *up_to),
                _ => continue,
            };
            for _ in 0..n {
                out.kinds.push(kind.clone());
                out.optional.push(up_to);
                out.word.push(word);
            }
        }
        out
    }

    /// How many slots.
    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    /// Whether it needs no target.
    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// The fewest targets that may be chosen.
    pub fn fewest(&self) -> usize {
        self.optional.iter().filter(|o| !**o).count()
    }

    /// For each slot, which of `given` chosen targets is for it (`None`: left unchosen); `None`
    /// when that many can't be chosen.
    pub fn place(&self, given: usize) -> Option<Vec<Option<usize>>> {
        if given > self.len() || given < self.fewest() {
            return None;
        }
        let mut left = self.len() - given;
        let mut chosen = vec![true; self.len()];
        for i in (0..self.len()).rev() {
            if left > 0 && self.optional[i] {
                chosen[i] = false;
                left -= 1;
            }
        }
        let mut next = 0;
        Some(
            chosen
                .into_iter()
                .map(|c| {
                    c.then(|| {
                        next += 1;
                        next - 1
                    })
                })
                .collect(),
        )
    }

    /// Places `given` in their slots (as [`Slots::place`]): each slot's kind and what was
    /// chosen for it.
    pub fn placed<T: Copy>(&self, given: &[T]) -> Option<Vec<(usize, Option<T>)>> {
        let at = self.place(given.len())?;
        Some(at.into_iter().enumerate().map(|(slot, i)| (slot, i.map(|i| given[i]))).collect())
    }

    /// Whether the same object or player is chosen twice for one word "target" (115.3): the
    /// first slot found chosen again.
    pub fn repeated<T: Copy + PartialEq>(&self, given: &[T]) -> Option<T> {
        let placed = self.placed(given)?;
        placed.iter().enumerate().find_map(|(i, (slot, t))| {
            let t = (*t)?;
            placed[..i].iter().any(|(s, u)| self.word[*s] == self.word[*slot] && *u == Some(t)).then_some(t)
        })
    }
}

impl super::SpellEffect {
    /// The slots its targets are chosen in, in order (601.2c), those of the steps a payment
    /// buys among them (603.3d: chosen as the ability goes on the stack, before the payment).
    pub fn slots(&self) -> Slots {
        Slots::of(self.aims())
    }

    /// What each step aims at, in order, the steps a payment buys in their place.
    fn aims(&self) -> Vec<&Aim> {
        let mut out = Vec::new();
        for s in &self.steps {
            match s {
                super::EffectStep::IfYouPay { effect, .. } => out.extend(effect.aims()),
                s => out.push(s.aim()),
            }
        }
        out
    }
}

#[cfg(test)]
mod slot_tests {
    use super::*;

    fn creature() -> TargetKind {
        TargetKind::Permanent(Wanted::default())
    }

    #[test]
    fn rule_601_2c_up_to_targets_may_be_left_unchosen_from_the_last() {
        let aims = [
            Aim::Target(TargetKind::Any),
            Aim::Targets { kind: creature(), n: 2, up_to: true },
            Aim::Target(TargetKind::Player { opponent: false }),
        ];
        let s = Slots::of(&aims);
        assert_eq!((s.len(), s.fewest()), (4, 2));
        assert_eq!(s.word, vec![0, 1, 1, 2]);
        assert_eq!(s.place(4), Some(vec![Some(0), Some(1), Some(2), Some(3)]));
        assert_eq!(s.place(3), Some(vec![Some(0), Some(1), None, Some(2)]));
        assert_eq!(s.place(2), Some(vec![Some(0), None, None, Some(1)]));
        assert_eq!(s.place(1), None);
        assert_eq!(s.place(5), None);
    }

    #[test]
    fn rule_115_3_one_words_targets_are_different_objects() {
        let s = Slots::of(&[Aim::Targets { kind: creature(), n: 2, up_to: false }, Aim::Target(TargetKind::Any)]);
        assert_eq!(s.repeated(&[7, 7, 1]), Some(7));
        // Another word "target" may name the same object again.
        assert_eq!(s.repeated(&[7, 1, 7]), None);
        assert_eq!(s.repeated(&[7, 1, 2]), None);
    }
}
