/**
 * Two calls Studio 5.31 makes straight to sanity.io, whatever its API host, with no setting
 * to turn them off: the update check (sanity-cdn.com's module registry, every 15 minutes,
 * PackageVersionStatusProvider) and the feedback probe (api.sanity.io's feedback intake,
 * whether the Help menu may offer "Give feedback"). Offline both fail, and the first logs
 * "Failed to fetch version for package". Against the local lake, where updates come from
 * `npm install` and feedback cannot be sent, the page answers them itself: "no version known"
 * (`{}`: Studio shows only its own version) and "feedback unavailable" (503: the menu item is
 * hidden). Nothing leaves the machine; every other request passes through untouched.
 */

/** `https://sanity-cdn.com/v1/modules/sanity/latest/^5.31.2/t1764000000` and the by-app form. */
const MODULE_REGISTRY = /^https:\/\/sanity-cdn\.(?:com|work)\/v1\/modules\//;
/** `https://api.sanity.io/vX/intake/feedback` */
const FEEDBACK_INTAKE = /^https:\/\/api\.sanity\.(?:io|work)\/vX\/intake\/feedback(?:[?#]|$)/;

const INSTALLED = Symbol.for("tastemap.offlineSanityCalls");

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === "string") return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/** The page's own answer to one of those calls, or undefined for any other request. */
export function localAnswer(url: string): Response | undefined {
  if (MODULE_REGISTRY.test(url)) return Response.json({});
  if (FEEDBACK_INTAKE.test(url)) {
    return new Response("Feedback goes to sanity.io: not available against the local lake", {
      status: 503,
    });
  }
  return undefined;
}

/** Answers those calls in the page from now on (idempotent: the config reloads in dev). */
export function answerSanityCallsLocally(): void {
  const scope = globalThis as typeof globalThis & { [INSTALLED]?: true };
  if (scope[INSTALLED] || typeof scope.fetch !== "function") return;
  scope[INSTALLED] = true;
  const fetchFromNetwork = scope.fetch.bind(scope);
  scope.fetch = (input, init) => {
    const answer = localAnswer(urlOf(input));
    return answer ? Promise.resolve(answer) : fetchFromNetwork(input, init);
  };
}
