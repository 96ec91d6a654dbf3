// A document that starts in the middle of a game (`Fortsetzung 3... Sf6`, the moves before it on an earlier page):
// no board reaches its moves, so none can be checked. `prose` rewrites them by their letters (W_PROSE_UNCHECKED);
// `translate` now writes the same text as one game of words alone, with the same warnings, where before it failed the
// whole text (ERR_MOVE_ILLEGAL at 3...Sf6, read as White's first move) and gave it back untranslated. The text is made
// up for this test; the expected output is written by hand.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';

const TEXT = 'Die Fortsetzung 3... Sf6\n\n' + 'Weiß spielt am besten 4. Sc3. Danach folgt meist 4: ... Lb4 5: Sd5 Sxd5 6: exd5 e4.\n';
const PROSE = 'Die Fortsetzung 3... Nf6\n\n' + 'Weiß spielt am besten 4. Nc3. Danach folgt meist 4: ... Bb4 5: Nd5 Nxd5 6: exd5 e4.\n';

describe('a document that starts at a later move, with no position before it', () => {
  it('prose: the moves rewritten by their letters, each unchecked', () => {
    const r = translateProse(TEXT, { from: 'de', to: 'en' });
    expect(r.text).toBe(PROSE);
    expect(r.checked).toBe(0);
    expect(r.problems.map((p) => `${p.line}:${p.column} ${p.code}`)).toEqual([
      '1:22 W_PROSE_UNCHECKED',
      '3:26 W_PROSE_UNCHECKED',
      '3:57 W_PROSE_UNCHECKED',
      '3:64 W_PROSE_UNCHECKED',
      '3:68 W_PROSE_UNCHECKED',
      '3:76 W_PROSE_UNCHECKED',
      '3:81 W_PROSE_UNCHECKED',
    ]);
  });

  it('translate: not failed; the text as prose rewrites it, a game of words alone, with the same warnings', () => {
    const r = translatePgn(TEXT, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn.trim()).toBe(`{${PROSE.replace(/\s+/g, ' ').trim()}}\n*`);
    const warned = r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`));
    expect(warned).toHaveLength(7);
    expect(new Set(warned.map((w) => w.split(' ')[1]))).toEqual(new Set(['W_PROSE_UNCHECKED']));
    expect(warned[0]).toBe('1:22 W_PROSE_UNCHECKED');
  });

  it('a text that writes move 1 has a position: where its first move does not read (`1. e9 e5`), it still fails', () => {
    const r = translatePgn('Die Partie begann so:\n\n1. e9 e5\n2. Sf3 Sc6\n3. Lb5\n\nWeiß droht den Springer.\n', {
      from: 'de',
      to: 'en',
    });
    expect(r.failures).toHaveLength(1);
  });
});
