//! The network capability: a provider reaches only the `scheme://host:port`s of `allow-hosts`.
//! Checked three times, since wasi:http connections are made by the host and do not pass
//! through the socket checks: outgoing HTTP by the wasi-http hook ([`GrantHooks`]), raw sockets
//! by wasmtime-wasi's `socket_addr_check` (an address must be granted literally, UDP against
//! UDP grants, binds to a chosen port too), and `wasi:sockets/ip-name-lookup` by a guarded
//! implementation linked over wasmtime-wasi's (only granted names). What was refused during a
//! call is recorded, so that its error can name the grant to add.

use super::Capability;
use crate::provider::ProviderState;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use strata_policy::{AllowedHosts, Target};
use wasmtime::component::{HasData, Linker, Resource};
use wasmtime_wasi::WasiCtxBuilder;
use wasmtime_wasi::p2::bindings::sockets::ip_name_lookup::{self as lookup, ResolveAddressStream};
use wasmtime_wasi::p2::bindings::sockets::network;
use wasmtime_wasi::p2::bindings::sockets::network::{ErrorCode, IpAddress, Network as WasiNetwork};
use wasmtime_wasi::p2::{DynPollable, SocketError};
use wasmtime_wasi::sockets::SocketAddrUse;
use wasmtime_wasi::sockets::{WasiSocketsCtxView, WasiSocketsView};
use wasmtime_wasi_http::WasiHttpHooks;

/// A use of the network that the grants refused.
#[derive(Clone, Debug)]
pub(crate) enum Denial {
    /// A connection: the grant that would allow it.
    Connect(String),
    /// A name lookup.
    Lookup(String),
}

impl Denial {
    /// What was refused, and the line of the project file that would allow it.
    pub(crate) fn explain(&self, provider: &str) -> String {
        match self {
            Denial::Connect(grant) => format!(
                "access denied: the provider tried to reach {grant}, which is not granted; to allow it, add `allow-hosts = [\"{grant}\"]` under [providers.{provider}] in Strata.toml"
            ),
            Denial::Lookup(host) => format!(
                "access denied: the provider tried to look up the name {host}, which is not a granted host; to allow it, add the host to `allow-hosts` under [providers.{provider}] in Strata.toml, e.g. `allow-hosts = [\"https://{host}\"]`"
            ),
        }
    }
}

/// What the grants refused during one call.
pub(crate) type Denials = Arc<Mutex<Vec<Denial>>>;

fn deny(denials: &Denials, d: Denial) {
    denials.lock().unwrap_or_else(|p| p.into_inner()).push(d);
}

/// The network grant of a provider.
pub(crate) struct Network {
    pub(crate) hosts: Arc<AllowedHosts>,
    /// The HTTP requests let out, all instances together.
    pub(crate) requests: Arc<std::sync::atomic::AtomicU64>,
}

/// An instance's part: the hook wasi-http calls, and what was refused.
pub(crate) struct NetworkInstance {
    pub(crate) hooks: GrantHooks,
    pub(crate) denials: Denials,
    pub(crate) hosts: Arc<AllowedHosts>,
}

impl NetworkInstance {
    /// Take what was refused since the last call.
    pub(crate) fn take_denials(&self) -> Vec<Denial> {
        std::mem::take(&mut *self.denials.lock().unwrap_or_else(|p| p.into_inner()))
    }
}

impl Capability for Network {
    type Instance = NetworkInstance;

    fn instance(&self, wasi: &mut WasiCtxBuilder) -> Result<NetworkInstance, String> {
        let denials: Denials = Arc::default();
        let (hosts, socket_denials) = (self.hosts.clone(), denials.clone());
        wasi.allow_tcp(true)
            .allow_udp(true)
            .socket_addr_check(move |addr, usage| {
                let proto = match usage {
                    SocketAddrUse::UdpBind | SocketAddrUse::UdpSend | SocketAddrUse::UdpReceive => {
                        "udp"
                    }
                    _ => "tcp",
                };
                let binds = matches!(usage, SocketAddrUse::TcpBind | SocketAddrUse::UdpBind);
                // A bind to the wildcard address and an ephemeral port precedes every client
                // socket's first use, which is checked itself; binding a chosen port (to serve
                // on it) needs a grant like any other address.
                let ephemeral = binds && addr.ip().is_unspecified() && addr.port() == 0;
                let ok =
                    ephemeral || hosts.allows_socket(proto, &addr.ip().to_string(), addr.port());
                if !ok {
                    deny(
                        &socket_denials,
                        Denial::Connect(
                            Target::new(proto, &addr.ip().to_string(), addr.port()).grant(),
                        ),
                    );
                }
                Box::pin(async move { ok })
            });
        // Lookups are checked name by name (the guarded lookup below).
        wasi.allow_ip_name_lookup(true);
        Ok(NetworkInstance {
            hooks: GrantHooks {
                hosts: self.hosts.clone(),
                denials: denials.clone(),
                requests: self.requests.clone(),
            },
            denials,
            hosts: self.hosts.clone(),
        })
    }
}

