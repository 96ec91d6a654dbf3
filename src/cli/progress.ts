/** A one-line progress display on a terminal: games, moves/s, percentage and time left. */
import type { Writable } from 'node:stream';

export class Progress {
  private last = 0;
  private readonly started = Date.now();

  constructor(
    private readonly out: Writable & { columns?: number },
    /** Total input bytes. */
    private readonly total: number,
  ) {}

  update(bytes: number, games: number, moves: number): void {
    const now = Date.now();
    if (now - this.last < 200) return;
    this.last = now;
    const seconds = Math.max((now - this.started) / 1000, 0.001);
    const share = this.total > 0 ? Math.min(bytes / this.total, 1) : 0;
    const eta = share > 0 ? (seconds / share) * (1 - share) : 0;
    const rate = Math.round(moves / seconds);
    this.out.write(`\r\x1b[K${progressLine(share, games, rate, eta, this.out.columns)}`);
  }

  done(): void {
    this.out.write('\r\x1b[K');
  }
}

/**
 * The progress text, fitted to a terminal `columns` wide (read at each update, so a resized
 * window is followed): the longest form that leaves the last column free (a line that reaches it
 * wraps on some terminals, and every later update would then add a line).
 */
export function progressLine(share: number, games: number, rate: number, eta: number, columns: number | undefined): string {
  const percent = `${(share * 100).toFixed(1)}%`;
  const time = `ETA ${formatSeconds(eta)}`;
  const forms = [
    `${percent}  ${games} games  ${rate.toLocaleString('en')} moves/s  ${time}`,
    `${percent} ${games} games ${time}`,
    `${percent} ${time}`,
    percent,
  ];
  const width = columns !== undefined && columns > 0 ? columns - 1 : Infinity;
  return forms.find((f) => f.length <= width) ?? percent.slice(0, Math.max(width, 0));
}

function formatSeconds(s: number): string {
  const m = Math.floor(s / 60);
  const sec = Math.round(s % 60);
  return m > 0 ? `${m}m${String(sec).padStart(2, '0')}s` : `${sec}s`;
}
