// The hello example in JavaScript, on the Strata SDK for JavaScript and TypeScript
// (guests/js): resources as objects, outputs as values.
import { Resource, config, defineProgram, interpolate, log } from '@strata/sdk';

export const program = defineProgram(() => {
  const greeting = config.get('greeting') ?? 'Hello';
  const pet = new Resource('random:Pet', 'pet', { length: 2 });
  log.info('declared a pet; its greeting is made once its name is known');
  return {
    pet: pet.output('result'),
    message: interpolate`${greeting}, ${pet.output('result')}! (from JavaScript)`,
  };
});
