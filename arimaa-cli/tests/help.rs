//! Every subcommand has `--help` with at least one example of its use.

mod common;

#[test]
fn every_subcommand_help_has_an_example() {
    for sub in ["play", "replay", "moves", "show", "perft", "web"] {
        let out = common::run(&[sub, "--help"]);
        assert!(out.status.success(), "arimaa {sub} --help failed");
        let text = common::stdout(&out);
        assert!(
            text.contains("Example"),
            "arimaa {sub} --help has no example:\n{text}"
        );
        assert!(
            text.contains(&format!("arimaa {sub} ")),
            "the example of arimaa {sub} does not use it:\n{text}"
        );
    }
    let out = common::run(&["--help"]);
    let text = common::stdout(&out);
    for sub in ["play", "replay", "moves", "show", "perft", "web"] {
        assert!(text.contains(sub), "arimaa --help does not list {sub}");
    }
}

#[test]
fn usage_errors_exit_non_zero() {
    let out = common::run(&["perft", "g [rrrrrrrr]"]);
    assert!(!out.status.success(), "perft without --depth must fail");
    let out = common::run(&["moves", "g [rrrrrrrr]"]);
    assert!(!out.status.success());
    // The message names the argument and the column of the problem.
    let err = common::stderr(&out);
    assert!(
        err.contains("POSITION argument") && err.contains("column"),
        "{err}"
    );
}
