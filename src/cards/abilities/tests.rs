//! The ability reader's tests: chapters and the typed lines.

mod chapter_tests {
    use super::super::*;

    #[test]
    fn rule_509_1b_and_101_1_and_702_114a_a_creature_s_own_restrictions_can_t_be_countered_and_devoid_are_typed() {
        let a = |t: &str| Ability::parse(t);
        let cant = |attack, block| Ability::CantAttackOrBlock { attack, block, unless: None };
        assert_eq!(a("Goblin Raider can't block."), cant(false, true));
        assert_eq!(a("This creature can't attack."), cant(true, false));
        assert_eq!(a("Scavenging Scarab can't attack or block."), cant(true, true));
        // Another's restriction, or one with a condition or a duration, isn't its own for good.
        for other in [
            "Enchanted creature can't attack or block.",
            "Target creature can't block this turn.",
            "Mogg Flunkies can't attack or block alone.",
            "Creatures with power less than this creature's power can't block it.",
        ] {
            assert!(!matches!(a(other), Ability::CantAttackOrBlock { .. }), "{other}");
        }
        // 508.1c, 509.1b: lifted while a condition the rules judge holds.
        let unless = a("Marauding Boneslasher can't block unless you control another Zombie.");
        assert!(matches!(unless, Ability::CantAttackOrBlock { attack: false, block: true, unless: Some(_) }));
        let unless = a("Hazoret the Fervent can't attack or block unless you have one or fewer cards in hand.");
        assert!(matches!(unless, Ability::CantAttackOrBlock { attack: true, block: true, unless: Some(_) }));
        assert!(!matches!(
            a("Lupine Prototype can't attack or block unless a player has no cards in hand."),
            Ability::CantAttackOrBlock { .. }
        ));
        assert_eq!(a("This spell can't be countered."), Ability::CantBeCountered);
        // 602.5: Null Rod's, Stony Silence's prohibition.
        assert_eq!(a("Activated abilities of artifacts can't be activated."), Ability::ArtifactAbilitiesStopped);
        // A sentence whose final period the card data lost (Rimrock Knight in the 2019 dump).
        assert!(matches!(
            a("Rimrock Knight can't block"),
            Ability::CantAttackOrBlock { attack: false, block: true, unless: None }
        ));
        assert!(matches!(a("Draw a card"), Ability::Effect(_)));
        // 603.2: Torpor Orb's, Hushbringer's.
        assert_eq!(
            a("Creatures entering the battlefield don't cause abilities to trigger."),
            Ability::TriggersStopped { dying: false }
        );
        assert_eq!(
            a("Creatures entering the battlefield or dying don't cause abilities to trigger."),
            Ability::TriggersStopped { dying: true }
        );
        assert_eq!(a("Phantom Warrior can't be blocked."), Ability::CantBeBlocked);
        assert_eq!(a("Tormented Soul can't block and can't be blocked."), Ability::CantBlockNorBeBlocked);
        assert_eq!(a("Bloodrock Cyclops attacks each combat if able."), Ability::AttacksEachCombat);
        // 509.1c: requirements on blocks (2019 dump).
        assert_eq!(a("Razorgrass Screen blocks each combat if able."), Ability::BlocksEachCombat);
        assert_eq!(a("Goblin Fire Fiend must be blocked if able."), Ability::MustBeBlocked);
        assert_eq!(a("All creatures able to block Prized Unicorn do so."), Ability::AllAbleBlockIt);
        assert_eq!(a("All creatures able to block this creature do so."), Ability::AllAbleBlockIt);
        let host = Ability::DoesntUntap { host: true };
        assert_eq!(a("Enchanted creature doesn't untap during its controller's untap step."), host);
        assert_eq!(a("Colossus of Sardia doesn't untap during your untap step."), Ability::DoesntUntap { host: false });
        // 502.3: a kind of permanent, whoever controls it: a subtype in the plural, a colour, "with".
        let none_untap = |text: &str| match a(text) {
            Ability::NoneUntap(w) => Some(w),
            _ => None,
        };
        let islands = none_untap("Islands don't untap during their controllers' untap steps.").unwrap();
        assert_eq!(islands.filter.subtypes, ["Island"]);
        let blue = none_untap("Blue creatures don't untap during their controllers' untap steps.").unwrap();
        assert_eq!(
            (blue.colors.as_slice(), blue.filter.types.as_slice()),
            ([crate::cards::Color::Blue].as_slice(), [CardType::Creature].as_slice())
        );
        assert!(none_untap("Creatures with flying don't untap during their controllers' untap steps.").is_some());
        // "Creatures of the chosen type" names a choice the reader doesn't make.
        assert!(
            none_untap("Creatures of the chosen type don't untap during their controllers' untap steps.").is_none()
        );
        assert_ne!(a("Target creature can't be blocked this turn."), Ability::CantBeBlocked);
        assert_ne!(a("Enchanted creature can't be blocked."), Ability::CantBeBlocked);
        assert_eq!(a("Devoid (This card has no color.)"), Ability::Devoid);
        assert_eq!(a("Devoid"), Ability::Devoid);
        assert_eq!(a("Changeling (This card is every creature type.)"), Ability::Changeling);
        // 509.1b, 508.1c: Oracle lines from Scryfall's 2019 dump.
        assert_eq!(a("Cloud Sprite can block only creatures with flying."), Ability::BlocksOnlyFlyers);
        assert_eq!(a("Charging Rhino can't be blocked by more than one creature."), Ability::BlockedByOneAtMost);
        assert_eq!(
            a("Steel Leaf Champion can't be blocked by creatures with power 2 or less."),
            Ability::CantBeBlockedByPowerAtMost(2)
        );
        assert_eq!(
            a("Sea Monster can't attack unless defending player controls an Island."),
            Ability::AttacksOnlyIfDefenderControls("Island".into())
        );
        // Not a basic land type, or a condition this reader doesn't know: left to the players.
        assert_eq!(
            a(
                "Godhunter Octopus can't attack unless defending player controls an enchantment or an enchanted permanent."
            ),
            Ability::Other
        );
        // 702.45a: bushido N, a triggered ability on blocking or becoming blocked.
        let Ability::Triggered(t) =
            a("Bushido 2 (Whenever this creature blocks or becomes blocked, it gets +2/+2 until end of turn.)")
        else {
            panic!()
        };
        assert_eq!(
            t.effect,
            Some(crate::cards::triggers::TriggerEffect::Steps(std::sync::Arc::new(
                crate::cards::effects::SpellEffect {
                    steps: vec![crate::cards::effects::EffectStep::Pump {
                        aim: crate::cards::effects::Aim::This,
                        power: 2,
                        toughness: 2,
                        times: crate::cards::effects::Amount::Fixed(1)
                    }]
                }
            )))
        );
        // 702.108a: prowess is a triggered ability the table carries out.
        let prowess = a("Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)");
        assert!(matches!(&prowess, Ability::Triggered(t) if t.effect.is_some()), "{prowess:?}");
    }

