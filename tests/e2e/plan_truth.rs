//! The plan tells the truth below the top level: resource options that name properties are
//! checked against the type's schema as inputs are, a program that fails changes nothing
//! unless asked, the summary says a failure is one, and no refusal quotes a known secret.

use super::*;
use crate::yaml::yaml_project;

const LOCAL: &str = "[providers.local]\nplugin = \"local\"\nallow-dirs = [\"out\"]\n[providers.random]\nplugin = \"random\"\n";

/// What the preview, `up` and `up --json` say of a program whose options name properties its
/// type does not have: each option refused with the name meant, nothing written or recorded.
fn refuses_the_misspelt_options(p: &Project, language: &str) {
    let wants = [
        "local:File \"f\": option ignore-changes: `contnet` is not an input of local:File: did you mean `content`?",
        "local:File \"f\": option replace-on-changes: `pth` is not an input of local:File: did you mean `path`?",
        "local:File \"f\": option additional-secret-outputs: `sha265` is not an output of local:File: did you mean `sha256`?",
    ];
    for args in [&["preview"][..], &["up", "--yes"]] {
        let err = p.fails(args);
        for want in wants {
            assert!(err.contains(want), "{language} {args:?}: {want}\nin: {err}");
        }
        assert!(err.contains("(3 errors)"), "{language} {args:?}: {err}");
    }
    let out = p.run(&["up", "--yes", "--json"]);
    let last = summary(&text(&out.stdout));
    assert_eq!(last["ok"], json!(false), "{language}: {last}");
    assert!(
        !p.path().join("out/f.txt").exists(),
        "{language}: nothing written"
    );
    assert_eq!(
        serde_json::from_str::<Value>(&p.ok(&["stack", "export"])).unwrap()["resources"],
        json!([]),
        "{language}: nothing recorded"
    );
}

#[test]
fn options_that_name_properties_are_checked_against_the_schema_in_rust_and_yaml() {
    let rust = Project::with_spec(json!({"resources": [
        {"name": "f", "type": "local:File", "props": {"path": "out/f.txt", "content": "c"},
         "ignore_changes": ["contnet"], "replace_on_changes": ["pth"], "secret_outputs": ["sha265"]},
    ]}));
    refuses_the_misspelt_options(&rust, "rust");
    let yaml = yaml_project(
        "resources:\n  f:\n    type: local:File\n    properties: {path: out/f.txt, content: c}\n    options: {ignoreChanges: [contnet], replaceOnChanges: [pth], additionalSecretOutputs: [sha265]}\n",
    );
    set_project_lines(yaml.path(), LOCAL, &[]);
    refuses_the_misspelt_options(&yaml, "yaml");
    // Spelt right, at any depth the schema declares: it deploys, and the output named is
    // sealed in the state.
    std::fs::write(
        yaml.path().join("Strata.yaml"),
        "resources:\n  f:\n    type: local:File\n    properties: {path: out/f.txt, content: c}\n    options: {ignoreChanges: [content], replaceOnChanges: [path], additionalSecretOutputs: [sha256]}\n",
    )
    .unwrap();
    assert_eq!(counts(&yaml.up()), json!({"create": 1}));
    let exported: Value = serde_json::from_str(&yaml.ok(&["stack", "export"])).unwrap();
    let sha = &exported["resources"][0]["outputs"]["sha256"];
    assert!(
        sha.get("$strata").is_some(),
        "the named output is a secret: {sha}"
    );
}

