//! The review's tests: labels on positions whose answer the rules core decides (the
//! tactical suites of `bench/suites/`), resuming, and any game reviewed without a panic.

use alloc::string::String;
use alloc::vec::Vec;

use arimaa_rules::{Color, Game, GameOptions, Move, Position};
use proptest::prelude::*;

use super::*;
use crate::BotKind;

/// A small search bot (a small table: the tests run many short searches).
fn bot() -> Bot {
    Bot::new(BotKind::Search, 1).with_hash_mb(2)
}

/// The positions of a suite of `bench/suites/` from real games (`source` starting with
/// `game`), the first `n`: (position, source).
fn suite(name: &str, n: usize) -> Vec<(Position, String)> {
    let path = format!("{}/../bench/suites/{name}.tsv", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("position\t"))
        .filter_map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            (cols.len() == 3 && cols[2].starts_with("game "))
                .then(|| (Position::from_short(cols[0]).unwrap(), cols[2].to_string()))
        })
        .take(n)
        .collect()
}

/// A game from `pos` with `mv` played.
fn played(pos: &Position, mv: &Move) -> Game {
    let mut g = Game::from_position(pos.clone(), GameOptions::default());
    g.play_move(mv).unwrap();
    g
}

/// Whether, after `mv` from `pos`, the mover has won or the opponent has no goal (the
/// core's complete goal search).
fn stops_goal(pos: &Position, mv: &Move) -> bool {
    let next = pos.play(mv).unwrap();
    match next.outcome_after_move() {
        Some(o) => o.winner == Some(pos.side_to_move()),
        None => next.goal_move().is_none(),
    }
}

#[test]
fn a_move_that_lets_the_opponent_goal_is_a_blunder_and_the_best_move_stops_it() {
    // defence.tsv: S cannot goal, O could were it O's turn, and some move of S leaves O
    // no goal (the suite's witness). S plays a move after which O can goal (the first of
    // the core's list, found by the complete goal search).
    let mut checked = 0;
    for (pos, source) in suite("defence", 8) {
        let Some(bad) = pos.legal_moves().into_iter().find(|m| {
            let next = pos.play(m).unwrap();
            next.outcome_after_move().is_none() && next.goal_move().is_some()
        }) else {
            continue;
        };
        let game = played(&pos, &bad);
        let entries = review(
            &game,
            &bot(),
            &TurnBudget::new().with_nodes(20_000),
            &mut |_, _, _| {},
        );
        assert_eq!(entries.len(), 1, "{source}");
        let e = &entries[0];
        assert_eq!(
            (e.label, e.reason),
            (Label::Blunder, Reason::AllowsGoal),
            "{source}: {e:?}"
        );
        let best = e.best.expect("a best move");
        assert!(
            stops_goal(&pos, &best),
            "{source}: {best} does not stop the goal"
        );
        assert_eq!(e.pv.first(), Some(&best));
        // The played move's score is the opponent's win.
        assert!(e.score_played <= -crate::score::DECIDED, "{source}: {e:?}");
        // The rule decides the label, not the loss (smaller when S stood badly already).
        assert!(e.loss > 0.0, "{source}: {e:?}");
        checked += 1;
    }
    assert!(
        checked >= 6,
        "only {checked} positions had a move that lets a goal"
    );
}

#[test]
fn a_defence_the_analyst_missed_is_found_by_the_core() {
    // An analyst that proposes the very move that lets the goal: the defence shown comes
    // from the core's move list, and stops the goal.
    let (pos, source) = suite("defence", 1).remove(0);
    let bad = pos
        .legal_moves()
        .into_iter()
        .find(|m| pos.play(m).unwrap().goal_move().is_some())
        .unwrap();
    let game = played(&pos, &bad);
    let mut r = Review::new(&game);
    let e = r
        .next_turn_with(|g| {
            Ok::<_, ()>((g.moves_played() == 0).then(|| crate::Analysis::from_move(bad)))
        })
        .unwrap()
        .unwrap();
    assert_eq!(
        (e.label, e.reason),
        (Label::Blunder, Reason::AllowsGoal),
        "{source}: {e:?}"
    );
    let best = e.best.unwrap();
    assert_ne!(best, bad);
    assert!(stops_goal(&pos, &best), "{source}: {best}");
}

