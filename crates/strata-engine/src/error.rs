//! Why a step failed, as a type: callers (the CLI's `--json`, retries, the cascade of later
//! issues) branch on the kind, never on the message.

use serde::Serialize;

/// What kind of failure a step had.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorKind {
    /// Stopped (Ctrl-C, a lost lock) before its provider call started.
    Interrupted,
    /// The provider (or an apply callback) ran past its time limit.
    TimedOut,
    /// The provider tried to reach something it was not granted.
    Denied,
    /// The provider's `check` refused the inputs.
    InvalidInputs,
    /// The provider returned an error (or a result Strata refuses).
    ProviderFailed,
    /// The guest trapped: a panic, or its memory limit.
    Crashed,
    /// The declaration cannot be run as it is (a missing output, an unreadable secret, a
    /// protected resource to replace, an unknown provider), or the program that declares it
    /// failed.
    Invalid,
    /// A mandatory policy of a policy pack refused it (or the pack failed, and fails closed).
    PolicyViolation,
    /// Strata itself could not go on (the journal could not be written).
    Internal,
}

/// A step's failure: its kind and the message that names the resource, the cause and the fix.
#[derive(Clone, Debug, PartialEq, Serialize, thiserror::Error)]
#[error("{message}")]
pub struct StepError {
    pub kind: ErrorKind,
    pub message: String,
}

impl StepError {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> StepError {
        StepError {
            kind,
            message: message.into(),
        }
    }
}

impl From<String> for StepError {
    fn from(message: String) -> StepError {
        StepError::new(ErrorKind::Invalid, message)
    }
}

impl From<&str> for StepError {
    fn from(message: &str) -> StepError {
        StepError::new(ErrorKind::Invalid, message)
    }
}
