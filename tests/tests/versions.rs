//! The version is stated in one place, the workspace's `Cargo.toml`
//! (`[workspace.package] version`); everything else takes it from there (cargo, maturin,
//! `arimaa-wasm/scripts/build.sh`, cargo-c, the header's `ARIMAA_VERSION_*`), names it
//! with a placeholder (`arimaa-<version>-…` in the docs), or is checked here. This test
//! walks the repository's text files and fails on any statement of the project's version
//! that differs from the workspace's, naming the file and line:
//! - file names of the artifacts (`arimaa-X.Y.Z-…whl`, `arimaa-capi-X.Y.Z-…`,
//!   `arimaa-rules-X.Y.Z.crate`, `libarimaa.so.X.Y.Z`, soname `libarimaa.so.X.Y`);
//! - requirements on the workspace's crates (`version = "…"` in a `Cargo.toml`,
//!   `arimaa-rules = "X.Y"` in a README), `find_package(arimaa X.Y …)` (CMake);
//! - the workspace's crates in every `Cargo.lock` (the workspace's, `bench/`, `fuzz/`);
//! - `ARIMAA_VERSION_MAJOR/MINOR/PATCH` in `include/arimaa.h`;
//! - the npm package's source `package.json`, which must keep the placeholder `0.0.0`
//!   (build.sh writes the workspace's version into the built package);
//! - any released version (a `## [X.Y.Z]` heading of `CHANGELOG.md`) other than the
//!   current one, anywhere but the CHANGELOG and the lock and pin files (which name other
//!   packages' versions): after a bump, every leftover of the old version. A line that
//!   must name an old release says so with `version-check: past`.
//!
//! To release: change the workspace's version (and the three `arimaa-*` requirements
//! beside it), run `cargo update --workspace` (and with `--manifest-path bench/Cargo.toml`,
//! `fuzz/Cargo.toml`), `UPDATE_HEADER=1 cargo test -p arimaa-capi --test header`, then
//! this test lists whatever is left.

use std::path::{Path, PathBuf};

use regex::Regex;

/// The workspace's version: this crate takes it from `[workspace.package]`.
const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Folders never walked: build output, installed tools, virtualenvs, git itself.
const SKIP_DIRS: [&str; 9] = [
    ".git",
    "target",
    "node_modules",
    "dist",
    "__pycache__",
    ".mypy_cache",
    ".pytest_cache",
    "corpus",
    "artifacts",
];

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ is in the repository")
        .to_path_buf()
}

/// Every text file of the repository (UTF-8, under 2 MB) but the CHANGELOG, with its path
/// relative to the root.
fn text_files() -> Vec<(String, String)> {
    let root = repo();
    let mut out = Vec::new();
    let mut dirs = vec![root.clone()];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            let Ok(kind) = entry.file_type() else {
                continue;
            };
            if kind.is_dir() {
                if !SKIP_DIRS.contains(&name.as_str()) && !name.starts_with(".venv") {
                    dirs.push(path);
                }
            } else if kind.is_file()
                && name != "CHANGELOG.md"
                && entry.metadata().is_ok_and(|m| m.len() < 2 << 20)
                && let Ok(text) = std::fs::read_to_string(&path)
            {
                let relative = path.strip_prefix(&root).unwrap_or(&path);
                out.push((relative.to_string_lossy().into_owned(), text));
            }
        }
    }
    out.sort();
    out
}

/// `major.minor.patch` of a version.
fn parts(version: &str) -> (u64, u64, u64) {
    let n: Vec<u64> = version
        .split('.')
        .map(|p| p.parse().expect("a numeric version"))
        .collect();
    (n[0], n[1], n[2])
}

/// The caret requirement that selects this version and its compatible successors:
/// `0.MINOR` before 1.0, else `MAJOR`.
fn requirement() -> String {
    let (major, minor, _) = parts(VERSION);
    if major == 0 {
        format!("0.{minor}")
    } else {
        major.to_string()
    }
}

