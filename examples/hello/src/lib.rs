//! The hello example: a random pet name and suffix, combined by an `apply` into a greeting
//! that the `local` provider writes to `out/greeting.txt`; the file's path and hash are stack
//! outputs. Try `strata config set greeting Howdy` and `strata up` again: only the file changes.

use strata_sdk::local::{File, FileArgs};
use strata_sdk::random::{PetArgs, RandomPet, RandomString, StringArgs};
use strata_sdk::{Output, Program, Result, config, export};

struct Hello;

impl Program for Hello {
    fn run() -> Result<()> {
        let greeting = config::get("greeting").unwrap_or_else(|| "Hello".into());
        let mut keepers = std::collections::BTreeMap::new();
        keepers.insert(
            "generation".to_string(),
            Output::known(config::get("generation").unwrap_or_else(|| "1".into())),
        );

        let pet = RandomPet::new(
            "pet",
            PetArgs {
                length: Some(2),
                ..Default::default()
            },
        )?;
        let suffix = RandomString::new(
            "suffix",
            StringArgs {
                length: 6,
                special: Some(false),
                upper: Some(false),
                keepers,
                ..Default::default()
            },
        )?;
        let message =
            pet.result()
                .zip(&suffix.result())
                .apply(move |(pet, suffix): (String, String)| {
                    format!("{greeting}, {pet}! (build {suffix})\n")
                });
        let file = File::new(
            "greeting",
            FileArgs {
                path: Output::known("out/greeting.txt".to_string()),
                content: message,
                mode: Some("644".into()),
            },
        )?;

        export("pet", &pet.result());
        export("path", &file.path());
        export("sha256", &file.sha256());
        Ok(())
    }
}

strata_sdk::export_program!(Hello);
