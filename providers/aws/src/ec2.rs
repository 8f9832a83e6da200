//! EC2 networking through EC2's query API: VPCs, subnets, internet gateways and their
//! attachments, route tables, routes, subnet associations and security groups (`schemas` lists
//! them). Every type goes through the same entry points (`check`, `create`, `read`, `update`,
//! `delete`, `find`), one `Describe…` call to read and one table of delete actions.

use crate::ec2_rules::{self, DIRECTIONS, Direction};
use crate::query::{call, element, items, tag_set, without};
use crate::{Aws, compared, report_tags, reported, tag_change, tags};
use strata_provider::{Failure, Read, Value, json};

const VERSION: &str = "2016-11-15";
const NAME_TAG: &str = "strata:name";
const SCOPE_TAG: &str = "strata:scope";

/// What an interrupted create of `ty` named `name` made, found by Strata's tags.
pub(crate) fn find(
    aws: &Aws,
    ty: &str,
    name: &str,
    inputs: &Value,
) -> Result<Option<Read>, String> {
    let (action, set, id_key) = match ty {
        "aws:ec2:VPC" => ("DescribeVpcs", "vpcSet", "vpcId"),
        "aws:ec2:Subnet" => ("DescribeSubnets", "subnetSet", "subnetId"),
        "aws:ec2:InternetGateway" => (
            "DescribeInternetGateways",
            "internetGatewaySet",
            "internetGatewayId",
        ),
        "aws:ec2:RouteTable" => ("DescribeRouteTables", "routeTableSet", "routeTableId"),
        "aws:ec2:SecurityGroup" => ("DescribeSecurityGroups", "securityGroupInfo", "groupId"),
        // The others' ids follow from their inputs.
        "aws:ec2:VPCGatewayAttachment" => {
            let id = format!(
                "{}|{}",
                inputs["InternetGatewayId"].as_str().unwrap_or_default(),
                inputs["VpcId"].as_str().unwrap_or_default()
            );
            return read(aws, ty, &id, inputs);
        }
        "aws:ec2:Route" => {
            let id = format!(
                "{}|{}",
                inputs["RouteTableId"].as_str().unwrap_or_default(),
                inputs["DestinationCidrBlock"].as_str().unwrap_or_default()
            );
            return read(aws, ty, &id, inputs);
        }
        _ => return Ok(None),
    };
    let answer = ec2(
        aws,
        action,
        vec![
            p("Filter.1.Name", format!("tag:{NAME_TAG}")),
            p("Filter.1.Value.1", name),
            p("Filter.2.Name", format!("tag:{SCOPE_TAG}")),
            p("Filter.2.Value.1", &aws.scope),
        ],
    )?;
    // The item's own id, not that of a group one of its rules names.
    let own = |i: &String| without(i, &["ipPermissions", "ipPermissionsEgress"]);
    let Some(id) = items(&answer, set)
        .first()
        .and_then(|i| element(&own(i), id_key))
    else {
        return Ok(None);
    };
    read(aws, ty, &id, inputs)
}

fn ec2(aws: &Aws, action: &str, params: Vec<(String, String)>) -> Result<String, String> {
    call(&aws.query, "ec2", VERSION, action, &params)
}

fn p(k: &str, v: impl ToString) -> (String, String) {
    (k.to_string(), v.to_string())
}

/// `TagSpecification.1` parameters tagging what a create makes: its tags, and Strata's own
/// (`strata:name`, `strata:scope`), by which `find` looks for what an interrupted create made.
/// Strata's tags are not the resource's: reads leave them out.
fn tag_spec(aws: &Aws, kind: &str, name: &str, inputs: &Value) -> Vec<(String, String)> {
    let mut t = tags(&inputs["Tags"]);
    t.push((NAME_TAG.into(), name.into()));
    t.push((SCOPE_TAG.into(), aws.scope.clone()));
    let mut out = vec![p("TagSpecification.1.ResourceType", kind)];
    for (i, (k, v)) in t.iter().enumerate() {
        out.push(p(&format!("TagSpecification.1.Tag.{}.Key", i + 1), k));
        out.push(p(&format!("TagSpecification.1.Tag.{}.Value", i + 1), v));
    }
    out
}

