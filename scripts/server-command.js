// The production server's command line, read from the "serve" script in package.json so that
// benches measure exactly what `npm start`, `npm run serve` and the Dockerfile run.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Arguments for process.execPath: the serve script's node flags, then server.js. */
export function serverArgs() {
  const serve = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.serve;
  const words = serve.trim().split(/\s+/);
  if (words[0] !== "node" || words.at(-1) !== "server.js") throw new Error(`Unexpected serve script: ${serve}`);
  return words.slice(1);
}
