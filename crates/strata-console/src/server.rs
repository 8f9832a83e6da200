//! The console's HTTP server: on a loopback address only, every request carrying the token of
//! this server: the page's URL (the one printed) and its script's and style's in the query, the
//! script's requests in an `Authorization` header. Not in a cookie: a browser sends the cookies
//! of 127.0.0.1 to every port of it, so any other local server the user visits would get it. No
//! CORS headers, so another site's scripts cannot read an answer nor send the header; the `Host`
//! header must be the loopback address, so that a name rebound to 127.0.0.1 by another site's
//! DNS is refused; the page runs only its own script (a content security policy), and writes
//! what the state says as text, never as markup. It serves `GET` only: nothing here changes a
//! stack.
//!
//! The page is the bundle in `console/dist/` at the repository's root, built from
//! `console/src` by `npm run build` there and compiled into the binary.

use super::{Console, Problem};
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::Deserialize;
use std::net::SocketAddr;
use std::sync::Arc;

/// The page and its script and style, as built (see the module's description).
const INDEX: &str = include_str!("../../../console/dist/index.html");
const SCRIPT: &str = include_str!("../../../console/dist/app.js");
const STYLE: &str = include_str!("../../../console/dist/app.css");

/// A running console.
pub struct Server {
    pub addr: SocketAddr,
    pub token: String,
    task: tokio::task::JoinHandle<()>,
}

impl Server {
    /// The URL to open: the page, with the token.
    pub fn url(&self) -> String {
        format!("http://{}/?token={}", self.addr, self.token)
    }

    /// Serve until the process ends (or the task is aborted).
    pub async fn wait(mut self) -> strata_ops::Result<()> {
        (&mut self.task)
            .await
            .map_err(|e| strata_ops::Error::from(anyhow::anyhow!("the console stopped: {e}")))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.task.abort();
    }
}

struct App {
    console: Console,
    token: String,
    /// The `Host` values this server answers to.
    hosts: Vec<String>,
}

/// Serve `console` on 127.0.0.1:`port` (0: any free port).
pub async fn serve(console: Console, port: u16) -> strata_ops::Result<Server> {
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", port))
        .await
        .map_err(|e| {
            anyhow::anyhow!(
                "the console cannot listen on 127.0.0.1:{port}: {e}{}",
                if port == 0 {
                    String::new()
                } else {
                    " (choose another with --port, or 0 for any free one)".into()
                }
            )
        })?;
    let addr = listener.local_addr().map_err(anyhow::Error::from)?;
    let token = strata_state::random_hex(32);
    let app = Arc::new(App {
        console,
        token: token.clone(),
        hosts: vec![
            format!("127.0.0.1:{}", addr.port()),
            format!("localhost:{}", addr.port()),
        ],
    });
    let router = axum::Router::new()
        .route("/", get(page))
        .route("/app.js", get(script))
        .route("/app.css", get(style))
        .route("/api/about", get(about))
        .route("/api/stacks", get(stacks))
        .route("/api/graph", get(graph))
        .route("/api/stacks/{project}/{stack}/resources", get(resources))
        .route("/api/stacks/{project}/{stack}/resource", get(resource))
        .route("/api/stacks/{project}/{stack}/history", get(history))
        .route("/api/stacks/{project}/{stack}/diff", get(diff))
        .route("/api/stacks/{project}/{stack}/runs", get(runs))
        .route("/api/stacks/{project}/{stack}/runs/{run}", get(run))
        .fallback(not_found)
        .layer(axum::middleware::from_fn_with_state(app.clone(), guard))
        .with_state(app);
    let task = tokio::spawn(async move {
        let _ = axum::serve(listener, router).await;
    });
    Ok(Server { addr, token, task })
}

/// Equal, in a time that does not depend on where they differ.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

fn query_token(query: Option<&str>) -> Option<&str> {
    query?.split('&').find_map(|kv| kv.strip_prefix("token="))
}

fn header_token(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
}

