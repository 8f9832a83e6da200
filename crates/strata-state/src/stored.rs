//! The on-disk shapes of checkpoints and journal entries, owned by this crate and separate
//! from the engine's in-memory types (`strata_model::ResourceState`,
//! `strata_engine::JournalEntry`): the engine's types can change without changing what is on
//! disk, and what is on disk changes only with a new format version. Reading builds the owned
//! shapes and converts them; writing serializes borrowed views (`…Ref`), copying nothing.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use strata_engine::JournalEntry;
use strata_model::{Lifecycle, OpKind, PendingOperation, ResourceState, Timeouts, Urn, Value};

fn is_false(b: &bool) -> bool {
    !*b
}

/// A resource's lifecycle options, as stored (format 3; absent in format 2, where every one was
/// its default).
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) struct StoredLifecycle {
    #[serde(default)]
    retain_on_delete: bool,
    #[serde(default)]
    deleted_with: Option<String>,
    #[serde(default)]
    secret_outputs: Vec<String>,
    #[serde(default)]
    timeouts: StoredTimeouts,
    #[serde(default)]
    property_dependencies: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    pending_replacement: bool,
    #[serde(default)]
    parent: Option<String>,
    #[serde(default)]
    component: bool,
    #[serde(default)]
    provider: Option<String>,
    #[serde(default)]
    init_failed: bool,
    #[serde(default)]
    import_id: Option<String>,
    #[serde(default)]
    tainted: bool,
    #[serde(default)]
    replacement_trigger: Option<String>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub(crate) struct StoredTimeouts {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    create: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    update: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    delete: Option<u32>,
}

impl StoredTimeouts {
    fn is_empty(&self) -> bool {
        *self == StoredTimeouts::default()
    }
}

impl From<StoredLifecycle> for Lifecycle {
    fn from(l: StoredLifecycle) -> Lifecycle {
        Lifecycle {
            retain_on_delete: l.retain_on_delete,
            deleted_with: l.deleted_with.map(Urn),
            secret_outputs: l.secret_outputs,
            timeouts: Timeouts {
                create: l.timeouts.create,
                update: l.timeouts.update,
                delete: l.timeouts.delete,
            },
            property_dependencies: l
                .property_dependencies
                .into_iter()
                .map(|(k, v)| (k, v.into_iter().map(Urn).collect()))
                .collect(),
            pending_replacement: l.pending_replacement,
            parent: l.parent.map(Urn),
            component: l.component,
            provider: l.provider,
            init_failed: l.init_failed,
            import_id: l.import_id,
            tainted: l.tainted,
            replacement_trigger: l.replacement_trigger,
        }
    }
}

/// Lifecycle options, borrowed for writing (the shape of [`StoredLifecycle`]).
#[derive(Serialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) struct LifecycleRef<'a> {
    #[serde(skip_serializing_if = "is_false")]
    retain_on_delete: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    deleted_with: Option<&'a str>,
    #[serde(skip_serializing_if = "<[String]>::is_empty")]
    secret_outputs: &'a [String],
    #[serde(skip_serializing_if = "StoredTimeouts::is_empty")]
    timeouts: StoredTimeouts,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    property_dependencies: BTreeMap<&'a str, Vec<&'a str>>,
    #[serde(skip_serializing_if = "is_false")]
    pending_replacement: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    parent: Option<&'a str>,
    #[serde(skip_serializing_if = "is_false")]
    component: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    provider: Option<&'a str>,
    #[serde(skip_serializing_if = "is_false")]
    init_failed: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    import_id: Option<&'a str>,
    #[serde(skip_serializing_if = "is_false")]
    tainted: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    replacement_trigger: Option<&'a str>,
}

impl<'a> From<&'a Lifecycle> for LifecycleRef<'a> {
    fn from(l: &'a Lifecycle) -> LifecycleRef<'a> {
        LifecycleRef {
            retain_on_delete: l.retain_on_delete,
            deleted_with: l.deleted_with.as_ref().map(|u| u.0.as_str()),
            secret_outputs: &l.secret_outputs,
            timeouts: StoredTimeouts {
                create: l.timeouts.create,
                update: l.timeouts.update,
                delete: l.timeouts.delete,
            },
            property_dependencies: l
                .property_dependencies
                .iter()
                .map(|(k, v)| (k.as_str(), v.iter().map(|u| u.0.as_str()).collect()))
                .collect(),
            pending_replacement: l.pending_replacement,
            parent: l.parent.as_ref().map(|u| u.0.as_str()),
            component: l.component,
            provider: l.provider.as_deref(),
            init_failed: l.init_failed,
            import_id: l.import_id.as_deref(),
            tainted: l.tainted,
            replacement_trigger: l.replacement_trigger.as_deref(),
        }
    }
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
    #[serde(default)]
    lifecycle: StoredLifecycle,
    #[serde(default)]
    memo: Option<String>,
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
            lifecycle: r.lifecycle.into(),
            memo: r.memo,
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
    Import,
    Refresh,
}

