#!/usr/bin/env bash
# The action's step (action.yml), a script of its own so that it can be run
# and tested outside GitHub: installs tensorlint from npm into a scratch
# directory (RUNNER_TEMP, else a temporary one; install scripts off), then
# runs it on INPUT_PATHS with INPUT_ARGS and --format=github, in the current
# directory. Its exit status is tensorlint's.
#
# Environment: INPUT_PATHS (default .), INPUT_ARGS, INPUT_VERSION (default
# 0.1.0), INPUT_PACKAGE (specs or tarballs instead of tensorlint@VERSION,
# separated by spaces), RUNNER_TEMP.
set -euo pipefail
version=${INPUT_VERSION:-0.1.0}
read -r -a packages <<<"${INPUT_PACKAGE:-}"
((${#packages[@]})) || packages=("tensorlint@$version")
read -r -a paths <<<"${INPUT_PATHS:-.}"
read -r -a args <<<"${INPUT_ARGS:-}"

prefix=$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/tensorlint-action.XXXXXX")
echo "::group::Install ${packages[*]}"
npm install --prefix "$prefix" --no-save --ignore-scripts --no-audit --no-fund \
  --loglevel=error "${packages[@]}"
echo "::endgroup::"

status=0
"$prefix/node_modules/.bin/tensorlint" --format=github "${args[@]}" "${paths[@]}" || status=$?
rm -rf "$prefix"
exit "$status"
