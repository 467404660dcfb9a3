//! # arimaa-capi: the C ABI of arimaa-rules
//!
//! Builds `libarimaa.so` and `libarimaa.a`; the header is `include/arimaa.h`, generated
//! by cbindgen from these doc comments (`tests/header.rs` fails when it is stale;
//! `UPDATE_HEADER=1 cargo test -p arimaa-capi --test header` rewrites it). Every rule comes
//! from `arimaa-rules`: this crate only converts types, checks pointers and reports errors.
//!
//! ## Conventions (after rustls-ffi)
//! - **Opaque handles**: `arimaa_game`, `arimaa_position`, `arimaa_move_list`,
//!   `arimaa_step_list`, `arimaa_bot` (a built-in bot of `arimaa-bot`). Each is created
//!   by a function writing `*out` and freed by its `_free` function; strings the library
//!   returns are freed by `arimaa_string_free`. Every `_free` accepts NULL as a no-op. Returned objects are independent copies (a
//!   position from a game does not follow the game).
//! - **Statuses**: every fallible function returns [`arimaa_status`]
//!   (`ARIMAA_STATUS_OK` = 0) and writes its out-parameters only on success, so a failed
//!   call leaves the caller's variables untouched.
//! - **Checked input**: every pointer argument is checked for NULL
//!   (`ARIMAA_STATUS_NULL_ARGUMENT`), every text for UTF-8 (`ARIMAA_STATUS_INVALID_UTF8`);
//!   integers are validated (option bits, list indexes, status values); no Rust enum is
//!   ever read from C memory. `const` pointers are never written through.
//! - **Errors in words**: `arimaa_last_error_message` gives the calling thread's last
//!   error, e.g. `"arimaa_game_play: illegal move: step 1 (Ra2n): frozen: …"`, whose rule names
//!   are the stable names of arimaa-rules; `arimaa_last_error_rule` its rule as a code
//!   (the core's `Rule::code`, as every binding reports it) and `arimaa_last_error_line` /
//!   `arimaa_last_error_column` its place in the caller's text (a record's line and column).
//! - **No unwinding into C**: each entry point runs inside a panic boundary; a bug
//!   surfaces as `ARIMAA_STATUS_PANIC`.
//! - **Threads** (documented on each handle type in the header): the library has no
//!   global state besides the per-thread last error. Handles are not internally
//!   synchronised but follow the readers/writer rule of `const`: functions taking a
//!   `const` handle only read and may run concurrently on one object; a function taking a
//!   non-`const` handle (play, takeback, step, free, …) must not overlap any other call on
//!   that object. Distinct objects may be used from distinct threads freely, and objects
//!   may move between threads. The compile-time checks below make this true on the Rust
//!   side (every handle is `Send + Sync`: no interior mutability), and
//!   `tests/c/test_threads.c` exercises it with pthreads under ThreadSanitizer and
//!   helgrind.
//!
//! All raw-pointer handling lives in the private `ffi` module; the entry points are
//! `unsafe extern "C"` functions whose `# Safety` sections (copied into the header) state
//! the caller's side of the contract.
//!
//! ## Example (from Rust; C is the same calls)
//! ```
//! use arimaa::*;
//! use core::ptr;
//!
//! let mut pos = ptr::null_mut();
//! // SAFETY: `pos` is a valid place for the out-pointer.
//! assert_eq!(unsafe { arimaa_position_standard(&mut pos) }, arimaa_status::ARIMAA_STATUS_OK);
//! let mut count = 0u64;
//! // SAFETY: `pos` is live, `count` is a valid out-parameter.
//! assert_eq!(unsafe { arimaa_position_count_moves(pos, &mut count) }, arimaa_status::ARIMAA_STATUS_OK);
//! assert_eq!(count, 3353); // AEI's published unique-move count of the usual opening
//!
//! // A frozen piece cannot move: the status says "illegal move", the message names the rule.
//! let mut next = ptr::null_mut();
//! // SAFETY: live position, NUL-terminated text, valid out-pointer.
//! let status = unsafe { arimaa_position_play(pos, c"Ra1n".as_ptr(), &mut next) };
//! assert_eq!(status, arimaa_status::ARIMAA_STATUS_ILLEGAL_MOVE);
//! assert!(next.is_null()); // not written on failure
//! let mut buf = [0 as core::ffi::c_char; 256];
//! let mut len = 0usize;
//! // SAFETY: `buf` holds 256 bytes, `len` is a valid out-parameter.
//! unsafe { arimaa_last_error_message(buf.as_mut_ptr(), buf.len(), &mut len) };
//! // SAFETY: the message was NUL-terminated by the call.
//! let message = unsafe { core::ffi::CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap();
//! assert!(message.starts_with("arimaa_position_play: illegal move: step 1 (Ra1n): occupied"));
//! // SAFETY: `pos` is freed once.
//! unsafe { arimaa_position_free(pos) };
//! ```
#![warn(missing_docs)]

// The order of these groups is the order of the header (cbindgen follows it).
mod version;

mod status;

mod error;

mod rule;

mod string;

mod game;

mod record;

mod position;

mod relaxed;

mod step;

mod list;

mod outcome;

