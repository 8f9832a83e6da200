// Builds a Strata policy pack written in JavaScript or TypeScript into one component of the
// strata:policy@0.1.0 world:
//
//   node node_modules/@strata/policy/build.mjs src/index.ts pack.wasm
//
// A TypeScript pack is type-checked first (`tsc --noEmit --strict`, with the project's
// `typescript`); esbuild bundles it with this SDK; componentize-js makes the component. A pack
// reads only what it is given: no HTTP, no clocks, no randomness are built in (the same
// resource always gets the same answer, which the engine relies on when it checks ahead).
// All tools come from the project's node_modules (its devDependencies).

import { build } from 'esbuild';
import { writeFile, mkdtemp } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const [entry, out] = process.argv.slice(2);
if (!entry || !out || !out.endsWith('.wasm')) {
  console.error('usage: node build.mjs ENTRY.(js|ts) OUT.wasm');
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
if (entry.endsWith('.ts')) {
  const tsc = join('node_modules', 'typescript', 'bin', 'tsc');
  if (!existsSync(tsc)) {
    console.error(`${entry}: a TypeScript pack is type-checked before it is built, and this project has no typescript: add it with \`npm install --save-dev typescript\``);
    process.exit(1);
  }
  const checked = spawnSync(process.execPath, [tsc, '--noEmit', '--strict', '--skipLibCheck',
    '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', entry], { stdio: 'inherit' });
  if (checked.status !== 0) {
    console.error(`${entry}: the pack does not type-check (above); nothing was built`);
    process.exit(1);
  }
}
const bundled = join(await mkdtemp(join(tmpdir(), 'strata-policy-')), 'pack.js');
await build({
  entryPoints: [entry],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  outfile: bundled,
  logLevel: 'warning',
});
const { componentize } = await import('@bytecodealliance/componentize-js');
const { component } = await componentize({
  sourcePath: bundled,
  witPath: join(here, 'wit', 'policy.wit'),
  worldName: 'policy-pack',
  disableFeatures: ['http', 'fetch-event', 'random', 'clocks'],
});
await writeFile(out, component);
