// The hello example in TypeScript: a random pet, greeted once its name is known.
import { Resource, config, defineProgram, interpolate, type Output } from '@strata/sdk';

export const program = defineProgram(() => {
  const greeting = config.get('greeting') ?? 'Hello';
  const pet = new Resource('random:Pet', 'pet', { length: 2 });
  const name: Output<string> = pet.output<string>('result');
  return {
    pet: name,
    message: interpolate`${greeting}, ${name}! (from TypeScript)`,
  };
});
