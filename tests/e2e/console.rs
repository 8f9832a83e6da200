//! `strata console` in a real headless Chromium (ChromeDriver, started by `tests/services`):
//! each page on the layered example, the live view following an `up` run from another
//! process, and what the server refuses.

use super::*;
use fantoccini::{Client, ClientBuilder, Locator};
use std::io::{Read, Write};
use std::time::Duration;

/// A running `strata console`, stopped when dropped.
pub(super) struct Console {
    child: Child,
    /// The URL it printed, with its token.
    pub url: String,
    /// `http://127.0.0.1:PORT`.
    pub origin: String,
}

impl Console {
    pub fn start(dir: &Path) -> Console {
        let mut child = strata_in(dir, &["console"])
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let mut url = None;
        for _ in 0..10 {
            let mut line = String::new();
            if out.read_line(&mut line).unwrap() == 0 {
                break;
            }
            if let Some(u) = line.trim().strip_prefix("http://") {
                url = Some(format!("http://{u}"));
                break;
            }
        }
        let url = url.expect("`strata console` printed its URL");
        let origin = url.split("/?").next().unwrap().to_string();
        Console { child, url, origin }
    }

    /// `GET path` as a plain HTTP client would send it, with `headers`: status and body.
    pub fn get(&self, path: &str, headers: &[&str]) -> (u16, String) {
        let host = self.origin.trim_start_matches("http://");
        let mut s = std::net::TcpStream::connect(host).unwrap();
        let mut req = format!("GET {path} HTTP/1.1\r\nConnection: close\r\n");
        if !headers
            .iter()
            .any(|h| h.to_lowercase().starts_with("host:"))
        {
            req.push_str(&format!("Host: {host}\r\n"));
        }
        for h in headers {
            req.push_str(&format!("{h}\r\n"));
        }
        req.push_str("\r\n");
        s.write_all(req.as_bytes()).unwrap();
        let mut resp = String::new();
        s.read_to_string(&mut resp).unwrap();
        let status = resp
            .split_whitespace()
            .nth(1)
            .and_then(|c| c.parse().ok())
            .unwrap_or(0);
        (status, resp)
    }

    pub fn token(&self) -> &str {
        self.url.rsplit("token=").next().unwrap()
    }
}

