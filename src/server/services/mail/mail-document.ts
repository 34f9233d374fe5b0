/**
 * The page every mail of the shop is written on, and the one way its HTML is put together. The
 * values a mail shows come from customers and the back office (names, addresses, event titles):
 * `html` escapes every one of them, so a template cannot forget to.
 */
import type { Locale } from '../../../domain/site-config.js';
import { escapeHtml } from '../../escape-html.js';

/** Markup made safe by `html`; the class stays in this module so no one wraps raw text in it. */
class SafeHtml {
  constructor(readonly markup: string) {}
}
export type { SafeHtml };

type HtmlValue = string | number | SafeHtml | readonly SafeHtml[];

const markupOf = (value: HtmlValue): string => {
  if (value instanceof SafeHtml) return value.markup;
  if (typeof value === 'object') return value.map(markupOf).join('');
  return escapeHtml(String(value));
};

/** A template of mail HTML: text and numbers put into it are escaped, markup from `html` is kept. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((markup, piece, i) => markup + markupOf(values[i - 1]!) + piece));
}

/** What a mail builder returns: the subject, the plain-text part and the HTML page. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The inbox line has little room: the club's short name, where it has one, leads the subject. */
export function mailSubject(club: { clubName: string; clubShortName?: string | undefined }, subject: string): string {
  return `${club.clubShortName ?? club.clubName} – ${subject}`;
}

/** A list of lines, one item each. */
export const bulletList = (items: readonly string[]): SafeHtml => html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>`;

/** The button a mail's one action is (with the address written out below it, for mail programs that drop the button). */
export const actionButton = (href: string, label: string): SafeHtml =>
  html`<a href="${href}" data-action-link style="display:inline-block;padding:10px 16px;background:#0b5fff;color:#fff;text-decoration:none;border-radius:4px">${label}</a>`;

/** The whole HTML page of a mail in `locale`, titled with its subject. */
export function mailDocument({ locale, subject, body }: { locale: Locale; subject: string; body: SafeHtml }): string {
  return html`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${subject}</title></head>
<body style="font-family:sans-serif;line-height:1.5;color:#222">
${body}
</body></html>`.markup;
}
