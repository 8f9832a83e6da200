//! What a guest instance may use, one capability per file, each with the same shape (Spin's
//! factors): the grant is turned once, when the provider is loaded, into a value implementing
//! [`Capability`]; `instance` gives each new instance its part of the WASI context and of the
//! store's state; `link` (for capabilities that serve host functions of their own) adds them to
//! the linker over wasmtime-wasi's. Adding a capability touches its own file and one field of
//! `ProviderState`.
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
pub(crate) mod output;

use wasmtime_wasi::WasiCtxBuilder;

/// One capability of a provider, prepared from its grant.
pub(crate) trait Capability {
    /// What each instance keeps of it in its store's state.
    type Instance;
    /// Prepare one new instance: add to its WASI context, and make its part of the state.
    fn instance(&self, wasi: &mut WasiCtxBuilder) -> Result<Self::Instance, String>;
}

/// Link the host functions the capabilities serve, over wasmtime-wasi's.
pub(crate) fn link(
    linker: &mut wasmtime::component::Linker<crate::provider::ProviderState>,
) -> wasmtime::Result<()> {
    network::link(linker)?;
    files::link(linker)
}
