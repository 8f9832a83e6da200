//! The project's policy packs (`[policy.NAME]` in the project file, and `--policy-pack FILE`),
//! loaded into the wasm engine with their grants, limits and configuration, checked against
//! `Strata.lock`, as the engine's `Policy` port.

use anyhow::{Context as _, Result, anyhow};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use strata_engine::Enforcement;
use strata_host::{GuestLog, Limits, PackSetup, PolicyPacks, Runtime, Wasm, WasmPolicyPack};
use strata_model::KnownSecrets;
use strata_workspace::{PolicySpec, Project};

/// Where a pack comes from, and its project-file entry (default for one given on the command
/// line: no configuration, no grant).
struct Source {
    name: String,
    spec: PolicySpec,
    /// `--policy-pack`: not in the lock (the command line names its bytes each time).
    path: Option<PathBuf>,
}

/// Load every pack of `project` and each of `extra` (`--policy-pack`), for `stack`; `None`
/// when there is none.
pub(crate) async fn load(
    runtime: &Runtime,
    project: &Project,
    stack: &str,
    extra: &[PathBuf],
    log: &GuestLog,
    known: &Arc<KnownSecrets>,
) -> Result<Option<Arc<PolicyPacks>>> {
    let mut sources: Vec<Source> = project
        .file
        .packs_for(stack)
        .into_iter()
        .map(|(name, levels)| {
            let mut spec = project.file.policy[name].clone();
            // The stack's groups set their policies' enforcement over the pack's table.
            spec.enforcement.extend(levels);
            Source {
                name: name.to_string(),
                spec,
                path: None,
            }
        })
        .collect();
    for path in extra {
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "pack".into());
        let mut name = stem.clone();
        let mut n = 2;
        while sources.iter().any(|s| s.name == name) {
            name = format!("{stem}-{n}");
            n += 1;
        }
        sources.push(Source {
            name,
            spec: PolicySpec::default(),
            path: Some(path.clone()),
        });
    }
    if sources.is_empty() {
        return Ok(None);
    }
    let mut lock = project.lock_file()?;
    let mut packs = Vec::new();
    for s in sources {
        let (wasm, what) = match &s.path {
            Some(p) => (
                Wasm::read(p).with_context(|| format!("policy pack {}", p.display()))?,
                p.display().to_string(),
            ),
            None => component(project, &s.name, &s.spec, &mut lock)?,
        };
        let setup = setup(
            (project.name(), &project.dir),
            stack,
            &s.name,
            &s.spec,
            log,
            known,
        )?;
        let mut pack = WasmPolicyPack::load(runtime, &wasm, &what, setup).await?;
        // A pack given as a file goes by its own name for itself (unless a pack of the project
        // has that name), as `policy test` names it.
        if s.path.is_some() && !project.file.policy.contains_key(&pack.declared_name) {
            let own = pack.declared_name.clone();
            pack.rename(own);
        }
        packs.push(pack);
    }
    lock.save()?;
    Ok(Some(Arc::new(PolicyPacks { packs })))
}

/// Whether `stack` runs any policy pack: one of the project's for it (its groups), or one
/// given on the command line.
pub(crate) fn any(project: &Project, stack: &str, extra: &[PathBuf]) -> bool {
    !extra.is_empty() || !project.file.packs_for(stack).is_empty()
}

/// The component of the project's pack `name` (its `[policy.NAME]` entry `spec`), checked as
/// every use of it is: a `wasm` file against `Strata.lock`, a `plugin` against the lock and
/// the entry's `trust` (its signature). `strata policy test` of a project's pack goes through
/// here too, so it runs nothing an `up` of the project would refuse.
fn component(
    project: &Project,
    name: &str,
    spec: &PolicySpec,
    lock: &mut strata_workspace::LockFile,
) -> Result<(Wasm, String)> {
    match (&spec.wasm, &spec.plugin) {
        (Some(w), _) => {
            let p = project.dir.join(w);
            let wasm = Wasm::read(&p).with_context(|| {
                format!(
                    "policy pack {name}: its wasm (build the pack first, or fix `wasm` under [policy.{name}])"
                )
            })?;
            lock.check_policy(name, wasm.sha256())?;
            Ok((wasm, p.display().to_string()))
        }
        (None, Some(plugin)) => crate::plugin_source::resolve_locked(
            lock,
            true,
            name,
            plugin,
            &spec.trust,
            spec.allow_unsigned,
        ),
        (None, None) => Err(anyhow!("policy pack {name}: no `wasm` or `plugin` given")),
    }
}

