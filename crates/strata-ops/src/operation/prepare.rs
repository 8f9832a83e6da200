//! Phase 1 of an operation: everything that can fail on bad input (the project, the
//! configuration, the providers, the program's run, the checks), before the lock and the
//! journal; nothing is written. Its result is a [`Prepared`] operation.

use super::*;
use crate::Say;
use crate::context::Context;
use crate::events::{Asker, EngineEvents, Event, Kind, Observer};
use anyhow::Result;
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Instant;
use strata_engine::plan::PlanNode;
use strata_engine::{Provider, Providers, UpdateOptions, plan};
use strata_host::{GuestLog, Runtime, RuntimeOptions};
use strata_model::{Declarations, KnownSecrets, Value};
use strata_state::Secrets;

/// One operation on one stack, prepared: it owns everything it made (the wasm runtime, the
/// providers, the program instance). Dropping it tears all of that down, so one process can run
/// many (a workspace, a cascade) or run forever (watch); [`Prepared::end`] leaves that to a
/// thread of its own.
pub(crate) struct Prepared {
    pub(crate) kind: Kind,
    pub(crate) args: Options,
    pub(crate) started: Instant,
    pub(crate) ctx: Context,
    pub(crate) observer: Arc<dyn Observer>,
    pub(crate) say: Say,
    pub(crate) asker: Arc<dyn Asker>,
    pub(crate) secrets: Arc<Secrets>,
    pub(crate) known: Arc<KnownSecrets>,
    /// The state read before the lock (for a preview, or to confirm interactively).
    pub(crate) early: Option<strata_state::Checkpoint>,
    /// Whether the state was read before the lock (its warnings were then given already).
    pub(crate) read_early: bool,
    /// How to settle interrupted creates (refresh).
    pub(crate) creates: BTreeMap<strata_model::Urn, strata_engine::Settle>,
    /// Shared with each engine run (a preview and the update), never copied.
    pub(crate) plan: Arc<strata_engine::plan::Plan>,
    /// The program's own error, when it failed after declaring `plan`.
    pub(crate) program_error: Option<String>,
    /// `up --plan`: the saved plan to apply.
    pub(crate) saved: Option<crate::saved_plan::SavedPlan>,
    /// The steps the preview decided (`--save-plan`, `--plan`).
    pub(crate) steps: Arc<std::sync::Mutex<Vec<strata_engine::PlannedStep>>>,
    pub(crate) program: Option<Arc<dyn strata_engine::Program>>,
    /// The version of the stack whose outputs the program read (`previous-outputs`), if it did.
    pub(crate) outputs_read: Arc<std::sync::Mutex<Option<u64>>>,
    pub(crate) providers: Arc<Loaded>,
    /// The built-in provider of stack references (also among `providers`).
    pub(crate) links: Arc<crate::links::References>,
    /// The preview's result, when the operation ran one.
    pub(crate) previewed: Option<strata_engine::UpdateResult>,
    /// The policy packs that check each change and the stack.
    pub(crate) policies: Option<Arc<crate::policies::AsApplied>>,
    /// Dropped last: the providers and the program hold its engine (none for fakes).
    pub(crate) _runtime: Option<Arc<Runtime>>,
}

/// The stack's last outputs for its program (`previous-outputs`): those of the state read
/// before the lock when there is one, else read from the backend when the program first asks.
/// The version they came from is remembered, for the check under the lock.
pub(crate) struct LastOutputs {
    pub(crate) backend: Arc<dyn strata_state::Backend>,
    pub(crate) stack: String,
    pub(crate) secrets: Arc<Secrets>,
    pub(crate) known: Arc<KnownSecrets>,
    pub(crate) early: Option<(u64, Value)>,
    pub(crate) read: Arc<std::sync::Mutex<Option<u64>>>,
}

#[async_trait::async_trait]
impl strata_host::PreviousOutputs for LastOutputs {
    async fn load(&self) -> Result<Option<Value>, String> {
        let (serial, outputs) = match &self.early {
            Some(read) => read.clone(),
            None => {
                let cp = self
                    .backend
                    .load(&self.stack)
                    .await
                    .and_then(|cp| self.secrets.decrypt_checkpoint(cp))
                    .map_err(|e| {
                        format!("the outputs of stack `{}` cannot be read: {e}", self.stack)
                    })?;
                cp.learn_secrets(&self.known);
                (cp.serial, cp.outputs)
            }
        };
        *self.read.lock().unwrap() = Some(serial);
        let none = outputs.as_object().is_none_or(|o| o.is_empty());
        Ok((!none).then_some(outputs))
    }
}

