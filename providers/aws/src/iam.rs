//! IAM: `aws:iam:Role` (`AWS::IAM::Role`, id: its name), `aws:iam:Policy` (`AWS::IAM::Policy`,
//! an inline policy put on roles; id: `NAME:ROLE,ROLE…`) and `aws:iam:ManagedPolicy`
//! (`AWS::IAM::ManagedPolicy`, id: its ARN). Policy documents are JSON objects, compared as
//! JSON; IAM returns them URL-encoded, which is undone on read.

use crate::{Aws, aws_error, report_tags, reported, run, tags};
use aws_sdk_iam::error::ProvideErrorMetadata;
use aws_sdk_iam::types::Tag;
use strata_provider::{Failure, Read, Value, json};

pub(crate) fn role_schema() -> Value {
    json!({
        "description": "An IAM role (AWS::IAM::Role).",
        "inputs": {
            "RoleName": {"type": "string", "replaces": true,
                "description": "By default the resource's name and a suffix."},
            "AssumeRolePolicyDocument": {"type": "object", "required": true},
            "Description": {"type": "string"},
            "Path": {"type": "string", "replaces": true, "default": "/"},
            "MaxSessionDuration": {"type": "integer"},
            "ManagedPolicyArns": {"type": "array", "items": {"type": "string"}},
            "Tags": {"type": "array", "description": "[{\"Key\": K, \"Value\": V}]"},
            "forceDetachPolicies": {"type": "boolean", "default": false,
                "description": "Strata's own (Terraform's force_detach_policies): deleting the role first detaches every managed policy, deletes every inline policy and leaves every instance profile, whoever put them there. Without it, a role given policies outside Strata is not deleted. Set it with an `up` before the destroy."}
        },
        "outputs": {"RoleName": {"type": "string"}, "Arn": {"type": "string"}, "RoleId": {"type": "string"}},
        "id": "RoleName"
    })
}

pub(crate) fn policy_schema() -> Value {
    json!({
        "description": "An inline policy put on IAM roles (AWS::IAM::Policy).",
        "inputs": {
            "PolicyName": {"type": "string", "required": true, "replaces": true},
            "PolicyDocument": {"type": "object", "required": true},
            "Roles": {"type": "array", "items": {"type": "string"}, "required": true}
        },
        "outputs": {"PolicyName": {"type": "string"}, "Id": {"type": "string"}}
    })
}

pub(crate) fn managed_policy_schema() -> Value {
    json!({
        "description": "A customer managed IAM policy (AWS::IAM::ManagedPolicy).",
        "inputs": {
            "ManagedPolicyName": {"type": "string", "replaces": true,
                "description": "By default the resource's name and a suffix."},
            "PolicyDocument": {"type": "object", "required": true},
            "Description": {"type": "string", "replaces": true},
            "Path": {"type": "string", "replaces": true, "default": "/"},
            "Roles": {"type": "array", "items": {"type": "string"}}
        },
        "outputs": {"PolicyArn": {"type": "string"}, "PolicyId": {"type": "string"},
            "DefaultVersionId": {"type": "string"}, "AttachmentCount": {"type": "integer"},
            "PermissionsBoundaryUsageCount": {"type": "integer"}, "IsAttachable": {"type": "boolean"},
            "CreateDate": {"type": "string"}, "UpdateDate": {"type": "string"}},
        "id": "PolicyArn"
    })
}

fn required(news: &Value, keys: &[&str]) -> Vec<(String, String)> {
    keys.iter()
        .filter(|k| news.get(**k).is_none_or(Value::is_null))
        .map(|k| (k.to_string(), "is required".to_string()))
        .collect()
}

/// The properties whose rules `check` says in IAM's words (what a name or a path may hold):
/// the registry's pattern for them would refuse the same values first, as a bare regex.
pub const OWN_RULES: &[&str] = &["RoleName", "ManagedPolicyName", "PolicyName", "Path"];

