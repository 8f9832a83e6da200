//! The on-disk shapes of checkpoints and journal entries, owned by this crate and separate
//! from the engine's in-memory types (`strata_model::ResourceState`,
//! `strata_engine::JournalEntry`): the engine's types can change without changing what is on
//! disk, and what is on disk changes only with a new format version. Conversions go both ways.

use serde::{Deserialize, Serialize};
use strata_engine::JournalEntry;
use strata_model::{OpKind, PendingOperation, ResourceState, Urn, Value};

fn is_false(b: &bool) -> bool {
    !*b
}

/// A resource, as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct StoredResource {
    urn: String,
    #[serde(rename = "type")]
    ty: String,
    id: String,
    inputs: Value,
    outputs: Value,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    dependencies: Vec<String>,
    #[serde(default, skip_serializing_if = "is_false")]
    protect: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    delete: bool,
}

impl From<&ResourceState> for StoredResource {
    fn from(r: &ResourceState) -> StoredResource {
        StoredResource {
            urn: r.urn.0.clone(),
            ty: r.ty.clone(),
            id: r.id.clone(),
            inputs: r.inputs.clone(),
            outputs: r.outputs.clone(),
            dependencies: r.dependencies.iter().map(|u| u.0.clone()).collect(),
            protect: r.protect,
            delete: r.delete,
        }
    }
}

impl From<StoredResource> for ResourceState {
    fn from(r: StoredResource) -> ResourceState {
        ResourceState {
            urn: Urn(r.urn),
            ty: r.ty,
            id: r.id,
            inputs: r.inputs,
            outputs: r.outputs,
            dependencies: r.dependencies.into_iter().map(Urn).collect(),
            protect: r.protect,
            delete: r.delete,
        }
    }
}

/// What a step does, as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum StoredOp {
    Same,
    Create,
    Update,
    Replace,
    Delete,
}

impl From<OpKind> for StoredOp {
    fn from(o: OpKind) -> StoredOp {
        match o {
            OpKind::Same => StoredOp::Same,
            OpKind::Create => StoredOp::Create,
            OpKind::Update => StoredOp::Update,
            OpKind::Replace => StoredOp::Replace,
            OpKind::Delete => StoredOp::Delete,
        }
    }
}

impl From<StoredOp> for OpKind {
    fn from(o: StoredOp) -> OpKind {
        match o {
            StoredOp::Same => OpKind::Same,
            StoredOp::Create => OpKind::Create,
            StoredOp::Update => OpKind::Update,
            StoredOp::Replace => OpKind::Replace,
            StoredOp::Delete => OpKind::Delete,
        }
    }
}

/// An operation begun and not finished, as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct StoredPending {
    op: StoredOp,
    urn: String,
    #[serde(rename = "type")]
    ty: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    id: Option<String>,
    inputs: Value,
}

impl From<&PendingOperation> for StoredPending {
    fn from(p: &PendingOperation) -> StoredPending {
        StoredPending {
            op: p.op.into(),
            urn: p.urn.0.clone(),
            ty: p.ty.clone(),
            id: p.id.clone(),
            inputs: p.inputs.clone(),
        }
    }
}

impl From<StoredPending> for PendingOperation {
    fn from(p: StoredPending) -> PendingOperation {
        PendingOperation {
            op: p.op.into(),
            urn: Urn(p.urn),
            ty: p.ty,
            id: p.id,
            inputs: p.inputs,
        }
    }
}

/// A journal entry, as stored (see `strata_engine::JournalEntry` for their meaning).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub(crate) enum StoredEntry {
    Begin {
        op: u64,
        operation: StoredPending,
    },
    Done {
        op: u64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        id: Option<String>,
        outputs: Value,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        dependencies: Vec<String>,
        #[serde(default, skip_serializing_if = "is_false")]
        protect: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        replaces: Option<String>,
    },
    Updated {
        state: StoredResource,
    },
    Deleted {
        op: u64,
        urn: String,
        id: String,
    },
    Failed {
        op: u64,
    },
    Outputs {
        outputs: Value,
    },
}

impl From<&JournalEntry> for StoredEntry {
    fn from(e: &JournalEntry) -> StoredEntry {
        match e {
            JournalEntry::Begin { op, operation } => StoredEntry::Begin {
                op: *op,
                operation: operation.into(),
            },
            JournalEntry::Done {
                op,
                id,
                outputs,
                dependencies,
                protect,
                replaces,
            } => StoredEntry::Done {
                op: *op,
                id: id.clone(),
                outputs: outputs.clone(),
                dependencies: dependencies.iter().map(|u| u.0.clone()).collect(),
                protect: *protect,
                replaces: replaces.clone(),
            },
            JournalEntry::Updated { state } => StoredEntry::Updated {
                state: state.into(),
            },
            JournalEntry::Deleted { op, urn, id } => StoredEntry::Deleted {
                op: *op,
                urn: urn.0.clone(),
                id: id.clone(),
            },
            JournalEntry::Failed { op } => StoredEntry::Failed { op: *op },
            JournalEntry::Outputs { outputs } => StoredEntry::Outputs {
                outputs: outputs.clone(),
            },
        }
    }
}

impl From<StoredEntry> for JournalEntry {
    fn from(e: StoredEntry) -> JournalEntry {
        match e {
            StoredEntry::Begin { op, operation } => JournalEntry::Begin {
                op,
                operation: operation.into(),
            },
            StoredEntry::Done {
                op,
                id,
                outputs,
                dependencies,
                protect,
                replaces,
            } => JournalEntry::Done {
                op,
                id,
                outputs,
                dependencies: dependencies.into_iter().map(Urn).collect(),
                protect,
                replaces,
            },
            StoredEntry::Updated { state } => JournalEntry::Updated {
                state: state.into(),
            },
            StoredEntry::Deleted { op, urn, id } => JournalEntry::Deleted {
                op,
                urn: Urn(urn),
                id,
            },
            StoredEntry::Failed { op } => JournalEntry::Failed { op },
            StoredEntry::Outputs { outputs } => JournalEntry::Outputs { outputs },
        }
    }
}

/// A checkpoint, as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct StoredCheckpoint {
    pub(crate) version: u32,
    pub(crate) stack: String,
    pub(crate) serial: u64,
    pub(crate) updated_at: String,
    pub(crate) resources: Vec<StoredResource>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) pending_operations: Vec<StoredPending>,
    #[serde(default = "empty_object")]
    pub(crate) outputs: Value,
}

fn empty_object() -> Value {
    Value::Object(Default::default())
}

impl From<crate::Checkpoint> for StoredCheckpoint {
    fn from(c: crate::Checkpoint) -> StoredCheckpoint {
        StoredCheckpoint {
            version: c.version,
            stack: c.stack,
            serial: c.serial,
            updated_at: c.updated_at,
            resources: c.resources.iter().map(Into::into).collect(),
            pending_operations: c.pending_operations.iter().map(Into::into).collect(),
            outputs: c.outputs,
        }
    }
}

impl From<StoredCheckpoint> for crate::Checkpoint {
    fn from(c: StoredCheckpoint) -> crate::Checkpoint {
        crate::Checkpoint {
            version: c.version,
            stack: c.stack,
            serial: c.serial,
            updated_at: c.updated_at,
            resources: c.resources.into_iter().map(Into::into).collect(),
            pending_operations: c.pending_operations.into_iter().map(Into::into).collect(),
            outputs: c.outputs,
            replayed: false,
        }
    }
}
