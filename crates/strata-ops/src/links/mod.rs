//! Stack references: the built-in `strata` provider, which serves `strata:stack:Reference` (a
//! resource whose outputs are another stack's outputs, and nothing else of its state), and what
//! a stack records about the stacks it reads: the upstreams in its own checkpoint, itself in
//! each upstream's index of dependents.

mod deps;
mod stale;

pub use deps::*;
pub use stale::*;

use crate::context::open_reader;
use async_trait::async_trait;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use strata_engine::plan::{Plan, PlanNode};
use strata_engine::{DiffResult, Provider, ProviderError, ReadResult};
use strata_model::{KnownSecrets, Value};
use strata_state::{Backend, Checkpoint, Dependent, StateError, Upstream};

pub use strata_model::builtin::{PACKAGE, REFERENCE};
pub use strata_policy::StackName;

/// An upstream as it was read by this command.
struct Read {
    version: u64,
    outputs: Value,
    /// When each output last changed (the upstream's `output_versions`).
    changed_at: BTreeMap<String, u64>,
}

/// What the stack references of one project may reach, and nothing else: the project's own
/// backend and those its project file names (`[backends]`), and in them the stacks it is
/// granted (`[program] allow-stacks`; its own project's stacks and those of a workspace file
/// that lists it need no line). A backend is never a URL taken from a program or from state.
pub struct Reach {
    /// The project's directory (relative `file://` URLs are relative to it).
    dir: PathBuf,
    project: String,
    /// The project's own backend.
    own: String,
    /// The backends the project file names, by name.
    named: BTreeMap<String, String>,
    grants: Vec<strata_policy::StackGrant>,
    /// The stacks of the workspace file that lists the project, granted in its own backend:
    /// looked up only when a reference to another project's stack asks.
    listed: std::sync::OnceLock<Vec<StackName>>,
}

/// Why a URL is no way to name a backend.
const NAME_NOT_URL: &str = "a reference names its backend, it does not give its URL: add `NAME = \"URL\"` under [backends] in Strata.toml and write `backend = \"NAME\"`";

impl Reach {
    /// The reach of `project`'s references, its own backend at `own`.
    pub fn of(project: &strata_workspace::Project, own: String) -> Reach {
        Reach {
            dir: project.dir.clone(),
            project: project.name().into(),
            own,
            named: project.file.backends.clone(),
            // Checked when the project file was loaded.
            grants: project
                .file
                .program
                .allow_stacks
                .iter()
                .filter_map(|g| strata_policy::StackGrant::parse(g).ok())
                .collect(),
            listed: std::sync::OnceLock::new(),
        }
    }

    /// The same reach, knowing already the stacks the workspace file that lists the project
    /// lists (a workspace's graph run has them: each stack need not load every project).
    pub fn with_listed(self, listed: Vec<StackName>) -> Reach {
        let _ = self.listed.set(listed);
        self
    }

    /// The stacks the workspace file that lists this project lists.
    fn listed(&self) -> &[StackName] {
        self.listed.get_or_init(|| {
            let Ok(Some(w)) = strata_workspace::Workspace::find(&self.dir) else {
                return vec![];
            };
            if !w.lists(&self.dir) {
                return vec![];
            }
            w.file
                .stacks
                .iter()
                .filter_map(|s| {
                    let p = strata_workspace::Project::load(&w.dir.join(&s.dir)).ok()?;
                    Some(StackName {
                        project: p.name().into(),
                        stack: s.stack.clone(),
                    })
                })
                .collect()
        })
    }