/// The class "a program that fails after declaring some resources", in Rust (an error
/// returned) and YAML (a misspelt option, a misspelt `fn::`): `up` changes nothing and says
/// which resources were left out; `--json` ends with a summary whose `ok` is false, in
/// `preview` and `up`; `--continue-on-error` deploys what was declared and still fails.
#[test]
fn a_program_that_fails_changes_nothing_unless_asked() {
    let rust = Project::with_spec(json!({"resources": [
        {"name": "a", "value": "1"}, {"name": "b", "value": "2"},
    ], "fail_after": "the program's own error"}));
    let yaml_option = yaml_project(
        "resources:\n  a:\n    type: test:Resource\n    properties: {value: \"1\"}\n  b:\n    type: test:Resource\n    properties: {value: \"2\"}\n    options: {protcet: true}\n",
    );
    let yaml_fn = yaml_project(
        "resources:\n  a:\n    type: test:Resource\n    properties: {value: \"1\"}\n  b:\n    type: test:Resource\n    properties:\n      value:\n        fn::toJSOM: 2\n",
    );
    let err = rust.fails(&["up", "--yes"]);
    assert!(
        err.contains("the program's own error")
            && err.contains("are left out: test:Resource \"a\", test:Resource \"b\""),
        "{err}"
    );
    // YAML names the option and the function meant.
    for (p, meant) in [
        (
            &yaml_option,
            "`protcet` is not an option: did you mean `protect`?",
        ),
        (
            &yaml_fn,
            "`fn::toJSOM` is not a function: did you mean `fn::toJSON`?",
        ),
    ] {
        let err = p.fails(&["preview"]);
        assert!(err.contains(meant), "{err}");
    }
    for (p, language) in [
        (&rust, "rust"),
        (&yaml_option, "yaml option"),
        (&yaml_fn, "yaml fn"),
    ] {
        let err = p.fails(&["up", "--yes"]);
        assert!(
            err.contains("the program failed, so nothing was changed"),
            "{language}: {err}"
        );
        assert!(err.contains("--continue-on-error"), "{language}: {err}");
        assert_eq!(
            serde_json::from_str::<Value>(&p.ok(&["stack", "export"])).unwrap()["resources"],
            json!([]),
            "{language}: nothing recorded"
        );
        for args in [&["preview", "--json"][..], &["up", "--yes", "--json"]] {
            let out = p.run(args);
            let command = args[0];
            assert!(!out.status.success(), "{language} {command}");
            let last = summary(&text(&out.stdout));
            assert_eq!(last["ok"], json!(false), "{language} {command}: {last}");
            assert!(
                !last["failures"].as_array().unwrap().is_empty(),
                "{language} {command}: {last}"
            );
        }
    }
    // Asked: what was declared goes up, and the command still fails.
    let out = rust.run(&["up", "--yes", "--continue-on-error", "--json"]);
    assert!(!out.status.success());
    let last = summary(&text(&out.stdout));
    assert_eq!(counts(&last)["create"], json!(2), "{last}");
    assert_eq!(last["ok"], json!(false), "{last}");
}

/// A secret's plaintext that reached an input unmarked (a program passing on what an SDK's
/// `config.get` returned, a string built from it) is never quoted by the schema check: not on
/// the terminal, not in `--json`, not in the run record the console serves.
#[test]
fn the_schema_check_never_quotes_a_known_secret() {
    const PLAINTEXT: &str = "plan-truth-secret-4711";
    let p = Project::with_spec(json!({"resources": [
        {"name": "pet", "type": "random:Pet", "props": {"length": PLAINTEXT}},
    ]}));
    p.ok(&["config", "set", "--secret", "password", PLAINTEXT]);
    for args in [
        &["preview"][..],
        &["up", "--yes"],
        &["up", "--yes", "--json"],
    ] {
        let err = p.fails(args);
        assert!(
            err.contains("random:Pet \"pet\"") && err.contains("length"),
            "{args:?}: {err}"
        );
        assert!(
            !err.contains(PLAINTEXT),
            "{args:?} quotes the secret: {err}"
        );
    }
    // The state and the run records (the stack's config file holds the spec, which is where
    // the plaintext came from).
    for entry in walk(&p.path().join(".strata"))
        .into_iter()
        .chain(walk(&cache_dir().join("runs")))
    {
        let bytes = std::fs::read(&entry).unwrap();
        assert!(
            !String::from_utf8_lossy(&bytes).contains(PLAINTEXT),
            "{} holds the plaintext",
            entry.display()
        );
    }
}

