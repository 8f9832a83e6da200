//! The AWS provider through the binary against moto server, a local AWS endpoint: one server
//! per test process (started on a free port, stopped when the process ends), each test using
//! names of its own; what Strata says exists is checked with boto3.

use super::*;
use test_services::moto;

/// A project with the AWS provider pointed at moto, its credentials in the stack's config.
pub(super) fn aws_project(grant: bool) -> Project {
    aws_project_running(test_artifacts::TEST_PROGRAM, grant)
}

/// [`aws_project`] with another program.
fn aws_project_running(program: &str, grant: bool) -> Project {
    aws_project_at(program, grant, &moto().url)
}

/// [`aws_project_running`] with the provider pointed at the endpoint `url`.
pub(super) fn aws_project_at(program: &str, grant: bool, url: &str) -> Project {
    let p = Project::new(program);
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    let hosts = if grant {
        format!("allow-hosts = [\"{url}\"]\n")
    } else {
        String::new()
    };
    std::fs::write(
        p.path().join("Strata.toml"),
        format!(
            "{toml}\n[providers.aws]\nwasm = {}\n{hosts}config = {{ endpoint = \"{url}\" }}\n",
            toml_path(aws_artifacts::AWS),
        ),
    )
    .unwrap();
    moto_credentials(&p);
    p
}

/// moto's credentials in `p`'s stack (the secret key set as a secret, as a user would).
pub(super) fn moto_credentials(p: &Project) {
    p.ok(&["config", "set", "aws:accessKeyId", "testing"]);
    p.ok(&[
        "config",
        "set",
        "--secret",
        "aws:secretAccessKey",
        "testing",
    ]);
}

/// Every output the schema of `ty` lists (but those it marks `sometimes`) is one the create of
/// the resource named `name` returned: a program may read any of them, and the preview lets it.
pub(super) fn assert_outputs_returned(p: &Project, schema: &Value, ty: &str, name: &str) {
    let returned = p.recorded(name)["outputs"].clone();
    let unreturned: Vec<&String> = schema["types"][ty]["outputs"]
        .as_object()
        .unwrap()
        .iter()
        .filter(|(k, o)| o["sometimes"] != json!(true) && returned.get(k.as_str()).is_none())
        .map(|(k, _)| k)
        .collect();
    assert!(
        unreturned.is_empty(),
        "{ty}: its schema lists outputs its create did not return: {unreturned:?} (returned {returned})"
    );
}

/// [`assert_outputs_returned`] for every AWS resource the stack holds.
fn assert_every_output_returned(p: &Project) {
    let schema: Value = serde_json::from_str(&p.ok(&["schema", "aws", "--json"])).unwrap();
    for r in p.checkpoint()["resources"].as_array().unwrap() {
        let ty = r["type"].as_str().unwrap();
        if ty.starts_with("aws:") {
            let name = r["urn"].as_str().unwrap().rsplit("::").next().unwrap();
            assert_outputs_returned(p, &schema, ty, name);
        }
    }
}

pub(super) fn aws(name: &str, ty: &str, props: Value) -> Value {
    json!({"name": name, "type": ty, "props": props})
}

#[test]
fn buckets_and_queues_go_through_their_whole_lifecycle_on_a_local_aws() {
    let m = moto();
    let p = aws_project(true);
    let tag = format!("t{}", std::process::id());
    let spec = |tags: &str, visibility: u32, fifo: bool| {
        json!({"resources": [
            aws("site", "aws:s3:Bucket", json!({
                "VersioningConfiguration": {"Status": "Enabled"},
                "Tags": [{"Key": "run", "Value": tags}],
            })),
            aws("jobs", "aws:sqs:Queue", json!({"VisibilityTimeout": visibility, "FifoQueue": fifo})),
        ]})
    };
    p.spec(spec(&tag, 45, false));
    assert_eq!(counts(&p.up()), json!({"create": 2}));
    let bucket = recorded_id(&p, "site");
    let queue = recorded_id(&p, "jobs");
    assert!(bucket.starts_with("site-"), "auto-named: {bucket}");
    // What Strata says exists, exists, as it says.
    assert_eq!(
        m.boto(&format!(
            "print(s3.get_bucket_versioning(Bucket='{bucket}')['Status'], s3.get_bucket_tagging(Bucket='{bucket}')['TagSet'][0]['Value'])"
        )),
        format!("Enabled {tag}")
    );
    assert_eq!(
        m.boto(&format!(
            "print(sqs.get_queue_attributes(QueueUrl='{queue}', AttributeNames=['VisibilityTimeout'])['Attributes']['VisibilityTimeout'])"
        )),
        "45"
    );

    // In place: tags and a timeout; the bucket keeps its name.
    p.spec(spec(&format!("{tag}-2"), 60, false));
    assert_eq!(counts(&p.up()), json!({"update": 2}));
    assert_eq!(recorded_id(&p, "site"), bucket);
    assert_eq!(
        m.boto(&format!(
            "print(s3.get_bucket_tagging(Bucket='{bucket}')['TagSet'][0]['Value'])"
        )),
        format!("{tag}-2")
    );

    // Drift made behind Strata's back is seen by refresh and undone by up.
    m.boto(&format!(
        "sqs.set_queue_attributes(QueueUrl='{queue}', Attributes={{'VisibilityTimeout': '99'}})"
    ));
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
    assert_eq!(
        counts(&summary(&p.ok(&["up", "--yes", "--refresh", "--json"]))),
        json!({"update": 1, "same": 1})
    );
    assert_eq!(
        m.boto(&format!(
            "print(sqs.get_queue_attributes(QueueUrl='{queue}', AttributeNames=['VisibilityTimeout'])['Attributes']['VisibilityTimeout'])"
        )),
        "60"
    );

    // A dead-letter queue, named by its ARN in the redrive policy.
    let mut with_dlq = spec(&format!("{tag}-2"), 60, false);
    with_dlq["resources"]
        .as_array_mut()
        .unwrap()
        .push(aws("dead", "aws:sqs:Queue", json!({})));
    with_dlq["resources"].as_array_mut().unwrap().push(json!({
        "name": "work", "type": "aws:sqs:Queue",
        "props": {"RedrivePolicy": {"maxReceiveCount": 3}},
        "props_refs": {"RedrivePolicy.deadLetterTargetArn": "dead.Arn"},
    }));
    p.spec(with_dlq);
    assert_eq!(counts(&p.up()), json!({"create": 2, "same": 2}));
    let work = recorded_id(&p, "work");
    assert!(
        m.boto(&format!(
            "print(sqs.get_queue_attributes(QueueUrl='{work}', AttributeNames=['RedrivePolicy'])['Attributes']['RedrivePolicy'])"
        ))
        .contains("maxReceiveCount"),
    );
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));

    // A FIFO queue is another queue: replaced, and the old one is gone.
    p.spec(spec(&format!("{tag}-2"), 60, true));
    let out = p.ok(&["preview"]);
    assert!(
        out.contains("FifoQueue") && out.contains("forces replacement"),
        "{out}"
    );
    // (the dead-letter pair leaves the program: deleted, dependent first)
    assert_eq!(
        counts(&p.up()),
        json!({"replace": 1, "same": 1, "delete": 2})
    );
    let fifo = recorded_id(&p, "jobs");
    assert!(fifo.ends_with(".fifo"), "{fifo}");
    assert_eq!(
        m.boto(&format!(
            "print(any(u == '{queue}' for u in sqs.list_queues().get('QueueUrls', [])))"
        )),
        "False"
    );

    // An existing bucket is imported as it is.
    let outside = format!("outside-{tag}");
    m.boto(&format!("s3.create_bucket(Bucket='{outside}')"));
    let out = p.run(&[
        "import",
        "aws:s3:Bucket",
        "imported",
        &outside,
        "--yes",
        "--protect",
        "false",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(recorded_id(&p, "imported"), outside);

    // Destroy leaves nothing of ours behind.
    p.ok(&["destroy", "--yes"]);
    assert_eq!(
        m.boto(&format!(
            "names = [b['Name'] for b in s3.list_buckets()['Buckets']]\nurls = sqs.list_queues().get('QueueUrls', [])\nprint('{bucket}' in names, '{outside}' in names, '{fifo}' in urls)"
        )),
        "False False False"
    );
}

#[test]
fn the_aws_provider_reaches_only_the_endpoint_it_was_granted() {
    let p = aws_project(false);
    p.spec(json!({"resources": [aws("b", "aws:s3:Bucket", json!({}))]}));
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("allow-hosts") && err.contains(&moto().url.replace("http://", "")),
        "{err}"
    );
}

/// The id the state records for `name`.
pub(super) fn recorded_id(p: &Project, name: &str) -> String {
    p.checkpoint()["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| {
            r["urn"].as_str().unwrap().ends_with(&format!("::{name}")) && r.get("delete").is_none()
        })
        .unwrap_or_else(|| panic!("{name} is not in the state"))["id"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn policies_and_objects_follow_their_bucket_and_queue() {
    let m = moto();
    let p = aws_project(true);
    std::fs::create_dir_all(p.path().join("site")).unwrap();
    std::fs::write(p.path().join("site/index.html"), "<h1>v1</h1>").unwrap();
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        toml.replace(
            "[providers.aws]\n",
            "[providers.aws]\nallow-dirs = [{ path = \"site\", read-only = true }]\n",
        ),
    )
    .unwrap();
    let policy = |sid: &str| {
        json!({"Version": "2012-10-17", "Statement": [{"Sid": sid, "Effect": "Allow", "Principal": "*",
               "Action": "s3:GetObject", "Resource": "arn:aws:s3:::*"}]})
    };
    let spec = |sid: &str| {
        json!({"resources": [
            aws("www", "aws:s3:Bucket", json!({})),
            {"name": "pol", "type": "aws:s3:BucketPolicy", "props": {"PolicyDocument": policy(sid)},
             "props_refs": {"Bucket": "www.BucketName"}},
            {"name": "index", "type": "aws:s3:Object",
             "props": {"Key": "index.html", "Source": "site/index.html", "ContentType": "text/html"},
             "props_refs": {"Bucket": "www.BucketName"}},
            {"name": "note", "type": "aws:s3:Object", "props": {"Key": "note.txt", "Content": "hello"},
             "props_refs": {"Bucket": "www.BucketName"}},
            aws("q", "aws:sqs:Queue", json!({})),
            {"name": "qpol", "type": "aws:sqs:QueuePolicy",
             "props": {"PolicyDocument": {"Version": "2012-10-17", "Statement": [
                 {"Effect": "Allow", "Principal": "*", "Action": "sqs:SendMessage", "Resource": "*"}]}},
             "props_refs": {"Queues": ["q.QueueUrl"]}},
        ]})
    };
    p.spec(spec("v1"));
    assert_eq!(counts(&p.up()), json!({"create": 6}));
    assert_every_output_returned(&p);
    let bucket = recorded_id(&p, "www");
    let queue = recorded_id(&p, "q");
    assert_eq!(
        m.boto(&format!(
            "import json\nprint(json.loads(s3.get_bucket_policy(Bucket='{bucket}')['Policy'])['Statement'][0]['Sid'], s3.get_object(Bucket='{bucket}', Key='index.html')['Body'].read().decode(), s3.get_object(Bucket='{bucket}', Key='note.txt')['Body'].read().decode())"
        )),
        "v1 <h1>v1</h1> hello"
    );
    assert!(
        m.boto(&format!(
            "print(sqs.get_queue_attributes(QueueUrl='{queue}', AttributeNames=['Policy']).get('Attributes', {{}}).get('Policy', ''))"
        ))
        .contains("sqs:SendMessage")
    );
    // A changed file is an update of its object; a changed policy an update of the policy.
    std::fs::write(p.path().join("site/index.html"), "<h1>v2</h1>").unwrap();
    p.spec(spec("v2"));
    assert_eq!(counts(&p.up()), json!({"update": 2, "same": 4}));
    assert_eq!(
        m.boto(&format!(
            "import json\nprint(json.loads(s3.get_bucket_policy(Bucket='{bucket}')['Policy'])['Statement'][0]['Sid'], s3.get_object(Bucket='{bucket}', Key='index.html')['Body'].read().decode())"
        )),
        "v2 <h1>v2</h1>"
    );
    // A refresh of what did not change finds nothing to do.
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    // Destroy: objects and policies before their bucket and queue, nothing left.
    p.ok(&["destroy", "--yes"]);
    assert_eq!(
        m.boto(&format!(
            "print('{bucket}' in [b['Name'] for b in s3.list_buckets()['Buckets']], '{queue}' in sqs.list_queues().get('QueueUrls', []))"
        )),
        "False False"
    );
}

