//! Phase 3: the real thing, under the stack's lease: the late outcomes of a holder taken over
//! imported, the journal opened, the engine run, the state saved (or, with the lock lost,
//! what the run made recorded for the next holder).

use super::*;
use crate::drop_later;
use crate::events::{Event, Kind};
use crate::lease::Lease;
use anyhow::Result;
use std::sync::Arc;
use strata_engine::{Cancel, UpdateOptions};
use strata_model::Value;
use strata_state::Secrets;
use strata_state::secrets::SealedJournal;

impl Prepared {
    /// Phase 3: under the lease, which is released whatever happens.
    pub(crate) async fn apply(
        &mut self,
        opts: UpdateOptions,
    ) -> Result<strata_engine::UpdateResult> {
        let lease = self.lock(&opts.cancel).await?;
        self.apply_locked(opts, lease).await
    }

    /// Take the stack's lease: an error here has changed nothing. With `--lock-timeout`, a lock
    /// held by another run is waited for (until it is released, or its lease runs out and it
    /// is taken over as always), up to that long. If a renewal fails, the lock may be someone
    /// else's: `cancel` is cancelled, so no provider call starts from then on (and the backend
    /// refuses our writes).
    pub(crate) async fn lock(&self, cancel: &Cancel) -> Result<Lease> {
        let waiting = |holder: &strata_state::LockInfo| {
            self.say.coded(
                crate::Severity::Note,
                "lock-wait",
                format!(
                    "stack `{}` is locked by {holder}: waiting for it (--lock-timeout)",
                    self.ctx.stack
                ),
            )
        };
        let cancel = cancel.clone();
        let how = crate::lease::Taking {
            wait: self.args.lock_timeout,
            cancel: Some(&self.args.cancel),
            waiting: Some(&waiting),
            on_lost: Some(Box::new(move || cancel.cancel())),
        };
        let info = crate::fencing::lock_info(
            self.kind.name(),
            crate::fencing::call_timeout(&self.ctx.project, &self.plan),
        );
        Ok(Lease::take_with(self.ctx.backend.as_ref(), &self.ctx.stack, info, how).await?)
    }

    /// Phase 3 with the lease taken, released whatever happens.
    pub(crate) async fn apply_locked(
        &mut self,
        opts: UpdateOptions,
        lease: Lease,
    ) -> Result<strata_engine::UpdateResult> {
        let outcome = self.locked(opts, &lease).await;
        let released = lease.release().await;
        let result = outcome?;
        released?;
        Ok(result)
    }

