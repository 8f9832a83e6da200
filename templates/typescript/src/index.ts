import { config, defineProgram, interpolate, type Output } from '@strata/sdk';
// Typed resources of the shipped providers (vendored in sdk/strata-sdk-js/providers; `strata
// gen-sdk PROVIDER --lang typescript --out src/` makes one for any other): a misspelt
// property stops the build, which type-checks the program first.
import { Pet } from '@strata/sdk/providers/random';

export const program = defineProgram(() => {
  const greeting = config.get('greeting') ?? 'Hello';
  const pet = new Pet('pet', { length: 2 });
  const name: Output<string> = pet.result;
  return { pet: name, greeting: interpolate`${greeting}, ${name}!` };
});
