// A codec with a bug seeded on purpose, to show that the runner fails what
// is wrong, the same way in process as through the native runner: the
// reference codec (reference-codec.mjs) with one change, chosen by
// SLUGSPEC_BUG:
//   drop-last        decoders forget the last item of every list in the
//                    first format's models (a REQUIRED failure of every
//                    decode check of lists of two items or more)
//   one-link:SLUG    only that one slug is read as another game (its first
//                    list one item short): what `record` then `--corpus`
//                    must catch
import * as reference from "./reference-codec.mjs";

export const name = "seeded bug";
export const version = "0.1.0";
export const capabilities = reference.capabilities;
const bug = process.env.SLUGSPEC_BUG ?? "drop-last";
const firstFormat = capabilities[0].split("/")[0];

// The model with its first list that has two items or more one item short.
function shortened(model) {
  for (const [key, value] of Object.entries(model)) {
    if (Array.isArray(value) && value.length >= 2) return { ...model, [key]: value.slice(0, -1) };
  }
  return model;
}

export function decode(slug, options) {
  const model = reference.decode(slug, options);
  if (bug === "drop-last" && options.format === firstFormat) return shortened(model);
  if (bug.startsWith("one-link:") && slug === bug.slice("one-link:".length)) return shortened(model);
  return model;
}

export const encode = reference.encode;
export const levelCode = reference.levelCode;
