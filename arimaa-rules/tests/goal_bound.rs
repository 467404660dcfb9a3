//! The goal search (`Position::goal_move_within`) against the whole move list, inside the
//! crate (where its own tests and cargo mutants run it): on positions of seeded random
//! games with the side to move's rabbits pushed toward the goal, at the move start and
//! after each kind of first step (a push begun, a pull possible), a goal is found exactly
//! when some legal move (`Position::legal_moves`, the generator of the published counts)
//! puts a rabbit of the side to move on its goal rank. And the lower bound on the steps a
//! goal needs proves "no goal" before trying a step (limit 0) where the official rules
//! say a rabbit needs more steps than are left (rules: steps, pushing and pulling,
//! freezing), and not where a goal exists.

mod common;

use arimaa_rules::{Direction, GoalSearch, Piece, PieceKind, Position, StepKind};
use common::random_game;

/// `pos` with the side to move's rabbits moved up to `ranks` ranks toward the goal over
/// free squares (not onto the goal rank), when the core accepts the board.
fn advanced(pos: &Position, ranks: usize) -> Option<Position> {
    let side = pos.side_to_move();
    let rabbit = Piece::new(side, PieceKind::Rabbit);
    let forward = Direction::backward_for(side).reverse();
    let mut board = pos.board().clone();
    for sq in pos.board().pieces(rabbit) {
        let mut at = sq;
        for _ in 0..ranks {
            match at.step(forward) {
                Some(to) if board.piece_at(to).is_none() && to.rank() != side.goal_rank() => {
                    board.set(at, None);
                    board.set(to, Some(rabbit));
                    at = to;
                }
                _ => break,
            }
        }
    }
    Position::new(board, side).ok()
}

/// `pos`, and `pos` after its first step of each kind that leaves a push or pull to come.
fn with_first_steps(pos: Position) -> Vec<Position> {
    let mut out = vec![pos.clone()];
    for wanted in [StepKind::PushStart, StepKind::Plain] {
        let found = pos.legal_steps().as_slice().iter().find_map(|&(s, k)| {
            let mut next = pos.clone();
            next.play_step(&s).ok()?;
            let pull_follows = || {
                next.legal_steps()
                    .as_slice()
                    .iter()
                    .any(|(_, k)| *k == StepKind::Pull)
            };
            (k == wanted && (k == StepKind::PushStart || pull_follows())).then_some(next)
        });
        out.extend(found);
    }
    out
}

fn by_list(pos: &Position) -> bool {
    let side = pos.side_to_move();
    pos.legal_moves()
        .iter()
        .any(|m| pos.play(m).is_ok_and(|after| after.rabbit_on_goal(side)))
}

/// Whether `p` has a goal, after checking that the goal search finds one exactly when the
/// move list has one, and that the goal it finds is legal and reaches the goal rank.
fn goal_search_agrees(p: &Position) -> bool {
    let expected = by_list(p);
    let found = p.goal_move();
    assert_eq!(found.is_some(), expected, "{}: {found:?}", p.to_short());
    if let Some(mv) = &found {
        assert!(p.play(mv).unwrap().rabbit_on_goal(p.side_to_move()));
    }
    expected
}

#[test]
fn goal_search_agrees_with_the_move_list() {
    let (mut checked, mut goals) = (0, 0);
    for seed in 1..=16 {
        for start in random_game(seed, 40).into_iter().skip(8).step_by(3) {
            for ranks in [2, 4] {
                let Some(pos) = advanced(&start, ranks) else {
                    continue;
                };
                for p in with_first_steps(pos) {
                    goals += usize::from(goal_search_agrees(&p));
                    checked += 1;
                }
            }
        }
    }
    assert!(
        checked > 200 && goals > 30,
        "{checked} positions, {goals} goals"
    );
}

