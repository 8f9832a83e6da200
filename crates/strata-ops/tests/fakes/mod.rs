//! The fakes the orchestration tests run on, through the library's ports: providers and
//! programs that are plain Rust (`Components`), and a backend that is the file backend in a
//! temporary directory with failures injected where a test asks (`Faulty`). No wasm is loaded.

#![allow(dead_code, reason = "each test file uses some of the fakes")]

use async_trait::async_trait;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use strata_engine::{DiffResult, Provider, ProviderError, ReadResult};
use strata_model::{Declarations, Registration, ResourceOptions};
use strata_ops::{Components, Context, Event, Observer, Options};
use strata_state::{Backend, Checkpoint, FileBackend, StateError};

/// A provider whose resources echo their inputs; it counts its creates.
#[derive(Default)]
pub struct Echo {
    pub creates: AtomicUsize,
}

#[async_trait]
impl Provider for Echo {
    async fn check(
        &self,
        _: &str,
        _: &str,
        _: Option<&Value>,
        news: &Value,
    ) -> Result<Value, ProviderError> {
        Ok(news.clone())
    }
    async fn diff(
        &self,
        _: &str,
        _: &str,
        old: &Value,
        _: &Value,
        new: &Value,
    ) -> Result<DiffResult, ProviderError> {
        let changed = if old == new {
            vec![]
        } else {
            vec!["value".to_string()]
        };
        Ok(DiffResult {
            changed,
            ..DiffResult::default()
        })
    }
    async fn create(
        &self,
        _: &str,
        name: &str,
        inputs: &Value,
        preview: bool,
        _: Option<Duration>,
    ) -> Result<(String, Value), ProviderError> {
        if !preview {
            self.creates.fetch_add(1, Ordering::SeqCst);
        }
        Ok((format!("id-{name}"), inputs.clone()))
    }
    async fn read(
        &self,
        _: &str,
        id: &str,
        inputs: &Value,
        outputs: &Value,
    ) -> Result<Option<ReadResult>, ProviderError> {
        Ok(Some(ReadResult {
            id: id.into(),
            inputs: inputs.clone(),
            outputs: outputs.clone(),
        }))
    }
    async fn update(
        &self,
        _: &str,
        _: &str,
        _: &Value,
        _: &Value,
        new: &Value,
        _: bool,
        _: Option<Duration>,
    ) -> Result<Value, ProviderError> {
        Ok(new.clone())
    }
    async fn delete(
        &self,
        _: &str,
        _: &str,
        _: &Value,
        _: &Value,
        _: Option<Duration>,
    ) -> Result<(), ProviderError> {
        Ok(())
    }
}

/// Each stack's program, by stack name: resources of `echo:Thing` with the values given, or a
/// failure.
#[derive(Default)]
pub struct Programs {
    pub echo: Arc<Echo>,
    pub by_project: Mutex<BTreeMap<String, Result<Declarations, String>>>,
}

impl Programs {
    pub fn set(&self, project: &str, program: Result<Declarations, String>) {
        self.by_project
            .lock()
            .unwrap()
            .insert(project.into(), program);
    }
}

impl Components for Programs {
    fn providers(&self, _: &Context) -> Vec<(String, Arc<dyn Provider>)> {
        vec![("echo".into(), self.echo.clone() as Arc<dyn Provider>)]
    }
    fn program(
        &self,
        ctx: &Context,
        _: &BTreeMap<String, Value>,
    ) -> anyhow::Result<(Declarations, Option<Arc<dyn strata_engine::Program>>)> {
        match self.by_project.lock().unwrap().get(ctx.project.name()) {
            Some(Ok(d)) => Ok((d.clone(), None)),
            Some(Err(e)) => anyhow::bail!("{e}"),
            None => Ok((Declarations::default(), None)),
        }
    }
}

pub fn resource(name: &str, inputs: Value) -> Registration {
    Registration::Resource {
        ty: "echo:Thing".into(),
        name: name.into(),
        inputs,
        options: ResourceOptions::default(),
    }
}

pub fn things(values: &[(&str, &str)]) -> Declarations {
    Declarations {
        registrations: values
            .iter()
            .map(|(n, v)| resource(n, json!({"value": v})))
            .collect(),
        ..Default::default()
    }
}

/// A backend that is the file backend, but whose `save` fails as told, and whose next write
/// of the kind named (`save` or `remove_stack`) is preceded, when asked, by another holder
/// taking the stack's lock over and saving a version of its own.
pub struct Faulty {
    pub inner: FileBackend,
    pub fail_save: Mutex<Option<StateError>>,
    pub take_over_before: Mutex<Option<&'static str>>,
}

/// What the holder that takes the lock over records as its version's command.
pub const TAKER: &str = "the taker's own change";

impl Faulty {
    pub fn new(inner: FileBackend) -> Faulty {
        Faulty {
            inner,
            fail_save: Mutex::new(None),
            take_over_before: Mutex::new(None),
        }
    }

