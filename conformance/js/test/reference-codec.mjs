// The reference npm package (slugspec) as an in-process codec: every format
// and version it knows, decoding in both profiles, encoding, and level codes
// where the format has them, as the native reference testee declares
// (conformance/protocol/capabilities.h). Certified through --module, it
// must earn what the package earns through the native runner
// (reference/js/test/testee.cjs).
import * as slugspec from "slugspec";

await slugspec.ready;

export const name = "slugspec (npm package, in process)";
export const version = "0.1.0";
export const capabilities = slugspec.formats().flatMap((f) =>
  f.versions.map((v) => `${f.name}/${v}=decode,encode,strict,lenient${f.levelCodes ? ",code" : ""}`));

const REJECTION = Symbol.for("slugspec.rejection");
function orReject(result, value) {
  if (result.error) throw { [REJECTION]: true, ...result.error };
  return value(result);
}

export function decode(slug, { format, profile }) {
  return orReject(slugspec.decode(slug, { format, profile }), (r) => r.model);
}

export function encode(model, { format, version }) {
  if (model == null) throw { [REJECTION]: true, code: "BAD_MODEL", offset: 0, message: `no ${format} model` };
  return orReject(slugspec.encode(model, { format, version: version || undefined }), (r) => r.slug);
}

export function levelCode(slug, { format, profile }) {
  return orReject(slugspec.levelCode(slug, { format, profile }), (r) => r.code);
}
