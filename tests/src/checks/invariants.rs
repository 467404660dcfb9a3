//! Invariants of a single position, used by every other check: the incremental Zobrist
//! hash equals one computed from scratch, the two board representations agree, no piece
//! stands unguarded on a trap, the step generator and the step checker agree on all
//! 64 × 4 candidate steps, the text forms round-trip, and the unique-move generator's
//! moves are all accepted and all distinct.

use arimaa_rules::Refusal;
use std::collections::HashSet;

use arimaa_rules::{
    Bitboard, Board, Color, Direction, Piece, PieceKind, Position, Square, Step, StepKind, zobrist,
};

/// The twelve piece counts of a board, indexed by [`Piece::index`].
pub fn piece_counts(board: &Board) -> [u32; 12] {
    let mut counts = [0; 12];
    for sq in Square::all() {
        if let Some(p) = board.piece_at(sq) {
            counts[p.index()] += 1;
        }
    }
    counts
}

/// Panics unless every count in `after` is at most the one in `before` (pieces are only
/// ever captured, never created); `what` names the step or move in the message.
pub fn check_counts_never_grow(before: &[u32; 12], after: &[u32; 12], what: &str) {
    for i in 0..12 {
        let piece = Piece::from_index(i).expect("12 pieces");
        assert!(
            after[i] <= before[i],
            "piece count grew: {} {} -> {} after {}",
            piece.describe(),
            before[i],
            after[i],
            what
        );
    }
}

/// Panics unless the board's incremental hash equals the XOR of the Zobrist keys of its
/// pieces, a board rebuilt square by square equals it (same pieces, same hash), the
/// square table agrees with the bitboards, and the position key adds the side key.
pub fn check_hash(pos: &Position) {
    let board = pos.board();
    let mut fresh = Board::empty();
    let mut keys = 0u64;
    let mut occupied = Bitboard::EMPTY;
    let mut by_piece = [Bitboard::EMPTY; 12];
    for sq in Square::all() {
        if let Some(p) = board.piece_at(sq) {
            fresh.set(sq, Some(p));
            keys ^= zobrist::PIECE_SQUARE[p.index()][sq.index()];
            occupied |= Bitboard::from_square(sq);
            by_piece[p.index()] |= Bitboard::from_square(sq);
        }
    }
    for (i, squares) in by_piece.iter().enumerate() {
        let piece = Piece::from_index(i).expect("12 pieces");
        assert_eq!(
            board.pieces(piece),
            *squares,
            "square table and bitboard of {} disagree in {:?}",
            piece.describe(),
            pos
        );
    }
    assert_eq!(
        board.occupied(),
        occupied,
        "occupied bitboard is stale in {:?}",
        pos
    );
    assert_eq!(&fresh, board, "rebuilt board differs from {:?}", pos);
    assert_eq!(
        board.zobrist_key(),
        keys,
        "incremental hash {:#x} != hash from scratch {:#x} in {:?}",
        board.zobrist_key(),
        keys,
        pos
    );
    assert_eq!(
        fresh.zobrist_key(),
        keys,
        "fresh board hash != XOR of keys in {:?}",
        pos
    );
    let side = match pos.side_to_move() {
        Color::Gold => 0,
        Color::Silver => zobrist::SILVER_TO_MOVE,
    };
    assert_eq!(
        pos.zobrist_key(),
        keys ^ side,
        "position key is not board hash ^ side key in {:?}",
        pos
    );
}

/// Panics if a piece stands on a trap with no friendly neighbour (it should have been
/// captured), computed from the squares' neighbours rather than by the board's own helper,
/// or if that helper disagrees.
pub fn check_traps(pos: &Position) {
    for trap in Square::TRAPS {
        let Some(p) = pos.piece_at(trap) else {
            continue;
        };
        let guarded = Direction::ALL.iter().any(|&d| {
            trap.step(d)
                .and_then(|n| pos.piece_at(n))
                .is_some_and(|n| n.color == p.color)
        });
        assert!(
            guarded,
            "unguarded_trap: unguarded {} stays on trap {} in {:?}",
            p.describe(),
            trap,
            pos
        );
    }
    for color in Color::ALL {
        assert!(
            pos.board().unguarded_on_traps(color).is_empty(),
            "Board::unguarded_on_traps({}) not empty in {:?}",
            color,
            pos
        );
    }
}

/// Panics unless `Board::frozen(color)` and `is_frozen(square)` agree on every square.
pub fn check_frozen(pos: &Position) {
    for color in Color::ALL {
        let frozen = pos.board().frozen(color);
        for sq in Square::all() {
            let own = pos.piece_at(sq).is_some_and(|p| p.color == color);
            assert_eq!(
                frozen.contains(sq),
                own && pos.is_frozen(sq),
                "frozen({}) and is_frozen({}) disagree in {:?}",
                color,
                sq,
                pos
            );
        }
    }
}

