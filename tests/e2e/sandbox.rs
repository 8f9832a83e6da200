//! The sandbox, end to end: a hostile provider's attempts are each contained with a clear
//! error while the other steps of the same `up` succeed; grants, manifests, plugins and the
//! lock file behave as documented.

use super::*;

pub(super) fn hostile_project(extra: &str) -> Project {
    let p = Project::new(test_artifacts::TEST_PROGRAM);
    let mut toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    toml.push_str(&format!(
        "\n[providers.hostile]\nwasm = {}\ntimeout = \"1s\"\nmemory = \"64MiB\"\n{extra}",
        toml_path(test_artifacts::HOSTILE)
    ));
    std::fs::write(p.path().join("Strata.toml"), toml).unwrap();
    p
}

fn probe(name: &str, attack: &str) -> Value {
    json!({"name": name, "type": "hostile:Probe", "attack": attack})
}

#[test]
fn every_hostile_attempt_fails_its_own_step_with_a_clear_error() {
    let p = hostile_project("");
    let attacks = [
        "http", "dns", "socket", "file", "env", "loop", "memory", "panic",
    ];
    let mut resources: Vec<Value> = attacks.iter().map(|a| probe(a, a)).collect();
    resources.push(res("fine-1", json!({"value": 1})));
    resources.push(res("fine-2", json!({"value": 2})));
    p.spec(json!({ "resources": resources }));
    let out = p
        .command(&["up", "--yes", "--json"])
        .env("SECRET_TOKEN", "hunter2")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stdout = text(&out.stdout);
    assert!(!stdout.contains("hunter2") && !text(&out.stderr).contains("hunter2"));
    let s = summary(&stdout);
    assert_eq!(
        counts(&s),
        json!({"create": 2}),
        "the two innocent resources were created"
    );
    assert_eq!(s["failed"], 8);
    // Each failure says what kind it is, for scripts to branch on.
    let kinds: std::collections::BTreeMap<String, String> = s["failures"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            let name = f["resource"].as_str().unwrap().rsplit(' ').next().unwrap();
            (
                name.trim_matches('"').to_string(),
                f["kind"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let expected: std::collections::BTreeMap<String, String> = [
        ("http", "denied"),
        ("dns", "denied"),
        ("socket", "denied"),
        ("file", "provider-failed"),
        ("env", "provider-failed"),
        ("loop", "timed-out"),
        ("memory", "crashed"),
        ("panic", "crashed"),
    ]
    .into_iter()
    .map(|(a, b)| (a.to_string(), b.to_string()))
    .collect();
    assert_eq!(kinds, expected);
    assert!(
        stdout.contains(r#""event":"step-failed""#) && stdout.contains(r#""kind":"timed-out""#)
    );
    let error = |name: &str| -> String {
        s["failures"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["resource"] == format!("hostile:Probe \"{name}\""))
            .unwrap_or_else(|| panic!("no failure for {name}: {s}"))["error"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let prefix = |name: &str| format!("provider hostile: create hostile:Probe \"{name}\": ");

    let e = error("http");
    assert!(e.starts_with(&format!("{}access denied: the provider tried to reach https://example.com:443, which is not granted; to allow it, add `allow-hosts = [\"https://example.com:443\"]` under [providers.hostile] in Strata.toml", prefix("http"))), "{e}");
    assert!(e.contains("HttpRequestDenied"), "{e}");

    let e = error("dns");
    assert!(e.starts_with(&format!("{}access denied: the provider tried to look up the name evil.test, which is not a granted host; to allow it, add the host to `allow-hosts` under [providers.hostile] in Strata.toml", prefix("dns"))), "{e}");

    let e = error("socket");
    assert!(e.starts_with(&format!("{}access denied: the provider tried to reach tcp://203.0.113.7:80, which is not granted; to allow it, add `allow-hosts = [\"tcp://203.0.113.7:80\"]`", prefix("socket"))), "{e}");

    let e = error("file");
    assert_eq!(
        e,
        format!(
            "{}reading /etc/passwd failed: No such file or directory (os error 44)",
            prefix("file")
        )
    );

    let e = error("env");
    assert_eq!(
        e,
        format!(
            "{}environment variable `SECRET_TOKEN` is not available to this provider: if it is set, grant it with `allow-env = [\"SECRET_TOKEN\"]` under the provider's entry in Strata.toml",
            prefix("env")
        )
    );

    let e = error("loop");
    assert_eq!(
        e,
        format!(
            "{}the provider timed out after 1s: the call ran longer than its limit (raise `timeout` under [providers.hostile], or the resource's custom timeout)",
            prefix("loop")
        )
    );

    let e = error("memory");
    assert_eq!(
        e,
        format!(
            "{}the provider ran out of memory: it tried to grow past its limit of 64 MiB (raise `memory` under [providers.hostile])",
            prefix("memory")
        )
    );

    let e = error("panic");
    assert!(
        e.starts_with(&format!(
            "{}the provider crashed: panicked: the hostile provider panicked on purpose",
            prefix("panic")
        )),
        "{e}"
    );

    // The state holds exactly what succeeded, nothing pending; the next up retries only the
    // failures.
    assert_eq!(p.resource_names(), vec!["fine-1", "fine-2"]);
    assert!(p.checkpoint().get("pending_operations").is_none());
    p.spec(json!({"resources": [res("fine-1", json!({"value": 1})), res("fine-2", json!({"value": 2}))]}));
    assert_eq!(counts(&p.up()), json!({"same": 2}));
}

#[test]
fn grants_let_the_same_provider_through() {
    // The env grant passes the variable in; a resource's own timeout overrides the provider's.
    let p = hostile_project("allow-env = [\"SECRET_TOKEN\"]\n");
    p.spec(json!({"resources": [probe("env", "env")]}));
    let out = p
        .command(&["up", "--yes", "--json"])
        .env("SECRET_TOKEN", "hunter2")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stdout));
    assert_eq!(p.checkpoint()["resources"][0]["outputs"]["got"], "hunter2");

    let p = hostile_project("");
    p.spec(json!({"resources": [{"name": "slow", "type": "hostile:Probe", "attack": "loop", "timeout_s": 2}]}));
    let s = summary(
        &p.fails(&["up", "--yes", "--json"])
            .lines()
            .filter(|l| l.starts_with('{'))
            .collect::<Vec<_>>()
            .join("\n"),
    );
    let e = s["failures"][0]["error"].as_str().unwrap().to_string();
    assert!(
        e.contains("timed out after 2s"),
        "the resource's timeout applies: {e}"
    );
}

#[test]
fn a_granted_host_is_reached_over_wasi_http() {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        let (mut conn, _) = listener.accept().unwrap();
        let mut buf = [0u8; 4096];
        let _ = conn.read(&mut buf);
        conn.write_all(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok")
            .unwrap();
    });
    let p = hostile_project(&format!(
        "allow-hosts = [\"http://127.0.0.1:{}\"]\n",
        addr.port()
    ));
    p.spec(json!({"resources": [{"name": "get", "type": "hostile:Probe", "attack": "http", "plain_host": addr.to_string()}]}));
    p.up();
    assert_eq!(
        p.checkpoint()["resources"][0]["outputs"]["got"],
        "got HTTP 200"
    );
}

/// Every request a provider sends to one endpoint, one call after another, over as few
/// connections as the host keeps (before, each request was a connection of its own: a TCP and,
/// against AWS, a TLS handshake per call).
#[test]
fn a_provider_s_requests_to_one_endpoint_share_kept_connections() {
    use std::io::{Read, Write};
    use std::sync::atomic::{AtomicUsize, Ordering};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    use std::sync::Arc;
    let (connections, requests) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let (c, r) = (connections.clone(), requests.clone());
    std::thread::spawn(move || {
        for conn in listener.incoming() {
            let mut conn = conn.unwrap();
            c.fetch_add(1, Ordering::SeqCst);
            let r = r.clone();
            // Each connection answers requests until its client closes it (keep-alive).
            std::thread::spawn(move || {
                let mut head = Vec::new();
                let mut buf = [0u8; 4096];
                while let Ok(n) = conn.read(&mut buf) {
                    if n == 0 {
                        break;
                    }
                    head.extend_from_slice(&buf[..n]);
                    while let Some(end) = head.windows(4).position(|w| w == b"\r\n\r\n") {
                        head.drain(..end + 4);
                        r.fetch_add(1, Ordering::SeqCst);
                        let answer = b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n";
                        if conn.write_all(answer).is_err() {
                            return;
                        }
                    }
                }
            });
        }
    });
    let p = hostile_project(&format!(
        "allow-hosts = [\"http://127.0.0.1:{}\"]\n",
        addr.port()
    ));
    let n = 8;
    let probes: Vec<Value> = (0..n)
        .map(|i| json!({"name": format!("get-{i}"), "type": "hostile:Probe", "attack": "http", "plain_host": addr.to_string()}))
        .collect();
    p.spec(json!({ "resources": probes }));
    // One call at a time: each request may use the connection the one before it left.
    p.ok(&["up", "--yes", "--parallel", "1"]);
    let state = p.checkpoint();
    for r in state["resources"].as_array().unwrap() {
        assert_eq!(r["outputs"]["got"], "got HTTP 200", "{r}");
    }
    assert_eq!(requests.load(Ordering::SeqCst), n);
    // A kept connection goes back to the pool from a task of its own, once its response is
    // read: one that has not yet when the next call starts makes a new one. A whole step
    // (its state written) separates two calls, so most are kept; before, all 8 were new.
    let made = connections.load(Ordering::SeqCst);
    assert!(made <= n / 2, "{made} connections for {n} requests");
}

/// HTTPS from a provider: the host speaks TLS itself (the process holds two rustls crypto
/// providers, and asking rustls for the default one panicked, taking the whole run down at
/// the first HTTPS request, as to every real AWS endpoint). A server that is not TLS fails the
/// request, in its own step, with a TLS error; the other resources are made.
#[test]
fn a_provider_s_https_request_speaks_tls_and_a_failed_handshake_fails_only_its_step() {
    use std::io::Read;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let (mut conn, _) = listener.accept().unwrap();
        let mut first = [0u8; 3];
        let _ = conn.read_exact(&mut first);
        tx.send(first).unwrap();
        // Then close: not a TLS server.
    });
    let p = hostile_project(&format!(
        "allow-hosts = [\"https://127.0.0.1:{}\"]\n",
        addr.port()
    ));
    p.spec(json!({"resources": [
        {"name": "tls", "type": "hostile:Probe", "attack": "http", "host": addr.to_string()},
        res("fine", json!({"value": 1})),
    ]}));
    let out = p.fails(&["up", "--yes"]);
    assert!(!out.contains("panicked"), "{out}");
    assert!(
        out.contains(&format!("hostile:Probe \"tls\": provider hostile: create hostile:Probe \"tls\": request to {addr} failed: ErrorCode::TlsProtocolError")),
        "{out}"
    );
    // A TLS handshake record (0x16) of TLS 1.x (0x03) is what the server was sent.
    let first = rx.recv_timeout(std::time::Duration::from_secs(30)).unwrap();
    assert_eq!(&first[..2], &[0x16, 0x03], "{first:?}");
    let state = p.checkpoint();
    let names: Vec<&str> = state["resources"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|r| r["urn"].as_str())
        .collect();
    assert!(names.iter().any(|u| u.ends_with("::fine")), "{names:?}");
}

#[test]
fn a_grant_that_does_not_parse_is_refused_and_nothing_runs() {
    for (grant, expect) in [
        (
            "allow-hosts = [\"*\"]",
            "providers.hostile.allow-hosts: `*` is not a valid host grant: granting every host defeats the sandbox",
        ),
        (
            "allow-hosts = [\"example.com\"]",
            "providers.hostile.allow-hosts: `example.com` is not a valid host grant: expected `scheme://host[:port]`",
        ),
        (
            "allow-hosts = [\"https://ex*ample.com\"]",
            "`*` may only stand for a whole host",
        ),
        (
            "allow-env = [\"A=B\"]",
            "providers.hostile.allow-env: `A=B` is not an environment variable name",
        ),
    ] {
        let p = hostile_project("");
        p.spec(json!({"resources": [res("a", json!({}))]}));
        let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
        std::fs::write(p.path().join("Strata.toml"), format!("{toml}{grant}\n")).unwrap();
        let err = p.fails(&["up", "--yes"]);
        assert!(
            err.contains("Strata.toml") && err.contains(expect),
            "{grant}: {err}"
        );
        assert_eq!(p.versions(), 1, "nothing was written");
    }
    let p = hostile_project("");
    p.spec(json!({"resources": [res("a", json!({}))]}));
    let toml = std::fs::read_to_string(p.path().join("Strata.toml"))
        .unwrap()
        .replace("timeout = \"1s\"", "timeout = \"soon\"");
    std::fs::write(p.path().join("Strata.toml"), toml).unwrap();
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("providers.hostile.timeout: `soon` is not a duration"),
        "{err}"
    );
}

