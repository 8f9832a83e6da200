//! One update (or preview, or destroy): runs every declared resource and `apply` as a node of
//! the plan's DAG, then deletes what is no longer declared in reverse dependency order.
//!
//! A resource node resolves its inputs from its dependencies' outputs, asks its provider to
//! `check` and `diff` them against state, and runs the resulting step. Every provider call that
//! changes something is journaled before (`Begin`) and after (`Created`, `Updated`, `Deleted` or
//! `Failed`) it runs; the journal writer batches concurrent steps' entries into one durable
//! write and applies them to the in-memory snapshot in the same order.

use crate::dag::{Dag, Outcome};
use crate::error::{ErrorKind, StepError};
use crate::events::{Event, EventSink, PropertyChange};
use crate::plan::{Plan, PlanNode};
use crate::ports::{DiffResult, Journal, Program, Provider, ProviderError, Providers};
use crate::snapshot::{JournalEntry, Snapshot};
use crate::targets::{Resolved, Targets};
use serde::Serialize;
use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;
use strata_model::path::ignore_changes;
use strata_model::value::{
    contains_sealed, contains_secret, contains_unknown, project, redact, resolve, reveal,
};
use strata_model::{
    KnownSecrets, Lifecycle, OpKind, PendingOperation, ResourceState, Urn, Value, marker,
    provider_of,
};
use tokio::sync::{mpsc, oneshot};

#[derive(Clone, Debug, Default)]
pub struct UpdateOptions {
    pub stack: String,
    pub project: String,
    /// Ask providers to predict; change nothing and journal nothing.
    pub preview: bool,
    /// At most this many provider calls run at once.
    pub parallel: usize,
    /// Read each resource from its provider before diffing, so that changes made outside
    /// Strata are seen (and undone) and resources deleted outside it are created again.
    pub refresh: bool,
    /// Stops the update from starting provider calls (calls in flight finish and are recorded).
    pub cancel: Cancel,
    /// The stack's secret plaintexts, learned from what providers are handed: outputs that
    /// contain one are marked secret, and no error or event carries one.
    pub secrets: Arc<KnownSecrets>,
    /// Which resources the run may change (`--target`, `--exclude`, `--replace`).
    pub targets: Targets,
    /// Collects each step as it is decided (`preview --save-plan`).
    pub record_steps: Option<Arc<Mutex<Vec<PlannedStep>>>>,
    /// The steps a saved plan allows (`up --plan`): any other step, or one whose inputs differ
    /// from the plan's where the plan knew them, is refused before its provider call.
    pub expect_steps: Option<Arc<BTreeMap<Urn, PlannedStep>>>,
    /// The plan nodes whose inputs the caller checked just before this run (see [`Prechecked`]).
    pub prechecked: Prechecked,
}

/// The plan nodes whose provider's `check`, asked by the caller just before the run (under the
/// same lock) with no old inputs and the node's own inputs, answered exactly those inputs. A
/// create of such a node takes that answer instead of asking again, when its provider declares
/// the type's `check` pure (the contract: the same arguments get the same answer) and the inputs
/// it is about to check are the node's, unchanged. One bit per node, so that 100,000 answers
/// cost 12 KB (keeping the answers themselves cost 116 MB at 100,000 resources, stop 22).
#[derive(Clone, Debug, Default)]
pub struct Prechecked(Arc<[u64]>);

impl Prechecked {
    /// Of a plan of `nodes` nodes, the nodes `answered_as_asked`.
    pub fn new(nodes: usize, answered_as_asked: impl IntoIterator<Item = usize>) -> Prechecked {
        let mut bits = vec![0u64; nodes.div_ceil(64)];
        for i in answered_as_asked.into_iter().filter(|&i| i < nodes) {
            bits[i / 64] |= 1 << (i % 64);
        }
        Prechecked(bits.into())
    }

    /// Whether node `i` was answered as asked.
    pub fn holds(&self, i: usize) -> bool {
        self.0.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0)
    }
}

/// One step of a saved plan: what it does to which resource, with the inputs it was decided on
/// (unknown where the plan could not know them).
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct PlannedStep {
    pub urn: Urn,
    pub op: OpKind,
    pub inputs: Value,
}

impl Ctx {
    /// The provider of a resource of type `ty`: the instance named, or the one named after the
    /// type's package.
    pub(crate) fn provider_for(
        &self,
        ty: &str,
        instance: Option<&String>,
    ) -> Result<Arc<dyn Provider>, String> {
        self.providers
            .get(instance.map_or_else(|| provider_of(ty), String::as_str))
    }

    /// Record step `op` of `urn`, and check it against the saved plan, if there is one.
    fn planned(&self, urn: &Urn, op: OpKind, inputs: &Value) -> Result<(), StepError> {
        if let Some(steps) = &self.opts.record_steps {
            steps.lock().unwrap().push(PlannedStep {
                urn: urn.clone(),
                op,
                inputs: inputs.clone(),
            });
        }
        let Some(plan) = &self.opts.expect_steps else {
            return Ok(());
        };
        let what = format!("{} \"{}\"", urn.ty(), urn.name());
        let refuse = |why: String| {
            Err(StepError::new(
                ErrorKind::Invalid,
                format!(
                    "{what}: {why}, so the saved plan does not hold any more: preview again and save a new plan"
                ),
            ))
        };
        match plan.get(urn) {
            None if op == OpKind::Same => Ok(()),
            None => refuse(format!("the plan does not {op} it, and it would {op} now")),
            Some(p) if p.op != op => {
                refuse(format!("the plan says {}, and it would {op} now", p.op))
            }
            Some(p) => {
                let mut differ = Vec::new();
                differences(&p.inputs, inputs, &mut String::new(), &mut differ);
                if differ.is_empty() {
                    Ok(())
                } else {
                    refuse(format!(
                        "its inputs differ from the plan's at {}",
                        differ.join(", ")
                    ))
                }
            }
        }
    }
}

/// The paths at which `now` differs from `planned`, ignoring what `planned` did not know.
fn differences(planned: &Value, now: &Value, at: &mut String, out: &mut Vec<String>) {
    if marker::is_unknown(planned) {
        return;
    }
    let (planned, now) = (reveal(planned), reveal(now));
    match (&planned, &now) {
        (Value::Object(a), Value::Object(b)) => {
            let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
            keys.sort();
            keys.dedup();
            for k in keys {
                let len = at.len();
                if !at.is_empty() {
                    at.push('.');
                }
                at.push_str(k);
                match (a.get(k), b.get(k)) {
                    (Some(x), Some(y)) => differences(x, y, at, out),
                    _ => out.push(at.clone()),
                }
                at.truncate(len);
            }
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                let len = at.len();
                at.push_str(&format!("[{i}]"));
                differences(x, y, at, out);
                at.truncate(len);
            }
        }
        (a, b) if a != b => out.push(if at.is_empty() {
            "(all)".into()
        } else {
            at.clone()
        }),
        _ => {}
    }
}

/// Asks a running update to stop starting provider calls. Calls in flight finish and are
/// journaled; steps that had not called their provider yet are counted as interrupted.
#[derive(Clone, Debug, Default)]
pub struct Cancel(Arc<(std::sync::atomic::AtomicBool, tokio::sync::Notify)>);

impl Cancel {
    pub fn cancel(&self) {
        self.0.0.store(true, Ordering::SeqCst);
        self.0.1.notify_waiters();
    }

    pub fn is_cancelled(&self) -> bool {
        self.0.0.load(Ordering::SeqCst)
    }

    async fn cancelled(&self) {
        let notified = self.0.1.notified();
        if !self.is_cancelled() {
            notified.await;
        }
    }
}

/// The error of a step stopped by `Cancel` before its provider call.
fn interrupted() -> StepError {
    StepError::new(
        ErrorKind::Interrupted,
        "interrupted before its provider call",
    )
}

/// Steps by kind, counted when they succeed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Summary {
    pub create: usize,
    pub update: usize,
    pub replace: usize,
    pub delete: usize,
    pub same: usize,
    #[serde(skip_serializing_if = "is_zero")]
    pub import: usize,
    #[serde(skip_serializing_if = "is_zero")]
    pub refresh: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

impl Summary {
    fn add(&mut self, op: OpKind) {
        *match op {
            OpKind::Create => &mut self.create,
            OpKind::Update => &mut self.update,
            OpKind::Replace => &mut self.replace,
            OpKind::Delete => &mut self.delete,
            OpKind::Same => &mut self.same,
            OpKind::Import => &mut self.import,
            OpKind::Refresh => &mut self.refresh,
        } += 1;
    }
}

/// A step that failed, by resource (or `apply`), kind and cause.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StepFailure {
    pub resource: String,
    pub kind: ErrorKind,
    pub error: String,
}

#[derive(Debug)]
pub struct UpdateResult {
    /// The state after the update: what the journal recorded, applied to the base.
    pub snapshot: Snapshot,
    pub summary: Summary,
    pub failures: Vec<StepFailure>,
    /// Steps that did not run because a dependency failed.
    pub skipped: usize,
    /// Steps that did not call their provider because the update was cancelled.
    pub interrupted: usize,
    /// The stack outputs (with unknowns in a preview).
    pub outputs: Value,
    /// Set when the engine itself failed so that `snapshot` is not the state: it must not be
    /// saved. The journal still holds every step that was recorded.
    pub fatal: Option<String>,
    /// The operations the journal holds as begun and not finished, by number: when the journal
    /// could not record an outcome (a lost lock, a full disk), those calls stay pending there.
    pub journal_pending: BTreeMap<u64, PendingOperation>,
    /// How many entries the run recorded: none means the state did not change.
    pub recorded: usize,
}

pub(crate) struct Ctx {
    opts: UpdateOptions,
    pub(crate) base: Snapshot,
    pub(crate) providers: Arc<dyn Providers>,
    program: Option<Arc<dyn Program>>,
    events: Arc<dyn EventSink>,
    recorder: Recorder,
    next_op: AtomicU64,
    /// Provider calls in flight, at most `--parallel`; closed on cancellation.
    permits: Arc<tokio::sync::Semaphore>,
    interrupted: AtomicU64,
    summary: Mutex<Summary>,
    failures: Mutex<Vec<StepFailure>>,
    /// What the run may change.
    pub(crate) targets: Resolved,
    /// Untargeted nodes that would change if they were targeted, with how: what depends on
    /// them cannot run.
    untargeted_changes: Mutex<HashMap<u32, String>>,
    /// Resources a delete-before-replace chain deleted ahead of their own step, which creates
    /// their replacement.
    pub(crate) chain_deleted: Mutex<HashSet<Urn>>,
}

