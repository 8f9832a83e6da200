//! The shared wasmtime engine, linkers and the compiled-component cache.

use crate::program::ProgramState;
use crate::provider::ProviderState;
use anyhow::{Context, Result, bail};
use sha2::{Digest, Sha256};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use wasmtime::component::{Component, HasSelf, Linker};
use wasmtime::{Config, Engine, InstanceAllocationStrategy, PoolingAllocationConfig};

#[derive(Clone, Debug)]
pub struct RuntimeOptions {
    /// Where compiled components are cached; `None` compiles every time.
    pub cache_dir: Option<PathBuf>,
    /// Instance slots in the pooling allocator (all providers and the program together).
    pub max_instances: u32,
}

impl Default for RuntimeOptions {
    fn default() -> Self {
        RuntimeOptions {
            cache_dir: default_cache_dir(),
            max_instances: 256,
        }
    }
}

/// The per-user cache: `$STRATA_CACHE_DIR`, else `$XDG_CACHE_HOME/strata`, else `~/.cache/strata`.
pub fn default_cache_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("STRATA_CACHE_DIR") {
        return Some(d.into());
    }
    let base = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
    Some(base.join("strata"))
}

/// The pinned wasmtime (see the workspace Cargo.toml): part of compiled-artifact cache keys.
const WASMTIME: &str = "48.0.2";

/// The epoch tick: time limits are counted in these.
pub const TICK: std::time::Duration = std::time::Duration::from_millis(10);

/// Deadline ticks for a time limit.
pub(crate) fn ticks(limit: std::time::Duration) -> u64 {
    (limit.as_millis() / TICK.as_millis()).max(1) as u64
}

/// One thread per engine advances its epoch every `TICK`, until the engine is gone.
fn start_ticker(engine: &Engine) {
    let weak = engine.weak();
    let _ = std::thread::Builder::new()
        .name("strata-epoch".into())
        .spawn(move || {
            while let Some(engine) = weak.upgrade() {
                engine.increment_epoch();
                drop(engine);
                std::thread::sleep(TICK);
            }
        });
}

/// What a `.wasm` file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComponentKind {
    Program,
    Provider,
}

pub struct Runtime {
    pub(crate) engine: Engine,
    pub(crate) program_linker: Linker<ProgramState>,
    pub(crate) provider_linker: Linker<ProviderState>,
    cache_dir: Option<PathBuf>,
}

impl Runtime {
    pub fn new(opts: RuntimeOptions) -> Result<Runtime> {
        let mut config = Config::new();
        config.wasm_component_model(true);
        // Time limits: every store gets a deadline in ticks of `TICK`.
        config.epoch_interruption(true);
        let mut pool = PoolingAllocationConfig::default();
        pool.total_component_instances(opts.max_instances);
        pool.total_core_instances(opts.max_instances * 4);
        pool.total_memories(opts.max_instances * 2);
        pool.total_tables(opts.max_instances * 4);
        // Per-store limits (`MemoryLimit` in provider.rs) are the real bound; the pool only caps the largest.
        pool.max_memory_size(4 << 30);
        config.allocation_strategy(InstanceAllocationStrategy::Pooling(pool));
        let engine = match Engine::new(&config) {
            Ok(e) => e,
            // Without room for the pool's address-space reservation, allocate on demand.
            Err(_) => {
                config.allocation_strategy(InstanceAllocationStrategy::OnDemand);
                Engine::new(&config)
                    .map_err(anyhow::Error::from)
                    .context("starting the wasm engine")?
            }
        };

        start_ticker(&engine);

        let mut program_linker = Linker::new(&engine);
        wasmtime_wasi::p2::add_to_linker_async(&mut program_linker)?;
        crate::bindings::program::ProgramWorld::add_to_linker::<_, HasSelf<_>>(
            &mut program_linker,
            |s| s,
        )?;
        let mut provider_linker = Linker::new(&engine);
        wasmtime_wasi::p2::add_to_linker_async(&mut provider_linker)?;
        wasmtime_wasi_http::p2::add_only_http_to_linker_async(&mut provider_linker)?;
        crate::caps::link(&mut provider_linker)?;
        Ok(Runtime {
            engine,
            program_linker,
            provider_linker,
            cache_dir: opts.cache_dir,
        })
    }

    /// Load the component at `path`, compiling it only when the cache has no artifact for these
    /// bytes on this engine.
    pub fn load(&self, path: &Path, kind: ComponentKind) -> Result<Component> {
        self.load_wasm(&Wasm::read(path)?, &path.display().to_string(), kind)
    }

