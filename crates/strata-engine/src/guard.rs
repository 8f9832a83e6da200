//! Secrets across the provider port: every provider the engine calls is wrapped so that the
//! plaintext of every secret it is handed is learned, every output that contains one is marked
//! secret (and so encrypted at rest and redacted when shown), and no error carries one. The
//! engine, not the provider or its SDK, applies this rule: a provider written without Strata's
//! SDK cannot leak a secret by echoing it under another name.

use crate::ports::{DiffResult, Provider, ProviderError, ReadResult};
use async_trait::async_trait;
use std::sync::Arc;
use std::time::Duration;
use strata_model::{KnownSecrets, Value};

pub(crate) struct SecretGuard {
    pub(crate) inner: Arc<dyn Provider>,
    pub(crate) secrets: Arc<KnownSecrets>,
}

impl SecretGuard {
    fn learn(&self, values: &[&Value]) {
        for v in values {
            self.secrets.learn(v);
        }
    }

    /// An error without a secret's plaintext; a partial failure's outputs marked like any.
    fn scrub(&self, e: ProviderError) -> ProviderError {
        match e.map_message(|m| self.secrets.scrub(m)) {
            ProviderError::Partial {
                message,
                id,
                outputs,
            } => ProviderError::Partial {
                message,
                id,
                outputs: self.secrets.mark(outputs),
            },
            e => e,
        }
    }
}

#[async_trait]
impl Provider for SecretGuard {
    async fn schema(&self) -> Result<Value, ProviderError> {
        self.inner.schema().await.map_err(|e| self.scrub(e))
    }

    async fn parsed_schema(&self) -> Option<Arc<strata_model::schema::Schema>> {
        self.inner.parsed_schema().await
    }

    async fn memo_identity(&self, ty: &str) -> Option<crate::memo::Identity> {
        self.inner.memo_identity(ty).await
    }

    async fn invoke(&self, function: &str, args: &Value) -> Result<Value, ProviderError> {
        self.learn(&[args]);
        match self.inner.invoke(function, args).await {
            Ok(v) => Ok(self.secrets.mark(v)),
            Err(e) => Err(self.scrub(e)),
        }
    }

    async fn check(
        &self,
        ty: &str,
        name: &str,
        olds: Option<&Value>,
        news: &Value,
    ) -> Result<Value, ProviderError> {
        self.learn(&[news]);
        if let Some(o) = olds {
            self.learn(&[o]);
        }
        match self.inner.check(ty, name, olds, news).await {
            Ok(v) => Ok(self.secrets.mark(v)),
            Err(e) => Err(self.scrub(e)),
        }
    }

    async fn diff(
        &self,
        ty: &str,
        id: &str,
        old_inputs: &Value,
        old_outputs: &Value,
        new_inputs: &Value,
    ) -> Result<DiffResult, ProviderError> {
        self.learn(&[old_inputs, old_outputs, new_inputs]);
        let d = self
            .inner
            .diff(ty, id, old_inputs, old_outputs, new_inputs)
            .await;
        d.map(settle).map_err(|e| self.scrub(e))
    }

    async fn create(
        &self,
        ty: &str,
        name: &str,
        inputs: &Value,
        preview: bool,
        timeout: Option<Duration>,
    ) -> Result<(String, Value), ProviderError> {
        self.learn(&[inputs]);
        match self.inner.create(ty, name, inputs, preview, timeout).await {
            // The id is kept as it is: changing it would lose the resource. Ids are not secret.
            Ok((id, outputs)) => Ok((id, self.secrets.mark(outputs))),
            Err(e) => Err(self.scrub(e)),
        }
    }

    async fn find(
        &self,
        ty: &str,
        name: &str,
        inputs: &Value,
    ) -> Result<Option<(String, Value)>, ProviderError> {
        self.learn(&[inputs]);
        match self.inner.find(ty, name, inputs).await {
            Ok(r) => Ok(r.map(|(id, outputs)| (id, self.secrets.mark(outputs)))),
            Err(e) => Err(self.scrub(e)),
        }
    }

    async fn read(
        &self,
        ty: &str,
        id: &str,
        inputs: &Value,
        outputs: &Value,
    ) -> Result<Option<ReadResult>, ProviderError> {
        self.learn(&[inputs, outputs]);
        match self.inner.read(ty, id, inputs, outputs).await {
            Ok(r) => Ok(r.map(|r| ReadResult {
                id: r.id,
                inputs: self.secrets.mark(r.inputs),
                outputs: self.secrets.mark(r.outputs),
            })),
            Err(e) => Err(self.scrub(e)),
        }
    }

    async fn update(
        &self,
        ty: &str,
        id: &str,
        old_inputs: &Value,
        old_outputs: &Value,
        new_inputs: &Value,
        preview: bool,
        timeout: Option<Duration>,
    ) -> Result<Value, ProviderError> {
        self.learn(&[old_inputs, old_outputs, new_inputs]);
        let r = self
            .inner
            .update(
                ty,
                id,
                old_inputs,
                old_outputs,
                new_inputs,
                preview,
                timeout,
            )
            .await;
        match r {
            Ok(v) => Ok(self.secrets.mark(v)),
            Err(e) => Err(self.scrub(e)),
        }
    }

    async fn delete(
        &self,
        ty: &str,
        id: &str,
        inputs: &Value,
        outputs: &Value,
        timeout: Option<Duration>,
    ) -> Result<(), ProviderError> {
        self.learn(&[inputs, outputs]);
        let r = self.inner.delete(ty, id, inputs, outputs, timeout).await;
        r.map_err(|e| self.scrub(e))
    }
}

/// Every provider, guarded.
pub(crate) struct GuardedProviders {
    pub(crate) inner: Arc<dyn crate::ports::Providers>,
    pub(crate) secrets: Arc<KnownSecrets>,
}

impl crate::ports::Providers for GuardedProviders {
    fn get(&self, package: &str) -> Result<Arc<dyn Provider>, String> {
        let inner = self.inner.get(package)?;
        Ok(Arc::new(SecretGuard {
            inner,
            secrets: self.secrets.clone(),
        }))
    }
}

/// A diff as the engine reads it: a property the detailed diff says replaces (`add-replace`,
/// `update-replace`, `delete-replace`) replaces the resource, listed or not in `replaces`; one
/// it says changes is changed.
fn settle(mut d: DiffResult) -> DiffResult {
    for detail in &d.details {
        let top = detail.path.split(['.', '[']).next().unwrap_or(&detail.path);
        let list = if detail.replaces {
            &mut d.replaces
        } else {
            &mut d.changed
        };
        if !list.iter().any(|p| p == &detail.path || p == top) {
            list.push(detail.path.clone());
        }
    }
    d
}
