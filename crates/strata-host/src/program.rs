//! Programs as components: runs `run()` with the resource monitor as its import, collecting the
//! declarations, then keeps the instance to run `apply` callbacks (`resolve`) for the engine.

use crate::bindings::program::ProgramWorld;
use crate::bindings::program::strata::program::{monitor, types};
use crate::caps::limits::{Budget, show_duration, show_size};
use crate::caps::{Caps, CapsInstance, Given};
use crate::runtime::{ComponentKind, Runtime, ticks};
use anyhow::{Result, anyhow, bail};
use async_trait::async_trait;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
use strata_engine::{ErrorKind, StepError};
use strata_model::value::{Allow, from_guest};
use strata_model::{
    Declarations, KnownSecrets, Registration, ResourceOptions, Timeouts, Urn, Value,
};
use wasmtime::Store;
use wasmtime::component::ResourceTable;
use wasmtime_wasi::{WasiCtx, WasiCtxView, WasiView};

/// What a program may read while it runs.
#[derive(Clone, Debug, Default)]
pub struct ProgramContext {
    pub project: String,
    pub stack: String,
    /// Stack configuration: key to value (a secret as the secret marker).
    pub config: BTreeMap<String, Value>,
    pub limits: ProgramLimits,
    /// The stack's secret plaintexts: scrubbed from what the program prints.
    pub secrets: Arc<KnownSecrets>,
    /// Where the stack's last outputs come from, read only if the program asks; `None`: the
    /// stack has none.
    pub previous: Option<Arc<dyn PreviousOutputs>>,
    /// What the program may reach: the directories it may read (or write, where granted so),
    /// preopened through the same capabilities as a provider's; nothing else of the file
    /// system, and (a program's grant names none) no host or variable.
    pub grants: Arc<crate::Grants>,
    /// What must live as long as the program's instance (a directory made for its preopens).
    pub keep: Vec<Arc<dyn std::any::Any + Send + Sync>>,
}

/// The stack's outputs as its last deployment recorded them (`previous-outputs`), read when
/// the program first asks.
#[async_trait]
pub trait PreviousOutputs: Send + Sync {
    /// The outputs (a secret as the secret marker), `None` when the stack has no deployment.
    async fn load(&self) -> Result<Option<Value>, String>;
}

impl std::fmt::Debug for dyn PreviousOutputs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PreviousOutputs")
    }
}

/// A program's limits (`memory`, `timeout` and `max-declarations` under `[program]`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ProgramLimits {
    pub memory: u64,
    /// For `run`, and for each `apply` callback.
    pub timeout: Duration,
    /// Bytes of JSON the program may declare (inputs, outputs, apply results), all together.
    pub max_declarations: u64,
}

impl Default for ProgramLimits {
    fn default() -> Self {
        ProgramLimits {
            memory: 1 << 30,
            timeout: Duration::from_secs(600),
            max_declarations: 256 << 20,
        }
    }
}

/// Where program log lines go.
pub type ProgramLog = crate::provider::GuestLog;

pub(crate) struct ProgramState {
    wasi: WasiCtx,
    table: ResourceTable,
    ctx: ProgramContext,
    decls: Declarations,
    /// Set once `run` returns: registering resources from `apply` callbacks is not supported.
    sealed: bool,
    log: ProgramLog,
    caps: CapsInstance,
    declared: Budget,
    /// The host refused something the program declared: what it declared is not to be run.
    refused: bool,
}

/// What a parsed value costs the host: every node, and the bytes of each string and key (a
/// tiny declaration costs the host many times its JSON: `{"a":1}` is 7 bytes of text and
/// about 120 of values and map).
pub(crate) fn host_size(v: &Value) -> usize {
    const NODE: usize = std::mem::size_of::<Value>();
    // A map entry: its key (a String) and the map's own share.
    const ENTRY: usize = std::mem::size_of::<String>() + 2 * std::mem::size_of::<usize>();
    NODE + match v {
        Value::String(s) => s.len(),
        Value::Array(a) => a.iter().map(host_size).sum(),
        Value::Object(o) => o.iter().map(|(k, v)| ENTRY + k.len() + host_size(v)).sum(),
        _ => 0,
    }
}

impl ProgramState {
    /// Spend `bytes` of the declarations budget, or refuse what is being declared.
    fn charge(&mut self, bytes: usize) -> Result<(), String> {
        if self.declared.spend(bytes) {
            return Ok(());
        }
        self.refused = true;
        Err(format!(
            "the program declared more than {} (counted as the host holds it; raise `max-declarations` under [program] in Strata.toml)",
            show_size(self.declared.limit())
        ))
    }

