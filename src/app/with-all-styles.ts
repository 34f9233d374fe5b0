/**
 * Loads a lazily shown module together with the whole Mantine stylesheet, so a screen or overlay
 * never renders before its components are styled (the entry carries only the first paint's
 * styles, see first-paint-styles.ts). The stylesheet is fetched once.
 */
export function withAllStyles<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([import('./all-styles.js'), load()]).then(([, module]) => module);
}
