import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * A letter's HTML body. The server stored it sanitised; it is sanitised again here (DOMPurify) before it reaches
 * the DOM, with no style or class (a letter cannot restyle the page). Links open in a new tab, without the opener.
 */
export function LetterContent({ html }: { html: string }) {
  const clean = useMemo(() => {
    const fragment = DOMPurify.sanitize(html, {
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
      FORBID_ATTR: ['style', 'class'],
      ADD_ATTR: ['target'],
      RETURN_DOM_FRAGMENT: true,
    });
    for (const link of fragment.querySelectorAll('a')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
    const holder = document.createElement('div');
    holder.append(fragment);
    return holder.innerHTML;
  }, [html]);
  return (
    <div
      className="letter-content"
      data-testid="letter-content"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
