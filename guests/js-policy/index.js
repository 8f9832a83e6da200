// The JavaScript SDK for Strata policy packs: `definePack` declares the pack's policies and
// returns what the component exports (`export const policy = definePack(...)`); the SDK
// decodes what the engine sends, runs only the enabled policies and hands each its
// configuration. See index.d.ts for the types.

export const Advisory = 'advisory';
export const Mandatory = 'mandatory';
export const Disabled = 'disabled';
export const Remediate = 'remediate';

/** The value at a dotted path with `[i]` indexes (`Tags`, `Rules[0].CidrIp`), or undefined. */
export function at(value, path) {
  let here = value;
  for (const part of path.split('.').filter((p) => p !== '')) {
    const m = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) return undefined;
    if (m[1] !== '') {
      if (here === null || typeof here !== 'object' || Array.isArray(here)) return undefined;
      here = here[m[1]];
    }
    for (const ix of m[2].match(/\d+/g) ?? []) {
      if (!Array.isArray(here)) return undefined;
      here = here[Number(ix)];
    }
    if (here === undefined) return undefined;
  }
  return here;
}

/** True when `v` is not known yet (a preview). */
export function isUnknown(v) {
  return v !== null && typeof v === 'object' && v.$strata === 'unknown';
}

/** A resource as a policy sees it. */
export class Resource {
  constructor(raw) {
    this.urn = raw.urn;
    this.type = raw.type;
    this.name = raw.name;
    this.op = raw.op;
    this.inputs = raw.inputs ?? {};
    this.outputs = raw.outputs;
    this.protect = raw.protect === true;
    this.provider = raw.provider ?? '';
    this.parent = raw.parent;
    this.dependencies = raw.dependencies ?? [];
  }

  /** The input at `path`, or undefined. */
  input(path) {
    return at(this.inputs, path);
  }

  /** Its tags as a map, from a list of `{Key, Value}` or a map, under `Tags` or `tags`. */
  tags() {
    const raw = this.input('Tags') ?? this.input('tags');
    if (Array.isArray(raw)) {
      const out = {};
      for (const t of raw) if (t && typeof t.Key === 'string') out[t.Key] = t.Value;
      return out;
    }
    return raw && typeof raw === 'object' ? raw : {};
  }
}

// A policy's configuration checked against the schema it declares (`configSchema`, as in
// Pulumi): the rules and messages of the Rust SDK's settings.rs, walked against the same table
// (tests/e2e/policy_settings.json).

const typeNames = (schema) => {
  const t = schema?.type;
  if (typeof t === 'string') return [t];
  return Array.isArray(t) ? t.filter((x) => typeof x === 'string') : [];
};
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
// A table's own entry only: `constructor`, `toString` and `__proto__` are names like any other.
const own = (table, key) => (isObject(table) && Object.hasOwn(table, key) ? table[key] : undefined);
const put = (table, key, value) => Object.defineProperty(table, key, { value, enumerable: true, writable: true, configurable: true });
const whole = (v) => typeof v === 'number' && Number.isInteger(v);
const is = (v, ty) => own({
  string: typeof v === 'string',
  integer: whole(v),
  number: typeof v === 'number',
  boolean: typeof v === 'boolean',
  array: Array.isArray(v),
  object: isObject(v),
  null: v === null,
}, ty) ?? true;
const PLURAL = { string: 'strings', integer: 'whole numbers', number: 'numbers', boolean: 'booleans', array: 'lists', object: 'tables' };
const ONE = { string: 'a string', integer: 'a whole number', number: 'a number', boolean: 'true or false', object: 'a table' };
const describe = (schema) => typeNames(schema).map((t) => {
  if (t !== 'array') return own(ONE, t) ?? t;
  const items = typeNames(schema.items);
  return items.length === 1 ? `a list of ${own(PLURAL, items[0]) ?? items[0]}` : 'a list';
}).join(' or ');
// A whole number as its digits (1.0 is 1 in every SDK), any other as JSON writes it.
const numberText = (n) => (Number.isInteger(n) && Math.abs(n) < 1e15 ? String(n) : JSON.stringify(n));
// Values alike as JSON values: numbers by value (1 and 1.0 are one number), the rest by shape.
function same(a, b) {
  if (typeof a === 'number' || typeof b === 'number') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  }
  if (isObject(a) || isObject(b)) {
    if (!isObject(a) || !isObject(b)) return false;
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && same(a[k], b[k]));
  }
  return a === b;
}
// Text in code point order, as Rust and Python sort it (not UTF-16 units).
function before(a, b) {
  const A = [...a];
  const B = [...b];
  for (let i = 0; i < Math.min(A.length, B.length); i++) {
    const d = A[i].codePointAt(0) - B[i].codePointAt(0);
    if (d !== 0) return d;
  }
  return A.length - B.length;
}
const kind = (v) => v === null ? 'null' : typeof v === 'boolean' ? 'a boolean'
  : typeof v === 'number' ? (whole(v) ? 'a whole number' : 'a number')
  : typeof v === 'string' ? 'a string' : Array.isArray(v) ? 'a list' : 'a table';
