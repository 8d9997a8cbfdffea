import { remoteViteConfig } from '@thesis-studio/mf-config';
import { defineConfig } from 'vite';

export default defineConfig(remoteViteConfig({ name: 'mf_admin', title: 'Admin', dir: import.meta.dirname }));
