//! A stack and its operations, as a library: what the `strata` binary is a shell over, and the
//! Rust Automation API.
//!
//! An operation (`preview`, `up`, `destroy`, `refresh`, `import`) is given a stack
//! ([`Context`]), [`Options`], an [`Observer`] of typed [`Event`]s and an [`Asker`] for the few
//! questions a run asks; it returns an [`Outcome`], or an [`Error`]: a message that names what
//! failed and where, and an [`ErrorKind`] to branch on (locked, lock lost, not found, invalid…). Everything between is here: the project and
//! its backend, the program and the providers (loaded into the wasm sandbox with their
//! grants), the checks that run before the lock, the lock and its lease, the journal, settling
//! what an interrupted run left, the save, stack references and the record of who reads whom.
//! Nothing here prints or reads the terminal: people see events through the observer the
//! caller gives, and answer through the asker.
//!
//! A stack made in a temporary directory, configured, deployed, read and destroyed (the program
//! and providers here are the hello example's and the shipped ones, as the tests build them):
//!
//! ```
//! # #[tokio::main(flavor = "multi_thread")]
//! # async fn main() -> anyhow::Result<()> {
//! use std::sync::{Arc, Mutex};
//! use strata_ops::{Context, Event, Kind, NoQuestions, Observer, Options, Status};
//!
//! // What happened, as the library says it: here, the steps that finished.
//! #[derive(Default)]
//! struct Steps(Mutex<Vec<String>>);
//! impl Observer for Steps {
//!     fn event(&self, event: Event) {
//!         if let Event::Engine(strata_engine::Event::StepDone { urn, op, .. }) = event {
//!             self.0.lock().unwrap().push(format!("{op} {}", urn.name()));
//!         }
//!     }
//! }
//!
//! let dir = tempfile::tempdir()?;
//! std::fs::write(
//!     dir.path().join("Strata.toml"),
//!     format!(
//!         "name = \"hello\"\n[program]\nwasm = {:?}\n\n[providers.random]\nwasm = {:?}\n\n\
//!          [providers.local]\nwasm = {:?}\nallow-dirs = [\"out\"]\n",
//!         test_artifacts::HELLO, test_artifacts::RANDOM, test_artifacts::LOCAL,
//!     ),
//! )?;
//! # // The doctest's own key directory, never the user's.
//! # unsafe { std::env::set_var("XDG_CONFIG_HOME", dir.path().join("config")) };
//! let project = strata_workspace::Project::find(dir.path())?;
//! let backend = strata_ops::context::open_backend(&project, None)?;
//! strata_ops::stacks::create(&project, backend.as_ref(), "dev").await?;
//! strata_ops::stacks::set_config(&project, "dev", "greeting", Some("Howdy"), false)?;
//!
//! let steps = Arc::new(Steps::default());
//! let options = Options { yes: true, ..Options::default() };
//! let stack = Context::open(dir.path(), Some("dev".into()), None)?;
//! let up = strata_ops::run(stack, Kind::Up, options.clone(), steps.clone(), Arc::new(NoQuestions)).await?;
//! assert_eq!(up.status, Status::Succeeded);
//! assert_eq!(up.outputs()["path"], "out/greeting.txt");
//! let greeting = std::fs::read_to_string(dir.path().join("out/greeting.txt"))?;
//! assert!(greeting.starts_with("Howdy, "), "{greeting}");
//! assert_eq!(steps.0.lock().unwrap().len(), 3, "three resources created");
//!
//! let stack = Context::open(dir.path(), Some("dev".into()), None)?;
//! let down = strata_ops::run(stack, Kind::Destroy, options, steps, Arc::new(NoQuestions)).await?;
//! assert_eq!(down.status, Status::Succeeded);
//! assert!(!dir.path().join("out/greeting.txt").exists());
//! # Ok(())
//! # }
//! ```

/// `anyhow::bail!` for both worlds: returns the error into whichever error the function
/// returns (`anyhow::Error` inside, this library's [`Error`] at its API).
macro_rules! bail {
    ($($t:tt)*) => {
        return Err(anyhow::anyhow!($($t)*).into())
    };
}

