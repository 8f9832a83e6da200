//! The languages a program is written in, as one table: everything Strata knows about a
//! language is an entry of [`LANGUAGES`], and every place that depends on the language reads
//! its entry instead of matching a name:
//!
//! - the `runtime` a `Strata.toml` may name, and whether its `[program]` names a `wasm`
//!   component (`strata-workspace`, when the project file is read);
//! - the toolchain its build needs, named in one line when it is missing (`strata-ops`,
//!   `components/program.rs`);
//! - `strata import`'s declaration of an adopted resource ([`crate::snippet`], called by
//!   `strata-ops`);
//! - the typed SDK `strata gen-sdk --lang` makes (this crate, called by `strata-cli`);
//! - the `strata new` templates in the language (`strata-cli`: the files of template `NAME` are
//!   `templates/NAME/` in the repository, embedded in the binary).
//!
//! It lives here, in the SDK generator, because this crate is the lowest that all of them can
//! use: it depends on `strata-model` alone, and the functions the table names (the snippet,
//! the SDK) are this crate's own. `strata-workspace` re-exports it as
//! `strata_workspace::languages`. A new language is an entry here, the functions it names, and
//! its template directories; `strata-cli`'s table test fails until each part is there.

use strata_model::schema::Schema;

use crate::snippet;
pub use crate::snippet::Adopted;

/// A language programs (and policy packs and providers) are written in.
#[derive(Debug)]
pub struct Language {
    /// How people call it, for messages.
    pub name: &'static str,
    /// `runtime = "…"` in `Strata.toml` for a program in this language.
    pub runtime: &'static str,
    /// Whether it is the language of a project whose `Strata.toml` names no `runtime`.
    pub default: bool,
    /// The `strata new --template` names in this language, each with what it makes.
    pub templates: &'static [Template],
    /// The tool its program's build command needs on PATH, and how to install it; `None`: its
    /// program is not built.
    pub toolchain: Option<Toolchain>,
    /// Whether `[program]` names the `wasm` component (that its `build` makes); `false`: the
    /// program is run by a component Strata ships, and `[program]` names neither `wasm` nor
    /// `build`.
    pub wasm: bool,
    /// For a program Strata ships (`wasm` false) that reads a file the project names with
    /// `[program] main`, the file it reads when `main` is not given; `None`: `main` is not
    /// given (the YAML program reads `Strata.yaml`).
    pub shipped_main: Option<&'static str>,
    /// `strata import`'s declaration of the adopted resource, to paste into the program.
    pub snippet: fn(&Adopted) -> String,
    /// The typed resource classes `strata gen-sdk --lang` makes in it, if any.
    pub sdk: Option<Sdk>,
}

/// A `strata new` template: its files are `templates/NAME/` in the repository.
#[derive(Debug, PartialEq, Eq)]
pub struct Template {
    pub name: &'static str,
    pub kind: Kind,
}

/// What a template makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A project: `Strata.toml` and its program.
    Program,
    /// A policy pack.
    PolicyPack,
    /// A provider, with a project beside it that uses it.
    Provider,
}

/// What builds a language's programs.
#[derive(Debug)]
pub struct Toolchain {
    /// The executable the build command runs (looked for on PATH).
    pub tool: &'static str,
    /// What to install when it is missing (`install {install}, then run the command again`).
    pub install: &'static str,
}

/// The typed SDK `strata gen-sdk` makes for a language.
#[derive(Debug)]
pub struct Sdk {
    /// `--lang LANG`.
    pub lang: &'static str,
    /// The extension of the file it writes (`PACKAGE.EXT`).
    pub extension: &'static str,
    /// The module for provider `package`'s schema.
    pub generate: fn(package: &str, schema: &Schema) -> String,
}

const fn template(name: &'static str, kind: Kind) -> Template {
    Template { name, kind }
}

