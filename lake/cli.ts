/**
 * `npm run lake:export -- <file.tar.gz> [--dataset production] [--no-assets] [--no-drafts] [--types a,b]`
 * `npm run lake:import -- <file.tar.gz | folder | file.ndjson> [--dataset production] [--replace | --missing]`
 * `npm run lake:copy -- <source> <target> [--skip-history]`
 *
 * Export and import run Sanity's own tools (lake/transfer/archive.ts), so the files are
 * those of `sanity dataset export/import`. When a lake is running on LAKE_DATA_DIR (its
 * lock file names its URLs) the work goes through its API with its token (SANITY_API_TOKEN, or
 * the data dir's own, `<LAKE_DATA_DIR>/api-token`); otherwise
 * the CLI starts a lake of its own on the data dir for the duration of the command.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { createClient, type SanityClient } from "@sanity/client";
import { LAKE_API_VERSION, readLakeConfig } from "./config";
import { certificateFile, defaultCertDir, ensureCertificate } from "./http/tls";
import { createLake } from "./lake";
import { ensureLocalToken } from "./local-token";
import { readLock } from "./store/datasets";
import { exportArchive, type ImportOperation, importArchive } from "./transfer/archive";

const USAGE = `usage:
  tsx lake/cli.ts export <file.tar.gz> [--dataset production] [--no-assets] [--no-drafts] [--types a,b]
  tsx lake/cli.ts import <file.tar.gz | folder | file.ndjson> [--dataset production] [--replace | --missing]
  tsx lake/cli.ts copy <source-dataset> <target-dataset> [--skip-history]
env: LAKE_DATA_DIR (.data/lake), SANITY_API_TOKEN (default: the data dir's own, <LAKE_DATA_DIR>/api-token), LAKE_PROJECT_ID (local)`;

interface Args {
  command: string;
  positional: string[];
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
  return { command, positional, flags };
}

/** A lake to talk to: the one running on the data dir, or one started for this command. */
interface Target {
  httpUrl: string;
  httpsUrl?: string;
  close(): Promise<void>;
}

async function connect(config: ReturnType<typeof readLakeConfig>, token: string): Promise<Target> {
  const dataDir = path.resolve(config.dataDir);
  const running = readLock(dataDir);
  if (running?.url) {
    console.log(`lake is running at ${running.url}: going through its API`);
    return { httpUrl: running.url, httpsUrl: running.httpsUrl, close: async () => undefined };
  }
  console.log(`working on ${dataDir} (no lake is running on it)`);
  const lake = await createLake({
    port: 0,
    httpsPort: 0,
    dataDir,
    token,
    projectId: config.projectId,
    datasets: config.datasets,
    log: () => undefined,
  });
  return { httpUrl: lake.url, httpsUrl: lake.httpsUrl, close: () => lake.close() };
}

/**
 * Imports go through the HTTPS listener (see archive.ts), so this process must trust the
 * lake's certificate. NODE_EXTRA_CA_CERTS is read only at start-up: run again with it set.
 */
async function rerunTrustingCertificate(config: ReturnType<typeof readLakeConfig>): Promise<void> {
  const dataDir = path.resolve(config.dataDir);
  const certFile =
    readLock(dataDir)?.certFile ??
    certificateFile((await ensureCertificate(defaultCertDir(dataDir), config.projectId)).dir);
  if (process.env.NODE_EXTRA_CA_CERTS === certFile) return;
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
  });
  process.exit(child.status ?? 1);
}

function clientFor(apiHost: string, dataset: string, token: string, projectId: string) {
  return createClient({
    projectId,
    dataset,
    apiHost,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: LAKE_API_VERSION,
    token,
  });
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const needed = args.command === "copy" ? 2 : 1;
  if (!["export", "import", "copy"].includes(args.command) || args.positional.length < needed) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = readLakeConfig(process.env);
  const datasetFlag = args.flags.get("dataset");
  const dataset = typeof datasetFlag === "string" ? datasetFlag : "production";
  const log = (line: string) => console.log(line);
  if (args.command === "import") {
    if (args.flags.has("replace") && args.flags.has("missing")) {
      console.error("use either --replace or --missing, not both");
      process.exit(2);
    }
    await rerunTrustingCertificate(config);
  }

  // The running lake's token, or the one the lake started here will use: the same file.
  const token = config.token ?? ensureLocalToken(config.dataDir);
  const target = await connect(config, token);
  const client = (secure = false): SanityClient =>
    clientFor(
      secure && target.httpsUrl ? target.httpsUrl : target.httpUrl,
      dataset,
      token,
      config.projectId,
    );
  try {
    if (args.command === "export") {
      const file = path.resolve(args.positional[0] as string);
      const types = args.flags.get("types");
      const result = await exportArchive({
        client: client(),
        file,
        assets: !args.flags.has("no-assets"),
        drafts: !args.flags.has("no-drafts"),
        types: typeof types === "string" ? types.split(",").map((t) => t.trim()) : undefined,
        log,
      });
      console.log(
        `exported ${result.documents} documents and ${result.assets} asset(s) of "${dataset}" to ${file}`,
      );
    } else if (args.command === "import") {
      const source = path.resolve(args.positional[0] as string);
      const operation: ImportOperation = args.flags.has("replace")
        ? "createOrReplace"
        : args.flags.has("missing")
          ? "createIfNotExists"
          : "create";
      if (!target.httpsUrl) {
        console.log(
          "note: the lake has no HTTPS listener (LAKE_HTTPS_PORT=off): assets that already exist are uploaded again",
        );
      }
      const result = await importArchive({ client: client(true), source, operation, log });
      for (const warning of result.warnings) console.log(`warning: ${warning}`);
      console.log(`imported ${result.documents} documents into "${dataset}" from ${source}`);
    } else {
      const [source, targetName] = args.positional as [string, string];
      await client().request({
        method: "PUT",
        uri: `/datasets/${source}/copy`,
        body: { targetDataset: targetName, skipHistory: args.flags.has("skip-history") },
      });
      console.log(`copied dataset "${source}" to "${targetName}"`);
    }
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(`lake ${process.argv[2] ?? ""}: ${(error as Error).message}`);
  process.exit(1);
});
