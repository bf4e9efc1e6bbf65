#!/usr/bin/env node
'use strict';
// A module of the npm runner's shape (--module) as a session testee of the
// native runner, through the Node adapter (serve.js), so that CI can run the
// same module both ways and compare every case:
//
//   slugspec-conformance -- node session-of-module.cjs MODULE
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { serve } = require('../../adapters/node/serve');

import(pathToFileURL(path.resolve(process.argv[2])).href).then((m) => {
  serve({ name: m.name, version: m.version, capabilities: m.capabilities, decode: m.decode, encode: m.encode,
          levelCode: m.levelCode });
});
