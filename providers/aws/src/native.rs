//! The hand-verified types of the services a web app runs on (Lambda, API Gateway, KMS, Secrets
//! Manager, CloudWatch, …), called through each service's own API with the one signed client
//! of `query` (JSON, REST or query protocol), not a crate per service: their schemas are the
//! CloudFormation registry's (the properties each implementation sends and reads back), and a
//! type is four calls, each written against the service's API and tested on moto, call by
//! call, with boto3 confirming.
//!
//! A type's calls speak CloudFormation's property names: `create` makes the resource from its
//! inputs and says its identifier (Cloud Control's form: the registry's primaryIdentifier
//! values joined with `|`), `get` reads it back as properties, `update` changes in place what
//! the diff says changed, `delete` removes it (done when it is gone already). What a read
//! reports (the recorded inputs, writeOnly ones as recorded, the outputs) is the registry
//! type's rule, shared with Cloud Control.

use crate::Aws;
use strata_cloudcontrol::RegistryType;
use strata_provider::{Failure, Read, Value, json};

/// Find what a create made by its inputs: its identifier.
pub(crate) type Lookup = fn(&Aws, &Value) -> Result<Option<String>, String>;
/// Check the inputs: what the schema cannot say.
pub(crate) type Check = fn(Value) -> Result<Value, Vec<(String, String)>>;
/// Make the resource: its identifier.
pub(crate) type Create = fn(&Aws, &Value) -> Result<String, Failure>;
/// Read it by identifier as CloudFormation properties, given the recorded inputs (some reads
/// keep the recorded form of an equal value: a key's ARN for its id); `None` when it is gone.
pub(crate) type Get = fn(&Aws, &str, &Value) -> Result<Option<Value>, String>;
/// Change in place from the olds to the news.
pub(crate) type Update = fn(&Aws, &str, &Value, &Value) -> Result<(), Failure>;
/// Remove it (given its inputs: what to do on a delete); done when it is gone already.
pub(crate) type Delete = fn(&Aws, &str, &Value) -> Result<(), String>;

/// The property that names a resource, its longest form, and whether AWS takes (or keeps)
/// lower-case names only (ECR, RDS): a name chosen for it is lower case.
pub(crate) struct Name {
    pub(crate) key: &'static str,
    pub(crate) max: usize,
    pub(crate) lower: bool,
}

impl Name {
    pub(crate) const fn new(key: &'static str, max: usize) -> Name {
        Name {
            key,
            max,
            lower: false,
        }
    }

    pub(crate) const fn lower(key: &'static str, max: usize) -> Name {
        Name {
            key,
            max,
            lower: true,
        }
    }
}

/// Names Strata chooses when the program leaves them out that CloudFormation requires (an
/// HTTP API's `Name`, required without an OpenAPI `Body`): a template writes `STACK-NAME`.
pub(crate) const TEMPLATE_NAMES: &[(&str, &str)] = &[("aws:apigatewayv2:Api", "Name")];

/// Types whose CloudFormation `Ref` is not the registry's identifier (its one property, else
/// none): the output that holds what `Ref` returns, where the registry's identifier is another
/// value (a rule's ARN) or made of several (a service's ARN and cluster). Every other type's
/// `Ref` is its identifier where that is one property, else none (a permission's); the table of
/// every hand-verified type's `Ref` (in `handmade`'s tests) holds each to CloudFormation's
/// documentation.
pub(crate) const REF: &[(&str, &str)] = &[
    // The rule's name (the registry's identifier is its ARN).
    ("aws:events:Rule", "RuleName"),
    // The service's ARN (the registry's identifier is its ARN and its cluster).
    ("aws:ecs:Service", "ServiceArn"),
    // The record's domain name (the identifier is its zone, name, type and set identifier).
    ("aws:route53:RecordSet", "Name"),
    // The route's, integration's, stage's own id or name (the identifier begins with the API's).
    ("aws:apigatewayv2:Route", "RouteId"),
    ("aws:apigatewayv2:Integration", "IntegrationId"),
    ("aws:apigatewayv2:Stage", "StageName"),
];

