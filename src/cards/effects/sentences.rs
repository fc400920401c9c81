//! Reading a line of text into a spell's steps (608.2c): each sentence a step or more, then
//! the checks that keep a reading honest (one choice a player waits on, "it" naming something
//! named before, a count made before anything it counts changes, 608.2h).

use super::*;

impl SpellEffect {
    /// Reads what a triggered ability does, after its trigger condition ("you gain 2 life",
    /// "it deals 1 damage to any target"): the same steps as a spell's, the sentence begun as
    /// one, and a leading "it" being the ability's source.
    pub fn parse_ability(text: &str) -> Option<SpellEffect> {
        SpellEffect::parse_ability_naming(text, false).filter(|e| !e.names_that_player() && !e.uses_that_much())
    }

    /// Whether a step's amount is "that much" (`Amount::ThatMuch`): only a triggered ability
    /// whose event counts an amount can say it.
    pub fn uses_that_much(&self) -> bool {
        self.steps.iter().any(|s| {
            s.amount() == Some(&crate::cards::effects::Amount::ThatMuch)
                || matches!(s, EffectStep::Delayed { effect, .. } | EffectStep::WhenYouDo { effect, .. } if effect.uses_that_much())
        })
    }

    /// Whether a step names "that player" (`Aim::ThatPlayer`): only a triggered ability whose
    /// event names a player can say it.
    pub fn names_that_player(&self) -> bool {
        self.steps.iter().any(|s| {
            *s.aim() == Aim::ThatPlayer
                || matches!(s, EffectStep::Unless { payer: Payer::ThatPlayer, .. })
                || matches!(s, EffectStep::Delayed { effect, .. } | EffectStep::WhenYouDo { effect, .. } if effect.names_that_player())
        })
    }

    /// [`SpellEffect::parse_ability`], where `it` says "it" and "that creature" may name an
    /// object the ability knows before any target (the object its event happened to): a step
    /// aimed at `Aim::It` with no target before it acts on that object.
    pub fn parse_ability_naming(text: &str, it: bool) -> Option<SpellEffect> {
        let text = text.trim();
        let text = match text.strip_prefix("it deals ") {
            Some(rest) if !it => format!("This deals {rest}"),
            _ => crate::cards::capitalized(text),
        };
        // X is a spell's (107.3a): an ability here has none to choose.
        // 601.2d: damage divided as a spell is cast; an ability's division is the players' yet.
        let unread =
            |s: &EffectStep| matches!(s, EffectStep::ShuffleThisIntoLibrary | EffectStep::DividedDamage { .. });
        SpellEffect::read(&text, it).filter(|e| !e.uses_x(true) && !e.steps.iter().any(unread))
    }

    /// Reads a line of a spell's text: every sentence must be understood, else `None`. (A spell
    /// that acts on itself, "Exile [this]", is left to the players: it isn't put into a
    /// graveyard as it resolves, 608.2n.)
    pub fn parse(line: &str) -> Option<SpellEffect> {
        // An ability word has no rules meaning (207.2c): "Revolt — If a permanent ...".
        let this = |s: &EffectStep| match s {
            EffectStep::IfHolds { effect, .. } => effect.steps.iter().any(|s| *s.aim() == Aim::This),
            s => *s.aim() == Aim::This,
        };
        SpellEffect::read(crate::cards::filter::without_ability_word(line), false)
            .filter(|e| !e.steps.iter().any(this) && !e.names_that_player())
            // 601.2d: damage divided among the only targets its line names.
            .filter(|e| {
                let divides = e.steps.iter().any(|s| matches!(s, EffectStep::DividedDamage { .. }));
                !divides || e.steps.iter().filter(|s| s.aim().is_target()).count() == 1
            })
    }

