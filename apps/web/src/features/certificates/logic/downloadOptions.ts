import type { SERVER_TYPES } from '@portal/contract';

export type ServerType = (typeof SERVER_TYPES)[number];

export type DownloadKind = 'linux' | 'iis' | 'iis-compatible' | 'tomcat' | 'zip';

/** One entry of a certificate's download menu. */
export interface DownloadOption {
  kind: DownloadKind;
  /** cert/download's serverType; undefined for the archive built in the browser from order/cert. */
  serverType?: ServerType;
  /** IIS only: PKCS#12 with 3DES/SHA-1 protection for Windows Server 2016 and older. */
  compatible: boolean;
  /** PFX and JKS carry the key encrypted: the user chooses a password first (spec section 5). */
  needsPassword: boolean;
  /** The file format named in the password dialog. */
  format: 'PEM' | 'PFX' | 'JKS' | 'ZIP';
  /** `certs.download.<labelKey>` and `certs.download.<labelKey>Hint`. */
  labelKey: 'linux' | 'iis' | 'iisCompatible' | 'tomcat' | 'zip';
  testId: string;
}

/** The download menu of a certificate row: Linux (PEM), IIS (PFX), IIS compatible, Tomcat (JKS), zip. */
export const DOWNLOAD_OPTIONS: readonly DownloadOption[] = [
  {
    kind: 'linux',
    serverType: 'Linux',
    compatible: false,
    needsPassword: false,
    format: 'PEM',
    labelKey: 'linux',
    testId: 'cert-download-linux',
  },
  {
    kind: 'iis',
    serverType: 'IIS',
    compatible: false,
    needsPassword: true,
    format: 'PFX',
    labelKey: 'iis',
    testId: 'cert-download-iis',
  },
  {
    kind: 'iis-compatible',
    serverType: 'IIS',
    compatible: true,
    needsPassword: true,
    format: 'PFX',
    labelKey: 'iisCompatible',
    testId: 'cert-download-iis-compatible',
  },
  {
    kind: 'tomcat',
    serverType: 'Tomcat',
    compatible: false,
    needsPassword: true,
    format: 'JKS',
    labelKey: 'tomcat',
    testId: 'cert-download-tomcat',
  },
  {
    kind: 'zip',
    compatible: false,
    needsPassword: false,
    format: 'ZIP',
    labelKey: 'zip',
    testId: 'cert-download-zip',
  },
];

export function downloadOption(kind: DownloadKind): DownloadOption {
  const option = DOWNLOAD_OPTIONS.find((o) => o.kind === kind);
  if (!option) throw new Error(`unknown download kind ${kind}`);
  return option;
}

/** The query of GET cert/download/{sha1} for an option served by the server. */
export function downloadQuery(
  option: DownloadOption,
  password?: string,
): { serverType: ServerType; password?: string; compatible?: '1' } {
  if (!option.serverType) throw new Error(`${option.kind} is not downloaded from the server`);
  return {
    serverType: option.serverType,
    ...(option.needsPassword && password !== undefined ? { password } : {}),
    ...(option.compatible ? { compatible: '1' as const } : {}),
  };
}
