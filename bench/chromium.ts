/**
 * Debian's Chromium driven by playwright-core, for the e2e suite (playwright.config.ts, tests/)
 * and the benchmarks alike (Playwright's own browser download cannot work offline). In
 * @tastemap/bench, which depends on none of its users' packages, so each reaches it without a
 * circle (ADR 0061).
 */
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function chromiumPath(): string {
  const found = CANDIDATES.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error("Chromium not found: install Debian's `chromium` or set CHROMIUM_PATH");
  }
  return found;
}

/**
 * Debian's `chromium-headless-shell` when installed (and CHROMIUM_PATH names no other
 * browser), else chromiumPath(): the browser for tests that drive pages rather than measure
 * them. It is what Playwright itself runs headless tests on: the same Blink and V8 as
 * `chromium` without the desktop browser's machinery, which on two cores cost the end-to-end
 * suite a tenth of its time (docs/benchmarks.md). The benchmarks stay on chromiumPath():
 * Lighthouse and the first-touch figures are about the browser visitors run.
 */
export function headlessShellPath(): string {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return chromiumPath();
}

/**
 * The flags every caller needs here (root in CI: no sandbox; no GPU; no background traffic;
 * the lake's self-signed certificate accepted unless `trustLakeCertificate` is false). The
 * e2e suite's playwright.config.ts launches with them too.
 */
export function chromiumArgs(trustLakeCertificate = true): string[] {
  return [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    ...(trustLakeCertificate ? ["--ignore-certificate-errors"] : []),
  ];
}

/**
 * Headless Chromium with chromiumArgs().
 * `ownSignals: false` keeps Playwright's SIGINT/SIGTERM/SIGHUP handlers off, so a
 * script can stop its own services before the process exits.
 */
export async function launchChromium(
  options: { ownSignals?: boolean; trustLakeCertificate?: boolean } = {},
): Promise<Browser> {
  const handleSignals = options.ownSignals ?? true;
  // Off only to see what a browser that never met the lake's certificate shows.
  const trust = options.trustLakeCertificate ?? true;
  return await chromium.launch({
    executablePath: chromiumPath(),
    handleSIGINT: handleSignals,
    handleSIGTERM: handleSignals,
    handleSIGHUP: handleSignals,
    args: chromiumArgs(trust),
  });
}