    #[test]
    fn rule_702_24a_cumulative_upkeep_adds_an_age_counter_then_asks_for_the_cost_per_counter() {
        use crate::cards::effects::{Aim, EffectStep, Payer};
        use crate::cards::triggers::TriggerEffect;
        // Arctic Wolves (2019 dump).
        let line = "Cumulative upkeep {2} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)";
        let Ability::Triggered(t) = Ability::parse(line) else { panic!("{line}") };
        let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{t:?}") };
        assert_eq!(
            e.steps,
            [
                EffectStep::AddCounters { aim: Aim::This, n: 1, kind: "age".into() },
                EffectStep::Unless {
                    step: Box::new(EffectStep::Sacrifice(Aim::This)),
                    payer: Payer::You,
                    cost: crate::cards::ManaCost::parse("{2}").unwrap().symbols,
                    per_counter: Some("age".into()),
                    x: None,
                },
            ]
        );
        // A cost that isn't mana ("Cumulative upkeep—Pay 1 life") stays the players'.
        assert!(!matches!(Ability::parse("Cumulative upkeep—Pay 1 life."), Ability::Triggered(_)));
    }

    #[test]
    fn rule_702_79a_and_702_93a_persist_and_undying_return_the_card_with_a_counter() {
        use crate::cards::effects::{Aim, EffectStep};
        use crate::cards::triggers::{Condition, Subject, TriggerEffect, TriggerEvent};
        // The 2019 dump's lines, reminder text and all.
        for (line, kind) in [
            (
                "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
                "-1/-1",
            ),
            (
                "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.)",
                "+1/+1",
            ),
        ] {
            let Ability::Triggered(t) = Ability::parse(line) else { panic!("{line}") };
            assert_eq!(t.event, TriggerEvent::PutIntoGraveyard(Subject::This), "{line}");
            assert_eq!(t.condition, Some(Condition::HadNoCounters(kind.to_string())), "{line}");
            let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{line}: {t:?}") };
            assert_eq!(
                e.steps,
                [EffectStep::ReturnToBattlefield { aim: Aim::It, yours: false, counter: Some((1, kind.to_string())) }]
            );
        }
        // Its own death's "it" is the card in the graveyard (400.7e).
        let Ability::Triggered(t) = Ability::parse("When Endless Cockroaches dies, return it to its owner's hand.")
        else {
            panic!()
        };
        assert!(t.event.finds_new_object());
        let Some(TriggerEffect::Steps(e)) = &t.effect else { panic!("{t:?}") };
        assert_eq!(e.steps, [EffectStep::ReturnToHand(Aim::It)]);
    }