/// Run an update of `base` to what `plan` declares.
pub async fn update(
    opts: UpdateOptions,
    base: Snapshot,
    plan: impl Into<Arc<Plan>>,
    program: Option<Arc<dyn Program>>,
    providers: Arc<dyn Providers>,
    journal: Option<Arc<dyn Journal>>,
    events: Arc<dyn EventSink>,
) -> UpdateResult {
    let plan: Arc<Plan> = plan.into();
    if !base.pending.is_empty() {
        // One message for all of them (a crash can leave many), with the way out.
        let ops: Vec<String> = base
            .pending
            .values()
            .map(|p| format!("{} of {} \"{}\"", p.op, p.ty, p.urn.name()))
            .collect();
        events.emit(Event::Warning {
            message: format!(
                "{} earlier operation(s) were interrupted and may have happened without being recorded ({}): `strata refresh` reads those resources and records what is there",
                ops.len(),
                ops.join(", ")
            ),
        });
    }
    let targets = match crate::targets::resolve(&opts.targets, &plan, &base, true) {
        Ok(t) => t,
        Err(error) => return refused(base, "the targets", error),
    };
    // Recorded resources the program no longer declares: phase 2 deletes them (with replaced
    // copies), and none of them may be protected.
    let undeclared = undeclared(&plan, &base);
    if let Err(error) = check_protected_deletes(&base, &undeclared, &targets) {
        return refused(base, "the deletes", error);
    }
    // State under an alias belongs to the resource that names it, moved or not (a preview, a
    // step that failed before the move): it is never deleted as removed.
    let aliased: HashSet<Urn> = plan
        .nodes
        .iter()
        .filter_map(|n| match n {
            PlanNode::Resource { urn, options, .. } if base.live(urn).is_none() => options
                .aliases
                .iter()
                .find(|a| base.live(a).is_some())
                .cloned(),
            _ => None,
        })
        .collect();
    let (ctx, run) = Ctx::start(opts, base, program, providers, journal, events, targets);
    let tasks = run.tasks;
    // Shared, not copied: the caller keeps its plan (a preview and then the update use one).

    // Phase 1: every declared resource, apply and invoke, in dependency order: the program's,
    // and the state's (a resource that depended on another still runs after it, so that a
    // delete-before-replace chain is not overtaken by a step that no longer references it).
    let outputs: Arc<Vec<OnceLock<Value>>> =
        Arc::new((0..plan.nodes.len()).map(|_| OnceLock::new()).collect());
    // A node's value is kept only when something reads it: the state records every resource's
    // outputs already, and 100,000 resources' outputs held twice are 30 MB.
    let read = Arc::new(read_nodes(&plan));
    let extra = old_state_edges(&plan, &ctx.base);
    let dag = if extra.is_empty() {
        Dag::from_graph(&plan.graph)
    } else {
        use petgraph::visit::EdgeRef;
        let edges = plan
            .graph
            .edge_references()
            .map(|e| (e.source().index(), e.target().index()));
        Dag::new(plan.nodes.len(), edges.chain(extra))
    };
    let outcomes = dag
        .execute_with(
            tasks,
            |i| tried_inline(&ctx, &plan.nodes[i]),
            |i| {
                let (ctx, plan, outputs, read) =
                    (ctx.clone(), plan.clone(), outputs.clone(), read.clone());
                async move {
                    let result = match &plan.nodes[i] {
                        PlanNode::Resource { .. } => run_resource(&ctx, &plan, &outputs, i).await,
                        PlanNode::Apply { inputs, deps } => {
                            run_apply(&ctx, &plan, inputs, deps, &outputs, i).await
                        }
                        PlanNode::Interpolation { parts, deps } => {
                            run_interpolation(&ctx, &plan, parts, deps, &outputs, i)
                        }
                        PlanNode::Invoke {
                            function,
                            args,
                            deps,
                        } => run_invoke(&ctx, &plan, function, args, deps, &outputs, i).await,
                    };
                    match result {
                        Ok(v) => {
                            if read[i] {
                                let _ = outputs[i].set(v);
                            }
                            true
                        }
                        Err(error) => {
                            let urn = plan.nodes[i].urn().cloned();
                            ctx.fail(plan.label(i as u32), urn, None, error);
                            false
                        }
                    }
                }
            },
        )
        .await;
    // Every step's outcome durable, and so reported, before anything else happens.
    ctx.recorder.sync().await;
    let mut skipped = 0;
    let mut stopped: HashSet<Urn> = HashSet::new();
    for (i, o) in outcomes.iter().enumerate() {
        let Some(urn) = plan.nodes[i].urn() else {
            continue;
        };
        match o {
            Outcome::Succeeded => {}
            Outcome::Failed => {
                stopped.insert(urn.clone());
            }
            Outcome::Skipped { cause } => {
                stopped.insert(urn.clone());
                skipped += 1;
                ctx.events.emit(Event::StepSkipped {
                    urn: urn.clone(),
                    cause: plan.label(*cause as u32),
                });
            }
        }
    }
    let failed_main = outcomes.iter().any(|o| *o != Outcome::Succeeded);

    // Stack outputs, when everything they reference is known.
    let mut stack_outputs = Value::Object(Default::default());
    if let Some(decl) = &plan.outputs {
        let resolved = resolve(decl, &|h, p| {
            outputs[h as usize]
                .get()
                .and_then(|o| project(o, p))
                .ok_or_else(|| plan.label(h))
        });
        match resolved {
            Ok(v) => stack_outputs = v,
            Err(missing) => {
                ctx.events.emit(Event::Warning {
                    message: format!("stack outputs were not updated: {missing} did not finish"),
                });
                stack_outputs = ctx.base.outputs.clone();
            }
        }
    } else if plan.incomplete {
        stack_outputs = ctx.base.outputs.clone();
    }
    if !ctx.opts.preview && stack_outputs != ctx.base.outputs {
        ctx.recorder.record_after(JournalEntry::Outputs {
            outputs: stack_outputs.clone(),
        });
    }

    // Phase 2: deletes of what is no longer declared and of replaced copies, dependents first.
    // A program that failed part way declared only some of its resources: nothing is deleted.
    // After a failed step, what a failed or skipped resource depends on (in the state) stays.
    // What this run recorded, it declared: only the recorded state can hold undeclared
    // resources, and only a recorded copy can be replaced.
    if !plan.incomplete {
        let kept = if failed_main {
            needed_by(&ctx.base, &stopped)
        } else {
            HashSet::new()
        };
        let targeted = ctx.targets.only.clone();
        let doomed = ctx
            .recorder
            .select(Box::new(move |r| {
                (r.delete || undeclared.contains(&r.urn))
                    && !kept.contains(&r.urn)
                    && !aliased.contains(&r.urn)
                    && targeted.as_ref().is_none_or(|t| t.contains(&r.urn))
            }))
            .await;
        run_deletes(&ctx, doomed, tasks).await;
        // Every delete's outcome durable, and so reported.
        ctx.recorder.sync().await;
    }

    run.finish(ctx, skipped, stack_outputs).await
}

/// The nodes whose value something reads: a dependent's inputs (every reference is an edge of
/// the graph) or the stack outputs.
fn read_nodes(plan: &Plan) -> Vec<bool> {
    use petgraph::visit::EdgeRef;
    let mut read = vec![false; plan.nodes.len()];
    for e in plan.graph.edge_references() {
        read[e.source().index()] = true;
    }
    let mut refs = Vec::new();
    if let Some(o) = &plan.outputs {
        strata_model::value::references(o, &mut refs);
    }
    for h in refs {
        read[h as usize] = true;
    }
    read
}

/// Whether step `node` is tried on the executor's own task before it is given one: a targeted
/// resource with a recorded digest most likely has nothing to do (see `memo`), and then costs
/// no task. Such a step yields before any provider call, so that no call (a guest that may be
/// busy for its whole time limit) runs on the executor's task and holds up the steps after it.
fn tried_inline(ctx: &Ctx, node: &PlanNode) -> bool {
    match node {
        PlanNode::Resource {
            urn,
            component: false,
            ..
        } => {
            !ctx.opts.refresh
                && ctx.targets.allows(urn)
                && ctx.base.live(urn).is_some_and(|o| o.memo.is_some())
        }
        _ => false,
    }
}

/// The URNs of `base`'s resources that `plan` does not declare.
fn undeclared(plan: &Plan, base: &Snapshot) -> HashSet<Urn> {
    if base.resources.is_empty() {
        return HashSet::new();
    }
    let declared: HashSet<&Urn> = plan.nodes.iter().filter_map(PlanNode::urn).collect();
    base.resources
        .keys()
        .map(|(urn, _)| urn)
        .filter(|urn| !declared.contains(urn))
        .cloned()
        .collect()
}

/// Refuse, before anything changes, a run that would delete protected resources (`undeclared`
/// ones of `base`, that the run targets).
fn check_protected_deletes(
    base: &Snapshot,
    undeclared: &HashSet<Urn>,
    targets: &Resolved,
) -> Result<(), String> {
    let protected: Vec<&ResourceState> = base
        .resources
        .values()
        .filter(|r| r.protect && !r.delete && undeclared.contains(&r.urn) && targets.allows(&r.urn))
        .filter(|r| !r.lifecycle.retain_on_delete && !r.lifecycle.pending_replacement)
        .map(|r| &**r)
        .collect();
    match protected.as_slice() {
        [] => Ok(()),
        [r, ..] => Err(format!(
            "{} \"{}\" is protected and cannot be deleted{}: nothing was changed. Unprotect it first (remove `protect` in the program and run `strata up`, or `strata state unprotect {}`), or keep it with `destroy --exclude-protected`",
            r.ty,
            r.urn.name(),
            match protected.len() - 1 {
                0 => String::new(),
                n => format!(" (nor can {n} other protected resource(s))"),
            },
            r.urn
        )),
    }
}

/// An update refused before it began: nothing ran, nothing changed.
fn refused(base: Snapshot, what: &str, error: String) -> UpdateResult {
    UpdateResult {
        outputs: base.outputs.clone(),
        snapshot: base,
        summary: Summary::default(),
        failures: vec![StepFailure {
            resource: what.into(),
            kind: ErrorKind::Invalid,
            error,
        }],
        skipped: 0,
        interrupted: 0,
        fatal: None,
        journal_pending: BTreeMap::new(),
        recorded: 0,
    }
}

/// The edges the steps run along beyond the program's: each resource after the declared
/// resources its recorded state depends on (unless the program now has the dependency the other
/// way round). Usually none: the program's graph is then used as it is, not copied.
fn old_state_edges(plan: &Plan, base: &Snapshot) -> Vec<(usize, usize)> {
    use petgraph::graph::NodeIndex;
    let handle: HashMap<&Urn, usize> = plan
        .nodes
        .iter()
        .enumerate()
        .filter_map(|(i, n)| n.urn().map(|u| (u, i)))
        .collect();
    let mut extra = Vec::new();
    // The program's graph with the edges added so far, copied once there is one to add.
    let mut grown: Option<petgraph::graph::DiGraph<(), ()>> = None;
    for (i, n) in plan.nodes.iter().enumerate() {
        let Some(old) = n.urn().and_then(|u| base.live(u)) else {
            continue;
        };
        for dep in &old.dependencies {
            let Some(&j) = handle.get(dep) else { continue };
            let (a, b) = (NodeIndex::new(j), NodeIndex::new(i));
            let graph = grown.as_ref().unwrap_or(&plan.graph);
            if j == i || graph.contains_edge(a, b) {
                continue;
            }
            if !petgraph::algo::has_path_connecting(graph, b, a, None) {
                grown
                    .get_or_insert_with(|| plan.graph.clone())
                    .add_edge(a, b, ());
                extra.push((j, i));
            }
        }
    }
    extra
}

