//! The first hand-verified types (S3, SQS, SNS, DynamoDB, IAM, CloudFront, EC2): each with a
//! schema and calls of its own, written by hand, where `native`'s are cut from the registry and
//! reported by its rules. One entry per type says everything the provider does with it, so
//! that `lib.rs` looks a type up once and calls through it; adding a type is adding an entry.
//!
//! Every call is given the entry's own type token (the EC2 module serves its eight types with
//! one set of calls, which tell them apart by it); the others ignore it.

use crate::{Aws, acm, cloudfront, dynamodb, ec2, iam, policy, s3, sns, sqs};
use strata_provider::{Failure, Read, Value, json};

/// The type's schema, given its token.
pub(crate) type Schema = fn(&str) -> Value;
/// Check the inputs (type, resource name, recorded inputs, new inputs): what the schema cannot
/// say, and the names chosen when left out.
pub(crate) type Check =
    fn(&Aws, &str, &str, Option<&Value>, Value) -> Result<Value, Vec<(String, String)>>;
/// Make it (type, resource name, inputs, preview): its id and outputs (predicted in a preview).
pub(crate) type Create = fn(&Aws, &str, &str, &Value, bool) -> Result<(String, Value), Failure>;
/// What an interrupted create made, found by its inputs (type, resource name, inputs).
pub(crate) type Find = fn(&Aws, &str, &str, &Value) -> Result<Option<Read>, String>;
/// Read it (type, id, recorded inputs, recorded outputs); `None` when it is gone.
pub(crate) type ReadIt = fn(&Aws, &str, &str, &Value, &Value) -> Result<Option<Read>, String>;
/// Change it in place (type, id, olds, old outputs, news, preview): its outputs.
pub(crate) type Update =
    fn(&Aws, &str, &str, &Value, &Value, &Value, bool) -> Result<Value, Failure>;
/// Remove it (type, id, inputs: what to do on a delete).
pub(crate) type Delete = fn(&Aws, &str, &str, &Value) -> Result<(), String>;

/// A type's CloudFormation form, for `strata compile`.
pub(crate) struct Cfn {
    /// CloudFormation's type.
    pub(crate) ty: &'static str,
    /// The output `Ref` returns.
    pub(crate) reference: Option<&'static str>,
    /// Outputs that are `Fn::GetAtt` attributes of the same name.
    pub(crate) attributes: &'static [&'static str],
    /// Inputs that are Strata's own: left out of a template.
    pub(crate) omit: &'static [&'static str],
    /// Inputs whose default under `up` is not CloudFormation's: a template writes it out.
    pub(crate) defaults: &'static [&'static str],
}

/// One type with a schema and calls of its own.
pub(crate) struct Handmade {
    pub(crate) ty: &'static str,
    pub(crate) schema: Schema,
    /// Whether its check and diff are pure: false when its check reads files (an object's
    /// `Source`), so it runs on every plan.
    pub(crate) pure: bool,
    pub(crate) check: Check,
    pub(crate) create: Create,
    pub(crate) find: Find,
    pub(crate) read: ReadIt,
    pub(crate) update: Update,
    pub(crate) delete: Delete,
    /// Its CloudFormation form; `None` where CloudFormation has no such type.
    pub(crate) cloudformation: Option<Cfn>,
    /// The inputs that name it where it lives, unique there: a replacement that keeps them
    /// deletes the old copy first.
    pub(crate) identity: &'static [&'static str],
    /// Inputs that are Strata's own, not AWS's (what to do on a delete): a read reports them as
    /// recorded.
    pub(crate) own: &'static [&'static str],
    /// The outputs an update in place can change (an object's content): a preview predicts
    /// every other one as it is.
    pub(crate) updated: &'static [&'static str],
}

/// Every type with a schema and calls of its own, in the order the schema lists them.
pub(crate) fn all() -> impl Iterator<Item = &'static Handmade> {
    TYPES.iter()
}

/// The type `ty`, if it is one of these.
pub(crate) fn of(ty: &str) -> Option<&'static Handmade> {
    all().find(|h| h.ty == ty)
}

