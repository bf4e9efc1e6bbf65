// The reference codec, but every string of every answer is markup: each
// string of a decoded model (and its version, always), each slug it
// encodes, each rejection's message. The npm runner's --html report must
// show it all as text (markup-in-reports.mjs checks it in both browsers).
import * as reference from "./reference-codec.mjs";
import { payload } from "./injection-check.mjs";

export const name = "markup codec";
export const version = payload;
export const capabilities = reference.capabilities;

function fill(value) {
  if (typeof value === "string") return payload;
  if (Array.isArray(value)) return value.map(fill);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
  }
  return value;
}

const REJECTION = Symbol.for("slugspec.rejection");
function marked(call) {
  try {
    return call();
  } catch (e) {
    if (e && e[REJECTION]) throw { ...e, message: payload };
    throw e;
  }
}

// The format kept, so that the runner reads the model as far as its other
// strings, and draws it.
export const decode = (slug, options) => marked(() => {
  const model = reference.decode(slug, options);
  return { ...fill({ ...model, version: "" }), format: model.format };
});
export const encode = (model, options) => marked(() => fill(reference.encode(model, options)));
export const levelCode = (slug, options) => marked(() => fill(reference.levelCode(slug, options)));