/// Strata's own boolean inputs that are a CloudFormation `DeletionPolicy` when true.
pub(crate) const DELETION: &[(&str, &str, &str)] =
    &[("aws:rds:DBInstance", "SkipFinalSnapshot", "Delete")];

/// Outputs of a type's registry schema that its implementation returns only for some
/// resources: marked `sometimes`, so a program's reference to one is refused before anything
/// runs. The lifecycle test of every type (`tests/e2e/aws_services.rs`) checks that each other
/// output it lists is returned.
const SOMETIMES: &[(&str, &[&str])] = &[
    // Only with SnapStart on.
    ("aws:lambda:Function", &["SnapStartResponse"]),
    // Only for a weighted, latency, failover or geolocation record.
    ("aws:route53:RecordSet", &["SetIdentifier"]),
    // Only once a revision is published.
    (
        "aws:stepfunctions:StateMachine",
        &["StateMachineRevisionId"],
    ),
];

/// Outputs of a type's registry schema that its implementation never reads: left out of its
/// schema, so that a reference to one is refused with the outputs it has (`up` failed part way
/// with "input reads output … that … does not have").
const UNREAD: &[(&str, &[&str])] = &[
    (
        "aws:rds:DBInstance",
        &[
            "AutomaticRestartTime",
            "CertificateDetails",
            "DbiResourceId",
            "InstanceCreateTime",
            "IsStorageConfigUpgradeAvailable",
            "LatestRestorableTime",
            "ListenerEndpoint",
            "PercentProgress",
            "ReadReplicaDBClusterIdentifiers",
            "ReadReplicaDBInstanceIdentifiers",
            "ResumeFullAutomationModeTime",
            "SecondaryAvailabilityZone",
            "StatusInfos",
            "StorageOperationPercentProgress",
            "StorageOperationStatus",
        ],
    ),
    ("aws:ssm:Parameter", &["Arn"]),
];

/// Properties the registry marks write-only that a type's implementation reads back: a state
/// machine's `Definition` (an object) is the JSON of the text AWS holds, so a definition edited
/// by hand is drift, as it is for `DefinitionString`.
const READ_BACK: &[(&str, &[&str])] = &[("aws:stepfunctions:StateMachine", &["Definition"])];

/// Values a type's implementation takes beyond its registry `enum`: what the service's own API
/// accepts and CloudFormation does not (a SecureString parameter, which a CloudFormation
/// template cannot declare).
const WIDER: &[(&str, &str, &[&str])] = &[("aws:ssm:Parameter", "Type", &["SecureString"])];

/// One hand-verified type.
pub(crate) struct Native {
    pub(crate) ty: &'static str,
    /// The registry's properties this implementation sends and reads back: the schema offers
    /// only these, so a property it would drop is refused by the schema check, not ignored.
    pub(crate) inputs: &'static [&'static str],
    /// Properties the registry does not say replace the resource, but AWS cannot change in
    /// place (a key's spec).
    pub(crate) replaces: &'static [&'static str],
    /// Strata's own inputs (`name`: its schema), not AWS's: left out of a template.
    pub(crate) own: &'static [(&'static str, &'static str)],
    /// The property that names the resource, when the program may leave it out: chosen in
    /// `check` (see `Aws::auto_named`).
    pub(crate) name: Option<Name>,
    /// AWS's defaults (JSON text; `null`: none, as a log group's retention): part of its
    /// schema, so that writing one out is no change, and a read reports a property the program
    /// left out whose live value is not its default (drift, put back by `up`); an import does
    /// not report a property AWS holds at its default.
    pub(crate) defaults: &'static [(&'static str, &'static str)],
    /// A property's value in one form, where AWS fills in defaults the program may leave out
    /// (a container's `cpu: 0`): the diff finds no change between two values of one form.
    pub(crate) normal: Option<fn(&str, &Value) -> Value>,
    /// The identifier of what an interrupted create made, found by the name its inputs give
    /// (where the identifier is one AWS chooses, an ARN or an id): so that it is adopted, not
    /// made twice.
    pub(crate) lookup: Option<Lookup>,
    /// A check of its own, after the schema's (what the schema cannot say).
    pub(crate) check: Option<Check>,
    /// Properties the registry requires that this implementation does not (a function's
    /// `Code`, when Strata's own `Source` stands instead).
    pub(crate) optional: &'static [&'static str],
    pub(crate) create: Create,
    pub(crate) get: Get,
    pub(crate) update: Update,
    pub(crate) delete: Delete,
}

