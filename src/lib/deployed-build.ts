/**
 * A page opened before a deploy asks for screens by the names of the build it came with. Once the
 * shop runs a new build (every node after a rolling deploy), those files are gone and a screen
 * can never load again: "Try again" would fetch the same missing file. This tells such a page apart
 * from a dropped connection, so it can reload into the new build instead.
 */

/** The entry script's path in a page of the shop (`/assets/index-HASH.js`), or null. */
export function entryScriptOf(html: string): string | null {
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (!/\btype\s*=\s*["']?module\b/i.test(tag)) continue;
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (src) return new URL(src, 'http://shop.invalid').pathname;
  }
  return null;
}

/** The entry script this page runs, as its HTML named it. */
function runningEntryScript(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src).pathname : null;
}

/**
 * Whether the shop now serves another build than this page's: the page's HTML as the server
 * answers it today names another entry script. False when that cannot be told (no answer).
 */
export async function newerBuildDeployed(): Promise<boolean> {
  const running = runningEntryScript();
  if (running === null) return false;
  try {
    const response = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
    if (!response.ok) return false;
    const served = entryScriptOf(await response.text());
    return served !== null && served !== running;
  } catch {
    return false;
  }
}

const RELOADED_INTO = 'shop.reloadedIntoBuild';

/**
 * Reloads the page into the build the server now serves, once per page load: a reload that brings
 * the same old page back (a cache in between) does not loop. Answers whether it reloads.
 */
export async function reloadIntoNewerBuild(): Promise<boolean> {
  if (!(await newerBuildDeployed())) return false;
  const current = runningEntryScript();
  try {
    if (sessionStorage.getItem(RELOADED_INTO) === current) return false;
    sessionStorage.setItem(RELOADED_INTO, current ?? '');
  } catch {
    // Storage refused (private mode): reload anyway; a loop needs the same stale page twice.
  }
  window.location.reload();
  return true;
}
