// Issue 13, prose, second round: defects an independent check found on real articles and book
// pages. Side lines marked by a bullet or an ellipsis (`- ..Cd4 5.e5! Cxb5`) are variations, not
// errors on the main game; `…Lb4+` glued to a move is Black's move; a move a board can check and
// that is illegal is an error, a board lost leaves moves unchecked; Greek files α–θ, Chinese piece
// characters and right-to-left text with directional marks. Every expectation is written by hand
// from the rules (the moves were played through on a board by the author).
import { describe, expect, it } from 'vitest';
import { translateProse } from '../src/index.js';
import { runCli } from '../src/cli/cli.js';
import { runInMemory } from './helpers/common.js';

const prose = (text: string, from: string, to: string): ReturnType<typeof translateProse> => translateProse(text, { from, to });

describe('side lines marked in the text are variations, not errors on the main game', () => {
  it('it: a bulleted alternative with ".." before Black\'s move (- ..Cd4 5.e5! Cxb5), then the main game goes on', () => {
    const it_ = '1.e4 c5 2.Cf3 Cc6 3.Ab5 Cf6 4.Cc3 Dc7\n- ..Cd4 5.e5! Cxb5\n5.0-0 a6\n';
    const en = '1.e4 c5 2.Nf3 Nc6 3.Bb5 Nf6 4.Nc3 Qc7\n- ..Nd4 5.e5! Nxb5\n5.0-0 a6\n';
    const r = prose(it_, 'it', 'en');
    expect(r.text).toBe(en);
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(13);
    expect(prose(en, 'en', 'it').text).toBe(it_);
  });

  it('the prose command exits 0 on it (it used to report ERR_MOVE_ILLEGAL at Cxb5)', async () => {
    const r = await runInMemory(
      (io) => runCli(['prose', '--from', 'it', '--to', 'en', '-q'], io),
      '1.e4 c5 2.Cf3 Cc6 3.Ab5 Cf6 4.Cc3 Dc7\n- ..Cd4 5.e5! Cxb5\n',
    );
    expect(r).toEqual({ code: 0, out: '1.e4 c5 2.Nf3 Nc6 3.Bb5 Nf6 4.Nc3 Qc7\n- ..Nd4 5.e5! Nxb5\n', err: '' });
  });

  it('nl: a bullet "•" and ".." (• ..Pf6 4.O-O Pxe4: an alternative to 3...a6), then the main game\'s 4.La4', () => {
    const nl = '1.e4 e5 2.Pf3 Pc6 3.Lb5 a6\n• ..Pf6 4.O-O Pxe4\n4.La4 Pf6\n';
    const r = prose(nl, 'nl', 'en');
    expect(r.text).toBe('1.e4 e5 2.Nf3 Nc6 3.Bb5 a6\n• ..Nf6 4.O-O Nxe4\n4.Ba4 Nf6\n');
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(11);
  });

  it('de: a side line picked up again after the main game has gone further (- 4.Dxh8 after - 2…g6? 3.Dxe5+ De7)', () => {
    const de = '1.e4 e5 2.Dh5\n- 2…g6? 3.Dxe5+ De7\n2…Sc6 3.Lc4 Sf6?? 4.Dxf7#\n- 4.Dxh8 und Weiß gewinnt den Turm.\n';
    const r = prose(de, 'de', 'en');
    expect(r.text).toBe('1.e4 e5 2.Qh5\n- 2…g6? 3.Qxe5+ Qe7\n2…Nc6 3.Bc4 Nf6?? 4.Qxf7#\n- 4.Qxh8 und Weiß gewinnt den Turm.\n');
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(11);
  });

  it('ru: an en-dash bullet (– 7.Кc3 Кxe4 8.0-0) branches from the main game that has gone on to 8.Кbxd2', () => {
    const ru = '1.e4 e5 2.Кf3 Кc6 3.Сc4 Сc5 4.c3 Кf6 5.d4 exd4 6.cxd4 …Сb4+ 7.Сd2 Сxd2+ 8.Кbxd2\n– 7.Кc3 Кxe4 8.0-0\n';
    const r = prose(ru, 'ru', 'en');
    expect(r.text).toBe('1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.c3 Nf6 5.d4 exd4 6.cxd4 …Bb4+ 7.Bd2 Bxd2+ 8.Nbxd2\n– 7.Nc3 Nxe4 8.0-0\n');
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(18);
  });
  it('cs: castling with an en dash glued to its number (5.0–0) is a move, in prose and in translate; it ended the sequence silently', async () => {
    const cs = 'Hra: 1.e4 e5 2.Jf3 Jc6 3.Sb5\n\n- 3...a6 4.Sa4 Jf6 5.0–0 Jxe4 (varianta I)\n- 3...a6 4.Sa4 Jf6 5.0–0 Se7 (varianta J)\n';
    const r = prose(cs, 'cs', 'en');
    expect(r.text).toBe(
      'Hra: 1.e4 e5 2.Nf3 Nc6 3.Bb5\n\n- 3...a6 4.Ba4 Nf6 5.0–0 Nxe4 (varianta I)\n- 3...a6 4.Ba4 Nf6 5.0–0 Be7 (varianta J)\n',
    );
    expect(r.checked).toBe(15);
    const t = await runInMemory((io) => runCli(['translate', '--from', 'cs', '--to', 'en', '-q'], io), cs);
    expect(t.code).toBe(0);
    expect(t.out).toContain('3. Bb5 a6 4. Ba4 Nf6 5. O-O Nxe4 ({(varianta I)}\n5... Be7 {(varianta J)}) *');
  });
});

