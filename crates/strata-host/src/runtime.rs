//! The shared wasmtime engine, linkers and the compiled-component cache.

use crate::cache_mac::Checked;
use crate::caps::SandboxState;
use crate::program::ProgramState;
use anyhow::{Context, Result, bail};
use sha2::{Digest, Sha256};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ComponentKind {
    Program,
    Provider,
    /// A policy pack (`strata:policy`).
    Policy,
}

pub struct Runtime {
    pub(crate) engine: Engine,
    pub(crate) program_linker: Linker<ProgramState>,
    pub(crate) provider_linker: Linker<SandboxState>,
    cache_dir: Option<PathBuf>,
    /// This user's key for the cache's MACs (`None`: no cache).
    cache_key: Option<crate::cache_mac::CacheKey>,
    /// The components this runtime loaded, by digest: a graph's stacks share one runtime, and a
    /// component they all load is checked and deserialized once, not once per stack.
    loaded: std::sync::Mutex<std::collections::HashMap<(String, ComponentKind), Component>>,
}

/// Bytes of a freed memory or table slot kept resident (and zeroed) for the next instance.
const KEEP_RESIDENT: usize = 1 << 20;

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
        // An instance keeps the fiber stack of its last call while it lives: one each (the
        // default of 1,000 failed a step under `--parallel 1000`).
        pool.total_stacks(opts.max_instances);
        // A freed slot's first pages are zeroed in place rather than returned with `madvise`:
        // each `madvise` flushes the TLB of every core the process runs on, which, measured on a
        // no-op `workspace up` of 1,000 stacks, was the largest cost of all (17% of samples).
        pool.linear_memory_keep_resident(KEEP_RESIDENT);
        pool.table_keep_resident(KEEP_RESIDENT);
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
        let provider_linker = crate::caps::linker(&engine)?;
        Ok(Runtime {
            engine,
            program_linker,
            provider_linker,
            cache_key: opts
                .cache_dir
                .as_ref()
                .and_then(|_| crate::cache_mac::CacheKey::for_user()),
            cache_dir: opts.cache_dir,
            loaded: Default::default(),
        })
    }

    /// Load the component at `path`, compiling it only when the cache has no artifact for these
    /// bytes on this engine.
    pub fn load(&self, path: &Path, kind: ComponentKind) -> Result<Component> {
        self.load_wasm(&Wasm::read(path)?, &path.display().to_string(), kind)
    }

    /// Load a component from its bytes; `what` names them in errors.
    pub fn load_wasm(&self, wasm: &Wasm, what: &str, kind: ComponentKind) -> Result<Component> {
        let key = (wasm.sha256().to_string(), kind);
        let lock = || self.loaded.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(c) = lock().get(&key) {
            return Ok(c.clone());
        }
        let component = self.load_new(wasm, what, kind)?;
        lock().insert(key, component.clone());
        Ok(component)
    }

    /// [`Runtime::load_wasm`] of a component this runtime has not loaded yet.
    fn load_new(&self, wasm: &Wasm, what: &str, kind: ComponentKind) -> Result<Component> {
        let bytes = wasm.bytes();
        check_is_component(bytes, what, kind)?;
        let cached = self.cache_path(wasm.sha256());
        if let Some(p) = &cached
            && let Ok(meta) = std::fs::metadata(p)
            && let Some(c) = self.cached(p, wasm.sha256())
        {
            // Its time of last use, for eviction (access times are often not kept): marked at
            // most once a day, not written by every command.
            let now = SystemTime::now();
            if meta.modified().is_ok_and(|m| {
                now.duration_since(m)
                    .is_ok_and(|age| age > USE_MARKED_EVERY)
            }) && std::fs::File::open(p)
                .and_then(|f| f.set_modified(now))
                .is_ok()
                && let Some(key) = &self.cache_key
            {
                key.touched(&self.bound(wasm.sha256()), p);
            }
            return Ok(c);
        }
        let component = Component::from_binary(&self.engine, bytes)
            .map_err(anyhow::Error::from)
            .with_context(|| format!("{what}: compiling the component"))?;
        if let Some(p) = cached
            && let Some(key) = &self.cache_key
            && let Ok(artifact) = component.serialize()
            && let Some(dir) = p.parent()
            && crate::cache_mac::private_dir(dir)
        {
            let tmp = p.with_extension(format!("tmp-{}", std::process::id()));
            if std::fs::write(&tmp, &artifact).is_ok() && std::fs::rename(&tmp, &p).is_ok() {
                key.vouch(&self.bound(wasm.sha256()), &p, &artifact);
            }
            evict(dir, &p, SystemTime::now(), CACHE_LIMITS);
        }
        Ok(component)
    }

    /// What an artifact's MAC binds it to: the component's digest and this engine.
    fn bound(&self, digest: &str) -> Vec<u8> {
        format!(
            "strata-compiled-v1\n{digest}\nwasmtime{WASMTIME}\n{:016x}",
            self.engine_key()
        )
        .into_bytes()
    }

    /// The cached artifact at `path` for the component `digest`, if it is one this user's
    /// strata wrote for it (`cache_mac.rs`), in a directory only the user can write, checked
    /// before anything is deserialized. Anything else is compiled again.
    #[expect(
        unsafe_code,
        reason = "deserializing a compiled artifact is unsafe; only an artifact whose MAC, under this user's key, binds it to this component and engine reaches it"
    )]
    fn cached(&self, path: &Path, digest: &str) -> Option<Component> {
        let key = self.cache_key.as_ref()?;
        if !crate::cache_mac::private_dir(path.parent()?) {
            return None;
        }
        // SAFETY: the artifact was produced by `Component::serialize` on an engine with the
        // same compatibility hash, as its MAC says: checked on the very bytes given here, or
        // (mapped as it is) on the file, whose identity is unchanged since that check.
        let loaded = match key.check(&self.bound(digest), path)? {
            Checked::Unchanged => unsafe { Component::deserialize_file(&self.engine, path) },
            Checked::Read(bytes) => unsafe { Component::deserialize(&self.engine, &bytes) },
        };
        loaded.ok()
    }

    /// The engine's compatibility hash: it covers the wasmtime configuration and the host
    /// CPU's features.
    fn engine_key(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.engine.precompile_compatibility_hash().hash(&mut h);
        h.finish()
    }

    fn cache_path(&self, digest: &str) -> Option<PathBuf> {
        let dir = self.cache_dir.as_ref()?;
        // Its MAC is beside it (`cache_mac::sidecar`); one without is compiled again.
        Some(dir.join("compiled").join(format!(
            "{digest}-wasmtime{WASMTIME}-{:016x}.cwasm",
            self.engine_key()
        )))
    }
}

