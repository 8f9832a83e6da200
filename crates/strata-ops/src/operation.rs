//! `preview`, `up` and `destroy`: load everything, check it, then hand over to the engine with
//! the stack locked and the journal open.

use crate::context::Context;
use crate::events::{Asker, EngineEvents, Event, Kind, Observer};
use crate::lease::Lease;
use crate::{Say, drop_later};
use anyhow::{Context as _, Result};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use std::time::Instant;
use strata_engine::plan::PlanNode;
use strata_engine::{Cancel, Provider, Providers, UpdateOptions, plan};
use strata_host::{
    GuestLog, Limits, ProgramContext, ProgramLimits, ProviderSetup, Runtime, RuntimeOptions, Wasm,
    WasmProgram, WasmProvider,
};
use strata_model::{Declarations, KnownSecrets, Value};
use strata_state::Secrets;
use strata_state::secrets::SealedJournal;
use strata_workspace::{ConfigValue, Project};

/// Steps at once, by default. Provider calls are I/O-bound and a pooled wasm instance costs
/// ~75 KiB, so we go above Terraform's 10; cloud APIs throttle well before 16 concurrent calls
/// per stack become a problem. `--parallel` overrides it.
pub const DEFAULT_PARALLEL: usize = 16;

/// The loaded providers by instance name (the `[providers.NAME]` table), and the package each
/// serves.
pub struct Loaded {
    by_name: HashMap<String, (Arc<dyn Provider>, String)>,
    /// Each instance's settings, as it is configured with them (checked against its schema).
    settings: Vec<(String, Value)>,
    /// Each provider's count of the HTTP requests its grants let out, for the summary.
    requests: Vec<(String, Arc<AtomicU64>)>,
}

impl Loaded {
    /// The providers that sent HTTP requests, with how many.
    fn http_requests(&self) -> Vec<(String, u64)> {
        self.requests
            .iter()
            .map(|(n, c)| (n.clone(), c.load(std::sync::atomic::Ordering::Relaxed)))
            .filter(|(_, c)| *c > 0)
            .collect()
    }

    /// The package instance `name` serves (its `package`, or its own name).
    fn package_of<'a>(&'a self, name: &'a str) -> &'a str {
        self.by_name.get(name).map_or(name, |(_, p)| p.as_str())
    }
}

