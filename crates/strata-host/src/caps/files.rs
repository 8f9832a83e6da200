//! The file capability: the directories granted to a provider (`allow-dirs`), preopened for
//! wasmtime-wasi (read-only where granted so), and what WASI lacks:
//!
//! - `strata:provider/files` (permission bits, which WASI cannot set) works through the handle
//!   each grant opened once ([`OpenGrant`], a cap-std `Dir`), never by re-resolving a path
//!   string: every lookup happens relative to that handle and cannot leave it, whatever
//!   symlinks a guest swaps in meanwhile. Only permission bits (`0o777`) may be set.
//! - `symlink-at` of `wasi:filesystem` is guarded: a provider may create only symlinks that
//!   point down (relative, without `..`), which stay inside the grant wherever they are moved.

use super::Capability;
use super::Sandboxed;
use crate::bindings::provider::strata::provider::files::Host;
use cap_std::fs::Dir;
use std::os::unix::fs::PermissionsExt;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use strata_policy::DirGrant;
use wasmtime::component::HasData;
use wasmtime::component::{Linker, Resource};
use wasmtime_wasi::filesystem::{Descriptor, WasiFilesystemView};
use wasmtime_wasi::p2::bindings::filesystem::types::{ErrorCode, Host as _, HostDescriptor as _};
use wasmtime_wasi::{FsPerms, WasiCtxBuilder};

/// The permission bits a provider may set: no setuid, setgid or sticky bit.
pub(crate) const PERMISSION_BITS: u32 = 0o777;

/// A granted directory with the handle opened for it when the provider was loaded.
#[derive(Clone, Debug)]
pub(crate) struct OpenGrant {
    pub(crate) grant: DirGrant,
    dir: Arc<Dir>,
}

impl OpenGrant {
    pub(crate) fn open(grant: &DirGrant) -> std::io::Result<OpenGrant> {
        let dir = Dir::open_ambient_dir(&grant.host, cap_std::ambient_authority())?;
        Ok(OpenGrant {
            grant: grant.clone(),
            dir: Arc::new(dir),
        })
    }
}

/// The directory grants of a provider, opened once when it is loaded.
pub(crate) struct Files {
    pub(crate) dirs: Arc<[OpenGrant]>,
}

impl Files {
    pub(crate) fn open(grants: &[DirGrant]) -> Result<Files, String> {
        let mut dirs = Vec::new();
        for d in grants {
            if !d.host.is_dir() {
                return Err(format!(
                    "granted directory {} does not exist",
                    d.host.display()
                ));
            }
            dirs.push(
                OpenGrant::open(d)
                    .map_err(|e| format!("opening granted directory {}: {e}", d.host.display()))?,
            );
        }
        Ok(Files { dirs: dirs.into() })
    }
}

impl Capability for Files {
    /// The opened directories, which `strata:provider/files` works through.
    type Instance = Arc<[OpenGrant]>;

    fn prepare(given: &super::Given) -> Result<Files, String> {
        Files::open(&given.grants.dirs)
    }

    fn instance(&self, wasi: &mut WasiCtxBuilder) -> Result<Arc<[OpenGrant]>, String> {
        for d in self.dirs.iter() {
            let g = &d.grant;
            let perms = if g.read_only {
                FsPerms::ReadOnly
            } else {
                FsPerms::ReadWrite
            };
            wasi.preopened_dir(&g.host, &g.guest, perms)
                .map_err(|e| format!("cannot open granted directory {}: {e}", g.host.display()))?;
        }
        Ok(self.dirs.clone())
    }
}

