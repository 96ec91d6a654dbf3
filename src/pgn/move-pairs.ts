/**
 * White's and Black's move joined by a dash, as typists write pairs: `1: e4-e5 2: Nf3-Nc6`, `2/ Cc3 - f5 ;`,
 * `1. d4 - d5`. Such a token reads as one long move (`e4-e5`, `d4 - d5` with spaces) or as the
 * two moves; the game's numbering (read-game.ts) or the board (translate-game.ts: where the long
 * move is not legal and the two are) tells which.
 */
import type { GameNode, MoveNode } from './types.js';

/** One half of a pair: a move ending on its square (`e4`, `Nf3`, `მ:c6`, a capture mark or piece letter of any language), or castling. */
const HALF = String.raw`(?:[^\s-]*[a-h][1-8]|[O0o][-–][O0o](?:[-–][O0o])?)[+#!?]*`;

/**
 * `e4-e5`, `Nf3-Nc6`, `d4-ლh4`, `0-0-მf6`, `ეe1-0-0`: White's and Black's move joined by a dash (not one long move
 * `e2-e4`); either half may be castling (`0-0-0-0` is two short castlings, the only reading with a move in each half).
 */
const PAIR = new RegExp(String.raw`^(${HALF})(?:[-–]|[ \t]+[-–—][ \t]+)(${HALF})$`, 'u');

