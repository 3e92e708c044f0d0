/**
 * What every reader of this package shares, without a schema library: the environment's
 * type, the error for a missing variable, and how one value is read (trimmed, blank counted as
 * unset). The site's first load reaches this module (web.ts) and nothing of valibot's;
 * schema.ts holds the pieces the other readers declare their variables with.
 *
 * Pure: no I/O and no `process`, so the browser bundle, Studio and Node share it.
 */

/** `process.env`, `import.meta.env` (which also holds booleans) or a plain record. */
export type Env = Readonly<Record<string, string | boolean | undefined>>;

// Fields, not parameter properties, in this package: vite.config.ts imports it by package name,
// which Vite leaves to Node's type stripping (erasable TypeScript only).
export class MissingEnvError extends Error {
  readonly variable: string;

  constructor(variable: string) {
    super(`Missing required environment variable: ${variable}`);
    this.name = "MissingEnvError";
    this.variable = variable;
  }
}

/** One thing wrong with a variable, in words that follow its name ("is missing: …"). */
export interface ConfigProblem {
  variable: string;
  problem: string;
}

/** The value trimmed, or undefined when it is not a string or is blank. */
export function trimmed(raw: unknown): string | undefined {
  return typeof raw === "string" && raw.trim() !== "" ? raw.trim() : undefined;
}

/** The trimmed value, or undefined when unset or blank: for a check that looks at one variable. */
export function optionalEnv(env: Env, name: string): string | undefined {
  return trimmed(env[name]);
}

/** The trimmed value, or MissingEnvError naming the variable. */
export function requireEnv(env: Env, name: string): string {
  const value = trimmed(env[name]);
  if (value === undefined) throw new MissingEnvError(name);
  return value;
}

/** `http://localhost:3333/` → `http://localhost:3333`; anything that is not an http(s) origin → undefined. */
export function originOf(raw: string): string | undefined {
  const url = URL.canParse(raw.trim()) ? new URL(raw.trim()) : undefined;
  return url && (url.protocol === "http:" || url.protocol === "https:") ? url.origin : undefined;
}
