/**
 * `npm run lake:export -- <file.ndjson> [--dataset production] [--no-assets] [--no-drafts] [--types a,b]`
 * `npm run lake:import -- <file.ndjson> [--dataset production] [--replace | --missing]`
 *
 * Works on LAKE_DATA_DIR (.data/lake) directly when no lake is running on it; when one is
 * (its lock file names its URL) the same work goes through that lake's HTTP API with
 * SANITY_API_TOKEN (default local-dev-token), so a running lake never sees its files
 * change underneath it.
 */
import path from "node:path";
import { createClient } from "@sanity/client";
import { readLakeConfig, SANITY_API_VERSION } from "../config";
import { readLock } from "./store/datasets";
import { exportNdjson, type ImportMode, importNdjson } from "./transfer/ndjson";

const USAGE = `usage:
  tsx lake/cli.ts export <file.ndjson> [--dataset production] [--no-assets] [--no-drafts] [--types a,b]
  tsx lake/cli.ts import <file.ndjson> [--dataset production] [--replace | --missing]
env: LAKE_DATA_DIR (.data/lake), SANITY_API_TOKEN (local-dev-token), LAKE_PROJECT_ID (local), LAKE_PORT (8787)`;

interface Args {
  command: string;
  file: string;
  flags: Map<string, string | true>;
}

function parseArgs(argv: string[]): Args {
  const [command = "", ...rest] = argv;
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (arg.startsWith("--")) {
      const [name, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
      const next = rest[i + 1];
      if (inline !== undefined) flags.set(name, inline);
      else if ((name === "dataset" || name === "types") && next !== undefined) {
        flags.set(name, next);
        i++;
      } else flags.set(name, true);
    } else positional.push(arg);
  }
  return { command, file: positional[0] ?? "", flags };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (!["export", "import"].includes(args.command) || !args.file) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = readLakeConfig(process.env);
  const dataDir = path.resolve(config.dataDir);
  const dataset =
    typeof args.flags.get("dataset") === "string"
      ? (args.flags.get("dataset") as string)
      : "production";
  const { projectId, token } = config;
  const log = (line: string) => console.log(line);
  const running = readLock(dataDir);
  const client = running?.url
    ? createClient({
        projectId,
        dataset,
        apiHost: running.url,
        useProjectHostname: false,
        useCdn: false,
        apiVersion: SANITY_API_VERSION,
        token,
      })
    : undefined;
  console.log(
    client ? `lake is running at ${running?.url}: going through its API` : `working on ${dataDir}`,
  );

  if (args.command === "export") {
    const types = args.flags.get("types");
    const result = await exportNdjson({
      file: args.file,
      client,
      dataDir: client ? undefined : dataDir,
      dataset,
      assets: !args.flags.has("no-assets"),
      drafts: !args.flags.has("no-drafts"),
      types: typeof types === "string" ? types.split(",").map((t) => t.trim()) : undefined,
      log,
    });
    console.log(`exported ${result.documents} documents, ${result.assets} asset(s)`);
    return;
  }
  if (args.flags.has("replace") && args.flags.has("missing")) {
    console.error("use either --replace or --missing, not both");
    process.exit(2);
  }
  const mode: ImportMode = args.flags.has("replace")
    ? "replace"
    : args.flags.has("missing")
      ? "missing"
      : "create";
  const result = await importNdjson({
    file: args.file,
    client,
    dataDir: client ? undefined : dataDir,
    dataset,
    projectId,
    publicUrl: `http://127.0.0.1:${config.port}`,
    mode,
    log,
  });
  console.log(
    `imported ${result.documents} documents (${result.created} created, ${result.replaced} replaced, ${result.skipped} skipped), ${result.assets} asset(s)`,
  );
}

main().catch((error: unknown) => {
  console.error(`lake ${process.argv[2] ?? ""}: ${(error as Error).message}`);
  process.exit(1);
});
