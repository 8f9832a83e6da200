//! `strata:provider/files`: permission bits, which WASI cannot set, for paths inside the
//! directories granted to the provider. A path is resolved against the grant it names and must
//! stay inside it after symlinks are followed.

use crate::bindings::provider::strata::provider::files::Host;
use crate::provider::{DirGrant, ProviderState};
use std::os::unix::fs::PermissionsExt;
use std::path::{Component, Path, PathBuf};

/// The host path of guest path `path`, if it lies inside a granted directory.
pub(crate) fn resolve(dirs: &[DirGrant], path: &str, write: bool) -> Result<PathBuf, String> {
    let p = Path::new(path);
    if p.components().any(|c| matches!(c, Component::ParentDir)) {
        return Err(format!("`{path}` may not contain `..`"));
    }
    for d in dirs {
        let guest = Path::new(d.guest.trim_start_matches("./"));
        let rel = p.strip_prefix(guest).or_else(|_| {
            if guest == Path::new(".") {
                Ok(p)
            } else {
                Err(())
            }
        });
        if let Ok(rel) = rel {
            if write && d.read_only {
                return Err(format!("`{path}` is in a directory granted read-only"));
            }
            let host = d.host.join(rel);
            let real = host.canonicalize().map_err(|e| format!("`{path}`: {e}"))?;
            let root = d
                .host
                .canonicalize()
                .map_err(|e| format!("{}: {e}", d.host.display()))?;
            if !real.starts_with(&root) {
                return Err(format!(
                    "`{path}` leads outside the granted directory `{}`",
                    d.guest
                ));
            }
            return Ok(real);
        }
    }
    Err(format!(
        "`{path}` is not inside a directory granted to this provider"
    ))
}

impl Host for ProviderState {
    fn set_mode(&mut self, path: String, mode: u32) -> Result<(), String> {
        let real = resolve(&self.dirs, &path, true)?;
        std::fs::set_permissions(&real, std::fs::Permissions::from_mode(mode & 0o7777))
            .map_err(|e| format!("`{path}`: {e}"))
    }

    fn mode(&mut self, path: String) -> Result<u32, String> {
        let real = resolve(&self.dirs, &path, false)?;
        Ok(std::fs::metadata(&real)
            .map_err(|e| format!("`{path}`: {e}"))?
            .permissions()
            .mode()
            & 0o7777)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_resolve_only_inside_grants() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("f"), "x").unwrap();
        let grants = vec![DirGrant {
            host: dir.path().into(),
            guest: "out".into(),
            read_only: false,
        }];
        assert!(resolve(&grants, "out/f", true).is_ok());
        assert!(
            resolve(&grants, "out/../etc/passwd", false)
                .unwrap_err()
                .contains("..")
        );
        assert!(
            resolve(&grants, "other/f", false)
                .unwrap_err()
                .contains("not inside")
        );
        std::os::unix::fs::symlink("/etc", dir.path().join("escape")).unwrap();
        assert!(
            resolve(&grants, "out/escape/passwd", false)
                .unwrap_err()
                .contains("outside")
        );
    }
}
