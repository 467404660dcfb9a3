//! The placement of pieces on the 64 squares, as bitboards plus a square-to-piece table,
//! with an incrementally updated Zobrist hash.

use core::fmt;

use crate::zobrist;
use crate::{Bitboard, Color, Piece, PieceKind, Square};

/// Which piece stands on which square. No rules are enforced here: any placement can be
/// built (use [`Position::new`](crate::Position::new) to check that it can occur in a game).
///
/// Internally: one bitboard per piece (colour × kind), one per colour, a table
/// square → piece, and the Zobrist hash of the placement (XOR of
/// [`zobrist::PIECE_SQUARE`](crate::zobrist::PIECE_SQUARE) keys), all kept in step by every
/// change.
///
/// ```
/// use arimaa_rules::{Board, Piece, Square};
/// let mut board = Board::empty();
/// board.set(Square::C3, Some(Piece::from_char('R').unwrap()));
/// assert_eq!(board.piece_at(Square::C3).unwrap().to_string(), "R");
/// assert_eq!(board.occupied().count(), 1);
/// ```
#[derive(Clone)]
pub struct Board {
    pieces: [Bitboard; 12],
    colors: [Bitboard; 2],
    squares: [Option<Piece>; 64],
    hash: u64,
}

impl Board {
    /// The empty board.
    pub const fn empty() -> Board {
        Board {
            pieces: [Bitboard::EMPTY; 12],
            colors: [Bitboard::EMPTY; 2],
            squares: [None; 64],
            hash: 0,
        }
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.squares[sq.index()]
    }

    /// Puts `piece` on `sq` (replacing whatever stood there), or empties `sq` for `None`.
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        if let Some(old) = self.squares[sq.index()] {
            self.remove(sq, old);
        }
        if let Some(p) = piece {
            self.put(sq, p);
        }
    }

    /// Puts `piece` on the empty square `sq`.
    #[inline]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert!(self.squares[sq.index()].is_none());
        let bb = Bitboard::from_square(sq);
        self.pieces[piece.index()] ^= bb;
        self.colors[piece.color.index()] ^= bb;
        self.squares[sq.index()] = Some(piece);
        self.hash ^= zobrist::PIECE_SQUARE[piece.index()][sq.index()];
    }

    /// Removes `piece`, which stands on `sq`.
    #[inline]
    pub(crate) fn remove(&mut self, sq: Square, piece: Piece) {
        debug_assert_eq!(self.squares[sq.index()], Some(piece));
        let bb = Bitboard::from_square(sq);
        self.pieces[piece.index()] ^= bb;
        self.colors[piece.color.index()] ^= bb;
        self.squares[sq.index()] = None;
        self.hash ^= zobrist::PIECE_SQUARE[piece.index()][sq.index()];
    }

    /// Moves `piece` from `from` to the empty square `to`.
    #[inline]
    pub(crate) fn shift(&mut self, from: Square, to: Square, piece: Piece) {
        let bb = Bitboard::from_square(from) | Bitboard::from_square(to);
        self.pieces[piece.index()] ^= bb;
        self.colors[piece.color.index()] ^= bb;
        self.squares[from.index()] = None;
        self.squares[to.index()] = Some(piece);
        let keys = &zobrist::PIECE_SQUARE[piece.index()];
        self.hash ^= keys[from.index()] ^ keys[to.index()];
    }

    /// The squares holding `piece`.
    #[inline]
    pub fn pieces(&self, piece: Piece) -> Bitboard {
        self.pieces[piece.index()]
    }

    /// The squares holding pieces of `color`.
    #[inline]
    pub fn color(&self, color: Color) -> Bitboard {
        self.colors[color.index()]
    }

    /// The squares holding pieces of `kind`, of both colours.
    #[inline]
    pub fn kind(&self, kind: PieceKind) -> Bitboard {
        self.pieces[kind.index()] | self.pieces[6 + kind.index()]
    }

    /// All occupied squares.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.colors[0] | self.colors[1]
    }

    /// All empty squares.
    #[inline]
    pub fn empty_squares(&self) -> Bitboard {
        !self.occupied()
    }

    /// The pieces of the opponent of `color` that are strictly stronger than `kind`.
    #[inline]
    pub fn stronger_enemies(&self, color: Color, kind: PieceKind) -> Bitboard {
        let base = color.opponent().index() * 6;
        let mut bb = Bitboard::EMPTY;
        let mut k = kind.index() + 1;
        while k < 6 {
            bb |= self.pieces[base + k];
            k += 1;
        }
        bb
    }

    /// Whether the piece on `sq` is frozen: it has a stronger enemy neighbour and no
    /// friendly neighbour (official rules, "Play"). `false` for an empty square.
    pub fn is_frozen(&self, sq: Square) -> bool {
        match self.piece_at(sq) {
            Some(p) => self.is_frozen_piece(sq, p),
            None => false,
        }
    }

    #[inline]
    pub(crate) fn is_frozen_piece(&self, sq: Square, p: Piece) -> bool {
        let n = Bitboard::from_square(sq).neighbors();
        (n & self.color(p.color)).is_empty() && (n & self.stronger_enemies(p.color, p.kind)).any()
    }

    /// The frozen pieces of `color`.
    pub fn frozen(&self, color: Color) -> Bitboard {
        let friends_near = self.color(color).neighbors();
        let (own, enemy) = (color.index() * 6, color.opponent().index() * 6);
        // From the elephant down: the squares next to an enemy stronger than `kind`.
        let mut near_stronger = Bitboard::EMPTY;
        let mut frozen = Bitboard::EMPTY;
        for k in (0..6).rev() {
            frozen |= self.pieces[own + k] & near_stronger;
            near_stronger |= self.pieces[enemy + k].neighbors();
        }
        frozen & !friends_near
    }

    /// How many pieces `piece` has on the board.
    pub fn count(&self, piece: Piece) -> u32 {
        self.pieces(piece).count()
    }

    /// The Zobrist key of the placement (side to move not included): equal boards have
    /// equal keys; different boards rarely collide (compare boards to be sure).
    #[inline]
    pub fn zobrist_key(&self) -> u64 {
        self.hash
    }

    /// The pieces of `color` on a trap with no friendly neighbour (they would be captured).
    pub fn unguarded_on_traps(&self, color: Color) -> Bitboard {
        Bitboard::TRAPS & self.color(color) & !self.color(color).neighbors()
    }

    /// The 64-character board of the short form: rank 8 first, files a–h, a space for an
    /// empty square (AEI `board_to_str("short")` without brackets).
    pub fn to_short_string(&self) -> alloc::string::String {
        let mut s = alloc::string::String::with_capacity(64);
        for rank in (0..8).rev() {
            for file in 0..8 {
                let sq = Square::from_coords(file, rank).expect("in range");
                s.push(self.piece_at(sq).map_or(' ', |p| p.char()));
            }
        }
        s
    }

    /// Iterates over `(square, piece)` for every piece, a1 first.
    pub fn iter(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .map(move |sq| (sq, self.squares[sq.index()].expect("occupied")))
    }

    pub(crate) fn raw_pieces(&self) -> &[Bitboard; 12] {
        &self.pieces
    }
}

impl Default for Board {
    fn default() -> Board {
        Board::empty()
    }
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.pieces == other.pieces
    }
}

impl Eq for Board {}

impl core::hash::Hash for Board {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.pieces.hash(state);
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({:?})", self.to_short_string())
    }
}
