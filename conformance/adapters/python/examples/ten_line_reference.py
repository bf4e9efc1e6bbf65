#!/usr/bin/env python3
# The smallest Python adapter: the reference `slug` command line (argument 1) wrapped with serve()
# (../serve.py, on PYTHONPATH). A line of standard input is a slug taken literally; one with a
# line break in it goes as an argument.
import json, subprocess, sys
from serve import serve, rejection
def slug(args, text):
    piped = "\n" not in text and "\r" not in text
    out = subprocess.run([sys.argv[1], *args, *(["-"] if piped else ["--", text])], input=text + "\n" if piped else "", capture_output=True, text=True).stdout.strip()
    answer = json.loads(out) if out.startswith("{") else out
    return rejection(**{k: answer["error"].get(k, "") for k in ("code", "offset", "message")}) if "error" in answer else answer
serve("ten-line-reference", ["sudoku/v1=decode,encode,strict,lenient"],
      decode=lambda s, format, profile: slug(["decode", "--format", format, "--" + profile], s),
      encode=lambda m, format, version: slug(["encode", "--format", format, "--version", version or "v1"], json.dumps(m)))
