#!/usr/bin/env python3
"""Writes the convention table of docs/guide/conventions.md from docs/guide/conventions.json
(the data the Python and JavaScript convention tests walk), between the page's
``conventions-table`` marks.

Usage: python3 docs/guide/conventions.py          rewrites the table in the page
       python3 docs/guide/conventions.py --check  exits 1 when the page's table differs

Standard library only; ``table(rows)`` and ``page_table(text)`` are what the tests import.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Optional

HERE = Path(__file__).resolve().parent
DATA = HERE / "conventions.json"
PAGE = HERE / "conventions.md"
BEGIN = "<!-- conventions-table: begin (written by conventions.py from conventions.json) -->"
END = "<!-- conventions-table: end -->"
LANGUAGES = ("rust", "python", "c", "javascript")


def rows() -> list[dict[str, Any]]:
    """The table's rows as conventions.json holds them."""
    data: dict[str, Any] = json.loads(DATA.read_text(encoding="utf-8"))
    return list(data["rows"])


def cell(member: Optional[dict[str, str]]) -> str:
    """One cell: the name in code, its kind, and a note (a rename to come) in italics."""
    if member is None:
        return "—"
    text = f"`{member['name']}` {member['kind']}"
    if member.get("note"):
        text += f" *({member['note']})*"
    return text


def table(all_rows: list[dict[str, Any]]) -> str:
    """The Markdown table of `all_rows`: concept, the four languages, the note."""
    lines = [
        "| concept | Rust | Python | C | JavaScript | note |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for r in all_rows:
        cells = [r["concept"], *(cell(r[lang]) for lang in LANGUAGES), r.get("note", "")]
        lines.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
    return "\n".join(lines) + "\n"


def page_table(text: str) -> str:
    """The table between the page's marks."""
    start = text.index(BEGIN) + len(BEGIN) + 1
    return text[start : text.index(END)]


def main(argv: list[str]) -> int:
    text = PAGE.read_text(encoding="utf-8")
    want = table(rows())
    if "--check" in argv:
        if page_table(text) != want:
            print(f"{PAGE}: the table differs from {DATA.name}; run {Path(__file__).name}")
            return 1
        return 0
    start = text.index(BEGIN) + len(BEGIN) + 1
    PAGE.write_text(text[:start] + want + text[text.index(END) :], encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
