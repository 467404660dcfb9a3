//! `arimaa perft` in a pseudo-terminal (expectrl), as a person runs it: perft(3) of the
//! standard opening (hours of work) draws a progress bar with an estimate on the
//! terminal, and Ctrl-C (the terminal sends SIGINT) ends it within a second with exit
//! status 130. On a pipe nothing but the result is written.

mod common;

use std::time::{Duration, Instant};

use expectrl::{ControlCode, Regex, Session, WaitStatus};

const OPENING: &str = "g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]";

#[test]
fn ctrl_c_stops_a_long_perft_within_a_second() {
    let mut cmd = common::arimaa();
    cmd.args(["perft", OPENING, "--depth", "3", "--threads", "2"]);
    let mut s = Session::spawn(cmd).expect("spawn arimaa perft in a pty");
    s.set_expect_timeout(Some(Duration::from_secs(60)));
    // The bar: root moves done of 3353, the nodes so far, and the estimate.
    s.expect(Regex(r"\d+/3353 root moves, \d+\.\dM nodes"))
        .expect("a progress bar with nodes counted");
    s.expect(" left").expect("an estimate of the time left");

    let sent = Instant::now();
    s.send(ControlCode::EndOfText).unwrap();
    let status = s.get_process().wait().unwrap();
    let took = sent.elapsed();
    let pid = s.get_process().pid();
    assert_eq!(status, WaitStatus::Exited(pid, 130));
    assert!(took < Duration::from_secs(1), "stopped after {took:?}");
}

#[test]
fn on_a_pipe_only_the_result_is_written() {
    // Two rabbits and two elephants: perft(2) = 6140 by AEI pyrimaa
    // (tests/data/positions/perft_table.tsv gives perft(3) of the same board).
    let pos = "g [re                                                      RE      ]";
    let out = common::run(&["perft", pos, "--depth", "2", "--threads", "2", "--divide"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert_eq!(common::stderr(&out), "");
    let text = common::stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    // 79 unique moves (move_count_table.tsv), each with its count, then the total.
    assert_eq!(lines.len(), 79 + 2, "{text}");
    let sum: u64 = lines[..79]
        .iter()
        .map(|l| l.rsplit(": ").next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 6140);
    assert_eq!(lines[79], "perft(2) = 6140");
    assert!(lines[80].starts_with("time: ") && lines[80].ends_with(" nodes/s)"));
}
