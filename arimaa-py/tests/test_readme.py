"""Every fenced code block of the repository's ``README.md`` and of the guide
(``docs/guide/*.md``) is run, checked or marked, and every relative link of those pages
leads somewhere.

The blocks are found by their language (the first word of the info string), so a block
added later (or a new guide page) is tested too, and a block that is neither run nor
marked fails the test ``test_readme_block[...]`` named by its page and line (e.g.
``README.md:L52-python``, ``docs/guide/cli.md:L14-sh``). The conventions, for authors of
the README and of the guide:

``python``
    Run on its own as a script (``python block.py``, so ``__name__ == "__main__"``) with
    this test's Python, in a fresh temporary directory, standard input empty, within
    ``TIMEOUT`` seconds; it must exit 0. Write paths from the repository root (e.g.
    ``tests/data/games/per-game/game100.txt``): every repository file a block names is
    copied into the temporary directory under the same relative path before it runs.
    A module it imports that is not installed (an extra: ``pyarrow``, ``pettingzoo``,
    ``pyspiel``, ...) makes it a visible skip naming the module.
``sh``, ``bash``, ``shell``
    Run as one ``bash`` script (``set -euo pipefail``) in the same kind of temporary
    directory, with the ``arimaa`` program first on ``PATH`` (``$ARIMAA_BIN``, else
    ``target/release/arimaa`` or ``target/debug/arimaa``, as ``test_aei_tools.py`` finds
    it; a visible skip when it is not built) and this virtualenv's ``bin`` next.
``console``
    Lines starting with ``$ `` are commands (run as for ``sh``); the lines after a command,
    up to the next ``$ ``, are output it must print.
``ini`` / ``cfg``, ``toml``, ``json``
    Parsed (``configparser``, ``tomllib``, ``json``): the text must be valid.
``rust``
    Run as doctests by ``cargo test -p arimaa-tests --doc`` (``tests/src/lib.rs`` includes
    ``README.md`` and each guide page; checked here). A ``rust,ignore`` block must be
    marked. A block with no language is Rust to rustdoc: write ``text`` instead.

**Expected output**: a comment ``# => TEXT`` (on a line of a ``python`` or shell block)
is a line the block must print: the block's standard output must contain a line equal to
``TEXT`` (both stripped), after the line found for the previous ``# =>`` of the block.
``TEXT`` ending in `` ...`` matches a line that starts with what comes before it.

**Marks**: an HTML comment alone on the line right before the opening fence (blank lines
between are allowed), invisible on the rendered page:

- ``<!-- readme-test: skip (REASON) -->``: not run (an interactive game, a whole test
  run, a cluster, an install); reported as a pytest skip with the reason.
- ``<!-- readme-test: tested-by PATH::TEST -->``: run by that test, which must exist
  (``def TEST`` in a Python ``PATH``, ``fn TEST`` in a Rust one); reported as a skip
  naming it.

Any other language (or none) must be marked. A mark that is not right before a fence
fails ``test_every_mark_is_right_before_a_block``.

**Links** (``test_links``): every ``[text](target)`` and ``![alt](target)`` outside code
whose target is not a web address (``http:``, ``https:``, ``mailto:``; those are not
fetched) must name an existing file or folder of the repository, relative to the page;
a ``#anchor`` (alone, or after a ``.md`` target) must be the GitHub anchor of a heading of
that page (lower case, punctuation dropped, spaces as ``-``, ``-1``, ``-2`` for repeats).

``python arimaa-py/tests/test_readme.py`` prints the blocks and the counts by language.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import pytest

REPO = Path(__file__).resolve().parents[2]
README = REPO / "README.md"
GUIDE = REPO / "docs" / "guide"
DOCTEST_HOST = REPO / "tests" / "src" / "lib.rs"


def doc_pages() -> list[Path]:
    """The pages whose blocks are run and whose links are checked: the README, then the
    guide's pages in name order."""
    return [README, *sorted(GUIDE.glob("*.md"))]


def rel(page: Path) -> str:
    """``page`` relative to the repository root (as is when outside it)."""
    try:
        return page.resolve().relative_to(REPO.resolve()).as_posix()
    except ValueError:
        return str(page)
TIMEOUT = 300

PYTHON = {"python", "py", "python3"}
SHELL = {"sh", "bash", "shell"}
CONSOLE = {"console", "shell-session"}
CONFIG = {"ini", "cfg", "toml", "json"}
RUST = {"rust"}

MARK = re.compile(r"^\s*<!--\s*readme-test:\s*(\S+)\s*(.*?)\s*-->\s*$")
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})(.*)$")
EXPECT = re.compile(r"#\s*=>\s?(.*?)\s*$")


