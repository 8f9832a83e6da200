//! `strata convert`: the template written as a program in another language, which declares
//! what running the template declares (the same resources, names, types and inputs, so that it
//! deploys as a no-op over the same stack): parameters as configuration, mappings as data,
//! conditions as code, references as references. Run by this program, in the sandbox, when the
//! host asks for it (`STRATA_CFN_CONVERT`): the template is parsed here, never by the host.
//! Its text is handed back as the stack output `program`.

use crate::forms::{self, Form};
use crate::tree::{Kind, Node, Pos};
use crate::{Res, entries_with_pos, meant};
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// The languages, with how each says things.
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum Lang {
    TypeScript,
    Python,
    Rust,
    Yaml,
}

impl Lang {
    pub(crate) fn parse(s: &str) -> Res<Lang> {
        Ok(match s {
            "typescript" => Lang::TypeScript,
            "python" => Lang::Python,
            "rust" => Lang::Rust,
            "yaml" => Lang::Yaml,
            other => {
                return Err(format!(
                    "`{other}` is not a language convert writes (typescript, python, rust, yaml)"
                ));
            }
        })
    }
}

/// What conversion knows of the template.
pub(crate) struct Converter<'a> {
    lang: Lang,
    forms: Option<&'a BTreeMap<String, Form>>,
    params: Vec<(String, &'a Node)>,
    /// Resource logical id → its form (for `Ref`) and whether a condition guards it.
    resources: BTreeMap<String, (Form, Option<String>)>,
    /// Resource logical id → its name in Strata, where the template says another.
    names: BTreeMap<String, String>,
    mappings: BTreeMap<String, &'a Node>,
    conditions: BTreeMap<String, &'a Node>,
    imports: BTreeMap<String, String>,
    region: String,
    /// Stack references the imports need: stack → the reference's name.
    references: std::cell::RefCell<BTreeMap<String, String>>,
}

fn quote(s: &str) -> String {
    Value::String(s.to_string()).to_string()
}

