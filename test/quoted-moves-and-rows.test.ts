// Chess text as people write it (issue 13), four classes seen in real French and Portuguese pages: rows
// `N/ White - Black ;` (castling with the pair's dash glued, a table's `|`, `;` alone on the next line), a second row
// for a move the game has printed already (an alternative, not the going on of a side line), moves in quotes in a
// sentence (moves the sentence names, never the game's), and prose where the game's moves and side lines alternate (a
// game's move cited again, a line the text comes back to in a later paragraph). Every text is written for these tests;
// every expected game is played move by move with chess.js, and pgn-extract must read the output.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { PGN_EXTRACT, pgnExtractReads } from './helpers/pgn-extract.js';
import { mainLine } from './helpers/pgn-lines.js';
import { playedSan, sanWords } from './helpers/chess-js.js';

/** The SAN moves `moves` played from the initial position after `before` (all legal: chess.js throws otherwise). */
const legal = (before: string, moves: string): string => playedSan(moves.split(' '), { before: sanWords(before) }).join(' ');

interface Read {
  readonly pgn: string;
  /** `CODE` of every warning. */
  readonly codes: readonly string[];
}

/** `text` translated into English SAN: one game, no failure. */
function read(from: string, text: string): Read {
  const r = translatePgn(text, { from, to: 'en' });
  expect(r.failures.map((f) => f.message)).toEqual([]);
  expect(r.summary.games).toBe(1);
  if (PGN_EXTRACT !== undefined) expect(pgnExtractReads(r.pgn).complaints).toEqual([]);
  return { pgn: r.pgn, codes: r.warnings.flatMap((g) => g.warnings.map((w) => w.code)) };
}

/** The movetext of PGN with tag pairs. */
const withoutTags = (pgn: string): string => pgn.replace(/^\[.*\]$/gm, '');

/** The PGN on one line (line breaks as spaces), to match variations in. */
const flat = (pgn: string): string => pgn.replace(/\s+/g, ' ');

