//! The hand-verified services a web app runs on (issue 33), each through create, update in
//! place, drift, import, replace and destroy on moto, with boto3 saying what AWS holds at
//! every step.

use super::*;

/// One type's lifecycle: the resource (named `it`) in three versions (the second changes it in
/// place, the third replaces it), what it needs beside it, and Python (with `kw` for boto3
/// clients, `ID` its id) that prints what AWS holds of it, changes it behind Strata's back, and
/// prints whether it exists.
struct Case {
    ty: &'static str,
    needs: Vec<Value>,
    versions: [Value; 3],
    probe: &'static str,
    /// What `probe` prints after each version (and after drift is undone: the second).
    seen: [&'static str; 3],
    drift: &'static str,
    exists: &'static str,
    /// Files made in the project, in directories granted to the provider (a function's code).
    files: &'static [(&'static str, &'static str)],
}

/// A resource named `it` of the case's type with `v`: props, and `props_refs` under `refs`.
fn it(ty: &str, v: &Value) -> Value {
    let mut r = json!({"name": "it", "type": ty, "props": v.get("props").cloned().unwrap_or_else(|| v.clone())});
    if let Some(refs) = v.get("refs") {
        r["props_refs"] = refs.clone();
        r["props"] = v["props"].clone();
    }
    r
}

fn python(m: &test_services::Moto, code: &str, id: &str) -> String {
    m.boto(&format!("ID = {}\n{code}", json!(id)))
}

fn lifecycle(case: Case) {
    let m = moto();
    let p = aws_project(true);
    grant_files(&p, case.files);
    let spec = |v: &Value| {
        let mut resources = case.needs.clone();
        resources.push(it(case.ty, v));
        json!({"resources": resources})
    };
    let probe = |id: &str| python(m, case.probe, id);
    let exists = |id: &str| python(m, case.exists, id);
    let unchanged = |when: &str| {
        let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}: {when}, a refresh finds a change:\n{}{}",
            case.ty,
            text(&out.stdout),
            text(&out.stderr)
        );
    };

    // Made as the program says.
    p.spec(spec(&case.versions[0]));
    let made = p.up();
    assert_eq!(
        made["summary"]["create"],
        json!(case.needs.len() + 1),
        "{}: {made}",
        case.ty
    );
    let id = recorded_id(&p, "it");
    assert_eq!(probe(&id), case.seen[0], "{}: after the create", case.ty);
    assert_eq!(exists(&id), "True");
    unchanged("after the create");

    // Every output its schema lists (but those it marks `sometimes`) is one the create
    // returned: a program may read any of them, and the preview lets it.
    let schema: Value = serde_json::from_str(&p.ok(&["schema", "aws", "--json"])).unwrap();
    crate::aws::assert_outputs_returned(&p, &schema, case.ty, "it");

    // Every default its schema declares (the registry's, AWS's documented ones), written out
    // where the program left it out: no change, and nothing a refresh finds.
    let mut written = case.versions[0].clone();
    let props = match written.get_mut("props") {
        Some(props) => props,
        None => &mut written,
    };
    let mut defaults = Vec::new();
    for (k, declared) in schema["types"][case.ty]["inputs"].as_object().unwrap() {
        if let Some(d) = declared.get("default")
            && props.get(k).is_none()
        {
            props[k] = d.clone();
            defaults.push(k.clone());
        }
    }
    if !defaults.is_empty() {
        p.spec(spec(&written));
        let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}: writing out its defaults {defaults:?} is a change:\n{}{}",
            case.ty,
            text(&out.stdout),
            text(&out.stderr)
        );
        p.spec(spec(&case.versions[0]));
    }

    // Changed in place (where anything can be).
    if case.versions[1] != case.versions[0] {
        p.spec(spec(&case.versions[1]));
        assert_eq!(counts(&p.up())["update"], json!(1), "{}", case.ty);
        assert_eq!(
            recorded_id(&p, "it"),
            id,
            "{}: an update kept its id",
            case.ty
        );
        assert_eq!(probe(&id), case.seen[1], "{}: after the update", case.ty);
        unchanged("after the update");
    }

    // Changed behind Strata's back: drift, which `up --refresh` undoes.
    python(m, case.drift, &id);
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_ne!(
        out.status.code(),
        Some(0),
        "{}: the drift was not seen:\n{}",
        case.ty,
        text(&out.stdout)
    );
    p.ok(&["up", "--refresh", "--yes"]);
    assert_eq!(
        probe(&id),
        case.seen[1],
        "{}: after the drift was undone",
        case.ty
    );
    unchanged("after the drift was undone");

    // Drift in what the program leaves out, for every default its schema declares that AWS
    // can change in place: set to another value (by an update whose record is then cut back to
    // what the program writes, the state a change by hand leaves), read by a refresh, and put
    // back by `up`.
    let off = off_defaults(&schema, case.ty, &case.versions[1]);
    if !off.is_empty() {
        let mut changed = case.versions[1].clone();
        match changed.get_mut("props") {
            Some(props) => props.as_object_mut().unwrap().extend(off.clone()),
            None => changed.as_object_mut().unwrap().extend(off.clone()),
        }
        p.spec(spec(&changed));
        assert_eq!(counts(&p.up())["update"], json!(1), "{}: {off:?}", case.ty);
        let mut state: Value = serde_json::from_str(&p.ok(&["stack", "export"])).unwrap();
        for r in state["resources"].as_array_mut().unwrap() {
            if r["urn"].as_str().unwrap().ends_with("::it") {
                for k in off.keys() {
                    r["inputs"].as_object_mut().unwrap().remove(k);
                }
            }
        }
        std::fs::write(p.path().join("cut.json"), state.to_string()).unwrap();
        p.ok(&["stack", "import", "--file", "cut.json", "--yes"]);
        p.spec(spec(&case.versions[1]));
        let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
        assert_ne!(
            out.status.code(),
            Some(0),
            "{}: drift in {:?}, which the program leaves out, was not seen:\n{}",
            case.ty,
            off.keys(),
            text(&out.stdout)
        );
        p.ok(&["up", "--refresh", "--yes"]);
        unchanged("after the drift in what the program leaves out was put back");
        assert_eq!(probe(&id), case.seen[1], "{}: defaults put back", case.ty);
    }

    // Forgotten and imported again: it is adopted as it is, and the program then changes
    // nothing but what the import could not read.
    p.ok(&["state", "delete", "it", "--force"]);
    let out = p.run(&["import", case.ty, "it", &id, "--yes", "--protect", "false"]);
    assert!(out.status.success(), "{}: {}", case.ty, text(&out.stderr));
    assert_eq!(recorded_id(&p, "it"), id);
    let after = counts(&p.up());
    assert!(
        after.get("create").is_none() && after.get("replace").is_none(),
        "{}: after the import: {after}",
        case.ty
    );
    unchanged("after the import");

    // Replaced: the new one made, the old one gone.
    p.spec(spec(&case.versions[2]));
    assert_eq!(counts(&p.up())["replace"], json!(1), "{}", case.ty);
    let new = recorded_id(&p, "it");
    assert_eq!(
        probe(&new),
        case.seen[2],
        "{}: after the replacement",
        case.ty
    );
    if new != id {
        assert_eq!(exists(&id), "False", "{}: the old one is gone", case.ty);
    }
    unchanged("after the replacement");

    // Destroyed.
    p.ok(&["destroy", "--yes"]);
    assert_eq!(exists(&new), "False", "{}: after destroy", case.ty);
}

/// Write `files` into the project and grant their directories to the aws provider.
fn grant_files(p: &Project, files: &[(&str, &str)]) {
    let mut dirs: Vec<&str> = Vec::new();
    for (path, content) in files {
        let at = p.path().join(path);
        std::fs::create_dir_all(at.parent().unwrap()).unwrap();
        std::fs::write(at, content).unwrap();
        let dir = path.split('/').next().unwrap();
        if !dirs.contains(&dir) {
            dirs.push(dir);
        }
    }
    if dirs.is_empty() {
        return;
    }
    let grants: Vec<String> = dirs
        .iter()
        .map(|d| format!("{{ path = \"{d}\", read-only = true }}"))
        .collect();
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        toml.replace(
            "[providers.aws]\n",
            &format!("[providers.aws]\nallow-dirs = [{}]\n", grants.join(", ")),
        ),
    )
    .unwrap();
}

fn tags(pairs: &[(&str, &str)]) -> Value {
    pairs
        .iter()
        .map(|(k, v)| json!({"Key": k, "Value": v}))
        .collect()
}

#[test]
fn a_log_group_on_a_local_aws() {
    let tag = format!("t{}", std::process::id());
    lifecycle(Case {
        ty: "aws:logs:LogGroup",
        needs: vec![],
        versions: [
            json!({"RetentionInDays": 7, "Tags": tags(&[("team", "a")])}),
            json!({"RetentionInDays": 14, "Tags": tags(&[("team", "b")])}),
            json!({"LogGroupName": format!("/strata/{tag}/app"), "RetentionInDays": 14}),
        ],
        probe: "logs = boto3.client('logs', **kw)\ng = [g for g in logs.describe_log_groups(logGroupNamePrefix=ID)['logGroups'] if g['logGroupName'] == ID][0]\nprint(g.get('retentionInDays'), logs.list_tags_log_group(logGroupName=ID)['tags'])",
        seen: ["7 {'team': 'a'}", "14 {'team': 'b'}", "14 {}"],
        drift: "boto3.client('logs', **kw).put_retention_policy(logGroupName=ID, retentionInDays=30)",
        exists: "print(any(g['logGroupName'] == ID for g in boto3.client('logs', **kw).describe_log_groups(logGroupNamePrefix=ID)['logGroups']))",
        files: &[],
    });
}

