//! The per-game records of `games/per-game/`: the 21 movelists with the ply counts and
//! positions of `movelists/EXPECTED.txt` (from agt-the-walker/arimaa-utils), the four games
//! played under the pre-2008 rules (refused at the exact move by today's rules, replayed to
//! the end by the lenient option), `game100.txt` (silver wins by goal on gold's move) and
//! a bot's log `9624.gameLog` (gold wins by goal).

use arimaa_rules::Refusal;
use std::collections::HashMap;

use arimaa_rules::notation::record::GameRecord;
use arimaa_rules::{Color, Game, GameOptions, Outcome, Position, Termination};
use arimaa_tests::data;

/// The FEN-like form of EXPECTED.txt: `<rank8>/.../<rank1>`, digits = runs of empty squares.
fn fen_board(pos: &Position) -> String {
    let short = pos.board().to_short_string();
    let ranks: Vec<String> = short
        .as_bytes()
        .chunks(8)
        .map(|rank| {
            let mut out = String::new();
            let mut empty = 0;
            for &c in rank {
                if c == b' ' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(c as char);
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            out
        })
        .collect();
    ranks.join("/")
}

/// The sections of EXPECTED.txt: name → rows of tab-separated fields.
fn expected() -> HashMap<String, Vec<Vec<String>>> {
    let text = data::read_table("games/per-game/movelists/EXPECTED.txt");
    let mut out: HashMap<String, Vec<Vec<String>>> = HashMap::new();
    let mut section = String::new();
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if let Some(rest) = line.strip_prefix('[') {
            section = rest.split(']').next().unwrap().to_string();
            continue;
        }
        if line.starts_with("game_id") {
            continue;
        }
        out.entry(section.clone())
            .or_default()
            .push(line.split('\t').map(str::to_string).collect());
    }
    out
}

fn record(id: &str) -> GameRecord {
    let text = data::read_table(&format!("games/per-game/movelists/{}.txt", id));
    GameRecord::parse(&text).unwrap_or_else(|e| panic!("{}: {}", id, e))
}

const LENIENT: GameOptions = GameOptions::LENIENT;

fn lenient_game(id: &str) -> Game {
    record(id)
        .replay(LENIENT)
        .unwrap_or_else(|e| panic!("{}: {}", id, e))
        .game
}

/// "12s" → the position when silver is to play move 12 (before that turn is played).
fn position_at(game: &Game, label: &str) -> Position {
    let (number, side) = label.split_at(label.len() - 1);
    let number: u32 = number.parse().unwrap();
    let color = Color::from_char(side.chars().next().unwrap()).unwrap();
    game.history()
        .iter()
        .find(|e| e.number == number && e.color == color)
        .map(|e| e.position_before().clone())
        .unwrap_or_else(|| {
            assert_eq!(
                game.next_label(),
                format!("{}{}", number, color.char()),
                "label {} not in the game",
                label
            );
            game.position().clone()
        })
}

/// The four games that go on past a point where today's rules stop them.
const OLD_RULES: [(&str, &str, &str); 4] = [
    ("40260", "36g", "third_repetition"),
    ("07371", "66s", "game_over"),
    ("47721", "68g", "game_over"),
    ("75005", "34g", "game_over"),
];

#[test]
fn every_movelist_has_the_expected_number_of_plies() {
    let exp = expected();
    let rows = &exp["plies"];
    assert_eq!(rows.len(), 21);
    for row in rows {
        let (id, plies) = (&row[0], &row[1]);
        let rec = record(id);
        let old = OLD_RULES.iter().find(|(o, _, _)| o == id);
        match rec.replay(GameOptions::default()) {
            Ok(r) => {
                assert!(old.is_none(), "{} must stop under today's rules", id);
                assert_eq!(r.game.history().len().to_string(), *plies, "{} plies", id);
            }
            Err(e) => {
                let (_, label, rule) = old.unwrap_or_else(|| panic!("{}: {}", id, e));
                assert_eq!(
                    (e.label.as_str(), e.kind.rule().name()),
                    (*label, *rule),
                    "{}",
                    id
                );
            }
        }
        assert_eq!(
            lenient_game(id).history().len().to_string(),
            *plies,
            "{} plies (lenient)",
            id
        );
    }
}