/// Every hand-verified type called through its service's own API.
pub(crate) fn all() -> impl Iterator<Item = &'static Native> {
    [
        crate::logs::TYPES,
        crate::ssm::TYPES,
        crate::secrets::TYPES,
        crate::kms::TYPES,
        crate::ecr::TYPES,
        crate::events::TYPES,
        crate::sfn::TYPES,
        crate::acm::TYPES,
        crate::lambda::TYPES,
        crate::apigw::TYPES,
        crate::cloudwatch::TYPES,
        crate::ecs::TYPES,
        crate::elbv2::TYPES,
        crate::rds::TYPES,
        crate::route53::TYPES,
    ]
    .into_iter()
    .flatten()
}

/// The hand-verified type `ty`, if it is one of these.
pub(crate) fn of(ty: &str) -> Option<&'static Native> {
    all().find(|n| n.ty == ty)
}

impl Native {
    fn registry(&self) -> &'static RegistryType {
        crate::cloudcontrol::registry_type(self.ty)
            .unwrap_or_else(|| panic!("{} is a registry type", self.ty))
    }

    /// The registry type, its inputs cut to those this implementation serves, with AWS's
    /// documented defaults where the registry gives none: made once.
    fn served(&self) -> &'static RegistryType {
        static SERVED: std::sync::OnceLock<std::collections::HashMap<&'static str, RegistryType>> =
            std::sync::OnceLock::new();
        &SERVED.get_or_init(|| all().map(|n| (n.ty, n.cut())).collect())[self.ty]
    }

    fn cut(&self) -> RegistryType {
        let mut t = self.registry().clone();
        t.inputs.retain(|k, _| self.inputs.contains(&k.as_str()));
        for (ty, read) in READ_BACK {
            if *ty == self.ty {
                t.write_only.retain(|w| !read.contains(&w.as_str()));
            }
        }
        for (k, default) in self.defaults {
            if let Some(p) = t.inputs.get_mut(*k)
                && p.get("default").is_none()
            {
                p["default"] = serde_json::from_str(default).expect("a default is JSON");
            }
        }
        for k in self.replaces {
            if let Some(p) = t.inputs.get_mut(*k) {
                p["replaces"] = json!(true);
            }
        }
        for (ty, k, schema) in crate::acm::MORE_OUTPUTS {
            if *ty == self.ty {
                t.outputs.insert(
                    k.to_string(),
                    serde_json::from_str(schema).expect("an output's schema is JSON"),
                );
            }
        }
        t
    }

    /// The inputs whose change replaces it (createOnly, or AWS cannot change in place), with
    /// their defaults.
    pub(crate) fn replacing(&self) -> Vec<(&'static str, Option<&'static Value>)> {
        let t = self.served();
        t.inputs
            .iter()
            .filter(|(k, p)| {
                self.inputs.contains(&k.as_str())
                    && (p["replaces"] == json!(true) || self.replaces.contains(&k.as_str()))
            })
            .map(|(k, p)| (k.as_str(), p.get("default")))
            .collect()
    }

    /// Its schema: the registry's, marked hand-verified, with Strata's own inputs.
    pub(crate) fn schema(&self) -> Value {
        let mut s = self.served().schema();
        let names: Vec<&str> = TEMPLATE_NAMES
            .iter()
            .filter(|(ty, _)| *ty == self.ty)
            .map(|(_, k)| *k)
            .collect();
        for (ty, outputs) in SOMETIMES {
            for k in outputs.iter().filter(|_| *ty == self.ty) {
                if let Some(o) = s["outputs"].get_mut(*k) {
                    o["sometimes"] = json!(true);
                }
            }
        }
        for (ty, outputs) in UNREAD {
            for k in outputs.iter().filter(|_| *ty == self.ty) {
                s["outputs"].as_object_mut().map(|o| o.remove(*k));
            }
        }
        for (ty, k, more) in WIDER {
            if *ty == self.ty
                && let Some(allowed) = s["inputs"][*k]["enum"].as_array_mut()
            {
                allowed.extend(more.iter().map(|v| json!(v)));
            }
        }
        // A default of none (`null`: AWS keeps no retention unless asked) is the read's to
        // know; the schema says only defaults that are values.
        for p in s["inputs"].as_object_mut().into_iter().flatten() {
            if p.1.get("default") == Some(&Value::Null) {
                p.1.as_object_mut().map(|o| o.remove("default"));
            }
        }
        s["served-by"] = json!("hand-verified");
        // A check of its own reads files (a function's Source): run on every plan.
        s["pure"] = json!(self.check.is_none());
        for (k, schema) in self.own {
            s["inputs"][*k] = serde_json::from_str(schema).expect("an own input's schema is JSON");
        }
        s["compile"]["cloudformation"]["omit"] =
            json!(self.own.iter().map(|(k, _)| *k).collect::<Vec<_>>());
        let form = &mut s["compile"]["cloudformation"];
        if let Some((_, output)) = REF.iter().find(|(ty, _)| *ty == self.ty) {
            form["ref"] = json!(output);
        }
        form["names"] = json!(names);
        form["deletion"] = DELETION
            .iter()
            .filter(|(ty, _, _)| *ty == self.ty)
            .map(|(_, k, policy)| (k.to_string(), json!(policy)))
            .collect();
        // A name is chosen when left out: required by AWS, not by the program.
        for key in self
            .name
            .as_ref()
            .map(|n| n.key)
            .iter()
            .chain(self.optional)
        {
            if let Some(p) = s["inputs"].get_mut(*key).and_then(Value::as_object_mut) {
                p.remove("required");
            }
        }
        // What CloudFormation requires that the program may leave out (a function's `Code`,
        // given as a `Source` directory): a template without it is refused by name.
        let required: Vec<&String> = self
            .registry()
            .inputs
            .iter()
            .filter(|(k, p)| {
                p["required"] == json!(true)
                    && s["inputs"][k.as_str()]["required"] != json!(true)
                    && !names.contains(&k.as_str())
            })
            .map(|(k, _)| k)
            .collect();
        s["compile"]["cloudformation"]["required"] = json!(required);
        s
    }

    pub(crate) fn check(
        &self,
        aws: &Aws,
        name: &str,
        olds: Option<&Value>,
        news: Value,
    ) -> Result<Value, Vec<(String, String)>> {
        let mut news = match self.check {
            Some(check) => check(news)?,
            None => news,
        };
        if let Some(n) = &self.name {
            // Whether the resource stays is judged as the diff judges it (defaults AWS filled
            // in are no change).
            let mut judged = match olds {
                Some(o) => self.as_recorded(news.clone(), o),
                None => news.clone(),
            };
            aws.auto_named(self.ty, n.key, olds, &mut judged, |inputs| {
                let chosen = aws.auto_name(name, inputs, n.max);
                if n.lower {
                    chosen.to_lowercase()
                } else {
                    chosen
                }
            });
            if let Some(v) = judged.get(n.key) {
                news[n.key] = v.clone();
            }
        }
        Ok(news)
    }

    /// `news`, each value that means what the recorded one does in the recorded form: no
    /// change, and no replacement, for a default AWS filled in.
    pub(crate) fn as_recorded(&self, mut news: Value, olds: &Value) -> Value {
        let Some(normal) = self.normal else {
            return news;
        };
        for (k, new) in news.as_object_mut().into_iter().flatten() {
            if let Some(old) = olds.get(k)
                && old != new
                && normal(k, old) == normal(k, new)
            {
                *new = old.clone();
            }
        }
        news
    }

    /// What a read reports of `props`, given the recorded inputs.
    fn report(&self, id: &str, props: &Value, recorded: &Value) -> Read {
        let served = self.served();
        // A query API answers in text: typed as the schema says.
        let mut props = props.clone();
        for (k, v) in props.as_object_mut().into_iter().flatten() {
            if let Some(schema) = served.inputs.get(k).or(served.outputs.get(k)) {
                *v = typed(v, schema);
            }
        }
        let props = &props;
        let (mut inputs, outputs) = served.read(props, recorded);
        // A property AWS leaves out of its answer is at its default (moto's DescribeKey says
        // no KeyUsage): one the program wrote out is read as that, not as drift.
        for (k, default) in self.defaults {
            let default: Value = serde_json::from_str(default).expect("a default is JSON");
            if recorded.get(*k).is_some() && inputs.get(*k).is_none() && !default.is_null() {
                inputs[*k] = default;
            }
        }
        if recorded.as_object().is_none_or(|r| r.is_empty()) {
            for (k, default) in self.defaults {
                let default: Value = serde_json::from_str(default).expect("a default is JSON");
                if inputs.get(*k) == Some(&default) {
                    inputs.as_object_mut().map(|o| o.remove(*k));
                }
            }
        }
        for (k, _) in self.own {
            // What AWS says of it (a digest), else what was recorded (a path).
            if let Some(v) = props.get(*k).or_else(|| recorded.get(*k)) {
                inputs[*k] = v.clone();
            }
        }
        Read {
            id: id.into(),
            inputs,
            outputs,
        }
    }

    pub(crate) fn create(
        &self,
        aws: &Aws,
        inputs: &Value,
        preview: bool,
    ) -> Result<(String, Value), Failure> {
        if preview {
            return Ok((
                String::new(),
                crate::cloudcontrol::predicted(self.registry(), inputs),
            ));
        }
        let id = (self.create)(aws, inputs)?;
        // Made: a read that fails now still records it.
        let props = (self.get)(aws, &id, inputs)
            .map_err(|e| Failure::partial(e, &id, json!({})))?
            .ok_or_else(|| {
                Failure::partial(
                    format!("{} {id} is not there right after its create", self.ty),
                    &id,
                    json!({}),
                )
            })?;
        Ok((id.clone(), self.report(&id, &props, inputs).outputs))
    }

    pub(crate) fn read(
        &self,
        aws: &Aws,
        id: &str,
        recorded: &Value,
    ) -> Result<Option<Read>, String> {
        Ok((self.get)(aws, id, recorded)?.map(|props| self.report(id, &props, recorded)))
    }

    /// What an interrupted create made, where its inputs name it.
    pub(crate) fn find(&self, aws: &Aws, inputs: &Value) -> Result<Option<Read>, String> {
        let id = match (self.registry().identifier_of(inputs), self.lookup) {
            (Some(id), _) => Some(id),
            (None, Some(lookup)) => lookup(aws, inputs)?,
            (None, None) => None,
        };
        match id {
            Some(id) => self.read(aws, &id, inputs),
            None => Ok(None),
        }
    }

    pub(crate) fn update(
        &self,
        aws: &Aws,
        id: &str,
        olds: &Value,
        old_outputs: &Value,
        news: &Value,
        preview: bool,
    ) -> Result<Value, Failure> {
        if preview {
            return Ok(old_outputs.clone());
        }
        (self.update)(aws, id, olds, news)?;
        let props = (self.get)(aws, id, news)?
            .ok_or_else(|| format!("{} {id} is gone after its update", self.ty))?;
        Ok(self.report(id, &props, news).outputs)
    }

    pub(crate) fn delete(&self, aws: &Aws, id: &str, inputs: &Value) -> Result<(), String> {
        (self.delete)(aws, id, inputs)
    }
}

