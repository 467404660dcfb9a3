//! The controller against scripted fake engines (`tests/fake_engines/fake_engine.py`, run
//! with `python3`): each misbehaviour gives its typed error naming the engine, the result
//! letter of arimaa.com for it, and no process is left behind.

use std::path::Path;
use std::time::{Duration, Instant};

use arimaa_aei::{Clock, Controller, ControllerError, EngineCommand, Phase, TimeControl, Timeouts};
use arimaa_rules::{Game, Rule, Termination, Turn};

fn command(mode: &str) -> EngineCommand {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fake_engines/fake_engine.py");
    EngineCommand::new(format!("python3 {} {mode}", script.display()))
}

fn quick() -> Timeouts {
    Timeouts {
        handshake: Duration::from_secs(2),
        ready: Duration::from_secs(2),
        unlimited_search: Duration::from_secs(2),
        grace: Duration::from_millis(500),
        quit: Duration::from_secs(1),
    }
}

/// Whether process `pid` still exists (a reaped process has no /proc entry).
fn alive(pid: u32) -> bool {
    Path::new(&format!("/proc/{pid}")).exists()
}

/// The game after both standard setups: gold to move at 2g.
fn after_setups() -> Game {
    let mut g = Game::new();
    g.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2")
        .unwrap();
    g.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7")
        .unwrap();
    g
}

/// Starts `mode`, searches once at 2g under `tc`, returns the error and the engine's pid.
fn fails(mode: &str, tc: Option<&str>) -> (ControllerError, u32) {
    let mut c = Controller::start(&command(mode), quick()).expect("handshake");
    let pid = c.process_id();
    let clock = tc.map(|t| Clock::new(t.parse::<TimeControl>().unwrap()));
    let err = c
        .search(&after_setups(), clock.as_ref())
        .expect_err("the search must fail");
    drop(c);
    (err, pid)
}

#[test]
fn a_good_engine_plays_setups_and_moves() {
    let mut c = Controller::start(&command("good"), quick()).unwrap();
    assert_eq!(c.name(), "fake-good");
    assert_eq!(c.id().author, "arimaa-aei tests");
    c.is_ready().unwrap();
    let mut game = Game::new();
    for _ in 0..3 {
        let r = c.search(&game, None).unwrap();
        match r.turn.unwrap() {
            Turn::Setup(s) => game.play_setup(&s).unwrap(),
            Turn::Move(m) => {
                game.play_notated(&m).unwrap();
            }
        }
    }
    assert_eq!(game.next_label(), "2s");
    let pid = c.process_id();
    assert!(c.quit().is_some(), "the engine exits on quit");
    assert!(!alive(pid));
}

/// The command lines of running processes that mention `marker`.
fn processes_with(marker: &str) -> Vec<String> {
    std::fs::read_dir("/proc")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| std::fs::read(e.path().join("cmdline")).ok())
        .map(|c| String::from_utf8_lossy(&c).replace('\0', " "))
        .filter(|c| c.contains(marker))
        .collect()
}

#[test]
fn no_aeiok_is_a_silent_handshake() {
    let t = Instant::now();
    // A unique extra argument (the fake engine ignores it) to find a leftover process.
    let marker = format!("no-aeiok-marker-{}", std::process::id());
    let mut cmd = command("no-aeiok");
    cmd.command_line = format!("{} {marker}", cmd.command_line);
    let err = Controller::start(&cmd, quick()).unwrap_err();
    assert!(
        processes_with(&marker).is_empty(),
        "the engine was left running"
    );
    assert!(
        matches!(
            err,
            ControllerError::Silent {
                phase: Phase::Handshake,
                expected: "aeiok",
                ..
            }
        ),
        "{err}"
    );
    assert!(
        err.to_string().contains("python3"),
        "names the engine: {err}"
    );
    assert_eq!(err.termination(), Termination::Forfeit);
    assert!(t.elapsed() < Duration::from_secs(5));
}

