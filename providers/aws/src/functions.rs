//! The provider's functions (data sources), for a program's `invoke` and for the host: who the
//! credentials are, the region and its partition, the region's availability zones, an SSM
//! parameter, and a CloudFormation stack's resources. Each is one entry of [`FUNCTIONS`]: its
//! schema (arguments and result, declared under `functions` in the provider's schema, so that
//! the engine refuses a misspelt name or argument before anything runs) and its call. The
//! arguments are checked here too, by the same declaration: the host calls some directly.

use crate::Aws;
use crate::query::{self, Target};
use strata_provider::{Value, json};

/// One function: its name, what it does, its arguments and result (as the schema declares
/// them, JSON text), and its call (given arguments already checked against `args`).
pub(crate) struct Function {
    pub(crate) name: &'static str,
    description: &'static str,
    /// `{NAME: property}`, as a type's inputs are declared.
    args: &'static str,
    /// A property: the result's shape.
    result: &'static str,
    /// Whether the call reaches AWS (and so needs credentials).
    calls_aws: bool,
    run: fn(&Aws, &Value) -> Result<Value, String>,
}

pub(crate) const FUNCTIONS: &[Function] = &[
    Function {
        name: "aws:getCallerIdentity",
        description: "Who the provider's credentials are (STS GetCallerIdentity): the account, the ARN and the user id",
        args: "{}",
        result: r#"{"type": "object", "properties": {
            "AccountId": {"type": "string", "description": "The account's id (12 digits)"},
            "Arn": {"type": "string", "description": "The ARN of the user or role the credentials are of"},
            "UserId": {"type": "string", "description": "The unique id of that user or role"}}}"#,
        calls_aws: true,
        run: caller_identity,
    },
    Function {
        name: "aws:getRegion",
        description: "The provider's region, its partition and the partition's domain (CloudFormation's AWS::Region, AWS::Partition and AWS::URLSuffix); no call to AWS",
        args: "{}",
        result: r#"{"type": "object", "properties": {
            "Region": {"type": "string", "description": "The region (us-east-1)"},
            "Partition": {"type": "string", "description": "Its partition: aws, aws-cn or aws-us-gov"},
            "URLSuffix": {"type": "string", "description": "The partition's domain: amazonaws.com, or amazonaws.com.cn in China"}}}"#,
        calls_aws: false,
        run: region,
    },
    Function {
        name: "aws:getAvailabilityZones",
        description: "The available availability zones of a region (EC2 DescribeAvailabilityZones), sorted by name (CloudFormation's Fn::GetAZs)",
        args: r#"{"Region": {"type": "string", "pattern": "^[a-z]{2}(-[a-z]+)+-[0-9]+$", "description": "The region (default: the provider's); one of the provider's partition"}}"#,
        result: r#"{"type": "object", "properties": {
            "Names": {"type": "array", "items": {"type": "string"}, "description": "The zones' names (us-east-1a, …), sorted"}}}"#,
        calls_aws: true,
        run: availability_zones,
    },
    Function {
        name: "aws:ssm:getParameter",
        description: "An SSM parameter's value (SSM GetParameter); a SecureString's value is a secret",
        args: r#"{"Name": {"type": "string", "required": true, "description": "The parameter's name (/app/db/host) or ARN"},
                  "WithDecryption": {"type": "boolean", "default": false, "description": "Decrypt a SecureString's value (else its ciphertext)"}}"#,
        result: r#"{"type": "object", "properties": {
            "Value": {"type": "string", "description": "The value (a StringList's items joined with commas)"},
            "Type": {"type": "string", "enum": ["String", "StringList", "SecureString"], "description": "String, StringList or SecureString"},
            "Version": {"type": "integer", "description": "The parameter's version"}}}"#,
        calls_aws: true,
        run: ssm_parameter,
    },
    Function {
        name: "aws:cloudformation:describeStackResources",
        description: "The resources of a CloudFormation stack (DescribeStackResources): each one's logical id, physical id, type and status",
        args: r#"{"StackName": {"type": "string", "required": true, "description": "The stack's name or id"}}"#,
        result: r#"{"type": "object", "properties": {
            "Resources": {"type": "array", "description": "The stack's resources, in AWS's order", "items": {"type": "object", "properties": {
                "LogicalResourceId": {"type": "string", "description": "Its logical id in the template"},
                "PhysicalResourceId": {"type": "string", "description": "What AWS knows it by (null while none)"},
                "ResourceType": {"type": "string", "description": "Its CloudFormation type (AWS::S3::Bucket)"},
                "ResourceStatus": {"type": "string", "description": "CREATE_COMPLETE, UPDATE_IN_PROGRESS, …"}}}}}}"#,
        calls_aws: true,
        run: stack_resources,
    },
];

