"""What is installed is the package users get: its version, licence and URLs in the
distribution metadata, and (under ``arimaa-py/scripts/test.sh``) the installed wheel itself,
imported with no Rust toolchain on ``PATH``.

- ``ARIMAA_PY_WHEEL_TEST=1`` (set by test.sh): ``arimaa`` must be imported from the
  virtualenv's site-packages, never from the source tree ``arimaa-py/python``.
- ``ARIMAA_PY_NO_RUST=1`` (set by test.sh when it could take the toolchain off ``PATH``):
  neither ``cargo`` nor ``rustc`` may be found.

Without these variables (a developer's ``pytest`` after ``maturin develop``) those two tests
skip, with the reason.
"""

from __future__ import annotations

import importlib.metadata
import os
import re
import shutil
import sys
import sysconfig
from pathlib import Path

import pytest

import arimaa
import arimaa._arimaa

REPO = Path(__file__).resolve().parents[2]
SOURCE_PACKAGE = REPO / "arimaa-py" / "python" / "arimaa"
LICENSE_FILES = ("LICENSE-MIT", "LICENSE-APACHE")


def workspace_version() -> str:
    """``[workspace.package] version`` of the repository's Cargo.toml, read with a TOML
    parser (``tomllib``, or ``tomli`` before Python 3.11)."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - depends on the interpreter
        tomllib = pytest.importorskip("tomli")
    with open(REPO / "Cargo.toml", "rb") as f:
        manifest = tomllib.load(f)
    version = manifest["workspace"]["package"]["version"]
    assert isinstance(version, str)
    return version


def test_version_is_the_cargo_workspace_version() -> None:
    version = workspace_version()
    assert re.fullmatch(r"\d+\.\d+\.\d+", version), version
    assert arimaa.__version__ == version
    assert arimaa._arimaa.__version__ == version


def test_distribution_metadata_has_version_licence_and_urls() -> None:
    dist = importlib.metadata.distribution("arimaa")
    meta = dist.metadata
    assert dist.version == workspace_version()
    assert meta["Name"] == "arimaa"
    assert meta["License-Expression"] == "MIT OR Apache-2.0"
    assert sorted(meta.get_all("License-File") or []) == sorted(LICENSE_FILES)
    urls = dict(u.split(", ", 1) for u in meta.get_all("Project-URL") or [])
    assert {"Homepage", "Repository", "Documentation", "Issues", "Changelog"} <= set(urls)
    assert all(u.startswith("https://") for u in urls.values()), urls
    assert meta["Requires-Python"] == ">=3.9"


def test_licence_files_are_installed_with_the_texts_of_the_repository() -> None:
    dist = importlib.metadata.distribution("arimaa")
    installed = {Path(str(f)).name: f for f in dist.files or [] if "licenses" in Path(str(f)).parts}
    assert sorted(installed) == sorted(LICENSE_FILES)
    for name in LICENSE_FILES:
        text = Path(str(installed[name].locate())).read_text(encoding="utf-8")
        assert text == (REPO / name).read_text(encoding="utf-8"), name
    assert "Permission is hereby granted, free of charge" in (REPO / "LICENSE-MIT").read_text()
    assert "Apache License\n" in (REPO / "LICENSE-APACHE").read_text()
    assert "Version 2.0, January 2004" in (REPO / "LICENSE-APACHE").read_text()


@pytest.mark.skipif(
    os.environ.get("ARIMAA_PY_WHEEL_TEST") != "1",
    reason="ARIMAA_PY_WHEEL_TEST is not 1: not run against an installed wheel (scripts/test.sh sets it)",
)
def test_the_installed_wheel_is_imported_not_the_source_tree() -> None:
    site_dirs = {Path(sysconfig.get_paths()[k]).resolve() for k in ("purelib", "platlib")}
    for module in (arimaa, arimaa._arimaa):
        where = Path(str(module.__file__)).resolve()
        assert any(where.is_relative_to(d) for d in site_dirs), (where, site_dirs)
        assert where.is_relative_to(Path(sys.prefix).resolve()), where
        assert not where.is_relative_to(SOURCE_PACKAGE.resolve()), where
    assert Path(str(arimaa._arimaa.__file__)).name.endswith(".abi3.so")


@pytest.mark.skipif(
    os.environ.get("ARIMAA_PY_NO_RUST") != "1",
    reason="ARIMAA_PY_NO_RUST is not 1: the Rust toolchain was not taken off PATH (scripts/test.sh sets it)",
)
def test_no_rust_toolchain_on_path() -> None:
    assert shutil.which("cargo") is None
    assert shutil.which("rustc") is None
