import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saveText } from '../../../lib/saveFile';
import { codeHeaders, usePurchaseCode } from '../logic/purchaseCode';

/** GET event/private_key/download: the generated key as PEM text (a failure answers with the envelope). */
export function fetchPrivateKey(code?: string): Promise<string> {
  return api.get<string>('event/private_key/download', code ? { code } : undefined, codeHeaders(code));
}

/** Fetches the private key and hands it to the browser as `<fileName>`. */
export function useDownloadPrivateKey() {
  const code = usePurchaseCode();
  return useMutation({
    mutationFn: async (fileName: string) => {
      const pem = await fetchPrivateKey(code);
      saveText(typeof pem === 'string' ? pem : String(pem), fileName);
    },
  });
}
