// The package's test on a real project, run by the end-to-end suite (tests/e2e/automation.rs):
// the strata binary is $STRATA_BIN, the hello project (no stack yet) is in $STRATA_PROJECT. A
// workspace and its stacks, configuration with secrets and flag-like keys and values, then the
// stack through create, update (config changed, then up), a saved plan, a forced replacement,
// refresh after drift, import, export and import of its state, a cancelled update that leaves
// nothing pending, and destroy.

import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  CancelledError,
  InvalidError,
  LocalWorkspace,
  SCHEMA_VERSION,
  Stack,
  StackAlreadyExistsError,
  StackNotFoundError,
  StrataError,
} from './index.js';

const dir = process.env.STRATA_PROJECT;
const ws = new LocalWorkspace({ workDir: dir });
const greeting = () => readFileSync(join(dir, 'out/greeting.txt'), 'utf8');

// The workspace: the binary's version, no stack yet.
assert.match(await ws.version(), /^\d+\.\d+\.\d+/);
assert.deepEqual(await ws.listStacks(), []);
assert.equal(await ws.stack(), undefined);

// Stacks: created, listed, selected; each refusal its own class.
const stack = await Stack.create('dev', ws);
await assert.rejects(Stack.create('dev', ws), StackAlreadyExistsError);
await assert.rejects(Stack.select('nope', ws), StackNotFoundError);
// A name that looks like a flag is no stack's name: refused before strata runs.
for (const bad of ['--yes', '-rf', '--help', '']) {
  await assert.rejects(Stack.select(bad, ws), InvalidError, bad);
  await assert.rejects(Stack.create(bad, ws), InvalidError, bad);
}
const other = await Stack.createOrSelect('other', ws);
assert.deepEqual(
  (await ws.listStacks()).map((s) => [s.name, s.current, s.resourceCount]),
  [
    ['dev', false, 0],
    ['other', true, 0],
  ],
);
await Stack.createOrSelect('dev', ws);
assert.equal((await ws.stack()).name, 'dev');
await ws.removeStack('other');
await assert.rejects(ws.removeStack('other'), StackNotFoundError);

// Configuration: keys and values that look like flags are values, a secret stays one.
await stack.setConfig('greeting', '--yes');
assert.deepEqual(await stack.getConfig('greeting'), { value: '--yes', secret: false });
await stack.setConfig('-rf', { value: '--help' });
assert.deepEqual(await stack.getConfig('-rf'), { value: '--help', secret: false });
await stack.setConfig('token', { value: 's3cr3t --force', secret: true });
assert.deepEqual(await stack.getConfig('token'), { value: 's3cr3t --force', secret: true });
assert.ok(!readFileSync(join(dir, 'Strata.dev.toml'), 'utf8').includes('s3cr3t'), 'the secret is sealed');
assert.deepEqual(await stack.getAllConfig(), {
  '-rf': { value: '--help', secret: false },
  greeting: { value: '--yes', secret: false },
  token: { value: 's3cr3t --force', secret: true },
});
// A value of several lines, one empty, one like a flag, comes back as it went.
await stack.setConfig('motto', 'first\n\n--second\nthird line');
assert.deepEqual(await stack.getConfig('motto'), { value: 'first\n\n--second\nthird line', secret: false });
assert.deepEqual(Object.keys(await stack.getAllConfig()), ['-rf', 'greeting', 'motto', 'token']);
await stack.removeConfig('motto');
await stack.removeAllConfig(['-rf', 'token']);
await stack.setAllConfig({ greeting: 'Howdy', generation: 1 });
assert.deepEqual(await stack.getAllConfig(), {
  generation: { value: '1', secret: false },
  greeting: { value: 'Howdy', secret: false },
});
await stack.removeConfig('generation');
await assert.rejects(stack.getConfig('generation'), StrataError);
// An option the package does not know is refused, not dropped; so is a value of the wrong kind.
await assert.rejects(() => stack.up({ targets: ['x'] }), TypeError);
await assert.rejects(() => stack.up({ parallel: 0 }), TypeError);

// Preview: what create would do, with the options of a careful run.
const preview = await stack.preview({ expectNoChanges: true, parallel: 2, diff: true, lockTimeout: 5000, refresh: true });
assert.equal(preview.changes, true);
assert.equal(preview.summary.preview, true);
assert.equal(preview.summary.summary.create, 3);
// A target that looks like a flag is a target that matches nothing (strata says which).
await assert.rejects(stack.preview({ target: '--yes' }), (e) => e instanceof StrataError && e.failures[0].error.includes('--yes'));

// Create.
const seen = [];
const up = await stack.up({ onEvent: (e) => seen.push(e) });
assert.equal(up.summary.ok, true);
assert.equal(up.summary.schema_version, SCHEMA_VERSION);
assert.equal(up.summary.summary.create, 3);
const started = seen.find((e) => e.event === 'operation-started');
assert.equal(started.operation, 'up');
assert.equal(started.stack, 'dev');
assert.equal(started.schema_version, SCHEMA_VERSION);
const done = seen.filter((e) => e.event === 'step-done').map((e) => e.type).sort();
assert.deepEqual(done, ['local:File', 'random:Pet', 'random:String'], JSON.stringify(done));
assert.equal(up.outputs.path, 'out/greeting.txt');
assert.ok(greeting().startsWith('Howdy, '));
assert.deepEqual((await stack.outputs()).path, { value: 'out/greeting.txt', secret: false });
assert.equal((await stack.preview({ expectNoChanges: true })).changes, false);
assert.equal((await ws.listStacks())[0].resourceCount, 3);

