import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './html-sanitize.ts';

/** Payloads from the usual XSS cheat sheets; none may leave anything executable behind. */
const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onclick="alert(1)">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<a href="//evil.example">x</a>',
];

describe('sanitizeRichText', () => {
  it.each(payloads)('leaves nothing executable of %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<svg|<style|<form|<meta|<base|<math/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|data:text/i);
    expect(clean).not.toMatch(/href="\/\//);
  });

  it('keeps the formatting a producer uses and opens links apart', () => {
    const html =
      '<h2>Sobre</h2><p><strong>Três</strong> dias, <em>200</em> expositores.</p>' +
      '<ul><li>VIP</li></ul><p><a href="https://vitrine.example/x">site</a></p>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2>Sobre</h2>');
    expect(clean).toContain('<strong>Três</strong>');
    expect(clean).toContain('<li>VIP</li>');
    expect(clean).toContain('href="https://vitrine.example/x"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
  });

  it('drops a script with its text and an onclick, keeping the paragraph', () => {
    expect(sanitizeRichText('<p onclick="steal()">Olá</p><script>steal()</script>')).toBe('<p>Olá</p>');
  });

  it('turns an empty editor into an empty string', () => {
    expect(sanitizeRichText('<p></p>')).toBe('');
    expect(sanitizeRichText('<p><br></p><p>&nbsp;</p>')).toBe('');
    expect(sanitizeRichText('<script>x</script>')).toBe('');
  });
});
