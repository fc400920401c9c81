use super::*;
use crate::cards::CardType;

#[test]
fn rule_702_34a_a_flashback_cost_of_more_than_mana_is_read() {
    // Cabal Therapy, Deep Analysis (2019 Scryfall dump).
    let therapy = SpellCost::parse(
        "Flashback—Sacrifice a creature. (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
    );
    let Some(SpellCost::FlashbackPaying { mana, parts }) = therapy else { panic!("{therapy:?}") };
    assert!(mana.symbols.is_empty());
    assert!(matches!(parts.as_slice(), [SpellCost::Sacrifice { n: 1, .. }]), "{parts:?}");
    let analysis = SpellCost::parse("Flashback—{1}{U}, Pay 3 life.");
    let Some(SpellCost::FlashbackPaying { mana, parts }) = analysis else { panic!("{analysis:?}") };
    assert_eq!((mana.symbols.len(), parts), (2, vec![SpellCost::PayLife(3)]));
    // Three creatures at once: not read.
    assert_eq!(SpellCost::parse("Flashback—Tap three untapped white creatures you control."), None);
}

#[test]
fn rule_702_127a_aftermath_is_read() {
    let line = "Aftermath (Cast this spell only from your graveyard. Then exile it.)";
    assert_eq!(SpellCost::parse(line), Some(SpellCost::Aftermath));
    assert_eq!(SpellCost::parse("Aftermath of the battle"), None);
}

#[test]
fn rule_118_9_a_cost_a_card_s_text_gives_instead_of_its_mana_cost_is_read() {
    let read = |l: &str| match SpellCost::parse(l) {
        Some(SpellCost::Instead { mana, parts, condition }) => Some((mana.symbols.len(), parts, condition)),
        _ => None,
    };
    // Force of Will, Daze, Snuff Out, Force of Vigor, Mogg Salvage (2019 Scryfall dump).
    let will = read("You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.");
    let Some((0, parts, None)) = will else { panic!("{will:?}") };
    assert_eq!(parts, [SpellCost::PayLife(1), SpellCost::ExileFromHand(Some(crate::cards::Color::Blue))]);
    let daze = read("You may return an Island you control to its owner's hand rather than pay this spell's mana cost.");
    let Some((0, parts, None)) = daze else { panic!("{daze:?}") };
    let [SpellCost::ReturnToHand { what, basic: false }] = parts.as_slice() else { panic!("{parts:?}") };
    assert_eq!(what.subtypes, ["Island"]);
    let snuff = read("If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.");
    assert!(matches!(snuff, Some((0, ref p, Some(_))) if p == &[SpellCost::PayLife(4)]), "{snuff:?}");
    let vigor = read(
        "If it's not your turn, you may exile a green card from your hand rather than pay this spell's mana cost.",
    );
    assert!(matches!(vigor, Some((0, _, Some(Condition::YourTurn(false))))), "{vigor:?}");
    let land = read(
        "You may pay {1} and return a basic land you control to its owner's hand rather than pay this spell's mana cost.",
    );
    assert!(
        matches!(land, Some((1, ref p, None)) if matches!(p.as_slice(), [SpellCost::ReturnToHand { basic: true, .. }]))
    );
    let five = read("You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.");
    assert!(matches!(five, Some((5, ref p, None)) if p.is_empty()));
    let tap = read(
        "If you control a Plains, you may tap an untapped creature you control rather than pay this spell's mana cost.",
    );
    assert!(matches!(tap, Some((0, ref p, Some(_))) if matches!(p.as_slice(), [SpellCost::TapUntapped(_)])));
    let free = read(
        "If an opponent controls an Island and you control a Mountain, you may cast this spell without paying its mana cost.",
    );
    assert!(matches!(free, Some((0, ref p, Some(_))) if p.is_empty()), "{free:?}");
    // A discard of a land card, or a condition the rules don't judge: not read (two objects
    // alike are: `rule_601_2f_702_33a_and_702_27a_...` below).
    assert_eq!(read("You may discard an Island card and another card rather than pay this spell's mana cost."), None);
    assert_eq!(
        read(
            "If you control two or more green permanents that share an artist, you may cast this spell without paying its mana cost."
        ),
        None
    );
}

