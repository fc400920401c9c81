//! What an action names: its variant, the players and the object ids in it, and the ids it
//! introduces. Every list is one match with no wildcard.

use super::*;

impl Action {
    /// Every variant's name, in the order of the enum: what a test that must cover every action
    /// goes through ([`Action::variant`] names one).
    pub const VARIANTS: &[&str] = &[
        "Transform",
        "TransformAll",
        "Convert",
        "TurnFaceDown",
        "TurnFaceUp",
        "TurnFaceUpForCost",
        "Manifest",
        "Cloak",
        "ManifestDread",
        "Move",
        "PutOntoBattlefield",
        "PlayLand",
        "Cast",
        "Resolve",
        "CreateToken",
        "Incubate",
        "AddCounters",
        "RemoveCounters",
        "Attach",
        "Unattach",
        "Tap",
        "Untap",
        "Destroy",
        "Sacrifice",
        "KeepLegend",
        "ChooseProtector",
        "Meld",
        "OrderTriggers",
        "ChooseTargets",
        "ChooseMay",
        "ChooseChapter",
        "Flip",
        "PhaseOut",
        "PhaseIn",
        "GainControl",
        "Damage",
        "ModifyPT",
        "SetPT",
        "SwitchPT",
        "ChangeText",
        "BecomeColors",
        "AddTypes",
        "GainAbility",
        "LoseAllAbilities",
        "BecomeCopy",
        "Stack",
        "ResolveAbility",
        "CopySpell",
        "ExileAndReturn",
        "PassTurn",
        "NextStep",
        "Draw",
        "Mulligan",
        "Reveal",
        "RevealHand",
        "LookAtTop",
        "Scry",
        "Surveil",
        "Conceal",
        "TopRevealed",
        "Search",
        "Arrow",
        "ClearArrows",
        "DiscardAtRandom",
        "AddCard",
        "DamagePlayer",
        "CommanderChoice",
        "Note",
        "Mill",
        "SetDayNight",
        "Shuffle",
        "Roll",
        "FlipCoin",
        "ChangeLife",
        "SetLife",
        "Concede",
        "TimeRanOut",
        "PlayerCounters",
        "SetMode",
        "PassPriority",
        "SetStops",
        "DeclareAttackers",
        "DeclareBlockers",
        "AssignCombatDamage",
        "AddMana",
        "TapForMana",
        "PayCost",
        "By",
    ];

    /// This action's variant name. The match has no wildcard: a new variant doesn't compile
    /// until it is named here, and [`Action::VARIANTS`] lists it.
    pub fn variant(&self) -> &'static str {
        use Action::*;
        match self {
            Transform(..) => "Transform",
            TransformAll(..) => "TransformAll",
            Convert(..) => "Convert",
            TurnFaceDown { .. } => "TurnFaceDown",
            TurnFaceUp(..) => "TurnFaceUp",
            TurnFaceUpForCost(..) => "TurnFaceUpForCost",
            Manifest { .. } => "Manifest",
            Cloak { .. } => "Cloak",
            ManifestDread { .. } => "ManifestDread",
            Move { .. } => "Move",
            PutOntoBattlefield { .. } => "PutOntoBattlefield",
            PlayLand(..) => "PlayLand",
            Cast { .. } => "Cast",
            Resolve => "Resolve",
            CreateToken { .. } => "CreateToken",
            Incubate { .. } => "Incubate",
            AddCounters { .. } => "AddCounters",
            RemoveCounters { .. } => "RemoveCounters",
            Attach { .. } => "Attach",
            Unattach(..) => "Unattach",
            Tap(..) => "Tap",
            Untap(..) => "Untap",
            Destroy(..) => "Destroy",
            Sacrifice(..) => "Sacrifice",
            KeepLegend(..) => "KeepLegend",
            ChooseProtector { .. } => "ChooseProtector",
            Meld(..) => "Meld",
            OrderTriggers { .. } => "OrderTriggers",
            ChooseTargets { .. } => "ChooseTargets",
            ChooseMay { .. } => "ChooseMay",
            ChooseChapter { .. } => "ChooseChapter",
            Flip(..) => "Flip",
            PhaseOut(..) => "PhaseOut",
            PhaseIn(..) => "PhaseIn",
            GainControl { .. } => "GainControl",
            Damage { .. } => "Damage",
            ModifyPT { .. } => "ModifyPT",
            SetPT { .. } => "SetPT",
            SwitchPT { .. } => "SwitchPT",
            ChangeText { .. } => "ChangeText",
            BecomeColors { .. } => "BecomeColors",
            AddTypes { .. } => "AddTypes",
            GainAbility { .. } => "GainAbility",
            LoseAllAbilities { .. } => "LoseAllAbilities",
            BecomeCopy { .. } => "BecomeCopy",
            Stack { .. } => "Stack",
            ResolveAbility(..) => "ResolveAbility",
            CopySpell { .. } => "CopySpell",
            ExileAndReturn { .. } => "ExileAndReturn",
            PassTurn => "PassTurn",
            NextStep => "NextStep",
            Draw { .. } => "Draw",
            Mulligan { .. } => "Mulligan",
            Reveal { .. } => "Reveal",
            RevealHand { .. } => "RevealHand",
            LookAtTop { .. } => "LookAtTop",
            Scry { .. } => "Scry",
            Surveil { .. } => "Surveil",
            Conceal(..) => "Conceal",
            TopRevealed { .. } => "TopRevealed",
            Search { .. } => "Search",
            Arrow { .. } => "Arrow",
            ClearArrows => "ClearArrows",
            DiscardAtRandom { .. } => "DiscardAtRandom",
            AddCard { .. } => "AddCard",
            DamagePlayer { .. } => "DamagePlayer",
            CommanderChoice { .. } => "CommanderChoice",
            Note { .. } => "Note",
            Mill { .. } => "Mill",
            SetDayNight(..) => "SetDayNight",
            Shuffle { .. } => "Shuffle",
            Roll { .. } => "Roll",
            FlipCoin { .. } => "FlipCoin",
            ChangeLife { .. } => "ChangeLife",
            SetLife { .. } => "SetLife",
            Concede { .. } => "Concede",
            TimeRanOut { .. } => "TimeRanOut",
            PlayerCounters { .. } => "PlayerCounters",
            SetMode(..) => "SetMode",
            PassPriority { .. } => "PassPriority",
            SetStops { .. } => "SetStops",
            DeclareAttackers { .. } => "DeclareAttackers",
            DeclareBlockers { .. } => "DeclareBlockers",
            AssignCombatDamage { .. } => "AssignCombatDamage",
            AddMana { .. } => "AddMana",
            TapForMana { .. } => "TapForMana",
            PayCost { .. } => "PayCost",
            By { .. } => "By",
        }
    }
}

