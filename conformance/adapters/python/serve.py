# SPDX-License-Identifier: CC0-1.0 (public domain: copy it into your player, no notice to keep)
"""serve(): the slugspec session protocol (spec/conformance.md section 2, JSON
Lines) around an existing decoder and encoder, in Python's standard library
only, so that wrapping one is about ten lines:

    from serve import serve, rejection
    serve(name="my-player",
          capabilities=["sudoku/v1=decode,encode,strict,lenient"],
          decode=lambda slug, format, profile: my_decode(slug),   # the model (a dict)
          encode=lambda model, format, version: my_encode(model))  # the slug

The rules are those of ../node/serve.js, whose header explains them: decode
returns the model (proto3 JSON mapping; "format" and "version" may be left
out) and encode the slug; raising, or returning None, rejects without an
error code (REQUIRED passes, RECOMMENDED reports "no error code given");
rejection(code, offset, message) rejects with one. Return what your
implementation read even when the model cannot hold it: the runner then
reports the wrong game instead of certifying garbage. Requests carry the
slug, never the link.
"""
import json
import re
import sys


class _Rejection:
    def __init__(self, code, offset, message):
        self.code, self.offset, self.message = code, offset, message


def rejection(code, offset=0, message=""):
    """A rejection with an error code of spec/errors.md at byte `offset`."""
    return _Rejection(code, offset, message)


def parse_capability(text):
    match = re.fullmatch(r"([^/=]+)/([^=]+)=([a-z,]+)", text)
    if not match:
        raise ValueError("a capability is FORMAT/VERSION=decode,encode,strict,lenient, not " + text)
    words = set(match.group(3).split(","))
    return {
        "format": match.group(1),
        "version": match.group(2),
        "decodes": "decode" in words,
        "encodes": "encode" in words,
        "strict": "strict" in words or ("decode" in words and "lenient" not in words),
        "lenient": "lenient" in words,
    }


def _rejected(value):
    if isinstance(value, _Rejection):
        error = {"code": value.code, "offset": value.offset}
        if value.message:
            error["message"] = str(value.message)
        return {"rejected": error}
    message = "" if value is None else str(value)
    return {"rejected": {"message": message} if message else {}}


def serve(name, capabilities, decode=None, encode=None, version="0.0.0", stdin=None, stdout=None):
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    declared = [parse_capability(c) if isinstance(c, str) else c for c in capabilities]

    def decoder(format, profile):
        return decode and any(c["format"] == format and c["decodes"] and c.get(profile) for c in declared)

    def encoder(format, requested):
        return encode and any(c["format"] == format and c["encodes"] and requested in ("", c["version"])
                              for c in declared)

    def answer(request):
        if "decode" in request:
            d = request["decode"]
            format, profile = d.get("format", ""), d.get("profile", "")
            if not decoder(format, profile):
                return {"skipped": "no %s decoder of %s" % (profile, format)}
            try:
                model = decode(d.get("slug", ""), format, profile)
            except Exception as e:  # a rejection without a code
                return _rejected(e)
            if model is None or isinstance(model, _Rejection):
                return _rejected(model)
            return {"decoded": {format: model}}
        if "encode" in request:
            e = request["encode"]
            format, requested = e.get("format", ""), e.get("version", "")
            if not encoder(format, requested):
                return {"skipped": "no %s %s encoder" % (format, requested)}
            try:
                slug = encode(e.get(format, {}), format, requested)
            except Exception as error:
                return _rejected(error)
            if not isinstance(slug, str):
                return _rejected(slug)
            return {"slug": slug}
        return {"runtimeError": "a request with neither decode nor encode"}

    def send(message):
        stdout.write(json.dumps(message) + "\n")
        stdout.flush()

    handshaken = False
    for line in stdin:
        if not handshaken:
            handshaken = True
            send({"name": name, "version": version, "framing": "JSON_LINES", "capabilities": declared})
            continue
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except ValueError as e:
            send({"id": "0", "runtimeError": "not a JSON request: %s" % e})
            continue
        request_id = str(request.get("id", "0"))
        try:
            send(dict(id=request_id, **answer(request)))
        except Exception as e:  # a bug of this request alone
            send({"id": request_id, "runtimeError": repr(e)})
