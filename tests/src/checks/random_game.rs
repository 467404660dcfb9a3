//! A random legal game driven by the input bytes.
//!
//! The first byte picks the starting position: the standard opening, two random full
//! setups (played through [`Game::play_setup`]), or a random sparse board. Then each byte
//! picks the next step among those [`Position::legal_steps`] offers (or ending the move,
//! when that is allowed), until the bytes run out or [`MAX_MOVES`] moves are played.
//!
//! Checked at every step: the generator and `check_step` agree on all 64 × 4 candidate
//! steps; [`Position::legal_push_pull_steps`] is `legal_steps` without its plain steps,
//! in order; the offered step is accepted with the offered kind; the incremental hash equals
//! the hash from scratch; a capture removes exactly the captured piece and no unguarded
//! piece stays on a trap; piece counts never grow; `undo_step` restores the position
//! exactly, `state_key` too. At every move: the bounded goal search agrees with the
//! unbounded one; the move's notation parses back to the same move and replays
//! to the same position; the short form and diagram round-trip; the result after the move
//! is the one the official rules' checks give. At most [`MAX_MOVE_LISTS`] times per game:
//! every move of `legal_moves()` is accepted by `Position::play` and leads to a distinct
//! board, the move then played step by step is among them, and the goal search finds a
//! goal exactly when one of those boards has a rabbit of the side to move on its goal rank.

use super::bytes::Bytes;
use arimaa_rules::Refusal;
use arimaa_rules::{
    Board, Color, Game, Outcome, Piece, PieceKind, Placement, Position, Setup, Square, StepKind,
    Termination,
};

use super::invariants::{
    check_counts_never_grow, check_hash, check_position, check_text_forms, check_traps,
    check_unique_moves, piece_counts,
};
use super::move_text::check_played;

/// The most moves played in one game.
pub const MAX_MOVES: usize = 64;
/// The most `legal_moves()` expansions in one game (each costs about a millisecond), made
/// at the first move or when at most 12 pieces are left.
pub const MAX_MOVE_LISTS: usize = 1;

/// The check of fuzz target `random_game`.
pub fn check_random_game(data: &[u8]) {
    let mut input = Bytes::new(data);
    let Some(mode) = input.next() else {
        return;
    };
    let pos = match mode % 4 {
        0 | 1 => Position::standard(),
        2 => random_setups(&mut input),
        _ => random_board(&mut input),
    };
    play_random_game(pos, &mut input);
}

/// Both sides place the full set of pieces on their home ranks in an order taken from
/// the input; the game must accept both setups.
fn random_setups(input: &mut Bytes) -> Position {
    let mut game = Game::new();
    for color in Color::ALL {
        let ranks = match color {
            Color::Gold => [0u8, 1],
            Color::Silver => [7, 6],
        };
        let mut pieces: Vec<Piece> = PieceKind::ALL
            .iter()
            .flat_map(|&k| std::iter::repeat_n(Piece::new(color, k), k.full_count() as usize))
            .collect();
        for i in (1..pieces.len()).rev() {
            let j = input.below(i + 1);
            pieces.swap(i, j);
        }
        let squares = ranks
            .iter()
            .flat_map(|&r| (0..8u8).map(move |f| Square::from_coords(f, r).expect("on board")));
        let placements: Vec<Placement> = squares
            .zip(pieces)
            .map(|(square, piece)| Placement { piece, square })
            .collect();
        let setup = Setup::new(&placements).expect("16 placements");
        game.play_setup(&setup).unwrap_or_else(|e| {
            panic!(
                "a full setup on the home ranks is refused: {} ({})",
                setup, e
            )
        });
    }
    assert!(
        !game.is_setup_phase(),
        "setup phase goes on after both setups"
    );
    game.position().clone()
}

/// A sparse board: up to 32 pieces on squares taken from the input (never more of a kind
/// than the full set, no rabbit on its own goal rank), pieces left unguarded on traps
/// removed, and the side to move from the input.
fn random_board(input: &mut Bytes) -> Position {
    let mut board = Board::empty();
    let n = input.below(33);
    for _ in 0..n {
        let piece = Piece::from_index(input.below(12)).expect("12 pieces");
        let sq = Square::new(input.below(64) as u8).expect("64 squares");
        let on_goal = piece.kind == PieceKind::Rabbit && sq.rank() == piece.color.goal_rank();
        if board.piece_at(sq).is_some() || on_goal || board.count(piece) >= piece.kind.full_count()
        {
            continue;
        }
        board.set(sq, Some(piece));
    }
    loop {
        let unguarded =
            board.unguarded_on_traps(Color::Gold) | board.unguarded_on_traps(Color::Silver);
        let Some(sq) = unguarded.first() else {
            break;
        };
        board.set(sq, None);
    }
    let side = if input.below(2) == 0 {
        Color::Gold
    } else {
        Color::Silver
    };
    Position::new(board.clone(), side)
        .unwrap_or_else(|e| panic!("a valid board is refused: {} ({:?})", e, board))
}

