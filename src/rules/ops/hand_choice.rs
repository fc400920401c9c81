//! Cards chosen from a hand for an effect: "Target player discards two cards" (701.9a-b: the
//! player chooses which), "Target opponent reveals their hand. You choose a nonland card from
//! it. That player discards that card." (another player chooses, from the hand revealed to
//! every player, 701.20a), Brainstorm's "put two cards from your hand on top of your library in
//! any order", "You may put a land card from your hand onto the battlefield" (up to one); and
//! the one choice of the kind made on the battlefield, "Each player sacrifices
//! a creature" (701.21a: each chooses among the permanents they control). As the effect
//! reaches that step nobody holds priority until the chooser says which with `ChooseCards`;
//! then the card goes where the effect says, the next player asked chooses (each player, in
//! turn order), and the rest of the effect is carried out (`continuing`).

use bevy::prelude::*;

use super::{Legal, Refusal};
use crate::cards::effects::Wanted;
use crate::rules::action::{Position, Zone};
use crate::rules::log::{log, refer};
use crate::rules::query::hand_of;
use crate::says;

/// Where the chosen cards go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandTo {
    /// Their owner's graveyard: discarded (701.9a).
    Discard,
    /// The top of their owner's library, the first named on top.
    LibraryTop,
    /// Sacrificed (701.21a): permanents the player controls, not cards of a hand.
    Sacrifice,
    /// Put onto the battlefield under their owner's control ("You may put a creature card from
    /// your hand onto the battlefield").
    Battlefield,
    /// Returned to their owner's hand: permanents the player controls ("Return a creature you
    /// control to its owner's hand").
    Return,
    /// Put onto the battlefield from an opening hand (103.6a): the cards whose text allows it,
    /// once every player has kept; the game's first turn begins after the last player's.
    OpeningBattlefield,
    /// Given this many +1/+1 counters: a creature with the least toughness among those the
    /// player controls (bolster, 701.39a).
    Bolster(u32),
    /// Exiled ("exile a nonartifact, nonland card from your hand"), linked to the permanent
    /// whose ability exiles it where there is one (607.2a, "the exiled card").
    Exile(Option<Entity>),
    /// Permanents the player controls returned to their owner's hand, or, with none returned,
    /// this permanent sacrificed ("sacrifice it unless you return an artifact you control to
    /// its owner's hand", 118.12).
    ReturnOrSacrifice(Entity),
    /// Returned from its owner's graveyard to their hand instead of a draw (dredge, 702.52a:
    /// `ops::dredge`), with this many draws after it; none chosen, the card is drawn.
    Dredge(u32),
    /// Cards of the player's graveyard exiled ("Target player exiles a card from their
    /// graveyard", 406.2).
    ExileFromGraveyard,
    /// The permanent on the battlefield this resolving permanent spell enters as a copy of, or
    /// none (707.5, 614.12a; `ops::copy_entry`).
    CopiedBy(Entity),
    /// Permanents and players with counters, each given another counter of each kind already
    /// there (proliferate, 701.34a): any number of them, the player's own choice.
    Proliferate,
    /// Tapped lands, anyone's, untapped ("Untap up to four lands", 701.26b).
    Untap,
    /// A card of the player's hand discarded for this resolving permanent spell to enter the
    /// battlefield, or none, and it goes to the graveyard instead (614.1a, Mox Diamond).
    DiscardToEnter(Entity),
    /// Cards of the player's hand drawn this turn put on top of their library (the first named
    /// on top), this much life paid for each card of those asked for that isn't (Sylvan
    /// Library; 119.4).
    PutBackUnlessPaid(u32),
    /// Permanents the player controls kept, one of each type the pick's `wanted` names, the
    /// rest sacrificed once every player has chosen (Cataclysm; 701.21a, `ops::keeping`).
    KeepOneOfEach,
    /// Up to one card of the player's graveyard returned to their hand ("you may return a
    /// creature card from your graveyard to your hand").
    GraveyardToHand,
}

/// Cards an effect asks a player to choose from a hand.
#[derive(Clone, Debug)]
pub struct HandPick {
    /// Who chooses.
    pub chooser: Entity,
    /// Whose hand.
    pub owner: Entity,
    /// How many (fewer where the hand has fewer that fit).
    pub n: u32,
    /// Where they go.
    pub to: HandTo,
    /// What each may be (none: any card); "you" in it is the chooser.
    pub wanted: Option<Wanted>,
}

