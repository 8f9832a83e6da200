//! The generic path through AWS Cloud Control (every registry type the provider does not
//! implement by hand), end to end through the binary against the Cloud Control in front of
//! moto (`tests/services/cloudcontrol.py`): create, update by JSON Patch, read, drift, import,
//! delete, an interrupted create found again (the process killed while the endpoint holds its
//! request), and an endpoint that serves no Cloud Control said in one line. What exists is
//! checked with boto3 through Kinesis's own API, not through Cloud Control.

use super::aws::{aws, aws_project, aws_project_at, recorded_id};
use super::*;
use test_services::moto;

const STREAM: &str = "aws:kinesis:Stream";

/// boto3's Kinesis client as `k`, then `code`.
fn kinesis(code: &str) -> String {
    moto().boto(&format!("k = boto3.client('kinesis', **kw)\n{code}"))
}

fn retention(name: &str) -> String {
    kinesis(&format!(
        "print(k.describe_stream_summary(StreamName='{name}')['StreamDescriptionSummary']['RetentionPeriodHours'])"
    ))
}

fn stream_exists(name: &str) -> bool {
    kinesis(&format!(
        "print('{name}' in k.list_streams()['StreamNames'])"
    )) == "True"
}

/// The Cloud Control requests the endpoint received whose desired state holds `text`.
fn requests(text: &str) -> Vec<Value> {
    let all: Value = serde_json::from_str(&moto().cloud_control("GET", "requests")).unwrap();
    all.as_array()
        .unwrap()
        .iter()
        .filter(|r| r["text"].as_str().unwrap_or_default().contains(text))
        .cloned()
        .collect()
}

