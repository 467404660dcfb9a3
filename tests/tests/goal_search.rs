//! `Position::goal_move` against the whole move list: on every position of the per-game
//! records, the core's goal search finds a goal exactly when some legal move
//! (`Position::legal_moves`, the independent generator of the published counts) ends with
//! a rabbit of the side to move on its goal rank, and the goal it finds is legal and
//! reaches the goal. The goal search skips steps it can prove useless (a lower bound on the
//! steps any goal still needs; with as many steps left as the nearest rabbit needs, only
//! that rabbit's forward steps; with no step to spare, only steps that change a square the
//! bound reads): this is the test where those shortcuts and the full check could disagree
//! (mid-move positions with a push or pull pending included).

use arimaa_rules::notation::record::GameRecord;
use arimaa_rules::{Color, GameOptions, PieceKind, Position};
use arimaa_tests::data;

/// Every position at the start of a move in the 21 per-game movelists, each of them with
/// every rabbit moved one rank nearer its goal when the square is free, and again (more
/// positions with a goal close by), and each of those after one step that begins a push,
/// completes a pull or may start one (goals in the middle of a move).
fn positions() -> Vec<Position> {
    let list = data::read_table("games/per-game/movelists/EXPECTED.txt");
    let mut ids: Vec<String> = list
        .lines()
        .filter_map(|l| l.split('\t').next())
        .filter(|id| id.len() == 5 && id.chars().all(|c| c.is_ascii_digit()))
        .map(str::to_string)
        .collect();
    ids.sort();
    ids.dedup();
    assert!(ids.len() >= 20, "{ids:?}");
    let mut out = Vec::new();
    for id in ids {
        let text = data::read_table(&format!("games/per-game/movelists/{id}.txt"));
        let record = GameRecord::parse(&text).unwrap();
        let game = record.replay(GameOptions::LENIENT).unwrap().game;
        for e in game.history() {
            if e.position_before().at_move_start() && !game.is_setup_phase() {
                out.push(e.position_before().clone());
            }
        }
    }
    out.retain(|p| p.board().occupied().count() > 16 || p.move_number() > 1);
    let advanced: Vec<Position> = out.iter().filter_map(advance_rabbits).collect();
    let twice: Vec<Position> = advanced.iter().filter_map(advance_rabbits).collect();
    out.extend(advanced);
    out.extend(twice);
    let mid_move: Vec<Position> = out.iter().flat_map(first_steps).collect();
    out.extend(mid_move);
    out
}

/// Positions in the middle of a move from `pos`: after its first legal step that begins
/// a push (one is pending), and after its first plain step after which a pull is legal
/// (one may follow), each with as many steps left as the core says.
fn first_steps(pos: &Position) -> Vec<Position> {
    use arimaa_rules::StepKind;
    let after = |step| {
        let mut next = pos.clone();
        next.play_step(&step).ok().map(|_| next)
    };
    let steps = pos.legal_steps();
    let push = steps
        .as_slice()
        .iter()
        .find(|(_, k)| *k == StepKind::PushStart)
        .and_then(|&(s, _)| after(s));
    let pull = steps.as_slice().iter().find_map(|&(s, k)| {
        let next = after(s).filter(|_| k == StepKind::Plain)?;
        let pull_follows = next
            .legal_steps()
            .as_slice()
            .iter()
            .any(|(_, k)| *k == StepKind::Pull);
        pull_follows.then_some(next)
    });
    push.into_iter().chain(pull).collect()
}

/// `pos` with its side to move's rabbits each one rank nearer the goal where that square
/// is empty (checked by the core's `Position::new`), or `None` if nothing moved or the
/// board is refused.
fn advance_rabbits(pos: &Position) -> Option<Position> {
    let side = pos.side_to_move();
    let mut board = pos.board().clone();
    let rabbit = arimaa_rules::Piece::new(side, PieceKind::Rabbit);
    let forward = arimaa_rules::Direction::backward_for(side).reverse();
    let mut moved = false;
    for sq in pos.board().pieces(rabbit) {
        if let Some(to) = sq.step(forward)
            && board.piece_at(to).is_none()
            && to.rank() != side.goal_rank()
        {
            board.set(sq, None);
            board.set(to, Some(rabbit));
            moved = true;
        }
    }
    if !moved {
        return None;
    }
    Position::new(board, side).ok()
}

#[test]
fn goal_move_agrees_with_every_legal_move() {
    let positions = positions();
    let (mut goals, mut checked) = (0, 0);
    for pos in &positions {
        let side: Color = pos.side_to_move();
        let by_list = pos
            .legal_moves()
            .iter()
            .any(|m| pos.play(m).is_ok_and(|after| after.rabbit_on_goal(side)));
        let found = pos.goal_move();
        assert_eq!(found.is_some(), by_list, "{pos:?}: {found:?}");
        if let Some(mv) = found {
            let after = pos.play(&mv).expect("the goal move is legal");
            assert!(after.rabbit_on_goal(side), "{pos:?}: {mv}");
            goals += 1;
        }
        checked += 1;
    }
    println!("{checked} positions, {goals} with a goal");
    assert!(goals >= 20, "too few goals to test the shortcut: {goals}");
}
