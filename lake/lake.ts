/**
 * The local Content Lake: Sanity's HTTP API on node:http (and node:http2 over TLS for
 * Studio), backed by per-dataset transaction logs. `createLake` is what tests, the
 * orchestrator and `npm run lake` (lake/main.ts) use.
 */
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { Socket } from "node:net";
import path from "node:path";
import type { Duplex } from "node:stream";
import { type AssetLimits, AssetStore } from "./assets/store";
import { defaultLakeCorsOrigins } from "./config";
import { QueryPool } from "./groq/query-pool";
import { DEFAULT_ANSWER_LIMITS } from "./http/answer-budget";
import { asRes, rawJsonAnswer } from "./http/exchange";
import { DEFAULT_MAX_LISTENERS } from "./http/handlers/listen";
import { createPresence, type PresenceLimits } from "./http/presence";
import { routes } from "./http/routes";
import { createDispatcher, listen, serveIgnoringUpgrade } from "./http/server";
import { certificateFile, defaultCertDir, ensureCertificate } from "./http/tls";
import { ensureLocalToken } from "./local-token";
import type { LakeServices } from "./services";
import { CopyJobs } from "./store/copy-jobs";
import { Datasets } from "./store/datasets";
import { PRIVATE_FILE_MODE } from "./store/private-files";
import { ReleaseScheduler } from "./store/release-scheduler";
import type { Logger } from "./store/types";

export { LakePortError } from "./http/server";

export interface LakeOptions {
  /** HTTP port; 0 picks a free one. */
  port: number;
  /** Interface to bind; default 127.0.0.1 (the lake is a local development tool). */
  host?: string;
  /** Where transaction logs, assets and key-value data live. */
  dataDir: string;
  /**
   * Bearer token for writes, drafts and history. Default: the data dir's own random token
   * (`<dataDir>/api-token`, made on first start; local-token.ts).
   */
  token?: string;
  /** Host names answered besides localhost, *.localhost, 127.0.0.1 and [::1] (LAKE_ALLOWED_HOSTS). */
  allowedHosts?: string[];
  projectId: string;
  /** Datasets to open (created if missing). Default `["production"]`. */
  datasets?: string[];
  /** HTTPS + HTTP/2 port for Studio (0 picks a free one); no TLS listener if omitted. */
  httpsPort?: number;
  /** Where the self-signed certificate lives; default `<dataDir>/../certs`. */
  certDir?: string;
  /** Browser origins that may call the lake; default: the site's and Studio's default ports. */
  corsOrigins?: string[];
  /** Longest a query may run (default 10 s); past it the lake answers 408 and stops it. */
  queryTimeoutMs?: number;
  /**
   * Largest JSON result of a query (default 64 MiB); past it the lake answers 422. Every
   * other answer (documents by id, history, each export line and listener event) has the
   * same limit (http/answer-budget.ts).
   */
  queryResultLimitBytes?: number;
  /** Heap of each query worker, its replicas included (default 1024 MB); past it, 422. */
  queryMemoryMb?: number;
  /** Query worker threads (default: one per core, 3 to 4). */
  queryWorkers?: number;
  /** Open listeners and live-event streams in the whole lake (default 1024; tests lower it). */
  maxListeners?: number;
  /**
   * How long the replay of the logs at start may hold the event loop before it lets other
   * work in, in milliseconds (default 10; it pauses between transactions only). Tests set 0.
   */
  openSliceMs?: number;
  /** Image render limits (concurrency, queues, each render's CPU budget); tests tighten them. */
  assets?: Partial<AssetLimits>;
  /** Caps and timers of Studio's presence sockets (tests tighten them); defaults otherwise. */
  presence?: Partial<PresenceLimits>;
  log?: Logger;
}

export interface Lake {
  /** `http://127.0.0.1:<port>`: the `apiHost` for @sanity/client. */
  url: string;
  /** `https://localhost:<httpsPort>`: Studio's `apiHost` (it prefixes `<projectId>.`). */
  httpsUrl?: string;
  port: number;
  httpsPort?: number;
  /** PEM of the self-signed certificate (tests pass it as `ca`). */
  certificate?: string;
  close(): Promise<void>;
}

/** See `LakeOptions.openSliceMs`. */
const OPEN_SLICE_MS = 10;

