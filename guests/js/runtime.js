// The JavaScript runtime: one component for every JavaScript and TypeScript program, built
// once (by build.mjs, cached by the hash of what it is made of) with this SDK inside. It
// loads the program's bundle at its first call, from the project directory that Strata
// preopens read-only at /project (never `.strata/`), at the path Strata passes in
// STRATA_PROGRAM_MAIN (the project file's `main`). So an edit of the program changes a file,
// not a component: nothing is compiled again.
//
// The bundle is CommonJS (esbuild, `format: 'cjs'`), with `@strata/sdk` left out: its
// `require('@strata/sdk')` gets this SDK, the one the runtime was built with.

import * as sdk from './index.js';
import { getDirectories } from 'wasi:filesystem/preopens@0.2.12';
import { getEnvironment } from 'wasi:cli/environment@0.2.12';

const PROJECT = '/project';
let loaded;

/** The whole of `path` under the preopened project directory, as text. */
function readProjectFile(path) {
  const at = getDirectories().find(([, guest]) => guest === PROJECT);
  if (!at) throw `the JavaScript runtime was not given the project directory at ${PROJECT}`;
  let fd;
  try {
    fd = at[0].openAt({}, path, {}, { read: true });
  } catch (e) {
    throw `cannot read the program ${path}: ${typeof e === 'object' ? (e.payload ?? e.message ?? e) : e} (is it built? \`strata up\` builds it)`;
  }
  const chunks = [];
  let size = 0;
  for (;;) {
    const [chunk, end] = fd.read(1n << 20n, BigInt(size));
    if (chunk.length > 0) {
      chunks.push(chunk);
      size += chunk.length;
    }
    if (end || chunk.length === 0) break;
  }
  const bytes = new Uint8Array(size);
  let i = 0;
  for (const c of chunks) {
    bytes.set(c, i);
    i += c.length;
  }
  return new TextDecoder().decode(bytes);
}

/** The program the bundle exports, loaded once. */
function load() {
  if (loaded) return loaded;
  const main = new Map(getEnvironment()).get('STRATA_PROGRAM_MAIN');
  if (!main) throw 'the JavaScript runtime was not told which program to run (STRATA_PROGRAM_MAIN)';
  const source = readProjectFile(main);
  const module = { exports: {} };
  const require = (name) => {
    if (name === '@strata/sdk') return sdk;
    throw `${main}: cannot load "${name}" at run time: only @strata/sdk is provided; bundle everything else into the program`;
  };
  try {
    new Function('require', 'module', 'exports', source)(require, module, module.exports);
  } catch (e) {
    throw `${main}: ${e instanceof Error ? `${e.name}: ${e.message}${e.lineNumber ? ` (line ${e.lineNumber})` : ''}` : String(e)}`;
  }
  const p = module.exports.program;
  if (!p || typeof p.run !== 'function' || typeof p.resolve !== 'function') {
    throw `${main} does not export a program: export one with \`export const program = defineProgram(() => { ... })\``;
  }
  loaded = p;
  return p;
}

export const program = {
  run() {
    return load().run();
  },
  resolve(id, values) {
    return load().resolve(id, values);
  },
};
