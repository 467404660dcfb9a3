"""Shared fixtures: where the real Arimaa data lives.

The data tests read ``ARIMAA_DATA_DIR`` (default: ``<repo>/../shared/data``). When the
folder is missing (a user's fresh clone) they are skipped with a loud message naming the
variable; CI always has it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def data_dir() -> Path | None:
    """The data folder, or ``None`` (after printing why) when it does not exist."""
    path = Path(os.environ.get("ARIMAA_DATA_DIR", str(REPO.parent / "shared" / "data")))
    if (path / "README.md").exists():
        return path
    print(
        f"\n*** SKIPPED: Arimaa data folder not found at {path}.\n"
        "*** Set ARIMAA_DATA_DIR to the shared/data folder to run the data tests.\n",
        file=sys.stderr,
    )
    return None


@pytest.fixture(scope="session")
def data() -> Path:
    """The data folder; skips the test loudly when it is missing."""
    path = data_dir()
    if path is None:
        pytest.skip("ARIMAA_DATA_DIR not set and ../shared/data missing: data tests skipped")
    return path
