import type { TFunction } from 'i18next';
import { toast } from '../../lib/toast';

/** Copies to the clipboard and says so; where the browser refuses, asks the user to copy by hand. */
export function copyText(t: TFunction, text: string): void {
  const done = () => toast.success(t('apiKeys.copied'));
  const failed = () => toast.warning(t('apiKeys.copyFailed'));
  if (!navigator.clipboard) {
    failed();
    return;
  }
  navigator.clipboard.writeText(text).then(done, failed);
}
