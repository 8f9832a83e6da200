//! The on-disk formats, version 1. A checkpoint is one JSON document:
//!
//! ```json
//! { "version": 1, "stack": "dev", "serial": 3, "updated_at": "2026-11-30T01:00:00Z",
//!   "resources": [ { "urn": "...", "type": "random:String", "id": "...", "inputs": {...},
//!                    "outputs": {...}, "dependencies": ["urn..."] } ],
//!   "pending_operations": [ { "op": "create", "urn": "...", "type": "...", "inputs": {...} } ],
//!   "outputs": { ... } }
//! ```
//!
//! A journal is JSON lines: a header `{"journal": 1, "base": SERIAL}` naming the checkpoint it
//! builds on, then one [`strata_engine::JournalEntry`] per line.

use serde::{Deserialize, Serialize};
use std::fmt;
use strata_engine::Snapshot;
use strata_model::{PendingOperation, ResourceState, Value};

pub const FORMAT_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Checkpoint {
    pub version: u32,
    pub stack: String,
    /// 0 for a new stack; each saved version adds one.
    pub serial: u64,
    pub updated_at: String,
    pub resources: Vec<ResourceState>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pending_operations: Vec<PendingOperation>,
    #[serde(default = "empty_object")]
    pub outputs: Value,
}

fn empty_object() -> Value {
    Value::Object(Default::default())
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
        }
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

    /// The state, moved out: the checkpoint keeps only what `next` needs (stack and serial).
    pub fn take_snapshot(&mut self) -> Snapshot {
        Snapshot::from_parts(
            std::mem::take(&mut self.resources),
            std::mem::take(&mut self.pending_operations),
            std::mem::take(&mut self.outputs),
        )
    }

    /// Put a state (back) into this checkpoint, same version.
    pub fn restore(&mut self, snapshot: Snapshot) {
        self.resources = snapshot.resources.into_values().collect();
        self.pending_operations = snapshot.pending.into_values().collect();
        self.outputs = snapshot.outputs;
    }

    /// The checkpoint after `snapshot`, to be saved as the next version.
    pub fn next(&self, snapshot: Snapshot) -> Checkpoint {
        let mut next = Checkpoint {
            serial: self.serial + 1,
            ..Checkpoint::empty(&self.stack)
        };
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
        LockInfo {
            owner: std::env::var("USER")
                .or_else(|_| std::env::var("LOGNAME"))
                .unwrap_or_else(|_| "unknown".into()),
            pid: std::process::id(),
            host: hostname(),
            operation: operation.into(),
            started_at: now(),
            expires_at: String::new(),
        }
    }
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