    /// Accept JSON the program handed over: within its budget (its text first, then what the
    /// host holds of it beyond that), bounded, well-formed markers.
    fn accept(&mut self, what: &str, json: &str, allow: Allow) -> Result<Value, String> {
        self.charge(json.len())?;
        let v = from_guest(json, allow).map_err(|why| {
            self.refused = true;
            format!("{what} are refused: {why}")
        })?;
        self.charge(host_size(&v).saturating_sub(json.len()))?;
        Ok(v)
    }

    /// Hand what the program printed to the log, scrubbed; returns it for a crash's description.
    fn forward_output(&self) -> String {
        let mut printed = String::new();
        for line in self.caps.output.drain() {
            let line = self.ctx.secrets.scrub(&line);
            (self.log)("info", &line);
            printed.push_str(&line);
            printed.push('\n');
        }
        printed
    }

    fn timed_out(&self, what: &str) -> String {
        format!(
            "the program timed out after {} in {what} (raise `timeout` under [program] in Strata.toml)",
            show_duration(self.ctx.limits.timeout)
        )
    }

    /// A trap as one line: the memory limit by name, else what the program said.
    fn crashed(&self, trap: &wasmtime::Error, printed: &str, what: &str) -> String {
        if matches!(
            trap.downcast_ref::<wasmtime::Trap>(),
            Some(wasmtime::Trap::Interrupt)
        ) {
            return self.timed_out(what);
        }
        if self.caps.memory.reached {
            return format!(
                "the program ran out of memory in {what}: it tried to grow past its limit of {} (raise `memory` under [program] in Strata.toml)",
                show_size(self.ctx.limits.memory)
            );
        }
        format!(
            "the program crashed in {what}: {}",
            crate::describe_trap(trap, printed)
        )
    }
}

impl WasiView for ProgramState {
    fn ctx(&mut self) -> WasiCtxView<'_> {
        WasiCtxView {
            ctx: &mut self.wasi,
            table: &mut self.table,
        }
    }
}

impl types::Host for ProgramState {}

impl monitor::Host for ProgramState {
    fn register_resource(
        &mut self,
        ty: String,
        name: String,
        inputs: String,
        options: types::ResourceOptions,
    ) -> Result<u32, String> {
        if self.sealed {
            return Err(
                "resources cannot be registered from an apply callback; declare them in run()"
                    .into(),
            );
        }
        if name.is_empty() {
            return Err(format!("a resource of type {ty} has an empty name"));
        }
        let inputs = self.accept(
            &format!("the inputs of {ty} \"{name}\""),
            &inputs,
            Allow::PROGRAM,
        )?;
        let replacement_trigger = match &options.replacement_trigger {
            Some(t) => Some(self.accept(
                &format!("the replacement trigger of {ty} \"{name}\""),
                t,
                Allow::PROGRAM,
            )?),
            None => None,
        };
        // The registration itself, its type and name, and its options' lists.
        let options_size: usize = [
            &options.ignore_changes,
            &options.replace_on_changes,
            &options.additional_secret_outputs,
        ]
        .iter()
        .flat_map(|l| l.iter())
        .map(|s| std::mem::size_of::<String>() + s.len())
        .sum::<usize>()
            + 4 * (options.depends_on.len() + options.replace_with.len());
        self.charge(std::mem::size_of::<Registration>() + ty.len() + name.len() + options_size)?;
        let handle = self.decls.registrations.len() as u32;
        self.decls.registrations.push(Registration::Resource {
            ty,
            name,
            inputs,
            options: ResourceOptions {
                depends_on: options.depends_on,
                protect: options.protect,
                delete_before_replace: options.delete_before_replace,
                ignore_changes: options.ignore_changes,
                replace_on_changes: options.replace_on_changes,
                retain_on_delete: options.retain_on_delete,
                deleted_with: options.deleted_with,
                additional_secret_outputs: options.additional_secret_outputs,
                timeouts: Timeouts {
                    create: options.timeouts.create,
                    update: options.timeouts.update,
                    delete: options.timeouts.delete,
                },
                import: options.import_id,
                aliases: options.aliases.into_iter().map(Urn).collect(),
                parent: options.parent,
                provider: options.provider,
                replacement_trigger,
                replace_with: options.replace_with,
            },
        });
        Ok(handle)
    }

    fn register_component(
        &mut self,
        ty: String,
        name: String,
        options: types::ResourceOptions,
    ) -> Result<u32, String> {
        if self.sealed {
            return Err(
                "components cannot be registered from an apply callback; declare them in run()"
                    .into(),
            );
        }
        if name.is_empty() {
            return Err(format!("a component of type {ty} has an empty name"));
        }
        let handle = self.decls.registrations.len() as u32;
        self.decls.registrations.push(Registration::Component {
            ty,
            name,
            // What its children inherit (protect, provider, deleted-with) is kept with it.
            options: ResourceOptions {
                depends_on: options.depends_on,
                protect: options.protect,
                aliases: options.aliases.into_iter().map(Urn).collect(),
                parent: options.parent,
                provider: options.provider,
                deleted_with: options.deleted_with,
                ..Default::default()
            },
            outputs: None,
        });
        Ok(handle)
    }

