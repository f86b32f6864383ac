import type { Advertisement } from '@portal/contract';

/** The image's box (16:9): given to the element, so the dialog has its final size before the image arrives. */
const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 270;

/**
 * The advertisement popup of a storefront page: a modal <dialog> with the image linking to the advertisement's
 * content (a portal path in this tab, an https address in a new one) and its description. Closed by the close
 * button, a click on the backdrop or Escape; removed from the page when closed.
 */
export function openAdvertisementDialog(ad: Advertisement, texts: { label: string; close: string }): void {
  const dialog = document.createElement('dialog');
  dialog.className = 'sf-ad';
  dialog.dataset.testid = 'ad-popup';
  dialog.dataset.adId = String(ad.id);
  dialog.setAttribute('aria-labelledby', 'sf-ad-title');

  const head = document.createElement('div');
  head.className = 'sf-ad__head';
  const title = document.createElement('h2');
  title.id = 'sf-ad-title';
  title.textContent = texts.label;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'sf-ad__close';
  close.setAttribute('aria-label', texts.close);
  close.textContent = '×';
  close.addEventListener('click', () => dialog.close());
  head.append(title, close);

  const link = document.createElement('a');
  link.href = ad.contentLink;
  link.dataset.testid = 'ad-popup-link';
  if (!ad.contentLink.startsWith('/')) {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  const image = document.createElement('img');
  image.src = ad.imageLink;
  image.width = IMAGE_WIDTH;
  image.height = IMAGE_HEIGHT;
  image.alt = ad.description;
  image.dataset.testid = 'ad-popup-image';
  link.append(image);

  const description = document.createElement('p');
  description.dataset.testid = 'ad-popup-description';
  description.textContent = ad.description;

  dialog.append(head, link, description);
  // A click on the backdrop lands on the dialog element itself.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}
