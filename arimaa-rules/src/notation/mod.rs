//! Text formats: move text played against a position, the AEI position formats (the short
//! form `g [<64 chars>]` and the long board diagram), and game records
//! ([`record`]: the arimaa.com archive TSV and the per-game text format; replaying them
//! into games is [`crate::replay`]).
//!
//! The single-token notations live with their types, as `FromStr`/`Display`:
//! [`Step`] `Ed2n`, [`Capture`] `rc3x`,
//! [`Placement`](crate::Placement) `Ra1`, [`Move`](crate::Move),
//! [`NotatedMove`], [`Setup`],
//! [`Outcome`](crate::Outcome) `gg`, and [`Turn`] (a move or a setup, as AEI's
//! `makemove` and `bestmove` carry it). Every parser reports the column (and line, for
//! multi-line input) of the first problem and what it expected there.
//!
//! # White space
//!
//! One rule for every parser of this crate, and so for every binding (Python, C), which
//! hand the caller's text to these parsers unchanged:
//! - white space is ASCII white space (space, tab, line feed, form feed, carriage return:
//!   [`u8::is_ascii_whitespace`]); any other character, a no-break space included, is
//!   part of the text and refused where it is not notation;
//! - white space before and after the whole text is ignored, for a single token as for a
//!   line of tokens: `" Ed2n"`, `"Ed2n\n"` and `"Ed2n"` are the same step, `"  Ed2n Ed3n "`
//!   the same move as `"Ed2n Ed3n"`;
//! - the tokens of a move, a setup or a turn are separated by one or more white space
//!   characters;
//! - columns in errors are 1-based byte offsets in the text as the caller gave it, white
//!   space included: the bad direction of `"  Ed2q"` is at column 6.
//!
//! ```
//! use arimaa_rules::{Step, Turn};
//! assert_eq!(" Ed2n".parse::<Step>(), "Ed2n".parse::<Step>());
//! assert_eq!("  Ed2q".parse::<Step>().unwrap_err().column, 6);
//! assert_eq!("\tEd2n  Ed3x".parse::<Turn>().unwrap_err().column, 9);
//! ```

pub mod archive;
pub mod record;

use alloc::string::String;

use crate::error::{BoardError, MoveError, NotationError};
use crate::turn::{label_prefix, tokens};
use crate::{
    Board, Capture, Color, NotatedMove, Piece, Position, PositionOptions, Setup, Square, Step, Turn,
};

/// Whether `c` is white space for notation (see the [module docs](self)).
pub(crate) const fn is_space(c: char) -> bool {
    c.is_ascii_whitespace()
}

/// `s` without the white space around it, and the byte offset where it starts in `s`.
pub(crate) fn trim_space(s: &str) -> (usize, &str) {
    let body = s.trim_start_matches(is_space);
    (s.len() - body.len(), body.trim_end_matches(is_space))
}

/// Applies the white-space rule (see the [module docs](self)) to a parser of one bare
/// token: `parse` sees `s` without the white space around it, and the column of its error
/// is moved back into `s`.
pub(crate) fn parse_trimmed<T>(
    s: &str,
    parse: impl FnOnce(&str) -> Result<T, NotationError>,
) -> Result<T, NotationError> {
    let (offset, body) = trim_space(s);
    parse(body).map_err(|e| e.shifted(offset))
}

/// The error for a move number above [`Position::MAX_MOVE_NUMBER`], at byte `offset`.
pub(crate) fn move_number_too_large(offset: usize, digits: &str) -> NotationError {
    NotationError::new(offset, "a move number of at most 1000000", digits)
}

/// Refuses a move number above [`Position::MAX_MOVE_NUMBER`] at the start of `s` (a
/// label such as `12g`; `offset`: where `s` starts in the caller's text).
fn check_move_number(s: &str, offset: usize) -> Result<(), NotationError> {
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    let number = &s[..digits];
    if digits > 0
        && number
            .parse::<u32>()
            .map_or(true, |n| n > Position::MAX_MOVE_NUMBER)
    {
        return Err(move_number_too_large(offset, number));
    }
    Ok(())
}

impl core::str::FromStr for Turn {
    type Err = NotationError;

