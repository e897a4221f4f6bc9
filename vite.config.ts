import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

const QR_ENGINE = fileURLToPath(new URL("./app/features/qr/engine.ts", import.meta.url));
/** Where the QR page's offline worker (public/qrcoder-sw.js) finds the engine's files. */
export const QR_OFFLINE_FILES = "qrcoder-offline.json";
const SONNER = /[\\/]node_modules[\\/]sonner[\\/]/;

/**
 * The QR page loads its engine on first use, so its HTML does not name the engine's files and
 * the offline worker would keep them only once used. This lists the engine's chunk and every
 * chunk it imports, so the worker caches them when it installs: after one visit the generator
 * works offline even if nothing was made on that visit. The same goes for the toasts (sonner
 * loads with the first toast): their chunks are listed too.
 */
function qrOfflineFiles(): Plugin {
  return {
    name: "qr-offline-files",
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === "chunk" ? [[c.fileName, c] as const] : [])));
      const engine = [...chunks.values()].find((c) => c.facadeModuleId === QR_ENGINE);
      if (!engine) return this.error("No chunk for app/features/qr/engine.ts: the QR page's offline files cannot be listed");
      const toasts = [...chunks.values()].filter((c) => c.moduleIds.some((id) => SONNER.test(id)));
      if (toasts.length === 0) return this.error("No chunk for sonner: the QR page's offline files cannot be listed");
      const files = new Set<string>();
      const add = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        chunks.get(fileName)?.imports.forEach(add);
        chunks.get(fileName)?.viteMetadata?.importedCss.forEach((css) => files.add(css));
      };
      [engine, ...toasts].forEach((c) => add(c.fileName));
      this.emitFile({ type: "asset", fileName: QR_OFFLINE_FILES, source: JSON.stringify([...files].map((f) => `/${f}`)) });
    },
  };
}

/**
 * A gzip (level 9) and a brotli (quality 11) copy beside each built script, stylesheet and
 * WebAssembly file (`<file>.gz`, `<file>.br`), made once at build time, so the server sends
 * these immutable bytes without compressing them again on every request. Every such file gets
 * both, even where compressing does not make it smaller, so the server finds a pair for each.
 */
const precompressAssets = () =>
  compression({
    include: /(^|[\\/])assets[\\/][^\\/]+\.(js|css|wasm|json|svg)$/,
    algorithms: ["gzip", "brotliCompress"],
    skipIfLargerOrEqual: false,
    logLevel: "silent",
  });

export default defineConfig(({ command, isSsrBuild }) => ({
  // The SSR bundle's entry is our Express app, so pages, API and database share one module graph.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : {
        target: "es2022",
        // terser's two passes make the shipped script about 3 KB (gzip) smaller than esbuild's.
        minify: "terser",
        terserOptions: { compress: { passes: 2 }, module: true },
        // Two files every hydrating page loads whole: the framework, and the layout the root
        // route draws with what it imports. Everything else is Rollup's own chunking, which alone
        // gives a page two dozen small files and takes listings about 2 KB over their budget.
        rollupOptions: {
          output: {
            manualChunks: {
              framework: ["react", "react/jsx-runtime", "react-dom/client", "react-router", "react-router/dom"],
              shell: ["site-header", "site-footer", "toaster-slot"].map((m) => `./app/components/layout/${m}.tsx`),
            },
          },
        },
      },
  resolve: {
    alias: [{ find: /^~\//, replacement: `${fileURLToPath(new URL("./app", import.meta.url))}/` }],
  },
  plugins: [tailwindcss(), reactRouter(), ...(command === "build" && !isSsrBuild ? [qrOfflineFiles(), precompressAssets()] : [])],
}));