/// Whether `stated` (a requirement or a version) selects the workspace's version as its
/// oldest: `0.2`, `0.2.0`, `^0.2`, `=0.2.0` for 0.2.0.
fn requirement_matches(stated: &str) -> bool {
    let stated = stated.trim_start_matches(['^', '=']);
    stated == VERSION || stated == requirement()
}

/// The names of the workspace's crates (`[workspace] members`).
fn workspace_crates() -> Vec<String> {
    let root = repo();
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).expect("Cargo.toml");
    let members = Regex::new(r#"(?m)^members\s*=\s*\[([^\]]*)\]"#).unwrap();
    let list = &members.captures(&manifest).expect("[workspace] members")[1];
    let name = Regex::new(r#"(?m)^name\s*=\s*"([^"]+)""#).unwrap();
    Regex::new(r#""([^"]+)""#)
        .unwrap()
        .captures_iter(list)
        .map(|m| {
            let text = std::fs::read_to_string(root.join(&m[1]).join("Cargo.toml"))
                .expect("a member's Cargo.toml");
            name.captures(&text).expect("a package name")[1].to_string()
        })
        .collect()
}

/// The released versions: the `## [X.Y.Z]` headings of the CHANGELOG.
fn released() -> Vec<String> {
    let text = std::fs::read_to_string(repo().join("CHANGELOG.md")).expect("CHANGELOG.md");
    Regex::new(r"(?m)^## \[(\d+\.\d+\.\d+)\]")
        .unwrap()
        .captures_iter(&text)
        .map(|c| c[1].to_string())
        .collect()
}

/// The file names of the artifacts: `arimaa-X.Y.Z-…`, `arimaa-capi-X.Y.Z-…`, the crates'
/// `arimaa-rules-X.Y.Z.crate`; group 2 is the version.
fn artifact_names() -> Regex {
    Regex::new(
        r"\b(arimaa(?:-capi|-rules|-aei|-bot|-cli|-py|-wasm)?)-(\d+\.\d+\.\d+)(?:[-.][A-Za-z0-9_]|\b)",
    )
    .unwrap()
}

/// One statement of a version that is not the workspace's: `path:line: what`.
fn wrong(path: &str, text: &str, at: usize, what: String) -> String {
    let line = text[..at].matches('\n').count() + 1;
    format!("{path}:{line}: {what}")
}

#[test]
fn every_file_states_the_workspace_version() {
    let (major, minor, patch) = parts(VERSION);
    let crates = workspace_crates();
    assert!(crates.iter().any(|c| c == "arimaa-rules"), "{crates:?}");
    let artifact = artifact_names();
    let soname = Regex::new(r"\blibarimaa\.so\.(\d+\.\d+(?:\.\d+)?)\b").unwrap();
    let dependency = Regex::new(
        r#"(?m)^\s*(arimaa-[a-z]+)\s*=\s*(?:"([^"]+)"|\{[^}\n]*\bversion\s*=\s*"([^"]+)")"#,
    )
    .unwrap();
    let lock = Regex::new(r#"(?m)^name = "([^"]+)"\nversion = "([^"]+)""#).unwrap();
    let cmake = Regex::new(r"find_package\(arimaa (\d+\.\d+(?:\.\d+)?)").unwrap();
    let macros = Regex::new(r"(?m)^#define ARIMAA_VERSION_(MAJOR|MINOR|PATCH) (\d+)").unwrap();
    let old: Vec<Regex> = released()
        .into_iter()
        .filter(|v| v != VERSION)
        .map(|v| Regex::new(&format!(r"(?:^|[^0-9.]){}(?:[^0-9]|$)", regex::escape(&v))).unwrap())
        .collect();
    let mut problems = Vec::new();
    let mut checked = 0;
    for (path, text) in text_files() {
        let file = Path::new(&path)
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        // Each statement found: counted, and a problem when it is not the version.
        let mut note = |m: &regex::Captures, ok: bool, what: String| {
            checked += 1;
            if !ok {
                let at = m.get(0).map_or(0, |g| g.start());
                problems.push(wrong(&path, &text, at, what));
            }
        };
        for m in artifact.captures_iter(&text) {
            let what = format!("{} names version {}", &m[0], &m[2]);
            note(&m, &m[2] == VERSION, what);
        }
        for m in soname.captures_iter(&text) {
            let ok = m[1] == *VERSION || m[1] == format!("{major}.{minor}");
            note(&m, ok, m[0].to_string());
        }
        if file == "Cargo.toml" || file.ends_with(".md") {
            for m in dependency.captures_iter(&text) {
                let Some(stated) = m.get(2).or(m.get(3)) else {
                    continue;
                };
                if crates.iter().any(|c| c == &m[1]) {
                    let what = format!(
                        "{} requires {} (want {})",
                        &m[1],
                        stated.as_str(),
                        requirement()
                    );
                    note(&m, requirement_matches(stated.as_str()), what);
                }
            }
        }
        if file == "Cargo.lock" {
            for m in lock.captures_iter(&text) {
                if crates.iter().any(|c| c == &m[1]) {
                    let what = format!("{} {} (run cargo update --workspace)", &m[1], &m[2]);
                    note(&m, &m[2] == VERSION, what);
                }
            }
        }
        for m in cmake.captures_iter(&text) {
            let ok = requirement_matches(&m[1]) || m[1] == format!("{major}.{minor}");
            note(&m, ok, m[0].to_string());
        }
        if file == "arimaa.h" {
            for m in macros.captures_iter(&text) {
                let want = match &m[1] {
                    "MAJOR" => major,
                    "MINOR" => minor,
                    _ => patch,
                };
                let what = format!("{} (want {want})", &m[0]);
                note(&m, m[2] == *want.to_string(), what);
            }
        }
        if path.ends_with("npm/package.json") {
            checked += 1;
            if !text.contains("\"version\": \"0.0.0\"") {
                problems.push(format!(
                    "{path}: the source package.json keeps the placeholder \"version\": \"0.0.0\" \
                     (scripts/build.sh writes {VERSION} into the built package)"
                ));
            }
        }
        for re in &old {
            for m in re.find_iter(&text) {
                let line_start = text[..m.start()].rfind('\n').map_or(0, |i| i + 1);
                let line_end = text[m.end()..]
                    .find('\n')
                    .map_or(text.len(), |i| m.end() + i);
                let line = &text[line_start..line_end];
                // Lock and pin files name other packages' versions (their crates are
                // checked above).
                let pins = file == "Cargo.lock"
                    || file == "package-lock.json"
                    || path.contains("requirements/");
                if pins || line.contains("version-check: past") {
                    continue;
                }
                problems.push(wrong(
                    &path,
                    &text,
                    m.start(),
                    format!("an earlier release's version: {}", line.trim()),
                ));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} statement(s) of another version than the workspace's {VERSION} (Cargo.toml):\n{}",
        problems.len(),
        problems.join("\n")
    );
    // The workspace's three requirements, the locks, the header: far more than 10 if the
    // patterns match at all.
    assert!(
        checked >= 10,
        "only {checked} statements of the version found"
    );
    println!("{checked} statements of the version {VERSION} checked");
}

#[test]
fn the_patterns_catch_a_stale_version() {
    // The same patterns on a text as it would be after a bump left things behind.
    // (Written with a placeholder: this file is walked too.)
    let text = format!(
        "pip install arimaa-{v}-cp39-abi3.whl; arimaa-capi-{v}-x86_64.tar.gz; arimaa-rs",
        v = "9.8.7"
    );
    let found: Vec<String> = artifact_names()
        .captures_iter(&text)
        .map(|m| m[2].to_string())
        .collect();
    assert_eq!(found, ["9.8.7", "9.8.7"]);
    assert!(requirement_matches(&requirement()));
    assert!(requirement_matches(VERSION));
    assert!(!requirement_matches("99.0"));
}