/// What the resources in `urns` depend on in `base`, transitively (themselves included).
fn needed_by(base: &Snapshot, urns: &HashSet<Urn>) -> HashSet<Urn> {
    let mut out = HashSet::new();
    let mut todo: Vec<&Urn> = urns.iter().collect();
    while let Some(u) = todo.pop() {
        if out.insert(u.clone())
            && let Some(r) = base.live(u)
        {
            todo.extend(r.dependencies.iter());
        }
    }
    out
}

/// What `Ctx::start` leaves running beside the context: the journal writer and the
/// cancellation watcher.
struct Run {
    writer: tokio::task::JoinHandle<Written>,
    watcher: tokio::task::JoinHandle<()>,
    /// Steps in flight: more than `--parallel`, so that a step waiting for the journal does not
    /// keep another from calling its provider; provider calls themselves are bounded by
    /// `permits`.
    tasks: usize,
}

impl Ctx {
    fn start(
        opts: UpdateOptions,
        base: Snapshot,
        program: Option<Arc<dyn Program>>,
        providers: Arc<dyn Providers>,
        journal: Option<Arc<dyn Journal>>,
        events: Arc<dyn EventSink>,
        targets: Resolved,
    ) -> (Arc<Ctx>, Run) {
        let journal = if opts.preview { None } else { journal };
        let (recorder, writer) = Recorder::start(base.clone(), journal);
        let permits = Arc::new(tokio::sync::Semaphore::new(opts.parallel.max(1)));
        // Cancelling closes the semaphore: waiting steps get no permit, calls in flight finish.
        let watcher = tokio::spawn({
            let (cancel, permits) = (opts.cancel.clone(), permits.clone());
            async move {
                cancel.cancelled().await;
                permits.close();
            }
        });
        // Sixteen times: with four, 10,000 creates waited on each other's journal syncs (a
        // step's `Begin` is durable before its create), 0.30 s against 0.23-0.28 s, and
        // 100,000 took 3.0 s against 2.5 s. Waiting steps cost a future each, and no call.
        let tasks = opts.parallel.max(1).saturating_mul(16);
        let providers: Arc<dyn Providers> = Arc::new(crate::guard::GuardedProviders {
            inner: providers,
            secrets: opts.secrets.clone(),
        });
        let ctx = Arc::new(Ctx {
            next_op: AtomicU64::new(base.next_op()),
            permits,
            interrupted: AtomicU64::new(0),
            opts,
            base,
            providers,
            program,
            events,
            recorder,
            summary: Mutex::default(),
            failures: Mutex::default(),
            targets,
            untargeted_changes: Mutex::default(),
            chain_deleted: Mutex::default(),
        });
        (
            ctx,
            Run {
                writer,
                watcher,
                tasks,
            },
        )
    }
}

impl Run {
    /// Wait for the journal, and gather the result.
    async fn finish(self, ctx: Arc<Ctx>, skipped: usize, outputs: Value) -> UpdateResult {
        self.watcher.abort();
        let ctx = Arc::into_inner(ctx).unwrap_or_else(|| unreachable!("all steps have finished"));
        let Ctx {
            recorder,
            summary,
            failures,
            interrupted,
            ..
        } = ctx;
        drop(recorder);
        // The writer owns the snapshot: if it failed, the snapshot is gone, and must not be
        // mistaken for the state (saving it would forget every resource).
        let (snapshot, journal_error, journal_pending, recorded, fatal) = match self.writer.await {
            Ok((snapshot, error, pending, recorded)) => (snapshot, error, pending, recorded, None),
            Err(e) => (
                Snapshot::default(),
                None,
                BTreeMap::new(),
                1,
                Some(format!(
                    "the journal writer failed ({}): the state in memory is lost, so none is saved; the journal holds every step recorded until then, and the next command reads it",
                    panic_message(e)
                )),
            ),
        };
        let mut failures = failures.into_inner().unwrap_or_default();
        if let Some(error) = journal_error {
            failures.push(StepFailure {
                resource: "the journal".into(),
                kind: ErrorKind::Internal,
                error,
            });
        }
        UpdateResult {
            snapshot,
            summary: summary.into_inner().unwrap_or_default(),
            failures,
            skipped,
            interrupted: interrupted.into_inner() as usize,
            outputs,
            fatal,
            journal_pending,
            recorded,
        }
    }
}

/// What a failed task said.
fn panic_message(e: tokio::task::JoinError) -> String {
    match e.try_into_panic() {
        Ok(p) => p
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic".into()),
        Err(e) => e.to_string(),
    }
}

impl Ctx {
    /// Journal a step's outcome and hand its outputs on at once; the step reports itself done
    /// (or failed, if the journal cannot take it) once the outcome is durable. Whatever depends
    /// on the step journals its own `Begin` after this entry and waits for that, and the
    /// journal is written in order, so no dependent's call starts before this outcome is
    /// durable: one sync per step of a chain, not two.
    fn report_when_durable(
        self: &Arc<Self>,
        entry: JournalEntry,
        urn: &Urn,
        kind: OpKind,
        mut announce: Announce,
    ) {
        let (ctx, urn) = (self.clone(), urn.clone());
        // The call itself succeeded: what fails here is only its record, which the message says.
        let made = match &entry {
            JournalEntry::Done { id: Some(id), .. } => format!(" (id {id})"),
            _ => String::new(),
        };
        self.recorder
            .record_lazy(entry, move |written| match written {
                Ok(()) => {
                    announce.fire(ctx.events.as_ref());
                    ctx.done(&urn, kind, announce.at);
                }
                Err(e) => ctx.fail(
                    format!("{} \"{}\"", urn.ty(), urn.name()),
                    Some(urn.clone()),
                    Some(kind),
                    StepError::new(
                        ErrorKind::Internal,
                        format!(
                            "the provider's {kind} call succeeded{made}, but its outcome could not be journaled: {e}"
                        ),
                    ),
                ),
            });
    }

    /// Record that `r` is gone: deleted by the call begun as `op`, or found gone (a fresh `op`).
    async fn forget(&self, r: &ResourceState, op: u64) -> Result<(), StepError> {
        let entry = JournalEntry::Deleted {
            op,
            urn: r.urn.clone(),
            id: r.id.clone(),
            pending_replacement: false,
        };
        self.recorder.record(entry).await
    }

    fn fail(&self, resource: String, urn: Option<Urn>, op: Option<OpKind>, error: StepError) {
        if error.kind == ErrorKind::Interrupted {
            self.interrupted.fetch_add(1, Ordering::Relaxed);
            return;
        }
        let kind = error.kind;
        let error = self.opts.secrets.scrub(&error.message);
        if let Some(urn) = urn {
            self.events.emit(Event::StepFailed {
                urn,
                op,
                kind,
                error: error.clone(),
            });
        }
        self.failures.lock().unwrap().push(StepFailure {
            resource,
            kind,
            error,
        });
    }

    fn op(&self) -> u64 {
        self.next_op.fetch_add(1, Ordering::Relaxed)
    }

    /// Journal `Begin`, run `call`, then journal its result (or `Failed`).
    /// Run a provider call under the `--parallel` bound. Only provider calls count: waiting for
    /// the journal or for dependencies holds no permit.
    pub(crate) async fn limited<T>(&self, call: impl Future<Output = T>) -> Result<T, StepError> {
        let _permit = self.permits.acquire().await.map_err(|_| interrupted())?;
        Ok(call.await)
    }

    /// Journal `Begin`, take a `--parallel` permit, announce the step, run `call`, then journal
    /// a failure (the caller journals the success). A step reported as started is one whose
    /// provider call is running, and one a crash would leave pending.
    async fn journaled<T, F>(
        &self,
        operation: PendingOperation,
        announce: &mut Announce,
        call: F,
    ) -> Result<(u64, T), StepError>
    where
        F: Future<Output = Result<T, ProviderError>>,
    {
        self.journaled_or(operation, announce, call, |_, _, _| Vec::new())
            .await
    }

    /// As [`Ctx::journaled`], and a call that failed part way (`ProviderError::Partial`) is
    /// recorded with the entries `partial` makes from its operation, id and outputs (the last
    /// of which closes the operation): what it made is never orphaned.
    async fn journaled_or<T, F>(
        &self,
        operation: PendingOperation,
        announce: &mut Announce,
        call: F,
        partial: impl FnOnce(u64, String, Value) -> Vec<JournalEntry>,
    ) -> Result<(u64, T), StepError>
    where
        F: Future<Output = Result<T, ProviderError>>,
    {
        let op = self.op();
        if !self.opts.preview {
            self.recorder
                .record(JournalEntry::Begin {
                    op,
                    operation: operation.clone(),
                })
                .await?;
        }
        let Ok(permit) = self.permits.acquire().await else {
            if !self.opts.preview {
                self.recorder.record_after(JournalEntry::Failed { op });
            }
            return Err(interrupted());
        };
        announce.fire(self.events.as_ref());
        let result = call.await;
        drop(permit);
        match result {
            Ok(v) => Ok((op, v)),
            Err(e) => {
                let mut recorded = false;
                if !self.opts.preview
                    && let ProviderError::Partial { id, outputs, .. } = &e
                    && !id.is_empty()
                {
                    let entries = partial(op, id.clone(), outputs.clone());
                    if !entries.is_empty() {
                        recorded = true;
                        for entry in entries {
                            self.recorder.record(entry).await?;
                        }
                        self.events.emit(Event::Warning {
                            message: format!(
                                "{} \"{}\" failed part way; what it made (id {id}) is recorded, and the next `strata up` picks up from there",
                                operation.ty,
                                operation.urn.name()
                            ),
                        });
                    }
                }
                if !self.opts.preview && !recorded {
                    self.recorder.record_after(JournalEntry::Failed { op });
                }
                Err(provider_error(
                    verb(operation.op),
                    &operation.ty,
                    operation.urn.name(),
                    e,
                ))
            }
        }
    }
}

/// A step's start, reported once: when its first provider call is about to run (its `Begin`
/// durable, a `--parallel` permit held), or at its end if it needed no call.
struct Announce {
    event: Option<Event>,
    /// When it was reported; step durations count from here.
    at: Instant,
}

impl Announce {
    fn new(event: Event) -> Announce {
        Announce {
            event: Some(event),
            at: Instant::now(),
        }
    }

    fn fire(&mut self, events: &dyn EventSink) {
        if let Some(e) = self.event.take() {
            self.at = Instant::now();
            events.emit(e);
        }
    }
}

/// The provider call behind an operation, for error messages.
fn verb(op: OpKind) -> &'static str {
    match op {
        OpKind::Same | OpKind::Import | OpKind::Refresh => "read",
        OpKind::Create | OpKind::Replace => "create",
        OpKind::Update => "update",
        OpKind::Delete => "delete",
    }
}

/// The values `inputs` reference, resolved from finished nodes (unknown where not known).
fn resolve_known(inputs: &Value, outputs: &[OnceLock<Value>]) -> Result<Value, StepError> {
    Ok(resolve(inputs, &|h, p| {
        Ok(outputs[h as usize]
            .get()
            .and_then(|o| project(o, p))
            .unwrap_or_else(marker::unknown))
    })?)
}

