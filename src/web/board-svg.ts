/**
 * The board as an SVG string, drawn here from a FEN (no board library): squares, coordinates,
 * the last move's squares marked, pieces as chess glyphs (white ones filled white with a dark
 * outline). The picture is labelled for screen readers with the pieces on their squares.
 */
const GLYPH: Readonly<Record<string, string>> = { k: '\u265A', q: '\u265B', r: '\u265C', b: '\u265D', n: '\u265E', p: '\u265F' };
const NAME: Readonly<Record<string, string>> = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };
const FILES = 'abcdefgh';
const SIZE = 45;

/** The 64 squares a8…h1 (rank 8 first) as FEN piece letters or ''. */
export function boardSquares(fen: string): string[] {
  const rows = (fen.split(' ')[0] ?? '').split('/');
  const squares: string[] = [];
  for (const row of rows) {
    for (const c of row) {
      if (c >= '1' && c <= '8') for (let k = 0; k < Number(c); k++) squares.push('');
      else squares.push(c);
    }
  }
  return squares;
}

/** `White: king e1, queen d1 …; Black: …`, for the picture's accessible name. */
export function describePosition(fen: string): string {
  const squares = boardSquares(fen);
  const side = (white: boolean): string =>
    squares
      .map((p, i) => ({ p, i }))
      .filter(({ p }) => p !== '' && (p === p.toUpperCase()) === white)
      .map(({ p, i }) => `${NAME[p.toLowerCase()]} ${FILES[i % 8]}${8 - Math.floor(i / 8)}`)
      .join(', ');
  const toMove = fen.split(' ')[1] === 'b' ? 'Black' : 'White';
  return `White: ${side(true) || 'none'}. Black: ${side(false) || 'none'}. ${toMove} to move.`;
}

function squareIndex(name: string): number {
  return (8 - Number(name[1])) * 8 + FILES.indexOf(name[0]!);
}

/** The SVG markup of the position `fen`; `last` (UCI) marks the last move's squares. */
export function boardSvg(fen: string, last?: string): string {
  const squares = boardSquares(fen);
  const marked = new Set(last && last.length >= 4 ? [squareIndex(last.slice(0, 2)), squareIndex(last.slice(2, 4))] : []);
  const parts: string[] = [];
  for (let i = 0; i < 64; i++) {
    const x = (i % 8) * SIZE;
    const y = Math.floor(i / 8) * SIZE;
    const light = (Math.floor(i / 8) + (i % 8)) % 2 === 0;
    const cls = `sq ${light ? 'light' : 'dark'}${marked.has(i) ? ' last' : ''}`;
    parts.push(`<rect class="${cls}" x="${x}" y="${y}" width="${SIZE}" height="${SIZE}"/>`);
    if (i % 8 === 0) parts.push(`<text class="coord" x="${x + 2}" y="${y + 11}">${8 - i / 8}</text>`);
    if (i >= 56) parts.push(`<text class="coord" x="${x + SIZE - 9}" y="${y + SIZE - 3}">${FILES[i % 8]}</text>`);
    const p = squares[i];
    if (p) {
      const white = p === p.toUpperCase();
      parts.push(
        `<text class="piece ${white ? 'white' : 'black'}" data-square="${FILES[i % 8]}${8 - Math.floor(i / 8)}" data-piece="${p}" x="${x + SIZE / 2}" y="${y + SIZE / 2}">${GLYPH[p.toLowerCase()]}\uFE0E</text>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${8 * SIZE} ${8 * SIZE}" role="img" aria-label="${describePosition(fen)}">${parts.join('')}</svg>`;
}
