//! Providers as components: a pool of instances of one provider, each in its own store, so that
//! independent calls run at once. An instance that traps is dropped, never reused; the trap
//! fails only the call that hit it.

use crate::bindings::provider::exports::strata::provider::provider as wit;
use crate::bindings::provider::{ProviderWorld, ProviderWorldPre};
use crate::runtime::{ComponentKind, Runtime};
use anyhow::{Context, Result, anyhow};
use async_trait::async_trait;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use strata_engine::{DiffResult, Provider, ProviderError, ReadResult};
use strata_model::Value;
use wasmtime::Store;
use wasmtime::component::ResourceTable;
use wasmtime_wasi::p2::pipe::MemoryOutputPipe;
use wasmtime_wasi::{FsPerms, WasiCtx, WasiCtxView, WasiView};

/// A directory granted to a provider: the host path and the path the provider sees.
#[derive(Clone, Debug, PartialEq)]
pub struct DirGrant {
    pub host: PathBuf,
    pub guest: String,
    pub read_only: bool,
}

/// What a provider may reach. Nothing by default.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Grants {
    pub dirs: Vec<DirGrant>,
    pub env: Vec<(String, String)>,
}

pub(crate) struct ProviderState {
    wasi: WasiCtx,
    table: ResourceTable,
    pub(crate) dirs: Vec<DirGrant>,
    stderr: MemoryOutputPipe,
}

impl WasiView for ProviderState {
    fn ctx(&mut self) -> WasiCtxView<'_> {
        WasiCtxView {
            ctx: &mut self.wasi,
            table: &mut self.table,
        }
    }
}

struct Instance {
    store: Store<ProviderState>,
    world: ProviderWorld,
}

pub struct WasmProvider {
    name: String,
    pre: ProviderWorldPre<ProviderState>,
    config: Value,
    grants: Grants,
    idle: Mutex<Vec<Instance>>,
}

impl WasmProvider {
    /// Load provider `name` from `path`, configured with `config` and confined to `grants`.
    pub fn load(
        runtime: &Runtime,
        name: &str,
        path: &Path,
        config: Value,
        grants: Grants,
    ) -> Result<WasmProvider> {
        let component = runtime
            .load(path, ComponentKind::Provider)
            .with_context(|| format!("provider {name}"))?;
        let pre = runtime
            .provider_linker
            .instantiate_pre(&component)
            .map_err(|e| {
                anyhow!(
                    "provider {name}: {} does not fit the strata:provider@0.1.0 world: {e:#}",
                    path.display()
                )
            })?;
        let pre = ProviderWorldPre::new(pre).map_err(|e| {
            anyhow!("provider {name}: {} is not a provider: it does not export strata:provider/provider@0.1.0 ({e:#})", path.display())
        })?;
        for d in &grants.dirs {
            if !d.host.is_dir() {
                anyhow::bail!(
                    "provider {name}: granted directory {} does not exist",
                    d.host.display()
                );
            }
        }
        Ok(WasmProvider {
            name: name.into(),
            pre,
            config,
            grants,
            idle: Mutex::new(Vec::new()),
        })
    }

    /// Instances waiting in the pool.
    pub fn idle_instances(&self) -> usize {
        self.idle.lock().unwrap_or_else(|p| p.into_inner()).len()
    }

    async fn instantiate(&self) -> Result<Instance, ProviderError> {
        let stderr = MemoryOutputPipe::new(64 * 1024);
        let mut b = WasiCtx::builder();
        b.stderr(stderr.clone());
        for (k, v) in &self.grants.env {
            b.env(k, v);
        }
        for d in &self.grants.dirs {
            let perms = if d.read_only {
                FsPerms::ReadOnly
            } else {
                FsPerms::ReadWrite
            };
            b.preopened_dir(&d.host, &d.guest, perms).map_err(|e| {
                ProviderError::Failed(format!(
                    "provider {}: cannot open granted directory {}: {e}",
                    self.name,
                    d.host.display()
                ))
            })?;
        }
        let state = ProviderState {
            wasi: b.build(),
            table: ResourceTable::new(),
            dirs: self.grants.dirs.clone(),
            stderr,
        };
        let mut store = Store::new(self.pre.engine(), state);
        let world = self.pre.instantiate_async(&mut store).await.map_err(|e| {
            ProviderError::Failed(format!(
                "provider {}: cannot start an instance: {e:#}",
                self.name
            ))
        })?;
        let mut inst = Instance { store, world };
        let config = self.config.to_string();
        match inst
            .world
            .strata_provider_provider()
            .call_configure(&mut inst.store, &config)
            .await
        {
            Ok(Ok(())) => Ok(inst),
            Ok(Err(e)) => Err(ProviderError::Failed(format!("configure: {e}"))),
            Err(trap) => Err(self.trapped(&inst, trap)),
        }
    }

