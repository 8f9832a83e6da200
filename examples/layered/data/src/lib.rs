//! The data layer of examples/layered, on the network: a DynamoDB table, a private bucket, the
//! orders queue with its dead-letter queue, and a security group in the network's VPC for
//! whatever reaches the data from inside it. It reads the network's outputs through a stack
//! reference, and the app layer reads its own.

use serde_json::{Value, json};
use strata_sdk::stack::StackReference;
use strata_sdk::{Options, Program, Resource, Result, config, export};

struct Data;

fn tags() -> Value {
    let env = config::get("env").unwrap_or_else(strata_sdk::stack);
    json!([{"Key": "layer", "Value": "data"}, {"Key": "env", "Value": env}])
}

fn make(ty: &str, name: &str, inputs: Value) -> Result<Resource> {
    Resource::new(ty, name, &inputs, Options::default())
}

impl Program for Data {
    fn run() -> Result<()> {
        // The network stack of the same name (dev reads dev, prod reads prod).
        let network = StackReference::new(
            "network",
            &format!("layered-network/{}", strata_sdk::stack()),
        )?;
        let access = make(
            "aws:ec2:SecurityGroup",
            "data-access",
            json!({
                "GroupDescription": "HTTPS to the data, from inside the network",
                "VpcId": network.output::<String>("vpcId"),
                "SecurityGroupIngress": [{"IpProtocol": "tcp", "FromPort": 443, "ToPort": 443,
                                          "CidrIp": network.output::<String>("vpcCidr")}],
                "Tags": tags(),
            }),
        )?;
        let table = make(
            "aws:dynamodb:Table",
            "orders",
            json!({
                "AttributeDefinitions": [{"AttributeName": "orderId", "AttributeType": "S"}],
                "KeySchema": [{"AttributeName": "orderId", "KeyType": "HASH"}],
                "BillingMode": "PAY_PER_REQUEST",
                "Tags": tags(),
            }),
        )?;
        let uploads = make(
            "aws:s3:Bucket",
            "uploads",
            json!({
                "VersioningConfiguration": {"Status": "Enabled"},
                "PublicAccessBlockConfiguration": {
                    "BlockPublicAcls": true, "BlockPublicPolicy": true,
                    "IgnorePublicAcls": true, "RestrictPublicBuckets": true,
                },
                "Tags": tags(),
            }),
        )?;
        let dead = make(
            "aws:sqs:Queue",
            "orders-dead",
            json!({"MessageRetentionPeriod": 1_209_600, "Tags": tags()}),
        )?;
        let queue = make(
            "aws:sqs:Queue",
            "orders",
            json!({
                "VisibilityTimeout": 60,
                "RedrivePolicy": {"deadLetterTargetArn": dead.output::<String>("Arn"), "maxReceiveCount": 5},
                "Tags": tags(),
            }),
        )?;
        // The key the app's clients present to the orders API, kept as a secret parameter:
        // `strata config set --secret ordersApiKey VALUE` (without it, none is made). It is
        // sealed in the state, and shown as `[secret]`.
        if let Some(key) = config::output("ordersApiKey") {
            make(
                "aws:ssm:Parameter",
                "orders-api-key",
                json!({"Type": "SecureString", "Value": key,
                       "Description": "The orders API's client key"}),
            )?;
        }
        export("tableName", &table.output::<String>("TableName"));
        export("tableArn", &table.output::<String>("Arn"));
        export("queueUrl", &queue.output::<String>("QueueUrl"));
        export("queueArn", &queue.output::<String>("Arn"));
        export("uploadsBucket", &uploads.output::<String>("BucketName"));
        export("accessGroupId", &access.output::<String>("GroupId"));
        Ok(())
    }
}

strata_sdk::export_program!(Data);
