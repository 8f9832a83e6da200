//! Providers as components: a pool of instances of one provider, each in its own store, so that
//! independent calls run at once. Each store is confined by the capabilities of `caps/`
//! (network, files, environment, output, limits), prepared once from the provider's grants.
//! Every call is bounded in wall-clock time; what comes back is checked before the engine sees
//! it. An instance that traps or times out is dropped, never reused; that fails only its call.

use crate::bindings::provider::exports::strata::provider::provider as wit;
use crate::bindings::provider::{ProviderWorld, ProviderWorldPre};
use crate::caps::limits::{Budget, show_duration, show_size};
use crate::caps::{Caps, Given, SandboxState};
use crate::runtime::{ComponentKind, Runtime, Wasm, ticks};
use anyhow::{Context, Result, anyhow};
use async_trait::async_trait;
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use strata_engine::{DiffKind, DiffResult, PropertyDiff, Provider, ProviderError, ReadResult};
use strata_model::value::{Allow, contains_unknown, from_guest};
use strata_model::{KnownSecrets, Value};
use strata_policy::Manifest;
pub use strata_policy::{DirGrant, Grants};
use wasmtime::Store;

/// Resource limits of every instance.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    pub memory: u64,
    /// Time per call, unless the resource asks for its own.
    pub timeout: Duration,
    /// Bytes of JSON (outputs, read results, checked inputs) the provider may return during
    /// one command, all calls together.
    pub max_output: u64,
    /// Raw sockets one instance may make in one call, and HTTP connections the provider may
    /// hold open at once (`max-sockets`).
    pub max_sockets: usize,
}

/// `max-sockets` unless the project file says otherwise.
pub const DEFAULT_MAX_SOCKETS: usize = 512;

impl Default for Limits {
    fn default() -> Self {
        Limits {
            memory: 512 << 20,
            timeout: Duration::from_secs(600),
            max_output: 256 << 20,
            max_sockets: DEFAULT_MAX_SOCKETS,
        }
    }
}

/// Where a guest's log lines go: `(level, message)`.
pub type GuestLog = Arc<dyn Fn(&str, &str) + Send + Sync>;

/// How a provider is configured: where it came from, what it may reach, its settings.
#[derive(Clone)]
pub struct ProviderSetup {
    pub name: String,
    pub config: Value,
    /// The settings in `config` whose values are secrets: the provider's identity (see
    /// `Provider::memo_identity`) covers their names, never their values.
    pub secret_settings: Vec<String>,
    /// What it may reach, as `strata-policy` parsed it: its capabilities are prepared from it.
    pub grants: Arc<Grants>,
    pub limits: Limits,
    /// Where what the provider prints goes, a line at a time (scrubbed of secrets).
    pub log: Option<GuestLog>,
    /// The stack's secret plaintexts: scrubbed from every message the provider sends.
    pub secrets: Arc<KnownSecrets>,
    /// Counts the HTTP requests the provider sends (those its grants let out).
    pub http_requests: Arc<std::sync::atomic::AtomicU64>,
}

impl std::fmt::Debug for ProviderSetup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProviderSetup")
            .field("name", &self.name)
            .field("grants", &self.grants)
            .field("limits", &self.limits)
            .finish_non_exhaustive()
    }
}

impl ProviderSetup {
    pub fn new(name: &str) -> ProviderSetup {
        ProviderSetup {
            name: name.into(),
            config: Value::Object(Default::default()),
            secret_settings: Vec::new(),
            grants: Arc::default(),
            limits: Limits::default(),
            log: None,
            secrets: Arc::default(),
            http_requests: Arc::default(),
        }
    }
}

struct Instance {
    store: Store<SandboxState>,
    world: ProviderWorld,
}

