// The Strata SDK for JavaScript and TypeScript: resources as objects, outputs as values with
// `apply`, `all` and `interpolate`, secrets, stack references, config, provider functions and
// logging over strata:program@0.3.0. No `$strata` marker and no handle number appears in a
// program: they stay in here.
//
//   import { Resource, interpolate, program } from '@strata/sdk';
//   export const program = defineProgram(() => {
//     const pet = new Resource('random:Pet', 'pet', { length: 2 });
//     return { greeting: interpolate`Hello, ${pet.output('result')}!` };
//   });

import * as monitor from 'strata:program/monitor@0.3.0';

const KEY = '$strata';
const callbacks = new Map();

/** Whether `v` holds a reference, an unknown or a secret anywhere. */
function hasMarker(v) {
  if (Array.isArray(v)) return v.some(hasMarker);
  if (v && typeof v === 'object') {
    return KEY in v || Object.values(v).some(hasMarker);
  }
  return false;
}

/**
 * `v` with each secret's plaintext in its place, and whether it held a secret: `undefined` when
 * something in it is not known now (a reference, an unknown value, a secret without its
 * plaintext).
 */
function knownNow(v) {
  if (Array.isArray(v)) {
    const out = [];
    let secret = false;
    for (const x of v) {
      const k = knownNow(x);
      if (k === undefined) return undefined;
      out.push(k.plain);
      secret ||= k.secret;
    }
    return { plain: out, secret };
  }
  if (v && typeof v === 'object') {
    if (KEY in v) {
      if (v[KEY] !== 'secret' || !('value' in v)) return undefined;
      const k = knownNow(v.value);
      return k && { plain: k.plain, secret: true };
    }
    const out = {};
    let secret = false;
    for (const [key, x] of Object.entries(v)) {
      const k = knownNow(x);
      if (k === undefined) return undefined;
      out[key] = k.plain;
      secret ||= k.secret;
    }
    return { plain: out, secret };
  }
  return { plain: v, secret: false };
}

/** `v` as JSON the engine reads: Outputs become their markers. */
function lower(v) {
  if (v instanceof Output) return v.json;
  if (Array.isArray(v)) return v.map(lower);
  if (v && typeof v === 'object') {
    const out = {};
    for (const [k, x] of Object.entries(v)) {
      if (x !== undefined) out[k] = lower(x);
    }
    return out;
  }
  return v;
}

/** An error of the engine (its `payload`) as a plain message. */
function message(e) {
  return e && e.payload !== undefined ? String(e.payload) : String(e);
}

/**
 * A value that may not be known yet: another resource's output, a provider function's result,
 * or what `apply` computes from them. In a preview it may stay unknown; a secret stays secret
 * through everything computed from it.
 */
export class Output {
  constructor(json) {
    this.json = json;
  }

  /** A value known now. */
  static known(v) {
    return new Output(lower(v));
  }

  /** A value known now, kept secret (encrypted in state, redacted in output). */
  static secret(v) {
    return new Output({ [KEY]: 'secret', value: lower(v) });
  }

  /**
   * A new value computed from this one once it is known (`f` runs inside the program; in a
   * preview it may never run).
   */
  apply(f) {
    if (!hasMarker(this.json)) return Output.known(f(this.json));
    // Known now, though secret (a secret config value): computed now, and secret too, so that
    // what it makes is checked before anything runs, not part way through `up`.
    const now = knownNow(this.json);
    if (now && now.secret) return Output.secret(f(now.plain));
    let handle;
    try {
      handle = monitor.registerApply(JSON.stringify(this.json));
    } catch (e) {
      throw new Error(`apply: ${message(e)}`);
    }
    callbacks.set(handle, (v) => lower(f(v)));
    return new Output({ [KEY]: 'ref', handle });
  }

  toJSON() {
    return this.json;
  }
}

/** Any value as an Output (an Output as it is). */
export function output(v) {
  return v instanceof Output ? v : Output.known(v);
}

/** One Output of a list (or object) of values and Outputs, known when all of them are. */
export function all(values) {
  return new Output(lower(values));
}

/**
 * A string made of text and values once they are known: interpolate`https://${host}/`. The
 * engine joins the parts (a string as it is, any other value as JSON): no callback runs, so
 * `strata compile` can translate it.
 */
export function interpolate(strings, ...values) {
  const parts = [];
  strings.forEach((s, i) => {
    if (s !== '') parts.push(s);
    if (i < values.length) parts.push(lower(values[i]));
  });
  if (!hasMarker(parts)) {
    return Output.known(parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(''));
  }
  let handle;
  try {
    handle = monitor.registerInterpolation(JSON.stringify(parts));
  } catch (e) {
    throw new Error(`interpolate: ${message(e)}`);
  }
  return new Output({ [KEY]: 'ref', handle });
}

const seconds = (d) => (d === undefined ? undefined : Math.round(d));

