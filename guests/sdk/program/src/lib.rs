//! The Rust SDK for Strata programs. A program declares resources with [`Resource::new`] (or
//! the typed wrappers in [`random`] and [`local`]), wires one resource's outputs into another's
//! inputs with [`Output`], transforms outputs with [`Output::apply`], and exports stack outputs
//! with [`export`]. The JSON encoding that crosses to the engine stays inside this crate.
//!
//! ```ignore
//! struct Hello;
//! impl strata_sdk::Program for Hello {
//!     fn run() -> strata_sdk::Result<()> {
//!         let pet = strata_sdk::random::Pet::new("name", strata_sdk::random::PetArgs::default())?;
//!         strata_sdk::export("pet", &pet.result());
//!         Ok(())
//!     }
//! }
//! strata_sdk::export_program!(Hello);
//! ```

pub mod local;
pub mod providers;

/// The SDK's JSON, so that a program needs no dependency of its own for what `strata import`
/// prints (`strata_sdk::serde_json::json!`) or for untyped inputs.
pub use serde_json;
pub mod random;
pub mod stack;

use serde::de::DeserializeOwned;
use serde::{Serialize, Serializer};
use serde_json::{Map, Value, json};
use std::cell::RefCell;
use std::collections::HashMap;
use std::marker::PhantomData;

#[doc(hidden)]
pub mod bindings {
    wit_bindgen::generate!({
        path: "../../../wit/program",
        world: "program-world",
        pub_export_macro: true,
        export_macro_name: "__export_program_world",
        default_bindings_module: "strata_sdk::bindings",
    });
}

use bindings::strata::program::monitor;

/// The error type of a program: anything printable.
pub type Error = Box<dyn std::error::Error>;
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// A Strata program: `run` declares the stack's resources.
pub trait Program {
    fn run() -> Result<()>;
}

/// Export a type implementing [`Program`] as the component's `strata:program` world.
#[macro_export]
macro_rules! export_program {
    ($t:ty) => {
        #[doc(hidden)]
        struct __StrataProgram;
        impl $crate::bindings::exports::strata::program::program::Guest for __StrataProgram {
            fn run() -> ::std::result::Result<(), ::std::string::String> {
                $crate::__run(<$t as $crate::Program>::run)
            }
            fn resolve(id: u32, values: ::std::string::String) -> ::std::result::Result<::std::string::String, ::std::string::String> {
                $crate::__resolve(id, values)
            }
        }
        $crate::bindings::__export_program_world!(__StrataProgram with_types_in $crate::bindings);
    };
}

type Callback = Box<dyn Fn(Value) -> std::result::Result<Value, String>>;

thread_local! {
    static CALLBACKS: RefCell<HashMap<u32, Callback>> = RefCell::new(HashMap::new());
    static OUTPUTS: RefCell<Map<String, Value>> = RefCell::new(Map::new());
}

#[doc(hidden)]
pub fn __run(run: fn() -> Result<()>) -> std::result::Result<(), String> {
    let result = run().map_err(|e| e.to_string());
    // Outputs exported before a failure are kept: the engine runs what was declared.
    let outputs = OUTPUTS.with(|o| std::mem::take(&mut *o.borrow_mut()));
    if result.is_ok() || !outputs.is_empty() {
        monitor::register_outputs(&Value::Object(outputs).to_string())?;
    }
    result
}

#[doc(hidden)]
pub fn __resolve(id: u32, values: String) -> std::result::Result<String, String> {
    let values: Value = serde_json::from_str(&values).map_err(|e| e.to_string())?;
    CALLBACKS.with(|c| {
        let c = c.borrow();
        let f = c
            .get(&id)
            .ok_or_else(|| format!("no apply callback #{id}"))?;
        f(values).map(|v| v.to_string())
    })
}

const KEY: &str = "$strata";

/// The reserved markers of `strata:program` values, for code that builds values by hand (the
/// YAML program): an [`Output`] does this itself.
pub mod marker {
    use super::{KEY, Value, json};

