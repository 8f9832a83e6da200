//! The invariants a trial must hold once recovered: each stack opens (with the user's key) and
//! holds what the scenario expects; the world audit finds no orphan, duplicate or ghost; the
//! secrets read back; and a further `up` (or `destroy`) changes nothing.

use super::sandbox::{Recorded, Sandbox, one_line};
use super::table::{Expect, Extra};
use anyhow::Result;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// `DIR/stack` (a workspace's) or `stack` (the project's): (project key, stack).
fn split(at: &str) -> (&str, &str) {
    at.split_once('/').unwrap_or(("", at))
}

/// Whether `v` holds a secret (sealed in an export: it cannot be compared with the world).
fn has_secret(v: &Value) -> bool {
    match v {
        Value::Object(m) => m.get("$strata").is_some() || m.values().any(has_secret),
        Value::Array(a) => a.iter().any(has_secret),
        _ => false,
    }
}

/// What is wrong with the trial's end state, one line each; empty when all holds.
pub(crate) fn audit(t: &Sandbox, ex: &Expect) -> Result<Vec<String>> {
    let mut wrong = Vec::new();
    let mut said = String::new();
    // Each project's stacks, as listed; the expected ones exist, the gone ones do not.
    let mut listed: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for m in &t.members {
        match t.stacks(m.key) {
            Ok((names, selected)) => {
                if m.key.is_empty()
                    && let Some(want) = ex.selected
                    && selected.as_deref() != Some(want)
                {
                    wrong.push(format!("selected stack is {selected:?}, not {want}"));
                }
                listed.insert(m.key, names);
            }
            Err(e) => {
                wrong.push(format!("{e:#}"));
                return Ok(wrong);
            }
        }
    }
    for (at, _) in &ex.stacks {
        let (key, stack) = split(at);
        if !listed
            .get(key)
            .is_some_and(|l| l.iter().any(|s| s == stack))
        {
            wrong.push(format!("stack {at} is not listed by `stack ls`"));
        }
    }
    for at in &ex.gone {
        let (key, stack) = split(at);
        if listed
            .get(key)
            .is_some_and(|l| l.iter().any(|s| s == stack))
        {
            wrong.push(format!("stack {at} still exists"));
        }
    }
    // Every stack listed opens; what each records, against each project's world.
    for m in &t.members {
        let mut recorded: Vec<(String, Recorded)> = Vec::new();
        for stack in listed.get(m.key).into_iter().flatten() {
            match t.export(m.key, stack, None) {
                Ok((rs, stderr)) => {
                    said.push_str(&stderr);
                    recorded.extend(
                        rs.into_iter()
                            .filter(|r| r.ty == "test:Resource")
                            .map(|r| (stack.clone(), r)),
                    );
                }
                Err(e) => wrong.push(format!("{e:#}")),
            }
        }
        for (at, names) in &ex.stacks {
            let (key, stack) = split(at);
            if key != m.key {
                continue;
            }
            let mut holds: Vec<&str> = recorded
                .iter()
                .filter(|(s, _)| s == stack)
                .map(|(_, r)| r.name.as_str())
                .collect();
            let (mut want, mut got) = (names.clone(), std::mem::take(&mut holds));
            want.sort();
            got.sort();
            if want != got {
                wrong.push(format!("stack {at} holds {got:?}, not {want:?}"));
            }
        }
        world_audit(t, m.key, &recorded, &ex.unmanaged, &mut wrong)?;
    }
    if ex.secret {
        secrets(t, &mut wrong, &mut said)?;
    }
    for e in &ex.extra {
        extra(t, e, &mut wrong, &mut said)?;
    }
    // Each expected stack's outputs open (with secrets shown).
    for (at, _) in &ex.stacks {
        let (key, stack) = split(at);
        let r = t.run_on(key, stack, &["stack", "output", "--json", "--show-secrets"])?;
        said.push_str(&r.stderr);
        if !r.ok() {
            wrong.push(format!(
                "stack output of {at} failed: {}",
                one_line(&r.stderr)
            ));
        }
    }
    if said.contains("cannot be decrypted") {
        wrong.push(format!(
            "a warning that secrets cannot be decrypted: {}",
            one_line(&said)
        ));
    }
    // Converged: a further run of each stack changes nothing.
    if wrong.is_empty() {
        for (at, _) in &ex.stacks {
            let (key, stack) = split(at);
            let verb = if ex.destroyed { "destroy" } else { "up" };
            let r = t.run_on(key, stack, &[verb, "--yes", "--json", "--parallel", "1"])?;
            let summary: Value = r
                .stdout
                .lines()
                .rev()
                .find_map(|l| serde_json::from_str::<Value>(l).ok())
                .unwrap_or_default();
            let quiet = ["create", "update", "replace", "delete"]
                .iter()
                .all(|k| summary["summary"][k] == 0);
            if !r.ok() || !quiet {
                wrong.push(format!(
                    "a further `{verb}` of {at} is not a no-op ({}, {}): {}",
                    r.ending(),
                    summary["summary"],
                    one_line(&r.stderr)
                ));
            }
        }
    }
    Ok(wrong)
}