/// A pack's setup from its project-file entry.
pub(crate) fn setup(
    (project, dir): (&str, &std::path::Path),
    stack: &str,
    name: &str,
    spec: &PolicySpec,
    log: &GuestLog,
    known: &Arc<KnownSecrets>,
) -> Result<PackSetup> {
    let mut setup = PackSetup::new(name);
    setup.project = project.to_string();
    setup.stack = stack.to_string();
    setup.config = spec.policy_config();
    setup.enforcement = spec
        .enforcement
        .iter()
        .map(|(k, v)| {
            Enforcement::parse(v)
                .map(|e| (k.clone(), e))
                .ok_or_else(|| {
                    let levels =
                        ["advisory", "mandatory", "disabled", "remediate"].map(String::from);
                    let meant = strata_model::spelling::closest(levels.iter(), v)
                        .map(|l| format!(": did you mean `{l}`?"))
                        .unwrap_or_default();
                    anyhow!("policy.{name}.enforcement.{k}: `{v}` is not one of advisory, mandatory, disabled, remediate{meant}")
                })
        })
        .collect::<Result<BTreeMap<_, _>>>()?;
    setup.grants = Arc::new(
        spec.grants(dir)
            .with_context(|| format!("policy pack {name}: its grant in Strata.toml"))?,
    );
    setup.secrets_granted = spec.secrets;
    let d = setup.limits;
    setup.limits = Limits {
        memory: spec.memory_bytes().unwrap_or(d.memory),
        timeout: spec.timeout().unwrap_or(d.timeout),
        max_output: spec.max_output().unwrap_or(d.max_output),
        max_sockets: d.max_sockets,
    };
    setup.log = Some(log.clone());
    setup.secrets = known.clone();
    Ok(setup)
}

/// What `strata policy test` found: the pack's policies and each violation.
pub struct TestReport {
    /// The pack's own name for itself.
    pub pack: String,
    pub policies: Vec<strata_host::PolicyInfo>,
    pub violations: Vec<strata_engine::Violation>,
    /// The fixes its remediation policies make, by resource.
    pub remediations: Vec<(strata_model::Urn, strata_engine::Remediation)>,
    /// How many resources were checked.
    pub resources: usize,
}

