import { useEffect, useRef } from 'react';
import { createQrDetector } from './qr-detector.ts';

export type CameraStatus = 'starting' | 'running' | 'denied' | 'unavailable' | 'unsupported';

interface CameraViewProps {
  onCode: (text: string) => void;
  onStatus: (status: CameraStatus) => void;
  /** The video's accessible name ('Câmera do leitor de crachás'). */
  label: string;
}

// A frame every 250 ms reads a badge held up in well under a second and spares the phone's battery.
const frameGapMs = 250;

function statusOfError(error: unknown): CameraStatus {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}

/**
 * The camera (the rear one on a phone) and the QR reading loop; loaded lazily by BadgeScanner.
 * The camera stops when this unmounts.
 */
export default function CameraView({ onCode, onStatus, label }: CameraViewProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // The latest callbacks, so the camera is not restarted when the parent re-renders.
  const handlers = useRef({ onCode, onStatus });
  handlers.current = { onCode, onStatus };

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const report = (status: CameraStatus) => {
      if (!stopped) handlers.current.onStatus(status);
    };

    const start = async () => {
      report('starting');
      if (!navigator.mediaDevices?.getUserMedia) return report('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        return report(statusOfError(error));
      }
      if (stopped) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const detector = await createQrDetector().catch(() => null);
      if (!detector) return report('unsupported');
      report('running');
      const read = async () => {
        if (stopped) return;
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const codes = await detector.detect(video).catch(() => []);
          for (const code of codes) if (!stopped) handlers.current.onCode(code);
        }
        if (!stopped) timer = setTimeout(read, frameGapMs);
      };
      void read();
    };

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="relative mx-auto aspect-[4/3] w-full max-w-md overflow-hidden rounded-2xl bg-ink-950">
      <video ref={videoRef} aria-label={label} muted playsInline className="size-full object-cover" />
      {/* The viewfinder: where to hold the badge. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 grid place-items-center">
        <div className="aspect-square h-4/5 rounded-2xl border-4 border-gold-400/90 shadow-[0_0_0_100vmax_rgba(7,16,33,0.35)]" />
      </div>
    </div>
  );
}