impl Handmade {
    /// Its schema, marked hand-verified, with its CloudFormation form.
    pub(crate) fn schema(&self) -> Value {
        let mut s = (self.schema)(self.ty);
        if self.pure {
            s["pure"] = json!(true);
        }
        s["served-by"] = json!("hand-verified");
        if let Some(cfn) = &self.cloudformation {
            let attributes: serde_json::Map<String, Value> = cfn
                .attributes
                .iter()
                .map(|a| (a.to_string(), json!(a)))
                .collect();
            s["compile"]["cloudformation"] = json!({
                "type": cfn.ty, "ref": cfn.reference, "attributes": attributes, "omit": cfn.omit,
                "defaults": cfn.defaults,
            });
        }
        s
    }
}

/// An EC2 type: the EC2 module's calls, which tell its types apart by their token.
const fn ec2(ty: &'static str, cloudformation: Cfn, identity: &'static [&'static str]) -> Handmade {
    Handmade {
        ty,
        schema: ec2::schema,
        pure: true,
        check: ec2::check,
        create: ec2::create,
        find: ec2::find,
        read: ec2_read,
        update: ec2::update,
        delete: ec2::delete,
        cloudformation: Some(cloudformation),
        identity,
        own: &[],
        updated: &[],
    }
}

/// An EC2 type's read: what it reads back does not depend on the outputs recorded.
fn ec2_read(
    aws: &Aws,
    ty: &str,
    id: &str,
    inputs: &Value,
    _outputs: &Value,
) -> Result<Option<Read>, String> {
    ec2::read(aws, ty, id, inputs)
}

/// A CloudFormation form with no defaults of Strata's own.
const fn cfn(
    ty: &'static str,
    reference: Option<&'static str>,
    attributes: &'static [&'static str],
    omit: &'static [&'static str],
) -> Cfn {
    Cfn {
        ty,
        reference,
        attributes,
        omit,
        defaults: &[],
    }
}

