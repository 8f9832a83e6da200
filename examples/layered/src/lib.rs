//! Three layers of one application on AWS, each a component of its own, each built on the one
//! below: the network (a VPC, two public subnets, an internet gateway and its route, a security
//! group), the data (a DynamoDB table, a bucket, the orders queue with its dead-letter queue),
//! and the app (an IAM role allowed to read the queue and the table, and a topic whose messages
//! reach the queue). One stack for now: when stack references land, each layer becomes a stack.

use serde_json::{Value, json};
use strata_sdk::{Component, Options, Output, Program, Resource, Result, config, export};

struct Layered;

/// `[{"Key": "layer", "Value": layer}, {"Key": "env", "Value": env}]`
fn tags(layer: &str) -> Value {
    let env = config::get("env").unwrap_or_else(strata_sdk::stack);
    json!([{"Key": "layer", "Value": layer}, {"Key": "env", "Value": env}])
}

fn child(of: &Component) -> Options {
    Options::default().parent(of.resource())
}

/// A resource of `ty` named `name` in `layer`.
fn make(layer: &Component, ty: &str, name: &str, inputs: Value) -> Result<Resource> {
    Resource::new(ty, name, &inputs, child(layer))
}

struct Network {
    vpc: Resource,
    subnets: Vec<Resource>,
    web: Resource,
}

