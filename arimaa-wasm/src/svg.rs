//! The core's SVG picture of a move in progress (`RawPosition.svgInProgress`): the steps
//! taken so far in the position's current move drawn as the core draws a last move
//! ([`LastMove::in_progress`]: a pushed or pulled enemy piece's step dashed in its colour,
//! captures marked on their trap), for the board element (`arimaa/board`), which so has
//! no colour or geometry of its own for it. The package's `Position.svg` calls it for the
//! option `moveInProgress`.

use arimaa_rules::svg::{self, LastMove};
use wasm_bindgen::prelude::*;

use crate::error::ErrorInfo;
use crate::position::{RawArrow, RawFill, RawPosition, svg_options};

#[wasm_bindgen]
impl RawPosition {
    /// As `svg` (options left `undefined` keep the core's default; `arrows` and `fill` as
    /// there), with the steps of the move in progress as the last move's arrows instead of
    /// a move text.
    #[wasm_bindgen(js_name = svgInProgress)]
    pub fn svg_in_progress(
        &self,
        flipped: Option<bool>,
        size: Option<u32>,
        coordinates: Option<bool>,
        frozen: Option<bool>,
        arrows: Vec<RawArrow>,
        fill: Vec<RawFill>,
    ) -> Result<String, ErrorInfo> {
        let mut o = svg_options(flipped, size, coordinates, frozen, arrows, fill)?;
        o.last_move = Some(LastMove::in_progress(&self.pos));
        Ok(svg::board_svg(&self.pos, &o))
    }
}