    #[test]
    fn rule_509_1a_a_creature_s_own_ability_to_block_more_than_one_attacker_is_typed() {
        let a = |t: &str| Ability::parse(t);
        // Oracle lines from Scryfall's 2019 dump, and the "This creature" form of today's text.
        assert_eq!(a("Palace Guard can block any number of creatures."), Ability::BlocksAnyNumber);
        assert_eq!(a("Wall of Glare can block any number of creatures."), Ability::BlocksAnyNumber);
        assert_eq!(a("Trueheart Duelist can block an additional creature each combat."), Ability::BlocksAdditional(1));
        assert_eq!(a("This creature can block an additional creature each combat."), Ability::BlocksAdditional(1));
        assert_eq!(
            a("Watcher in the Web can block an additional seven creatures each combat."),
            Ability::BlocksAdditional(7)
        );
        // Another creature's, one for a turn, or one with a condition: not its own for good.
        for other in [
            "Enchanted creature can block any number of creatures.",
            "As long as Foriysian Totem is a creature, it can block an additional creature each combat.",
            "Equipped creature can block an additional creature each combat.",
            "Each creature you control can block an additional creature each combat.",
            "Target creature can block any number of creatures this turn.",
            "{1}{G}: Anurid Swarmsnapper can block an additional creature this turn.",
            "Entourage of Trest can block an additional creature each combat as long as you're the monarch.",
            "As long as Hundred-Handed One is monstrous, it has reach and can block an additional ninety-nine creatures each combat.",
            "Kemba's Legion can block an additional creature each combat for each Equipment attached to Kemba's Legion.",
        ] {
            assert!(!matches!(a(other), Ability::BlocksAnyNumber | Ability::BlocksAdditional(_)), "{other}");
        }
    }

    #[test]
    fn rule_714_2_chapter_symbols_are_read_as_numbers() {
        use super::super::chapter::from_roman;
        let c = Chapter::parse("II, III — Each opponent discards a card.").unwrap();
        assert_eq!((c.numbers, c.effect), (vec![2, 3], ChapterEffect::Text));
        let c =
            Chapter::parse("III — Exile this Saga, then return it to the battlefield transformed under your control.");
        assert_eq!(c.map(|c| c.effect), Some(ChapterEffect::ExileAndReturnTransformed));
        assert_eq!(
            (roman(4), roman(9), roman(14), from_roman("XIV")),
            ("IV".into(), "IX".into(), "XIV".into(), Some(14))
        );
        for not in ["Flying — a joke", "IIII — no", "— nothing", "Ward—Pay 2 life."] {
            assert_eq!(Chapter::parse(not), None, "{not}");
        }
    }
}

mod parsing {
    use super::super::*;

