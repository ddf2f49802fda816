import { useEffect, useRef } from 'react';
import type { FreeSpinsSlice } from '@parlor/shared';
import { WHEEL_IMAGE_SIZE, WHEEL_SPIN_MS } from '../../domain/weighted-choice';

interface WheelProps {
  slices: readonly FreeSpinsSlice[];
  /** degrees, clockwise */
  rotation: number;
  /** animate to the rotation (8 s); false jumps there (reduced motion, first paint) */
  animate: boolean;
  label: string;
  onStopped?: () => void;
}

const C = WHEEL_IMAGE_SIZE / 2;
const R = C - 6;

function point(angleDeg: number, radius: number): [number, number] {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return [C + radius * Math.cos(a), C + radius * Math.sin(a)];
}

/** The wheel, drawn from the slices (slice 0 starts at the top, clockwise); 350 px square. */
export function Wheel({ slices, rotation, animate, label, onStopped }: WheelProps) {
  const stopped = useRef(onStopped);
  useEffect(() => {
    stopped.current = onStopped;
  });

  // transitionend may not fire (tab hidden, styles off): the timer ends the spin regardless.
  useEffect(() => {
    if (!animate || rotation === 0) return;
    const timer = setTimeout(() => stopped.current?.(), WHEEL_SPIN_MS + 250);
    return () => clearTimeout(timer);
  }, [animate, rotation]);

  const segment = 360 / slices.length;
  return (
    <div className="fs-wheel">
      <svg
        width={WHEEL_IMAGE_SIZE}
        height={WHEEL_IMAGE_SIZE}
        viewBox={`0 0 ${WHEEL_IMAGE_SIZE} ${WHEEL_IMAGE_SIZE}`}
        role="img"
        aria-label={label}
      >
        <g
          className="fs-wheel-disc"
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: animate
              ? `transform ${WHEEL_SPIN_MS}ms cubic-bezier(0.15, 0.6, 0.1, 1)`
              : 'none',
          }}
        >
          {slices.map((s, i) => {
            const [x1, y1] = point(i * segment, R);
            const [x2, y2] = point((i + 1) * segment, R);
            const [tx, ty] = point(i * segment + segment / 2, R * 0.68);
            const large = segment > 180 ? 1 : 0;
            return (
              <g key={i}>
                <path
                  d={`M${C},${C} L${x1},${y1} A${R},${R} 0 ${large} 1 ${x2},${y2} Z`}
                  className={i % 2 === 0 ? 'fs-slice fs-slice-a' : 'fs-slice fs-slice-b'}
                />
                <text
                  x={tx}
                  y={ty}
                  className={
                    i % 2 === 0 ? 'fs-slice-text fs-slice-text-a' : 'fs-slice-text fs-slice-text-b'
                  }
                  textAnchor="middle"
                  dominantBaseline="middle"
                  transform={`rotate(${i * segment + segment / 2} ${tx} ${ty})`}
                >
                  {s.no_of_spins}
                </text>
              </g>
            );
          })}
        </g>
        <circle cx={C} cy={C} r={18} className="fs-hub" />
        <path d={`M${C - 14},2 L${C + 14},2 L${C},34 Z`} className="fs-pointer" />
      </svg>
    </div>
  );
}
