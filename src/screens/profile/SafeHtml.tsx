import { useMemo } from 'react';
import DOMPurify from 'dompurify';

// Server HTML rarely describes its images; an image without alt text is read out as its file
// name, so one without `alt` is marked decorative.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/**
 * Server-provided HTML (the visitor's `code_html`), rendered only after DOMPurify has removed
 * scripts, event handlers, javascript: URLs and anything else that could run.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(typeof html === 'string' ? html : '', { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
