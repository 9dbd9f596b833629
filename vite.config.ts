import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@/domain": src("domain"),
      "@/server": src("server"),
      "@/client": src("client"),
    },
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries only the app uses get their own chunk, so the landing page never loads them.
        advancedChunks: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              priority: 1,
              name: "app-vendor",
              test: /node_modules[\\/](tailwind-merge|@radix-ui|radix-ui|@floating-ui|react-router|@tanstack|sonner|react-hook-form|zod|better-auth|@better-auth|hono)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
});
