//! The on-disk formats, version 4, shared by every backend: checkpoint versions, the pointer to
//! the current one, journals and their replay. Each is checksummed and verified on load; a
//! newer format is refused with a clear error, versions 1 to 3 are read and rewritten as 4.
//! Format 3 added each resource's `lifecycle` (retain-on-delete, deleted-with, secret outputs,
//! timeouts, property dependencies, pending-replacement), and the journal's `moved` entry;
//! format 4 the checkpoint's `links` (the key of its secret outputs, when each output last
//! changed, the upstream stacks it read). An older strata would drop them without a word, so
//! it must refuse them instead. Format 5 added the checkpoint's `fenced` (a holder whose lock
//! was taken over while it may have been running, and until when its calls may finish).
//!
//! A checkpoint version is written once: a header line, then the checkpoint as one JSON
//! document, whose SHA-256 the header and the pointer carry (the header's format must equal the
//! version inside, so that the one field outside the checksum is checked too):
//!
//! ```text
//! {"format": 3, "sha256": "…"}
//! { "version": 3, "stack": "dev", "serial": 3, "updated_at": "2026-11-30T01:00:00Z",
//!   "resources": [ { "urn": "...", "type": "random:String", "id": "...", "inputs": {...},
//!                    "outputs": {...}, "dependencies": ["urn..."],
//!                    "lifecycle": {"retain-on-delete": true, "timeouts": {"delete": 600}} } ],
//!   "pending_operations": [ { "op": "create", "urn": "...", "type": "...", "inputs": {...} } ],
//!   "outputs": { ... } }
//! ```
//!
//! The current version is named by a small pointer, `{"format": 3, "serial": 3, "sha256": "…"}`,
//! not a second copy. A journal is lines: a header `{"journal": 5, "base": SERIAL}` naming the
//! checkpoint it builds on, then lines each prefixed by the first 16 hex digits of the SHA-256
//! of the rest and a space. The rest is one [`strata_engine::JournalEntry`] as JSON, or (journal
//! format 5) a *packed* batch: `~` and the base64url of a 4-byte little-endian length and an LZ4
//! block, which unpacks to the batch's entries, one JSON per line. A batch written at once is
//! packed when its lines come to [`PACK_AT`] bytes or more and packing makes it shorter: a group
//! commit of many steps repeats the same keys, URN prefixes and types. A packed line is whole or
//! torn as one: its checksum covers the batch, and no entry in a batch was acknowledged before
//! the whole batch was durable.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;
use std::sync::Arc;
use strata_engine::{JournalEntry, Snapshot};
use strata_model::{PendingOperation, ResourceState, Value};

/// The format this strata writes; it reads this one and every older one.
pub const FORMAT_VERSION: u32 = 5;

/// The journal format this strata writes (a journal header's `journal`): 5 added packed batches.
/// It reads this one and every older one. Checkpoints did not change with it, so they stay at
/// [`FORMAT_VERSION`], which an older strata still reads.
pub const JOURNAL_FORMAT: u32 = 5;

/// A batch whose lines come to at least this many bytes is packed into one line, if that is
/// shorter; below it a batch is a few entries, which LZ4 and base64 would not shorten.
pub const PACK_AT: usize = 1024;

/// What follows a packed line's checksum.
const PACKED: u8 = b'~';

/// Every serial read (of a checkpoint, or the pointer to one) is below this, so that the next
/// one is too and no arithmetic on it overflows. No strata makes one as large (at a version a
/// second, 285 million years): a file that says so is damaged. Below it, every serial is one a
/// JavaScript number holds exactly (what the console and the Automation API read).
pub const MAX_SERIAL: u64 = 1 << 53;

/// The most a packed line may claim to unpack to. LZ4 expands a block at most 255 times, and a
/// claim beyond either bound is refused before anything is allocated for it.
const MAX_UNPACKED: usize = 1 << 30;

/// A stack's state as this crate hands it out. It is stored through its own on-disk shape (see
/// `stored.rs`), never through the engine's types directly.
#[derive(Clone, Debug, PartialEq)]
pub struct Checkpoint {
    pub version: u32,
    pub stack: String,
    /// 0 for a new stack; each saved version adds one.
    pub serial: u64,
    pub updated_at: String,
    /// Shared with the snapshot it was made from or is turned into (see `Snapshot`).
    pub resources: Vec<Arc<ResourceState>>,
    pub pending_operations: Vec<PendingOperation>,
    pub outputs: Value,
    /// What made this version (for `stack history`); none for versions made before it was kept.
    pub made_by: Option<MadeBy>,
    /// What links this stack to others: the key of its secret outputs, when each output last
    /// changed, and the upstream stacks it read.
    pub links: Links,
    /// Set when the lock was taken over from a holder that may still have been running: its
    /// calls may make resources until `until`, so its interrupted creates are not cleared
    /// before then.
    pub fenced: Option<Fenced>,
    /// Whether a journal left by an interrupted operation was applied on load: the state is
    /// then to be saved as a new version before anything else is journaled.
    pub replayed: bool,
}

/// A holder whose lock was taken over while it may still have been running.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fenced {
    /// Who it was (as a lock names its holder).
    pub holder: String,
    /// Until when a call it started may still finish (RFC 3339): the end of its lease plus its
    /// longest call.
    pub until: String,
}

impl Fenced {
    /// Whether its calls may still be running now.
    pub fn running(&self) -> bool {
        // A moment that does not read (not one this strata wrote) holds nothing back.
        parse_time(&self.until).is_some_and(|t| t > time::OffsetDateTime::now_utc())
    }
}

/// What made a checkpoint version: the command, who ran it, and what it changed.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct MadeBy {
    pub command: String,
    #[serde(default)]
    pub user: String,
    /// Steps by kind (`create`, `update`, …), as the command's summary counted them.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub changes: std::collections::BTreeMap<String, usize>,
}

fn empty_object() -> Value {
    Value::Object(Default::default())
}

/// What a stack records about the stacks it is linked to by stack references.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Links {
    /// The key its secret outputs are sealed with: what a downstream stack needs to open them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<KeyRef>,
    /// For each output, the version that last changed its value: a downstream stack that read
    /// this stack at an earlier version is stale.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub output_versions: std::collections::BTreeMap<String, u64>,
    /// Each upstream stack this one read, by `project/stack`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub upstreams: Vec<Upstream>,
}

impl Links {
    pub fn is_empty(&self) -> bool {
        *self == Links::default()
    }
}

/// Which key seals a stack's secrets: its id (never the key), and for a passphrase-derived key
/// the salt of the derivation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KeyRef {
    pub id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub salt: Option<String>,
}

