// Permissive reading of single moves: every lenient form reads to the right move with a warning
// that says what was assumed; standard notation gives no warning; a strict reading rejects what
// a lenient one would warn about. Positions are written by hand for each case.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOVE_FORM, MoveSyntaxError, AmbiguousMoveError, parseMove } from '../src/index.js';
import { fastEngine } from '../src/board/index.js';
import { moveFailure } from './helpers/common.js';
import { MOVE_WARNING_CODES, formatMoveWarning, type MoveWarning } from '../src/core/move-errors.js';
import { inputNotation, outputNotation } from '../src/notation/notation.js';
import { MoveTranslator } from '../src/translate/translator.js';
import { registry } from './permissive-helpers.js';
import { REPO_ROOT } from './helpers/shared.js';

interface Read {
  readonly text: string;
  readonly codes: string[];
  readonly warnings: readonly MoveWarning[];
}

/** Plays `before` (standard moves in `from`), then reads `token`; returns the numeric move and warning codes. */
function read(token: string, from: string, options: { fen?: string; before?: string[]; strict?: boolean; to?: string } = {}): Read {
  const start = fastEngine.fromFen(options.fen);
  if (!start.ok) throw new Error(start.error.reason);
  const t = new MoveTranslator(
    start.value,
    inputNotation(from, registry, { strict: options.strict }),
    outputNotation(options.to ?? 'iccf', registry),
  );
  for (const m of options.before ?? []) {
    const r = t.translate(m);
    if (!r.ok) throw r.error;
    if (r.value.warnings) throw new Error(`${m} warned: ${r.value.warnings[0]!.message}`);
  }
  const r = t.translate(token, { line: 3, column: 7 });
  if (!r.ok) throw r.error;
  // A "+" on a mate shows only at the end of the line.
  const warnings = [...(r.value.warnings ?? []), ...(t.finish() ?? [])];
  return { text: r.value.text, codes: warnings.map((w) => w.code), warnings };
}

const RUY = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6'];
const EP_FEN = '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2';