    /// Before a write of kind `write`: if armed for it, the lease of the writer's lock is
    /// ended (`stack unlock --force`, as a teammate would), another holder takes the lock and
    /// saves a version of its own, and releases it.
    pub async fn maybe_take_over(&self, stack: &str, write: &str) {
        let armed = {
            let mut at = self.take_over_before.lock().unwrap();
            if *at == Some(write) { at.take() } else { None }
        };
        if armed.is_none() {
            return;
        }
        self.inner.unlock(stack, true).await.unwrap();
        let lock = self
            .inner
            .lock(
                stack,
                strata_state::LockInfo::current("up"),
                Duration::from_secs(60),
            )
            .await
            .unwrap();
        let mut cp = self.inner.load(stack).await.unwrap();
        let snapshot = cp.take_snapshot();
        let mut next = cp.next(snapshot);
        next.made_by = Some(strata_state::MadeBy {
            command: TAKER.into(),
            user: "taker".into(),
            changes: Default::default(),
        });
        self.inner.save(stack, &next, lock.as_ref()).await.unwrap();
        lock.release().await.unwrap();
    }
}

#[async_trait]
impl Backend for Faulty {
    fn url(&self) -> String {
        self.inner.url()
    }
    async fn list_stacks(&self) -> Result<Vec<String>, StateError> {
        self.inner.list_stacks().await
    }
    async fn create_stack(&self, stack: &str) -> Result<(), StateError> {
        self.inner.create_stack(stack).await
    }
    async fn remove_stack(
        &self,
        stack: &str,
        lock: &dyn strata_state::StackLock,
    ) -> Result<(), StateError> {
        self.maybe_take_over(stack, "remove_stack").await;
        self.inner.remove_stack(stack, lock).await
    }
    async fn load(&self, stack: &str) -> Result<Checkpoint, StateError> {
        self.inner.load(stack).await
    }
    async fn lock(
        &self,
        stack: &str,
        info: strata_state::LockInfo,
        lease: Duration,
    ) -> Result<Arc<dyn strata_state::StackLock>, StateError> {
        self.inner.lock(stack, info, lease).await
    }
    async fn unlock(&self, stack: &str, force: bool) -> Result<strata_state::Unlocked, StateError> {
        self.inner.unlock(stack, force).await
    }
    async fn lock_holder(&self, stack: &str) -> Result<strata_state::LockState, StateError> {
        self.inner.lock_holder(stack).await
    }
    async fn journal(
        &self,
        stack: &str,
        base: u64,
        lock: Arc<dyn strata_state::StackLock>,
    ) -> Result<Arc<dyn strata_engine::Journal>, StateError> {
        self.inner.journal(stack, base, lock).await
    }
    async fn discard_journal(
        &self,
        stack: &str,
        lock: &dyn strata_state::StackLock,
    ) -> Result<(), StateError> {
        self.inner.discard_journal(stack, lock).await
    }
    async fn save(
        &self,
        stack: &str,
        cp: &Checkpoint,
        lock: &dyn strata_state::StackLock,
    ) -> Result<(), StateError> {
        if let Some(e) = self.fail_save.lock().unwrap().take() {
            return Err(e);
        }
        self.maybe_take_over(stack, "save").await;
        self.inner.save(stack, cp, lock).await
    }
    async fn history(&self, stack: &str) -> Result<Vec<u64>, StateError> {
        self.inner.history(stack).await
    }
    async fn load_version(&self, stack: &str, serial: u64) -> Result<Checkpoint, StateError> {
        self.inner.load_version(stack, serial).await
    }
    async fn set_dependent(
        &self,
        stack: &str,
        downstream: &str,
        record: Option<&strata_state::Dependent>,
    ) -> Result<(), StateError> {
        self.inner.set_dependent(stack, downstream, record).await
    }
    async fn dependents(&self, stack: &str) -> Result<Vec<strata_state::Dependent>, StateError> {
        self.inner.dependents(stack).await
    }
    async fn record_late(&self, stack: &str, cp: &Checkpoint) -> Result<String, StateError> {
        self.inner.record_late(stack, cp).await
    }
    async fn late_outcomes(&self, stack: &str) -> Result<Vec<(String, Checkpoint)>, StateError> {
        self.inner.late_outcomes(stack).await
    }
    async fn retire_late(
        &self,
        stack: &str,
        names: &[String],
        lock: &dyn strata_state::StackLock,
    ) -> Result<(), StateError> {
        self.inner.retire_late(stack, names, lock).await
    }
}

/// What an operation said: its events.
#[derive(Default)]
pub struct Said(pub Mutex<Vec<Event>>);

impl Observer for Said {
    fn event(&self, event: Event) {
        self.0.lock().unwrap().push(event);
    }
}

/// A project named `name` in `dir` (its file names no component: `Components` serves it).
pub fn project(dir: &Path, name: &str) -> strata_workspace::Project {
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(
        dir.join("Strata.toml"),
        format!("name = \"{name}\"\n[program]\nwasm = \"program.wasm\"\n"),
    )
    .unwrap();
    strata_workspace::Project::find(dir).unwrap()
}

pub fn options(components: &Arc<Programs>) -> Options {
    Options {
        yes: true,
        components: Some(components.clone() as Arc<dyn Components>),
        ..Options::default()
    }
}
