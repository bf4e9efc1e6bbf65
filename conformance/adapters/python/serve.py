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
import sys


class _Rejection:
    def __init__(self, code, offset, message):
        self.code, self.offset, self.message = code, offset, message


def rejection(code, offset=0, message=""):
    """A rejection with an error code of spec/errors.md at byte `offset`."""
    return _Rejection(code, offset, message)


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
    # Strings go to the runner as they are written (the Hello's `declared`):
    # it reads them with the parser of its --declare, so a misspelt word is
    # refused as it is there. The runner sends only what was declared.
    declared = [c for c in capabilities if isinstance(c, str)]
    objects = [c for c in capabilities if not isinstance(c, str)]

    def answer(request):
        if "decode" in request:
            d = request["decode"]
            format, profile = d.get("format", ""), d.get("profile", "")
            if decode is None:
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
            if encode is None:
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
            send({"name": name, "version": version, "framing": "JSON_LINES", "capabilities": objects,
                  "declared": declared})
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
