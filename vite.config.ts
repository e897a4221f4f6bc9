import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is our Express app, so pages, API and database share one module graph.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" } : { target: "es2022" },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
}));
