//! ECS clusters, task definitions and services, through the ECS JSON API. Its names are
//! CloudFormation's in camel case, nested ones too (`PortMappings` is `portMappings`), but for
//! the maps whose keys are the user's (a log driver's `Options`, `DockerLabels`).

use crate::Aws;
use crate::native::{
    Name, Native, changed, deleted, given, object, project, read_tags, recase, retag, tag_list,
};
use crate::query::json_call;
use strata_provider::{Failure, Value, json};

/// Maps whose keys are the user's: not recased.
const MAPS: &[&str] = &["Options", "DockerLabels", "SystemControls"];

pub(crate) const TYPES: &[Native] = &[
    Native {
        ty: "aws:ecs:Cluster",
        inputs: &["ClusterName", "ClusterSettings", "Tags"],
        replaces: &[],
        own: &[],
        name: Some(Name::new("ClusterName", 255)),
        defaults: &[(
            "ClusterSettings",
            r#"[{"Name": "containerInsights", "Value": "disabled"}]"#,
        )],
        check: None,
        optional: &[],
        normal: None,
        lookup: None,
        create: create_cluster,
        get: get_cluster,
        update: update_cluster,
        delete: delete_cluster,
    },
    Native {
        ty: "aws:ecs:TaskDefinition",
        inputs: &[
            "Family",
            "ContainerDefinitions",
            "Cpu",
            "Memory",
            "NetworkMode",
            "RequiresCompatibilities",
            "ExecutionRoleArn",
            "TaskRoleArn",
            "Tags",
        ],
        replaces: &[],
        own: &[],
        name: Some(Name::new("Family", 255)),
        defaults: &[],
        check: None,
        optional: &[],
        normal: Some(container_defaults),
        lookup: None,
        create: create_task,
        get: get_task,
        update: |aws, id, olds, news| tag(aws, id, olds, news),
        delete: delete_task,
    },
    Native {
        ty: "aws:ecs:Service",
        inputs: &[
            "ServiceName",
            "Cluster",
            "TaskDefinition",
            "DesiredCount",
            "LaunchType",
            "NetworkConfiguration",
            "LoadBalancers",
            "Tags",
        ],
        replaces: &["LaunchType"],
        own: &[],
        name: Some(Name::new("ServiceName", 255)),
        defaults: &[],
        check: None,
        optional: &[],
        normal: None,
        lookup: None,
        create: create_service,
        get: get_service,
        update: update_service,
        delete: delete_service,
    },
];

fn call(aws: &Aws, action: &str, body: &Value) -> Result<Value, String> {
    json_call(
        &aws.query,
        ("ecs", "ecs", "ECS"),
        ("AmazonEC2ContainerServiceV20141113", "1.1"),
        action,
        body,
    )
}

/// `inputs[key]` in the API's case.
fn lower(inputs: &Value, key: &str) -> Option<Value> {
    given(inputs, key).map(|v| recase(v, false, MAPS))
}

/// What AWS holds of `key`, in CloudFormation's case, cut to what was recorded.
fn upper(found: &Value, recorded: &Value, key: &str) -> Option<Value> {
    found
        .get(key)
        .filter(|v| !v.is_null())
        .map(|v| project(&recase(v, true, MAPS), given(recorded, &pascal(key))))
}

fn pascal(k: &str) -> String {
    let mut c = k.chars();
    c.next()
        .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
        .unwrap_or_default()
}

fn tags(inputs: &Value) -> Option<Value> {
    tag_list(inputs, "key", "value")
}

/// Change the tags of the resource `arn` from the olds' to the news'.
fn tag(aws: &Aws, arn: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    retag(
        |action, body| call(aws, action, body),
        (olds, news),
        ("resourceArn", json!(arn)),
        ("UntagResource", "tagKeys"),
        ("TagResource", "tags", tags(news)),
    )?;
    Ok(())
}

fn create_cluster(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let answer = call(
        aws,
        "CreateCluster",
        &object(&[
            ("clusterName", given(inputs, "ClusterName").cloned()),
            ("settings", lower(inputs, "ClusterSettings")),
            ("tags", tags(inputs)),
        ]),
    )?;
    answer["cluster"]["clusterName"]
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| "AWS ECS CreateCluster: no clusterName in the answer".into())
}

