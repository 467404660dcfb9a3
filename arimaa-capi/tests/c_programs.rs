//! Builds the C test programs of `tests/c/` with `gcc -std=c11 -Wall -Wextra -Werror
//! -pedantic` against `libarimaa.a` (built by this same `cargo test`, found next to the
//! test executable) and `include/arimaa.h`, C++ programs with `g++ -std=c++17` (the
//! header as C++, and the wrapper `include/arimaa.hpp`), and the examples
//! `examples/replay.c` and `examples/replay.cpp`, and the C example of the repository's
//! `README.md`; runs each natively and, when valgrind is installed, under
//! `valgrind --leak-check=full --error-exitcode=1`.
//!
//! Data-driven programs read the vendored tables (`tests/data`, always present) and the
//! archives through the one locator, `arimaa_tests::data`: the test binary runs under
//! libtest-mimic (`harness = false`), so a missing archive folder shows as `ignored,
//! <reason>` by name, and fails under `ARIMAA_REQUIRE_DATA=1`. Environment knobs:
//! - `ARIMAA_CAPI_VALGRIND=0` skips the valgrind runs;
//! - `ARIMAA_CAPI_VALGRIND_GAMES=N|all`: archive games replayed under valgrind (default
//!   15; all 147 take about five minutes there, natively about four seconds).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use arimaa_tests::data::{self, Ran, Skip};
use arimaa_tests::verdicts;

/// Archive games replayed under valgrind unless `ARIMAA_CAPI_VALGRIND_GAMES` says otherwise.
const VALGRIND_GAMES: &str = "15";
/// Move-count rows (by expected count) checked under valgrind; natively all rows run.
const VALGRIND_MAX_MOVES: &str = "20000";

fn crate_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The directory holding `libarimaa.a` and `libarimaa.so` as built for this test run:
/// `<target>/<profile>/deps` (where `cargo test` leaves them), or `<target>/<profile>`
/// (where `cargo build` copies them), found from the test executable's own path
/// (`<target>/<profile>/deps/c_programs-…`).
fn lib_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test executable has a path");
    let deps = exe
        .parent()
        .expect("the test executable lives in <target>/<profile>/deps");
    let profile = deps
        .parent()
        .expect("the test executable lives in <target>/<profile>/deps");
    [deps, profile]
        .into_iter()
        .find(|d| d.join("libarimaa.a").is_file())
        .unwrap_or_else(|| {
            panic!(
                "no libarimaa.a in {} or {}",
                deps.display(),
                profile.display()
            )
        })
        .to_path_buf()
}

/// Where compiled programs go.
fn out_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("arimaa-capi-c");
    std::fs::create_dir_all(&dir).expect("the temporary target directory is writable");
    dir
}

