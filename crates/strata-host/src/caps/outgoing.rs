//! How the host sends a provider's HTTP requests, once [`super::network::GrantHooks`] allowed
//! them: one client per provider, whose connections are kept and used again. Without it every
//! request paid a TCP handshake (and against a real endpoint a TLS one): 300 requests to one
//! endpoint were 300 connections where boto3 makes ten. TLS trusts the webpki roots, through
//! rustls's ring provider, named here rather than taken from the process (whose default an
//! embedder may have set otherwise).

use bytes::Bytes;
use http::uri::Scheme;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::{Connected, Connection};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use wasmtime_wasi_http::Error;
use wasmtime_wasi_http::p2::body::HyperOutgoingBody;

/// Connections the host makes for a provider give up after this long.
pub(crate) const CONNECT_TIMEOUT: Duration = Duration::from_secs(30);

/// A kept connection is closed after this long unused, before servers close theirs (AWS's
/// load balancers close after 60 s).
const IDLE: Duration = Duration::from_secs(20);

/// Connections kept per endpoint: as many as the engine runs calls at once by default.
const KEPT_PER_ENDPOINT: usize = 16;

/// A provider's client: its kept connections, by scheme, host and port.
pub(crate) type Outgoing = Client<Connector, HyperOutgoingBody>;

/// A new client with no connection yet.
pub(crate) fn client() -> Outgoing {
    Client::builder(TokioExecutor::new())
        .pool_timer(TokioTimer::new())
        .pool_idle_timeout(IDLE)
        .pool_max_idle_per_host(KEPT_PER_ENDPOINT)
        .build(Connector)
}

/// TLS as wasi-http's own sender made it (the webpki roots, no client certificate), with the
/// provider named: made at the first HTTPS connection of the process, not at every guest's
/// start (a program and a policy pack have the network capability too), and shared (so
/// are its resumable sessions).
fn tls() -> Arc<rustls::ClientConfig> {
    static TLS: std::sync::OnceLock<Arc<rustls::ClientConfig>> = std::sync::OnceLock::new();
    TLS.get_or_init(|| {
        let roots = rustls::RootCertStore {
            roots: webpki_roots::TLS_SERVER_ROOTS.into(),
        };
        Arc::new(
            rustls::ClientConfig::builder_with_provider(Arc::new(
                rustls::crypto::ring::default_provider(),
            ))
            .with_safe_default_protocol_versions()
            .expect("ring supports TLS 1.2 and 1.3")
            .with_root_certificates(roots)
            .with_no_client_auth(),
        )
    })
    .clone()
}

/// Makes a connection for the client: TCP, then TLS for `https`.
#[derive(Clone)]
pub(crate) struct Connector;

/// A connection, plain or over TLS.
pub(crate) enum Stream {
    Plain(TcpStream),
    Tls(Box<tokio_rustls::client::TlsStream<TcpStream>>),
}

impl tower_service::Service<http::Uri> for Connector {
    type Response = TokioIo<Stream>;
    type Error = Error;
    type Future = Pin<Box<dyn Future<Output = Result<TokioIo<Stream>, Error>> + Send>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Error>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, uri: http::Uri) -> Self::Future {
        Box::pin(async move {
            let https = uri.scheme() == Some(&Scheme::HTTPS);
            // An IPv6 address keeps its brackets in a URI's host.
            let host = uri
                .host()
                .ok_or(Error::HttpRequestUriInvalid)?
                .trim_start_matches('[')
                .trim_end_matches(']')
                .to_string();
            let port = uri.port_u16().unwrap_or(if https { 443 } else { 80 });
            let tcp = tokio::time::timeout(CONNECT_TIMEOUT, TcpStream::connect((&*host, port)))
                .await
                .map_err(|_| Error::ConnectionTimeout)?
                .map_err(Error::Connect)?;
            let _ = tcp.set_nodelay(true);
            if !https {
                return Ok(TokioIo::new(Stream::Plain(tcp)));
            }
            let name = rustls::pki_types::ServerName::try_from(host)?;
            let tls = tokio::time::timeout(
                CONNECT_TIMEOUT,
                tokio_rustls::TlsConnector::from(tls()).connect(name, tcp),
            )
            .await
            .map_err(|_| Error::ConnectionTimeout)?
            .map_err(Error::Tls)?;
            Ok(TokioIo::new(Stream::Tls(Box::new(tls))))
        })
    }
}

