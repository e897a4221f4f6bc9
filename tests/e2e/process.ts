import { spawn, type ChildProcess } from "node:child_process";

/** Starts `node <script>` (server.js unless told) from the repository root with only the given environment. */
export function startServer(env: Record<string, string>, script = "server.js") {
  const child = spawn(process.execPath, [script], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (d) => (stdout += d));
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** Resolves once the server answers /healthz with 200; fails at once if it exits first. */
export async function waitForHealthy(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("server exited early");
    try {
      const r = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (r.status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server never became healthy");
}
