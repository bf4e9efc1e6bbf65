// The --read expression of the sudoku example players: the game as the
// page draws it, read from the grid's cells (cell = 9 * row + column, the
// digit its text), or the page's "no puzzle" message; nothing until the
// page has read its link. No version is named: a player's grid has none,
// and the runner judges the game alone (spec/conformance.md §5).
({
  grid: () => ({
    model: {
      givens: [...document.querySelectorAll("#grid td")].flatMap((td, cell) =>
        td.textContent ? [{ cell, digit: Number(td.textContent) }] : []),
    },
  }),
  error: () => ({ rejected: true, message: document.querySelector("#error").textContent }),
})[document.body.dataset.state]?.()