/// Random crowded goal areas: gold's rabbits on ranks 5-7 among a few gold and silver
/// pieces on ranks 5-8 (where pushes, pulls, freezing and captures on c6 and f6 decide
/// goals), a gold elephant on a1 that spends the steps gold does not need, with 4, 3, 2
/// and 1 steps left. The goal search skips steps only when no rabbit has a step to spare,
/// which these positions reach often, at the root and below it.
fn crowded_goal_areas(count: usize) -> Vec<Position> {
    use arimaa_rules::rng::SplitMix64;
    use arimaa_rules::{Board, Color, Square};
    let mut rng = SplitMix64::new(20261206);
    let mut out = Vec::new();
    // Rabbit first, elephant last.
    let kinds = PieceKind::ALL;
    while out.len() < count {
        let mut board = Board::empty();
        board.set(
            Square::from_coords(0, 0).unwrap(),
            Some(Piece::new(Color::Gold, PieceKind::Elephant)),
        );
        let rabbits = 1 + rng.below(2);
        for _ in 0..rabbits {
            place(
                &mut rng,
                &mut board,
                Piece::new(Color::Gold, PieceKind::Rabbit),
                4..7,
            );
        }
        let golds = 1 + rng.below(3);
        for _ in 0..golds {
            let kind = kinds[1 + rng.below(4) as usize]; // cat, dog, horse or camel
            place(&mut rng, &mut board, Piece::new(Color::Gold, kind), 4..8);
        }
        let silvers = 2 + rng.below(5);
        for _ in 0..silvers {
            let kind = kinds[rng.below(6) as usize];
            place(&mut rng, &mut board, Piece::new(Color::Silver, kind), 4..8);
        }
        let Ok(pos) = Position::new(board, Color::Gold) else {
            continue;
        };
        let mut p = pos.clone();
        out.push(p.clone());
        for step in ["Ea1n", "Ea2e", "Eb2s"] {
            if p.play_step(&step.parse().unwrap()).is_err() {
                break;
            }
            out.push(p.clone());
        }
    }
    out
}

/// Puts `piece` on an empty square of `ranks` (0-based, from rank 1) chosen by `rng`
/// (nothing after 20 tries on taken squares).
fn place(
    rng: &mut arimaa_rules::rng::SplitMix64,
    board: &mut arimaa_rules::Board,
    piece: Piece,
    ranks: std::ops::Range<u64>,
) {
    use arimaa_rules::Square;
    for _ in 0..20 {
        let rank = ranks.start + rng.below(ranks.end - ranks.start);
        let sq = Square::from_coords(rng.below(8) as u8, rank as u8).unwrap();
        if board.piece_at(sq).is_none() {
            board.set(sq, Some(piece));
            return;
        }
    }
}

#[test]
fn goal_search_agrees_with_the_move_list_in_crowded_goal_areas() {
    let (mut goals, mut checked) = (0, 0);
    for p in crowded_goal_areas(8_000) {
        goals += usize::from(goal_search_agrees(&p));
        checked += 1;
    }
    assert!(
        goals > 300 && checked - goals > 300,
        "{checked} positions, {goals} goals"
    );
}

/// A gold-to-move position from eight ranks (rank 8 first, `.` or a space for empty).
fn gold(ranks: [&str; 8]) -> Position {
    let squares: String = ranks
        .iter()
        .map(|r| format!("{:8}", r.replace('.', " ")))
        .collect();
    Position::from_short(&format!("g [{squares}]")).unwrap()
}

#[test]
fn the_bound_proves_no_goal_without_a_step() {
    // Each row: a position where gold's only rabbit needs more than 4 steps by the rules,
    // and the reason. The bound must see it at once (no step tried: limit 0).
    let cases = [
        // d5 to rank 8: 3 steps; d6, d7 free, d8 taken by a silver rabbit that only a
        // push or pull moves (2 steps) or a detour (1) ... but the file is walled: c6-c8
        // and e6-e8 are silver, so every way passes a silver piece: 3 + 2 = 5.
        (
            ["  rrr", "  r r", "  r r", "   R", "", "", "", "E"],
            "walled in by silver",
        ),
        // A frozen rabbit (silver dog next to it, no gold piece near) four ranks away.
        (
            ["", "", "", "", "   Rd", "", "", "E"],
            "frozen four ranks away",
        ),
        // h5, three ranks away, with a gold piece on each of the three squares ahead and
        // on g6: the pieces must leave (a step each) or the rabbit detours by g5 (a step)
        // and passes g6: at least 5 steps.
        (
            [
                "       C", "       D", "      HM", "       R", "", "", "", "   e",
            ],
            "friends in the way",
        ),
    ];
    for (ranks, why) in cases {
        let pos = gold(ranks);
        assert!(!by_list(&pos), "{why}: the move list has a goal");
        assert_eq!(pos.goal_move_within(0), GoalSearch::NoGoal, "{why}");
    }
    // And where 4 steps suffice the bound lets the search try (limit 0: unfinished).
    let reachable = [
        // Rabbit d5, d6-d8 free: 3 steps.
        ["", "", "", "   R", "", "", "", "E"],
        // Rabbit d7, a silver rabbit on d8 and free c7: Rd7w Rc7n (2 steps).
        ["   r", "   R", "", "", "", "", "", "E"],
        // Rabbit d7 walled by silver rabbits on c7, d8 and e7; a gold dog on e8 pulls
        // the one on d8 away: De8e rd8e Rd7n (3 steps).
        ["   rD", "  rRr", "", "", "", "", "", "E"],
    ];
    for ranks in reachable {
        let pos = gold(ranks);
        assert!(by_list(&pos), "{ranks:?}: no goal in the move list");
        assert_eq!(pos.goal_move_within(0), GoalSearch::Unfinished, "{ranks:?}");
        assert!(
            matches!(pos.goal_move_within(1_000), GoalSearch::Goal(_)),
            "{ranks:?}"
        );
    }
}

