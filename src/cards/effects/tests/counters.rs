//! Counters a step puts on or removes from a permanent or gives a player (122.1), and the
//! keyword actions made of them: monstrosity (701.37a) and adapt (701.46a).

use super::*;
use crate::cards::abilities::{Ability, AbilityLine};
use crate::cards::effects::condition::Condition;
use crate::cards::triggers::{Subject, TriggerEvent};

fn ability(text: &str) -> Vec<EffectStep> {
    SpellEffect::parse_ability(text).unwrap_or_else(|| panic!("{text:?} not read")).steps
}

#[test]
fn rule_122_1_counters_removed_from_a_permanent_by_a_step() {
    // Karstoderm, Shrewd Hatchling (2019 dump).
    assert_eq!(
        ability("remove a +1/+1 counter from Karstoderm."),
        [EffectStep::RemoveCounters { aim: Aim::This, n: 1, kind: "+1/+1".into() }]
    );
    assert_eq!(
        ability("remove two time counters from this permanent."),
        [EffectStep::RemoveCounters { aim: Aim::This, n: 2, kind: "time".into() }]
    );
    // A name with a comma is the card's own (Yahenni, Undying Partisan).
    assert_eq!(
        ability("put a +1/+1 counter on Yahenni, Undying Partisan."),
        [EffectStep::PlusOneCounters { aim: Aim::This, n: Amount::Fixed(1) }]
    );
}

#[test]
fn rule_122_1f_poison_counters_given_to_a_player() {
    // Pistus Strike's second sentence, Pit Scorpion's trigger (2019 dump).
    let strike = steps("Destroy target creature with flying. Its controller gets a poison counter.");
    assert!(matches!(
        strike[1],
        EffectStep::GetCounters { who: Aim::ItsController, kind: PlayerCounter::Poison, n: Amount::Fixed(1) }
    ));
    assert_eq!(
        steps("Target player gets two poison counters."),
        [EffectStep::GetCounters {
            who: Aim::Target(TargetKind::Player { opponent: false }),
            kind: PlayerCounter::Poison,
            n: Amount::Fixed(2)
        }]
    );
}

#[test]
fn rule_702_70a_poisonous_granted_by_an_aura_is_its_trigger() {
    // Snake Cult Initiation: the reminder text is no ability of its own.
    let line = AbilityLine::parse(
        "Enchanted creature has poisonous 3. (Whenever it deals combat damage to a player, that player gets three \
         poison counters. A player with ten or more poison counters loses the game.)",
    );
    let Ability::AttachedBonus(bonus) = &line.ability else { panic!("{:?}", line.ability) };
    assert_eq!(bonus.grants, ["Poisonous 3"]);
    let Ability::Triggered(t) = AbilityLine::parse("Poisonous 3").ability else { panic!("poisonous not read") };
    assert_eq!(t.event, TriggerEvent::CombatDamageToPlayer(Subject::This));
    assert!(t.effect.is_some());
}

#[test]
fn rule_701_37a_monstrosity_puts_counters_only_if_it_isn_t_monstrous() {
    let [EffectStep::IfHolds { condition, effect }] = &ability("Monstrosity 3.")[..] else { panic!() };
    assert_eq!(**condition, Condition::ThisIs(Designation::Monstrous, false));
    assert_eq!(
        effect.steps,
        [
            EffectStep::PlusOneCounters { aim: Aim::This, n: Amount::Fixed(3) },
            EffectStep::Become(Aim::This, Designation::Monstrous)
        ]
    );
    // 701.37b: "When [this] becomes monstrous", its target a creature "with flying an
    // opponent controls" (Arbor Colossus).
    let Ability::Triggered(t) = AbilityLine::parse(
        "When Arbor Colossus becomes monstrous, destroy target creature with flying an opponent controls.",
    )
    .ability
    else {
        panic!("not a trigger")
    };
    assert_eq!(t.event, TriggerEvent::BecomesMonstrous(Subject::This));
    assert!(t.effect.is_some());
    // "As long as [this] is monstrous" is judged by the rules (Fleecemane Lion).
    assert_eq!(Condition::parse("Fleecemane Lion is monstrous"), Condition::ThisIs(Designation::Monstrous, true));
}

