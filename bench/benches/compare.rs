//! Side by side, in one process, interleaved position by position: unique-move counts of
//! `arimaa-rules` (`Position::count_moves`) and of crates.io `arimaa_engine_step` (its
//! step generator walked depth first, partial moves and finished boards deduplicated in
//! hash sets, the usual way to count unique moves with a step-based engine).
//!
//! Both counts must agree on every position; a disagreement prints the position and
//! fails the run. Prints ns per unique move, total time and the ratio per position group.
//!
//! Run: `cargo bench --manifest-path bench/Cargo.toml` (`-- N` for N random positions,
//! default 1000). The timings start after half a second of warm-up on the opening.

use std::collections::HashSet;
use std::hint::black_box;
use std::time::{Duration, Instant};

use arimaa_bench::{Case, random_cases, table_cases};
use arimaa_engine_step::{Action, GameState, PushPullState};
use arimaa_rules::{Color, Position};

/// The board of `arimaa_engine_step` as a tuple (gold pieces, then each kind).
type Key = [u64; 7];

fn key(s: &GameState) -> Key {
    let b = s.piece_board();
    [
        b.p1_pieces,
        b.elephants,
        b.camels,
        b.horses,
        b.dogs,
        b.cats,
        b.rabbits,
    ]
}

/// The position in the diagram form `arimaa_engine_step` parses.
fn to_engine(pos: &Position) -> GameState {
    let board = pos.board().to_short_string();
    let side = match pos.side_to_move() {
        Color::Gold => 'g',
        Color::Silver => 's',
    };
    let mut text = format!("{}{side}\n +-----------------+\n", pos.move_number());
    for (r, row) in board.as_bytes().chunks(8).enumerate() {
        text.push_str(&format!("{}|", 8 - r));
        for &c in row {
            text.push(' ');
            text.push(c as char);
        }
        text.push_str(" |\n");
    }
    text.push_str(" +-----------------+\n   a b c d e f g h\n");
    text.parse().expect("diagram arimaa_engine_step reads")
}

struct EngineCount {
    start: Key,
    partial: [HashSet<(Key, PushPullState)>; 3],
    finished: HashSet<Key>,
}

impl EngineCount {
    fn count(state: &GameState) -> usize {
        let mut c = EngineCount {
            start: key(state),
            partial: Default::default(),
            finished: HashSet::new(),
        };
        c.dfs(state, 0);
        c.finished.len()
    }

    fn dfs(&mut self, state: &GameState, taken: usize) {
        for action in state.valid_actions_no_rep() {
            if !matches!(action, Action::Move(..)) {
                continue;
            }
            let next = state.take_action(&action);
            let k = key(&next);
            let last = taken == 3;
            let pending_push = !last
                && matches!(
                    next.unwrap_play_phase().push_pull_state(),
                    PushPullState::MustCompletePush(..)
                );
            if !pending_push && k != self.start {
                self.finished.insert(k);
            }
            if !last {
                let pp = next.unwrap_play_phase().push_pull_state();
                if self.partial[taken].insert((k, pp)) {
                    self.dfs(&next, taken + 1);
                }
            }
        }
    }
}

#[derive(Default)]
struct Tally {
    positions: usize,
    moves: u64,
    ours: Duration,
    theirs: Duration,
}

impl Tally {
    fn row(&self, label: &str) {
        let ns = |d: Duration| d.as_nanos() as f64 / self.moves.max(1) as f64;
        println!(
            "{label:<34} {:>5} {:>11} {:>10.1} {:>10.1} {:>12.3} {:>12.3} {:>7.2}",
            self.positions,
            self.moves,
            ns(self.ours),
            ns(self.theirs),
            self.ours.as_secs_f64() * 1e3,
            self.theirs.as_secs_f64() * 1e3,
            self.theirs.as_secs_f64() / self.ours.as_secs_f64().max(1e-12),
        );
    }
}

