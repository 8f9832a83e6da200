// The package's test against a stand-in for strata (../testdata/fake-strata.sh), run by the
// end-to-end suite (tests/e2e/automation.rs): what a real binary does not do on demand.
//
// - a stream of another schema version (99, or none said) is refused, naming both versions,
//   and the process is stopped (SIGINT) rather than left to run;
// - 1 MB on stderr before the stream: both pipes are read at once, nothing stalls;
// - every failure kind is an error of its own class; exit status 2 is "changes" only with a
//   summary;
// - every option of every operation becomes exactly the argument it should, values glued to
//   their flags or after `--` (a value such as `--yes` or `-rf` is never a flag).

import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CancelledError,
  ConcurrentUpdateError,
  ERROR_KINDS,
  InvalidError,
  LocalWorkspace,
  OperationInterruptedError,
  PolicyViolationError,
  SCHEMA_VERSION,
  SchemaVersionError,
  Stack,
  StackNotFoundError,
  StrataError,
} from './index.js';

const here = dirname(fileURLToPath(import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'strata-fake-'));
const fake = join(tmp, 'strata');
copyFileSync(join(here, '../testdata/fake-strata.sh'), fake);
chmodSync(fake, 0o755);
const project = join(tmp, 'project');
mkdirSync(project);
const argvFile = join(tmp, 'argv');
const workspace = (env = {}, options = {}) =>
  new LocalWorkspace({ workDir: project, binary: fake, env: { FAKE_ARGV: argvFile, ...env }, ...options });
const stackOf = (env, options) => new Stack('dev', workspace(env, options));
const argv = () => readFileSync(argvFile, 'utf8').split('\0').slice(0, -1);
const failure = (p) => p.then(
  (r) => assert.fail(`expected a failure, got ${JSON.stringify(r.summary)}`),
  (e) => e,
);
/** `p`, or a failure after `ms`: a stalled pipe fails the test rather than hanging it. */
const within = (ms, p) =>
  Promise.race([p, new Promise((_, no) => setTimeout(() => no(new Error(`no answer in ${ms} ms`)), ms).unref())]);

// The schema version: another one is refused, naming both, and strata is stopped.
const mark = join(tmp, 'mark');
const seen = [];
const v99 = await failure(
  within(15000, stackOf({ FAKE_VERSION: '99', FAKE_WAIT: '1', FAKE_MARK: mark }).up({ onEvent: (e) => seen.push(e) })),
);
assert.ok(v99 instanceof SchemaVersionError, v99.stack);
assert.equal(v99.expected, SCHEMA_VERSION);
assert.equal(v99.actual, 99);
assert.match(v99.message, /version 99/);
assert.match(v99.message, new RegExp(`version ${SCHEMA_VERSION}`));
assert.ok(existsSync(mark), 'the process was sent SIGINT');
assert.deepEqual(seen, [], 'no line of that stream reached onEvent');
// A stream that says no version is version 1.
const v1 = await failure(stackOf({ FAKE_VERSION: 'none' }).preview());
assert.ok(v1 instanceof SchemaVersionError);
assert.equal(v1.actual, undefined);
assert.match(v1.message, /version 1\b/);
assert.match(v1.message, new RegExp(`version ${SCHEMA_VERSION}`));

// 1 MB on stderr, written before anything on stdout.
let stderrLines = 0;
const big = await within(60000, stackOf({ FAKE_STDERR_BYTES: String(1 << 20) }).up({ onStderr: () => stderrLines++ }));
assert.equal(big.summary.ok, true);
assert.ok(big.stderr.length >= 1 << 20, `${big.stderr.length} bytes of stderr kept`);
assert.ok(stderrLines >= 1000, `${stderrLines} lines`);
assert.deepEqual(big.outputs, { answer: 42 });
// ... and for a command without a stream.
assert.equal(await within(60000, workspace({ FAKE_STDERR_BYTES: String(1 << 20) }).run(['stack', 'export'])), '');

// A callback that throws: the error, once strata is done (its pipes read to the end).
const boom = new Error('boom');
const thrower = () => {
  throw boom;
};
assert.equal(await failure(within(60000, stackOf({ FAKE_STDERR_BYTES: String(1 << 20) }).up({ onEvent: thrower, onStderr: thrower }))), boom);

