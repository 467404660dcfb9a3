//! The `arimaa` program with AEI players: `arimaa aei` as an engine driven by `arimaa match`
//! and `arimaa analyze` (the program on both ends of the protocol), and scripted faulty
//! engines (`arimaa-aei/tests/fake_engines/fake_engine.py`, run with `python3`) in `match`
//! and `play`: each fault is named, the game record gets the arimaa.com result letter, and
//! no engine process is left behind. AEI's own tools (`roundrobin`, `analyze`,
//! `simple_engine`) are exercised by the Python suite (`arimaa-py/tests/test_aei_tools.py`).

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use arimaa_rules::notation::record::{TurnAction, parse_records};
use arimaa_rules::{Color, Game, GameOptions, Position};

fn fake(mode: &str, marker: &Path) -> String {
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../arimaa-aei/tests/fake_engines/fake_engine.py");
    // The marker (a unique temporary path) lets the test find leftover processes.
    format!(
        "aei:python3 {} {mode} {}",
        script.display(),
        marker.display()
    )
}

/// The processes whose command line mentions `marker` (there must be none after a run).
fn processes_with(marker: &Path) -> Vec<String> {
    let marker = marker.to_string_lossy().to_string();
    let mut found = Vec::new();
    for entry in fs::read_dir("/proc").into_iter().flatten().flatten() {
        if let Ok(cmd) = fs::read(entry.path().join("cmdline")) {
            let cmd = String::from_utf8_lossy(&cmd).replace('\0', " ");
            if cmd.contains(&marker) {
                found.push(cmd);
            }
        }
    }
    found
}

fn self_engine() -> String {
    format!("aei:{} aei", env!("CARGO_BIN_EXE_arimaa"))
}

