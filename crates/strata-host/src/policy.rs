//! Policy packs as components (`strata:policy`): confined exactly as providers are (the same
//! capabilities, prepared from the pack's grants, which are none unless the project file says
//! otherwise), with a pool of instances, a time limit per call and a budget for what they
//! return. [`PolicyPacks`] implements the engine's `Policy` port over the project's packs.
//!
//! The engine asks about one resource at a time, from many steps at once; a pack is asked
//! about all the resources waiting at that moment in one call (`validate-resources`), so that
//! a create of 10,000 resources makes a few hundred calls, not 10,000.
//!
//! A pack sees secrets as `"[secret]"` unless it is granted them (`secrets = true`). A pack
//! that fails (traps, runs past its time limit, returns what cannot be read) fails its own
//! check: that counts as a violation of its strictest enabled policy, so that a pack with a
//! mandatory policy stops what it could not check (fail closed), and one with advisory
//! policies only warns.

use crate::bindings::policy::exports::strata::policy::policy as wit;
use crate::bindings::policy::{PolicyPack, PolicyPackPre};
use crate::caps::SandboxState;
use crate::caps::limits::{Budget, show_duration, show_size};
use crate::caps::{Caps, Given};
use crate::provider::{GuestLog, Limits};
use crate::runtime::{ComponentKind, Runtime, Wasm, ticks};
use anyhow::{Result, anyhow, bail};
use async_trait::async_trait;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use strata_engine::{Enforcement, Policy, PolicyResource, Violation};
use strata_model::value::{contains_secret, redact};
use strata_model::{KnownSecrets, Urn, Value};
use strata_policy::Grants;
use tokio::sync::{mpsc, oneshot};
use wasmtime::Store;

/// How a pack is set up: its name in the project, its configuration, what it may reach.
#[derive(Clone)]
pub struct PackSetup {
    /// Its name in the project file (`[policy.NAME]`).
    pub name: String,
    /// The stack it checks (none: `strata policy test`).
    pub project: String,
    pub stack: String,
    /// Each policy's configuration (`[policy.NAME.config.POLICY]`).
    pub config: BTreeMap<String, Value>,
    /// Each policy's enforcement, overriding the pack's (`[policy.NAME.enforcement]`).
    pub enforcement: BTreeMap<String, Enforcement>,
    /// What it may reach (nothing by default).
    pub grants: Arc<Grants>,
    /// Whether it sees secrets' values (`secrets = true`); else they reach it as `[secret]`.
    pub secrets_granted: bool,
    pub limits: Limits,
    pub log: Option<GuestLog>,
    /// The stack's secret plaintexts: scrubbed from everything the pack says.
    pub secrets: Arc<KnownSecrets>,
}

/// A pack's time limit per call unless the project says otherwise: a pack reads what it is
/// given and decides; it has no reason to take long.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// Memory of each instance unless the project says otherwise.
pub const DEFAULT_MEMORY: u64 = 256 << 20;

/// Bytes a pack may return during one command unless the project says otherwise.
pub const DEFAULT_MAX_OUTPUT: u64 = 64 << 20;

impl PackSetup {
    pub fn new(name: &str) -> PackSetup {
        PackSetup {
            name: name.into(),
            project: String::new(),
            stack: String::new(),
            config: BTreeMap::new(),
            enforcement: BTreeMap::new(),
            grants: Arc::default(),
            secrets_granted: false,
            limits: Limits {
                memory: DEFAULT_MEMORY,
                timeout: DEFAULT_TIMEOUT,
                max_output: DEFAULT_MAX_OUTPUT,
                max_sockets: 16,
            },
            log: None,
            secrets: Arc::default(),
        }
    }
}

/// One policy of a pack, with its enforcement after the project's overrides.
#[derive(Clone, Debug, PartialEq)]
pub struct PolicyInfo {
    pub name: String,
    pub description: String,
    pub enforcement: Enforcement,
    /// Its pack's own level, before any override.
    pub declared: Enforcement,
    pub kind: PolicyKind,
}

/// What a policy checks, and when.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PolicyKind {
    /// Each resource before the call that changes it (`validate-resources`).
    Resource,
    /// The stack as a whole (`validate-stack`).
    Stack,
    /// Each resource's inputs, fixed before anything is decided (`remediate-resources`).
    Remediation,
}

impl PolicyKind {
    pub fn name(self) -> &'static str {
        match self {
            PolicyKind::Resource => "resource",
            PolicyKind::Stack => "stack",
            PolicyKind::Remediation => "remediation",
        }
    }
}

struct Instance {
    store: Store<SandboxState>,
    pack: PolicyPack,
}

/// The part of a pack its batching task shares.
struct Inner {
    setup: PackSetup,
    caps: Caps,
    pre: PolicyPackPre<SandboxState>,
    idle: Mutex<Vec<Instance>>,
    output: Budget,
    /// What each instance's `configure` is given.
    configure: String,
    /// Resources asked about ahead (see `Policy::ahead`), by their place in the list: the batch
    /// each is in, and its place there.
    ahead: Mutex<Vec<(Arc<Chunk>, usize)>>,
}

/// A batch asked about ahead: its answers once the pack gave them (`None`: it failed, or a step
/// needed it before its turn came, and each resource of it is asked about on its own).
type Chunk = tokio::sync::OnceCell<Option<Answers>>;

/// A batch's answers: its violations, and its remediations' fixes when the pack has any
/// (`None`: it has none, or they failed, and each resource is asked on its own).
struct Answers {
    violations: Vec<Vec<wit::Violation>>,
    fixes: Option<Vec<Vec<wit::Remediation>>>,
}

/// A resource waiting for its batch (as JSON), and where its answer goes.
type Waiting = (String, oneshot::Sender<Result<Vec<wit::Violation>, String>>);

/// A loaded policy pack.
pub struct WasmPolicyPack {
    inner: Arc<Inner>,
    /// The pack's own name for itself.
    pub declared_name: String,
    /// Its name in what it reports (its setup's, unless renamed).
    label: String,
    pub policies: Vec<PolicyInfo>,
    /// Each policy's place in `policies`, by name: an answer is matched in constant time.
    index: HashMap<String, usize>,
    queue: mpsc::UnboundedSender<Waiting>,
    /// The tasks answering the last run's resources ahead: stopped when another run hands over
    /// its own, or the pack goes (an instance busy for a run that ended is of use to no one).
    ahead_tasks: Mutex<Vec<tokio::task::JoinHandle<()>>>,
}

impl Drop for WasmPolicyPack {
    fn drop(&mut self) {
        self.stop_ahead();
    }
}

/// At most this many resources in one call.
const BATCH: usize = 256;