    /// Parses a turn without its label: a move (1–4 steps, capture tokens allowed:
    /// `Ed2n Ed3n rc3x`, a [`NotatedMove`]) or a setup (1–16 placements: `Ra1 Rb1 …`, a
    /// [`Setup`]), as AEI's `makemove` and `bestmove` carry it. White space as in the
    /// [module docs](self).
    ///
    /// # Errors
    /// [`NotationError`] when the text is neither: of the move parser's and the setup
    /// parser's errors, the one that read further (the move's on a tie), its column in `s`.
    ///
    /// ```
    /// use arimaa_rules::Turn;
    /// assert!(matches!("Ee2n Ee3n".parse::<Turn>(), Ok(Turn::Move(_))));
    /// assert!(matches!(" Ra1 Rb1\n".parse::<Turn>(), Ok(Turn::Setup(_))));
    /// let err = "Ra1 Rb9".parse::<Turn>().unwrap_err();
    /// assert_eq!((err.column, err.expected), (6, "a square a1-h8"));
    /// ```
    fn from_str(s: &str) -> Result<Turn, NotationError> {
        match s.parse::<NotatedMove>() {
            Ok(m) => Ok(Turn::Move(m)),
            Err(move_error) => match s.parse::<Setup>() {
                Ok(setup) => Ok(Turn::Setup(setup)),
                Err(setup_error) if setup_error.column > move_error.column => Err(setup_error),
                Err(_) => Err(move_error),
            },
        }
    }
}

pub use crate::error::PlayError;

/// Parses move text token by token and plays each step on `pos` as it goes, so that an
/// illegal step is reported as such (with its rule), even a fifth step. Capture tokens are
/// checked against the capture the preceding step caused. Ends the move.
///
/// On error `pos` is restored.
pub(crate) fn play_move_text(pos: &mut Position, text: &str) -> Result<NotatedMove, PlayError> {
    let saved = pos.steps_taken();
    let result = play_move_text_inner(pos, text);
    if result.is_err() {
        while pos.steps_taken() > saved {
            pos.undo_step();
        }
    }
    result
}

fn play_move_text_inner(pos: &mut Position, text: &str) -> Result<NotatedMove, PlayError> {
    let mut index = 0usize;
    let mut last_capture: Option<Option<Capture>> = None;
    for (off, tok) in tokens(text) {
        if tok.len() == 4 && tok.as_bytes()[3] == b'x' {
            let claimed: Capture = tok.parse().map_err(|e: NotationError| e.shifted(off))?;
            match last_capture.take() {
                None => {
                    return Err(
                        NotationError::new(off, "a step before this capture token", tok).into(),
                    );
                }
                Some(actual) if actual == Some(claimed) => {}
                Some(actual) => {
                    return Err(MoveError::CaptureMismatch {
                        index: index - 1,
                        claimed,
                        actual,
                    }
                    .into());
                }
            }
        } else {
            let step: Step = tok.parse().map_err(|e: NotationError| e.shifted(off))?;
            let played =
                pos.play_step(&step)
                    .map_err(|error| MoveError::Step { index, step, error })?;
            last_capture = Some(played.capture);
            index += 1;
        }
    }
    if index == 0 {
        return Err(NotationError::new(0, "at least one step, such as Ed2n", text).into());
    }
    Ok(pos.end_move()?)
}

fn empty_char(c: char) -> bool {
    matches!(c, ' ' | '.' | 'x' | 'X')
}

impl Position {
    /// Parses the AEI short form: an optional move number, the side to move (`g`/`s`, or
    /// `w`/`b`), then the 64 squares in brackets, rank 8 first, files a–h, with a space (or
    /// `.`/`x`) for an empty square: `g [rrrrrrrrdhcemchd <32 spaces> DHCMECHDRRRRRRRR]`.
    ///
    /// # Errors
    /// [`NotationError`] at the column of the problem (missing side or brackets, a bad
    /// piece letter, not 64 squares), or an invalid board, reported as a notation error
    /// naming the rule ([`BoardError`]).
    ///
    /// ```
    /// use arimaa_rules::Position;
    /// let p = Position::standard();
    /// let short = p.to_short();
    /// assert!(short.starts_with("g [rrrrrrrrdhcemchd"));
    /// assert_eq!(Position::from_short(&short).unwrap(), p);
    /// ```
    pub fn from_short(text: &str) -> Result<Position, NotationError> {
        Position::from_short_with(text, PositionOptions::STRICT)
    }