// Helpers the services share.

/// `inputs[key]` unless left out or null.
pub(crate) fn given<'a>(inputs: &'a Value, key: &str) -> Option<&'a Value> {
    inputs.get(key).filter(|v| !v.is_null())
}

/// Whether `key` differs between the olds and the news.
pub(crate) fn changed(olds: &Value, news: &Value, key: &str) -> bool {
    given(olds, key) != given(news, key)
}

/// An object of the pairs whose value is there: a request body without the properties left
/// out.
pub(crate) fn object(pairs: &[(&str, Option<Value>)]) -> Value {
    Value::Object(
        pairs
            .iter()
            .filter_map(|(k, v)| Some((k.to_string(), v.clone().filter(|v| !v.is_null())?)))
            .collect(),
    )
}

/// A value as text AWS takes: a string as it is, anything else (a policy or definition given
/// as a JSON object, a number) as its JSON.
pub(crate) fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// CloudFormation's tag list as `[{KEY: k, VALUE: v}]`, the form of a service's API.
pub(crate) fn tag_list(inputs: &Value, key: &str, value: &str) -> Option<Value> {
    let tags = crate::tags(&inputs["Tags"]);
    (!tags.is_empty()).then(|| {
        Value::Array(
            tags.into_iter()
                .map(|(k, v)| json!({key: k, value: v}))
                .collect(),
        )
    })
}

