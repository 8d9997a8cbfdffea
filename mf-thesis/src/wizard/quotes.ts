// The quotes the wizard rotates through (spec §2: every 6 seconds across 5 quotes).

export const QUOTE_INTERVAL_MS = 6000;

export interface Quote {
  text: string;
  author: string;
  source: string;
}

export const QUOTES: readonly Quote[] = [
  {
    text: 'The essence of strategy is choosing what not to do.',
    author: 'Michael E. Porter',
    source: '“What Is Strategy?”, Harvard Business Review, 1996',
  },
  {
    text: 'Plans are worthless, but planning is everything.',
    author: 'Dwight D. Eisenhower',
    source: 'Speech to the National Defense Executive Reserve Conference, 1957',
  },
  {
    text: 'The test of a first-rate intelligence is the ability to hold two opposed ideas in the mind at the same time, and still retain the ability to function.',
    author: 'F. Scott Fitzgerald',
    source: '“The Crack-Up”, Esquire, 1936',
  },
  {
    text: 'The first principle is that you must not fool yourself — and you are the easiest person to fool.',
    author: 'Richard P. Feynman',
    source: '“Cargo Cult Science”, Caltech commencement address, 1974',
  },
  {
    text: 'The important thing is not to stop questioning. Curiosity has its own reason for existing.',
    author: 'Albert Einstein',
    source: 'Interview with William Miller, LIFE, 1955',
  },
];

/** The quote shown after `ticks` rotations. */
export const quoteAt = (ticks: number): Quote =>
  QUOTES[((ticks % QUOTES.length) + QUOTES.length) % QUOTES.length]!;
