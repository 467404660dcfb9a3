//! The suites' decision functions on hand-made positions, the expected answers worked
//! out from the rules (not from running the code).

use arimaa_bench::suites::{
    Class, Decider, Limits, Suite, Tri, classify, flipped, judge, opponent_rabbit_in_band,
    wins_by_goal,
};
use arimaa_rules::{Color, Move, Position};

fn pos(side: char, ranks: [&str; 8]) -> Position {
    let body: String = ranks.iter().map(|r| format!("{r:8}")).collect();
    Position::from_short(&format!("{side} [{body}]")).unwrap()
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// A gold rabbit on c7 with c8 free and gold to move: one step north is a goal.
#[test]
fn rabbit_one_step_from_goal_is_a_goal_position() {
    let p = pos('g', ["       r", "  R", "", "", "", "", "", "E"]);
    match classify(&p, Limits::SUITES) {
        Class::Goal(w) => assert!(wins_by_goal(&p, &w), "witness {w}"),
        other => panic!("expected a goal position, got {other:?}"),
    }
    assert_eq!(
        judge(Suite::Goal, &p, &mv("Rc7n"), Limits::SUITES),
        Tri::Yes
    );
    // One step east leaves the rabbit on d7: no goal.
    assert_eq!(judge(Suite::Goal, &p, &mv("Rc7e"), Limits::SUITES), Tri::No);
    // The elephant's step does not score either.
    assert_eq!(judge(Suite::Goal, &p, &mv("Ea1n"), Limits::SUITES), Tri::No);
}

/// The same gold rabbit, silver to move: silver's only rabbit (h8) is 7 ranks from
/// silver's goal, so silver cannot score; gold would score by Rc7n. The silver dog on d8
/// stepping to c8 freezes the rabbit (a stronger enemy beside it, no gold piece beside
/// it; gold's elephant on a1 is 7 steps from b7/d7), so gold has no goal after dd8w.
/// A rabbit step (rh8w) leaves Rc7n on: no defence.
#[test]
fn blocked_threat_is_a_defence_position() {
    let p = pos('s', ["   d   r", "  R", "", "", "", "", "", "E"]);
    assert!(p.goal_move().is_none());
    assert!(flipped(&p).goal_move().is_some());
    assert_eq!(flipped(&p).side_to_move(), Color::Gold);
    match classify(&p, Limits::SUITES) {
        Class::Defence(w) => {
            assert_eq!(
                judge(Suite::Defence, &p, &w, Limits::SUITES),
                Tri::Yes,
                "witness {w}"
            )
        }
        other => panic!("expected a defence position, got {other:?}"),
    }
    assert_eq!(
        judge(Suite::Defence, &p, &mv("dd8w"), Limits::SUITES),
        Tri::Yes
    );
    assert_eq!(
        judge(Suite::Defence, &p, &mv("rh8w"), Limits::SUITES),
        Tri::No
    );
}

/// Without the dog silver cannot stop the rabbit (nothing reaches it): the threat is
/// real but no move defends, so the position is dropped, not put in a suite.
#[test]
fn undefendable_threat_is_dropped() {
    let p = pos('s', ["       r", "  R", "", "", "", "", "", "E"]);
    assert!(matches!(classify(&p, Limits::SUITES), Class::Dropped(_)));
}

/// The opening: every rabbit is 6 or 7 ranks from its goal; no goal, no threat.
#[test]
fn opening_is_in_no_suite() {
    assert_eq!(classify(&Position::standard(), Limits::SUITES), Class::None);
    let s = flipped(&Position::standard());
    assert_eq!(classify(&s, Limits::SUITES), Class::None);
}

/// Two-turn: gold (to move) has a rabbit on d3, five ranks from goal (no goal now);
/// silver has only a rabbit on h8. Gold's Rd3n Rd4n Rd5n Rd6n puts the rabbit on d7 with
/// three ways in: d8 (one step), c7-c8 and e7-e8 (two steps each). Silver's only piece
/// is a rabbit, which cannot step north and is as strong as the gold rabbit (it freezes
/// nothing); in four steps (h8-g8-f8-e8-d8) it can cover one goal square at most, so
/// every reply leaves a goal: gold has a forcing move.
#[test]
fn two_free_paths_are_a_forcing_move() {
    let q = pos('g', ["       r", "", "", "", "", "   R", "", ""]);
    assert!(q.goal_move().is_none());
    let (answer, m) = Decider::new(Limits::SUITES).forcing_move(&q);
    assert_eq!(answer, Tri::Yes, "forcing move {m:?}");
}

/// Two-turn, the blocked case: gold (to move) has only a rabbit on a3; silver a dog on b8
/// (and a rabbit on h8, so it is not eliminated). A gold move puts the rabbit at most on
/// a7 (four steps north); a threat needs it within four ranks of goal: on a4-d4, a5-c5,
/// a6-b6 or a7. From each of these the dog reaches, in at most four steps and avoiding
/// the traps, a square next to the rabbit (b5 for a4, a5, b4 and c5; b4 for c4; b6 for b5
/// and a6; b7 for b6 and a7), or for d4 the square d8 (then every way in takes five
/// steps): a rabbit next to a stronger enemy and no friend is frozen. So every threat is
/// stopped: no forcing move.
#[test]
fn a_threat_one_piece_can_stop_is_not_forcing() {
    let q = pos('g', [" d     r", "", "", "", "", "R", "", ""]);
    assert!(q.goal_move().is_none());
    let (answer, m) = Decider::new(Limits::SUITES).forcing_move(&q);
    assert_eq!(answer, Tri::No, "forcing move {m:?}");
}

/// The generator's filter on O's nearest rabbit (`--min-rabbit-distance`, `--near-goal`),
/// distances counted by hand: silver's goal is rank 1, gold's rank 8. Silver rabbits on
/// b3 (2 ranks from rank 1) and h6 (5 ranks); gold rabbits on e4 (4 ranks from rank 8)
/// and a2 (6 ranks). Gold to move: O is silver, nearest 2. Silver to move: O is gold,
/// nearest 4. Without gold rabbits there is no distance: only an open band holds it.
#[test]
fn opponent_rabbit_band_counts_ranks_to_goal() {
    let board = ["", "", "       r", "", "    R", " r", "R", "E"];
    let g = pos('g', board);
    assert!(opponent_rabbit_in_band(&g, 2, 4));
    assert!(opponent_rabbit_in_band(&g, 2, 2));
    assert!(!opponent_rabbit_in_band(&g, 3, 4));
    assert!(!opponent_rabbit_in_band(&g, 0, 1));
    let s = pos('s', board);
    assert!(opponent_rabbit_in_band(&s, 4, 4));
    assert!(opponent_rabbit_in_band(&s, 2, 4));
    assert!(!opponent_rabbit_in_band(&s, 2, 3));
    assert!(!opponent_rabbit_in_band(&s, 5, 8));
    let no_gold_rabbit = pos('s', ["", "", "       r", "", "", " r", "", "E"]);
    assert!(!opponent_rabbit_in_band(&no_gold_rabbit, 0, 8));
    assert!(opponent_rabbit_in_band(&no_gold_rabbit, 0, u8::MAX));
}

/// The judge's bounds (`suites_run --judge-work`, `--judge-goal-steps`): a bound too small
/// to finish leaves the decision `Unknown`; larger ones reach the answer worked by hand
/// in the two tests above (a forcing move; none), and ten times the file's bounds reach
/// the same one.
#[test]
fn a_larger_bound_only_decides_what_a_smaller_one_left_open() {
    let forcing = pos('g', ["       r", "", "", "", "", "   R", "", ""]);
    let stopped = pos('g', [" d     r", "", "", "", "", "R", "", ""]);
    let tiny = Limits {
        max_work: 1,
        ..Limits::SUITES
    };
    let ten = Limits {
        max_work: 10 * Limits::SUITES.max_work,
        goal_steps: 10 * Limits::SUITES.goal_steps,
        ..Limits::SUITES
    };
    for (q, answer) in [(&forcing, Tri::Yes), (&stopped, Tri::No)] {
        assert_eq!(Decider::new(tiny).forcing_move(q).0, Tri::Unknown);
        assert_eq!(Decider::new(Limits::SUITES).forcing_move(q).0, answer);
        assert_eq!(Decider::new(ten).forcing_move(q).0, answer);
    }
}
