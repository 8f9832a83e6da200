//! The record of operations as they run, for whoever follows them from elsewhere (`strata
//! console`'s live view): each operation's typed events, one JSON line each as `--json` prints
//! them (but for steps that change nothing, which only the summary counts, and a step's
//! property changes, which the state's history has), appended while it runs to a file of its
//! own under the user's cache directory, keyed by the backend and the stack. The reader only reads; a run that was killed is known by
//! its recorded holder being provably gone.
//!
//! The run pays a clone and a channel send per event: the lines are made and written on a
//! thread of the record's own, flushed whenever it has caught up with the run.

use crate::events::{Event, Kind, Observer};
use crate::links::StackName;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Instant;
use strata_state::LockInfo;

/// How many records of past runs are kept per stack.
pub const KEPT: usize = 20;

/// The directory of the records of `project`'s stack `stack` on the backend at `url`:
/// `runs/<hash of the URL>/<project>/<stack>` under the per-user cache (a `file://` URL by its
/// real path, however it was reached). `None` without a cache directory (no home).
pub fn dir(url: &str, project: &str, stack: &str) -> Option<PathBuf> {
    let url = match url.strip_prefix("file://") {
        Some(path) => std::fs::canonicalize(path)
            .map_or_else(|_| url.to_string(), |p| format!("file://{}", p.display())),
        None => url.to_string(),
    };
    let hash = hex::encode(&Sha256::digest(url.as_bytes())[..8]);
    Some(
        strata_host::default_cache_dir()?
            .join("runs")
            .join(hash)
            .join(project)
            .join(stack),
    )
}

/// The first line of a record: which operation, by whom, where.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Header {
    pub run: String,
    pub operation: String,
    pub project: String,
    pub stack: String,
    /// Who runs it and where, as a lock names its holder: the reader knows a killed run by it.
    pub holder: LockInfo,
}

/// What the recording thread is sent.
enum Msg {
    Event(Event, f64),
    /// A line as it is (a refused operation's summary).
    Line(String),
}

/// The last line of a record whose operation ended (after its summary, or its refusal).
const END: &str = r#"{"event":"run-ended"}"#;

/// An observer that records every event of one operation, then hands it on.
pub struct Recorder {
    inner: Arc<dyn Observer>,
    writer: Mutex<Option<(mpsc::Sender<Msg>, std::thread::JoinHandle<()>)>>,
    started: Instant,
}

impl Recorder {
    /// Record the operation `kind` of `stack` (on the backend at `url`) while handing every event
    /// to `inner`. Without a place to record (no cache directory, a file that cannot be made),
    /// nothing is recorded and the run goes on.
    pub fn start(inner: Arc<dyn Observer>, url: &str, stack: &StackName, kind: Kind) -> Recorder {
        let dir = dir(url, &stack.project, &stack.stack);
        // The records' root private too, so that not even the names of the projects and
        // stacks under it can be listed by others.
        if let Some(root) = strata_host::default_cache_dir().map(|c| c.join("runs"))
            && std::fs::create_dir_all(&root).is_ok()
        {
            private(&root);
        }
        Recorder::start_in(dir, inner, stack, kind)
    }

    fn start_in(
        dir: Option<PathBuf>,
        inner: Arc<dyn Observer>,
        stack: &StackName,
        kind: Kind,
    ) -> Recorder {
        let started = Instant::now();
        let writer = dir.and_then(|d| {
            let header = Header {
                run: String::new(),
                operation: kind.name().into(),
                project: stack.project.clone(),
                stack: stack.stack.clone(),
                holder: LockInfo::current(kind.name()),
            };
            let (file, header) = open(&d, header).ok()?;
            let (tx, rx) = mpsc::channel::<Msg>();
            let thread = std::thread::Builder::new()
                .name("strata-record".into())
                .spawn(move || write(file, &header, rx))
                .ok()?;
            Some((tx, thread))
        });
        Recorder {
            inner,
            writer: Mutex::new(writer),
            started,
        }
    }

    fn send(&self, msg: Msg) {
        let writer = self.writer.lock().unwrap_or_else(|p| p.into_inner());
        if let Some((tx, _)) = writer.as_ref() {
            let _ = tx.send(msg);
        }
    }

