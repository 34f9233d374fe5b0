import { POPULAR_DOMAINS, run } from '@zootools/email-spell-checker';
import { isValidEmail, normalizeEmail } from './email.js';

/**
 * Mail providers common among the shop's fans (its five languages' countries), beside the
 * library's list of the world's most used ones: a near miss of one of these is most likely a typo.
 */
const REGIONAL_DOMAINS = [
  'orange.fr', 'free.fr', 'sfr.fr', 'laposte.net', 'wanadoo.fr', 'yahoo.fr', 'hotmail.fr', 'outlook.fr', 'live.fr',
  'yahoo.es', 'hotmail.es', 'telefonica.net',
  'ziggo.nl', 'kpnmail.nl', 'planet.nl', 'home.nl', 'telenet.be', 'skynet.be', 'proximus.be',
  'yandex.ru', 'ya.ru', 'mail.ru', 'rambler.ru', 'bk.ru', 'list.ru', 'inbox.ru',
];
const KNOWN_DOMAINS = [...new Set([...POPULAR_DOMAINS, ...REGIONAL_DOMAINS])];

/**
 * The address the fan most likely meant when the domain of `email` is a near miss of a common
 * mail provider (gmial.com, hotmial.fr, yaho.fr), else null. Only a hint: the address typed stays
 * valid and the fan chooses.
 */
export function suggestEmailFix(email: string): string | null {
  const normalized = normalizeEmail(email);
  if (!isValidEmail(normalized)) return null;
  const suggestion = run({ email: normalized, domains: KNOWN_DOMAINS })?.full ?? null;
  return suggestion !== null && suggestion !== normalized && isValidEmail(suggestion) ? suggestion : null;
}
