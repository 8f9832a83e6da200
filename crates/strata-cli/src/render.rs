//! Progress and results, for people (a line per step, colored property diffs, a summary) or
//! for programs (`--json`: one JSON event per line, then a summary object). Secrets are
//! redacted before anything is printed.

use serde_json::json;
use std::io::{IsTerminal, Write};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use strata_engine::DiffKind;
use strata_engine::{Event, EventSink, PropertyChange, UpdateResult};
use strata_model::value::redact;
use strata_model::{OpKind, Urn, Value};

/// What a step's line says besides the step: the changes it makes, or how long it took.
enum StepMore<'a> {
    Changes(&'a [PropertyChange]),
    Elapsed(Duration),
}

#[derive(Clone)]
pub struct Style {
    pub json: bool,
    color: bool,
}

const RESET: &str = "\x1b[0m";

/// A line typed at the terminal. The command runs on a runtime worker, and a person may take
/// minutes to answer: the worker is handed over while it waits, so that what runs in the
/// background (a held lock's renewal) goes on, even on a runtime of one worker.
pub fn read_answer() -> std::io::Result<String> {
    let read = || {
        let mut answer = String::new();
        std::io::stdin().read_line(&mut answer).map(|_| answer)
    };
    match tokio::runtime::Handle::try_current() {
        Ok(h) if h.runtime_flavor() == tokio::runtime::RuntimeFlavor::MultiThread => {
            tokio::task::block_in_place(read)
        }
        _ => read(),
    }
}

impl Style {
    pub fn new(json: bool) -> Style {
        let color =
            !json && std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
        Style { json, color }
    }

    fn paint(&self, code: &str, text: &str) -> String {
        if self.color {
            format!("\x1b[{code}m{text}{RESET}")
        } else {
            text.to_string()
        }
    }

    pub fn heading(&self, text: &str) {
        if !self.json {
            outln!("{}", self.paint("1", text));
        }
    }

    /// A side remark; on stderr so that `--json` output stays clean.
    pub fn note(&self, text: &str) {
        eprintln!("{text}");
    }

    pub fn confirm(&self, question: &str) -> bool {
        eprint!("{question} [y/N] ");
        let _ = std::io::stderr().flush();
        read_answer().is_ok_and(|answer| matches!(answer.trim(), "y" | "Y" | "yes"))
    }

    fn op(&self, op: OpKind) -> String {
        let (sym, code) = match op {
            OpKind::Create => ("+", "32"),
            OpKind::Update => ("~", "33"),
            OpKind::Replace => ("+-", "35"),
            OpKind::Delete => ("-", "31"),
            OpKind::Same => (" ", "2"),
            OpKind::Import => ("=", "36"),
            OpKind::Refresh => ("~", "36"),
        };
        self.paint(code, &format!("{sym:>2}"))
    }
}

pub struct Renderer {
    style: Style,
    /// Showing a preview: steps say what would happen, not that they happened.
    preview: std::sync::atomic::AtomicBool,
    out: Mutex<Output>,
    /// When the command started: events carry their time since then.
    started: std::time::Instant,
    /// Each provider's count of HTTP requests sent, for the summary.
    requests: Mutex<Vec<(String, Arc<std::sync::atomic::AtomicU64>)>>,
}

/// Buffered stdout: a write per line would cost a system call (and a wake-up of whoever reads
/// the pipe) per event. Lines are flushed at least every `FLUSH_EVERY`, by `line` or by the
/// ticker the caller runs (`flush`), and at the end.
struct Output {
    out: std::io::BufWriter<std::io::Stdout>,
    flushed: std::time::Instant,
}

pub const FLUSH_EVERY: Duration = Duration::from_millis(50);

fn verbs(op: OpKind) -> (&'static str, &'static str) {
    match op {
        OpKind::Create => ("creating", "created"),
        OpKind::Update => ("updating", "updated"),
        OpKind::Replace => ("replacing", "replaced"),
        OpKind::Delete => ("deleting", "deleted"),
        OpKind::Same => ("unchanged", "unchanged"),
        OpKind::Import => ("importing", "imported"),
        OpKind::Refresh => ("refreshing", "outputs refreshed"),
    }
}

/// The step a preview announces.
fn would(op: OpKind) -> &'static str {
    match op {
        OpKind::Create => "create",
        OpKind::Update => "update",
        OpKind::Replace => "replace",
        OpKind::Delete => "delete",
        OpKind::Same => "same",
        OpKind::Import => "import",
        OpKind::Refresh => "refresh",
    }
}

fn label(urn: &Urn) -> String {
    format!("{} \"{}\"", urn.ty(), urn.name())
}