impl Action {
    /// The players an action names by name (who acts, who is chosen, who is shown, who controls
    /// what is made). The match has no wildcard: a new variant doesn't compile until it says
    /// which players it names, so a scene's check of them ([`crate::scene`]) misses none.
    pub fn players(&self) -> Vec<&PlayerId> {
        use Action::*;
        match self {
            Manifest { player }
            | Cloak { player }
            | ManifestDread { player, .. }
            | Incubate { player, .. }
            | Shuffle { player }
            | Draw { player, .. }
            | Mill { player, .. }
            | Mulligan { player }
            | Roll { player, .. }
            | FlipCoin { player }
            | LookAtTop { player, .. }
            | DiscardAtRandom { player, .. }
            | Search { player }
            | TopRevealed { player, .. }
            | Scry { player, .. }
            | Surveil { player, .. }
            | ChooseProtector { player, .. }
            | OrderTriggers { player, .. }
            | ChooseTargets { player, .. }
            | ChooseMay { player, .. }
            | GainControl { player, .. }
            | ChangeLife { player, .. }
            | SetLife { player, .. }
            | PlayerCounters { player, .. }
            | Concede { player }
            | TimeRanOut { player }
            | PassPriority { player, .. }
            | SetStops { player, .. }
            | DeclareBlockers { player, .. }
            | AddMana { player, .. }
            | PayCost { player, .. }
            | DamagePlayer { player, .. } => vec![player],
            DeclareAttackers { player, attackers } => {
                std::iter::once(player).chain(attackers.iter().filter_map(|(_, t)| t.player())).collect()
            }
            AssignCombatDamage { to, .. } => to.iter().filter_map(|(t, _)| t.player()).collect(),
            Reveal { to, .. } => to.iter().collect(),
            RevealHand { player, to } => std::iter::once(player).chain(to.iter()).collect(),
            CopySpell { controller, .. } => controller.iter().collect(),
            PutOntoBattlefield { controller, attached_to, .. } => {
                controller.iter().chain(attached_to.iter().filter_map(Target::player)).collect()
            }
            CreateToken { controller, attached_to, .. } => {
                std::iter::once(controller).chain(attached_to.iter().filter_map(Target::player)).collect()
            }
            AddCard { owner, .. } => vec![owner],
            ExileAndReturn { under, .. } => under.iter().collect(),
            Cast { targets, .. } => targets.iter().filter_map(Target::player).collect(),
            Attach { to, .. } | Arrow { to, .. } => to.player().into_iter().collect(),
            Stack { effect, targets, .. } => {
                let mut v = effect.players();
                v.extend(targets.iter().filter_map(Target::player));
                v
            }
            By { player, action } => std::iter::once(player).chain(action.players()).collect(),
            Transform(_)
            | TransformAll(_)
            | Convert(_)
            | TurnFaceDown { .. }
            | TurnFaceUp(_)
            | TurnFaceUpForCost(_)
            | Move { .. }
            | PlayLand(_)
            | Resolve
            | AddCounters { .. }
            | RemoveCounters { .. }
            | Unattach(_)
            | Tap(_)
            | Untap(_)
            | Destroy(_)
            | Sacrifice(_)
            | KeepLegend(_)
            | Meld(_)
            | ChooseChapter { .. }
            | Flip(_)
            | PhaseOut(_)
            | PhaseIn(_)
            | Damage { .. }
            | ModifyPT { .. }
            | SetPT { .. }
            | SwitchPT { .. }
            | ChangeText { .. }
            | BecomeColors { .. }
            | AddTypes { .. }
            | GainAbility { .. }
            | LoseAllAbilities { .. }
            | BecomeCopy { .. }
            | ResolveAbility(_)
            | PassTurn
            | NextStep
            | Conceal(_)
            | ClearArrows
            | CommanderChoice { .. }
            | Note { .. }
            | SetMode(_)
            | TapForMana { .. }
            | SetDayNight(_) => Vec::new(),
        }
    }
}

