//! The ports the engine is driven through: providers, the program (for `apply` callbacks) and
//! the journal. The host and state crates implement them; tests use in-memory fakes.

use crate::snapshot::JournalEntry;
use async_trait::async_trait;
use std::sync::Arc;
use std::time::Duration;
use strata_model::Value;

/// What a provider's `diff` decided.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DiffResult {
    pub changed: Vec<String>,
    pub replaces: Vec<String>,
    pub delete_before_replace: bool,
    /// How each property changes, by path, as the provider says (empty: not said).
    pub details: Vec<PropertyDiff>,
}

/// How a property changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DiffKind {
    Add,
    Delete,
    Update,
}

/// One changed property, by path.
#[derive(Clone, Debug, PartialEq)]
pub struct PropertyDiff {
    pub path: String,
    pub kind: DiffKind,
    pub replaces: bool,
}

/// What a provider's `read` found.
#[derive(Clone, Debug, PartialEq)]
pub struct ReadResult {
    pub id: String,
    pub inputs: Value,
    pub outputs: Value,
}

#[derive(Debug, thiserror::Error, Clone, PartialEq)]
pub enum ProviderError {
    #[error("invalid inputs: {}", .0.iter().map(|(p, r)| if p.is_empty() { r.clone() } else { format!("{p}: {r}") }).collect::<Vec<_>>().join("; "))]
    CheckFailed(Vec<(String, String)>),
    /// The provider returned an error, or a result that was refused.
    #[error("{0}")]
    Failed(String),
    /// The call ran past its time limit.
    #[error("{0}")]
    TimedOut(String),
    /// The provider tried to reach something it was not granted.
    #[error("{0}")]
    Denied(String),
    /// The provider trapped (a panic, its memory limit).
    #[error("{0}")]
    Crashed(String),
    /// A call whose outcome is unknown (it ran past its limit, or its guest trapped, and what
    /// it did cannot be found out now): its operation stays pending, for the next run (or
    /// `strata refresh --import-pending-creates`) to settle, `why` saying so.
    #[error("{error}; {why}")]
    Unsettled {
        error: Box<ProviderError>,
        why: String,
    },
    /// A create or update failed part way: the resource `id` exists, with `outputs`, and must be
    /// recorded.
    #[error("{message}")]
    Partial {
        message: String,
        id: String,
        outputs: Value,
    },
}

impl ProviderError {
    pub fn kind(&self) -> crate::ErrorKind {
        use crate::ErrorKind as K;
        match self {
            ProviderError::CheckFailed(_) => K::InvalidInputs,
            ProviderError::Failed(_) => K::ProviderFailed,
            ProviderError::TimedOut(_) => K::TimedOut,
            ProviderError::Denied(_) => K::Denied,
            ProviderError::Crashed(_) => K::Crashed,
            ProviderError::Partial { .. } => K::ProviderFailed,
            ProviderError::Unsettled { error, .. } => error.kind(),
        }
    }

    /// The same error with its message (or each check failure) passed through `f`.
    pub fn map_message(self, f: impl Fn(&str) -> String) -> ProviderError {
        self.map_dyn(&f)
    }

    fn map_dyn(self, f: &dyn Fn(&str) -> String) -> ProviderError {
        match self {
            ProviderError::CheckFailed(v) => {
                ProviderError::CheckFailed(v.into_iter().map(|(p, r)| (f(&p), f(&r))).collect())
            }
            ProviderError::Failed(m) => ProviderError::Failed(f(&m)),
            ProviderError::TimedOut(m) => ProviderError::TimedOut(f(&m)),
            ProviderError::Denied(m) => ProviderError::Denied(f(&m)),
            ProviderError::Crashed(m) => ProviderError::Crashed(f(&m)),
            ProviderError::Unsettled { error, why } => ProviderError::Unsettled {
                error: Box::new(error.map_dyn(f)),
                why: f(&why),
            },
            ProviderError::Partial {
                message,
                id,
                outputs,
            } => ProviderError::Partial {
                message: f(&message),
                id,
                outputs,
            },
        }
    }
}

