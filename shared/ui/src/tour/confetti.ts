import { CONFETTI_DURATION_MS, CONFETTI_PARTICLES } from '@curbside/domain';

/** The confetti colours, as theme tokens (they follow light and dark). */
export const CONFETTI_COLORS = [
  'var(--sl-color-primary-500)',
  'var(--sl-color-success-500)',
  'var(--sl-color-warning-400)',
  'var(--sl-color-danger-500)',
  'var(--sl-color-violet-500)',
  'var(--sl-color-pink-400)',
] as const;

export interface ConfettiParticle {
  /** Start, in % of the viewport width. */
  left: number;
  /** Sideways drift while falling, px. */
  drift: number;
  /** Turn while falling, degrees. */
  rotation: number;
  delayMs: number;
  /** delayMs + durationMs never exceeds the whole burst. */
  durationMs: number;
  /** Width, px; strips are narrower than they are tall. */
  width: number;
  height: number;
  color: (typeof CONFETTI_COLORS)[number];
}

/**
 * spec 000 §9, 001 §2: confetti of 60 particles for 1500 ms after a tour. Each particle starts
 * within the first quarter of the burst and lands by its end, so the whole thing is gone at
 * `totalMs`. `random` is injectable for tests.
 */
export function confettiParticles(
  count: number = CONFETTI_PARTICLES,
  totalMs: number = CONFETTI_DURATION_MS,
  random: () => number = Math.random,
): ConfettiParticle[] {
  return Array.from({ length: count }, (_, index) => {
    const delayMs = Math.round(random() * totalMs * 0.25);
    const width = 6 + Math.round(random() * 4);
    return {
      left: Math.round(random() * 1000) / 10,
      drift: Math.round((random() - 0.5) * 240),
      rotation: Math.round((random() - 0.5) * 1440),
      delayMs,
      durationMs: totalMs - delayMs,
      width,
      height: index % 3 === 0 ? width : Math.round(width * 1.8),
      color: CONFETTI_COLORS[index % CONFETTI_COLORS.length] ?? CONFETTI_COLORS[0],
    };
  });
}

/** Whether the user asked the system for less motion (no confetti then). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
