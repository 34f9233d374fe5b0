import { http } from '../../lib/http.js';

/** Temporary links live this long: long enough for the click to start the download. */
export const OBJECT_URL_LIFETIME_MS = 100;

/**
 * Downloads a document through the API (cookies and errors as for any call) and saves it from a
 * temporary object URL, revoked shortly after the click.
 */
export async function downloadDocument(url: string, fileName: string): Promise<void> {
  const blob = await http.get(url).blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
}