impl Ctx {
    /// How an untargeted dependency among `deps` would change, if one would: a node that
    /// depends on it works from its recorded outputs, which are about to be out of date.
    fn untargeted_change(&self, plan: &Plan, deps: &[u32]) -> Option<String> {
        let changes = self.untargeted_changes.lock().unwrap();
        deps.iter().find_map(|d| {
            changes
                .get(d)
                .map(|how| format!("{} ({how})", plan.label(*d)))
        })
    }
}

/// The known values an apply or invoke node computes from (its untargeted dependencies'
/// changes passed on to it), revealed, and whether a secret was among them; `None` while any is
/// unknown.
fn computed_from(
    ctx: &Ctx,
    plan: &Plan,
    inputs: &Value,
    deps: &[u32],
    outputs: &[OnceLock<Value>],
    i: usize,
) -> Result<Option<(Value, bool)>, StepError> {
    if let Some(how) = ctx.untargeted_change(plan, deps) {
        ctx.untargeted_changes.lock().unwrap().insert(i as u32, how);
    }
    let values = resolve_known(inputs, outputs)?;
    if contains_unknown(&values) {
        return Ok(None);
    }
    if contains_sealed(&values) {
        return Err(format!(
            "{}: a value it reads comes from a secret that cannot be decrypted with the stack's key (see the warning above); it did not run",
            plan.label(i as u32)
        )
        .into());
    }
    let secret = contains_secret(&values);
    Ok(Some((
        if secret { reveal(&values) } else { values },
        secret,
    )))
}

/// What an apply or invoke computed: secret if what it was computed from was, else marked where
/// it holds a known secret.
fn computed(ctx: &Ctx, secret: bool, out: Value) -> Value {
    if secret {
        marker::secret(reveal(&out))
    } else {
        ctx.opts.secrets.mark(out)
    }
}

async fn run_apply(
    ctx: &Ctx,
    plan: &Plan,
    inputs: &Value,
    deps: &[u32],
    outputs: &[OnceLock<Value>],
    i: usize,
) -> Result<Value, StepError> {
    let Some((values, secret)) = computed_from(ctx, plan, inputs, deps, outputs, i)? else {
        return Ok(marker::unknown());
    };
    let program = ctx
        .program
        .as_ref()
        .ok_or("no program to run the apply callback in")?;
    // The callback sees plaintext; what it computes from a secret is secret too.
    let out = program
        .resolve(i as u32, values)
        .await
        .map_err(|e| StepError::new(e.kind, format!("apply #{i}: {}", e.message)))?;
    Ok(computed(ctx, secret, out))
}

/// Join an interpolation's parts once they are known (unknown in a preview until then): a string
/// part as it is, any other value as its JSON text; secret if a part is.
fn run_interpolation(
    ctx: &Ctx,
    plan: &Plan,
    parts: &Value,
    deps: &[u32],
    outputs: &[OnceLock<Value>],
    i: usize,
) -> Result<Value, StepError> {
    let Some((values, secret)) = computed_from(ctx, plan, parts, deps, outputs, i)? else {
        return Ok(marker::unknown());
    };
    let joined: String = values
        .as_array()
        .into_iter()
        .flatten()
        .map(|v| match v {
            Value::String(s) => s.clone(),
            Value::Null => String::new(),
            v => v.to_string(),
        })
        .collect();
    Ok(computed(ctx, secret, Value::String(joined)))
}

/// Call a provider function once its arguments are known (unknown in a preview until then).
async fn run_invoke(
    ctx: &Ctx,
    plan: &Plan,
    function: &str,
    args: &Value,
    deps: &[u32],
    outputs: &[OnceLock<Value>],
    i: usize,
) -> Result<Value, StepError> {
    let Some((args, secret)) = computed_from(ctx, plan, args, deps, outputs, i)? else {
        return Ok(marker::unknown());
    };
    let provider = ctx.providers.get(provider_of(function))?;
    let out = ctx
        .limited(provider.invoke(function, &args))
        .await?
        .map_err(|e| {
            StepError::new(
                e.kind(),
                format!("provider {}: invoke {function}: {e}", provider_of(function)),
            )
        })?;
    Ok(computed(ctx, secret, out))
}

async fn run_resource(
    ctx: &Arc<Ctx>,
    plan: &Plan,
    outputs: &[OnceLock<Value>],
    i: usize,
) -> Result<Value, StepError> {
    let PlanNode::Resource {
        urn,
        ty,
        name,
        inputs,
        deps,
        options,
        ignore,
        replace_on,
        component,
    } = &plan.nodes[i]
    else {
        unreachable!()
    };
    let parent = options
        .parent
        .and_then(|h| plan.nodes[h as usize].urn().cloned());
    let targeted = ctx.targets.allows(urn);
    // Only what its inputs read matters: `depends-on` orders it, and reads nothing.
    let read_from = || {
        let mut refs = Vec::new();
        strata_model::value::references(inputs, &mut refs);
        refs
    };
    if targeted && let Some(how) = ctx.untargeted_change(plan, &read_from()) {
        return Err(format!(
            "{ty} \"{name}\" depends on {how}, which is not targeted: its outputs would be out of date; target it too (--target URN, or --target-dependents on it)"
        )
        .into());
    }
    let mut news = resolve(inputs, &|h, p| {
        let o = outputs[h as usize]
            .get()
            .ok_or_else(|| format!("{} has no outputs", plan.label(h)))?;
        project(o, p).ok_or_else(|| {
            let has: Vec<&str> = o
                .as_object()
                .map(|m| m.keys().map(String::as_str).collect())
                .unwrap_or_default();
            format!(
                "input references output `{}` that {} does not have ({})",
                p.unwrap_or(""),
                plan.label(h),
                if has.is_empty() {
                    "it has no outputs".to_string()
                } else {
                    format!("it has: {}", has.join(", "))
                }
            )
        })
    })?;
    // Its recorded state: under its URN, or under an alias it was known by.
    let (recorded, alias) = match ctx.base.live(urn) {
        Some(o) => (Some(o), None),
        None => options
            .aliases
            .iter()
            .find_map(|a| ctx.base.live(a).map(|o| (o, a)))
            .map_or((None, None), |(o, a)| (Some(o), Some(a))),
    };
    if *component {
        let state = ResourceState {
            urn: urn.clone(),
            ty: ty.clone(),
            id: String::new(),
            inputs: Value::Object(Default::default()),
            outputs: news,
            dependencies: resource_dependencies(plan, deps),
            protect: options.protect,
            delete: false,
            lifecycle: Lifecycle {
                component: true,
                parent,
                ..Default::default()
            },
            memo: None,
        };
        return run_component(ctx, state, recorded, alias).await;
    }
    let provider = ctx.provider_for(ty, options.provider.as_ref())?;
    if let Some(o) = recorded {
        check_readable(o)?;
    }
    if contains_sealed(&news) {
        return Err(format!(
            "{ty} \"{name}\": an input comes from a secret that cannot be decrypted with the stack's key (see the warning above); nothing was changed"
        ).into());
    }
    let preview = ctx.opts.preview;
    if !targeted {
        return untargeted(ctx, provider.as_ref(), i, recorded, &news, ignore).await;
    }
    let old = match recorded {
        Some(o) if ctx.opts.refresh && !o.lifecycle.pending_replacement => {
            refresh_one(ctx, provider.as_ref(), o)
                .await?
                .map(Cow::Owned)
        }
        o => o.map(Cow::Borrowed),
    };
    // Renamed: the state moves to the new URN first, in one entry.
    let old = match (old, alias) {
        (Some(o), Some(from)) => {
            let moved = ResourceState {
                urn: urn.clone(),
                ..o.into_owned()
            };
            if !preview {
                ctx.recorder
                    .record(JournalEntry::Moved {
                        from: from.clone(),
                        state: moved.clone(),
                    })
                    .await?;
            }
            Some(Cow::Owned(moved))
        }
        (o, _) => o,
    };
    let old = old.as_deref();
    if let Some(old) = old {
        ignore_changes(ignore, &old.inputs, &mut news);
    }
    // Its digest, when its provider declares `check` and `diff` of its type pure: recorded with
    // what this run leaves, and, when it is the one recorded, both calls are skipped.
    let identity = provider.memo_identity(ty).await;
    let digest = |id: &str, inputs: &Value, outputs: &Value| {
        let identity = identity.as_ref()?;
        crate::memo::digest(identity, ty, &news, id, inputs, outputs)
    };
    let remembered = old.filter(|o| {
        !o.lifecycle.pending_replacement
            && o.lifecycle.provider == options.provider
            && !ctx.targets.replace.contains(urn)
            && identity
                .as_ref()
                .is_some_and(|i| crate::memo::holds(i, ty, &news, o))
    });
    // A create whose inputs `check` answered as they are just before the run, asked exactly as
    // it would be asked now (see `Prechecked`).
    let prechecked =
        old.is_none() && identity.is_some() && ctx.opts.prechecked.holds(i) && news == *inputs;
    let checked = match remembered {
        // What `check` would answer, marked as the secret guard marks every answer: a value
        // that has become a known secret since is recorded as one.
        Some(o) => ctx.opts.secrets.mark(o.inputs.clone()),
        // Likewise, with what the guard learns from what it hands the provider.
        None if prechecked => {
            ctx.opts.secrets.learn(&news);
            ctx.opts.secrets.mark(news.clone())
        }
        None => {
            if tried_inline(ctx, &plan.nodes[i]) {
                tokio::task::yield_now().await;
            }
            ctx.limited(provider.check(ty, name, old.map(|o| &o.inputs), &news))
                .await?
                .map_err(|e| provider_error("check", ty, name, e))?
        }
    };
    let dependencies = resource_dependencies(plan, deps);
    let lifecycle = Lifecycle {
        retain_on_delete: options.retain_on_delete,
        deleted_with: options
            .deleted_with
            .and_then(|h| plan.nodes[h as usize].urn().cloned()),
        secret_outputs: options.additional_secret_outputs.clone(),
        timeouts: options.timeouts,
        property_dependencies: property_dependencies(plan, inputs),
        pending_replacement: false,
        parent,
        component: false,
        provider: options.provider.clone(),
    };
    let state = |id: String, outputs: Value| ResourceState {
        urn: urn.clone(),
        ty: ty.clone(),
        id,
        inputs: checked.clone(),
        outputs,
        dependencies: dependencies.clone(),
        protect: options.protect,
        delete: false,
        lifecycle: lifecycle.clone(),
        memo: None,
    };
    if let (Some(old), Some(id)) = (old, &options.import)
        && old.id != *id
    {
        return Err(format!(
            "{ty} \"{name}\" is already in the stack, with id `{}`: it cannot also import `{id}`. Remove the import option, or forget the recorded one first (`strata state delete {urn}`)",
            old.id
        )
        .into());
    }
    if old.is_none()
        && let Some(id) = &options.import
    {
        ctx.planned(urn, OpKind::Import, &checked)?;
        let r = import_one(ctx, provider.as_ref(), ty, name, id, &checked, ignore).await?;
        let adopted = ResourceState {
            inputs: r.inputs,
            ..state(r.id, seal_outputs(r.outputs, &lifecycle.secret_outputs))
        };
        if !preview {
            ctx.recorder
                .record(JournalEntry::Updated {
                    state: adopted.clone(),
                })
                .await?;
        }
        ctx.events.emit(Event::StepStarted {
            urn: urn.clone(),
            op: OpKind::Import,
            changes: vec![],
        });
        ctx.done(urn, OpKind::Import, Instant::now());
        return Ok(adopted.outputs);
    }
    let pending = |op: OpKind, id: Option<String>| PendingOperation {
        op,
        urn: urn.clone(),
        ty: ty.clone(),
        id,
        inputs: checked.clone(),
        provider: options.provider.clone(),
    };
    // The outcome of the call begun as `op`; the rest of the state is in its `Begin`.
    let done = |op: u64,
                id: Option<String>,
                outputs: &Value,
                replaces: Option<String>,
                memo: Option<String>| JournalEntry::Done {
        op,
        id,
        outputs: outputs.clone(),
        dependencies: dependencies.clone(),
        protect: options.protect,
        replaces,
        lifecycle: lifecycle.clone(),
        memo,
    };
    // Deleted already: by an interrupted delete-before-replace, or by this run's chain.
    let gone = old.is_some_and(|o| {
        o.lifecycle.pending_replacement || ctx.chain_deleted.lock().unwrap().contains(urn)
    });

    // What to do: create what has no state; otherwise what the provider's diff says.
    let (kind, diff) = match old {
        None => (OpKind::Create, DiffResult::default()),
        Some(_) if gone => (OpKind::Replace, DiffResult::default()),
        // Another provider instance (another region, another directory): a new resource.
        Some(old) if old.lifecycle.provider != options.provider => (
            OpKind::Replace,
            DiffResult {
                replaces: vec!["(provider)".into()],
                ..DiffResult::default()
            },
        ),
        // Its digest says what the diff would: nothing to change.
        Some(_) if remembered.is_some() => (OpKind::Same, DiffResult::default()),
        Some(old) => {
            let mut diff = ctx
                .limited(provider.diff(ty, &old.id, &old.inputs, &old.outputs, &checked))
                .await?
                .map_err(|e| provider_error("diff", ty, name, e))?;
            force_replacements(&mut diff, replace_on, old, &checked);
            if ctx.targets.replace.contains(urn) {
                diff.replaces.push("(--replace)".into());
            }
            (step_kind(&diff), diff)
        }
    };
    if kind == OpKind::Replace && options.protect {
        return Err(format!(
            "{ty} \"{name}\" is protected and cannot be replaced (changed: {}): remove `protect` from the program first, or `strata state unprotect {urn}`",
            diff.replaces.join(", ")
        )
        .into());
    }
    ctx.planned(urn, kind, &checked)?;
    // A move to another provider instance deletes first: the two copies may share an id (a
    // relative path in two directories), and state keys copies by URN and id.
    let moves_instance = old.is_some_and(|o| o.lifecycle.provider != options.provider);
    let delete_first = moves_instance
        || options
            .delete_before_replace
            .unwrap_or(diff.delete_before_replace);
    let mut announce = Announce::new(Event::StepStarted {
        urn: urn.clone(),
        op: kind,
        changes: changes(old.map(|o| &o.inputs), &checked, &diff),
    });
    let outs = match (kind, old) {
        (OpKind::Same, Some(old)) => {
            let outputs = seal_outputs(old.outputs.clone(), &lifecycle.secret_outputs);
            // The program's inputs now, with the outputs the resource has: a later diff starts
            // from what the program says.
            let memo = match remembered {
                Some(r) => r.memo.clone(),
                None => digest(&old.id, &checked, &outputs),
            };
            let now = ResourceState {
                memo,
                ..state(old.id.clone(), outputs)
            };
            if !preview && now != *old {
                ctx.recorder
                    .record(JournalEntry::Updated { state: now.clone() })
                    .await?;
            }
            now.outputs
        }
        (OpKind::Update, Some(old)) => {
            let call = provider.update(
                ty,
                &old.id,
                &old.inputs,
                &old.outputs,
                &checked,
                preview,
                lifecycle.timeouts.of(OpKind::Update),
            );
            // Failed part way: the outputs as they are, with the old inputs (so that the next
            // diff still sees the change to make).
            let partial = |op: u64, _id: String, outputs: Value| {
                vec![
                    JournalEntry::Updated {
                        state: ResourceState {
                            inputs: old.inputs.clone(),
                            ..state(
                                old.id.clone(),
                                seal_outputs(outputs, &lifecycle.secret_outputs),
                            )
                        },
                    },
                    JournalEntry::Failed { op },
                ]
            };
            let (op, outs) = ctx
                .journaled_or(
                    pending(OpKind::Update, Some(old.id.clone())),
                    &mut announce,
                    call,
                    partial,
                )
                .await?;
            let outs = seal_outputs(outs, &lifecycle.secret_outputs);
            if !preview {
                let memo = digest(&old.id, &checked, &outs);
                ctx.report_when_durable(done(op, None, &outs, None, memo), urn, kind, announce);
                return Ok(outs);
            }
            outs
        }
        // A create, or the create of a replacement: create-before-delete leaves the old copy to
        // the delete phase (`replaces`); delete-before-replace deletes it (and the dependents
        // that would be replaced with it) first, and keeps it recorded until its replacement
        // exists.
        (OpKind::Create | OpKind::Replace, old) => {
            let replaces = old.map(|o| o.id.clone());
            if let Some(old) = old
                && delete_first
                && !gone
            {
                let chain = crate::chain::dependents_to_replace(ctx, plan, old).await?;
                for dependent in &chain {
                    delete_first_copy(ctx, dependent, &mut announce, plan.declares(&dependent.urn))
                        .await?;
                }
                delete_first_copy(ctx, old, &mut announce, true).await?;
            }
            // Failed part way: what it made is recorded as the resource (a replacement's old
            // copy is then left for a later run to delete, as after any replacement).
            let partial = |op: u64, id: String, outputs: Value| {
                let outputs = seal_outputs(outputs, &lifecycle.secret_outputs);
                vec![done(op, Some(id), &outputs, replaces.clone(), None)]
            };
            let (op, (id, outs)) = ctx
                .journaled_or(
                    pending(kind, None),
                    &mut announce,
                    provider.create(ty, name, &checked, preview, lifecycle.timeouts.of(kind)),
                    partial,
                )
                .await?;
            let outs = seal_outputs(outs, &lifecycle.secret_outputs);
            if !preview {
                let memo = digest(&id, &checked, &outs);
                let done = done(op, Some(id), &outs, replaces, memo);
                ctx.report_when_durable(done, urn, kind, announce);
                return Ok(outs);
            }
            outs
        }
        _ => unreachable!("only a create has no recorded state; deletes are decided elsewhere"),
    };
    announce.fire(ctx.events.as_ref());
    ctx.done(urn, kind, announce.at);
    Ok(outs)
}

