import type { PortalModule } from '../portal-module.js';
import { lettersRoutes } from './letters.routes.js';
import type { LettersService } from './letters.service.js';

/** Notification letters: the reader's calls (the writers are the event modules and `portal letter:send`). */
export const lettersModule: PortalModule<{ letters: LettersService }> = {
  name: 'letters',
  register: (api, s) => lettersRoutes(api, s.letters),
};
