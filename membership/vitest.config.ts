import { packageTests } from "@tastemap/config/vitest";

// This package's tests on their own (`npm test` in this folder). The root's vitest.config.ts
// runs the same files in its unit project, with every other package's.
export default packageTests();
