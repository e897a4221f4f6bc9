// Serves the production build for the Playwright suite on a fresh database under data/, with an
// SMTP sink on loopback (unless E2E_SMTP=off) that writes each message it receives to
// data/e2e-<port>/mail/<n>.eml for the tests to read.
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
if (process.env.E2E_SMTP !== "off") {
  const { startSmtpSink } = await import("./smtp-sink.js");
  const mailDir = path.join(dir, "mail");
  fs.mkdirSync(mailDir, { recursive: true });
  let received = 0;
  const sink = await startSmtpSink({
    onMessage(raw) {
      received += 1;
      // Written whole under a temporary name, then renamed, so a reader never sees half a file.
      const name = path.join(mailDir, `${String(received).padStart(5, "0")}.eml`);
      fs.writeFileSync(`${name}.part`, raw);
      fs.renameSync(`${name}.part`, name);
    },
  });
  process.env.SMTP_URL = sink.url;
  process.env.MAIL_FROM ??= "Site Alerts <alerts@e2e.example>";
  process.env.SHOP_NOTIFY_TO ??= "shop@e2e.example";
  process.env.OUTBOX_POLL_MS ??= "500";
}
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