    #[test]
    fn attached_bonuses_parse_fixed_counted_and_conditional_values() {
        let b = |p, t, grants: &[&str]| AttachedBonus {
            host: Attached::Equipped,
            power: p,
            toughness: t,
            grants: grants.iter().map(|g| g.to_string()).collect(),
            per: None,
            only_if: None,
            types: Default::default(),
        };
        assert_eq!(AttachedBonus::parse("Equipped creature gets +2/+0."), Some(b(2, 0, &[])));
        let trample = AttachedBonus::parse("Enchanted creature gets +2/+0 and has trample.").unwrap();
        assert_eq!((trample.host, trample.grants), (Attached::Enchanted, vec!["Trample".to_string()]));
        assert_eq!(
            AttachedBonus::parse("Equipped creature has haste and shroud."),
            Some(b(0, 0, &["Haste", "Shroud"]))
        );
        let fortified = AttachedBonus::parse("Fortified land has indestructible.").unwrap();
        assert_eq!((fortified.host, fortified.grants), (Attached::Fortified, vec!["Indestructible".to_string()]));
        assert_eq!(
            AttachedBonus::parse("Equipped creature gets +1/+1 and has first strike, vigilance, and lifelink.")
                .map(|b| b.grants.len()),
            Some(3)
        );
        assert_eq!(
            AttachedBonus::parse("Enchanted creature gets -1/-1.").map(|b| (b.power, b.toughness)),
            Some((-1, -1))
        );
        // 613.4c: counted for the Aura's controller.
        let armor = AttachedBonus::parse(
            "Enchanted creature gets +1/+1 for each enchantment you control and has first strike.",
        )
        .unwrap();
        assert_eq!((armor.power, armor.grants.clone()), (1, vec!["First strike".to_string()]));
        assert!(matches!(armor.per, Some(crate::cards::effects::Count::Permanents(_))));
        // All That Glitters: a permanent that is either, counted once.
        let glitters = "Enchanted creature gets +1/+1 for each artifact and/or enchantment you control.";
        let Some(crate::cards::effects::Count::Permanents(w)) = AttachedBonus::parse(glitters).unwrap().per else {
            panic!("{glitters}")
        };
        use crate::cards::CardType::{Artifact, Enchantment};
        assert_eq!(
            (w.filter.types.clone(), w.filter.controller),
            (vec![Artifact, Enchantment], crate::cards::filter::Controlled::You)
        );
        let empyrial = AttachedBonus::parse("Enchanted creature gets +1/+1 for each card in your hand.").unwrap();
        let hand = crate::cards::effects::Count::CardsInHand(crate::cards::effects::Whose::You);
        assert_eq!(empyrial.per, Some(hand));
        // 611.3a: as long as something of its controller's is true.
        let c = AttachedBonus::parse("Equipped creature gets +2/+2 as long as you control a Swamp.").unwrap();
        assert!(matches!(c.only_if, Some(crate::cards::condition::Condition::AtLeast(1, _))));
        let lance = AttachedBonus::parse("As long as it's your turn, equipped creature has first strike.").unwrap();
        assert_eq!((lance.host, lance.grants.clone()), (Attached::Equipped, vec!["First strike".to_string()]));
        assert_eq!(lance.only_if, Some(crate::cards::condition::Condition::YourTurn(true)));
        // "for each Aura attached to it", "as long as it's white" (the host or the Aura?): not read.
        assert_eq!(AttachedBonus::parse("Enchanted creature gets +1/+1 for each Aura attached to it."), None);
        let riteknife = "Equipped creature gets +1/+0 for each blood counter on Rakdos Riteknife and has \"{T}, Sacrifice a creature: Put a blood counter on Rakdos Riteknife.\"";
        assert_eq!(AttachedBonus::parse(riteknife), None);
        assert_eq!(AttachedBonus::parse("Enchanted creature gets +1/+1 as long as it's untapped."), None);
        assert_eq!(AttachedBonus::parse("Enchanted creature gets +2/+1 as long as it's black."), None);
        // 509.1b, 508.1d: a bonus and a restriction or requirement together.
        let rage = AttachedBonus::parse("Enchanted creature gets +2/+2 and can't block.").unwrap();
        assert_eq!((rage.power, rage.grants.clone()), (2, vec!["This creature can't block.".to_string()]));
        let anger = AttachedBonus::parse("Enchanted creature gets +2/+2 and attacks each combat if able.").unwrap();
        assert_eq!(anger.grants, ["This creature attacks each combat if able."]);
        // 509.1c: Lure's and Nemesis Mask's line is their host's.
        let lure = AttachedBonus::parse("All creatures able to block enchanted creature do so.").unwrap();
        assert_eq!(
            (lure.host, lure.grants.clone()),
            (Attached::Enchanted, vec![crate::cards::abilities::combat::LURED.to_string()])
        );
        let mask = AttachedBonus::parse("All creatures able to block equipped creature do so.").unwrap();
        assert_eq!(mask.host, Attached::Equipped);
        let spirespine = AttachedBonus::parse("Enchanted creature gets +4/+1 and blocks each combat if able.").unwrap();
        assert_eq!(spirespine.grants, ["This creature blocks each combat if able."]);
        let bladder = AttachedBonus::parse("Enchanted creature can block only creatures with flying.").unwrap();
        assert_eq!(bladder.grants, ["This creature can block only creatures with flying."]);
        let form = AttachedBonus::parse("Enchanted creature can't be blocked.").unwrap();
        assert_eq!((form.power, form.grants.clone()), (0, vec!["This creature can't be blocked.".to_string()]));
        // 508.1c, 509.1b: Pacifism's restriction is the host's own line.
        let pacifism = AttachedBonus::parse("Enchanted creature can't attack or block.").unwrap();
        assert_eq!((pacifism.power, pacifism.toughness), (0, 0));
        assert_eq!(pacifism.grants, ["This creature can't attack or block."]);
        assert_eq!(
            Ability::parse(&pacifism.grants[0]),
            Ability::CantAttackOrBlock { attack: true, block: true, unless: None }
        );
        let cant_block = AttachedBonus::parse("Enchanted creature can't block.").unwrap();
        assert_eq!(
            Ability::parse(&cant_block.grants[0]),
            Ability::CantAttackOrBlock { attack: false, block: true, unless: None }
        );
        assert_eq!(AttachedBonus::parse("Enchanted creature can't attack or block alone."), None);
        assert_eq!(AttachedBonus::parse("Enchanted creature has base power and toughness 1/1."), None);
    }

    #[test]
    fn rule_702_160a_a_prototype_line_parses_its_cost_and_size() {
        let p = Prototype::parse(
            "Prototype {1}{B}{B} — 3/3 (You may cast this spell with different mana cost, color, and size.)",
        )
        .unwrap();
        assert_eq!((p.mana_cost.mana_value(), p.power, p.toughness), (3, 3, 3));
        assert_eq!(Prototype::parse("Prototype — nothing"), None);
    }

