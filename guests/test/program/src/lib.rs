//! The test program: declares `test:Resource`s as the stack config `spec` (JSON) says, so that
//! end-to-end tests and benchmarks can shape any graph without writing a program each.
//!
//! `spec` is either `{"resources": [R...], "outputs": {"name": "resource" or "resource.output"}}` with
//! `R = {"name", "value"?, "key"?, "ref"?: "other", "depends_on"?: ["other"], "fail"?,
//! "latency_ms"?, "start_ms"?, "gate"?, "start_gate"?, "panic"?, "raw_ref"?: HANDLE, "apply"?: true, "type"?: "hostile:Probe",
//! "attack"?, "timeout_s"?, "value_from_config"?: KEY, "plain_from_config"?: KEY (its plaintext, unmarked), "ignore_changes"?: [PATH],
//! "replace_on_changes"?: [PATH], "retain_on_delete"?, "reference"?: "project/stack" (a stack
//! reference, through the SDK's `StackReference`; "backend"?: a name under [backends]), "deleted_with"?: "other",
//! "secret_outputs"?: [NAME], "import"?: ID, "alias"?: "old name", "dbr"?: BOOL,
//! "invoke"?: ARGS (the input `from` is test:echo's result on ARGS), "component"?: true (a
//! `test:App` component instead), "parent"?: "other", "provider"?: INSTANCE, "props"?: {…} (more
//! inputs, as they are: another type's own), "props_refs"?: {INPUT or INPUT.KEY: "RES.OUTPUT" or a list}}`,
//! with
//! "fail_after"?:
//! MESSAGE (the program fails after declaring everything), "previous"?: true (the output
//! `previous` is the stack's last outputs; then "pause_ms"?: N), or
//! `{"generate": {"count", "chain"?, "latency_ms"?, "gate"?, "value"?, "changed"?}}` for N
//! resources (a chain when `chain` is true; the first `changed` get a different value; with
//! `gate` G, resource `rI` waits at the test provider's gate `G-rI`).

use serde_json::{Map, Value, json};
use std::collections::HashMap;
use strata_sdk::{Options, Program, Resource, Result, config, export};

struct TestProgram;

fn knobs(r: &Value, inputs: &mut Map<String, Value>) {
    for k in [
        "value",
        "key",
        "fail",
        "latency_ms",
        "start_ms",
        "gate",
        "start_gate",
        "panic",
        "invalid",
        "attack",
        "plain_host",
        "host",
        "ciphertext",
        "levels",
        "mib",
        "udp",
        "path",
        "content",
        "partial",
    ] {
        if let Some(v) = r.get(k) {
            inputs.insert(k.into(), v.clone());
        }
    }
}