/// How much the compiled-component cache keeps: each new artifact (a new build of a provider or
/// program, or a new strata) adds one, and nothing else removes them.
#[derive(Clone, Copy, Debug)]
pub struct CacheLimits {
    /// Artifacts not used for this long are removed.
    pub unused: Duration,
    /// Past this many bytes, the least recently used go first.
    pub max_bytes: u64,
}

/// A month unused, and 2 GiB: the AWS provider's artifact is about 37 MB.
pub const CACHE_LIMITS: CacheLimits = CacheLimits {
    unused: Duration::from_secs(30 * 24 * 60 * 60),
    max_bytes: 2 << 30,
};

/// How stale an artifact's time of last use may be before a load marks it again.
const USE_MARKED_EVERY: Duration = Duration::from_secs(24 * 60 * 60);

/// A temporary a writer left (killed between write and rename) is removed after this long.
const ABANDONED: Duration = Duration::from_secs(24 * 60 * 60);

/// Remove from the cache directory `dir` the artifacts unused for `limits.unused`, then the least
/// recently used until the rest take at most `limits.max_bytes`, never `keep` (just written); and
/// temporaries abandoned for a day. Errors are ignored: another strata may be at the same work,
/// and a process that loses an artifact it was about to read compiles it again.
pub fn evict(dir: &Path, keep: &Path, now: SystemTime, limits: CacheLimits) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut artifacts = Vec::new();
    for e in entries.flatten() {
        let path = e.path();
        let Ok(meta) = e.metadata() else { continue };
        if !meta.is_file() || path == keep {
            continue;
        }
        let name = e.file_name();
        let name = name.to_string_lossy();
        let age = meta
            .modified()
            .ok()
            .and_then(|m| now.duration_since(m).ok())
            .unwrap_or_default();
        if name.contains(".tmp-") {
            if age > ABANDONED {
                let _ = std::fs::remove_file(&path);
            }
        } else if name.ends_with(".cwasm.mac") {
            // A MAC whose artifact is gone (removed below, or by an older strata).
            if !path.with_extension("").exists() {
                let _ = std::fs::remove_file(&path);
            }
        } else if name.ends_with(".cwasm") {
            if age > limits.unused {
                remove_artifact(&path);
            } else {
                artifacts.push((age, meta.len(), path));
            }
        }
    }
    let kept = std::fs::metadata(keep).map_or(0, |m| m.len());
    let mut total: u64 = kept + artifacts.iter().map(|(_, len, _)| len).sum::<u64>();
    // Oldest first.
    artifacts.sort_by_key(|a| std::cmp::Reverse(a.0));
    for (_, len, path) in artifacts {
        if total <= limits.max_bytes {
            break;
        }
        if remove_artifact(&path) {
            total -= len;
        }
    }
}

/// Remove an artifact and its MAC.
fn remove_artifact(path: &Path) -> bool {
    let removed = std::fs::remove_file(path).is_ok();
    let _ = std::fs::remove_file(crate::cache_mac::sidecar(path));
    removed
}

/// A `.wasm` file's bytes and their sha256 (hex), computed once: the lock file, the plugin
/// cache and the compiled-artifact cache all key on it. Cloned cheaply.
#[derive(Clone)]
pub struct Wasm {
    bytes: std::sync::Arc<[u8]>,
    sha256: std::sync::Arc<str>,
}

