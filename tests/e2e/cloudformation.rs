//! `strata compile --target cloudformation`: the layered example's three stacks as templates
//! that cfn-lint accepts, deployed to moto's CloudFormation in dependency order (exports
//! before imports), and compared with what Strata itself creates for the same programs; the
//! static site, whose objects have no CloudFormation form, refused and then compiled in part.

use super::workspaces::ok;
use super::*;
use test_services::{cfn_lint, moto};

/// cfn-lint's findings on `files`, one `RULE file` line each (no error is allowed: its exit
/// code says warnings only, or nothing).
fn lint(files: &[PathBuf]) -> Vec<String> {
    let out = Command::new(cfn_lint())
        .args(["--format", "parseable"])
        .args(files)
        .output()
        .unwrap();
    let findings = text(&out.stdout);
    // 0: nothing; 4: warnings; 2 (errors) or anything else fails.
    assert!(
        matches!(out.status.code(), Some(0 | 4)),
        "cfn-lint found errors:\n{findings}{}",
        text(&out.stderr)
    );
    findings
        .lines()
        .map(|l| {
            let mut f = l.split(':');
            let file = Path::new(f.next().unwrap())
                .file_name()
                .unwrap()
                .to_string_lossy()
                .to_string();
            let rule = l.split(':').nth(5).unwrap_or_default().to_string();
            format!("{rule} {file}")
        })
        .collect()
}

/// Python: `summary(pairs)` prints, for (CloudFormation type, physical id) pairs, each type's
/// sorted key properties as AWS reports them, names left out (CloudFormation and Strata name
/// things differently).
const SUMMARY: &str = r#"
def one(t, i):
    if t == 'AWS::EC2::VPC':
        return ec2.describe_vpcs(VpcIds=[i])['Vpcs'][0]['CidrBlock']
    if t == 'AWS::EC2::Subnet':
        s = ec2.describe_subnets(SubnetIds=[i])['Subnets'][0]
        return [s['CidrBlock'], s['MapPublicIpOnLaunch']]
    if t == 'AWS::EC2::InternetGateway':
        return len(ec2.describe_internet_gateways(InternetGatewayIds=[i])['InternetGateways'][0]['Attachments'])
    if t == 'AWS::EC2::RouteTable':
        r = ec2.describe_route_tables(RouteTableIds=[i])['RouteTables'][0]
        return [sorted(x['DestinationCidrBlock'] + '>' + x.get('GatewayId', '')[:4] for x in r['Routes']),
                len([a for a in r['Associations'] if a.get('SubnetId')])]
    if t == 'AWS::EC2::SecurityGroup':
        g = ec2.describe_security_groups(GroupIds=[i])['SecurityGroups'][0]
        rules = lambda ps: sorted([p['IpProtocol'], p.get('FromPort'), p.get('ToPort'), [r['CidrIp'] for r in p['IpRanges']]] for p in ps)
        return [g['Description'], rules(g['IpPermissions']), rules(g['IpPermissionsEgress'])]
    if t == 'AWS::DynamoDB::Table':
        d = ddb.describe_table(TableName=i)['Table']
        return [d['KeySchema'], d['AttributeDefinitions'], d.get('BillingModeSummary', {}).get('BillingMode')]
    if t == 'AWS::S3::Bucket':
        v = s3.get_bucket_versioning(Bucket=i).get('Status')
        try:
            b = sorted(s3.get_public_access_block(Bucket=i)['PublicAccessBlockConfiguration'].items())
        except s3.exceptions.ClientError:
            b = None
        return [v, b]
    if t == 'AWS::SQS::Queue':
        a = sqs.get_queue_attributes(QueueUrl=i, AttributeNames=['All'])['Attributes']
        r = json.loads(a['RedrivePolicy']) if 'RedrivePolicy' in a else None
        return [a['VisibilityTimeout'], a['MessageRetentionPeriod'],
                r and [r['maxReceiveCount'], 'dead' in r['deadLetterTargetArn'].lower()]]
    if t == 'AWS::IAM::Role':
        r = iam.get_role(RoleName=i)['Role']
        doc = r['AssumeRolePolicyDocument']
        doc = json.loads(doc) if isinstance(doc, str) else doc
        pols = []
        for n in iam.list_role_policies(RoleName=i)['PolicyNames']:
            d = iam.get_role_policy(RoleName=i, PolicyName=n)['PolicyDocument']
            d = json.loads(d) if isinstance(d, str) else d
            pols.append([n, sorted(a for s in d['Statement'] for a in s['Action'])])
        return [doc['Statement'][0]['Principal'], r.get('Description'), pols]
    if t == 'AWS::SNS::Topic':
        return sns.get_topic_attributes(TopicArn=i)['Attributes'].get('DisplayName')
    return None