/// A map of tags (`{KEY: VALUE}`, some types' form in CloudFormation) as inputs holding
/// CloudFormation's tag list: what `crate::tag_change` compares.
pub(crate) fn listed_tags(map: &Value) -> Value {
    let list: Vec<Value> = map
        .as_object()
        .into_iter()
        .flatten()
        .map(|(k, v)| json!({"Key": k, "Value": v}))
        .collect();
    json!({"Tags": list})
}

/// CloudFormation's tag list as a map, the form of the services that take one.
pub(crate) fn tag_map(inputs: &Value) -> Option<Value> {
    let tags = crate::tags(&inputs["Tags"]);
    (!tags.is_empty()).then(|| {
        Value::Object(
            tags.into_iter()
                .map(|(k, v)| (k, Value::String(v)))
                .collect(),
        )
    })
}

/// Tags read from a service's list (`[{KEY: k, VALUE: v}]`) or map, as CloudFormation's list,
/// in the recorded order: an order is not drift.
pub(crate) fn read_tags(found: &Value, key: &str, value: &str, recorded: &Value) -> Value {
    let pairs: Vec<(String, String)> = match found {
        Value::Object(m) => m
            .iter()
            .map(|(k, v)| (k.clone(), v.as_str().unwrap_or_default().to_string()))
            .collect(),
        _ => found
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|t| Some((t[key].as_str()?.to_string(), t[value].as_str()?.to_string())))
            .collect(),
    };
    if pairs.is_empty() && given(recorded, "Tags").is_none() {
        return Value::Null;
    }
    let mut out = json!({});
    crate::report_tags(
        &mut out,
        &json!({"Tags": recorded.get("Tags").cloned().unwrap_or(json!([]))}),
        pairs,
    );
    out.get("Tags").cloned().unwrap_or(Value::Null)
}

