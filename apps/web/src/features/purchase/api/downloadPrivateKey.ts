import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saveText } from '../../../lib/saveFile';

/** GET event/private_key/download: the generated key as PEM text (a failure answers with the envelope). */
export function fetchPrivateKey(): Promise<string> {
  return api.get<string>('event/private_key/download');
}

/** Fetches the private key and hands it to the browser as `<fileName>`. */
export function useDownloadPrivateKey() {
  return useMutation({
    mutationFn: async (fileName: string) => {
      const pem = await fetchPrivateKey();
      saveText(typeof pem === 'string' ? pem : String(pem), fileName);
    },
  });
}
