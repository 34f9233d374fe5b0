import type { PublicSiteConfig, SiteConfig } from '../../domain/site-config.js';

/** Keys of the free-form client configuration that hold credentials and never leave the server. */
const SECRET_KEY = /secret|password|passwd|token|api[-_]?key|private|credential/i;

/**
 * The configuration as the browser receives it: everything needed to brand and run the shop.
 * The typed fields are public by design (credentials come from the environment, not from the
 * site file) except the resale minimum price, which the server alone enforces; the free-form
 * `client.configuration` is the one place a club might put a key, so secret-looking entries are
 * dropped from it, at any depth.
 */
export function publicSiteConfig(config: SiteConfig): PublicSiteConfig {
  const { minimumPrice: _kept, ...resale } = config.resale;
  return { ...config, resale, client: { ...config.client, configuration: withoutSecrets(config.client.configuration) } };
}

function withoutSecrets(value: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) continue;
    result[key] = entry !== null && typeof entry === 'object' && !Array.isArray(entry)
      ? withoutSecrets(entry as Record<string, unknown>)
      : entry;
  }
  return result;
}
