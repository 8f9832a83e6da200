// Builds a Strata program written in JavaScript or TypeScript into a component of the
// strata:program@0.3.0 world: a TypeScript program is type-checked first (`tsc --noEmit
// --incremental`, strict, with the project's `typescript`), so that the typed SDK's errors (a
// misspelt property of a typed resource) stop the build before any deploy; then esbuild
// bundles it with this SDK, and componentize-js makes the component. All come from the
// project's node_modules (its devDependencies).
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
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const [entry, out] = process.argv.slice(2);
if (!entry || !out) {
  console.error('usage: node build.mjs ENTRY.(js|ts) OUT.wasm');
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
if (entry.endsWith('.ts')) {
  const tsc = join('node_modules', 'typescript', 'bin', 'tsc');
  if (!existsSync(tsc)) {
    console.error(`${entry}: a TypeScript program is type-checked before it is built, and this project has no typescript: add it with \`npm install --save-dev typescript\``);
    process.exit(1);
  }
  // The build info is kept between builds, so only what changed is checked again.
  const checked = spawnSync(process.execPath, [tsc, '--noEmit', '--incremental',
    '--tsBuildInfoFile', join('node_modules', '.cache', 'strata-tsbuildinfo'),
    '--strict', '--skipLibCheck', '--target', 'es2022', '--module', 'esnext',
    '--moduleResolution', 'bundler', entry], { stdio: 'inherit' });
  if (checked.status !== 0) {
    console.error(`${entry}: the program does not type-check (above); nothing was built`);
    process.exit(1);
  }
}
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
