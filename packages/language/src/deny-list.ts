// The converter's context deny-list, by direction. Words listed here are left as written.

const words = (list: string): readonly string[] => list.split(' ');

/**
 * Words whose meaning decides the spelling. Going to UK, a US spelling shared by two meanings stays:
 * a computer program, to check, to tire, a draft document, to curb, a story, a gas meter, the verb or
 * noun practice/license, a hard disk, a short ton. Going to US, the UK spelling has one meaning and
 * converts (programme → program, tyre → tire, cheque → check …), except where US keeps the UK form
 * for one meaning: draughts (US checkers), tonne (a metric ton), disc (a compact disc), the plural
 * nouns analyses/paralyses, and dialogue (US 'dialog' is only a software window).
 */
export const MEANING_DECIDES = {
  toUK: words(
    'program programs check checks checked checking tire tires tired tiring draft drafts ' +
      'drafted drafting curb curbs story stories meter meters practice practices license ' +
      'licenses disk disks ton tons annex dialog dialogs inquiry inquiries',
  ),
  toUS: words(
    'draughts tonne tonnes disc discs analyses paralyses catalyses psychoanalyses ' + 'dialogue dialogues',
  ),
};

/**
 * Pairs of the word list that are archaic, rare or wrong in the target variant (the list maps
 * connection → connexion, gauge → gage, licensed → licenced …); they are dropped when it loads.
 */
export const DATASET_CORRECTIONS = {
  toUK: words(
    'connection connections inflection inflections filter filters tranquility pummel ' +
      'pummeled snowplow bevy bevies edema groin groins griffin griffins gypsies medieval ' +
      'primeval presidium presidiums siphon siphons siphoned siphoning biased biasing ' +
      'gasses almanac almanacs banister banisters pizzazz filet filets fileted fileting ' +
      'initialisations install installs gram grams kilogram kilograms centigram centigrams ' +
      'milligram milligrams licensed licensing',
  ),
  toUS: words(
    'gauge gauged gauges gauging gases buses busing minibuses pummelled pummelling ' +
      'tranquilly philtre philtres snowploughs monologue monologues epilogue epilogues ' +
      'prologue prologues aesthetic aesthetics aesthetically aesthete aesthetes ' +
      'cancellation cancellations fillet fillets filleted filleting sheikh',
  ),
};

/** Abbreviations after which a capitalised word is still mid-sentence (Mr. Grey, St. Catherine). */
export const ABBREVIATIONS: ReadonlySet<string> = new Set(
  words(
    'mr mrs ms dr prof st sr jr rev gen col capt lt sgt hon vs etc eg ie cf no vol fig ' +
      'approx dept inc ltd co corp',
  ),
);
