// A Strata provider written in JavaScript (strata:provider@0.2.0): `template:Text` renders a
// template with values, `{{name}}` replaced by `values.name`; the function `template:render`
// does the same without a resource. Providers are multi-language: this one is a component like
// the Rust ones, loaded under the same sandbox and grants.

const TYPE = 'template:Text';

const schema = {
  types: {
    [TYPE]: {
      description: 'A text rendered from a template: `{{name}}` is replaced by `values.name`',
      inputs: {
        template: { type: 'string', description: 'The template', required: true },
        values: {
          type: 'object',
          description: 'The values the template names',
          items: { type: 'any', description: '' },
        },
      },
      outputs: {
        text: { type: 'string', description: 'The rendered text' },
        length: { type: 'integer', description: 'Its length in characters' },
      },
    },
  },
  functions: {
    'template:render': {
      description: 'Render a template with values',
      args: {
        template: { type: 'string', description: 'The template', required: true },
        values: { type: 'object', description: 'The values', items: { type: 'any', description: '' } },
      },
      result: { type: 'string', description: 'The rendered text' },
    },
  },
};

const isUnknown = (v) => v && typeof v === 'object' && v.$strata === 'unknown';

/** The rendered text, or a list of check failures. */
function render(template, values = {}) {
  const missing = [];
  const text = template.replace(/\{\{\s*([A-Za-z0-9_-]+)\s*\}\}/g, (_, name) => {
    if (!(name in values)) {
      missing.push(name);
      return '';
    }
    const v = values[name];
    return typeof v === 'string' ? v : JSON.stringify(v);
  });
  return { text, missing };
}

function outputs(inputs) {
  const { text } = render(inputs.template, inputs.values);
  return JSON.stringify({ text, length: [...text].length });
}

function checkType(type) {
  if (type !== TYPE) throw { message: `the template provider has no type \`${type}\`` };
}

export const provider = {
  schema() {
    return JSON.stringify(schema);
  },
  configure(_config) {},
  check(type, _name, _olds, news) {
    if (type !== TYPE) throw [{ property: '', reason: `the template provider has no type \`${type}\`` }];
    const inputs = JSON.parse(news);
    const failures = [];
    if (isUnknown(inputs.template) || isUnknown(inputs.values)) return news;
    if (typeof inputs.template !== 'string') {
      failures.push({ property: 'template', reason: 'give the template, a string' });
    } else if (inputs.values === undefined || (typeof inputs.values === 'object' && !Array.isArray(inputs.values))) {
      const { missing } = render(inputs.template, inputs.values ?? {});
      for (const m of missing) {
        if (!isUnknown((inputs.values ?? {})[m])) {
          failures.push({ property: `values.${m}`, reason: `the template names \`${m}\`, which values does not give` });
        }
      }
    } else {
      failures.push({ property: 'values', reason: 'values are an object of names to values' });
    }
    if (failures.length) throw failures;
    return news;
  },
  diff(_type, _id, oldInputs, _oldOutputs, newInputs) {
    const [o, n] = [JSON.parse(oldInputs), JSON.parse(newInputs)];
    const changed = ['template', 'values'].filter((k) => JSON.stringify(o[k]) !== JSON.stringify(n[k]));
    return { changed, replaces: [], deleteBeforeReplace: false, details: [] };
  },
  create(type, name, inputs, preview) {
    checkType(type);
    const i = JSON.parse(inputs);
    if (preview && (isUnknown(i.template) || JSON.stringify(i.values ?? {}).includes('"$strata":"unknown"'))) {
      return { id: name, outputs: JSON.stringify({ text: { $strata: 'unknown' }, length: { $strata: 'unknown' } }) };
    }
    return { id: name, outputs: outputs(i) };
  },
  find(_type, _name, _inputs) {
    // Nothing exists outside the state: an interrupted create made nothing.
    return undefined;
  },
  read(_type, id, inputs, _outputs) {
    return { id, inputs, outputs: outputs(JSON.parse(inputs)) };
  },
  update(type, _id, _oldInputs, _oldOutputs, newInputs, _preview) {
    checkType(type);
    return outputs(JSON.parse(newInputs));
  },
  delete(_type, _id, _inputs, _outputs) {},
  invoke(fn, args) {
    if (fn !== 'template:render') throw `the template provider has no function \`${fn}\``;
    const a = JSON.parse(args);
    const { text, missing } = render(a.template, a.values);
    if (missing.length) throw `template:render: the template names ${missing.map((m) => `\`${m}\``).join(', ')}, which values does not give`;
    return JSON.stringify(text);
  },
};