const TYPES: &[Handmade] = &[
    Handmade {
        ty: "aws:s3:Bucket",
        schema: |_| s3::schema(),
        pure: true,
        check: |aws, _, name, olds, news| s3::check(aws, name, olds, news),
        create: |aws, _, _, inputs, preview| s3::create(aws, inputs, preview),
        // The name was chosen in `check` and journaled with the create: look it up.
        find: |aws, _, _, inputs| {
            s3::read(aws, inputs["BucketName"].as_str().unwrap_or(""), inputs)
        },
        read: |aws, _, id, inputs, _| s3::read(aws, id, inputs),
        update: |aws, _, id, olds, _, news, preview| s3::update(aws, id, olds, news, preview),
        delete: |aws, _, id, inputs| s3::delete(aws, id, inputs),
        cloudformation: Some(cfn(
            "AWS::S3::Bucket",
            Some("BucketName"),
            &[
                "Arn",
                "DomainName",
                "RegionalDomainName",
                "DualStackDomainName",
                "WebsiteURL",
            ],
            &["forceDestroy"],
        )),
        identity: &["BucketName"],
        own: &["forceDestroy"],
        updated: &[],
    },
    Handmade {
        ty: "aws:s3:BucketPolicy",
        schema: |_| policy::bucket_schema(),
        pure: true,
        check: |_, ty, _, _, news| policy::check(ty, news),
        create: |aws, _, _, inputs, preview| {
            policy::put_bucket(aws, inputs, preview).map_err(Into::into)
        },
        // Its id follows from its inputs: what a create made is read where it would be.
        find: |aws, _, _, inputs| policy::read_bucket(aws, inputs["Bucket"].as_str().unwrap_or("")),
        read: |aws, _, id, _, _| policy::read_bucket(aws, id),
        update: |aws, _, _, _, _, news, preview| {
            policy::put_bucket(aws, news, preview)
                .map(|(_, o)| o)
                .map_err(Into::into)
        },
        delete: |aws, _, id, _| policy::delete_bucket(aws, id),
        cloudformation: Some(cfn("AWS::S3::BucketPolicy", None, &[], &[])),
        identity: &["Bucket"],
        own: &[],
        updated: &[],
    },
    Handmade {
        ty: "aws:s3:Object",
        schema: |_| s3::object_schema(),
        // Its check reads its `Source` file.
        pure: false,
        check: |_, _, _, _, news| s3::check_object(news),
        create: |aws, _, _, inputs, preview| {
            s3::put_object(aws, inputs, preview).map_err(Into::into)
        },
        find: |aws, _, _, inputs| s3::read_object(aws, &s3::object_id(inputs), inputs, &json!({})),
        read: |aws, _, id, inputs, outputs| s3::read_object(aws, id, inputs, outputs),
        update: |aws, _, _, _, _, news, preview| {
            s3::put_object(aws, news, preview)
                .map(|(_, o)| o)
                .map_err(Into::into)
        },
        delete: |aws, _, id, _| s3::delete_object(aws, id),
        // CloudFormation has no such type: a template uploads objects outside it.
        cloudformation: None,
        identity: &["Bucket", "Key"],
        own: &[],
        updated: &["ETag", "VersionId", "SourceSha256"],
    },
    Handmade {
        ty: "aws:sqs:Queue",
        schema: |_| sqs::schema(),
        pure: true,
        check: |aws, _, name, olds, news| sqs::check(aws, name, olds, news),
        create: |aws, _, _, inputs, preview| sqs::create(aws, inputs, preview),
        find: |aws, _, _, inputs| sqs::find(aws, inputs),
        read: |aws, _, id, inputs, _| sqs::read(aws, id, inputs),
        update: |aws, _, id, _, _, news, preview| sqs::update(aws, id, news, preview),
        delete: |aws, _, id, _| sqs::delete(aws, id),
        cloudformation: Some(cfn(
            "AWS::SQS::Queue",
            Some("QueueUrl"),
            &["Arn", "QueueName", "QueueUrl"],
            &[],
        )),
        identity: &["QueueName"],
        own: &[],
        updated: &[],
    },
    Handmade {
        ty: "aws:sqs:QueuePolicy",
        schema: |_| policy::queue_schema(),
        pure: true,
        check: |_, ty, _, _, news| policy::check(ty, news),
        create: |aws, _, _, inputs, preview| {
            policy::put_queue(aws, inputs, preview).map_err(Into::into)
        },
        find: |aws, _, _, inputs| policy::read_queue(aws, &policy::queue_id(inputs)),
        read: |aws, _, id, _, _| policy::read_queue(aws, id),
        update: |aws, _, _, _, _, news, preview| {
            policy::put_queue(aws, news, preview)
                .map(|(_, o)| o)
                .map_err(Into::into)
        },
        delete: |aws, _, id, _| policy::delete_queue(aws, id),
        cloudformation: Some(cfn("AWS::SQS::QueuePolicy", None, &["Id"], &[])),
        identity: &["Queues"],
        own: &[],
        updated: &[],
    },
    Handmade {
        ty: "aws:certificatemanager:CertificateValidation",
        schema: |_| acm::validation_schema(),
        pure: true,
        check: |_, _, _, _, news| Ok(news),
        create: |aws, _, _, inputs, preview| acm::validate(aws, inputs, preview),
        find: |aws, _, _, inputs| match inputs["CertificateArn"].as_str() {
            Some(arn) => acm::read_validation(aws, arn, inputs),
            None => Ok(None),
        },
        read: |aws, _, id, inputs, _| acm::read_validation(aws, id, inputs),
        // Only TimeoutMinutes changes in place, and it is used by a create alone.
        update: |_, _, _, _, outputs, _, _| Ok(outputs.clone()),
        delete: |_, _, _, _| Ok(()),
        // CloudFormation's certificate waits to be issued on its own.
        cloudformation: None,
        identity: &[],
        own: &[],
        updated: &[],
    },
    Handmade {
        ty: "aws:sns:Topic",
        schema: |_| sns::topic_schema(),
        pure: true,
        check: |aws, _, name, olds, news| sns::check_topic(aws, name, olds, news),
        create: |aws, _, _, inputs, preview| sns::create_topic(aws, inputs, preview),
        find: |aws, _, _, inputs| sns::find_topic(aws, inputs),
        read: |aws, _, id, inputs, _| sns::read_topic(aws, id, inputs),
        update: |aws, _, id, olds, _, news, preview| {
            sns::update_topic(aws, id, olds, news, preview)
        },
        delete: |aws, _, id, _| sns::delete_topic(aws, id),
        cloudformation: Some(cfn(
            "AWS::SNS::Topic",
            Some("TopicArn"),
            &["TopicArn", "TopicName"],
            &[],
        )),
        identity: &["TopicName"],
        own: &[],
        updated: &[],
    },
    Handmade {
        ty: "aws:sns:Subscription",
        schema: |_| sns::subscription_schema(),
        pure: true,
        check: |_, _, _, _, news| sns::check_subscription(news),
        create: |aws, _, _, inputs, preview| sns::subscribe(aws, inputs, preview),
        // An ARN AWS chooses is not found again by the inputs.
        find: |_, _, _, _| Ok(None),
        read: |aws, _, id, inputs, _| sns::read_subscription(aws, id, inputs),
        update: |aws, _, id, olds, _, news, preview| {
            sns::update_subscription(aws, id, olds, news, preview)
        },
        delete: |aws, _, id, _| sns::unsubscribe(aws, id),
        cloudformation: Some(cfn(
            "AWS::SNS::Subscription",
            Some("SubscriptionArn"),
            &["Arn"],
            &[],
        )),
        identity: &[],
        own: &[],
        updated: &[],
    },
    Handmade {
        ty: "aws:dynamodb:Table",
        schema: |_| dynamodb::schema(),
        pure: true,
        check: |aws, _, name, olds, news| dynamodb::check(aws, name, olds, news),
        create: |aws, _, _, inputs, preview| dynamodb::create(aws, inputs, preview),
        find: |aws, _, _, inputs| {
            dynamodb::read(aws, inputs["TableName"].as_str().unwrap_or(""), inputs)
        },
        read: |aws, _, id, inputs, _| dynamodb::read(aws, id, inputs),
        update: |aws, _, id, olds, _, news, preview| dynamodb::update(aws, id, olds, news, preview),
        delete: |aws, _, id, _| dynamodb::delete(aws, id),
        cloudformation: Some(Cfn {
            defaults: &["BillingMode"],
            ..cfn(
                "AWS::DynamoDB::Table",
                Some("TableName"),
                &["Arn", "StreamArn"],
                &[],
            )
        }),
        identity: &["TableName"],
        own: &[],
        updated: &[],
    },
    Handmade {
        ty: "aws:iam:Role",
        schema: |_| iam::role_schema(),
        pure: true,
        check: iam::check,
        create: |aws, _, _, inputs, preview| iam::create_role(aws, inputs, preview),
        find: |aws, _, _, inputs| {
            iam::read_role(aws, inputs["RoleName"].as_str().unwrap_or(""), inputs)
        },
        read: |aws, _, id, inputs, _| iam::read_role(aws, id, inputs),
        update: |aws, _, id, olds, old_outputs, news, preview| {
            iam::update_role(aws, id, olds, old_outputs, news, preview)
        },
        delete: |aws, _, id, inputs| iam::delete_role(aws, id, inputs),
        cloudformation: Some(cfn(
            "AWS::IAM::Role",
            Some("RoleName"),
            &["Arn", "RoleId"],
            &["forceDetachPolicies"],
        )),
        identity: &["RoleName"],
        own: &["forceDetachPolicies"],
        updated: &[],
    },
    Handmade {
        ty: "aws:iam:Policy",
        schema: |_| iam::policy_schema(),
        pure: true,
        check: iam::check,
        create: |aws, _, _, inputs, preview| {
            iam::put_policy(aws, &json!({}), inputs, preview).map_err(Into::into)
        },
        find: |aws, _, _, inputs| iam::read_policy(aws, &iam::policy_id(inputs)),
        read: |aws, _, id, _, _| iam::read_policy(aws, id),
        update: |aws, _, _, olds, _, news, preview| {
            iam::put_policy(aws, olds, news, preview)
                .map(|(_, o)| o)
                .map_err(Into::into)
        },
        delete: |aws, _, id, _| iam::delete_policy(aws, id),
        cloudformation: Some(cfn("AWS::IAM::Policy", None, &["Id"], &[])),
        identity: &["PolicyName"],
        own: &[],
        updated: &[],
    },
    Handmade {
        ty: "aws:iam:ManagedPolicy",
        schema: |_| iam::managed_policy_schema(),
        pure: true,
        check: iam::check,
        create: |aws, _, _, inputs, preview| iam::create_managed(aws, inputs, preview),
        // An ARN AWS chooses is not found again by the inputs.
        find: |_, _, _, _| Ok(None),
        read: |aws, _, id, inputs, _| iam::read_managed(aws, id, inputs),
        update: |aws, _, id, olds, _, news, preview| {
            iam::update_managed(aws, id, olds, news, preview)
        },
        delete: |aws, _, id, inputs| iam::delete_managed(aws, id, inputs),
        cloudformation: Some(cfn(
            "AWS::IAM::ManagedPolicy",
            Some("PolicyArn"),
            &[
                "PolicyArn",
                "PolicyId",
                "DefaultVersionId",
                "AttachmentCount",
                "PermissionsBoundaryUsageCount",
                "IsAttachable",
                "CreateDate",
                "UpdateDate",
            ],
            &[],
        )),
        identity: &["ManagedPolicyName"],
        own: &[],
        updated: &["DefaultVersionId", "AttachmentCount", "UpdateDate"],
    },
    Handmade {
        ty: "aws:cloudfront:Distribution",
        schema: |_| cloudfront::schema(),
        pure: true,
        check: |aws, _, name, olds, news| cloudfront::check(aws, name, olds, news),
        create: |aws, _, _, inputs, preview| cloudfront::create(aws, inputs, preview),
        find: |aws, _, _, inputs| cloudfront::find(aws, inputs),
        read: |aws, _, id, inputs, _| cloudfront::read(aws, id, inputs),
        update: |aws, _, id, olds, old_outputs, news, preview| {
            cloudfront::update(aws, id, olds, old_outputs, news, preview)
        },
        delete: |aws, _, id, _| cloudfront::delete(aws, id),
        cloudformation: Some(cfn(
            "AWS::CloudFront::Distribution",
            Some("Id"),
            &["DomainName", "Id"],
            &["CallerReference"],
        )),
        identity: &["CallerReference"],
        own: &[],
        updated: &[],
    },
    ec2(
        "aws:ec2:VPC",
        cfn(
            "AWS::EC2::VPC",
            Some("VpcId"),
            &[
                "CidrBlock",
                "VpcId",
                "DefaultSecurityGroup",
                "DefaultNetworkAcl",
                "CidrBlockAssociations",
                "Ipv6CidrBlocks",
            ],
            &[],
        ),
        &[],
    ),
    ec2(
        "aws:ec2:Subnet",
        cfn(
            "AWS::EC2::Subnet",
            Some("SubnetId"),
            &[
                "AvailabilityZone",
                "SubnetId",
                "NetworkAclAssociationId",
                "Ipv6CidrBlocks",
            ],
            &[],
        ),
        &[],
    ),
    ec2(
        "aws:ec2:InternetGateway",
        cfn(
            "AWS::EC2::InternetGateway",
            Some("InternetGatewayId"),
            &["InternetGatewayId"],
            &[],
        ),
        &[],
    ),
    // A VPC has one internet gateway.
    ec2(
        "aws:ec2:VPCGatewayAttachment",
        cfn("AWS::EC2::VPCGatewayAttachment", None, &[], &[]),
        &["VpcId"],
    ),
    ec2(
        "aws:ec2:RouteTable",
        cfn(
            "AWS::EC2::RouteTable",
            Some("RouteTableId"),
            &["RouteTableId"],
            &[],
        ),
        &[],
    ),
    ec2(
        "aws:ec2:Route",
        cfn("AWS::EC2::Route", None, &["CidrBlock"], &[]),
        &[],
    ),
    // A subnet has one route table.
    ec2(
        "aws:ec2:SubnetRouteTableAssociation",
        cfn(
            "AWS::EC2::SubnetRouteTableAssociation",
            Some("AssociationId"),
            &["Id"],
            &[],
        ),
        &["SubnetId"],
    ),
    ec2(
        "aws:ec2:SecurityGroup",
        cfn(
            "AWS::EC2::SecurityGroup",
            Some("GroupId"),
            &["GroupId", "Id"],
            &[],
        ),
        &["GroupName", "VpcId"],
    ),
];

