// The PGN grammar change this issue needs, tested before it is applied: grammars/pgn.peggy is
// compiled here with the two edits below (unless it has them already). Movetext without spaces
// (`1.e4e52.Sf3Sc6`) is read with move.peggy's gluedSanMove; `5. - d6` (a dash for Black's move
// after a number) is a move number. Every fixture without those forms parses exactly as before.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import peggy from 'peggy';
import { describe, expect, it } from 'vitest';
import { MOVE_FORM, type ParsedMove } from '../src/index.js';
import { fastEngine } from '../src/board/index.js';
import { parse as currentParse } from '../src/generated/pgn.js';
import { inputNotation, outputNotation } from '../src/notation/notation.js';
import { checkWordAt, gluedCheckWord } from '../src/notation/check-words.js';
import * as glyphs from '../src/pgn/glyphs.js';
import { MoveTranslator } from '../src/translate/translator.js';
import { FIXTURES, REPO_ROOT } from './helpers/shared.js';
import { foreign, readScore, registry } from './permissive-helpers.js';

/**
 * The `move` alternative to add to pgn.peggy, as its last one (after the movetextSanMove one):
 * a move glued to the next move, move number or result. (movetextSanMove reads the moves that
 * follow a glued one itself.)
 */
export const GLUED_MOVE_ALTERNATIVE = `
  // a move glued to the next move, move number or result (\`1.e4e52.Sf3Sc6\`, \`O-OO-O\`, \`Le30–1\`)
  / &{ return !numericMoves; } m:gluedSanMove gluedNext
    { return { type: 'move', text: text(), parsed: m, offset: offset() }; }`;

/**
 * Added before the action of the moveNumber rule: `5. - d6`, a dash standing for White's move, is
 * part of the number (dashAfterNumber in move.peggy looks ahead with character codes, which costs
 * almost nothing on the usual `5. e4`).
 */
export const MOVE_NUMBER_DASH = '(&{ return dashAfterNumber(offset()); } [ \\t]+ [-–—])? ';

function patchedPgnGrammar(): string {
  let text = readFileSync(join(REPO_ROOT, 'grammars', 'pgn.peggy'), 'utf8');
  if (!text.includes('gluedSanMove')) {
    const last =
      /(\/ &\{ return !numericMoves; \} m:movetextSanMove\n\s*\{ return \{ type: 'move', text: m\.text, parsed: m\.move, offset: offset\(\) \}; \})/;
    expect(text).toMatch(last);
    text = text.replace(last, `$1${GLUED_MOVE_ALTERNATIVE}`);
  }
  if (!text.includes('dashAfterNumber')) {
    const rule = /(moveNumber "move number"\n\s*=[^\n]*?)(\{ return null; \})/;
    expect(text).toMatch(rule);
    text = text.replace(rule, (_, head: string, action: string) => `${head}${MOVE_NUMBER_DASH}${action}`);
  }
  return text;
}

/**
 * move.peggy with its import of the glyph list (src/pgn/glyphs.ts) made a look-up of that module here: a parser
 * generated in this process is evaluated as a script, where an import statement cannot stand.
 */
function moveGrammarForEval(): string {
  const text = readFileSync(join(REPO_ROOT, 'grammars', 'move.peggy'), 'utf8');
  const imported = /import \{([^}]*)\} from '\.\.\/pgn\/glyphs\.js';/;
  expect(text).toMatch(imported);
  (globalThis as { chessLinguaGlyphs?: typeof glyphs }).chessLinguaGlyphs = glyphs;
  return text.replace(imported, 'const {$1} = globalThis.chessLinguaGlyphs;');
}

const patched = peggy.generate(
  [
    { source: 'pgn.peggy', text: patchedPgnGrammar() },
    { source: 'move.peggy', text: moveGrammarForEval() },
  ],
  { allowedStartRules: ['game'] },
);

interface Item {
  readonly type: string;
  readonly text?: string;
  readonly parsed?: ParsedMove;
  readonly offset?: number;
}

function items(parser: { parse: (t: string, o: object) => unknown }, text: string, from: string): Item[] {
  const input = inputNotation(from, registry);
  const r = parser.parse(text, {
    startRule: 'game',
    numeric: input.kind === 'numeric',
    pieces: input.kind === 'algebraic' ? input.pieces : undefined,
    // (as src/pgn/read-game.ts passes it: the rule for a word for mate glued to a move)
    gluedCheckWord,
    checkWordAt,
  }) as { items: Array<Item | { type: 'number' } | null> };
  // Move numbers are items of their own (src/pgn/numbering.ts checks them); these tests look at the rest.
  return r.items.filter((i): i is Item => i !== null && i.type !== 'number');
}

/** Reads the moves of a parsed movetext on a board: ICCF numeric and warning codes. */
function play(list: Item[], from: string, fen?: string): { numeric: string[]; codes: string[][]; error?: string } {
  const start = fastEngine.fromFen(fen);
  if (!start.ok) throw new Error(start.error.reason);
  const t = new MoveTranslator(start.value, inputNotation(from, registry), outputNotation('iccf', registry));
  const numeric: string[] = [];
  const codes: string[][] = [];
  for (const item of list) {
    if (item.type === 'bad') return { numeric, codes, error: `bad token ${item.text!}` };
    if (item.type !== 'move') continue;
    const r = item.parsed ? t.translateParsed(item.parsed, item.text!, { line: 1, column: 1 }) : t.translate(item.text!);
    if (!r.ok) return { numeric, codes, error: r.error.message };
    numeric.push(r.value.text);
    codes.push((r.value.warnings ?? []).map((w) => w.code));
  }
  return { numeric, codes };
}