/// Batches in the pack at once (each on an instance of its own).
const BATCHERS: usize = 2;

impl WasmPolicyPack {
    /// Load the pack in `wasm` (`what` names it in errors), ask it for its policies, apply the
    /// project's overrides (an override of a policy it does not have is an error, with the
    /// closest name), and configure it. Must be called within a tokio runtime: its batching
    /// task starts here.
    pub async fn load(
        runtime: &Runtime,
        wasm: &Wasm,
        what: &str,
        setup: PackSetup,
    ) -> Result<WasmPolicyPack> {
        let name = setup.name.clone();
        let component = runtime
            .load_wasm(wasm, what, ComponentKind::Policy)
            .map_err(|e| anyhow!("policy pack {name}: {e:#}"))?;
        crate::check_wit_version(wasm.bytes(), "policy", crate::POLICY_WIT)
            .map_err(|e| anyhow!("policy pack {name}: {what} {e}"))?;
        let pre = runtime
            .provider_linker
            .instantiate_pre(&component)
            .map_err(|e| {
                anyhow!(
                    "policy pack {name}: {what} does not fit the strata:policy@{} world: {e:#}",
                    crate::POLICY_WIT
                )
            })?;
        let pre = PolicyPackPre::new(pre).map_err(|e| {
            anyhow!(
                "policy pack {name}: {what} is not a policy pack: it does not export strata:policy/policy@{} ({e:#})",
                crate::POLICY_WIT
            )
        })?;
        let caps = Caps::prepare(&Given {
            grants: setup.grants.clone(),
            memory: setup.limits.memory,
            max_sockets: setup.limits.max_sockets,
            requests: Arc::default(),
        })
        .map_err(|e| anyhow!("policy pack {name}: {e}"))?;
        let mut inner = Inner {
            output: Budget::new(setup.limits.max_output),
            setup,
            caps,
            pre,
            idle: Mutex::new(Vec::new()),
            configure: String::new(),
            ahead: Mutex::default(),
        };
        // The first instance says what the pack holds; it is configured once that is known.
        let mut first = inner
            .start()
            .await
            .map_err(|e| anyhow!("policy pack {name}: cannot start it: {e}"))?;
        let timeout = inner.setup.limits.timeout;
        first.store.set_epoch_deadline(ticks(timeout));
        let said = tokio::time::timeout(
            timeout,
            first
                .pack
                .strata_policy_policy()
                .call_policies(&mut first.store),
        )
        .await;
        let printed = inner.forward_output(first.store.data());
        let (declared_name, list) = match said {
            Ok(Ok(r)) => r,
            Ok(Err(trap)) => bail!(
                "policy pack {name}: listing its policies: {}",
                inner.describe(&first.store, &trap, &printed)
            ),
            Err(_) => bail!(
                "policy pack {name}: listing its policies: {}",
                inner.timed_out()
            ),
        };
        let policies = effective(&name, list, &inner.setup.enforcement)?;
        configured_policies(&name, &policies, &inner.setup.config)?;
        inner.configure = configuration(&inner.setup, &policies);
        // What the pack refuses of its configuration (a setting a policy does not take, a value
        // of the wrong type, checked by the SDKs against each policy's declared schema) is said
        // as the project file's mistake, before anything runs.
        inner
            .configure(&mut first)
            .await
            .map_err(|e| match e {
                Configure::Refused(said) => anyhow!(
                    "policy pack {name}: its configuration ([policy.{name}.config]) is refused by the pack: {said}"
                ),
                Configure::Failed(e) => anyhow!("policy pack {name}: {e}"),
            })?;
        inner.checkin(first);
        let inner = Arc::new(inner);
        let (queue, waiting) = mpsc::unbounded_channel();
        let waiting = Arc::new(tokio::sync::Mutex::new(waiting));
        for _ in 0..BATCHERS {
            tokio::spawn(batches(inner.clone(), waiting.clone()));
        }
        let index = policies
            .iter()
            .enumerate()
            .map(|(i, p)| (p.name.clone(), i))
            .collect();
        Ok(WasmPolicyPack {
            label: name,
            inner,
            declared_name,
            policies,
            index,
            queue,
            ahead_tasks: Mutex::default(),
        })
    }

    /// Stop the tasks still answering an earlier run's resources ahead. A step waiting on one
    /// of their batches then asks about its resource itself.
    fn stop_ahead(&self) {
        for t in self
            .ahead_tasks
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .drain(..)
        {
            t.abort();
        }
    }

    /// The pack's name in the project (what its violations say).
    pub fn name(&self) -> &str {
        &self.label
    }

    /// Name it `name` in what it reports: a pack given as a file goes by its own name for
    /// itself, not by its file's.
    pub fn rename(&mut self, name: String) {
        self.label = name;
    }

    /// The level a failure of the pack is enforced at: that of its strictest enabled policy of
    /// the kind it was checking (`None`: all of them are disabled, and it is not asked).
    /// A remediation that cannot run leaves the resource unfixed: a pack that cannot fix
    /// stops what it could not fix, unless its remediations are set to advisory.
    fn strictest(&self, kind: PolicyKind) -> Option<Enforcement> {
        let levels = self
            .policies
            .iter()
            .filter(|p| p.kind == kind)
            .map(|p| p.enforcement);
        let mut out = None;
        for l in levels {
            match l {
                Enforcement::Mandatory | Enforcement::Remediate => {
                    return Some(Enforcement::Mandatory);
                }
                Enforcement::Advisory => out = Some(Enforcement::Advisory),
                Enforcement::Disabled => {}
            }
        }
        out
    }

    /// The pack's answers as violations, each at its policy's level; a policy it does not
    /// declare (or one of the other kind) is its failure.
    fn violations(
        &self,
        kind: PolicyKind,
        said: Vec<wit::Violation>,
        urns: &HashSet<&Urn>,
        at: Option<&Urn>,
    ) -> Vec<Violation> {
        self.reading()
            .violations(kind, said, urns, at)
            .unwrap_or_else(|why| vec![self.failed(kind, at, &why)])
    }