    /// Every sentence read; `it`: "It" may name an object known before any target.
    fn read(line: &str, it: bool) -> Option<SpellEffect> {
        let text = read::unless_said_first(read::predefined_by_name(&without_reminder(line)).trim());
        // 111.4: a token's quoted abilities, kept aside from the sentences.
        let mut quoted = Vec::new();
        let text = read::take_quoted_lines(text.trim(), &mut quoted);
        let text = text.trim();
        if text.is_empty() || text.contains(['—', ':', '•']) {
            return None;
        }
        // "... and put that card onto the battlefield. Then shuffle your library.": one search.
        // "... and put it into your hand. If you do, shuffle your library." (an older "may"
        // search): searching is what "you do", so the library is shuffled the same.
        // "... card and reveal that card. Shuffle your library, then put the card on top of it."
        // (Enlightened Tutor): the search revealing it, then put on top after the shuffle.
        let text = text.replace(
            " card and reveal that card. Shuffle your library, then put the card on top of it.",
            " card, reveal it, then shuffle your library and put it on top of it.",
        );
        let text = text
            .replace(". Then shuffle your library.", ", then shuffle your library.")
            .replace(
                ". Then each player who searched their library this way shuffles it.",
                ", then each player who searched their library this way shuffles it.",
            )
            .replace(". If you do, shuffle your library.", ", then shuffle your library.")
            .replace(". If you search your library this way, shuffle it.", ", then shuffle your library.");
        // "Target player reveals their hand. You choose a nonland card from it. That player
        // discards that card.": one step (701.9b).
        let text = text
            .replace(" reveals their hand. You choose ", " reveals their hand, you choose ")
            .replace(". That player discards that card.", ", that player discards that card.");
        // 707.10c: "Copy target instant or sorcery spell. You may choose new targets for the
        // copy.": one step.
        let text =
            text.replace(". You may choose new targets for the copy.", ", you may choose new targets for the copy.");
        // 700.3: "... into two piles. That player sacrifices all permanents in the pile of their
        // choice.": one step.
        let text = text.replace(" into two piles. That player sacrifices ", " into two piles, that player sacrifices ");
        // "Target player loses 2 life. That player discards a card.": after a targeted player,
        // "that player" is the target (a player is its own "controller" here, `Aim::ItsController`).
        let text = match text.split_once(". That player ") {
            Some((before, after))
                if ["target player", "target opponent"].iter().any(|t| before.to_lowercase().contains(t))
                    && !after.starts_with("or ") =>
            {
                format!("{before}. That player or that planeswalker's controller {after}")
            }
            _ => text,
        };
        // Ponder's "... then put them back in any order. You may shuffle your library.": one
        // choice, the order or a shuffle.
        let text = text.replace(
            " then put them back in any order. You may shuffle your library.",
            " then put them back in any order, or shuffle your library.",
        );
        // "At the beginning of your draw step, draw an additional card." (Howling Mine, Font of
        // Mythos): one more card drawn then, a draw like any other (121.1).
        let mut text = text.to_string();
        for draw in ["draw", "Draw", "draws"] {
            text = text.replace(&format!("{draw} an additional card"), &format!("{draw} a card"));
            for n in ["two", "three"] {
                text = text.replace(&format!("{draw} {n} additional cards"), &format!("{draw} {n} cards"));
            }
        }
        // Sylvan Library's "choose two cards in your hand drawn this turn. For each of those
        // cards, pay 4 life or put the card on top of your library.": one choice, one step.
        let text = text.replace(
            " drawn this turn. For each of those cards, pay ",
            " drawn this turn, and for each of those cards, pay ",
        );
        // 705.1: "Flip a coin. If you win the flip, draw a card.": one sentence, the flip its
        // condition (one flip only: "Otherwise" or a second "the flip" is left whole).
        let text = match text.matches("the flip").count() {
            1 if !text.contains("Otherwise") => text
                .replace("Flip a coin. If you win the flip, ", "If you win a coin flip, ")
                .replace("flip a coin. If you win the flip, ", "if you win a coin flip, ")
                .replace("Flip a coin. If you lose the flip, ", "If you lose a coin flip, ")
                .replace("flip a coin. If you lose the flip, ", "if you lose a coin flip, "),
            _ => text,
        };
        // "Until end of turn, creatures you control get +1/+1 and ...": the duration last.
        let text = read::until_end_of_turn_last(&text);
        // "Destroy target creature and target land.": two sentences, a target each.
        let text = read::one_verb_two_targets(&text);
        // "Destroy target enchantment and each other enchantment that shares a color with it.":
        // two sentences, the second naming what goes with the target.
        let text = read::and_what_goes_with_it(&text);
        // "Choose two target creatures .... Return those creatures ...": one sentence.
        let text = read::chosen_then_done(&text);
        // "Look at the top four cards of your library. Put one of them ...": one step.
        let text = read::search::joined_look(&text);
        let mut steps = Vec::new();
        // Where the sentence before this one and this one began among the steps.
        let mut now = 0;
        for sentence in text.split_inclusive(". ").map(str::trim) {
            let before = now;
            now = steps.len();
            let sentence = sentence.strip_suffix('.')?;
            // 608.2c: "You gain 4 life. If a creature died this turn, you gain 8 life instead.":
            // the sentence before where the condition doesn't hold, this one where it does;
            // "... deals 4 damage to that permanent or player instead if ..." the same.
            let reworded = read::instead_if_first(sentence);
            if let Some(instead) = read::instead(reworded.as_deref().unwrap_or(sentence), &steps[before..now]) {
                steps.truncate(before);
                steps.extend(instead);
                continue;
            }
            // 114.1: "You get an emblem with "...".".
            if let Some(i) = read::emblem_line(sentence) {
                steps.push(EffectStep::Emblem(quoted.get(i)?.clone()));
                continue;
            }
            // 111.4: "It has "Sacrifice this creature: Add {C}."": the tokens just made have it.
            if let Some(i) = read::quoted_line(sentence) {
                match steps.last_mut() {
                    Some(EffectStep::CreateTokens { token: TokenWords::Made { lines, .. }, .. }) => {
                        lines.push(quoted.get(i)?.clone())
                    }
                    _ => return None,
                }
                continue;
            }
            // 614.1a: "If that spell is countered this way, exile it instead of ...": the
            // counter before it puts it there.
            if let Some(to) = sentence.strip_prefix("If that spell is countered this way, ").and_then(Instead::parse) {
                match steps.pop() {
                    Some(EffectStep::CounterSpell(aim)) => steps.push(EffectStep::CounterInstead { aim, to }),
                    Some(EffectStep::Unless { step, payer, cost, per_counter, x }) => {
                        let EffectStep::CounterSpell(aim) = *step else { return None };
                        let step = Box::new(EffectStep::CounterInstead { aim, to });
                        steps.push(EffectStep::Unless { step, payer, cost, per_counter, x });
                    }
                    _ => return None,
                }
                continue;
            }
            // 702.32a: "Remove a fade counter from [this]. If you can't, sacrifice [this].": the
            // sacrifice where there was no counter to remove.
            if let Some(then) = sentence.strip_prefix("If you can't, ") {
                let instead = read::if_you_cant(&steps[before..now], then)?;
                steps.truncate(before);
                steps.extend(instead);
                continue;
            }
            // 702.33d: "If this spell was kicked, draw a card."
            if let Some(then) = sentence.strip_prefix("If this spell was kicked, ") {
                let kicked = step(&crate::cards::capitalized(then))?;
                // Not the spell acting on itself (608.2n).
                let simple =
                    !then.contains("instead") && kicked.iter().all(|s| s.stands_alone() && *s.aim() != Aim::This);
                if !simple {
                    return None;
                }
                steps.push(EffectStep::IfKicked(SpellEffect { steps: kicked }.into()));
                continue;
            }
            // 608.2c, 608.2h: "If that land was nonbasic, [this] deals 2 damage to the land's
            // controller.": what the target named before was.
            if let Some(was) = read::otherwise::if_it_was(sentence, steps.last()) {
                steps.push(was);
                continue;
            }
            // 608.2c: "If you control an artifact, draw a card." (a condition the rules judge);
            // after a step on one target, "... deals 3 damage to that creature's controller" (its
            // "it" and "its controller" name that target). Steps that need more (a target) are
            // read another way.
            let one_target = steps.last().is_some_and(|s: &EffectStep| matches!(s.aim(), Aim::Target(_)));
            let names_it = |s: &EffectStep| one_target && !s.waits() && matches!(s.aim(), Aim::It | Aim::ItsController);
            if let Some((condition, then)) = sentence.strip_prefix("If ").and_then(|r| r.split_once(", "))
                && let condition = crate::cards::condition::Condition::parse(condition)
                && condition.judged()
                && !then.contains("instead")
                && let Some(then) = step(&crate::cards::capitalized(then))
                // A choice with no target ("scry 3") only as the effect's last step (`checked`).
                // ("Return [this] to its owner's hand": an ability's source; a spell that acts on
                // itself isn't read, `parse`.)
                && then.iter().all(|s| s.stands_alone() || names_it(s) || s.waits() && !s.aim().is_target())
            {
                let effect = SpellEffect { steps: then }.into();
                steps.push(EffectStep::IfHolds { condition: Box::new(condition), effect });
                continue;
            }
            // 608.2c: "Then discard a card unless you attacked with a creature this turn." (Chart
            // a Course): the step, done only where the condition doesn't hold. ("... unless its
            // controller pays" is a cost, no condition: `read::otherwise::unless`.)
            if let Some((then, condition)) = sentence.rsplit_once(" unless ")
                && let condition = crate::cards::condition::Condition::parse(condition)
                && condition.judged()
                && let Some(then) = step(&crate::cards::capitalized(then.strip_prefix("Then ").unwrap_or(then)))
                // A choice ("discard a card") only as the effect's last step (`checked`).
                && then.iter().all(|s| (s.stands_alone() || s.waits() && !s.aim().is_target()) && *s.aim() != Aim::This)
            {
                let condition = Box::new(crate::cards::condition::Condition::Not(Box::new(condition)));
                steps.push(EffectStep::IfHolds { condition, effect: SpellEffect { steps: then }.into() });
                continue;
            }
            steps.extend(read::counted_step(sentence)?);
        }
        SpellEffect::checked(steps, it)
    }

