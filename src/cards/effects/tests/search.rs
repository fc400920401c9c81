//! Reading a library search (701.23a) and a scry (701.22a), and where each may stand in a
//! line.

use super::*;

#[test]
fn rule_701_22a_and_701_23a_a_scry_or_a_search_is_read_as_the_last_step_only() {
    // Magma Jet, Rampant Growth (2019 dump).
    let read = steps("Magma Jet deals 2 damage to any target. Scry 2.");
    assert!(
        matches!(read.as_slice(), [EffectStep::Damage { n: Amount::Fixed(2), .. }, EffectStep::Scry(2)]),
        "{read:?}"
    );
    let read = steps(
        "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle your library.",
    );
    let [EffectStep::Search(s)] = read.as_slice() else { panic!("{read:?}") };
    assert!(s.basic && !s.may && s.to == Found::Battlefield { tapped: true } && s.filter.types == [CardType::Land]);
    // Two sentences: "... and put that card onto the battlefield. Then shuffle your library."
    let read = steps(
        "Search your library for a Forest card and put that card onto the battlefield. Then shuffle your library.",
    );
    let [EffectStep::Search(s)] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(
        (s.filter.subtypes.as_slice(), s.to),
        (["Forest".to_string()].as_slice(), Found::Battlefield { tapped: false })
    );
    // Steps after the choice wait for it (608.2c): Opt's two lines as one, Preordain, Vampiric
    // Tutor.
    let read = steps("Scry 1. Draw a card.");
    assert!(matches!(read.as_slice(), [EffectStep::Scry(1), EffectStep::Draw { n: Amount::Fixed(1), .. }]), "{read:?}");
    let read = steps("Scry 2, then draw a card.");
    assert!(matches!(read.as_slice(), [EffectStep::Scry(2), EffectStep::Draw { n: Amount::Fixed(1), .. }]), "{read:?}");
    let read = steps(
        "Search your library for a card, then shuffle your library and put that card on top of it. You lose 2 life.",
    );
    assert!(
        matches!(read.as_slice(), [EffectStep::Search(_), EffectStep::LoseLife { n: Amount::Fixed(2), .. }]),
        "{read:?}"
    );
    // One choice an effect: a second would wait on the first.
    assert!(SpellEffect::parse("Scry 1. Draw a card, then discard a card.").is_none());
}

#[test]
fn rule_701_23a_older_search_wordings_and_a_mana_value_bound_are_read() {
    // Civic Wayfinder's trigger (2019 dump): "reveal it, and put it into your hand. If you do,
    // shuffle your library."
    let e = SpellEffect::parse_ability(
        "you may search your library for a basic land card, reveal it, and put it into your hand. If you do, shuffle your library.",
    )
    .expect("read");
    let [EffectStep::Search(s)] = e.steps.as_slice() else { panic!("{e:?}") };
    assert!(s.may && s.basic && s.reveal && s.to == Found::Hand);
    // Eladamri's Call's older "reveal that card, and put it into your hand. Then shuffle".
    let read = steps(
        "Search your library for a creature card, reveal that card, and put it into your hand. Then shuffle your library.",
    );
    let [EffectStep::Search(s)] = read.as_slice() else { panic!("{read:?}") };
    assert!(s.reveal && s.to == Found::Hand && s.filter.types == [CardType::Creature]);
    // Eldritch Evolution's kin, Wargate's kin: "a creature card with converted mana cost 3 or
    // less and put it onto the battlefield".
    let read = steps(
        "Search your library for a creature card with converted mana cost 3 or less and put it onto the battlefield. Then shuffle your library.",
    );
    let [EffectStep::Search(s)] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(s.with, [With::ManaValue { n: 3, at_least: false }]);
    assert_eq!(s.to, Found::Battlefield { tapped: false });
    // A bound the reader doesn't know stays the players'.
    assert!(SpellEffect::parse("Search your library for a creature card with power X or less, put it onto the battlefield, then shuffle your library.").is_none());
    // Worldly Tutor's "and reveal that card. Shuffle your library, then put the card on top of it."
    let read = steps(
        "Search your library for a creature card and reveal that card. Shuffle your library, then put the card on top of it.",
    );
    let [EffectStep::Search(s)] = read.as_slice() else { panic!("{read:?}") };
    assert!(s.reveal && s.to == Found::Top && s.filter.types == [CardType::Creature]);
}