/// Every request: from the loopback name of this server, with its token; every answer: the
/// headers that keep it to this page.
async fn guard(
    State(app): State<Arc<App>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    if !app.hosts.iter().any(|h| h == host) {
        return refuse(
            StatusCode::FORBIDDEN,
            &format!("this console answers only to {}", app.hosts[0]),
        );
    }
    let in_query = query_token(request.uri().query()).is_some_and(|t| same(t, &app.token));
    let in_header = header_token(request.headers()).is_some_and(|t| same(t, &app.token));
    if !in_query && !in_header {
        return refuse(
            StatusCode::FORBIDDEN,
            "this console needs its token: open the URL `strata console` printed (with ?token=…)",
        );
    }
    let mut response = next.run(request).await;
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        ),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

fn refuse(status: StatusCode, message: &str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        format!("{message}\n"),
    )
        .into_response()
}

async fn not_found() -> Response {
    refuse(StatusCode::NOT_FOUND, "no such page")
}

/// The page, with the token for its script and style and for the script's requests.
async fn page(State(app): State<Arc<App>>) -> Response {
    (
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        INDEX.replace("{{TOKEN}}", &app.token),
    )
        .into_response()
}

async fn script() -> Response {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        SCRIPT,
    )
        .into_response()
}

async fn style() -> Response {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE).into_response()
}

/// An answer as JSON (a type of `strata_wire::console`), or the problem as `{"error": …}`
/// with its status.
fn answer<T: serde::Serialize>(a: Result<T, Problem>) -> Response {
    match a {
        Ok(v) => axum::Json(v).into_response(),
        Err(p) => {
            let status = match &p {
                Problem::NotFound(_) => StatusCode::NOT_FOUND,
                Problem::Bad(_) => StatusCode::BAD_REQUEST,
                Problem::Failed(_) => StatusCode::INTERNAL_SERVER_ERROR,
            };
            (
                status,
                axum::Json(strata_wire::console::ApiError {
                    error: p.to_string(),
                }),
            )
                .into_response()
        }
    }
}

async fn about(State(app): State<Arc<App>>) -> Response {
    axum::Json(strata_wire::console::About {
        title: app.console.title.clone(),
        workspace: app.console.workspace,
    })
    .into_response()
}

#[derive(Deserialize)]
struct Which {
    urn: String,
}

async fn resource(
    State(app): State<Arc<App>>,
    Path((project, stack)): Path<(String, String)>,
    Query(w): Query<Which>,
) -> Response {
    answer(app.console.resource(&project, &stack, &w.urn).await)
}

async fn stacks(State(app): State<Arc<App>>) -> Response {
    answer(app.console.stacks().await)
}

async fn graph(State(app): State<Arc<App>>) -> Response {
    answer(app.console.stack_graph().await)
}

async fn resources(
    State(app): State<Arc<App>>,
    Path((project, stack)): Path<(String, String)>,
) -> Response {
    answer(app.console.resources(&project, &stack).await)
}

async fn history(
    State(app): State<Arc<App>>,
    Path((project, stack)): Path<(String, String)>,
) -> Response {
    answer(app.console.history(&project, &stack).await)
}

#[derive(Deserialize)]
struct Versions {
    from: u64,
    to: u64,
}

async fn diff(
    State(app): State<Arc<App>>,
    Path((project, stack)): Path<(String, String)>,
    Query(v): Query<Versions>,
) -> Response {
    answer(app.console.diff(&project, &stack, v.from, v.to).await)
}

async fn runs(
    State(app): State<Arc<App>>,
    Path((project, stack)): Path<(String, String)>,
) -> Response {
    answer(app.console.runs(&project, &stack))
}

#[derive(Deserialize)]
struct From {
    #[serde(default)]
    from: u64,
}

async fn run(
    State(app): State<Arc<App>>,
    Path((project, stack, run)): Path<(String, String, String)>,
    Query(f): Query<From>,
) -> Response {
    answer(app.console.run(&project, &stack, &run, f.from))
}