impl HandPick {
    /// "You may put ...": as many as `n`, or fewer, or none.
    pub fn up_to(&self) -> bool {
        matches!(
            self.to,
            HandTo::Battlefield
                | HandTo::OpeningBattlefield
                | HandTo::Dredge(_)
                | HandTo::ReturnOrSacrifice(_)
                | HandTo::CopiedBy(_)
                | HandTo::Proliferate
                | HandTo::Untap
                | HandTo::DiscardToEnter(_)
                | HandTo::PutBackUnlessPaid(_)
                | HandTo::KeepOneOfEach
                | HandTo::GraveyardToHand
        )
    }
}

impl HandTo {
    /// The rule a choice of cards for it follows.
    fn rule(self) -> &'static str {
        match self {
            HandTo::Sacrifice => "701.21a",
            HandTo::Battlefield | HandTo::Return => "608.2c",
            HandTo::Exile(_) => "607.2a",
            HandTo::ExileFromGraveyard => "406.2",
            HandTo::CopiedBy(_) => "707.5",
            HandTo::Proliferate => "701.34a",
            HandTo::Untap => "701.26b",
            HandTo::DiscardToEnter(_) => "614.1a",
            HandTo::PutBackUnlessPaid(_) => "119.4",
            HandTo::KeepOneOfEach => "701.21a",
            HandTo::GraveyardToHand => "608.2c",
            HandTo::Bolster(_) => "701.39a",
            HandTo::OpeningBattlefield => "103.6a",
            HandTo::Dredge(_) => "702.52a",
            HandTo::ReturnOrSacrifice(_) => "118.12",
            HandTo::Discard | HandTo::LibraryTop => "701.9b",
        }
    }
}

/// The choice being made, and whether priority was being given when it began.
#[derive(Clone, Debug)]
pub struct HandChoice {
    /// What is asked, `n` being how many are chosen now.
    pub pick: HandPick,
    /// Whether priority was being given (at an assisted table).
    pub priority: bool,
}

/// The choice waiting for its player, and those the effect resolving now asks for next.
#[derive(Resource, Clone, Debug, Default)]
pub struct HandChoices {
    /// Asked for by the effect, in order; each begins once the one before is made.
    pub queued: Vec<HandPick>,
    /// The choice its player is making.
    pub pending: Option<HandChoice>,
}

/// The choice waiting for its player, if any.
pub fn pending(world: &World) -> Option<&HandChoice> {
    world.get_resource::<HandChoices>().and_then(|s| s.pending.as_ref())
}

/// The resolving effect asks for `pick`.
pub fn queue(world: &mut World, pick: HandPick) {
    world.get_resource_or_insert_with(HandChoices::default).queued.push(pick);
}

/// `pick` is asked before any other queued (a draw a dredge may replace, as it happens).
pub fn queue_first(world: &mut World, pick: HandPick) {
    world.get_resource_or_insert_with(HandChoices::default).queued.insert(0, pick);
}

/// The pending choice, taken to be carried out (`ops::dredge`); [`go_on`] after it.
pub fn take_pending(world: &mut World) -> Option<HandChoice> {
    world.get_resource_mut::<HandChoices>()?.pending.take()
}

/// A choice taken with [`take_pending`] is made: the next begins, or the effect goes on.
pub fn go_on(world: &mut World, priority: bool) {
    next(world, Some(priority));
}

/// The cards of the hand that may be chosen (the permanents its player controls, for a
/// sacrifice).
fn fitting(world: &World, pick: &HandPick) -> Vec<Entity> {
    let fits = |e: &Entity| pick.wanted.as_ref().is_none_or(|w| super::wanted::fits(world, w, *e, pick.chooser));
    let pool = match pick.to {
        // Cataclysm's: those of one of the types its `wanted` names.
        HandTo::Sacrifice | HandTo::Return | HandTo::ReturnOrSacrifice(_) | HandTo::KeepOneOfEach => {
            crate::rules::query::permanents_controlled_by(world, pick.owner)
        }
        HandTo::Discard | HandTo::LibraryTop | HandTo::Battlefield | HandTo::Exile(_) | HandTo::DiscardToEnter(_) => {
            hand_of(world, pick.owner)
        }
        HandTo::OpeningBattlefield => may_begin_on_battlefield(world, pick.owner),
        HandTo::Bolster(_) => least_toughness(world, pick.owner),
        HandTo::Dredge(_) => super::library::dredgers(world, pick.owner),
        HandTo::ExileFromGraveyard | HandTo::GraveyardToHand => crate::rules::query::graveyard_of(world, pick.owner),
        HandTo::CopiedBy(_) => super::copy_entry::candidates(world),
        HandTo::Proliferate => super::proliferate::candidates(world),
        HandTo::Untap => tapped_lands(world),
        HandTo::PutBackUnlessPaid(_) => drawn_this_turn(world, pick.owner),
    };
    pool.into_iter().filter(fits).collect()
}