impl<'a> Converter<'a> {
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        lang: Lang,
        forms: Option<&'a BTreeMap<String, Form>>,
        params: Vec<(String, &'a Node)>,
        mappings: BTreeMap<String, &'a Node>,
        conditions: BTreeMap<String, &'a Node>,
        imports: BTreeMap<String, String>,
        region: String,
    ) -> Converter<'a> {
        Converter {
            lang,
            forms,
            params,
            resources: BTreeMap::new(),
            names: BTreeMap::new(),
            mappings,
            conditions,
            imports,
            region,
            references: Default::default(),
        }
    }

    fn var(&self, kind: &str, name: &str) -> String {
        match (kind, self.lang) {
            ("cond", _) => format!("cond_{name}"),
            ("map", Lang::Rust) => format!("&map_{name}"),
            ("map", _) => format!("map_{name}"),
            // A value is used as often as the template reads it.
            (_, Lang::Rust) => format!("{name}.clone()"),
            // A YAML program reads its config inside a string.
            (_, Lang::Yaml) => quote(&format!("${{{name}}}")),
            _ => name.to_string(),
        }
    }

    /// A literal in the language.
    fn lit(&self, v: &Value) -> String {
        match (self.lang, v) {
            (Lang::Python, Value::Null) => "None".into(),
            (Lang::Python, Value::Bool(b)) => if *b { "True" } else { "False" }.into(),
            (Lang::Python, Value::Array(a)) => {
                format!(
                    "[{}]",
                    a.iter().map(|x| self.lit(x)).collect::<Vec<_>>().join(", ")
                )
            }
            (Lang::Python, Value::Object(o)) => format!(
                "{{{}}}",
                o.iter()
                    .map(|(k, x)| format!("{}: {}", quote(k), self.lit(x)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            (Lang::Rust, v) if !v.is_string() => format!("json!({v})"),
            (Lang::Rust, Value::String(s)) => format!("json!({})", quote(s)),
            (_, v) => v.to_string(),
        }
    }

    fn list(&self, items: Vec<String>) -> String {
        match self.lang {
            Lang::Rust => format!("Value::Array(vec![{}])", items.join(", ")),
            _ => format!("[{}]", items.join(", ")),
        }
    }

    fn map(&self, entries: Vec<(String, String)>) -> String {
        match self.lang {
            Lang::Rust => format!(
                "obj(vec![{}])",
                entries
                    .iter()
                    .map(|(k, v)| format!("({}, {v})", quote(k)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            _ => format!(
                "{{{}}}",
                entries
                    .iter()
                    .map(|(k, v)| format!("{}: {v}", quote(k)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }

    fn call(&self, f: &str, args: Vec<String>) -> String {
        format!("{f}({})", args.join(", "))
    }

    /// A node as an expression of the language.
    fn expr(&self, node: &Node, what: &str) -> Res<String> {
        if let Some((f, arg, at)) = crate::intrinsics::call_of(node) {
            return self.function(f, arg, at, what);
        }
        Ok(match &node.kind {
            Kind::Null => self.lit(&Value::Null),
            Kind::Bool(b) => self.lit(&json!(b)),
            Kind::Int(i) => self.lit(&json!(i)),
            Kind::Float(f) => self.lit(&json!(f)),
            Kind::Str(s) => self.lit(&json!(s)),
            Kind::Seq(items) => self.list(
                items
                    .iter()
                    .map(|i| self.expr(i, what))
                    .collect::<Res<_>>()?,
            ),
            Kind::Map(entries) => {
                let mut out = vec![];
                for (k, v) in entries {
                    let key = forms::scalar_text(k)
                        .ok_or_else(|| format!("{}: {what}: a key must be a string", k.pos))?;
                    out.push((key, self.expr(v, what)?));
                }
                self.map(out)
            }
        })
    }

    fn text_arg(&self, n: &Node, what: &str) -> Res<String> {
        forms::scalar_text(n).ok_or_else(|| {
            format!(
                "{}: {what}: convert takes a literal here (as CloudFormation requires a value known before deployment)",
                n.pos
            )
        })
    }

    fn output_of(&self, name: &str, output: &str, deeper: &[&str]) -> String {
        let path = if deeper.is_empty() {
            output.to_string()
        } else {
            format!("{output}.{}", deeper.join("."))
        };
        match self.lang {
            Lang::TypeScript => format!("{name}.output({})", quote(&path)),
            Lang::Python => format!("{name}.output({})", quote(&path)),
            Lang::Rust => match self.resources.get(name) {
                Some((_, Some(_))) => format!(
                    "out({name}.as_ref().expect(\"its condition holds\"), {})",
                    quote(&path)
                ),
                _ => format!("out(&{name}, {})", quote(&path)),
            },
            Lang::Yaml => quote(&format!(
                "${{{}.{path}}}",
                self.names.get(name).map_or(name, String::as_str)
            )),
        }
    }

    fn function(&self, f: &str, arg: &Node, at: Pos, what: &str) -> Res<String> {
        let seq = |n: usize, form: &str| -> Res<&[Node]> {
            match &arg.kind {
                Kind::Seq(items) if items.len() == n => Ok(items),
                _ => Err(format!("{at}: {what}: {f} takes {form}")),
            }
        };
        Ok(match f {
            "Ref" => {
                let name = arg
                    .str()
                    .ok_or_else(|| format!("{at}: {what}: Ref names something"))?;
                if self.params.iter().any(|(p, _)| p == name) {
                    return Ok(self.var("param", name));
                }
                if let Some((form, _)) = self.resources.get(name) {
                    let output = match (&self.forms, &form.reference) {
                        (None, _) => "id",
                        (Some(_), Some(o)) => o.as_str(),
                        (Some(_), None) => {
                            return Err(format!(
                                "{at}: {what}: Ref `{name}`: {}'s provider says no output is what Ref returns: read one with Fn::GetAtt",
                                form.ty
                            ));
                        }
                    };
                    return Ok(self.output_of(name, output, &[]));
                }
                return self.pseudo(name, at, what);
            }
            "Fn::GetAtt" => {
                let a = seq(2, "[RESOURCE, ATTRIBUTE]")?;
                let name = a[0].str().unwrap_or_default();
                let attr = self.text_arg(&a[1], what)?;
                if !self.resources.contains_key(name) {
                    return Err(format!(
                        "{at}: {what}: Fn::GetAtt `{name}` names no resource declared before it{}",
                        meant(self.resources.keys().map(String::as_str), name)
                    ));
                }
                let mut path = attr.split('.');
                let first = path.next().unwrap_or_default();
                let rest: Vec<&str> = path.collect();
                self.output_of(name, first, &rest)
            }
            "Fn::Sub" => self.sub(arg, at, what)?,
            "Fn::Join" => {
                let a = seq(2, "[DELIMITER, LIST]")?;
                let delim = self.text_arg(&a[0], what)?;
                if self.lang == Lang::Yaml {
                    let Kind::Seq(items) = &a[1].kind else {
                        return Err(self.yaml_cannot(
                            at,
                            what,
                            "Fn::Join of a list read from elsewhere",
                        ));
                    };
                    let mut parts = vec![];
                    for i in items {
                        parts.push(self.yaml_text(i, what)?);
                    }
                    return Ok(quote(&parts.join(&delim.replace("${", "$${"))));
                }
                self.call(
                    "join",
                    vec![self.lit(&json!(delim)), self.expr(&a[1], what)?],
                )
            }
            "Fn::Select" => {
                let a = seq(2, "[INDEX, LIST]")?;
                let i = self.expr(&a[0], what)?;
                self.yaml_refuse(at, what, f)?;
                self.call("select", vec![i, self.expr(&a[1], what)?])
            }
            "Fn::Split" => {
                let a = seq(2, "[DELIMITER, TEXT]")?;
                self.yaml_refuse(at, what, f)?;
                self.call(
                    "split",
                    vec![self.expr(&a[0], what)?, self.expr(&a[1], what)?],
                )
            }
            "Fn::Base64" => {
                self.yaml_refuse(at, what, f)?;
                self.call("base64", vec![self.expr(arg, what)?])
            }
            "Fn::Cidr" => {
                let a = seq(3, "[IP_BLOCK, COUNT, CIDR_BITS]")?;
                self.yaml_refuse(at, what, f)?;
                self.call(
                    "cidr",
                    vec![
                        self.expr(&a[0], what)?,
                        self.expr(&a[1], what)?,
                        self.expr(&a[2], what)?,
                    ],
                )
            }
            "Fn::FindInMap" => {
                let a = match &arg.kind {
                    Kind::Seq(items) if items.len() == 3 => items,
                    _ => return Err(format!("{at}: {what}: Fn::FindInMap takes [MAP, KEY, KEY]")),
                };
                let map = self.text_arg(&a[0], what)?;
                if !self.mappings.contains_key(&map) {
                    return Err(format!(
                        "{at}: {what}: `{map}` is not a mapping of the template"
                    ));
                }
                if self.lang == Lang::Yaml {
                    // Known keys only: the value itself.
                    let (k1, k2) = (self.text_arg(&a[1], what), self.text_arg(&a[2], what));
                    let (Ok(k1), Ok(k2)) = (k1, k2) else {
                        return Err(self.yaml_cannot(
                            at,
                            what,
                            "Fn::FindInMap with a key read from a parameter",
                        ));
                    };
                    let v = self.mappings[&map]
                        .get(&k1)
                        .and_then(|l| l.get(&k2))
                        .ok_or_else(|| {
                            format!("{at}: {what}: `{map}.{k1}.{k2}` is not in the mapping")
                        })?;
                    return self.expr(v, what);
                }
                self.call(
                    "findInMap",
                    vec![
                        self.var("map", &map),
                        self.expr(&a[1], what)?,
                        self.expr(&a[2], what)?,
                    ],
                )
            }
            "Fn::GetAZs" => {
                self.yaml_refuse(at, what, f)?;
                self.call("azs", vec![self.expr(arg, what)?])
            }
            "Fn::ImportValue" => {
                let name = self.text_arg(arg, what).map_err(|_| {
                    format!("{at}: {what}: convert takes Fn::ImportValue of a literal export name")
                })?;
                let stack = self.imports.get(&name).ok_or_else(|| {
                    format!(
                        "{at}: {what}: Fn::ImportValue `{name}`: no stack is named for this export under [program] imports"
                    )
                })?;
                let r = format!("imports-{}", stack.replace(['/', ':'], "-"));
                self.references
                    .borrow_mut()
                    .insert(stack.clone(), r.clone());
                let var = reference_var(&r);
                match self.lang {
                    Lang::Yaml => quote(&format!("${{{r}.{name}}}")),
                    _ => self.output_of(&var, &name, &[]),
                }
            }
            "Fn::If" => {
                let a = seq(3, "[CONDITION, IF_TRUE, IF_FALSE]")?;
                let c = a[0].str().unwrap_or_default();
                if !self.conditions.contains_key(c) {
                    return Err(format!(
                        "{at}: {what}: `{c}` is not a condition of the template"
                    ));
                }
                if self.lang == Lang::Yaml {
                    return Err(self.yaml_cannot(at, what, "Fn::If"));
                }
                let (t, e) = (self.expr(&a[1], what)?, self.expr(&a[2], what)?);
                match self.lang {
                    Lang::Python => format!("({t} if {} else {e})", self.var("cond", c)),
                    Lang::Rust => format!("(if {} {{ {t} }} else {{ {e} }})", self.var("cond", c)),
                    _ => format!("({} ? {t} : {e})", self.var("cond", c)),
                }
            }
            other => {
                return Err(format!(
                    "{at}: {what}: {other} has no form in a converted program"
                ));
            }
        })
    }

    fn yaml_cannot(&self, at: Pos, what: &str, f: &str) -> String {
        format!(
            "{at}: {what}: a YAML program has no form for {f}: convert with --lang typescript, python or rust"
        )
    }

    fn yaml_refuse(&self, at: Pos, what: &str, f: &str) -> Res<()> {
        if self.lang == Lang::Yaml {
            return Err(self.yaml_cannot(at, what, f));
        }
        Ok(())
    }

    /// A YAML program's text for `node` inside a string (`${X}` for a reference).
    fn yaml_text(&self, node: &Node, what: &str) -> Res<String> {
        if let Some(s) = forms::scalar_text(node) {
            return Ok(s.replace("${", "$${"));
        }
        let e = self.expr(node, what)?;
        Ok(serde_json::from_str::<String>(&e).unwrap_or(e))
    }

    fn pseudo(&self, name: &str, at: Pos, what: &str) -> Res<String> {
        let l = self.lang;
        Ok(match (name, l) {
            ("AWS::NoValue", Lang::Yaml) => return Err(self.yaml_cannot(at, what, "AWS::NoValue")),
            ("AWS::NoValue", Lang::Rust) => "Value::Null".into(),
            ("AWS::NoValue", _) => "NO_VALUE".into(),
            ("AWS::Region", Lang::Yaml) => quote(&self.region),
            ("AWS::Partition", Lang::Yaml) => quote(crate::partition_of(&self.region).0),
            ("AWS::URLSuffix", Lang::Yaml) => quote(crate::partition_of(&self.region).1),
            ("AWS::Region", Lang::Rust) => "REGION.clone()".into(),
            ("AWS::Region", _) => "REGION".into(),
            ("AWS::Partition", _) => {
                self.call("partitionOf", vec![self.pseudo("AWS::Region", at, what)?])
            }
            ("AWS::URLSuffix", _) => {
                self.call("urlSuffixOf", vec![self.pseudo("AWS::Region", at, what)?])
            }
            ("AWS::StackName", Lang::Yaml) => "${stack-name}".into(),
            ("AWS::StackName", Lang::Rust) => "STACK_NAME.clone()".into(),
            ("AWS::StackName", _) => "STACK_NAME".into(),
            ("AWS::NotificationARNs", _) => self.list(vec![]),
            ("AWS::AccountId", Lang::Yaml) => "${account.AccountId}".into(),
            ("AWS::AccountId", _) => self.call("account", vec![]),
            ("AWS::StackId", Lang::Yaml) => {
                return Err(self.yaml_cannot(at, what, "AWS::StackId"));
            }
            ("AWS::StackId", _) => self.call(
                "stackId",
                vec![
                    self.pseudo("AWS::Region", at, what)?,
                    self.pseudo("AWS::StackName", at, what)?,
                ],
            ),
            _ => {
                return Err(format!(
                    "{at}: {what}: Ref `{name}` names no parameter, resource or pseudo parameter"
                ));
            }
        })
    }

    fn sub(&self, arg: &Node, at: Pos, what: &str) -> Res<String> {
        let (text, vars) = match &arg.kind {
            Kind::Str(s) => (s.clone(), None),
            Kind::Seq(items) if items.len() == 2 => (
                items[0].str().unwrap_or_default().to_string(),
                Some(&items[1]),
            ),
            _ => {
                return Err(format!(
                    "{at}: {what}: Fn::Sub takes TEXT or [TEXT, VARIABLES]"
                ));
            }
        };
        let mut own = BTreeMap::new();
        if let Some(v) = vars {
            for (k, x) in v.map(what)? {
                own.insert(forms::scalar_text(k).unwrap_or_default(), x);
            }
        }
        let mut parts: Vec<String> = vec![];
        let mut yaml = String::new();
        for p in crate::intrinsics::sub_pieces(&text, at)? {
            match p {
                Ok(t) => {
                    parts.push(self.lit(&json!(t)));
                    yaml.push_str(&t.replace("${", "$${"));
                }
                Err(v) => {
                    let node_expr = if let Some(x) = own.get(&v) {
                        if self.lang == Lang::Yaml {
                            yaml.push_str(&self.yaml_text(x, what)?);
                            continue;
                        }
                        self.expr(x, what)?
                    } else if let Some((name, attr)) = v.split_once('.')
                        && !name.starts_with("AWS::")
                    {
                        let mut path = attr.split('.');
                        let first = path.next().unwrap_or_default();
                        let rest: Vec<&str> = path.collect();
                        self.output_of(name, first, &rest)
                    } else {
                        let fake = Node {
                            kind: Kind::Map(vec![(
                                Node {
                                    kind: Kind::Str("Ref".into()),
                                    pos: at,
                                    tag: None,
                                },
                                Node {
                                    kind: Kind::Str(v.clone()),
                                    pos: at,
                                    tag: None,
                                },
                            )]),
                            pos: at,
                            tag: None,
                        };
                        self.expr(&fake, what)?
                    };
                    if self.lang == Lang::Yaml {
                        yaml.push_str(
                            &serde_json::from_str::<String>(&node_expr).unwrap_or(node_expr),
                        );
                    } else {
                        parts.push(node_expr);
                    }
                }
            }
        }
        if self.lang == Lang::Yaml {
            return Ok(quote(&yaml));
        }
        Ok(self.call("join", vec![self.lit(&json!("")), self.list(parts)]))
    }

    /// A condition as a boolean expression.
    fn truth(&self, node: &Node, what: &str) -> Res<String> {
        let Some((f, arg, at)) = crate::intrinsics::call_of(node) else {
            return match &node.kind {
                Kind::Bool(b) => Ok(match self.lang {
                    Lang::Python => if *b { "True" } else { "False" }.into(),
                    _ => b.to_string(),
                }),
                _ => Err(format!(
                    "{}: {what}: a condition is Fn::Equals, Fn::And, Fn::Or, Fn::Not or Condition",
                    node.pos
                )),
            };
        };
        let items = || -> Res<&[Node]> {
            match &arg.kind {
                Kind::Seq(items) => Ok(items),
                _ => Err(format!("{at}: {what}: {f} takes a list")),
            }
        };
        let (and, or, not) = match self.lang {
            Lang::Python => (" and ", " or ", "not "),
            _ => (" && ", " || ", "!"),
        };
        Ok(match f {
            "Condition" => self.var("cond", arg.str().unwrap_or_default()),
            "Fn::Equals" => {
                let a = items()?;
                if a.len() != 2 {
                    return Err(format!("{at}: {what}: Fn::Equals takes [A, B]"));
                }
                self.call(
                    "equals",
                    vec![self.expr(&a[0], what)?, self.expr(&a[1], what)?],
                )
            }
            "Fn::Not" => format!("{not}({})", self.truth(&items()?[0], what)?),
            "Fn::And" | "Fn::Or" => {
                let parts: Vec<String> = items()?
                    .iter()
                    .map(|i| self.truth(i, what).map(|t| format!("({t})")))
                    .collect::<Res<_>>()?;
                parts.join(if f == "Fn::And" { and } else { or })
            }
            other => return Err(format!("{at}: {what}: {other} is not a condition function")),
        })
    }
}

fn reference_var(name: &str) -> String {
    let mut out: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    out.insert_str(0, "ref_");
    out
}

/// A resource of the template, as the converted program declares it.
pub(crate) struct Declared<'a> {
    pub(crate) name: String,
    pub(crate) body: &'a Node,
    pub(crate) shape: forms::Shape,
}

/// The program. `resources` are in the order of declaration.
pub(crate) fn program(
    c: &mut Converter,
    file: &str,
    resources: Vec<Declared>,
    outputs: Option<&Node>,
) -> Res<String> {
    for r in &resources {
        c.resources.insert(
            r.name.clone(),
            (r.shape.form.clone(), r.shape.condition.clone()),
        );
        if let Some(n) = &r.shape.strata_name {
            c.names.insert(r.name.clone(), n.clone());
        }
    }
    let lang = c.lang;
    let mut body = String::new();
    let line = |body: &mut String, s: String| {
        body.push_str(&s);
        body.push('\n');
    };
    let ind = match lang {
        Lang::Python => "    ",
        Lang::Yaml => "",
        _ => "  ",
    };
    let ind = if lang == Lang::Rust { "    " } else { ind };
    if lang == Lang::Yaml {
        return yaml_program(c, file, resources, outputs);
    }
    // Parameters: the stack's configuration.
    for (name, decl) in &c.params {
        let ty = decl.get("Type").and_then(Node::str).unwrap_or("String");
        let secret = decl
            .get("NoEcho")
            .is_some_and(|n| matches!(n.kind, Kind::Bool(true)) || n.str() == Some("true"));
        let default = decl.get("Default").and_then(forms::scalar_text);
        let list = ty.contains("List");
        if ty.starts_with("AWS::SSM::Parameter::Value") {
            return Err(format!(
                "parameter `{name}`: convert has no form for {ty} yet: read the parameter with an invoke of aws:ssm:getParameter in the converted program"
            ));
        }
        let read = match (lang, secret, &default) {
            (Lang::TypeScript, true, _) => format!("config.requireSecret({})", quote(name)),
            (Lang::TypeScript, false, Some(d)) => {
                format!("config.get({}) ?? {}", quote(name), quote(d))
            }
            (Lang::TypeScript, false, None) => format!("config.require({})", quote(name)),
            (Lang::Python, true, _) => format!("config.require_secret({})", quote(name)),
            (Lang::Python, false, Some(d)) => {
                format!("config.get({}) or {}", quote(name), quote(d))
            }
            (Lang::Python, false, None) => format!("config.require({})", quote(name)),
            (Lang::Rust, true, _) => format!(
                "to_value(&config::output({}).ok_or(\"config {name} is not set\")?)",
                quote(name)
            ),
            (Lang::Rust, false, Some(d)) => format!(
                "json!(config::get({}).unwrap_or_else(|| {}.to_string()))",
                quote(name),
                quote(d)
            ),
            (Lang::Rust, false, None) => format!("json!(config::require({})?)", quote(name)),
            (Lang::Yaml, ..) => unreachable!(),
        };
        let read = if list {
            c.call("listOf", vec![read])
        } else {
            read
        };
        let decl_kw = match lang {
            Lang::TypeScript => "const ",
            Lang::Rust => "let ",
            _ => "",
        };
        let end = if lang == Lang::Python { "" } else { ";" };
        line(
            &mut body,
            format!(
                "{ind}// Parameter {name} ({ty}{})",
                if secret { ", NoEcho: a secret" } else { "" }
            )
            .replace("//", if lang == Lang::Python { "#" } else { "//" }),
        );
        line(&mut body, format!("{ind}{decl_kw}{name} = {read}{end}"));
    }
    // Mappings: data.
    for (name, m) in &c.mappings {
        let v = crate::intrinsics::plain(m);
        let text = match lang {
            Lang::Rust => format!("json!({v})"),
            _ => c.lit(&v),
        };
        let (kw, end) = match lang {
            Lang::TypeScript => ("const ", ";"),
            Lang::Rust => ("let ", ";"),
            _ => ("", ""),
        };
        line(&mut body, format!("{ind}{kw}map_{name} = {text}{end}"));
    }
    // Conditions: code.
    let order: Vec<String> = c.conditions.keys().cloned().collect();
    for name in condition_order(c, &order)? {
        let t = c.truth(c.conditions[&name], &format!("condition `{name}`"))?;
        let (kw, end) = match lang {
            Lang::TypeScript => ("const ", ";"),
            Lang::Rust => ("let ", ";"),
            _ => ("", ""),
        };
        line(
            &mut body,
            format!("{ind}{kw}{} = {t}{end}", c.var("cond", &name)),
        );
    }
    // Resources.
    let mut resources_text = String::new();
    for r in &resources {
        let what = format!("resource `{}`", r.name);
        let props = match r.body.get("Properties") {
            Some(p) => c.expr(p, &what)?,
            None => c.map(vec![]),
        };
        let mut extra: Vec<(String, Value)> = vec![];
        let mut complete = serde_json::Map::new();
        r.shape.complete(&mut complete, &what)?;
        for (k, v) in complete {
            if r.body.get("Properties").and_then(|p| p.get(&k)).is_none() {
                extra.push((k, v));
            }
        }
        let props = if extra.is_empty() {
            props
        } else {
            c.call(
                "withDefaults",
                vec![
                    props,
                    c.map(extra.iter().map(|(k, v)| (k.clone(), c.lit(v))).collect()),
                ],
            )
        };
        let deps: Vec<String> = r.shape.depends_on.iter().map(|(d, _)| d.clone()).collect();
        let retain = r.shape.retains();
        let decl = match lang {
            Lang::TypeScript => {
                let mut opts = vec![];
                if !deps.is_empty() {
                    opts.push(format!("dependsOn: [{}]", deps.join(", ")));
                }
                if retain {
                    opts.push("retainOnDelete: true".into());
                }
                let opts = if opts.is_empty() {
                    String::new()
                } else {
                    format!(", {{ {} }}", opts.join(", "))
                };
                format!(
                    "new Resource({}, {}, clean({props}){opts})",
                    quote(&r.shape.ty),
                    quote(r.shape.strata_name.as_deref().unwrap_or(&r.name))
                )
            }
            Lang::Python => {
                let mut opts = vec![];
                if !deps.is_empty() {
                    opts.push(format!("depends_on=[{}]", deps.join(", ")));
                }
                if retain {
                    opts.push("retain_on_delete=True".into());
                }
                let opts = if opts.is_empty() {
                    String::new()
                } else {
                    format!(", {}", opts.join(", "))
                };
                format!(
                    "Resource({}, {}, clean({props}){opts})",
                    quote(&r.shape.ty),
                    quote(r.shape.strata_name.as_deref().unwrap_or(&r.name))
                )
            }
            Lang::Rust => {
                let mut opts = "Options::default()".to_string();
                for d in &deps {
                    match c.resources.get(d) {
                        Some((_, Some(_))) => opts.push_str(&format!(
                            ".depends_on({d}.as_ref().expect(\"its condition holds\"))"
                        )),
                        _ => opts.push_str(&format!(".depends_on(&{d})")),
                    }
                }
                if retain {
                    opts.push_str(".retain_on_delete(true)");
                }
                format!(
                    "Resource::new({}, {}, &clean({props}), {opts})?",
                    quote(&r.shape.ty),
                    quote(r.shape.strata_name.as_deref().unwrap_or(&r.name))
                )
            }
            Lang::Yaml => unreachable!(),
        };
        let stmt = match (&r.shape.condition, lang) {
            (None, Lang::TypeScript) => format!("{ind}const {} = {decl};", r.name),
            (None, Lang::Python) => format!("{ind}{} = {decl}", r.name),
            (None, Lang::Rust) => format!("{ind}let {} = {decl};", r.name),
            (Some(cd), Lang::TypeScript) => format!(
                "{ind}const {}: Resource = ({} ? {decl} : undefined)!;",
                r.name,
                c.var("cond", cd)
            ),
            (Some(cd), Lang::Python) => format!(
                "{ind}{} = {decl} if {} else None",
                r.name,
                c.var("cond", cd)
            ),
            (Some(cd), Lang::Rust) => format!(
                "{ind}let {} = if {} {{ Some({decl}) }} else {{ None }};",
                r.name,
                c.var("cond", cd)
            ),
            _ => unreachable!(),
        };
        resources_text.push_str(&stmt);
        resources_text.push('\n');
    }
    // Outputs.
    let mut outs = vec![];
    if let Some(o) = outputs {
        for ((name, _), node) in entries_with_pos(o, "Outputs")? {
            let what = format!("output `{name}`");
            let value = node
                .get("Value")
                .ok_or_else(|| format!("{what} has no Value"))?;
            let v = c.expr(value, &what)?;
            let cond = node
                .get("Condition")
                .and_then(Node::str)
                .map(str::to_string);
            let export = match node.get("Export").and_then(|e| e.get("Name")) {
                Some(n) => Some(c.expr(n, &what)?),
                None => None,
            };
            outs.push((name, v, cond, export));
        }
    }
    // References are made by expressions above: declared first.
    let mut refs_text = String::new();
    for (stack, r) in c.references.borrow().iter() {
        let v = reference_var(r);
        let s = match lang {
            Lang::TypeScript => format!(
                "{ind}const {v} = new StackReference({}, {});\n",
                quote(r),
                quote(stack)
            ),
            Lang::Python => format!(
                "{ind}{v} = StackReference({}, {})\n",
                quote(r),
                quote(stack)
            ),
            _ => format!(
                "{ind}let {v} = StackReference::new({}, {})?.0;\n",
                quote(r),
                quote(stack)
            ),
        };
        refs_text.push_str(&s);
    }
    body.push_str(&refs_text);
    body.push_str(&resources_text);
    let mut out_text = String::new();
    match lang {
        Lang::TypeScript => {
            out_text.push_str(&format!(
                "{ind}const outputs: Record<string, unknown> = {{}};\n"
            ));
            for (name, v, cond, export) in &outs {
                let set = match export {
                    Some(e) => format!("outputs[{}] = outputs[{e}] = {v};", quote(name)),
                    None => format!("outputs[{}] = {v};", quote(name)),
                };
                out_text.push_str(&match cond {
                    Some(cd) => format!("{ind}if ({}) {set}\n", c.var("cond", cd)),
                    None => format!("{ind}{set}\n"),
                });
            }
            out_text.push_str(&format!("{ind}return clean(outputs);\n"));
        }
        Lang::Python => {
            out_text.push_str(&format!("{ind}outputs = {{}}\n"));
            for (name, v, cond, export) in &outs {
                let set = match export {
                    Some(e) => format!("outputs[{}] = outputs[{e}] = {v}", quote(name)),
                    None => format!("outputs[{}] = {v}", quote(name)),
                };
                out_text.push_str(&match cond {
                    Some(cd) => format!("{ind}if {}:\n{ind}    {set}\n", c.var("cond", cd)),
                    None => format!("{ind}{set}\n"),
                });
            }
            out_text.push_str(&format!("{ind}return clean(outputs)\n"));
        }
        Lang::Rust => {
            for (name, v, cond, export) in &outs {
                let mut set = format!(
                    "let v = clean({v}); export({}, &Output::<Value>::known(v.clone()));",
                    quote(name)
                );
                if let Some(e) = export {
                    set.push_str(&format!(
                        " export(&text_of(&{e}), &Output::<Value>::known(v));"
                    ));
                }
                out_text.push_str(&match cond {
                    Some(cd) => format!("{ind}if {} {{ {set} }}\n", c.var("cond", cd)),
                    None => format!("{ind}{{ {set} }}\n"),
                });
            }
            out_text.push_str(&format!("{ind}Ok(())\n"));
        }
        Lang::Yaml => unreachable!(),
    }
    body.push_str(&out_text);
    let head = format!(
        "Converted from {file} by `strata convert`: it declares what running the template declares, so it deploys as a no-op over the same stack."
    );
    Ok(match lang {
        Lang::TypeScript => format!(
            "// {head}\nimport {{ Output, Resource, StackReference, config, defineProgram, interpolate, invoke, project, stack }} from '@strata/sdk';\n\n{TS_HELPERS}\nexport const program = defineProgram(() => {{\n  const REGION = config.get('aws:region') ?? {};\n  const STACK_NAME = config.get('stack-name') ?? `${{project()}}-${{stack()}}`;\n{body}}});\n",
            quote(&c.region)
        ),
        Lang::Python => format!(
            "# {head}\nfrom strata_sdk import Output, Resource, StackReference, config, define_program, invoke, project, stack\n\n{PY_HELPERS}\n\ndef main():\n    REGION = config.get(\"aws:region\") or {}\n    STACK_NAME = config.get(\"stack-name\") or f\"{{project()}}-{{stack()}}\"\n{body}\n\nProgram = define_program(main)\n",
            quote(&c.region)
        ),
        Lang::Rust => format!(
            "// {head}\n#![allow(non_snake_case, unused_variables, unused_parens, dead_code, clippy::all)]\nuse strata_sdk::serde_json::{{self, Value, json}};\nuse strata_sdk::stack::StackReference;\nuse strata_sdk::{{Options, Output, Program, Resource, Result, config, export}};\n\n{RUST_HELPERS}\nstruct Converted;\n\nimpl Program for Converted {{\n    fn run() -> Result<()> {{\n        let REGION: Value = json!(config::get(\"aws:region\").unwrap_or_else(|| {}.to_string()));\n        let STACK_NAME: Value = json!(config::get(\"stack-name\").unwrap_or_else(|| format!(\"{{}}-{{}}\", strata_sdk::project(), strata_sdk::stack())));\n{}    }}\n}}\n\nstrata_sdk::export_program!(Converted);\n",
            quote(&c.region),
            body.lines()
                .map(|l| format!("    {l}\n"))
                .collect::<String>()
        ),
        Lang::Yaml => unreachable!(),
    })
}

/// Conditions in an order where each comes after those it names.
fn condition_order(c: &Converter, names: &[String]) -> Res<Vec<String>> {
    let mut done: Vec<String> = vec![];
    let mut visiting = vec![];
    fn deps(n: &Node, out: &mut Vec<String>) {
        if let Some(("Condition", arg, _)) = crate::intrinsics::call_of(n)
            && let Some(s) = arg.str()
        {
            out.push(s.to_string());
        }
        match &n.kind {
            Kind::Seq(items) => items.iter().for_each(|i| deps(i, out)),
            Kind::Map(entries) => entries.iter().for_each(|(_, v)| deps(v, out)),
            _ => {}
        }
    }
    fn visit(
        c: &Converter,
        n: &str,
        done: &mut Vec<String>,
        visiting: &mut Vec<String>,
    ) -> Res<()> {
        if done.iter().any(|d| d == n) {
            return Ok(());
        }
        if visiting.iter().any(|d| d == n) {
            return Err(format!("condition `{n}` depends on itself"));
        }
        visiting.push(n.to_string());
        let mut ds = vec![];
        if let Some(node) = c.conditions.get(n) {
            deps(node, &mut ds);
        }
        for d in ds {
            visit(c, &d, done, visiting)?;
        }
        visiting.pop();
        done.push(n.to_string());
        Ok(())
    }
    for n in names {
        visit(c, n, &mut done, &mut visiting)?;
    }
    Ok(done)
}

/// A YAML program (Strata.yaml): what it has a form for, everything else refused by name.
fn yaml_program(
    c: &mut Converter,
    file: &str,
    resources: Vec<Declared>,
    outputs: Option<&Node>,
) -> Res<String> {
    let mut out = format!(
        "# Converted from {file} by `strata convert`: it declares what running the template declares,\n# so it deploys as a no-op over the same stack.\nconfig:\n"
    );
    for (name, decl) in &c.params {
        let ty = decl.get("Type").and_then(Node::str).unwrap_or("String");
        if ty.contains("List") || ty.starts_with("AWS::SSM") {
            return Err(format!(
                "parameter `{name}`: a YAML program has no form for a {ty} parameter: convert with --lang typescript, python or rust"
            ));
        }
        let secret = decl
            .get("NoEcho")
            .is_some_and(|n| matches!(n.kind, Kind::Bool(true)) || n.str() == Some("true"));
        let mut fields = vec![];
        if let Some(d) = decl.get("Default").and_then(forms::scalar_text) {
            fields.push(format!("default: {}", quote(&d)));
        }
        if secret {
            fields.push("secret: true".into());
        }
        out.push_str(&format!("  {name}: {{{}}}\n", fields.join(", ")));
    }
    if !c.conditions.is_empty() {
        let name = c.conditions.keys().next().cloned().unwrap_or_default();
        return Err(format!(
            "condition `{name}`: a YAML program has no conditions: convert with --lang typescript, python or rust"
        ));
    }
    out.push_str("resources:\n");
    let mut body = String::new();
    for r in &resources {
        let what = format!("resource `{}`", r.name);
        body.push_str(&format!(
            "  {}:\n    type: {}\n",
            r.shape.strata_name.as_deref().unwrap_or(&r.name),
            r.shape.ty
        ));
        let mut props = match r.body.get("Properties") {
            Some(p) => c.expr(p, &what)?,
            None => "{}".into(),
        };
        let mut complete = serde_json::Map::new();
        r.shape.complete(&mut complete, &what)?;
        if !complete.is_empty() {
            let mut v: Value = serde_json::from_str(&props).unwrap_or(json!({}));
            for (k, x) in complete {
                if v.get(&k).is_none() {
                    v[k] = x;
                }
            }
            props = v.to_string();
        }
        body.push_str(&format!("    properties: {props}\n"));
        let mut opts = vec![];
        if !r.shape.depends_on.is_empty() {
            opts.push(format!(
                "dependsOn: [{}]",
                r.shape
                    .depends_on
                    .iter()
                    .map(|(d, _)| c.names.get(d).map_or(d.as_str(), String::as_str))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        if r.shape.retains() {
            opts.push("retainOnDelete: true".into());
        }
        if !opts.is_empty() {
            body.push_str(&format!("    options: {{{}}}\n", opts.join(", ")));
        }
    }
    let mut outs = String::new();
    if let Some(o) = outputs {
        for ((name, _), node) in entries_with_pos(o, "Outputs")? {
            let what = format!("output `{name}`");
            if node.get("Condition").is_some() {
                return Err(format!(
                    "{what}: a YAML program has no conditions: convert with --lang typescript, python or rust"
                ));
            }
            let value = node
                .get("Value")
                .ok_or_else(|| format!("{what} has no Value"))?;
            let v = c.expr(value, &what)?;
            outs.push_str(&format!("  {name}: {v}\n"));
            if let Some(e) = node.get("Export").and_then(|e| e.get("Name")) {
                let e = c.yaml_text(e, &what)?;
                if e.contains("${") {
                    return Err(format!(
                        "{what}: a YAML program's output names are literal: convert with --lang typescript, python or rust"
                    ));
                }
                outs.push_str(&format!("  {}: {v}\n", quote(&e)));
            }
        }
    }
    for (stack, r) in c.references.borrow().iter() {
        out.push_str(&format!(
            "  {r}:\n    type: strata:stack:Reference\n    properties: {{stack: {}}}\n",
            quote(stack)
        ));
    }
    out.push_str(&body);
    if !outs.is_empty() {
        out.push_str("outputs:\n");
        out.push_str(&outs);
    }
    if out.contains("${account.") || out.contains("${stack-name}") {
        return Err(
            "a YAML program has no form for AWS::AccountId or AWS::StackName: convert with --lang typescript, python or rust".into(),
        );
    }
    Ok(out)
}

const TS_HELPERS: &str = r#"// What CloudFormation's functions do, on values known now or once deployed.
const NO_VALUE = Symbol('AWS::NoValue');
const isOutput = (v: unknown): v is Output<unknown> => v instanceof Output;
const textOf = (v: unknown): unknown =>
  typeof v === 'string' || isOutput(v) ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);
function clean(v: any): any {
  if (Array.isArray(v)) return v.filter((x) => x !== NO_VALUE).map(clean);
  if (v && typeof v === 'object' && !isOutput(v)) {
    const o: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (x !== NO_VALUE) o[k] = clean(x);
    return o;
  }
  return v;
}
function join(delim: string, items: any): any {
  if (isOutput(items)) return items.apply((l: any) => (l as unknown[]).map((x) => String(textOf(x))).join(delim));
  const parts = (clean(items) as unknown[]).map(textOf);
  if (!parts.some(isOutput)) return parts.join(delim);
  const texts: string[] = [''];
  const values: unknown[] = [];
  parts.forEach((p, i) => {
    if (i > 0) texts[texts.length - 1] += delim;
    if (isOutput(p)) { values.push(p); texts.push(''); } else texts[texts.length - 1] += String(p);
  });
  return interpolateParts(texts, values);
}
function interpolateParts(texts: string[], values: unknown[]): unknown {
  const strings = Object.assign([...texts], { raw: [...texts] }) as unknown as TemplateStringsArray;
  return interpolate(strings, ...values);
}
const over = (v: any, f: (x: any) => any): any => (isOutput(v) ? v.apply(f) : f(v));
const select = (i: unknown, list: any): any => over(list, (l: unknown[]) => l[Number(i)]);
const split = (delim: string, text: any): any => over(text, (t: string) => t.split(delim));
const listOf = (v: any): any => over(v, (t: string) => t.split(',').map((x) => x.trim()));
const findInMap = (m: any, a: unknown, b: unknown): any => m[String(a)][String(b)];
const equals = (a: unknown, b: unknown): boolean => String(textOf(a)) === String(textOf(b));
const partitionOf = (r: string): string => (r.startsWith('cn-') ? 'aws-cn' : r.startsWith('us-gov-') ? 'aws-us-gov' : 'aws');
const urlSuffixOf = (r: string): string => (r.startsWith('cn-') ? 'amazonaws.com.cn' : 'amazonaws.com');
const withDefaults = (props: any, defaults: Record<string, unknown>): any => ({ ...defaults, ...props });
let accountOutput: any;
const account = (): any => (accountOutput ??= invoke<any>('aws:getCallerIdentity', {}).apply((r: any) => r.AccountId));
const azs = (region: string): any =>
  invoke<any>('aws:getAvailabilityZones', region ? { Region: region } : {}).apply((r: any) => r.Names);
function base64(v: any): any {
  return over(v, (t: string) => {
    const bytes = Array.from(unescape(encodeURIComponent(String(t))), (c) => c.charCodeAt(0));
    const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    let out = '';
    for (let i = 0; i < bytes.length; i += 3) {
      const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
      for (let j = 0; j < 4; j++) out += j <= Math.min(3, bytes.length - i) ? a[(n >> (18 - 6 * j)) & 63] : '=';
    }
    return out;
  });
}
const stackId = (region: string, name: any): any =>
  join('', ['arn:', partitionOf(region), ':cloudformation:', region, ':', account(), ':stack/', name, '/strata-' + stack()]);
function v6groups(addr: string): number[] {
  const [h, t] = addr.split('::');
  const head = h ? h.split(':') : [];
  const tail = t ? t.split(':') : [];
  const fill: string[] = t === undefined ? [] : Array(8 - head.length - tail.length).fill('0');
  return [...head, ...fill, ...tail].map((g) => parseInt(g, 16));
}
function v6text(g: number[]): string {
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    if (g[i] === 0) {
      let j = i;
      while (j < 8 && g[j] === 0) j++;
      if (j - i > bestLen) {
        best = i;
        bestLen = j - i;
      }
      i = j;
    } else i++;
  }
  const hex = g.map((x) => x.toString(16));
  return best < 0 ? hex.join(':') : hex.slice(0, best).join(':') + '::' + hex.slice(best + bestLen).join(':');
}
function cidr(block: any, count: unknown, bits: unknown): any {
  return over(block, (b: string) => {
    const [addr, len] = b.split('/');
    const n = Number(bits);
    if (addr.includes(':')) {
      const base = v6groups(addr).map((g, k) => {
        const keep = Math.max(0, Math.min(16, Number(len) - 16 * k));
        return keep === 16 ? g : g & ((0xffff << (16 - keep)) & 0xffff);
      });
      return Array.from({ length: Number(count) }, (_, i) => {
        const g = [...base];
        let at = 7 - Math.floor(n / 16);
        let v = i * 2 ** (n % 16);
        while (v > 0 && at >= 0) {
          const sum = g[at] + v;
          g[at] = sum % 65536;
          v = Math.floor(sum / 65536);
          at--;
        }
        return v6text(g) + '/' + (128 - n);
      });
    }
    const base = addr.split('.').reduce((x, y) => x * 256 + Number(y), 0);
    const start = base - (base % 2 ** (32 - Number(len)));
    return Array.from({ length: Number(count) }, (_, i) => {
      const a = start + i * 2 ** n;
      return [24, 16, 8, 0].map((s) => Math.floor(a / 2 ** s) % 256).join('.') + '/' + (32 - n);
    });
  });
}
"#;

const PY_HELPERS: &str = r#"# What CloudFormation's functions do, on values known now or once deployed.
import json as _json

from strata_sdk import format as _format

NO_VALUE = object()


def _text(v):
    if isinstance(v, (str, Output)):
        return v
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return str(v)
    return _json.dumps(v)


def clean(v):
    if isinstance(v, list):
        return [clean(x) for x in v if x is not NO_VALUE]
    if isinstance(v, dict):
        return {k: clean(x) for k, x in v.items() if x is not NO_VALUE}
    return v


def _over(v, f):
    return v.apply(f) if isinstance(v, Output) else f(v)


def join(delim, items):
    if isinstance(items, Output):
        return items.apply(lambda l: delim.join(str(_text(x)) for x in l))
    parts = [_text(p) for p in clean(items)]
    if not any(isinstance(p, Output) for p in parts):
        return delim.join(parts)
    template = delim.join("{}" if isinstance(p, Output) else p.replace("{", "{{").replace("}", "}}") for p in parts)
    return _format(template, *[p for p in parts if isinstance(p, Output)])


def select(i, items):
    return _over(items, lambda l: l[int(i)])


def split(delim, text):
    return _over(text, lambda t: t.split(delim))


def listOf(v):
    return _over(v, lambda t: [x.strip() for x in t.split(",")])


def findInMap(m, a, b):
    return m[str(_text(a))][str(_text(b))]


def equals(a, b):
    return str(_text(a)) == str(_text(b))


def partitionOf(r):
    return "aws-cn" if r.startswith("cn-") else "aws-us-gov" if r.startswith("us-gov-") else "aws"


def urlSuffixOf(r):
    return "amazonaws.com.cn" if r.startswith("cn-") else "amazonaws.com"


def withDefaults(props, defaults):
    return {**defaults, **props}


def account():
    return invoke("aws:getCallerIdentity", {}).apply(lambda r: r["AccountId"])


def azs(region):
    return invoke("aws:getAvailabilityZones", {"Region": region} if region else {}).apply(lambda r: r["Names"])


def stackId(region, name):
    return join("", ["arn:", partitionOf(region), ":cloudformation:", region, ":", account(), ":stack/", name, "/strata-" + stack()])


def base64(v):
    def f(t):
        a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        b = str(t).encode()
        out = ""
        for i in range(0, len(b), 3):
            c = b[i : i + 3]
            n = (c[0] << 16) | ((c[1] if len(c) > 1 else 0) << 8) | (c[2] if len(c) > 2 else 0)
            for j in range(4):
                out += a[(n >> (18 - 6 * j)) & 63] if j <= len(c) else "="
        return out

    return _over(v, f)


def _v6text(n):
    g = [(n >> (16 * (7 - k))) & 0xFFFF for k in range(8)]
    best, best_len, i = -1, 1, 0
    while i < 8:
        if g[i] == 0:
            j = i
            while j < 8 and g[j] == 0:
                j += 1
            if j - i > best_len:
                best, best_len = i, j - i
            i = j
        else:
            i += 1
    hexes = ["%x" % x for x in g]
    if best < 0:
        return ":".join(hexes)
    return ":".join(hexes[:best]) + "::" + ":".join(hexes[best + best_len :])


def cidr(block, count, bits):
    def f(b):
        addr, length = b.split("/")
        length, bits_ = int(length), int(bits)
        if ":" in addr:
            head, _, tail = addr.partition("::")
            hg = [x for x in head.split(":") if x] if head else []
            tg = [x for x in tail.split(":") if x] if tail else []
            groups = hg + ["0"] * (8 - len(hg) - len(tg)) + tg if "::" in addr else hg
            n = 0
            for x in groups:
                n = (n << 16) | int(x, 16)
            base = n & ~((1 << (128 - length)) - 1)
            return [_v6text(base + (i << bits_)) + "/" + str(128 - bits_) for i in range(int(count))]
        n = 0
        for x in addr.split("."):
            n = n * 256 + int(x)
        base = n & ~((1 << (32 - length)) - 1) & 0xFFFFFFFF
        out = []
        for i in range(int(count)):
            a = base + (i << bits_)
            out.append(".".join(str((a >> s) & 255) for s in (24, 16, 8, 0)) + "/" + str(32 - bits_))
        return out

    return _over(block, f)
"#;

const RUST_HELPERS: &str = r#"// What CloudFormation's functions do, on values known now or once deployed.
fn to_value<T>(o: &Output<T>) -> Value {
    serde_json::to_value(o).unwrap_or(Value::Null)
}

fn out(r: &Resource, name: &str) -> Value {
    let mut path = name.split('.');
    let first = path.next().unwrap_or_default();
    let rest: Vec<&str> = path.collect();
    let v = to_value(&r.output::<Value>(first));
    strata_sdk::marker::deeper(&v, &rest).unwrap_or(v)
}

fn obj(entries: Vec<(&str, Value)>) -> Value {
    Value::Object(entries.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

/// `AWS::NoValue` is `null` here: left out of objects and lists.
fn clean(v: Value) -> Value {
    match v {
        Value::Array(a) => Value::Array(a.into_iter().filter(|x| !x.is_null()).map(clean).collect()),
        Value::Object(o) if o.contains_key("$strata") => Value::Object(o),
        Value::Object(o) => Value::Object(o.into_iter().filter(|(_, x)| !x.is_null()).map(|(k, x)| (k, clean(x))).collect()),
        v => v,
    }
}

fn text_of(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

fn over(v: Value, f: impl Fn(Value) -> Value + 'static) -> Value {
    if let Some((plain, _)) = strata_sdk::marker::known_now(&v) {
        return f(plain);
    }
    to_value(&Output::<Value>::known(v).apply(f))
}

fn join(delim: Value, items: Value) -> Value {
    let delim = text_of(&delim);
    match clean(items) {
        Value::Array(items) => {
            let mut parts = vec![];
            for (i, x) in items.into_iter().enumerate() {
                if i > 0 {
                    parts.push(json!(delim));
                }
                parts.push(x);
            }
            to_value(&strata_sdk::concat(parts))
        }
        other => over(other, move |l| {
            json!(l.as_array().into_iter().flatten().map(text_of).collect::<Vec<_>>().join(&delim))
        }),
    }
}

fn select(i: Value, list: Value) -> Value {
    let i: usize = text_of(&i).parse().unwrap_or(usize::MAX);
    match list {
        Value::Array(mut items) => items.swap_remove(i),
        other => over(other, move |l| l.get(i).cloned().unwrap_or(Value::Null)),
    }
}

fn split(delim: Value, text: Value) -> Value {
    let delim = text_of(&delim);
    over(text, move |t| json!(text_of(&t).split(delim.as_str()).collect::<Vec<_>>()))
}

fn listOf(v: Value) -> Value {
    over(v, |t| json!(text_of(&t).split(',').map(str::trim).collect::<Vec<_>>()))
}

fn findInMap(m: &Value, a: Value, b: Value) -> Value {
    m[text_of(&a)][text_of(&b)].clone()
}

fn equals(a: Value, b: Value) -> bool {
    text_of(&a) == text_of(&b)
}

fn partitionOf(r: Value) -> Value {
    let r = text_of(&r);
    json!(if r.starts_with("cn-") { "aws-cn" } else if r.starts_with("us-gov-") { "aws-us-gov" } else { "aws" })
}

fn urlSuffixOf(r: Value) -> Value {
    json!(if text_of(&r).starts_with("cn-") { "amazonaws.com.cn" } else { "amazonaws.com" })
}

fn withDefaults(props: Value, defaults: Value) -> Value {
    let mut out = defaults;
    if let (Some(o), Value::Object(p)) = (out.as_object_mut(), props) {
        o.extend(p);
    }
    out
}

fn account() -> Value {
    let o: Output<Value> = strata_sdk::invoke("aws:getCallerIdentity", &json!({})).expect("invoke");
    let mut v = to_value(&o);
    v["property"] = json!("AccountId");
    v
}

fn azs(region: Value) -> Value {
    let r = text_of(&region);
    let args = if r.is_empty() { json!({}) } else { json!({"Region": r}) };
    let o: Output<Value> = strata_sdk::invoke("aws:getAvailabilityZones", &args).expect("invoke");
    let mut v = to_value(&o);
    v["property"] = json!("Names");
    v
}

fn base64(v: Value) -> Value {
    over(v, |t| {
        const A: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let b = text_of(&t).into_bytes();
        let mut out = String::new();
        for c in b.chunks(3) {
            let n = (u32::from(c[0]) << 16) | (u32::from(*c.get(1).unwrap_or(&0)) << 8) | u32::from(*c.get(2).unwrap_or(&0));
            for i in 0..4 {
                out.push(if i <= c.len() { A[((n >> (18 - 6 * i)) & 63) as usize] as char } else { '=' });
            }
        }
        json!(out)
    })
}

fn cidr(block: Value, count: Value, bits: Value) -> Value {
    let count: u32 = text_of(&count).parse().unwrap_or(0);
    let bits: u32 = text_of(&bits).parse().unwrap_or(0);
    over(block, move |b| {
        let b = text_of(&b);
        let (addr, len) = b.split_once('/').unwrap_or((&b, "32"));
        let len: u32 = len.parse().unwrap_or(0);
        if let Ok(ip) = addr.parse::<std::net::Ipv6Addr>() {
            let base = u128::from(ip) & u128::MAX.checked_shl(128 - len).unwrap_or(0);
            return json!((0..count)
                .map(|i| format!("{}/{}", std::net::Ipv6Addr::from(base + (u128::from(i) << bits)), 128 - bits))
                .collect::<Vec<_>>());
        }
        let ip: std::net::Ipv4Addr = addr.parse().unwrap_or(std::net::Ipv4Addr::UNSPECIFIED);
        let base = u32::from(ip) & u32::MAX.checked_shl(32 - len).unwrap_or(0);
        json!((0..count).map(|i| format!("{}/{}", std::net::Ipv4Addr::from(base + (i << bits)), 32 - bits)).collect::<Vec<_>>())
    })
}

fn stackId(region: Value, name: Value) -> Value {
    join(
        json!(""),
        Value::Array(vec![
            json!("arn:"),
            partitionOf(region.clone()),
            json!(":cloudformation:"),
            region,
            json!(":"),
            account(),
            json!(":stack/"),
            name,
            json!(format!("/strata-{}", strata_sdk::stack())),
        ]),
    )
}
"#;