describe('standard notation gives no warnings', () => {
  const cases: Array<[string, string, string, string?]> = [
    ['Nf3', 'en', '7163'],
    ['Sf3', 'de', '7163'],
    ['Cf3', 'fr', '7163'],
    ['Кf3', 'ru', '7163'],
    ['♘f3', 'figurine', '7163'],
    ['e4', 'en', '5254'],
    ['Ng1-f3', 'en', '7163'],
    ['e2-e4', 'en', '5254'],
    ['g1f3', 'en', '7163'],
    ['e2e4', 'en', '5254'],
    // the long form without a separator, with the piece letter, as coordinate tables print it (Czech books: Jg1f3)
    ['Sg1f3', 'de', '7163'],
    ['Jg1f3', 'cs', '7163'],
    ['5254', 'iccf', '5254'],
    ['e4!?', 'en', '5254'],
    ['exd6', 'en', '5546', EP_FEN],
    ['e7e8q', 'en', '57581', 'k7/4P3/8/8/8/8/8/4K3 w - - 0 1'],
    ['e8=Q+', 'en', '57581', 'k7/4P3/8/8/8/8/8/4K3 w - - 0 1'],
    ['O-O', 'en', '5171', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'],
    ['O-O-O+', 'en', '5131', '3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1'],
    ['Qxf7#', 'en', '8567', 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4'],
  ];
  for (const [token, from, numeric, fen] of cases) {
    it(`${token} (${from})`, () => {
      const r = read(token, from, { fen });
      expect(r.text).toBe(numeric);
      expect(r.codes).toEqual([]);
      expect(read(token, from, { fen, strict: true }).text).toBe(numeric);
    });
  }

  it('Nbd2 where both knights could go is standard; so is the long form Nb1-d2', () => {
    const before = ['d4', 'd5', 'Nf3', 'Nf6'];
    expect(read('Nbd2', 'en', { before }).codes).toEqual([]);
    expect(read('Nb1-d2', 'en', { before }).codes).toEqual([]);
  });
});

describe('lenient forms read with a warning', () => {
  const cases: Array<{ token: string; from: string; numeric: string; codes: string[]; fen?: string; before?: string[] }> = [
    // captures
    { token: 'B:c6', from: 'en', numeric: '2536', codes: ['W_CAPTURE_SYMBOL'], before: RUY },
    { token: 'B×c6', from: 'en', numeric: '2536', codes: ['W_CAPTURE_SYMBOL'], before: RUY },
    { token: 'Bc6', from: 'en', numeric: '2536', codes: ['W_CAPTURE_MISSING'], before: RUY },
    { token: 'Bb5c6', from: 'en', numeric: '2536', codes: ['W_CAPTURE_MISSING'], before: RUY },
    { token: 'Nxe5', from: 'en', numeric: '6355', codes: ['W_CAPTURE_WRONG'], fen: '4k3/8/8/8/8/5N2/8/4K3 w - - 0 1' },
    { token: 'ed5', from: 'en', numeric: '5445', codes: ['W_CAPTURE_MISSING'], before: ['e4', 'd5'] },
    { token: 'ed6', from: 'en', numeric: '5546', codes: ['W_CAPTURE_MISSING'], fen: EP_FEN },
    { token: 'ef', from: 'en', numeric: '5465', codes: ['W_FILE_CAPTURE'], fen: '4k3/8/8/5p2/4P3/8/8/4K3 w - - 0 1' },
    { token: 'e:f', from: 'en', numeric: '5465', codes: ['W_CAPTURE_SYMBOL', 'W_FILE_CAPTURE'], fen: '4k3/8/8/5p2/4P3/8/8/4K3 w - - 0 1' },
    // castling
    { token: '0-0', from: 'en', numeric: '5171', codes: ['W_CASTLE_FORM'], fen: '4k3/8/8/8/8/8/8/4K2R w K - 0 1' },
    { token: '0-0-0', from: 'de', numeric: '5131', codes: ['W_CASTLE_FORM'], fen: '4k3/8/8/8/8/8/8/R3K3 w Q - 0 1' },
    { token: 'O–O', from: 'en', numeric: '5171', codes: ['W_DASH'], fen: '4k3/8/8/8/8/8/8/4K2R w K - 0 1' },
    { token: '0–0', from: 'de', numeric: '5171', codes: ['W_CASTLE_FORM', 'W_DASH'], fen: '4k3/8/8/8/8/8/8/4K2R w K - 0 1' },
    // long algebraic
    // (the non-breaking hyphen U+2011 web pages set in `O‑O`, the hyphen U+2010 and the minus sign U+2212)
    { token: 'O\u2011O', from: 'de', numeric: '5171', codes: ['W_DASH'], fen: '4k3/8/8/8/8/8/8/4K2R w K - 0 1' },
    { token: 'O\u2010O\u2010O', from: 'en', numeric: '5131', codes: ['W_DASH'], fen: '4k3/8/8/8/8/8/8/R3K3 w Q - 0 1' },
    { token: 'e2\u2212e4', from: 'en', numeric: '5254', codes: ['W_DASH'] },
    { token: 'e2–e4', from: 'en', numeric: '5254', codes: ['W_DASH'] },
    { token: 'Sg1—f3', from: 'de', numeric: '7163', codes: ['W_DASH'] },
    { token: 'e2 - e4', from: 'it', numeric: '5254', codes: ['W_SPACING'] },
    { token: 'Cg1 - f3', from: 'it', numeric: '7163', codes: ['W_SPACING'] },
    { token: 'Sgf3', from: 'de', numeric: '7163', codes: ['W_DISAMBIGUATION_EXTRA'] },
    { token: '2e4', from: 'en', numeric: '5254', codes: ['W_DISAMBIGUATION_EXTRA'] },
    { token: 'S1d2', from: 'de', numeric: '2142', codes: ['W_DISAMBIGUATION_EXTRA'], before: ['d4', 'd5', 'Sf3', 'Sf6'] },
    // en passant marks
    { token: 'exd6 e.p.', from: 'en', numeric: '5546', codes: ['W_EN_PASSANT_MARK'], fen: EP_FEN },
    { token: 'exd6e.p.', from: 'en', numeric: '5546', codes: ['W_EN_PASSANT_MARK'], fen: EP_FEN },
    { token: 'exd6ep', from: 'en', numeric: '5546', codes: ['W_EN_PASSANT_MARK'], fen: EP_FEN },
    { token: 'Ke2 e.p.', from: 'en', numeric: '5152', codes: ['W_EN_PASSANT_WRONG'], fen: EP_FEN },
    // promotion
    { token: 'e8D', from: 'de', numeric: '57581', codes: ['W_PROMOTION_FORM'], fen: '8/4P3/8/8/8/8/k7/4K3 w - - 0 1' },
    { token: 'e8(T)', from: 'de', numeric: '57582', codes: ['W_PROMOTION_FORM'], fen: '8/4P3/8/8/8/8/k7/4K3 w - - 0 1' },
    { token: 'e8/L', from: 'de', numeric: '57583', codes: ['W_PROMOTION_FORM'], fen: '8/4P3/8/8/8/8/k7/4K3 w - - 0 1' },
    { token: 'e8=d', from: 'de', numeric: '57581', codes: ['W_LOWERCASE_PIECE'], fen: '8/4P3/8/8/8/8/k7/4K3 w - - 0 1' },
    // check and mate marks
    { token: 'Bb5', from: 'en', numeric: '6125', codes: ['W_CHECK_MISSING'], before: ['e4', 'd6'] },
    { token: 'Bb5++', from: 'en', numeric: '6125', codes: ['W_CHECK_SYMBOL'], before: ['e4', 'd6'] },
    { token: 'Bb5†', from: 'en', numeric: '6125', codes: ['W_CHECK_SYMBOL'], before: ['e4', 'd6'] },
    { token: 'Bb5#', from: 'en', numeric: '6125', codes: ['W_CHECK_WRONG'], before: ['e4', 'd6'] },
    { token: 'Bc4+', from: 'en', numeric: '6134', codes: ['W_CHECK_WRONG'], before: ['e4', 'd6'] },
    {
      token: 'Qxf7',
      from: 'en',
      numeric: '8567',
      codes: ['W_CHECK_MISSING'],
      fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
    },
    {
      token: 'Qxf7+',
      from: 'en',
      numeric: '8567',
      codes: ['W_CHECK_WRONG'],
      fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
    },
    {
      token: 'Qxf7++',
      from: 'en',
      numeric: '8567',
      codes: ['W_CHECK_SYMBOL'],
      fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
    },
    {
      token: 'Qxf7‡',
      from: 'en',
      numeric: '8567',
      codes: ['W_CHECK_SYMBOL'],
      fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
    },
    {
      token: 'Qxf7X',
      from: 'en',
      numeric: '8567',
      codes: ['W_CHECK_SYMBOL'],
      fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
    },
    // the glyph before the mark, as an annotator typed `Be7-h4?!+` (PGN: `Bh4+?!`)
    { token: 'Bb5?!+', from: 'en', numeric: '6125', codes: ['W_MARK_ORDER'], before: ['e4', 'd6'] },
    { token: 'Lb5!+', from: 'de', numeric: '6125', codes: ['W_MARK_ORDER'], before: ['e4', 'd6'] },
    // a glyph stressed with three or more marks (`Be2???`, `Qd1!!!`, as annotators stress one): PGN's strongest, ?? or !!
    { token: 'Bb5+???', from: 'en', numeric: '6125', codes: ['W_GLYPH_STRESSED'], before: ['e4', 'd6'] },
    { token: 'Lb5!!!!+', from: 'de', numeric: '6125', codes: ['W_MARK_ORDER', 'W_GLYPH_STRESSED'], before: ['e4', 'd6'] },
    {
      token: 'Qxf7!#',
      from: 'en',
      numeric: '8567',
      codes: ['W_MARK_ORDER'],
      fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
    },
    // letters
    { token: 'Be4', from: 'de', numeric: '5254', codes: ['W_PAWN_LETTER'] },
    { token: 'Pe4', from: 'en', numeric: '5254', codes: ['W_PAWN_LETTER'] },
    { token: 'sf3', from: 'de', numeric: '7163', codes: ['W_LOWERCASE_PIECE'] },
    { token: 'nf3', from: 'en', numeric: '7163', codes: ['W_LOWERCASE_PIECE'] },
    { token: 'кf3', from: 'ru', numeric: '7163', codes: ['W_LOWERCASE_PIECE'] },
    // (a pawn's file in upper case, where the letter is no piece letter: `E4` capitalised after its number)
    { token: 'E4', from: 'en', numeric: '5254', codes: ['W_UPPERCASE_FILE'] },
    { token: 'D4', from: 'en', numeric: '4244', codes: ['W_UPPERCASE_FILE'] },
    { token: 'Exd5', from: 'en', numeric: '5445', codes: ['W_UPPERCASE_FILE'], before: ['e4', 'd5'] },
    { token: 'е4', from: 'ru', numeric: '5254', codes: ['W_LOOKALIKE'] },
    { token: 'а4', from: 'ru', numeric: '1214', codes: ['W_LOOKALIKE'] },
    { token: 'с4', from: 'ru', numeric: '3234', codes: ['W_LOOKALIKE'] },
    { token: 'Kf3', from: 'ru', numeric: '7163', codes: ['W_LOOKALIKE'] },
    { token: 'Кf2', from: 'de', numeric: '5162', codes: ['W_LOOKALIKE'], fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' },
    { token: 'Νf3', from: 'en', numeric: '7163', codes: ['W_LOOKALIKE'] },
    { token: 'Iα3', from: 'el', numeric: '2113', codes: ['W_LOOKALIKE', 'W_FILE_LETTERS'] }, // Greek α: the file a (locales/el.json alsoReadFiles)
    // (a file printed with a diacritic, as French books and dictionaries print ç and é: the file c, the file e)
    { token: 'Cç3', from: 'fr', numeric: '2133', codes: ['W_FILE_LETTERS'] },
    { token: 'é4', from: 'fr', numeric: '5254', codes: ['W_FILE_LETTERS'] },
    { token: 'Sf8', from: 'az', numeric: '5868', codes: ['W_DIACRITIC'], fen: '4k3/8/8/8/8/8/8/4K3 b - - 0 1' },
    { token: 'Sf8', from: 'tr', numeric: '5868', codes: ['W_DIACRITIC'], fen: '4k3/8/8/8/8/8/8/4K3 b - - 0 1' },
    { token: 'Cf3', from: 'eo', numeric: '7163', codes: ['W_DIACRITIC'] },
    { token: 'Zf3', from: 'lt', numeric: '7163', codes: ['W_DIACRITIC'] },
    { token: '♘f3', from: 'de', numeric: '7163', codes: ['W_FIGURINE'] },
    { token: '♞f6', from: 'fr', numeric: '7866', codes: ['W_FIGURINE'], before: ['e4'] },
    { token: '♙e4', from: 'en', numeric: '5254', codes: ['W_FIGURINE'] },
    // punctuation
    { token: 'Db6.', from: 'it', numeric: '4826', codes: ['W_PUNCTUATION'], before: ['e4', 'c5', 'Cf3'] },
    { token: 'e4,', from: 'it', numeric: '5254', codes: ['W_PUNCTUATION'] },
    // ICCF numeric
    { token: '52-54', from: 'iccf', numeric: '5254', codes: ['W_ICCF_SEPARATOR'] },
    { token: '52–54', from: 'iccf', numeric: '5254', codes: ['W_ICCF_SEPARATOR'] },
    { token: '52x54', from: 'iccf', numeric: '5254', codes: ['W_ICCF_SEPARATOR'] },
    { token: '6762', from: 'iccf', numeric: '67682', codes: ['W_ICCF_SHORT_PROMOTION'], fen: 'k7/5P2/8/8/8/8/8/4K3 w - - 0 1' },
    { token: '6751', from: 'iccf', numeric: '67581', codes: ['W_ICCF_SHORT_PROMOTION'], fen: 'k3n3/5P2/8/8/8/8/8/4K3 w - - 0 1' },
    {
      token: '3231',
      from: 'iccf',
      numeric: '32311',
      codes: ['W_ICCF_SHORT_PROMOTION'],
      fen: '4k3/8/8/8/8/8/2p5/4K2K b - - 0 1'.replace('K2K', 'K3'),
    },
  ];
  for (const c of cases) {
    it(`${c.token} (${c.from}) → ${c.numeric || 'its move'}: ${c.codes.join(', ')}`, () => {
      const r = read(c.token, c.from, { fen: c.fen, before: c.before });
      if (c.numeric) expect(r.text).toBe(c.numeric);
      expect(r.codes).toEqual(c.codes);
      for (const w of r.warnings) {
        expect(w.position).toMatchObject({ token: c.token, line: 3, column: 7 });
        expect(w.message.length).toBeGreaterThan(10);
      }
      // Strict reading rejects it, naming the same code.
      const e = moveFailure(() => read(c.token, c.from, { fen: c.fen, before: c.before, strict: true }));
      expect(e).toBeInstanceOf(MoveSyntaxError);
      expect(e.reason).toContain(`[${c.codes[0]!}]`);
    });
  }

  it('warning messages say what was assumed and what standard notation writes', () => {
    const r = read('Bc6', 'en', { before: RUY });
    expect(r.warnings[0]!.message).toBe('no capture mark, but the move captures a knight on c6; read as Bb5xc6 (standard: Bxc6)');
    expect(formatMoveWarning(r.warnings[0]!)).toBe(
      'move 4. Bc6 (ply 7, column 7): no capture mark, but the move captures a knight on c6; read as Bb5xc6 (standard: Bxc6) [W_CAPTURE_MISSING]',
    );
    expect(read('sf3', 'de').warnings[0]!.message).toBe('piece letter "s" written in lower case; read as Sg1-f3 (standard: Sf3)');
    expect(read('е4', 'ru').warnings[0]!.message).toBe('"е" (Cyrillic, U+0435) read as "e" (Latin); read as e2-e4 (standard: e4)');
    expect(read('Bb5', 'en', { before: ['e4', 'd6'] }).warnings[0]!.message).toBe(
      'the move gives check, but no mark is written (standard: +)',
    );
    expect(read('Bb5', 'en', { before: ['e4', 'd6'] }).warnings[0]!.position).toMatchObject({ ply: 3, moveNumber: 2, color: 'white' });
    expect(read('Bc4+', 'en', { before: ['e4', 'd6'] }).warnings[0]!.message).toBe(
      'marked as check, but the move gives no check (standard: no mark)',
    );
    const mate = 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4';
    expect(read('Qxf7+', 'en', { fen: mate }).warnings[0]).toMatchObject({
      message: 'marked as check, but the move gives mate (standard: #)',
      position: { ply: 7, moveNumber: 4, color: 'white', token: 'Qxf7+', line: 3, column: 7 },
    });
    expect(read('Bb5#', 'en', { before: ['e4', 'd6'] }).warnings[0]!.message).toBe(
      'marked as mate, but the move gives check (standard: +)',
    );
    expect(read('6762', 'iccf', { fen: 'k7/5P2/8/8/8/8/8/4K3 w - - 0 1' }).warnings[0]!.message).toBe(
      'promotion in the non-standard four-digit form (the fourth digit names the piece); read as 67682',
    );
  });

  it('ICCF 6762 is a move f7-f2 where a rook stands on f7, not a promotion', () => {
    expect(read('6762', 'iccf', { fen: 'k7/5R2/8/8/8/8/8/4K3 w - - 0 1' })).toMatchObject({ text: '6762', codes: [] });
  });

  it('every warning code is documented', () => {
    const readme = readFileSync(join(REPO_ROOT, 'src', 'core', 'move-errors.ts'), 'utf8');
    for (const code of Object.keys(MOVE_WARNING_CODES)) expect(readme).toContain(`${code}:`);
  });
});

describe('the board decides', () => {
  it('English b stays a pawn where a pawn move fits, and is the bishop only where nothing else does', () => {
    // b2 pawn and a bishop on a1: bxc3 is the pawn; bc3 (no capture possible for the pawn) is the bishop.
    expect(read('bxc3', 'en', { fen: '4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1' })).toMatchObject({ text: '2233', codes: [] });
    expect(read('bc3', 'en', { fen: '4k3/8/8/8/8/8/1P1B4/4K3 w - - 0 1' })).toMatchObject({ text: '4233', codes: ['W_LOWERCASE_PIECE'] });
    expect(read('b3', 'en', { fen: '4k3/8/8/8/8/8/1P1B4/4K3 w - - 0 1' })).toMatchObject({ text: '2223', codes: [] });
  });

  it('German d: the d-pawn capture where it fits, else the queen', () => {
    expect(read('de4', 'de', { before: ['d3', 'e5', 'c3', 'e4'] })).toMatchObject({ text: '4354', codes: ['W_CAPTURE_MISSING'] });
    expect(read('dh5', 'de', { before: ['e4', 'e5'] })).toMatchObject({ text: '4185', codes: ['W_LOWERCASE_PIECE'] });
  });

  it('a check mark tells which of two knights moved; without it the move stays ambiguous', () => {
    const fen = '8/8/8/8/2N5/7K/8/RN2k3 w - - 0 1';
    expect(read('Nd2+', 'en', { fen })).toMatchObject({ text: '2142', codes: ['W_DISAMBIGUATION_MISSING'] });
    expect(read('Nd2+', 'en', { fen }).warnings[0]!.message).toBe(
      'Nb1-d2 or Nc4-d2 fit; only Nb1-d2 gives check; read as Nb1-d2 (standard: Nbd2+)',
    );
    expect(moveFailure(() => read('Nd2', 'en', { fen }))).toBeInstanceOf(AmbiguousMoveError);
  });

  it('a capture by files only that two pawns could make is ambiguous, not guessed', () => {
    const e = moveFailure(() => read('ef', 'en', { fen: '4k3/5p2/4P3/5p2/4P3/8/8/4K3 w - - 0 1' }));
    expect(e).toBeInstanceOf(AmbiguousMoveError);
    expect((e as AmbiguousMoveError).candidates).toEqual(['e4xf5', 'e6xf7']);
  });

  it('ef where no pawn can capture says so', () => {
    expect(moveFailure(() => read('ef', 'en')).reason).toBe('no pawn on the e-file can capture on the f-file');
  });

  it('a lenient token that fits two different moves is an ambiguity listing both readings', () => {
    // Greek letters look like Latin ones: Latin "P" is the Greek king Ρ, Cyrillic "Р" too; one reading only.
    expect(read('Pe2', 'el', { fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' })).toMatchObject({ text: '5152', codes: ['W_LOOKALIKE'] });
  });

  it('strict reading names the lenient reading it refused', () => {
    const e = moveFailure(() => read('sf3', 'de', { strict: true }));
    expect(e.reason).toBe(
      'not a German move: expected castling (O-O, O-O-O), a piece letter (K D T L S), a square a1-h8 or a file a-h; found "s" (a lenient reading would take it as Sg1-f3: piece letter "s" written in lower case) [W_LOWERCASE_PIECE]',
    );
  });
});

describe('parseMove', () => {
  it('gives the caller its own object (readings are cached and shared, so they must not change)', () => {
    const first = parseMove('Sf3+', { from: 'de' }) as { check?: string; to?: number };
    first.check = undefined;
    first.to = 0;
    const second = parseMove('Sf3+', { from: 'de' });
    expect(second.kind === 'piece' && second.to).toBe(21);
    expect(second.check).toBe('check');
  });
});

describe('how a move was written is kept in ParsedMove.form', () => {
  it('bits for each form, undefined for plain SAN', () => {
    expect(parseMove('Sf3', { from: 'de' }).form).toBeUndefined();
    expect(parseMove('S:f3', { from: 'de' }).form).toBe(MOVE_FORM.captureSymbol);
    expect(parseMove('0-0', { from: 'de' }).form).toBe(MOVE_FORM.castleForm);
    expect(parseMove('0–0', { from: 'de' }).form).toBe(MOVE_FORM.castleForm | MOVE_FORM.dash);
    expect(parseMove('e8D', { from: 'de' }).form).toBe(MOVE_FORM.promotionForm);
    expect(parseMove('Dh5++', { from: 'de' }).form).toBe(MOVE_FORM.checkSymbol | MOVE_FORM.checkOrMate);
    expect(parseMove('exd6 e.p.', { from: 'en' }).form).toBe(MOVE_FORM.enPassantMark);
    expect(parseMove('e2e4', { from: 'en' }).form).toBe(MOVE_FORM.coordinates);
    expect(parseMove('e2-e4', { from: 'en' }).form).toBe(MOVE_FORM.long);
    expect(parseMove('Be4', { from: 'de' }).form).toBe(MOVE_FORM.pawnLetter);
    expect(parseMove('ef', { from: 'en' }).form).toBe(MOVE_FORM.fileCapture);
    expect(parseMove('2e4', { from: 'en' }).form).toBe(MOVE_FORM.pawnRank);
    expect(parseMove('52-54', { from: 'iccf' }).form).toBe(MOVE_FORM.numericSeparator);
    expect(parseMove('Db6.', { from: 'it' }).form).toBe(MOVE_FORM.punctuation);
    expect(parseMove('e2 - e4', { from: 'it' }).form).toBe(MOVE_FORM.long | MOVE_FORM.spaced);
  });

  it('a capture without its mark is not marked as a capture (ed5)', () => {
    expect(parseMove('ed5', { from: 'en' })).toMatchObject({ fromFile: 4, to: 35, capture: false });
    expect(parseMove('exd5', { from: 'en' })).toMatchObject({ fromFile: 4, to: 35, capture: true });
  });
});
