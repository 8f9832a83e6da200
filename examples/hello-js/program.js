// A Strata program in JavaScript, against strata:program@0.2.0 as it is: values cross as JSON
// text with the reserved `$strata` markers (here: references to outputs).
import { registerResource, registerApply, registerOutputs, config, log } from 'strata:program/monitor@0.2.0';

// Every resource option, with its default; `overrides` sets some.
const options = (overrides) => ({
  dependsOn: [], protect: false, deleteBeforeReplace: undefined,
  timeouts: { create: undefined, update: undefined, delete: undefined },
  ignoreChanges: [], replaceOnChanges: [], retainOnDelete: false, deletedWith: undefined,
  additionalSecretOutputs: [], importId: undefined, aliases: [],
  ...overrides,
});

const ref = (handle, property) => (property ? { $strata: 'ref', handle, property } : { $strata: 'ref', handle });

export const program = {
  run() {
    const greeting = config('greeting') ?? '"Hello"';
    const pet = registerResource('random:Pet', 'pet', JSON.stringify({ length: 2 }),
      options({}));
    const message = registerApply(JSON.stringify([JSON.parse(greeting), ref(pet, 'result')]));
    log('info', 'registered a pet and an apply');
    registerOutputs(JSON.stringify({ pet: ref(pet, 'result'), message: ref(message) }));
  },
  resolve(id, values) {
    const [greeting, pet] = JSON.parse(values);
    return JSON.stringify(`${greeting}, ${pet}! (from JavaScript)`);
  },
};