/// Bring resource `id`'s tags from `olds` to `news`.
fn retag(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), String> {
    let change = tag_change(olds, news);
    if !change.stale.is_empty() {
        let mut params = vec![p("ResourceId.1", id)];
        for (i, k) in change.stale.iter().enumerate() {
            params.push(p(&format!("Tag.{}.Key", i + 1), k));
        }
        ec2(aws, "DeleteTags", params)?;
    }
    if !change.set.is_empty() {
        let mut params = vec![p("ResourceId.1", id)];
        for (i, (k, v)) in change.set.iter().enumerate() {
            params.push(p(&format!("Tag.{}.Key", i + 1), k));
            params.push(p(&format!("Tag.{}.Value", i + 1), v));
        }
        ec2(aws, "CreateTags", params)?;
    }
    Ok(())
}

fn not_found(e: &str) -> bool {
    e.contains(".NotFound")
}

/// Set the VPC attributes `news` gives (each one call), where they differ from `olds`.
fn vpc_attributes(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), String> {
    for key in ["EnableDnsSupport", "EnableDnsHostnames"] {
        if news[key] != olds[key]
            && let Some(v) = news[key].as_bool()
        {
            ec2(
                aws,
                "ModifyVpcAttribute",
                vec![p("VpcId", id), p(&format!("{key}.Value"), v)],
            )?;
        }
    }
    Ok(())
}

fn create_vpc(
    aws: &Aws,
    name: &str,
    inputs: &Value,
    preview: bool,
) -> Result<(String, Value), Failure> {
    let cidr = inputs["CidrBlock"].as_str().unwrap_or_default().to_string();
    if preview {
        return Ok((
            String::new(),
            json!({"VpcId": strata_provider::unknown(), "CidrBlock": cidr,
                "DefaultSecurityGroup": strata_provider::unknown(),
                "DefaultNetworkAcl": strata_provider::unknown(),
                "CidrBlockAssociations": strata_provider::unknown(),
                "Ipv6CidrBlocks": strata_provider::unknown()}),
        ));
    }
    let mut params = vec![p("CidrBlock", &cidr)];
    params.extend(tag_spec(aws, "vpc", name, inputs));
    let answer = ec2(aws, "CreateVpc", params)?;
    let id = element(&answer, "vpcId").ok_or("AWS EC2 CreateVpc: no vpcId in the answer")?;
    let out = json!({"VpcId": id, "CidrBlock": cidr});
    // The VPC exists from here on: a later failure still records it.
    vpc_attributes(aws, &id, &json!({}), inputs)
        .map_err(|m| Failure::partial(m, &id, out.clone()))?;
    let vpc = described(aws, "DescribeVpcs", vec![p("VpcId.1", &id)], "vpcSet")
        .map_err(|m| Failure::partial(m, &id, out.clone()))?
        .unwrap_or_default();
    let out = vpc_outputs(aws, &id, &vpc).map_err(|m| Failure::partial(m, &id, out.clone()))?;
    Ok((id, out))
}

