// Rules for the addresses an operator puts on the portal's pages (advertisement images and links, the chat
// widget's script): the server refuses others before storing them, the web checks again before it uses one.

/** Longest address an operator may set. */
export const LINK_MAX_LENGTH = 2000;

/** Why a link cannot be used; the server translates each into the operator's message. */
export type LinkProblem = 'empty' | 'tooLong' | 'scheme' | 'malformed';

// Whitespace, control characters and backslashes: browsers drop or rewrite them ("/\evil" is another host).
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f\\]/;

/**
 * Why `link` is not an `https://` address of a host, without a user name or password; undefined when it is.
 * Every other scheme (`http:`, `javascript:`, `data:`, protocol-relative `//host`) is a `scheme` problem.
 */
export function httpsAddressProblem(link: string): LinkProblem | undefined {
  if (link === '') return 'empty';
  if (link.length > LINK_MAX_LENGTH) return 'tooLong';
  if (UNSAFE_CHARACTERS.test(link)) return 'malformed';
  if (!/^https:\/\//i.test(link)) return 'scheme';
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'malformed';
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '')
    return 'malformed';
  return undefined;
}

/**
 * Why `link` is neither a path of this portal (one leading `/`; `//host` and `/\host` are other hosts to a
 * browser) nor an https address; undefined when it is one of them.
 */
export function pathOrHttpsProblem(link: string): LinkProblem | undefined {
  if (!link.startsWith('/')) return httpsAddressProblem(link);
  if (link.length > LINK_MAX_LENGTH) return 'tooLong';
  if (link.startsWith('//') || UNSAFE_CHARACTERS.test(link)) return 'malformed';
  return undefined;
}
