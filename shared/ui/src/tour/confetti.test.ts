import { describe, expect, it } from 'vitest';
import { confettiParticles, CONFETTI_COLORS } from './confetti.ts';

/** A small deterministic generator, so the test sees the same burst every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('confettiParticles (spec 000 §9: confetti 60 particles for 1500 ms)', () => {
  it('makes 60 particles by default', () => {
    expect(confettiParticles()).toHaveLength(60);
  });

  it.each([1, 7, 42])('every particle lands within the 1500 ms burst and starts on screen (seed %i)', (seed) => {
    for (const particle of confettiParticles(60, 1500, seeded(seed))) {
      expect(particle.delayMs).toBeGreaterThanOrEqual(0);
      expect(particle.delayMs + particle.durationMs).toBeLessThanOrEqual(1500);
      expect(particle.durationMs).toBeGreaterThan(0);
      expect(particle.left).toBeGreaterThanOrEqual(0);
      expect(particle.left).toBeLessThanOrEqual(100);
    }
  });

  it('uses every colour of the palette', () => {
    const colors = new Set(confettiParticles(60, 1500, seeded(3)).map((particle) => particle.color));
    expect([...colors].sort()).toEqual([...CONFETTI_COLORS].sort());
  });

  it('handles the extremes of the random source', () => {
    for (const random of [() => 0, () => 0.999_999]) {
      for (const particle of confettiParticles(5, 1500, random)) {
        expect(particle.delayMs + particle.durationMs).toBe(1500);
      }
    }
  });
});