/// An upstream stack a stack read through a stack reference.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Upstream {
    /// `project/stack`.
    pub stack: String,
    /// The backend it lives in, when it is not this stack's (its password hidden).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backend: Option<String>,
    /// The upstream's version that was read.
    pub version: u64,
    /// The outputs this stack uses.
    pub outputs: Vec<String>,
}

/// One stack that reads another's outputs: an entry of the upstream's index of dependents.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Dependent {
    /// The downstream stack, `project/stack`.
    pub stack: String,
    /// The backend the downstream stack lives in, when it is not the upstream's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backend: Option<String>,
    /// The upstream's version it read last.
    pub version: u64,
    /// The upstream outputs it uses.
    pub outputs: Vec<String>,
    /// Its project's directory on the machine that last updated it: where a cascade looks for
    /// it when no workspace names it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dir: Option<String>,
}

impl Checkpoint {
    pub fn empty(stack: &str) -> Checkpoint {
        Checkpoint {
            version: FORMAT_VERSION,
            stack: stack.into(),
            serial: 0,
            updated_at: now(),
            resources: vec![],
            pending_operations: vec![],
            outputs: empty_object(),
            made_by: None,
            links: Links::default(),
            fenced: None,
            replayed: false,
        }
    }

    /// The creates an interruption left pending: they never recorded an id, so what they made
    /// (if anything) no state knows.
    pub fn interrupted_creates(&self) -> impl Iterator<Item = &PendingOperation> {
        self.pending_operations.iter().filter(|p| p.id.is_none())
    }

    /// Import the resources a holder made after it lost its lock (`late`, decrypted), as
    /// the record of late outcomes holds them. Each settles the interrupted create of its URN
    /// (a replacement's copy becomes the live one, the copy it replaces left for the next run
    /// to delete); one the state already records is skipped; one whose URN the state records
    /// with another id (the create was cleared and made again meanwhile) is kept as a
    /// duplicate marked for deletion, which the next `up` deletes. A resource the state records
    /// under the same URN and id is an update that landed late, and the record's pending
    /// operations are deletes that did: each is taken while the state still has that
    /// resource's operation unsettled (else a read since is newer, and it is only said).
    /// Returns what it did, one line per resource.
    pub fn import_late(&mut self, late: &Checkpoint) -> Vec<String> {
        let mut notes = vec![];
        // The operations still pending on the resource `urn` with `id` (an update or delete
        // of it that was interrupted), removed: returns whether there were any.
        let settle = |cp: &mut Checkpoint, urn: &strata_model::Urn, id: &str| {
            let before = cp.pending_operations.len();
            cp.pending_operations
                .retain(|p| !(p.urn == *urn && p.id.as_deref() == Some(id)));
            cp.pending_operations.len() != before
        };
        // The deletes its calls finished: a resource still pending their outcome is gone.
        for d in &late.pending_operations {
            let Some(id) = d.id.as_deref() else { continue };
            let label = format!("{} \"{}\" (id {id})", d.ty, d.urn.name());
            if settle(self, &d.urn, id) {
                self.resources.retain(|k| !(k.urn == d.urn && k.id == id));
                notes.push(format!(
                    "the late delete of {label} happened: it is no longer recorded, settling its interrupted operation"
                ));
            } else if self.resources.iter().any(|k| k.urn == d.urn && k.id == id) {
                notes.push(format!(
                    "the late delete of {label} is not applied: a later run read the resource since (the next `strata refresh` reads it again)"
                ));
            }
        }
        for r in &late.resources {
            let label = format!("{} \"{}\" (id {})", r.ty, r.urn.name(), r.id);
            if let Some(i) = self
                .resources
                .iter()
                .position(|k| k.urn == r.urn && k.id == r.id)
            {
                // An update that landed late: taken only while its operation is unsettled (a
                // read since then saw what was there after it, and is newer).
                if *self.resources[i] != **r && settle(self, &r.urn, &r.id) {
                    let mut now = (**r).clone();
                    now.delete = self.resources[i].delete;
                    self.resources[i] = Arc::new(now);
                    notes.push(format!(
                        "imported the late update of {label}, settling its interrupted operation"
                    ));
                }
                continue;
            }
            let pending = self
                .pending_operations
                .iter()
                .position(|p| p.urn == r.urn && p.id.is_none());
            let live = self
                .resources
                .iter()
                .position(|k| k.urn == r.urn && !k.delete);
            let mut made = (**r).clone();
            made.delete = false;
            match (pending, live) {
                (Some(i), live) => {
                    self.pending_operations.remove(i);
                    if let Some(l) = live {
                        // The create of a replacement: its old copy goes next.
                        let mut old = (*self.resources[l]).clone();
                        old.delete = true;
                        self.resources[l] = Arc::new(old);
                    }
                    notes.push(format!("imported {label}, settling its interrupted create"));
                }
                (None, None) => notes.push(format!("imported {label}")),
                (None, Some(_)) => {
                    made.delete = true;
                    notes.push(format!(
                        "{label} duplicates the copy the state records (its create was settled and made again meanwhile): it is kept marked for deletion, and the next `strata up` deletes it"
                    ));
                }
            }
            self.resources.push(Arc::new(made));
        }
        notes
    }

    /// Teach `known` every secret plaintext this (decrypted) checkpoint holds.
    pub fn learn_secrets(&self, known: &strata_model::KnownSecrets) {
        for r in &self.resources {
            known.learn(&r.inputs);
            known.learn(&r.outputs);
        }
        for p in &self.pending_operations {
            known.learn(&p.inputs);
        }
        known.learn(&self.outputs);
    }

    /// The state, moved out: the checkpoint keeps only what `next` needs (stack, serial,
    /// links and outputs, which tell which outputs the next version changes).
    pub fn take_snapshot(&mut self) -> Snapshot {
        Snapshot::from_parts(
            std::mem::take(&mut self.resources),
            std::mem::take(&mut self.pending_operations),
            self.outputs.clone(),
        )
    }

    /// Put a state (back) into this checkpoint, same version.
    pub fn restore(&mut self, snapshot: Snapshot) {
        let Snapshot {
            resources,
            pending,
            outputs,
        } = snapshot;
        self.resources = resources.into_values().collect();
        self.pending_operations = pending.into_values().collect();
        self.outputs = outputs;
    }

