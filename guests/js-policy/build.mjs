// Builds a Strata policy pack written in JavaScript or TypeScript into one component of the
// strata:policy@0.2.0 world:
//
//   node node_modules/@strata/policy/build.mjs src/index.ts pack.wasm
//
// A TypeScript pack is type-checked first (`tsc --noEmit --strict`, with the project's
// `typescript`); esbuild bundles it with this SDK; componentize-js makes the component. A pack
// reads only what it is given: no HTTP, no clocks, no randomness are built in (the same
// resource always gets the same answer, which the engine relies on when it checks ahead).
// All tools come from the project's node_modules (its devDependencies). The manifest
// (`strata-manifest`, what `strata plugin install` and `publish` read) comes from package.json:
// its `name` (without a scope) and `version`.

import { build } from 'esbuild';
import { writeFile, mkdtemp, readFile } from 'node:fs/promises';
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
const pkg = JSON.parse(await readFile('package.json', 'utf8').catch(() => '{}'));
const manifest = {
  name: String(pkg.name ?? '').replace(/^@[^/]+\//, ''),
  version: String(pkg.version ?? ''),
};
if (!/^[a-z0-9][a-z0-9_-]*$/.test(manifest.name) || !/^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/.test(manifest.version)) {
  console.error(`package.json: a pack's name is letters, digits, \`-\` or \`_\`, and its version a semver (x.y.z); they name it in registries and in Strata.toml (got \`${manifest.name}\` \`${manifest.version}\`)`);
  process.exit(1);
}
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
// The manifest, as a custom section of the component (a section of its own may come anywhere).
const leb = (n) => {
  const bytes = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n) b |= 0x80;
    bytes.push(b);
  } while (n);
  return Buffer.from(bytes);
};
const name = Buffer.from('strata-manifest');
const payload = Buffer.from(JSON.stringify(manifest));
const body = Buffer.concat([leb(name.length), name, payload]);
await writeFile(out, Buffer.concat([Buffer.from(component), Buffer.from([0]), leb(body.length), body]));