/// Whether the hand is revealed for the choice: another player chooses from it (701.20a).
fn reveals(pick: &HandPick) -> bool {
    pick.wanted.is_some() && matches!(pick.to, HandTo::Discard | HandTo::LibraryTop)
}

/// The cards the pending choice may name.
pub fn candidates(world: &World) -> Vec<Entity> {
    pending(world).map(|o| fitting(world, &o.pick)).unwrap_or_default()
}

/// The effect's step is reached: the first choice it asks for begins.
pub fn begin(world: &mut World) {
    let asked = world.get_resource::<HandChoices>().is_some_and(|c| !c.queued.is_empty());
    if pending(world).is_some() || !asked {
        return;
    }
    next(world, None);
}

/// The next choice asked for begins (a hand with nothing to choose is passed over, said in the
/// log); with none left, the active player receives priority where it was being given and the
/// rest of the effect is carried out.
fn next(world: &mut World, priority: Option<bool>) {
    let take = |world: &mut World| {
        world.get_resource_mut::<HandChoices>().and_then(|mut c| (!c.queued.is_empty()).then(|| c.queued.remove(0)))
    };
    while let Some(mut pick) = take(world) {
        if reveals(&pick) {
            // 701.20a: the hand is revealed to every player before the card is chosen.
            super::reveal::reveal_hand(world, pick.owner, None);
        }
        let fits = fitting(world, &pick);
        let n = pick.n.min(fits.len() as u32);
        // 702.52b: no card may be dredged now: the draws are draws.
        if let (HandTo::Dredge(left), 0) = (pick.to, n) {
            super::library::draw_cards(world, pick.owner, left + 1);
            continue;
        }
        // 118.12: nothing it may return: the permanent is sacrificed.
        if let (HandTo::ReturnOrSacrifice(this), 0) = (pick.to, n) {
            sacrifice_instead(world, this, pick.owner);
            continue;
        }
        // 701.21a: nothing of the types to keep: the player sacrifices all they control.
        if (pick.to, n) == (HandTo::KeepOneOfEach, 0) {
            log(world, "701.21a", says!("log-nothing-to-keep", player = refer(world, pick.owner)));
            let last = !keeping_queued(world);
            super::keeping::keep(world, pick.owner, &[], last);
            continue;
        }
        // 614.1a: no card it may discard: it goes to the graveyard.
        if let (HandTo::DiscardToEnter(spell), 0) = (pick.to, n) {
            super::copy_entry::enter_or_not(world, spell, None);
            continue;
        }
        // 707.5: nothing it may copy: it enters as itself.
        if let (HandTo::CopiedBy(spell), 0) = (pick.to, n) {
            log(world, "707.5", says!("log-nothing-to-copy", card = refer(world, spell)));
            super::copy_entry::enter(world, spell, None);
            continue;
        }
        if n == 0 {
            let (rule, text) = match pick.to {
                HandTo::Sacrifice => ("701.21a", says!("log-nothing-to-sacrifice", player = refer(world, pick.owner))),
                HandTo::Return => ("608.2c", says!("log-nothing-to-return", player = refer(world, pick.owner))),
                HandTo::GraveyardToHand => {
                    ("608.2c", says!("log-nothing-in-graveyard-to-return", player = refer(world, pick.owner)))
                }
                HandTo::Bolster(_) => ("701.39a", says!("log-nothing-to-bolster", player = refer(world, pick.owner))),
                HandTo::Proliferate => {
                    ("701.34a", says!("log-nothing-to-proliferate", player = refer(world, pick.owner)))
                }
                HandTo::Untap => ("701.26b", says!("log-nothing-to-untap", player = refer(world, pick.owner))),
                HandTo::PutBackUnlessPaid(_) => {
                    ("119.4", says!("log-nothing-drawn-this-turn", player = refer(world, pick.owner)))
                }
                _ => ("701.9b", says!("log-hand-has-nothing-to-choose", player = refer(world, pick.owner))),
            };
            log(world, rule, text);
            conceal_hand(world, &pick);
            continue;
        }
        // 701.39a: one creature with the least toughness: nothing to choose.
        if let (HandTo::Bolster(counters), [only]) = (pick.to, &fits[..]) {
            bolster(world, *only, counters);
            continue;
        }
        pick.n = n;
        let (chooser, owner) = (refer(world, pick.chooser), refer(world, pick.owner));
        let text = match pick.to {
            HandTo::Discard => says!("log-hand-choice-to-discard", player = chooser, n = n, owner = owner),
            HandTo::LibraryTop => says!("log-hand-choice-to-put-back", player = chooser, n = n),
            HandTo::Sacrifice => says!("log-choice-to-sacrifice", player = chooser, n = n),
            HandTo::Battlefield => says!("log-hand-choice-to-put-onto-battlefield", player = chooser, n = n),
            HandTo::OpeningBattlefield => says!("log-opening-hand-choice-to-battlefield", player = chooser, n = n),
            HandTo::Return => says!("log-choice-to-return", player = chooser, n = n),
            HandTo::Bolster(counters) => says!("log-choice-to-bolster", player = chooser, n = counters),
            HandTo::Exile(_) => says!("log-hand-choice-to-exile", player = chooser, n = n),
            HandTo::ExileFromGraveyard => says!("log-choice-to-exile-from-graveyard", player = chooser, n = n),
            HandTo::Dredge(_) => says!("log-choice-to-dredge", player = chooser),
            HandTo::CopiedBy(spell) => says!("log-choice-to-copy", player = chooser, card = refer(world, spell)),
            HandTo::Proliferate => says!("log-choice-to-proliferate", player = chooser),
            HandTo::Untap => says!("log-choice-to-untap", player = chooser, n = n),
            HandTo::DiscardToEnter(spell) => {
                says!("log-choice-to-discard-to-enter", player = chooser, card = refer(world, spell))
            }
            HandTo::PutBackUnlessPaid(life) => {
                says!("log-choice-to-put-back-or-pay", player = chooser, n = n, life = life)
            }
            HandTo::KeepOneOfEach => says!("log-choice-to-keep-one-of-each", player = chooser),
            HandTo::GraveyardToHand => says!("log-choice-to-return-from-graveyard", player = chooser),
            HandTo::ReturnOrSacrifice(this) => {
                says!("log-choice-to-return-or-sacrifice", player = chooser, card = refer(world, this))
            }
        };
        log(world, pick.to.rule(), text);
        let priority = priority.unwrap_or_else(|| super::priority::hold_for_choice(world));
        world.resource_mut::<HandChoices>().pending = Some(HandChoice { pick, priority });
        world.resource_mut::<crate::rules::game::Dirty>().changed = true;
        return;
    }
    match priority {
        Some(p) => super::priority::after_choice(world, p),
        None => super::continuing::release(world),
    }
}