#[test]
fn a_missed_goal_in_one_is_a_blunder_and_the_best_move_is_the_goal() {
    // goal.tsv: S can goal this turn; S plays a move that does not (the first of the
    // core's list that does not win).
    let mut checked = 0;
    for (pos, source) in suite("goal", 8) {
        let me = pos.side_to_move();
        let Some(other) = pos.legal_moves().into_iter().find(|m| {
            pos.play(m)
                .unwrap()
                .outcome_after_move()
                .is_none_or(|o| o.winner != Some(me))
        }) else {
            continue;
        };
        let game = played(&pos, &other);
        let entries = review(
            &game,
            &bot(),
            &TurnBudget::new().with_nodes(5_000),
            &mut |_, _, _| {},
        );
        let e = &entries[0];
        assert_eq!(
            (e.label, e.reason),
            (Label::Blunder, Reason::MissedGoal),
            "{source}: {e:?}"
        );
        let best = e.best.expect("a best move");
        let after = pos.play(&best).unwrap();
        assert!(after.rabbit_on_goal(me), "{source}: {best} is no goal");
        assert!(e.score_before >= crate::score::DECIDED, "{source}: {e:?}");
        checked += 1;
    }
    assert_eq!(checked, 8);
}

#[test]
fn a_goal_played_is_best() {
    let (pos, source) = suite("goal", 1).remove(0);
    let goal = pos.goal_move().unwrap();
    let entries = review(
        &played(&pos, &goal),
        &bot(),
        &TurnBudget::new().with_nodes(2_000),
        &mut |_, _, _| {},
    );
    let e = &entries[0];
    assert_eq!(
        (e.label, e.reason, e.loss),
        (Label::Best, Reason::Wins, 0.0),
        "{source}: {e:?}"
    );
    assert!(e.score_played >= crate::score::DECIDED);
}

#[test]
fn a_move_that_loses_at_once_is_a_blunder() {
    // Gold's elephant on b3 can push silver's rabbit from b2 onto b1, silver's goal: the
    // end-of-move checks give silver the game. Gold's rabbit on g2 and silver's on a8 keep
    // the game going otherwise.
    let board = format!("{:8}{:32}{:8}{:8}{:8}", "r", "", " E", " r    R", "");
    let pos = Position::from_short(&format!("g [{board}]")).unwrap();
    let push: Move = "rb2s Eb3s".parse().unwrap();
    let next = pos.play(&push).unwrap();
    assert_eq!(
        next.outcome_after_move().unwrap().winner,
        Some(Color::Silver)
    );
    let e = &review(
        &played(&pos, &push),
        &bot(),
        &TurnBudget::new().with_nodes(2_000),
        &mut |_, _, _| {},
    )[0];
    assert_eq!(
        (e.label, e.reason),
        (Label::Blunder, Reason::Loses),
        "{e:?}"
    );
    let best = e.best.unwrap();
    assert!(
        pos.play(&best)
            .unwrap()
            .outcome_after_move()
            .is_none_or(|o| o.winner == Some(Color::Gold))
    );
    assert!(e.score_played <= -crate::score::DECIDED);
}

#[test]
fn the_bots_own_move_is_best() {
    // The same search the review makes (same game, bot and nodes) chooses the move.
    let mut game = Game::from_position(Position::standard(), GameOptions::default());
    let per_turn = TurnBudget::new().with_nodes(4_000);
    let mv = bot().choose(&game, &per_turn.budget(), &|_| {}).unwrap();
    game.play_move(&mv).unwrap();
    let e = &review(&game, &bot(), &per_turn, &mut |_, _, _| {})[0];
    assert_eq!(
        (e.label, e.reason, e.loss),
        (Label::Best, Reason::BotMove, 0.0),
        "{e:?}"
    );
    assert_eq!(e.best, Some(mv));
}

