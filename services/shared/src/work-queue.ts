/**
 * Bounded CPU- or memory-heavy work in one process (argon2 in auth, image decoding in
 * content): at most `concurrency` at once, at most `queue` waiting, and past that the
 * error `busy()` makes (a 503) instead of queueing more memory.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
    private readonly busy: () => Error,
  ) {}

  /** Work running now and work waiting for a slot. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw this.busy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running += 1;
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, so `running` never drops below the queue's need.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