#[cfg(test)]
mod tests {
    use crate::{Served, native, served, whole_schema};
    use std::collections::BTreeSet;

    /// What decides a replacement of a type written by hand (`replacing`: its inputs that
    /// replace it, each with its default, read without the registry) is what its served schema
    /// says, registry defaults included: a default only the served schema knew was written
    /// out by a program and taken for a change of name (`Path: "/"` replaced a role).
    #[test]
    fn a_hand_made_type_replaces_on_what_its_served_schema_says() {
        let schema = whole_schema();
        for h in super::all() {
            // (Not its routed inputs: a resource that sets one is diffed as a registry type.)
            let routed = &schema["types"][h.ty]["routed"]["inputs"];
            let is_routed = |k: &str| routed.as_array().is_some_and(|r| r.iter().any(|x| x == k));
            let declared: Vec<(String, Option<serde_json::Value>)> =
                schema["types"][h.ty]["inputs"]
                    .as_object()
                    .expect("inputs is an object")
                    .iter()
                    .filter(|(k, p)| p["replaces"] == true && !is_routed(k))
                    .map(|(k, p)| (k.clone(), p.get("default").cloned()))
                    .collect();
            let judged: Vec<(String, Option<serde_json::Value>)> =
                crate::replacing(served(h.ty).expect("served"))
                    .into_iter()
                    .map(|(k, d)| (k.to_string(), d.cloned()))
                    .collect();
            assert_eq!(judged, declared, "{}", h.ty);
        }
    }

