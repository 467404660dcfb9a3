//! perft(N) of the standard opening on one thread (default N = 2: 3,353 calls of
//! `count_moves` after one `legal_moves`), for counting page faults and instructions per
//! call: `/usr/bin/time -v target/release/examples/perft 2` (minor page faults).

use arimaa_rules::Position;

fn main() {
    let depth: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2);
    let t = std::time::Instant::now();
    let nodes = Position::standard().perft(depth);
    println!("perft({depth}) = {nodes} in {:?}", t.elapsed());
}
