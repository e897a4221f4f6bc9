// Serves the production build for the Playwright suite on a fresh database under data/.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = process.env.PORT ?? "3100";
const dir = path.join(root, "data", `e2e-${port}`);
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });

process.env.DATABASE_URL = `file:${path.join(dir, "site.db")}`;
process.env.SITE_URL ??= `http://127.0.0.1:${port}`;
// Keep a copy of the server's log so tests can check what it does (and does not) record.
const logFile = fs.createWriteStream(path.join(dir, "server.log"));
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream);
  stream.write = (chunk, ...rest) => {
    logFile.write(chunk);
    return write(chunk, ...rest);
  };
}
await import(path.join(root, "server.js"));
