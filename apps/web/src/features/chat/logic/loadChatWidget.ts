import { httpsAddressProblem } from '@portal/contract';
import { getChatScript } from '../api/getChatScript';

/**
 * Asks for the chat widget's address and, when one is set (an https address: the server's Content-Security-Policy
 * allows that origin then, and never an inline script), adds it as a `<script src>` element, once per page load.
 */
export async function loadChatWidget(): Promise<void> {
  const src = await getChatScript();
  if (src === '' || httpsAddressProblem(src) !== undefined) return;
  if (document.querySelector('script[data-chat-widget]')) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.chatWidget = '';
  document.head.append(script);
}
