// Issue 13, `--from auto` on two kinds of real text that read with the language named and failed
// under auto: Cyrillic pages where OCR or a keyboard gave some piece letters in Latin look-alikes
// (Latin `C` for Russian `С`, `K` for `К`, `O` for Bulgarian `О`), and Persian or Arabic text that
// numbers Latin SAN moves in its own digits (`۱. e4`, `١. e4`) or with colour words (`۱- سفید e4`).
// Texts of our own writing; their English written by hand, the moves checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translateProse } from '../src/index.js';
import { playedSan, sanWords } from './helpers/chess-js.js';

/** [language expected first, text, its English by hand, the moves in SAN for chess.js]. */
const LOOKALIKES: Array<[string, string, string, string]> = [
  [
    'ru',
    'Испанская партия. После ходов 1.e4 e5 2.Кf3 Кc6 3.Cb5 a6 4.Сa4 Кf6 5.0-0 Ce7 белые продолжают развитие.',
    'Испанская партия. После ходов 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.0-0 Be7 белые продолжают развитие.',
    'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7',
  ],
  [
    'ru',
    // every knight and bishop in Latin letters: the Russian prose decides that the letters are Russian
    'Шотландская партия: 1.e4 e5 2.Kf3 Kc6 3.d4 ed4 4.Kd4 Cc5 5.Ce3 Фf6 6.c3 Kge7 и черные стоят хорошо.',
    'Шотландская партия: 1.e4 e5 2.Nf3 Nc6 3.d4 ed4 4.Nd4 Bc5 5.Be3 Qf6 6.c3 Nge7 и черные стоят хорошо.',
    'e4 e5 Nf3 Nc6 d4 exd4 Nxd4 Bc5 Be3 Qf6 c3 Nge7',
  ],
  [
    'ru',
    'Белые начали 1.e4 e5 2.Kf3 Kc6 3.Cc4 Cc5 4.c3 Kf6 5.d4 и получили центр.',
    'Белые начали 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.c3 Nf6 5.d4 и получили центр.',
    'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4',
  ],
  [
    'ru',
    // Ukrainian: the same piece letters as Russian (uk reads as ru)
    'Після ходів 1.e4 c5 2.Kf3 d6 3.d4 cd4 4.Kd4 Kf6 5.Kc3 a6 6.Ce2 e5 білі мають вибір.',
    'Після ходів 1.e4 c5 2.Nf3 d6 3.d4 cd4 4.Nd4 Nf6 5.Nc3 a6 6.Be2 e5 білі мають вибір.',
    'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be2 e5',
  ],
  [
    'bg',
    // Bulgarian: О is the bishop, Т the rook; Latin K and T from OCR (a Latin O is castling's
    // letter, which no reading takes for the bishop, not even --from bg)
    'В италианската партия след 1.e4 e5 2.Kf3 Кc6 3.Оc4 Оc5 4.0-0 Kf6 5.Te1 белите подготвят d4.',
    'В италианската партия след 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.0-0 Nf6 5.Re1 белите подготвят d4.',
    'e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 Re1',
  ],
];

/** [text, the same text with its moves in German written by hand (SAN keeps the way each move is written), the moves in SAN]. */
const NATIVE_DIGITS: Array<[string, string, string]> = [
  [
    'در این بازی سفید با ۱. e4 e5 ۲. Nf3 Nc6 ۳. Bb5 شروع کرد و سیاه با ۳... a6 پاسخ داد.',
    'در این بازی سفید با ۱. e4 e5 ۲. Sf3 Sc6 ۳. Lb5 شروع کرد و سیاه با ۳... a6 پاسخ داد.',
    'e4 e5 Nf3 Nc6 Bb5 a6',
  ],
  ['بازی: ۱.d4 d5 ۲.c4 e6 ۳.Nc3 Nf6 ۴.Bg5 Be7', 'بازی: ۱.d4 d5 ۲.c4 e6 ۳.Sc3 Sf6 ۴.Lg5 Le7', 'd4 d5 c4 e6 Nc3 Nf6 Bg5 Be7'],
  [
    // a half-move lesson with colour words, as fa.json cites it
    '۱- سفید e4 (پیاده شاه)\n۲- سیاه e5\n۳- سفید Nf3\n۴- سیاه Nc6\n',
    '۱- سفید e4 (پیاده شاه)\n۲- سیاه e5\n۳- سفید Sf3\n۴- سیاه Sc6\n',
    'e4 e5 Nf3 Nc6',
  ],
  [
    // Arabic-Indic digits
    'في هذه المباراة: ١. e4 c5 ٢. Nf3 d6 ٣. d4 cxd4 ٤. Nxd4 Nf6 ثم ٥. Nc3 a6.',
    'في هذه المباراة: ١. e4 c5 ٢. Sf3 d6 ٣. d4 cxd4 ٤. Sxd4 Sf6 ثم ٥. Sc3 a6.',
    'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6',
  ],
  ['الافتتاح الإيطالي ١٢٣: ١.e4 e5 ٢.Nf3 Nc6 ٣.Bc4 Bc5', 'الافتتاح الإيطالي ١٢٣: ١.e4 e5 ٢.Sf3 Sc6 ٣.Lc4 Lc5', 'e4 e5 Nf3 Nc6 Bc4 Bc5'],
];