@dataclass
class Block:
    """One fenced block of a page (README.md or a guide page)."""

    page: str  # the page, relative to the repository root
    line: int  # of the opening fence, 1-based
    lang: str  # first word of the info string, lower case ("" when none)
    info: str  # the whole info string
    text: str
    heading: str
    mark: Optional[str] = None  # "skip" or "tested-by"
    reason: str = ""

    @property
    def id(self) -> str:
        return f"{self.page}:L{self.line}-{self.lang or 'none'}"

    @property
    def where(self) -> str:
        return f"{self.page}:{self.line} ({self.lang or 'no language'}, under {self.heading!r})"


def parse_readme(
    text: str, page: str = "README.md"
) -> tuple[list[Block], list[tuple[int, str]]]:
    """The fenced blocks of ``text`` (the page ``page``), and the marks that are not right
    before a block (line, text)."""
    blocks: list[Block] = []
    stray: list[tuple[int, str]] = []
    lines = text.splitlines()
    heading = "(top)"
    pending: Optional[tuple[int, str, str]] = None  # a mark waiting for its fence
    i = 0
    while i < len(lines):
        line = lines[i]
        fence = FENCE.match(line)
        mark = MARK.match(line)
        if fence:
            start = i + 1
            indent, ticks, info = fence.groups()
            body: list[str] = []
            i += 1
            while i < len(lines) and not (
                lines[i].strip().startswith(ticks) and lines[i].strip().strip(ticks[0]) == ""
            ):
                body.append(lines[i][len(indent):] if lines[i].startswith(indent) else lines[i])
                i += 1
            words = info.strip().replace(",", " ").split()
            block = Block(
                page=page,
                line=start,
                lang=words[0].lower() if words else "",
                info=info.strip(),
                text="\n".join(body) + "\n",
                heading=heading,
            )
            blocks.append(block)
            if pending is not None:
                block.mark, block.reason = pending[1], pending[2]
                pending = None
        elif mark:
            if pending is not None:
                stray.append((pending[0], lines[pending[0] - 1]))
            pending = (i + 1, mark.group(1), mark.group(2))
        elif line.strip():
            if pending is not None:
                stray.append((pending[0], lines[pending[0] - 1]))
                pending = None
            if line.startswith("#"):
                heading = line.lstrip("#").strip()
        i += 1
    if pending is not None:
        stray.append((pending[0], lines[pending[0] - 1]))
    return blocks, stray


def readme_blocks() -> list[Block]:
    """The blocks of every page (README first, then the guide)."""
    return [
        b for page in doc_pages()
        for b in parse_readme(page.read_text(encoding="utf-8"), rel(page))[0]
    ]


def expectations(text: str) -> list[str]:
    return [m.group(1).strip() for m in map(EXPECT.search, text.splitlines()) if m]


def check_output(block: Block, expected: list[str], out: str) -> None:
    """Each expected line, in order, among the output lines."""
    got = [line.strip() for line in out.splitlines()]
    at = 0
    for want in expected:
        if want.endswith(" ...") or want == "...":
            prefix = want[:-3].rstrip()
            found = next((k for k in range(at, len(got)) if got[k].startswith(prefix)), None)
        else:
            found = next((k for k in range(at, len(got)) if got[k] == want), None)
        assert found is not None, (
            f"{block.where}: expected the line {want!r} (after the previous expected line) "
            f"in the output:\n{out}"
        )
        at = found + 1


def named_files(text: str) -> list[str]:
    """Repository files named in ``text`` (relative paths from the root)."""
    names = set()
    for token in re.findall(r"[A-Za-z0-9_.\-/]+", text):
        if "/" in token and not token.startswith(("/", "..")) and (REPO / token).is_file():
            names.add(token)
    return sorted(names)


def prepare(block: Block, tmp: Path) -> None:
    for name in named_files(block.text):
        (tmp / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / name, tmp / name)


def env_with(bin_dir: Optional[Path] = None) -> dict[str, str]:
    path = [str(Path(sys.executable).parent), os.environ.get("PATH", "")]
    if bin_dir is not None:
        path.insert(0, str(bin_dir))
    return {**os.environ, "PATH": os.pathsep.join(path)}


def run(block: Block, args: list[str], cwd: Path, env: dict[str, str]) -> str:
    proc = subprocess.run(
        args, cwd=cwd, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True,
        timeout=TIMEOUT,
    )
    assert proc.returncode == 0, (
        f"{block.where}: exit status {proc.returncode}\n--- block ---\n{block.text}"
        f"--- stdout ---\n{proc.stdout}\n--- stderr ---\n{proc.stderr}"
    )
    return proc.stdout


