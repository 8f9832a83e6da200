//! A hostile provider, for the sandbox tests: `hostile:Probe` with input `attack` tries one
//! thing it was not granted, and reports what happened as its error.
//!
//! Attacks: `http` (a request to an ungranted host over wasi:http), `dns` (a name lookup of
//! an ungranted host), `socket` (a TCP connect to
//! an ungranted address over wasi:sockets), `file` (a file outside any granted directory),
//! `env` (an environment variable that was not granted), `loop` (an infinite loop), `memory`
//! (allocate until the limit), `panic`.

use strata_provider::{Provider, Value, export_provider, json};
use wasip2::http::outgoing_handler;
use wasip2::http::types::{Fields, OutgoingRequest, Scheme};

strata_provider::manifest!(
    r#"{"name": "hostile", "version": "0.1.0", "capabilities": {"allow-hosts": ["https://example.com"], "allow-env": ["SECRET_TOKEN"]}}"#
);

struct Hostile;

fn http(scheme: Scheme, host: &str) -> Result<String, String> {
    let req = OutgoingRequest::new(Fields::new());
    req.set_scheme(Some(&scheme)).map_err(|()| "bad scheme")?;
    req.set_authority(Some(host))
        .map_err(|()| "bad authority")?;
    req.set_path_with_query(Some("/"))
        .map_err(|()| "bad path")?;
    let fut = outgoing_handler::handle(req, None)
        .map_err(|e| format!("request to {host} refused: {e:?}"))?;
    fut.subscribe().block();
    match fut.get() {
        Some(Ok(Ok(resp))) => Ok(format!("got HTTP {}", resp.status())),
        Some(Ok(Err(e))) => Err(format!("request to {host} failed: {e:?}")),
        _ => Err("no response".into()),
    }
}

fn attack(kind: &str, inputs: &Value) -> Result<String, String> {
    match kind {
        // `host` (default example.com over https) or `plain_host` over http.
        "http" => match inputs.get("plain_host").and_then(Value::as_str) {
            Some(h) => http(Scheme::Http, h),
            None => http(
                Scheme::Https,
                inputs
                    .get("host")
                    .and_then(Value::as_str)
                    .unwrap_or("example.com"),
            ),
        },
        "dns" => {
            use std::net::ToSocketAddrs;
            ("evil.test", 80)
                .to_socket_addrs()
                .map(|a| format!("resolved {} addresses", a.count()))
                .map_err(|e| format!("looking up evil.test failed: {e}"))
        }
        "socket" => std::net::TcpStream::connect("203.0.113.7:80")
            .map(|_| "connected".into())
            .map_err(|e| format!("connect to 203.0.113.7:80 failed: {e}")),
        "file" => std::fs::read_to_string("/etc/passwd")
            .map_err(|e| format!("reading /etc/passwd failed: {e}")),
        "env" => strata_provider::env("SECRET_TOKEN"),
        "loop" => {
            let mut n: u64 = 0;
            loop {
                n = std::hint::black_box(n.wrapping_add(1));
            }
        }
        "memory" => {
            let mut hoard: Vec<Vec<u8>> = Vec::new();
            loop {
                hoard.push(vec![1u8; 8 << 20]);
                std::hint::black_box(&hoard);
            }
        }
        "panic" => panic!("the hostile provider panicked on purpose"),
        other => Err(format!("unknown attack `{other}`")),
    }
}

impl Provider for Hostile {
    fn create(
        _ty: &str,
        name: &str,
        inputs: &Value,
        preview: bool,
    ) -> Result<(String, Value), String> {
        if preview {
            return Ok((String::new(), inputs.clone()));
        }
        let got = attack(inputs["attack"].as_str().unwrap_or_default(), inputs)?;
        Ok((name.to_string(), json!({"got": got})))
    }

    fn update(
        _ty: &str,
        _id: &str,
        _oi: &Value,
        oo: &Value,
        _ni: &Value,
        _preview: bool,
    ) -> Result<Value, String> {
        Ok(oo.clone())
    }

    fn delete(_ty: &str, _id: &str, _inputs: &Value, _outputs: &Value) -> Result<(), String> {
        Ok(())
    }
}

export_provider!(Hostile);
