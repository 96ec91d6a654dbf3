// The quick reader of standard move tokens (src/notation/standard-token.ts) against the move
// grammar: whatever token it reads, it must read into exactly the object the grammar makes (the
// same fields in the same order, the same values); whatever it does not read goes to the grammar,
// so a refusal is always safe. The tests also check that it reads the standard forms it is there
// for (else it would be dead weight).
//
// Tokens: every move form built from each bundled locale's letters (piece moves with every kind
// of origin, captures, pawn moves, promotions, castling, check marks and glyphs, and lenient and
// broken variants of them), and every token of our fixtures and of the ../shared corpus when present.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/generated/move.js';
import { defaultRegistry } from '../src/locale/default-registry.js';
import type { PieceTable } from '../src/locale/types.js';
import { readStandardNumeric, readStandardSan } from '../src/notation/standard-token.js';
import { FIXTURES, hasShared, sharedPath } from './helpers/shared.js';

const registry = defaultRegistry();

/** The grammar's reading of a token, or undefined when it reads none. */
function grammarSan(token: string, pieces: PieceTable): unknown {
  try {
    return parse(token, { startRule: 'san', pieces });
  } catch {
    return undefined;
  }
}

function grammarNumeric(token: string): unknown {
  try {
    return parse(token, { startRule: 'numeric' });
  } catch {
    return undefined;
  }
}

/** Checks the quick reading of each token against the grammar's; returns how many the quick reader read. */
function compareSan(tokens: Iterable<string>, pieces: PieceTable, label: string): number {
  let read = 0;
  for (const token of tokens) {
    const quick = readStandardSan(token, pieces);
    if (quick === undefined) continue;
    read++;
    const slow = grammarSan(token, pieces);
    // Same fields in the same order (so V8 gives both the same object shape), same values.
    expect(slow, `${label}: ${token}`).toBeDefined();
    expect(Object.keys(quick), `${label}: ${token}`).toEqual(Object.keys(slow as object));
    expect(quick, `${label}: ${token}`).toStrictEqual(slow);
  }
  return read;
}

const FILES = 'abcdefgh';
const SQUARES = ['a1', 'h8', 'e4', 'd5', 'c3', 'f6', 'b7', 'g2'];
const SUFFIXES = [
  '',
  '+',
  '#',
  '!',
  '?',
  '!!',
  '??',
  '!?',
  '?!',
  '+!',
  '#?!',
  '++',
  '+e.p.',
  'e.p.',
  '.',
  ',',
  '†',
  '‡',
  'X',
  '!!!',
  '!+',
  '-',
  'x',
];

/** Standard SAN forms and their lenient or broken neighbours, written with `letters` (role → letter). */
function tokensFor(letters: Record<string, string>): { all: string[]; standard: string[] } {
  const standard: string[] = [];
  const all: string[] = [];
  const pieces = ['king', 'queen', 'rook', 'bishop', 'knight'].map((r) => letters[r]!).filter(Boolean);
  for (const p of pieces) {
    for (const to of SQUARES) {
      for (const origin of ['', 'b', '3', 'b3']) {
        for (const capture of ['', 'x']) {
          const core = `${p}${origin}${capture}${to}`;
          for (const s of SUFFIXES) all.push(core + s);
          // (a whole origin square is long algebraic, `Sg1f3` as `Sg1xf3`: the grammar reads it)
          if (origin.length < 2) standard.push(core, `${core}+`, `${core}#!`);
          all.push(
            `${p}${origin}-${to}`,
            `${p}${origin}:${to}`,
            `${p}${origin}×${to}`,
            `${core}=${letters.queen}`,
            `${core}${letters.queen}`,
          );
        }
      }
    }
  }
  for (const f of FILES) {
    for (const rank of ['2', '4', '8', '1']) {
      const push = `${f}${rank}`;
      const left = FILES[Math.max(0, FILES.indexOf(f) - 1)]!;
      const capture = `${left}x${f}${rank}`;
      for (const core of [push, capture]) {
        for (const s of SUFFIXES) all.push(core + s);
        standard.push(core, `${core}+`);
        for (const p of pieces) {
          const promoted = `${core}=${p}`;
          standard.push(promoted, `${promoted}#`);
          all.push(promoted, `${promoted}+!`, `${core}${p}`, `${core}/${p}`, `${core}=${p}${p}`);
        }
        all.push(`${left}${f}${rank}`, `${left}:${f}${rank}`, `${core}=`, `${core}=x`);
      }
      all.push(`${f}2${f}4`, `${f}2-${f}4`, `${f}${left}`);
    }
  }
  for (const c of ['O-O', 'O-O-O']) {
    standard.push(c, `${c}+`, `${c}#`, `${c}!?`);
    for (const s of SUFFIXES) all.push(c + s);
  }
  all.push('0-0', 'o-o', 'O–O', 'O-O-O-O', 'O-Oa', 'O-O1', 'O-', 'O', '--', 'Z0', '', 'x', '+', 'e', 'ee4');
  return { all: [...all, ...standard], standard };
}

/**
 * The bundled locales grouped by what this test depends on (letters, other spellings, the piece
 * table both readers read with): locales with the same (es, ca, it …) make the same tokens and
 * the same readings, so each group is checked once, under all its codes.
 */