pub mod compile;
pub mod components;
pub mod context;
pub mod drawing;
mod error;
pub mod events;
pub mod fencing;
pub mod graph;
pub mod lease;
pub mod links;
pub mod operation;
mod plugin_source;
pub mod policies;
pub mod runs;
pub mod saved_plan;
pub mod stacks;
pub mod surgery;

pub mod watch;

pub use context::Context;
pub use error::{Error, ErrorKind, Result};
pub use events::{Asker, Event, Kind, NoQuestions, Observer, Quiet, SCHEMA_VERSION, Severity};
pub use operation::{
    BuildChoice, Components, DEFAULT_PARALLEL, ImportSpec, Options, Outcome, Status, WatchFailure,
    program_graph, run, watched_up,
};
/// The plugin cache and the registry client, where they were before they became
/// `strata-registry` (the `registry` feature): `strata_ops::plugins::…` and
/// `strata_ops::registry::…` as before.
#[cfg(feature = "registry")]
pub use strata_registry::{plugins, registry};

use std::sync::Arc;

/// Says things to an observer as diagnostics.
#[derive(Clone)]
pub struct Say(pub Arc<dyn Observer>);

impl Say {
    fn say(&self, severity: Severity, message: impl Into<String>) {
        self.0.event(Event::Diagnostic {
            severity,
            code: None,
            message: message.into(),
        });
    }
    /// Say `message` with its `code` (one of `docs/events.md`'s), for programs that branch on
    /// what it is about.
    pub fn coded(&self, severity: Severity, code: &'static str, message: impl Into<String>) {
        self.0.event(Event::Diagnostic {
            severity,
            code: Some(code),
            message: message.into(),
        });
    }
    pub fn info(&self, message: impl Into<String>) {
        self.say(Severity::Info, message)
    }
    pub fn note(&self, message: impl Into<String>) {
        self.say(Severity::Note, message)
    }
    pub fn warn(&self, message: impl Into<String>) {
        self.say(Severity::Warning, message)
    }
    pub fn error(&self, message: impl Into<String>) {
        self.say(Severity::Error, message)
    }
}

/// What the plugin cache says (fetching a component, what a preview did not fetch), as
/// diagnostics.
#[cfg(feature = "registry")]
impl strata_registry::Tell for Say {
    fn info(&self, message: String) {
        Say::info(self, message)
    }
    fn note(&self, message: String) {
        Say::note(self, message)
    }
}

/// Free `value` on the process's one teardown thread: the state of 100,000 resources takes
/// 60-80 ms to free, and an operation's wasm runtime and instance pools milliseconds more,
/// which the caller need not wait for (a process that ends first does not wait at all). One
/// thread for every operation: a graph of 1,000 stacks starts one thread, not 1,000.
pub fn drop_later<T: Send + 'static>(value: T) {
    type Doomed = Box<dyn Send>;
    static TEARDOWN: std::sync::LazyLock<
        Option<std::sync::Mutex<std::sync::mpsc::Sender<Doomed>>>,
    > = std::sync::LazyLock::new(|| {
        let (tx, rx) = std::sync::mpsc::channel::<Doomed>();
        std::thread::Builder::new()
            .name("strata-drop".into())
            .spawn(move || rx.into_iter().for_each(drop))
            .ok()
            .map(|_| std::sync::Mutex::new(tx))
    });
    let doomed: Doomed = Box::new(value);
    // Without the thread, the value is dropped here.
    if let Some(tx) = TEARDOWN.as_ref() {
        let _ = tx.lock().unwrap_or_else(|p| p.into_inner()).send(doomed);
    }
}

/// What an operation made that outlives its result (a wasm runtime, loaded providers): held
/// while the caller needs it, then freed by [`drop_later`].
pub struct Later(Option<Box<dyn Send>>);

impl Later {
    pub fn new<T: Send + 'static>(value: T) -> Later {
        Later(Some(Box::new(value)))
    }
}

impl Drop for Later {
    fn drop(&mut self) {
        if let Some(v) = self.0.take() {
            drop_later(v);
        }
    }
}
