import './first-paint-styles.js';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchSiteConfig, setSiteConfigResult } from '../lib/site-config.js';
import { initI18n, loadDetectedLanguage } from '../lib/i18n.js';
import { primeResource } from '../lib/use-resource.js';
import { eventsResource, fetchEvents } from '../features/home/api.js';
import { earlyLanguageGuess } from '../lib/early-language.js';
import { App } from './app.js';

/**
 * Start-up: load the site configuration first (it decides the fallback language and the theme)
 * and the visitor's language, then render. A failed configuration still renders: the app shows the generic error screen.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');
  // The home page's events, asked for with the configuration: the server had the browser preload
  // both while the scripts downloaded, so the first render can show the cards (see primeResource).
  // Their texts are in the reading language: guessed now, the home page asks again on a wrong guess.
  if (window.location.pathname === '/') {
    const language = earlyLanguageGuess();
    primeResource(eventsResource(language), fetchEvents(language));
  }
  try {
    const config = await fetchSiteConfig();
    initI18n(config);
    setSiteConfigResult({ config });
  } catch (error) {
    initI18n(null);
    setSiteConfigResult({ error: error instanceof Error ? error : new Error(String(error)) });
  }
  // A visitor in another language than English waits for its chunk (preloaded with the entry when
  // the server guessed it) rather than reading English first.
  await loadDetectedLanguage();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
