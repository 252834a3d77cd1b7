import { describe, expect, it } from 'vitest';
import { cutText, splitLinks } from './post-text.ts';

describe('splitLinks', () => {
  it('finds http, https and www. addresses and leaves the rest as text', () => {
    expect(splitLinks('Veja https://vitrine.demo/a?b=1 e www.expo.com.br hoje')).toEqual([
      { kind: 'text', text: 'Veja ' },
      { kind: 'link', text: 'https://vitrine.demo/a?b=1', href: 'https://vitrine.demo/a?b=1' },
      { kind: 'text', text: ' e ' },
      { kind: 'link', text: 'www.expo.com.br', href: 'https://www.expo.com.br' },
      { kind: 'text', text: ' hoje' },
    ]);
  });

  it('leaves trailing punctuation out of the link', () => {
    const parts = splitLinks('Site: http://a.com/x. Fim (http://b.com)!');
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual([
      'http://a.com/x',
      'http://b.com',
    ]);
  });

  it('never links other schemes or markup', () => {
    expect(splitLinks('javascript:alert(1) <a href="x">y</a> ftp://z')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <a href="x">y</a> ftp://z' },
    ]);
  });
});

describe('cutText', () => {
  it('keeps short text whole', () => {
    expect(cutText('curto', 320)).toEqual({ text: 'curto', cut: false });
    expect(cutText('a'.repeat(320), 320).cut).toBe(false);
  });

  it('cuts at 320 characters with an ellipsis', () => {
    const { text, cut } = cutText('a'.repeat(400), 320);
    expect(cut).toBe(true);
    expect(text).toBe(`${'a'.repeat(320)}…`);
  });

  it('does not split a link in half', () => {
    const before = `${'x '.repeat(155)}`;
    const { text } = cutText(`${before}https://vitrine.demo/uma/pagina/longa e mais texto`, 320);
    expect(text).toBe(`${before.trimEnd()}…`);
  });
});
