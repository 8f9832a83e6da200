//! The YAML program: runs the project's `Strata.yaml`, so that a project needs no toolchain at
//! all. Shipped inside the `strata` binary and chosen by `runtime = "yaml"` in Strata.toml; it
//! sees only the project's directory, read-only, at `/project`.
//!
//! ```yaml
//! config:
//!   greeting: {default: Hello}          # type: string (default), integer, number, boolean
//! variables:
//!   who: ${pet.result}
//! resources:
//!   pet:
//!     type: random:Pet
//!     properties: {length: 2}
//!   greeting:
//!     type: local:File
//!     properties:
//!       path: out/greeting.txt
//!       content: "${greeting}, ${who}!\n"
//!     options: {dependsOn: [pet], protect: false, replacementTrigger: "${pet.id}"}
//! outputs:
//!   pet: ${pet.result}
//! ```
//!
//! `${name}` is a config value or a variable, `${name.output}` a resource's output (then
//! `.field` or `[0]` further in); a string that is one `${…}` is that value as it is, one with
//! text around is a string (made when its values are known); `$${` is a literal `${`.
//! Functions: `fn::invoke` (a provider function: `function`, `arguments`, optional `return`),
//! `fn::secret`, `fn::readFile` (a file of the project), `fn::toJSON`. Variables and resources
//! may be written in any order: they are evaluated in the order their references need. Every
//! error names the file, line and column, and the resource or variable.

mod distance;
mod tree;

use distance::nearest;
use serde_json::{Map, Value, json};
use std::collections::{BTreeMap, HashMap};
use strata_sdk::{Options, Output, Program, Resource, Result, config, export, marker};
use tree::{Kind, Node, Pos};

pub(crate) const FILE: &str = "Strata.yaml";

/// The file positions name (`tree::Pos`).
pub(crate) fn file_name() -> &'static str {
    FILE
}
/// Where the project's directory is (read-only) inside the component.
const PROJECT: &str = "/project";

const TOP: &[&str] = &[
    "name",
    "description",
    "runtime",
    "config",
    "variables",
    "resources",
    "outputs",
];
/// The functions a value can call.
const FUNCTIONS: &[&str] = &["fn::invoke", "fn::secret", "fn::readFile", "fn::toJSON"];

/// After "`WORD` is not …": the name meant (": did you mean `protect`?"), by the engine's rule
/// (case ignored, within max(2, length / 4) edits, the nearest), or those there are.
fn meant(names: &[&str], word: &str, listing: &str) -> String {
    match nearest(names, word) {
        Some(n) => format!(": did you mean `{n}`?"),
        None => format!(" ({listing}: {})", names.join(", ")),
    }
}

const OPTIONS: &[&str] = &[
    "dependsOn",
    "parent",
    "deletedWith",
    "protect",
    "deleteBeforeReplace",
    "retainOnDelete",
    "ignoreChanges",
    "replaceOnChanges",
    "additionalSecretOutputs",
    "import",
    "aliases",
    "provider",
    "customTimeouts",
    "replacementTrigger",
    "replaceWith",
];

struct Yaml;

impl Program for Yaml {
    fn run() -> Result<()> {
        let path = format!("{PROJECT}/{FILE}");
        let text = std::fs::read_to_string(&path).map_err(|e| {
            format!("{FILE}: cannot read it in the project's directory ({e}): a `runtime = \"yaml\"` project keeps its program there")
        })?;
        let root = tree::parse(&text)?;
        Doc::load(&root)?.run()?;
        Ok(())
    }
}

strata_sdk::export_program!(Yaml);