// Every kind its class; the class chosen from the summary, never from stderr.
assert.equal(ERROR_KINDS.locked, ConcurrentUpdateError);
for (const [kind, Class] of Object.entries(ERROR_KINDS)) {
  const e = await failure(stackOf({ FAKE_KIND: kind, FAKE_STDERR_BYTES: '2000' }).up());
  assert.equal(e.constructor, Class, kind);
  assert.ok(e instanceof StrataError);
  assert.equal(e.kind, kind);
  assert.equal(e.exitCode, 1);
  assert.equal(e.failures[0].kind, kind);
  assert.match(e.message, new RegExp(`a failure of kind ${kind}`));
}
const unknown = await failure(stackOf({ FAKE_KIND: 'brand-new' }).up());
assert.equal(unknown.constructor, StrataError);
assert.equal(unknown.kind, 'brand-new');
const interrupted = await failure(stackOf({ FAKE_INTERRUPTED: '2' }).up());
assert.equal(interrupted.constructor, OperationInterruptedError);
const policy = await failure(stackOf({ FAKE_POLICY: '1', FAKE_KIND: 'policy-violation' }).preview());
assert.ok(policy instanceof PolicyViolationError);
const violation = policy.events.find((e) => e.event === 'policy-violation');
assert.deepEqual([violation.pack, violation.policy, violation.enforcement], ['acme', 'no-public', 'mandatory']);
// Exit status 2: changes found, when asked and the summary says so; a usage error otherwise.
assert.equal((await stackOf({ FAKE_EXIT: '2' }).preview({ expectNoChanges: true })).changes, true);
assert.ok((await failure(stackOf({ FAKE_EXIT: '2', FAKE_NO_SUMMARY: '1' }).preview({ expectNoChanges: true }))) instanceof StrataError);
assert.ok((await failure(stackOf({ FAKE_EXIT: '2' }).preview())) instanceof StrataError);
// A stream that ends without a summary, and a binary that is not there.
assert.ok((await failure(stackOf({ FAKE_NO_SUMMARY: '1' }).up())) instanceof StrataError);
const missing = await failure(new Stack('dev', new LocalWorkspace({ workDir: project, binary: join(tmp, 'nope') })).up());
assert.match(missing.message, /cannot run/);

// Cancel: SIGINT, then the interrupted summary.
const controller = new AbortController();
rmSync(mark, { force: true });
const cancelled = await failure(
  within(15000, stackOf({ FAKE_WAIT: '1', FAKE_MARK: mark }).up({
    signal: controller.signal,
    onEvent: (e) => e.event === 'operation-started' && controller.abort(),
  })),
);
assert.ok(cancelled instanceof CancelledError && cancelled instanceof OperationInterruptedError);
assert.equal(cancelled.summary.interrupted, 1);
assert.ok(existsSync(mark));
// Watch ends when its signal aborts: that is how it stops, not a failure.
const stopWatch = new AbortController();
const watched = await within(
  15000,
  stackOf({ FAKE_WAIT: '1', FAKE_EXIT: '0' }).watch({ signal: stopWatch.signal, onEvent: () => stopWatch.abort() }),
);
assert.equal(watched.events[watched.events.length - 1].interrupted, 1);

