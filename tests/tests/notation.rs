//! Notation: round trips of every format, and the place and wording of errors for
//! malformed input (the expected columns are those of the characters in the input).

use arimaa_rules::Refusal;
use arimaa_rules::notation::record::{
    ArchiveReader, GameRecord, RecordErrorKind, TurnAction, parse_records,
};
use arimaa_rules::{Capture, Move, NotatedMove, Outcome, Placement, Position, Setup, Square, Step};

#[test]
fn tokens_round_trip() {
    for s in ["Ed2n", "rc3s", "Ha1e", "mh8w"] {
        assert_eq!(s.parse::<Step>().unwrap().to_string(), s);
    }
    for s in ["rc3x", "Ef6x", "Dc6x", "hf3x"] {
        assert_eq!(s.parse::<Capture>().unwrap().to_string(), s);
    }
    assert_eq!("Ra1".parse::<Placement>().unwrap().to_string(), "Ra1");
    assert_eq!(
        "Ed2n  Ed3n\tEd4n".parse::<Move>().unwrap().to_string(),
        "Ed2n Ed3n Ed4n"
    );
    let m: NotatedMove = "rb3e rc3x Ca3e Rb2w".parse().unwrap();
    assert_eq!(m.to_string(), "rb3e rc3x Ca3e Rb2w");
    // Four steps and a capture token: 5 tokens, still one move.
    assert_eq!(
        "rb3e rc3x Ca3e Rb2w Ra2n"
            .parse::<NotatedMove>()
            .unwrap()
            .mv
            .len(),
        4
    );
    // A Move drops capture tokens.
    assert_eq!(
        "Md2n Cc2n Md3n Cc3x".parse::<Move>().unwrap().to_string(),
        "Md2n Cc2n Md3n"
    );
    let setup = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2";
    assert_eq!(setup.parse::<Setup>().unwrap().to_string(), setup);
    assert_eq!("gm".parse::<Outcome>().unwrap().to_string(), "gm");
}

fn column_of<T: std::str::FromStr<Err = arimaa_rules::NotationError>>(s: &str) -> u32 {
    s.parse::<T>().err().expect(s).column
}

#[test]
fn error_columns_point_at_the_bad_character() {
    assert_eq!(column_of::<Step>("Xd2n"), 1); // not a piece letter
    assert_eq!(column_of::<Step>("Ei2n"), 2); // file i
    assert_eq!(column_of::<Step>("Ed2q"), 4); // direction q
    assert_eq!(column_of::<Step>("Ed2"), 4); // direction missing
    assert_eq!(column_of::<Step>("Ed2nn"), 5); // trailing
    assert_eq!(column_of::<Step>("Ea8n"), 4); // leaves the board
    assert_eq!(column_of::<Capture>("rd4x"), 2); // not a trap
    assert_eq!(column_of::<Move>("Ed2n Ed3q"), 9);
    assert_eq!(column_of::<Move>("Ed2n Ed3n Ed4n Ed5n Ed6n"), 21); // fifth step
    assert_eq!(column_of::<NotatedMove>("rc3x Ed2n"), 1); // capture before any step
    assert_eq!(column_of::<Setup>("Ra1 Rb1 Rc9"), 10);
    assert_eq!(column_of::<Square>("e9"), 1);
    let e = "Ed2q".parse::<Step>().unwrap_err();
    assert_eq!(
        e.to_string(),
        r#"column 4: expected a direction n, s, e or w, found "q""#
    );
}

