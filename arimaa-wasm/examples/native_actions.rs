//! The native side of the package's action-API benchmark (`arimaa-wasm/scripts/bench.sh`):
//! random games from the opening played one action at a time through the crate's own
//! `RawPosition` methods, exactly as `bench/bench.mjs` does from JavaScript
//! (`legalActions`: `writeLegalActions` and a copy, a random id, `playAction`, `outcomeAfterMove` after each move end), so
//! the native figure and a profile (`perf record`) show what one JavaScript step costs
//! without the JavaScript and WebAssembly around it.
//!
//! Usage: `cargo run --release -p arimaa-wasm --example native_actions -- [MS]`
//! prints `steps<TAB>actions<TAB>games<TAB>steps per second`.

use std::time::{Duration, Instant};

use arimaa_wasm::{RawActionBuffer, RawPosition};

fn main() {
    let ms: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let budget = Duration::from_millis(ms);
    let end = arimaa_wasm::end_move_action() as i32;
    // The benchmark's xorshift32.
    let mut seed: u32 = 0x9e37_79b9;
    let mut rand = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed as usize % n
    };
    let (mut steps, mut actions, mut games) = (0u64, 0u64, 0u64);
    let mut p = RawPosition::standard();
    let mut buffer = RawActionBuffer::new();
    let mut ids = Vec::with_capacity(arimaa_wasm::action_count() as usize);
    let start = Instant::now();
    while start.elapsed() < budget {
        for _ in 0..1000 {
            // As legalActions() in JavaScript: the ids written into the buffer, then
            // copied out into an array of their own.
            let n = p.write_legal_actions(false, &mut buffer) as usize;
            ids.clear();
            ids.extend_from_slice(&buffer.ids()[..n]);
            let a = ids[rand(ids.len())];
            if p.play_action(a, false).is_err() {
                eprintln!("refused action {a}");
                std::process::exit(1);
            }
            actions += 1;
            if a != end {
                steps += 1;
            } else if p.outcome_after_move().is_some() || p.move_number() > 300 {
                p = RawPosition::standard();
                games += 1;
            }
        }
    }
    let s = start.elapsed().as_secs_f64();
    println!("{steps}\t{actions}\t{games}\t{:.0}", steps as f64 / s);
}
