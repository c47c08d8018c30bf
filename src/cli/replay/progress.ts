import { progressLine } from './messages.js';

/**
 * The progress line on stderr: redrawn in place on a terminal, or (asked with `--progress` elsewhere) a line
 * each tenth of the way. Histories shorter than `LONG` show none on a terminal: they are over at once.
 */
export const LONG = 100;

export interface ProgressSink {
  write: (text: string) => void;
  /** stderr is a terminal: the line is redrawn with a carriage return. */
  tty: boolean;
  /** `--progress`: show it even when stderr is no terminal. */
  asked: boolean;
}

export class Progress {
  private shown = -1;
  private phase = '';
  private drawn = false;

  constructor(
    private readonly sink: ProgressSink,
    private readonly total: number,
  ) {}

  private get on(): boolean {
    return this.sink.asked || (this.sink.tty && this.total >= LONG);
  }

  /** `done` of `total` done with `what`. */
  step(done: number, what: string): void {
    if (!this.on) return;
    if (this.sink.tty) {
      this.sink.write(`\r${progressLine(done, this.total, what)}\x1b[K`);
      this.drawn = true;
      return;
    }
    const tenth = Math.floor((done * 10) / Math.max(this.total, 1));
    if (what !== this.phase) this.shown = -1;
    this.phase = what;
    if (tenth === this.shown) return;
    this.shown = tenth;
    this.sink.write(`${progressLine(done, this.total, what)}\n`);
  }

  /** Clears the redrawn line before the report is printed. */
  end(): void {
    if (this.drawn) this.sink.write('\r\x1b[K');
    this.drawn = false;
  }
}
