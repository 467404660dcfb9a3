//! One refusal of every rule: `tests/data/rules/rule_refusals.tsv` names, for each
//! [`Rule`], an input that the rules text refuses for exactly that rule (its `why`
//! column). This test drives every row through the core's API and checks the reported
//! rule (name and code); the C programs (`arimaa-capi/tests/c/test_rule_refusals.c`) and
//! Python (`arimaa-py/tests/test_rule_refusals.py`) read the same table and check that
//! their bindings report the same. It also checks that every rule of [`Rule::ALL`] has
//! exactly one row, and prints the table (rule | code | op | input | Rust).

use arimaa_rules::Refusal;
use std::io::Cursor;

use arimaa_rules::encoding::selfplay::Buffers;
use arimaa_rules::encoding::{ActionGame, SelfPlay, SelfPlayOptions, step_from_action};
use arimaa_rules::notation::record::{
    MAX_LINE_BYTES, MAX_TURNS, RecordReader, archive_fields, parse_archive_line,
};
use arimaa_rules::svg::LastMove;
use arimaa_rules::{Game, NotatedMove, Position, Rule};
use arimaa_tests::data;

/// One row of the table.
struct Row {
    rule: String,
    code: u32,
    op: String,
    position: String,
    input: String,
}

fn rows() -> Vec<Row> {
    data::read_table("rules/rule_refusals.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .skip(1)
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            assert_eq!(f.len(), 7, "seven fields: {line}");
            Row {
                rule: f[0].to_string(),
                code: f[1].parse().expect("a code"),
                op: f[2].to_string(),
                position: f[3].to_string(),
                input: f[4].to_string(),
            }
        })
        .collect()
}

/// The table's escapes: `\n` a line break, `\t` a tab.
fn unescape(text: &str) -> String {
    text.replace("\\n", "\n").replace("\\t", "\t")
}

fn position(row: &Row) -> Position {
    Position::from_short(&row.position).expect("the row's position is valid")
}

/// The rule the core reports for the row's input (`None`: the input was accepted).
fn refusal(row: &Row) -> Option<Rule> {
    match row.op.as_str() {
        "position" => Position::from_short(&row.position).err().map(|e| e.rule()),
        "move" => position(row).play_text(&row.input).err().map(|e| e.rule()),
        "action" => {
            let mut pos = position(row);
            let ids: Vec<usize> = row.input.split(' ').map(|a| a.parse().unwrap()).collect();
            let (last, before) = ids.split_last().expect("at least one id");
            for &id in before {
                pos.play_action_mut(id)
                    .expect("the ids before the last are legal");
            }
            pos.play_action(*last).err().map(|e| e.rule())
        }
        "action_step" => step_from_action(&position(row), row.input.parse().unwrap())
            .err()
            .map(|e| e.rule()),
        "record" => Game::from_record(&unescape(&row.input))
            .err()
            .map(|e| e.rule()),
        "game" => {
            let mut game = Game::new();
            let text = unescape(&row.input);
            let turns: Vec<&str> = text.split('\n').collect();
            let (last, before) = turns.split_last().expect("at least one turn");
            for turn in before {
                match *turn {
                    "resign" => game.resign().map(|_| ()).expect("the side to move resigns"),
                    t => game
                        .play_text(t)
                        .map(|_| ())
                        .expect("the turns before the last are legal"),
                }
            }
            game.play_text(last).err().map(|e| e.rule())
        }
        "reader" => read_all(Cursor::new(unescape(&row.input).into_bytes())),
        "open" => {
            let path = data::tables_dir().join(&row.input);
            let file = std::fs::File::open(&path).expect("the row's path opens");
            read_all(std::io::BufReader::new(file))
        }
        "archive_line" => {
            let text = unescape(&row.input);
            let (header, line) = text.split_once('\n').expect("two lines");
            match archive_fields(header, 1) {
                Err(e) => Some(e.rule()),
                Ok(fields) => parse_archive_line(&fields, line, 2).err().map(|e| e.rule()),
            }
        }
        "last_move" => {
            let m: NotatedMove = row.input.parse().expect("the last move is notation");
            LastMove::ending_at(&position(row), &m)
                .err()
                .map(|e| e.rule())
        }
        "action_game" => {
            let mut game = ActionGame::new();
            row.input
                .split(' ')
                .map(|a| a.parse::<usize>().unwrap())
                .find_map(|a| game.play_action(a).err())
                .map(|e| e.rule())
        }
        "generated" => generated(&row.rule),
        "selfplay" => selfplay(&row.input),
        op => panic!("unknown op {op}"),
    }
}

/// Reads every record of `source`, returning the first error's rule.
fn read_all<R: std::io::BufRead>(source: R) -> Option<Rule> {
    match RecordReader::new(source) {
        Err(e) => Some(e.rule()),
        Ok(reader) => reader.into_iter().find_map(Result::err).map(|e| e.rule()),
    }
}

/// The inputs too large for the table: a line one byte over the reader's limit, and one
/// turn more than its limit.
fn generated(rule: &str) -> Option<Rule> {
    let text = match rule {
        "line_too_long" => format!("1g {}\n", "R".repeat(MAX_LINE_BYTES + 1)),
        "too_many_turns" => (0..=MAX_TURNS)
            .map(|i| {
                let side = if i % 2 == 0 { 'g' } else { 's' };
                format!("{}{side} Ee2n\n", i / 2 + 2)
            })
            .collect(),
        other => panic!("no generator for {other}"),
    };
    read_all(Cursor::new(text.into_bytes()))
}

/// The batched self-play refusals, on an environment of one game.
fn selfplay(case: &str) -> Option<Rule> {
    let mut env = SelfPlay::new(1, SelfPlayOptions::default());
    let mut storage = Buffers::storage(1);
    env.reset(&mut storage.buffers())
        .expect("a reset with the right buffers");
    let result = match case {
        "buffer_size" => env.reset(&mut Buffers::storage(2).buffers()),
        // Id 0 (a1 north) is not a setup action: not in gold's first mask.
        "illegal_action" => env.step(&[0], &mut storage.buffers()),
        "no_such_game" => env.game(1).map(|_| ()),
        other => panic!("no self-play case {other}"),
    };
    result.err().map(|e| e.rule())
}

#[test]
fn every_rule_is_reported_for_its_refusal() {
    let rows = rows();
    let mut table = String::from("rule | code | op | input | Rust\n");
    let mut wrong = Vec::new();
    for row in &rows {
        let want = Rule::from_code(row.code).expect("the code is a rule");
        assert_eq!(want.name(), row.rule, "the row's name and code agree");
        let got = refusal(row);
        let shown = got.map_or("accepted".to_string(), |r| format!("{} ({})", r, r.code()));
        table.push_str(&format!(
            "{} | {} | {} | {} | {}\n",
            row.rule,
            row.code,
            row.op,
            if row.op == "position" {
                &row.position
            } else {
                &row.input
            },
            shown
        ));
        if got != Some(want) {
            wrong.push(format!("{}: got {shown}", row.rule));
        }
    }
    println!("{table}");
    assert!(wrong.is_empty(), "wrong refusals: {wrong:#?}");
}

#[test]
fn every_rule_has_exactly_one_row() {
    let rows = rows();
    let named: Vec<u32> = rows.iter().map(|r| r.code).collect();
    let all: Vec<u32> = Rule::ALL.iter().map(|r| r.code()).collect();
    assert_eq!(named, all, "one row per rule, in code order");
    // The codes are 1..=N with none skipped or reused.
    assert_eq!(all, (1..=all.len() as u32).collect::<Vec<_>>());
}
