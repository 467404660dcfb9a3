//! Arbitrary action sequences through [`SelfPlay`] (the batched self-play environment),
//! checked against [`Game`].
//!
//! The first bytes choose the number of games (1 to [`MAX_GAMES`]), the move limit
//! (none, or 1 to 16 moves), incremental planes on or off, and the seed. Then each step
//! reads a mode byte: mostly one byte per game picking the `k`-th action of the game's
//! mask ([`SelfPlay::step`]); sometimes [`SelfPlay::step_random`]; sometimes first an
//! action outside a game's mask, which must be refused ([`SelfPlayError::IllegalAction`]
//! naming that game) with no game changed.
//!
//! Each game has a reference: a [`Game`] (default options: the official rules) fed the same
//! actions as placements (a setup is played once its 16 pieces are placed, in
//! [`SETUP_ORDER`]), steps (on a copy of the position) and move ends
//! ([`Game::play_notated`]). Checked after every step: the game accepts every setup and
//! move that `SelfPlay` accepted; the game ends exactly when `SelfPlay` says
//! `terminated`, with the same termination letter and rewards `+1`/`-1` for the winner
//! (`Game::outcome`), and `truncated` exactly when the move limit is reached (moves
//! counted without setups); a finished game's final planes are those of the game's last
//! position and the environment's game restarts; otherwise the environment's position
//! (board, side to move, steps left, move number) is the reference's, `to_move` is the
//! side to move, the mask row is [`SelfPlay::mask`], every step action of the mask is a
//! legal step of the reference position, and the planes row is [`planes::write`] of it
//! (incremental planes included).

use super::bytes::Bytes;
use arimaa_rules::encoding::selfplay::{Buffers, SelfPlay, SelfPlayError, SelfPlayOptions};
use arimaa_rules::encoding::{
    ACTIONS, END_MOVE, SETUP_ORDER, orient, planes, setup_action_square, step_from_action,
};
use arimaa_rules::{Color, Game, Piece, Placement, Position, Setup, Turn};

/// The most games in one environment.
pub const MAX_GAMES: usize = 3;
/// The most steps (calls) per input.
pub const MAX_STEPS: usize = 2_000;

/// One game as [`Game`] plays it.
struct Reference {
    game: Game,
    /// The placements of the setup in progress.
    placements: Vec<Placement>,
    /// The position with the steps of the move in progress (between moves: the game's).
    position: Position,
}

impl Reference {
    fn new() -> Reference {
        let game = Game::new();
        let position = game.position().clone();
        Reference {
            game,
            placements: Vec::new(),
            position,
        }
    }

    /// The side to move.
    fn side(&self) -> Color {
        self.game.side_to_move()
    }

    /// Moves completed (setups not counted).
    fn moves(&self) -> usize {
        self.game
            .history()
            .iter()
            .filter(|e| matches!(e.turn, Turn::Move(_)))
            .count()
    }

    /// Plays `action` (absolute ids), which `SelfPlay` accepted for game `i`.
    fn play(&mut self, action: usize, i: usize) {
        if self.game.is_setup_phase() {
            let square = setup_action_square(action)
                .unwrap_or_else(|| panic!("game {i}: setup action {action} names no square"));
            let kind = SETUP_ORDER[self.placements.len()];
            self.placements.push(Placement {
                piece: Piece::new(self.side(), kind),
                square,
            });
            if self.placements.len() == SETUP_ORDER.len() {
                let setup = Setup::new(&self.placements)
                    .unwrap_or_else(|| panic!("game {i}: placements make no setup"));
                self.game.play_setup(&setup).unwrap_or_else(|e| {
                    panic!("game {i}: Game refuses setup {setup} that SelfPlay accepted: {e}")
                });
                self.placements.clear();
                self.position = self.game.position().clone();
            }
        } else if action == END_MOVE {
            let m = self.position.current_move();
            self.game.play_notated(&m).unwrap_or_else(|e| {
                panic!("game {i}: Game refuses move {m} that SelfPlay accepted: {e}")
            });
            self.position = self.game.position().clone();
        } else {
            let step = step_from_action(&self.position, action).unwrap_or_else(|e| {
                panic!("game {i}: action {action} that SelfPlay accepted is no step: {e}")
            });
            self.position.play_step(&step).unwrap_or_else(|e| {
                panic!("game {i}: step {step} that SelfPlay accepted is illegal: {e}")
            });
        }
    }
}