fn get_cluster(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let answer = call(
        aws,
        "DescribeClusters",
        &json!({"clusters": [id], "include": ["SETTINGS", "TAGS"]}),
    )?;
    let Some(c) = answer["clusters"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|c| c["status"] != json!("INACTIVE"))
    else {
        return Ok(None);
    };
    Ok(Some(object(&[
        ("ClusterName", c.get("clusterName").cloned()),
        ("Arn", c.get("clusterArn").cloned()),
        ("ClusterSettings", upper(c, recorded, "settings")),
        (
            "Tags",
            Some(read_tags(&c["tags"], "key", "value", recorded)),
        ),
    ])))
}

fn update_cluster(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    if changed(olds, news, "ClusterSettings") {
        let settings = lower(news, "ClusterSettings")
            .unwrap_or(json!([{"name": "containerInsights", "value": "disabled"}]));
        call(
            aws,
            "UpdateCluster",
            &json!({"cluster": id, "settings": settings}),
        )?;
    }
    let change = crate::tag_change(olds, news);
    if change.stale.is_empty() && change.set.is_empty() {
        return Ok(());
    }
    let arn = get_cluster(aws, id, news)?
        .and_then(|c| c["Arn"].as_str().map(str::to_string))
        .ok_or_else(|| format!("AWS ECS: cluster {id} is gone"))?;
    tag(aws, &arn, olds, news)
}

fn delete_cluster(aws: &Aws, id: &str, _inputs: &Value) -> Result<(), String> {
    deleted(call(aws, "DeleteCluster", &json!({"cluster": id})))
}

fn create_task(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let answer = call(
        aws,
        "RegisterTaskDefinition",
        &object(&[
            ("family", given(inputs, "Family").cloned()),
            (
                "containerDefinitions",
                lower(inputs, "ContainerDefinitions"),
            ),
            ("cpu", given(inputs, "Cpu").cloned()),
            ("memory", given(inputs, "Memory").cloned()),
            ("networkMode", given(inputs, "NetworkMode").cloned()),
            (
                "requiresCompatibilities",
                given(inputs, "RequiresCompatibilities").cloned(),
            ),
            (
                "executionRoleArn",
                given(inputs, "ExecutionRoleArn").cloned(),
            ),
            ("taskRoleArn", given(inputs, "TaskRoleArn").cloned()),
            ("tags", tags(inputs)),
        ]),
    )?;
    answer["taskDefinition"]["taskDefinitionArn"]
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| "AWS ECS RegisterTaskDefinition: no taskDefinitionArn".into())
}

fn get_task(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let answer = match call(
        aws,
        "DescribeTaskDefinition",
        &json!({"taskDefinition": id, "include": ["TAGS"]}),
    ) {
        Ok(a) => a,
        // ECS says a missing revision is a bad request.
        Err(e) if e.contains("ClientException") || e.contains("not found") => return Ok(None),
        Err(e) => return Err(e),
    };
    let t = &answer["taskDefinition"];
    if t["status"] == json!("INACTIVE") {
        return Ok(None);
    }
    Ok(Some(object(&[
        ("TaskDefinitionArn", t.get("taskDefinitionArn").cloned()),
        ("Family", t.get("family").cloned()),
        (
            "ContainerDefinitions",
            upper(t, recorded, "containerDefinitions"),
        ),
        ("Cpu", t.get("cpu").cloned()),
        ("Memory", t.get("memory").cloned()),
        ("NetworkMode", t.get("networkMode").cloned()),
        (
            "RequiresCompatibilities",
            t.get("requiresCompatibilities").cloned(),
        ),
        ("ExecutionRoleArn", t.get("executionRoleArn").cloned()),
        ("TaskRoleArn", t.get("taskRoleArn").cloned()),
        (
            "Tags",
            Some(read_tags(&answer["tags"], "key", "value", recorded)),
        ),
    ])))
}

fn delete_task(aws: &Aws, id: &str, _inputs: &Value) -> Result<(), String> {
    match call(
        aws,
        "DeregisterTaskDefinition",
        &json!({"taskDefinition": id}),
    ) {
        Err(e) if e.contains("ClientException") => Ok(()),
        other => deleted(other),
    }
}