    fn reading(&self) -> Reading<'_> {
        Reading {
            pack: self.name(),
            policies: &self.policies,
            index: &self.index,
            secrets: &self.inner.setup.secrets,
            secrets_granted: self.inner.setup.secrets_granted,
        }
    }

    /// The violation a failed check is: of the pack's strictest policy.
    fn failed(&self, kind: PolicyKind, urn: Option<&Urn>, why: &str) -> Violation {
        let enforcement = self.strictest(kind).unwrap_or(Enforcement::Advisory);
        Violation {
            pack: self.name().to_string(),
            policy: "(pack)".into(),
            enforcement,
            message: format!(
                "the pack could not {}: {}{}",
                match kind {
                    PolicyKind::Resource => "check it",
                    PolicyKind::Stack => "check the stack",
                    PolicyKind::Remediation => "run its remediations on it",
                },
                self.inner.setup.secrets.scrub(why),
                if enforcement == Enforcement::Mandatory {
                    " (a pack with a mandatory policy, or a remediation, that cannot run stops what it could not check: fail closed)"
                } else {
                    ""
                }
            ),
            path: String::new(),
            urn: urn.cloned(),
        }
    }

    /// Check one resource (batched with others waiting).
    pub async fn validate_resource(&self, r: &PolicyResource<'_>) -> Vec<Violation> {
        if self.strictest(PolicyKind::Resource).is_none() {
            return Vec::new();
        }
        let ahead = r.ahead.and_then(|k| {
            self.inner
                .ahead
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .get(k as usize)
                .cloned()
        });
        if let Some((chunk, at)) = ahead {
            // Its batch's answer: given, or being given (then waited for); a batch not begun
            // yet is given up, and this resource asked about in the usual way.
            let lists = chunk.get_or_init(|| async { None }).await;
            if let Some(said) = lists.as_ref().and_then(|l| l.violations.get(at)) {
                return self.violations(
                    PolicyKind::Resource,
                    said.clone(),
                    &HashSet::new(),
                    Some(r.urn),
                );
            }
        }
        let mut asked = Vec::with_capacity(256);
        self.inner.resource(r, &mut asked);
        let asked = String::from_utf8(asked).unwrap_or_default();
        let (tx, rx) = oneshot::channel();
        if self.queue.send((asked, tx)).is_err() {
            return vec![self.failed(
                PolicyKind::Resource,
                Some(r.urn),
                "its batching task has stopped",
            )];
        }
        let said = match rx.await {
            Ok(r) => r,
            Err(_) => Err("its batching task has stopped".into()),
        };
        match said {
            Ok(said) => self.violations(PolicyKind::Resource, said, &HashSet::new(), Some(r.urn)),
            Err(why) => vec![self.failed(PolicyKind::Resource, Some(r.urn), &why)],
        }
    }

    /// Begin checking `resources`, in batches on two instances at once (in the order given,
    /// which is the order the run reaches them), and keep each answer for when its resource is
    /// asked about (by its place in this list, `PolicyResource::ahead`). Returns once they are
    /// handed over: the run starts while the pack works.
    pub async fn ahead(&self, resources: &[PolicyResource<'_>]) {
        // What an earlier run was told ahead and never asked is of no use now.
        self.stop_ahead();
        let mut ahead = self.inner.ahead.lock().unwrap_or_else(|p| p.into_inner());
        ahead.clear();
        let fixes = self.checks(PolicyKind::Remediation);
        if !(self.checks(PolicyKind::Resource) || fixes) || resources.is_empty() {
            return;
        }
        // Each batch's JSON and its resources' own, made on two threads (10,000 resources
        // took 5 ms on one, before the run could start).
        let parts: Vec<&[PolicyResource<'_>]> = resources.chunks(BATCH).collect();
        let made: Vec<(String, usize)> = std::thread::scope(|scope| {
            let half = parts.len().div_ceil(2);
            let work = |parts: &[&[PolicyResource<'_>]]| -> Vec<(String, usize)> {
                parts.iter().map(|part| self.inner.batch(part)).collect()
            };
            let (a, b) = parts.split_at(half);
            let other = scope.spawn(move || work(b));
            let mut made = work(a);
            made.extend(other.join().unwrap_or_default());
            made
        });
        let mut queues: Vec<Vec<(Arc<Chunk>, String, usize)>> = vec![Vec::new(); BATCHERS];
        for (n, (json, count)) in made.into_iter().enumerate() {
            let chunk: Arc<Chunk> = Arc::default();
            ahead.extend((0..count).map(|at| (chunk.clone(), at)));
            queues[n % BATCHERS].push((chunk, json, count));
        }
        drop(ahead);
        let mut tasks = self.ahead_tasks.lock().unwrap_or_else(|p| p.into_inner());
        for queue in queues {
            let inner = self.inner.clone();
            tasks.push(tokio::spawn(async move {
                for (chunk, json, n) in queue {
                    chunk
                        .get_or_init(|| async {
                            let fixed = match fixes {
                                true => inner.remediate_resources(json.clone(), n).await.ok(),
                                false => None,
                            };
                            let violations = inner.validate_resources(json, n).await.ok()?;
                            Some(Answers {
                                violations,
                                fixes: fixed,
                            })
                        })
                        .await;
                }
            }));
        }
    }

    /// Run the remediation policies on one resource: the fixes to apply, in order, and what is
    /// reported instead (see [`Reading::remediations`]); a pack that fails fails at the level
    /// of its strictest remediation.
    pub async fn remediate(
        &self,
        r: &PolicyResource<'_>,
    ) -> (Vec<strata_engine::Remediation>, Vec<Violation>) {
        if self.strictest(PolicyKind::Remediation).is_none() {
            return (Vec::new(), Vec::new());
        }
        // Answered ahead, with its batch, when it is exactly what was told then.
        let ahead = r.ahead.and_then(|k| {
            self.inner
                .ahead
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .get(k as usize)
                .cloned()
        });
        if let Some((chunk, at)) = ahead {
            let lists = chunk.get_or_init(|| async { None }).await;
            if let Some(said) = lists
                .as_ref()
                .and_then(|l| l.fixes.as_ref())
                .and_then(|f| f.get(at))
            {
                return self
                    .reading()
                    .remediations(said.clone(), r.inputs, r.urn)
                    .unwrap_or_else(|why| {
                        (
                            Vec::new(),
                            vec![self.failed(PolicyKind::Remediation, Some(r.urn), &why)],
                        )
                    });
            }
        }
        let mut asked = Vec::with_capacity(256);
        asked.push(b'[');
        self.inner.resource(r, &mut asked);
        asked.push(b']');
        let asked = String::from_utf8(asked).unwrap_or_default();
        let read = self
            .inner
            .remediate_resources(asked, 1)
            .await
            .and_then(|mut lists| {
                let list = lists.pop().unwrap_or_default();
                self.reading().remediations(list, r.inputs, r.urn)
            });
        match read {
            Ok(r) => r,
            Err(why) => (
                Vec::new(),
                vec![self.failed(PolicyKind::Remediation, Some(r.urn), &why)],
            ),
        }
    }

    /// Check the stack as a whole.
    pub async fn validate_stack(&self, resources: &[PolicyResource<'_>]) -> Vec<Violation> {
        if self.strictest(PolicyKind::Stack).is_none() {
            return Vec::new();
        }
        // Made on two threads: it is the run's last work, on its critical path.
        let (a, b) = resources.split_at(resources.len() / 2);
        let write = |part: &[PolicyResource<'_>]| {
            let mut out = Vec::with_capacity(part.len() * 256);
            for (i, r) in part.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                self.inner.resource(r, &mut out);
            }
            out
        };
        let (first, second) = std::thread::scope(|scope| {
            let other = scope.spawn(move || write(b));
            (write(a), other.join().unwrap_or_default())
        });
        let mut asked = Vec::with_capacity(first.len() + second.len() + 3);
        asked.push(b'[');
        asked.extend_from_slice(&first);
        if !first.is_empty() && !second.is_empty() {
            asked.push(b',');
        }
        asked.extend_from_slice(&second);
        asked.push(b']');
        // serde_json writes UTF-8.
        let asked = String::from_utf8(asked).unwrap_or_default();
        let said = self
            .inner
            .call(|pack, store| {
                Box::pin(async move {
                    pack.strata_policy_policy()
                        .call_validate_stack(store, &asked)
                        .await
                })
            })
            .await;
        match said.and_then(|r| {
            r.and_then(|v| {
                let bytes: usize = v.iter().map(|v| v.message.len() + v.path.len()).sum();
                self.inner.spend(bytes).map(|()| v)
            })
        }) {
            Ok(said) => {
                let urns: HashSet<&Urn> = resources.iter().map(|r| r.urn).collect();
                self.violations(PolicyKind::Stack, said, &urns, None)
            }
            Err(why) => vec![self.failed(PolicyKind::Stack, None, &why)],
        }
    }
}

/// The pack's batching task: takes the resources waiting, up to [`BATCH`], and asks about them
/// in one call; ends when the pack is dropped.
async fn batches(
    inner: Arc<Inner>,
    waiting: Arc<tokio::sync::Mutex<mpsc::UnboundedReceiver<Waiting>>>,
) {
    let mut batch = Vec::with_capacity(BATCH);
    loop {
        // One task takes a batch while the other's is in the pack.
        if waiting.lock().await.recv_many(&mut batch, BATCH).await == 0 {
            break;
        }
        let n = batch.len();
        let mut asked =
            String::with_capacity(batch.iter().map(|(a, _)| a.len() + 1).sum::<usize>() + 2);
        asked.push('[');
        let mut answer = Vec::with_capacity(n);
        for (i, (one, tx)) in batch.drain(..).enumerate() {
            if i > 0 {
                asked.push(',');
            }
            asked.push_str(&one);
            answer.push(tx);
        }
        asked.push(']');
        let said = inner.validate_resources(asked, n).await;
        match said {
            Ok(lists) => {
                for (tx, list) in answer.into_iter().zip(lists) {
                    let _ = tx.send(Ok(list));
                }
            }
            Err(why) => {
                for tx in answer {
                    let _ = tx.send(Err(why.clone()));
                }
            }
        }
    }
}

/// A call's future, borrowing the instance.
type CallFuture<'a, T> =
    std::pin::Pin<Box<dyn Future<Output = wasmtime::Result<Result<T, String>>> + Send + 'a>>;

impl Inner {
    fn name(&self) -> &str {
        &self.setup.name
    }

    /// A new instance, not configured.
    async fn start(&self) -> Result<Instance, String> {
        let (wasi, caps) = self.caps.instance()?;
        let mut store = Store::new(self.pre.engine(), SandboxState::new(wasi, caps));
        store.limiter(|s| &mut s.caps.memory);
        store.set_epoch_deadline(ticks(self.setup.limits.timeout));
        match self.pre.instantiate_async(&mut store).await {
            Ok(pack) => Ok(Instance { store, pack }),
            Err(e) => {
                let printed = self.forward_output(store.data());
                Err(self.describe(&store, &e, &printed))
            }
        }
    }

    async fn configure(&self, inst: &mut Instance) -> Result<(), Configure> {
        let timeout = self.setup.limits.timeout;
        inst.store.set_epoch_deadline(ticks(timeout));
        let r = tokio::time::timeout(
            timeout,
            inst.pack
                .strata_policy_policy()
                .call_configure(&mut inst.store, &self.configure),
        )
        .await;
        let printed = self.forward_output(inst.store.data());
        match r {
            Ok(Ok(Ok(()))) => Ok(()),
            Ok(Ok(Err(e))) => Err(Configure::Refused(clip(&e))),
            Ok(Err(trap)) => Err(Configure::Failed(self.describe(
                &inst.store,
                &trap,
                &printed,
            ))),
            Err(_) => Err(Configure::Failed(self.timed_out())),
        }
    }

    fn checkin(&self, inst: Instance) {
        self.idle
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(inst);
    }

    /// Run one call on a pooled instance (a new one, configured, when none waits), bounded in
    /// time; a trap or a timeout drops the instance. Errors name what went wrong, with no
    /// secret the stack knows.
    async fn call<T>(
        &self,
        f: impl for<'a> FnOnce(&'a PolicyPack, &'a mut Store<SandboxState>) -> CallFuture<'a, T>,
    ) -> Result<Result<T, String>, String> {
        let timeout = self.setup.limits.timeout;
        let idle = self.idle.lock().unwrap_or_else(|p| p.into_inner()).pop();
        let mut inst = match idle {
            Some(i) => i,
            None => {
                let mut i = self.start().await?;
                self.configure(&mut i).await.map_err(|e| e.to_string())?;
                i
            }
        };
        inst.store.set_epoch_deadline(ticks(timeout));
        inst.store.data().caps.network.take_denials();
        let r = tokio::time::timeout(timeout, f(&inst.pack, &mut inst.store)).await;
        let printed = self.forward_output(inst.store.data());
        let denied = inst
            .store
            .data()
            .caps
            .network
            .take_denials()
            .first()
            .map(|d| d.explain(self.name()).replace("[providers.", "[policy."));
        let r = match r {
            Ok(Ok(r)) => {
                self.checkin(inst);
                Ok(r.map_err(|e| clip(&e)))
            }
            Ok(Err(trap)) => Err(self.describe(&inst.store, &trap, &printed)),
            Err(_) => Err(self.timed_out()),
        };
        let r = match (r, denied) {
            (Ok(Err(e)), Some(d)) | (Err(e), Some(d)) => Err(format!("{d} ({e})")),
            (r, _) => r,
        };
        r.map_err(|e| self.setup.secrets.scrub(&e))
    }

    /// Ask the pack about the `n` resources in `json` (one call): a list of violations per
    /// resource, counted against the output budget; anything else is the pack's failure.
    async fn validate_resources(
        &self,
        json: String,
        n: usize,
    ) -> Result<Vec<Vec<wit::Violation>>, String> {
        let lists = self
            .call(|pack, store| {
                Box::pin(async move {
                    pack.strata_policy_policy()
                        .call_validate_resources(store, &json)
                        .await
                })
            })
            .await??;
        self.answered(lists, n, |v| v.message.len() + v.path.len())
    }

    /// A pack's answer about `n` resources (a list per resource): the right count, its bytes
    /// (`size` of each item) counted against the output budget.
    fn answered<T>(
        &self,
        lists: Vec<Vec<T>>,
        n: usize,
        size: impl Fn(&T) -> usize,
    ) -> Result<Vec<Vec<T>>, String> {
        if lists.len() != n {
            return Err(format!(
                "it answered for {} when asked about {n}",
                strata_model::spelling::count(lists.len(), "resource", "resources")
            ));
        }
        self.spend(lists.iter().flatten().map(size).sum())?;
        Ok(lists)
    }

    /// Ask the pack's remediations about the `n` resources in `json` (one call): a list of
    /// fixes per resource, counted against the output budget.
    async fn remediate_resources(
        &self,
        json: String,
        n: usize,
    ) -> Result<Vec<Vec<wit::Remediation>>, String> {
        let lists = self
            .call(|pack, store| {
                Box::pin(async move {
                    pack.strata_policy_policy()
                        .call_remediate_resources(store, &json)
                        .await
                })
            })
            .await??;
        self.answered(lists, n, |f| {
            f.message.len() + f.inputs.len() + f.policy.len()
        })
    }

    fn spend(&self, bytes: usize) -> Result<(), String> {
        if self.output.spend(bytes) {
            Ok(())
        } else {
            Err(format!(
                "it returned more than {} during this command (raise `max-output` under [policy.{}])",
                show_size(self.output.limit()),
                self.name()
            ))
        }
    }

    fn timed_out(&self) -> String {
        format!(
            "it timed out after {}: a call ran longer than its limit (raise `timeout` under [policy.{}])",
            show_duration(self.setup.limits.timeout),
            self.name()
        )
    }

    fn describe(
        &self,
        store: &Store<SandboxState>,
        trap: &wasmtime::Error,
        printed: &str,
    ) -> String {
        if matches!(
            trap.downcast_ref::<wasmtime::Trap>(),
            Some(wasmtime::Trap::Interrupt)
        ) {
            return self.timed_out();
        }
        if store.data().caps.memory.reached {
            return format!(
                "it ran out of memory: it tried to grow past its limit of {} MiB (raise `memory` under [policy.{}])",
                self.setup.limits.memory >> 20,
                self.name()
            );
        }
        format!("it crashed: {}", crate::describe_trap(trap, printed))
    }

    /// What the instance printed since the last call, to the log a line at a time and scrubbed.
    fn forward_output(&self, state: &SandboxState) -> String {
        crate::provider::forward_output(
            state,
            &self.setup.secrets,
            self.setup.log.as_ref(),
            &format!("policy pack {}", self.name()),
        )
    }

    /// A batch's JSON, and how many resources it holds.
    fn batch(&self, part: &[PolicyResource<'_>]) -> (String, usize) {
        let mut json = Vec::with_capacity(part.len() * 256 + 2);
        json.push(b'[');
        for (at, r) in part.iter().enumerate() {
            if at > 0 {
                json.push(b',');
            }
            self.resource(r, &mut json);
        }
        json.push(b']');
        (String::from_utf8(json).unwrap_or_default(), part.len())
    }

    /// A resource as the pack is given it (the JSON documented on `validate-resources`),
    /// appended to `out`: secrets as `[secret]` unless it is granted them.
    fn resource(&self, r: &PolicyResource<'_>, out: &mut Vec<u8>) {
        use std::borrow::Cow;
        // Not granted secrets: every secret as `[secret]`, marked or not. A value that holds a
        // plaintext the run knows as a secret (a program that passed one on without its marker)
        // is one too: the pack sees it as the engine would record it.
        fn shown<'v>(setup: &PackSetup, v: &'v Value) -> Cow<'v, Value> {
            if setup.secrets_granted || (setup.secrets.is_empty() && !contains_secret(v)) {
                return Cow::Borrowed(v);
            }
            let marked = setup.secrets.mark(v.clone());
            if contains_secret(&marked) {
                Cow::Owned(redact(&marked))
            } else {
                Cow::Borrowed(v)
            }
        }
        let shown_ref = |v| shown(&self.setup, v);
        #[derive(serde::Serialize)]
        struct Subject<'a> {
            urn: &'a Urn,
            #[serde(rename = "type")]
            ty: &'a str,
            name: &'a str,
            op: strata_model::OpKind,
            inputs: Cow<'a, Value>,
            #[serde(skip_serializing_if = "Option::is_none")]
            outputs: Option<Cow<'a, Value>>,
            protect: bool,
            provider: &'a str,
            #[serde(skip_serializing_if = "Option::is_none")]
            parent: Option<&'a Urn>,
            dependencies: &'a [Urn],
        }
        let subject = Subject {
            urn: r.urn,
            ty: r.ty,
            name: r.name,
            op: r.op,
            inputs: shown_ref(r.inputs),
            outputs: r.outputs.map(shown_ref),
            protect: r.protect,
            provider: r.provider,
            parent: r.parent,
            dependencies: r.dependencies,
        };
        // Writing JSON into memory cannot fail: every value here serializes.
        let _ = serde_json::to_writer(out, &subject);
    }
}

