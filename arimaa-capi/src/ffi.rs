//! The only place that touches raw pointers: checking and converting the arguments of
//! the C entry points, writing out-parameters, handing objects and strings to C and taking
//! them back, and the panic boundary every entry point runs inside.
//!
//! Every entry point follows one pattern:
//!
//! ```text
//! pub unsafe extern "C" fn arimaa_x(a: *const T, s: *const c_char, out: *mut *mut U) -> arimaa_status {
//!     boundary("arimaa_x", || {
//!         // SAFETY: the caller's contract (the function's `# Safety` section).
//!         let (a, s, out) = unsafe { (arg_ref(a, "a")?, arg_str(s, "s")?, Out::new(out, "out")?) };
//!         let value = /* call arimaa-rules */;
//!         out.write(value);
//!         Ok(())
//!     })
//! }
//! ```
//!
//! All pointers are checked (NULL → [`arimaa_status::ARIMAA_STATUS_NULL_ARGUMENT`]) before
//! any work is done, and an [`Out`] is written only once the work has succeeded, so a
//! failing call leaves the caller's variables untouched.

use core::ffi::{CStr, c_char};
use core::ptr::NonNull;
use std::ffi::CString;
use std::panic::{AssertUnwindSafe, catch_unwind};

use crate::error::CapiError;
use crate::last_error::{set_last_error, set_last_error_from};
use crate::status::arimaa_status;

/// Runs `body` inside a panic boundary and turns its result into a status: `Ok` is
/// [`arimaa_status::ARIMAA_STATUS_OK`]; an error records its message (prefixed with
/// `function`) as the calling thread's last error and returns its status; a panic records
/// its message and returns [`arimaa_status::ARIMAA_STATUS_PANIC`]. No panic crosses into C.
pub(crate) fn boundary(
    function: &'static str,
    body: impl FnOnce() -> Result<(), CapiError>,
) -> arimaa_status {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => arimaa_status::ARIMAA_STATUS_OK,
        Ok(Err(error)) => {
            set_last_error_from(function, &error);
            error.status()
        }
        Err(payload) => {
            set_last_error(format!("{function}: {}", CapiError::from_panic(&*payload)));
            arimaa_status::ARIMAA_STATUS_PANIC
        }
    }
}

/// Like [`boundary`] for the entry points that return a plain value instead of a status
/// (the pure getters and the `_free` functions): a panic yields `fallback` and records
/// the last error.
pub(crate) fn boundary_value<T>(
    function: &'static str,
    fallback: T,
    body: impl FnOnce() -> T,
) -> T {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(value) => value,
        Err(payload) => {
            set_last_error(format!("{function}: {}", CapiError::from_panic(&*payload)));
            fallback
        }
    }
}

/// Borrows the object behind a `const` pointer argument named `name`.
///
/// # Errors
/// [`CapiError::NullArgument`] when `ptr` is NULL.
///
/// # Safety
/// `ptr` is NULL or points to a live, properly aligned `T` (for handles: one returned by
/// this library and not yet freed) that nothing mutates for `'a`.
pub(crate) unsafe fn arg_ref<'a, T>(ptr: *const T, name: &'static str) -> Result<&'a T, CapiError> {
    // SAFETY: non-NULL `ptr` is valid and unaliased by writers for 'a (caller's contract).
    unsafe { ptr.as_ref() }.ok_or(CapiError::NullArgument(name))
}

/// Borrows the object behind a mutable pointer argument named `name`.
///
/// # Errors
/// [`CapiError::NullArgument`] when `ptr` is NULL.
///
/// # Safety
/// `ptr` is NULL or points to a live, properly aligned `T` that nothing else accesses for
/// `'a` (the C API is not thread-safe per object).
pub(crate) unsafe fn arg_mut<'a, T>(
    ptr: *mut T,
    name: &'static str,
) -> Result<&'a mut T, CapiError> {
    // SAFETY: non-NULL `ptr` is valid and exclusively ours for 'a (caller's contract).
    unsafe { ptr.as_mut() }.ok_or(CapiError::NullArgument(name))
}

