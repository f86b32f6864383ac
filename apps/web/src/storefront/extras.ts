// What a storefront page adds after it is idle: the operator's chat widget and the page's advertisement popup
// (a native <dialog>, no antd: the storefront's bundle stays small).
import { pathOrHttpsProblem } from '@portal/contract';
import type { StorefrontExtras } from '@portal/storefront';
import {
  markPopupShown,
  popupShown,
  remainingDelay,
  sessionStore,
} from '../features/advertisements/logic/popupSession';
import { addChatWidgetScript } from '../features/chat/logic/chatScriptElement';
import { openAdvertisementDialog } from './advertisementDialog';

export function startExtras(extras: StorefrontExtras, texts: { label: string; close: string }): void {
  addChatWidgetScript(extras.chatScript);
  const ad = extras.popup;
  const path = window.location.pathname;
  if (!ad || popupShown(sessionStore(), path) || !linkAllowed(ad.imageLink) || !linkAllowed(ad.contentLink))
    return;
  // The countdown runs from the arrival on the page (the navigation's start), not from now.
  const arrivedAt = Date.now() - performance.now();
  new Image().src = ad.imageLink;
  window.setTimeout(
    () => {
      markPopupShown(sessionStore(), path, ad.id);
      openAdvertisementDialog(ad, texts);
    },
    remainingDelay(ad, arrivedAt, Date.now()),
  );
}

/** A portal path or an https address (checked again here, whatever the server answered). */
const linkAllowed = (link: string) => pathOrHttpsProblem(link) === undefined;