#[test]
fn rule_701_23a_a_target_player_s_own_search_is_read() {
    // Fertilid (2019 Scryfall dump): the target player searches their own library.
    let read = steps(
        "Target player searches their library for a basic land card, puts it onto the battlefield tapped, then shuffles their library.",
    );
    let [EffectStep::Search(s)] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(s.who, Aim::Target(TargetKind::Player { opponent: false }));
    assert!(s.basic && !s.may && s.to == Found::Battlefield { tapped: true });
    assert!(
        SpellEffect::parse(
            "Target player searches their library for a card, puts it onto the battlefield, then shuffles."
        )
        .is_none()
    );
}

#[test]
fn rule_701_23a_a_search_for_up_to_n_cards_a_named_card_or_a_permanent_card_is_read() {
    // Cultivate, Explosive Vegetation, Squadron Hawk's effect, Ramosian Sergeant (2019 dump).
    let read = steps(
        "Search your library for up to two basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand. Then shuffle your library.",
    );
    let [EffectStep::Search(s)] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!((s.most, s.basic, s.reveal, s.to), (2, true, true, Found::OneTappedRestToHand));
    let read = steps(
        "Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle your library.",
    );
    let [EffectStep::Search(s)] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!((s.most, s.to), (2, Found::Battlefield { tapped: true }));
    let read = steps(
        "Search your library for up to three cards named Squadron Hawk, reveal them, put them into your hand, then shuffle your library.",
    );
    let [EffectStep::Search(s)] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!((s.most, s.named.as_deref(), s.to), (3, Some("Squadron Hawk"), Found::Hand));
    assert_eq!(s.filter, crate::cards::filter::ObjectFilter::default());
    let read = steps(
        "Search your library for a Rebel permanent card with converted mana cost 3 or less and put it onto the battlefield. Then shuffle your library.",
    );
    let [EffectStep::Search(s)] = read.as_slice() else { panic!("{read:?}") };
    assert!(s.permanent && s.most == 1 && s.filter.subtypes == ["Rebel"], "{s:?}");
    // "that share a land type", "with different names": more than the reader knows.
    assert!(SpellEffect::parse("Search your library for up to two basic land cards that share a land type, put them onto the battlefield tapped, then shuffle your library.").is_none());
    assert!(SpellEffect::parse("Search your library for up to two creature cards with different names, reveal them, put them into your hand, then shuffle your library.").is_none());
}

#[test]
fn rule_608_2n_and_107_3a_green_sun_s_zenith_searches_up_to_x_and_shuffles_itself_away() {
    let read = steps(
        "Search your library for a green creature card with converted mana cost X or less, put it onto the battlefield, then shuffle your library. Shuffle Green Sun's Zenith into its owner's library.",
    );
    let [EffectStep::Search(s), EffectStep::ShuffleThisIntoLibrary] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(
        (s.color, s.mana_value_at_most.clone(), s.filter.types.as_slice()),
        (Some(Color::Green), Some(Amount::X), [CardType::Creature].as_slice())
    );
    // Only as a spell's last step; never an ability's (it has no X, and isn't a spell).
    assert!(SpellEffect::parse("Shuffle Beacon of Destruction into its owner's library. Draw a card.").is_none());
    assert!(SpellEffect::parse_ability("Shuffle Beacon of Destruction into its owner's library.").is_none());
}

