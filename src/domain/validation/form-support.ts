/**
 * The per-field codes of a VALIDATION_FAILED answer (`details.fields`), so a form can show the
 * server's verdict beside each input; empty for any other shape.
 */
export function fieldCodesFromDetails(details: unknown): Record<string, string> {
  if (typeof details !== 'object' || details === null) return {};
  const fields = (details as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * A redirect target that stays on this site: a path starting with one slash. Anything else
 * (absolute URLs, `//host`, `/\host`, javascript:) falls back, so a crafted login link cannot
 * send the customer elsewhere after sign-in.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return value;
}