/// Container definitions without what ECS fills in when left out (no CPU units, essential,
/// empty lists, a host port that is the container port, TCP): one form for the diff.
fn container_defaults(key: &str, v: &Value) -> Value {
    /// Whether `k: x` is what ECS fills in (`port` the item's container port).
    fn filled(k: &str, x: &Value, port: Option<&Value>) -> bool {
        match k {
            "Cpu" => *x == json!(0),
            "Essential" => *x == json!(true),
            "Protocol" => *x == json!("tcp"),
            "HostPort" => Some(x) == port,
            _ => false,
        }
    }
    fn strip(v: &Value, key: &str) -> Option<Value> {
        match v {
            Value::Array(a) if a.is_empty() => None,
            Value::Array(a) => Some(Value::Array(
                a.iter().filter_map(|x| strip(x, "")).collect(),
            )),
            Value::Object(o) => {
                let port = o.get("ContainerPort");
                Some(Value::Object(
                    o.iter()
                        .filter(|(k, x)| !filled(k, x, port))
                        .filter_map(|(k, x)| Some((k.clone(), strip(x, k)?)))
                        .collect(),
                ))
            }
            other if key.is_empty() || !other.is_null() => Some(other.clone()),
            _ => None,
        }
    }
    if key == "ContainerDefinitions" {
        strip(v, key).unwrap_or(Value::Array(Vec::new()))
    } else {
        v.clone()
    }
}

/// A service's cluster and ARN, from its identifier (`CLUSTER|ARN`).
fn service_parts(id: &str) -> (&str, &str) {
    id.split_once('|').unwrap_or(("default", id))
}

fn create_service(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let cluster = inputs["Cluster"].as_str().unwrap_or("default").to_string();
    let answer = call(
        aws,
        "CreateService",
        &object(&[
            ("cluster", Some(json!(cluster))),
            ("serviceName", given(inputs, "ServiceName").cloned()),
            ("taskDefinition", given(inputs, "TaskDefinition").cloned()),
            ("desiredCount", given(inputs, "DesiredCount").cloned()),
            ("launchType", given(inputs, "LaunchType").cloned()),
            (
                "networkConfiguration",
                lower(inputs, "NetworkConfiguration"),
            ),
            ("loadBalancers", lower(inputs, "LoadBalancers")),
            ("tags", tags(inputs)),
        ]),
    )?;
    let arn = answer["service"]["serviceArn"]
        .as_str()
        .ok_or("AWS ECS CreateService: no serviceArn in the answer")?;
    Ok(format!("{cluster}|{arn}"))
}

fn get_service(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let (cluster, arn) = service_parts(id);
    let answer = call(
        aws,
        "DescribeServices",
        &json!({"cluster": cluster, "services": [arn], "include": ["TAGS"]}),
    )?;
    let Some(s) = answer["services"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|s| s["status"] == json!("ACTIVE"))
    else {
        return Ok(None);
    };
    Ok(Some(object(&[
        ("ServiceArn", s.get("serviceArn").cloned()),
        ("Name", s.get("serviceName").cloned()),
        ("ServiceName", s.get("serviceName").cloned()),
        (
            "Cluster",
            Some(recorded.get("Cluster").cloned().unwrap_or(json!(cluster))),
        ),
        ("TaskDefinition", s.get("taskDefinition").cloned()),
        ("DesiredCount", s.get("desiredCount").cloned()),
        ("LaunchType", s.get("launchType").cloned()),
        (
            "NetworkConfiguration",
            upper(s, recorded, "networkConfiguration"),
        ),
        (
            "LoadBalancers",
            upper(s, recorded, "loadBalancers").filter(|l| {
                l.as_array().is_some_and(|a| !a.is_empty())
                    || given(recorded, "LoadBalancers").is_some()
            }),
        ),
        (
            "Tags",
            Some(read_tags(&s["tags"], "key", "value", recorded)),
        ),
    ])))
}

fn update_service(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    let (cluster, arn) = service_parts(id);
    if [
        "TaskDefinition",
        "DesiredCount",
        "NetworkConfiguration",
        "LoadBalancers",
    ]
    .iter()
    .any(|k| changed(olds, news, k))
    {
        call(
            aws,
            "UpdateService",
            &object(&[
                ("cluster", Some(json!(cluster))),
                ("service", Some(json!(arn))),
                ("taskDefinition", given(news, "TaskDefinition").cloned()),
                ("desiredCount", given(news, "DesiredCount").cloned()),
                ("networkConfiguration", lower(news, "NetworkConfiguration")),
                (
                    "loadBalancers",
                    changed(olds, news, "LoadBalancers")
                        .then(|| lower(news, "LoadBalancers").unwrap_or(json!([]))),
                ),
            ]),
        )?;
    }
    tag(aws, arn, olds, news)
}

fn delete_service(aws: &Aws, id: &str, _inputs: &Value) -> Result<(), String> {
    let (cluster, arn) = service_parts(id);
    deleted(call(
        aws,
        "DeleteService",
        &json!({"cluster": cluster, "service": arn, "force": true}),
    ))
}
