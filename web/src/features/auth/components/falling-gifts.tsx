import { useEffect, useState, type CSSProperties } from 'react';

const COLORS = ['#7c3aed', '#c026d3', '#db2777', '#f59e0b', '#0ea5e9', '#10b981'];
const PER_BATCH = 20;
const REFRESH_MS = 2000;
// A gift falls for at most 6 s (delay + duration), so three batches cover every gift still on screen.
const BATCHES_KEPT = 3;

interface Gift {
  id: string;
  color: string;
  left: number;
  size: number;
  duration: number;
  delay: number;
  drift: number;
}

let batchSeq = 0;

function GiftBox({ color }: { color: string }) {
  return (
    <svg viewBox="0 0 32 32" width="1em" height="1em">
      <rect x="4" y="13" width="24" height="16" rx="3" fill={color} />
      <rect x="2" y="8" width="28" height="6" rx="2" fill={color} />
      <rect x="14" y="8" width="4" height="21" fill="#fde68a" />
      <path d="M16 8c-2-5-8-6-8-3s4 3 8 3zm0 0c2-5 8-6 8-3s-4 3-8 3z" fill="#fde68a" />
    </svg>
  );
}

function makeBatch(): Gift[] {
  const batch = ++batchSeq;
  return Array.from({ length: PER_BATCH }, (_, i) => ({
    id: `${batch}-${i}`,
    color: COLORS[Math.floor(Math.random() * COLORS.length)],
    left: Math.random() * 100,
    size: 16 + Math.random() * 22,
    duration: 3.5 + Math.random() * 2,
    delay: Math.random() * 0.5,
    drift: -40 + Math.random() * 80,
  }));
}

/** Decoration: 20 gifts start falling every 2 s. Hidden from assistive technology. */
export function FallingGifts() {
  const [batches, setBatches] = useState<Gift[][]>(() => [makeBatch()]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      setBatches((current) => [...current.slice(-(BATCHES_KEPT - 1)), makeBatch()]);
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div className="falling-gifts" aria-hidden="true">
      {batches.flat().map((gift) => (
        <span
          key={gift.id}
          className="falling-gifts__item"
          style={
            {
              left: `${gift.left}%`,
              fontSize: `${gift.size}px`,
              animationDuration: `${gift.duration}s`,
              animationDelay: `${gift.delay}s`,
              '--drift': `${gift.drift}px`,
            } as CSSProperties
          }
        >
          <GiftBox color={gift.color} />
        </span>
      ))}
    </div>
  );
}
