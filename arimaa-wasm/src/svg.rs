//! The core's SVG picture of a move in progress (`RawPosition.svgInProgress`): the steps
//! taken so far in the position's current move drawn as the core draws a last move
//! ([`LastMove::in_progress`]: a pushed or pulled enemy piece's step dashed in its colour,
//! captures marked on their trap), for the board element (`arimaa/board`), which so has
//! no colour or geometry of its own for it. The package's `Position.svg` calls it for the
//! option `moveInProgress`.

use arimaa_rules::svg::{self, Arrow, LastMove, SvgOptions};
use wasm_bindgen::prelude::*;

use crate::convert;
use crate::error::ErrorInfo;
use crate::position::RawPosition;

#[wasm_bindgen]
impl RawPosition {
    /// As `svg` (options left `undefined` keep the core's default; `arrows`: `[from, to,
    /// colour, ...]`, colour `""` = the default; `fill`: `[square, colour, ...]`), with the
    /// steps of the move in progress as the last move's arrows instead of a move text.
    #[wasm_bindgen(js_name = svgInProgress)]
    pub fn svg_in_progress(
        &self,
        flipped: Option<bool>,
        size: Option<u32>,
        coordinates: Option<bool>,
        frozen: Option<bool>,
        arrows: Vec<String>,
        fill: Vec<String>,
    ) -> Result<String, ErrorInfo> {
        let d = SvgOptions::default();
        let mut o = SvgOptions {
            flipped: flipped.unwrap_or(d.flipped),
            size: size.unwrap_or(d.size),
            coordinates: coordinates.unwrap_or(d.coordinates),
            frozen: frozen.unwrap_or(d.frozen),
            last_move: Some(LastMove::in_progress(&self.pos)),
            ..d
        };
        for c in arrows.chunks(3) {
            let [from, to, color] = c else {
                return Err(ErrorInfo::argument("arrows: [from, to, colour] triples"));
            };
            let mut a = Arrow::new(convert::square(from)?, convert::square(to)?);
            if !color.is_empty() {
                a.color = color.clone();
            }
            o.arrows.push(a);
        }
        for c in fill.chunks(2) {
            let [sq, color] = c else {
                return Err(ErrorInfo::argument("fill: [square, colour] pairs"));
            };
            o.fill.push((convert::square(sq)?, color.clone()));
        }
        Ok(svg::board_svg(&self.pos, &o))
    }
}
