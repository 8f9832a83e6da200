// Builds a Strata program written in JavaScript or TypeScript. A TypeScript program is
// type-checked first (strict, with the project's `typescript`, by a checker kept warm between
// builds: typecheck.mjs),
// so that the typed SDK's errors (a misspelt property of a typed resource) stop the build
// before any deploy. Then, in one of two ways:
//
//   node node_modules/@strata/sdk/build.mjs src/index.ts program.js program.wasm
//
// esbuild bundles the program alone (CommonJS, without this SDK) into program.js, which the
// project file names as `main`; program.wasm is the JavaScript runtime (runtime.js with this
// SDK, made by componentize-js), which loads program.js at run time from the project directory.
// The runtime depends only on this SDK and the toolchain, so it is built once and kept in
// Strata's cache (`$STRATA_CACHE_DIR/runtimes`, else `$XDG_CACHE_HOME/strata/runtimes`, else
// `~/.cache/strata/runtimes`), named by the hash of what it is made of: an edit of the program
// rebuilds only program.js (milliseconds), and Strata finds the runtime already compiled.
//
//   node node_modules/@strata/sdk/build.mjs src/index.ts program.wasm
//
// The whole program in one component (esbuild bundles it with this SDK, componentize-js makes
// the component): every edit makes a new 12 MB component, which takes ~20 s.
//
// All tools come from the project's node_modules (its devDependencies). The WIT is the one
// shipped beside this file; the runtime's WASI interfaces are those of componentize-js's jco.

