// The type check of a TypeScript program, kept warm between builds.
//
// `tsc --noEmit --incremental` starts node, loads the TypeScript compiler (most of its time)
// and reads its build info on every edit: 0.8 s idle, 2-3 s on a loaded machine. Here the first
// build starts a checker that stays: it holds the compiler loaded and the program's last state
// (a builder program, so an edit re-checks only what it affects), and each later build asks it
// over a socket in the project's `node_modules/.cache/strata-tsc/` (a directory only this user
// may enter; the socket is named by the project's absolute path, so projects sharing a
// node_modules each have their own) and prints what it answers, as tsc would have.
//
// A checker answers only for the project directory, entry and SDK it was started with (anything
// else is asked of a new one). A file counts as changed when its modification time, change time
// or size did; module names are resolved afresh on every check, so a file or package that
// appears is found. It stops after 15 idle minutes, when its socket is removed or replaced, when
// its project directory is moved, or when the project's typescript changes. A build that gets no answer (no checker, a socket that
// is not this user's, a checker that does not answer within five minutes) runs tsc itself.
// `STRATA_TSC_SERVER=0` turns it off.

import { createServer, connect } from 'node:net';
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, statSync, lstatSync, chmodSync, unlinkSync, rmSync, readdirSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';

/** The options a program is checked with (the same as the tsc command line below). */
const ARGS = ['--strict', '--skipLibCheck', '--target', 'es2022', '--module', 'esnext',
  '--moduleResolution', 'bundler'];
const IDLE_MS = 15 * 60 * 1000;
/** How long a build waits for an answer before it runs tsc itself. */
const ANSWER_MS = 5 * 60 * 1000;

const dir = join('node_modules', '.cache', 'strata-tsc');
const typescript = join('node_modules', 'typescript');
const self = fileURLToPath(import.meta.url);

/** Who a checker answers for: this project directory, entry and SDK (this file as it is). */
function identity(entry) {
  const sdk = statSync(self);
  return { project: realpathSync('.'), entry, sdk: `${sdk.size}:${sdk.mtimeMs}:${sdk.ctimeMs}` };
}

/** The project's socket: named by its absolute path (a node_modules may be shared). */
function socketOf(project) {
  return join(dir, createHash('sha256').update(project).digest('hex').slice(0, 16) + '.sock');
}