pub struct WasmProvider {
    setup: ProviderSetup,
    /// The capabilities, prepared from the grants once.
    caps: Caps,
    pre: ProviderWorldPre<SandboxState>,
    manifest: Option<Manifest>,
    idle: Mutex<Vec<Instance>>,
    /// What the provider has returned during this command, against `limits.max_output`.
    output: Budget,
    /// What each instance's `configure` is given (see [`configuration`]), made once.
    configure: String,
    /// A digest of its code and settings, and the types whose `check` and `diff` its schema
    /// declares pure (read once, when first asked).
    identity: strata_engine::memo::Identity,
    pure: tokio::sync::OnceCell<BTreeSet<String>>,
    /// Its schema, asked of the guest once: the preflight, the digests and `compile` all read it.
    schema: tokio::sync::OnceCell<Value>,
    /// The schema's text as the guest gave it (its size counted against the output limit).
    schema_text: tokio::sync::OnceCell<String>,
    /// The same, parsed (`None`: malformed), for the engine's schema check of every input.
    parsed: tokio::sync::OnceCell<Option<Arc<strata_model::schema::Schema>>>,
}

impl WasmProvider {
    /// Load a provider from `path`.
    pub fn load(runtime: &Runtime, path: &Path, setup: ProviderSetup) -> Result<WasmProvider> {
        let wasm = Wasm::read(path).with_context(|| format!("provider {}", setup.name))?;
        WasmProvider::from_wasm(runtime, &wasm, &path.display().to_string(), setup)
    }

    /// Load a provider from its bytes; `what` names them in errors.
    pub fn from_wasm(
        runtime: &Runtime,
        wasm: &Wasm,
        what: &str,
        setup: ProviderSetup,
    ) -> Result<WasmProvider> {
        let name = setup.name.clone();
        let component = runtime
            .load_wasm(wasm, what, ComponentKind::Provider)
            .with_context(|| format!("provider {name}"))?;
        let manifest = crate::read_manifest(wasm.bytes())
            .with_context(|| format!("provider {name}: {what}"))?;
        crate::check_wit_version(wasm.bytes(), "provider", crate::PROVIDER_WIT)
            .map_err(|e| anyhow!("provider {name}: {what} {e}"))?;
        let pre = runtime
            .provider_linker
            .instantiate_pre(&component)
            .map_err(|e| {
                anyhow!(
                    "provider {name}: {what} does not fit the strata:provider@{} world: {e:#}",
                    crate::PROVIDER_WIT
                )
            })?;
        let pre = ProviderWorldPre::new(pre)
            .map_err(|e| anyhow!("provider {name}: {what} is not a provider: it does not export strata:provider/provider@{} ({e:#})", crate::PROVIDER_WIT))?;
        let caps = Caps::prepare(&Given {
            grants: setup.grants.clone(),
            memory: setup.limits.memory,
            max_sockets: setup.limits.max_sockets,
            requests: setup.http_requests.clone(),
        })
        .map_err(|e| anyhow!("provider {name}: {e}"))?;
        let setup_max_output = setup.limits.max_output;
        let configure = configuration(&setup);
        let identity = identity(wasm.sha256(), &configure, &setup.secret_settings);
        Ok(WasmProvider {
            caps,
            setup,
            pre,
            manifest,
            idle: Mutex::new(Vec::new()),
            output: Budget::new(setup_max_output),
            configure: configure.to_string(),
            identity,
            pure: tokio::sync::OnceCell::new(),
            schema: tokio::sync::OnceCell::new(),
            schema_text: tokio::sync::OnceCell::new(),
            parsed: tokio::sync::OnceCell::new(),
        })
    }

    /// What the provider's embedded manifest says about it, if it has one.
    pub fn manifest(&self) -> Option<&Manifest> {
        self.manifest.as_ref()
    }

    /// Start `n` instances (instantiated and configured) into the pool ahead of use.
    pub async fn prewarm(&self, n: usize) -> Result<(), ProviderError> {
        for _ in 0..n {
            let inst = self.instantiate().await?;
            self.checkin(inst);
        }
        Ok(())
    }

    /// Instances waiting in the pool.
    pub fn idle_instances(&self) -> usize {
        self.idle.lock().unwrap_or_else(|p| p.into_inner()).len()
    }

    fn name(&self) -> &str {
        &self.setup.name
    }

    /// A new instance, started and configured within the provider's time limit.
    async fn instantiate(&self) -> Result<Instance, ProviderError> {
        let limit = self.setup.limits.timeout;
        match tokio::time::timeout(limit, self.start_instance()).await {
            Ok(r) => r,
            Err(_) => Err(self
                .timed_out(limit)
                .map_message(|m| format!("cannot start an instance: {m}"))),
        }
    }

