//! The library's version, for C programs to check at compile time (macros) and at run
//! time (`arimaa_version`) that the header matches the library they load.

use core::ffi::{CStr, c_char};

/// A decimal number of the crate version (`CARGO_PKG_VERSION_MAJOR`, …), at compile time.
const fn number(text: &str) -> u32 {
    let bytes = text.as_bytes();
    let mut n = 0;
    let mut i = 0;
    while i < bytes.len() {
        n = n * 10 + (bytes[i] - b'0') as u32;
        i += 1;
    }
    n
}

/// The major version of the header (semantic versioning: 0 while the API may still
/// change between minor versions). Equals the first number of `arimaa_version()` of a
/// library built from the same sources. Taken from the crate version (the workspace's
/// `Cargo.toml`); written into the header by [`crate::header_constants`].
pub const ARIMAA_VERSION_MAJOR: u32 = number(env!("CARGO_PKG_VERSION_MAJOR"));
/// The minor version of the header (semantic versioning).
pub const ARIMAA_VERSION_MINOR: u32 = number(env!("CARGO_PKG_VERSION_MINOR"));
/// The patch version of the header (semantic versioning).
pub const ARIMAA_VERSION_PATCH: u32 = number(env!("CARGO_PKG_VERSION_PATCH"));

/// The crate version as a NUL-terminated C string.
const VERSION: &CStr =
    match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
        Ok(version) => version,
        Err(_) => panic!("the crate version contains no NUL byte"),
    };

/// The version of the loaded library, `"MAJOR.MINOR.PATCH"` (semantic versioning; the
/// workspace's version), the same numbers as `ARIMAA_VERSION_MAJOR`, `_MINOR` and
/// `_PATCH` of the header it was built with.
///
/// Compare it with the macros to detect a program compiled against another header than
/// the library it runs with.
///
/// Ownership: the returned string is static; never free it.
#[unsafe(no_mangle)]
pub extern "C" fn arimaa_version() -> *const c_char {
    VERSION.as_ptr()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_macros_are_the_crate_version() {
        let number = |s: &str| s.parse::<u32>().expect("a version number");
        assert_eq!(
            ARIMAA_VERSION_MAJOR,
            number(env!("CARGO_PKG_VERSION_MAJOR"))
        );
        assert_eq!(
            ARIMAA_VERSION_MINOR,
            number(env!("CARGO_PKG_VERSION_MINOR"))
        );
        assert_eq!(
            ARIMAA_VERSION_PATCH,
            number(env!("CARGO_PKG_VERSION_PATCH"))
        );
    }

    #[test]
    fn the_version_string_is_the_crate_version_and_the_macros() {
        // SAFETY: the result is a static NUL-terminated string.
        let version = unsafe { CStr::from_ptr(arimaa_version()) }
            .to_str()
            .unwrap();
        assert_eq!(version, env!("CARGO_PKG_VERSION"));
        assert_eq!(
            version,
            format!("{ARIMAA_VERSION_MAJOR}.{ARIMAA_VERSION_MINOR}.{ARIMAA_VERSION_PATCH}")
        );
        // The same pointer every call: a static string, nothing to free.
        assert_eq!(arimaa_version(), arimaa_version());
    }
}
