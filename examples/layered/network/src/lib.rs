//! The network layer of examples/layered, the bottom one: a VPC, two public subnets, an
//! internet gateway and its route, and the web security group. The layers above read its
//! outputs through stack references (`layered-network/<stack>`).

use serde_json::{Value, json};
use strata_sdk::{Options, Output, Program, Resource, Result, config, export};

struct Network;

/// `[{"Key": "layer", "Value": "network"}, {"Key": "env", "Value": env}]`
fn tags() -> Value {
    let env = config::get("env").unwrap_or_else(strata_sdk::stack);
    json!([{"Key": "layer", "Value": "network"}, {"Key": "env", "Value": env}])
}

fn make(ty: &str, name: &str, inputs: Value) -> Result<Resource> {
    Resource::new(ty, name, &inputs, Options::default())
}

const CIDR: &str = "10.0.0.0/16";

impl Program for Network {
    fn run() -> Result<()> {
        let vpc = make(
            "aws:ec2:VPC",
            "vpc",
            json!({"CidrBlock": CIDR, "EnableDnsHostnames": true, "Tags": tags()}),
        )?;
        let vpc_id = vpc.output::<String>("VpcId");
        let igw = make("aws:ec2:InternetGateway", "igw", json!({"Tags": tags()}))?;
        let igw_id = igw.output::<String>("InternetGatewayId");
        let attachment = make(
            "aws:ec2:VPCGatewayAttachment",
            "igw-attachment",
            json!({"VpcId": vpc_id, "InternetGatewayId": igw_id}),
        )?;
        let public = make(
            "aws:ec2:RouteTable",
            "public",
            json!({"VpcId": vpc_id, "Tags": tags()}),
        )?;
        let table_id = public.output::<String>("RouteTableId");
        // Out to the internet once the gateway is attached.
        Resource::new(
            "aws:ec2:Route",
            "internet",
            &json!({"RouteTableId": table_id, "DestinationCidrBlock": "0.0.0.0/0", "GatewayId": igw_id}),
            Options::default().depends_on(&attachment),
        )?;
        let mut subnets = Vec::new();
        for (i, zone) in ["a", "b"].into_iter().enumerate() {
            let subnet = make(
                "aws:ec2:Subnet",
                &format!("public-{zone}"),
                json!({
                    "VpcId": vpc_id,
                    "CidrBlock": format!("10.0.{}.0/24", i + 1),
                    "MapPublicIpOnLaunch": true,
                    "Tags": tags(),
                }),
            )?;
            make(
                "aws:ec2:SubnetRouteTableAssociation",
                &format!("public-{zone}-routes"),
                json!({"SubnetId": subnet.output::<String>("SubnetId"), "RouteTableId": table_id}),
            )?;
            subnets.push(subnet.output::<String>("SubnetId"));
        }
        let web = make(
            "aws:ec2:SecurityGroup",
            "web",
            json!({
                "GroupDescription": "HTTPS in, HTTPS out",
                "VpcId": vpc_id,
                "SecurityGroupIngress": [{"IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "CidrIp": "0.0.0.0/0"}],
                "SecurityGroupEgress": [{"IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "CidrIp": "0.0.0.0/0"}],
                "Tags": tags(),
            }),
        )?;
        export("vpcId", &vpc_id);
        export("vpcCidr", &Output::known(CIDR.to_string()));
        export("subnetIds", &Output::known(subnets));
        export("securityGroupId", &web.output::<String>("GroupId"));
        Ok(())
    }
}

strata_sdk::export_program!(Network);
