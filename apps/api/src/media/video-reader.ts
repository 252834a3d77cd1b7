import type { FileHandle } from 'node:fs/promises';

/**
 * Positioned reads of a file through one window of `windowBytes`: a walk over a container's
 * headers costs a read per window, not per element, and never holds more than the window.
 */
export class VideoReader {
  private window = Buffer.alloc(0);
  private windowStart = 0;

  constructor(
    private readonly file: FileHandle,
    readonly size: number,
    private readonly windowBytes = 256 * 1024,
  ) {}

  /** `length` bytes at `position`, or null when the file ends before them. */
  async read(position: number, length: number): Promise<Buffer | null> {
    if (position < 0 || position + length > this.size) return null;
    const offset = position - this.windowStart;
    if (offset < 0 || offset + length > this.window.length) {
      const buffer = Buffer.alloc(Math.min(Math.max(length, this.windowBytes), this.size - position));
      const { bytesRead } = await this.file.read(buffer, 0, buffer.length, position);
      if (bytesRead < length) return null;
      this.window = buffer.subarray(0, bytesRead);
      this.windowStart = position;
      return this.window.subarray(0, length);
    }
    return this.window.subarray(offset, offset + length);
  }
}
