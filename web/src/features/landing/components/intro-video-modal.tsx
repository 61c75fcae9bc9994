import { useEffect, useState, type ReactNode } from 'react';
import { Modal } from '../../../components/ui/modal';
import { readStoredFlag, storeFlag } from '../../../lib/stored-flag';
import { moneyIn } from '../../../lib/currency';
import { useLocale, useMessages } from '../../../lib/i18n';
import { introMessages } from './intro-video-modal.messages';

/** sessionStorage key: the intro opens automatically once per browser session. */
export const INTRO_SEEN_KEY = 'gv_intro_seen';

const SCENE_MS = 3500;
const SCENES = [{ caption: 'scene1' }, { caption: 'scene2' }, { caption: 'scene3' }, { caption: 'scene4' }] as const;

/** The example card's prices: dollars, written the way the language writes money. */
function useDollars() {
  return moneyIn('USD', useLocale());
}

const BRAND = 'Giftcard Vault';
const PLAY_SIGN = '▶';

export const introAlreadySeen = () => readStoredFlag('sessionStorage', INTRO_SEEN_KEY);

export const rememberIntroSeen = () => storeFlag('sessionStorage', INTRO_SEEN_KEY, true);

/** A box of the stage in its drawing units (the stage is 640 × 360). */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const STAGE: Box = { x: 0, y: 0, w: 640, h: 360 };

/**
 * One moving part of the story: an SVG drawn in the stage's units, placed over its box. Its CSS
 * animation moves the whole layer (transform, opacity), which the compositor draws without the
 * page's main thread; animating shapes inside one SVG would lay out and repaint it every frame.
 */
function Layer({ box = STAGE, className, delay, children }: { box?: Box; className?: string; delay?: number; children: ReactNode }) {
  const style = {
    left: `${(box.x / STAGE.w) * 100}%`,
    top: `${(box.y / STAGE.h) * 100}%`,
    width: `${(box.w / STAGE.w) * 100}%`,
    height: `${(box.h / STAGE.h) * 100}%`,
    animationDelay: delay === undefined ? undefined : `${delay}s`,
  };
  // The animation moves the <div>: Chrome's compositor does not animate SVG elements themselves.
  return (
    <div className={`intro-layer${className ? ` ${className}` : ''}`} style={style} aria-hidden="true">
      <svg viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}>{children}</svg>
    </div>
  );
}

const SPARKLES = [
  { cx: 170, cy: 90, r: 5 },
  { cx: 480, cy: 70, r: 4 },
  { cx: 470, cy: 260, r: 6 },
  { cx: 160, cy: 250, r: 3 },
];

