//! The fast unique-move generator: the walk of the reference generator in
//! [`movegen`](super) (the same steps in the same order, the same tables), on a lean copy
//! of the board and with the steps below left out whose boards the walk finds anyway, so
//! the same moves, listed in the same order with the same canonical step sequences.
//!
//! What makes it fast:
//! - the board is a plain set of bitboards (12 pieces, 2 colours), four bit planes and
//!   the Zobrist key; a step is played on it and taken back with a few XORs (no square
//!   table, no undo record, no step list: steps are visited as they are generated), and
//!   the last step of a move only computes the key of the board it leads to;
//! - boards are compared exactly by the bit planes (4 words, half a bitboard set), so
//!   the tables of 300,000-move positions stay small;
//! - a table slot is one word (hash tag and entry number), so a probe touches the entry
//!   only when the tags are equal;
//! - a plain step next to no weaker enemy leaves the same state as no pending step (no
//!   pull can follow), so the transpositions of independent steps meet in the
//!   partial-move table and are expanded once;
//! - two plain steps that commute (apart from each other, sharing no trap zone where a
//!   capture can happen (a trap with a piece on it or stepped onto, and its neighbours:
//!   then both orders capture the same pieces), the second one free to move before the
//!   first and the first after the second, and leaving no pull possible or ending the
//!   move) are walked in one order only: the second step is skipped when it comes first
//!   in generation order, since the walk met both in that order already, at the same
//!   depth, with at most a pull pending, so with every step available here (skipping
//!   saves the probes: over half the steps, two thirds on the largest positions);
//! - a step that takes the previous one back (nothing captured) leads to a board the
//!   walk has met already (unless the walk began there, after steps taken earlier): it
//!   is skipped as the last step (that board was found by fewer steps), and when
//!   counting, earlier too if no pull can follow (everything below it is found from
//!   that board too);
//! - the last step has its own instance of the walk (a const parameter): no recursion,
//!   no partial-move table, no push starts, so it compiles to a short loop; when
//!   counting, its plain steps go by direction for all kinds at once (the order of the
//!   boards does not matter there);
//! - freezing is looked at only when some piece stands next to an enemy and no friend;
//! - the tables are kept from call to call ([`Tables`], in a
//!   [`MoveGenerator`](super::MoveGenerator)): no allocation once warmed up; a table
//!   larger than its initial size is read in order before the walk, so its lines come in
//!   as a stream rather than one random miss at a time;
//! - counting stores no step sequences; the first level of partial moves is not stored
//!   (its boards all differ).

use alloc::vec::Vec;

use crate::analysis::Unsettled;
use crate::position::{NEIGHBORS, Pending};
use crate::{Bitboard, Direction, Move, Piece, Position, Square, Step, zobrist};

const TRAPS: u64 = Bitboard::TRAPS.0;
const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

#[inline(always)]
fn nb(b: u64) -> u64 {
    (b << 8) | (b >> 8) | ((b & !FILE_H) << 1) | ((b & !FILE_A) >> 1)
}

/// The squares of `b` shifted one step in direction `d` (0 n, 1 e, 2 s, 3 w).
#[inline(always)]
fn shift(b: u64, d: usize) -> u64 {
    match d {
        0 => b << 8,
        1 => (b & !FILE_H) << 1,
        2 => b >> 8,
        _ => (b & !FILE_A) >> 1,
    }
}

/// Bit `d` set for each direction `d` whose target set is not empty.
#[inline(always)]
fn nonempty(targets: &[u64; 4]) -> u32 {
    (targets[0] != 0) as u32
        | ((targets[1] != 0) as u32) << 1
        | ((targets[2] != 0) as u32) << 2
        | ((targets[3] != 0) as u32) << 3
}

/// The square offset of direction `d` (0 n, 1 e, 2 s, 3 w).
const OFFSET: [i8; 4] = [8, 1, -8, -1];

/// The direction from `from` to the adjacent square `to`.
#[inline(always)]
fn dir_to(from: u8, to: u8) -> usize {
    match to as i8 - from as i8 {
        8 => 0,
        1 => 1,
        -8 => 2,
        _ => 3,
    }
}

/// The board as four bit planes: bits 0–2 of (kind index + 1) for each square, then the
/// gold pieces. Exact (it is the whole board) and only four words to store and compare.
type Planes = [u64; 4];

/// `PLANE[p][i]`: all ones if piece index `p` sets plane `i`, else zero.
const PLANE: [[u64; 4]; 12] = {
    let mut t = [[0; 4]; 12];
    let mut p = 0;
    while p < 12 {
        let code = p % 6 + 1;
        let mut i = 0;
        while i < 3 {
            if code >> i & 1 == 1 {
                t[p][i] = !0;
            }
            i += 1;
        }
        if p < 6 {
            t[p][3] = !0;
        }
        p += 1;
    }
    t
};

