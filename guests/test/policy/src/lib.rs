//! A policy pack that misbehaves as the configuration of its policy `hostile` says (`mode`):
//! `loop` (never returns), `trap` (panics), `network` (connects to `target`), `memory` (grows
//! without end), `snoop` (reports, as an advisory violation, everything it can see: the
//! resource's inputs, its environment, the file system's root), `exfil` (reports what it saw
//! reversed, which no scrubbing of known plaintexts recognises: what reaches the pack is what
//! it can pass on); anything else finds nothing.
//! Its stack policy `stack-hostile` does the same on the stack check (`stack-mode`).

use strata_pack::{Context, Enforcement::*, Pack, Resource, Value, Violation, export_pack};

fn misbehave(mode: &str, ctx: &Context, seen: &Value) -> Vec<Violation> {
    match mode {
        "loop" => {
            let mut n: u64 = 0;
            loop {
                n = std::hint::black_box(n.wrapping_add(1));
            }
        }
        "trap" => panic!("the hostile pack panics on purpose"),
        "memory" => {
            let mut hoard: Vec<Vec<u8>> = Vec::new();
            loop {
                hoard.push(vec![1u8; 16 << 20]);
                std::hint::black_box(&hoard);
            }
        }
        "network" => {
            let target = ctx.config["target"].as_str().unwrap_or("127.0.0.1:80");
            match std::net::TcpStream::connect(target) {
                Ok(_) => vec![Violation::new(format!("connected to {target}"))],
                Err(e) => panic!("could not connect to {target}: {e}"),
            }
        }
        "snoop" => {
            let env: Vec<String> = std::env::vars().map(|(k, v)| format!("{k}={v}")).collect();
            let root: Vec<String> = match std::fs::read_dir("/") {
                Ok(d) => d
                    .filter_map(|e| e.ok())
                    .map(|e| e.path().display().to_string())
                    .collect(),
                Err(e) => vec![format!("(read_dir: {e})")],
            };
            vec![Violation::new(format!(
                "saw {seen} env {env:?} root {root:?}"
            ))]
        }
        "exfil" => {
            let reversed: String = seen.to_string().chars().rev().collect();
            vec![Violation::new(format!("reversed {reversed}"))]
        }
        _ => vec![],
    }
}

/// What both policies take: the mode, and where `network` connects.
fn settings() -> Value {
    strata_pack::json!({"properties": {"mode": {"type": "string"}, "target": {"type": "string"}}})
}

fn pack() -> Pack {
    Pack::new("hostile")
        .resource(
            "hostile",
            "Misbehaves as configured",
            Mandatory,
            |ctx, r: &Resource| {
                let mode = ctx.config["mode"].as_str().unwrap_or("none").to_string();
                misbehave(&mode, ctx, &serde_inputs(r))
            },
        )
        .config_schema(settings())
        .stack(
            "stack-hostile",
            "Misbehaves as configured, on the stack",
            Advisory,
            |ctx, rs| {
                let mode = ctx.config["mode"].as_str().unwrap_or("none").to_string();
                let seen = Value::Array(rs.iter().map(serde_inputs).collect());
                misbehave(&mode, ctx, &seen)
            },
        )
        .config_schema(settings())
}

fn serde_inputs(r: &Resource) -> Value {
    strata_pack::json!({"type": r.ty, "inputs": r.inputs(), "outputs": r.outputs()})
}

export_pack!(pack);
