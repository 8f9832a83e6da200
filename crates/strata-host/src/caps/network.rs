//! The network capability: a provider reaches only the `scheme://host:port`s of `allow-hosts`.
//! Checked three times, since wasi:http connections are made by the host and do not pass
//! through the socket checks: outgoing HTTP by the wasi-http hook ([`GrantHooks`]), raw sockets
//! by wasmtime-wasi's `socket_addr_check` (an address must be granted literally, UDP against
//! UDP grants, binds to a chosen port too), and `wasi:sockets/ip-name-lookup` by a guarded
//! implementation linked over wasmtime-wasi's (only granted names). What was refused during a
//! call is recorded, so that its error can name the grant to add.

use super::Capability;
use super::Sandboxed;
use super::outgoing::{Incoming, Outgoing};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use strata_policy::{Grants, Target};
use wasmtime::component::{HasData, Linker, Resource};
use wasmtime_wasi::WasiCtxBuilder;
use wasmtime_wasi::p2::bindings::sockets::ip_name_lookup::{self as lookup, ResolveAddressStream};
use wasmtime_wasi::p2::bindings::sockets::network;
use wasmtime_wasi::p2::bindings::sockets::network::{ErrorCode, IpAddress, Network as WasiNetwork};
use wasmtime_wasi::p2::bindings::sockets::{tcp_create_socket, udp_create_socket};
use wasmtime_wasi::p2::{DynPollable, SocketError};
use wasmtime_wasi::p2::{TcpSocket, UdpSocket};
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
    /// A socket past a bound: why, with the setting that raises it.
    Sockets(String),
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
            Denial::Sockets(why) => format!("provider {provider}: {why}"),
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
    pub(crate) grants: Arc<Grants>,
    /// The HTTP requests let out, all instances together.
    pub(crate) requests: Arc<std::sync::atomic::AtomicU64>,
    /// `max-sockets`: the raw sockets one instance may make in one call, and the HTTP
    /// connections the provider may hold open at once, all instances together.
    pub(crate) max_sockets: usize,
    /// The HTTP connections open now, all instances together.
    pub(crate) open: Arc<AtomicUsize>,
    /// The client that sends its HTTP requests, its connections kept for all instances.
    pub(crate) client: Outgoing,
}

/// An instance's part: the hook wasi-http calls, and what was refused.
pub(crate) struct NetworkInstance {
    pub(crate) hooks: GrantHooks,
    pub(crate) denials: Denials,
    pub(crate) grants: Arc<Grants>,
    /// Raw sockets made during the current call.
    made: Arc<AtomicUsize>,
    max_sockets: usize,
}

impl NetworkInstance {
    /// Take what was refused since the last call (and start counting a new call's sockets).
    pub(crate) fn take_denials(&self) -> Vec<Denial> {
        self.made.store(0, Ordering::Relaxed);
        std::mem::take(&mut *self.denials.lock().unwrap_or_else(|p| p.into_inner()))
    }
}

/// File descriptors the engine keeps for its own state I/O (the lock's renewal, the journal,
/// the backend's connections): no provider socket is made once fewer than this are free.
pub(crate) const RESERVED_DESCRIPTORS: u64 = 256;

/// The process's soft limit of open descriptors (`/proc/self/limits`), read once.
fn descriptor_limit() -> u64 {
    static LIMIT: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    *LIMIT.get_or_init(|| {
        std::fs::read_to_string("/proc/self/limits")
            .ok()
            .and_then(|t| {
                t.lines()
                    .find(|l| l.starts_with("Max open files"))
                    .and_then(|l| l.split_whitespace().nth(3))
                    .and_then(|n| n.parse().ok())
            })
            .unwrap_or(1024)
    })
}

/// Why a provider may not make a socket now, if it may not: the process is down to the
/// descriptors it keeps for itself. The kernel hands out the lowest free descriptor, so a
/// probe that gets one within the reserve means all those below it are taken.
pub(crate) fn reserve_reached() -> Option<String> {
    use std::os::fd::AsRawFd;
    let limit = descriptor_limit();
    let at = match std::fs::File::open("/dev/null") {
        Ok(f) => f.as_raw_fd() as u64,
        Err(_) => limit,
    };
    (at + RESERVED_DESCRIPTORS >= limit).then(|| {
        format!(
            "it opened too many sockets: the process has about {at} of its {limit} file descriptors open, and strata keeps {RESERVED_DESCRIPTORS} for its own state (lower `max-sockets` or `--parallel`, or raise the limit with `ulimit -n`)"
        )
    })
}

impl Capability for Network {
    type Instance = NetworkInstance;

    fn prepare(given: &super::Given) -> Result<Network, String> {
        Ok(Network {
            grants: given.grants.clone(),
            requests: given.requests.clone(),
            max_sockets: given.max_sockets,
            open: Arc::default(),
            client: super::outgoing::client(),
        })
    }

    fn instance(&self, wasi: &mut WasiCtxBuilder) -> Result<NetworkInstance, String> {
        let denials: Denials = Arc::default();
        let (grants, socket_denials) = (self.grants.clone(), denials.clone());
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
                let ok = ephemeral
                    || grants
                        .hosts
                        .allows_socket(proto, &addr.ip().to_string(), addr.port());
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
        // Lookups are checked name by name (the guarded lookup below); a guest granted no host
        // (every program) has none at all, guarded or not.
        wasi.allow_ip_name_lookup(!self.grants.hosts.is_empty());
        Ok(NetworkInstance {
            hooks: GrantHooks {
                grants: self.grants.clone(),
                denials: denials.clone(),
                requests: self.requests.clone(),
                open: self.open.clone(),
                max_sockets: self.max_sockets,
                client: self.client.clone(),
            },
            denials,
            grants: self.grants.clone(),
            made: Arc::default(),
            max_sockets: self.max_sockets,
        })
    }
}