impl Connection for Stream {
    fn connected(&self) -> Connected {
        Connected::new()
    }
}

impl AsyncRead for Stream {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        match self.get_mut() {
            Stream::Plain(s) => Pin::new(s).poll_read(cx, buf),
            Stream::Tls(s) => Pin::new(s).poll_read(cx, buf),
        }
    }
}

impl AsyncWrite for Stream {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        match self.get_mut() {
            Stream::Plain(s) => Pin::new(s).poll_write(cx, buf),
            Stream::Tls(s) => Pin::new(s).poll_write(cx, buf),
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        match self.get_mut() {
            Stream::Plain(s) => Pin::new(s).poll_flush(cx),
            Stream::Tls(s) => Pin::new(s).poll_flush(cx),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        match self.get_mut() {
            Stream::Plain(s) => Pin::new(s).poll_shutdown(cx),
            Stream::Tls(s) => Pin::new(s).poll_shutdown(cx),
        }
    }
}

/// The error wasi-http reports to the guest for a failed request: the connector's own, made
/// again (it is behind a reference in the client's error), or hyper's.
pub(crate) fn failed(e: hyper_util::client::legacy::Error) -> Error {
    let mut source = std::error::Error::source(&e);
    while let Some(s) = source {
        if let Some(e) = s.downcast_ref::<Error>() {
            return match e {
                Error::Connect(io) => {
                    Error::Connect(std::io::Error::new(io.kind(), io.to_string()))
                }
                Error::Tls(io) => Error::Tls(std::io::Error::new(io.kind(), io.to_string())),
                Error::ConnectionTimeout => Error::ConnectionTimeout,
                Error::HttpRequestUriInvalid => Error::HttpRequestUriInvalid,
                Error::InvalidDnsNameError(_) => Error::HttpRequestUriInvalid,
                _ => Error::HttpProtocolError,
            };
        }
        if let Some(h) = s.downcast_ref::<hyper::Error>() {
            return if h.is_timeout() {
                Error::HttpResponseTimeout
            } else if h.is_incomplete_message() {
                Error::HttpResponseIncomplete
            } else if h.is_canceled() || h.is_closed() {
                Error::ConnectionTerminated
            } else {
                Error::HttpProtocolError
            };
        }
        source = s.source();
    }
    if e.is_connect() {
        Error::ConnectionRefused
    } else {
        Error::HttpProtocolError
    }
}

/// A response body that fails after `between` with no bytes, and holds `_guard` (the count of
/// requests in flight) until it is read or dropped.
pub(crate) struct Incoming<G> {
    pub(crate) body: hyper::body::Incoming,
    pub(crate) between: tokio::time::Interval,
    pub(crate) _guard: G,
}

impl<G: Unpin> http_body::Body for Incoming<G> {
    type Data = Bytes;
    type Error = Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<http_body::Frame<Bytes>, Error>>> {
        match Pin::new(&mut self.body).poll_frame(cx) {
            Poll::Ready(Some(Ok(frame))) => {
                self.between.reset();
                Poll::Ready(Some(Ok(frame)))
            }
            Poll::Ready(Some(Err(e))) => Poll::Ready(Some(Err(if e.is_timeout() {
                Error::HttpResponseTimeout
            } else {
                Error::from(e)
            }))),
            Poll::Ready(None) => Poll::Ready(None),
            Poll::Pending => match self.between.poll_tick(cx) {
                Poll::Ready(_) => Poll::Ready(Some(Err(Error::ConnectionReadTimeout))),
                Poll::Pending => Poll::Pending,
            },
        }
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> http_body::SizeHint {
        self.body.size_hint()
    }
}