    pub(crate) async fn locked(
        &mut self,
        opts: UpdateOptions,
        lease: &Lease,
    ) -> Result<strata_engine::UpdateResult> {
        let lock = lease.lock();
        let (ctx, secrets) = (&self.ctx, self.secrets.clone());
        let mut checkpoint = secrets.decrypt_checkpoint(ctx.backend.load(&ctx.stack).await?)?;
        let read = *self.outputs_read.lock().unwrap();
        // Checked before the lock when the state was read then.
        if !self.read_early {
            check_stack_file(ctx, self.kind, &checkpoint)?;
        }
        if let Some(serial) = read.filter(|s| *s != checkpoint.serial) {
            bail!(
                "the stack `{}` changed while its program ran: the program read the outputs of version {serial}, and the stack is now at version {}. Nothing was changed; run the command again",
                ctx.stack,
                checkpoint.serial
            );
        }
        // (A record left released only hands a fence on: nothing was taken from anyone.)
        if let Some(previous) = lock.taken_over().filter(|p| !p.released) {
            let pending: Vec<String> = checkpoint
                .pending_operations
                .iter()
                .map(|p| format!("{} of {}", p.op, p.urn))
                .collect();
            let why = if previous.provably_dead() {
                "whose process is gone".to_string()
            } else {
                format!(
                    "whose lease ended at {} (it may still be running: it can no longer write the state, and what its calls make goes to the record of late outcomes)",
                    previous.expires_at
                )
            };
            self.say.coded(
                crate::Severity::Warning,
                "lock-taken-over",
                format!(
                    "took over the lock of stack `{}` from {previous}, {why}; {}",
                    ctx.stack,
                    if pending.is_empty() {
                        "it left no operation unfinished".to_string()
                    } else {
                        format!("it left unfinished: {}", some_of(&pending))
                    }
                ),
            );
        }
        // Unless the state was read before the lock (whose read warned), this is its first read.
        if !self.read_early {
            warn_unreadable(&secrets, &self.say, &ctx.stack);
        }
        // A holder taken over while it may still run: its creates stay pending while its
        // calls may finish.
        let fenced = crate::fencing::mark(lock.as_ref(), &mut checkpoint);
        // What a holder that lost its lock made after the fence.
        let (late, imported) = crate::fencing::import(
            ctx.backend.as_ref(),
            ctx.project.name(),
            &ctx.stack,
            &secrets,
            &mut checkpoint,
        )
        .await?;
        for note in &imported {
            self.say.warn(format!(
                "from the record of late outcomes of stack `{}`: {note}",
                ctx.stack
            ));
        }
        if checkpoint.replayed || fenced || !late.is_empty() {
            // The journal of an interrupted operation: what it recorded (pending operations
            // included) becomes a version of its own before anything new is journaled, so a
            // second interruption cannot lose or renumber it; with it, the late outcomes
            // imported and the fence on a holder that may still run.
            let snapshot = checkpoint.take_snapshot();
            let mut settled = checkpoint.next(snapshot);
            settled.made_by = Some(strata_state::MadeBy {
                command: if late.is_empty() {
                    "settle the journal of an interrupted operation".into()
                } else {
                    "import the late outcomes of a holder that lost its lock".into()
                },
                user: strata_state::format::current_user(),
                changes: Default::default(),
            });
            ctx.backend
                .save(
                    &ctx.stack,
                    &secrets.encrypt_checkpoint(settled.clone())?,
                    lock.as_ref(),
                )
                .await?;
            if !late.is_empty() {
                ctx.backend
                    .retire_late(&ctx.stack, &late, lock.as_ref())
                    .await?;
            }
            checkpoint = settled;
        }
        // The state under the lock is the one that counts: interrupted creates found now stop
        // `up` and `destroy`, and `refresh` settles every one of them.
        match (self.kind, pending_creates_message(&ctx.stack, &checkpoint)) {
            (Kind::Up | Kind::Destroy, Some(m)) => {
                return Err(crate::Error::new(crate::ErrorKind::State, m).into());
            }
            (Kind::Refresh, m) if m.is_some() || settling(&self.args) => {
                let undecided = checkpoint
                    .interrupted_creates()
                    .any(|p| !self.creates.contains_key(&p.urn));
                // Decided before the lock, without knowing of a fence: decided again.
                if undecided || !self.read_early || checkpoint.fenced.is_some() {
                    self.creates = settle_creates(&self.args, &ctx.stack, &checkpoint, None)?;
                }
            }
            _ => {}
        }
        checkpoint.learn_secrets(&self.known);
        self.observer.event(Event::Started {
            kind: self.kind,
            stack: ctx.stack.clone(),
            project: ctx.project.name().into(),
            preview: false,
        });
        if let (Some(plan), Some(path)) = (&self.saved, &self.args.plan) {
            // The state may have moved on since it was read before the lock.
            crate::saved_plan::check_base(plan, path, &ctx.stack, checkpoint.serial)?;
        }
        // Operations a holder that may still run began: a refresh reads them and keeps them
        // pending; an update refuses to decide on them (the message above stopped it first).
        let held = crate::fencing::settle_rule(&checkpoint);
        let base = checkpoint.take_snapshot();
        let mut opts = opts;
        opts.held = held;
        if self.prechecks() {
            opts.prechecked = precheck(&self.plan, &self.providers, &base, &self.known).await?;
        }
        let journal = Arc::new(SealedJournal {
            inner: ctx
                .backend
                .journal(&ctx.stack, checkpoint.serial, lock.clone())
                .await?,
            secrets: secrets.clone(),
        });
        let first_op = base.next_op();
        let creates = std::mem::take(&mut self.creates);
        let mut result = self.engine(opts, base, Some(journal), creates).await;
        if let Some(fatal) = &result.fatal {
            bail!("{fatal}");
        }
        // The calls this run began whose outcome the journal could not record.
        let in_flight: Vec<strata_model::PendingOperation> = result
            .journal_pending
            .range(first_op..)
            .map(|(_, p)| p.clone())
            .collect();
        let ctx = &self.ctx;
        if lease.is_lost() {
            let after = result.snapshot.resources.values().cloned().collect();
            self.lock_lost(&in_flight, checkpoint.serial, after, Some(&secrets))
                .await;
            return Err(strata_state::StateError::LockLost(ctx.stack.clone()).into());
        }
        if result.recorded == 0 && result.fatal.is_none() {
            // Nothing changed: no new version, only the empty journal goes.
            ctx.backend
                .discard_journal(&ctx.stack, lock.as_ref())
                .await?;
            return Ok(result);
        }
        let mut next = checkpoint.next(std::mem::take(&mut result.snapshot));
        next.made_by = Some(made_by(self.kind.name(), &result));
        next.links.upstreams = self.links.record(
            self.kind.runs_program().then_some(&self.plan),
            &next.resources,
            &checkpoint.links.upstreams,
        );
        let (links, serial) = (next.links.clone(), next.serial);
        for w in self.links.index_readers(&links.upstreams).await {
            self.say.warn(w);
        }
        let sealed = secrets.encrypt_checkpoint(next)?;
        let saved = ctx.backend.save(&ctx.stack, &sealed, lock.as_ref()).await;
        match saved {
            Err(e @ strata_state::StateError::LockLost(_)) => {
                let after = sealed.resources.clone();
                drop_later(sealed);
                self.lock_lost(&in_flight, checkpoint.serial, after, None)
                    .await;
                Err(e.into())
            }
            Err(e) => {
                drop_later(sealed);
                self.finish(&result, false);
                let kind = crate::error::state_kind(&e);
                let message = save_failed(&ctx.stack, &e, &ctx.backend.url(), self.kind.name());
                Err(crate::Error::new(kind, message).into())
            }
            Ok(()) => {
                drop_later(sealed);
                for w in self
                    .links
                    .index_dropped(&checkpoint.links.upstreams, &links.upstreams)
                    .await
                {
                    self.say.warn(w);
                }
                self.report_stale(&checkpoint.outputs, &links, serial).await;
                Ok(result)
            }
        }
    }