/// Puts or removes piece index `p` on the squares `bits`.
#[inline(always)]
fn toggle(n: &mut Planes, bits: u64, p: usize) {
    let m = &PLANE[p];
    n[0] ^= bits & m[0];
    n[1] ^= bits & m[1];
    n[2] ^= bits & m[2];
    n[3] ^= bits & m[3];
}

/// The piece index on the occupied square `sq`.
#[inline(always)]
fn piece_on(n: &Planes, sq: u8) -> usize {
    let code = (n[0] >> sq & 1) | (n[1] >> sq & 1) << 1 | (n[2] >> sq & 1) << 2;
    let silver = (!n[3] >> sq & 1) * 6;
    (silver + code - 1) as usize
}

/// The kind index of the piece on the occupied square `sq`.
#[inline(always)]
fn kind_on(n: &Planes, sq: u8) -> usize {
    ((n[0] >> sq & 1) | (n[1] >> sq & 1) << 1 | (n[2] >> sq & 1) << 2) as usize - 1
}

/// What the next step must or may do (the generator's copy of [`Pending`]): 0 nothing,
/// else `tag << 16 | vacated << 8 | piece kind` with tag 1 push, 2 pull.
type Pend = u32;
const PUSH: u32 = 1;
const PULL: u32 = 2;

#[inline(always)]
fn pend(tag: u32, vacated: u8, kind: usize) -> Pend {
    tag << 16 | (vacated as u32) << 8 | kind as u32
}

#[derive(Clone, Copy)]
struct Node {
    /// The pieces by colour (gold, silver) and kind (rabbit to elephant).
    bb: [[u64; 6]; 2],
    col: [u64; 2],
    planes: Planes,
    hash: u64,
}

impl Node {
    fn of(pieces: &[Bitboard; 12], hash: u64) -> Node {
        let mut n = Node {
            bb: [[0; 6]; 2],
            col: [0; 2],
            planes: [0; 4],
            hash,
        };
        for (p, b) in pieces.iter().enumerate() {
            n.bb[p / 6][p % 6] = b.0;
            n.col[p / 6] |= b.0;
            toggle(&mut n.planes, b.0, p);
        }
        n
    }

    /// Moves or moves back a piece of `color` and `kind` between the two squares of
    /// `bits`, and removes or puts back the piece of kind `captured_kind` on `captured`
    /// (0: none); the planes and the key are set by the caller.
    #[inline(always)]
    fn toggle(
        &mut self,
        color: usize,
        kind: usize,
        bits: u64,
        captured_kind: usize,
        captured: u64,
    ) {
        self.bb[color][kind] ^= bits;
        self.bb[color][captured_kind] ^= captured;
        self.col[color] ^= bits ^ captured;
    }
}