    #[test]
    fn rule_613_4c_anthems_parse_their_creatures_and_bonus() {
        let a = |others, subtypes: &[&str], yours, power, toughness| Anthem {
            others,
            subtypes: subtypes.iter().map(|s| s.to_string()).collect(),
            yours,
            opponents: false,
            colors: Vec::new(),
            chosen_color: false,
            chosen_type: false,
            power,
            toughness,
            grants: Vec::new(),
            lands: false,
            artifacts: false,
            attacking: false,
            with_keyword: None,
        };
        // Only creatures with a keyword (Favorable Winds, Levitation's kin; 2019 dump); not with a
        // grant, which would depend on itself.
        assert_eq!(
            Anthem::parse("Other creatures you control with flying get +1/+1."),
            Some(Anthem { with_keyword: Some("flying".into()), ..a(true, &[], true, 1, 1) })
        );
        assert_eq!(Anthem::parse("Creatures you control with flying have vigilance."), None);
        assert_eq!(Anthem::parse("Creatures you control with +1/+1 counters on them get +1/+1."), None);
        // 506.4: only while attacking (Orcish Oriflamme, Gruul War Chant; 2019 Scryfall dump).
        assert_eq!(
            Anthem::parse("Attacking creatures you control get +1/+0."),
            Some(Anthem { attacking: true, ..a(false, &[], true, 1, 0) })
        );
        assert_eq!(
            Anthem::parse("Attacking creatures you control get +1/+0 and have menace."),
            Some(Anthem { attacking: true, grants: vec!["Menace".into()], ..a(false, &[], true, 1, 0) })
        );
        assert_eq!(
            Anthem::parse("Other Human creatures you control get +1/+1."),
            Some(a(true, &["Human"], true, 1, 1))
        );
        assert_eq!(
            Anthem::parse("Each other creature you control that's a Werewolf or a Wolf gets +1/+1."),
            Some(a(true, &["Werewolf", "Wolf"], true, 1, 1))
        );
        assert_eq!(Anthem::parse("Creatures you control get +1/+0."), Some(a(false, &[], true, 1, 0)));
        assert_eq!(Anthem::parse("Other Elf creatures get -1/-1."), Some(a(true, &["Elf"], false, -1, -1)));
        // One creature type in the plural (Oracle lines from Scryfall's 2019 dump).
        assert_eq!(Anthem::parse("Other Spirits you control get +1/+1."), Some(a(true, &["Spirit"], true, 1, 1)));
        assert_eq!(Anthem::parse("Zombies you control get +1/+1."), Some(a(false, &["Zombie"], true, 1, 1)));
        assert_eq!(Anthem::parse("Other Elves get +1/+1."), Some(a(true, &["Elf"], false, 1, 1)));
        assert_eq!(Anthem::parse("Other Merfolk you control get +1/+1."), Some(a(true, &["Merfolk"], true, 1, 1)));
        assert_eq!(Anthem::parse("Lands you control get +1/+1."), None);
        // 613.1f: keyword abilities they have (Oracle lines from Scryfall's 2019 dump).
        let has = |anthem: Anthem, grants: &[&str]| Anthem {
            grants: grants.iter().map(|g| g.to_string()).collect(),
            ..anthem
        };
        assert_eq!(
            Anthem::parse(
                "Creatures you control have haste. (They can attack and {T} as soon as they come under your control.)"
            ),
            Some(has(a(false, &[], true, 0, 0), &["Haste"]))
        );
        assert_eq!(
            Anthem::parse("Goblin creatures you control get +1/+0 and have trample."),
            Some(has(a(false, &["Goblin"], true, 1, 0), &["Trample"]))
        );
        assert_eq!(
            Anthem::parse("Creatures you control have double strike and lifelink."),
            Some(has(a(false, &[], true, 0, 0), &["Double strike", "Lifelink"]))
        );
        // Of a colour, or the opponents' (Oracle lines from Scryfall's 2019 dump).
        let colored = |anthem: Anthem, colors: &[crate::cards::Color]| Anthem { colors: colors.to_vec(), ..anthem };
        use crate::cards::Color::{Black, White};
        assert_eq!(
            Anthem::parse("Other white creatures you control get +1/+1."),
            Some(colored(a(true, &[], true, 1, 1), &[White]))
        );
        assert_eq!(Anthem::parse("Black creatures get +1/+1."), Some(colored(a(false, &[], false, 1, 1), &[Black])));
        assert_eq!(
            Anthem::parse("Creatures your opponents control get -1/-0."),
            Some(Anthem { opponents: true, ..a(false, &[], false, -1, 0) })
        );
        // Of the colour chosen as it entered (614.12a; Hall of Triumph, Gauntlet of Power).
        assert_eq!(
            Anthem::parse("Creatures you control of the chosen color get +1/+1."),
            Some(Anthem { chosen_color: true, ..a(false, &[], true, 1, 1) })
        );
        assert_eq!(
            Anthem::parse("Creatures of the chosen color get +1/+1."),
            Some(Anthem { chosen_color: true, ..a(false, &[], false, 1, 1) })
        );
        assert_eq!(
            Anthem::parse("Creatures of the chosen type your opponents control get -1/-1."),
            Some(Anthem { chosen_type: true, opponents: true, ..a(false, &[], false, -1, -1) })
        );
        assert_eq!(
            Anthem::parse("Other creatures you control of the chosen type get +1/+1."),
            Some(Anthem { chosen_type: true, ..a(true, &[], true, 1, 1) })
        );
        // A keyword the rules don't enforce, or a quoted ability: left to the players.
        assert_eq!(Anthem::parse("Creatures you control have extort."), None);
        assert_eq!(Anthem::parse("Equipped creature has flying."), None);
        for not in [
            "Equipped creature gets +2/+0.",
            "Enchanted creature gets -1/-1.",
            "Creatures you control get +1/+1 until end of turn.",
            "Target creature gets +3/+3 until end of turn.",
            "Tapped creatures you control get +1/+1.",
            "Nonblack creatures get -1/-1.",
        ] {
            assert_eq!(Anthem::parse(not), None, "{not}");
        }
    }

