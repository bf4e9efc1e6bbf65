# options_flags FILE: the [libfuzzer] section of an OSS-Fuzz .options file as
# libFuzzer flags, one -key=value a line (dict made relative to FILE's
# folder). Sourced by run_smoke.sh (CI's smoke runs) and
# tools/fuzz-campaign.sh, so both run a target with the same flags.
options_flags() {
  local section= line key value
  while IFS= read -r line || [[ -n $line ]]; do
    line=${line%%#*}
    if [[ $line =~ ^[[:space:]]*\[([a-z_]+)\] ]]; then
      section=${BASH_REMATCH[1]}
    elif [[ $section == libfuzzer && $line =~ ^[[:space:]]*([a-z_]+)[[:space:]]*=[[:space:]]*([^[:space:]]+) ]]; then
      key=${BASH_REMATCH[1]} value=${BASH_REMATCH[2]}
      [[ $key == dict ]] && value="$(dirname "$1")/$value"
      echo "-$key=$value"
    fi
  done <"$1"
}