/** Type-check `entry` (in the current directory's project): whether it checked clean. */
export async function typecheck(entry) {
  if (process.env.STRATA_TSC_SERVER !== '0') {
    if (privateDir(dir, { emptyIfOpened: true })) {
      const me = identity(entry);
      const socket = socketOf(me.project);
      const answer = (ours(socket) && (await ask(socket, me))) || (await start(socket, me));
      if (answer) {
        if (answer.text) process.stdout.write(answer.text);
        return answer.ok;
      }
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

/** Whether `path` is a socket this user made (anything else there is removed). */
function ours(path) {
  let st;
  try {
    st = lstatSync(path);
  } catch {
    return false;
  }
  if (st.isSocket() && st.uid === process.getuid()) return true;
  rmSync(path, { recursive: true, force: true });
  return false;
}

/** The answer of the checker at `socket` for `me`, or undefined if it gives none. */
function ask(socket, me) {
  return new Promise((done) => {
    const c = connect(socket);
    let data = '';
    c.setEncoding('utf8');
    c.setTimeout(ANSWER_MS, () => c.destroy());
    c.on('connect', () => c.end(JSON.stringify(me) + '\n'));
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

/** Start a checker for `me` at `socket` and ask it once it listens (two minutes at most). */
async function start(socket, me) {
  try { unlinkSync(socket); } catch { /* none was left */ }
  const child = spawn(process.execPath, [self, 'serve', socket, JSON.stringify(me)],
    { detached: true, stdio: 'ignore' });
  child.unref();
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (ours(socket)) return ask(socket, me);
    if (child.exitCode !== null) return undefined;
    await new Promise((r) => setTimeout(r, 20));
  }
  return undefined;
}

/**
 * Whether `dir` is this user's alone: made 0700 if missing; an existing one of this user's made
 * 0700; a symbolic link, or one of another user's, is not used (anyone who can write into it
 * could plant what runs, or listen where the build asks). With `emptyIfOpened`, what was in a
 * directory that others could enter is removed: none of it is trusted.
 */
export function privateDir(dir, { emptyIfOpened = false } = {}) {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = lstatSync(dir);
    if (!st.isDirectory() || st.uid !== process.getuid()) return false;
    if (st.mode & 0o077) {
      chmodSync(dir, 0o700);
      if (emptyIfOpened) {
        for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
      }
    }
    return true;
  } catch {
    return false;
  }
}

/** The checker: answers `{ok, text}` to builds of its own project, entry and SDK. */
function serve(socket, me) {
  const require = createRequire(resolve('package.json'));
  const ts = require(resolve(typescript));
  const version = () => {
    const st = statSync(join(typescript, 'package.json'), { throwIfNoEntry: false });
    return st && `${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
  };
  const started = version();
  const parsed = ts.parseCommandLine([...ARGS, '--noEmit', me.entry]);
  const options = parsed.options;
  const host = ts.createCompilerHost(options);
  // A source file is read again when its modification time, change time or size changed; its
  // version is that, from which the builder knows what an edit affects.
  const files = new Map();
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError, create) => {
    const st = statSync(name, { throwIfNoEntry: false });
    const stamp = st && `${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
    const known = files.get(name);
    if (known && known.stamp === stamp) return known.file;
    const file = read(name, language, onError, create);
    if (file) {
      file.version = stamp;
      files.set(name, { stamp, file });
    }
    return file;
  };
  // Module names are resolved afresh on every check: a file or package that appeared since (or
  // a nearer one that now shadows the old) is found, as tsc finds it.
  host.hasInvalidatedResolutions = () => true;
  const format = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => process.cwd(),
    getNewLine: () => '\n',
  };
  let builder;
  const check = () => {
    builder = ts.createSemanticDiagnosticsBuilderProgram(parsed.fileNames, options, host, builder);
    // As tsc: syntax errors alone when there are any; then sorted, each once.
    let diagnostics = [
      ...builder.getConfigFileParsingDiagnostics(),
      ...builder.getOptionsDiagnostics(),
      ...builder.getGlobalDiagnostics(),
      ...builder.getSyntacticDiagnostics(),
    ];
    if (diagnostics.length === 0) diagnostics = [...builder.getSemanticDiagnostics()];
    diagnostics = ts.sortAndDeduplicateDiagnostics(diagnostics);
    const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
    return { ok: errors.length === 0, text: ts.formatDiagnostics(diagnostics, format) };
  };
  let idle;
  let inode;
  const stop = () => {
    server.close();
    // Its own socket only: a newer checker's at the same path is left alone.
    try {
      if (lstatSync(socket).ino === inode) unlinkSync(socket);
    } catch { /* gone already */ }
    process.exit(0);
  };
  const server = createServer((c) => {
    clearTimeout(idle);
    idle = setTimeout(stop, IDLE_MS);
    let data = '';
    c.setEncoding('utf8');
    c.on('error', () => {});
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
      if (asked.project !== me.project || asked.entry !== me.entry || asked.sdk !== me.sdk) {
        // Not this checker's to answer (another project, entry or SDK): the build starts one,
        // whose socket replaces this one's, which then stops.
        c.destroy();
        return;
      }
      let answer;
      try {
        answer = check();
      } catch (e) {
        answer = { ok: false, text: `${me.entry}: the type checker failed: ${e}\n` };
      }
      c.end(JSON.stringify(answer));
    });
  });
  server.on('error', () => process.exit(1));
  process.umask(0o077);
  // Checked once before listening: the first build's answer is the program's first check.
  check();
  server.listen(socket, () => {
    inode = lstatSync(socket).ino;
    idle = setTimeout(stop, IDLE_MS);
    // Gone with its project (deleted, or moved elsewhere), replaced by another checker, or its
    // typescript changed: stop.
    setInterval(() => {
      let now;
      let here;
      try {
        now = lstatSync(socket).ino;
        here = realpathSync('.');
      } catch { now = undefined; }
      if (now !== inode || here !== me.project || version() !== started) stop();
    }, 1000).unref();
  });
}

if (process.argv[2] === 'serve' && process.argv[1] === self) {
  serve(process.argv[3], JSON.parse(process.argv[4]));
}
