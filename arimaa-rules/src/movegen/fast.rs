//! The fast unique-move generator: the same walk as the reference generator in
//! [`movegen`](super) (the same steps in the same order, the same tables, so the same
//! moves with the same canonical step sequences), on a lean copy of the board.
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
    bb: [u64; 12],
    col: [u64; 2],
    planes: Planes,
    hash: u64,
}

impl Node {
    fn of(pieces: &[Bitboard; 12], hash: u64) -> Node {
        let mut n = Node {
            bb: [0; 12],
            col: [0; 2],
            planes: [0; 4],
            hash,
        };
        for (p, b) in pieces.iter().enumerate() {
            n.bb[p] = b.0;
            n.col[p / 6] |= b.0;
            toggle(&mut n.planes, b.0, p);
        }
        n
    }
}

/// An insertion-ordered open-addressing set. A slot is `tag << 32 | (entry + 1)` (0 is
/// empty), where the tag is the high half of the hash and also picks the first slot, so a
/// probe reads one slot word and touches the entry only when the tags are equal, and the
/// table can grow without the entries.
struct Table<K, V> {
    slots: Vec<u64>,
    keys: Vec<K>,
    values: Vec<V>,
}

impl<K: Copy + Eq, V> Table<K, V> {
    /// An empty table with `n` slots (a power of two).
    fn new(n: usize) -> Table<K, V> {
        Table {
            slots: alloc::vec![0; n],
            keys: Vec::with_capacity(n / 2),
            values: Vec::with_capacity(n / 2),
        }
    }

    /// Four times the slots (fewer, larger rehashes: big positions grow fast).
    #[cold]
    fn grow(&mut self) {
        let n = self.slots.len() * 4;
        let old = core::mem::replace(&mut self.slots, alloc::vec![0; n]);
        let mask = n - 1;
        for s in old {
            if s != 0 {
                let mut j = (s >> 32) as usize & mask;
                while self.slots[j] != 0 {
                    j = (j + 1) & mask;
                }
                self.slots[j] = s;
            }
        }
    }