/// At most 4 KiB of what a pack says, on a character boundary.
fn clip(s: &str) -> String {
    const MAX: usize = 4096;
    if s.len() <= MAX {
        return s.to_string();
    }
    let mut end = MAX;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &s[..end])
}

/// The most policies a pack may declare. Every use of the list is linear in it (a set for the
/// duplicates, an index for the answers), and this bounds the rest: the listing's size, and
/// what an error shows of it.
pub const MAX_POLICIES: usize = 10_000;

/// The pack's policies with the project's overrides applied.
fn effective(
    pack: &str,
    list: Vec<wit::PolicyInfo>,
    overrides: &BTreeMap<String, Enforcement>,
) -> Result<Vec<PolicyInfo>> {
    use crate::bindings::policy::strata::policy::types::Enforcement as E;
    if list.len() > MAX_POLICIES {
        bail!(
            "policy pack {pack}: it declares {} policies, more than the {MAX_POLICIES} a pack may",
            list.len()
        );
    }
    let mut out: Vec<PolicyInfo> = Vec::with_capacity(list.len());
    let mut names: HashSet<String> = HashSet::with_capacity(list.len());
    for p in list {
        let declared = match p.enforcement {
            E::Advisory => Enforcement::Advisory,
            E::Mandatory => Enforcement::Mandatory,
            E::Disabled => Enforcement::Disabled,
            E::Remediate => Enforcement::Remediate,
        };
        let kind = match p.kind.as_str() {
            "resource" => PolicyKind::Resource,
            "stack" => PolicyKind::Stack,
            "remediation" => PolicyKind::Remediation,
            other => bail!(
                "policy pack {pack}: its policy `{}` is of kind `{}`; a policy is of kind `resource`, `stack` or `remediation`",
                clip(&p.name),
                clip(other)
            ),
        };
        // Only a remediation fixes anything.
        if declared == Enforcement::Remediate && kind != PolicyKind::Remediation {
            bail!(
                "policy pack {pack}: its {} policy `{}` is declared `remediate`, which only a remediation policy may be",
                kind.name(),
                clip(&p.name)
            );
        }
        if let Some(Enforcement::Remediate) = overrides.get(&p.name)
            && kind != PolicyKind::Remediation
        {
            bail!(
                "policy pack {pack}: Strata.toml sets `{}` to `remediate` under [policy.{pack}.enforcement], and it is a {} policy: only a remediation policy fixes anything (advisory, mandatory or disabled)",
                p.name,
                kind.name()
            );
        }
        if !names.insert(p.name.clone()) {
            bail!(
                "policy pack {pack}: it declares policy `{}` twice",
                clip(&p.name)
            );
        }
        out.push(PolicyInfo {
            enforcement: overrides.get(&p.name).copied().unwrap_or(declared),
            name: p.name,
            description: clip(&p.description),
            declared,
            kind,
        });
    }
    for name in overrides.keys() {
        if !names.contains(name) {
            let near = strata_model::spelling::closest(out.iter().map(|p| &p.name), name);
            bail!(
                "policy pack {pack}: Strata.toml sets the enforcement of `{name}` under [policy.{pack}.enforcement], and the pack has no such policy{}",
                match near {
                    Some(n) => format!(": did you mean `{n}`?"),
                    None => format!(
                        " (it has {})",
                        out.iter()
                            .map(|p| format!("`{}`", p.name))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                }
            );
        }
    }
    Ok(out)
}

/// Why [`Inner::configure`] failed: the pack refused what it was given (its settings, checked by
/// its SDK), or it trapped or ran out of time.
enum Configure {
    Refused(String),
    Failed(String),
}

impl std::fmt::Display for Configure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Configure::Refused(said) => write!(f, "configure: {said}"),
            Configure::Failed(why) => f.write_str(why),
        }
    }
}