    /// The steps read, where they make sense together: `None` where they don't.
    fn checked(mut steps: Vec<EffectStep>, it: bool) -> Option<SpellEffect> {
        // A step under a condition that waits for a choice (Chart a Course's discard) is the
        // effect's last, after no other choice: what follows a choice waits for it (608.2c,
        // `continuing`), which a step under a condition doesn't tell the steps around it.
        let waits_inside = |s: &EffectStep| match s {
            EffectStep::IfHolds { effect, .. } => effect.steps.iter().any(EffectStep::waits),
            _ => false,
        };
        if let Some(i) = steps.iter().position(waits_inside)
            && (i + 1 != steps.len() || steps[..i].iter().any(|s| s.waits() || waits_inside(s)))
        {
            return None;
        }
        // "target spell with converted mana cost X": a target is chosen before the spell's X is
        // known to the rules here (601.2b-c), so it isn't read.
        if steps.iter().any(|s| s.aim().is_target() && s.aim().wanted().is_some_and(Wanted::says_x)) {
            return None;
        }
        // 608.2n: the spell shuffled into its owner's library as the last thing it does.
        if steps.iter().rev().skip(1).any(|s| matches!(s, EffectStep::ShuffleThisIntoLibrary)) {
            return None;
        }
        // A count is made as the actions are, before any is carried out: only after steps that
        // don't change what it counts (608.2h).
        for (i, s) in steps.iter().enumerate() {
            let still = |x: &EffectStep| {
                matches!(
                    x,
                    EffectStep::Damage { .. }
                        | EffectStep::Pump { .. }
                        | EffectStep::GainKeyword { .. }
                        | EffectStep::Tap(_)
                        | EffectStep::Untap(_)
                        | EffectStep::TapOrUntap(_)
                        | EffectStep::GainLife { .. }
                        | EffectStep::LoseLife { .. }
                        | EffectStep::ChooseTarget(_)
                        | EffectStep::ChooseColor
                )
            };
            // The mana value of the card the step before put into a hand (Dark Confidant's)
            // stays what it was.
            // (So the mana value of the target card the step before put onto the battlefield,
            // Reanimate's.)
            let card_moved = i > 0
                && matches!(steps[i - 1], EffectStep::TopToHand { .. } | EffectStep::ReturnToBattlefield { .. })
                && matches!(s.amount(), Some(Amount::Count { what, .. }) if matches!(**what, Count::ManaValue(Aim::It)));
            // A life total counted after cards drawn or creatures tapped or pumped, which no life
            // changes (Infernal Contract's "Draw four cards. You lose half your life").
            let life_counted =
                matches!(s.amount(), Some(Amount::Count { what, .. }) if matches!(**what, Count::HalfLifeRoundedUp(_)));
            let life_kept = |x: &EffectStep| {
                matches!(x, EffectStep::Draw { .. })
                    || still(x)
                        && !matches!(
                            x,
                            EffectStep::Damage { .. } | EffectStep::GainLife { .. } | EffectStep::LoseLife { .. }
                        )
            };
            if life_counted && !steps[..i].iter().all(life_kept) {
                return None;
            }
            // "the number of creatures exiled this way": what the step right before, a destroy
            // or an exile of all of a kind, did (counted from its actions).
            let this_way =
                matches!(s.amount(), Some(Amount::Count { what, .. }) if matches!(**what, Count::ThisWay { .. }));
            let moved_all =
                |x: &EffectStep| matches!(x, EffectStep::Destroy(Aim::All(_)) | EffectStep::Exile(Aim::All(_)));
            if this_way && !(i > 0 && moved_all(&steps[i - 1])) {
                return None;
            }
            let counts = s.amount().is_some_and(Amount::counts) && !this_way;
            if counts && !steps[..i].iter().all(still) && !card_moved && !life_counted {
                return None;
            }
        }
        // "its converted mana cost": only of the card the step right before put into a hand, or
        // the target card it put onto the battlefield (Reanimate's, counted as it was).
        for (i, s) in steps.iter().enumerate() {
            let mana_value =
                matches!(s.amount(), Some(Amount::Count { what, .. }) if matches!(**what, Count::ManaValue(_)));
            let named = |x: &EffectStep| match x {
                EffectStep::TopToHand { .. } => true,
                EffectStep::ReturnToBattlefield { aim, .. } => matches!(aim, Aim::Target(_)),
                _ => false,
            };
            // Or, first, of the spell a cast trigger's event named ("that spell's mana value").
            if mana_value && !(i > 0 && named(&steps[i - 1])) && !(i == 0 && it) {
                return None;
            }
        }
        // "the life lost this way": only right after a step that makes players lose life.
        for (i, s) in steps.iter().enumerate() {
            if matches!(s, EffectStep::GainLifeLost { .. })
                && !(i > 0 && matches!(steps[i - 1], EffectStep::LoseLife { .. }))
            {
                return None;
            }
        }
        // 701.44a: an exploration's choice comes once the effect is done, with nothing to wait
        // for it: the last step, and the effect's one choice.
        let explores = steps.iter().position(|s| matches!(s, EffectStep::Explore(_)));
        if explores.is_some_and(|i| i + 1 != steps.len() || steps.iter().any(EffectStep::waits)) {
            return None;
        }
        // One choice a player makes as it resolves: the steps after it wait for it
        // (`ops::continuing`); a second would wait for the first.
        if steps.iter().filter(|s| s.waits()).count() > 1 {
            return None;
        }
        // One "up to" word: which of its slots were left unchosen is then plain (`Slots::place`).
        if steps.iter().filter(|s| matches!(s.aim(), Aim::Targets { up_to: true, .. })).count() > 1 {
            return None;
        }
        // "It" names the target of a step before it; in a delayed ability, what the step before
        // acted on (603.7c).
        // 701.19c: "It / They can't be regenerated" names what the destroy step before it does.
        for i in 0..steps.len() {
            if let EffectStep::NoRegeneration(_) = steps[i] {
                let aim = match i.checked_sub(1).map(|j| &steps[j]) {
                    Some(EffectStep::Destroy(a)) if a.is_target() => Aim::It,
                    Some(EffectStep::Destroy(a @ Aim::All(_))) => a.clone(),
                    _ => return None,
                };
                steps[i] = EffectStep::NoRegeneration(aim);
            }
        }
        let mut named = it;
        let mut objects = it;
        // 702.92a: "create a Germ token, then attach this to it": the token just made.
        let mut made = false;
        for s in &mut steps {
            if made && matches!(s, EffectStep::AttachThis(Aim::It)) {
                made = false;
                continue;
            }
            made = matches!(s, EffectStep::CreateTokens { n: Amount::Fixed(1), .. });
            // "the exiled card" after a target names that target ("Exile target creature.
            // Return the exiled card ..."), else what its source's abilities exiled (607.2a).
            if let EffectStep::ReturnToBattlefield { aim, .. } = s
                && *aim == Aim::ExiledWithThis
                && named
            {
                *aim = Aim::It;
            }
            // A fight's or bite's creature named before it.
            let by_it =
                matches!(s, EffectStep::Fight { with: Aim::It, .. } | EffectStep::DamageByPower { by: Aim::It, .. });
            if by_it && !named {
                return None;
            }
            match s.aim() {
                a if a.is_target() => named = true,
                // "Return [this] from your graveyard to the battlefield. It gains haste.": the
                // object it moved.
                Aim::This if matches!(s, EffectStep::ReturnToBattlefield { .. }) => named = true,
                Aim::It | Aim::ItsController if !named => return None,
                _ => {}
            }
            if let EffectStep::Delayed { effect, .. } = s
                && effect.steps.iter().any(|x| *x.aim() == Aim::It)
                && !objects
            {
                return None;
            }
            objects = s.names_objects();
        }
        let effect = SpellEffect { steps };
        (!effect.uses_x(false)).then_some(effect)
    }
}
