// The flags every headless Chromium of the project starts with (the e2e suites, the benches): no sandbox
// (containers and CI), no GPU, and none of the background traffic or first-run work a browser would do.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
