import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting', () => {
    expect(sanitizeHtml('<p>Olá <strong>mundo</strong></p>')).toBe('<p>Olá <strong>mundo</strong></p>');
  });

  it('drops scripts, handlers and javascript: links', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a>',
    );
    expect(html).not.toMatch(/script|onclick|javascript/);
  });

  it('drops a script with its text and an onclick, keeping the paragraph', () => {
    expect(sanitizeHtml('<p onclick="steal()">Olá</p><script>steal()</script>')).toBe('<p>Olá</p>');
  });

  it('keeps only the attributes the allow-list names', () => {
    expect(sanitizeHtml('<p class="y" style="color:red" data-x="1">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src="https://example.com/a.png" alt="a" srcset="x 1w">')).toBe(
      '<img src="https://example.com/a.png" alt="a">',
    );
  });

  it('keeps web, mail and relative links and drops javascript: ones', () => {
    expect(sanitizeHtml('<a href="mailto:a@example.com">m</a>')).toContain('href="mailto:a@example.com"');
    expect(sanitizeHtml('<a href="/event/1">e</a>')).toContain('href="/event/1"');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">j</a>')).not.toContain('href');
  });

  it('opens links in a new tab without opener', () => {
    expect(sanitizeHtml('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
  });
});