#[test]
fn rule_701_20e_a_look_at_the_top_of_a_library_is_read_with_what_it_takes_and_where_the_rest_go() {
    use crate::cards::effects::{Among, Rest};
    // Impulse, Sleight of Hand, Forbidden Alchemy, Dark Bargain (2019 dump).
    let look = |text: &str| match steps(text).as_slice() {
        [EffectStep::Search(s), ..] => (**s).clone(),
        read => panic!("{text}: {read:?}"),
    };
    let s = look(
        "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.",
    );
    assert_eq!(
        (s.among, s.most, s.exactly, s.may, s.to),
        (Among::Top { n: 4, rest: Rest::Bottom, revealed: false }, 1, true, false, Found::Hand)
    );
    let s = look(
        "Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.",
    );
    assert_eq!(s.among, Among::Top { n: 2, rest: Rest::Bottom, revealed: false });
    let s = look(
        "Look at the top four cards of your library. Put one of them into your hand and the rest into your graveyard.",
    );
    assert_eq!(s.among, Among::Top { n: 4, rest: Rest::Graveyard, revealed: false });
    let read = steps(
        "Look at the top three cards of your library. Put two of them into your hand and the other into your graveyard. Dark Bargain deals 2 damage to you.",
    );
    let [EffectStep::Search(s), EffectStep::Damage { .. }] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!((s.most, s.exactly, s.among), (2, true, Among::Top { n: 3, rest: Rest::Graveyard, revealed: false }));
    // Shimmer of Possibility, Diabolic Vision: a random order; back on top.
    let s = look(
        "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in a random order.",
    );
    assert_eq!(s.among, Among::Top { n: 4, rest: Rest::BottomRandom, revealed: false });
    let s = look(
        "Look at the top five cards of your library. Put one of them into your hand and the rest on top of your library in any order.",
    );
    assert_eq!(s.among, Among::Top { n: 5, rest: Rest::Top, revealed: false });
    // Adventurous Impulse, Ancient Stirrings, Collected Company, Lead the Stampede: what fits,
    // may be taken.
    let s = look(
        "Look at the top three cards of your library. You may reveal a creature or land card from among them and put it into your hand. Put the rest on the bottom of your library in any order.",
    );
    assert!(s.may && s.reveal && !s.exactly && s.most == 1, "{s:?}");
    assert_eq!(s.filter.types, [CardType::Creature, CardType::Land]);
    let s = look(
        "Look at the top five cards of your library. You may reveal a colorless card from among them and put it into your hand. Then put the rest on the bottom of your library in any order.",
    );
    assert!(s.colorless && s.filter.types.is_empty(), "{s:?}");
    let s = look(
        "Look at the top six cards of your library. Put up to two creature cards with converted mana cost 3 or less from among them onto the battlefield. Put the rest on the bottom of your library in any order.",
    );
    assert_eq!((s.most, s.may, s.to), (2, true, Found::Battlefield { tapped: false }));
    assert_eq!(s.with, [With::ManaValue { n: 3, at_least: false }]);
    let s = look(
        "Look at the top five cards of your library. You may reveal any number of creature cards from among them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.",
    );
    assert_eq!(s.most, 5);
    // What isn't read stays the players': X cards, "and/or", a look at another player's
    // library, a sentence after the look that isn't about those cards.
    for text in [
        "Look at the top X cards of your library, where X is the number of artifacts you control. Put one of those cards into your hand and the rest on the bottom of your library in any order.",
        "Look at the top four cards of your library. You may reveal up to two instant and/or sorcery cards from among them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.",
        "Look at the top five cards of target player's library. Put one of them into that player's graveyard and the rest on top of their library in any order.",
        "Look at the top five cards of your library. Put a +1/+1 counter on target creature.",
    ] {
        assert!(SpellEffect::parse(text).is_none(), "{text}");
    }
}

