//! What an action names: the object ids and players in it, its targets, and the ids it gives
//! what it creates. Read from the fields' types, not listed by hand: every type an action holds
//! says what it names ([`Names`]), and `#[derive(Names)]` walks each variant's fields through
//! them; a field marked `#[names(new)]` is the id of what the action creates. A new field type
//! doesn't compile until it says what it names.

use super::*;
use crate::cards::Color;

/// What a value names, walked by reference ([`Names::names`]) or mutably ([`Names::names_mut`]).
pub trait Names {
    /// Adds the object ids, players and new ids this value holds to `found`.
    fn names<'a>(&'a self, found: &mut Found<'a>);
    /// Adds what `found` asks for (object ids, targets or new ids) to it, to rewrite them.
    fn names_mut<'a>(&'a mut self, found: &mut FoundMut<'a>);
}

/// Object ids an action names: most name one or two, gathered without allocating.
pub type Ids<'a> = smallvec::SmallVec<[&'a ObjectId; 4]>;

/// What an action names, by reference.
#[derive(Default)]
pub struct Found<'a> {
    /// The object ids it names, in the order of its fields.
    pub objects: Ids<'a>,
    /// The players it names.
    pub players: Vec<&'a PlayerId>,
    /// The ids it gives what it creates (not those of an action it holds, such as a stacked
    /// ability's effect).
    pub new: Vec<&'a ObjectId>,
    /// How deep inside held actions the walk is.
    depth: usize,
}

impl<'a> Found<'a> {
    /// An id the action gives what it creates.
    pub fn created(&mut self, id: &'a ObjectId) {
        if self.depth == 0 {
            self.new.push(id);
        }
    }
}

/// Which part of an action [`FoundMut`] gathers to rewrite.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The object ids it names (its targets' among them).
    Objects,
    /// Its targets, objects or players.
    Targets,
    /// The ids it gives what it creates.
    New,
}

/// One part of what an action names, mutably.
pub struct FoundMut<'a> {
    part: Part,
    objects: Vec<&'a mut ObjectId>,
    targets: Vec<&'a mut Target>,
    depth: usize,
}

impl<'a> FoundMut<'a> {
    fn of(part: Part) -> FoundMut<'a> {
        FoundMut { part, objects: Vec::new(), targets: Vec::new(), depth: 0 }
    }
    /// An id the action gives what it creates.
    pub fn created(&mut self, id: &'a mut ObjectId) {
        if self.part == Part::New && self.depth == 0 {
            self.objects.push(id);
        }
    }
}

impl Names for ObjectId {
    fn names<'a>(&'a self, found: &mut Found<'a>) {
        found.objects.push(self);
    }
    fn names_mut<'a>(&'a mut self, found: &mut FoundMut<'a>) {
        if found.part == Part::Objects {
            found.objects.push(self);
        }
    }
}

impl Names for PlayerId {
    fn names<'a>(&'a self, found: &mut Found<'a>) {
        found.players.push(self);
    }
    fn names_mut<'a>(&'a mut self, _: &mut FoundMut<'a>) {}
}

impl Names for Target {
    fn names<'a>(&'a self, found: &mut Found<'a>) {
        match self {
            Target::Object(id) => found.objects.push(id),
            Target::Player(p) => found.players.push(p),
        }
    }
    fn names_mut<'a>(&'a mut self, found: &mut FoundMut<'a>) {
        match (found.part, self) {
            (Part::Targets, t) => found.targets.push(t),
            (Part::Objects, Target::Object(id)) => found.objects.push(id),
            _ => {}
        }
    }
}

impl Names for Box<Action> {
    /// An action held by another (a stacked ability's effect): what it names, but not its new
    /// ids, which are made when it is carried out.
    fn names<'a>(&'a self, found: &mut Found<'a>) {
        found.depth += 1;
        (**self).names(found);
        found.depth -= 1;
    }
    fn names_mut<'a>(&'a mut self, found: &mut FoundMut<'a>) {
        found.depth += 1;
        (**self).names_mut(found);
        found.depth -= 1;
    }
}

/// A value held in a box (a token's definition) names what the value names.
impl Names for Box<super::TokenSpec> {
    fn names<'a>(&'a self, found: &mut Found<'a>) {
        (**self).names(found);
    }
    fn names_mut<'a>(&'a mut self, found: &mut FoundMut<'a>) {
        (**self).names_mut(found);
    }
}

impl<T: Names> Names for Option<T> {
    fn names<'a>(&'a self, found: &mut Found<'a>) {
        if let Some(x) = self {
            x.names(found);
        }
    }
    fn names_mut<'a>(&'a mut self, found: &mut FoundMut<'a>) {
        if let Some(x) = self {
            x.names_mut(found);
        }
    }
}

impl<T: Names> Names for Vec<T> {
    fn names<'a>(&'a self, found: &mut Found<'a>) {
        self.iter().for_each(|x| x.names(found));
    }
    fn names_mut<'a>(&'a mut self, found: &mut FoundMut<'a>) {
        self.iter_mut().for_each(|x| x.names_mut(found));
    }
}

impl<A: Names, B: Names> Names for (A, B) {
    fn names<'a>(&'a self, found: &mut Found<'a>) {
        self.0.names(found);
        self.1.names(found);
    }
    fn names_mut<'a>(&'a mut self, found: &mut FoundMut<'a>) {
        self.0.names_mut(found);
        self.1.names_mut(found);
    }
}

/// Types that name no object and no player.
macro_rules! names_nothing {
    ($($t:ty),* $(,)?) => {$(
        impl Names for $t {
            fn names<'a>(&'a self, _: &mut Found<'a>) {}
            fn names_mut<'a>(&'a mut self, _: &mut FoundMut<'a>) {}
        }
    )*};
}

