// The stock React Router 7 Express server, for `npm run bench proxy`: express() + compression() +
// @react-router/express's createRequestHandler({ build }) + express.static for build/client, on the
// app's own build. The build's routes need the app's database and settings, so the app is started
// too (startProduction, on PORT, left idle): that initialises them in this process, and the stock
// handler on STOCK_PORT renders with the same modules.
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const clientDir = path.join(root, "build", "client");
// React picks its build from NODE_ENV when first loaded, so everything that loads it is imported
// after this line (a static import would load React first, as development, beside the bundle's
// production React DOM).
process.env.NODE_ENV ??= "production";
const { createRequestHandler } = await import("@react-router/express");
const { default: compression } = await import("compression");
const { default: express } = await import("express");

const mod = await import(path.join(root, "build", "server", "index.js"));
if (typeof mod.loadServerBuild !== "function") {
  process.stderr.write("build/server/index.js exports no loadServerBuild (server/app.ts must export it)\n");
  process.exit(3);
}
await mod.startProduction(clientDir);
const build = await mod.loadServerBuild();

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(clientDir, { maxAge: "1h" }));
app.all("/{*splat}", createRequestHandler({ build, mode: process.env.NODE_ENV }));
app.listen(Number(process.env.STOCK_PORT), "127.0.0.1", () => process.stdout.write("stock server listening\n"));