#[test]
fn rule_701_20a_the_top_of_a_library_revealed_is_read_as_a_look_every_player_sees() {
    use crate::cards::effects::{Among, Rest};
    let look = |text: &str| match steps(text).as_slice() {
        [EffectStep::Search(s)] => (**s).clone(),
        read => panic!("{text}: {read:?}"),
    };
    // Grisly Salvage (2019 dump): what fits may be taken, put (not revealed again).
    let s = look(
        "Reveal the top five cards of your library. You may put a creature or land card from among them into your hand. Put the rest into your graveyard.",
    );
    assert_eq!(s.among, Among::Top { n: 5, rest: Rest::Graveyard, revealed: true });
    assert!(s.may && !s.every && !s.reveal && s.most == 1, "{s:?}");
    assert_eq!(s.filter.types, [CardType::Creature, CardType::Land]);
    // Mulch: every land card, with no choice.
    let s = look(
        "Reveal the top four cards of your library. Put all land cards revealed this way into your hand and the rest into your graveyard.",
    );
    assert_eq!(s.among, Among::Top { n: 4, rest: Rest::Graveyard, revealed: true });
    assert!(s.every && !s.may && s.most == 4, "{s:?}");
    assert_eq!(s.filter.types, [CardType::Land]);
    // Goblin Ringleader's trigger: a creature type; the rest on the bottom.
    let s = look(
        "Reveal the top four cards of your library. Put all Goblin cards revealed this way into your hand and the rest on the bottom of your library in any order.",
    );
    assert_eq!(
        (s.among, s.filter.subtypes.clone()),
        (Among::Top { n: 4, rest: Rest::Bottom, revealed: true }, vec!["Goblin".to_string()])
    );
    // "Put all ... revealed this way" after a look (nothing was revealed) and "You may reveal"
    // after a reveal aren't sentences Oracle text has: not read.
    for text in [
        "Look at the top four cards of your library. Put all land cards revealed this way into your hand and the rest into your graveyard.",
        "Reveal the top four cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest into your graveyard.",
    ] {
        assert!(SpellEffect::parse(text).is_none(), "{text}");
    }
}

#[test]
fn rule_401_4_put_them_back_in_any_order_is_one_choice_and_ponder_may_shuffle_instead() {
    // Ponder, Index (2019 dump).
    let read = steps(
        "Look at the top three cards of your library, then put them back in any order. You may shuffle your library.",
    );
    assert_eq!(read, vec![EffectStep::ArrangeTop { n: 3, may_shuffle: true }]);
    let read = steps("Look at the top five cards of your library, then put them back in any order. Draw a card.");
    assert!(
        matches!(read.as_slice(), [EffectStep::ArrangeTop { n: 5, may_shuffle: false }, EffectStep::Draw { .. }]),
        "{read:?}"
    );
    assert!(read[0].waits());
    // Another player's library, or X cards, stay the players'.
    for text in [
        "Look at the top three cards of target player's library, then put them back in any order.",
        "Look at the top X cards of your library, then put them back in any order.",
    ] {
        assert!(SpellEffect::parse(text).is_none(), "{text}");
    }
}

#[test]
fn rule_701_25a_surveil_is_read_like_a_scry_and_the_steps_after_it_wait_for_it() {
    // Notion Rain, Deadly Visit (2019 dump).
    let read = steps("Surveil 2, then draw two cards. Notion Rain deals 2 damage to you.");
    assert!(
        matches!(
            read.as_slice(),
            [EffectStep::Surveil(2), EffectStep::Draw { n: Amount::Fixed(2), .. }, EffectStep::Damage { .. }]
        ),
        "{read:?}"
    );
    let read = steps("Destroy target creature. Surveil 2.");
    assert!(matches!(read.as_slice(), [EffectStep::Destroy(_), EffectStep::Surveil(2)]), "{read:?}");
    assert_eq!(EffectStep::Surveil(1).kind(), crate::cards::effects::StepKind::Surveil);
    // Thought Erasure's discard is a choice already: a second one isn't read, on its line or on
    // a line of its own (the spell's lines are one effect).
    assert!(SpellEffect::parse("Target opponent reveals their hand. You choose a nonland card from it. That player discards that card. Surveil 1.").is_none());
    let text = crate::cards::abilities::OracleText::new(
        "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card.\nSurveil 1. (Look at the top card of your library. You may put it into your graveyard.)",
    );
    let kinds: Vec<bool> =
        text.abilities().iter().map(|l| matches!(l.ability, crate::cards::Ability::Effect(_))).collect();
    assert_eq!(kinds, [true, false]);
}