    #[test]
    fn rule_613_1f_anthems_grant_a_quoted_ability_to_lands_or_to_every_sliver() {
        // Chromatic Lantern, Gemhide Sliver, Cryptolith Rite (2019 Scryfall dump).
        let lantern = Anthem::parse("Lands you control have \"{T}: Add one mana of any color.\"").expect("read");
        assert!(lantern.lands && lantern.yours && lantern.subtypes.is_empty());
        assert_eq!(lantern.grants, vec!["{T}: Add one mana of any color.".to_string()]);
        let gemhide = Anthem::parse("All Slivers have \"{T}: Add one mana of any color.\"").expect("read");
        assert!(!gemhide.lands && !gemhide.yours && gemhide.subtypes == vec!["Sliver".to_string()]);
        let rite = Anthem::parse("Creatures you control have \"{T}: Add one mana of any color.\"").expect("read");
        assert!(!rite.lands && rite.yours);
        // Lands get no P/T; a quoted ability beside a bonus, or two of them, aren't read.
        assert_eq!(Anthem::parse("Lands you control get +1/+1."), None);
        assert_eq!(Anthem::parse("Creatures you control get +1/+1 and have \"{T}: Add {G}.\""), None);
        assert_eq!(Anthem::parse("Creatures you control have \"{T}: Add {G}.\" and \"{T}: Add {R}.\""), None);
    }

    #[test]
    fn rule_702_5a_enchant_lines_parse_into_restrictions() {
        let r = |s: &str| EnchantRestriction::parse(s).unwrap();
        let opp = r("creature an opponent controls");
        assert_eq!(
            (opp.targets.clone(), opp.controller),
            (vec![EnchantTarget::Type(CardType::Creature)], ControlledBy::Opponent)
        );
        assert_eq!(r("land you control").controller, ControlledBy::You);
        assert_eq!(r("nonland permanent").targets, vec![EnchantTarget::NotType(CardType::Land)]);
        assert_eq!(
            r("creature or Vehicle").targets,
            vec![EnchantTarget::Type(CardType::Creature), EnchantTarget::Subtype("Vehicle".into())]
        );
        assert_eq!(r("player").targets, vec![EnchantTarget::Player]);
        let card = r("creature card in a graveyard");
        assert!(card.card && card.targets == vec![EnchantTarget::Type(CardType::Creature)]);
    }

    #[test]
    fn oracle_text_is_parsed_once_into_lines() {
        let t = OracleText::new(
            "Flying, vigilance\nIf this creature would be put into a graveyard from anywhere, exile it instead.",
        );
        assert_eq!(t.abilities().len(), 2);
        assert_eq!(t.abilities()[1].ability, Ability::ExileInsteadOfGraveyard);
        assert_eq!(t.abilities()[0].ability, Ability::Other);
        assert_eq!(&*t, t.as_str());
    }

    #[test]
    fn rule_122_1a_counter_bonuses_parse() {
        assert_eq!(pt_bonus("+1/+1"), Some((1, 1)));
        assert_eq!(pt_bonus("-1/-1"), Some((-1, -1)));
        assert_eq!(pt_bonus("loyalty"), None);
    }

    #[test]
    fn rule_614_1c_enters_with_counters_is_read_with_its_number_or_x() {
        let read = |l: &str| Ability::parse(l);
        assert_eq!(
            read("Endless One enters the battlefield with X +1/+1 counters on it."),
            Ability::EntersWithCounters { n: None, kind: "+1/+1".into(), only_if: None }
        );
        assert_eq!(
            read("This artifact enters with three charge counters on it."),
            Ability::EntersWithCounters { n: Some(3), kind: "charge".into(), only_if: None }
        );
        assert_eq!(
            read("This creature enters with a +1/+1 counter on it."),
            Ability::EntersWithCounters { n: Some(1), kind: "+1/+1".into(), only_if: None }
        );
        // Adamant, sunburst and converge: `entering.rs`'s tests.
        // A choice before it is not this line alone.
        assert!(!matches!(
            read("Each creature you control enters with an additional +1/+1 counter on it."),
            Ability::EntersWithCounters { .. }
        ));
    }

