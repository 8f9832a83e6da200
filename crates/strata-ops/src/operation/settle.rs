//! Settling what an interrupted run left: pending creates found again (or said), the stack
//! file checked against the state, a failed save said with how to go on.

use crate::Say;
use crate::context::Context;
use crate::events::{Asker, Kind};
use anyhow::Result;
use std::collections::BTreeMap;

use super::*;
use strata_state::Secrets;

/// A stack the backend does not hold, though this project has its stack file (made by `stack
/// init`, with the stack's id): the backend may have lost its state, and making the stack again
/// would make every resource again. Said so, instead of "create it with `stack init`".
pub(crate) fn no_state(ctx: &Context, e: strata_state::StateError) -> anyhow::Error {
    match (&e, ctx.project.stack_id(&ctx.stack)) {
        (strata_state::StateError::NoStack(stack), Ok(Some(id))) => anyhow::anyhow!(
            "stack `{stack}` does not exist on {}, though this project has its stack file (Strata.{stack}.toml, stack id {id}): if it was deployed there, the backend lost its state, or this is the wrong backend. Do not make it again and run `up` before looking: its resources would be made a second time. Check the backend URL; to restore the state from a backup, `strata stack init {stack}` then `strata stack import --file F --yes` before any `up`; if the stack was never deployed there, `strata stack init {stack}`",
            ctx.backend.url()
        ),
        _ => e.into(),
    }
}

/// A stack with resources whose file was deleted or emptied would run its program with no
/// configuration, and `up` would delete what that program no longer declares: refused.
pub(crate) fn check_stack_file(
    ctx: &Context,
    kind: Kind,
    cp: &strata_state::Checkpoint,
) -> Result<()> {
    let Some((path, how)) = ctx
        .project
        .stack_file_lost(&ctx.stack)
        .filter(|_| kind.runs_program())
    else {
        return Ok(());
    };
    let live = cp.resources.iter().filter(|r| !r.delete).count();
    if live > 0 {
        bail!(
            "the stack file {} is {how}, while stack `{}` holds {live} resource(s): its configuration (and the id of its secrets' key) would be lost, and the program would run without it. Nothing was changed. Restore the file (from version control, for one); if the stack really has no configuration, write one that says so (`strata config set KEY VALUE` makes it)",
            path.display(),
            ctx.stack
        );
    }
    Ok(())
}

/// Whether the command was told how to settle interrupted creates.
pub(crate) fn settling(args: &Options) -> bool {
    args.import_pending_creates.is_some() || args.clear_pending_creates
}

/// The interrupted creates of a checkpoint, as one message that counts them and names the two
/// ways out; `None` when there are none.
pub(crate) fn pending_creates_message(
    stack: &str,
    cp: &strata_state::Checkpoint,
) -> Option<String> {
    let creates: Vec<String> = cp
        .interrupted_creates()
        .map(|p| format!("{} \"{}\"", p.ty, p.urn.name()))
        .collect();
    if creates.is_empty() {
        // Updates and deletes a holder that may still run began: unknown until it must have
        // ended (after that, the next run reads their resources before it plans).
        let why = crate::fencing::settle_rule(cp)?;
        let ops: Vec<String> = cp
            .pending_operations
            .iter()
            .map(|p| format!("{} of {} \"{}\"", p.op, p.ty, p.urn.name()))
            .collect();
        if ops.is_empty() {
            return None;
        }
        return Some(format!(
            "stack `{stack}` has {} interrupted operation(s) whose outcome is not known yet ({}): {why}. Nothing was changed: deciding on them now could undo what they do, or redo what they undo. Run `strata refresh` after then: it reads those resources and records what is there (run before then, it records what is there now and keeps them pending)",
            ops.len(),
            some_of(&ops)
        ));
    }
    if let Some(why) = crate::fencing::settle_rule(cp) {
        return Some(format!(
            "stack `{stack}` has {} interrupted create(s) whose outcome was never recorded ({}): {why}. Settle them first, before anything else changes: `strata refresh --import-pending-creates` imports what the providers find and keeps the rest pending until then (`--import-pending-creates URN=ID` imports by id); what that holder's calls made is imported from the record of late outcomes by the next command",
            creates.len(),
            some_of(&creates)
        ));
    }
    Some(format!(
        "stack `{stack}` has {} interrupted create(s) whose outcome was never recorded ({}): each may have made a resource that no state knows. Settle them first, before anything else changes: `strata refresh --import-pending-creates` imports what the providers find and clears the rest (`--import-pending-creates URN=ID` imports by id), or `strata refresh --clear-pending-creates` forgets them",
        creates.len(),
        some_of(&creates)
    ))
}

