//! The types a resource's inputs are made of, besides the resource's own: an object whose
//! properties the schema declares (a Rust struct, a TypeScript interface, a Python TypedDict)
//! and a string with allowed values (a Rust enum, a union of string literals, a `Literal`).
//! They are found and named here once, for every language: the type's name and the property
//! path that reaches it, in Pascal case (`BucketVersioningConfiguration`, its
//! `BucketVersioningConfigurationStatus`; an element of a list adds `Item`, a value of a map
//! `Value`). Each language's generator only writes them down.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use strata_model::schema::{Property, PropertyType, TypeSchema};

use crate::pascal;

/// How deep named types go: every property, list element and map value on the way from a
/// resource's input is a level. Deeper, a value is typed as its plain shape (a map, a list), as
/// is a value of a shape the schema does not declare: a provider's schema may nest deeper than
/// anyone writes a type out.
pub const MAX_DEPTH: usize = 12;

/// Names no nested type takes, in any language: what the generated modules import or define
/// for themselves (a type of that name would shadow it), and what is no name.
const RESERVED: &[&str] = &[
    "Any",
    "BTreeMap",
    "Dict",
    "False",
    "Input",
    "List",
    "Literal",
    "None",
    "Option",
    "Optional",
    "Options",
    "Output",
    "Required",
    "Resource",
    "Result",
    "Self",
    "Serialize",
    "String",
    "True",
    "TypeVar",
    "TypedDict",
    "Union",
    "Value",
    "Vec",
];

/// A type that inputs of one resource are made of.
pub struct Nested<'a> {
    /// Its name, unique in its module (the resources' names and their `…Args` included).
    pub name: String,
    /// The property path that reaches it from the resource's inputs, as resource options name
    /// one: `VersioningConfiguration`, `LifecycleConfiguration.Rules[*]`, `Tags.*`.
    pub path: String,
    /// The property it types, for its description.
    pub property: &'a Property,
    pub shape: Shape<'a>,
}

/// What a nested type is.
pub enum Shape<'a> {
    /// An object of these declared properties, and no other.
    Object(&'a BTreeMap<String, Property>),
    /// A string of one of these values (each once, in the schema's order).
    Enum(Vec<&'a str>),
}

/// The nested types of one module's resources (`pkg:module:*`, or the package's own).
pub struct Named<'a> {
    /// Each resource's nested types, in the order of the resources given; each resource's
    /// innermost first, so that each is defined before a type that holds it.
    pub of: Vec<Vec<Nested<'a>>>,
    /// The name of each typed property, by its address in the schema (each property of a
    /// borrowed schema is an allocation of its own).
    names: HashMap<*const Property, String>,
    taken: BTreeSet<String>,
}

impl<'a> Named<'a> {
    /// The nested types of `resources` (their kinds, `Bucket`, and their schemas), which are
    /// one module's: their names are unique among themselves and the resources' own.
    pub fn new(resources: &[(&'a str, &'a TypeSchema)]) -> Named<'a> {
        let mut named = Named {
            of: Vec::new(),
            names: HashMap::new(),
            taken: RESERVED.iter().map(|s| s.to_string()).collect(),
        };
        for (kind, _) in resources {
            let name = pascal(kind);
            named.taken.insert(format!("{name}Args"));
            named.taken.insert(name);
        }
        for (kind, t) in resources {
            let mut types = Vec::new();
            for (prop, p) in &t.inputs {
                let name = format!("{}{}", pascal(kind), pascal(prop));
                named.walk(&mut types, name, prop.clone(), p, 1);
            }
            named.of.push(types);
        }
        named
    }

    /// The name of the nested type `p` is, if it is one.
    pub fn name(&self, p: &Property) -> Option<&str> {
        self.names.get(&(p as *const Property)).map(String::as_str)
    }

    fn walk(
        &mut self,
        out: &mut Vec<Nested<'a>>,
        name: String,
        path: String,
        p: &'a Property,
        depth: usize,
    ) {
        if depth > MAX_DEPTH {
            return;
        }
        match (p.ty, &p.properties, &p.items) {
            (PropertyType::Object, Some(props), _) => {
                let name = self.claim(p, name);
                for (k, q) in props {
                    self.walk(
                        out,
                        format!("{name}{}", pascal(k)),
                        format!("{path}.{k}"),
                        q,
                        depth + 1,
                    );
                }
                out.push(Nested {
                    name,
                    path,
                    property: p,
                    shape: Shape::Object(props),
                });
            }
            (PropertyType::Object, None, Some(item)) => {
                self.walk(
                    out,
                    format!("{name}Value"),
                    format!("{path}.*"),
                    item,
                    depth + 1,
                );
            }
            (PropertyType::Array, _, Some(item)) => {
                self.walk(
                    out,
                    format!("{name}Item"),
                    format!("{path}[*]"),
                    item,
                    depth + 1,
                );
            }
            (PropertyType::String, _, _) => {
                if let Some(values) = string_enum(p) {
                    let name = self.claim(p, name);
                    out.push(Nested {
                        name,
                        path,
                        property: p,
                        shape: Shape::Enum(values),
                    });
                }
            }
            _ => {}
        }
    }

    /// `want` for `p`, or, if another type has it, `want2`, `want3`, … (the first free).
    fn claim(&mut self, p: &Property, want: String) -> String {
        let want = if want.starts_with(|c: char| c.is_ascii_alphabetic()) {
            want
        } else {
            format!("T{want}")
        };
        let name = (1..)
            .map(|n| {
                if n == 1 {
                    want.clone()
                } else {
                    format!("{want}{n}")
                }
            })
            .find(|n| !self.taken.contains(n))
            .expect("a free name");
        self.taken.insert(name.clone());
        self.names.insert(p as *const Property, name.clone());
        name
    }
}

/// The values of a string with allowed values, each once, if it is one (and all are strings).
fn string_enum(p: &Property) -> Option<Vec<&str>> {
    let allowed = p.allowed.as_ref().filter(|a| !a.is_empty())?;
    let mut values: Vec<&str> = Vec::new();
    for a in allowed {
        let s = a.as_str()?;
        if !values.contains(&s) {
            values.push(s);
        }
    }
    Some(values)
}

/// What a nested type's doc comment says: where it is, and the property's description.
pub fn describe(token: &str, n: &Nested) -> String {
    let what = match n.shape {
        Shape::Object(_) => format!("`{}` of `{token}`.", n.path),
        Shape::Enum(_) => format!("The values `{}` of `{token}` may take.", n.path),
    };
    let d = n.property.description.trim();
    if d.is_empty() {
        what
    } else {
        format!("{what} {d}")
    }
}

/// Names for the keys of an object, made by `f`: each unique, a later one that would repeat an
/// earlier one (`VPCId` and `VpcId` both `vpc_id`) or a name of `taken` given trailing `_`s.
pub fn unique_names<'k, K: AsRef<str> + ?Sized + 'k>(
    keys: impl Iterator<Item = &'k K>,
    taken: &[&str],
    f: impl Fn(&str) -> String,
) -> Vec<(&'k K, String)> {
    let mut seen: BTreeSet<String> = taken.iter().map(|s| s.to_string()).collect();
    keys.map(|k| {
        let mut name = f(k.as_ref());
        while seen.contains(&name) {
            name.push('_');
        }
        seen.insert(name.clone());
        (k, name)
    })
    .collect()
}
