//! Who may ask for what at a networked table. Deny by default: every [`Action`] variant is
//! named in one match with no wildcard, so a new variant doesn't compile until someone says who
//! may send it. A seat acts on what it controls (a card in a hand or library: what it owns),
//! for itself, and on the turn when it is its turn; anything else is refused, and an action on
//! another player's object says whose it is ([`Denied::owner`]), so the host can put it to them
//! (`net::consent`), as across a paper table.

use bevy::prelude::*;

use crate::i18n::Said;
use crate::rules::Turn;
use crate::rules::action::{Action, ObjectId, Zone};
use crate::rules::object::{Controller, InZone, Labels, Owner, Players, StackedAbility};
use crate::rules::query::player_name;

/// Why a seat may not ask for something.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Denied {
    /// What the seat is told, in its own language.
    pub why: crate::i18n::Said,
    /// The players who may allow it, every one of them (`net::consent`): who controls each
    /// object it would act on, and each player whose game it would change. Empty for what no one
    /// may allow (another player's hand or library, acting for another player, the turn).
    pub owners: Vec<String>,
}

impl Denied {
    /// Both parts of an action must be allowed: no one may allow it if no one may allow either
    /// part, else every player either part needs.
    fn and(self, other: Result<(), Denied>) -> Denied {
        match other {
            Ok(()) => self,
            Err(_) if self.owners.is_empty() => self,
            Err(d) if d.owners.is_empty() => d,
            Err(d) => {
                let mut owners = self.owners;
                for o in d.owners {
                    if !owners.iter().any(|x| x.eq_ignore_ascii_case(&o)) {
                        owners.push(o);
                    }
                }
                Denied { why: self.why, owners }
            }
        }
    }
}

/// Both checks, as one: see [`Denied::and`].
fn both(a: Result<(), Denied>, b: Result<(), Denied>) -> Result<(), Denied> {
    match a {
        Ok(()) => b,
        Err(d) => Err(d.and(b)),
    }
}

impl crate::i18n::SaidIn for Denied {
    fn said_in(&self, lang: crate::i18n::Lang) -> String {
        self.why.text_in(lang)
    }
}

crate::i18n::display_in_english!(Denied);

fn denied(why: crate::i18n::Said) -> Denied {
    Denied { why, owners: Vec::new() }
}

