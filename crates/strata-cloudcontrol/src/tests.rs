use super::*;

fn lambda() -> &'static RegistryType {
    &registry().types["aws:lambda:Function"]
}

#[test]
fn the_registry_has_every_type_of_the_pinned_cfn_lint_with_its_shape() {
    let r = registry();
    assert_eq!(r.cfn_lint, "1.58.0");
    assert!(r.types.len() > 1_800, "{}", r.types.len());
    let f = lambda();
    assert_eq!(f.cfn, "AWS::Lambda::Function");
    assert_eq!(f.identifier, ["FunctionName"]);
    assert_eq!(f.inputs["Role"]["required"], true);
    // createOnly replaces; readOnly is an output, not an input; writeOnly is listed.
    assert_eq!(f.inputs["FunctionName"]["replaces"], true);
    assert!(f.outputs.contains_key("Arn") && !f.inputs.contains_key("Arn"));
    assert!(
        f.write_only.iter().any(|w| w == "Code/ZipFile"),
        "{:?}",
        f.write_only
    );
    // Nested property types are spelt out, closed, with their own required properties.
    let memory = &f.inputs["MemorySize"];
    assert_eq!(memory["type"], "integer");
    let vpc = &f.inputs["VpcConfig"]["properties"];
    assert_eq!(vpc["SubnetIds"]["type"], "array");
    assert_eq!(vpc["SubnetIds"]["items"]["type"], "string");
    // Every hand-verified type has a registry entry of the same token.
    for t in [
        "aws:s3:Bucket",
        "aws:sqs:Queue",
        "aws:dynamodb:Table",
        "aws:ec2:SecurityGroup",
    ] {
        assert!(r.types.contains_key(t), "{t}");
    }
}

#[test]
fn a_registry_type_is_a_strata_schema_marked_as_served_by_cloud_control() {
    let s = lambda().schema();
    assert_eq!(s["served-by"], "cloud-control");
    assert_eq!(
        s["compile"]["cloudformation"]["type"],
        "AWS::Lambda::Function"
    );
    assert_eq!(s["compile"]["cloudformation"]["ref"], "FunctionName");
    assert_eq!(s["compile"]["cloudformation"]["attributes"]["Arn"], "Arn");
    assert_eq!(s["outputs"]["FunctionName"]["type"], "string");
    assert!(
        lambda()
            .replacing()
            .iter()
            .any(|(k, _)| *k == "FunctionName")
    );
}

#[test]
fn the_identifier_joins_the_primary_identifier_s_values() {
    let permission = &registry().types["aws:lambda:Permission"];
    assert_eq!(permission.identifier, ["FunctionName", "Id"]);
    assert_eq!(
        permission.identifier_of(&json!({"FunctionName": "f", "Id": "p1"})),
        Some("f|p1".into())
    );
    assert_eq!(
        permission.identifier_of(&json!({"FunctionName": "f"})),
        None
    );
}

#[test]
fn desired_state_leaves_out_what_is_not_given() {
    assert_eq!(
        desired_state(&json!({"FunctionName": "f", "Description": null, "MemorySize": 256})),
        json!({"FunctionName": "f", "MemorySize": 256})
    );
}

#[test]
fn the_patch_adds_replaces_and_removes_top_level_properties() {
    let olds = json!({"MemorySize": 128, "Description": "old", "Timeout": 3, "a/b~c": 1});
    let news = json!({"MemorySize": 256, "Timeout": 3, "Environment": {"Variables": {"A": "1"}}, "a/b~c": 2});
    assert_eq!(
        patch(&olds, &news),
        vec![
            json!({"op": "add", "path": "/Environment", "value": {"Variables": {"A": "1"}}}),
            json!({"op": "replace", "path": "/MemorySize", "value": 256}),
            json!({"op": "replace", "path": "/a~1b~0c", "value": 2}),
            json!({"op": "remove", "path": "/Description"}),
        ]
    );
    assert!(patch(&olds, &olds).is_empty());
}