impl Action {
    /// The targets this action names (objects or players, 115.1), to settle them. The match has
    /// no wildcard: a new variant with a [`Target`] doesn't compile until it is listed here.
    pub fn targets_mut(&mut self) -> Vec<&mut Target> {
        use Action::*;
        match self {
            PutOntoBattlefield { attached_to, .. } | CreateToken { attached_to, .. } => {
                attached_to.iter_mut().collect()
            }
            Cast { targets, .. } => targets.iter_mut().collect(),
            Attach { to, .. } | Arrow { to, .. } => vec![to],
            DeclareAttackers { attackers, .. } => attackers.iter_mut().map(|(_, t)| t).collect(),
            AssignCombatDamage { to, .. } => to.iter_mut().map(|(t, _)| t).collect(),
            Stack { effect, targets, .. } => {
                let mut v = effect.targets_mut();
                v.extend(targets.iter_mut());
                v
            }
            By { action, .. } => action.targets_mut(),
            ChooseTargets { targets, .. } => targets.iter_mut().collect(),
            Transform(_)
            | TransformAll(_)
            | Convert(_)
            | TurnFaceDown { .. }
            | TurnFaceUp(_)
            | TurnFaceUpForCost(_)
            | Manifest { .. }
            | Cloak { .. }
            | ManifestDread { .. }
            | Move { .. }
            | PlayLand(_)
            | Resolve
            | Incubate { .. }
            | AddCounters { .. }
            | RemoveCounters { .. }
            | Unattach(_)
            | Tap(_)
            | Untap(_)
            | Destroy(_)
            | Sacrifice(_)
            | KeepLegend(_)
            | ChooseProtector { .. }
            | Meld(_)
            | ChooseChapter { .. }
            | OrderTriggers { .. }
            | ChooseMay { .. }
            | Flip(_)
            | PhaseOut(_)
            | PhaseIn(_)
            | GainControl { .. }
            | Damage { .. }
            | ModifyPT { .. }
            | SetPT { .. }
            | SwitchPT { .. }
            | ChangeText { .. }
            | BecomeColors { .. }
            | AddTypes { .. }
            | GainAbility { .. }
            | LoseAllAbilities { .. }
            | BecomeCopy { .. }
            | ResolveAbility(_)
            | CopySpell { .. }
            | ExileAndReturn { .. }
            | PassTurn
            | NextStep
            | Draw { .. }
            | Mulligan { .. }
            | Reveal { .. }
            | RevealHand { .. }
            | LookAtTop { .. }
            | Scry { .. }
            | Surveil { .. }
            | Conceal(_)
            | TopRevealed { .. }
            | Search { .. }
            | ClearArrows
            | DiscardAtRandom { .. }
            | AddCard { .. }
            | DamagePlayer { .. }
            | CommanderChoice { .. }
            | Note { .. }
            | Mill { .. }
            | SetDayNight(_)
            | Shuffle { .. }
            | Roll { .. }
            | FlipCoin { .. }
            | ChangeLife { .. }
            | SetLife { .. }
            | Concede { .. }
            | TimeRanOut { .. }
            | SetMode(_)
            | PassPriority { .. }
            | SetStops { .. }
            | DeclareBlockers { .. }
            | AddMana { .. }
            | TapForMana { .. }
            | PayCost { .. }
            | PlayerCounters { .. } => Vec::new(),
        }
    }