    async fn start_instance(&self) -> Result<Instance, ProviderError> {
        let (wasi, caps) = self
            .caps
            .instance()
            .map_err(|e| ProviderError::Failed(format!("provider {}: {e}", self.name())))?;
        let state = SandboxState::new(wasi, caps);
        let mut store = Store::new(self.pre.engine(), state);
        store.limiter(|s| &mut s.caps.memory);
        store.set_epoch_deadline(ticks(self.setup.limits.timeout));
        let world = self.pre.instantiate_async(&mut store).await.map_err(|e| {
            let printed = self.forward_output(store.data());
            self.describe(&store, &e, self.setup.limits.timeout, &printed)
                .map_message(|m| format!("cannot start an instance: {m}"))
        })?;
        let mut inst = Instance { store, world };
        let result = inst
            .world
            .strata_provider_provider()
            .call_configure(&mut inst.store, &self.configure)
            .await;
        let printed = self.forward_output(inst.store.data());
        match result {
            Ok(Ok(())) => Ok(inst),
            Ok(Err(e)) => Err(ProviderError::Failed(format!("configure: {e}"))),
            Err(trap) => {
                Err(self.describe(&inst.store, &trap, self.setup.limits.timeout, &printed))
            }
        }
    }

    async fn checkout(&self, timeout: Duration) -> Result<Instance, ProviderError> {
        let idle = self.idle.lock().unwrap_or_else(|p| p.into_inner()).pop();
        let mut inst = match idle {
            Some(i) => i,
            None => self.instantiate().await?,
        };
        inst.store.set_epoch_deadline(ticks(timeout));
        inst.store.data().caps.network.take_denials();
        Ok(inst)
    }

    fn checkin(&self, inst: Instance) {
        self.idle
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(inst);
    }

    /// Hand what the instance printed since the last call to the log, a line at a time and
    /// scrubbed of secrets; returns it for a crash's description.
    fn forward_output(&self, state: &SandboxState) -> String {
        forward_output(
            state,
            &self.setup.secrets,
            self.setup.log.as_ref(),
            &format!("provider {}", self.name()),
        )
    }

    fn timed_out(&self, limit: Duration) -> ProviderError {
        ProviderError::TimedOut(format!(
            "the provider timed out after {}: the call ran longer than its limit (raise `timeout` under [providers.{}], or the resource's custom timeout)",
            show_duration(limit),
            self.name()
        ))
    }

    /// A trap as one line: a timeout or memory limit by name, else what the guest said.
    fn describe(
        &self,
        store: &Store<SandboxState>,
        trap: &wasmtime::Error,
        timeout: Duration,
        printed: &str,
    ) -> ProviderError {
        let name = self.name();
        if matches!(
            trap.downcast_ref::<wasmtime::Trap>(),
            Some(wasmtime::Trap::Interrupt)
        ) {
            return self.timed_out(timeout);
        }
        if let Some(full) = trap
            .chain()
            .find_map(|e| e.downcast_ref::<wasmtime::PoolConcurrencyLimitError>())
        {
            return ProviderError::Failed(format!(
                "the instance pool is full ({full}): each step running at once holds an instance; lower `--parallel`"
            ));
        }
        if store.data().caps.memory.reached {
            return ProviderError::Crashed(format!(
                "the provider ran out of memory: it tried to grow past its limit of {} MiB (raise `memory` under [providers.{name}])",
                self.setup.limits.memory >> 20
            ));
        }
        ProviderError::Crashed(format!(
            "the provider crashed: {}",
            crate::describe_trap(trap, printed)
        ))
    }

    /// The error as the engine gets it: no secret the stack knows is in it.
    fn scrub(&self, e: ProviderError) -> ProviderError {
        e.map_message(|m| self.setup.secrets.scrub(m))
    }

    /// Accept JSON the provider returned: within the output budget, of bounded depth, with
    /// only the markers `allow` admits (no encrypted secret, no unknown outside a preview).
    fn accept(&self, what: &str, json: &str, allow: Allow) -> Result<Value, ProviderError> {
        self.spend(json)?;
        self.checked(what, json, allow)
    }

    /// Count `json` against the command's output limit.
    fn spend(&self, json: &str) -> Result<(), ProviderError> {
        if !self.output.spend(json.len()) {
            return Err(ProviderError::Failed(format!(
                "the provider returned more than {} of data during this command (raise `max-output` under [providers.{}])",
                show_size(self.output.limit()),
                self.name()
            )));
        }
        Ok(())
    }

