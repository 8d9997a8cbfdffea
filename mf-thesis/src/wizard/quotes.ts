// The quotes the wizard rotates through (spec §2: every 6 seconds across 5 quotes); their words and
// sources are messages of the flow catalogue, in the reader's language.
import type { FlowId } from '../i18n/flow';

export const QUOTE_INTERVAL_MS = 6000;

export interface Quote {
  /** The quote's message. */
  text: FlowId;
  author: string;
  /** Where it was said or written: a message. */
  source: FlowId;
}

export const QUOTES: readonly Quote[] = [
  {
    text: 'flow.wizard.quote.porter.text',
    author: 'Michael E. Porter',
    source: 'flow.wizard.quote.porter.source',
  },
  {
    text: 'flow.wizard.quote.eisenhower.text',
    author: 'Dwight D. Eisenhower',
    source: 'flow.wizard.quote.eisenhower.source',
  },
  {
    text: 'flow.wizard.quote.fitzgerald.text',
    author: 'F. Scott Fitzgerald',
    source: 'flow.wizard.quote.fitzgerald.source',
  },
  {
    text: 'flow.wizard.quote.feynman.text',
    author: 'Richard P. Feynman',
    source: 'flow.wizard.quote.feynman.source',
  },
  {
    text: 'flow.wizard.quote.einstein.text',
    author: 'Albert Einstein',
    source: 'flow.wizard.quote.einstein.source',
  },
];

/** The quote shown after `ticks` rotations. */
export const quoteAt = (ticks: number): Quote =>
  QUOTES[((ticks % QUOTES.length) + QUOTES.length) % QUOTES.length]!;
