//! The core's SVG picture of a position (`RawPosition.svg`, the package's `Position.svg`)
//! and its options as one class, [`RawSvgOptions`]: the JavaScript layer (`svg.js`) makes
//! one, sets the options given by name (`flipped`, `size`, `coordinates`, `frozen`,
//! `lastMove`, `moveInProgress`) and adds the arrows and fills one by one (their squares
//! checked here, by the core's parser), then hands it over whole. The last move is drawn
//! by the core ([`LastMove::ending_at`]), or the steps taken so far in the position's
//! current move ([`LastMove::in_progress`]: a pushed or pulled enemy piece's step dashed
//! in its colour, captures marked on their trap), so the board element
//! (`arimaa/board`) has no colour or geometry of its own for either.

use arimaa_rules::Square;
use arimaa_rules::svg::{self, Arrow, LastMove, PieceStyle, SvgOptions};
use wasm_bindgen::prelude::*;

use crate::convert;
use crate::error::RawError;
use crate::position::RawPosition;

/// The options of one picture (the package's `SvgOptions`): each one left unset keeps the
/// core's default ([`SvgOptions::default`]).
#[wasm_bindgen]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RawSvgOptions {
    flipped: Option<bool>,
    size: Option<u32>,
    coordinates: Option<bool>,
    frozen: Option<bool>,
    last_move: Option<String>,
    move_in_progress: bool,
    arrows: Vec<Arrow>,
    fill: Vec<(Square, String)>,
    pieces: Option<String>,
}

#[wasm_bindgen]
impl RawSvgOptions {
    /// Options with every value the core's default, no arrow and no fill.
    #[wasm_bindgen(constructor)]
    pub fn new() -> RawSvgOptions {
        RawSvgOptions::default()
    }

    /// Silver's view: the board turned by 180 degrees.
    #[wasm_bindgen(setter)]
    pub fn set_flipped(&mut self, flipped: bool) {
        self.flipped = Some(flipped);
    }

    /// The width and height in pixels.
    #[wasm_bindgen(setter)]
    pub fn set_size(&mut self, size: u32) {
        self.size = Some(size);
    }

    /// Files and ranks around the board.
    #[wasm_bindgen(setter)]
    pub fn set_coordinates(&mut self, coordinates: bool) {
        self.coordinates = Some(coordinates);
    }

    /// Frozen pieces outlined.
    #[wasm_bindgen(setter)]
    pub fn set_frozen(&mut self, frozen: bool) {
        self.frozen = Some(frozen);
    }

    /// How pieces are drawn: `"animals"` (the default) or `"letters"` (the core's
    /// `PieceStyle` names); checked when the picture is drawn.
    #[wasm_bindgen(setter)]
    pub fn set_pieces(&mut self, name: String) {
        self.pieces = Some(name);
    }

    /// The move that led to the position (text, capture tokens allowed), drawn as arrows;
    /// checked when the picture is drawn (it must end at that position).
    #[wasm_bindgen(setter = lastMove)]
    pub fn set_last_move(&mut self, text: String) {
        self.last_move = Some(text);
    }

    /// The steps taken so far in the position's current move drawn as the last move
    /// (excludes `lastMove`).
    #[wasm_bindgen(setter = moveInProgress)]
    pub fn set_move_in_progress(&mut self, on: bool) {
        self.move_in_progress = on;
    }

    /// Adds an arrow from `from` to `to` (the same square: a ring) in `color` (any SVG/CSS
    /// colour; `undefined` or `""`: the core's default). A bad square name is a
    /// `notation` error, the options unchanged.
    #[wasm_bindgen(js_name = addArrow)]
    pub fn add_arrow(
        &mut self,
        from: &str,
        to: &str,
        color: Option<String>,
    ) -> Result<(), RawError> {
        let mut arrow = Arrow::new(convert::square(from)?, convert::square(to)?);
        if let Some(color) = color.filter(|c| !c.is_empty()) {
            arrow.color = color;
        }
        self.arrows.push(arrow);
        Ok(())
    }

