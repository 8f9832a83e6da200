//! The AWS provider against a real AWS account, as Terraform's `TF_ACC=1` suites run: compiled
//! only with the `acceptance` feature, by `./run acceptance`, which says in one line that they
//! did not run, and why, when no credentials are given (a test here fails without them). What
//! moto cannot serve is tried here: the types served through AWS Cloud Control, and what moto
//! does not do for the hand-verified ones (run a function behind its API).
//!
//! Credentials: `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY` (and `AWS_SESSION_TOKEN`), in
//! `AWS_REGION` (default `us-east-1`), granted to the provider as environment variables. Each
//! test names what it makes after its process id and deletes it at the end.

use super::*;

/// A project whose AWS provider reaches AWS itself with the credentials in the environment.
fn live_project() -> Project {
    for k in ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"] {
        assert!(
            std::env::var_os(k).is_some(),
            "{k} is not set: the acceptance tests run against a real AWS account"
        );
    }
    let p = Project::new(test_artifacts::TEST_PROGRAM);
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        format!(
            "{toml}\n[providers.aws]\nwasm = {}\nallow-hosts = [\"https://*.amazonaws.com\"]\nallow-env = [\"AWS_ACCESS_KEY_ID\", \"AWS_SECRET_ACCESS_KEY\", \"AWS_SESSION_TOKEN\", \"AWS_REGION\"]\n",
            toml_path(aws_artifacts::AWS)
        ),
    )
    .unwrap();
    p
}

/// An event bus through Cloud Control: created, read back with no drift, its description
/// changed in place, and deleted.
#[test]
fn an_event_bus_goes_through_cloud_control_on_a_real_account() {
    let p = live_project();
    let name = format!("strata-acceptance-{}", std::process::id());
    let spec = |description: &str| {
        json!({"resources": [{"name": "bus", "type": "aws:events:EventBus",
            "props": {"Name": name, "Description": description}}]})
    };
    p.spec(spec("one"));
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    p.ok(&["preview", "--refresh", "--expect-no-changes"]);
    p.spec(spec("two"));
    assert_eq!(counts(&p.up()), json!({"update": 1}));
    p.ok(&["preview", "--refresh", "--expect-no-changes"]);
    p.ok(&["destroy", "--yes"]);
}

/// An instance profile through Cloud Control, beside a hand-verified role: its roles changed
/// in place (a JSON Patch of a list), read back with no drift, and deleted.
#[test]
fn an_instance_profile_is_updated_in_place_through_cloud_control() {
    let p = live_project();
    let name = format!("strata-acceptance-{}", std::process::id());
    let trust = json!({"Version": "2012-10-17", "Statement": [{"Effect": "Allow",
        "Principal": {"Service": "ec2.amazonaws.com"}, "Action": "sts:AssumeRole"}]});
    let spec = |roles: &[&str]| {
        let roles: Vec<String> = roles.iter().map(|r| format!("{r}.RoleName")).collect();
        json!({"resources": [
            {"name": "a", "type": "aws:iam:Role", "props": {"AssumeRolePolicyDocument": trust}},
            {"name": "profile", "type": "aws:iam:InstanceProfile",
             "props": {"InstanceProfileName": name}, "props_refs": {"Roles": roles}}]})
    };
    p.spec(spec(&[]));
    assert_eq!(counts(&p.up()), json!({"create": 2}));
    p.spec(spec(&["a"]));
    assert_eq!(counts(&p.up()), json!({"update": 1, "same": 1}));
    p.ok(&["preview", "--refresh", "--expect-no-changes"]);
    p.ok(&["destroy", "--yes"]);
}

/// examples/serverless on a real account: what moto cannot do, its function runs behind its
/// API. An item put through the API is read back through it (IAM and Lambda take a moment to
/// be ready: asked again for up to two minutes).
#[test]
fn the_serverless_example_answers_through_its_api_on_a_real_account() {
    live_project();
    let dir = tempfile::tempdir().unwrap();
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/serverless");
    std::fs::create_dir_all(dir.path().join("app")).unwrap();
    for f in ["Strata.yaml", "app/handler.py"] {
        std::fs::copy(example.join(f), dir.path().join(f)).unwrap();
    }
    let toml = std::fs::read_to_string(example.join("Strata.toml"))
        .unwrap()
        .replace(
            "\"../../target/wasm-aws/wasm32-wasip2/release/strata_provider_aws.wasm\"",
            &toml_path(aws_artifacts::AWS),
        )
        .replace(
            "allow-dirs",
            "allow-env = [\"AWS_ACCESS_KEY_ID\", \"AWS_SECRET_ACCESS_KEY\", \"AWS_SESSION_TOKEN\", \"AWS_REGION\"]\nallow-dirs",
        );
    std::fs::write(dir.path().join("Strata.toml"), toml).unwrap();
    let p = Project { dir };
    p.ok(&["stack", "init", "dev"]);
    p.up();
    let outputs: Value = serde_json::from_str(&p.ok(&["stack", "output", "--json"])).unwrap();
    let url = format!("{}/items/acceptance", outputs["url"].as_str().unwrap());
    let curl = |args: &[&str]| {
        let out = Command::new("curl")
            .args(["-s", "-o", "/dev/stderr", "-w", "%{http_code}"])
            .args(args)
            .output()
            .unwrap();
        (text(&out.stdout), text(&out.stderr))
    };
    let mut answer = (String::new(), String::new());
    for _ in 0..60 {
        let put = curl(&["-X", "PUT", "--data", "hello", &url]);
        answer = curl(&[&url]);
        if put.0 == "204" && answer.0 == "200" {
            break;
        }
        std::thread::sleep(std::time::Duration::from_secs(2));
    }
    p.ok(&["destroy", "--yes"]);
    assert_eq!(answer, ("200".to_string(), "hello".to_string()));
}