impl Program for TestProgram {
    fn run() -> Result<()> {
        let spec: Value = match config::get("spec") {
            Some(s) => serde_json::from_str(&s)?,
            None => json!({"resources": []}),
        };
        if let Some(attack) = spec.get("hostile").and_then(Value::as_str) {
            return hostile(attack);
        }
        if let Some(g) = spec.get("generate") {
            let count = g["count"].as_u64().unwrap_or(0);
            let chain = g["chain"].as_bool().unwrap_or(false);
            let changed = g["changed"].as_u64().unwrap_or(0);
            let value = g["value"].as_str().unwrap_or("v1");
            let mut prev: Option<Resource> = None;
            for i in 0..count {
                let mut inputs = Map::new();
                inputs.insert(
                    "value".into(),
                    json!(if i < changed {
                        format!("{value}-changed")
                    } else {
                        value.to_string()
                    }),
                );
                if let Some(ms) = g.get("latency_ms") {
                    inputs.insert("latency_ms".into(), ms.clone());
                }
                if let Some(gate) = g.get("gate").and_then(Value::as_str) {
                    inputs.insert("gate".into(), json!(format!("{gate}-r{i}")));
                }
                if chain && let Some(p) = &prev {
                    inputs.insert(
                        "from".into(),
                        serde_json::to_value(p.output::<Value>("echo"))?,
                    );
                }
                let r = Resource::new(
                    "test:Resource",
                    &format!("r{i}"),
                    &inputs,
                    Options::default(),
                )?;
                prev = Some(r);
            }
            return Ok(());
        }
        let mut made: HashMap<String, Resource> = HashMap::new();
        for r in spec["resources"].as_array().cloned().unwrap_or_default() {
            let name = r["name"]
                .as_str()
                .ok_or("every resource needs a name")?
                .to_string();
            let mut inputs = Map::new();
            knobs(&r, &mut inputs);
            // Any other type's own inputs, as they are.
            if let Some(props) = r.get("props").and_then(Value::as_object) {
                inputs.extend(props.clone());
            }
            // And inputs that are other resources' outputs: `"RES.OUTPUT"`, or a list of them.
            for (k, v) in r
                .get("props_refs")
                .and_then(Value::as_object)
                .into_iter()
                .flatten()
            {
                let out = |at: &Value| -> Result<Value> {
                    let o = output_at(&made, at.as_str().unwrap_or_default())
                        .map_err(|e| format!("{name}: {e}"))?;
                    Ok(serde_json::to_value(o)?)
                };
                let value = match v {
                    Value::Array(items) => {
                        Value::Array(items.iter().map(out).collect::<Result<Vec<_>>>()?)
                    }
                    v => out(v)?,
                };
                // `A.B` puts it at key B of the object input A.
                match k.split_once('.') {
                    Some((outer, inner)) => {
                        let slot = inputs.entry(outer.to_string()).or_insert_with(|| json!({}));
                        slot[inner] = value;
                    }
                    None => {
                        inputs.insert(k.clone(), value);
                    }
                }
            }
            if let Some(other) = r.get("ref").and_then(Value::as_str) {
                let o = made
                    .get(other)
                    .ok_or_else(|| format!("{name}: no resource `{other}` declared before it"))?;
                let echo = o.output::<Value>("echo");
                let input = if r.get("apply").and_then(Value::as_bool) == Some(true) {
                    serde_json::to_value(echo.apply(|v: Value| format!("applied:{v}")))?
                } else {
                    serde_json::to_value(echo)?
                };
                inputs.insert("from".into(), input);
            }
            if let Some(key) = r.get("secret_from_config").and_then(Value::as_str) {
                let v = config::output(key)
                    .ok_or_else(|| format!("{name}: no configuration `{key}`"))?;
                inputs.insert("secret".into(), serde_json::to_value(v)?);
            }
            // A secret's plaintext, passed on without its marker (`config::get`).
            if let Some(key) = r.get("plain_from_config").and_then(Value::as_str) {
                let v =
                    config::get(key).ok_or_else(|| format!("{name}: no configuration `{key}`"))?;
                inputs.insert("value".into(), Value::String(v));
            }
            if let Some(key) = r.get("value_from_config").and_then(Value::as_str) {
                let v = config::output(key)
                    .ok_or_else(|| format!("{name}: no configuration `{key}`"))?;
                inputs.insert("value".into(), serde_json::to_value(v)?);
            }
            if let Some(h) = r.get("raw_ref") {
                inputs.insert(
                    "from".into(),
                    json!({"$strata": "ref", "handle": h, "property": "echo"}),
                );
            }
            let mut options = Options::default();
            for d in r
                .get("depends_on")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default()
            {
                let d = d.as_str().unwrap_or_default();
                options = options.depends_on(
                    made.get(d)
                        .ok_or_else(|| format!("{name}: no resource `{d}` declared before it"))?,
                );
            }
            if let Some(protect) = r.get("protect").and_then(Value::as_bool) {
                options = options.protect(protect);
            }
            if let Some(t) = r.get("timeout_s").and_then(Value::as_u64) {
                options = options.timeout(std::time::Duration::from_secs(t));
            }
            options = lifecycle_knobs(&r, &made, options)?;
            if let Some(args) = r.get("invoke") {
                let result = strata_sdk::invoke::<Value>("test:echo", args)?;
                inputs.insert("from".into(), serde_json::to_value(result)?);
            }
            let ty = r
                .get("type")
                .and_then(Value::as_str)
                .unwrap_or("test:Resource");
            if let Some(p) = r.get("parent").and_then(Value::as_str) {
                options =
                    options
                        .parent(made.get(p).ok_or_else(|| {
                            format!("{name}: no parent `{p}` declared before it")
                        })?);
            }
            if let Some(stack) = r.get("reference").and_then(Value::as_str) {
                let backend = r.get("backend").and_then(Value::as_str);
                let s = strata_sdk::stack::StackReference::with_options(
                    &name, stack, backend, options,
                )?;
                made.insert(name, s.resource().clone());
                continue;
            }
            if r.get("component").and_then(Value::as_bool) == Some(true) {
                let c = strata_sdk::Component::new("test:App", &name, options)?;
                c.register_outputs(&json!({"name": name}))?;
                made.insert(name, c.resource().clone());
                continue;
            }
            let res = Resource::new(ty, &name, &inputs, options)?;
            made.insert(name, res);
        }
        for (out, name) in spec
            .get("outputs")
            .and_then(Value::as_object)
            .cloned()
            .unwrap_or_default()
        {
            let name = name.as_str().unwrap_or_default();
            // `RES.OUTPUT`, or `RES` for its `echo`.
            let (name, output) = name.split_once('.').unwrap_or((name, "echo"));
            let r = made
                .get(name)
                .ok_or_else(|| format!("output {out}: no resource `{name}`"))?;
            export(&out, &r.output::<Value>(output));
        }
        if spec.get("previous").and_then(Value::as_bool) == Some(true) {
            // The stack's last outputs, said back as the output `previous`; then a pause, for
            // another update to overtake this one.
            let previous = strata_sdk::previous_outputs()?;
            export("previous", &strata_sdk::Output::known(previous));
            if let Some(ms) = spec.get("pause_ms").and_then(Value::as_u64) {
                strata_sdk::log("read the previous outputs; pausing");
                std::thread::sleep(std::time::Duration::from_millis(ms));
            }
        }
        if let Some(message) = spec.get("fail_after").and_then(Value::as_str) {
            return Err(message.into());
        }
        Ok(())
    }
}