fn network() -> Result<Network> {
    let layer = Component::new("layered:Network", "network", Options::default())?;
    let vpc = make(
        &layer,
        "aws:ec2:VPC",
        "vpc",
        json!({
            "CidrBlock": "10.0.0.0/16", "EnableDnsHostnames": true, "Tags": tags("network"),
        }),
    )?;
    let vpc_id = vpc.output::<String>("VpcId");
    let igw = make(
        &layer,
        "aws:ec2:InternetGateway",
        "igw",
        json!({"Tags": tags("network")}),
    )?;
    let igw_id = igw.output::<String>("InternetGatewayId");
    let attachment = make(
        &layer,
        "aws:ec2:VPCGatewayAttachment",
        "igw-attachment",
        json!({
            "VpcId": vpc_id, "InternetGatewayId": igw_id,
        }),
    )?;
    let public = make(
        &layer,
        "aws:ec2:RouteTable",
        "public",
        json!({
            "VpcId": vpc_id, "Tags": tags("network"),
        }),
    )?;
    let table_id = public.output::<String>("RouteTableId");
    // Out to the internet once the gateway is attached.
    Resource::new(
        "aws:ec2:Route",
        "internet",
        &json!({"RouteTableId": table_id, "DestinationCidrBlock": "0.0.0.0/0", "GatewayId": igw_id}),
        child(&layer).depends_on(&attachment),
    )?;
    let mut subnets = Vec::new();
    for (i, zone) in ["a", "b"].into_iter().enumerate() {
        let subnet = make(
            &layer,
            "aws:ec2:Subnet",
            &format!("public-{zone}"),
            json!({
                "VpcId": vpc_id,
                "CidrBlock": format!("10.0.{}.0/24", i + 1),
                "MapPublicIpOnLaunch": true,
                "Tags": tags("network"),
            }),
        )?;
        make(
            &layer,
            "aws:ec2:SubnetRouteTableAssociation",
            &format!("public-{zone}-routes"),
            json!({
                "SubnetId": subnet.output::<String>("SubnetId"), "RouteTableId": table_id,
            }),
        )?;
        subnets.push(subnet);
    }
    let web = make(
        &layer,
        "aws:ec2:SecurityGroup",
        "web",
        json!({
            "GroupDescription": "HTTPS in, HTTPS out",
            "VpcId": vpc_id,
            "SecurityGroupIngress": [{"IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "CidrIp": "0.0.0.0/0"}],
            "SecurityGroupEgress": [{"IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "CidrIp": "0.0.0.0/0"}],
            "Tags": tags("network"),
        }),
    )?;
    Ok(Network { vpc, subnets, web })
}

struct Data {
    table: Resource,
    queue: Resource,
    uploads: Resource,
}

fn data() -> Result<Data> {
    let layer = Component::new("layered:Data", "data", Options::default())?;
    let table = make(
        &layer,
        "aws:dynamodb:Table",
        "orders",
        json!({
            "AttributeDefinitions": [{"AttributeName": "orderId", "AttributeType": "S"}],
            "KeySchema": [{"AttributeName": "orderId", "KeyType": "HASH"}],
            "BillingMode": "PAY_PER_REQUEST",
            "Tags": tags("data"),
        }),
    )?;
    let uploads = make(
        &layer,
        "aws:s3:Bucket",
        "uploads",
        json!({
            "VersioningConfiguration": {"Status": "Enabled"},
            "PublicAccessBlockConfiguration": {
                "BlockPublicAcls": true, "BlockPublicPolicy": true,
                "IgnorePublicAcls": true, "RestrictPublicBuckets": true,
            },
            "Tags": tags("data"),
        }),
    )?;
    let dead = make(
        &layer,
        "aws:sqs:Queue",
        "orders-dead",
        json!({
            "MessageRetentionPeriod": 1_209_600, "Tags": tags("data"),
        }),
    )?;
    let queue = make(
        &layer,
        "aws:sqs:Queue",
        "orders",
        json!({
            "VisibilityTimeout": 60,
            "RedrivePolicy": {"deadLetterTargetArn": dead.output::<String>("Arn"), "maxReceiveCount": 5},
            "Tags": tags("data"),
        }),
    )?;
    Ok(Data {
        table,
        queue,
        uploads,
    })
}

struct App {
    role: Resource,
    topic: Resource,
}

fn app(data: &Data) -> Result<App> {
    let layer = Component::new("layered:App", "app", Options::default())?;
    let queue_arn = data.queue.output::<String>("Arn");
    let role = make(
        &layer,
        "aws:iam:Role",
        "worker",
        json!({
            "AssumeRolePolicyDocument": {"Version": "2012-10-17", "Statement": [{
                "Effect": "Allow", "Principal": {"Service": "ec2.amazonaws.com"}, "Action": "sts:AssumeRole",
            }]},
            "Description": "The order workers",
            "Tags": tags("app"),
        }),
    )?;
    make(
        &layer,
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
                 "Resource": data.table.output::<String>("Arn")},
            ]},
        }),
    )?;
    let topic = make(
        &layer,
        "aws:sns:Topic",
        "order-events",
        json!({
            "DisplayName": "Order events", "Tags": tags("app"),
        }),
    )?;
    let topic_arn = topic.output::<String>("TopicArn");
    // The topic may send to the queue, and does.
    make(
        &layer,
        "aws:sqs:QueuePolicy",
        "orders-from-topic",
        json!({
            "Queues": [data.queue.output::<String>("QueueUrl")],
            "PolicyDocument": {"Version": "2012-10-17", "Statement": [{
                "Effect": "Allow", "Principal": {"Service": "sns.amazonaws.com"},
                "Action": "sqs:SendMessage", "Resource": queue_arn,
                "Condition": {"ArnEquals": {"aws:SourceArn": topic_arn}},
            }]},
        }),
    )?;
    make(
        &layer,
        "aws:sns:Subscription",
        "orders-subscription",
        json!({
            "TopicArn": topic_arn, "Protocol": "sqs", "Endpoint": queue_arn,
            "RawMessageDelivery": true,
        }),
    )?;
    Ok(App { role, topic })
}

impl Program for Layered {
    fn run() -> Result<()> {
        let net = network()?;
        let data = data()?;
        let app = app(&data)?;
        export("vpcId", &net.vpc.output::<String>("VpcId"));
        let subnet_ids: Vec<Output<String>> = net
            .subnets
            .iter()
            .map(|s| s.output::<String>("SubnetId"))
            .collect();
        export("subnetIds", &Output::known(subnet_ids));
        export("securityGroupId", &net.web.output::<String>("GroupId"));
        export("tableName", &data.table.output::<String>("TableName"));
        export("queueUrl", &data.queue.output::<String>("QueueUrl"));
        export(
            "uploadsBucket",
            &data.uploads.output::<String>("BucketName"),
        );
        export("roleArn", &app.role.output::<String>("Arn"));
        export("topicArn", &app.topic.output::<String>("TopicArn"));
        Ok(())
    }
}

strata_sdk::export_program!(Layered);
