//! The desired-state engine: turns a program's declarations and the recorded state into steps,
//! runs them as a DAG in parallel, and journals every step. It knows nothing about wasm, files
//! or the network: providers, programs and the journal are reached through the traits in
//! [`ports`].

mod chain;
pub mod dag;
mod error;
pub mod events;
mod guard;
pub mod memo;
pub mod plan;
pub mod policy;
pub mod ports;
pub mod snapshot;
pub mod targets;
mod update;
pub mod validate;

pub use error::{ErrorKind, StepError};
pub use events::{Event, EventSink, PropertyChange};
pub use plan::{PlanError, plan};
pub use policy::{Enforcement, Policies, Policy, PolicyResource, Remediation, Violation};
pub use ports::{
    DiffKind, DiffResult, Journal, JournalError, Program, PropertyDiff, Provider, ProviderError,
    Providers, ReadResult,
};
pub use snapshot::{JournalEntry, Snapshot};
pub use targets::Targets;
pub use update::{
    Cancel, PlannedStep, Prechecked, Settle, StepFailure, Summary, UpdateOptions, UpdateResult,
    pending_creates, refresh, unsettled, update,
};