/// Output `"RES.OUTPUT"` of a resource declared already.
fn output_at(made: &HashMap<String, Resource>, at: &str) -> Result<strata_sdk::Output<Value>> {
    let (res, output) = at
        .split_once('.')
        .ok_or_else(|| format!("`{at}` is not RESOURCE.OUTPUT"))?;
    let o = made
        .get(res)
        .ok_or_else(|| format!("no resource `{res}` declared before it"))?;
    Ok(o.output::<Value>(output))
}

fn refs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

fn strings(r: &Value, key: &str) -> Vec<String> {
    r.get(key)
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|v| v.as_str().map(str::to_string))
        .collect()
}

/// The resource options a spec entry asks for.
fn lifecycle_knobs(
    r: &Value,
    made: &HashMap<String, Resource>,
    mut options: Options,
) -> Result<Options> {
    let paths = |key: &str| strings(r, key);
    let ignore = paths("ignore_changes");
    if !ignore.is_empty() {
        options = options.ignore_changes(&refs(&ignore));
    }
    let replace = paths("replace_on_changes");
    if !replace.is_empty() {
        options = options.replace_on_changes(&refs(&replace));
    }
    let secret = paths("secret_outputs");
    if !secret.is_empty() {
        options = options.additional_secret_outputs(&refs(&secret));
    }
    if r.get("retain_on_delete").and_then(Value::as_bool) == Some(true) {
        options = options.retain_on_delete(true);
    }
    if let Some(dbr) = r.get("dbr").and_then(Value::as_bool) {
        options = options.delete_before_replace(dbr);
    }
    if let Some(owner) = r.get("deleted_with").and_then(Value::as_str) {
        options = options.deleted_with(
            made.get(owner)
                .ok_or_else(|| format!("no resource `{owner}` declared before it"))?,
        );
    }
    if let Some(id) = r.get("import").and_then(Value::as_str) {
        options = options.import(id);
    }
    if let Some(trigger) = r.get("replacement_trigger") {
        options = options.replacement_trigger(trigger);
    }
    // `"RES.OUTPUT"`: the trigger is that output.
    if let Some(at) = r.get("replacement_trigger_ref").and_then(Value::as_str) {
        options = options.replacement_trigger(&output_at(made, at)?);
    }
    for other in strings(r, "replace_with") {
        options = options.replace_with(
            made.get(&other)
                .ok_or_else(|| format!("no resource `{other}` declared before it"))?,
        );
    }
    if let Some(instance) = r.get("provider").and_then(Value::as_str) {
        options = options.provider(instance);
    }
    if let Some(old) = r.get("alias").and_then(Value::as_str) {
        let ty = r
            .get("type")
            .and_then(Value::as_str)
            .unwrap_or("test:Resource");
        options = options.alias_name(ty, old);
    }
    Ok(options)
}