impl Drop for Console {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A headless Chromium of its own (a profile in a temporary directory), `width`×`height`.
pub(super) async fn browser(profile: &Path, width: u32, height: u32) -> Client {
    let caps: serde_json::Map<String, Value> =
        serde_json::from_str(&test_services::chrome_capabilities(profile, width, height)).unwrap();
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(test_services::chromedriver())
        .await
        .expect("a session of headless Chromium through chromedriver")
}

/// Wait (up to 60 s) for an element matching `css`.
pub(super) async fn wait_for(c: &Client, css: &str) -> fantoccini::elements::Element {
    c.wait()
        .at_most(Duration::from_secs(60))
        .for_element(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("no `{css}` on the page: {e}"))
}

async fn count(c: &Client, css: &str) -> usize {
    c.find_all(Locator::Css(css)).await.unwrap().len()
}

async fn attr(c: &Client, css: &str, name: &str) -> Vec<String> {
    let mut out = vec![];
    for e in c.find_all(Locator::Css(css)).await.unwrap() {
        out.push(e.attr(name).await.unwrap().unwrap_or_default());
    }
    out
}

async fn text(c: &Client, css: &str) -> String {
    wait_for(c, css).await.text().await.unwrap()
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap()
}

/// The plaintext of the data layer's secret: never in a page, an answer, or the state.
const SECRET: &str = "orders-key-7d1c0a9e-plaintext";

/// The layered example on moto, deployed by its workspace with the data layer's secret
/// parameter, then the data layer's second version (its tags say `qa`).
fn layered() -> tempfile::TempDir {
    let root = super::aws::layered_example(test_services::moto());
    let r = root.path();
    let data = r.join("data");
    super::workspaces::ok(
        &data,
        &["config", "set", "--secret", "ordersApiKey", SECRET],
    );
    super::workspaces::ok(r, &["workspace", "up", "--yes"]);
    super::workspaces::ok(&data, &["config", "set", "env", "qa"]);
    super::workspaces::ok(&data, &["up", "--yes"]);
    root
}

/// The layered example ([`layered`]): each page of the console shows it, the secret as
/// `[secret]` only, and the live view follows the app's update to its end. With
/// `STRATA_CONSOLE_SHOTS` set (`./run console-shots`), a screenshot of each page goes there.
#[test]
fn the_console_shows_the_layered_example_s_stacks_resources_graph_and_history() {
    let root = layered();
    let r = root.path();
    let console = Console::start(r);
    let rt = runtime();
    let profile = tempfile::tempdir().unwrap();
    // `./run console-shots` sets this: a screenshot of each page goes there (docs/console).
    let shots = std::env::var_os("STRATA_CONSOLE_SHOTS").map(PathBuf::from);
    rt.block_on(async {
        let c = browser(profile.path(), 1400, 900).await;
        let shot = |name: &'static str| {
            let (c, shots) = (c.clone(), shots.clone());
            async move {
                let Some(dir) = shots else { return };
                // Let the layout settle.
                tokio::time::sleep(Duration::from_millis(400)).await;
                std::fs::create_dir_all(&dir).unwrap();
                let png = c.screenshot().await.unwrap();
                std::fs::write(dir.join(format!("{name}.png")), png).unwrap();
                println!("{}", dir.join(format!("{name}.png")).display());
            }
        };
        let result = async {
            c.goto(&console.url).await.unwrap();
            // Stacks: the three, who reads whom.
            wait_for(&c, "#stacks tbody tr").await;
            shot("stacks").await;
            let stacks = attr(&c, "#stacks tbody tr", "data-stack").await;
            assert_eq!(
                stacks.iter().collect::<std::collections::BTreeSet<_>>(),
                ["layered-app/dev", "layered-data/dev", "layered-network/dev"]
                    .iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .iter()
                    .collect(),
            );
            let network = text(&c, r#"tr[data-stack="layered-network/dev"]"#).await;
            assert!(
                network.contains("layered-app/dev") && network.contains("layered-data/dev"),
                "{network}"
            );
            // The data's resources: each of its state's, the secret as `[secret]`.
            c.goto(&format!("{}#/stack/layered-data/dev", console.url))
                .await
                .unwrap();
            wait_for(&c, "#resources tbody tr").await;
            let urns = attr(&c, "#resources tbody tr", "data-urn").await;
            let names: Vec<&str> = urns.iter().map(|u| u.rsplit("::").next().unwrap()).collect();
            for n in ["network", "data-access", "orders", "uploads", "orders-dead", "orders-api-key"] {
                assert!(names.contains(&n), "{n} in {names:?}");
            }
            assert_eq!(urns.len(), 7, "{names:?}");
            let param = urns.iter().find(|u| u.ends_with("::orders-api-key")).unwrap();
            c.find(Locator::Css(&format!(r#"#resources tr[data-urn="{param}"]"#)))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
            let inputs = text(&c, "#details .inputs").await;
            shot("resources").await;
            assert!(inputs.contains(r#""Value": "[secret]""#), "{inputs}");
            assert!(!c.source().await.unwrap().contains(SECRET));
            // Its graph: a node per resource and the network stack it reads; the queue after
            // its dead-letter queue; the reference from the network stack.
            c.goto(&format!("{}#/stack/layered-data/dev/graph", console.url))
                .await
                .unwrap();
            wait_for(&c, "#resource-graph g.node").await;
            shot("graph").await;
            let nodes = attr(&c, "#resource-graph g.node", "data-id").await;
            assert_eq!(nodes.len(), 8, "{nodes:?}");
            assert!(nodes.contains(&"stack:layered-network/dev".to_string()), "{nodes:?}");
            let dead = urns.iter().find(|u| u.ends_with("::orders-dead")).unwrap();
            let queue = urns.iter().find(|u| u.ends_with("::aws:sqs:Queue::orders")).unwrap();
            let reference = urns.iter().find(|u| u.ends_with("::network")).unwrap();
            assert_eq!(
                count(&c, &format!(r#"path.edge.dependency[data-from="{dead}"][data-to="{queue}"]"#)).await,
                1
            );
            assert_eq!(
                count(&c, &format!(r#"path.edge.reference[data-from="stack:layered-network/dev"][data-to="{reference}"]"#)).await,
                1
            );
            // The wheel zooms about the pointer; a drag on the background pans.
            let transform = |script: &'static str| {
                let c = c.clone();
                async move {
                    c.execute(
                        &format!("const svg = document.querySelector('#resource-graph'); const r = svg.getBoundingClientRect(); {script}; return svg.querySelector('g.content').getAttribute('transform');"),
                        vec![],
                    )
                    .await
                    .unwrap()
                    .as_str()
                    .unwrap_or_default()
                    .to_string()
                }
            };
            let zoomed = transform("svg.dispatchEvent(new WheelEvent('wheel', {deltaY: -400, clientX: r.left + 50, clientY: r.top + 50, bubbles: true, cancelable: true}))").await;
            let scale: f64 = zoomed.split("scale(").nth(1).unwrap().trim_end_matches(')').parse().unwrap();
            assert!(scale > 1.5, "{zoomed}");
            let panned = transform("const at = (t, x, y) => svg.dispatchEvent(new PointerEvent(t, {clientX: x, clientY: y, pointerId: 1, bubbles: true})); at('pointerdown', r.left + 5, r.top + 5); at('pointermove', r.left + 105, r.top + 45); at('pointerup', r.left + 105, r.top + 45)").await;
            assert_ne!(panned, zoomed, "a drag moves the drawing");
            assert!(panned.contains(&format!("scale({scale})")), "{panned}");
            // A click on a node shows that resource.
            c.find(Locator::Css(&format!(r#"g.node[data-id="{queue}"]"#)))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
            let details = text(&c, &format!(r#"#details div[data-urn="{queue}"]"#)).await;
            assert!(details.contains("aws:sqs:Queue orders"), "{details}");
            // History: stack init, the workspace's up, the second up; 1 → 2 changed the tags.
            c.goto(&format!("{}#/stack/layered-data/dev/history", console.url))
                .await
                .unwrap();
            wait_for(&c, "#history tbody tr").await;
            assert_eq!(
                attr(&c, "#history tbody tr", "data-serial").await,
                ["2", "1", "0"]
            );
            let diff = text(&c, "#diff").await;
            shot("history").await;
            assert!(diff.contains("Version 1 → 2"), "{diff}");
            assert!(diff.contains(r#""qa""#) && diff.contains(r#""dev""#), "{diff}");
            assert_eq!(
                count(&c, "#diff li.changed").await,
                5,
                "every tagged resource changed, and the secret parameter did not (its value is sealed anew in each version, and compared with the stack's key): {diff}"
            );
            // Another pair, chosen on the page: 0 → 2 adds everything.
            c.find(Locator::Css(r#"input[name="from"][value="0"]"#))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
            c.find(Locator::Css("#compare")).await.unwrap().click().await.unwrap();
            c.wait()
                .at_most(Duration::from_secs(30))
                .for_element(Locator::XPath("//h2[contains(., 'Version 0 → 2')]"))
                .await
                .unwrap();
            assert_eq!(count(&c, "#diff li.added").await, 7);
            assert!(!c.source().await.unwrap().contains(SECRET));
            // The workspace's graph of stacks.
            c.goto(&format!("{}#/graph", console.url)).await.unwrap();
            wait_for(&c, "#stack-graph g.node").await;
            let mut edges: Vec<String> = vec![];
            for e in c.find_all(Locator::Css("#stack-graph path.edge")).await.unwrap() {
                edges.push(format!(
                    "{} -> {}",
                    e.attr("data-from").await.unwrap().unwrap(),
                    e.attr("data-to").await.unwrap().unwrap()
                ));
            }
            edges.sort();
            assert_eq!(
                edges,
                [
                    "layered-data/dev -> layered-app/dev",
                    "layered-network/dev -> layered-app/dev",
                    "layered-network/dev -> layered-data/dev"
                ]
            );
            assert_eq!(count(&c, "#stack-graph g.node").await, 3);
            shot("workspace").await;
            // Live: the app's page shows its last run (the workspace's up), then follows an
            // update run from another process to its end.
            c.goto(&format!("{}#/stack/layered-app/dev/live", console.url))
                .await
                .unwrap();
            let before = wait_for(&c, r#"#live-status[data-result="succeeded"]"#)
                .await
                .attr("data-run")
                .await
                .unwrap()
                .unwrap();
            let app = r.join("app");
            super::workspaces::ok(&app, &["config", "set", "env", "qa"]);
            super::workspaces::ok(&app, &["up", "--yes"]);
            let status = wait_for(&c, &format!(r#"#live-status[data-result]:not([data-run="{before}"])"#)).await;
            assert_eq!(status.attr("data-result").await.unwrap().unwrap(), "succeeded");
            let said = status.text().await.unwrap();
            assert!(said.contains("Succeeded") && said.contains("update"), "{said}");
            let done = attr(&c, "#steps tr.done", "data-urn").await;
            assert!(
                done.iter().any(|u| u.ends_with("::aws:sns:Topic::order-events")),
                "{done:?}"
            );
            shot("live").await;
        }
        .await;
        c.close().await.unwrap();
        result
    });
    // Nor in any answer of the server, nor in the state.
    for path in [
        "/api/stacks",
        "/api/stacks/layered-data/dev/resources",
        "/api/stacks/layered-data/dev/diff?from=0&to=2",
    ] {
        let (status, body) = console.get(
            path,
            &[&format!("Authorization: Bearer {}", console.token())],
        );
        assert_eq!(status, 200, "{body}");
        assert!(!body.contains(SECRET), "{path}: {body}");
    }
    let state = std::process::Command::new("grep")
        .args(["-r", "-l", SECRET])
        .arg(r.join(".strata"))
        .output()
        .unwrap();
    assert!(
        state.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&state.stdout)
    );
    super::workspaces::ok(r, &["workspace", "destroy", "--yes"]);
}

/// The live view follows an `up` run by another process, step by step to its end (a step that
/// fails, with its cause); a value that looks like markup is shown as text.
#[test]
fn the_live_view_follows_an_up_run_elsewhere_to_its_end() {
    let p = Project::with_spec(json!({"resources": [
        {"name": "a", "value": "<img src=x onerror=\"document.title='pwned'\">", "latency_ms": 300},
        {"name": "b", "ref": "a", "latency_ms": 300},
        {"name": "c", "value": "x", "fail": "create", "latency_ms": 200},
        {"name": "d", "value": "y", "gate": "d"},
    ]}));
    // d's create waits at a gate until the page has seen it running and the lock was read.
    let gates = super::Gates::of(&p);
    let console = Console::start(p.path());
    let rt = runtime();
    let profile = tempfile::tempdir().unwrap();
    rt.block_on(async {
        let c = browser(profile.path(), 1400, 1000).await;
        let result = async {
            c.goto(&console.url).await.unwrap();
            wait_for(&c, "#stacks tbody tr").await;
            c.goto(&format!("{}#/stack/e2e/dev/live", console.url))
                .await
                .unwrap();
            wait_for(&c, "#live-status").await;
            // The run starts after the page follows the stack.
            let mut up = p
                .command(&["up", "--yes"])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap();
            // While it runs: a step seen running before the end, and the stack's lock holder.
            let running = c
                .wait()
                .at_most(Duration::from_secs(60))
                .for_element(Locator::Css(r#"#steps tr.running[data-urn$="::d"]"#))
                .await;
            assert!(running.is_ok(), "a step was seen running");
            let (status, body) = console.get(
                "/api/stacks",
                &[&format!("Authorization: Bearer {}", console.token())],
            );
            assert_eq!(status, 200, "{body}");
            let stacks: Value =
                serde_json::from_str(body.split("\r\n\r\n").nth(1).unwrap()).unwrap();
            let lock = &stacks[0]["lock"];
            assert_eq!(lock["operation"], "up", "{stacks}");
            assert_eq!(lock["pid"], up.id(), "{stacks}");
            assert_eq!(lock["lease_ended"], false, "{stacks}");
            gates.open("d");
            let status = c
                .wait()
                .at_most(Duration::from_secs(120))
                .for_element(Locator::Css("#live-status[data-result]"))
                .await
                .unwrap();
            assert!(!up.wait().unwrap().success(), "c fails, so the up does");
            assert_eq!(status.attr("data-result").await.unwrap().unwrap(), "failed");
            let said = status.text().await.unwrap();
            assert!(said.contains("Failed") && said.contains("create"), "{said}");
            let failed = text(&c, r#"#steps tr.failed"#).await;
            assert!(
                failed.contains("test:Resource c") && failed.contains("failed:"),
                "{failed}"
            );
            let done = attr(&c, "#steps tr.done", "data-urn").await;
            assert_eq!(done.len(), 3, "{done:?}");
            let log = text(&c, "#live-log").await;
            assert!(log.contains("test:Resource c"), "{log}");
            // The markup was text.
            c.goto(&format!("{}#/stack/e2e/dev", console.url))
                .await
                .unwrap();
            wait_for(&c, "#resources tbody tr").await;
            c.find(Locator::Css(r#"#resources tr[data-urn$="::a"]"#))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
            let inputs = text(&c, "#details .inputs").await;
            assert!(inputs.contains("<img src=x"), "{inputs}");
            assert_eq!(count(&c, "#details img").await, 0);
            assert_ne!(c.title().await.unwrap(), "pwned");
            // Hostile shared state: a lock record written by someone who can write the backend,
            // its holder's names markup. Shown as text, as it says.
            std::fs::write(
                p.state_dir().join("lock.json"),
                json!({"owner": "<img src=x onerror=\"document.title='pwned'\">", "pid": 1,
                       "host": "<b>elsewhere</b>", "operation": "up",
                       "started_at": "2026-01-01T00:00:00Z", "expires_at": "2999-01-01T00:00:00Z",
                       "token": "t"})
                .to_string(),
            )
            .unwrap();
            c.goto(&console.url).await.unwrap();
            let lock = text(&c, r#"#stacks tr[data-stack="e2e/dev"] td.lock"#).await;
            assert!(
                lock.contains("<img src=x") && lock.contains("<b>elsewhere</b>"),
                "{lock}"
            );
            assert_eq!(count(&c, "#stacks img, #stacks b").await, 0);
            assert_ne!(c.title().await.unwrap(), "pwned");
            std::fs::remove_file(p.state_dir().join("lock.json")).unwrap();
        }
        .await;
        c.close().await.unwrap();
        result
    });
}

/// `token` with its first digit changed.
fn wrong(token: &str) -> String {
    let first = if token.starts_with('0') { '1' } else { '0' };
    format!("{first}{}", &token[1..])
}

/// Nothing without the token, nothing to another name for the address, no CORS; a bad token
/// is refused as none is; the token travels in the URL and a header, never in a cookie.
#[test]
fn the_console_refuses_a_request_without_its_token_or_from_another_name() {
    let p = Project::with_spec(json!({"resources": [{"name": "a", "value": "x"}]}));
    p.ok(&["up", "--yes"]);
    let console = Console::start(p.path());
    for path in [
        "/",
        "/app.js",
        "/api/stacks",
        "/api/stacks/e2e/dev/resources",
    ] {
        let (status, body) = console.get(path, &[]);
        assert_eq!(status, 403, "{path}: {body}");
        assert!(body.contains("needs its token"), "{body}");
        assert!(!body.contains("urn:strata"), "{body}");
        let (status, _) = console.get(&format!("{path}?token={}", wrong(console.token())), &[]);
        assert_eq!(status, 403, "a wrong token: {path}");
    }
    let token = console.token().to_string();
    // DNS rebinding: another name for 127.0.0.1.
    let (status, body) = console.get(
        &format!("/api/stacks?token={token}"),
        &["Host: attacker.example"],
    );
    assert_eq!(status, 403, "{body}");
    // With it: the page, which hands the token to its script and style, and headers that keep
    // it to this origin; no cookie (the browser would send it to every port of 127.0.0.1).
    let (status, body) = console.get(
        &format!("/?token={token}"),
        &["Origin: http://attacker.example"],
    );
    assert_eq!(status, 200, "{body}");
    let lower = body.to_lowercase();
    assert!(
        body.contains(&format!(r#"<meta name="strata-token" content="{token}">"#))
            && body.contains(&format!(r#"src="/app.js?token={token}""#)),
        "{body}"
    );
    assert!(!lower.contains("set-cookie"), "{body}");
    assert!(
        lower.contains("content-security-policy: default-src 'none'; script-src 'self'"),
        "{body}"
    );
    assert!(!lower.contains("access-control-allow-origin"), "{body}");
    let (status, body) = console.get(
        "/api/stacks/e2e/dev/resources",
        &[&format!("Authorization: Bearer {token}")],
    );
    assert_eq!(status, 200, "{body}");
    assert!(
        body.contains("urn:strata:dev::e2e::test:Resource::a"),
        "{body}"
    );
    let (status, _) = console.get(
        "/api/stacks/e2e/dev/resources",
        &[&format!("Authorization: Bearer {}", wrong(&token))],
    );
    assert_eq!(status, 403, "a wrong token in the header");
    // A cookie is not a way in.
    let (status, _) = console.get(
        "/api/stacks/e2e/dev/resources",
        &[&format!("Cookie: strata-console={token}; token={token}")],
    );
    assert_eq!(status, 403);
    // A name that is not a stack's, or reaches out of the records' directory.
    let (status, body) = console.get(
        "/api/stacks/e2e/..%2F..%2Fetc/resources",
        &[&format!("Authorization: Bearer {token}")],
    );
    assert_eq!(status, 400, "{body}");
    let (status, body) = console.get(
        "/api/stacks/e2e/dev/runs/..%2F..%2Fx",
        &[&format!("Authorization: Bearer {token}")],
    );
    assert_eq!(status, 400, "{body}");
    // It changes nothing: no method but GET.
    let host = console.origin.trim_start_matches("http://");
    let mut s = std::net::TcpStream::connect(host).unwrap();
    s.write_all(format!("DELETE /api/stacks/e2e/dev/resources HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {token}\r\nConnection: close\r\n\r\n").as_bytes()).unwrap();
    let mut resp = String::new();
    s.read_to_string(&mut resp).unwrap();
    assert!(resp.starts_with("HTTP/1.1 405"), "{resp}");
}

/// The page compiled into strata is what `just console` builds from console/src with the
/// pinned packages: rebuilt in a copy, byte for byte.
#[test]
fn the_console_bundle_is_what_its_sources_build() {
    let console = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../console");
    let copy = tempfile::tempdir().unwrap();
    for f in [
        "package.json",
        "package-lock.json",
        "tsconfig.json",
        "build.mjs",
    ] {
        std::fs::copy(console.join(f), copy.path().join(f)).unwrap();
    }
    std::fs::create_dir(copy.path().join("src")).unwrap();
    for e in std::fs::read_dir(console.join("src")).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), copy.path().join("src").join(e.file_name())).unwrap();
    }
    for args in [
        &["ci", "--silent", "--no-audit", "--no-fund"][..],
        &["run", "--silent", "build"],
    ] {
        let out = Command::new("npm")
            .args(args)
            .current_dir(copy.path())
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "npm {args:?}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    for f in ["index.html", "app.js", "app.css"] {
        let built = std::fs::read(copy.path().join("dist").join(f)).unwrap();
        let checked_in = std::fs::read(console.join("dist").join(f)).unwrap();
        assert!(
            built == checked_in,
            "console/dist/{f} is not what console/src builds: run `just console` and commit console/dist"
        );
    }
}

/// A reader whose upstream changed since it ran: stale on the stacks page (with the output),
/// and its edge in the graph of stacks marked stale; the upstream names it as a reader.
#[test]
fn a_stale_reader_is_shown_stale_on_the_stacks_page_and_in_the_graph() {
    use super::workspaces::{ok, project_in};
    let root = tempfile::tempdir().unwrap();
    let url = format!("file://{}", root.path().join("state").display());
    let net = |vpc: &str| json!({"resources": [{"name": "vpc", "value": vpc}], "outputs": {"vpcId": "vpc"}});
    let n = project_in(root.path(), "net", Some(&url), net("vpc-1"));
    let a = project_in(
        root.path(),
        "app",
        Some(&url),
        json!({"resources": [{"name": "up", "reference": "net/dev"},
                             {"name": "r", "props_refs": {"value": "up.vpcId"}},
                             {"name": "grp", "component": true},
                             {"name": "kid", "value": "k", "parent": "grp"}]}),
    );
    set_project_lines(&a, "", &["net/dev"]);
    for dir in [&n, &a] {
        ok(dir, &["trust"]);
        ok(dir, &["stack", "init", "dev"]);
        ok(dir, &["up", "--yes"]);
    }
    ok(&n, &["config", "set", "spec", &net("vpc-2").to_string()]);
    ok(&n, &["up", "--yes"]);
    let console = Console::start(&a);
    let upstream = Console::start(&n);
    let rt = runtime();
    let profile = tempfile::tempdir().unwrap();
    rt.block_on(async {
        let c = browser(profile.path(), 1400, 1000).await;
        let result = async {
            c.goto(&console.url).await.unwrap();
            let row = text(&c, r#"#stacks tr[data-stack="app/dev"]"#).await;
            assert!(row.contains("stale: net/dev (vpcId)"), "{row}");
            c.goto(&format!("{}#/graph", console.url)).await.unwrap();
            wait_for(&c, "#stack-graph g.node").await;
            assert_eq!(
                count(
                    &c,
                    r#"#stack-graph path.edge.stale[data-from="net/dev"][data-to="app/dev"]"#
                )
                .await,
                1
            );
            assert_eq!(
                count(&c, r#"#stack-graph g.node.external[data-id="net/dev"]"#).await,
                1
            );
            // The app's resources: the child under its component, in the tree and the graph.
            c.goto(&format!("{}#/stack/app/dev", console.url)).await.unwrap();
            wait_for(&c, "#resources tbody tr").await;
            let order = attr(&c, "#resources tbody tr", "data-urn").await;
            let (g, k) = (
                order.iter().position(|u| u.ends_with("::grp")).unwrap(),
                order.iter().position(|u| u.ends_with("::kid")).unwrap(),
            );
            assert_eq!(k, g + 1, "the child right under its parent: {order:?}");
            let indent = c
                .find(Locator::Css(r#"#resources tr[data-urn$="::kid"] td.name"#))
                .await
                .unwrap()
                .css_value("padding-left")
                .await
                .unwrap();
            assert_ne!(indent, "8px", "indented: {indent}");
            c.goto(&format!("{}#/stack/app/dev/graph", console.url)).await.unwrap();
            wait_for(&c, "#resource-graph g.node").await;
            assert_eq!(
                count(&c, r#"#resource-graph path.edge.parent[data-from$="::grp"][data-to$="::kid"]"#).await,
                1
            );
            assert_eq!(
                count(&c, r#"#resource-graph path.edge.reference[data-from="stack:net/dev"][data-to$="::up"]"#).await,
                1
            );
            c.goto(&upstream.url).await.unwrap();
            let row = text(&c, r#"#stacks tr[data-stack="net/dev"]"#).await;
            assert!(row.contains("app/dev"), "{row}");
        }
        .await;
        c.close().await.unwrap();
        result
    });
}