def summary(pairs):
    out = {}
    for t, i in pairs:
        out.setdefault(t, []).append(one(t, i))
    print(json.dumps({t: sorted(v, key=json.dumps) for t, v in sorted(out.items())}, sort_keys=True))
"#;

/// Strata's type names to CloudFormation's.
fn cfn_type(ty: &str) -> String {
    let mut it = ty.split(':').skip(1);
    let (service, kind) = (it.next().unwrap(), it.next().unwrap());
    let service = match service {
        "dynamodb" => "DynamoDB".to_string(),
        s => s.to_uppercase(),
    };
    format!("AWS::{service}::{kind}")
}

/// `strata compile --target cloudformation --out TEMPLATE`.
pub(super) fn compile_to(template: &Path) -> [&str; 5] {
    [
        "compile",
        "--target",
        "cloudformation",
        "--out",
        template.to_str().unwrap(),
    ]
}

#[test]
fn the_layered_templates_lint_deploy_to_cloudformation_and_match_what_strata_creates() {
    let m = moto();
    let root = super::aws::layered_example(m);
    let r = root.path();
    let layers = ["network", "data", "app"];
    // Compiled before anything is deployed: what each layer reads of another is an import.
    let files: Vec<PathBuf> = layers
        .iter()
        .map(|l| {
            let f = r.join(format!("{l}.yaml"));
            ok(&r.join(l), &compile_to(&f));
            f
        })
        .collect();
    let app = std::fs::read_to_string(&files[2]).unwrap();
    assert!(
        app.contains("Fn::ImportValue: layered-data-dev-queueArn"),
        "{app}"
    );
    // JSON says the same.
    let json_text = ok(
        &r.join("app"),
        &["compile", "--target", "cloudformation", "--format", "json"],
    );
    let yaml_as_json = m.boto(&format!(
        "import yaml\nprint(json.dumps(yaml.safe_load(open('{}').read()), sort_keys=True))",
        files[2].display()
    ));
    let json_value: Value = serde_json::from_str(&json_text).unwrap();
    assert_eq!(
        serde_json::from_str::<Value>(&yaml_as_json).unwrap(),
        json_value
    );

    // cfn-lint: no error; its one warning is for the app exporting again two outputs it
    // imports from the network (which its program asks for).
    let findings = lint(&files);
    assert_eq!(
        findings,
        ["W6001 app.yaml", "W6001 app.yaml"],
        "{findings:?}"
    );

    // Deployed with CloudFormation, in dependency order: each template's imports are the
    // exports of the stacks before it.
    let deployed = m.boto(&format!(
        "{SUMMARY}\npairs = []\nfor l in ['network', 'data', 'app']:\n    cfn.create_stack(StackName='cfn-' + l, TemplateBody=open('{}/' + l + '.yaml').read())\n    s = cfn.describe_stacks(StackName='cfn-' + l)['Stacks'][0]\n    assert s['StackStatus'] == 'CREATE_COMPLETE', s\n    pairs += [(x['ResourceType'], x['PhysicalResourceId']) for x in cfn.list_stack_resources(StackName='cfn-' + l)['StackResourceSummaries'] if x['ResourceType'] and x.get('PhysicalResourceId')]\nprint(sorted(set(t for t, _ in pairs)))\nsummary(pairs)",
        r.display()
    ));
    let (cfn_types, cfn_summary) = deployed.split_once('\n').unwrap();

    // The same programs deployed by Strata.
    ok(r, &["workspace", "up", "--yes"]);
    let mut pairs = Vec::new();
    let mut strata_types = std::collections::BTreeSet::new();
    for l in layers {
        let state: Value = serde_json::from_str(&ok(&r.join(l), &["stack", "export"])).unwrap();
        for res in state["resources"].as_array().unwrap() {
            let ty = res["type"].as_str().unwrap();
            if ty.starts_with("aws:") {
                strata_types.insert(cfn_type(ty));
                pairs.push(format!(
                    "('{}', '{}')",
                    cfn_type(ty),
                    res["id"].as_str().unwrap()
                ));
            }
        }
    }
    let cfn_types: Vec<String> = serde_json::from_str(&cfn_types.replace('\'', "\"")).unwrap();
    // moto's CloudFormation makes every type of the templates but two, which it does not
    // implement (Strata makes them).
    let missing: Vec<&String> = strata_types
        .iter()
        .filter(|t| !cfn_types.contains(t))
        .collect();
    assert_eq!(
        missing,
        ["AWS::SNS::Subscription", "AWS::SQS::QueuePolicy"],
        "{cfn_types:?}"
    );
    let ours: Vec<String> = pairs
        .iter()
        .filter(|p| {
            !p.contains("Subscription") && !p.contains("QueuePolicy") && !p.contains("IAM::Policy")
        })
        .cloned()
        .collect();
    let strata_summary = m.boto(&format!("{SUMMARY}\nsummary([{}])", ours.join(", ")));
    let cfn_summary: Value = serde_json::from_str(cfn_summary).unwrap();
    let mut cfn_summary = cfn_summary.as_object().unwrap().clone();
    // The inline policy is a resource of its own in CloudFormation; both put it on the role.
    cfn_summary.remove("AWS::IAM::Policy");
    let strata_summary: Value = serde_json::from_str(&strata_summary).unwrap();
    let mut cfn_summary = Value::Object(cfn_summary);
    // Where moto's CloudFormation is shallow: it ignores these properties of the templates
    // (which real CloudFormation sets, as Strata does). Each gap is checked to be exactly
    // that, then the rest must be the same.
    let network = std::fs::read_to_string(&files[0]).unwrap();
    let data = std::fs::read_to_string(&files[1]).unwrap();
    assert!(
        network.contains("SubnetRouteTableAssociation") && network.contains("SecurityGroupEgress:")
    );
    assert!(
        data.contains("VersioningConfiguration:")
            && data.contains("PublicAccessBlockConfiguration:")
    );
    let gaps = [
        // The subnets' route table associations are not made.
        ("/AWS::EC2::RouteTable/0/1", json!(0), json!(2)),
        // A security group's egress rules are left at the default (all traffic).
        (
            "/AWS::EC2::SecurityGroup/0/2",
            json!([["-1", null, null, ["0.0.0.0/0"]]]),
            json!([["tcp", 443, 443, ["0.0.0.0/0"]]]),
        ),
        // A bucket's versioning and public access block are not set.
        (
            "/AWS::S3::Bucket/0",
            json!([null, null]),
            json!([
                "Enabled",
                [
                    ["BlockPublicAcls", true],
                    ["BlockPublicPolicy", true],
                    ["IgnorePublicAcls", true],
                    ["RestrictPublicBuckets", true]
                ]
            ]),
        ),
    ];
    for (at, moto_makes, strata_makes) in gaps {
        assert_eq!(
            cfn_summary.pointer(at),
            Some(&moto_makes),
            "{at}: {cfn_summary}"
        );
        assert_eq!(
            strata_summary.pointer(at),
            Some(&strata_makes),
            "{at}: {strata_summary}"
        );
        *cfn_summary.pointer_mut(at).unwrap() = strata_makes;
    }
    assert_eq!(
        cfn_summary, strata_summary,
        "what CloudFormation made differs from what Strata made"
    );
    ok(r, &["workspace", "destroy", "--yes"]);
}

