//! `SelfPlay` allocates nothing per step once every game slot has played games as long as
//! the ones that follow: counted by a global allocator that counts the allocations made
//! by the calling thread (one thread stepping, so the count is exact).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use arimaa_rules::encoding::selfplay::{Buffers, SelfPlay, SelfPlayOptions};

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

// SAFETY: forwards every call to the system allocator; only counts.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
        // SAFETY: the caller's contract is passed on unchanged.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract is passed on unchanged.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
        // SAFETY: the caller's contract is passed on unchanged.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations() -> usize {
    ALLOCATIONS.with(Cell::get)
}

#[test]
fn stepping_allocates_nothing_once_games_are_no_longer_than_before() {
    // With a move limit every game is at most 40 moves long: once each slot has played
    // whole games (its vectors at their size), no step allocates.
    let n = 16;
    let mut env = SelfPlay::new(
        n,
        SelfPlayOptions {
            max_moves: Some(40),
            threads: 1,
            seed: 2,
            incremental_planes: true,
        },
    );
    let mut st = Buffers::storage(n);
    let mut actions = vec![0u32; n];
    env.reset(&mut st.buffers()).unwrap();
    let mut finished = vec![0usize; n];
    while finished.iter().any(|&f| f < 3) {
        env.step_random(&mut actions, &mut st.buffers()).unwrap();
        for (f, (&te, &tr)) in finished
            .iter_mut()
            .zip(st.terminated.iter().zip(&st.truncated))
        {
            *f += usize::from(te || tr);
        }
    }
    // The counter sees this thread's allocations (creating the games made some).
    assert!(allocations() > n, "the counting allocator counts");
    let before = allocations();
    let mut ends = 0;
    for _ in 0..5000 {
        env.step_random(&mut actions, &mut st.buffers()).unwrap();
        ends += st
            .terminated
            .iter()
            .chain(&st.truncated)
            .filter(|&&d| d)
            .count();
    }
    let during = allocations() - before;
    println!("{during} allocations in 80,000 steps ({ends} game ends)");
    assert!(ends > 50, "the measured steps cross game ends ({ends})");
    assert_eq!(during, 0, "allocations in 80,000 steps");
}
