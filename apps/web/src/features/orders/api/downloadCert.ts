import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../lib/saveFile';
import { fetchFile } from '../../../lib/fetchFile';

export type ServerType = 'Linux' | 'IIS' | 'Tomcat';

/** GET cert/download/{sha1}?serverType&password: PEM (Linux), PFX (IIS) or JKS (Tomcat, password). */
export async function downloadCert(args: {
  sha1: string;
  serverType: ServerType;
  password?: string;
}): Promise<void> {
  const extension = { Linux: 'pem', IIS: 'pfx', Tomcat: 'jks' }[args.serverType];
  const file = await fetchFile(
    `cert/download/${encodeURIComponent(args.sha1)}`,
    { serverType: args.serverType, ...(args.password ? { password: args.password } : {}) },
    { fallbackName: `${args.sha1.slice(0, 10)}.${extension}` },
  );
  saveBlob(file.blob, file.fileName);
}

export function useDownloadCert() {
  return useMutation({ mutationFn: downloadCert });
}