/// Every language, the default first.
pub static LANGUAGES: &[Language] = &[
    Language {
        name: "Rust",
        runtime: "rust",
        default: true,
        templates: &[
            template("rust", Kind::Program),
            template("policy-rust", Kind::PolicyPack),
            template("provider-rust", Kind::Provider),
        ],
        toolchain: Some(Toolchain {
            tool: "cargo",
            install: "Rust (https://rustup.rs), then `rustup target add wasm32-wasip2`",
        }),
        wasm: true,
        shipped_main: None,
        snippet: snippet::rust,
        sdk: Some(Sdk {
            lang: "rust",
            extension: "rs",
            generate: crate::rust,
        }),
    },
    Language {
        name: "TypeScript and JavaScript",
        runtime: "javascript",
        default: false,
        templates: &[
            template("typescript", Kind::Program),
            template("javascript", Kind::Program),
            template("policy-typescript", Kind::PolicyPack),
            template("provider-typescript", Kind::Provider),
        ],
        toolchain: Some(Toolchain {
            tool: "npm",
            install: "Node.js and npm (e.g. `apt-get install nodejs npm`)",
        }),
        wasm: true,
        shipped_main: None,
        snippet: snippet::javascript,
        sdk: Some(Sdk {
            lang: "typescript",
            extension: "ts",
            generate: crate::typescript,
        }),
    },
    Language {
        name: "Python",
        runtime: "python",
        default: false,
        templates: &[
            template("python", Kind::Program),
            template("policy-python", Kind::PolicyPack),
            template("provider-python", Kind::Provider),
        ],
        toolchain: Some(Toolchain {
            tool: "python3",
            install: "Python 3 (e.g. `apt-get install python3 python3-venv`)",
        }),
        wasm: true,
        shipped_main: None,
        snippet: snippet::python,
        sdk: Some(Sdk {
            lang: "python",
            extension: "py",
            generate: crate::python,
        }),
    },
    Language {
        name: "YAML",
        runtime: "yaml",
        default: false,
        templates: &[template("yaml", Kind::Program)],
        toolchain: None,
        wasm: false,
        shipped_main: None,
        snippet: snippet::yaml,
        sdk: None,
    },
    Language {
        name: "CloudFormation",
        runtime: "cloudformation",
        default: false,
        templates: &[template("cloudformation", Kind::Program)],
        toolchain: None,
        wasm: false,
        shipped_main: Some("template.yaml"),
        snippet: snippet::cloudformation,
        sdk: None,
    },
];

/// The language of `runtime = "…"` (`None`: the project names none, so the default).
pub fn by_runtime(runtime: Option<&str>) -> Option<&'static Language> {
    match runtime {
        None => Some(default()),
        Some(r) => LANGUAGES.iter().find(|l| l.runtime == r),
    }
}

/// The language of a project that names no runtime.
pub fn default() -> &'static Language {
    LANGUAGES
        .iter()
        .find(|l| l.default)
        .expect("the table has a default language")
}

/// The template `name` and its language.
pub fn template_named(name: &str) -> Option<(&'static Language, &'static Template)> {
    LANGUAGES
        .iter()
        .find_map(|l| l.templates.iter().find(|t| t.name == name).map(|t| (l, t)))
}

/// Every template name: the programs first, then the policy packs, then the providers, each in
/// the table's order (what `strata new --template` accepts, in its help's order).
pub fn template_names() -> Vec<&'static str> {
    [Kind::Program, Kind::PolicyPack, Kind::Provider]
        .into_iter()
        .flat_map(|kind| {
            LANGUAGES
                .iter()
                .flat_map(|l| l.templates.iter())
                .filter(move |t| t.kind == kind)
                .map(|t| t.name)
        })
        .collect()
}

/// The typed SDK `strata gen-sdk --lang LANG` makes.
pub fn sdk(lang: &str) -> Option<&'static Sdk> {
    LANGUAGES
        .iter()
        .filter_map(|l| l.sdk.as_ref())
        .find(|s| s.lang == lang)
}

/// `a, b and c`: the words, for a message.
pub fn listed<'a>(words: impl IntoIterator<Item = &'a str>, last: &str) -> String {
    let words: Vec<&str> = words.into_iter().collect();
    match words.split_last() {
        Some((tail, [])) => tail.to_string(),
        Some((tail, head)) => format!("{} {last} {tail}", head.join(", ")),
        None => String::new(),
    }
}