/// Serve `body` once over HTTP on a loopback port; returns the URL.
pub(super) fn serve_once(body: Vec<u8>) -> String {
    serve_once_as("200 OK", "", body)
}

/// One answer on loopback, `status` with the extra header lines `headers`; its URL.
pub(super) fn serve_once_as(status: &str, headers: &str, body: Vec<u8>) -> String {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/random.wasm", listener.local_addr().unwrap());
    let head = format!(
        "HTTP/1.1 {status}\r\n{headers}content-length: {}\r\nconnection: close\r\n\r\n",
        body.len()
    );
    std::thread::spawn(move || {
        let (mut conn, _) = listener.accept().unwrap();
        let mut buf = [0u8; 4096];
        let _ = conn.read(&mut buf);
        conn.write_all(head.as_bytes()).unwrap();
        conn.write_all(&body).unwrap();
    });
    url
}

/// `strata --cwd CWD ARGS` with its plugins (and compiled components) in `cache`: whether it
/// succeeded, and all it printed.
pub(super) fn with_cache(cache: &Path, cwd: &Path, args: &[&str]) -> (bool, String) {
    let out = Command::new(STRATA)
        .arg("--cwd")
        .arg(cwd)
        .args(args)
        .env("STRATA_CACHE_DIR", cache)
        .output()
        .unwrap();
    (
        out.status.success(),
        format!("{}{}", text(&out.stdout), text(&out.stderr)),
    )
}

