import { getChatScript } from '../api/getChatScript';
import { addChatWidgetScript } from './chatScriptElement';

/** Asks for the chat widget's address and, when one is set, adds its script (chatScriptElement.ts). */
export async function loadChatWidget(): Promise<void> {
  addChatWidgetScript(await getChatScript());
}
