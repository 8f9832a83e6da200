//! What a recovering user reads in a command's output: the command it tells them to run.

/// The first command the CLI printed in backquotes that a user can run as it is (no
/// placeholder such as `NAME` or `URN=ID` in it): in its error if it has one, else in what
/// else it said but its warnings and notes (context, such as "`strata refresh` in one settles
/// what it left"), else anywhere. Commands that make a project or a stack (`strata new`,
/// `strata stack init`) are not ways out: "create it with `strata stack init dev`" answers a
/// stack that is not there, which a recovering user (whose rerun finds the work done) does not
/// want made anew.
pub(crate) fn printed_command(said: &str, command: &[String]) -> Option<Vec<String>> {
    printed_commands(said)
        .into_iter()
        .find(|c| !(c.len() < command.len() && command.starts_with(c)))
}

/// The commands [`printed_command`] may pick, best first. The command under test named
/// without its arguments (`strata stack move`) is a mention, not one to run: the caller skips
/// it.
fn printed_commands(said: &str) -> Vec<Vec<String>> {
    let error = said.find("error:").map_or("", |at| &said[at..]);
    let plain: String = said
        .lines()
        .filter(|l| !l.trim_start().starts_with("warning:") && !l.trim_start().starts_with("note:"))
        .collect::<Vec<_>>()
        .join("\n");
    [error, &plain, said]
        .into_iter()
        .flat_map(commands_in)
        .collect()
}

fn commands_in(text: &str) -> Vec<Vec<String>> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|c| {
            c.starts_with("strata ")
                && !c.contains('…')
                && !c.contains("...")
                && !c.split_whitespace().any(|w| {
                    let letters: String = w.chars().filter(char::is_ascii_alphabetic).collect();
                    letters.len() > 1 && letters.chars().all(|c| c.is_ascii_uppercase())
                })
        })
        .map(|c| words(&c["strata ".len()..]))
        .filter(|c| {
            let sub = subcommand(c);
            sub != ["stack", "init"] && sub.first().is_none_or(|w| w != "new")
        })
        .collect()
}

/// `line` split as a shell would (quotes grouping, not kept).
fn words(line: &str) -> Vec<String> {
    let (mut out, mut cur, mut quote, mut any) = (Vec::new(), String::new(), None, false);
    for ch in line.chars() {
        match (quote, ch) {
            (None, '\'' | '"') => {
                quote = Some(ch);
                any = true;
            }
            (Some(q), c) if c == q => quote = None,
            (None, c) if c.is_whitespace() => {
                if any {
                    out.push(std::mem::take(&mut cur));
                    any = false;
                }
            }
            (_, c) => {
                cur.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(cur);
    }
    out
}

/// The words of `args`' subcommand (at most two: `stack unlock`), past the global options
/// and their values before them.
pub(crate) fn subcommand(args: &[String]) -> Vec<String> {
    let mut sub: Vec<String> = Vec::new();
    let mut rest = args.iter();
    while let Some(a) = rest.next() {
        if ["--cwd", "--stack", "-s", "--backend"].contains(&a.as_str()) {
            rest.next();
        } else if a.starts_with('-') {
            continue;
        } else if sub.len() < 2 {
            sub.push(a.clone());
        } else {
            break;
        }
    }
    sub
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(ws: &[&str]) -> Vec<String> {
        ws.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn the_error_s_command_is_followed_not_a_warning_s_nor_a_placeholder_s() {
        let said = "warning: took over the lock (`strata refresh` in one settles what it left)\n\
                    error: 1 interrupted create: `strata --cwd /w/a --stack dev refresh --import-pending-creates` imports it (`--import-pending-creates URN=ID` by id)";
        assert_eq!(
            printed_command(said, &strings(&["up"])),
            Some(strings(&[
                "--cwd",
                "/w/a",
                "--stack",
                "dev",
                "refresh",
                "--import-pending-creates"
            ]))
        );
        let said = "error: no stack selected: create one with `strata stack init NAME` or pick one with `strata stack select NAME`";
        assert_eq!(printed_command(said, &strings(&["up"])), None);
    }

    #[test]
    fn the_command_under_test_named_is_a_mention_and_making_a_stack_is_no_way_out() {
        let said = "error: it is empty: if a `strata stack move` stopped right after making it, remove it with `strata --backend file:///m stack rm dev`, then move again";
        let command = strings(&["stack", "move", "--to", "file:///m"]);
        assert_eq!(
            printed_command(said, &command),
            Some(strings(&["--backend", "file:///m", "stack", "rm", "dev"]))
        );
        let said = "error: stack `dev` does not exist (create it with `strata stack init dev`)";
        assert_eq!(printed_command(said, &command), None);
        let said = "failed: stack `dev` does not exist (create it with `strata --cwd /w/a --stack dev stack init dev`)";
        assert_eq!(printed_command(said, &command), None);
    }

    #[test]
    fn quotes_group_words_and_global_options_are_not_the_subcommand() {
        assert_eq!(
            words(r#"config set spec '{"a": 1}' --stack "my dev""#),
            strings(&["config", "set", "spec", r#"{"a": 1}"#, "--stack", "my dev"])
        );
        assert_eq!(
            subcommand(&strings(&[
                "--cwd", "/w", "-s", "dev", "stack", "unlock", "--force"
            ])),
            strings(&["stack", "unlock"])
        );
    }
}
