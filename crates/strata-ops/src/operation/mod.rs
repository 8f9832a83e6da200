//! `preview`, `up` and `destroy`: load everything, check it, then hand over to the engine with
//! the stack locked and the journal open.
//!
//! By phase, as OpenTofu splits its local backend: [`prepare`] (phase 1: everything that can
//! fail on bad input, nothing written), [`preview`] (phase 2), [`apply`] (phase 3, under the
//! lease), with the checks before the lock in [`precheck`], what an interrupted run left in
//! [`settle`], and `strata import`'s declaration in [`import`]. What an operation loads (the
//! providers, the program) is in [`crate::components`]; the lock's lifecycle in
//! [`crate::lease`].

mod apply;
mod import;
mod precheck;
mod prepare;
mod preview;
mod settle;

#[allow(unused_imports)]
use crate::components::*;
pub use crate::components::{
    BuildChoice, all_types, build_program, declarations, program_config, program_references,
    provider_schema, schema_mistakes,
};
pub(crate) use import::cloudformation_types;
pub use settle::save_failed;
#[allow(unused_imports)]
use {apply::*, import::*, precheck::*, prepare::*, preview::*, settle::*};

use crate::context::Context;
use crate::drop_later;
use crate::events::{Asker, Kind, Observer};
use anyhow::Result;
use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::sync::Arc;
use strata_engine::plan::PlanNode;
use strata_engine::{Cancel, Provider, UpdateOptions};
use strata_host::Runtime;
use strata_model::{Declarations, Value};

/// Steps at once, by default. Provider calls are I/O-bound and a pooled wasm instance costs
/// ~75 KiB, so we go above Terraform's 10; cloud APIs throttle well before 16 concurrent calls
/// per stack become a problem. `--parallel` overrides it.
pub const DEFAULT_PARALLEL: usize = 16;

/// What an operation is asked, whichever it is.
#[derive(Clone, Default)]
pub struct Options {
    /// Go ahead without asking.
    pub yes: bool,
    /// `--lock-timeout`: wait this long for a lock another run holds, instead of failing at once.
    pub lock_timeout: Option<std::time::Duration>,
    pub refresh: bool,
    /// Provider calls at once (at least 1; [`DEFAULT_PARALLEL`] is the command line's default).
    pub parallel: usize,
    pub import_pending_creates: Option<Vec<String>>,
    pub clear_pending_creates: bool,
    pub continue_on_error: bool,
    pub expect_no_changes: bool,
    pub preview_only: bool,
    pub targets: strata_engine::Targets,
    /// `--ignore-protect`: delete and replace protected resources; what the program protects
    /// stays protected.
    pub ignore_protect: bool,
    /// `strata import`: what to adopt.
    pub import: Option<ImportSpec>,
    /// `strata import --from cloudformation STACK`: an `up` of a CloudFormation program that
    /// adopts what that deployed CloudFormation stack holds, resource by logical id.
    pub adopt_cloudformation: Option<String>,
    /// `preview --save-plan FILE`.
    pub save_plan: Option<PathBuf>,
    /// `up --plan FILE`.
    pub plan: Option<PathBuf>,
    /// `up --force`, `destroy --force`: go ahead even when stacks that read this one's outputs
    /// lose some.
    pub force: bool,
    /// A preview of a stack that does not exist yet runs against an empty state (a workspace
    /// previews the stacks its `up` would make).
    pub preview_new_stack: bool,
    /// What the previews of upstream stacks said they will change of their outputs
    /// (`{"project/stack": {output: value or unknown}}`): a preview reads those instead of
    /// the outputs recorded.
    pub upstream_previews: Option<Value>,
    /// Stops the operation: calls in flight finish and are recorded, and the state is saved.
    pub cancel: Cancel,
    /// Where the providers and the program come from instead of the project's wasm components
    /// (`None`): a test's fakes, or an embedder's own implementations of the engine's ports.
    pub components: Option<Arc<dyn Components>>,
    /// Whether the program's build command runs (when its sources changed).
    pub build: BuildChoice,
    /// The wasm engine to load the components into (a graph shares one among its stacks:
    /// starting an engine costs milliseconds and its pool's address-space reservation);
    /// `None`: one of the operation's own.
    pub runtime: Option<Arc<Runtime>>,
    /// The stacks of the workspace file that lists the project, when the caller knows them (a
    /// workspace's graph run): its references read them without a grant.
    pub workspace_stacks: Option<Arc<[crate::links::StackName]>>,
    /// `--policy-pack FILE`: packs to run besides the project's `[policy.NAME]`.
    pub policy_packs: Vec<PathBuf>,
    /// `up --policy-per-resource`: a mandatory violation fails its resource's step alone (what
    /// complies is made) instead of blocking the whole update before any change.
    pub policy_per_resource: bool,
}