/// Whether `seat` may ask for `action` (its ids already the table's labels).
pub fn authorize(world: &mut World, seat: Entity, action: &Action) -> Result<(), Denied> {
    let me = player_name(world, seat);
    // Nothing in another player's hand or library, named anywhere in the action, is touched.
    for id in action.ids() {
        let Some(e) = world.resource::<Labels>().0.get(id.as_str()).copied() else { continue };
        let (Some(z), Some(o)) = (world.get::<InZone>(e), world.get::<Owner>(e)) else { continue };
        if matches!(z.zone, Zone::Hand | Zone::Library) && o.0 != seat {
            let id = if z.zone == Zone::Hand { "net-cant-touch-hand" } else { "net-cant-touch-library" };
            return Err(denied(Said::new(id, &[("name", &me)])));
        }
    }
    let mut check = Check { world, seat, me: &me };
    use Action::*;
    match action {
        // Acting on an object: its controller does.
        Transform(c)
        | Convert(c)
        | TurnFaceDown { card: c, .. }
        | TurnFaceUp(c)
        | TurnFaceUpForCost(c)
        | Move { card: c, .. }
        | AddCounters { card: c, .. }
        | RemoveCounters { card: c, .. }
        | Unattach(c)
        | Tap(c)
        | Untap(c)
        | RemoveFromCombat(c)
        | Destroy(c)
        | Sacrifice(c)
        | KeepLegend(c)
        | ChooseProtector { card: c, .. }
        | Meld(c)
        | ChooseChapter { card: c, .. }
        | ChooseAsEnters { card: c, .. }
        | Flip(c)
        | PhaseOut(c)
        | PhaseIn(c)
        | ModifyPT { card: c, .. }
        | SetPT { card: c, .. }
        | SwitchPT { card: c, .. }
        | ChangeText { card: c, .. }
        | BecomeColors { card: c, .. }
        | AddTypes { card: c, .. }
        | GainAbility { card: c, .. }
        | LoseAllAbilities { card: c, .. }
        | Reveal { card: c, .. }
        | Conceal(c)
        | CommanderChoice { card: c, .. }
        | Note { card: c, .. }
        | ResolveAbility(c) => check.controls(c),
        // Acting on one object, naming others only to point at them (a host, a target, what is
        // copied): its controller does, and gives it to no one else.
        Attach { card, .. } | BecomeCopy { card, .. } | Cast { card, .. } | Activate { card, .. } | PlayLand(card) => {
            check.controls(card)
        }
        GainControl { card, .. } => check.controls(card),
        // The attacking creature's controller asks it, and the blocking one's must allow it: it
        // changes their blocks.
        MustBlock { card, attacker } => both(check.controls(attacker), check.controls(card)),
        ExileAndReturn { card, under, .. } => {
            check.controls(card)?;
            under.as_deref().map_or(Ok(()), |p| check.is_me(p))
        }
        PutOntoBattlefield { card, controller, .. } => {
            check.controls(card)?;
            controller.as_deref().map_or(Ok(()), |p| check.is_me(p))
        }
        Arrow { from, .. } | RemoveArrow { from, .. } => check.controls(from),
        // Damage from a source (its deathtouch, its lifelink) is dealt by that source's controller.
        Damage { card, source, .. } => {
            let card = check.controls(card);
            both(card, source.as_ref().map_or(Ok(()), |s| check.controls(s)))
        }
        // At an assisted table, damage to another player changes their game: theirs to allow
        // too, as tapping their lands is (a free table is the players' own to run).
        DamagePlayer { source, player, .. } => {
            let source = check.controls(source);
            let assisted = crate::rules::ops::priority::assisted(check.world);
            both(source, if assisted { check.allows(player) } else { Ok(()) })
        }
        // An ability is checked whole: its source, and what it would do, as if the seat asked
        // for that itself; every player either needs must allow it.
        Stack { source, effect, .. } => {
            let source = check.controls(source);
            both(source, authorize(check.world, seat, effect))
        }
        // A seat speaks only for itself.
        By { player, action } => {
            check.is_me(player)?;
            authorize(check.world, seat, action)
        }
        // A copy is its controller's: the seat copies a spell for itself, or copies its own.
        CopySpell { spell, controller, .. } => match controller.as_deref() {
            Some(p) => check.is_me(p),
            None => check.controls(spell),
        },
        // Resolving: at a free table, the top of the stack's controller says it resolves; at an
        // assisted one, priority does (below).
        Resolve if !crate::rules::ops::priority::assisted(check.world) => check.controls_top_of_stack(),
        // Every permanent it turns over must be the seat's.
        TransformAll(filter) => {
            let all = crate::rules::query::matching_permanents(check.world, filter);
            all.iter().try_for_each(|e| check.controls_entity(*e))
        }
        // For oneself only.
        Manifest { player }
        | Cloak { player }
        | ManifestDread { player, .. }
        | Incubate { player, .. }
        | Draw { player, .. }
        | Mulligan { player }
        | Keep { player, .. }
        | RevealHand { player, .. }
        | LookAtTop { player, .. }
        | Scry { player, .. }
        | Surveil { player, .. }
        | TopRevealed { player, .. }
        | Search { player }
        | EndSearch { player }
        | DiscardAtRandom { player, .. }
        | DiscardNamed { player, .. }
        | Mill { player, .. }
        | Shuffle { player }
        | Roll { player, .. }
        | FlipCoin { player }
        | ChangeLife { player, .. }
        | SetLife { player, .. }
        | Concede { player }
        | PlayerCounters { player, .. } => check.is_me(player),
        CreateToken { controller, .. } => check.is_me(controller),
        AddCard { owner, .. } => check.is_me(owner),
        // The turn: the active player moves it on, and says whether it is day or night. At an
        // assisted table priority moves it on: every player passes (117.4), and what is on top
        // of the stack resolves only then.
        PassTurn | NextStep | Resolve if crate::rules::ops::priority::assisted(check.world) => {
            Err(denied(Said::new("net-rules-run-turns", &[("name", check.me)])))
        }
        Resolve | PassTurn | NextStep | SetDayNight(_) => check.is_active(),
        // Priority, combat and mana: each player for themselves, on what they control.
        PassPriority { player, .. }
        | OrderTriggers { player, .. }
        | ChooseTargets { player, .. }
        | ChooseMode { player, .. }
        | ChooseMay { player, .. }
        | SetStops { player, .. }
        | DeclareAttackers { player, .. }
        | DeclareBlockers { player, .. }
        | AddMana { player, .. }
        | TapLandsForMana { player, .. }
        | PayCost { player, .. } => check.is_me(player),
        AssignCombatDamage { card, .. } | TapForMana { card, .. } => check.controls(card),
        // 608.2g: a cast during a resolution is the rules' to offer at an assisted table; at a
        // free one a seat may offer it to itself only. Declining is the offered seat's.
        OfferCast { .. } if crate::rules::ops::priority::assisted(check.world) => {
            Err(denied(Said::new("net-rules-offer-casts", &[("name", check.me)])))
        }
        OfferCast { player, card, .. } => {
            check.is_me(player)?;
            check.controls(card)
        }
        DeclineCast { player } => check.is_me(player),
        // 701.23a: what a search finds is its player's to say (the rules check the rest).
        Find { player, .. } => check.is_me(player),
        // 701.9b: the cards an effect has a player choose are theirs to name.
        ChooseCards { player, .. } | SeparatePiles { player, .. } | ChoosePile { player, .. } => check.is_me(player),
        // 118.12a: whether to pay is the payer's to say.
        PayUnless { player, .. } | ChooseColor { player, .. } | ChooseName { player, .. } => check.is_me(player),
        // How the table is run is the host's to say, and its clock's.
        SetMode(_) => Err(denied(Said::new("net-cant-change-mode", &[("name", check.me)]))),
        TimeRanOut { .. } => Err(denied(Said::new("net-clock-says", &[("name", check.me)]))),
        // Arrows are marks on the table, not game state: anyone clears them.
        ClearArrows => Ok(()),
    }
}