/// A hand revealed for the choice is hidden again.
fn conceal_hand(world: &mut World, pick: &HandPick) {
    if reveals(pick) {
        for e in hand_of(world, pick.owner) {
            super::reveal::conceal(world, e);
        }
    }
}

/// Whether `player` may make the pending choice naming `cards`: theirs to make, as many cards
/// as it asks, each once, each one of the hand that fits.
pub fn can_choose(world: &World, player: Entity, cards: &[Entity]) -> Legal {
    let who = refer(world, player);
    let Some(o) = pending(world) else {
        return Err(Refusal::new("701.9b", says!("log-no-hand-choice-asked", player = who)));
    };
    if o.pick.chooser != player {
        let text = says!("log-hand-choice-is-anothers", player = who, chooser = refer(world, o.pick.chooser));
        return Err(Refusal::new(o.pick.to.rule(), text));
    }
    let fits = fitting(world, &o.pick);
    let mut seen = cards.to_vec();
    seen.sort();
    seen.dedup();
    let owner = refer(world, o.pick.owner);
    let count = if o.pick.up_to() { cards.len() <= o.pick.n as usize } else { cards.len() == o.pick.n as usize };
    if seen.len() != cards.len() || !count || !cards.iter().all(|c| fits.contains(c)) {
        if matches!(o.pick.to, HandTo::Return | HandTo::ReturnOrSacrifice(_)) {
            return Err(Refusal::new(
                o.pick.to.rule(),
                says!("log-choice-to-return-names", player = who, n = o.pick.n),
            ));
        }
        if o.pick.to == HandTo::Sacrifice {
            let text = says!("log-choice-to-sacrifice-names", player = who, n = o.pick.n);
            return Err(Refusal::new("701.21a", text));
        }
        if let HandTo::Bolster(_) = o.pick.to {
            return Err(Refusal::new("701.39a", says!("log-choice-to-bolster-names", player = who)));
        }
        if let HandTo::Dredge(_) = o.pick.to {
            return Err(Refusal::new("702.52b", says!("log-choice-to-dredge-names", player = who)));
        }
        if o.pick.to == HandTo::GraveyardToHand {
            let text = says!("log-choice-to-return-from-graveyard-names", player = who);
            return Err(Refusal::new("608.2c", text));
        }
        if o.pick.to == HandTo::KeepOneOfEach {
            return Err(Refusal::new("701.21a", says!("log-choice-to-keep-one-of-each-names", player = who)));
        }
        if let HandTo::PutBackUnlessPaid(_) = o.pick.to {
            let text = says!("log-choice-to-put-back-or-pay-names", player = who, n = o.pick.n);
            return Err(Refusal::new("119.4", text));
        }
        if let HandTo::DiscardToEnter(spell) = o.pick.to {
            let text = says!("log-choice-to-discard-to-enter-names", player = who, card = refer(world, spell));
            return Err(Refusal::new("614.1a", text));
        }
        if o.pick.to == HandTo::Untap {
            return Err(Refusal::new("701.26b", says!("log-choice-to-untap-names", player = who, n = o.pick.n)));
        }
        if o.pick.to == HandTo::Proliferate {
            return Err(Refusal::new("701.34a", says!("log-choice-to-proliferate-names", player = who)));
        }
        if let HandTo::CopiedBy(spell) = o.pick.to {
            let text = says!("log-choice-to-copy-names", player = who, card = refer(world, spell));
            return Err(Refusal::new("707.5", text));
        }
        if o.pick.to == HandTo::ExileFromGraveyard {
            let text = says!("log-choice-to-exile-from-graveyard-names", player = who, n = o.pick.n);
            return Err(Refusal::new("406.2", text));
        }
        let text = if o.pick.up_to() {
            says!("log-hand-choice-names-up-to", player = who, n = o.pick.n, owner = owner)
        } else {
            says!("log-hand-choice-names", player = who, n = o.pick.n, owner = owner)
        };
        return Err(Refusal::new(o.pick.to.rule(), text));
    }
    // 701.21a: one of each type where they can, each standing for a type of its own.
    if o.pick.to == HandTo::KeepOneOfEach && !super::keeping::may_keep(world, player, cards, &kept_types(&o.pick)) {
        return Err(Refusal::new("701.21a", says!("log-choice-to-keep-one-of-each-names", player = who)));
    }
    // 119.4: each card kept is paid for, with no more life than the player has.
    if let HandTo::PutBackUnlessPaid(life) = o.pick.to {
        let owed = i64::from(life) * (i64::from(o.pick.n) - cards.len() as i64);
        let has = world.get::<crate::rules::object::Life>(player).map_or(0, |l| i64::from(l.0));
        if owed > 0 && has < owed {
            let text = says!("log-cant-pay-life-for-cards", player = who, n = owed, life = has);
            return Err(Refusal::new("119.4", text));
        }
    }
    Ok(())
}