/// Every object in project `key`'s world recorded once, by what made it; nothing recorded that
/// does not exist; no resource made twice; what exists is what is recorded.
fn world_audit(
    t: &Sandbox,
    key: &str,
    recorded: &[(String, Recorded)],
    unmanaged: &[&str],
    wrong: &mut Vec<String>,
) -> Result<()> {
    let world = t.world(key)?;
    let mut by_id: BTreeMap<&str, Vec<&(String, Recorded)>> = BTreeMap::new();
    for r in recorded {
        by_id.entry(r.1.id.as_str()).or_default().push(r);
    }
    let place = if key.is_empty() {
        String::new()
    } else {
        format!(" (project {key})")
    };
    let orphans: Vec<&String> = world
        .iter()
        .filter(|(id, (name, _))| {
            !by_id.contains_key(id.as_str()) && !unmanaged.contains(&name.as_str())
        })
        .map(|(id, _)| id)
        .collect();
    if !orphans.is_empty() {
        wrong.push(format!("orphans{place}: {orphans:?}"));
    }
    let ghosts: Vec<String> = recorded
        .iter()
        .filter(|(_, r)| !world.contains_key(&r.id))
        .map(|(s, r)| format!("{s}: {} ({})", r.name, r.id))
        .collect();
    if !ghosts.is_empty() {
        wrong.push(format!("ghosts{place}: {ghosts:?}"));
    }
    let twice: Vec<&str> = by_id
        .iter()
        .filter(|(_, rs)| rs.len() > 1)
        .map(|(id, _)| *id)
        .collect();
    if !twice.is_empty() {
        wrong.push(format!("recorded twice{place}: {twice:?}"));
    }
    let mut per_name: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for (id, (name, _)) in &world {
        per_name.entry(name).or_default().insert(id);
    }
    let duplicates: Vec<String> = per_name
        .iter()
        .filter(|(_, ids)| ids.len() > 1)
        .map(|(name, ids)| format!("{name} ×{}", ids.len()))
        .collect();
    if !duplicates.is_empty() {
        wrong.push(format!("duplicates{place}: {duplicates:?}"));
    }
    let stale: Vec<String> = recorded
        .iter()
        .filter_map(|(s, r)| {
            let (_, inputs) = world.get(&r.id)?;
            (!has_secret(&r.inputs) && *inputs != r.inputs)
                .then(|| format!("{s}: {} records {} but is {}", r.name, r.inputs, inputs))
        })
        .collect();
    if !stale.is_empty() {
        wrong.push(format!(
            "recorded inputs differ from the world{place}: {stale:?}"
        ));
    }
    Ok(())
}

const SECRET: &str = "hunter2";

/// `pw` reads back from the stack file, and from the outputs if the stack has that output.
fn secrets(t: &Sandbox, wrong: &mut Vec<String>, said: &mut String) -> Result<()> {
    let r = t.run_on("", "dev", &["config", "get", "pw", "--show-secrets"])?;
    said.push_str(&r.stderr);
    if !r.ok() || r.stdout.trim() != SECRET {
        wrong.push(format!(
            "config get pw --show-secrets gave {:?} ({}): {}",
            r.stdout.trim(),
            r.ending(),
            one_line(&r.stderr)
        ));
    }
    let r = t.run_on("", "dev", &["stack", "output", "--json", "--show-secrets"])?;
    said.push_str(&r.stderr);
    let outputs: Value = serde_json::from_str(&r.stdout).unwrap_or_default();
    if let Some(pw) = outputs.get("pw")
        && pw != SECRET
    {
        wrong.push(format!("the output pw reads {pw}, not {SECRET:?}"));
    }
    Ok(())
}

fn extra(t: &Sandbox, e: &Extra, wrong: &mut Vec<String>, said: &mut String) -> Result<()> {
    match e {
        Extra::Version(n) => {
            let ids = |rs: Vec<Recorded>| -> BTreeSet<(String, String)> {
                rs.into_iter().map(|r| (r.urn, r.id)).collect()
            };
            match (t.export("", "dev", None), t.export("", "dev", Some(*n))) {
                (Ok((now, _)), Ok((then, _))) => {
                    if ids(now) != ids(then) {
                        wrong.push(format!("the state is not version {n}'s resources"));
                    }
                }
                (Err(e), _) | (_, Err(e)) => wrong.push(format!("{e:#}")),
            }
        }
        Extra::Unprotected(name) => {
            if let Ok((rs, _)) = t.export("", "dev", None)
                && rs.iter().any(|r| r.name == *name && r.protect)
            {
                wrong.push(format!("{name} is still protected"));
            }
        }
        Extra::Passphrase(needed) => {
            let r = t.run_with(
                &t.cwd,
                &["config", "get", "pw", "--show-secrets"].map(String::from),
                None,
                &["STRATA_PASSPHRASE"],
            )?;
            said.push_str(&r.stderr);
            let opened = r.ok() && r.stdout.trim() == SECRET;
            if opened == *needed {
                wrong.push(format!(
                    "without STRATA_PASSPHRASE the secrets {} ({})",
                    if opened { "open" } else { "do not open" },
                    one_line(&r.stderr)
                ));
            }
        }
        Extra::Trusted => {
            let r = t.run(&["trust".into(), "--list".into()])?;
            let dir = t.member("")?.dir.canonicalize()?;
            if !r.stdout.contains(&dir.display().to_string()) {
                wrong.push(format!(
                    "trust --list does not list {}: {}",
                    dir.display(),
                    one_line(&r.stdout)
                ));
            }
        }
        Extra::NotAt(stack, url) => {
            let url = t.expand(url);
            let r = t.run(&["--backend".into(), url.clone(), "stack".into(), "ls".into()])?;
            let there = r
                .stdout
                .lines()
                .any(|l| l.get(2..).and_then(|l| l.split_whitespace().next()) == Some(stack));
            if !r.ok() || there {
                wrong.push(format!(
                    "stack {stack} is still at {url} ({}): {}",
                    r.ending(),
                    one_line(&format!("{}{}", r.stdout, r.stderr))
                ));
            }
        }
    }
    Ok(())
}