names_nothing!(
    bool,
    i32,
    u32,
    String,
    Zone,
    Side,
    Position,
    FaceDownKind,
    Filter,
    TokenSpec,
    CounterKind,
    AbilityKind,
    Until,
    DayNight,
    RulesMode,
    PassUntil,
    TurnStep,
    CardType,
    Color,
    crate::cards::EntryAnswer,
    Payment,
    crate::cards::costs::Alternative,
);

impl Action {
    /// The object ids this action names (for load-time checks), in the order of its fields.
    pub fn ids(&self) -> Ids<'_> {
        let mut found = Found::default();
        self.names(&mut found);
        found.objects
    }

    /// The object ids this action names, to rewrite them (a seat's ids into the table's labels).
    pub fn ids_mut(&mut self) -> Vec<&mut ObjectId> {
        let mut found = FoundMut::of(Part::Objects);
        self.names_mut(&mut found);
        found.objects
    }

    /// The players an action names by name (who acts, who is chosen, who is shown, who controls
    /// what is made), so a scene's check of them ([`crate::scene`]) misses none.
    pub fn players(&self) -> Vec<&PlayerId> {
        let mut found = Found::default();
        self.names(&mut found);
        found.players
    }

    /// The targets this action names (objects or players, 115.1), to settle them.
    pub fn targets_mut(&mut self) -> Vec<&mut Target> {
        let mut found = FoundMut::of(Part::Targets);
        self.names_mut(&mut found);
        found.targets
    }

    /// Turns each target written as a plain name that `is_player` knows into a
    /// [`Target::Player`] (a scene writes `targets: ["Bob"]`; see [`Target`]).
    pub fn settle_targets(&mut self, is_player: impl Fn(&str) -> bool) {
        for t in self.targets_mut() {
            if let Target::Object(name) = t
                && is_player(name)
            {
                *t = Target::Player(PlayerId(String::from(&*name.0)));
            }
        }
    }

    /// The ids this action introduces (tokens and stacked abilities).
    pub fn new_ids(&self) -> Vec<ObjectId> {
        match (self, self.new_id()) {
            (Action::CreateToken { count: Some(n), .. }, Some(id)) if *n > 1 => {
                (1..=*n).map(|i| ObjectId(format!("{id}#{i}").into())).collect()
            }
            (_, id) => id.into_iter().cloned().collect(),
        }
    }

    /// The id this action gives what it creates (a token, a stacked ability, a card brought in,
    /// a spell's copy), if it creates something.
    pub fn new_id(&self) -> Option<&ObjectId> {
        let mut found = Found::default();
        self.names(&mut found);
        found.new.first().copied()
    }

    /// [`Action::new_id`], to pick it anew (a networked host picks its own).
    pub fn new_id_mut(&mut self) -> Option<&mut ObjectId> {
        let mut found = FoundMut::of(Part::New);
        self.names_mut(&mut found);
        found.objects.into_iter().next()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn token(id: &str) -> Action {
        Action::CreateToken {
            id: id.into(),
            token: TokenKind::CopyOf("bears".into()),
            controller: "Alice".into(),
            count: None,
            tapped: false,
            transformed: false,
            attached_to: Some(Target::Player("Bob".into())),
        }
    }

    #[test]
    fn what_an_action_names_is_read_from_its_fields_however_deep() {
        let stacked = Action::Stack {
            id: "ability".into(),
            source: "kavu".into(),
            trigger: None,
            effect: Box::new(token("t")),
            targets: vec!["giant".into(), Target::Player("Carol".into())],
        };
        let mut ids: Vec<&str> = stacked.ids().into_iter().map(|i| i.as_str()).collect();
        ids.sort();
        assert_eq!(ids, ["bears", "giant", "kavu"], "the source, the effect's copied object, a target");
        let mut players: Vec<&str> = stacked.players().into_iter().map(|p| p.as_str()).collect();
        players.sort();
        assert_eq!(players, ["Alice", "Bob", "Carol"]);
        // The effect's token is made when the ability resolves: the stacked ability's own id is new.
        assert_eq!(stacked.new_ids(), [ObjectId::from("ability")]);
        // A seat's request is the same action: its token's id is new.
        let asked = Action::By { player: "Alice".into(), action: Box::new(token("t")) };
        assert_eq!(asked.new_ids(), [ObjectId::from("t")]);
        assert_eq!(asked.ids().as_slice(), [&ObjectId::from("bears")], "a new id is not one the action names");
    }

    #[test]
    fn what_an_action_names_can_be_rewritten_in_place() {
        let mut a = Action::Cast {
            card: "bolt".into(),
            face: None,
            face_down: None,
            targets: vec!["Bob".into(), "bears".into()],
            fused: false,
            prototyped: false,
            x: None,
            modes: None,
            divided: None,
            pay: None,
            kicked: false,
            buyback: false,
            alternative: None,
            additional: None,
            helpers: None,
        };
        a.settle_targets(|name| name == "Bob");
        for id in a.ids_mut() {
            *id = format!("t:{id}").into();
        }
        let Action::Cast { card, targets, .. } = &a else { unreachable!() };
        assert_eq!(card, "t:bolt");
        assert_eq!(targets, &[Target::Player("Bob".into()), Target::Object("t:bears".into())]);
        let mut made = token("t");
        *made.new_id_mut().unwrap() = "t2".into();
        assert_eq!(made.new_id(), Some(&ObjectId::from("t2")));
    }
}