impl Prepared {
    /// Phase 1: everything that can fail on bad input happens here, before the lock and the
    /// journal; nothing is written.
    pub(crate) async fn new(
        ctx: Context,
        kind: Kind,
        args: Options,
        observer: Arc<dyn Observer>,
        asker: Arc<dyn Asker>,
    ) -> Result<Prepared> {
        let started = Instant::now();
        let mut args = args;
        if args.parallel == 0 {
            args.parallel = DEFAULT_PARALLEL;
        }
        if let Some(spec) = &args.import {
            // An import touches nothing but the resource it adopts.
            let urn = strata_model::Urn::new(&ctx.stack, ctx.project.name(), &spec.ty, &spec.name);
            args.targets.include = vec![urn.0];
        }
        let say = Say(observer.clone());
        let secrets = Arc::new(crate::context::stack_secrets(&ctx.project, &ctx.stack)?);
        // A preview reads the state now (as does a check for changes); `up --yes` reads it
        // once, under the lock.
        let previews =
            args.expect_no_changes || args.preview_only || args.adopt_cloudformation.is_some();
        // An `up` with policy packs previews first and runs every policy on every resource:
        // a mandatory violation blocks the whole update before any change, as CrossGuard's
        // does (`--policy-per-resource` fails only the violating resource's step instead).
        let policy_first = kind == Kind::Up
            && !args.policy_per_resource
            && crate::policies::any(&ctx.project, &ctx.stack, &args.policy_packs);
        // `up --plan` previews first, to refuse a plan that no longer holds before the lock.
        let early = if kind == Kind::Preview
            || !args.yes
            || previews
            || policy_first
            || args.plan.is_some()
        {
            let cp = match ctx.backend.load(&ctx.stack).await {
                // `workspace preview` of a stack its `workspace up` will make.
                Err(strata_state::StateError::NoStack(_))
                    if kind == Kind::Preview && args.preview_new_stack =>
                {
                    say.note(format!(
                        "stack `{}` does not exist yet: previewed against an empty state (`strata workspace up` makes it)",
                        ctx.stack
                    ));
                    strata_state::Checkpoint::empty(&ctx.stack)
                }
                loaded => loaded.map_err(|e| no_state(&ctx, e))?,
            };
            let cp = secrets.decrypt_checkpoint(cp)?;
            warn_unreadable(&secrets, &say, &ctx.stack);
            Some(cp)
        } else {
            ctx.backend
                .check_exists(&ctx.stack)
                .await
                .map_err(|e| no_state(&ctx, e))?;
            None
        };
        if kind != Kind::Preview && !args.yes && !previews && !asker.can_ask() {
            bail!(
                "`strata {}` changes the stack `{}`: pass --yes to run it without a prompt",
                kind.name(),
                ctx.stack
            );
        }
        // Interrupted creates: `up` and `destroy` stop before any provider call; `preview`
        // warns; `refresh` settles them as the user says.
        let mut creates = BTreeMap::new();
        if let Some(cp) = &early {
            match (kind, pending_creates_message(&ctx.stack, cp)) {
                (Kind::Preview, Some(m)) => say.warn(m),
                (Kind::Up | Kind::Destroy | Kind::Import, Some(m)) => {
                    return Err(crate::Error::new(crate::ErrorKind::State, m).into());
                }
                (Kind::Refresh, m) if m.is_some() || settling(&args) => {
                    creates = settle_creates(&args, &ctx.stack, cp, Some(asker.as_ref()))?;
                }
                _ => {}
            }
        }
        let components = args.components.clone();
        if kind.runs_program() && components.is_none() {
            build_program(&ctx.project, args.build, &say)?;
        }
        // Each provider's pool grows to `--parallel` instances; the program takes one more.
        let slots =
            (ctx.project.file.providers.len() * args.parallel.max(1) + 8).clamp(64, 10_000) as u32;
        // No engine is started for fakes (`Options::components`): nothing would be loaded in it.
        let runtime = match (&args.runtime, &components) {
            (Some(shared), _) => Some(shared.clone()),
            (None, Some(_)) => None,
            (None, None) => Some(Arc::new(Runtime::new(RuntimeOptions {
                max_instances: slots,
                ..RuntimeOptions::default()
            })?)),
        };
        let wasm = || {
            runtime
                .as_deref()
                .ok_or_else(|| anyhow::anyhow!("no wasm engine for the project's components"))
        };
        let log: GuestLog = {
            let observer = observer.clone();
            Arc::new(move |level: &str, msg: &str| {
                observer.event(Event::Log {
                    level: level.into(),
                    message: msg.into(),
                })
            })
        };
        // Every secret plaintext this command handles, so that no guest message or output
        // leaks one.
        let known = Arc::new(KnownSecrets::new());
        let config = program_config(&ctx, &secrets, &known)?;
        if let Some(cp) = &early {
            cp.learn_secrets(&known);
        }
        if let Some(cp) = &early {
            check_stack_file(&ctx, kind, cp)?;
        }
        let links = Arc::new(crate::links::References::new(
            Arc::new(match &args.workspace_stacks {
                Some(listed) => crate::links::Reach::of(&ctx.project, ctx.backend.url())
                    .with_listed(listed.to_vec()),
                None => crate::links::Reach::of(&ctx.project, ctx.backend.url()),
            }),
            crate::links::StackName {
                project: ctx.project.name().into(),
                stack: ctx.stack.clone(),
            },
            known.clone(),
            args.upstream_previews.clone(),
        ));
        if let Some(cp) = early.as_ref().filter(|_| kind.runs_program()) {
            note_stale_upstreams(&links, cp, &say).await;
        }
        // What the project names from a registry and the cache lacks is fetched first: a
        // preview only from a registry the project file names.
        if components.is_none() {
            crate::plugin_source::ensure(
                &ctx.project,
                &say,
                kind != Kind::Preview && !args.preview_only,
            )
            .await?;
        }
        let mut providers = match &components {
            Some(c) => Loaded {
                by_name: c
                    .providers(&ctx)
                    .into_iter()
                    .map(|(name, p)| (name.clone(), (p, name)))
                    .collect(),
                settings: vec![],
                requests: vec![],
            },
            None => load_providers(
                wasm()?,
                &ctx.project,
                &say,
                &log,
                &known,
                Some(&StackContext {
                    stack: &ctx.stack,
                    config: &config,
                    // Read once for every provider instance.
                    stack_id: ctx.project.stack_id(&ctx.stack)?,
                }),
            )?,
        };
        providers.by_name.insert(
            crate::links::PACKAGE.into(),
            (
                links.clone() as Arc<dyn Provider>,
                crate::links::PACKAGE.into(),
            ),
        );
        let providers = Arc::new(providers);
        // Policies check what a program declares (and what `import` adopts); loaded before the
        // program runs, so that a pack that cannot load stops the command before any change.
        let policies = match runtime.as_deref() {
            Some(rt) if kind.runs_program() || kind == Kind::Import => {
                crate::policies::load(
                    rt,
                    &ctx.project,
                    &ctx.stack,
                    &args.policy_packs,
                    &log,
                    &known,
                )
                .await?
            }
            _ => None,
        };
        // They judge inputs as the providers apply them (their schemas' defaults filled in).
        let policies = match policies {
            Some(packs) => Some(Arc::new(
                crate::policies::AsApplied::new(
                    packs,
                    providers
                        .by_name
                        .iter()
                        .map(|(n, (p, _))| (n.clone(), p.clone()))
                        .collect(),
                )
                .await,
            )),
            None => None,
        };
        // Packs whose policies are all advisory block nothing: no preview first for them.
        let read_early = early.is_some();
        let mut early = early;
        if policy_first
            && args.yes
            && !previews
            && args.plan.is_none()
            && !policies.as_ref().is_some_and(|p| p.packs.can_block())
        {
            early = None;
        }
        let outputs_read = Arc::new(std::sync::Mutex::new(None));
        let adopt = match &args.adopt_cloudformation {
            Some(stack) if kind.runs_program() => {
                if ctx.project.shipped_main().is_none() {
                    return Err(crate::Error::new(
                        crate::ErrorKind::Invalid,
                        format!(
                            "import --from cloudformation adopts what a CloudFormation stack holds into a stack that runs the same template: {} runs a {} program; set runtime = \"cloudformation\" and main = \"TEMPLATE\" in Strata.toml",
                            ctx.project.name(),
                            ctx.project.file.language().map_or("other", |l| l.name)
                        ),
                    )
                    .into());
                }
                let found = super::import::cloudformation_resources(stack, &providers).await?;
                // A resource the stack already records under that name with another id would
                // be deleted for the adopted one: refused, naming both.
                if let Some(cp) = &early {
                    for r in cp.resources.iter() {
                        let name = r.urn.0.rsplit("::").next().unwrap_or_default();
                        if let Some(id) = found[name][1].as_str()
                            && r.id != id
                        {
                            return Err(crate::Error::new(
                                crate::ErrorKind::Invalid,
                                format!(
                                    "import --from cloudformation: stack {} already holds `{name}` ({}, id {}), and CloudFormation stack `{stack}` holds another ({id}): adopting it would delete the one Strata made. Remove it from the stack first (`strata state delete`), or import into a stack of its own",
                                    ctx.stack, r.ty, r.id
                                ),
                            )
                            .into());
                        }
                    }
                }
                Some(found)
            }
            _ => None,
        };
        let cloudformation = match ctx.project.shipped_main() {
            Some(_) if kind.runs_program() && components.is_none() => {
                Some(crate::components::program::Cloudformation {
                    types: super::import::cloudformation_types(&providers).await,
                    adopt,
                    convert: None,
                })
            }
            _ => None,
        };
        let (decls, program) =
            if let Some(spec) = args.import.as_ref().filter(|_| kind == Kind::Import) {
                (import_declarations(spec, &providers).await?, None)
            } else if !kind.runs_program() {
                (Declarations::default(), None)
            } else if let Some(c) = &components {
                c.program(&ctx, &config)?
            } else {
                let previous = Arc::new(LastOutputs {
                    backend: ctx.backend.clone(),
                    stack: ctx.stack.clone(),
                    secrets: secrets.clone(),
                    known: known.clone(),
                    early: early.as_ref().map(|cp| (cp.serial, cp.outputs.clone())),
                    read: outputs_read.clone(),
                });
                let (decls, program) = run_program(
                    wasm()?,
                    &ctx,
                    config,
                    known.clone(),
                    Some(previous),
                    cloudformation.as_ref(),
                    log.clone(),
                )
                .await?;
                (decls, Some(program as Arc<dyn strata_engine::Program>))
            };
        let saved = match &args.plan {
            Some(path) => {
                let plan = crate::saved_plan::load(path, &ctx.stack, ctx.project.name(), &secrets)?;
                if let Some(cp) = &early {
                    crate::saved_plan::check_base(&plan, path, &ctx.stack, cp.serial)?;
                }
                Some(plan)
            }
            None => None,
        };
        let program_error = decls.incomplete.clone();
        let plan = plan(&ctx.stack, ctx.project.name(), decls)
            .map_err(|e| anyhow::anyhow!("the program is invalid: {e}"))?;
        // What targets name must exist before anything is locked.
        if let Some(cp) = early
            .as_ref()
            .filter(|_| args.targets != strata_engine::Targets::default())
        {
            let base = strata_engine::Snapshot::from_parts(
                cp.resources.clone(),
                cp.pending_operations.clone(),
                cp.outputs.clone(),
            );
            // A target that names nothing is the command's mistake: `invalid`, not `other`.
            strata_engine::targets::resolve(&args.targets, &plan, &base, kind != Kind::Refresh)
                .map_err(|e| crate::Error::new(crate::ErrorKind::Invalid, e))?;
        }
        protect_dependents(&ctx, kind, &plan, &args, &say).await?;
        if prechecks(kind, &args) || kind == Kind::Preview {
            preflight(&plan, &providers, kind, &known).await?;
        }
        if let Some(e) = &program_error
            && prechecks(kind, &args)
        {
            let why = known.scrub(&left_out(e, &plan));
            return Err(crate::Error::new(crate::ErrorKind::Invalid, why).into());
        }
        Ok(Prepared {
            kind,
            args,
            started,
            ctx,
            observer,
            say,
            asker,
            secrets,
            known,
            read_early,
            early,
            creates,
            plan: Arc::new(plan),
            program_error,
            saved,
            steps: Arc::default(),
            program,
            outputs_read,
            providers,
            links,
            previewed: None,
            policies,
            _runtime: runtime,
        })
    }