/// Configuration given in the project for a policy the pack does not have (a misspelt name,
/// a policy removed from the pack) is refused, as an enforcement for one is: configuration
/// silently ignored would leave a policy running with settings nobody chose.
fn configured_policies(
    pack: &str,
    policies: &[PolicyInfo],
    config: &BTreeMap<String, Value>,
) -> Result<()> {
    for name in config.keys() {
        if policies.iter().any(|p| &p.name == name) {
            continue;
        }
        let near = strata_model::spelling::closest(policies.iter().map(|p| &p.name), name);
        bail!(
            "policy pack {pack}: Strata.toml configures `{name}` under [policy.{pack}.config.{name}], and the pack has no such policy{}",
            match near {
                Some(n) => format!(": did you mean `{n}`?"),
                None => format!(
                    " (it has {})",
                    strata_model::spelling::listing(policies.iter().map(|p| p.name.as_str()), true)
                ),
            }
        );
    }
    Ok(())
}

/// A pack's answers, read against what it declared: pure (no instance, no I/O), and fed hostile
/// answers by `policy/fuzz.rs`.
struct Reading<'a> {
    pack: &'a str,
    policies: &'a [PolicyInfo],
    /// Each policy's place in `policies`, by name.
    index: &'a HashMap<String, usize>,
    /// Scrubbed from everything the pack says.
    secrets: &'a KnownSecrets,
    /// Whether the pack sees secrets' values (else it was shown `[secret]`).
    secrets_granted: bool,
}

