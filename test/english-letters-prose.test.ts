// Moves in English piece letters among a named language's in prose and documents (prose/english-letters.ts): made-up
// texts of the layouts real pages print (a Polish book's score, one pair a line with notes between, where one move is
// printed `7. Qg4`; a Swedish sentence with two rook moves in `R`).
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';

const POLISH_SCORE = [
  'Partia nr 3. Obrona francuska',
  '',
  '1. e4 e6',
  '2. d4 d5',
  '3. Sc3 Gb4',
  '',
  'Najczęściej grany wariant.',
  '',
  '4. e5 c5',
  '5. a3 Gxc3+',
  '6. bxc3 Se7',
  '7. Qg4 Hc7',
  '',
  'Białe atakują pionka g7.',
  '',
  '8. Hxg7 Wg8',
  '',
].join('\n');

const SWEDISH_SENTENCE =
  'Vit spelade 1. d4 Sf6 2. c4 e6 3. Sc3 Lb4 4. Dc2 O-O 5. a3 Lxc3+ 6. Dxc3 b6 och efter 7. Lg5 Lb7 8. f3 h6 ' +
  '9. Lh4 d5 10. e3 Sbd7 11. cxd5 Sxd5 12. Lxd8 Sxc3 13. Lh4 Sd5 14. Rc1 Tac8 15. Kf2 c5 16. Ld3 cxd4 17. exd4 Sf4 ' +
  '18. Rd1 gav vit upp.\n';

describe('a move in English piece letters in a document of a named language', () => {
  it('Polish score with notes between the pairs, 7. Qg4 in English letters: the whole game, one warning at that move', () => {
    const r = translatePgn(POLISH_SCORE, { from: 'pl', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('5. a3 Bxc3+ 6. bxc3 Ne7 7. Qg4 Qc7');
    expect(r.pgn).toContain('8. Qxg7 Rg8 *');
    const w = r.warnings.flatMap((g) => g.warnings);
    expect(w.map((x) => `${x.code} ${x.position.line}:${x.position.column}`)).toEqual(['W_OTHER_LANGUAGE 12:4']);
    expect(w[0]!.message).toContain('English piece letter "Q" read as the queen ("H")');
  });

  it('prose: the same page written back with every move rewritten, Qg4 checked on the board as the queen', () => {
    const r = translateProse(POLISH_SCORE, { from: 'pl', to: 'en' });
    expect(r.text).toBe(
      POLISH_SCORE.replace('Sc3 Gb4', 'Nc3 Bb4')
        .replace('Gxc3+', 'Bxc3+')
        .replace('Se7', 'Ne7')
        .replace('Hc7', 'Qc7')
        .replace('Hxg7 Wg8', 'Qxg7 Rg8'),
    );
    expect(r.checked).toBe(r.moves);
    expect(r.problems.map((p) => `${p.code} ${p.line}:${p.column} ${p.written}`)).toEqual(['W_OTHER_LANGUAGE 12:4 Qg4']);
  });

  it('into Polish the English letter is written as the Polish one', () => {
    const r = translateProse(POLISH_SCORE, { from: 'pl', to: 'pl' });
    expect(r.text).toBe(POLISH_SCORE.replace('7. Qg4', '7. Hg4'));
  });

  it('Swedish sentence with two rook moves in R: both read as the rook (T), the game read to the end', () => {
    const r = translatePgn(SWEDISH_SENTENCE, { from: 'sv', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('14. Rc1 Rac8 15. Kf2 c5 16. Bd3 cxd4 17. exd4 Nf4 18. Rd1');
    const notes = r.warnings.flatMap((g) => g.warnings).filter((x) => x.code === 'W_OTHER_LANGUAGE');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain('2 moves written with English piece letters');
  });

  it('a move in English letters the board rejects is not read so: left as written, warned', () => {
    // 7. Qh6: the queen on d1 reaches no h6
    const r = translateProse(POLISH_SCORE.replace('7. Qg4', '7. Qh6'), { from: 'pl', to: 'en' });
    const at = r.problems.find((p) => p.line === 12 && p.column === 4);
    expect(at?.code).toBe('W_PROSE_UNCHECKED');
    expect(r.text).toContain('7. Qh6 Qc7');
    expect(r.problems.map((p) => p.code)).not.toContain('W_OTHER_LANGUAGE');
  });

  it('a sequence wholly in English letters on a Polish page is read in English, not move by move in Polish', () => {
    const page = 'Partia: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7.\n';
    const r = translateProse(page, { from: 'pl', to: 'pl' });
    expect(r.text).toBe('Partia: 1. e4 e5 2. Sf3 Sc6 3. Gb5 a6 4. Ga4 Sf6 5. O-O Ge7.\n');
    const notes = r.problems.filter((p) => p.code === 'W_OTHER_LANGUAGE');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toMatch(/English/);
    expect(notes[0]!.message).not.toContain('read as the');
  });

  it("--from auto: a move in English letters is another language's, not read as the detected language's piece", () => {
    const r = translatePgn(POLISH_SCORE, { from: 'auto', to: 'en' });
    expect(r.failures).toHaveLength(1);
    const f = r.failures[0]!.failure;
    expect(f?.kind === 'detect' ? [f.problem.code, f.problem.line, f.problem.column] : f).toEqual(['ERR_DETECT_NONE', 12, 4]);
    expect(r.failures[0]!.message).toContain('the furthest, Polish (pl), stops at move 7. Qg4');
  });
});
