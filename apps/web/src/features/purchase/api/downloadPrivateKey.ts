import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET event/private_key/download: the generated key as PEM text (a failure answers with the envelope). */
export function fetchPrivateKey(): Promise<string> {
  return api.get<string>('event/private_key/download');
}

/** Saves a text as a file through a temporary link. */
export function saveTextFile(text: string, fileName: string, type = 'application/x-pem-file'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches the private key and hands it to the browser as `<fileName>`. */
export function useDownloadPrivateKey() {
  return useMutation({
    mutationFn: async (fileName: string) => {
      const pem = await fetchPrivateKey();
      saveTextFile(typeof pem === 'string' ? pem : String(pem), fileName);
    },
  });
}
