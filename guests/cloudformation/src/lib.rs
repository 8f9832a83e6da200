//! The CloudFormation program: runs a project's CloudFormation template (`runtime =
//! "cloudformation"`, `main = "template.yaml"`, JSON or YAML, short or long intrinsic forms) on
//! Strata's planner. Shipped inside the `strata` binary; it sees only the project's directory,
//! read-only, at `/project`, and is told the template's path in `STRATA_PROGRAM_MAIN`.
//!
//! What a template says becomes:
//! - `Parameters`: stack configuration (`strata config set NAME VALUE`), with its default,
//!   checked as CloudFormation checks it (type, `AllowedValues`, `AllowedPattern`, lengths and
//!   bounds); `NoEcho` keeps it secret; `AWS::SSM::Parameter::Value<…>` reads the parameter
//!   store (`aws:ssm:getParameter`);
//! - `Mappings`, `Conditions` (evaluated before anything is declared) and `Fn::If`;
//! - each resource of `Resources` whose condition holds: a resource of the AWS provider's type
//!   of the same name (`AWS::S3::Bucket` is `aws:s3:Bucket`), its logical id its name, its
//!   `Properties` its inputs; `DependsOn` its dependencies, `DeletionPolicy` and
//!   `UpdateReplacePolicy` its options (`forms.rs`);
//! - `Ref` and `Fn::GetAtt` references to outputs, `Fn::Sub` and `Fn::Join` interpolations the
//!   engine joins; the other functions computed now when their arguments are known, else once
//!   they are (a callback);
//! - `Outputs`: stack outputs, by logical id; one with an `Export` is exported under that name
//!   too, and `Fn::ImportValue` reads it from the stack `[program] imports` names for it (a
//!   granted stack reference).
//!
//! What has no Strata form is refused by name before anything is declared (`forms.rs`).

mod convert;
#[path = "../../yaml/src/distance.rs"]
mod distance;
mod forms;
mod intrinsics;
#[path = "../../yaml/src/tree.rs"]
mod tree;

use distance::nearest;
use serde_json::{Map, Value, json};
use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap, HashSet};
use strata_sdk::stack::StackReference;
use strata_sdk::{Options, Output, Program, Resource, Result, config, export, marker};
use tree::{Kind, Node, Pos};

/// Where the project's directory is (read-only) inside the component.
const PROJECT: &str = "/project";

static FILE: std::sync::OnceLock<String> = std::sync::OnceLock::new();

/// The template's name, for positions (`tree::Pos`).
pub(crate) fn file_name() -> &'static str {
    FILE.get().map(String::as_str).unwrap_or("template")
}

const SECTIONS: &[&str] = &[
    "AWSTemplateFormatVersion",
    "Description",
    "Metadata",
    "Parameters",
    "Rules",
    "Mappings",
    "Conditions",
    "Transform",
    "Resources",
    "Outputs",
];

const RESOURCE_KEYS: &[&str] = &[
    "Type",
    "Properties",
    "DependsOn",
    "Condition",
    "DeletionPolicy",
    "UpdateReplacePolicy",
    "Metadata",
    "CreationPolicy",
    "UpdatePolicy",
];

/// After "`WORD` is not …": the name meant (case ignored, within max(2, length / 4) edits, the
/// nearest), or those there are.
pub(crate) fn meant<'n>(names: impl IntoIterator<Item = &'n str>, word: &str) -> String {
    let names: Vec<&str> = names.into_iter().collect();
    match nearest(&names, word) {
        Some(n) => format!(": did you mean `{n}`?"),
        None if names.is_empty() => " (there are none)".into(),
        None if names.len() > 12 => String::new(),
        None => format!(" (there are: {})", names.join(", ")),
    }
}

struct CloudFormation;

