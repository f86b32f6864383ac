import { useMutation } from '@tanstack/react-query';
import { createApiClient, type Query } from '../../../lib/api';
import { translateKey } from '../../../lib/i18n';
import { redirectToLogin } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { downloadQuery, type DownloadOption } from '../logic/downloadOptions';
import { saveBlob } from '../../../lib/saveFile';

export interface CertFile {
  blob: Blob;
  fileName: string;
}

/** `attachment; filename="x.pem"` -> x.pem */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  if (!match?.[1]) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * A GET whose success is a file (PEM text, PKCS#12 or JKS bytes) and whose failure is the usual envelope. The
 * app's client rules apply (CSRF header, `_t`, toasts, 1002 redirect); a 2xx file answer is kept as a Blob
 * (the client would read it as text) and the client is handed an empty success.
 */
export async function fetchFile(
  path: string,
  query: Query,
  options: { silent?: boolean; fallbackName: string },
): Promise<CertFile> {
  let file: CertFile | undefined;
  const client = createApiClient({
    fetch: async (input, init) => {
      const response = await window.fetch(input, init);
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || type.includes('application/json')) return response;
      file = {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get('content-disposition'), options.fallbackName),
      };
      return new Response(null, { status: 204 });
    },
    getCookies: () => document.cookie,
    notifyError: (text) => toast.error(text),
    translate: translateKey,
    onNotLoggedIn: redirectToLogin,
  });
  await client.get<unknown>(path, query, { silent: options.silent });
  if (!file) throw new Error('no file in the answer');
  return file;
}

export interface DownloadArgs {
  sha1: string;
  option: DownloadOption;
  password?: string;
}

/**
 * GET cert/download/{sha1}?serverType=Linux|IIS|Tomcat&password[&compatible=1]: fetched and saved by the page,
 * so a refusal shows as a toast (or, for the password dialog, on its field) instead of a blank tab.
 */
export async function downloadCert(args: DownloadArgs): Promise<void> {
  const extension = args.option.format.toLowerCase();
  const file = await fetchFile(
    `cert/download/${encodeURIComponent(args.sha1)}`,
    downloadQuery(args.option, args.password),
    // The password dialog shows the server's field errors itself.
    { silent: args.option.needsPassword, fallbackName: `${args.sha1.slice(0, 10)}.${extension}` },
  );
  saveBlob(file.blob, file.fileName);
}

export function useDownloadCert() {
  return useMutation({ mutationFn: downloadCert });
}
