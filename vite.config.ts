import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/**
 * sonner writes its stylesheet into a <style> element when its module loads. The root loads
 * sonner/dist/styles.css as a file with the toaster instead, so the injected copy is cut here:
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

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is our Express app, so pages, API and database share one module graph.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" } : { target: "es2022" },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // Served as it ships rather than pre-bundled, so the plugin above sees it in development too.
  optimizeDeps: { exclude: ["sonner"] },
  plugins: [tailwindcss(), reactRouter(), sonnerStylesAsFile()],
}));
