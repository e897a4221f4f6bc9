// An SMTP server on loopback that keeps what it receives: the tests' mail sink and the e2e
// server's. Plain SMTP only (no STARTTLS, so the site's client sends in the clear over loopback);
// any user name and password are accepted.
import { SMTPServer } from "smtp-server";

/**
 * @param {{ port?: number, onMessage?: (raw: Buffer) => void | Promise<void> }} [options]
 */
export async function startSmtpSink(options = {}) {
  /** @type {"accept" | "tempfail" | "permfail"} */
  let mode = "accept";
  /** @type {Buffer[]} */
  const messages = [];
  /** @type {Array<{ username: string, password: string }>} */
  const logins = [];
  const refusal = () =>
    mode === "tempfail"
      ? Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 })
      : Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    banner: "test sink",
    size: 10 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username ?? "", password: auth.password ?? "" });
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      callback(mode === "accept" ? undefined : refusal());
    },
    onData(stream, _session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", async () => {
        if (mode !== "accept") return callback(refusal());
        const raw = Buffer.concat(chunks);
        messages.push(raw);
        try {
          await options.onMessage?.(raw);
          callback();
        } catch (error) {
          callback(/** @type {Error} */ (error));
        }
      });
    },
  });
  server.on("error", () => {});
  await new Promise((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve(undefined));
  });
  const port = /** @type {import("node:net").AddressInfo} */ (server.server.address()).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    logins,
    /** @param {"accept" | "tempfail" | "permfail"} next */
    setMode(next) {
      mode = next;
    },
    /** @returns {Promise<void>} */
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
