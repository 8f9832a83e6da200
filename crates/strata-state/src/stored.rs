//! The on-disk shapes of checkpoints and journal entries, owned by this crate and separate
//! from the engine's in-memory types (`strata_model::ResourceState`,
//! `strata_engine::JournalEntry`): the engine's types can change without changing what is on
//! disk, and what is on disk changes only with a new format version. Reading builds the owned
//! shapes and converts them; writing serializes borrowed views (`…Ref`), copying nothing.

use serde::{Deserialize, Serialize};
use strata_engine::JournalEntry;
use strata_model::{OpKind, PendingOperation, ResourceState, Urn, Value};

fn is_false(b: &bool) -> bool {
    !*b
}

/// A resource, as stored.
#[derive(Clone, Debug, PartialEq, Deserialize)]
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
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub(crate) struct StoredPending {
    op: StoredOp,
    urn: String,
    #[serde(rename = "type")]
    ty: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    id: Option<String>,
    inputs: Value,
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
#[derive(Clone, Debug, PartialEq, Deserialize)]
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
#[derive(Clone, Debug, PartialEq, Deserialize)]
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
    #[serde(default)]
    pub(crate) made_by: Option<crate::format::MadeBy>,
}

fn empty_object() -> Value {
    Value::Object(Default::default())
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
            made_by: c.made_by,
            replayed: false,
        }
    }
}

/// A resource, borrowed for writing (the same shape as [`StoredResource`]).
#[derive(Serialize)]
pub(crate) struct ResourceRef<'a> {
    urn: &'a str,
    #[serde(rename = "type")]
    ty: &'a str,
    id: &'a str,
    inputs: &'a Value,
    outputs: &'a Value,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    dependencies: Vec<&'a str>,
    #[serde(skip_serializing_if = "is_false")]
    protect: bool,
    #[serde(skip_serializing_if = "is_false")]
    delete: bool,
}

impl<'a> From<&'a ResourceState> for ResourceRef<'a> {
    fn from(r: &'a ResourceState) -> ResourceRef<'a> {
        ResourceRef {
            urn: &r.urn.0,
            ty: &r.ty,
            id: &r.id,
            inputs: &r.inputs,
            outputs: &r.outputs,
            dependencies: r.dependencies.iter().map(|u| u.0.as_str()).collect(),
            protect: r.protect,
            delete: r.delete,
        }
    }
}

/// A pending operation, borrowed for writing (the shape of [`StoredPending`]).
#[derive(Serialize)]
pub(crate) struct PendingRef<'a> {
    op: StoredOp,
    urn: &'a str,
    #[serde(rename = "type")]
    ty: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<&'a str>,
    inputs: &'a Value,
}

impl<'a> From<&'a PendingOperation> for PendingRef<'a> {
    fn from(p: &'a PendingOperation) -> PendingRef<'a> {
        PendingRef {
            op: p.op.into(),
            urn: &p.urn.0,
            ty: &p.ty,
            id: p.id.as_deref(),
            inputs: &p.inputs,
        }
    }
}

/// A journal entry, borrowed for writing (the shape of [`StoredEntry`]).
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub(crate) enum EntryRef<'a> {
    Begin {
        op: u64,
        operation: PendingRef<'a>,
    },
    Done {
        op: u64,
        #[serde(skip_serializing_if = "Option::is_none")]
        id: Option<&'a str>,
        outputs: &'a Value,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        dependencies: Vec<&'a str>,
        #[serde(skip_serializing_if = "is_false")]
        protect: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        replaces: Option<&'a str>,
    },
    Updated {
        state: ResourceRef<'a>,
    },
    Deleted {
        op: u64,
        urn: &'a str,
        id: &'a str,
    },
    Failed {
        op: u64,
    },
    Outputs {
        outputs: &'a Value,
    },
}

impl<'a> From<&'a JournalEntry> for EntryRef<'a> {
    fn from(e: &'a JournalEntry) -> EntryRef<'a> {
        match e {
            JournalEntry::Begin { op, operation } => EntryRef::Begin {
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
            } => EntryRef::Done {
                op: *op,
                id: id.as_deref(),
                outputs,
                dependencies: dependencies.iter().map(|u| u.0.as_str()).collect(),
                protect: *protect,
                replaces: replaces.as_deref(),
            },
            JournalEntry::Updated { state } => EntryRef::Updated {
                state: state.into(),
            },
            JournalEntry::Deleted { op, urn, id } => EntryRef::Deleted {
                op: *op,
                urn: &urn.0,
                id,
            },
            JournalEntry::Failed { op } => EntryRef::Failed { op: *op },
            JournalEntry::Outputs { outputs } => EntryRef::Outputs { outputs },
        }
    }
}

/// A checkpoint, borrowed for writing (the shape of [`StoredCheckpoint`]).
#[derive(Serialize)]
struct CheckpointRef<'a> {
    version: u32,
    stack: &'a str,
    serial: u64,
    updated_at: &'a str,
    resources: Vec<ResourceRef<'a>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pending_operations: Vec<PendingRef<'a>>,
    outputs: &'a Value,
    #[serde(skip_serializing_if = "Option::is_none")]
    made_by: Option<&'a crate::format::MadeBy>,
}

impl Serialize for crate::Checkpoint {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        CheckpointRef {
            version: self.version,
            stack: &self.stack,
            serial: self.serial,
            updated_at: &self.updated_at,
            resources: self.resources.iter().map(Into::into).collect(),
            pending_operations: self.pending_operations.iter().map(Into::into).collect(),
            outputs: &self.outputs,
            made_by: self.made_by.as_ref(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for crate::Checkpoint {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        StoredCheckpoint::deserialize(d).map(Into::into)
    }
}
