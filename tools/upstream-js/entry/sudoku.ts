// Bundle entry for nickgirardo/sudoku. bundle.sh copies it into the root of
// the fetched clone, so the import below resolves to upstream's file.
//
// Why this function: components/Player.tsx opens a link by passing the
// `play` query parameter to decodeBoard() from src/decode.ts (space -> '+'
// repair, atob, "S!" magic, version table v0/v1, payload decoder).
// It only needs atob and console, which Node 20 provides: no stubs.
// On a rejected slug it logs through console.error and returns null.
import { decodeBoard } from "./src/decode";

export function decode(slug: string) {
  return decodeBoard(slug);
}