#[test]
fn an_ssm_parameter_on_a_local_aws() {
    let tag = format!("t{}", std::process::id());
    lifecycle(Case {
        ty: "aws:ssm:Parameter",
        needs: vec![],
        versions: [
            json!({"Type": "String", "Value": "v1", "Description": "one", "Tags": {"team": "a"}}),
            json!({"Type": "String", "Value": "v2", "Description": "two", "Tags": {"team": "b"}}),
            json!({"Name": format!("/strata/{tag}/p"), "Type": "StringList", "Value": "a,b"}),
        ],
        probe: "ssm = boto3.client('ssm', **kw)\np = ssm.get_parameter(Name=ID)['Parameter']\nt = ssm.list_tags_for_resource(ResourceType='Parameter', ResourceId=ID)['TagList']\nprint(p['Type'], p['Value'], [(x['Key'], x['Value']) for x in t])",
        seen: [
            "String v1 [('team', 'a')]",
            "String v2 [('team', 'b')]",
            "StringList a,b []",
        ],
        drift: "boto3.client('ssm', **kw).put_parameter(Name=ID, Value='changed', Overwrite=True)",
        exists: "ssm = boto3.client('ssm', **kw)\ntry:\n    ssm.get_parameter(Name=ID)\n    print(True)\nexcept ssm.exceptions.ParameterNotFound:\n    print(False)",
        files: &[],
    });
}

#[test]
fn a_secret_on_a_local_aws() {
    let tag = format!("t{}", std::process::id());
    lifecycle(Case {
        ty: "aws:secretsmanager:Secret",
        needs: vec![],
        versions: [
            json!({"Description": "one", "SecretString": "s1", "Tags": tags(&[("team", "a")])}),
            json!({"Description": "two", "SecretString": "s2", "Tags": tags(&[("team", "b")])}),
            json!({"Name": format!("strata-{tag}-secret"), "SecretString": "s3", "RecoveryWindowInDays": 0}),
        ],
        probe: "sm = boto3.client('secretsmanager', **kw)\nd = sm.describe_secret(SecretId=ID)\nv = sm.get_secret_value(SecretId=ID)['SecretString']\nprint(d.get('Description'), v, [(x['Key'], x['Value']) for x in d.get('Tags', [])])",
        seen: [
            "one s1 [('team', 'a')]",
            "two s2 [('team', 'b')]",
            "None s3 []",
        ],
        drift: "boto3.client('secretsmanager', **kw).update_secret(SecretId=ID, Description='changed')",
        exists: "sm = boto3.client('secretsmanager', **kw)\ntry:\n    print('DeletedDate' not in sm.describe_secret(SecretId=ID))\nexcept sm.exceptions.ResourceNotFoundException:\n    print(False)",
        files: &[],
    });
}

#[test]
fn a_kms_key_and_its_alias_on_a_local_aws() {
    let tag = format!("t{}", std::process::id());
    let exists = "k = boto3.client('kms', **kw).describe_key(KeyId=ID)['KeyMetadata']\nprint(k['KeyState'] != 'PendingDeletion')";
    lifecycle(Case {
        ty: "aws:kms:Key",
        needs: vec![],
        versions: [
            json!({"Description": "one", "EnableKeyRotation": true, "Tags": tags(&[("team", "a")])}),
            json!({"Description": "two", "EnableKeyRotation": false, "Tags": tags(&[("team", "b")])}),
            json!({"Description": "two", "KeyUsage": "SIGN_VERIFY", "KeySpec": "RSA_2048", "PendingWindowInDays": 7}),
        ],
        probe: "kms = boto3.client('kms', **kw)\nk = kms.describe_key(KeyId=ID)['KeyMetadata']\nr = kms.get_key_rotation_status(KeyId=ID)['KeyRotationEnabled']\nt = kms.list_resource_tags(KeyId=ID)['Tags']\nprint(k['Description'], k.get('KeyUsage', 'ENCRYPT_DECRYPT'), r, [(x['TagKey'], x['TagValue']) for x in t])",
        seen: [
            "one ENCRYPT_DECRYPT True [('team', 'a')]",
            "two ENCRYPT_DECRYPT False [('team', 'b')]",
            "two SIGN_VERIFY False []",
        ],
        drift: "boto3.client('kms', **kw).update_key_description(KeyId=ID, Description='changed')",
        exists,
        files: &[],
    });
    let key =
        |name: &str| json!({"name": name, "type": "aws:kms:Key", "props": {"Description": name}});
    lifecycle(Case {
        ty: "aws:kms:Alias",
        needs: vec![key("k1"), key("k2")],
        versions: [
            json!({"props": {"AliasName": format!("alias/strata-{tag}")}, "refs": {"TargetKeyId": "k1.KeyId"}}),
            json!({"props": {"AliasName": format!("alias/strata-{tag}")}, "refs": {"TargetKeyId": "k2.Arn"}}),
            json!({"props": {"AliasName": format!("alias/strata-{tag}-2")}, "refs": {"TargetKeyId": "k2.Arn"}}),
        ],
        probe: "kms = boto3.client('kms', **kw)\na = [a for a in kms.list_aliases()['Aliases'] if a['AliasName'] == ID][0]\nprint(kms.describe_key(KeyId=a['TargetKeyId'])['KeyMetadata']['Description'])",
        seen: ["k1", "k2", "k2"],
        drift: "kms = boto3.client('kms', **kw)\nk1 = [k for k in kms.list_keys()['Keys'] if kms.describe_key(KeyId=k['KeyId'])['KeyMetadata'].get('Description') == 'k1' and kms.describe_key(KeyId=k['KeyId'])['KeyMetadata']['KeyState'] == 'Enabled'][-1]\nkms.update_alias(AliasName=ID, TargetKeyId=k1['KeyId'])",
        exists: "print(any(a['AliasName'] == ID for a in boto3.client('kms', **kw).list_aliases()['Aliases']))",
        files: &[],
    });
}

#[test]
fn an_ecr_repository_on_a_local_aws() {
    let tag = format!("t{}", std::process::id());
    lifecycle(Case {
        ty: "aws:ecr:Repository",
        needs: vec![],
        versions: [
            json!({"ImageTagMutability": "MUTABLE", "ImageScanningConfiguration": {"ScanOnPush": false}, "Tags": tags(&[("team", "a")])}),
            json!({"ImageTagMutability": "IMMUTABLE", "ImageScanningConfiguration": {"ScanOnPush": true}, "Tags": tags(&[("team", "b")])}),
            json!({"RepositoryName": format!("strata-{tag}/app"), "EmptyOnDelete": true}),
        ],
        probe: "ecr = boto3.client('ecr', **kw)\nr = ecr.describe_repositories(repositoryNames=[ID])['repositories'][0]\nt = ecr.list_tags_for_resource(resourceArn=r['repositoryArn'])['tags']\nprint(r['imageTagMutability'], r['imageScanningConfiguration']['scanOnPush'], [(x['Key'], x['Value']) for x in t])",
        seen: [
            "MUTABLE False [('team', 'a')]",
            "IMMUTABLE True [('team', 'b')]",
            "MUTABLE False []",
        ],
        drift: "boto3.client('ecr', **kw).put_image_tag_mutability(repositoryName=ID, imageTagMutability='MUTABLE')",
        exists: "ecr = boto3.client('ecr', **kw)\ntry:\n    ecr.describe_repositories(repositoryNames=[ID])\n    print(True)\nexcept ecr.exceptions.RepositoryNotFoundException:\n    print(False)",
        files: &[],
    });
}

#[test]
fn an_eventbridge_rule_and_its_targets_on_a_local_aws() {
    let tag = format!("t{}", std::process::id());
    let target = json!([{"Id": "q", "Arn": "arn:aws:sqs:us-east-1:123456789012:strata-target"}]);
    lifecycle(Case {
        ty: "aws:events:Rule",
        needs: vec![],
        versions: [
            json!({"ScheduleExpression": "rate(5 minutes)", "Description": "one", "Targets": target}),
            json!({"EventPattern": {"source": ["app"]}, "State": "DISABLED", "Description": "two"}),
            json!({"Name": format!("strata-{tag}-rule"), "EventPattern": {"source": ["app"]}}),
        ],
        probe: "ev = boto3.client('events', **kw)\nname = ID.split('/')[-1]\nr = ev.describe_rule(Name=name)\nt = ev.list_targets_by_rule(Rule=name)['Targets']\nprint(r.get('Description'), r.get('State'), r.get('ScheduleExpression'), len(t))",
        seen: [
            "one ENABLED rate(5 minutes) 1",
            "two DISABLED None 0",
            "None ENABLED None 0",
        ],
        drift: "ev = boto3.client('events', **kw)\nev.put_rule(Name=ID.split('/')[-1], EventPattern='{\"source\": [\"app\"]}', State='ENABLED', Description='two')",
        exists: "ev = boto3.client('events', **kw)\nprint(any(r['Arn'] == ID for r in ev.list_rules()['Rules']))",
        files: &[],
    });
}