/// A component's step: no provider; its state (outputs, dependencies, parent) is recorded when it
/// changes. An untargeted one keeps what was recorded.
async fn run_component(
    ctx: &Ctx,
    state: ResourceState,
    recorded: Option<&ResourceState>,
    alias: Option<&Urn>,
) -> Result<Value, StepError> {
    let urn = &state.urn;
    if !ctx.targets.allows(urn) {
        return Ok(recorded.map_or(state.outputs.clone(), |r| r.outputs.clone()));
    }
    let op = if recorded.is_some() {
        OpKind::Same
    } else {
        OpKind::Create
    };
    ctx.planned(urn, op, &state.inputs)?;
    if !ctx.opts.preview {
        match (recorded, alias) {
            (Some(_), Some(from)) => {
                ctx.recorder
                    .record(JournalEntry::Moved {
                        from: from.clone(),
                        state: state.clone(),
                    })
                    .await?
            }
            (Some(old), None) if *old == state => {}
            _ => {
                ctx.recorder
                    .record(JournalEntry::Updated {
                        state: state.clone(),
                    })
                    .await?
            }
        }
    }
    ctx.events.emit(Event::StepStarted {
        urn: urn.clone(),
        op,
        changes: vec![],
    });
    ctx.done(urn, op, Instant::now());
    Ok(state.outputs)
}

/// The step a diff asks for.
fn step_kind(diff: &DiffResult) -> OpKind {
    if !diff.replaces.is_empty() {
        OpKind::Replace
    } else if !diff.changed.is_empty() {
        OpKind::Update
    } else {
        OpKind::Same
    }
}

/// `replace-on-changes`: a changed property under one of `paths` replaces the resource.
fn force_replacements(
    diff: &mut DiffResult,
    paths: &[strata_model::path::PropertyPath],
    old: &ResourceState,
    news: &Value,
) {
    for p in paths {
        let reported = diff
            .changed
            .iter()
            .chain(&diff.replaces)
            .any(|c| p.covers(c));
        if reported && p.get(&old.inputs) != p.get(news) && !diff.replaces.contains(&p.text) {
            diff.replaces.push(p.text.clone());
        }
    }
}

/// A resource the run does not target: nothing changes, and its recorded outputs stand in for
/// it. If it would change, what depends on it is refused (`untargeted_changes`).
async fn untargeted(
    ctx: &Ctx,
    provider: &dyn Provider,
    i: usize,
    recorded: Option<&ResourceState>,
    news: &Value,
    ignore: &[strata_model::path::PropertyPath],
) -> Result<Value, StepError> {
    let Some(old) = recorded else {
        ctx.untargeted_changes
            .lock()
            .unwrap()
            .insert(i as u32, "create".into());
        return Ok(marker::unknown());
    };
    let mut news = news.clone();
    ignore_changes(ignore, &old.inputs, &mut news);
    let name = old.urn.name();
    let kind = match ctx
        .limited(provider.check(&old.ty, name, Some(&old.inputs), &news))
        .await?
    {
        Ok(checked) => match ctx
            .limited(provider.diff(&old.ty, &old.id, &old.inputs, &old.outputs, &checked))
            .await?
        {
            Ok(diff) => step_kind(&diff),
            Err(_) => OpKind::Update,
        },
        Err(_) => OpKind::Update,
    };
    if kind != OpKind::Same {
        ctx.untargeted_changes
            .lock()
            .unwrap()
            .insert(i as u32, kind.as_str().into());
    }
    Ok(old.outputs.clone())
}

