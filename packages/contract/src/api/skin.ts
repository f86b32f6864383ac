// White-label skins per host (spec 001 section 2 "Brand skins per host"; issue 17; docs/domain/white-label.md).
import { z } from 'zod';

/** Longest host name (DNS limit). */
export const SKIN_HOST_MAX_LENGTH = 253;
/** Longest site title of a skin. */
export const SKIN_TITLE_MAX_LENGTH = 100;
/** Longest copyright line of a skin. */
export const SKIN_COPYRIGHT_MAX_LENGTH = 200;

/** The skin of the request's host, as admin-setting answers it (the shape of `Skin` in skin.ts). */
export const skinAnswer = z
  .object({
    /** The host this skin belongs to (lower case, no port); null: the default skin of every other host. */
    host: z.string().nullable(),
    title: z.string(),
    copyright: z.string(),
    /** Menu logo: a portal path or an https address; null: the built-in mark. */
    logo: z.string().nullable(),
    /** Logo of the login / register / reset pages; null: the menu logo, else the built-in mark. */
    loginLogo: z.string().nullable(),
    /** Favicon address; null: the built-in /favicon.svg. */
    favicon: z.string().nullable(),
  })
  .meta({ id: 'Skin' });
