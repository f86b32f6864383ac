import { httpsAddressProblem } from '@portal/contract';

/**
 * Adds the chat widget's script (an https address: the server's Content-Security-Policy allows that origin then,
 * and never an inline script) as a `<script src>` element, once per page load; '' or another address: nothing.
 * The web app (loadChatWidget) and the storefront pages (which get the address with the page) both use it.
 */
export function addChatWidgetScript(src: string): void {
  if (src === '' || httpsAddressProblem(src) !== undefined) return;
  if (document.querySelector('script[data-chat-widget]')) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.chatWidget = '';
  document.head.append(script);
}
