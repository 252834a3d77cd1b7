import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/html/sanitize-html.ts';

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify with an allow-list.
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