/// The outgoing-HTTP check: a request goes out only to a granted `scheme://host:port`.
pub(crate) struct GrantHooks {
    hosts: Arc<AllowedHosts>,
    denials: Denials,
    requests: Arc<std::sync::atomic::AtomicU64>,
}

/// Connections the host makes for a provider give up after this long.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(30);

impl WasiHttpHooks for GrantHooks {
    fn send_request(
        &mut self,
        request: http::Request<wasmtime_wasi_http::p2::body::HyperOutgoingBody>,
        options: Option<wasmtime_wasi_http::RequestOptions>,
        fut: Box<dyn Future<Output = Result<(), wasmtime_wasi_http::Error>> + Send>,
    ) -> Box<
        dyn Future<
                Output = Result<
                    (
                        http::Response<wasmtime_wasi_http::p2::body::HyperIncomingBody>,
                        Box<dyn Future<Output = Result<(), wasmtime_wasi_http::Error>> + Send>,
                    ),
                    wasmtime_wasi_http::Error,
                >,
            > + Send,
    > {
        let uri = request.uri();
        let scheme = uri.scheme_str().unwrap_or("https").to_ascii_lowercase();
        let host = uri.host().unwrap_or_default().to_string();
        let port = uri
            .port_u16()
            .or_else(|| strata_policy::default_port(&scheme))
            .unwrap_or(0);
        let target = Target::new(&scheme, &host, port);
        if !self.hosts.allows(&target) {
            deny(&self.denials, Denial::Connect(target.grant()));
            return Box::new(async { Err(wasmtime_wasi_http::Error::HttpRequestDenied) });
        }
        self.requests
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let mut options = options.unwrap_or_default();
        options.connect_timeout = Some(
            options
                .connect_timeout
                .map_or(CONNECT_TIMEOUT, |t| t.min(CONNECT_TIMEOUT)),
        );
        let _ = fut;
        Box::new(async move {
            use http_body_util::BodyExt;
            let (res, io) =
                wasmtime_wasi_http::default_send_request(request, Some(options)).await?;
            Ok((
                res.map(BodyExt::boxed_unsync),
                Box::new(io) as Box<dyn Future<Output = _> + Send>,
            ))
        })
    }
}

/// `wasi:sockets/ip-name-lookup`, guarded: only names some `allow-hosts` entry names.
/// wasmtime-wasi allows lookups all or nothing, so this wraps its implementation.
pub(crate) struct Guarded<'a> {
    inner: WasiSocketsCtxView<'a>,
    hosts: Arc<AllowedHosts>,
    denials: Arc<Mutex<Vec<Denial>>>,
}

impl lookup::Host for Guarded<'_> {
    fn resolve_addresses(
        &mut self,
        network: Resource<WasiNetwork>,
        name: String,
    ) -> Result<Resource<ResolveAddressStream>, SocketError> {
        if !self.hosts.allows_name(&name) {
            deny(&self.denials, Denial::Lookup(name));
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
    fn drop(&mut self, this: Resource<WasiNetwork>) -> wasmtime::Result<()> {
        network::HostNetwork::drop(&mut self.inner, this)
    }
}

struct GuardedLookup;

impl HasData for GuardedLookup {
    type Data<'a> = Guarded<'a>;
}

/// Link the guarded lookup over wasmtime-wasi's.
pub(crate) fn link(linker: &mut Linker<ProviderState>) -> wasmtime::Result<()> {
    linker.allow_shadowing(true);
    lookup::add_to_linker::<ProviderState, GuardedLookup>(linker, |s: &mut ProviderState| {
        let (hosts, denials) = (s.network.hosts.clone(), s.network.denials.clone());
        Guarded {
            inner: s.sockets(),
            hosts,
            denials,
        }
    })?;
    linker.allow_shadowing(false);
    Ok(())
}
