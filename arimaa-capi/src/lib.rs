//! # arimaa-capi: the C ABI of arimaa-rules
//!
//! Builds `libarimaa.so` and `libarimaa.a`; the header is `include/arimaa.h`, generated
//! by cbindgen from these doc comments (`tests/header.rs` fails when it is stale;
//! `UPDATE_HEADER=1 cargo test -p arimaa-capi --test header` rewrites it). Every rule comes
//! from `arimaa-rules`: this crate only converts types, checks pointers and reports errors.
//!
//! ## Conventions (after rustls-ffi)
//! - **Opaque handles**: `arimaa_game`, `arimaa_position`, `arimaa_move_list`,
//!   `arimaa_step_list`, `arimaa_record`, `arimaa_record_reader`, `arimaa_selfplay`,
//!   `arimaa_bot` (a built-in bot of `arimaa-bot`). Each is created by a function writing
//!   `*out` and freed by its `_free` function; every `_free` accepts NULL as a no-op.
//!   Returned objects are independent copies (a position from a game does not follow the
//!   game).
//! - **Statuses**: every function returns [`arimaa_status`] (`ARIMAA_STATUS_OK` = 0) and
//!   writes its out-parameters only on success, so a failed call leaves the caller's
//!   variables untouched; the only others are the `_free` functions (`void`) and the
//!   **pure getters**, which take no object and cannot fail: `arimaa_version`,
//!   `arimaa_status_name`, `arimaa_rule_name`, `arimaa_flip_action` and the fields of the
//!   last error, `arimaa_last_error_rule`, `_code`, `_line`, `_column` and `_step`
//!   (`tests/header.rs` keeps this list and the header's equal).
//! - **Sizes** are `_len` and come through a status like any value
//!   (`arimaa_move_list_len(list, &n)`); a struct's array has its `_len` field.
//! - **Text** out of the library is allocated by it (`char **out`, freed with
//!   `arimaa_string_free`); a form writing into the caller's buffer ends in `_into`
//!   (`buf`, `len`, `*written`; `ARIMAA_STATUS_BUFFER_TOO_SMALL` when it does not fit), as
//!   do the encodings that fill a caller's array.
//! - **Options** of one family are a typed enum (`arimaa_game_options` flags,
//!   `arimaa_position_options` flags, `arimaa_record_rules`, `arimaa_piece_style`), read as
//!   an integer and validated (a value with unknown bits is refused).
//! - **Names** are those of the other bindings (`arimaa_position_zobrist_key`, the bot's
//!   `choose`/`analyze`/`setup`/`turn`); a status named after a rule has the rule's name
//!   (`ARIMAA_STATUS_NOTHING_TO_TAKE_BACK`); constants that belong to `arimaa-bot` or the
//!   encoding are written into the header from their Rust values (`constants.rs`).
//! - **Checked input**: every pointer argument is checked for NULL
//!   (`ARIMAA_STATUS_NULL_ARGUMENT`; where NULL has a meaning, such as a missing limit of
//!   the bot, the function says so), every text for UTF-8 (`ARIMAA_STATUS_INVALID_UTF8`);
//!   integers are validated (option bits, list indexes, limits); no Rust enum is ever read
//!   from C memory. `const` pointers are never written through.
//! - **Errors in words and fields**: `arimaa_last_error_message` gives the calling
//!   thread's last error, e.g. `"arimaa_game_play: illegal move: step 1 (Ra2n): frozen:
//!   …"`; its fields are those of every binding's errors: `arimaa_last_error_rule` (the
//!   core's stable name), `arimaa_last_error_code` (the core's `Rule::code`, as an
//!   `arimaa_rule`), `arimaa_last_error_line` / `_column` (its place in the caller's text,
//!   a record's line and column) and `arimaa_last_error_step` (the refused step of a move).
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
//! // SAFETY: the rule's name is a static NUL-terminated string.
//! let rule = unsafe { core::ffi::CStr::from_ptr(arimaa_last_error_rule()) };
//! assert_eq!(rule.to_str(), Ok("occupied")); // a2 holds a dog
//! assert_eq!(arimaa_last_error_code(), arimaa_rule::ARIMAA_RULE_OCCUPIED);
//! assert_eq!(arimaa_last_error_step(), 0); // the first step of the move
//! let mut message = ptr::null_mut();
//! // SAFETY: `message` is a valid out-parameter.
//! unsafe { arimaa_last_error_message(&mut message) };
//! // SAFETY: the message is a NUL-terminated string of the library.
//! let text = unsafe { core::ffi::CStr::from_ptr(message) }.to_str().unwrap().to_owned();
//! assert!(text.starts_with("arimaa_position_play: illegal move: step 1 (Ra1n): occupied"));
//! // SAFETY: each is freed once.
//! unsafe { arimaa_string_free(message) };
//! unsafe { arimaa_position_free(pos) };
//! ```
#![warn(missing_docs)]