const plain = (v) => `\`${typeof v === 'string' ? v : typeof v === 'number' ? numberText(v) : JSON.stringify(v)}\``;
const listing = (names) => {
  const shown = names.slice(0, 20).join(', ');
  return names.length > 20 ? `${shown} and ${names.length - 20} more` : shown;
};
const join = (path, key) => (path === '' ? key : `${path}.${key}`);
const sorted = (list) => [...list].sort(before);

function distance(a, b) {
  const A = [...a];
  const B = [...b];
  const row = Array.from({ length: B.length + 1 }, (_, j) => j);
  A.forEach((ca, i) => {
    let prev = row[0];
    row[0] = i + 1;
    B.forEach((cb, j) => {
      const here = row[j + 1];
      row[j + 1] = Math.min(prev + (ca === cb ? 0 : 1), row[j] + 1, here + 1);
      prev = here;
    });
  });
  return row[B.length];
}

/** The name closest to `word` if it is a likely typo (the engine's rule). */
function closest(names, word) {
  const w = word.toLowerCase();
  let best = null;
  for (const n of names) {
    const d = distance(n.toLowerCase(), w);
    if (d > Math.max(2, Math.floor([...n].length / 4))) continue;
    if (!best || d < best[0] || (d === best[0] && before(n, best[1]) < 0)) best = [d, n];
  }
  return best ? best[1] : null;
}

function unknown(path, here, names, key) {
  const owner = path === '' ? 'the policy' : `\`${path}\``;
  const near = closest(names, key);
  if (near !== null) return `\`${here}\` is not a setting: did you mean \`${join(path, near)}\`?`;
  if (names.length === 0) return `\`${here}\` is not a setting: ${owner} takes none`;
  return `\`${here}\` is not a setting (${owner} takes ${listing(names.map((n) => `\`${n}\``))})`;
}

function walk(schema, v, path, top) {
  if (!isObject(schema)) schema = {};
  const out = [];
  const types = typeNames(schema);
  if (types.length > 0 && !types.some((t) => is(v, t))) {
    return [`\`${path}\` must be ${describe(schema)}, not ${kind(v)}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((a) => same(a, v))) {
    const near = typeof v === 'string' ? closest(schema.enum.filter((a) => typeof a === 'string'), v) : null;
    return [`\`${path}\` must be one of ${listing(schema.enum.map(plain))}${near !== null ? `: did you mean \`${near}\`?` : ''}`];
  }
  if (typeof v === 'number') {
    if (typeof schema.minimum === 'number' && v < schema.minimum) out.push(`\`${path}\` must be at least ${numberText(schema.minimum)}`);
    if (typeof schema.maximum === 'number' && v > schema.maximum) out.push(`\`${path}\` must be at most ${numberText(schema.maximum)}`);
  }
  if (isObject(v)) {
    const props = isObject(schema.properties) ? schema.properties : null;
    const extra = schema.additionalProperties;
    const closed = top || props !== null || extra === false;
    const names = sorted(Object.keys(props ?? {}));
    for (const k of sorted(Object.keys(v))) {
      const here = join(path, k);
      if (props !== null && Object.hasOwn(props, k)) out.push(...walk(props[k], v[k], here, false));
      else if (extra === true) continue;
      else if (isObject(extra)) out.push(...walk(extra, v[k], here, false));
      else if (closed) out.push(unknown(path, here, names, k));
    }
    if (Array.isArray(schema.required)) {
      for (const r of schema.required) {
        if (typeof r === 'string' && !Object.hasOwn(v, r)) out.push(`\`${join(path, r)}\` is required`);
      }
    }
  } else if (Array.isArray(v) && schema.items !== undefined) {
    v.forEach((e, i) => out.push(...walk(schema.items, e, `${path}[${i}]`, false)));
  }
  return out;
}

/** A policy's problems for a message: the first ten, then how many more. */
const shown = (problems) => problems.slice(0, 10).join('; ') + (problems.length > 10 ? `; and ${problems.length - 10} more` : '');

/**
 * `config` (null when the project gives none) read under `schema` (undefined when the policy
 * declares none): `{table}` with the schema's defaults filled in, or `{problems}`.
 */
export function checkConfig(schema, config) {
  schema = isObject(schema) ? schema : {};
  if (config !== null && config !== undefined && !isObject(config)) {
    return { problems: [`the configuration must be a table, not ${kind(config)}`] };
  }
  const table = {};
  for (const [name, v] of Object.entries(config ?? {})) put(table, name, v);
  for (const [name, s] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
    if (isObject(s) && Object.hasOwn(s, 'default') && !Object.hasOwn(table, name)) put(table, name, s.default);
  }
  const problems = walk(schema, table, '', true);
  return problems.length > 0 ? { problems } : { table };
}

/** A context's list of strings under `key`, or `fallback`. */
function strings(config, key, fallback) {
  const v = config?.[key];
  return Array.isArray(v) ? v.filter((s) => typeof s === 'string') : fallback;
}

