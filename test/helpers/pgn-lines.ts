// What tests read back from PGN export text: each game's main line (comments, variations, move
// numbers, NAGs and the result left out), its result and its text.

/** A game's text without its comments and its variations (nested ones too). */
function movesOnly(game: string): string {
  let t = game.replace(/\{[^}]*\}/g, ' ');
  for (let before = ''; before !== t;) {
    before = t;
    t = t.replace(/\([^()]*\)/g, ' ');
  }
  return t;
}

const RESULT = /^(?:1-0|0-1|1\/2-1\/2|\*)$/;

/** The moves of a game's main line, without move numbers and NAGs. */
function words(game: string): string[] {
  return movesOnly(game)
    .split(/\s+/)
    .filter((w) => w !== '' && !/^\d+\.+$/.test(w) && !/^\$\d+$/.test(w));
}

/** The main line of one game in PGN export text (SAN as written), its result left out. */
export function mainLine(pgn: string): string {
  return words(pgn)
    .filter((w) => !RESULT.test(w))
    .join(' ');
}

/** The games of PGN export text (games parted by a blank line), each as its main line, its result and its text. */
export function gamesOf(pgn: string): Array<{ main: string; result: string; text: string }> {
  return pgn
    .split(/\n\n(?=\{|\[|\d)/)
    .map((g) => g.trim())
    .filter((g) => g !== '')
    .map((text) => {
      const all = words(text);
      const result = all.pop() ?? '';
      return { main: all.join(' '), result, text };
    });
}

/** The main line of each game of PGN export text. */
export function mainLines(pgn: string): string[] {
  return gamesOf(pgn).map((g) => mainLine(g.text));
}
