//! The providers of a stack: loaded into the sandbox with their grants and settings, their
//! schemas, and every type they serve.

use crate::Say;
use anyhow::{Context as _, Result};
use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use strata_engine::{Provider, Providers};
use strata_host::{GuestLog, Limits, ProviderSetup, Runtime, RuntimeOptions, Wasm, WasmProvider};
use strata_model::{KnownSecrets, Value};
use strata_workspace::Project;

/// The loaded providers by instance name (the `[providers.NAME]` table), and the package each
/// serves.
pub struct Loaded {
    pub(crate) by_name: HashMap<String, (Arc<dyn Provider>, String)>,
    /// Each instance's settings, as it is configured with them (checked against its schema).
    pub(crate) settings: Vec<(String, Value)>,
    /// Each provider's count of the HTTP requests its grants let out, for the summary.
    pub(crate) requests: Vec<(String, Arc<AtomicU64>)>,
}

impl Loaded {
    /// The providers that sent HTTP requests, with how many.
    pub(crate) fn http_requests(&self) -> Vec<(String, u64)> {
        self.requests
            .iter()
            .map(|(n, c)| (n.clone(), c.load(std::sync::atomic::Ordering::Relaxed)))
            .filter(|(_, c)| *c > 0)
            .collect()
    }

    /// The package instance `name` serves (its `package`, or its own name).
    pub(crate) fn package_of<'a>(&'a self, name: &'a str) -> &'a str {
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
pub(crate) fn provider_settings(
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

pub(crate) fn load_providers(
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
            (None, Some(plugin)) => crate::plugin_source::resolve_locked(
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
            // read (`schema`, `compile`); and only to a project that grants the provider nothing
            // yet: one that wrote a grant chose it (an endpoint of its own, credentials in the
            // stack's configuration), and a call its grant refuses says so where it fails.
            let granted_some = !spec.allow_hosts.is_empty()
                || !spec.allow_env.is_empty()
                || !spec.allow_dirs.is_empty();
            if !lines.is_empty() && stack.is_some() && !granted_some {
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
pub(crate) fn notes(say: &Say) -> GuestLog {
    let say = say.clone();
    Arc::new(move |_: &str, msg: &str| say.info(msg))
}

/// What provider `name` says it offers, checked.
pub(crate) async fn schema_of(
    name: &str,
    p: &dyn Provider,
) -> Result<strata_model::schema::Schema> {
    let raw = p
        .schema()
        .await
        .with_context(|| format!("provider {name}: schema"))?;
    strata_model::schema::Schema::parse(&raw)
        .map_err(|e| anyhow::anyhow!("provider {name}: its schema is malformed: {e}"))
}

/// What the project's providers' schemas refuse in `decls` (as the checks before a preview or
/// an `up` find them: a misspelt input, one of the wrong type, an output that does not exist),
/// each naming its resource. The providers are loaded, not configured.
pub async fn schema_mistakes(
    runtime: &Runtime,
    project: &Project,
    stack: &str,
    decls: &strata_model::Declarations,
    say: &Say,
) -> Result<Vec<String>> {
    let loaded = load_providers(runtime, project, say, &notes(say), &Arc::default(), None)?;
    let plan = strata_engine::plan::plan(stack, project.name(), decls.clone())?;
    // Strata's own types (a stack reference) are served by no provider of the project.
    let builtin = format!(
        "{}:",
        strata_model::provider_of(strata_model::builtin::REFERENCE)
    );
    Ok(strata_engine::validate::plan(&plan, &loaded)
        .await
        .into_iter()
        .filter(|e| !e.starts_with(&builtin))
        .collect())
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