describe('rows N/ White - Black ;', () => {
  it("French: castling with the pair's dash glued (0-0- Cf6), a table's | after the ';'", () => {
    const text =
      '1/ e4 - e5 ; |\nOuverture du pion roi. |\n2/ Cf3 - Cc6 ; |\n3/ Fc4 - Fc5 ; |\nLe Fou vise la case "f7". |\n4/ 0-0- Cf6 ; |\n5/ d3 - d6 ;\n';
    const r = read('fr', text);
    expect(mainLine(r.pgn)).toBe(legal('', 'e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 d3 d6'));
    // (the ';' and the '|' end the pair: no rest-of-line comment holds them)
    expect(r.pgn).not.toMatch(/;/);
    expect(r.pgn).not.toMatch(/^\d+\. \S+ \S+ \|/m);
  });

  it("German: 11/ 0-0- Sxc3 and 5/ e3 - 0-0 ; (no empty ';' comment after castling)", () => {
    const text =
      '1/ d4 - d5 ;\n2/ c4 - e6 ;\n3/ Sc3 - Sf6 ;\n4/ Lg5 - Le7 ;\nDie klassische Verteidigung.\n5/ e3 - 0-0 ;\n6/ Sf3 - Sbd7 ;\n' +
      '7/ Tc1 - c6 ;\n8/ Ld3 - dxc4 ;\n9/ Lxc4 - Sd5 ;\n10/ Lxe7 - Dxe7 ;\n11/ 0-0- Sxc3 ;\n';
    const r = read('de', text);
    expect(mainLine(r.pgn)).toBe(legal('', 'd4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 Nbd7 Rc1 c6 Bd3 dxc4 Bxc4 Nd5 Bxe7 Qxe7 O-O Nxc3'));
    expect(r.pgn).not.toMatch(/;/);
  });

  it("Spanish: the row's ';' alone at the start of the next line", () => {
    const text = '1/ e4 - c5 ;\n2/ Cf3 - d6\n;\n3/ d4 - cxd4\n; |\n4/ Cxd4 - Cf6 ;\n5/ Cc3 - a6 ;\n';
    const r = read('es', text);
    expect(mainLine(r.pgn)).toBe(legal('', 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6'));
    expect(r.pgn).not.toMatch(/;/);
  });
});

describe('a second row for a move the game has printed is an alternative to it', () => {
  it('French: 6/ Cc3 suivi de … under the row 6/ Te1 is a variation of move 6, not the going on of 5... d6', () => {
    const text =
      '1/ e4 - e5 ;\n2/ Cf3 - Cc6 ;\n3/ Fb5 - a6 ;\n4/ Fa4 - Cf6 ;\n5/ 0-0 - ... ;\nLe roi est en sécurité.\n5/ ... - Fe7 ;\n' +
      "5/ ... - b5; est aussi possible.\nL'ouverture par 5/ ... - d6 est plus calme.\n6/ Te1 - ... ;\n" +
      '6/ Cc3 suivi de 7/ Fxc6 est aussi intéressant.\n6/ ... - b5 ;\n7/ Fb3 - d6 ;\nLes noirs consolident.\n8/ c3 - 0-0 ;\n';
    const r = read('fr', text);
    expect(mainLine(r.pgn)).toBe(legal('', 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O'));
    expect(legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7', 'Nc3')).toBe('Nc3');
    expect(flat(r.pgn)).toContain('6. Re1 (6. Nc3 ');
    expect(flat(r.pgn)).toMatch(/\(\{L'ouverture par\} 5\.\.\. d6 \{est plus calme\.\}\)/);
  });

  it('French: a later row that only the game takes (10/ Cce4, the knight still on c3) after the alternative row 6/ Ce4', () => {
    const text =
      '1/ e4 - d5 ;\n2/ exd5 - Dxd5 ;\n3/ Cc3 - Da5 ;\n4/ d4 - Cf6 ;\n5/ Fd2 - ... ;\n5/ ... - c6 ;\n5/ ... - Fg4; est aussi possible.\n' +
      'La sortie 5/ ... - Db6? serait une erreur.\n6/ Fc4 - ... ;\n6/ Ce4 est aussi intéressant.\n6/ ... - Ff5 ;\n7/ Cge2 - e6 ;\n' +
      '8/ 0-0 - Cbd7 ;\n9/ Cg3 - Fg6 ;\n10/ Cce4 - Dc7 ;\n';
    const r = read('fr', text);
    expect(mainLine(r.pgn)).toBe(legal('', 'e4 d5 exd5 Qxd5 Nc3 Qa5 d4 Nf6 Bd2 c6 Bc4 Bf5 Nge2 e6 O-O Nbd7 Ng3 Bg6 Nce4 Qc7'));
    expect(flat(r.pgn)).toContain('6. Bc4 (6. Ne4 ');
  });
});

describe('moves in quotes are moves a sentence names, never the game', () => {
  it('French, one paragraph: "3 ...Cd4" and "3 ....Cf6" before the game\'s 3. ...a6', () => {
    const text =
      '1. e4 e5 2. Cf3 Cc6 3. Fb5 Les blancs menacent-ils "3 ...Cd4" ? Non. 3. ...a6 L\'alternative était "3 ....Cf6". ' +
      '4. Fa4 Cf6 5. 0-0 Fe7 Voir " ...b5" plus tard.\n';
    const r = read('fr', text);
    expect(mainLine(r.pgn)).toBe(legal('', 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7'));
  });

  it('Portuguese, one paragraph, typographic quotes: “6...dxc4” and “7.Dc2” cited, the game goes on with 7.Cc3 and 7...O-O', () => {
    const text =
      '1.d4 d5 2.c4 c6 3.Cf3 Cf6 4.e3 e6 5.Bd3 Cbd7 6.O-O Bd6 As negras preparam o roque. Sobre “6...dxc4” as brancas seguem com ' +
      '“7.Dc2” e recuperam o peão. 7.Cc3 Este lance é impreciso; melhor era “7.Dc2”, mantendo opções. 7...O-O As negras podiam ' +
      'jogar “...dxc4” aqui.\n';
    const r = read('pt', text);
    expect(mainLine(r.pgn)).toBe(legal('', 'd4 d5 c4 c6 Nf3 Nf6 e3 e6 Bd3 Nbd7 O-O Bd6 Nc3 O-O'));
    expect(legal('d4 d5 c4 c6 Nf3 Nf6 e3 e6 Bd3 Nbd7 O-O Bd6', 'Qc2')).toBe('Qc2');
  });

  it('French and Italian PGN with tags: a word opening or closing a quote ("Ce4 … Cxf6", «Cg5 … Cxf7») is a word, not a move', () => {
    const fr = read(
      'fr',
      '[Event "Leçon"]\n[Result "*"]\n\n1. e4 d5 2. exd5 Dxd5 3. Cc3 Da5 4. d4 Cf6 5. Fd2 En jouant "Ce4 puis Cxf6" les blancs abîment les pions. 5... c6 6. Fc4 *\n',
    );
    expect(mainLine(withoutTags(fr.pgn))).toBe(legal('', 'e4 d5 exd5 Qxd5 Nc3 Qa5 d4 Nf6 Bd2 c6 Bc4'));
    expect(fr.codes).toContain('W_TEXT_AS_COMMENT');
    const it = read(
      'it',
      '[Event "Lezione"]\n[Result "*"]\n\n1. e4 e5 2. Cf3 Cc6 3. Ac4 Il piano è «Cg5 e Cxf7», ma ora 3... Ac5 4. c3 *\n',
    );
    expect(mainLine(withoutTags(it.pgn))).toBe(legal('', 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3'));
  });
});

describe("prose where the game's moves and side lines alternate", () => {
  it("Portuguese: the game's 2...d5 cited again after a side line 2.Cc3 stays on the game (3.exd5 is a variation of the game)", () => {
    const text =
      '1.e4 c5 2.f4 As brancas jogam o Grand Prix. Hoje é mais comum 2.Cc3 antes de f4. 2...d5 as negras aceitam o desafio.\n\n' +
      '3.Cf3 é a ideia das brancas.\n\nCaso o leitor pergunte porque 2...d5 é um gambito, é que após 3.exd5 as negras jogam 3...Cf6 com jogo ativo.\n\n' +
      'A partida segue 3...dxe4 4.Cg5 Cf6 5.Bc4 e6.\n';
    const r = read('pt', text);
    expect(mainLine(r.pgn)).toBe(legal('', 'e4 c5 f4 d5 Nf3 dxe4 Ng5 Nf6 Bc4 e6'));
    // (3.exd5 3...Nf6 branch from the game's 2...d5; the side line 2.Nc3 has no moves after it)
    expect(legal('e4 c5 f4 d5', 'exd5 Nf6')).toBe('exd5 Nf6');
    expect(flat(r.pgn)).toMatch(/\(\{[^}]*\} 2\. Nc3 \{[^}]*\}\) 2\.\.\. d5/);
    expect(flat(r.pgn)).toMatch(/3\. Nf3 \{[^}]*\} \(\{[^}]*\} 3\. exd5 \{[^}]*\} 3\.\.\. Nf6/);
  });

  for (const c of [
    {
      from: 'en',
      text:
        '1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.c3 Nf6 5.d4 exd4 6.cxd4 Bb4+ 7.Bd2\n\n' +
        'Here the quiet 7...Bxd2+ was sensible, and after 8.Nbxd2 d5 the position is level. But Black wanted more and played 7...Nxe4\n\n' +
        'The knight looks strong, but White had prepared 8.Bxb4 Nxb4 9.Bxf7+ Kxf7 10.Qb3+ and wins the knight back.\n',
    },
    {
      from: 'pt',
      text:
        '1.e4 e5 2.Cf3 Cc6 3.Bc4 Bc5 4.c3 Cf6 5.d4 exd4 6.cxd4 Bb4+ 7.Bd2\n\n' +
        'Aqui seria prudente jogar o simples 7...Bxd2+, seguindo 8.Cbxd2 d5 com igualdade. As negras jogaram o ambicioso 7...Cxe4\n\n' +
        'O cavalo parece forte, mas as brancas tinham preparado 8.Bxb4 Cxb4 9.Bxf7+ Rxf7 10.Db3+ e recuperam a peça.\n',
    },
  ])
    it(`${c.from}: the line the text comes back to in a later paragraph (8.Bxb4 takes the bishop 7...Bxd2+ gave) is the game's, said`, () => {
      const r = read(c.from, c.text);
      const before = 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2';
      expect(mainLine(r.pgn)).toBe(legal('', `${before} Nxe4 Bxb4 Nxb4 Bxf7+ Kxf7 Qb3+`));
      expect(legal(before, 'Bxd2+ Nbxd2 d5')).toBe('Bxd2+ Nbxd2 d5');
      expect(flat(r.pgn)).toMatch(/\((?:\{[^}]*\} )?7\.\.\. Bxd2\+ \{[^}]*\} 8\. Nbxd2 d5/);
      expect(r.codes.filter((x) => x === 'W_READING_AMBIGUOUS')).toHaveLength(1);
    });

  it('English: a tree of alternatives in list items (* solid 4.Ba4, then * 4...Nf6 under it) makes no tie with the game', () => {
    const text =
      '1.e4 e5 2.Nf3 Nc6 3.Bb5 a6\n\nIdeas for White:\n\n* solid 4.Ba4\n    * 4...Nf6\n    * 4...d6\n* exchange 4.Bxc6\n    * 4...dxc6\n    * 4...Nf6\n';
    const r = read('en', text);
    // (the items `* 4...Nf6` and `* 4...d6` under 4.Ba4 are answers listed for the same move: the game stops before them,
    // said once; before, 4...Nf6 was the game's move)
    expect(mainLine(r.pgn)).toBe(legal('', 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4'));
    expect(legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4', 'Nf6')).toBe('Nf6');
    expect(flat(r.pgn)).toContain('4. Ba4 (4. Ba4 Nf6 (4... d6))');
    expect(legal('e4 e5 Nf3 Nc6 Bb5 a6', 'Bxc6 Nf6')).toBe('Bxc6 Nf6');
    expect(flat(r.pgn)).toContain('4. Bxc6 dxc6 (4... Nf6)');
    // (4...Nf6 under 4.Bxc6 goes on with its list item's line: no W_READING_AMBIGUOUS against 4.Ba4's)
    expect(r.codes).toEqual(['W_READING_AMBIGUOUS']);
  });

  it('English: where the later paragraph is legal on both lines (6.Re1), the move told first stays the game', () => {
    const text =
      '1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O\n\nBlack chose the solid 5...Be7 here. The sharp 5...Nxe4 is the Open Defence.\n\n' +
      'In the game White played 6.Re1 and won.\n';
    const r = read('en', text);
    expect(mainLine(r.pgn)).toBe(legal('', 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7'));
    // (the tie of 6.Re1 itself is said where it was played, prose-ties.test.ts; no second one for the game's line)
    expect(r.codes.filter((x) => x === 'W_READING_AMBIGUOUS')).toHaveLength(1);
  });
});