impl Providers for Loaded {
    fn get(&self, package: &str) -> Result<Arc<dyn Provider>, String> {
        self.by_name.get(package).map(|(p, _)| p.clone()).ok_or_else(|| {
            let instances: Vec<&String> = self
                .by_name
                .iter()
                .filter(|(_, (_, p))| p == package)
                .map(|(name, _)| name)
                .collect();
            let names: Vec<String> = self
                .by_name
                .keys()
                .cloned()
                .chain(strata_shipped::names().map(str::to_string))
                .collect();
            let near = strata_model::spelling::closest(names.iter(), package);
            if let Some(near) = near.filter(|_| instances.is_empty()) {
                format!(
                    "no provider `{package}` in {}: did you mean `{near}`{}?",
                    strata_workspace::PROJECT_FILE,
                    if self.by_name.contains_key(near) {
                        String::new()
                    } else {
                        format!(" (shipped with strata: add [providers.{near}] with plugin = \"{near}\")")
                    }
                )
            } else if instances.is_empty() {
                format!(
                    "no provider `{package}` in {}: add a [providers.{package}] table with its wasm",
                    strata_workspace::PROJECT_FILE
                )
            } else {
                format!(
                    "no provider instance `{package}` in {}; it has {}: name one with the resource's `provider` option, or add a [providers.{package}] table",
                    strata_workspace::PROJECT_FILE,
                    instances
                        .iter()
                        .map(|n| format!("`{n}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
        })
    }
}

/// Load every provider the project file names, with its grants and limits, after checking
/// its bytes against `Strata.lock` (new providers are recorded there).
/// The stack a provider is loaded for: its name, and its configuration (secrets as plaintext
/// under the secret marker), whose `INSTANCE:key` entries override the instance's settings.
pub struct StackContext<'a> {
    pub stack: &'a str,
    pub config: &'a BTreeMap<String, Value>,
    /// The stack's random id (its stack file's), if it has one.
    pub stack_id: Option<String>,
}

/// A provider instance's settings: its `[providers.NAME.config]` table, overridden by the
/// stack's `NAME:key` configuration, with `$context` (the project, the stack and its random
/// `stack-id`, when its stack file has one) added; and the names of the settings that are
/// secrets. Secrets reach the provider as plaintext (they are known, so scrubbed from all it
/// says).
fn provider_settings(
    project: &Project,
    name: &str,
    spec: &strata_workspace::ProviderSpec,
    stack: Option<&StackContext>,
) -> (Value, Vec<String>) {
    let mut secret = Vec::new();
    let mut config = match Project::provider_config(spec) {
        Value::Object(o) => o,
        _ => Default::default(),
    };
    if let Some(s) = stack {
        let prefix = format!("{name}:");
        for (k, v) in s.config {
            if let Some(key) = k.strip_prefix(&prefix) {
                if strata_model::value::contains_marker(v, "secret") {
                    secret.push(key.to_string());
                }
                config.insert(key.to_string(), strata_model::value::reveal(v));
            }
        }
        let mut context = serde_json::json!({"project": project.name(), "stack": s.stack});
        if let Some(id) = &s.stack_id {
            context["stack-id"] = id.as_str().into();
        }
        config.insert("$context".into(), context);
    }
    (Value::Object(config), secret)
}

fn load_providers(
    runtime: &Runtime,
    project: &Project,
    say: &Say,
    log: &GuestLog,
    known: &Arc<KnownSecrets>,
    stack: Option<&StackContext>,
) -> Result<Loaded> {
    let mut lock = project.lock_file()?;
    let mut out: HashMap<String, (Arc<dyn Provider>, String)> = HashMap::new();
    let mut requests = Vec::new();
    let mut settings = Vec::new();
    for (name, spec) in &project.file.providers {
        if name == crate::links::PACKAGE {
            bail!(
                "provider `{name}` in {}: that name is Strata's own (it serves stack references, `{}`); name the provider otherwise",
                strata_workspace::PROJECT_FILE,
                crate::links::REFERENCE
            );
        }
        let (wasm, what) = match (project.provider_wasm(spec), &spec.plugin) {
            (Some(p), _) => {
                let wasm = Wasm::read(&p).with_context(|| format!("provider {name}"))?;
                lock.check(name, wasm.sha256())?;
                (wasm, p.display().to_string())
            }
            (None, Some(plugin)) => crate::plugins::resolve_locked(
                &mut lock,
                false,
                name,
                plugin,
                &spec.trust,
                spec.allow_unsigned,
            )?,
            (None, None) => bail!("provider {name}: no `wasm` or `plugin` given"),
        };
        let mut setup = ProviderSetup::new(name);
        let grants = spec
            .grants(&project.dir)
            .with_context(|| format!("provider {name}: its grant in Strata.toml"))?;
        for d in grants
            .dirs
            .iter()
            .filter(|d| !d.read_only && !d.host.exists())
        {
            std::fs::create_dir_all(&d.host).with_context(|| {
                format!(
                    "provider {name}: creating granted directory {}",
                    d.host.display()
                )
            })?;
        }
        setup.grants = Arc::new(grants);
        (setup.config, setup.secret_settings) = provider_settings(project, name, spec, stack);
        let defaults = Limits::default();
        setup.limits = Limits {
            memory: spec.memory_bytes().unwrap_or(defaults.memory),
            timeout: spec.timeout().unwrap_or(defaults.timeout),
            max_output: spec.max_output().unwrap_or(defaults.max_output),
            max_sockets: spec.max_sockets.unwrap_or(defaults.max_sockets),
        };
        setup.log = Some(log.clone());
        setup.secrets = known.clone();
        requests.push((name.clone(), setup.http_requests.clone()));
        settings.push((name.clone(), setup.config.clone()));
        let provider = WasmProvider::from_wasm(runtime, &wasm, &what, setup)?;
        if let Some(m) = provider.manifest() {
            let c = &m.capabilities;
            let missing_hosts: Vec<&String> = c
                .allow_hosts
                .iter()
                .filter(|h| !spec.allow_hosts.contains(h))
                .collect();
            let missing_env: Vec<&String> = c
                .allow_env
                .iter()
                .filter(|v| !spec.allow_env.contains(v))
                .collect();
            // Each missing grant, as the line that would grant it.
            let mut lines = Vec::new();
            if !missing_hosts.is_empty() {
                let all: Vec<String> = spec
                    .allow_hosts
                    .iter()
                    .chain(missing_hosts.iter().copied())
                    .map(|h| format!("{h:?}"))
                    .collect();
                lines.push(format!("allow-hosts = [{}]", all.join(", ")));
            }
            if !missing_env.is_empty() {
                let all: Vec<String> = spec
                    .allow_env
                    .iter()
                    .chain(missing_env.iter().copied())
                    .map(|v| format!("{v:?}"))
                    .collect();
                lines.push(format!("allow-env = [{}]", all.join(", ")));
            }
            if c.allow_dirs && spec.allow_dirs.is_empty() {
                lines.push("allow-dirs = [\"out\"]   (the directory it should write in)".into());
            }
            // Said when calls will be made (a stack's operation), not when only the schema is
            // read (`schema`, `compile`).
            if !lines.is_empty() && stack.is_some() {
                say.note(format!(
                    "provider {name} asks for {}, and not all of it is granted; calls that need it will fail. To grant it, put under [providers.{name}] in Strata.toml:\n    {}",
                    m.describe(),
                    lines.join("\n    ")
                ));
            }
        }
        let package = spec.package.clone().unwrap_or_else(|| name.clone());
        out.insert(name.clone(), (Arc::new(provider), package));
    }
    lock.save()?;
    Ok(Loaded {
        by_name: out,
        settings,
        requests,
    })
}

/// The schema of the project's provider instance `provider`, checked, and the package it
/// serves; the loaded provider and its engine come along (dropped on a thread of their own).
pub async fn provider_schema(
    cwd: &Path,
    provider: &str,
    say: &Say,
) -> Result<(strata_model::schema::Schema, String, crate::Later)> {
    let project = Project::find(cwd)?;
    if !project.file.providers.contains_key(provider) {
        let names: Vec<&String> = project.file.providers.keys().collect();
        bail!(
            "no provider `{provider}` in {}: the project has {}",
            strata_workspace::PROJECT_FILE,
            if names.is_empty() {
                "none".to_string()
            } else {
                names
                    .iter()
                    .map(|n| n.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        );
    }
    let runtime = Runtime::new(RuntimeOptions {
        max_instances: 16,
        ..RuntimeOptions::default()
    })?;
    let loaded = load_providers(&runtime, &project, say, &notes(say), &Arc::default(), None)?;
    let p = loaded.get(provider).map_err(anyhow::Error::msg)?;
    let parsed = schema_of(provider, p.as_ref()).await?;
    let package = loaded.package_of(provider).to_string();
    Ok((parsed, package, crate::Later::new((loaded, runtime))))
}

/// A guest's log lines, as notes.
fn notes(say: &Say) -> GuestLog {
    let say = say.clone();
    Arc::new(move |_: &str, msg: &str| say.info(msg))
}

/// What provider `name` says it offers, checked.
async fn schema_of(name: &str, p: &dyn Provider) -> Result<strata_model::schema::Schema> {
    let raw = p
        .schema()
        .await
        .with_context(|| format!("provider {name}: schema"))?;
    strata_model::schema::Schema::parse(&raw)
        .map_err(|e| anyhow::anyhow!("provider {name}: its schema is malformed: {e}"))
}

/// Every resource type the project's providers offer, from their schemas (the providers are
/// loaded, not configured: no credentials are needed).
pub async fn all_types(
    runtime: &Runtime,
    project: &Project,
    say: &Say,
) -> Result<BTreeMap<String, strata_model::schema::TypeSchema>> {
    let loaded = load_providers(runtime, project, say, &notes(say), &Arc::default(), None)?;
    let mut types = BTreeMap::new();
    for (name, (provider, _)) in &loaded.by_name {
        types.extend(schema_of(name, provider.as_ref()).await?.types);
    }
    Ok(types)
}

/// Whether this command runs a program's build command: only one its directory's user trusts
/// (`strata trust`), unless `--build` or `--no-build` says otherwise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BuildChoice {
    /// The build command runs if the user trusts it for this directory.
    #[default]
    Trusted,
    /// `--build`: it runs this once, trusted or not.
    Always,
    /// `--no-build`: it never runs; the component built last is used.
    Never,
}

/// Rebuild the program if its sources changed since the last build, and if its build command
/// may run (`choice`).
pub fn build_program(project: &Project, choice: BuildChoice, say: &Say) -> Result<()> {
    let Some(cmd) = project.needs_build() else {
        return Ok(());
    };
    match choice {
        BuildChoice::Never => {
            return match project.program_wasm().filter(|w| w.exists()) {
                Some(_) => Ok(()),
                None => bail!(
                    "--no-build: the program has not been built yet ({} is missing)",
                    project
                        .program_wasm()
                        .map(|w| w.display().to_string())
                        .unwrap_or_default()
                ),
            };
        }
        BuildChoice::Always => {}
        BuildChoice::Trusted => {
            let record = strata_workspace::TrustRecord::load()?;
            if let Err(why) = record.build_trust(&project.dir, cmd) {
                bail!(
                    "the program's build command `{cmd}` (in {}'s Strata.toml) is not trusted on this machine as it is ({why}), so it was not run: read it and the files that decide what it runs, then `strata trust --cwd {}` to trust it from now on, or pass --build to run it this once (--no-build uses the component built last)",
                    project.name(),
                    project.dir.display()
                );
            }
        }
    }
    // The toolchain the runtime needs, named in one line when it is missing.
    let needs = match project.file.runtime.as_deref() {
        Some("javascript") => Some(("npm", "Node.js and npm (e.g. `apt-get install nodejs npm`)")),
        Some("python") => Some((
            "python3",
            "Python 3 (e.g. `apt-get install python3 python3-venv`)",
        )),
        Some("rust") | None => Some((
            "cargo",
            "Rust (https://rustup.rs), then `rustup target add wasm32-wasip2`",
        )),
        _ => None,
    };
    if let Some((tool, install)) = needs
        && cmd.contains(tool)
        && !on_path(tool)
    {
        bail!(
            "the program needs building with `{tool}`, which is not installed: install {install}, then run the command again"
        );
    }
    say.info(format!(
        "Building the program: {cmd} (its own progress follows; a first build also compiles the SDK and its dependencies, which takes a few minutes)"
    ));
    // The build's output goes to stderr as it comes, so a long build shows its progress and
    // `--json` output on stdout stays clean.
    let status = std::process::Command::new("sh")
        .arg("-c")
        .arg(cmd)
        .current_dir(&project.dir)
        .stdin(std::process::Stdio::null())
        .stdout(std::io::stderr())
        .status()
        .with_context(|| format!("running the build command `{cmd}`"))?;
    if !status.success() {
        bail!("the program's build command `{cmd}` failed (its output is above)");
    }
    if let Some(wasm) = project.program_wasm().filter(|w| !w.exists()) {
        bail!(
            "the build command `{cmd}` did not produce {}",
            wasm.display()
        );
    }
    // What the trusted build itself wrote (a lock file `npm install` or cargo made or moved)
    // is what trusting it meant: recorded, so the next build is not refused for it.
    if choice == BuildChoice::Trusted {
        strata_workspace::TrustRecord::update(|r| r.refresh_files(&project.dir))?;
    }
    Ok(())
}

/// Whether `tool` is an executable on PATH.
fn on_path(tool: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|d| d.join(tool).is_file()))
}

/// The program component (the project's, or for `runtime = "yaml"` the one Strata ships), how
/// to name it in errors, what it is given (its `allow-dirs`; for a YAML program or a runtime
/// with a `main`, the project directory read-only without the state kept there, and for the
/// runtime `STRATA_PROGRAM_MAIN`), and what must live as long as it runs.
type Component = (
    Wasm,
    String,
    strata_policy::Grants,
    Option<tempfile::TempDir>,
);

fn program_component(project: &Project, backend: &str) -> Result<Component> {
    let mut grants = strata_policy::Grants::dirs(project.file.program.grants(&project.dir).dirs);
    match project.program_wasm() {
        Some(path) => {
            let view = match &project.file.program.main {
                Some(main) => {
                    if !project.dir.join(main).is_file() {
                        bail!(
                            "the program's main file {} is missing: build the program (`strata up` runs its build command when a source changes; delete {} to force it)",
                            project.dir.join(main).display(),
                            path.display()
                        );
                    }
                    let guest = main
                        .components()
                        .map(|c| c.as_os_str().to_string_lossy())
                        .collect::<Vec<_>>()
                        .join("/");
                    grants.env.push(("STRATA_PROGRAM_MAIN".into(), guest));
                    Some(crate::view::project_view(
                        project,
                        backend,
                        &mut grants.dirs,
                    )?)
                }
                None => None,
            };
            Ok((Wasm::read(&path)?, path.display().to_string(), grants, view))
        }
        None => {
            let view = crate::view::project_view(project, backend, &mut grants.dirs)?;
            Ok((
                Wasm::new(strata_shipped::YAML_PROGRAM.to_vec()),
                format!(
                    "the YAML program (for {})",
                    project.dir.join("Strata.yaml").display()
                ),
                grants,
                Some(view),
            ))
        }
    }
}

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
        p.say.info(format!(
            "\nAdd it to the program, so that the next `strata up` keeps it:\n\n{}\n",
            declaration(p.ctx.project.file.runtime.as_deref(), spec, inputs)
        ));
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

/// What `strata import` adopts: one resource with the inputs its provider reads, so that the
/// import changes nothing.
async fn import_declarations(spec: &ImportSpec, providers: &Loaded) -> Result<Declarations> {
    let ty = &spec.ty;
    let provider = providers
        .get(strata_model::provider_of(ty))
        .map_err(anyhow::Error::msg)?;
    let empty = Value::Object(Default::default());
    let read = provider
        .read(ty, &spec.id, &empty, &empty)
        .await
        .map_err(|e| {
            anyhow::anyhow!(
                "provider {}: read {ty} \"{}\" (id {}): {e}",
                strata_model::provider_of(ty),
                spec.name,
                spec.id
            )
        })?
        .filter(|r| !r.id.is_empty())
        .ok_or_else(|| {
            anyhow::anyhow!(
                "{ty} \"{}\": there is no resource with id `{}` to import: check the id (and that the provider is configured for where it lives)",
                spec.name,
                spec.id
            )
        })?;
    Ok(Declarations {
        registrations: vec![strata_model::Registration::Resource {
            ty: ty.clone(),
            name: spec.name.clone(),
            inputs: read.inputs,
            options: strata_model::ResourceOptions {
                protect: Some(spec.protect),
                import: Some(spec.id.clone()),
                ..Default::default()
            },
        }],
        ..Default::default()
    })
}

/// The declaration of an imported resource in the program's language (`runtime`: `rust`, the
/// default, `javascript` for TypeScript and JavaScript, `python` or `yaml`), secrets left out.
fn declaration(runtime: Option<&str>, spec: &ImportSpec, inputs: &Value) -> String {
    let var: String = spec
        .name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect();
    let var = if var.starts_with(|c: char| c.is_ascii_digit()) || var.is_empty() {
        format!("r_{var}")
    } else {
        var
    };
    let shown = strata_model::value::redact(inputs);
    let secret = shown != *inputs;
    let pretty = |indent: &str| {
        serde_json::to_string_pretty(&shown)
            .unwrap_or_default()
            .replace('\n', &format!("\n{indent}"))
    };
    let (ty, name) = (&spec.ty, &spec.name);
    // The protect option in the language's words, and the line that says where secrets come
    // from, when they were left out.
    let protect = |option: &'static str| if spec.protect { option } else { "" };
    let note = |comment: &str, what: &str, from: &str| {
        if secret {
            format!("\n{comment} {what} shown as \"[secret]\" are secrets: take them from {from}.")
        } else {
            String::new()
        }
    };
    match runtime {
        Some("javascript") => format!(
            "const {var} = new Resource({ty:?}, {name:?}, {}{});{}",
            pretty(""),
            protect(", { protect: true }"),
            note("//", "Inputs", "`config.requireSecret`")
        ),
        Some("python") => format!(
            "{var} = Resource({ty:?}, {name:?}, {}{}){}",
            python_literal(&shown, ""),
            protect(", protect=True"),
            note("#", "Inputs", "the stack's secret configuration")
        ),
        Some("yaml") => format!(
            "resources:\n  {name}:\n    type: {ty}\n    properties: {}{}{}",
            serde_json::to_string(&shown).unwrap_or_default(),
            protect("\n    options: {protect: true}"),
            note("#", "Properties", "a `secret: true` config entry")
        ),
        _ => format!(
            "let {var} = strata_sdk::Resource::new(\n    \"{ty}\",\n    \"{name}\",\n    &serde_json::json!({}),\n    strata_sdk::Options::default(){},\n)?;{}",
            pretty("    "),
            protect(".protect(true)"),
            note("//", "Inputs", "`strata_sdk::config::output`")
        ),
    }
}

/// `v` as a Python literal (`True`, `None`, dicts and lists), indented after its first line.
fn python_literal(v: &Value, indent: &str) -> String {
    let inner = format!("{indent}    ");
    match v {
        Value::Null => "None".into(),
        Value::Bool(true) => "True".into(),
        Value::Bool(false) => "False".into(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => Value::String(s.clone()).to_string(),
        Value::Array(items) if items.is_empty() => "[]".into(),
        Value::Array(items) => format!(
            "[\n{}\n{indent}]",
            items
                .iter()
                .map(|x| format!("{inner}{},", python_literal(x, &inner)))
                .collect::<Vec<_>>()
                .join("\n")
        ),
        Value::Object(map) if map.is_empty() => "{}".into(),
        Value::Object(map) => format!(
            "{{\n{}\n{indent}}}",
            map.iter()
                .map(|(k, x)| format!(
                    "{inner}{}: {},",
                    Value::String(k.clone()),
                    python_literal(x, &inner)
                ))
                .collect::<Vec<_>>()
                .join("\n")
        ),
    }
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

/// One operation on one stack, prepared: it owns everything it made (the wasm runtime, the
/// providers, the program instance). Dropping it tears all of that down, so one process can run
/// many (a workspace, a cascade) or run forever (watch); [`Prepared::end`] leaves that to a
/// thread of its own.
struct Prepared {
    kind: Kind,
    args: Options,
    started: Instant,
    ctx: Context,
    observer: Arc<dyn Observer>,
    say: Say,
    asker: Arc<dyn Asker>,
    secrets: Arc<Secrets>,
    known: Arc<KnownSecrets>,
    /// The state read before the lock (for a preview, or to confirm interactively).
    early: Option<strata_state::Checkpoint>,
    /// Whether the state was read before the lock (its warnings were then given already).
    read_early: bool,
    /// How to settle interrupted creates (refresh).
    creates: BTreeMap<strata_model::Urn, strata_engine::Settle>,
    /// Shared with each engine run (a preview and the update), never copied.
    plan: Arc<strata_engine::plan::Plan>,
    /// The program's own error, when it failed after declaring `plan`.
    program_error: Option<String>,
    /// `up --plan`: the saved plan to apply.
    saved: Option<crate::saved_plan::SavedPlan>,
    /// The steps the preview decided (`--save-plan`, `--plan`).
    steps: Arc<std::sync::Mutex<Vec<strata_engine::PlannedStep>>>,
    program: Option<Arc<dyn strata_engine::Program>>,
    /// The version of the stack whose outputs the program read (`previous-outputs`), if it did.
    outputs_read: Arc<std::sync::Mutex<Option<u64>>>,
    providers: Arc<Loaded>,
    /// The built-in provider of stack references (also among `providers`).
    links: Arc<crate::links::References>,
    /// The preview's result, when the operation ran one.
    previewed: Option<strata_engine::UpdateResult>,
    /// The policy packs that check each change and the stack.
    policies: Option<Arc<strata_host::PolicyPacks>>,
    /// Dropped last: the providers and the program hold its engine (none for fakes).
    _runtime: Option<Arc<Runtime>>,
}

/// The stack's last outputs for its program (`previous-outputs`): those of the state read
/// before the lock when there is one, else read from the backend when the program first asks.
/// The version they came from is remembered, for the check under the lock.
struct LastOutputs {
    backend: Arc<dyn strata_state::Backend>,
    stack: String,
    secrets: Arc<Secrets>,
    known: Arc<KnownSecrets>,
    early: Option<(u64, Value)>,
    read: Arc<std::sync::Mutex<Option<u64>>>,
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
    async fn new(
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
        let previews = args.expect_no_changes || args.preview_only;
        // `up --plan` previews first, to refuse a plan that no longer holds before the lock.
        let early = if kind == Kind::Preview || !args.yes || previews || args.plan.is_some() {
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
                (Kind::Up | Kind::Destroy | Kind::Import, Some(m)) => bail!("{m}"),
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
            crate::plugins::ensure(
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
        let outputs_read = Arc::new(std::sync::Mutex::new(None));
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
            strata_engine::targets::resolve(&args.targets, &plan, &base, kind != Kind::Refresh)
                .map_err(anyhow::Error::msg)?;
        }
        protect_dependents(&ctx, kind, &plan, &args, &say).await?;
        if prechecks(kind, &args) || kind == Kind::Preview {
            preflight(&plan, &providers, kind).await?;
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
            read_early: early.is_some(),
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

    fn prechecks(&self) -> bool {
        prechecks(self.kind, &self.args)
    }

    fn options(&self) -> UpdateOptions {
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
        }
    }

    /// The engine run, as a preview (no journal) or for real.
    async fn engine(
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

    /// Phase 2: the preview, when it is the whole operation or what the asker is asked to go
    /// ahead with. A status when the operation ends here; with it, for a preview, the outputs
    /// it changes.
    async fn preview(&mut self, opts: &UpdateOptions) -> Result<(Option<Status>, Option<Value>)> {
        let Some(mut checkpoint) = self.early.take() else {
            return Ok((None, None));
        };
        let kind = self.kind;
        self.observer.event(Event::Started {
            kind,
            stack: self.ctx.stack.clone(),
            project: self.ctx.project.name().into(),
            preview: true,
        });
        // Operations a holder that may still run began: the preview decides nothing on them.
        let mut opts = opts.clone();
        opts.held = crate::fencing::settle_rule(&checkpoint);
        let mut result = self
            .engine(opts, checkpoint.take_snapshot(), None, self.creates.clone())
            .await;
        drop_later(std::mem::take(&mut result.snapshot));
        let changed = previewed_changes(&checkpoint.outputs, &result.outputs);
        self.finish(&result, true);
        let status = if let Some(status) = self.after_planned_preview(&result, checkpoint.serial)? {
            Some(status)
        } else if self.args.expect_no_changes && changes(&result) {
            self.say.error(
                "changes were expected to be none: the preview above shows them (exit status 2)",
            );
            Some(Status::ChangesFound)
        } else if kind == Kind::Preview || self.args.preview_only || !result.failures.is_empty() {
            Some(status_of(&result))
        } else if self.args.yes {
            // Previewed for --expect-no-changes: nothing to ask.
            None
        } else if !self
            .asker
            .confirm(&format!("Do you want to perform this {}?", kind.name()))
        {
            self.say.info("Cancelled; nothing changed.");
            Some(Status::Declined)
        } else {
            // The state is read again under the lock; the answers about interrupted creates
            // stand.
            None
        };
        let changed = status.map(|_| changed);
        self.previewed = Some(result);
        Ok((status, changed))
    }

    /// The summary of an engine run, to the observer.
    fn finish(&self, result: &strata_engine::UpdateResult, preview: bool) {
        let backend = self.ctx.backend.as_ref();
        self.observer
            .event(Event::Summary(Box::new(crate::events::Summary {
                preview,
                counts: result.summary.clone(),
                failures: result.failures.clone(),
                skipped: result.skipped,
                interrupted: result.interrupted,
                outputs: strata_model::value::redact(&result.outputs),
                duration: self.started.elapsed(),
                state_bytes_written: backend.bytes_written(),
                state_requests: backend.requests(),
                peak_rss_bytes: peak_rss(),
                http_requests: self.providers.http_requests(),
            })));
    }

    /// After a preview: save its steps (`--save-plan`), or check that it took every step of the
    /// saved plan (`--plan`). `Some` ends the operation.
    fn after_planned_preview(
        &self,
        result: &strata_engine::UpdateResult,
        serial: u64,
    ) -> Result<Option<Status>> {
        let steps = std::mem::take(&mut *self.steps.lock().unwrap());
        if let Some(path) = &self.args.save_plan {
            if !result.failures.is_empty() {
                self.say
                    .info("No plan was saved: the preview failed (see above).");
                return Ok(None);
            }
            let n = crate::saved_plan::save(
                path,
                &self.ctx.stack,
                self.ctx.project.name(),
                serial,
                steps,
                &self.secrets,
            )?;
            self.say.info(format!(
                "Saved the plan ({n} step(s)) to {}: `strata up --plan {}` applies exactly these steps, or refuses if anything changed.",
                path.display(),
                path.display()
            ));
        } else if let Some(plan) = &self.saved
            && result.failures.is_empty()
        {
            let missing = crate::saved_plan::missing(plan, &steps);
            if !missing.is_empty() {
                self.say.error(format!(
                    "the saved plan does not hold any more: it has steps the program no longer asks for ({}). Nothing was changed: preview again and save a new plan",
                    missing.join(", ")
                ));
                return Ok(Some(Status::Failed));
            }
        }
        Ok(None)
    }

    /// Phase 3: under the lease, which is released whatever happens.
    async fn apply(&mut self, opts: UpdateOptions) -> Result<strata_engine::UpdateResult> {
        let lease = self.lock(&opts.cancel).await?;
        self.apply_locked(opts, lease).await
    }

    /// Take the stack's lease: an error here has changed nothing. With `--lock-timeout`, a lock
    /// held by another run is waited for (until it is released, or its lease runs out and it
    /// is taken over as always), up to that long. If a renewal fails, the lock may be someone
    /// else's: `cancel` is cancelled, so no provider call starts from then on (and the backend
    /// refuses our writes).
    async fn lock(&self, cancel: &Cancel) -> Result<Lease> {
        let waiting = |holder: &strata_state::LockInfo| {
            self.say.note(format!(
                "stack `{}` is locked by {holder}: waiting for it (--lock-timeout)",
                self.ctx.stack
            ))
        };
        let cancel = cancel.clone();
        let how = crate::lease::Taking {
            wait: self.args.lock_timeout,
            cancel: Some(&self.args.cancel),
            waiting: Some(&waiting),
            on_lost: Some(Box::new(move || cancel.cancel())),
        };
        let info = crate::fencing::lock_info(
            self.kind.name(),
            crate::fencing::call_timeout(&self.ctx.project, &self.plan),
        );
        Ok(Lease::take_with(self.ctx.backend.as_ref(), &self.ctx.stack, info, how).await?)
    }

    /// Phase 3 with the lease taken, released whatever happens.
    async fn apply_locked(
        &mut self,
        opts: UpdateOptions,
        lease: Lease,
    ) -> Result<strata_engine::UpdateResult> {
        let outcome = self.locked(opts, &lease).await;
        let released = lease.release().await;
        let result = outcome?;
        released?;
        Ok(result)
    }

    async fn locked(
        &mut self,
        opts: UpdateOptions,
        lease: &Lease,
    ) -> Result<strata_engine::UpdateResult> {
        let lock = lease.lock();
        let (ctx, secrets) = (&self.ctx, self.secrets.clone());
        let mut checkpoint = secrets.decrypt_checkpoint(ctx.backend.load(&ctx.stack).await?)?;
        let read = *self.outputs_read.lock().unwrap();
        // Checked before the lock when the state was read then.
        if !self.read_early {
            check_stack_file(ctx, self.kind, &checkpoint)?;
        }
        if let Some(serial) = read.filter(|s| *s != checkpoint.serial) {
            bail!(
                "the stack `{}` changed while its program ran: the program read the outputs of version {serial}, and the stack is now at version {}. Nothing was changed; run the command again",
                ctx.stack,
                checkpoint.serial
            );
        }
        // (A record left released only hands a fence on: nothing was taken from anyone.)
        if let Some(previous) = lock.taken_over().filter(|p| !p.released) {
            let pending: Vec<String> = checkpoint
                .pending_operations
                .iter()
                .map(|p| format!("{} of {}", p.op, p.urn))
                .collect();
            let why = if previous.provably_dead() {
                "whose process is gone".to_string()
            } else {
                format!(
                    "whose lease ended at {} (it may still be running: it can no longer write the state, and what its calls make goes to the record of late outcomes)",
                    previous.expires_at
                )
            };
            self.say.warn(format!(
                "took over the lock of stack `{}` from {previous}, {why}; {}",
                ctx.stack,
                if pending.is_empty() {
                    "it left no operation unfinished".to_string()
                } else {
                    format!("it left unfinished: {}", some_of(&pending))
                }
            ));
        }
        // Unless the state was read before the lock (whose read warned), this is its first read.
        if !self.read_early {
            warn_unreadable(&secrets, &self.say, &ctx.stack);
        }
        // A holder taken over while it may still run: its creates stay pending while its
        // calls may finish.
        let fenced = crate::fencing::mark(lock.as_ref(), &mut checkpoint);
        // What a holder that lost its lock made after the fence.
        let (late, imported) = crate::fencing::import(
            ctx.backend.as_ref(),
            ctx.project.name(),
            &ctx.stack,
            &secrets,
            &mut checkpoint,
        )
        .await?;
        for note in &imported {
            self.say.warn(format!(
                "from the record of late outcomes of stack `{}`: {note}",
                ctx.stack
            ));
        }
        if checkpoint.replayed || fenced || !late.is_empty() {
            // The journal of an interrupted operation: what it recorded (pending operations
            // included) becomes a version of its own before anything new is journaled, so a
            // second interruption cannot lose or renumber it; with it, the late outcomes
            // imported and the fence on a holder that may still run.
            let snapshot = checkpoint.take_snapshot();
            let mut settled = checkpoint.next(snapshot);
            settled.made_by = Some(strata_state::MadeBy {
                command: if late.is_empty() {
                    "settle the journal of an interrupted operation".into()
                } else {
                    "import the late outcomes of a holder that lost its lock".into()
                },
                user: strata_state::format::current_user(),
                changes: Default::default(),
            });
            ctx.backend
                .save(
                    &ctx.stack,
                    &secrets.encrypt_checkpoint(settled.clone())?,
                    lock.as_ref(),
                )
                .await?;
            if !late.is_empty() {
                ctx.backend
                    .retire_late(&ctx.stack, &late, lock.as_ref())
                    .await?;
            }
            checkpoint = settled;
        }
        // The state under the lock is the one that counts: interrupted creates found now stop
        // `up` and `destroy`, and `refresh` settles every one of them.
        match (self.kind, pending_creates_message(&ctx.stack, &checkpoint)) {
            (Kind::Up | Kind::Destroy, Some(m)) => bail!("{m}"),
            (Kind::Refresh, m) if m.is_some() || settling(&self.args) => {
                let undecided = checkpoint
                    .interrupted_creates()
                    .any(|p| !self.creates.contains_key(&p.urn));
                // Decided before the lock, without knowing of a fence: decided again.
                if undecided || !self.read_early || checkpoint.fenced.is_some() {
                    self.creates = settle_creates(&self.args, &ctx.stack, &checkpoint, None)?;
                }
            }
            _ => {}
        }
        checkpoint.learn_secrets(&self.known);
        self.observer.event(Event::Started {
            kind: self.kind,
            stack: ctx.stack.clone(),
            project: ctx.project.name().into(),
            preview: false,
        });
        if let (Some(plan), Some(path)) = (&self.saved, &self.args.plan) {
            // The state may have moved on since it was read before the lock.
            crate::saved_plan::check_base(plan, path, &ctx.stack, checkpoint.serial)?;
        }
        // Operations a holder that may still run began: a refresh reads them and keeps them
        // pending; an update refuses to decide on them (the message above stopped it first).
        let held = crate::fencing::settle_rule(&checkpoint);
        let base = checkpoint.take_snapshot();
        let mut opts = opts;
        opts.held = held;
        if self.prechecks() {
            opts.prechecked = precheck(&self.plan, &self.providers, &base).await?;
        }
        let journal = Arc::new(SealedJournal {
            inner: ctx
                .backend
                .journal(&ctx.stack, checkpoint.serial, lock.clone())
                .await?,
            secrets: secrets.clone(),
        });
        let first_op = base.next_op();
        let creates = std::mem::take(&mut self.creates);
        let mut result = self.engine(opts, base, Some(journal), creates).await;
        if let Some(fatal) = &result.fatal {
            bail!("{fatal}");
        }
        // The calls this run began whose outcome the journal could not record.
        let in_flight: Vec<strata_model::PendingOperation> = result
            .journal_pending
            .range(first_op..)
            .map(|(_, p)| p.clone())
            .collect();
        let ctx = &self.ctx;
        if lease.is_lost() {
            let after = result.snapshot.resources.values().cloned().collect();
            self.lock_lost(&in_flight, checkpoint.serial, after, Some(&secrets))
                .await;
            return Err(strata_state::StateError::LockLost(ctx.stack.clone()).into());
        }
        if result.recorded == 0 && result.fatal.is_none() {
            // Nothing changed: no new version, only the empty journal goes.
            ctx.backend
                .discard_journal(&ctx.stack, lock.as_ref())
                .await?;
            return Ok(result);
        }
        let mut next = checkpoint.next(std::mem::take(&mut result.snapshot));
        next.made_by = Some(made_by(self.kind.name(), &result));
        next.links.upstreams = self.links.record(
            self.kind.runs_program().then_some(&self.plan),
            &next.resources,
            &checkpoint.links.upstreams,
        );
        let (links, serial) = (next.links.clone(), next.serial);
        for w in self.links.index_readers(&links.upstreams).await {
            self.say.warn(w);
        }
        let sealed = secrets.encrypt_checkpoint(next)?;
        let saved = ctx.backend.save(&ctx.stack, &sealed, lock.as_ref()).await;
        match saved {
            Err(e @ strata_state::StateError::LockLost(_)) => {
                let after = sealed.resources.clone();
                drop_later(sealed);
                self.lock_lost(&in_flight, checkpoint.serial, after, None)
                    .await;
                Err(e.into())
            }
            Err(e) => {
                drop_later(sealed);
                self.finish(&result, false);
                let kind = crate::error::state_kind(&e);
                let message = save_failed(&ctx.stack, &e, &ctx.backend.url(), self.kind.name());
                Err(crate::Error::new(kind, message).into())
            }
            Ok(()) => {
                drop_later(sealed);
                for w in self
                    .links
                    .index_dropped(&checkpoint.links.upstreams, &links.upstreams)
                    .await
                {
                    self.say.warn(w);
                }
                self.report_stale(&checkpoint.outputs, &links, serial).await;
                Ok(result)
            }
        }
    }

    /// The lock was lost with the run's calls done: record what they made as late outcomes
    /// (sealed here unless `secrets` is `None`: already sealed) and say what is true.
    ///
    /// What its calls made is what `after` (the run's resources) holds that the version the run
    /// started from (`base`, saved and never replaced) did not: read back only now, on this
    /// rare path, rather than kept through every run.
    async fn lock_lost(
        &self,
        in_flight: &[strata_model::PendingOperation],
        base: u64,
        after: Vec<Arc<strata_model::ResourceState>>,
        secrets: Option<&Secrets>,
    ) {
        let ctx = &self.ctx;
        // Both sides opened (a sealed secret is sealed afresh each time: compared sealed, every
        // resource that holds one would look changed), and the record sealed here.
        let open = |resources: Vec<Arc<strata_model::ResourceState>>| {
            let mut cp = strata_state::Checkpoint::empty(&ctx.stack);
            cp.resources = resources;
            self.secrets.decrypt_checkpoint(cp).map(|cp| cp.resources)
        };
        let (after, after_open) = match open(after.clone()) {
            Ok(opened) => (opened, true),
            Err(_) => (after, false),
        };
        let secrets = if after_open {
            Some(self.secrets.as_ref())
        } else {
            secrets
        };
        let (made, recorded) = match ctx.backend.load_version(&ctx.stack, base).await {
            Ok(base) => {
                let (base, base_open) = match open(base.resources.clone()) {
                    Ok(opened) => (opened, true),
                    Err(_) => (base.resources, false),
                };
                let made = crate::fencing::made_by_run(&base, after.iter());
                // Updates and deletes are late outcomes too: the next holder settles its
                // interrupted operations with them (told apart only where both sides open).
                let (updated, deleted) = if after_open && base_open {
                    crate::fencing::changed_by_run(&base, after.iter())
                } else {
                    Default::default()
                };
                let recorded = if made.is_empty() && updated.is_empty() && deleted.is_empty() {
                    None
                } else {
                    let did: Vec<_> = made.iter().chain(&updated).cloned().collect();
                    Some(
                        crate::fencing::record(
                            ctx.backend.as_ref(),
                            &ctx.stack,
                            secrets,
                            self.kind.name(),
                            &did,
                            &deleted,
                        )
                        .await
                        .map_err(|e| format!("{e:#}")),
                    )
                };
                (made, recorded)
            }
            Err(e) => (
                vec![],
                Some(Err(format!(
                    "the version {base} this run started from could not be read back to tell what its calls made: {e}"
                ))),
            ),
        };
        drop_later(after);
        // Calls whose outcome is known (they made something) are not in flight.
        let unknown: Vec<strata_model::PendingOperation> = in_flight
            .iter()
            .filter(|p| !made.iter().any(|r| r.urn == p.urn))
            .cloned()
            .collect();
        self.observer
            .event(Event::LockLost(Box::new(crate::events::LockLost {
                stack: ctx.stack.clone(),
                in_flight: unknown,
                made,
                late_record: recorded,
            })));
    }

    /// After a save: name the stacks that read an output this version changed or dropped.
    async fn report_stale(&self, before: &Value, links: &strata_state::Links, serial: u64) {
        let changed: Vec<&String> = links
            .output_versions
            .iter()
            .filter(|(_, v)| **v == serial)
            .map(|(k, _)| k)
            .chain(
                before
                    .as_object()
                    .into_iter()
                    .flat_map(|o| o.keys())
                    .filter(|k| !links.output_versions.contains_key(*k)),
            )
            .collect();
        if changed.is_empty() {
            return;
        }
        let dependents = match self.ctx.backend.dependents(&self.ctx.stack).await {
            Ok(d) => d,
            Err(e) => {
                self.say.warn(format!(
                    "the stacks that read this one's outputs could not be listed: {e}"
                ));
                return;
            }
        };
        let stale: Vec<(String, Vec<String>)> = dependents
            .into_iter()
            .filter_map(|d| {
                let hit: Vec<String> = d
                    .outputs
                    .iter()
                    .filter(|o| changed.contains(o))
                    .cloned()
                    .collect();
                (!hit.is_empty()).then_some((d.stack, hit))
            })
            .collect();
        if stale.is_empty() {
            return;
        }
        self.say.info(format!(
            "Stacks that read outputs this update changed are now out of date: {}. Update them with `strata up --cascade`, or `strata up` in each.",
            crate::links::describe(&stale).replace("(reads", "(reads changed")
        ));
        for (stack, outputs) in stale {
            self.observer.event(Event::Stale { stack, outputs });
        }
    }

    /// The operation ends with `status`: its outcome, and everything it made (the pooled wasm
    /// instances, the engine's reservations: milliseconds to tear down) freed on a thread of
    /// its own, which a process that ends first does not wait for.
    fn end(
        mut self,
        status: Status,
        result: Option<strata_engine::UpdateResult>,
        previewed_changes: Option<Value>,
    ) -> Outcome {
        let result = result.or_else(|| self.previewed.take());
        drop_later(self);
        Outcome {
            status,
            result,
            previewed_changes,
        }
    }

    /// A program that failed part way fails the operation, after what it declared has run.
    fn program_failed(&self, status: Status) -> Status {
        match &self.program_error {
            None => status,
            Some(e) => {
                self.say.error(format!(
                    "{e}\n  The resources it declared before it failed were {}; nothing it did not declare was deleted. Fix the program and run `strata {}` again.",
                    if self.kind == Kind::Preview { "previewed" } else { "deployed" },
                    self.kind.name()
                ));
                Status::Failed
            }
        }
    }
}

/// The outputs a preview changes, for the previews of the stacks that read them: the new value
/// when it is known and not secret, else unknown (a secret's plaintext never goes to a file).
fn previewed_changes(before: &Value, after: &Value) -> Value {
    let mut out = serde_json::Map::new();
    for (k, v) in after.as_object().into_iter().flatten() {
        if before.get(k) == Some(v) {
            continue;
        }
        let shown = if strata_model::value::contains_secret(v) {
            strata_model::marker::unknown()
        } else {
            v.clone()
        };
        out.insert(k.clone(), shown);
    }
    Value::Object(out)
}

/// Say which upstream outputs changed since the stack last read them (this update reads them
/// anew).
async fn note_stale_upstreams(
    links: &crate::links::References,
    cp: &strata_state::Checkpoint,
    say: &Say,
) {
    for u in &cp.links.upstreams {
        // An upstream that cannot be read here is the reference's own error, in the run.
        if let Ok(changed) = links.stale(u).await
            && !changed.is_empty()
        {
            say.info(format!(
                "Upstream stack {} changed {} since this stack read it (at its version {}): this update reads the new values.",
                u.stack,
                changed.join(", "),
                u.version
            ));
        }
    }
}

/// An `up` that drops an output another stack reads, or a `destroy` of a stack others read,
/// stops here, before the lock, unless `--force` (then they are stale, and said so). A preview
/// warns.
async fn protect_dependents(
    ctx: &Context,
    kind: Kind,
    plan: &strata_engine::plan::Plan,
    args: &Options,
    say: &Say,
) -> Result<()> {
    let destroy = kind == Kind::Destroy;
    if !(destroy || kind.runs_program()) || plan.incomplete {
        return Ok(());
    }
    let lost = crate::links::losses(
        ctx.backend.as_ref(),
        &ctx.stack,
        destroy,
        plan.outputs.as_ref(),
    )
    .await?;
    if lost.is_empty() {
        return Ok(());
    }
    let what = if destroy {
        format!(
            "destroying stack `{}` takes the outputs that other stacks read: {}",
            ctx.stack,
            crate::links::describe(&lost)
        )
    } else {
        format!(
            "the program no longer exports outputs that other stacks read: {}",
            crate::links::describe(&lost)
        )
    };
    if kind == Kind::Preview {
        say.warn(format!(
            "{what}; `strata up` will refuse it without --force"
        ));
    } else if args.force {
        say.warn(format!(
            "{what}; going ahead (--force): they will be out of date"
        ));
    } else {
        bail!(
            "{what}. Nothing was changed: update them first to stop reading those outputs, or pass --force to go ahead and leave them out of date"
        );
    }
    Ok(())
}

/// Errors that can be found without changing anything, found before the lock: a resource whose
/// provider is not in the project or serves another package, and what the providers' schemas
/// refuse (a type they do not offer, a misspelt input or one of the wrong type, a reference to
/// an output that does not exist; see `strata_engine::validate`). `up` and `preview` stop here,
/// having changed nothing (`up --continue-on-error` goes on).
async fn preflight(plan: &strata_engine::plan::Plan, providers: &Loaded, kind: Kind) -> Result<()> {
    let mut errors = Vec::new();
    for node in &plan.nodes {
        let strata_engine::plan::PlanNode::Resource {
            ty,
            name,
            options,
            component: false,
            ..
        } = node
        else {
            continue;
        };
        let type_package = strata_model::provider_of(ty);
        // The instance it names, or the one named after its type's package.
        let package = options.provider.as_deref().unwrap_or(type_package);
        if providers.get(package).is_err() {
            continue; // said by the schema check
        }
        let serves = providers.package_of(package);
        if serves != type_package {
            errors.push(format!(
                "{ty} \"{name}\": provider instance `{package}` is a `{serves}` provider, not a `{type_package}` one (its `package` in {})",
                strata_workspace::PROJECT_FILE
            ));
        }
    }
    if !errors.is_empty() {
        return refuse(kind, errors);
    }
    for (name, config) in &providers.settings {
        let Some(schema) = providers.by_name[name].0.parsed_schema().await else {
            continue;
        };
        if let Err(problems) = schema.check_config(name, config) {
            errors.extend(problems.into_iter().map(|(key, why)| {
                format!(
                    "provider {name}: `{key}` {why} (set under [providers.{name}.config] in {} or as `{name}:{key}` in the stack's config; `strata schema {name}` lists its settings)",
                    strata_workspace::PROJECT_FILE
                )
            }));
        }
    }
    errors.extend(strata_engine::validate::plan(plan, providers).await);
    refuse(kind, errors)
}

/// Inputs are checked before anything is journaled: a resource whose inputs its provider's
/// `check` refuses (a path outside the grant, a bad value, a missing property) stops `up`
/// having changed nothing, instead of failing halfway through the run. The inputs of a create
/// that read another resource's outputs are checked as a preview checks them, those outputs
/// unknown: what is wrong beside them is found now too.
/// This runs under the lock, with the state read: a resource whose recorded digest says its
/// `check` would pass as it did (see `strata_engine::memo`) is not checked again. Returns the
/// resources whose inputs `check` answered as they are, which the engine need not check again
/// when it creates them (see `strata_engine::Prechecked`).
async fn precheck(
    plan: &Arc<strata_engine::plan::Plan>,
    providers: &Loaded,
    base: &strata_engine::Snapshot,
) -> Result<strata_engine::Prechecked> {
    // Each (instance, type)'s identity, asked once; then the digests are compared in a plain
    // loop, and only what they do not vouch for is checked.
    let mut identities: HashMap<(&str, &str), Option<strata_engine::memo::Identity>> =
        HashMap::new();
    let mut unchecked = Vec::new();
    for (i, node) in plan.nodes.iter().enumerate() {
        let strata_engine::plan::PlanNode::Resource {
            urn,
            ty,
            inputs,
            options,
            component: false,
            ..
        } = node
        else {
            continue;
        };
        let package = options
            .provider
            .as_deref()
            .unwrap_or(strata_model::provider_of(ty));
        let Ok(provider) = providers.get(package) else {
            continue;
        };
        if strata_model::value::contains_marker(inputs, "ref") {
            // A create's inputs, with what they read unknown: a mistake beside them would
            // otherwise fail only after what it reads is made. (A resource that exists was
            // checked when it was made; its update is checked by the engine, as before, so a
            // no-op of a large linked stack asks nothing more.)
            if base.live(urn).is_none() {
                unchecked.push((provider, i));
            }
            continue;
        }
        if let Some(old) = base.live(urn).filter(|o| o.memo.is_some()) {
            let identity = match identities.get(&(package, ty.as_str())) {
                Some(i) => *i,
                None => {
                    let i = provider.memo_identity(ty).await;
                    identities.insert((package, ty), i);
                    i
                }
            };
            if identity.is_some_and(|i| strata_engine::memo::holds(&i, ty, inputs, old)) {
                continue;
            }
        }
        unchecked.push((provider, i));
    }
    // The checks are spread over a task per core: 100,000 of them took 0.3 s on one.
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let mut shares: Vec<Vec<_>> = (0..cores).map(|_| Vec::new()).collect();
    for (n, check) in unchecked.into_iter().enumerate() {
        shares[n % cores].push(check);
    }
    let tasks: Vec<_> = shares
        .into_iter()
        .map(|share| tokio::spawn(check_share(plan.clone(), share)))
        .collect();
    let (mut failures, mut as_asked) = (Vec::new(), Vec::new());
    for task in tasks {
        let (refused, answered) = task
            .await
            .map_err(|e| anyhow::anyhow!("checking inputs: {e}"))?;
        failures.extend(refused);
        as_asked.extend(answered);
    }
    refuse(Kind::Up, failures)?;
    Ok(strata_engine::Prechecked::new(plan.nodes.len(), as_asked))
}

/// What `check` said of one resource's inputs.
enum Checked {
    /// It refused them, and why.
    Refused(String),
    /// It answered them as they are.
    AsAsked(usize),
    /// Anything else (another answer, or a failure the engine will meet again and report).
    Other,
}

/// Check the inputs of `share`'s resources (nodes of `plan`), each with its provider, 16 at a
/// time: what each refused, and the nodes whose inputs were answered as they are.
async fn check_share(
    plan: Arc<strata_engine::plan::Plan>,
    share: Vec<(Arc<dyn strata_engine::Provider>, usize)>,
) -> (Vec<String>, Vec<usize>) {
    use futures::StreamExt;
    let mut checks = share.into_iter();
    let mut running = futures::stream::FuturesUnordered::new();
    let (mut failures, mut as_asked) = (Vec::new(), Vec::new());
    loop {
        while running.len() < 16
            && let Some((provider, i)) = checks.next()
        {
            running.push(check_one(plan.clone(), provider, i));
        }
        match running.next().await {
            Some(Checked::Refused(why)) => failures.push(why),
            Some(Checked::AsAsked(i)) => as_asked.push(i),
            Some(Checked::Other) => {}
            None => return (failures, as_asked),
        }
    }
}

/// Check the inputs of node `i` of `plan`.
async fn check_one(
    plan: Arc<strata_engine::plan::Plan>,
    provider: Arc<dyn strata_engine::Provider>,
    i: usize,
) -> Checked {
    let strata_engine::plan::PlanNode::Resource {
        ty, name, inputs, ..
    } = &plan.nodes[i]
    else {
        return Checked::Other;
    };
    // Outputs still to come, unknown as in a preview: only a refusal counts then.
    let probe = strata_model::value::contains_marker(inputs, "ref").then(|| unknown_refs(inputs));
    let asked = probe.as_ref().unwrap_or(inputs);
    match strata_engine::validate::check(provider.as_ref(), ty, name, None, asked).await {
        Err(e @ strata_engine::ProviderError::CheckFailed(_)) => {
            Checked::Refused(format!("{ty} \"{name}\": {e}"))
        }
        Ok(answer) if probe.is_none() && answer == *inputs => Checked::AsAsked(i),
        _ => Checked::Other,
    }
}

/// `v` with every reference to an output replaced by an unknown value.
fn unknown_refs(v: &Value) -> Value {
    if strata_model::marker::as_reference(v).is_some() {
        return strata_model::marker::unknown();
    }
    match v {
        Value::Array(items) => Value::Array(items.iter().map(unknown_refs).collect()),
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, x)| (k.clone(), unknown_refs(x)))
                .collect(),
        ),
        other => other.clone(),
    }
}

fn refuse(kind: Kind, mut errors: Vec<String>) -> Result<()> {
    if errors.is_empty() {
        return Ok(());
    }
    errors.sort();
    let count = match errors.len() {
        1 => "1 error".to_string(),
        n => format!("{n} errors"),
    };
    if kind == Kind::Preview {
        bail!(
            "the program declares what cannot be deployed ({count}), so there is no plan to show:\n  {}",
            errors.join("\n  ")
        )
    }
    bail!(
        "the program declares what cannot be deployed ({count}), so nothing was changed:\n  {}\n(`strata up --continue-on-error` deploys the rest anyway)",
        errors.join("\n  ")
    )
}

/// Whether the command stops, having changed nothing, on what can be found before any change
/// (`preflight`, `precheck`): `up` (unless `--continue-on-error`) and `import`.
fn prechecks(kind: Kind, args: &Options) -> bool {
    (kind == Kind::Up && !args.continue_on_error) || kind == Kind::Import
}

/// A stack the backend does not hold, though this project has its stack file (made by `stack
/// init`, with the stack's id): the backend may have lost its state, and making the stack again
/// would make every resource again. Said so, instead of "create it with `stack init`".
fn no_state(ctx: &Context, e: strata_state::StateError) -> anyhow::Error {
    match (&e, ctx.project.stack_id(&ctx.stack)) {
        (strata_state::StateError::NoStack(stack), Ok(Some(id))) => anyhow::anyhow!(
            "stack `{stack}` does not exist on {}, though this project has its stack file (Strata.{stack}.toml, stack id {id}): if it was deployed there, the backend lost its state, or this is the wrong backend. Do not make it again and run `up` before looking: its resources would be made a second time. Check the backend URL; to restore the state from a backup, `strata stack init {stack}` then `strata stack import --file F --yes` before any `up`; if the stack was never deployed there, `strata stack init {stack}`",
            ctx.backend.url()
        ),
        _ => e.into(),
    }
}

/// A stack with resources whose file was deleted or emptied would run its program with no
/// configuration, and `up` would delete what that program no longer declares: refused.
fn check_stack_file(ctx: &Context, kind: Kind, cp: &strata_state::Checkpoint) -> Result<()> {
    let Some((path, how)) = ctx
        .project
        .stack_file_lost(&ctx.stack)
        .filter(|_| kind.runs_program())
    else {
        return Ok(());
    };
    let live = cp.resources.iter().filter(|r| !r.delete).count();
    if live > 0 {
        bail!(
            "the stack file {} is {how}, while stack `{}` holds {live} resource(s): its configuration (and the id of its secrets' key) would be lost, and the program would run without it. Nothing was changed. Restore the file (from version control, for one); if the stack really has no configuration, write one that says so (`strata config set KEY VALUE` makes it)",
            path.display(),
            ctx.stack
        );
    }
    Ok(())
}

/// Whether the command was told how to settle interrupted creates.
fn settling(args: &Options) -> bool {
    args.import_pending_creates.is_some() || args.clear_pending_creates
}

/// The interrupted creates of a checkpoint, as one message that counts them and names the two
/// ways out; `None` when there are none.
fn pending_creates_message(stack: &str, cp: &strata_state::Checkpoint) -> Option<String> {
    let creates: Vec<String> = cp
        .interrupted_creates()
        .map(|p| format!("{} \"{}\"", p.ty, p.urn.name()))
        .collect();
    if creates.is_empty() {
        // Updates and deletes a holder that may still run began: unknown until it must have
        // ended (after that, the next run reads their resources before it plans).
        let why = crate::fencing::settle_rule(cp)?;
        let ops: Vec<String> = cp
            .pending_operations
            .iter()
            .map(|p| format!("{} of {} \"{}\"", p.op, p.ty, p.urn.name()))
            .collect();
        if ops.is_empty() {
            return None;
        }
        return Some(format!(
            "stack `{stack}` has {} interrupted operation(s) whose outcome is not known yet ({}): {why}. Nothing was changed: deciding on them now could undo what they do, or redo what they undo. Run `strata refresh` after then: it reads those resources and records what is there (run before then, it records what is there now and keeps them pending)",
            ops.len(),
            some_of(&ops)
        ));
    }
    if let Some(why) = crate::fencing::settle_rule(cp) {
        return Some(format!(
            "stack `{stack}` has {} interrupted create(s) whose outcome was never recorded ({}): {why}. Settle them first, before anything else changes: `strata refresh --import-pending-creates` imports what the providers find and keeps the rest pending until then (`--import-pending-creates URN=ID` imports by id); what that holder's calls made is imported from the record of late outcomes by the next command",
            creates.len(),
            some_of(&creates)
        ));
    }
    Some(format!(
        "stack `{stack}` has {} interrupted create(s) whose outcome was never recorded ({}): each may have made a resource that no state knows. Settle them first, before anything else changes: `strata refresh --import-pending-creates` imports what the providers find and clears the rest (`--import-pending-creates URN=ID` imports by id), or `strata refresh --clear-pending-creates` forgets them",
        creates.len(),
        some_of(&creates)
    ))
}

/// Why saving the state of `stack` failed, and what to do: by its cause, never a guess.
/// `command` is the one that failed (`up`, `destroy`…): the one to run again.
pub fn save_failed(stack: &str, e: &strata_state::StateError, url: &str, command: &str) -> String {
    use strata_state::StateError as E;
    let kept = format!(
        "Nothing is lost: the journal holds every step recorded until then (in {url}), and the next command reads it"
    );
    let next = match e {
        E::Io { error, .. } if error.kind() == std::io::ErrorKind::StorageFull => format!(
            "{kept}. Free some space, then run `strata {command}` again; `strata refresh` settles the operations that were in flight"
        ),
        E::Io { .. } => format!(
            "{kept}. Fix the cause shown, then run `strata {command}` again; `strata refresh` settles the operations that were in flight"
        ),
        E::Remote { .. } | E::Busy(_) => format!(
            "{kept}, once the backend answers again. When it does, run `strata {command}` again; `strata refresh` settles the operations that were in flight"
        ),
        E::Conflict { .. } => format!(
            "Another writer saved this stack meanwhile, so this run's state was not saved over it. {kept}; run `strata refresh` to settle what this run did"
        ),
        E::NoStack(_) => format!(
            "The stack's state vanished from the backend while this operation ran (removed, or the store lost its data). Do not create the stack again before looking: what this run made is in the journal if the backend still holds it; `strata stack history --stack {stack}` shows what the backend still has"
        ),
        _ => format!("{kept}. Run `strata {command}` again once the cause is fixed"),
    };
    format!("could not save the state of stack `{stack}`: {e}. {next}")
}

/// `items` joined by commas: the first ten, then how many more. A message that names each of
/// a thousand interrupted creates on one line is not read.
fn some_of(items: &[String]) -> String {
    const SHOWN: usize = 10;
    match items.len().saturating_sub(SHOWN) {
        0 => items.join(", "),
        more => format!("{}, and {more} more", items[..SHOWN].join(", ")),
    }
}

/// How to settle each interrupted create of `cp`, by URN: as the flags say, else (on a
/// terminal) as the user answers; without either, an error that lists them.
fn settle_creates(
    args: &Options,
    stack: &str,
    cp: &strata_state::Checkpoint,
    asker: Option<&dyn Asker>,
) -> Result<BTreeMap<strata_model::Urn, strata_engine::Settle>> {
    use strata_engine::Settle;
    let creates: Vec<&strata_model::PendingOperation> = cp.interrupted_creates().collect();
    // `URN=ID` or `NAME=ID` pairs, each naming one interrupted create.
    let mut by_id: BTreeMap<strata_model::Urn, String> = BTreeMap::new();
    for pair in args.import_pending_creates.iter().flatten() {
        let Some((who, id)) = pair.split_once('=') else {
            bail!("--import-pending-creates takes URN=ID (or NAME=ID), not `{pair}`");
        };
        let matches: Vec<&&strata_model::PendingOperation> = creates
            .iter()
            .filter(|p| p.urn.0 == who || p.urn.name() == who)
            .collect();
        match matches.as_slice() {
            [p] => {
                by_id.insert(p.urn.clone(), id.to_string());
            }
            [] => bail!("stack `{stack}` has no interrupted create of `{who}`"),
            _ => bail!("`{who}` names more than one interrupted create: give its URN"),
        }
    }
    let fenced = crate::fencing::settle_rule(cp);
    let refuse_clear = |p: &strata_model::PendingOperation| -> anyhow::Error {
        anyhow::anyhow!(
            "the interrupted create of {} \"{}\" of stack `{stack}` is not cleared: {}. Clearing it now could leave what that call makes in no state. Run `strata refresh` after then (what those calls made is imported from the record of late outcomes, and the rest may be cleared), or `strata refresh --import-pending-creates` now (imports what the providers find, and keeps the rest pending)",
            p.ty,
            p.urn.name(),
            fenced.as_deref().unwrap_or_default()
        )
    };
    let mut out = BTreeMap::new();
    for p in creates {
        let how = if let Some(id) = by_id.get(&p.urn) {
            Settle::Import(Some(id.clone()))
        } else if args.clear_pending_creates {
            if fenced.is_some() {
                return Err(refuse_clear(p));
            }
            Settle::Clear
        } else if args.import_pending_creates.is_some() {
            match &fenced {
                Some(why) => Settle::FindOrKeep(format!(
                    "{why}; a `strata refresh` after then imports what it made or clears it"
                )),
                None => Settle::Import(None),
            }
        } else if let Some(asker) = asker.filter(|a| a.can_ask()) {
            match asker.settle(p)? {
                Settle::Clear if fenced.is_some() => return Err(refuse_clear(p)),
                Settle::Import(None) if let Some(why) = &fenced => Settle::FindOrKeep(format!(
                    "{why}; a `strata refresh` after then imports what it made or clears it"
                )),
                how => how,
            }
        } else {
            bail!(
                "{} (pass one of these flags to `strata refresh` when it runs without a terminal)",
                pending_creates_message(stack, cp).unwrap_or_default()
            );
        };
        out.insert(p.urn.clone(), how);
    }
    Ok(out)
}

/// Say once that some secrets of the state could not be decrypted, and what that means.
fn warn_unreadable(secrets: &Secrets, say: &Say, stack: &str) {
    if let Some((n, source)) = secrets.unreadable() {
        say.warn(format!(
            "{n} secret(s) in the state of stack `{stack}` cannot be decrypted with the key from {source}: the resources that use them will fail and stay as they are (`strata destroy` still works). If the stack was deployed with another key, set STRATA_SECRETS_KEY to it."
        ));
    }
}

/// The stack configuration as the program sees it: secrets opened into secret markers (and
/// their plaintexts learned, to be scrubbed from whatever a guest says).
pub fn program_config(
    ctx: &Context,
    secrets: &Secrets,
    known: &KnownSecrets,
) -> Result<BTreeMap<String, Value>> {
    let mut config = BTreeMap::new();
    // Declared defaults first (the project file's, and a YAML program's own: so `compile`
    // sees them as configuration, which becomes a template parameter); what the stack sets
    // wins.
    for (k, decl) in &ctx.project.declared_config()? {
        if let Some(d) = decl.default_text() {
            config.insert(k.clone(), Value::String(d));
        }
    }
    for (k, v) in ctx.project.config(&ctx.stack)? {
        let v = match v {
            ConfigValue::Plain(v) => Value::String(v),
            ConfigValue::Secret(c) => strata_model::marker::secret(secrets.open(&c)?),
        };
        known.learn(&v);
        config.insert(k, v);
    }
    Ok(config)
}

/// The program's limits: the project file's, else the defaults.
fn program_limits(project: &Project) -> ProgramLimits {
    let spec = &project.file.program;
    let defaults = ProgramLimits::default();
    ProgramLimits {
        memory: spec.memory_bytes().unwrap_or(defaults.memory),
        timeout: spec.timeout().unwrap_or(defaults.timeout),
        max_declarations: spec.max_declarations().unwrap_or(defaults.max_declarations),
    }
}

/// What the program declares when run with `config`, and nothing more: no provider is loaded,
/// nothing is read from the backend (`previous-outputs` says there are none).
pub async fn declarations(
    runtime: &Runtime,
    ctx: &Context,
    config: BTreeMap<String, Value>,
    known: Arc<KnownSecrets>,
    log: GuestLog,
) -> Result<Declarations> {
    let (decls, _program) = run_program(runtime, ctx, config, known, None, log).await?;
    Ok(decls)
}

/// Run the project's program for `ctx`'s stack with `config`: what it declares, and the
/// instance that runs its apply callbacks.
async fn run_program(
    runtime: &Runtime,
    ctx: &Context,
    config: BTreeMap<String, Value>,
    known: Arc<KnownSecrets>,
    previous: Option<Arc<dyn strata_host::PreviousOutputs>>,
    log: GuestLog,
) -> Result<(Declarations, Arc<WasmProgram>)> {
    let (wasm, what, grants, view) = program_component(&ctx.project, &ctx.backend.url())?;
    let grants = Arc::new(grants);
    let names = known.clone();
    let pctx = ProgramContext {
        project: ctx.project.name().into(),
        stack: ctx.stack.clone(),
        config,
        limits: program_limits(&ctx.project),
        secrets: known,
        previous,
        grants,
        keep: view
            .map(|v| Arc::new(v) as Arc<dyn std::any::Any + Send + Sync>)
            .into_iter()
            .collect(),
    };
    let (decls, program) = WasmProgram::run_wasm(runtime, &wasm, &what, pctx, log).await?;
    no_secret_names(&decls, &names)?;
    Ok((decls, program))
}

/// Names are kept in plaintext (in URNs, the state, logs and `--json` events): a resource
/// name or an output key that holds a secret's value is refused, named with the secret
/// scrubbed from it.
fn no_secret_names(decls: &Declarations, known: &KnownSecrets) -> Result<()> {
    if known.is_empty() {
        return Ok(());
    }
    let holds = |s: &str| known.scrub(s) != s;
    for r in &decls.registrations {
        if let strata_model::Registration::Resource { ty, name, .. }
        | strata_model::Registration::Component { ty, name, .. } = r
            && holds(name)
        {
            bail!(
                "{ty} \"{}\": its name holds a secret value, and names are kept in plaintext (state, logs, --json events): name it with something that is not secret",
                known.scrub(name)
            );
        }
    }
    fn keys(v: &Value, holds: &dyn Fn(&str) -> bool) -> Option<String> {
        match v {
            Value::Object(o) => o.iter().find_map(|(k, v)| {
                if holds(k) {
                    Some(k.clone())
                } else {
                    keys(v, holds)
                }
            }),
            Value::Array(a) => a.iter().find_map(|v| keys(v, holds)),
            _ => None,
        }
    }
    if let Some(k) = decls.outputs.as_ref().and_then(|o| keys(o, &holds)) {
        bail!(
            "the stack output key \"{}\" holds a secret value, and keys are kept in plaintext: use a key that is not secret (the value may be)",
            known.scrub(&k)
        );
    }
    Ok(())
}

/// The stacks the program of the project in `cwd` references (`strata:stack:Reference`) when
/// run for `stack`: what a workspace orders its stacks by. Only the program runs (no provider
/// is loaded, nothing is read from the backend, `backend` (the URL its workspace gives it, or
/// its own) is only named to it); a reference whose stack is not known yet (an
/// output of something) is left out.
pub async fn program_references(
    runtime: &Runtime,
    cwd: &Path,
    stack: &str,
    backend: Option<&str>,
    build: BuildChoice,
    say: &Say,
) -> Result<Vec<String>> {
    let project = Project::find(cwd)?;
    let ctx = Context {
        backend: crate::context::open_backend(&project, backend)?,
        stack: stack.to_string(),
        project,
        note: None,
    };
    build_program(&ctx.project, build, say)?;
    let secrets = crate::context::stack_secrets(&ctx.project, &ctx.stack)?;
    let known = Arc::new(KnownSecrets::new());
    let config = program_config(&ctx, &secrets, &known)?;
    let log: GuestLog = Arc::new(|_: &str, _: &str| {});
    let decls = declarations(runtime, &ctx, config, known, log).await?;
    let mut out: Vec<String> = decls
        .registrations
        .iter()
        .filter_map(|r| match r {
            strata_model::Registration::Resource { ty, inputs, .. }
                if ty == crate::links::REFERENCE =>
            {
                let s = inputs.get("stack")?.as_str()?;
                crate::links::StackName::parse(s, ctx.project.name())
                    .ok()
                    .map(|n| n.to_string())
            }
            _ => None,
        })
        .collect();
    out.sort();
    out.dedup();
    Ok(out)
}

/// This process's peak resident set (VmHWM), where /proc has it.
fn peak_rss() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}
