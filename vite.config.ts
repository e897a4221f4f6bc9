import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { ManualChunkMeta } from "rollup";
import { defineConfig, type Plugin } from "vite";

/**
 * sonner writes its stylesheet into a <style> element when its module loads. The toast module
 * (app/lib/toast.client.ts) loads sonner/dist/styles.css as a file with it instead, so the injected copy is cut here:
 * no inline style block to allow, and no CSS the HTML checker cannot parse in the page.
 */
function sonnerStylesAsFile(): Plugin {
  return {
    name: "sonner-styles-as-file",
    transform(code, id) {
      // Development serves the file with a version query (?v=…).
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id.split("?", 1)[0]!)) return;
      const out = code.replace(/^__insertCSS\(".*"\);?$/m, "");
      if (out === code) this.error("sonner no longer injects its styles with __insertCSS; check how its CSS loads now");
      return { code: out, map: null };
    },
  };
}

const QR_ENGINE = fileURLToPath(new URL("./app/features/qr/engine.ts", import.meta.url));
/** Where the QR page's offline worker (public/qrcoder-sw.js) finds the engine's files. */
export const QR_OFFLINE_FILES = "qrcoder-offline.json";
const SONNER_FILES = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/](index\.m?js|styles\.css)$/;

/**
 * The QR page loads its engine on first use, so its HTML does not name the engine's files and
 * the offline worker would keep them only once used. This lists the engine's chunk and every
 * chunk it imports, so the worker caches them when it installs: after one visit the generator
 * works offline even if nothing was made on that visit. The same goes for the toasts (sonner and
 * its stylesheet load with the first toast): their chunks and CSS file are listed too.
 */
function qrOfflineFiles(): Plugin {
  return {
    name: "qr-offline-files",
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === "chunk" ? [[c.fileName, c] as const] : [])));
      const engine = [...chunks.values()].find((c) => c.facadeModuleId === QR_ENGINE);
      if (!engine) return this.error("No chunk for app/features/qr/engine.ts: the QR page's offline files cannot be listed");
      const files = new Set<string>();
      const add = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        chunks.get(fileName)?.imports.forEach(add);
      };
      add(engine.fileName);
      const toasts = [...chunks.values()].filter((c) => c.moduleIds.some((id) => SONNER_FILES.test(id)));
      if (toasts.length === 0) return this.error("No chunk for sonner: the QR page's offline files cannot be listed");
      for (const chunk of toasts) {
        add(chunk.fileName);
        chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
      }
      this.emitFile({ type: "asset", fileName: QR_OFFLINE_FILES, source: JSON.stringify([...files].map((f) => `/${f}`)) });
    },
  };
}

/** What the server may answer precompressed (server/static-assets.ts serves the same list). */
const PRECOMPRESSED = /\.(js|css|wasm|json|svg)$/;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes a gzip (level 9) and a brotli (quality 11) copy beside every script, stylesheet and
 * WebAssembly file of the client build, once, at build time. The server answers /assets/ from
 * these (server/static-assets.ts) instead of compressing the same immutable bytes again on every
 * request, which cost the server about 30 ms of CPU per first visit on this machine; and a
 * browser that takes brotli gets the framework in 93 KB instead of 108.
 */
function precompressAssets(): Plugin {
  let outDir = "";
  return {
    name: "precompress-assets",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => name.startsWith("assets/") && PRECOMPRESSED.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const body = await fs.readFile(file);
          const [gz, br] = await Promise.all([
            gzip(body, { level: 9 }),
            brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                [zlib.constants.BROTLI_PARAM_MODE]: name.endsWith(".wasm")
                  ? zlib.constants.BROTLI_MODE_GENERIC
                  : zlib.constants.BROTLI_MODE_TEXT,
              },
            }),
          ]);
          await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}

/** V8's explicit compile hint (Chromium 136+): compile every function of the file with it, on a background thread. */
const COMPILE_EAGERLY = "//# allFunctionsCalledOnLoad";

/**
 * V8 compiles a function when it first runs, on the main thread. Nearly all of React DOM and
 * React Router runs while a page starts (the module's set-up, then hydration), so the framework
 * chunk begins with V8's compile hint and is compiled while it downloads instead. Measured on
 * `/qrcoder` and a listing (Chromium 156, median of fifteen loads each, unthrottled): the
 * framework's calls during start-up 146 → 102 ms of main thread, its module evaluation 56 → 48
 * ms. Only this chunk: the route chunks hold code that runs on first use (the QR tools' panels),
 * which eager compiling would spend memory on for nothing. Added after minifying, so terser
 * cannot drop it; a browser without the hint reads a comment.
 */
function compileFrameworkEagerly(): Plugin {
  return {
    name: "compile-framework-eagerly",
    generateBundle(_options, bundle) {
      const framework = Object.values(bundle).find((c) => c.type === "chunk" && c.name === "framework");
      if (framework?.type !== "chunk") return this.error("No framework chunk to give V8's compile hint");
      framework.code = `${COMPILE_EAGERLY}\n${framework.code}`;
    },
  };
}

const REACT_ROUTER_PRODUCTION = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const ROOT_ROUTE = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;
const ADMIN_ROUTE = /[\\/]app[\\/]routes[\\/]admin[\\/]/;
const STATIC_ROUTE = /\bhandle\s*=\s*STATIC_PAGE\b/;
/** Small modules many visitor pages draw: the icons, the page hero, the star rating, the storage helper. */
const SMALL_SHARED =
  /[\\/]app[\\/]components[\\/](ui[\\/]icons[\\/][^\\/]+|layout[\\/]page-hero|ui[\\/]star-rating)\.tsx$|[\\/]web-storage\.client\.ts$/;

