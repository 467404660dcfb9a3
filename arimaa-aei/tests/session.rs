//! The engine session loop, driven line by line as a controller would: the opening phase,
//! game tracking, an illegal `makemove`, `isready` while thinking, `stop`, the time given
//! to a search, and the end of a session.

use std::io::{self, BufReader, Read, Write};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use arimaa_aei::{Engine, EngineId, Search, SessionError, run_session};
use arimaa_rules::{Game, NotatedMove, Setup, Turn};

/// A reader fed by a channel: the test writes lines, the session reads them.
struct ChannelReader {
    rx: Receiver<Vec<u8>>,
    buf: Vec<u8>,
}

impl Read for ChannelReader {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        if self.buf.is_empty() {
            match self.rx.recv() {
                Ok(b) => self.buf = b,
                Err(_) => return Ok(0),
            }
        }
        let n = out.len().min(self.buf.len());
        out[..n].copy_from_slice(&self.buf[..n]);
        self.buf.drain(..n);
        Ok(n)
    }
}

/// A writer the test can watch, line by line.
#[derive(Clone)]
struct Lines(Arc<Mutex<Vec<u8>>>);

impl Write for Lines {
    fn write(&mut self, b: &[u8]) -> io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Lines {
    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
    /// Waits (up to 5 s) for a line starting with `prefix`; returns the text so far.
    fn wait_for(&self, prefix: &str) -> String {
        let until = Instant::now() + Duration::from_secs(5);
        loop {
            let t = self.text();
            if t.lines().any(|l| l.starts_with(prefix)) {
                return t;
            }
            assert!(Instant::now() < until, "no {prefix:?} line in:\n{t}");
            thread::sleep(Duration::from_millis(5));
        }
    }
}

/// What the test engine saw of its searches.
#[derive(Default)]
struct Seen {
    games: Vec<Game>,
    budgets: Vec<(Option<Duration>, Option<Duration>)>,
    options: Vec<(String, Option<String>)>,
}

/// Thinks until stopped (or its deadline), then plays the first legal move (or the
/// standard setup).
struct Thinker {
    seen: Arc<Mutex<Seen>>,
    think: bool,
}

impl Engine for Thinker {
    fn id(&self) -> EngineId {
        EngineId {
            name: "thinker".into(),
            author: "tests".into(),
            version: Some("0.1".into()),
        }
    }
    fn set_option(&mut self, name: &str, value: Option<&str>) -> Result<(), String> {
        self.seen
            .lock()
            .unwrap()
            .options
            .push((name.into(), value.map(str::to_string)));
        if name == "hash" {
            Ok(())
        } else {
            Err(format!("unrecognized option {name}"))
        }
    }
    fn choose(&mut self, game: &Game, search: &Search<'_>) -> Option<Turn> {
        let now = Instant::now();
        {
            let mut seen = self.seen.lock().unwrap();
            seen.games.push(game.clone());
            seen.budgets.push((
                search.target().map(|t| t - now),
                search.deadline().map(|t| t - now),
            ));
        }
        search.info("depth", "1");
        // Thinks until stopped, or until the time it should aim for.
        while self.think
            && !search.should_stop()
            && search.target().is_none_or(|t| Instant::now() < t)
        {
            thread::sleep(Duration::from_millis(2));
        }
        if game.is_setup_phase() {
            return Some(Turn::Setup(Setup::standard(game.side_to_move())));
        }
        let mv = *game.legal_moves().first()?;
        Some(Turn::Move(NotatedMove {
            mv,
            ..Default::default()
        }))
    }
}

struct Session {
    tx: Sender<Vec<u8>>,
    out: Lines,
    seen: Arc<Mutex<Seen>>,
    handle: thread::JoinHandle<Result<(), SessionError>>,
}

fn start(think: bool) -> Session {
    let (tx, rx) = mpsc::channel();
    let out = Lines(Arc::default());
    let seen = Arc::new(Mutex::new(Seen::default()));
    let engine = Thinker {
        seen: Arc::clone(&seen),
        think,
    };
    let writer = out.clone();
    let handle = thread::spawn(move || {
        run_session(
            engine,
            BufReader::new(ChannelReader {
                rx,
                buf: Vec::new(),
            }),
            writer,
        )
    });
    Session {
        tx,
        out,
        seen,
        handle,
    }
}

impl Session {
    fn send(&self, line: &str) {
        self.tx.send(format!("{line}\n").into_bytes()).unwrap();
    }
    fn end(self) -> (String, Result<(), SessionError>) {
        drop(self.tx);
        let r = self.handle.join().unwrap();
        (self.out.text(), r)
    }
}

const SETUP_G: &str = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2";
const SETUP_S: &str = "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7";

#[test]
fn opening_phase_and_game_tracking() {
    let s = start(false);
    s.send("aei");
    let t = s.out.wait_for("aeiok");
    assert_eq!(
        t,
        "protocol-version 1\nid name thinker\nid author tests\nid version 0.1\naeiok\n"
    );
    s.send("newgame");
    s.send(&format!("makemove {SETUP_G}"));
    s.send(&format!("makemove {SETUP_S}"));
    s.send("makemove Ee2n Ee3n");
    s.send("go");
    s.out.wait_for("bestmove");
    s.send("quit");
    let seen = Arc::clone(&s.seen);
    let (text, r) = s.end();
    r.unwrap();
    let seen = seen.lock().unwrap();
    assert_eq!(seen.games[0].next_label(), "2s");
    assert_eq!(seen.games[0].history().len(), 3);
    assert!(text.contains("info depth 1\nbestmove "), "{text}");
}

#[test]
fn an_illegal_makemove_is_logged_with_its_rule() {
    let s = start(false);
    s.send("aei");
    s.send("setposition g [rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]");
    // The rabbit on a1 cannot step onto a2, which the horse holds (a position set this way
    // is at move 2, as the core numbers a position after the setups).
    s.send("makemove Ra1n");
    s.send("isready");
    let t = s.out.wait_for("readyok");
    let err = t.lines().find(|l| l.starts_with("log Error:")).expect(&t);
    assert!(
        err.contains(
            "illegal makemove Ra1n at 2g: step 1 (Ra1n): occupied: a2 is occupied by the gold horse"
        ),
        "{err}"
    );
    // The game is unchanged: the engine is asked for gold's move.
    s.send("go");
    s.out.wait_for("bestmove");
    let seen = Arc::clone(&s.seen);
    let (_, r) = s.end();
    r.unwrap();
    assert_eq!(
        seen.lock().unwrap().games[0].side_to_move(),
        arimaa_rules::Color::Gold
    );
}

#[test]
fn isready_while_thinking_and_stop() {
    let s = start(true);
    s.send("aei");
    s.send("newgame");
    s.send("go");
    s.out.wait_for("info depth 1");
    s.send("isready");
    let t = s.out.wait_for("readyok");
    assert!(
        !t.contains("bestmove"),
        "readyok comes while the engine thinks:\n{t}"
    );
    s.send("stop");
    let t = s.out.wait_for("bestmove");
    assert!(t.ends_with(&format!("bestmove {SETUP_G}\n")), "{t}");
    s.send("quit");
    s.end().1.unwrap();
}

#[test]
fn the_search_gets_the_move_time_not_more() {
    let s = start(true);
    s.send("aei");
    s.send("setoption name tcmove value 1");
    s.send("setoption name tcreserve value 10");
    s.send("setoption name hash value 64");
    s.send("setoption name nonsense value 1");
    s.send("newgame");
    s.send("setoption name greserve value 4");
    s.send("setoption name sreserve value 90");
    let t0 = Instant::now();
    s.send("go");
    s.out.wait_for("bestmove");
    let took = t0.elapsed();
    s.send("quit");
    let seen = Arc::clone(&s.seen);
    let (text, r) = s.end();
    r.unwrap();
    let seen = seen.lock().unwrap();
    let (target, deadline) = seen.budgets[0];
    // tcmove 1 s: aim below 1 s; never past move time + gold's reserve (1 + 4 s).
    assert!(target.unwrap() < Duration::from_secs(1), "{target:?}");
    assert!(deadline.unwrap() < Duration::from_secs(5), "{deadline:?}");
    assert!(took < Duration::from_secs(5), "{took:?}");
    assert!(
        text.contains("log Warning: unrecognized option nonsense"),
        "{text}"
    );
    assert_eq!(seen.options[0], ("hash".into(), Some("64".into())));
}

#[test]
fn unknown_messages_end_the_session_and_eof_is_quit() {
    let s = start(false);
    s.send("aei");
    s.send("frobnicate now");
    let (text, r) = s.end();
    assert!(matches!(r, Err(SessionError::Unknown(_))), "{r:?}");
    assert!(
        text.ends_with("log Error: unknown message type \"frobnicate\"\n"),
        "{text}"
    );

    let s = start(false);
    s.send("aei");
    s.send("isready");
    s.out.wait_for("readyok");
    assert!(s.end().1.is_ok(), "end of input ends the session cleanly");

    let s = start(false);
    s.send("isready");
    assert!(matches!(s.end().1, Err(SessionError::NoAei(_))));
}

#[test]
fn quit_while_thinking_stops_the_search() {
    let s = start(true);
    s.send("aei");
    s.send("newgame");
    s.send("go");
    s.out.wait_for("info depth 1");
    let t0 = Instant::now();
    s.send("quit");
    s.end().1.unwrap();
    assert!(t0.elapsed() < Duration::from_secs(2));
}