pub(crate) fn check(
    aws: &Aws,
    ty: &str,
    name: &str,
    olds: Option<&Value>,
    mut news: Value,
) -> Result<Value, Vec<(String, String)>> {
    let (auto, need): (Option<&str>, &[&str]) = match ty {
        "aws:iam:Role" => (Some("RoleName"), &["AssumeRolePolicyDocument"]),
        "aws:iam:ManagedPolicy" => (Some("ManagedPolicyName"), &["PolicyDocument"]),
        _ => (None, &["PolicyName", "PolicyDocument", "Roles"]),
    };
    if let Some(key) = auto {
        aws.auto_named(ty, key, olds, &mut news, |n| aws.auto_name(name, n, 64));
    }
    let mut problems = required(&news, need);
    // IAM's own rules, so that a bad name fails the preview, not the create (the registry's
    // patterns for these are left out of the schema: see OWN_RULES).
    for (key, max) in [
        ("RoleName", 64),
        ("ManagedPolicyName", 128),
        ("PolicyName", 128),
    ] {
        if let Some(n) = news.get(key).and_then(Value::as_str) {
            let ok = (1..=max).contains(&n.len())
                && n.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "_+=,.@-".contains(c));
            if !ok {
                problems.push((
                    key.into(),
                    format!("`{n}` is not an IAM name: 1 to {max} letters, digits and _+=,.@-"),
                ));
            }
        }
    }
    if let Some(path) = news.get("Path").and_then(Value::as_str) {
        let ok = path.len() <= 512
            && path.starts_with('/')
            && path.ends_with('/')
            && path.chars().all(|c| ('!'..='~').contains(&c));
        if !ok {
            problems.push((
                "Path".into(),
                format!("`{path}` is not an IAM path: `/`, or text between slashes (`/team/`), printable ASCII, at most 512 characters"),
            ));
        }
    }
    if problems.is_empty() {
        Ok(news)
    } else {
        Err(problems)
    }
}

/// A policy document as IAM returns it (URL-encoded JSON), as JSON.
fn document(text: &str) -> Value {
    serde_json::from_str(text)
        .or_else(|_| serde_json::from_str(&percent_decode(text)))
        .unwrap_or_else(|_| Value::String(text.to_string()))
}

fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'%' if i + 2 < b.len() => match u8::from_str_radix(&s[i + 1..i + 3], 16) {
                Ok(v) => {
                    out.push(v);
                    i += 3;
                }
                Err(_) => {
                    out.push(b'%');
                    i += 1;
                }
            },
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .into_iter()
        .flatten()
        .filter_map(|s| s.as_str().map(str::to_string))
        .collect()
}

/// `found`, in the order `recorded` lists them (AWS's order for the rest), so that the same set
/// reads back as no change.
fn in_recorded_order(recorded: &Value, found: Vec<String>) -> Vec<String> {
    let mut ordered = strings(recorded);
    ordered.retain(|a| found.contains(a));
    let rest: Vec<String> = found.into_iter().filter(|a| !ordered.contains(a)).collect();
    ordered.extend(rest);
    ordered
}

fn iam_tags(v: &Value) -> Result<Vec<Tag>, String> {
    tags(v)
        .into_iter()
        .map(|(k, v)| {
            Tag::builder()
                .key(k)
                .value(v)
                .build()
                .map_err(|e| format!("Tags: {e}"))
        })
        .collect()
}

fn no_such(code: Option<&str>) -> bool {
    code == Some("NoSuchEntity")
}

fn role_outputs(name: &str, arn: &str, id: &str) -> Value {
    json!({"RoleName": name, "Arn": arn, "RoleId": id})
}