    fn checked(&self, what: &str, json: &str, allow: Allow) -> Result<Value, ProviderError> {
        from_guest(json, allow).map_err(|why| {
            ProviderError::Failed(self.setup.secrets.scrub(&format!(
                "the provider returned {what} that Strata refuses: {why}"
            )))
        })
    }

    /// A partial failure's outputs, checked like any outputs; outputs that are refused leave a
    /// partial failure with none (the id alone is still recorded).
    fn accept_partial(&self, e: ProviderError) -> ProviderError {
        match e {
            ProviderError::Partial {
                message,
                id,
                outputs: Value::String(raw),
            } => {
                let outputs = self
                    .accept("partial outputs", &raw, Allow::KNOWN)
                    .unwrap_or_else(|_| Value::Object(Default::default()));
                ProviderError::Partial {
                    message,
                    id,
                    outputs,
                }
            }
            e => e,
        }
    }

    /// Turn a failed call into its error, naming any network use the grants refused.
    fn refused(&self, inst: &Instance, error: ProviderError) -> ProviderError {
        match inst.store.data().caps.network.take_denials().first() {
            None => error,
            // What it made part way is still recorded.
            Some(d) => match error {
                ProviderError::Partial {
                    message,
                    id,
                    outputs,
                } => ProviderError::Partial {
                    message: format!("{} ({message})", d.explain(self.name())),
                    id,
                    outputs,
                },
                error => ProviderError::Denied(format!("{} ({error})", d.explain(self.name()))),
            },
        }
    }
}

/// Hand what a guest instance (`who`: `provider aws`) printed since the last call to `log`, a
/// line at a time and scrubbed of `secrets`; returns it for a crash's description.
pub(crate) fn forward_output(
    state: &SandboxState,
    secrets: &KnownSecrets,
    log: Option<&GuestLog>,
    who: &str,
) -> String {
    let mut printed = String::new();
    for line in state.caps.output.drain() {
        let line = secrets.scrub(&line);
        if let Some(log) = log {
            log("info", &format!("{who}: {line}"));
        }
        printed.push_str(&line);
        printed.push('\n');
    }
    printed
}

/// Run one call on a pooled instance, bounded in wall-clock time. A trap or a timeout drops the
/// instance; any other outcome returns it to the pool. What the instance printed goes to the
/// log; errors name refused network uses and hold no secret.
macro_rules! call {
    ($self:ident, $timeout:expr, $method:ident ( $($arg:expr),* )) => {{
        let timeout: Duration = $timeout.unwrap_or($self.setup.limits.timeout);
        let mut inst = $self.checkout(timeout).await.map_err(|e| $self.scrub(e))?;
        let result = tokio::time::timeout(
            timeout,
            inst.world.strata_provider_provider().$method(&mut inst.store, $($arg),*),
        )
        .await;
        let printed = $self.forward_output(inst.store.data());
        let result = match result {
            Ok(Ok(r)) => {
                let r = Outcome::split(r).map_err(|e| $self.refused(&inst, e));
                $self.checkin(inst);
                r
            }
            Ok(Err(trap)) => {
                let msg = $self.describe(&inst.store, &trap, timeout, &printed);
                Err($self.refused(&inst, msg))
            }
            // Blocked in a host call past the limit: the call is dropped with its instance.
            Err(_) => Err($self.refused(&inst, $self.timed_out(timeout))),
        };
        result.map_err(|e| $self.scrub(e))
    }};
}

/// What a guest call returned, split into its value or its error as the engine sees it.
trait Outcome {
    type Value;
    fn split(self) -> Result<Self::Value, ProviderError>;
}

impl<T, E: GuestError> Outcome for Result<T, E> {
    type Value = T;
    fn split(self) -> Result<T, ProviderError> {
        self.map_err(GuestError::into_error)
    }
}

/// A call that cannot fail (`schema`).
impl Outcome for String {
    type Value = String;
    fn split(self) -> Result<String, ProviderError> {
        Ok(self)
    }
}

/// An error a guest returned, as the engine sees it.
trait GuestError {
    fn into_error(self) -> ProviderError;
}