impl Program for CloudFormation {
    fn run() -> Result<()> {
        let main = std::env::var("STRATA_PROGRAM_MAIN").unwrap_or_else(|_| "template.yaml".into());
        let _ = FILE.set(main.clone());
        let text = std::fs::read_to_string(format!("{PROJECT}/{main}")).map_err(|e| {
            format!("{main}: cannot read the template in the project's directory ({e}): `main` in [program] names it")
        })?;
        // A byte order mark may start a YAML or JSON file.
        let root = tree::parse(text.strip_prefix('\u{feff}').unwrap_or(&text))?;
        let root = intrinsics::long_forms(root)?;
        let template = Template::load(&root)?;
        match std::env::var("STRATA_CFN_CONVERT") {
            Ok(lang) => template.convert(&lang, &main, &root)?,
            Err(_) => template.run()?,
        }
        Ok(())
    }
}

strata_sdk::export_program!(CloudFormation);

/// A value as a template computes it: `None` is `AWS::NoValue` (the property is left out).
pub(crate) type Val = Option<Value>;

pub(crate) type Res<T> = std::result::Result<T, String>;

/// The pseudo parameters, known now where they can be.
struct Pseudo {
    region: String,
    stack_name: String,
    /// `aws:getCallerIdentity`, asked once when a template reads the account.
    account: RefCell<Option<Value>>,
}

impl Pseudo {
    fn partition(&self) -> &'static str {
        partition_of(&self.region).0
    }
}

/// A region's partition and URL suffix.
pub(crate) fn partition_of(region: &str) -> (&'static str, &'static str) {
    if region.starts_with("cn-") {
        ("aws-cn", "amazonaws.com.cn")
    } else if region.starts_with("us-gov-") {
        ("aws-us-gov", "amazonaws.com")
    } else {
        ("aws", "amazonaws.com")
    }
}

const PSEUDO: &[&str] = &[
    "AWS::AccountId",
    "AWS::NotificationARNs",
    "AWS::NoValue",
    "AWS::Partition",
    "AWS::Region",
    "AWS::StackId",
    "AWS::StackName",
    "AWS::URLSuffix",
];

pub(crate) struct Template<'a> {
    params: BTreeMap<String, Value>,
    mappings: BTreeMap<String, &'a Node>,
    conditions: BTreeMap<String, &'a Node>,
    /// Conditions evaluated so far (and those being evaluated: `None`, to find a cycle).
    condition_values: RefCell<HashMap<String, Option<bool>>>,
    /// Every resource of the template, in the order written, with where its id is.
    resources: Vec<(String, &'a Node, Pos)>,
    declared: HashMap<String, Resource>,
    /// Resources left out because their condition is false: the condition.
    skipped: HashMap<String, String>,
    outputs: Option<&'a Node>,
    pseudo: Pseudo,
    /// Export name → the stack that exports it (`[program] imports`).
    imports: BTreeMap<String, String>,
    references: RefCell<HashMap<String, StackReference>>,
    /// Logical id → (CloudFormation type, physical id): what a deployed CloudFormation stack
    /// holds, to adopt (`strata import --from cloudformation`).
    adopt: BTreeMap<String, (String, String)>,
    azs: RefCell<HashMap<String, Value>>,
    /// The providers' types by their CloudFormation names, when the host gave them.
    forms: Option<BTreeMap<String, forms::Form>>,
    /// The CloudFormation type of each resource declared.
    types: HashMap<String, forms::Form>,
}