    /// The name and URL of the backend a reference, or a stack's state, names (`None`: the
    /// project's own). An older state recorded a URL: it counts only as one the project names.
    fn resolve<'a>(
        &'a self,
        backend: Option<&'a str>,
    ) -> Result<(Option<&'a str>, &'a str), String> {
        let Some(b) = backend else {
            return Ok((None, &self.own));
        };
        let found = match self.named.get_key_value(b) {
            Some((n, url)) => Some((n.as_str(), url.as_str())),
            None if b.contains("://") => self
                .named
                .iter()
                .find(|(_, u)| strata_state::hide_password(u) == b)
                .map(|(n, u)| (n.as_str(), u.as_str())),
            None => None,
        };
        found.map(|(n, u)| (Some(n), u)).ok_or_else(|| {
            if b.contains("://") {
                return NAME_NOT_URL.to_string();
            }
            format!(
                "backend `{b}` is not named in Strata.toml: add `{b} = \"URL\"` under [backends]{}",
                if self.named.is_empty() {
                    String::new()
                } else {
                    format!(
                        " (it names {})",
                        self.named.keys().cloned().collect::<Vec<_>>().join(", ")
                    )
                }
            )
        })
    }

    /// Whether this project's program may read `name` in the backend named `backend` (as
    /// [`Reach::resolve`] gives it).
    fn check(&self, backend: Option<&str>, name: &StackName) -> Result<(), String> {
        let free =
            backend.is_none() && (name.project == self.project || self.listed().contains(name));
        if free
            || self
                .grants
                .iter()
                .any(|g| g.covers(backend, &name.project, &name.stack))
        {
            return Ok(());
        }
        Err(format!(
            "stack {name}{} is not granted to this program: add `allow-stacks = [\"{}\"]` under [program] in Strata.toml (a program reads its own project's stacks and those of a workspace file that lists it without a grant)",
            backend
                .map(|b| format!(" in backend `{b}`"))
                .unwrap_or_default(),
            strata_policy::stack_grant_line(backend, &name.project, &name.stack),
        ))
    }

    /// The backend of `name`, for a reader: within the grants when `granted` is asked,
    /// opened so that nothing is made, moved or migrated there.
    pub fn open(
        &self,
        backend: Option<&str>,
        name: &StackName,
        granted: bool,
    ) -> Result<Arc<dyn Backend>, String> {
        let (named, url) = self.resolve(backend)?;
        if granted {
            self.check(named, name)?;
        }
        // A backend named in `[backends]` was chosen by the project file; the stack's own was
        // checked when the operation opened it.
        let by = match named {
            Some(_) => crate::context::ChosenBy::File,
            None => crate::context::ChosenBy::User,
        };
        open_reader(url, &self.dir, &name.project, by).map_err(|e| format!("{e:#}"))
    }
}

/// An upstream by the name of its backend (`None`: the project's own) and its stack.
type Upstreamed = (Option<String>, StackName);

/// The built-in provider, for one command on one (downstream) stack.
pub struct References {
    reach: Arc<Reach>,
    me: StackName,
    known: Arc<KnownSecrets>,
    /// Each upstream read: read once per command.
    read: Mutex<BTreeMap<Upstreamed, Arc<Read>>>,
    /// For a preview within a cascade: the outputs each upstream previewed before it will have
    /// (unknown where they will change), by `project/stack`.
    previewed: BTreeMap<String, Value>,
}

/// The inputs of a reference, checked.
struct Inputs {
    name: StackName,
    /// The backend named by the reference (a name from `[backends]`), if it names one.
    backend: Option<String>,
}

impl References {
    /// The references of stack `me`, which may reach what `reach` says; `previewed` is what
    /// the previews of its upstreams said they will change of their outputs
    /// (`{"project/stack": {output: value or unknown}}`, see `Options::upstream_previews`).
    pub fn new(
        reach: Arc<Reach>,
        me: StackName,
        known: Arc<KnownSecrets>,
        previewed: Option<Value>,
    ) -> References {
        References {
            reach,
            me,
            known,
            read: Mutex::default(),
            previewed: previewed
                .and_then(|v| serde_json::from_value(v).ok())
                .unwrap_or_default(),
        }
    }