    /// The operation ended: everything sent is written, then the end mark. Waits for it (a
    /// command that exits next must not cut its record short).
    pub fn finish(&self) {
        let writer = self.writer.lock().unwrap_or_else(|p| p.into_inner()).take();
        if let Some((tx, thread)) = writer {
            let _ = tx.send(Msg::Line(END.into()));
            drop(tx);
            thread.thread().unpark();
            let _ = thread.join();
        }
    }

    /// The operation failed outside any step (refused, or its state not saved): recorded as the
    /// summary `--json` ends with on that path, then ended.
    pub fn failed(&self, what: &str, error: &crate::Error, preview: bool) {
        self.send(Msg::Line(crate::events::refused_json(
            what,
            preview,
            error,
            self.started.elapsed(),
        )));
        self.finish();
    }
}

impl Observer for Recorder {
    fn event(&self, event: Event) {
        // A step that changes nothing is counted in the summary, not recorded one by one: a
        // run of 10,000 unchanged resources would otherwise cost its record 20,000 lines.
        use strata_engine::Event as E;
        let recorded = match &event {
            Event::Engine(E::StepStarted { op, .. } | E::StepDone { op, .. })
                if *op == strata_model::OpKind::Same =>
            {
                None
            }
            // A step as it starts, without its property changes (a create lists every input):
            // the record says what runs; what changed is in the state's history.
            Event::Engine(E::StepStarted {
                urn,
                op,
                delete_first,
                ..
            }) => Some(Event::Engine(E::StepStarted {
                urn: urn.clone(),
                op: *op,
                changes: Vec::new(),
                delete_first: *delete_first,
            })),
            e => Some(e.clone()),
        };
        if let Some(e) = recorded {
            self.send(Msg::Event(e, strata_wire::millis(self.started.elapsed())));
        }
        self.inner.event(event);
    }

    fn member(&self, stack: &StackName) -> Arc<dyn Observer> {
        self.inner.member(stack)
    }
}

/// A new record file in `dir` (made private to the user), named by the time and the process so
/// that records sort by when they began; the oldest beyond [`KEPT`] are removed.
fn open(dir: &Path, mut header: Header) -> std::io::Result<(std::fs::File, Header)> {
    std::fs::create_dir_all(dir)?;
    // Private: the records say what the runs did.
    private(dir);
    let millis = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    header.run = format!("{millis:013}-{}", std::process::id());
    let mut options = std::fs::OpenOptions::new();
    options.create_new(true).append(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let file = options.open(dir.join(format!("{}.jsonl", header.run)))?;
    let mut old = list(dir);
    if old.len() > KEPT {
        old.truncate(old.len() - KEPT);
        for run in old {
            let _ = std::fs::remove_file(dir.join(format!("{run}.jsonl")));
        }
    }
    Ok((file, header))
}

/// Make `dir` the user's alone.
fn private(dir: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700));
    }
}

/// The runs recorded in `dir`, oldest first.
pub fn list(dir: &Path) -> Vec<String> {
    let mut runs: Vec<String> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let run = name.strip_suffix(".jsonl")?;
            check_run(run).then(|| run.to_string())
        })
        .collect();
    runs.sort();
    runs
}

/// Whether `run` is a record's name as [`open`] makes them (digits, a dash, digits): the reader
/// opens nothing else.
pub fn check_run(run: &str) -> bool {
    run.split_once('-').is_some_and(|(t, p)| {
        !t.is_empty()
            && !p.is_empty()
            && t.bytes().all(|b| b.is_ascii_digit())
            && p.bytes().all(|b| b.is_ascii_digit())
    })
}