#[test]
fn plugins_install_from_a_file_or_url_list_their_asks_and_are_used_by_name() {
    let cache = tempfile::tempdir().unwrap();
    let run = |cwd: &Path, args: &[&str]| with_cache(cache.path(), cwd, args);
    let here = Path::new(".");
    let (ok, out) = run(here, &["plugin", "install", test_artifacts::HOSTILE]);
    assert!(ok, "{out}");
    assert!(
        out.contains("Installed hostile 0.1.0")
            && out.contains("asks for hosts https://example.com; env SECRET_TOKEN"),
        "{out}"
    );
    let url = serve_once(std::fs::read(test_artifacts::RANDOM).unwrap());
    // `random` is a name Strata ships: taking it over is asked for (`--force`), and the
    // refusal says the safe ways instead of advising it.
    let (ok, out) = run(here, &["plugin", "install", &url]);
    assert!(
        !ok && out.contains("shipped with strata")
            && out.contains("nothing was installed")
            && out.contains("wasm = \"PATH\"")
            && !out.contains("--force"),
        "{out}"
    );
    let url = serve_once(std::fs::read(test_artifacts::RANDOM).unwrap());
    let (ok, out) = run(here, &["plugin", "install", &url, "--force"]);
    assert!(ok, "{out}");
    assert!(
        out.contains("Installed random 0.1.0") && out.contains("asks for nothing"),
        "{out}"
    );
    let (_, ls) = run(here, &["plugin", "ls"]);
    assert!(
        ls.contains("hostile")
            && ls.contains("random")
            && ls.contains("asks for hosts https://example.com"),
        "{ls}"
    );

    // A project naming the installed plugin.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Strata.toml"),
        format!(
            "name = \"p\"\n[program]\nwasm = {}\n[providers.test]\nplugin = \"random\"\n",
            toml_path(test_artifacts::HELLO)
        ),
    )
    .unwrap();
    assert!(run(dir.path(), &["stack", "init", "dev"]).0);
    let (ok, out) = run(dir.path(), &["preview"]);
    assert!(
        !ok && out.contains("no provider `random`"),
        "plugin resolved, but the program needs `random` and `local`: {out}"
    );

    let (ok, out) = run(here, &["plugin", "rm", "random"]);
    assert!(ok && out.contains("Removed random@0.1.0"), "{out}");
    // `random` ships with strata: the name still resolves, with no download.
    let (ok, out) = run(dir.path(), &["preview"]);
    assert!(!ok && out.contains("no provider `random`"), "{out}");
    let toml = std::fs::read_to_string(dir.path().join("Strata.toml")).unwrap();
    std::fs::write(
        dir.path().join("Strata.toml"),
        toml.replace("plugin = \"random\"", "plugin = \"random@9.9.9\""),
    )
    .unwrap();
    let (ok, out) = run(dir.path(), &["preview"]);
    assert!(
        !ok && out.contains("plugin `random@9.9.9` is not installed, and the `random` shipped with this strata is version 0.1.0"),
        "{out}"
    );
    let (ok, out) = run(here, &["plugin", "rm", "hostile"]);
    assert!(ok, "{out}");
    std::fs::write(
        dir.path().join("Strata.toml"),
        toml.replace("plugin = \"random\"", "plugin = \"hostile@0.1.0\""),
    )
    .unwrap();
    let (ok, out) = run(dir.path(), &["preview"]);
    assert!(
        !ok && out.contains("plugin `hostile@0.1.0` is not installed"),
        "{out}"
    );

    // Not a component; a malformed manifest.
    let junk = dir.path().join("junk.wasm");
    std::fs::write(&junk, b"\0asm\x01\0\0\0").unwrap();
    let (ok, out) = run(here, &["plugin", "install", junk.to_str().unwrap()]);
    assert!(
        !ok && out.contains("core WebAssembly module, not a component"),
        "{out}"
    );
    let good = br#"{"name": "random", "version": "0.1.0", "capabilities": {}}"#;
    let bad = br#"{"name": "random", "version": "0.1.0", "capabilities": 77}"#;
    let mut bytes = std::fs::read(test_artifacts::RANDOM).unwrap();
    let mut i = 0;
    while let Some(pos) = bytes[i..].windows(good.len()).position(|w| w == good) {
        bytes[i + pos..i + pos + good.len()].copy_from_slice(bad);
        i += pos + 1;
    }
    let broken = dir.path().join("broken.wasm");
    std::fs::write(&broken, bytes).unwrap();
    let (ok, out) = run(here, &["plugin", "install", broken.to_str().unwrap()]);
    assert!(
        !ok && out.contains("the provider manifest is malformed: invalid type"),
        "{out}"
    );
}