/// The functions as the provider's schema declares them, under `functions`.
pub(crate) fn schema() -> Value {
    FUNCTIONS
        .iter()
        .map(|f| {
            let parse = |text: &str| -> Value {
                serde_json::from_str(text).expect("a function's schema is JSON")
            };
            (
                f.name.to_string(),
                json!({"description": f.description, "args": parse(f.args), "result": parse(f.result)}),
            )
        })
        .collect::<serde_json::Map<_, _>>()
        .into()
}

/// Call `function` with `args`: its result, or why not (no such function, an argument
/// missing, unknown or of the wrong type, or AWS's error).
pub(crate) fn invoke(aws: &Aws, function: &str, args: &Value) -> Result<Value, String> {
    let Some(f) = FUNCTIONS.iter().find(|f| f.name == function) else {
        return Err(no_such_function(function));
    };
    let args = checked(f, args)?;
    if f.calls_aws {
        aws.usable()?;
    }
    (f.run)(aws, &args)
}

fn no_such_function(function: &str) -> String {
    let names: Vec<&str> = FUNCTIONS.iter().map(|f| f.name).collect();
    let meant = names
        .iter()
        .map(|n| (distance(&n.to_lowercase(), &function.to_lowercase()), *n))
        .filter(|(d, n)| *d <= 2.max(n.len() / 4))
        .min()
        .map(|(_, n)| format!(": did you mean `{n}`?"))
        .unwrap_or_default();
    format!(
        "the aws provider has no function `{function}`{meant} (it has {})",
        names.join(", ")
    )
}

/// Edit distance (Levenshtein), for the function meant.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let here = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb))
                .min(row[j] + 1)
                .min(here + 1);
            prev = here;
        }
    }
    row[b.len()]
}

/// `args` checked against `f`'s declared arguments: an object (or nothing) of those names
/// only, each required one given, each of its declared type (by the engine's coercion of
/// inputs: a string that reads as a declared boolean is taken as it, a number or a boolean
/// where a string is declared as its text), each declared default filled in.
fn checked(f: &Function, args: &Value) -> Result<Value, String> {
    let declared: serde_json::Map<String, Value> =
        serde_json::from_str(f.args).expect("a function's arguments are JSON");
    let given = match args {
        Value::Null => serde_json::Map::new(),
        Value::Object(o) => o.clone(),
        other => {
            return Err(format!(
                "its arguments are an object ({{\"Name\": value, …}}), not {}",
                kind_of(other)
            ));
        }
    };
    let takes = || {
        if declared.is_empty() {
            "it takes none".to_string()
        } else {
            let names: Vec<String> = declared.keys().map(|k| format!("`{k}`")).collect();
            format!("it takes {}", names.join(", "))
        }
    };
    let mut out = serde_json::Map::new();
    for (k, v) in given {
        let Some(p) = declared.get(&k) else {
            return Err(format!(
                "argument `{k}` is not one {} takes: {}",
                f.name,
                takes()
            ));
        };
        if v.is_null() {
            continue;
        }
        let v = match (p["type"].as_str(), v) {
            (Some("string"), Value::String(s)) => Value::String(s),
            (Some("string"), v @ (Value::Number(_) | Value::Bool(_))) => {
                Value::String(v.to_string())
            }
            (Some("boolean"), Value::Bool(b)) => Value::Bool(b),
            (Some("boolean"), Value::String(s)) if s == "true" || s == "false" => {
                Value::Bool(s == "true")
            }
            // Never quoted: it may be a secret's value.
            (ty, v) => {
                return Err(format!(
                    "argument `{k}` must be a {}, not {}",
                    ty.unwrap_or("value"),
                    kind_of(&v)
                ));
            }
        };
        if let Some(s) = v.as_str()
            && k == "Region"
            && !is_region(s)
        {
            return Err(format!(
                "argument `{k}` must be a region's name (us-east-1), not `{s}`"
            ));
        }
        out.insert(k, v);
    }
    for (k, p) in &declared {
        if out.contains_key(k) {
            continue;
        }
        if p["required"] == json!(true) {
            return Err(format!(
                "argument `{k}` is required: {} ({})",
                p["description"].as_str().unwrap_or_default(),
                p["type"].as_str().unwrap_or("a value")
            ));
        }
        if let Some(d) = p.get("default") {
            out.insert(k.clone(), d.clone());
        }
    }
    Ok(Value::Object(out))
}

