// Every domain of the gateway, once: the list the schema, the REST routes and start/stop are derived
// from, and the composition that builds their services and subscribes their reactions
// (composition.ts).
export { MODULES, composeServices } from './composition.js';