    #[test]
    fn rule_605_1a_mana_abilities_that_cost_more_than_tapping_are_read_with_their_costs() {
        use crate::cards::ManaSymbol;
        // Azorius Signet, Lotus Petal, Chromatic Sphere, Llanowar Elves (2019 dump).
        // 107.14: Aether Hub's "{T}, Pay {E}" (2019 Scryfall dump): not a free way.
        let hub = ManaAbility::parse("{T}, Pay {E}: Add one mana of any color.").expect("read");
        assert!(hub.tap && hub.energy == 1 && !hub.free() && hub.options.len() == 5);
        let signet = ManaAbility::parse("{1}, {T}: Add {W}{U}.").expect("read");
        assert_eq!(signet.cost, vec![ManaSymbol::Generic(1)]);
        assert!(!signet.sacrifice && !signet.more && !signet.free());
        let petal = ManaAbility::parse("{T}, Sacrifice Lotus Petal: Add one mana of any color.").expect("read");
        assert!(petal.sacrifice && petal.cost.is_empty() && petal.options.len() == 5);
        let sphere =
            ManaAbility::parse("{1}, {T}, Sacrifice Chromatic Sphere: Add one mana of any color. Draw a card.")
                .unwrap();
        // 605.3b: its draw is part of it, carried out at once.
        assert!(!sphere.more && sphere.then == vec![super::super::ManaThen::Draw(1)]);
        assert!(ManaAbility::parse("{T}: Add {G}.").is_some_and(|m| m.free()));
        // Without {T} (Prismite, Blood Pet): a mana ability all the same, which doesn't tap.
        let prismite = ManaAbility::parse("{2}: Add one mana of any color.").expect("read");
        assert!(!prismite.tap && !prismite.free() && prismite.cost == vec![ManaSymbol::Generic(2)]);
        let pet = ManaAbility::parse("Sacrifice Blood Pet: Add {B}.").expect("read");
        assert!(!pet.tap && pet.sacrifice && pet.options.len() == 1);
        // No cost at all, or a cost this doesn't read: not one of these.
        assert_eq!(ManaAbility::parse("Add {G}."), None);
        assert_eq!(ManaAbility::parse("{T}, Sacrifice a creature: Add {C}{C}."), None);
        // What follows the mana and isn't read stays the players' (Astrolabe's delayed draw).
        let astrolabe = ManaAbility::parse(
            "{1}, {T}, Sacrifice Astrolabe: Add two mana of any one color. Draw a card at the beginning of the next turn's upkeep.",
        );
        assert!(astrolabe.is_none_or(|m| m.more));
    }

    #[test]
    fn rule_903_4f_and_614_12a_mana_of_a_commander_s_identity_or_of_the_chosen_color_is_read() {
        let sphere = ManaAbility::parse("{T}: Add one mana of any color in your commander's color identity.").unwrap();
        assert!(sphere.identity && sphere.tap && sphere.options.is_empty());
        let heart = ManaAbility::parse("{T}: Add one mana of the chosen color.").unwrap();
        assert!(heart.chosen && !heart.identity && heart.options.is_empty());
    }

    #[test]
    fn rule_605_1b_an_aura_s_triggered_mana_ability_is_typed() {
        use crate::cards::{Color, ManaSymbol};
        let growth =
            Ability::parse("Whenever enchanted land is tapped for mana, its controller adds an additional {G}.");
        assert_eq!(growth, Ability::HostAddsMana(vec![ManaSymbol::Colored(Color::Green)]));
        let overgrowth =
            Ability::parse("Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.");
        assert!(matches!(overgrowth, Ability::HostAddsMana(m) if m.len() == 2));
        // A choice of colour isn't read.
        let fertile = Ability::parse(
            "Whenever enchanted land is tapped for mana, its controller adds an additional one mana of any color.",
        );
        assert!(!matches!(fertile, Ability::HostAddsMana(_)));
    }

    #[test]
    fn rule_602_5b_a_mana_ability_activated_only_if_a_condition_holds() {
        // Mox Opal (2019 dump): metalcraft's condition is judged, not left as more text.
        let mox = ManaAbility::parse(
            "Metalcraft — {T}: Add one mana of any color. Activate this ability only if you control three or more artifacts.",
        )
        .unwrap();
        assert!(!mox.more && mox.free() && mox.options.len() == 5);
        assert!(matches!(mox.only_if, Some(crate::cards::condition::Condition::AtLeast(3, _))));
        let blessing =
            ManaAbility::parse("{T}: Add {G}. Activate only if an opponent has more cards in hand than you.").unwrap();
        assert!(blessing.more && blessing.only_if.is_none());
        // 205.4g: a snow land is judged now.
        let snow = ManaAbility::parse("{T}: Add {G}. Activate only if you control a snow land.").unwrap();
        assert!(!snow.more && snow.only_if.is_some());
    }
}