/** Every resource option, by the name a program writes (the WIT record's, camel-cased). */
const OPTIONS = [
  'dependsOn',
  'protect',
  'deleteBeforeReplace',
  'customTimeouts',
  'ignoreChanges',
  'replaceOnChanges',
  'retainOnDelete',
  'deletedWith',
  'additionalSecretOutputs',
  'import',
  'aliases',
  'parent',
  'provider',
  'replacementTrigger',
  'replaceWith',
];

/** The keys of `customTimeouts`. */
const TIMEOUTS = ['create', 'update', 'delete'];

/** Edit distance (Levenshtein) between two short strings. */
function distance(a, b) {
  const bs = Array.from(b);
  const row = bs.map((_, j) => j + 1);
  row.unshift(0);
  Array.from(a).forEach((ca, i) => {
    let prev = row[0];
    row[0] = i + 1;
    bs.forEach((cb, j) => {
      const cur = row[j + 1];
      row[j + 1] = Math.min(prev + (ca === cb ? 0 : 1), row[j] + 1, cur + 1);
      prev = cur;
    });
  });
  return row[bs.length];
}

/**
 * The name of `names` closest to `word`, if close enough to be a likely typo: the rule of the
 * engine's "did you mean" (strata-model's `spelling::closest`): case ignored, within
 * max(2, length / 4) edits of the name, the nearest (then the first in order) taken.
 */
function closest(names, word) {
  const w = word.toLowerCase();
  let best;
  for (const n of names) {
    const d = distance(n.toLowerCase(), w);
    if (d > Math.max(2, Math.floor(n.length / 4))) continue;
    if (best === undefined || d < best.d || (d === best.d && n < best.n)) best = { d, n };
  }
  return best?.n;
}

/** Names for a message, quoted: the first 20, then how many more. */
function listing(names) {
  const shown = names.slice(0, 20).map((n) => `\`${n}\``).join(', ');
  return names.length > 20 ? `${shown} and ${names.length - 20} more` : shown;
}

/**
 * Refuse a name of `given` that is not one of `names` (which are `what`), with the name meant
 * or those there are: `\`protcet\` is not a resource option: did you mean \`protect\`?`.
 */
function checkNames(label, given, names, what) {
  for (const k of Object.keys(given)) {
    if (names.includes(k)) continue;
    const near = closest(names, k);
    const why = near === undefined ? `it takes ${listing(names)}` : `did you mean \`${near}\`?`;
    throw new TypeError(`${label}: \`${k}\` is not ${what}: ${why}`);
  }
}

/**
 * The WIT record of resource options `o` of `label` (`type "name"`). A name that is no option
 * is refused with the one meant, before anything is declared: a misspelt `protect` would
 * otherwise leave the resource unprotected, and TypeScript sees no misspelling in options held
 * in a variable.
 */
function options(label, o) {
  o = o ?? {};
  checkNames(label, o, OPTIONS, 'a resource option');
  if (o.customTimeouts != null) checkNames(label, o.customTimeouts, TIMEOUTS, 'a key of customTimeouts');
  const handleOf = (r) => (r === undefined ? undefined : r.handle);
  return {
    dependsOn: (o.dependsOn ?? []).map((r) => r.handle),
    // Unset: as its parent is.
    protect: o.protect,
    deleteBeforeReplace: o.deleteBeforeReplace,
    timeouts: {
      create: seconds(o.customTimeouts?.create),
      update: seconds(o.customTimeouts?.update),
      delete: seconds(o.customTimeouts?.delete),
    },
    ignoreChanges: o.ignoreChanges ?? [],
    replaceOnChanges: o.replaceOnChanges ?? [],
    retainOnDelete: o.retainOnDelete ?? false,
    deletedWith: handleOf(o.deletedWith),
    additionalSecretOutputs: o.additionalSecretOutputs ?? [],
    importId: o.import,
    aliases: o.aliases ?? [],
    parent: handleOf(o.parent),
    provider: o.provider,
    replacementTrigger:
      o.replacementTrigger === undefined ? undefined : JSON.stringify(lower(o.replacementTrigger)),
    replaceWith: (o.replaceWith ?? []).map((r) => r.handle),
  };
}

/** A declared resource of any type (`<provider>:<Kind>`): its outputs by name. */
export class Resource {
  constructor(type, name, args = {}, opts = {}) {
    const o = options(`${type} "${name}"`, opts);
    try {
      this.handle = monitor.registerResource(type, name, JSON.stringify(lower(args)), o);
    } catch (e) {
      throw new Error(`${type} "${name}": ${message(e)}`);
    }
    this.type = type;
    this.name = name;
  }

  /** Output `name` of the resource, once it exists. */
  output(name) {
    return new Output({ [KEY]: 'ref', handle: this.handle, property: name });
  }
}

/** A component: a group of resources (their `parent`) with outputs of its own. */
export class Component {
  constructor(type, name, opts = {}) {
    const o = options(`${type} "${name}"`, opts);
    try {
      this.handle = monitor.registerComponent(type, name, o);
    } catch (e) {
      throw new Error(`${type} "${name}": ${message(e)}`);
    }
  }