/// The check of fuzz target `selfplay`.
pub fn check_selfplay(data: &[u8]) {
    let mut input = Bytes::new(data);
    let (Some(b0), Some(b1)) = (input.next(), input.next()) else {
        return;
    };
    let n = 1 + b0 as usize % MAX_GAMES;
    let max_moves = match b1 % 4 {
        0 => None,
        _ => Some(1 + (b1 as usize / 4) % 16),
    };
    let mut seed = [0u8; 8];
    for b in &mut seed {
        *b = input.next().unwrap_or(0);
    }
    let options = SelfPlayOptions {
        max_moves,
        threads: 1,
        seed: u64::from_le_bytes(seed),
        incremental_planes: b0 & 0x80 != 0,
    };
    let mut env = SelfPlay::new(n, options);
    let mut storage = Buffers::storage(n);
    env.reset(&mut storage.buffers())
        .expect("buffers of the right size");
    let mut refs: Vec<Reference> = (0..n).map(|_| Reference::new()).collect();
    check_observations(&env, &refs, &storage);
    let mut actions = vec![0u32; n];
    for _ in 0..MAX_STEPS {
        let Some(mode) = input.next() else {
            break;
        };
        if mode % 16 == 14 {
            check_illegal_action_refused(&mut env, &mut storage, mode as usize / 16 % n);
        }
        if mode % 16 == 15 {
            env.step_random(&mut actions, &mut storage.buffers())
                .expect("buffers of the right size");
        } else {
            for (i, a) in actions.iter_mut().enumerate() {
                let mask = env.mask(i).expect("a game");
                let k = input.next().unwrap_or(0) as usize % mask.len().max(1);
                *a = mask
                    .nth(k)
                    .unwrap_or_else(|| panic!("game {i}: an empty mask in a game going on"))
                    as u32;
            }
            env.step(&actions, &mut storage.buffers())
                .unwrap_or_else(|e| panic!("an action of the mask is refused: {e}"));
        }
        for (i, r) in refs.iter_mut().enumerate() {
            let side = r.side();
            r.play(orient(actions[i] as usize, side), i);
            check_finish(i, r, &storage, max_moves);
        }
        check_observations(&env, &refs, &storage);
    }
}

/// An action outside game `j`'s mask is refused, naming the game, and nothing changes.
fn check_illegal_action_refused(
    env: &mut SelfPlay,
    storage: &mut arimaa_rules::encoding::selfplay::BufferStorage,
    j: usize,
) {
    let n = env.num_games();
    let mask = env.mask(j).expect("a game");
    let Some(bad) = (0..ACTIONS as u32 + 1).find(|&a| !mask.contains(a as usize)) else {
        return;
    };
    let mut actions: Vec<u32> = (0..n)
        .map(|i| env.mask(i).expect("a game").nth(0).unwrap_or(0) as u32)
        .collect();
    actions[j] = bad;
    let before: Vec<_> = (0..n)
        .map(|i| env.game(i).expect("a game").clone())
        .collect();
    let planes = storage.planes.clone();
    match env.step(&actions, &mut storage.buffers()) {
        Err(SelfPlayError::IllegalAction { game, action }) => {
            assert_eq!((game, action), (j, bad), "the refusal names another game");
        }
        other => panic!("action {bad} outside game {j}'s mask: {other:?}"),
    }
    for (i, b) in before.iter().enumerate() {
        let g = env.game(i).expect("a game");
        assert_eq!(
            (g.actions_played(), g.position().to_short()),
            (b.actions_played(), b.position().to_short()),
            "game {i} changed on a refused call"
        );
    }
    assert!(storage.planes == planes, "planes written on a refused call");
}

