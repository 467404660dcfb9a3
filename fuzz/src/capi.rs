//! The check of fuzz target `capi`: an arbitrary sequence of C API calls, read from the
//! input bytes, with arbitrary bytes as strings (NUL-terminated, not necessarily UTF-8)
//! and NULL for any pointer now and then.
//!
//! The input is a little program: each call is one opcode byte followed by its operands
//! (handle choices, option bits, list indexes, strings as a length byte and that many
//! bytes). Up to four games, positions, move lists and step lists are alive at once; the
//! harness frees every object exactly once, so any memory error is the library's (run with
//! `RUSTC_BOOTSTRAP=1 cargo fuzz run capi`, i.e. AddressSanitizer, to see them).
//!
//! Checked on every call: no `ARIMAA_STATUS_PANIC` (a bug caught at the boundary); a
//! NULL argument gives `ARIMAA_STATUS_NULL_ARGUMENT`; a failed call writes no
//! out-parameter and leaves a non-empty UTF-8 last-error message naming the function,
//! which a too-small buffer refuses to take without writing it; returned strings are
//! UTF-8. And across calls: the short form and diagram a position prints parse back with
//! the same key, which equals the key `arimaa-rules` computes for that text; every step a
//! step list offers is accepted by `arimaa_position_play_step`; move lists hold
//! `arimaa_position_count_moves` moves, each accepted by `arimaa_position_play`; a game's
//! record replays to the same record.

use std::ffi::{CStr, CString, c_char, c_int};
use std::ptr;

use arimaa::*;
use arimaa_rules::{Move, NotatedMove, Position, Step};
use arimaa_tests::checks::tolerated;

use arimaa_status::*;

/// The most calls one input makes.
pub const MAX_CALLS: usize = 96;
/// The most unique-move expansions (legal moves or move count) per input, ~1 ms each.
pub const MAX_EXPANSIONS: usize = 2;
/// The most objects of each kind alive at once.
const POOL: usize = 4;

const GOLD_SETUP: &CStr = c"Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2";
const SILVER_SETUP: &CStr = c"ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7";

/// What the position parsers expect when a board has a piece unguarded on a trap.
const UNGUARDED: &str = "a board with no unguarded piece on a trap";

/// The input bytes, read one at a time (zeros once used up).
struct Input<'a> {
    data: &'a [u8],
    at: usize,
}

impl Input<'_> {
    fn done(&self) -> bool {
        self.at >= self.data.len()
    }

    fn byte(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    /// A string: a length byte, then that many bytes, cut at the first NUL.
    fn text(&mut self) -> CString {
        let len = self.byte() as usize;
        let start = self.at.min(self.data.len());
        let end = (start + len).min(self.data.len());
        self.at += len;
        let bytes: Vec<u8> = self.data[start..end]
            .iter()
            .copied()
            .take_while(|&b| b != 0)
            .collect();
        CString::new(bytes).expect("NUL removed")
    }
}

/// A pool of live objects of one kind, each freed exactly once.
struct Pool<T> {
    items: Vec<*mut T>,
    free: unsafe extern "C" fn(*mut T),
}

impl<T> Pool<T> {
    fn new(free: unsafe extern "C" fn(*mut T)) -> Pool<T> {
        Pool {
            items: Vec::new(),
            free,
        }
    }

    /// A live object chosen by `b`, or NULL (always when the pool is empty; otherwise for
    /// one byte value in `len + 1`).
    fn pick(&self, b: u8) -> *mut T {
        let i = b as usize % (self.items.len() + 1);
        self.items.get(i).copied().unwrap_or(ptr::null_mut())
    }

    /// Keeps `obj` (freeing the oldest object if the pool is full).
    fn keep(&mut self, obj: *mut T) {
        assert!(!obj.is_null(), "a successful call returned a NULL object");
        if self.items.len() == POOL {
            let old = self.items.remove(0);
            // SAFETY: `old` came from the library and is freed once (removed from the pool).
            unsafe { (self.free)(old) };
        }
        self.items.push(obj);
    }

    /// Frees the object chosen by `b` (or calls the free function with NULL).
    fn drop_one(&mut self, b: u8) {
        let i = b as usize % (self.items.len() + 1);
        let obj = if i < self.items.len() {
            self.items.remove(i)
        } else {
            ptr::null_mut()
        };
        // SAFETY: `obj` is NULL or a live object removed from the pool: freed once.
        unsafe { (self.free)(obj) };
    }
}

