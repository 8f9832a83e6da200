//! What a registry holds: a repository's tags (and the versions among them), and its catalog.

use super::ArtifactRef;
use super::client::{connect, not_found, oci_error};
use anyhow::{Context, Result};

/// The tags of `r`'s repository (read from its registry's mirror when the user names one).
pub async fn tags(r: &ArtifactRef) -> Result<Vec<String>> {
    match super::mirror::mirrored(r)? {
        Some(m) => tags_at(&m).await.with_context(|| {
            format!(
                "the mirror {} of {} (`strata plugin mirror`)",
                m.registry, r.registry
            )
        }),
        None => tags_at(r).await,
    }
}

/// The tags of `r`'s repository, in its own registry.
pub(super) async fn tags_at(r: &ArtifactRef) -> Result<Vec<String>> {
    let reg = connect(r).await?;
    let mut out = Vec::new();
    let mut last: Option<String> = None;
    loop {
        let page = match reg
            .client
            .list_tags(&r.oci(), &reg.auth, Some(1000), last.as_deref())
            .await
        {
            Ok(p) => p,
            Err(e) if not_found(&e) => return Ok(out),
            Err(e) => return Err(oci_error("listing the tags of", r, e)),
        };
        let n = page.tags.len();
        last = page.tags.last().cloned();
        out.extend(page.tags);
        if n < 1000 || out.len() > 100_000 {
            return Ok(out);
        }
    }
}

/// The versions among `tags`, newest first by semver precedence (signature tags and others
/// are not versions).
pub fn versions(tags: &[String]) -> Vec<String> {
    let mut v: Vec<String> = tags
        .iter()
        .filter(|t| strata_policy::check_version(t).is_ok())
        .cloned()
        .collect();
    v.sort_by(|a, b| crate::plugins::version_order(b, a));
    v
}

/// The repositories of `registry`'s catalog under `namespace` (when it serves a catalog).
pub async fn catalog(base: &str) -> Result<Vec<String>> {
    let probe = ArtifactRef::short(base, "probe", None)?;
    let namespace = probe
        .repository
        .rsplit_once('/')
        .map(|(ns, _)| format!("{ns}/"))
        .unwrap_or_default();
    let reg = connect(&probe).await?;
    let mut out = Vec::new();
    let mut last: Option<String> = None;
    // Pages are counted, not only the names kept: a registry that pages on through names
    // outside the namespace is stopped too.
    let mut pages = 0;
    loop {
        let page = reg
            .client
            .catalog(&probe.oci(), &reg.auth, Some(1000), last.as_deref())
            .await
            .map_err(|e| {
                oci_error("reading the catalog of", &probe, e).context(format!(
                    "the registry {} may not serve a catalog (`/v2/_catalog`); name the artifact instead",
                    probe.registry
                ))
            })?;
        let n = page.repositories.len();
        pages += 1;
        last = page.repositories.last().cloned();
        out.extend(
            page.repositories
                .into_iter()
                .filter(|r| r.starts_with(&namespace)),
        );
        if n < 1000 || out.len() > 100_000 || pages >= 100 {
            return Ok(out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_are_sorted_newest_first_and_other_tags_left_out() {
        let tags: Vec<String> = [
            "0.2.0",
            "0.10.0",
            "latest",
            "sha256-ab.sig",
            "0.9.1",
            "0.10.0-rc.1",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(versions(&tags), ["0.10.0", "0.10.0-rc.1", "0.9.1", "0.2.0"]);
    }
}