#[test]
fn what_has_no_cloudformation_form_is_refused_by_name_or_left_out_with_allow_partial() {
    let p = Project::new(test_artifacts::STATIC_SITE);
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        format!(
            "{toml}\n[providers.aws]\nwasm = {}\nallow-dirs = [{{ path = \"site\", read-only = true }}]\n",
            toml_path(aws_artifacts::AWS)
        ),
    )
    .unwrap();
    std::fs::create_dir_all(p.path().join("site")).unwrap();
    for f in ["index.html", "style.css", "app.js"] {
        std::fs::write(p.path().join("site").join(f), "x").unwrap();
    }
    p.ok(&["config", "set", "build", "b1"]);
    let template = p.path().join("site.yaml");
    let args = compile_to(&template);
    let out = p.fails(&args);
    for why in [
        "aws:s3:Object \"b1/index.html\": aws:s3:Object has no CloudFormation form",
        "aws:cloudfront:Distribution \"cdn\": it uses apply #",
        "output `live`: it is an object",
        "no template was written",
    ] {
        assert!(out.contains(why), "{why}: {out}");
    }
    assert!(!template.exists());
    let mut partial = args.to_vec();
    partial.push("--allow-partial");
    let out = p.run(&partial);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("Left out of the template"),
        "{}",
        text(&out.stderr)
    );
    // `build` names the buckets: it cannot be a parameter, and the template says b1.
    assert!(
        text(&out.stderr).contains("does more with config `build`"),
        "{}",
        text(&out.stderr)
    );
    let t = std::fs::read_to_string(&template).unwrap();
    // The bucket, and its policy whose ARN is an interpolation: Fn::Sub.
    assert!(t.contains("Type: \"AWS::S3::BucketPolicy\""), "{t}");
    assert!(t.contains("Fn::Sub: \"${SiteB1.Arn}/*\""), "{t}");
    assert!(lint(&[template]).is_empty());
}

