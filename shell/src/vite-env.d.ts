/// <reference types="vite/client" />

/** The shared-dependency map from @thesis-studio/mf-config, injected by the shell's vite config. */
declare const __TS_SHARED_DEPENDENCIES__: Record<
  string,
  { singleton: true; requiredVersion: string; version: string }
>;
