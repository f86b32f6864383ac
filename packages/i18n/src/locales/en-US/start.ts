import { common } from './common.js';
import { web } from './web.js';

/**
 * What every screen needs, loaded before the first render: field rules, error codes and HTTP texts
 * (common.ts) and the web app's own texts (web.ts: app, login and the member shell's frame).
 */
export const start = {
  ...common,
  web,
};