    fn register_component_outputs(&mut self, handle: u32, outputs: String) -> Result<(), String> {
        let v = self.accept("component outputs", &outputs, Allow::PROGRAM)?;
        if !v.is_object() {
            return Err("component outputs must be a JSON object".into());
        }
        match self.decls.registrations.get_mut(handle as usize) {
            Some(Registration::Component { outputs, .. }) => {
                *outputs = Some(v);
                Ok(())
            }
            _ => Err(format!("handle {handle} is not a component")),
        }
    }

    fn invoke(&mut self, function: String, args: String) -> Result<u32, String> {
        if self.sealed {
            return Err(
                "functions cannot be invoked from an apply callback; call them in run()".into(),
            );
        }
        let args = self.accept(
            &format!("the arguments of {function}"),
            &args,
            Allow::PROGRAM,
        )?;
        let handle = self.decls.registrations.len() as u32;
        self.decls
            .registrations
            .push(Registration::Invoke { function, args });
        Ok(handle)
    }

    fn register_apply(&mut self, inputs: String) -> Result<u32, String> {
        if self.sealed {
            return Err(
                "apply callbacks cannot be registered from an apply callback in this version"
                    .into(),
            );
        }
        let inputs = self.accept("apply inputs", &inputs, Allow::PROGRAM)?;
        let handle = self.decls.registrations.len() as u32;
        self.decls
            .registrations
            .push(Registration::Apply { inputs });
        Ok(handle)
    }

    fn register_interpolation(&mut self, parts: String) -> Result<u32, String> {
        if self.sealed {
            return Err(
                "interpolations cannot be registered from an apply callback in this version".into(),
            );
        }
        let parts = self.accept("interpolation parts", &parts, Allow::PROGRAM)?;
        if !parts.is_array() {
            return Err("the parts of an interpolation must be a JSON array".into());
        }
        let handle = self.decls.registrations.len() as u32;
        self.decls
            .registrations
            .push(Registration::Interpolation { parts });
        Ok(handle)
    }

    fn register_outputs(&mut self, outputs: String) -> Result<(), String> {
        let v = self.accept("the stack outputs", &outputs, Allow::PROGRAM)?;
        if !v.is_object() {
            return Err("stack outputs must be a JSON object".into());
        }
        self.decls.outputs = Some(v);
        Ok(())
    }

    fn config(&mut self, key: String) -> Option<String> {
        self.ctx.config.get(&key).map(Value::to_string)
    }

    async fn previous_outputs(&mut self) -> Result<Option<String>, String> {
        match &self.ctx.previous {
            None => Ok(None),
            Some(source) => Ok(source.load().await?.as_ref().map(Value::to_string)),
        }
    }

    fn project(&mut self) -> String {
        self.ctx.project.clone()
    }

    fn stack(&mut self) -> String {
        self.ctx.stack.clone()
    }

    fn log(&mut self, level: types::LogLevel, message: String) {
        let level = match level {
            types::LogLevel::Debug => "debug",
            types::LogLevel::Info => "info",
            types::LogLevel::Warn => "warn",
            types::LogLevel::Error => "error",
        };
        (self.log)(level, &self.ctx.secrets.scrub(&message));
    }
}

/// A program instance kept alive for `apply` callbacks; gone once a callback timed out.
pub struct WasmProgram {
    inner: tokio::sync::Mutex<Option<(Store<ProgramState>, ProgramWorld)>>,
}

impl WasmProgram {
    /// Instantiate the program at `path` and run it; returns what it declared and the live
    /// instance for callbacks.
    pub async fn run(
        runtime: &Runtime,
        path: &Path,
        ctx: ProgramContext,
        log: ProgramLog,
    ) -> Result<(Declarations, Arc<WasmProgram>)> {
        let wasm = crate::runtime::Wasm::read(path)?;
        Self::run_wasm(runtime, &wasm, &path.display().to_string(), ctx, log).await
    }