/// The hash of a partial move's state (its board's key and what is pending) in the
/// partial-move table (states are compared exactly there: a weaker hash is only slower).
#[inline(always)]
fn partial_hash(hash: u64, pd: Pend) -> u64 {
    hash ^ (pd as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// `prev` (see [`Prev`]) for the step of piece `p` (0..12) from `from` to `to` played on
/// `node` (before the step), which captured the pieces of `captured` (0: none): the
/// plain step of group `group`, or [`NO_PREV`] when `group` is 0 (not a plain step).
#[inline(always)]
fn plain_prev(node: &Node, p: usize, from: u8, to: u8, group: u32, captured: u64) -> Prev {
    if group == 0 {
        return NO_PREV;
    }
    let stronger = kinds_above(&node.bb[1 - p / 6], p % 6);
    let threatened = if NEIGHBORS[from as usize].0 & stronger != 0 {
        THREATENED
    } else {
        0
    };
    let captured = if captured != 0 { CAPTURED } else { 0 };
    pack_prev(group, from, to) | captured | threatened
}

/// An insertion-ordered open-addressing set, kept from call to call (no allocation once
/// warmed up, no clearing: every call and every growth starts a new generation).
///
/// A slot is `generation << 56 | tag << 24 | entry`: the tag is the high half of the hash
/// and also picks the first slot, so a probe reads one slot word and touches the entry
/// only when the tags are equal, and the table can grow without the entries. A slot of an
/// older generation is empty. Each call starts from a table at the front of the kept
/// buffer, the smallest power of two that held the last call's entries at under half
/// load but at least `initial` slots, that grows ×4 at half load: alike consecutive
/// positions rarely grow it, and small positions after a large one work in a small,
/// cached table again.
pub(super) struct Table<K, V> {
    slots: Vec<u64>,
    /// The slots in use: `slots[..=mask]`.
    mask: usize,
    /// The current generation, 1..=255 (0 is never current: zeroed slots are empty).
    generation: u64,
    initial: usize,
    keys: Vec<K>,
    values: Vec<V>,
    /// The live slots during a growth (kept to avoid allocating).
    scratch: Vec<u64>,
}

/// Entry numbers take 24 bits: 16.7 million entries, far above the unique moves or
/// partial moves of any position (the largest known counts are under half a million).
const ENTRY_BITS: u32 = 24;
const ENTRY_MASK: u64 = (1 << ENTRY_BITS) - 1;

impl<K: Copy + Eq, V> Table<K, V> {
    /// An empty table starting each call with `n` slots (a power of two).
    pub(super) fn new(n: usize) -> Table<K, V> {
        Table {
            slots: alloc::vec![0; n],
            mask: n - 1,
            generation: 1,
            initial: n,
            keys: Vec::with_capacity(n / 2),
            values: Vec::with_capacity(n / 2),
            scratch: Vec::new(),
        }
    }

    /// Starts a new generation: every slot becomes empty (all of them are zeroed only
    /// when the 8-bit generation wraps).
    fn next_generation(&mut self) {
        if self.generation == 255 {
            self.slots.iter_mut().for_each(|s| *s = 0);
            self.generation = 1;
        } else {
            self.generation += 1;
        }
    }

    /// Empties the table for a new walk, back to its initial size.
    pub(super) fn reset(&mut self) {
        // Start with the fewest slots that held the last call's entries under half load
        // (consecutive positions are often alike: no growth, and the table is no larger
        // than they need), but not below the initial size. The slots are there: the last
        // call had more than twice its entries.
        let last = self.keys.len();
        self.keys.clear();
        self.values.clear();
        self.mask = (2 * last + 1).next_power_of_two().max(self.initial) - 1;
        self.next_generation();
        if self.mask >= self.initial {
            self.bring_into_cache();
        }
    }

    /// Reads one slot of every cache line in use, in order, before a walk on a table
    /// larger than its initial size (its lines were likely evicted since the last call).
    /// The walk reads its slots at random, each a cache miss on a cold table; an ordered
    /// pass streams them in. Measured on the 1000 random positions of the benchmark
    /// (`bench/`): with the caches flushed before each, 45–51 ns per unique move without
    /// it and 41–44 with it; in the side-by-side run, 52.5 and 40.8. Only a speed-up: the
    /// tables are the same.
    fn bring_into_cache(&self) {
        // 8 slots of 8 bytes per 64-byte line.
        for slot in self.slots[..=self.mask].iter().step_by(8) {
            core::hint::black_box(*slot);
        }
    }

    /// Four times the slots (fewer, larger rehashes: big positions grow fast).
    #[cold]
    fn grow(&mut self) {
        let old = self.generation;
        self.scratch.clear();
        self.scratch.extend(
            self.slots[..=self.mask]
                .iter()
                .copied()
                .filter(|s| s >> 56 == old),
        );
        let n = (self.mask + 1) * 4;
        if self.slots.len() < n {
            self.slots.resize(n, 0);
        }
        self.next_generation();
        self.mask = n - 1;
        let fresh = self.generation << 56;
        for &s in &self.scratch {
            let mut j = (s >> ENTRY_BITS) as u32 as usize & self.mask;
            while self.slots[j] >> 56 == self.generation {
                j = (j + 1) & self.mask;
            }
            self.slots[j] = fresh | (s & !(0xff << 56));
        }
    }

    /// Finds the entry of `key` or inserts it with `make()`; returns (entry, inserted).
    #[inline(always)]
    fn find_or_insert(&mut self, hash: u64, key: K, make: impl FnOnce() -> V) -> (usize, bool) {
        let tag = hash >> 32;
        loop {
            let want = self.generation << 32 | tag;
            let mask = self.mask;
            let mut j = tag as usize & mask;
            loop {
                let s = self.slots[j];
                let high = s >> ENTRY_BITS;
                if high == want {
                    let i = (s & ENTRY_MASK) as usize;
                    if self.keys[i] == key {
                        return (i, false);
                    }
                } else if high >> 32 != self.generation {
                    break;
                }
                j = (j + 1) & mask;
            }
            let n = self.keys.len();
            if n * 2 < mask + 1 {
                debug_assert!(n < 1 << ENTRY_BITS);
                self.slots[j] = want << ENTRY_BITS | n as u64;
                self.keys.push(key);
                // (Counting records nothing: no list of zero-sized values to keep.)
                if core::mem::size_of::<V>() != 0 {
                    self.values.push(make());
                }
                return (n, true);
            }
            self.grow();
        }
    }
}

/// What the walk records for each finished board: nothing when counting, the shortest
/// first-found step sequence when listing.
trait Record: Sized {
    /// Whether the step sequences are needed.
    const LISTS: bool;
    /// The record of a board first found by `seq[..len]`, with Zobrist key `hash`.
    fn make(seq: &[u16; 4], len: usize, hash: u64) -> Self;
    /// Replaces the stored sequence by `seq` if `seq` is shorter.
    fn shorten(&mut self, seq: &[u16; 4], len: usize);
}

impl Record for () {
    const LISTS: bool = false;
    #[inline(always)]
    fn make(_: &[u16; 4], _: usize, _: u64) {}
    #[inline(always)]
    fn shorten(&mut self, _: &[u16; 4], _: usize) {}
}

/// A step packed as `piece index << 8 | from << 2 | direction`.
#[inline(always)]
fn pack(p: usize, from: u8, d: usize) -> u16 {
    (p as u16) << 8 | (from as u16) << 2 | d as u16
}

/// A listed move: the canonical steps and the Zobrist key of the board they lead to.
pub(super) struct Listed {
    pub(super) mv: Move,
    pub(super) hash: u64,
}

fn unpack(seq: &[u16; 4], len: usize) -> Move {
    let mut mv = Move::new();
    for &s in &seq[..len] {
        let piece = Piece::from_index((s >> 8) as usize).expect("piece index");
        let from = Square::new(((s >> 2) & 63) as u8).expect("square");
        let step = Step::new(piece, from, Direction::ALL[(s & 3) as usize]).expect("on board");
        let _ = mv.push(step);
    }
    mv
}

impl Record for Listed {
    const LISTS: bool = true;
    fn make(seq: &[u16; 4], len: usize, hash: u64) -> Listed {
        Listed {
            mv: unpack(seq, len),
            hash,
        }
    }

    fn shorten(&mut self, seq: &[u16; 4], len: usize) {
        if self.mv.len() > len {
            self.mv = unpack(seq, len);
        }
    }
}

/// The step just played, when a later step may commute with it: a plain step of the side
/// to move. Packed in one word: `captured << 31 | threatened << 30 | group << 16 |
/// from << 8 | to`, where `group` is `1 + kind * 4 + direction` (plain steps are
/// generated by group, then by target square), `captured` tells that the step captured a
/// piece and `threatened` that a stronger enemy stands next to its origin (the piece
/// needed a friend there to move); 0 when there is no such step.
type Prev = u32;
const NO_PREV: Prev = 0;
const CAPTURED: Prev = 1 << 31;
const THREATENED: Prev = 1 << 30;

/// The direction (0..4) of the plain steps of `group` (see [`Prev`]), 4 for group 0 (none).
#[inline(always)]
fn direction_of(group: u32) -> usize {
    if group != 0 {
        (group - 1) as usize % 4
    } else {
        4
    }
}

/// The group of `prev` (see [`Prev`]; 0: no plain step).
#[inline(always)]
fn group_of(prev: Prev) -> u32 {
    prev >> 16 & 0x3f
}

/// The origin square (0..64) of the plain step `prev` (see [`Prev`]).
#[inline(always)]
fn origin_of(prev: Prev) -> u32 {
    prev >> 8 & 63
}

/// The target square (0..64) of the plain step `prev` (see [`Prev`]).
#[inline(always)]
fn target_of(prev: Prev) -> u32 {
    prev & 63
}

/// The squares below the target of `prev` (see [`Prev`]): where the steps of its group
/// that come before it in generation order end.
#[inline(always)]
fn squares_below_target(prev: Prev) -> u64 {
    square_bit(target_of(prev)) - 1
}

/// `prev` packed (see [`Prev`]), without its flags.
#[inline(always)]
fn pack_prev(group: u32, from: u8, to: u8) -> Prev {
    group << 16 | (from as u32) << 8 | to as u32
}

/// By direction, the targets of the plain steps that commute with `prev` (a plain step,
/// see [`Prev`]) played from the board it led to (`own`: the pieces of the side to move
/// there; `frozen_before`: those frozen before `prev`).
#[inline(always)]
fn commuting(prev: Prev, own: u64, frozen_before: u64) -> [u64; 4] {
    let prev_from = origin_of(prev);
    let prev_to = target_of(prev);
    // The traps next to or on its origin or target (each is next to the other); those
    // with a piece of the side to move on them (its target included, unless `prev`
    // captured) or `prev`'s origin (the piece may have left one, whose guards mattered
    // before) are live: a capture there depends on every square of the trap's zone (the
    // trap and its neighbours). On the others nothing stands, so nothing can be captured
    // there unless the later step steps onto them.
    let touched = TRAPS & (NEIGHBORS[prev_from as usize].0 | NEIGHBORS[prev_to as usize].0);
    let live = if prev & CAPTURED != 0 {
        touched
    } else {
        touched & (own | 1 << prev_from)
    };
    let zone = nb(live) | live;
    // A later step may depend on it if it starts next to its origin when a stronger enemy
    // stands there too (played first, it may have been the friend `prev` needed), or on
    // its target, or next to its target unless the piece there was already free to move
    // (the arriving friend may have freed it), or ends on its origin, or touches the same
    // trap zone.
    let held = if prev & THREATENED != 0 {
        NEIGHBORS[prev_from as usize].0
    } else {
        0
    };
    // (Its origin is empty and its target taken, or a trap if the piece was captured
    // there: no later step starts on the one or ends on the other anyway.)
    let free_from = !(held | 1 << prev_to | NEIGHBORS[prev_to as usize].0 & frozen_before) & !zone;
    let free_to = !(zone | touched | 1 << prev_from);
    [
        shift(free_from, 0) & free_to,
        shift(free_from, 1) & free_to,
        shift(free_from, 2) & free_to,
        shift(free_from, 3) & free_to,
    ]
}

/// The bit of square `sq` (0..64).
#[inline(always)]
fn square_bit(sq: u32) -> u64 {
    1 << sq
}

/// By kind, the enemy pieces (`enemy`, by kind) standing next to a stronger unfrozen
/// piece of the side to move (`own`, by kind; `movers`: its unfrozen pieces): those it
/// may push.
#[inline(always)]
fn pushable(own: &[u64; 6], enemy: &[u64; 6], movers: u64) -> [u64; 6] {
    core::array::from_fn(|k| enemy[k] & nb(movers_above(own, k, movers)))
}

/// The pieces of the kinds above `kind` (0 rabbit .. 5 elephant) in `kinds` (by kind).
#[inline(always)]
fn kinds_above(kinds: &[u64; 6], kind: usize) -> u64 {
    kinds[kind + 1..].iter().fold(0, |b, k| b | k)
}

/// The pieces of the kinds below `kind` in `kinds` (by kind).
#[inline(always)]
fn kinds_below(kinds: &[u64; 6], kind: usize) -> u64 {
    kinds[..kind].iter().fold(0, |b, k| b | k)
}

/// The unfrozen pieces (`movers`) of the kinds above `kind` in `own` (by kind): those
/// that may push a piece of that kind, or finish its push.
#[inline(always)]
fn movers_above(own: &[u64; 6], kind: usize, movers: u64) -> u64 {
    kinds_above(own, kind) & movers
}

/// The group (see [`Prev`]) of the plain step that takes `prev` back (the same piece back
/// to its origin), or 0 when there is none to skip: no plain `prev`, `prev` captured a
/// piece, or the board before `prev` is where the walk began after steps taken earlier
/// (`base` steps taken before the walk, `taken` now): a move of its own, not recorded yet.
#[inline(always)]
fn undo_group(prev: Prev, base: usize, taken: usize) -> u32 {
    let group = group_of(prev);
    if group != 0 && prev & CAPTURED == 0 && (base == 0 || taken > base + 1) {
        ((group - 1) ^ 2) + 1
    } else {
        0
    }
}

/// Whether the step taking `prev` back (see [`undo_group`]) is skipped: always as the
/// `last` step; earlier only when counting (not `lists`) and no pull can follow it
/// (`pull_from`: the origins after which one can; the step starts on `prev`'s target).
#[inline(always)]
fn skip_undo(last: bool, lists: bool, pull_from: u64, prev: Prev) -> bool {
    last || !lists && pull_from & square_bit(target_of(prev)) == 0
}

/// The kind of a plain step from `from`: [`PLAIN`] when a pull may follow it (`from` is in
/// `pull_from`, next to a weaker enemy), else [`PLAIN_NO_PULL`] (the same state as with
/// nothing pending, so transpositions meet in the partial-move table).
#[inline(always)]
fn plain_kind(pull_from: u64, from: u8) -> u8 {
    if pull_from & square_bit(from as u32) != 0 {
        PLAIN
    } else {
        PLAIN_NO_PULL
    }
}

/// Of `commuting` (targets of plain steps of group `group` that commute with `prev`, see
/// [`Prev`]), those to skip: the steps that come before `prev` in generation order (an
/// earlier group, or its group onto a lower square), unless a pull may follow them
/// (`pull_targets`: targets of steps from a square next to a weaker enemy).
#[inline(always)]
fn skipped(commuting: u64, group: u32, prev: Prev, pull_targets: u64) -> u64 {
    let prev_group = group_of(prev);
    if group > prev_group {
        return 0;
    }
    let mut skip = commuting & !pull_targets;
    if group == prev_group {
        skip &= squares_below_target(prev);
    }
    skip
}

/// By direction, the targets of the plain steps of the side to move (`own`: its pieces by
/// kind) that come before `prev` (a plain step, see [`Prev`]) in generation order: the
/// steps of an earlier kind, of its kind in an earlier direction, and of its kind and
/// direction onto a lower square.
#[inline(always)]
fn targets_before(own: &[u64; 6], prev: Prev) -> [u64; 4] {
    let group = group_of(prev);
    let kind = ((group - 1) / 4) as usize;
    let dir = direction_of(group);
    let before = kinds_below(own, kind);
    let mut out = [0; 4];
    for (d, earlier) in out.iter_mut().enumerate() {
        *earlier = shift(before, d);
        if d < dir {
            *earlier |= shift(own[kind], d);
        } else if d == dir {
            *earlier |= shift(own[kind], d) & squares_below_target(prev);
        }
    }
    out
}

struct Walk<'t, V> {
    side: usize,
    start: Planes,
    start_hash: u64,
    /// Steps taken before the walk began (the sequences hold only the later ones).
    base: usize,
    finished: &'t mut Table<Planes, V>,
    partial: &'t mut [Table<(Planes, Pend), ()>; 2],
    seq: [u16; 4],
    /// The board being walked (steps are played on it and taken back).
    node: Node,
}

const PLAIN: u8 = 0;
const PUSH_START: u8 = 1;
const PUSH_FINISH: u8 = 2;
const PULL_STEP: u8 = 3;
/// A plain step after which no pull is possible (no weaker enemy next to its origin).
const PLAIN_NO_PULL: u8 = 4;

impl<V: Record> Walk<'_, V> {
    /// Visits every legal step of `self.node` (`taken` steps played, `pd` pending) in the
    /// order of [`Position::legal_steps`], except plain steps that commute with `prev`
    /// and come before it in that order: the walk met the same steps in the other order
    /// first, so the state they lead to was already reached at the same depth (the
    /// tables would drop it; skipping saves the probe).
    fn expand<const LAST: bool>(&mut self, pd: Pend, taken: usize, prev: Prev, frozen_before: u64) {
        let taken = if LAST { 3 } else { taken };
        let s = self.side;
        let o = 1 - s;
        let own = self.node.col[s];
        let empty = !own & !self.node.col[o];
        // Only a piece next to an enemy and to no friend can be frozen (often none).
        let lonely = own & !nb(own) & nb(self.node.col[o]);
        let mut frozen = 0;
        if lonely != 0 {
            let mut stronger_enemies = 0;
            for k in (0..6).rev() {
                frozen |= self.node.bb[s][k] & lonely & nb(stronger_enemies);
                stronger_enemies |= self.node.bb[o][k];
            }
        }
        let movers = own & !frozen;
        let tag = pd >> 16;
        let vac = (pd >> 8) as u8;
        let pk = (pd & 0xff) as usize;
        if tag == PUSH {
            let mut cands = NEIGHBORS[vac as usize].0 & movers_above(&self.node.bb[s], pk, movers);
            while cands != 0 {
                let from = cands.trailing_zeros() as u8;
                cands &= cands - 1;
                let p = piece_on(&self.node.planes, from);
                self.child::<LAST>(p, from, vac, PUSH_FINISH, 0, taken, 0);
            }
            return;
        }
        let mut pull_victims = 0;
        if tag == PULL {
            pull_victims = NEIGHBORS[vac as usize].0 & kinds_below(&self.node.bb[o], pk);
            let mut v = pull_victims;
            while v != 0 {
                let from = v.trailing_zeros() as u8;
                v &= v - 1;
                let p = piece_on(&self.node.planes, from);
                self.child::<LAST>(p, from, vac, PULL_STEP, 0, taken, 0);
            }
        }
        self.push_starts::<LAST>(movers, empty, pull_victims, vac, taken);
        let back = if s == 0 { 2 } else { 0 };
        // Steps that commute with `prev` (origin and target clear of it, origin next to
        // no trap, see [`Prev`]) and leave nothing pending (no pull can follow, or the
        // move ends): those that come before `prev` in generation order are skipped. The
        // other order was walked already, to the same board at the same depth, with
        // nothing or a pull pending: its steps include all of this state's, so every
        // board below here was found there first, by as many steps.
        let prev_group = group_of(prev);
        let prev_from = origin_of(prev);
        // By direction, the targets of steps that commute with `prev`.
        let free = if prev_group != 0 {
            commuting(prev, own, frozen_before)
        } else {
            [0; 4]
        };
        // The step that takes `prev` back (the same piece back to its origin, `prev` having
        // captured nothing) leads to the board before `prev`, found already by fewer
        // steps. After the last step that is all: skipped. Earlier, when counting and if
        // no pull can follow, everything below it is found from that board too (it had
        // every step of this state and more left): skipped as well. (A listing keeps
        // walking it: the boards below it may be met there first, which sets their
        // order.)
        // (Unless the board before `prev` is where the walk began after steps taken
        // earlier: that board is a move of its own, not recorded yet.)
        let undo_group = undo_group(prev, self.base, taken);
        if LAST && !V::LISTS {
            // Counting, last step: the order of the boards does not matter, so the plain
            // steps go by direction for all kinds at once (same steps, same skips).
            let earlier = if prev_group != 0 {
                targets_before(&self.node.bb[s], prev)
            } else {
                [0; 4]
            };
            let undo_dir = direction_of(undo_group);
            for d in 0..4 {
                let mut m = movers;
                if d == back {
                    m &= !self.node.bb[s][0];
                }
                let mut targets = shift(m, d) & empty;
                targets &= !(earlier[d] & free[d]);
                if d == undo_dir {
                    targets &= !square_bit(prev_from);
                }
                while targets != 0 {
                    let to = targets.trailing_zeros() as u8;
                    targets &= targets - 1;
                    let from = (to as i8 - OFFSET[d]) as u8;
                    let p = s * 6 + kind_on(&self.node.planes, from);
                    self.child::<LAST>(p, from, to, PLAIN_NO_PULL, 0, taken, 0);
                }
            }
            return;
        }
        let mut weaker_enemies = 0;
        for k in 0..6 {
            let pullable = weaker_enemies;
            weaker_enemies |= self.node.bb[o][k];
            let m = self.node.bb[s][k] & !frozen;
            if m == 0 {
                continue;
            }
            // Origins after which a pull may follow (a weaker enemy next to them).
            let pull_from = if LAST { 0 } else { nb(pullable) };
            // The targets by direction, found before the loop (fixed shifts, and the
            // directions without targets cost one test).
            let mut all_targets = [
                shift(m, 0) & empty,
                shift(m, 1) & empty,
                shift(m, 2) & empty,
                shift(m, 3) & empty,
            ];
            if k == 0 {
                all_targets[back] = 0;
            }
            let mut dirs = nonempty(&all_targets);
            while dirs != 0 {
                let d = dirs.trailing_zeros() as usize;
                dirs &= dirs - 1;
                let mut targets = all_targets[d];
                let offset = OFFSET[d];
                let group = 1 + (k * 4 + d) as u32;
                targets &= !skipped(targets & free[d], group, prev, shift(pull_from, d));
                if group == undo_group && skip_undo(LAST, V::LISTS, pull_from, prev) {
                    targets &= !square_bit(prev_from);
                }
                while targets != 0 {
                    let to = targets.trailing_zeros() as u8;
                    targets &= targets - 1;
                    let from = (to as i8 - offset) as u8;
                    // A pull may follow only if a weaker enemy stands next to `from`;
                    // if none does, the state is the same as with nothing pending.
                    // (After the last step nothing follows: no need to look.)
                    let kind = plain_kind(pull_from, from);
                    self.child::<LAST>(s * 6 + k, from, to, kind, group, taken, frozen);
                }
            }
        }
    }

    /// Visits the first steps of pushes (an enemy piece moved off a square next to a
    /// stronger unfrozen piece of the side to move, `movers`, onto an `empty` square),
    /// strongest victim first, except a pull victim (`pull_victims`) moved into the
    /// square the puller left (`vac`): that is the pull. None on the last step (the push
    /// could not be finished).
    #[inline(always)]
    fn push_starts<const LAST: bool>(
        &mut self,
        movers: u64,
        empty: u64,
        pull_victims: u64,
        vac: u8,
        taken: usize,
    ) {
        if LAST {
            return;
        }
        let (s, o) = (self.side, 1 - self.side);
        let by_kind = pushable(&self.node.bb[s], &self.node.bb[o], movers);
        for k in (0..6).rev() {
            let mut victims = by_kind[k];
            while victims != 0 {
                let from = victims.trailing_zeros() as u8;
                victims &= victims - 1;
                let bit = 1u64 << from;
                for d in 0..4 {
                    let to_bb = shift(bit, d) & empty;
                    if to_bb == 0 {
                        continue;
                    }
                    let to = to_bb.trailing_zeros() as u8;
                    if pull_victims & bit != 0 && to == vac {
                        continue;
                    }
                    self.child::<LAST>(o * 6 + k, from, to, PUSH_START, 0, taken, 0);
                }
            }
        }
    }

    /// Plays one step (`group`: its group if it is a plain step, see [`Prev`]): records the
    /// board if the move may end there, and walks on from it (playing the step on
    /// `self.node`, then taking it back) if it is a partial move not seen before. The
    /// last step only computes the key of the board it leads to.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn child<const LAST: bool>(
        &mut self,
        p: usize,
        from: u8,
        to: u8,
        kind: u8,
        group: u32,
        taken: usize,
        frozen: u64,
    ) {
        let color = p / 6;
        let bits = (1u64 << from) | (1u64 << to);
        let mut key = self.node.planes;
        toggle(&mut key, bits, p);
        let keys = &zobrist::PIECE_SQUARE[p];
        let mut hash = self.node.hash ^ keys[from as usize] ^ keys[to as usize];
        // Only a trap next to the square the piece left can lose its guard.
        let near = TRAPS & NEIGHBORS[from as usize].0;
        let mut cap = 0;
        let mut q = 0;
        if near != 0 {
            let own = self.node.col[color] ^ bits;
            cap = near & own & !nb(own);
            if cap != 0 {
                let sq = cap.trailing_zeros() as u8;
                q = piece_on(&key, sq);
                toggle(&mut key, cap, q);
                hash ^= zobrist::PIECE_SQUARE[q][sq as usize];
            }
        }
        let pd = match kind {
            PLAIN => pend(PULL, from, p % 6),
            PUSH_START => pend(PUSH, from, p % 6),
            _ => 0,
        };
        let len = taken + 1;
        let rel = len - self.base;
        if V::LISTS {
            self.seq[rel - 1] = pack(p, from, dir_to(from, to));
        }
        // Equal boards have equal hashes: the exact comparison runs only on a hash match.
        if pd >> 16 != PUSH && (hash != self.start_hash || key != self.start) {
            let seq = &self.seq;
            let (i, inserted) = self
                .finished
                .find_or_insert(hash, key, || V::make(seq, rel, hash));
            // (Counting records nothing: no entry to look at.)
            if V::LISTS && !inserted {
                self.finished.values[i].shorten(&self.seq, rel);
            }
        }
        // (The last step is the fourth: nothing follows it.)
        if !LAST {
            // The first level's boards all differ: no table needed there.
            if rel > 1 {
                let h = partial_hash(hash, pd);
                let (_, inserted) = self.partial[len - 2].find_or_insert(h, (key, pd), || ());
                if !inserted {
                    return;
                }
            }
            let prev = plain_prev(&self.node, p, from, to, group, cap);
            let saved = (self.node.planes, self.node.hash);
            self.node.planes = key;
            self.node.hash = hash;
            self.node.toggle(color, p % 6, bits, q % 6, cap);
            if len == 3 {
                self.expand::<true>(pd, len, prev, frozen);
            } else {
                self.expand::<false>(pd, len, prev, frozen);
            }
            self.node.toggle(color, p % 6, bits, q % 6, cap);
            (self.node.planes, self.node.hash) = saved;
        }
    }
}

