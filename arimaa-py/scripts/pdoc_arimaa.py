"""Builds the Python API reference of ``arimaa`` with pdoc, types from the stubs.

Usage: ``python -W error arimaa-py/scripts/pdoc_arimaa.py OUTDIR`` (``docs.sh`` runs it;
``-W error`` makes every pdoc warning, e.g. a stub that does not match the module, an
error).

pdoc reads a module's ``.pyi`` stub only for the module it documents: the extension
``arimaa._arimaa`` has ``_arimaa.pyi``, but its classes are documented where users import
them, in the package ``arimaa``, which has no stub of its own. So, for the members of
``arimaa`` (and of any documented module) that are objects of ``arimaa._arimaa``, the
signatures, annotations and stub docstrings are taken from ``_arimaa.pyi`` the same way
pdoc does it for a module with its own stub (``pdoc.doc_pyi``, pdoc 16).
"""

from __future__ import annotations

import __future__
import importlib.util
import sys
import types
from pathlib import Path
from unittest import mock

import pdoc
import pdoc.doc
import pdoc.doc_pyi as doc_pyi

EXTENSION = "arimaa._arimaa"
MODULES = ["arimaa", "arimaa.aei", "arimaa.tables", "arimaa.envs"]

_original = doc_pyi.include_typeinfo_from_stub_files


def import_stub(stub_file: Path) -> types.ModuleType:
    """The stub executed as a module, its annotations kept as text (PEP 563, as in a stub
    where forward references are allowed) and evaluated by pdoc in the stub's namespace."""
    spec = importlib.util.spec_from_loader(EXTENSION, loader=None, origin=str(stub_file))
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    module.__file__ = str(stub_file)
    code = compile(
        stub_file.read_text(encoding="utf-8"),
        str(stub_file),
        "exec",
        flags=__future__.annotations.compiler_flag,
        dont_inherit=True,
    )
    exec(code, module.__dict__)
    return module


def include_typeinfo(module: pdoc.doc.Module) -> None:
    """pdoc's own stub patching, then the extension's stub on members taken from it."""
    if module.modulename == EXTENSION:
        return  # the extension itself, or its stub being read below
    _original(module)
    stub_file = doc_pyi.find_stub_file(EXTENSION)
    if stub_file is None:
        raise RuntimeError(f"no stub file for {EXTENSION} on sys.path")
    imported_stub = import_stub(stub_file)
    stub_mod = pdoc.doc.Module(imported_stub)
    # The extension's classes say `__module__ == "arimaa"`: match by identity instead.
    extension = sys.modules[EXTENSION]
    members = [
        m
        for m in module.members.values()
        if getattr(extension, m.name, None) is m.obj and stub_mod.get(m.qualname) is not None
    ]
    for member in members:
        if isinstance(member, pdoc.doc.Class):
            doc_pyi._prepare_module(member)
    with mock.patch.dict("sys.modules", {EXTENSION: imported_stub}):
        for member in members:
            doc_pyi._patch_doc(member, stub_mod)


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit("usage: pdoc_arimaa.py OUTDIR")
    doc_pyi.include_typeinfo_from_stub_files = include_typeinfo
    pdoc.render.configure(docformat="restructuredtext")
    pdoc.pdoc(*MODULES, output_directory=Path(sys.argv[1]))


if __name__ == "__main__":
    main()