impl Reading<'_> {
    /// The pack's answer as violations, each at its policy's level, its text clipped and
    /// scrubbed, its URN `at` or one of `urns`. A policy it does not declare (or one of the
    /// other kind) is its failure: why, as the error.
    fn violations(
        &self,
        kind: PolicyKind,
        said: Vec<wit::Violation>,
        urns: &HashSet<&Urn>,
        at: Option<&Urn>,
    ) -> Result<Vec<Violation>, String> {
        let mut out = Vec::new();
        for v in said {
            let Some(p) = self.policy(&v.policy, kind) else {
                return Err(format!(
                    "it reported a violation of `{}`, which is not one of its {} policies",
                    clip(&v.policy),
                    kind.name()
                ));
            };
            if p.enforcement == Enforcement::Disabled {
                continue;
            }
            let urn = match at {
                Some(u) => Some(u.clone()),
                None => v.urn.map(Urn).filter(|u| urns.contains(u)),
            };
            let scrub = |s: &str| self.secrets.scrub(&clip(s));
            out.push(Violation {
                pack: self.pack.to_string(),
                policy: p.name.clone(),
                enforcement: p.enforcement,
                message: scrub(&v.message),
                path: scrub(&v.path),
                urn,
            });
        }
        Ok(out)
    }

    /// Its policy `name`, of `kind`.
    fn policy(&self, name: &str, kind: PolicyKind) -> Option<&PolicyInfo> {
        self.index
            .get(name)
            .and_then(|&i| self.policies.get(i))
            .filter(|p| p.kind == kind)
    }

    /// The pack's fixes for the resource whose inputs it was shown (`given`, as the engine
    /// holds them), read against what it declared: each an object of top-level inputs. A fix
    /// of a policy the project set to advisory or mandatory is reported as a violation
    /// instead. Refused (the pack's failure): a policy it does not declare, inputs that are not
    /// an object, a marker it was not given, and a new value for an input that holds a secret
    /// it was not shown (it could only have made that value up from `[secret]`).
    fn remediations(
        &self,
        said: Vec<wit::Remediation>,
        given: &Value,
        urn: &Urn,
    ) -> Result<(Vec<strata_engine::Remediation>, Vec<Violation>), String> {
        let mut fixes = Vec::new();
        let mut reported = Vec::new();
        for r in said {
            let Some(p) = self.policy(&r.policy, PolicyKind::Remediation) else {
                return Err(format!(
                    "it returned a fix of `{}`, which is not one of its remediation policies",
                    clip(&r.policy)
                ));
            };
            if p.enforcement == Enforcement::Disabled {
                continue;
            }
            let inputs = match serde_json::from_str::<Value>(&r.inputs) {
                Ok(Value::Object(m)) => m,
                Ok(_) | Err(_) => {
                    return Err(format!(
                        "its policy `{}` returned inputs that are not a JSON object",
                        p.name
                    ));
                }
            };
            for (k, v) in &inputs {
                let was = given.get(k);
                if was == Some(v) {
                    continue;
                }
                if !self.secrets_granted && was.is_some_and(contains_secret) {
                    return Err(format!(
                        "its policy `{}` sets `{}`, which holds a secret the pack is not shown (grant it `secrets = true` under [policy.{}] to fix secrets)",
                        p.name,
                        clip(k),
                        self.pack
                    ));
                }
                if made_up_marker(v, self.secrets_granted) {
                    return Err(format!(
                        "its policy `{}` sets `{}` to a value holding a `$strata` marker it may not make",
                        p.name,
                        clip(k)
                    ));
                }
            }
            let message = self.secrets.scrub(&clip(&r.message));
            if p.enforcement == Enforcement::Remediate {
                fixes.push(strata_engine::Remediation {
                    pack: self.pack.to_string(),
                    policy: p.name.clone(),
                    message,
                    inputs,
                });
            } else {
                let set: Vec<&str> = inputs.keys().map(String::as_str).collect();
                reported.push(Violation {
                    pack: self.pack.to_string(),
                    policy: p.name.clone(),
                    enforcement: p.enforcement,
                    message: format!(
                        "{message} (the fix it would make, to {}, is not applied: the project sets the policy to {})",
                        strata_model::spelling::listing(set.iter().copied(), false),
                        p.enforcement.name()
                    ),
                    path: String::new(),
                    urn: Some(urn.clone()),
                });
            }
        }
        Ok((fixes, reported))
    }
}

