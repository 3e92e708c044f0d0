/*
 * The redirect dialog's countdown, apart from redirect-storage.ts (which the home route
 * reads on every visit): only the dialog's own chunk carries it.
 */

/** "Redirecting in {seconds}…" → "Redirecting in 3…". */
export function fillCountdown(template: string | null | undefined, seconds: number): string {
  return (template || "{seconds}").replaceAll("{seconds}", String(seconds));
}

/** The CMS value, or 3 s when it is missing or out of range. */
export function countdownStart(value: number | null | undefined): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return 3;
  return Math.min(30, Math.max(1, Math.round(value)));
}