#[test]
fn a_state_machine_on_a_local_aws() {
    let tag = format!("t{}", std::process::id());
    let definition = |start: &str| {
        json!({"StartAt": start, "States": {start: {"Type": "Pass", "End": true}}}).to_string()
    };
    let role = |r: &str| format!("arn:aws:iam::123456789012:role/{r}");
    lifecycle(Case {
        ty: "aws:stepfunctions:StateMachine",
        needs: vec![],
        versions: [
            json!({"DefinitionString": definition("A"), "RoleArn": role("one"), "Tags": tags(&[("team", "a")])}),
            json!({"DefinitionString": definition("B"), "RoleArn": role("two"), "Tags": tags(&[("team", "b")])}),
            json!({"StateMachineName": format!("strata-{tag}-sm"), "DefinitionString": definition("B"), "RoleArn": role("two")}),
        ],
        probe: "sfn = boto3.client('stepfunctions', **kw)\nd = sfn.describe_state_machine(stateMachineArn=ID)\nt = sfn.list_tags_for_resource(resourceArn=ID)['tags']\nprint(json.loads(d['definition'])['StartAt'], d['roleArn'].split('/')[-1], [(x['key'], x['value']) for x in t])",
        seen: ["A one [('team', 'a')]", "B two [('team', 'b')]", "B two []"],
        drift: "sfn = boto3.client('stepfunctions', **kw)\nsfn.update_state_machine(stateMachineArn=ID, roleArn='arn:aws:iam::123456789012:role/other')",
        exists: "sfn = boto3.client('stepfunctions', **kw)\nprint(any(m['stateMachineArn'] == ID for m in sfn.list_state_machines()['stateMachines']))",
        files: &[],
    });
}

#[test]
fn a_certificate_on_a_local_aws() {
    let tag = format!("t{}", std::process::id());
    lifecycle(Case {
        ty: "aws:certificatemanager:Certificate",
        needs: vec![],
        versions: [
            json!({"DomainName": format!("{tag}.example.com"), "SubjectAlternativeNames": [format!("www.{tag}.example.com")], "ValidationMethod": "DNS", "Tags": tags(&[("team", "a")])}),
            json!({"DomainName": format!("{tag}.example.com"), "SubjectAlternativeNames": [format!("www.{tag}.example.com")], "ValidationMethod": "DNS", "Tags": tags(&[("team", "b")])}),
            json!({"DomainName": format!("api.{tag}.example.com"), "ValidationMethod": "DNS"}),
        ],
        probe: "acm = boto3.client('acm', **kw)\nc = acm.describe_certificate(CertificateArn=ID)['Certificate']\nt = acm.list_tags_for_certificate(CertificateArn=ID).get('Tags', [])\nprint(c['DomainName'][:1], len(c['SubjectAlternativeNames']), [(x['Key'], x.get('Value')) for x in t])",
        seen: ["t 2 [('team', 'a')]", "t 2 [('team', 'b')]", "a 1 []"],
        drift: "boto3.client('acm', **kw).add_tags_to_certificate(CertificateArn=ID, Tags=[{'Key': 'extra', 'Value': 'x'}])",
        exists: "acm = boto3.client('acm', **kw)\ntry:\n    acm.describe_certificate(CertificateArn=ID)\n    print(True)\nexcept acm.exceptions.ResourceNotFoundException:\n    print(False)",
        files: &[],
    });
}

