import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { listCameras, QrCamera } from '../qr-camera';
import { useMessages } from '../../../lib/i18n';
import { counterMessages } from './redeem-page.messages';

interface CameraScannerProps {
  /** The text of a QR code the camera read. */
  onRead: (text: string) => void;
  /** While the details of a card are open, the camera holds still and reads nothing. */
  paused: boolean;
}

type CameraState = 'off' | 'starting' | 'on' | 'failed';

/** The webcam QR scanner: camera choice, torch where the camera has one; the QR decoder loads when the camera starts. */
export function CameraScanner({ onRead, paused }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrCamera | null>(null);
  // Bumped by every stop: a camera that opens after its page was left, or after another start, is closed at once.
  const attempt = useRef(0);
  const pausedRef = useRef(paused);
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;
  const t = useMessages(counterMessages);
  const [state, setState] = useState<CameraState>('off');
  const [cameras, setCameras] = useState<{ id: string; label: string }[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [torch, setTorch] = useState<{ supported: boolean; on: boolean }>({ supported: false, on: false });

  const stop = useCallback(() => {
    attempt.current++;
    scanner.current?.stop();
    scanner.current = null;
    setTorch({ supported: false, on: false });
  }, []);

  const start = useCallback(
    async (chosen?: string) => {
      setState('starting');
      stop();
      const current = attempt.current;
      try {
        // Opening the camera is what asks the visitor for access.
        const next = await QrCamera.open(video.current!, chosen ?? cameraId, (text) => {
          if (!pausedRef.current) onReadRef.current(text);
        });
        if (current !== attempt.current) {
          next.stop();
          return;
        }
        scanner.current = next;
        if (pausedRef.current) next.pause();
        setCameraId(next.cameraId);
        setCameras(await listCameras().catch(() => []));
        setTorch({ supported: next.hasTorch, on: false });
        setState('on');
      } catch {
        if (current !== attempt.current) return;
        stop();
        setState('failed');
      }
    },
    [cameraId, stop],
  );

  useEffect(() => {
    pausedRef.current = paused;
    if (paused) scanner.current?.pause();
    else scanner.current?.resume();
  }, [paused]);

  useEffect(() => stop, [stop]);

  const turnOff = () => {
    stop();
    setState('off');
  };

  const toggleTorch = async () => {
    const running = scanner.current;
    if (!running) return;
    const on = await running.setTorch(!torch.on).then(
      () => !torch.on,
      () => torch.on,
    );
    setTorch({ supported: true, on });
  };

  return (
    <div className="camera-scanner">
      <div className={`camera-scanner__view camera-scanner__view--${state}`}>
        <video ref={video} className="camera-scanner__video" muted playsInline aria-hidden="true" />
        {state === 'on' && <div className="camera-scanner__frame" aria-hidden="true" />}
        {state !== 'on' && (
          <div className="camera-scanner__placeholder">
            {state === 'starting' ? (
              <Spinner />
            ) : (
              <>
                <Icon name="scan" size={40} />
                <p>{state === 'failed' ? t('cameraFailed') : t('cameraPoint')}</p>
              </>
            )}
          </div>
        )}
      </div>
      <div className="camera-scanner__controls">
        {state === 'on' ? (
          <button type="button" className="btn btn--secondary" onClick={turnOff}>
            {t('stopCamera')}
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => void start()} disabled={state === 'starting'}>
            <Icon name="scan" size={18} /> {t('startCamera')}
          </button>
        )}
        {cameras.length > 1 && (
          <label className="camera-scanner__choice">
            <span className="sr-only">{t('camera')}</span>
            <select className="select" value={cameraId} onChange={(event) => void start(event.target.value)} disabled={state === 'starting'}>
              {cameras.map((camera, i) => (
                <option key={camera.id} value={camera.id}>
                  {camera.label || t('cameraNumber', { number: i + 1 })}
                </option>
              ))}
            </select>
          </label>
        )}
        {state === 'on' && torch.supported && (
          <button type="button" className="btn btn--secondary" aria-pressed={torch.on} onClick={() => void toggleTorch()}>
            {torch.on ? t('torchOff') : t('torchOn')}
          </button>
        )}
      </div>
    </div>
  );
}
