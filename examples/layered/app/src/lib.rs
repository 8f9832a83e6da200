//! The app layer of examples/layered, the top one: an IAM role allowed to read the data
//! layer's queue and table, and a topic whose messages reach that queue. It reads the data
//! layer's outputs and the network's through stack references.

use serde_json::{Value, json};
use strata_sdk::stack::StackReference;
use strata_sdk::{Options, Program, Resource, Result, config, export};

struct App;

fn tags() -> Value {
    let env = config::get("env").unwrap_or_else(strata_sdk::stack);
    json!([{"Key": "layer", "Value": "app"}, {"Key": "env", "Value": env}])
}

fn make(ty: &str, name: &str, inputs: Value) -> Result<Resource> {
    Resource::new(ty, name, &inputs, Options::default())
}

impl Program for App {
    fn run() -> Result<()> {
        let stack = strata_sdk::stack();
        let network = StackReference::new("network", &format!("layered-network/{stack}"))?;
        let data = StackReference::new("data", &format!("layered-data/{stack}"))?;
        let queue_arn = data.output::<String>("queueArn");
        let role = make(
            "aws:iam:Role",
            "worker",
            json!({
                "AssumeRolePolicyDocument": {"Version": "2012-10-17", "Statement": [{
                    "Effect": "Allow", "Principal": {"Service": "ec2.amazonaws.com"}, "Action": "sts:AssumeRole",
                }]},
                "Description": "The order workers",
                "Tags": tags(),
            }),
        )?;
        make(
            "aws:iam:Policy",
            "worker-access",
            json!({
                "PolicyName": "orders-access",
                "Roles": [role.output::<String>("RoleName")],
                "PolicyDocument": {"Version": "2012-10-17", "Statement": [
                    {"Effect": "Allow",
                     "Action": ["sqs:ReceiveMessage", "sqs:DeleteMessage", "sqs:GetQueueAttributes"],
                     "Resource": queue_arn},
                    {"Effect": "Allow",
                     "Action": ["dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:Query"],
                     "Resource": data.output::<String>("tableArn")},
                ]},
            }),
        )?;
        let topic = make(
            "aws:sns:Topic",
            "order-events",
            json!({"DisplayName": "Order events", "Tags": tags()}),
        )?;
        let topic_arn = topic.output::<String>("TopicArn");
        // The topic may send to the queue, and does.
        make(
            "aws:sqs:QueuePolicy",
            "orders-from-topic",
            json!({
                "Queues": [data.output::<String>("queueUrl")],
                "PolicyDocument": {"Version": "2012-10-17", "Statement": [{
                    "Effect": "Allow", "Principal": {"Service": "sns.amazonaws.com"},
                    "Action": "sqs:SendMessage", "Resource": queue_arn,
                    "Condition": {"ArnEquals": {"aws:SourceArn": topic_arn}},
                }]},
            }),
        )?;
        make(
            "aws:sns:Subscription",
            "orders-subscription",
            json!({
                "TopicArn": topic_arn, "Protocol": "sqs", "Endpoint": queue_arn,
                "RawMessageDelivery": true,
            }),
        )?;
        export("roleArn", &role.output::<String>("Arn"));
        export("topicArn", &topic_arn);
        // Where it runs, for whoever deploys onto it.
        export("subnetIds", &network.output::<Vec<String>>("subnetIds"));
        export(
            "securityGroupId",
            &network.output::<String>("securityGroupId"),
        );
        Ok(())
    }
}

strata_sdk::export_program!(App);
