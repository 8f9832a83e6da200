//! Writes the files made from the wire types (`strata_wire::generate::files`) into the
//! repository, or under the directory given: the same as `STRATA_BLESS=1 cargo test -p
//! strata-wire`.

fn main() -> std::io::Result<()> {
    let root = std::env::args_os()
        .nth(1)
        .map_or_else(strata_wire::generate::root, std::path::PathBuf::from);
    for path in strata_wire::generate::write(&root)? {
        println!("wrote {path}");
    }
    Ok(())
}
