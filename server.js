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
    build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
  });
} else {
  // React and React DOM pick their build from NODE_ENV when first loaded: without this, a plain
  // `npm start` rendered every page with React's development build (several times slower, and
  // noisier). The build, and React with it, is imported below, after this line.
  process.env.NODE_ENV ??= "production";
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