/// The best of `reps` timings of `f` (the least disturbed by other processes).
fn best<T>(reps: usize, mut f: impl FnMut() -> T) -> (T, Duration) {
    let mut out = None;
    let mut min = Duration::MAX;
    for _ in 0..reps {
        let t = Instant::now();
        let v = black_box(f());
        min = min.min(t.elapsed());
        out = Some(v);
    }
    (out.expect("reps > 0"), min)
}

/// Times both libraries on each case (interleaved), checks they agree; false on a
/// disagreement.
fn run(cases: &[Case], reps: usize, tally: &mut Tally, each: bool) -> bool {
    let mut ok = true;
    for case in cases {
        let state = to_engine(&case.pos);
        let (ours, t_ours) = best(reps, || black_box(&case.pos).count_moves());
        let (theirs, t_theirs) = best(reps, || EngineCount::count(black_box(&state)));
        let published = case.expected.is_none_or(|e| e == ours as u64);
        if ours != theirs || !published {
            println!(
                "DISAGREE {}: arimaa-rules {ours}, arimaa_engine_step {theirs}, published {:?}\n  {}",
                case.name,
                case.expected,
                case.pos.to_short()
            );
            ok = false;
        }
        tally.positions += 1;
        tally.moves += ours as u64;
        tally.ours += t_ours;
        tally.theirs += t_theirs;
        if each {
            let one = Tally {
                positions: 1,
                moves: ours as u64,
                ours: t_ours,
                theirs: t_theirs,
            };
            one.row(&case.name);
        }
    }
    ok
}

fn main() {
    let n: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(1000);
    println!(
        "{:<34} {:>5} {:>11} {:>10} {:>10} {:>12} {:>12} {:>7}",
        "positions", "count", "unique moves", "ns/move", "ns/move", "ms total", "ms total", "ratio"
    );
    println!(
        "{:<34} {:>5} {:>11} {:>10} {:>10} {:>12} {:>12} {:>7}",
        "", "", "", "ours", "a_e_step", "ours", "a_e_step", "theirs/ours"
    );
    let mut ok = true;
    let opening = [Case {
        name: "standard opening".into(),
        pos: Position::standard(),
        expected: Some(3353),
    }];
    // A warm-up before the first timing, as criterion does: both libraries count the
    // opening for about half a second, so that the first figures meet the clock and the
    // caches as the later ones do.
    let state = to_engine(&opening[0].pos);
    let start = Instant::now();
    while start.elapsed() < Duration::from_millis(500) {
        black_box(black_box(&opening[0].pos).count_moves());
        black_box(EngineCount::count(black_box(&state)));
    }
    let mut t = Tally::default();
    ok &= run(&opening, 20, &mut t, false);
    t.row("standard opening (best of 20)");
    // Consecutive calls, as a search or self-play loop makes them: the mean includes any
    // per-call setup (allocation, clearing) that a best-of figure can hide.
    let pos = Position::standard();
    let start = Instant::now();
    for _ in 0..200 {
        black_box(black_box(&pos).count_moves());
    }
    let mean = start.elapsed() / 200;
    println!(
        "{:<34} {:>5} {:>11} {:>10.1} {:>10} {:>12.3}",
        "standard opening (mean of 200)",
        200,
        3353,
        mean.as_nanos() as f64 / 3353.0,
        "",
        mean.as_secs_f64() * 1e3
    );

    let table = table_cases();
    let mut t = Tally::default();
    ok &= run(&table, 3, &mut t, true);
    t.row("move_count_table.tsv rows (best of 3)");

    let random = random_cases(0x00a7_1aaa, n);
    let mut t = Tally::default();
    ok &= run(&random, 1, &mut t, false);
    t.row(&format!("{n} random mid-game (seeded)"));

    if !ok {
        eprintln!("the libraries disagree (see DISAGREE lines above)");
        std::process::exit(1);
    }
}
