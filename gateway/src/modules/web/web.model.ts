// web_cache: fetched pages by the address asked for, kept a day (TTL index) so that every gateway
// instance serves the same page without fetching it again.
import { expiringModel } from '../../shared/model.js';

export interface WebCacheRecord {
  /** The address asked for (no fragment). */
  _id: string;
  /** The final address, after redirects. */
  url: string;
  status: number;
  contentType: string;
  charset: string | null;
  bytes: Buffer | { buffer: Uint8Array };
  fetchedAt: Date;
  expiresAt: Date;
}

export const WebCacheModel = expiringModel<WebCacheRecord>('WebCache', 'web_cache', {
  _id: { type: String, required: true },
  url: { type: String, required: true },
  status: { type: Number, required: true },
  contentType: { type: String, required: true },
  charset: { type: String, default: null },
  bytes: { type: Buffer, required: true },
  fetchedAt: { type: Date, required: true },
  expiresAt: { type: Date, required: true },
});

/** A Buffer field as read with lean(): a Buffer, or the driver's Binary. */
export function cachedBytes(value: WebCacheRecord['bytes']): Buffer {
  if (Buffer.isBuffer(value)) return value;
  const inner = value.buffer;
  return Buffer.from(inner.buffer, inner.byteOffset, inner.byteLength);
}
