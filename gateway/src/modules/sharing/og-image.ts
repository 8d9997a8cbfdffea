// The social preview image of a shared thesis (1200×630 PNG): a card laid out by satori with the
// bundled Inter font and rasterised by resvg. Pure: the same card always gives the same bytes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { clipAtWord } from '@thesis-studio/domain';
import satori from 'satori';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** What the image shows: nothing else of the thesis reaches it. */
export interface OgCard {
  title: string;
  projectName: string;
  productName: string;
  /** The site's host, shown at the foot (e.g. thesis.example.com). */
  site: string;
}

const require = createRequire(import.meta.url);
const fontFile = (name: string): Buffer => readFileSync(require.resolve(`@fontsource/inter/files/${name}`));

type Font = { name: string; data: Buffer; weight: 400 | 600 | 700; style: 'normal' };
let fonts: Font[] | undefined;
/** Inter (SIL OFL) from @fontsource/inter: Latin and Latin Extended, regular, semibold and bold. */
const loadFonts = (): Font[] =>
  (fonts ??= (['latin', 'latin-ext'] as const).flatMap((range) =>
    ([400, 600, 700] as const).map((weight) => ({
      name: 'Inter',
      data: fontFile(`inter-${range}-${weight}-normal.woff`),
      weight,
      style: 'normal' as const,
    })),
  ));

/** A satori element (the object form of JSX). */
interface CardNode {
  type: string;
  props: { style?: Record<string, unknown>; children?: string | CardNode | Array<string | CardNode> };
}
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: CardNode['props']['children'],
): CardNode => ({
  type,
  props: { style, ...(children !== undefined ? { children } : {}) },
});

const shorten = clipAtWord;

/** The card's layout: product mark, title (sized to its length), project, site. */
function ogCardTree(card: OgCard): CardNode {
  const title = shorten(card.title, 140);
  const titleSize = title.length <= 45 ? 68 : title.length <= 90 ? 56 : 46;
  return el(
    'div',
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundColor: '#0f172a',
      backgroundImage: 'linear-gradient(135deg, #0f172a 0%, #1e293b 60%, #312e81 100%)',
      color: '#f8fafc',
      fontFamily: 'Inter',
    },
    [
      el('div', { display: 'flex', alignItems: 'center' }, [
        el('div', {
          width: 44,
          height: 44,
          borderRadius: 12,
          backgroundImage: 'linear-gradient(135deg, #818cf8, #38bdf8)',
          marginRight: 18,
        }),
        el('div', { fontSize: 30, fontWeight: 700, letterSpacing: '-0.01em' }, shorten(card.productName, 40)),
      ]),
      el('div', { display: 'flex', flexDirection: 'column' }, [
        el(
          'div',
          {
            fontSize: titleSize,
            fontWeight: 700,
            lineHeight: 1.12,
            letterSpacing: '-0.02em',
            maxWidth: 1040,
          },
          title,
        ),
        el('div', { display: 'flex', alignItems: 'center', marginTop: 32 }, [
          el('div', { width: 8, height: 36, borderRadius: 4, backgroundColor: '#818cf8', marginRight: 16 }),
          el('div', { fontSize: 30, fontWeight: 600, color: '#cbd5e1' }, shorten(card.projectName, 70)),
        ]),
      ]),
      el('div', { display: 'flex', justifyContent: 'space-between', fontSize: 24, color: '#94a3b8' }, [
        el('div', {}, 'Shared thesis'),
        el('div', {}, shorten(card.site, 60)),
      ]),
    ],
  );
}

/** Renders the card to a 1200×630 PNG. */
export async function renderOgImage(card: OgCard): Promise<Buffer> {
  const svg = await satori(ogCardTree(card) as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
}
