//! A Strata program: declare resources in `run`.

use strata_sdk::random::{PetArgs, RandomPet};
use strata_sdk::{Program, Result, export};

struct App;

impl Program for App {
    fn run() -> Result<()> {
        let pet = RandomPet::new("pet", PetArgs::default())?;
        export("pet", &pet.result());
        Ok(())
    }
}

strata_sdk::export_program!(App);
