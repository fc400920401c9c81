//! Players: life totals (119), counters on players (122.1) and losing the game (704.5a,
//! 704.5c), applied by actions and checked as state-based actions.

use bevy::prelude::*;
use bifronte::rules::*;

use crate::harness::*;

fn player(t: &Table, name: &str) -> Entity {
    find_player(t.app.world(), name).unwrap_or_else(|| panic!("no player {name}"))
}

fn life(t: &Table, name: &str) -> i32 {
    t.app.world().get::<Life>(player(t, name)).unwrap().0
}

fn lost(t: &Table, name: &str) -> Option<&'static str> {
    t.app.world().get::<Lost>(player(t, name)).map(|l| l.0)
}

#[test]
fn rule_119_1_every_player_starts_at_20_life() {
    let t = with(&bf("bears", "Grizzly Bears", "Alice"));
    assert_eq!((life(&t, "Alice"), life(&t, "Bob")), (20, 20));
}

#[test]
fn rule_119_5_setting_a_life_total_is_gaining_or_losing_the_difference() {
    let mut t = with(&bf("bears", "Grizzly Bears", "Alice"));
    t.act(r#"SetLife(player: "Alice", life: 7)"#);
    assert_eq!(life(&t, "Alice"), 7);
    t.assert_logged("119.5", "Alice's life total becomes 7: they lose the difference");
    t.assert_logged("119.3", "Alice loses 13 life: 7 life");
    t.act(r#"SetLife(player: "Alice", life: 30)"#);
    t.assert_logged("119.3", "Alice gains 23 life: 30 life");
}

#[test]
fn rule_704_5a_a_player_at_0_life_loses_once_and_stays_lost_when_life_is_gained() {
    let mut t = with(&bf("delver", "Delver of Secrets", "Alice"));
    t.act(r#"ChangeLife(player: "Bob", by: -19)"#);
    assert_eq!(lost(&t, "Bob"), None, "1 life is still in the game");
    t.act(r#"ChangeLife(player: "Bob", by: -4)"#);
    assert_eq!((life(&t, "Bob"), lost(&t, "Bob")), (-3, Some("704.5a")));
    t.assert_logged("704.5a", "Bob has -3 life and loses the game");
    // 104.2a: Alice, the last player in the game, wins it.
    t.assert_logged("104.2a", "The game is over: Alice won");
    // Losing the game is final.
    t.act(r#"ChangeLife(player: "Bob", by: 10)"#);
    assert_eq!(lost(&t, "Bob"), Some("704.5a"));
    t.act(r#"Transform("delver")"#);
    assert_eq!(t.name("delver"), "Insectile Aberration");
    let losses = t.app.world().resource::<RulesLog>().entries.iter().filter(|e| e.rule == Some("704.5a")).count();
    assert_eq!(losses, 1, "a player loses once");
}

#[test]
fn rule_704_5c_ten_poison_counters_lose_the_game_other_player_counters_dont() {
    let mut t = with(&bf("bears", "Grizzly Bears", "Alice"));
    t.act(r#"PlayerCounters(player: "Alice", kind: "energy", by: 12)"#);
    t.act(r#"PlayerCounters(player: "Alice", kind: "poison", by: 9)"#);
    assert_eq!(lost(&t, "Alice"), None);
    t.act(r#"PlayerCounters(player: "Alice", kind: "poison", by: -20)"#);
    let counters = t.app.world().get::<PlayerCounters>(player(&t, "Alice")).unwrap().clone();
    assert_eq!(
        (counters.get(&CounterKind::Poison), counters.get(&CounterKind::Energy)),
        (0, 12),
        "never fewer than none"
    );
    t.act(r#"PlayerCounters(player: "Alice", kind: "poison", by: 10)"#);
    assert_eq!(lost(&t, "Alice"), Some("704.5c"));
    t.assert_logged("704.5c", "Alice has 10 poison counters and loses the game");
}

#[test]
fn life_and_player_counters_of_an_unknown_player_change_nothing() {
    let mut t = with(&bf("bears", "Grizzly Bears", "Alice"));
    t.act(r#"ChangeLife(player: "Carol", by: -30)"#);
    t.act(r#"PlayerCounters(player: "Carol", kind: "poison", by: 10)"#);
    assert!(t.log().contains("no player named \"Carol\"; nothing happens"), "{}", t.log());
    assert_eq!((life(&t, "Alice"), lost(&t, "Alice"), lost(&t, "Bob")), (20, None, None));
}

fn rolls(t: &Table) -> Vec<String> {
    let log = t.app.world().resource::<RulesLog>();
    log.entries.iter().filter(|e| matches!(e.rule, Some("706.2") | Some("705.1"))).map(|e| e.text.words()).collect()
}

#[test]
fn rule_706_2_dice_roll_within_their_sides_and_the_same_on_every_replay() {
    let play = || {
        let mut t = with(&bf("bears", "Grizzly Bears", "Alice"));
        t.act(r#"Roll(player: "Alice", sides: 20)"#);
        t.act(r#"Roll(player: "Bob", sides: 6, count: 50)"#);
        t.act(r#"FlipCoin(player: "Bob")"#);
        t
    };
    let (a, b) = (play(), play());
    let (ra, rb) = (rolls(&a), rolls(&b));
    assert_eq!(ra.len(), 3, "{ra:?}");
    assert_eq!(ra, rb, "the table's seeded source rolls the same on a replay");
    let d20: u32 = ra[0].rsplit(": ").next().unwrap().parse().unwrap();
    assert!((1..=20).contains(&d20), "{}", ra[0]);
    let d6: Vec<u32> =
        ra[1].split(": ").nth(1).unwrap().split(" (").next().unwrap().split(", ").map(|x| x.parse().unwrap()).collect();
    assert_eq!(d6.len(), 50);
    assert!(d6.iter().all(|r| (1..=6).contains(r)), "{d6:?}");
    assert!(d6.iter().any(|r| *r != d6[0]), "fifty dice that all agree: {d6:?}");
    assert!(ra[1].ends_with(&format!("(total {})", d6.iter().sum::<u32>())), "{}", ra[1]);
    assert!(ra[2].ends_with("heads") || ra[2].ends_with("tails"), "{}", ra[2]);
    // A die with no sides is refused, and nothing is rolled.
    let mut t = play();
    t.act(r#"Roll(player: "Alice", sides: 0)"#);
    t.assert_logged("706.1a", "can't roll 1d0");
    assert_eq!(rolls(&t).len(), 3);
}

#[test]
fn rule_701_9b_a_random_discard_is_seeded_and_a_note_goes_with_the_object() {
    let play = || {
        let mut t = with(&format!(
            "{}, {}, {}, {}, {}",
            r#"Card(id: "h1", name: "Hill Giant", owner: "Bob", zone: Hand)"#,
            r#"Card(id: "h2", name: "Swamp", owner: "Bob", zone: Hand)"#,
            r#"Card(id: "h3", name: "Get Lost", owner: "Bob", zone: Hand)"#,
            r#"Card(id: "h4", name: "Fireball", owner: "Bob", zone: Hand)"#,
            bf("bears", "Grizzly Bears", "Alice"),
        ));
        t.act(r#"DiscardAtRandom(player: "Bob", n: 2)"#);
        t
    };
    let (a, b) = (play(), play());
    let gone = |t: &Table| -> Vec<&str> {
        ["h1", "h2", "h3", "h4"].into_iter().filter(|id| t.zone(id) == Zone::Graveyard).collect()
    };
    assert_eq!(gone(&a).len(), 2);
    assert_eq!(gone(&a), gone(&b), "the same seed discards the same cards");
    a.assert_logged("701.9b", "Bob discards 2 cards at random");
    // A note is seen by every player, and goes when the object becomes a new one (400.7).
    let mut t = play();
    t.act(r#"Note(card: "bears", text: "attacked this turn")"#);
    let note = |t: &Table| t.app.world().get::<Note>(t.e("bears")).map(|n| n.0.clone());
    assert_eq!(note(&t).as_deref(), Some("attacked this turn"));
    let bob = find_player(t.app.world(), "Bob").unwrap();
    let view = bifronte::view::table_view(t.app.world_mut(), bifronte::view::Viewer::Player(bob));
    let bears = view.objects.iter().find(|o| o.entity == t.e("bears"));
    assert_eq!(bears.and_then(|o| o.note.clone()).as_deref(), Some("attacked this turn"));
    t.act(r#"Move(card: "bears", to: Graveyard)"#);
    assert_eq!(note(&t), None);
}

/// 800.4a, with the rule's own example turned round: in a three-player game Alice loses. Every
/// object she owns leaves the game, in every zone (the Serra Angel Carol took from her too);
/// Bob's Hill Giant she took goes back to Bob as the control effect ends; Carol's Pacifism on
/// Alice's Grizzly Bears is put into Carol's graveyard, and Carol's Curse on Alice too (a
/// player who left is no player to enchant). A two-player game ends instead: nothing leaves.
#[test]
fn rule_800_4a_a_player_who_leaves_a_multiplayer_game_takes_what_they_own_with_them() {
    let mut t = table(
        r#"(players: ["Alice", "Bob", "Carol"], setup: [
            Card(id: "bears", name: "Grizzly Bears", owner: "Alice", zone: Battlefield),
            Card(id: "angel", name: "Serra Angel", owner: "Alice", zone: Battlefield),
            Card(id: "hand", name: "Forest", owner: "Alice", zone: Hand),
            Card(id: "lib", name: "Forest", owner: "Alice", zone: Library),
            Card(id: "gy", name: "Fireball", owner: "Alice", zone: Graveyard),
            Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Battlefield),
            Card(id: "pacifism", name: "Pacifism", owner: "Carol", zone: Battlefield, attached_to: "bears"),
            Card(id: "curse", name: "Curse of the Pierced Heart", owner: "Carol", zone: Battlefield, attached_to: "Alice"),
            Card(id: "elves", name: "Llanowar Elves", owner: "Carol", zone: Battlefield),
        ])"#,
    );
    t.act(r#"GainControl(card: "giant", player: "Alice")"#);
    t.act(r#"GainControl(card: "angel", player: "Carol")"#);
    t.act(r#"SetLife(player: "Alice", life: 0)"#);
    assert!(t.app.world().get::<Lost>(player(&t, "Alice")).is_some());
    for id in ["bears", "angel", "hand", "lib", "gy"] {
        assert!(!t.exists(id), "{id}, owned by Alice, left the game with her");
    }
    let controller = |t: &Table, id: &str| {
        let w = t.app.world();
        w.get::<Player>(w.get::<Controller>(t.e(id)).unwrap().0).unwrap().name.clone()
    };
    assert_eq!((t.zone("giant"), controller(&t, "giant").as_str()), (Zone::Battlefield, "Bob"));
    assert_eq!(t.zone("pacifism"), Zone::Graveyard, "its Aura's object left: 704.5m");
    assert_eq!(t.zone("curse"), Zone::Graveyard, "the player it enchanted left");
    assert_eq!(t.zone("elves"), Zone::Battlefield, "Carol's own permanent stays");
    t.assert_logged("800.4a", "Alice leaves the game, and so does every object they own: ");
    let left = t.log().lines().find(|l| l.contains("Alice leaves the game")).unwrap_or_default().to_string();
    for public in ["Grizzly Bears", "Serra Angel", "Fireball", "and 2 cards of their hand and library"] {
        assert!(left.contains(public), "{left}");
    }
    assert!(!left.contains("Forest"), "her hand and library are counted, not named: {left}");
    t.assert_logged("800.4a", "Bob controls it again");

    let mut two = with(&bf("bears", "Grizzly Bears", "Alice"));
    two.act(r#"SetLife(player: "Alice", life: 0)"#);
    assert!(two.exists("bears"), "a two-player game doesn't go on without her: nothing leaves");
}

#[test]
fn rule_104_3a_a_player_may_concede_and_loses_the_game() {
    let mut t = with(&bf("bears", "Grizzly Bears", "Bob"));
    t.act(r#"Concede(player: "Bob")"#);
    assert_eq!(t.app.world().get::<Lost>(player(&t, "Bob")), Some(&Lost("104.3a")));
    assert!(t.app.world().get::<Lost>(player(&t, "Alice")).is_none());
    assert!(t.exists("bears"), "two players: the game is over, nothing leaves (800.4a is multiplayer)");
    t.assert_logged("104.3a", "Bob concedes and loses the game");
    t.act(r#"Concede(player: "Bob")"#);
    t.assert_logged("104.3a", "Bob has already lost the game; nothing happens");
}

/// 613.1b, 514.2: control gained until end of turn returns to the player who had it in the
/// cleanup step; control gained for good after it (a later timestamp, 613.7) stays.
#[test]
fn rule_514_2_control_until_end_of_turn_returns_in_the_cleanup_step() {
    let mut t = with(
        r#"Card(id: "giant", name: "Hill Giant", owner: "Bob", zone: Battlefield),
           Card(id: "bears", name: "Grizzly Bears", owner: "Bob", zone: Battlefield),"#,
    );
    let controller = |t: &Table, id: &str| {
        let w = t.app.world();
        w.get::<Player>(w.get::<Controller>(t.e(id)).unwrap().0).unwrap().name.clone()
    };
    t.act(r#"GainControl(card: "giant", player: "Alice", until: EndOfTurn)"#);
    t.act(r#"GainControl(card: "bears", player: "Alice", until: EndOfTurn)"#);
    t.act(r#"GainControl(card: "bears", player: "Alice")"#);
    assert_eq!(controller(&t, "giant"), "Alice");
    t.act("PassTurn");
    assert_eq!(controller(&t, "giant"), "Bob", "the effect ended in the cleanup step");
    assert_eq!(controller(&t, "bears"), "Alice", "control for good, later, stays");
    t.assert_logged("514.2", "returns to Bob's control");
}
