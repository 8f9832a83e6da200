// @strata/automation: drive Strata stacks from Node.js, as Pulumi's automation package drives
// the pulumi CLI. Each operation runs the `strata` binary with `--json` and reads its typed
// event stream (docs/events.md): every line is handed to `onEvent` as it comes, and the
// summary object (the last line) is the result. Nothing here knows more than that stream and
// the command line: the stack's state, locks and recovery stay the binary's.

import { spawn } from 'node:child_process';

/** The revision of the event stream this package reads (docs/events.md). */
export const SCHEMA_VERSION = 3;

/** A command that failed: its exit status, what it said on stderr, and its summary if any. */
export class StrataError extends Error {
  constructor(args, code, stderr, summary) {
    const said = stderr.trim().split('\n').filter((l) => l.startsWith('error:')).pop();
    super(`strata ${args.join(' ')} exited with ${code}${said ? `: ${said.slice(6).trim()}` : ''}`);
    this.name = 'StrataError';
    this.code = code;
    this.stderr = stderr;
    this.summary = summary;
  }
}

function run(binary, cwd, args, { env, onEvent, onOutput } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['--cwd', cwd, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const events = [];
    let rest = '';
    let stdout = '';
    let stderr = '';
    const line = (text) => {
      if (!text) return;
      stdout += text + '\n';
      let event;
      try {
        event = JSON.parse(text);
      } catch {
        onOutput?.(text);
        return;
      }
      events.push(event);
      onEvent?.(event);
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      rest += chunk;
      let at;
      while ((at = rest.indexOf('\n')) >= 0) {
        line(rest.slice(0, at));
        rest = rest.slice(at + 1);
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      line(rest);
      resolve({ code, events, stdout, stderr });
    });
  });
}

/** The summary object of a stream: its last line without an `event`. */
function summaryOf(events) {
  return [...events].reverse().find((e) => e.event === undefined);
}

/** One stack of the project in `dir`. */
export class Stack {
  /**
   * @param {string} dir the project's directory
   * @param {string} name the stack
   * @param {{binary?: string, backend?: string, env?: Record<string, string>}} [options]
   */
  constructor(dir, name, options = {}) {
    this.dir = dir;
    this.name = name;
    this.binary = options.binary ?? process.env.STRATA_BIN ?? 'strata';
    this.env = options.env ?? {};
    this.backend = options.backend;
  }

  /** Create stack `name` in the project in `dir` and select it. */
  static async create(dir, name, options = {}) {
    const stack = new Stack(dir, name, options);
    await stack.#plain(['stack', 'init', '--', name], false);
    return stack;
  }

  /** The stack `name` of the project in `dir`, which must exist. */
  static async select(dir, name, options = {}) {
    const stack = new Stack(dir, name, options);
    await stack.#plain(['stack', 'select', '--', name], false);
    return stack;
  }

  #args(args, stacked = true) {
    // Every string of the caller's is glued to its flag (`--stack=NAME`) or comes after `--`:
    // a name or value that starts with `-` is never read as a flag.
    const out = stacked ? [`--stack=${this.name}`] : [];
    if (this.backend) out.push(`--backend=${this.backend}`);
    return [...out, ...args];
  }

  async #plain(args, stacked = true) {
    const args2 = this.#args(args, stacked);
    const r = await run(this.binary, this.dir, args2, { env: this.env });
    if (r.code !== 0) throw new StrataError(args2, r.code, r.stderr);
    return r.stdout;
  }

  async #operation(args, { onEvent, allowChanges } = {}) {
    const args2 = this.#args([...args, '--json']);
    const r = await run(this.binary, this.dir, args2, { env: this.env, onEvent });
    const summary = summaryOf(r.events);
    if (r.code !== 0 && !(allowChanges && r.code === 2)) {
      throw new StrataError(args2, r.code, r.stderr, summary);
    }
    if (!summary) throw new StrataError(args2, r.code, r.stderr);
    return { summary, events: r.events, outputs: summary.outputs ?? {}, changes: r.code === 2 };
  }

  /** Set configuration `key` (encrypted with `{secret: true}`). */
  async setConfig(key, value, { secret = false } = {}) {
    await this.#plain(['config', 'set', ...(secret ? ['--secret'] : []), '--', key, String(value)]);
  }

  /** Remove configuration `key`. */
  async removeConfig(key) {
    await this.#plain(['config', 'rm', '--', key]);
  }

  /** What `up` would change. With `expectNoChanges`, `changes` says whether it would. */
  preview({ onEvent, expectNoChanges = false } = {}) {
    const flags = expectNoChanges ? ['--expect-no-changes'] : [];
    return this.#operation(['preview', ...flags], { onEvent, allowChanges: expectNoChanges });
  }

  /** Create or update the stack's resources. */
  up({ onEvent, parallel, refresh = false } = {}) {
    const flags = ['--yes'];
    if (parallel) flags.push('--parallel', String(parallel));
    if (refresh) flags.push('--refresh');
    return this.#operation(['up', ...flags], { onEvent });
  }

  /** Delete every resource of the stack. */
  destroy({ onEvent } = {}) {
    return this.#operation(['destroy', '--yes'], { onEvent });
  }

  /** Read every resource from its provider and record what exists. */
  refresh({ onEvent } = {}) {
    return this.#operation(['refresh', '--yes'], { onEvent });
  }

  /** The stack's outputs from its last deployment (secrets as "[secret]"). */
  async outputs() {
    return JSON.parse(await this.#plain(['stack', 'output', '--json']));
  }

  /** Remove the stack (it must be empty unless `force`). */
  async remove({ force = false } = {}) {
    await this.#plain(['stack', 'rm', ...(force ? ['--force'] : []), '--', this.name], false);
  }
}