/// What a name stands for.
enum Entry<'a> {
    Config,
    Variable(&'a Node),
    Resource(&'a Node),
}

struct Doc<'a> {
    /// Every name, with where it is declared.
    names: BTreeMap<String, (Entry<'a>, Pos)>,
    /// In the order they were written, for the order of evaluation's ties.
    order: Vec<String>,
    /// Config values and evaluated variables.
    values: HashMap<String, Value>,
    resources: HashMap<String, Resource>,
    outputs: Option<&'a Node>,
}

/// A `${…}` reference: the name and the path after it.
struct Ref {
    name: String,
    path: Vec<Step>,
}

#[derive(Clone)]
enum Step {
    Field(String),
    Index(usize),
}

/// A string's parts: text, or a reference.
enum Part {
    Text(String),
    Ref(Ref),
}

impl<'a> Doc<'a> {
    fn load(root: &'a Node) -> std::result::Result<Doc<'a>, String> {
        let top = root.map("the top level")?;
        let mut doc = Doc {
            names: BTreeMap::new(),
            order: vec![],
            values: HashMap::new(),
            resources: HashMap::new(),
            outputs: None,
        };
        for (k, v) in top {
            let key = k.str().unwrap_or_default();
            match key {
                "config" => doc.config(v)?,
                "variables" => {
                    for (name, body) in v.map("variables")? {
                        doc.declare(name, Entry::Variable(body))?;
                    }
                }
                "resources" => {
                    for (name, body) in v.map("resources")? {
                        doc.declare(name, Entry::Resource(body))?;
                    }
                }
                "outputs" => doc.outputs = Some(v),
                "name" | "description" | "runtime" => {}
                _ => {
                    return Err(format!(
                        "{}: `{key}` is not a section of {FILE}{}",
                        k.pos,
                        meant(TOP, key, "it has")
                    ));
                }
            }
        }
        Ok(doc)
    }

    fn declare(&mut self, name: &'a Node, entry: Entry<'a>) -> std::result::Result<(), String> {
        let n = name
            .str()
            .ok_or_else(|| format!("{}: a name must be a string", name.pos))?;
        if n.is_empty()
            || !n
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_".contains(c))
        {
            return Err(format!(
                "{}: `{n}` cannot be a name here: use letters, digits, `-` and `_`",
                name.pos
            ));
        }
        if let Some((_, at)) = self.names.get(n) {
            return Err(format!(
                "{}: `{n}` is declared twice (first at line {}): config, variables and resources share one set of names",
                name.pos, at.line
            ));
        }
        self.names.insert(n.to_string(), (entry, name.pos));
        self.order.push(n.to_string());
        Ok(())
    }

    /// `config:` entries: each a stack configuration value (`strata config set`), typed, with
    /// an optional default.
    fn config(&mut self, section: &'a Node) -> std::result::Result<(), String> {
        for (key, decl) in section.map("config")? {
            self.declare(key, Entry::Config)?;
            let name = key.str().unwrap_or_default().to_string();
            let ty = decl.get("type").and_then(Node::str).unwrap_or("string");
            if let Some((k, _)) = decl
                .map(&format!("config `{name}`"))?
                .iter()
                .find(|(k, _)| {
                    !matches!(k.str(), Some("type" | "default" | "secret" | "description"))
                })
            {
                return Err(format!(
                    "{}: config `{name}`: `{}` is not one of type, default, secret, description",
                    k.pos,
                    k.str().unwrap_or("?")
                ));
            }
            let secret = matches!(decl.get("secret").map(|n| &n.kind), Some(Kind::Bool(true)));
            let value = match config::output(&name) {
                Some(o) => {
                    let raw = serde_json::to_value(o).map_err(|e| e.to_string())?;
                    typed(&raw, ty).map_err(|e| format!("{}: config `{name}`: {e}", key.pos))?
                }
                None => match decl.get("default") {
                    Some(d) => scalar(d)?,
                    None => {
                        let flag = if secret { "--secret " } else { "" };
                        return Err(format!(
                            "{}: config `{name}` is not set and has no default: set it with `strata config set {flag}{name} VALUE`",
                            key.pos
                        ));
                    }
                },
            };
            let value = if secret && !marker::is_secret(&value) {
                marker::secret(value)
            } else {
                value
            };
            self.values.insert(name, value);
        }
        Ok(())
    }

    fn run(mut self) -> std::result::Result<(), String> {
        for name in self.evaluation_order()? {
            match &self.names[&name].0 {
                Entry::Config => {}
                Entry::Variable(body) => {
                    let v = self.eval(body, &format!("variable `{name}`"))?;
                    self.values.insert(name, v);
                }
                Entry::Resource(body) => {
                    let at = self.names[&name].1;
                    self.resource(&name, body, at)?
                }
            }
        }
        if let Some(outputs) = self.outputs {
            for (k, v) in outputs.map("outputs")? {
                let name = k
                    .str()
                    .ok_or_else(|| format!("{}: an output's name must be a string", k.pos))?;
                let value = self.eval(v, &format!("output `{name}`"))?;
                export(name, &Output::known(value));
            }
        }
        Ok(())
    }

    /// Variables and resources, each after what it refers to; a cycle is an error.
    fn evaluation_order(&self) -> std::result::Result<Vec<String>, String> {
        let mut deps: HashMap<&str, Vec<(String, Pos)>> = HashMap::new();
        for (name, (entry, _)) in &self.names {
            let mut found = vec![];
            match entry {
                Entry::Config => {}
                Entry::Variable(n) => refs_in(n, &mut found)?,
                Entry::Resource(n) => {
                    refs_in(n, &mut found)?;
                    if let Some(o) = n.get("options") {
                        for key in ["dependsOn", "parent", "deletedWith", "replaceWith"] {
                            for r in o.get(key).map(names_in).unwrap_or_default() {
                                found.push(r);
                            }
                        }
                    }
                }
            }
            for (r, at) in &found {
                if !self.names.contains_key(r) {
                    return Err(format!(
                        "{at}: `{r}` names nothing declared in {FILE} (it declares: {})",
                        self.names.keys().cloned().collect::<Vec<_>>().join(", ")
                    ));
                }
            }
            deps.insert(name, found);
        }
        let mut done: Vec<String> = vec![];
        let mut state: HashMap<&str, u8> = HashMap::new();
        fn visit<'n>(
            name: &'n str,
            deps: &'n HashMap<&str, Vec<(String, Pos)>>,
            state: &mut HashMap<&'n str, u8>,
            path: &mut Vec<&'n str>,
            done: &mut Vec<String>,
            at: Pos,
        ) -> std::result::Result<(), String> {
            match state.get(name) {
                Some(2) => return Ok(()),
                Some(1) => {
                    path.push(name);
                    let from = path.iter().position(|p| *p == name).unwrap_or(0);
                    return Err(format!(
                        "{at}: `{name}` depends on itself: {}",
                        path[from..].join(" → ")
                    ));
                }
                _ => {}
            }
            state.insert(name, 1);
            path.push(name);
            for (d, at) in deps.get(name).into_iter().flatten() {
                visit(d, deps, state, path, done, *at)?;
            }
            path.pop();
            state.insert(name, 2);
            done.push(name.to_string());
            Ok(())
        }
        for name in &self.order {
            let at = self.names[name].1;
            visit(name, &deps, &mut state, &mut vec![], &mut done, at)?;
        }
        Ok(done)
    }

    /// Declare resource `name` (declared at `at`).
    fn resource(&mut self, name: &str, body: &Node, at: Pos) -> std::result::Result<(), String> {
        let what = format!("resource `{name}`");
        let mut ty = None;
        let mut properties = Value::Object(Map::new());
        let mut options = Options::default();
        for (k, v) in body.map(&what)? {
            match k.str().unwrap_or_default() {
                "type" => {
                    ty = Some(v.str().filter(|t| t.contains(':')).ok_or_else(|| {
                        format!(
                            "{}: {what}: `type` is a resource type such as `random:RandomPet`",
                            v.pos
                        )
                    })?)
                }
                "properties" => {
                    properties = self.eval(v, &what)?;
                    if !properties.is_object() {
                        return Err(format!("{}: {what}: `properties` must be a mapping", v.pos));
                    }
                }
                "options" => options = self.options(v, &what, body)?,
                other => {
                    return Err(format!(
                        "{}: {what}: `{other}` is not a key of a resource{}",
                        k.pos,
                        meant(&["type", "properties", "options"], other, "they are")
                    ));
                }
            }
        }
        let ty = ty.ok_or_else(|| format!("{at}: {what} has no `type`"))?;
        let r = Resource::new(ty, name, &properties, options)
            .map_err(|e| format!("{at}: {what}: {e}"))?;
        self.resources.insert(name.to_string(), r);
        Ok(())
    }

    fn options(
        &self,
        node: &Node,
        what: &str,
        body: &Node,
    ) -> std::result::Result<Options, String> {
        let mut o = Options::default();
        let bool_of = |v: &Node, key: &str| match v.kind {
            Kind::Bool(b) => Ok(b),
            _ => Err(format!("{}: {what}: `{key}` is true or false", v.pos)),
        };
        let strings = |v: &Node, key: &str| -> std::result::Result<Vec<String>, String> {
            match &v.kind {
                Kind::Seq(items) => items
                    .iter()
                    .map(|i| {
                        i.str().map(str::to_string).ok_or_else(|| {
                            format!("{}: {what}: `{key}` is a list of strings", i.pos)
                        })
                    })
                    .collect(),
                Kind::Str(s) => Ok(vec![s.clone()]),
                _ => Err(format!("{}: {what}: `{key}` is a list of strings", v.pos)),
            }
        };
        let resource = |n: &str, at: Pos| -> std::result::Result<&Resource, String> {
            self.resources
                .get(n)
                .ok_or_else(|| format!("{at}: {what}: `{n}` is not a resource"))
        };
        for (k, v) in node.map(&format!("{what}: options"))? {
            let key = k.str().unwrap_or_default();
            o = match key {
                "dependsOn" => {
                    for n in strings(v, key)? {
                        o = o.depends_on(resource(&n, v.pos)?);
                    }
                    o
                }
                "parent" => o.parent(resource(&strings(v, key)?.concat(), v.pos)?),
                "deletedWith" => o.deleted_with(resource(&strings(v, key)?.concat(), v.pos)?),
                "replaceWith" => {
                    for n in strings(v, key)? {
                        o = o.replace_with(resource(&n, v.pos)?);
                    }
                    o
                }
                "replacementTrigger" => {
                    o.replacement_trigger(&self.eval(v, &format!("{what}: replacementTrigger"))?)
                }
                "protect" => o.protect(bool_of(v, key)?),
                "deleteBeforeReplace" => o.delete_before_replace(bool_of(v, key)?),
                "retainOnDelete" => o.retain_on_delete(bool_of(v, key)?),
                "ignoreChanges" => o.ignore_changes(&refs(&strings(v, key)?)),
                "replaceOnChanges" => o.replace_on_changes(&refs(&strings(v, key)?)),
                "additionalSecretOutputs" => o.additional_secret_outputs(&refs(&strings(v, key)?)),
                "import" => o.import(&strings(v, key)?.concat()),
                "aliases" => {
                    let ty = body.get("type").and_then(Node::str).unwrap_or_default();
                    for old in strings(v, key)? {
                        o = o.alias_name(ty, &old);
                    }
                    o
                }
                "provider" => o.provider(&strings(v, key)?.concat()),
                "customTimeouts" => {
                    let mut t = [None, None, None];
                    for (tk, tv) in v.map(&format!("{what}: customTimeouts"))? {
                        let slot = match tk.str() {
                            Some("create") => 0,
                            Some("update") => 1,
                            Some("delete") => 2,
                            other => {
                                return Err(format!(
                                    "{}: {what}: customTimeouts: `{}` is not a timeout{}",
                                    tk.pos,
                                    other.unwrap_or_default(),
                                    meant(
                                        &["create", "update", "delete"],
                                        other.unwrap_or_default(),
                                        "they are"
                                    )
                                ));
                            }
                        };
                        t[slot] =
                            Some(duration(tv).map_err(|e| format!("{}: {what}: {e}", tv.pos))?);
                    }
                    o.timeouts(t[0], t[1], t[2])
                }
                _ => {
                    return Err(format!(
                        "{}: {what}: `{key}` is not an option{}",
                        k.pos,
                        meant(OPTIONS, key, "they are")
                    ));
                }
            };
        }
        Ok(o)
    }

    /// A node's value: JSON, with references to outputs where it names them.
    fn eval(&self, node: &Node, what: &str) -> std::result::Result<Value, String> {
        Ok(match &node.kind {
            Kind::Str(s) => self.template(s, node.pos, what)?,
            Kind::Seq(items) => Value::Array(
                items
                    .iter()
                    .map(|i| self.eval(i, what))
                    .collect::<std::result::Result<_, _>>()?,
            ),
            Kind::Map(entries) => {
                // A key that reads as a function (`fn::secret`, and `Fn::Secret` or `fn:secret`
                // meant as one) makes its map a call: alone, and spelt right. Taken as data, a
                // secret beside another key was written out, and kept, in plaintext.
                for (k, v) in entries {
                    let Some(key) = k
                        .str()
                        .filter(|k| k.get(..3).is_some_and(|p| p.eq_ignore_ascii_case("fn:")))
                    else {
                        continue;
                    };
                    if let Some((other, _)) = entries.iter().find(|(o, _)| o.pos != k.pos) {
                        return Err(format!(
                            "{}: {what}: `{key}` must be the only key of its mapping, and `{}` is beside it: move it out",
                            k.pos,
                            other.str().unwrap_or("a key")
                        ));
                    }
                    return match key.strip_prefix("fn::") {
                        Some(f) => self.function(f, v, k.pos, what),
                        None => Err(format!(
                            "{}: {what}: `{key}` is not a function{}",
                            k.pos,
                            meant(FUNCTIONS, key, "there are")
                        )),
                    };
                }
                let mut out = Map::new();
                for (k, v) in entries {
                    let key = match &k.kind {
                        Kind::Str(s) => s.clone(),
                        Kind::Int(i) => i.to_string(),
                        Kind::Bool(b) => b.to_string(),
                        _ => return Err(format!("{}: {what}: a key must be a string", k.pos)),
                    };
                    out.insert(key, self.eval(v, what)?);
                }
                Value::Object(out)
            }
            _ => scalar(node)?,
        })
    }

    fn function(
        &self,
        f: &str,
        arg: &Node,
        at: Pos,
        what: &str,
    ) -> std::result::Result<Value, String> {
        match f {
            "invoke" => {
                let function = arg
                    .get("function")
                    .and_then(Node::str)
                    .ok_or_else(|| format!("{at}: {what}: fn::invoke needs `function` (a provider function, such as `aws:getAvailabilityZones`)"))?;
                let args = match arg.get("arguments") {
                    Some(a) => self.eval(a, what)?,
                    None => json!({}),
                };
                let result = strata_sdk::invoke::<Value>(function, &args)
                    .map_err(|e| format!("{at}: {what}: {e}"))?;
                let result = serde_json::to_value(result).map_err(|e| e.to_string())?;
                match arg.get("return").and_then(Node::str) {
                    Some(field) => Ok(pick(result, vec![Step::Field(field.into())], at, what)?),
                    None => Ok(result),
                }
            }
            "secret" => {
                let v = self.eval(arg, what)?;
                if marker::any(&v) {
                    return Err(format!(
                        "{at}: {what}: fn::secret takes a value known now; to keep a resource's output secret, list it in that resource's `additionalSecretOutputs`"
                    ));
                }
                Ok(marker::secret(v))
            }
            "readFile" => {
                let path = arg.str().ok_or_else(|| {
                    format!("{at}: {what}: fn::readFile takes a path in the project")
                })?;
                std::fs::read_to_string(format!("{PROJECT}/{path}"))
                    .map(Value::String)
                    .map_err(|e| {
                        format!(
                            "{}: {what}: cannot read `{path}` in the project's directory: {e}",
                            arg.pos
                        )
                    })
            }
            "toJSON" => {
                let v = self.eval(arg, what)?;
                // Known now, secrets too (a secret config value): the text now, kept secret.
                if let Some((plain, secret)) = marker::known_now(&v) {
                    let text = Value::String(plain.to_string());
                    return Ok(if secret { marker::secret(text) } else { text });
                }
                if marker::any(&v) {
                    let o: Output<Value> = Output::known(v);
                    serde_json::to_value(o.apply(|v: Value| v.to_string()))
                        .map_err(|e| e.to_string())
                } else {
                    Ok(Value::String(v.to_string()))
                }
            }
            _ => Err(format!(
                "{at}: {what}: `fn::{f}` is not a function{}",
                meant(FUNCTIONS, &format!("fn::{f}"), "there are")
            )),
        }
    }

    /// A string: as it is, the one value it names, or the text it makes of what it names.
    fn template(&self, s: &str, at: Pos, what: &str) -> std::result::Result<Value, String> {
        let parts = parse_template(s, at)?;
        if let [Part::Ref(r)] = parts.as_slice() {
            return self.lookup(r, at, what);
        }
        // The engine joins the parts (no callback): `strata compile` can translate it.
        let mut values = vec![];
        for p in &parts {
            values.push(match p {
                Part::Text(t) => Value::String(t.clone()),
                Part::Ref(r) => self.lookup(r, at, what)?,
            });
        }
        serde_json::to_value(strata_sdk::concat(values)).map_err(|e| e.to_string())
    }

    fn lookup(&self, r: &Ref, at: Pos, what: &str) -> std::result::Result<Value, String> {
        let name = &r.name;
        if let Some(res) = self.resources.get(name) {
            let mut path = r.path.clone();
            let Some(Step::Field(first)) = (!path.is_empty()).then(|| path.remove(0)) else {
                return Err(format!(
                    "{at}: {what}: `${{{name}}}` is a resource: name one of its outputs, as `${{{name}.id}}`"
                ));
            };
            let v = serde_json::to_value(res.output::<Value>(&first)).map_err(|e| e.to_string())?;
            return pick(v, path, at, what);
        }
        match self.values.get(name) {
            Some(v) => pick(v.clone(), r.path.clone(), at, what),
            None => Err(format!(
                "{at}: {what}: `{name}` is not known yet (a bug: it was ordered before what it reads)"
            )),
        }
    }
}

/// Where `path` leads inside `v`: now when `v` is known, else once it is (an apply).
fn pick(v: Value, path: Vec<Step>, at: Pos, what: &str) -> std::result::Result<Value, String> {
    if path.is_empty() {
        return Ok(v);
    }
    let walk = |mut v: Value, path: &[Step]| -> std::result::Result<Value, String> {
        for s in path {
            v = match (s, v) {
                (Step::Field(f), Value::Object(mut o)) => o.remove(f).ok_or_else(|| {
                    format!(
                        "it has no field `{f}` (it has: {})",
                        o.keys().cloned().collect::<Vec<_>>().join(", ")
                    )
                })?,
                (Step::Index(i), Value::Array(mut a)) if *i < a.len() => a.swap_remove(*i),
                (Step::Index(i), _) => return Err(format!("it has no item [{i}]")),
                (Step::Field(f), other) => {
                    return Err(format!("`{f}` cannot be read from {}", kind_of(&other)));
                }
            };
        }
        Ok(v)
    };
    if !marker::any(&v) {
        return walk(v, &path).map_err(|e| format!("{at}: {what}: {e}"));
    }
    // A field of an output: the engine reads it (no callback).
    let names: Option<Vec<&str>> = path
        .iter()
        .map(|s| match s {
            Step::Field(f) => Some(f.as_str()),
            Step::Index(_) => None,
        })
        .collect();
    if let Some(deeper) = names.and_then(|n| marker::deeper(&v, &n)) {
        return Ok(deeper);
    }
    let o: Output<Value> = Output::known(v);
    let where_ = format!("{at}: {what}");
    serde_json::to_value(o.apply(move |v: Value| match walk(v, &path) {
        Ok(v) => v,
        Err(e) => panic!("{where_}: {e}"),
    }))
    .map_err(|e| e.to_string())
}

fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "a mapping",
    }
}

