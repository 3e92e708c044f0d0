/**
 * The pieces each reader declares its variables with (a valibot schema per reader), and the
 * two ways a schema's issues become messages that name the variable: parseEnv (the first, as
 * an error) and envProblems (every one, for a list).
 *
 * Valibot rather than zod: it is separate functions that tree-shake to the few a bundle uses
 * (docs/decisions/0048-config-as-a-schema.md). The site's first load does not reach this
 * module at all (web.ts reads its variables with env.ts's requireEnv and optionalEnv).
 */
import * as v from "valibot";
import { type ConfigProblem, type Env, MissingEnvError, originOf, trimmed } from "./env.ts";

/** A variable as every schema sees it: trimmed, and undefined when unset or blank. */
const value = v.pipe(v.unknown(), v.transform(trimmed));

/** A variable that may be left out: its value, or `fallback` (undefined when none). */
export function optional<const F extends string | undefined = undefined>(fallback?: F) {
  return v.pipe(value, v.optional(v.string(), fallback as F));
}

/** A variable that must be set; `missing` is its problem when it is not (MissingEnvError by default). */
export function required(missing = "is missing") {
  return v.pipe(value, v.string(missing));
}

function isPort(raw: string): boolean {
  const port = Number(raw);
  return Number.isInteger(port) && port >= 0 && port <= 65535;
}

const PORT_PROBLEM = (issue: { input: unknown }) =>
  `must be a TCP port number (0-65535), got "${issue.input}"`;

/** A TCP port, `fallback` when unset. */
export function port(fallback: number) {
  return v.pipe(
    value,
    v.optional(v.string(), String(fallback)),
    v.check(isPort, PORT_PROBLEM),
    v.transform(Number),
  );
}

/** A TCP port, `fallback` when unset, or "off" (any case): undefined, for no listener. */
export function portOrOff(fallback: number) {
  return v.pipe(
    value,
    v.optional(v.string(), String(fallback)),
    v.check(
      (raw) => raw.toLowerCase() === "off" || isPort(raw),
      (issue) => `must be a TCP port number (0-65535) or "off", got "${issue.input}"`,
    ),
    v.transform((raw) => (raw.toLowerCase() === "off" ? undefined : Number(raw))),
  );
}

/** An absolute http(s) URL, read as its origin; undefined when unset. */
export function httpOrigin() {
  return v.pipe(
    value,
    v.optional(
      v.pipe(
        v.string(),
        v.check(
          (raw) => originOf(raw) !== undefined,
          (issue) => `must be an absolute http(s) URL, got "${issue.input}"`,
        ),
        v.transform((raw) => originOf(raw) as string),
      ),
    ),
  );
}

/**
 * The schema of a group of variables. Each one declared is read, set or not (valibot's own
 * `object` skips a key that is absent, which here would lose the variable's name and message),
 * and nothing else of the environment is looked at.
 */
export function variables<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.unknown(),
    v.transform((env) =>
      Object.fromEntries(Object.keys(entries).map((name) => [name, (env as Env)[name]])),
    ),
    v.object(entries),
  );
}

type EnvSchema = v.GenericSchema<unknown, unknown>;

function variableOf(issue: v.BaseIssue<unknown>): string {
  return String(issue.path?.[0]?.key ?? "(unknown variable)");
}

/**
 * The values `schema` declares, or the first problem as an error naming its variable:
 * MissingEnvError for one that is unset or blank, else "<VARIABLE> <problem>".
 */
export function parseEnv<const S extends EnvSchema>(schema: S, env: Env): v.InferOutput<S> {
  const result = v.safeParse(schema, env, { abortEarly: true });
  if (result.success) return result.output;
  const [issue] = result.issues;
  const variable = variableOf(issue);
  if (issue.input === undefined) throw new MissingEnvError(variable);
  throw new Error(`${variable} ${issue.message}`);
}

/** Every problem `schema` finds in `env`, in the order the schema declares its variables. */
export function envProblems(schema: EnvSchema, env: Env): ConfigProblem[] {
  const result = v.safeParse(schema, env);
  return result.success
    ? []
    : result.issues.map((issue) => ({ variable: variableOf(issue), problem: issue.message }));
}
