// @strata/automation: drive Strata stacks from Node.js, as Pulumi's Automation API drives the
// pulumi CLI. A LocalWorkspace is a project directory and the strata binary that runs in it; a
// Stack is one stack of it. Each operation runs `strata ... --json` and reads its typed event
// stream (docs/events.md) while it runs: every line goes to `onEvent` as it comes, the summary
// object is the result, and a failure is an error of the class its `kind` names (errors.js).
// Nothing here knows more than that stream and the command line: the stack's state, locks and
// recovery stay the binary's.
//
// Every string of the caller's reaches strata glued to its flag (`--target=URN`) or after `--`,
// so that a value starting with `-` is a value, never a flag.

import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  CancelledError,
  InvalidError,
  OperationInterruptedError,
  SchemaVersionError,
  StackAlreadyExistsError,
  StackNotFoundError,
  StrataError,
  errorClassFor,
} from './errors.js';

export * from './errors.js';

/** The revision of the event stream this package reads (docs/events.md). */
export const SCHEMA_VERSION = 5;

/** How much of a command's stderr is kept (the end of it). */
const STDERR_KEPT = 4 << 20;

// ---------------------------------------------------------------------------------------------
// Running the binary

/**
 * Run `binary args`, reading stdout and stderr at once (neither pipe can fill and stall it).
 * `onLine` gets each stdout line (or `onStdout` each chunk as it is); it may call
 * `control.interrupt()`. An abort of `signal` sends
 * SIGINT (strata stops starting steps, settles and exits); an abort of `forceSignal` sends it
 * again until strata exits (its second Ctrl-C: it stops at once, what was in flight pending).
 */
function exec(binary, args, { env, onLine, onStdout, onStderr, signal, forceSignal } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(binary, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let rest = '';
    let errRest = '';
    let aborted = false;
    let forced = false;
    let repeat;
    // A handler that throws is not called again; its error is thrown once the process is done,
    // so that the pipes are read to their end whatever a handler does.
    let failed;
    const call = (handler, ...args) => {
      if (failed) return;
      try {
        handler(...args);
      } catch (e) {
        failed = { error: e };
      }
    };
    const running = () => child.exitCode === null && child.signalCode === null;
    const interrupt = () => {
      if (running()) {
        try {
          child.kill('SIGINT');
        } catch {
          // Gone already.
        }
      }
    };
    const control = { interrupt };
    const onAbort = () => {
      aborted = true;
      interrupt();
    };
    const onForce = () => {
      aborted = true;
      forced = true;
      interrupt();
      // Strata counts Ctrl-Cs as they reach it: say it again until it has heard twice.
      repeat ??= setInterval(interrupt, 250);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    forceSignal?.addEventListener('abort', onForce, { once: true });
    const cleanup = () => {
      signal?.removeEventListener('abort', onAbort);
      forceSignal?.removeEventListener('abort', onForce);
      if (repeat) clearInterval(repeat);
    };
    const line = (text) => {
      if (text.endsWith('\r')) text = text.slice(0, -1);
      if (text && onLine) call(onLine, text, control);
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      if (onStdout) return call(onStdout, chunk);
      rest += chunk;
      let at;
      while ((at = rest.indexOf('\n')) >= 0) {
        const text = rest.slice(0, at);
        rest = rest.slice(at + 1);
        line(text);
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (stderr.length > STDERR_KEPT) stderr = stderr.slice(-STDERR_KEPT / 2);
      if (onStderr) {
        errRest += chunk;
        let at;
        while ((at = errRest.indexOf('\n')) >= 0) {
          call(onStderr, errRest.slice(0, at));
          errRest = errRest.slice(at + 1);
        }
      }
    });
    child.on('error', (e) => {
      cleanup();
      reject(new StrataError(`cannot run ${binary}: ${e.message}`, { command: args, cause: e }));
    });
    child.on('close', (code, killedBy) => {
      cleanup();
      line(rest);
      if (onStderr && errRest) call(onStderr, errRest);
      if (failed) reject(failed.error);
      else resolvePromise({ code, killedBy, stderr, aborted, forced });
    });
    if (signal?.aborted) onAbort();
    if (forceSignal?.aborted) onForce();
  });
}