    /// As [`Position::from_short`], accepting the boards `options` allows (extra material,
    /// pieces resting on unguarded traps: see [`crate::relaxed`]).
    ///
    /// # Errors
    /// As [`Position::from_short`], minus the board errors `options` waives.
    pub fn from_short_with(
        text: &str,
        options: PositionOptions,
    ) -> Result<Position, NotationError> {
        let (trimmed_start, s) = trim_space(text);
        check_move_number(s, trimmed_start)?;
        let (number, side, used) = label_prefix(s)
            .ok_or_else(|| NotationError::new(trimmed_start, "a side to move g or s", s))?;
        let rest = &s[used..];
        let open = rest.find('[').ok_or_else(|| {
            NotationError::new(trimmed_start + used, "[ before the 64 squares", rest)
        })?;
        if !rest[..open].trim().is_empty() {
            return Err(NotationError::new(
                trimmed_start + used,
                "[ before the 64 squares",
                rest,
            ));
        }
        let body_start = trimmed_start + used + open + 1;
        let body = &rest[open + 1..];
        let close = body.find(']').ok_or_else(|| {
            NotationError::new(body_start + body.len(), "] after the 64 squares", "")
        })?;
        if !body[close + 1..].trim().is_empty() {
            return Err(NotationError::new(
                body_start + close + 1,
                "the end of the position",
                &body[close + 1..],
            ));
        }
        let squares = &body[..close];
        let mut board = Board::empty();
        let mut count = 0usize;
        for (i, c) in squares.char_indices() {
            if count >= 64 {
                return Err(NotationError::new(
                    body_start + i,
                    "] after exactly 64 squares",
                    &squares[i..],
                ));
            }
            let sq =
                Square::from_coords((count % 8) as u8, 7 - (count / 8) as u8).expect("in range");
            if !empty_char(c) {
                let piece = Piece::from_char(c).ok_or_else(|| {
                    NotationError::new(
                        body_start + i,
                        "a piece letter, or a space for an empty square",
                        &squares[i..],
                    )
                })?;
                board.set(sq, Some(piece));
            }
            count += 1;
        }
        if count != 64 {
            return Err(NotationError::new(
                body_start + close,
                "exactly 64 squares",
                "",
            ));
        }
        let mut pos = Position::with_options(board, side, options)
            .map_err(|e| position_error(e, trimmed_start))?;
        if let Some(n) = number {
            pos.set_move_number(n);
        }
        Ok(pos)
    }

    /// Writes the AEI short form `g [<64 chars>]` (no move number; space = empty square).
    pub fn to_short(&self) -> String {
        alloc::format!(
            "{} [{}]",
            self.side_to_move().char(),
            self.board().to_short_string()
        )
    }

    /// Writes the AEI long diagram: a line with the move number and side (`12g`), the
    /// board framed by `+---+` lines with rank numbers, `.` for an empty square and `x` for
    /// an empty trap, and the file letters; steps already taken in the current move are not
    /// shown.
    ///
    /// ```
    /// use arimaa_rules::Position;
    /// let d = Position::standard().to_diagram();
    /// assert!(d.starts_with("2g\n +-----------------+\n8| r r r r r r r r |\n"));
    /// assert_eq!(Position::from_diagram(&d).unwrap(), Position::standard());
    /// ```
    pub fn to_diagram(&self) -> String {
        let mut s = alloc::format!(
            "{}{}\n +-----------------+\n",
            self.move_number(),
            self.side_to_move().char()
        );
        for rank in (0..8u8).rev() {
            s.push((b'1' + rank) as char);
            s.push('|');
            for file in 0..8u8 {
                let sq = Square::from_coords(file, rank).expect("in range");
                s.push(' ');
                s.push(match self.piece_at(sq) {
                    Some(p) => p.char(),
                    None if sq.is_trap() => 'x',
                    None => '.',
                });
            }
            s.push_str(" |\n");
        }
        s.push_str(" +-----------------+\n   a b c d e f g h\n");
        s
    }

    /// Parses the AEI long diagram (as written by [`Position::to_diagram`] and AEI):
    /// optional leading lines, the move line (`12g`, or `w`/`b`), the top border, eight rank
    /// lines `8| r . x … |` from rank 8 down, the bottom border; the file-letter line and
    /// anything after it are ignored. Empty squares may be ` `, `.`, `x` or `X`.
    ///
    /// # Errors
    /// [`NotationError`] with the line and column of the problem, or an invalid board.
    pub fn from_diagram(text: &str) -> Result<Position, NotationError> {
        Position::from_diagram_with(text, PositionOptions::STRICT)
    }

