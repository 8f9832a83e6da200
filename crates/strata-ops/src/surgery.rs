//! State surgery: the edits of a stack's recorded state a person asks for by hand (forget,
//! unprotect or rename a resource, move resources to another stack, import an exported state,
//! restore a kept version, re-encrypt its secrets, move the stack to another backend). Each
//! is one [`hold`]: the stack's lease, the change saved as a new version, the lock released
//! whatever happens. What each did comes back as a sentence for the caller to say.

use crate::Say;
use crate::lease::{Lease, hold};
use anyhow::{Context as _, Result};
use std::path::Path;
use strata_state::LockInfo;
use strata_workspace::{ConfigValue, Project};

/// A new key for the stack's secrets: the configuration's secrets and the state's are decrypted
/// with the old key and encrypted with the new one, the state into a new version under the lock;
/// nothing changes if anything cannot be decrypted.
///
/// Three writes, each leaving a stack that opens with the key the user has:
/// 1. the stack file records the new key beside the old one, sealed with it
///    (`Encryption::rotating`): whoever opens the old key opens the new one;
/// 2. the state is saved sealed with the new key (the old key still opens it, through 1);
/// 3. the stack file records the new key alone, the configuration's secrets sealed with it.
///
/// A kill or a refused write between any two leaves the old key recorded and able to open
/// everything; running the command again finishes (a key of an earlier attempt stays recorded
/// until then, so a state sealed with it still opens).
pub async fn change_secrets_provider(
    project: &Project,
    backend: &dyn strata_state::Backend,
    stack: &str,
    provider: &str,
) -> crate::Result<String> {
    use strata_state::secrets::{key_id, new_key, new_salt, passphrase_key, seal_key, store_key};
    let old = crate::context::stack_secrets(project, stack)?;
    let current = project.encryption(stack)?.unwrap_or_default();
    let mut kms = None;
    let (key, salt, how) = match provider {
        "passphrase" => {
            // From a passphrase to another, STRATA_PASSPHRASE opens the current key: the new
            // passphrase comes apart.
            let pass = match std::env::var("STRATA_NEW_PASSPHRASE") {
                Ok(p) => p,
                Err(_) if current.salt.is_some() => bail!(
                    "stack `{stack}`'s secrets are encrypted with a passphrase already: set STRATA_NEW_PASSPHRASE to the new passphrase (STRATA_PASSPHRASE, or the passphrase file, opens the current one)"
                ),
                Err(_) => match std::env::var("STRATA_PASSPHRASE") {
                    Ok(p) => p,
                    Err(_) => bail!(
                        "set STRATA_NEW_PASSPHRASE (or STRATA_PASSPHRASE) to the new passphrase first"
                    ),
                },
            };
            let salt = new_salt();
            let raw = base64_decode(&salt)?;
            (
                passphrase_key(&pass, &raw)?,
                Some(salt),
                "a passphrase".to_string(),
            )
        }
        "key" | "keyfile" => (new_key(), None, "a key file".to_string()),
        url if url.starts_with("awskms://") => {
            // A new data key, wrapped by the KMS key: the stack file records the wrapped key,
            // and whoever may decrypt with the KMS key opens it.
            let kms_key = strata_state::kms::KmsKey::parse(url)?;
            let key = new_key();
            kms = Some((url.to_string(), kms_key.wrap(&key)?));
            (key, None, format!("AWS KMS key {}", kms_key.key))
        }
        other => bail!(
            "`{other}` is not a secrets provider: use `key`, `passphrase` or `awskms://alias/NAME?region=REGION`"
        ),
    };
    if salt.is_none() && kms.is_none() {
        store_key(&key)?;
    }
    let id = key_id(&key);
    let new = strata_state::Secrets::from_key(&key, "the new key");
    let done = format!("Stack {stack}'s secrets are now encrypted with key {id} ({how}).");
    let file = &project.stack_file(stack)?;
    let id = &id;
    let interrupted = |step: &str, e: anyhow::Error| -> anyhow::Error {
        anyhow::anyhow!(
            "{e:#}. The change of stack `{stack}`'s key to {id} stopped {step}: its stack file ({}) still records the old key, with the new one beside it sealed by the old, so the key you have opens the stack as before. Run `strata stack change-secrets-provider {provider}` again to finish",
            file.display()
        )
    };
    hold(backend, stack, "stack change-secrets-provider", |lock| async move {
        let mut cp = old.decrypt_checkpoint(backend.load(stack).await?)?;
        if let Some((n, source)) = old.unreadable() {
            bail!(
                "{n} secret(s) of stack `{stack}`'s state cannot be decrypted with the key from {source}: nothing was changed"
            );
        }
        let mut secrets = std::collections::BTreeMap::new();
        for (k, v) in project.config(stack)? {
            if let ConfigValue::Secret(c) = v {
                secrets.insert(k, new.encrypt_text(&old.open(&c)?)?);
            }
        }
        // 1. The new key beside the old one, sealed with it (the old key as recorded: a stack
        // with no key yet has no secrets, and the new key alone opens it).
        if !current.key_id.is_empty() {
            let mut beside = current.clone();
            beside.rotating.push(strata_workspace::RotatingKey {
                key_id: id.to_string(),
                sealed: seal_key(&old, &key)?,
            });
            project.set_encryption(stack, beside)?;
        }
        // 2. The state, sealed with the new key.
        let snapshot = cp.take_snapshot();
        let mut next = cp.next(snapshot);
        next.made_by = Some(strata_state::MadeBy {
            command: "stack change-secrets-provider".into(),
            user: strata_state::format::current_user(),
            changes: Default::default(),
        });
        backend
            .save(stack, &new.encrypt_checkpoint(next)?, lock.as_ref())
            .await
            .map_err(|e| interrupted("before its state was saved", e.into()))?;
        // The user's own choice of KMS key is approved for the stack file that records it.
        if let Some((url, _)) = &kms {
            strata_workspace::TrustRecord::update(|r| r.approve_kms(file, url, id))
                .map_err(|e| interrupted("after its state was saved", e.into()))?;
        }
        // 3. The new key alone, and the configuration's secrets sealed with it.
        project
            .replace_secrets(
                stack,
                strata_workspace::Encryption {
                    key_id: id.to_string(),
                    salt,
                    kms: kms.as_ref().map(|(url, _)| url.clone()),
                    wrapped_key: kms.map(|(_, wrapped)| wrapped),
                    rotating: vec![],
                },
                secrets,
            )
            .map_err(|e| {
                // Written, then not synced (its directory's sync failed): the new key is the
                // one recorded already.
                match project.encryption(stack) {
                    Ok(Some(now)) if now.key_id == *id && now.rotating.is_empty() => anyhow::anyhow!(
                        "{e:#}. Stack `{stack}`'s stack file records the new key {id} already, and the new key opens the stack; what failed is making that write durable: check the disk"
                    ),
                    _ => interrupted("after its state was saved", e.into()),
                }
            })?;
        Ok(())
    })
    .await?;
    Ok(done)
}