    fn inputs(&self, v: &Value) -> Result<Inputs, ProviderError> {
        let bad = |p: &str, r: String| ProviderError::CheckFailed(vec![(p.into(), r)]);
        let name = v.get("stack").and_then(Value::as_str).ok_or_else(|| {
            bad(
                "stack",
                "give the stack to read, as `project/stack` (or `stack`, of this project)".into(),
            )
        })?;
        let name = StackName::parse(name, &self.me.project).map_err(|e| bad("stack", e))?;
        if name == self.me {
            return Err(bad(
                "stack",
                format!("stack {name} cannot read its own outputs"),
            ));
        }
        let backend = match v.get("backend") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => Some(s.clone()),
            Some(_) => {
                return Err(bad(
                    "backend",
                    "a backend is named by a string: its name under [backends] in Strata.toml"
                        .into(),
                ));
            }
        };
        if let Some(k) = v.as_object().and_then(|o| {
            o.keys()
                .find(|k| !matches!(k.as_str(), "stack" | "backend"))
        }) {
            return Err(bad(
                k,
                "a stack reference takes only `stack` and `backend`".into(),
            ));
        }
        // A program names a backend; only an older state's record may be a URL.
        if backend.as_deref().is_some_and(|b| b.contains("://")) {
            return Err(bad("backend", NAME_NOT_URL.into()));
        }
        let (named, _) = self
            .reach
            .resolve(backend.as_deref())
            .map_err(|e| bad("backend", e))?;
        self.reach
            .check(named, &name)
            .map_err(|e| bad("stack", e))?;
        Ok(Inputs { name, backend })
    }

    /// The backend a reference reads, opened for the upstream's project, within the grants.
    fn backend(&self, i: &Inputs) -> Result<Arc<dyn Backend>, ProviderError> {
        self.reach
            .open(i.backend.as_deref(), &i.name, true)
            .map_err(ProviderError::Failed)
    }

    /// The upstream's outputs, its secrets opened with its own key (found by the key id its
    /// checkpoint records).
    async fn fetch(&self, i: &Inputs) -> Result<Arc<Read>, ProviderError> {
        let at = (i.backend.clone(), i.name.clone());
        if let Some(r) = self.read.lock().unwrap().get(&at) {
            return Ok(r.clone());
        }
        let backend = self.backend(i)?;
        let shown = strata_state::hide_password(&backend.url());
        let cp = match backend.load(&i.name.stack).await {
            Ok(cp) => cp,
            Err(StateError::NoStack(_)) => {
                let there = backend.list_stacks().await.unwrap_or_default();
                return Err(ProviderError::Failed(format!(
                    "stack {} does not exist in {shown} ({}); {}",
                    i.name,
                    if there.is_empty() {
                        format!("project `{}` has no stacks there", i.name.project)
                    } else {
                        format!("project `{}` has: {}", i.name.project, there.join(", "))
                    },
                    "create and deploy it first, or name the backend it lives in with the reference's `backend` input (a name under [backends] in Strata.toml)"
                )));
            }
            Err(e) => {
                return Err(ProviderError::Failed(format!(
                    "reading stack {}: {e}",
                    i.name
                )));
            }
        };
        let outputs = self.open(&i.name, &cp)?;
        self.known.learn(&outputs);
        let read = Arc::new(Read {
            version: cp.serial,
            outputs,
            changed_at: cp.links.output_versions.clone(),
        });
        self.read.lock().unwrap().insert(at, read.clone());
        Ok(read)
    }

    /// The upstream's outputs with its secrets opened.
    fn open(&self, name: &StackName, cp: &Checkpoint) -> Result<Value, ProviderError> {
        // Another stack's state is input like any other: nothing in it may pass for a
        // reference or an unknown here.
        strata_model::value::check_stored(&cp.outputs).map_err(|e| {
            ProviderError::Failed(format!(
                "the outputs of stack {name} cannot be read: {e} (its state was altered outside Strata; `strata stack history` there lists the versions to go back to)"
            ))
        })?;
        if !strata_model::value::contains_secret(&cp.outputs) {
            return Ok(cp.outputs.clone());
        }
        let Some(key) = &cp.links.key else {
            return Err(ProviderError::Failed(format!(
                "stack {name} has secret outputs saved before Strata recorded which key seals them: run `strata up` on it once, then read it again"
            )));
        };
        strata_state::Secrets::of_upstream(&name.project, &name.stack, key)
            .decrypt(&cp.outputs)
            .map_err(|e| {
                ProviderError::Failed(format!(
                    "the secret outputs of stack {name} cannot be opened here: {e}"
                ))
            })
    }

    /// The outputs the reference will have: the upstream's, or in a cascade's preview what the
    /// upstream's preview said they will be.
    async fn outputs(&self, i: &Inputs, preview: bool) -> Result<Value, ProviderError> {
        let Some(changes) = self
            .previewed
            .get(&i.name.to_string())
            .and_then(Value::as_object)
            .filter(|_| preview)
        else {
            return Ok(self.fetch(i).await?.outputs.clone());
        };
        // What the upstream's preview changes, over what it has (nothing, if it is new).
        let mut now = match self.fetch(i).await {
            Ok(r) => r.outputs.as_object().cloned().unwrap_or_default(),
            Err(_) => Default::default(),
        };
        now.extend(changes.clone());
        Ok(Value::Object(now))
    }

    /// Which outputs upstream `u` (as this stack recorded it) changed since it was read: through
    /// the same read the references of this command use, so the upstream is loaded once.
    pub async fn stale(&self, u: &Upstream) -> Result<Vec<String>, ProviderError> {
        let name = StackName::parse(&u.stack, &self.me.project).map_err(ProviderError::Failed)?;
        let r = self
            .fetch(&Inputs {
                name,
                backend: u.backend.clone(),
            })
            .await?;
        Ok(stale_outputs(
            Some((&r.outputs, &r.changed_at)),
            u.version,
            &u.outputs,
        ))
    }

    /// The upstreams this command read, with the outputs `plan` uses of each (all of them when
    /// it uses the reference whole), for the checkpoint.
    pub fn upstreams(&self, plan: &Plan) -> Vec<Upstream> {
        let used = used_outputs(plan, &self.me.project);
        let read = self.read.lock().unwrap();
        let mut out: Vec<Upstream> = read
            .iter()
            .map(|((backend, name), r)| {
                let outputs = match used.get(name) {
                    Some(Some(names)) => names.iter().cloned().collect(),
                    // Used whole, or read and not used: every output it has.
                    _ => r
                        .outputs
                        .as_object()
                        .map(|o| o.keys().cloned().collect())
                        .unwrap_or_default(),
                };
                Upstream {
                    stack: name.to_string(),
                    backend: backend.clone(),
                    version: r.version,
                    outputs,
                }
            })
            .collect();
        out.sort_by(|a, b| a.stack.cmp(&b.stack));
        out
    }

    /// Record this stack in the index of dependents of each upstream it reads now: before the
    /// state that says so is saved, so that whatever interrupts the command, the index holds
    /// at least every reader (an upstream then protects one too many, never one too few).
    pub async fn index_readers(&self, now: &[Upstream]) -> Vec<String> {
        self.write_index(now.iter().map(|u| (u, true))).await
    }

    /// Remove this stack from the index of the upstreams it no longer reads: after the save.
    /// A failure is a warning: the next update of this stack rewrites its entries.
    pub async fn index_dropped(&self, before: &[Upstream], now: &[Upstream]) -> Vec<String> {
        let gone = before.iter().filter(|b| {
            !now.iter()
                .any(|n| n.stack == b.stack && n.backend == b.backend)
        });
        self.write_index(gone.map(|u| (u, false))).await
    }

    async fn write_index<'a>(
        &self,
        records: impl Iterator<Item = (&'a Upstream, bool)>,
    ) -> Vec<String> {
        let mut warnings = vec![];
        let me = self.me.to_string();
        let dir = self.reach.dir.display().to_string();
        for (u, reads) in records {
            let Ok(name) = StackName::parse(&u.stack, &self.me.project) else {
                continue;
            };
            let i = Inputs {
                name,
                backend: u.backend.clone(),
            };
            let record = Dependent {
                stack: me.clone(),
                backend: u
                    .backend
                    .as_ref()
                    .map(|_| strata_state::hide_password(&self.reach.own)),
                version: u.version,
                outputs: u.outputs.clone(),
                dir: Some(dir.clone()),
            };
            // Only into a backend the project names; not granted any more is no reason to
            // stay in an upstream's index.
            let result = match self.reach.open(i.backend.as_deref(), &i.name, reads) {
                Ok(b) => b
                    .set_dependent(&i.name.stack, &me, reads.then_some(&record))
                    .await
                    .map_err(|e| e.to_string()),
                Err(e) => Err(e.to_string()),
            };
            if let Err(e) = result {
                warnings.push(format!(
                    "the index of stacks that read {} was not updated ({e}); the next update of {me} does it",
                    i.name
                ));
            }
        }
        warnings
    }
}

