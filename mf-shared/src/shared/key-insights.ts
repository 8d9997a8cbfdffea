// The Key Insights of a shared thesis, from its stored summary (spec §3: bullet lines beginning with a
// bullet character). A summary written as prose gives one insight per sentence.

const BULLET = /^\s*(?:[•\-*–]|\d+[.)])\s+/;

export function keyInsightBullets(summary: string): string[] {
  const lines = summary
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.some((line) => BULLET.test(line))) {
    return lines
      .filter((line) => BULLET.test(line))
      .map((line) => line.replace(BULLET, '').trim())
      .filter(Boolean);
  }
  return lines
    .join(' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"‘'(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
