/**
 * Resolves every `*.localhost` name to loopback in a Node program, as browsers do (RFC 6761):
 * the `sanity` CLI talks to `<projectId>.<apiHost>`, so against the lake it asks for
 * `local.localhost`, which Node's resolver does not know on systems without systemd-resolved.
 * Load it with `NODE_OPTIONS="--require ./lake/localhost-names.cjs"` (lake/README.md).
 */
const dns = require("node:dns");

const lookup = dns.lookup;
dns.lookup = function lookupLocalhost(hostname, options, callback) {
  const name =
    typeof hostname === "string" && hostname.endsWith(".localhost") ? "localhost" : hostname;
  return lookup.call(this, name, options, callback);
};
