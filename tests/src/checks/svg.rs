//! The SVG renderer ([`svg::board_svg`]) with an arbitrary position, arbitrary options
//! and an arbitrary last-move text.
//!
//! The input has three parts: a position (the first 65 bytes: the side to move, then one
//! byte per square picking a piece letter or an empty square, read as the short form
//! `g [...]` with the relaxed options; the standard opening when that is refused), then,
//! up to the next `0` byte, a last-move text (steps in arimaa.com notation, played from the position:
//! [`LastMove::replay`]; entered step by step, [`LastMove::in_progress`] after each step;
//! and taken as the move that ended at the position:
//! [`LastMove::ending_at`]), and after it the option bytes (flags, size, arrows and square fills
//! with colour text taken from the input, quotes and `<` included).
//!
//! Checked: rendering never panics; the text starts with `<svg` and ends with `</svg>`;
//! every tag is closed in order (a stack of element names), every attribute value is
//! quoted (an even number of `"` in each tag) and no text between tags holds `<` or an
//! unescaped `&`: the colours given are escaped; every `href="#id"` (a piece's animal)
//! names an `id` the picture defines, each id once, and every piece (or capture mark)
//! is drawn by an animal or a letter as the option asks; and rendering twice gives the
//! same text.

use arimaa_rules::svg::{self, Arrow, LastMove, PieceStyle, SvgOptions};
use arimaa_rules::{NotatedMove, Position, PositionOptions, Square};

/// The piece letters (and `' '` for an empty square) a position byte picks from; empty
/// squares are picked half of the time so that boards stay playable.
const SQUARE_CHARS: &[u8] = b"RCDHMErcdhme            ";

/// The check of fuzz target `svg`.
pub fn check_svg(data: &[u8]) {
    let data = super::bounded(data);
    let (board, rest) = data.split_at(data.len().min(65));
    let mut parts = rest.splitn(2, |&b| b == 0);
    let last_move = parts.next().unwrap_or(&[]);
    let options = parts.next().unwrap_or(&[]);
    let pos = position(board);
    let mut opts = svg_options(options);
    render_and_check(&pos, &opts);
    let text = String::from_utf8_lossy(last_move);
    let Ok(m) = text.trim().parse::<NotatedMove>() else {
        return;
    };
    // The move entered step by step: the move in progress (`LastMove::in_progress`) after
    // each legal step holds every step taken.
    let mut partial = pos.clone();
    for (i, step) in m.mv.steps().enumerate() {
        if partial.play_step(&step).is_err() {
            break;
        }
        let lm = LastMove::in_progress(&partial);
        assert_eq!(
            lm.steps().len(),
            i + 1,
            "the move in progress after {i} steps"
        );
        opts.last_move = Some(lm);
        render_and_check(&partial, &opts);
    }
    // The move played from the position: the picture of the position after it.
    let mut after = pos.clone();
    if let Ok(lm) = LastMove::replay(&pos, &m)
        && after.play_notated_mut(&m).is_ok()
    {
        opts.last_move = Some(lm);
        render_and_check(&after, &opts);
    }
    // The move taken as the one that ended at the position.
    if let Ok(lm) = LastMove::ending_at(&pos, &m) {
        opts.last_move = Some(lm);
        render_and_check(&pos, &opts);
    }
}

/// The position of the board bytes: the short form built from them, read with the
/// relaxed options (any piece counts, either side to move), or the standard opening.
fn position(bytes: &[u8]) -> Position {
    if bytes.is_empty() {
        return Position::standard();
    }
    let side = if bytes[0] & 1 == 0 { 'g' } else { 's' };
    let squares: String = (0..64)
        .map(|i| {
            let b = bytes.get(1 + i).copied().unwrap_or(b' ');
            SQUARE_CHARS[b as usize % SQUARE_CHARS.len()] as char
        })
        .collect();
    // The short form lists the squares from a8 to h1 (rank 8 first).
    let rows: String = (0..8)
        .rev()
        .map(|rank| &squares[rank * 8..rank * 8 + 8])
        .collect();
    Position::from_short_with(&format!("{side} [{rows}]"), PositionOptions::RELAXED)
        .unwrap_or_else(|_| Position::standard())
}