    /// [`WasmProgram::run`] for a component already read (`what` names it in errors).
    pub async fn run_wasm(
        runtime: &Runtime,
        wasm: &crate::runtime::Wasm,
        what: &str,
        ctx: ProgramContext,
        log: ProgramLog,
    ) -> Result<(Declarations, Arc<WasmProgram>)> {
        let path = Path::new(what);
        crate::check_wit_version(wasm.bytes(), "program", crate::PROGRAM_WIT)
            .map_err(|e| anyhow!("{} {e}", path.display()))?;
        let component = runtime.load_wasm(wasm, what, ComponentKind::Program)?;
        let pre = runtime
            .program_linker
            .instantiate_pre(&component)
            .map_err(|e| {
                anyhow!(
                    "{} does not fit the strata:program@{} world: {e:#}",
                    path.display(),
                    crate::PROGRAM_WIT
                )
            })?;
        let pre = crate::bindings::program::ProgramWorldPre::new(pre).map_err(|e| {
            anyhow!(
                "{} is not a program: it does not export strata:program/program@{} ({e:#})",
                path.display(),
                crate::PROGRAM_WIT
            )
        })?;
        let limits = ctx.limits;
        let (wasi, caps) = Caps::prepare(&Given {
            grants: ctx.grants.clone(),
            memory: limits.memory,
            ..Given::default()
        })
        .and_then(|caps| caps.instance())
        .map_err(|e| anyhow!("the program's {e}"))?;
        let state = ProgramState {
            wasi,
            table: ResourceTable::new(),
            ctx,
            decls: Declarations::default(),
            sealed: false,
            log,
            caps,
            declared: Budget::new(limits.max_declarations),
            refused: false,
        };
        let mut store = Store::new(&runtime.engine, state);
        store.limiter(|s| &mut s.caps.memory);
        store.set_epoch_deadline(ticks(limits.timeout));
        // Start and run within the time limit, even if the program blocks in a host call.
        let started = tokio::time::timeout(limits.timeout, async {
            let world = pre.instantiate_async(&mut store).await?;
            let result = world.strata_program_program().call_run(&mut store).await;
            Ok::<_, wasmtime::Error>((world, result))
        })
        .await;
        let printed = store.data().forward_output();
        let (world, result) = match started {
            Err(_) => bail!("{}", store.data().timed_out("run()")),
            Ok(Err(e)) => bail!(
                "starting the program: {}",
                store.data().crashed(&e, &printed, "its start")
            ),
            Ok(Ok(r)) => r,
        };
        // The program's own error leaves what it declared until then to run (nothing it did
        // not declare is deleted); a trap, a timeout or a declaration the host refused leaves
        // nothing to trust.
        let failed = match result {
            Ok(Ok(())) => None,
            Ok(Err(e)) if store.data().refused => {
                bail!("the program failed: {}", store.data().ctx.secrets.scrub(&e))
            }
            Ok(Err(e)) => Some(format!(
                "the program failed: {}",
                store.data().ctx.secrets.scrub(&e)
            )),
            Err(trap) => bail!("{}", store.data().crashed(&trap, &printed, "run()")),
        };
        store.data_mut().sealed = true;
        let mut decls = std::mem::take(&mut store.data_mut().decls);
        decls.incomplete = failed;
        Ok((
            decls,
            Arc::new(WasmProgram {
                inner: tokio::sync::Mutex::new(Some((store, world))),
            }),
        ))
    }
}

#[async_trait]
impl strata_engine::Program for WasmProgram {
    async fn resolve(&self, id: u32, values: Value) -> Result<Value, StepError> {
        let mut guard = self.inner.lock().await;
        let Some((store, world)) = &mut *guard else {
            return Err(StepError::new(
                ErrorKind::Invalid,
                "the program is no longer running: an earlier apply callback timed out or crashed",
            ));
        };
        let values = values.to_string();
        let limit = store.data().ctx.limits.timeout;
        store.set_epoch_deadline(ticks(limit));
        let what = format!("apply callback #{id}");
        let result = tokio::time::timeout(
            limit,
            world
                .strata_program_program()
                .call_resolve(&mut *store, id, &values),
        )
        .await;
        let printed = store.data().forward_output();
        let data = store.data_mut();
        match result {
            Ok(Ok(Ok(v))) => data
                .accept("the apply result", &v, Allow::KNOWN)
                .map_err(|e| StepError::new(ErrorKind::Invalid, e)),
            Ok(Ok(Err(e))) => Err(StepError::new(
                ErrorKind::Invalid,
                data.ctx.secrets.scrub(&e),
            )),
            Ok(Err(trap)) => {
                let interrupted = matches!(
                    trap.downcast_ref::<wasmtime::Trap>(),
                    Some(wasmtime::Trap::Interrupt)
                );
                let kind = if interrupted && !data.caps.memory.reached {
                    ErrorKind::TimedOut
                } else {
                    ErrorKind::Crashed
                };
                let e = StepError::new(kind, data.crashed(&trap, &printed, &what));
                // A trapped instance cannot be entered again: later callbacks say why.
                *guard = None;
                Err(e)
            }
            Err(_) => {
                let e = data.timed_out(&what);
                // The instance was stopped in the middle of a call: it cannot be used again.
                *guard = None;
                Err(StepError::new(ErrorKind::TimedOut, e))
            }
        }
    }
}
