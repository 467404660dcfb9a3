//! Tests of [`SelfPlay`]: every trajectory replays through [`Game`] (the record-keeping
//! game, whose end-of-move checks and repetition rule are its own) to the same result.

// The test harness links std even when the crate is built without it (printing a summary).
extern crate std;

use alloc::vec::Vec;

use super::*;
use crate::encoding::{
    END_MOVE, SETUP_ORDER, flip_action, orient, setup_action_square, step_from_action,
};
use crate::{Color, Game, Move, Piece, Placement, Position, Setup, Square, Termination};

/// Replays one game's actions (side to move's view, as the environment took them) through
/// [`Game`]; returns the game and the number of actions.
fn replay(actions: &[(Color, u32)]) -> Game {
    let mut game = Game::new();
    let mut placements: Vec<Placement> = Vec::new();
    let mut pos: Option<Position> = None;
    let mut steps = Vec::new();
    for &(side, a) in actions {
        let abs = orient(a as usize, side);
        if game.is_setup_phase() {
            assert_eq!(side, game.side_to_move());
            let square = setup_action_square(abs).expect("a setup action");
            let piece = Piece::new(side, SETUP_ORDER[placements.len()]);
            placements.push(Placement { piece, square });
            if placements.len() == 16 {
                game.play_setup(&Setup::new(&placements).unwrap()).unwrap();
                placements.clear();
            }
            continue;
        }
        let p = pos.get_or_insert_with(|| game.position().clone());
        assert_eq!(side, p.side_to_move());
        if abs == END_MOVE {
            let mv = Move::from_steps(&steps).unwrap();
            game.play_move(&mv).unwrap();
            steps.clear();
            pos = None;
        } else {
            let step = step_from_action(p, abs).unwrap();
            p.play_step(&step).unwrap();
            steps.push(step);
        }
    }
    game
}

struct Run {
    games: usize,
    steps: usize,
    terminations: [usize; 3],
    truncations: usize,
}

/// Plays `n` games with `seed` until `finished` games have ended, replaying each; with
/// `incremental_planes`, also checks after every step that each row of planes equals the
/// planes written whole for its game.
fn play_and_replay(
    n: usize,
    seed: u64,
    max_moves: Option<usize>,
    threads: usize,
    finished: usize,
    incremental_planes: bool,
) -> Run {
    let mut env = SelfPlay::new(
        n,
        SelfPlayOptions {
            max_moves,
            threads,
            seed,
            incremental_planes,
        },
    );
    let mut st = Buffers::storage(n);
    let mut actions = alloc::vec![0u32; n];
    env.reset(&mut st.buffers()).unwrap();
    let mut trajectories: Vec<Vec<(Color, u32)>> = alloc::vec![Vec::new(); n];
    let mut run = Run {
        games: 0,
        steps: 0,
        terminations: [0; 3],
        truncations: 0,
    };
    while run.games < finished {
        let movers: Vec<Color> = st
            .to_move
            .iter()
            .map(|&c| if c == 0 { Color::Gold } else { Color::Silver })
            .collect();
        let masks = st.masks.clone();
        env.step_random(&mut actions, &mut st.buffers()).unwrap();
        run.steps += n;
        if incremental_planes {
            for i in 0..n {
                let game = env.game(i).unwrap();
                let mut whole = [0.0f32; PLANE_VALUES];
                game.write_planes(game.side_to_move(), &mut whole);
                assert_eq!(st.planes[i * PLANE_VALUES..(i + 1) * PLANE_VALUES], whole);
            }
        }
        for i in 0..n {
            let a = actions[i] as usize;
            assert!(masks[i * ACTIONS + a], "the chosen action is in the mask");
            trajectories[i].push((movers[i], actions[i]));
            let (term, trunc) = (st.terminated[i], st.truncated[i]);
            assert!(!(term && trunc));
            if !(term || trunc) {
                assert_eq!(st.rewards[2 * i..2 * i + 2], [0.0, 0.0]);
                assert_eq!(st.termination[i], 0);
                continue;
            }
            let game = replay(&trajectories[i]);
            if term {
                let outcome = game.outcome().expect("the replayed game is over");
                let winner = outcome.winner.unwrap();
                assert_eq!(st.termination[i], outcome.termination.letter() as u8);
                assert_eq!(st.rewards[2 * i + winner.index()], 1.0);
                assert_eq!(st.rewards[2 * i + winner.opponent().index()], -1.0);
                let k = match outcome.termination {
                    Termination::Goal => 0,
                    Termination::Elimination => 1,
                    Termination::Immobilization => 2,
                    t => panic!("unexpected termination {t:?}"),
                };
                run.terminations[k] += 1;
            } else {
                assert!(game.outcome().is_none(), "a truncated game is not over");
                let moves = game.history().len() - 2;
                assert_eq!(Some(moves), max_moves);
                assert_eq!(st.rewards[2 * i..2 * i + 2], [0.0, 0.0]);
                assert_eq!(st.termination[i], 0);
                run.truncations += 1;
            }
            // The final planes are those of the replayed final position, from its side
            // to move; the new game starts with gold placing its elephant.
            let mut expected = [0.0f32; PLANE_VALUES];
            crate::encoding::planes::write(
                game.position(),
                game.position().side_to_move(),
                false,
                &mut expected,
            );
            assert_eq!(
                st.final_planes[i * PLANE_VALUES..(i + 1) * PLANE_VALUES],
                expected
            );
            assert_eq!(st.to_move[i], 0);
            assert_eq!(
                st.masks[i * ACTIONS..(i + 1) * ACTIONS]
                    .iter()
                    .filter(|&&m| m)
                    .count(),
                16,
                "a new game: 16 home squares for the elephant"
            );
            trajectories[i].clear();
            run.games += 1;
        }
    }
    run
}