fn read_vpc(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Read>, String> {
    let Some(vpc) = described(aws, "DescribeVpcs", vec![p("VpcId.1", id)], "vpcSet")? else {
        return Ok(None);
    };
    let cidr = element(&vpc, "cidrBlock").unwrap_or_default();
    let mut inputs = json!({"CidrBlock": cidr});
    for (key, attr, default) in [
        ("EnableDnsSupport", "enableDnsSupport", true),
        ("EnableDnsHostnames", "enableDnsHostnames", false),
    ] {
        let answer = ec2(
            aws,
            "DescribeVpcAttribute",
            vec![p("VpcId", id), p("Attribute", attr)],
        )?;
        let on = element(&answer, attr)
            .and_then(|inner| element(&inner, "value"))
            .is_some_and(|v| v == "true");
        if compared(recorded, key, on == default) {
            inputs[key] = json!(on);
        }
    }
    let outputs = vpc_outputs(aws, id, &vpc)?;
    Ok(Some(tagged_read(id, outputs, &vpc, recorded, inputs)))
}

/// A VPC's outputs, from its `DescribeVpcs` item: the registry's read-only attributes (the
/// security group and network ACL AWS made with it, its CIDR associations).
fn vpc_outputs(aws: &Aws, id: &str, vpc: &str) -> Result<Value, String> {
    let by_vpc = |name: &str, value: &str| {
        vec![
            p("Filter.1.Name", "vpc-id"),
            p("Filter.1.Value.1", id),
            p("Filter.2.Name", name),
            p("Filter.2.Value.1", value),
        ]
    };
    let group = described(
        aws,
        "DescribeSecurityGroups",
        by_vpc("group-name", "default"),
        "securityGroupInfo",
    )?;
    let acl = described(
        aws,
        "DescribeNetworkAcls",
        by_vpc("default", "true"),
        "networkAclSet",
    )?;
    let listed = |set: &str, field: &str| -> Vec<String> {
        items(vpc, set)
            .iter()
            .filter_map(|i| element(i, field))
            .collect()
    };
    Ok(json!({
        "VpcId": id,
        "CidrBlock": element(vpc, "cidrBlock").unwrap_or_default(),
        "DefaultSecurityGroup": group.and_then(|g| element(&g, "groupId")),
        "DefaultNetworkAcl": acl.and_then(|a| element(&a, "networkAclId")),
        "CidrBlockAssociations": listed("cidrBlockAssociationSet", "associationId"),
        "Ipv6CidrBlocks": listed("ipv6CidrBlockAssociationSet", "ipv6CidrBlock"),
    }))
}

fn set_public_ip(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), String> {
    if news["MapPublicIpOnLaunch"] != olds["MapPublicIpOnLaunch"] {
        let on = news["MapPublicIpOnLaunch"].as_bool().unwrap_or(false);
        ec2(
            aws,
            "ModifySubnetAttribute",
            vec![p("SubnetId", id), p("MapPublicIpOnLaunch.Value", on)],
        )?;
    }
    Ok(())
}

fn create_subnet(
    aws: &Aws,
    name: &str,
    inputs: &Value,
    preview: bool,
) -> Result<(String, Value), Failure> {
    if preview {
        let u = strata_provider::unknown();
        return Ok((
            String::new(),
            json!({"SubnetId": u, "AvailabilityZone": u, "NetworkAclAssociationId": u, "Ipv6CidrBlocks": u}),
        ));
    }
    let mut params = vec![
        p("VpcId", inputs["VpcId"].as_str().unwrap_or_default()),
        p(
            "CidrBlock",
            inputs["CidrBlock"].as_str().unwrap_or_default(),
        ),
    ];
    if let Some(az) = inputs["AvailabilityZone"].as_str() {
        params.push(p("AvailabilityZone", az));
    }
    params.extend(tag_spec(aws, "subnet", name, inputs));
    let answer = ec2(aws, "CreateSubnet", params)?;
    let id =
        element(&answer, "subnetId").ok_or("AWS EC2 CreateSubnet: no subnetId in the answer")?;
    let out = json!({"SubnetId": id, "AvailabilityZone": element(&answer, "availabilityZone")});
    set_public_ip(aws, &id, &json!({}), inputs)
        .map_err(|m| Failure::partial(m, &id, out.clone()))?;
    let out = subnet_outputs(aws, &id, &answer).map_err(|m| Failure::partial(m, &id, out))?;
    Ok((id, out))
}

fn read_subnet(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Read>, String> {
    let Some(subnet) = described(
        aws,
        "DescribeSubnets",
        vec![p("SubnetId.1", id)],
        "subnetSet",
    )?
    else {
        return Ok(None);
    };
    let az = element(&subnet, "availabilityZone").unwrap_or_default();
    let mut inputs = json!({
        "VpcId": element(&subnet, "vpcId"),
        "CidrBlock": element(&subnet, "cidrBlock"),
    });
    if reported(recorded, "AvailabilityZone", false) {
        inputs["AvailabilityZone"] = json!(az);
    }
    let public = element(&subnet, "mapPublicIpOnLaunch").is_some_and(|v| v == "true");
    if reported(recorded, "MapPublicIpOnLaunch", !public) {
        inputs["MapPublicIpOnLaunch"] = json!(public);
    }
    let outputs = subnet_outputs(aws, id, &subnet)?;
    Ok(Some(tagged_read(id, outputs, &subnet, recorded, inputs)))
}

/// A subnet's outputs, from its `DescribeSubnets` item (or `CreateSubnet`'s answer): with the
/// registry's read-only attributes, its network ACL association and IPv6 blocks.
fn subnet_outputs(aws: &Aws, id: &str, subnet: &str) -> Result<Value, String> {
    let acl = described(
        aws,
        "DescribeNetworkAcls",
        vec![
            p("Filter.1.Name", "association.subnet-id"),
            p("Filter.1.Value.1", id),
        ],
        "networkAclSet",
    )?;
    let association = acl.and_then(|a| {
        items(&a, "associationSet")
            .into_iter()
            .find(|i| element(i, "subnetId").as_deref() == Some(id))
            .and_then(|i| element(&i, "networkAclAssociationId"))
    });
    let ipv6: Vec<String> = items(subnet, "ipv6CidrBlockAssociationSet")
        .iter()
        .filter_map(|i| element(i, "ipv6CidrBlock"))
        .collect();
    Ok(json!({
        "SubnetId": id,
        "AvailabilityZone": element(subnet, "availabilityZone").unwrap_or_default(),
        "NetworkAclAssociationId": association,
        "Ipv6CidrBlocks": ipv6,
    }))
}

/// The schema of EC2 type `ty`.
pub(crate) fn schema(ty: &str) -> Value {
    schemas()
        .into_iter()
        .find(|(t, _)| *t == ty)
        .map(|(_, s)| s)
        .unwrap_or_else(|| panic!("{ty} is an EC2 type"))
}

/// The EC2 types and their schemas.
fn schemas() -> Vec<(&'static str, Value)> {
    let tags = json!({"type": "array", "description": "[{\"Key\": K, \"Value\": V}]"});
    vec![
        (
            "aws:ec2:VPC",
            json!({
                "description": "A VPC (AWS::EC2::VPC).",
                "inputs": {
                    "CidrBlock": {"type": "string", "required": true, "replaces": true},
                    "EnableDnsHostnames": {"type": "boolean", "default": false},
                    "EnableDnsSupport": {"type": "boolean", "default": true},
                    "Tags": {"type": "array", "description": "[{\"Key\": K, \"Value\": V}]"}
                },
                "outputs": {"VpcId": {"type": "string"}, "CidrBlock": {"type": "string"},
                    "DefaultSecurityGroup": {"type": "string"}, "DefaultNetworkAcl": {"type": "string"},
                    "CidrBlockAssociations": {"type": "array"}, "Ipv6CidrBlocks": {"type": "array"}},
                "id": "VpcId"
            }),
        ),
        (
            "aws:ec2:Subnet",
            json!({
                "description": "A subnet of a VPC (AWS::EC2::Subnet).",
                "inputs": {
                    "VpcId": {"type": "string", "required": true, "replaces": true},
                    "CidrBlock": {"type": "string", "required": true, "replaces": true},
                    "AvailabilityZone": {"type": "string", "replaces": true},
                    "MapPublicIpOnLaunch": {"type": "boolean"},
                    "Tags": {"type": "array", "description": "[{\"Key\": K, \"Value\": V}]"}
                },
                "outputs": {"SubnetId": {"type": "string"}, "AvailabilityZone": {"type": "string"},
                    "NetworkAclAssociationId": {"type": "string"}, "Ipv6CidrBlocks": {"type": "array"}},
                "id": "SubnetId"
            }),
        ),
        (
            "aws:ec2:InternetGateway",
            json!({
                "description": "An internet gateway (AWS::EC2::InternetGateway); attach it with aws:ec2:VPCGatewayAttachment.",
                "inputs": {"Tags": tags},
                "outputs": {"InternetGatewayId": {"type": "string"}},
                "id": "InternetGatewayId"
            }),
        ),
        (
            "aws:ec2:VPCGatewayAttachment",
            json!({
                "description": "An internet gateway attached to a VPC (AWS::EC2::VPCGatewayAttachment).",
                "inputs": {
                    "VpcId": {"type": "string", "required": true, "replaces": true},
                    "InternetGatewayId": {"type": "string", "required": true, "replaces": true}
                },
                "outputs": {}
            }),
        ),
        (
            "aws:ec2:RouteTable",
            json!({
                "description": "A route table of a VPC (AWS::EC2::RouteTable).",
                "inputs": {"VpcId": {"type": "string", "required": true, "replaces": true}, "Tags": tags},
                "outputs": {"RouteTableId": {"type": "string"}},
                "id": "RouteTableId"
            }),
        ),
        (
            "aws:ec2:Route",
            json!({
                "description": "A route in a route table (AWS::EC2::Route), to an internet gateway.",
                "inputs": {
                    "RouteTableId": {"type": "string", "required": true, "replaces": true},
                    "DestinationCidrBlock": {"type": "string", "required": true, "replaces": true},
                    "GatewayId": {"type": "string", "required": true}
                },
                "outputs": {"CidrBlock": {"type": "string", "description": "Its destination (DestinationCidrBlock)."}}
            }),
        ),
        (
            "aws:ec2:SubnetRouteTableAssociation",
            json!({
                "description": "A subnet using a route table (AWS::EC2::SubnetRouteTableAssociation).",
                "inputs": {
                    "SubnetId": {"type": "string", "required": true, "replaces": true},
                    "RouteTableId": {"type": "string", "required": true, "replaces": true}
                },
                "outputs": {"AssociationId": {"type": "string"}, "Id": {"type": "string"}},
                "id": "AssociationId"
            }),
        ),
        (
            "aws:ec2:SecurityGroup",
            json!({
                "description": "A security group (AWS::EC2::SecurityGroup) with ingress and egress rules, changed in place. Without SecurityGroupEgress, egress is AWS's default (all traffic out); with it, exactly the rules given.",
                "inputs": {
                    "GroupDescription": {"type": "string", "required": true, "replaces": true},
                    "GroupName": {"type": "string", "replaces": true,
                        "description": "By default the resource's name and a suffix."},
                    "VpcId": {"type": "string", "replaces": true},
                    "SecurityGroupIngress": {"type": "array",
                        "description": "[{\"IpProtocol\": \"tcp\", \"FromPort\": 443, \"ToPort\": 443, \"CidrIp\": \"0.0.0.0/0\"}]"},
                    "SecurityGroupEgress": {"type": "array",
                        "description": "As SecurityGroupIngress (IpProtocol \"-1\": all traffic); replaces the default rule, which allows all traffic out."},
                    "Tags": tags
                },
                "outputs": {"GroupId": {"type": "string"}, "Id": {"type": "string"}},
                "id": "GroupId"
            }),
        ),
    ]
}

fn required(news: &Value, keys: &[&str]) -> Result<(), Vec<(String, String)>> {
    let missing: Vec<(String, String)> = keys
        .iter()
        .filter(|k| news.get(**k).is_none_or(Value::is_null))
        .map(|k| (k.to_string(), "is required".to_string()))
        .collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(missing)
    }
}

pub(crate) fn check(
    aws: &Aws,
    ty: &str,
    name: &str,
    olds: Option<&Value>,
    mut news: Value,
) -> Result<Value, Vec<(String, String)>> {
    match ty {
        "aws:ec2:VPC" => required(&news, &["CidrBlock"])?,
        "aws:ec2:Subnet" => required(&news, &["VpcId", "CidrBlock"])?,
        "aws:ec2:VPCGatewayAttachment" => required(&news, &["VpcId", "InternetGatewayId"])?,
        "aws:ec2:RouteTable" => required(&news, &["VpcId"])?,
        "aws:ec2:Route" => required(
            &news,
            &["RouteTableId", "DestinationCidrBlock", "GatewayId"],
        )?,
        "aws:ec2:SubnetRouteTableAssociation" => required(&news, &["SubnetId", "RouteTableId"])?,
        "aws:ec2:SecurityGroup" => {
            required(&news, &["GroupDescription"])?;
            let mut problems = Vec::new();
            for d in DIRECTIONS {
                ec2_rules::check(&mut news, d, &mut problems);
            }
            if !problems.is_empty() {
                return Err(problems);
            }
            aws.auto_named(ty, "GroupName", olds, &mut news, |n| {
                aws.auto_name(name, n, 255)
            });
        }
        _ => {}
    }
    Ok(news)
}

/// The one item of `set` in a Describe answer, unless the resource is gone.
fn described(
    aws: &Aws,
    action: &str,
    params: Vec<(String, String)>,
    set: &str,
) -> Result<Option<String>, String> {
    match ec2(aws, action, params) {
        Ok(a) => Ok(items(&a, set).into_iter().next()),
        Err(e) if not_found(&e) => Ok(None),
        Err(e) => Err(e),
    }
}

fn tagged_read(id: &str, outputs: Value, item: &str, recorded: &Value, mut inputs: Value) -> Read {
    report_tags(&mut inputs, recorded, tag_set(item));
    Read {
        id: id.into(),
        outputs,
        inputs,
    }
}

/// The rules of `v` in direction `d`, or the default ones when it has none.
fn rule_list(v: &Value, d: Direction) -> Vec<Value> {
    match v.get(d.key).and_then(Value::as_array) {
        Some(list) => list.clone(),
        None => (d.default)(),
    }
}

/// Bring both lists of rules of group `id` from `olds` to `news` (`None` for a new group, which
/// has AWS's default rules): authorize the new rules first, so that a refused one leaves the
/// group as it was (not without its egress), then change the descriptions of rules that differ
/// in nothing else (no gap in traffic), then revoke the rules no longer wanted.
fn set_rules(aws: &Aws, id: &str, olds: Option<&Value>, news: &Value) -> Result<(), String> {
    for d in DIRECTIONS {
        let old = rule_list(olds.unwrap_or(&json!({})), d);
        let new = rule_list(news, d);
        let gone: Vec<&Value> = old.iter().filter(|r| !new.contains(r)).collect();
        let came: Vec<&Value> = new.iter().filter(|r| !old.contains(r)).collect();
        let redescribed = |r: &&Value| {
            gone.iter()
                .any(|g| ec2_rules::undescribed(g) == ec2_rules::undescribed(r))
        };
        let (described, added): (Vec<Value>, Vec<Value>) = came
            .iter()
            .map(|r| (*r).clone())
            .partition(|r| redescribed(&r));
        let removed: Vec<Value> = gone
            .iter()
            .filter(|g| {
                !described
                    .iter()
                    .any(|r| ec2_rules::undescribed(r) == ec2_rules::undescribed(g))
            })
            .map(|g| (*g).clone())
            .collect();
        let direction = d.action;
        for (list, action, describe) in [
            (added, format!("AuthorizeSecurityGroup{direction}"), true),
            (
                described,
                format!("UpdateSecurityGroupRuleDescriptions{direction}"),
                true,
            ),
            (removed, format!("RevokeSecurityGroup{direction}"), false),
        ] {
            if !list.is_empty() {
                let mut params = vec![p("GroupId", id)];
                params.extend(ec2_rules::params(d, &list, describe));
                ec2(aws, &action, params)?;
            }
        }
    }
    Ok(())
}

/// `actual` in the order of `recorded` where they hold the same rules, the others after.
fn in_recorded_order(recorded: &Value, actual: Vec<Value>) -> Value {
    let mut ordered: Vec<Value> = recorded.as_array().cloned().unwrap_or_default();
    ordered.retain(|r| actual.contains(r));
    let rest: Vec<Value> = actual
        .into_iter()
        .filter(|r| !ordered.contains(r))
        .collect();
    ordered.extend(rest);
    json!(ordered)
}

pub(crate) fn create(
    aws: &Aws,
    ty: &str,
    name: &str,
    inputs: &Value,
    preview: bool,
) -> Result<(String, Value), Failure> {
    match ty {
        "aws:ec2:VPC" => return create_vpc(aws, name, inputs, preview),
        "aws:ec2:Subnet" => return create_subnet(aws, name, inputs, preview),
        _ => {}
    }
    let s = |k: &str| inputs[k].as_str().unwrap_or_default().to_string();
    if preview {
        let u = strata_provider::unknown();
        let out = match ty {
            "aws:ec2:InternetGateway" => json!({"InternetGatewayId": u}),
            "aws:ec2:RouteTable" => json!({"RouteTableId": u}),
            "aws:ec2:Route" => json!({"CidrBlock": inputs["DestinationCidrBlock"]}),
            "aws:ec2:SubnetRouteTableAssociation" => json!({"AssociationId": u, "Id": u}),
            "aws:ec2:SecurityGroup" => json!({"GroupId": u, "Id": u}),
            _ => json!({}),
        };
        return Ok((String::new(), out));
    }
    match ty {
        "aws:ec2:InternetGateway" => {
            let a = ec2(
                aws,
                "CreateInternetGateway",
                tag_spec(aws, "internet-gateway", name, inputs),
            )?;
            let id =
                element(&a, "internetGatewayId").ok_or("AWS EC2 CreateInternetGateway: no id")?;
            Ok((id.clone(), json!({"InternetGatewayId": id})))
        }
        "aws:ec2:VPCGatewayAttachment" => {
            ec2(
                aws,
                "AttachInternetGateway",
                vec![
                    p("InternetGatewayId", s("InternetGatewayId")),
                    p("VpcId", s("VpcId")),
                ],
            )?;
            Ok((
                format!("{}|{}", s("InternetGatewayId"), s("VpcId")),
                json!({}),
            ))
        }
        "aws:ec2:RouteTable" => {
            let mut params = vec![p("VpcId", s("VpcId"))];
            params.extend(tag_spec(aws, "route-table", name, inputs));
            let a = ec2(aws, "CreateRouteTable", params)?;
            let id = element(&a, "routeTableId").ok_or("AWS EC2 CreateRouteTable: no id")?;
            Ok((id.clone(), json!({"RouteTableId": id})))
        }
        "aws:ec2:Route" => {
            ec2(
                aws,
                "CreateRoute",
                vec![
                    p("RouteTableId", s("RouteTableId")),
                    p("DestinationCidrBlock", s("DestinationCidrBlock")),
                    p("GatewayId", s("GatewayId")),
                ],
            )?;
            Ok((
                format!("{}|{}", s("RouteTableId"), s("DestinationCidrBlock")),
                json!({"CidrBlock": s("DestinationCidrBlock")}),
            ))
        }
        "aws:ec2:SubnetRouteTableAssociation" => {
            let a = ec2(
                aws,
                "AssociateRouteTable",
                vec![
                    p("SubnetId", s("SubnetId")),
                    p("RouteTableId", s("RouteTableId")),
                ],
            )?;
            let id = element(&a, "associationId").ok_or("AWS EC2 AssociateRouteTable: no id")?;
            Ok((id.clone(), json!({"AssociationId": id, "Id": id})))
        }
        _ => {
            let mut params = vec![
                p("GroupName", s("GroupName")),
                p("GroupDescription", s("GroupDescription")),
            ];
            if let Some(v) = inputs["VpcId"].as_str() {
                params.push(p("VpcId", v));
            }
            params.extend(tag_spec(aws, "security-group", name, inputs));
            let a = ec2(aws, "CreateSecurityGroup", params)?;
            let id = element(&a, "groupId").ok_or("AWS EC2 CreateSecurityGroup: no id")?;
            let out = json!({"GroupId": id, "Id": id});
            // The group exists from here on: a refused rule still records it.
            set_rules(aws, &id, None, inputs).map_err(|m| Failure::partial(m, &id, out.clone()))?;
            Ok((id, out))
        }
    }
}

pub(crate) fn read(
    aws: &Aws,
    ty: &str,
    id: &str,
    recorded: &Value,
) -> Result<Option<Read>, String> {
    if id.is_empty() {
        return Ok(None);
    }
    match ty {
        "aws:ec2:VPC" => read_vpc(aws, id, recorded),
        "aws:ec2:Subnet" => read_subnet(aws, id, recorded),
        "aws:ec2:InternetGateway" => Ok(described(
            aws,
            "DescribeInternetGateways",
            vec![p("InternetGatewayId.1", id)],
            "internetGatewaySet",
        )?
        .map(|item| {
            tagged_read(
                id,
                json!({"InternetGatewayId": id}),
                &item,
                recorded,
                json!({}),
            )
        })),
        "aws:ec2:VPCGatewayAttachment" => {
            let Some((igw, vpc)) = id.split_once('|') else {
                return Ok(None);
            };
            let item = described(
                aws,
                "DescribeInternetGateways",
                vec![p("InternetGatewayId.1", igw)],
                "internetGatewaySet",
            )?;
            let attached = item.is_some_and(|i| {
                items(&i, "attachmentSet")
                    .iter()
                    .any(|a| element(a, "vpcId").as_deref() == Some(vpc))
            });
            Ok(attached.then(|| Read {
                id: id.into(),
                inputs: json!({"VpcId": vpc, "InternetGatewayId": igw}),
                outputs: json!({}),
            }))
        }
        "aws:ec2:RouteTable" => Ok(described(
            aws,
            "DescribeRouteTables",
            vec![p("RouteTableId.1", id)],
            "routeTableSet",
        )?
        .map(|item| {
            let inputs = json!({"VpcId": element(&item, "vpcId")});
            tagged_read(id, json!({"RouteTableId": id}), &item, recorded, inputs)
        })),
        "aws:ec2:Route" => {
            let Some((rtb, cidr)) = id.split_once('|') else {
                return Ok(None);
            };
            let item = described(
                aws,
                "DescribeRouteTables",
                vec![p("RouteTableId.1", rtb)],
                "routeTableSet",
            )?;
            let route = item.and_then(|i| {
                items(&i, "routeSet")
                    .into_iter()
                    .find(|r| element(r, "destinationCidrBlock").as_deref() == Some(cidr))
            });
            Ok(route.map(|r| Read {
                id: id.into(),
                inputs: json!({"RouteTableId": rtb, "DestinationCidrBlock": cidr, "GatewayId": element(&r, "gatewayId")}),
                outputs: json!({"CidrBlock": cidr}),
            }))
        }
        "aws:ec2:SubnetRouteTableAssociation" => {
            let rtb = recorded["RouteTableId"].as_str().unwrap_or_default();
            let item = described(
                aws,
                "DescribeRouteTables",
                vec![p("RouteTableId.1", rtb)],
                "routeTableSet",
            )?;
            let found = item.and_then(|i| {
                items(&i, "associationSet")
                    .into_iter()
                    .find(|a| element(a, "routeTableAssociationId").as_deref() == Some(id))
            });
            Ok(found.map(|a| Read {
                id: id.into(),
                inputs: json!({"SubnetId": element(&a, "subnetId"), "RouteTableId": rtb}),
                outputs: json!({"AssociationId": id, "Id": id}),
            }))
        }
        _ => Ok(described(
            aws,
            "DescribeSecurityGroups",
            vec![p("GroupId.1", id)],
            "securityGroupInfo",
        )?
        .map(|item| {
            // The group's own fields, not those of the groups its rules name.
            let own = without(&item, &["ipPermissions", "ipPermissionsEgress"]);
            let mut inputs = json!({
                "GroupName": element(&own, "groupName"),
                "GroupDescription": element(&own, "groupDescription"),
            });
            if reported(recorded, "VpcId", false) {
                inputs["VpcId"] = json!(element(&own, "vpcId"));
            }
            for d in DIRECTIONS {
                let actual = ec2_rules::read(d, &item);
                if reported(recorded, d.key, actual == (d.default)()) {
                    inputs[d.key] = in_recorded_order(&recorded[d.key], actual);
                }
            }
            tagged_read(
                id,
                json!({"GroupId": id, "Id": id}),
                &item,
                recorded,
                inputs,
            )
        })),
    }
}

pub(crate) fn update(
    aws: &Aws,
    ty: &str,
    id: &str,
    olds: &Value,
    old_outputs: &Value,
    news: &Value,
    preview: bool,
) -> Result<Value, Failure> {
    if preview {
        return Ok(old_outputs.clone());
    }
    match ty {
        "aws:ec2:VPC" => {
            vpc_attributes(aws, id, olds, news)?;
            retag(aws, id, olds, news)?;
        }
        "aws:ec2:Subnet" => {
            set_public_ip(aws, id, olds, news)?;
            retag(aws, id, olds, news)?;
        }
        "aws:ec2:Route" => {
            ec2(
                aws,
                "ReplaceRoute",
                vec![
                    p(
                        "RouteTableId",
                        news["RouteTableId"].as_str().unwrap_or_default(),
                    ),
                    p(
                        "DestinationCidrBlock",
                        news["DestinationCidrBlock"].as_str().unwrap_or_default(),
                    ),
                    p("GatewayId", news["GatewayId"].as_str().unwrap_or_default()),
                ],
            )?;
        }
        "aws:ec2:SecurityGroup" => {
            set_rules(aws, id, Some(olds), news)?;
            retag(aws, id, olds, news)?;
        }
        _ => retag(aws, id, olds, news)?,
    }
    Ok(old_outputs.clone())
}

pub(crate) fn delete(aws: &Aws, ty: &str, id: &str, inputs: &Value) -> Result<(), String> {
    let (action, params) = match ty {
        "aws:ec2:VPC" => ("DeleteVpc", vec![p("VpcId", id)]),
        "aws:ec2:Subnet" => ("DeleteSubnet", vec![p("SubnetId", id)]),
        "aws:ec2:InternetGateway" => ("DeleteInternetGateway", vec![p("InternetGatewayId", id)]),
        "aws:ec2:VPCGatewayAttachment" => {
            let Some((igw, vpc)) = id.split_once('|') else {
                return Ok(());
            };
            (
                "DetachInternetGateway",
                vec![p("InternetGatewayId", igw), p("VpcId", vpc)],
            )
        }
        "aws:ec2:RouteTable" => ("DeleteRouteTable", vec![p("RouteTableId", id)]),
        "aws:ec2:Route" => (
            "DeleteRoute",
            vec![
                p(
                    "RouteTableId",
                    inputs["RouteTableId"].as_str().unwrap_or_default(),
                ),
                p(
                    "DestinationCidrBlock",
                    inputs["DestinationCidrBlock"].as_str().unwrap_or_default(),
                ),
            ],
        ),
        "aws:ec2:SubnetRouteTableAssociation" => {
            ("DisassociateRouteTable", vec![p("AssociationId", id)])
        }
        _ => ("DeleteSecurityGroup", vec![p("GroupId", id)]),
    };
    match ec2(aws, action, params) {
        Err(e) if !not_found(&e) => Err(e),
        _ => Ok(()),
    }
}
