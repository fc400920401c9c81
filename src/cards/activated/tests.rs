//! Reading activated abilities: costs, effects, where they are activated from.

use super::*;
use crate::cards::effects::{Aim, EffectStep};

#[test]
fn rule_606_4_a_loyalty_ability_costs_loyalty_and_is_activated_as_a_sorcery() {
    // Garruk Wildspeaker's three (2019 Scryfall dump).
    let plus = Activated::parse("+1: Untap two target lands.").unwrap();
    assert_eq!(plus.cost.loyalty, Some(1));
    assert!(plus.sorcery && plus.from == ActivatedFrom::Battlefield && plus.cost.mana.is_none() && !plus.cost.tap);
    assert!(matches!(plus.effect.steps[0], EffectStep::Untap(Aim::Targets { n: 2, up_to: false, .. })));
    let minus = Activated::parse("−1: Create a 3/3 green Beast creature token.").unwrap();
    assert_eq!(minus.cost.loyalty, Some(-1));
    let ultimate = Activated::parse("−4: Creatures you control get +3/+3 and gain trample until end of turn.").unwrap();
    assert_eq!(ultimate.cost.loyalty, Some(-4));
    assert_eq!(Activated::parse("0: Draw a card.").map(|a| a.cost.loyalty), Some(Some(0)));
    // "−X" and an effect not read: not typed.
    assert!(
        Activated::parse(
            "−X: Return target nonlegendary creature card with mana value X from your graveyard to the battlefield."
        )
        .is_none()
    );
    assert!(Activated::parse("−8: You get an emblem with \"Whenever a creature dies, return it.\"").is_none());
}

#[test]
fn rule_602_5b_an_ability_says_when_it_may_be_activated() {
    // Scepter of Fugue, Emberwilde Augur, Hell's Caretaker's kin, Nezumi Bone-Reader (2019 dump).
    let at = |line: &str| Activated::parse(line).map(|a| (a.during, a.sorcery));
    let turn = "{1}{B}, {T}: Target player discards a card. Activate this ability only during your turn.";
    assert_eq!(at(turn), Some((Some(During::YourTurn), false)));
    let upkeep = "Sacrifice Emberwilde Augur: It deals 3 damage to target player or planeswalker. Activate this ability only during your upkeep.";
    assert_eq!(at(upkeep), Some((Some(During::YourUpkeep), false)));
    let before = "{T}: Draw a card. Activate this ability only during your turn, before attackers are declared.";
    assert_eq!(at(before), Some((Some(During::YourTurnBeforeAttackers), false)));
    // The older words for "Activate only as a sorcery." (602.5d).
    let sorcery = "{B}, Sacrifice a creature: Target player discards a card. Activate this ability only any time you could cast a sorcery.";
    assert_eq!(at(sorcery), Some((None, true)));
    // A time it doesn't know: not typed.
    assert!(Activated::parse("{T}: Draw a card. Activate this ability only during combat.").is_none());
}

#[test]
fn rule_122_8_removing_counters_from_the_permanent_itself_is_a_cost() {
    // Walking Ballista, Thallid, Spike Feeder (2019 Scryfall dump).
    let ballista = Activated::parse("Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.");
    let ballista = ballista.unwrap();
    assert_eq!(ballista.cost.remove, Some((1, "+1/+1".to_string())));
    assert!(ballista.cost.mana.is_none() && !ballista.cost.tap);
    assert!(matches!(ballista.effect.steps[0], EffectStep::Damage { n: crate::cards::effects::Amount::Fixed(1), .. }));
    let thallid = "Remove three spore counters from Thallid: Create a 1/1 green Saproling creature token.";
    assert_eq!(Activated::parse(thallid).unwrap().cost.remove, Some((3, "spore".to_string())));
    let feeder = "{2}, Remove a +1/+1 counter from Spike Feeder: Put a +1/+1 counter on target creature.";
    let feeder = Activated::parse(feeder).unwrap();
    assert!(feeder.cost.mana.is_some() && feeder.cost.remove.is_some());
    // X counters, and counters from another permanent, aren't read.
    assert!(Activated::parse("Remove X +1/+1 counters from Hangarback Walker: Draw a card.").is_none());
    assert!(Activated::parse("Remove a +1/+1 counter from a creature you control: Draw a card.").is_none());
}

