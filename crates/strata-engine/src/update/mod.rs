//! One update (or preview, or destroy): runs every declared resource and `apply` as a node of
//! the plan's DAG, then deletes what is no longer declared in reverse dependency order.
//!
//! Split by concern, as a deployment is:
//! - this module: the run itself (options, the DAG of nodes, cancellation, the summary and the
//!   result);
//! - [`nodes`]: the nodes that are not resources (`apply`, interpolations, invokes);
//! - [`decide`]: what one resource's step is (inputs resolved, aliases, the memo, `check`,
//!   `diff` → a [`decide::Step`] value), with no change made;
//! - [`execute`]: applying a decided step (`Begin`, the provider call, `Done`);
//! - [`delete`]: the delete phase, in reverse dependency order, and delete-before-replace;
//! - [`refresh`]: refresh and settling interrupted creates;
//! - [`untargeted`]: what a targeted run neither creates nor moves, which nothing it changes
//!   may depend on;
//! - [`journal`]: the journal writer, which batches concurrent steps' entries into one durable
//!   write and applies them to the in-memory snapshot in the same order.
//!
//! Every provider call that changes something is journaled before (`Begin`) and after (`Done`,
//! `Updated`, `Deleted` or `Failed`) it runs.

mod decide;
mod delete;
mod execute;
mod journal;
mod nodes;
mod policing;
mod refresh;
mod untargeted;

use decide::*;
pub(crate) use decide::{force_replacements, provider_error};
use delete::*;
use execute::*;
use journal::*;
use nodes::*;
use refresh::settle_unsettled;
pub use refresh::{Settle, pending_creates, refresh, unsettled};
use refresh::{check_readable, refresh_one};
use untargeted::untargeted_absent;

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
    /// Delete and replace protected resources as if they were not (`--ignore-protect`): what
    /// the program protects stays protected after.
    pub ignore_protect: bool,
    /// The policy packs that check each change and the stack (none: nothing is checked).
    pub policies: crate::policy::Policies,
    /// Why the operations an interruption left pending may still change what they touch (they
    /// were begun by a holder taken over while it may still run): a refresh reads their
    /// resources and keeps them pending, and an update refuses to decide on them.
    pub held: Option<String>,
    /// The run does not run the program (`strata import` adopts one resource): the stack
    /// outputs stay what they were, rather than become the none it declares.
    pub keep_outputs: bool,
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
    /// Violations of mandatory policies (each stopped its step, or the run).
    #[serde(skip_serializing_if = "is_zero")]
    pub policy_violations: usize,
    /// Violations of advisory policies (reported; nothing stopped).
    #[serde(skip_serializing_if = "is_zero")]
    pub policy_warnings: usize,
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
    pub(crate) opts: UpdateOptions,
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
    untargeted_changes: Mutex<HashMap<u32, UntargetedChange>>,
    /// Resources a delete-before-replace chain deleted ahead of their own step, which creates
    /// their replacement.
    pub(crate) chain_deleted: Mutex<HashSet<Urn>>,
    /// Resources this run replaces: what is deleted with one of them is replaced with it.
    pub(crate) replaced: Mutex<HashSet<Urn>>,
    /// The recorded resources deleted with each owner, built when a replacement first asks.
    deleted_with: OnceLock<HashMap<Urn, Vec<Urn>>>,
    /// Plan nodes recorded under a type their provider renamed, by node: that URN.
    pub(crate) renamed: HashMap<usize, Urn>,
    /// The resources (and components) the run does not target whose URN the state does not
    /// hold, by node: `None`, a new one (not created), or the URN it is recorded under (an
    /// alias or a renamed type, not moved). Nothing the run changes may depend on them.
    pub(crate) untargeted_absent: HashMap<usize, Option<Urn>>,
    /// By plan node, what the stack policies need of each resource step that ran (empty
    /// unless a stack policy is enabled).
    pub(crate) policy_kept: Vec<OnceLock<policing::Kept>>,
    /// The plan nodes handed to the policies ahead, by node: their place in that list, and
    /// the step they were told about (a create, or unchanged).
    pub(crate) policy_ahead: OnceLock<HashMap<usize, (u32, OpKind)>>,
    /// In a preview, the resources a mandatory policy refused (their steps go on).
    pub(crate) policy_refused: Mutex<HashSet<Urn>>,
}