/// The options of the option bytes: flags (flipped, coordinates, frozen, letters), a size, then
/// arrows and fills, each from two square bytes and a colour text running to the next
/// `;`.
fn svg_options(bytes: &[u8]) -> SvgOptions {
    let mut opts = SvgOptions::default();
    let Some((&flags, rest)) = bytes.split_first() else {
        return opts;
    };
    opts.flipped = flags & 1 != 0;
    opts.coordinates = flags & 2 != 0;
    opts.frozen = flags & 4 != 0;
    if flags & 16 != 0 {
        opts.pieces = PieceStyle::Letters;
    }
    let mut rest = rest;
    if flags & 8 != 0 && rest.len() >= 4 {
        opts.size = u32::from_le_bytes([rest[0], rest[1], rest[2], rest[3]]);
        rest = &rest[4..];
    }
    for (i, item) in rest.split(|&b| b == b';').take(64).enumerate() {
        let (Some(&a), Some(&b)) = (item.first(), item.get(1)) else {
            continue;
        };
        let (Some(from), Some(to)) = (Square::new(a % 64), Square::new(b % 64)) else {
            continue;
        };
        let color = String::from_utf8_lossy(&item[2..]).to_string();
        if i % 2 == 0 {
            let mut arrow = Arrow::new(from, to);
            if !color.is_empty() {
                arrow.color = color;
            }
            opts.arrows.push(arrow);
        } else {
            opts.fill.push((from, color));
        }
    }
    opts
}

/// Renders twice and checks the text.
fn render_and_check(pos: &Position, opts: &SvgOptions) {
    let text = svg::board_svg(pos, opts);
    assert_eq!(
        svg::board_svg(pos, opts),
        text,
        "board_svg is not deterministic"
    );
    check_well_formed(&text);
    check_pieces(&text, opts.pieces);
}

/// Panics unless every `href="#…"` names an `id` that `text` defines, no id is defined
/// twice, and each piece and capture mark holds one figure of the style: a `<use>` for
/// animals, a `<text>` for letters.
pub fn check_pieces(text: &str, style: PieceStyle) {
    let values = |attribute: &str| -> Vec<String> {
        text.match_indices(attribute)
            .map(|(i, _)| {
                let rest = &text[i + attribute.len()..];
                rest[..rest.find('"').expect("a closed attribute")].to_string()
            })
            .collect()
    };
    let ids = values(" id=\"");
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), ids.len(), "an id defined twice: {ids:?}");
    for href in values(" href=\"#") {
        assert!(
            ids.contains(&href),
            "href=\"#{href}\" names no id of {ids:?}"
        );
    }
    let figure = match style {
        PieceStyle::Animals => "<use href=",
        PieceStyle::Letters => "<text ",
    };
    for class in ["<g class=\"piece ", "<g class=\"capture\""] {
        for (i, _) in text.match_indices(class) {
            let group = &text[i..i + text[i..].find("</g>").expect("a closed group")];
            assert_eq!(group.matches(figure).count(), 1, "{style}: {group}");
        }
    }
}

/// Panics unless `text` is one `<svg>` element whose tags nest, with quoted attributes and
/// no raw `<` or bare `&` in text.
pub fn check_well_formed(text: &str) {
    assert!(
        text.starts_with("<svg"),
        "does not start with <svg: {text:.80}"
    );
    assert!(
        text.trim_end().ends_with("</svg>"),
        "does not end with </svg>"
    );
    let mut stack: Vec<&str> = Vec::new();
    let mut rest = text;
    let mut first = true;
    while let Some(open) = rest.find('<') {
        check_text_run(&rest[..open]);
        if !first {
            assert!(!stack.is_empty(), "content after the closing </svg>");
        }
        let after = &rest[open + 1..];
        let close = after
            .find('>')
            .unwrap_or_else(|| panic!("a tag is not closed: {:.80}", &rest[open..]));
        let tag = &after[..close];
        assert_eq!(
            tag.matches('"').count() % 2,
            0,
            "unbalanced quotes in <{tag}>"
        );
        assert!(!tag.contains('<'), "a raw < inside <{tag}>");
        if let Some(name) = tag.strip_prefix('/') {
            let open_name = stack
                .pop()
                .unwrap_or_else(|| panic!("</{name}> closes nothing"));
            assert_eq!(open_name, name.trim(), "<{open_name}> closed by </{name}>");
        } else if !tag.starts_with('!') && !tag.starts_with('?') {
            let name = tag
                .split(|c: char| c.is_ascii_whitespace() || c == '/')
                .next()
                .unwrap_or("");
            assert!(!name.is_empty(), "a tag without a name: <{tag}>");
            if first {
                assert_eq!(name, "svg", "the first element is <{name}>");
            }
            if !tag.ends_with('/') {
                stack.push(name);
            }
        }
        first = false;
        rest = &after[close + 1..];
    }
    check_text_run(rest);
    assert!(stack.is_empty(), "elements left open: {stack:?}");
}

/// Panics if the text between two tags holds a `>` or an `&` that starts no entity.
fn check_text_run(run: &str) {
    assert!(!run.contains('>'), "a raw > in text: {run:.80}");
    for (i, _) in run.match_indices('&') {
        let entity = &run[i..];
        let end = entity.find(';').unwrap_or(entity.len());
        let name = &entity[1..end];
        assert!(
            end < entity.len()
                && !name.is_empty()
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '#'),
            "a bare & in text: {run:.80}"
        );
    }
}
