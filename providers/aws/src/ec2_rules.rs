//! A security group's rules in CloudFormation's shapes (`AWS::EC2::SecurityGroup` `Ingress` and
//! `Egress`): checked and put in one form in `check`, sent as EC2's `IpPermissions`, and read
//! back in the same form, so that what AWS holds compares equal to what the program says.
//!
//! The one form: `IpProtocol` a lowercase string (`-1` for all traffic, `tcp` for `6`…), ports
//! whole numbers and none for all traffic (AWS ignores them there), exactly one peer (a CIDR
//! range, a security group or a prefix list), and `Description` only when not empty.

use crate::query::{element, items};
use strata_provider::{Value, contains_unknown, json};

/// Which list of rules: its input, AWS's name for it in action names, and its peers' keys.
#[derive(Clone, Copy)]
pub(crate) struct Direction {
    pub(crate) key: &'static str,
    pub(crate) action: &'static str,
    /// The list's element in a Describe answer.
    pub(crate) set: &'static str,
    group: &'static str,
    prefix: &'static str,
    /// What a new group has (AWS's default).
    pub(crate) default: fn() -> Vec<Value>,
}

pub(crate) const INGRESS: Direction = Direction {
    key: "SecurityGroupIngress",
    action: "Ingress",
    set: "ipPermissions",
    group: "SourceSecurityGroupId",
    prefix: "SourcePrefixListId",
    default: Vec::new,
};

pub(crate) const EGRESS: Direction = Direction {
    key: "SecurityGroupEgress",
    action: "Egress",
    set: "ipPermissionsEgress",
    group: "DestinationSecurityGroupId",
    prefix: "DestinationPrefixListId",
    default: || vec![json!({"IpProtocol": "-1", "CidrIp": "0.0.0.0/0"})],
};

pub(crate) const DIRECTIONS: [Direction; 2] = [INGRESS, EGRESS];

