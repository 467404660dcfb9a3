"""The convention table (docs/guide/conventions.json, the data of
docs/guide/conventions.md) walked on the installed wheel: every Python member exists with
the stated kind (a property is not callable, a method is), a member has the same kind in
Python and JavaScript, a C name is declared by arimaa.h, and the page's table is the one
the data gives."""

from __future__ import annotations

import importlib.util
import inspect
import json
import re
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import arimaa
import arimaa.aei

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "guide"
ROWS: list[dict[str, Any]] = json.loads((GUIDE / "conventions.json").read_text(encoding="utf-8"))["rows"]
KINDS = {"method", "property", "static method", "function", "constant", "class", "argument"}


def generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("conventions", GUIDE / "conventions.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def resolve(name: str) -> tuple[Any, Any, str]:
    """(owner, the object named, the last part of the name) for `Class.member` or `name`."""
    owner: Any = arimaa
    parts = name.split(".")
    for part in parts[:-1]:
        owner = getattr(owner, part)
    return owner, getattr(owner, parts[-1]), parts[-1]


def kind_of(name: str) -> str:
    """The kind of the Python member `name`, as the table names kinds."""
    if "(" in name:
        return "argument"
    owner, value, last = resolve(name)
    if owner is arimaa:
        if inspect.isclass(value):
            return "class"
        return "function" if callable(value) else "constant"
    static = inspect.getattr_static(owner, last)
    if isinstance(static, (staticmethod, classmethod)) or (
        callable(value) and getattr(value, "__self__", None) is owner
    ):
        return "static method"
    if isinstance(static, property) or inspect.isgetsetdescriptor(static) or inspect.ismemberdescriptor(static):
        return "property"
    if callable(static):
        return "method"
    # A class attribute that is a value (an exception's field default, `Analysis.WIN`).
    return "constant" if last.isupper() else "property"


PYTHON = [r for r in ROWS if r["python"] is not None]


@pytest.mark.parametrize("row", PYTHON, ids=[r["python"]["name"] for r in PYTHON])
def test_every_python_member_has_its_kind(row: dict[str, Any]) -> None:
    member = row["python"]
    assert member["kind"] in KINDS, member
    assert kind_of(member["name"]) == member["kind"], row["concept"]


@pytest.mark.parametrize("row", PYTHON, ids=[r["python"]["name"] for r in PYTHON])
def test_properties_are_not_callable_and_methods_are(row: dict[str, Any]) -> None:
    """On an instance where the table names a class member: a property's value is not a
    function, a method is called with parentheses."""
    member = row["python"]
    if member["kind"] not in ("method", "property") or "." not in member["name"]:
        return
    cls_name, last = member["name"].rsplit(".", 1)
    instance = INSTANCES.get(cls_name)
    if instance is None:
        pytest.skip(f"no instance of {cls_name} made by this test")
    value = getattr(instance(), last)
    if member["kind"] == "property":
        assert not inspect.ismethod(value) and not inspect.isbuiltin(value), member["name"]
    else:
        assert callable(value), member["name"]


def _game() -> arimaa.Game:
    return arimaa.Game()


INSTANCES: dict[str, Any] = {
    "Position": arimaa.Position.standard,
    "Game": _game,
    "ActionGame": arimaa.ActionGame,
    "GameRecord": lambda: arimaa.GameRecord.parse("Event: t\n\n1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 "
                                                  "Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n"),
    "Bot": arimaa.Bot,
    "ArimaaError": lambda: arimaa.ArimaaError("x"),
    "NotationError": lambda: arimaa.NotationError("x"),
    "IllegalMoveError": lambda: arimaa.IllegalMoveError("x"),
}


def test_arguments_are_keywords_of_their_method() -> None:
    for row in PYTHON:
        name = row["python"]["name"]
        m = re.fullmatch(r"(.+)\((\w+)=\)", name)
        if m is None:
            continue
        _, method, _ = resolve(m.group(1))
        assert m.group(2) in inspect.signature(method).parameters, name


def test_a_member_has_the_same_kind_in_python_and_javascript() -> None:
    different = [
        (r["concept"], r["python"], r["javascript"])
        for r in ROWS
        if r["python"] and r["javascript"] and r["python"]["kind"] != r["javascript"]["kind"]
    ]
    assert not different


def test_queries_are_methods_and_plain_values_properties() -> None:
    """The rule: `is_*`, `has_*` and `outcome` are methods, in the table and in every
    class of the module (not only those the table names)."""
    for row in PYTHON:
        last = row["python"]["name"].split(".")[-1]
        if re.match(r"(is|has)_|outcome$", last):
            assert row["python"]["kind"] == "method", row
    for cls_name in dir(arimaa) + dir(arimaa.aei):
        cls = getattr(arimaa, cls_name, None) or getattr(arimaa.aei, cls_name)
        if not inspect.isclass(cls) or issubclass(cls, BaseException):
            continue
        for name in dir(cls):
            if re.match(r"(is|has)_|outcome$", name):
                static = inspect.getattr_static(cls, name)
                assert callable(static) and not isinstance(static, property), f"{cls_name}.{name}"


def test_c_names_are_declared_by_the_header() -> None:
    header = (ROOT / "arimaa-capi" / "include" / "arimaa.h").read_text(encoding="utf-8")
    for row in ROWS:
        c = row["c"]
        if c is None:
            continue
        if c["kind"] == "function":
            assert re.search(rf"\b{c['name']}\(", header), c
        else:
            assert re.search(rf"\b{c['name']}\b", header), c


def test_the_page_shows_the_table_of_the_data() -> None:
    conventions = generator()
    text = (GUIDE / "conventions.md").read_text(encoding="utf-8")
    assert conventions.page_table(text) == conventions.table(conventions.rows()), (
        "docs/guide/conventions.md: run python3 docs/guide/conventions.py"
    )