describe('PGN grammar with glued moves (the snippet for grammars/pgn.peggy)', () => {
  it('parses every PGN fixture exactly as the current grammar does', () => {
    const files = [
      ...readdirSync(join(FIXTURES, 'pgn')).map((f) => join(FIXTURES, 'pgn', f)),
      ...readdirSync(join(FIXTURES, 'chessjs')).map((f) => join(FIXTURES, 'chessjs', f)),
    ];
    for (const file of files) {
      const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
      for (const game of text.split(/\n(?=\[Event )/)) {
        let before: unknown;
        try {
          before = currentParse(game, { startRule: 'game', pieces: registry.pieceTable('en') });
        } catch {
          continue; // not PGN for either grammar
        }
        expect(patched.parse(game, { startRule: 'game', pieces: registry.pieceTable('en') }), file).toEqual(before);
      }
    }
  });

  it('1.e4e52.Sf3Sc6: two moves per number, no spaces', () => {
    const list = items(patched, '1.e4e52.Sf3Sc63.Lb5a6 *', 'de');
    expect(list.filter((i) => i.type === 'move').map((i) => i.text)).toEqual(['e4', 'e5', 'Sf3', 'Sc6', 'Lb5', 'a6']);
    const r = play(list, 'de');
    expect(r.numeric).toEqual(['5254', '5755', '7163', '2836', '6125', '1716']);
    // Every glued move says so; the last one (followed by a space) is standard.
    expect(r.codes).toEqual([['W_NO_SPACE'], ['W_NO_SPACE'], ['W_NO_SPACE'], ['W_NO_SPACE'], ['W_NO_SPACE'], []]);
  });

  it('castling glued to castling (O-OO-O, 0-00-0) and a result glued to the last move (Le30–1)', () => {
    expect(
      items(patched, '5.O-OO-O6.Sxe5', 'de')
        .filter((i) => i.type === 'move')
        .map((i) => i.text),
    ).toEqual(['O-O', 'O-O', 'Sxe5']);
    expect(
      items(patched, '5.0-00-06.Sxe5', 'de')
        .filter((i) => i.type === 'move')
        .map((i) => i.text),
    ).toEqual(['0-0', '0-0', 'Sxe5']);
    const end = items(patched, '28.d4Le30–1', 'de');
    expect(end.map((i) => i.type)).toEqual(['move', 'move', 'result']);
    expect(end.map((i) => i.text)).toEqual(['d4', 'Le3', '0–1']);
  });

  it('a square glued to the next move is not taken as an origin (Lc4b5 is Lc4, b5), nor a piece letter as a promotion (Sf3Sc6)', () => {
    const list = items(patched, '8.Lc4b59.Le2', 'de');
    expect(list.filter((i) => i.type === 'move').map((i) => i.text)).toEqual(['Lc4', 'b5', 'Le2']);
    const p = list.find((i) => i.text === 'Lc4')!.parsed!;
    expect(p).toMatchObject({ kind: 'piece', role: 'bishop', fromFile: undefined, fromRank: undefined, to: 26 });
    expect(p.form! & MOVE_FORM.glued).toBe(MOVE_FORM.glued);
  });

  it('DE-4 (schach-linz.at, no spaces at all) reads its first line as the game DE-3 prints with spaces', () => {
    const firstLine = foreign('de-4-no-spaces.txt').split('\n')[0]!;
    const glued = play(items(patched, firstLine, 'de'), 'de');
    expect(glued.error).toBeUndefined();
    const spaced = readScore(foreign('de-3-paulsen-morphy-1857.txt'), 'de');
    expect(glued.numeric).toHaveLength(33);
    expect(glued.numeric).toEqual(spaced.numeric.slice(0, 33));
  });

  it('DE-4 then stops at prose written into the moves ("Nicht"), a clear report', () => {
    const text = foreign('de-4-no-spaces.txt');
    const r = play(items(patched, text, 'de'), 'de');
    expect(r.numeric.length).toBeGreaterThanOrEqual(34);
    expect(r.error).toMatch(/Nicht/);
  });

  it('HU-1: "5. - d6" (a dash for White\'s move) is a move number', () => {
    const list = items(patched, foreign('hu-1-morphy-anderssen-1858.txt'), 'hu');
    const r = play(list, 'hu');
    expect(r.error).toBeUndefined();
    expect(r.numeric).toEqual(['5254', '3735', '7163', '2836', '4244', '3544', '6344', '5756', '4425', '4746', '3164']);
    expect(r.codes.flat()).toEqual([]);
    // The grammar without the change reports the dash.
    if (!readFileSync(join(REPO_ROOT, 'grammars', 'pgn.peggy'), 'utf8').includes('dashAfterNumber')) {
      const now = items({ parse: currentParse as never }, foreign('hu-1-morphy-anderssen-1858.txt'), 'hu');
      expect(now.some((i) => i.type === 'bad' && i.text === '-')).toBe(true);
    }
  });
});
