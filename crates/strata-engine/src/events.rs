//! Progress events the engine emits while it works; the CLI renders them.

use std::time::Duration;
use strata_model::{OpKind, Urn, Value};

/// A property whose value changes, with both values already redacted of secrets.
#[derive(Clone, Debug, PartialEq)]
pub struct PropertyChange {
    pub property: String,
    pub old: Option<Value>,
    pub new: Option<Value>,
    /// This change forces a replacement.
    pub replaces: bool,
    pub kind: crate::ports::DiffKind,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A step was planned and is starting (for `same`, it is also done).
    StepStarted {
        urn: Urn,
        op: OpKind,
        changes: Vec<PropertyChange>,
        /// A replacement that deletes the old copy before it creates the new one (its
        /// provider's diff or the program's `delete-before-replace` says so).
        delete_first: bool,
    },
    /// A step finished.
    StepDone {
        urn: Urn,
        op: OpKind,
        elapsed: Duration,
    },
    /// A step failed; `error` names the provider and its message, `kind` what kind of failure.
    StepFailed {
        urn: Urn,
        op: Option<OpKind>,
        kind: crate::ErrorKind,
        error: String,
    },
    /// A step did not run because a step it depends on failed.
    StepSkipped { urn: Urn, cause: String },
    /// A policy pack found a rule broken: by a resource about to change (`violation.urn`), or
    /// by the stack as a whole. A mandatory one also fails its step (or the run).
    PolicyViolation(crate::policy::Violation),
    /// A remediation policy fixed a resource's inputs (`urn`) before its step: what it set is
    /// what the step uses.
    PolicyRemediation {
        urn: Urn,
        remediation: crate::policy::Remediation,
    },
    /// A warning about the stack (e.g. an interrupted operation found in state).
    Warning { message: String },
}

pub trait EventSink: Send + Sync {
    fn emit(&self, event: Event);
}