/// For each stack a reference of `plan` names, the top-level outputs the plan reads from it;
/// `None` when something reads the reference whole.
fn used_outputs(
    plan: &Plan,
    project: &str,
) -> BTreeMap<StackName, Option<std::collections::BTreeSet<String>>> {
    let mut names: BTreeMap<u32, StackName> = BTreeMap::new();
    for (h, n) in plan.nodes.iter().enumerate() {
        if let PlanNode::Resource { ty, inputs, .. } = n
            && ty == REFERENCE
            && let Some(s) = inputs.get("stack").and_then(Value::as_str)
            && let Ok(name) = StackName::parse(s, project)
        {
            names.insert(h as u32, name);
        }
    }
    let mut out: BTreeMap<StackName, Option<std::collections::BTreeSet<String>>> = BTreeMap::new();
    let mut visit = |v: &Value| {
        each_reference(v, &mut |h, property| {
            let Some(name) = names.get(&h) else { return };
            let slot = out
                .entry(name.clone())
                .or_insert_with(|| Some(Default::default()));
            match (property, slot.as_mut()) {
                (Some(p), Some(set)) => {
                    let top = p.split(['.', '[']).next().unwrap_or(p);
                    set.insert(top.to_string());
                }
                _ => *slot = None,
            }
        });
    };
    for n in &plan.nodes {
        visit(n.inputs());
    }
    if let Some(o) = &plan.outputs {
        visit(o);
    }
    out
}