describe('variations in brackets, as annotated games print them', () => {
  it('it: after a variation in brackets the game goes on without a number (2.Cf3 (2.Ac4 Cf6) Cc6), as in PGN; it was an error', () => {
    const r = prose('1.e4 e5 2.Cf3 (2.Ac4 Cf6) Cc6 3.Ab5 a6\n', 'it', 'en');
    expect(r.text).toBe('1.e4 e5 2.Nf3 (2.Bc4 Nf6) Nc6 3.Bb5 a6\n');
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(8);
  });

  it('it: nested variations, each resuming its own line', () => {
    const r = prose('1.e4 e5 2.Cf3 (2.Ac4 Cf6 (2...Ac5 3.Dh5) 3.d3) Cc6 3.Ab5 a6\n', 'it', 'en');
    expect(r.text).toBe('1.e4 e5 2.Nf3 (2.Bc4 Nf6 (2...Bc5 3.Qh5) 3.d3) Nc6 3.Bb5 a6\n');
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(11);
  });

  it('de: evaluations glued to moves (3.Lb5± 4.La4= 5.0-0+= 6.Te1∞ 7.Lb3+- Sb8=+ Sbd7∓) are set apart from the move', () => {
    const de =
      '1.e4 e5 2.Sf3 Sc6 3.Lb5± a6 4.La4= Sf6 5.0-0+= Le7 6.Te1∞ b5 7.Lb3+- d6 8.c3!? 0-0?! 9.h3 (9.d4!+= Lg4) Sb8=+ 10.d4 Sbd7∓\n';
    const r = prose(de, 'de', 'en');
    expect(r.text).toBe(
      '1.e4 e5 2.Nf3 Nc6 3.Bb5± a6 4.Ba4= Nf6 5.0-0+= Be7 6.Re1∞ b5 7.Bb3+- d6 8.c3!? 0-0?! 9.h3 (9.d4!+= Bg4) Nb8=+ 10.d4 Nbd7∓\n',
    );
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(22);
    expect(prose(r.text, 'en', 'de').text).toBe(de);
  });
});

