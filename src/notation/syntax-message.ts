/** Turns a peggy syntax error into a sentence that names what the notation allows. */
import type { InputNotation } from './notation.js';

interface PeggyErrorLike {
  readonly expected: ReadonlyArray<{ readonly type: string; readonly description?: string; readonly text?: string }> | null;
  readonly found: string | null | undefined;
}

export function describeExpected(e: PeggyErrorLike, notation: InputNotation): string {
  const found = e.found == null ? 'the end of the move' : `"${e.found}"`;
  if (notation.kind === 'numeric') {
    return `not an ICCF numeric move (four digits 1-8, from-square and to-square, and an optional promotion digit 1-4): found ${found}`;
  }
  const wanted = new Set<string>();
  for (const x of e.expected ?? []) {
    if (x.type === 'other' && x.description) wanted.add(x.description);
    else if (x.type === 'literal' && x.text) wanted.add(`"${x.text}"`);
  }
  const names: string[] = [];
  for (const w of wanted) {
    if (w === 'piece letter') {
      const l = notation.locale.letters;
      names.push(`a piece letter (${[l.king, l.queen, l.rook, l.bishop, l.knight].join(' ')})`);
    } else if (w === 'file') names.push('a file a-h');
    else if (w === 'rank') {
      // A rank at the start of a move (`2e4`) is a rare form; name it only when nothing else fits.
      if (!wanted.has('square')) names.push('a rank 1-8');
    } else if (w === 'square') names.push('a square a1-h8');
    else if (w === 'castling') names.push('castling (O-O, O-O-O)');
    else if (w === '"--"')
      continue; // the null move is valid but no help in a message
    else if (w === 'e.p.' || w === 'punctuation')
      continue; // valid after a move, but no help either
    else names.push(w);
  }
  const expected = names.length ? `expected ${joinOr(names)}` : 'unexpected text';
  return `not ${withArticle(notation.locale.name)} move: ${expected}; found ${found}`;
}

/**
 * `an English`, `a German`, `a Ukrainian`: the indefinite article by the sound of the name's start
 * (a vowel letter, except where it sounds /j/ or /w/ as in Ukrainian, Euskara, One).
 */
export function withArticle(name: string): string {
  return /^[aeiou]/i.test(name) && !/^(uk|uni|uro|eu|one)/i.test(name) ? `an ${name}` : `a ${name}`;
}

function joinOr(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]!}`;
}
