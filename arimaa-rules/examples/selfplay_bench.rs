//! Random self-play through [`SelfPlay`]: steps per second with observations (planes) and
//! masks, for N = 1, 64, 1024 games, 1 or 2 threads, and planes written whole or
//! incrementally ([`SelfPlayOptions::incremental_planes`]), and the cost split of one step
//! (mask, planes, playing the action) measured on one thread.
//!
//! Usage: `cargo run --release -p arimaa-rules --example selfplay_bench [seconds]`
//! (default 2 s per row). Prints the load average first: the figures are wall-clock.

use std::time::{Duration, Instant};

use arimaa_rules::encoding::selfplay::{Buffers, SelfPlay, SelfPlayOptions};
use arimaa_rules::encoding::{ACTIONS, ActionGame, PLANES, planes::PLANE_VALUES};

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".into())
}

/// This process's CPU time in seconds (user + system, all threads; Linux `/proc`), the
/// figure that does not depend on other programs sharing the machine.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let after = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0) // USER_HZ is 100 on Linux
}

/// Steps per wall-clock second and per CPU second of `step_random` over `seconds` (after
/// a short warm-up), and the games finished.
fn measure(
    n: usize,
    threads: usize,
    incremental_planes: bool,
    seconds: f64,
) -> (f64, Option<f64>, usize) {
    let mut env = SelfPlay::new(
        n,
        SelfPlayOptions {
            threads,
            seed: 1,
            incremental_planes,
            ..Default::default()
        },
    );
    let mut st = Buffers::storage(n);
    let mut actions = vec![0u32; n];
    env.reset(&mut st.buffers()).expect("buffers sized for n");
    let warm = Instant::now();
    while warm.elapsed() < Duration::from_millis(300) {
        env.step_random(&mut actions, &mut st.buffers())
            .expect("sized");
    }
    let (mut steps, mut games) = (0usize, 0usize);
    let (start, cpu) = (Instant::now(), cpu_seconds());
    while start.elapsed().as_secs_f64() < seconds {
        env.step_random(&mut actions, &mut st.buffers())
            .expect("sized");
        steps += n;
        games += st.terminated.iter().filter(|&&t| t).count();
    }
    let wall = start.elapsed().as_secs_f64();
    let cpu = cpu.zip(cpu_seconds()).map(|(a, b)| steps as f64 / (b - a));
    (steps as f64 / wall, cpu, games)
}

/// The cost of each part of a step on one thread, in ns per step: replays recorded random
/// games and times the mask, the planes and the action separately.
fn split(seconds: f64) {
    // Record random games first (the actions, absolute ids).
    let mut env = SelfPlay::new(
        1,
        SelfPlayOptions {
            seed: 3,
            ..Default::default()
        },
    );
    let mut st = Buffers::storage(1);
    let mut a = [0u32];
    env.reset(&mut st.buffers()).expect("sized");
    let mut games: Vec<Vec<usize>> = vec![Vec::new()];
    while games.len() < 200 {
        let side = env.game(0).expect("game 0").side_to_move();
        env.step_random(&mut a, &mut st.buffers()).expect("sized");
        games
            .last_mut()
            .expect("nonempty")
            .push(arimaa_rules::encoding::orient(a[0] as usize, side));
        if st.terminated[0] {
            games.push(Vec::new());
        }
    }
    games.pop();
    let steps: usize = games.iter().map(Vec::len).sum();
    let mut mask = [false; ACTIONS];
    let mut planes = [0.0f32; PLANE_VALUES];
    let time = |f: &mut dyn FnMut(&mut ActionGame, usize)| {
        let start = Instant::now();
        let mut rounds = 0;
        while start.elapsed().as_secs_f64() < seconds / 3.0 {
            for g in &games {
                let mut game = ActionGame::new();
                for &action in g {
                    f(&mut game, action);
                    game.play_action(action).expect("recorded legal");
                }
            }
            rounds += 1;
        }
        start.elapsed().as_nanos() as f64 / (rounds * steps) as f64
    };
    let play = time(&mut |_, _| {});
    let with_mask = time(&mut |g, _| {
        let side = g.side_to_move();
        g.legal_action_mask(side, &mut mask);
        std::hint::black_box(&mask);
    });
    let with_planes = time(&mut |g, _| {
        let side = g.side_to_move();
        g.write_planes(side, &mut planes);
        std::hint::black_box(&planes);
    });
    println!(
        "cost split (1 thread, {} games, {steps} steps): play_action {play:.0} ns/step, \
         mask {:.0} ns/step, planes ({PLANES}x8x8 f32) {:.0} ns/step",
        games.len(),
        with_mask - play,
        with_planes - play
    );
}

fn main() {
    let seconds: f64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(2.0);
    println!("load average before: {}", load_average());
    println!(
        "{:>6} {:>8} {:>12} {:>12} {:>10} {:>14} {:>8}",
        "N", "threads", "planes", "steps/s", "ns/step", "steps/CPU-s", "games"
    );
    for n in [1, 64, 1024] {
        for threads in [1, 2] {
            for incremental in [false, true] {
                let (rate, cpu, games) = measure(n, threads, incremental, seconds);
                let cpu = cpu.map_or("-".to_string(), |c| format!("{c:.0}"));
                let planes = if incremental { "incremental" } else { "whole" };
                println!(
                    "{n:>6} {threads:>8} {planes:>12} {rate:>12.0} {:>10.0} {cpu:>14} {games:>8}",
                    1e9 / rate
                );
            }
        }
    }
    split(seconds);
    println!("load average after: {}", load_average());
}
