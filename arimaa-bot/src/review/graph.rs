//! The evaluation graph of a review as SVG: gold's win probability after each move, one
//! point per move, the inaccuracies, mistakes and blunders of both sides marked.
//!
//! It follows the conventions of the core's board pictures (`arimaa_rules::svg`): a
//! standalone document with no external resources, the board's background and square
//! colours and its gold and silver inks, `font-family="sans-serif"`, a class on every
//! element and the data a page needs on it, and the same bytes for the same input.
//!
//! - `class="background"`, `class="plot"` (the area of the curve), `class="midline"`
//!   (50 %), `class="area gold"` / `class="area silver"` (gold's advantage above the
//!   midline in the gold pieces' colour, silver's below in silver's), `class="curve"`;
//! - `class="axis"` texts (`100%`, `50%`, `0%`, move numbers);
//! - one `<g class="turn gold|silver" data-turn="12g" data-index="i">` per entry (`i`: its
//!   index in the entries), holding a transparent `class="hit"` column to click, the
//!   `class="point"` dot, and a `<title>` (turn, move, gold's win probability, label);
//! - `class="mark gold blunder"` (and `inaccuracy`, `mistake`) on the marks: a disc for
//!   gold's moves, a diamond for silver's (told apart without colour), filled by the
//!   label's colour, larger for worse moves;
//! - `class="legend"`.

use alloc::string::String;
use core::fmt::Write;

use arimaa_rules::Color;

use super::entry::ReviewEntry;
use super::label::Label;

/// The board's background (`arimaa_rules::svg`).
const BACKGROUND: &str = "#f4ecd8";
/// The board's light squares: the plot area.
const PLOT: &str = "#f7f0de";
/// The board's square outline.
const OUTLINE: &str = "#8b7355";
/// The gold pieces' fill and ink (`arimaa_rules::svg`).
const GOLD: (&str, &str) = ("#e6b422", "#3b2a00");
/// The silver pieces' fill and ink.
const SILVER: (&str, &str) = ("#b8bcc4", "#1f2430");

/// The colour of a label's mark (lichess's: blue, orange, red), `None` for best and good.
fn mark_color(label: Label) -> Option<&'static str> {
    match label {
        Label::Inaccuracy => Some("#56b4e9"),
        Label::Mistake => Some("#e69f00"),
        Label::Blunder => Some("#df5353"),
        Label::Best | Label::Good => None,
    }
}

/// The radius of a label's mark.
fn mark_radius(label: Label) -> f64 {
    match label {
        Label::Blunder => 6.5,
        Label::Mistake => 5.5,
        _ => 4.5,
    }
}

/// The size of the graph.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GraphOptions {
    /// Width in pixels (at least 120).
    pub width: u32,
    /// Height in pixels (at least 80).
    pub height: u32,
}

impl Default for GraphOptions {
    /// 640 × 220 pixels.
    fn default() -> GraphOptions {
        GraphOptions {
            width: 640,
            height: 220,
        }
    }
}

/// The margins: left (axis labels), right, top, bottom (move numbers, legend).
const LEFT: f64 = 40.0;
const RIGHT: f64 = 10.0;
const TOP: f64 = 10.0;
const BOTTOM: f64 = 40.0;

