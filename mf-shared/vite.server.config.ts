// The shared page's server renderer (src/server.tsx) as one self-contained ES module for the gateway
// (server-dist/server.js); see serverBundleConfig.
import { serverBundleConfig } from '@thesis-studio/mf-config/server-bundle';
import { defineConfig } from 'vite';

export default defineConfig(serverBundleConfig(import.meta.dirname));