/// `strata policy test PACK --resource FILE.json`: check the resources the files describe
/// against the pack (a `.wasm`, or a `[policy.NAME]` of the project in `cwd`), each on its own
/// and then together as a stack, with no stack and no provider.
pub async fn test(
    cwd: &std::path::Path,
    pack: &std::path::Path,
    files: &[PathBuf],
    stack: Option<&str>,
    config: Option<&std::path::Path>,
    log: GuestLog,
) -> Result<TestReport> {
    let stack = stack.unwrap_or("test");
    let project = Project::find(cwd).ok();
    let project_name = project.as_ref().map_or("test", |p| p.name()).to_string();
    // A project's pack by name, else a file.
    let named = pack
        .file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| {
            project
                .as_ref()?
                .file
                .policy
                .get(n)
                .map(|s| (n.to_string(), s.clone()))
        })
        .filter(|_| !pack.is_file());
    let from_file = named.is_none();
    let (name, mut spec, wasm, what) = match named {
        Some((name, spec)) => {
            let p = project.as_ref().expect("found in the project");
            // Checked as an `up` checks it (its lock entry, its `trust`); the lock is read,
            // never written, by a test.
            let (wasm, what) = component(p, &name, &spec, &mut p.lock_file()?)?;
            (name, spec, wasm, what)
        }
        None => {
            let wasm = Wasm::read(pack).with_context(|| {
                format!(
                    "policy pack {}: not a file{}",
                    pack.display(),
                    if project.is_some() {
                        ", nor a [policy.NAME] of this project"
                    } else {
                        ""
                    }
                )
            })?;
            let name = pack
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| "pack".into());
            (
                name,
                PolicySpec::default(),
                wasm,
                pack.display().to_string(),
            )
        }
    };
    if let Some(path) = config {
        let text =
            std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        let given: PolicySpec = toml::from_str(&text).with_context(|| {
            format!(
                "{}: a [policy.NAME] table's enforcement and config",
                path.display()
            )
        })?;
        spec.enforcement.extend(given.enforcement);
        if let Some(c) = given.config {
            spec.config.get_or_insert_with(Default::default).extend(c);
        }
        spec.secrets |= given.secrets;
    }
    let mut resources = Vec::new();
    for f in files {
        let text =
            std::fs::read_to_string(f).with_context(|| format!("reading {}", f.display()))?;
        let v: serde_json::Value =
            serde_json::from_str(&text).with_context(|| format!("{}: not JSON", f.display()))?;
        let list = match v {
            serde_json::Value::Array(l) => l,
            one => vec![one],
        };
        for (i, r) in list.into_iter().enumerate() {
            resources.push(
                test_resource(stack, &project_name, &r)
                    .map_err(|e| anyhow!("{} (resource {i}): {e}", f.display()))?,
            );
        }
    }
    // A dependency named by its resource's name is that resource's URN.
    let by_name: BTreeMap<String, strata_model::Urn> = resources
        .iter()
        .map(|r| (r.name.clone(), r.urn.clone()))
        .collect();
    for r in &mut resources {
        for d in &mut r.dependencies {
            if !d.0.starts_with("urn:") {
                *d = by_name.get(&d.0).cloned().ok_or_else(|| {
                    anyhow!(
                        "resource `{}` depends on `{}`, which no file describes",
                        r.name,
                        d.0
                    )
                })?;
            }
        }
    }
    let runtime = Runtime::new(strata_host::RuntimeOptions {
        max_instances: 16,
        ..Default::default()
    })?;
    // Without a project, the pack's grants (from `--config`) are relative to `cwd`.
    let dir = project.as_ref().map_or(cwd, |p| p.dir.as_path());
    let setup = setup(
        (&project_name, dir),
        stack,
        &name,
        &spec,
        &log,
        &Arc::default(),
    )?;
    let mut loaded = WasmPolicyPack::load(&runtime, &wasm, &what, setup).await?;
    // A pack given as a file is named by its own name for itself, in every line.
    if from_file {
        let own = loaded.declared_name.clone();
        loaded.rename(own);
    }
    let mut violations = Vec::new();
    let mut remediations = Vec::new();
    for r in &mut resources {
        // Its remediations first, as a run applies them: the checks see the fixed inputs.
        let (fixes, reported) = loaded.remediate(&r.view()).await;
        violations.extend(reported);
        for f in fixes {
            if let Some(inputs) = r.inputs.as_object_mut() {
                for (k, v) in &f.inputs {
                    if v.is_null() {
                        inputs.remove(k);
                    } else {
                        inputs.insert(k.clone(), v.clone());
                    }
                }
            }
            remediations.push((r.urn.clone(), f));
        }
        violations.extend(loaded.validate_resource(&r.view()).await);
    }
    let views: Vec<_> = resources.iter().map(TestResource::view).collect();
    violations.extend(loaded.validate_stack(&views).await);
    Ok(TestReport {
        pack: loaded.declared_name.clone(),
        policies: loaded.policies.clone(),
        violations,
        remediations,
        resources: resources.len(),
    })
}

/// A resource of a test file, owned (the engine's view of it borrows).
struct TestResource {
    urn: strata_model::Urn,
    ty: String,
    name: String,
    op: strata_model::OpKind,
    inputs: serde_json::Value,
    outputs: Option<serde_json::Value>,
    protect: bool,
    provider: String,
    dependencies: Vec<strata_model::Urn>,
}

impl TestResource {
    fn view(&self) -> strata_engine::PolicyResource<'_> {
        strata_engine::PolicyResource {
            urn: &self.urn,
            ty: &self.ty,
            name: &self.name,
            op: self.op,
            inputs: &self.inputs,
            outputs: self.outputs.as_ref(),
            protect: self.protect,
            provider: &self.provider,
            parent: None,
            dependencies: &self.dependencies,
            ahead: None,
        }
    }
}

