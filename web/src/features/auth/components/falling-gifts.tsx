import { useEffect, useState, type CSSProperties } from 'react';

const GIFTS = ['🎁', '🎀', '💝', '🎉', '✨', '💳'];
const PER_BATCH = 20;
const REFRESH_MS = 2000;
// A gift falls for at most 6 s (delay + duration), so three batches cover every gift still on screen.
const BATCHES_KEPT = 3;

interface Gift {
  id: string;
  glyph: string;
  left: number;
  size: number;
  duration: number;
  delay: number;
  drift: number;
}

let batchSeq = 0;

function makeBatch(): Gift[] {
  const batch = ++batchSeq;
  return Array.from({ length: PER_BATCH }, (_, i) => ({
    id: `${batch}-${i}`,
    glyph: GIFTS[Math.floor(Math.random() * GIFTS.length)],
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
          {gift.glyph}
        </span>
      ))}
    </div>
  );
}