def arimaa_bin() -> Path:
    """The ``arimaa`` program, found as ``test_aei_tools.py`` does, or a visible skip."""
    env = os.environ.get("ARIMAA_BIN")
    candidates = [Path(env)] if env else []
    candidates += [REPO / "target" / "release" / "arimaa", REPO / "target" / "debug" / "arimaa"]
    for c in candidates:
        if c.is_file() and os.access(c, os.X_OK):
            return c
    pytest.skip("the arimaa program is not built (cargo build --release -p arimaa-cli)")


def shell_env(tmp: Path) -> dict[str, str]:
    bin_dir = tmp / ".readme-bin"
    bin_dir.mkdir()
    (bin_dir / "arimaa").symlink_to(arimaa_bin().resolve())
    return env_with(bin_dir)


def missing_imports(text: str) -> list[str]:
    missing = []
    for node in ast.walk(ast.parse(text)):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        for name in names:
            top = name.split(".")[0]
            if importlib.util.find_spec(top) is None and top not in missing:
                missing.append(top)
    return missing


def run_python(block: Block, tmp: Path) -> None:
    missing = missing_imports(block.text)
    if missing:
        pytest.skip(f"{block.where}: needs {', '.join(missing)}, not installed")
    prepare(block, tmp)
    (tmp / "readme_block.py").write_text(block.text, encoding="utf-8")
    out = run(block, [sys.executable, "readme_block.py"], tmp, env_with())
    check_output(block, expectations(block.text), out)


def run_shell(block: Block, tmp: Path) -> None:
    env = shell_env(tmp)
    prepare(block, tmp)
    (tmp / "readme_block.sh").write_text("set -euo pipefail\n" + block.text, encoding="utf-8")
    out = run(block, ["bash", "readme_block.sh"], tmp, env)
    check_output(block, expectations(block.text), out)


def run_console(block: Block, tmp: Path) -> None:
    env = shell_env(tmp)
    prepare(block, tmp)
    commands: list[tuple[str, list[str]]] = []
    for line in block.text.splitlines():
        if line.startswith("$ "):
            commands.append((line[2:], []))
        elif commands and line.strip():
            commands[-1][1].append(line.strip())
    assert commands, f"{block.where}: a console block without a `$ ` command"
    for command, expected in commands:
        out = run(block, ["bash", "-euo", "pipefail", "-c", command], tmp, env)
        check_output(block, expected + expectations(command), out)


def check_config(block: Block) -> None:
    if block.lang in ("ini", "cfg"):
        parser = configparser.ConfigParser()
        parser.read_string(block.text, source=block.where)
        assert parser.sections(), f"{block.where}: no [section]"
    elif block.lang == "toml":
        tomllib = pytest.importorskip("tomllib", reason="tomllib needs Python 3.11")
        tomllib.loads(block.text)
    else:
        json.loads(block.text)


def check_tested_by(block: Block) -> None:
    ref = block.reason.split()[0] if block.reason else ""
    path, _, test = ref.partition("::")
    assert path and test, f"{block.where}: `tested-by` needs PATH::TEST, got {block.reason!r}"
    source = REPO / path
    assert source.is_file(), f"{block.where}: {path} does not exist"
    text = source.read_text(encoding="utf-8")
    if path.endswith((".mjs", ".cjs", ".js")):
        # A node:test test: `test('NAME', ...)`.
        assert re.search(rf"^\s*test\(['\"]{re.escape(test)}['\"]", text, re.M), (
            f"{block.where}: no test {test} in {path}"
        )
        return
    keyword = "fn" if path.endswith(".rs") else "def"
    assert re.search(rf"^\s*{keyword} {re.escape(test)}\(", text, re.M), (
        f"{block.where}: no test {test} in {path}"
    )
    if keyword == "fn":
        # A Rust test is also registered: `#[test]` above it, or named in the list of a
        # `harness = false` main().
        registered = re.search(rf"#\[test\]\s*fn {re.escape(test)}\(", text) is not None
        assert registered or text.count(test) > 1, f"{block.where}: {test} in {path} never runs"


def rust_is_doctested(page: str = "README.md") -> bool:
    """``tests/src/lib.rs`` includes ``page`` (relative to the root) as doctests."""
    text = DOCTEST_HOST.read_text(encoding="utf-8")
    return f'#[doc = include_str!("../../{page}")]' in text and "#[cfg(doctest)]" in text