/// What kind of value `v` is, for an error (never the value: it may be a secret's).
fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// Whether `s` reads as a region's name (`us-east-1`, `us-gov-west-1`): letters in groups
/// joined by dashes, then a number. (It becomes part of a host name.)
fn is_region(s: &str) -> bool {
    let parts: Vec<&str> = s.split('-').collect();
    parts.len() >= 3
        && parts[0].len() == 2
        && parts[..parts.len() - 1]
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_lowercase()))
        && parts[parts.len() - 1].bytes().all(|b| b.is_ascii_digit())
        && !parts[parts.len() - 1].is_empty()
}

/// A region's partition and the partition's domain.
pub(crate) fn partition(region: &str) -> (&'static str, &'static str) {
    if region.starts_with("cn-") {
        ("aws-cn", "amazonaws.com.cn")
    } else if region.starts_with("us-gov-") {
        ("aws-us-gov", "amazonaws.com")
    } else if region.starts_with("us-isob-") {
        ("aws-iso-b", "sc2s.sgov.gov")
    } else if region.starts_with("us-iso-") {
        ("aws-iso", "c2s.ic.gov")
    } else {
        ("aws", "amazonaws.com")
    }
}

fn caller_identity(aws: &Aws, _args: &Value) -> Result<Value, String> {
    let xml = query::call(&aws.query, "sts", "2011-06-15", "GetCallerIdentity", &[])?;
    let field = |name: &str| {
        query::element(&xml, name)
            .ok_or_else(|| format!("AWS STS GetCallerIdentity: no {name} in the answer"))
    };
    Ok(json!({"AccountId": field("Account")?, "Arn": field("Arn")?, "UserId": field("UserId")?}))
}

fn region(aws: &Aws, _args: &Value) -> Result<Value, String> {
    let region = &aws.query.region;
    let (partition, suffix) = partition(region);
    Ok(json!({"Region": region, "Partition": partition, "URLSuffix": suffix}))
}

fn availability_zones(aws: &Aws, args: &Value) -> Result<Value, String> {
    let own = &aws.query.region;
    let region = args["Region"].as_str().unwrap_or(own);
    // Another region of the same partition: the same credentials, signed for that region.
    let other;
    let target = if region == own {
        &aws.query
    } else {
        let (theirs, mine) = (partition(region).0, partition(own).0);
        if theirs != mine {
            return Err(format!(
                "argument `Region`: {region} is in the {theirs} partition, the provider's region ({own}) in {mine}: the provider's credentials cannot call it"
            ));
        }
        other = Target {
            region: region.to_string(),
            endpoint: aws.query.endpoint.clone(),
            credentials: aws.query.credentials.clone(),
        };
        &other
    };
    let params = [
        ("Filter.1.Name".to_string(), "state".to_string()),
        ("Filter.1.Value.1".to_string(), "available".to_string()),
    ];
    let xml = query::call(
        target,
        "ec2",
        "2016-11-15",
        "DescribeAvailabilityZones",
        &params,
    )?;
    let mut names: Vec<String> = query::items(&xml, "availabilityZoneInfo")
        .iter()
        .filter_map(|z| query::element(z, "zoneName"))
        .collect();
    names.sort();
    Ok(json!({ "Names": names }))
}

fn ssm_parameter(aws: &Aws, args: &Value) -> Result<Value, String> {
    let name = args["Name"].as_str().unwrap_or_default();
    let answer = query::json_call(
        &aws.query,
        ("ssm", "ssm", "SSM"),
        ("AmazonSSM", "1.1"),
        "GetParameter",
        &json!({"Name": name, "WithDecryption": args["WithDecryption"] == json!(true)}),
    )
    .map_err(|e| {
        if e.contains("ParameterNotFound") {
            format!("no SSM parameter `{name}` ({e})")
        } else {
            e
        }
    })?;
    let p = &answer["Parameter"];
    let value = p["Value"].clone();
    // A SecureString's value (decrypted or not) is kept as a secret.
    let value = if p["Type"] == json!("SecureString") {
        json!({"$strata": "secret", "value": value})
    } else {
        value
    };
    Ok(json!({"Value": value, "Type": p["Type"], "Version": p["Version"]}))
}

/// At most this many resources are in DescribeStackResources' answer: a stack with as many is
/// listed (ListStackResources, page by page) instead.
const DESCRIBED: usize = 100;