/// A value for a person: never a marker (an unknown reads `(known after apply)`).
fn show(v: &Option<Value>) -> String {
    match v {
        Some(v) if strata_model::marker::is_unknown(v) => "(known after apply)".into(),
        Some(v) => {
            let v =
                strata_model::value::map_markers::<std::convert::Infallible>(v, "unknown", &|_| {
                    Ok(Value::String("(known after apply)".into()))
                })
                .unwrap_or_else(|never| match never {});
            let s = v.to_string();
            if s.len() > 120 {
                format!(
                    "{}…",
                    &s[..s.char_indices().nth(117).map_or(s.len(), |(i, _)| i)]
                )
            } else {
                s
            }
        }
        None => "(none)".into(),
    }
}

impl Renderer {
    pub fn new(style: Style) -> Renderer {
        Renderer {
            style,
            out: Mutex::new(Output {
                out: std::io::BufWriter::with_capacity(64 << 10, std::io::stdout()),
                flushed: std::time::Instant::now(),
            }),
            started: std::time::Instant::now(),
            preview: std::sync::atomic::AtomicBool::new(false),
            requests: Mutex::default(),
        }
    }

    /// Count the HTTP requests of provider `name` into the summary (`http_requests`).
    pub fn count_requests(&self, name: &str, counter: Arc<std::sync::atomic::AtomicU64>) {
        self.requests.lock().unwrap().push((name.into(), counter));
    }

    /// The providers that sent HTTP requests, with how many.
    fn http_requests(&self) -> serde_json::Map<String, Value> {
        self.requests
            .lock()
            .unwrap()
            .iter()
            .map(|(n, c)| (n.clone(), c.load(std::sync::atomic::Ordering::Relaxed)))
            .filter(|(_, c)| *c > 0)
            .map(|(n, c)| (n, json!(c)))
            .collect()
    }

    /// Whether what follows is a preview.
    pub fn set_preview(&self, preview: bool) {
        self.preview
            .store(preview, std::sync::atomic::Ordering::Relaxed);
    }

    fn previewing(&self) -> bool {
        self.preview.load(std::sync::atomic::Ordering::Relaxed)
    }

    fn line(&self, text: &str) {
        let mut o = self.out.lock().unwrap_or_else(|p| p.into_inner());
        let _ = writeln!(o.out, "{text}");
        if o.flushed.elapsed() >= FLUSH_EVERY {
            let _ = o.out.flush();
            o.flushed = std::time::Instant::now();
        }
    }

    /// Write out whatever is buffered.
    pub fn flush(&self) {
        let mut o = self.out.lock().unwrap_or_else(|p| p.into_inner());
        let _ = o.out.flush();
        o.flushed = std::time::Instant::now();
    }

    fn json(&self, mut v: Value) {
        if let Some(o) = v.as_object_mut()
            && o.contains_key("event")
        {
            o.insert("time_ms".into(), json!(self.time_ms()));
        }
        self.line(&v.to_string());
    }

    /// Milliseconds since the command started, to a tenth.
    fn time_ms(&self) -> f64 {
        (self.started.elapsed().as_secs_f64() * 1e4).round() / 10.0
    }