describe("an ellipsis glued to a move is Black's move; an illegal move a board can check is an error", () => {
  const DE = '1. e4 e5 2. Sf3 Sc6 3. d4 exd4 4. Lc4 Lc5 5.c3 d6. Dann 6. cxd4 …Lb4+ 7. Sc3 Sc6\n';

  it('de: …Lb4+ is read, and the illegal 7...Sc6 (the knight is on c6 already) is an error with line and column', () => {
    const r = prose(DE, 'de', 'en');
    expect(r.text).toBe('1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Bc4 Bc5 5.c3 d6. Dann 6. cxd4 …Bb4+ 7. Nc3 Nc6\n');
    expect(r.problems).toEqual([
      {
        severity: 'error',
        code: 'ERR_MOVE_ILLEGAL',
        message: 'move 7... Sc6: no knight (S) can move to c6: c6 holds a piece of the side to move',
        ply: 14,
        written: 'Sc6',
        line: 1,
        column: 78,
      },
    ]);
  });

  it('the prose command exits 1 on it and names the place', async () => {
    const r = await runInMemory((io) => runCli(['prose', '--from', 'de', '--to', 'en', '-q'], io), DE);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      '<stdin>:1:78: move 7... Sc6: no knight (S) can move to c6: c6 holds a piece of the side to move [ERR_MOVE_ILLEGAL]\n',
    );
  });

  for (const dots of ['…', '...', '..']) {
    it(`de: "${dots}Lb4+" glued, with the sound 7...Sf6: every move checked`, () => {
      const r = prose(`5.c3 d6. Dann 6. cxd4 ${dots}Lb4+ 7. Sc3 Sf6`, 'de', 'en');
      // No board reaches move 5 in this text: the moves are rewritten by their letters only.
      expect(r.text).toBe(`5.c3 d6. Dann 6. cxd4 ${dots}Bb4+ 7. Nc3 Nf6`);
      const full = prose(`1. e4 e5 2. Sf3 Sc6 3. d4 exd4 4. Lc4 Lc5 5.c3 d6. Dann 6. cxd4 ${dots}Lb4+ 7. Sc3 Sf6`, 'de', 'en');
      expect(full.text).toBe(`1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Bc4 Bc5 5.c3 d6. Dann 6. cxd4 ${dots}Bb4+ 7. Nc3 Nf6`);
      expect(full.problems).toEqual([]);
      expect(full.checked).toBe(14);
    });
  }

  it("hu: a dash glued to White's move number stands for White's move (6.-, d6! and 6.—, d6), as Hungarian columns print Black's move alone", () => {
    for (const dash of ['-', '—', '–']) {
      const r = prose(`1.e4, c5 2.Hf3, Hc6 3.d4, cxd4 4.Hxd4, g6 5.Hc3, Fg7 6. Fe3 után Honfi 6.${dash}, d6! és 7. Vd2 Hf6.`, 'hu', 'en');
      expect(r.text).toBe(`1.e4, c5 2.Nf3, Nc6 3.d4, cxd4 4.Nxd4, g6 5.Nc3, Bg7 6. Be3 után Honfi 6.${dash}, d6! és 7. Qd2 Nf6.`);
      expect(r.problems).toEqual([]);
      expect(r.checked).toBe(14);
    }
  });

  it('hu: a move with a case ending (7. Vd2-re, Hf6-tal: "after 7.Vd2, with Hf6") is read and rewritten, the ending kept', () => {
    const r = prose(
      '1.e4, c5 2.Hf3, Hc6 3.d4, cxd4 4.Hxd4, g6 5.Hc3, Fg7 6. Fe3 után Honfi 6.-, d6! Majd 7. Vd2-re, Hf6-tal következett.',
      'hu',
      'en',
    );
    expect(r.text).toBe(
      '1.e4, c5 2.Nf3, Nc6 3.d4, cxd4 4.Nxd4, g6 5.Nc3, Bg7 6. Be3 után Honfi 6.-, d6! Majd 7. Qd2-re, Nf6-tal következett.',
    );
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(14);
  });

  it('de: a hyphen and lower-case letters after a move are no case ending where the language has none (Sf3-zug stays words)', () => {
    const r = prose('1. e4 e5 2. Sf3-zug', 'de', 'en');
    expect(r.text).toBe('1. e4 e5 2. Sf3-zug');
  });

  it('de: an ellipsis glued on both sides (cxd4…Lb4+) splits the two moves', () => {
    const r = prose('1. e4 e5 2. Sf3 Sc6 3. d4 exd4 4. Lc4 Lc5 5.c3 d6 6. cxd4…Lb4+ 7. Sc3 Sf6', 'de', 'en');
    expect(r.text).toBe('1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Bc4 Bc5 5.c3 d6 6. cxd4…Bb4+ 7. Nc3 Nf6');
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(14);
  });

  it('de: a sequence whose first move is illegal where the board stands is an error (no longer only unchecked)', () => {
    const r = prose('1.e4 e5 2.Sf3 Sc6\n\nAuf 3.Lb6 folgt nichts.\n', 'de', 'en');
    expect(r.text).toBe('1.e4 e5 2.Nf3 Nc6\n\nAuf 3.Bb6 folgt nichts.\n');
    expect(r.problems).toEqual([
      {
        severity: 'error',
        code: 'ERR_MOVE_ILLEGAL',
        message: 'move 3. Lb6: no bishop (L) can move to b6',
        ply: 5,
        written: 'Lb6',
        line: 3,
        column: 7,
      },
    ]);
  });

  it('de: a board lost (the text jumps to move 25) leaves those moves unchecked; the game goes on checked after', () => {
    const r = prose('1.e4 e5\n\n25.Txe7 Dxe7\n\n2.Sf3 Sc6 3.Lb5\n', 'de', 'en');
    expect(r.text).toBe('1.e4 e5\n\n25.Rxe7 Qxe7\n\n2.Nf3 Nc6 3.Bb5\n');
    expect(r.problems.map((p) => `${p.line}:${p.column} ${p.code}`)).toEqual(['3:4 W_PROSE_UNCHECKED', '3:9 W_PROSE_UNCHECKED']);
    expect(r.checked).toBe(5);
  });

  it('de: a caption numbered with the wrong colour ("nach 3... Lb5" under 3. Lb5) is W_MOVE_NUMBER, not an error', () => {
    const r = prose('**1. e4 e5 2. Sf3 Sc6 3. Lb5**\n\nDiagramm: Stellung nach 3... Lb5\n', 'de', 'en');
    expect(r.text).toBe('**1. e4 e5 2. Nf3 Nc6 3. Bb5**\n\nDiagramm: Stellung nach 3... Bb5\n');
    expect(r.problems).toEqual([
      {
        severity: 'warning',
        code: 'W_MOVE_NUMBER',
        message: '"Lb5" is numbered 3..., but the board has it as 3.',
        written: 'Lb5',
        line: 3,
        column: 30,
      },
    ]);
  });
});

