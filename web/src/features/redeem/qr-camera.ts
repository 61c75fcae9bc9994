import { loadQrDecoder, readQr, type QrDecoder } from './qr-decoder';

// A phone camera sends 30 frames a second; searching about 10 of them keeps the main thread free and still reads at once.
const SCAN_GAP_MS = 100;

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

/** The cameras of this device, labelled once the visitor has allowed one. */
export async function listCameras(): Promise<{ id: string; label: string }[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.filter((device) => device.kind === 'videoinput').map((device) => ({ id: device.deviceId, label: device.label }));
}

/** A camera playing in `video` that hands the text of every QR code it sees to `onRead`, frame after frame, until paused or stopped. */
export class QrCamera {
  private readonly canvas = document.createElement('canvas');
  // Bumped by every (re)start, pause and stop: a frame callback from an earlier round does nothing.
  private round = 0;
  private paused = false;
  private stopped = false;

  private constructor(
    private readonly video: HTMLVideoElement,
    private readonly stream: MediaStream,
    private readonly decode: QrDecoder,
    private readonly onRead: (text: string) => void,
  ) {}

  /** Asks for `cameraId`, else the camera facing away from the user where the device tells (phones, tablets). */
  static async open(video: HTMLVideoElement, cameraId: string, onRead: (text: string) => void): Promise<QrCamera> {
    const [decode, stream] = await Promise.all([
      loadQrDecoder(),
      navigator.mediaDevices.getUserMedia({
        audio: false,
        video: cameraId ? { deviceId: { exact: cameraId } } : { facingMode: { ideal: 'environment' } },
      }),
    ]);
    const camera = new QrCamera(video, stream, decode, onRead);
    try {
      video.srcObject = stream;
      await video.play();
    } catch (error) {
      camera.stop();
      throw error;
    }
    camera.scanNextFrame();
    return camera;
  }

  private get track(): MediaStreamTrack | undefined {
    return this.stream.getVideoTracks()[0];
  }

  get cameraId(): string {
    return this.track?.getSettings().deviceId ?? '';
  }

  get hasTorch(): boolean {
    return Boolean((this.track?.getCapabilities?.() as TorchCapabilities | undefined)?.torch);
  }

  async setTorch(on: boolean): Promise<void> {
    await this.track?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
  }

  /** Holds the picture still and reads nothing until `resume`. */
  pause(): void {
    this.paused = true;
    this.round++;
    this.video.pause();
  }

  resume(): void {
    if (!this.paused || this.stopped) return;
    this.paused = false;
    void this.video.play().catch(() => undefined);
    this.scanNextFrame();
  }

  stop(): void {
    this.stopped = true;
    this.round++;
    for (const track of this.stream.getTracks()) track.stop();
    if (this.video.srcObject === this.stream) this.video.srcObject = null;
  }

  // Searches the next frame the camera delivers: none is searched before the first arrives (a slow camera, a busy
  // machine), and none twice.
  private scanNextFrame(): void {
    const round = ++this.round;
    const scan = () => {
      if (round === this.round) this.scan();
    };
    setTimeout(() => {
      if (round !== this.round) return;
      if ('requestVideoFrameCallback' in this.video) this.video.requestVideoFrameCallback(scan);
      else requestAnimationFrame(scan);
    }, SCAN_GAP_MS);
  }

  private scan(): void {
    const { video } = this;
    if (video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth) {
      const text = readQr(this.decode, this.canvas, video, video.videoWidth, video.videoHeight);
      if (text) this.onRead(text);
    }
    if (!this.paused && !this.stopped) this.scanNextFrame();
  }
}