impl<T> Drop for Pool<T> {
    fn drop(&mut self) {
        for obj in self.items.drain(..) {
            // SAFETY: every pooled object is live and freed once here.
            unsafe { (self.free)(obj) };
        }
    }
}

/// A sentinel out-pointer value: never a real object, so an unwritten out-parameter is
/// recognised.
fn sentinel<T>() -> *mut T {
    ptr::NonNull::dangling().as_ptr()
}

/// The calling thread's last error message, checked: UTF-8 (`arimaa_last_error_message`),
/// copied whole by `arimaa_last_error_message_into` into a buffer of its length + 1 bytes,
/// and refused (not written) by a buffer one byte short.
fn last_error() -> String {
    let mut out: *mut c_char = sentinel();
    // SAFETY: `out` is a valid out-parameter.
    let s = unsafe { arimaa_last_error_message(&mut out) };
    assert_eq!(s, ARIMAA_STATUS_OK, "arimaa_last_error_message");
    let msg = take_string(out, "arimaa_last_error_message");
    let len = msg.len();
    let mut small = vec![0x55 as c_char; len];
    let mut written = 12345usize;
    if len > 0 {
        // SAFETY: `small` holds `len` bytes; `written` is a valid out-parameter.
        let s = unsafe { arimaa_last_error_message_into(small.as_mut_ptr(), len, &mut written) };
        assert_eq!(
            s, ARIMAA_STATUS_BUFFER_TOO_SMALL,
            "a too-small message buffer"
        );
        assert_eq!(written, 12345, "written set by a refused call");
        assert!(
            small.iter().all(|&c| c == 0x55),
            "a refused call wrote into the buffer"
        );
    }
    let mut buf = vec![0x55 as c_char; len + 1];
    // SAFETY: `buf` holds `len + 1` bytes; `written` is a valid out-parameter.
    let s = unsafe { arimaa_last_error_message_into(buf.as_mut_ptr(), buf.len(), &mut written) };
    assert_eq!(
        s, ARIMAA_STATUS_OK,
        "arimaa_last_error_message_into with length + 1 bytes"
    );
    assert_eq!(written, len, "written != the allocated message's length");
    // SAFETY: the call wrote a NUL-terminated message into `buf`.
    let copy = unsafe { CStr::from_ptr(buf.as_ptr()) };
    assert_eq!(copy.to_bytes(), msg.as_bytes(), "the two forms differ");
    msg
}

/// The length of a move list (`arimaa_move_list_len`), 0 for NULL (refused with
/// `ARIMAA_STATUS_NULL_ARGUMENT`, the out-parameter untouched).
fn move_list_len(l: *const arimaa_move_list) -> usize {
    let mut len = 0usize;
    // SAFETY: `l` NULL or live; `len` is a valid out-parameter.
    let st = unsafe { arimaa_move_list_len(l, &mut len) };
    status(st, "arimaa_move_list_len", l.is_null());
    len
}

/// The length of a step list (`arimaa_step_list_len`), 0 for NULL.
fn step_list_len(l: *const arimaa_step_list) -> usize {
    let mut len = 0usize;
    // SAFETY: `l` NULL or live; `len` is a valid out-parameter.
    let st = unsafe { arimaa_step_list_len(l, &mut len) };
    status(st, "arimaa_step_list_len", l.is_null());
    len
}

/// Panics on `ARIMAA_STATUS_PANIC`, on a status other than NULL_ARGUMENT when `null` (a
/// NULL argument was passed), and on a failure without a message naming `call`. Returns
/// whether the call succeeded.
fn status(s: arimaa_status, call: &str, null: bool) -> bool {
    if s == ARIMAA_STATUS_PANIC {
        panic!("{} panicked inside the library: {}", call, last_error());
    }
    if null {
        assert_eq!(
            s, ARIMAA_STATUS_NULL_ARGUMENT,
            "{} with a NULL argument",
            call
        );
    }
    if s == ARIMAA_STATUS_OK {
        return true;
    }
    let msg = last_error();
    assert!(
        msg.starts_with(call),
        "{} failed ({:?}) with the message {:?}, which does not name it",
        call,
        s,
        msg
    );
    // SAFETY: any int is accepted; the result is a static string.
    let name = unsafe { CStr::from_ptr(arimaa_status_name(s as c_int)) };
    assert!(
        name.to_bytes().starts_with(b"ARIMAA_STATUS_"),
        "status name {:?}",
        name
    );
    false
}

