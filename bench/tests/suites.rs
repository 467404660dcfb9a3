//! The suites' decision functions on hand-made positions, the expected answers worked
//! out from the rules (not from running the code).

use arimaa_bench::suites::{Class, Limits, Suite, Tri, classify, flipped, judge, wins_by_goal};
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