/// The class "a value the program computes from config and secrets before anything runs": a
/// string joined from a secret (`"S${pw}"`, `interpolate`, `format`), one made by `fn::toJSON`,
/// one an `apply` computes; and one joined from a secret and an output still to come, whose
/// literal text rules out the declared type. Each is checked before the run, in YAML,
/// JavaScript and Python: `up` refuses having created nothing (not the resource declared
/// first, then failing part way), and quotes no plaintext.
#[test]
fn values_computed_from_secrets_are_checked_before_anything_runs() {
    const PLAINTEXT: &str = "computed-secret-9317";
    let yaml = yaml_project(
        "config:\n  pw: {secret: true}\nresources:\n  first:\n    type: random:Pet\n    properties: {length: 2}\n  joined:\n    type: random:Pet\n    properties: {length: \"S${pw}\"}\n  json:\n    type: random:Pet\n    properties:\n      length: {fn::toJSON: [\"${pw}\"]}\n  mixed:\n    type: random:Pet\n    properties: {length: \"S${pw}${first.result}\"}\n",
    );
    set_project_lines(yaml.path(), LOCAL, &[]);
    let js = crate::languages::js_project(
        "computedjs",
        "index.js",
        "import { Resource, config, defineProgram, interpolate } from '@strata/sdk';\nexport const program = defineProgram(() => {\n  new Resource('random:Pet', 'first', { length: 2 });\n  new Resource('random:Pet', 'joined', { length: interpolate`S${config.getSecret('pw')}` });\n  new Resource('random:Pet', 'applied', { length: config.getSecret('pw').apply((v) => 'S' + v) });\n});\n",
        LOCAL,
    );
    let py = crate::languages::python_project(
        "computedpy",
        LOCAL,
        "from strata_sdk import Resource, config, define_program, format\n\n\ndef main():\n    Resource('random:Pet', 'first', {'length': 2})\n    Resource('random:Pet', 'joined', {'length': format('S{}', config.get_secret('pw'))})\n    Resource('random:Pet', 'applied', {'length': config.get_secret('pw').apply(lambda v: 'S' + v)})\n\n\nProgram = define_program(main)\n",
    );
    for (p, language, computed) in [
        (&yaml, "yaml", &["joined", "json", "mixed"][..]),
        (&js, "javascript", &["joined", "applied"]),
        (&py, "python", &["joined", "applied"]),
    ] {
        p.ok(&["config", "set", "--secret", "pw", PLAINTEXT]);
        for args in [&["preview"][..], &["up", "--yes"]] {
            let err = p.fails(args);
            for name in computed {
                assert!(
                    err.contains(&format!("random:Pet \"{name}\"")) && err.contains("length"),
                    "{language} {args:?}: {name}\nin: {err}"
                );
            }
            let count = format!("({} errors)", computed.len());
            assert!(err.contains(&count), "{language} {args:?}: {err}");
            assert!(
                !err.contains(PLAINTEXT),
                "{language} {args:?} quotes the secret: {err}"
            );
        }
        assert_eq!(
            serde_json::from_str::<Value>(&p.ok(&["stack", "export"])).unwrap()["resources"],
            json!([]),
            "{language}: nothing created"
        );
    }
}

/// Every file under `dir`.
fn walk(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let path = e.path();
            if path.is_dir() {
                todo.push(path);
            } else {
                out.push(path);
            }
        }
    }
    out
}

/// A misspelt output read inside an interpolation is refused naming the resource that reads
/// it (through the interpolation), not only the resource read.
#[test]
fn a_misspelt_output_inside_an_interpolation_names_its_reader() {
    let p = yaml_project(
        "resources:\n  pet:\n    type: random:Pet\n  file:\n    type: local:File\n    properties: {path: out/pet.txt, content: \"pet: ${pet.reslt}!\"}\n",
    );
    set_project_lines(p.path(), LOCAL, &[]);
    let err = p.fails(&["preview"]);
    assert!(
        err.contains("local:File \"file\": reads `reslt` of random:Pet \"pet\": random:Pet has no output `reslt`: did you mean `result`?"),
        "{err}"
    );
}

/// `config set --stack NAME` for a stack that does not exist writes nothing and names the one
/// meant.
#[test]
fn config_commands_for_a_stack_that_does_not_exist_refuse_and_write_nothing() {
    let p = Project::with_spec(json!({"resources": []}));
    // Every config subcommand, writing or reading.
    for args in [
        &["config", "set", "--stack", "deev", "greeting", "hi"][..],
        &["config", "rm", "--stack", "deev", "greeting"],
        &["config", "get", "--stack", "deev", "greeting"],
        &["config", "ls", "--stack", "deev"],
    ] {
        let err = p.fails(args);
        assert!(
            err.contains("no stack `deev`") && err.contains("did you mean `dev`?"),
            "{args:?}: {err}"
        );
    }
    assert!(!p.path().join("Strata.deev.toml").exists());
    p.ok(&["config", "set", "--stack", "dev", "greeting", "hi"]);
}