    /// Whether `v` holds a reference, an unknown value or a secret anywhere.
    pub fn any(v: &Value) -> bool {
        match v {
            Value::Object(o) => o.contains_key(KEY) || o.values().any(any),
            Value::Array(a) => a.iter().any(any),
            _ => false,
        }
    }

    /// Whether `v` is the secret marker.
    pub fn is_secret(v: &Value) -> bool {
        v.get(KEY).and_then(Value::as_str) == Some("secret")
    }

    /// `v`, kept secret.
    pub fn secret(v: Value) -> Value {
        json!({ KEY: "secret", "value": v })
    }

    /// A reference to one output (`v`), deeper by `names`: the engine reads the value at that
    /// path of the output (`${db.Endpoint.Address}`), and `strata compile` can say it (a
    /// nested `Fn::GetAtt`), as it cannot a callback. `None`: `v` is no such reference.
    pub fn deeper(v: &Value, names: &[&str]) -> Option<Value> {
        let o = v.as_object()?;
        if o.get(KEY).and_then(Value::as_str) != Some("ref") || names.is_empty() {
            return None;
        }
        let property = o.get("property")?.as_str()?;
        Some(
            json!({ KEY: "ref", "handle": o.get("handle")?, "property": format!("{property}.{}", names.join(".")) }),
        )
    }

    /// `v` with each secret's plaintext in its place, and whether it held a secret: `None` when
    /// something in it is not known now (a reference, an unknown value, a secret without its
    /// plaintext).
    pub fn known_now(v: &Value) -> Option<(Value, bool)> {
        match v {
            Value::Object(o) if o.contains_key(KEY) => {
                let inner = o.get("value").filter(|_| is_secret(v))?;
                known_now(inner).map(|(plain, _)| (plain, true))
            }
            Value::Object(o) => {
                let mut secret = false;
                let mut out = serde_json::Map::new();
                for (k, x) in o {
                    let (plain, s) = known_now(x)?;
                    secret |= s;
                    out.insert(k.clone(), plain);
                }
                Some((Value::Object(out), secret))
            }
            Value::Array(a) => {
                let mut secret = false;
                let mut out = Vec::with_capacity(a.len());
                for x in a {
                    let (plain, s) = known_now(x)?;
                    secret |= s;
                    out.push(plain);
                }
                Some((Value::Array(out), secret))
            }
            other => Some((other.clone(), false)),
        }
    }
}

use marker::any as has_marker;

/// A value that may not be known yet: a resource's output, something computed from one, or a
/// plain value. Serialize it into inputs to make a dependency.
pub struct Output<T> {
    json: Value,
    _t: PhantomData<T>,
}

impl<T> Clone for Output<T> {
    fn clone(&self) -> Self {
        Output {
            json: self.json.clone(),
            _t: PhantomData,
        }
    }
}

impl<T> Serialize for Output<T> {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        self.json.serialize(s)
    }
}

impl<T: Serialize> Output<T> {
    /// A value known now.
    pub fn known(v: T) -> Output<T> {
        Output {
            json: serde_json::to_value(v).expect("value serializes to JSON"),
            _t: PhantomData,
        }
    }

    /// A value to keep out of logs and output: its plaintext never leaves the engine.
    pub fn secret(v: T) -> Output<T> {
        Output {
            json: marker::secret(serde_json::to_value(v).expect("value serializes to JSON")),
            _t: PhantomData,
        }
    }
}

impl<T> Output<T> {
    fn raw(json: Value) -> Output<T> {
        Output {
            json,
            _t: PhantomData,
        }
    }