#[test]
fn a_manifest_that_asks_for_more_than_is_granted_is_pointed_out() {
    let p = hostile_project("");
    p.spec(json!({"resources": [res("a", json!({}))]}));
    let out = p.run(&["up", "--yes"]);
    assert!(out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("note: provider hostile asks for hosts https://example.com; env SECRET_TOKEN, and not all of it is granted"), "{err}");
    assert!(
        err.contains("allow-hosts = [\"https://example.com\"]")
            && err.contains("allow-env = [\"SECRET_TOKEN\"]"),
        "the lines to add are named: {err}"
    );
    // A project that wrote a grant for it chose it (its own endpoint, say): no note on every
    // command.
    let p = hostile_project("allow-hosts = [\"http://127.0.0.1:9\"]\n");
    p.spec(json!({"resources": [res("a", json!({}))]}));
    let out = p.run(&["up", "--yes"]);
    assert!(out.status.success());
    let err = text(&out.stderr);
    assert!(!err.contains("asks for hosts"), "{err}");
}

/// The error of each failed resource in a `--json` summary, by resource name.
fn errors_by_name(s: &Value) -> std::collections::BTreeMap<String, String> {
    s["failures"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .map(|f| {
            let r = f["resource"].as_str().unwrap();
            let name = r.rsplit(' ').next().unwrap().trim_matches('"').to_string();
            (name, f["error"].as_str().unwrap().to_string())
        })
        .collect()
}

/// Run `up --yes --json` expecting failures; the summary.
fn failing_up(p: &Project) -> Value {
    let out = p.run(&["up", "--yes", "--json"]);
    assert!(!out.status.success(), "{}", text(&out.stdout));
    summary(&text(&out.stdout))
}

#[test]
fn files_are_reached_only_through_the_grant_and_only_permission_bits_are_set() {
    use std::os::unix::fs::PermissionsExt;
    let p = hostile_project("allow-dirs = [\"out\"]\n");
    std::fs::create_dir_all(p.path().join("out")).unwrap();
    // Someone else planted a symlink to a file outside the grant.
    let victim = p.path().join("victim");
    std::fs::write(&victim, "keep me private").unwrap();
    std::fs::set_permissions(&victim, std::fs::Permissions::from_mode(0o600)).unwrap();
    std::os::unix::fs::symlink(&victim, p.path().join("out/planted")).unwrap();
    p.spec(json!({"resources": [probe("setuid", "setuid"), probe("chmod", "chmod"), probe("symlink", "symlink")]}));
    let s = failing_up(&p);
    let e = errors_by_name(&s);
    assert!(
        e["setuid"].ends_with("`out/tool`: mode 0o4755 is refused: only permission bits (0o777) may be set, not setuid, setgid or sticky bits"),
        "{}",
        e["setuid"]
    );
    let mode = std::fs::metadata(p.path().join("out/tool"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o7000, 0, "no setuid bit was set: {mode:o}");
    assert!(
        e["chmod"].ends_with("`out/planted` leads outside the granted directory `out`"),
        "{}",
        e["chmod"]
    );
    let mode = std::fs::metadata(&victim).unwrap().permissions().mode();
    assert_eq!(
        mode & 0o777,
        0o600,
        "the file outside the grant kept its mode"
    );
    assert!(
        e["symlink"].contains("symlink refused") && e["symlink"].contains("not-permitted"),
        "{}",
        e["symlink"]
    );
    assert!(std::fs::symlink_metadata(p.path().join("out/escape")).is_err());
}

#[test]
fn plugin_names_and_versions_that_could_leave_the_cache_are_refused() {
    let root = tempfile::tempdir().unwrap();
    let cache = root.path().join("cache");
    std::fs::create_dir_all(&cache).unwrap();
    std::fs::write(root.path().join("sentinel"), "still here").unwrap();
    let original = br#"{"name": "hostile", "version": "0.1.0""#;
    for (patched, expect) in [
        (
            &br#"{"name": "..",      "version": "0.1.0""#[..],
            "provider `..` is not a valid name",
        ),
        (
            &br#"{"name": "hostile", "version": ".."   "#[..],
            "version `..` is not a semantic version",
        ),
    ] {
        assert_eq!(original.len(), patched.len());
        let mut bytes = std::fs::read(test_artifacts::HOSTILE).unwrap();
        let mut found = 0;
        while let Some(at) = bytes.windows(original.len()).position(|w| w == original) {
            bytes[at..at + original.len()].copy_from_slice(patched);
            found += 1;
        }
        assert!(found > 0, "the manifest is in the component");
        let file = root.path().join("evil.wasm");
        std::fs::write(&file, bytes).unwrap();
        let out = Command::new(STRATA)
            .args(["plugin", "install"])
            .arg(&file)
            .env("STRATA_CACHE_DIR", &cache)
            .output()
            .unwrap();
        let err = text(&out.stderr);
        assert!(!out.status.success() && err.contains(expect), "{err}");
        assert_eq!(
            std::fs::read_to_string(root.path().join("sentinel")).unwrap(),
            "still here"
        );
        assert!(!root.path().join("0.1.0").exists() && !cache.join("hostile").exists());
    }
}

#[test]
fn values_from_a_provider_are_checked_at_the_boundary_and_what_is_stored_reads_back() {
    let p = hostile_project("max-output = \"1MiB\"\n");
    let mut r = vec![
        probe("ciphertext", "ciphertext"),
        probe("unknown", "unknown"),
        probe("deep", "deep"),
        probe("big", "big"),
        probe("limit", "deep"),
    ];
    r[0]["ciphertext"] = json!("c29tZSBjaXBoZXJ0ZXh0IGNvcGllZCBmcm9tIGEgc3RhY2sgZmlsZQ==");
    r[2]["levels"] = json!(100);
    r[3]["mib"] = json!(2);
    // {"x": [[…1…]]}: 63 arrays under "x" put the number at the deepest level allowed.
    r[4]["levels"] = json!(63);
    p.spec(json!({ "resources": r }));
    let s = failing_up(&p);
    let e = errors_by_name(&s);
    let refused = |name: &str| {
        format!(
            "provider hostile: create hostile:Probe \"{name}\": the provider returned outputs that Strata refuses: "
        )
    };
    assert!(
        e["ciphertext"].starts_with(&format!("{}an encrypted secret is not accepted from a guest (only the engine seals secrets): `$strata` marker at `x`", refused("ciphertext"))),
        "{}",
        e["ciphertext"]
    );
    assert!(
        e["unknown"].starts_with(&format!(
            "{}an unknown value is not allowed here: `$strata` marker at `x`",
            refused("unknown")
        )),
        "{}",
        e["unknown"]
    );
    assert_eq!(
        e["deep"],
        format!("{}it is nested more than 64 levels deep", refused("deep"))
    );
    assert_eq!(
        e["big"],
        "provider hostile: create hostile:Probe \"big\": the provider returned more than 1MiB of data during this command (raise `max-output` under [providers.hostile])"
    );
    assert_eq!(s["failed"], 4, "{s}");
    // What was accepted at the limit is stored and read back by every later command.
    assert_eq!(p.resource_names(), vec!["limit"]);
    p.spec(json!({"resources": [r[4].clone()]}));
    assert_eq!(counts(&p.up()), json!({"same": 1}));
    p.ok(&["destroy", "--yes"]);
}

#[test]
fn secrets_a_provider_or_program_says_back_never_reach_output_or_state() {
    let secret = "hunter2-very-secret";
    let p = hostile_project("");
    p.ok(&["config", "set", "--secret", "pw", secret]);
    let attacks = [
        "echo-output",
        "echo-error",
        "echo-panic",
        "echo-stderr",
        "echo-stdout",
    ];
    let resources: Vec<Value> = attacks
        .iter()
        .map(|a| {
            let mut r = probe(a, a);
            r["secret_from_config"] = json!("pw");
            r
        })
        .collect();
    p.spec(json!({ "resources": resources }));
    let mut seen = String::new();
    for args in [&["up", "--yes", "--json"][..], &["up", "--yes"][..]] {
        let out = p.run(args);
        assert!(!out.status.success());
        seen.push_str(&text(&out.stdout));
        seen.push_str(&text(&out.stderr));
    }
    assert!(!seen.contains(secret), "a secret leaked:\n{seen}");
    assert!(
        seen.contains("bad password [secret]")
            && seen.contains("cannot use [secret]")
            && seen.contains("debug: password=[secret] (sent)")
            && seen.contains("the secret is [secret]"),
        "each echo is there, scrubbed:\n{seen}"
    );
    // The output under another name is stored encrypted.
    let note = p.recorded("echo-output")["outputs"]["note"].clone();
    assert!(note["ciphertext"].is_string(), "{note}");
    // The program's own prints and logs are scrubbed too.
    p.spec(json!({"hostile": "echo"}));
    let out = p.run(&["preview", "--json"]);
    seen = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(
        seen.contains("the password is [secret]") && seen.contains("log: the password is [secret]"),
        "{seen}"
    );
    assert!(!seen.contains(secret), "{seen}");
    for entry in walk(&p.path().join(".strata")) {
        let bytes = std::fs::read(&entry).unwrap();
        assert!(
            !String::from_utf8_lossy(&bytes).contains(secret),
            "{} holds the secret",
            entry.display()
        );
    }
}

/// Every file under `dir`.
fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = vec![];
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let path = e.path();
        if path.is_dir() {
            out.extend(walk(&path));
        } else {
            out.push(path);
        }
    }
    out
}