    async fn checkout(&self) -> Result<Instance, ProviderError> {
        let idle = self.idle.lock().unwrap_or_else(|p| p.into_inner()).pop();
        match idle {
            Some(i) => Ok(i),
            None => self.instantiate().await,
        }
    }

    fn checkin(&self, inst: Instance) {
        self.idle
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(inst);
    }

    fn trapped(&self, inst: &Instance, trap: wasmtime::Error) -> ProviderError {
        let stderr = String::from_utf8_lossy(&inst.store.data().stderr.contents()).into_owned();
        ProviderError::Failed(format!(
            "the provider crashed: {}",
            crate::describe_trap(&trap, &stderr)
        ))
    }
}

/// Run one call on a pooled instance: `$call` is a method of the provider interface. A trap
/// drops the instance; any other outcome returns it to the pool.
macro_rules! call {
    ($self:ident, $method:ident ( $($arg:expr),* )) => {{
        let mut inst = $self.checkout().await?;
        let result = inst.world.strata_provider_provider().$method(&mut inst.store, $($arg),*).await;
        match result {
            Ok(r) => {
                $self.checkin(inst);
                r
            }
            Err(trap) => return Err($self.trapped(&inst, trap)),
        }
    }};
}

fn parse(what: &str, s: &str) -> Result<Value, ProviderError> {
    serde_json::from_str(s).map_err(|e| {
        ProviderError::Failed(format!(
            "the provider returned {what} that is not JSON: {e}"
        ))
    })
}

#[async_trait]
impl Provider for WasmProvider {
    async fn check(
        &self,
        ty: &str,
        name: &str,
        olds: Option<&Value>,
        news: &Value,
    ) -> Result<Value, ProviderError> {
        let olds = olds.map(Value::to_string);
        let olds = olds.as_ref();
        let news = news.to_string();
        match call!(self, call_check(ty, name, olds, &news)) {
            Ok(v) => parse("checked inputs", &v),
            Err(failures) => Err(ProviderError::CheckFailed(
                failures
                    .into_iter()
                    .map(|f| (f.property, f.reason))
                    .collect(),
            )),
        }
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
        let d: wit::DiffResult =
            call!(self, call_diff(ty, id, &oi, &oo, &ni)).map_err(ProviderError::Failed)?;
        Ok(DiffResult {
            changed: d.changed,
            replaces: d.replaces,
            delete_before_replace: d.delete_before_replace,
        })
    }

    async fn create(
        &self,
        ty: &str,
        name: &str,
        inputs: &Value,
        preview: bool,
    ) -> Result<(String, Value), ProviderError> {
        let inputs = inputs.to_string();
        let r =
            call!(self, call_create(ty, name, &inputs, preview)).map_err(ProviderError::Failed)?;
        Ok((r.id, parse("outputs", &r.outputs)?))
    }

    async fn read(
        &self,
        ty: &str,
        id: &str,
        inputs: &Value,
        outputs: &Value,
    ) -> Result<Option<ReadResult>, ProviderError> {
        let (i, o) = (inputs.to_string(), outputs.to_string());
        match call!(self, call_read(ty, id, &i, &o)).map_err(ProviderError::Failed)? {
            None => Ok(None),
            Some(r) => Ok(Some(ReadResult {
                id: r.id,
                inputs: parse("inputs", &r.inputs)?,
                outputs: parse("outputs", &r.outputs)?,
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
    ) -> Result<Value, ProviderError> {
        let (oi, oo, ni) = (oi.to_string(), oo.to_string(), ni.to_string());
        let r = call!(self, call_update(ty, id, &oi, &oo, &ni, preview))
            .map_err(ProviderError::Failed)?;
        parse("outputs", &r)
    }

    async fn delete(
        &self,
        ty: &str,
        id: &str,
        inputs: &Value,
        outputs: &Value,
    ) -> Result<(), ProviderError> {
        let (i, o) = (inputs.to_string(), outputs.to_string());
        call!(self, call_delete(ty, id, &i, &o)).map_err(ProviderError::Failed)
    }
}