#[test]
fn goals_that_need_a_pull_are_found() {
    // Positions of bot games where the only goals pull an enemy piece out of the rabbit's
    // way (a friendly step, then the pulled piece's step: the second needs no other
    // friendly step), with one goal each as the game's moves show it.
    let cases = [
        (
            "s [        r Mc c   d      R rRhd    r  Dh rC  RCHr rEe R RHmD     ]",
            "rb2w mb1n Ha1e ra2s",
        ),
        (
            "g [r r  rrr  mrrHcd h rR h   cE    RR      DdCe  H   R  C D    MRRR]",
            "Hf7s re7e Re6n Re7n",
        ),
        (
            "g [rr   d r  d hHrR h r    D c RE rR  rrR c CHmC eD     R R   M    ]",
            "Hf7s rg7w Rh7w Rg7n",
        ),
    ];
    for (text, goal) in cases {
        let pos = Position::from_short(text).unwrap();
        let side = pos.side_to_move();
        assert!(pos.play_text(goal).unwrap().rabbit_on_goal(side), "{goal}");
        assert!(by_list(&pos), "{text}");
        let found = pos
            .goal_move()
            .unwrap_or_else(|| panic!("no goal found in {text}"));
        assert!(pos.play(&found).unwrap().rabbit_on_goal(side), "{found}");
        // The bound lets it be found in few steps (the full search of the old order took
        // more than 20,000 for the last one).
        assert!(
            matches!(pos.goal_move_within(5_000), GoalSearch::Goal(_)),
            "{text}"
        );
    }
}

#[test]
fn a_capture_next_to_the_rabbit_is_a_step_that_helps() {
    // Gold's rabbit c7 is frozen by the silver cat on the trap c6, whose only guard is the
    // dog on c5. Gold spends a step far away (Eh1n), then steps its horse b5-a5: with two
    // steps left the rabbit's bound (one step, one to unfreeze it) leaves no slack, so
    // only steps that change a square the bound reads can begin a goal. Pulling the dog
    // to b5 changes none of the rabbit's squares, their neighbours or its walk (c5 and b5
    // touch only the trap among them), but it leaves the cat unguarded: captured (rules:
    // captures), the rabbit is free and scores.
    let steps = |ranks: [&str; 8], text: &str| {
        let mut p = gold(ranks);
        for step in text.split(' ') {
            p.play_step(&step.parse().unwrap()).unwrap();
        }
        p
    };
    let pos = steps(
        ["", "  R", "  c", " Hd", "", "", "", "       E"],
        "Eh1n Hb5w",
    );
    assert_eq!(pos.steps_left(), 2);
    assert!(by_list(&pos), "the move list has the goal");
    let found = pos
        .goal_move()
        .expect("the pull's capture frees the rabbit");
    assert_eq!(found.to_string(), "dc5w Rc7n");
    // With a second guard on d6 the cat stays: no goal.
    let guarded = steps(
        ["", "  R", "  cd", " Hd", "", "", "", "       E"],
        "Eh1n Hb5w",
    );
    assert!(!by_list(&guarded) && guarded.goal_move().is_none());
}

#[test]
fn a_rabbit_already_on_its_goal_rank_lets_any_step_finish_the_goal() {
    // Gold's rabbit steps c7-c8 and is frozen there by the silver dog on d8; two cat steps
    // later one step is left. Any step now ends a move with the rabbit on its goal rank,
    // even a step far from it (the bound has no walk to read: every square counts).
    let mut pos = gold(["   d", "  R", "", "", "", "", "", "C      E"]);
    for step in ["Rc7n", "Ca1n", "Ca2n"] {
        pos.play_step(&step.parse().unwrap()).unwrap();
    }
    assert_eq!(pos.steps_left(), 1);
    assert!(by_list(&pos));
    let found = pos.goal_move().expect("any step keeps the rabbit on c8");
    assert!(pos.play(&found).unwrap().rabbit_on_goal(pos.side_to_move()));
}