/// The grant holding guest path `path`, and the path relative to that grant's directory.
pub(crate) fn resolve<'a>(
    dirs: &'a [OpenGrant],
    path: &str,
    write: bool,
) -> Result<(&'a OpenGrant, PathBuf), String> {
    let p = Path::new(path);
    if p.components().any(|c| matches!(c, Component::ParentDir)) {
        return Err(format!("`{path}` may not contain `..`"));
    }
    for d in dirs {
        let guest = Path::new(d.grant.guest.trim_start_matches("./"));
        let rel = if guest == Path::new(".") {
            Some(p)
        } else {
            p.strip_prefix(guest).ok()
        };
        if let Some(rel) = rel {
            if write && d.grant.read_only {
                return Err(format!("`{path}` is in a directory granted read-only"));
            }
            let rel: PathBuf = rel
                .components()
                .filter(|c| matches!(c, Component::Normal(_)))
                .collect();
            let rel = if rel.as_os_str().is_empty() {
                PathBuf::from(".")
            } else {
                rel
            };
            return Ok((d, rel));
        }
    }
    Err(format!(
        "`{path}` is not inside a directory granted to this provider"
    ))
}

/// Why an escaping lookup failed, in the provider's words.
fn io_error(path: &str, guest: &str, e: std::io::Error) -> String {
    // cap-std reports an attempt to leave the directory as PermissionDenied with this text.
    if e.to_string().contains("outside of the filesystem") {
        format!("`{path}` leads outside the granted directory `{guest}`")
    } else {
        format!("`{path}`: {e}")
    }
}

/// `set-mode`: only permission bits, only through the grant's handle.
fn set_mode(dirs: &[OpenGrant], path: &str, mode: u32) -> Result<(), String> {
    if mode & !PERMISSION_BITS != 0 {
        return Err(format!(
            "`{path}`: mode {mode:#o} is refused: only permission bits (0o777) may be set, not setuid, setgid or sticky bits"
        ));
    }
    let (grant, rel) = resolve(dirs, path, true)?;
    let perms = cap_std::fs::Permissions::from_std(std::fs::Permissions::from_mode(mode));
    grant
        .dir
        .set_permissions(&rel, perms)
        .map_err(|e| io_error(path, &grant.grant.guest, e))
}

/// `strata:provider/files` as an instance serves it: through its grants' handles.
struct Granted<'a>(&'a [OpenGrant]);

impl Host for Granted<'_> {
    fn set_mode(&mut self, path: String, mode: u32) -> Result<(), String> {
        set_mode(self.0, &path, mode)
    }

    fn mode(&mut self, path: String) -> Result<u32, String> {
        let (grant, rel) = resolve(self.0, &path, false)?;
        let meta = grant
            .dir
            .metadata(&rel)
            .map_err(|e| io_error(&path, &grant.grant.guest, e))?;
        Ok(cap_std::fs::PermissionsExt::mode(&meta.permissions()) & 0o7777)
    }
}

/// True when a symlink to `target` stays below the directory holding it, wherever that is.
pub(crate) fn points_down(target: &str) -> bool {
    let t = Path::new(target);
    !target.is_empty()
        && t.components()
            .all(|c| matches!(c, Component::Normal(_) | Component::CurDir))
}

