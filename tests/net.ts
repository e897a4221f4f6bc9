import http from "node:http";
import net from "node:net";

/**
 * A loopback port nothing listens on (the system handed it out and it was closed again). Fixed
 * ports collide with other workers and suites on the same machine.
 */
export async function freeLoopbackPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", () => r()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** The raw answer: status, headers and the bytes as sent, without any decoding. */
export function rawRequest(port: number, path: string, headers: Record<string, string>, method: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request({ port, host: "127.0.0.1", path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}
