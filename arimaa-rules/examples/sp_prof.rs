use arimaa_rules::encoding::selfplay::{Buffers, SelfPlay, SelfPlayOptions};
fn main() {
    let a: Vec<usize> = std::env::args()
        .skip(1)
        .map(|s| s.parse().unwrap())
        .collect();
    let (n, iters, threads) = (a[0], a[1], a.get(2).copied().unwrap_or(1));
    let mut env = SelfPlay::new(
        n,
        SelfPlayOptions {
            threads,
            seed: 1,
            incremental_planes: a.get(3) == Some(&1),
            ..Default::default()
        },
    );
    let mut st = Buffers::storage(n);
    let mut actions = vec![0u32; n];
    env.reset(&mut st.buffers()).unwrap();
    let t = std::time::Instant::now();
    let mut games = 0;
    for _ in 0..iters {
        env.step_random(&mut actions, &mut st.buffers()).unwrap();
        games += st.terminated.iter().filter(|&&t| t).count();
    }
    let el = t.elapsed().as_secs_f64();
    println!(
        "{} steps {} games {:.0} steps/s {:.0} ns/step",
        n * iters,
        games,
        (n * iters) as f64 / el,
        el * 1e9 / (n * iters) as f64
    );
}