    /// Adds a fill of `square` in `color` (any SVG/CSS colour). A bad square name is a
    /// `notation` error, the options unchanged.
    #[wasm_bindgen(js_name = addFill)]
    pub fn add_fill(&mut self, square: &str, color: String) -> Result<(), RawError> {
        self.fill.push((convert::square(square)?, color));
        Ok(())
    }
}

impl RawSvgOptions {
    /// The core's options for `pos`: the last move drawn from `lastMove` (it must end at
    /// `pos`) or from the move in progress.
    ///
    /// # Errors
    /// `lastMove` is no move text (`notation`), does not end at `pos`, or comes with
    /// `moveInProgress` (`argument` errors).
    fn core(&self, pos: &arimaa_rules::Position) -> Result<SvgOptions, RawError> {
        let d = SvgOptions::default();
        let last_move = match (&self.last_move, self.move_in_progress) {
            (Some(_), true) => {
                return Err(RawError::argument(
                    "lastMove and moveInProgress exclude each other",
                ));
            }
            (Some(text), false) => {
                let m = text.parse().map_err(|e| RawError::from(&e))?;
                let last =
                    LastMove::ending_at(pos, &m).map_err(|e| RawError::argument(e.to_string()))?;
                Some(last)
            }
            (None, true) => Some(LastMove::in_progress(pos)),
            (None, false) => None,
        };
        let pieces = match &self.pieces {
            None => d.pieces,
            Some(name) => PieceStyle::from_name(name).ok_or_else(|| {
                let names: Vec<&str> = PieceStyle::ALL.iter().map(|p| p.name()).collect();
                RawError::argument(format!(
                    "pieces must be one of {}, not {name:?}",
                    names.join(", ")
                ))
            })?,
        };
        Ok(SvgOptions {
            pieces,
            flipped: self.flipped.unwrap_or(d.flipped),
            size: self.size.unwrap_or(d.size),
            coordinates: self.coordinates.unwrap_or(d.coordinates),
            frozen: self.frozen.unwrap_or(d.frozen),
            last_move,
            arrows: self.arrows.clone(),
            fill: self.fill.clone(),
        })
    }
}

#[wasm_bindgen]
impl RawPosition {
    /// The core's SVG picture of this position with `options` (see [`RawSvgOptions`]).
    ///
    /// # Errors
    /// As [`RawSvgOptions`]'s last move: a `notation` error for a bad move text, an
    /// `argument` error for a move that does not end here or one given with
    /// `moveInProgress`.
    pub fn svg(&self, options: &RawSvgOptions) -> Result<String, RawError> {
        Ok(svg::board_svg(&self.pos, &options.core(&self.pos)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_fills_and_the_last_move() {
        let p = RawPosition::standard();
        let mut o = RawSvgOptions::new();
        o.add_arrow("a1", "b1", None).unwrap();
        let default = p.svg(&o).unwrap();
        let mut empty = RawSvgOptions::new();
        empty.add_arrow("a1", "b1", Some(String::new())).unwrap();
        assert_eq!(p.svg(&empty).unwrap(), default);
        let mut coloured = RawSvgOptions::new();
        coloured
            .add_arrow("a1", "b1", Some("#123456".into()))
            .unwrap();
        coloured.add_fill("d4", "#abcdef".into()).unwrap();
        let svg = p.svg(&coloured).unwrap();
        assert!(svg.contains("#123456") && svg.contains("#abcdef"));
        // A bad square is refused when added, the options unchanged.
        assert_eq!(
            coloured.add_fill("zz", "red".into()).unwrap_err().kind(),
            "notation"
        );
        assert_eq!(coloured.fill.len(), 1);
        // The size as the core writes it; the last move must end here.
        let mut sized = RawSvgOptions::new();
        sized.set_size(300);
        assert!(p.svg(&sized).unwrap().contains("width=\"300\""));
        sized.set_last_move("Ed2n".into());
        assert_eq!(p.svg(&sized).unwrap_err().kind(), "argument");
        sized.set_last_move("Ed2q".into());
        assert_eq!(p.svg(&sized).unwrap_err().kind(), "notation");
        let mut both = RawSvgOptions::new();
        both.set_last_move("Ed2n".into());
        both.set_move_in_progress(true);
        assert_eq!(p.svg(&both).unwrap_err().kind(), "argument");
    }
}
