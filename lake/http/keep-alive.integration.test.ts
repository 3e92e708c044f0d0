/**
 * An idle connection outlives the clients' own idle timeouts (Node's agent 5 s, undici 4 s,
 * agentkeepalive 4-15 s, nginx 75 s), so a client never sends a request on a socket the lake is
 * closing at that moment ("socket hang up" in @sanity/import under load).
 */
import net from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startLake, type TestLake } from "../testing/test-lake";

let t: TestLake;
beforeAll(async () => {
  t = await startLake();
});
afterAll(() => t.stop());

/** Sends `request` on `socket` and resolves with the whole answer (it has a Content-Length). */
function exchange(socket: net.Socket, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const [head, body = ""] = text.split("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(head ?? "")?.[1] ?? Number.NaN);
      if (body.length >= length) {
        socket.off("data", onData);
        resolve(text);
      }
    };
    socket.on("data", onData);
    socket.once("close", () => reject(new Error(`closed after: ${JSON.stringify(text)}`)));
    socket.write(request);
  });
}

it("keeps an idle connection open past the clients' idle timeouts and says for how long", async () => {
  const { port } = new URL(t.lake.url);
  const socket = net.connect(Number(port), "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const request = `GET /v1/ping HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`;
  const first = await exchange(socket, request);
  expect(first).toMatch(/^HTTP\/1\.1 200/);
  const timeout = Number(/keep-alive: timeout=(\d+)/i.exec(first)?.[1]);
  expect(timeout).toBeGreaterThanOrEqual(65);
  // Past Node's old 5 s default, which raced Node's own agent (also 5 s).
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(socket.destroyed).toBe(false);
  expect(await exchange(socket, request)).toMatch(/^HTTP\/1\.1 200/);
  socket.destroy();
}, 20_000);