/// One provider package (e.g. `random`), serving all of its resource types.
#[async_trait]
pub trait Provider: Send + Sync {
    /// The resource types and functions it offers, in the format documented on `schema` in
    /// `wit/provider/provider.wit` (see `strata_model::schema::Schema`).
    async fn schema(&self) -> Result<Value, ProviderError> {
        Ok(serde_json::json!({"types": {}}))
    }
    /// Its schema, parsed: what the engine checks inputs against (see [`crate::validate`]).
    /// `None`: none that can be read, and nothing is checked. The default parses
    /// [`Provider::schema`] on every call; a provider that can keeps it.
    async fn parsed_schema(&self) -> Option<Arc<strata_model::schema::Schema>> {
        let raw = self.schema().await.ok()?;
        strata_model::schema::Schema::parse(&raw).ok().map(Arc::new)
    }
    /// When it declares `check` and `diff` of `ty` pure (`pure` in its schema), a digest of
    /// what else the two calls read: its code and its settings (see [`crate::memo`]). `None`,
    /// the default: resources of `ty` are checked and diffed on every run.
    async fn memo_identity(&self, _ty: &str) -> Option<crate::memo::Identity> {
        None
    }
    /// Call one of its functions (a data source).
    async fn invoke(&self, function: &str, _args: &Value) -> Result<Value, ProviderError> {
        Err(ProviderError::Failed(format!(
            "this provider has no function `{function}`"
        )))
    }
    async fn check(
        &self,
        ty: &str,
        name: &str,
        olds: Option<&Value>,
        news: &Value,
    ) -> Result<Value, ProviderError>;
    async fn diff(
        &self,
        ty: &str,
        id: &str,
        old_inputs: &Value,
        old_outputs: &Value,
        new_inputs: &Value,
    ) -> Result<DiffResult, ProviderError>;
    async fn create(
        &self,
        ty: &str,
        name: &str,
        inputs: &Value,
        preview: bool,
        timeout: Option<Duration>,
    ) -> Result<(String, Value), ProviderError>;
    /// What an interrupted `create` of this resource made, if the provider can find it: its
    /// id and outputs.
    async fn find(
        &self,
        _ty: &str,
        _name: &str,
        _inputs: &Value,
    ) -> Result<Option<(String, Value)>, ProviderError> {
        Ok(None)
    }
    async fn read(
        &self,
        ty: &str,
        id: &str,
        inputs: &Value,
        outputs: &Value,
    ) -> Result<Option<ReadResult>, ProviderError>;
    #[expect(
        clippy::too_many_arguments,
        reason = "mirrors the WIT `update`: recorded state, new inputs, preview and a time limit"
    )]
    async fn update(
        &self,
        ty: &str,
        id: &str,
        old_inputs: &Value,
        old_outputs: &Value,
        new_inputs: &Value,
        preview: bool,
        timeout: Option<Duration>,
    ) -> Result<Value, ProviderError>;
    async fn delete(
        &self,
        ty: &str,
        id: &str,
        inputs: &Value,
        outputs: &Value,
        timeout: Option<Duration>,
    ) -> Result<(), ProviderError>;
}

/// Finds the provider for a package name.
pub trait Providers: Send + Sync {
    fn get(&self, package: &str) -> Result<Arc<dyn Provider>, String>;
}

/// The running program, for `apply` callbacks.
#[async_trait]
pub trait Program: Send + Sync {
    /// Run callback `id` on `values`; an error says what kind of failure it was (a timeout, a
    /// crash, or the callback's own error, `invalid`).
    async fn resolve(&self, id: u32, values: Value) -> Result<Value, crate::StepError>;
}

#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct JournalError(pub String);

/// Durable, ordered storage for journal entries. `append` returns once the entries are on
/// stable storage; the engine batches concurrent steps' entries into one call.
#[async_trait]
pub trait Journal: Send + Sync {
    async fn append(&self, entries: &[JournalEntry]) -> Result<(), JournalError>;
}