fn base64_decode(s: &str) -> Result<Vec<u8>> {
    use base64::Engine as _;
    Ok(base64::engine::general_purpose::STANDARD.decode(s)?)
}

/// A resource name the state can hold: not empty, no `::` (the URN's separator).
fn strata_policy_name(name: &str) -> Result<()> {
    if name.is_empty() || name.contains("::") {
        bail!("`{name}` cannot be a resource name (it must be non-empty, without `::`)");
    }
    Ok(())
}

/// `strata stack import`: the file is read and checked in full (format, checksum-free body of
/// format 1 or 2, one copy of each resource, no dependency on a resource it does not hold)
/// before the lock is taken; then it becomes the next version, the replaced one kept.
pub async fn import_state(
    backend: &dyn strata_state::Backend,
    secrets: &strata_state::Secrets,
    stack: &str,
    file: &Path,
) -> crate::Result<String> {
    let bytes = std::fs::read(file).with_context(|| format!("reading {}", file.display()))?;
    let mut imported = strata_state::format::decode_version(&bytes, None)
        .map_err(|e| anyhow::anyhow!("{} is not an exported state: {e}", file.display()))?;
    let mut seen = std::collections::HashSet::new();
    for r in &imported.resources {
        if !seen.insert((&r.urn, &r.id)) {
            bail!("{}: {} appears twice", file.display(), r.urn);
        }
    }
    // Values as state holds them: no unknown or reference marker may come in this way.
    let values = imported
        .resources
        .iter()
        .flat_map(|r| [(&r.urn.0, &r.inputs), (&r.urn.0, &r.outputs)])
        .chain(
            imported
                .pending_operations
                .iter()
                .map(|p| (&p.urn.0, &p.inputs)),
        );
    for (urn, v) in values {
        strata_model::value::check_stored(v)
            .map_err(|e| anyhow::anyhow!("{}: {urn}: {e}; nothing was imported", file.display()))?;
    }
    strata_model::value::check_stored(&imported.outputs).map_err(|e| {
        anyhow::anyhow!(
            "{}: the stack outputs: {e}; nothing was imported",
            file.display()
        )
    })?;
    let urns: std::collections::HashSet<&strata_model::Urn> =
        imported.resources.iter().map(|r| &r.urn).collect();
    for r in &imported.resources {
        if let Some(d) = r.dependencies.iter().find(|d| !urns.contains(d)) {
            bail!(
                "{}: {} depends on {d}, which it does not hold: nothing was imported",
                file.display(),
                r.urn
            );
        }
    }
    // Sealed secrets in the file must open with the stack's key: else the import would be a
    // state the key cannot read (another stack's export, or one from before a change of key).
    secrets.decrypt_checkpoint(imported.clone())?;
    if let Some((n, source)) = secrets.unreadable() {
        bail!(
            "{}: {n} sealed secret(s) cannot be opened with stack `{stack}`'s key (from {source}): it was exported with another key. Nothing was imported",
            file.display()
        );
    }
    let count = imported.resources.len();
    let serial = hold(backend, stack, "stack import", |lock| async move {
        let current = backend.load(stack).await?;
        if current.replayed || !current.pending_operations.is_empty() {
            bail!(
                "stack `{stack}` has operations an interruption left unsettled: run `strata refresh` first, so that importing cannot drop them"
            );
        }
        let mut next = current.next(imported.take_snapshot());
        next.made_by = Some(strata_state::MadeBy {
            command: format!("stack import {}", file.display()),
            user: strata_state::format::current_user(),
            changes: Default::default(),
        });
        // A secret the file holds in plaintext is sealed with the stack's key, as every write is.
        let serial = next.serial;
        backend
            .save(stack, &secrets.encrypt_checkpoint(next)?, lock.as_ref())
            .await?;
        Ok(serial)
    })
    .await?;
    Ok(format!(
        "Imported {} into stack {stack} as version {serial}; the version it replaced stays in `strata stack history`.",
        strata_model::spelling::count(count, "resource", "resources")
    ))
}

