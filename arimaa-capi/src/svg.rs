//! Pictures: a position as SVG text (the core's `arimaa_rules::svg::board_svg`), with
//! the options of a plain C struct.

use core::ffi::{c_char, c_int};

use arimaa_rules::svg::{ARROW_COLOR, Arrow, LastMove, PieceStyle, SvgOptions, board_svg};
use arimaa_rules::{NotatedMove, Square};

use crate::error::CapiError;
use crate::ffi::{Out, arg_ref, arg_slice, arg_str, boundary, into_c_string, text_into};
use crate::position::arimaa_position;
use crate::status::arimaa_status;

/// The colour of a fill given without one.
const FILL_COLOR: &str = "#f2d14b";

/// An extra arrow of a picture: from the centre of one square to another.
///
/// Squares are indexes 0–63 (a1 = 0, b1 = 1, …, h8 = 63); `color` is any SVG colour as
/// UTF-8 text (`"#15781b"`, `"red"`), or NULL for the default green.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Debug, Clone, Copy)]
pub struct arimaa_svg_arrow {
    /// Where the arrow starts (0–63).
    pub from: u8,
    /// Where it points (0–63); equal squares give a ring.
    pub to: u8,
    /// Its colour, or NULL for the default.
    pub color: *const c_char,
}

/// A square filled in a colour under the pieces.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Debug, Clone, Copy)]
pub struct arimaa_svg_fill {
    /// The square (0–63, a1 = 0).
    pub square: u8,
    /// Its colour (any SVG colour as UTF-8 text), or NULL for a yellow.
    pub color: *const c_char,
}

/// How a picture draws its pieces (the core's `PieceStyle`; Python's and the command
/// line's `pieces`), the field `arimaa_svg_options.pieces`.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum arimaa_piece_style {
    /// Each piece its animal (elephant, camel, horse, dog, cat, rabbit) on a disc of its
    /// side's colour, gold's dark, silver's white and outlined: the default.
    ARIMAA_PIECES_ANIMALS = 0,
    /// Each piece its notation letter (`E`, `m`) on a disc of its side's colour.
    ARIMAA_PIECES_LETTERS = 1,
}

/// An `arimaa_piece_style` field as it crosses the boundary (an integer in Rust, the enum
/// in the header; see `GameOptionBits`).
pub type PieceStyleValue = u32;

/// The C value of the core's `style` (the one mapping between the two).
fn piece_style_value(style: PieceStyle) -> PieceStyleValue {
    match style {
        PieceStyle::Animals => arimaa_piece_style::ARIMAA_PIECES_ANIMALS as u32,
        PieceStyle::Letters => arimaa_piece_style::ARIMAA_PIECES_LETTERS as u32,
    }
}

/// The core's style of a `pieces` field (validated: no Rust enum is read from C memory).
fn piece_style(value: PieceStyleValue) -> Result<PieceStyle, CapiError> {
    PieceStyle::ALL
        .into_iter()
        .find(|style| piece_style_value(*style) == value)
        .ok_or(CapiError::InvalidArgument {
            name: "pieces",
            value: value.into(),
            why: "expected ARIMAA_PIECES_ANIMALS (0) or ARIMAA_PIECES_LETTERS (1)",
        })
}

/// What `arimaa_position_svg` draws besides the position. Start from
/// `arimaa_svg_options_default` and change the fields wanted.
///
/// Only read by the library (never written, never kept after the call).
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Debug, Clone, Copy)]
pub struct arimaa_svg_options {
    /// The move that ended on the position (played by the side not to move there), as
    /// notation with its capture tokens (`"ee7s mc4w Rb3e Rc3x mb4s"`), or NULL for none.
    /// Its steps are drawn as arrows (pushed and pulled enemy pieces dashed), captured
    /// pieces marked on their trap.
    pub last_move: *const c_char,
    /// `arrows_len` extra arrows (NULL when `arrows_len` is 0).
    pub arrows: *const arimaa_svg_arrow,
    /// The number of `arrows`.
    pub arrows_len: usize,
    /// `fill_len` square fills (NULL when `fill_len` is 0).
    pub fill: *const arimaa_svg_fill,
    /// The number of `fill` entries.
    pub fill_len: usize,
    /// Non-zero: silver's view (a8 at the bottom right).
    pub flipped: c_int,
    /// Width and height of the picture in pixels (0 is treated as 1).
    pub size: u32,
    /// Non-zero: files a–h and ranks 1–8 on the border.
    pub coordinates: c_int,
    /// Non-zero: frozen pieces outlined dashed.
    pub frozen: c_int,
    /// How pieces are drawn: `ARIMAA_PIECES_ANIMALS` or `ARIMAA_PIECES_LETTERS`.
    pub pieces: PieceStyleValue,
}

/// Writes the default options into `*out`: no last move, arrows or fills, not flipped,
/// 440 pixels, coordinates on, frozen pieces not marked, pieces drawn as animals.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`out` NULL).
///
/// # Safety
/// `out` must be NULL or valid for writing one `arimaa_svg_options`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_svg_options_default(out: *mut arimaa_svg_options) -> arimaa_status {
    boundary("arimaa_svg_options_default", || {
        // SAFETY: `out` is NULL or valid for one write (caller's contract).
        let out = unsafe { Out::new(out, "out")? };
        let d = SvgOptions::default();
        out.write(arimaa_svg_options {
            last_move: core::ptr::null(),
            arrows: core::ptr::null(),
            arrows_len: 0,
            fill: core::ptr::null(),
            fill_len: 0,
            flipped: c_int::from(d.flipped),
            size: d.size,
            coordinates: c_int::from(d.coordinates),
            frozen: c_int::from(d.frozen),
            pieces: piece_style_value(d.pieces),
        });
        Ok(())
    })
}