    /// What CloudFormation's `Ref` returns for each hand-verified type (the CloudFormation
    /// documentation's "Return values", `Ref`), and the output of Strata's type that holds it:
    /// what a template's `Ref` reads under `runtime = "cloudformation"` and what `strata compile`
    /// writes as `Ref`. `None` where the provider has no output of that value (an id
    /// CloudFormation makes up, or none documented): a template's `Ref` of it is refused by
    /// name. Where CloudFormation's `Ref` is another value in some cases, the text says when.
    const REF: &[(&str, &str, Option<&str>)] = &[
        ("aws:s3:Bucket", "the bucket's name", Some("BucketName")),
        (
            "aws:s3:BucketPolicy",
            "none documented (the registry's identifier is its Bucket, an input given back)",
            None,
        ),
        ("aws:sqs:Queue", "the queue's URL", Some("QueueUrl")),
        (
            "aws:sqs:QueuePolicy",
            "none documented (its Id attribute is one CloudFormation makes up)",
            None,
        ),
        ("aws:sns:Topic", "the topic's ARN", Some("TopicArn")),
        (
            "aws:sns:Subscription",
            "the subscription's ARN",
            Some("SubscriptionArn"),
        ),
        ("aws:dynamodb:Table", "the table's name", Some("TableName")),
        ("aws:iam:Role", "the role's name", Some("RoleName")),
        (
            "aws:iam:Policy",
            "the resource's name: an id CloudFormation makes up, not the policy's name",
            None,
        ),
        (
            "aws:iam:ManagedPolicy",
            "the policy's ARN",
            Some("PolicyArn"),
        ),
        (
            "aws:cloudfront:Distribution",
            "the distribution's ID",
            Some("Id"),
        ),
        ("aws:ec2:VPC", "the VPC's ID", Some("VpcId")),
        ("aws:ec2:Subnet", "the subnet's ID", Some("SubnetId")),
        (
            "aws:ec2:InternetGateway",
            "the internet gateway's ID",
            Some("InternetGatewayId"),
        ),
        (
            "aws:ec2:VPCGatewayAttachment",
            "the attachment's ID, CloudFormation's own",
            None,
        ),
        (
            "aws:ec2:RouteTable",
            "the route table's ID",
            Some("RouteTableId"),
        ),
        (
            "aws:ec2:Route",
            "the route's ID (`TABLE|DESTINATION`)",
            None,
        ),
        (
            "aws:ec2:SubnetRouteTableAssociation",
            "the association's ID",
            Some("AssociationId"),
        ),
        (
            "aws:ec2:SecurityGroup",
            "the group's ID (without a VpcId, in the default VPC: its name)",
            Some("GroupId"),
        ),
        (
            "aws:logs:LogGroup",
            "the log group's name",
            Some("LogGroupName"),
        ),
        ("aws:ssm:Parameter", "the parameter's name", Some("Name")),
        ("aws:secretsmanager:Secret", "the secret's ARN", Some("Id")),
        ("aws:kms:Key", "the key's ID", Some("KeyId")),
        ("aws:kms:Alias", "the alias's name", Some("AliasName")),
        (
            "aws:ecr:Repository",
            "the repository's name",
            Some("RepositoryName"),
        ),
        (
            "aws:events:Rule",
            "the rule's name (on a bus other than the default, `BUS|NAME`)",
            Some("RuleName"),
        ),
        (
            "aws:stepfunctions:StateMachine",
            "the state machine's ARN",
            Some("Arn"),
        ),
        (
            "aws:certificatemanager:Certificate",
            "the certificate's ARN",
            Some("CertificateArn"),
        ),
        (
            "aws:lambda:Function",
            "the function's name",
            Some("FunctionName"),
        ),
        (
            "aws:lambda:Permission",
            "none documented (the registry's identifier is its function and an Id)",
            None,
        ),
        (
            "aws:lambda:EventSourceMapping",
            "the mapping's ID",
            Some("Id"),
        ),
        ("aws:apigatewayv2:Api", "the API's ID", Some("ApiId")),
        ("aws:apigatewayv2:Route", "the route's ID", Some("RouteId")),
        (
            "aws:apigatewayv2:Integration",
            "the integration's ID",
            Some("IntegrationId"),
        ),
        (
            "aws:apigatewayv2:Stage",
            "the stage's name",
            Some("StageName"),
        ),
        (
            "aws:cloudwatch:Alarm",
            "the alarm's name",
            Some("AlarmName"),
        ),
        ("aws:ecs:Cluster", "the cluster's name", Some("ClusterName")),
        (
            "aws:ecs:TaskDefinition",
            "the task definition's ARN",
            Some("TaskDefinitionArn"),
        ),
        ("aws:ecs:Service", "the service's ARN", Some("ServiceArn")),
        (
            "aws:elasticloadbalancingv2:LoadBalancer",
            "the load balancer's ARN",
            Some("LoadBalancerArn"),
        ),
        (
            "aws:elasticloadbalancingv2:TargetGroup",
            "the target group's ARN",
            Some("TargetGroupArn"),
        ),
        (
            "aws:elasticloadbalancingv2:Listener",
            "the listener's ARN",
            Some("ListenerArn"),
        ),
        (
            "aws:rds:DBSubnetGroup",
            "the subnet group's name",
            Some("DBSubnetGroupName"),
        ),
        (
            "aws:rds:DBInstance",
            "the DB instance's identifier",
            Some("DBInstanceIdentifier"),
        ),
        ("aws:route53:HostedZone", "the hosted zone's ID", Some("Id")),
        (
            "aws:route53:RecordSet",
            "the record's domain name",
            Some("Name"),
        ),
    ];