    /// Compute a new value from this one once it is known. The callback runs inside the
    /// program when the engine has the value (during a preview it may never run).
    pub fn apply<U, F>(&self, f: F) -> Output<U>
    where
        T: DeserializeOwned + 'static,
        U: Serialize,
        F: Fn(T) -> U + 'static,
    {
        let call = move |v: Value| -> std::result::Result<Value, String> {
            let t: T =
                serde_json::from_value(v).map_err(|e| format!("apply: unexpected value: {e}"))?;
            serde_json::to_value(f(t)).map_err(|e| e.to_string())
        };
        if !has_marker(&self.json) {
            return match call(self.json.clone()) {
                Ok(v) => Output::raw(v),
                Err(e) => panic!("{e}"),
            };
        }
        // Known now, though secret (a secret config value): computed now, and secret too, so
        // that what it makes is checked before anything runs, not part way through `up`.
        if let Some((plain, true)) = marker::known_now(&self.json) {
            return match call(plain) {
                Ok(v) => Output::raw(marker::secret(v)),
                Err(e) => panic!("{e}"),
            };
        }
        let handle = monitor::register_apply(&self.json.to_string())
            .expect("the engine accepts apply callbacks");
        CALLBACKS.with(|c| c.borrow_mut().insert(handle, Box::new(call)));
        Output::raw(json!({ KEY: "ref", "handle": handle }))
    }

    /// Both values, as a pair, once both are known.
    pub fn zip<U>(&self, other: &Output<U>) -> Output<(T, U)> {
        Output::raw(json!([self.json, other.json]))
    }
}

impl<T: Serialize> From<T> for Output<T> {
    fn from(v: T) -> Output<T> {
        Output::known(v)
    }
}

/// One string joined from `parts` once they are known: a string part as it is, any other value
/// (an [`Output`] serialized to JSON, a number) as its text. The engine joins them; no callback
/// runs in the program, so `strata compile` can translate it (`Fn::Sub`). See [`interpolate!`].
pub fn concat(parts: Vec<Value>) -> Output<String> {
    let parts: Vec<Value> = parts
        .into_iter()
        .filter(|p| p.as_str() != Some(""))
        .collect();
    if !has_marker(&Value::Array(parts.clone())) {
        let joined = parts
            .iter()
            .map(|p| match p {
                Value::String(s) => s.clone(),
                Value::Null => String::new(),
                v => v.to_string(),
            })
            .collect();
        return Output::raw(Value::String(joined));
    }
    let handle = monitor::register_interpolation(&Value::Array(parts).to_string())
        .expect("the engine accepts interpolations");
    Output::raw(json!({ KEY: "ref", "handle": handle }))
}

#[doc(hidden)]
pub fn __interpolate(template: &str, values: Vec<Value>) -> Output<String> {
    let texts: Vec<&str> = template.split("{}").collect();
    assert_eq!(
        texts.len(),
        values.len() + 1,
        "interpolate!: the template has {} `{{}}` for {} value(s)",
        texts.len() - 1,
        values.len()
    );
    let mut parts = Vec::new();
    let mut values = values.into_iter();
    for t in texts {
        parts.push(Value::String(t.to_string()));
        parts.extend(values.next());
    }
    concat(parts)
}

#[doc(hidden)]
pub fn __part<T: Serialize + ?Sized>(v: &T) -> Value {
    serde_json::to_value(v).expect("value serializes to JSON")
}

/// A string with each `{}` of the template replaced by the next value (an [`Output`] or any
/// serializable value), joined by the engine once they are known:
/// `interpolate!("arn:aws:s3:::{}/*", bucket.output::<String>("BucketName"))`.
#[macro_export]
macro_rules! interpolate {
    ($template:expr $(, $value:expr)* $(,)?) => {
        $crate::__interpolate($template, vec![$($crate::__part(&$value)),*])
    };
}

/// Export a stack output, shown by `strata stack output` and readable by other stacks.
pub fn export<T>(name: &str, value: &Output<T>) {
    OUTPUTS.with(|o| o.borrow_mut().insert(name.to_string(), value.json.clone()));
}

/// Options for a resource besides its inputs. A property path names an input property:
/// `tags`, `tags.env` (a key of an object), `ports[0]` (an element of a list).
#[derive(Default, Clone)]
pub struct Options {
    depends_on: Vec<u32>,
    protect: Option<bool>,
    delete_before_replace: Option<bool>,
    timeouts: (Option<u32>, Option<u32>, Option<u32>),
    ignore_changes: Vec<String>,
    replace_on_changes: Vec<String>,
    retain_on_delete: bool,
    deleted_with: Option<u32>,
    additional_secret_outputs: Vec<String>,
    import: Option<String>,
    aliases: Vec<String>,
    parent: Option<u32>,
    provider: Option<String>,
    replacement_trigger: Option<Value>,
    replace_with: Vec<u32>,
}