    /// The checkpoint after `snapshot`, to be saved as the next version. It keeps this one's
    /// links; each output's version is this one's where its value is unchanged (compared as
    /// in memory: both checkpoints decrypted), else the new serial.
    pub fn next(&self, snapshot: Snapshot) -> Checkpoint {
        let mut next = Checkpoint {
            serial: self.serial + 1,
            links: self.links.clone(),
            // Kept while the fenced holder's calls may still finish.
            fenced: self.fenced.clone().filter(Fenced::running),
            ..Checkpoint::empty(&self.stack)
        };
        let old = self.outputs.as_object();
        let versions = match snapshot.outputs.as_object() {
            Some(new) => new
                .iter()
                .map(|(k, v)| {
                    let same = old.and_then(|o| o.get(k)) == Some(v);
                    let at = match self.links.output_versions.get(k) {
                        Some(at) if same => *at,
                        // Unchanged since before versions were recorded.
                        None if same => 0,
                        _ => next.serial,
                    };
                    (k.clone(), at)
                })
                .collect(),
            None => Default::default(),
        };
        next.links.output_versions = versions;
        next.restore(snapshot);
        next
    }
}

/// Who holds a stack lock.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LockInfo {
    pub owner: String,
    pub pid: u32,
    pub host: String,
    pub operation: String,
    pub started_at: String,
    /// The lease: after this moment the lock may be taken over.
    #[serde(default)]
    pub expires_at: String,
    /// The fencing token of this holding: writes carry it, and a taker replaces it.
    #[serde(default)]
    pub token: String,
    /// How many times the lock was taken over since it was last free.
    #[serde(default)]
    pub generation: u64,
    /// Where the holder runs (see `liveness`): its machine's boot, its PID namespace and when
    /// its process started. Empty in locks written before they were kept: such a holder is
    /// judged only by its lease.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub boot_id: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub pid_ns: String,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub started: u64,
    /// The longest one provider call of this holder may run, in seconds (0: not said, taken as
    /// the default call timeout): a holder whose lock was taken over may still have calls
    /// running until its lease's end plus this.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub call_timeout: u64,
    /// A fence this holding carries from the holders it took the lock over from (see
    /// [`LockInfo::inherited_fence`]): recorded in the lock itself, with the takeover, so that
    /// a taker that dies before it saves the fence into the state does not lose it for the next.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fence: Option<Fenced>,
    /// Released while it carried a fence that has not ended: the record stays, its lease over,
    /// only to hand the fence to the next taker (its own calls are done).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub released: bool,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

impl fmt::Display for LockInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (pid {} on {}, running `{}` since {})",
            self.owner, self.pid, self.host, self.operation, self.started_at
        )
    }
}

impl LockInfo {
    /// A lock for the current process.
    pub fn current(operation: &str) -> LockInfo {
        let place = crate::liveness::Place::current();
        LockInfo {
            owner: current_user(),
            pid: std::process::id(),
            host: hostname(),
            operation: operation.into(),
            started_at: now(),
            expires_at: String::new(),
            token: String::new(),
            generation: 0,
            boot_id: place.boot_id,
            pid_ns: place.pid_ns,
            started: place.started,
            call_timeout: 0,
            fence: None,
            released: false,
        }
    }

    /// Where the holder runs, as recorded.
    pub fn place(&self) -> crate::liveness::Place {
        crate::liveness::Place {
            boot_id: self.boot_id.clone(),
            pid_ns: self.pid_ns.clone(),
            started: self.started,
        }
    }

    /// Whether the holder is provably gone (see `liveness`): then its lock may be taken at once.
    pub fn provably_dead(&self) -> bool {
        crate::liveness::provably_dead(self.pid, &self.place())
    }

    /// Until when a call this holder started could still be running, had it been paused at the
    /// worst moment: the end of its lease as last written, plus its longest call. Never later
    /// than [`latest_time`] (a record may say anything): a fence until then is written, and
    /// read back, as holding.
    pub fn calls_until(&self) -> Option<time::OffsetDateTime> {
        let timeout = if self.call_timeout == 0 {
            DEFAULT_CALL_TIMEOUT
        } else {
            self.call_timeout
        };
        let end = parse_time(&self.expires_at)?;
        let latest = latest_time();
        Some(
            i64::try_from(timeout)
                .ok()
                .and_then(|s| end.checked_add(time::Duration::seconds(s)))
                .map_or(latest, |t| t.min(latest)),
        )
    }

    /// The fence a lock that takes this one over carries on: this holder's own calls (unless
    /// it is provably gone) and the fence it carried, whichever ends later, if it has not
    /// ended.
    pub fn inherited_fence(&self) -> Option<Fenced> {
        // A lease that does not read holds for the default call past now.
        let own = (!self.provably_dead() && !self.released)
            .then(|| {
                self.calls_until().unwrap_or_else(|| {
                    time::OffsetDateTime::now_utc()
                        + std::time::Duration::from_secs(DEFAULT_CALL_TIMEOUT)
                })
            })
            .map(|until| Fenced {
                holder: self.to_string(),
                until: format_time(until),
            });
        let carried = self.fence.clone().filter(Fenced::running);
        let end = |f: &Fenced| parse_time(&f.until);
        match (own, carried) {
            (Some(a), Some(b)) => Some(if end(&b) > end(&a) { b } else { a }),
            (a, b) => a.or(b),
        }
    }

    /// What a holder that releases its lock leaves: nothing (`None`: the record is removed),
    /// or, while it carries a fence that has not ended, this record with its lease over and
    /// marked released, so that the fence reaches the next taker even if the state does not
    /// hold it (a taker refused its first write releases as any other).
    pub fn released(&self) -> Option<LockInfo> {
        self.fence.as_ref().filter(|f| f.running())?;
        Some(LockInfo {
            expires_at: format_time(
                time::OffsetDateTime::now_utc() - std::time::Duration::from_secs(1),
            ),
            token: format!("released-{}", crate::random_hex(8)),
            released: true,
            ..self.clone()
        })
    }

    /// The generation of a lock that takes this one over (a record may say the largest
    /// number there is: it stays there).
    pub fn next_generation(&self) -> u64 {
        self.generation.saturating_add(1)
    }
}

/// The latest moment RFC 3339 can write (its years have four digits): [`format_time`] of a
/// later one would be empty.
pub fn latest_time() -> time::OffsetDateTime {
    time::OffsetDateTime::new_utc(
        time::Date::from_calendar_date(9999, time::Month::December, 31).expect("a valid date"),
        time::Time::from_hms(23, 59, 59).expect("a valid time"),
    )
}

/// A provider call's time limit unless its provider or resource says otherwise (seconds).
pub const DEFAULT_CALL_TIMEOUT: u64 = 600;

