import { Resource, config, defineProgram, interpolate } from '@strata/sdk';

export const program = defineProgram(() => {
  const greeting = config.get('greeting') ?? 'Hello';
  const pet = new Resource('random:Pet', 'pet', { length: 2 });
  return { pet: pet.output('result'), greeting: interpolate`${greeting}, ${pet.output('result')}!` };
});