/// Whether `v` holds a marker a pack may not make: any but a secret's, and a secret's only
/// when it is granted secrets.
fn made_up_marker(v: &Value, secrets_granted: bool) -> bool {
    match v {
        Value::Object(m) if m.contains_key(strata_model::value::KEY) => {
            !(secrets_granted && strata_model::marker::is_secret(v))
        }
        Value::Object(m) => m.values().any(|x| made_up_marker(x, secrets_granted)),
        Value::Array(l) => l.iter().any(|x| made_up_marker(x, secrets_granted)),
        _ => false,
    }
}

/// What each instance's `configure` is given.
fn configuration(setup: &PackSetup, policies: &[PolicyInfo]) -> String {
    let enforcement: serde_json::Map<String, Value> = policies
        .iter()
        .map(|p| (p.name.clone(), Value::String(p.enforcement.name().into())))
        .collect();
    serde_json::json!({
        "project": setup.project,
        "stack": setup.stack,
        "enforcement": enforcement,
        "config": setup.config,
    })
    .to_string()
}

/// The project's packs, as the engine's `Policy` port: every pack is asked, and their
/// violations are put together.
#[derive(Default)]
pub struct PolicyPacks {
    pub packs: Vec<WasmPolicyPack>,
}

impl WasmPolicyPack {
    /// Whether it has an enabled policy of the kind (resource or stack).
    pub fn checks(&self, kind: PolicyKind) -> bool {
        self.strictest(kind).is_some()
    }
}

impl PolicyPacks {
    /// Whether a violation can block anything: some enabled policy is mandatory (a pack whose
    /// policies are all advisory cannot, even failing, as it fails at its strictest level).
    pub fn can_block(&self) -> bool {
        self.packs.iter().any(|p| {
            [
                PolicyKind::Resource,
                PolicyKind::Stack,
                PolicyKind::Remediation,
            ]
            .into_iter()
            .any(|kind| p.strictest(kind) == Some(Enforcement::Mandatory))
        })
    }
}

#[async_trait]
impl Policy for PolicyPacks {
    fn checks_resources(&self) -> bool {
        self.packs.iter().any(|p| p.checks(PolicyKind::Resource))
    }

    fn checks_stack(&self) -> bool {
        self.packs.iter().any(|p| p.checks(PolicyKind::Stack))
    }

    async fn ahead(&self, resources: &[PolicyResource<'_>]) {
        for p in &self.packs {
            p.ahead(resources).await;
        }
    }

    async fn validate_resource(&self, resource: &PolicyResource<'_>) -> Vec<Violation> {
        let mut out = Vec::new();
        for p in &self.packs {
            out.extend(p.validate_resource(resource).await);
        }
        out
    }

    async fn validate_stack(&self, resources: &[PolicyResource<'_>]) -> Vec<Violation> {
        let mut out = Vec::new();
        for p in &self.packs {
            out.extend(p.validate_stack(resources).await);
        }
        out
    }

    fn remediates(&self) -> bool {
        self.packs.iter().any(|p| p.checks(PolicyKind::Remediation))
    }

    /// Each pack's fixes, in the project's order of packs: a later pack sees the inputs as the
    /// earlier ones left them.
    async fn remediate(
        &self,
        resource: &PolicyResource<'_>,
    ) -> (Vec<strata_engine::Remediation>, Vec<Violation>) {
        let mut fixes = Vec::new();
        let mut reported = Vec::new();
        let mut inputs = resource.inputs.clone();
        for p in &self.packs {
            let view = PolicyResource {
                inputs: &inputs,
                ..*resource
            };
            let (f, v) = p.remediate(&view).await;
            reported.extend(v);
            for fix in &f {
                if let Some(o) = inputs.as_object_mut() {
                    for (k, v) in &fix.inputs {
                        if v.is_null() {
                            o.remove(k);
                        } else {
                            o.insert(k.clone(), v.clone());
                        }
                    }
                }
            }
            fixes.extend(f);
        }
        (fixes, reported)
    }
}

#[cfg(test)]
mod fuzz;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bindings::policy::strata::policy::types::Enforcement as E;

    fn declared(n: usize) -> Vec<wit::PolicyInfo> {
        (0..n)
            .map(|i| wit::PolicyInfo {
                name: format!("policy-{i}"),
                description: String::new(),
                enforcement: E::Advisory,
                kind: "resource".into(),
            })
            .collect()
    }

    /// Configuration of a policy the pack does not have is refused with the name meant; of
    /// one it has, taken.
    #[test]
    fn configuration_of_a_policy_the_pack_lacks_is_refused() {
        let policies = effective("o", declared(10), &BTreeMap::new()).unwrap();
        let config =
            |name: &str| BTreeMap::from([(name.to_string(), serde_json::json!({"max": 3}))]);
        assert!(configured_policies("o", &policies, &config("policy-7")).is_ok());
        let err = configured_policies("o", &policies, &config("polcy-7"))
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("configures `polcy-7` under [policy.o.config.polcy-7], and the pack has no such policy: did you mean `policy-7`?"),
            "{err}"
        );
        let err = configured_policies("o", &policies, &config("zzzzzzzzzzzz"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("(it has `policy-0`, `policy-1`"), "{err}");
    }

    /// A pack's listing is handled in time linear in its size, and a listing past the bound
    /// is refused by its size before anything else is done with it (200,000 once held a run
    /// for minutes in a quadratic check of duplicates, outside any time limit).
    #[test]
    fn a_pack_s_listing_is_bounded_and_checked_in_linear_time() {
        let ok = effective("big", declared(MAX_POLICIES), &BTreeMap::new()).unwrap();
        assert_eq!(ok.len(), MAX_POLICIES);
        let err = effective("huge", declared(200_000), &BTreeMap::new())
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("200000 policies") && err.contains("10000"),
            "{err}"
        );
        let mut twice = declared(3);
        twice.push(declared(1).remove(0));
        let err = effective("dup", twice, &BTreeMap::new())
            .unwrap_err()
            .to_string();
        assert!(err.contains("`policy-0` twice"), "{err}");
        let overrides = BTreeMap::from([("policy-7".to_string(), Enforcement::Mandatory)]);
        let out = effective("o", declared(10), &overrides).unwrap();
        assert_eq!(out[7].enforcement, Enforcement::Mandatory);
        let overrides = BTreeMap::from([("polcy-7".to_string(), Enforcement::Mandatory)]);
        let err = effective("o", declared(10), &overrides)
            .unwrap_err()
            .to_string();
        assert!(err.contains("did you mean `policy-7`"), "{err}");
    }

