//! EC2 networking through EC2's query API: `aws:ec2:VPC` (`AWS::EC2::VPC`, id: the VPC id) and
//! `aws:ec2:Subnet` (`AWS::EC2::Subnet`, id: the subnet id).

use crate::query::{call, element, items, tag_set};
use crate::{Aws, reported, tag_change, tag_list, tags};
use strata_provider::{Failure, Read, Value, json};

const VERSION: &str = "2016-11-15";

fn ec2(aws: &Aws, action: &str, params: Vec<(String, String)>) -> Result<String, String> {
    call(&aws.query, "ec2", VERSION, action, &params)
}

fn p(k: &str, v: impl ToString) -> (String, String) {
    (k.to_string(), v.to_string())
}

pub(crate) fn vpc_schema() -> Value {
    json!({
        "description": "A VPC (AWS::EC2::VPC).",
        "inputs": {
            "CidrBlock": {"type": "string", "required": true, "replaces": true},
            "EnableDnsHostnames": {"type": "boolean"},
            "EnableDnsSupport": {"type": "boolean"},
            "Tags": {"type": "array", "description": "[{\"Key\": K, \"Value\": V}]"}
        },
        "outputs": {"VpcId": {"type": "string"}, "CidrBlock": {"type": "string"}},
        "id": "VpcId"
    })
}

pub(crate) fn subnet_schema() -> Value {
    json!({
        "description": "A subnet of a VPC (AWS::EC2::Subnet).",
        "inputs": {
            "VpcId": {"type": "string", "required": true, "replaces": true},
            "CidrBlock": {"type": "string", "required": true, "replaces": true},
            "AvailabilityZone": {"type": "string", "replaces": true},
            "MapPublicIpOnLaunch": {"type": "boolean"},
            "Tags": {"type": "array", "description": "[{\"Key\": K, \"Value\": V}]"}
        },
        "outputs": {"SubnetId": {"type": "string"}, "AvailabilityZone": {"type": "string"}},
        "id": "SubnetId"
    })
}

pub(crate) fn check(ty: &str, news: Value) -> Result<Value, Vec<(String, String)>> {
    let need: &[&str] = match ty {
        "aws:ec2:VPC" => &["CidrBlock"],
        _ => &["VpcId", "CidrBlock"],
    };
    let missing: Vec<(String, String)> = need
        .iter()
        .filter(|k| news.get(**k).is_none_or(Value::is_null))
        .map(|k| (k.to_string(), "is required".to_string()))
        .collect();
    if missing.is_empty() {
        Ok(news)
    } else {
        Err(missing)
    }
}

/// `TagSpecification.1` parameters tagging what a create makes.
fn tag_spec(kind: &str, inputs: &Value) -> Vec<(String, String)> {
    let t = tags(&inputs["Tags"]);
    if t.is_empty() {
        return Vec::new();
    }
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

pub(crate) fn create_vpc(
    aws: &Aws,
    inputs: &Value,
    preview: bool,
) -> Result<(String, Value), Failure> {
    let cidr = inputs["CidrBlock"].as_str().unwrap_or_default().to_string();
    if preview {
        return Ok((
            String::new(),
            json!({"VpcId": strata_provider::unknown(), "CidrBlock": cidr}),
        ));
    }
    let mut params = vec![p("CidrBlock", &cidr)];
    params.extend(tag_spec("vpc", inputs));
    let answer = ec2(aws, "CreateVpc", params)?;
    let id = element(&answer, "vpcId").ok_or("AWS EC2 CreateVpc: no vpcId in the answer")?;
    let out = json!({"VpcId": id, "CidrBlock": cidr});
    // The VPC exists from here on: a later failure still records it.
    vpc_attributes(aws, &id, &json!({}), inputs)
        .map_err(|m| Failure::partial(m, &id, out.clone()))?;
    Ok((id, out))
}

pub(crate) fn read_vpc(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Read>, String> {
    if id.is_empty() {
        return Ok(None);
    }
    let answer = match ec2(aws, "DescribeVpcs", vec![p("VpcId.1", id)]) {
        Ok(a) => a,
        Err(e) if not_found(&e) => return Ok(None),
        Err(e) => return Err(e),
    };
    let Some(vpc) = items(&answer, "vpcSet").into_iter().next() else {
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
        if reported(recorded, key, on == default) {
            inputs[key] = json!(on);
        }
    }
    let pairs = tag_set(&vpc);
    if reported(recorded, "Tags", pairs.is_empty()) {
        inputs["Tags"] = tag_list(pairs);
    }
    Ok(Some(Read {
        id: id.into(),
        outputs: json!({"VpcId": id, "CidrBlock": cidr}),
        inputs,
    }))
}

pub(crate) fn update_vpc(
    aws: &Aws,
    id: &str,
    olds: &Value,
    old_outputs: &Value,
    news: &Value,
    preview: bool,
) -> Result<Value, Failure> {
    if !preview {
        vpc_attributes(aws, id, olds, news)?;
        retag(aws, id, olds, news)?;
    }
    Ok(old_outputs.clone())
}

pub(crate) fn delete_vpc(aws: &Aws, id: &str) -> Result<(), String> {
    match ec2(aws, "DeleteVpc", vec![p("VpcId", id)]) {
        Err(e) if !not_found(&e) => Err(e),
        _ => Ok(()),
    }
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

pub(crate) fn create_subnet(
    aws: &Aws,
    inputs: &Value,
    preview: bool,
) -> Result<(String, Value), Failure> {
    if preview {
        let u = strata_provider::unknown();
        return Ok((String::new(), json!({"SubnetId": u, "AvailabilityZone": u})));
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
    params.extend(tag_spec("subnet", inputs));
    let answer = ec2(aws, "CreateSubnet", params)?;
    let id =
        element(&answer, "subnetId").ok_or("AWS EC2 CreateSubnet: no subnetId in the answer")?;
    let out = json!({"SubnetId": id, "AvailabilityZone": element(&answer, "availabilityZone")});
    set_public_ip(aws, &id, &json!({}), inputs)
        .map_err(|m| Failure::partial(m, &id, out.clone()))?;
    Ok((id, out))
}

pub(crate) fn read_subnet(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Read>, String> {
    if id.is_empty() {
        return Ok(None);
    }
    let answer = match ec2(aws, "DescribeSubnets", vec![p("SubnetId.1", id)]) {
        Ok(a) => a,
        Err(e) if not_found(&e) => return Ok(None),
        Err(e) => return Err(e),
    };
    let Some(subnet) = items(&answer, "subnetSet").into_iter().next() else {
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
    let pairs = tag_set(&subnet);
    if reported(recorded, "Tags", pairs.is_empty()) {
        inputs["Tags"] = tag_list(pairs);
    }
    Ok(Some(Read {
        id: id.into(),
        outputs: json!({"SubnetId": id, "AvailabilityZone": az}),
        inputs,
    }))
}

pub(crate) fn update_subnet(
    aws: &Aws,
    id: &str,
    olds: &Value,
    old_outputs: &Value,
    news: &Value,
    preview: bool,
) -> Result<Value, Failure> {
    if !preview {
        set_public_ip(aws, id, olds, news)?;
        retag(aws, id, olds, news)?;
    }
    Ok(old_outputs.clone())
}

pub(crate) fn delete_subnet(aws: &Aws, id: &str) -> Result<(), String> {
    match ec2(aws, "DeleteSubnet", vec![p("SubnetId", id)]) {
        Err(e) if !not_found(&e) => Err(e),
        _ => Ok(()),
    }
}
