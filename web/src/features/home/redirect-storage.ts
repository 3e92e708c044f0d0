/**
 * Set when the visitor chooses "Stay here" so the redirect dialog does not
 * come back during the same browser session (also how e2e tests opt out).
 */
export const REDIRECT_DISMISSED_KEY = "tastemap:redirect-dismissed";

export function redirectDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(REDIRECT_DISMISSED_KEY) === "1";
  } catch {
    return false; // storage blocked: show the dialog, it can still be dismissed
  }
}

export function rememberRedirectDismissed(): void {
  try {
    window.sessionStorage.setItem(REDIRECT_DISMISSED_KEY, "1");
  } catch {
    // Storage blocked: the dialog may show again on the next visit to /, nothing worse.
  }
}

/** "Redirecting in {seconds}…" → "Redirecting in 3…". */
export function fillCountdown(template: string | null | undefined, seconds: number): string {
  return (template || "{seconds}").replaceAll("{seconds}", String(seconds));
}

/** The CMS value, or 3 s when it is missing or out of range. */
export function countdownStart(value: number | null | undefined): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return 3;
  return Math.min(30, Math.max(1, Math.round(value)));
}