/// After a step of game `i`: its flags, rewards and letter against the reference's
/// result; a finished game's final planes; the reference restarts with it.
fn check_finish(
    i: usize,
    r: &mut Reference,
    out: &arimaa_rules::encoding::selfplay::BufferStorage,
    max_moves: Option<usize>,
) {
    let (terminated, truncated) = (out.terminated[i], out.truncated[i]);
    let rewards = [out.rewards[2 * i], out.rewards[2 * i + 1]];
    let outcome = r.game.outcome();
    let between_moves = !r.game.is_setup_phase() && r.position.steps_left() == 4;
    assert_eq!(
        terminated,
        outcome.is_some(),
        "game {i}: SelfPlay terminated = {terminated}, Game's outcome {outcome:?} ({})",
        r.game.position().to_short()
    );
    match outcome {
        Some(o) => {
            assert!(!truncated, "game {i}: terminated and truncated");
            assert_eq!(
                out.termination[i],
                o.termination.letter() as u8,
                "game {i}: termination letter of {o:?}"
            );
            let expected = match o.winner {
                Some(Color::Gold) => [1.0, -1.0],
                Some(Color::Silver) => [-1.0, 1.0],
                None => [0.0, 0.0],
            };
            assert_eq!(rewards, expected, "game {i}: rewards of {o:?}");
        }
        None => {
            let limit = between_moves
                && r.game
                    .history()
                    .last()
                    .is_some_and(|e| matches!(e.turn, Turn::Move(_)))
                && max_moves.is_some_and(|m| r.moves() >= m);
            assert_eq!(
                truncated,
                limit,
                "game {i}: truncated = {truncated} after {} moves (limit {max_moves:?})",
                r.moves()
            );
            assert_eq!(rewards, [0.0, 0.0], "game {i}: rewards without a result");
            assert_eq!(out.termination[i], 0, "game {i}: a letter without a result");
        }
    }
    if terminated || truncated {
        let mut expected = [0.0f32; planes::PLANE_VALUES];
        planes::write(r.game.position(), r.side(), false, &mut expected);
        let row = &out.final_planes[i * planes::PLANE_VALUES..(i + 1) * planes::PLANE_VALUES];
        assert!(
            row == &expected[..],
            "game {i}: final planes differ from the last position's"
        );
        *r = Reference::new();
    }
}

/// Every game's position, side to move, mask and planes against its reference.
fn check_observations(
    env: &SelfPlay,
    refs: &[Reference],
    out: &arimaa_rules::encoding::selfplay::BufferStorage,
) {
    for (i, r) in refs.iter().enumerate() {
        let g = env.game(i).expect("a game");
        let side = r.side();
        assert_eq!(g.side_to_move(), side, "game {i}: side to move");
        assert_eq!(out.to_move[i], side.index() as u8, "game {i}: to_move");
        assert_eq!(
            g.is_setup_phase(),
            r.game.is_setup_phase(),
            "game {i}: setup phase"
        );
        assert_eq!(g.moves_played(), r.moves(), "game {i}: moves played");
        assert!(g.outcome().is_none(), "game {i}: over and not restarted");
        let mask = env.mask(i).expect("a game");
        let row = &out.masks[i * ACTIONS..(i + 1) * ACTIONS];
        for (a, &set) in row.iter().enumerate() {
            assert_eq!(set, mask.contains(a), "game {i}: mask row, action {a}");
        }
        assert!(
            !mask.is_empty(),
            "game {i}: no legal action in a game going on"
        );
        if r.game.is_setup_phase() {
            let mut board = r.game.position().board().clone();
            for p in &r.placements {
                board.set(p.square, Some(p.piece));
            }
            assert_eq!(g.position().board(), &board, "game {i}: setup board");
            continue;
        }
        let p = g.position();
        assert_eq!(
            (p.to_short(), p.steps_left(), p.move_number()),
            (
                r.position.to_short(),
                r.position.steps_left(),
                r.position.move_number()
            ),
            "game {i}: position"
        );
        for a in (0..ACTIONS).filter(|&a| mask.contains(a)) {
            let absolute = orient(a, side);
            if absolute == END_MOVE {
                continue;
            }
            let step = step_from_action(&r.position, absolute)
                .unwrap_or_else(|e| panic!("game {i}: mask action {a} is no step: {e}"));
            r.position
                .check_step(&step)
                .unwrap_or_else(|e| panic!("game {i}: mask action {a} ({step}) illegal: {e}"));
        }
        let mut expected = [0.0f32; planes::PLANE_VALUES];
        planes::write(&r.position, side, false, &mut expected);
        let row = &out.planes[i * planes::PLANE_VALUES..(i + 1) * planes::PLANE_VALUES];
        assert!(
            row == &expected[..],
            "game {i}: planes differ from the position's"
        );
    }
}