#[test]
fn rule_702_41a_affinity_and_a_reduction_for_each_permanent_you_control_are_read() {
    let affinity =
        SpellCost::parse("Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)");
    let Some(SpellCost::LessForEach { by: 1, what: Count::Permanents(w) }) = affinity else { panic!("{affinity:?}") };
    assert_eq!(w.filter.types, [CardType::Artifact]);
    assert_eq!(w.filter.controller, crate::cards::filter::Controlled::You);
    let knights = SpellCost::parse("This spell costs {1} less to cast for each Knight you control.");
    assert!(
        matches!(&knights, Some(SpellCost::LessForEach { by: 1, what: Count::Permanents(w) }) if w.filter.subtypes == ["Knight"]),
        "{knights:?}"
    );
    let islands =
        SpellCost::parse("Affinity for Islands (This spell costs {1} less to cast for each Island you control.)");
    assert!(
        matches!(&islands, Some(SpellCost::LessForEach { what: Count::Permanents(w), .. }) if w.filter.subtypes == ["Island"])
    );
    // Counted elsewhere than among its caster's permanents: cards in a graveyard, every
    // creature on the battlefield (Blasphemous Act), the opponents (undaunted, 702.125a).
    assert!(matches!(
        SpellCost::parse("Undergrowth — This spell costs {1} less to cast for each creature card in your graveyard."),
        Some(SpellCost::LessForEach { by: 1, what: Count::CardsInGraveyard(..) })
    ));
    let act = SpellCost::parse("This spell costs {1} less to cast for each creature on the battlefield.");
    assert!(
        matches!(&act, Some(SpellCost::LessForEach { what: Count::Permanents(w), .. }) if w.filter.controller == crate::cards::filter::Controlled::Anyone)
    );
    assert_eq!(
        SpellCost::parse("Undaunted (This spell costs {1} less to cast for each opponent.)"),
        Some(SpellCost::LessForEach { by: 1, what: Count::Opponents })
    );
    // 601.2f: the total cost is determined once, as the spell is cast: what is attacking
    // then counts (Ancient Stone Idol).
    let idol = SpellCost::parse("This spell costs {1} less to cast for each attacking creature.");
    assert!(
        matches!(&idol, Some(SpellCost::LessForEach { by: 1, what: Count::Permanents(w) }) if w.status == Some(crate::cards::effects::Status::Attacking)),
        "{idol:?}"
    );
}

#[test]
fn rule_601_2f_a_reduction_while_a_condition_holds_is_read() {
    assert_eq!(
        SpellCost::parse("This spell costs {3} less to cast if a creature died this turn."),
        Some(SpellCost::LessIf { by: 3, condition: Condition::CreatureDiedThisTurn })
    );
    assert!(matches!(
        SpellCost::parse("If an opponent controls seven or more lands, this spell costs {6} less to cast."),
        Some(SpellCost::LessIf { by: 6, condition: Condition::AnOpponentAtLeast(7, _) })
    ));
    assert!(matches!(
        SpellCost::parse(
            "Delirium — This spell costs {2} less to cast if there are four or more card types among cards in your graveyard."
        ),
        Some(SpellCost::LessIf { by: 2, condition: Condition::AtLeast(4, Count::CardTypesInGraveyard(_)) })
    ));
    // A condition the players judge leaves the line to them (a target's is read apart:
    // `LessIfTargets`).
    assert_eq!(SpellCost::parse("This spell costs {2} less to cast if you've been dealt damage by a Pirate."), None);
}

#[test]
fn rule_118_9_evoke_dash_and_surge_are_alternative_costs_of_mana() {
    for (line, a, n) in [
        (
            "Evoke {2}{U} (You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters the battlefield.)",
            Alternative::Evoke,
            2,
        ),
        (
            "Dash {1}{R} (You may cast this spell for its dash cost. If you do, it gains haste, and it's returned from the battlefield to its owner's hand at the beginning of the next end step.)",
            Alternative::Dash,
            2,
        ),
        (
            "Surge {U}{U} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)",
            Alternative::Surge,
            2,
        ),
    ] {
        let Some(SpellCost::Alternative(read, mana)) = SpellCost::parse(line) else { panic!("{line}") };
        assert_eq!((read, mana.symbols.len()), (a, n), "{line}");
    }
    // Not of mana: the players'.
    assert_eq!(SpellCost::parse("Evoke—Exile a green card from your hand."), None);
    assert_eq!(SpellCost::parse("Dashing"), None);
}

