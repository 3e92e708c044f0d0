# Puts Node.js 26 first on PATH when the machine's own Node is older than 24.
#
#   . scripts/use-node-26.sh        # in your shell (bash/zsh): this shell then runs Node 26
#   bash scripts/use-node-26.sh     # only installs it and prints the PATH line to add
#
# Node 26 comes from the npm registry: the `node` package, version 26, brings the official
# binary for this platform (its preinstall script fetches it). It is installed once into
# $TASTEMAP_NODE_HOME (default ~/.cache/tastemap/node-26). The Linux binary links libatomic1;
# when that library is missing and apt-get can run, it is installed. This runs before any
# `npm install` of the project: the project's .npmrc sets engine-strict, so an npm running
# on Node 20 refuses to install it (docs/decisions/0023-node-26-and-current-majors.md).

tastemap_use_node_26() {
  local wanted_major=26
  local oldest_major=24
  local home="${TASTEMAP_NODE_HOME:-${HOME:-/root}/.cache/tastemap/node-${wanted_major}}"
  local current_major=0
  if command -v node >/dev/null 2>&1; then
    current_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  fi
  if [ "$current_major" -ge "$oldest_major" ]; then
    echo "Node $(node --version) is new enough (>= ${oldest_major}); nothing to do."
    return 0
  fi

  if [ ! -x "$home/node_modules/.bin/node" ]; then
    if ! command -v npm >/dev/null 2>&1; then
      echo "Neither Node >= ${oldest_major} nor npm found: install Node.js ${wanted_major} (https://nodejs.org)." >&2
      return 1
    fi
    if [ "$(uname -s)" = "Linux" ] && ! ldconfig -p 2>/dev/null | grep -q 'libatomic\.so\.1'; then
      if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
        echo "Installing libatomic1 (Node ${wanted_major}'s Linux binary links it)..."
        DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
          DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libatomic1 >/dev/null
      else
        echo "Node ${wanted_major} needs libatomic1: run 'sudo apt-get install libatomic1' (or your system's equivalent)." >&2
      fi
    fi
    echo "Installing Node.js ${wanted_major} from the npm registry into $home (once)..."
    mkdir -p "$home"
    # A package.json of its own: the project's .npmrc (engine-strict) does not apply here, and
    # npm 12, which runs no dependency install script unless approved, runs `node`'s.
    cat >"$home/package.json" <<JSON
{
  "private": true,
  "dependencies": { "node": "^${wanted_major}.0.0" },
  "allowScripts": { "node": true }
}
JSON
    (cd "$home" && npm install --no-audit --no-fund --loglevel=error) || return 1
  fi

  export PATH="$home/node_modules/.bin:$PATH"
  hash -r 2>/dev/null || true
  echo "Using Node $(node --version) from $home/node_modules/.bin (npm $(npm --version))."
  echo "To use it in another shell: export PATH=\"$home/node_modules/.bin:\$PATH\""
}

tastemap_use_node_26
