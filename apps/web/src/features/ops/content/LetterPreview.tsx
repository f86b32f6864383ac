import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The server's sanitised letter body as the customers will see it. The browser sanitises it once more before it
 * reaches the DOM (no style or class), as the customers' letter pages do.
 */
export function LetterPreview({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
        FORBID_ATTR: ['style', 'class'],
      }),
    [html],
  );
  return (
    <div
      className="letter-content"
      data-testid="ops-letters-preview-content"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
