//! Programs as components: runs `run()` with the resource monitor as its import, collecting the
//! declarations, then keeps the instance to run `apply` callbacks (`resolve`) for the engine.

use crate::bindings::program::ProgramWorld;
use crate::bindings::program::strata::program::{monitor, types};
use crate::runtime::{ComponentKind, Runtime, ticks};

/// How long a program's `run` (or one `apply` callback) may take.
const PROGRAM_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(600);
use anyhow::{Context, Result, anyhow, bail};
use async_trait::async_trait;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;
use strata_model::{Declarations, Registration, ResourceOptions, Value};
use wasmtime::Store;
use wasmtime::component::ResourceTable;
use wasmtime_wasi::p2::pipe::MemoryOutputPipe;
use wasmtime_wasi::{WasiCtx, WasiCtxView, WasiView};

/// What a program may read while it runs.
#[derive(Clone, Debug, Default)]
pub struct ProgramContext {
    pub project: String,
    pub stack: String,
    /// Stack configuration: key to value (a secret as the secret marker).
    pub config: BTreeMap<String, Value>,
}

/// Where program log lines go.
pub type ProgramLog = Arc<dyn Fn(&str, &str) + Send + Sync>;

pub(crate) struct ProgramState {
    wasi: WasiCtx,
    table: ResourceTable,
    ctx: ProgramContext,
    decls: Declarations,
    /// Set once `run` returns: registering resources from `apply` callbacks is not supported.
    sealed: bool,
    log: ProgramLog,
    stdout: MemoryOutputPipe,
    stderr: MemoryOutputPipe,
}

impl WasiView for ProgramState {
    fn ctx(&mut self) -> WasiCtxView<'_> {
        WasiCtxView {
            ctx: &mut self.wasi,
            table: &mut self.table,
        }
    }
}

fn parse(what: &str, json: &str) -> Result<Value, String> {
    serde_json::from_str(json).map_err(|e| format!("{what} is not valid JSON: {e}"))
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
        let inputs = parse(&format!("inputs of {ty} \"{name}\""), &inputs)?;
        let handle = self.decls.registrations.len() as u32;
        self.decls.registrations.push(Registration::Resource {
            ty,
            name,
            inputs,
            options: ResourceOptions {
                depends_on: options.depends_on,
                protect: options.protect,
                delete_before_replace: options.delete_before_replace,
                timeout: options
                    .timeout_seconds
                    .map(|s| std::time::Duration::from_secs(u64::from(s))),
            },
        });
        Ok(handle)
    }

    fn register_apply(&mut self, inputs: String) -> Result<u32, String> {
        if self.sealed {
            return Err(
                "apply callbacks cannot be registered from an apply callback in this version"
                    .into(),
            );
        }
        let inputs = parse("apply inputs", &inputs)?;
        let handle = self.decls.registrations.len() as u32;
        self.decls
            .registrations
            .push(Registration::Apply { inputs });
        Ok(handle)
    }

    fn register_outputs(&mut self, outputs: String) -> Result<(), String> {
        let v = parse("stack outputs", &outputs)?;
        if !v.is_object() {
            return Err("stack outputs must be a JSON object".into());
        }
        self.decls.outputs = Some(v);
        Ok(())
    }

    fn config(&mut self, key: String) -> Option<String> {
        self.ctx.config.get(&key).map(Value::to_string)
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
        (self.log)(level, &message);
    }
}

/// A program instance kept alive for `apply` callbacks.
pub struct WasmProgram {
    inner: tokio::sync::Mutex<(Store<ProgramState>, ProgramWorld)>,
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
        let component = runtime.load(path, ComponentKind::Program)?;
        let pre = runtime
            .program_linker
            .instantiate_pre(&component)
            .map_err(|e| {
                anyhow!(
                    "{} does not fit the strata:program@0.1.0 world: {e:#}",
                    path.display()
                )
            })?;
        let pre = crate::bindings::program::ProgramWorldPre::new(pre).map_err(|e| {
            anyhow!(
                "{} is not a program: it does not export strata:program/program@0.1.0 ({e:#})",
                path.display()
            )
        })?;
        let stdout = MemoryOutputPipe::new(1 << 20);
        let stderr = MemoryOutputPipe::new(1 << 20);
        let wasi = WasiCtx::builder()
            .stdout(stdout.clone())
            .stderr(stderr.clone())
            .build();
        let state = ProgramState {
            wasi,
            table: ResourceTable::new(),
            ctx,
            decls: Declarations::default(),
            sealed: false,
            log,
            stdout,
            stderr,
        };
        let mut store = Store::new(&runtime.engine, state);
        store.set_epoch_deadline(ticks(PROGRAM_TIMEOUT));
        let world = pre
            .instantiate_async(&mut store)
            .await
            .map_err(anyhow::Error::from)
            .context("starting the program")?;
        let result = world.strata_program_program().call_run(&mut store).await;
        // What the program printed goes to the log, and explains a crash.
        let printed = {
            let data = store.data();
            let mut text = String::from_utf8_lossy(&data.stdout.contents()).into_owned();
            text.push_str(&String::from_utf8_lossy(&data.stderr.contents()));
            text
        };
        for line in printed.lines() {
            (store.data().log)("info", line);
        }
        match result {
            Ok(Ok(())) => {}
            Ok(Err(e)) => bail!("the program failed: {e}"),
            Err(trap) => bail!(
                "the program crashed: {}",
                crate::describe_trap(&trap, &printed)
            ),
        }
        store.data_mut().sealed = true;
        let decls = std::mem::take(&mut store.data_mut().decls);
        Ok((
            decls,
            Arc::new(WasmProgram {
                inner: tokio::sync::Mutex::new((store, world)),
            }),
        ))
    }
}

#[async_trait]
impl strata_engine::Program for WasmProgram {
    async fn resolve(&self, id: u32, values: Value) -> Result<Value, String> {
        let mut guard = self.inner.lock().await;
        let (store, world) = &mut *guard;
        let values = values.to_string();
        store.set_epoch_deadline(ticks(PROGRAM_TIMEOUT));
        match world
            .strata_program_program()
            .call_resolve(&mut *store, id, &values)
            .await
        {
            Ok(Ok(v)) => parse("the apply result", &v),
            Ok(Err(e)) => Err(e),
            Err(trap) => {
                let data = store.data();
                let stderr = String::from_utf8_lossy(&data.stderr.contents()).into_owned();
                Err(format!(
                    "the program crashed in an apply callback: {}",
                    crate::describe_trap(&trap, &stderr)
                ))
            }
        }
    }
}
