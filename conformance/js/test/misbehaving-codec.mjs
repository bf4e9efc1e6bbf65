// A codec that does, for some slugs of the first format, each thing a
// careless codec does wrong: throws an Error rather than a rejection,
// returns a Promise, an answer JSON cannot hold (a BigInt, a cycle),
// nothing, a string for a model, or a rejection with another code. Each
// must fail its case alone, with the outcome the native runner gives it
// through the Node adapter.
import * as reference from "./reference-codec.mjs";

export const name = "misbehaving";
export const capabilities = reference.capabilities;
const firstFormat = capabilities[0].split("/")[0];

const MISDEEDS = [
  (model) => model,
  () => { throw new Error("boom"); },
  (model) => Promise.resolve(model),
  (model) => ({ ...model, extra: 10n }),
  () => undefined,
  (model) => { const cyclic = { ...model }; cyclic.self = cyclic; return cyclic; },
  () => { throw { [Symbol.for("slugspec.rejection")]: true, code: "NOT_A_CODE", offset: -1 }; },
  () => "a string",
];

export function decode(slug, options) {
  if (options.format !== firstFormat) return reference.decode(slug, options);
  let sum = 0;
  for (const c of slug) sum += c.codePointAt(0);
  return MISDEEDS[sum % MISDEEDS.length](reference.decode(slug, options));
}

export const encode = reference.encode;