// The order of these groups is the order of the header (cbindgen follows it).
mod version;

mod constants;

mod status;

mod error;

mod last_error;

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
    arimaa_analysis, arimaa_bot, arimaa_bot_analyze, arimaa_bot_choose, arimaa_bot_free,
    arimaa_bot_new, arimaa_bot_set_hash_mb, arimaa_bot_set_max_depth, arimaa_bot_setup,
    arimaa_bot_turn,
};
pub use constants::header_constants;
pub use encoding::{
    arimaa_flip_action, arimaa_position_action_step, arimaa_position_legal_action_mask_into,
    arimaa_position_planes_into, arimaa_position_play_action, arimaa_step_action,
};
pub use game::{
    GameOptionBits, arimaa_game, arimaa_game_free, arimaa_game_from_record,
    arimaa_game_from_record_with_options, arimaa_game_headers_at, arimaa_game_headers_get,
    arimaa_game_headers_len, arimaa_game_headers_remove, arimaa_game_headers_set,
    arimaa_game_legal_moves, arimaa_game_new, arimaa_game_new_with_options, arimaa_game_next_label,
    arimaa_game_options, arimaa_game_outcome, arimaa_game_play, arimaa_game_position,
    arimaa_game_resign, arimaa_game_takeback, arimaa_game_to_record,
};
pub use last_error::{
    arimaa_last_error_code, arimaa_last_error_column, arimaa_last_error_line,
    arimaa_last_error_message, arimaa_last_error_message_into, arimaa_last_error_rule,
    arimaa_last_error_step,
};
pub use list::{
    arimaa_move_list, arimaa_move_list_free, arimaa_move_list_get, arimaa_move_list_len,
    arimaa_step_list, arimaa_step_list_free, arimaa_step_list_get, arimaa_step_list_len,
};
pub use outcome::arimaa_outcome;
pub use position::{
    arimaa_position, arimaa_position_clone, arimaa_position_count_moves, arimaa_position_free,
    arimaa_position_from_diagram, arimaa_position_from_short, arimaa_position_legal_moves,
    arimaa_position_outcome, arimaa_position_play, arimaa_position_side_to_move,
    arimaa_position_standard, arimaa_position_to_diagram, arimaa_position_to_short,
    arimaa_position_zobrist_key,
};
pub use record::{
    RecordRulesValue, arimaa_record, arimaa_record_free, arimaa_record_id, arimaa_record_parse,
    arimaa_record_parse_archive_line, arimaa_record_reader, arimaa_record_reader_free,
    arimaa_record_reader_from_text, arimaa_record_reader_next, arimaa_record_reader_open,
    arimaa_record_replay, arimaa_record_rules, arimaa_record_to_archive_line,
    arimaa_record_to_archive_line_into, arimaa_record_to_text, arimaa_record_to_text_into,
    arimaa_record_verify, arimaa_verdict, arimaa_verdict_kind,
};
pub use relaxed::{
    PositionOptionBits, arimaa_position_from_diagram_with_options,
    arimaa_position_from_short_with_options, arimaa_position_options,
};
pub use rule::{arimaa_rule, arimaa_rule_name};
pub use selfplay::{
    arimaa_selfplay, arimaa_selfplay_buffers, arimaa_selfplay_free, arimaa_selfplay_len,
    arimaa_selfplay_new, arimaa_selfplay_reset, arimaa_selfplay_set_incremental_planes,
    arimaa_selfplay_step, arimaa_selfplay_step_random,
};
pub use status::{arimaa_status, arimaa_status_name};
pub use step::{
    arimaa_position_current_move, arimaa_position_end_move, arimaa_position_legal_steps,
    arimaa_position_play_step, arimaa_position_steps_taken, arimaa_position_undo_step,
};
pub use string::arimaa_string_free;
pub use svg::{
    PieceStyleValue, arimaa_piece_style, arimaa_position_svg, arimaa_position_svg_into,
    arimaa_svg_arrow, arimaa_svg_fill, arimaa_svg_options, arimaa_svg_options_default,
};
pub use version::{
    ARIMAA_VERSION_MAJOR, ARIMAA_VERSION_MINOR, ARIMAA_VERSION_PATCH, arimaa_version,
};
