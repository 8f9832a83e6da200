//! Deletes (and creates) AWS refuses because of what is in or behind the resource: each error
//! names the option that makes it go (a zone with records: `forceDestroy`; a repository with
//! images: `EmptyOnDelete`; a secret's name still in its recovery window:
//! `RecoveryWindowInDays: 0`), and with the option set it goes. The bucket's and the role's
//! are in `aws.rs`. And a replacement's preview never shows an auto-name `up` does not use.

use super::*;

/// One refusal: the resource (named `it`), what makes AWS refuse (Python with `kw`, `ID` the
/// resource's id), what its error names, and how it is made to go: the inputs with the option
/// set, or Python that removes what was made outside Strata.
struct Case {
    ty: &'static str,
    props: Value,
    foreign: &'static str,
    names: &'static str,
    fixed: Fix,
}

enum Fix {
    Inputs(Value),
    Python(&'static str),
}

fn cases(tag: &str) -> Vec<Case> {
    vec![
        Case {
            ty: "aws:route53:HostedZone",
            props: json!({"Name": format!("refusal-{tag}.example.com")}),
            foreign: "r53 = boto3.client('route53', **kw)\nz = r53.get_hosted_zone(Id=ID)['HostedZone']['Name']\nr53.change_resource_record_sets(HostedZoneId=ID, ChangeBatch={'Changes': [{'Action': 'CREATE', 'ResourceRecordSet': {'Name': 'www.' + z, 'Type': 'A', 'TTL': 60, 'ResourceRecords': [{'Value': '192.0.2.1'}]}}]})",
            names: "forceDestroy: true",
            fixed: Fix::Inputs(
                json!({"Name": format!("refusal-{tag}.example.com"), "forceDestroy": true}),
            ),
        },
        Case {
            ty: "aws:ecr:Repository",
            props: json!({"RepositoryName": format!("refusal-{tag}")}),
            foreign: "ecr = boto3.client('ecr', **kw)\necr.put_image(repositoryName=ID, imageTag='v1', imageManifest=json.dumps({'schemaVersion': 2, 'mediaType': 'application/vnd.docker.distribution.manifest.v2+json', 'config': {'digest': 'sha256:' + 'a' * 64, 'size': 1, 'mediaType': 'application/vnd.docker.container.image.v1+json'}, 'layers': []}))",
            names: "EmptyOnDelete: true",
            fixed: Fix::Inputs(
                json!({"RepositoryName": format!("refusal-{tag}"), "EmptyOnDelete": true}),
            ),
        },
        // (One of the provider's table of deletes no option makes go.)
        Case {
            ty: "aws:ec2:VPC",
            props: json!({"CidrBlock": "10.77.0.0/16"}),
            foreign: "ec2.create_subnet(VpcId=ID, CidrBlock='10.77.1.0/24')",
            names: "delete those first",
            fixed: Fix::Python(
                "for s in ec2.describe_subnets(Filters=[{'Name': 'vpc-id', 'Values': [ID]}])['Subnets']:\n    ec2.delete_subnet(SubnetId=s['SubnetId'])",
            ),
        },
    ]
}

#[test]
fn a_delete_aws_refuses_names_the_option_that_makes_it_go() {
    let m = moto();
    let tag = std::process::id().to_string();
    for case in cases(&tag) {
        let p = aws_project(true);
        p.spec(json!({"resources": [aws("it", case.ty, case.props.clone())]}));
        p.up();
        let id = recorded_id(&p, "it");
        m.boto(&format!("ID = '{id}'\n{}", case.foreign));
        let err = p.fails(&["destroy", "--yes"]);
        assert!(
            err.contains(case.names) && err.contains(&format!("{} \"it\"", case.ty)),
            "{}: the refusal names {}:\n{err}",
            case.ty,
            case.names
        );
        assert_eq!(p.resource_names(), vec!["it"], "{}: kept", case.ty);
        match &case.fixed {
            Fix::Inputs(fixed) => {
                p.spec(json!({"resources": [aws("it", case.ty, fixed.clone())]}));
                p.up();
            }
            Fix::Python(code) => {
                m.boto(&format!("ID = '{id}'\n{code}"));
            }
        }
        p.ok(&["destroy", "--yes"]);
        assert!(p.resource_names().is_empty(), "{}", case.ty);
    }
}

#[test]
fn a_secret_s_name_in_its_recovery_window_is_said_with_the_option() {
    let p = aws_project(true);
    let name = format!("refusal-secret-{}", std::process::id());
    let secret = |window: i64| {
        json!({"resources": [aws("it", "aws:secretsmanager:Secret",
            json!({"Name": name, "SecretString": "s3cr3t-value", "RecoveryWindowInDays": window}))]})
    };
    p.spec(secret(7));
    p.up();
    p.ok(&["destroy", "--yes"]);
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("recovery window")
            && err.contains("RecoveryWindowInDays: 0")
            && err.contains("restore-secret"),
        "{err}"
    );
    assert!(!err.contains("s3cr3t-value"), "{err}");
}

#[test]
fn a_replacement_s_preview_shows_no_auto_name_up_does_not_use() {
    let p = aws_project(true);
    p.spec(json!({"resources": [aws("jobs", "aws:sqs:Queue", json!({}))]}));
    p.up();
    let old = recorded_id(&p, "jobs");
    // Replaced (a FIFO queue now), and reading a queue made in the same run: its new name is
    // derived from inputs the preview does not know yet.
    p.spec(json!({"resources": [
        aws("peer", "aws:sqs:Queue", json!({"FifoQueue": true})),
        {"name": "jobs", "type": "aws:sqs:Queue",
         "props": {"FifoQueue": true, "RedrivePolicy": {"maxReceiveCount": 3}},
         "props_refs": {"RedrivePolicy.deadLetterTargetArn": "peer.Arn"}},
    ]}));
    let preview = p.ok(&["preview", "--json", "--diff"]);
    let up = counts(&p.up());
    assert_eq!(up["replace"], json!(1), "{up}");
    let new = recorded_id(&p, "jobs");
    let name = |url: &str| url.rsplit('/').next().unwrap().to_string();
    let (old, new) = (name(&old), name(&new));
    let shown: Vec<&str> = preview
        .split('"')
        .filter(|s| s.starts_with("jobs-") && !s.contains(' '))
        .collect();
    assert!(
        shown.iter().all(|s| *s == old || *s == new),
        "the preview showed {shown:?}, up made {new} (was {old})"
    );
    p.ok(&["destroy", "--yes"]);
}
