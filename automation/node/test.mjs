// The package's test, run by the end-to-end suite (tests/e2e/automation.rs): against the real
// strata binary ($STRATA_BIN), on the hello project in $STRATA_PROJECT (no stack yet): create a
// stack, configure it, preview, deploy, read its outputs and events, destroy it.

import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Stack, StrataError, SCHEMA_VERSION } from './index.js';

const dir = process.env.STRATA_PROJECT;
const stack = await Stack.create(dir, 'dev');
// A caller's string that starts with `-` is a value, never a flag.
await stack.setConfig('greeting', '--yes');
await stack.setConfig('greeting', 'Howdy');

const preview = await stack.preview({ expectNoChanges: true });
assert.equal(preview.changes, true);
assert.equal(preview.summary.preview, true);
assert.equal(preview.summary.summary.create, 3);

const seen = [];
const up = await stack.up({ onEvent: (e) => seen.push(e) });
assert.equal(up.summary.ok, true);
assert.equal(up.summary.schema_version, SCHEMA_VERSION);
assert.equal(up.summary.summary.create, 3);
const started = seen.find((e) => e.event === 'operation-started');
assert.equal(started.operation, 'up');
assert.equal(started.stack, 'dev');
const done = seen.filter((e) => e.event === 'step-done').map((e) => e.type).sort();
assert.deepEqual(done, ['local:File', 'random:Pet', 'random:String'].sort(), JSON.stringify(done));
assert.equal(up.outputs.path, 'out/greeting.txt');
assert.ok(readFileSync(join(dir, 'out/greeting.txt'), 'utf8').startsWith('Howdy, '));

const outputs = await stack.outputs();
assert.equal(outputs.path, 'out/greeting.txt');

const again = await stack.preview({ expectNoChanges: true });
assert.equal(again.changes, false);

// A failing command is an error that says why.
await assert.rejects(Stack.select(dir, 'nope'), (e) => e instanceof StrataError && /nope/.test(e.message));

// ... nor a stack's name: `--help` names no stack (it once printed the help and "selected" it).
await assert.rejects(Stack.select(dir, '--help'), (e) => e instanceof StrataError && /--help/.test(e.message));

const down = await stack.destroy();
assert.equal(down.summary.ok, true);
assert.equal(down.summary.summary.delete, 3);
assert.ok(!existsSync(join(dir, 'out/greeting.txt')));
await stack.remove();
console.log('automation/node: ok');