/// Whether `v` holds a reference, an unknown or a secret: a value not plain now.
fn refs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

/// A scalar node as JSON.
fn scalar(node: &Node) -> std::result::Result<Value, String> {
    Ok(match &node.kind {
        Kind::Null => Value::Null,
        Kind::Bool(b) => json!(b),
        Kind::Int(i) => json!(i),
        Kind::Float(f) => json!(f),
        Kind::Str(s) => json!(s),
        _ => {
            return Err(format!(
                "{}: a single value is expected here, not {}",
                node.pos,
                node.describe()
            ));
        }
    })
}

/// A configuration value (a string, or the secret marker around one) as `ty` says.
fn typed(raw: &Value, ty: &str) -> std::result::Result<Value, String> {
    if let Some(inner) = raw.get("value").filter(|_| marker::is_secret(raw)) {
        return Ok(marker::secret(typed(inner, ty)?));
    }
    let s = raw
        .as_str()
        .map(str::to_string)
        .unwrap_or_else(|| raw.to_string());
    let bad = |what: &str| format!("`{s}` is not {what}");
    Ok(match ty {
        "string" => Value::String(s.clone()),
        "integer" => json!(s.parse::<i64>().map_err(|_| bad("an integer"))?),
        "number" => json!(s.parse::<f64>().map_err(|_| bad("a number"))?),
        "boolean" => json!(s.parse::<bool>().map_err(|_| bad("true or false"))?),
        other => {
            return Err(format!(
                "`{other}` is not a type (string, integer, number, boolean)"
            ));
        }
    })
}