    /// Turns each target written as a plain name that `is_player` knows into a
    /// [`Target::Player`] (a scene writes `targets: ["Bob"]`; see [`Target`]).
    pub fn settle_targets(&mut self, is_player: impl Fn(&str) -> bool) {
        for t in self.targets_mut() {
            if let Target::Object(name) = t
                && is_player(name)
            {
                *t = Target::Player(PlayerId(std::mem::take(name)));
            }
        }
    }
}

/// The object ids an action names, by reference or mutably: one list for both.
macro_rules! action_ids {
    ($self:expr, $iter:ident, $recurse:ident, $object:path) => {{
        use Action::*;
        match $self {
            Transform(c) | Convert(c) | TurnFaceUp(c) | TurnFaceUpForCost(c) | Unattach(c) | Tap(c) | Untap(c)
            | ResolveAbility(c) | Conceal(c) | Destroy(c) | Sacrifice(c) | KeepLegend(c) | PhaseOut(c) | PhaseIn(c)
            | Meld(c) | Flip(c) | PlayLand(c) => {
                vec![c]
            }
            TurnFaceDown { card, .. }
            | Move { card, .. }
            | Reveal { card, .. }
            | Note { card, .. }
            | DamagePlayer { source: card, .. }
            | CommanderChoice { card, .. }
            | ExileAndReturn { card, .. }
            | ChooseProtector { card, .. }
            | GainControl { card, .. }
            | AddCounters { card, .. }
            | RemoveCounters { card, .. }
            | ModifyPT { card, .. }
            | SetPT { card, .. }
            | SwitchPT { card, .. }
            | AddTypes { card, .. }
            | ChangeText { card, .. }
            | CopySpell { spell: card, .. }
            | BecomeColors { card, .. }
            | TapForMana { card, .. }
            | GainAbility { card, .. }
            | LoseAllAbilities { card, .. } => vec![card],
            DeclareAttackers { attackers, .. } => {
                attackers.$iter().flat_map(|(a, t)| std::iter::once(a).chain($object(t))).collect()
            }
            Damage { card, source, .. } => std::iter::once(card).chain(source.$iter()).collect(),
            DeclareBlockers { blockers, .. } => blockers.$iter().flat_map(|(b, a)| [b, a]).collect(),
            AssignCombatDamage { card, to } => {
                std::iter::once(card).chain(to.$iter().filter_map(|(t, _)| $object(t))).collect()
            }
            Attach { card, to } | Arrow { from: card, to, .. } => std::iter::once(card).chain($object(to)).collect(),
            Cast { card, targets, .. } | ChooseTargets { ability: card, targets, .. } => {
                std::iter::once(card).chain(targets.$iter().filter_map($object)).collect()
            }
            Scry { top, bottom: rest, .. } | Surveil { top, graveyard: rest, .. } => top.$iter().chain(rest).collect(),
            PutOntoBattlefield { card, copy_of, attached_to, .. } => {
                std::iter::once(card).chain(copy_of.$iter()).chain(attached_to.$iter().filter_map($object)).collect()
            }
            BecomeCopy { card, of, .. } => vec![card, of],
            ChooseChapter { card, .. } | ChooseMay { ability: card, .. } => vec![card],
            CreateToken { token, attached_to, .. } => {
                let mut v: Vec<_> = attached_to.$iter().filter_map($object).collect();
                if let TokenKind::CopyOf(c) | TokenKind::CopyOfExcept { card: c, .. } = token {
                    v.push(c);
                }
                v
            }
            Stack { source, effect, targets, .. } => {
                let mut v = vec![source];
                v.extend(effect.$recurse());
                v.extend(targets.$iter().filter_map($object));
                v
            }
            By { action, .. } => action.$recurse(),
            OrderTriggers { .. }
            | TransformAll(_)
            | Manifest { .. }
            | Cloak { .. }
            | ManifestDread { .. }
            | Resolve
            | Incubate { .. }
            | PassTurn
            | NextStep
            | Draw { .. }
            | Mulligan { .. }
            | RevealHand { .. }
            | Search { .. }
            | TopRevealed { .. }
            | ClearArrows
            | DiscardAtRandom { .. }
            | LookAtTop { .. }
            | Mill { .. }
            | SetDayNight(_)
            | Shuffle { .. }
            | Roll { .. }
            | FlipCoin { .. }
            | ChangeLife { .. }
            | SetLife { .. }
            | Concede { .. }
            | TimeRanOut { .. }
            | PlayerCounters { .. }
            | SetMode(_)
            | PassPriority { .. }
            | SetStops { .. }
            | AddMana { .. }
            | PayCost { .. }
            | AddCard { .. } => Vec::new(),
        }
    }};
}

