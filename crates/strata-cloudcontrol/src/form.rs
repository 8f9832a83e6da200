//! A registry type in Strata's schema format: shared by the crate and its build script (which
//! writes every type's form once, at build time).

use serde_json::{Map, Value, json};

/// The types the AWS provider implements by hand and tests on moto, call by call: every other
/// registry type is served through Cloud Control.
pub const HAND_VERIFIED: &[&str] = &[
    "aws:s3:Bucket",
    "aws:s3:BucketPolicy",
    "aws:s3:Object",
    "aws:sqs:Queue",
    "aws:sqs:QueuePolicy",
    "aws:sns:Topic",
    "aws:sns:Subscription",
    "aws:dynamodb:Table",
    "aws:iam:Role",
    "aws:iam:Policy",
    "aws:iam:ManagedPolicy",
    "aws:cloudfront:Distribution",
    "aws:ec2:VPC",
    "aws:ec2:Subnet",
    "aws:ec2:InternetGateway",
    "aws:ec2:VPCGatewayAttachment",
    "aws:ec2:RouteTable",
    "aws:ec2:Route",
    "aws:ec2:SubnetRouteTableAssociation",
    "aws:ec2:SecurityGroup",
    "aws:logs:LogGroup",
    "aws:ssm:Parameter",
    "aws:secretsmanager:Secret",
    "aws:kms:Key",
    "aws:kms:Alias",
    "aws:ecr:Repository",
    "aws:events:Rule",
    "aws:stepfunctions:StateMachine",
    "aws:certificatemanager:Certificate",
    "aws:certificatemanager:CertificateValidation",
    "aws:lambda:Function",
    "aws:lambda:Permission",
    "aws:lambda:EventSourceMapping",
    "aws:apigatewayv2:Api",
    "aws:apigatewayv2:Route",
    "aws:apigatewayv2:Integration",
    "aws:apigatewayv2:Stage",
    "aws:cloudwatch:Alarm",
    "aws:ecs:Cluster",
    "aws:ecs:TaskDefinition",
    "aws:ecs:Service",
    "aws:elasticloadbalancingv2:LoadBalancer",
    "aws:elasticloadbalancingv2:TargetGroup",
    "aws:elasticloadbalancingv2:Listener",
    "aws:rds:DBSubnetGroup",
    "aws:rds:DBInstance",
    "aws:route53:HostedZone",
    "aws:route53:RecordSet",
];

/// A registry type's schema, marked as served by Cloud Control, with its CloudFormation form
/// (every output an attribute of the same name; `Ref` the identifier when it is one property);
/// its identifier's properties are outputs too. Its `check` and `diff` are pure.
pub fn schema(
    cfn: &str,
    description: &str,
    inputs: &Map<String, Value>,
    outputs: &Map<String, Value>,
    identifier: &[String],
) -> Value {
    let attributes: Map<String, Value> = outputs.keys().map(|k| (k.clone(), json!(k))).collect();
    let reference = match identifier {
        [one] => Some(one.clone()),
        _ => None,
    };
    let mut all_outputs = outputs.clone();
    for k in identifier {
        if !all_outputs.contains_key(k)
            && let Some(p) = inputs.get(k)
        {
            all_outputs.insert(k.clone(), json!({"type": p["type"]}));
        }
    }
    json!({
        "description": description,
        "inputs": inputs,
        "outputs": all_outputs,
        "served-by": "cloud-control",
        "pure": true,
        "compile": {"cloudformation": {"type": cfn, "ref": reference, "attributes": attributes}},
    })
}