/// `strata stack restore N`: version N as a new current version, under the lock. The current
/// version is not needed (it may be what is broken); unsettled operations in a readable one
/// are not dropped silently.
pub async fn restore(
    backend: &dyn strata_state::Backend,
    secrets: &strata_state::Secrets,
    stack: &str,
    serial: u64,
    say: &Say,
) -> crate::Result<String> {
    let mut restored = backend.load_version(stack, serial).await?;
    // A version sealed with another key (from before a change of key) would become a state the
    // stack's key cannot open: refused, said.
    secrets.decrypt_checkpoint(restored.clone())?;
    if let Some((n, source)) = secrets.unreadable() {
        bail!(
            "version {serial} of stack `{stack}` holds {n} secret(s) that the stack's key (from {source}) cannot open: it was sealed with another key (a version from before `strata stack change-secrets-provider`?). Nothing was restored: restored, it would be a state the stack's key cannot read"
        );
    }
    let saved = hold(backend, stack, "stack restore", |lock| async move {
        let base = match backend.load(stack).await {
            Ok(current) if current.replayed || !current.pending_operations.is_empty() => bail!(
                "stack `{stack}` has operations an interruption left unsettled: run `strata refresh` first, so that restoring cannot drop them"
            ),
            Ok(current) => current.serial,
            // The current version cannot be read: the newest kept is the one to follow.
            Err(
                e @ (strata_state::StateError::Corrupt { .. }
                | strata_state::StateError::Io { .. }),
            ) => {
                let newest = backend.history(stack).await?.into_iter().max();
                say.info(format!(
                    "The current state of stack {stack} cannot be read ({e}); restoring over it."
                ));
                newest.unwrap_or(serial)
            }
            Err(e) => return Err(e.into()),
        };
        restored.serial = base;
        let snapshot = restored.take_snapshot();
        let mut next = restored.next(snapshot);
        next.made_by = Some(strata_state::MadeBy {
            command: format!("stack restore {serial}"),
            user: strata_state::format::current_user(),
            changes: Default::default(),
        });
        let saved = next.serial;
        backend.save(stack, &next, lock.as_ref()).await?;
        Ok(saved)
    })
    .await?;
    Ok(format!(
        "Restored version {serial} of stack {stack} as version {saved}; every version stays in `strata stack history`."
    ))
}