/// Writes the SVG picture of `pos` drawn with `options` (a standalone `<svg>` document,
/// UTF-8, deterministic) into `*out`.
///
/// Ownership: `*out` is a new string owned by the caller (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos`, `options` or `out` NULL, or
/// `arrows`/`fill` NULL with a non-zero length); `ARIMAA_STATUS_INVALID_ARGUMENT` (a
/// square above 63, a `pieces` value that is no `arimaa_piece_style`, or a last move that
/// does not end on `pos`);
/// `ARIMAA_STATUS_INVALID_UTF8`; `ARIMAA_STATUS_INVALID_NOTATION` (the last move's text);
/// `ARIMAA_STATUS_ILLEGAL_MOVE` (the last move is illegal before `pos`).
///
/// # Safety
/// `pos` must be NULL or a live position; `options` NULL or a valid options struct whose
/// `last_move` and colours are NULL or NUL-terminated strings and whose `arrows` and
/// `fill` are NULL or valid for their lengths; `out` NULL or valid for writing one
/// pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_svg(
    pos: *const arimaa_position,
    options: *const arimaa_svg_options,
    out: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_position_svg", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, options, out) = unsafe {
            (
                arg_ref(pos, "pos")?,
                arg_ref(options, "options")?,
                Out::new(out, "out")?,
            )
        };
        // SAFETY: the options' pointers follow the caller's contract.
        out.write(into_c_string(unsafe { render(pos, options)? }));
        Ok(())
    })
}

/// As `arimaa_position_svg`, into the caller's buffer `buf` of `len` bytes: the picture
/// and a terminating NUL, and its length, NUL excluded, into `*written`.
///
/// Errors: as `arimaa_position_svg` (`buf` or `written` NULL:
/// `ARIMAA_STATUS_NULL_ARGUMENT`), and `ARIMAA_STATUS_BUFFER_TOO_SMALL` (`len` is less
/// than the picture's length + 1; nothing is written, and the message gives the bytes
/// needed).
///
/// # Safety
/// As `arimaa_position_svg` for `pos` and `options`; `buf` NULL or valid for writing
/// `len` bytes; `written` NULL or valid for writing one `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_svg_into(
    pos: *const arimaa_position,
    options: *const arimaa_svg_options,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> arimaa_status {
    boundary("arimaa_position_svg_into", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, options) = unsafe { (arg_ref(pos, "pos")?, arg_ref(options, "options")?) };
        // SAFETY: the options' pointers follow the caller's contract.
        let svg = unsafe { render(pos, options)? };
        // SAFETY: the caller's contract, passed on.
        unsafe { text_into(&svg, buf, len, written) }
    })
}

/// A square index argument (0–63).
fn square(name: &'static str, index: u8) -> Result<Square, CapiError> {
    Square::new(index).ok_or(CapiError::InvalidArgument {
        name,
        value: u64::from(index),
        why: "a square index is 0 (a1) to 63 (h8)",
    })
}

/// A colour argument: NULL gives `default`.
///
/// # Safety
/// `color` is NULL or a NUL-terminated string.
unsafe fn color(color: *const c_char, default: &str) -> Result<String, CapiError> {
    if color.is_null() {
        return Ok(default.to_string());
    }
    // SAFETY: non-NULL and NUL-terminated (caller's contract).
    Ok(unsafe { arg_str(color, "color")? }.to_string())
}

/// The core's options from the C struct, and the picture.
///
/// # Safety
/// The pointers of `o` follow `arimaa_position_svg`'s contract.
unsafe fn render(pos: &arimaa_position, o: &arimaa_svg_options) -> Result<String, CapiError> {
    let last_move = if o.last_move.is_null() {
        None
    } else {
        // SAFETY: non-NULL and NUL-terminated (caller's contract).
        let text = unsafe { arg_str(o.last_move, "last_move")? };
        let m: NotatedMove = text.parse().map_err(CapiError::Notation)?;
        Some(LastMove::ending_at(&pos.inner, &m).map_err(CapiError::LastMove)?)
    };
    // SAFETY: valid for their lengths (caller's contract).
    let arrows = unsafe { arg_slice(o.arrows, o.arrows_len, "arrows")? };
    // SAFETY: valid for their lengths (caller's contract).
    let fills = unsafe { arg_slice(o.fill, o.fill_len, "fill")? };
    let mut options = SvgOptions {
        last_move,
        flipped: o.flipped != 0,
        size: o.size,
        coordinates: o.coordinates != 0,
        frozen: o.frozen != 0,
        pieces: piece_style(o.pieces)?,
        ..SvgOptions::default()
    };
    for a in arrows {
        options.arrows.push(Arrow {
            from: square("arrows[].from", a.from)?,
            to: square("arrows[].to", a.to)?,
            // SAFETY: NULL or NUL-terminated (caller's contract).
            color: unsafe { color(a.color, ARROW_COLOR)? },
        });
    }
    for f in fills {
        options.fill.push((
            square("fill[].square", f.square)?,
            // SAFETY: NULL or NUL-terminated (caller's contract).
            unsafe { color(f.color, FILL_COLOR)? },
        ));
    }
    Ok(board_svg(&pos.inner, &options))
}