fn seconds(limit: std::time::Duration) -> u32 {
    limit.as_secs().clamp(1, u64::from(u32::MAX)) as u32
}

impl Options {
    fn into_wit(self) -> bindings::strata::program::types::ResourceOptions {
        use bindings::strata::program::types::{CustomTimeouts, ResourceOptions};
        let (create, update, delete) = self.timeouts;
        ResourceOptions {
            depends_on: self.depends_on,
            protect: self.protect,
            delete_before_replace: self.delete_before_replace,
            timeouts: CustomTimeouts {
                create,
                update,
                delete,
            },
            ignore_changes: self.ignore_changes,
            replace_on_changes: self.replace_on_changes,
            retain_on_delete: self.retain_on_delete,
            deleted_with: self.deleted_with,
            additional_secret_outputs: self.additional_secret_outputs,
            import_id: self.import,
            aliases: self.aliases,
            parent: self.parent,
            provider: self.provider,
            replacement_trigger: self.replacement_trigger.map(|t| t.to_string()),
            replace_with: self.replace_with,
        }
    }

    /// A time limit for each of this resource's provider calls, overriding the provider's.
    pub fn timeout(mut self, limit: std::time::Duration) -> Self {
        let s = Some(seconds(limit));
        self.timeouts = (s, s, s);
        self
    }
    /// Time limits by operation (`None` keeps the provider's), recorded in state so that the
    /// delete of a resource removed from the program still honours them.
    pub fn timeouts(
        mut self,
        create: Option<std::time::Duration>,
        update: Option<std::time::Duration>,
        delete: Option<std::time::Duration>,
    ) -> Self {
        self.timeouts = (
            create.map(seconds),
            update.map(seconds),
            delete.map(seconds),
        );
        self
    }
    /// Create this resource after `other`, even without a reference to its outputs.
    pub fn depends_on(mut self, other: &Resource) -> Self {
        self.depends_on.push(other.handle);
        self
    }
    /// Refuse to delete or replace this resource (`false`: even when its parent is protected;
    /// unset, it is as its parent is).
    pub fn protect(mut self, protect: bool) -> Self {
        self.protect = Some(protect);
        self
    }
    /// Replace the resource whenever this value (a plain value or an [`Output`]) changes from
    /// the one recorded at its last deployment, as Pulumi's `replacementTrigger`.
    pub fn replacement_trigger<T: Serialize + ?Sized>(mut self, value: &T) -> Self {
        self.replacement_trigger =
            Some(serde_json::to_value(value).expect("value serializes to JSON"));
        self
    }
    /// Replace this resource whenever `other` is replaced.
    pub fn replace_with(mut self, other: &Resource) -> Self {
        self.replace_with.push(other.handle);
        self
    }
    /// When replacing, delete the old resource before creating the new one (`true`), or
    /// create first even if the provider asks otherwise (`false`).
    pub fn delete_before_replace(mut self, yes: bool) -> Self {
        self.delete_before_replace = Some(yes);
        self
    }
    /// Ignore changes to these input properties: the recorded values are kept.
    pub fn ignore_changes(mut self, paths: &[&str]) -> Self {
        self.ignore_changes
            .extend(paths.iter().map(|p| p.to_string()));
        self
    }
    /// Replace the resource (instead of updating it) when one of these properties changes.
    pub fn replace_on_changes(mut self, paths: &[&str]) -> Self {
        self.replace_on_changes
            .extend(paths.iter().map(|p| p.to_string()));
        self
    }
    /// On delete (a destroy, a removal from the program, a replacement), forget the resource
    /// and leave it in place.
    pub fn retain_on_delete(mut self, yes: bool) -> Self {
        self.retain_on_delete = yes;
        self
    }
    /// `owner`'s delete removes this resource too: when both are deleted, skip this one's; when
    /// `owner` is replaced, this one is replaced with it.
    pub fn deleted_with(mut self, owner: &Resource) -> Self {
        self.deleted_with = Some(owner.handle);
        self
    }
    /// Keep these output properties secret whatever their value.
    pub fn additional_secret_outputs(mut self, names: &[&str]) -> Self {
        self.additional_secret_outputs
            .extend(names.iter().map(|n| n.to_string()));
        self
    }
    /// Adopt the existing resource with this provider id instead of creating one.
    pub fn import(mut self, id: &str) -> Self {
        self.import = Some(id.to_string());
        self
    }
    /// The resource was called `old_name`, of type `ty` (its own, or the type its provider
    /// renamed it from; this stack and project): its state is this one's, and the rename
    /// neither creates nor deletes anything.
    pub fn alias_name(mut self, ty: &str, old_name: &str) -> Self {
        self.aliases.push(format!(
            "urn:strata:{}::{}::{ty}::{old_name}",
            monitor::stack(),
            monitor::project()
        ));
        self
    }
    /// The resource was known by this full URN (`strata stack export` shows them).
    pub fn alias_urn(mut self, urn: &str) -> Self {
        self.aliases.push(urn.to_string());
        self
    }
    /// Use provider instance `name` (a `[providers.NAME]` table of the project whose `package`
    /// is this type's) instead of the one named after the package. Changing it replaces the
    /// resource.
    pub fn provider(mut self, name: &str) -> Self {
        self.provider = Some(name.to_string());
        self
    }
    /// It belongs to `parent` (a [`Component`], or any resource): deleted before it, its URN
    /// carries the parent's type.
    pub fn parent(mut self, parent: &Resource) -> Self {
        self.parent = Some(parent.handle);
        self
    }
}