/// An edit of one resource's record (`strata state delete | unprotect | rename | taint |
/// untaint`), by its URN or
/// its name if unique.
#[derive(Clone, Debug)]
pub enum Edit {
    /// Forget it (it is not deleted where it lives); refused while others depend on it or it
    /// is protected, unless `force`.
    Delete { resource: String, force: bool },
    /// Let a protected resource be replaced or deleted again.
    Unprotect { resource: String },
    /// Give it a new name (its dependents follow).
    Rename { resource: String, new_name: String },
    /// Mark it to be replaced by the next `up` (Terraform's and Pulumi's taint).
    Taint { resource: String },
    /// Take back a taint.
    Untaint { resource: String },
}

/// `strata state delete | unprotect | rename`: an edit of the recorded state, under the stack's
/// lock, saved as a new version (the old one stays in history); what was done.
pub async fn edit_state(
    project: &Project,
    backend: &dyn strata_state::Backend,
    stack: &str,
    edit: Edit,
) -> crate::Result<String> {
    hold(backend, stack, "state edit", |lock| async move {
        // The state as stored (secrets stay sealed: nothing here needs them).
        let mut cp = backend.load(stack).await?;
        let who = match &edit {
            Edit::Delete { resource, .. }
            | Edit::Unprotect { resource }
            | Edit::Taint { resource }
            | Edit::Untaint { resource }
            | Edit::Rename { resource, .. } => resource,
        };
        let matches: Vec<usize> = cp
            .resources
            .iter()
            .enumerate()
            .filter(|(_, r)| !r.delete && (r.urn.0 == *who || r.urn.name() == who))
            .map(|(i, _)| i)
            .collect();
        let i = match matches.as_slice() {
            [i] => *i,
            [] => bail!("stack `{stack}` has no resource `{who}`"),
            _ => bail!("`{who}` names more than one resource: give its URN"),
        };
        let urn = cp.resources[i].urn.clone();
        let label = format!("{} \"{}\"", cp.resources[i].ty, urn.name());
        let done = match edit {
            Edit::Delete { force, .. } => {
                let dependents: Vec<String> = cp
                    .resources
                    .iter()
                    .filter(|r| r.dependencies.contains(&urn))
                    .map(|r| format!("{} \"{}\"", r.ty, r.urn.name()))
                    .collect();
                if !dependents.is_empty() && !force {
                    bail!(
                        "{label} is a dependency of {}: forgetting it would leave them pointing at nothing (--force to do it anyway)",
                        dependents.join(", ")
                    );
                }
                if cp.resources[i].protect && !force {
                    bail!(
                        "{label} is protected: `strata state unprotect {who}` first (or --force)"
                    );
                }
                cp.resources.remove(i);
                for r in &mut cp.resources {
                    let r = std::sync::Arc::make_mut(r);
                    r.dependencies.retain(|d| *d != urn);
                    let l = &mut r.lifecycle;
                    for on in l.property_dependencies.values_mut() {
                        on.retain(|d| *d != urn);
                    }
                    l.property_dependencies.retain(|_, on| !on.is_empty());
                    if l.deleted_with.as_ref() == Some(&urn) {
                        l.deleted_with = None;
                    }
                }
                format!("Forgot {label}; it still exists where it lives, unmanaged.")
            }
            Edit::Unprotect { .. } => {
                std::sync::Arc::make_mut(&mut cp.resources[i]).protect = false;
                format!("{label} is no longer protected.")
            }
            Edit::Taint { .. } => {
                if cp.resources[i].lifecycle.component {
                    bail!("{label} is a component: it has nothing of its own to replace (taint its resources)");
                }
                std::sync::Arc::make_mut(&mut cp.resources[i])
                    .lifecycle
                    .tainted = true;
                format!(
                    "{label} is tainted: the next `strata up` replaces it{} (`strata state untaint {who}` takes it back).",
                    if cp.resources[i].protect {
                        ", once it is unprotected"
                    } else {
                        ""
                    }
                )
            }
            Edit::Untaint { .. } => {
                if !cp.resources[i].lifecycle.tainted {
                    bail!("{label} is not tainted");
                }
                std::sync::Arc::make_mut(&mut cp.resources[i])
                    .lifecycle
                    .tainted = false;
                format!("{label} is no longer tainted.")
            }
            Edit::Rename { new_name, .. } => {
                strata_policy_name(&new_name)?;
                let ty = cp.resources[i].ty.clone();
                let new_urn = strata_model::Urn::new(stack, project.name(), &ty, &new_name);
                if cp.resources.iter().any(|r| r.urn == new_urn) {
                    bail!("stack `{stack}` already has {ty} \"{new_name}\"");
                }
                // Every copy under the old URN (one awaiting deletion included) moves.
                for r in &mut cp.resources {
                    let r = std::sync::Arc::make_mut(r);
                    if r.urn == urn {
                        r.urn = new_urn.clone();
                    }
                    let l = &mut r.lifecycle;
                    let named = r
                        .dependencies
                        .iter_mut()
                        .chain(l.property_dependencies.values_mut().flatten())
                        .chain(l.deleted_with.iter_mut());
                    for d in named.filter(|d| **d == urn) {
                        *d = new_urn.clone();
                    }
                }
                format!("Renamed {label} to \"{new_name}\".")
            }
        };
        let snapshot = cp.take_snapshot();
        let mut next = cp.next(snapshot);
        next.made_by = Some(strata_state::MadeBy {
            command: format!("state edit: {done}"),
            user: strata_state::format::current_user(),
            changes: Default::default(),
        });
        backend.save(stack, &next, lock.as_ref()).await?;
        Ok(done)
    })
    .await
}

