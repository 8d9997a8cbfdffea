import { remoteViteConfig } from '@thesis-studio/mf-config';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteViteConfig({ name: 'mf_shared', title: 'Shared', dir: import.meta.dirname }),
);
