//! What a guest instance may use, one capability per file, each with the same shape (Spin's
//! factors): [`Capability::prepare`] turns the guest's grant (a [`Given`]: the `Grants` parsed
//! once by `strata-policy`, and the limits) into the capability once, when the guest is loaded;
//! [`Capability::instance`] gives each new instance its part of the WASI context and of the
//! store's state. [`Caps`] is the set of them all: providers and programs both prepare it with
//! one call and start each instance with one call. Adding a capability is its own file (a type
//! implementing [`Capability`], and `link` if it serves host functions of its own) plus one line
//! in the `caps!` list below (and one in [`link`] for host functions).
//!
//! - [`network`]: outgoing HTTP (the wasi-http hook), raw sockets and name lookups, against
//!   `allow-hosts`; what was refused during a call is recorded and named in its error.
//! - [`files`]: the granted directories, preopened, and `strata:provider/files` through the
//!   handles they were opened with; symlinks a guest makes must point down.
//! - [`env`]: the granted environment variables, nothing else.
//! - [`output`]: stdout and stderr, line by line, bounded, to the log.
//! - [`limits`]: memory per instance, wall-clock time per call, bytes handed to the engine.

pub(crate) mod env;
pub(crate) mod files;
pub(crate) mod limits;
pub(crate) mod network;
pub(crate) mod outgoing;
pub(crate) mod output;

use std::sync::Arc;
use strata_policy::Grants;
use wasmtime::component::{Linker, ResourceTable};
use wasmtime_wasi::{WasiCtx, WasiCtxBuilder, WasiCtxView, WasiView};
use wasmtime_wasi_http::{WasiHttpCtx, WasiHttpCtxView, WasiHttpView};

/// What a guest is given: its grant, untouched, and the limits its capabilities enforce.
#[derive(Clone, Debug, Default)]
pub(crate) struct Given {
    pub(crate) grants: Arc<Grants>,
    /// Memory per instance, in bytes.
    pub(crate) memory: u64,
    /// `max-sockets` (none for a program).
    pub(crate) max_sockets: usize,
    /// Counts the HTTP requests let out, all instances together.
    pub(crate) requests: Arc<std::sync::atomic::AtomicU64>,
}

/// One capability of a guest, prepared from what it was given.
pub(crate) trait Capability: Sized {
    /// What each instance keeps of it in its store's state.
    type Instance;
    /// Prepare the capability once, when the guest is loaded.
    fn prepare(given: &Given) -> Result<Self, String>;
    /// Prepare one new instance: add to its WASI context, and make its part of the state.
    fn instance(&self, wasi: &mut WasiCtxBuilder) -> Result<Self::Instance, String>;
}

/// The capability list: each line a field of [`Caps`] (the capability) and of [`CapsInstance`]
/// (an instance's part of it).
macro_rules! caps {
    ($($field:ident: $cap:ty),* $(,)?) => {
        /// Every capability of a guest, prepared from its grant.
        pub(crate) struct Caps {
            $(pub(crate) $field: $cap,)*
        }

        /// One instance's part of every capability, kept in its store's state.
        #[allow(dead_code, reason = "a capability with nothing per instance (the environment) keeps its `()` here too, for the list's one shape")]
        pub(crate) struct CapsInstance {
            $(pub(crate) $field: <$cap as Capability>::Instance,)*
        }

        impl Caps {
            /// Prepare every capability from what the guest was given.
            pub(crate) fn prepare(given: &Given) -> Result<Caps, String> {
                Ok(Caps {
                    $($field: <$cap>::prepare(given)?,)*
                })
            }

            /// A new instance's WASI context, and its part of every capability.
            pub(crate) fn instance(&self) -> Result<(WasiCtx, CapsInstance), String> {
                let mut wasi = WasiCtx::builder();
                let instance = CapsInstance {
                    $($field: self.$field.instance(&mut wasi)?,)*
                };
                Ok((wasi.build(), instance))
            }
        }
    };
}

caps! {
    network: network::Network,
    files: files::Files,
    env: env::Env,
    output: output::Output,
    memory: limits::Memory,
}

/// The state of an instance the capabilities confine: what a store must give them (its WASI
/// and HTTP views, and its part of every capability). The capabilities link against this, not
/// against a kind of guest's own state, so any store that gives it can host them (as
/// wasmtime-wasi's functions link against `WasiView`).
pub(crate) trait Sandboxed: WasiView + WasiHttpView + Send + 'static {
    /// This instance's part of every capability.
    fn caps(&mut self) -> &mut CapsInstance;
}

/// The state of a provider's or a policy pack's instance: the WASI context and its resource
/// table, the HTTP context, and each capability's part.
pub(crate) struct SandboxState {
    wasi: WasiCtx,
    table: ResourceTable,
    http: WasiHttpCtx,
    pub(crate) caps: CapsInstance,
}

impl SandboxState {
    /// A new instance's state.
    pub(crate) fn new(wasi: WasiCtx, caps: CapsInstance) -> SandboxState {
        SandboxState {
            wasi,
            table: ResourceTable::new(),
            http: WasiHttpCtx::new(),
            caps,
        }
    }
}

impl WasiView for SandboxState {
    fn ctx(&mut self) -> WasiCtxView<'_> {
        WasiCtxView {
            ctx: &mut self.wasi,
            table: &mut self.table,
        }
    }
}

impl WasiHttpView for SandboxState {
    fn http(&mut self) -> WasiHttpCtxView<'_> {
        WasiHttpCtxView {
            ctx: &mut self.http,
            table: &mut self.table,
            hooks: &mut self.caps.network.hooks,
        }
    }
}

impl Sandboxed for SandboxState {
    fn caps(&mut self) -> &mut CapsInstance {
        &mut self.caps
    }
}

/// A linker for guests the capabilities confine: wasmtime-wasi's functions and its HTTP, and
/// the host functions the capabilities serve over them.
pub(crate) fn linker<T: Sandboxed>(engine: &wasmtime::Engine) -> wasmtime::Result<Linker<T>> {
    let mut linker = Linker::new(engine);
    wasmtime_wasi::p2::add_to_linker_async(&mut linker)?;
    wasmtime_wasi_http::p2::add_only_http_to_linker_async(&mut linker)?;
    network::link(&mut linker)?;
    files::link(&mut linker)?;
    Ok(linker)
}
