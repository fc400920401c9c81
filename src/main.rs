//! The `bifronte` command.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(bifronte::cli::main_with_args(&args));
}