#[test]
fn random_trajectories_replay_through_game_to_the_same_results() {
    let mut games = 0;
    let mut steps = 0;
    let mut ends = [0; 3];
    for seed in 0..4 {
        let r = play_and_replay(8, seed, None, 1, 12, false);
        games += r.games;
        steps += r.steps;
        for (total, k) in ends.iter_mut().zip(r.terminations) {
            *total += k;
        }
        assert_eq!(r.truncations, 0);
    }
    // Random games end by goal most of the time, and sometimes by elimination.
    assert!(ends[0] > 0, "{ends:?}");
    std::println!("replayed {games} games, {steps} steps; goal/elim/immob {ends:?}");
}

#[test]
fn the_move_limit_truncates_exactly_there() {
    let r = play_and_replay(6, 11, Some(6), 2, 20, false);
    assert!(r.truncations > 0);
}

#[test]
fn incremental_planes_equal_the_planes_written_whole() {
    // Whole games (setups, moves, truncations and resets).
    let r = play_and_replay(70, 5, Some(12), 2, 90, true);
    assert!(r.games >= 90 && r.truncations > 0);
}

#[test]
fn incremental_planes_write_a_new_buffer_whole() {
    // Alternating between two buffers: each call meets a buffer it did not write last,
    // which holds stale planes (here: poisoned with 0.5), so every value must be written.
    let n = 3;
    let options = SelfPlayOptions {
        seed: 2,
        incremental_planes: true,
        ..Default::default()
    };
    let mut env = SelfPlay::new(n, options);
    let mut plain = SelfPlay::new(
        n,
        SelfPlayOptions {
            seed: 2,
            ..Default::default()
        },
    );
    let (mut a, mut b, mut expected) = (
        Buffers::storage(n),
        Buffers::storage(n),
        Buffers::storage(n),
    );
    let mut actions = [0u32; 3];
    env.reset(&mut a.buffers()).unwrap();
    plain.reset(&mut expected.buffers()).unwrap();
    // The option can be switched per call; the first actions are the elephant's 16 squares.
    plain.set_incremental_planes(true);
    assert!(plain.options().incremental_planes);
    plain.set_incremental_planes(false);
    assert!(!plain.options().incremental_planes);
    assert_eq!(env.mask(0).unwrap().len(), 16);
    for k in 0..200 {
        let st = if k % 3 == 0 { &mut b } else { &mut a };
        if k % 3 == 0 {
            st.planes.fill(0.5);
        }
        env.step_random(&mut actions, &mut st.buffers()).unwrap();
        plain
            .step_random(&mut actions, &mut expected.buffers())
            .unwrap();
        assert_eq!(st.planes, expected.planes, "call {k}");
        if k % 3 == 1 {
            // A restored game's row is written whole too (here: poisoned first).
            let saved = env.game(1).unwrap().clone();
            env.restore(1, &saved).unwrap();
            st.planes[PLANE_VALUES..2 * PLANE_VALUES].fill(0.5);
        }
    }
}

