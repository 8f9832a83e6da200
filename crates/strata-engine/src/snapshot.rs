//! The engine's view of a stack's state, and the journal entries that change it. Applying a
//! checkpoint's journal entries in order gives the state after them; the engine uses the same
//! [`Snapshot::apply`] for its own bookkeeping as the state backend uses to recover a journal.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;
use strata_model::{Lifecycle, PendingOperation, ResourceState, Urn, Value};

/// A key of a resource in state: its URN and provider id (an old copy awaiting deletion after a
/// replacement shares the URN with its successor).
pub type ResourceKey = (Urn, String);

/// Each resource is shared (`Arc`): the journal writer's copy of the state a run starts from
/// costs the map, not every resource's values again, and an unchanged resource is never copied.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Snapshot {
    pub resources: BTreeMap<ResourceKey, Arc<ResourceState>>,
    /// Operations started but never finished, keyed by operation number.
    pub pending: BTreeMap<u64, PendingOperation>,
    pub outputs: Value,
}

/// One record of the journal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum JournalEntry {
    /// A provider call is about to start.
    Begin {
        op: u64,
        operation: PendingOperation,
    },
    /// The call begun as `op` created or updated its resource. The URN, type, inputs (and for an
    /// update, the id) are those of the `Begin`, not written twice. `replaces` is the id of an
    /// old copy that a replacement leaves to delete.
    Done {
        op: u64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        id: Option<String>,
        outputs: Value,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        dependencies: Vec<Urn>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        protect: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        replaces: Option<String>,
        #[serde(default, skip_serializing_if = "Lifecycle::is_default")]
        lifecycle: Lifecycle,
        /// The resource's digest for skipping `check` and `diff` (see [`crate::memo`]).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        memo: Option<String>,
    },
    /// A resource's recorded state changed without a provider call (e.g. its dependencies).
    Updated { state: ResourceState },
    /// A resource recorded under URN `from` is now `state` (an alias, a rename): one entry, so
    /// that no crash leaves it under both names (the old one would be deleted as removed).
    /// Dependents that named the old URN name the new one.
    Moved { from: Urn, state: ResourceState },
    /// A resource was deleted. With `pending_replacement`, it was the old copy of a
    /// delete-before-replace replacement: it stays recorded, marked, until its replacement
    /// exists.
    Deleted {
        op: u64,
        urn: Urn,
        id: String,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        pending_replacement: bool,
    },
    /// The provider call failed; nothing changed.
    Failed { op: u64 },
    /// The stack outputs were set.
    Outputs { outputs: Value },
}

impl Snapshot {
    pub fn from_parts(
        resources: impl IntoIterator<Item = impl Into<Arc<ResourceState>>>,
        pending: Vec<PendingOperation>,
        outputs: Value,
    ) -> Snapshot {
        Snapshot {
            resources: resources
                .into_iter()
                .map(|r| {
                    let r = r.into();
                    ((r.urn.clone(), r.id.clone()), r)
                })
                .collect(),
            pending: pending
                .into_iter()
                .enumerate()
                .map(|(i, p)| (i as u64, p))
                .collect(),
            outputs,
        }
    }

    /// The live (not awaiting deletion) copy of a resource.
    pub fn live(&self, urn: &Urn) -> Option<&ResourceState> {
        self.resources
            .range((urn.clone(), String::new())..)
            .take_while(|((u, _), _)| u == urn)
            .map(|(_, r)| &**r)
            .find(|r| !r.delete)
    }

    fn insert(&mut self, state: ResourceState) {
        self.resources
            .insert((state.urn.clone(), state.id.clone()), Arc::new(state));
    }

    /// The first operation number free for new entries.
    pub fn next_op(&self) -> u64 {
        self.pending.keys().next_back().map_or(0, |k| k + 1)
    }

    /// Forget the operations begun before `op` on the resource `urn` with `id` (an
    /// interrupted update or delete): the call `op` finished on it, so it redid them (an
    /// update) or made them moot (a delete).
    fn settle_older(&mut self, op: u64, urn: &Urn, id: &str) {
        let on_it = |p: &PendingOperation| p.urn == *urn && p.id.as_deref() == Some(id);
        if self.pending.range(..op).any(|(_, p)| on_it(p)) {
            self.pending.retain(|k, p| *k >= op || !on_it(p));
        }
    }