pub(crate) fn create_role(
    aws: &Aws,
    inputs: &Value,
    preview: bool,
) -> Result<(String, Value), Failure> {
    let name = inputs["RoleName"].as_str().unwrap_or_default().to_string();
    if preview {
        let u = strata_provider::unknown();
        return Ok((
            String::new(),
            json!({"RoleName": name, "Arn": u, "RoleId": u}),
        ));
    }
    let made = run(async {
        let made = aws
            .iam
            .create_role()
            .role_name(&name)
            .assume_role_policy_document(inputs["AssumeRolePolicyDocument"].to_string())
            .set_description(inputs["Description"].as_str().map(str::to_string))
            .set_path(inputs["Path"].as_str().map(str::to_string))
            .set_max_session_duration(inputs["MaxSessionDuration"].as_i64().map(|n| n as i32))
            .set_tags(Some(iam_tags(&inputs["Tags"])?).filter(|t| !t.is_empty()))
            .send()
            .await
            .map_err(|e| aws_error("IAM CreateRole", e))?;
        let role = made.role().ok_or("IAM CreateRole returned no role")?;
        Ok::<_, String>(role_outputs(&name, role.arn(), role.role_id()))
    })
    .map_err(Failure::from)?;
    // The role exists from here on: a later failure still records it.
    run(attach(
        aws,
        &name,
        &[],
        &strings(&inputs["ManagedPolicyArns"]),
    ))
    .map_err(|m| Failure::partial(m, &name, made.clone()))?;
    Ok((name, made))
}

/// Attach the (role, policy ARN) pairs of `new` that are not in `old`, and detach the others.
async fn attachments(
    aws: &Aws,
    old: &[(String, String)],
    new: &[(String, String)],
) -> Result<(), String> {
    for (role, arn) in new.iter().filter(|p| !old.contains(p)) {
        aws.iam
            .attach_role_policy()
            .role_name(role)
            .policy_arn(arn)
            .send()
            .await
            .map_err(|e| aws_error("IAM AttachRolePolicy", e))?;
    }
    for (role, arn) in old.iter().filter(|p| !new.contains(p)) {
        match aws
            .iam
            .detach_role_policy()
            .role_name(role)
            .policy_arn(arn)
            .send()
            .await
        {
            Ok(_) => {}
            Err(e) if no_such(e.code()) => {}
            Err(e) => return Err(aws_error("IAM DetachRolePolicy", e)),
        }
    }
    Ok(())
}

/// Role `role`'s managed policies go from `old` to `new`.
async fn attach(aws: &Aws, role: &str, old: &[String], new: &[String]) -> Result<(), String> {
    let pairs = |arns: &[String]| -> Vec<(String, String)> {
        arns.iter().map(|a| (role.to_string(), a.clone())).collect()
    };
    attachments(aws, &pairs(old), &pairs(new)).await
}

pub(crate) fn read_role(aws: &Aws, name: &str, recorded: &Value) -> Result<Option<Read>, String> {
    if name.is_empty() {
        return Ok(None);
    }
    run(async {
        let got = match aws.iam.get_role().role_name(name).send().await {
            Ok(g) => g,
            Err(e) if no_such(e.code()) => return Ok(None),
            Err(e) => return Err(aws_error("IAM GetRole", e)),
        };
        let Some(role) = got.role() else {
            return Ok(None);
        };
        let mut inputs = json!({
            "RoleName": name,
            "AssumeRolePolicyDocument": document(role.assume_role_policy_document().unwrap_or("{}")),
        });
        let description = role.description().unwrap_or_default();
        if reported(recorded, "Description", description.is_empty()) {
            inputs["Description"] = json!(description);
        }
        if reported(recorded, "Path", role.path() == "/") {
            inputs["Path"] = json!(role.path());
        }
        let max = role.max_session_duration().unwrap_or(3600);
        if reported(recorded, "MaxSessionDuration", max == 3600) {
            inputs["MaxSessionDuration"] = json!(max);
        }
        let attached = aws
            .iam
            .list_attached_role_policies()
            .role_name(name)
            .send()
            .await
            .map_err(|e| aws_error("IAM ListAttachedRolePolicies", e))?;
        let arns: Vec<String> = attached
            .attached_policies()
            .iter()
            .filter_map(|p| p.policy_arn().map(str::to_string))
            .collect();
        if reported(recorded, "ManagedPolicyArns", arns.is_empty()) {
            inputs["ManagedPolicyArns"] =
                json!(in_recorded_order(&recorded["ManagedPolicyArns"], arns));
        }
        let pairs: Vec<(String, String)> = role
            .tags()
            .iter()
            .map(|t| (t.key().to_string(), t.value().to_string()))
            .collect();
        report_tags(&mut inputs, recorded, pairs);
        Ok(Some(Read {
            id: name.into(),
            outputs: role_outputs(name, role.arn(), role.role_id()),
            inputs,
        }))
    })
}