impl<'a> Template<'a> {
    fn load(root: &'a Node) -> Res<Template<'a>> {
        let top = match &root.kind {
            Kind::Map(m) => m,
            _ => {
                return Err(format!(
                    "{}: a template is a mapping of sections (Resources, Parameters, …)",
                    root.pos
                ));
            }
        };
        let env_map = |name: &str| -> Res<BTreeMap<String, String>> {
            match std::env::var(name) {
                Ok(text) if !text.is_empty() => serde_json::from_str(&text)
                    .map_err(|e| format!("{name} is not a JSON object of strings: {e}")),
                _ => Ok(BTreeMap::new()),
            }
        };
        let region = std::env::var("STRATA_CFN_REGION")
            .ok()
            .filter(|r| !r.is_empty())
            .unwrap_or_else(|| "us-east-1".into());
        let stack_name = config::get("stack-name")
            .unwrap_or_else(|| format!("{}-{}", strata_sdk::project(), strata_sdk::stack()));
        let mut t = Template {
            params: BTreeMap::new(),
            mappings: BTreeMap::new(),
            conditions: BTreeMap::new(),
            condition_values: RefCell::new(HashMap::new()),
            resources: vec![],
            declared: HashMap::new(),
            skipped: HashMap::new(),
            outputs: None,
            pseudo: Pseudo {
                region,
                stack_name,
                account: RefCell::new(None),
            },
            imports: env_map("STRATA_CFN_IMPORTS")?,
            references: RefCell::new(HashMap::new()),
            adopt: adopted()?,
            azs: RefCell::new(HashMap::new()),
            forms: forms::forms()?,
            types: HashMap::new(),
        };
        let mut resources = None;
        let mut parameters = None;
        for (k, v) in top {
            let key = k.str().unwrap_or_default();
            match key {
                "AWSTemplateFormatVersion" | "Description" | "Metadata" => {}
                "Parameters" => parameters = Some(v),
                "Mappings" => {
                    for (name, m) in entries(v, "Mappings")? {
                        intrinsics::no_functions(m, &format!("mapping `{name}`"))?;
                        t.mappings.insert(name, m);
                    }
                }
                "Conditions" => {
                    for (name, c) in entries(v, "Conditions")? {
                        t.conditions.insert(name, c);
                    }
                }
                "Resources" => resources = Some(v),
                "Outputs" => t.outputs = Some(v),
                "Transform" => {
                    return Err(format!(
                        "{}: `Transform` ({}) has no Strata form: macros and transforms run inside the CloudFormation service (AWS::Serverless, SAM, may come later); expand the template first (`aws cloudformation get-template --template-stage Processed`) and run that",
                        k.pos,
                        describe_transform(v)
                    ));
                }
                "Rules" => {
                    return Err(format!(
                        "{}: `Rules` has no Strata form yet: check the parameters' rules with `Conditions` and `AllowedValues`, or remove the section",
                        k.pos
                    ));
                }
                _ => {
                    return Err(format!(
                        "{}: `{key}` is not a section of a template{}",
                        k.pos,
                        meant(SECTIONS.iter().copied(), key)
                    ));
                }
            }
        }
        let Some(resources) = resources else {
            return Err(format!(
                "{}: the template has no `Resources` section (CloudFormation requires one)",
                root.pos
            ));
        };
        for (k, body) in entries_with_pos(resources, "Resources")? {
            t.resources.push((k.0, body, k.1));
        }
        // A conversion reads no value: the converted program reads the configuration itself.
        if let Some(p) = parameters.filter(|_| std::env::var("STRATA_CFN_CONVERT").is_err()) {
            t.parameters(p)?;
        }
        t.check_names()?;
        Ok(t)
    }

    /// `strata convert`: the template as a program in `lang`, handed back as the output
    /// `program`; nothing is declared.
    fn convert(self, lang: &str, file: &str, root: &'a Node) -> Res<()> {
        let lang = convert::Lang::parse(lang)?;
        let params: Vec<(String, &Node)> = match root.get("Parameters") {
            Some(p) => entries(p, "Parameters")?,
            None => vec![],
        };
        let mut c = convert::Converter::new(
            lang,
            self.forms.as_ref(),
            params,
            self.mappings.clone(),
            self.conditions.clone(),
            self.imports.clone(),
            self.pseudo.region.clone(),
        );
        let mut wanted = vec![];
        for (name, body, at) in &self.resources {
            let r = forms::resource(name, body, *at, self.forms.as_ref())?;
            wanted.push((name.clone(), *body, *at, r));
        }
        let order = self.order(&wanted)?;
        let mut slots: Vec<Option<(String, &Node, Pos, forms::Shape)>> =
            wanted.into_iter().map(Some).collect();
        let declared: Vec<convert::Declared> = order
            .into_iter()
            .filter_map(|i| slots[i].take())
            .map(|(name, body, _, shape)| convert::Declared { name, body, shape })
            .collect();
        let text = convert::program(&mut c, file, declared, self.outputs)?;
        export("program", &Output::known(Value::String(text)));
        Ok(())
    }

    /// `Parameters`: each a stack configuration value.
    fn parameters(&mut self, section: &'a Node) -> Res<()> {
        for ((name, at), decl) in entries_with_pos(section, "Parameters")? {
            let value = forms::parameter(&name, at, decl, config::output(&name).as_ref())?;
            self.params.insert(name, value);
        }
        Ok(())
    }

    /// Every logical id is unique across parameters, resources and outputs' references.
    fn check_names(&self) -> Res<()> {
        let mut seen: HashSet<&str> = self.params.keys().map(String::as_str).collect();
        for (name, _, at) in &self.resources {
            if !seen.insert(name) {
                return Err(format!(
                    "{at}: `{name}` is both a parameter and a resource: logical ids are one set of names"
                ));
            }
            if name.starts_with("Fn::ForEach") {
                return Err(format!(
                    "{at}: `{name}`: Fn::ForEach has no Strata form: it belongs to the AWS::LanguageExtensions transform, which the CloudFormation service expands"
                ));
            }
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
                return Err(format!(
                    "{at}: `{name}` cannot be a logical id: use letters and digits only"
                ));
            }
        }
        Ok(())
    }