/// Who runs this process: `$USER` or `$LOGNAME`, else the name of its uid in /etc/passwd, else
/// `uid N`.
pub fn current_user() -> String {
    if let Ok(u) = std::env::var("USER").or_else(|_| std::env::var("LOGNAME"))
        && !u.is_empty()
    {
        return u;
    }
    let uid = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("Uid:"))
                .and_then(|l| l.split_whitespace().next().map(str::to_string))
        });
    let Some(uid) = uid else {
        return "an unknown user".into();
    };
    std::fs::read_to_string("/etc/passwd")
        .ok()
        .and_then(|p| {
            p.lines().find_map(|l| {
                let f: Vec<&str> = l.split(':').collect();
                (f.len() > 2 && f[2] == uid).then(|| f[0].to_string())
            })
        })
        .unwrap_or_else(|| format!("uid {uid}"))
}

pub fn hostname() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .map(|s| s.trim().to_string())
        .or_else(|_| std::env::var("HOSTNAME"))
        .unwrap_or_else(|_| "localhost".into())
}

pub fn now() -> String {
    format_time(time::OffsetDateTime::now_utc())
}

pub fn format_time(t: time::OffsetDateTime) -> String {
    t.format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}

pub fn parse_time(s: &str) -> Option<time::OffsetDateTime> {
    time::OffsetDateTime::parse(s, &time::format_description::well_known::Rfc3339).ok()
}

/// Why stored state could not be read: corrupt (a checksum or a parse failed), or written by a
/// newer strata.
#[derive(Debug, PartialEq, Eq)]
pub enum FormatError {
    Corrupt(String),
    /// A `what` of format `found`, when this strata reads formats up to `newest`.
    Newer {
        what: &'static str,
        found: u64,
        newest: u32,
    },
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatError::Corrupt(m) => f.write_str(m),
            FormatError::Newer {
                what,
                found,
                newest,
            } => write!(
                f,
                "this {what} is format {found}, written by a newer strata (this one reads formats up to {newest}): upgrade strata"
            ),
        }
    }
}

fn sha256_hex(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

/// Refuse a `what` of format `found` newer than `newest`, the newest this strata reads.
fn check_format(what: &'static str, found: u64, newest: u32) -> Result<(), FormatError> {
    if found > u64::from(newest) {
        return Err(FormatError::Newer {
            what,
            found,
            newest,
        });
    }
    Ok(())
}

#[derive(Serialize, Deserialize)]
struct VersionHeader {
    format: u64,
    sha256: String,
}

/// Refuse a checkpoint that holds a secret's plaintext: every writer must seal secrets first
/// (`Secrets::encrypt_checkpoint`), and one that forgets cannot write it to storage.
pub fn check_sealed(cp: &Checkpoint) -> Result<(), String> {
    use strata_model::value::contains_plaintext_secret as plain;
    let resource = cp
        .resources
        .iter()
        .find(|r| plain(&r.inputs) || plain(&r.outputs))
        .map(|r| r.urn.to_string());
    let pending = cp
        .pending_operations
        .iter()
        .find(|p| plain(&p.inputs))
        .map(|p| p.urn.to_string());
    match resource.or(pending) {
        Some(urn) => Err(format!(
            "{urn} holds a secret that is not encrypted: it is not written"
        )),
        None if plain(&cp.outputs) => Err(
            "the stack outputs hold a secret that is not encrypted: they are not written".into(),
        ),
        None => Ok(()),
    }
}

/// The bytes of a checkpoint version file, and the SHA-256 of its body.
pub fn encode_version(cp: &Checkpoint) -> (Vec<u8>, String) {
    let mut out = std::io::Cursor::new(Vec::new());
    let sha256 = write_version(cp, &mut out).expect("a checkpoint serializes into memory");
    (out.into_inner(), sha256)
}

/// Write a checkpoint version file to `out` (at its start), streamed: a large state is never
/// held encoded in memory. Returns the SHA-256 of its body. The header, which holds that digest
/// and whose length does not depend on it, is written last, over room left for it.
pub fn write_version<W: std::io::Write + std::io::Seek>(
    cp: &Checkpoint,
    mut out: W,
) -> std::io::Result<String> {
    use std::io::SeekFrom;
    debug_assert_eq!(
        cp.version, FORMAT_VERSION,
        "checkpoints are made by `empty` or `next`"
    );
    let header = |sha256: String| {
        let mut h = serde_json::to_vec(&VersionHeader {
            format: u64::from(FORMAT_VERSION),
            sha256,
        })
        .expect("a header serializes");
        h.push(b'\n');
        h
    };
    let room = header("0".repeat(64)).len();
    out.write_all(&vec![b' '; room])?;
    let sha256 = {
        // Hashed below the buffer, in large pieces: the serializer writes a few bytes at a time.
        let mut body = std::io::BufWriter::with_capacity(
            1 << 16,
            Hashing {
                out: &mut out,
                sha: Sha256::new(),
            },
        );
        serde_json::to_writer(&mut body, cp)?;
        let hashed = body
            .into_inner()
            .map_err(std::io::IntoInnerError::into_error)?;
        hex::encode(hashed.sha.finalize())
    };
    out.seek(SeekFrom::Start(0))?;
    out.write_all(&header(sha256.clone()))?;
    Ok(sha256)
}

/// A writer that hashes what goes through it.
struct Hashing<W> {
    out: W,
    sha: Sha256,
}

impl<W: std::io::Write> std::io::Write for Hashing<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.out.write(buf)?;
        self.sha.update(&buf[..n]);
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

/// Read a checkpoint version file, verifying its checksum (and `expect`, the pointer's).
/// Version 1 files (a bare checkpoint, no checksum) are read as they are.
pub fn decode_version(bytes: &[u8], expect: Option<&str>) -> Result<Checkpoint, FormatError> {
    let corrupt = |m: String| FormatError::Corrupt(m);
    let mut header_format = None;
    let (body, sum) = if bytes.starts_with(b"{\"format\"") {
        let nl = bytes
            .iter()
            .position(|&b| b == b'\n')
            .ok_or_else(|| corrupt("the header has no end".into()))?;
        let header: VersionHeader = serde_json::from_slice(&bytes[..nl])
            .map_err(|e| corrupt(format!("the header is unreadable: {e}")))?;
        check_format("checkpoint", header.format, FORMAT_VERSION)?;
        if header.format < 2 {
            // Headers came with format 2: a smaller number is damage.
            return Err(corrupt(format!(
                "the header names format {}",
                header.format
            )));
        }
        header_format = Some(header.format);
        let body = &bytes[nl + 1..];
        let actual = sha256_hex(body);
        if actual != header.sha256 {
            return Err(corrupt(format!(
                "its checksum does not match its contents (sha256 {actual}, header says {})",
                header.sha256
            )));
        }
        (body, Some(actual))
    } else {
        (bytes, None)
    };
    if let (Some(expect), Some(sum)) = (expect, &sum)
        && expect != sum
    {
        return Err(corrupt(format!(
            "it is not the version the pointer names (sha256 {sum}, pointer says {expect})"
        )));
    }
    if sum.is_none() {
        // A file without a header: format 1, or damage. Its version is read first, so that a
        // newer format is named as such rather than reported as unreadable.
        #[derive(Deserialize)]
        struct VersionOnly {
            version: Option<u64>,
        }
        let v: VersionOnly = serde_json::from_slice(body).map_err(|e| corrupt(e.to_string()))?;
        match v.version {
            Some(v) => check_format("checkpoint", v, FORMAT_VERSION)?,
            None => return Err(corrupt("no `version` field".into())),
        }
    }
    let cp: Checkpoint = serde_json::from_slice(body).map_err(|e| corrupt(e.to_string()))?;
    check_serial(cp.serial)?;
    // The header's format is outside the checksum: it must agree with the version inside.
    if let Some(format) = header_format
        && u64::from(cp.version) != format
    {
        return Err(corrupt(format!(
            "the header names format {format}, and the checkpoint inside is version {}",
            cp.version
        )));
    }
    Ok(cp)
}

/// The current version of a stack: its serial and checksum.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pointer {
    pub format: u64,
    pub serial: u64,
    pub sha256: String,
}

