import { certDownloadQuery } from '@portal/contract';
import { firstIssue } from '../../../lib/formRules';
import type { ServerType } from './downloadOptions';

/**
 * The rule of the download password, straight from the contract (required for IIS and Tomcat, at most 128
 * characters, printable ASCII only): the message key of the first problem, or undefined when it passes.
 */
export function passwordIssue(serverType: ServerType, password: string | undefined): string | undefined {
  return firstIssue(
    certDownloadQuery,
    { serverType, password: password === '' ? undefined : password },
    (raw) => raw,
  );
}