impl Ctx {
    /// The live recorded resources deleted with `owner`, and those deleted with them.
    fn deleted_with(&self, owner: &Urn) -> Vec<&ResourceState> {
        let index = self.deleted_with.get_or_init(|| {
            let mut index: HashMap<Urn, Vec<Urn>> = HashMap::new();
            for r in self.base.resources.values().filter(|r| !r.delete) {
                if let Some(o) = &r.lifecycle.deleted_with {
                    index.entry(o.clone()).or_default().push(r.urn.clone());
                }
            }
            index
        });
        let mut out = Vec::new();
        let mut seen = HashSet::new();
        let mut todo = vec![owner];
        while let Some(u) = todo.pop() {
            for d in index.get(u).into_iter().flatten() {
                if seen.insert(d)
                    && let Some(r) = self.base.live(d)
                {
                    out.push(r);
                    todo.push(d);
                }
            }
        }
        out
    }
}

/// Run an update of `base` to what `plan` declares.
pub async fn update(
    opts: UpdateOptions,
    mut base: Snapshot,
    plan: impl Into<Arc<Plan>>,
    program: Option<Arc<dyn Program>>,
    providers: Arc<dyn Providers>,
    journal: Option<Arc<dyn Journal>>,
    events: Arc<dyn EventSink>,
) -> UpdateResult {
    let plan: Arc<Plan> = plan.into();
    // Operations an interruption left pending on a resource with an id: read first, so that
    // nothing is decided (or said unchanged) on a resource whose last operation may or may
    // not have happened.
    if let Some(why) = &opts.held
        && !base.pending.is_empty()
        && !opts.preview
    {
        let ops: Vec<String> = base
            .pending
            .values()
            .map(|p| format!("{} of {} \"{}\"", p.op, p.ty, p.urn.name()))
            .collect();
        return refused(
            base,
            "the interrupted operations",
            format!(
                "{} operation(s) may still change what they touch ({}): {why}. Nothing was changed",
                ops.len(),
                ops.join(", ")
            ),
        );
    }
    let settled = match settle_unsettled(
        &opts,
        &mut base,
        &providers,
        journal.as_ref(),
        events.as_ref(),
    )
    .await
    {
        Ok(n) => n,
        Err(error) => return refused(base, "the interrupted operations", error),
    };
    if !base.pending.is_empty() {
        // Interrupted creates (the caller settles them first; one that reaches here is said).
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
    let protected = check_protected_deletes(&base, &undeclared, &targets);
    if !protected.is_empty() && !opts.ignore_protect {
        return refused_all(base, protected);
    }
    // Resources whose type their provider renamed (its schema says so): an alias each.
    let renamed = renamed_types(&opts, &plan, &base, providers.as_ref()).await;
    // State under an alias belongs to the resource that names it, moved or not (a preview, a
    // step that failed before the move): it is never deleted as removed.
    let aliased: HashSet<Urn> = plan
        .nodes
        .iter()
        .enumerate()
        .filter_map(|(i, n)| match n {
            PlanNode::Resource { urn, component, .. } if base.live(urn).is_none() => {
                decide::aliased_state(&base, plan.aliases(i), *component).map(|(_, a)| a.clone())
            }
            _ => None,
        })
        .chain(renamed.values().cloned())
        .collect();
    let untargeted_absent = untargeted_absent(&plan, &base, &targets, &renamed);
    let (ctx, run) = Ctx::start(opts, base, program, providers, journal, events, targets);
    let mut ctx = {
        let mut ctx = ctx;
        let c = Arc::get_mut(&mut ctx).expect("no step has started");
        c.renamed = renamed;
        c.untargeted_absent = untargeted_absent;
        if c.stack_policies() {
            c.policy_kept = (0..plan.nodes.len()).map(|_| OnceLock::new()).collect();
        }
        ctx
    };
    let tasks = run.tasks;
    policing::ahead(&ctx, &plan).await;
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
        // A program that failed part way registered only some outputs: the others keep their
        // values (Pulumi's semantics), the registered ones are updated.
        let decl: Cow<Value> = match (ctx.base.outputs.as_object(), decl.as_object()) {
            (Some(was), Some(now)) if plan.incomplete => {
                let mut merged = was.clone();
                merged.extend(now.iter().map(|(k, v)| (k.clone(), v.clone())));
                Cow::Owned(Value::Object(merged))
            }
            _ => Cow::Borrowed(decl),
        };
        let decl = decl.as_ref();
        // A read of what finished outputs do not have fails the run; a node that did not
        // finish leaves the outputs as they were, with a warning.
        let resolved = match resolve_known(&plan, decl, &outputs) {
            Err(e) => Err((true, format!("an output {}", e.message))),
            Ok(_) => resolve(decl, &|h, p| {
                outputs[h as usize]
                    .get()
                    .and_then(|o| project(o, p))
                    .ok_or_else(|| format!("{} did not finish", plan.label(h)))
            })
            .map_err(|why| (false, why)),
        };
        match resolved {
            // An output that holds a known secret's plaintext (a program that passed one on
            // without its marker) is recorded sealed, as a provider's output would be.
            Ok(v) => stack_outputs = ctx.opts.secrets.mark(v),
            Err((missing, why)) => {
                if missing {
                    ctx.fail(
                        "the stack outputs".into(),
                        None,
                        None,
                        StepError::from(why.clone()),
                    );
                }
                ctx.events.emit(Event::Warning {
                    message: format!("stack outputs were not updated: {why}"),
                });
                stack_outputs = ctx.base.outputs.clone();
            }
        }
    } else if plan.incomplete || ctx.opts.keep_outputs {
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
    // resources, and only a recorded copy can be replaced. A preview whose inputs a provider
    // refused shows no delete: `up` refuses such a program before any change (unless told to
    // go on). Any other failure (a protected resource to replace, a refused target, a provider
    // error) stops only what depends on it, in `up` as in its preview, which shows the same
    // deletes (found by the simulation: the preview hid deletes that `up` then made).
    let refused_up_front = ctx.opts.preview
        && ctx
            .failures
            .lock()
            .unwrap()
            .iter()
            .any(|f| f.kind == ErrorKind::InvalidInputs);
    let deletes = !(plan.incomplete || refused_up_front);
    if deletes {
        let kept = if failed_main {
            needed_by(&ctx.base, &stopped)
        } else {
            HashSet::new()
        };
        let targeted = ctx.targets.only.clone();
        // What a delete-before-replace chain deleted ahead is not deleted again (a preview
        // still holds it).
        let chained = ctx.chain_deleted.lock().unwrap().clone();
        let doomed = ctx
            .recorder
            .select(Box::new(move |r| {
                (r.delete || (undeclared.contains(&r.urn) && !chained.contains(&r.urn)))
                    && !kept.contains(&r.urn)
                    // A copy left to delete stays to delete when its URN moved (an alias).
                    && (r.delete || !aliased.contains(&r.urn))
                    && targeted.as_ref().is_none_or(|t| t.contains(&r.urn))
            }))
            .await;
        run_deletes(&ctx, doomed, tasks).await;
        // Every delete's outcome durable, and so reported.
        ctx.recorder.sync().await;
    }
    // What a targeted run leaves alone is judged too, as recorded.
    policing::check_untargeted(&ctx, &plan).await;
    // The stack policies, on what the run left (a preview: would leave), when every step ran:
    // a stack that stopped part way would be judged on what it lacks.
    let stack_policy = ctx
        .opts
        .policies
        .0
        .clone()
        .filter(|_| ctx.stack_policies() && !failed_main && !plan.incomplete);
    let kept = Arc::get_mut(&mut ctx)
        .map(|c| std::mem::take(&mut c.policy_kept))
        .unwrap_or_default();
    let (events, secrets, preview) = (
        ctx.events.clone(),
        ctx.opts.secrets.clone(),
        ctx.opts.preview,
    );
    let mut result = run.finish(ctx, skipped, stack_outputs).await;
    result.recorded += settled;
    if let Some(policy) = stack_policy
        && result.fatal.is_none()
    {
        policing::check_stack(
            policy.as_ref(),
            events.as_ref(),
            &secrets,
            &plan,
            &kept,
            preview,
            &mut result,
        )
        .await;
    }
    result
}

/// The resources the program declares under a type whose schema lists earlier names of it
/// (`aliases`: its provider renamed the type), that the state holds under one of those names
/// and under no name of their own: by node, the URN they are recorded under. A provider's
/// schema is read once per provider, and only when the state has resources to find.
async fn renamed_types(
    opts: &UpdateOptions,
    plan: &Plan,
    base: &Snapshot,
    providers: &dyn Providers,
) -> HashMap<usize, Urn> {
    let mut out = HashMap::new();
    if base.resources.is_empty() {
        return out;
    }
    let mut schemas: HashMap<&str, Option<Arc<strata_model::schema::Schema>>> = HashMap::new();
    for (i, n) in plan.nodes.iter().enumerate() {
        let PlanNode::Resource {
            urn,
            ty,
            name,
            options,
            component: false,
            ..
        } = n
        else {
            continue;
        };
        if base.live(urn).is_some() || decide::aliased_state(base, plan.aliases(i), false).is_some()
        {
            continue;
        }
        let package = options
            .provider
            .as_deref()
            .unwrap_or_else(|| provider_of(ty));
        if !schemas.contains_key(package) {
            let schema = match providers.get(package) {
                Ok(p) => p.parsed_schema().await,
                Err(_) => None,
            };
            schemas.insert(package, schema);
        }
        let Some(Some(schema)) = schemas.get(package) else {
            continue;
        };
        let parent = options.parent.and_then(|h| plan.nodes[h as usize].urn());
        let found = schema
            .types
            .get(ty)
            .into_iter()
            .flat_map(|t| &t.aliases)
            // A provider renames only its own types: an alias of another package's type, or a
            // resource another instance manages, would hand it a resource (its id, its inputs)
            // that is not its own.
            .filter(|old| provider_of(old) == provider_of(ty))
            .find_map(|old| {
                let was = Urn::child(&opts.stack, &opts.project, parent, old, name);
                base.live(&was)
                    .is_some_and(|r| {
                        !r.lifecycle.component && r.lifecycle.provider == options.provider
                    })
                    .then_some(was)
            });
        if let Some(was) = found {
            out.insert(i, was);
        }
    }
    out
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

/// An update refused before it began: nothing ran, nothing changed.
fn refused(base: Snapshot, what: &str, error: String) -> UpdateResult {
    refused_all(
        base,
        vec![StepFailure {
            resource: what.into(),
            kind: ErrorKind::Invalid,
            error,
        }],
    )
}

/// An update refused before it began, for each of `failures`.
fn refused_all(base: Snapshot, failures: Vec<StepFailure>) -> UpdateResult {
    UpdateResult {
        outputs: base.outputs.clone(),
        snapshot: base,
        summary: Summary::default(),
        failures,
        skipped: 0,
        interrupted: 0,
        fatal: None,
        journal_pending: BTreeMap::new(),
        recorded: 0,
    }
}

/// The edges the steps run along beyond the program's: each resource after the declared
/// resources its recorded state depends on or is deleted with (unless the program now has the
/// dependency the other way round). Usually none: the program's graph is then used as it is, not copied.
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
        // Its recorded owner too: a replacement of the owner replaces it, even when the program
        // now names another owner (its old copy goes with the old owner's).
        for dep in old.dependencies.iter().chain(&old.lifecycle.deleted_with) {
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
            // What it is deleted with too: that delete would take it (found by the
            // simulation: a failed step's owner was deleted, and took it along).
            todo.extend(r.dependencies.iter().chain(&r.lifecycle.deleted_with));
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
            replaced: Mutex::default(),
            deleted_with: OnceLock::new(),
            renamed: HashMap::new(),
            untargeted_absent: HashMap::new(),
            policy_kept: Vec::new(),
            policy_ahead: OnceLock::new(),
            policy_refused: Mutex::default(),
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

    /// Run a provider call under the `--parallel` bound. Only provider calls count: waiting for
    /// the journal or for dependencies holds no permit.
    pub(crate) async fn limited<T>(&self, call: impl Future<Output = T>) -> Result<T, StepError> {
        let _permit = self.permits.acquire().await.map_err(|_| interrupted())?;
        Ok(call.await)
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

/// How a node the run does not target would change.
pub(super) struct UntargetedChange {
    /// `update`, `replace`, `create`, or what an apply inherits.
    how: String,
    /// For an update, its recorded outputs and those its provider predicts (in a preview of
    /// the update): a reader of a property they agree on is not affected. `None`: anything
    /// may change.
    outputs: Option<(Value, Value)>,
}

impl UntargetedChange {
    pub(super) fn new(how: impl Into<String>, outputs: Option<(Value, Value)>) -> UntargetedChange {
        UntargetedChange {
            how: how.into(),
            outputs,
        }
    }
}

impl Ctx {
    /// How an untargeted dependency among `deps` would change, if one would: a node that
    /// depends on it works from its recorded outputs, which are about to be out of date.
    fn untargeted_change(&self, plan: &Plan, deps: &[u32]) -> Option<String> {
        let changes = self.untargeted_changes.lock().unwrap();
        deps.iter().find_map(|d| {
            changes
                .get(d)
                .map(|c| format!("{} ({})", plan.label(*d), c.how))
        })
    }

    /// How an untargeted resource whose property `inputs` reads would change, if it would
    /// change that property: an update its provider predicts leaves that output as it is
    /// leaves a reader of it alone (Terraform plans the target alone then; the recorded value
    /// is what is read, and stays right).
    fn untargeted_read(&self, plan: &Plan, inputs: &Value) -> Option<String> {
        let mut refs = Vec::new();
        crate::validate::references_of(inputs, &mut refs);
        let changes = self.untargeted_changes.lock().unwrap();
        refs.into_iter().find_map(|(h, property)| {
            let c = changes.get(&h)?;
            let kept = c.outputs.as_ref().is_some_and(|(was, will)| {
                let (was, will) = (
                    project(was, property.as_deref()),
                    project(will, property.as_deref()),
                );
                was.is_some() && was == will && !will.as_ref().is_some_and(contains_unknown)
            });
            (!kept).then(|| format!("{} ({})", plan.label(h), c.how))
        })
    }
}

impl Ctx {
    fn done(&self, urn: &Urn, op: OpKind, started: Instant) {
        // A preview's step a mandatory policy refused went on only so that what depends on it
        // is checked too: it failed, and is neither counted nor said done.
        if self.opts.preview && self.policy_refused.lock().unwrap().contains(urn) {
            return;
        }
        self.summary.lock().unwrap().add(op);
        self.events.emit(Event::StepDone {
            urn: urn.clone(),
            op,
            elapsed: started.elapsed(),
        });
    }
}
