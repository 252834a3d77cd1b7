/** STOMP 1.2 frames: a streaming parser and the serializer (https://stomp.github.io/stomp-specification-1.2.html). */

export interface Frame {
  command: string;
  /** Decoded header values; a repeated header keeps its first value, as STOMP 1.2 says. */
  headers: Record<string, string>;
  body: Buffer;
}

/** The frame is broken: the session answers with ERROR and closes. */
export class FrameError extends Error {}

const NUL = 0;
const LF = 0x0a;
const CR = 0x0d;
const commandPattern = /^[A-Z]{1,20}$/;
/** CONNECT and CONNECTED headers are not escaped (STOMP 1.2, "Value Encoding"). */
const unescapedCommands = new Set(['CONNECT', 'STOMP', 'CONNECTED']);

/**
 * Turns a byte stream into frames. Transports may deliver several frames in one message or split
 * one across messages, so bytes are buffered until a whole frame is there. A lone EOL between
 * frames is a heart-beat.
 */
export class FrameParser {
  private buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes: number) {}

  /**
   * Feeds bytes; returns the complete frames and how many heart-beat EOLs were seen. Throws
   * FrameError for a malformed or oversized frame; the parser is then unusable.
   */
  push(chunk: Buffer): { frames: Frame[]; heartBeats: number } {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const frames: Frame[] = [];
    let heartBeats = 0;
    for (;;) {
      let start = 0;
      while (start < this.buffer.length) {
        const byte = this.buffer[start];
        if (byte === LF) {
          heartBeats++;
          start++;
        } else if (byte === CR && this.buffer[start + 1] === LF) {
          heartBeats++;
          start += 2;
        } else if (byte === CR && start + 1 === this.buffer.length) {
          break; // the LF of this CRLF may come in the next chunk
        } else break;
      }
      if (start > 0) this.buffer = this.buffer.subarray(start);
      if (this.buffer.length === 0 || (this.buffer.length === 1 && this.buffer[0] === CR)) break;
      const frame = this.next();
      if (!frame) break;
      frames.push(frame);
    }
    return { frames, heartBeats };
  }

  /** One frame from the head of the buffer, or null while it is incomplete. */
  private next(): Frame | null {
    const buffer = this.buffer;
    const [headerEnd, bodyStart] = findHeaderEnd(buffer);
    if (headerEnd === -1) {
      if (buffer.length > this.maxFrameBytes) throw new FrameError('frame too large');
      return null;
    }
    const lines = buffer.toString('utf8', 0, headerEnd).split('\n');
    const command = stripCR(lines[0] ?? '');
    if (!commandPattern.test(command)) throw new FrameError('malformed frame: bad command');
    const decode = !unescapedCommands.has(command);
    const headers: Record<string, string> = {};
    for (const raw of lines.slice(1)) {
      const line = stripCR(raw);
      const colon = line.indexOf(':');
      if (colon <= 0) throw new FrameError('malformed frame: bad header line');
      const name = decode ? decodeHeader(line.slice(0, colon)) : line.slice(0, colon);
      const value = decode ? decodeHeader(line.slice(colon + 1)) : line.slice(colon + 1);
      if (!(name in headers)) headers[name] = value;
    }
    let bodyEnd: number;
    const declared = headers['content-length'];
    if (declared !== undefined) {
      if (!/^\d{1,9}$/.test(declared)) throw new FrameError('malformed frame: bad content-length');
      const length = Number(declared);
      if (bodyStart + length + 1 > this.maxFrameBytes) throw new FrameError('frame too large');
      if (buffer.length < bodyStart + length + 1) return null;
      bodyEnd = bodyStart + length;
      if (buffer[bodyEnd] !== NUL) throw new FrameError('malformed frame: body not followed by NUL');
    } else {
      bodyEnd = buffer.indexOf(NUL, bodyStart);
      if (bodyEnd === -1) {
        if (buffer.length > this.maxFrameBytes) throw new FrameError('frame too large');
        return null;
      }
    }
    if (bodyEnd + 1 > this.maxFrameBytes) throw new FrameError('frame too large');
    const body = Buffer.from(buffer.subarray(bodyStart, bodyEnd));
    this.buffer = buffer.subarray(bodyEnd + 1);
    return { command, headers, body };
  }
}

/** Where the headers end (the LF before the blank line) and the body starts; [-1, -1] if not yet. */
function findHeaderEnd(buffer: Buffer): [number, number] {
  let from = 0;
  for (;;) {
    const lf = buffer.indexOf(LF, from);
    if (lf === -1) return [-1, -1];
    if (buffer[lf + 1] === LF) return [lf, lf + 2];
    if (buffer[lf + 1] === CR && buffer[lf + 2] === LF) return [lf, lf + 3];
    from = lf + 1;
  }
}

const stripCR = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line);

function decodeHeader(text: string): string {
  if (!text.includes('\\')) return text;
  return text.replace(/\\(.?)/g, (_, code: string) => {
    switch (code) {
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 'c':
        return ':';
      case '\\':
        return '\\';
      default:
        throw new FrameError('malformed frame: undefined escape sequence in a header');
    }
  });
}

export function escapeHeader(text: string): string {
  return text.replace(/[\\\r\n:]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\r' ? '\\r' : c === '\n' ? '\\n' : '\\c',
  );
}

/** A frame as text; the body gets a content-length, so it may contain anything but must be text. */
export function serializeFrame(command: string, headers: Record<string, string>, body = ''): string {
  const encode = unescapedCommands.has(command) ? (text: string) => text : escapeHeader;
  let head = command;
  for (const [name, value] of Object.entries(headers)) head += `\n${encode(name)}:${encode(value)}`;
  if (body) head += `\ncontent-length:${Buffer.byteLength(body)}`;
  return `${head}\n\n${body}\0`;
}
