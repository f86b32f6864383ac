import { call, ROUTES } from '../../../lib/api';

/** GET admin-setting → chatJS: the chat widget's script address, '' while the operator has set none. Silent. */
export async function getChatScript(): Promise<string> {
  return (await call(ROUTES.adminSetting, undefined, { silent: true })).chatJS;
}
