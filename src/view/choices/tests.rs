//! The ways of choosing listed once each: targets, sets and orders.

use super::*;

#[test]
fn each_way_of_choosing_targets_takes_one_from_every_slot_up_to_the_most() {
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert_eq!(product(&[s(&["a", "b"]), s(&["c"])], &[], 9), vec![s(&["a", "c"]), s(&["b", "c"])]);
    assert_eq!(product(&[], &[], 9), vec![Vec::<String>::new()]);
    assert!(product(&[s(&["a"]), Vec::new()], &[], 9).is_empty(), "a slot nothing fills: no way");
    assert_eq!(product(&[s(&["a", "b", "c"]), s(&["d", "e", "f"])], &[], 4).len(), 4);
    // 601.2c: "up to two": each choice, fewer, none; the same choice once.
    let up_to = product(&[s(&["a", "b"]), s(&["a", "b"])], &[true, true], 99);
    assert_eq!(up_to.len(), 7, "{up_to:?}");
    assert!(up_to.contains(&s(&["a", "b"])) && up_to.contains(&s(&["b"])) && up_to.contains(&Vec::new()));
    assert_eq!(product(&[Vec::new()], &[true], 9), vec![Vec::<String>::new()], "nothing to choose: none");
}

#[test]
fn subsets_and_orders_are_each_listed_once() {
    assert_eq!(subsets(4, 2, 99).len(), 6);
    assert_eq!(subsets(3, 0, 99), vec![Vec::<usize>::new()]);
    assert!(subsets(2, 3, 99).is_empty());
    assert_eq!(permutations(3, 99).len(), 6);
    assert_eq!(permutations(3, 99)[0], vec![0, 1, 2]);
    assert_eq!(permutations(5, 24).len(), 24);
}
