import { useMemo } from 'react';
import { sanitizeHtml } from '../../security/sanitizeHtml';

/**
 * Server-provided HTML (the visitor's `code_html`), rendered only after the allow-list of
 * src/security/sanitizeHtml.ts has kept text formatting, line breaks, and links and images of
 * the app's and the platform's origin, and removed everything else (scripts, styles, forms, frames, SVG, event handlers).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
