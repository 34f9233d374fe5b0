import { useEffect } from 'react';
import { siteConfigState } from './site-config.js';

/**
 * Sets the page title and, when given, the meta description (for search engines and sharing). A
 * page's title ends with the club's short name (a browser tab has little room); a `standalone`
 * title (the home page's, the club's own) stands alone.
 */
export function useDocumentHead(title: string, description?: string, options: { standalone?: boolean } = {}): void {
  const standalone = options.standalone ?? false;
  useEffect(() => {
    const shortName = siteConfigState.current.config?.clientShortName;
    document.title = !standalone && shortName ? `${title} – ${shortName}` : title;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, standalone]);
}