/// Plays up to [`MAX_MOVES`] moves chosen by the input from `pos`, checking everything.
fn play_random_game(mut pos: Position, input: &mut Bytes) {
    let mut lists_left = MAX_MOVE_LISTS;
    check_text_forms(&pos);
    for number in 0..MAX_MOVES {
        check_outcome(&pos);
        check_goal_and_key(&pos);
        let Some(selector) = input.next() else {
            return;
        };
        // Expanding all moves costs ~1 ms per thousand (10x more in a fuzz build): only
        // at the first move or on a board of a few pieces.
        let cheap = number == 0 || pos.board().occupied().count() <= 12;
        let boards = if lists_left > 0 && cheap && selector % 4 == 0 {
            lists_left -= 1;
            Some(check_unique_moves(&pos))
        } else {
            None
        };
        if let Some(boards) = &boards {
            check_goal_against_boards(&pos, boards);
        }
        let start = pos.clone();
        let Some(played) = play_random_move(&mut pos, input) else {
            return;
        };
        check_played(&start, &pos, &played, "a random game");
        if let Some(boards) = boards {
            assert!(
                boards.contains(pos.board()),
                "the move {} played step by step is not among legal_moves() of {:?}",
                played,
                start
            );
        }
    }
}

/// Plays steps chosen by the input until the input chooses to end the move; returns the
/// move, or `None` when the input runs out or the move reaches a dead end (no legal step
/// and the move cannot end, e.g. four steps back to the start board).
fn play_random_move(pos: &mut Position, input: &mut Bytes) -> Option<arimaa_rules::NotatedMove> {
    loop {
        check_position(pos);
        // (No step after the fourth: checked by check_position above.)
        let steps = if pos.steps_left() > 0 {
            pos.legal_steps()
        } else {
            arimaa_rules::StepList::new()
        };
        let push_pull: Vec<_> = steps
            .as_slice()
            .iter()
            .filter(|(_, kind)| *kind != StepKind::Plain)
            .copied()
            .collect();
        assert_eq!(
            pos.legal_push_pull_steps().as_slice(),
            &push_pull[..],
            "legal_push_pull_steps is not legal_steps without its plain steps in {:?}",
            pos
        );
        let can_end = pos.can_end_move().is_ok();
        let options = steps.len() + usize::from(can_end);
        if options == 0 {
            assert!(
                !pos.at_move_start() || pos.is_immobilized(),
                "no legal step at the start of a move, yet not immobilized: {:?}",
                pos
            );
            return None;
        }
        let choice = input.next()? as usize % options;
        if choice == steps.len() {
            let current = pos.current_move();
            let played = pos
                .end_move()
                .unwrap_or_else(|e| panic!("can_end_move said yes, end_move says {}", e));
            assert_eq!(
                played, current,
                "end_move returns another move than current_move"
            );
            return Some(played);
        }
        let (step, kind) = steps.as_slice()[choice];
        let before = pos.clone();
        let counts = piece_counts(pos.board());
        let played = pos.play_step(&step).unwrap_or_else(|e| {
            panic!(
                "legal_steps offers {} but play_step refuses it ({}: {}) in {:?}",
                step,
                e.rule(),
                e,
                before
            )
        });
        assert_eq!(
            (played.step, played.kind),
            (step, kind),
            "play_step reports another step"
        );
        let after = piece_counts(pos.board());
        check_counts_never_grow(&counts, &after, &step.to_string());
        let lost: u32 = counts.iter().zip(&after).map(|(b, a)| b - a).sum();
        match played.capture {
            None => assert_eq!(lost, 0, "{} removed a piece without a capture", step),
            Some(c) => {
                assert!(c.square.is_trap(), "capture {} off a trap", c);
                assert_eq!(lost, 1, "capture {} removed {} pieces", c, lost);
                assert_eq!(
                    after[c.piece.index()] + 1,
                    counts[c.piece.index()],
                    "capture {} removed another piece",
                    c
                );
                assert_eq!(
                    pos.piece_at(c.square),
                    None,
                    "captured piece still on {}",
                    c.square
                );
            }
        }
        check_hash(pos);
        check_traps(pos);
        let mut undone = pos.clone();
        let taken_back = undone.undo_step();
        assert_eq!(taken_back, Some(played), "undo_step returns another step");
        assert_eq!(
            undone, before,
            "undo_step after {} does not restore the position",
            step
        );
        assert_eq!(
            undone.board().zobrist_key(),
            before.board().zobrist_key(),
            "undo_step: hash"
        );
        assert_eq!(
            undone.current_move(),
            before.current_move(),
            "undo_step: steps"
        );
        assert_eq!(
            undone.state_key(),
            before.state_key(),
            "undo_step: state_key"
        );
        assert_ne!(
            pos.state_key(),
            before.state_key(),
            "{} changed the state of the move, not its state_key",
            step
        );
        check_hash(&undone);
    }
}