    /// A step's start or end, written straight from the event: a large run has two per
    /// resource, and building each as a JSON value first doubled its cost.
    fn step_json(&self, event: &str, urn: &Urn, op: OpKind, more: StepMore<'_>) {
        #[derive(serde::Serialize)]
        struct Line<'a> {
            event: &'a str,
            urn: &'a Urn,
            #[serde(rename = "type")]
            ty: &'a str,
            name: &'a str,
            op: OpKind,
            #[serde(skip_serializing_if = "Option::is_none")]
            changes: Option<Value>,
            #[serde(skip_serializing_if = "Option::is_none")]
            elapsed_ms: Option<f64>,
            time_ms: f64,
        }
        let (changes, elapsed_ms) = match more {
            StepMore::Changes(c) => (Some(Self::changes_json(c)), None),
            StepMore::Elapsed(e) => (None, Some(e.as_secs_f64() * 1000.0)),
        };
        let line = Line {
            event,
            urn,
            ty: urn.ty(),
            name: urn.name(),
            op,
            changes,
            elapsed_ms,
            time_ms: self.time_ms(),
        };
        self.line(&serde_json::to_string(&line).unwrap_or_default());
    }

    /// An event of the command's own (with `--json`; people get a note instead).
    pub fn event(&self, v: Value) {
        if self.style.json {
            self.json(v);
        }
    }

    pub fn log(&self, level: &str, message: &str) {
        if self.style.json {
            self.json(json!({"event": "log", "level": level, "message": message}));
        } else {
            self.line(&format!(
                "    {} {message}",
                self.style.paint("2", &format!("[{level}]"))
            ));
        }
    }

    /// The lock was lost: the provider calls that were in flight, recorded as pending in the
    /// journal for the next holder to settle.
    /// A run whose lock was lost: what its calls made (recorded as late outcomes, or why not),
    /// and the calls whose outcome is unknown.
    pub fn lock_lost(
        &self,
        stack: &str,
        in_flight: &[strata_model::PendingOperation],
        made: &[std::sync::Arc<strata_model::ResourceState>],
        recorded: Option<&Result<String, String>>,
    ) {
        if self.style.json {
            let ops: Vec<Value> = in_flight
                .iter()
                .map(|p| json!({"op": p.op, "urn": p.urn, "type": p.ty, "name": p.urn.name(), "id": p.id}))
                .collect();
            let made_json: Vec<Value> = made
                .iter()
                .map(|r| json!({"urn": r.urn, "type": r.ty, "name": r.urn.name(), "id": r.id}))
                .collect();
            let (at, error) = match recorded {
                Some(Ok(at)) => (Some(at.as_str()), None),
                Some(Err(e)) => (None, Some(e.as_str())),
                None => (None, None),
            };
            self.json(
                json!({"event": "lock-lost", "stack": stack, "in_flight": ops,
                "made": made_json, "late_record": at, "late_record_error": error}),
            );
        } else {
            self.line(&self.style.paint(
                "31",
                &format!(
                    "The lock on stack {stack} was lost (another operation took it over, or it was removed with `strata stack unlock --force`): nothing more was started, and this run's state was not saved."
                ),
            ));
            if !made.is_empty() {
                match recorded {
                    Some(Ok(at)) => self.line(&format!(
                        "Its calls made {} resource(s) after that; they are in the record of late outcomes ({at}), which the next command that takes the lock (`strata refresh`, for one) imports:",
                        made.len()
                    )),
                    Some(Err(_)) | None => self.line(&format!(
                        "Its calls made {} resource(s) after that, which could not be recorded ({}): import each with `strata import TYPE NAME ID`, or delete it:",
                        made.len(),
                        recorded.and_then(|r| r.as_ref().err()).map_or("no record", |e| e.as_str())
                    )),
                }
                for r in made {
                    self.line(&format!("    {} \"{}\" id {}", r.ty, r.urn.name(), r.id));
                }
            }
            if let (true, Some(Err(e))) = (made.is_empty(), recorded) {
                self.line(&format!(
                    "What its calls made could not be recorded ({e}): `strata refresh` reads the resources the state knows, and `strata import TYPE NAME ID` adopts one it does not."
                ));
            }
            if !in_flight.is_empty() {
                self.line(&format!(
                    "{} call(s) ended without an outcome; the next holder finds them pending, and `strata refresh` settles them:",
                    in_flight.len()
                ));
                for p in in_flight {
                    self.line(&format!("    {} {} \"{}\"", p.op, p.ty, p.urn.name()));
                }
            }
        }
        self.flush();
    }

    fn changes_json(changes: &[PropertyChange]) -> Value {
        changes
            .iter()
            .map(|c| json!({"property": c.property, "kind": c.kind, "old": c.old, "new": c.new, "replaces": c.replaces}))
            .collect()
    }

    /// The summary, failures and outputs at the end of an operation.
    pub fn finish(
        &self,
        result: &UpdateResult,
        elapsed: Duration,
        preview: bool,
        backend: &dyn strata_state::Backend,
    ) {
        self.summary(result, elapsed, preview, backend);
        self.flush();
    }

    fn summary(
        &self,
        result: &UpdateResult,
        elapsed: Duration,
        preview: bool,
        backend: &dyn strata_state::Backend,
    ) {
        let outputs = redact(&result.outputs);
        let s = &result.summary;
        if self.style.json {
            self.json(json!({
                "summary": s,
                "failed": result.failures.len(),
                "skipped": result.skipped,
                "interrupted": result.interrupted,
                "failures": result.failures,
                "outputs": outputs,
                "preview": preview,
                "ok": result.failures.is_empty() && result.interrupted == 0,
                "duration_ms": elapsed.as_millis() as u64,
                "state_bytes_written": backend.bytes_written(),
                "state_requests": backend.requests(),
                "peak_rss_bytes": peak_rss(),
                "http_requests": self.http_requests(),
            }));
            return;
        }
        if let Some(o) = outputs.as_object().filter(|o| !o.is_empty()) {
            self.line(&self.style.paint("1", "Outputs:"));
            for (k, v) in o {
                self.line(&format!("    {k}: {}", show(&Some(v.clone()))));
            }
        }
        let (create, update, replace, delete) = if preview {
            ("to create", "to update", "to replace", "to delete")
        } else {
            ("created", "updated", "replaced", "deleted")
        };
        let mut parts = Vec::new();
        for (n, what, code) in [
            (s.create, create, "32"),
            (s.update, update, "33"),
            (s.replace, replace, "35"),
            (s.delete, delete, "31"),
        ] {
            if n > 0 {
                parts.push(self.style.paint(code, &format!("{n} {what}")));
            }
        }
        if s.same > 0 {
            parts.push(format!("{} unchanged", s.same));
        }
        if parts.is_empty() {
            parts.push("no resources".into());
        }
        self.line(&format!(
            "Resources: {} ({:.2}s)",
            parts.join(", "),
            elapsed.as_secs_f64()
        ));
        if result.interrupted > 0 {
            self.line(&self.style.paint(
                "33",
                &format!(
                    "Interrupted: {} steps did not run; `strata up` again finishes the job.",
                    result.interrupted
                ),
            ));
        }
        if !result.failures.is_empty() {
            let skipped = if result.skipped > 0 {
                format!("; {} skipped", result.skipped)
            } else {
                String::new()
            };
            self.line(
                &self
                    .style
                    .paint("31", &format!("{} failed{skipped}:", result.failures.len())),
            );
            for f in &result.failures {
                self.line(&format!("    {}: {}", f.resource, f.error));
            }
        }
    }
}

