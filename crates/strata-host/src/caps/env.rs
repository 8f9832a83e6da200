//! The environment capability: a provider sees the variables granted by name (`allow-env`),
//! with the values they had when Strata started, and no other.

use super::Capability;
use wasmtime_wasi::WasiCtxBuilder;

pub(crate) struct Env {
    /// Granted variables that are set, by name and value.
    vars: Vec<(String, String)>,
}

impl Env {
    pub(crate) fn new(vars: &[(String, String)]) -> Env {
        Env {
            vars: vars.to_vec(),
        }
    }
}

impl Capability for Env {
    type Instance = ();

    fn instance(&self, wasi: &mut WasiCtxBuilder) -> Result<(), String> {
        for (k, v) in &self.vars {
            wasi.env(k, v);
        }
        Ok(())
    }
}
