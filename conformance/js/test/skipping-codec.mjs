// The reference package as a codec that supports less than it declares,
// and says so: its encoder answers skipped() for the first format's
// requests (a version it cannot write, say). Those cases are skipped, and
// the encoder's role is INCOMPLETE, never certified; everything else is the
// reference's.
import { skipped } from "slugspec-conformance";
import * as reference from "./reference-codec.mjs";

export const name = "skipping";
export const capabilities = reference.capabilities;
export const decode = reference.decode;
const firstFormat = capabilities[0].split("/")[0];

export function encode(model, options) {
  if (options.format === firstFormat) return skipped(`this player does not write ${firstFormat}`);
  return reference.encode(model, options);
}
