//! The AWS provider against a real AWS account, as Terraform's `TF_ACC=1` suites run: compiled
//! only with the `acceptance` feature, by `./run acceptance`, which says in one line that they
//! did not run, and why, when no credentials are given (a test here fails without them). What
//! moto cannot serve is tried here: the types served through AWS Cloud Control.
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

/// A log group through Cloud Control: created, read back with no drift, its retention changed
/// in place, and deleted.
#[test]
fn a_log_group_goes_through_cloud_control_on_a_real_account() {
    let p = live_project();
    let name = format!("/strata/acceptance/{}", std::process::id());
    let spec = |days: u32| {
        json!({"resources": [{"name": "logs", "type": "aws:logs:LogGroup",
            "props": {"LogGroupName": name, "RetentionInDays": days}}]})
    };
    p.spec(spec(7));
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    p.ok(&["preview", "--refresh", "--expect-no-changes"]);
    p.spec(spec(14));
    assert_eq!(counts(&p.up()), json!({"update": 1}));
    p.ok(&["preview", "--refresh", "--expect-no-changes"]);
    p.ok(&["destroy", "--yes"]);
}

/// An SSM parameter through Cloud Control: its value and type changed in place, read back
/// with no drift, and deleted.
#[test]
fn a_parameter_is_updated_in_place_through_cloud_control() {
    let p = live_project();
    let name = format!("/strata/acceptance/{}", std::process::id());
    let spec = |ty: &str, value: &str| {
        json!({"resources": [{"name": "setting", "type": "aws:ssm:Parameter",
            "props": {"Name": name, "Type": ty, "Value": value}}]})
    };
    p.spec(spec("String", "one"));
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    p.spec(spec("StringList", "a,b"));
    assert_eq!(counts(&p.up()), json!({"update": 1}));
    p.ok(&["preview", "--refresh", "--expect-no-changes"]);
    p.ok(&["destroy", "--yes"]);
}