    /// Finds the entry of `key` or inserts it with `make()`; returns (entry, inserted).
    #[inline(always)]
    fn find_or_insert(&mut self, hash: u64, key: K, make: impl FnOnce() -> V) -> (usize, bool) {
        let tag = hash >> 32;
        loop {
            let mask = self.slots.len() - 1;
            let mut j = tag as usize & mask;
            loop {
                let s = self.slots[j];
                if s == 0 {
                    break;
                }
                if s >> 32 == tag {
                    let i = (s as u32 - 1) as usize;
                    if self.keys[i] == key {
                        return (i, false);
                    }
                }
                j = (j + 1) & mask;
            }
            if self.keys.len() * 2 < self.slots.len() {
                self.slots[j] = tag << 32 | (self.keys.len() as u64 + 1);
                self.keys.push(key);
                self.values.push(make());
                return (self.keys.len() - 1, true);
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

struct Walk<V> {
    side: usize,
    start: Planes,
    start_hash: u64,
    /// Steps taken before the walk began (the sequences hold only the later ones).
    base: usize,
    finished: Table<Planes, V>,
    partial: [Table<(Planes, Pend), ()>; 2],
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

impl<V: Record> Walk<V> {
    /// Visits every legal step of `self.node` (`taken` steps played, `pd` pending) in the
    /// order of [`Position::legal_steps`].
    fn expand(&mut self, pd: Pend, taken: usize) {
        let s = self.side;
        let o = 1 - s;
        let own = self.node.col[s];
        let empty = !(own | self.node.col[o]);
        let friends_near = nb(own);
        let mut frozen = 0;
        let mut stronger_enemies = 0;
        for k in (0..6).rev() {
            frozen |= self.node.bb[s * 6 + k] & !friends_near & nb(stronger_enemies);
            stronger_enemies |= self.node.bb[o * 6 + k];
        }
        let movers = own & !frozen;
        let tag = pd >> 16;
        let vac = (pd >> 8) as u8;
        let pk = (pd & 0xff) as usize;
        if tag == PUSH {
            let mut stronger = 0;
            for k in pk + 1..6 {
                stronger |= self.node.bb[s * 6 + k];
            }
            let mut cands = NEIGHBORS[vac as usize].0 & movers & stronger;
            while cands != 0 {
                let from = cands.trailing_zeros() as u8;
                cands &= cands - 1;
                let p = piece_on(&self.node.planes, from);
                self.child(p, from, vac, PUSH_FINISH, taken);
            }
            return;
        }
        let mut pull_victims = 0;
        if tag == PULL {
            let mut weaker = 0;
            for k in 0..pk {
                weaker |= self.node.bb[o * 6 + k];
            }
            pull_victims = NEIGHBORS[vac as usize].0 & weaker;
            let mut v = pull_victims;
            while v != 0 {
                let from = v.trailing_zeros() as u8;
                v &= v - 1;
                let p = piece_on(&self.node.planes, from);
                self.child(p, from, vac, PULL_STEP, taken);
            }
        }
        if taken < 3 {
            let mut stronger_movers = 0;
            for k in (0..6).rev() {
                let mut victims = self.node.bb[o * 6 + k] & nb(stronger_movers);
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
                        self.child(o * 6 + k, from, to, PUSH_START, taken);
                    }
                }
                stronger_movers |= movers & self.node.bb[s * 6 + k];
            }
        }
        let back = if s == 0 { 2 } else { 0 };
        let mut weaker_enemies = 0;
        for k in 0..6 {
            let pullable = weaker_enemies;
            weaker_enemies |= self.node.bb[o * 6 + k];
            let m = self.node.bb[s * 6 + k] & !frozen;
            if m == 0 {
                continue;
            }
            for (d, offset) in OFFSET.iter().enumerate() {
                if k == 0 && d == back {
                    continue;
                }
                let mut targets = shift(m, d) & empty;
                while targets != 0 {
                    let to = targets.trailing_zeros() as u8;
                    targets &= targets - 1;
                    let from = (to as i8 - offset) as u8;
                    // A pull may follow only if a weaker enemy stands next to `from`;
                    // if none does, the state is the same as with nothing pending.
                    // (After the last step nothing follows: no need to look.)
                    let kind = if taken < 3 && NEIGHBORS[from as usize].0 & pullable != 0 {
                        PLAIN
                    } else {
                        PLAIN_NO_PULL
                    };
                    self.child(s * 6 + k, from, to, kind, taken);
                }
            }
        }
    }

    /// Plays one step: records the board if the move may end there, and walks on from it
    /// (playing the step on `self.node`, then taking it back) if it is a partial move not
    /// seen before. The last step only computes the key of the board it leads to.
    #[inline(always)]
    fn child(&mut self, p: usize, from: u8, to: u8, kind: u8, taken: usize) {
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
            if !inserted {
                self.finished.values[i].shorten(&self.seq, rel);
            }
        }
        if len < 4 {
            // The first level's boards all differ: no table needed there.
            if rel > 1 {
                let h = hash ^ (pd as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
                let (_, inserted) = self.partial[len - 2].find_or_insert(h, (key, pd), || ());
                if !inserted {
                    return;
                }
            }
            let saved = (self.node.planes, self.node.hash);
            self.node.planes = key;
            self.node.hash = hash;
            self.node.bb[p] ^= bits;
            self.node.col[color] ^= bits;
            self.node.bb[q] ^= cap;
            self.node.col[color] ^= cap;
            self.expand(pd, len);
            self.node.bb[q] ^= cap;
            self.node.col[color] ^= cap;
            self.node.bb[p] ^= bits;
            self.node.col[color] ^= bits;
            (self.node.planes, self.node.hash) = saved;
        }
    }
}

/// Runs the fast walk from `pos`; `None` for an analysis position whose first step still
/// has to capture resting pieces (the reference generator handles those).
fn walk<V: Record>(pos: &Position) -> Option<Table<Planes, V>> {
    if matches!(pos.unsettled, Unsettled::Pending) {
        return None;
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
        finished: Table::new(1 << 13),
        partial: [Table::new(1 << 11), Table::new(1 << 13)],
        seq: [0; 4],
        node,
    };
    let pd = match pos.pending() {
        Pending::None => 0,
        Pending::Push { vacated, pushed } => pend(PUSH, vacated.index() as u8, pushed.kind.index()),
        Pending::Pull { vacated, puller } => pend(PULL, vacated.index() as u8, puller.kind.index()),
    };
    if taken < 4 {
        w.expand(pd, taken);
    }
    Some(w.finished)
}

/// The number of unique moves by the fast walk (`None`: see [`walk`]).
pub(super) fn count(pos: &Position) -> Option<usize> {
    walk::<()>(pos).map(|t| t.keys.len())
}

/// The unique moves with the Zobrist key of each resulting board, in generation order
/// (`None`: see [`walk`]).
pub(super) fn moves(pos: &Position) -> Option<Vec<Listed>> {
    walk::<Listed>(pos).map(|t| t.values)
}
