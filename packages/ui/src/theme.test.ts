/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Read as text: Vitest hands a test an empty string for any CSS it imports.
const theme = readFileSync(new URL('./theme.css', import.meta.url), 'utf8');

/** The theme's colour tokens, `--color-<name>: #rrggbb`, by name. */
const tokens = new Map(
  Array.from(theme.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi), (m) => [m[1]!, m[2]!]),
);

function color(name: string): string {
  const hex = tokens.get(name);
  if (!hex) throw new Error(`theme.css has no --color-${name}`);
  return hex;
}

/** WCAG 2's relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2's contrast ratio of two colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('theme tokens', () => {
  it('reads every colour token', () => {
    expect(tokens.size).toBeGreaterThanOrEqual(15);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  // Text colours on the surfaces the kit and the apps put them on (badges, panels, buttons, cards).
  // WCAG AA asks 4.5:1 of small text; the badges' counts and the panels' notes are 12–14 px.
  const pairs: [text: string, surface: string][] = [
    ['foreground', 'background'],
    ['foreground', 'muted'],
    ['card-foreground', 'card'],
    ['primary-foreground', 'primary'],
    ['primary', 'background'],
    ['primary', 'muted'],
    ['secondary-foreground', 'secondary'],
    ['muted-foreground', 'background'],
    ['muted-foreground', 'card'],
    ['muted-foreground', 'muted'],
    ['muted-foreground', 'secondary'],
    ['destructive', 'background'],
    ['destructive-foreground', 'destructive'],
    ['accent', 'background'],
  ];
  it.each(pairs)('%s text on %s reads at 4.5:1 or more', (text, surface) => {
    expect(contrast(color(text), color(surface))).toBeGreaterThanOrEqual(4.5);
  });
});