/// Read resource `id` to adopt it as `urn`; refuse, naming the properties, when the program's
/// inputs differ from what was read (except where `ignore` says).
async fn import_one(
    ctx: &Ctx,
    provider: &dyn Provider,
    ty: &str,
    name: &str,
    id: &str,
    checked: &Value,
    ignore: &[strata_model::path::PropertyPath],
) -> Result<crate::ports::ReadResult, StepError> {
    let read = ctx
        .limited(provider.read(ty, id, checked, &Value::Object(Default::default())))
        .await?
        .map_err(|e| provider_error("read", ty, name, e))?
        .filter(|r| !r.id.is_empty())
        .ok_or_else(|| {
            StepError::from(format!(
                "{ty} \"{name}\": there is no resource with id `{id}` to import: check the id (and that the provider is configured for where it lives)"
            ))
        })?;
    let mut wanted = checked.clone();
    ignore_changes(ignore, &read.inputs, &mut wanted);
    let diff = ctx
        .limited(provider.diff(ty, &read.id, &read.inputs, &read.outputs, &wanted))
        .await?
        .map_err(|e| provider_error("diff", ty, name, e))?;
    if !diff.changed.is_empty() || !diff.replaces.is_empty() {
        let mut props: Vec<&String> = diff.changed.iter().chain(&diff.replaces).collect();
        props.sort();
        props.dedup();
        let differing: Vec<String> = props
            .iter()
            .map(|p| {
                format!(
                    "{p}: it has {}, the program says {}",
                    show(read.inputs.get(p.as_str())),
                    show(wanted.get(p.as_str()))
                )
            })
            .collect();
        return Err(StepError::new(
            ErrorKind::Invalid,
            format!(
                "{ty} \"{name}\": cannot import `{id}`: its inputs differ from the program's ({}); change the program to match, or list them in ignore-changes. Nothing was imported",
                differing.join("; ")
            ),
        ));
    }
    Ok(crate::ports::ReadResult {
        id: read.id,
        inputs: wanted,
        outputs: read.outputs,
    })
}

/// A value for a message, secrets redacted.
fn show(v: Option<&Value>) -> String {
    v.map_or_else(|| "nothing".into(), |v| redact(v).to_string())
}

/// `additional-secret-outputs`: the named output properties, marked secret.
fn seal_outputs(mut outputs: Value, names: &[String]) -> Value {
    if let Some(o) = outputs.as_object_mut() {
        for n in names {
            if let Some(v) = o.get_mut(n)
                && !marker::is_secret(v)
            {
                *v = marker::secret(std::mem::take(v));
            }
        }
    }
    outputs
}

/// For each top-level input property that references other resources, which.
fn property_dependencies(plan: &Plan, inputs: &Value) -> BTreeMap<String, Vec<Urn>> {
    let mut out = BTreeMap::new();
    for (k, v) in inputs.as_object().into_iter().flatten() {
        let mut refs = Vec::new();
        strata_model::value::references(v, &mut refs);
        if !refs.is_empty() {
            out.insert(k.clone(), resource_dependencies(plan, &refs));
        }
    }
    out
}

/// Delete `r` ahead of its replacement (a delete-before-replace, or a dependent in its chain).
/// A resource the program still declares stays recorded, marked pending-replacement, until its
/// replacement exists; one it no longer declares is forgotten. `retain-on-delete` forgets it
/// and leaves it in the world.
async fn delete_first_copy(
    ctx: &Ctx,
    r: &ResourceState,
    announce: &mut Announce,
    declared: bool,
) -> Result<(), StepError> {
    ctx.chain_deleted.lock().unwrap().insert(r.urn.clone());
    if ctx.opts.preview {
        return Ok(());
    }
    if r.lifecycle.component {
        return ctx.forget(r, ctx.op()).await;
    }
    if r.lifecycle.retain_on_delete {
        retained(ctx, r);
        return ctx.forget(r, ctx.op()).await;
    }
    provider_delete(ctx, r, announce, declared).await
}

/// Delete `r` through its provider, journaled, and record it deleted (`pending_replacement`: kept
/// recorded, marked, until its replacement exists).
async fn provider_delete(
    ctx: &Ctx,
    r: &ResourceState,
    announce: &mut Announce,
    pending_replacement: bool,
) -> Result<(), StepError> {
    let deleted = delete_call(ctx, r, announce, pending_replacement).await?;
    ctx.recorder.record(deleted).await
}

/// The provider's delete of `r`, journaled; returns the entry that records it deleted, for the
/// caller to record.
async fn delete_call(
    ctx: &Ctx,
    r: &ResourceState,
    announce: &mut Announce,
    pending_replacement: bool,
) -> Result<JournalEntry, StepError> {
    let provider = ctx.provider_for(&r.ty, r.lifecycle.provider.as_ref())?;
    let call = provider.delete(
        &r.ty,
        &r.id,
        &r.inputs,
        &r.outputs,
        r.lifecycle.timeouts.of(OpKind::Delete),
    );
    let pending = PendingOperation {
        op: OpKind::Delete,
        urn: r.urn.clone(),
        ty: r.ty.clone(),
        id: Some(r.id.clone()),
        inputs: r.inputs.clone(),
        provider: r.lifecycle.provider.clone(),
    };
    let (op, ()) = ctx.journaled(pending, announce, call).await?;
    Ok(JournalEntry::Deleted {
        op,
        urn: r.urn.clone(),
        id: r.id.clone(),
        pending_replacement,
    })
}

/// Say that `r` was forgotten and left in the world.
fn retained(ctx: &Ctx, r: &ResourceState) {
    ctx.events.emit(Event::Warning {
        message: format!(
            "{} \"{}\" (id {}) is retained: Strata forgets it and leaves it in place (retain-on-delete)",
            r.ty,
            r.urn.name(),
            r.id
        ),
    });
}

/// Refuse to hand a provider a recorded state whose secrets could not be decrypted: its inputs
/// and outputs would reach the provider as nonsense. `destroy` still deletes it.
fn check_readable(r: &ResourceState) -> Result<(), StepError> {
    if contains_sealed(&r.inputs) || contains_sealed(&r.outputs) {
        return Err(format!(
            "{} \"{}\": its recorded state holds a secret that cannot be decrypted with the stack's key (see the warning above); nothing was changed. Use the key it was encrypted with, or `strata destroy` to delete the resource",
            r.ty,
            r.urn.name()
        ).into());
    }
    Ok(())
}

/// The journal writer is gone: nothing more can be recorded, so nothing more may be done.
fn journal_stopped() -> StepError {
    StepError::new(ErrorKind::Internal, "the journal writer stopped")
}

/// A provider's error, naming the provider, the call and the resource.
pub(crate) fn provider_error(verb: &str, ty: &str, name: &str, e: ProviderError) -> StepError {
    StepError::new(
        e.kind(),
        format!("provider {}: {verb} {ty} \"{name}\": {e}", provider_of(ty)),
    )
}

/// Read `old` from its provider: its state as it is now (recorded unless previewing), or `None`
/// (and forgotten) when it no longer exists.
async fn refresh_one(
    ctx: &Ctx,
    provider: &dyn Provider,
    old: &ResourceState,
) -> Result<Option<ResourceState>, StepError> {
    check_readable(old)?;
    let read = ctx
        .limited(provider.read(&old.ty, &old.id, &old.inputs, &old.outputs))
        .await?
        .map_err(|e| provider_error("read", &old.ty, old.urn.name(), e))?
        // An empty id says the same as nothing: the resource is gone.
        .filter(|r| !r.id.is_empty());
    match read {
        None => {
            ctx.events.emit(Event::Warning {
                message: format!(
                    "{} \"{}\" was deleted outside Strata",
                    old.ty,
                    old.urn.name()
                ),
            });
            if !ctx.opts.preview {
                ctx.forget(old, ctx.op()).await?;
            }
            Ok(None)
        }
        Some(r) => {
            let now = ResourceState {
                id: r.id,
                inputs: r.inputs,
                outputs: seal_outputs(r.outputs, &old.lifecycle.secret_outputs),
                ..old.clone()
            };
            if now != *old && !ctx.opts.preview {
                if now.id != old.id {
                    ctx.forget(old, ctx.op()).await?;
                }
                ctx.recorder
                    .record(JournalEntry::Updated { state: now.clone() })
                    .await?;
            }
            Ok(Some(now))
        }
    }
}

/// How to settle an interrupted create (its outcome was never recorded, so it may have made a
/// resource that no state knows).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Settle {
    /// Import the resource: with this id (read from the provider), or, with `None`, whatever
    /// the provider finds from the resource's name and inputs (cleared if it finds nothing).
    Import(Option<String>),
    /// Import whatever the provider finds, and keep it pending if it finds nothing (the call
    /// that began it may still be running, for the reason given).
    FindOrKeep(String),
    /// Forget it: nothing was made, or what was made is dealt with outside Strata.
    Clear,
}

/// The interrupted creates of `snapshot`, by operation number.
pub fn pending_creates(snapshot: &Snapshot) -> Vec<(u64, &PendingOperation)> {
    snapshot
        .pending
        .iter()
        .filter(|(_, p)| p.id.is_none())
        .map(|(op, p)| (*op, p))
        .collect()
}

/// Settle one interrupted create as decided: import it (by id, or as found) or clear it.
async fn settle_create(
    ctx: &Ctx,
    op: u64,
    p: &PendingOperation,
    how: &Settle,
) -> Result<(), StepError> {
    let label = format!("{} \"{}\"", p.ty, p.urn.name());
    let provider = ctx.provider_for(&p.ty, p.provider.as_ref())?;
    let found = match how {
        Settle::Clear => None,
        Settle::Import(Some(id)) => {
            let read = ctx
                .limited(provider.read(&p.ty, id, &p.inputs, &Value::Object(Default::default())))
                .await?
                .map_err(|e| provider_error("read", &p.ty, p.urn.name(), e))?;
            match read {
                Some(r) => Some((r.id, r.outputs)),
                None => {
                    return Err(format!(
                        "{label}: the provider has no resource with id `{id}`: nothing was imported; check the id, or clear it with --clear-pending-creates"
                    )
                    .into());
                }
            }
        }
        Settle::Import(None) | Settle::FindOrKeep(_) => ctx
            .limited(provider.find(&p.ty, p.urn.name(), &p.inputs))
            .await?
            .map_err(|e| provider_error("find", &p.ty, p.urn.name(), e))?
            // What the state already records (an older copy) is not what the create made.
            .filter(|(id, _)| {
                !ctx.base
                    .resources
                    .contains_key(&(p.urn.clone(), id.clone()))
            }),
    };
    if let (None, Settle::FindOrKeep(why)) = (&found, how) {
        ctx.events.emit(Event::Warning {
            message: format!(
                "the interrupted create of {label} is kept pending: the provider found nothing it made yet, and {why}"
            ),
        });
        return Ok(());
    }
    let message = match &found {
        Some((id, _)) => format!("the interrupted create of {label} was imported (id {id})"),
        None if *how == Settle::Clear => format!(
            "the interrupted create of {label} was cleared: if it made a resource, Strata does not manage it"
        ),
        None => format!(
            "the interrupted create of {label} was cleared: the provider found nothing it made"
        ),
    };
    ctx.events.emit(Event::Warning { message });
    if ctx.opts.preview {
        return Ok(());
    }
    match found {
        Some((id, outputs)) => {
            // The create of a replacement: the copy it replaces is left for the next run to
            // delete, as if the replacement had been recorded.
            let replaces = (p.op == OpKind::Replace)
                .then(|| ctx.base.live(&p.urn).map(|r| r.id.clone()))
                .flatten();
            ctx.recorder
                .record(JournalEntry::Done {
                    op,
                    id: Some(id),
                    outputs,
                    dependencies: vec![],
                    protect: false,
                    replaces,
                    // Its options come back with the next `up`; until then, those of the copy
                    // it replaces.
                    lifecycle: Lifecycle {
                        pending_replacement: false,
                        provider: p.provider.clone(),
                        ..ctx
                            .base
                            .live(&p.urn)
                            .map(|r| r.lifecycle.clone())
                            .unwrap_or_default()
                    },
                    memo: None,
                })
                .await
        }
        None => ctx.recorder.record(JournalEntry::Failed { op }).await,
    }
}

