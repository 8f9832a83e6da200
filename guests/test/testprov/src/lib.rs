//! The test provider (`test:Resource`), for tests and benchmarks: echoes its inputs as outputs
//! after an optional latency, and fails, panics or loops on request.
//!
//! Inputs: `value` (any; a change is an update), `key` (any; a change is a replacement),
//! `latency_ms` (sleep before each create/update/delete), `start_ms` (sleep before a create or
//! a delete does anything, in a world too: a call that makes or removes its object late), `fail` (`"create"`, `"update"`,
//! `"delete"` or `"all"`: that call fails), `panic` (`true`: create panics), `invalid` (`true`:
//! check fails), `partial` (`"create"` or `"update"`: that call fails after doing its work,
//! returning what it made), `gate` (a name: each create/update/delete, where it would sleep its
//! latency, says it has begun and waits for the test to open the gate; see below), `start_gate`
//! (the same where it would sleep `start_ms`: before a create or delete does anything).
//!
//! With `config = { gates = "DIR" }` (a granted directory; else the world's directory), a call
//! whose inputs name `gate = "G"` appends a line to `DIR/G.entered` and then waits until
//! `DIR/G.open` exists (for at most ten minutes, then fails); an empty name is no gate. A test
//! that needs a call to be in flight while it does something (hold a lock, be killed, be
//! interrupted) waits for the line and opens the gate after, instead of hoping that a latency
//! outlasts what it does on a loaded machine.
//!
//! With `config = { world = "DIR" }` (a granted directory), it behaves like a cloud API that is
//! not idempotent: each create makes a new object `DIR/<id>.json` (before its latency, so a kill
//! during the latency lands between the side effect and Strata's record of it), delete removes
//! it, read looks for it, and `find` looks one up by resource name. What exists is what is in
//! DIR: the chaos test compares it with the state.

use strata_provider::{Diff, Provider, Read, Value, export_provider, json, unknown};