export async function createLake(options: LakeOptions): Promise<Lake> {
  const log: Logger = options.log ?? ((line) => console.log(line));
  const host = options.host ?? "127.0.0.1";
  const dataDir = path.resolve(options.dataDir);
  // The lock first (a second lake on this data dir is refused before it listens); the logs
  // are replayed once the listeners are up.
  const datasets = Datasets.claim(dataDir, log);
  let settleOpened: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const opened = new Promise<void>((resolve, reject) => {
    settleOpened = { resolve, reject };
  });
  let isOpen = false;
  void opened.then(
    () => {
      isOpen = true;
    },
    () => undefined,
  );
  const keyValueFile = path.join(dataDir, "keyvalue.json");
  let publicUrl = "";
  let secureUrl = "";
  const lake: LakeServices = {
    projectId: options.projectId,
    auth: { token: options.token ?? ensureLocalToken(dataDir) },
    allowedHosts: options.allowedHosts ?? [],
    loginSessions: new Map(),
    corsOrigins: new Set(options.corsOrigins ?? defaultLakeCorsOrigins()),
    datasets,
    opened,
    copyJobs: new CopyJobs(),
    assets: new AssetStore(dataDir, options.assets),
    maxListeners: options.maxListeners ?? DEFAULT_MAX_LISTENERS,
    // Answers built on the main thread get what a query on a worker gets.
    answerLimits: {
      bytes: options.queryResultLimitBytes ?? DEFAULT_ANSWER_LIMITS.bytes,
      ms: options.queryTimeoutMs ?? DEFAULT_ANSWER_LIMITS.ms,
    },
    queries: new QueryPool({
      timeoutMs: options.queryTimeoutMs,
      resultLimitBytes: options.queryResultLimitBytes,
      memoryMb: options.queryMemoryMb,
      size: options.queryWorkers,
      // The first replica loads while the other workers have not started yet (ADR 0065).
      firstAlone: true,
    }),
    log,
    publicUrl: () => publicUrl,
    secureUrl: () => secureUrl,
    keyValue: loadKeyValue(keyValueFile),
    saveKeyValue: () => {
      const temp = `${keyValueFile}.tmp`;
      fs.writeFileSync(temp, JSON.stringify(Object.fromEntries(lake.keyValue)), {
        mode: PRIVATE_FILE_MODE,
      });
      fs.renameSync(temp, keyValueFile);
    },
  };
  const handle = createDispatcher(lake, routes());
  const presence = createPresence(lake, options.presence);
  /** WebSocket upgrades are presence's (any path: it answers 404 off /socket); others are HTTP. */
  const onUpgrade =
    (studio: boolean) => (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
      if (String(req.headers.upgrade).toLowerCase() === "websocket") {
        // Presence names a dataset: it waits for them to open, as requests do.
        if (isOpen) presence.upgrade(req, socket, head);
        else {
          // Unread until then: an upgraded socket has no reader until presence binds one.
          opened.then(
            () => presence.upgrade(req, socket, head),
            () => socket.destroy(),
          );
        }
      } else {
        serveIgnoringUpgrade(handle, req, socket, studio);
      }
    };
  const scheduler = new ReleaseScheduler(datasets, log);

  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  };

  const server = http.createServer((req, res) => void handle(req, asRes(res), false));
  server.on("connection", track);
  server.on("upgrade", onUpgrade(false));
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    // A URL or headers over node's 16 KB limit: say so (a long GROQ query belongs in a POST body).
    socket.end(
      error.code === "HPE_HEADER_OVERFLOW"
        ? rawJsonAnswer(
            431,
            "Request Header Fields Too Large",
            "The request line and headers are over 16 KB; send long queries as POST /data/query with a JSON body",
          )
        : rawJsonAnswer(400, "Bad Request", `Malformed HTTP request: ${error.message}`),
    );
  });

  let secure: http2.Http2SecureServer | undefined;
  let certificate: string | undefined;
  const closeAll = async () => {
    // Presence peers get a close frame (1001) first, as listeners get their stream's end.
    await presence.close();
    for (const socket of sockets) socket.destroy();
    await Promise.all([
      new Promise<void>((resolve) => server.close(() => resolve())),
      secure ? new Promise<void>((resolve) => secure?.close(() => resolve())) : Promise.resolve(),
    ]);
    scheduler.stop();
    await Promise.all([lake.queries.close(), lake.assets.close()]);
    datasets.close();
  };

  try {
    const port = await listen(server, options.port, host, "http");
    publicUrl = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
    let httpsPort: number | undefined;
    let certFile: string | undefined;
    if (options.httpsPort !== undefined) {
      const pair = await ensureCertificate(
        options.certDir ?? defaultCertDir(dataDir),
        options.projectId,
      );
      certificate = pair.cert;
      certFile = certificateFile(pair.dir);
      secure = http2.createSecureServer(
        { key: pair.key, cert: pair.cert, allowHTTP1: true },
        (req, res) => void handle(req, asRes(res), true),
      );
      secure.on("connection", track);
      secure.on("secureConnection", track);
      // HTTP/1.1 over TLS (allowHTTP1) upgrades arrive here: Studio's presence socket.
      secure.on("upgrade", onUpgrade(true));
      // A browser that does not trust the certificate yet just fails its handshake.
      secure.on("tlsClientError", () => undefined);
      secure.on("sessionError", () => undefined);
      httpsPort = await listen(secure, options.httpsPort, host, "https");
      secureUrl = `https://localhost:${httpsPort}`;
    }
    // Where it listens goes into the lock now: the CLI goes through the API (whose requests
    // wait for the datasets) rather than find the data dir locked by a lake with no address.
    datasets.updateLock({
      url: publicUrl,
      ...(secureUrl ? { httpsUrl: secureUrl, certFile } : {}),
    });
    // The first query worker reads the logs while the main thread replays them (ADR 0067).
    const toOpen = options.datasets ?? ["production"];
    for (const [name, extent] of datasets.unreplayedExtents(toOpen)) {
      lake.queries.preload(name, extent);
    }
    // The datasets open while the lake already listens: `/v1/ping` answers during the replay
    // of a large log, every other request waits for it (ADR 0065).
    datasets
      .openInSlices(toOpen, options.openSliceMs ?? OPEN_SLICE_MS)
      .then(settleOpened?.resolve, settleOpened?.reject);
    await opened;
    // Replicas load in the background, one worker at a time: the first on the one worker
    // started so far (`firstAlone`), which the first query waits for; the other workers start
    // once it holds them.
    lake.queries.warm(datasets.names().map((name) => datasets.get(name)));
    // Ready means able to answer queries: the first ones must not wait for workers to start.
    await lake.queries.ready();
    scheduler.start();
    let closing: Promise<void> | undefined;
    return {
      url: publicUrl,
      httpsUrl: httpsPort === undefined ? undefined : `https://localhost:${httpsPort}`,
      port,
      httpsPort,
      certificate,
      close: () => {
        closing ??= closeAll();
        return closing;
      },
    };
  } catch (error) {
    await closeAll().catch(() => undefined);
    throw error;
  }
}

function loadKeyValue(file: string): Map<string, unknown> {
  try {
    return new Map(
      Object.entries(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>),
    );
  } catch {
    return new Map();
  }
}
