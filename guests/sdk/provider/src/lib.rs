//! The Rust SDK for Strata providers: implement [`Provider`] and call [`export_provider!`]; the
//! SDK exports the `strata:provider@0.2.0` world, decodes JSON and reveals secret inputs to the
//! provider, so a provider never handles the reserved markers itself. Outputs that carry a
//! secret are marked secret again by the engine, whatever the provider does. During a preview, use [`unknown`] for outputs not known yet and
//! [`is_unknown`] to test inputs.

pub use serde_json::{Map, Value, json};

#[doc(hidden)]
pub mod bindings {
    wit_bindgen::generate!({
        path: "../../../wit/provider",
        world: "provider-world",
        pub_export_macro: true,
        export_macro_name: "__export_provider_world",
        default_bindings_module: "strata_provider::bindings",
    });
}

use bindings::exports::strata::provider::provider as wit;

/// Embed the provider's manifest: its name, version and the capabilities it needs, as JSON
/// (see `strata_policy::Manifest`). `strata plugin install` and `strata plugin ls` show it.
///
/// ```ignore
/// strata_provider::manifest!(r#"{"name": "aws", "version": "0.1.0",
///     "capabilities": {"allow-hosts": ["https://*.amazonaws.com"]}}"#);
/// ```
#[macro_export]
macro_rules! manifest {
    ($json:expr) => {
        #[used]
        #[unsafe(link_section = "strata-manifest")]
        static __STRATA_MANIFEST: [u8; $json.len()] = $crate::__glue::bytes($json);
    };
}

/// Read an environment variable granted to this provider (`allow-env` in the project file).
/// The error says how to grant it, since an ungranted variable is simply absent in here.
pub fn env(name: &str) -> Result<String, String> {
    std::env::var(name).map_err(|_| {
        format!("environment variable `{name}` is not available to this provider: if it is set, grant it with `allow-env = [\"{name}\"]` under the provider's entry in Strata.toml")
    })
}

/// File operations WASI lacks (permission bits), limited by the host to granted directories.
pub mod files {
    pub use crate::bindings::strata::provider::files::{mode, set_mode};
}

const KEY: &str = "$strata";

/// The value of an output that is not known until the resource exists (preview only).
pub fn unknown() -> Value {
    json!({ KEY: "unknown" })
}

/// True when `v` (an input during preview) is not known yet.
pub fn is_unknown(v: &Value) -> bool {
    v.as_object()
        .and_then(|o| o.get(KEY))
        .and_then(Value::as_str)
        == Some("unknown")
}

/// True when `v` holds an unknown value anywhere.
pub fn contains_unknown(v: &Value) -> bool {
    match v {
        Value::Object(o) => is_unknown(v) || o.values().any(contains_unknown),
        Value::Array(a) => a.iter().any(contains_unknown),
        _ => false,
    }
}

/// What changed between recorded and new inputs.
#[derive(Clone, Debug, Default)]
pub struct Diff {
    /// Properties that change in place.
    pub changed: Vec<String>,
    /// Properties whose change needs a new resource.
    pub replaces: Vec<String>,
    pub delete_before_replace: bool,
    /// How each property changes, by path (`tags.env`): shown in the preview. [`Diff::of`]
    /// fills it by top-level property; a provider may say more.
    pub details: Vec<PropertyDiff>,
}

/// How a property changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiffKind {
    Add,
    Delete,
    Update,
}

/// One changed property.
#[derive(Clone, Debug)]
pub struct PropertyDiff {
    pub path: String,
    pub kind: DiffKind,
    pub replaces: bool,
}

/// A failed `create` or `update`: its message, and, when it failed part way, what exists now
/// (`partial`: the id and outputs), which Strata records so that it is never orphaned. A
/// `String` (and so `?` on one) is a failure that made nothing.
#[derive(Clone, Debug)]
pub struct Failure {
    pub message: String,
    pub partial: Option<(String, Value)>,
}

impl Failure {
    /// Failed after making resource `id` (with `outputs` as it is now).
    pub fn partial(message: impl Into<String>, id: impl Into<String>, outputs: Value) -> Failure {
        Failure {
            message: message.into(),
            partial: Some((id.into(), outputs)),
        }
    }
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure {
            message,
            partial: None,
        }
    }
}

impl From<&str> for Failure {
    fn from(message: &str) -> Failure {
        Failure::from(message.to_string())
    }
}

