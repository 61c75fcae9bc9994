import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Html5Qrcode } from 'html5-qrcode';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { loadQrLibrary, newQrReader } from '../qr-library';

interface CameraScannerProps {
  /** The text of a QR code the camera read. */
  onRead: (text: string) => void;
  /** While the details of a card are open, the camera holds still and reads nothing. */
  paused: boolean;
}

type CameraState = 'off' | 'starting' | 'on' | 'failed';

/** Picks the camera facing away from the user when the labels tell (phones, tablets), else the first. */
function preferredCamera(cameras: { id: string; label: string }[]): string {
  return (cameras.find((camera) => /back|rear|environment/i.test(camera.label)) ?? cameras[0]).id;
}

/** The webcam QR scanner: camera choice, torch where the camera has one; html5-qrcode loads when the camera starts. */
export function CameraScanner({ onRead, paused }: CameraScannerProps) {
  const regionId = `qr-camera-${useId().replace(/\W/g, '')}`;
  const reader = useRef<Html5Qrcode | null>(null);
  const pausedRef = useRef(paused);
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;
  const [state, setState] = useState<CameraState>('off');
  const [cameras, setCameras] = useState<{ id: string; label: string }[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [torch, setTorch] = useState<{ supported: boolean; on: boolean }>({ supported: false, on: false });

  const stop = useCallback(async () => {
    const running = reader.current;
    reader.current = null;
    if (running?.isScanning) await running.stop().catch(() => undefined);
    running?.clear();
    setTorch({ supported: false, on: false });
  }, []);

  const start = useCallback(
    async (chosen?: string) => {
      setState('starting');
      try {
        await stop();
        const { Html5Qrcode } = await loadQrLibrary();
        // Asking for the list is what asks the visitor for camera access.
        const found = cameras.length ? cameras : await Html5Qrcode.getCameras();
        if (!found.length) throw new Error('no camera');
        const id = chosen || cameraId || preferredCamera(found);
        setCameras(found);
        setCameraId(id);
        const next = await newQrReader(regionId);
        reader.current = next;
        await next.start(
          id,
          { fps: 10, qrbox: (width, height) => ({ width: Math.floor(Math.min(width, height) * 0.7), height: Math.floor(Math.min(width, height) * 0.7) }) },
          (text) => {
            if (!pausedRef.current) onReadRef.current(text);
          },
          undefined,
        );
        setTorch({ supported: next.getRunningTrackCameraCapabilities().torchFeature().isSupported(), on: false });
        setState('on');
      } catch {
        await stop();
        setState('failed');
      }
    },
    [cameras, cameraId, regionId, stop],
  );

  useEffect(() => {
    pausedRef.current = paused;
    const running = reader.current;
    if (!running?.isScanning) return;
    if (paused) running.pause(true);
    else running.resume();
  }, [paused]);

  useEffect(() => () => void stop(), [stop]);

  const toggleTorch = async () => {
    const feature = reader.current?.getRunningTrackCameraCapabilities().torchFeature();
    if (!feature) return;
    await feature.apply(!torch.on).catch(() => undefined);
    setTorch({ supported: true, on: Boolean(feature.value()) });
  };

  return (
    <div className="camera-scanner">
      <div className={`camera-scanner__view camera-scanner__view--${state}`}>
        <div id={regionId} className="camera-scanner__region" />
        {state !== 'on' && (
          <div className="camera-scanner__placeholder">
            {state === 'starting' ? (
              <Spinner />
            ) : (
              <>
                <Icon name="scan" size={40} />
                <p>{state === 'failed' ? 'The camera could not start. Allow camera access, or type the code instead.' : 'Point the camera at the QR code on the gift card email or phone.'}</p>
              </>
            )}
          </div>
        )}
      </div>
      <div className="camera-scanner__controls">
        {state === 'on' ? (
          <button type="button" className="btn btn--secondary" onClick={() => void stop().then(() => setState('off'))}>
            Stop camera
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => void start()} disabled={state === 'starting'}>
            <Icon name="scan" size={18} /> Start camera
          </button>
        )}
        {cameras.length > 1 && (
          <label className="camera-scanner__choice">
            <span className="sr-only">Camera</span>
            <select className="select" value={cameraId} onChange={(event) => void start(event.target.value)} disabled={state === 'starting'}>
              {cameras.map((camera, i) => (
                <option key={camera.id} value={camera.id}>
                  {camera.label || `Camera ${i + 1}`}
                </option>
              ))}
            </select>
          </label>
        )}
        {state === 'on' && torch.supported && (
          <button type="button" className="btn btn--secondary" aria-pressed={torch.on} onClick={() => void toggleTorch()}>
            {torch.on ? 'Torch off' : 'Torch on'}
          </button>
        )}
      </div>
    </div>
  );
}