#[test]
fn rule_701_9b_a_card_discarded_at_random_is_a_cost() {
    let a = Activated::parse("{2}, Discard a card at random: Ogre Shaman deals 2 damage to any target.").unwrap();
    assert!(a.cost.discard_random && !a.cost.discard && a.cost.mana.is_some());
    let alone = Activated::parse("Discard a card at random: Pardic Lancer gets +1/+0 until end of turn.").unwrap();
    assert!(alone.cost.discard_random);
}

#[test]
fn rule_602_5b_activate_only_if_a_condition_the_rules_judge() {
    let a =
        Activated::parse("{2}, {T}: Draw a card. Activate this ability only if you have no cards in hand.").unwrap();
    let only = a.only_if.unwrap();
    assert!(matches!(only.condition, crate::cards::condition::Condition::AtMost(0, _)));
    assert_eq!(only.words, "you have no cards in hand");
    assert_eq!(a.effect.steps.len(), 1);
    // After an ability word (207.2c): metalcraft's condition is the ability's own.
    let certarch = Activated::parse(
        "Metalcraft — {T}: Tap target artifact, creature, or land. Activate this ability only if you control three or more artifacts.",
    );
    assert!(certarch.is_some_and(|a| a.cost.tap && a.only_if.is_some()));
    // A condition the table doesn't judge leaves the line to the players.
    assert!(
        Activated::parse("{T}: Draw a card. Activate only if an opponent has more cards in hand than you.").is_none()
    );
}

#[test]
fn rule_113_6m_an_ability_that_returns_its_card_from_the_graveyard_is_activated_there() {
    let skeleton = Activated::parse("{2}{B}: Return Sanitarium Skeleton from your graveyard to your hand.").unwrap();
    assert_eq!(skeleton.from, ActivatedFrom::Graveyard);
    assert_eq!(skeleton.effect.steps, [EffectStep::ReturnToHand(Aim::This)]);
    let savant = Activated::parse("{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to the battlefield. Activate this ability only during your upkeep.").unwrap();
    assert_eq!((savant.from, savant.during), (ActivatedFrom::Graveyard, Some(During::YourUpkeep)));
    // Another card from the graveyard: a battlefield ability; more than the return: not read.
    let raise =
        Activated::parse("{T}, Sacrifice Bone Shaman: Return target creature card from your graveyard to your hand.");
    assert!(raise.is_none_or(|a| a.from == ActivatedFrom::Battlefield));
    assert!(
        Activated::parse(
            "{1}{W}: Return Chronosavant from your graveyard to the battlefield tapped. You skip your next turn."
        )
        .is_none()
    );
    // Its return to its owner's hand from the battlefield is the battlefield's.
    let bounce = Activated::parse("{U}: Return Mistform Wall to its owner's hand.");
    assert!(bounce.is_none_or(|a| a.from == ActivatedFrom::Battlefield));
}

#[test]
fn rule_702_84a_unearth_is_an_ability_of_the_card_in_a_graveyard() {
    let unearth = Activated::parse(
        "Unearth {1}{R} ({1}{R}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)",
    )
    .unwrap();
    assert_eq!((unearth.from, unearth.sorcery), (ActivatedFrom::Graveyard, true));
    assert_eq!(unearth.cost.mana.map(|m| m.symbols.len()), Some(2));
    let [
        EffectStep::ReturnToBattlefield { aim: Aim::This, .. },
        EffectStep::GainKeywordForever { aim: Aim::It, keyword },
        EffectStep::Delayed { .. },
        EffectStep::ExileIfItLeaves(Aim::It),
    ] = unearth.effect.steps.as_slice()
    else {
        panic!("{:?}", unearth.effect.steps)
    };
    assert_eq!(keyword, "Haste");
    assert!(Activated::parse("Unearth—Sacrifice a creature.").is_none());
    // Whip of Erebos: the same steps for a target returned.
    let whip = Activated::parse("{2}{B}{B}, {T}: Return target creature card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else. Activate this ability only any time you could cast a sorcery.").unwrap();
    assert_eq!(whip.from, ActivatedFrom::Battlefield);
    assert!(matches!(whip.effect.steps.last(), Some(EffectStep::ExileIfItLeaves(Aim::It))));
    // "It gains haste until end of turn" is for the turn; with no duration, for good.
    let turn = Activated::parse(
        "{B}: Return target creature card from your graveyard to the battlefield. It gains haste until end of turn.",
    )
    .unwrap();
    assert!(matches!(turn.effect.steps.last(), Some(EffectStep::GainKeyword { .. })));
}