#[test]
fn rule_601_2f_702_33a_and_702_27a_a_spell_s_own_costs_are_read_from_its_text() {
    // Real lines (Bone Splinters, Thoughtseize's kin, Goblin Grenade, Fireball, Kor Skyfisher's kin).
    let Some(SpellCost::Sacrifice { n: 1, what }) =
        SpellCost::parse("As an additional cost to cast this spell, sacrifice a creature.")
    else {
        panic!()
    };
    assert_eq!(what.types, [CardType::Creature]);
    let Some(SpellCost::Sacrifice { n: 2, .. }) =
        SpellCost::parse("As an additional cost to cast this spell, sacrifice two creatures.")
    else {
        panic!()
    };
    let Some(SpellCost::Sacrifice { what, .. }) =
        SpellCost::parse("As an additional cost to cast this spell, sacrifice a Goblin.")
    else {
        panic!()
    };
    assert_eq!(what.subtypes, ["Goblin"]);
    let Some(SpellCost::Sacrifice { what, .. }) =
        SpellCost::parse("As an additional cost to cast this spell, sacrifice an artifact or creature.")
    else {
        panic!()
    };
    assert_eq!(what.types, [CardType::Artifact, CardType::Creature]);
    assert_eq!(
        SpellCost::parse("As an additional cost to cast this spell, discard a card."),
        Some(SpellCost::Discard(1))
    );
    // Fireblast, Gush, Commandeer: two objects alike, one part each.
    let two = |line: &str| match SpellCost::parse(line) {
        Some(SpellCost::Instead { parts, .. }) => parts,
        other => panic!("{other:?}"),
    };
    let fireblast = two("You may sacrifice two Mountains rather than pay this spell's mana cost.");
    assert!(
        matches!(fireblast.as_slice(), [SpellCost::Sacrifice { n: 1, what: a }, SpellCost::Sacrifice { n: 1, what: b }] if a == b && a.subtypes == ["Mountain"])
    );
    let gush =
        two("You may return two Islands you control to their owner's hand rather than pay this spell's mana cost.");
    assert!(matches!(gush.as_slice(), [SpellCost::ReturnToHand { .. }, SpellCost::ReturnToHand { .. }]));
    let commandeer = two("You may exile two blue cards from your hand rather than pay this spell's mana cost.");
    let blue = SpellCost::ExileFromHand(Some(crate::cards::Color::Blue));
    assert_eq!(commandeer, vec![blue.clone(), blue]);
    // Cathartic Reunion, Toxic Deluge.
    let two = SpellCost::parse("As an additional cost to cast this spell, discard two cards.");
    assert_eq!(two, Some(SpellCost::Discard(2)));
    let x_life = SpellCost::parse("As an additional cost to cast this spell, pay X life.");
    assert_eq!(x_life, Some(SpellCost::PayLifeX));
    assert_eq!(SpellCost::parse("As an additional cost to cast this spell, pay 4 life."), Some(SpellCost::PayLife(4)));
    // 701.9b, 601.2b: a card discarded at random, a creature card exiled from a graveyard.
    assert_eq!(
        SpellCost::parse("As an additional cost to cast this spell, discard a card at random."),
        Some(SpellCost::DiscardAtRandom)
    );
    let Some(SpellCost::ExileFromGraveyard(what)) =
        SpellCost::parse("As an additional cost to cast this spell, exile a creature card from your graveyard.")
    else {
        panic!()
    };
    assert_eq!(what.types, [CardType::Creature]);
    for unread in [
        "As an additional cost to cast this spell, exile two creature cards from your graveyard.",
        "As an additional cost to cast this spell, exile X cards from your graveyard.",
        "As an additional cost to cast this spell, exile a creature you control.",
    ] {
        assert_eq!(SpellCost::parse(unread), None, "{unread}");
    }
    let Some(SpellCost::Kicker(k)) =
        SpellCost::parse("Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.)")
    else {
        panic!()
    };
    assert_eq!(k.symbols.len(), 2);
    // 702.27a.
    let buyback = "Buyback {3} (You may pay an additional {3} as you cast this spell. If you do, put this card into your hand as it resolves.)";
    assert!(matches!(SpellCost::parse(buyback), Some(SpellCost::Buyback(m)) if m.mana_value() == 3));
    assert_eq!(SpellCost::parse("Buyback—Sacrifice a land."), None);
    let Some(SpellCost::MorePerExtraTarget(m)) =
        SpellCost::parse("This spell costs {1} more to cast for each target beyond the first.")
    else {
        panic!()
    };
    assert_eq!(m.symbols.len(), 1);
    for other in [
        "As an additional cost to cast this spell, discard X cards.",
        "As an additional cost to cast this spell, sacrifice a creature or pay 3 life.",
        "Kicker—Sacrifice a creature.",
        "Multikicker {1}{G}",
        "Draw a card.",
    ] {
        assert_eq!(SpellCost::parse(other), None, "{other}");
    }
}

#[test]
fn rule_601_2f_a_reduction_if_it_targets_what_the_words_ask() {
    use crate::cards::Color;
    // Mystical Dispute, Price of Fame (2019 dump).
    let dispute = SpellCost::parse("This spell costs {2} less to cast if it targets a blue spell.");
    let Some(SpellCost::LessIfTargets { by: 2, wanted }) = dispute else { panic!("{dispute:?}") };
    assert_eq!(wanted.colors, [Color::Blue]);
    let fame = SpellCost::parse("This spell costs {2} less to cast if it targets a legendary creature.");
    let Some(SpellCost::LessIfTargets { by: 2, wanted }) = fame else { panic!("{fame:?}") };
    assert_eq!(wanted.filter.types, [CardType::Creature]);
    // What isn't read stays by hand: "a spell or ability that targets ...".
    let other = "This spell costs {7} less to cast if it targets a spell or ability that targets a creature you control with power 7 or greater.";
    assert_eq!(SpellCost::parse(other), None);
}
