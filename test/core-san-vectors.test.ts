// Peer projects' SAN test vectors, in every locale: chess.js's complete legal SAN sets and its
// parse cases (copied to test/fixtures/san-vectors-chessjs.json), plus, when ../shared is present,
// the python-chess and chessops cases of ../shared/corpus/peer-vectors/san-vectors.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { AmbiguousMoveError, listLocales, MoveError, parseMove, translateMove, type Locale } from '../src/index.js';
import { FIXTURES, hasShared, sharedPath } from './helpers/shared.js';
import { sanInLocale } from './helpers/locale-text.js';

interface LegalSet {
  fen: string;
  legal_san: string[];
}
interface ParseCase {
  source: string;
  fen: string;
  input: string;
  expect: 'accept' | 'accept-permissive' | 'reject' | 'reject-ambiguous';
  uci: string | null;
  note?: string;
}
interface GenerateCase {
  fen: string;
  uci: string;
  san: string;
}
interface Vectors {
  legal_san_sets_chessjs: LegalSet[];
  parse_cases: ParseCase[];
  generate_san_cases?: GenerateCase[];
}

const locales = listLocales();
const chessjsVectors = JSON.parse(readFileSync(join(FIXTURES, 'san-vectors-chessjs.json'), 'utf8')) as Vectors;

function uciOf(fen: string, san: string): string {
  const m = new Chess(fen).move(san);
  return m.from + m.to + (m.promotion ?? '');
}

/** The outcome of reading `text` in `locale` in position `fen`: the UCI move, or the error kind. */
function outcome(text: string, from: string, fen: string): string {
  // translateMove trims surrounding white space on purpose; a token with white space in it is
  // judged by the move reader alone, which takes exactly one move (python-chess: "O-O\n" is invalid).
  if (text !== text.trim()) {
    try {
      parseMove(text, { from });
    } catch (e) {
      if (e instanceof MoveError) return 'rejected';
      throw e;
    }
  }
  try {
    return translateMove(text, { from, to: 'uci', fen });
  } catch (e) {
    if (e instanceof AmbiguousMoveError) return 'ambiguous';
    if (e instanceof MoveError) return 'rejected';
    throw e;
  }
}

function checkParseCase(c: ParseCase, locale: Locale): void {
  const text = sanInLocale(c.input, locale);
  const got = outcome(text, locale.code, c.fen);
  const label = `${locale.code}: ${text} (${c.source}: ${c.note ?? c.expect})`;
  switch (c.expect) {
    case 'accept':
    case 'accept-permissive':
      expect(got, label).toBe(c.uci);
      break;
    case 'reject':
      expect(got, label).toBe('rejected');
      break;
    case 'reject-ambiguous':
      expect(got, label).toBe('ambiguous');
      break;
  }
}

describe('chess.js legal SAN sets', () => {
  for (const set of chessjsVectors.legal_san_sets_chessjs) {
    it(`every legal move of ${set.fen} round-trips through every locale`, () => {
      for (const san of set.legal_san) {
        const uci = uciOf(set.fen, san);
        // Our English SAN of the move is chess.js's SAN.
        expect(translateMove(uci, { from: 'uci', to: 'en', fen: set.fen })).toBe(san);
        const numeric = translateMove(san, { from: 'en', to: 'iccf', fen: set.fen });
        for (const locale of locales) {
          const local = translateMove(numeric, { from: 'iccf', to: locale.code, fen: set.fen });
          expect(local, `${locale.code} ${san}`).toBe(sanInLocale(san, locale));
          expect(translateMove(local, { from: locale.code, to: 'iccf', fen: set.fen })).toBe(numeric);
        }
      }
    });
  }
});

describe('chess.js parse cases in every locale', () => {
  for (const c of chessjsVectors.parse_cases) {
    it(`${c.input} (${c.expect})`, () => {
      for (const locale of locales) checkParseCase(c, locale);
    });
  }
});

const sharedVectorsFile = ['corpus', 'peer-vectors', 'san-vectors.json'] as const;
describe.skipIf(!hasShared(...sharedVectorsFile))('python-chess and chessops vectors (../shared)', () => {
  const all = hasShared(...sharedVectorsFile)
    ? (JSON.parse(readFileSync(sharedPath(...sharedVectorsFile), 'utf8')) as Vectors)
    : { legal_san_sets_chessjs: [], parse_cases: [], generate_san_cases: [] };
  for (const c of all.parse_cases.filter((x) => !x.source.startsWith('chess.js'))) {
    it(`parse ${JSON.stringify(c.input)} (${c.expect}, ${c.source})`, () => {
      for (const locale of locales) checkParseCase(c, locale);
    });
  }
  for (const c of all.generate_san_cases ?? []) {
    it(`write ${c.uci} as ${c.san} in ${c.fen}`, () => {
      // python-chess gives castling in Chess960 form (e1a1); standard UCI is the king's move.
      const uci = c.uci === 'e1a1' ? 'e1c1' : c.uci;
      expect(translateMove(uci, { from: 'uci', to: 'en', fen: c.fen })).toBe(c.san);
      for (const locale of locales) {
        const local = translateMove(uci, { from: 'uci', to: locale.code, fen: c.fen });
        expect(local).toBe(sanInLocale(c.san, locale));
        expect(translateMove(local, { from: locale.code, to: 'uci', fen: c.fen })).toBe(uci);
      }
    });
  }
});
