import { useEffect } from 'react';
import { siteConfigState } from './site-config.js';

/**
 * Sets the page title and, when given, the meta description (for search engines and sharing). A
 * page's title ends with the club's short name (a browser tab has little room); the home page's
 * configured title stands alone.
 */
export function useDocumentHead(title: string, description?: string): void {
  useEffect(() => {
    const config = siteConfigState.current.config;
    document.title = config && title !== config.homePageTitle && config.clientShortName ? `${title} – ${config.clientShortName}` : title;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