/** The message of a command without a stream: its last `error:` line, else its last line. */
function said(stderr) {
  const lines = stderr.trim().split('\n').filter(Boolean);
  const error = lines.filter((l) => l.startsWith('error:')).pop();
  return (error ? error.slice(6) : lines.pop() ?? '').trim();
}

function commandError(args, r) {
  const why = said(r.stderr);
  const status = r.code === null ? `was stopped by ${r.killedBy}` : `exited with ${r.code}`;
  return new StrataError(`strata ${args.join(' ')} ${status}${why ? `: ${why}` : ''}`, {
    command: args,
    exitCode: r.code,
    stderr: r.stderr,
  });
}

/** Whether `line` is an operation's summary object (not a graph's, which has `stacks`). */
function isSummary(line) {
  return line.event === undefined && Array.isArray(line.failures) && 'summary' in line;
}

function versionError(args, actual) {
  const said = actual === undefined ? 'carries no schema_version (version 1)' : `is version ${JSON.stringify(actual)}`;
  return new SchemaVersionError(
    `strata's event stream ${said}, but this package reads version ${SCHEMA_VERSION}: ` +
      `use a strata whose --json stream is version ${SCHEMA_VERSION}, or a package that reads version ${actual ?? 1}`,
    { command: args, expected: SCHEMA_VERSION, actual },
  );
}

/** The error for an operation that failed: the class its summary's failure kind names. */
function operationError(args, r, summary, events) {
  const details = { command: args, exitCode: r.code, stderr: r.stderr, summary, events };
  const failure = summary?.failures?.[0];
  if (failure) {
    const more = summary.failures.length > 1 ? ` (and ${summary.failures.length - 1} more)` : '';
    const Class = errorClassFor(failure.kind);
    return new Class(`${failure.resource}: ${failure.error}${more}`, { ...details, kind: failure.kind });
  }
  if (summary && summary.interrupted > 0) {
    return new OperationInterruptedError(
      `strata ${args.join(' ')} was interrupted: ${summary.interrupted} step(s) did not run`,
      { ...details, kind: 'interrupted' },
    );
  }
  const e = commandError(args, r);
  return new StrataError(e.message, details);
}

// ---------------------------------------------------------------------------------------------
// Options: each maps to one flag, by name; an option this package does not know is refused.

const STACK_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Refuse what strata would not take as a stack name (`strata_policy::check_name`). */
function checkStackName(name) {
  if (typeof name !== 'string' || !STACK_NAME.test(name)) {
    throw new InvalidError(
      `${JSON.stringify(name)} is not a stack name: 1 to 64 letters, digits, \`-\`, \`_\` or \`.\`, starting with a letter or a digit`,
      { kind: 'invalid' },
    );
  }
  return name;
}

function checkString(what, value) {
  if (typeof value !== 'string') throw new TypeError(`${what} must be a string, not ${typeof value}`);
  return value;
}

function checkKey(key) {
  checkString('a configuration key', key);
  if (key === '' || /[\r\n]/.test(key)) {
    throw new InvalidError(`${JSON.stringify(key)} is not a configuration key`, { kind: 'invalid' });
  }
  return key;
}

const strings = (name, v) => (Array.isArray(v) ? v : [v]).map((s) => checkString(`option ${name}`, s));