/** Every module the given ones import statically, themselves included; the framework's are left out. */
function staticImports(starts: string[], getModuleInfo: ManualChunkMeta["getModuleInfo"]) {
  const seen = new Set<string>();
  const todo = [...starts];
  for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
    if (seen.has(next) || FRAMEWORK.test(next)) continue;
    seen.add(next);
    todo.push(...(getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

/**
 * How the browser build is cut, so a first visit loads few files, each needed whole:
 * - "framework": React, React DOM and React Router;
 * - "shell": everything the root layout imports statically (header, footer, menus, their icons
 *   and content), which every page draws; and the icons, the page hero, the star rating and the
 *   storage helper wherever a hydrating visitor page draws them (with what they import). Each of those is a few hundred bytes, and
 *   Rollup gave each its own file because admin screens or static pages import it too: /qrcoder
 *   loaded 13 files, 8 of them under 400 bytes gzipped. In the shell they cost the catalog pages
 *   1 to 1.5 KB and save /qrcoder, /contact and /diagnosis three to six requests each (decision 017).
 * - every other module a hydrating visitor page draws statically goes to one chunk per set of
 *   such pages drawing it. That is Rollup's own rule, counting only the pages a visitor opens
 *   first: without it, a module an admin screen also imports got a file of its own (the review
 *   card, the star rating, the price tag and the disclosure made five files on a review page).
 * A module also used by a page route still goes to "shell": the root is always loaded with it.
 * Route modules stay their own chunks, and code a page loads on demand stays out (only static
 * imports are followed). Static pages load none of it (decision 016).
 */
function clientChunks() {
  let chunkOf: Map<string, string> | undefined;
  return (id: string, { getModuleInfo, getModuleIds }: ManualChunkMeta) => {
    if (FRAMEWORK.test(id)) return "framework";
    if (!chunkOf) {
      const root = getModuleInfo(ROOT_ROUTE);
      if (!root) throw new Error(`manualChunks: ${ROOT_ROUTE} is not in the client build; the shell chunk would be empty`);
      // Route entries are wrappers ("…/home.tsx?…client-route") re-exporting the route's file.
      const routeFile = (entry: string) => entry.replace(/\?.*$/, "");
      const routes = [...getModuleIds()].filter((m) => getModuleInfo(m)?.isEntry && routeFile(m) !== m);
      const hydratingVisitorRoutes = routes.filter(
        (m) => routeFile(m) !== ROOT_ROUTE && !ADMIN_ROUTE.test(m) && !STATIC_ROUTE.test(getModuleInfo(routeFile(m))?.code ?? ""),
      );
      const routeFiles = new Set(routes.map(routeFile));
      const drawnBy = new Map<string, Set<string>>();
      for (const route of hydratingVisitorRoutes) {
        for (const m of staticImports([route], getModuleInfo))
          drawnBy.set(m, (drawnBy.get(m) ?? new Set()).add(routeFile(route)));
      }
      const smallShared = [...drawnBy.keys()].filter((m) => SMALL_SHARED.test(m));
      const shell = staticImports([...root.importedIds, ...smallShared], getModuleInfo);
      chunkOf = new Map();
      const chunkNames = new Map<string, string>();
      for (const [m, drawing] of drawnBy) {
        if (getModuleInfo(m)?.isEntry || routeFiles.has(m) || shell.has(m)) continue;
        const pages = [...drawing].sort();
        // A module one page draws stays with Rollup: it joins that page's route chunk unless an
        // admin screen imports it too.
        if (pages.length < 2) continue;
        const set = pages.join(" ");
        if (!chunkNames.has(set)) {
          const names = pages.map((file) => path.basename(file).replace(/\.[jt]sx?$/, "")).sort();
          const name = `pages-${names.slice(0, 2).join("-")}${names.length > 2 ? `-and-${names.length - 2}` : ""}`;
          chunkNames.set(set, [...chunkNames.values()].includes(name) ? `${name}-${chunkNames.size}` : name);
        }
        chunkOf.set(m, chunkNames.get(set)!);
      }
      for (const m of shell) if (!getModuleInfo(m)?.isEntry) chunkOf.set(m, "shell");
    }
    return chunkOf.get(id);
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The SSR bundle's entry is our Express app, so pages, API and database share one module graph.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : {
        target: "es2022",
        // terser's two passes make the shipped script about 3 KB (gzip) smaller than esbuild's.
        minify: "terser",
        terserOptions: { compress: { passes: 2 }, module: true },
        rollupOptions: { output: { manualChunks: clientChunks() } },
      },
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${fileURLToPath(new URL("./app", import.meta.url))}/` },
      // react-router's package exports only its development build (remix-run/react-router#14102),
      // which keeps its console warnings; the browser build gets the production build beside it.
      // Only there: the server, the dev server and the tests keep the one copy the package exports.
      ...(command !== "build" || isSsrBuild
        ? []
        : [
            { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION("index.mjs") },
            { find: /^react-router\/dom$/, replacement: REACT_ROUTER_PRODUCTION("dom-export.mjs") },
          ]),
    ],
  },
  // Served as it ships rather than pre-bundled, so the plugin above sees it in development too.
  optimizeDeps: { exclude: ["sonner"] },
  plugins: [
    tailwindcss(),
    reactRouter(),
    sonnerStylesAsFile(),
    ...(command === "build" && !isSsrBuild ? [qrOfflineFiles(), compileFrameworkEagerly(), precompressAssets()] : []),
  ],
}));