/// `strata state move`: resources leave one stack's state for another's, under both locks. The
/// destination is saved first: an interruption between the two saves leaves a resource in both
/// (said, with the command that forgets it in the source), never in neither.
pub async fn move_resources(
    project: &Project,
    backend: &dyn strata_state::Backend,
    from: &str,
    who: &[String],
    to: &str,
    force: bool,
) -> crate::Result<String> {
    use strata_model::Urn;
    strata_workspace::check_stack_name(to)?;
    if to == from {
        bail!("the resources are in stack `{from}` already");
    }
    backend
        .check_exists(to)
        .await
        .with_context(|| format!("stack `{to}`: create it first with `strata stack init {to}`"))?;
    hold(backend, from, "state move", |from_lock| async move {
    hold(backend, to, "state move", |to_lock| async move {
        // Each stack's secrets are sealed with its own key: opened with the source's, sealed
        // with the destination's.
        let from_secrets = crate::context::stack_secrets(project, from)?;
        let to_secrets = crate::context::stack_secrets(project, to)?;
        let mut src = from_secrets.decrypt_checkpoint(backend.load(from).await?)?;
        let mut dst = to_secrets.decrypt_checkpoint(backend.load(to).await?)?;
        let mut moving: Vec<Urn> = Vec::new();
        for w in who {
            let found: Vec<&Urn> = src
                .resources
                .iter()
                .filter(|r| !r.delete && (r.urn.0 == *w || r.urn.name() == w))
                .map(|r| &r.urn)
                .collect();
            match found.as_slice() {
                [u] => moving.push((*u).clone()),
                [] => bail!("stack `{from}` has no resource `{w}`"),
                _ => bail!("`{w}` names more than one resource: give its URN"),
            }
        }
        let moved = |u: &Urn| moving.contains(u);
        let label = |u: &Urn| format!("{} \"{}\"", u.ty(), u.name());
        let renamed = |u: &Urn| Urn::new(to, project.name(), u.ty(), u.name());
        if src.pending_operations.iter().any(|p| moved(&p.urn)) {
            bail!(
                "an interrupted operation on one of them is pending in stack `{from}`: settle it first with `strata refresh --stack {from}`"
            );
        }
        // Dependencies across the cut.
        let mut cut = Vec::new();
        for r in &src.resources {
            for d in &r.dependencies {
                if moved(&r.urn) && !moved(d) {
                    cut.push(format!("{} depends on {}, which stays", label(&r.urn), label(d)));
                } else if !moved(&r.urn) && moved(d) {
                    cut.push(format!("{} depends on {}, which moves", label(&r.urn), label(d)));
                }
            }
        }
        cut.sort();
        cut.dedup();
        if !cut.is_empty() && !force {
            bail!(
                "moving would cut dependencies: {}. Move those too, or --force to drop the dependencies",
                cut.join("; ")
            );
        }
        // One the destination holds already with the same id was copied there by this move
        // run before, stopped before the source was saved: run again, it finishes.
        let id_of = |u: &Urn| src.resources.iter().find(|r| r.urn == *u).map(|r| r.id.clone());
        let mut there = Vec::new();
        for u in &moving {
            if let Some(d) = dst.resources.iter().find(|r| r.urn == renamed(u)) {
                if Some(&d.id) != id_of(u).as_ref() {
                    bail!("stack `{to}` already has {}", label(u));
                }
                there.push(u.clone());
            }
        }
        let made_by = |what: String| strata_state::MadeBy {
            command: format!("state move: {what}"),
            user: strata_state::format::current_user(),
            changes: Default::default(),
        };
        let names: Vec<String> = moving.iter().map(label).collect();
        // Three saves: the source with the moving resources protected (so that no `up` of it
        // deletes them while they are in both), the destination with them, the source without
        // them. Stopped between any two, they are in one stack or both, never in none, and
        // the same command run again finishes.
        let forced: Vec<Urn> = src
            .resources
            .iter()
            .filter(|r| moved(&r.urn) && !r.protect)
            .map(|r| r.urn.clone())
            .collect();
        if there.is_empty() && !forced.is_empty() {
            let mut guarded = src.clone();
            for r in &mut guarded.resources {
                if forced.contains(&r.urn) {
                    std::sync::Arc::make_mut(r).protect = true;
                }
            }
            let snapshot = guarded.take_snapshot();
            let mut next = guarded.next(snapshot);
            next.made_by = Some(made_by(format!(
                "{} protected while they move to stack `{to}`",
                names.join(", ")
            )));
            backend
                .save(from, &from_secrets.encrypt_checkpoint(next.clone())?, from_lock.as_ref())
                .await?;
            src = next;
        }
        // Out of the source, into the destination under its new URNs.
        let (going, staying): (Vec<_>, Vec<_>) = std::mem::take(&mut src.resources)
            .into_iter()
            .partition(|r| moved(&r.urn));
        src.resources = staying;
        for r in &mut src.resources {
            let r = std::sync::Arc::make_mut(r);
            r.dependencies.retain(|d| !moved(d));
            let l = &mut r.lifecycle;
            for on in l.property_dependencies.values_mut() {
                on.retain(|d| !moved(d));
            }
            l.property_dependencies.retain(|_, on| !on.is_empty());
            if l.deleted_with.as_ref().is_some_and(moved) {
                l.deleted_with = None;
            }
        }
        let n = going.len();
        for mut shared in going {
            let r = std::sync::Arc::make_mut(&mut shared);
            if forced.contains(&r.urn) {
                r.protect = false;
            }
            r.urn = renamed(&r.urn);
            r.dependencies = r.dependencies.iter().filter(|d| moved(d)).map(renamed).collect();
            let l = &mut r.lifecycle;
            for on in l.property_dependencies.values_mut() {
                *on = on.iter().filter(|d| moved(d)).map(renamed).collect();
            }
            l.property_dependencies.retain(|_, on| !on.is_empty());
            l.deleted_with = l.deleted_with.as_ref().filter(|d| moved(d)).map(renamed);
            let copied = there.iter().any(|u| renamed(u) == r.urn);
            if !copied {
                dst.resources.push(shared);
            }
        }
        // The destination first: a kill between the two saves leaves them in both stacks,
        // never in none, and the same command run again finishes.
        if there.len() < moving.len() {
            let snapshot = dst.take_snapshot();
            let mut next_dst = dst.next(snapshot);
            next_dst.made_by =
                Some(made_by(format!("{} in from stack `{from}`", names.join(", "))));
            backend
                .save(to, &to_secrets.encrypt_checkpoint(next_dst)?, to_lock.as_ref())
                .await?;
        }
        let snapshot = src.take_snapshot();
        let mut next_src = src.next(snapshot);
        next_src.made_by = Some(made_by(format!("{} out to stack `{to}`", names.join(", "))));
        if let Err(e) = backend
            .save(from, &from_secrets.encrypt_checkpoint(next_src)?, from_lock.as_ref())
            .await
        {
            bail!(
                "the resources are now recorded in stack `{to}`, but stack `{from}` could not be saved ({e}), so they are in both: run the same `strata state move` again to finish ({})",
                names.join(", ")
            );
        }
        Ok(format!(
            "Moved {} from stack `{from}` to `{to}`: {}. Move their declarations to the program of `{to}` too (or `{from}`'s next `up` creates them again).",
            strata_model::spelling::count(n, "resource", "resources"),
            names.join(", ")
        ))
    })
    .await
    .map_err(crate::Error::into_anyhow)
    })
    .await
}