fn write(file: std::fs::File, header: &Header, rx: mpsc::Receiver<Msg>) {
    let mut out = std::io::BufWriter::with_capacity(64 * 1024, file);
    let mut line = serde_json::to_string(header).unwrap_or_default();
    line.push('\n');
    if out
        .write_all(line.as_bytes())
        .and_then(|_| out.flush())
        .is_err()
    {
        return;
    }
    // Whatever has arrived, written and flushed every 20 ms: the run sends without waking this
    // thread (a wake per event costs the run more than the writing), and `finish` wakes it for
    // the last time.
    loop {
        let mut ended = false;
        loop {
            match rx.try_recv() {
                Ok(msg) => {
                    let mut line = match msg {
                        Msg::Event(e, time_ms) => e.json(time_ms),
                        Msg::Line(line) => line,
                    };
                    line.push('\n');
                    if out.write_all(line.as_bytes()).is_err() {
                        return;
                    }
                }
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    ended = true;
                    break;
                }
            }
        }
        if out.flush().is_err() || ended {
            return;
        }
        std::thread::park_timeout(std::time::Duration::from_millis(20));
    }
}

/// A record as read: its header, and its lines from a byte offset on (whole lines only).
#[derive(Debug, Serialize)]
pub struct Read {
    pub header: Option<Header>,
    /// The events (each as its `--json` object) from `from` on.
    pub events: Vec<serde_json::Value>,
    /// Where the next read starts.
    pub next: u64,
    /// Whether the run ended: its end is recorded, or its process is provably gone.
    pub ended: bool,
    /// Its process is gone without recording its end (killed).
    pub interrupted: bool,
}

/// Record `run` of `dir`, from byte `from` on (0: from its header), at most `max` bytes.
pub fn read(dir: &Path, run: &str, from: u64, max: u64) -> std::io::Result<Read> {
    use std::io::{BufRead, Read as _, Seek, SeekFrom};
    if !check_run(run) {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            format!("`{run}` is not the name of a run"),
        ));
    }
    let mut file = std::fs::File::open(dir.join(format!("{run}.jsonl")))?;
    let len = file.metadata()?.len();
    // Whether it ended, from its last bytes (before reading on, so that a run ending now is
    // read to its end next time, not called interrupted).
    let tail = END.len() as u64 + 1;
    let mut last = Vec::new();
    if len >= tail {
        file.seek(SeekFrom::Start(len - tail))?;
        (&mut file).take(tail).read_to_end(&mut last)?;
    }
    let end_recorded = last.strip_suffix(b"\n") == Some(END.as_bytes());
    file.seek(SeekFrom::Start(0))?;
    let mut header_line = String::new();
    std::io::BufReader::new((&mut file).take(64 * 1024)).read_line(&mut header_line)?;
    if !header_line.ends_with('\n') {
        // Its header is still being written (the file was just made): nothing to read yet,
        // and not interrupted. Read on, its header would be taken for an event.
        return Ok(Read {
            header: None,
            events: Vec::new(),
            next: from,
            ended: false,
            interrupted: false,
        });
    }
    let header = header(&header_line);
    let alive = header.as_ref().is_some_and(|h| !h.holder.provably_dead());
    let start = from.max(header_line.len() as u64);
    file.seek(SeekFrom::Start(start))?;
    let mut bytes = Vec::new();
    file.take(max).read_to_end(&mut bytes)?;
    let (events, whole) = events(&bytes);
    let interrupted = !end_recorded && !alive;
    Ok(Read {
        header,
        events,
        next: start + whole as u64,
        ended: end_recorded || interrupted,
        interrupted,
    })
}

/// A record's header, from its first line (`None`: not one).
fn header(line: &str) -> Option<Header> {
    serde_json::from_str(line.trim_end()).ok()
}

/// The events in `bytes` of a record (after its header), each as its `--json` object, from its
/// whole lines only (a line being written is read next time), and how many bytes those lines
/// are. A line that is not JSON, and the end mark, are not events.
fn events(bytes: &[u8]) -> (Vec<serde_json::Value>, usize) {
    let whole = bytes.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
    let events = bytes[..whole]
        .split(|b| *b == b'\n')
        .filter_map(|line| serde_json::from_slice::<serde_json::Value>(line).ok())
        .filter(|v| v.get("event").and_then(|e| e.as_str()) != Some("run-ended"))
        .collect();
    (events, whole)
}

#[cfg(test)]
mod fuzz;

#[cfg(test)]
mod tests {
    use super::*;

