#!/usr/bin/env bash
# Builds the fuzz targets and runs each in turn for SECONDS (default 600), one process each,
# niced. Run from the project's root:  fuzz/run.sh [SECONDS] [TARGET...]
# Targets: parsers (scenes and card files), save, decklist, scryfall, net. The corpora live
# outside the project, in $FUZZ_CORPUS (default ~/.cache/bifronte-fuzz/corpus/<target>/), seeded
# from the project's own files the first time; findings land in ~/.cache/bifronte-fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-600}
shift || true
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=(parsers save decklist scryfall net)
home=${FUZZ_HOME:-$HOME/.cache/bifronte-fuzz}
corpus=${FUZZ_CORPUS:-$home/corpus}
mkdir -p "$corpus" "$home/artifacts" "$home/logs"
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$home/target}
export BIFRONTE_DATA=$PWD
# The seeds: every scene, card file and bad input for the RON targets; the decklists, each
# behind the byte that tells the decklist target its file name (0: .txt, 3: Arena).
seed() {
    local t=$1
    [ -d "$corpus/$t" ] && [ -n "$(ls -A "$corpus/$t")" ] && return
    mkdir -p "$corpus/$t"
    case $t in
        parsers|save) find scenes assets/cards tests/bad_input -type f -name '*.ron' -exec cp --backup=numbered -t "$corpus/$t" {} + ;;
        decklist) for d in decks/*.txt; do
                { printf '\000'; cat "$d"; } > "$corpus/$t/$(basename "$d")"
                { printf '\003'; cat "$d"; } > "$corpus/$t/arena-$(basename "$d")"
            done ;;
        scryfall) printf '[]' > "$corpus/$t/empty.json" ;;
        net) : ;;
    esac
}
# Optimized with debug assertions and overflow checks (-O -a), without AddressSanitizer
# (-s none: the Rust code here has no unsafe of its own, and ASan made Bevy's build too slow on
# two cores).
build=(-O -a -s none --target-dir "$CARGO_TARGET_DIR")
nice -n 10 cargo +nightly fuzz build "${build[@]}"
for t in "${targets[@]}"; do
    seed "$t"
    opts=(-max_total_time="$secs" -rss_limit_mb=4096 -timeout=20 -print_final_stats=1 -artifact_prefix="$home/artifacts/$t-")
    case $t in
        parsers|save) opts+=(-dict=fuzz/dicts/ron.dict) ;;
        decklist) opts+=(-dict=fuzz/dicts/decklist.dict) ;;
        scryfall) opts+=(-dict=fuzz/dicts/scryfall.dict) ;;
        net) opts+=(-max_len=66000) ;;
    esac
    echo "== $t"
    nice -n 10 cargo +nightly fuzz run "${build[@]}" "$t" "$corpus/$t" -- "${opts[@]}" 2>&1 | tee "$home/logs/$t.log" \
        || echo "== $t stopped on a finding: $home/artifacts/"
done