    /// The state after `entry`, which moves into it (its writers have written it and need it no
    /// more).
    pub fn apply(&mut self, entry: JournalEntry) {
        match entry {
            JournalEntry::Begin { op, operation } => {
                self.pending.insert(op, operation);
            }
            JournalEntry::Done {
                op,
                id,
                outputs,
                dependencies,
                protect,
                replaces,
                lifecycle,
                memo,
            } => {
                // A `Done` always follows its `Begin`; without one there is nothing to complete.
                let Some(begun) = self.pending.remove(&op) else {
                    return;
                };
                let Some(id) = id.or(begun.id) else {
                    return;
                };
                self.settle_older(op, &begun.urn, &id);
                if let Some(old) = replaces {
                    let key = (begun.urn.clone(), old);
                    match self.resources.get_mut(&key) {
                        // Already deleted: its replacement now exists.
                        Some(r) if r.lifecycle.pending_replacement => {
                            self.resources.remove(&key);
                        }
                        // The old copy stays protected only if the resource still is (a
                        // replacement is refused while it is protected in the state and the
                        // program: protecting it in the same run protects the new copy).
                        Some(r) => {
                            let r = Arc::make_mut(r);
                            r.delete = true;
                            r.protect &= protect;
                        }
                        None => {}
                    }
                }
                let state = ResourceState {
                    urn: begun.urn,
                    ty: begun.ty,
                    id,
                    inputs: begun.inputs,
                    outputs,
                    dependencies,
                    protect,
                    delete: false,
                    lifecycle,
                    memo,
                };
                self.insert(state);
            }
            JournalEntry::Updated { state } => self.insert(state),
            JournalEntry::Moved { from, state } => {
                self.resources.remove(&(from.clone(), state.id.clone()));
                for r in self.resources.values_mut() {
                    if names(r, &from) {
                        rename(Arc::make_mut(r), &from, &state.urn);
                    }
                }
                self.insert(state);
            }
            JournalEntry::Deleted {
                op,
                urn,
                id,
                pending_replacement,
            } => {
                self.pending.remove(&op);
                self.settle_older(op, &urn, &id);
                let key = (urn, id);
                if pending_replacement {
                    if let Some(r) = self.resources.get_mut(&key) {
                        Arc::make_mut(r).lifecycle.pending_replacement = true;
                    }
                } else {
                    self.resources.remove(&key);
                }
            }
            JournalEntry::Failed { op } => {
                self.pending.remove(&op);
            }
            JournalEntry::Outputs { outputs } => self.outputs = outputs,
        }
    }
}

/// Whether `r` names `urn` as what it depends on, its parent or its owner (`deleted-with`).
fn names(r: &ResourceState, urn: &Urn) -> bool {
    r.dependencies.contains(urn)
        || r.lifecycle.parent.as_ref() == Some(urn)
        || r.lifecycle.deleted_with.as_ref() == Some(urn)
        || r.lifecycle
            .property_dependencies
            .values()
            .any(|d| d.contains(urn))
}