/// A bad flag value of a command asked for `--json` still ends stdout with a summary whose
/// `ok` is false, naming what was wrong.
#[test]
fn a_bad_flag_value_under_json_ends_with_a_failed_summary() {
    let p = Project::with_spec(json!({"resources": []}));
    for args in [
        &["up", "--yes", "--json", "--parallel", "0"][..],
        &["preview", "--json", "--lock-timeout", "banana"],
        &["up", "--json", "--yse"],
    ] {
        let out = p.run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let last = summary(&text(&out.stdout));
        assert_eq!(last["ok"], json!(false), "{args:?}: {last}");
        assert_eq!(
            last["failures"][0]["kind"],
            json!("invalid"),
            "{args:?}: {last}"
        );
        assert!(
            !text(&out.stderr).is_empty(),
            "{args:?}: clap's own message"
        );
    }
}

/// Nested mistakes on real AWS types, hand-verified ones included, are refused in the preview
/// with their path and the name meant: an object's key, an enum in the wrong case, a key in
/// a list's element, a key of a JSON-shaped property, and an option's path below the top.
/// Fixed, a number where a string is declared is its text, as CloudFormation takes it.
#[test]
fn nested_aws_mistakes_fail_the_preview_with_their_path() {
    let p = crate::aws::aws_project(true);
    let aws = crate::aws::aws;
    let mut ignored = aws(
        "kept",
        "aws:s3:Bucket",
        json!({"VersioningConfiguration": {"Status": "Enabled"}}),
    );
    ignored["ignore_changes"] = json!(["VersioningConfiguration.Stauts"]);
    p.spec(json!({"resources": [
        aws("b", "aws:s3:Bucket", json!({"VersioningConfiguration": {"Stauts": "Enabled"}})),
        aws("c", "aws:s3:Bucket", json!({"VersioningConfiguration": {"Status": "enabled"}})),
        aws("q", "aws:sqs:Queue", json!({"RedrivePolicy": {"deadLetterTargetArn": "arn:aws:sqs:us-east-1:123456789012:dlq", "maxRecieveCount": 3}})),
        aws("g", "aws:ec2:SecurityGroup", json!({"GroupDescription": "web", "SecurityGroupIngress": [
            {"IpProtocol": "tcp", "FromPort": 80, "ToPort": 80, "CidrIp": "0.0.0.0/0"},
            {"IpProtocol": "tcp", "FromPrt": 443, "ToPort": 443, "CidrIp": "0.0.0.0/0"},
        ]})),
        ignored,
    ]}));
    let err = p.fails(&["preview"]);
    for want in [
        "aws:s3:Bucket \"b\": invalid inputs: VersioningConfiguration.Stauts: is not a property of VersioningConfiguration: did you mean `Status`?",
        "aws:s3:Bucket \"c\": invalid inputs: VersioningConfiguration.Status: must be one of its allowed values, not \"enabled\": did you mean \"Enabled\"?",
        "RedrivePolicy.maxRecieveCount: is not a property of RedrivePolicy: did you mean `maxReceiveCount`?",
        "SecurityGroupIngress[1].FromPrt: is not a property of SecurityGroupIngress[1]: did you mean `FromPort`?",
        "aws:s3:Bucket \"kept\": option ignore-changes: `Stauts` is not a property of VersioningConfiguration: did you mean `Status`?",
        "(5 errors)",
    ] {
        assert!(err.contains(want), "{want}\nin: {err}");
    }
    let err = p.fails(&["up", "--yes"]);
    assert!(err.contains("(5 errors)"), "{err}");
    assert_eq!(
        serde_json::from_str::<Value>(&p.ok(&["stack", "export"])).unwrap()["resources"],
        json!([])
    );
}

