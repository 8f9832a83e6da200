// The JavaScript SDK for Strata policy packs: `definePack` declares the pack's policies and
// returns what the component exports (`export const policy = definePack(...)`); the SDK
// decodes what the engine sends, runs only the enabled policies and hands each its
// configuration. See index.d.ts for the types.

export const Advisory = 'advisory';
export const Mandatory = 'mandatory';
export const Disabled = 'disabled';

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

/** A context's list of strings under `key`, or `fallback`. */
function strings(config, key, fallback) {
  const v = config?.[key];
  return Array.isArray(v) ? v.filter((s) => typeof s === 'string') : fallback;
}

/**
 * The pack: `name`, and its policies, each `{name, description, enforcement, validateResource}`
 * or `{..., validateStack}`. Returns the component's `policy` export.
 */
export function definePack(name, policies) {
  const seen = new Set();
  for (const p of policies) {
    if (seen.has(p.name)) throw new Error(`policy pack ${name}: policy \`${p.name}\` is declared twice`);
    seen.add(p.name);
    if (!p.validateResource === !p.validateStack) {
      throw new Error(`policy pack ${name}: policy \`${p.name}\` needs validateResource or validateStack (one of them)`);
    }
  }
  let contexts = null;
  const run = (list, fn) => {
    if (!contexts) throw 'the pack was asked to check before it was configured';
    const found = [];
    policies.forEach((p, i) => {
      const ctx = contexts[i];
      if (!ctx || !p[fn]) return;
      for (const v of p[fn](list, ctx) ?? []) {
        const one = typeof v === 'string' ? { message: v } : v;
        found.push({ policy: p.name, message: String(one.message ?? ''), path: String(one.path ?? ''), urn: one.urn });
      }
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
        enforcement: p.enforcement ?? Advisory,
        kind: p.validateResource ? 'resource' : 'stack',
      }))];
    },
    configure(json) {
      const c = JSON.parse(json);
      contexts = policies.map((p) => {
        const level = c.enforcement?.[p.name] ?? p.enforcement ?? Advisory;
        if (level === Disabled) return null;
        const config = c.config?.[p.name] ?? null;
        return {
          project: c.project ?? '',
          stack: c.stack ?? '',
          config,
          strings: (key, fallback = []) => strings(config, key, fallback),
        };
      });
    },
    validateResources(json) {
      return parse(json).map((r) => run(r, 'validateResource'));
    },
    validateStack(json) {
      return run(parse(json), 'validateStack');
    },
  };
}