/// Providers and a program that serve the engine's ports without being loaded from the
/// project's components: the seam through which the orchestration is tested with fakes.
pub trait Components: Send + Sync {
    /// The providers of `ctx`'s stack, by instance name (each serves the package of its name).
    fn providers(&self, ctx: &Context) -> Vec<(String, Arc<dyn Provider>)>;
    /// What the program of `ctx`'s stack declares with `config`, and what runs its callbacks.
    fn program(
        &self,
        ctx: &Context,
        config: &BTreeMap<String, Value>,
    ) -> Result<(Declarations, Option<Arc<dyn strata_engine::Program>>)>;
}

/// One existing resource to adopt into the stack.
#[derive(Clone, Debug)]
pub struct ImportSpec {
    pub ty: String,
    pub name: String,
    pub id: String,
    pub protect: bool,
}

/// How an operation ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Every step it took succeeded.
    Succeeded,
    /// A step failed or was interrupted, the program failed part way, or a saved plan no
    /// longer holds.
    Failed,
    /// `expect_no_changes`, and there are changes (the preview shows them).
    ChangesFound,
    /// The person asked declined: nothing changed.
    Declined,
}

/// What an operation returns.
pub struct Outcome {
    pub status: Status,
    /// The last engine run (the preview, when the operation ended there); its `snapshot` is
    /// not kept.
    pub result: Option<strata_engine::UpdateResult>,
    /// A preview: the outputs it changes (unknown where not known, or secret), for the
    /// previews of the stacks that read them.
    pub previewed_changes: Option<Value>,
}

impl Outcome {
    /// The stack outputs the run ended with (secrets under their marker).
    pub fn outputs(&self) -> Value {
        self.result
            .as_ref()
            .map_or(Value::Null, |r| r.outputs.clone())
    }
}

/// `preview`, `up`, `destroy`, `refresh` or `import` of `ctx`'s stack, in three phases:
/// prepare (everything that can fail on bad input, before any lock: the project, the program
/// and its plan, the providers), preview (when asked, or to confirm with `asker`), and apply
/// (under the lock).
pub async fn run(
    ctx: Context,
    kind: Kind,
    options: Options,
    observer: Arc<dyn Observer>,
    asker: Arc<dyn Asker>,
) -> crate::Result<Outcome> {
    let preview = kind == Kind::Preview || options.preview_only;
    let (recorder, stack) = recorded(&ctx, observer, kind);
    let outcome = run_observed(ctx, kind, options, recorder.clone(), asker).await;
    match &outcome {
        Ok(_) => recorder.finish(),
        Err(e) => recorder.failed(&stack.to_string(), e, preview),
    }
    outcome
}

/// The observer of an operation on `ctx`'s stack that records its events for whoever follows
/// it from elsewhere (`strata console`), in front of `observer`; and the stack's name.
fn recorded(
    ctx: &Context,
    observer: Arc<dyn Observer>,
    kind: Kind,
) -> (Arc<crate::runs::Recorder>, crate::links::StackName) {
    let stack = crate::links::StackName {
        project: ctx.project.name().into(),
        stack: ctx.stack.clone(),
    };
    let recorder = crate::runs::Recorder::start(observer, &ctx.backend.url(), &stack, kind);
    (Arc::new(recorder), stack)
}