/// Writing out every default a hand-verified AWS type declares (AWS's documented ones and the
/// registry's) is no change: the test walks the provider's schema for every hand-verified type
/// with a top-level default, creates each without them, writes them all out, and asks for no
/// changes; a declared default that is not what AWS does would show as drift on refresh.
/// (Those that need others to be made are walked by their lifecycle test in `aws_services`.)
#[test]
fn writing_out_every_declared_default_of_a_hand_verified_type_is_no_change() {
    let p = crate::aws::aws_project(true);
    let schema: Value = serde_json::from_str(&p.ok(&["schema", "aws", "--json"])).unwrap();
    // The least each type needs to be made.
    let minimal = |ty: &str| -> Option<Value> {
        Some(match ty {
            "aws:sqs:Queue" | "aws:sns:Topic" | "aws:s3:Bucket" => json!({}),
            "aws:ec2:VPC" => json!({"CidrBlock": "10.7.0.0/16"}),
            "aws:dynamodb:Table" => json!({
                "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}]}),
            "aws:iam:Role" => {
                json!({"AssumeRolePolicyDocument": {"Version": "2012-10-17", "Statement": [
                {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}]}})
            }
            "aws:iam:ManagedPolicy" => {
                json!({"PolicyDocument": {"Version": "2012-10-17", "Statement": [
                {"Effect": "Allow", "Action": "s3:ListBucket", "Resource": "*"}]}})
            }
            "aws:kms:Key" | "aws:logs:LogGroup" | "aws:ecr:Repository" | "aws:ecs:Cluster" => {
                json!({})
            }
            "aws:route53:HostedZone" => json!({"Name": "defaults.example.com"}),
            "aws:cloudwatch:Alarm" => json!({"MetricName": "Errors", "Namespace": "AWS/Lambda",
                "Statistic": "Sum", "Period": 60, "EvaluationPeriods": 1, "Threshold": 1,
                "ComparisonOperator": "GreaterThanOrEqualToThreshold"}),
            _ => return None,
        })
    };
    // Made only with a cluster, a task definition, a network or a value to keep: their lifecycle tests
    // (`aws_services`) write out every default they declare, as every type of that table does.
    const IN_THEIR_LIFECYCLE: &[&str] = &[
        "aws:apigatewayv2:Api",
        "aws:apigatewayv2:Integration",
        "aws:apigatewayv2:Route",
        "aws:apigatewayv2:Stage",
        "aws:ecs:Service",
        "aws:elasticloadbalancingv2:TargetGroup",
        "aws:events:Rule",
        "aws:lambda:EventSourceMapping",
        "aws:lambda:Function",
        "aws:ssm:Parameter",
        "aws:stepfunctions:StateMachine",
        "aws:elasticloadbalancingv2:LoadBalancer",
        "aws:rds:DBInstance",
        "aws:secretsmanager:Secret",
    ];
    let mut bare = Vec::new();
    let mut written = Vec::new();
    let mut walked = Vec::new();
    let mut unwalked = Vec::new();
    for (ty, t) in schema["types"].as_object().unwrap() {
        if t["served-by"] != json!("hand-verified") {
            continue;
        }
        let defaults: serde_json::Map<String, Value> = t["inputs"]
            .as_object()
            .unwrap()
            .iter()
            .filter_map(|(k, p)| Some((k.clone(), p.get("default")?.clone())))
            .collect();
        if defaults.is_empty() {
            continue;
        }
        let Some(inputs) = minimal(ty) else {
            if !IN_THEIR_LIFECYCLE.contains(&ty.as_str()) {
                unwalked.push(format!("{ty} {defaults:?}"));
            }
            continue;
        };
        let name = ty.rsplit(':').next().unwrap().to_lowercase();
        let mut full = inputs.clone();
        full.as_object_mut().unwrap().extend(defaults.clone());
        bare.push(crate::aws::aws(&name, ty, inputs));
        written.push(crate::aws::aws(&name, ty, full));
        walked.push(format!("{ty} {defaults:?}"));
    }
    assert!(
        unwalked.is_empty(),
        "these declare defaults: give them minimal inputs in this test, or walk them in their lifecycle: {unwalked:#?}"
    );
    assert!(
        walked.len() >= 6,
        "the walk found too few types: {walked:?}"
    );
    p.spec(json!({"resources": bare}));
    p.up();
    // Every output each schema lists (but those marked `sometimes`) is one the create returned.
    for r in &bare {
        let (name, ty) = (r["name"].as_str().unwrap(), r["type"].as_str().unwrap());
        crate::aws::assert_outputs_returned(&p, &schema, ty, name);
    }
    p.spec(json!({"resources": written}));
    let out = p.run(&["preview", "--expect-no-changes"]);
    assert!(
        out.status.success(),
        "writing out the defaults of {walked:#?} changes something:\n{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    p.up();
    let out = p.run(&["refresh", "--preview-only", "--expect-no-changes"]);
    assert!(
        out.status.success(),
        "a declared default is not what AWS does ({walked:#?}):\n{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    // And taken out again: no change either (taking out `FifoTopic: false` or `KeyUsage`
    // replaced the topic or the key).
    p.spec(json!({"resources": bare}));
    let out = p.run(&["preview", "--expect-no-changes"]);
    assert!(
        out.status.success(),
        "taking the defaults out again changes something:\n{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    // Drift in what the program leaves out, for every default AWS can change in place: set to
    // another value, the record cut back to what the program writes (the state a change by
    // hand leaves), seen by a refresh and put back by `up`.
    let mut cut: Vec<(String, Vec<String>)> = Vec::new();
    let off: Vec<Value> = bare
        .iter()
        .map(|r| {
            let mut off =
                crate::aws::services::off_defaults(&schema, r["type"].as_str().unwrap(), r);
            if off.contains_key("BillingMode") {
                // PROVISIONED, which needs its throughput (set by hand with it).
                off.insert(
                    "ProvisionedThroughput".into(),
                    json!({"ReadCapacityUnits": 1, "WriteCapacityUnits": 1}),
                );
            }
            cut.push((
                format!("::{}", r["name"].as_str().unwrap()),
                off.keys().cloned().collect(),
            ));
            let mut r = r.clone();
            r["props"].as_object_mut().unwrap().extend(off);
            r
        })
        .collect();
    let off_count: usize = cut.iter().map(|(_, keys)| keys.len()).sum();
    assert!(off_count >= 6, "too few defaults to drift from: {off:?}");
    p.spec(json!({"resources": off}));
    p.up();
    let mut state: Value = serde_json::from_str(&p.ok(&["stack", "export"])).unwrap();
    for r in state["resources"].as_array_mut().unwrap() {
        let urn = r["urn"].as_str().unwrap().to_string();
        for (suffix, keys) in &cut {
            if urn.ends_with(suffix.as_str()) {
                let inputs = r["inputs"].as_object_mut().unwrap();
                keys.iter().for_each(|k| {
                    inputs.remove(k);
                });
            }
        }
    }
    std::fs::write(p.path().join("cut.json"), state.to_string()).unwrap();
    p.ok(&["stack", "import", "--file", "cut.json", "--yes"]);
    p.spec(json!({"resources": bare}));
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert!(
        !out.status.success(),
        "drift from {off_count} defaults was not seen"
    );
    p.ok(&["up", "--refresh", "--yes"]);
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert!(
        out.status.success(),
        "after {off_count} defaults were put back:\n{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    p.ok(&["destroy", "--yes"]);
}

/// Drift in what the program left out, made by hand with boto3 as an operator would, one case
/// per kind of default: a KMS key disabled (a boolean AWS documents), an alarm's actions switched
/// off (another), an SQS queue's delay (a number the registry declares), a log group given a
/// retention (a default of none); and a state machine's definition, written as an object and
/// edited by hand. A refresh sees each (the live value against the default the
/// schema declares), and `up --refresh` puts each back; then nothing is left to change.
#[test]
fn drift_in_what_the_program_left_out_is_seen_and_put_back() {
    let m = test_services::moto();
    let p = crate::aws::aws_project(true);
    let machine =
        |state: &str| json!({"StartAt": state, "States": {state: {"Type": "Pass", "End": true}}});
    let alarm = json!({"MetricName": "Errors", "Namespace": "AWS/Lambda", "Statistic": "Sum",
        "Period": 60, "EvaluationPeriods": 1, "Threshold": 1,
        "ComparisonOperator": "GreaterThanOrEqualToThreshold"});
    // (resource, type, inputs, by hand, the input a refresh reads, what AWS holds after `up`)
    let cases = [
        (
            "key",
            "aws:kms:Key",
            json!({}),
            "boto3.client('kms', **kw).disable_key(KeyId=ID)",
            ("Enabled", json!(false)),
            "print(boto3.client('kms', **kw).describe_key(KeyId=ID)['KeyMetadata']['Enabled'])",
            "True",
        ),
        (
            "alarm",
            "aws:cloudwatch:Alarm",
            alarm,
            "boto3.client('cloudwatch', **kw).disable_alarm_actions(AlarmNames=[ID])",
            ("ActionsEnabled", json!(false)),
            "print(boto3.client('cloudwatch', **kw).describe_alarms(AlarmNames=[ID])['MetricAlarms'][0]['ActionsEnabled'])",
            "True",
        ),
        (
            "queue",
            "aws:sqs:Queue",
            json!({}),
            "boto3.client('sqs', **kw).set_queue_attributes(QueueUrl=ID, Attributes={'DelaySeconds': '7'})",
            ("DelaySeconds", json!(7)),
            "print(boto3.client('sqs', **kw).get_queue_attributes(QueueUrl=ID, AttributeNames=['DelaySeconds'])['Attributes']['DelaySeconds'])",
            "0",
        ),
        (
            "logs",
            "aws:logs:LogGroup",
            json!({}),
            "boto3.client('logs', **kw).put_retention_policy(logGroupName=ID, retentionInDays=30)",
            ("RetentionInDays", json!(30)),
            "print([g.get('retentionInDays') for g in boto3.client('logs', **kw).describe_log_groups(logGroupNamePrefix=ID)['logGroups'] if g['logGroupName'] == ID][0])",
            "None",
        ),
        // Written, and write-only in the registry: read back all the same.
        (
            "machine",
            "aws:stepfunctions:StateMachine",
            json!({"Definition": machine("A"), "RoleArn": "arn:aws:iam::123456789012:role/sfn"}),
            "boto3.client('stepfunctions', **kw).update_state_machine(stateMachineArn=ID, definition='{\"StartAt\": \"B\", \"States\": {\"B\": {\"Type\": \"Pass\", \"End\": true}}}')",
            ("Definition", machine("B")),
            "print(json.loads(boto3.client('stepfunctions', **kw).describe_state_machine(stateMachineArn=ID)['definition'])['StartAt'])",
            "A",
        ),
    ];
    let resources: Vec<Value> = cases
        .iter()
        .map(|(name, ty, inputs, ..)| crate::aws::aws(name, ty, inputs.clone()))
        .collect();
    p.spec(json!({"resources": resources}));
    p.up();
    let ids: Vec<String> = cases
        .iter()
        .map(|(name, ..)| p.recorded(name)["id"].as_str().unwrap().to_string())
        .collect();
    let boto = |code: &str, id: &str| m.boto(&format!("ID = {}\n{code}", json!(id)));
    for ((_, _, _, by_hand, ..), id) in cases.iter().zip(&ids) {
        boto(by_hand, id);
    }
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert!(!out.status.success(), "the drift was not seen");
    // A refresh records what it read: the input the program left out, at its live value.
    p.ok(&["refresh", "--yes"]);
    for (name, ty, _, _, (key, drifted), ..) in &cases {
        assert_eq!(
            &p.recorded(name)["inputs"][*key],
            drifted,
            "{ty}: the refresh did not read the drift in {key}"
        );
    }
    let after = counts(&summary(&p.ok(&["up", "--yes", "--json"])));
    assert_eq!(after, json!({"update": cases.len()}), "each is put back");
    for ((_, ty, _, _, _, probe, want), id) in cases.iter().zip(&ids) {
        assert_eq!(boto(probe, id), *want, "{ty}: after up");
    }
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert!(
        out.status.success(),
        "after the drift was put back:\n{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    p.ok(&["destroy", "--yes"]);
}

/// Every read-only attribute the CloudFormation registry gives a hand-verified type (what a
/// template may `Fn::GetAtt`) is one of its outputs, or is in this table with the reason it is
/// not: the class "an attribute CloudFormation users read that Strata's type lacks", walked over
/// all 47 types. (That each output listed is returned is the lifecycle tests' check.)
#[test]
fn every_registry_attribute_of_a_hand_verified_type_is_an_output_or_said_why_not() {
    const RDS_STATUS: &str = "a DB instance's changing status and timestamps: not read";
    const NOT_OUTPUTS: &[(&str, &[&str], &str)] = &[
        (
            "aws:ec2:Subnet",
            &["BlockPublicAccessStates"],
            "the account's VPC block-public-access state, not the subnet's",
        ),
        (
            "aws:ec2:VPCGatewayAttachment",
            &["AttachmentType"],
            "an internet gateway's attachment only: no other kind to tell apart",
        ),
        (
            "aws:ssm:Parameter",
            &["Arn"],
            "SSM's API does not answer it",
        ),
        (
            "aws:rds:DBInstance",
            &[
                "AutomaticRestartTime",
                "CertificateDetails",
                "DbiResourceId",
                "InstanceCreateTime",
                "IsStorageConfigUpgradeAvailable",
                "LatestRestorableTime",
                "ListenerEndpoint",
                "PercentProgress",
                "ReadReplicaDBClusterIdentifiers",
                "ReadReplicaDBInstanceIdentifiers",
                "ResumeFullAutomationModeTime",
                "SecondaryAvailabilityZone",
                "StatusInfos",
                "StorageOperationPercentProgress",
                "StorageOperationStatus",
            ],
            RDS_STATUS,
        ),
    ];
    let p = crate::aws::aws_project(true);
    let schema: Value = serde_json::from_str(&p.ok(&["schema", "aws", "--json"])).unwrap();
    let registry: Value = serde_json::from_str(
        &std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../providers/aws/registry/types.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let (mut walked, mut missing, mut stale) = (0, Vec::new(), Vec::new());
    for (ty, t) in schema["types"].as_object().unwrap() {
        if t["served-by"] != json!("hand-verified") {
            continue;
        }
        let Some(cfn) = t["compile"]["cloudformation"]["type"].as_str() else {
            continue; // no CloudFormation type (an S3 object)
        };
        walked += 1;
        let excused: Vec<&str> = NOT_OUTPUTS
            .iter()
            .filter(|(t, ..)| t == ty)
            .flat_map(|(_, names, _)| names.iter().copied())
            .collect();
        for (attribute, _) in registry["types"][cfn]["outputs"].as_object().unwrap() {
            let output = t["outputs"].get(attribute).is_some();
            match (output, excused.contains(&attribute.as_str())) {
                (false, false) => missing.push(format!("{ty} {attribute}")),
                (true, true) => stale.push(format!("{ty} {attribute}")),
                _ => {}
            }
        }
    }
    assert_eq!(
        walked, 46,
        "every hand-verified type with a CloudFormation type"
    );
    assert!(
        missing.is_empty(),
        "registry attributes the types lack, and no reason given: {missing:#?}"
    );
    assert!(
        stale.is_empty(),
        "outputs now, but still excused: {stale:#?}"
    );
}

/// A table's stream, the input behind its `StreamArn`: made with one and taken off, or added to
/// a table made without; the output is there exactly while the stream is, and nothing drifts.
/// (A view changed in place turns the stream off, then on again as asked, which moto refuses:
/// its tables never take a stream again once one was turned off.)
#[test]
fn a_table_s_stream_is_made_added_and_taken_off_with_its_arn() {
    let m = test_services::moto();
    let p = crate::aws::aws_project(true);
    let table = |name: &str, stream: Option<&str>| {
        let mut props = json!({
            "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}]});
        if let Some(view) = stream {
            props["StreamSpecification"] = json!({"StreamViewType": view});
        }
        crate::aws::aws(name, "aws:dynamodb:Table", props)
    };
    let live = |name: &str| {
        let id = p.recorded(name)["id"].as_str().unwrap().to_string();
        m.boto(&format!(
            "print(ddb.describe_table(TableName='{id}')['Table'].get('StreamSpecification', {{}}).get('StreamViewType'))"
        ))
    };
    let versions = [[Some("NEW_IMAGE"), None], [None, Some("KEYS_ONLY")]];
    for (n, [one, two]) in versions.iter().enumerate() {
        p.spec(json!({"resources": [table("streamed", *one), table("plain", *two)]}));
        let made = counts(&p.up());
        assert!(n == 0 || made == json!({"update": 2}), "{made}");
        for (name, view) in [("streamed", one), ("plain", two)] {
            assert_eq!(live(name), view.unwrap_or("None"), "{name}, version {n}");
            let arn = p.recorded(name)["outputs"].get("StreamArn").cloned();
            assert_eq!(
                arn.as_ref()
                    .and_then(Value::as_str)
                    .is_some_and(|a| a.contains("/stream/")),
                view.is_some(),
                "{name}, version {n}: {arn:?}"
            );
        }
        let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
        assert!(out.status.success(), "version {n}: {}", text(&out.stdout));
    }
    p.ok(&["destroy", "--yes"]);
}

/// A name read from an output still to come (a queue's or a bucket's, the types that take their
/// name in their create): the preview shows the creates with the names unknown, and `up` makes
/// them as the preview said (`Project::up` compares the two).
#[test]
fn names_read_from_outputs_still_to_come_preview_as_unknown() {
    let p = crate::aws::aws_project(true);
    p.spec(json!({"resources": [
        {"name": "pet", "type": "random:Pet", "props": {"length": 2}},
        {"name": "q", "type": "aws:sqs:Queue", "props_refs": {"QueueName": "pet.result"}},
        {"name": "b", "type": "aws:s3:Bucket", "props_refs": {"BucketName": "pet.result"}},
    ]}));
    let out = p.ok(&["preview", "--json"]);
    assert_eq!(counts(&summary(&out)), json!({"create": 3}), "{out}");
    assert_eq!(counts(&p.up()), json!({"create": 3}));
    let pet = p.recorded("pet")["outputs"]["result"].clone();
    assert_eq!(p.recorded("q")["outputs"]["QueueName"], pet);
    assert_eq!(p.recorded("b")["id"], pet);
    p.ok(&["destroy", "--yes"]);
}
