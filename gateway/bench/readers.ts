// The load bench's anonymous readers (`pnpm bench:load`), in a process of their own so that the
// bench's sockets do not delay the clock that times the reads. Argument: JSON { bases, shareUrls,
// readers, seconds, firstAddress }. Each reader has an address of its own (X-Forwarded-For), reads
// GET /api/shared/{shareUrl} of the shared theses in turn about once a second, and times each read.
// Prints `done {"reads":…,"p50":…,"p95":…,"errors":…,"samples":[…]}`.
const { bases, shareUrls, readers, seconds, firstAddress } = JSON.parse(process.argv[2] ?? '{}') as {
  bases: string[];
  shareUrls: string[];
  readers: number;
  seconds: number;
  firstAddress: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const latencies: number[] = [];
const samples: string[] = [];
let errors = 0;
const error = (what: string) => {
  errors += 1;
  if (samples.length < 10) samples.push(what);
};

const until = Date.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: readers }, async (_, i) => {
    const ip = address(firstAddress + i);
    const base = bases[i % bases.length]!;
    await sleep(Math.random() * 1_000);
    for (let n = i; Date.now() < until; n++) {
      const url = `${base}/api/shared/${shareUrls[n % shareUrls.length]}`;
      const started = performance.now();
      try {
        const res = await fetch(url, { headers: { 'x-forwarded-for': ip, 'accept-encoding': 'gzip' } });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (res.status !== 200) error(`GET /api/shared answered ${res.status}`);
      } catch (e) {
        error(`GET /api/shared failed: ${String(e)}`);
      }
      await sleep(800 + Math.random() * 400);
    }
  }),
);

const sorted = latencies.sort((a, b) => a - b);
const at = (p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
console.log(`done ${JSON.stringify({ reads: sorted.length, p50: at(50), p95: at(95), errors, samples })}`);
