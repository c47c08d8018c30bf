/**
 * At most `size` holders at a time; the others wait for a slot in the order they asked, and a free slot is taken
 * at once (no timer). The client's cap on requests in flight and the replay's cap on git processes.
 */
export class Slots {
  private held = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.held >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.held++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.held--;
    }
  }
}
