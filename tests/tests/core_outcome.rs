//! Results: which immobilization check ended a game, draws (only from a record of the rule
//! before 2008), and resignation as a turn of the side to move. Expected values come from
//! the official rules (<http://arimaa.com/arimaa/learn/rulesIntro.html>, "Notes": checks 5
//! and 6; `arimaa-rules/RULES.md`, "Conflicts decided", 2: no draws under the current
//! rules) and the archive's letters.

use arimaa_rules::Refusal;
use arimaa_rules::notation::record::GameRecord;
use arimaa_rules::{
    Color, Game, GameOptions, Immobilization, MoveError, Outcome, Position, Termination,
};

fn pos(ranks: [&str; 8]) -> Position {
    Position::from_short(&format!("g [{}]", ranks.concat())).unwrap()
}

#[test]
fn check_5_no_legal_move() {
    // Silver's only piece, a rabbit on a2 (north is backwards, a1 is taken), is frozen by
    // gold's cat stepping to b2.
    let p = pos([
        "        ", "        ", "        ", "        ", "        ", " C      ", "r       ",
        "R       ",
    ]);
    let mut g = Game::from_position(p, GameOptions::STRICT);
    g.play_text("Cb3s").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::Gold));
    assert_eq!(o.termination, Termination::Immobilization);
    assert_eq!(o.immobilization, Some(Immobilization::NoLegalMove));
    assert_eq!(o.to_string(), "gm");
    assert_eq!(
        o.describe(),
        "gold wins by immobilization: silver has no legal move"
    );
}

#[test]
fn check_6_only_third_repetitions() {
    // Silver's rabbit can only shuttle between a3 and b3 (a2, b2, c3 gold rabbits, c2
    // guards the trap); gold's elephant shuttles h5-h6.
    let p = pos([
        "        ", "        ", "        ", "       E", "        ", "r RR    ", "RRR     ",
        "        ",
    ]);
    let mut g = Game::from_position(p, GameOptions::STRICT);
    for mv in ["Eh5n", "ra3e", "Eh6s", "rb3w", "Eh5n", "ra3e", "Eh6s"] {
        g.play_text(mv).unwrap();
    }
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.winner, o.termination, o.immobilization),
        (
            Some(Color::Gold),
            Termination::Immobilization,
            Some(Immobilization::OnlyRepetitions)
        )
    );
    // A record's `gm` carries no detail and still equals it.
    assert_eq!(o, "gm".parse::<Outcome>().unwrap());
    assert_eq!("gm".parse::<Outcome>().unwrap().immobilization, None);
}

#[test]
fn draws_only_by_the_old_no_rabbits_rule() {
    let draw: Outcome = "dn".parse().unwrap();
    assert!(draw.is_draw());
    assert_eq!((draw.winner, draw.loser()), (None, None));
    assert_eq!(draw.to_string(), "dn");
    // An archive line writes a winner letter even for `n`: the result is a draw anyway.
    assert_eq!("wn".parse::<Outcome>().unwrap(), draw);
    assert_eq!(
        Outcome::win(Color::Gold, Termination::NoRabbitsDraw),
        Outcome::draw(Termination::NoRabbitsDraw)
    );
    // Under the current rules, both sides losing their last rabbits in one move is a win
    // for the mover, not a draw.
    let p = pos([
        "        ", "        ", "        ", "     E  ", "     d  ", "     r  ", "  R     ",
        "        ",
    ]);
    let mut g = Game::from_position(p, GameOptions::STRICT);
    g.play_text("Ef5w df4n Rc2n").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::Gold, Termination::Elimination))
    );
    // A per-game record of a drawn game reads as a draw.
    let text = "ResultCode: d\nReasonCode: n\n\n1g Ra1\n1s ra8\n2g\n";
    let record = GameRecord::parse(text).unwrap();
    assert_eq!(record.recorded_outcome(), Some(draw));
}