import { build } from 'esbuild';
import { writeFile, mkdtemp, readFile, mkdir, rename, copyFile, cp, utimes, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { basename, dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { tmpdir, homedir } from 'node:os';
import { existsSync, statSync, lstatSync, mkdtempSync } from 'node:fs';
import { typecheck, privateDir } from './typecheck.mjs';

const args = process.argv.slice(2);
const [entry, out, runtimeOut] = args;
const split = out?.endsWith('.js') || out?.endsWith('.cjs');
if (!entry || !out || (split && !runtimeOut) || (!split && runtimeOut)) {
  console.error('usage: node build.mjs ENTRY.(js|ts) OUT.js RUNTIME.wasm   (the program, and the runtime that loads it)');
  console.error('       node build.mjs ENTRY.(js|ts) OUT.wasm              (the whole program in one component)');
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
if (entry.endsWith('.ts')) {
  const tsc = join('node_modules', 'typescript', 'bin', 'tsc');
  if (!existsSync(tsc)) {
    console.error(`${entry}: a TypeScript program is type-checked before it is built, and this project has no typescript: add it with \`npm install --save-dev typescript\``);
    process.exit(1);
  }
  // A checker kept warm between builds answers (typecheck.mjs), else tsc itself.
  if (!(await typecheck(entry))) {
    console.error(`${entry}: the program does not type-check (above); nothing was built`);
    process.exit(1);
  }
}

if (split) {
  await buildProgram(entry, out);
  await buildRuntime(runtimeOut);
} else {
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
  // Loaded only here: it takes a while to load, and an edit of the program does not need it.
  const { componentize } = await import('@bytecodealliance/componentize-js');
  const { component } = await componentize({
    sourcePath: bundled,
    // The program world alone: runtime.wit beside it needs WASI's packages.
    witPath: join(here, 'wit', 'program.wit'),
    worldName: 'program-world',
    // A program reaches the world only through its resources.
    disableFeatures: ['http', 'fetch-event'],
  });
  await writeFile(out, component);
}

/** The program alone, as CommonJS whose `require('@strata/sdk')` the runtime answers. */
async function buildProgram(entry, out) {
  const sdkOutside = {
    name: 'strata-sdk-outside',
    setup(b) {
      // Only the SDK itself: its typed providers (`@strata/sdk/providers/...`) are bundled.
      b.onResolve({ filter: /^@strata\/sdk$/ }, () => ({ path: '@strata/sdk', external: true }));
    },
  };
  const tmp = `${out}.${process.pid}.tmp`;
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'cjs',
    platform: 'neutral',
    target: 'es2022',
    external: ['strata:*'],
    plugins: [sdkOutside],
    outfile: tmp,
    logLevel: 'warning',
  });
  await rename(tmp, out);
}

/** The runtime at `out`: from the cache, else built into it. */
async function buildRuntime(out) {
  const loader = await build({
    entryPoints: [join(here, 'runtime.js')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    external: ['strata:*', 'wasi:*'],
    write: false,
    logLevel: 'warning',
  });
  const source = loader.outputFiles[0].text;
  const cjsDir = findPackage('@bytecodealliance/componentize-js', process.cwd());
  const jcoDir = cjsDir && findPackage('@bytecodealliance/jco', cjsDir);
  if (!jcoDir) {
    console.error('the JavaScript runtime is built with componentize-js, which this project does not have: add it with `npm install --save-dev @bytecodealliance/componentize-js@0.23.0`');
    process.exit(1);
  }
  const cjsVersion = JSON.parse(await readFile(join(cjsDir, 'package.json'), 'utf8')).version;
  const wasiWit = join(jcoDir, 'lib', 'wit', 'builtin', '0.2.12');
  if (!existsSync(wasiWit)) {
    console.error(`the JavaScript runtime needs the WASI 0.2.12 interfaces, which ${jcoDir} does not have (lib/wit/builtin/0.2.12): install the componentize-js this SDK names in its README`);
    process.exit(1);
  }
  const hash = createHash('sha256');
  for (const part of [source, await readFile(join(here, 'wit', 'program.wit'), 'utf8'),
    await readFile(join(here, 'wit', 'runtime.wit'), 'utf8'), cjsVersion]) {
    hash.update(part).update('\0');
  }
  let cache = join(process.env.STRATA_CACHE_DIR
    || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'strata'), 'runtimes');
  if (!privateDir(cache)) {
    // Not ours alone: built where nobody else can write, and not kept.
    console.error(`warning: ${cache} is not this user's alone, so no runtime is kept there or taken from it (make it yours, mode 0700)`);
    cache = mkdtempSync(join(tmpdir(), 'strata-runtimes-'));
  }
  const cached = join(cache, `javascript-${hash.digest('hex').slice(0, 32)}.wasm`);
  if (!mine(cached)) {
    console.error(`Building the JavaScript runtime (once for this SDK and toolchain, kept in ${cache}) ...`);
    const started = Date.now();
    const dir = await mkdtemp(join(tmpdir(), 'strata-js-runtime-'));
    try {
      await writeFile(join(dir, 'runtime.js'), source);
      await mkdir(join(dir, 'wit', 'deps'), { recursive: true });
      await copyFile(join(here, 'wit', 'program.wit'), join(dir, 'wit', 'program.wit'));
      await copyFile(join(here, 'wit', 'runtime.wit'), join(dir, 'wit', 'runtime.wit'));
      for (const pkg of ['cli', 'clocks', 'filesystem', 'io', 'random', 'sockets']) {
        await cp(join(wasiWit, `wasi-${pkg}`), join(dir, 'wit', 'deps', pkg), { recursive: true });
      }
      const { componentize } = await import('@bytecodealliance/componentize-js');
      const { component } = await componentize({
        sourcePath: join(dir, 'runtime.js'),
        witPath: join(dir, 'wit'),
        worldName: 'js-runtime',
        // A program reaches the world only through its resources (and reads its project).
        disableFeatures: ['http', 'fetch-event'],
      });
      await mkdir(cache, { recursive: true });
      const tmp = `${cached}.${process.pid}.tmp`;
      await writeFile(tmp, component);
      await rename(tmp, cached);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    console.error(`Built the JavaScript runtime in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // A copy, not a link: the project's file can be rebuilt in place without touching the cache.
  // `OUT.runtime` says which runtime the copy is, with its size and time: while they hold, an
  // edit reads neither file (comparing the two cost ~25 ms of a ~160 ms edit loop).
  const stamp = `${out}.runtime`;
  const stat = () => {
    const st = statSync(out, { bigint: true });
    return `${basename(cached)} ${st.size} ${st.mtimeNs}\n`;
  };
  const known = existsSync(out) && existsSync(stamp) && (await readFile(stamp, 'utf8')) === stat();
  const same = known || (existsSync(out) && (await readFile(out)).equals(await readFile(cached)));
  if (!same) {
    const tmp = `${out}.${process.pid}.tmp`;
    await copyFile(cached, tmp);
    await rename(tmp, out);
  }
  // Newer than the sources, so that Strata knows the build is done.
  const now = new Date();
  await utimes(out, now, now);
  await writeFile(stamp, stat());
}

/** The directory of package `name` as Node resolves it from `from`: its own node_modules, then each parent's. */
function findPackage(name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const at = join(dir, 'node_modules', name);
    if (existsSync(join(at, 'package.json'))) return at;
    if (dirname(dir) === dir) return undefined;
  }
}

/** Whether `path` is a file only this user could have written. */
function mine(path) {
  try {
    const st = lstatSync(path);
    return st.isFile() && st.uid === process.getuid() && (st.mode & 0o022) === 0;
  } catch {
    return false;
  }
}