async fn run_observed(
    ctx: Context,
    kind: Kind,
    options: Options,
    observer: Arc<dyn Observer>,
    asker: Arc<dyn Asker>,
) -> crate::Result<Outcome> {
    let mut p = Prepared::new(ctx, kind, options, observer, asker).await?;
    let opts = p.options();
    let (status, previewed_changes) = p.preview(&opts).await?;
    if let Some(status) = status {
        let status = p.program_failed(status);
        return Ok(p.end(status, None, previewed_changes));
    }
    let result = p
        .apply(UpdateOptions {
            preview: false,
            ..opts
        })
        .await?;
    p.finish(&result, false);
    let status = p.program_failed(status_of(&result));
    if let (Kind::Import, Some(spec)) = (p.kind, &p.args.import)
        && result.failures.is_empty()
        && let Some(PlanNode::Resource { inputs, .. }) = p.plan.nodes.first()
    {
        p.say.coded(
            crate::Severity::Info,
            "import-declaration",
            format!(
                "\nAdd it to the program, so that the next `strata up` keeps it:\n\n{}\n",
                declaration(p.ctx.project.file.runtime.as_deref(), spec, inputs)
            ),
        );
        if spec.protect {
            p.say.info(format!(
                "It is protected, so that a program that does not declare it yet cannot delete it (as Pulumi does): `strata state unprotect {}` once the program has it, or import with --protect false.",
                strata_model::Urn::new(&p.ctx.stack, p.ctx.project.name(), &spec.ty, &spec.name)
            ));
        }
    }
    Ok(p.end(status, Some(result), None))
}

/// Why a run of `strata watch` failed, and whether provider calls may have run before.
pub struct WatchFailure {
    pub error: anyhow::Error,
    /// `false`: it failed before the lock (a build error, a program that fails, a lock held by
    /// someone else), so nothing was deployed.
    pub deployed: bool,
}

/// One `up` of `strata watch`: no question asked, the stack's lock held only while it runs,
/// stopped by `options.cancel` (calls in flight finish, the state is saved).
pub async fn watched_up(
    ctx: Context,
    options: Options,
    observer: Arc<dyn Observer>,
) -> std::result::Result<strata_engine::UpdateResult, WatchFailure> {
    let (recorder, stack) = recorded(&ctx, observer, Kind::Up);
    let result = watched_up_observed(ctx, options, recorder.clone()).await;
    match &result {
        Ok(_) => recorder.finish(),
        Err(f) => recorder.failed(
            &stack.to_string(),
            &crate::Error::from(anyhow::anyhow!("{:#}", f.error)),
            false,
        ),
    }
    result
}

async fn watched_up_observed(
    ctx: Context,
    options: Options,
    observer: Arc<dyn Observer>,
) -> std::result::Result<strata_engine::UpdateResult, WatchFailure> {
    let options = Options {
        yes: true,
        ..options
    };
    let mut p = Prepared::new(
        ctx,
        Kind::Up,
        options,
        observer,
        Arc::new(crate::NoQuestions),
    )
    .await
    .map_err(|error| WatchFailure {
        error,
        deployed: false,
    })?;
    // With policy packs, every policy runs on a preview first: a mandatory violation blocks
    // the whole update, as it does `up`'s.
    if p.early.is_some() {
        let opts = p.options();
        let (status, _) = p.preview(&opts).await.map_err(|error| WatchFailure {
            error,
            deployed: false,
        })?;
        if status.is_some() {
            return Err(WatchFailure {
                error: anyhow::anyhow!(
                    "the update is blocked by policy (see above): nothing was deployed"
                ),
                deployed: false,
            });
        }
    }
    let opts = UpdateOptions {
        preview: false,
        ..p.options()
    };
    // Refused the lock (another holder): nothing was deployed.
    let lease = p.lock(&opts.cancel).await.map_err(|error| WatchFailure {
        error,
        deployed: false,
    })?;
    let failed = |error| WatchFailure {
        error,
        deployed: true,
    };
    let mut result = p.apply_locked(opts, lease).await.map_err(failed)?;
    p.finish(&result, false);
    drop_later(std::mem::take(&mut result.snapshot));
    if let Some(e) = &p.program_error {
        // As `up` does, what it declared before it failed was deployed (and nothing else
        // deleted): often nothing.
        return Err(WatchFailure {
            error: anyhow::anyhow!("{e}"),
            deployed: changes(&result),
        });
    }
    drop_later(p);
    Ok(result)
}

