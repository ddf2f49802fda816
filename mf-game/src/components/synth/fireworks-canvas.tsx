import { useEffect, useRef } from 'react';
import { FIREWORKS_MAX_PARTICLES } from '../../domain/timings';

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  life: number;
  hue: number;
}

/** Bursts of particles, never more than 500 alive at once. */
export function createBurst(
  particles: Particle[],
  x: number,
  y: number,
  count: number,
  random: () => number = Math.random,
): Particle[] {
  const room = Math.max(0, FIREWORKS_MAX_PARTICLES - particles.length);
  const hue = Math.floor(random() * 360);
  for (let i = 0; i < Math.min(count, room); i++) {
    const angle = random() * Math.PI * 2;
    const speed = 1 + random() * 3;
    particles.push({
      x,
      y,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      life: 1,
      hue,
    });
  }
  return particles;
}

/** A canvas of fireworks; the caller only mounts it when motion is welcome. */
export function FireworksCanvas() {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext?.('2d');
    if (!canvas || !ctx) return;
    const particles: Particle[] = [];
    let frame = 0;
    let raf = 0;
    const tick = () => {
      const w = (canvas.width = canvas.clientWidth || 300);
      const h = (canvas.height = canvas.clientHeight || 200);
      if (frame % 25 === 0)
        createBurst(
          particles,
          w * (0.2 + Math.random() * 0.6),
          h * (0.2 + Math.random() * 0.4),
          120,
        );
      ctx.clearRect(0, 0, w, h);
      for (let i = particles.length - 1; i >= 0; i--) {
        const p = particles[i]!;
        p.x += p.vx;
        p.y += p.vy;
        p.vy += 0.04;
        p.life -= 0.015;
        if (p.life <= 0) {
          particles.splice(i, 1);
          continue;
        }
        ctx.globalAlpha = p.life;
        ctx.fillStyle = `hsl(${p.hue} 90% 60%)`;
        ctx.fillRect(p.x, p.y, 3, 3);
      }
      frame += 1;
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, []);
  return <canvas ref={ref} className="fireworks-canvas" aria-hidden="true" />;
}
