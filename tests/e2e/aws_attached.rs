//! What hangs off a resource replaced under its own name (deleted first): an inline or a
//! managed policy on a role, a policy and an object in a bucket, a queue's policy, a topic's
//! subscription, a function's permission and event source mapping. AWS removes them (or their
//! attachment) with the old copy; Strata replaces them with it, so that after `up` each is
//! there again, `preview --expect-no-changes` tells the truth and `refresh` finds nothing.
//!
//! The class is the provider's: every input its schema marks `attached` (the one that names
//! what the resource lives in). The table below has a case for each, and a test checks that it
//! does, so a new such input comes with its case.

use super::*;

/// One parent replaced under its own name, with the children attached to it.
struct Case {
    /// The parent (named `parent`) and its children, and what else they need.
    resources: Vec<Value>,
    /// The `(type, input)` pairs of the schema's `attached` inputs this case covers.
    covers: &'static [(&'static str, &'static str)],
    /// Python (boto3 clients from `kw`) that prints `ok` when every child is attached to the
    /// parent as it is now.
    probe: String,
}

fn trust() -> Value {
    json!({"Version": "2012-10-17", "Statement": [{"Effect": "Allow",
        "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}]})
}

fn allow(action: &str) -> Value {
    json!({"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": action, "Resource": "*"}]})
}

fn cases(tag: &str) -> Vec<Case> {
    let role = format!("strata-att-role-{tag}");
    let bucket = format!("strata-att-bucket-{tag}");
    let queue = format!("strata-att-queue-{tag}");
    let topic = format!("strata-att-topic-{tag}");
    let function = format!("strata-att-fn-{tag}");
    vec![
        Case {
            resources: vec![
                aws(
                    "parent",
                    "aws:iam:Role",
                    json!({"RoleName": role, "Path": "/a/", "AssumeRolePolicyDocument": trust()}),
                ),
                json!({"name": "inline", "type": "aws:iam:Policy",
                    "props": {"PolicyName": "inline", "PolicyDocument": allow("sqs:SendMessage")},
                    "props_refs": {"Roles": ["parent.RoleName"]}}),
                json!({"name": "managed", "type": "aws:iam:ManagedPolicy",
                    "props": {"PolicyDocument": allow("sqs:ReceiveMessage")},
                    "props_refs": {"Roles": ["parent.RoleName"]}}),
            ],
            covers: &[
                ("aws:iam:Policy", "Roles"),
                ("aws:iam:ManagedPolicy", "Roles"),
            ],
            probe: format!(
                "iam.get_role_policy(RoleName='{role}', PolicyName='inline')\nassert len(iam.list_attached_role_policies(RoleName='{role}')['AttachedPolicies']) == 1\nprint('ok')"
            ),
        },
        Case {
            resources: vec![
                aws("parent", "aws:s3:Bucket", json!({"BucketName": bucket})),
                json!({"name": "policy", "type": "aws:s3:BucketPolicy",
                    "props": {"PolicyDocument": {"Version": "2012-10-17", "Statement": [{"Effect": "Deny",
                        "Principal": "*", "Action": "s3:DeleteBucket", "Resource": format!("arn:aws:s3:::{bucket}")}]}},
                    "props_refs": {"Bucket": "parent.BucketName"}}),
                json!({"name": "object", "type": "aws:s3:Object",
                    "props": {"Key": "index.html", "Content": "hello"},
                    "props_refs": {"Bucket": "parent.BucketName"}}),
            ],
            covers: &[
                ("aws:s3:BucketPolicy", "Bucket"),
                ("aws:s3:Object", "Bucket"),
            ],
            probe: format!(
                "s3.get_bucket_policy(Bucket='{bucket}')\nassert s3.get_object(Bucket='{bucket}', Key='index.html')['Body'].read() == b'hello'\nprint('ok')"
            ),
        },
        Case {
            resources: vec![
                aws("parent", "aws:sqs:Queue", json!({"QueueName": queue})),
                json!({"name": "policy", "type": "aws:sqs:QueuePolicy",
                    "props": {"PolicyDocument": {"Version": "2012-10-17", "Statement": [{"Effect": "Allow",
                        "Principal": {"Service": "sns.amazonaws.com"}, "Action": "sqs:SendMessage", "Resource": "*"}]}},
                    "props_refs": {"Queues": ["parent.QueueUrl"]}}),
            ],
            covers: &[("aws:sqs:QueuePolicy", "Queues")],
            probe: format!(
                "u = sqs.get_queue_url(QueueName='{queue}')['QueueUrl']\nassert 'Policy' in sqs.get_queue_attributes(QueueUrl=u, AttributeNames=['Policy']).get('Attributes', {{}})\nprint('ok')"
            ),
        },
        Case {
            resources: vec![
                aws("parent", "aws:sns:Topic", json!({"TopicName": topic})),
                aws("target", "aws:sqs:Queue", json!({})),
                json!({"name": "subscription", "type": "aws:sns:Subscription",
                    "props": {"Protocol": "sqs"},
                    "props_refs": {"TopicArn": "parent.TopicArn", "Endpoint": "target.Arn"}}),
            ],
            covers: &[("aws:sns:Subscription", "TopicArn")],
            probe: format!(
                "t = [x['TopicArn'] for x in sns.list_topics()['Topics'] if x['TopicArn'].endswith(':{topic}')][0]\nassert len(sns.list_subscriptions_by_topic(TopicArn=t)['Subscriptions']) == 1\nprint('ok')"
            ),
        },
        Case {
            resources: vec![
                json!({"name": "role", "type": "aws:iam:Role", "props": {"AssumeRolePolicyDocument": trust()}}),
                json!({"name": "parent", "type": "aws:lambda:Function", "props": {"FunctionName": function,
                    "Runtime": "python3.12", "Handler": "index.handler",
                    "Code": {"ZipFile": "def handler(e, c):\n    return 1\n"}},
                    "props_refs": {"Role": "role.Arn"}}),
                json!({"name": "permission", "type": "aws:lambda:Permission",
                    "props": {"Action": "lambda:InvokeFunction", "Principal": "events.amazonaws.com"},
                    "props_refs": {"FunctionName": "parent.FunctionName"}}),
                aws("source", "aws:sqs:Queue", json!({})),
                json!({"name": "mapping", "type": "aws:lambda:EventSourceMapping",
                    "props": {"BatchSize": 5},
                    "props_refs": {"FunctionName": "parent.FunctionName", "EventSourceArn": "source.Arn"}}),
            ],
            covers: &[
                ("aws:lambda:Permission", "FunctionName"),
                ("aws:lambda:EventSourceMapping", "FunctionName"),
            ],
            probe: format!(
                "lam = boto3.client('lambda', **kw)\np = json.loads(lam.get_policy(FunctionName='{function}')['Policy'])\nassert len(p['Statement']) == 1\nassert len(lam.list_event_source_mappings(FunctionName='{function}')['EventSourceMappings']) == 1\nprint('ok')"
            ),
        },
    ]
}

#[test]
fn what_hangs_off_a_resource_replaced_under_its_own_name_is_there_after() {
    let m = moto();
    let tag = std::process::id().to_string();
    let all = cases(&tag);

    // Every input the schema marks `attached` has a case here.
    let p = aws_project(true);
    let schema: Value = serde_json::from_str(&p.ok(&["schema", "aws", "--json"])).unwrap();
    let mut marked: Vec<(String, String)> = Vec::new();
    for (ty, t) in schema["types"].as_object().unwrap() {
        for (k, i) in t["inputs"].as_object().into_iter().flatten() {
            if i["attached"] == json!(true) {
                marked.push((ty.clone(), k.clone()));
            }
        }
    }
    let covered: Vec<(String, String)> = all
        .iter()
        .flat_map(|c| c.covers.iter().map(|(t, k)| (t.to_string(), k.to_string())))
        .collect();
    let uncovered: Vec<&(String, String)> =
        marked.iter().filter(|m| !covered.contains(m)).collect();
    assert!(
        uncovered.is_empty(),
        "inputs marked attached with no case: {uncovered:?}"
    );
    assert!(
        covered.iter().all(|c| marked.contains(c)),
        "cases of inputs not marked attached: {covered:?} vs {marked:?}"
    );

    for (i, case) in all.iter().enumerate() {
        let p = aws_project(true);
        p.spec(json!({"resources": case.resources}));
        p.up();
        let probe = || m.boto(&case.probe);
        assert_eq!(probe(), "ok", "case {i}: after the create");
        let out = p.ok(&["up", "--yes", "--replace", "*::parent"]);
        assert!(out.contains("(delete first)"), "case {i}: {out}");
        assert_eq!(
            probe(),
            "ok",
            "case {i} ({:?}): what hangs off the replaced parent is gone:\n{out}",
            case.covers
        );
        let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "case {i}: {}",
            text(&out.stdout)
        );
        p.ok(&["destroy", "--yes"]);
    }
}