/// Compiles `source` (relative to the crate) with `compiler` and `flags` into a program
/// named `name`, linked against the static library.
fn compile(compiler: &str, flags: &[&str], source: &str, name: &str) -> PathBuf {
    let exe = out_dir().join(name);
    let lib = lib_dir().join("libarimaa.a");
    let output = Command::new(compiler)
        .args(flags)
        .args(["-Wall", "-Wextra", "-Werror", "-pedantic", "-g"])
        .arg("-I")
        .arg(crate_dir().join("include"))
        .arg("-I")
        .arg(crate_dir().join("tests/c"))
        .arg(crate_dir().join(source))
        .arg(&lib)
        // `cargo rustc -- --print native-static-libs` on Linux (libc is implicit).
        .args(["-lgcc_s", "-lutil", "-lrt", "-lpthread", "-lm", "-ldl"])
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {compiler} (needed by these tests): {e}"));
    assert!(
        output.status.success(),
        "{compiler} failed on {source}:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    exe
}

fn compile_c(source: &str, name: &str) -> PathBuf {
    compile("gcc", &["-std=c11"], source, name)
}

/// Runs `exe` with `args` and asserts that it exits with 0; returns its standard output.
fn run(exe: &Path, args: &[&str]) -> String {
    check(exe, Command::new(exe).args(args).output())
}

fn check(exe: &Path, output: std::io::Result<Output>) -> String {
    let output = output.unwrap_or_else(|e| panic!("cannot run {}: {e}", exe.display()));
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    print!("{stdout}");
    assert!(
        output.status.success(),
        "{} failed ({}):\n{}",
        exe.display(),
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

/// Why the valgrind runs are skipped (`ARIMAA_CAPI_VALGRIND=0`, or valgrind missing), or
/// `None` when they run.
fn valgrind_skipped() -> Option<&'static str> {
    if std::env::var("ARIMAA_CAPI_VALGRIND").is_ok_and(|v| v == "0") {
        return Some("valgrind runs skipped: ARIMAA_CAPI_VALGRIND=0");
    }
    let found = Command::new("valgrind")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    (!found).then_some("valgrind runs skipped: valgrind is not installed")
}

/// Whether valgrind runs are wanted and possible (the trial `valgrind_runs` reports why
/// not, by name, in the test output).
fn valgrind_available() -> bool {
    valgrind_skipped().is_none()
}

/// Passes when the valgrind runs of the other trials happen; ignored with the reason
/// otherwise, so that their absence shows in the normal output (never a failure).
fn valgrind_runs() -> Ran {
    valgrind_skipped().map_or(Ok(()), |why| Err(Skip::tool(why)))
}

/// Runs `exe` under valgrind (memory errors and leaks fail the test), when available.
fn run_valgrind(exe: &Path, args: &[&str]) {
    if !valgrind_available() {
        return;
    }
    let output = Command::new("valgrind")
        .args(["-q", "--leak-check=full", "--error-exitcode=1"])
        .arg(exe)
        .args(args)
        .output();
    check(exe, output);
}

fn path_str(p: &Path) -> &str {
    p.to_str().expect("paths are UTF-8")
}

fn header_compiles_as_cpp_and_links_through_extern_c() {
    let exe = compile(
        "g++",
        &["-std=c++17"],
        "tests/c/header_check.cpp",
        "header_check",
    );
    let out = run(&exe, &[]);
    assert!(out.contains("C++ build and calls OK"));
}

/// The C++17 wrapper `arimaa.hpp`: RAII handles, copies and moves, range-for over move
/// lists, errors as `arimaa::Error` with status and rule, the encodings and `SelfPlay`
/// (its games replayed through `arimaa::Game`) (`tests/c/test_wrapper.cpp`).
fn cpp_wrapper_handles_lists_and_errors() {
    let exe = compile(
        "g++",
        &["-std=c++17"],
        "tests/c/test_wrapper.cpp",
        "test_wrapper",
    );
    let game = data::table("games/per-game/game100.txt");
    let movelist = data::table("games/per-game/movelists/40260.txt");
    let args = [path_str(&game), path_str(&movelist)];
    let out = run(&exe, &args);
    assert!(out.contains("checks passed"), "{out}");
    run_valgrind(&exe, &args);
}

/// `examples/replay.cpp` replays a record through the wrapper and prints its result; its
/// built-in game shows a move onto an occupied square refused with the rule `occupied`.
fn example_replay_cpp_prints_the_result() {
    let exe = compile("g++", &["-std=c++17"], "examples/replay.cpp", "replay_cpp");
    // game100.txt: ResultCode b, ReasonCode g (silver wins by goal).
    let game = data::table("games/per-game/game100.txt");
    let out = run(&exe, &[path_str(&game)]);
    assert!(out.ends_with("silver wins by goal (sg)\n"), "{out}");
    let version = env!("CARGO_PKG_VERSION");
    assert!(
        out.starts_with(&format!("libarimaa {version} (header {version})\n")),
        "{out}"
    );
    run_valgrind(&exe, &[path_str(&game)]);
    let out = run(&exe, &[]);
    assert!(
        out.contains("\nRa1n refused: ARIMAA_STATUS_ILLEGAL_MOVE, rule occupied\n"),
        "{out}"
    );
    run_valgrind(&exe, &[]);
}

fn records_and_verdicts_from_c() {
    let exe = compile_c("tests/c/test_records.c", "test_records");
    let out = run(&exe, &[]);
    assert!(out.contains("test_records"), "{out}");
    run_valgrind(&exe, &[]);
}

fn record_text_and_game_headers_from_c() {
    let exe = compile_c("tests/c/test_record_text.c", "test_record_text");
    let out = run(&exe, &[]);
    assert!(out.contains("test_record_text: "), "{out}");
    run_valgrind(&exe, &[]);
}

fn pictures_from_c() {
    let exe = compile_c("tests/c/test_svg.c", "test_svg");
    let out = run(&exe, &[]);
    assert!(out.contains("test_svg: "), "{out}");
    run_valgrind(&exe, &[]);
}

fn whole_games_from_c() {
    let exe = compile_c("tests/c/test_game.c", "test_game");
    run(&exe, &[]);
    run_valgrind(&exe, &[]);
}

/// The built-in bots (`tests/c/test_bot.c`): kinds, settings, NULL arguments and bad
/// values with their status and rule, legal setups and moves, determinism under a node
/// budget, the analysis.
fn bots_from_c() {
    let exe = compile_c("tests/c/test_bot.c", "test_bot");
    let out = run(&exe, &[]);
    assert!(out.contains("test_bot: "), "{out}");
    run_valgrind(&exe, &[]);
}

fn relaxed_positions_from_c() {
    let exe = compile_c("tests/c/test_relaxed.c", "test_relaxed");
    let out = run(&exe, &[]);
    assert!(out.contains("checks passed: relaxed positions"), "{out}");
    run_valgrind(&exe, &[]);
}

/// One refusal of every rule (`tests/data/rules/rule_refusals.tsv`) through the C API:
/// the program checks each row's rule and code (those it can drive) and that record
/// errors carry their line and column; its output is the C column of the table.
fn rule_refusals_from_c() {
    let exe = compile_c("tests/c/test_rule_refusals.c", "test_rule_refusals");
    let table = data::table("rules/rule_refusals.tsv");
    let dir = data::tables_dir();
    let args = [path_str(&table), path_str(&dir)];
    let out = run(&exe, &args);
    println!("{out}");
    assert!(out.contains("46 rules, "), "{out}");
    run_valgrind(&exe, &args);
}

fn every_status_code_from_c() {
    let exe = compile_c("tests/c/test_status.c", "test_status");
    let out = run(&exe, &[]);
    assert!(out.contains("ARIMAA_STATUS_INVALID_ARGUMENT"));
    run_valgrind(&exe, &[]);
}

fn step_by_step_play_from_c() {
    let exe = compile_c("tests/c/test_steps.c", "test_steps");
    run(&exe, &[]);
    run_valgrind(&exe, &[]);
    let cases = data::table("positions/aei_step_generation_cases.txt");
    let out = run(&exe, &[path_str(&cases)]);
    assert!(out.contains("cases of"), "the data cases ran");
    run_valgrind(&exe, &[path_str(&cases)]);
}

fn encodings_and_selfplay_from_c() {
    let exe = compile_c("tests/c/test_selfplay.c", "test_selfplay");
    let out = run(&exe, &[]);
    assert!(out.contains("replayed 6 games"), "{out}");
    // One thread under valgrind: see the program's usage note.
    run_valgrind(&exe, &["1"]);
}

fn published_move_counts_from_c() {
    let exe = compile_c("tests/c/test_move_counts.c", "test_move_counts");
    let table = data::table("positions/move_count_table.tsv");
    let out = run(&exe, &[path_str(&table), "18446744073709551615"]);
    assert!(
        out.contains(" 0 above"),
        "natively every unique_moves row is checked"
    );
    run_valgrind(&exe, &[path_str(&table), VALGRIND_MAX_MOVES]);
}

fn archive_replays_through_game_from_record() -> Ran {
    let archive = data::archive("allgames202602.txt")?;
    let summary = data::archive("replay_summary.tsv")?;
    let exe = compile_c("tests/c/test_replay.c", "test_replay");
    let out = run(&exe, &[path_str(&archive), path_str(&summary)]);
    assert!(
        out.contains("147 games of allgames202602.txt replayed, 147 final boards compared"),
        "every game of the archive replays"
    );
    let games = std::env::var("ARIMAA_CAPI_VALGRIND_GAMES").unwrap_or(VALGRIND_GAMES.into());
    let mut args = vec![path_str(&archive), path_str(&summary)];
    if games != "all" {
        args.push(&games);
    }
    run_valgrind(&exe, &args);
    Ok(())
}

fn example_replay_prints_the_final_board_and_result() {
    let exe = compile_c("examples/replay.c", "replay");
    // game100.txt: gold's last move leaves a silver rabbit on rank 1 (data README).
    let game = data::table("games/per-game/game100.txt");
    let out = run(&exe, &[path_str(&game)]);
    assert!(out.contains("   a b c d e f g h"), "a board diagram: {out}");
    assert!(out.ends_with("silver wins by goal (sg)\n"), "{out}");
    run_valgrind(&exe, &[path_str(&game)]);
}

/// The ```` ```c ```` block of the repository's `README.md` (marked `tested-by` this test
/// there), compiled and run as written: it must print each line its `// => TEXT` comments
/// name, in order (3353 unique moves in the opening, the official count; a2 holds a gold
/// dog, so `Ra1n` breaks the rule `occupied`).
fn readme_c_example_runs() {
    let readme = std::fs::read_to_string(crate_dir().join("../README.md"))
        .expect("the repository's README.md is readable");
    let start = readme.find("```c\n").expect("README.md has a ```c block") + "```c\n".len();
    let len = readme[start..]
        .find("```")
        .expect("README.md's ```c block is closed");
    let source = &readme[start..start + len];
    let path = out_dir().join("readme_example.c");
    std::fs::write(&path, source).expect("the temporary target directory is writable");
    let exe = compile_c(path_str(&path), "readme_example");
    let out = run(&exe, &[]);
    let mut printed = out.lines();
    for want in source
        .lines()
        .filter_map(|line| line.split_once("// =>").map(|(_, want)| want.trim()))
    {
        assert!(
            printed.any(|line| line.trim() == want),
            "README.md's C example: {want:?} not printed (in order) in:\n{out}"
        );
    }
    run_valgrind(&exe, &[]);
}

/// The thread contract of the header (see `tests/c/test_threads.c`): 8 pthreads share one
/// position and one game as readers, play their own games and read their own last errors.
/// Run natively, built with ThreadSanitizer (which sees the C side: the Rust library is not
/// instrumented), and under helgrind, which sees every memory access of the library too.
fn threads_share_readers_and_own_their_objects_and_errors() {
    let exe = compile_c("tests/c/test_threads.c", "test_threads");
    let out = run(&exe, &["20"]);
    assert!(out.contains("8 threads x 20 rounds"), "{out}");

    let tsan = compile(
        "gcc",
        &["-std=c11", "-fsanitize=thread"],
        "tests/c/test_threads.c",
        "test_threads_tsan",
    );
    let output = Command::new(&tsan)
        .arg("5")
        .env("TSAN_OPTIONS", "halt_on_error=1 exitcode=66")
        .output();
    let out = check(&tsan, output);
    assert!(out.contains("8 threads x 5 rounds"), "{out}");

    if valgrind_available() {
        let output = Command::new("valgrind")
            .args(["-q", "--tool=helgrind", "--error-exitcode=1"])
            .arg(&exe)
            .arg("1")
            .output();
        let out = check(&exe, output);
        assert!(out.contains("8 threads x 1 rounds"), "{out}");
    }
}

/// Compiles `source` (C text) written to `name.c` with gcc as the other programs; returns
/// the compiler's result instead of asserting it.
fn try_compile_c(source: &str, name: &str, link: bool) -> Output {
    let path = out_dir().join(format!("{name}.c"));
    std::fs::write(&path, source).expect("the temporary target directory is writable");
    let mut gcc = Command::new("gcc");
    gcc.args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I"])
        .arg(crate_dir().join("include"))
        .arg(&path);
    if link {
        gcc.arg(lib_dir().join("libarimaa.a"))
            .args([
                "-lgcc_s",
                "-lutil",
                "-lrt",
                "-lpthread",
                "-lm",
                "-ldl",
                "-o",
            ])
            .arg(out_dir().join(name));
    } else {
        gcc.args(["-c", "-o"])
            .arg(out_dir().join(format!("{name}.o")));
    }
    gcc.output().expect("gcc runs")
}

/// The C column of the convention table (`docs/guide/conventions.json`) against the header:
/// `docs/guide/conventions.py --c-program` writes a program that compiles only if
/// `arimaa.h` declares every name with its kind (function, constant, type) and links only
/// if the library exports every function; it must build and run. The same header is the
/// one installed (`scripts/dist.sh` compares them byte for byte; `scripts/dist-check.sh`
/// builds this program against the installed tree). A row of the wrong kind must fail to
/// compile, so that the check can fail.
fn conventions_c_column_is_declared_with_its_kinds() -> Ran {
    let script = crate_dir().join("../docs/guide/conventions.py");
    let Ok(output) = Command::new("python3")
        .arg(&script)
        .arg("--c-program")
        .output()
    else {
        return Err(Skip::tool("`python3` is not installed"));
    };
    assert!(
        output.status.success(),
        "{} --c-program failed:\n{}",
        script.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    let program = String::from_utf8(output.stdout).expect("the program is UTF-8");
    let built = try_compile_c(&program, "conventions_c", true);
    assert!(
        built.status.success(),
        "the C column of conventions.json against arimaa.h:\n{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let exe = out_dir().join("conventions_c");
    let out = run(&exe, &[]);
    assert!(
        out.starts_with("conventions: ") && out.contains(" present"),
        "{out}"
    );

    // The same program with its first function checked as a constant does not compile.
    let first = program
        .lines()
        .find_map(|l| l.trim().strip_prefix("(any_function)&"))
        .and_then(|l| l.strip_suffix(','))
        .expect("the C column has a function");
    let wrong = format!("{program}_Static_assert(({first}) == ({first}), \"a constant\");\n");
    let refused = try_compile_c(&wrong, "conventions_c_wrong_kind", false);
    assert!(
        !refused.status.success(),
        "a function checked as a constant compiled"
    );
    Ok(())
}

/// The option families are distinct C enums: passing one family's flag where another's is
/// expected is refused by `gcc -Wextra -Werror` (`-Wenum-conversion`); the right family
/// compiles.
fn option_families_do_not_mix() {
    let body = |flag: &str| {
        format!(
            "#include <arimaa.h>\nint main(void) {{\n    arimaa_game *g = 0;\n    \
             return (int)arimaa_game_new_with_options({flag}, &g);\n}}\n"
        )
    };
    let right = try_compile_c(&body("ARIMAA_GAME_LENIENT"), "options_right", false);
    assert!(
        right.status.success(),
        "{}",
        String::from_utf8_lossy(&right.stderr)
    );
    let wrong = try_compile_c(
        &body("ARIMAA_POSITION_EXTRA_MATERIAL"),
        "options_wrong",
        false,
    );
    assert!(
        !wrong.status.success(),
        "a position option passed as a game option"
    );
    assert!(
        String::from_utf8_lossy(&wrong.stderr).contains("enum-conversion"),
        "{}",
        String::from_utf8_lossy(&wrong.stderr)
    );
}

fn header_declares_exactly_the_exported_functions() -> Ran {
    let so = lib_dir().join("libarimaa.so");
    let Ok(output) = Command::new("nm")
        .args(["-D", "--defined-only"])
        .arg(&so)
        .output()
    else {
        return Err(Skip::tool("`nm` (binutils) is not installed"));
    };
    assert!(output.status.success(), "nm failed on {}", so.display());
    let mut exported: Vec<String> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|l| l.split_whitespace().nth(2))
        .map(str::to_string)
        .collect();
    exported.sort();
    let header = std::fs::read_to_string(crate_dir().join("include/arimaa.h"))
        .expect("include/arimaa.h is readable");
    // Function declarations: an `arimaa_…` identifier directly followed by `(`.
    let mut declared: Vec<String> = header
        .match_indices("arimaa_")
        .filter_map(|(at, _)| {
            let name: String = header[at..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            header[at + name.len()..].starts_with('(').then_some(name)
        })
        .collect();
    declared.sort();
    declared.dedup();
    assert_eq!(
        exported, declared,
        "exported symbols vs header declarations"
    );
    // 44, plus the 10 of the record reader (src/record.rs), the 2 of the rule codes
    // (src/rule.rs), arimaa_version (src/version.rs), the 6 of the encodings
    // (src/encoding.rs), the 6 of the batched self-play environment (src/selfplay.rs),
    // the 6 of record text and the 5 of game headers (src/record.rs, src/game.rs), the 3 of
    // the pictures (src/svg.rs), the 9 of the bots (src/bot.rs), and the last error's 6
    // besides its message (src/last_error.rs): 95.
    assert_eq!(declared.len(), 95, "the API has 95 functions");
    Ok(())
}

/// The C record reader (`arimaa_record_reader_*`, `arimaa_record_verify`, through the
/// example's `--verdicts`) gives every game of `games/` the verdict of
/// `tests/data/games/expected_verdicts.tsv`, as `arimaa replay` and Python do.
///
/// The per-game files are checked first; when an archive is missing the trial is then
/// ignored, naming it (a failure under `ARIMAA_REQUIRE_DATA=1`).
fn example_verdicts_match_the_table() -> Ran {
    let exe = compile_c("examples/replay.c", "replay");
    let parse = |rel: &str, file: &Path| {
        let out = run(&exe, &["--verdicts", path_str(file)]);
        out.lines()
            .map(|line| {
                let f: Vec<&str> = line.split('\t').collect();
                let id = f[0]
                    .strip_prefix(path_str(file))
                    .expect("the game name starts with the file")
                    .strip_prefix(':');
                let opt = |s: &str| (s != "-").then(|| s.to_string());
                (
                    verdicts::key(rel, id),
                    (f[1].to_string(), opt(f[2]), opt(f[3])),
                )
            })
            .collect::<std::collections::BTreeMap<_, _>>()
    };
    let mut found = std::collections::BTreeMap::new();
    for (rel, path) in verdicts::per_game_files() {
        found.extend(parse(&rel, &path));
    }
    assert_eq!(found.len(), 21 + 2);
    let mut missing = None;
    let mut archives = 0;
    for name in verdicts::ARCHIVES {
        match data::archive(name) {
            Ok(path) => {
                let games = parse(&format!("games/archive/{name}"), &path);
                archives += games.len();
                found.extend(games);
            }
            Err(why) => missing = Some(why),
        }
    }
    if missing.is_none() {
        assert_eq!(archives, verdicts::ARCHIVE_GAMES);
    }
    verdicts::check("examples/replay.c --verdicts", &found);
    let game = data::table("games/per-game/movelists/40260.txt");
    run_valgrind(&exe, &["--verdicts", path_str(&game)]);
    match missing {
        None => Ok(()),
        Some(why) => Err(Skip::data(format!(
            "per-game verdicts checked, archive verdicts not: {why}"
        ))),
    }
}

fn main() {
    data::run(vec![
        data::trial("valgrind_runs", valgrind_runs),
        data::plain(
            "header_compiles_as_cpp_and_links_through_extern_c",
            header_compiles_as_cpp_and_links_through_extern_c,
        ),
        data::plain(
            "cpp_wrapper_handles_lists_and_errors",
            cpp_wrapper_handles_lists_and_errors,
        ),
        data::plain(
            "example_replay_cpp_prints_the_result",
            example_replay_cpp_prints_the_result,
        ),
        data::plain("records_and_verdicts_from_c", records_and_verdicts_from_c),
        data::plain("whole_games_from_c", whole_games_from_c),
        data::plain("bots_from_c", bots_from_c),
        data::plain(
            "record_text_and_game_headers_from_c",
            record_text_and_game_headers_from_c,
        ),
        data::plain("pictures_from_c", pictures_from_c),
        data::plain("relaxed_positions_from_c", relaxed_positions_from_c),
        data::plain("rule_refusals_from_c", rule_refusals_from_c),
        data::plain("every_status_code_from_c", every_status_code_from_c),
        data::plain("step_by_step_play_from_c", step_by_step_play_from_c),
        data::plain("published_move_counts_from_c", published_move_counts_from_c),
        data::plain(
            "encodings_and_selfplay_from_c",
            encodings_and_selfplay_from_c,
        ),
        data::trial(
            "archive_replays_through_game_from_record",
            archive_replays_through_game_from_record,
        ),
        data::plain(
            "example_replay_prints_the_final_board_and_result",
            example_replay_prints_the_final_board_and_result,
        ),
        data::plain("readme_c_example_runs", readme_c_example_runs),
        data::plain(
            "threads_share_readers_and_own_their_objects_and_errors",
            threads_share_readers_and_own_their_objects_and_errors,
        ),
        data::trial(
            "header_declares_exactly_the_exported_functions",
            header_declares_exactly_the_exported_functions,
        ),
        data::trial(
            "example_verdicts_match_the_table",
            example_verdicts_match_the_table,
        ),
        data::trial(
            "conventions_c_column_is_declared_with_its_kinds",
            conventions_c_column_is_declared_with_its_kinds,
        ),
        data::plain("option_families_do_not_mix", option_families_do_not_mix),
    ]);
}