/// Bring the recorded state in line with reality, without running the program: read every
/// resource (forgetting those that no longer exist) and settle operations an interruption left
/// pending. An interrupted create is settled as `creates` says, by URN (import or clear; one it
/// does not name stays pending); an interrupted update or delete has an id, so its resource is
/// read like any other, keeping what the state knew of it.
pub async fn refresh(
    opts: UpdateOptions,
    base: Snapshot,
    providers: Arc<dyn Providers>,
    journal: Option<Arc<dyn Journal>>,
    events: Arc<dyn EventSink>,
    creates: BTreeMap<Urn, Settle>,
) -> UpdateResult {
    let targets = match crate::targets::resolve(&opts.targets, &Plan::default(), &base, false) {
        Ok(t) => t,
        Err(error) => return refused(base, "the targets", error),
    };
    let (ctx, run) = Ctx::start(opts, base, None, providers, journal, events, targets);
    let tasks = run.tasks;
    for (op, p) in pending_creates(&ctx.base) {
        let Some(how) = creates.get(&p.urn) else {
            continue;
        };
        if let Err(e) = settle_create(&ctx, op, p, how).await {
            let label = format!("{} \"{}\"", p.ty, p.urn.name());
            ctx.fail(label, Some(p.urn.clone()), None, e);
        }
    }
    for (op, p) in &ctx.base.pending {
        if p.id.is_some() && !ctx.opts.preview {
            ctx.recorder.record_after(JournalEntry::Failed { op: *op });
        }
    }
    // Live resources, and the resources that pending operations with an id were working on;
    // not those a delete-before-replace deleted (nothing is there to read).
    let mut targets: Vec<Arc<ResourceState>> = ctx
        .base
        .resources
        .values()
        .filter(|r| !r.lifecycle.pending_replacement && !r.lifecycle.component)
        .filter(|r| ctx.targets.allows(&r.urn))
        .cloned()
        .collect();
    for p in ctx.base.pending.values() {
        if let Some(id) = &p.id
            && ctx.targets.allows(&p.urn)
            && !ctx
                .base
                .resources
                .contains_key(&(p.urn.clone(), id.clone()))
        {
            // What the state knew of the resource (another copy under the same URN) is kept;
            // the read brings the rest.
            let known = ctx.base.live(&p.urn);
            targets.push(Arc::new(ResourceState {
                urn: p.urn.clone(),
                ty: p.ty.clone(),
                id: id.clone(),
                inputs: p.inputs.clone(),
                outputs: known
                    .map_or_else(|| Value::Object(Default::default()), |k| k.outputs.clone()),
                dependencies: known.map(|k| k.dependencies.clone()).unwrap_or_default(),
                protect: known.is_some_and(|k| k.protect),
                delete: false,
                lifecycle: Lifecycle {
                    provider: p.provider.clone(),
                    ..known.map(|k| k.lifecycle.clone()).unwrap_or_default()
                },
                memo: None,
            }));
        }
    }
    let targets = Arc::new(targets);
    let dag = Dag::new(targets.len(), []);
    dag.execute(tasks, |i| {
        let (ctx, targets) = (ctx.clone(), targets.clone());
        async move {
            let r = &targets[i];
            let label = format!("{} \"{}\"", r.ty, r.urn.name());
            let result = match ctx.provider_for(&r.ty, r.lifecycle.provider.as_ref()) {
                Ok(provider) => refresh_one(&ctx, provider.as_ref(), r).await,
                Err(e) => Err(StepError::from(e)),
            };
            match result {
                Ok(now) => {
                    // Outputs alone drifting is a refresh of what is recorded, nothing to undo.
                    let op = match &now {
                        None => OpKind::Delete,
                        Some(n) if n.id != r.id || n.inputs != r.inputs => OpKind::Update,
                        Some(n) if n != &**r => OpKind::Refresh,
                        Some(_) => OpKind::Same,
                    };
                    ctx.done(&r.urn, op, Instant::now());
                    true
                }
                Err(e) => {
                    ctx.fail(label, Some(r.urn.clone()), None, e);
                    false
                }
            }
        }
    })
    .await;
    if !ctx.opts.preview {
        drop_gone_dependencies(&ctx).await;
    }
    let outputs = ctx.base.outputs.clone();
    run.finish(ctx, 0, outputs).await
}

/// Resources found deleted leave their dependents' dependency lists (nothing else will remove
/// them: no step of the dependents runs in a refresh).
async fn drop_gone_dependencies(ctx: &Ctx) {
    let all = ctx.recorder.select(Box::new(|_| true)).await;
    let present: HashSet<&Urn> = all.iter().map(|r| &r.urn).collect();
    for r in &all {
        if r.dependencies.iter().all(|d| present.contains(d)) {
            continue;
        }
        let mut now = ResourceState::clone(r);
        now.dependencies.retain(|d| present.contains(d));
        for on in now.lifecycle.property_dependencies.values_mut() {
            on.retain(|d| present.contains(d));
        }
        now.lifecycle
            .property_dependencies
            .retain(|_, on| !on.is_empty());
        ctx.recorder
            .record_after(JournalEntry::Updated { state: now });
    }
}

/// The resources behind `deps`; an `apply` stands for the resources its inputs come from.
fn resource_dependencies(plan: &Plan, deps: &[u32]) -> Vec<Urn> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    let mut stack: Vec<u32> = deps.to_vec();
    while let Some(d) = stack.pop() {
        if !seen.insert(d) {
            continue;
        }
        match &plan.nodes[d as usize] {
            PlanNode::Resource { urn, .. } => out.push(urn.clone()),
            PlanNode::Apply { deps, .. }
            | PlanNode::Interpolation { deps, .. }
            | PlanNode::Invoke { deps, .. } => stack.extend_from_slice(deps),
        }
    }
    out.sort();
    out
}

impl Ctx {
    fn done(&self, urn: &Urn, op: OpKind, started: Instant) {
        self.summary.lock().unwrap().add(op);
        self.events.emit(Event::StepDone {
            urn: urn.clone(),
            op,
            elapsed: started.elapsed(),
        });
    }
}

/// Delete `doomed` so that each resource goes before anything it depends on.
async fn run_deletes(ctx: &Arc<Ctx>, doomed: Vec<Arc<ResourceState>>, tasks: usize) {
    if doomed.is_empty() {
        return;
    }
    let mut by_urn: HashMap<&Urn, Vec<usize>> = HashMap::new();
    for (i, r) in doomed.iter().enumerate() {
        by_urn.entry(&r.urn).or_default().push(i);
    }
    let mut edges = Vec::new();
    let owners: HashSet<Urn> = doomed.iter().map(|r| r.urn.clone()).collect();
    for (i, r) in doomed.iter().enumerate() {
        // What is deleted with its owner is only forgotten, once the owner's delete succeeded;
        // it holds nothing up, so its own dependencies do not order it.
        if let Some(owner) = r
            .lifecycle
            .deleted_with
            .as_ref()
            .filter(|o| owners.contains(*o))
        {
            for &j in &by_urn[owner] {
                if j != i {
                    edges.push((j, i));
                }
            }
            continue;
        }
        // Dependents first, and children before their parent (a component that reads its
        // children's outputs still goes after them).
        for dep in r.dependencies.iter().chain(r.lifecycle.parent.as_ref()) {
            for &j in by_urn.get(dep).map(Vec::as_slice).unwrap_or_default() {
                if j != i && doomed[j].lifecycle.parent.as_ref() != Some(&r.urn) {
                    edges.push((i, j));
                }
            }
        }
    }
    let dag = Dag::new(doomed.len(), edges);
    let doomed = Arc::new(doomed);
    let outcomes = dag
        .execute(tasks, |i| {
            let (ctx, doomed) = (ctx.clone(), doomed.clone());
            let with_owner = doomed[i]
                .lifecycle
                .deleted_with
                .as_ref()
                .is_some_and(|o| owners.contains(o));
            async move {
                let r = &doomed[i];
                match delete_one(&ctx, r, with_owner).await {
                    Ok(()) => true,
                    Err(e) => {
                        ctx.fail(
                            format!("{} \"{}\"", r.ty, r.urn.name()),
                            Some(r.urn.clone()),
                            Some(OpKind::Delete),
                            e,
                        );
                        false
                    }
                }
            }
        })
        .await;
    for (i, o) in outcomes.iter().enumerate() {
        if let Outcome::Skipped { cause } = o {
            ctx.events.emit(Event::StepSkipped {
                urn: doomed[i].urn.clone(),
                cause: format!("{} \"{}\"", doomed[*cause].ty, doomed[*cause].urn.name()),
            });
        }
    }
}

/// Delete `r` (a resource the program no longer declares, or the old copy of a replacement).
/// It is only forgotten when it is retained, when its owner's delete removed it
/// (`with_owner`), when a delete-before-replace already deleted it, or, with `--refresh`, when
/// it is found gone.
async fn delete_one(ctx: &Arc<Ctx>, r: &ResourceState, with_owner: bool) -> Result<(), StepError> {
    // The old copy of a replacement is part of that replace step, not a step of its own.
    let counted = !r.delete;
    let forget_only = r.lifecycle.retain_on_delete
        || with_owner
        || r.lifecycle.pending_replacement
        || r.lifecycle.component;
    if r.protect && !forget_only {
        return Err(format!(
            "{} \"{}\" is protected and cannot be deleted: `strata state unprotect {}` first, or keep it with `destroy --exclude-protected`",
            r.ty,
            r.urn.name(),
            r.urn
        )
        .into());
    }
    let mut announce = Announce {
        event: counted.then(|| Event::StepStarted {
            urn: r.urn.clone(),
            op: OpKind::Delete,
            changes: vec![],
        }),
        at: Instant::now(),
    };
    if counted {
        ctx.planned(&r.urn, OpKind::Delete, &r.inputs)?;
    }
    // Only what is read or deleted needs its provider (a component has none).
    let gone = forget_only
        || (ctx.opts.refresh && {
            let provider = ctx.provider_for(&r.ty, r.lifecycle.provider.as_ref())?;
            refresh_one(ctx, provider.as_ref(), r).await?.is_none()
        });
    if r.lifecycle.retain_on_delete {
        retained(ctx, r);
    }
    if gone {
        // `refresh_one` has forgotten it already if it was gone.
        if !ctx.opts.preview && (forget_only || !ctx.opts.refresh) {
            ctx.forget(r, ctx.op()).await?;
        }
    } else if !ctx.opts.preview {
        let deleted = delete_call(ctx, r, &mut announce, false).await?;
        if counted {
            // Its slot is free now; it is reported done once the entry is durable (what runs
            // after it begins later in the journal, so after that entry is written).
            ctx.report_when_durable(deleted, &r.urn, OpKind::Delete, announce);
            return Ok(());
        }
        ctx.recorder.record(deleted).await?;
    }
    announce.fire(ctx.events.as_ref());
    if counted {
        ctx.done(&r.urn, OpKind::Delete, announce.at);
    }
    Ok(())
}