/// The generator's tables, kept from call to call (see [`Table`]).
pub(super) struct Tables {
    counted: Table<Planes, ()>,
    listed: Table<Planes, Listed>,
    partial: [Table<(Planes, Pend), ()>; 2],
}

impl Tables {
    /// Tables presized for a few thousand moves (under 1 MB; large positions grow them
    /// once, and the grown buffers are kept).
    pub(super) fn new() -> Tables {
        Tables {
            counted: Table::new(1 << 13),
            listed: Table::new(1 << 13),
            partial: [Table::new(1 << 11), Table::new(1 << 13)],
        }
    }
}

/// Runs the fast walk from `pos` into `finished`; false for an analysis position whose
/// first step still has to capture resting pieces (the reference generator handles
/// those).
fn walk<V: Record>(
    pos: &Position,
    finished: &mut Table<Planes, V>,
    partial: &mut [Table<(Planes, Pend), ()>; 2],
) -> bool {
    if matches!(pos.unsettled, Unsettled::Pending) {
        return false;
    }
    finished.reset();
    for t in partial.iter_mut() {
        t.reset();
    }
    let taken = pos.steps_taken();
    let start_board = Node::of(pos.start_pieces(), 0);
    let start_hash = pos
        .start_pieces()
        .iter()
        .enumerate()
        .flat_map(|(p, b)| b.map(move |sq| zobrist::PIECE_SQUARE[p][sq.index()]))
        .fold(0, |h, k| h ^ k);
    let node = Node::of(pos.board().raw_pieces(), pos.board().zobrist_key());
    let mut w = Walk::<V> {
        side: pos.side_to_move().index(),
        start: start_board.planes,
        start_hash,
        base: taken,
        finished,
        partial,
        seq: [0; 4],
        node,
    };
    let pd = match pos.pending() {
        Pending::None => 0,
        Pending::Push { vacated, pushed } => pend(PUSH, vacated.index() as u8, pushed.kind.index()),
        Pending::Pull { vacated, puller } => pend(PULL, vacated.index() as u8, puller.kind.index()),
    };
    if taken < 4 {
        if taken == 3 {
            w.expand::<true>(pd, taken, NO_PREV, 0);
        } else {
            w.expand::<false>(pd, taken, NO_PREV, 0);
        }
    }
    true
}

/// The number of unique moves by the fast walk (`None`: see [`walk`]).
pub(super) fn count(t: &mut Tables, pos: &Position) -> Option<usize> {
    walk(pos, &mut t.counted, &mut t.partial).then_some(t.counted.keys.len())
}

/// The unique moves with the Zobrist key of each resulting board, in generation order,
/// appended to `out` (`false`: see [`walk`]).
pub(super) fn moves<T>(
    t: &mut Tables,
    pos: &Position,
    out: &mut Vec<T>,
    each: impl FnMut(Listed) -> T,
) -> bool {
    if !walk(pos, &mut t.listed, &mut t.partial) {
        return false;
    }
    out.extend(t.listed.values.drain(..).map(each));
    true
}
