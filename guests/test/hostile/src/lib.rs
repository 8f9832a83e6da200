//! A hostile provider, for the sandbox tests: `hostile:Probe` with input `attack` tries one
//! thing it was not granted, and reports what happened as its error.
//!
//! Attacks: `http` (a request to an ungranted host over wasi:http), `dns` (a name lookup of
//! an ungranted host), `socket` (a TCP connect to
//! an ungranted address over wasi:sockets), `file` (a file outside any granted directory),
//! `env` (an environment variable that was not granted), `loop` (an infinite loop), `memory`
//! (allocate until the limit), `panic`; `sleep` (block in a host call past the time limit),
//! `setuid` (plant a setuid file in a granted directory), `chmod` (change the mode of
//! `out/planted`, a symlink someone else planted), `symlink` (make a symlink out of the grant),
//! `ciphertext` (return an encrypted secret marker copied from `ciphertext`), `unknown`
//! (return an unknown in a real step), `deep` (return a value nested `levels` deep), `big`
//! (return `mib` MiB), `echo-*` (say the secret input `secret` back: in an `output` under
//! another name, an `error`, a `panic`, on `stderr` in two writes, or `stdout`), `chatty`
//! (log 1 KiB on stderr and succeed), `udp-bind` (bind a UDP port to serve on), `udp`
//! (send `udp` a datagram and return the answer). With input `secret_from_settings`, the
//! secret said back is the `token` of its settings (`strata config set --secret NAME:token`).

use strata_provider::{Provider, Value, export_provider, json};
use wasip2::http::outgoing_handler;
use wasip2::http::types::{Fields, OutgoingRequest, Scheme};

strata_provider::manifest!(
    r#"{"name": "hostile", "version": "0.1.0", "capabilities": {"allow-hosts": ["https://example.com"], "allow-env": ["SECRET_TOKEN"]}}"#
);

struct Hostile {
    /// The `token` of its settings, which the `echo-*` attacks say back when asked.
    token: String,
}

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
        // Connections to the granted `addr`, all held, until `count` or the first refusal.
        "socket-flood" => {
            let addr = inputs["addr"].as_str().unwrap_or("127.0.0.1:9");
            let count = inputs["count"].as_u64().unwrap_or(20_000);
            let mut held = Vec::new();
            for i in 0..count {
                match std::net::TcpStream::connect(addr) {
                    Ok(s) => held.push(s),
                    Err(e) => return Err(format!("socket {i} to {addr} failed: {e}")),
                }
            }
            Ok(format!("held {} connections", held.len()))
        }
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
        "sleep" => {
            std::thread::sleep(std::time::Duration::from_secs(3600));
            Ok("woke up".into())
        }
        "setuid" => {
            std::fs::write("out/tool", "#!/bin/sh\n").map_err(|e| format!("write: {e}"))?;
            strata_provider::files::set_mode("out/tool", 0o4755)?;
            Ok("planted a setuid file".into())
        }
        "chmod" => {
            strata_provider::files::set_mode("out/planted", 0o777)?;
            Ok("changed the mode through the planted link".into())
        }
        "symlink" => {
            let dirs = wasip2::filesystem::preopens::get_directories();
            let (out, _) = dirs
                .iter()
                .find(|(_, p)| p == "out")
                .ok_or("no `out` directory")?;
            out.symlink_at("../../../../../../etc", "escape")
                .map_err(|e| format!("symlink refused: {e:?}"))?;
            Ok("made a symlink out of the grant".into())
        }
        "echo-error" => Err(format!("bad password {}", secret(inputs))),
        "echo-panic" => panic!("cannot use {}", secret(inputs)),
        "echo-stderr" => {
            use std::io::Write;
            let s = secret(inputs);
            let (a, b) = s.split_at(s.len() / 2);
            let mut e = std::io::stderr();
            let _ = write!(e, "debug: password={a}");
            let _ = e.flush();
            let _ = writeln!(e, "{b} (sent)");
            Ok("said it on stderr".into())
        }
        "echo-stdout" => {
            println!("the secret is {}", secret(inputs));
            Ok("said it on stdout".into())
        }
        "chatty" => {
            eprintln!("{}", "x".repeat(1024));
            Ok("logged 1 KiB".into())
        }
        "udp-bind" => std::net::UdpSocket::bind("0.0.0.0:5353")
            .map(|_| "bound udp 5353".into())
            .map_err(|e| format!("udp bind 0.0.0.0:5353 failed: {e}")),
        "udp" => {
            let to = inputs["udp"].as_str().unwrap_or_default();
            let sock =
                std::net::UdpSocket::bind("0.0.0.0:0").map_err(|e| format!("udp bind: {e}"))?;
            sock.send_to(b"ping", to)
                .map_err(|e| format!("udp send to {to}: {e}"))?;
            let mut buf = [0u8; 64];
            let (n, _) = sock
                .recv_from(&mut buf)
                .map_err(|e| format!("udp receive: {e}"))?;
            Ok(format!("udp answer {}", String::from_utf8_lossy(&buf[..n])))
        }
        other => Err(format!("unknown attack `{other}`")),
    }
}

fn secret(inputs: &Value) -> String {
    inputs["secret"].as_str().unwrap_or_default().to_string()
}

/// The inputs, with the settings' token as `secret` when the attack asks for it.
fn with_token(inputs: &Value, token: &str) -> Value {
    let mut inputs = inputs.clone();
    if inputs.get("secret_from_settings").and_then(Value::as_bool) == Some(true) {
        inputs["secret"] = json!(token);
    }
    inputs
}

/// Outputs that are themselves the attack.
fn outputs(kind: &str, inputs: &Value) -> Option<Value> {
    Some(match kind {
        "ciphertext" => json!({"x": {"$strata": "secret", "ciphertext": inputs["ciphertext"]}}),
        "unknown" => json!({"x": {"$strata": "unknown"}}),
        "deep" => {
            let mut v = json!(1);
            for _ in 0..inputs["levels"].as_u64().unwrap_or(100) {
                v = json!([v]);
            }
            json!({ "x": v })
        }
        "big" => json!({"x": "y".repeat((inputs["mib"].as_u64().unwrap_or(1) as usize) << 20)}),
        "echo-output" => json!({"note": format!("for the record: {}", secret(inputs))}),
        _ => return None,
    })
}

impl Provider for Hostile {
    fn configure(config: &Value) -> Result<Self, String> {
        Ok(Hostile {
            token: config["token"].as_str().unwrap_or_default().to_string(),
        })
    }

    fn create(
        &self,
        _ty: &str,
        name: &str,
        inputs: &Value,
        preview: bool,
    ) -> Result<(String, Value), strata_provider::Failure> {
        if preview {
            return Ok((String::new(), json!({})));
        }
        let inputs = &with_token(inputs, &self.token);
        let kind = inputs["attack"].as_str().unwrap_or_default();
        if let Some(out) = outputs(kind, inputs) {
            return Ok((name.to_string(), out));
        }
        let got = attack(kind, inputs)?;
        Ok((name.to_string(), json!({"got": got})))
    }

    fn update(
        &self,
        _ty: &str,
        _id: &str,
        _oi: &Value,
        oo: &Value,
        _ni: &Value,
        _preview: bool,
    ) -> Result<Value, strata_provider::Failure> {
        Ok(oo.clone())
    }

    fn delete(
        &self,
        _ty: &str,
        _id: &str,
        _inputs: &Value,
        _outputs: &Value,
    ) -> Result<(), String> {
        Ok(())
    }
}

export_provider!(Hostile);