/// `compile` refuses what a preview refuses: a misspelt property and a value built from a secret
/// that can never be the declared number, each by resource and with the name meant, quoting
/// no secret; no template is written.
#[test]
fn compile_refuses_what_the_preview_refuses() {
    const PLAINTEXT: &str = "compile-secret-5521";
    let p = yaml_aws_project(
        "typos",
        "config:\n  pw: {secret: true}\nresources:\n  q:\n    type: aws:sqs:Queue\n    properties: {DelaySecnds: 1}\n  r:\n    type: aws:sqs:Queue\n    properties: {DelaySeconds: \"S${pw}\"}\n",
    );
    p.ok(&["config", "set", "--secret", "pw", PLAINTEXT]);
    let template = p.path().join("t.yaml");
    let out = p.fails(&compile_to(&template));
    for want in [
        "aws:sqs:Queue \"q\"",
        "did you mean `DelaySeconds`",
        "aws:sqs:Queue \"r\"",
        "(2 errors)",
        "no template was written",
    ] {
        assert!(out.contains(want), "{want}: {out}");
    }
    assert!(!out.contains(PLAINTEXT), "{out}");
    assert!(!template.exists());
}

/// A YAML project `name` with the AWS provider, its program `yaml`, its stack `dev` made.
fn yaml_aws_project(name: &str, yaml: &str) -> Project {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Strata.toml"),
        format!(
            "name = \"{name}\"\nruntime = \"yaml\"\n\n[providers.aws]\nwasm = {}\n",
            toml_path(aws_artifacts::AWS)
        ),
    )
    .unwrap();
    std::fs::write(dir.path().join("Strata.yaml"), yaml).unwrap();
    let p = Project { dir };
    p.ok(&["stack", "init", "dev"]);
    p
}