impl From<OpKind> for StoredOp {
    fn from(o: OpKind) -> StoredOp {
        match o {
            OpKind::Same => StoredOp::Same,
            OpKind::Create => StoredOp::Create,
            OpKind::Update => StoredOp::Update,
            OpKind::Replace => StoredOp::Replace,
            OpKind::Delete => StoredOp::Delete,
            OpKind::Import => StoredOp::Import,
            OpKind::Refresh => StoredOp::Refresh,
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
            StoredOp::Import => OpKind::Import,
            StoredOp::Refresh => OpKind::Refresh,
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
    #[serde(default)]
    provider: Option<String>,
}

impl From<StoredPending> for PendingOperation {
    fn from(p: StoredPending) -> PendingOperation {
        PendingOperation {
            op: p.op.into(),
            urn: Urn(p.urn),
            ty: p.ty,
            id: p.id,
            inputs: p.inputs,
            provider: p.provider,
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
        #[serde(default)]
        lifecycle: StoredLifecycle,
        #[serde(default)]
        memo: Option<String>,
    },
    Updated {
        state: StoredResource,
    },
    Moved {
        from: String,
        state: StoredResource,
    },
    Deleted {
        op: u64,
        urn: String,
        id: String,
        #[serde(default)]
        pending_replacement: bool,
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
                lifecycle,
                memo,
            } => JournalEntry::Done {
                op,
                id,
                outputs,
                dependencies: dependencies.into_iter().map(Urn).collect(),
                protect,
                replaces,
                lifecycle: lifecycle.into(),
                memo,
            },
            StoredEntry::Updated { state } => JournalEntry::Updated {
                state: state.into(),
            },
            StoredEntry::Moved { from, state } => JournalEntry::Moved {
                from: Urn(from),
                state: state.into(),
            },
            StoredEntry::Deleted {
                op,
                urn,
                id,
                pending_replacement,
            } => JournalEntry::Deleted {
                op,
                urn: Urn(urn),
                id,
                pending_replacement,
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
    #[serde(default)]
    pub(crate) links: crate::format::Links,
    #[serde(default)]
    pub(crate) fenced: Option<crate::format::Fenced>,
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
            resources: c
                .resources
                .into_iter()
                .map(|r| std::sync::Arc::new(r.into()))
                .collect(),
            pending_operations: c.pending_operations.into_iter().map(Into::into).collect(),
            outputs: c.outputs,
            made_by: c.made_by,
            links: c.links,
            fenced: c.fenced,
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
    #[serde(skip_serializing_if = "Option::is_none")]
    lifecycle: Option<LifecycleRef<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    memo: Option<&'a str>,
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
            lifecycle: (r.lifecycle != Lifecycle::default()).then(|| (&r.lifecycle).into()),
            memo: r.memo.as_deref(),
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
    #[serde(skip_serializing_if = "Option::is_none")]
    provider: Option<&'a str>,
}

impl<'a> From<&'a PendingOperation> for PendingRef<'a> {
    fn from(p: &'a PendingOperation) -> PendingRef<'a> {
        PendingRef {
            op: p.op.into(),
            urn: &p.urn.0,
            ty: &p.ty,
            id: p.id.as_deref(),
            inputs: &p.inputs,
            provider: p.provider.as_deref(),
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
        #[serde(skip_serializing_if = "Option::is_none")]
        lifecycle: Option<LifecycleRef<'a>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        memo: Option<&'a str>,
    },
    Updated {
        state: ResourceRef<'a>,
    },
    Moved {
        from: &'a str,
        state: ResourceRef<'a>,
    },
    Deleted {
        op: u64,
        urn: &'a str,
        id: &'a str,
        #[serde(skip_serializing_if = "is_false")]
        pending_replacement: bool,
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
                lifecycle,
                memo,
            } => EntryRef::Done {
                op: *op,
                id: id.as_deref(),
                outputs,
                dependencies: dependencies.iter().map(|u| u.0.as_str()).collect(),
                protect: *protect,
                replaces: replaces.as_deref(),
                lifecycle: (*lifecycle != Lifecycle::default()).then(|| lifecycle.into()),
                memo: memo.as_deref(),
            },
            JournalEntry::Updated { state } => EntryRef::Updated {
                state: state.into(),
            },
            JournalEntry::Moved { from, state } => EntryRef::Moved {
                from: &from.0,
                state: state.into(),
            },
            JournalEntry::Deleted {
                op,
                urn,
                id,
                pending_replacement,
            } => EntryRef::Deleted {
                op: *op,
                urn: &urn.0,
                id,
                pending_replacement: *pending_replacement,
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
    #[serde(skip_serializing_if = "crate::format::Links::is_empty")]
    links: &'a crate::format::Links,
    #[serde(skip_serializing_if = "Option::is_none")]
    fenced: Option<&'a crate::format::Fenced>,
}

impl Serialize for crate::Checkpoint {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        CheckpointRef {
            version: self.version,
            stack: &self.stack,
            serial: self.serial,
            updated_at: &self.updated_at,
            resources: self.resources.iter().map(|r| (&**r).into()).collect(),
            pending_operations: self.pending_operations.iter().map(Into::into).collect(),
            outputs: &self.outputs,
            made_by: self.made_by.as_ref(),
            links: &self.links,
            fenced: self.fenced.as_ref(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for crate::Checkpoint {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        StoredCheckpoint::deserialize(d).map(Into::into)
    }
}
