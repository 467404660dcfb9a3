//! Lets `cargo test` run the embedded-interpreter tests without `LD_LIBRARY_PATH`: adds
//! an rpath to the libpython that pyo3 found. A no-op when building the extension module
//! (maturin), which must not link libpython.

fn main() {
    pyo3_build_config::add_libpython_rpath_link_args();
}