#[test]
fn garbage_is_a_protocol_error() {
    let (err, pid) = fails("garbage", None);
    let ControllerError::Protocol { engine, line, .. } = &err else {
        panic!("{err}")
    };
    assert_eq!(engine, "fake-garbage");
    assert_eq!(line, "hello, I am not AEI");
    assert!(
        err.to_string().contains("unknown message type \"hello,\""),
        "{err}"
    );
    assert_eq!(err.termination(), Termination::Forfeit);
    assert!(!alive(pid));
}

#[test]
fn an_illegal_bestmove_is_refused_with_its_rule() {
    let (err, pid) = fails("illegal", Some("10s/10s"));
    let ControllerError::IllegalMove {
        engine,
        label,
        text,
        rule,
        ..
    } = &err
    else {
        panic!("{err}")
    };
    assert_eq!(
        (engine.as_str(), label.as_str(), text.as_str()),
        ("fake-illegal", "2g", "Ea1n")
    );
    // a1 holds a gold rabbit, not the elephant: the core names the rule.
    assert_eq!(*rule, Rule::WrongPiece);
    assert!(err.to_string().contains("Ea1n"), "{err}");
    assert_eq!(err.termination(), Termination::IllegalMove);
    assert!(!alive(pid));
}

#[test]
fn a_bestmove_after_the_time_is_up_loses_on_time() {
    // 1 s per move, no reserve: `stop` at 0.9 s, the answer comes at 2.5 s, after the
    // 0.5 s grace: the engine is killed and loses on time.
    let (err, pid) = fails("late", Some("1s/0"));
    assert!(
        matches!(
            err,
            ControllerError::Silent {
                phase: Phase::Search,
                expected: "bestmove",
                ..
            }
        ),
        "{err}"
    );
    assert_eq!(err.termination(), Termination::Time);
    assert!(!alive(pid));
    // With a longer grace the late answer arrives, and is refused as too late.
    let mut c = Controller::start(
        &command("late"),
        Timeouts {
            grace: Duration::from_secs(3),
            ..quick()
        },
    )
    .unwrap();
    let pid = c.process_id();
    let clock = Clock::new("1s/0".parse().unwrap());
    let err = c.search(&after_setups(), Some(&clock)).unwrap_err();
    let ControllerError::OutOfTime { used, allowed, .. } = &err else {
        panic!("{err}")
    };
    assert_eq!(*allowed, Duration::from_secs(1));
    assert!(*used >= Duration::from_millis(2500));
    assert_eq!(err.termination(), Termination::Time);
    drop(c);
    assert!(!alive(pid));
}

#[test]
fn an_engine_that_exits_mid_game_died() {
    let (err, pid) = fails("dies", None);
    let ControllerError::Died {
        engine,
        phase,
        status,
        ..
    } = &err
    else {
        panic!("{err}")
    };
    assert_eq!((engine.as_str(), *phase), ("fake-dies", Phase::Search));
    assert!(status.contains('3'), "exit status 3: {status}");
    assert_eq!(err.termination(), Termination::Forfeit);
    assert!(!alive(pid));
}

#[test]
fn a_silent_engine_is_killed() {
    let t = Instant::now();
    let (err, pid) = fails("silent", Some("1s/0"));
    assert!(
        matches!(
            err,
            ControllerError::Silent {
                phase: Phase::Search,
                ..
            }
        ),
        "{err}"
    );
    assert!(
        t.elapsed() < Duration::from_secs(4),
        "no hang: {:?}",
        t.elapsed()
    );
    assert!(!alive(pid));
    // Without a clock: the unlimited-search timeout applies.
    let (err, pid) = fails("silent", None);
    assert!(matches!(err, ControllerError::Silent { .. }), "{err}");
    assert!(!alive(pid));
}

#[test]
fn a_missing_program_cannot_start_or_dies() {
    let err = Controller::start(&EngineCommand::new("/nonexistent/engine"), quick()).unwrap_err();
    // `sh -c exec` starts, then the shell reports the missing program and exits.
    assert!(
        matches!(
            err,
            ControllerError::Died {
                phase: Phase::Handshake,
                ..
            }
        ),
        "{err}"
    );
    assert!(err.to_string().contains("/nonexistent/engine"), "{err}");
}