    /// The lock was lost with the run's calls done: record what they made as late outcomes
    /// (sealed here unless `secrets` is `None`: already sealed) and say what is true.
    ///
    /// What its calls made is what `after` (the run's resources) holds that the version the run
    /// started from (`base`, saved and never replaced) did not: read back only now, on this
    /// rare path, rather than kept through every run.
    pub(crate) async fn lock_lost(
        &self,
        in_flight: &[strata_model::PendingOperation],
        base: u64,
        after: Vec<Arc<strata_model::ResourceState>>,
        secrets: Option<&Secrets>,
    ) {
        let ctx = &self.ctx;
        // Both sides opened (a sealed secret is sealed afresh each time: compared sealed, every
        // resource that holds one would look changed), and the record sealed here.
        let open = |resources: Vec<Arc<strata_model::ResourceState>>| {
            let mut cp = strata_state::Checkpoint::empty(&ctx.stack);
            cp.resources = resources;
            self.secrets.decrypt_checkpoint(cp).map(|cp| cp.resources)
        };
        let (after, after_open) = match open(after.clone()) {
            Ok(opened) => (opened, true),
            Err(_) => (after, false),
        };
        let secrets = if after_open {
            Some(self.secrets.as_ref())
        } else {
            secrets
        };
        let (made, recorded) = match ctx.backend.load_version(&ctx.stack, base).await {
            Ok(base) => {
                let (base, base_open) = match open(base.resources.clone()) {
                    Ok(opened) => (opened, true),
                    Err(_) => (base.resources, false),
                };
                let made = crate::fencing::made_by_run(&base, after.iter());
                // Updates and deletes are late outcomes too: the next holder settles its
                // interrupted operations with them (told apart only where both sides open).
                let (updated, deleted) = if after_open && base_open {
                    crate::fencing::changed_by_run(&base, after.iter())
                } else {
                    Default::default()
                };
                let recorded = if made.is_empty() && updated.is_empty() && deleted.is_empty() {
                    None
                } else {
                    let did: Vec<_> = made.iter().chain(&updated).cloned().collect();
                    Some(
                        crate::fencing::record(
                            ctx.backend.as_ref(),
                            &ctx.stack,
                            secrets,
                            self.kind.name(),
                            &did,
                            &deleted,
                        )
                        .await
                        .map_err(|e| format!("{e:#}")),
                    )
                };
                (made, recorded)
            }
            Err(e) => (
                vec![],
                Some(Err(format!(
                    "the version {base} this run started from could not be read back to tell what its calls made: {e}"
                ))),
            ),
        };
        drop_later(after);
        // Calls whose outcome is known (they made something) are not in flight.
        let unknown: Vec<strata_model::PendingOperation> = in_flight
            .iter()
            .filter(|p| !made.iter().any(|r| r.urn == p.urn))
            .cloned()
            .collect();
        self.observer
            .event(Event::LockLost(Box::new(crate::events::LockLost {
                stack: ctx.stack.clone(),
                in_flight: unknown,
                made,
                late_record: recorded,
            })));
    }

    /// After a save: name the stacks that read an output this version changed or dropped.
    pub(crate) async fn report_stale(
        &self,
        before: &Value,
        links: &strata_state::Links,
        serial: u64,
    ) {
        let changed: Vec<&String> = links
            .output_versions
            .iter()
            .filter(|(_, v)| **v == serial)
            .map(|(k, _)| k)
            .chain(
                before
                    .as_object()
                    .into_iter()
                    .flat_map(|o| o.keys())
                    .filter(|k| !links.output_versions.contains_key(*k)),
            )
            .collect();
        if changed.is_empty() {
            return;
        }
        let dependents = match self.ctx.backend.dependents(&self.ctx.stack).await {
            Ok(d) => d,
            Err(e) => {
                self.say.warn(format!(
                    "the stacks that read this one's outputs could not be listed: {e}"
                ));
                return;
            }
        };
        let stale: Vec<(String, Vec<String>)> = dependents
            .into_iter()
            .filter_map(|d| {
                let hit: Vec<String> = d
                    .outputs
                    .iter()
                    .filter(|o| changed.contains(o))
                    .cloned()
                    .collect();
                (!hit.is_empty()).then_some((d.stack, hit))
            })
            .collect();
        if stale.is_empty() {
            return;
        }
        self.say.info(format!(
            "Stacks that read outputs this update changed are now out of date: {}. Update them with `strata up --cascade`, or `strata up` in each.",
            crate::links::describe(&stale).replace("(reads", "(reads changed")
        ));
        for (stack, outputs) in stale {
            self.observer.event(Event::Stale { stack, outputs });
        }
    }
}