/// A resource of a test file: `type` and `name` required; `inputs`, `outputs`, `op`,
/// `protect`, `provider`, `dependencies` (names or URNs) optional.
fn test_resource(
    stack: &str,
    project: &str,
    v: &serde_json::Value,
) -> std::result::Result<TestResource, String> {
    let text = |k: &str| v.get(k).and_then(|x| x.as_str());
    let ty = text("type").ok_or("it needs a `type` (e.g. \"aws:s3:Bucket\")")?;
    let name = text("name").ok_or("it needs a `name`")?;
    let op = match text("op").unwrap_or("create") {
        "create" => strata_model::OpKind::Create,
        "update" => strata_model::OpKind::Update,
        "replace" => strata_model::OpKind::Replace,
        "import" => strata_model::OpKind::Import,
        "same" => strata_model::OpKind::Same,
        other => {
            return Err(format!(
                "`op` is `{other}`: one of create, update, replace, import, same"
            ));
        }
    };
    Ok(TestResource {
        urn: strata_model::Urn::new(stack, project, ty, name),
        ty: ty.into(),
        name: name.into(),
        op,
        inputs: v
            .get("inputs")
            .cloned()
            .unwrap_or_else(|| serde_json::json!({})),
        outputs: v.get("outputs").cloned(),
        protect: v.get("protect").and_then(|p| p.as_bool()).unwrap_or(false),
        provider: text("provider")
            .map(str::to_string)
            .unwrap_or_else(|| strata_model::provider_of(ty).to_string()),
        // By name for now: resolved once every resource of the files is read.
        dependencies: v
            .get("dependencies")
            .and_then(|d| d.as_array())
            .map(|l| {
                l.iter()
                    .filter_map(|d| d.as_str())
                    .map(|d| strata_model::Urn(d.to_string()))
                    .collect()
            })
            .unwrap_or_default(),
    })
}

/// What `strata policy check` found on a deployed stack.
pub struct CheckReport {
    /// The packs that ran, by their names in the project.
    pub packs: Vec<String>,
    pub violations: Vec<strata_engine::Violation>,
    /// The fixes its remediations would make, by resource: what the next `up` changes.
    pub remediations: Vec<(strata_model::Urn, strata_engine::Remediation)>,
    /// How many resources were checked.
    pub resources: usize,
}

/// `strata policy check`: the stack's packs (its groups', and `extra`) run on what the stack
/// has, as recorded (each resource unchanged, with its recorded inputs and outputs; then the
/// stack as a whole), with no program run and no provider call. A pack added to a deployed
/// stack says what is already there before the next `up` does.
pub async fn check_deployed(
    ctx: &crate::context::Context,
    extra: &[PathBuf],
    log: GuestLog,
) -> Result<CheckReport> {
    let secrets = crate::context::stack_secrets(&ctx.project, &ctx.stack)?;
    let cp = ctx.backend.load(&ctx.stack).await?;
    let cp = secrets.decrypt_checkpoint(cp)?;
    let known = Arc::new(KnownSecrets::new());
    cp.learn_secrets(&known);
    let runtime = Runtime::new(strata_host::RuntimeOptions {
        max_instances: 64,
        ..Default::default()
    })?;
    let Some(packs) = load(&runtime, &ctx.project, &ctx.stack, extra, &log, &known).await? else {
        return Err(anyhow!(
            "stack `{}` runs no policy pack: add one under [policy.NAME] in Strata.toml (or name a file with --policy-pack)",
            ctx.stack
        ));
    };
    // Their schemas, for the inputs as the providers apply them (no provider is configured).
    let say = crate::Say(Arc::new(crate::events::Quiet));
    // A provider that cannot be loaded here (not installed) leaves its resources' inputs as
    // they are recorded.
    let providers = crate::components::load_providers(
        &runtime,
        &ctx.project,
        &say,
        &crate::components::notes(&say),
        &known,
        None,
    )
    .ok();
    let schemas_of = providers
        .iter()
        .flat_map(|l| l.by_name.iter().map(|(n, (p, _))| (n.clone(), p.clone())))
        .collect();
    let packs = AsApplied::new(packs, schemas_of).await;
    let live: Vec<&strata_model::ResourceState> = cp
        .resources
        .iter()
        .filter(|r| !r.delete && !r.lifecycle.component)
        .map(|r| r.as_ref())
        .collect();
    let views: Vec<strata_engine::PolicyResource<'_>> = live
        .iter()
        .map(|r| {
            strata_engine::PolicyResource::recorded(
                &r.urn,
                r.urn.name(),
                r,
                strata_model::OpKind::Same,
            )
        })
        .collect();
    use strata_engine::Policy as _;
    // Told all at once, in batches; each then names its place.
    packs.ahead(&views).await;
    let mut violations = Vec::new();
    let mut remediations = Vec::new();
    if packs.remediates() {
        for v in &views {
            let (fixes, reported) = packs.remediate(v).await;
            violations.extend(reported);
            // A fix that changes nothing recorded is no fix to make.
            remediations.extend(
                fixes
                    .into_iter()
                    .filter(|f| f.inputs.iter().any(|(k, x)| v.inputs.get(k) != Some(x)))
                    .map(|f| (v.urn.clone(), f)),
            );
        }
    }
    for (k, v) in views.iter().enumerate() {
        let asked = strata_engine::PolicyResource {
            ahead: Some(k as u32),
            ..*v
        };
        violations.extend(packs.validate_resource(&asked).await);
    }
    violations.extend(packs.validate_stack(&views).await);
    violations.retain(|v| v.enforcement != Enforcement::Disabled);
    Ok(CheckReport {
        packs: packs
            .packs
            .packs
            .iter()
            .map(|p| p.name().to_string())
            .collect(),
        violations,
        remediations,
        resources: views.len(),
    })
}