def classify(block: Block) -> str:
    """How the tests treat ``block``: "run", "parsed", "doctest", "skip", "tested-by",
    or "unhandled" (a failure)."""
    if block.mark in ("skip", "tested-by"):
        return block.mark
    if block.mark is not None:
        return "unhandled"
    if block.lang in PYTHON | SHELL | CONSOLE:
        return "run"
    if block.lang in CONFIG:
        return "parsed"
    if block.lang in RUST and "ignore" not in block.info:
        return "doctest"
    return "unhandled"


BLOCKS = readme_blocks()


@pytest.mark.parametrize("block", BLOCKS, ids=[b.id for b in BLOCKS])
def test_readme_block(block: Block, tmp_path: Path) -> None:
    kind = classify(block)
    if kind == "unhandled":
        pytest.fail(
            f"{block.where}: a ```{block.info} block that is neither run nor marked "
            f"(mark {block.mark!r} unknown)" if block.mark else
            f"{block.where}: a ```{block.info} block that is neither run nor marked: add "
            "`<!-- readme-test: skip (reason) -->` right before it, or use a language the "
            "tests run (see the top of arimaa-py/tests/test_readme.py)"
        )
    if kind == "skip":
        assert re.fullmatch(r"\(.+\)", block.reason), f"{block.where}: skip without a (reason)"
        pytest.skip(f"{block.where}: not run: {block.reason[1:-1]}")
    if kind == "tested-by":
        check_tested_by(block)
        pytest.skip(f"{block.where}: run by {block.reason}")
    if kind == "doctest":
        assert rust_is_doctested(block.page), (
            f"{block.where}: {rel(DOCTEST_HOST)} does not include {block.page} as doctests: add "
            f'`#[cfg(doctest)] #[doc = include_str!("../../{block.page}")] pub struct ...;`'
        )
        return
    if kind == "parsed":
        check_config(block)
    elif block.lang in PYTHON:
        run_python(block, tmp_path)
    elif block.lang in SHELL:
        run_shell(block, tmp_path)
    else:
        run_console(block, tmp_path)


@pytest.mark.parametrize("page", doc_pages(), ids=rel)
def test_every_mark_is_right_before_a_block(page: Path) -> None:
    _, stray = parse_readme(page.read_text(encoding="utf-8"), rel(page))
    assert not stray, f"{rel(page)}: readme-test marks not right before a fenced block: {stray}"


def test_every_guide_page_is_doctested() -> None:
    """Each guide page is included by ``tests/src/lib.rs``, so that a Rust block added to
    it later runs as a doctest."""
    missing = [rel(p) for p in doc_pages() if not rust_is_doctested(rel(p))]
    assert not missing, f"{rel(DOCTEST_HOST)} does not include as doctests: {missing}"


# ---- Links.

LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
# A code span: a run of backticks up to the same run, within one paragraph.
CODE_SPAN = re.compile(r"(`+)(?:(?!\n\s*\n).)*?\1", re.S)
WEB = ("http://", "https://", "mailto:")


def outside_fences(text: str) -> str:
    """``text`` with the lines of its fenced blocks blank (line numbers kept)."""
    out: list[str] = []
    fence: Optional[str] = None
    for line in text.splitlines():
        m = FENCE.match(line)
        if fence is None and m:
            fence = m.group(2)
            out.append("")
        elif fence is not None:
            if line.strip().startswith(fence) and line.strip().strip(fence[0]) == "":
                fence = None
            out.append("")
        else:
            out.append(line)
    return "\n".join(out)


def prose(text: str) -> str:
    """``text`` without its fenced blocks and code spans, so that links in code are not
    checked; a span becomes its line breaks alone, so that line numbers stay."""
    return CODE_SPAN.sub(lambda m: "\n" * m.group(0).count("\n"), outside_fences(text))


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped (``-`` and ``_``
    kept), each space a ``-``."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link: its text
    text = re.sub(r"[^\w\- ]", "", text.strip().lower())
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """The anchors of the headings of ``page`` (repeats get ``-1``, ``-2``, ...)."""
    seen: dict[str, int] = {}
    found: set[str] = set()
    for line in outside_fences(page.read_text(encoding="utf-8")).splitlines():
        m = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not m:
            continue
        base = slug(m.group(1))
        n = seen.get(base, 0)
        seen[base] = n + 1
        found.add(base if n == 0 else f"{base}-{n}")
    return found


def links(page: Path) -> list[tuple[int, str]]:
    """The link targets of ``page`` outside code, with their line."""
    text = prose(page.read_text(encoding="utf-8"))
    # Matched on the whole text: a link's text may go on over a line break.
    return [(text.count("\n", 0, m.start()) + 1, m.group(1)) for m in LINK.finditer(text)]