/// Takes a string the library returned: checks it is UTF-8, frees it, returns it.
fn take_string(s: *mut c_char, call: &str) -> String {
    assert!(
        !s.is_null() && s != sentinel(),
        "{} returned no string",
        call
    );
    // SAFETY: `s` is a NUL-terminated string from the library.
    let text = unsafe { CStr::from_ptr(s) }
        .to_str()
        .unwrap_or_else(|_| panic!("{} returned text that is not UTF-8", call))
        .to_string();
    // SAFETY: `s` came from the library and is freed once.
    unsafe { arimaa_string_free(s) };
    text
}

/// Everything alive during one input.
struct Session {
    games: Pool<arimaa_game>,
    /// The option bits each pooled game was created with, by address.
    game_options: Vec<(usize, u32)>,
    positions: Pool<arimaa_position>,
    moves: Pool<arimaa_move_list>,
    steps: Pool<arimaa_step_list>,
    /// A step or move text taken from a list, to play later.
    listed: Option<CString>,
    expansions: usize,
}

/// The check of fuzz target `capi`.
pub fn check_capi(data: &[u8]) {
    let mut input = Input {
        data: &data[..data.len().min(64 * 1024)],
        at: 0,
    };
    let mut s = Session {
        games: Pool::new(arimaa_game_free),
        game_options: Vec::new(),
        positions: Pool::new(arimaa_position_free),
        moves: Pool::new(arimaa_move_list_free),
        steps: Pool::new(arimaa_step_list_free),
        listed: None,
        expansions: 0,
    };
    for _ in 0..MAX_CALLS {
        if input.done() {
            break;
        }
        let op = input.byte();
        s.call(op, &mut input);
    }
}

impl Session {
    /// A text argument: from the input, a listed step or move, a standard setup, or NULL.
    fn text(&self, input: &mut Input) -> Option<CString> {
        match input.byte() % 8 {
            0..=3 => Some(input.text()),
            4 => Some(self.listed.clone().unwrap_or_else(|| c"Ed2n".to_owned())),
            5 => Some(GOLD_SETUP.to_owned()),
            6 => Some(SILVER_SETUP.to_owned()),
            _ => None,
        }
    }

    fn options_of(&self, game: *mut arimaa_game) -> u32 {
        self.game_options
            .iter()
            .find(|(a, _)| *a == game as usize)
            .map_or(0, |(_, o)| *o)
    }

    fn keep_game(&mut self, game: *mut arimaa_game, options: u32) {
        self.game_options.retain(|(a, _)| *a != game as usize);
        self.games.keep(game);
        self.game_options.push((game as usize, options));
    }

    /// Runs one call chosen by `op`.
    fn call(&mut self, op: u8, input: &mut Input) {
        match op % 34 {
            0..=10 => self.game_call(op % 34, input),
            11..=26 => self.position_call(op % 34 - 11, input),
            27..=31 => self.list_call(op % 34 - 27, input),
            32 => {
                // Any int is a safe argument to arimaa_status_name.
                let v =
                    c_int::from_le_bytes([input.byte(), input.byte(), input.byte(), input.byte()]);
                // SAFETY: any int is accepted; the result is a static string.
                let name = unsafe { CStr::from_ptr(arimaa_status_name(v)) };
                assert!(
                    name.to_bytes().starts_with(b"ARIMAA_STATUS_"),
                    "status name {:?}",
                    name
                );
            }
            _ => {
                // NULL buffers for the last error.
                let mut written = 7usize;
                // SAFETY: NULL arguments are allowed and must be refused.
                let st =
                    unsafe { arimaa_last_error_message_into(ptr::null_mut(), 10, &mut written) };
                assert_eq!(st, ARIMAA_STATUS_NULL_ARGUMENT);
                let mut buf = [0 as c_char; 4];
                // SAFETY: as above, with a NULL `written`.
                let st =
                    unsafe { arimaa_last_error_message_into(buf.as_mut_ptr(), 4, ptr::null_mut()) };
                assert_eq!(st, ARIMAA_STATUS_NULL_ARGUMENT);
                assert_eq!(written, 7);
                // SAFETY: as above, a NULL `out`.
                let st = unsafe { arimaa_last_error_message(ptr::null_mut()) };
                assert_eq!(st, ARIMAA_STATUS_NULL_ARGUMENT);
            }
        }
    }