/// Call `f` with the handle and property of every reference marker in `v`.
fn each_reference(v: &Value, f: &mut dyn FnMut(u32, Option<&str>)) {
    if let Some((h, p)) = strata_model::marker::as_reference(v) {
        return f(h, p);
    }
    match v {
        Value::Object(o) => o.values().for_each(|x| each_reference(x, f)),
        Value::Array(a) => a.iter().for_each(|x| each_reference(x, f)),
        _ => {}
    }
}

#[async_trait]
impl Provider for References {
    async fn schema(&self) -> Result<Value, ProviderError> {
        Ok(serde_json::json!({"types": {REFERENCE: {
            "description": "Another stack's outputs (and nothing else of its state), read from the backend when this stack is updated. Secret outputs stay secret.",
            "inputs": {
                "stack": {"type": "string", "required": true, "description": "The stack to read: `project/stack`, or `stack` of this project."},
                "backend": {"type": "string", "description": "The backend it lives in, by its name under [backends] in Strata.toml (default: this stack's)."}
            },
            "outputs": {}
        }}}))
    }

    async fn check(
        &self,
        _ty: &str,
        _name: &str,
        _olds: Option<&Value>,
        news: &Value,
    ) -> Result<Value, ProviderError> {
        if !strata_model::value::contains_unknown(news) {
            self.inputs(news)?;
        }
        Ok(news.clone())
    }