def broken_link(page: Path, target: str) -> Optional[str]:
    """Why ``target`` (a link of ``page``) leads nowhere, or ``None``."""
    if target.startswith(WEB) or not target:
        return None if target else "an empty link"
    path, _, anchor = target.partition("#")
    dest = (page.parent / path).resolve() if path else page
    if not dest.exists():
        return f"{path}: no such file"
    root = REPO.resolve()
    if root in page.resolve().parents and root not in (dest, *dest.parents):
        return f"{path}: outside the repository"
    if anchor:
        if dest.suffix != ".md":
            return f"#{anchor}: an anchor into a file that is not Markdown"
        if anchor not in anchors(dest):
            return f"#{anchor}: no such heading in {rel(dest)} (anchors: {sorted(anchors(dest))})"
    return None


@pytest.mark.parametrize("page", doc_pages(), ids=rel)
def test_links(page: Path) -> None:
    """Every relative link of the page names an existing file, and its anchor a heading."""
    bad = [
        f"{rel(page)}:{line}: ({target}) {why}"
        for line, target in links(page)
        if (why := broken_link(page, target)) is not None
    ]
    assert not bad, "broken links:\n" + "\n".join(bad)


def test_the_link_check_can_fail(tmp_path: Path) -> None:
    """The link parser and the anchors, on known text: a broken file, a broken anchor,
    links in code ignored, GitHub's anchors."""
    assert slug("Installing libarimaa: cargo-c, pkg-config, CMake, C++") == (
        "installing-libarimaa-cargo-c-pkg-config-cmake-c"
    )
    assert slug("AEI from Python: `arimaa.aei`") == "aei-from-python-arimaaaei"
    assert slug("The `arimaa` program") == "the-arimaa-program"
    page = GUIDE / "cli.md"
    assert broken_link(page, "testing.md#examples-that-run") is None
    assert broken_link(page, "../../README.md#two-commands") is None
    assert broken_link(page, "#the-built-in-bots") is None
    assert broken_link(page, "no-such-page.md") is not None
    assert broken_link(page, "testing.md#no-such-heading") is not None
    assert broken_link(page, "https://example.invalid/x") is None
    text = (
        '[a](a.md) `[b](b.md)` ![c](c.svg "t")\n```\n[d](d.md)\n```\n'
        "`a span\nover two lines` [e and\nf](e.md#x)\n\n`a lone backtick\n\n[g](g.md)"
    )
    (tmp_path / "p.md").write_text(text)
    assert links(tmp_path / "p.md") == [(1, "a.md"), (1, "c.svg"), (6, "e.md#x"), (11, "g.md")]
    (tmp_path / "a.md").write_text("# A title\n## A title\n```\n# not a heading\n```\n")
    assert anchors(tmp_path / "a.md") == {"a-title", "a-title-1"}
    assert broken_link(tmp_path / "p.md", "a.md#a-title-1") is None
    assert broken_link(tmp_path / "p.md", "a.md#not-a-heading") is not None


def test_the_readme_has_blocks_of_each_kind() -> None:
    """The parser finds blocks on the README and on the guide's pages: a broken fence
    regex or page list cannot pass silently."""
    assert {b.page for b in BLOCKS} >= {"README.md", "docs/guide/cli.md", "docs/guide/python.md"}
    kinds = {classify(b) for b in BLOCKS}
    assert {"run", "doctest", "skip"} <= kinds, kinds
    langs = {b.lang for b in BLOCKS if classify(b) == "run"}
    assert {"python", "sh"} <= langs, langs


def test_expected_output_is_checked() -> None:
    """``check_output`` fails on a missing or misordered line and honours `` ...``."""
    block = Block(page="t.md", line=1, lang="sh", info="sh", text="", heading="t")
    check_output(block, ["3353", "ok ..."], "x\n3353\nok 55 plies\n")
    with pytest.raises(AssertionError):
        check_output(block, ["3354"], "3353\n")
    with pytest.raises(AssertionError):
        check_output(block, ["b", "a"], "a\nb\n")


def summary() -> str:
    counts: dict[str, dict[str, int]] = {}
    lines = []
    for b in BLOCKS:
        kind = classify(b)
        counts.setdefault(b.lang or "none", {}).setdefault(kind, 0)
        counts[b.lang or "none"][kind] += 1
        note = f" {b.reason}" if b.mark else ""
        lines.append(f"{b.id:40} {kind:9}{note}")
    lines.append("")
    for lang, by_kind in sorted(counts.items()):
        lines.append(f"{lang}: " + ", ".join(f"{n} {k}" for k, n in sorted(by_kind.items())))
    return "\n".join(lines)


if __name__ == "__main__":
    print(summary())
