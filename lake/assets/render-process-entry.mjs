// A forked process does not inherit tsx's loader: register it, then load the TypeScript renderer.
import { register } from "tsx/esm/api";

register();
await import("./render-process.ts");
