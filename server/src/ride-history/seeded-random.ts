/**
 * A small deterministic random source (mulberry32): the same seed number gives the same
 * sequence on every machine, so the seeded ride history is reproducible.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('SeededRandom.pick: empty list');
    return item;
  }

  /** A drawer of items with probability proportional to their weights, the sums computed once. */
  weightedDrawer<T>(items: readonly T[], weight: (item: T) => number): () => T {
    const cumulative: number[] = [];
    let total = 0;
    for (const item of items) {
      total += weight(item);
      cumulative.push(total);
    }
    return () => {
      const at = this.next() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! > at) hi = mid; else lo = mid + 1;
      }
      return items[lo] ?? this.pick(items);
    };
  }

  /** An item drawn with probability proportional to weight(item). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let at = this.next() * total;
    for (const item of items) {
      at -= weight(item);
      if (at < 0) return item;
    }
    return this.pick(items);
  }
}
