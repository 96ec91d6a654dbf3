/** A one-line progress display on a terminal: games, moves/s, percentage and time left. */
import type { Writable } from 'node:stream';

export class Progress {
  private last = 0;
  private readonly started = Date.now();

  constructor(
    private readonly out: Writable,
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
    this.out.write(
      `\r\x1b[K${(share * 100).toFixed(1)}%  ${games} games  ${rate.toLocaleString('en')} moves/s  ETA ${formatSeconds(eta)}`,
    );
  }

  done(): void {
    this.out.write('\r\x1b[K');
  }
}

function formatSeconds(s: number): string {
  const m = Math.floor(s / 60);
  const sec = Math.round(s % 60);
  return m > 0 ? `${m}m${String(sec).padStart(2, '0')}s` : `${sec}s`;
}