    fn game_call(&mut self, op: u8, input: &mut Input) {
        let g = self.games.pick(input.byte());
        let mut out_game: *mut arimaa_game = sentinel();
        match op {
            0 => {
                // SAFETY: valid out-parameter.
                let st = unsafe { arimaa_game_new(&mut out_game) };
                if status(st, "arimaa_game_new", false) {
                    self.keep_game(out_game, 0);
                }
            }
            1 => {
                let options = u32::from(input.byte()) | (u32::from(input.byte() % 4) << 30);
                // SAFETY: valid out-parameter.
                let st = unsafe { arimaa_game_new_with_options(options, &mut out_game) };
                if status(st, "arimaa_game_new_with_options", false) {
                    assert!(options < 8, "options {:#x} accepted", options);
                    self.keep_game(out_game, options);
                } else {
                    assert_eq!(out_game, sentinel(), "out written on failure");
                    assert!(options >= 8, "options {:#x} refused", options);
                }
            }
            2 => {
                let text = self.text(input);
                let options = u32::from(input.byte() % 9);
                let tp = text.as_ref().map_or(ptr::null(), |t| t.as_ptr());
                // SAFETY: `tp` is NULL or NUL-terminated; valid out-parameter.
                let st =
                    unsafe { arimaa_game_from_record_with_options(tp, options, &mut out_game) };
                if status(st, "arimaa_game_from_record_with_options", text.is_none()) {
                    self.keep_game(out_game, options);
                } else {
                    assert_eq!(out_game, sentinel(), "out written on failure");
                }
            }
            3 => {
                let text = self.text(input);
                let tp = text.as_ref().map_or(ptr::null(), |t| t.as_ptr());
                // SAFETY: `g` is NULL or live; `tp` is NULL or NUL-terminated.
                let st = unsafe { arimaa_game_play(g, tp) };
                status(st, "arimaa_game_play", g.is_null() || text.is_none());
            }
            4 => {
                // SAFETY: `g` is NULL or live.
                let st = unsafe { arimaa_game_takeback(g) };
                status(st, "arimaa_game_takeback", g.is_null());
            }
            5 => {
                // SAFETY: `g` is NULL or live.
                let st = unsafe { arimaa_game_resign(g) };
                status(st, "arimaa_game_resign", g.is_null());
            }
            6 => {
                let mut o = arimaa_outcome {
                    over: true,
                    winner: 77,
                    termination: b'Z' as c_char,
                    immobilization: 77,
                };
                // SAFETY: `g` is NULL or live; `o` is a valid out-parameter.
                let st = unsafe { arimaa_game_outcome(g, &mut o) };
                if status(st, "arimaa_game_outcome", g.is_null()) {
                    check_outcome(&o);
                } else {
                    assert_eq!((o.over, o.winner), (true, 77), "outcome written on failure");
                }
            }
            7 => {
                let mut p: *mut arimaa_position = sentinel();
                // SAFETY: `g` is NULL or live; valid out-parameter.
                let st = unsafe { arimaa_game_position(g, &mut p) };
                if status(st, "arimaa_game_position", g.is_null()) {
                    self.positions.keep(p);
                }
            }
            8 => {
                if self.expansions >= MAX_EXPANSIONS {
                    return;
                }
                self.expansions += 1;
                let mut l: *mut arimaa_move_list = sentinel();
                // SAFETY: `g` is NULL or live; valid out-parameter.
                let st = unsafe { arimaa_game_legal_moves(g, &mut l) };
                if status(st, "arimaa_game_legal_moves", g.is_null()) {
                    self.moves.keep(l);
                }
            }
            9 => {
                let mut out: *mut c_char = sentinel();
                // SAFETY: `g` is NULL or live; valid out-parameter.
                let st = unsafe { arimaa_game_next_label(g, &mut out) };
                if status(st, "arimaa_game_next_label", g.is_null()) {
                    let label = take_string(out, "arimaa_game_next_label");
                    let digits = label.bytes().take_while(u8::is_ascii_digit).count();
                    assert!(
                        digits > 0 && matches!(&label[digits..], "g" | "s"),
                        "next label {:?}",
                        label
                    );
                }
            }
            _ => {
                let mut out: *mut c_char = sentinel();
                // SAFETY: `g` is NULL or live; valid out-parameter.
                let st = unsafe { arimaa_game_to_record(g, &mut out) };
                if status(st, "arimaa_game_to_record", g.is_null()) {
                    let record = take_string(out, "arimaa_game_to_record");
                    self.check_record_round_trip(g, &record);
                }
                if input.byte().is_multiple_of(4) {
                    let b = input.byte();
                    let i = b as usize % (self.games.items.len() + 1);
                    if let Some(&gone) = self.games.items.get(i) {
                        self.game_options.retain(|(a, _)| *a != gone as usize);
                    }
                    self.games.drop_one(b);
                }
            }
        }
    }

