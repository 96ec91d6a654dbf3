// PGN quoted in an article in fragments, as a web page copies a board viewer's game (issue 13: real text must
// translate, no game split, merged or invented): words, the game's first moves ending in `*`, the viewer's notices
// and a diagram's FEN line, then `[SetUp "1"]` `[FEN "…"]` and the game going on, and the text cut off inside a
// tag pair. The texts are written for this test (a Spanish page quoting PGN in English letters, a German one in
// German letters); each expected line is written by hand and played with chess.js, and the FENs are chess.js's.
import { describe, expect, it } from 'vitest';
import { translatePgn, type PgnTranslation } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan, playedSan, sanWords } from './helpers/chess-js.js';

/** `line:column CODE` of every warning of the translation. */
function warningsOf(r: PgnTranslation): string[] {
  return r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`));
}

const LONDON = checkedSan('d4 Nf6 Bf4 e6 e3 c5 c3 Nc6 Nd2 d5 Ngf3 Bd6');
/** After 4...Nc6 and after 6...Bd6 of {@link LONDON}, as chess.js writes them. */
const AFTER_4 = 'r1bqkb1r/pp1p1ppp/2n1pn2/2p5/3P1B2/2P1P3/PP3PPP/RN1QKBNR w KQkq - 1 5';
const AFTER_6 = 'r1bqk2r/pp3ppp/2nbpn2/2pp4/3P1B2/2P1PN2/PP1N1PPP/R2QKB1R w KQkq - 2 7';

/** A Spanish page: the viewer's game in English letters with Spanish comments, in two fragments. */
function spanishPage(fen: string, tail = ''): string {
  return (
    'Jugué esta partida en un torneo por internet; mi rival no desarrolló sus piezas a tiempo.\n' +
    'Veamos cómo empezó:\n' +
    '1. d4 {La apertura más sólida.} Nf6 2. Bf4 {El sistema\nLondres} e6 3. e3 c5 4. c3 Nc6 *\n' +
    'Debe activar JavaScript para ver las partidas de ajedrez.\n' +
    `${AFTER_4}\n` +
    'Debe activar JavaScript para ver los diagramas de ajedrez.\n' +
    'Después de 4 jugadas las negras ya están bien desarrolladas.\n' +
    '[SetUp "1"]\n' +
    `[FEN "${fen}"]\n` +
    '5. Nd2 {Un movimiento\ntranquilo} d5 6. Ngf3 Bd6 *\n' +
    tail
  );
}

describe('a board viewer copied into an article: the fragments of one game', () => {
  it('a fragment from a FEN of the position the game reached goes on with the game: one game, the words between as a comment', () => {
    const r = translatePgn(spanishPage(AFTER_4), { from: 'es', to: 'en' });
    expect(r.failures.map((f) => f.message)).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([LONDON]);
    // (the notices and the diagram's FEN line are words of the page, kept byte for byte in a comment)
    expect(games[0]!.text).toContain(`Nc6\n{Debe activar JavaScript para ver las partidas de ajedrez.\n${AFTER_4}\n`);
    expect(games[0]!.text).toMatch(/ya están bien desarrolladas\.\}\s5\. Nd2/u);
    expect(games[0]!.text).not.toContain('[FEN');
    const w = warningsOf(r);
    expect(w).toContain('10:1 W_FRAGMENTS_JOINED');
    const joined = r.warnings.flatMap((g) => g.warningMessages).find((m) => m.includes('W_FRAGMENTS_JOINED'))!;
    expect(joined).toContain(`[FEN "${AFTER_4}"]`);
    expect(joined).toContain('White to move at move 5');
  });

  it('a third fragment from the FEN the second reached goes on too', () => {
    const more = 'Debe activar JavaScript para ver las partidas de ajedrez.\n' + `[SetUp "1"]\n[FEN "${AFTER_6}"]\n7. Bd3 O-O *\n`;
    const r = translatePgn(spanishPage(AFTER_4, more), { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    const expected = `${LONDON} ${sanWords('Bd3 O-O').join(' ')}`;
    playedSan(sanWords(expected));
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([expected]);
    expect(warningsOf(r).filter((x) => x.endsWith('W_FRAGMENTS_JOINED'))).toEqual(['10:1 W_FRAGMENTS_JOINED', '15:1 W_FRAGMENTS_JOINED']);
  });

  it('a FEN that is not the position reached starts a game of its own, as before', () => {
    // (Black to move in the same placement; and the right position at another move number)
    for (const fen of [AFTER_4.replace(' w ', ' b '), AFTER_4.replace(/ 1 5$/, ' 0 12')]) {
      const r = translatePgn(spanishPage(fen), { from: 'es', to: 'en' });
      expect(warningsOf(r).filter((x) => x.endsWith('W_FRAGMENTS_JOINED'))).toEqual([]);
      expect(gamesOf(r.pgn).some((g) => g.text.includes(`[FEN "${fen}"]`))).toBe(true);
    }
  });

  it('a PGN file (tags first, no words before) keeps its games apart, though one starts where the other stopped', () => {
    const file =
      '[Event "A"]\n[White "X"]\n[Black "Y"]\n[Result "*"]\n\n1. d4 Nf6 2. Bf4 e6 3. e3 c5 4. c3 Nc6 *\n\n' +
      `[Event "B"]\n[SetUp "1"]\n[FEN "${AFTER_4}"]\n[Result "*"]\n\n5. Nd2 d5 6. Ngf3 Bd6 *\n`;
    const r = translatePgn(file, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.summary.games).toBe(2);
    expect(warningsOf(r).filter((x) => x.endsWith('W_FRAGMENTS_JOINED'))).toEqual([]);
  });

  it('a fragment after a finished game (1-0) is no continuation of it', () => {
    const r = translatePgn(spanishPage(AFTER_4).replace('Nc6 *', 'Nc6 1-0'), { from: 'es', to: 'en' });
    expect(warningsOf(r).filter((x) => x.endsWith('W_FRAGMENTS_JOINED'))).toEqual([]);
  });

  it('a German page in German letters, cut off inside a tag pair: one game, the cut tag kept as words after it', () => {
    const game = checkedSan('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+');
    const page =
      'Eine Partie aus unserem Vereinsturnier, kommentiert von unserem Trainer.\n' +
      '1. e4 e5 2. Sf3 Sc6 3. Lc4 {Die Italienische Partie} Lc5 4. c3 Sf6 *\n' +
      'Bitte aktivieren Sie JavaScript, um die Partie anzuzeigen.\n' +
      'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2P2N2/PP1P1PPP/RNBQK2R w KQkq - 1 5\n' +
      'Weiß greift nun sofort im Zentrum an.\n' +
      '[SetUp "1"]\n' +
      '[FEN "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2P2N2/PP1P1PPP/RNBQK2R w KQkq - 1 5"]\n' +
      '5. d4 exd4 6. cxd4 Lb4+ {Schach!} *\n' +
      'Bitte aktivieren Sie JavaScript, um die Partie anzuzeigen.\n' +
      '[SetUp "1"]\n' +
      '[FEN "r1bqk2r/pppp1ppp/2n2n2/8/1bBPP3/5N2/PP3PPP/RN';
    const r = translatePgn(page, { from: 'de', to: 'en' });
    expect(r.failures.map((f) => f.message)).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games[0]!.main).toBe(game);
    // (the words after the game and the cut tag pairs: comments, no game of their own, nothing lost)
    expect(games.slice(1).every((g) => g.main === '' && g.text.startsWith('{'))).toBe(true);
    expect(r.pgn).toContain('[FEN "r1bqk2r/pppp1ppp/2n2n2/8/1bBPP3/5N2/PP3PPP/RN}');
    expect(warningsOf(r)).toEqual(expect.arrayContaining(['7:1 W_FRAGMENTS_JOINED', '11:1 W_UNMATCHED_BRACKET']));
  });

  it('a FEN line among words after a game is words (a diagram printed as text), not a move that fails a game of its own', () => {
    // (the Italian game after 4...Nf6, as chess.js writes it)
    const italian = 'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2P2N2/PP1P1PPP/RNBQK2R w KQkq - 1 5';
    checkedSan('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6');
    const text = `La partida:\n[Event "Torneo en linea"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 *\n${italian}\nLas blancas siguen con el plan habitual.\n`;
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures.map((f) => f.message)).toEqual([]);
    expect(r.pgn).toContain(`4. c3 Nf6 *\n\n{${italian}\nLas blancas siguen con el plan habitual.}\n`);
    expect(warningsOf(r)).toEqual(['1:1 W_TEXT_AS_COMMENT', '5:1 W_TEXT_AS_COMMENT']);
  });
});