    fn stack() -> StackName {
        StackName {
            project: "p".into(),
            stack: "dev".into(),
        }
    }

    fn log(message: &str) -> Event {
        Event::Log {
            level: "info".into(),
            message: message.into(),
        }
    }

    #[test]
    fn a_run_is_read_as_it_goes_and_ends_once_its_end_is_recorded() {
        let d = tempfile::tempdir().unwrap();
        let r = Recorder::start_in(
            Some(d.path().into()),
            Arc::new(crate::Quiet),
            &stack(),
            Kind::Up,
        );
        r.event(log("one"));
        // What people are told is a line too.
        r.event(Event::Diagnostic {
            severity: crate::Severity::Info,
            code: None,
            message: "for people".into(),
        });
        let runs = list(d.path());
        assert_eq!(runs.len(), 1);
        // Written once the thread catches up (on a loaded machine, seconds may pass).
        let mut seen = read(d.path(), &runs[0], 0, 1 << 20).unwrap();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while std::time::Instant::now() < deadline {
            if seen.events.len() >= 2 {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
            seen = read(d.path(), &runs[0], 0, 1 << 20).unwrap();
        }
        assert_eq!(seen.header.as_ref().unwrap().operation, "up");
        assert_eq!(seen.events.len(), 2, "{:?}", seen.events);
        assert_eq!(seen.events[0]["message"], "one");
        assert_eq!(
            (&seen.events[1]["event"], &seen.events[1]["severity"]),
            (&serde_json::json!("diagnostic"), &serde_json::json!("info"))
        );
        assert!(!seen.ended && !seen.interrupted, "its process is alive");
        r.event(log("two"));
        r.finish();
        // Sent after the end: not recorded, and nothing breaks.
        r.event(log("three"));
        let rest = read(d.path(), &runs[0], seen.next, 1 << 20).unwrap();
        assert_eq!(rest.events.len(), 1, "{:?}", rest.events);
        assert_eq!(rest.events[0]["message"], "two");
        assert!(rest.ended && !rest.interrupted);
        // Read again from where it ended: nothing new, and still ended (not interrupted).
        let again = read(d.path(), &runs[0], rest.next, 1 << 20).unwrap();
        assert!(again.events.is_empty() && again.ended && !again.interrupted);
    }

    #[test]
    fn a_run_whose_process_is_gone_without_its_end_was_interrupted() {
        let d = tempfile::tempdir().unwrap();
        let header = Header {
            run: "1-1".into(),
            operation: "up".into(),
            project: "p".into(),
            stack: "dev".into(),
            holder: LockInfo {
                pid: u32::MAX - 1,
                ..LockInfo::current("up")
            },
        };
        std::fs::write(
            d.path().join("1-1.jsonl"),
            format!(
                "{}\n{{\"event\":\"step-started\"}}\n{{\"event\":\"step-",
                serde_json::to_string(&header).unwrap()
            ),
        )
        .unwrap();
        let seen = read(d.path(), "1-1", 0, 1 << 20).unwrap();
        assert_eq!(seen.events.len(), 1, "the torn last line is not read");
        assert!(seen.ended && seen.interrupted);
    }

    #[test]
    fn only_record_names_are_opened_and_old_records_are_removed() {
        let d = tempfile::tempdir().unwrap();
        for bad in ["../x", "1-2/../../x", "", "a-1", "1-", "1-2.jsonl"] {
            assert!(read(d.path(), bad, 0, 10).is_err(), "{bad}");
        }
        for i in 0..KEPT + 3 {
            std::fs::write(d.path().join(format!("{i:013}-1.jsonl")), "{}\n").unwrap();
        }
        std::fs::write(d.path().join("notes.txt"), "kept").unwrap();
        let r = Recorder::start_in(
            Some(d.path().into()),
            Arc::new(crate::Quiet),
            &stack(),
            Kind::Preview,
        );
        r.finish();
        let runs = list(d.path());
        assert_eq!(runs.len(), KEPT, "{runs:?}");
        assert_eq!(runs[0], format!("{:013}-1", 4), "the oldest went");
        assert!(d.path().join("notes.txt").exists());
    }
}