    /// The record a game writes replays (with the game's options) to a game that writes
    /// the same record, unless the game ended by a result the record does not carry
    /// (resignation).
    fn check_record_round_trip(&self, g: *mut arimaa_game, record: &str) {
        let mut o = arimaa_outcome {
            over: false,
            winner: -1,
            termination: 0,
            immobilization: 0,
        };
        // SAFETY: `g` is live (the call before succeeded); valid out-parameter.
        let st = unsafe { arimaa_game_outcome(g, &mut o) };
        assert!(status(st, "arimaa_game_outcome", false));
        if o.over && !matches!(o.termination as u8, b'g' | b'e' | b'm') {
            return;
        }
        let text = CString::new(record).expect("records hold no NUL");
        let mut again: *mut arimaa_game = sentinel();
        let options = self.options_of(g);
        // SAFETY: NUL-terminated text; valid out-parameter.
        let st =
            unsafe { arimaa_game_from_record_with_options(text.as_ptr(), options, &mut again) };
        if !status(st, "arimaa_game_from_record_with_options", false) {
            panic!(
                "the record of a game does not replay: {}\n{}",
                last_error(),
                record
            );
        }
        let mut out: *mut c_char = sentinel();
        // SAFETY: `again` is live; valid out-parameter.
        let st = unsafe { arimaa_game_to_record(again, &mut out) };
        assert!(status(st, "arimaa_game_to_record", false));
        let second = take_string(out, "arimaa_game_to_record");
        // SAFETY: `again` is freed once.
        unsafe { arimaa_game_free(again) };
        assert_eq!(second, record, "a game's record replays to another record");
    }