describe('--from auto: Cyrillic text with Latin look-alike piece letters', () => {
  for (const [code, text, english, san] of LOOKALIKES) {
    it(`${code}: ${text.slice(0, 40)}…`, () => {
      playedSan(sanWords(san));
      const auto = translateProse(text, { from: 'auto', to: 'en' });
      expect(auto.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(auto.language?.codes).toContain(code);
      expect(auto.text).toBe(english);
      expect(auto.checked).toBe(sanWords(san).length);
      const named = translateProse(text, { from: code, to: 'en' });
      expect(named.text).toBe(english);
    });
  }

  it('a text French and Russian read as different legal games (Latin `Ce2`: knight or bishop) is ambiguous, not a silent pick', () => {
    playedSan(sanWords('e4 e5 Nge2 d5'));
    playedSan(sanWords('e4 e5 Be2 d5'));
    const text = 'После ходов 1.e4 e5 2.Ce2 черные сыграли 2...d5 и получили хорошую игру.';
    const r = translateProse(text, { from: 'auto', to: 'en' });
    expect(r.problems.map((p) => [p.code, p.line, p.column])).toEqual([['ERR_DETECT_AMBIGUOUS', 1, 23]]);
    expect(r.problems[0]!.message).toMatch(/French reads g1-e2, Russian reads f1-e2/);
    expect(r.text).toBe(text);
    // --prefer breaks the tie
    const ru = translateProse(text, { from: 'auto', to: 'en', prefer: ['ru'] });
    expect(ru.text).toBe('После ходов 1.e4 e5 2.Be2 черные сыграли 2...d5 и получили хорошую игру.');
  });

  it('a Latin page is not read in Russian for its Latin letters (Croatian-style K for the king stays with its own group)', () => {
    const text = 'Nach 1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La4 Sf6 5.0-0 Le7 6.Te1 b5 7.Lb3 d6 folgt 8.c3.';
    const r = translateProse(text, { from: 'auto', to: 'en' });
    expect(r.language?.codes[0]).toBe('de');
    expect(r.text).toBe('Nach 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.0-0 Be7 6.Re1 b5 7.Bb3 d6 folgt 8.c3.');
  });
});

describe('--from auto: Latin SAN numbered in Persian or Arabic-Indic digits', () => {
  for (const [text, german, san] of NATIVE_DIGITS) {
    it(text.slice(0, 40), () => {
      const moves = playedSan(sanWords(san));
      const auto = translateProse(text, { from: 'auto', to: 'de' });
      expect(auto.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(auto.text).toBe(german);
      expect(auto.checked).toBe(moves.length);
      const named = translateProse(text, { from: 'fa', to: 'de' });
      expect(named.text).toBe(german);
    });
  }

  it('the colour words name Persian first: its words read the lesson', () => {
    const r = translateProse('۱- سفید e4 (پیاده شاه)\n۲- سیاه e5\n۳- سفید Nf3\n۴- سیاه Nc6\n', { from: 'auto', to: 'iccf' });
    expect(r.language?.codes[0]).toBe('fa');
    expect(r.text).toBe('۱- سفید 5254 (پیاده شاه)\n۲- سیاه 5755\n۳- سفید 7163\n۴- سیاه 2836\n');
  });
});