/// `30s`, `5m`, `2h` or a number of seconds.
fn duration(node: &Node) -> std::result::Result<std::time::Duration, String> {
    let secs = match &node.kind {
        Kind::Int(i) if *i >= 0 => *i as u64,
        Kind::Str(s) => {
            let (n, unit) = s.split_at(s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len()));
            let n: u64 = n
                .parse()
                .map_err(|_| format!("`{s}` is not a duration such as 30s, 5m or 2h"))?;
            match unit {
                "" | "s" => n,
                "m" => n * 60,
                "h" => n * 3600,
                _ => return Err(format!("`{s}` is not a duration such as 30s, 5m or 2h")),
            }
        }
        _ => return Err("a duration is such as 30s, 5m or 2h".into()),
    };
    Ok(std::time::Duration::from_secs(secs))
}

/// The names a string's `${…}` references start with, everywhere in `node`.
fn refs_in(node: &Node, out: &mut Vec<(String, Pos)>) -> std::result::Result<(), String> {
    match &node.kind {
        Kind::Str(s) => {
            for p in parse_template(s, node.pos)? {
                if let Part::Ref(r) = p {
                    out.push((r.name, node.pos));
                }
            }
        }
        Kind::Seq(items) => items.iter().try_for_each(|i| refs_in(i, out))?,
        Kind::Map(entries) => entries.iter().try_for_each(|(_, v)| refs_in(v, out))?,
        _ => {}
    }
    Ok(())
}