/// `arimaa match` between the bot and a bot served as an AEI engine by `arimaa aei`:
/// every game finishes, the archive file is valid and `arimaa replay` agrees with every
/// recorded result.
///
/// The games are the same on every run and end quickly whatever the machine: A searches a
/// node budget, the engine is `bot:greedy` (one move deep, the same move for the same
/// position), and the time control's turn limit (200) ends a game that would not (two
/// bots of one strength at a time per move can play for hours in a debug build).
#[test]
fn match_against_arimaa_aei_writes_a_replayable_archive() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("games.txt");
    let engine = format!("{} --bot bot:greedy", self_engine());
    let o = common::run(&[
        "match",
        "bot",
        &engine,
        "--games",
        "2",
        "--tc",
        "1s/5s/100/0/200t",
        "--nodes-a",
        "3000",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    let table = common::stdout(&o);
    assert!(
        table.starts_with("2 games, time control 1s/5s/100/0/200t, A 3000 nodes a move\n"),
        "{table}"
    );
    assert!(
        table.contains("arimaa bot:greedy (seed "),
        "the engine's id name: {table}"
    );
    let stderr = common::stderr(&o);
    assert!(
        stderr.contains("[1/2] ") && stderr.contains("[2/2] "),
        "progress: {stderr}"
    );
    let text = fs::read_to_string(&out).unwrap();
    let records = parse_records(&text).unwrap();
    assert_eq!(records.len(), 2);
    for r in &records {
        let o = r.recorded_outcome().expect("every game has a result");
        assert!(
            o.termination.is_decided_by_board(),
            "{o}: no time-outs, faults or turn limit at 1s/5s against greedy"
        );
        // The core replays the record and reaches the recorded result.
        let replay = r.replay(GameOptions::default()).unwrap();
        assert_eq!(replay.game.outcome(), Some(o));
        // Both players are machines (`b`), and plycount is the number of the last turn of
        // the movelist (a resignation counts), as the arimaa.com archive writes it.
        assert_eq!(
            (r.header("wtype"), r.header("btype")),
            (Some("b"), Some("b"))
        );
        let last = r
            .turns
            .iter()
            .rev()
            .find(|t| t.action != TurnAction::Empty)
            .expect("turns");
        assert_eq!(r.header("plycount"), Some(last.number.to_string().as_str()));
    }
    // Colours alternate: A (bot) is gold in game 1, silver in game 2.
    assert!(
        records[0]
            .header("wusername")
            .unwrap()
            .starts_with("bot (seed")
    );
    assert!(
        records[1]
            .header("busername")
            .unwrap()
            .starts_with("bot (seed")
    );
    let o = common::run(&["replay", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", common::stdout(&o));
}

/// `arimaa analyze` with `arimaa aei`: the best move is legal in the position.
#[test]
fn analyze_prints_a_legal_bestmove() {
    let short = "g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]";
    let o = common::run(&["analyze", short, "--engine", &self_engine(), "--tc", "1s/0"]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    let text = common::stdout(&o);
    assert!(text.starts_with("engine: arimaa bot (seed 1)\n"), "{text}");
    let best = text
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .expect(&text);
    let pos = Position::from_short(short).unwrap();
    pos.play_text(best)
        .unwrap_or_else(|e| panic!("{best} is illegal: {e}"));
}

/// One game of `arimaa match` against a faulty engine: the record's result letter, the
/// fault named on stderr, and no process left.
fn match_fault(mode: &str, tc: &str, letter: char, said: &str) {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("games.txt");
    let engine = fake(mode, dir.path());
    let o = common::run(&[
        "match",
        "bot",
        &engine,
        "--games",
        "1",
        "--tc",
        tc,
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    let stderr = common::stderr(&o);
    assert!(
        // The engine's `id name`, or its command line before it sent one.
        (stderr.contains(&format!("fake-{mode}"))
            || stderr.contains(&format!("fake_engine.py {mode}")))
            && stderr.contains(said),
        "{mode}: {stderr}"
    );
    let records = parse_records(&fs::read_to_string(&out).unwrap()).unwrap();
    let outcome = records[0].recorded_outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.termination.letter()),
        (Some(Color::Gold), letter),
        "{mode}"
    );
    assert!(
        processes_with(dir.path()).is_empty(),
        "{mode}: {:?}",
        processes_with(dir.path())
    );
}

#[test]
fn match_faults_give_their_result_letters() {
    match_fault("illegal", "5s/5s", 'i', "illegal turn");
    match_fault("garbage", "5s/5s", 'f', "not AEI");
    match_fault("dies", "5s/5s", 'f', "died during its search");
    match_fault("silent", "1s/0", 't', "did not answer bestmove");
    // Never finishes the opening phase: forfeits after the 10 s handshake timeout.
    match_fault("no-aeiok", "5s/5s", 'f', "did not answer aeiok");
}

/// `arimaa play` with a silver engine that exits mid-game: the log records the forfeit and
/// names the engine.
#[test]
fn play_against_an_engine_that_dies() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("g.txt");
    let engine = fake("dies", dir.path());
    let o = common::run(&[
        "play",
        "--gold",
        "bot",
        "--silver",
        &engine,
        "--log",
        log.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    let text = fs::read_to_string(&log).unwrap();
    assert!(text.contains("\nSilver: fake-dies (aei:python3 "), "{text}");
    // The players' kinds, as the archive's letters: both machines.
    assert!(text.contains("\nGoldType: b\nSilverType: b\n"), "{text}");
    assert!(text.contains("\nGold: bot (seed 1)\n"), "{text}");
    assert!(text.contains("ResultCode: g\nReasonCode: f\n"), "{text}");
    assert!(
        common::stdout(&o).contains("engine `fake-dies` died"),
        "{}",
        common::stdout(&o)
    );
    assert!(processes_with(dir.path()).is_empty());
    // The record reads back with its result.
    let game = Game::from_record(&text).unwrap();
    assert_eq!(game.outcome().map(|o| o.termination.letter()), Some('f'));
}

/// `arimaa match` with an engine that cannot be started: each game is forfeited before
/// any turn, so its archive line has no turn, plycount 0 and result `f`; both players
/// are still machines (`b`), named by their command line.
#[test]
fn match_forfeit_before_any_move() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("games.txt");
    let missing = dir.path().join("no-such-engine");
    let engine = format!("aei:{}", missing.display());
    let o = common::run(&[
        "match",
        "bot:greedy",
        &engine,
        "--games",
        "2",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    let records = parse_records(&fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(records.len(), 2);
    for (i, r) in records.iter().enumerate() {
        assert_eq!(r.header("plycount"), Some("0"), "game {}", i + 1);
        assert!(r.turns.is_empty(), "game {}: {:?}", i + 1, r.turns);
        assert_eq!(
            (r.header("wtype"), r.header("btype")),
            (Some("b"), Some("b"))
        );
        assert_eq!(r.header("termination"), Some("f"));
    }
    // The engine is silver in game 1 and gold in game 2: it forfeits both.
    assert_eq!(records[0].header("result"), Some("w"));
    assert_eq!(records[1].header("result"), Some("b"));
    assert_eq!(records[0].header("busername"), Some(engine.as_str()));
    assert_eq!(records[1].header("wusername"), Some(engine.as_str()));
    let o = common::run(&["replay", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", common::stdout(&o));
}

/// `arimaa play --gold bot --silver aei:...` with a time control the engine overruns.
#[test]
fn play_records_a_loss_on_time() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("g.txt");
    let engine = fake("late", dir.path());
    let o = common::run(&[
        "play",
        "--gold",
        "bot",
        "--silver",
        &engine,
        "--tc",
        "1s/0",
        "--log",
        log.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    let text = fs::read_to_string(&log).unwrap();
    assert!(text.contains("TimeControl: 1s/0\n"), "{text}");
    assert!(text.contains("ResultCode: g\nReasonCode: t\n"), "{text}");
    assert!(processes_with(dir.path()).is_empty());
}

/// Runs `arimaa aei ARGS`, sends `lines`, then waits for the `bestmove` before `quit` (so
/// that the search is never cut short); returns the `id name` and the `bestmove` lines.
fn aei_bestmove(args: &[&str], lines: &[&str]) -> (String, String) {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_arimaa"))
        .arg("aei")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start arimaa aei");
    let mut stdin = child.stdin.take().unwrap();
    for l in lines {
        writeln!(stdin, "{l}").unwrap();
    }
    stdin.flush().unwrap();
    let (mut id, mut best) = (String::new(), String::new());
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let line = line.unwrap();
        if line.starts_with("id name ") {
            id = line;
        } else if line.starts_with("bestmove ") {
            best = line;
            break;
        }
    }
    writeln!(stdin, "quit").unwrap();
    drop(stdin);
    assert!(child.wait().unwrap().success());
    (id, best)
}

/// The standard setups, then `go`: the first move of gold.
const AFTER_SETUPS: [&str; 5] = [
    "aei",
    "newgame",
    "makemove Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Ed2 Me2 Cf2 Hg2 Dh2",
    "makemove ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7",
    "go",
];

/// `arimaa aei --nodes N`: the bot searches N nodes a move, so two runs with the same
/// budget and seed answer the same move, whatever the machine's load; its `id name` says
/// the budget. Without a time control the budget alone decides (a plain `go`).
#[test]
fn aei_with_a_node_budget_answers_the_same_move_on_every_run() {
    let args = ["--nodes", "3000", "--seed", "3"];
    let (id, first) = aei_bestmove(&args, &AFTER_SETUPS);
    assert_eq!(id, "id name arimaa bot (seed 3), 3000 nodes a move");
    assert!(first.starts_with("bestmove "), "{first}");
    let (_, second) = aei_bestmove(&args, &AFTER_SETUPS);
    assert_eq!(first, second);
    // The move is legal in the position after the standard setups.
    let mut game = Game::new();
    for setup in &AFTER_SETUPS[2..4] {
        game.play_setup(&setup["makemove ".len()..].parse().unwrap())
            .unwrap();
    }
    let mv = first["bestmove ".len()..].parse().unwrap();
    assert!(game.play_notated(&mv).is_ok(), "{first}");
}

/// `stop` still ends a search whose node budget is far too large to be spent: the
/// bestmove comes at once (the controller's reserve of 30 s in this test's time control
/// is not waited for).
#[test]
fn aei_with_a_node_budget_still_stops() {
    let started = std::time::Instant::now();
    let mut lines = AFTER_SETUPS.to_vec();
    lines.insert(1, "setoption name tcmove value 30");
    lines.insert(2, "setoption name tcreserve value 30");
    lines.push("stop");
    let (_, best) = aei_bestmove(&["--nodes", "1000000000000"], &lines);
    assert!(best.starts_with("bestmove "), "{best}");
    assert!(started.elapsed() < std::time::Duration::from_secs(20));
}

/// `arimaa match` of two `arimaa aei --nodes` engines from an opening: the engines are
/// told both setups (`makemove`) and asked for the first move only; the records start
/// with the file's setups, and a second run plays the same games move for move.
#[test]
fn match_of_node_budgeted_engines_from_an_opening_repeats() {
    let dir = tempfile::tempdir().unwrap();
    let openings = dir.path().join("openings.tsv");
    let gold = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2";
    let silver = "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 md7 ee7 cf7 hg7 dh7";
    fs::write(&openings, format!("{gold}\t{silver}\ttest\n")).unwrap();
    let engine = format!("{} --nodes 400 --seed 5", self_engine());
    let movelists = |name: &str| {
        let out = dir.path().join(name);
        let o = common::run(&[
            "match",
            &engine,
            &engine,
            "--games",
            "2",
            "--tc",
            "30s/300s/100/0/8t",
            "--openings",
            openings.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{}", common::stderr(&o));
        common::archive_column(&fs::read_to_string(&out).unwrap(), "movelist")
    };
    let first = movelists("a.txt");
    for m in &first {
        assert!(
            m.starts_with(&format!("1w {gold}\\n1b {silver}\\n2w ")),
            "{m}"
        );
    }
    assert_eq!(first, movelists("b.txt"));
}

/// Runs `arimaa aei ARGS` and sends each batch of `batches` in turn, the next one after
/// the `bestmove` of the last (the last batch need not end in `go`); returns, per batch,
/// the lines the engine wrote until its `bestmove` (the `info time` lines left out: they
/// vary from run to run), then (last) everything else it wrote before `quit`.
fn aei_session(args: &[&str], batches: &[&[&str]]) -> Vec<Vec<String>> {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_arimaa"))
        .arg("aei")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start arimaa aei");
    let mut stdin = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut transcript = Vec::new();
    for batch in batches {
        for l in *batch {
            writeln!(stdin, "{l}").unwrap();
        }
        stdin.flush().unwrap();
        let mut lines = Vec::new();
        if batch.last() == Some(&"go") {
            for line in out.by_ref() {
                let line = line.unwrap();
                let done = line.starts_with("bestmove ");
                if !line.starts_with("info time ") {
                    lines.push(line);
                }
                if done {
                    break;
                }
            }
        }
        transcript.push(lines);
    }
    writeln!(stdin, "quit").unwrap();
    drop(stdin);
    transcript.push(out.map(Result::unwrap).collect());
    assert!(child.wait().unwrap().success());
    transcript
}

/// A position of `bench/suites/defence.tsv` (silver threatens a goal): a search of some
/// depth, where a table kept from an earlier search changes what the next one reports.
const SHARP: &str =
    "setposition g [ rrrrrrcc  d dhr    m     E    HHDh     r     D ReRM C   RCRRRRR]";

/// The bot keeps its table from one search to the next (a second `go` on the same
/// position reports other nodes, depths or lines), and `newgame` / `setposition` clear it:
/// with `--nodes` the first search of a game reports exactly what the first search of the
/// session did.
#[test]
fn aei_keeps_its_table_between_moves_and_clears_it_for_a_new_game() {
    let t = aei_session(
        &["--nodes", "40000"],
        // (`stop` ends the finished search at once, so that `go` is not taken for a second
        // search while one runs.)
        &[
            &["aei", "setoption name keep_table value 1", SHARP, "go"],
            &["stop", "go"],
            &[SHARP, "go"],
        ],
    );
    // What each search reported (the first batch also holds the opening phase).
    let search = |i: usize| -> Vec<&String> {
        t[i].iter()
            .filter(|l| l.starts_with("info ") || l.starts_with("bestmove "))
            .collect()
    };
    let (first, again, cleared) = (search(0), search(1), search(2));
    assert!(first.iter().any(|l| l.starts_with("info pv ")), "{first:?}");
    assert_ne!(first, again, "the second search found nothing in the table");
    assert_eq!(first, cleared);
}

/// Asserts that batch `i` of `transcript` ends in a `bestmove` legal in [`SHARP`]'s
/// position (by the core's move rules).
fn legal_answer_to_sharp(transcript: &[Vec<String>], i: usize) {
    let best = transcript[i].last().expect("a bestmove");
    assert!(best.starts_with("bestmove "), "{transcript:?}");
    let mv = best.strip_prefix("bestmove ").expect(best);
    let pos = Position::from_short(&SHARP["setposition ".len()..]).unwrap();
    pos.play_text(mv)
        .unwrap_or_else(|e| panic!("{mv} is illegal: {e}"));
}

/// `setoption name threads value N` (and `--threads N`): the search runs N threads and
/// still answers a legal move within its node budget; 0 and more than the bot's
/// `MAX_THREADS` are refused with a warning, the option unchanged.
#[test]
fn aei_threads_option() {
    let legal = legal_answer_to_sharp;
    for (args, option) in [
        (&["--nodes", "60000"][..], "setoption name threads value 2"),
        (&["--nodes", "60000", "--threads", "4"][..], "isready"),
    ] {
        let t = aei_session(args, &[&["aei", option, SHARP, "go"]]);
        assert!(!t[0].iter().any(|l| l.contains("Warning")), "{t:?}");
        legal(&t, 0);
    }
    let t = aei_session(
        &["--nodes", "2000"],
        &[&[
            "aei",
            "setoption name threads value 0",
            "setoption name threads value 65",
            SHARP,
            "go",
        ]],
    );
    let warnings: Vec<&String> = t[0].iter().filter(|l| l.contains("Warning")).collect();
    assert_eq!(
        warnings,
        [
            "log Warning: option threads: 0 is outside 1 to 64",
            "log Warning: option threads: 65 is outside 1 to 64"
        ],
        "{t:?}"
    );
    legal(&t, 0);
    let o = common::run(&["aei", "--threads", "0"]);
    assert_eq!(o.status.code(), Some(2), "{}", common::stderr(&o));
}

/// `setoption name move_time_ms value N` (the time aimed at per move, for tests at
/// fractions of a second): taken without a warning, the search then answers a legal
/// move under a time control; values outside 0 to an hour and non-numbers are refused with
/// a warning naming the option.
#[test]
fn aei_move_time_ms_option() {
    let t = aei_session(
        &[],
        &[&[
            "aei",
            "setoption name tcmove value 30",
            "setoption name tcreserve value 60",
            "setoption name move_time_ms value 100",
            SHARP,
            "go",
        ]],
    );
    assert!(!t[0].iter().any(|l| l.contains("Warning")), "{t:?}");
    legal_answer_to_sharp(&t, 0);
    let t = aei_session(
        &["--nodes", "2000"],
        &[&[
            "aei",
            "setoption name move_time_ms value -1",
            "setoption name move_time_ms value 3600001",
            "setoption name move_time_ms value 0.5",
            "setoption name move_time_ms value 0",
            SHARP,
            "go",
        ]],
    );
    let warnings: Vec<&String> = t[0].iter().filter(|l| l.contains("Warning")).collect();
    assert_eq!(
        warnings,
        [
            "log Warning: option move_time_ms: -1 is outside 0 to 3600000",
            "log Warning: option move_time_ms: 3600001 is outside 0 to 3600000",
            "log Warning: option move_time_ms: \"0.5\" is not a whole number",
        ],
        "{t:?}"
    );
}

/// Runs `arimaa aei ARGS` with `lines` (then `quit` once `bestmove` came, when the lines
/// end in `go`); returns the lines it wrote until its `bestmove`, or everything it wrote
/// before `quit` when there is no `go`.
fn aei_lines(args: &[&str], lines: &[&str]) -> Vec<String> {
    let mut t = aei_session(args, &[lines]);
    if lines.last() == Some(&"go") {
        t.swap_remove(0)
    } else {
        t.pop().unwrap_or_default()
    }
}

/// `bench/texel/fitted.weights` (Texel fit D, not the default: its SPRT, logged in
/// `bench/strength-log.md`, accepted H0) is a valid weights file the bot can play with
/// (`--weights`, the AEI option `weights`), and differs from `Weights::DEFAULT`.
#[test]
fn the_fitted_weights_file_is_valid_and_not_the_default() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../bench/texel/fitted.weights");
    let text = fs::read_to_string(path).unwrap();
    let fitted = arimaa_bot::evaluation::Weights::parse(&text).unwrap();
    assert_ne!(fitted, arimaa_bot::evaluation::Weights::DEFAULT);
    assert_eq!(fitted.home_defence, -5);
}

/// A weights file with `rabbit_home` changed (the bot's default weights otherwise, as
/// `arimaa_bot::evaluation::Weights` writes them).
fn weights_file(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

/// `setoption name weights value PATH` and `arimaa aei --weights PATH` give the bot the
/// file's weights: the bot's own default weights written out play the same move as no
/// option at all; a file that is missing or refused is a `log Error` naming the file and
/// the line, and the session goes on (the bot keeps its weights and still answers).
#[test]
fn aei_weights_option_reads_a_file_and_logs_an_error_for_a_bad_one() {
    let dir = tempfile::tempdir().unwrap();
    let default = weights_file(
        dir.path(),
        "default.weights",
        &arimaa_bot::evaluation::Weights::DEFAULT.to_string(),
    );
    let nodes = ["--nodes", "3000", "--seed", "3"];
    let plain = aei_lines(&nodes, &AFTER_SETUPS);
    let set = format!("setoption name weights value {default}");
    let mut lines = AFTER_SETUPS.to_vec();
    lines.insert(1, &set);
    let by_option = aei_lines(&nodes, &lines);
    assert_eq!(plain.last(), by_option.last());
    assert!(
        !by_option.iter().any(|l| l.starts_with("log ")),
        "{by_option:?}"
    );
    let by_flag = aei_lines(
        &["--nodes", "3000", "--seed", "3", "--weights", &default],
        &AFTER_SETUPS,
    );
    assert_eq!(plain.last(), by_flag.last());

    // A refused file: the third line names an unknown weight.
    let bad_text = arimaa_bot::evaluation::Weights::DEFAULT
        .to_string()
        .replace("frozen_percent", "frozen_percnt");
    let bad = weights_file(dir.path(), "bad.weights", &bad_text);
    let set = format!("setoption name weights value {bad}");
    let out = aei_lines(&[], &["aei", &set, "isready"]);
    let expected =
        format!("log Error: option weights: {bad}: line 3: frozen_percnt: no such weight");
    assert!(out.contains(&expected), "{out:?}");
    assert_eq!(out.last().map(String::as_str), Some("readyok"));
    // A missing file.
    let missing = dir.path().join("none.weights");
    let set = format!("setoption name weights value {}", missing.display());
    let out = aei_lines(&nodes, &[&["aei", &set][..], &AFTER_SETUPS[1..]].concat());
    let said = format!("log Error: option weights: {}: ", missing.display());
    assert!(out.iter().any(|l| l.starts_with(&said)), "{out:?}");
    assert_eq!(
        out.last(),
        plain.last(),
        "the bot plays on with its own weights"
    );

    // `--weights` with a refused file stops before the session: exit 2, naming the line.
    let o = common::run(&["aei", "--weights", &bad]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        common::stderr(&o).contains("line 3: frozen_percnt: no such weight"),
        "{}",
        common::stderr(&o)
    );
}

/// `arimaa match --option-a NAME=VALUE` sends the option to A's engine before the game; an
/// option the engine refuses forfeits A's games (`f`) with the engine's log line named.
#[test]
fn match_sends_aei_options_and_forfeits_on_a_refused_one() {
    let dir = tempfile::tempdir().unwrap();
    let good = weights_file(
        dir.path(),
        "good.weights",
        &arimaa_bot::evaluation::Weights::DEFAULT.to_string(),
    );
    let engine = format!("{} --bot bot:greedy", self_engine());
    let run = |option: &str| {
        let out = dir.path().join("games.txt");
        let o = common::run(&[
            "match",
            &engine,
            "bot:greedy",
            "--games",
            "2",
            "--tc",
            "1s/5s/100/0/200t",
            "--option-a",
            option,
            "--out",
            out.to_str().unwrap(),
        ]); // fmt: skip
        (o, fs::read_to_string(out).unwrap_or_default())
    };
    let (o, games) = run(&format!("weights={good}"));
    assert!(o.status.success(), "{}", common::stderr(&o));
    assert!(!games.contains("\tf\t"), "{games}");
    let (o, games) = run("nonsense=1");
    let said = format!("{}{}", common::stdout(&o), common::stderr(&o));
    assert!(said.contains("unrecognized option nonsense"), "{said}");
    assert_eq!(
        common::archive_column(&games, "termination"),
        ["f", "f"],
        "{games}"
    );
    // A NAME=VALUE that is not one is a bad argument.
    let o = common::run(&["match", "bot", "bot", "--option-a", "=1"]);
    assert_eq!(o.status.code(), Some(2));
}