function localeGroups(): string[][] {
  const groups: { facts: unknown; codes: string[] }[] = [];
  for (const code of registry.codes()) {
    const locale = registry.get(code);
    const facts = [locale.letters, locale.alsoRead, registry.pieceTable(code)];
    const same = groups.find((g) => isDeepStrictEqual(g.facts, facts));
    if (same) same.codes.push(code);
    else groups.push({ facts, codes: [code] });
  }
  return groups.map((g) => g.codes);
}

describe('standard-token reader: built forms in every bundled locale', () => {
  for (const codes of localeGroups()) {
    const code = codes[0]!;
    it(`${codes.join(', ')}: reads what the grammar reads, as the grammar reads it`, () => {
      const locale = registry.get(code);
      const pieces = registry.pieceTable(code);
      const letters = { ...locale.letters } as Record<string, string>;
      const { all, standard } = tokensFor(letters);
      const also = Object.entries(locale.alsoRead).flatMap(([role, tokens]) =>
        (tokens ?? []).flatMap((t) => tokensFor({ ...letters, [role]: t }).all),
      );
      // (each other spelling of a piece makes the pawn moves and castling again: each token is read once)
      compareSan(new Set([...all, ...also]), pieces, code);
      // The standard forms with the locale's own letters are read without the grammar, unless a
      // piece letter could start a pawn move, castling or a mark (then the grammar reads them all),
      // or a longer piece token starts the move (Bengali `Gh` knight before `G` bishop + `h3`:
      // the grammar goes back to the shorter token, this reader leaves that to it).
      const usable = pieces.tokens.every((t) => !/^[a-h0-9xXoO=+#!?\-–—:×()/.,\s$;{}e]/.test(t));
      compareSan(standard, pieces, code);
      const refused = standard.filter((t) => readStandardSan(t, pieces) === undefined);
      if (usable)
        expect(
          refused.filter((t) => !pieces.tokens.some((p) => p.length > 1 && t.startsWith(p))),
          code,
        ).toEqual([]);
      else expect(refused.length, code).toBe(standard.length);
    });
  }
});

describe('standard-token reader: ICCF numeric', () => {
  it('reads every 4- and 5-digit move as the grammar does, and nothing else', () => {
    const tokens: string[] = [];
    for (let from = 0; from < 64; from++) {
      for (const to of [0, 7, 27, 36, 56, 63, (from + 8) & 63]) {
        const t = `${(from & 7) + 1}${(from >> 3) + 1}${(to & 7) + 1}${(to >> 3) + 1}`;
        tokens.push(t, `${t}1`, `${t}4`, `${t}0`, `${t}5`, `${t}9`, `${t}12`, `${t}!`, `${t.slice(0, 2)}-${t.slice(2)}`);
      }
    }
    tokens.push('0000', '9254', '5294', '525', '5', '', 'e2e4', '52 54');
    let read = 0;
    for (const t of tokens) {
      const quick = readStandardNumeric(t);
      const slow = grammarNumeric(t);
      if (quick === undefined) {
        // Refused: the grammar reads it with a lenient mark, or not at all, or it has a digit 9/0.
        if (/^[1-8]{4}[1-4]?$/.test(t)) expect.fail(`standard numeric move refused: ${t}`);
        continue;
      }
      read++;
      expect(Object.keys(quick), t).toEqual(Object.keys(slow as object));
      expect(quick, t).toStrictEqual(slow);
    }
    expect(read).toBeGreaterThan(64 * 7 * 3 - 1);
  });
});

/** The whitespace-separated tokens of the movetext of every PGN-like file under `dir`. */
function corpusTokens(dir: string, into: Set<string>): void {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      corpusTokens(p, into);
      continue;
    }
    if (!/\.(pgn|txt)$/.test(name) || statSync(p).size > 4_000_000) continue;
    const text = readFileSync(p, 'latin1').includes('\uFFFD') ? '' : readFileSync(p, 'utf8');
    for (const line of text.split(/\r?\n/)) {
      if (line.startsWith('[')) continue;
      for (const raw of line.split(/[\s(){};$]+/)) {
        const token = raw.replace(/^\d+\.+/, '');
        if (token.length > 0 && token.length < 16) into.add(token);
      }
    }
  }
}

describe('standard-token reader: every token of the corpus', () => {
  const tokens = new Set<string>();
  corpusTokens(FIXTURES, tokens);
  const corpus = hasShared('corpus');
  if (corpus) corpusTokens(sharedPath('corpus'), tokens);
  // Tokens are read with the tables of the languages they come from and a few that share letters with them.
  for (const code of ['en', 'de', 'fr', 'ru', 'pl', 'hu', 'it', 'es', 'nl', 'cs', 'figurine']) {
    it(`${code}: ${tokens.size} tokens${corpus ? ' (with ../shared/corpus)' : ''}`, () => {
      const pieces = registry.pieceTable(code);
      compareSan(tokens, pieces, code);
      for (const t of tokens) {
        const quick = readStandardNumeric(t);
        if (quick !== undefined) expect(quick, t).toStrictEqual(grammarNumeric(t));
      }
    });
  }
});