pub(crate) fn update_role(
    aws: &Aws,
    name: &str,
    olds: &Value,
    old_outputs: &Value,
    news: &Value,
    preview: bool,
) -> Result<Value, Failure> {
    if preview {
        return Ok(old_outputs.clone());
    }
    run(async {
        if !crate::policy::equivalent(
            &olds["AssumeRolePolicyDocument"],
            &news["AssumeRolePolicyDocument"],
        ) {
            aws.iam
                .update_assume_role_policy()
                .role_name(name)
                .policy_document(news["AssumeRolePolicyDocument"].to_string())
                .send()
                .await
                .map_err(|e| aws_error("IAM UpdateAssumeRolePolicy", e))?;
        }
        if olds["Description"] != news["Description"]
            || olds["MaxSessionDuration"] != news["MaxSessionDuration"]
        {
            aws.iam
                .update_role()
                .role_name(name)
                .description(news["Description"].as_str().unwrap_or_default())
                .max_session_duration(news["MaxSessionDuration"].as_i64().unwrap_or(3600) as i32)
                .send()
                .await
                .map_err(|e| aws_error("IAM UpdateRole", e))?;
        }
        attach(
            aws,
            name,
            &strings(&olds["ManagedPolicyArns"]),
            &strings(&news["ManagedPolicyArns"]),
        )
        .await?;
        let change = crate::tag_change(olds, news);
        if !change.stale.is_empty() {
            aws.iam
                .untag_role()
                .role_name(name)
                .set_tag_keys(Some(change.stale))
                .send()
                .await
                .map_err(|e| aws_error("IAM UntagRole", e))?;
        }
        if !change.set.is_empty() {
            aws.iam
                .tag_role()
                .role_name(name)
                .set_tags(Some(iam_tags(&news["Tags"])?))
                .send()
                .await
                .map_err(|e| aws_error("IAM TagRole", e))?;
        }
        Ok::<_, String>(old_outputs.clone())
    })
    .map_err(Failure::from)
}

pub(crate) fn delete_role(aws: &Aws, name: &str, inputs: &Value) -> Result<(), String> {
    run(async {
        // A role with managed policies attached cannot be deleted: detach what it was given.
        attach(aws, name, &strings(&inputs["ManagedPolicyArns"]), &[]).await?;
        if inputs["forceDetachPolicies"] == json!(true) {
            detach_everything(aws, name).await?;
        }
        match aws.iam.delete_role().role_name(name).send().await {
            Ok(_) => Ok(()),
            Err(e) if no_such(e.code()) => Ok(()),
            Err(e) if e.code() == Some("DeleteConflict") => Err(format!(
                "{}: policies or instance profiles were given to the role outside Strata. Remove them, or set `forceDetachPolicies: true` on it and run `strata up` before deleting it",
                aws_error("IAM DeleteRole", e)
            )),
            Err(e) => Err(aws_error("IAM DeleteRole", e)),
        }
    })
}