/// The outgoing-HTTP check: a request goes out only to a granted `scheme://host:port`.
pub(crate) struct GrantHooks {
    grants: Arc<Grants>,
    denials: Denials,
    requests: Arc<std::sync::atomic::AtomicU64>,
    open: Arc<AtomicUsize>,
    max_sockets: usize,
    client: Outgoing,
}

/// One HTTP request counted open until it ends (its I/O future done or dropped).
struct Counted(Arc<AtomicUsize>);

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

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
        if !self.grants.hosts.allows(&target) {
            deny(&self.denials, Denial::Connect(target.grant()));
            return Box::new(async { Err(wasmtime_wasi_http::Error::HttpRequestDenied) });
        }
        let open = self.open.fetch_add(1, Ordering::Relaxed);
        let counted = Counted(self.open.clone());
        let over = (open >= self.max_sockets).then(|| {
            format!(
                "it has {open} HTTP connections open at once, its limit (raise `max-sockets` under its [providers] table in Strata.toml)"
            )
        });
        if let Some(why) = over.or_else(reserve_reached) {
            deny(&self.denials, Denial::Sockets(why));
            return Box::new(async { Err(wasmtime_wasi_http::Error::HttpRequestDenied) });
        }
        self.requests
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let options = options.unwrap_or_default();
        let never = Duration::from_secs(600);
        let first_byte = options.first_byte_timeout.unwrap_or(never);
        let between = options.between_bytes_timeout.unwrap_or(never);
        let client = self.client.clone();
        let _ = fut;
        Box::new(async move {
            use http_body_util::BodyExt;
            let res = tokio::time::timeout(first_byte, client.request(request))
                .await
                .map_err(|_| wasmtime_wasi_http::Error::ConnectionReadTimeout)?
                .map_err(super::outgoing::failed)?;
            let mut between = tokio::time::interval(between);
            between.reset();
            // The client drives its connections itself: nothing is left for wasi-http to.
            let done = async { Ok(()) };
            Ok((
                res.map(|body| {
                    Incoming {
                        body,
                        between,
                        _guard: counted,
                    }
                    .boxed_unsync()
                }),
                Box::new(done) as Box<dyn Future<Output = _> + Send>,
            ))
        })
    }
}

/// `wasi:sockets/ip-name-lookup`, guarded: only names some `allow-hosts` entry names.
/// wasmtime-wasi allows lookups all or nothing, so this wraps its implementation.
pub(crate) struct Guarded<'a> {
    inner: WasiSocketsCtxView<'a>,
    grants: Arc<Grants>,
    denials: Arc<Mutex<Vec<Denial>>>,
    /// Raw sockets made in this call, and how many may be.
    made: Arc<AtomicUsize>,
    max_sockets: usize,
}

impl Guarded<'_> {
    /// Count a new raw socket, or refuse it: past `max-sockets` in this call, or within the
    /// descriptors the engine keeps for itself.
    fn admit(&mut self) -> Result<(), SocketError> {
        let made = self.made.fetch_add(1, Ordering::Relaxed);
        let over = (made >= self.max_sockets).then(|| {
            format!(
                "it made more than {} sockets in one call (raise `max-sockets` under its [providers] table in Strata.toml)",
                self.max_sockets
            )
        });
        match over.or_else(reserve_reached) {
            None => Ok(()),
            Some(why) => {
                deny(&self.denials, Denial::Sockets(why));
                Err(ErrorCode::NewSocketLimit.into())
            }
        }
    }
}

impl tcp_create_socket::Host for Guarded<'_> {
    fn create_tcp_socket(
        &mut self,
        address_family: network::IpAddressFamily,
    ) -> Result<Resource<TcpSocket>, SocketError> {
        self.admit()?;
        tcp_create_socket::Host::create_tcp_socket(&mut self.inner, address_family)
    }
}

impl udp_create_socket::Host for Guarded<'_> {
    async fn create_udp_socket(
        &mut self,
        address_family: network::IpAddressFamily,
    ) -> Result<Resource<UdpSocket>, SocketError> {
        self.admit()?;
        udp_create_socket::Host::create_udp_socket(&mut self.inner, address_family).await
    }
}

impl lookup::Host for Guarded<'_> {
    fn resolve_addresses(
        &mut self,
        network: Resource<WasiNetwork>,
        name: String,
    ) -> Result<Resource<ResolveAddressStream>, SocketError> {
        if !self.grants.hosts.allows_name(&name) {
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
pub(crate) fn link<T: Sandboxed>(linker: &mut Linker<T>) -> wasmtime::Result<()> {
    linker.allow_shadowing(true);
    fn guarded<T: Sandboxed>(s: &mut T) -> Guarded<'_> {
        let network = &s.caps().network;
        let (grants, denials) = (network.grants.clone(), network.denials.clone());
        let (made, max_sockets) = (network.made.clone(), network.max_sockets);
        Guarded {
            inner: s.sockets(),
            grants,
            denials,
            made,
            max_sockets,
        }
    }
    lookup::add_to_linker::<T, GuardedLookup>(linker, guarded)?;
    tcp_create_socket::add_to_linker::<T, GuardedLookup>(linker, guarded)?;
    udp_create_socket::add_to_linker::<T, GuardedLookup>(linker, guarded)?;
    linker.allow_shadowing(false);
    Ok(())
}
