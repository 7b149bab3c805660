import { useEffect, useMemo, type CSSProperties } from 'react';
import { CONFETTI_DURATION_MS } from '@curbside/domain';
import { confettiParticles } from './confetti.ts';

/** A short burst of CSS-animated confetti (spec 000 §9: 60 particles, 1500 ms); decorative, never in the way. */
export function Confetti({ onDone }: { onDone: () => void }) {
  const particles = useMemo(() => confettiParticles(), []);
  useEffect(() => {
    const timer = setTimeout(onDone, CONFETTI_DURATION_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div className="curb-confetti" aria-hidden="true">
      {particles.map((particle, index) => (
        <span
          key={index}
          className="curb-confetti-piece"
          style={
            {
              '--confetti-left': `${particle.left}%`,
              '--confetti-drift': `${particle.drift}px`,
              '--confetti-rotation': `${particle.rotation}deg`,
              '--confetti-delay': `${particle.delayMs}ms`,
              '--confetti-duration': `${particle.durationMs}ms`,
              '--confetti-width': `${particle.width}px`,
              '--confetti-height': `${particle.height}px`,
              '--confetti-color': particle.color,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