/// Take from role `name` every managed policy, inline policy and instance profile it has.
async fn detach_everything(aws: &Aws, name: &str) -> Result<(), String> {
    let gone = |code: Option<&str>| no_such(code);
    let attached = aws
        .iam
        .list_attached_role_policies()
        .role_name(name)
        .into_paginator()
        .items()
        .send()
        .collect::<Vec<_>>()
        .await;
    for policy in attached {
        let arn = match policy {
            Ok(p) => p.policy_arn().unwrap_or_default().to_string(),
            Err(e) if gone(e.code()) => return Ok(()),
            Err(e) => return Err(aws_error("IAM ListAttachedRolePolicies", e)),
        };
        match aws
            .iam
            .detach_role_policy()
            .role_name(name)
            .policy_arn(&arn)
            .send()
            .await
        {
            Err(e) if !gone(e.code()) => return Err(aws_error("IAM DetachRolePolicy", e)),
            _ => {}
        }
    }
    let inline = aws
        .iam
        .list_role_policies()
        .role_name(name)
        .into_paginator()
        .items()
        .send()
        .collect::<Vec<_>>()
        .await;
    for policy in inline {
        let policy = policy.map_err(|e| aws_error("IAM ListRolePolicies", e))?;
        match aws
            .iam
            .delete_role_policy()
            .role_name(name)
            .policy_name(&policy)
            .send()
            .await
        {
            Err(e) if !gone(e.code()) => return Err(aws_error("IAM DeleteRolePolicy", e)),
            _ => {}
        }
    }
    let profiles = aws
        .iam
        .list_instance_profiles_for_role()
        .role_name(name)
        .into_paginator()
        .items()
        .send()
        .collect::<Vec<_>>()
        .await;
    for profile in profiles {
        let profile = profile.map_err(|e| aws_error("IAM ListInstanceProfilesForRole", e))?;
        match aws
            .iam
            .remove_role_from_instance_profile()
            .role_name(name)
            .instance_profile_name(profile.instance_profile_name())
            .send()
            .await
        {
            Err(e) if !gone(e.code()) => {
                return Err(aws_error("IAM RemoveRoleFromInstanceProfile", e));
            }
            _ => {}
        }
    }
    Ok(())
}

/// An inline policy's id: `NAME:ROLE,ROLE…`.
pub(crate) fn policy_id(inputs: &Value) -> String {
    format!(
        "{}:{}",
        inputs["PolicyName"].as_str().unwrap_or_default(),
        strings(&inputs["Roles"]).join(",")
    )
}