/// Wait until the endpoint has received a request of `operation` whose desired state holds
/// `text` and it is in `status` (`None`: any): the signal a test acts on, never a timer.
fn wait_for_request(text: &str, operation: &str, status: Option<&str>) -> Value {
    let started = std::time::Instant::now();
    loop {
        if let Some(r) = requests(text).into_iter().find(|r| {
            r["Operation"] == operation && status.is_none_or(|s| r["OperationStatus"] == s)
        }) {
            return r;
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(300),
            "no {operation} request holding {text} reached the endpoint"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

#[test]
fn a_registry_type_is_created_patched_read_drifted_imported_and_deleted_through_cloud_control() {
    let p = aws_project(true);
    let stream = |name: &str, props: Value| aws(name, STREAM, props);
    let v1 = json!({"Name": "strata-cc-events", "ShardCount": 1, "RetentionPeriodHours": 24});
    p.spec(json!({"resources": [stream("events", v1.clone())]}));
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    assert_eq!(recorded_id(&p, "events"), "strata-cc-events");
    assert_eq!(retention("strata-cc-events"), "24");
    let arn = p.recorded("events")["outputs"]["Arn"].clone();
    assert!(
        arn.as_str()
            .is_some_and(|a| a.ends_with(":stream/strata-cc-events")),
        "the Arn read back through GetResource: {arn}"
    );
    assert_eq!(counts(&p.up()), json!({"same": 1}), "read back as written");

    // Updated in place by a JSON Patch of the one property changed.
    let mut v2 = v1.clone();
    v2["RetentionPeriodHours"] = json!(48);
    p.spec(json!({"resources": [stream("events", v2.clone())]}));
    assert_eq!(counts(&p.up()), json!({"update": 1}));
    assert_eq!(retention("strata-cc-events"), "48");
    let update = wait_for_request("strata-cc-events", "UPDATE", Some("SUCCESS"));
    assert_eq!(update["Identifier"], "strata-cc-events", "{update}");
    assert_eq!(counts(&p.up()), json!({"same": 1}));

    // Changed behind Strata's back: read as drift through GetResource, and put back.
    kinesis(
        "k.decrease_stream_retention_period(StreamName='strata-cc-events', RetentionPeriodHours=24)",
    );
    let out = p.run(&["preview", "--refresh", "--expect-no-changes"]);
    assert!(
        !out.status.success() && text(&out.stdout).contains("RetentionPeriodHours"),
        "the drift was not seen:\n{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    p.ok(&["up", "--refresh", "--yes"]);
    assert_eq!(retention("strata-cc-events"), "48", "the drift put back");

    // Made outside Strata (through Cloud Control, as the console does), then imported: the
    // program that declares it as it is changes nothing.
    moto().boto(
        "import time\ncc = boto3.client('cloudcontrol', **kw)\nt = cc.create_resource(TypeName='AWS::Kinesis::Stream', DesiredState=json.dumps({'Name': 'strata-cc-outside', 'ShardCount': 2, 'RetentionPeriodHours': 24}))['ProgressEvent']['RequestToken']\nwhile cc.get_resource_request_status(RequestToken=t)['ProgressEvent']['OperationStatus'] == 'IN_PROGRESS': time.sleep(0.05)",
    );
    p.ok(&[
        "import",
        STREAM,
        "outside",
        "strata-cc-outside",
        "--yes",
        "--protect",
        "false",
    ]);
    assert_eq!(p.recorded("outside")["inputs"]["ShardCount"], json!(2));
    let outside = json!({"Name": "strata-cc-outside", "ShardCount": 2, "RetentionPeriodHours": 24,
        "StreamModeDetails": {"StreamMode": "PROVISIONED"}});
    p.spec(json!({"resources": [stream("events", v2.clone()), stream("outside", outside)]}));
    assert_eq!(counts(&p.up()), json!({"same": 2}), "after the import");

    // Deleted: both gone from Kinesis.
    p.ok(&["destroy", "--yes"]);
    assert!(!stream_exists("strata-cc-events"));
    assert!(!stream_exists("strata-cc-outside"));
}

#[test]
fn an_interrupted_cloud_control_create_is_found_again_and_never_made_twice() {
    let m = moto();

    // Named: killed while the endpoint holds its create, then imported by its name.
    let p = aws_project(true);
    let named = json!({"Name": "strata-cc-held", "ShardCount": 1});
    p.spec(json!({"resources": [aws("held", STREAM, named)]}));
    killed_during_the_create(&p, "strata-cc-held");
    let err = p.fails(&["up", "--yes"]);
    assert!(err.contains("interrupted"), "{err}");
    p.ok(&["refresh", "--yes", "--import-pending-creates"]);
    assert_eq!(recorded_id(&p, "held"), "strata-cc-held");
    assert_eq!(counts(&p.up()), json!({"same": 1}));
    assert_eq!(requests("strata-cc-held").len(), 1, "one create request");
    p.ok(&["destroy", "--yes"]);
    assert!(!stream_exists("strata-cc-held"));

    // Unnamed (Kinesis names it): nothing in its inputs finds it, so the create is cleared and
    // made again, and Cloud Control answers the same client token with what the first one made.
    let p = aws_project(true);
    let tag = json!([{"Key": "case", "Value": "strata-cc-anonymous"}]);
    let unnamed = json!({"ShardCount": 1, "Tags": tag});
    p.spec(json!({"resources": [aws("anonymous", STREAM, unnamed.clone())]}));
    let first = killed_during_the_create(&p, "strata-cc-anonymous");
    let made = first["Identifier"].as_str().unwrap().to_string();
    assert!(stream_exists(&made));
    p.ok(&["refresh", "--yes", "--clear-pending-creates"]);
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    assert_eq!(
        recorded_id(&p, "anonymous"),
        made,
        "the stream the interrupted create made"
    );
    assert_eq!(
        requests("strata-cc-anonymous").len(),
        1,
        "the create made again was the same request, not a second stream"
    );

    // Destroyed and declared again with the same inputs: the token's old answer names a stream
    // that is gone, so a new one is made (not an empty record of the old).
    p.ok(&["destroy", "--yes"]);
    assert!(!stream_exists(&made));
    p.spec(json!({"resources": [aws("anonymous", STREAM, unnamed)]}));
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    let again = recorded_id(&p, "anonymous");
    assert_ne!(again, made);
    assert!(stream_exists(&again), "{again} exists");
    assert_eq!(
        m.boto("print('ok')"),
        "ok",
        "the endpoint still answers after the kill"
    );
    p.ok(&["destroy", "--yes"]);
}

/// Start `up`, wait for the endpoint to receive the create holding `text` (held there), kill
/// strata, then let the create finish: the state holds it as interrupted. The create's last
/// progress event.
fn killed_during_the_create(p: &Project, text: &str) -> Value {
    let m = moto();
    m.cloud_control("POST", &format!("hold?match={text}"));
    let (mut child, _out) = p.spawn(&["up", "--yes"]);
    wait_for_request(text, "CREATE", None);
    child.kill().unwrap();
    child.wait().unwrap();
    m.cloud_control("POST", &format!("release?match={text}"));
    wait_for_request(text, "CREATE", Some("SUCCESS"))
}

#[test]
fn an_endpoint_that_serves_no_cloud_control_is_said_in_one_line() {
    // moto itself, without the Cloud Control in front: it answers with an HTML page.
    let m = moto();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut server = std::process::Command::new(m.venv.join("bin/moto_server"))
        .args(["-H", "127.0.0.1", "-p", &port.to_string()])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let started = std::time::Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(started.elapsed() < std::time::Duration::from_secs(60));
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let url = format!("http://127.0.0.1:{port}");
    let p = aws_project_at(test_artifacts::TEST_PROGRAM, true, &url);
    p.spec(json!({"resources": [aws("plain", STREAM, json!({"Name": "strata-cc-plain"}))]}));
    let err = p.fails(&["up", "--yes"]);
    server.kill().unwrap();
    server.wait().unwrap();
    let line = err
        .lines()
        .find(|l| l.contains("Cloud Control"))
        .unwrap_or_else(|| panic!("no line says Cloud Control:\n{err}"));
    assert!(
        line.contains(&format!("{url} does not serve AWS Cloud Control"))
            && line.contains("AWS::Kinesis::Stream")
            && line.contains("cloudcontrol.py"),
        "{line}"
    );
    let lower = err.to_lowercase();
    assert!(
        !lower.contains("<html") && !lower.contains("<!doctype") && !lower.contains("<title"),
        "no page in the error:\n{err}"
    );
}

/// A hand-verified type that sets an input its own calls do not send (a queue's
/// `ReceiveMessageWaitTimeSeconds`) is served through Cloud Control, and the preview says so:
/// made, changed by a patch, and deleted there; a Strata-own input (a bucket's `forceDestroy`)
/// cannot go with such an input, and is refused naming both.
#[test]
fn a_hand_verified_type_setting_an_input_only_cloud_control_sends_is_served_there() {
    let p = aws_project(true);
    let queue = |wait: u32| {
        json!({"resources": [aws("waits", "aws:sqs:Queue",
            json!({"QueueName": "strata-cc-routed", "ReceiveMessageWaitTimeSeconds": wait}))]})
    };
    p.spec(queue(5));
    let preview = p.ok(&["preview"]);
    assert!(
        preview.contains("aws:sqs:Queue \"waits\" is served through AWS Cloud Control")
            && preview.contains("ReceiveMessageWaitTimeSeconds"),
        "{preview}"
    );
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    let wait = || {
        moto().boto("u = sqs.get_queue_url(QueueName='strata-cc-routed')['QueueUrl']\nprint(sqs.get_queue_attributes(QueueUrl=u, AttributeNames=['ReceiveMessageWaitTimeSeconds'])['Attributes']['ReceiveMessageWaitTimeSeconds'])")
    };
    assert_eq!(wait(), "5");
    let made = wait_for_request("strata-cc-routed", "CREATE", Some("SUCCESS"));
    assert_eq!(made["TypeName"], "AWS::SQS::Queue", "{made}");
    assert_eq!(counts(&p.up()), json!({"same": 1}));

    p.spec(queue(10));
    assert_eq!(counts(&p.up()), json!({"update": 1}));
    assert_eq!(wait(), "10");
    wait_for_request("strata-cc-routed", "UPDATE", Some("SUCCESS"));

    p.ok(&["destroy", "--yes"]);
    assert_eq!(
        moto().boto(
            "print(len(sqs.list_queues(QueueNamePrefix='strata-cc-routed').get('QueueUrls', [])))"
        ),
        "0"
    );

    p.spec(json!({"resources": [aws("logs", "aws:s3:Bucket",
        json!({"forceDestroy": true, "OwnershipControls": {"Rules": [{"ObjectOwnership": "BucketOwnerEnforced"}]}}))]}));
    let err = p.fails(&["preview"]);
    assert!(
        err.contains("forceDestroy is Strata's own") && err.contains("Cloud Control"),
        "{err}"
    );
}
