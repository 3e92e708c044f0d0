import { lakeWriteClient } from "@tastemap/scripts/lake-client";
import type { startBenchStack } from "./bench-stack";

/** The document the publish rewrites: shown by the city guides, no other page. */
const PUBLISHED_ID = "restaurant-rome-1";

/**
 * Publishes a change none of the pages but the city guides shows (Rome's first restaurant,
 * its name written again), as staff do during the day while the site keeps its last build:
 * the `--after-publish` case of bench:lighthouse and bench:lantern (issue 37).
 */
export async function publishAfterTheBuild(
  stack: Awaited<ReturnType<typeof startBenchStack>>,
): Promise<void> {
  const client = lakeWriteClient(stack.config);
  const restaurant = await client.getDocument<{ name?: string }>(PUBLISHED_ID);
  if (!restaurant) throw new Error(`${PUBLISHED_ID} is missing from the seed`);
  await client.patch(PUBLISHED_ID).set({ name: restaurant.name }).commit();
  console.error(`published ${PUBLISHED_ID} again after the build`);
}
