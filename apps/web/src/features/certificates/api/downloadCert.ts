import { useMutation } from '@tanstack/react-query';
import { fetchFile, type FetchedFile } from '../../../lib/fetchFile';
import { downloadQuery, type DownloadOption } from '../logic/downloadOptions';
import { saveBlob } from '../../../lib/saveFile';

export type CertFile = FetchedFile;

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
