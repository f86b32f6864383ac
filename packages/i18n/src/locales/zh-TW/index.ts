import { member } from './member.js';
import { start } from './start.js';

/** The whole catalog of the language: the part every screen needs and the member screens' part. */
export const catalog = {
  ...start,
  ...member,
};