impl Pointer {
    pub fn new(serial: u64, sha256: String) -> Pointer {
        Pointer {
            format: u64::from(FORMAT_VERSION),
            serial,
            sha256,
        }
    }

    pub fn encode(&self) -> Vec<u8> {
        serde_json::to_vec(self).expect("a pointer serializes")
    }
}

/// What the current-version file holds: a pointer (format 2), or the checkpoint itself (format
/// 1, where it was a hard link to the newest version).
pub enum Current {
    Pointer(Pointer),
    Checkpoint(Box<Checkpoint>),
}

pub fn decode_current(bytes: &[u8]) -> Result<Current, FormatError> {
    let raw: Value =
        serde_json::from_slice(bytes).map_err(|e| FormatError::Corrupt(e.to_string()))?;
    if raw.get("resources").is_some() {
        return decode_version(bytes, None).map(|c| Current::Checkpoint(Box::new(c)));
    }
    let p: Pointer =
        serde_json::from_value(raw).map_err(|e| FormatError::Corrupt(e.to_string()))?;
    check_format("pointer", p.format, FORMAT_VERSION)?;
    check_serial(p.serial)?;
    // A digest is 64 hex digits: anything else is refused without being shown (it is shown
    // in the errors that compare it, and could be megabytes).
    if p.sha256.len() != 64 || !p.sha256.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(FormatError::Corrupt(format!(
            "its sha256 is not 64 hex digits ({} bytes)",
            p.sha256.len()
        )));
    }
    Ok(Current::Pointer(p))
}

fn check_serial(serial: u64) -> Result<(), FormatError> {
    if serial >= MAX_SERIAL {
        return Err(FormatError::Corrupt(format!(
            "its serial {serial} is past any a strata makes (they stay below {MAX_SERIAL})"
        )));
    }
    Ok(())
}

#[derive(Serialize, Deserialize)]
struct JournalHeader {
    journal: u64,
    base: u64,
}

/// The first line of a journal building on checkpoint `base`.
pub fn journal_header(base: u64) -> Vec<u8> {
    let mut h = serde_json::to_vec(&JournalHeader {
        journal: u64::from(JOURNAL_FORMAT),
        base,
    })
    .expect("a header serializes");
    h.push(b'\n');
    h
}

/// The checkpoint a journal builds on, from its first line.
pub fn journal_base(bytes: &[u8]) -> Option<u64> {
    let first = bytes.split(|&c| c == b'\n').next()?;
    serde_json::from_slice::<JournalHeader>(first)
        .ok()
        .map(|h| h.base)
}

/// Fill in the checksum of the line that starts at `start` (17 bytes left for it) and end it.
fn seal_line(out: &mut Vec<u8>, start: usize) {
    let sum = sha256_hex(&out[start + 17..]);
    out[start..start + 16].copy_from_slice(&sum.as_bytes()[..16]);
    out[start + 16] = b' ';
    out.push(b'\n');
}

thread_local! {
    /// A batch's JSON and its packed form, kept on each thread from one batch to the next: new
    /// buffers each time were fresh memory, which the kernel zeroes (6% of create-100k's samples).
    static SCRATCH: std::cell::RefCell<(Vec<u8>, Vec<u8>)> = std::cell::RefCell::default();
}

/// The most each scratch buffer keeps between batches.
const SCRATCH_KEPT: usize = 1 << 20;

/// Append the journal lines for a batch that is written, and made durable, at once: one packed
/// line when the batch is large enough for that to be shorter, one line per entry otherwise.
pub fn encode_batch(entries: &[JournalEntry], out: &mut Vec<u8>) {
    SCRATCH.with_borrow_mut(|(bare, packed)| {
        bare.clear();
        // The entries' JSON, one per line (JSON escapes every newline inside a string).
        for e in entries {
            serde_json::to_writer(&mut *bare, &crate::stored::EntryRef::from(e))
                .expect("an entry serializes");
            bare.push(b'\n');
        }
        let plain = bare.len() + 17 * entries.len();
        if plain < PACK_AT || !pack(bare, plain, packed, out) {
            // One line per entry, each with room left for its checksum.
            for json in bare.split_inclusive(|&c| c == b'\n') {
                let start = out.len();
                out.extend_from_slice(&[b' '; 17]);
                out.extend_from_slice(&json[..json.len() - 1]);
                seal_line(out, start);
            }
        }
        for b in [bare, packed] {
            if b.capacity() > SCRATCH_KEPT {
                *b = Vec::new();
            }
        }
    });
}

/// Append `bare` (whole lines) as one packed line, if that is shorter than the `plain` bytes of
/// its lines written one by one; whether it did. `packed` is room to pack into.
fn pack(bare: &[u8], plain: usize, packed: &mut Vec<u8>, out: &mut Vec<u8>) -> bool {
    use base64::Engine as _;
    let Ok(len) = u32::try_from(bare.len()) else {
        return false;
    };
    packed.clear();
    packed.resize(4 + lz4_flex::block::get_maximum_output_size(bare.len()), 0);
    packed[..4].copy_from_slice(&len.to_le_bytes());
    let n = lz4_flex::block::compress_into(bare, &mut packed[4..])
        .expect("the buffer has room for the worst case");
    packed.truncate(4 + n);
    let Some(text) = base64::encoded_len(packed.len(), false) else {
        return false;
    };
    if 17 + 1 + text + 1 >= plain {
        return false;
    }
    let start = out.len();
    out.resize(start + 17 + 1 + text, b' ');
    out[start + 17] = PACKED;
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .encode_slice(&*packed, &mut out[start + 18..])
        .expect("the line has room for the text");
    seal_line(out, start);
    true
}

