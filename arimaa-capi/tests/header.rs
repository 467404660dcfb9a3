//! The checked-in header `include/arimaa.h` is exactly what cbindgen generates from the
//! sources and `cbindgen.toml`. Run with `UPDATE_HEADER=1` to rewrite it after changing
//! the API or its doc comments.

use std::path::Path;

#[test]
fn header_is_up_to_date() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = cbindgen::Config::from_file(crate_dir.join("cbindgen.toml"))
        .expect("cbindgen.toml is readable");
    let bindings = cbindgen::Builder::new()
        .with_config(config)
        .with_src(crate_dir.join("src/lib.rs"))
        .generate()
        .expect("cbindgen parses the crate");
    let mut generated = Vec::new();
    bindings.write(&mut generated);
    let generated = String::from_utf8(generated).expect("the header is UTF-8");
    let path = crate_dir.join("include/arimaa.h");
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