#[test]
fn rule_701_46a_adapt_puts_counters_only_where_there_are_none() {
    let [EffectStep::IfHolds { condition, effect }] = &ability("Adapt 2.")[..] else { panic!() };
    assert_eq!(**condition, Condition::AtMost(0, Count::CountersOnThis("+1/+1".into())));
    assert_eq!(effect.steps, [EffectStep::PlusOneCounters { aim: Aim::This, n: Amount::Fixed(2) }]);
}

#[test]
fn rule_701_39a_bolster_is_a_choice_its_later_steps_wait_for() {
    // Honor's Reward, Sandsteppe Scavenger's trigger (2019 dump).
    let reward = steps("You gain 4 life. Bolster 2.");
    assert_eq!(reward[1], EffectStep::Bolster(2));
    assert!(reward[1].waits());
    assert_eq!(ability("bolster 1."), [EffectStep::Bolster(1)]);
    // "Bolster X, where X is ..." isn't read as a number.
    assert!(SpellEffect::parse("Bolster X, where X is the number of cards in your hand.").is_none());
}

#[test]
fn rule_701_34a_proliferate_is_a_choice_its_later_steps_wait_for() {
    // Tezzeret's Gambit, Flux Channeler's trigger (2019 dump), either reminder text.
    let gambit = steps(
        "Draw two cards, then proliferate. (You choose any number of permanents and/or players with counters on them, then give each another counter of a kind already there.)",
    );
    assert_eq!(gambit[1], EffectStep::Proliferate);
    assert!(gambit[1].waits());
    let channeler = ability(
        "proliferate. (Choose any number of permanents and/or players, then give each another counter of each kind already there.)",
    );
    assert_eq!(channeler, [EffectStep::Proliferate]);
    // Contagion Engine's "then proliferate again" stays the players'.
    assert!(SpellEffect::parse("Proliferate, then proliferate again.").is_none());
}

#[test]
fn rule_701_26b_untap_up_to_n_lands_is_a_choice_of_tapped_lands() {
    // Snap, Cryptic Command's kin Frantic Search, Peregrine Drake's trigger (2019 dump).
    let snap = steps("Return target creature to its owner's hand. Untap up to two lands.");
    assert_eq!(snap[1], EffectStep::UntapLands(2));
    assert!(snap[1].waits());
    assert_eq!(ability("untap up to five lands."), [EffectStep::UntapLands(5)]);
    // "Untap up to X lands" isn't a number.
    assert!(SpellEffect::parse("Untap up to X lands.").is_none());
}

#[test]
fn rule_701_21a_cataclysm_keeps_one_permanent_of_each_type_named() {
    use crate::cards::CardType;
    let cataclysm = steps(
        "Each player chooses from among the permanents they control an artifact, a creature, an enchantment, and a land, then sacrifices the rest.",
    );
    let [EffectStep::KeepOneOfEach(Aim::EachPlayer, types)] = cataclysm.as_slice() else { panic!("{cataclysm:?}") };
    assert_eq!(types, &[CardType::Artifact, CardType::Creature, CardType::Enchantment, CardType::Land]);
    assert!(cataclysm[0].waits());
    // A type named twice, or a kind that isn't a card type, isn't read.
    assert!(SpellEffect::parse("Each player chooses from among the permanents they control a creature, a creature, and a land, then sacrifices the rest.").is_none());
    assert!(
        SpellEffect::parse(
            "Each player chooses from among the permanents they control a Goblin and a land, then sacrifices the rest."
        )
        .is_none()
    );
}

#[test]
fn rule_401_4_a_player_puts_a_card_from_their_hand_on_top_of_their_library() {
    // Chittering Rats' trigger (2019 dump): the target opponent chooses the card.
    let rats = ability("target opponent puts a card from their hand on top of their library.");
    assert_eq!(rats, [EffectStep::PutBackFromHand(1, Aim::Target(TargetKind::Player { opponent: true }))]);
    assert_eq!(steps("Put a card from your hand on top of your library."), [EffectStep::PutBackFromHand(1, Aim::You)]);
    assert!(SpellEffect::parse("Each opponent puts a card from their hand on top of their library.").is_none());
}