#[test]
fn rule_602_1_an_activated_ability_is_its_cost_and_its_effect() {
    let a = Activated::parse("{R}: Shivan Dragon gets +1/+0 until end of turn.").unwrap();
    assert_eq!(a.cost.mana.as_ref().map(|m| m.symbols.len()), Some(1));
    assert!(!a.cost.tap && a.from == ActivatedFrom::Battlefield && !a.sorcery);
    assert!(matches!(a.effect.steps[0], EffectStep::Pump { .. }), "{:?}", a.effect);
    let ping = Activated::parse("{T}: Prodigal Pyromancer deals 1 damage to any target.").unwrap();
    assert!(ping.cost.tap && ping.cost.mana.is_none());
    assert!(matches!(
        ping.effect.steps[0],
        EffectStep::Damage { n: crate::cards::effects::Amount::Fixed(1), to: Aim::Target(_) }
    ));
    let sorcery = Activated::parse("{2}, {T}: Draw a card. Activate only as a sorcery.").unwrap();
    assert!(sorcery.sorcery && sorcery.cost.tap);
    // 602.5b, in the older wording too (Putrid Leech, 2019 dump).
    let once = "Pay 2 life: Putrid Leech gets +2/+2 until end of turn. Activate this ability only once each turn.";
    let once = Activated::parse(once).unwrap();
    assert!(once.each_turn == Some(1) && !once.sorcery && once.cost.life == 2);
    assert_eq!(sorcery.each_turn, None);
    let twice = "{B}: Vampire Bats gets +1/+0 until end of turn. Activate this ability no more than twice each turn.";
    assert_eq!(Activated::parse(twice).unwrap().each_turn, Some(2));
    // 702.53a: transmute, from a hand as a sorcery, a search for the card's mana value.
    let transmute = Activated::parse("Transmute {1}{B}{B} ({1}{B}{B}, Discard this card: Search your library for a card with the same converted mana cost as this card, reveal it, and put it into your hand. Then shuffle your library. Transmute only as a sorcery.)").unwrap();
    assert!(transmute.from == ActivatedFrom::Hand && transmute.cost.discard_this && !transmute.cost.cycle);
    assert!(transmute.sorcery);
    let [EffectStep::Search(s)] = &transmute.effect.steps[..] else { panic!("{:?}", transmute.effect) };
    assert!(
        matches!(s.with.as_slice(), [crate::cards::effects::With::ManaValueCounted { exactly: true, .. }]),
        "{s:?}"
    );
    // 702.29a: cycling is "[cost], Discard this card: Draw a card." from a hand.
    let cycling = Activated::parse("Cycling {2} ({2}, Discard this card: Draw a card.)").unwrap();
    assert!(cycling.from == ActivatedFrom::Hand && cycling.cost.discard_this);
    assert!(matches!(cycling.effect.steps[0], EffectStep::Draw { .. }));
    // 702.29e: typecycling is cycling whose effect is a search for a card of that type.
    let swamp = Activated::parse("Swampcycling {2} ({2}, Discard this card: Search your library for a Swamp card, reveal it, put it into your hand, then shuffle your library.)").unwrap();
    assert!(swamp.from == ActivatedFrom::Hand && swamp.cost.discard_this && !swamp.sorcery);
    let [EffectStep::Search(search)] = swamp.effect.steps.as_slice() else { panic!("{:?}", swamp.effect) };
    assert_eq!(search.filter.subtypes, ["Swamp"]);
    assert!(search.reveal && !search.basic);
    let basic = Activated::parse("Basic landcycling {1}{R} ({1}{R}, Discard this card: ...)").unwrap();
    let [EffectStep::Search(search)] = basic.effect.steps.as_slice() else { panic!("{:?}", basic.effect) };
    assert!(search.basic && search.filter.types == [crate::cards::CardType::Land]);
    assert!(Activated::parse("Mountaincycling").is_none());
    // 702.6a: equip, only as a sorcery, at a creature its controller controls.
    let equip = Activated::parse("Equip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)");
    let equip = equip.unwrap();
    assert!(equip.sorcery && equip.from == ActivatedFrom::Battlefield);
    assert!(matches!(equip.effect.steps[0], EffectStep::AttachThis(Aim::Target(_))));
    // 701.19a: regenerating itself.
    let regenerate = Activated::parse("{1}{G}: Regenerate Blight Mamba.").unwrap();
    assert!(matches!(regenerate.effect.steps[0], EffectStep::Regenerate(Aim::This)));
    // 701.21a, 119.4: sacrificing the permanent itself, by its name or as "this", and paying
    // life are costs.
    let sphere = Activated::parse("{1}, {T}, Sacrifice Chromatic Sphere: Draw a card.").unwrap();
    assert!(sphere.cost.sacrifice_this && sphere.cost.tap && sphere.cost.life == 0);
    let clue = Activated::parse("{2}, Sacrifice this artifact: Draw a card.").unwrap();
    assert!(clue.cost.sacrifice_this && !clue.cost.tap);
    // 107.14: "Pay {E}{E}" (Longtusk Cub, 2019 Scryfall dump).
    let cub = Activated::parse("Pay {E}{E}: Put a +1/+1 counter on Longtusk Cub.").unwrap();
    assert!(cub.cost.energy == 2 && cub.cost.mana.is_none() && !cub.cost.tap);
    let life = Activated::parse("{B}, Pay 2 life: Target player loses 2 life.").unwrap();
    assert!(life.cost.life == 2 && !life.cost.sacrifice_this);
    let fanatic = Activated::parse("Sacrifice Mogg Fanatic: It deals 1 damage to any target.").unwrap();
    assert!(fanatic.cost.sacrifice_this && fanatic.cost.mana.is_none());
    assert!(matches!(
        fanatic.effect.steps[0],
        EffectStep::Damage { n: crate::cards::effects::Amount::Fixed(1), to: Aim::Target(_) }
    ));
    // 602.2b: a cost that sacrifices or discards an object its controller chooses.
    let outlet = Activated::parse("Sacrifice a creature: Goblin Bombardment deals 1 damage to any target.").unwrap();
    let sacrifice = outlet.cost.sacrifice.as_ref().unwrap();
    assert_eq!(
        (sacrifice.n, sacrifice.another, sacrifice.what.types.as_slice()),
        (1, false, [crate::cards::CardType::Creature].as_slice())
    );
    let other = Activated::parse("{1}, Sacrifice another Goblin: Draw a card.").unwrap();
    assert!(other.cost.sacrifice.as_ref().is_some_and(|s| s.another && s.what.subtypes == ["Goblin"]));
    // "Return a land you control to its owner's hand" is chosen the same way (Meloku).
    let meloku = Activated::parse(
        "{1}, Return a land you control to its owner's hand: Create a 1/1 blue Illusion creature token with flying.",
    )
    .unwrap();
    assert!(meloku.cost.sacrifice.as_ref().is_some_and(|s| s.returned && !s.another && s.n == 1));
    assert!(Activated::parse("Return two lands you control to their owner's hand: Draw a card.").is_none());
    let rummage = Activated::parse("{T}, Discard a card: Draw a card.").unwrap();
    assert!(rummage.cost.discard && rummage.cost.tap && rummage.cost.sacrifice.is_none());
    // "an artifact or another creature" (Malevolent Noble): "another" is said of the creature,
    // so the source may pay only as an artifact.
    let noble =
        Activated::parse("{2}, Sacrifice an artifact or another creature: Put a +1/+1 counter on Malevolent Noble.");
    let s = noble.unwrap().cost.sacrifice.unwrap();
    assert!(s.another && s.self_as == Some(crate::cards::CardType::Artifact) && s.what.types.len() == 2, "{s:?}");
    // Not this: a mana ability, a cost or an effect not understood, a triggered ability.
    for other in [
        "{T}: Add {G}.",
        "{T}, Sacrifice two creatures: Draw a card.",
        "Sacrifice another creature or an artifact: Draw a card.",
        "{T}, Sacrifice a creature, Discard a card: Draw a card.",
        "{1}, Pay X life: Draw a card.",
        "{1}{G}: Populate.",
        "When this creature enters, draw a card.",
        "Equip—Pay 3 life.",
    ] {
        assert_eq!(Activated::parse(other), None, "{other}");
    }
}