/// The checks, for one seat.
struct Check<'w, 'm> {
    world: &'w mut World,
    seat: Entity,
    me: &'m str,
}

impl Check<'_, '_> {
    fn is_me(&self, who: &str) -> Result<(), Denied> {
        if who.eq_ignore_ascii_case(self.me) {
            return Ok(());
        }
        Err(denied(Said::new("net-cant-act-for", &[("name", self.me), ("who", who)])))
    }

    /// What changes `who`'s game: theirs to allow, unless it is the seat's own.
    fn allows(&self, who: &str) -> Result<(), Denied> {
        if who.eq_ignore_ascii_case(self.me) {
            return Ok(());
        }
        let why = Said::new("net-theirs-to-allow", &[("name", self.me), ("owner", who)]);
        Err(Denied { why, owners: vec![who.to_string()] })
    }

    fn is_active(&self) -> Result<(), Denied> {
        let players = &self.world.resource::<Players>().0;
        let active = players.get(self.world.resource::<Turn>().active).copied();
        match active {
            Some(p) if p == self.seat => Ok(()),
            _ => Err(denied(Said::new("net-not-your-turn", &[("name", self.me)]))),
        }
    }

    /// The object an id names is the seat's to act on; an id that names nothing is left to the
    /// rules, which say so.
    fn controls(&self, id: &ObjectId) -> Result<(), Denied> {
        match self.world.resource::<Labels>().0.get(id.as_str()).copied() {
            Some(e) => self.controls_entity(e),
            None => Ok(()),
        }
    }

    fn controls_entity(&self, e: Entity) -> Result<(), Denied> {
        // An ability on the stack is its controller's, a card or token its controller's.
        let controller = self.world.get::<Controller>(e).map(|c| c.0).or_else(|| {
            self.world.get::<StackedAbility>(e).and_then(|s| self.world.get::<Controller>(s.source)).map(|c| c.0)
        });
        match controller {
            Some(c) if c == self.seat => Ok(()),
            Some(c) => {
                let owner = player_name(self.world, c);
                let why = Said::new("net-doesnt-control", &[("name", self.me), ("owner", &owner)]);
                Err(Denied { why, owners: vec![owner] })
            }
            None => Ok(()),
        }
    }

    fn controls_top_of_stack(&mut self) -> Result<(), Denied> {
        match crate::rules::query::stack_top(self.world) {
            Some(e) => self.controls_entity(e),
            None => Ok(()),
        }
    }
}