#[test]
fn rule_702_54a_and_702_33d_counters_a_permanent_enters_with_only_if() {
    use crate::cards::abilities::{Ability, EntersIf};
    let read = |line: &str| Ability::parse(line);
    assert_eq!(
        read(
            "Bloodthirst 2 (If an opponent was dealt damage this turn, this creature enters the battlefield with two +1/+1 counters on it.)"
        ),
        Ability::EntersWithCounters {
            n: Some(2),
            kind: "+1/+1".into(),
            only_if: Some(EntersIf::OpponentDamagedThisTurn)
        }
    );
    assert_eq!(
        read("If Baloth Gorger was kicked, it enters the battlefield with three +1/+1 counters on it."),
        Ability::EntersWithCounters { n: Some(3), kind: "+1/+1".into(), only_if: Some(EntersIf::Kicked) }
    );
    // More than the counters: not this ability.
    let titan = "If Kavu Titan was kicked, it enters the battlefield with three +1/+1 counters on it and with trample.";
    assert!(!matches!(read(titan), Ability::EntersWithCounters { .. }));
}

#[test]
fn rule_509_1b_the_creatures_that_cant_block_a_creature_are_read() {
    use crate::cards::effects::With;
    use crate::cards::{Ability, CardType};
    let by = |line: &str| match Ability::parse(line) {
        Ability::CantBeBlockedBy { by, except } => Some((by, except)),
        _ => None,
    };
    let (walls, except) = by("Juggernaut can't be blocked by Walls.").unwrap();
    assert_eq!((walls.filter.subtypes.as_slice(), except), (["Wall".to_string()].as_slice(), false));
    let (artifacts, _) = by("Fen Hauler can't be blocked by artifact creatures.").unwrap();
    assert_eq!(
        (artifacts.filter.types.as_slice(), artifacts.filter.also.as_slice()),
        ([CardType::Creature].as_slice(), [CardType::Artifact].as_slice())
    );
    let (blue, _) = by("Sky Swallower can't be blocked by blue creatures.").unwrap();
    assert_eq!(blue.colors, [crate::cards::Color::Blue]);
    let (flyers, except) = by("Treetop Rangers can't be blocked except by creatures with flying.").unwrap();
    let flying = With::Keyword { keyword: "flying".into(), has: true };
    assert_eq!((flyers.with.as_slice(), except), ([flying].as_slice(), true));
    let (big, _) = by("Eldrazi Devastator can't be blocked by creatures with power 3 or greater.").unwrap();
    assert_eq!(big.with, [With::Power { n: 3, at_least: true }]);
    // A number of blockers, "and/or": not this.
    assert_eq!(by("Guile can't be blocked except by three or more creatures."), None);
    assert_eq!(by("Ogre Jailbreaker can't be blocked except by Walls and/or creatures with flying."), None);
}

#[test]
fn rule_702_96a_overload_changes_target_to_each_and_is_read_only_where_the_changed_text_is() {
    use crate::cards::OracleText;
    use crate::cards::abilities::{Ability, overloaded};
    use crate::cards::costs::{Alternative, SpellCost};
    use crate::cards::effects::{Aim, EffectStep};
    let rift = OracleText::new(
        "Return target nonland permanent you don't control to its owner's hand.\nOverload {6}{U} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of \"target\" with \"each.\")",
    );
    assert!(matches!(rift.abilities()[1].ability.spell_cost(), Some(SpellCost::Alternative(Alternative::Overload, _))));
    let each = overloaded(rift.abilities()).expect("the changed text is read");
    assert!(matches!(each[0].steps.as_slice(), [EffectStep::ReturnToHand(Aim::All(_))]), "{each:?}");
    assert!(each[0].slots().is_empty(), "702.96b: no target");
    // "Each creature you control gets +1/+0 ..." (Weapon Surge's changed text).
    let surge = OracleText::new(
        "Target creature you control gets +1/+0 and gains first strike until end of turn.\nOverload {1}{R} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of \"target\" with \"each.\")",
    );
    assert!(overloaded(surge.abilities()).is_some());
    // A changed text the reader doesn't know: the overload line is the players' (no way to cast
    // it so is offered).
    let unknown = OracleText::new(
        "Target creature can't block this turn and loses all abilities.\nOverload {2}{R} (You may cast this spell for its overload cost.)",
    );
    assert_eq!(unknown.abilities()[1].ability, Ability::Other);
}

#[test]
fn rule_508_1c_and_509_1b_a_creature_that_can_t_attack_or_block_alone() {
    use crate::cards::abilities::Ability;
    // Mogg Flunkies, Bonded Construct, Sightless Brawler (2019 dump).
    assert_eq!(
        Ability::parse("Mogg Flunkies can't attack or block alone."),
        Ability::CantAttackOrBlockAlone { attack: true, block: true }
    );
    assert_eq!(
        Ability::parse("Bonded Construct can't attack alone."),
        Ability::CantAttackOrBlockAlone { attack: true, block: false }
    );
    // Another's ("Enchanted creature ... can't attack alone") isn't its own.
    assert!(!matches!(
        Ability::parse("Enchanted creature gets +3/+2 and can't attack alone."),
        Ability::CantAttackOrBlockAlone { .. }
    ));
}
