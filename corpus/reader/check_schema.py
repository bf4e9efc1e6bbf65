#!/usr/bin/env python3
"""Validates every golden vector against corpus/vector.schema.json.

    check_schema.py SCHEMA CORPUS_DIR

Also checks that the schema can fail: lines made wrong on purpose from the
corpus's own vectors (a level changed, a VALID without its model, a field
unknown) must be refused. Uses Debian's python3-jsonschema (tools/bootstrap.sh
installs it); an interpreter without it hands over to /usr/bin/python3.
"""
import copy
import json
import os
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    system = "/usr/bin/python3"
    if os.path.realpath(sys.executable) != os.path.realpath(system) and os.path.exists(system):
        os.execv(system, [system] + sys.argv)
    sys.exit("check_schema.py: the jsonschema module is missing (apt-get install python3-jsonschema)")


def main(schema_path, corpus_dir):
    schema = json.loads(pathlib.Path(schema_path).read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    passed = failed = 0
    first = {}  # a vector of each result, to spoil below
    for path in sorted(pathlib.Path(corpus_dir).rglob("*.jsonl")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            vector = json.loads(line)
            errors = sorted(validator.iter_errors(vector), key=lambda e: list(e.path))
            if errors:
                failed += 1
                print(f"{path}:{number}: {vector.get('id')}: {errors[0].message}")
            else:
                passed += 1
                first.setdefault(vector["result"], vector)
                if vector.get("error", {}).get("code") == "INPUT_TOO_LONG":
                    first.setdefault("too long", vector)

    def spoiled(name, base, change):
        if base is None:
            return
        vector = copy.deepcopy(base)
        change(vector)
        nonlocal passed, failed
        if validator.is_valid(vector):
            failed += 1
            print(f"the schema accepts a wrong vector: {name} ({base['id']})")
        else:
            passed += 1

    valid, acceptable, invalid = first.get("VALID"), first.get("ACCEPTABLE"), first.get("INVALID")
    spoiled("VALID judged RECOMMENDED", valid, lambda v: v.update(strict_level="RECOMMENDED"))
    spoiled("VALID without its model", valid, lambda v: v.pop("model"))
    spoiled("VALID with an error", valid, lambda v: v.update(error={"code": "TRUNCATED", "offset": 1}))
    spoiled("ACCEPTABLE repaired at REQUIRED", acceptable, lambda v: v.update(lenient_level="REQUIRED"))
    spoiled("INVALID with a model", invalid, lambda v: v.update(model={"format": "x", "version": "v1"}))
    spoiled("INVALID without its error", invalid, lambda v: v.pop("error"))
    spoiled("INVALID at RECOMMENDED", invalid, lambda v: v.update(strict_level="RECOMMENDED"))
    spoiled("a field no vector has", invalid, lambda v: v.update(expected="x"))
    spoiled("no levels", invalid, lambda v: v.pop("strict_level"))
    spoiled("INPUT_TOO_LONG at REQUIRED", first.get("too long"), lambda v: v.update(strict_level="REQUIRED"))
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not first else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