// Update: the configuration changes, only the file follows.
await stack.setConfig('greeting', 'Hi');
const update = await stack.up({ parallel: 4, lockTimeout: '10s' });
assert.deepEqual([update.summary.summary.update, update.summary.summary.same], [1, 2]);
assert.ok(greeting().startsWith('Hi, '));

// A saved plan, applied exactly.
await stack.setConfig('greeting', 'Hey');
const plan = join(dir, 'plan.json');
await stack.preview({ savePlan: plan });
assert.ok(existsSync(plan));
const planned = await stack.up({ plan });
assert.equal(planned.summary.summary.update, 1);
assert.ok(greeting().startsWith('Hey, '));
rmSync(plan);

// A forced replacement of the suffix; the file follows it.
const suffix = seen.find((e) => e.event === 'step-done' && e.type === 'random:String').urn;
const replaced = await stack.up({ replace: [suffix] });
assert.deepEqual([replaced.summary.summary.replace, replaced.summary.summary.update], [1, 1]);
// Targets: only the pet is replaced; nothing else is touched.
const pet = seen.find((e) => e.event === 'step-done' && e.type === 'random:Pet').urn;
const targeted = await stack.preview({ targetReplace: pet });
assert.equal(targeted.summary.summary.replace, 1);
assert.equal(targeted.summary.summary.update, 0);

// Refresh: the file deleted by hand is seen gone, then up makes it again.
rmSync(join(dir, 'out/greeting.txt'));
const drift = await stack.refresh({ previewOnly: true, expectNoChanges: true });
assert.equal(drift.changes, true);
const refreshed = await stack.refresh();
assert.equal(refreshed.summary.summary.delete, 1);
assert.equal((await stack.up()).summary.summary.create, 1);
assert.ok(greeting().startsWith('Hey, '));
assert.equal((await stack.refresh({ expectNoChanges: true })).changes, false);

// Import: an existing pet adopted (not protected), then forgotten again; `up` keeps the rest.
const imported = await stack.import({ type: 'random:Pet', name: 'extra', id: 'happy-dog', protect: false });
assert.equal(imported.summary.summary.import, 1);
assert.match(await stack.state.delete('extra'), /extra/);
await stack.up();

// History, info, and the state exported and imported back (a new version, the same resources).
const history = await stack.history();
assert.equal(history[0].command, 'stack init');
assert.equal((await stack.info()).serial, history[history.length - 1].serial);
const state = await stack.exportStack();
assert.equal(state.resources.length, 3);
await stack.importStack(state);
assert.equal((await stack.info()).serial, history[history.length - 1].serial + 1);
assert.equal((await stack.exportStack()).resources.length, 3);

// Cancel: an update stopped as soon as it starts. Strata settles what it started and saves;
// afterwards nothing is pending and the next update runs (no lock left behind).
await stack.setConfig('generation', '2');
const controller = new AbortController();
const cancelled = await stack
  .up({ signal: controller.signal, onEvent: (e) => e.event === 'operation-started' && controller.abort() })
  .then(
    (r) => r,
    (e) => e,
  );
if (cancelled instanceof Error) {
  assert.ok(cancelled instanceof CancelledError, cancelled.stack);
  assert.equal(cancelled.summary.ok, false);
}
assert.equal((await stack.exportStack()).pending_operations?.length ?? 0, 0);
const after = await stack.up();
assert.equal(after.summary.ok, true);
assert.equal((await stack.preview({ expectNoChanges: true })).changes, false);
// An operation whose signal was aborted before it began never starts.
await assert.rejects(stack.up({ signal: AbortSignal.abort() }), CancelledError);

// Watch: a run at once, another when the configuration changes, then stopped by its signal.
const stopWatch = new AbortController();
let waits = 0;
const watched = await stack.watch({
  debounceMs: 100,
  signal: stopWatch.signal,
  onEvent: (e) => {
    if (e.event !== 'waiting') return;
    waits += 1;
    if (waits === 1) stack.setConfig('greeting', 'Watched');
    else stopWatch.abort();
  },
});
assert.equal(watched.runs, 2, JSON.stringify(watched.events.filter((e) => e.event)));
assert.ok(watched.events.every((e) => e.event !== 'run-done' || e.ok));
assert.ok(greeting().startsWith('Watched, '));

// Destroy, with an option; then the stack goes.
const down = await stack.destroy({ parallel: 2 });
assert.equal(down.summary.ok, true);
assert.equal(down.summary.summary.delete, 3);
assert.ok(!existsSync(join(dir, 'out/greeting.txt')));
await ws.removeStack('dev');
// An operation on a stack that is gone: the stream's kind, `not-found`.
await assert.rejects(stack.preview(), (e) => e instanceof StackNotFoundError && e.kind === 'not-found');
assert.deepEqual(await ws.listStacks(), []);
console.log('automation/node: ok');
