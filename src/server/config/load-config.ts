import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteConfig } from '../../domain/site-config.js';
import { mergeSiteConfig, validateSiteConfig } from '../../domain/site-config-validation.js';
import { defaultSiteConfig } from './default-config.js';

/** The configuration file read when SHOP_CONFIG names none. */
export const DEFAULT_CONFIG_FILE = 'config/site.json';

/** The configuration could not be used; `errors` lists every problem, one per line. */
export class SiteConfigLoadError extends Error {
  constructor(
    readonly file: string,
    readonly errors: string[],
  ) {
    super(`Invalid site configuration ${file}:\n${errors.map((error) => `  - ${error}`).join('\n')}`);
    this.name = 'SiteConfigLoadError';
  }
}

/**
 * Reads the site configuration: the file named by `SHOP_CONFIG`, else `config/site.json` (a missing
 * default file means "all defaults"; a missing named file is an error), merged over the defaults
 * and validated. Throws {@link SiteConfigLoadError} listing every invalid field.
 */
/**
 * The address the shop is reached at when the configuration names none, for links in mails:
 * PUBLIC_BASE_URL, else this server on its PORT (on HOST when HOST names a host, else localhost),
 * so `PORT=3912 npm start` mails working links. Behind a proxy or a domain, set PUBLIC_BASE_URL
 * (or `publicBaseUrl` in the configuration).
 */
export function runningBaseUrl(env: NodeJS.ProcessEnv): string {
  if (env.PUBLIC_BASE_URL) return env.PUBLIC_BASE_URL.replace(/\/+$/, '');
  const anyHost = !env.HOST || ['0.0.0.0', '::', 'localhost', '127.0.0.1', '::1'].includes(env.HOST);
  const host = anyHost ? 'localhost' : env.HOST!.includes(':') ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT ?? 3000}`;
}

export function loadSiteConfig(options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): SiteConfig {
  const env = options.env ?? process.env;
  const named = env.SHOP_CONFIG;
  const file = resolve(options.cwd ?? process.cwd(), named ?? DEFAULT_CONFIG_FILE);
  let raw: string | null;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !named) raw = null;
    else throw new SiteConfigLoadError(file, [`cannot read the file (${(error as Error).message})`]);
  }
  return parseSiteConfig(raw ?? '{}', file, { publicBaseUrl: runningBaseUrl(env) });
}

/** Parses and validates configuration text; `file` only names the source in errors. */
export function parseSiteConfig(raw: string, file = 'site configuration', defaults: Partial<SiteConfig> = {}): SiteConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new SiteConfigLoadError(file, [`not valid JSON (${(error as Error).message})`]);
  }
  // A JSON-schema-style "$schema" hint is allowed for editor support; it is not a setting.
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && '$schema' in parsed) {
    const { $schema: _ignored, ...rest } = parsed as Record<string, unknown>;
    parsed = rest;
  }
  const result = validateSiteConfig(mergeSiteConfig({ ...defaultSiteConfig(), ...defaults }, parsed));
  if (!result.ok) throw new SiteConfigLoadError(file, result.errors);
  return result.config;
}