    /// As [`Position::from_diagram`], accepting the boards `options` allows (see
    /// [`crate::relaxed`]).
    ///
    /// # Errors
    /// As [`Position::from_diagram`], minus the board errors `options` waives.
    pub fn from_diagram_with(
        text: &str,
        options: PositionOptions,
    ) -> Result<Position, NotationError> {
        let lines: alloc::vec::Vec<(usize, &str)> = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l))
            .filter(|(_, l)| !l.trim().is_empty())
            .collect();
        let mut it = lines.iter().copied().peekable();
        // The move line: skip lines until one that starts with a digit or a side letter alone.
        let (mut number, mut side) = (None, Color::Gold);
        let mut found_label = false;
        while let Some(&(ln, l)) = it.peek() {
            let t = l.trim();
            if t.starts_with('+') {
                break;
            }
            it.next();
            let digits = t.bytes().take_while(u8::is_ascii_digit).count();
            let mut side_letter = t[digits..].trim().chars();
            if side_letter
                .next()
                .is_some_and(|c| Color::from_char(c).is_some())
                && side_letter.next().is_none()
            {
                // A move line: its number must be in bounds (other leading lines are free).
                let lead = l.len() - l.trim_start().len();
                check_move_number(t, lead).map_err(|e| e.on_line(ln as u32))?;
            }
            if let Some((n, c, used)) = label_prefix(t) {
                if t[used..].trim().is_empty() {
                    number = n;
                    side = c;
                    found_label = true;
                    continue;
                }
            }
            if found_label {
                return Err(
                    NotationError::new(0, "the top border +-----------------+", t)
                        .on_line(ln as u32),
                );
            }
        }
        let (ln, border) = it
            .next()
            .ok_or_else(|| NotationError::new(0, "the board diagram", "").on_line(1))?;
        if !border.trim().starts_with('+') {
            return Err(
                NotationError::new(0, "the top border +-----------------+", border)
                    .on_line(ln as u32),
            );
        }
        let mut board = Board::empty();
        for rank in (0..8u8).rev() {
            let (ln, raw) = it.next().ok_or_else(|| {
                NotationError::new(0, "eight rank lines", "").on_line(ln as u32 + 1)
            })?;
            let lead = raw.len() - raw.trim_start().len();
            let l = raw.trim();
            let b = l.as_bytes();
            if b.first() != Some(&(b'1' + rank)) || b.get(1) != Some(&b'|') {
                return Err(NotationError::new(
                    lead,
                    "a rank line such as 8| r r r r r r r r |",
                    l,
                )
                .on_line(ln as u32));
            }
            for file in 0..8u8 {
                let col = 3 + 2 * file as usize;
                let c = l.get(col..).and_then(|t| t.chars().next()).unwrap_or(' ');
                let c = if c == '|' { ' ' } else { c };
                if !empty_char(c) {
                    let piece = Piece::from_char(c).ok_or_else(|| {
                        NotationError::new(
                            lead + col,
                            "a piece letter or . for an empty square",
                            &l[col..],
                        )
                        .on_line(ln as u32)
                    })?;
                    board.set(
                        Square::from_coords(file, rank).expect("in range"),
                        Some(piece),
                    );
                }
            }
        }
        match it.next() {
            Some((_, l)) if l.trim().starts_with('+') => {}
            Some((ln, l)) => {
                return Err(
                    NotationError::new(0, "the bottom border +-----------------+", l)
                        .on_line(ln as u32),
                );
            }
            None => {
                return Err(
                    NotationError::new(0, "the bottom border +-----------------+", "")
                        .on_line(ln as u32 + 9),
                );
            }
        }
        let mut pos =
            Position::with_options(board, side, options).map_err(|e| position_error(e, 0))?;
        if let Some(n) = number {
            pos.set_move_number(n);
        }
        Ok(pos)
    }
}

impl core::str::FromStr for Position {
    type Err = NotationError;

    /// Parses a strict position: the AEI long diagram when the text, without the white
    /// space around it, has more than one line ([`Position::from_diagram`]), otherwise the
    /// short form ([`Position::from_short`]). When the text has line breaks (a file that
    /// holds a short form, blank lines around it), an error in a short form names its line
    /// and the column in that line.
    ///
    /// # Errors
    /// As [`Position::from_diagram`] or [`Position::from_short`].
    ///
    /// ```
    /// use arimaa_rules::Position;
    /// let short: Position = "g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]"
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(short, Position::standard());
    /// let long: Position = Position::standard().to_diagram().parse().unwrap();
    /// assert_eq!(long, Position::standard());
    /// ```
    fn from_str(text: &str) -> Result<Position, NotationError> {
        let (offset, body) = trim_space(text);
        if body.contains('\n') {
            return Position::from_diagram(text);
        }
        if !text.contains('\n') {
            return Position::from_short(text);
        }
        // One line among blank ones: parse that line, and place errors on it.
        let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
        let line = text[..offset].matches('\n').count() as u32 + 1;
        let line_end = text[line_start..]
            .find('\n')
            .map_or(text.len(), |i| line_start + i);
        Position::from_short(&text[line_start..line_end]).map_err(|e| e.on_line(line))
    }
}

/// An invalid board, reported as a notation error (with the broken rule in
/// [`NotationError::board`]) so that text parsers have one error type.
fn position_error(e: BoardError, offset: usize) -> NotationError {
    let expected = match e {
        BoardError::TooManyOfKind { .. } => {
            "a board with no more pieces of a kind than the full set"
        }
        BoardError::UnguardedTrap { .. } => "a board with no unguarded piece on a trap",
    };
    let mut err = NotationError::new(offset, expected, &alloc::format!("{}", e));
    err.board = Some(e);
    err
}
