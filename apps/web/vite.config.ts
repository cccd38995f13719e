import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves the built SPA from apps/web/dist on the same origin as /api/v1 (DESIGN.md §7);
// in development Vite proxies the API and the notification socket to it.
const SERVER_ORIGIN = 'http://127.0.0.1:8000';
/** recharts and what only it brings: a chunk of their own, loaded with the analytics pages. */
const CHART_LIBRARIES =
  '(recharts|victory-vendor|d3-[^\\\\/]+|internmap|@reduxjs|react-redux|redux|reselect|immer|decimal\\.js-light|es-toolkit|eventemitter3)[\\\\/]';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // libraries change less often than the app: separate chunks stay cached across releases
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 4,
            },
            { name: 'radix', test: /node_modules[\\/](radix-ui|@radix-ui|@floating-ui)[\\/]/, priority: 3 },
            // everything else the app loads up front; the charts' libraries are left to the group below
            { name: 'vendor', test: new RegExp(`node_modules[\\\\/](?!${CHART_LIBRARIES})`), priority: 2 },
            // the charts load with the analytics pages only (the router loads those lazily)
            { name: 'charts', test: /node_modules/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: SERVER_ORIGIN, changeOrigin: false },
      '/ws': { target: SERVER_ORIGIN, ws: true },
    },
  },
  preview: { port: 4173, strictPort: true },
});
