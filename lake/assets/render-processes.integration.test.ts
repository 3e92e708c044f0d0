import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { tempDir } from "../testing/test-lake";
import { RenderProcesses } from "./render-processes";

const dir = tempDir();
const file = path.join(dir, "source.png");
beforeAll(async () => {
  await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a6" } })
    .png()
    .toFile(file);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("keeps a render process warm between renders, and ends it once idle", async () => {
  const processes = new RenderProcesses(1, 300);
  const render = () => processes.render({ file, query: "w=20", format: "png" }, 5_000);
  expect((await sharp(await render()).metadata()).width).toBe(20);
  expect(processes.size).toBe(1);
  await render(); // the same process, warm
  expect(processes.size).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(processes.size).toBe(0);
  // And a render after that starts a new one.
  expect((await sharp(await render()).metadata()).width).toBe(20);
  processes.close();
  expect(processes.size).toBe(0);
});