#[test]
fn a_progress_event_says_running_done_or_failed_with_what_was_made() {
    let event = |status: &str, extra: Value| {
        let mut e = json!({"ProgressEvent": {"OperationStatus": status, "RequestToken": "t1", "TypeName": "AWS::Lambda::Function"}});
        for (k, v) in extra.as_object().unwrap() {
            e["ProgressEvent"][k] = v.clone();
        }
        e
    };
    assert_eq!(
        progress(&event("IN_PROGRESS", json!({}))),
        Progress::Running { token: "t1".into() }
    );
    assert_eq!(
        progress(&event("PENDING", json!({}))),
        Progress::Running { token: "t1".into() }
    );
    assert_eq!(
        progress(&event("SUCCESS", json!({"Identifier": "f"}))),
        Progress::Done {
            identifier: "f".into()
        }
    );
    assert_eq!(
        progress(&event(
            "FAILED",
            json!({"Identifier": "f", "ErrorCode": "NotStabilized", "StatusMessage": "timed out"})
        )),
        Progress::Failed {
            code: "NotStabilized".into(),
            message: "timed out".into(),
            identifier: Some("f".into())
        }
    );
    // GetResourceRequestStatus answers the same event.
    assert_eq!(
        progress(
            &json!({"OperationStatus": "FAILED", "ErrorCode": "AlreadyExists", "StatusMessage": "f exists"})
        ),
        Progress::Failed {
            code: "AlreadyExists".into(),
            message: "f exists".into(),
            identifier: None
        }
    );
}

#[test]
fn polling_backs_off_to_sixteen_seconds_and_stops_at_the_limit() {
    let limit = Duration::from_secs(60);
    let waits: Vec<u64> = (0..6)
        .map(|a| next_wait(a, Duration::ZERO, limit).unwrap().as_secs())
        .collect();
    assert_eq!(waits, [1, 2, 4, 8, 16, 16]);
    assert_eq!(next_wait(5, Duration::from_secs(50), limit), None);
}

#[test]
fn a_read_reports_recorded_inputs_keeps_write_only_ones_and_splits_outputs() {
    let f = lambda();
    let props = json!({"FunctionName": "f", "MemorySize": 512, "Role": "arn:role", "Arn": "arn:f",
        "Timeout": 3});
    let recorded = json!({"FunctionName": "f", "MemorySize": 256, "Role": "arn:role",
        "Code": {"ZipFile": "print(1)"}});
    let (inputs, outputs) = f.read(&props, &recorded);
    // Drift shows (512), a writeOnly input is what was recorded, and what the program leaves
    // to AWS's default (Timeout) is not reported.
    assert_eq!(
        inputs,
        json!({"Code": {"ZipFile": "print(1)"}, "FunctionName": "f", "MemorySize": 512, "Role": "arn:role"})
    );
    assert_eq!(outputs["Arn"], "arn:f");
    assert_eq!(outputs["FunctionName"], "f");
    // An import reports every input read.
    let (imported, _) = f.read(&props, &json!({}));
    assert_eq!(imported["Timeout"], 3);
}

#[test]
fn every_type_looked_up_alone_is_the_type_the_whole_registry_has() {
    let whole = registry();
    for (token, t) in &whole.types {
        assert_eq!(registry_type(token), Some(t), "{token}");
    }
    assert_eq!(whole.types.len(), INDEX.len());
    for missing in ["aws:s3:Buckets", "", "aws:s3", "zzz"] {
        assert_eq!(registry_type(missing), None, "{missing}");
    }
}

/// A function's directory is zipped with its files alone: a symlink in it (to a file or a
/// directory, outside or inside) is not followed, so a teammate's `app/key -> ~/.ssh/id_rsa`
/// never reaches a zip.
#[test]
fn a_directory_s_symlinks_are_never_followed_into_its_zip() {
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret"), "s3cr3t").unwrap();
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("lib")).unwrap();
    std::fs::write(dir.path().join("app.py"), "code").unwrap();
    std::fs::write(dir.path().join("lib/util.py"), "util").unwrap();
    let links = [
        ("to-a-file-outside", outside.path().join("secret")),
        ("to-a-dir-outside", outside.path().to_path_buf()),
        ("to-a-file-inside", dir.path().join("app.py")),
        ("lib/to-its-parent", dir.path().to_path_buf()),
    ];
    for (name, target) in &links {
        std::os::unix::fs::symlink(target, dir.path().join(name)).unwrap();
    }
    let files = dir_files(dir.path()).unwrap();
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["app.py", "lib/util.py"]);
    assert!(files.iter().all(|(_, b)| b != b"s3cr3t"));
}