#[test]
fn results_do_not_depend_on_the_thread_count() {
    // 800 games: split in 2 or 3 parts of at least 256 games (16 threads asked: 3 parts);
    // games truncated after 8 moves restart within the 100 steps.
    let n = 800;
    let run = |threads, incremental_planes| {
        let mut env = SelfPlay::new(
            n,
            SelfPlayOptions {
                max_moves: Some(8),
                threads,
                seed: 99,
                incremental_planes,
            },
        );
        let mut st = Buffers::storage(n);
        let mut actions = alloc::vec![0u32; n];
        env.reset(&mut st.buffers()).unwrap();
        let mut log = Vec::new();
        let mut finished = 0;
        for _ in 0..100 {
            env.step_random(&mut actions, &mut st.buffers()).unwrap();
            log.extend_from_slice(&actions);
            finished += st.truncated.iter().filter(|&&t| t).count();
        }
        assert!(finished > 0);
        (log, st.planes, st.masks, st.rewards, st.final_planes)
    };
    let one = run(1, false);
    assert_eq!(one, run(2, false));
    assert_eq!(one, run(3, true));
    assert_eq!(one, run(16, true));
}

#[test]
fn given_actions_are_checked_against_the_mask_first() {
    let mut env = SelfPlay::new(2, SelfPlayOptions::default());
    let mut st = Buffers::storage(2);
    env.reset(&mut st.buffers()).unwrap();
    // Gold's elephant may go on a1 (setup action 1) but not on a3 (square 16).
    assert!(st.masks[1] && !st.masks[4 * 16 + 1]);
    let before = st.clone();
    let err = env.step(&[1, 4 * 16 + 1], &mut st.buffers()).unwrap_err();
    assert_eq!(
        err,
        SelfPlayError::IllegalAction {
            game: 1,
            action: 65
        }
    );
    assert_eq!(
        env.step(&[1, 300], &mut st.buffers()),
        Err(SelfPlayError::IllegalAction {
            game: 1,
            action: 300
        })
    );
    assert_eq!(
        env.step(&[1], &mut st.buffers()),
        Err(SelfPlayError::BufferSize {
            buffer: "actions",
            expected: 2,
            got: 1
        })
    );
    assert_eq!(st.planes, before.planes);
    assert_eq!(env.game(1).unwrap().actions_played(), 0);
    env.step(&[1, 9], &mut st.buffers()).unwrap();
    // Both placed the elephant (a1, c1); the camel is next: 15 free home squares.
    assert_eq!(env.game(0).unwrap().actions_played(), 1);
    assert_eq!(st.masks[..ACTIONS].iter().filter(|&&m| m).count(), 15);
    assert!(!st.masks[ACTIONS + 9]);
    let mut short = Buffers::storage(1);
    let mut b = short.buffers();
    b.masks = &mut st.masks;
    assert_eq!(
        env.reset(&mut b),
        Err(SelfPlayError::BufferSize {
            buffer: "planes",
            expected: 2 * PLANE_VALUES,
            got: PLANE_VALUES
        })
    );
}