/// Link `strata:provider/files`, and the guarded `symlink-at` over wasmtime-wasi's.
pub(crate) fn link<T: Sandboxed>(linker: &mut Linker<T>) -> wasmtime::Result<()> {
    struct GrantedFiles;
    impl HasData for GrantedFiles {
        type Data<'a> = Granted<'a>;
    }
    crate::bindings::provider::strata::provider::files::add_to_linker::<T, GrantedFiles>(
        linker,
        |s| Granted(&s.caps().files),
    )?;
    linker.allow_shadowing(true);
    let mut types = linker.instance("wasi:filesystem/types@0.2.12")?;
    types.func_wrap_async(
        "[method]descriptor.symlink-at",
        |mut store, (fd, target, link): (Resource<Descriptor>, String, String)| {
            Box::new(async move {
                if !points_down(&target) {
                    return Ok((Err(ErrorCode::NotPermitted),));
                }
                let mut fs = store.data_mut().filesystem();
                Ok((match fs.symlink_at(fd, target, link).await {
                    Ok(()) => Ok(()),
                    Err(e) => Err(fs.convert_error_code(e)?),
                },))
            })
        },
    )?;
    linker.allow_shadowing(false);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_resolve_only_inside_grants_and_through_the_handle() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("f"), "x").unwrap();
        let grants = vec![
            OpenGrant::open(&DirGrant {
                host: dir.path().into(),
                guest: "out".into(),
                read_only: false,
            })
            .unwrap(),
        ];
        let (g, rel) = resolve(&grants, "out/f", true).unwrap();
        assert_eq!(rel, Path::new("f"));
        assert!(g.dir.metadata(&rel).is_ok());
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
        // A symlink out of the grant, planted by anyone, is not followed by the handle.
        std::os::unix::fs::symlink("/etc", dir.path().join("escape")).unwrap();
        let (g, rel) = resolve(&grants, "out/escape/passwd", false).unwrap();
        let err = io_error(
            "out/escape/passwd",
            "out",
            g.dir.metadata(&rel).unwrap_err(),
        );
        assert!(err.contains("outside the granted directory"), "{err}");
    }

    #[test]
    fn a_directory_swapped_for_a_symlink_while_modes_are_set_never_leads_outside() {
        // `out/d/f` is checked while `out/d` is a directory inside the grant, and used while
        // `out/d` is a symlink to a directory outside: the time-of-check/time-of-use attack.
        let root = tempfile::tempdir().unwrap();
        let (out, outside) = (root.path().join("out"), root.path().join("outside"));
        std::fs::create_dir_all(out.join("d")).unwrap();
        std::fs::create_dir(&outside).unwrap();
        std::fs::write(out.join("d/f"), "x").unwrap();
        let victim = outside.join("f");
        std::fs::write(&victim, "secret").unwrap();
        std::fs::set_permissions(&victim, std::fs::Permissions::from_mode(0o600)).unwrap();
        let grants = vec![
            OpenGrant::open(&DirGrant {
                host: out.clone(),
                guest: "out".into(),
                read_only: false,
            })
            .unwrap(),
        ];
        // Another instance of the provider (or anyone) swaps `out/d` as fast as it can.
        let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let swapper = {
            let (out, outside, stop) = (out.clone(), outside.clone(), stop.clone());
            std::thread::spawn(move || {
                let (d, parked) = (out.join("d"), out.join("parked"));
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    std::fs::rename(&d, &parked).unwrap();
                    std::os::unix::fs::symlink(&outside, &d).unwrap();
                    std::fs::remove_file(&d).unwrap();
                    std::fs::rename(&parked, &d).unwrap();
                    // The real directory stays in place a moment: on a loaded machine the
                    // window was so short that no call ever reached the file inside.
                    std::thread::yield_now();
                }
            })
        };
        // At least 5,000 tries, and on until one has reached the file inside (up to 20 s).
        let (mut inside, mut tries, started) = (0, 0, std::time::Instant::now());
        while tries < 5000
            || (inside == 0 && started.elapsed() < std::time::Duration::from_secs(20))
        {
            tries += 1;
            if set_mode(&grants, "out/d/f", 0o777).is_ok() {
                inside += 1;
            }
        }
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        swapper.join().unwrap();
        let mode = std::fs::metadata(&victim).unwrap().permissions().mode();
        assert_eq!(
            mode & 0o777,
            0o600,
            "the file outside the grant was changed"
        );
        assert!(inside > 0, "the file inside the grant was reached at times");
    }

    #[test]
    fn only_downward_symlinks_may_be_made() {
        for ok in ["f", "a/b", "./a"] {
            assert!(points_down(ok), "{ok}");
        }
        for bad in ["", "/etc", "../x", "a/../../x", "a/.."] {
            assert!(!points_down(bad), "{bad}");
        }
    }
}
