//! The `bifronte` command.

fn main() {
    std::process::exit(bifronte::cli::main_with_args(std::env::args_os().skip(1)));
}