#[test]
fn a_guest_blocked_in_a_host_call_fails_at_its_time_limit() {
    let p = hostile_project("");
    p.spec(json!({"resources": [probe("sleep", "sleep")]}));
    let s = failing_up(&p);
    assert_eq!(
        errors_by_name(&s)["sleep"],
        "provider hostile: create hostile:Probe \"sleep\": the provider timed out after 1s: the call ran longer than its limit (raise `timeout` under [providers.hostile], or the resource's custom timeout)"
    );
    // A program's run() too, with its own limit.
    let versions = p.versions();
    let toml = std::fs::read_to_string(p.path().join("Strata.toml"))
        .unwrap()
        .replace("[program]\n", "[program]\ntimeout = \"1s\"\n");
    std::fs::write(p.path().join("Strata.toml"), toml).unwrap();
    for attack in ["sleep", "loop"] {
        p.spec(json!({ "hostile": attack }));
        let err = p.fails(&["up", "--yes"]);
        assert!(
            err.contains("the program timed out after 1s in run() (raise `timeout` under [program] in Strata.toml)"),
            "{attack}: {err}"
        );
    }
    assert_eq!(p.versions(), versions, "nothing was written");
    // An apply callback that blocks fails its own step (and what depends on it) at the limit.
    p.spec(json!({"hostile": "apply-sleep"}));
    let out = p.run(&["up", "--yes", "--json"]);
    assert!(!out.status.success());
    let s = summary(&text(&out.stdout));
    assert_eq!(counts(&s), json!({"create": 1}), "{s}");
    let e = s["failures"][0]["error"].as_str().unwrap();
    assert!(
        e.contains("the program timed out after 1s in apply callback #1 (raise `timeout` under [program] in Strata.toml)"),
        "{e}"
    );
    assert_eq!(s["failures"][0]["kind"], "timed-out");
    // One that panics fails as a crash of its own, with what the program said.
    p.spec(json!({"hostile": "apply-panic"}));
    let out = p.run(&["up", "--yes", "--json"]);
    assert!(!out.status.success());
    let s = summary(&text(&out.stdout));
    let e = s["failures"][0]["error"].as_str().unwrap();
    assert!(
        e.contains("the program crashed in apply callback #1: panicked: the apply callback panicked on purpose"),
        "{e}"
    );
    assert_eq!(s["failures"][0]["kind"], "crashed");
}