#[test]
fn rule_608_2c_a_card_of_a_kind_returned_from_the_graveyard_after_a_mill() {
    use crate::cards::CardType;
    // Corpse Churn, Grapple with the Past (2019 dump).
    let churn = steps(
        "Put the top three cards of your library into your graveyard, then you may return a creature card from your graveyard to your hand.",
    );
    let [EffectStep::Mill { .. }, EffectStep::ReturnFromGraveyard(w)] = churn.as_slice() else { panic!("{churn:?}") };
    assert_eq!(w.filter.types, [CardType::Creature]);
    assert!(churn[1].waits());
    let grapple = steps(
        "Put the top three cards of your library into your graveyard, then you may return a creature or land card from your graveyard to your hand.",
    );
    assert!(
        matches!(&grapple[1], EffectStep::ReturnFromGraveyard(w) if w.filter.types == [CardType::Creature, CardType::Land])
    );
}

#[test]
fn rule_104_2b_and_104_3e_an_effect_says_a_player_wins_or_loses() {
    // Felidar Sovereign's and Lich's Mastery's effects (2019 dump).
    assert_eq!(ability("you win the game."), [EffectStep::WinOrLose { who: Aim::You, win: true }]);
    assert_eq!(ability("you lose the game."), [EffectStep::WinOrLose { who: Aim::You, win: false }]);
    assert_eq!(
        steps("Target player loses the game."),
        [EffectStep::WinOrLose { who: Aim::Target(TargetKind::Player { opponent: false }), win: false }]
    );
}

#[test]
fn rule_511_2_at_end_of_combat_is_a_delayed_trigger() {
    // Fog Elemental, Kaijin of the Vanishing Touch (2019 dump).
    let sacrifice = ability("sacrifice this permanent at end of combat.");
    let [EffectStep::Delayed { at, effect, .. }] = &sacrifice[..] else { panic!("{sacrifice:?}") };
    assert_eq!(*at, Moment::EndOfCombat);
    assert_eq!(effect.steps, [EffectStep::Sacrifice(Aim::This)]);
    // "that creature": the object the trigger's event named (603.7c).
    let return_it =
        SpellEffect::parse_ability_naming("return that creature to its owner's hand at end of combat.", true).unwrap();
    let [EffectStep::Delayed { at: Moment::EndOfCombat, effect, .. }] = &return_it.steps[..] else { panic!() };
    assert_eq!(effect.steps, [EffectStep::ReturnToHand(Aim::It)]);
}

#[test]
fn rule_724_1_an_effect_makes_a_player_the_monarch() {
    // Palace Sentinels, Queen Marchesa (2019 dump).
    assert_eq!(ability("you become the monarch."), [EffectStep::BecomeMonarch(Aim::You)]);
    assert_eq!(
        steps("Target player becomes the monarch."),
        [EffectStep::BecomeMonarch(Aim::Target(TargetKind::Player { opponent: false }))]
    );
    assert_eq!(Condition::parse("you're the monarch"), Condition::YouAreMonarch(true));
    assert_eq!(Condition::parse("an opponent is the monarch"), Condition::YouAreMonarch(false));
}

#[test]
fn rule_613_4d_power_and_toughness_switched_until_end_of_turn() {
    // Twisted Image, About Face; Dwarven Thaumaturgist's own (2019 dump).
    let image = steps("Switch target creature's power and toughness until end of turn. Draw a card.");
    assert!(matches!(image[0], EffectStep::SwitchPT(Aim::Target(_))));
    assert_eq!(
        ability("Switch Dwarven Thaumaturgist's power and toughness until end of turn."),
        [EffectStep::SwitchPT(Aim::This)]
    );
}

#[test]
fn rule_701_41a_support_puts_a_counter_on_each_of_up_to_n_other_target_creatures() {
    // Shoulder to Shoulder (a sorcery) and Joraga Auxiliary's enters trigger (2019 dump).
    let e = SpellEffect::parse("Support 2. (Put a +1/+1 counter on each of up to two target creatures.)").unwrap();
    let [EffectStep::PlusOneCounters { aim: Aim::Targets { kind: TargetKind::Permanent(w), n: 2, up_to: true }, n }] =
        &e.steps[..]
    else {
        panic!("{e:?}")
    };
    assert!(w.another && *n == Amount::Fixed(1));
    let t = crate::cards::triggers::Trigger::parse(
        "When Joraga Auxiliary enters the battlefield, support 2. (Put a +1/+1 counter on each of up to two other target creatures.)",
    )
    .unwrap();
    assert!(t.effect.is_some(), "{t:?}");
    assert!(SpellEffect::parse("Support 0.").is_none());
}