/// Make `r` name `to` wherever it names `from`: a resource moved (an alias) keeps its
/// dependents, children and what is deleted with it, as Pulumi's snapshot rewrites them, also
/// when the run that moved it stops before they run (they are found again by their inherited
/// aliases, and their parent is then the one recorded).
fn rename(r: &mut ResourceState, from: &Urn, to: &Urn) {
    let lifecycle = &mut r.lifecycle;
    let property = lifecycle.property_dependencies.values_mut().flatten();
    let owners = lifecycle
        .parent
        .iter_mut()
        .chain(&mut lifecycle.deleted_with);
    for u in r.dependencies.iter_mut().chain(property).chain(owners) {
        if u == from {
            *u = to.clone();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use strata_model::OpKind;

    fn res(name: &str, id: &str) -> ResourceState {
        ResourceState {
            urn: Urn::new("s", "p", "t:T", name),
            ty: "t:T".into(),
            id: id.into(),
            inputs: json!({}),
            outputs: json!({}),
            dependencies: vec![],
            protect: false,
            delete: false,
            lifecycle: Lifecycle::default(),
            memo: None,
        }
    }

    #[test]
    fn replay_of_a_replacement_keeps_both_copies_until_the_old_is_deleted() {
        let mut s = Snapshot::from_parts(vec![res("a", "1")], vec![], json!({}));
        let urn = Urn::new("s", "p", "t:T", "a");
        let begin = PendingOperation {
            op: OpKind::Replace,
            urn: urn.clone(),
            ty: "t:T".into(),
            id: None,
            inputs: json!({"from": "begin"}),
            provider: None,
        };
        s.apply(JournalEntry::Begin {
            op: 0,
            operation: begin,
        });
        assert_eq!(s.pending.len(), 1);
        s.apply(JournalEntry::Done {
            op: 0,
            id: Some("2".into()),
            outputs: json!({"o": 1}),
            dependencies: vec![],
            protect: false,
            replaces: Some("1".into()),
            lifecycle: Lifecycle::default(),
            memo: Some("m".into()),
        });
        assert_eq!(s.live(&urn).unwrap().memo.as_deref(), Some("m"));
        assert_eq!(s.live(&urn).unwrap().inputs, json!({"from": "begin"}));
        assert!(s.pending.is_empty());
        assert_eq!(s.resources.len(), 2);
        assert_eq!(s.live(&urn).unwrap().id, "2");
        s.apply(JournalEntry::Deleted {
            op: 1,
            urn: urn.clone(),
            id: "1".into(),
            pending_replacement: false,
        });
        assert_eq!(s.resources.len(), 1);
    }

    /// An interrupted update or delete left pending is gone once a later call finished on the
    /// same resource (it redid the update, or deleted the resource); pending operations on
    /// other resources, and interrupted creates, stay.
    #[test]
    fn a_finished_call_settles_the_interrupted_operations_on_its_resource() {
        let urn = |n: &str| Urn::new("s", "p", "t:T", n);
        let op = |kind, name: &str, id: Option<&str>| PendingOperation {
            op: kind,
            urn: urn(name),
            ty: "t:T".into(),
            id: id.map(str::to_string),
            inputs: json!({}),
            provider: None,
        };
        let mut s = Snapshot::from_parts(
            vec![res("a", "1"), res("b", "2"), res("c", "3")],
            vec![
                op(OpKind::Update, "a", Some("1")),
                op(OpKind::Delete, "b", Some("2")),
                op(OpKind::Update, "c", Some("3")),
                op(OpKind::Create, "a", None),
            ],
            json!({}),
        );
        let first = s.next_op();
        s.apply(JournalEntry::Begin {
            op: first,
            operation: op(OpKind::Update, "a", Some("1")),
        });
        s.apply(JournalEntry::Done {
            op: first,
            id: Some("1".into()),
            outputs: json!({}),
            dependencies: vec![],
            protect: false,
            replaces: None,
            lifecycle: Lifecycle::default(),
            memo: None,
        });
        s.apply(JournalEntry::Begin {
            op: first + 1,
            operation: op(OpKind::Delete, "b", Some("2")),
        });
        s.apply(JournalEntry::Deleted {
            op: first + 1,
            urn: urn("b"),
            id: "2".into(),
            pending_replacement: false,
        });
        let left: Vec<(OpKind, String)> = s
            .pending
            .values()
            .map(|p| (p.op, p.urn.name().to_string()))
            .collect();
        assert_eq!(
            left,
            vec![(OpKind::Update, "c".into()), (OpKind::Create, "a".into())]
        );
    }

    /// A move renames the resource wherever another names it: as a dependency (of the
    /// resource or of one of its properties), as its parent and as its owner (`deleted-with`).
    #[test]
    fn a_move_renames_the_resource_in_its_dependents_children_and_owned() {
        let urn = |n: &str| Urn::new("s", "p", "t:T", n);
        let mut child = res("c", "2");
        child.dependencies = vec![urn("a")];
        child.lifecycle.parent = Some(urn("a"));
        child.lifecycle.deleted_with = Some(urn("a"));
        child
            .lifecycle
            .property_dependencies
            .insert("from".into(), vec![urn("a"), urn("o")]);
        let mut s = Snapshot::from_parts(vec![res("a", "1"), child], vec![], json!({}));
        s.apply(JournalEntry::Moved {
            from: urn("a"),
            state: ResourceState {
                urn: urn("b"),
                ..res("a", "1")
            },
        });
        let c = s.live(&urn("c")).unwrap();
        assert_eq!(c.dependencies, vec![urn("b")]);
        assert_eq!(c.lifecycle.parent, Some(urn("b")));
        assert_eq!(c.lifecycle.deleted_with, Some(urn("b")));
        assert_eq!(
            c.lifecycle.property_dependencies["from"],
            vec![urn("b"), urn("o")]
        );
        assert!(s.live(&urn("a")).is_none());
    }
}