#[test]
fn a_bucket_website_and_public_access_block_are_set_read_changed_and_removed() {
    let m = moto();
    let p = aws_project(true);
    let spec = |site: Value, block: Value| {
        let mut props = json!({});
        if !site.is_null() {
            props["WebsiteConfiguration"] = site;
        }
        if !block.is_null() {
            props["PublicAccessBlockConfiguration"] = block;
        }
        json!({"resources": [aws("www", "aws:s3:Bucket", props)]})
    };
    let website = |b: &str| {
        m.boto(&format!(
            "try:\n  w = s3.get_bucket_website(Bucket='{b}')\n  print(w.get('IndexDocument', {{}}).get('Suffix'), w.get('ErrorDocument', {{}}).get('Key'), w.get('RedirectAllRequestsTo', {{}}).get('HostName'))\nexcept s3.exceptions.ClientError as e:\n  print(e.response['Error']['Code'])"
        ))
    };
    let block = |b: &str| {
        m.boto(&format!(
            "try:\n  c = s3.get_public_access_block(Bucket='{b}')['PublicAccessBlockConfiguration']\n  print(c['BlockPublicAcls'], c['BlockPublicPolicy'], c['IgnorePublicAcls'], c['RestrictPublicBuckets'])\nexcept s3.exceptions.ClientError as e:\n  print(e.response['Error']['Code'])"
        ))
    };
    // A bad configuration is refused before anything is made, naming the property: a
    // misspelt key by the schema (with the name meant), a website without its index document
    // by the provider's check.
    p.spec(spec(
        json!({"IndexDocument": "index.html"}),
        json!({"BlockPublicAcl": true}),
    ));
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("PublicAccessBlockConfiguration.BlockPublicAcl: is not a property of PublicAccessBlockConfiguration: did you mean `BlockPublicAcls`?"),
        "{err}"
    );
    p.spec(spec(json!({"ErrorDocument": "404.html"}), Value::Null));
    let err = p.fails(&["up", "--yes"]);
    assert!(err.contains("WebsiteConfiguration.IndexDocument"), "{err}");
    p.spec(spec(
        json!({"IndexDocument": "index.html", "ErrorDocument": "404.html"}),
        json!({"BlockPublicAcls": true, "RestrictPublicBuckets": true}),
    ));
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    let bucket = recorded_id(&p, "www");
    assert_eq!(website(&bucket), "index.html 404.html None");
    assert_eq!(block(&bucket), "True False False True");
    // Drift of either is seen by refresh and undone by up.
    m.boto(&format!(
        "s3.put_bucket_website(Bucket='{bucket}', WebsiteConfiguration={{'IndexDocument': {{'Suffix': 'home.html'}}}})\ns3.put_public_access_block(Bucket='{bucket}', PublicAccessBlockConfiguration={{'BlockPublicAcls': False, 'BlockPublicPolicy': True, 'IgnorePublicAcls': False, 'RestrictPublicBuckets': True}})"
    ));
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
    assert_eq!(
        counts(&summary(&p.ok(&["up", "--yes", "--refresh", "--json"]))),
        json!({"update": 1})
    );
    assert_eq!(website(&bucket), "index.html 404.html None");
    assert_eq!(block(&bucket), "True False False True");
    // In place: a redirect instead of pages; then both removed.
    p.spec(spec(
        json!({"RedirectAllRequestsTo": {"HostName": "example.com", "Protocol": "https"}}),
        json!({"BlockPublicAcls": true, "RestrictPublicBuckets": true}),
    ));
    assert_eq!(counts(&p.up()), json!({"update": 1}));
    assert_eq!(recorded_id(&p, "www"), bucket);
    assert_eq!(website(&bucket), "None None example.com");
    p.spec(spec(Value::Null, Value::Null));
    assert_eq!(counts(&p.up()), json!({"update": 1}));
    assert_eq!(website(&bucket), "NoSuchWebsiteConfiguration");
    assert_eq!(block(&bucket), "NoSuchPublicAccessBlockConfiguration");
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    p.ok(&["destroy", "--yes"]);
}