/// Whether an error says the resource is not there.
pub(crate) fn gone(e: &str) -> bool {
    [
        "ResourceNotFound",
        "NotFoundException",
        "NotFound:",
        "ParameterNotFound",
        "RepositoryNotFound",
        "NoSuchEntity",
        "ResourceNotFoundException",
        "ClusterNotFoundException",
        "ServiceNotFoundException",
        "DBInstanceNotFound",
        "DBSubnetGroupNotFound",
        "NoSuchHostedZone",
    ]
    .iter()
    .any(|c| e.contains(c))
}

/// `result`, a delete's, done when the resource was gone already.
pub(crate) fn deleted<T>(result: Result<T, String>) -> Result<(), String> {
    match result {
        Ok(_) => Ok(()),
        Err(e) if gone(&e) => Ok(()),
        Err(e) => Err(e),
    }
}

/// `result`, a read's, `None` when the resource is gone.
pub(crate) fn found<T>(result: Result<T, String>) -> Result<Option<T>, String> {
    match result {
        Ok(v) => Ok(Some(v)),
        Err(e) if gone(&e) => Ok(None),
        Err(e) => Err(e),
    }
}

/// `v` with every object key's first letter changed by `case` (CloudFormation's `PortMappings`
/// is the API's `portMappings`), but inside the maps named by `maps` (a log driver's
/// `Options`, whose keys are the user's).
pub(crate) fn recase(v: &Value, upper: bool, maps: &[&str]) -> Value {
    let case = |k: &str| {
        let mut c = k.chars();
        match c.next() {
            Some(f) if upper => f.to_ascii_uppercase().to_string() + c.as_str(),
            Some(f) => f.to_ascii_lowercase().to_string() + c.as_str(),
            None => String::new(),
        }
    };
    match v {
        Value::Object(o) => Value::Object(
            o.iter()
                .map(|(k, x)| {
                    let inner = if maps.iter().any(|m| m.eq_ignore_ascii_case(k)) {
                        x.clone()
                    } else {
                        recase(x, upper, maps)
                    };
                    (case(k), inner)
                })
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(|x| recase(x, upper, maps)).collect()),
        other => other.clone(),
    }
}

