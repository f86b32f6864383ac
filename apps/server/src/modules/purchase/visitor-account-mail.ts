import type { Language } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { ServiceDeps } from '../../services.js';
import { LOGIN_PATH, setPasswordLink } from '../auth/set-password-links.js';

/**
 * The mail of an account the storefront made for a visitor's order: why the account exists (this order), how to set
 * its password (the same set-password page as a sub-user's invitation) and where to log in afterwards.
 */
export async function sendVisitorAccountMail(
  deps: Pick<ServiceDeps, 'mailer' | 'publicUrl'>,
  input: { email: string; orderId: number; product: string; token: string; lang: Language; days: number },
): Promise<void> {
  const { lang } = input;
  await deps.mailer.send({
    to: input.email,
    subject: translate(lang, 'purchase.mail.visitorSubject', { order: input.orderId }),
    text: translate(lang, 'purchase.mail.visitorBody', {
      email: input.email,
      order: input.orderId,
      product: input.product,
      link: setPasswordLink(deps.publicUrl, input.token),
      login: `${deps.publicUrl}${LOGIN_PATH}`,
      days: input.days,
    }),
  });
}