/// A program is prepared with the same capabilities as a provider (one `Caps` set): granted
/// nothing, it reaches no name, socket, file or variable, whatever the host does for providers.
#[test]
fn a_program_granted_nothing_reaches_no_name_socket_file_or_variable() {
    let p = hostile_project("");
    p.spec(json!({"hostile": "reach"}));
    let err = p.fails(&["preview"]);
    for what in [
        "dns: refused",
        "socket: refused",
        "file: refused",
        "env: none",
    ] {
        assert!(err.contains(what), "{what}: {err}");
    }
    assert!(!err.contains("REACHED"), "{err}");
}

#[test]
fn a_program_is_bounded_in_memory_and_in_what_it_declares() {
    let p = hostile_project("");
    let toml = std::fs::read_to_string(p.path().join("Strata.toml"))
        .unwrap()
        .replace(
            "[program]\n",
            "[program]\nmemory = \"64MiB\"\nmax-declarations = \"16MiB\"\n",
        );
    std::fs::write(p.path().join("Strata.toml"), toml).unwrap();
    for (attack, expect) in [
        (
            "memory",
            "the program ran out of memory in run(): it tried to grow past its limit of 64MiB (raise `memory` under [program] in Strata.toml)",
        ),
        (
            "flood",
            "the program failed: the program declared more than 16MiB (counted as the host holds it; raise `max-declarations` under [program] in Strata.toml)",
        ),
        (
            // 7 bytes of inputs each: under its text's count this was 7 MB, and the host
            // held many times that.
            "tiny-flood",
            "the program failed: the program declared more than 16MiB (counted as the host holds it",
        ),
        (
            "deep",
            "the program failed: the inputs of test:Resource \"deep\" are refused: it is nested more than 64 levels deep",
        ),
        (
            "ciphertext",
            "the program failed: the inputs of test:Resource \"ct\" are refused: an encrypted secret is not accepted from a guest",
        ),
    ] {
        p.spec(json!({ "hostile": attack }));
        let err = p.fails(&["up", "--yes"]);
        assert!(err.contains(expect), "{attack}: {err}");
    }
    assert_eq!(p.versions(), 1, "nothing was written");
}