#[test]
fn silver_acts_in_its_own_view() {
    // After gold's 16 placements, silver places on ranks 7-8, which its view shows as
    // ranks 1-2: the same action ids as gold's.
    let mut env = SelfPlay::new(1, SelfPlayOptions::default());
    let mut st = Buffers::storage(1);
    env.reset(&mut st.buffers()).unwrap();
    for sq in 0..16u32 {
        env.step(&[4 * sq + 1], &mut st.buffers()).unwrap();
    }
    assert_eq!(st.to_move[0], 1);
    let ids: Vec<usize> = (0..ACTIONS).filter(|&a| st.masks[a]).collect();
    let expected: Vec<usize> = (0..16).map(|sq| 4 * sq + 1).collect();
    assert_eq!(ids, expected);
    env.step(&[1], &mut st.buffers()).unwrap();
    // Silver's a1 in its view is a8 on the board.
    let a8 = Square::from_coords(0, 7).unwrap();
    assert_eq!(flip_action(1), 4 * a8.index() + 1);
    assert!(env.game(0).unwrap().position().piece_at(a8).is_some());
}

#[test]
fn a_restored_game_continues_from_the_saved_state() {
    let mut env = SelfPlay::new(
        3,
        SelfPlayOptions {
            seed: 5,
            ..Default::default()
        },
    );
    let mut st = Buffers::storage(3);
    let mut actions = [0u32; 3];
    env.reset(&mut st.buffers()).unwrap();
    for _ in 0..50 {
        env.step_random(&mut actions, &mut st.buffers()).unwrap();
    }
    let mut saved = ActionGame::new();
    saved.clone_from(env.game(1).unwrap());
    let mask = env.mask(1).unwrap();
    let planes = st.planes[PLANE_VALUES..2 * PLANE_VALUES].to_vec();
    for _ in 0..20 {
        env.step_random(&mut actions, &mut st.buffers()).unwrap();
    }
    assert_ne!(
        env.game(1).unwrap().actions_played(),
        saved.actions_played()
    );
    env.restore(1, &saved).unwrap();
    assert_eq!(
        env.game(1).unwrap().actions_played(),
        saved.actions_played()
    );
    assert_eq!(env.mask(1).unwrap(), mask);
    let mut p = [0.0f32; PLANE_VALUES];
    env.game(1)
        .unwrap()
        .write_planes(env.game(1).unwrap().side_to_move(), &mut p);
    assert_eq!(p.as_slice(), planes.as_slice());
    assert_eq!(
        env.restore(3, &saved),
        Err(SelfPlayError::NoSuchGame { game: 3 })
    );
}

/// The random action is drawn among the mask's set entries only, each of them reachable
/// (entries in the first, a middle and the last word of the packed mask, and END_MOVE),
/// and `None` for an empty mask.
#[test]
fn random_action_draws_every_set_entry_and_nothing_else() {
    let mut slot = Slot {
        game: ActionGame::new(),
        rng: game_seed(7, 0),
        mask: ActionSet::EMPTY,
        shown: None,
    };
    assert_eq!(slot.random_action(), None);
    slot.mask.insert(END_MOVE);
    assert_eq!(slot.random_action(), Some(END_MOVE as u32));
    let set = [0usize, 7, 8, 63, 64, 130, 200, 255, END_MOVE];
    for &a in &set {
        slot.mask.insert(a);
    }
    let mut seen = [0usize; ACTIONS];
    for _ in 0..2000 {
        let a = slot.random_action().expect("a set entry") as usize;
        assert!(set.contains(&a), "drew {a}, not in the mask");
        seen[a] += 1;
    }
    for &a in &set {
        // Uniform: 2000 / 9 ≈ 222 each; far from 0 or all.
        assert!(
            (100..400).contains(&seen[a]),
            "entry {a} drawn {} times",
            seen[a]
        );
    }
}