/// Copy `stack` with every version from `from` to `to` under both stacks' locks, check that
/// every version reads back the same, then remove the original. On any failure before the
/// removal, the original is untouched and the copy is removed.
///
/// Run again after it was stopped (killed, or a write refused), it finishes: a copy that holds
/// only versions equal to the original's is its own, and is continued from where it stopped;
/// an original that is gone while the copy is there was removed after the copy was verified.
pub async fn move_stack(
    from: &dyn strata_state::Backend,
    to: &dyn strata_state::Backend,
    stack: &str,
) -> crate::Result<()> {
    use strata_state::StateError;
    if from.url() == to.url() {
        bail!("stack `{stack}` is already in {}", to.url());
    }
    match (from.check_exists(stack).await, to.check_exists(stack).await) {
        // Removed after its copy was verified: the move had finished but for saying so.
        (Err(StateError::NoStack(_)), Ok(())) => return Ok(()),
        (Err(e), _) => return Err(e.into()),
        _ => {}
    }
    let source = Lease::take(from, stack, LockInfo::current("stack move")).await?;
    let current = from.load(stack).await?;
    if current.replayed {
        bail!(
            "stack `{stack}` has the journal of an interrupted operation: run `strata refresh` (or `strata up`) to settle it, then move it"
        );
    }
    let serials = from.history(stack).await?;
    // A copy there already: an earlier move's, stopped part way, if every version it holds
    // is the original's; else another stack, which is never written over.
    let resumed = match to.create_stack(stack).await {
        Ok(()) => false,
        Err(StateError::StackExists(_)) => {
            let theirs = to.history(stack).await.unwrap_or_default();
            // (Version 0, the empty stack every backend makes, tells nothing: a fresh stack
            // of that name is not written over, unless the lock this move took over was a
            // move's, killed: then the empty copy is the one it made.)
            let moving = source
                .taken_over()
                .is_some_and(|p| p.operation == "stack move");
            let mut ours = moving || theirs.iter().any(|s| *s > 0);
            for &serial in theirs.iter().filter(|s| **s > 0) {
                let same = match (
                    from.load_version(stack, serial).await,
                    to.load_version(stack, serial).await,
                ) {
                    (Ok(a), Ok(b)) => {
                        strata_state::format::encode_version(&a).1
                            == strata_state::format::encode_version(&b).1
                    }
                    _ => false,
                };
                ours &= same && serials.contains(&serial);
            }
            if !ours {
                let _ = source.release().await;
                let empty = theirs.iter().all(|s| *s == 0);
                bail!(
                    "stack `{stack}` already exists in {}, and is not a copy of this one: nothing was moved{}",
                    to.url(),
                    if empty {
                        format!(
                            ". It is empty: if a `strata stack move` stopped right after making it, remove it with `strata --backend {} stack rm {stack}`, then move again",
                            to.url()
                        )
                    } else {
                        String::new()
                    }
                );
            }
            true
        }
        Err(e) => return Err(e.into()),
    };
    // The copy's lease; a copy this run made is removed under it if it cannot be taken at
    // first (a write refused once), so that no empty copy is left to be taken for another's.
    let copy = match Lease::take(to, stack, LockInfo::current("stack move")).await {
        Ok(copy) => copy,
        Err(e) => {
            if !resumed
                && let Ok(again) = Lease::take(to, stack, LockInfo::current("stack move")).await
            {
                let _ = again.remove_stack(to, stack).await;
            }
            let _ = source.release().await;
            return Err(e.into());
        }
    };
    let copied = async {
        // Continued from the copy's current version: one written but not pointed at yet is
        // saved again (the backend keeps the unpointed one aside).
        let done = if resumed {
            to.load(stack).await?.serial
        } else {
            0
        };
        for &serial in serials.iter().filter(|s| **s > done) {
            let v = from.load_version(stack, serial).await?;
            to.save(stack, &v, copy.lock().as_ref()).await?;
        }
        // Verified by reading back: every version, and the current one.
        if to.history(stack).await? != serials {
            bail!("the copy's versions differ from the original's");
        }
        // (Version 0 is the empty stack each backend makes with the stack: its time differs.)
        for &serial in serials.iter().filter(|s| **s > 0) {
            let (a, b) = (
                from.load_version(stack, serial).await?,
                to.load_version(stack, serial).await?,
            );
            if strata_state::format::encode_version(&a).1
                != strata_state::format::encode_version(&b).1
            {
                bail!("version {serial} of the copy differs from the original");
            }
        }
        let back = to.load(stack).await?;
        if strata_state::format::encode_version(&back).1
            != strata_state::format::encode_version(&current).1
        {
            bail!("the copy's current version differs from the original's");
        }
        anyhow::Ok(())
    }
    .await;
    if let Err(e) = copied {
        // A copy this run began is removed (under its lease); one it continued is left, and
        // its lock released, for the next try.
        if resumed {
            let _ = copy.release().await;
        } else {
            let _ = copy.remove_stack(to, stack).await;
        }
        let _ = source.release().await;
        bail!(
            "moving stack `{stack}` to {} failed, and nothing was changed where it is: {e:#}. Run the command again to finish",
            to.url()
        );
    }
    copy.release().await?;
    // The original goes under its lease: refused if the lease ended and another holder took
    // the lock (it may have written a version the copy lacks).
    source.remove_stack(from, stack).await.map_err(|e| {
        anyhow::anyhow!(
            "stack `{stack}` was copied to {} and verified, but the original in {} was not removed ({e}): another command may have changed it meanwhile, which the copy lacks. Both hold the stack now, and the original is still the one used. Run `strata stack move` again to finish: the copy is continued with whatever was written since",
            to.url(),
            from.url(),
        )
    })?;
    Ok(())
}
