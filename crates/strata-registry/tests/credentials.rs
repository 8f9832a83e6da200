//! Credentials leave only over https or to this machine's loopback, whatever else allows plain
//! http (a pinned checksum covers the bytes, never who reads a password on the way). Each case
//! is an attack that succeeded before: a fake registry on this machine's network address (not
//! loopback) records every request it is sent, and no request may carry the user's password.
//!
//! One test in its own process: it points the user's configuration directory at a temporary
//! one holding a `strata plugin login` file.

use std::io::{Read, Write};
use std::net::{IpAddr, TcpListener, UdpSocket};
use std::sync::{Arc, Mutex};
use strata_registry::registry::{self, ArtifactRef};

/// This machine's address on its network (the one a packet to elsewhere leaves from): the
/// attacks need a registry that is not on loopback.
fn network_address() -> IpAddr {
    let s = UdpSocket::bind("0.0.0.0:0").unwrap();
    s.connect("198.51.100.1:9")
        .expect("this machine has no network route: the test needs a non-loopback address");
    let ip = s.local_addr().unwrap().ip();
    assert!(!ip.is_loopback() && !ip.is_unspecified(), "{ip}");
    ip
}

/// A plain-http server that records each request's head and answers every one with `answer`.
struct Fake {
    port: u16,
    seen: Arc<Mutex<Vec<String>>>,
}

fn fake(bind: IpAddr, answer: String) -> Fake {
    fake_seq(bind, vec![answer])
}

/// [`fake`], answering with each of `answers` in turn, the last one from then on.
fn fake_seq(bind: IpAddr, answers: Vec<String>) -> Fake {
    let l = TcpListener::bind((bind, 0)).unwrap();
    let port = l.local_addr().unwrap().port();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = seen.clone();
    std::thread::spawn(move || {
        for c in l.incoming() {
            let Ok(mut c) = c else { continue };
            let mut head = Vec::new();
            let mut buf = [0u8; 4096];
            while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                match c.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => head.extend_from_slice(&buf[..n]),
                }
                if !head.starts_with(b"GET") && !head.starts_with(b"HEAD") {
                    break; // a TLS hello: not http
                }
            }
            let n = {
                let mut log = log.lock().unwrap();
                log.push(String::from_utf8_lossy(&head).into_owned());
                log.len()
            };
            let answer = &answers[(n - 1).min(answers.len() - 1)];
            let _ = c.write_all(answer.as_bytes());
        }
    });
    Fake { port, seen }
}

fn unauthorized(challenge: &str) -> String {
    format!(
        "HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: {challenge}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{{}}"
    )
}

fn carried_credentials(f: &Fake) -> Vec<String> {
    f.seen
        .lock()
        .unwrap()
        .iter()
        .filter(|r| r.to_ascii_lowercase().contains("\nauthorization:"))
        .cloned()
        .collect()
}

fn login(config: &std::path::Path, registry: &str) {
    let auth = base64_user_password();
    std::fs::create_dir_all(config.join("strata")).unwrap();
    std::fs::write(
        config.join("strata/registries.json"),
        format!(r#"{{"auths": {{"{registry}": {{"auth": "{auth}"}}}}}}"#),
    )
    .unwrap();
}

/// `victim:hunter2`, as Docker's config holds it.
fn base64_user_password() -> &'static str {
    "dmljdGltOmh1bnRlcjI="
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn credentials_go_over_https_or_to_loopback_only() {
    let config = tempfile::tempdir().unwrap();
    // SAFETY: this is the only test of its process, and it sets the variables before any
    // thread of its own reads them.
    #[expect(
        unsafe_code,
        reason = "the user's configuration directory is found through the environment"
    )]
    unsafe {
        std::env::set_var("XDG_CONFIG_HOME", config.path());
        std::env::set_var("DOCKER_CONFIG", config.path().join("no-docker"));
    }
    let ip = network_address();

    // 1. A pinned component from a registry on another machine: plain http is allowed for
    // its bytes, and before, the user's password went with them (on `up` and `preview`).
    let remote = fake(ip, unauthorized(r#"Basic realm="registry""#));
    let registry = format!("{ip}:{}", remote.port);
    login(config.path(), &registry);
    let r = ArtifactRef::parse(&format!("{registry}/strata/random:0.1.0")).unwrap();
    let err = registry::fetch(&r, true)
        .await
        .err()
        .expect("nothing to fetch");
    assert!(
        !remote.seen.lock().unwrap().is_empty(),
        "the fake registry was never asked: {err:#}"
    );
    assert_eq!(
        carried_credentials(&remote),
        Vec::<String>::new(),
        "the password went over plain http to {registry}"
    );

    // 2. A registry on this machine (credentials allowed) whose token service is plain http
    // on another machine: the client would send the password there.
    let realm = fake(ip, unauthorized(r#"Basic realm="x""#));
    let realm_url = format!("http://{ip}:{}/token", realm.port);
    let local = fake(
        "127.0.0.1".parse().unwrap(),
        unauthorized(&format!(r#"Bearer realm="{realm_url}",service="registry""#)),
    );
    let registry = format!("127.0.0.1:{}", local.port);
    login(config.path(), &registry);
    let r = ArtifactRef::parse(&format!("{registry}/strata/random:0.1.0")).unwrap();
    let err = format!(
        "{:#}",
        registry::fetch(&r, false).await.err().expect("refused")
    );
    assert!(
        err.contains(&realm_url) && err.contains("credentials") && err.contains("nothing was sent"),
        "{err}"
    );
    assert_eq!(
        realm.seen.lock().unwrap().len(),
        0,
        "the token service was asked"
    );
    assert_eq!(carried_credentials(&local), Vec::<String>::new());

    // 2b. One that answers the check with no challenge, then names that token service when
    // the client asks: nothing plain-http leaves for another machine from a client that holds
    // credentials, whatever the registry says when.
    let realm = fake(ip, unauthorized(r#"Basic realm="x""#));
    let realm_url = format!("http://{ip}:{}/token", realm.port);
    let ok = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}".to_string();
    let local = fake_seq(
        "127.0.0.1".parse().unwrap(),
        vec![
            ok,
            unauthorized(&format!(r#"Bearer realm="{realm_url}",service="registry""#)),
        ],
    );
    let registry = format!("127.0.0.1:{}", local.port);
    login(config.path(), &registry);
    let r = ArtifactRef::parse(&format!("{registry}/strata/random:0.1.0")).unwrap();
    let _ = registry::fetch(&r, false).await;
    assert!(
        local.seen.lock().unwrap().len() >= 2,
        "the client never asked again"
    );
    assert_eq!(
        realm.seen.lock().unwrap().len(),
        0,
        "the token service was asked"
    );

    // 3. The same registry with a token service on loopback is signed in to as before: the
    // rule refuses only what it must.
    let realm = fake(
        "127.0.0.1".parse().unwrap(),
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 17\r\nConnection: close\r\n\r\n{\"token\":\"abc12\"}".into(),
    );
    let local = fake(
        "127.0.0.1".parse().unwrap(),
        unauthorized(&format!(
            r#"Bearer realm="http://127.0.0.1:{}/token",service="registry""#,
            realm.port
        )),
    );
    let registry = format!("127.0.0.1:{}", local.port);
    login(config.path(), &registry);
    let r = ArtifactRef::parse(&format!("{registry}/strata/random:0.1.0")).unwrap();
    let _ = registry::fetch(&r, false).await;
    assert!(
        !carried_credentials(&realm).is_empty(),
        "the loopback token service was not signed in to: {:?}",
        realm.seen.lock().unwrap()
    );
}