/** `e2-e4`, `d7-d5`: a pawn's first move written long, which a pair of moves can never be. */
function pawnDoubleStep(a: string, b: string): boolean {
  return /^[a-h][27]$/.test(a) && /^[a-h][45][+#!?]*$/.test(b) && a[0] === b[0] && Math.abs(Number(a[1]) - Number(b[1])) === 2;
}

/**
 * `1: e4-e5 2: Nf3-Nc6`: a game whose every numbered move is one token of two moves joined by a
 * dash (the typists' `N: white-black`). Where each number is followed by exactly one such token
 * (the last may be White's alone), each is read as two moves; a single `e2-e4` (one long move)
 * or a game that also writes Black's moves apart is left as it is. Changes `nodes`; true when
 * it did.
 */
export function splitPairs(nodes: GameNode[]): boolean {
  const numbered: number[] = [];
  let sinceNumber = 0;
  for (let k = 0; k < nodes.length; k++) {
    const n = nodes[k]!;
    if (n.type !== 'move') continue;
    if (n.number !== undefined) {
      if (numbered.length > 0 && sinceNumber !== 1) return false;
      numbered.push(k);
      sinceNumber = 1;
    } else sinceNumber++;
  }
  if (numbered.length < 2 || sinceNumber !== 1) return false;
  const halves = numbered.map((k) => PAIR.exec((nodes[k] as MoveNode).text));
  // Every token but the last a pair; long moves (`e2-e4`: two squares, no piece letter) are not pairs.
  for (let i = 0; i < halves.length; i++) {
    const h = halves[i];
    if (h === null || h === undefined) {
      if (i === halves.length - 1) continue;
      return false;
    }
    if (pawnDoubleStep(h[1]!, h[2]!)) return false;
  }
  for (let i = halves.length - 1; i >= 0; i--) {
    const h = halves[i];
    if (!h) continue;
    const k = numbered[i]!;
    const m = nodes[k] as MoveNode;
    const offset = m.offset ?? 0;
    const white: MoveNode = {
      type: 'move',
      text: h[1]!,
      parsed: undefined,
      line: m.line,
      column: m.column,
      offset: m.offset,
      number: m.number,
    };
    const skip = m.text.length - h[2]!.length; // (`e4-e5`, `Cc3 - f5`)
    const black: MoveNode = {
      type: 'move',
      text: h[2]!,
      parsed: undefined,
      line: m.line,
      column: m.column + skip,
      offset: m.offset === undefined ? undefined : offset + skip,
    };
    nodes.splice(k, 1, white, black);
  }
  return true;
}

/**
 * `2/ Cf3 - Cc6 ; 3/ Fb5 - a6 ;`: in a game that writes a dash between White's and Black's move
 * (seen where the two cannot be one long move: `Cf3 - Cc6`, or numbers written `2/`), every
 * `A - B` read as one long move with spaces is the two moves A and B.
 */
export function splitSpacedPairs(nodes: GameNode[]): void {
  for (let k = nodes.length - 1; k >= 0; k--) {
    const m = nodes[k]!;
    const halves = m.type === 'move' ? spacedPairHalves(m) : undefined;
    if (halves !== undefined) nodes.splice(k, 1, ...halves);
  }
}

/**
 * `d4 - d5`, `Cc3 - f5`: a move written with a dash between spaces as the two moves it may also
 * be, White's and Black's with a dash between them (not a pawn's first double step `e2 - e4`,
 * which a pair never is); undefined for any other move. Used above where the game's style says
 * so, and by the translator where the long move is not legal and the two moves are (the board decides).
 */
export function spacedPairHalves(m: MoveNode): [MoveNode, MoveNode] | undefined {
  return /[ \t][-–—][ \t]/.test(m.text) ? pairHalves(m) : undefined;
}

/**
 * `e4-e5`, `d4-ლh4`, `0-0-მf6`, `ეe1-0-0`, `d4 - d5`: a token of two moves joined by a dash, with or without spaces
 * around it, as those two moves (not a pawn's first double step `e2-e4`); undefined for any other token. For the
 * translator, which reads them only where the token is no legal move as a whole and the two are legal in turn.
 */
export function pairHalves(m: MoveNode): [MoveNode, MoveNode] | undefined {
  const h = PAIR.exec(m.text);
  if (h === null || pawnDoubleStep(h[1]!, h[2]!)) return undefined;
  const skip = m.text.length - h[2]!.length;
  return [
    { type: 'move', text: h[1]!, parsed: undefined, line: m.line, column: m.column, offset: m.offset, number: m.number },
    {
      type: 'move',
      text: h[2]!,
      parsed: undefined,
      line: m.line,
      column: m.column + skip,
      offset: m.offset === undefined ? undefined : m.offset + skip,
    },
  ];
}

/**
 * `მc3-კb46.მ:c6-ლ:e4`, `e4-e52.Nf3`: a token whose last square (or castling) before `next` and a full stop is glued
 * to that move number, as pages that lost a space print it, parted there: the text before the number (the token's
 * own number kept) and the move after it (numbered `next`). A square's rank is one digit, so what follows it up to
 * the full stop is the number. Undefined where `next.` does not stand inside the token so.
 */
export function gluedNumberParts(m: MoveNode, next: number): [MoveNode, MoveNode] | undefined {
  const glued = new RegExp(String.raw`^(.+?(?:[a-h][1-8]|[O0o][-–][O0o])[+#!?]*)${next}\.(?=[^\s.])`, 'u').exec(m.text);
  if (glued === null) return undefined;
  return [
    { ...m, text: glued[1]!, parsed: undefined },
    { ...moveTextFrom(m, glued[0].length), number: { value: next, black: false, form: '.' } },
  ];
}

/** Where a glued token may part: after a square's rank (and a capture mark or check sign glued to it), or after castling. */
const GLUED_CUT = /(?:[1-8][:+#!?]*|[O0o][-–][O0o](?:[-–][O0o])?[+#!?]*)(?=[^\s:+#!?.,;])/gu;

/**
 * `e4e5`, `Kf3Kc6`, `d4Сd7.`: a token without spaces that may be two moves glued together, as web
 * pages and OCR print them, parted after each square (or castling) inside it; every such reading,
 * first cut first. The board decides which, if any, is two legal moves in turn (translate-game.ts).
 * A token with a space or a move number inside is not parted here (the reader parts those).
 */
export function gluedHalves(m: MoveNode): Array<[MoveNode, MoveNode]> {
  return gluedCuts(m.text).map((at) => [
    { type: 'move', text: m.text.slice(0, at), parsed: undefined, line: m.line, column: m.column, offset: m.offset, number: m.number },
    moveTextFrom(m, at),
  ]);
}

/** Where `text` (a token without spaces) may part into two moves glued together (see {@link gluedHalves}), first cut first. */
function gluedCuts(text: string): number[] {
  if (/\s/.test(text)) return [];
  const cuts: number[] = [];
  for (const c of text.matchAll(GLUED_CUT)) {
    const at = c.index + c[0].length;
    if (at > 1 && at < text.length) cuts.push(at);
  }
  return cuts;
}

/** The move text of `m` from its character `at` on, as a move of its own (not yet read; no number). */
export function moveTextFrom(m: MoveNode, at: number): MoveNode {
  return {
    type: 'move',
    text: m.text.slice(at),
    parsed: undefined,
    line: m.line,
    column: m.column + at,
    offset: m.offset === undefined ? undefined : m.offset + at,
  };
}

/**
 * `1: e2-e4 -- e7-e5 2: Lf1-c4 -- d7-d6`: a double hyphen between spaces standing between White's numbered move and
 * Black's, as a typist separates the two halves of a row. PGN reads `--` as a null move, but where every `--` of the
 * game stands so (right after a numbered move, before a move without a number) on two rows or more, it is the
 * separator: the game's moves would be the other side's after each. Drops those `--` from `nodes`; true when it did.
 */
export function dropRowDoubleDashes(nodes: GameNode[]): boolean {
  const dashes: number[] = [];
  for (let k = 0; k < nodes.length; k++) {
    const n = nodes[k]!;
    if (n.type !== 'move' || n.text !== '--') continue;
    const before = nodes[k - 1];
    const after = nodes[k + 1];
    if (before?.type !== 'move' || before.number === undefined || before.text === '--') return false;
    if (after?.type !== 'move' || after.number !== undefined || after.text === '--') return false;
    dashes.push(k);
  }
  if (dashes.length < 2) return false;
  for (let i = dashes.length - 1; i >= 0; i--) nodes.splice(dashes[i]!, 1);
  return true;
}