    /// Every hand-verified type with a CloudFormation form has one entry in `REF`, and its
    /// form's `ref` is the output the entry names, an output its schema lists and returns
    /// always (not `sometimes`), or none where the entry says none.
    #[test]
    fn every_type_s_ref_is_the_output_cloudformation_s_ref_returns() {
        let schema = whole_schema();
        let mut listed = BTreeSet::new();
        for (ty, says, _) in REF {
            assert!(listed.insert(*ty), "{ty} is in REF twice");
            assert!(!says.is_empty(), "{ty}");
        }
        let mut checked = BTreeSet::new();
        for (ty, t) in schema["types"].as_object().expect("types") {
            let form = &t["compile"]["cloudformation"];
            if t["served-by"] != "hand-verified" || form.is_null() {
                continue;
            }
            let Some((_, says, output)) = REF.iter().find(|(t, ..)| t == ty) else {
                panic!(
                    "{ty} has a CloudFormation form and no entry in REF: what does its Ref return?"
                );
            };
            assert_eq!(
                form["ref"].as_str(),
                *output,
                "{ty}: CloudFormation's Ref returns {says}"
            );
            if let Some(o) = output {
                let declared = &t["outputs"][*o];
                assert!(
                    declared.is_object(),
                    "{ty}: its Ref reads output {o}, which its schema does not list"
                );
                assert_ne!(
                    declared["sometimes"], true,
                    "{ty}: its Ref reads output {o}, which it returns only sometimes"
                );
            }
            checked.insert(ty.as_str());
        }
        assert_eq!(
            checked, listed,
            "REF lists the hand-verified types with a CloudFormation form"
        );
        // Every type REF in `native` names is one whose Ref is not its registry identifier.
        for (ty, output) in native::REF {
            let r = &strata_cloudcontrol::registry().types[*ty];
            assert!(
                r.identifier != [output.to_string()],
                "{ty}: native::REF names its registry identifier, {output}, which is its Ref already"
            );
        }
    }