#[test]
fn rule_113_6j_an_ability_that_discards_its_card_works_from_a_hand() {
    // Ghost-Lit Raider's channel, Rubblebelt Maaka's bloodrush, Faerie Macabre (2019 dump):
    // the discard is a plain discard (701.9a), not cycling (702.29a).
    let channel =
        Activated::parse("Channel — {3}{R}, Discard Ghost-Lit Raider: It deals 4 damage to target creature.").unwrap();
    assert!(channel.from == ActivatedFrom::Hand && channel.cost.discard_this && !channel.cost.cycle);
    assert!(channel.cost.mana.is_some() && !channel.sorcery);
    let macabre = Activated::parse("Discard Faerie Macabre: Exile up to two target cards from graveyards.").unwrap();
    assert!(macabre.from == ActivatedFrom::Hand && macabre.cost.mana.is_none() && !macabre.cost.cycle);
    let cycling = Activated::parse("Cycling {2} ({2}, Discard this card: Draw a card.)").unwrap();
    assert!(cycling.cost.cycle);
    // "Discard a card" is another card, chosen as it is activated; the ability stays on the
    // battlefield.
    let other = Activated::parse("{1}, Discard a card: Draw a card.").unwrap();
    assert!(other.from == ActivatedFrom::Battlefield && other.cost.discard && !other.cost.discard_this);
}