/// Issue 55: a certificate validated by DNS says the records to make (`ValidationRecords`,
/// as ACM says them), and `aws:certificatemanager:CertificateValidation` waits until it is
/// issued (moto issues it `ACM_VALIDATION_WAIT` s after the request); one that names a record
/// the certificate does not have, or gives up first, fails naming the records to make.
#[test]
fn a_dns_certificate_says_its_records_and_a_validation_waits_until_it_is_issued() {
    let m = moto();
    let tag = format!("v{}", std::process::id());
    let p = aws_project(true);
    let cert = aws(
        "cert",
        "aws:certificatemanager:Certificate",
        json!({"DomainName": format!("{tag}.example.com"), "SubjectAlternativeNames": [format!("www.{tag}.example.com")], "ValidationMethod": "DNS"}),
    );
    p.spec(json!({"resources": [cert.clone()]}));
    p.up();
    let arn = recorded_id(&p, "cert");
    let state = p.checkpoint();
    let outputs = &state["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == json!(arn))
        .unwrap()["outputs"];
    let said = m.boto(&format!(
        "import json\nacm = boto3.client('acm', **kw)\nc = acm.describe_certificate(CertificateArn='{arn}')['Certificate']\nprint(json.dumps(sorted([[o['DomainName'], o['ResourceRecord']['Name'], o['ResourceRecord']['Type'], o['ResourceRecord']['Value']] for o in c['DomainValidationOptions']])))"
    ));
    let mut ours: Vec<Value> = outputs["ValidationRecords"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| json!([r["DomainName"], r["Name"], r["Type"], r["Value"]]))
        .collect();
    ours.sort_by_key(|v| v.to_string());
    assert_eq!(json!(ours), serde_json::from_str::<Value>(&said).unwrap());
    assert_eq!(ours.len(), 2, "{outputs}");
    assert_eq!(outputs["Status"], "PENDING_VALIDATION");
    let name = ours[0][1].as_str().unwrap().to_string();

    // A record that is not the certificate's: refused, naming the ones to make.
    let wrong = aws(
        "wrong",
        "aws:certificatemanager:CertificateValidation",
        json!({"ValidationRecordFqdns": ["_x.elsewhere.example.com"]}),
    );
    let mut wrong = wrong;
    wrong["props_refs"] = json!({"CertificateArn": "cert.CertificateArn"});
    p.spec(json!({"resources": [cert.clone(), wrong]}));
    let out = p.fails(&["up", "--yes"]);
    assert!(
        out.contains("_x.elsewhere.example.com (in ValidationRecordFqdns) is not one of its validation records")
            && out.contains(&name),
        "{out}"
    );

    // Given no time, while moto has not issued it yet: fails naming the records to make.
    let mut hasty = aws(
        "hasty",
        "aws:certificatemanager:CertificateValidation",
        json!({"TimeoutMinutes": 0}),
    );
    hasty["props_refs"] = json!({"CertificateArn": "cert.CertificateArn"});
    let fresh = aws(
        "fresh",
        "aws:certificatemanager:Certificate",
        json!({"DomainName": format!("fresh.{tag}.example.com"), "ValidationMethod": "DNS"}),
    );
    hasty["props_refs"] = json!({"CertificateArn": "fresh.CertificateArn"});
    p.spec(json!({"resources": [cert.clone(), fresh.clone(), hasty]}));
    // Before `fresh` is requested: moto issues it ACM_VALIDATION_WAIT s after this at the
    // earliest.
    let before_fresh = std::time::Instant::now();
    let out = p.fails(&["up", "--yes"]);
    assert!(
        out.contains("is still PENDING_VALIDATION after 0 minutes: ACM issues it once these DNS records resolve: _d930b28be6c5927595552b219965053e.fresh."),
        "{out}"
    );

    // The records named: it waits until moto issues the certificate; and without them.
    let mut validation = aws(
        "validation",
        "aws:certificatemanager:CertificateValidation",
        json!({"ValidationRecordFqdns": [name]}),
    );
    validation["props_refs"] = json!({"CertificateArn": "cert.CertificateArn"});
    let mut waits = aws(
        "waits",
        "aws:certificatemanager:CertificateValidation",
        json!({}),
    );
    waits["props_refs"] = json!({"CertificateArn": "fresh.CertificateArn"});
    p.spec(json!({"resources": [cert, fresh, validation, waits]}));
    p.up();
    assert!(
        before_fresh.elapsed()
            >= std::time::Duration::from_secs(test_services::ACM_VALIDATION_WAIT),
        "the wait for `fresh` ended before moto could have issued it"
    );
    let status = m.boto(&format!(
        "print(boto3.client('acm', **kw).describe_certificate(CertificateArn='{arn}')['Certificate']['Status'])"
    ));
    assert_eq!(status.trim(), "ISSUED");
    let state = p.checkpoint();
    for name in ["validation", "waits"] {
        let v = state["resources"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["urn"].as_str().unwrap().ends_with(&format!("::{name}")))
            .unwrap();
        assert_eq!(v["outputs"]["Status"], "ISSUED", "{v}");
    }
    assert_eq!(recorded_id(&p, "validation"), arn);
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    p.ok(&["destroy", "--yes"]);
}

#[test]
fn an_alarm_on_a_local_aws() {
    let tag = format!("t{}", std::process::id());
    let alarm = |threshold: u32, team: &str| {
        json!({"MetricName": "Errors", "Namespace": "AWS/Lambda", "Statistic": "Sum", "Period": 60,
               "EvaluationPeriods": 1, "Threshold": threshold, "ComparisonOperator": "GreaterThanOrEqualToThreshold",
               "Dimensions": [{"Name": "FunctionName", "Value": "app"}], "Tags": tags(&[("team", team)])})
    };
    let mut named = alarm(5, "b");
    named["AlarmName"] = json!(format!("strata-{tag}-errors"));
    lifecycle(Case {
        ty: "aws:cloudwatch:Alarm",
        needs: vec![],
        versions: [alarm(1, "a"), alarm(5, "b"), named],
        probe: "cw = boto3.client('cloudwatch', **kw)\na = cw.describe_alarms(AlarmNames=[ID])['MetricAlarms'][0]\nt = cw.list_tags_for_resource(ResourceARN=a['AlarmArn'])['Tags']\nprint(a['Threshold'], a['Dimensions'][0]['Value'], [(x['Key'], x['Value']) for x in t])",
        seen: [
            "1.0 app [('team', 'a')]",
            "5.0 app [('team', 'b')]",
            "5.0 app [('team', 'b')]",
        ],
        drift: "cw = boto3.client('cloudwatch', **kw)\ncw.put_metric_alarm(AlarmName=ID, MetricName='Errors', Namespace='AWS/Lambda', Statistic='Sum', Period=60, EvaluationPeriods=1, Threshold=9, ComparisonOperator='GreaterThanOrEqualToThreshold', Dimensions=[{'Name': 'FunctionName', 'Value': 'app'}])",
        exists: "print(len(boto3.client('cloudwatch', **kw).describe_alarms(AlarmNames=[ID])['MetricAlarms']) > 0)",
        files: &[],
    });
}

fn lambda_role() -> Value {
    json!({"name": "role", "type": "aws:iam:Role", "props": {"AssumeRolePolicyDocument":
        {"Version": "2012-10-17", "Statement": [{"Effect": "Allow",
         "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}]}}})
}

#[test]
fn a_function_and_its_permission_on_a_local_aws() {
    let tag = format!("t{}", std::process::id());
    let function = |extra: Value| {
        let mut props = json!({"Runtime": "python3.12", "Handler": "index.handler", "Timeout": 10,
            "Environment": {"Variables": {"A": "1"}}, "Source": "app", "Tags": tags(&[("team", "a")])});
        for (k, v) in extra.as_object().unwrap() {
            if v.is_null() {
                props.as_object_mut().unwrap().remove(k);
            } else {
                props[k] = v.clone();
            }
        }
        json!({"props": props, "refs": {"Role": "role.Arn"}})
    };
    lifecycle(Case {
        ty: "aws:lambda:Function",
        needs: vec![lambda_role()],
        versions: [
            function(json!({})),
            function(
                json!({"Timeout": 20, "MemorySize": 256, "Environment": {"Variables": {"A": "2"}},
                "Source": null, "Code": {"ZipFile": "def handler(event, context):\n    return 2\n"},
                "Tags": tags(&[("team", "b")])}),
            ),
            function(json!({"FunctionName": format!("strata-{tag}-fn")})),
        ],
        probe: "lam = boto3.client('lambda', **kw)\nf = lam.get_function(FunctionName=ID)\nc = f['Configuration']\nprint(c['Handler'], c['Timeout'], c['MemorySize'], c['Environment']['Variables'], f.get('Tags'))",
        seen: [
            "index.handler 10 128 {'A': '1'} {'team': 'a'}",
            "index.handler 20 256 {'A': '2'} {'team': 'b'}",
            "index.handler 10 128 {'A': '1'} {'team': 'a'}",
        ],
        drift: "boto3.client('lambda', **kw).update_function_configuration(FunctionName=ID, Timeout=99)",
        exists: "lam = boto3.client('lambda', **kw)\ntry:\n    lam.get_function(FunctionName=ID)\n    print(True)\nexcept lam.exceptions.ResourceNotFoundException:\n    print(False)",
        files: &[
            (
                "app/index.py",
                "def handler(event, context):\n    return 1\n",
            ),
            ("app/lib/util.py", "X = 1\n"),
        ],
    });
    let permission = |principal: &str, function: &str| {
        json!({"props": {"Action": "lambda:InvokeFunction", "Principal": principal},
               "refs": {"FunctionName": format!("{function}.FunctionName")}})
    };
    let f = |name: &str| {
        json!({"name": name, "type": "aws:lambda:Function", "props": {"Runtime": "python3.12",
        "Handler": "index.handler", "Code": {"ZipFile": "def handler(e, c):\n    return 1\n"}},
        "props_refs": {"Role": "role.Arn"}})
    };
    lifecycle(Case {
        ty: "aws:lambda:Permission",
        needs: vec![lambda_role(), f("f1"), f("f2")],
        versions: [
            permission("apigateway.amazonaws.com", "f1"),
            permission("apigateway.amazonaws.com", "f1"),
            permission("events.amazonaws.com", "f2"),
        ],
        probe: "lam = boto3.client('lambda', **kw)\nfn, sid = ID.split('|')\np = json.loads(lam.get_policy(FunctionName=fn)['Policy'])\ns = [s for s in p['Statement'] if s['Sid'] == sid][0]\nprint(s['Action'], s['Principal'])",
        seen: [
            "lambda:InvokeFunction {'Service': 'apigateway.amazonaws.com'}",
            "lambda:InvokeFunction {'Service': 'apigateway.amazonaws.com'}",
            "lambda:InvokeFunction {'Service': 'events.amazonaws.com'}",
        ],
        drift: "fn, sid = ID.split('|')\nboto3.client('lambda', **kw).remove_permission(FunctionName=fn, StatementId=sid)",
        exists: "lam = boto3.client('lambda', **kw)\nfn, sid = ID.split('|')\ntry:\n    print(any(s['Sid'] == sid for s in json.loads(lam.get_policy(FunctionName=fn)['Policy'])['Statement']))\nexcept lam.exceptions.ResourceNotFoundException:\n    print(False)",
        files: &[],
    });
}

#[test]
fn an_http_api_its_routes_integrations_and_stages_on_a_local_aws() {
    let api = |name: &str| json!({"name": name, "type": "aws:apigatewayv2:Api", "props": {"ProtocolType": "HTTP"}});
    lifecycle(Case {
        ty: "aws:apigatewayv2:Api",
        needs: vec![],
        versions: [
            json!({"ProtocolType": "HTTP", "Description": "one", "Tags": {"team": "a"}}),
            json!({"ProtocolType": "HTTP", "Description": "two", "Tags": {"team": "b"}}),
            json!({"ProtocolType": "WEBSOCKET", "RouteSelectionExpression": "$request.body.action"}),
        ],
        probe: "gw = boto3.client('apigatewayv2', **kw)\na = gw.get_api(ApiId=ID)\nprint(a['ProtocolType'], a.get('Description'), a.get('Tags'))",
        seen: [
            "HTTP one {'team': 'a'}",
            "HTTP two {'team': 'b'}",
            "WEBSOCKET None {}",
        ],
        drift: "boto3.client('apigatewayv2', **kw).update_api(ApiId=ID, Description='changed')",
        exists: "gw = boto3.client('apigatewayv2', **kw)\ntry:\n    gw.get_api(ApiId=ID)\n    print(True)\nexcept gw.exceptions.NotFoundException:\n    print(False)",
        files: &[],
    });
    let on = |api: &str, props: Value| json!({"props": props, "refs": {"ApiId": format!("{api}.ApiId")}});
    let exists = |what: &str| {
        format!(
            "gw = boto3.client('apigatewayv2', **kw)\napi, it = ID.split('|')\ntry:\n    gw.get_{what}(ApiId=api, {}=it)\n    print(True)\nexcept gw.exceptions.NotFoundException:\n    print(False)",
            match what {
                "route" => "RouteId",
                "integration" => "IntegrationId",
                _ => "StageName",
            }
        )
    };
    lifecycle(Case {
        ty: "aws:apigatewayv2:Route",
        needs: vec![api("a1"), api("a2")],
        versions: [
            on("a1", json!({"RouteKey": "GET /a"})),
            on("a1", json!({"RouteKey": "GET /b", "OperationName": "b"})),
            on("a2", json!({"RouteKey": "GET /b"})),
        ],
        probe: "gw = boto3.client('apigatewayv2', **kw)\napi, it = ID.split('|')\nr = gw.get_route(ApiId=api, RouteId=it)\nprint(r['RouteKey'], r.get('OperationName'))",
        seen: ["GET /a None", "GET /b b", "GET /b None"],
        drift: "api, it = ID.split('|')\nboto3.client('apigatewayv2', **kw).update_route(ApiId=api, RouteId=it, RouteKey='GET /c')",
        exists: Box::leak(exists("route").into_boxed_str()),
        files: &[],
    });
    lifecycle(Case {
        ty: "aws:apigatewayv2:Integration",
        needs: vec![api("a1"), api("a2")],
        versions: [
            on(
                "a1",
                json!({"IntegrationType": "HTTP_PROXY", "IntegrationMethod": "GET", "IntegrationUri": "https://example.com/a", "PayloadFormatVersion": "1.0"}),
            ),
            on(
                "a1",
                json!({"IntegrationType": "HTTP_PROXY", "IntegrationMethod": "POST", "IntegrationUri": "https://example.com/b", "PayloadFormatVersion": "1.0"}),
            ),
            on(
                "a2",
                json!({"IntegrationType": "HTTP_PROXY", "IntegrationMethod": "POST", "IntegrationUri": "https://example.com/b", "PayloadFormatVersion": "1.0"}),
            ),
        ],
        probe: "gw = boto3.client('apigatewayv2', **kw)\napi, it = ID.split('|')\ni = gw.get_integration(ApiId=api, IntegrationId=it)\nprint(i['IntegrationMethod'], i['IntegrationUri'])",
        seen: [
            "GET https://example.com/a",
            "POST https://example.com/b",
            "POST https://example.com/b",
        ],
        drift: "api, it = ID.split('|')\nboto3.client('apigatewayv2', **kw).update_integration(ApiId=api, IntegrationId=it, IntegrationUri='https://example.com/c')",
        exists: Box::leak(exists("integration").into_boxed_str()),
        files: &[],
    });
    // moto has no UpdateStage, nor tags on stages: a stage changes in place only on a real
    // account (`./run acceptance`); here its drift is its deletion behind Strata's back.
    let stage = on(
        "a1",
        json!({"StageName": "dev", "AutoDeploy": true, "Description": "one", "Tags": {"team": "a"}}),
    );
    lifecycle(Case {
        ty: "aws:apigatewayv2:Stage",
        needs: vec![api("a1")],
        versions: [
            stage.clone(),
            stage,
            on("a1", json!({"StageName": "prod", "AutoDeploy": false})),
        ],
        probe: "gw = boto3.client('apigatewayv2', **kw)\napi, it = ID.split('|')\ns = gw.get_stage(ApiId=api, StageName=it)\nprint(s['StageName'], s.get('AutoDeploy'), s.get('Description'), s.get('Tags'))",
        seen: [
            "dev True one {'team': 'a'}",
            "dev True one {'team': 'a'}",
            "prod False None {}",
        ],
        drift: "api, it = ID.split('|')\nboto3.client('apigatewayv2', **kw).delete_stage(ApiId=api, StageName=it)",
        exists: Box::leak(exists("stage").into_boxed_str()),
        files: &[],
    });
}

/// The resource `name` as `stack export` has it (a project of its own name, not the tests').
fn exported(p: &Project, name: &str) -> Value {
    let state: Value = serde_json::from_str(&p.ok(&["stack", "export"])).unwrap();
    state["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["urn"].as_str().unwrap().ends_with(&format!("::{name}")))
        .unwrap_or_else(|| panic!("{name} is not in the state"))
        .clone()
}

/// examples/serverless in a directory of its own, its provider the one built for the tests,
/// pointed at moto and granted it, with moto's credentials in stack `dev`.
pub(in super::super) fn serverless_example(m: &test_services::Moto) -> Project {
    let dir = tempfile::tempdir().unwrap();
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/serverless");
    std::fs::create_dir_all(dir.path().join("app")).unwrap();
    for f in ["Strata.yaml", "app/handler.py"] {
        std::fs::copy(example.join(f), dir.path().join(f)).unwrap();
    }
    // The example's project file, its provider the one built for the tests, granted moto.
    let toml = std::fs::read_to_string(example.join("Strata.toml")).unwrap();
    let toml = toml
        .replace(
            "\"../../target/wasm-aws/wasm32-wasip2/release/strata_provider_aws.wasm\"",
            &toml_path(aws_artifacts::AWS),
        )
        .replace("http://127.0.0.1:5000", &m.url);
    std::fs::write(dir.path().join("Strata.toml"), toml).unwrap();
    let p = Project { dir };
    p.ok(&["stack", "init", "dev"]);
    p.ok(&["config", "set", "aws:endpoint", &m.url]);
    moto_credentials(&p);
    p
}

/// examples/serverless on moto: what it declares is what AWS holds. moto runs no function code
/// without Docker, and its API Gateway executes no integration: boto3 checks the function's
/// configuration and code hash, the permission, the routes and their integration, the table,
/// the log group and the alarm; `./run acceptance` invokes the function on a real account.
#[test]
fn the_serverless_example_deploys_an_api_a_function_and_its_table() {
    let m = moto();
    let p = serverless_example(m);
    assert_eq!(counts(&p.up()), json!({"create": 12}));
    let outputs: Value = serde_json::from_str(&p.ok(&["stack", "output", "--json"])).unwrap();
    let (function, table) = (
        outputs["function"].as_str().unwrap(),
        outputs["table"].as_str().unwrap(),
    );
    let source = exported(&p, "handler")["inputs"]["SourceSha256"].clone();
    let api = exported(&p, "api")["id"].as_str().unwrap().to_string();
    let integration = exported(&p, "integration")["id"]
        .as_str()
        .unwrap()
        .to_string();
    let integration = integration.split('|').nth(1).unwrap();
    assert_eq!(
        m.boto(&format!(
            "lam = boto3.client('lambda', **kw)\n\
             gw = boto3.client('apigatewayv2', **kw)\n\
             logs = boto3.client('logs', **kw)\n\
             cw = boto3.client('cloudwatch', **kw)\n\
             c = lam.get_function(FunctionName='{function}')['Configuration']\n\
             p = json.loads(lam.get_policy(FunctionName='{function}')['Policy'])['Statement'][0]\n\
             routes = sorted((r['RouteKey'], r['Target']) for r in gw.get_routes(ApiId='{api}')['Items'])\n\
             i = gw.get_integration(ApiId='{api}', IntegrationId='{integration}')\n\
             stage = gw.get_stage(ApiId='{api}', StageName='$default')\n\
             t = ddb.describe_table(TableName='{table}')['Table']\n\
             g = logs.describe_log_groups(logGroupNamePrefix='/aws/lambda/{function}')['logGroups'][0]\n\
             a = [a for a in cw.describe_alarms()['MetricAlarms'] if a['Dimensions'] == [{{'Name': 'FunctionName', 'Value': '{function}'}}]][0]\n\
             print(c['Runtime'], c['Handler'], c['Environment']['Variables']['TABLE'] == '{table}', c['CodeSha256'] == {source})\n\
             print(p['Principal'], p['Condition']['ArnLike']['AWS:SourceArn'].endswith(':{api}/*/*'))\n\
             print(routes == [('GET /items/{{id}}', 'integrations/{integration}'), ('PUT /items/{{id}}', 'integrations/{integration}')], i['IntegrationType'], i['IntegrationUri'] == c['FunctionArn'], stage['AutoDeploy'])\n\
             print(t['KeySchema'][0]['AttributeName'], g['retentionInDays'], a['MetricName'], a['Threshold'])"
        )),
        "python3.12 handler.handle True True\n\
         {'Service': 'apigateway.amazonaws.com'} True\n\
         True AWS_PROXY True True\n\
         id 14 Errors 1.0"
    );
    // Nothing drifts; a change to the code is an update of the function alone.
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    std::fs::write(
        p.path().join("app/handler.py"),
        "def handle(event, context):\n    return {'statusCode': 200}\n",
    )
    .unwrap();
    assert_eq!(counts(&p.up()), json!({"update": 1, "same": 11}));
    let now = exported(&p, "handler")["inputs"]["SourceSha256"].clone();
    assert_ne!(now, source);
    assert_eq!(
        m.boto(&format!(
            "print(boto3.client('lambda', **kw).get_function(FunctionName='{function}')['Configuration']['CodeSha256'] == {now})"
        )),
        "True"
    );
    p.ok(&["destroy", "--yes"]);
    assert_eq!(
        m.boto(&format!(
            "print('{table}' in ddb.list_tables()['TableNames'], '{function}' in [f['FunctionName'] for f in boto3.client('lambda', **kw).list_functions()['Functions']])"
        )),
        "False False"
    );
}

#[test]
fn an_ecs_cluster_its_task_definitions_and_a_service_on_a_local_aws() {
    let tag = format!("t{}", std::process::id());
    let insights = |on: &str| json!([{"Name": "containerInsights", "Value": on}]);
    lifecycle(Case {
        ty: "aws:ecs:Cluster",
        needs: vec![],
        versions: [
            json!({"ClusterSettings": insights("enabled"), "Tags": tags(&[("team", "a")])}),
            json!({"ClusterSettings": insights("disabled"), "Tags": tags(&[("team", "b")])}),
            json!({"ClusterName": format!("strata-{tag}-cluster")}),
        ],
        probe: "ecs = boto3.client('ecs', **kw)\nc = ecs.describe_clusters(clusters=[ID], include=['SETTINGS', 'TAGS'])['clusters'][0]\nprint(c['status'], [s['value'] for s in c.get('settings', [])], [(t['key'], t['value']) for t in c.get('tags', [])])",
        seen: [
            "ACTIVE ['enabled'] [('team', 'a')]",
            "ACTIVE ['disabled'] [('team', 'b')]",
            "ACTIVE ['disabled'] []",
        ],
        drift: "boto3.client('ecs', **kw).update_cluster(cluster=ID, settings=[{'name': 'containerInsights', 'value': 'enabled'}])",
        exists: "ecs = boto3.client('ecs', **kw)\nprint(any(c['status'] == 'ACTIVE' for c in ecs.describe_clusters(clusters=[ID])['clusters']))",
        files: &[],
    });
    let container = |image: &str| {
        json!([{"Name": "web", "Image": image, "Essential": true, "Memory": 256,
                "PortMappings": [{"ContainerPort": 80}],
                "Environment": [{"Name": "MODE", "Value": "prod"}],
                "LogConfiguration": {"LogDriver": "awslogs", "Options": {"awslogs-group": "web", "awslogs-region": "us-east-1"}}}])
    };
    let task = |image: &str, team: &str| {
        json!({"ContainerDefinitions": container(image), "Cpu": "256", "Memory": "512", "NetworkMode": "awsvpc",
               "RequiresCompatibilities": ["FARGATE"], "Tags": tags(&[("team", team)])})
    };
    lifecycle(Case {
        ty: "aws:ecs:TaskDefinition",
        needs: vec![],
        versions: [
            task("nginx:1.27", "a"),
            task("nginx:1.27", "b"),
            task("nginx:1.28", "b"),
        ],
        probe: "ecs = boto3.client('ecs', **kw)\nd = ecs.describe_task_definition(taskDefinition=ID, include=['TAGS'])\nc = d['taskDefinition']['containerDefinitions'][0]\nprint(c['image'], c['logConfiguration']['options']['awslogs-group'], [(t['key'], t['value']) for t in d.get('tags', [])])",
        seen: [
            "nginx:1.27 web [('team', 'a')]",
            "nginx:1.27 web [('team', 'b')]",
            "nginx:1.28 web [('team', 'b')]",
        ],
        drift: "ecs = boto3.client('ecs', **kw)\narn = ecs.describe_task_definition(taskDefinition=ID)['taskDefinition']['taskDefinitionArn']\necs.tag_resource(resourceArn=arn, tags=[{'key': 'extra', 'value': 'x'}])",
        exists: "ecs = boto3.client('ecs', **kw)\ntry:\n    print(ecs.describe_task_definition(taskDefinition=ID)['taskDefinition']['status'] == 'ACTIVE')\nexcept Exception:\n    print(False)",
        files: &[],
    });
    let needs = vec![
        json!({"name": "cluster", "type": "aws:ecs:Cluster", "props": {}}),
        json!({"name": "t1", "type": "aws:ecs:TaskDefinition", "props": task("nginx:1.27", "a")}),
        json!({"name": "t2", "type": "aws:ecs:TaskDefinition", "props": task("nginx:1.28", "a")}),
    ];
    let service = |t: &str, count: u32, extra: Value| {
        let mut props = json!({"DesiredCount": count, "LaunchType": "EC2"});
        for (k, v) in extra.as_object().unwrap() {
            props[k] = v.clone();
        }
        json!({"props": props, "refs": {"Cluster": "cluster.ClusterName", "TaskDefinition": format!("{t}.TaskDefinitionArn")}})
    };
    lifecycle(Case {
        ty: "aws:ecs:Service",
        needs,
        versions: [
            service("t1", 1, json!({"Tags": tags(&[("team", "a")])})),
            service("t2", 2, json!({"Tags": tags(&[("team", "b")])})),
            service("t2", 2, json!({"ServiceName": format!("strata-{tag}-svc")})),
        ],
        probe: "ecs = boto3.client('ecs', **kw)\ncluster, arn = ID.split('|')\ns = ecs.describe_services(cluster=cluster, services=[arn], include=['TAGS'])['services'][0]\nprint(s['taskDefinition'].split('/')[-1].split(':')[0] == s['taskDefinition'].split('/')[-1].split(':')[0], s['desiredCount'], s['status'], [(t['key'], t['value']) for t in s.get('tags', [])])",
        seen: [
            "True 1 ACTIVE [('team', 'a')]",
            "True 2 ACTIVE [('team', 'b')]",
            "True 2 ACTIVE []",
        ],
        drift: "cluster, arn = ID.split('|')\nboto3.client('ecs', **kw).update_service(cluster=cluster, service=arn, desiredCount=5)",
        exists: "ecs = boto3.client('ecs', **kw)\ncluster, arn = ID.split('|')\nprint(any(s['status'] == 'ACTIVE' for s in ecs.describe_services(cluster=cluster, services=[arn])['services']))",
        files: &[],
    });
}

/// A VPC with two subnets in two zones and a security group: what a load balancer needs.
fn network() -> Vec<Value> {
    vec![
        json!({"name": "net", "type": "aws:ec2:VPC", "props": {"CidrBlock": "10.9.0.0/16"}}),
        json!({"name": "a", "type": "aws:ec2:Subnet", "props": {"CidrBlock": "10.9.1.0/24", "AvailabilityZone": "us-east-1a"},
               "props_refs": {"VpcId": "net.VpcId"}}),
        json!({"name": "b", "type": "aws:ec2:Subnet", "props": {"CidrBlock": "10.9.2.0/24", "AvailabilityZone": "us-east-1b"},
               "props_refs": {"VpcId": "net.VpcId"}}),
        json!({"name": "c", "type": "aws:ec2:Subnet", "props": {"CidrBlock": "10.9.3.0/24", "AvailabilityZone": "us-east-1c"},
               "props_refs": {"VpcId": "net.VpcId"}}),
        json!({"name": "web", "type": "aws:ec2:SecurityGroup", "props": {"GroupDescription": "web"},
               "props_refs": {"VpcId": "net.VpcId"}}),
    ]
}

#[test]
fn a_load_balancer_its_target_groups_and_listener_on_a_local_aws() {
    let tag = format!("t{}", std::process::id());
    let lb = |subnets: &[&str], team: &str, extra: Value| {
        let mut props = json!({"Tags": tags(&[("team", team)])});
        for (k, v) in extra.as_object().unwrap() {
            props[k] = v.clone();
        }
        let subnets: Vec<String> = subnets.iter().map(|s| format!("{s}.SubnetId")).collect();
        json!({"props": props, "refs": {"Subnets": subnets, "SecurityGroups": ["web.GroupId"]}})
    };
    lifecycle(Case {
        ty: "aws:elasticloadbalancingv2:LoadBalancer",
        needs: network(),
        versions: [
            lb(&["a", "b"], "a", json!({})),
            lb(&["b", "c"], "b", json!({})),
            lb(
                &["b", "c"],
                "b",
                json!({"Name": format!("strata-{tag}-lb"), "Scheme": "internal"}),
            ),
        ],
        probe: "elb = boto3.client('elbv2', **kw)\nb = elb.describe_load_balancers(LoadBalancerArns=[ID])['LoadBalancers'][0]\nt = elb.describe_tags(ResourceArns=[ID])['TagDescriptions'][0]['Tags']\nprint(b.get('Scheme', 'internet-facing'), sorted(z['ZoneName'] for z in b['AvailabilityZones']), [(x['Key'], x['Value']) for x in t])",
        seen: [
            "internet-facing ['us-east-1a', 'us-east-1b'] [('team', 'a')]",
            "internet-facing ['us-east-1b', 'us-east-1c'] [('team', 'b')]",
            "internal ['us-east-1b', 'us-east-1c'] [('team', 'b')]",
        ],
        drift: "elb = boto3.client('elbv2', **kw)\nelb.add_tags(ResourceArns=[ID], Tags=[{'Key': 'extra', 'Value': 'x'}])",
        exists: "elb = boto3.client('elbv2', **kw)\ntry:\n    elb.describe_load_balancers(LoadBalancerArns=[ID])\n    print(True)\nexcept elb.exceptions.LoadBalancerNotFoundException:\n    print(False)",
        files: &[],
    });
    let tg = |path: &str, port: u32| {
        json!({"props": {"Port": port, "Protocol": "HTTP", "TargetType": "ip", "HealthCheckPath": path,
                         "Matcher": {"HttpCode": "200"}},
               "refs": {"VpcId": "net.VpcId"}})
    };
    lifecycle(Case {
        ty: "aws:elasticloadbalancingv2:TargetGroup",
        needs: network(),
        versions: [tg("/health", 80), tg("/ready", 80), tg("/ready", 8080)],
        probe: "elb = boto3.client('elbv2', **kw)\ng = elb.describe_target_groups(TargetGroupArns=[ID])['TargetGroups'][0]\nprint(g['Port'], g['HealthCheckPath'], g['Matcher']['HttpCode'])",
        seen: ["80 /health 200", "80 /ready 200", "8080 /ready 200"],
        drift: "boto3.client('elbv2', **kw).modify_target_group(TargetGroupArn=ID, HealthCheckPath='/other')",
        exists: "elb = boto3.client('elbv2', **kw)\ntry:\n    elb.describe_target_groups(TargetGroupArns=[ID])\n    print(True)\nexcept elb.exceptions.TargetGroupNotFoundException:\n    print(False)",
        files: &[],
    });
    let mut needs = network();
    needs.push(json!({"name": "lb", "type": "aws:elasticloadbalancingv2:LoadBalancer", "props": {},
        "props_refs": {"Subnets": ["a.SubnetId", "b.SubnetId"], "SecurityGroups": ["web.GroupId"]}}));
    needs.push(json!({"name": "lb2", "type": "aws:elasticloadbalancingv2:LoadBalancer", "props": {},
        "props_refs": {"Subnets": ["a.SubnetId", "b.SubnetId"], "SecurityGroups": ["web.GroupId"]}}));
    let listener = |lb: &str, port: u32, code: &str| {
        json!({"props": {"Port": port, "Protocol": "HTTP",
                         "DefaultActions": [{"Type": "fixed-response", "FixedResponseConfig": {"StatusCode": code, "ContentType": "text/plain"}}]},
               "refs": {"LoadBalancerArn": format!("{lb}.LoadBalancerArn")}})
    };
    lifecycle(Case {
        ty: "aws:elasticloadbalancingv2:Listener",
        needs,
        versions: [
            listener("lb", 80, "200"),
            listener("lb", 8080, "404"),
            listener("lb2", 8080, "404"),
        ],
        probe: "elb = boto3.client('elbv2', **kw)\nl = elb.describe_listeners(ListenerArns=[ID])['Listeners'][0]\nprint(l['Port'], l['DefaultActions'][0]['Type'], l['DefaultActions'][0]['FixedResponseConfig']['StatusCode'])",
        seen: [
            "80 fixed-response 200",
            "8080 fixed-response 404",
            "8080 fixed-response 404",
        ],
        drift: "elb = boto3.client('elbv2', **kw)\nelb.modify_listener(ListenerArn=ID, Port=9090)",
        exists: "elb = boto3.client('elbv2', **kw)\ntry:\n    elb.describe_listeners(ListenerArns=[ID])\n    print(True)\nexcept elb.exceptions.ListenerNotFoundException:\n    print(False)",
        files: &[],
    });
}

#[test]
fn a_database_and_its_subnet_group_on_a_local_aws() {
    let tag = format!("t{}", std::process::id());
    let group = |team: &str, extra: Value| {
        let mut props = json!({"DBSubnetGroupDescription": "one", "Tags": tags(&[("team", team)])});
        for (k, v) in extra.as_object().unwrap() {
            props[k] = v.clone();
        }
        json!({"props": props, "refs": {"SubnetIds": ["a.SubnetId", "b.SubnetId"]}})
    };
    // moto loses a subnet group that ModifyDBSubnetGroup changes: its description and subnets
    // change in place only on a real account (`./run acceptance`); here its tags do.
    lifecycle(Case {
        ty: "aws:rds:DBSubnetGroup",
        needs: network(),
        versions: [
            group("a", json!({})),
            group("b", json!({})),
            group(
                "b",
                json!({"DBSubnetGroupName": format!("strata-{tag}-db")}),
            ),
        ],
        probe: "rds = boto3.client('rds', **kw)\ng = rds.describe_db_subnet_groups(DBSubnetGroupName=ID)['DBSubnetGroups'][0]\nt = rds.list_tags_for_resource(ResourceName=g['DBSubnetGroupArn'])['TagList']\nprint(g['DBSubnetGroupDescription'], sorted(s['SubnetAvailabilityZone']['Name'] for s in g['Subnets']), [(x['Key'], x['Value']) for x in t])",
        seen: [
            "one ['us-east-1a', 'us-east-1b'] [('team', 'a')]",
            "one ['us-east-1a', 'us-east-1b'] [('team', 'b')]",
            "one ['us-east-1a', 'us-east-1b'] [('team', 'b')]",
        ],
        drift: "rds = boto3.client('rds', **kw)\ng = rds.describe_db_subnet_groups(DBSubnetGroupName=ID)['DBSubnetGroups'][0]\nrds.add_tags_to_resource(ResourceName=g['DBSubnetGroupArn'], Tags=[{'Key': 'extra', 'Value': 'x'}])",
        exists: "rds = boto3.client('rds', **kw)\ntry:\n    rds.describe_db_subnet_groups(DBSubnetGroupName=ID)\n    print(True)\nexcept rds.exceptions.DBSubnetGroupNotFoundFault:\n    print(False)",
        files: &[],
    });
    let mut needs = network();
    needs.push(json!({"name": "group", "type": "aws:rds:DBSubnetGroup", "props": {"DBSubnetGroupDescription": "db"},
        "props_refs": {"SubnetIds": ["a.SubnetId", "b.SubnetId"]}}));
    let db = |class: &str, storage: &str, team: &str, extra: Value| {
        let mut props = json!({"DBInstanceClass": class, "Engine": "postgres", "AllocatedStorage": storage,
            "MasterUsername": "app", "MasterUserPassword": "correct-horse-battery", "BackupRetentionPeriod": 1,
            "Tags": tags(&[("team", team)])});
        for (k, v) in extra.as_object().unwrap() {
            props[k] = v.clone();
        }
        json!({"props": props, "refs": {"DBSubnetGroupName": "group.DBSubnetGroupName", "VPCSecurityGroups": ["web.GroupId"]}})
    };
    lifecycle(Case {
        ty: "aws:rds:DBInstance",
        needs,
        versions: [
            db("db.t3.micro", "20", "a", json!({})),
            db("db.t3.small", "30", "b", json!({})),
            db(
                "db.t3.small",
                "30",
                "b",
                json!({"DBInstanceIdentifier": format!("strata-{tag}-db"), "SkipFinalSnapshot": true}),
            ),
        ],
        probe: "rds = boto3.client('rds', **kw)\ni = rds.describe_db_instances(DBInstanceIdentifier=ID)['DBInstances'][0]\nt = rds.list_tags_for_resource(ResourceName=i['DBInstanceArn'])['TagList']\nprint(i['DBInstanceClass'], i['AllocatedStorage'], i['DBSubnetGroup']['DBSubnetGroupName'] != '', [(x['Key'], x['Value']) for x in t])",
        seen: [
            "db.t3.micro 20 True [('team', 'a')]",
            "db.t3.small 30 True [('team', 'b')]",
            "db.t3.small 30 True [('team', 'b')]",
        ],
        drift: "boto3.client('rds', **kw).modify_db_instance(DBInstanceIdentifier=ID, DBInstanceClass='db.t3.large', ApplyImmediately=True)",
        exists: "rds = boto3.client('rds', **kw)\ntry:\n    rds.describe_db_instances(DBInstanceIdentifier=ID)\n    print(True)\nexcept rds.exceptions.DBInstanceNotFoundFault:\n    print(False)",
        files: &[],
    });
}

#[test]
fn a_queue_feeding_a_function_on_a_local_aws() {
    let f = |name: &str| {
        json!({"name": name, "type": "aws:lambda:Function", "props": {"Runtime": "python3.12",
        "Handler": "index.handler", "Code": {"ZipFile": "def handler(e, c):\n    return 1\n"}},
        "props_refs": {"Role": "role.Arn"}})
    };
    let queue = |name: &str| json!({"name": name, "type": "aws:sqs:Queue", "props": {}});
    let mapping = |function: &str, queue: &str, batch: u32| {
        json!({"props": {"BatchSize": batch},
               "refs": {"FunctionName": format!("{function}.FunctionName"), "EventSourceArn": format!("{queue}.Arn")}})
    };
    lifecycle(Case {
        ty: "aws:lambda:EventSourceMapping",
        needs: vec![lambda_role(), f("f1"), f("f2"), queue("q1"), queue("q2")],
        versions: [
            mapping("f1", "q1", 5),
            mapping("f2", "q1", 10),
            mapping("f2", "q2", 10),
        ],
        probe: "lam = boto3.client('lambda', **kw)\nm = lam.get_event_source_mapping(UUID=ID)\nprint(m['FunctionArn'].split(':')[-1][:2], m['EventSourceArn'].split(':')[-1][:2], m['BatchSize'])",
        seen: ["f1 q1 5", "f2 q1 10", "f2 q2 10"],
        drift: "boto3.client('lambda', **kw).update_event_source_mapping(UUID=ID, BatchSize=1)",
        exists: "lam = boto3.client('lambda', **kw)\ntry:\n    print(lam.get_event_source_mapping(UUID=ID)['State'] != 'Deleting')\nexcept lam.exceptions.ResourceNotFoundException:\n    print(False)",
        files: &[],
    });
}

#[test]
fn a_hosted_zone_and_its_records_on_a_local_aws() {
    let tag = format!("t{}", std::process::id());
    let zone = |name: &str, comment: &str, team: &str| json!({"Name": name, "HostedZoneConfig": {"Comment": comment}, "HostedZoneTags": tags(&[("team", team)])});
    let domain = format!("{tag}.example.com");
    lifecycle(Case {
        ty: "aws:route53:HostedZone",
        needs: vec![],
        versions: [
            zone(&domain, "one", "a"),
            zone(&domain, "two", "b"),
            zone(&format!("other.{domain}"), "two", "b"),
        ],
        probe: "r53 = boto3.client('route53', **kw)\nz = r53.get_hosted_zone(Id=ID)['HostedZone']\nt = r53.list_tags_for_resource(ResourceType='hostedzone', ResourceId=ID)['ResourceTagSet']['Tags']\nprint(z['Name'].split('.')[0][:1], z['Config'].get('Comment'), [(x['Key'], x['Value']) for x in t])",
        seen: [
            "t one [('team', 'a')]",
            "t two [('team', 'b')]",
            "o two [('team', 'b')]",
        ],
        drift: "boto3.client('route53', **kw).update_hosted_zone_comment(Id=ID, Comment='changed')",
        exists: "r53 = boto3.client('route53', **kw)\ntry:\n    r53.get_hosted_zone(Id=ID)\n    print(True)\nexcept r53.exceptions.NoSuchHostedZone:\n    print(False)",
        files: &[],
    });
    let record = |name: &str, ttl: &str, ips: &[&str]| {
        json!({"props": {"Name": format!("{name}.{domain}"), "Type": "A", "TTL": ttl, "ResourceRecords": ips},
               "refs": {"HostedZoneId": "zone.Id"}})
    };
    lifecycle(Case {
        ty: "aws:route53:RecordSet",
        needs: vec![
            json!({"name": "zone", "type": "aws:route53:HostedZone", "props": {"Name": domain}}),
        ],
        versions: [
            record("www", "300", &["10.0.0.1"]),
            record("www", "60", &["10.0.0.1", "10.0.0.2"]),
            record("api", "60", &["10.0.0.2"]),
        ],
        probe: "r53 = boto3.client('route53', **kw)\nzone, name, ty = ID.split('|')\nr = [r for r in r53.list_resource_record_sets(HostedZoneId=zone)['ResourceRecordSets'] if r['Name'].rstrip('.') == name.rstrip('.') and r['Type'] == ty][0]\nprint(name.split('.')[0], r['TTL'], [x['Value'] for x in r['ResourceRecords']])",
        seen: [
            "www 300 ['10.0.0.1']",
            "www 60 ['10.0.0.1', '10.0.0.2']",
            "api 60 ['10.0.0.2']",
        ],
        drift: "zone, name, ty = ID.split('|')\nboto3.client('route53', **kw).change_resource_record_sets(HostedZoneId=zone, ChangeBatch={'Changes': [{'Action': 'UPSERT', 'ResourceRecordSet': {'Name': name, 'Type': ty, 'TTL': 999, 'ResourceRecords': [{'Value': '10.9.9.9'}]}}]})",
        exists: "r53 = boto3.client('route53', **kw)\nzone, name, ty = ID.split('|')\ntry:\n    print(any(r['Name'].rstrip('.') == name.rstrip('.') and r['Type'] == ty for r in r53.list_resource_record_sets(HostedZoneId=zone)['ResourceRecordSets']))\nexcept r53.exceptions.NoSuchHostedZone:\n    print(False)",
        files: &[],
    });
}

/// A secret's value given as a Strata secret reaches AWS and nowhere else: not the state, not
/// `--json`, not the preview.
#[test]
fn a_secret_s_value_is_sealed_in_the_state_and_never_shown() {
    let m = moto();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Strata.toml"),
        format!(
            "name = \"sealed\"\nruntime = \"yaml\"\n\n[providers.aws]\nwasm = {}\nallow-hosts = [\"{}\"]\n",
            toml_path(aws_artifacts::AWS),
            m.url
        ),
    )
    .unwrap();
    std::fs::write(
        dir.path().join("Strata.yaml"),
        "config:\n  dbPassword: {}\nresources:\n  db:\n    type: aws:secretsmanager:Secret\n    properties:\n      SecretString: ${dbPassword}\n      RecoveryWindowInDays: 0\noutputs:\n  arn: ${db.Id}\n",
    )
    .unwrap();
    let p = Project { dir };
    p.ok(&["stack", "init", "dev"]);
    p.ok(&["config", "set", "aws:endpoint", &m.url]);
    moto_credentials(&p);
    let password = "hunter2-is-not-a-password";
    p.ok(&["config", "set", "--secret", "dbPassword", password]);
    let preview = p.ok(&["preview", "--diff", "--json"]);
    let up = p.ok(&["up", "--yes", "--json"]);
    let state = p.ok(&["stack", "export"]);
    for (what, text) in [("preview", &preview), ("up", &up), ("state", &state)] {
        assert!(!text.contains(password), "{what} shows the secret: {text}");
    }
    let outputs: Value = serde_json::from_str(&p.ok(&["stack", "output", "--json"])).unwrap();
    let arn = outputs["arn"].as_str().unwrap();
    assert_eq!(
        m.boto(&format!(
            "print(boto3.client('secretsmanager', **kw).get_secret_value(SecretId='{arn}')['SecretString'])"
        )),
        password
    );
    // A new value is a new version, and still never shown.
    p.ok(&["config", "set", "--secret", "dbPassword", "another-one"]);
    let up = p.ok(&["up", "--yes", "--json"]);
    assert!(!up.contains("another-one"), "{up}");
    assert_eq!(
        m.boto(&format!(
            "print(boto3.client('secretsmanager', **kw).get_secret_value(SecretId='{arn}')['SecretString'])"
        )),
        "another-one"
    );
    p.ok(&["destroy", "--yes"]);
}

/// For each input of `ty` with a declared default that `version` leaves out, that AWS can
/// change in place and that is AWS's (not Strata's own): another value than the default (a
/// boolean's other, an integer one more, another allowed value). Those of other kinds (a list of
/// settings) are left to the hand-made cases of `plan_truth`.
pub(crate) fn off_defaults(
    schema: &Value,
    ty: &str,
    version: &Value,
) -> serde_json::Map<String, Value> {
    let t = &schema["types"][ty];
    let props = version.get("props").unwrap_or(version);
    let own = t["compile"]["cloudformation"]["omit"].clone();
    let mut off = serde_json::Map::new();
    for (k, p) in t["inputs"].as_object().unwrap() {
        let Some(default) = p.get("default") else {
            continue;
        };
        if p["replaces"] == json!(true)
            || props.get(k).is_some()
            || own.as_array().is_some_and(|o| o.contains(&json!(k)))
        {
            continue;
        }
        let other = match default {
            Value::Bool(b) => Some(json!(!b)),
            Value::Number(n) => n.as_i64().map(|n| json!(n + 1)),
            Value::String(s) => p["enum"]
                .as_array()
                .and_then(|e| e.iter().find(|v| v.as_str() != Some(s)).cloned()),
            _ => None,
        };
        if let Some(v) = other {
            off.insert(k.clone(), v);
        }
    }
    off
}

/// As if the process had died after AWS made `it` and before Strata recorded it: the state
/// holds its create as begun, and no `it`.
fn forget_the_create_of_it(p: &Project) {
    let mut state: Value = serde_json::from_str(&p.ok(&["stack", "export"])).unwrap();
    let resources = state["resources"].as_array().unwrap().clone();
    let (lost, kept): (Vec<Value>, Vec<Value>) = resources
        .into_iter()
        .partition(|r| r["urn"].as_str().unwrap().ends_with("::it"));
    let r = &lost[0];
    state["resources"] = json!(kept);
    state["pending_operations"] =
        json!([{"op": "create", "urn": r["urn"], "type": r["type"], "inputs": r["inputs"]}]);
    std::fs::write(p.path().join("cut.json"), state.to_string()).unwrap();
    p.ok(&["stack", "import", "--file", "cut.json", "--yes"]);
}

/// A create interrupted after AWS made the resource is found again by the name its inputs
/// give, where AWS chooses the identifier (an ARN, an id): adopted, not made twice.
#[test]
fn interrupted_creates_of_resources_aws_identifies_are_found_by_name_not_made_twice() {
    let cases: Vec<(Vec<Value>, Value, &str)> = vec![
        (
            vec![],
            json!({"name": "it", "type": "aws:secretsmanager:Secret", "props": {"SecretString": "s", "RecoveryWindowInDays": 0}}),
            "print(len([s for s in boto3.client('secretsmanager', **kw).list_secrets()['SecretList'] if s['Name'] == NAME]))",
        ),
        (
            vec![],
            json!({"name": "it", "type": "aws:events:Rule", "props": {"ScheduleExpression": "rate(1 hour)"}}),
            "print(len([r for r in boto3.client('events', **kw).list_rules()['Rules'] if r['Name'] == NAME]))",
        ),
        (
            vec![],
            json!({"name": "it", "type": "aws:stepfunctions:StateMachine", "props": {
                "DefinitionString": "{\"StartAt\": \"A\", \"States\": {\"A\": {\"Type\": \"Pass\", \"End\": true}}}",
                "RoleArn": "arn:aws:iam::123456789012:role/sfn"}}),
            "print(len([m for m in boto3.client('stepfunctions', **kw).list_state_machines()['stateMachines'] if m['name'] == NAME]))",
        ),
        (
            vec![],
            json!({"name": "it", "type": "aws:apigatewayv2:Api", "props": {"ProtocolType": "HTTP"}}),
            "print(len([a for a in boto3.client('apigatewayv2', **kw).get_apis()['Items'] if a['Name'] == NAME]))",
        ),
        (
            vec![
                json!({"name": "net", "type": "aws:ec2:VPC", "props": {"CidrBlock": "10.11.0.0/16"}}),
            ],
            json!({"name": "it", "type": "aws:elasticloadbalancingv2:TargetGroup", "props": {"Port": 80, "Protocol": "HTTP"},
                   "props_refs": {"VpcId": "net.VpcId"}}),
            "print(len([g for g in boto3.client('elbv2', **kw).describe_target_groups()['TargetGroups'] if g['TargetGroupName'] == NAME]))",
        ),
    ];
    let m = moto();
    for (needs, it, count) in cases {
        let p = aws_project(true);
        let ty = it["type"].as_str().unwrap().to_string();
        let mut resources = needs.clone();
        resources.push(it);
        p.spec(json!({"resources": resources}));
        p.up();
        let id = recorded_id(&p, "it");
        let name = ["Name", "StateMachineName"]
            .iter()
            .find_map(|k| p.recorded("it")["inputs"][*k].as_str().map(str::to_string))
            .unwrap();
        forget_the_create_of_it(&p);
        let out = p.ok(&["refresh", "--yes", "--import-pending-creates"]);
        assert_eq!(recorded_id(&p, "it"), id, "{ty}: found again: {out}");
        let after = counts(&p.up());
        assert!(after.get("create").is_none(), "{ty}: {after}");
        assert_eq!(
            m.boto(&format!("NAME = {}\n{count}", json!(name))),
            "1",
            "{ty}: made once"
        );
        p.ok(&["destroy", "--yes"]);
    }
}
