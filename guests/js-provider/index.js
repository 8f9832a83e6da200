// The JavaScript SDK for Strata providers (strata:provider@0.2.0): declare each resource type's
// inputs and outputs and its create / read / update / delete, and `defineProvider` makes the
// `provider` object the component exports. The SDK writes the schema, fills in defaults, diffs
// inputs (a change of an input declared `replaces` replaces the resource, as does any change
// of a type with no `update`), answers previews with unknown outputs, and turns thrown errors
// into the step's error.

const KEY = '$strata';

/** The value of an output not known until the resource exists (in a preview). */
export const unknown = () => ({ [KEY]: 'unknown' });

/** True when `v` (an input during a preview) is not known yet. */
export const isUnknown = (v) => v !== null && typeof v === 'object' && v[KEY] === 'unknown';

/** True when `v` holds an unknown value anywhere. */
export function hasUnknown(v) {
  if (isUnknown(v)) return true;
  if (Array.isArray(v)) return v.some(hasUnknown);
  if (v !== null && typeof v === 'object') return Object.values(v).some(hasUnknown);
  return false;
}

/** A failed check of one input: thrown (alone or in an array) from a resource's `check`. */
export class CheckFailure {
  constructor(property, reason) {
    this.property = property;
    this.reason = reason;
  }
}

const message = (e) => (e instanceof Error ? e.message : typeof e === 'string' ? e : JSON.stringify(e));

function property(p) {
  const out = { type: p.type ?? 'any', description: p.description ?? '' };
  for (const k of ['required', 'replaces', 'secret']) if (p[k]) out[k] = true;
  if (p.default !== undefined) out.default = p.default;
  if (p.items) out.items = property(p.items);
  if (p.properties) out.properties = properties(p.properties);
  return out;
}

const properties = (ps = {}) => Object.fromEntries(Object.entries(ps).map(([k, p]) => [k, property(p)]));

/**
 * The provider object to export (`export const provider = defineProvider({...})`).
 * @param {import('./index').ProviderDef} def
 */
export function defineProvider(def) {
  const resources = def.resources ?? {};
  const functions = def.functions ?? {};
  const schema = {
    types: Object.fromEntries(
      Object.entries(resources).map(([type, r]) => [
        type,
        { description: r.description ?? '', inputs: properties(r.inputs), outputs: properties(r.outputs) },
      ]),
    ),
    functions: Object.fromEntries(
      Object.entries(functions).map(([name, f]) => [
        name,
        {
          description: f.description ?? '',
          args: properties(f.args),
          ...(f.result ? { result: property(f.result) } : {}),
        },
      ]),
    ),
  };
  const known = Object.keys(resources);
  const resource = (type) => {
    const r = resources[type];
    if (!r) throw new Error(`this provider has no resource type \`${type}\` (it has ${known.map((t) => `\`${t}\``).join(', ') || 'none'})`);
    return r;
  };
  const previewOutputs = (r, inputs, name) =>
    r.preview ? r.preview(inputs, name) : Object.fromEntries(Object.keys(r.outputs ?? {}).map((k) => [k, unknown()]));
  let config = {};

  return {
    schema() {
      return JSON.stringify(schema);
    },
    configure(text) {
      try {
        config = JSON.parse(text);
        def.configure?.(config);
      } catch (e) {
        throw message(e);
      }
    },
    check(type, name, olds, news) {
      let r;
      try {
        r = resource(type);
      } catch (e) {
        throw [{ property: '', reason: message(e) }];
      }
      const inputs = JSON.parse(news);
      for (const [k, p] of Object.entries(r.inputs ?? {})) {
        if (inputs[k] === undefined && p.default !== undefined) inputs[k] = p.default;
      }
      if (r.check) {
        try {
          r.check(inputs, olds === undefined ? undefined : JSON.parse(olds), name);
        } catch (e) {
          const all = Array.isArray(e) ? e : [e];
          throw all.map((f) =>
            f instanceof CheckFailure || (f && typeof f.property === 'string')
              ? { property: f.property, reason: String(f.reason) }
              : { property: '', reason: message(f) },
          );
        }
      }
      return JSON.stringify(inputs);
    },
    diff(type, _id, oldInputs, _oldOutputs, newInputs) {
      try {
        const r = resource(type);
        const [o, n] = [JSON.parse(oldInputs), JSON.parse(newInputs)];
        const keys = [...new Set([...Object.keys(o), ...Object.keys(n)])].sort();
        const changed = keys.filter((k) => JSON.stringify(o[k]) !== JSON.stringify(n[k]));
        const replacing = (k) => !r.update || Boolean(r.inputs?.[k]?.replaces);
        const replaces = changed.filter(replacing);
        const details = changed.map((k) => ({
          path: k,
          kind: o[k] === undefined ? 'add' : n[k] === undefined ? 'delete' : 'update',
          replaces: replacing(k),
        }));
        return { changed, replaces, deleteBeforeReplace: Boolean(r.deleteBeforeReplace), details };
      } catch (e) {
        throw message(e);
      }
    },
    create(type, name, inputs, preview) {
      try {
        const r = resource(type);
        const i = JSON.parse(inputs);
        if (preview) return { id: '', outputs: JSON.stringify(previewOutputs(r, i, name)) };
        const made = r.create(i, { name, config });
        return { id: String(made.id), outputs: JSON.stringify(made.outputs ?? {}) };
      } catch (e) {
        throw { message: message(e), partial: undefined };
      }
    },
    find(type, name, inputs) {
      try {
        const r = resource(type);
        if (!r.find) return undefined;
        const found = r.find(JSON.parse(inputs), { name, config });
        return found ? { id: String(found.id), outputs: JSON.stringify(found.outputs ?? {}) } : undefined;
      } catch (e) {
        throw message(e);
      }
    },
    read(type, id, inputs, outputs) {
      try {
        const r = resource(type);
        const [i, o] = [JSON.parse(inputs), JSON.parse(outputs)];
        if (!r.read) return { id, inputs, outputs };
        const now = r.read(id, i, o, { config });
        if (!now) return undefined;
        return { id: String(now.id ?? id), inputs: JSON.stringify(now.inputs ?? i), outputs: JSON.stringify(now.outputs ?? o) };
      } catch (e) {
        throw message(e);
      }
    },
    update(type, id, oldInputs, oldOutputs, newInputs, preview) {
      try {
        const r = resource(type);
        if (!r.update) throw new Error(`\`${type}\` cannot be updated in place (it has no update): it is replaced`);
        const [olds, outs, news] = [JSON.parse(oldInputs), JSON.parse(oldOutputs), JSON.parse(newInputs)];
        if (preview) return JSON.stringify(previewOutputs(r, news, id));
        return JSON.stringify(r.update(id, olds, news, outs, { config }) ?? outs);
      } catch (e) {
        throw { message: message(e), partial: undefined };
      }
    },
    delete(type, id, inputs, outputs) {
      try {
        const r = resource(type);
        r.delete?.(id, JSON.parse(inputs), JSON.parse(outputs), { config });
      } catch (e) {
        throw message(e);
      }
    },
    invoke(fn, args) {
      const f = functions[fn];
      if (!f) throw `this provider has no function \`${fn}\``;
      try {
        return JSON.stringify(f.run(JSON.parse(args), { config }) ?? null);
      } catch (e) {
        throw `${fn}: ${message(e)}`;
      }
    },
  };
}
