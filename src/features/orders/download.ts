import { http } from '../../lib/http.js';

/** Temporary links live this long: long enough for the click to start the download. */
export const OBJECT_URL_LIFETIME_MS = 100;

/**
 * Downloads a document through the API (cookies and errors as for any call) and saves it from a
 * temporary object URL, revoked shortly after the click.
 */
export async function downloadDocument(url: string, fileName: string, type?: string): Promise<void> {
  const answer = await http.get(url).blob();
  // A wallet pass must carry its own type: iOS opens Wallet by the type, not by the name.
  const blob = type === undefined ? answer : new Blob([answer], { type });
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