    fn run(mut self) -> Res<()> {
        // Everything is checked before anything is declared: refusals, conditions.
        let mut wanted = vec![];
        for (name, body, at) in &self.resources {
            let r = forms::resource(name, body, *at, self.forms.as_ref())?;
            if let Some(c) = &r.condition
                && !self.condition(c, *at)?
            {
                self.skipped.insert(name.clone(), c.clone());
                continue;
            }
            wanted.push((name.clone(), *body, *at, r));
        }
        let order = self.order(&wanted)?;
        for i in order {
            let (name, body, at, r) = &wanted[i];
            self.declare(name, body, *at, r)?;
        }
        for (name, (ty, id)) in &self.adopt {
            if !self.declared.contains_key(name) {
                strata_sdk::log(&format!(
                    "the CloudFormation stack's {ty} `{name}` ({id}) is not declared by this template{}: it is not imported, and stays CloudFormation's",
                    match self.skipped.get(name) {
                        Some(c) => format!(" (its condition `{c}` is false)"),
                        None => String::new(),
                    }
                ));
            }
        }
        if let Some(outputs) = self.outputs {
            let all = entries_with_pos(outputs, "Outputs")?;
            let ids: HashSet<String> = all.iter().map(|((n, _), _)| n.clone()).collect();
            let mut exported: HashMap<String, String> = HashMap::new();
            for ((name, at), o) in all {
                if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
                    return Err(format!(
                        "{at}: `{name}` cannot be an output's logical id: use letters and digits only"
                    ));
                }
                if let Some(e) = self.output(&name, at, o)? {
                    if ids.contains(&e) && e != name {
                        return Err(format!(
                            "{at}: output `{name}` exports the name `{e}`, which is another output's: an export name and the outputs' logical ids are one set of names here"
                        ));
                    }
                    if let Some(first) = exported.insert(e.clone(), name.clone()) {
                        return Err(format!(
                            "{at}: output `{name}` exports `{e}`, which output `{first}` exports too: an export name is exported once"
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// The order to declare `wanted` in: each after what its properties read and what it
    /// depends on.
    fn order(&self, wanted: &[(String, &'a Node, Pos, forms::Shape)]) -> Res<Vec<usize>> {
        let index: HashMap<&str, usize> = wanted
            .iter()
            .enumerate()
            .map(|(i, w)| (w.0.as_str(), i))
            .collect();
        let mut deps: Vec<Vec<(usize, Pos)>> = vec![];
        for (name, body, _, shape) in wanted {
            let mut found = vec![];
            if let Some(p) = body.get("Properties") {
                intrinsics::names_in(p, &mut found)?;
            }
            let mut mine = vec![];
            for (n, pos) in found {
                if let Some(i) = index.get(n.as_str()) {
                    mine.push((*i, pos));
                }
            }
            for (d, pos) in &shape.depends_on {
                match index.get(d.as_str()) {
                    Some(i) => mine.push((*i, *pos)),
                    None if self.skipped.contains_key(d) => {
                        return Err(format!(
                            "{pos}: resource `{name}` depends on `{d}`, which is not created (its condition `{}` is false)",
                            self.skipped[d]
                        ));
                    }
                    None => {
                        return Err(format!(
                            "{pos}: resource `{name}`: DependsOn names `{d}`, which is not a resource of the template{}",
                            meant(self.resources.iter().map(|r| r.0.as_str()), d)
                        ));
                    }
                }
            }
            deps.push(mine);
        }
        let mut state = vec![0u8; wanted.len()];
        let mut done = vec![];
        fn visit(
            i: usize,
            deps: &[Vec<(usize, Pos)>],
            state: &mut [u8],
            path: &mut Vec<usize>,
            done: &mut Vec<usize>,
            names: &dyn Fn(usize) -> String,
        ) -> Res<()> {
            match state[i] {
                2 => return Ok(()),
                1 => {
                    let from = path.iter().position(|p| *p == i).unwrap_or(0);
                    let cycle: Vec<String> =
                        path[from..].iter().chain([&i]).map(|j| names(*j)).collect();
                    return Err(format!(
                        "the resources depend on each other in a circle: {}",
                        cycle.join(" → ")
                    ));
                }
                _ => {}
            }
            state[i] = 1;
            path.push(i);
            for (d, _) in &deps[i] {
                visit(*d, deps, state, path, done, names)?;
            }
            path.pop();
            state[i] = 2;
            done.push(i);
            Ok(())
        }
        let names = |i: usize| wanted[i].0.clone();
        for i in 0..wanted.len() {
            visit(i, &deps, &mut state, &mut vec![], &mut done, &names)?;
        }
        Ok(done)
    }

    fn declare(&mut self, name: &str, body: &Node, at: Pos, shape: &forms::Shape) -> Res<()> {
        let what = format!("resource `{name}`");
        let mut props = match body.get("Properties") {
            Some(p) => match self.eval(p, &what)? {
                Some(Value::Object(o)) => o,
                None | Some(Value::Null) => Map::new(),
                Some(_) => return Err(format!("{}: {what}: `Properties` is a mapping", p.pos)),
            },
            None => Map::new(),
        };
        shape.complete(&mut props, &format!("{at}: {what}"))?;
        let mut options = Options::default();
        for (d, _) in &shape.depends_on {
            let r = self
                .declared
                .get(d)
                .ok_or_else(|| format!("{at}: {what}: `{d}` is not declared yet (a bug)"))?;
            options = options.depends_on(r);
        }
        options = shape.options(options);
        if let Some((ty, id)) = self.adopt.get(name) {
            if *ty != shape.cfn {
                return Err(format!(
                    "{at}: {what}: the CloudFormation stack's `{name}` is a {ty}, and the template declares a {}: import from the stack that runs this template",
                    shape.cfn
                ));
            }
            options = options.import(id);
        }
        let declared_as = shape.strata_name.as_deref().unwrap_or(name);
        let r = Resource::new(&shape.ty, declared_as, &Value::Object(props), options)
            .map_err(|e| format!("{at}: {what}: {e}"))?;
        self.declared.insert(name.to_string(), r);
        self.types.insert(name.to_string(), shape.form.clone());
        Ok(())
    }

    /// Declare output `name`; its export name, if it is exported.
    fn output(&self, name: &str, at: Pos, o: &Node) -> Res<Option<String>> {
        let what = format!("output `{name}`");
        let mut value = None;
        let mut export_name = None;
        for (k, v) in o.map(&what)? {
            match k.str().unwrap_or_default() {
                "Value" => value = Some(v),
                "Description" => {}
                "Condition" => {
                    let c = v.str().ok_or_else(|| {
                        format!("{}: {what}: `Condition` names a condition", v.pos)
                    })?;
                    if !self.condition(c, v.pos)? {
                        return Ok(None);
                    }
                }
                "Export" => {
                    let n = v
                        .get("Name")
                        .ok_or_else(|| format!("{}: {what}: `Export` needs `Name`", v.pos))?;
                    match self.eval(n, &what)? {
                        Some(Value::String(s))
                            if !s.is_empty()
                                && s.chars()
                                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == ':') =>
                        {
                            export_name = Some(s)
                        }
                        Some(Value::String(s)) => {
                            return Err(format!(
                                "{}: {what}: `{s}` cannot be an export name: use letters, digits, `-` and `:`",
                                n.pos
                            ));
                        }
                        _ => {
                            return Err(format!(
                                "{}: {what}: an export's name must be known before anything is deployed (parameters, pseudo parameters, mappings), not read from a resource",
                                n.pos
                            ));
                        }
                    }
                }
                other => {
                    return Err(format!(
                        "{}: {what}: `{other}` is not a key of an output{}",
                        k.pos,
                        meant(["Value", "Description", "Condition", "Export"], other)
                    ));
                }
            }
        }
        let node = value.ok_or_else(|| format!("{at}: {what} has no `Value`"))?;
        let v = self.eval(node, &what)?.ok_or_else(|| {
            format!(
                "{}: {what}: its value is AWS::NoValue: an output has a value",
                node.pos
            )
        })?;
        let out = Output::<Value>::known(v);
        export(name, &out);
        if let Some(e) = &export_name
            && e != name
        {
            export(e, &out);
        }
        Ok(export_name)
    }

    /// The value of condition `name`.
    fn condition(&self, name: &str, at: Pos) -> Res<bool> {
        if let Some(v) = self.condition_values.borrow().get(name) {
            return v.ok_or_else(|| format!("{at}: condition `{name}` depends on itself"));
        }
        let node = self.conditions.get(name).ok_or_else(|| {
            format!(
                "{at}: `{name}` is not a condition of the template{}",
                meant(self.conditions.keys().map(String::as_str), name)
            )
        })?;
        self.condition_values
            .borrow_mut()
            .insert(name.to_string(), None);
        let v = intrinsics::truth(self, node, &format!("condition `{name}`"))?;
        self.condition_values
            .borrow_mut()
            .insert(name.to_string(), Some(v));
        Ok(v)
    }

    /// A node's value.
    pub(crate) fn eval(&self, node: &Node, what: &str) -> Res<Val> {
        intrinsics::eval(self, node, what)
    }

    /// `Ref NAME`.
    pub(crate) fn reference(&self, name: &str, at: Pos, what: &str) -> Res<Val> {
        if let Some(v) = self.params.get(name) {
            return Ok(Some(v.clone()));
        }
        if let Some(r) = self.declared.get(name) {
            let output = match (&self.forms, self.types.get(name)) {
                (None, _) => "id",
                (
                    Some(_),
                    Some(forms::Form {
                        reference: Some(o), ..
                    }),
                ) => o.as_str(),
                _ => {
                    let ty = self.types.get(name).map(|f| f.ty.as_str()).unwrap_or("?");
                    return Err(format!(
                        "{at}: {what}: Ref `{name}`: {ty}'s provider says no output is what Ref returns: read an attribute with Fn::GetAtt"
                    ));
                }
            };
            return Ok(Some(to_json(&r.output::<Value>(output))));
        }
        if name.starts_with("AWS::") {
            return self
                .pseudo(name, at, what)
                .map(|v| v.map(Some).unwrap_or(None));
        }
        Err(self.not_found(name, at, what, "Ref"))
    }

    fn pseudo(&self, name: &str, at: Pos, what: &str) -> Res<Option<Value>> {
        let region = &self.pseudo.region;
        Ok(Some(match name {
            "AWS::NoValue" => return Ok(None),
            "AWS::Region" => json!(region),
            "AWS::Partition" => json!(self.pseudo.partition()),
            "AWS::URLSuffix" => json!(partition_of(region).1),
            "AWS::StackName" => json!(self.pseudo.stack_name),
            "AWS::NotificationARNs" => json!([]),
            "AWS::AccountId" => self.account()?,
            "AWS::StackId" => to_json(&strata_sdk::concat(vec![
                json!(format!(
                    "arn:{}:cloudformation:{region}:",
                    self.pseudo.partition()
                )),
                self.account()?,
                json!(format!(
                    ":stack/{}/strata-{}",
                    self.pseudo.stack_name,
                    strata_sdk::stack()
                )),
            ])),
            _ => {
                return Err(format!(
                    "{at}: {what}: `{name}` is not a pseudo parameter{}",
                    meant(PSEUDO.iter().copied(), name)
                ));
            }
        }))
    }

    /// `AWS::AccountId`: what the AWS provider's credentials say.
    fn account(&self) -> Res<Value> {
        if let Some(v) = self.pseudo.account.borrow().as_ref() {
            return Ok(v.clone());
        }
        let o: Output<Value> =
            strata_sdk::invoke("aws:getCallerIdentity", &json!({})).map_err(|e| e.to_string())?;
        let v = with_property(&to_json(&o), "AccountId");
        *self.pseudo.account.borrow_mut() = Some(v.clone());
        Ok(v)
    }

    /// `Fn::GetAZs REGION`: the provider's answer, a list.
    pub(crate) fn azs(&self, region: &str) -> Res<Value> {
        let region = if region.is_empty() {
            self.pseudo.region.clone()
        } else {
            region.to_string()
        };
        if let Some(v) = self.azs.borrow().get(&region) {
            return Ok(v.clone());
        }
        let args = if region == self.pseudo.region {
            json!({})
        } else {
            json!({"Region": region})
        };
        let o: Output<Value> =
            strata_sdk::invoke("aws:getAvailabilityZones", &args).map_err(|e| e.to_string())?;
        let v = with_property(&to_json(&o), "Names");
        self.azs.borrow_mut().insert(region, v.clone());
        Ok(v)
    }

    /// `Fn::GetAtt [NAME, ATTRIBUTE]`.
    pub(crate) fn attribute(&self, name: &str, attr: &str, at: Pos, what: &str) -> Res<Value> {
        let Some(r) = self.declared.get(name) else {
            return Err(self.not_found(name, at, what, "Fn::GetAtt"));
        };
        let mut path = attr.split('.');
        let first = path.next().unwrap_or_default();
        let rest: Vec<&str> = path.collect();
        let v = to_json(&r.output::<Value>(first));
        Ok(marker::deeper(&v, &rest).unwrap_or(v))
    }

    fn not_found(&self, name: &str, at: Pos, what: &str, f: &str) -> String {
        if let Some(c) = self.skipped.get(name) {
            return format!(
                "{at}: {what}: {f} `{name}`: the resource is not created, as its condition `{c}` is false (guard this with `Fn::If` on `{c}`)"
            );
        }
        if self.resources.iter().any(|r| r.0 == name) {
            return format!(
                "{at}: {what}: {f} `{name}` reads a resource, and what decides a condition must be known before anything is deployed (parameters, pseudo parameters, mappings)"
            );
        }
        let names = self
            .params
            .keys()
            .map(String::as_str)
            .chain(self.resources.iter().map(|r| r.0.as_str()))
            .chain(if f == "Ref" { PSEUDO } else { &[] }.iter().copied());
        format!(
            "{at}: {what}: {f} `{name}` names no parameter or resource of the template{}",
            meant(names, name)
        )
    }

    /// `Fn::FindInMap [MAP, KEY, KEY]`.
    pub(crate) fn find_in_map(&self, keys: [&str; 3], at: Pos, what: &str) -> Res<Value> {
        let [map, top, second] = keys;
        let m = self.mappings.get(map).ok_or_else(|| {
            format!(
                "{at}: {what}: Fn::FindInMap: `{map}` is not a mapping of the template{}",
                meant(self.mappings.keys().map(String::as_str), map)
            )
        })?;
        let level = m.get(top).ok_or_else(|| {
            format!(
                "{at}: {what}: Fn::FindInMap: mapping `{map}` has no key `{top}`{}",
                meant(keys_of(m), top)
            )
        })?;
        let v = level.get(second).ok_or_else(|| {
            format!(
                "{at}: {what}: Fn::FindInMap: `{map}.{top}` has no key `{second}`{}",
                meant(keys_of(level), second)
            )
        })?;
        Ok(self.eval(v, what)?.unwrap_or(Value::Null))
    }

    /// `Fn::ImportValue NAME`: the output of the stack `[program] imports` names for it.
    pub(crate) fn import(&self, name: &str, at: Pos, what: &str) -> Res<Value> {
        let Some(stack) = self.imports.get(name) else {
            return Err(format!(
                "{at}: {what}: Fn::ImportValue `{name}`: no stack is named for this export: add `imports = {{ \"{name}\" = \"PROJECT/STACK\" }}` under [program] in Strata.toml (and grant the stack in allow-stacks if it is another project's)"
            ));
        };
        let mut refs = self.references.borrow_mut();
        let r = match refs.get(stack) {
            Some(r) => r.clone(),
            None => {
                let ref_name = format!("imports-{}", stack.replace(['/', ':'], "-"));
                let r = StackReference::new(&ref_name, stack).map_err(|e| e.to_string())?;
                refs.insert(stack.clone(), r.clone());
                r
            }
        };
        Ok(to_json(&r.output::<Value>(name)))
    }
}

/// What `strata import --from cloudformation` found: `{logical id: [type, physical id]}`.
fn adopted() -> Res<BTreeMap<String, (String, String)>> {
    let Ok(text) = std::env::var("STRATA_CFN_ADOPT") else {
        return Ok(BTreeMap::new());
    };
    let v: BTreeMap<String, (String, String)> = serde_json::from_str(&text)
        .map_err(|e| format!("STRATA_CFN_ADOPT is not what strata import writes: {e}"))?;
    Ok(v)
}

/// `v`, a reference to a whole result, made a reference to its `property`.
fn with_property(v: &Value, property: &str) -> Value {
    let mut v = v.clone();
    if let Some(o) = v.as_object_mut() {
        o.insert("property".into(), json!(property));
    }
    v
}

pub(crate) fn to_json<T>(o: &Output<T>) -> Value {
    serde_json::to_value(o).unwrap_or(Value::Null)
}

fn keys_of(n: &Node) -> Vec<&str> {
    match &n.kind {
        Kind::Map(m) => m.iter().filter_map(|(k, _)| k.str()).collect(),
        _ => vec![],
    }
}

fn describe_transform(v: &Node) -> String {
    match &v.kind {
        Kind::Str(s) => s.clone(),
        Kind::Seq(items) => items
            .iter()
            .filter_map(|i| i.str())
            .collect::<Vec<_>>()
            .join(", "),
        _ => "a macro".into(),
    }
}

/// A section's entries by name.
fn entries<'n>(section: &'n Node, what: &str) -> Res<Vec<(String, &'n Node)>> {
    Ok(entries_with_pos(section, what)?
        .into_iter()
        .map(|((k, _), v)| (k, v))
        .collect())
}

fn entries_with_pos<'n>(section: &'n Node, what: &str) -> Res<Vec<((String, Pos), &'n Node)>> {
    section
        .map(what)?
        .iter()
        .map(|(k, v)| {
            let name = match &k.kind {
                Kind::Str(s) => s.clone(),
                Kind::Int(i) => i.to_string(),
                _ => return Err(format!("{}: {what}: a name must be a string", k.pos)),
            };
            Ok(((name, k.pos), v))
        })
        .collect()
}

/// The names a value's `Ref`, `Fn::GetAtt` and `Fn::Sub` read (for the order of declaration).
pub(crate) type Found = Vec<(String, Pos)>;

pub(crate) fn secret(v: Value) -> Value {
    if marker::is_secret(&v) {
        v
    } else {
        marker::secret(v)
    }
}