/// Reads the NUL-terminated C string argument `name` as UTF-8 text.
///
/// # Errors
/// [`CapiError::NullArgument`] when `ptr` is NULL; [`CapiError::InvalidUtf8`] (with the
/// byte offset of the first bad byte) when the bytes are not UTF-8.
///
/// # Safety
/// `ptr` is NULL or points to a NUL-terminated byte string that stays unchanged for `'a`.
pub(crate) unsafe fn arg_str<'a>(
    ptr: *const c_char,
    name: &'static str,
) -> Result<&'a str, CapiError> {
    if ptr.is_null() {
        return Err(CapiError::NullArgument(name));
    }
    // SAFETY: `ptr` is non-NULL and NUL-terminated, unchanged for 'a (caller's contract).
    let bytes = unsafe { CStr::from_ptr(ptr) }.to_bytes();
    core::str::from_utf8(bytes).map_err(|e| CapiError::InvalidUtf8 {
        name,
        offset: e.valid_up_to(),
    })
}

/// Borrows the array argument `name` of `len` items; NULL is accepted when `len` is 0.
///
/// # Errors
/// [`CapiError::NullArgument`] when `ptr` is NULL and `len` is not 0.
///
/// # Safety
/// `ptr` is NULL or points to `len` live, properly aligned `T`s unchanged for `'a`.
pub(crate) unsafe fn arg_slice<'a, T>(
    ptr: *const T,
    len: usize,
    name: &'static str,
) -> Result<&'a [T], CapiError> {
    if len == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(CapiError::NullArgument(name));
    }
    // SAFETY: non-NULL and valid for `len` items, unchanged for 'a (caller's contract).
    Ok(unsafe { core::slice::from_raw_parts(ptr, len) })
}

/// A checked out-parameter: a non-NULL place for one `T`, written at most once, and only
/// by a call that succeeds.
pub(crate) struct Out<T>(NonNull<T>);

impl<T> Out<T> {
    /// Checks the out-parameter `name`.
    ///
    /// # Errors
    /// [`CapiError::NullArgument`] when `ptr` is NULL.
    ///
    /// # Safety
    /// `ptr` is NULL or valid for writing one properly aligned `T` until [`Out::write`].
    pub(crate) unsafe fn new(ptr: *mut T, name: &'static str) -> Result<Out<T>, CapiError> {
        NonNull::new(ptr)
            .map(Out)
            .ok_or(CapiError::NullArgument(name))
    }

    /// Writes `value` without reading or dropping what was there (C's memory may be
    /// uninitialised).
    pub(crate) fn write(self, value: T) {
        // SAFETY: `Out::new`'s contract: the place is valid for one aligned write.
        unsafe { self.0.as_ptr().write(value) }
    }
}

/// Moves `value` to the heap and hands the pointer to C; [`free_box`] takes it back.
pub(crate) fn into_raw<T>(value: T) -> *mut T {
    Box::into_raw(Box::new(value))
}

/// Drops an object made by [`into_raw`]; NULL is a no-op.
///
/// # Safety
/// `ptr` is NULL or a pointer returned by [`into_raw`] for the same `T`, not yet freed and
/// not used afterwards.
pub(crate) unsafe fn free_box<T>(ptr: *mut T) {
    if !ptr.is_null() {
        // SAFETY: `ptr` came from Box::into_raw and is freed exactly once (caller's contract).
        drop(unsafe { Box::from_raw(ptr) });
    }
}

/// Hands `text` to C as a NUL-terminated string owned by the caller (free it with
/// [`free_c_string`]). NUL bytes inside `text` cannot come from arimaa-rules; were one
/// there, it would be dropped rather than cut the string short.
pub(crate) fn into_c_string(text: String) -> *mut c_char {
    let mut bytes = text.into_bytes();
    bytes.retain(|&b| b != 0);
    CString::new(bytes).unwrap_or_default().into_raw()
}

/// Frees a string made by [`into_c_string`]; NULL is a no-op.
///
/// # Safety
/// `ptr` is NULL or a pointer returned by [`into_c_string`], not yet freed and not used
/// afterwards.
pub(crate) unsafe fn free_c_string(ptr: *mut c_char) {
    if !ptr.is_null() {
        // SAFETY: `ptr` came from CString::into_raw and is freed exactly once (caller's contract).
        drop(unsafe { CString::from_raw(ptr) });
    }
}

