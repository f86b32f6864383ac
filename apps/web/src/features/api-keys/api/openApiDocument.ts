import { ROUTES } from '../../../lib/api';
import { redirectToLogin } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';

/** The customer OpenAPI document as the server answers it (a file, not the envelope). */
export interface OpenApiFile {
  text: string;
  fileName: string;
}

/**
 * GET document/open_api/download. Its success is the document itself, so it is fetched plainly (the session
 * cookie goes along); a failure is the usual envelope, shown as a toast.
 */
export async function fetchOpenApiDocument(): Promise<OpenApiFile> {
  const response = await window.fetch(`/api${ROUTES.openApiDownload.path}`, {
    credentials: 'same-origin',
  });
  const text = await response.text();
  if (!response.ok) {
    let message = `HTTP ${response.status}`;
    try {
      message = (JSON.parse(text) as { msg?: string }).msg ?? message;
    } catch {
      // not an envelope: keep the status
    }
    if (response.status === 401) redirectToLogin();
    else toast.error(message);
    throw new Error(message);
  }
  return { text, fileName: 'portal-openapi.json' };
}
