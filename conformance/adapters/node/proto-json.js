// SPDX-License-Identifier: CC0-1.0 (public domain: copy it into your player, no notice to keep)
'use strict';
// Reading a model handed to an encoder. Models travel in the proto3 JSON
// mapping of spec/proto/slugspec/*.proto: fields may be left out (they are
// then 0, false, "" or empty), uint32 may be a number or a decimal string,
// enums a name or a number.
//
// A model that is not a well-formed message is BAD_MODEL (spec/errors.md),
// never repaired: an encoder that guessed would write a link for a game
// nobody asked for.

const { fail } = require('./errors');

function modelReader(kind) {
  const bad = (why) => fail('BAD_MODEL', 0, `not a ${kind} model: ${why}`);
  return {
    bad,

    // A JSON object whose fields are all in `known`. An unknown field is
    // refused, as protobuf parsers do by default, so a misspelt field name is
    // reported rather than silently dropped.
    object(value, name, known) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) bad(`${name} is not an object`);
      for (const key of Object.keys(value)) if (!known.includes(key)) bad(`${name} has an unknown field "${key}"`);
      return value;
    },

    list(value, name) {
      if (value == null) return [];
      if (!Array.isArray(value)) bad(`${name} is not a list`);
      return value;
    },

    string(value, name) {
      if (value == null) return '';
      if (typeof value !== 'string') bad(`${name} is not a string`);
      return value;
    },

    uint32(value, name) {
      if (value == null) return 0;
      const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0xffffffff) bad(`${name} is not a uint32`);
      return n;
    },

    bool(value, name) {
      if (value == null) return false;
      if (typeof value !== 'boolean') bad(`${name} is not a boolean`);
      return value;
    },

    // The index of an enum value in `names` (names[0] is the zero value).
    // proto3 enums are open: any int32 number, negative ones too, is kept,
    // and it is up to the encoder to refuse it (VALUE_OUT_OF_RANGE,
    // spec/errors.md); only a name the enum lacks is no model.
    enumIndex(value, name, names) {
      if (value == null) return 0;
      const n = typeof value === 'string' ? names.indexOf(value) : value;
      const int32 = Number.isInteger(n) && n >= -2147483648 && n <= 2147483647;
      if (!int32 || (typeof value === 'string' && n < 0)) bad(`${name} is not one of ${names.join(', ')}`);
      return n;
    },
  };
}

module.exports = { modelReader };
