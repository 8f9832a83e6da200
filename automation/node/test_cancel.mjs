// The package's test of cancellation, locks and stacks run at once, run by the end-to-end suite
// (tests/e2e/automation.rs) on a project of slow resources in $STRATA_SLOW_PROJECT (the test
// program and the test provider, which holds each call that names a gate until this script
// opens it: never a race with a latency on a loaded machine):
//
// - two stacks' `up` at once from one workspace both succeed, and did overlap (both had a
//   create in flight at once);
// - a second `up` of a stack that is running is ConcurrentUpdateError (`locked`), and one with
//   a lock timeout waits for it and succeeds;
// - an `up` cancelled through its AbortSignal stops starting steps, settles and exits: nothing
//   is pending after, and the next `up` runs without a lock error;
// - a forced cancel (forceSignal: a second SIGINT) leaves the call in flight pending, which
//   `refresh({clearPendingCreates: true})` settles.

import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { CancelledError, ConcurrentUpdateError, LocalWorkspace, Stack, StrataError } from './index.js';

const ws = new LocalWorkspace({ workDir: process.env.STRATA_SLOW_PROJECT });
// Resource rI of a chain waits at the gate `GATE-rI`: a call that reaches gate G adds a line to
// gates/G.entered, then waits until gates/G.open exists.
const chain = (count, gate) => JSON.stringify({ generate: { count, chain: true, gate } });
const gates = `${process.env.STRATA_SLOW_PROJECT}/gates`;
const entered = (gate) => {
  try {
    return readFileSync(`${gates}/${gate}.entered`, 'utf8').split('\n').filter(Boolean).length;
  } catch {
    return 0;
  }
};
const reached = async (gate, calls = 1) => {
  const end = Date.now() + 300_000;
  while (entered(gate) < calls) {
    assert.ok(Date.now() < end, `gate ${gate}: ${entered(gate)} of ${calls} calls began in 300 s`);
    await new Promise((r) => setTimeout(r, 10));
  }
};
const open = (gate, count) => {
  for (let i = 0; i < count; i++) writeFileSync(`${gates}/${gate}-r${i}.open`, '');
};
const pending = async (stack) => (await stack.exportStack()).pending_operations?.length ?? 0;

// Two stacks at once: they overlap, since each one's first create is held until both have
// begun (the gate's count is the proof, not the times the events arrived here).
const a = await Stack.create('a', ws);
const b = await Stack.create('b', ws);
await a.setConfig('spec', chain(3, 'both'));
await b.setConfig('spec', chain(3, 'both'));
const both = Promise.all([a.up(), b.up()]);
await reached('both-r0', 2);
open('both', 3);
const [ra, rb] = await both;
assert.equal(ra.summary.summary.create, 3);
assert.equal(rb.summary.summary.create, 3);

// A stack that is running (its first create held) is locked to others; a lock timeout waits
// for it.
const l = await Stack.create('locked', ws);
await l.setConfig('spec', chain(8, 'locked'));
const running = l.up();
await reached('locked-r0');
await assert.rejects(l.up(), (e) => e instanceof ConcurrentUpdateError && e.kind === 'locked', 'a second up is refused');
const waited = l.up({ lockTimeout: '300s' });
open('locked', 8);
assert.equal((await running).summary.summary.create, 8);
assert.equal((await waited).summary.ok, true, 'the one that waited ran after');

// Cancel: stopped after the first create (of r8: r0 to r7 are there); what started is
// finished and saved. Every create after r8 is held until strata has said it heard the cancel.
await l.setConfig('spec', chain(12, 'cancel'));
open('cancel', 9);
const controller = new AbortController();
const cancelled = await l
  .up({
    signal: controller.signal,
    onEvent: (e) => {
      if (e.event === 'step-done' && e.op === 'create') controller.abort();
      if (e.event === 'diagnostic' && e.message.startsWith('Interrupted')) open('cancel', 12);
    },
  })
  .then(
    () => assert.fail('the update was cancelled'),
    (e) => e,
  );
assert.ok(cancelled instanceof CancelledError, cancelled.stack);
assert.equal(cancelled.kind, 'interrupted');
assert.equal(cancelled.exitCode, 1);
assert.equal(cancelled.summary.ok, false);
assert.ok(cancelled.summary.interrupted + cancelled.summary.skipped > 0, JSON.stringify(cancelled.summary));
const made = cancelled.summary.summary.create;
assert.ok(made >= 1 && made <= 2, JSON.stringify(cancelled.summary));
assert.equal(await pending(l), 0, 'nothing is pending');
const resumed = await l.up();
assert.equal(resumed.summary.summary.create, 4 - made, 'the next up runs, no lock left behind');

// A forced cancel: the call in flight (held at its gate) stays pending; refresh settles it.
const forced = await Stack.create('forced', ws);
await forced.setConfig('spec', chain(2, 'forced'));
const gently = new AbortController();
const atOnce = new AbortController();
const stopped = await forced
  .up({
    signal: gently.signal,
    forceSignal: atOnce.signal,
    onEvent: (e) => {
      if (e.event === 'step-started') {
        gently.abort();
        atOnce.abort();
      }
    },
  })
  .then(
    () => assert.fail('the update was stopped'),
    (e) => e,
  );
assert.ok(stopped instanceof CancelledError, stopped.stack);
assert.equal(stopped.exitCode, 130);
// Stopped at once, the stream still ends with its summary: not ok, interrupted.
assert.equal(stopped.summary?.ok, false, JSON.stringify(stopped.summary));
assert.equal(stopped.summary.failures[0].kind, 'interrupted');
assert.equal(await pending(forced), 1, 'the create in flight is pending');
// Strata refuses to go on until it is settled (not a lock: its holder is gone).
await assert.rejects(forced.up(), (e) => e instanceof StrataError && !(e instanceof ConcurrentUpdateError));
const settled = await forced.refresh({ clearPendingCreates: true });
assert.ok(settled.events.some((e) => e.event === 'warning' && e.message.includes('cleared')));
assert.equal(await pending(forced), 0);
open('forced', 2);
assert.equal((await forced.up()).summary.summary.create, 2);

// Everything goes, every stack at once.
const stacks = [a, b, l, forced];
for (const down of await Promise.all(stacks.map((s) => s.destroy()))) assert.equal(down.summary.ok, true);
for (const s of stacks) await ws.removeStack(s.name);
assert.deepEqual(await ws.listStacks(), []);
console.log('automation/node cancel: ok');