impl Diff {
    /// The top-level input properties that differ (an unknown new value counts as a change);
    /// those listed in `replace_on` (or every one, with `"*"`) force a replacement.
    pub fn of(old: &Value, new: &Value, replace_on: &[&str]) -> Diff {
        let empty = Map::new();
        let o = old.as_object().unwrap_or(&empty);
        let n = new.as_object().unwrap_or(&empty);
        let mut d = Diff::default();
        let mut keys: Vec<&String> = o.keys().chain(n.keys()).collect();
        keys.sort();
        keys.dedup();
        for k in keys {
            let differs = match (o.get(k), n.get(k)) {
                (_, Some(v)) if contains_unknown(v) => true,
                (a, b) => a != b,
            };
            if differs {
                let replaces = replace_on.contains(&"*") || replace_on.contains(&k.as_str());
                if replaces {
                    d.replaces.push(k.clone());
                } else {
                    d.changed.push(k.clone());
                }
                d.details.push(PropertyDiff {
                    path: k.clone(),
                    kind: match (o.get(k), n.get(k)) {
                        (None, _) => DiffKind::Add,
                        (_, None) => DiffKind::Delete,
                        _ => DiffKind::Update,
                    },
                    replaces,
                });
            }
        }
        d
    }
}

/// What `read` found.
pub struct Read {
    pub id: String,
    pub inputs: Value,
    pub outputs: Value,
}

/// A provider: a value built from its configuration (`configure`), whose methods serve every
/// call of one instance. Every method but `create`, `update` and `delete` has a sensible
/// default.
pub trait Provider: Sized + 'static {
    /// Build the provider from its settings (`[providers.NAME.config]` in Strata.toml).
    fn configure(config: &Value) -> Result<Self, String>;
    /// A description of the resource types (and functions) this provider offers, in the format
    /// documented on `schema` in `wit/provider/provider.wit`.
    fn schema(&self) -> Value {
        json!({"types": {}})
    }
    /// [`Provider::schema`] as JSON text, which is what the host receives: override it to
    /// hand over text built without a [`Value`] (a schema of thousands of types, most of it
    /// constant, costs more to build as values than to copy).
    fn schema_text(&self) -> String {
        self.schema().to_string()
    }
    /// Validate and normalise inputs; return `(property, reason)` for each problem.
    fn check(
        &self,
        _ty: &str,
        _name: &str,
        _olds: Option<&Value>,
        news: Value,
    ) -> Result<Value, Vec<(String, String)>> {
        Ok(news)
    }
    /// By default every changed property is an update in place.
    fn diff(
        &self,
        _ty: &str,
        _id: &str,
        old_inputs: &Value,
        _old_outputs: &Value,
        new_inputs: &Value,
    ) -> Result<Diff, String> {
        Ok(Diff::of(old_inputs, new_inputs, &[]))
    }
    /// Create the resource, returning its id and outputs. With `preview`, only predict. A
    /// create that fails after making something returns [`Failure::partial`].
    fn create(
        &self,
        ty: &str,
        name: &str,
        inputs: &Value,
        preview: bool,
    ) -> Result<(String, Value), Failure>;
    /// What a `create` of this resource made, if anything, found from its name and inputs: its
    /// id and outputs. Asked when a create was interrupted before Strata recorded its outcome.
    /// By default nothing can be found (the user then imports by id, or clears).
    fn find(
        &self,
        _ty: &str,
        _name: &str,
        _inputs: &Value,
    ) -> Result<Option<(String, Value)>, String> {
        Ok(None)
    }
    /// By default the resource is assumed unchanged.
    fn read(
        &self,
        _ty: &str,
        id: &str,
        inputs: &Value,
        outputs: &Value,
    ) -> Result<Option<Read>, String> {
        Ok(Some(Read {
            id: id.into(),
            inputs: inputs.clone(),
            outputs: outputs.clone(),
        }))
    }
    fn update(
        &self,
        ty: &str,
        id: &str,
        old_inputs: &Value,
        old_outputs: &Value,
        new_inputs: &Value,
        preview: bool,
    ) -> Result<Value, Failure>;
    fn delete(&self, ty: &str, id: &str, inputs: &Value, outputs: &Value) -> Result<(), String>;
    fn invoke(&self, function: &str, _args: &Value) -> Result<Value, String> {
        Err(format!("unknown function `{function}`"))
    }
}

