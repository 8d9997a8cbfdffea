// Build-time compression: .br and .gz written beside every text asset above 1 KB, for the gateway to serve.
import type { PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Files smaller than this gain little from compression (one TCP packet either way). */
export const PRECOMPRESS_THRESHOLD = 1024;

export function precompress(): PluginOption {
  return compression({
    algorithms: ['brotliCompress', 'gzip'],
    include: /\.(js|mjs|css|html|svg|json)$/,
    threshold: PRECOMPRESS_THRESHOLD,
  });
}
