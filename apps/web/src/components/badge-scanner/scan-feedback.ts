let audio: AudioContext | null = null;

/**
 * Unlocks sound for the beep: browsers let a page play audio only after a tap, so the tap that
 * opens the camera or sends a typed code calls this.
 */
export function primeScanSound(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null;
  }
}

/** A short beep and buzz after a read, where the browser allows them (both are best effort). */
export function scanFeedback(): void {
  try {
    navigator.vibrate?.(80);
  } catch {
    // Some browsers throw instead of ignoring vibrate without a user gesture.
  }
  if (audio?.state !== 'running') return;
  try {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.12);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.12);
  } catch {
    // No sound is fine: the result card and its announcement say the same.
  }
}