/** How each kind of option becomes arguments. */
const FLAG = {
  bool: (flag, v, name) => {
    if (typeof v !== 'boolean') throw new TypeError(`option ${name} must be a boolean`);
    return v ? [flag] : [];
  },
  boolValue: (flag, v, name) => {
    if (typeof v !== 'boolean') throw new TypeError(`option ${name} must be a boolean`);
    return [`${flag}=${v}`];
  },
  count: (flag, v, name) => {
    if (!Number.isInteger(v) || v < 1) throw new TypeError(`option ${name} must be an integer of at least 1`);
    return [`${flag}=${v}`];
  },
  millis: (flag, v, name) => {
    if (!Number.isInteger(v) || v < 0) throw new TypeError(`option ${name} must be a whole number of milliseconds`);
    return [`${flag}=${v}`];
  },
  string: (flag, v, name) => [`${flag}=${checkString(`option ${name}`, v)}`],
  strings: (flag, v, name) => strings(name, v).map((s) => `${flag}=${s}`),
  // A number is milliseconds; a string is strata's own (`30s`, `5m`).
  duration: (flag, v, name) => {
    if (typeof v === 'number') {
      if (!Number.isInteger(v) || v < 1) throw new TypeError(`option ${name} must be a positive whole number of milliseconds`);
      return [`${flag}=${v}ms`];
    }
    return [`${flag}=${checkString(`option ${name}`, v)}`];
  },
  // `true`: whatever the providers find; a list: `URN=ID` (or `NAME=ID`, or a URN alone) each.
  pending: (flag, v, name) => {
    if (v === true) return [flag];
    if (v === false) return [];
    return strings(name, v).map((s) => `${flag}=${s}`);
  },
};

const COMMON = {
  parallel: ['count', '--parallel'],
  target: ['strings', '--target'],
  targetDependents: ['bool', '--target-dependents'],
  exclude: ['strings', '--exclude'],
  excludeDependents: ['bool', '--exclude-dependents'],
  lockTimeout: ['duration', '--lock-timeout'],
  diff: ['bool', '--diff'],
};

/** The options of each operation (`strata help preview|up|refresh|destroy|import|watch`). */
const OPTIONS = {
  preview: {
    ...COMMON,
    refresh: ['bool', '--refresh'],
    expectNoChanges: ['bool', '--expect-no-changes'],
    replace: ['strings', '--replace'],
    targetReplace: ['strings', '--target-replace'],
    ignoreProtect: ['bool', '--ignore-protect'],
    savePlan: ['string', '--save-plan'],
    cascade: ['bool', '--cascade'],
    policyPacks: ['strings', '--policy-pack'],
  },
  up: {
    ...COMMON,
    refresh: ['bool', '--refresh'],
    continueOnError: ['bool', '--continue-on-error'],
    expectNoChanges: ['bool', '--expect-no-changes'],
    replace: ['strings', '--replace'],
    targetReplace: ['strings', '--target-replace'],
    ignoreProtect: ['bool', '--ignore-protect'],
    plan: ['string', '--plan'],
    force: ['bool', '--force'],
    cascade: ['bool', '--cascade'],
    policyPacks: ['strings', '--policy-pack'],
    policyPerResource: ['bool', '--policy-per-resource'],
  },
  destroy: {
    ...COMMON,
    excludeProtected: ['bool', '--exclude-protected'],
    ignoreProtect: ['bool', '--ignore-protect'],
    force: ['bool', '--force'],
  },
  refresh: {
    ...COMMON,
    clearPendingCreates: ['bool', '--clear-pending-creates'],
    previewOnly: ['bool', '--preview-only'],
    expectNoChanges: ['bool', '--expect-no-changes'],
    // Last: without values it takes none, and nothing after it may be read as one.
    importPendingCreates: ['pending', '--import-pending-creates'],
  },
  import: {
    protect: ['boolValue', '--protect'],
  },
  watch: {
    ...COMMON,
    paths: ['strings', '--path'],
    debounceMs: ['millis', '--debounce-ms'],
  },
};

/** What every operation takes besides its flags. */
const RUN_OPTIONS = new Set(['onEvent', 'onOutput', 'onStderr', 'signal', 'forceSignal', 'build']);

/** The flags of operation `op` for the caller's `options`, in the order OPTIONS lists them. */
function flagsFor(op, options = {}) {
  const spec = OPTIONS[op];
  for (const name of Object.keys(options)) {
    if (!RUN_OPTIONS.has(name) && !Object.hasOwn(spec, name)) {
      throw new TypeError(`${op}: unknown option \`${name}\` (it takes ${[...Object.keys(spec), ...RUN_OPTIONS].join(', ')})`);
    }
  }
  const out = [];
  for (const [name, [kind, flag]] of Object.entries(spec)) {
    const v = options[name];
    if (v !== undefined && v !== null) out.push(...FLAG[kind](flag, v, name));
  }
  return out;
}

