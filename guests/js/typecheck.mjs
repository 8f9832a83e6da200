// The type check of a TypeScript program, kept warm between builds.
//
// `tsc --noEmit --incremental` starts node, loads the TypeScript compiler (most of its time)
// and reads its build info on every edit: 0.5 s idle, 2 s on a loaded machine. Here the first
// build starts a checker that stays: it holds the compiler loaded and the program's last state
// (a builder program, so an edit re-checks only what it affects), and each later build asks it
// over a socket in the project's `node_modules/.cache/strata-tsc/` (a directory only this user
// may enter) and prints what it answers, as tsc would have.
//
// The checker checks only the entry it was started for, with the options it was started with,
// and stops on its own: after 15 idle minutes, when its socket is removed (the project is gone),
// or when the project's typescript changes. Whatever goes wrong with it, the build falls back to
// running tsc itself. `STRATA_TSC_SERVER=0` turns it off.

import { createServer, connect } from 'node:net';
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, statSync, chmodSync, unlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

/** The options a program is checked with (the same as the tsc command line below). */
const ARGS = ['--strict', '--skipLibCheck', '--target', 'es2022', '--module', 'esnext',
  '--moduleResolution', 'bundler'];
const IDLE_MS = 15 * 60 * 1000;

const dir = join('node_modules', '.cache', 'strata-tsc');
const socket = join(dir, 'socket');
const typescript = join('node_modules', 'typescript');

/** Type-check `entry` (in the current directory's project): whether it checked clean. */
export async function typecheck(entry) {
  if (process.env.STRATA_TSC_SERVER !== '0' && privateDir(dir)) {
    const answer = (await ask(entry)) ?? (await start(entry));
    if (answer) {
      if (answer.text) process.stderr.write(answer.text);
      return answer.ok;
    }
  }
  return tsc(entry);
}

/** tsc itself, with its incremental build info: the way without a checker. */
function tsc(entry) {
  const checked = spawnSync(process.execPath, [join(typescript, 'bin', 'tsc'), '--noEmit', '--incremental',
    '--tsBuildInfoFile', join('node_modules', '.cache', 'strata-tsbuildinfo'), ...ARGS, entry],
  { stdio: 'inherit' });
  return checked.status === 0;
}

/** The checker's answer for `entry`, or undefined if none answers. */
function ask(entry) {
  return new Promise((done) => {
    const c = connect(socket);
    let data = '';
    c.setEncoding('utf8');
    c.on('connect', () => c.end(JSON.stringify({ entry }) + '\n'));
    c.on('data', (d) => { data += d; });
    c.on('error', () => done(undefined));
    c.on('close', () => {
      try {
        const a = JSON.parse(data);
        done(typeof a.ok === 'boolean' ? a : undefined);
      } catch {
        done(undefined);
      }
    });
  });
}

/** Start a checker for `entry` and ask it, once it listens (30 s at most). */
async function start(entry) {
  try { unlinkSync(socket); } catch { /* none was left */ }
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), 'serve', entry],
    { detached: true, stdio: 'ignore' });
  child.unref();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (existsSync(socket)) return ask(entry);
    if (child.exitCode !== null) return undefined;
    await new Promise((r) => setTimeout(r, 20));
  }
  return undefined;
}

/**
 * Whether `dir` is this user's alone: made 0700 if missing; an existing one of this user's made
 * 0700; one of another user's is not used (anyone who can write into it could plant what runs,
 * or listen where the build asks).
 */
export function privateDir(dir) {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = statSync(dir);
    if (!st.isDirectory() || st.uid !== process.getuid()) return false;
    if (st.mode & 0o077) chmodSync(dir, 0o700);
    return true;
  } catch {
    return false;
  }
}

/** The checker: answers `{ok, text}` for its own entry, keeping the program between answers. */
function serve(entry) {
  const require = createRequire(resolve('package.json'));
  const ts = require(resolve(typescript));
  const version = () => statSync(join(typescript, 'package.json'), { throwIfNoEntry: false })?.mtimeMs;
  const started = version();
  const parsed = ts.parseCommandLine([...ARGS, '--noEmit', entry]);
  const options = parsed.options;
  const host = ts.createCompilerHost(options);
  // A source file is read again only when its modification time changed; its version is that
  // time, from which the builder knows what an edit affects.
  const files = new Map();
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError, create) => {
    const mtime = statSync(name, { throwIfNoEntry: false })?.mtimeMs;
    const known = files.get(name);
    if (known && known.mtime === mtime) return known.file;
    const file = read(name, language, onError, create);
    if (file) {
      file.version = String(mtime);
      files.set(name, { mtime, file });
    }
    return file;
  };
  const format = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => process.cwd(),
    getNewLine: () => '\n',
  };
  let builder;
  const check = () => {
    builder = ts.createSemanticDiagnosticsBuilderProgram(parsed.fileNames, options, host, builder);
    const diagnostics = [
      ...builder.getOptionsDiagnostics(),
      ...builder.getGlobalDiagnostics(),
      ...builder.getSyntacticDiagnostics(),
      ...builder.getSemanticDiagnostics(),
    ];
    const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
    return { ok: errors.length === 0, text: ts.formatDiagnostics(diagnostics, format) };
  };
  let idle;
  const server = createServer((c) => {
    clearTimeout(idle);
    let data = '';
    c.setEncoding('utf8');
    c.on('data', (d) => {
      data += d;
      if (!data.includes('\n')) return;
      let asked;
      try {
        asked = JSON.parse(data);
      } catch {
        c.destroy();
        return;
      }
      if (asked.entry !== entry) {
        // Another entry: not this checker's (the build starts one for it).
        c.destroy();
        return;
      }
      let answer;
      try {
        answer = check();
      } catch (e) {
        answer = { ok: false, text: `${entry}: the type checker failed: ${e}\n` };
      }
      c.end(JSON.stringify(answer));
    });
    c.on('error', () => {});
    idle = setTimeout(stop, IDLE_MS);
  });
  const stop = () => {
    server.close();
    try { unlinkSync(socket); } catch { /* gone already */ }
    process.exit(0);
  };
  server.on('error', () => process.exit(1));
  // Checked once before listening: the first build's answer is the program's first check.
  check();
  server.listen(socket, () => {
    idle = setTimeout(stop, IDLE_MS);
    // Gone with its project (or replaced by a newer checker), or its typescript changed: stop.
    setInterval(() => {
      if (!existsSync(socket) || version() !== started) stop();
    }, 2000).unref();
  });
}

if (process.argv[2] === 'serve' && process.argv[1] === fileURLToPath(import.meta.url)) {
  serve(process.argv[3]);
}