impl GuestError for String {
    fn into_error(self) -> ProviderError {
        ProviderError::Failed(self)
    }
}

/// A failed create or update; what it made part way comes back with its outputs unchecked (as
/// JSON text), for [`WasmProvider::accept_partial`] to check.
impl GuestError for wit::OperationError {
    fn into_error(self) -> ProviderError {
        match self.partial {
            None => ProviderError::Failed(self.message),
            Some(p) => ProviderError::Partial {
                message: self.message,
                id: p.id,
                outputs: Value::String(p.outputs),
            },
        }
    }
}

impl GuestError for Vec<wit::CheckFailure> {
    fn into_error(self) -> ProviderError {
        ProviderError::CheckFailed(self.into_iter().map(|f| (f.property, f.reason)).collect())
    }
}

/// What a provider may return from a call made with `preview`.
fn allow(preview: bool) -> Allow {
    if preview {
        Allow::PREDICTED
    } else {
        Allow::KNOWN
    }
}

/// What `configure` is given: the provider's settings, and under `$grants` what it was granted
/// (its name in the project file, its directories as it sees them, its environment variables),
/// so that `check` can refuse in a preview what the sandbox would refuse later, naming the line
/// to add.
fn configuration(setup: &ProviderSetup) -> Value {
    let mut config = match &setup.config {
        Value::Object(o) => o.clone(),
        _ => Default::default(),
    };
    let dirs: Vec<Value> = setup
        .grants
        .dirs
        .iter()
        .map(|d| serde_json::json!({"path": d.guest, "read_only": d.read_only}))
        .collect();
    let env: Vec<&String> = setup.grants.env.iter().map(|(k, _)| k).collect();
    config.insert(
        "$grants".into(),
        serde_json::json!({"provider": setup.name, "dirs": dirs, "env": env}),
    );
    Value::Object(config)
}

/// What a pure `check` or `diff` can read besides its arguments: the provider's code (the
/// digest of its bytes) and what `configure` gives it, with each secret setting's value left out.
fn identity(code: &str, config: &Value, secret: &[String]) -> strata_engine::memo::Identity {
    use sha2::Digest;
    let mut config = config.clone();
    if let Value::Object(o) = &mut config {
        for k in secret {
            if let Some(v) = o.get_mut(k) {
                *v = Value::String("[secret]".into());
            }
        }
    }
    let mut h = sha2::Sha256::new();
    h.update(code.as_bytes());
    h.update([0]);
    h.update(config.to_string().as_bytes());
    h.finalize().into()
}

impl WasmProvider {
    /// The schema's text, asked of the guest once.
    async fn schema_text(&self) -> Result<&String, ProviderError> {
        self.schema_text
            .get_or_try_init(|| async {
                let s = call!(self, None, call_schema())?;
                self.spend(&s)?;
                Ok(s)
            })
            .await
    }
}

#[async_trait]
impl Provider for WasmProvider {
    async fn schema(&self) -> Result<Value, ProviderError> {
        self.schema
            .get_or_try_init(|| async {
                let text = self.schema_text().await?;
                self.checked("a schema", text, Allow::KNOWN)
            })
            .await
            .cloned()
    }

    /// Parsed from the guest's text straight into the schema's types: the engine's every run
    /// asks for it, and a schema of thousands of types (the AWS provider's) cost 60 ms more
    /// through a JSON value.
    async fn parsed_schema(&self) -> Option<Arc<strata_model::schema::Schema>> {
        self.parsed
            .get_or_init(|| async {
                let text = self.schema_text().await.ok()?;
                strata_model::schema::Schema::parse_text(text)
                    .ok()
                    .map(Arc::new)
            })
            .await
            .clone()
    }

    async fn memo_identity(&self, ty: &str) -> Option<strata_engine::memo::Identity> {
        let pure = self
            .pure
            .get_or_init(|| async {
                // A schema that cannot be read declares nothing pure.
                self.parsed_schema()
                    .await
                    .map(|s| {
                        s.types
                            .iter()
                            .filter(|(_, t)| t.pure)
                            .map(|(k, _)| k.clone())
                            .collect()
                    })
                    .unwrap_or_default()
            })
            .await;
        pure.contains(ty).then_some(self.identity)
    }

