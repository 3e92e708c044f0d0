/**
 * The configuration of every program of the site, for the Node programs that read more than
 * one part (the scripts, vite.config.ts). Each part is declared as a schema in its own module,
 * by who reads it, and the browser bundles import only theirs: `@tastemap/config/web` (the
 * site), `@tastemap/config/studio` (Studio), and the deploy's tests `@tastemap/config/deploy`. .env.example documents every variable.
 */

export * from "./deploy.ts";
export { type ConfigProblem, type Env, MissingEnvError, requireEnv } from "./env.ts";
export * from "./ports.ts";
export * from "./stack.ts";
export * from "./studio.ts";
export * from "./web.ts";
export * from "./web-app-check.ts";