#[test]
fn rule_605_1a_a_mana_ability_whose_cost_takes_an_object_is_read_with_its_cost() {
    // Ashnod's Altar, Phyrexian Altar, Gilded Goose, Simian Spirit Guide (2019 dump).
    let ashnod = Activated::parse("Sacrifice a creature: Add {C}{C}.").unwrap();
    assert!(ashnod.effect.adds_mana_only() && ashnod.cost.sacrifice.is_some() && !ashnod.cost.tap);
    let phyrexian = Activated::parse("Sacrifice a creature: Add one mana of any color.").unwrap();
    assert!(phyrexian.effect.adds_mana_only());
    let goose = Activated::parse("{T}, Sacrifice a Food: Add one mana of any color.").unwrap();
    assert!(goose.effect.adds_mana_only() && goose.cost.tap);
    let guide = Activated::parse("Exile Simian Spirit Guide from your hand: Add {R}.").unwrap();
    assert!(guide.effect.adds_mana_only() && guide.cost.exile_this && guide.from == ActivatedFrom::Hand);
    // Cranial Archive: the permanent exiled from the battlefield, where it is activated.
    let archive = Activated::parse(
        "{2}, Exile Cranial Archive: Target player shuffles their graveyard into their library. Draw a card.",
    )
    .unwrap();
    assert!(archive.cost.exile_this && !archive.cost.exile_from_hand && archive.from == ActivatedFrom::Battlefield);
    // Springleaf Drum: the other creature tapped rather than sacrificed.
    let drum = Activated::parse("{T}, Tap an untapped creature you control: Add one mana of any color.").unwrap();
    assert!(drum.effect.adds_mana_only() && drum.cost.tap && drum.cost.sacrifice.as_ref().is_some_and(|s| s.tapped));
    // One whose cost is all `ManaAbility` reads, or that does more than add mana, isn't one.
    assert!(Activated::parse("{T}: Add {G}.").is_none());
    assert!(Activated::parse("Sacrifice a creature: Add {C}{C}. Draw a card.").is_none());
    // An ability that adds mana and aims at a target isn't a mana ability (605.1a).
    assert!(!Activated::parse("{T}: Draw a card.").unwrap().effect.adds_mana_only());
}
