//! The ways a seat may answer a choice of several parts: one from each slot, the sets of k
//! of n, the orders of n.

/// Each choice of one item from every slot, in order, at most `most` of them (none when a slot
/// is empty; one empty choice when there are no slots).
pub(super) fn product(slots: &[Vec<String>], optional: &[bool], most: usize) -> Vec<Vec<String>> {
    let mut ways: Vec<Vec<String>> = vec![Vec::new()];
    for (i, slot) in slots.iter().enumerate() {
        // An "up to" slot may also be left unchosen (601.2c), after each choice of it.
        let skip = optional.get(i).copied().unwrap_or(false);
        let mut next: Vec<Vec<String>> = Vec::new();
        'grow: for w in &ways {
            for x in slot.iter().map(Some).chain(skip.then_some(None)) {
                if next.len() >= most {
                    break 'grow;
                }
                let mut longer = w.clone();
                longer.extend(x.cloned());
                if !next.contains(&longer) {
                    next.push(longer);
                }
            }
        }
        ways = next;
    }
    ways
}

/// Each set of `k` of `n` indexes, in order, at most `most` of them.
pub(in crate::view) fn subsets(n: usize, k: usize, most: usize) -> Vec<Vec<usize>> {
    fn go(start: usize, n: usize, k: usize, now: &mut Vec<usize>, out: &mut Vec<Vec<usize>>, most: usize) {
        if out.len() >= most {
            return;
        }
        if now.len() == k {
            out.push(now.clone());
            return;
        }
        for i in start..n {
            now.push(i);
            go(i + 1, n, k, now, out, most);
            now.pop();
        }
    }
    let mut out = Vec::new();
    if k <= n {
        go(0, n, k, &mut Vec::new(), &mut out, most);
    }
    out
}

/// Orders of `n` items (each a list of their indexes), at most `most` of them, the printed
/// order first.
pub(super) fn permutations(n: usize, most: usize) -> Vec<Vec<u32>> {
    fn go(left: &mut Vec<u32>, now: &mut Vec<u32>, out: &mut Vec<Vec<u32>>, most: usize) {
        if out.len() >= most {
            return;
        }
        if left.is_empty() {
            out.push(now.clone());
            return;
        }
        for i in 0..left.len() {
            let x = left.remove(i);
            now.push(x);
            go(left, now, out, most);
            now.pop();
            left.insert(i, x);
        }
    }
    let mut out = Vec::new();
    go(&mut (0..n as u32).collect(), &mut Vec::new(), &mut out, most);
    out
}