/// A component: a logical grouping of resources (declared with `Options::parent`), with
/// outputs of its own and no provider. Deleting it deletes its children first.
#[derive(Clone, Debug)]
pub struct Component {
    resource: Resource,
}

impl Component {
    /// Declare component `name` of type `ty` (`<package>:<Kind>`, e.g. `acme:WebApp`).
    pub fn new(ty: &str, name: &str, options: Options) -> Result<Component> {
        let handle = monitor::register_component(ty, name, &options.into_wit())
            .map_err(|e| format!("{ty} \"{name}\": {e}"))?;
        Ok(Component {
            resource: Resource { handle },
        })
    }

    /// As a resource: to be a `parent`, a `depends_on`, or to read its outputs.
    pub fn resource(&self) -> &Resource {
        &self.resource
    }

    /// Set its outputs: a serializable value (an object) whose fields may hold [`Output`]s.
    pub fn register_outputs(&self, outputs: &impl Serialize) -> Result<()> {
        let outputs = serde_json::to_string(outputs)?;
        monitor::register_component_outputs(self.resource.handle, &outputs)?;
        Ok(())
    }
}

/// A declared resource of any type.
#[derive(Clone, Debug)]
pub struct Resource {
    handle: u32,
}

impl Resource {
    /// Declare resource `name` of type `ty` (`<provider>:<Kind>`) with `inputs`, any
    /// serializable value whose fields may hold [`Output`]s.
    pub fn new(
        ty: &str,
        name: &str,
        inputs: &impl Serialize,
        options: Options,
    ) -> Result<Resource> {
        let inputs = serde_json::to_string(inputs)?;
        let handle = monitor::register_resource(ty, name, &inputs, &options.into_wit())
            .map_err(|e| format!("{ty} \"{name}\": {e}"))?;
        Ok(Resource { handle })
    }

    /// The output property `name`, once the resource exists.
    pub fn output<T>(&self, name: &str) -> Output<T> {
        Output::raw(json!({ KEY: "ref", "handle": self.handle, "property": name }))
    }
}

