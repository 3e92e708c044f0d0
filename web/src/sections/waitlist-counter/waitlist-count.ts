interface WaitlistCounterSettings {
  /** The count shown on the target date itself. */
  base: number;
  /** How much the count drops for every day away from the target date. */
  perDay: number;
  /** ISO date (YYYY-MM-DD) the counter is anchored to. */
  targetDate: string;
  /** The count never goes below this. */
  minimum: number;
}

const DAY_MS = 86_400_000;

/** Whole UTC calendar days between two instants, regardless of time of day. */
export function daysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const end = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  return Math.round((end - start) / DAY_MS);
}

/**
 * The waitlist figure on the home page: base − perDay × |days to the target|,
 * never below the minimum. Returns undefined when the CMS date is not a date, so
 * the page can hide the counter instead of showing NaN.
 */
export function waitlistCount(settings: WaitlistCounterSettings, now: Date): number | undefined {
  const target = new Date(`${settings.targetDate}T00:00:00Z`);
  if (Number.isNaN(target.getTime())) return undefined;
  const distance = Math.abs(daysBetween(now, target));
  return Math.max(settings.minimum, settings.base - settings.perDay * distance);
}