#[test]
fn rule_105_1_the_color_of_your_choice_is_a_choice_the_later_steps_wait_for() {
    // Mother of Runes' effect, Feat of Resistance, Quirion Sentinel's, Gilded Lotus's (2019 dump).
    let read = steps("Target creature you control gains protection from the color of your choice until end of turn.");
    let [EffectStep::ChooseColor, EffectStep::GainKeyword { keyword, .. }] = read.as_slice() else {
        panic!("{read:?}")
    };
    assert_eq!(keyword, "Protection from the chosen color");
    let read = steps(
        "Put a +1/+1 counter on target creature you control. It gains protection from the color of your choice until end of turn.",
    );
    assert!(
        matches!(
            read.as_slice(),
            [EffectStep::PlusOneCounters { .. }, EffectStep::ChooseColor, EffectStep::GainKeyword { aim: Aim::It, .. }]
        ),
        "{read:?}"
    );
    assert!(matches!(
        steps("Add one mana of any color.").as_slice(),
        [EffectStep::ChooseColor, EffectStep::AddChosenMana(Amount::Fixed(1))]
    ));
    assert!(matches!(
        steps("Add three mana of any one color.").as_slice(),
        [EffectStep::ChooseColor, EffectStep::AddChosenMana(Amount::Fixed(3))]
    ));
    // "two mana of any color" may be of two colours: not one choice.
    assert!(SpellEffect::parse("Add two mana of any color.").is_none());
    // Gods Willing's scry after the choice would be a second one.
    assert!(
        SpellEffect::parse(
            "Target creature you control gains protection from the color of your choice until end of turn. Scry 1."
        )
        .is_none()
    );
}

#[test]
fn rule_608_2c_a_card_put_from_a_hand_onto_the_battlefield_is_read() {
    // Elvish Piper, Llanowar Scout, Stoneforge Mystic, Broken Bond (2019 dump).
    for (text, kind) in [
        ("You may put a creature card from your hand onto the battlefield.", CardType::Creature),
        ("You may put a land card from your hand onto the battlefield.", CardType::Land),
    ] {
        let read = steps(text);
        let [EffectStep::PutFromHand { who: Aim::You, wanted }] = read.as_slice() else { panic!("{read:?}") };
        assert_eq!(wanted.filter.types, [kind]);
        assert!(read[0].waits());
    }
    let read = steps("You may put an Equipment card from your hand onto the battlefield.");
    assert!(matches!(&read[0], EffectStep::PutFromHand { wanted, .. } if wanted.filter.subtypes == ["Equipment"]));
    assert!(SpellEffect::parse("You may put a tapped creature card from your hand onto the battlefield.").is_none());
}

#[test]
fn rule_608_2c_a_permanent_returned_by_its_controller_s_choice_is_read() {
    // Whitemane Lion, Kor Skyfisher (2019 dump).
    let read = steps("Return a creature you control to its owner's hand.");
    let [EffectStep::ReturnChosen { who: Aim::You, what }] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(what.filter.types, [CardType::Creature]);
    assert!(read[0].waits());
    let read = steps("Return a permanent you control to its owner's hand.");
    assert!(matches!(&read[0], EffectStep::ReturnChosen { what, .. } if what.filter.types.is_empty()));
    // Of a kind: a colour (Stampeding Wildebeests' kin), "nonland".
    let read = steps("Return a red or green creature you control to its owner's hand.");
    let [EffectStep::ReturnChosen { what, .. }] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!((what.filter.types.clone(), what.colors.len()), (vec![CardType::Creature], 2));
    let read = steps("Return a nonland permanent you control to its owner's hand.");
    assert!(matches!(&read[0], EffectStep::ReturnChosen { what, .. } if what.filter.not_types == [CardType::Land]));
    // "another" isn't read here.
    assert!(SpellEffect::parse("Return another creature you control to its owner's hand.").is_none());
}