#[test]
fn position_formats_round_trip_and_report_errors() {
    let p = Position::standard().play_text("Ee2n Ee3n Md2n").unwrap();
    assert_eq!(Position::from_short(&p.to_short()).unwrap(), p);
    let d = p.to_diagram();
    assert!(d.starts_with("2s\n"));
    assert_eq!(Position::from_diagram(&d).unwrap(), p);
    // Short form errors: side letter, bracket, piece letter, square count.
    assert_eq!(
        Position::from_short("q [ ]").unwrap_err().expected,
        "a side to move g or s"
    );
    let bad_piece = format!("g [{}Z{}]", " ".repeat(10), " ".repeat(53));
    let e = Position::from_short(&bad_piece).unwrap_err();
    assert_eq!(e.column, 14); // "g [" is 3 characters, then 10 spaces
    assert_eq!(
        Position::from_short("g [rrr]").unwrap_err().expected,
        "exactly 64 squares"
    );
    // Nine gold rabbits cannot occur.
    let nine = format!("g [{}RRRRRRRRR]", " ".repeat(55));
    assert!(
        Position::from_short(&nine)
            .unwrap_err()
            .found
            .contains("board_too_many_of_kind")
    );
    // Diagram errors carry the line.
    // Line 1 is "2s", line 2 the border, so rank 5 is line 6.
    let broken = d.replace("5| ", "9| ");
    let e = Position::from_diagram(&broken).unwrap_err();
    assert_eq!(e.line, Some(6));
}

#[test]
fn movelists_parse_with_takebacks_resignations_and_continuations() {
    let rec =
        GameRecord::parse("1w Ra1\n1b ra8\n2w takeback\n1b rb8\n2w Ra1n\n2b\n rb8s\n3w resign")
            .unwrap();
    let actions: Vec<TurnAction> = rec.turns.iter().map(|t| t.action).collect();
    use TurnAction::*;
    assert_eq!(actions, [Play, Play, Takeback, Play, Play, Play, Resign]);
    assert_eq!(rec.turns[5].text, "rb8s"); // the continuation line joined its label
    assert_eq!((rec.turns[3].line, rec.turns[3].column), (4, 1));
    // Archive movelists use the two characters \n.
    let rec = GameRecord::parse(r"1w Ra1\n1b ra8\n2w Ra1n").unwrap();
    assert_eq!(rec.turns.len(), 3);
    assert_eq!(rec.turns[2].column, 17);
}

#[test]
fn record_errors_name_line_and_column() {
    let e = GameRecord::parse("Event: x\n\n1g Ra1\n2q Ra1n").unwrap_err();
    assert_eq!((e.line, e.column), (4, 2));
    assert!(e.to_string().contains("side letter"), "{}", e);
    // A truncated move is refused at replay with the label, line and rule.
    let setup_g = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2";
    let setup_s = "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7";
    let text = format!("1g {}\n1s {}\n2g Ee2n Ee3", setup_g, setup_s);
    let err = GameRecord::parse(&text)
        .unwrap()
        .replay(Default::default())
        .unwrap_err();
    assert_eq!(
        (err.label.as_str(), err.line, err.kind.rule().name()),
        ("2g", 3, "notation")
    );
    // A label out of turn.
    let text = format!("1g {}\n1s {}\n2s ee7s", setup_g, setup_s);
    let err = GameRecord::parse(&text)
        .unwrap()
        .replay(Default::default())
        .unwrap_err();
    assert_eq!(err.kind.rule().name(), "label_out_of_order");
}

#[test]
fn archive_files_stream_and_check_their_fields() {
    let text = "id\tresult\ttermination\tmovelist\n1\tw\tr\t1w Ra1\\n1b ra8\n2\tb\n";
    let mut reader = ArchiveReader::new(text.as_bytes()).unwrap();
    assert_eq!(reader.next().unwrap().unwrap().id(), Some("1"));
    let e = reader.next().unwrap().unwrap_err();
    assert_eq!(e.line, 3);
    assert_eq!(
        e.kind,
        RecordErrorKind::FieldCount {
            expected: 4,
            found: 2
        }
    );
    assert!(reader.next().is_none());
    assert_eq!(
        ArchiveReader::new("no header\n".as_bytes())
            .err()
            .unwrap()
            .kind,
        RecordErrorKind::MissingHeader
    );
    assert_eq!(parse_records(text).unwrap_err().line, 3);
    // Bytes that are not UTF-8 are a clear error, not a panic.
    let bad = b"id\tmovelist\n1\t\xff\xfe\n";
    assert_eq!(
        ArchiveReader::new(&bad[..])
            .unwrap()
            .next()
            .unwrap()
            .unwrap_err()
            .kind,
        RecordErrorKind::InvalidUtf8
    );
}