// Each option is its argument.
const ws = workspace();
const cwd = `--cwd=${project}`;
const s = new Stack('dev', ws);
await s.up({
  parallel: 3,
  target: ['--yes', 'b'],
  targetDependents: true,
  exclude: '-rf',
  excludeDependents: true,
  lockTimeout: 1500,
  diff: true,
  refresh: true,
  continueOnError: true,
  expectNoChanges: true,
  replace: '--help',
  targetReplace: ['-x'],
  ignoreProtect: true,
  plan: '--force',
  force: true,
  cascade: true,
  policyPacks: ['--p.wasm'],
  policyPerResource: true,
  build: 'never',
});
assert.deepEqual(argv(), [
  cwd, '--stack=dev', '--no-build', 'up', '--yes', '--parallel=3', '--target=--yes', '--target=b',
  '--target-dependents', '--exclude=-rf', '--exclude-dependents', '--lock-timeout=1500ms', '--diff',
  '--refresh', '--continue-on-error', '--expect-no-changes', '--replace=--help', '--target-replace=-x',
  '--ignore-protect', '--plan=--force', '--force', '--cascade', '--policy-pack=--p.wasm',
  '--policy-per-resource', '--json',
]);
await s.preview({
  parallel: 1,
  target: 't',
  targetDependents: true,
  exclude: ['e1', 'e2'],
  excludeDependents: true,
  lockTimeout: '5m',
  diff: true,
  refresh: true,
  expectNoChanges: true,
  replace: ['r'],
  targetReplace: 'tr',
  ignoreProtect: true,
  savePlan: '-plan.json',
  cascade: true,
  policyPacks: ['a.wasm', 'b.wasm'],
  build: 'always',
});
assert.deepEqual(argv(), [
  cwd, '--stack=dev', '--build', 'preview', '--parallel=1', '--target=t', '--target-dependents',
  '--exclude=e1', '--exclude=e2', '--exclude-dependents', '--lock-timeout=5m', '--diff', '--refresh',
  '--expect-no-changes', '--replace=r', '--target-replace=tr', '--ignore-protect', '--save-plan=-plan.json',
  '--cascade', '--policy-pack=a.wasm', '--policy-pack=b.wasm', '--json',
]);
await s.destroy({ target: '*', excludeProtected: true, ignoreProtect: true, force: true, lockTimeout: '--yes' });
assert.deepEqual(argv(), [
  cwd, '--stack=dev', 'destroy', '--yes', '--target=*', '--lock-timeout=--yes', '--exclude-protected',
  '--ignore-protect', '--force', '--json',
]);
await s.refresh({ importPendingCreates: ['urn:a=id-1', '-r=--yes'], clearPendingCreates: true, previewOnly: true, expectNoChanges: true });
assert.deepEqual(argv(), [
  cwd, '--stack=dev', 'refresh', '--yes', '--clear-pending-creates', '--preview-only', '--expect-no-changes',
  '--import-pending-creates=urn:a=id-1', '--import-pending-creates=-r=--yes', '--json',
]);
await s.refresh({ importPendingCreates: true });
assert.deepEqual(argv(), [cwd, '--stack=dev', 'refresh', '--yes', '--import-pending-creates', '--json']);
await s.import({ type: 'random:Pet', name: '--yes', id: '-rf', protect: false });
assert.deepEqual(argv(), [cwd, '--stack=dev', 'import', '--yes', '--protect=false', '--json', '--', 'random:Pet', '--yes', '-rf']);
await s.watch({ paths: ['-src'], debounceMs: 50, parallel: 2 });
assert.deepEqual(argv(), [cwd, '--stack=dev', 'watch', '--parallel=2', '--path=-src', '--debounce-ms=50', '--json']);
// The workspace's commands.
await s.setConfig('-rf', { value: '--yes', secret: true });
assert.deepEqual(argv(), [cwd, '--stack=dev', 'config', 'set', '--secret', '--', '-rf', '--yes']);
await s.setConfig('n', 7);
assert.deepEqual(argv(), [cwd, '--stack=dev', 'config', 'set', '--', 'n', '7']);
await s.removeConfig('--all');
assert.deepEqual(argv(), [cwd, '--stack=dev', 'config', 'rm', '--', '--all']);
await ws.createStack('new');
assert.deepEqual(argv(), [cwd, 'stack', 'init', '--', 'new']);
const listed = workspace({ FAKE_STACKS: 'dev other' });
assert.deepEqual(await listed.listStacks(), [
  { name: 'dev', current: true, resourceCount: 0, lastUpdate: '2026-01-01T00:00:00Z' },
  { name: 'other', current: false, resourceCount: 0, lastUpdate: '2026-01-01T00:00:00Z' },
]);
await listed.removeStack('other', { force: true });
assert.deepEqual(argv(), [cwd, 'stack', 'rm', '--force', '--', 'other']);
await assert.rejects(listed.removeStack('gone'), StackNotFoundError);
await s.state.delete('-r', { force: true });
assert.deepEqual(argv(), [cwd, '--stack=dev', 'state', 'delete', '--force', '--', '-r']);
await s.state.move(['--a', 'b'], 'other');
assert.deepEqual(argv(), [cwd, '--stack=dev', 'state', 'move', '--to=other', '--', '--a', 'b']);
await s.unlock({ force: true });
assert.deepEqual(argv(), [cwd, '--stack=dev', 'stack', 'unlock', '--force']);
await ws.installPlugin('--evil.wasm', { sha256: 'ab', trust: ['ed25519:k'], allowUnsigned: true, force: true });
assert.deepEqual(argv(), [cwd, 'plugin', 'install', '--sha256=ab', '--force', '--trust=ed25519:k', '--allow-unsigned', '--', '--evil.wasm']);
await new Stack('dev', workspace({}, { backend: 'file:///--state' })).preview();
assert.deepEqual(argv(), [cwd, '--stack=dev', '--backend=file:///--state', 'preview', '--json']);
assert.equal(await ws.version(), '0.0.0');
// What cannot be passed safely is refused before anything runs.
assert.throws(() => new Stack('--yes', ws), InvalidError);
await assert.rejects(s.state.move(['a'], '-rf'), InvalidError);
await assert.rejects(s.setConfig('', 'x'), InvalidError);
await assert.rejects(s.up({ targets: ['x'] }), TypeError);
await assert.rejects(s.up({ parallel: '3' }), TypeError);
await assert.rejects(s.up({ target: [5] }), TypeError);
await assert.rejects(s.up({ refresh: 'yes' }), TypeError);

rmSync(tmp, { recursive: true, force: true });
console.log('automation/node fake: ok');