#[test]
fn rule_406_3_a_player_exiles_the_top_cards_of_their_library() {
    let read = steps("Target player exiles the top card of their library.");
    assert!(matches!(read.as_slice(), [EffectStep::ExileTop { who: Aim::Target(_), n: 1 }]), "{read:?}");
    let read = steps("Each player exiles the top two cards of his or her library.");
    assert!(matches!(read.as_slice(), [EffectStep::ExileTop { who: Aim::EachPlayer, n: 2 }]), "{read:?}");
    // Ingest (702.115a): "that player" is the player its trigger names.
    let t = crate::cards::AbilityLine::parse(
        "Ingest (Whenever this creature deals combat damage to a player, that player exiles the top card of their library.)",
    );
    let crate::cards::Ability::Triggered(t) = t.ability else { panic!("ingest is a trigger: {t:?}") };
    let Some(crate::cards::triggers::TriggerEffect::Steps(e)) = &t.effect else { panic!("{t:?}") };
    assert!(matches!(e.steps.as_slice(), [EffectStep::ExileTop { who: Aim::ThatPlayer, n: 1 }]), "{e:?}");
    // With a permission to play it after, the line is more than this step, and isn't read.
    assert!(SpellEffect::parse("Exile the top card of your library. You may play it this turn.").is_none());
}

#[test]
fn rule_701_23a_mystical_teachings_searches_for_an_instant_or_a_card_with_flash() {
    let read = steps(
        "Search your library for an instant card or a card with flash, reveal it, and put it into your hand. Then shuffle your library.",
    );
    let [EffectStep::Search(s)] = read.as_slice() else { panic!("{read:?}") };
    assert!(s.filter.types.is_empty() && s.reveal, "{s:?}");
    assert_eq!(s.with, [With::TypeOrKeyword { card_type: CardType::Instant, keyword: "flash".into() }]);
    // Two types, or more than one card, aren't read so.
    assert!(SpellEffect::parse("Search your library for up to two instant cards or a card with flash, put them into your hand, then shuffle.").is_none());
}

#[test]
fn rule_701_20e_a_look_at_the_top_card_takes_it_if_it_is_of_a_kind() {
    // Domri Rade's +1, Herald's Horn (2019 dump): a look at one card, left on top if not taken.
    let read = steps(
        "Look at the top card of your library. If it's a creature card, you may reveal it and put it into your hand.",
    );
    let [EffectStep::Search(s)] = read.as_slice() else { panic!("{read:?}") };
    assert_eq!(s.among, Among::Top { n: 1, rest: Rest::Top, revealed: false });
    assert!(s.may && s.reveal && s.filter.types == [CardType::Creature], "{s:?}");
    let horn = steps(
        "Look at the top card of your library. If it's a creature card of the chosen type, you may reveal it and put it into your hand.",
    );
    let [EffectStep::Search(s)] = horn.as_slice() else { panic!("{horn:?}") };
    assert_eq!(s.with, [With::OfChosenType]);
}

#[test]
fn rule_701_23a_a_search_into_the_graveyard_is_read() {
    // Entomb, Buried Alive (2019 dump).
    let entomb =
        steps("Search your library for a card and put that card into your graveyard. Then shuffle your library.");
    let [EffectStep::Search(s)] = entomb.as_slice() else { panic!("{entomb:?}") };
    assert_eq!((s.most, s.to), (1, Found::Graveyard));
    let buried = steps(
        "Search your library for up to three creature cards, put them into your graveyard, then shuffle your library.",
    );
    let [EffectStep::Search(s)] = buried.as_slice() else { panic!("{buried:?}") };
    assert_eq!((s.most, s.to, s.filter.types.as_slice()), (3, Found::Graveyard, &[CardType::Creature][..]));
}
