// This app's server renderer (src/server.tsx) as one self-contained ES module for the gateway
// (server-dist/server.js): the page a signed-in reader opened, rendered before any script runs (issue 18,
// gateway/src/app-pages.ts); see serverBundleConfig.
import { serverBundleConfig } from '@thesis-studio/mf-config/server-bundle';
import { defineConfig } from 'vite';

export default defineConfig(serverBundleConfig(import.meta.dirname));
