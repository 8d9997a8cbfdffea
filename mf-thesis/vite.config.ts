import { remoteViteConfig } from '@thesis-studio/mf-config';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteViteConfig({ name: 'mf_thesis', title: 'Thesis', dir: import.meta.dirname }),
);
