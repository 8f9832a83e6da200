//! The AWS provider's functions (`invoke`) on moto: a YAML program calls each with
//! `fn::invoke` and exports what it returns, checked against what boto3 says; and what is
//! wrong with an invoke (a function or an argument misspelt or missing, a parameter or a stack
//! that does not exist, a region of another partition) is refused, saying what.

use super::*;
use test_services::moto;

/// A `runtime = "yaml"` project with the AWS provider on moto (granted it, its credentials in
/// the stack's config) running `yaml`.
fn yaml_on_moto(yaml: &str) -> Project {
    let m = moto();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Strata.toml"),
        format!(
            "name = \"functions\"\nruntime = \"yaml\"\n\n[providers.aws]\nwasm = {}\nallow-hosts = [\"{}\"]\nconfig = {{ endpoint = \"{}\" }}\n",
            toml_path(aws_artifacts::AWS),
            m.url,
            m.url
        ),
    )
    .unwrap();
    std::fs::write(dir.path().join("Strata.yaml"), yaml).unwrap();
    let p = Project { dir };
    p.ok(&["stack", "init", "dev"]);
    super::moto_credentials(&p);
    p
}

/// One invoke as a YAML variable named `name`.
fn invoke_yaml(name: &str, function: &str, arguments: &str, ret: Option<&str>) -> String {
    let mut v = format!("  {name}:\n    fn::invoke:\n      function: {function}\n");
    if !arguments.is_empty() {
        v.push_str(&format!("      arguments: {arguments}\n"));
    }
    if let Some(r) = ret {
        v.push_str(&format!("      return: {r}\n"));
    }
    v
}