/// What identifies a file's contents without reading them: a write changes its change time.
type FileIdentity = (u64, u64, u64, i64, i64, i64, i64);

fn identity(meta: &std::fs::Metadata) -> FileIdentity {
    use std::os::unix::fs::MetadataExt;
    (
        meta.dev(),
        meta.ino(),
        meta.len(),
        meta.mtime(),
        meta.mtime_nsec(),
        meta.ctime(),
        meta.ctime_nsec(),
    )
}

/// The components this process has read, by path, with their identity then: a graph's thousand
/// stacks that use one component read and hash it once.
static READ: std::sync::LazyLock<
    std::sync::Mutex<std::collections::HashMap<PathBuf, (FileIdentity, Wasm)>>,
> = std::sync::LazyLock::new(Default::default);

impl Wasm {
    pub fn new(bytes: Vec<u8>) -> Wasm {
        let sha256 = hex::encode(Sha256::digest(&bytes));
        Wasm {
            bytes: bytes.into(),
            sha256: sha256.into(),
        }
    }

    /// Read a component from a file: only a regular file (not a device, FIFO or directory,
    /// which could be read forever) of at most [`MAX_COMPONENT_BYTES`]. A file read already by
    /// this process, unchanged since (same device, inode, size, modification and change times,
    /// read from the opened handle), is not read again.
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
        let id = identity(&meta);
        let cache = || READ.lock().unwrap_or_else(|p| p.into_inner());
        if let Some((seen, wasm)) = cache().get(path)
            && *seen == id
        {
            return Ok(wasm.clone());
        }
        let mut bytes = Vec::with_capacity(meta.len() as usize);
        file.take(MAX_COMPONENT_BYTES + 1)
            .read_to_end(&mut bytes)
            .with_context(what)?;
        check_size(bytes.len() as u64, &path.display().to_string())?;
        let wasm = Wasm::new(bytes);
        // Changed while it was read: not remembered.
        if std::fs::metadata(path).is_ok_and(|m| identity(&m) == id) {
            cache().insert(path.to_path_buf(), (id, wasm.clone()));
        }
        Ok(wasm)
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
        ComponentKind::Policy => "policy pack",
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

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: Duration = Duration::from_secs(24 * 60 * 60);

    /// A file of `len` bytes in `dir`, last modified `age` before `now`.
    fn file(dir: &Path, name: &str, len: usize, now: SystemTime, age: Duration) -> PathBuf {
        let p = dir.join(name);
        std::fs::write(&p, vec![0u8; len]).unwrap();
        let f = std::fs::File::options().write(true).open(&p).unwrap();
        f.set_modified(now - age).unwrap();
        p
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut n: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        n.sort();
        n
    }

    #[test]
    fn the_cache_drops_what_went_unused_then_the_least_recently_used_past_its_size() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let now = SystemTime::now();
        let limits = CacheLimits {
            unused: 30 * DAY,
            max_bytes: 3_000,
        };
        let keep = file(d, "new.cwasm", 1_000, now, Duration::ZERO);
        file(d, "month-old.cwasm", 10, now, 31 * DAY);
        file(d, "a-week.cwasm", 1_000, now, 7 * DAY);
        file(d, "a-day.cwasm", 1_000, now, DAY);
        file(d, "an-hour.cwasm", 1_000, now, DAY / 24);
        // A temporary abandoned two days ago goes; one being written now stays.
        file(d, "x.tmp-4242", 10, now, 2 * DAY);
        file(d, "y.tmp-4343", 10, now, Duration::ZERO);
        // Not the cache's: left alone, whatever its age.
        file(d, "notes.txt", 10, now, 400 * DAY);
        evict(d, &keep, now, limits);
        // 4,000 bytes of artifacts for 3,000: the week-old one goes, then it fits.
        assert_eq!(
            names(d),
            [
                "a-day.cwasm",
                "an-hour.cwasm",
                "new.cwasm",
                "notes.txt",
                "y.tmp-4343"
            ]
        );
        // The one just written stays even when it alone is over the limit.
        evict(
            d,
            &keep,
            now,
            CacheLimits {
                max_bytes: 0,
                ..limits
            },
        );
        assert_eq!(names(d), ["new.cwasm", "notes.txt", "y.tmp-4343"]);
        // A missing directory is nothing to do.
        evict(&d.join("gone"), &keep, now, limits);
    }

    #[test]
    fn an_artifacts_mac_goes_with_it() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let now = SystemTime::now();
        let keep = file(d, "new.cwasm", 10, now, Duration::ZERO);
        file(d, "new.cwasm.mac", 10, now, 40 * DAY);
        file(d, "old.cwasm", 10, now, 40 * DAY);
        file(d, "old.cwasm.mac", 10, now, 40 * DAY);
        // Left by an artifact removed earlier.
        file(d, "orphan.cwasm.mac", 10, now, Duration::ZERO);
        evict(d, &keep, now, CACHE_LIMITS);
        assert_eq!(names(d), ["new.cwasm", "new.cwasm.mac"]);
    }
}