impl Language {
    /// `strata import`'s declaration of `adopted` in this language.
    pub fn declaration(&self, adopted: &Adopted) -> String {
        (self.snippet)(adopted)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_table_is_consistent() {
        assert_eq!(LANGUAGES.iter().filter(|l| l.default).count(), 1);
        assert_eq!(by_runtime(None).unwrap().runtime, "rust");
        let mut names = template_names();
        let count = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), count, "a template name is given twice");
        for l in LANGUAGES {
            assert!(std::ptr::eq(by_runtime(Some(l.runtime)).unwrap(), l));
            assert!(
                l.templates.iter().any(|t| t.kind == Kind::Program),
                "{}: no program template",
                l.name
            );
            for t in l.templates {
                assert!(std::ptr::eq(template_named(t.name).unwrap().0, l));
            }
            if let Some(t) = &l.toolchain {
                assert!(!t.tool.is_empty() && !t.install.is_empty(), "{}", l.name);
            }
            // What has nothing to build has no toolchain, and the other way round.
            assert_eq!(l.wasm, l.toolchain.is_some(), "{}", l.name);
            if let Some(s) = &l.sdk {
                assert!(std::ptr::eq(sdk(s.lang).unwrap(), s));
                let schema: Schema = serde_json::from_value(json!({"types": {"p:Thing": {
                    "inputs": {"size": {"type": "integer"}},
                    "outputs": {"id": {"type": "string"}}
                }}}))
                .unwrap();
                assert!((s.generate)("p", &schema).contains("Thing"), "{}", l.name);
            }
        }
        assert_eq!(
            template_names(),
            [
                "rust",
                "typescript",
                "javascript",
                "python",
                "yaml",
                "cloudformation",
                "policy-rust",
                "policy-typescript",
                "policy-python",
                "provider-rust",
                "provider-typescript",
                "provider-python"
            ]
        );
        assert_eq!(
            listed(
                LANGUAGES
                    .iter()
                    .filter_map(|l| l.sdk.as_ref())
                    .map(|s| s.lang),
                "and"
            ),
            "rust, typescript and python"
        );
        assert_eq!(listed(["a"], "and"), "a");
    }

    /// Each language's declaration of one adopted resource, protected and with a secret.
    #[test]
    fn every_language_declares_an_imported_resource() {
        let inputs = json!({
            "size": 3,
            "on": true,
            "tags": ["a", null],
            "empty": {},
            "token": {"$strata": "secret", "value": "s3cret"}
        });
        let adopted = Adopted {
            ty: "p:Thing",
            name: "9-lives",
            protect: true,
            inputs: &inputs,
        };
        let by = |runtime: &str| by_runtime(Some(runtime)).unwrap().declaration(&adopted);
        assert_eq!(
            by("rust"),
            "let r_9_lives = strata_sdk::Resource::new(\n    \"p:Thing\",\n    \"9-lives\",\n    &strata_sdk::serde_json::json!({\n      \"size\": 3,\n      \"on\": true,\n      \"tags\": [\n        \"a\",\n        null\n      ],\n      \"empty\": {},\n      \"token\": \"[secret]\"\n    }),\n    strata_sdk::Options::default().protect(true),\n)?;\n// Inputs shown as \"[secret]\" are secrets: take them from `strata_sdk::config::output`."
        );
        assert_eq!(
            by("javascript"),
            "const r_9_lives = new Resource(\"p:Thing\", \"9-lives\", {\n  \"size\": 3,\n  \"on\": true,\n  \"tags\": [\n    \"a\",\n    null\n  ],\n  \"empty\": {},\n  \"token\": \"[secret]\"\n}, { protect: true });\n// Inputs shown as \"[secret]\" are secrets: take them from `config.requireSecret`."
        );
        assert_eq!(
            by("python"),
            "r_9_lives = Resource(\"p:Thing\", \"9-lives\", {\n    \"size\": 3,\n    \"on\": True,\n    \"tags\": [\n        \"a\",\n        None,\n    ],\n    \"empty\": {},\n    \"token\": \"[secret]\",\n}, protect=True)\n# Inputs shown as \"[secret]\" are secrets: take them from the stack's secret configuration."
        );
        assert_eq!(
            by("yaml"),
            "resources:\n  9-lives:\n    type: p:Thing\n    properties: {\"size\":3,\"on\":true,\"tags\":[\"a\",null],\"empty\":{},\"token\":\"[secret]\"}\n    options: {protect: true}\n# Properties shown as \"[secret]\" are secrets: take them from a `secret: true` config entry."
        );
        // Not protected, no secret: no option, no note.
        let plain = json!({"size": 3});
        let adopted = Adopted {
            ty: "p:Thing",
            name: "web",
            protect: false,
            inputs: &plain,
        };
        assert_eq!(
            default().declaration(&adopted),
            "let web = strata_sdk::Resource::new(\n    \"p:Thing\",\n    \"web\",\n    &strata_sdk::serde_json::json!({\n      \"size\": 3\n    }),\n    strata_sdk::Options::default(),\n)?;"
        );
        assert_eq!(
            by_runtime(Some("python")).unwrap().declaration(&adopted),
            "web = Resource(\"p:Thing\", \"web\", {\n    \"size\": 3,\n})"
        );
    }
}
