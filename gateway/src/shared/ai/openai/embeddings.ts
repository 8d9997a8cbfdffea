// Embeddings from an OpenAI-compatible server (POST /v1/embeddings) for retrieval (issue 17): texts in
// batches, each batch one call through the ChatClient (so the same key, base URL, timeout, retries and
// concurrency bound as every other model call), vectors checked and returned as Float32Array.
import type { Logger } from '../../logger.js';
import { AiError, throwIfCancelled, type CallOptions } from '../provider.js';
import type { ChatClient } from './chat-client.js';

export interface EmbeddingsOptions {
  /** The embedding model (OPENAI_EMBEDDING_MODEL). */
  model: string;
  logger: Logger;
  /** Texts per request (default 64). */
  batchSize?: number;
  /** Requests of one `embed` call in flight at once (default 2), within the client's own bound. */
  parallel?: number;
  /** Longest text sent, in characters (default 24,000, about 6,000 tokens); longer ones are cut. */
  maxChars?: number;
}

interface EmbeddingResponse {
  data?: Array<{ index?: number; embedding?: unknown }>;
  usage?: { prompt_tokens?: number; total_tokens?: number };
}

/** A vector from the wire: a JSON array of numbers, or base64 little-endian float32 (some servers). */
function toVector(value: unknown): Float32Array | null {
  if (Array.isArray(value)) {
    if (value.length === 0 || !value.every((x) => typeof x === 'number' && Number.isFinite(x))) return null;
    return Float32Array.from(value as number[]);
  }
  if (typeof value === 'string' && value.length > 0) {
    const bytes = Buffer.from(value, 'base64');
    if (bytes.length === 0 || bytes.length % 4 !== 0) return null;
    const vector = new Float32Array(bytes.length / 4);
    for (let i = 0; i < vector.length; i++) vector[i] = bytes.readFloatLE(i * 4);
    return vector.every(Number.isFinite) ? vector : null;
  }
  return null;
}

export class Embeddings {
  readonly model: string;
  private readonly logger: Logger;
  private readonly batchSize: number;
  private readonly parallel: number;
  private readonly maxChars: number;

  constructor(
    private readonly client: ChatClient,
    options: EmbeddingsOptions,
  ) {
    this.model = options.model;
    this.logger = options.logger;
    this.batchSize = options.batchSize ?? 64;
    this.parallel = Math.max(1, options.parallel ?? 2);
    this.maxChars = options.maxChars ?? 24_000;
  }

  /** One vector per text, in order. Fails with an AiError when the server fails or answers badly. */
  async embed(texts: string[], options: CallOptions = {}): Promise<Float32Array[]> {
    throwIfCancelled(options.signal);
    if (texts.length === 0) return [];
    const inputs = texts.map((text) => {
      const cut = text.length > this.maxChars ? text.slice(0, this.maxChars) : text;
      // The API refuses empty strings.
      return cut.trim() ? cut : ' ';
    });
    const batches: string[][] = [];
    for (let i = 0; i < inputs.length; i += this.batchSize) batches.push(inputs.slice(i, i + this.batchSize));
    const results: Float32Array[][] = new Array(batches.length);
    let next = 0;
    const worker = async () => {
      while (next < batches.length) {
        const at = next++;
        results[at] = await this.batch(batches[at]!, options);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.parallel, batches.length) }, worker));
    const vectors = results.flat();
    const dims = vectors[0]?.length;
    if (vectors.some((vector) => vector.length !== dims))
      throw new AiError('INVALID_OUTPUT', 'The embedding model returned vectors of different sizes.');
    return vectors;
  }

  private async batch(input: string[], options: CallOptions): Promise<Float32Array[]> {
    const started = Date.now();
    const response = (await this.client.call('embeddings', options, (openai, callSignal) =>
      openai.embeddings.create(
        { model: this.model, input, encoding_format: 'float' },
        { signal: callSignal },
      ),
    )) as unknown as EmbeddingResponse;
    const data = response.data ?? [];
    const vectors: Array<Float32Array | null> = new Array(input.length).fill(null);
    data.forEach((item, position) => {
      const index = typeof item.index === 'number' ? item.index : position;
      if (index >= 0 && index < input.length) vectors[index] = toVector(item.embedding);
    });
    if (data.length !== input.length || vectors.some((vector) => vector === null))
      throw new AiError(
        'INVALID_OUTPUT',
        `The embedding model's answer did not hold one vector per text (${data.length} for ${input.length}). Check OPENAI_EMBEDDING_MODEL.`,
      );
    this.logger.info(
      {
        ai: {
          purpose: 'embeddings',
          model: this.model,
          texts: input.length,
          promptTokens: response.usage?.prompt_tokens,
          ms: Date.now() - started,
        },
      },
      'model call',
    );
    return vectors as Float32Array[];
  }
}