/// The graph of `entries` (in game order, as a review gives them) as a standalone SVG
/// document. Deterministic.
///
/// ```
/// use arimaa_bot::review::{graph_svg, GraphOptions};
/// let svg = graph_svg(&[], &GraphOptions::default());
/// assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
/// assert!(svg.contains(r#"class="midline""#));
/// ```
pub fn graph_svg(entries: &[ReviewEntry], options: &GraphOptions) -> String {
    let width = f64::from(options.width.max(120));
    let height = f64::from(options.height.max(80));
    let (x0, x1) = (LEFT, width - RIGHT);
    let (y0, y1) = (TOP, height - BOTTOM);
    let n = entries.len();
    // The x of entry i: evenly spread, the first and last half a step from the edges.
    let step = (x1 - x0) / n.max(1) as f64;
    let x_of = |i: usize| x0 + step * (i as f64 + 0.5);
    let y_of = |p: f64| y1 - (y1 - y0) * p;
    let mid = y_of(0.5);
    let mut s = String::new();
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" class="arimaa-review-graph" viewBox="0 0 {width} {height}" width="{width}" height="{height}" font-family="sans-serif"><title>Gold's win probability after each move</title><rect class="background" width="{width}" height="{height}" fill="{BACKGROUND}"/><rect class="plot" x="{x0}" y="{y0}" width="{w}" height="{h}" fill="{PLOT}" stroke="{OUTLINE}" stroke-width="0.5"/>"##,
        w = x1 - x0,
        h = y1 - y0,
    );
    let points: alloc::vec::Vec<(f64, f64)> = entries
        .iter()
        .enumerate()
        .map(|(i, e)| (x_of(i), y_of(e.gold_win_after())))
        .collect();
    if let (Some(first), Some(last)) = (points.first(), points.last()) {
        // The curve closed on the midline, drawn twice: clipped above it in gold, below
        // it in silver.
        let mut area = String::new();
        let _ = write!(area, "M{:.1} {mid:.1}", first.0);
        for (x, y) in &points {
            let _ = write!(area, " L{x:.1} {y:.1}");
        }
        let _ = write!(area, " L{:.1} {mid:.1} Z", last.0);
        let _ = write!(
            s,
            r##"<clipPath id="above"><rect x="{x0}" y="{y0}" width="{w}" height="{ha:.1}"/></clipPath><clipPath id="below"><rect x="{x0}" y="{mid:.1}" width="{w}" height="{hb:.1}"/></clipPath><path class="area gold" d="{area}" fill="{g}" fill-opacity="0.55" clip-path="url(#above)"/><path class="area silver" d="{area}" fill="{sv}" fill-opacity="0.7" clip-path="url(#below)"/>"##,
            w = x1 - x0,
            ha = mid - y0,
            hb = y1 - mid,
            g = GOLD.0,
            sv = SILVER.0,
        );
    }
    let _ = write!(
        s,
        r##"<line class="midline" x1="{x0}" y1="{mid:.1}" x2="{x1}" y2="{mid:.1}" stroke="{OUTLINE}" stroke-width="1" stroke-dasharray="4 3"/>"##
    );
    for (p, text) in [(1.0, "100%"), (0.5, "50%"), (0.0, "0%")] {
        let _ = write!(
            s,
            r#"<text class="axis" x="{:.1}" y="{:.1}" font-size="10" text-anchor="end">{text}</text>"#,
            x0 - 4.0,
            y_of(p) + 3.5,
        );
    }
    // Move numbers under gold's moves, at most about one label per 40 pixels.
    let numbers = entries.iter().filter(|e| e.color() == Color::Gold).count();
    let every = [1u32, 2, 5, 10, 20, 50, 100, 200, 500]
        .into_iter()
        .find(|k| (numbers as f64 / f64::from(*k)) * 40.0 <= x1 - x0)
        .unwrap_or(1_000);
    for (i, e) in entries.iter().enumerate() {
        if e.color() == Color::Gold && e.turn.number % every == 0 {
            let _ = write!(
                s,
                r#"<text class="axis" x="{:.1}" y="{:.1}" font-size="10" text-anchor="middle">{}</text>"#,
                x_of(i),
                y1 + 13.0,
                e.turn.number
            );
        }
    }
    if points.len() > 1 {
        let mut line = String::new();
        for (i, (x, y)) in points.iter().enumerate() {
            let _ = write!(line, "{}{x:.1},{y:.1}", if i > 0 { " " } else { "" });
        }
        let _ = write!(
            s,
            r##"<polyline class="curve" points="{line}" fill="none" stroke="{ink}" stroke-width="1.5" stroke-linejoin="round"/>"##,
            ink = GOLD.1
        );
    }
    for (i, (e, (x, y))) in entries.iter().zip(&points).enumerate() {
        let (side, (_, ink)) = match e.color() {
            Color::Gold => ("gold", GOLD),
            Color::Silver => ("silver", SILVER),
        };
        let _ = write!(
            s,
            r##"<g class="turn {side}" data-turn="{turn}" data-index="{i}"><title>{turn} {played}: gold {pct:.0}%{label}</title><rect class="hit" x="{hx:.1}" y="{y0}" width="{step:.1}" height="{h}" fill="transparent"/><circle class="point" cx="{x:.1}" cy="{y:.1}" r="2" fill="{ink}"/>"##,
            turn = e.turn,
            played = e.played,
            pct = e.gold_win_after() * 100.0,
            label = match e.label {
                Label::Best | Label::Good => String::new(),
                l => alloc::format!(", {l}"),
            },
            hx = x - step / 2.0,
            h = y1 - y0,
        );
        if let Some(color) = mark_color(e.label) {
            mark(&mut s, e.color(), e.label, color, *x, *y);
        }
        s.push_str("</g>");
    }
    legend(&mut s, x1, height - 10.0);
    s.push_str("</svg>");
    s
}

/// A mark at (x, y): a disc for gold, a diamond for silver, filled `color`, outlined in
/// the side's ink.
fn mark(s: &mut String, side: Color, label: Label, color: &str, x: f64, y: f64) {
    let r = mark_radius(label);
    match side {
        Color::Gold => {
            let _ = write!(
                s,
                r#"<circle class="mark gold {label}" cx="{x:.1}" cy="{y:.1}" r="{r}" fill="{color}" stroke="{ink}" stroke-width="1"/>"#,
                ink = GOLD.1
            );
        }
        Color::Silver => {
            let d = r * 1.25;
            let _ = write!(
                s,
                r#"<path class="mark silver {label}" d="M{x:.1} {:.1} L{:.1} {y:.1} L{x:.1} {:.1} L{:.1} {y:.1} Z" fill="{color}" stroke="{ink}" stroke-width="1"/>"#,
                y - d,
                x + d,
                y + d,
                x - d,
                ink = SILVER.1
            );
        }
    }
}

/// The legend (the three labels' colours and symbols), right-aligned at `right`, on the
/// baseline `y`.
fn legend(s: &mut String, right: f64, y: f64) {
    s.push_str(r#"<g class="legend" font-size="10">"#);
    let mut x = right;
    for label in [Label::Blunder, Label::Mistake, Label::Inaccuracy] {
        let text = alloc::format!("{} {label}", label.symbol());
        // About 5.5 pixels a character at size 10.
        let w = text.len() as f64 * 5.5;
        let _ = write!(
            s,
            r#"<text x="{x:.1}" y="{y:.1}" text-anchor="end">{text}</text><circle cx="{:.1}" cy="{:.1}" r="{}" fill="{}"/>"#,
            x - w - 7.0,
            y - 3.5,
            mark_radius(label),
            mark_color(label).unwrap_or("none"),
        );
        x -= w + 24.0;
    }
    s.push_str("</g>");
}