/// Why saving the state of `stack` failed, and what to do: by its cause, never a guess.
/// `command` is the one that failed (`up`, `destroy`…): the one to run again.
pub fn save_failed(stack: &str, e: &strata_state::StateError, url: &str, command: &str) -> String {
    use strata_state::StateError as E;
    let kept = format!(
        "Nothing is lost: the journal holds every step recorded until then (in {url}), and the next command reads it"
    );
    let next = match e {
        E::Io { error, .. } if error.kind() == std::io::ErrorKind::StorageFull => format!(
            "{kept}. Free some space, then run `strata {command}` again; `strata refresh` settles the operations that were in flight"
        ),
        E::Io { .. } => format!(
            "{kept}. Fix the cause shown, then run `strata {command}` again; `strata refresh` settles the operations that were in flight"
        ),
        E::Remote { .. } | E::Busy(_) => format!(
            "{kept}, once the backend answers again. When it does, run `strata {command}` again; `strata refresh` settles the operations that were in flight"
        ),
        E::Conflict { .. } => format!(
            "Another writer saved this stack meanwhile, so this run's state was not saved over it. {kept}; run `strata refresh` to settle what this run did"
        ),
        E::NoStack(_) => format!(
            "The stack's state vanished from the backend while this operation ran (removed, or the store lost its data). Do not create the stack again before looking: what this run made is in the journal if the backend still holds it; `strata stack history --stack {stack}` shows what the backend still has"
        ),
        _ => format!("{kept}. Run `strata {command}` again once the cause is fixed"),
    };
    format!("could not save the state of stack `{stack}`: {e}. {next}")
}

/// `items` joined by commas: the first ten, then how many more. A message that names each of
/// a thousand interrupted creates on one line is not read.
pub(crate) fn some_of(items: &[String]) -> String {
    pub(crate) const SHOWN: usize = 10;
    match items.len().saturating_sub(SHOWN) {
        0 => items.join(", "),
        more => format!("{}, and {more} more", items[..SHOWN].join(", ")),
    }
}

/// How to settle each interrupted create of `cp`, by URN: as the flags say, else (on a
/// terminal) as the user answers; without either, an error that lists them.
pub(crate) fn settle_creates(
    args: &Options,
    stack: &str,
    cp: &strata_state::Checkpoint,
    asker: Option<&dyn Asker>,
) -> Result<BTreeMap<strata_model::Urn, strata_engine::Settle>> {
    use strata_engine::Settle;
    let creates: Vec<&strata_model::PendingOperation> = cp.interrupted_creates().collect();
    // `URN=ID` or `NAME=ID` pairs, each naming one interrupted create.
    let mut by_id: BTreeMap<strata_model::Urn, String> = BTreeMap::new();
    for pair in args.import_pending_creates.iter().flatten() {
        let Some((who, id)) = pair.split_once('=') else {
            bail!("--import-pending-creates takes URN=ID (or NAME=ID), not `{pair}`");
        };
        let matches: Vec<&&strata_model::PendingOperation> = creates
            .iter()
            .filter(|p| p.urn.0 == who || p.urn.name() == who)
            .collect();
        match matches.as_slice() {
            [p] => {
                by_id.insert(p.urn.clone(), id.to_string());
            }
            [] => bail!("stack `{stack}` has no interrupted create of `{who}`"),
            _ => bail!("`{who}` names more than one interrupted create: give its URN"),
        }
    }
    let fenced = crate::fencing::settle_rule(cp);
    let refuse_clear = |p: &strata_model::PendingOperation| -> anyhow::Error {
        anyhow::anyhow!(
            "the interrupted create of {} \"{}\" of stack `{stack}` is not cleared: {}. Clearing it now could leave what that call makes in no state. Run `strata refresh` after then (what those calls made is imported from the record of late outcomes, and the rest may be cleared), or `strata refresh --import-pending-creates` now (imports what the providers find, and keeps the rest pending)",
            p.ty,
            p.urn.name(),
            fenced.as_deref().unwrap_or_default()
        )
    };
    let mut out = BTreeMap::new();
    for p in creates {
        let how = if let Some(id) = by_id.get(&p.urn) {
            Settle::Import(Some(id.clone()))
        } else if args.clear_pending_creates {
            if fenced.is_some() {
                return Err(refuse_clear(p));
            }
            Settle::Clear
        } else if args.import_pending_creates.is_some() {
            match &fenced {
                Some(why) => Settle::FindOrKeep(format!(
                    "{why}; a `strata refresh` after then imports what it made or clears it"
                )),
                None => Settle::Import(None),
            }
        } else if let Some(asker) = asker.filter(|a| a.can_ask()) {
            match asker.settle(p)? {
                Settle::Clear if fenced.is_some() => return Err(refuse_clear(p)),
                Settle::Import(None) if let Some(why) = &fenced => Settle::FindOrKeep(format!(
                    "{why}; a `strata refresh` after then imports what it made or clears it"
                )),
                how => how,
            }
        } else {
            bail!(
                "{} (pass one of these flags to `strata refresh` when it runs without a terminal)",
                pending_creates_message(stack, cp).unwrap_or_default()
            );
        };
        out.insert(p.urn.clone(), how);
    }
    Ok(out)
}

/// Say once that some secrets of the state could not be decrypted, and what that means.
pub(crate) fn warn_unreadable(secrets: &Secrets, say: &Say, stack: &str) {
    if let Some((n, source)) = secrets.unreadable() {
        say.warn(format!(
            "{n} secret(s) in the state of stack `{stack}` cannot be decrypted with the key from {source}: the resources that use them will fail and stay as they are (`strata destroy` still works). If the stack was deployed with another key, set STRATA_SECRETS_KEY to it."
        ));
    }
}