/// The stack's configuration that the program only copies into values becomes parameters (a
/// secret one NoEcho, with no default: its plaintext is in no template); a value the program
/// decides with stays a literal, and says so.
#[test]
fn config_the_program_copies_becomes_parameters_and_secrets_never_reach_the_template() {
    let p = yaml_aws_project(
        "params",
        r#"
config:
  env: {default: dev}
  timeout: {type: integer, default: 30}
  token: {}
resources:
  orders:
    type: aws:sqs:Queue
    properties:
      QueueName: orders-${env}
      VisibilityTimeout: ${timeout}
      Tags:
        - {Key: env, Value: "${env}"}
        - {Key: token, Value: "${token}"}
outputs:
  name: ${orders.QueueName}
  url: ${orders.QueueUrl}
"#,
    );
    p.ok(&["config", "set", "env", "staging"]);
    p.ok(&["config", "set", "timeout", "45"]);
    p.ok(&["config", "set", "--secret", "token", "hunter2-cfn"]);
    let out = p.run(&["compile", "--target", "cloudformation", "--format", "json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let (t, notes) = (text(&out.stdout), text(&out.stderr));
    assert!(!t.contains("hunter2-cfn") && !notes.contains("hunter2-cfn"));
    let t: Value = serde_json::from_str(&t).unwrap();
    assert_eq!(
        t["Parameters"],
        json!({
            "Env": {"Type": "String", "Description": "The stack's configuration `env`", "Default": "staging"},
            "Token": {"Type": "String", "Description": "The stack's configuration `token`", "NoEcho": true},
        })
    );
    let q = &t["Resources"]["Orders"]["Properties"];
    assert_eq!(q["QueueName"], json!({"Fn::Sub": "orders-${Env}"}));
    assert_eq!(
        q["Tags"],
        json!([{"Key": "env", "Value": {"Ref": "Env"}}, {"Key": "token", "Value": {"Ref": "Token"}}])
    );
    // An integer the program parses: the template holds the stack's value.
    assert_eq!(q["VisibilityTimeout"], 45);
    assert!(
        notes.contains("does more with config `timeout` than copy it"),
        "{notes}"
    );
    assert_eq!(
        t["Outputs"]["Name"]["Value"],
        json!({"Fn::GetAtt": ["Orders", "QueueName"]})
    );
    assert_eq!(
        t["Outputs"]["Url"],
        json!({"Value": {"Ref": "Orders"}, "Export": {"Name": "params-dev-url"}})
    );
}

/// Issue 33, edge 5: the template means what `up` does. A table without `BillingMode` is
/// on-demand under `up`, so it is in the template (cfn-lint would refuse a table with neither
/// mode nor throughput); a configuration default declared only in Strata.yaml is a parameter
/// with that default, not a literal; Strata's own inputs (`forceDestroy`) are left out.
#[test]
fn a_template_keeps_strata_s_defaults_and_a_program_s_config_default_is_a_parameter() {
    let p = yaml_aws_project(
        "defaults",
        r#"
config:
  team: {default: platform}
resources:
  items:
    type: aws:dynamodb:Table
    properties:
      AttributeDefinitions: [{AttributeName: id, AttributeType: S}]
      KeySchema: [{AttributeName: id, KeyType: HASH}]
      Tags: [{Key: team, Value: "${team}"}]
  archive:
    type: aws:s3:Bucket
    properties:
      forceDestroy: true
"#,
    );
    let file = p.path().join("template.json");
    let out = p.run(&[
        "compile",
        "--target",
        "cloudformation",
        "--format",
        "json",
        "--out",
        file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let t: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(
        t["Parameters"]["Team"],
        json!({"Type": "String", "Description": "The stack's configuration `team`", "Default": "platform"})
    );
    let table = &t["Resources"]["Items"]["Properties"];
    assert_eq!(table["BillingMode"], "PAY_PER_REQUEST", "{t}");
    assert_eq!(
        table["Tags"],
        json!([{"Key": "team", "Value": {"Ref": "Team"}}])
    );
    assert!(t["Resources"]["Archive"].get("Properties").is_none(), "{t}");
    lint(&[file]);
}

/// The AWS provider's registry of types is what the pinned cfn-lint's registry schemas make:
/// regenerated here, it is the checked-in file.
#[test]
fn the_aws_registry_is_generated_from_the_pinned_cfn_lint() {
    let python = cfn_lint().with_file_name("python");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = Command::new(python)
        .arg(root.join("providers/aws/registry/generate.py"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let checked_in = std::fs::read(root.join("providers/aws/registry/types.json")).unwrap();
    assert!(
        out.stdout == checked_in,
        "providers/aws/registry/types.json drifted from what cfn-lint's schemas make: regenerate it with `./run aws-registry`"
    );
}

/// The hand-verified web-app types compile to their CloudFormation types, and lint clean; a
/// function whose code is a directory the provider is not granted has no template form, and
/// says so.
#[test]
fn functions_apis_and_alarms_compile_and_a_zipped_directory_is_refused_by_name() {
    let p = yaml_aws_project(
        "webapp",
        r#"
resources:
  role:
    type: aws:iam:Role
    properties:
      AssumeRolePolicyDocument:
        Version: "2012-10-17"
        Statement: [{Effect: Allow, Principal: {Service: lambda.amazonaws.com}, Action: sts:AssumeRole}]
  stored:
    type: aws:lambda:Function
    properties:
      Runtime: python3.12
      Handler: app.handle
      Role: ${role.Arn}
      Code: {S3Bucket: builds, S3Key: app.zip}
  zipped:
    type: aws:lambda:Function
    properties:
      Runtime: python3.12
      Handler: app.handle
      Role: ${role.Arn}
      Source: app
      SourceSha256: "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="
  api:
    type: aws:apigatewayv2:Api
    properties: {ProtocolType: HTTP}
  integration:
    type: aws:apigatewayv2:Integration
    properties: {ApiId: "${api.ApiId}", IntegrationType: AWS_PROXY, IntegrationUri: "${stored.Arn}", PayloadFormatVersion: "2.0"}
  route:
    type: aws:apigatewayv2:Route
    properties: {ApiId: "${api.ApiId}", RouteKey: "GET /", Target: "integrations/${integration.IntegrationId}"}
  logs:
    type: aws:logs:LogGroup
    properties: {RetentionInDays: 14}
  errors:
    type: aws:cloudwatch:Alarm
    properties:
      Namespace: AWS/Lambda
      MetricName: Errors
      Dimensions: [{Name: FunctionName, Value: "${stored.FunctionName}"}]
      Statistic: Sum
      Period: 60
      EvaluationPeriods: 1
      Threshold: 1
      ComparisonOperator: GreaterThanOrEqualToThreshold
"#,
    );
    let template = p.path().join("app.yaml");
    let args = compile_to(&template);
    // The program names a directory the provider is not granted: the host reads nothing.
    let out = p.fails(&args);
    assert!(
        out.contains("aws:lambda:Function \"zipped\": its Source `app` is not inside a directory granted to provider aws"),
        "{out}"
    );
    assert!(!p.path().join("app.yaml").exists());
    let mut partial = args.to_vec();
    partial.push("--allow-partial");
    let out = p.run(&partial);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let t = std::fs::read_to_string(&template).unwrap();
    for ty in [
        "AWS::Lambda::Function",
        "AWS::ApiGatewayV2::Integration",
        "AWS::ApiGatewayV2::Route",
        "AWS::Logs::LogGroup",
        "AWS::CloudWatch::Alarm",
    ] {
        assert!(t.contains(ty), "{ty}: {t}");
    }
    assert!(!t.contains("Source"), "{t}");
    assert_eq!(lint(&[template]), Vec::<String>::new());
}

/// examples/serverless compiles whole: its function's `Source` directory zipped beside the
/// template (read from the `AssetsBucket` parameter), its API named; cfn-lint accepts it, and
/// moto's CloudFormation deploys it (and deletes it), the function's code the very zip Strata
/// deploys.
#[test]
fn the_serverless_example_compiles_with_its_code_and_deploys_on_moto_s_cloudformation() {
    let m = moto();
    let p = super::aws::services::serverless_example(m);
    let out = p.path().join("out");
    std::fs::create_dir_all(&out).unwrap();
    let template = out.join("serverless.yaml");
    let args = compile_to(&template);
    p.ok(&args);
    // Without --out there is nowhere to write the zip: said, not a template that reads nothing.
    let err = p.fails(&["compile", "--target", "cloudformation"]);
    assert!(err.contains("give --out FILE"), "{err}");
    let zips: Vec<PathBuf> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|f| f.extension().is_some_and(|e| e == "zip"))
        .collect();
    assert_eq!(zips.len(), 1, "{zips:?}");
    let t = std::fs::read_to_string(&template).unwrap();
    assert!(
        t.contains("AssetsBucket") && !t.contains("Source: app"),
        "{t}"
    );
    assert_eq!(lint(std::slice::from_ref(&template)), Vec::<String>::new());

    // moto's CloudFormation (with the HTTP API's types `tests/services/cfn_models.py` gives
    // it) deploys it, the function's code the zip; and deletes it. (The delete once failed in
    // two suite runs of four, taken then for a create that lost its API: moto deletes a
    // stack's resources in an order that varies with its process, and a route deleted after
    // its API was refused. Parts of an API deleted already are no error now.)
    let deployed = m.boto(&format!(
        "import yaml\ns3.create_bucket(Bucket='strata-compiled-assets')\nz = '{zip}'\ns3.upload_file(z, 'strata-compiled-assets', z.rsplit('/', 1)[1])\ncfn.create_stack(StackName='cfn-serverless', TemplateBody=open('{t}').read(), Parameters=[{{'ParameterKey': 'AssetsBucket', 'ParameterValue': 'strata-compiled-assets'}}])\ns = cfn.describe_stacks(StackName='cfn-serverless')['Stacks'][0]\nassert s['StackStatus'] == 'CREATE_COMPLETE', s\nrs = cfn.list_stack_resources(StackName='cfn-serverless')['StackResourceSummaries']\nassert all(r['ResourceStatus'] == 'CREATE_COMPLETE' for r in rs), rs\nwanted = sorted(set(r['Type'] for r in yaml.safe_load(open('{t}'))['Resources'].values()))\nmade = sorted(set(r['ResourceType'] for r in rs))\nfn = [r['PhysicalResourceId'] for r in rs if r['ResourceType'] == 'AWS::Lambda::Function'][0]\nsha = boto3.client('lambda', **kw).get_function(FunctionName=fn)['Configuration']['CodeSha256']\ncfn.delete_stack(StackName='cfn-serverless')\nprint(json.dumps([[w for w in wanted if w not in made], sha]))",
        zip = zips[0].display(),
        t = template.display()
    ));
    let deployed: Value = serde_json::from_str(&deployed).unwrap();
    // moto's CloudFormation makes every type of the template but the alarm.
    assert_eq!(deployed[0], json!(["AWS::CloudWatch::Alarm"]), "{deployed}");
    // The same program deployed by Strata: the same code.
    p.up();
    let state: Value = serde_json::from_str(&p.ok(&["stack", "export"])).unwrap();
    let handler = state["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["urn"].as_str().unwrap().ends_with("::handler"))
        .unwrap();
    assert_eq!(deployed[1], handler["inputs"]["SourceSha256"], "{deployed}");
    p.ok(&["destroy", "--yes"]);
}

/// What a template cannot say as Strata does is compiled to what CloudFormation means by it, or
/// refused by name: an attribute a type also returns through `Ref` is read as the attribute (an
/// EventBridge rule's `Ref` is its name, not its ARN); a database that skips its final snapshot
/// is `DeletionPolicy: Delete`; a function whose code the program does not give (imported:
/// Lambda returns no code) is refused naming `Code`; a function's Source outside its
/// provider's grant is not read.
#[test]
fn compile_writes_attributes_deletion_policies_and_refuses_a_function_without_code() {
    let p = yaml_aws_project(
        "edges",
        r#"
resources:
  rule:
    type: aws:events:Rule
    properties: {ScheduleExpression: "rate(5 minutes)"}
  topic:
    type: aws:sns:Topic
    properties:
      DisplayName: ${rule.Arn}
  db:
    type: aws:rds:DBInstance
    properties: {Engine: postgres, DBInstanceClass: db.t3.micro, AllocatedStorage: "20", MasterUsername: admin, MasterUserPassword: not-a-real-one, SkipFinalSnapshot: true}
  kept:
    type: aws:rds:DBInstance
    properties: {Engine: postgres, DBInstanceClass: db.t3.micro, AllocatedStorage: "20", MasterUsername: admin, MasterUserPassword: not-a-real-one}
"#,
    );
    let template = p.path().join("edges.yaml");
    let t_path = template.to_str().unwrap();
    p.ok(&[
        "compile",
        "--target",
        "cloudformation",
        "--format",
        "json",
        "--out",
        t_path,
    ]);
    let t: Value = serde_json::from_str(&std::fs::read_to_string(&template).unwrap()).unwrap();
    let r = &t["Resources"];
    assert_eq!(
        r["Topic"]["Properties"]["DisplayName"],
        json!({"Fn::GetAtt": ["Rule", "Arn"]})
    );
    assert_eq!(r["Db"]["DeletionPolicy"], "Delete", "{t}");
    assert_eq!(r["Db"]["UpdateReplacePolicy"], "Delete", "{t}");
    assert!(r["Db"]["Properties"].get("SkipFinalSnapshot").is_none());
    assert!(r["Kept"].get("DeletionPolicy").is_none(), "{t}");

    let p = yaml_aws_project(
        "imported",
        r#"
resources:
  fn:
    type: aws:lambda:Function
    properties: {Runtime: python3.12, Handler: app.handle, Role: "arn:aws:iam::123456789012:role/r"}
    options: {import: existing-function}
  escape:
    type: aws:lambda:Function
    properties: {Runtime: python3.12, Handler: app.handle, Role: "arn:aws:iam::123456789012:role/r", Source: app/../../}
"#,
    );
    std::fs::create_dir_all(p.path().join("app")).unwrap();
    std::fs::write(
        p.path().join("app/app.py"),
        "def handle(e, c):\n    return 1\n",
    )
    .unwrap();
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        format!("{toml}allow-dirs = [{{ path = \"app\", read-only = true }}]\n"),
    )
    .unwrap();
    let err = p.fails(&["compile", "--target", "cloudformation", "--out", "t.yaml"]);
    assert!(
        err.contains("aws:lambda:Function \"fn\": CloudFormation requires `Code`"),
        "{err}"
    );
    assert!(
        err.contains("aws:lambda:Function \"escape\": its Source `app/../../` is not inside a directory granted to provider aws"),
        "{err}"
    );
    let written: Vec<String> = std::fs::read_dir(p.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|f| f.ends_with(".zip") || f == "t.yaml")
        .collect();
    assert!(written.is_empty(), "{written:?}");
}

/// A field of an output (`${db.Endpoint.Address}`) and a secret inside `fn::toJSON` are no
/// callbacks: the engine reads the field itself (deployed on moto, the parameter holds the
/// database's address), and the template says them as CloudFormation does (a nested
/// `Fn::GetAtt`; `Fn::Sub` of the NoEcho parameter), its plaintext in no template.
#[test]
fn a_field_of_an_output_and_a_secret_in_to_json_compile_and_deploy() {
    let m = moto();
    let p = yaml_aws_project(
        "fields",
        r#"
config:
  dbPassword: {type: string, secret: true}
resources:
  db:
    type: aws:rds:DBInstance
    properties: {Engine: postgres, DBInstanceClass: db.t3.micro, AllocatedStorage: "20", MasterUsername: admin, MasterUserPassword: "${dbPassword}", SkipFinalSnapshot: true}
  address:
    type: aws:ssm:Parameter
    properties: {Type: String, Value: "${db.Endpoint.Address}"}
  login:
    type: aws:secretsmanager:Secret
    properties:
      RecoveryWindowInDays: 0
      SecretString:
        fn::toJSON: {username: admin, password: "${dbPassword}"}
"#,
    );
    p.ok(&["config", "set", "--secret", "dbPassword", "pa55-word-x"]);
    let template = p.path().join("fields.json");
    p.ok(&[
        "compile",
        "--target",
        "cloudformation",
        "--out",
        template.to_str().unwrap(),
    ]);
    let written = std::fs::read_to_string(&template).unwrap();
    assert!(!written.contains("pa55-word-x"), "{written}");
    let t: Value = serde_json::from_str(&written).unwrap();
    assert_eq!(
        t["Resources"]["Address"]["Properties"]["Value"],
        json!({"Fn::GetAtt": ["Db", "Endpoint.Address"]}),
        "{t}"
    );
    let secret = t["Resources"]["Login"]["Properties"]["SecretString"]["Fn::Sub"]
        .as_str()
        .unwrap_or_else(|| panic!("{t}"));
    assert!(secret.contains("${DbPassword}"), "{secret}");
    assert_eq!(t["Parameters"]["DbPassword"]["NoEcho"], true, "{t}");
    // cfn-lint's one warning: it would have the password a dynamic reference to Secrets
    // Manager rather than a NoEcho parameter (a choice of the program's).
    assert_eq!(lint(std::slice::from_ref(&template)), ["W1011 fields.json"]);

    // Deployed by Strata: the engine reads the field of the output.
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        format!("{toml}allow-hosts = [\"{}\"]\n", m.url),
    )
    .unwrap();
    p.ok(&["config", "set", "aws:endpoint", &m.url]);
    super::aws::moto_credentials(&p);
    p.up();
    let state: Value = serde_json::from_str(&p.ok(&["stack", "export"])).unwrap();
    let recorded = |name: &str| {
        state["resources"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["urn"].as_str().unwrap().ends_with(&format!("::{name}")))
            .unwrap()
            .clone()
    };
    let address = recorded("db")["outputs"]["Endpoint"]["Address"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(recorded("address")["inputs"]["Value"], json!(address));
    let login = recorded("login")["id"].as_str().unwrap().to_string();
    assert_eq!(
        m.boto(&format!("sm = boto3.client('secretsmanager', **kw)\nprint(json.loads(sm.get_secret_value(SecretId='{login}')['SecretString'])['password'])")),
        "pa55-word-x"
    );
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    p.ok(&["destroy", "--yes"]);
}
