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
//!
//! Layout: this file holds the walk ([`Walk`], [`walk`], [`count`], [`moves`]); `bits` its
//! lean board ([`Node`], the bit planes) and bitboard helpers; `last_step` the pruning by
//! the step just played ([`LastStep`]); `finished` what is stored per finished board
//! ([`FinishedValue`]); the hash table is [`super::table::Table`], shared with the
//! reference walk.

mod bits;
mod finished;
mod last_step;

use alloc::vec::Vec;

use self::bits::*;
pub(super) use self::finished::Listed;
use self::finished::{FinishedValue, pack};
use self::last_step::*;
use super::table::Table;
use crate::position::{NEIGHBORS, Pending};
use crate::relaxed::Unsettled;
use crate::{Position, zobrist};

/// What the next step must or may do (the generator's copy of [`Pending`]): 0 nothing,
/// else `tag << 16 | vacated << 8 | piece kind` with tag 1 push, 2 pull.
type PendingCode = u32;
const PUSH: u32 = 1;
const PULL: u32 = 2;

/// The [`PendingCode`] of a push (`tag` [`PUSH`]) or pull ([`PULL`]) of a piece of kind
/// `kind` whose step vacated square `vacated`.
#[inline(always)]
fn pending_code(tag: u32, vacated: u8, kind: usize) -> PendingCode {
    tag << 16 | (vacated as u32) << 8 | kind as u32
}

/// The hash of a partial move's state (its board's key and what is pending) in the
/// partial-move table (states are compared exactly there: a weaker hash is only slower).
#[inline(always)]
fn partial_hash(hash: u64, pd: PendingCode) -> u64 {
    hash ^ (pd as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
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

struct Walk<'t, V> {
    side: usize,
    start: Planes,
    start_hash: u64,
    /// Steps taken before the walk began (the sequences hold only the later ones).
    base: usize,
    finished: &'t mut Table<Planes, V>,
    partial: &'t mut [Table<(Planes, PendingCode), ()>; 2],
    seq: [u16; 4],
    /// The board being walked (steps are played on it and taken back).
    node: Node,
    /// When counting, the boards after the plain last steps of one state (at most 16
    /// pieces × 4 directions), with their hashes: looked up in `finished` together.
    leaves: [(u64, Planes); 64],
}

const PLAIN: u8 = 0;
const PUSH_START: u8 = 1;
const PUSH_FINISH: u8 = 2;
const PULL_STEP: u8 = 3;
/// A plain step after which no pull is possible (no weaker enemy next to its origin).
const PLAIN_NO_PULL: u8 = 4;

impl<V: FinishedValue> Walk<'_, V> {
    /// Visits every legal step of `self.node` (`taken` steps played, `pd` pending) in the
    /// order of [`Position::legal_steps`], except plain steps that commute with `prev`
    /// and come before it in that order: the walk met the same steps in the other order
    /// first, so the state they lead to was already reached at the same depth (the
    /// tables would drop it; skipping saves the probe).
    fn expand<const LAST: bool>(
        &mut self,
        pd: PendingCode,
        taken: usize,
        prev: LastStep,
        frozen_before: u64,
    ) {
        let taken = if LAST { 3 } else { taken };
        let s = self.side;
        let o = 1 - s;
        let own = self.node.col[s];
        let empty = !own & !self.node.col[o];
        // Only a piece next to an enemy and to no friend can be frozen (often none).
        let lonely = own & !neighbors(own) & neighbors(self.node.col[o]);
        let mut frozen = 0;
        if lonely != 0 {
            let mut stronger_enemies = 0;
            for k in (0..6).rev() {
                frozen |= self.node.bb[s][k] & lonely & neighbors(stronger_enemies);
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
        // no trap, see [`LastStep`]) and leave nothing pending (no pull can follow, or the
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
            let mut n = 0;
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
                    // As `child` does for a last step: the board, unless the move
                    // leaves the board as it began.
                    let (key, hash, _, _) = self.after(p, from, to);
                    if hash != self.start_hash || differ(key, self.start) {
                        self.leaves[n] = (hash, key);
                        n += 1;
                    }
                }
            }
            // Counting (`V::LISTS` is false): the values hold no move, so no length.
            let seq = &self.seq;
            self.finished
                .insert_all(&self.leaves[..n], |hash| V::make(seq, 0, hash));
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
            let pull_from = if LAST { 0 } else { neighbors(pullable) };
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

    /// The board after piece `p` (index 0..12) steps from `from` to `to` on `self.node`:
    /// its bit planes and Zobrist key, and the capture it makes, if any (the captured
    /// square as a bitboard, 0 if none, and the captured piece's index).
    #[inline(always)]
    fn after(&self, p: usize, from: u8, to: u8) -> (Planes, u64, u64, usize) {
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
            cap = near & own & !neighbors(own);
            if cap != 0 {
                let sq = cap.trailing_zeros() as u8;
                q = piece_on(&key, sq);
                toggle(&mut key, cap, q);
                hash ^= zobrist::PIECE_SQUARE[q][sq as usize];
            }
        }
        (key, hash, cap, q)
    }

    /// Plays one step (`group`: its group if it is a plain step, see [`LastStep`]): records the
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
        let (key, hash, cap, q) = self.after(p, from, to);
        let pd = match kind {
            PLAIN => pending_code(PULL, from, p % 6),
            PUSH_START => pending_code(PUSH, from, p % 6),
            _ => 0,
        };
        let len = taken + 1;
        let rel = len - self.base;
        if V::LISTS {
            self.seq[rel - 1] = pack(p, from, dir_to(from, to));
        }
        // Equal boards have equal hashes: the exact comparison runs only on a hash match.
        if pd >> 16 != PUSH && (hash != self.start_hash || differ(key, self.start)) {
            let seq = &self.seq;
            let (i, inserted) = self
                .finished
                .find_or_insert(hash, key, || V::make(seq, rel, hash));
            // (Counting records nothing: no entry to look at.)
            if V::LISTS && !inserted {
                self.finished.value_mut(i).shorten(&self.seq, rel);
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
            let prev = plain_last_step(&self.node, p, from, to, group, cap);
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
    partial: [Table<(Planes, PendingCode), ()>; 2],
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

/// Runs the fast walk from `pos` into `finished`; false for an relaxed position whose
/// first step still has to capture resting pieces (the reference generator handles
/// those).
fn walk<V: FinishedValue>(
    pos: &Position,
    finished: &mut Table<Planes, V>,
    partial: &mut [Table<(Planes, PendingCode), ()>; 2],
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
        leaves: [(0, [0; 4]); 64],
    };
    let pd = match pos.pending() {
        Pending::None => 0,
        Pending::Push { vacated, pushed } => {
            pending_code(PUSH, vacated.index() as u8, pushed.kind.index())
        }
        Pending::Pull { vacated, puller } => {
            pending_code(PULL, vacated.index() as u8, puller.kind.index())
        }
    };
    if taken < 4 {
        if taken == 3 {
            w.expand::<true>(pd, taken, NO_LAST_STEP, 0);
        } else {
            w.expand::<false>(pd, taken, NO_LAST_STEP, 0);
        }
    }
    true
}

/// The number of unique moves by the fast walk (`None`: see [`walk`]).
pub(super) fn count(t: &mut Tables, pos: &Position) -> Option<usize> {
    walk(pos, &mut t.counted, &mut t.partial).then_some(t.counted.len())
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
    out.extend(t.listed.drain_values().map(each));
    true
}