#[test]
fn a_resignation_is_a_turn_refused_after_the_end() {
    let mut g = Game::new();
    g.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2")
        .unwrap();
    g.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7")
        .unwrap();
    // Gold moves first (2g): gold, to move, resigns.
    let o = g.resign().unwrap();
    assert_eq!(o, Outcome::win(Color::Silver, Termination::Resignation));
    assert_eq!(o.describe(), "silver wins by resignation: gold resigned");
    // The game is over: no second resignation, no move; the result stays.
    assert_eq!(g.resign(), Err(MoveError::GameOver));
    assert_eq!(g.play_text("Ee2n").unwrap_err().rule().name(), "game_over");
    assert_eq!(g.outcome(), Some(o));
    // After a goal, too.
    let p = pos([
        "        ", "  R     ", "        ", "        ", "        ", "        ", "        ",
        "r       ",
    ]);
    let mut won = Game::from_position(p, GameOptions::STRICT);
    won.play_text("Rc7n").unwrap();
    assert_eq!(won.resign(), Err(MoveError::GameOver));
    assert_eq!(won.outcome().unwrap().termination, Termination::Goal);
}

/// The hash of an outcome, by the standard library's hasher (fixed keys: the same value
/// for the same input in every run).
fn hash_of(o: &Outcome) -> u64 {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut h = DefaultHasher::new();
    o.hash(&mut h);
    h.finish()
}

/// Two real results, read from their records (`game100.txt`: `Result: 0-1`, `Reason:
/// Goal`; the bot's log `9624.gameLog`: gold's rabbit reaches rank 8), told apart by `==`
/// and by their hashes; the same result with or without the immobilization detail is
/// one result, with one hash. Without these, every `assert_eq!` on an outcome could pass
/// whatever it compares.
#[test]
fn outcomes_of_real_records_are_told_apart() {
    let outcome = |file: &str| {
        let text = arimaa_tests::data::read_table(&format!("games/per-game/{file}"));
        let record = GameRecord::parse(&text).unwrap();
        let outcome = record
            .replay(GameOptions::default())
            .unwrap()
            .game
            .outcome()
            .unwrap();
        (record, outcome)
    };
    let (record_100, silver) = outcome("game100.txt");
    let (_, gold) = outcome("9624.gameLog");
    assert_eq!(
        (silver.winner, silver.termination),
        (Some(Color::Silver), Termination::Goal)
    );
    assert_eq!(
        (gold.winner, gold.termination),
        (Some(Color::Gold), Termination::Goal)
    );
    // The same termination, another winner.
    assert_ne!(silver, gold);
    assert!(silver != gold);
    // The same winner, another termination (a record's `sr`, `se`).
    for other in ["sr", "se", "st", "sm"] {
        let other: Outcome = other.parse().unwrap();
        assert_ne!(silver, other, "{other}");
    }
    assert_eq!(silver, "sg".parse::<Outcome>().unwrap());
    assert_eq!(gold, "wg".parse::<Outcome>().unwrap());
    assert_ne!(hash_of(&silver), hash_of(&gold));
    assert_eq!(hash_of(&silver), hash_of(&"bg".parse().unwrap()));
    let detailed = Outcome::immobilized(Color::Gold, Immobilization::OnlyRepetitions);
    let recorded: Outcome = "gm".parse().unwrap();
    assert_eq!(hash_of(&detailed), hash_of(&recorded));
    assert_ne!(hash_of(&recorded), hash_of(&"sm".parse().unwrap()));
    // Both were won: neither is a draw.
    assert!(!silver.is_draw() && !gold.is_draw());
    // A termination is written as the per-game `Reason` header writes it.
    assert_eq!(
        Some(silver.termination.to_string().as_str()),
        record_100.header("Reason")
    );
    assert_eq!(
        format!("{}", Termination::Immobilization),
        Termination::Immobilization.name()
    );
    assert_eq!(Termination::Resignation.to_string(), "Resignation");
}

/// The two immobilization checks (official rules, "Notes", checks 5 and 6) have stable
/// names, the ones every binding reports (Python's `Outcome.immobilization`).
#[test]
fn immobilization_names_are_stable() {
    assert_eq!(Immobilization::NoLegalMove.name(), "no_legal_move");
    assert_eq!(Immobilization::OnlyRepetitions.name(), "only_repetitions");
}
