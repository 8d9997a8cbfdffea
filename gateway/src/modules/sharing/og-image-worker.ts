// Worker thread that draws og images, so satori's layout (about 0.1 s) never blocks the gateway's loop.
import { parentPort } from 'node:worker_threads';
import { renderOgImage, type OgCard } from './og-image.js';

parentPort?.on('message', (message: { id: number; card: OgCard }) => {
  renderOgImage(message.card).then(
    (png) => parentPort?.postMessage({ id: message.id, png }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
