// A warning's `form` (WrittenForm): what one code covering several written forms found, in fields, so that a tool
// (the game's W_STYLE note among them) groups moves by it without reading the message. Expectations written by hand.
import { describe, expect, it } from 'vitest';
import { translateMoveWithWarnings, translateMoves } from '../src/index.js';

const forms = (text: string, from: string): unknown[] => translateMoves(text, { from, to: 'en' }).warnings.map((w) => [w.code, w.form]);

describe('the form a warning found', () => {
  it('a sign: the punctuation after a move, the separator of a long move', () => {
    expect(forms('1. e4, e5', 'en')).toEqual([['W_PUNCTUATION', { kind: 'sign', written: ',' }]]);
    expect(forms('1. e2->e4', 'en')).toEqual([['W_DASH', { kind: 'sign', written: '->' }]]);
  });

  it('a letter of another alphabet, or a figurine, read as a letter of the move', () => {
    // Cyrillic е (U+0435) for the file e
    expect(forms('1. \u04354', 'en')).toEqual([['W_LOOKALIKE', { kind: 'letter', written: '\u0435', readAs: 'e' }]]);
    expect(forms('1. e4 e5 2. ♘f3', 'de')).toEqual([['W_FIGURINE', { kind: 'letter', written: '♘', readAs: 'S', role: 'knight' }]]);
  });

  it('a character damaged in print (a slip, not a style) and a word left out are told apart from letters', () => {
    expect(forms('1. Sgl-f3', 'de')).toEqual([['W_LOOKALIKE', { kind: 'damage', written: 'l', readAs: '1' }]]);
    const persian = translateMoveWithWarnings('♘ به f3', { from: 'fa', to: 'en' }).warnings;
    expect(persian.map((w) => w.form?.kind)).toEqual(['word', 'letter']);
    expect(persian[0]!.form).toEqual({ kind: 'word', written: 'به' });
  });

  it("a move in descriptive notation names its language's", () => {
    const w = translateMoveWithWarnings('P4R', { from: 'es', to: 'en' }).warnings;
    expect(w.map((x) => [x.code, x.form])).toEqual([['W_DESCRIPTIVE', { kind: 'notation', language: 'Spanish' }]]);
  });

  it('a warning whose code says all there is has no form', () => {
    expect(forms('1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. 0-0', 'de')).toEqual([['W_CASTLE_FORM', undefined]]);
  });
});