mod encoding;

mod selfplay;

mod svg;

mod bot;

// Raw-pointer helpers shared by all entry points.
mod ffi;

/// The thread contract of the header holds only if every handle may be read from several
/// threads at once (`Sync`) and moved between threads (`Send`); this fails to compile
/// otherwise.
const _: () = {
    const fn send_sync<T: Send + Sync>() {}
    send_sync::<arimaa_game>();
    send_sync::<arimaa_position>();
    send_sync::<arimaa_move_list>();
    send_sync::<arimaa_step_list>();
    send_sync::<arimaa_record>();
    send_sync::<arimaa_record_reader>();
    send_sync::<arimaa_selfplay>();
    send_sync::<arimaa_bot>();
};

pub use bot::{
    ARIMAA_BOT_MAX_DEPTH, ARIMAA_BOT_MAX_HASH_MB, ARIMAA_BOT_WIN, arimaa_analysis, arimaa_bot,
    arimaa_bot_analyze, arimaa_bot_choose, arimaa_bot_free, arimaa_bot_new, arimaa_bot_set_hash_mb,
    arimaa_bot_set_max_depth, arimaa_bot_setup,
};
pub use encoding::{
    ARIMAA_ACTIONS, ARIMAA_END_MOVE, ARIMAA_PLANE_VALUES, ARIMAA_PLANES, arimaa_flip_action,
    arimaa_position_action_step, arimaa_position_legal_action_mask, arimaa_position_planes,
    arimaa_position_play_action, arimaa_step_action,
};
pub use error::{
    arimaa_last_error_column, arimaa_last_error_length, arimaa_last_error_line,
    arimaa_last_error_message,
};
pub use game::{
    ARIMAA_GAME_FREE_SETUP, ARIMAA_GAME_HANDICAP, ARIMAA_GAME_LENIENT, arimaa_game,
    arimaa_game_free, arimaa_game_from_record, arimaa_game_from_record_with_options,
    arimaa_game_header_at, arimaa_game_header_count, arimaa_game_header_get,
    arimaa_game_header_remove, arimaa_game_header_set, arimaa_game_legal_moves, arimaa_game_new,
    arimaa_game_new_with_options, arimaa_game_next_label, arimaa_game_outcome, arimaa_game_play,
    arimaa_game_position, arimaa_game_resign, arimaa_game_takeback, arimaa_game_to_record,
};
pub use list::{
    arimaa_move_list, arimaa_move_list_free, arimaa_move_list_get, arimaa_move_list_len,
    arimaa_step_list, arimaa_step_list_free, arimaa_step_list_get, arimaa_step_list_len,
};
pub use outcome::arimaa_outcome;
pub use position::{
    arimaa_position, arimaa_position_clone, arimaa_position_count_moves, arimaa_position_free,
    arimaa_position_from_diagram, arimaa_position_from_short, arimaa_position_hash,
    arimaa_position_legal_moves, arimaa_position_outcome, arimaa_position_play,
    arimaa_position_side_to_move, arimaa_position_standard, arimaa_position_to_diagram,
    arimaa_position_to_short,
};
pub use record::{
    ARIMAA_RECORD_BY_DATE, ARIMAA_RECORD_LENIENT, ARIMAA_RECORD_STRICT, arimaa_record,
    arimaa_record_archive_line_length, arimaa_record_free, arimaa_record_id, arimaa_record_parse,
    arimaa_record_parse_archive_line, arimaa_record_reader, arimaa_record_reader_free,
    arimaa_record_reader_from_text, arimaa_record_reader_next, arimaa_record_reader_open,
    arimaa_record_replay, arimaa_record_text_length, arimaa_record_to_archive_line,
    arimaa_record_to_text, arimaa_record_verify, arimaa_verdict, arimaa_verdict_kind,
};
pub use relaxed::{
    ARIMAA_POSITION_EXTRA_MATERIAL, ARIMAA_POSITION_UNGUARDED_TRAPS,
    arimaa_position_from_diagram_with_options, arimaa_position_from_short_with_options,
};
pub use rule::{arimaa_last_error_rule, arimaa_rule, arimaa_rule_name};
pub use selfplay::{
    arimaa_selfplay, arimaa_selfplay_buffers, arimaa_selfplay_free, arimaa_selfplay_new,
    arimaa_selfplay_num_games, arimaa_selfplay_reset, arimaa_selfplay_set_incremental_planes,
    arimaa_selfplay_step, arimaa_selfplay_step_random,
};
pub use status::{arimaa_status, arimaa_status_name};
pub use step::{
    arimaa_position_current_move, arimaa_position_end_move, arimaa_position_legal_steps,
    arimaa_position_play_step, arimaa_position_steps_taken, arimaa_position_undo_step,
};
pub use string::arimaa_string_free;
pub use svg::{
    arimaa_position_svg, arimaa_position_svg_length, arimaa_svg_arrow, arimaa_svg_fill,
    arimaa_svg_options, arimaa_svg_options_default,
};
pub use version::{
    ARIMAA_VERSION_MAJOR, ARIMAA_VERSION_MINOR, ARIMAA_VERSION_PATCH, arimaa_version,
};
