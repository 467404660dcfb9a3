"""Shared fixtures: where the Arimaa data lives, by the policy of the Rust locator
(``tests/src/data.rs``, see ``tests/data/README.md``).

- ``tables``: the vendored tables under ``<repo>/tests/data`` (positions, edge cases,
  per-game movelists); always present, so these tests never skip.
- ``data``: the folder holding ``games/archive/``, named by ``ARIMAA_DATA_DIR`` (default
  ``<repo>/../shared/data``). When it is missing the test is skipped with the reason
  (shown by ``pytest -rs``, which ``scripts/test.sh`` uses); with ``ARIMAA_REQUIRE_DATA=1``
  it fails instead.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
TABLES = REPO / "tests" / "data"
DATA_DIR_VAR = "ARIMAA_DATA_DIR"
REQUIRE_VAR = "ARIMAA_REQUIRE_DATA"


def archive_root() -> Path:
    """``$ARIMAA_DATA_DIR``, or ``../shared/data`` next to the repository."""
    return Path(os.environ.get(DATA_DIR_VAR, str(REPO.parent / "shared" / "data")))


def data_required() -> bool:
    """Whether ``ARIMAA_REQUIRE_DATA=1``: missing data must fail, not skip."""
    return os.environ.get(REQUIRE_VAR) == "1"


@pytest.fixture(scope="session")
def tables() -> Path:
    """The vendored tables folder; fails when missing (the checkout is incomplete)."""
    assert (TABLES / "README.md").is_file(), f"vendored tables missing at {TABLES}"
    return TABLES


@pytest.fixture
def data(request: pytest.FixtureRequest) -> Path:
    """The folder holding ``games/archive/``: skips (or fails when required) if missing,
    naming the test in the reason (``pytest -rs`` otherwise shows only file and line)."""
    root = archive_root()
    if (root / "games" / "archive").is_dir():
        return root
    why = f"{request.node.name}: data folder not found: {root / 'games' / 'archive'} (set {DATA_DIR_VAR})"
    if data_required():
        pytest.fail(f"{REQUIRE_VAR}=1 but {why}")
    pytest.skip(why)