describe('locale letters seen in real text', () => {
  it('el: Greek files α–θ (1.ε4 ε5 2.Ιζ3) in prose, one W_FILE_LETTERS note for the document', () => {
    const r = prose('Μετά το 1.ε4 ε5 2.Ιζ3 Ιγ6 3.Αβ5 α6 ο λευκός παίζει 4.Αα4.', 'el', 'en');
    expect(r.text).toBe('Μετά το 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 ο λευκός παίζει 4.Ba4.');
    expect(r.problems).toEqual([
      {
        severity: 'warning',
        code: 'W_FILE_LETTERS',
        message:
          '7 moves read leniently: "ε" read as the file e, "ζ" read as the file f, "γ" read as the file c, "β" read as the file b, … (5 in all)',
        written: 'ε4',
        line: 1,
        column: 11,
      },
    ]);
    expect(r.checked).toBe(7);
  });

  it('el: moves mentioned without a number, with Greek files, where the board makes them moves (τον Ιζ3, απαντά Ιγ6)', () => {
    const r = prose('Μετά το 1.ε4 ε5 ο λευκός βγάζει τον Ιζ3 και ο μαύρος απαντά Ιγ6.', 'el', 'en');
    expect(r.text).toBe('Μετά το 1.e4 e5 ο λευκός βγάζει τον Nf3 και ο μαύρος απαντά Nc6.');
    expect(r.problems.map((p) => `${p.line}:${p.column} ${p.code} ${p.message}`)).toEqual([
      '1:11 W_FILE_LETTERS 4 moves read leniently: "ε" read as the file e, "ζ" read as the file f, "γ" read as the file c',
    ]);
  });

  it('el: a wrong move written with Greek files is an error with its line and column, not a word left alone', () => {
    const r = prose('1.ε4 ε5 2.Ιζ3 Ιγ6\n\nΤώρα 3.Αε7 δεν γίνεται.\n', 'el', 'en');
    expect(r.text).toBe('1.e4 e5 2.Nf3 Nc6\n\nΤώρα 3.Be7 δεν γίνεται.\n');
    expect(r.problems.map((p) => `${p.line}:${p.column} ${p.code} ${p.message}`)).toEqual([
      '1:3 W_FILE_LETTERS 5 moves read leniently: "ε" read as the file e, "ζ" read as the file f, "γ" read as the file c',
      '3:8 ERR_MOVE_ILLEGAL move 3. Αε7: no bishop (Α) can move to e7',
    ]);
  });

  it('el: Greek files in translate (a Sicilian into ICCF): one W_STYLE note for the game, not a warning per move', async () => {
    const r = await runInMemory(
      (io) => runCli(['translate', '--from', 'el', '--to', 'iccf'], io),
      '1.ε4 γ5 2.Ιζ3 δ6 3.δ4 γxδ4 4.Ιxδ4 Ιζ6 5.Ιγ3 α6\n',
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('1. 5254 3735 2. 7163 4746 3. 4244 3544 4. 6344 7866 5. 2133 1716');
    expect(r.err.split('\n')[0]).toBe(
      "<stdin>:1:3: game 1: warning: files in the language's own letters; written as standard PGN [W_STYLE]",
    );
    expect(r.err).not.toContain('W_FILE_LETTERS');
  });

  it('el: one Greek file in a game otherwise in Latin letters is a slip: a warning on that move', async () => {
    const r = await runInMemory((io) => runCli(['translate', '--from', 'el', '--to', 'iccf'], io), '1.e4 c5 2.Ιζ3 d6\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('1. 5254 3735 2. 7163 4746');
    expect(r.err).toContain(
      '<stdin>:1:11: game 1: warning: move 2. Ιζ3: "ζ" read as the file f; read as Ιg1-f3 (standard: Ιf3) [W_FILE_LETTERS]',
    );
  });

  it('zh: piece characters before Latin squares in translate (马g1-f3, 后d1-e2, 車a8-b8, 王e1-f1, 兵b7-b6)', async () => {
    const r = await runInMemory(
      (io) => runCli(['translate', '--from', 'zh', '--to', 'iccf', '-q'], io),
      '1.e4 e5 2.马g1-f3 马b8-c6 3.象f1-b5 a6 4.后d1-e2 車a8-b8 5.王e1-f1 兵b7-b6\n',
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 4152 1828 5. 5161 2726');
  });

  it('zh: traditional 馬 後 車 and 相 read too', async () => {
    const r = await runInMemory(
      (io) => runCli(['translate', '--from', 'zh', '--to', 'en', '-q'], io),
      '1.e4 e5 2.馬f3 馬c6 3.相c4 相c5 4.後e2 d6 5.c3 車b8\n',
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Qe2 d6 5. c3 Rb8');
  });

  it('zh: piece characters in prose written without spaces; Chinese text between moves ends a sequence (之后后d8: the queen on d8)', () => {
    const zh = '在西班牙开局中，1.e4 e5 2.马f3 马c6 3.象b5之后，黑方常走3...a6，白方4.象a4 马f6 5.0-0 象e7 6.车e1，之后后d8仍在原位。';
    const r = prose(zh, 'zh', 'de');
    expect(r.text).toBe('在西班牙开局中，1.e4 e5 2.Sf3 Sc6 3.Lb5之后，黑方常走3...a6，白方4.La4 Sf6 5.0-0 Le7 6.Te1，之后Dd8仍在原位。');
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(12);
  });

  it('ja, ko: kana and Hangul particles glued to a move end the word (2.Nf3の後, 2...Nc6을)', () => {
    const ja = prose('1.e4 e5 2.Nf3の後、黒は2...Nc6と指し、白は3.Bb5を選ぶ。', 'ja', 'de');
    expect(ja.text).toBe('1.e4 e5 2.Sf3の後、黒は2...Sc6と指し、白は3.Lb5を選ぶ。');
    expect(ja.checked).toBe(5);
    const ko = prose('1.e4 e5 2.Nf3 이후 흑은 2...Nc6을 두고 백은 3.Bb5로 응수한다.', 'ko', 'de');
    expect(ko.text).toBe('1.e4 e5 2.Sf3 이후 흑은 2...Sc6을 두고 백은 3.Lb5로 응수한다.');
    expect(ko.checked).toBe(5);
  });

  it('ar: right-to-left text with directional marks (RLM, LRM) around the moves keeps every byte but the moves', () => {
    const ar = 'بعد \u200f1.e4 e5 2.حf3\u200f يلعب الأسود \u200e2...حc6\u200e؟';
    const r = prose(ar, 'ar', 'en');
    expect(r.text).toBe('بعد \u200f1.e4 e5 2.Nf3\u200f يلعب الأسود \u200e2...Nc6\u200e؟');
    expect(r.problems).toEqual([]);
    expect(prose(r.text, 'en', 'ar').text).toBe(ar);
  });

  it('fa: Persian (English letters) with RLM, a zero-width non-joiner inside a word and the Arabic question mark', () => {
    const fa = 'پس از \u200f1.e4 c5 2.Nf3 d6\u200f سفید 3.d4 بازی می\u200cکند و پس از 3...cxd4 4.Nxd4 Nf6؟';
    const r = prose(fa, 'fa', 'de');
    expect(r.text).toBe('پس از \u200f1.e4 c5 2.Sf3 d6\u200f سفید 3.d4 بازی می\u200cکند و پس از 3...cxd4 4.Sxd4 Sf6؟');
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(8);
    expect(prose(r.text, 'de', 'fa').text).toBe(fa);
  });
});

describe('typographic forms of move numbers', () => {
  it('de: a ditto mark (" or 〃) repeats the number of the line above in a table: an alternative to that move', () => {
    const de = '1. e4 e5\n2. Sf3 Sc6\n3. Lb5 a6\n"  Lc4 Lc5\n〃 d4 exd4\n';
    const r = prose(de, 'de', 'en');
    expect(r.text).toBe('1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6\n"  Bc4 Bc5\n〃 d4 exd4\n');
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(10);
  });

  it('a quote mark under a line that starts with no number is a quote (no move 1... exd4 to report)', () => {
    const text = 'Die Partie:\n"  d4 exd4"\n';
    const r = prose(text, 'de', 'en');
    expect(r.text).toBe(text);
    expect(r.problems).toEqual([]);
  });

  it("en: inside a sequence a bare number that is White's next number is one (books since the 1990s: 1 e4 e5 2 Nf3)", () => {
    const r = prose('The game went 1.e4 e5 2 Nf3 Nc6 3 Bb5 and now 3...a6 4 Ba4 Nf6.', 'en', 'de');
    expect(r.text).toBe('The game went 1.e4 e5 2 Sf3 Sc6 3 Lb5 and now 3...a6 4 La4 Sf6.');
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(8);
  });

  it('en: bare numbers start a sequence where the text shows they are move numbers (1 e4 e5 2 Nf3, 7 ... O-O), not elsewhere (In 1990, 3 times)', () => {
    const en =
      'After 1 e4 e5 2 Nf3 Nc6 3 Bb5 a6 4 Ba4 Nf6 5 O-O Be7 the main line goes 6 Re1 b5 7 Bb3 d6, and 7 ... O-O is also played. In 1990 e4 was 3 times as popular.';
    const r = prose(en, 'en', 'de');
    expect(r.text).toBe(
      'After 1 e4 e5 2 Sf3 Sc6 3 Lb5 a6 4 La4 Sf6 5 O-O Le7 the main line goes 6 Te1 b5 7 Lb3 d6, and 7 ... O-O is also played. In 1990 e4 was 3 times as popular.',
    );
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(15);
    expect(prose(r.text, 'de', 'en').text).toBe(en);
  });

  it('ru, de: numbers closed with a bracket or a colon (1) e4 … 4) Сa4, 1: e4 e5 2: Sf3); "(глава 2)" stays a chapter', () => {
    const ru = 'После 1) e4 e5 2) Кf3 Кc6 3) Сb5 a6 белые играют 4) Сa4. Смотри также (глава 2) и 3 партии.';
    const r = prose(ru, 'ru', 'en');
    expect(r.text).toBe('После 1) e4 e5 2) Nf3 Nc6 3) Bb5 a6 белые играют 4) Ba4. Смотри также (глава 2) и 3 партии.');
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(7);
    const de = prose('Nach 1: e4 e5 2: Sf3 Sc6 3: Lb5 folgt a6.', 'de', 'en');
    expect(de.text).toBe('Nach 1: e4 e5 2: Nf3 Nc6 3: Bb5 folgt a6.');
    expect(de.checked).toBe(5);
  });

  it("hu: a dash alone for White's move (12. —, Hc6: Black's alternative), captures written after the move (cd:)", () => {
    const hu =
      '1.e4 e5 2.Hf3 Hc6 3.Fb5 a6 4.Fa4 Hf6 5.O-O Fe7 6.Be1 b5 7.Fb3 d6 8.c3 O-O 9.h3 Ha5 10.Fc2 c5 11.d4 Vc7 12.Hbd2 cd: 13.cd: Fd7\nA 12. —, Hc6 is jó.\n';
    const r = prose(hu, 'hu', 'en');
    expect(r.text).toBe(
      '1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O 9.h3 Na5 10.Bc2 c5 11.d4 Qc7 12.Nbd2 cd: 13.cd: Bd7\nA 12. —, Nc6 is jó.\n',
    );
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(27);
  });

  it("de: two dots after the number are Black's move (12..Sf6)", () => {
    const r = prose('1.e4 e5 2.Sf3 Sc6 3.Lb5 und nun 3..Sf6 4.0-0', 'de', 'en');
    expect(r.text).toBe('1.e4 e5 2.Nf3 Nc6 3.Bb5 und nun 3..Nf6 4.0-0');
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(7);
  });
});
