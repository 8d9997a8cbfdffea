// Process entry: `node gateway/dist/main.js` runs the gateway.
import { serve } from './commands/serve.js';

await serve();