/// The names in a list of names (or one name).
fn names_in(node: &Node) -> Vec<(String, Pos)> {
    match &node.kind {
        Kind::Str(s) => vec![(s.clone(), node.pos)],
        Kind::Seq(items) => items
            .iter()
            .filter_map(|i| i.str().map(|s| (s.to_string(), i.pos)))
            .collect(),
        _ => vec![],
    }
}

/// Split a string into text and `${name.path}` references (`$${` is a literal `${`).
fn parse_template(s: &str, at: Pos) -> std::result::Result<Vec<Part>, String> {
    let mut parts = vec![];
    let mut text = String::new();
    let mut rest = s;
    while let Some(i) = rest.find("${") {
        if rest[..i].ends_with('$') {
            text.push_str(&rest[..i - 1]);
            text.push_str("${");
            rest = &rest[i + 2..];
            continue;
        }
        text.push_str(&rest[..i]);
        let end = rest[i..]
            .find('}')
            .ok_or_else(|| format!("{at}: `${{` without its `}}` in \"{s}\""))?;
        let expr = rest[i + 2..i + end].trim();
        if !text.is_empty() {
            parts.push(Part::Text(std::mem::take(&mut text)));
        }
        parts.push(Part::Ref(
            parse_ref(expr).map_err(|e| format!("{at}: `${{{expr}}}`: {e}"))?,
        ));
        rest = &rest[i + end + 1..];
    }
    text.push_str(rest);
    if !text.is_empty() {
        parts.push(Part::Text(text));
    }
    Ok(parts)
}

