//! The environment capability: a provider sees the variables granted by name (`allow-env`),
//! with the values they had when Strata started, and no other.

use super::Capability;
use wasmtime_wasi::WasiCtxBuilder;

pub(crate) struct Env {
    /// The grant, whose variables (those set, by name and value) are passed.
    grants: std::sync::Arc<strata_policy::Grants>,
}

impl Capability for Env {
    type Instance = ();

    fn prepare(given: &super::Given) -> Result<Env, String> {
        Ok(Env {
            grants: given.grants.clone(),
        })
    }

    fn instance(&self, wasi: &mut WasiCtxBuilder) -> Result<(), String> {
        for (k, v) in &self.grants.env {
            wasi.env(k, v);
        }
        Ok(())
    }
}