    async fn diff(
        &self,
        _ty: &str,
        _id: &str,
        old_inputs: &Value,
        old_outputs: &Value,
        new_inputs: &Value,
    ) -> Result<DiffResult, ProviderError> {
        let mut changed: Vec<String> = ["stack", "backend"]
            .into_iter()
            .filter(|k| old_inputs.get(k) != new_inputs.get(k))
            .map(String::from)
            .collect();
        let i = self.inputs(new_inputs)?;
        // A diff runs in a preview too: the cascade's previewed outputs count there.
        let now = self.outputs(&i, true).await?;
        let (old, new) = (old_outputs.as_object(), now.as_object());
        let keys: std::collections::BTreeSet<&String> =
            old.into_iter().chain(new).flat_map(|o| o.keys()).collect();
        changed.extend(
            keys.into_iter()
                .filter(|k| old.and_then(|o| o.get(*k)) != new.and_then(|o| o.get(*k)))
                .cloned(),
        );
        // Another stack is another reference: made anew (nothing outside the state changes).
        let replaces = changed
            .iter()
            .filter(|k| matches!(k.as_str(), "stack" | "backend"))
            .cloned()
            .collect();
        Ok(DiffResult {
            changed,
            replaces,
            ..DiffResult::default()
        })
    }

    async fn create(
        &self,
        _ty: &str,
        _name: &str,
        inputs: &Value,
        preview: bool,
        _timeout: Option<Duration>,
    ) -> Result<(String, Value), ProviderError> {
        let i = self.inputs(inputs)?;
        Ok((i.name.to_string(), self.outputs(&i, preview).await?))
    }

    async fn read(
        &self,
        _ty: &str,
        id: &str,
        inputs: &Value,
        _outputs: &Value,
    ) -> Result<Option<ReadResult>, ProviderError> {
        let i = self.inputs(inputs)?;
        Ok(Some(ReadResult {
            id: id.into(),
            inputs: inputs.clone(),
            outputs: self.outputs(&i, false).await?,
        }))
    }

    async fn update(
        &self,
        _ty: &str,
        _id: &str,
        _old_inputs: &Value,
        _old_outputs: &Value,
        new_inputs: &Value,
        preview: bool,
        _timeout: Option<Duration>,
    ) -> Result<Value, ProviderError> {
        let i = self.inputs(new_inputs)?;
        self.outputs(&i, preview).await
    }

    async fn delete(
        &self,
        _ty: &str,
        _id: &str,
        _inputs: &Value,
        _outputs: &Value,
        _timeout: Option<Duration>,
    ) -> Result<(), ProviderError> {
        // Nothing exists outside the state; the index of dependents is updated after the save.
        Ok(())
    }
}

impl References {
    /// The upstreams the checkpoint after this command records: for each reference left in
    /// `resources`, what this command's program run read of it (with the outputs `plan` uses),
    /// else (a refresh, a reference the run did not reach) what was recorded before.
    pub fn record(
        &self,
        plan: Option<&Plan>,
        resources: &[std::sync::Arc<strata_model::ResourceState>],
        before: &[Upstream],
    ) -> Vec<Upstream> {
        // A refresh re-reads references but updates nothing built from them: what the stack
        // read stays what its resources were made from.
        let read = plan.map(|p| self.upstreams(p)).unwrap_or_default();
        let mut out: Vec<Upstream> = vec![];
        for r in resources.iter().filter(|r| r.ty == REFERENCE) {
            let Some(Ok(name)) = r
                .inputs
                .get("stack")
                .and_then(Value::as_str)
                .map(|s| StackName::parse(s, &self.me.project))
            else {
                continue;
            };
            let name = name.to_string();
            if out.iter().any(|u| u.stack == name) {
                continue;
            }
            if let Some(u) = read.iter().chain(before).find(|u| u.stack == name) {
                out.push(u.clone());
            }
        }
        out.sort_by(|a, b| a.stack.cmp(&b.stack));
        out
    }
}