impl Direction {
    /// The keys naming a rule's peer, and what each is called in `IpPermissions` (the list,
    /// and the field in one of its elements). The query API spells `UserIdGroupPairs` as
    /// `Groups`.
    fn peers(self) -> [(&'static str, &'static str, &'static str); 4] {
        [
            ("CidrIp", "IpRanges", "CidrIp"),
            ("CidrIpv6", "Ipv6Ranges", "CidrIpv6"),
            (self.group, "Groups", "GroupId"),
            (self.prefix, "PrefixListIds", "PrefixListId"),
        ]
    }
}

/// Protocol numbers AWS reads back by name.
const NAMED: [(&str, &str); 4] = [("6", "tcp"), ("17", "udp"), ("1", "icmp"), ("58", "icmpv6")];

/// A whole number given as one or as a string of one.
fn whole(v: &Value) -> Option<i64> {
    v.as_i64()
        .or_else(|| v.as_str().and_then(|s| s.trim().parse().ok()))
}

/// Check the rules of `news` in direction `d`, putting each in the one form; each problem is
/// (path, what is wrong).
pub(crate) fn check(news: &mut Value, d: Direction, problems: &mut Vec<(String, String)>) {
    let Some(list) = news.get_mut(d.key) else {
        return;
    };
    let Some(rules) = list.as_array_mut() else {
        if !contains_unknown(list) {
            problems.push((d.key.into(), "is not a list of rules".into()));
        }
        return;
    };
    let peers = d.peers().map(|(k, _, _)| k);
    for (i, rule) in rules.iter_mut().enumerate() {
        let at = |k: &str| format!("{}[{i}].{k}", d.key);
        let Some(fields) = rule.as_object_mut() else {
            problems.push((
                format!("{}[{i}]", d.key),
                "is not a rule (an object)".into(),
            ));
            continue;
        };
        for k in fields.keys() {
            let known = ["IpProtocol", "FromPort", "ToPort", "Description"].contains(&k.as_str())
                || peers.contains(&k.as_str());
            if !known {
                let why = if k.ends_with("SecurityGroupOwnerId") || k.ends_with("SecurityGroupName")
                {
                    format!(
                        "is not supported: name the group by its id, with {}",
                        d.group
                    )
                } else {
                    format!(
                        "is not a property of a rule: IpProtocol, FromPort, ToPort, Description and one of {}",
                        peers.join(", ")
                    )
                };
                problems.push((at(k), why));
            }
        }
        match fields.get("IpProtocol").cloned() {
            None | Some(Value::Null) => problems.push((
                at("IpProtocol"),
                "is required: tcp, udp, icmp, icmpv6, a protocol number, or -1 for all traffic"
                    .into(),
            )),
            Some(v) if contains_unknown(&v) => {}
            Some(v) => {
                let text = match &v {
                    Value::Number(n) => n.to_string(),
                    Value::String(s) => s.trim().to_ascii_lowercase(),
                    _ => String::new(),
                };
                let text = NAMED
                    .iter()
                    .find(|(n, _)| *n == text)
                    .map_or(text.clone(), |(_, name)| name.to_string());
                let known = matches!(text.as_str(), "tcp" | "udp" | "icmp" | "icmpv6" | "-1")
                    || text.parse::<u8>().is_ok();
                if known {
                    fields.insert("IpProtocol".into(), json!(text));
                } else {
                    problems.push((
                        at("IpProtocol"),
                        format!(
                            "{v} is not tcp, udp, icmp, icmpv6, a protocol number (0 to 255) or -1"
                        ),
                    ));
                }
            }
        }
        let protocol = fields
            .get("IpProtocol")
            .and_then(Value::as_str)
            .map(str::to_string);
        for k in ["FromPort", "ToPort"] {
            match fields.get(k) {
                None => {}
                Some(v) if contains_unknown(v) => {}
                Some(v) => match whole(v) {
                    Some(n) if (-1..=65_535).contains(&n) => {
                        fields.insert(k.into(), json!(n));
                    }
                    _ => problems.push((at(k), format!("{v} is not a port (0 to 65535)"))),
                },
            }
        }
        match protocol.as_deref() {
            // All traffic has no ports: AWS ignores any given, and reads none back.
            Some("-1") => {
                fields.remove("FromPort");
                fields.remove("ToPort");
            }
            Some("tcp" | "udp") => {
                for k in ["FromPort", "ToPort"] {
                    if !fields.contains_key(k) {
                        problems.push((
                            at(k),
                            format!(
                                "is required for {}: a port (0 to 65535)",
                                protocol.as_deref().unwrap_or_default()
                            ),
                        ));
                    }
                }
                if let (Some(f), Some(t)) = (
                    fields.get("FromPort").and_then(Value::as_i64),
                    fields.get("ToPort").and_then(Value::as_i64),
                ) && f > t
                {
                    problems.push((at("ToPort"), format!("{t} is below FromPort {f}")));
                }
            }
            _ => {}
        }
        if fields
            .get("Description")
            .is_some_and(|d| d.as_str() == Some(""))
        {
            fields.remove("Description");
        }
        let given: Vec<&str> = peers
            .iter()
            .copied()
            .filter(|k| fields.get(*k).is_some_and(|v| !v.is_null()))
            .collect();
        match given.len() {
            1 => {}
            0 => problems.push((
                format!("{}[{i}]", d.key),
                format!("has no peer: give one of {}", peers.join(", ")),
            )),
            _ => problems.push((
                format!("{}[{i}]", d.key),
                format!(
                    "gives {}: one peer per rule (write a rule for each)",
                    given.join(" and ")
                ),
            )),
        }
    }
}

/// `rules` as EC2's `IpPermissions.N.…` parameters (without descriptions when `describe` is
/// false: a revoke matches a rule without one).
pub(crate) fn params(d: Direction, rules: &[Value], describe: bool) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut put = |k: String, v: String| out.push((k, v));
    for (i, r) in rules.iter().enumerate() {
        let n = format!("IpPermissions.{}", i + 1);
        put(
            format!("{n}.IpProtocol"),
            r["IpProtocol"].as_str().unwrap_or_default().into(),
        );
        for k in ["FromPort", "ToPort"] {
            if let Some(v) = r[k].as_i64() {
                put(format!("{n}.{k}"), v.to_string());
            }
        }
        for (key, list, field) in d.peers() {
            if let Some(v) = r[key].as_str() {
                put(format!("{n}.{list}.1.{field}"), v.into());
                if let Some(text) = r["Description"].as_str().filter(|_| describe) {
                    put(format!("{n}.{list}.1.Description"), text.into());
                }
            }
        }
    }
    out
}

/// The rules of direction `d` in a DescribeSecurityGroups item, one per peer.
pub(crate) fn read(d: Direction, group: &str) -> Vec<Value> {
    let lists = [
        ("ipRanges", "cidrIp"),
        ("ipv6Ranges", "cidrIpv6"),
        ("groups", "groupId"),
        ("prefixListIds", "prefixListId"),
    ];
    let mut out = Vec::new();
    for perm in items(group, d.set) {
        let proto = element(&perm, "ipProtocol").unwrap_or_default();
        for ((key, _, _), (list, field)) in d.peers().into_iter().zip(lists) {
            for peer in items(&perm, list) {
                let mut rule = json!({"IpProtocol": proto});
                // All traffic has no ports, whatever an endpoint says.
                if proto != "-1" {
                    for (k, e) in [("FromPort", "fromPort"), ("ToPort", "toPort")] {
                        if let Some(v) = element(&perm, e).and_then(|v| v.parse::<i64>().ok()) {
                            rule[k] = json!(v);
                        }
                    }
                }
                rule[key] = json!(element(&peer, field));
                if let Some(text) = element(&peer, "description").filter(|t| !t.is_empty()) {
                    rule["Description"] = json!(text);
                }
                out.push(rule);
            }
        }
    }
    out
}

/// `r` without its description: two rules that differ in nothing else are one rule of AWS's.
pub(crate) fn undescribed(r: &Value) -> Value {
    let mut r = r.clone();
    if let Some(o) = r.as_object_mut() {
        o.remove("Description");
    }
    r
}
