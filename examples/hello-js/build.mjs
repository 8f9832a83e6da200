// Builds program.js into program.wasm, a component of the strata:program@0.2.0 world.
// wasi:http is left out: a program reaches the world only through its resources.
import { componentize } from '@bytecodealliance/componentize-js';
import { writeFile } from 'node:fs/promises';

const { component } = await componentize({
  sourcePath: 'program.js',
  witPath: '../../wit/program',
  worldName: 'program-world',
  disableFeatures: ['http', 'fetch-event'],
});
await writeFile('program.wasm', component);