#[test]
fn old_rules_games_stop_where_todays_rules_end_them() {
    let elimination = |winner| Some(Outcome::win(winner, Termination::Elimination));
    // 07371: gold captures silver's last rabbit at 66w; the game went on.
    let e = record("07371").replay(GameOptions::default()).unwrap_err();
    assert_eq!(e.game.outcome(), elimination(Color::Gold));
    // 47721: silver captures gold's last rabbit at 67b.
    let e = record("47721").replay(GameOptions::default()).unwrap_err();
    assert_eq!(e.game.outcome(), elimination(Color::Silver));
    // 75005: silver captures gold's last rabbit at 33b.
    let e = record("75005").replay(GameOptions::default()).unwrap_err();
    assert_eq!(e.game.outcome(), elimination(Color::Silver));
    // 40260: 36w would make a position occur for the third time; the game is not over.
    let e = record("40260").replay(GameOptions::default()).unwrap_err();
    assert_eq!(e.game.outcome(), None);
    assert_eq!(e.game.next_label(), "36g");
}

#[test]
fn setup_positions_match() {
    let exp = expected();
    for row in &exp["fen_setup"] {
        let game = lenient_game(&row[0]);
        for fen in &row[1..] {
            let (label, board) = fen.split_once(' ').unwrap();
            assert_eq!(
                fen_board(&position_at(&game, label)),
                board,
                "{} at {}",
                row[0],
                label
            );
        }
    }
}

#[test]
fn positions_during_the_games_match() {
    let exp = expected();
    assert_eq!(exp["fen_position"].len(), 16);
    for row in &exp["fen_position"] {
        let game = lenient_game(&row[0]);
        let (label, board) = row[1].split_once(' ').unwrap();
        let pos = position_at(&game, label);
        assert_eq!(fen_board(&pos), board, "{} at {}", row[0], label);
        assert_eq!(
            format!("{}{}", pos.move_number(), pos.side_to_move().char()),
            label
        );
    }
}

#[test]
fn repeated_positions_are_the_listed_ones() {
    let exp = expected();
    let mut by_game: HashMap<&str, Vec<String>> = HashMap::new();
    for row in &exp["fen_duplicates"] {
        by_game
            .entry(row[0].as_str())
            .or_default()
            .push(row[1].clone());
    }
    for (id, listed) in by_game {
        let game = lenient_game(id);
        // Every position with its side to move, in order; a later duplicate is one seen before.
        let mut positions: Vec<Position> = game
            .history()
            .iter()
            .skip(2)
            .map(|e| e.position_before().clone())
            .collect();
        positions.push(game.position().clone());
        let mut seen = std::collections::HashSet::new();
        let mut duplicates = Vec::new();
        for p in &positions {
            let key = (fen_board(p), p.side_to_move());
            if !seen.insert(key) {
                duplicates.push(format!(
                    "{}{} {}",
                    p.move_number(),
                    p.side_to_move().char(),
                    fen_board(p)
                ));
            }
        }
        assert_eq!(duplicates, listed, "{}", id);
    }
}

#[test]
fn game100_silver_wins_by_goal_on_golds_move() {
    let text = data::read_table("games/per-game/game100.txt");
    let rec = GameRecord::parse(&text).unwrap();
    assert_eq!(rec.id(), Some("100"));
    let silver_goal = Some(Outcome::win(Color::Silver, Termination::Goal));
    assert_eq!(rec.recorded_outcome(), silver_goal);
    let replay = rec.replay(GameOptions::default()).unwrap();
    assert_eq!(replay.rules_outcome, silver_goal);
    assert_eq!(replay.game.next_label(), "28s");
    assert_eq!(Game::from_record(&text).unwrap().outcome(), silver_goal);
}

#[test]
fn bot_log_9624_gold_wins_by_goal() {
    let text = data::read_table("games/per-game/9624.gameLog");
    let rec = GameRecord::parse(&text).unwrap();
    // The bot's own log lines are kept as notes, not read as moves.
    assert!(rec.notes.iter().any(|(_, n)| n.contains("bot started")));
    let replay = rec.replay(GameOptions::default()).unwrap();
    assert_eq!(
        replay.rules_outcome,
        Some(Outcome::win(Color::Gold, Termination::Goal))
    );
    assert_eq!(replay.game.history().last().unwrap().label(), "20g");
}