    fn position_call(&mut self, op: u8, input: &mut Input) {
        let p = self.positions.pick(input.byte());
        let mut out_pos: *mut arimaa_position = sentinel();
        let mut out_str: *mut c_char = sentinel();
        match op {
            0 => {
                // SAFETY: valid out-parameter.
                let st = unsafe { arimaa_position_standard(&mut out_pos) };
                if status(st, "arimaa_position_standard", false) {
                    self.positions.keep(out_pos);
                }
            }
            1 | 2 => {
                let text = self.text(input);
                let tp = text.as_ref().map_or(ptr::null(), |t| t.as_ptr());
                let (st, call) = if op == 1 {
                    // SAFETY: `tp` is NULL or NUL-terminated; valid out-parameter.
                    (
                        unsafe { arimaa_position_from_short(tp, &mut out_pos) },
                        "arimaa_position_from_short",
                    )
                } else {
                    // SAFETY: as above.
                    (
                        unsafe { arimaa_position_from_diagram(tp, &mut out_pos) },
                        "arimaa_position_from_diagram",
                    )
                };
                if status(st, call, text.is_none()) {
                    self.positions.keep(out_pos);
                } else {
                    assert_eq!(out_pos, sentinel(), "{} wrote out on failure", call);
                }
            }
            3 => {
                // SAFETY: `p` is NULL or live; valid out-parameter.
                let st = unsafe { arimaa_position_clone(p, &mut out_pos) };
                if status(st, "arimaa_position_clone", p.is_null()) {
                    assert_eq!(hash(out_pos), hash(p), "a clone has another key");
                    self.positions.keep(out_pos);
                }
            }
            4 => {
                // SAFETY: `p` is NULL or live; valid out-parameter.
                let st = unsafe { arimaa_position_to_short(p, &mut out_str) };
                if status(st, "arimaa_position_to_short", p.is_null()) {
                    let short = take_string(out_str, "arimaa_position_to_short");
                    check_short(p, &short);
                }
            }
            5 => {
                // SAFETY: `p` is NULL or live; valid out-parameter.
                let st = unsafe { arimaa_position_to_diagram(p, &mut out_str) };
                if status(st, "arimaa_position_to_diagram", p.is_null()) {
                    let diagram = take_string(out_str, "arimaa_position_to_diagram");
                    check_diagram(p, &diagram);
                }
            }
            6 => {
                let mut side: c_int = 9;
                // SAFETY: `p` is NULL or live; valid out-parameter.
                let st = unsafe { arimaa_position_side_to_move(p, &mut side) };
                if status(st, "arimaa_position_side_to_move", p.is_null()) {
                    assert!(side == 0 || side == 1, "side to move {}", side);
                } else {
                    assert_eq!(side, 9, "side written on failure");
                }
            }
            7 => {
                if !p.is_null() {
                    hash(p);
                } else {
                    let mut h = 5u64;
                    // SAFETY: NULL position must be refused.
                    let st = unsafe { arimaa_position_zobrist_key(p, &mut h) };
                    status(st, "arimaa_position_zobrist_key", true);
                    assert_eq!(h, 5);
                }
            }
            8 => {
                let text = self.text(input);
                let tp = text.as_ref().map_or(ptr::null(), |t| t.as_ptr());
                // SAFETY: `p` NULL or live; `tp` NULL or NUL-terminated; valid out.
                let st = unsafe { arimaa_position_play(p, tp, &mut out_pos) };
                if status(st, "arimaa_position_play", p.is_null() || text.is_none()) {
                    self.positions.keep(out_pos);
                } else {
                    assert_eq!(out_pos, sentinel(), "out written on failure");
                }
            }
            9 => {
                if self.expansions >= MAX_EXPANSIONS {
                    return;
                }
                self.expansions += 1;
                self.check_move_list(p);
            }
            10 => {
                let mut o = arimaa_outcome {
                    over: true,
                    winner: 77,
                    termination: b'Z' as c_char,
                    immobilization: 77,
                };
                // SAFETY: `p` NULL or live; valid out-parameter.
                let st = unsafe { arimaa_position_outcome(p, &mut o) };
                if status(st, "arimaa_position_outcome", p.is_null()) {
                    check_outcome(&o);
                    if o.over {
                        assert!(
                            matches!(o.termination as u8, b'g' | b'e' | b'm'),
                            "a position's outcome by {:?}",
                            o.termination as u8 as char
                        );
                    }
                }
            }
            11 => self.positions.drop_one(input.byte()),
            12 => {
                let mut l: *mut arimaa_step_list = sentinel();
                // SAFETY: `p` NULL or live; valid out-parameter.
                let st = unsafe { arimaa_position_legal_steps(p, &mut l) };
                if status(st, "arimaa_position_legal_steps", p.is_null()) {
                    check_step_list(p, l);
                    self.steps.keep(l);
                }
            }
            13 => {
                let text = self.text(input);
                let tp = text.as_ref().map_or(ptr::null(), |t| t.as_ptr());
                let before = (!p.is_null()).then(|| hash(p));
                // SAFETY: `p` NULL or live; `tp` NULL or NUL-terminated.
                let st = unsafe { arimaa_position_play_step(p, tp) };
                if !status(
                    st,
                    "arimaa_position_play_step",
                    p.is_null() || text.is_none(),
                ) && let Some(h) = before
                {
                    assert_eq!(hash(p), h, "a refused step changed the position");
                }
            }
            14 => {
                // SAFETY: `p` NULL or live.
                let st = unsafe { arimaa_position_undo_step(p) };
                status(st, "arimaa_position_undo_step", p.is_null());
            }
            _ => {
                // SAFETY: `p` NULL or live.
                let st = unsafe { arimaa_position_end_move(p) };
                status(st, "arimaa_position_end_move", p.is_null());
                let mut n = 99usize;
                // SAFETY: `p` NULL or live; valid out-parameter.
                let st = unsafe { arimaa_position_steps_taken(p, &mut n) };
                if status(st, "arimaa_position_steps_taken", p.is_null()) {
                    assert!(n <= 4, "{} steps taken", n);
                }
                // SAFETY: `p` NULL or live; valid out-parameter.
                let st = unsafe { arimaa_position_current_move(p, &mut out_str) };
                if status(st, "arimaa_position_current_move", p.is_null()) {
                    let text = take_string(out_str, "arimaa_position_current_move");
                    if n == 0 {
                        assert_eq!(text, "", "current move before any step");
                    } else {
                        let m: NotatedMove = text.parse().unwrap_or_else(|e| {
                            panic!("current move {:?} is not notation: {}", text, e)
                        });
                        assert_eq!(m.mv.len(), n, "current move {:?} after {} steps", text, n);
                    }
                }
            }
        }
    }

