import { startTestStack, type TestStack } from "@tastemap/scripts/stack";

/**
 * The test stack a benchmark measures (`bench:lighthouse`, `bench:hydration`): seeded as
 * for the e2e suite, with the home page's redirect dialog off (it would leave for its
 * external page mid-run). If the stack does not come up, its last log lines go to
 * stderr before the error.
 */
export async function startBenchStack(): Promise<TestStack> {
  const log: string[] = [];
  console.error("starting the test stack (build, lake, emulators)…");
  return startTestStack((line) => log.push(line), {
    afterSeed: (lake) =>
      lake.patch("page-home-en").set({ "redirectModal.enabled": false }).commit(),
  }).catch((error: unknown) => {
    console.error(log.slice(-80).join("\n"));
    throw error;
  });
}
