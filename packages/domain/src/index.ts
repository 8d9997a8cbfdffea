export * from './remotes.js';