    /// The unique moves of `p`: as many as `arimaa_position_count_moves` says, each
    /// notation accepted by `arimaa_position_play` (the first few, to bound the work).
    fn check_move_list(&mut self, p: *mut arimaa_position) {
        let mut l: *mut arimaa_move_list = sentinel();
        // SAFETY: `p` NULL or live; valid out-parameter.
        let st = unsafe { arimaa_position_legal_moves(p, &mut l) };
        if !status(st, "arimaa_position_legal_moves", p.is_null()) {
            return;
        }
        let mut count = 0u64;
        // SAFETY: `p` is live (the call above succeeded); valid out-parameter.
        let st = unsafe { arimaa_position_count_moves(p, &mut count) };
        assert!(status(st, "arimaa_position_count_moves", false));
        let len = move_list_len(l);
        assert_eq!(len as u64, count, "move list length != count_moves");
        for i in (0..len).step_by(len / 8 + 1) {
            let text = list_item(
                |out| unsafe { arimaa_move_list_get(l, i, out) },
                "arimaa_move_list_get",
            );
            let mv: Move = text
                .parse()
                .unwrap_or_else(|e| panic!("listed move {:?} is not notation: {}", text, e));
            assert!((1..=4).contains(&mv.len()));
            let c = CString::new(text.clone()).expect("no NUL");
            let mut next: *mut arimaa_position = sentinel();
            // SAFETY: `p` live; NUL-terminated text; valid out-parameter.
            let st = unsafe { arimaa_position_play(p, c.as_ptr(), &mut next) };
            if !status(st, "arimaa_position_play", false) {
                panic!("listed move {:?} is refused: {}", text, last_error());
            }
            // SAFETY: `next` is freed once.
            unsafe { arimaa_position_free(next) };
            self.listed = Some(c);
        }
        self.moves.keep(l);
    }

    fn list_call(&mut self, op: u8, input: &mut Input) {
        match op {
            0 => {
                let l = self.moves.pick(input.byte());
                let index = input.byte() as usize * 16 + input.byte() as usize;
                let len = move_list_len(l);
                let mut out: *mut c_char = sentinel();
                // SAFETY: `l` NULL or live; valid out-parameter.
                let st = unsafe { arimaa_move_list_get(l, index, &mut out) };
                if status(st, "arimaa_move_list_get", l.is_null()) {
                    assert!(index < len, "index {} of {} accepted", index, len);
                    let text = take_string(out, "arimaa_move_list_get");
                    self.listed = Some(CString::new(text).expect("no NUL"));
                } else if !l.is_null() {
                    assert_eq!(st, ARIMAA_STATUS_INDEX_OUT_OF_RANGE);
                    assert!(index >= len);
                }
            }
            1 => {
                let l = self.steps.pick(input.byte());
                let index = input.byte() as usize;
                let len = step_list_len(l);
                let mut out: *mut c_char = sentinel();
                // SAFETY: `l` NULL or live; valid out-parameter.
                let st = unsafe { arimaa_step_list_get(l, index, &mut out) };
                if status(st, "arimaa_step_list_get", l.is_null()) {
                    assert!(index < len, "index {} of {} accepted", index, len);
                    let text = take_string(out, "arimaa_step_list_get");
                    self.listed = Some(CString::new(text).expect("no NUL"));
                } else if !l.is_null() {
                    assert_eq!(st, ARIMAA_STATUS_INDEX_OUT_OF_RANGE);
                }
            }
            2 => self.moves.drop_one(input.byte()),
            3 => self.steps.drop_one(input.byte()),
            _ => {
                // NULL out-parameters are refused everywhere.
                let p = self.positions.pick(input.byte());
                // SAFETY: NULL out-parameters must be refused.
                let st = unsafe { arimaa_position_to_short(p, ptr::null_mut()) };
                status(st, "arimaa_position_to_short", true);
                // SAFETY: as above.
                let st = unsafe { arimaa_game_new(ptr::null_mut()) };
                status(st, "arimaa_game_new", true);
                // SAFETY: NULL is a no-op for every free function.
                unsafe {
                    arimaa_string_free(ptr::null_mut());
                    arimaa_game_free(ptr::null_mut());
                    arimaa_position_free(ptr::null_mut());
                }
            }
        }
    }
}

/// Reads one list item through `get`, checking the call.
fn list_item(get: impl FnOnce(*mut *mut c_char) -> arimaa_status, call: &str) -> String {
    let mut out: *mut c_char = sentinel();
    assert!(
        status(get(&mut out), call, false),
        "{} of a valid index",
        call
    );
    take_string(out, call)
}