/// The hostile program: `{"hostile": ATTACK}` tries one thing a program must not get away with.
/// `sleep` (block in a host call), `loop`, `memory` (allocate without end), `flood` (declare
/// 1 MiB at a time until refused: 10 GB unless stopped), `deep` (inputs nested 100 levels),
/// `ciphertext` (declare an encrypted secret marker), `echo` (print the secret config `pw`),
/// `apply-sleep` (an apply callback that blocks).
fn hostile(attack: &str) -> Result<()> {
    use strata_sdk::bindings::strata::program::types::CustomTimeouts;
    use strata_sdk::bindings::strata::program::{monitor, types::ResourceOptions};
    let options = || ResourceOptions {
        depends_on: vec![],
        protect: None,
        delete_before_replace: None,
        timeouts: CustomTimeouts {
            create: None,
            update: None,
            delete: None,
        },
        ignore_changes: vec![],
        replace_on_changes: vec![],
        retain_on_delete: false,
        deleted_with: None,
        additional_secret_outputs: vec![],
        import_id: None,
        aliases: vec![],
        parent: None,
        provider: None,
        replacement_trigger: None,
        replace_with: vec![],
    };
    match attack {
        "sleep" => std::thread::sleep(std::time::Duration::from_secs(3600)),
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
        "flood" => {
            let chunk = json!({"value": "z".repeat(1 << 20)}).to_string();
            for i in 0..10_000 {
                monitor::register_resource("test:Resource", &format!("r{i}"), &chunk, &options())?;
            }
        }
        "tiny-flood" => {
            // A million declarations of a few bytes each: little text, much host memory.
            for i in 0..1_000_000 {
                monitor::register_resource(
                    "test:Resource",
                    &format!("r{i}"),
                    "{\"a\":1}",
                    &options(),
                )?;
            }
        }
        "deep" => {
            let inputs = format!("{{\"value\": {}1{}}}", "[".repeat(100), "]".repeat(100));
            monitor::register_resource("test:Resource", "deep", &inputs, &options())?;
        }
        "ciphertext" => {
            let inputs = json!({"value": {"$strata": "secret", "ciphertext": "AAAA"}}).to_string();
            monitor::register_resource("test:Resource", "ct", &inputs, &options())?;
        }
        "apply-sleep" => {
            let mut inputs = Map::new();
            inputs.insert("value".into(), json!("x"));
            let a = Resource::new("test:Resource", "a", &inputs, Options::default())?;
            let slow = a.output::<Value>("echo").apply(|v: Value| {
                std::thread::sleep(std::time::Duration::from_secs(3600));
                v.to_string()
            });
            let mut inputs = Map::new();
            inputs.insert("from".into(), serde_json::to_value(slow)?);
            Resource::new("test:Resource", "b", &inputs, Options::default())?;
        }
        "apply-panic" => {
            let mut inputs = Map::new();
            inputs.insert("value".into(), json!("x"));
            let a = Resource::new("test:Resource", "a", &inputs, Options::default())?;
            let boom = a
                .output::<Value>("echo")
                .apply(|_v: Value| -> String { panic!("the apply callback panicked on purpose") });
            let mut b = Map::new();
            b.insert("from".into(), serde_json::to_value(boom)?);
            Resource::new("test:Resource", "b", &b, Options::default())?;
        }
        // Everything a program granted nothing might try to reach: each line says `REACHED` if
        // it got through.
        "reach" => {
            use std::net::ToSocketAddrs;
            let mut said = Vec::new();
            said.push(match ("localhost", 80).to_socket_addrs() {
                Ok(a) => format!("dns: REACHED ({} addresses)", a.count()),
                Err(e) => format!("dns: refused ({e})"),
            });
            said.push(match std::net::TcpStream::connect("127.0.0.1:9") {
                Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
                    format!("socket: refused ({e})")
                }
                r => format!("socket: REACHED ({r:?})"),
            });
            said.push(match std::fs::read_to_string("/etc/passwd") {
                Ok(_) => "file: REACHED".to_string(),
                Err(e) => format!("file: refused ({e})"),
            });
            said.push(match std::env::vars().next() {
                Some((k, _)) => format!("env: REACHED ({k})"),
                None => "env: none".to_string(),
            });
            return Err(said.join("; ").into());
        }
        "echo" => {
            let pw = config::get("pw").unwrap_or_default();
            println!("the password is {pw}");
            strata_sdk::log(&format!("log: the password is {pw}"));
        }
        other => return Err(format!("unknown attack `{other}`").into()),
    }
    Ok(())
}

strata_sdk::export_program!(TestProgram);
