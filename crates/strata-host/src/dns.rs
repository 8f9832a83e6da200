//! `wasi:sockets/ip-name-lookup`, guarded: a provider may look up only names it was granted
//! (any `allow-hosts` entry naming that host). wasmtime-wasi allows lookups all or nothing, so
//! this wraps its implementation and is linked over it.

use crate::provider::{Denial, ProviderState};
use std::sync::{Arc, Mutex};
use strata_policy::AllowedHosts;
use wasmtime::component::{HasData, Linker, Resource};
use wasmtime_wasi::p2::bindings::sockets::ip_name_lookup::{self as lookup, ResolveAddressStream};
use wasmtime_wasi::p2::bindings::sockets::network;
use wasmtime_wasi::p2::bindings::sockets::network::{ErrorCode, IpAddress, Network};
use wasmtime_wasi::p2::{DynPollable, SocketError};
use wasmtime_wasi::sockets::{WasiSocketsCtxView, WasiSocketsView};

pub(crate) struct Guarded<'a> {
    inner: WasiSocketsCtxView<'a>,
    hosts: Arc<AllowedHosts>,
    denials: Arc<Mutex<Vec<Denial>>>,
}

impl lookup::Host for Guarded<'_> {
    fn resolve_addresses(
        &mut self,
        network: Resource<Network>,
        name: String,
    ) -> Result<Resource<ResolveAddressStream>, SocketError> {
        if !self.hosts.allows_name(&name) {
            self.denials
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .push(Denial::Lookup(name));
            return Err(ErrorCode::PermanentResolverFailure.into());
        }
        lookup::Host::resolve_addresses(&mut self.inner, network, name)
    }
}

impl lookup::HostResolveAddressStream for Guarded<'_> {
    fn resolve_next_address(
        &mut self,
        stream: Resource<ResolveAddressStream>,
    ) -> Result<Option<IpAddress>, SocketError> {
        lookup::HostResolveAddressStream::resolve_next_address(&mut self.inner, stream)
    }

    fn subscribe(
        &mut self,
        stream: Resource<ResolveAddressStream>,
    ) -> wasmtime::Result<Resource<DynPollable>> {
        lookup::HostResolveAddressStream::subscribe(&mut self.inner, stream)
    }

    fn drop(&mut self, stream: Resource<ResolveAddressStream>) -> wasmtime::Result<()> {
        lookup::HostResolveAddressStream::drop(&mut self.inner, stream)
    }
}

// The lookup interface uses the network interface's error conversions.
impl network::Host for Guarded<'_> {
    fn convert_error_code(&mut self, error: SocketError) -> wasmtime::Result<ErrorCode> {
        network::Host::convert_error_code(&mut self.inner, error)
    }

    fn network_error_code(
        &mut self,
        err: Resource<wasmtime::Error>,
    ) -> wasmtime::Result<Option<ErrorCode>> {
        network::Host::network_error_code(&mut self.inner, err)
    }
}

impl network::HostNetwork for Guarded<'_> {
    fn drop(&mut self, this: Resource<Network>) -> wasmtime::Result<()> {
        network::HostNetwork::drop(&mut self.inner, this)
    }
}

struct GuardedLookup;

impl HasData for GuardedLookup {
    type Data<'a> = Guarded<'a>;
}

/// Link the guarded lookup over wasmtime-wasi's.
pub(crate) fn add_to_linker(linker: &mut Linker<ProviderState>) -> wasmtime::Result<()> {
    linker.allow_shadowing(true);
    lookup::add_to_linker::<ProviderState, GuardedLookup>(linker, |s: &mut ProviderState| {
        let (hosts, denials) = (s.hosts.clone(), s.denials.clone());
        Guarded {
            inner: s.sockets(),
            hosts,
            denials,
        }
    })?;
    linker.allow_shadowing(false);
    Ok(())
}
