import { describe, expect, it } from 'vitest';
import { escapeHeader, FrameError, FrameParser, serializeFrame } from './frame.ts';

const parse = (...chunks: string[]) => {
  const parser = new FrameParser(1024);
  const frames = [];
  let heartBeats = 0;
  for (const chunk of chunks) {
    const result = parser.push(Buffer.from(chunk));
    frames.push(...result.frames);
    heartBeats += result.heartBeats;
  }
  return { frames, heartBeats };
};

describe('FrameParser', () => {
  it('reads a frame, heart-beats around it and CRLF line ends', () => {
    const { frames, heartBeats } = parse('\n\r\nSEND\r\ndestination:/a\r\n\r\nbody\0\n');
    expect(heartBeats).toBe(3);
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatchObject({ command: 'SEND', headers: { destination: '/a' } });
    expect(frames[0]!.body.toString()).toBe('body');
  });

  it('joins a frame split anywhere and splits frames sent together', () => {
    const text = 'SUBSCRIBE\nid:1\ndestination:/x\n\n\0SUBSCRIBE\nid:2\ndestination:/y\n\n\0';
    for (let cut = 1; cut < text.length; cut++) {
      const { frames } = parse(text.slice(0, cut), text.slice(cut));
      expect(frames.map((frame) => frame.headers.id)).toEqual(['1', '2']);
    }
  });

  it('honours content-length, so a body may hold NUL bytes', () => {
    const { frames } = parse('SEND\ncontent-length:3\n\na\0b\0');
    expect([...frames[0]!.body]).toEqual([0x61, 0, 0x62]);
  });

  it('decodes escaped headers except on CONNECT, and keeps the first of repeated headers', () => {
    const { frames } = parse('SEND\nk\\c1:a\\nb\\\\c\\r\nk\\c1:second\n\n\0CONNECT\nlogin:a\\cb\n\n\0');
    expect(frames[0]!.headers).toEqual({ 'k:1': 'a\nb\\c\r' });
    expect(frames[1]!.headers).toEqual({ login: 'a\\cb' });
  });

  it('refuses malformed and oversized frames', () => {
    for (const bad of [
      'not a command\n\n\0',
      'SEND\nno-colon\n\n\0',
      'SEND\nk:\\t\n\n\0',
      'SEND\ncontent-length:abc\n\n\0',
      'SEND\ncontent-length:1\n\nab\0',
      'SEND\ncontent-length:5000\n\n',
      `SEND\n\n${'x'.repeat(2000)}`,
      'x'.repeat(2000),
    ]) {
      expect(() => parse(bad), bad.slice(0, 40)).toThrow(FrameError);
    }
  });
});

describe('serializeFrame', () => {
  it('escapes headers, adds content-length and round-trips', () => {
    const text = serializeFrame('MESSAGE', { 'a:b': 'x\ny\\z' }, 'olá');
    expect(text).toBe('MESSAGE\na\\cb:x\\ny\\\\z\ncontent-length:4\n\nolá\0');
    const { frames } = parse(text);
    expect(frames[0]!.headers).toEqual({ 'a:b': 'x\ny\\z', 'content-length': '4' });
    expect(escapeHeader('a\rb')).toBe('a\\rb');
  });
});