function Scene({ index }: { index: number }) {
  const t = useMessages(introMessages);
  const dollars = useDollars();
  switch (index) {
    case 0:
      return (
        <div className="intro-scene">
          <Layer className="intro-card">
            <rect x="190" y="80" width="260" height="160" rx="18" fill="url(#intro-card)" />
            <rect x="214" y="110" width="38" height="28" rx="6" fill="#fde68a" opacity="0.9" />
            <text x="214" y="200" fill="#fff" fontSize="20" fontWeight="700">
              {BRAND}
            </text>
            <text x="214" y="224" fill="#fff" opacity="0.8" fontSize="13">
              {t('cardOffer', { off: 0.2 })}
            </text>
            <text x="426" y="136" fill="#fff" fontSize="30" fontWeight="800" textAnchor="end">
              {dollars.formatWhole(5000)}
            </text>
          </Layer>
          <Layer className="intro-card__shine">
            <rect x="190" y="80" width="60" height="160" fill="url(#intro-shine)" />
          </Layer>
          {SPARKLES.map(({ cx, cy, r }, i) => (
            <Layer key={i} box={{ x: cx - r, y: cy - r, w: r * 2, h: r * 2 }} className={`intro-sparkle${i % 2 ? ' intro-sparkle--late' : ''}`}>
              <circle cx={cx} cy={cy} r={r} fill="#fde68a" />
            </Layer>
          ))}
        </div>
      );
    case 1:
      return (
        <div className="intro-scene">
          <Layer>
            <rect x="240" y="30" width="160" height="300" rx="26" fill="#1f1a3d" stroke="#a78bfa" strokeWidth="4" />
            <rect x="256" y="58" width="128" height="80" rx="10" fill="url(#intro-card)" />
            <rect x="256" y="150" width="100" height="10" rx="5" fill="#6b6490" />
            <rect x="256" y="168" width="70" height="10" rx="5" fill="#4b4570" />
            <text x="256" y="212" fill="#fde68a" fontSize="22" fontWeight="800">
              {dollars.formatWhole(4000)}
            </text>
            <text x="310" y="212" fill="#b3aecb" fontSize="14" textDecoration="line-through">
              {dollars.formatWhole(5000)}
            </text>
          </Layer>
          <Layer box={{ x: 256, y: 240, w: 128, h: 40 }} className="intro-buy">
            <rect x="256" y="240" width="128" height="40" rx="12" fill="#db2777" />
            <text x="320" y="266" fill="#fff" fontSize="16" fontWeight="700" textAnchor="middle">
              {t('buyNow')}
            </text>
          </Layer>
          <Layer className="intro-cursor">
            <path d="M0 0 L0 26 L7 20 L12 31 L17 29 L12 18 L21 18 Z" fill="#fff" stroke="#17132b" strokeWidth="2" />
          </Layer>
        </div>
      );
    case 2:
      return (
        <div className="intro-scene">
          <Layer className="intro-mail">
            <rect x="130" y="120" width="120" height="84" rx="10" fill="#f2f0fb" />
            <path d="M130 128 L190 170 L250 128" fill="none" stroke="#6d28d9" strokeWidth="5" />
          </Layer>
          <Layer className="intro-flying-card">
            <rect x="270" y="130" width="100" height="62" rx="9" fill="url(#intro-card)" />
          </Layer>
          <Layer>
            <rect x="390" y="110" width="130" height="110" rx="16" fill="#2b2650" stroke="#a78bfa" strokeWidth="3" />
            <rect x="390" y="150" width="130" height="70" rx="16" fill="#433c6e" />
            <circle cx="496" cy="185" r="8" fill="#fde68a" />
          </Layer>
          <Layer box={{ x: 435, y: 70, w: 40, h: 40 }} className="intro-check">
            <circle cx="455" cy="90" r="20" fill="#22c55e" />
            <path d="M445 90 L452 98 L466 82" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
          </Layer>
        </div>
      );
    default:
      return (
        <div className="intro-scene">
          <Layer>
            <g transform="translate(240 60)">
              <rect width="160" height="160" rx="14" fill="#fff" />
              {QR_CELLS.map(([x, y]) => (
                <rect key={`${x}-${y}`} x={14 + x * 12} y={14 + y * 12} width="11" height="11" rx="2" fill="#17132b" />
              ))}
            </g>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <rect key={i} x={218 + i * 36} y="250" width="28" height="40" rx="7" fill="#2b2650" stroke="#a78bfa" strokeWidth="2" />
            ))}
          </Layer>
          <Layer className="intro-scan">
            <rect x="246" y="66" width="148" height="4" rx="2" fill="#db2777" />
          </Layer>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Layer key={i} box={{ x: 218 + i * 36, y: 250, w: 28, h: 40 }} className="intro-otp__digit" delay={1.2 + i * 0.15}>
              <text x={232 + i * 36} y="278" fill="#fff" fontSize="20" fontWeight="700" textAnchor="middle">
                {(i * 7 + 3) % 10}
              </text>
            </Layer>
          ))}
        </div>
      );
  }
}

// A fixed pseudo-random 11x11 pattern with the three finder squares, just for the animation.
const QR_CELLS: [number, number][] = (() => {
  const cells: [number, number][] = [];
  const finder = (cx: number, cy: number) => {
    for (let y = 0; y < 3; y++) for (let x = 0; x < 3; x++) cells.push([cx + x, cy + y]);
  };
  finder(0, 0);
  finder(8, 0);
  finder(0, 8);
  for (let y = 0; y < 11; y++) {
    for (let x = 0; x < 11; x++) {
      const inFinder = (x < 4 && y < 4) || (x > 6 && y < 4) || (x < 4 && y > 6);
      if (!inFinder && (x * 7 + y * 13 + x * y) % 3 === 0) cells.push([x, y]);
    }
  }
  return cells;
})();

