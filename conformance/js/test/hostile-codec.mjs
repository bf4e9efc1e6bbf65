// The reference package as a codec that misbehaves as real codecs do, the
// way SLUGSPEC_MISCHIEF says, on the first format's decode requests whose
// slug falls on a chosen few (`picked`):
//   runaway   as the pentomino app's decoder on a damaged link: for one
//             picked slug it allocates without bound, for another it never
//             returns; and it logs a stack trace on every call, as the
//             sudoku app's console.error does
//   exit      calls process.exit(0) on a picked slug
//   exit-at-import  calls process.exit(0) while it is imported
//   interval  leaves a timer running from its import on
//   pollute   puts an enumerable key and a `then` on Object.prototype
// Each must end the run with a verdict naming the cases, in bounded time
// and memory, with every report written, the runner's summary readable.
import * as reference from "./reference-codec.mjs";

const mischief = process.env.SLUGSPEC_MISCHIEF ?? "";
export const name = `hostile (${mischief})`;
export const capabilities = reference.capabilities;
export const encode = reference.encode;
const firstFormat = capabilities[0].split("/")[0];

if (mischief === "exit-at-import") process.exit(0);
if (mischief === "interval") setInterval(() => console.log("tick"), 5);
if (mischief === "pollute") {
  Object.prototype.polluted = "yes";  // eslint-disable-line no-extend-native
  Object.prototype.then = (resolve) => resolve("polluted");  // eslint-disable-line no-extend-native
}

// 1 in SLUGSPEC_MISCHIEF_EVERY slugs (default 400), by their characters:
// a few cases of the first format.
const every = Number(process.env.SLUGSPEC_MISCHIEF_EVERY ?? 400);
function picked(slug) {
  let sum = 0;
  for (const c of slug) sum = (sum * 31 + c.codePointAt(0)) >>> 0;
  return sum % every;
}

export function decode(slug, options) {
  if (mischief === "runaway") console.error(new Error(`decoding ${slug.slice(0, 20)}`).stack);
  if (options.format === firstFormat) {
    const p = picked(slug);
    if (mischief === "runaway" && p === 1) {
      const grid = [];
      for (;;) grid.push(new Array(255000).fill(0));
    }
    if (mischief === "runaway" && p === 2) for (;;);
    if (mischief === "exit" && p === 1) process.exit(0);
  }
  return reference.decode(slug, options);
}
