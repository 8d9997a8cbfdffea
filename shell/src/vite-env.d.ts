/// <reference types="vite/client" />

/** The shell's share scope, generated from @thesis-studio/mf-config's shared map (sharedScopePlugin). */
declare module 'virtual:thesis-studio/shared-scope' {
  import type { ShareArgs } from '@module-federation/runtime/types';

  export const sharedScope: Record<string, ShareArgs>;
}
