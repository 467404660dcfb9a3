#!/usr/bin/env python3
"""Writes the convention table of docs/guide/conventions.md from docs/guide/conventions.json
(the data the Python, JavaScript and C convention tests walk), between the page's
``conventions-table`` marks, and the C program that walks the table's C column.

Usage: python3 docs/guide/conventions.py              rewrites the table in the page
       python3 docs/guide/conventions.py --check      exits 1 when the page's table differs
       python3 docs/guide/conventions.py --c-program  prints the C program of the C column

Standard library only; ``table(rows)``, ``page_table(text)`` and ``c_program(rows)`` are
what the tests import.
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
C_KINDS = ("function", "constant", "type")


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


def c_program(all_rows: list[dict[str, Any]]) -> str:
    """A C11 program that compiles (``-Wall -Wextra -Werror -pedantic``) against ``arimaa.h``
    only if every name of the C column is declared there with its kind, and links against
    libarimaa only if every function is exported: a function is taken as a function pointer
    (``&name``: a constant, a type or an object is refused), a constant is an integer
    constant expression (``_Static_assert``), a type is a type name (``sizeof(name *)``).
    Run, it prints how many rows it checked."""
    names: dict[str, list[str]] = {kind: [] for kind in C_KINDS}
    checked = 0
    for r in all_rows:
        c = r["c"]
        if c is None:
            continue
        if c["kind"] not in C_KINDS:
            raise ValueError(f"{r['concept']}: C kind {c['kind']!r} is none of {C_KINDS}")
        names[c["kind"]].append(c["name"])
        checked += 1
    lines = [
        "/* The C column of docs/guide/conventions.json, written by",
        " * `python3 docs/guide/conventions.py --c-program`: it compiles only if arimaa.h declares",
        " * every name with its kind, and links only if libarimaa exports every function. */",
        "#include <stddef.h>",
        "#include <stdio.h>",
        "",
        "#include <arimaa.h>",
        "",
        "/* Any function's address converts to this type and back (C11 6.3.2.3). */",
        "typedef void (*any_function)(void);",
        "",
    ]
    if names["function"]:
        lines.append("static const any_function functions[] = {")
        lines += [f"    (any_function)&{n}," for n in names["function"]]
        lines.append("};")
    for n in names["constant"]:
        lines.append(f'_Static_assert(({n}) == ({n}), "{n} is a constant");')
    if names["type"]:
        lines.append("static const size_t types[] = {")
        lines += [f"    sizeof({n} *)," for n in names["type"]]
        lines.append("};")
    counts = {kind: len(v) for kind, v in names.items()}
    lines += [
        "",
        "int main(void) {",
        "    size_t present = 0;",
        *(["    for (size_t i = 0; i < sizeof functions / sizeof *functions; i++) present += functions[i] != NULL;"]
          if names["function"] else []),
        *(["    for (size_t i = 0; i < sizeof types / sizeof *types; i++) present += types[i] > 0;"]
          if names["type"] else []),
        f'    printf("conventions: {checked} C rows: {counts["function"]} functions, '
        f'{counts["constant"]} constants, {counts["type"]} types; %zu present\\n", '
        f"present + {counts['constant']});",
        f"    return present + {counts['constant']} == {checked} ? 0 : 1;",
        "}",
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    if "--c-program" in argv:
        sys.stdout.write(c_program(rows()))
        return 0
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