/// The packs as the engine's `Policy` port, seeing each resource's inputs as its provider
/// applies them: every default its schema declares, at every depth, filled in where the
/// program left it out ([`strata_model::schema::TypeSchema::with_defaults`]). A rule that reads
/// a flag the program left to its default sees the default, not nothing.
pub struct AsApplied {
    pub packs: Arc<PolicyPacks>,
    /// Each provider instance's schema, by the instance's name.
    schemas: std::collections::HashMap<String, Arc<strata_model::schema::Schema>>,
}

impl AsApplied {
    /// The packs, with the schemas of `providers` (instance name and provider).
    pub async fn new(
        packs: Arc<PolicyPacks>,
        providers: Vec<(String, Arc<dyn strata_engine::Provider>)>,
    ) -> AsApplied {
        let mut schemas = std::collections::HashMap::new();
        for (name, p) in providers {
            if let Some(s) = p.parsed_schema().await {
                schemas.insert(name, s);
            }
        }
        AsApplied { packs, schemas }
    }

    fn applied(&self, r: &strata_engine::PolicyResource<'_>) -> Option<serde_json::Value> {
        self.schemas
            .get(r.provider)?
            .types
            .get(r.ty)?
            .with_defaults(r.inputs)
    }

    /// `resources` with their inputs as applied (`filled` holds those that changed).
    fn views<'a>(
        resources: &[strata_engine::PolicyResource<'a>],
        filled: &'a [Option<serde_json::Value>],
    ) -> Vec<strata_engine::PolicyResource<'a>> {
        resources
            .iter()
            .zip(filled)
            .map(|(r, f)| strata_engine::PolicyResource {
                inputs: f.as_ref().unwrap_or(r.inputs),
                ..*r
            })
            .collect()
    }
}

#[async_trait::async_trait]
impl strata_engine::Policy for AsApplied {
    fn checks_resources(&self) -> bool {
        self.packs.checks_resources()
    }
    fn checks_stack(&self) -> bool {
        self.packs.checks_stack()
    }
    async fn ahead(&self, resources: &[strata_engine::PolicyResource<'_>]) {
        let filled: Vec<_> = resources.iter().map(|r| self.applied(r)).collect();
        self.packs.ahead(&Self::views(resources, &filled)).await
    }
    async fn validate_resource(
        &self,
        resource: &strata_engine::PolicyResource<'_>,
    ) -> Vec<strata_engine::Violation> {
        match self.applied(resource) {
            Some(inputs) => {
                let view = strata_engine::PolicyResource {
                    inputs: &inputs,
                    ..*resource
                };
                self.packs.validate_resource(&view).await
            }
            None => self.packs.validate_resource(resource).await,
        }
    }
    async fn validate_stack(
        &self,
        resources: &[strata_engine::PolicyResource<'_>],
    ) -> Vec<strata_engine::Violation> {
        let filled: Vec<_> = resources.iter().map(|r| self.applied(r)).collect();
        self.packs
            .validate_stack(&Self::views(resources, &filled))
            .await
    }
    fn remediates(&self) -> bool {
        self.packs.remediates()
    }
    /// A remediation sees the inputs as applied too (and as they were told ahead); what it
    /// sets is applied to the inputs the provider's `check` answered, top-level input by input.
    async fn remediate(
        &self,
        resource: &strata_engine::PolicyResource<'_>,
    ) -> (
        Vec<strata_engine::Remediation>,
        Vec<strata_engine::Violation>,
    ) {
        match self.applied(resource) {
            Some(inputs) => {
                let view = strata_engine::PolicyResource {
                    inputs: &inputs,
                    ..*resource
                };
                self.packs.remediate(&view).await
            }
            None => self.packs.remediate(resource).await,
        }
    }
}
