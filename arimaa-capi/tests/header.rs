//! The checked-in header `include/arimaa.h` is exactly what cbindgen generates from the
//! sources and `cbindgen.toml`, with the constants of arimaa-bot and the encoding written
//! from their Rust values (`arimaa::header_constants`). Run with `UPDATE_HEADER=1` to
//! rewrite it after changing the API or its doc comments. Also: every function returns an
//! `arimaa_status` but the `_free` functions and the pure getters the header lists.

use std::collections::BTreeSet;
use std::path::Path;

/// The header as cbindgen writes it from the sources.
fn generated() -> String {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut config = cbindgen::Config::from_file(crate_dir.join("cbindgen.toml"))
        .expect("cbindgen.toml is readable");
    config.after_includes = Some(arimaa::header_constants());
    let bindings = cbindgen::Builder::new()
        .with_config(config)
        .with_src(crate_dir.join("src/lib.rs"))
        .generate()
        .expect("cbindgen parses the crate");
    let mut generated = Vec::new();
    bindings.write(&mut generated);
    String::from_utf8(generated).expect("the header is UTF-8")
}

#[test]
fn header_is_up_to_date() {
    let generated = generated();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("include/arimaa.h");
    if std::env::var_os("UPDATE_HEADER").is_some_and(|v| v == "1") {
        std::fs::write(&path, &generated).expect("include/arimaa.h is writable");
        eprintln!("rewrote {}", path.display());
        return;
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    if checked_in != generated {
        let line = checked_in
            .lines()
            .zip(generated.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| checked_in.lines().count().min(generated.lines().count()))
            + 1;
        panic!(
            "{} is stale (first difference at line {line}); regenerate it with \
             UPDATE_HEADER=1 cargo test -p arimaa-capi --test header",
            path.display()
        );
    }
}

/// A function declaration of the header.
struct Declaration {
    /// Its return type, e.g. `enum arimaa_status` or `const char *`.
    ret: String,
    name: String,
    /// Its parameters, as written between the parentheses.
    params: String,
}

/// Every function declaration of `header`: a line outside comments that names an
/// `arimaa_` function followed by `(`, with its parameters up to the `)`.
fn declarations(header: &str) -> Vec<Declaration> {
    let mut found = Vec::new();
    let mut offset = 0;
    for line in header.split_inclusive('\n') {
        let at = offset;
        offset += line.len();
        if line.starts_with([' ', '*', '/', '#', '}', '\t', '\n']) {
            continue;
        }
        let Some(paren) = line.find('(') else {
            continue;
        };
        let head = &line[..paren];
        let start = head
            .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .map_or(0, |i| i + 1);
        let name = &head[start..];
        if !name.starts_with("arimaa_") {
            continue;
        }
        let rest = &header[at + paren + 1..];
        found.push(Declaration {
            ret: head[..start].trim().replace(" *", "*").replace('*', " *"),
            name: name.to_string(),
            params: rest[..rest.find(')').expect("a closed parameter list")].to_string(),
        });
    }
    found
}

/// The pure getters the header's opening comment lists (after "cannot fail:").
fn documented_pure_getters(header: &str) -> BTreeSet<String> {
    let start = header
        .find("cannot fail:")
        .expect("the header lists its pure getters")
        + "cannot fail:".len();
    let end = start
        + header[start..]
            .find('.')
            .expect("the list ends with a period");
    header[start..end]
        .split([',', ' ', '\n', '*'])
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn every_function_returns_a_status_but_the_free_functions_and_the_listed_getters() {
    let header = generated();
    let declared = declarations(&header);
    assert!(declared.len() > 90, "{} declarations found", declared.len());
    let mut getters = BTreeSet::new();
    for d in &declared {
        if d.ret == "enum arimaa_status" {
            continue;
        }
        if d.name.ends_with("_free") {
            assert_eq!(d.ret, "void", "{}", d.name);
        } else {
            // A pure getter takes no object: no parameter is a pointer.
            assert!(!d.params.contains('*'), "{}({})", d.name, d.params);
            getters.insert(d.name.clone());
        }
    }
    assert_eq!(getters, documented_pure_getters(&header));
}
