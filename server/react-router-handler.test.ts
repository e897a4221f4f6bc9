import type { AddressInfo } from "node:net";
import http from "node:http";

import express from "express";
import { afterEach, describe, expect, it } from "vitest";

import { sendResponse, toFetchRequest } from "./react-router-handler";

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => {
      s.closeAllConnections();
      return new Promise((r) => s.close(r));
    }),
  );
});

/** A bare Express app whose one route answers with the Response `answer` makes of the Fetch Request. */
async function serve(answer: (request: Request) => Response | Promise<Response>) {
  const app = express();
  const errors: unknown[] = [];
  app.all("/{*rest}", async (req, res, next) => {
    try {
      await sendResponse(res, await answer(toFetchRequest(req, res)));
    } catch (error) {
      errors.push(error);
      next(error);
    }
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, errors };
}

/** A body of `chunks` chunks of 64 KB, made only when pulled; counts the pulls and whether it was cancelled. */
function countedBody(chunks: number) {
  const state = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled === chunks) return controller.close();
        state.pulled++;
        controller.enqueue(new Uint8Array(64 * 1024).fill(97));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, state };
}

describe("the React Router request handler's Express side", () => {
  it("passes method, URL, headers and body in, and status, every Set-Cookie and the body out", async () => {
    const { base } = await serve(async (request) => {
      const headers = new Headers({ "content-type": "application/json", "x-seen-method": request.method });
      headers.append("set-cookie", "a=1; Path=/");
      headers.append("set-cookie", "b=2; Path=/");
      const echo = { url: request.url, header: request.headers.get("x-test"), body: await request.text() };
      return new Response(JSON.stringify(echo), { status: 201, headers });
    });
    const answer = await fetch(`${base}/path?q=1`, { method: "POST", headers: { "x-test": "yes" }, body: "hello" });
    expect(answer.status).toBe(201);
    expect(answer.headers.get("x-seen-method")).toBe("POST");
    expect(answer.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(await answer.json()).toEqual({ url: `${base}/path?q=1`, header: "yes", body: "hello" });
  });

  it("streams a long body whole, pulling it only as fast as the client reads", async () => {
    const { body, state } = countedBody(1000); // 64 MB
    const { base } = await serve(() => new Response(body));
    const answer = await fetch(`${base}/export`);
    const reader = answer.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    // The client stops reading: the server stops pulling once the socket's buffers are full
    // (about 4 MB on loopback here; a quarter of the body is far above any kernel's buffers).
    await new Promise((r) => setTimeout(r, 300));
    expect(state.pulled).toBeLessThan(250);
    let bytes = first.value!.byteLength;
    for (let next = await reader.read(); !next.done; next = await reader.read()) bytes += next.value.byteLength;
    expect(bytes).toBe(1000 * 64 * 1024);
    expect(state.cancelled).toBe(false);
  });

  it("cancels the body when the client goes away, without an error", async () => {
    const { body, state } = countedBody(10_000);
    const { base, errors } = await serve(() => new Response(body));
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${base}/export`, (response) => {
        response.once("data", () => {
          request.destroy();
          resolve();
        });
      });
      request.on("error", (error) => (request.destroyed ? undefined : reject(error)));
    });
    await expect.poll(() => state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(10_000);
    expect(errors).toEqual([]);
  });

  it("gives the route's signal an abort when the client goes away before the answer", async () => {
    let aborted: Promise<boolean> | undefined;
    const { base } = await serve((request) => {
      // A slow loader that gives up when told to, as React Router's own do with this signal.
      aborted = new Promise((resolve) => request.signal.addEventListener("abort", () => resolve(true)));
      return aborted.then(() => new Response("too late"));
    });
    const controller = new AbortController();
    const pending = fetch(`${base}/slow`, { signal: controller.signal }).catch(() => "gone");
    await expect.poll(() => aborted !== undefined).toBe(true);
    controller.abort();
    expect(await pending).toBe("gone");
    expect(await aborted).toBe(true);
  });
});
