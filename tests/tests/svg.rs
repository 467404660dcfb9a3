//! The SVG pictures of `arimaa_rules::svg`, checked as XML (every element a test can pin:
//! pieces, arrows of a real move with a push and a capture, coordinates, the flip) and as a
//! browser sees them: headless Chromium renders boards to PNG, and the pixels at pieces'
//! squares have the pieces' colours (ignored with the reason when Chromium is missing).
//!
//! Expected values come from the rules and the records, not from the renderer: the
//! standard opening's squares, the steps of `game100.txt` turn 9b (`ee7s mc4w Rb3e Rc3x
//! mb4s`: the gold rabbit pushed from b3 onto the trap c3 and captured there) and
//! `9624.gameLog` turn 5w (`Ee3e Ef3w rf4s rf3x`: a silver rabbit pulled onto the trap f3
//! and captured), and the geometry the module documents (squares of 50 units, a 20-unit
//! margin, rank 8 at the top unless flipped).

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

use arimaa_rules::notation::record::GameRecord;
use arimaa_rules::svg::{
    Arrow, LastMove, LastMoveError, PieceStyle, SvgOptions, board_svg, position_svg,
};
use arimaa_rules::{Board, Color, Game, GameOptions, MoveError, Piece, Position, Square};
use arimaa_tests::data::{self, Ran, Skip, Trial};

/// An element of the picture: its class and the attributes the tests pin.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Element {
    class: String,
    square: Option<String>,
    from: Option<String>,
    to: Option<String>,
}

/// Parses `svg` as XML (panics if it is not well-formed) and lists the elements that have
/// a class, in document order.
fn elements(svg: &str) -> Vec<Element> {
    let doc = roxmltree::Document::parse(svg).expect("well-formed XML");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    assert_eq!(
        doc.root_element().tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    doc.descendants()
        .filter_map(|n| {
            Some(Element {
                class: n.attribute("class")?.to_string(),
                square: n.attribute("data-square").map(str::to_string),
                from: n.attribute("data-from").map(str::to_string),
                to: n.attribute("data-to").map(str::to_string),
            })
        })
        .collect()
}

fn with_class<'a>(els: &'a [Element], class: &str) -> Vec<&'a Element> {
    els.iter().filter(|e| e.class == class).collect()
}

/// `(class, square)` of every piece.
fn pieces(els: &[Element]) -> BTreeSet<(String, String)> {
    els.iter()
        .filter(|e| e.class.starts_with("piece "))
        .map(|e| (e.class.clone(), e.square.clone().expect("data-square")))
        .collect()
}

/// `(class, from, to)` of every arrow, in order.
fn arrows(els: &[Element]) -> Vec<(String, String, String)> {
    els.iter()
        .filter(|e| e.class.starts_with("arrow"))
        .map(|e| {
            (
                e.class.clone(),
                e.from.clone().expect("data-from"),
                e.to.clone().expect("data-to"),
            )
        })
        .collect()
}

/// The `x`/`y` attributes of the element with `class` and `data-square` (or text).
fn rect_at(svg: &str, class: &str, square: &str) -> (f64, f64) {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let n = doc
        .descendants()
        .find(|n| n.attribute("class") == Some(class) && n.attribute("data-square") == Some(square))
        .unwrap_or_else(|| panic!("no {class} {square}"));
    (
        n.attribute("x").unwrap().parse().unwrap(),
        n.attribute("y").unwrap().parse().unwrap(),
    )
}

/// The coordinate labels as `(text, x, y)`.
fn coords(svg: &str) -> Vec<(String, f64, f64)> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.descendants()
        .filter(|n| n.attribute("class").is_some_and(|c| c.starts_with("coord")))
        .map(|n| {
            (
                n.text().unwrap().to_string(),
                n.attribute("x").unwrap().parse().unwrap(),
                n.attribute("y").unwrap().parse().unwrap(),
            )
        })
        .collect()
}

/// The standard opening's 32 pieces, from its definition (AEI `BASIC_SETUP`): gold
/// rabbits on rank 1 and `DHCMECHD` on rank 2, silver `dhcemchd` on rank 7 and rabbits on
/// rank 8.
fn opening_pieces() -> BTreeSet<(String, String)> {
    let names = |c: char| match c.to_ascii_lowercase() {
        'r' => "rabbit",
        'c' => "cat",
        'd' => "dog",
        'h' => "horse",
        'm' => "camel",
        'e' => "elephant",
        _ => unreachable!(),
    };
    let mut out = BTreeSet::new();
    for (rank, row, color) in [
        (1, "RRRRRRRR", "gold"),
        (2, "DHCMECHD", "gold"),
        (7, "dhcemchd", "silver"),
        (8, "rrrrrrrr", "silver"),
    ] {
        for (file, c) in "abcdefgh".chars().zip(row.chars()) {
            out.insert((
                format!("piece {color} {}", names(c)),
                format!("{file}{rank}"),
            ));
        }
    }
    out
}

