// Builds provider.js into provider.wasm, a component of the strata:provider@0.2.0 world.
// Nothing but the computation is enabled: no clocks, no randomness, no HTTP; like every
// provider, it reaches only what its grants allow, and it asks for nothing.
import { componentize } from '@bytecodealliance/componentize-js';
import { writeFile } from 'node:fs/promises';

const { component } = await componentize({
  sourcePath: 'provider.js',
  witPath: '../../wit/provider',
  worldName: 'provider-world',
  disableFeatures: ['http', 'fetch-event', 'random', 'clocks'],
});
await writeFile('provider.wasm', component);