#[test]
fn a_lenient_game_that_goes_on_after_a_goal_is_reviewed() {
    // Under the rules before 2008-07-01 play could go on after the end: the moves after
    // it are scored from the result.
    let (pos, _) = suite("goal", 1).remove(0);
    let mut game = Game::from_position(pos.clone(), GameOptions::LENIENT);
    game.play_move(&pos.goal_move().unwrap()).unwrap();
    let reply = game.position().legal_moves()[0];
    game.play_move(&reply).unwrap();
    let entries = review(
        &game,
        &bot(),
        &TurnBudget::new().with_nodes(1_000),
        &mut |_, _, _| {},
    );
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[0].reason, Reason::Wins);
    // The loser's move after the end: no analysis, a lost game before and after.
    assert_eq!(entries[1].best, None);
    assert!(entries[1].score_before <= -crate::score::DECIDED);
    assert_eq!(entries[1].loss, 0.0);
}

/// A game of `moves` moves after both setups, played by the greedy bot (deterministic).
fn greedy_game(moves: usize, seed: u64) -> Game {
    let b = Bot::new(BotKind::Greedy, seed);
    let mut game = Game::new();
    while game.is_setup_phase() {
        game.play_setup(&b.setup(&game)).unwrap();
    }
    for _ in 0..moves {
        let Some(mv) = b.choose(&game, &crate::Budget::new(), &|_| {}) else {
            break;
        };
        if game.play_move(&mv).is_err() || game.is_over() {
            break;
        }
    }
    game
}

#[test]
fn setups_are_skipped_and_entries_name_their_turns() {
    let game = greedy_game(5, 3);
    let entries = review(
        &game,
        &bot(),
        &TurnBudget::new().with_nodes(1_000),
        &mut |_, _, _| {},
    );
    assert_eq!(entries.len(), game.moves_played());
    for e in &entries {
        let h = &game.history()[e.index];
        assert_eq!(h.turn_label(), e.turn);
        assert!(matches!(h.turn, arimaa_rules::Turn::Move(m) if m.mv == e.played));
    }
    assert_eq!(entries[0].turn.to_string(), "2g");
    assert_eq!(entries[0].index, 2);
}

#[test]
fn a_resumed_review_gives_the_same_entries_as_one_pass() {
    let game = greedy_game(9, 5);
    let per_turn = TurnBudget::new().with_nodes(1_500);
    let mut progress = Vec::new();
    let whole = review(&game, &bot(), &per_turn, &mut |e, done, total| {
        progress.push((e.index, done, total))
    });
    assert_eq!(whole.len(), 9);
    assert_eq!(progress.last().map(|p| (p.1, p.2)), Some((9, 9)));
    for cut in [1, 4, 8] {
        let mut first = Review::new(&game);
        let mut entries: Vec<ReviewEntry> = (0..cut)
            .map(|_| first.next_turn(&bot(), &per_turn).unwrap().unwrap())
            .collect();
        let mut later = Review::new(&game);
        later.seek(first.next_move());
        while let Some(e) = later.next_turn(&bot(), &per_turn).unwrap() {
            entries.push(e);
        }
        assert_eq!(entries, whole, "cut after {cut}");
        assert!(later.is_finished());
    }
}

#[test]
fn a_stop_flag_stops_without_losing_the_move() {
    use core::sync::atomic::{AtomicBool, Ordering};
    let game = greedy_game(3, 2);
    let stop = AtomicBool::new(true);
    let per_turn = TurnBudget::new().with_nodes(1_000).with_stop(&stop);
    let mut r = Review::new(&game);
    assert_eq!(r.next_turn(&bot(), &per_turn), Err(Stopped));
    assert_eq!(r.next_move(), 0);
    stop.store(false, Ordering::Relaxed);
    let resumed: Vec<_> = core::iter::from_fn(|| r.next_turn(&bot(), &per_turn).unwrap()).collect();
    let plain = review(
        &game,
        &bot(),
        &TurnBudget::new().with_nodes(1_000),
        &mut |_, _, _| {},
    );
    assert_eq!(resumed, plain);
}