#[test]
fn a_step_two_squares_ahead_of_the_rabbit_can_begin_the_goal() {
    // Gold's rabbit h6 needs h7 and h8, where a silver rabbit stands: four steps in all
    // with a pull (the dog on g8 steps away, the silver rabbit follows it), none to spare.
    // The dog's square is two ranks ahead of the rabbit and a file aside, and it
    // is never next to it: from h7 the dog's step g8-f8 is still not next to it, and the
    // cat on g7 blocks the dog's other way. So every goal (by hand: the dog's only free
    // square is f8, and pushing the silver rabbit to h7 would block the file) has the
    // dog's step to f8 and the pull, with the rabbit's two steps before or after them.
    let pos = gold(["      Dr", "      C", "      rR", "", "", "", "", ""]);
    assert_goal_with(&pos, &["Dg8w", "rh8w", "Rh6n", "Rh7n"]);
    // The same on the a file, mirrored.
    let pos = gold(["rD", " C", "Rr", "", "", "", "", ""]);
    assert_goal_with(&pos, &["Db8e", "ra8e", "Ra6n", "Ra7n"]);
}

/// Asserts that the move list of `pos` has a goal and that the goal search finds one made
/// of exactly `steps` (in some legal order) that puts a rabbit on the goal rank.
fn assert_goal_with(pos: &Position, steps: &[&str]) {
    assert!(by_list(pos));
    let found = pos.goal_move().expect("a goal");
    assert!(pos.play(&found).unwrap().rabbit_on_goal(pos.side_to_move()));
    let text = found.to_string();
    let mut got: Vec<&str> = text.split(' ').collect();
    let mut want = steps.to_vec();
    got.sort_unstable();
    want.sort_unstable();
    assert_eq!(got, want, "{text}");
}

#[test]
fn with_the_steps_the_rabbit_needs_only_its_forward_steps_are_tried() {
    // Gold's rabbit c4 needs its 4 steps to reach c8, and c6 is a trap no gold piece
    // guards: it is captured there (rules: captures). With exactly as many steps left as
    // its distance, only the rabbit's forward steps can lead to a goal, so the search
    // tries two (c4-c5, c5-c6: captured) and knows there is none.
    let pos = gold(["       e", "", "", "", "  R", "", "", "       E"]);
    assert!(!by_list(&pos));
    assert_eq!(pos.goal_move_within(2), GoalSearch::NoGoal);
}

#[test]
fn the_steps_that_can_help_the_rabbit_are_tried_first() {
    // The search tries the forward steps of the rabbits that may score first, then other
    // pieces' steps next to them, their other steps, steps two squares away, the rest
    // (`Position::goal_move`): a goal whose helper step is next to the rabbit is found
    // within a few dozen steps tried in a board full of pieces, where trying the steps
    // in the generator's order takes hundreds.
    let walled = gold(["   rD", "  rRr", "", "", "", "", "", "E"]);
    let cases = [
        (
            Position::from_short(
                "g [r r  rrr  mrrHcd h rR h   cE    RR      DdCe  H   R  C D    MRRR]",
            )
            .unwrap(),
            16,
        ),
        (
            Position::from_short(
                "g [rr   d r  d hHrR h r    D c RE rR  rrR c CHmC eD     R R   M    ]",
            )
            .unwrap(),
            16,
        ),
        (walled, 10),
    ];
    for (pos, limit) in cases {
        assert!(
            matches!(pos.goal_move_within(limit), GoalSearch::Goal(_)),
            "{}: no goal within {limit} steps",
            pos.to_short()
        );
    }
}

#[test]
fn a_free_rabbit_scores_with_its_first_steps_tried() {
    // Gold's rabbit d6 has a free file and 4 steps: its forward steps come before every
    // other step (the elephant's next to it, its own sideways steps), so the goal is
    // found with the first two steps tried.
    let pos = gold(["       e", "", "   R", "", "   E", "", "", ""]);
    match pos.goal_move_within(2) {
        GoalSearch::Goal(mv) => assert_eq!(mv.to_string(), "Rd6n Rd7n"),
        other => panic!("{other:?}"),
    }
    // The same for silver's rabbit d3 (forward is south), with its elephant on d5.
    let squares: String = ["", "", "", "   e", "", "   r", "", "       E"]
        .iter()
        .map(|r| format!("{r:8}"))
        .collect();
    let pos = Position::from_short(&format!("s [{squares}]")).unwrap();
    match pos.goal_move_within(2) {
        GoalSearch::Goal(mv) => assert_eq!(mv.to_string(), "rd3s rd2s"),
        other => panic!("{other:?}"),
    }
}