function buildFlag(build) {
  switch (build) {
    case undefined:
    case null:
    case 'trusted':
      return [];
    case 'always':
      return ['--build'];
    case 'never':
      return ['--no-build'];
    default:
      throw new TypeError(`build must be 'always', 'never' or 'trusted', not ${JSON.stringify(build)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The workspace

const WORKSPACE_OPTIONS = new Set(['workDir', 'binary', 'backend', 'env', 'build']);

/** A project directory and the strata binary that runs in it (Pulumi's LocalWorkspace). */
export class LocalWorkspace {
  /**
   * @param {import('./index.js').LocalWorkspaceOptions} [options]
   */
  constructor(options = {}) {
    for (const name of Object.keys(options)) {
      if (!WORKSPACE_OPTIONS.has(name)) throw new TypeError(`LocalWorkspace: unknown option \`${name}\``);
    }
    this.workDir = resolve(options.workDir ?? process.cwd());
    this.binary = options.binary ?? process.env.STRATA_BIN ?? 'strata';
    this.backend = options.backend === undefined ? undefined : checkString('backend', options.backend);
    this.env = { ...(options.env ?? {}) };
    this.build = options.build;
    buildFlag(this.build);
  }

  /** A workspace on the project in `options.workDir`. */
  static async create(options = {}) {
    return new LocalWorkspace(options);
  }

  /** Create stack `stackName` of the project in `workDir` (Pulumi's LocalWorkspace.createStack). */
  static async createStack({ stackName, ...options }) {
    return Stack.create(stackName, new LocalWorkspace(options));
  }

  /** Select stack `stackName`, which must exist. */
  static async selectStack({ stackName, ...options }) {
    return Stack.select(stackName, new LocalWorkspace(options));
  }

  /** Select stack `stackName`, creating it first if it does not exist. */
  static async createOrSelectStack({ stackName, ...options }) {
    return Stack.createOrSelect(stackName, new LocalWorkspace(options));
  }

  /** The arguments before the command: the project, the stack, the backend, the build. */
  globalArgs({ stack, build } = {}) {
    const out = [`--cwd=${this.workDir}`];
    if (stack !== undefined) out.push(`--stack=${checkStackName(stack)}`);
    if (this.backend !== undefined) out.push(`--backend=${this.backend}`);
    out.push(...buildFlag(build ?? this.build));
    return out;
  }

  /** Run `strata GLOBAL... args` and return its stdout; a failure is a StrataError. */
  async run(args, { stack, build, onStderr } = {}) {
    const full = [...this.globalArgs({ stack, build }), ...args];
    let stdout = '';
    const r = await exec(this.binary, full, {
      env: this.env,
      onStdout: (chunk) => {
        stdout += chunk;
      },
      onStderr,
    });
    if (r.code !== 0) throw commandError(full, r);
    return stdout;
  }

  /** Run operation `op` with `flags` (and `--json`) and read its stream. */
  async runOperation(op, positional, options = {}, { stack, allowChanges = false, watch = false } = {}) {
    const { onEvent, onOutput, onStderr, signal, forceSignal, build } = options;
    const cmd = op === 'import' ? ['import', '--yes'] : [op];
    if (op === 'up' || op === 'destroy' || op === 'refresh') cmd.push('--yes');
    const full = [...this.globalArgs({ stack, build }), ...cmd, ...flagsFor(op, options), '--json'];
    if (positional.length) full.push('--', ...positional);
    if (signal?.aborted) {
      throw new CancelledError(`strata ${op} was cancelled before it started`, { command: full, cause: signal.reason });
    }
    const events = [];
    let refused;
    let callbackError;
    // A callback that throws is not called again, and its error is thrown once strata is done:
    // the operation itself is not cut short by it, and the pipes are still read.
    const guard = (callback) =>
      callback &&
      ((...args) => {
        if (callbackError) return;
        try {
          callback(...args);
        } catch (e) {
          callbackError = e;
        }
      });
    const [toEvent, toOutput, toStderr] = [guard(onEvent), guard(onOutput), guard(onStderr)];
    const r = await exec(this.binary, full, {
      env: this.env,
      signal,
      forceSignal,
      onStderr: toStderr,
      onLine: (text, control) => {
        if (refused) return;
        let line;
        try {
          line = JSON.parse(text);
        } catch {
          toOutput?.(text);
          return;
        }
        if (line === null || typeof line !== 'object' || Array.isArray(line)) {
          toOutput?.(text);
          return;
        }
        if ((line.event === 'operation-started' || isSummary(line)) && line.schema_version !== SCHEMA_VERSION) {
          // Not read further: stop strata as Ctrl-C does (nothing new starts; it settles).
          refused = versionError(full, line.schema_version);
          control.interrupt();
          return;
        }
        events.push(line);
        toEvent?.(line);
      },
    });
    if (callbackError) throw callbackError;
    if (refused) {
      refused.exitCode = r.code;
      refused.stderr = r.stderr;
      refused.events = events;
      throw refused;
    }
    const summaries = events.filter(isSummary);
    const summary = summaries[summaries.length - 1];
    const last = events[events.length - 1];
    const graph = last && last.event === undefined && Array.isArray(last.stacks) ? last : undefined;
    if (watch) {
      // Stopped before it could handle Ctrl-C (it was still starting): stopped all the same.
      if (r.code !== 0 && !(r.aborted && r.killedBy === 'SIGINT')) throw operationError(full, r, summary, events);
      const stopped = events.filter((e) => e.event === 'watch-stopped').pop();
      return { events, runs: stopped?.runs ?? 0, stderr: r.stderr };
    }
    if (r.aborted && r.code !== 0) {
      throw new CancelledError(
        `strata ${op} was cancelled${r.forced ? ' at once (what was in flight is pending: refresh settles it)' : ''}` +
          (summary ? `: ${summary.interrupted} step(s) interrupted, ${summary.skipped} skipped` : ''),
        { command: full, exitCode: r.code, stderr: r.stderr, summary, events, kind: 'interrupted', cause: signal?.reason },
      );
    }
    const changes = allowChanges && r.code === 2 && summary !== undefined && summary.ok;
    if ((r.code !== 0 && !changes) || !summary || (!summary.ok && !graph)) {
      throw operationError(full, r, summary, events);
    }
    return { summary, events, outputs: summary.outputs ?? {}, changes, graph, stderr: r.stderr };
  }

  /** The version of the strata binary (`strata --version`). */
  async version() {
    const full = ['--version'];
    let out = '';
    const r = await exec(this.binary, full, { env: this.env, onLine: (l) => (out += l) });
    if (r.code !== 0) throw commandError(full, r);
    return out.trim().replace(/^strata\s+/, '');
  }

  /** The project's stacks (`strata stack ls`). */
  async listStacks() {
    const text = await this.run(['stack', 'ls']);
    const stacks = [];
    for (const line of text.split('\n')) {
      const m = /^([* ]) (\S+)\s+(\d+) resources\s+updated (\S+)(?:\s+stale: (.*))?$/.exec(line);
      if (!m) continue;
      stacks.push({
        name: m[2],
        current: m[1] === '*',
        resourceCount: Number(m[3]),
        lastUpdate: m[4],
        ...(m[5] ? { stale: m[5] } : {}),
      });
    }
    return stacks;
  }

  /** The selected stack, if any. */
  async stack() {
    return (await this.listStacks()).find((s) => s.current);
  }

  async #exists(name) {
    return (await this.listStacks()).some((s) => s.name === name);
  }

  /** Create stack `name` and select it; StackAlreadyExistsError if it exists. */
  async createStack(name) {
    checkStackName(name);
    if (await this.#exists(name)) {
      throw new StackAlreadyExistsError(`stack \`${name}\` already exists`, { kind: 'already-exists' });
    }
    await this.run(['stack', 'init', '--', name]);
  }

  /** Select stack `name`; StackNotFoundError if it does not exist. */
  async selectStack(name) {
    checkStackName(name);
    if (!(await this.#exists(name))) {
      throw new StackNotFoundError(`stack \`${name}\` does not exist`, { kind: 'not-found' });
    }
    await this.run(['stack', 'select', '--', name]);
  }

  /** Remove stack `name` (it must be empty unless `force`); StackNotFoundError if it does not exist. */
  async removeStack(name, { force = false } = {}) {
    checkStackName(name);
    if (!(await this.#exists(name))) {
      throw new StackNotFoundError(`stack \`${name}\` does not exist`, { kind: 'not-found' });
    }
    await this.run(['stack', 'rm', ...FLAG.bool('--force', force, 'force'), '--', name]);
  }

  /** The value of configuration `key` of `stack`, a secret's in plaintext: `{value, secret}`. */
  async getConfig(stack, key) {
    checkKey(key);
    const strip = (t) => (t.endsWith('\n') ? t.slice(0, -1) : t);
    const value = strip(await this.run(['config', 'get', '--', key], { stack }));
    if (value !== '[secret]') return { value, secret: false };
    const plain = strip(await this.run(['config', 'get', '--show-secrets', '--', key], { stack }));
    return { value: plain, secret: true };
  }

  /** Every configuration value `stack` sets: `{key: {value, secret}}`. */
  async getAllConfig(stack) {
    const text = await this.run(['config', 'ls'], { stack });
    const keys = new Set();
    for (const line of text.split('\n')) {
      const m = /^(\S+) +(.*)$/.exec(line);
      // Declared keys the stack does not set say `(unset…)`: not the stack's.
      if (m && !/^\(unset/.test(m[2])) keys.add(m[1]);
    }
    // `config ls` has no --json: a value of several lines goes on over lines of its own, which
    // read like keys. Such a "key" is none, and `config get` says so: it is left out.
    const out = {};
    for (const key of keys) {
      try {
        out[key] = await this.getConfig(stack, key);
      } catch (e) {
        if (!(e instanceof StrataError)) throw e;
      }
    }
    return out;
  }

  /** Set configuration `key` of `stack`: a value, or `{value, secret}`. */
  async setConfig(stack, key, value) {
    checkKey(key);
    const { value: v, secret = false } =
      value !== null && typeof value === 'object' ? value : { value };
    if (v === undefined || v === null) throw new TypeError(`the value of ${key} is missing`);
    const text = typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
    await this.run(['config', 'set', ...FLAG.bool('--secret', secret, 'secret'), '--', key, text], { stack });
  }

  /** Set every key of `config` (`{key: value or {value, secret}}`). */
  async setAllConfig(stack, config) {
    for (const [key, value] of Object.entries(config)) await this.setConfig(stack, key, value);
  }

  /** Remove configuration `key` of `stack`. */
  async removeConfig(stack, key) {
    checkKey(key);
    await this.run(['config', 'rm', '--', key], { stack });
  }

  /** Remove each of `keys`. */
  async removeAllConfig(stack, keys) {
    for (const key of keys) await this.removeConfig(stack, key);
  }

  /** The outputs of `stack` as `{name: {value, secret}}` (secrets in plaintext, marked). */
  async stackOutputs(stack) {
    const shown = JSON.parse(await this.run(['stack', 'output', '--json', '--show-secrets'], { stack }));
    const redacted = JSON.parse(await this.run(['stack', 'output', '--json'], { stack }));
    const out = {};
    for (const [k, value] of Object.entries(shown)) {
      out[k] = { value, secret: JSON.stringify(redacted[k]) !== JSON.stringify(value) };
    }
    return out;
  }

  /** The state of `stack` (the current version, or `version`), secrets sealed. */
  async exportStack(stack, { version } = {}) {
    const flags = version === undefined ? [] : FLAG.millis('--version', version, 'version');
    return JSON.parse(await this.run(['stack', 'export', ...flags], { stack }));
  }

  /** Replace the state of `stack` with `state` (as exportStack returned it); the replaced
   * version stays in its history. */
  async importStack(stack, state) {
    const dir = await mkdtemp(join(tmpdir(), 'strata-import-'));
    try {
      const file = join(dir, 'state.json');
      await writeFile(file, JSON.stringify(state), { mode: 0o600 });
      return (await this.run(['stack', 'import', '--yes', `--file=${file}`], { stack })).trim();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** The kept versions of the state of `stack`, oldest first (`strata stack history --json`). */
  async stackHistory(stack) {
    return JSON.parse(await this.run(['stack', 'history', '--json'], { stack }));
  }

  /** Make kept version `version` of `stack` current again, as a new version. */
  async restoreStack(stack, version) {
    FLAG.millis('version', version, 'version');
    return (await this.run(['stack', 'restore', '--', String(version)], { stack })).trim();
  }

  /** Remove the lock of `stack` if its holder is gone (or, with `force`, whoever holds it). */
  async unlockStack(stack, { force = false } = {}) {
    return (await this.run(['stack', 'unlock', ...FLAG.bool('--force', force, 'force')], { stack })).trim();
  }

  /** The stacks `stack` reads and those that read it (`strata stack deps --json`). */
  async stackDeps(stack) {
    return JSON.parse(await this.run(['stack', 'deps', '--json'], { stack }));
  }

  /** Install a provider or policy pack (`strata plugin install`): a registry reference, a
   * `.wasm` file or a URL. */
  async installPlugin(source, { sha256, force, trust, allowUnsigned } = {}) {
    const flags = [
      ...(sha256 === undefined ? [] : FLAG.string('--sha256', sha256, 'sha256')),
      ...(force === undefined ? [] : FLAG.bool('--force', force, 'force')),
      ...(trust === undefined ? [] : FLAG.strings('--trust', trust, 'trust')),
      ...(allowUnsigned === undefined ? [] : FLAG.bool('--allow-unsigned', allowUnsigned, 'allowUnsigned')),
    ];
    return (await this.run(['plugin', 'install', ...flags, '--', checkString('source', source)])).trim();
  }

  /** Remove an installed provider: `name` (every version) or `name@version`. */
  async removePlugin(name) {
    return (await this.run(['plugin', 'rm', '--', checkString('name', name)])).trim();
  }

  /** The installed providers, as `strata plugin ls` prints them (it has no --json). */
  async listPlugins() {
    return this.run(['plugin', 'ls']);
  }

  /** Trust the project's build command on this machine (`strata trust`), or stop (`remove`). */
  async trust({ remove = false } = {}) {
    return (await this.run(['trust', ...FLAG.bool('--remove', remove, 'remove')])).trim();
  }
}

// ---------------------------------------------------------------------------------------------
// A stack

/** One stack of a workspace's project. */
export class Stack {
  /**
   * A handle on stack `name` of `workspace`; nothing is run (Stack.create and Stack.select
   * create or select it).
   */
  constructor(name, workspace) {
    if (!(workspace instanceof LocalWorkspace)) throw new TypeError('Stack needs a LocalWorkspace');
    this.name = checkStackName(name);
    this.workspace = workspace;
    const ws = workspace;
    /** Hand edits of the stack's state (`strata state ...`): each takes the lock and makes a
     * new version. `resource` is a URN, or a name if unique. */
    this.state = {
      delete: async (resource, { force = false } = {}) =>
        (await ws.run(['state', 'delete', ...FLAG.bool('--force', force, 'force'), '--', checkString('resource', resource)], { stack: name })).trim(),
      unprotect: async (resource) =>
        (await ws.run(['state', 'unprotect', '--', checkString('resource', resource)], { stack: name })).trim(),
      rename: async (resource, newName) =>
        (await ws.run(['state', 'rename', '--', checkString('resource', resource), checkString('newName', newName)], { stack: name })).trim(),
      taint: async (resource) =>
        (await ws.run(['state', 'taint', '--', checkString('resource', resource)], { stack: name })).trim(),
      untaint: async (resource) =>
        (await ws.run(['state', 'untaint', '--', checkString('resource', resource)], { stack: name })).trim(),
      move: async (resources, to, { force = false } = {}) =>
        (
          await ws.run(
            ['state', 'move', `--to=${checkStackName(to)}`, ...FLAG.bool('--force', force, 'force'), '--', ...strings('resources', resources)],
            { stack: name },
          )
        ).trim(),
    };
  }

  /** Create stack `name` of `workspace`; StackAlreadyExistsError if it exists. */
  static async create(name, workspace) {
    await workspace.createStack(name);
    return new Stack(name, workspace);
  }

  /** Select stack `name` of `workspace`; StackNotFoundError if it does not exist. */
  static async select(name, workspace) {
    await workspace.selectStack(name);
    return new Stack(name, workspace);
  }

  /** Select stack `name`, creating it first if it does not exist. */
  static async createOrSelect(name, workspace) {
    checkStackName(name);
    const exists = (await workspace.listStacks()).some((s) => s.name === name);
    if (exists) await workspace.selectStack(name);
    else await workspace.createStack(name);
    return new Stack(name, workspace);
  }

  /** What `up` would change. With `expectNoChanges`, `changes` says whether anything would. */
  preview(options = {}) {
    return this.workspace.runOperation('preview', [], options, {
      stack: this.name,
      allowChanges: options.expectNoChanges === true,
    });
  }

  /** Create or update the stack's resources. */
  up(options = {}) {
    return this.workspace.runOperation('up', [], options, {
      stack: this.name,
      allowChanges: options.expectNoChanges === true,
    });
  }

  /** Read every resource from its provider and record what exists; settle pending operations. */
  refresh(options = {}) {
    return this.workspace.runOperation('refresh', [], options, {
      stack: this.name,
      allowChanges: options.expectNoChanges === true,
    });
  }

  /** Delete every resource of the stack. */
  destroy(options = {}) {
    return this.workspace.runOperation('destroy', [], options, { stack: this.name });
  }

  /** Adopt an existing resource: `{type, name, id}` (protected unless `protect: false`). */
  import({ type, name, id, ...options } = {}) {
    const positional = [checkString('type', type), checkString('name', name), checkString('id', id)];
    return this.workspace.runOperation('import', positional, options, { stack: this.name });
  }

  /** Deploy, then again whenever the program's sources, the project file or the configuration
   * change, until `signal` aborts (strata then stops after the run in progress). */
  watch(options = {}) {
    return this.workspace.runOperation('watch', [], options, { stack: this.name, watch: true });
  }

  /** The stack's outputs: `{name: {value, secret}}`. */
  outputs() {
    return this.workspace.stackOutputs(this.name);
  }

  getConfig(key) {
    return this.workspace.getConfig(this.name, key);
  }

  getAllConfig() {
    return this.workspace.getAllConfig(this.name);
  }

  setConfig(key, value) {
    return this.workspace.setConfig(this.name, key, value);
  }

  setAllConfig(config) {
    return this.workspace.setAllConfig(this.name, config);
  }

  removeConfig(key) {
    return this.workspace.removeConfig(this.name, key);
  }

  removeAllConfig(keys) {
    return this.workspace.removeAllConfig(this.name, keys);
  }

  /** The kept versions of the stack's state, oldest first. */
  history() {
    return this.workspace.stackHistory(this.name);
  }

  /** The latest version of the stack's state: when, by which command and whom, what changed. */
  async info() {
    const all = await this.history();
    return all[all.length - 1];
  }

  exportStack(options) {
    return this.workspace.exportStack(this.name, options);
  }

  importStack(state) {
    return this.workspace.importStack(this.name, state);
  }

  restore(version) {
    return this.workspace.restoreStack(this.name, version);
  }

  /** Remove the stack's lock if its holder is gone (or, with `force`, whoever holds it). */
  unlock(options) {
    return this.workspace.unlockStack(this.name, options);
  }

  deps() {
    return this.workspace.stackDeps(this.name);
  }
}
