// Issue 13 (`--from auto` on documents): a page whose moves are pawn moves only, its files in the language's own letters
// (`1. ε4 ε5 2. ζ4` on a Greek page, `1. ה4 ה5 2. ו4` on a Hebrew one), no piece letter anywhere. Before, the document's
// language was chosen among the languages whose piece letters the text has, and with none only English was tried: `prose
// --from auto` rewrote nothing and said nothing, and `translate --from auto` failed the page where a wiki's infobox
// (`Κινήσεις 1. ε4 …`) came before the article. Now the languages whose own file letters give more pawn moves are tried too.
// Every text is made up for the test; the expected lines are written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan } from './helpers/chess-js.js';

const KINGS_GAMBIT = checkedSan('e4 e5 f4');
const GREEK = 'Κινήσεις 1. ε4 ε5 2. ζ4\nECO C30\n\nΤο Βασιλικό Γκαμπί είναι ένα άνοιγμα που αρχίζει με τις κινήσεις:\n\n1. ε4 ε5 2. ζ4\n';
const HEBREW = 'מהלכים 1. ה4 ה5 2. ו4\nECO C30\n\nגמביט המלך היא פתיחה שמתחילה במהלכים:\n\n1. ה4 ה5 2. ו4\n';

describe('pawn moves only, in the language’s own file letters, under --from auto', () => {
  it('prose: the moves are rewritten, read as the language whose files they are', () => {
    const r = translateProse(GREEK, { from: 'auto', to: 'en' });
    expect(r.text).toBe(GREEK.replaceAll('ε4', 'e4').replaceAll('ε5', 'e5').replaceAll('ζ4', 'f4'));
    expect(r.checked).toBe(6);
    expect(r.language?.codes).toEqual(['el']);
    const he = translateProse(HEBREW, { from: 'auto', to: 'en' });
    expect(he.checked).toBe(6);
    expect(he.language?.codes).toEqual(['he']);
  });

  it('translate: the page is one game, as with the language named', () => {
    for (const [text, from] of [
      [GREEK, 'el'],
      [HEBREW, 'he'],
    ] as const) {
      const auto = translatePgn(text, { from: 'auto', to: 'en' });
      expect(auto.failures).toEqual([]);
      expect(gamesOf(auto.pgn).map((g) => g.main)).toEqual([KINGS_GAMBIT]);
      expect(auto.pgn).toBe(translatePgn(text, { from, to: 'en' }).pgn);
    }
  });
});