    /// Every way a pack's fix can overstep, enumerated, each against a pack not granted
    /// secrets and one granted them: a fix of a policy it does not declare or of another kind,
    /// inputs that are not an object, a value for an input that holds a secret it was not
    /// shown (`[secret]` echoed back included), a marker it may not make; and the fixes that
    /// stand: a new value, a removal, a secret it was shown, one set to advisory (reported,
    /// not applied), one disabled (dropped).
    #[test]
    fn a_pack_s_fixes_are_read_against_what_it_declared_and_was_shown() {
        use strata_model::marker;
        let mut list = declared(1);
        for (name, level) in [
            ("fix", E::Remediate),
            ("told", E::Remediate),
            ("off", E::Disabled),
        ] {
            list.push(wit::PolicyInfo {
                name: name.into(),
                description: String::new(),
                enforcement: level,
                kind: "remediation".into(),
            });
        }
        let overrides = BTreeMap::from([("told".to_string(), Enforcement::Advisory)]);
        let policies = effective("o", list, &overrides).unwrap();
        let index: HashMap<String, usize> = policies
            .iter()
            .enumerate()
            .map(|(i, p)| (p.name.clone(), i))
            .collect();
        let given = serde_json::json!({
            "Name": "a",
            "Password": marker::secret(serde_json::json!("hunter2")),
            "Tags": [{"Key": "team", "Value": "web"}],
        });
        let urn = Urn::new("s", "p", "t:R", "a");
        let fix = |policy: &str, inputs: &str| wit::Remediation {
            policy: policy.into(),
            message: "m".into(),
            inputs: inputs.into(),
        };
        let secret = marker::secret(serde_json::json!("x")).to_string();
        let unknown = marker::unknown().to_string();
        // (fix, whether refused (and why) without secrets, with them; else fixes and reports)
        type Expect = Result<(usize, usize), &'static str>;
        let cases: Vec<(wit::Remediation, Expect, Expect)> = vec![
            (
                fix("nope", "{}"),
                Err("not one of its remediation"),
                Err("not one of its remediation"),
            ),
            (
                fix("policy-0", "{}"),
                Err("not one of its remediation"),
                Err("not one of its remediation"),
            ),
            (
                fix("fix", "[1]"),
                Err("not a JSON object"),
                Err("not a JSON object"),
            ),
            (
                fix("fix", "nope"),
                Err("not a JSON object"),
                Err("not a JSON object"),
            ),
            (
                fix("fix", r#"{"Password": "new"}"#),
                Err("holds a secret the pack is not shown"),
                Ok((1, 0)),
            ),
            (
                fix("fix", r#"{"Password": "[secret]"}"#),
                Err("holds a secret the pack is not shown"),
                Ok((1, 0)),
            ),
            (
                fix("fix", &format!(r#"{{"Name": {unknown}}}"#)),
                Err("marker"),
                Err("marker"),
            ),
            (
                fix("fix", &format!(r#"{{"Name": [{secret}]}}"#)),
                Err("marker"),
                Ok((1, 0)),
            ),
            (
                fix("fix", r#"{"Name": {"$strata": "ref", "handle": 0}}"#),
                Err("marker"),
                Err("marker"),
            ),
            (
                fix("fix", r#"{"Name": "b", "Tags": null}"#),
                Ok((1, 0)),
                Ok((1, 0)),
            ),
            (fix("fix", r#"{"Name": "a"}"#), Ok((1, 0)), Ok((1, 0))),
            (fix("told", r#"{"Name": "b"}"#), Ok((0, 1)), Ok((0, 1))),
            (fix("off", r#"{"Name": "b"}"#), Ok((0, 0)), Ok((0, 0))),
        ];
        let known = KnownSecrets::new();
        let mut ran = 0;
        for (said, without, with) in cases {
            for (granted, expect) in [(false, without), (true, with)] {
                let reading = Reading {
                    pack: "o",
                    policies: &policies,
                    index: &index,
                    secrets: &known,
                    secrets_granted: granted,
                };
                let got = reading.remediations(vec![said.clone()], &given, &urn);
                match (&got, expect) {
                    (Err(e), Err(why)) => {
                        assert!(e.contains(why), "{:?} {granted}: {e}", said.inputs)
                    }
                    (Ok((f, v)), Ok((nf, nv))) => {
                        assert_eq!((f.len(), v.len()), (nf, nv), "{:?} {granted}", said.inputs);
                        if let Some(v) = v.first() {
                            assert_eq!(v.enforcement, Enforcement::Advisory);
                            assert!(v.message.contains("is not applied"), "{}", v.message);
                        }
                    }
                    _ => panic!(
                        "{:?} {} granted={granted}: {got:?}",
                        said.policy, said.inputs
                    ),
                }
                ran += 1;
            }
        }
        assert_eq!(ran, 26);
    }
}