/// Export a type implementing [`Provider`] as the component's `strata:provider` world.
#[macro_export]
macro_rules! export_provider {
    ($t:ty) => {
        #[doc(hidden)]
        struct __StrataProvider;
        impl $crate::bindings::exports::strata::provider::provider::Guest for __StrataProvider {
            fn schema() -> String {
                $crate::__glue::schema::<$t>()
            }
            fn configure(config: String) -> Result<(), String> {
                $crate::__glue::configure::<$t>(config)
            }
            fn check(
                ty: String,
                name: String,
                olds: Option<String>,
                news: String,
            ) -> Result<String, Vec<$crate::bindings::exports::strata::provider::provider::CheckFailure>> {
                $crate::__glue::check::<$t>(ty, name, olds, news)
            }
            fn diff(
                ty: String,
                id: String,
                old_inputs: String,
                old_outputs: String,
                new_inputs: String,
            ) -> Result<$crate::bindings::exports::strata::provider::provider::DiffResult, String> {
                $crate::__glue::diff::<$t>(ty, id, old_inputs, old_outputs, new_inputs)
            }
            fn create(
                ty: String,
                name: String,
                inputs: String,
                preview: bool,
            ) -> Result<$crate::bindings::exports::strata::provider::provider::ResourceState, $crate::bindings::exports::strata::provider::provider::OperationError> {
                $crate::__glue::create::<$t>(ty, name, inputs, preview)
            }
            fn find(
                ty: String,
                name: String,
                inputs: String,
            ) -> Result<Option<$crate::bindings::exports::strata::provider::provider::ResourceState>, String> {
                $crate::__glue::find::<$t>(ty, name, inputs)
            }
            fn read(
                ty: String,
                id: String,
                inputs: String,
                outputs: String,
            ) -> Result<Option<$crate::bindings::exports::strata::provider::provider::ReadResult>, String> {
                $crate::__glue::read::<$t>(ty, id, inputs, outputs)
            }
            fn update(
                ty: String,
                id: String,
                old_inputs: String,
                old_outputs: String,
                new_inputs: String,
                preview: bool,
            ) -> Result<String, $crate::bindings::exports::strata::provider::provider::OperationError> {
                $crate::__glue::update::<$t>(ty, id, old_inputs, old_outputs, new_inputs, preview)
            }
            fn delete(ty: String, id: String, inputs: String, outputs: String) -> Result<(), String> {
                $crate::__glue::delete::<$t>(ty, id, inputs, outputs)
            }
            fn invoke(function: String, args: String) -> Result<String, String> {
                $crate::__glue::invoke::<$t>(function, args)
            }
        }
        $crate::bindings::__export_provider_world!(__StrataProvider with_types_in $crate::bindings);
    };
}

#[doc(hidden)]
pub mod __glue {
    use super::*;
    use std::any::Any;
    use std::cell::RefCell;

    thread_local! {
        /// The configured provider of this instance (a component instance is single-threaded).
        static PROVIDER: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
    }

    /// Run `f` on the configured provider; one configured with `{}` if the host never called
    /// `configure`.
    fn with<P: Provider, R>(f: impl FnOnce(&P) -> R) -> Result<R, String> {
        PROVIDER.with(|cell| {
            if cell.borrow().is_none() {
                let p = P::configure(&json!({}))?;
                *cell.borrow_mut() = Some(Box::new(p));
            }
            let guard = cell.borrow();
            let p = guard
                .as_ref()
                .and_then(|b| b.downcast_ref::<P>())
                .ok_or("the provider is not configured")?;
            Ok(f(p))
        })
    }

    /// `s` as a fixed-size array, for [`manifest!`].
    pub const fn bytes<const N: usize>(s: &str) -> [u8; N] {
        let b = s.as_bytes();
        let mut out = [0u8; N];
        let mut i = 0;
        while i < N {
            out[i] = b[i];
            i += 1;
        }
        out
    }

    fn parse(what: &str, s: &str) -> Result<Value, String> {
        serde_json::from_str(s).map_err(|e| format!("{what} is not valid JSON: {e}"))
    }

    /// Replace secret markers by their plaintext.
    fn reveal(v: Value) -> Value {
        match v {
            Value::Object(mut o) => {
                if o.get(KEY).and_then(Value::as_str) == Some("secret") {
                    return reveal(o.remove("value").unwrap_or(Value::Null));
                }
                Value::Object(o.into_iter().map(|(k, x)| (k, reveal(x))).collect())
            }
            Value::Array(a) => Value::Array(a.into_iter().map(reveal).collect()),
            other => other,
        }
    }

    pub fn schema<P: Provider>() -> String {
        with::<P, _>(|p| p.schema_text()).unwrap_or_else(|e| json!({"error": e}).to_string())
    }

    pub fn configure<P: Provider>(config: String) -> Result<(), String> {
        let p = P::configure(&parse("config", &config)?)?;
        PROVIDER.with(|cell| *cell.borrow_mut() = Some(Box::new(p)));
        Ok(())
    }

    pub fn check<P: Provider>(
        ty: String,
        name: String,
        olds: Option<String>,
        news: String,
    ) -> Result<String, Vec<wit::CheckFailure>> {
        let fail = |reason: String| {
            vec![wit::CheckFailure {
                property: String::new(),
                reason,
            }]
        };
        let news = parse("inputs", &news).map_err(fail)?;
        let olds = olds
            .map(|o| parse("old inputs", &o))
            .transpose()
            .map_err(fail)?;
        let news = reveal(news);
        let olds = olds.map(reveal);
        match with::<P, _>(|p| p.check(&ty, &name, olds.as_ref(), news)).map_err(fail)? {
            Ok(v) => Ok(v.to_string()),
            Err(failures) => Err(failures
                .into_iter()
                .map(|(property, reason)| wit::CheckFailure { property, reason })
                .collect()),
        }
    }

