//! The test provider (`test:Resource`), for tests and benchmarks: echoes its inputs as outputs
//! after an optional latency, and fails, panics or loops on request.
//!
//! Inputs: `value` (any; a change is an update), `key` (any; a change is a replacement),
//! `latency_ms` (sleep before each create/update/delete), `fail` (`"create"`, `"update"`,
//! `"delete"` or `"all"`: that call fails), `panic` (`true`: create panics), `invalid` (`true`:
//! check fails).

use strata_provider::{Diff, Provider, Value, export_provider, unknown};

strata_provider::manifest!(r#"{"name": "test", "version": "0.1.0", "capabilities": {}}"#);

struct Test;

fn pause(inputs: &Value) {
    if let Some(ms) = inputs.get("latency_ms").and_then(Value::as_u64)
        && ms > 0
    {
        std::thread::sleep(std::time::Duration::from_millis(ms));
    }
}

fn maybe_fail(inputs: &Value, call: &str) -> Result<(), String> {
    match inputs.get("fail").and_then(Value::as_str) {
        Some(f) if f == call || f == "all" => Err(format!("injected failure in {call}")),
        _ => Ok(()),
    }
}

impl Provider for Test {
    fn configure(_config: &Value) -> Result<Self, String> {
        Ok(Test)
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
        d.changed
            .retain(|k| !matches!(k.as_str(), "latency_ms" | "fail"));
        Ok(d)
    }

    fn create(
        &self,
        _ty: &str,
        name: &str,
        inputs: &Value,
        preview: bool,
    ) -> Result<(String, Value), String> {
        let mut outputs = inputs.clone();
        if preview {
            outputs["echo"] = unknown();
            return Ok((String::new(), outputs));
        }
        pause(inputs);
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
        Ok((format!("{name}-{nanos:x}-{n}"), outputs))
    }

    fn update(
        &self,
        _ty: &str,
        _id: &str,
        _oi: &Value,
        _oo: &Value,
        new: &Value,
        preview: bool,
    ) -> Result<Value, String> {
        let mut outputs = new.clone();
        if preview {
            outputs["echo"] = unknown();
            return Ok(outputs);
        }
        pause(new);
        maybe_fail(new, "update")?;
        outputs["echo"] = new.get("value").cloned().unwrap_or(Value::Null);
        Ok(outputs)
    }

    fn delete(&self, _ty: &str, _id: &str, inputs: &Value, _outputs: &Value) -> Result<(), String> {
        pause(inputs);
        maybe_fail(inputs, "delete")
    }
}

static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

export_provider!(Test);