// What a thrown value says.
const said = (e) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));

// The kinds of policy, by the function that makes one.
const KINDS = { validateResource: 'resource', validateStack: 'stack', remediateResource: 'remediation' };

/**
 * The pack: `name`, and its policies, each `{name, description, enforcement, validateResource}`,
 * `{..., validateStack}` or `{..., remediateResource}` (a fix: `{message, inputs}`, the
 * top-level inputs it sets; its enforcement is `remediate`), with `configSchema` for the
 * settings it takes (a JSON Schema of its table, `{properties: {NAME: SCHEMA}, required:
 * [NAME]}`, as Pulumi's: a policy that declares none takes none). A policy that throws reports
 * a violation of its own, at its own level, with what it threw: an advisory policy's error
 * warns, and the other policies still run. Returns the component's `policy` export.
 */
export function definePack(name, policies) {
  const seen = new Set();
  for (const p of policies) {
    if (seen.has(p.name)) throw new Error(`policy pack ${name}: policy \`${p.name}\` is declared twice`);
    seen.add(p.name);
    if (Object.keys(KINDS).filter((f) => p[f]).length !== 1) {
      throw new Error(`policy pack ${name}: policy \`${p.name}\` needs one of validateResource, validateStack or remediateResource`);
    }
  }
  let contexts = null;
  const run = (list, fn) => {
    if (!contexts) throw 'the pack was asked to check before it was configured';
    const found = [];
    policies.forEach((p, i) => {
      const ctx = contexts[i];
      if (!ctx || !p[fn]) return;
      let violations;
      try {
        const got = p[fn](list, ctx) ?? [];
        // One message is one violation (spread, a string would be one per character); what
        // is no list is the policy's mistake, said as its violation.
        if (typeof got === 'string') violations = [got];
        else if (typeof got[Symbol.iterator] === 'function') violations = [...got];
        else throw new Error(`it returned ${JSON.stringify(got)}, not a list of violations`);
      } catch (e) {
        const urn = Array.isArray(list) ? undefined : list.urn;
        found.push({ policy: p.name, message: `the policy failed: ${said(e)}`, path: '', urn });
        return;
      }
      for (const v of violations) {
        const one = typeof v === 'string' ? { message: v } : v;
        found.push({ policy: p.name, message: String(one.message ?? ''), path: String(one.path ?? ''), urn: one.urn });
      }
    });
    return found;
  };
  // A remediation that throws fixes nothing, and fails as the pack does (the host reports it).
  const fixes = (r) => {
    if (!contexts) throw 'the pack was asked to check before it was configured';
    const found = [];
    policies.forEach((p, i) => {
      const ctx = contexts[i];
      if (!ctx || !p.remediateResource) return;
      let fix;
      try {
        fix = p.remediateResource(r, ctx);
      } catch (e) {
        throw `policy \`${p.name}\` failed on ${r.type} "${r.name}": ${said(e)}`;
      }
      if (fix === undefined || fix === null) return;
      if (typeof fix !== 'object' || fix.inputs === null || typeof fix.inputs !== 'object' || Array.isArray(fix.inputs)) {
        throw `policy \`${p.name}\` returned ${JSON.stringify(fix)} for ${r.type} "${r.name}": a fix is {message, inputs} with inputs an object (or nothing, to fix nothing)`;
      }
      found.push({ policy: p.name, message: String(fix.message ?? ''), inputs: JSON.stringify(fix.inputs) });
    });
    return found;
  };
  const parse = (json) => {
    try {
      return JSON.parse(json).map((r) => new Resource(r));
    } catch (e) {
      throw `the resources the host sent: ${e}`;
    }
  };
  return {
    policies() {
      return [name, policies.map((p) => ({
        name: p.name,
        description: p.description ?? '',
        enforcement: p.enforcement ?? (p.remediateResource ? Remediate : Advisory),
        kind: KINDS[Object.keys(KINDS).find((f) => p[f])],
      }))];
    },
    configure(json) {
      const c = JSON.parse(json);
      const refused = [];
      const made = policies.map((p) => {
        const level = own(c.enforcement, p.name) ?? p.enforcement ?? Advisory;
        // Every policy's settings are checked, a disabled one's too.
        const { table, problems } = checkConfig(p.configSchema, own(c.config, p.name) ?? null);
        if (problems) refused.push(`policy \`${p.name}\`: ${shown(problems)}`);
        if (level === Disabled) return null;
        const config = table ?? {};
        return {
          project: c.project ?? '',
          stack: c.stack ?? '',
          config,
          strings: (key, fallback = []) => strings(config, key, fallback),
        };
      });
      if (refused.length > 0) throw refused.join('; ');
      contexts = made;
    },
    validateResources(json) {
      return parse(json).map((r) => run(r, 'validateResource'));
    },
    validateStack(json) {
      return run(parse(json), 'validateStack');
    },
    remediateResources(json) {
      return parse(json).map(fixes);
    },
  };
}
