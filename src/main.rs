//! The `bifronte` command.

use clap::Parser;

fn main() {
    std::process::exit(bifronte::cli::run(bifronte::cli::Cli::parse()));
}