/// Panics unless the goal search (`Position::goal_move_within`, a million steps) finds a
/// goal exactly when some board that `legal_moves()` leads to (`boards`) has a rabbit of
/// the side to move on its goal rank (the search's skipped steps must never hide one).
fn check_goal_against_boards(pos: &Position, boards: &std::collections::HashSet<Board>) {
    use arimaa_rules::GoalSearch;
    let side = pos.side_to_move();
    let rabbit = Piece::new(side, PieceKind::Rabbit);
    let by_list = boards
        .iter()
        .any(|b| (b.pieces(rabbit) & arimaa_rules::Bitboard::rank(side.goal_rank())).any());
    match pos.goal_move_within(1_000_000) {
        GoalSearch::Unfinished => {}
        found => assert_eq!(
            matches!(found, GoalSearch::Goal(_)),
            by_list,
            "the goal search ({found:?}) against the move list in {pos:?}"
        ),
    }
}

/// Panics unless `state_key` is the repetition key at the start of a move, and the
/// bounded goal search is consistent: a goal it finds is one (the move is legal and puts
/// a rabbit of the side to move on its goal rank), and once a limit is enough to finish,
/// every larger limit gives the same answer (the search is deterministic). Whether
/// `goal_move` misses no goal is checked against the whole move list by the
/// `goal_search` test.
pub fn check_goal_and_key(pos: &Position) {
    use arimaa_rules::GoalSearch;
    if pos.at_move_start() {
        assert_eq!(
            pos.state_key(),
            pos.zobrist_key(),
            "state_key at a move start"
        );
    }
    let side = pos.side_to_move();
    let mut finished: Option<GoalSearch> = None;
    for limit in [1u64, 30, 1_000] {
        let answer = pos.goal_move_within(limit);
        if let GoalSearch::Goal(mv) = answer {
            let after = pos
                .play(&mv)
                .unwrap_or_else(|e| panic!("goal {mv} is refused ({e}) in {pos:?}"));
            assert!(after.rabbit_on_goal(side), "goal {mv} misses in {pos:?}");
        }
        if let Some(f) = finished {
            assert_eq!(
                answer, f,
                "limit {limit} changed a finished answer in {pos:?}"
            );
        } else if answer != GoalSearch::Unfinished {
            finished = Some(answer);
        }
    }
}

/// Panics unless `outcome_after_move` gives what the official rules' checks give, in
/// their order, computed here from the board: the mover's rabbit on goal, the other
/// side's rabbit on goal, the side to move without rabbits, the mover without rabbits, the
/// side to move without a legal step.
pub fn check_outcome(pos: &Position) {
    let to_move = pos.side_to_move();
    let mover = to_move.opponent();
    let rabbits = |c: Color| {
        Square::all().filter(move |&sq| pos.piece_at(sq) == Some(Piece::new(c, PieceKind::Rabbit)))
    };
    let on_goal = |c: Color| rabbits(c).any(|sq| sq.rank() == c.goal_rank());
    let win = |winner, termination| Some(Outcome::win(winner, termination));
    let expected = if on_goal(mover) {
        win(mover, Termination::Goal)
    } else if on_goal(to_move) {
        win(to_move, Termination::Goal)
    } else if rabbits(to_move).next().is_none() {
        win(mover, Termination::Elimination)
    } else if rabbits(mover).next().is_none() {
        win(to_move, Termination::Elimination)
    } else if pos.legal_steps().is_empty() {
        win(mover, Termination::Immobilization)
    } else {
        None
    };
    assert_eq!(
        pos.outcome_after_move(),
        expected,
        "result after the move in {:?}",
        pos
    );
}
