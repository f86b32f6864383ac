import { member } from './member.js';
import { start } from './start.js';
import { storefront } from './storefront.js';

/**
 * The whole catalog of the language: the part every screen needs, the member screens' part, and the public
 * storefront's texts (rendered by the server, which sends a page its texts: the web app never loads them).
 */
export const catalog = {
  ...start,
  ...member,
  storefront,
};