  registerOutputs(outputs) {
    monitor.registerComponentOutputs(this.handle, JSON.stringify(lower(outputs)));
  }

  output(name) {
    return new Output({ [KEY]: 'ref', handle: this.handle, property: name });
  }
}

/** Another stack's outputs (`project/stack`, or `stack` of this project). */
export class StackReference extends Resource {
  constructor(name, stack, opts = {}) {
    opts = opts ?? {};
    const type = 'strata:stack:Reference';
    checkNames(`${type} "${name}"`, opts, [...OPTIONS, 'backend'], 'an option of a stack reference');
    const args = { stack };
    if (opts.backend !== undefined) args.backend = opts.backend;
    const rest = { ...opts };
    delete rest.backend;
    super(type, name, args, rest);
  }

  /** Output `name` of that stack: unknown in a preview where it changes, secret if secret. */
  getOutput(name) {
    return this.output(name);
  }
}

/** Call provider function `fn` (a data source) with `args`. */
export function invoke(fn, args = {}) {
  let handle;
  try {
    handle = monitor.invoke(fn, JSON.stringify(lower(args)));
  } catch (e) {
    throw new Error(`invoke ${fn}: ${message(e)}`);
  }
  return new Output({ [KEY]: 'ref', handle });
}

function raw(key) {
  const j = monitor.config(key);
  return j === undefined ? undefined : JSON.parse(j);
}

/** A plain value; a secret is refused (it is read as a secret Output, which stays secret). */
function plain(key, v) {
  if (v && typeof v === 'object' && v[KEY] === 'secret') {
    throw new Error(
      `configuration \`${key}\` is a secret: read it with \`config.getSecret('${key}')\` (an Output that stays secret wherever it goes); \`config.get\` returns plain values only`,
    );
  }
  return v;
}

/** The stack's configuration (`strata config set KEY VALUE [--secret]`). */
export const config = {
  /** The value of `key`, or undefined; a secret is refused (use `getSecret`). */
  get(key) {
    const v = plain(key, raw(key));
    return v === undefined ? undefined : typeof v === 'string' ? v : JSON.stringify(v);
  },
  require(key) {
    const v = config.get(key);
    if (v === undefined) throw new Error(`missing configuration \`${key}\`: set it with \`strata config set ${key} VALUE\``);
    return v;
  },
  getNumber(key) {
    const v = config.get(key);
    if (v === undefined) return undefined;
    const n = Number(v);
    if (Number.isNaN(n)) throw new Error(`configuration \`${key}\` is \`${v}\`, not a number`);
    return n;
  },
  getBoolean(key) {
    const v = config.get(key);
    if (v === undefined) return undefined;
    if (v !== 'true' && v !== 'false') throw new Error(`configuration \`${key}\` is \`${v}\`, not true or false`);
    return v === 'true';
  },
  /** The value of `key` as an Output: secret if it was set with --secret. */
  getSecret(key) {
    const v = raw(key);
    return v === undefined ? undefined : new Output(v);
  },
  requireSecret(key) {
    const v = config.getSecret(key);
    if (v === undefined) throw new Error(`missing configuration \`${key}\`: set it with \`strata config set --secret ${key} VALUE\``);
    return v;
  },
};

/** The stack's outputs from its last deployment (secrets as secret Outputs), or undefined. */
export function previousOutputs() {
  let j;
  try {
    j = monitor.previousOutputs();
  } catch (e) {
    throw new Error(message(e));
  }
  return j === undefined ? undefined : JSON.parse(j);
}

export const project = () => monitor.project();
export const stack = () => monitor.stack();

/** Log to the engine's log (`debug`, `info`, `warn`, `error`). */
export const log = Object.assign((m) => monitor.log('info', String(m)), {
  debug: (m) => monitor.log('debug', String(m)),
  info: (m) => monitor.log('info', String(m)),
  warn: (m) => monitor.log('warn', String(m)),
  error: (m) => monitor.log('error', String(m)),
});

/**
 * The program: `main` declares resources and returns the stack outputs (an object of values
 * and Outputs, or nothing). Export it as `program`.
 */
export function defineProgram(main) {
  return {
    run() {
      let outputs;
      try {
        outputs = main();
      } catch (e) {
        throw e instanceof Error ? e.message : String(e);
      }
      if (outputs !== undefined) {
        try {
          monitor.registerOutputs(JSON.stringify(lower(outputs)));
        } catch (e) {
          throw `stack outputs: ${message(e)}`;
        }
      }
    },
    resolve(id, values) {
      const f = callbacks.get(id);
      if (f === undefined) throw `no apply callback ${id}`;
      try {
        return JSON.stringify(f(JSON.parse(values)) ?? null);
      } catch (e) {
        throw e instanceof Error ? e.message : String(e);
      }
    },
  };
}