/// `ChooseCards`: checked, the cards go where the effect says (the first named ends on top of
/// a library), and the next choice begins, or the effect goes on.
pub fn choose(world: &mut World, player: Entity, cards: &[Entity]) {
    if !super::allowed(world, can_choose(world, player, cards)) {
        return;
    }
    let Some(o) = world.resource_mut::<HandChoices>().pending.take() else { return };
    let owner = refer(world, o.pick.owner);
    match o.pick.to {
        HandTo::Discard => {
            for &card in cards {
                log(world, "701.9a", says!("log-discards", player = owner.clone(), card = refer(world, card)));
                super::discarding::discard(world, card);
            }
        }
        HandTo::LibraryTop => {
            log(world, "401.4", says!("log-puts-back-from-hand", player = owner, n = cards.len()));
            for &card in cards.iter().rev() {
                super::zones::move_object(world, card, Zone::Library, Some(Position::Top), Default::default());
            }
        }
        HandTo::Sacrifice => {
            for &card in cards {
                super::zones::sacrifice(world, card);
            }
        }
        HandTo::Return => {
            for &card in cards {
                log(world, "608.2c", says!("log-returns-chosen", player = owner.clone(), card = refer(world, card)));
                super::zones::move_object(world, card, Zone::Hand, None, Default::default());
            }
        }
        HandTo::Bolster(n) => {
            for &card in cards {
                bolster(world, card, n);
            }
        }
        HandTo::Exile(source) => {
            for &card in cards {
                let said = says!(
                    "log-exiles-chosen-from-hand",
                    player = owner.clone(),
                    card = refer(world, card).shown_to_all()
                );
                log(world, "607.2a", said);
                if let Some(source) = source {
                    super::linked::exiling(world, source, card, false);
                }
                super::zones::move_object(world, card, Zone::Exile, None, Default::default());
            }
            super::linked::pin(world);
        }
        HandTo::ExileFromGraveyard => {
            for &card in cards {
                log(
                    world,
                    "406.2",
                    says!("log-exiles-chosen-from-graveyard", player = owner.clone(), card = refer(world, card)),
                );
                super::zones::move_object(world, card, Zone::Exile, None, Default::default());
            }
        }
        // Carried out by `ops::dredge`, which takes the choice.
        HandTo::Dredge(_) => {}
        HandTo::Proliferate => super::proliferate::proliferate(world, o.pick.chooser, cards),
        HandTo::DiscardToEnter(spell) => super::copy_entry::enter_or_not(world, spell, cards.first().copied()),
        HandTo::GraveyardToHand => {
            for &card in cards {
                log(world, "608.2c", says!("log-returns-chosen", player = owner.clone(), card = refer(world, card)));
                super::zones::move_object(world, card, Zone::Hand, None, Default::default());
            }
        }
        HandTo::KeepOneOfEach => {
            let last = !keeping_queued(world);
            super::keeping::keep(world, o.pick.owner, cards, last);
        }
        HandTo::PutBackUnlessPaid(life) => {
            let kept = o.pick.n.saturating_sub(cards.len() as u32);
            for _ in 0..kept {
                log(world, "119.4", says!("log-pays-life-to-keep", player = owner.clone(), n = life));
                super::players::change_life(world, o.pick.owner, -(life.min(i32::MAX as u32) as i32));
            }
            if !cards.is_empty() {
                log(world, "401.4", says!("log-puts-back-from-hand", player = owner.clone(), n = cards.len()));
            }
            for &card in cards.iter().rev() {
                super::zones::move_object(world, card, Zone::Library, Some(Position::Top), Default::default());
            }
        }
        HandTo::Untap => {
            for &land in cards {
                super::status::set_tapped(world, land, false);
            }
        }
        HandTo::CopiedBy(spell) => {
            if let Some(&copied) = cards.first() {
                let said = says!("log-enters-as-copy", card = refer(world, spell), original = refer(world, copied));
                log(world, "707.5", said);
            }
            super::copy_entry::enter(world, spell, cards.first().copied());
        }
        HandTo::ReturnOrSacrifice(this) => {
            for &card in cards {
                log(world, "118.12", says!("log-returns-chosen", player = owner.clone(), card = refer(world, card)));
                super::zones::move_object(world, card, Zone::Hand, None, Default::default());
            }
            if cards.is_empty() {
                sacrifice_instead(world, this, o.pick.owner);
            }
        }
        HandTo::Battlefield | HandTo::OpeningBattlefield => {
            for &card in cards {
                log(
                    world,
                    "110.2",
                    says!("log-puts-onto-battlefield-from-hand", player = owner.clone(), card = refer(world, card)),
                );
                super::zones::move_object(world, card, Zone::Battlefield, None, Default::default());
            }
        }
    }
    conceal_hand(world, &o.pick);
    // 103.6: with the last player's opening hand actions taken, the first turn begins
    // (`opening::actions_taken`), nobody having held priority.
    let queued = world.get_resource::<HandChoices>().is_some_and(|c| !c.queued.is_empty());
    if o.pick.to == HandTo::OpeningBattlefield && !queued {
        return;
    }
    next(world, Some(o.priority));
}