#[test]
fn a_provider_that_logs_a_lot_is_heard_and_keeps_working() {
    let p = hostile_project("");
    let resources: Vec<Value> = (0..100)
        .map(|i| probe(&format!("c{i}"), "chatty"))
        .collect();
    p.spec(json!({ "resources": resources }));
    let out = p.ok(&["up", "--yes", "--json", "--parallel", "1"]);
    assert_eq!(counts(&summary(&out)), json!({"create": 100}));
    let logged = out
        .lines()
        .filter(|l| l.contains(r#""event":"log""#) && l.contains("provider hostile: xxxx"))
        .count();
    assert_eq!(logged, 100, "every line reached the log");
}

#[test]
fn udp_is_checked_against_udp_grants_binds_included() {
    let server = std::net::UdpSocket::bind("127.0.0.1:0").unwrap();
    let addr = server.local_addr().unwrap();
    std::thread::spawn(move || {
        let mut buf = [0u8; 64];
        if let Ok((_, from)) = server.recv_from(&mut buf) {
            let _ = server.send_to(b"pong", from);
        }
    });
    let p = hostile_project(&format!("allow-hosts = [\"udp://{addr}\"]\n"));
    let mut udp = probe("udp", "udp");
    udp["udp"] = json!(addr.to_string());
    p.spec(json!({"resources": [udp, probe("bind", "udp-bind")]}));
    let s = failing_up(&p);
    let e = errors_by_name(&s);
    assert!(
        e["bind"].contains(
            "access denied: the provider tried to reach udp://0.0.0.0:5353, which is not granted"
        ),
        "{}",
        e["bind"]
    );
    assert_eq!(s["failed"], 1, "{s}");
    let got = p.checkpoint()["resources"][0]["outputs"]["got"].clone();
    assert_eq!(got, "udp answer pong");
}

#[test]
fn stack_names_and_component_paths_are_checked_before_use() {
    let p = hostile_project("");
    for bad in ["../../escape", "..", "a/b"] {
        let err = p.fails(&["config", "set", "--stack", bad, "k", "v"]);
        assert!(
            err.contains(&format!("stack `{bad}` is not a valid name")),
            "{err}"
        );
    }
    std::fs::write(p.path().join(".strata/selected-stack"), "../../escape\n").unwrap();
    let err = p.fails(&["config", "set", "k", "v"]);
    assert!(
        err.contains("stack `../../escape` is not a valid name"),
        "{err}"
    );
    assert!(!p.path().join("../escape.toml").exists());
    p.ok(&["stack", "select", "dev"]);

    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    let wasm = format!("wasm = {}", toml_path(test_artifacts::HOSTILE));
    std::fs::write(
        p.path().join("Strata.toml"),
        toml.replace(&wasm, "wasm = \"/dev/zero\""),
    )
    .unwrap();
    let err = p.fails(&["preview"]);
    assert!(
        err.contains("/dev/zero is not a regular file: a component must be a .wasm file"),
        "{err}"
    );
}

#[test]
fn a_secret_in_state_that_cannot_be_decrypted_fails_only_the_resources_that_use_it() {
    // The stack was deployed with one key; the state is now opened with another (a teammate
    // without the key, a lost key file). The configuration is set again with the new key.
    let p = Project::new(test_artifacts::TEST_PROGRAM);
    let first = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=";
    let second = "HxwdHhscGhkYFxYVFBMSERAPDg0MCwoJCAcGBQQDAgE=";
    let with = |key: &str, args: &[&str]| {
        p.command(args)
            .env("STRATA_SECRETS_KEY", key)
            .output()
            .unwrap()
    };
    succeeded(
        &[],
        with(
            first,
            &["config", "set", "--secret", "pw", "hunter2-very-secret"],
        ),
    );
    p.spec(json!({"resources": [
        {"name": "a", "value_from_config": "pw"},
        {"name": "b", "value": 1},
    ]}));
    assert_eq!(
        counts(&summary(&succeeded(
            &[],
            with(first, &["up", "--yes", "--json"])
        ))),
        json!({"create": 2})
    );
    // Someone drops the stack's record of its key (and its secret), and sets it again with
    // another key: the state's secrets are then sealed with a key this run does not have.
    let stack_file = std::fs::read_to_string(p.path().join("Strata.dev.toml")).unwrap();
    let kept: String = stack_file
        .lines()
        .filter(|l| {
            !l.starts_with("[encryption]") && !l.starts_with("key-id") && !l.starts_with("pw =")
        })
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(p.path().join("Strata.dev.toml"), kept).unwrap();
    succeeded(
        &[],
        with(
            second,
            &["config", "set", "--secret", "pw", "another-secret"],
        ),
    );
    let out = with(second, &["up", "--yes", "--json"]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains("secret(s) in the state of stack `dev` cannot be decrypted with the key from STRATA_SECRETS_KEY"),
        "{err}"
    );
    let s = summary(&text(&out.stdout));
    assert_eq!(counts(&s), json!({"same": 1}), "b is untouched: {s}");
    let e = &errors_by_name(&s)["a"];
    assert!(
        e.contains("test:Resource \"a\": its recorded state holds a secret that cannot be decrypted with the stack's key"),
        "{e}"
    );
    // The stack can still be destroyed.
    let out = succeeded(&[], with(second, &["destroy", "--yes", "--json"]));
    assert_eq!(counts(&summary(&out)), json!({"delete": 2}));
}

#[test]
fn a_secret_in_a_provider_s_settings_reaches_that_instance_only_and_is_never_said_back() {
    let secret = "settings-token-4f2a";
    // Two instances of the hostile provider; only `hostile` is given the token.
    let p = hostile_project(&format!(
        "\n[providers.hostile-b]\npackage = \"hostile\"\nwasm = {}\n",
        toml_path(test_artifacts::HOSTILE)
    ));
    p.ok(&["config", "set", "--secret", "hostile:token", secret]);
    let attacks = ["echo-output", "echo-error", "echo-stderr", "echo-stdout"];
    let mut resources: Vec<Value> = attacks
        .iter()
        .map(|a| {
            let mut r = probe(a, a);
            r["props"] = json!({"secret_from_settings": true});
            r
        })
        .collect();
    let mut other = probe("other-instance", "echo-output");
    other["props"] = json!({"secret_from_settings": true});
    other["provider"] = json!("hostile-b");
    resources.push(other);
    p.spec(json!({ "resources": resources }));
    let out = p.run(&["up", "--yes", "--json"]);
    let seen = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(!seen.contains(secret), "a secret leaked:\n{seen}");
    assert!(
        seen.contains("bad password [secret]") && seen.contains("the secret is [secret]"),
        "each echo is there, scrubbed:\n{seen}"
    );
    let cp = p.checkpoint();
    let note = |name: &str| {
        cp["resources"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["urn"].as_str().unwrap().ends_with(&format!("::{name}")))
            .unwrap()["outputs"]["note"]
            .clone()
    };
    // Said back under another name: stored encrypted.
    assert!(note("echo-output")["ciphertext"].is_string(), "{cp}");
    // The other instance was never given it.
    assert_eq!(note("other-instance"), json!("for the record: "));
    for entry in walk(&p.path().join(".strata")) {
        let bytes = std::fs::read(&entry).unwrap();
        assert!(
            !String::from_utf8_lossy(&bytes).contains(secret),
            "{} holds the secret",
            entry.display()
        );
    }
}

/// A server on loopback that accepts every connection and closes it; its address.
fn accepting() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    std::thread::spawn(move || {
        for c in listener.incoming() {
            drop(c);
        }
    });
    addr
}

#[test]
fn a_socket_flood_fails_its_own_step_and_the_engine_keeps_its_descriptors() {
    let addr = accepting();
    let grant = format!("allow-hosts = [\"tcp://{addr}\"]\n");
    let resources = json!([
        {"name": "flood", "type": "hostile:Probe", "attack": "socket-flood", "props": {"addr": addr}},
        res("fine", json!({"value": 1})),
    ]);
    // Bounded per call by `max-sockets`.
    let p = hostile_project(&format!("{grant}max-sockets = 100\n"));
    p.spec(json!({ "resources": resources }));
    let out = p.run(&["up", "--yes", "--json"]);
    let s = summary(&text(&out.stdout));
    let e = s["failures"][0]["error"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(
        e.contains("made more than 100 sockets in one call (raise `max-sockets`"),
        "{s}"
    );
    assert_eq!(s["summary"]["create"], 1, "the other step ran: {s}");
    // Past what the process may open: the engine's reserve holds, and says so, and its own
    // state is written (no lock reported lost).
    let p = hostile_project(&format!("{grant}max-sockets = 100000\n"));
    // The flood must reach the process's limit, not the call's 1 s (a loaded machine opened
    // too few sockets in a second once, in CI).
    let toml = std::fs::read_to_string(p.path().join("Strata.toml"))
        .unwrap()
        .replace("timeout = \"1s\"", "timeout = \"30s\"");
    std::fs::write(p.path().join("Strata.toml"), toml).unwrap();
    p.spec(json!({ "resources": resources }));
    let line = std::iter::once(STRATA.to_string())
        .chain(
            [
                "--cwd",
                &p.path().display().to_string(),
                "up",
                "--yes",
                "--json",
            ]
            .map(String::from),
        )
        .map(|a| format!("'{a}'"))
        .collect::<Vec<_>>()
        .join(" ");
    let mut c = Command::new("sh");
    c.args(["-c", &format!("ulimit -n 700 && exec {line}")]);
    tests_env(&mut c, &p.command(&[]));
    let out = c.output().unwrap();
    let all = format!("{}{}", text(&out.stdout), text(&out.stderr));
    let s = summary(&text(&out.stdout));
    let e = s["failures"][0]["error"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(e.contains("strata keeps 256 for its own state"), "{all}");
    assert!(!all.contains("lock") || !all.contains("lost"), "{all}");
    assert_eq!(s["summary"]["create"], 1, "{s}");
}