/// A per-game record replayed; the history entry with `label` and the position after it.
fn after_turn(file: &str, label: &str) -> (Game, usize, Position) {
    let text = data::read_table(&format!("games/per-game/{file}"));
    let game = GameRecord::parse(&text)
        .unwrap()
        .replay(GameOptions::default())
        .unwrap()
        .game;
    let history = game.history();
    let index = history.iter().position(|e| e.label() == label).unwrap();
    let after = history[index + 1].position_before().clone();
    (game, index, after)
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn opening_pieces_and_coordinates() {
    let svg = position_svg(&Position::standard());
    let els = elements(&svg);
    assert_eq!(pieces(&els), opening_pieces());
    assert_eq!(with_class(&els, "square").len(), 60);
    let traps: BTreeSet<_> = with_class(&els, "square trap")
        .iter()
        .map(|e| e.square.clone().unwrap())
        .collect();
    assert_eq!(traps, ["c3", "c6", "f3", "f6"].map(String::from).into());
    // The four traps are empty in the opening: each is crossed.
    assert_eq!(with_class(&els, "trap-mark").len(), 4);
    assert!(arrows(&els).is_empty());
    assert!(with_class(&els, "capture").is_empty());
    // Coordinates: files a–h left to right along the bottom, ranks 8..1 top to bottom.
    let c = coords(&svg);
    assert_eq!(c.len(), 16);
    let files: Vec<_> = c
        .iter()
        .filter(|(t, _, _)| t.chars().all(char::is_alphabetic))
        .collect();
    assert_eq!(
        files.iter().map(|f| f.0.as_str()).collect::<String>(),
        "abcdefgh"
    );
    assert!(files.windows(2).all(|w| w[0].1 < w[1].1));
    let ranks: Vec<_> = c
        .iter()
        .filter(|(t, _, _)| t.chars().all(|ch| ch.is_ascii_digit()))
        .collect();
    let mut by_height = ranks.clone();
    by_height.sort_by(|a, b| a.2.total_cmp(&b.2));
    assert_eq!(
        by_height.iter().map(|r| r.0.as_str()).collect::<String>(),
        "87654321"
    );
    // The default is the old picture: position_svg equals the default options.
    assert_eq!(
        svg,
        board_svg(&Position::standard(), &SvgOptions::default())
    );
    assert!(svg.contains(r#"width="440" height="440""#));
}

fn flipped_turns_the_board() {
    let pos = Position::standard();
    let plain = board_svg(&pos, &SvgOptions::default());
    let flipped = board_svg(
        &pos,
        &SvgOptions {
            flipped: true,
            ..SvgOptions::default()
        },
    );
    // Squares are 50 units from a 20-unit margin: the bottom-right square is at (370, 370).
    assert_eq!(rect_at(&plain, "square", "h1"), (370.0, 370.0));
    assert_eq!(rect_at(&plain, "square", "a8"), (20.0, 20.0));
    assert_eq!(rect_at(&flipped, "square", "a8"), (370.0, 370.0));
    assert_eq!(rect_at(&flipped, "square", "h1"), (20.0, 20.0));
    assert_eq!(rect_at(&flipped, "square trap", "c6"), (270.0, 270.0));
    // Files h..a along the bottom, ranks 1..8 from top to bottom.
    let c = coords(&flipped);
    let mut files: Vec<_> = c
        .iter()
        .filter(|(t, _, _)| t.chars().all(char::is_alphabetic))
        .collect();
    files.sort_by(|a, b| a.1.total_cmp(&b.1));
    assert_eq!(
        files.iter().map(|f| f.0.as_str()).collect::<String>(),
        "hgfedcba"
    );
    let mut ranks: Vec<_> = c
        .iter()
        .filter(|(t, _, _)| t.chars().all(|ch| ch.is_ascii_digit()))
        .collect();
    ranks.sort_by(|a, b| a.2.total_cmp(&b.2));
    assert_eq!(
        ranks.iter().map(|r| r.0.as_str()).collect::<String>(),
        "12345678"
    );
    // The same pieces on the same squares.
    assert_eq!(pieces(&elements(&flipped)), opening_pieces());
}

fn no_coordinates_size_fill_frozen() {
    // A gold rabbit on d4 next to a silver cat on d5 and no friend: frozen (official
    // rules: a stronger enemy neighbour and no friendly one).
    let mut board = Board::empty();
    board.set(sq("d4"), Piece::from_char('R'));
    board.set(sq("d5"), Piece::from_char('c'));
    let pos = Position::new(board, Color::Gold).unwrap();
    let options = SvgOptions {
        coordinates: false,
        size: 200,
        frozen: true,
        fill: vec![(sq("e4"), "#ff0".into()), (sq("a1"), "red".into())],
        ..SvgOptions::default()
    };
    let svg = board_svg(&pos, &options);
    let els = elements(&svg);
    assert!(coords(&svg).is_empty());
    assert!(svg.contains(r#"viewBox="20 20 400 400" width="200" height="200""#));
    let hl: Vec<_> = with_class(&els, "fill")
        .iter()
        .map(|e| e.square.clone().unwrap())
        .collect();
    assert_eq!(hl, ["e4", "a1"]);
    assert_eq!(
        pieces(&els),
        [
            ("piece gold rabbit frozen".to_string(), "d4".to_string()),
            ("piece silver cat".to_string(), "d5".to_string()),
        ]
        .into()
    );
    // Without the option, no frozen mark.
    let plain = elements(&board_svg(&pos, &SvgOptions::default()));
    assert!(pieces(&plain).iter().all(|(c, _)| !c.contains("frozen")));
}

fn push_and_capture_of_game100_9b() {
    // 9b ee7s mc4w Rb3e Rc3x mb4s: the silver camel pushes the gold rabbit from b3 onto
    // the trap c3 (captured there: no gold piece beside it) and enters b3.
    let (game, index, after) = after_turn("game100.txt", "9s");
    let entry = &game.history()[index];
    assert_eq!(entry.turn.to_string(), "ee7s mc4w Rb3e Rc3x mb4s");
    let last = LastMove::from_history(entry).unwrap();
    let expected = vec![
        ("arrow step".to_string(), "e7".to_string(), "e6".to_string()),
        ("arrow step".into(), "c4".into(), "b4".into()),
        ("arrow push".into(), "b3".into(), "c3".into()),
        ("arrow step".into(), "b4".into(), "b3".into()),
    ];
    let options = SvgOptions {
        last_move: Some(last.clone()),
        ..SvgOptions::default()
    };
    let svg = board_svg(&after, &options);
    let els = elements(&svg);
    assert_eq!(arrows(&els), expected);
    let captures: Vec<_> = with_class(&els, "capture")
        .iter()
        .map(|e| e.square.clone().unwrap())
        .collect();
    assert_eq!(captures, ["c3"]);
    assert!(svg.contains(r#"class="capture" data-square="c3" data-piece="R""#));
    let ps = pieces(&els);
    assert!(ps.contains(&("piece silver camel".into(), "b3".into())));
    assert!(ps.contains(&("piece silver elephant".into(), "e6".into())));
    assert!(
        !ps.iter()
            .any(|(_, s)| s == "c3" || s == "b4" || s == "c4" || s == "e7")
    );
    assert_eq!(ps.len(), after.board().iter().count());
    // The same move known only from the position after it and its notation.
    let from_after = LastMove::ending_at(&after, &"ee7s mc4w Rb3e Rc3x mb4s".parse().unwrap());
    assert_eq!(from_after, Ok(last));
    // Flipped: the same arrows; the trap c3 is then on the right half, upper half.
    let flipped = board_svg(
        &after,
        &SvgOptions {
            flipped: true,
            ..options
        },
    );
    assert_eq!(arrows(&elements(&flipped)), expected);
    assert_eq!(rect_at(&flipped, "square trap", "c3"), (270.0, 120.0));
}

fn pull_and_capture_of_9624_5w() {
    // 5w Ee3e Ef3w rf4s rf3x: the gold elephant steps to f3 and back, pulling the silver
    // rabbit from f4 onto the trap f3, where it is captured.
    let (game, index, after) = after_turn("9624.gameLog", "5g");
    let entry = &game.history()[index];
    assert_eq!(entry.turn.to_string(), "Ee3e Ef3w rf4s rf3x");
    let svg = board_svg(
        &after,
        &SvgOptions {
            last_move: LastMove::from_history(entry),
            ..SvgOptions::default()
        },
    );
    let els = elements(&svg);
    assert_eq!(
        arrows(&els),
        vec![
            ("arrow step".to_string(), "e3".to_string(), "f3".to_string()),
            ("arrow step".into(), "f3".into(), "e3".into()),
            ("arrow pull".into(), "f4".into(), "f3".into()),
        ]
    );
    assert!(svg.contains(r#"class="capture" data-square="f3" data-piece="r""#));
}

fn arrows_are_escaped_and_output_deterministic() {
    let pos = Position::standard();
    let options = SvgOptions {
        arrows: vec![
            Arrow {
                from: sq("a1"),
                to: sq("h8"),
                color: r#"x"<&>'"#.into(),
            },
            Arrow::new(sq("d4"), sq("d4")),
        ],
        ..SvgOptions::default()
    };
    let svg = board_svg(&pos, &options);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let arrow = doc
        .descendants()
        .find(|n| n.attribute("class") == Some("arrow"))
        .unwrap();
    assert_eq!(arrow.attribute("data-from"), Some("a1"));
    let line = arrow.children().find(|n| n.has_tag_name("line")).unwrap();
    assert_eq!(line.attribute("stroke"), Some(r#"x"<&>'"#));
    assert_eq!(
        arrows(&elements(&svg)),
        vec![
            ("arrow".to_string(), "a1".to_string(), "h8".to_string()),
            ("arrow".into(), "d4".into(), "d4".into()),
        ]
    );
    assert_eq!(svg, board_svg(&pos, &options));
}

fn last_move_errors() {
    let after = Position::standard().play_text("Ee2n Ee3n").unwrap();
    // The elephant is on e4, not d3.
    assert_eq!(
        LastMove::ending_at(&after, &"Md2n".parse().unwrap()),
        Err(LastMoveError::NotThere {
            index: 0,
            step: "Md2n".parse().unwrap()
        })
    );
    // A capture token on an occupied trap cannot be right.
    // (The cat on c3 is guarded by the camel on d3.)
    let after2 = Position::standard().play_text("Md2n Cc2n").unwrap();
    assert_eq!(
        LastMove::ending_at(&after2, &"Md2n Cc2n Rc3x".parse().unwrap()),
        Err(LastMoveError::TrapTaken { index: 1 })
    );
    assert!(LastMove::ending_at(&after2, &"Md2n Cc2n".parse().unwrap()).is_ok());
    // A token restoring a ninth silver rabbit: no position has one.
    assert!(matches!(
        LastMove::ending_at(&after, &"Ee2n Ee3n rc6x".parse().unwrap()),
        Err(LastMoveError::Position(_))
    ));
    // A token for a capture that did not happen (the rabbit restored on c6 is guarded by
    // the cat on c7): the replay refuses it.
    let mut board = Board::empty();
    board.set(sq("e2"), Piece::from_char('E'));
    board.set(sq("c7"), Piece::from_char('c'));
    let after3 = Position::new(board, Color::Gold)
        .unwrap()
        .play_text("Ee2n Ee3n")
        .unwrap();
    assert!(matches!(
        LastMove::ending_at(&after3, &"Ee2n Ee3n rc6x".parse().unwrap()),
        Err(LastMoveError::Move(MoveError::CaptureMismatch {
            index: 1,
            ..
        }))
    ));
    // An illegal move: a rabbit may not step back (south for gold).
    let mut board = Board::empty();
    board.set(sq("d4"), Piece::from_char('R'));
    let after4 = Position::new(board, Color::Silver).unwrap();
    assert!(matches!(
        LastMove::ending_at(&after4, &"Rd5s".parse().unwrap()),
        Err(LastMoveError::Move(MoveError::Step { index: 0, .. }))
    ));
}

fn animals_and_letters_as_xml() {
    // Every piece of the opening draws the animal of its kind (the class's last word), by
    // a `<use>` whose reference is a path of the picture's `<defs>`; ids are unique.
    let svg = position_svg(&Position::standard());
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let ids: Vec<&str> = doc
        .descendants()
        .filter_map(|n| n.attribute("id"))
        .collect();
    assert_eq!(ids.len(), ids.iter().collect::<BTreeSet<_>>().len());
    assert_eq!(ids.len(), 6);
    let mut drawn = BTreeSet::new();
    for piece in doc.descendants().filter(|n| {
        n.attribute("class")
            .is_some_and(|c| c.starts_with("piece "))
    }) {
        let class: Vec<&str> = piece.attribute("class").unwrap().split(' ').collect();
        let figure = piece.children().find(|n| n.has_tag_name("use")).unwrap();
        let href = figure.attribute("href").unwrap();
        assert_eq!(href, format!("#arimaa-{}", class[2]));
        let target = doc
            .descendants()
            .find(|n| n.attribute("id") == href.strip_prefix('#'))
            .unwrap();
        assert!(target.has_tag_name("path") && target.parent().unwrap().has_tag_name("defs"));
        drawn.insert((class[1], class[2]));
    }
    assert_eq!(drawn.len(), 12);
    // Letters: each piece's text is its letter (upper case gold, lower case silver), no
    // definitions.
    let letters = board_svg(
        &Position::standard(),
        &SvgOptions {
            pieces: PieceStyle::Letters,
            ..SvgOptions::default()
        },
    );
    let doc = roxmltree::Document::parse(&letters).unwrap();
    assert!(
        !doc.descendants()
            .any(|n| n.has_tag_name("defs") || n.has_tag_name("use"))
    );
    let mut texts = BTreeSet::new();
    for piece in doc.descendants().filter(|n| {
        n.attribute("class")
            .is_some_and(|c| c.starts_with("piece "))
    }) {
        let square = piece.attribute("data-square").unwrap();
        let text = piece.children().find(|n| n.has_tag_name("text")).unwrap();
        let letter = Position::standard()
            .piece_at(sq(square))
            .unwrap()
            .char()
            .to_string();
        assert_eq!(text.text(), Some(letter.as_str()));
        texts.insert(letter);
    }
    assert_eq!(texts.len(), 12);
}

fn chromium() -> Option<&'static str> {
    ["chromium", "chromium-browser"]
        .into_iter()
        .find(|p| data::has_program(p))
}

/// Renders `svg` with headless Chromium into a `w`×`h` PNG and decodes it as RGB rows.
fn render(program: &str, dir: &Path, name: &str, svg: &str, w: u32, h: u32) -> (u32, u32, Vec<u8>) {
    let file = dir.join(format!("{name}.svg"));
    std::fs::write(&file, svg).unwrap();
    let png = dir.join(format!("{name}.png"));
    let profile = dir.join(format!("profile-{name}"));
    let out = Command::new(program)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("--screenshot={}", png.display()))
        .arg(format!("--window-size={w},{h}"))
        .arg(format!("file://{}", file.display()))
        .output()
        .unwrap();
    assert!(out.status.success(), "chromium failed: {out:?}");
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&png).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    let channels = info.color_type.samples();
    let rgb: Vec<u8> = buf[..info.buffer_size()]
        .chunks(channels)
        .flat_map(|px| [px[0], px[1], px[2]])
        .collect();
    (info.width, info.height, rgb)
}

fn pixel(img: &(u32, u32, Vec<u8>), x: u32, y: u32) -> [u8; 3] {
    let i = ((y * img.0 + x) * 3) as usize;
    [img.2[i], img.2[i + 1], img.2[i + 2]]
}

fn near(a: [u8; 3], hex: u32) -> bool {
    let b = [(hex >> 16) as u8, (hex >> 8) as u8, hex as u8];
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 12)
}

/// The pixel 15 units left of and 3 below the centre of `square` (inside the disc, clear
/// of the letter and of every animal: their heads and trunks reach further left just
/// above and below), scaled to the picture's size.
fn disc_point(square: &str, flipped: bool, scale: f64) -> (u32, u32) {
    let s = sq(square);
    let (col, row) = if flipped {
        (7 - u32::from(s.file()), u32::from(s.rank()))
    } else {
        (u32::from(s.file()), 7 - u32::from(s.rank()))
    };
    let (x, y) = (20 + col * 50 + 25 - 15, 20 + row * 50 + 25 + 3);
    ((f64::from(x) * scale) as u32, (f64::from(y) * scale) as u32)
}

fn chromium_renders_boards() -> Ran {
    let Some(program) = chromium() else {
        return Err(Skip::tool(
            "chromium not installed (Debian: apt-get install chromium)",
        ));
    };
    let dir = std::env::temp_dir().join(format!("arimaa-svg-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    const GOLD: u32 = 0xe6b422;
    const SILVER: u32 = 0xb8bcc4;
    // The opening at the default size: gold elephant e2, silver elephant d7.
    let img = render(
        program,
        &dir,
        "opening",
        &position_svg(&Position::standard()),
        440,
        440,
    );
    assert_eq!((img.0, img.1), (440, 440));
    let (x, y) = disc_point("e2", false, 1.0);
    assert!(near(pixel(&img, x, y), GOLD), "{:?}", pixel(&img, x, y));
    let (x, y) = disc_point("d7", false, 1.0);
    assert!(near(pixel(&img, x, y), SILVER), "{:?}", pixel(&img, x, y));
    let (x, y) = disc_point("d4", false, 1.0);
    assert!(!near(pixel(&img, x, y), GOLD) && !near(pixel(&img, x, y), SILVER));
    // Each piece's animal is drawn (the `<use>` of its `<defs>` path resolved): within
    // 17 units of its square's centre, over 100 pixels of its side's animal ink, gold's
    // dark brown, silver's white.
    for (s, piece) in Position::standard().board().iter() {
        let (x0, y0) = disc_point(&s.to_string(), false, 1.0);
        let (cx, cy) = (i64::from(x0) + 15, i64::from(y0) - 3);
        let ink = match piece.color {
            Color::Gold => 0x3b2a00,
            Color::Silver => 0xffffff,
        };
        let inked = (-17..=17i64)
            .flat_map(|dx| (-17..=17i64).map(move |dy| (dx, dy)))
            .filter(|(dx, dy)| dx * dx + dy * dy <= 17 * 17)
            .filter(|(dx, dy)| near(pixel(&img, (cx + dx) as u32, (cy + dy) as u32), ink))
            .count();
        assert!(inked > 100, "{s} ({piece}): {inked} pixels of ink");
    }
    let colours: BTreeSet<[u8; 3]> = img.2.chunks(3).map(|p| [p[0], p[1], p[2]]).collect();
    assert!(
        colours.len() > 20,
        "a blank picture: {} colours",
        colours.len()
    );
    // After 9b of game100, flipped, 300 pixels: the silver camel on b3, c3 empty.
    let (game, index, after) = after_turn("game100.txt", "9s");
    let options = SvgOptions {
        last_move: LastMove::from_history(&game.history()[index]),
        flipped: true,
        size: 300,
        ..SvgOptions::default()
    };
    let img = render(
        program,
        &dir,
        "push-flipped",
        &board_svg(&after, &options),
        300,
        300,
    );
    assert_eq!((img.0, img.1), (300, 300));
    let scale = 300.0 / 440.0;
    // Every square the move's arrows do not cross: a disc of the piece's side where the
    // rules' position has a piece, neither colour where it has none.
    let touched: BTreeSet<Square> = options
        .last_move
        .iter()
        .flat_map(|m| m.steps().iter().flat_map(|p| [p.step.from(), p.step.to()]))
        .collect();
    assert_eq!(touched.len(), 6); // e7 e6 c4 b4 b3 c3
    let mut discs = 0;
    for s in Square::all().filter(|s| !touched.contains(s)) {
        let (x, y) = disc_point(&s.to_string(), true, scale);
        let px = pixel(&img, x, y);
        match after.piece_at(s).map(|p| p.color) {
            Some(Color::Gold) => assert!(near(px, GOLD), "{s}: {px:?}"),
            Some(Color::Silver) => assert!(near(px, SILVER), "{s}: {px:?}"),
            None => assert!(!near(px, GOLD) && !near(px, SILVER), "{s}: {px:?}"),
        }
        discs += usize::from(after.piece_at(s).is_some());
    }
    assert!(discs > 20, "{discs} pieces checked");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

fn main() {
    let tests: Vec<Trial> = vec![
        data::plain(
            "opening_pieces_and_coordinates",
            opening_pieces_and_coordinates,
        ),
        data::plain("flipped_turns_the_board", flipped_turns_the_board),
        data::plain(
            "no_coordinates_size_fill_frozen",
            no_coordinates_size_fill_frozen,
        ),
        data::plain(
            "push_and_capture_of_game100_9b",
            push_and_capture_of_game100_9b,
        ),
        data::plain("pull_and_capture_of_9624_5w", pull_and_capture_of_9624_5w),
        data::plain(
            "arrows_are_escaped_and_output_deterministic",
            arrows_are_escaped_and_output_deterministic,
        ),
        data::plain("last_move_errors", last_move_errors),
        data::plain("animals_and_letters_as_xml", animals_and_letters_as_xml),
        data::trial("chromium_renders_boards", chromium_renders_boards),
    ];
    data::run(tests)
}