/// Call provider function `function` (`<provider>:<function>`, a data source) with `args`, any
/// serializable value whose fields may hold [`Output`]s. The result is known once the
/// arguments are (during a preview, it may stay unknown).
pub fn invoke<T>(function: &str, args: &impl Serialize) -> Result<Output<T>> {
    let args = serde_json::to_string(args)?;
    let handle = monitor::invoke(function, &args).map_err(|e| format!("invoke {function}: {e}"))?;
    Ok(Output::raw(json!({ KEY: "ref", "handle": handle })))
}

/// Stack configuration (`strata config set KEY VALUE`).
pub mod config {
    use super::*;

    /// The value of `key`, if set; a secret's plaintext.
    pub fn get(key: &str) -> Option<String> {
        let raw: Value = serde_json::from_str(&monitor::config(key)?).ok()?;
        let v = match raw {
            Value::Object(mut o) if o.get(KEY).and_then(Value::as_str) == Some("secret") => {
                o.remove("value")?
            }
            v => v,
        };
        Some(match v {
            Value::String(s) => s,
            v => v.to_string(),
        })
    }

    /// The value of `key`, or an error saying how to set it.
    pub fn require(key: &str) -> Result<String> {
        get(key).ok_or_else(|| {
            format!("missing configuration `{key}`: set it with `strata config set {key} VALUE`")
                .into()
        })
    }

    /// A configuration value as an [`Output`], secret if it was set with `--secret`.
    pub fn output(key: &str) -> Option<Output<String>> {
        monitor::config(key)
            .and_then(|j| serde_json::from_str(&j).ok())
            .map(Output::raw)
    }
}

/// The stack's outputs as its last deployment recorded them (what [`export`] declared then);
/// `None` when it has none yet. A secret output comes back wrapped in the secret marker, so
/// that exporting it again keeps it secret ([`previous_output`] unwraps it). An update whose
/// program reads them runs only if the stack is still at that deployment when it takes the
/// stack's lock, so what the program decides from them cannot be overtaken by another update.
pub fn previous_outputs() -> Result<Option<Map<String, Value>>> {
    thread_local! {
        static READ: std::cell::OnceCell<Option<Map<String, Value>>> = const { std::cell::OnceCell::new() };
    }
    if let Some(read) = READ.with(|r| r.get().cloned()) {
        return Ok(read);
    }
    let outputs = match monitor::previous_outputs().map_err(|e| format!("previous outputs: {e}"))? {
        None => None,
        Some(json) => match serde_json::from_str(&json)? {
            Value::Object(o) => Some(o),
            other => return Err(format!("previous outputs are not an object: {other}").into()),
        },
    };
    READ.with(|r| {
        let _ = r.set(outputs.clone());
    });
    Ok(outputs)
}

/// The output `name` of the stack's last deployment ([`previous_outputs`]), if it had one
/// (a null output is none); a secret's plaintext.
pub fn previous_output<T: DeserializeOwned>(name: &str) -> Result<Option<T>> {
    match previous_outputs()?
        .and_then(|mut o| o.remove(name))
        .map(unwrap_secrets)
    {
        None | Some(Value::Null) => Ok(None),
        Some(v) => Ok(Some(
            serde_json::from_value(v).map_err(|e| format!("previous output `{name}`: {e}"))?,
        )),
    }
}

/// `v` with every secret marker replaced by its plaintext.
fn unwrap_secrets(v: Value) -> Value {
    match v {
        Value::Object(mut o) if o.get(KEY).and_then(Value::as_str) == Some("secret") => {
            unwrap_secrets(o.remove("value").unwrap_or(Value::Null))
        }
        Value::Object(o) => {
            Value::Object(o.into_iter().map(|(k, v)| (k, unwrap_secrets(v))).collect())
        }
        Value::Array(a) => Value::Array(a.into_iter().map(unwrap_secrets).collect()),
        v => v,
    }
}

/// The project and stack being deployed.
pub fn project() -> String {
    monitor::project()
}

pub fn stack() -> String {
    monitor::stack()
}

/// Write to the engine's log.
pub fn log(message: &str) {
    monitor::log(bindings::strata::program::types::LogLevel::Info, message);
}