/// The card types a Cataclysm's pick keeps one of each of (its `wanted`'s).
fn kept_types(pick: &HandPick) -> Vec<crate::cards::CardType> {
    pick.wanted.as_ref().map(|w| w.filter.types.clone()).unwrap_or_default()
}

/// Whether another player's Cataclysm choice is still to come.
fn keeping_queued(world: &World) -> bool {
    world.get_resource::<HandChoices>().is_some_and(|c| c.queued.iter().any(|p| p.to == HandTo::KeepOneOfEach))
}

/// The cards of `player`'s hand drawn this turn and still the object they were drawn as.
fn drawn_this_turn(world: &World, player: Entity) -> Vec<Entity> {
    let turn = world.get_resource::<crate::rules::game::Turn>().map_or(0, |t| t.number);
    let drawn = |e: &Entity| {
        let now = world.get::<crate::rules::object::ObjectNumber>(*e).copied().unwrap_or_default();
        world.get::<crate::rules::object::DrawnOnTurn>(*e).is_some_and(|d| d.turn == turn && d.object == now)
    };
    hand_of(world, player).into_iter().filter(drawn).collect()
}

/// 701.26b: the tapped lands on the battlefield, each player's in turn.
fn tapped_lands(world: &World) -> Vec<Entity> {
    let players = world.get_resource::<crate::rules::object::Players>().map(|p| p.0.clone()).unwrap_or_default();
    let tapped_land = |e: &Entity| {
        world.get::<crate::rules::object::Tapped>(*e).is_some_and(|t| t.0)
            && crate::rules::query::chars(world, *e).has_type(crate::cards::CardType::Land)
    };
    players
        .into_iter()
        .flat_map(|p| crate::rules::query::permanents_controlled_by(world, p))
        .filter(tapped_land)
        .collect()
}