/// The key of a live position.
fn hash(p: *mut arimaa_position) -> u64 {
    let mut h = 0u64;
    // SAFETY: `p` is live; valid out-parameter.
    let st = unsafe { arimaa_position_zobrist_key(p, &mut h) };
    assert!(status(st, "arimaa_position_zobrist_key", false));
    h
}

/// An outcome is either "going on" (-1, NUL) or a winner 0/1 (-1 for a draw, `n`) with an
/// archive letter.
fn check_outcome(o: &arimaa_outcome) {
    if o.over {
        let draw = o.termination as u8 == b'n';
        assert!(
            o.winner == 0 || o.winner == 1 || (draw && o.winner == -1),
            "winner {}",
            o.winner
        );
        assert!(
            (0..=2).contains(&o.immobilization),
            "immobilization {}",
            o.immobilization
        );
        assert!(
            b"gemtrifaspn".contains(&(o.termination as u8)),
            "termination {}",
            o.termination
        );
    } else {
        assert_eq!(
            (o.winner, o.termination),
            (-1, 0),
            "outcome of a game going on"
        );
    }
}

/// The short form of `p` parses back (in C and in Rust) to the key of `p`.
///
/// Known bug `free_setup_trap` (see `arimaa_tests::checks::KNOWN_BUGS`): a free setup can
/// leave a piece unguarded on a trap, a board no parser accepts; stepped over while listed.
fn check_short(p: *mut arimaa_position, short: &str) {
    let rust = match Position::from_short(short) {
        Ok(rust) => rust,
        Err(e) if e.expected == UNGUARDED && tolerated("free_setup_trap") => return,
        Err(e) => panic!("C short form {:?} does not parse in Rust: {}", short, e),
    };
    assert_eq!(
        rust.zobrist_key(),
        hash(p),
        "Rust key of {:?} != C key",
        short
    );
    let c = CString::new(short).expect("no NUL");
    let mut again: *mut arimaa_position = sentinel();
    // SAFETY: NUL-terminated text; valid out-parameter.
    let st = unsafe { arimaa_position_from_short(c.as_ptr(), &mut again) };
    assert!(
        status(st, "arimaa_position_from_short", false),
        "{:?}",
        short
    );
    assert_eq!(
        hash(again),
        hash(p),
        "short form {:?} parses to another key",
        short
    );
    // SAFETY: `again` is freed once.
    unsafe { arimaa_position_free(again) };
}

/// The diagram of `p` parses back to the key of `p`.
fn check_diagram(p: *mut arimaa_position, diagram: &str) {
    if let Err(e) = Position::from_diagram(diagram)
        && e.expected == UNGUARDED
        && tolerated("free_setup_trap")
    {
        return;
    }
    let c = CString::new(diagram).expect("no NUL");
    let mut again: *mut arimaa_position = sentinel();
    // SAFETY: NUL-terminated text; valid out-parameter.
    let st = unsafe { arimaa_position_from_diagram(c.as_ptr(), &mut again) };
    if !status(st, "arimaa_position_from_diagram", false) {
        panic!("diagram does not parse back: {}\n{}", last_error(), diagram);
    }
    assert_eq!(
        hash(again),
        hash(p),
        "diagram parses to another key:\n{}",
        diagram
    );
    // SAFETY: `again` is freed once.
    unsafe { arimaa_position_free(again) };
}

/// Every step of the list is notation and is accepted by `play_step` on a copy of `p`.
fn check_step_list(p: *mut arimaa_position, l: *mut arimaa_step_list) {
    let len = step_list_len(l);
    assert!(len <= 136, "{} legal steps", len);
    for i in 0..len {
        let text = list_item(
            |out| unsafe { arimaa_step_list_get(l, i, out) },
            "arimaa_step_list_get",
        );
        text.parse::<Step>()
            .unwrap_or_else(|e| panic!("listed step {:?} is not notation: {}", text, e));
        let mut copy: *mut arimaa_position = sentinel();
        // SAFETY: `p` is live; valid out-parameter.
        let st = unsafe { arimaa_position_clone(p, &mut copy) };
        assert!(status(st, "arimaa_position_clone", false));
        let c = CString::new(text.clone()).expect("no NUL");
        // SAFETY: `copy` is live; NUL-terminated text.
        let st = unsafe { arimaa_position_play_step(copy, c.as_ptr()) };
        let ok = status(st, "arimaa_position_play_step", false);
        // SAFETY: `copy` is freed once.
        unsafe { arimaa_position_free(copy) };
        assert!(ok, "listed step {:?} is refused: {}", text, last_error());
    }
}