/// The batch a packed line holds: its entries' JSON, one per line.
fn unpack(text: &[u8]) -> Result<Vec<u8>, String> {
    use base64::Engine as _;
    let packed = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(text)
        .map_err(|e| format!("its packed batch is not base64url: {e}"))?;
    let (len, block) = packed
        .split_first_chunk::<4>()
        .ok_or("its packed batch has no length")?;
    let len = u32::from_le_bytes(*len) as usize;
    if len > MAX_UNPACKED || len > block.len().saturating_mul(255) {
        return Err(format!(
            "its packed batch of {} bytes claims to unpack to {len} bytes, more than LZ4 can",
            block.len()
        ));
    }
    let mut bare = vec![0; len];
    match lz4_flex::block::decompress_into(block, &mut bare) {
        Ok(n) if n == len && bare.last() == Some(&b'\n') => Ok(bare),
        Ok(n) => Err(format!(
            "its packed batch unpacks to {n} bytes, not the {len} it claims, or not to whole lines"
        )),
        Err(e) => Err(format!("its packed batch does not unpack: {e}")),
    }
}

fn parse_entry(json: &[u8]) -> Result<JournalEntry, String> {
    serde_json::from_slice::<crate::stored::StoredEntry>(json)
        .map(Into::into)
        .map_err(|e| e.to_string())
}

/// One line of a journal: its entries (more than one if it is packed), each handed to
/// `apply` once the whole line has been read, or why it cannot be read.
fn decode_line(
    line: &[u8],
    format: u64,
    apply: &mut impl FnMut(JournalEntry),
) -> Result<(), String> {
    let json = if format >= 2 {
        let (sum, json) = line
            .split_at_checked(17)
            .filter(|(s, _)| s.ends_with(b" "))
            .ok_or("no checksum")?;
        if sha256_hex(json).as_bytes()[..16] != sum[..16] {
            return Err("its checksum does not match".into());
        }
        json
    } else {
        line
    };
    match json.split_first() {
        Some((&PACKED, text)) if format >= 5 => {
            let bare = unpack(text)?;
            let entries = bare[..bare.len() - 1]
                .split(|&c| c == b'\n')
                .enumerate()
                .map(|(i, json)| {
                    parse_entry(json)
                        .map_err(|e| format!("entry {} of its packed batch: {e}", i + 1))
                })
                .collect::<Result<Vec<_>, _>>()?;
            entries.into_iter().for_each(apply);
        }
        Some((b'{', _)) => apply(parse_entry(json)?),
        // Whole, by its checksum, and yet neither form this strata writes: on S3 and
        // PostgreSQL, whose journal has no header of its own, that is how a newer format shows.
        _ => {
            return Err(format!(
                "its checksum holds, but it is not an entry of journal format {format} or older: a newer strata may have written it (upgrade strata)"
            ));
        }
    }
    Ok(())
}

/// Apply the journal `bytes` to `cp` if it builds on `cp`'s serial (marking `cp` replayed).
/// The last line may be torn by a crash: it is applied if it is whole (checksum and all, with or
/// without its newline) and ignored otherwise. Any other bad line is corruption: nothing is
/// guessed.
pub fn replay(bytes: &[u8], cp: &mut Checkpoint) -> Result<(), FormatError> {
    let corrupt = |line: usize, m: String| FormatError::Corrupt(format!("line {line}: {m}"));
    let mut lines = bytes.split(|&c| c == b'\n').enumerate().peekable();
    let Some((_, header)) = lines.next() else {
        return Ok(());
    };
    if header.is_empty() {
        return Ok(());
    }
    let header: JournalHeader =
        serde_json::from_slice(header).map_err(|e| corrupt(1, e.to_string()))?;
    check_format("journal", header.journal, JOURNAL_FORMAT)?;
    if header.base != cp.serial {
        // A journal already compacted into a later checkpoint: nothing to replay.
        return Ok(());
    }
    let mut snapshot = cp.take_snapshot();
    while let Some((i, line)) = lines.next() {
        let last = lines.peek().is_none();
        if line.is_empty() && last {
            break;
        }
        match decode_line(line, header.journal, &mut |entry| snapshot.apply(entry)) {
            Ok(()) => {}
            Err(_) if last => break,
            Err(e) => return Err(corrupt(i + 1, e)),
        }
    }
    cp.restore(snapshot);
    cp.replayed = true;
    Ok(())
}

