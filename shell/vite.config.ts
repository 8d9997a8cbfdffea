import { hostViteConfig } from '@thesis-studio/mf-config';
import { defineConfig } from 'vite';

export default defineConfig(hostViteConfig({ dir: import.meta.dirname, port: 5000 }));