    /// Every type `REFUSED` names is one the provider serves.
    #[test]
    fn every_refused_delete_is_of_a_type_served() {
        for (ty, says, _) in crate::REFUSED {
            assert!(served(ty).is_ok(), "{ty} ({says})");
        }
    }

    /// Every input `ATTACHED` lists is an input of its type, marked so in the schema.
    #[test]
    fn every_attached_input_is_an_input_of_its_type() {
        let schema = whole_schema();
        for (ty, inputs) in crate::ATTACHED {
            for k in *inputs {
                assert_eq!(
                    schema["types"][*ty]["inputs"][*k]["attached"],
                    serde_json::json!(true),
                    "{ty}.{k}"
                );
            }
        }
    }

    /// The two tables against the schema: every type it lists as hand-verified has exactly one
    /// entry, every entry's type is listed so, no token is there twice; the list that keeps
    /// Cloud Control off them is the tables'; each type is served by its own entry.
    #[test]
    fn every_hand_verified_type_has_exactly_one_entry() {
        let entries: Vec<&str> = super::all()
            .map(|h| h.ty)
            .chain(native::all().map(|n| n.ty))
            .collect();
        let mut seen = BTreeSet::new();
        for ty in &entries {
            assert!(seen.insert(*ty), "{ty} has two entries");
        }
        let schema = whole_schema();
        let hand: Vec<&str> = schema["types"]
            .as_object()
            .expect("types is an object")
            .iter()
            .filter(|(_, s)| s["served-by"] == "hand-verified")
            .map(|(t, _)| t.as_str())
            .collect();
        for ty in &hand {
            let n = entries.iter().filter(|e| *e == ty).count();
            assert_eq!(
                n, 1,
                "{ty} is hand-verified in the schema, with {n} entries"
            );
        }
        for ty in &entries {
            assert!(
                hand.contains(ty),
                "{ty} has an entry, but the schema does not list it as hand-verified"
            );
        }
        let listed: BTreeSet<&str> = strata_cloudcontrol::HAND_VERIFIED.iter().copied().collect();
        assert_eq!(
            listed, seen,
            "strata_cloudcontrol::HAND_VERIFIED (the types Cloud Control leaves alone) is not the tables' types"
        );
        for h in super::all() {
            assert!(
                matches!(served(h.ty), Ok(Served::Handmade(e)) if std::ptr::eq(e, h)),
                "{} is not served by its entry",
                h.ty
            );
        }
        for n in native::all() {
            assert!(
                matches!(served(n.ty), Ok(Served::Native(e)) if std::ptr::eq(e, n)),
                "{} is not served by its entry",
                n.ty
            );
        }
    }

    /// What an entry says of its inputs (its identity, Strata's own, what a template leaves
    /// out or writes out) names inputs its schema has.
    #[test]
    fn an_entry_names_only_inputs_of_its_schema() {
        for h in super::all() {
            let schema = h.schema();
            let cfn = h.cloudformation.as_ref();
            let named = h.identity.iter().chain(h.own).chain(
                cfn.into_iter()
                    .flat_map(|c| c.omit.iter().chain(c.defaults)),
            );
            for k in named {
                assert!(
                    schema["inputs"].get(*k).is_some(),
                    "{}'s entry names {k}, not an input of its schema",
                    h.ty
                );
            }
        }
    }
}
