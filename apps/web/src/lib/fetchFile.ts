import { createApiClient, type Query } from './api';
import { translateKey } from './i18n';
import { redirectToLogin } from './navigation';
import { toast } from './toast';

export interface FetchedFile {
  blob: Blob;
  fileName: string;
}

/** `attachment; filename="x.csv"` -> x.csv */
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
 * A GET whose success is a file and whose failure is the usual envelope: the app's client rules apply (CSRF
 * header, `_t`, toasts, 1002 redirect); a 2xx file answer is kept as a Blob.
 */
export async function fetchFile(
  path: string,
  query: Query,
  options: { silent?: boolean; fallbackName: string },
): Promise<FetchedFile> {
  let file: FetchedFile | undefined;
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