/// `name`, `name.field`, `name.list[0]`, `name["odd key"]`.
fn parse_ref(expr: &str) -> std::result::Result<Ref, String> {
    let end = expr.find(['.', '[']).unwrap_or(expr.len());
    let name = &expr[..end];
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_".contains(c))
    {
        return Err("a reference is a name, then `.field` or `[index]` steps".into());
    }
    let mut path = vec![];
    let mut rest = &expr[end..];
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('.') {
            let end = r.find(['.', '[']).unwrap_or(r.len());
            if end == 0 {
                return Err("an empty field after `.`".into());
            }
            path.push(Step::Field(r[..end].to_string()));
            rest = &r[end..];
        } else if let Some(r) = rest.strip_prefix("[\"") {
            let end = r.find("\"]").ok_or("`[\"` without its `\"]`")?;
            path.push(Step::Field(r[..end].to_string()));
            rest = &r[end + 2..];
        } else if let Some(r) = rest.strip_prefix('[') {
            let end = r.find(']').ok_or("`[` without its `]`")?;
            let i = r[..end]
                .parse()
                .map_err(|_| format!("`[{}]` is not an index", &r[..end]))?;
            path.push(Step::Index(i));
            rest = &r[end + 1..];
        } else {
            return Err(format!("unexpected `{rest}`"));
        }
    }
    Ok(Ref {
        name: name.to_string(),
        path,
    })
}
