//! The arimaa.com archive TSV (the format [`super::record`] reads): a header line of the
//! 29 field names, then one line per game with the `movelist` field holding the turns
//! separated by the two characters `\n`. [`Game::to_archive_line`](crate::Game::to_archive_line)
//! writes a game's line.

use alloc::string::String;

/// The 29 fields of an arimaa.com archive line, in the archive's order.
pub const ARCHIVE_FIELDS: [&str; 29] = [
    "id",
    "wplayerid",
    "bplayerid",
    "wusername",
    "busername",
    "wtitle",
    "btitle",
    "wcountry",
    "bcountry",
    "wrating",
    "brating",
    "wratingk",
    "bratingk",
    "wtype",
    "btype",
    "event",
    "site",
    "timecontrol",
    "postal",
    "startts",
    "endts",
    "result",
    "termination",
    "plycount",
    "mode",
    "rated",
    "corrupt",
    "movelist",
    "events",
];

/// The header line of an archive file (the field names separated by tabs), without a line
/// ending.
///
/// ```
/// use arimaa_rules::notation::archive::archive_header;
/// use arimaa_rules::notation::record::is_archive_header;
/// assert!(is_archive_header(&archive_header()));
/// ```
pub fn archive_header() -> String {
    ARCHIVE_FIELDS.join("\t")
}

/// A field value with its tabs and line breaks made spaces (they would split the line).
pub(crate) fn clean(value: &str) -> String {
    value.replace(['\t', '\n', '\r'], " ")
}
