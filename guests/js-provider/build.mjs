// Builds a Strata provider written in JavaScript or TypeScript into one component of the
// strata:provider@0.2.0 world, with its manifest:
//
//   node node_modules/@strata/provider/build.mjs src/index.ts provider.wasm
//
// A TypeScript provider is type-checked first (`tsc --noEmit --strict`, with the project's
// `typescript`); esbuild bundles it with this SDK; componentize-js makes the component, with
// the computation and WASI's clocks (`Date.now()` and `performance.now()` advance, for waits
// and timestamps) and no randomness or HTTP built in: a provider reaches only what its grants
// allow. The manifest (`strata-manifest`, what `strata plugin install` and
// `publish` read) comes from package.json: its `name` (without a scope) and `version`, and what
// it asks for under `strata.capabilities` (`allow-hosts`, `allow-env`, `allow-dirs`).

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
const pkg = JSON.parse(await readFile('package.json', 'utf8'));
const manifest = {
  name: String(pkg.name ?? '').replace(/^@[^/]+\//, ''),
  version: String(pkg.version ?? ''),
  capabilities: pkg.strata?.capabilities ?? {},
};
if (!/^[a-z0-9][a-z0-9_-]*$/.test(manifest.name) || !/^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/.test(manifest.version)) {
  console.error(`package.json: a provider's name is letters, digits, \`-\` or \`_\`, and its version a semver (x.y.z); they name it in registries and in Strata.toml (got \`${manifest.name}\` \`${manifest.version}\`)`);
  process.exit(1);
}
if (entry.endsWith('.ts')) {
  const tsc = join('node_modules', 'typescript', 'bin', 'tsc');
  if (!existsSync(tsc)) {
    console.error(`${entry}: a TypeScript provider is type-checked before it is built, and this project has no typescript: add it with \`npm install --save-dev typescript\``);
    process.exit(1);
  }
  const checked = spawnSync(process.execPath, [tsc, '--noEmit', '--strict', '--skipLibCheck',
    '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', entry], { stdio: 'inherit' });
  if (checked.status !== 0) {
    console.error(`${entry}: the provider does not type-check (above); nothing was built`);
    process.exit(1);
  }
}
const bundled = join(await mkdtemp(join(tmpdir(), 'strata-provider-')), 'provider.js');
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
  witPath: join(here, 'wit', 'provider.wit'),
  worldName: 'provider-world',
  disableFeatures: ['http', 'fetch-event', 'random'],
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
