import { remoteViteConfig } from '@thesis-studio/mf-config';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteViteConfig({ name: 'mf_dashboard', title: 'Dashboard', dir: import.meta.dirname }),
);