/// What AWS read back, cut to the shape of what was recorded: the keys of each recorded object
/// (AWS fills in defaults the program left out, which are no drift), item by item. A value
/// recorded whole where AWS has more is compared whole. Without a record (an import), all of it.
pub(crate) fn project(read: &Value, recorded: Option<&Value>) -> Value {
    match (read, recorded) {
        (_, None) => read.clone(),
        (Value::Object(r), Some(Value::Object(was))) => Value::Object(
            was.keys()
                .filter_map(|k| Some((k.clone(), project(r.get(k)?, was.get(k)))))
                .collect(),
        ),
        (Value::Array(r), Some(Value::Array(was))) if r.len() == was.len() => Value::Array(
            r.iter()
                .zip(was)
                .map(|(x, w)| project(x, Some(w)))
                .collect(),
        ),
        // A number AWS says as text, or text as a number: as recorded, if equal.
        (Value::String(s), Some(n @ Value::Number(_)))
            if n.as_f64().is_some() && s.parse::<f64>().ok() == n.as_f64() =>
        {
            n.clone()
        }
        (Value::Number(x), Some(s @ Value::String(t))) if x.to_string() == *t => s.clone(),
        _ => read.clone(),
    }
}

/// `v` as the schema property `schema` types it: text that is a number or a boolean where one
/// is meant (a query API's answer), item by item and property by property.
pub(crate) fn typed(v: &Value, schema: &Value) -> Value {
    match (v, schema["type"].as_str()) {
        (Value::String(s), Some("integer")) => s.parse::<i64>().map_or(v.clone(), Value::from),
        (Value::String(s), Some("number")) => match s.parse::<f64>() {
            Ok(n) if n.fract() == 0.0 && n.abs() < 1e15 => json!(n as i64),
            Ok(n) => json!(n),
            Err(_) => v.clone(),
        },
        (Value::String(s), Some("boolean")) => match s.as_str() {
            "true" => json!(true),
            "false" => json!(false),
            _ => v.clone(),
        },
        // An empty element is an empty list.
        (Value::String(s), Some("array")) if s.is_empty() => json!([]),
        (Value::Array(a), _) => {
            Value::Array(a.iter().map(|x| typed(x, &schema["items"])).collect())
        }
        (Value::Object(o), _) => Value::Object(
            o.iter()
                .map(|(k, x)| (k.clone(), typed(x, &schema["properties"][k])))
                .collect(),
        ),
        _ => v.clone(),
    }
}

/// Change a resource's tags from the olds' to the news' through a JSON API: `call(action,
/// body)`; the resource named by the field and value `on`; `untag` the action and the field of
/// the keys to remove, `tag` the action and the field of the tags to set, in `tags`' form.
pub(crate) fn retag(
    call: impl Fn(&str, &Value) -> Result<Value, String>,
    (olds, news): (&Value, &Value),
    on: (&str, Value),
    untag: (&str, &str),
    tag: (&str, &str, Option<Value>),
) -> Result<(), String> {
    let change = crate::tag_change(olds, news);
    let body = |field: &str, value: Value| {
        let mut body = json!({});
        body[on.0] = on.1.clone();
        body[field] = value;
        body
    };
    if !change.stale.is_empty() {
        call(untag.0, &body(untag.1, json!(change.stale)))?;
    }
    if !change.set.is_empty() {
        call(tag.0, &body(tag.1, tag.2.unwrap_or_default()))?;
    }
    Ok(())
}
