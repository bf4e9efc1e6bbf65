#!/usr/bin/env node
// The smallest adapter: the bundled sudoku codec (../sudoku.js) wrapped with serve().
const { serve, rejection } = require('../serve');
const sudoku = require('../sudoku');
const coded = (r, value) => (r.error ? rejection(r.error.code, r.error.offset, r.error.message) : r[value]);
serve({
  name: 'ten-line-sudoku',
  capabilities: ['sudoku/v1=decode,encode,strict,lenient'],
  decode: (slug, { profile }) => coded(sudoku.decode(slug, profile), 'model'),
  encode: (model, { version }) => coded(sudoku.encode(model, version || 'v1'), 'slug'),
});