strata_provider::manifest!(r#"{"name": "test", "version": "0.1.0", "capabilities": {}}"#);

struct Test {
    /// Where created objects live, when the test asks for a world.
    world: Option<String>,
    /// Where gates are opened (`gates`, else the world).
    gates: Option<String>,
}

impl Test {
    fn object(&self, id: &str) -> Option<String> {
        self.world.as_ref().map(|w| format!("{w}/{id}.json"))
    }

    /// The call's latency, then its gate (see the crate's documentation).
    fn pause(&self, inputs: &Value) -> Result<(), String> {
        if let Some(ms) = inputs.get("latency_ms").and_then(Value::as_u64)
            && ms > 0
        {
            std::thread::sleep(std::time::Duration::from_millis(ms));
        }
        self.gate(inputs, "gate")
    }

    /// The call's late start (`start_ms`), then its `start_gate`.
    fn start(&self, inputs: &Value) -> Result<(), String> {
        if let Some(ms) = inputs.get("start_ms").and_then(Value::as_u64) {
            std::thread::sleep(std::time::Duration::from_millis(ms));
        }
        self.gate(inputs, "start_gate")
    }

    /// Say the call reached the gate its input `knob` names, and wait until it is open.
    fn gate(&self, inputs: &Value, knob: &str) -> Result<(), String> {
        let Some(gate) = inputs
            .get(knob)
            .and_then(Value::as_str)
            .filter(|g| !g.is_empty())
        else {
            return Ok(());
        };
        let dir = self
            .gates
            .as_ref()
            .ok_or_else(|| format!("gate `{gate}`: the provider has no `gates` directory"))?;
        let entered = format!("{dir}/{gate}.entered");
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&entered)
            .and_then(|mut f| std::io::Write::write_all(&mut f, b"entered\n"))
            .map_err(|e| format!("cannot write {entered}: {e}"))?;
        let open = format!("{dir}/{gate}.open");
        for _ in 0..120_000 {
            if std::fs::metadata(&open).is_ok() {
                return Ok(());
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        Err(format!("gate `{gate}` was never opened ({open})"))
    }
}

/// Make the world object at `path` say `made`, all at once, as a cloud API call does: written
/// aside, then renamed into place. A kill between opening and writing the file itself would leave
/// an empty object, which no `find` recognises: a half-made resource no real API leaves.
fn put(path: &str, made: &Value) -> Result<(), String> {
    let aside = format!("{path}.tmp");
    std::fs::write(&aside, made.to_string())
        .and_then(|()| std::fs::rename(&aside, path))
        .map_err(|e| format!("cannot write {path}: {e}"))
}

fn maybe_fail(inputs: &Value, call: &str) -> Result<(), String> {
    match inputs.get("fail").and_then(Value::as_str) {
        Some(f) if f == call || f == "all" => Err(format!("injected failure in {call}")),
        _ => Ok(()),
    }
}

impl Provider for Test {
    fn configure(config: &Value) -> Result<Self, String> {
        let dir = |key: &str| config.get(key).and_then(Value::as_str).map(str::to_string);
        Ok(Test {
            world: dir("world"),
            gates: dir("gates").or_else(|| dir("world")),
        })
    }

    fn schema(&self) -> Value {
        let any = |d: &str| json!({"type": "any", "description": d});
        json!({"types": {"test:Resource": {
            "description": "Echoes its inputs as outputs (`echo` is `value`)",
            "inputs": {
                "value": any("A change is an update"),
                "key": any("A change is a replacement"),
                "latency_ms": {"type": "integer", "description": "Sleep before each create, update and delete"},
                "start_ms": {"type": "integer", "description": "Sleep before a create or a delete does anything"},
                "fail": {"type": "string", "description": "`create`, `update`, `delete` or `all`: that call fails"},
                "panic": {"type": "boolean", "description": "Create panics"},
                "invalid": {"type": "boolean", "description": "Check fails"},
                "partial": {"type": "string", "description": "`create` or `update`: that call fails after doing its work"},
                "gate": {"type": "string", "description": "Each create, update and delete waits for the test to open this gate"},
                "start_gate": {"type": "string", "description": "Each create and delete waits for the test to open this gate before it does anything"},
                "from": any("Another resource's output, or a function's result"),
                "secret": any("A value from a secret setting"),
                "nested": any("Any structure, passed through"),
            },
            "outputs": {"echo": any("The input `value`")},
            // Check returns its inputs; diff compares two values; neither reads the world.
            "pure": true,
        }}})
    }

    fn find(
        &self,
        _ty: &str,
        name: &str,
        inputs: &Value,
    ) -> Result<Option<(String, Value)>, String> {
        let Some(world) = &self.world else {
            return Ok(None);
        };
        let entries = std::fs::read_dir(world).map_err(|e| format!("cannot list {world}: {e}"))?;
        for e in entries.flatten() {
            let file = e.file_name().to_string_lossy().into_owned();
            let Some(id) = file.strip_suffix(".json") else {
                continue;
            };
            let made: Value = std::fs::read(e.path())
                .ok()
                .and_then(|b| serde_json::from_slice(&b).ok())
                .unwrap_or_default();
            // The object this create would have made: same name, same inputs (an older copy of
            // the resource, which a replacement leaves until it is deleted, is not it).
            if made["name"] == name && made["inputs"] == *inputs {
                let mut outputs = inputs.clone();
                outputs["echo"] = inputs.get("value").cloned().unwrap_or(Value::Null);
                return Ok(Some((id.to_string(), outputs)));
            }
        }
        Ok(None)
    }

    fn read(
        &self,
        _ty: &str,
        id: &str,
        inputs: &Value,
        outputs: &Value,
    ) -> Result<Option<Read>, String> {
        // In a world, what exists is what the object file says.
        if let Some(path) = self.object(id) {
            let Ok(bytes) = std::fs::read(&path) else {
                return Ok(None);
            };
            let made: Value = serde_json::from_slice(&bytes)
                .map_err(|e| format!("{path} is not an object this provider made: {e}"))?;
            let inputs = made["inputs"].clone();
            let mut outputs = inputs.clone();
            outputs["echo"] = inputs.get("value").cloned().unwrap_or(Value::Null);
            return Ok(Some(Read {
                id: id.into(),
                inputs,
                outputs,
            }));
        }
        Ok(Some(Read {
            id: id.into(),
            inputs: inputs.clone(),
            outputs: outputs.clone(),
        }))
    }

    fn check(
        &self,
        _ty: &str,
        _name: &str,
        _olds: Option<&Value>,
        news: Value,
    ) -> Result<Value, Vec<(String, String)>> {
        if news.get("invalid").and_then(Value::as_bool) == Some(true) {
            return Err(vec![(
                "invalid".into(),
                "the test asked for a check failure".into(),
            )]);
        }
        Ok(news)
    }

    fn diff(
        &self,
        _ty: &str,
        _id: &str,
        old: &Value,
        _oo: &Value,
        new: &Value,
    ) -> Result<Diff, String> {
        let mut d = Diff::of(old, new, &["key"]);
        // Test knobs are not properties of the resource.
        let knob = |k: &str| {
            matches!(
                k,
                "latency_ms" | "start_ms" | "fail" | "partial" | "gate" | "start_gate"
            )
        };
        d.changed.retain(|k| !knob(k));
        d.details.retain(|p| !knob(&p.path));
        Ok(d)
    }

    fn create(
        &self,
        _ty: &str,
        name: &str,
        inputs: &Value,
        preview: bool,
    ) -> Result<(String, Value), strata_provider::Failure> {
        let mut outputs = inputs.clone();
        if preview {
            outputs["echo"] = unknown();
            return Ok((String::new(), outputs));
        }
        self.start(inputs)?;
        if self.world.is_none() {
            self.pause(inputs)?;
        }
        if inputs.get("panic").and_then(Value::as_bool) == Some(true) {
            panic!("the test asked for a panic");
        }
        maybe_fail(inputs, "create")?;
        outputs["echo"] = inputs.get("value").cloned().unwrap_or(Value::Null);
        // Unique across the host's pool of instances: replacements must not reuse an id.
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let id = format!("{name}-{nanos:x}-{n}");
        if let Some(path) = self.object(&id) {
            // The side effect first, then the latency: the window a kill must not lose.
            put(&path, &json!({"name": name, "inputs": inputs}))?;
            self.pause(inputs)?;
        }
        if inputs.get("partial").and_then(Value::as_str) == Some("create") {
            return Err(strata_provider::Failure::partial(
                "made it, then the test asked for a failure",
                id,
                outputs,
            ));
        }
        Ok((id, outputs))
    }

    fn invoke(&self, function: &str, args: &Value) -> Result<Value, String> {
        match function {
            // The arguments back, with what it was asked.
            "test:echo" => Ok(json!({"args": args, "function": function})),
            _ => Err(format!("the test provider has no function `{function}`")),
        }
    }

    fn update(
        &self,
        _ty: &str,
        id: &str,
        _oi: &Value,
        _oo: &Value,
        new: &Value,
        preview: bool,
    ) -> Result<Value, strata_provider::Failure> {
        let mut outputs = new.clone();
        if preview {
            outputs["echo"] = unknown();
            return Ok(outputs);
        }
        self.pause(new)?;
        maybe_fail(new, "update")?;
        if let Some(path) = self.object(id) {
            let made: Value = std::fs::read(&path)
                .ok()
                .and_then(|b| serde_json::from_slice(&b).ok())
                .ok_or_else(|| format!("{path}: no such object to update"))?;
            put(&path, &json!({"name": made["name"], "inputs": new}))?;
        }
        outputs["echo"] = new.get("value").cloned().unwrap_or(Value::Null);
        if new.get("partial").and_then(Value::as_str) == Some("update") {
            return Err(strata_provider::Failure::partial(
                "changed it, then the test asked for a failure",
                id,
                outputs,
            ));
        }
        Ok(outputs)
    }

    fn delete(&self, _ty: &str, id: &str, inputs: &Value, _outputs: &Value) -> Result<(), String> {
        self.start(inputs)?;
        if let Some(path) = self.object(id) {
            maybe_fail(inputs, "delete")?;
            match std::fs::remove_file(&path) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(format!("cannot delete {path}: {e}")),
            }
            self.pause(inputs)?;
            return Ok(());
        }
        self.pause(inputs)?;
        maybe_fail(inputs, "delete")
    }
}

static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

export_provider!(Test);