/// This process's peak resident set (VmHWM), where /proc has it.
fn peak_rss() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

impl EventSink for Renderer {
    fn emit(&self, event: Event) {
        if self.style.json {
            let v = match &event {
                Event::StepStarted { urn, op, changes } => {
                    return self.step_json("step-started", urn, *op, StepMore::Changes(changes));
                }
                Event::StepDone { urn, op, elapsed } => {
                    return self.step_json("step-done", urn, *op, StepMore::Elapsed(*elapsed));
                }
                Event::StepFailed {
                    urn,
                    op,
                    kind,
                    error,
                } => json!({
                    "event": "step-failed", "urn": urn, "type": urn.ty(), "name": urn.name(), "op": op, "kind": kind, "error": error,
                }),
                Event::StepSkipped { urn, cause } => json!({
                    "event": "step-skipped", "urn": urn, "type": urn.ty(), "name": urn.name(), "cause": cause,
                }),
                Event::Warning { message } => json!({"event": "warning", "message": message}),
            };
            self.json(v);
            return;
        }
        match event {
            Event::StepStarted { urn, op, changes } => {
                if op == OpKind::Same {
                    return;
                }
                let mut text = if self.previewing() {
                    // What would happen, Terraform's and Pulumi's way: `+ create`, `~ update`…
                    format!("{} {} {}", self.style.op(op), would(op), label(&urn))
                } else {
                    format!("{} {} {}...", self.style.op(op), label(&urn), verbs(op).0)
                };
                for c in changes.iter().filter(|_| op != OpKind::Create) {
                    let why = if c.replaces {
                        self.style.paint("35", " (forces replacement)")
                    } else {
                        String::new()
                    };
                    // Pulumi's way: `+ added`, `- removed`, `~ changed: old => new`.
                    let line = match c.kind {
                        DiffKind::Add => format!(
                            "{} {}: {}",
                            self.style.paint("32", "+"),
                            c.property,
                            self.style.paint("32", &show(&c.new))
                        ),
                        DiffKind::Delete => format!(
                            "{} {}: {}",
                            self.style.paint("31", "-"),
                            c.property,
                            self.style.paint("31", &show(&c.old))
                        ),
                        DiffKind::Update => format!(
                            "{} {}: {} => {}",
                            self.style.paint("33", "~"),
                            c.property,
                            self.style.paint("31", &show(&c.old)),
                            self.style.paint("32", &show(&c.new))
                        ),
                    };
                    text.push_str(&format!("\n        {line}{why}"));
                }
                self.line(&text);
            }
            Event::StepDone { urn, op, elapsed } => {
                if op != OpKind::Same && !self.previewing() {
                    self.line(&format!(
                        "{} {} {} ({:.2}s)",
                        self.style.op(op),
                        label(&urn),
                        verbs(op).1,
                        elapsed.as_secs_f64()
                    ));
                }
            }
            Event::StepFailed { urn, op, error, .. } => {
                let what = op.map_or(String::new(), |o| format!(" {}", verbs(o).0));
                self.line(
                    &self
                        .style
                        .paint("31", &format!(" ✗ {}{what} failed: {error}", label(&urn))),
                );
            }
            Event::StepSkipped { urn, cause } => {
                self.line(
                    &self
                        .style
                        .paint("2", &format!("  - {} skipped: {cause} failed", label(&urn))),
                );
            }
            Event::Warning { message } => {
                self.line(&self.style.paint("33", &format!("warning: {message}")))
            }
        }
    }
}