    async fn invoke(&self, function: &str, args: &Value) -> Result<Value, ProviderError> {
        let args = args.to_string();
        let r = call!(self, None, call_invoke(function, &args))?;
        self.accept("a function result", &r, Allow::KNOWN)
    }

    async fn check(
        &self,
        ty: &str,
        name: &str,
        olds: Option<&Value>,
        news: &Value,
    ) -> Result<Value, ProviderError> {
        let olds = olds.map(Value::to_string);
        let olds = olds.as_ref();
        // Checked inputs may hold unknowns only where the inputs did (in a preview).
        let predicted = contains_unknown(news);
        let news = news.to_string();
        let checked = call!(self, None, call_check(ty, name, olds, &news))?;
        self.accept("checked inputs", &checked, allow(predicted))
    }

    async fn diff(
        &self,
        ty: &str,
        id: &str,
        oi: &Value,
        oo: &Value,
        ni: &Value,
    ) -> Result<DiffResult, ProviderError> {
        let (oi, oo, ni) = (oi.to_string(), oo.to_string(), ni.to_string());
        let d: wit::DiffResult = call!(self, None, call_diff(ty, id, &oi, &oo, &ni))?;
        Ok(DiffResult {
            changed: d.changed,
            replaces: d.replaces,
            delete_before_replace: d.delete_before_replace,
            details: d
                .details
                .into_iter()
                .map(|p| PropertyDiff {
                    path: p.path,
                    kind: match p.kind {
                        crate::bindings::provider::strata::provider::types::DiffKind::Add => {
                            DiffKind::Add
                        }
                        crate::bindings::provider::strata::provider::types::DiffKind::Delete => {
                            DiffKind::Delete
                        }
                        crate::bindings::provider::strata::provider::types::DiffKind::Update => {
                            DiffKind::Update
                        }
                    },
                    replaces: p.replaces,
                })
                .collect(),
        })
    }

    async fn create(
        &self,
        ty: &str,
        name: &str,
        inputs: &Value,
        preview: bool,
        timeout: Option<Duration>,
    ) -> Result<(String, Value), ProviderError> {
        let inputs = inputs.to_string();
        let r = call!(self, timeout, call_create(ty, name, &inputs, preview))
            .map_err(|e| self.accept_partial(e))?;
        Ok((r.id, self.accept("outputs", &r.outputs, allow(preview))?))
    }

    async fn find(
        &self,
        ty: &str,
        name: &str,
        inputs: &Value,
    ) -> Result<Option<(String, Value)>, ProviderError> {
        let inputs = inputs.to_string();
        match call!(self, None, call_find(ty, name, &inputs))? {
            None => Ok(None),
            Some(r) => Ok(Some((
                r.id,
                self.accept("found outputs", &r.outputs, Allow::KNOWN)?,
            ))),
        }
    }

    async fn read(
        &self,
        ty: &str,
        id: &str,
        inputs: &Value,
        outputs: &Value,
    ) -> Result<Option<ReadResult>, ProviderError> {
        let (i, o) = (inputs.to_string(), outputs.to_string());
        match call!(self, None, call_read(ty, id, &i, &o))? {
            None => Ok(None),
            Some(r) => Ok(Some(ReadResult {
                id: r.id,
                inputs: self.accept("read inputs", &r.inputs, Allow::KNOWN)?,
                outputs: self.accept("read outputs", &r.outputs, Allow::KNOWN)?,
            })),
        }
    }

    async fn update(
        &self,
        ty: &str,
        id: &str,
        oi: &Value,
        oo: &Value,
        ni: &Value,
        preview: bool,
        timeout: Option<Duration>,
    ) -> Result<Value, ProviderError> {
        let (oi, oo, ni) = (oi.to_string(), oo.to_string(), ni.to_string());
        let r = call!(self, timeout, call_update(ty, id, &oi, &oo, &ni, preview))
            .map_err(|e| self.accept_partial(e))?;
        self.accept("outputs", &r, allow(preview))
    }

    async fn delete(
        &self,
        ty: &str,
        id: &str,
        inputs: &Value,
        outputs: &Value,
        timeout: Option<Duration>,
    ) -> Result<(), ProviderError> {
        let (i, o) = (inputs.to_string(), outputs.to_string());
        call!(self, timeout, call_delete(ty, id, &i, &o))
    }
}