/// Panics unless the generated legal steps are exactly the candidate steps that
/// `check_step` accepts, with the same kinds, and without duplicates. The candidates are
/// the 64 × 4 steps of the piece standing on each square (plus, for each empty square, a
/// gold rabbit's step, which must be refused, and for each occupied one a step naming a
/// different piece, which must be refused too).
///
/// After four steps no step is legal: `legal_steps()` must then be empty (known bug
/// `steps_after_four` when it is not; see [`super::tolerated`]).
pub fn check_step_sets(pos: &Position) {
    let list = pos.legal_steps();
    if pos.steps_left() == 0 && !list.is_empty() && super::tolerated("steps_after_four") {
        return;
    }
    if pos.steps_left() == 0 {
        assert!(
            list.is_empty(),
            "steps_after_four: legal_steps offers {} steps ({}, ...) after four steps in {:?}",
            list.len(),
            list.as_slice()[0].0,
            pos
        );
    }
    // The offered steps by (origin square, direction); the piece is checked on use.
    let mut offered: [Option<(Step, StepKind)>; 256] = [None; 256];
    let slot = |step: &Step| step.from().index() * 4 + step.direction() as usize;
    for &(step, kind) in list.as_slice() {
        assert!(
            offered[slot(&step)].replace((step, kind)).is_none(),
            "legal_steps offers two steps from {} to {} in {:?}",
            step.from(),
            step.to(),
            pos
        );
    }
    let mut accepted = 0usize;
    for sq in Square::all() {
        for dir in Direction::ALL {
            let first = dir == Direction::ALL[0];
            let Some(piece) = pos.piece_at(sq) else {
                if !first {
                    continue;
                }
                let rabbit = Piece::new(Color::Gold, PieceKind::Rabbit);
                if let Some(step) = Step::new(rabbit, sq, dir) {
                    assert!(
                        pos.check_step(&step).is_err(),
                        "check_step accepts {} from the empty square {} in {:?}",
                        step,
                        sq,
                        pos
                    );
                }
                continue;
            };
            let Some(step) = Step::new(piece, sq, dir) else {
                continue;
            };
            let other = Piece::from_index((piece.index() + 1) % 12).expect("12 pieces");
            let wrong = Step::new(other, sq, dir).expect("same square and direction");
            assert!(
                !first || pos.check_step(&wrong).is_err(),
                "check_step accepts {} naming the wrong piece in {:?}",
                wrong,
                pos
            );
            let listed = offered[slot(&step)]
                .filter(|(s, _)| *s == step)
                .map(|(_, k)| k);
            match (pos.check_step(&step), listed) {
                (Ok(kind), Some(listed)) => {
                    accepted += 1;
                    assert_eq!(
                        kind, listed,
                        "check_step and legal_steps disagree on the kind of {} in {:?}",
                        step, pos
                    );
                }
                (Err(_), None) => {}
                (Ok(kind), None) => panic!(
                    "check_step accepts {} ({:?}) but legal_steps does not offer it in {:?}",
                    step, kind, pos
                ),
                (Err(e), Some(_)) => panic!(
                    "legal_steps offers {} but check_step refuses it ({}: {}) in {:?}",
                    step,
                    e.rule(),
                    e,
                    pos
                ),
            }
        }
    }
    assert_eq!(
        accepted,
        list.len(),
        "legal_steps offers steps outside the 64x4 candidates in {:?}",
        pos
    );
}

/// Panics unless the short form and the long diagram of `pos` parse back to `pos` (same
/// board, side and move state; the diagram also keeps the move number) and printing them
/// again gives the same text. Only for a position at the start of a move.
pub fn check_text_forms(pos: &Position) {
    let short = pos.to_short();
    assert_eq!(
        short.chars().count(),
        68,
        "short form is not 'c [64 squares]': {:?}",
        short
    );
    let again = Position::from_short(&short)
        .unwrap_or_else(|e| panic!("short form {:?} does not parse back: {}", short, e));
    assert_eq!(
        &again, pos,
        "short form {:?} parses to another position",
        short
    );
    assert_eq!(again.to_short(), short, "short form is not canonical");
    let diagram = pos.to_diagram();
    let again = Position::from_diagram(&diagram)
        .unwrap_or_else(|e| panic!("diagram does not parse back: {}\n{}", e, diagram));
    assert_eq!(
        &again, pos,
        "diagram parses to another position:\n{}",
        diagram
    );
    assert_eq!(
        again.move_number(),
        pos.move_number(),
        "diagram loses the move number:\n{}",
        diagram
    );
    assert_eq!(again.to_diagram(), diagram, "diagram is not canonical");
}

/// Every per-position check that is cheap (microseconds): hash, traps, frozen pieces,
/// step sets.
pub fn check_position(pos: &Position) {
    check_hash(pos);
    check_traps(pos);
    check_frozen(pos);
    check_step_sets(pos);
}

/// Panics unless every move of `legal_moves()` is accepted by `Position::play` and leads
/// to a board different from the start and from every other move's board. Returns the
/// set of boards reached (to check that moves played step by step are among them). Costs
/// about a millisecond per thousand moves.
pub fn check_unique_moves(pos: &Position) -> HashSet<Board> {
    let moves = pos.legal_moves();
    let mut boards = HashSet::with_capacity(moves.len());
    for mv in &moves {
        assert!(
            (1..=4).contains(&mv.len()),
            "legal_moves gives a move of {} steps: {} in {:?}",
            mv.len(),
            mv,
            pos
        );
        let next = pos.play(mv).unwrap_or_else(|e| {
            panic!(
                "legal_moves gives {} but play refuses it ({}: {}) in {:?}",
                mv,
                e.rule(),
                e,
                pos
            )
        });
        assert_ne!(
            next.board(),
            pos.board(),
            "legal_moves gives the null move {} in {:?}",
            mv,
            pos
        );
        assert!(
            boards.insert(next.board().clone()),
            "legal_moves gives two moves to the same board (one is {}) in {:?}",
            mv,
            pos
        );
    }
    boards
}
