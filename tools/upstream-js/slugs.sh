#!/usr/bin/env bash
# Print the slugs of the corpus's VALID vectors of one format version, one a
# line, each once, in file order: the inputs bench.mjs feeds a decoder.
#
#   slugs.sh FORMAT VERSION      e.g. slugs.sh sudoku v1 / slugs.sh pentomino v3.1
#
# VALID = both profiles (strict included) accept the slug; the version is the
# one the slug decodes to (model.version), so e.g. v3 slugs are not mixed into
# v3.1. Field names are those of corpus/README.md.
set -euo pipefail
[[ $# -eq 2 ]] || { echo "usage: $0 FORMAT VERSION" >&2; exit 2; }
corpus=$(cd "$(dirname "$0")/../../corpus" && pwd)
python3 - "$corpus/$1" "$1" "$2" <<'EOF'
import glob, json, signal, sys
signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet exit when piped into head
folder, fmt, version = sys.argv[1:]
sys.stdout.reconfigure(encoding="utf-8")  # slugs are UTF-8 whatever the locale
seen = set()
for path in sorted(glob.glob(folder + "/*.jsonl")):
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            v = json.loads(line)
            if (v.get("format") != fmt or v.get("result") != "VALID"
                    or v.get("model", {}).get("version") != version):
                continue
            slug = v["slug"]
            # one slug a line: a line break inside a slug would split it
            if "\n" in slug or "\r" in slug:
                sys.exit(f"{v['id']}: slug contains a line break")
            if slug not in seen:
                seen.add(slug)
                print(slug)
if not seen:
    sys.exit(f"no VALID {fmt} {version} vectors under {folder}")
EOF
