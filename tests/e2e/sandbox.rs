//! The sandbox, end to end: a hostile provider's attempts are each contained with a clear
//! error while the other steps of the same `up` succeed; grants, manifests, plugins and the
//! lock file behave as documented.

use super::*;

fn hostile_project(extra: &str) -> Project {
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
fn serve_once(body: Vec<u8>) -> String {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/random.wasm", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        let (mut conn, _) = listener.accept().unwrap();
        let mut buf = [0u8; 4096];
        let _ = conn.read(&mut buf);
        let head = format!(
            "HTTP/1.1 200 OK\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
            body.len()
        );
        conn.write_all(head.as_bytes()).unwrap();
        conn.write_all(&body).unwrap();
    });
    url
}

#[test]
fn plugins_install_from_a_file_or_url_list_their_asks_and_are_used_by_name() {
    let cache = tempfile::tempdir().unwrap();
    let run = |cwd: &Path, args: &[&str]| {
        let out = Command::new(STRATA)
            .arg("--cwd")
            .arg(cwd)
            .args(args)
            .env("STRATA_CACHE_DIR", cache.path())
            .output()
            .unwrap();
        (
            out.status.success(),
            format!("{}{}", text(&out.stdout), text(&out.stderr)),
        )
    };
    let here = Path::new(".");
    let (ok, out) = run(here, &["plugin", "install", test_artifacts::HOSTILE]);
    assert!(ok, "{out}");
    assert!(
        out.contains("Installed hostile 0.1.0")
            && out.contains("asks for hosts https://example.com; env SECRET_TOKEN"),
        "{out}"
    );
    let url = serve_once(std::fs::read(test_artifacts::RANDOM).unwrap());
    let (ok, out) = run(here, &["plugin", "install", &url]);
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
    let (ok, out) = run(dir.path(), &["preview"]);
    assert!(
        !ok && out.contains("plugin `random` is not installed"),
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
}