/**
 * Intro "video": an animated SVG story that works offline. Opened by the page on a first visit it waits for Play;
 * opened by the visitor's own "Watch the intro" (`playOnOpen`) it plays at once.
 */
export function IntroVideoModal({
  open,
  playOnOpen,
  onClose,
  onGetStarted,
}: {
  open: boolean;
  playOnOpen: boolean;
  onClose: () => void;
  onGetStarted: () => void;
}) {
  const t = useMessages(introMessages);
  const [scene, setScene] = useState(0);
  const [run, setRun] = useState(0);
  const [playing, setPlaying] = useState(playOnOpen);
  const finished = scene >= SCENES.length;

  useEffect(() => {
    if (open) setPlaying(playOnOpen);
  }, [open, playOnOpen]);

  useEffect(() => {
    if (!open) return;
    setScene(0);
  }, [open, run]);

  useEffect(() => {
    if (!open || !playing || finished) return;
    const timer = window.setTimeout(() => setScene((s) => s + 1), SCENE_MS);
    return () => window.clearTimeout(timer);
  }, [open, playing, scene, finished]);

  const shown = Math.min(scene, SCENES.length - 1);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('title')}
      size="lg"
      className="intro-modal"
      footer={
        finished ? (
          <>
            <button type="button" className="btn btn--secondary" onClick={() => setRun((r) => r + 1)}>
              {t('replay')}
            </button>
            <button type="button" className="btn btn--gradient" onClick={onGetStarted}>
              {t('register')}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('skip')}
          </button>
        )
      }
    >
      {/* Once the story ends its looping parts (stars, scanner) stop: nothing keeps redrawing behind the buttons. */}
      <div className={`intro-stage${finished || !playing ? ' intro-stage--ended' : ''}`}>
        <div className="intro-stage__frame">
          <div className="intro-stage__screen" role="img" aria-label={t(SCENES[shown].caption)}>
            <svg className="intro-stage__defs" aria-hidden="true">
              <defs>
                <linearGradient id="intro-card" x1="0" y1="0" x2="1" y2="1">
                  <stop offset="0" stopColor="#7c3aed" />
                  <stop offset="0.55" stopColor="#c026d3" />
                  <stop offset="1" stopColor="#db2777" />
                </linearGradient>
                <linearGradient id="intro-shine" x1="0" y1="0" x2="1" y2="0">
                  <stop offset="0" stopColor="#fff" stopOpacity="0" />
                  <stop offset="0.5" stopColor="#fff" stopOpacity="0.45" />
                  <stop offset="1" stopColor="#fff" stopOpacity="0" />
                </linearGradient>
              </defs>
            </svg>
            {/* Six layers of four stars, each layer twinkling on its own beat. */}
            {[0, 1, 2, 3, 4, 5].map((beat) => (
              <Layer key={beat} className="intro-stars" delay={beat * 0.4}>
                {[0, 1, 2, 3].map((k) => {
                  const i = beat + k * 6;
                  return <circle key={i} cx={(i * 97) % 640} cy={(i * 53) % 360} r={i % 3 === 0 ? 1.6 : 1} fill="#fff" />;
                })}
              </Layer>
            ))}
            {playing && <Scene key={`${run}-${shown}`} index={shown} />}
          </div>
          {/* Beside the picture, not in it: a picture's content is not interactive. */}
          {!playing && (
            <button type="button" className="intro-stage__play" onClick={() => setPlaying(true)}>
              <span className="intro-stage__play-icon" aria-hidden="true">
                {PLAY_SIGN}
              </span>
              {t('play')}
            </button>
          )}
        </div>
        <p className="intro-stage__caption" aria-live="polite" key={`caption-${run}-${shown}`}>
          {t(SCENES[shown].caption)}
        </p>
        <div className="intro-stage__progress" aria-hidden="true">
          {SCENES.map((_, i) => (
            <span key={`${run}-${i}`} className={`intro-stage__bar${i < scene ? ' is-done' : i === scene ? ' is-active' : ''}`}>
              <span style={{ animationDuration: `${SCENE_MS}ms` }} />
            </span>
          ))}
        </div>
      </div>
    </Modal>
  );
}