/// 701.39a: the creatures `player` controls with the least toughness among them.
pub fn least_toughness(world: &World, player: Entity) -> Vec<Entity> {
    let creatures: Vec<(Entity, i32)> = crate::rules::query::permanents_controlled_by(world, player)
        .into_iter()
        .filter_map(|e| {
            let c = crate::rules::query::chars(world, e);
            c.has_type(crate::cards::CardType::Creature).then(|| (e, c.toughness.unwrap_or(0)))
        })
        .collect();
    let least = creatures.iter().map(|(_, t)| *t).min();
    creatures.into_iter().filter(|(_, t)| Some(*t) == least).map(|(e, _)| e).collect()
}

/// 701.39a: `n` +1/+1 counters on the creature chosen to bolster.
pub fn bolster(world: &mut World, creature: Entity, n: u32) {
    log(world, "701.39a", says!("log-bolsters", card = refer(world, creature), n = n));
    super::status::add_counters(world, creature, &crate::rules::counters::CounterKind::PlusOne, n);
}

/// 103.6a: the cards of `player`'s hand whose text lets them begin the game on the battlefield.
pub fn may_begin_on_battlefield(world: &World, player: Entity) -> Vec<Entity> {
    let begins = |e: &Entity| {
        crate::rules::query::chars(world, *e)
            .abilities
            .iter()
            .any(|a| a.ability == crate::cards::Ability::BeginsOnBattlefield)
    };
    crate::rules::query::hand_of(world, player).into_iter().filter(begins).collect()
}

/// 118.12: nothing returned: `this` is sacrificed, where it is still on the battlefield under
/// `player`'s control.
fn sacrifice_instead(world: &mut World, this: Entity, player: Entity) {
    let theirs = world.get::<crate::rules::object::Controller>(this).is_some_and(|c| c.0 == player);
    if theirs && crate::rules::query::zone_of(world, this) == Zone::Battlefield {
        log(world, "118.12", says!("log-nothing-returned-sacrifices", card = refer(world, this)));
        super::zones::sacrifice(world, this);
    }
}