impl Action {
    /// The object ids this action names (for load-time checks).
    pub fn ids(&self) -> Vec<&Id> {
        action_ids!(self, iter, ids, Target::object)
    }

    /// The object ids this action names, to rewrite them (a seat's ids into the table's labels).
    pub fn ids_mut(&mut self) -> Vec<&mut Id> {
        action_ids!(self, iter_mut, ids_mut, Target::object_mut)
    }

    /// The ids this action introduces (tokens and stacked abilities).
    pub fn new_ids(&self) -> Vec<Id> {
        match (self, self.new_id()) {
            (Action::CreateToken { count: Some(n), .. }, Some(id)) if *n > 1 => {
                (1..=*n).map(|i| format!("{id}#{i}")).collect()
            }
            (_, id) => id.into_iter().cloned().collect(),
        }
    }

    /// The id this action gives what it creates (a token, a stacked ability, a card brought in,
    /// a spell's copy), if it creates something.
    pub fn new_id(&self) -> Option<&Id> {
        action_new_id!(self, new_id)
    }

    /// [`Action::new_id`], to pick it anew (a networked host picks its own).
    pub fn new_id_mut(&mut self) -> Option<&mut Id> {
        action_new_id!(self, new_id_mut)
    }
}

/// The id an action gives what it creates, by reference or mutably: one list for both, with no
/// wildcard.
macro_rules! action_new_id {
    ($self:expr, $recurse:ident) => {{
        use Action::*;
        match $self {
            CreateToken { id, .. }
            | Incubate { id, .. }
            | Stack { id, .. }
            | AddCard { id, .. }
            | CopySpell { id, .. } => Some(id),
            By { action, .. } => action.$recurse(),
            Transform(_)
            | TransformAll(_)
            | Convert(_)
            | TurnFaceDown { .. }
            | TurnFaceUp(_)
            | TurnFaceUpForCost(_)
            | Manifest { .. }
            | Cloak { .. }
            | ManifestDread { .. }
            | Move { .. }
            | PutOntoBattlefield { .. }
            | PlayLand(_)
            | Cast { .. }
            | Resolve
            | AddCounters { .. }
            | RemoveCounters { .. }
            | Attach { .. }
            | Unattach(_)
            | Tap(_)
            | Untap(_)
            | Destroy(_)
            | Sacrifice(_)
            | KeepLegend(_)
            | ChooseProtector { .. }
            | Meld(_)
            | ChooseChapter { .. }
            | OrderTriggers { .. }
            | ChooseTargets { .. }
            | ChooseMay { .. }
            | Flip(_)
            | PhaseOut(_)
            | PhaseIn(_)
            | GainControl { .. }
            | Damage { .. }
            | ModifyPT { .. }
            | SetPT { .. }
            | SwitchPT { .. }
            | ChangeText { .. }
            | BecomeColors { .. }
            | AddTypes { .. }
            | GainAbility { .. }
            | LoseAllAbilities { .. }
            | BecomeCopy { .. }
            | ResolveAbility(_)
            | ExileAndReturn { .. }
            | PassTurn
            | NextStep
            | Draw { .. }
            | Mulligan { .. }
            | Reveal { .. }
            | RevealHand { .. }
            | LookAtTop { .. }
            | Scry { .. }
            | Surveil { .. }
            | Conceal(_)
            | TopRevealed { .. }
            | Search { .. }
            | Arrow { .. }
            | ClearArrows
            | DiscardAtRandom { .. }
            | DamagePlayer { .. }
            | CommanderChoice { .. }
            | Note { .. }
            | Mill { .. }
            | SetDayNight(_)
            | Shuffle { .. }
            | Roll { .. }
            | FlipCoin { .. }
            | ChangeLife { .. }
            | SetLife { .. }
            | Concede { .. }
            | TimeRanOut { .. }
            | SetMode(_)
            | PassPriority { .. }
            | SetStops { .. }
            | DeclareAttackers { .. }
            | DeclareBlockers { .. }
            | AssignCombatDamage { .. }
            | AddMana { .. }
            | TapForMana { .. }
            | PayCost { .. }
            | PlayerCounters { .. } => None,
        }
    }};
}
use action_new_id;
