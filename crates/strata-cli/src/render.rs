//! Progress and results, for people (a line per step, colored property diffs, a summary) or
//! for programs (`--json`: one JSON event per line, as `strata_ops::Event::json` writes them,
//! then a summary object): the two observers of an operation's typed events. Secrets are
//! redacted before anything reaches them. Also the terminal's answers to an operation's
//! questions ([`Terminal`]).

use std::io::{IsTerminal, Write};
use std::sync::Mutex;
use std::time::Duration;
use strata_engine::DiffKind;
use strata_engine::PropertyChange;
use strata_model::{OpKind, Urn, Value};
use strata_ops::events::{LockLost, Summary};
use strata_ops::{Event, Kind, Severity};

#[derive(Clone)]
pub struct Style {
    pub json: bool,
    color: bool,
    /// `--diff`: values are shown whole, never cut.
    whole: bool,
}

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
        Style {
            json,
            color,
            whole: false,
        }
    }

    /// The same, showing changed values whole (`--diff`) or not.
    pub fn whole(self, whole: bool) -> Style {
        Style { whole, ..self }
    }

    fn paint(&self, code: &str, text: &str) -> String {
        if self.color {
            format!(
                "{}{text}{}",
                crate::guard::sgr(code),
                crate::guard::sgr("0")
            )
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
        errln!("{text}");
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
    /// With `--json`: the summary object of the run that ended, held while what is said after
    /// it is written, so that it stays the last line of its run (see [`Renderer::end`]).
    held: Mutex<Option<String>>,
    /// With `--json`: the operation is over and its summary written, the stream's last line.
    /// What is said after (a Ctrl-C that came as it ended) goes to stderr only.
    ended: std::sync::atomic::AtomicBool,
}

/// Buffered stdout: a write per line would cost a system call (and a wake-up of whoever reads
/// the pipe) per event. Lines are flushed at least every `FLUSH_EVERY`, by `line` or by the
/// ticker the caller runs (`flush`), and at the end.
struct Output {
    out: std::io::BufWriter<Box<dyn Write + Send>>,
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

/// Longer values are cut, unless `--diff` asks for them whole.
const SHOWN: usize = 120;

/// A value for a person: never a marker (an unknown reads `(known after apply)`), whole.
fn whole(v: &Option<Value>) -> String {
    match v {
        Some(v) if strata_model::marker::is_unknown(v) => "(known after apply)".into(),
        Some(v) => {
            strata_model::value::map_markers::<std::convert::Infallible>(v, "unknown", &|_| {
                Ok(Value::String("(known after apply)".into()))
            })
            .unwrap_or_else(|never| match never {})
            .to_string()
        }
        None => "(none)".into(),
    }
}

/// `s` cut to about `SHOWN` characters from character `from` (with `…` where it is cut).
fn cut(s: &str, from: usize) -> String {
    let chars: Vec<char> = s.chars().collect();
    if chars.len() <= SHOWN {
        return s.to_string();
    }
    let from = from.min(chars.len().saturating_sub(SHOWN - 3));
    let to = (from + SHOWN - 3).min(chars.len());
    format!(
        "{}{}{}",
        if from > 0 { "…" } else { "" },
        chars[from..to].iter().collect::<String>(),
        if to < chars.len() { "…" } else { "" }
    )
}

/// A value for a person, cut when long (unless `all`).
fn show(v: &Option<Value>, all: bool) -> String {
    let s = whole(v);
    if all { s } else { cut(&s, 0) }
}

/// Both sides of a change, cut (unless `all`) so that the cut never hides the difference:
/// when the two differ past what would be shown, both are shown from a little before the
/// first character that differs.
fn show_pair(old: &Option<Value>, new: &Option<Value>, all: bool) -> (String, String) {
    let (a, b) = (whole(old), whole(new));
    if all {
        return (a, b);
    }
    let first = a
        .chars()
        .zip(b.chars())
        .position(|(x, y)| x != y)
        .unwrap_or_else(|| a.chars().count().min(b.chars().count()));
    let from = if first + 20 < SHOWN - 3 {
        0
    } else {
        first.saturating_sub(40)
    };
    (cut(&a, from), cut(&b, from))
}

impl Renderer {
    pub fn new(style: Style) -> Renderer {
        Renderer::to(style, Box::new(std::io::stdout())) // guarded: every line passes `line`
    }

    /// A renderer that writes to `out` instead of stdout.
    pub fn to(style: Style, out: Box<dyn Write + Send>) -> Renderer {
        Renderer {
            style,
            out: Mutex::new(Output {
                out: std::io::BufWriter::with_capacity(64 << 10, out),
                flushed: std::time::Instant::now(),
            }),
            started: std::time::Instant::now(),
            preview: std::sync::atomic::AtomicBool::new(false),
            held: Mutex::new(None),
            ended: std::sync::atomic::AtomicBool::new(false),
        }
    }

    /// A renderer whose buffered lines reach the screen (or the pipe) at least every
    /// `FLUSH_EVERY`, while the returned guard lives.
    pub fn flushed(style: Style) -> (std::sync::Arc<Renderer>, AbortOnDrop) {
        let renderer = std::sync::Arc::new(Renderer::new(style));
        let ticker = renderer.clone();
        let guard = AbortOnDrop(tokio::spawn(async move {
            loop {
                tokio::time::sleep(FLUSH_EVERY).await;
                ticker.flush();
            }
        }));
        (renderer, guard)
    }

    fn previewing(&self) -> bool {
        self.preview.load(std::sync::atomic::Ordering::Relaxed)
    }

    fn line(&self, text: &str) {
        let mut o = self.out.lock().unwrap_or_else(|p| p.into_inner());
        let _ = writeln!(o.out, "{}", crate::guard::shown(text));
        if o.flushed.elapsed() >= FLUSH_EVERY {
            let _ = o.out.flush();
            o.flushed = std::time::Instant::now();
        }
    }

    /// The operation is over: the summary object held (if any) is written, then everything
    /// buffered.
    pub fn end(&self) {
        // Marked ended under the same lock a diagnostic line is written under: one written
        // before comes before the summary, one after is not written to stdout at all.
        let held = {
            let mut held = self.held.lock().unwrap_or_else(|p| p.into_inner());
            self.ended.store(true, std::sync::atomic::Ordering::SeqCst);
            held.take()
        };
        if let Some(summary) = held {
            self.line(&summary);
        }
        self.flush();
    }

    /// Whether the operation is over, its summary written.
    pub fn ended(&self) -> bool {
        self.ended.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Write the summary object held, if any.
    fn release(&self) {
        let held = self.held.lock().unwrap_or_else(|p| p.into_inner()).take();
        if let Some(summary) = held {
            self.line(&summary);
        }
    }

    /// Write out whatever is buffered.
    pub fn flush(&self) {
        let mut o = self.out.lock().unwrap_or_else(|p| p.into_inner());
        let _ = o.out.flush();
        o.flushed = std::time::Instant::now();
    }

    /// Milliseconds since the command started, to a tenth.
    fn time_ms(&self) -> f64 {
        strata_wire::millis(self.started.elapsed())
    }

    fn log(&self, level: &str, message: &str) {
        self.line(&format!(
            "    {} {message}",
            self.style.paint("2", &format!("[{level}]"))
        ));
    }

    /// A run whose lock was lost: what its calls made (recorded as late outcomes, or why not),
    /// and the calls whose outcome is unknown.
    fn lock_lost(&self, l: &LockLost) {
        let (stack, made, in_flight, recorded) =
            (&l.stack, &l.made, &l.in_flight, l.late_record.as_ref());
        self.line(&self.style.paint(
            "31",
            &format!(
                "The lock on stack {stack} was lost (another operation took it over, or it was removed with `strata stack unlock --force`): nothing more was started, and this run's state was not saved."
            ),
        ));
        if !made.is_empty() {
            match recorded {
                Some(Ok(at)) => self.line(&format!(
                    "Its calls made {} after that; they are in the record of late outcomes ({at}), which the next command that takes the lock (`strata refresh`, for one) imports:",
                    strata_model::spelling::count(made.len(), "resource", "resources")
                )),
                Some(Err(_)) | None => self.line(&format!(
                    "Its calls made {} after that, which could not be recorded ({}): import each with `strata import TYPE NAME ID`, or delete it:",
                    strata_model::spelling::count(made.len(), "resource", "resources"),
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
                "{} ended without an outcome; the next holder finds them pending, and `strata refresh` settles them:",
                strata_model::spelling::count(in_flight.len(), "call", "calls")
            ));
            for p in in_flight {
                self.line(&format!("    {} {} \"{}\"", p.op, p.ty, p.urn.name()));
            }
        }
    }

    /// The summary, failures and outputs at the end of an operation.
    fn summary(&self, summary: &Summary) {
        let s = &summary.counts;
        if let Some(o) = summary.outputs.as_object().filter(|o| !o.is_empty()) {
            self.line(&self.style.paint("1", "Outputs:"));
            for (k, v) in o {
                self.line(&format!(
                    "    {k}: {}",
                    show(&Some(v.clone()), self.style.whole)
                ));
            }
        }
        let (create, update, replace, delete) = if summary.preview {
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
            summary.duration.as_secs_f64()
        ));
        if s.policy_violations + s.policy_warnings > 0 {
            self.line(&format!(
                "Policies: {}",
                [
                    (s.policy_violations, "31", "mandatory violation"),
                    (s.policy_warnings, "33", "advisory violation"),
                ]
                .into_iter()
                .filter(|(n, _, _)| *n > 0)
                .map(|(n, code, what)| self.style.paint(
                    code,
                    &format!("{n} {what}{}", if n == 1 { "" } else { "s" })
                ))
                .collect::<Vec<_>>()
                .join(", ")
            ));
        }
        if summary.interrupted > 0 {
            self.line(&self.style.paint(
                "33",
                &format!(
                    "Interrupted: {} did not run; `strata up` again finishes the job.",
                    strata_model::spelling::count(summary.interrupted, "step", "steps")
                ),
            ));
        }
        if !summary.failures.is_empty() {
            let skipped = if summary.skipped > 0 {
                format!("; {} skipped", summary.skipped)
            } else {
                String::new()
            };
            self.line(&self.style.paint(
                "31",
                &format!("{} failed{skipped}:", summary.failures.len()),
            ));
            for f in &summary.failures {
                self.line(&format!("    {}: {}", f.resource, f.error));
            }
            if self.previewing() {
                self.line(&self.style.paint(
                    "31",
                    "The plan is incomplete: what failed above could not be planned, nor what depends on it, and no delete is shown.",
                ));
            }
        }
    }

    /// An engine event, for people.
    fn step(&self, event: strata_engine::Event) {
        use strata_engine::Event as E;
        match event {
            E::StepStarted {
                urn,
                op,
                changes,
                delete_first,
            } => {
                if op == OpKind::Same {
                    return;
                }
                // Terraform's words for the order of a replacement it cannot create beside.
                let order = if delete_first { " (delete first)" } else { "" };
                let mut text = if self.previewing() {
                    // What would happen, Terraform's and Pulumi's way: `+ create`, `~ update`…
                    format!("{} {} {}{order}", self.style.op(op), would(op), label(&urn))
                } else {
                    format!(
                        "{} {} {}{order}...",
                        self.style.op(op),
                        label(&urn),
                        verbs(op).0
                    )
                };
                for c in changes.iter().filter(|_| op != OpKind::Create) {
                    text.push_str(&format!("\n        {}", self.change(c)));
                }
                self.line(&text);
            }
            E::StepDone { urn, op, elapsed } => {
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
            E::StepFailed { urn, op, error, .. } => {
                let what = op.map_or(String::new(), |o| format!(" {}", verbs(o).0));
                self.line(
                    &self
                        .style
                        .paint("31", &format!(" ✗ {}{what} failed: {error}", label(&urn))),
                );
            }
            E::StepSkipped { urn, cause } => {
                self.line(
                    &self
                        .style
                        .paint("2", &format!("  - {} skipped: {cause} failed", label(&urn))),
                );
            }
            E::Warning { message } => {
                self.line(&self.style.paint("33", &format!("warning: {message}")))
            }
            E::PolicyViolation(v) => {
                let (code, mark) = match v.enforcement {
                    strata_engine::Enforcement::Mandatory => ("31", "✗ policy"),
                    _ => ("33", "! policy"),
                };
                let whose = v
                    .urn
                    .as_ref()
                    .map_or_else(|| "the stack".to_string(), label);
                self.line(
                    &self
                        .style
                        .paint(code, &format!("  {mark} {whose}: {}", v.describe())),
                );
            }
            E::PolicyRemediation { urn, remediation } => {
                let set: Vec<&str> = remediation.inputs.keys().map(String::as_str).collect();
                self.line(&self.style.paint(
                    "36",
                    &format!(
                        "  ⚙ policy {}: remediated by policy `{}` of pack `{}` (sets {}): {}",
                        label(&urn),
                        remediation.policy,
                        remediation.pack,
                        strata_model::spelling::listing(set.iter().copied(), false),
                        remediation.message
                    ),
                ));
            }
        }
    }

    /// One property's change, Pulumi's way: `+ added`, `- removed`, `~ changed: old => new`.
    fn change(&self, c: &PropertyChange) -> String {
        let why = if c.replaces {
            self.style.paint("35", " (forces replacement)")
        } else {
            String::new()
        };
        let line = match c.kind {
            DiffKind::Add => format!(
                "{} {}: {}",
                self.style.paint("32", "+"),
                c.property,
                self.style.paint("32", &show(&c.new, self.style.whole))
            ),
            DiffKind::Delete => format!(
                "{} {}: {}",
                self.style.paint("31", "-"),
                c.property,
                self.style.paint("31", &show(&c.old, self.style.whole))
            ),
            DiffKind::Update => {
                let (old, new) = show_pair(&c.old, &c.new, self.style.whole);
                format!(
                    "{} {}: {} => {}",
                    self.style.paint("33", "~"),
                    c.property,
                    self.style.paint("31", &old),
                    self.style.paint("32", &new)
                )
            }
        };
        format!("{line}{why}")
    }
}

impl strata_ops::Observer for Renderer {
    fn event(&self, event: Event) {
        match &event {
            Event::Started { preview, .. } => {
                self.flush();
                self.preview
                    .store(*preview, std::sync::atomic::Ordering::Relaxed);
            }
            // Said to people on stderr; with `--json`, a line too, out at once.
            Event::Diagnostic { .. } => {
                if self.style.json {
                    let _held = self.held.lock().unwrap_or_else(|p| p.into_inner());
                    if !self.ended.load(std::sync::atomic::Ordering::SeqCst) {
                        self.line(&event.json(self.time_ms()));
                        self.flush();
                    }
                }
                return Notes.event(event);
            }
            _ => {}
        }
        let flush_after = matches!(event, Event::LockLost(_) | Event::Summary(_));
        if self.style.json {
            let line = event.json(self.time_ms());
            if let Event::Summary(_) = event {
                // What is said after a run ends (a saved plan, a program that failed) comes
                // before its summary object: that stays the last line of its run.
                let mut held = self.held.lock().unwrap_or_else(|p| p.into_inner());
                if let Some(before) = held.replace(line) {
                    self.line(&before);
                }
            } else {
                self.release();
                self.line(&line);
            }
        } else {
            match event {
                Event::Started {
                    kind,
                    stack,
                    project,
                    preview,
                } => {
                    let what = match (preview, kind) {
                        (true, Kind::Preview) => "Previewing update of".to_string(),
                        (true, k) => format!("Previewing {} of", k.name()),
                        (false, Kind::Destroy) => "Destroying".into(),
                        (false, Kind::Refresh) => "Refreshing".into(),
                        (false, Kind::Import) => "Importing into".into(),
                        (false, _) => "Updating".into(),
                    };
                    self.style
                        .heading(&format!("{what} stack {stack} (project {project})"));
                }
                Event::Engine(e) => self.step(e),
                Event::Log { level, message } => self.log(&level, &message),
                Event::LockLost(l) => self.lock_lost(&l),
                Event::Summary(s) => self.summary(&s),
                // Said by the graph's own view (`workspace.rs`), or only to programs.
                _ => {}
            }
        }
        if flush_after {
            self.flush();
        }
    }
}

/// Diagnostics said to people, on stderr (where `--json` does not write); nothing else.
pub struct Notes;

impl strata_ops::Observer for Notes {
    fn event(&self, event: Event) {
        if let Event::Diagnostic {
            severity, message, ..
        } = event
        {
            let prefix = match severity {
                Severity::Info => "",
                Severity::Note => "note: ",
                Severity::Warning => "warning: ",
                Severity::Error => "error: ",
            };
            errln!("{prefix}{message}");
        }
    }
}

/// Diagnostics to stderr, as a [`strata_ops::Say`].
pub fn notes() -> strata_ops::Say {
    strata_ops::Say(std::sync::Arc::new(Notes))
}

/// The terminal, asked: a person answers an operation's questions on it.
pub struct Terminal;

impl strata_ops::Asker for Terminal {
    fn can_ask(&self) -> bool {
        std::io::stdin().is_terminal()
    }

    fn confirm(&self, question: &str) -> bool {
        err!("{question} [y/N] ");
        let _ = std::io::stderr().flush();
        read_answer().is_ok_and(|answer| matches!(answer.trim(), "y" | "Y" | "yes"))
    }

    fn settle(&self, p: &strata_model::PendingOperation) -> anyhow::Result<strata_engine::Settle> {
        err!(
            "The create of {} \"{}\" was interrupted. Import what the provider finds [f], import by id (type the id), or clear [c]? ",
            p.ty,
            p.urn.name()
        );
        let _ = std::io::stderr().flush();
        let answer = read_answer()?;
        Ok(match answer.trim() {
            "" | "f" | "F" => strata_engine::Settle::Import(None),
            "c" | "C" => strata_engine::Settle::Clear,
            id => strata_engine::Settle::Import(Some(id.to_string())),
        })
    }
}

pub use strata_ops::lease::AbortOnDrop;
