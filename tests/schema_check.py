"""The view contract, checked: ``check(view)`` lists what is wrong with a view
against ``schema/view.schema.json`` (and the panels of its game), ``[]`` when
it fits.

A small validator with no dependency (it runs under CPython, Pyodide and in
the browser tests alike) for the subset of JSON Schema (draft 2020-12) the
schemas use: ``type``, ``const``, ``enum``, ``minimum``, ``maximum``,
``minItems``, ``maxItems``, ``items``, ``properties``, ``required``,
``additionalProperties``, ``$ref`` (``#/$defs/...``, another file, or
both), ``anyOf``, ``oneOf``.  A schema using any other keyword is refused
(``ValueError``), so the contract never says more than is checked.

    from schema_check import check
    problems = check(view)          # ["view.moves[3].capture: expected boolean, got string"]

or ``python tests/schema_check.py view.json ...`` (exit status 1 if any does not fit).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SCHEMAS = Path(__file__).resolve().parents[1] / "schema"
NOTES = {"$schema", "$id", "$defs", "title", "description"}
TYPES = {"object": dict, "array": list, "string": str, "boolean": bool, "null": type(None)}
CLASSES = {**TYPES, "integer": int, "number": (int, float)}     # a bool is neither
_CHECKERS: dict = {}           # folder -> its Checker (the schema files read once)


def check(value: Any, schema: str = "view.schema.json", folder: Path = SCHEMAS) -> list[str]:
    """The problems of ``value`` against the schema file ``schema`` (a path
    under ``folder``), one line each; an empty list when it fits."""
    checker = _CHECKERS.get(folder) or _CHECKERS.setdefault(folder, Checker(folder))
    return checker.errors(value, *checker.resolve(schema, ""), "view")


def _type_name(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    return next((name for name, kind in TYPES.items() if isinstance(value, kind)), "unknown")


def _is(value: Any, kind: str) -> bool:
    if type(value) is bool:
        return kind == "boolean"
    return isinstance(value, CLASSES[kind])


def _same(a: Any, b: Any) -> bool:
    """JSON equality: ``true`` is not ``1``."""
    return a == b and isinstance(a, bool) == isinstance(b, bool)


def _misfits(errors: list[str], path: str) -> int:
    """How many ``errors`` say that the value at ``path``, or one of its own
    fields, is of another type or value (a choice meant for something else)."""
    count = 0
    for error in errors:
        where, _, what = error.partition(": ")
        field = where[len(path) + 1:] if where.startswith(path + ".") else None
        if (where == path or (field and not any(c in field for c in ".["))) and \
                (what.startswith("expected") or " is not one of " in what):
            count += 1
    return count


class Checker:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.documents: dict[str, Any] = {}
        self.plans: dict[int, list] = {}     # id of a schema -> the checks it asks for
        self.refs: dict[tuple, tuple] = {}   # ($ref, file) -> (schema, its file)

    def resolve(self, ref: str, base: str) -> tuple[dict, str]:
        """The schema ``ref`` points at from the file ``base``, and its file."""
        found = self.refs.get((ref, base))
        if found is None:
            found = self.refs[ref, base] = self._find(ref, base)
        return found

    def _find(self, ref: str, base: str) -> tuple[dict, str]:
        name, _, pointer = ref.partition("#")
        if name:
            name = (Path(base).parent / name).as_posix() if base else name
        else:
            name = base
        if name not in self.documents:
            self.documents[name] = json.loads((self.folder / name).read_text(encoding="utf-8"))
        schema = self.documents[name]
        for part in filter(None, pointer.split("/")):
            schema = schema[part]
        return schema, name

    def errors(self, value: Any, schema: dict, base: str, path: str) -> list[str]:
        """The problems of ``value`` (at ``path``) against ``schema`` (in ``base``)."""
        plan = self.plans.get(id(schema))
        if plan is None:
            unknown = set(schema) - NOTES - KNOWN
            if unknown:
                raise ValueError(f"{base}: unsupported keyword(s) {sorted(unknown)}")
            plan = self.plans[id(schema)] = [method for keys, method in CHECKS
                                             if any(key in schema for key in keys)]
        if len(plan) == 1:
            return plan[0](self, value, schema, base, path)
        out: list[str] = []
        for method in plan:
            out += method(self, value, schema, base, path)
        return out

    # ------------------------------------------------------------ keywords
    def _ref(self, value, schema, base, path):
        return self.errors(value, *self.resolve(schema["$ref"], base), path)

    def _type(self, value, schema, base, path):
        kinds = schema["type"]
        if _is(value, kinds) if isinstance(kinds, str) else any(_is(value, k) for k in kinds):
            return []
        kinds = [kinds] if isinstance(kinds, str) else kinds
        return [f"{path}: expected {' or '.join(kinds)}, got {_type_name(value)}"]

    def _const(self, value, schema, base, path):
        return [] if _same(value, schema["const"]) else \
            [f"{path}: expected {json.dumps(schema['const'])}, got {json.dumps(value)[:40]}"]

    def _enum(self, value, schema, base, path):
        if any(_same(value, option) for option in schema["enum"]):
            return []
        return [f"{path}: {json.dumps(value)[:40]} is not one of {json.dumps(schema['enum'])[:80]}"]

    def _bound(self, value, schema, base, path):
        if not _is(value, "number"):
            return []
        low, high = schema.get("minimum"), schema.get("maximum")
        if (low is not None and value < low) or (high is not None and value > high):
            return [f"{path}: {value} is outside {low}..{high}"]
        return []

    def _count(self, value, schema, base, path):
        if not isinstance(value, list):
            return []
        low, high = schema.get("minItems", 0), schema.get("maxItems")
        if len(value) < low or (high is not None and len(value) > high):
            return [f"{path}: {len(value)} items, expected {low}..{high}"]
        return []

    def _items(self, value, schema, base, path):
        if not isinstance(value, list):
            return []
        items = schema["items"]
        if items.keys() == {"type"} and isinstance(items["type"], str):     # a list of texts...
            value = [(i, item) for i, item in enumerate(value) if not _is(item, items["type"])]
        else:
            value = enumerate(value)
        return [e for i, item in value for e in self.errors(item, items, base, f"{path}[{i}]")]

    def _properties(self, value, schema, base, path):
        if not isinstance(value, dict):
            return []
        out = [f"{path}: missing {name}" for name in schema.get("required", ())
               if name not in value]
        known = schema.get("properties", {})
        extra = schema.get("additionalProperties", True)
        for name, item in value.items():
            if name in known:
                out += self.errors(item, known[name], base, f"{path}.{name}")
            elif extra is False:
                out.append(f"{path}: unexpected field {name}")
            elif isinstance(extra, dict):
                out += self.errors(item, extra, base, f"{path}.{name}")
        return out

    def _one_of(self, value, schema, base, path):
        return self._choices(value, schema, base, path, "oneOf")

    def _any_of(self, value, schema, base, path):
        return self._choices(value, schema, base, path, "anyOf")

    def _choices(self, value, schema, base, path, key):
        found = [self.errors(value, option, base, path) for option in schema[key]]
        fits = sum(1 for errors in found if not errors)
        if fits == 1 or (fits and key == "anyOf"):
            return []
        if fits:
            return [f"{path}: fits {fits} of the oneOf choices, not one"]
        closest = min(found, key=lambda errors: (_misfits(errors, path), len(errors)))
        return [f"{path}: fits none of the {len(found)} choices; the closest:", *closest]


CHECKS = (
    (("$ref",), Checker._ref), (("type",), Checker._type), (("const",), Checker._const),
    (("enum",), Checker._enum), (("minimum", "maximum"), Checker._bound),
    (("minItems", "maxItems"), Checker._count), (("items",), Checker._items),
    (("properties", "required", "additionalProperties"), Checker._properties),
    (("oneOf",), Checker._one_of), (("anyOf",), Checker._any_of),
)
"""The keywords understood, each group checked once by its method."""
KNOWN = {key for keys, _ in CHECKS for key in keys}


if __name__ == "__main__":          # python tests/schema_check.py view.json ...
    import sys

    failed = False
    for name in sys.argv[1:]:
        for problem in check(json.loads(Path(name).read_text(encoding="utf-8"))):
            print(f"{name}: {problem}")
            failed = True
    sys.exit(1 if failed else 0)