#[cfg(test)]
mod fuzz;

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use strata_model::{OpKind, Urn};

    fn begin(op: u64, name: &str) -> JournalEntry {
        JournalEntry::Begin {
            op,
            operation: PendingOperation {
                op: OpKind::Create,
                urn: Urn::new("dev", "p", "t:T", name),
                ty: "t:T".into(),
                id: None,
                inputs: json!({"n": name}),
                provider: None,
            },
        }
    }

    #[test]
    fn the_stored_shapes_are_pinned_by_this_crate_not_by_the_engine() {
        let mut out = Vec::new();
        encode_entry(&begin(3, "a"), &mut out);
        let line = String::from_utf8(out).unwrap();
        let json = r#"{"kind":"begin","op":3,"operation":{"op":"create","urn":"urn:strata:dev::p::t:T::a","type":"t:T","inputs":{"n":"a"}}}"#;
        assert_eq!(
            line,
            format!("{} {json}\n", &sha256_hex(json.as_bytes())[..16])
        );
        let mut cp = Checkpoint::empty("dev");
        cp.updated_at = "T".into();
        let body = serde_json::to_string(&cp).unwrap();
        assert_eq!(
            body,
            r#"{"version":5,"stack":"dev","serial":0,"updated_at":"T","resources":[],"outputs":{}}"#
        );
        // A fence, when there is one.
        cp.fenced = Some(Fenced {
            holder: "h".into(),
            until: "U".into(),
        });
        let body = serde_json::to_string(&cp).unwrap();
        assert!(
            body.ends_with(r#""outputs":{},"fenced":{"holder":"h","until":"U"}}"#),
            "{body}"
        );
        cp.fenced = None;
        // Links, when there are some.
        cp.links.output_versions.insert("url".into(), 2);
        cp.links.upstreams.push(crate::Upstream {
            stack: "net/dev".into(),
            backend: None,
            version: 7,
            outputs: vec!["vpcId".into()],
        });
        let body = serde_json::to_string(&cp).unwrap();
        assert!(
            body.ends_with(r#""links":{"output_versions":{"url":2},"upstreams":[{"stack":"net/dev","version":7,"outputs":["vpcId"]}]}}"#),
            "{body}"
        );
    }

    /// A pointer's digest that is not one (a megabytes-long string a backend's writer put
    /// there) is refused without being repeated, in any error that would show it.
    #[test]
    fn a_pointer_whose_digest_is_not_one_is_refused_without_showing_it() {
        for sha in [
            "x".repeat(10 << 20),
            "g".repeat(64),
            "a".repeat(63),
            String::new(),
        ] {
            let text = format!(r#"{{"format": {FORMAT_VERSION}, "serial": 3, "sha256": "{sha}"}}"#);
            let Err(err) = decode_current(text.as_bytes()) else {
                panic!("a digest of {} bytes was taken", sha.len());
            };
            let err = err.to_string();
            assert!(
                err.contains("not 64 hex digits") && err.len() < 200,
                "{}",
                &err[..200.min(err.len())]
            );
        }
        let ok = format!(
            r#"{{"format": {FORMAT_VERSION}, "serial": 3, "sha256": "{}"}}"#,
            "a".repeat(64)
        );
        assert!(decode_current(ok.as_bytes()).is_ok());
    }

    #[test]
    fn a_flipped_bit_anywhere_in_a_version_is_caught() {
        let mut cp = Checkpoint::empty("dev");
        cp.outputs = json!({"greeting": "hello", "n": 12345});
        let (bytes, sum) = encode_version(&cp);
        assert_eq!(
            decode_version(&bytes, Some(&sum)).unwrap().outputs,
            cp.outputs
        );
        let mut caught = 0;
        for i in 0..bytes.len() {
            for bit in 0..8 {
                let mut b = bytes.clone();
                b[i] ^= 1 << bit;
                if decode_version(&b, Some(&sum)).is_err() {
                    caught += 1;
                }
            }
        }
        assert_eq!(caught, bytes.len() * 8, "every single-bit flip is refused");
    }

    #[test]
    fn a_newer_format_is_refused_by_name_and_version_1_is_read() {
        let newer = br#"{"format":6,"sha256":"x"}
{}"#;
        let err = decode_version(newer, None).unwrap_err().to_string();
        assert!(err.contains("format 6, written by a newer strata"), "{err}");
        let v1 = br#"{"version":1,"stack":"dev","serial":4,"updated_at":"","resources":[]}"#;
        assert_eq!(decode_version(v1, None).unwrap().serial, 4);
        let mut cp = Checkpoint::empty("dev");
        let err = replay(b"{\"journal\":9,\"base\":0}\n", &mut cp)
            .unwrap_err()
            .to_string();
        assert!(err.contains("journal is format 9"), "{err}");
    }

    #[test]
    fn a_whole_last_line_is_applied_with_or_without_its_newline_and_a_torn_one_is_not() {
        let mut bytes = journal_header(0);
        encode_entry(&begin(0, "a"), &mut bytes);
        let mut whole = bytes.clone();
        encode_entry(&begin(1, "b"), &mut whole);
        let no_newline = &whole[..whole.len() - 1];
        for (journal, pending) in [
            (&whole[..], 2),
            (no_newline, 2),
            (&whole[..whole.len() - 5], 1),
        ] {
            let mut cp = Checkpoint::empty("dev");
            replay(journal, &mut cp).unwrap();
            assert_eq!(cp.pending_operations.len(), pending);
            assert!(cp.replayed);
        }
        // A damaged line in the middle is corruption, named by its line.
        let mut damaged = whole.clone();
        let at = bytes.len() + 20;
        damaged[at] ^= 1;
        encode_entry(&begin(2, "c"), &mut damaged);
        let err = replay(&damaged, &mut Checkpoint::empty("dev"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("line 3"), "{err}");
    }

    /// One entry as a plain journal line, framed here by hand: what `encode_batch` writes for
    /// a batch too small to pack.
    fn encode_entry(entry: &JournalEntry, out: &mut Vec<u8>) {
        let json = serde_json::to_vec(&crate::stored::EntryRef::from(entry)).unwrap();
        out.extend_from_slice(&sha256_hex(&json).as_bytes()[..16]);
        out.push(b' ');
        out.extend_from_slice(&json);
        out.push(b'\n');
    }

    fn batch(from: u64, n: u64) -> Vec<JournalEntry> {
        (from..from + n)
            .map(|i| begin(i, &format!("r{i}")))
            .collect()
    }

    fn pending(journal: &[u8]) -> Result<usize, String> {
        let mut cp = Checkpoint::empty("dev");
        replay(journal, &mut cp).map_err(|e| e.to_string())?;
        Ok(cp.pending_operations.len())
    }

    /// A journal line whose checksum holds, around `body`: what a hostile file can hold.
    fn line(body: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(&sha256_hex(body).as_bytes()[..16]);
        out.push(b' ');
        out.extend_from_slice(body);
        out.push(b'\n');
        out
    }

    fn packed(claimed: u32, block: &[u8]) -> Vec<u8> {
        use base64::Engine as _;
        let mut raw = claimed.to_le_bytes().to_vec();
        raw.extend_from_slice(block);
        let mut body = vec![PACKED];
        body.extend_from_slice(
            base64::engine::general_purpose::URL_SAFE_NO_PAD
                .encode(raw)
                .as_bytes(),
        );
        line(&body)
    }

    #[test]
    fn a_large_batch_is_one_packed_line_shorter_than_its_lines_and_a_small_one_is_plain() {
        let entries = batch(0, 50);
        let mut plain = Vec::new();
        for e in &entries {
            encode_entry(e, &mut plain);
        }
        let mut out = journal_header(7);
        let header = out.len();
        encode_batch(&entries, &mut out);
        let body = &out[header..];
        assert_eq!(body.iter().filter(|&&c| c == b'\n').count(), 1, "one line");
        assert_eq!(body[17], PACKED);
        assert!(
            body.len() * 3 < plain.len(),
            "{} bytes packed against {} plain",
            body.len(),
            plain.len()
        );
        let mut cp = Checkpoint::empty("dev");
        cp.serial = 7;
        replay(&out, &mut cp).unwrap();
        let names: Vec<String> = cp
            .pending_operations
            .iter()
            .map(|p| p.urn.name().to_string())
            .collect();
        let expected: Vec<String> = (0..50).map(|i| format!("r{i}")).collect();
        assert_eq!(names, expected, "every entry, in order");

        // One entry, as a chain's step writes it, is the plain line it always was.
        let mut one = Vec::new();
        encode_batch(&entries[..1], &mut one);
        let mut alone = Vec::new();
        encode_entry(&entries[0], &mut alone);
        assert_eq!(one, alone);
        // And a batch just under the threshold is plain lines too.
        let mut few = Vec::new();
        encode_batch(&entries[..3], &mut few);
        assert!(few.len() < PACK_AT);
        assert_eq!(few.iter().filter(|&&c| c == b'\n').count(), 3);
    }

    #[test]
    fn a_torn_packed_line_applies_none_of_its_entries_and_a_damaged_one_is_corruption() {
        let mut journal = journal_header(0);
        encode_batch(&batch(0, 2), &mut journal);
        let before = journal.len();
        encode_batch(&batch(2, 40), &mut journal);
        assert_eq!(pending(&journal), Ok(42));
        // Whole without its newline, it is applied; torn anywhere else, none of the batch is,
        // and what came before is.
        assert_eq!(pending(&journal[..journal.len() - 1]), Ok(42));
        for cut in [2, 30, journal.len() - before - 19] {
            assert_eq!(pending(&journal[..journal.len() - cut]), Ok(2), "cut {cut}");
        }
        // Damaged, with a line after it: corruption, named by its line; nothing guessed.
        let mut damaged = journal.clone();
        damaged[before + 40] ^= 4;
        encode_batch(&batch(42, 1), &mut damaged);
        let err = pending(&damaged).unwrap_err();
        assert!(err.contains("line 4") && err.contains("checksum"), "{err}");
    }

    #[test]
    fn a_hostile_packed_line_cannot_make_replay_allocate_what_it_claims_or_apply_part_of_it() {
        let mut journal = journal_header(0);
        encode_batch(&batch(0, 1), &mut journal);
        let after = |l: Vec<u8>| {
            let mut j = journal.clone();
            j.extend_from_slice(&l);
            // A line after it, so that it is not the last (which may be torn).
            encode_batch(&batch(9, 1), &mut j);
            pending(&j).unwrap_err()
        };
        // 4 GiB claimed from 3 bytes: refused before allocating, whatever its checksum says.
        let err = after(packed(u32::MAX, &[0x10, b'x', 0]));
        assert!(
            err.contains("line 3") && err.contains("claims to unpack to 4294967295"),
            "{err}"
        );
        // A claim LZ4 could make, but not what the block holds.
        let block = lz4_flex::block::compress(b"{}\n");
        let err = after(packed(300, &block));
        assert!(err.contains("not the 300 it claims"), "{err}");
        // Not base64, and a packed entry that is not an entry: nothing of it applied.
        let err = after(line(b"~not base64!"));
        assert!(err.contains("not base64url"), "{err}");
        let mut bare = Vec::new();
        encode_entry(&batch(5, 1)[0], &mut bare);
        let mut inner = bare[17..].to_vec();
        inner.extend_from_slice(b"{\"kind\":\"nonsense\"}\n");
        let block = lz4_flex::block::compress(&inner);
        let err = after(packed(inner.len() as u32, &block));
        assert!(err.contains("entry 2 of its packed batch"), "{err}");
        // In a journal of format 4, which had no packed lines, the line is not an entry.
        let mut old = b"{\"journal\":4,\"base\":0}\n".to_vec();
        encode_batch(&batch(0, 40), &mut old);
        encode_batch(&batch(40, 1), &mut old);
        let err = pending(&old).unwrap_err();
        assert!(
            err.contains("line 2") && err.contains("not an entry of journal format 4"),
            "{err}"
        );
        // A whole line of a form this strata does not know (a newer one's, on a backend whose
        // journal has no header of its own) says so.
        let err = after(line(b"^a newer form"));
        assert!(err.contains("a newer strata may have written it"), "{err}");
    }

    #[test]
    fn journals_of_format_4_are_read_and_a_journal_newer_than_5_is_refused_naming_both() {
        let mut old = b"{\"journal\":4,\"base\":0}\n".to_vec();
        encode_batch(&batch(0, 3), &mut old);
        assert_eq!(pending(&old), Ok(3));
        let err = pending(b"{\"journal\":6,\"base\":0}\n").unwrap_err();
        assert!(
            err.contains("journal is format 6") && err.contains("reads formats up to 5"),
            "{err}"
        );
        assert!(
            String::from_utf8(journal_header(3))
                .unwrap()
                .contains("\"journal\":5")
        );
    }

    /// What a holder that lost its lock made: each settles its interrupted create; one already
    /// recorded is skipped; one whose URN was made again meanwhile is kept marked for deletion.
    #[test]
    fn late_outcomes_settle_creates_and_keep_duplicates_for_deletion() {
        let urn = |n: &str| Urn::new("dev", "p", "t:T", n);
        let made = |n: &str, id: &str| {
            Arc::new(ResourceState {
                urn: urn(n),
                ty: "t:T".into(),
                id: id.into(),
                inputs: json!({}),
                outputs: json!({}),
                dependencies: vec![],
                protect: false,
                delete: false,
                lifecycle: Default::default(),
                memo: None,
            })
        };
        let pending = |n: &str| PendingOperation {
            op: OpKind::Create,
            urn: urn(n),
            ty: "t:T".into(),
            id: None,
            inputs: json!({}),
            provider: None,
        };
        let mut cp = Checkpoint::empty("dev");
        cp.pending_operations = vec![pending("a"), pending("z")];
        cp.resources = vec![made("b", "b-2"), made("c", "c-1")];
        let mut late = Checkpoint::empty("dev");
        late.resources = vec![made("a", "a-1"), made("b", "b-1"), made("c", "c-1")];
        let notes = cp.import_late(&late);
        assert_eq!(notes.len(), 2, "{notes:?}");
        // a settled, z still pending, c skipped, b's late copy kept for deletion.
        assert_eq!(cp.pending_operations, vec![pending("z")]);
        let mut state: Vec<(String, String, bool)> = cp
            .resources
            .iter()
            .map(|r| (r.urn.name().to_string(), r.id.clone(), r.delete))
            .collect();
        state.sort();
        assert_eq!(
            state,
            vec![
                ("a".into(), "a-1".into(), false),
                ("b".into(), "b-1".into(), true),
                ("b".into(), "b-2".into(), false),
                ("c".into(), "c-1".into(), false),
            ]
        );
        // Imported again (a retirement that did not happen): nothing changes.
        let before = cp.resources.len();
        assert!(cp.import_late(&late).is_empty());
        assert_eq!(cp.resources.len(), before);
    }
}
