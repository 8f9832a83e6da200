//! A guest's grant, resolved: the directories, environment variables and hosts it may reach.
//! Parsed here once, from what the project file says, and handed to the host as it is: the host
//! turns it into capabilities (`strata-host`'s `caps`) and copies none of it field by field.

use crate::{AllowedHosts, PolicyError};
use std::path::{Path, PathBuf};

/// A directory granted to a guest: the host path and the path the guest sees.
#[derive(Clone, Debug, PartialEq)]
pub struct DirGrant {
    pub host: PathBuf,
    pub guest: String,
    pub read_only: bool,
}

/// What a guest may reach. Nothing by default.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Grants {
    pub dirs: Vec<DirGrant>,
    /// Environment variables passed in, by name and value.
    pub env: Vec<(String, String)>,
    pub hosts: AllowedHosts,
}

/// One `allow-dirs` entry: a path relative to the project directory, and whether it is
/// read-only.
pub type DirEntry<'a> = (&'a str, bool);

impl Grants {
    /// The grant a project file's `allow-dirs`, `allow-env` and `allow-hosts` say, for a project
    /// in `dir`. `lookup` reads a variable of the environment Strata started in (a granted
    /// variable that is not set is not passed).
    pub fn parse<'a, S: AsRef<str>>(
        dir: &Path,
        dirs: impl IntoIterator<Item = DirEntry<'a>>,
        env: &[S],
        lookup: impl Fn(&str) -> Option<String>,
        hosts: &[S],
    ) -> Result<Grants, PolicyError> {
        crate::check_env_names(env)?;
        Ok(Grants {
            dirs: dirs
                .into_iter()
                .map(|(path, read_only)| DirGrant {
                    host: dir.join(path),
                    guest: path.to_string(),
                    read_only,
                })
                .collect(),
            env: env
                .iter()
                .filter_map(|n| lookup(n.as_ref()).map(|v| (n.as_ref().to_string(), v)))
                .collect(),
            hosts: AllowedHosts::parse(hosts)?,
        })
    }

    /// Directories only (a program's grant: it reaches no host and no variable).
    pub fn dirs(dirs: Vec<DirGrant>) -> Grants {
        Grants {
            dirs,
            ..Grants::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grant_is_resolved_against_the_project_and_the_environment() {
        let g = Grants::parse(
            Path::new("/p"),
            [("out", false), ("data", true)],
            &["SET", "UNSET"],
            |n| (n == "SET").then(|| "v".to_string()),
            &[],
        )
        .unwrap();
        assert_eq!(g.dirs[0].host, Path::new("/p/out"));
        assert_eq!(g.dirs[1].guest, "data");
        assert!(g.dirs[1].read_only);
        assert_eq!(g.env, vec![("SET".to_string(), "v".to_string())]);
        assert!(Grants::parse(Path::new("/p"), [], &["A=B"], |_| None, &[]).is_err());
        assert!(
            Grants::parse(
                Path::new("/p"),
                [],
                &[],
                |_| None,
                &["not a host pattern ::"]
            )
            .is_err()
        );
    }
}
