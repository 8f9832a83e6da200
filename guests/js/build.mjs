// Builds a Strata program written in JavaScript or TypeScript into a component of the
// strata:program@0.2.0 world: esbuild bundles it with this SDK (TypeScript's types are
// stripped, not checked: run `tsc --noEmit` for that), then componentize-js makes the
// component. Both come from the project's node_modules (its devDependencies).
//
//   node node_modules/@strata/sdk/build.mjs src/index.ts program.wasm
//
// The WIT is the one shipped beside this file, so a project depends on nothing outside itself.

import { build } from 'esbuild';
import { componentize } from '@bytecodealliance/componentize-js';
import { writeFile, mkdtemp } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';

const [entry, out] = process.argv.slice(2);
if (!entry || !out) {
  console.error('usage: node build.mjs ENTRY.(js|ts) OUT.wasm');
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const bundled = join(await mkdtemp(join(tmpdir(), 'strata-js-')), 'program.js');
await build({
  entryPoints: [entry],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  external: ['strata:*'],
  outfile: bundled,
  logLevel: 'warning',
});
const { component } = await componentize({
  sourcePath: bundled,
  witPath: join(here, 'wit'),
  worldName: 'program-world',
  // A program reaches the world only through its resources.
  disableFeatures: ['http', 'fetch-event'],
});
await writeFile(out, component);
