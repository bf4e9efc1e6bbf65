// The sudoku example players (query-player.html and its seeded-bug
// variant): the link's slug from the page's address, the reference
// package's decoder, a grid drawn in the DOM, and nothing written back (as
// sudoku's upstream player). Each page passes how it reads its slug from
// the query and the profile it decodes in; the page's decoder is also
// exposed as window.sudokuPlayer, the codec mode's shape, so that the two
// browser modes can be compared on the same page.
import * as slugspec from "slugspec";

await slugspec.ready;

/**
 * `readSlug(search)`: the slug in location.search, or null;
 * `profile`: the profile the page decodes in.
 */
export function startPlayer({ name, readSlug, profile }) {
  const decode = (slug) => {
    const read = slugspec.decode(slug, { format: "sudoku", profile });
    if (read.error) throw { [Symbol.for("slugspec.rejection")]: true, ...read.error };
    return read.model;
  };
  window.sudokuPlayer = { name, capabilities: ["sudoku/v0=decode,lenient", "sudoku/v1=decode,lenient"], decode };

  const grid = document.querySelector("#grid"), error = document.querySelector("#error");
  const cells = [];
  for (let row = 0; row < 9; row++) {
    const tr = grid.insertRow();
    for (let col = 0; col < 9; col++) cells.push(tr.insertCell());
  }
  const slug = readSlug(location.search);
  try {
    if (slug === null) throw new Error("no puzzle in the link");
    for (const { cell, digit } of decode(slug).givens) cells[cell].textContent = String(digit);
    document.body.dataset.state = "grid";
  } catch (e) {
    error.textContent = `This link opens no puzzle (${e.code ?? e.message}).`;
    error.hidden = false;
    document.body.dataset.state = "error";
  }
}

/** The parameter `play` as it stands in the query: not percent-decoded, `+` kept. */
export function playAsWritten(search) {
  for (const part of search.replace(/^\?/, "").split("&")) {
    if (part.startsWith("play=")) return part.slice("play=".length);
  }
  return null;
}
