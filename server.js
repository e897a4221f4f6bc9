// Starts the site: the production build by default, Vite's dev server with --dev.
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));

if (process.argv.includes("--dev")) {
  const { createServer } = await import("vite");
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: "custom" });
  const { start } = await vite.ssrLoadModule("./server/app.ts");
  await start({
    env: { NODE_ENV: "development", ...process.env },
    devMiddleware: vite.middlewares,
    getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build"),
  });
} else {
  let mod;
  try {
    mod = await import("./build/server/index.js");
  } catch (error) {
    if (error?.code === "ERR_MODULE_NOT_FOUND") {
      process.stderr.write("No production build found: run `npm run build` first (or `npm start`, which builds).\n");
      process.exit(1);
    }
    throw error;
  }
  await mod.startProduction(path.join(root, "build", "client"));
}
