//! A project's `plugin = "…"` entries, through the plugin cache and registries
//! (`strata-registry`) when this build of the library has them: its `registry` feature, on by
//! default. Without it such an entry is refused, with a message that says why and what to do;
//! components named by their file (`wasm = "PATH"`) work either way.

use crate::Say;
use anyhow::Result;
use strata_host::Wasm;

/// The component a project's `plugin = "…"` entry names, for provider or policy pack (`pack`)
/// `name`: resolved in the plugin cache with the lock's version standing in for a missing one,
/// checked against the entry's `trust` and `Strata.lock`.
#[cfg(feature = "registry")]
pub(crate) fn resolve_locked(
    lock: &mut strata_workspace::LockFile,
    pack: bool,
    name: &str,
    plugin: &str,
    trust: &[String],
    allow_unsigned: bool,
) -> Result<(Wasm, String)> {
    strata_registry::plugins::resolve_locked(lock, pack, name, plugin, trust, allow_unsigned)
}

/// Without the `registry` feature: refused, saying so ([`no_registry`]).
#[cfg(not(feature = "registry"))]
pub(crate) fn resolve_locked(
    _: &mut strata_workspace::LockFile,
    pack: bool,
    name: &str,
    plugin: &str,
    _: &[String],
    _: bool,
) -> Result<(Wasm, String)> {
    Err(anyhow::anyhow!(no_registry(pack, name, plugin)))
}

/// Fetch what the project's `plugin = "…"` entries name and the plugin cache lacks (from a
/// registry the project file names, or with `user_default` the user's default one).
#[cfg(feature = "registry")]
pub(crate) async fn ensure(
    project: &strata_workspace::Project,
    say: &Say,
    user_default: bool,
) -> Result<()> {
    strata_registry::plugins::ensure(project, say, user_default).await
}

/// Without the `registry` feature nothing is fetched: each `plugin` entry is refused where its
/// component is loaded ([`resolve_locked`]), naming it.
#[cfg(not(feature = "registry"))]
pub(crate) async fn ensure(_: &strata_workspace::Project, _: &Say, _: bool) -> Result<()> {
    Ok(())
}

/// Why a `plugin = "…"` entry (of policy pack `name` when `pack`, else of provider `name`) is
/// refused by a build of the library without its `registry` feature, and what to do.
#[cfg_attr(feature = "registry", allow(dead_code))]
pub(crate) fn no_registry(pack: bool, name: &str, plugin: &str) -> String {
    let (what, table) = match pack {
        true => ("policy pack", "policy"),
        false => ("provider", "providers"),
    };
    format!(
        "{what} {name}: `plugin = \"{plugin}\"` names a component from the plugin cache or a registry, and this build of the Strata library has no registry support: build strata-ops with its `registry` feature (on by default), or name the component's file with `wasm = \"PATH\"` under [{table}.{name}]"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a build without the `registry` feature says of a `plugin` entry (tested in every
    /// build: CI builds with the feature).
    #[test]
    fn a_plugin_entry_without_registry_support_names_the_entry_and_the_feature() {
        let m = no_registry(false, "aws", "registry.example/strata/aws:0.2.0");
        assert!(m.starts_with("provider aws: "), "{m}");
        assert!(
            m.contains("`plugin = \"registry.example/strata/aws:0.2.0\"`"),
            "{m}"
        );
        assert!(m.contains("no registry support"), "{m}");
        assert!(m.contains("`registry` feature"), "{m}");
        assert!(m.ends_with("under [providers.aws]"), "{m}");
        let m = no_registry(true, "tags", "tags@1.0.0");
        assert!(m.starts_with("policy pack tags: "), "{m}");
        assert!(m.ends_with("under [policy.tags]"), "{m}");
    }

    /// Without the feature, resolving a `plugin` entry fails with that message.
    #[cfg(not(feature = "registry"))]
    #[test]
    fn without_the_feature_a_plugin_entry_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("Strata.toml"),
            "name = \"p\"\n[program]\nwasm = \"p.wasm\"\n[providers.random]\nplugin = \"random\"\n",
        )
        .unwrap();
        let project = strata_workspace::Project::find(dir.path()).unwrap();
        let mut lock = project.lock_file().unwrap();
        let Err(e) = resolve_locked(&mut lock, false, "random", "random", &[], false) else {
            panic!("a plugin entry resolved without the registry feature");
        };
        assert_eq!(e.to_string(), no_registry(false, "random", "random"));
    }
}
