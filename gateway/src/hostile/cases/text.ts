// Single-line text the gateway must refuse (usernames, names, titles): control characters, line
// breaks, bidi controls, zero-width characters and lone surrogates (issue 8, "Why": usernames).
export const HOSTILE_SINGLE_LINE: ReadonlyArray<readonly [string, string]> = [
  ['NUL', 'ad\u0000min'],
  ['a right-to-left override (U+202E)', 'adm\u202Ein'],
  ['a left-to-right override (U+202D)', '\u202Dadmin'],
  ['a right-to-left isolate (U+2067)', 'ad\u2067min'],
  ['the Arabic letter mark (U+061C)', 'ad\u061Cmin'],
  ['a zero-width space (U+200B)', 'ad\u200Bmin'],
  ['a zero-width joiner (U+200D)', 'ad\u200Dmin'],
  ['a word joiner (U+2060)', 'ad\u2060min'],
  ['a byte-order mark (U+FEFF) inside', 'ad\uFEFFmin'],
  ['a lone high surrogate', 'ad\uD800min'],
  ['a lone low surrogate', 'ad\uDC00min'],
  ['CR LF', 'admin\r\nrole: admin'],
  ['a bare LF', 'admin\nx'],
  ['a bare CR', 'admin\rx'],
  ['a line separator (U+2028)', 'admin\u2028x'],
  ['a paragraph separator (U+2029)', 'admin\u2029x'],
  ['a next-line control (U+0085)', 'admin\u0085x'],
  ['a tab', 'ad\tmin'],
  ['an escape sequence (ESC [31m)', '\u001b[31madmin'],
  ['DEL', 'admin\u007f'],
];