#[test]
fn topics_subscriptions_and_tables_on_a_local_aws() {
    let m = moto();
    let p = aws_project(true);
    let spec = |display: &str, read_units: u32, ttl: bool| {
        let mut table = json!({
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "email", "AttributeType": "S"}
            ],
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
            "BillingMode": "PROVISIONED",
            "ProvisionedThroughput": {"ReadCapacityUnits": read_units, "WriteCapacityUnits": 1},
            "GlobalSecondaryIndexes": [{"IndexName": "by-email",
                "KeySchema": [{"AttributeName": "email", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"},
                "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1}}],
            "Tags": [{"Key": "team", "Value": "data"}],
        });
        if ttl {
            table["TimeToLiveSpecification"] = json!({"AttributeName": "expires", "Enabled": true});
        }
        json!({"resources": [
            aws("events", "aws:sns:Topic", json!({"DisplayName": display})),
            aws("inbox", "aws:sqs:Queue", json!({})),
            {"name": "sub", "type": "aws:sns:Subscription",
             "props": {"Protocol": "sqs", "RawMessageDelivery": true},
             "props_refs": {"TopicArn": "events.TopicArn", "Endpoint": "inbox.Arn"}},
            aws("users", "aws:dynamodb:Table", table),
        ]})
    };
    p.spec(spec("Events", 1, false));
    assert_eq!(counts(&p.up()), json!({"create": 4}));
    assert_every_output_returned(&p);
    let topic = recorded_id(&p, "events");
    let sub = recorded_id(&p, "sub");
    let table = recorded_id(&p, "users");
    assert_eq!(
        m.boto(&format!(
            "a = sns.get_topic_attributes(TopicArn='{topic}')['Attributes']\ns = sns.get_subscription_attributes(SubscriptionArn='{sub}')['Attributes']\nt = ddb.describe_table(TableName='{table}')['Table']\nprint(a['DisplayName'], s['Protocol'], s['RawMessageDelivery'], t['ProvisionedThroughput']['ReadCapacityUnits'], t['GlobalSecondaryIndexes'][0]['IndexName'])"
        )),
        "Events sqs true 1 by-email"
    );
    // In place: a topic's display name, a table's throughput and time to live.
    p.spec(spec("Events v2", 2, true));
    assert_eq!(counts(&p.up()), json!({"update": 2, "same": 2}));
    assert_eq!(recorded_id(&p, "users"), table);
    assert_eq!(
        m.boto(&format!(
            "a = sns.get_topic_attributes(TopicArn='{topic}')['Attributes']\nt = ddb.describe_table(TableName='{table}')['Table']\nl = ddb.describe_time_to_live(TableName='{table}')['TimeToLiveDescription']\nprint(a['DisplayName'], t['ProvisionedThroughput']['ReadCapacityUnits'], l['TimeToLiveStatus'], l['AttributeName'])"
        )),
        "Events v2 2 ENABLED expires"
    );
    // Nothing drifted: a refresh finds nothing to do.
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    p.ok(&["destroy", "--yes"]);
    assert_eq!(
        m.boto(&format!(
            "print('{topic}' in [t['TopicArn'] for t in sns.list_topics()['Topics']], '{table}' in ddb.list_tables()['TableNames'])"
        )),
        "False False"
    );
}

#[test]
fn roles_and_their_policies_on_a_local_aws() {
    let m = moto();
    let p = aws_project(true);
    let trust = json!({"Version": "2012-10-17", "Statement": [{"Effect": "Allow",
        "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}]});
    let allow = |action: &str| json!({"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": action, "Resource": "*"}]});
    let spec = |action: &str, description: &str| {
        json!({"resources": [
            aws("worker", "aws:iam:Role", json!({"AssumeRolePolicyDocument": trust, "Description": description})),
            {"name": "inline", "type": "aws:iam:Policy",
             "props": {"PolicyName": "queue-access", "PolicyDocument": allow(action)},
             "props_refs": {"Roles": ["worker.RoleName"]}},
            {"name": "managed", "type": "aws:iam:ManagedPolicy",
             "props": {"PolicyDocument": allow(action)},
             "props_refs": {"Roles": ["worker.RoleName"]}},
        ]})
    };
    p.spec(spec("sqs:SendMessage", "runs jobs"));
    assert_eq!(counts(&p.up()), json!({"create": 3}));
    assert_every_output_returned(&p);
    let role = recorded_id(&p, "worker");
    let managed = recorded_id(&p, "managed");
    assert_eq!(
        m.boto(&format!(
            "r = iam.get_role(RoleName='{role}')['Role']\np = iam.get_role_policy(RoleName='{role}', PolicyName='queue-access')['PolicyDocument']\na = [x['PolicyArn'] for x in iam.list_attached_role_policies(RoleName='{role}')['AttachedPolicies']]\nprint(r['Description'], p['Statement'][0]['Action'], a == ['{managed}'])"
        )),
        "runs jobs sqs:SendMessage True"
    );
    // In place: the role's description, both policies' documents (a new default version).
    p.spec(spec("sqs:ReceiveMessage", "runs more jobs"));
    assert_eq!(counts(&p.up()), json!({"update": 3}));
    assert_eq!(
        m.boto(&format!(
            "p = iam.get_role_policy(RoleName='{role}', PolicyName='queue-access')['PolicyDocument']\nv = iam.get_policy(PolicyArn='{managed}')['Policy']['DefaultVersionId']\nd = iam.get_policy_version(PolicyArn='{managed}', VersionId=v)['PolicyVersion']['Document']\nprint(p['Statement'][0]['Action'], d['Statement'][0]['Action'])"
        )),
        "sqs:ReceiveMessage sqs:ReceiveMessage"
    );
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    // Destroy: policies detached and deleted before the role.
    p.ok(&["destroy", "--yes"]);
    assert_eq!(
        m.boto(&format!(
            "print('{role}' in [r['RoleName'] for r in iam.list_roles()['Roles']], '{managed}' in [x['Arn'] for x in iam.list_policies(Scope='Local')['Policies']])"
        )),
        "False False"
    );
}

/// Issue 33, edge 4: AWS rewrites a policy document into forms of its own (a single statement
/// not in a list, one-element lists as strings, an account id as its root ARN). A document
/// rewritten so behind Strata's back is no drift, and a program that writes its document in
/// another equivalent form changes nothing; a document that means something else is still
/// drift.
#[test]
fn a_policy_document_in_another_equivalent_form_is_neither_drift_nor_change() {
    let m = moto();
    let p = aws_project(true);
    let trust = json!({"Version": "2012-10-17", "Statement": [{"Effect": "Allow",
        "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}]});
    let spec = |trust: &Value| json!({"resources": [aws("worker", "aws:iam:Role", json!({"AssumeRolePolicyDocument": trust}))]});
    p.spec(spec(&trust));
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    let role = recorded_id(&p, "worker");
    let no_changes = |p: &Project, args: &[&str]| {
        let out = p.run(args);
        (out.status.code(), text(&out.stdout))
    };
    // Rewritten behind Strata's back, meaning the same.
    m.boto(&format!(
        "import json\niam.update_assume_role_policy(RoleName='{role}', PolicyDocument=json.dumps({{'Version': '2012-10-17', 'Statement': {{'Effect': 'Allow', 'Principal': {{'Service': ['lambda.amazonaws.com']}}, 'Action': ['sts:AssumeRole']}}}}))\nprint('ok')"
    ));
    let (code, out) = no_changes(&p, &["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(code, Some(0), "an equivalent document is no drift: {out}");
    // The program's own document in another form of the same policy.
    let same = json!({"Version": "2012-10-17", "Statement": {"Effect": "Allow",
        "Principal": {"Service": ["lambda.amazonaws.com"]}, "Action": ["sts:AssumeRole"]}});
    p.spec(spec(&same));
    let (code, out) = no_changes(&p, &["preview", "--expect-no-changes"]);
    assert_eq!(code, Some(0), "an equivalent document is no change: {out}");
    // Meaning something else, behind Strata's back: drift.
    m.boto(&format!(
        "import json\niam.update_assume_role_policy(RoleName='{role}', PolicyDocument=json.dumps({{'Version': '2012-10-17', 'Statement': [{{'Effect': 'Allow', 'Principal': {{'Service': 'ec2.amazonaws.com'}}, 'Action': 'sts:AssumeRole'}}]}}))\nprint('ok')"
    ));
    let (code, out) = no_changes(&p, &["preview", "--refresh", "--expect-no-changes"]);
    assert_ne!(code, Some(0), "another principal is drift: {out}");
    p.ok(&["destroy", "--yes"]);
}

/// Issue 33, edge 4: a redrive policy whose `maxReceiveCount` the program gives as a string
/// ("3") is read back from SQS as a number; that is the same policy, not drift, on every
/// refresh.
#[test]
fn a_max_receive_count_given_as_a_string_is_no_perpetual_drift() {
    let m = moto();
    let p = aws_project(true);
    let dlq = aws("dlq", "aws:sqs:Queue", json!({}));
    p.spec(json!({"resources": [dlq]}));
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    let url = recorded_id(&p, "dlq");
    let arn = m.boto(&format!(
        "print(sqs.get_queue_attributes(QueueUrl='{url}', AttributeNames=['QueueArn'])['Attributes']['QueueArn'])"
    ));
    // The ARN the provider made from the queue's URL is the one SQS gives.
    let state = p.checkpoint();
    let recorded = state["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["urn"].as_str().is_some_and(|u| u.ends_with("::dlq")))
        .map(|r| r["outputs"]["Arn"].clone());
    assert_eq!(recorded, Some(json!(arn)));
    p.spec(json!({"resources": [dlq, aws("jobs", "aws:sqs:Queue",
        json!({"RedrivePolicy": {"deadLetterTargetArn": arn, "maxReceiveCount": "3"}}))]}));
    assert_eq!(counts(&p.up()), json!({"create": 1, "same": 1}));
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    p.ok(&["destroy", "--yes"]);
}

#[test]
fn without_credentials_the_schema_is_shown_and_a_deploy_says_how_to_set_them() {
    let p = aws_project(true);
    p.ok(&["config", "rm", "aws:accessKeyId"]);
    let schema = p.ok(&["schema", "aws"]);
    assert!(
        schema.contains("aws:s3:Bucket") && schema.contains("aws:iam:Role"),
        "{schema}"
    );
    p.spec(json!({"resources": [aws("b", "aws:s3:Bucket", json!({}))]}));
    // A preview of new resources needs no call to AWS.
    p.ok(&["preview"]);
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains(
            "no AWS credentials: set them for the stack with `strata config set aws:accessKeyId ID`"
        ),
        "{err}"
    );
}

#[test]
fn vpcs_and_subnets_through_the_ec2_query_api() {
    let m = moto();
    let p = aws_project(true);
    let spec = |env: &str, public: bool| {
        json!({"resources": [
            aws("net", "aws:ec2:VPC", json!({"CidrBlock": "10.42.0.0/16", "EnableDnsHostnames": true,
                "Tags": [{"Key": "env", "Value": env}]})),
            {"name": "a", "type": "aws:ec2:Subnet",
             "props": {"CidrBlock": "10.42.1.0/24", "AvailabilityZone": "us-east-1a", "MapPublicIpOnLaunch": public},
             "props_refs": {"VpcId": "net.VpcId"}},
        ]})
    };
    p.spec(spec("dev", false));
    assert_eq!(counts(&p.up()), json!({"create": 2}));
    let vpc = recorded_id(&p, "net");
    let subnet = recorded_id(&p, "a");
    assert_eq!(
        m.boto(&format!(
            "v = ec2.describe_vpcs(VpcIds=['{vpc}'])['Vpcs'][0]\nd = ec2.describe_vpc_attribute(VpcId='{vpc}', Attribute='enableDnsHostnames')['EnableDnsHostnames']['Value']\ns = ec2.describe_subnets(SubnetIds=['{subnet}'])['Subnets'][0]\nprint(v['CidrBlock'], d, v['Tags'][0]['Value'], s['VpcId'] == '{vpc}', s['MapPublicIpOnLaunch'])"
        )),
        "10.42.0.0/16 True dev True False"
    );
    p.spec(spec("prod", true));
    assert_eq!(counts(&p.up()), json!({"update": 2}));
    assert_eq!(
        m.boto(&format!(
            "v = ec2.describe_vpcs(VpcIds=['{vpc}'])['Vpcs'][0]\ns = ec2.describe_subnets(SubnetIds=['{subnet}'])['Subnets'][0]\nprint(v['Tags'][0]['Value'], s['MapPublicIpOnLaunch'])"
        )),
        "prod True"
    );
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    p.ok(&["destroy", "--yes"]);
    assert_eq!(
        m.boto(&format!(
            "print('{vpc}' in [v['VpcId'] for v in ec2.describe_vpcs()['Vpcs']])"
        )),
        "False"
    );
}

#[test]
fn a_public_network_layer_goes_up_and_down_in_dependency_order() {
    let m = moto();
    let p = aws_project(true);
    let spec = |port: u32| {
        json!({"resources": [
            aws("net", "aws:ec2:VPC", json!({"CidrBlock": "10.7.0.0/16"})),
            {"name": "a", "type": "aws:ec2:Subnet", "props": {"CidrBlock": "10.7.1.0/24"},
             "props_refs": {"VpcId": "net.VpcId"}},
            {"name": "b", "type": "aws:ec2:Subnet", "props": {"CidrBlock": "10.7.2.0/24"},
             "props_refs": {"VpcId": "net.VpcId"}},
            aws("igw", "aws:ec2:InternetGateway", json!({"Tags": [{"Key": "layer", "Value": "network"}]})),
            {"name": "attach", "type": "aws:ec2:VPCGatewayAttachment",
             "props_refs": {"VpcId": "net.VpcId", "InternetGatewayId": "igw.InternetGatewayId"}},
            {"name": "public", "type": "aws:ec2:RouteTable", "props_refs": {"VpcId": "net.VpcId"}},
            {"name": "default", "type": "aws:ec2:Route", "props": {"DestinationCidrBlock": "0.0.0.0/0"},
             "props_refs": {"RouteTableId": "public.RouteTableId", "GatewayId": "igw.InternetGatewayId"},
             "depends_on": ["attach"]},
            {"name": "a-public", "type": "aws:ec2:SubnetRouteTableAssociation",
             "props_refs": {"SubnetId": "a.SubnetId", "RouteTableId": "public.RouteTableId"}},
            {"name": "web", "type": "aws:ec2:SecurityGroup",
             "props": {"GroupDescription": "web servers", "SecurityGroupIngress": [
                 {"IpProtocol": "tcp", "FromPort": port, "ToPort": port, "CidrIp": "0.0.0.0/0"}]},
             "props_refs": {"VpcId": "net.VpcId"}},
        ]})
    };
    p.spec(spec(443));
    assert_eq!(counts(&p.up()), json!({"create": 9}));
    assert_every_output_returned(&p);
    let vpc = recorded_id(&p, "net");
    let rtb = recorded_id(&p, "public");
    let sg = recorded_id(&p, "web");
    let igw = recorded_id(&p, "igw");
    assert_eq!(
        m.boto(&format!(
            "t = ec2.describe_route_tables(RouteTableIds=['{rtb}'])['RouteTables'][0]\nr = [x.get('GatewayId') for x in t['Routes'] if x.get('DestinationCidrBlock') == '0.0.0.0/0']\ng = ec2.describe_internet_gateways(InternetGatewayIds=['{igw}'])['InternetGateways'][0]\ns = ec2.describe_security_groups(GroupIds=['{sg}'])['SecurityGroups'][0]\nprint(r == ['{igw}'], g['Attachments'][0]['VpcId'] == '{vpc}', len([a for a in t['Associations'] if a.get('SubnetId')]), s['IpPermissions'][0]['FromPort'])"
        )),
        "True True 1 443"
    );
    // A rule changed in place.
    p.spec(spec(8443));
    assert_eq!(counts(&p.up()), json!({"update": 1, "same": 8}));
    assert_eq!(
        m.boto(&format!(
            "s = ec2.describe_security_groups(GroupIds=['{sg}'])['SecurityGroups'][0]\nprint([x['FromPort'] for x in s['IpPermissions']])"
        )),
        "[8443]"
    );
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    // Down in dependency order: associations, routes and attachments before what they join.
    p.ok(&["destroy", "--yes"]);
    assert_eq!(
        m.boto(&format!(
            "print('{vpc}' in [v['VpcId'] for v in ec2.describe_vpcs()['Vpcs']], '{igw}' in [g['InternetGatewayId'] for g in ec2.describe_internet_gateways()['InternetGateways']])"
        )),
        "False False"
    );
}

/// As if the process had died after AWS made the stack's one resource and before Strata
/// recorded it: the state holds the create as begun, and no resource.
fn forget_the_create(p: &Project) {
    let mut state: Value = serde_json::from_str(&p.ok(&["stack", "export"])).unwrap();
    let r = state["resources"][0].clone();
    state["resources"] = json!([]);
    state["pending_operations"] =
        json!([{"op": "create", "urn": r["urn"], "type": r["type"], "inputs": r["inputs"]}]);
    std::fs::write(p.path().join("cut.json"), state.to_string()).unwrap();
    // A relative path is the project directory's (--cwd), not the shell's.
    p.ok(&["stack", "import", "--file", "cut.json", "--yes"]);
}

#[test]
fn an_interrupted_create_of_a_vpc_is_found_by_strata_s_tags_not_made_twice() {
    let m = moto();
    let p = aws_project(true);
    // (a CIDR block no other test uses: they share the endpoint)
    p.spec(json!({"resources": [aws("lost", "aws:ec2:VPC", json!({"CidrBlock": "10.9.0.0/16"}))]}));
    p.up();
    let vpc = recorded_id(&p, "lost");
    forget_the_create(&p);
    let err = p.fails(&["up", "--yes"]);
    assert!(err.contains("interrupted"), "{err}");
    let out = p.ok(&["refresh", "--yes", "--import-pending-creates"]);
    assert!(
        out.contains("was imported") || p.resource_names() == vec!["lost"],
        "{out}"
    );
    assert_eq!(
        recorded_id(&p, "lost"),
        vpc,
        "the VPC the create made, found by its tags"
    );
    assert_eq!(counts(&p.up()), json!({"same": 1}));
    assert_eq!(
        m.boto("print(len([v for v in ec2.describe_vpcs()['Vpcs'] if v['CidrBlock'] == '10.9.0.0/16']))"),
        "1",
        "nothing made twice"
    );
    p.ok(&["destroy", "--yes"]);
}

/// examples/static-site: every build in a bucket of its own, switched live only once it is
/// whole; a reader following the live pointer during a deploy never sees two builds mixed.
#[test]
fn the_static_site_behind_cloudfront_deploys_atomically_and_keeps_one_build_for_rollback() {
    static_site("cloudfront");
}

/// The same with a pointer object and a redirecting front bucket, for endpoints without
/// CloudFront.
#[test]
fn the_static_site_behind_a_pointer_object_deploys_atomically_and_keeps_one_build_for_rollback() {
    static_site("object");
}

fn static_site(pointer: &str) {
    let m = moto();
    let p = aws_project_running(test_artifacts::STATIC_SITE, true);
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        toml.replace(
            "[providers.aws]\n",
            "[providers.aws]\nallow-dirs = [{ path = \"site\", read-only = true }]\n",
        ),
    )
    .unwrap();
    p.ok(&["config", "set", "pointer", pointer]);
    // The pointer's resources: the distribution, or the front bucket and live.json.
    let k = if pointer == "cloudfront" { 1 } else { 2 };
    std::fs::create_dir_all(p.path().join("site")).unwrap();
    let build = |id: &str| {
        for (file, text) in [
            ("index.html", format!("<p>{id}</p>")),
            ("style.css", format!("/* {id} */")),
            ("app.js", format!("// {id}")),
        ] {
            std::fs::write(p.path().join("site").join(file), text).unwrap();
        }
        p.ok(&["config", "set", "build", id]);
    };
    // Python: the live build's bucket, as a visitor's request would reach it.
    let live_bucket = || {
        if pointer == "cloudfront" {
            format!(
                "cf.get_distribution_config(Id='{}')['DistributionConfig']['Origins']['Items'][0]['DomainName'].split('.s3-website')[0]",
                recorded_id(&p, "cdn")
            )
        } else {
            format!(
                "json.loads(s3.get_object(Bucket='{}', Key='live.json')['Body'].read())['bucket']",
                recorded_id(&p, "front")
            )
        }
    };
    // What a visitor sees: `BUILD-OF-THE-BUCKET BUILD-OF-EACH-FILE...`.
    let visit = || {
        m.boto(&format!(
            "import re\nb = {}\nseen = [re.search(r'b[0-9]+', s3.get_object(Bucket=b, Key=k)['Body'].read().decode()).group(0) for k in ['index.html', 'style.css', 'app.js']]\nprint(b.split('-')[1], *seen)",
            live_bucket()
        ))
    };
    // The builds whose buckets exist, of the buckets this stack ever recorded (other tests
    // share the endpoint).
    let seen = std::cell::RefCell::new(std::collections::BTreeSet::new());
    let buckets = || {
        for r in p.checkpoint()["resources"].as_array().unwrap() {
            if r["type"] == "aws:s3:Bucket"
                && r["id"].as_str().is_some_and(|i| i.starts_with("site-"))
            {
                seen.borrow_mut()
                    .insert(r["id"].as_str().unwrap().to_string());
            }
        }
        let ours: Vec<String> = seen.borrow().iter().map(|b| format!("'{b}'")).collect();
        m.boto(&format!(
            "ours = [{}]\nprint(' '.join(sorted(b['Name'].split('-')[1] for b in s3.list_buckets()['Buckets'] if b['Name'] in ours)))",
            ours.join(", ")
        ))
    };

    // Without a build id, the program says how to give one, and nothing is made.
    let out = p.run(&["up", "--yes"]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("strata config set build"),
        "{}",
        text(&out.stderr)
    );

    build("b1");
    assert_eq!(counts(&p.up()), json!({"create": 5 + k}));
    assert_every_output_returned(&p);
    assert_eq!(visit(), "b1 b1 b1 b1");
    assert_eq!(buckets(), "b1");

    // The second deploy, watched all the while by a reader of the live site.
    build("b2");
    let stop = p.path().join("stop-reading");
    let mut reader = m.boto_spawn(&format!(
        "import os, re\nviews, mixed, builds = 0, [], set()\nwhile True:\n  done = os.path.exists('{stop}')\n  b = {live}\n  seen = [re.search(r'b[0-9]+', s3.get_object(Bucket=b, Key=k)['Body'].read().decode()).group(0) for k in ['index.html', 'style.css', 'app.js']]\n  views += 1\n  if views == 1: print('ready', flush=True)\n  build = b.split('-')[1]\n  builds.add(build)\n  if seen != [build] * len(seen): mixed.append((build, seen))\n  if done: break\nprint(views, ' '.join(sorted(builds)), mixed)",
        stop = stop.display(),
        live = live_bucket()
    ));
    // The deploy starts once the reader has seen the site.
    let mut lines = BufReader::new(reader.stdout.take().unwrap()).lines();
    assert_eq!(
        lines.next().map(Result::unwrap).as_deref(),
        Some("ready"),
        "the reader did not start"
    );
    // The old build stays, as uploaded; the new one is created beside it.
    assert_eq!(
        counts(&p.up()),
        json!({"create": 5, "update": k, "same": 5})
    );
    std::fs::write(&stop, "").unwrap();
    let report = lines.next().map(Result::unwrap).unwrap_or_default();
    let read = reader.wait_with_output().unwrap();
    assert!(read.status.success(), "{}", text(&read.stderr));
    let mut fields = report.splitn(4, ' ');
    let views: u32 = fields.next().unwrap().parse().unwrap();
    let builds = format!(
        "{} {}",
        fields.next().unwrap(),
        fields.next().unwrap_or_default()
    );
    let mixed = fields.next().unwrap_or_default();
    assert!(
        views >= 2,
        "the reader saw the site only {views} times: {report}"
    );
    assert_eq!(builds, "b1 b2", "the reader saw the switch: {report}");
    assert_eq!(mixed, "[]", "a visitor saw two builds mixed: {report}");
    assert_eq!(visit(), "b2 b2 b2 b2");
    assert_eq!(buckets(), "b1 b2");
    // The kept build is untouched: its files are b1's, though site/ now holds b2's.
    let outputs: Value = serde_json::from_str(&p.ok(&["stack", "output", "--json"])).unwrap();
    assert_eq!(outputs["kept"]["build"], "b1");
    assert_eq!(outputs["live"]["build"], "b2");

    // A third build: the first is deleted, the second kept.
    build("b3");
    assert_eq!(
        counts(&p.up()),
        json!({"create": 5, "update": k, "same": 5, "delete": 5})
    );
    assert_eq!(visit(), "b3 b3 b3 b3");
    assert_eq!(buckets(), "b2 b3");

    // Rollback: b2 goes live as it was uploaded, though site/ holds b4's files; nothing uploads.
    build("b4");
    p.ok(&["config", "set", "build", "b2"]);
    assert_eq!(counts(&p.up()), json!({"update": k, "same": 10}));
    assert_eq!(visit(), "b2 b2 b2 b2");
    assert_eq!(buckets(), "b2 b3");

    let pointer_id = recorded_id(
        &p,
        if pointer == "cloudfront" {
            "cdn"
        } else {
            "front"
        },
    );
    p.ok(&["destroy", "--yes"]);
    assert_eq!(buckets(), "");
    assert_eq!(
        m.boto(&format!(
            "print('{pointer_id}' in [b['Name'] for b in s3.list_buckets()['Buckets']] + [d['Id'] for d in cf.list_distributions()['DistributionList'].get('Items', [])])"
        )),
        "False"
    );
}

/// Egress: AWS's default (all out) unless given; given, exactly the rules given.
#[test]
fn a_security_group_s_egress_rules_replace_the_default_and_come_back_to_it() {
    let m = moto();
    let p = aws_project(true);
    let spec = |egress: Option<Value>| {
        let mut props = json!({"GroupDescription": "egress"});
        if let Some(e) = egress {
            props["SecurityGroupEgress"] = e;
        }
        json!({"resources": [
            aws("net", "aws:ec2:VPC", json!({"CidrBlock": "10.19.0.0/16"})),
            {"name": "out", "type": "aws:ec2:SecurityGroup", "props": props,
             "props_refs": {"VpcId": "net.VpcId"}},
        ]})
    };
    let rule = |port: u32| json!({"IpProtocol": "tcp", "FromPort": port, "ToPort": port, "CidrIp": "10.0.0.0/8"});
    let egress = |sg: &str| {
        m.boto(&format!(
            "s = ec2.describe_security_groups(GroupIds=['{sg}'])['SecurityGroups'][0]\nprint(sorted((e['IpProtocol'], e.get('FromPort'), e['IpRanges'][0]['CidrIp']) for e in s['IpPermissionsEgress']))"
        ))
    };
    p.spec(spec(Some(json!([rule(443)]))));
    assert_eq!(counts(&p.up()), json!({"create": 2}));
    let sg = recorded_id(&p, "out");
    // The default rule is gone: only what was given.
    assert_eq!(egress(&sg), "[('tcp', 443, '10.0.0.0/8')]");
    p.spec(spec(Some(json!([rule(443), rule(5432)]))));
    assert_eq!(counts(&p.up()), json!({"update": 1, "same": 1}));
    assert_eq!(
        egress(&sg),
        "[('tcp', 443, '10.0.0.0/8'), ('tcp', 5432, '10.0.0.0/8')]"
    );
    // A rule added behind Strata's back is drift, and up takes it away.
    m.boto(&format!(
        "ec2.authorize_security_group_egress(GroupId='{sg}', IpPermissions=[{{'IpProtocol': 'tcp', 'FromPort': 22, 'ToPort': 22, 'IpRanges': [{{'CidrIp': '0.0.0.0/0'}}]}}])"
    ));
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
    assert_eq!(
        counts(&summary(&p.ok(&["up", "--yes", "--refresh", "--json"]))),
        json!({"update": 1, "same": 1})
    );
    assert_eq!(
        egress(&sg),
        "[('tcp', 443, '10.0.0.0/8'), ('tcp', 5432, '10.0.0.0/8')]"
    );
    // Left out again: AWS's default comes back.
    p.spec(spec(None));
    assert_eq!(counts(&p.up()), json!({"update": 1, "same": 1}));
    assert_eq!(egress(&sg), "[('-1', None, '0.0.0.0/0')]");
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    p.ok(&["destroy", "--yes"]);
}

/// A table's global secondary indexes change in place: added, resized, reshaped and removed,
/// the table kept.
#[test]
fn a_table_s_indexes_are_added_resized_reshaped_and_removed_in_place() {
    let m = moto();
    let p = aws_project(true);
    let index = |name: &str, attr: &str, projection: &str, units: u32| {
        json!({"IndexName": name,
               "KeySchema": [{"AttributeName": attr, "KeyType": "HASH"}],
               "Projection": {"ProjectionType": projection},
               "ProvisionedThroughput": {"ReadCapacityUnits": units, "WriteCapacityUnits": 1}})
    };
    let spec = |indexes: Vec<Value>| {
        // A definition for each key in use (DynamoDB refuses others).
        let mut defs = vec![json!({"AttributeName": "pk", "AttributeType": "S"})];
        for i in &indexes {
            defs.push(
                json!({"AttributeName": i["KeySchema"][0]["AttributeName"], "AttributeType": "S"}),
            );
        }
        json!({"resources": [aws("users", "aws:dynamodb:Table", json!({
            "AttributeDefinitions": defs,
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
            "BillingMode": "PROVISIONED",
            "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1},
            "GlobalSecondaryIndexes": indexes,
        }))]})
    };
    let indexes = |table: &str| {
        m.boto(&format!(
            "t = ddb.describe_table(TableName='{table}')['Table']\nprint(sorted((g['IndexName'], g['Projection']['ProjectionType'], g['ProvisionedThroughput']['ReadCapacityUnits']) for g in t.get('GlobalSecondaryIndexes', [])))"
        ))
    };
    // A definition no key uses is refused before anything is made.
    let mut unused = spec(vec![]);
    unused["resources"][0]["props"]["AttributeDefinitions"]
        .as_array_mut()
        .unwrap()
        .push(json!({"AttributeName": "email", "AttributeType": "S"}));
    p.spec(unused);
    let out = p.run(&["up", "--yes"]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("`email` is not a key of the table or of an index"),
        "{}",
        text(&out.stderr)
    );
    p.spec(spec(vec![index("by-email", "email", "ALL", 1)]));
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    let table = recorded_id(&p, "users");
    // One index added and the other resized: an update, the table kept.
    p.spec(spec(vec![
        index("by-email", "email", "ALL", 3),
        index("by-team", "team", "ALL", 1),
    ]));
    let out = p.ok(&["preview"]);
    assert!(!out.contains("forces replacement"), "{out}");
    assert_eq!(counts(&p.up()), json!({"update": 1}));
    assert_eq!(recorded_id(&p, "users"), table);
    assert_eq!(
        indexes(&table),
        "[('by-email', 'ALL', 3), ('by-team', 'ALL', 1)]"
    );
    // Reshaped (another projection: deleted and made again) and the other removed.
    p.spec(spec(vec![index("by-team", "team", "KEYS_ONLY", 1)]));
    assert_eq!(counts(&p.up()), json!({"update": 1}));
    assert_eq!(recorded_id(&p, "users"), table);
    assert_eq!(indexes(&table), "[('by-team', 'KEYS_ONLY', 1)]");
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    p.ok(&["destroy", "--yes"]);
}

/// examples/layered's three projects and workspace file in a temporary directory, each with
/// its stack `dev` on the AWS provider pointed at moto.
pub(super) fn layered_example(m: &test_services::Moto) -> tempfile::TempDir {
    use super::workspaces::ok;
    let root = tempfile::tempdir().unwrap();
    let r = root.path();
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/layered");
    std::fs::copy(
        example.join("Strata.workspace.toml"),
        r.join("Strata.workspace.toml"),
    )
    .unwrap();
    for (layer, wasm) in [
        ("network", test_artifacts::LAYERED_NETWORK),
        ("data", test_artifacts::LAYERED_DATA),
        ("app", test_artifacts::LAYERED_APP),
    ] {
        let dir = r.join(layer);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("Strata.toml"),
            format!(
                "name = \"layered-{layer}\"\n[program]\nwasm = {}\n\n[providers.aws]\nwasm = {}\nallow-hosts = [\"{}\"]\nconfig = {{ endpoint = \"{}\" }}\n",
                toml_path(wasm),
                toml_path(aws_artifacts::AWS),
                m.url,
                m.url
            ),
        )
        .unwrap();
        ok(&dir, &["stack", "init", "dev"]);
        ok(&dir, &["config", "set", "aws:accessKeyId", "testing"]);
        ok(
            &dir,
            &[
                "config",
                "set",
                "--secret",
                "aws:secretAccessKey",
                "testing",
            ],
        );
    }
    root
}

/// examples/layered: three projects (network, data, app) linked by stack references, deployed
/// together by the example's workspace file, each after what it reads, and working together
/// (a message published on the app's topic reaches the data layer's queue); then all gone.
#[test]
fn the_layered_example_deploys_three_linked_stacks_in_order_that_work_together() {
    use super::workspaces::{events, ok};
    let m = moto();
    let root = layered_example(m);
    let r = root.path();
    let out = ok(r, &["workspace", "up", "--yes", "--json"]);
    let ev = events(&out);
    let done: Vec<&str> = ev
        .iter()
        .filter(|e| e["event"] == "stack-done")
        .map(|e| e["stack"].as_str().unwrap())
        .collect();
    assert_eq!(
        done,
        ["layered-network/dev", "layered-data/dev", "layered-app/dev"],
        "{out}"
    );
    let created: u64 = ev.last().unwrap()["stacks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["summary"]["create"].as_u64().unwrap())
        .sum();
    // 10 + 6 + 7 resources, the references included.
    assert_eq!(created, 23, "{out}");
    let outputs = |layer: &str| -> Value {
        serde_json::from_str(&ok(&r.join(layer), &["stack", "output", "--json"])).unwrap()
    };
    let (net, data, app) = (outputs("network"), outputs("data"), outputs("app"));
    let vpc = net["vpcId"].as_str().unwrap();
    let sg = net["securityGroupId"].as_str().unwrap();
    let (queue, table, bucket) = (
        data["queueUrl"].as_str().unwrap(),
        data["tableName"].as_str().unwrap(),
        data["uploadsBucket"].as_str().unwrap(),
    );
    let (topic, role) = (
        app["topicArn"].as_str().unwrap(),
        app["roleArn"].as_str().unwrap(),
    );
    // The app says where it runs: the network's, read through its reference.
    assert_eq!(app["securityGroupId"], net["securityGroupId"]);
    // The network: two subnets routed to the internet gateway; HTTPS only, in and out.
    assert_eq!(
        m.boto(&format!(
            "s = ec2.describe_subnets(Filters=[{{'Name': 'vpc-id', 'Values': ['{vpc}']}}])['Subnets']\nt = [r for r in ec2.describe_route_tables(Filters=[{{'Name': 'vpc-id', 'Values': ['{vpc}']}}])['RouteTables'] if any(a.get('SubnetId') for a in r['Associations'])][0]\ng = ec2.describe_security_groups(GroupIds=['{sg}'])['SecurityGroups'][0]\nprint(len(s), len([a for a in t['Associations'] if a.get('SubnetId')]), [r['GatewayId'][:4] for r in t['Routes'] if r.get('DestinationCidrBlock') == '0.0.0.0/0'], [e.get('FromPort') for e in g['IpPermissionsEgress']])"
        )),
        "2 2 ['igw-'] [443]"
    );
    // The data: its security group is in the network's VPC, open to the VPC's range; the
    // queue's dead letters go to the other queue; the bucket is private.
    let access = data["accessGroupId"].as_str().unwrap();
    assert_eq!(
        m.boto(&format!(
            "g = ec2.describe_security_groups(GroupIds=['{access}'])['SecurityGroups'][0]\nr = json.loads(sqs.get_queue_attributes(QueueUrl='{queue}', AttributeNames=['RedrivePolicy'])['Attributes']['RedrivePolicy'])\nb = s3.get_public_access_block(Bucket='{bucket}')['PublicAccessBlockConfiguration']\nprint(g['VpcId'] == '{vpc}', g['IpPermissions'][0]['IpRanges'][0]['CidrIp'], r['maxReceiveCount'], 'orders-dead' in r['deadLetterTargetArn'], all(b.values()), ddb.describe_table(TableName='{table}')['Table']['KeySchema'][0]['AttributeName'])"
        )),
        "True 10.0.0.0/16 5 True True orderId"
    );
    // The app: the role may read the queue and the table; a message on the topic reaches the
    // queue.
    let role_name = role.rsplit('/').next().unwrap();
    assert_eq!(
        m.boto(&format!(
            "d = iam.get_role_policy(RoleName='{role_name}', PolicyName='orders-access')['PolicyDocument']\nd = json.loads(d) if isinstance(d, str) else d\nsns.publish(TopicArn='{topic}', Message='order 42')\nmsgs = sqs.receive_message(QueueUrl='{queue}', WaitTimeSeconds=2).get('Messages', [])\nprint(sorted(a for s in d['Statement'] for a in s['Action']) [0], [m['Body'] for m in msgs])"
        )),
        "dynamodb:GetItem ['order 42']"
    );
    // Both directions are recorded: the network is read by data and app.
    let deps: Value =
        serde_json::from_str(&ok(&r.join("network"), &["stack", "deps", "--json"])).unwrap();
    let readers: Vec<&str> = deps["downstreams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["stack"].as_str().unwrap())
        .collect();
    assert_eq!(readers, ["layered-app/dev", "layered-data/dev"]);
    // Nothing changed: every stack the same.
    let out = ok(r, &["workspace", "up", "--yes", "--json"]);
    for s in events(&out).last().unwrap()["stacks"].as_array().unwrap() {
        let c = &s["summary"];
        assert_eq!(
            (
                c["create"].as_u64(),
                c["update"].as_u64(),
                c["delete"].as_u64()
            ),
            (Some(0), Some(0), Some(0)),
            "{out}"
        );
    }
    ok(r, &["workspace", "destroy", "--yes"]);
    assert_eq!(
        m.boto(&format!(
            "print('{vpc}' in [v['VpcId'] for v in ec2.describe_vpcs()['Vpcs']], '{table}' in ddb.list_tables()['TableNames'], '{queue}' in sqs.list_queues().get('QueueUrls', []), '{topic}' in [t['TopicArn'] for t in sns.list_topics()['Topics']], '{role_name}' in [r['RoleName'] for r in iam.list_roles()['Roles']], '{bucket}' in [b['Name'] for b in s3.list_buckets()['Buckets']])"
        )),
        "False False False False False False"
    );
}

/// A CloudFront distribution in front of a website: made, its origin switched in place, drift
/// seen and undone, an interrupted create found by its caller reference, then disabled and
/// deleted.
#[test]
fn a_cloudfront_distribution_switches_its_origin_in_place_and_is_disabled_before_it_is_deleted() {
    let m = moto();
    let p = aws_project(true);
    let spec = |origin: &str| {
        json!({"resources": [aws("cdn", "aws:cloudfront:Distribution", json!({
            "DistributionConfig": {
                "Enabled": true,
                "Comment": "the site",
                "DefaultRootObject": "index.html",
                "Origins": [{"Id": "site", "DomainName": origin,
                             "CustomOriginConfig": {"OriginProtocolPolicy": "http-only"}}],
                "DefaultCacheBehavior": {"TargetOriginId": "site", "ViewerProtocolPolicy": "redirect-to-https"},
            },
            "Tags": [{"Key": "site", "Value": "www"}],
        }))]})
    };
    let origin = |id: &str| {
        m.boto(&format!(
            "c = cf.get_distribution_config(Id='{id}')['DistributionConfig']\nprint(c['Origins']['Items'][0]['DomainName'], c['Enabled'])"
        ))
    };
    // An origin the default behavior does not name is refused before anything is made.
    let mut bad = spec("one.example.com");
    bad["resources"][0]["props"]["DistributionConfig"]["DefaultCacheBehavior"]["TargetOriginId"] =
        json!("elsewhere");
    p.spec(bad);
    let out = p.run(&["up", "--yes"]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("`elsewhere` is not the Id of an origin"),
        "{}",
        text(&out.stderr)
    );
    p.spec(spec("one.example.com"));
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    let id = recorded_id(&p, "cdn");
    assert_eq!(origin(&id), "one.example.com True");
    // The origin switched in place: the same distribution.
    p.spec(spec("two.example.com"));
    assert_eq!(counts(&p.up()), json!({"update": 1}));
    assert_eq!(recorded_id(&p, "cdn"), id);
    assert_eq!(origin(&id), "two.example.com True");
    // Drift: the origin changed behind Strata's back; refresh sees it, up undoes it.
    m.boto(&format!(
        "r = cf.get_distribution_config(Id='{id}')\nc = r['DistributionConfig']\nc['Origins']['Items'][0]['DomainName'] = 'elsewhere.example.com'\ncf.update_distribution(Id='{id}', IfMatch=r['ETag'], DistributionConfig=c)"
    ));
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
    assert_eq!(
        counts(&summary(&p.ok(&["up", "--yes", "--refresh", "--json"]))),
        json!({"update": 1})
    );
    assert_eq!(origin(&id), "two.example.com True");
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    // An interrupted create is found by the caller reference check chose, not made twice.
    forget_the_create(&p);
    p.ok(&["refresh", "--yes", "--import-pending-creates"]);
    assert_eq!(recorded_id(&p, "cdn"), id);
    assert_eq!(counts(&p.up()), json!({"same": 1}));
    assert_eq!(
        m.boto("print(len([d for d in cf.list_distributions()['DistributionList'].get('Items', []) if d['Origins']['Items'][0]['DomainName'] == 'two.example.com']))"),
        "1",
        "nothing made twice"
    );
    p.ok(&["destroy", "--yes"]);
    assert_eq!(
        m.boto(&format!(
            "print('{id}' in [d['Id'] for d in cf.list_distributions()['DistributionList'].get('Items', [])])"
        )),
        "False"
    );
}

/// Two checkouts of one project, each with its own stack `dev`, deploying to one account:
/// the names chosen for them differ (each stack has a random id from `stack init`), so
/// neither adopts nor deletes the other's queue. (Before, both chose the same name, and SQS
/// answers a CreateQueue of an existing name with that queue.)
#[test]
fn two_stacks_of_the_same_name_in_one_account_never_share_a_resource() {
    let m = moto();
    let (mine, theirs) = (aws_project(true), aws_project(true));
    let spec =
        json!({"resources": [aws("jobs", "aws:sqs:Queue", json!({"VisibilityTimeout": 40}))]});
    mine.spec(spec.clone());
    theirs.spec(spec);
    mine.up();
    theirs.up();
    let (a, b) = (recorded_id(&mine, "jobs"), recorded_id(&theirs, "jobs"));
    assert_ne!(a, b, "two stacks share one queue");
    // The id is in the stack file, committed with the project: a teammate's checkout keeps it.
    let file = std::fs::read_to_string(mine.path().join("Strata.dev.toml")).unwrap();
    assert!(file.contains("id = "), "{file}");
    theirs.ok(&["destroy", "--yes"]);
    assert_eq!(
        m.boto(&format!(
            "urls = sqs.list_queues().get('QueueUrls', [])\nprint('{a}' in urls, '{b}' in urls)"
        )),
        "True False"
    );
    mine.ok(&["destroy", "--yes"]);
}

/// The typos of issue 30 on the AWS provider: a misspelt queue property and a misspelt provider
/// setting fail the preview with the name meant; a string that reads as the declared integer
/// is deployed as one (the engine's rule: the provider has none of its own); writing out a
/// default the queue was created without (`FifoQueue: false`) is no change.
#[test]
fn aws_typos_fail_the_preview_and_writing_out_a_default_is_no_change() {
    let m = moto();
    let p = aws_project(true);
    let queue = |props: Value| p.spec(json!({"resources": [aws("typo", "aws:sqs:Queue", props)]}));
    queue(json!({"VisibiltyTimeout": 300}));
    let err = p.fails(&["preview"]);
    assert!(
        err.contains("aws:sqs:Queue \"typo\": invalid inputs: VisibiltyTimeout: is not an input of aws:sqs:Queue: did you mean `VisibilityTimeout`?"),
        "{err}"
    );
    queue(json!({"VisibilityTimeout": "60"}));
    p.ok(&["config", "set", "aws:endpont", "http://127.0.0.1:1"]);
    let err = p.fails(&["preview"]);
    assert!(
        err.contains(
            "provider aws: `endpont` is not a setting of provider aws: did you mean `endpoint`?"
        ),
        "{err}"
    );
    assert!(
        !err.contains("127.0.0.1:1"),
        "a setting's value is not quoted: {err}"
    );
    p.ok(&["config", "rm", "aws:endpont"]);
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    let url = recorded_id(&p, "typo");
    assert_eq!(
        m.boto(&format!(
            "print(sqs.get_queue_attributes(QueueUrl='{url}', AttributeNames=['VisibilityTimeout'])['Attributes']['VisibilityTimeout'])"
        )),
        "60"
    );
    // The default written out: nothing to change (exit 0, not 2).
    queue(json!({"VisibilityTimeout": 60, "FifoQueue": false}));
    p.ok(&["preview", "--expect-no-changes"]);
    p.ok(&["destroy", "--yes"]);
}

/// AWS KMS as a stack's secrets provider, on moto's KMS: the stack's key is wrapped by a KMS
/// key and recorded in the stack file; a teammate (another configuration directory, no key
/// file) with KMS access opens the secrets, and one without credentials is told what to set.
#[test]
fn a_stack_s_key_wrapped_by_aws_kms_opens_on_another_machine() {
    let m = moto();
    let alias = format!("alias/strata-{}", std::process::id());
    m.boto(&format!(
        "kms = boto3.client('kms', **kw)\nk = kms.create_key()['KeyMetadata']['KeyId']\nkms.create_alias(AliasName='{alias}', TargetKeyId=k)\nprint(k)"
    ));
    let p = Project::with_spec(json!({"resources": [
        {"name": "s", "value_from_config": "token"},
    ]}));
    let url = format!("awskms://{alias}?region=us-east-1&endpoint={}", m.url);
    let out = p.ok(&["stack", "change-secrets-provider", &url]);
    assert!(out.contains(&format!("AWS KMS key {alias}")), "{out}");
    p.ok(&["config", "set", "--secret", "token", "kms-wrapped-secret"]);
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    let stack_file = std::fs::read_to_string(p.path().join("Strata.dev.toml")).unwrap();
    assert!(
        stack_file.contains("kms = ") && stack_file.contains("wrapped-key = "),
        "{stack_file}"
    );
    assert!(!stack_file.contains("kms-wrapped-secret"), "{stack_file}");
    // Another machine: its own configuration directory, with no key in it.
    let other = tempfile::tempdir().unwrap();
    let on_other = |args: &[&str]| {
        p.command(args)
            .env("XDG_CONFIG_HOME", other.path())
            .output()
            .unwrap()
    };
    // The file names an endpoint of its own (moto's): the teammate approves it first.
    let out = on_other(&["config", "get", "token", "--show-secrets"]);
    assert!(
        !out.status.success() && text(&out.stderr).contains("an endpoint of its own"),
        "{}",
        text(&out.stderr)
    );
    let out = on_other(&["trust"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = on_other(&["config", "get", "token", "--show-secrets"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout).trim(), "kms-wrapped-secret");
    let out = on_other(&["up", "--yes", "--json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(counts(&summary(&text(&out.stdout))), json!({"same": 1}));
    // Without AWS credentials: refused, saying what to set.
    let out = p
        .command(&["config", "get", "token", "--show-secrets"])
        .env("XDG_CONFIG_HOME", other.path())
        .env_remove("AWS_ACCESS_KEY_ID")
        .env_remove("AWS_SECRET_ACCESS_KEY")
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        text(&out.stderr)
            .contains("no AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY"),
        "{}",
        text(&out.stderr)
    );
}

/// Issue 33, edge 1: a replacement of a resource AWS knows by a unique name. An auto-named one
/// (a security group whose description changes, a role whose path changes) gets a fresh name and
/// is created beside the old copy, which goes after; one whose name the program fixes (a table's
/// key schema) is deleted first, and the preview says so.
#[test]
fn a_replaced_named_resource_gets_a_fresh_name_or_goes_first() {
    let m = moto();
    let p = aws_project(true);
    let trust = json!({"Version": "2012-10-17", "Statement": [{"Effect": "Allow",
        "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}]});
    let table_name = format!("fixed-{}", std::process::id());
    let spec = |generation: &str, key: &str| {
        json!({"resources": [
            aws("net", "aws:ec2:VPC", json!({"CidrBlock": "10.23.0.0/16"})),
            {"name": "web", "type": "aws:ec2:SecurityGroup",
             "props": {"GroupDescription": format!("web {generation}")}, "props_refs": {"VpcId": "net.VpcId"}},
            aws("worker", "aws:iam:Role", json!({"AssumeRolePolicyDocument": trust, "Path": format!("/{generation}/")})),
            aws("items", "aws:dynamodb:Table", json!({"TableName": table_name,
                "AttributeDefinitions": [{"AttributeName": key, "AttributeType": "S"}],
                "KeySchema": [{"AttributeName": key, "KeyType": "HASH"}]})),
        ]})
    };
    p.spec(spec("one", "id"));
    assert_eq!(counts(&p.up()), json!({"create": 4}));
    let (sg, role) = (recorded_id(&p, "web"), recorded_id(&p, "worker"));
    p.spec(spec("two", "pk"));
    let preview = p.ok(&["preview"]);
    let table_line = preview
        .lines()
        .find(|l| l.contains("aws:dynamodb:Table") && l.contains("items"))
        .unwrap_or_else(|| panic!("{preview}"));
    assert!(table_line.contains("delete first"), "{preview}");
    let role_line = preview
        .lines()
        .find(|l| l.contains("aws:iam:Role") && l.contains("worker"))
        .unwrap_or_else(|| panic!("{preview}"));
    assert!(!role_line.contains("delete first"), "{preview}");
    assert_eq!(counts(&p.up()), json!({"replace": 3, "same": 1}));
    let (sg2, role2) = (recorded_id(&p, "web"), recorded_id(&p, "worker"));
    assert_ne!(sg, sg2);
    assert_ne!(role, role2, "a replaced role keeps its name");
    assert_eq!(
        m.boto(&format!(
            "names = [r['RoleName'] for r in iam.list_roles()['Roles']]\nprint('{role}' in names, '{role2}' in names, iam.get_role(RoleName='{role2}')['Role']['Path'])\ngroups = [g['GroupId'] for g in ec2.describe_security_groups()['SecurityGroups']]\nprint('{sg}' in groups, '{sg2}' in groups)\nprint(ddb.describe_table(TableName='{table_name}')['Table']['KeySchema'][0]['AttributeName'])"
        )),
        format!("False True /two/\nFalse True\npk")
    );
    p.ok(&["preview", "--expect-no-changes"]);
    p.ok(&["destroy", "--yes"]);
}

/// Issue 33, edge 2: security group rules as CloudFormation writes them. A rule from another
/// group is created and read back (so one added behind Strata's back is drift that `up`
/// removes); a rule's description is kept and changed in place; `IpProtocol: -1` given as a
/// number with ports 0 is all traffic, with no perpetual diff; a misspelt protocol fails the
/// preview and changes nothing.
#[test]
fn security_group_rules_from_other_groups_with_descriptions_and_all_traffic() {
    let m = moto();
    let p = aws_project(true);
    let net = aws("net", "aws:ec2:VPC", json!({"CidrBlock": "10.29.0.0/16"}));
    let group = |name: &str, props: Value| {
        let mut props = props;
        props["GroupDescription"] = json!(name);
        json!({"name": name, "type": "aws:ec2:SecurityGroup", "props": props,
               "props_refs": {"VpcId": "net.VpcId"}})
    };
    p.spec(json!({"resources": [net, group("lb", json!({}))]}));
    assert_eq!(counts(&p.up()), json!({"create": 2}));
    let lb = recorded_id(&p, "lb");
    let app = |description: &str, protocol: Value| {
        group(
            "app",
            json!({
                "SecurityGroupIngress": [{"IpProtocol": "tcp", "FromPort": 8080, "ToPort": 8080,
                    "SourceSecurityGroupId": lb, "Description": "from the balancer"}],
                "SecurityGroupEgress": [{"IpProtocol": protocol, "FromPort": 0, "ToPort": 0,
                    "CidrIp": "10.0.0.0/8", "Description": description}],
            }),
        )
    };
    let describe = |sg: &str| {
        m.boto(&format!(
            "s = ec2.describe_security_groups(GroupIds=['{sg}'])['SecurityGroups'][0]\nprint([(r['IpProtocol'], r.get('FromPort'), [(g['GroupId'], g.get('Description')) for g in r['UserIdGroupPairs']]) for r in s['IpPermissions']])\nprint([(r['IpProtocol'], r.get('FromPort'), [(c['CidrIp'], c.get('Description')) for c in r['IpRanges']]) for r in s['IpPermissionsEgress']])"
        ))
    };
    // A misspelt protocol: refused before anything is made.
    p.spec(
        json!({"resources": [net, group("lb", json!({})), app("to the network", json!("tpc"))]}),
    );
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("SecurityGroupEgress[0].IpProtocol") && err.contains("\"tpc\" is not tcp"),
        "{err}"
    );
    let vpc = recorded_id(&p, "net");
    assert_eq!(
        m.boto(&format!(
            "print(len(ec2.describe_security_groups(Filters=[{{'Name': 'vpc-id', 'Values': ['{vpc}']}}])['SecurityGroups']))"
        )),
        "2",
        "the VPC's default group and lb only"
    );
    p.spec(json!({"resources": [net, group("lb", json!({})), app("to the network", json!(-1))]}));
    assert_eq!(counts(&p.up()), json!({"create": 1, "same": 2}));
    let sg = recorded_id(&p, "app");
    assert_eq!(
        describe(&sg),
        format!(
            "[('tcp', 8080, [('{lb}', 'from the balancer')])]\n[('-1', None, [('10.0.0.0/8', 'to the network')])]"
        )
    );
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "no perpetual diff: {}",
        text(&out.stdout)
    );
    // A new description: changed in place (UpdateSecurityGroupRuleDescriptions, no gap in
    // traffic; moto matches a group pair's rule with its old description, so a CIDR rule's is
    // changed here).
    p.spec(json!({"resources": [net, group("lb", json!({})), app("to the private network", json!(-1))]}));
    assert_eq!(counts(&p.up()), json!({"update": 1, "same": 2}));
    assert_eq!(
        describe(&sg),
        format!(
            "[('tcp', 8080, [('{lb}', 'from the balancer')])]\n[('-1', None, [('10.0.0.0/8', 'to the private network')])]"
        )
    );
    // A rule from a group added behind Strata's back is drift, and up takes it away.
    m.boto(&format!(
        "ec2.authorize_security_group_ingress(GroupId='{sg}', IpPermissions=[{{'IpProtocol': 'tcp', 'FromPort': 22, 'ToPort': 22, 'UserIdGroupPairs': [{{'GroupId': '{sg}'}}]}}])"
    ));
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
    assert_eq!(
        counts(&summary(&p.ok(&["up", "--yes", "--refresh", "--json"]))),
        json!({"update": 1, "same": 2})
    );
    assert_eq!(
        describe(&sg),
        format!(
            "[('tcp', 8080, [('{lb}', 'from the balancer')])]\n[('-1', None, [('10.0.0.0/8', 'to the private network')])]"
        )
    );
    p.ok(&["destroy", "--yes"]);
}

/// Issue 33, edge 3: the preview of an update in place predicts the outputs it cannot change
/// (a queue's and a table's ARN) as they are, so that what reads them previews as unchanged,
/// and a saved plan of it applies whole.
#[test]
fn an_update_in_place_previews_its_arn_as_it_is() {
    let m = moto();
    let p = aws_project(true);
    let spec = |timeout: u32, billing: &str| {
        let mut table = json!({"AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
            "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}], "BillingMode": billing});
        if billing == "PROVISIONED" {
            table["ProvisionedThroughput"] =
                json!({"ReadCapacityUnits": 1, "WriteCapacityUnits": 1});
        }
        json!({"resources": [
            aws("jobs", "aws:sqs:Queue", json!({"VisibilityTimeout": timeout})),
            aws("events", "aws:sns:Topic", json!({})),
            {"name": "feed", "type": "aws:sns:Subscription", "props": {"Protocol": "sqs"},
             "props_refs": {"TopicArn": "events.TopicArn", "Endpoint": "jobs.Arn"}},
            aws("items", "aws:dynamodb:Table", table),
            {"name": "reader", "type": "aws:iam:ManagedPolicy",
             "props": {"PolicyDocument": {"Version": "2012-10-17", "Statement": [{"Effect": "Allow",
                 "Action": "dynamodb:GetItem", "Resource": "*"}]}},
             "props_refs": {"Description": "items.Arn"}},
        ]})
    };
    p.spec(spec(30, "PAY_PER_REQUEST"));
    assert_eq!(counts(&p.up()), json!({"create": 5}));
    let subscription = recorded_id(&p, "feed");
    p.spec(spec(60, "PROVISIONED"));
    let preview = summary(&p.ok(&["preview", "--json"]));
    assert_eq!(
        counts(&preview),
        json!({"update": 2, "same": 3}),
        "{preview}"
    );
    p.ok(&["preview", "--save-plan", "plan.json"]);
    let out = p.ok(&["up", "--plan", "plan.json", "--yes", "--json"]);
    assert_eq!(counts(&summary(&out)), json!({"update": 2, "same": 3}));
    assert_eq!(recorded_id(&p, "feed"), subscription);
    assert_eq!(
        m.boto(&format!(
            "print(sns.get_subscription_attributes(SubscriptionArn='{subscription}')['Attributes']['Endpoint'].split(':')[2])"
        )),
        "sqs"
    );
    p.ok(&["destroy", "--yes"]);
}

/// Issue 33, edge 6: what AWS refuses to delete. A versioned bucket holding versions and a
/// delete marker, and a role given a managed and an inline policy outside Strata: the destroy
/// fails naming the option, keeps both in the state, and deletes them once `forceDestroy` and
/// `forceDetachPolicies` are set.
#[test]
fn a_full_versioned_bucket_and_a_role_with_foreign_policies_are_destroyed_when_forced() {
    let m = moto();
    let p = aws_project(true);
    let trust = json!({"Version": "2012-10-17", "Statement": [{"Effect": "Allow",
        "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}]});
    let spec = |force: bool| {
        let mut bucket = json!({"VersioningConfiguration": {"Status": "Enabled"}});
        let mut role = json!({"AssumeRolePolicyDocument": trust});
        if force {
            bucket["forceDestroy"] = json!(true);
            role["forceDetachPolicies"] = json!(true);
        }
        json!({"resources": [aws("archive", "aws:s3:Bucket", bucket), aws("runner", "aws:iam:Role", role)]})
    };
    p.spec(spec(false));
    assert_eq!(counts(&p.up()), json!({"create": 2}));
    let (bucket, role) = (recorded_id(&p, "archive"), recorded_id(&p, "runner"));
    m.boto(&format!(
        "s3.put_object(Bucket='{bucket}', Key='a.txt', Body=b'1')\ns3.put_object(Bucket='{bucket}', Key='a.txt', Body=b'2')\ns3.delete_object(Bucket='{bucket}', Key='a.txt')\ns3.put_object(Bucket='{bucket}', Key='b.txt', Body=b'3')\np = iam.create_policy(PolicyName='{role}-extra', PolicyDocument='{{\"Version\": \"2012-10-17\", \"Statement\": [{{\"Effect\": \"Allow\", \"Action\": \"s3:GetObject\", \"Resource\": \"*\"}}]}}')\niam.attach_role_policy(RoleName='{role}', PolicyArn=p['Policy']['Arn'])\niam.put_role_policy(RoleName='{role}', PolicyName='inline', PolicyDocument='{{\"Version\": \"2012-10-17\", \"Statement\": [{{\"Effect\": \"Allow\", \"Action\": \"sqs:*\", \"Resource\": \"*\"}}]}}')"
    ));
    let err = p.fails(&["destroy", "--yes"]);
    assert!(
        err.contains("BucketNotEmpty") && err.contains("forceDestroy: true"),
        "{err}"
    );
    assert!(
        err.contains("DeleteConflict") && err.contains("forceDetachPolicies: true"),
        "{err}"
    );
    recorded_id(&p, "archive");
    recorded_id(&p, "runner");
    // Set, then destroyed: nothing of either is left.
    p.spec(spec(true));
    assert_eq!(counts(&p.up()), json!({"update": 2}));
    p.ok(&["preview", "--refresh", "--expect-no-changes"]);
    p.ok(&["destroy", "--yes"]);
    assert_eq!(
        m.boto(&format!(
            "print('{bucket}' in [b['Name'] for b in s3.list_buckets()['Buckets']], '{role}' in [r['RoleName'] for r in iam.list_roles()['Roles']])"
        )),
        "False False"
    );
}

/// Issue 33, edge 7: errors a team can act on. An endpoint that is down names itself, the
/// operation and what to check (no SDK debug dump), for SDK and query calls alike; an IAM name
/// AWS would refuse fails the preview; a table's throughput given as strings deploys as the
/// numbers CloudFormation would read, and a misspelt one is refused with the name meant.
#[test]
fn aws_errors_name_the_endpoint_the_bad_name_and_the_property_meant() {
    let m = moto();
    let p = aws_project(true);
    // Nothing listens on a port just freed.
    let dead = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        format!("http://127.0.0.1:{}", l.local_addr().unwrap().port())
    };
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(p.path().join("Strata.toml"), toml.replace(&m.url, &dead)).unwrap();
    p.spec(
        json!({"resources": [aws("jobs", "aws:sqs:Queue", json!({})),
        aws("net", "aws:ec2:VPC", json!({"CidrBlock": "10.31.0.0/16"}))]}),
    );
    let err = p.fails(&["up", "--yes"]);
    for want in [
        format!("AWS SQS CreateQueue: could not reach {dead}"),
        format!("AWS EC2 CreateVpc: could not reach {dead}"),
        "allow-hosts".to_string(),
    ] {
        assert!(err.contains(&want), "{want}: {err}");
    }
    assert!(!err.contains("DispatchFailure"), "{err}");
    std::fs::write(p.path().join("Strata.toml"), &toml).unwrap();
    // IAM's rules, before anything is made.
    let trust = json!({"Version": "2012-10-17", "Statement": [{"Effect": "Allow",
        "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}]});
    p.spec(json!({"resources": [aws("worker", "aws:iam:Role",
        json!({"AssumeRolePolicyDocument": trust, "RoleName": "my worker", "Path": "team"}))]}));
    let err = p.fails(&["preview"]);
    assert!(
        err.contains("RoleName: `my worker` is not an IAM name"),
        "{err}"
    );
    assert!(err.contains("Path: `team` is not an IAM path"), "{err}");
    // A rule missing its protocol, beside a VPC id still to come: refused before the VPC is
    // made, not after.
    p.spec(json!({"resources": [
        aws("net", "aws:ec2:VPC", json!({"CidrBlock": "10.37.0.0/16"})),
        {"name": "web", "type": "aws:ec2:SecurityGroup",
         "props": {"GroupDescription": "web", "SecurityGroupIngress": [{"FromPort": 443, "ToPort": 443, "CidrIp": "0.0.0.0/0"}]},
         "props_refs": {"VpcId": "net.VpcId"}},
    ]}));
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("SecurityGroupIngress[0].IpProtocol: is required")
            && err.contains("nothing was changed"),
        "{err}"
    );
    assert_eq!(
        m.boto("print(len(ec2.describe_vpcs(Filters=[{'Name': 'cidr', 'Values': ['10.37.0.0/16']}])['Vpcs']))"),
        "0"
    );
    // Throughput as strings: the numbers; a misspelt key: the one meant.
    let table = |throughput: Value| {
        json!({"resources": [aws("items", "aws:dynamodb:Table", json!({
            "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
            "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
            "BillingMode": "PROVISIONED", "ProvisionedThroughput": throughput}))]})
    };
    p.spec(table(
        json!({"ReadCapacityUnit": "5", "WriteCapacityUnits": "2"}),
    ));
    let err = p.fails(&["preview"]);
    assert!(
        err.contains("ProvisionedThroughput.ReadCapacityUnit: is not a property of ProvisionedThroughput: did you mean `ReadCapacityUnits`?"),
        "{err}"
    );
    p.spec(table(
        json!({"ReadCapacityUnits": "5", "WriteCapacityUnits": "2"}),
    ));
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    let name = recorded_id(&p, "items");
    assert_eq!(
        m.boto(&format!(
            "t = ddb.describe_table(TableName='{name}')['Table']['ProvisionedThroughput']\nprint(t['ReadCapacityUnits'], t['WriteCapacityUnits'])"
        )),
        "5 2"
    );
    p.ok(&["preview", "--refresh", "--expect-no-changes"]);
    p.ok(&["destroy", "--yes"]);
}

/// Issue 33, edge 4: an object whose content was replaced behind Strata's back (another ETag)
/// is drift, shown as its content, and `up --refresh` puts the program's content back.
#[test]
fn an_object_rewritten_behind_strata_s_back_is_drift_that_up_undoes() {
    let m = moto();
    let p = aws_project(true);
    p.spec(json!({"resources": [
        aws("files", "aws:s3:Bucket", json!({})),
        {"name": "note", "type": "aws:s3:Object", "props": {"Key": "note.txt", "Content": "as written"},
         "props_refs": {"Bucket": "files.BucketName"}},
    ]}));
    assert_eq!(counts(&p.up()), json!({"create": 2}));
    let bucket = recorded_id(&p, "files");
    let body = || {
        m.boto(&format!(
            "print(s3.get_object(Bucket='{bucket}', Key='note.txt')['Body'].read().decode())"
        ))
    };
    p.ok(&["preview", "--refresh", "--expect-no-changes"]);
    m.boto(&format!(
        "s3.put_object(Bucket='{bucket}', Key='note.txt', Body=b'tampered')"
    ));
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    let shown = text(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{shown}");
    assert!(
        shown.contains("tampered"),
        "the drift shows what is there: {shown}"
    );
    assert_eq!(
        counts(&summary(&p.ok(&["up", "--yes", "--refresh", "--json"]))),
        json!({"update": 1, "same": 1})
    );
    assert_eq!(body(), "as written");
    p.ok(&["preview", "--refresh", "--expect-no-changes"]);
    p.ok(&["destroy", "--yes"]);
}

/// `--replace` of a queue whose name the program fixes: the old copy goes first (the provider
/// says so whatever its diff finds), and the queue is there after, once.
#[test]
fn a_forced_replacement_of_a_named_queue_deletes_it_first() {
    let m = moto();
    let p = aws_project(true);
    let name = format!("fixed-q-{}", std::process::id());
    p.spec(json!({"resources": [aws("jobs", "aws:sqs:Queue", json!({"QueueName": name}))]}));
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    let out = p.ok(&["up", "--yes", "--replace", "*::jobs"]);
    assert!(out.contains("(delete first)"), "{out}");
    assert_eq!(
        m.boto(&format!(
            "print(len([u for u in sqs.list_queues(QueueNamePrefix='{name}').get('QueueUrls', [])]))"
        )),
        "1"
    );
    p.ok(&["destroy", "--yes"]);
}

#[path = "aws_services.rs"]
pub(super) mod services;

#[path = "aws_attached.rs"]
pub(super) mod attached;

#[path = "aws_refusals.rs"]
pub(super) mod refusals;

#[path = "aws_functions.rs"]
pub(super) mod functions;