fn stack_resources(aws: &Aws, args: &Value) -> Result<Value, String> {
    let stack = args["StackName"].as_str().unwrap_or_default();
    let missing = |e: String| {
        if e.contains("does not exist") {
            format!("no CloudFormation stack `{stack}` ({e})")
        } else {
            e
        }
    };
    let call = |action: &str, params: &[(String, String)]| {
        query::call(&aws.query, "cloudformation", "2010-05-15", action, params).map_err(missing)
    };
    let name = [("StackName".to_string(), stack.to_string())];
    let resource = |m: &String| {
        json!({
            "LogicalResourceId": query::element(m, "LogicalResourceId"),
            "PhysicalResourceId": query::element(m, "PhysicalResourceId").filter(|p| !p.is_empty()),
            "ResourceType": query::element(m, "ResourceType"),
            "ResourceStatus": query::element(m, "ResourceStatus"),
        })
    };
    let xml = call("DescribeStackResources", &name)?;
    let described = query::children(&xml, "StackResources", "member");
    if described.len() < DESCRIBED {
        return Ok(json!({"Resources": described.iter().map(resource).collect::<Vec<_>>()}));
    }
    let mut all = Vec::new();
    let mut token: Option<String> = None;
    loop {
        let mut params = name.to_vec();
        if let Some(t) = &token {
            params.push(("NextToken".to_string(), t.clone()));
        }
        let xml = call("ListStackResources", &params)?;
        all.extend(
            query::children(&xml, "StackResourceSummaries", "member")
                .iter()
                .map(resource),
        );
        token = query::element(&xml, "NextToken").filter(|t| !t.is_empty());
        if token.is_none() {
            break;
        }
    }
    Ok(json!({ "Resources": all }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_function_s_schema_is_json_with_an_object_result() {
        let s = schema();
        for f in FUNCTIONS {
            assert!(s[f.name]["args"].is_object(), "{}", f.name);
            assert_eq!(s[f.name]["result"]["type"], json!("object"), "{}", f.name);
        }
    }

    #[test]
    fn a_region_s_partition_and_domain() {
        assert_eq!(partition("us-east-1"), ("aws", "amazonaws.com"));
        assert_eq!(partition("eu-west-2"), ("aws", "amazonaws.com"));
        assert_eq!(partition("cn-north-1"), ("aws-cn", "amazonaws.com.cn"));
        assert_eq!(partition("us-gov-west-1"), ("aws-us-gov", "amazonaws.com"));
    }

    #[test]
    fn arguments_are_checked_by_their_declaration() {
        let f = |name: &str| FUNCTIONS.iter().find(|f| f.name == name).unwrap();
        let ssm = f("aws:ssm:getParameter");
        assert_eq!(
            checked(ssm, &json!({"Name": "/a"})).unwrap(),
            json!({"Name": "/a", "WithDecryption": false})
        );
        assert_eq!(
            checked(ssm, &json!({"Name": "/a", "WithDecryption": "true"})).unwrap(),
            json!({"Name": "/a", "WithDecryption": true})
        );
        let e = checked(ssm, &json!({})).unwrap_err();
        assert!(e.starts_with("argument `Name` is required"), "{e}");
        let e = checked(ssm, &json!({"Nme": "/a"})).unwrap_err();
        assert!(
            e.contains("`Nme` is not one") && e.contains("`Name`"),
            "{e}"
        );
        let e = checked(ssm, &json!({"Name": ["/a"]})).unwrap_err();
        assert_eq!(e, "argument `Name` must be a string, not an array");
        assert_eq!(
            checked(ssm, &json!({"Name": 3})).unwrap()["Name"],
            json!("3")
        );
        let e = checked(f("aws:getRegion"), &json!({"Region": "x"})).unwrap_err();
        assert!(e.contains("it takes none"), "{e}");
        let azs = f("aws:getAvailabilityZones");
        assert!(checked(azs, &json!({"Region": "us-gov-west-1"})).is_ok());
        let e = checked(azs, &json!({"Region": "evil.com/#"})).unwrap_err();
        assert!(e.contains("a region's name"), "{e}");
        assert!(checked(azs, &Value::Null).is_ok());
    }

    #[test]
    fn an_unknown_function_is_refused_with_those_there_are() {
        let e = no_such_function("aws:getCallerIdentiy");
        assert!(e.contains("did you mean `aws:getCallerIdentity`?"), "{e}");
        assert!(e.contains("aws:ssm:getParameter"), "{e}");
        let e = no_such_function("aws:nothing");
        assert!(!e.contains("did you mean"), "{e}");
    }
}