/// What made a version: the command, its user, and the steps it counted.
fn made_by(command: &str, r: &strata_engine::UpdateResult) -> strata_state::MadeBy {
    let s = &r.summary;
    // A run that failed says so in history: its failures and interruptions are counted too.
    let changes = [
        ("failed", r.failures.len()),
        ("interrupted", r.interrupted),
        ("create", s.create),
        ("update", s.update),
        ("replace", s.replace),
        ("delete", s.delete),
        ("same", s.same),
        ("import", s.import),
        ("refresh", s.refresh),
    ]
    .into_iter()
    .filter(|(_, n)| *n > 0)
    .map(|(k, n)| (k.to_string(), n))
    .collect();
    strata_state::MadeBy {
        command: command.into(),
        user: strata_state::format::current_user(),
        changes,
    }
}

/// Whether a run changes (or would change) any resource.
fn changes(r: &strata_engine::UpdateResult) -> bool {
    let s = &r.summary;
    s.create + s.update + s.replace + s.delete > 0
}

fn status_of(r: &strata_engine::UpdateResult) -> Status {
    if r.failures.is_empty() && r.interrupted == 0 {
        Status::Succeeded
    } else {
        Status::Failed
    }
}

/// This process's peak resident set (VmHWM), where /proc has it.
fn peak_rss() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// The resource graph the program declares: its resources, and (dependency, dependent) edges
/// through applies and function calls, with `depends-on` included, and (parent, child) edges.
pub async fn program_graph(
    ctx: Context,
    build: BuildChoice,
    observer: Arc<dyn Observer>,
) -> crate::Result<crate::drawing::Drawing> {
    let args = Options {
        parallel: DEFAULT_PARALLEL,
        build,
        ..Options::default()
    };
    let p = Prepared::new(
        ctx,
        Kind::Preview,
        args,
        observer,
        Arc::new(crate::NoQuestions),
    )
    .await?;
    let nodes = &p.plan.nodes;
    let mut index = HashMap::new();
    let mut labels = Vec::new();
    for (h, n) in nodes.iter().enumerate() {
        if let PlanNode::Resource { ty, name, .. } = n {
            index.insert(h, labels.len());
            labels.push(format!("{ty} \"{name}\""));
        }
    }
    let mut edges = Vec::new();
    for (h, n) in nodes.iter().enumerate() {
        let Some(&to) = index.get(&h) else { continue };
        // The resources behind each dependency (an apply or invoke stands for what it reads).
        let mut todo: Vec<u32> = n.deps().to_vec();
        let mut seen = std::collections::HashSet::new();
        while let Some(d) = todo.pop() {
            if !seen.insert(d) {
                continue;
            }
            match index.get(&(d as usize)) {
                Some(&from) => edges.push((from, to)),
                None => todo.extend_from_slice(nodes[d as usize].deps()),
            }
        }
    }
    edges.sort_unstable();
    edges.dedup();
    let parents = nodes
        .iter()
        .enumerate()
        .filter_map(|(h, n)| match n {
            PlanNode::Resource { options, .. } => {
                Some((*index.get(&(options.parent? as usize))?, *index.get(&h)?))
            }
            _ => None,
        })
        .collect();
    let graph = crate::drawing::Drawing {
        title: p.ctx.stack.clone(),
        nodes: labels,
        edges,
        parents,
    };
    drop_later(p);
    Ok(graph)
}