    pub(crate) fn prechecks(&self) -> bool {
        prechecks(self.kind, &self.args)
    }

    pub(crate) fn options(&self) -> UpdateOptions {
        UpdateOptions {
            stack: self.ctx.stack.clone(),
            project: self.ctx.project.name().into(),
            preview: true,
            parallel: self.args.parallel,
            refresh: self.args.refresh,
            cancel: self.args.cancel.clone(),
            secrets: self.known.clone(),
            targets: self.args.targets.clone(),
            record_steps: (self.args.save_plan.is_some() || self.saved.is_some())
                .then(|| self.steps.clone()),
            expect_steps: self.saved.as_ref().map(|p| p.steps.clone()),
            // Known once the inputs are checked, under the lock.
            prechecked: Default::default(),
            ignore_protect: self.args.ignore_protect,
            policies: strata_engine::Policies(
                self.policies
                    .clone()
                    .map(|p| p as Arc<dyn strata_engine::Policy>),
            ),
            // Known under the lock (a fence on a holder taken over).
            held: None,
            keep_outputs: self.kind == Kind::Import,
        }
    }

    /// The engine run, as a preview (no journal) or for real.
    pub(crate) async fn engine(
        &self,
        opts: UpdateOptions,
        snapshot: strata_engine::Snapshot,
        journal: Option<Arc<dyn strata_engine::Journal>>,
        creates: BTreeMap<strata_model::Urn, strata_engine::Settle>,
    ) -> strata_engine::UpdateResult {
        let providers = self.providers.clone() as Arc<dyn Providers>;
        let events = Arc::new(EngineEvents(self.observer.clone()));
        // `strata import` adopts a resource the stack does not have yet: a program's import
        // option may replace the recorded one (an import-replacement), the command may not.
        if let (Kind::Import, Some(spec)) = (self.kind, &self.args.import)
            && let Some(PlanNode::Resource { urn, .. }) = self.plan.nodes.first()
            && let Some(old) = snapshot.live(urn).filter(|o| o.id != spec.id)
        {
            let error = format!(
                "{} \"{}\" is already in the stack, with id `{}`: it cannot also import `{}`. Import it under another name, or forget the recorded one first (`strata state delete {urn}`)",
                spec.ty, spec.name, old.id, spec.id
            );
            return strata_engine::UpdateResult {
                outputs: snapshot.outputs.clone(),
                snapshot,
                summary: Default::default(),
                failures: vec![strata_engine::StepFailure {
                    resource: format!("{} \"{}\"", spec.ty, spec.name),
                    kind: strata_engine::ErrorKind::Invalid,
                    error,
                }],
                skipped: 0,
                interrupted: 0,
                fatal: None,
                journal_pending: Default::default(),
                recorded: 0,
            };
        }
        if self.kind == Kind::Refresh {
            strata_engine::refresh(opts, snapshot, providers, journal, events, creates).await
        } else {
            strata_engine::update(
                opts,
                snapshot,
                self.plan.clone(),
                self.program.clone(),
                providers,
                journal,
                events,
            )
            .await
        }
    }
}

/// Why an `up` of a program that failed part way changes nothing: its error, and the resources
/// it declared before it failed, which are left out (`--continue-on-error` deploys them).
fn left_out(error: &str, plan: &strata_engine::plan::Plan) -> String {
    let declared: Vec<String> = plan
        .nodes
        .iter()
        .filter_map(|n| match n {
            strata_engine::plan::PlanNode::Resource {
                ty,
                name,
                component: false,
                ..
            } => Some(format!("{ty} \"{name}\"")),
            _ => None,
        })
        .collect();
    let what = match declared.len() {
        0 => "It declared no resource before it failed.".to_string(),
        n => format!(
            "The {n} resource{} it declared before it failed {} left out: {}.",
            if n == 1 { "" } else { "s" },
            if n == 1 { "is" } else { "are" },
            strata_model::spelling::listing(declared.iter().map(String::as_str), false)
        ),
    };
    let error = error.strip_prefix("the program failed: ").unwrap_or(error);
    format!(
        "the program failed, so nothing was changed: {error}\n  {what}\n  Fix the program and run `strata up` again (`strata up --continue-on-error` deploys what it declared anyway)."
    )
}