#[test]
fn an_analysts_error_leaves_the_review_where_it_was() {
    let game = greedy_game(2, 4);
    let mut r = Review::new(&game);
    let mut calls = 0;
    let failed: Result<_, &str> = r.next_turn_with(|_| {
        calls += 1;
        if calls == 2 {
            Err("engine died")
        } else {
            Ok(None)
        }
    });
    assert_eq!(failed, Err("engine died"));
    assert_eq!(r.next_move(), 0);
    // No analysis at all: scores 0, no best move, labels by the core or "good".
    let e = r.next_turn_with(|_| Ok::<_, ()>(None)).unwrap().unwrap();
    assert_eq!((e.best, e.score_before, e.score_played), (None, 0, 0));
    assert_eq!(e.label, Label::Good);
}

#[test]
fn summaries_count_each_side() {
    let game = greedy_game(6, 9);
    let entries = review(
        &game,
        &bot(),
        &TurnBudget::new().with_nodes(1_000),
        &mut |_, _, _| {},
    );
    for color in [Color::Gold, Color::Silver] {
        let s = summarize(&entries, color);
        let mine: Vec<_> = entries.iter().filter(|e| e.color() == color).collect();
        assert_eq!(s.moves, mine.len());
        assert_eq!(
            Label::ALL.iter().map(|l| s.count(*l)).sum::<usize>(),
            s.moves
        );
        let mean = mine.iter().map(|e| e.loss).sum::<f64>() / mine.len() as f64;
        assert!((s.average_loss - mean).abs() < 1e-12);
    }
}

#[test]
fn the_graph_has_a_point_per_move_and_a_mark_per_mistake() {
    let game = greedy_game(8, 1);
    let entries = review(
        &game,
        &bot(),
        &TurnBudget::new().with_nodes(1_000),
        &mut |_, _, _| {},
    );
    let svg = graph_svg(&entries, &GraphOptions::default());
    assert_eq!(
        svg.matches(r#"<circle class="point""#).count(),
        entries.len()
    );
    let marked = entries
        .iter()
        .filter(|e| e.label >= Label::Inaccuracy)
        .count();
    assert_eq!(svg.matches(r#"class="mark "#).count(), marked);
    assert_eq!(svg, graph_svg(&entries, &GraphOptions::default()));
    for (i, e) in entries.iter().enumerate() {
        assert!(svg.contains(&format!(r#"data-turn="{}" data-index="{i}""#, e.turn)));
    }
}

/// A game of up to `moves` random legal moves (chosen by `picks`) from the standard
/// position, lenient or not (a lenient game goes on after a goal).
fn random_game(picks: &[u16], lenient: bool) -> Game {
    let options = if lenient {
        GameOptions::LENIENT
    } else {
        GameOptions::default()
    };
    let mut game = Game::from_position(Position::standard(), options);
    for &p in picks {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[p as usize % moves.len()];
        if game.play_move(&mv).is_err() {
            break;
        }
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any game, any budget: no panic, one entry per move, in order, with sane values.
    #[test]
    fn any_game_any_budget_one_entry_per_move(
        picks in proptest::collection::vec(any::<u16>(), 0..7),
        lenient in any::<bool>(),
        nodes in 0u64..400,
        kind in 0usize..3,
    ) {
        let game = random_game(&picks, lenient);
        let kinds = [BotKind::Search, BotKind::Classic, BotKind::Greedy];
        let b = Bot::new(kinds[kind], 1).with_hash_mb(1);
        let entries = review(&game, &b, &TurnBudget::new().with_nodes(nodes), &mut |_, _, _| {});
        prop_assert_eq!(entries.len(), game.moves_played());
        for (e, h) in entries.iter().zip(game.history()) {
            prop_assert_eq!(e.turn, h.turn_label());
            prop_assert!((0.0..=1.0).contains(&e.loss));
            prop_assert_eq!(e.cells().len(), COLUMNS.len());
        }
        let _ = graph_svg(&entries, &GraphOptions::default());
    }
}
