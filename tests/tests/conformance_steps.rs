//! Single-step legality: every case of `positions/aei_step_generation_cases.txt` (AEI
//! pyrimaa's board tests) with its error kind, and the worked examples of the Wikibooks
//! tutorial `rules/001_*.txt` (its second diagram, rebuilt from the text).

use arimaa_rules::Refusal;
use std::collections::BTreeSet;

use arimaa_rules::{
    Color, Game, Outcome, Piece, PieceKind, Position, Setup, Square, Step, StepKind, Termination,
};
use arimaa_tests::data;

/// The diagram following `## <section>` in the cases file.
fn case_position(section: &str) -> Position {
    let text = data::read_table("positions/aei_step_generation_cases.txt");
    let start = text.find(&format!("## {}", section)).expect("section");
    let body: String = text[start..]
        .lines()
        .skip(1)
        .take(13)
        .collect::<Vec<_>>()
        .join("\n");
    Position::from_diagram(&body).unwrap_or_else(|e| panic!("{}: {}", section, e))
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The step "a2-a3" (AEI's from-to form) of whatever piece stands on the origin (a gold
/// rabbit when the origin is empty, so the step can be tried).
fn step(pos: &Position, from_to: &str) -> Step {
    let (from, to) = from_to.split_once('-').unwrap();
    let (from, to) = (sq(from), sq(to));
    let piece = pos
        .piece_at(from)
        .unwrap_or(Piece::new(Color::Gold, PieceKind::Rabbit));
    Step::new(piece, from, from.direction_to(to).expect("adjacent")).unwrap()
}

fn rule(pos: &Position, from_to: &str) -> &'static str {
    pos.check_step(&step(pos, from_to))
        .expect_err(from_to)
        .rule()
        .name()
}

fn play(pos: &mut Position, from_to: &str) {
    let s = step(pos, from_to);
    pos.play_step(&s)
        .unwrap_or_else(|e| panic!("{}: {}", from_to, e));
}

/// The legal steps in AEI's "a2-a3" form.
fn legal(pos: &Position, kinds: &[StepKind]) -> BTreeSet<String> {
    pos.legal_steps()
        .as_slice()
        .iter()
        .filter(|(_, k)| kinds.contains(k))
        .map(|(s, _)| format!("{}-{}", s.from(), s.to()))
        .collect()
}

fn set(list: &str) -> BTreeSet<String> {
    list.split_whitespace().map(str::to_string).collect()
}

const ALL: [StepKind; 4] = [
    StepKind::Plain,
    StepKind::PushStart,
    StepKind::PushFinish,
    StepKind::Pull,
];

#[test]
fn check_step_pos_single_step_errors() {
    let pos = case_position("CHECK_STEP_POS");
    assert_eq!(rule(&pos, "a3-a4"), "no_piece");
    assert_eq!(rule(&pos, "a1-a2"), "occupied");
    assert_eq!(
        sq("a2").direction_to(sq("b3")),
        None,
        "a2-b3 is not a step at all"
    );
    assert_eq!(rule(&pos, "b6-a6"), "frozen");
    assert_eq!(rule(&pos, "h3-h2"), "rabbit_backward");
    assert_eq!(rule(&pos, "f6-g6"), "no_push_or_pull");
}

#[test]
fn check_step_pos_push_sequence() {
    let mut pos = case_position("CHECK_STEP_POS");
    assert_eq!(
        pos.check_step(&step(&pos, "e5-d5")),
        Ok(StepKind::PushStart)
    );
    play(&mut pos, "e5-d5");
    assert_eq!(rule(&pos, "f5-e5"), "push_too_weak");
    assert_eq!(rule(&pos, "a2-a3"), "push_incomplete");
    assert_eq!(rule(&pos, "g5-g4"), "push_incomplete");
    assert_eq!(
        pos.check_step(&step(&pos, "e4-e5")),
        Ok(StepKind::PushFinish)
    );
    assert_eq!(
        pos.can_end_move().unwrap_err().rule().name(),
        "push_incomplete"
    );
    play(&mut pos, "e4-e5");
    assert!(pos.can_end_move().is_ok());
}

#[test]
fn check_step_pos_no_push_on_the_last_step() {
    let mut pos = case_position("CHECK_STEP_POS");
    for s in ["a2-a3", "a3-a4", "a4-a5"] {
        play(&mut pos, s);
    }
    assert_eq!(rule(&pos, "e5-d5"), "push_on_last_step");
    play(&mut pos, "a5-a6");
    assert!(pos.legal_steps().is_empty(), "no step after the fourth");
    assert_eq!(rule(&pos, "b2-b3"), "too_many_steps");
}

#[test]
fn check_trap_step_step_lists() {
    let pos = case_position("CHECK_TRAP_STEP");
    let single = "b1-b2 c1-c2 d1-d2 e1-e2 f1-f2 g1-h1 a2-b2 a2-a3 g2-f2 g2-h2 g2-g3 b3-b2 b3-a3 b3-c3 b3-b4 h3-g3 h3-h4 e4-e3 e4-d4 f4-f3 f4-g4 c5-c4 c5-b5 c5-d5 c5-c6 f5-f6 g7-g6 g7-g8";
    assert_eq!(legal(&pos, &[StepKind::Plain]), set(single));
    assert_eq!(set(single).len(), 28);
    let all = "b1-b2 c1-c2 d1-d2 e1-e2 f1-f2 g1-h1 a2-b2 a2-a3 g2-f2 g2-h2 g2-g3 b3-b2 b3-a3 b3-c3 b3-b4 h3-g3 h3-h4 e4-e3 e4-d4 f4-f3 f4-g4 c5-c4 c5-b5 c5-d5 c5-c6 e5-d5 e5-e6 f5-f6 g5-g4 g5-h5 g5-g6 f7-f6 f7-e7 g7-g6 g7-g8 h7-h6";
    assert_eq!(legal(&pos, &ALL), set(all));
    assert_eq!(set(all).len(), 36);
}

#[test]
fn check_trap_step_pushed_piece_captured_push_still_pending() {
    let mut pos = case_position("CHECK_TRAP_STEP");
    let played = pos.play_step(&step(&pos, "f7-f6")).unwrap();
    assert_eq!(
        played.capture.map(|c| c.to_string()),
        Some("hf6x".to_string())
    );
    assert_eq!(legal(&pos, &ALL), set("g7-f7"));
}

#[test]
fn check_trap_step_after_the_camel_steps_away() {
    let mut pos = case_position("CHECK_TRAP_STEP");
    play(&mut pos, "g7-g6");
    let after = "b1-b2 c1-c2 d1-d2 e1-e2 f1-f2 g1-h1 a2-b2 a2-a3 g2-f2 g2-h2 g2-g3 b3-b2 b3-a3 b3-c3 b3-b4 h3-g3 h3-h4 e4-e3 e4-d4 f4-f3 f4-g4 c5-c4 c5-b5 c5-d5 c5-c6 e5-d5 e5-e6 f5-f6 g5-g4 g5-h5 g6-f6 g6-h6 g6-g7 f7-g7 h7-g7";
    assert_eq!(legal(&pos, &ALL), set(after));
    assert_eq!(set(after).len(), 35);
}

#[test]
fn moves_from_the_basic_setup() {
    let basic = Position::standard();
    // Legal, printed with the capture after the step that caused it.
    for mv in [
        "Cc2n Cc3x Ee2n",
        "Md2n Cc2n Md3n Cc3x",
        "Da2n Hb2n Cc2n Hb3s Cc3x",
    ] {
        let mut g = Game::from_position(basic.clone(), Default::default());
        assert_eq!(g.play_text(mv).unwrap().to_string(), mv);
    }
    assert_eq!(
        basic
            .play_text("Hb2n Hb3e Hc3w Hb3s")
            .unwrap_err()
            .rule()
            .name(),
        "no_change"
    );
    assert_eq!(
        basic
            .play_text("Hb2n Hb3n Hb4n Hb5e Hc5e")
            .unwrap_err()
            .rule()
            .name(),
        "too_many_steps"
    );
    assert_eq!(
        basic
            .play_text("Da2n Da3n Da4n Da5n Hb2n")
            .unwrap_err()
            .rule()
            .name(),
        "too_many_steps"
    );
    assert_eq!(
        sq("a2").direction_to(sq("a4")),
        None,
        "a jump is not a step"
    );
}

#[test]
fn setups_from_an_empty_board() {
    let full = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2";
    let try_setup = |text: &str| {
        Game::new()
            .play_text(text)
            .map(|_| ())
            .map_err(|e| e.rule().name())
    };
    assert_eq!(try_setup(full), Ok(()));
    assert_eq!(try_setup("Ra1 Rb1 Cc2 Md2 Ee2"), Err("missing"));
    assert_eq!(try_setup(&full.replace("Dh2", "dh2")), Err("wrong_color"));
    assert_eq!(
        try_setup(&full.replace("Ee2", "Ee3")),
        Err("outside_home_ranks")
    );
    assert_eq!(
        try_setup(&full.replace("Dh2", "Rh2")),
        Err("setup_too_many_of_kind")
    );
    assert_eq!(try_setup("Ra1 Rb1 Ra1n"), Err("notation"));
    assert_eq!(try_setup("Ra1 Rb1 Rc1 Ca1"), Err("square_taken"));
    // Silver sets up second, on ranks 7-8.
    let mut g = Game::new();
    g.play_text(full).unwrap();
    assert_eq!(
        g.play_setup(&Setup::standard(Color::Gold))
            .unwrap_err()
            .rule()
            .name(),
        "wrong_color"
    );
    g.play_setup(&Setup::standard(Color::Silver)).unwrap();
    assert_eq!(g.next_label(), "2g");
    // Gold's placements as written, silver's the usual opening (AEI's BASIC_SETUP).
    assert_eq!(
        g.position().to_short(),
        short(
            'g',
            [
                "rrrrrrrr", "dhcemchd", "        ", "        ", "        ", "        ", "DHCMECHD",
                "RRRRRRRR",
            ]
        )
    );
}

/// A position in the AEI short form from eight rank strings, rank 8 first.
fn short(side: char, ranks: [&str; 8]) -> String {
    format!("{} [{}]", side, ranks.concat())
}

/// The tutorial's second diagram, rebuilt from what the text says about it:
/// silver ra7 db6 re6 ed5 rc4 rc3 hc2 rd2 hf2; gold Rb7 Da6 Hd6 Ed3 Rg3 Cc1 Dd1 Rf1.
fn tutorial(side: char) -> Position {
    let rows = [
        "        ", // 8
        "rR      ", // 7
        "Dd Hr   ", // 6
        "   e    ", // 5
        "  r     ", // 4
        "  rE  R ", // 3
        "  hr h  ", // 2
        "  CD R  ", // 1
    ];
    Position::from_short(&format!("{} [{}]", side, rows.concat())).unwrap()
}

#[test]
fn tutorial_frozen_pieces() {
    let pos = tutorial('g');
    let frozen: BTreeSet<String> = Square::all()
        .filter(|&s| pos.is_frozen(s))
        .map(|s| s.to_string())
        .collect();
    // a7 (gold dog a6, no friend), b7 (silver dog b6), d6 (silver elephant d5), e6 (gold
    // horse d6, itself frozen), f1 (silver horse f2). Not d2 (friend c2), not c1 (friend d1),
    // not the dogs a6/b6 (equal strength).
    assert_eq!(frozen, set("a7 b7 d6 e6 f1"));
}

#[test]
fn tutorial_pushes_and_pulls() {
    let gold = tutorial('g');
    // Ed3 can push rd2 only to e2: d1, c2, d3 are occupied.
    // rd2 to e2, Ed3 into its place; rc3 keeps its guard on c4.
    assert_eq!(
        gold.play_text("rd2e Ed3s").unwrap().to_short(),
        short(
            's',
            [
                "        ", "rR      ", "Dd Hr   ", "   e    ", "  r     ", "  r   R ", "  hErh  ",
                "  CD R  ",
            ]
        )
    );
    for blocked in ["rd2s", "rd2w", "rd2n"] {
        assert_eq!(
            gold.play_text(&format!("{} Ed3s", blocked))
                .unwrap_err()
                .rule()
                .name(),
            "occupied",
            "{}",
            blocked
        );
    }
    // ... and cannot push rd2 and pull rc3 with the same step.
    assert_eq!(
        gold.play_text("rd2e Ed3s rc3e").unwrap_err().rule().name(),
        "no_push_or_pull"
    );
    // The gold rabbit on g3 may not step back.
    assert_eq!(
        gold.play_text("Rg3s").unwrap_err().rule().name(),
        "rabbit_backward"
    );

    let silver = tutorial('s');
    // ed5 can step east, west or south and pull Hd6 into d5.
    for (d, rank5, rank4) in [
        ('e', "   He   ", "  r     "),
        ('w', "  eH    ", "  r     "),
        ('s', "   H    ", "  re    "),
    ] {
        assert_eq!(
            silver
                .play_text(&format!("ed5{} Hd6s", d))
                .unwrap()
                .to_short(),
            short(
                'g',
                [
                    "        ", "rR      ", "Dd  r   ", rank5, rank4, "  rE  R ", "  hr h  ",
                    "  CD R  ",
                ]
            ),
            "ed5{}",
            d
        );
    }
    // ed5 captures the horse by pushing it onto c6.
    let after = silver.play_text("Hd6w Hc6x ed5n").unwrap();
    assert_eq!(after.piece_at(sq("c6")), None);
    // The horse on f2 steps onto f3 and dies, and still pulls the rabbit from f1.
    let after = silver.play_text("hf2n hf3x Rf1n").unwrap();
    assert_eq!(
        after.piece_at(sq("f2")),
        Some(Piece::new(Color::Gold, PieceKind::Rabbit))
    );
    // A friendly neighbour does not protect against pushing or pulling: hc2 moves Cc1.
    // Pushed: Cc1 to b1, hc2 into its place.
    assert_eq!(
        silver.play_text("Cc1w hc2s").unwrap().to_short(),
        short(
            'g',
            [
                "        ", "rR      ", "Dd Hr   ", "   e    ", "  r     ", "  rE  R ", "   r h  ",
                " ChD R  ",
            ]
        )
    );
    // Pulled: hc2 to b2, Cc1 into its place.
    assert_eq!(
        silver.play_text("hc2w Cc1n").unwrap().to_short(),
        short(
            'g',
            [
                "        ", "rR      ", "Dd Hr   ", "   e    ", "  r     ", "  rE  R ", " hCr h  ",
                "   D R  ",
            ]
        )
    );
    // The silver rabbit on c3 lives while c4 or c2 guards it; both leaving kills it.
    assert_eq!(
        silver.play_text("rc4e hc2w").unwrap().piece_at(sq("c3")),
        None
    );
}

#[test]
fn tutorial_gold_wins_in_three_steps() {
    let gold = tutorial('g');
    let after = gold.play_text("ra7n Da6n Rb7n").unwrap();
    assert_eq!(
        after.outcome_after_move(),
        Some(Outcome::win(Color::Gold, Termination::Goal))
    );
}