/// What changes between `old` and `new` inputs, redacted for display: as the provider's diff
/// details say (nested paths and all), or else by top-level property.
fn changes(old: Option<&Value>, new: &Value, diff: &DiffResult) -> Vec<PropertyChange> {
    use crate::ports::DiffKind;
    use strata_model::path::PropertyPath;
    // A property whose path, or whose top-level property, the diff says forces a replacement.
    let forced = |path: &str| {
        let top = path.split(['.', '[']).next().unwrap_or(path);
        diff.replaces.iter().any(|r| r == path || r == top)
    };
    if !diff.details.is_empty() {
        let empty = Value::Null;
        let o = old.unwrap_or(&empty);
        return diff
            .details
            .iter()
            .map(|d| {
                let at = |v: &Value| {
                    PropertyPath::parse(&d.path)
                        .ok()
                        .and_then(|p| p.get(v).map(redact))
                };
                PropertyChange {
                    property: d.path.clone(),
                    old: at(o),
                    new: at(new),
                    replaces: d.replaces || forced(&d.path),
                    kind: d.kind,
                }
            })
            .collect();
    }
    let empty = serde_json::Map::new();
    let o = old.and_then(Value::as_object).unwrap_or(&empty);
    let n = new.as_object().unwrap_or(&empty);
    let mut keys: Vec<&String> = o.keys().chain(n.keys()).collect();
    keys.sort();
    keys.dedup();
    keys.into_iter()
        .filter(|k| o.get(*k) != n.get(*k))
        .map(|k| PropertyChange {
            property: k.clone(),
            old: o.get(k).map(redact),
            new: n.get(k).map(redact),
            replaces: forced(k),
            kind: match (o.get(k), n.get(k)) {
                (None, _) => DiffKind::Add,
                (_, None) => DiffKind::Delete,
                _ => DiffKind::Update,
            },
        })
        .collect()
}

/// How long an entry nobody waits for now may wait for one that someone does, to share its
/// sync.
const LAZY_WINDOW: std::time::Duration = std::time::Duration::from_millis(1);

/// Sends journal entries to one writer task, which batches them into durable appends and
/// applies them, in order, to the snapshot it owns. A step waits for its `Begin` to be durable
/// before it calls the provider. Entries that nothing needs to wait on (a create's or update's
/// outcome, a failed call's `Failed`, the stack outputs) use `record_after`: the journal is
/// append-only and written in order (one writer, one append at a time), so they are durable
/// once anything recorded after them is, such as a dependent's `Begin`, and at the latest when
/// the update ends. A crash before then leaves the call pending, which the next command finds.
struct Recorder {
    tx: mpsc::UnboundedSender<Message>,
}

/// Who is told when an entry is durable, or could not be written.
enum Ack {
    /// A step waiting for it.
    Wait(oneshot::Sender<Result<(), String>>),
    /// What to do then, in the writer (a step reporting itself done).
    Then(Box<dyn FnOnce(Result<(), String>) + Send>),
}

impl Ack {
    fn send(self, written: Result<(), String>) {
        match self {
            Ack::Wait(tx) => {
                let _ = tx.send(written);
            }
            Ack::Then(then) => then(written),
        }
    }
}

#[expect(
    clippy::large_enum_variant,
    reason = "entries are nearly every message; boxing them would allocate once per step"
)]
enum Message {
    /// An entry, and who waits for it to be durable: `true` when they wait now (it is written
    /// at once), `false` when it may wait for the next entry someone waits for.
    Entry(JournalEntry, Option<Ack>, bool),
    /// Write everything queued now.
    Sync(Ack),
    /// The recorded resources that match, once everything sent before is applied.
    Select(
        Box<dyn Fn(&ResourceState) -> bool + Send>,
        oneshot::Sender<Vec<Arc<ResourceState>>>,
    ),
}

/// What the writer hands back: the snapshot, the first journal error if there was one, and the
/// operations the journal holds as pending.
type Written = (
    Snapshot,
    Option<String>,
    BTreeMap<u64, PendingOperation>,
    usize,
);

impl Recorder {
    fn start(
        mut snapshot: Snapshot,
        journal: Option<Arc<dyn Journal>>,
    ) -> (Recorder, tokio::task::JoinHandle<Written>) {
        let (tx, mut rx) = mpsc::unbounded_channel::<Message>();
        let writer = tokio::spawn(async move {
            let mut w = Writer {
                journal,
                batch: Vec::new(),
                acks: Vec::new(),
                urgent: false,
                lazy_since: None,
                error: None,
                durable_pending: snapshot.pending.clone(),
                recorded: 0,
            };
            loop {
                // Entries nobody waits for now (a step's outcome) wait a moment for one that
                // someone does (a dependent's `Begin`, sent as soon as the step hands on its
                // outputs): one sync for both. Past the moment, they are written anyway, so a
                // step's report never waits for a slow neighbour.
                // The moment counts from the first entry waiting, however many follow it.
                let first = match w.lazy_since {
                    None => rx.recv().await,
                    Some(since) => {
                        match tokio::time::timeout_at(since + LAZY_WINDOW, rx.recv()).await {
                            Ok(m) => m,
                            Err(_) => {
                                w.flush(&mut snapshot).await;
                                continue;
                            }
                        }
                    }
                };
                let Some(first) = first else { break };
                let mut next = Some(first);
                while let Some(msg) = next.take().or_else(|| rx.try_recv().ok()) {
                    match msg {
                        Message::Entry(e, ack, urgent) => {
                            w.lazy_since.get_or_insert_with(tokio::time::Instant::now);
                            w.batch.push(e);
                            w.urgent |= urgent && ack.is_some();
                            w.acks.extend(ack);
                        }
                        Message::Sync(ack) => {
                            w.lazy_since.get_or_insert_with(tokio::time::Instant::now);
                            w.urgent = true;
                            w.acks.push(ack);
                        }
                        Message::Select(pick, reply) => {
                            // Everything before this request is applied first.
                            w.flush(&mut snapshot).await;
                            let _ = reply.send(
                                snapshot
                                    .resources
                                    .values()
                                    .filter(|r| pick(r))
                                    .cloned()
                                    .collect(),
                            );
                        }
                    }
                }
                if w.urgent {
                    w.flush(&mut snapshot).await;
                }
            }
            w.flush(&mut snapshot).await;
            (snapshot, w.error, w.durable_pending, w.recorded)
        });
        (Recorder { tx }, writer)
    }

    /// Record `entry`; returns once it is durable.
    async fn record(&self, entry: JournalEntry) -> Result<(), StepError> {
        let (ack, done) = oneshot::channel();
        self.tx
            .send(Message::Entry(entry, Some(Ack::Wait(ack)), true))
            .map_err(|_| journal_stopped())?;
        done.await
            .map_err(|_| journal_stopped())?
            .map_err(|e| StepError::new(ErrorKind::Internal, e))
    }

    /// Record `entry` without waiting: it is durable before anything recorded after it.
    fn record_after(&self, entry: JournalEntry) {
        let _ = self.tx.send(Message::Entry(entry, None, false));
    }

    /// Record `entry` with the next entry someone waits for (at most `LAZY_WINDOW` later), and
    /// then, in the writer, run `then` with whether it was written.
    fn record_lazy(
        &self,
        entry: JournalEntry,
        then: impl FnOnce(Result<(), String>) + Send + 'static,
    ) {
        let ack = Ack::Then(Box::new(then));
        if let Err(mpsc::error::SendError(Message::Entry(_, Some(ack), _))) =
            self.tx.send(Message::Entry(entry, Some(ack), false))
        {
            ack.send(Err(journal_stopped().message));
        }
    }

    /// Returns once everything recorded so far is durable.
    async fn sync(&self) {
        let (ack, done) = oneshot::channel();
        if self.tx.send(Message::Sync(Ack::Wait(ack))).is_ok() {
            let _ = done.await;
        }
    }

    async fn select(
        &self,
        pick: Box<dyn Fn(&ResourceState) -> bool + Send>,
    ) -> Vec<Arc<ResourceState>> {
        let (reply, rx) = oneshot::channel();
        let _ = self.tx.send(Message::Select(pick, reply));
        rx.await.unwrap_or_default()
    }
}

struct Writer {
    journal: Option<Arc<dyn Journal>>,
    batch: Vec<JournalEntry>,
    acks: Vec<Ack>,
    /// Someone waits for the batch now.
    urgent: bool,
    /// When the oldest entry of the batch came, while there is one.
    lazy_since: Option<tokio::time::Instant>,
    /// The first append that failed; every later acknowledgement reports it.
    error: Option<String>,
    /// Operations the journal holds as begun and not finished: what a reader of the journal
    /// will find pending (entries that could not be appended do not count).
    durable_pending: BTreeMap<u64, PendingOperation>,
    /// Entries recorded (applied to the snapshot), journaled or not.
    recorded: usize,
}

impl Writer {
    async fn flush(&mut self, snapshot: &mut Snapshot) {
        self.urgent = false;
        self.lazy_since = None;
        if self.error.is_none()
            && !self.batch.is_empty()
            && let Some(j) = &self.journal
        {
            match j.append(&self.batch).await {
                Ok(()) => {
                    for e in &self.batch {
                        match e {
                            JournalEntry::Begin { op, operation } => {
                                self.durable_pending.insert(*op, operation.clone());
                            }
                            JournalEntry::Done { op, .. }
                            | JournalEntry::Failed { op }
                            | JournalEntry::Deleted { op, .. } => {
                                self.durable_pending.remove(op);
                            }
                            JournalEntry::Updated { .. }
                            | JournalEntry::Moved { .. }
                            | JournalEntry::Outputs { .. } => {}
                        }
                    }
                }
                Err(e) => self.error = Some(format!("state: could not journal the step: {e}")),
            }
        }
        // The snapshot follows what happened, journaled or not: it is what the checkpoint
        // saved at the end must hold.
        self.recorded += self.batch.len();
        for e in self.batch.drain(..) {
            snapshot.apply(e);
        }
        let result = self.error.clone().map_or(Ok(()), Err);
        for ack in self.acks.drain(..) {
            ack.send(result.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts appends.
    #[derive(Default)]
    struct Appends(std::sync::atomic::AtomicUsize);

    #[async_trait::async_trait]
    impl Journal for Appends {
        async fn append(&self, _: &[JournalEntry]) -> Result<(), crate::ports::JournalError> {
            self.0.fetch_add(1, Ordering::SeqCst);
            Ok(())
        }
    }

    /// A steady stream of entries nobody waits for, each within the window of the last, is
    /// still written within a window of the first: the window is a deadline, not a pause.
    #[tokio::test(start_paused = true)]
    async fn entries_nobody_waits_for_are_written_within_the_window_of_the_first() {
        let journal = Arc::new(Appends::default());
        let (recorder, writer) = Recorder::start(Snapshot::default(), Some(journal.clone()));
        for op in 0..20 {
            recorder.record_after(JournalEntry::Failed { op });
            tokio::time::sleep(LAZY_WINDOW / 2).await;
        }
        // Ten windows' worth of entries: written as they went, not only at the end.
        let during = journal.0.load(Ordering::SeqCst);
        assert!(during >= 5, "{during} appends during the stream");
        drop(recorder);
        writer.await.unwrap();
    }
}
