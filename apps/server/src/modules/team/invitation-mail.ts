import type { Language } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { AccountRow } from '../../db/schema/index.js';
import type { ServiceDeps } from '../../services.js';
import { LOGIN_PATH, setPasswordLink } from '../auth/set-password-links.js';

/** The invitation of a sub-user: who invites (the main account), in which role, and the set-password link. */
export async function sendInvitation(
  deps: Pick<ServiceDeps, 'mailer' | 'publicUrl'>,
  input: { main: AccountRow; subUser: AccountRow; token: string; lang: Language; days: number },
): Promise<void> {
  const { main, subUser, lang } = input;
  const mainName = [main.contactFirstName, main.contactLastName].filter(Boolean).join(' ');
  const inviter = mainName ? `${mainName} (${main.email})` : main.email;
  const name = [subUser.contactFirstName, subUser.contactLastName].filter(Boolean).join(' ') || subUser.email;
  await deps.mailer.send({
    to: subUser.email,
    subject: translate(lang, 'team.mail.inviteSubject', { inviter }),
    text: translate(lang, 'team.mail.inviteBody', {
      name,
      inviter,
      email: subUser.email,
      role: translate(lang, `team.roles.${subUser.role}`),
      link: setPasswordLink(deps.publicUrl, input.token),
      login: `${deps.publicUrl}${LOGIN_PATH}`,
      days: input.days,
    }),
  });
}