    pub fn diff<P: Provider>(
        ty: String,
        id: String,
        oi: String,
        oo: String,
        ni: String,
    ) -> Result<wit::DiffResult, String> {
        let (oi, oo, ni) = (
            reveal(parse("old inputs", &oi)?),
            reveal(parse("old outputs", &oo)?),
            reveal(parse("new inputs", &ni)?),
        );
        let d = with::<P, _>(|p| p.diff(&ty, &id, &oi, &oo, &ni))??;
        Ok(wit::DiffResult {
            changed: d.changed,
            replaces: d.replaces,
            delete_before_replace: d.delete_before_replace,
            details: d
                .details
                .into_iter()
                .map(|p| crate::bindings::strata::provider::types::PropertyDiff {
                    path: p.path,
                    kind: match p.kind {
                        DiffKind::Add => crate::bindings::strata::provider::types::DiffKind::Add,
                        DiffKind::Delete => {
                            crate::bindings::strata::provider::types::DiffKind::Delete
                        }
                        DiffKind::Update => {
                            crate::bindings::strata::provider::types::DiffKind::Update
                        }
                    },
                    replaces: p.replaces,
                })
                .collect(),
        })
    }

    pub fn create<P: Provider>(
        ty: String,
        name: String,
        inputs: String,
        preview: bool,
    ) -> Result<wit::ResourceState, wit::OperationError> {
        let inputs = reveal(parse("inputs", &inputs).map_err(failed)?);
        let (id, outputs) = with::<P, _>(|p| p.create(&ty, &name, &inputs, preview))
            .map_err(failed)?
            .map_err(failure)?;
        Ok(wit::ResourceState {
            id,
            outputs: outputs.to_string(),
        })
    }

    pub fn find<P: Provider>(
        ty: String,
        name: String,
        inputs: String,
    ) -> Result<Option<wit::ResourceState>, String> {
        let inputs = reveal(parse("inputs", &inputs)?);
        Ok(
            with::<P, _>(|p| p.find(&ty, &name, &inputs))??.map(|(id, outputs)| {
                wit::ResourceState {
                    id,
                    outputs: outputs.to_string(),
                }
            }),
        )
    }

    pub fn read<P: Provider>(
        ty: String,
        id: String,
        inputs: String,
        outputs: String,
    ) -> Result<Option<wit::ReadResult>, String> {
        let inputs = reveal(parse("inputs", &inputs)?);
        let outputs = reveal(parse("outputs", &outputs)?);
        Ok(
            with::<P, _>(|p| p.read(&ty, &id, &inputs, &outputs))??.map(|r| wit::ReadResult {
                id: r.id,
                inputs: r.inputs.to_string(),
                outputs: r.outputs.to_string(),
            }),
        )
    }

    pub fn update<P: Provider>(
        ty: String,
        id: String,
        oi: String,
        oo: String,
        ni: String,
        preview: bool,
    ) -> Result<String, wit::OperationError> {
        let (oi, oo) = (
            reveal(parse("old inputs", &oi).map_err(failed)?),
            reveal(parse("old outputs", &oo).map_err(failed)?),
        );
        let ni = reveal(parse("new inputs", &ni).map_err(failed)?);
        Ok(with::<P, _>(|p| p.update(&ty, &id, &oi, &oo, &ni, preview))
            .map_err(failed)?
            .map_err(failure)?
            .to_string())
    }

    /// A failure that made nothing.
    fn failed(message: String) -> wit::OperationError {
        wit::OperationError {
            message,
            partial: None,
        }
    }

    fn failure(f: Failure) -> wit::OperationError {
        wit::OperationError {
            message: f.message,
            partial: f.partial.map(|(id, outputs)| wit::ResourceState {
                id,
                outputs: outputs.to_string(),
            }),
        }
    }

    pub fn delete<P: Provider>(
        ty: String,
        id: String,
        inputs: String,
        outputs: String,
    ) -> Result<(), String> {
        let (inputs, outputs) = (
            reveal(parse("inputs", &inputs)?),
            reveal(parse("outputs", &outputs)?),
        );
        with::<P, _>(|p| p.delete(&ty, &id, &inputs, &outputs))?
    }

    pub fn invoke<P: Provider>(function: String, args: String) -> Result<String, String> {
        let args = reveal(parse("args", &args)?);
        Ok(with::<P, _>(|p| p.invoke(&function, &args))??.to_string())
    }
}