pub(crate) fn put_policy(
    aws: &Aws,
    olds: &Value,
    inputs: &Value,
    preview: bool,
) -> Result<(String, Value), String> {
    let name = inputs["PolicyName"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let out = json!({"PolicyName": name, "Id": policy_id(inputs)});
    if preview {
        return Ok((String::new(), out));
    }
    let roles = strings(&inputs["Roles"]);
    run(async {
        for role in &roles {
            aws.iam
                .put_role_policy()
                .role_name(role)
                .policy_name(&name)
                .policy_document(inputs["PolicyDocument"].to_string())
                .send()
                .await
                .map_err(|e| aws_error("IAM PutRolePolicy", e))?;
        }
        for role in strings(&olds["Roles"])
            .iter()
            .filter(|r| !roles.contains(r))
        {
            remove_policy(aws, role, &name).await?;
        }
        Ok::<_, String>(())
    })?;
    Ok((policy_id(inputs), out))
}

async fn remove_policy(aws: &Aws, role: &str, name: &str) -> Result<(), String> {
    match aws
        .iam
        .delete_role_policy()
        .role_name(role)
        .policy_name(name)
        .send()
        .await
    {
        Ok(_) => Ok(()),
        Err(e) if no_such(e.code()) => Ok(()),
        Err(e) => Err(aws_error("IAM DeleteRolePolicy", e)),
    }
}

pub(crate) fn read_policy(aws: &Aws, id: &str) -> Result<Option<Read>, String> {
    let Some((name, roles)) = id.split_once(':') else {
        return Ok(None);
    };
    let roles: Vec<&str> = roles.split(',').filter(|r| !r.is_empty()).collect();
    let Some(first) = roles.first() else {
        return Ok(None);
    };
    run(async {
        match aws
            .iam
            .get_role_policy()
            .role_name(*first)
            .policy_name(name)
            .send()
            .await
        {
            Ok(p) => Ok(Some(Read {
                id: id.into(),
                inputs: json!({"PolicyName": name, "PolicyDocument": document(p.policy_document()), "Roles": roles}),
                outputs: json!({"PolicyName": name, "Id": id}),
            })),
            Err(e) if no_such(e.code()) => Ok(None),
            Err(e) => Err(aws_error("IAM GetRolePolicy", e)),
        }
    })
}

pub(crate) fn delete_policy(aws: &Aws, id: &str) -> Result<(), String> {
    let Some((name, roles)) = id.split_once(':') else {
        return Ok(());
    };
    run(async {
        for role in roles.split(',').filter(|r| !r.is_empty()) {
            remove_policy(aws, role, name).await?;
        }
        Ok(())
    })
}

pub(crate) fn create_managed(
    aws: &Aws,
    inputs: &Value,
    preview: bool,
) -> Result<(String, Value), Failure> {
    if preview {
        return Ok((
            String::new(),
            json!({"PolicyArn": strata_provider::unknown()}),
        ));
    }
    let arn = run(async {
        let made = aws
            .iam
            .create_policy()
            .policy_name(inputs["ManagedPolicyName"].as_str().unwrap_or_default())
            .policy_document(inputs["PolicyDocument"].to_string())
            .set_description(inputs["Description"].as_str().map(str::to_string))
            .set_path(inputs["Path"].as_str().map(str::to_string))
            .send()
            .await
            .map_err(|e| aws_error("IAM CreatePolicy", e))?;
        Ok::<_, String>(
            made.policy()
                .and_then(|p| p.arn())
                .unwrap_or_default()
                .to_string(),
        )
    })
    .map_err(Failure::from)?;
    let out = json!({"PolicyArn": arn});
    run(attach_managed(aws, &arn, &[], &strings(&inputs["Roles"])))
        .map_err(|m| Failure::partial(m, &arn, out.clone()))?;
    let out = managed_outputs(aws, &arn, inputs).map_err(|m| Failure::partial(m, &arn, out))?;
    Ok((arn, out))
}

/// Managed policy `arn`'s roles go from `old` to `new`.
async fn attach_managed(
    aws: &Aws,
    arn: &str,
    old: &[String],
    new: &[String],
) -> Result<(), String> {
    let pairs = |roles: &[String]| -> Vec<(String, String)> {
        roles.iter().map(|r| (r.clone(), arn.to_string())).collect()
    };
    attachments(aws, &pairs(old), &pairs(new)).await
}

pub(crate) fn read_managed(aws: &Aws, arn: &str, recorded: &Value) -> Result<Option<Read>, String> {
    if arn.is_empty() {
        return Ok(None);
    }
    run(async {
        let got = match aws.iam.get_policy().policy_arn(arn).send().await {
            Ok(g) => g,
            Err(e) if no_such(e.code()) => return Ok(None),
            Err(e) => return Err(aws_error("IAM GetPolicy", e)),
        };
        let Some(p) = got.policy() else {
            return Ok(None);
        };
        let version = aws
            .iam
            .get_policy_version()
            .policy_arn(arn)
            .version_id(p.default_version_id().unwrap_or("v1"))
            .send()
            .await
            .map_err(|e| aws_error("IAM GetPolicyVersion", e))?;
        let doc = version
            .policy_version()
            .and_then(|v| v.document())
            .map_or(Value::Null, document);
        let mut inputs = json!({
            "ManagedPolicyName": p.policy_name(),
            "PolicyDocument": doc,
        });
        let description = p.description().unwrap_or_default();
        if reported(recorded, "Description", description.is_empty()) {
            inputs["Description"] = json!(description);
        }
        let path = p.path().unwrap_or("/");
        if reported(recorded, "Path", path == "/") {
            inputs["Path"] = json!(path);
        }
        let entities = aws
            .iam
            .list_entities_for_policy()
            .policy_arn(arn)
            .send()
            .await
            .map_err(|e| aws_error("IAM ListEntitiesForPolicy", e))?;
        let roles: Vec<String> = entities
            .policy_roles()
            .iter()
            .filter_map(|r| r.role_name().map(str::to_string))
            .collect();
        if reported(recorded, "Roles", roles.is_empty()) {
            inputs["Roles"] = json!(in_recorded_order(&recorded["Roles"], roles));
        }
        Ok(Some(Read {
            id: arn.into(),
            outputs: json!({
                "PolicyArn": arn,
                "PolicyId": p.policy_id(),
                "DefaultVersionId": p.default_version_id(),
                "AttachmentCount": p.attachment_count(),
                "PermissionsBoundaryUsageCount": p.permissions_boundary_usage_count(),
                "IsAttachable": p.is_attachable(),
                "CreateDate": p.create_date().map(|d| d.to_string()),
                "UpdateDate": p.update_date().map(|d| d.to_string()),
            }),
            inputs,
        }))
    })
}

/// Managed policy `arn`'s outputs, read now (its version and attachments as a create or an
/// update left them).
fn managed_outputs(aws: &Aws, arn: &str, inputs: &Value) -> Result<Value, String> {
    read_managed(aws, arn, inputs)?
        .map(|r| r.outputs)
        .ok_or_else(|| format!("IAM managed policy {arn} is not there right after its change"))
}

pub(crate) fn update_managed(
    aws: &Aws,
    arn: &str,
    olds: &Value,
    news: &Value,
    preview: bool,
) -> Result<Value, Failure> {
    let out = json!({"PolicyArn": arn});
    if preview {
        return Ok(out);
    }
    run(async {
        if !crate::policy::equivalent(&olds["PolicyDocument"], &news["PolicyDocument"]) {
            // A managed policy keeps at most five versions: the oldest non-default one goes.
            let versions = aws
                .iam
                .list_policy_versions()
                .policy_arn(arn)
                .send()
                .await
                .map_err(|e| aws_error("IAM ListPolicyVersions", e))?;
            let old: Vec<&str> = versions
                .versions()
                .iter()
                .filter(|v| !v.is_default_version())
                .filter_map(|v| v.version_id())
                .collect();
            if versions.versions().len() >= 5
                && let Some(oldest) = old.last()
            {
                aws.iam
                    .delete_policy_version()
                    .policy_arn(arn)
                    .version_id(*oldest)
                    .send()
                    .await
                    .map_err(|e| aws_error("IAM DeletePolicyVersion", e))?;
            }
            aws.iam
                .create_policy_version()
                .policy_arn(arn)
                .policy_document(news["PolicyDocument"].to_string())
                .set_as_default(true)
                .send()
                .await
                .map_err(|e| aws_error("IAM CreatePolicyVersion", e))?;
        }
        attach_managed(aws, arn, &strings(&olds["Roles"]), &strings(&news["Roles"])).await?;
        Ok::<_, String>(())
    })
    .map_err(Failure::from)?;
    managed_outputs(aws, arn, news).map_err(|m| Failure::partial(m, arn, out))
}

pub(crate) fn delete_managed(aws: &Aws, arn: &str, inputs: &Value) -> Result<(), String> {
    run(async {
        attach_managed(aws, arn, &strings(&inputs["Roles"]), &[]).await?;
        // Its versions other than the default go first.
        if let Ok(versions) = aws.iam.list_policy_versions().policy_arn(arn).send().await {
            for v in versions
                .versions()
                .iter()
                .filter(|v| !v.is_default_version())
            {
                if let Some(id) = v.version_id() {
                    let _ = aws
                        .iam
                        .delete_policy_version()
                        .policy_arn(arn)
                        .version_id(id)
                        .send()
                        .await;
                }
            }
        }
        match aws.iam.delete_policy().policy_arn(arn).send().await {
            Ok(_) => Ok(()),
            Err(e) if no_such(e.code()) => Ok(()),
            Err(e) => Err(aws_error("IAM DeletePolicy", e)),
        }
    })
}