/// Copies `text` and a terminating NUL into the caller's buffer `buf` of `len` bytes.
/// Returns the number of bytes written, NUL excluded.
///
/// # Errors
/// [`CapiError::BufferTooSmall`] when `len < text.len() + 1`; nothing is written then.
///
/// # Safety
/// `buf` is non-NULL and valid for writing `len` bytes.
pub(crate) unsafe fn copy_to_buffer(
    text: &str,
    buf: NonNull<c_char>,
    len: usize,
) -> Result<usize, CapiError> {
    let needed = text.len() + 1;
    if len < needed {
        return Err(CapiError::BufferTooSmall { needed, given: len });
    }
    let dst = buf.as_ptr().cast::<u8>();
    // SAFETY: `dst` is valid for `len >= text.len() + 1` bytes (caller's contract) and cannot
    // overlap `text`, which this library owns.
    unsafe {
        core::ptr::copy_nonoverlapping(text.as_ptr(), dst, text.len());
        dst.add(text.len()).write(0);
    }
    Ok(text.len())
}

/// The `_into` form of a text result: `text` and a terminating NUL into the caller's
/// buffer `buf` of `len` bytes, its length (NUL excluded) into `*written`.
///
/// # Errors
/// [`CapiError::NullArgument`] when `buf` or `written` is NULL;
/// [`CapiError::BufferTooSmall`] when `len < text.len() + 1`. Nothing is written then.
///
/// # Safety
/// `buf` is NULL or valid for writing `len` bytes; `written` is NULL or valid for writing
/// one `size_t`.
pub(crate) unsafe fn text_into(
    text: &str,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> Result<(), CapiError> {
    let buf = NonNull::new(buf).ok_or(CapiError::NullArgument("buf"))?;
    // SAFETY: `written` is NULL or valid for one write (caller's contract).
    let written = unsafe { Out::new(written, "written")? };
    // SAFETY: `buf` is non-NULL and valid for `len` bytes (caller's contract).
    written.write(unsafe { copy_to_buffer(text, buf, len)? });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::last_error::last_error;

    #[test]
    fn a_panic_becomes_the_panic_status_with_its_message() {
        let status = boundary("arimaa_test", || panic!("boom {}", 42));
        assert_eq!(status, arimaa_status::ARIMAA_STATUS_PANIC);
        assert_eq!(last_error(), "arimaa_test: internal error (panic): boom 42");
    }

    #[test]
    fn a_panic_in_a_value_entry_point_yields_the_fallback() {
        let value = boundary_value("arimaa_test_len", 7usize, || panic!("static message"));
        assert_eq!(value, 7);
        assert_eq!(
            last_error(),
            "arimaa_test_len: internal error (panic): static message"
        );
    }

    #[test]
    fn null_arguments_are_refused_by_name() {
        // SAFETY: NULL pointers are always allowed by these helpers.
        let err = unsafe { arg_str(core::ptr::null(), "notation") }.unwrap_err();
        assert_eq!(err.to_string(), "argument `notation` is NULL");
    }

    #[test]
    fn invalid_utf8_names_the_first_bad_byte() {
        let text = b"Ed2n \xff\0";
        // SAFETY: `text` is NUL-terminated and lives for the call.
        let err = unsafe { arg_str(text.as_ptr().cast(), "notation") }.unwrap_err();
        assert_eq!(
            err.to_string(),
            "argument `notation` is not valid UTF-8 (first bad byte at offset 5)"
        );
    }

    #[test]
    fn strings_round_trip_and_lose_inner_nul_bytes() {
        let ptr = into_c_string("a\0b".to_string());
        // SAFETY: `ptr` was just made by into_c_string.
        let copy = unsafe { CStr::from_ptr(ptr) }.to_str().unwrap().to_string();
        // SAFETY: freed once, not used afterwards.
        unsafe { free_c_string(ptr) };
        assert_eq!(copy, "ab");
    }
}