    /// Load a component from its bytes; `what` names them in errors.
    pub fn load_wasm(&self, wasm: &Wasm, what: &str, kind: ComponentKind) -> Result<Component> {
        let bytes = wasm.bytes();
        check_is_component(bytes, what, kind)?;
        let cached = self.cache_path(wasm.sha256());
        if let Some(p) = &cached
            && p.exists()
            && let Ok(c) = self.deserialize(p)
        {
            return Ok(c);
        }
        let component = Component::from_binary(&self.engine, bytes)
            .map_err(anyhow::Error::from)
            .with_context(|| format!("{what}: compiling the component"))?;
        if let Some(p) = cached
            && let Ok(artifact) = component.serialize()
            && let Some(dir) = p.parent()
            && std::fs::create_dir_all(dir).is_ok()
        {
            let tmp = p.with_extension(format!("tmp-{}", std::process::id()));
            if std::fs::write(&tmp, artifact).is_ok() {
                let _ = std::fs::rename(&tmp, &p);
            }
        }
        Ok(component)
    }

    #[expect(
        unsafe_code,
        reason = "deserializing a compiled artifact is unsafe; the cache holds only artifacts this engine wrote, keyed by its configuration"
    )]
    fn deserialize(&self, path: &Path) -> Result<Component> {
        // SAFETY: the file was produced by `Component::serialize` on an engine with the same
        // compatibility hash (part of the file name) and written atomically by rename.
        Ok(unsafe { Component::deserialize_file(&self.engine, path) }?)
    }

    fn cache_path(&self, digest: &str) -> Option<PathBuf> {
        let dir = self.cache_dir.as_ref()?;
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.engine.precompile_compatibility_hash().hash(&mut h);
        let engine_key = h.finish();
        // The engine key covers the wasmtime configuration and the host CPU's features.
        Some(dir.join("compiled").join(format!(
            "{digest}-wasmtime{WASMTIME}-{engine_key:016x}.cwasm"
        )))
    }
}

/// A `.wasm` file's bytes and their sha256 (hex), computed once: the lock file, the plugin
/// cache and the compiled-artifact cache all key on it.
pub struct Wasm {
    bytes: Vec<u8>,
    sha256: String,
}

impl Wasm {
    pub fn new(bytes: Vec<u8>) -> Wasm {
        let sha256 = hex::encode(Sha256::digest(&bytes));
        Wasm { bytes, sha256 }
    }

    /// Read a component from a file: only a regular file (not a device, FIFO or directory,
    /// which could be read forever) of at most [`MAX_COMPONENT_BYTES`].
    pub fn read(path: &Path) -> Result<Wasm> {
        use std::io::Read;
        let what = || format!("reading {}", path.display());
        let file = std::fs::File::open(path).with_context(what)?;
        // The checks are made on the opened handle, so the file cannot be swapped in between.
        let meta = file.metadata().with_context(what)?;
        if !meta.is_file() {
            bail!(
                "{} is not a regular file: a component must be a .wasm file",
                path.display()
            );
        }
        check_size(meta.len(), &path.display().to_string())?;
        let mut bytes = Vec::with_capacity(meta.len() as usize);
        file.take(MAX_COMPONENT_BYTES + 1)
            .read_to_end(&mut bytes)
            .with_context(what)?;
        check_size(bytes.len() as u64, &path.display().to_string())?;
        Ok(Wasm::new(bytes))
    }

    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    pub fn sha256(&self) -> &str {
        &self.sha256
    }
}

/// The largest component Strata loads (a JavaScript or Python program is 12–18 MB).
pub const MAX_COMPONENT_BYTES: u64 = 256 << 20;

/// Refuse a component larger than [`MAX_COMPONENT_BYTES`].
pub fn check_size(len: u64, what: &str) -> Result<()> {
    if len > MAX_COMPONENT_BYTES {
        bail!(
            "{what} is larger than {} MiB, the most a component may be",
            MAX_COMPONENT_BYTES >> 20
        );
    }
    Ok(())
}

/// Refuse, with a clear message, files that are not wasm components.
fn check_is_component(bytes: &[u8], what: &str, kind: ComponentKind) -> Result<()> {
    let role = match kind {
        ComponentKind::Program => "program",
        ComponentKind::Provider => "provider",
    };
    if bytes.len() < 8 || &bytes[0..4] != b"\0asm" {
        bail!(
            "{what} is not a WebAssembly file (a {role} must be a wasm component built for wasm32-wasip2)"
        );
    }
    if bytes[4..8] == [1, 0, 0, 0] {
        bail!(
            "{what} is a core WebAssembly module, not a component: build the {role} with `--target wasm32-wasip2`"
        );
    }
    Ok(())
}