/// Each function, called from a program, returns what boto3 says of the same thing; each
/// mistake in an invoke is refused by a preview, naming what is wrong.
#[test]
fn every_aws_function_returns_what_boto3_says_and_a_wrong_invoke_is_refused() {
    let m = moto();
    let run = format!("fn{}", std::process::id());
    let (param, secure, stack) = (
        format!("/{run}/greeting"),
        format!("/{run}/password"),
        format!("{run}-stack"),
    );
    m.boto(&format!(
        r#"ssm = boto3.client('ssm', **kw)
ssm.put_parameter(Name='{param}', Value='hello', Type='String')
ssm.put_parameter(Name='{param}', Value='hello again', Type='String', Overwrite=True)
ssm.put_parameter(Name='{secure}', Value='hunter2-fn', Type='SecureString')
cfn.create_stack(StackName='{stack}', TemplateBody=json.dumps({{'Resources': {{
    'Site': {{'Type': 'AWS::S3::Bucket', 'Properties': {{'BucketName': '{run}-site'}}}},
    'Jobs': {{'Type': 'AWS::SQS::Queue', 'Properties': {{'QueueName': '{run}-jobs'}}}}}}}}))"#
    ));
    // What boto3 says, as each function's result should be.
    let said = |code: &str| -> Value {
        serde_json::from_str(&m.boto(code))
            .unwrap_or_else(|e| panic!("boto3 printed no JSON ({e}): {code}"))
    };
    let identity = said(
        "i = boto3.client('sts', **kw).get_caller_identity()\nprint(json.dumps({'AccountId': i['Account'], 'Arn': i['Arn'], 'UserId': i['UserId']}))",
    );
    assert_eq!(identity["AccountId"], "123456789012", "moto's account");
    let zones = |region: &str| {
        said(&format!(
            "c = boto3.client('ec2', **dict(kw, region_name='{region}'))\nz = c.describe_availability_zones(Filters=[{{'Name': 'state', 'Values': ['available']}}])['AvailabilityZones']\nprint(json.dumps({{'Names': sorted(a['ZoneName'] for a in z)}}))"
        ))
    };
    let parameter = |name: &str| {
        said(&format!(
            "p = boto3.client('ssm', **kw).get_parameter(Name='{name}', WithDecryption=True)['Parameter']\nprint(json.dumps({{'Value': p['Value'], 'Type': p['Type'], 'Version': p['Version']}}))"
        ))
    };
    let resources = said(&format!(
        "r = cfn.describe_stack_resources(StackName='{stack}')['StackResources']\nprint(json.dumps({{'Resources': [{{k: x.get(k) for k in ['LogicalResourceId', 'PhysicalResourceId', 'ResourceType', 'ResourceStatus']}} for x in r]}}))"
    ));
    assert_eq!(resources["Resources"].as_array().unwrap().len(), 2);

    // Output, function, arguments, `return`, what it should be.
    let cases: Vec<(&str, &str, String, Option<&str>, Value)> = vec![
        (
            "identity",
            "aws:getCallerIdentity",
            String::new(),
            None,
            identity.clone(),
        ),
        (
            "account",
            "aws:getCallerIdentity",
            "{}".into(),
            Some("AccountId"),
            json!("123456789012"),
        ),
        (
            "region",
            "aws:getRegion",
            String::new(),
            None,
            json!({"Region": "us-east-1", "Partition": "aws", "URLSuffix": "amazonaws.com"}),
        ),
        (
            "zones",
            "aws:getAvailabilityZones",
            String::new(),
            None,
            zones("us-east-1"),
        ),
        (
            "oregon",
            "aws:getAvailabilityZones",
            "{Region: us-west-2}".into(),
            Some("Names"),
            zones("us-west-2")["Names"].clone(),
        ),
        (
            "parameter",
            "aws:ssm:getParameter",
            format!("{{Name: \"{param}\"}}"),
            None,
            parameter(&param),
        ),
        (
            "secure",
            "aws:ssm:getParameter",
            format!("{{Name: \"{secure}\", WithDecryption: true}}"),
            None,
            parameter(&secure),
        ),
        (
            "resources",
            "aws:cloudformation:describeStackResources",
            format!("{{StackName: {stack}}}"),
            None,
            resources.clone(),
        ),
    ];
    let mut yaml = String::from("variables:\n");
    for (name, function, args, ret, _) in &cases {
        yaml.push_str(&invoke_yaml(name, function, args, *ret));
    }
    yaml.push_str("outputs:\n");
    for (name, ..) in &cases {
        yaml.push_str(&format!("  {name}: ${{{name}}}\n"));
    }
    let p = yaml_on_moto(&yaml);
    p.ok(&["up", "--yes", "--json"]);
    let out: Value =
        serde_json::from_str(&p.ok(&["stack", "output", "--json", "--show-secrets"])).unwrap();
    for (name, function, args, _, want) in &cases {
        assert_eq!(&out[*name], want, "{function} {args}: {out}");
    }
    assert_eq!(out["parameter"]["Version"], 2, "{out}");
    assert_eq!(out["secure"]["Value"], "hunter2-fn", "{out}");
    assert_eq!(
        out["zones"]["Names"][0], "us-east-1a",
        "sorted by name: {out}"
    );
    // A SecureString's value is a secret: not shown without --show-secrets, nor in the state.
    let shown = p.ok(&["stack", "output", "--json"]);
    assert!(!shown.contains("hunter2-fn"), "{shown}");
    let state = p.ok(&["stack", "export"]);
    assert!(
        !state.contains("hunter2-fn"),
        "the state holds the secret: {state}"
    );
    // The schema declares them, with their arguments and results.
    let schema: Value = serde_json::from_str(&p.ok(&["schema", "aws", "--json"])).unwrap();
    let declared: Vec<&String> = schema["functions"].as_object().unwrap().keys().collect();
    assert_eq!(
        declared,
        [
            "aws:cloudformation:describeStackResources",
            "aws:getAvailabilityZones",
            "aws:getCallerIdentity",
            "aws:getRegion",
            "aws:ssm:getParameter",
        ]
    );
    assert_eq!(
        schema["functions"]["aws:ssm:getParameter"]["args"]["Name"]["required"],
        true
    );

    // Function, arguments, what the refusal says (each part).
    let wrong: Vec<(&str, String, Vec<String>)> = vec![
        (
            "aws:getCallerIdentiy",
            String::new(),
            vec!["provider aws has no function `aws:getCallerIdentiy`: did you mean `aws:getCallerIdentity`?".into()],
        ),
        (
            "aws:s3:listBuckets",
            String::new(),
            vec![
                "provider aws has no function `aws:s3:listBuckets`: it offers".into(),
                "`aws:cloudformation:describeStackResources`".into(),
                "`aws:ssm:getParameter`".into(),
            ],
        ),
        (
            "aws:ssm:getParameter",
            "{}".into(),
            vec!["invoke aws:ssm:getParameter: invalid arguments: `Name` is required".into()],
        ),
        (
            "aws:ssm:getParameter",
            format!("{{Nmae: \"{param}\"}}"),
            vec!["`Nmae` is not an argument of aws:ssm:getParameter: did you mean `Name`?".into()],
        ),
        (
            "aws:cloudformation:describeStackResources",
            "{Stack: x}".into(),
            vec![
                "`Stack` is not an argument of aws:cloudformation:describeStackResources".into(),
                "`StackName` is required".into(),
            ],
        ),
        (
            "aws:getAvailabilityZones",
            "{Region: \"us-east-1a/x\"}".into(),
            vec!["`Region` must match the pattern".into()],
        ),
        (
            "aws:ssm:getParameter",
            format!("{{Name: \"/{run}/nothing\"}}"),
            vec![format!("no SSM parameter `/{run}/nothing`"), "ParameterNotFound".into()],
        ),
        (
            "aws:cloudformation:describeStackResources",
            format!("{{StackName: {run}-nothing}}"),
            vec![format!("no CloudFormation stack `{run}-nothing`")],
        ),
        (
            "aws:getAvailabilityZones",
            "{Region: cn-north-1}".into(),
            vec![
                "cn-north-1 is in the aws-cn partition, the provider's region (us-east-1) in aws"
                    .into(),
            ],
        ),
    ];
    for (function, args, says) in &wrong {
        let yaml = format!(
            "variables:\n{}outputs:\n  it: ${{it}}\n",
            invoke_yaml("it", function, args, None)
        );
        std::fs::write(p.path().join("Strata.yaml"), yaml).unwrap();
        let err = p.fails(&["preview"]);
        for part in says {
            assert!(
                err.contains(part.as_str()),
                "{function} {args}: the refusal does not say `{part}`:\n{err}"
            );
        }
    }
}
