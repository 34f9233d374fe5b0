import { describe, expect, it } from 'vitest';
import { isSafeImageLink, mergeSiteConfig, validateSiteConfig } from '../../../src/domain/site-config-validation.js';
import { clubTextIn } from '../../../src/domain/site-config.js';
import { defaultSiteConfig } from '../../../src/server/config/default-config.js';

/** Errors for the defaults with `overrides` laid over them. */
function errorsFor(overrides: Record<string, unknown>): string[] {
  const result = validateSiteConfig(mergeSiteConfig(defaultSiteConfig(), overrides));
  return result.ok ? [] : result.errors;
}

describe('validateSiteConfig', () => {
  it('accepts the defaults', () => {
    expect(validateSiteConfig(defaultSiteConfig())).toEqual({ ok: true, config: defaultSiteConfig() });
  });

  it('refuses a bad colour, naming the field', () => {
    expect(errorsFor({ primaryColor: 'blue' })).toEqual(['primaryColor: expected a #rrggbb colour, got "blue"']);
    expect(errorsFor({ secondaryColor: '#fff' })).toEqual(['secondaryColor: expected a #rrggbb colour, got "#fff"']);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:image/png;base64,AAAA'],
    ['ftp://example.com/logo.png'],
    ['//evil.example/logo.png'],
    ['logo.png'],
    ['https://example.com/a b.png'],
  ])('refuses the image link %s', (link) => {
    expect(errorsFor({ logoUrl: link })).toEqual(['logoUrl: image links must use http or https (or be a /path of the shop)']);
  });

  it('accepts http, https and shop paths as image links', () => {
    expect(errorsFor({ logoUrl: 'https://cdn.example/logo.svg', faviconUrl: 'http://cdn.example/f.ico', loginBackgroundImageUrl: '/images/bg.jpg' }))
      .toEqual([]);
    expect(isSafeImageLink('/images/logo.svg')).toBe(true);
  });

  it('checks image links that may be null', () => {
    expect(errorsFor({ loginBackgroundImageUrl: 'javascript:void(0)' })).toEqual([
      'loginBackgroundImageUrl: image links must use http or https (or be a /path of the shop)',
    ]);
  });

  it('refuses unknown fields at the top and inside groups', () => {
    expect(errorsFor({ primaryColour: '#000000' })).toEqual(['primaryColour: unknown field']);
    expect(errorsFor({ resale: { feePercent: 5, minimumPrice: 500, maxResoldTicketsPerCampaign: 4, fee: 1 } }))
      .toEqual(['resale.fee: unknown field']);
  });

  it('requires every field of a group given in the file', () => {
    expect(errorsFor({ resale: { feePercent: 5 } })).toEqual(['resale.minimumPrice: required', 'resale.maxResoldTicketsPerCampaign: required']);
  });

  it('checks locales: a non-empty list of supported languages, without repeats', () => {
    expect(errorsFor({ locales: [] })).toEqual(['locales: must list at least 1']);
    expect(errorsFor({ locales: ['en', 'de'] })).toEqual(['locales[1]: expected one of en, es, fr, nl, ru, got "de"']);
    expect(errorsFor({ locales: ['en', 'en'] })).toEqual(['locales[1]: duplicate "en"']);
    expect(errorsFor({ locales: 'en' })).toEqual(['locales: expected a list, got "en"']);
  });

  it('checks payment options are consistent', () => {
    expect(errorsFor({ singlePayment: { numberOfInstallments: 2, minimumAmount: 0, maximumAmount: 100 } })).toEqual([
      'singlePayment.numberOfInstallments: payment in full has exactly 1 instalment',
    ]);
    expect(errorsFor({ installmentPayment: [{ numberOfInstallments: 3, minimumAmount: 500, maximumAmount: 100 }] })).toEqual([
      'installmentPayment[0]: minimumAmount must not exceed maximumAmount',
    ]);
    expect(errorsFor({ installmentPayment: [{ numberOfInstallments: 1, minimumAmount: 0, maximumAmount: 100 }] })).toEqual([
      'installmentPayment[0].numberOfInstallments: an instalment plan has at least 2 instalments',
    ]);
    expect(errorsFor({ installmentPayment: [
      { numberOfInstallments: 3, minimumAmount: 0, maximumAmount: 100 },
      { numberOfInstallments: 3, minimumAmount: 0, maximumAmount: 200 },
    ] })).toEqual(['installmentPayment[1]: duplicate 3']);
    expect(errorsFor({ singlePayment: { numberOfInstallments: 1, minimumAmount: 0.5, maximumAmount: 100 } })).toEqual([
      'singlePayment.minimumAmount: expected a whole number, got 0.5',
    ]);
  });

  it('checks durations are positive whole numbers', () => {
    expect(errorsFor({ defaultOrderExpiryTimeInSeconds: 0 })).toEqual(['defaultOrderExpiryTimeInSeconds: must be between 60 and 172800']);
    expect(errorsFor({ passwordResetTokenMinutes: -5 })).toEqual(['passwordResetTokenMinutes: must be between 1 and 10080']);
    expect(errorsFor({ languageCookieMinutes: 1.5 })).toEqual(['languageCookieMinutes: expected a whole number, got 1.5']);
    expect(errorsFor({ languageCookieMinutes: null })).toEqual([]);
  });

  it('checks enumerations, booleans and identifiers', () => {
    expect(errorsFor({ sport: 'chess' })).toEqual([expect.stringMatching(/^sport: expected one of athletism, .*, got "chess"$/)]);
    expect(errorsFor({ theme: 'blue' })).toEqual(['theme: expected one of dark, light, got "blue"']);
    expect(errorsFor({ theme: 'dark' })).toEqual([]);
    expect(errorsFor({ subscriptionsLinkEnabled: 'yes' })).toEqual(['subscriptionsLinkEnabled: expected true or false, got "yes"']);
    expect(errorsFor({ gtmId: '<script>' })).toEqual(['gtmId: expected a tag manager id like GTM-ABC123, got "<script>"']);
    expect(errorsFor({ gtmId: 'GTM-AB12CD' })).toEqual([]);
    expect(errorsFor({ clientCountry: 'France' })).toEqual(['clientCountry: expected a two-letter country code such as FR, got "France"']);
    expect(errorsFor({ requiredCustomerFields: ['email', 'shoe_size'] })[0]).toMatch(/^requiredCustomerFields\[1\]: expected one of /);
  });

  it('checks links in footers, socials, banners and accessibility', () => {
    expect(errorsFor({ footers: [{ href: 'javascript:alert(1)', title: 'FAQ' }] })).toEqual([
      'footers[0].href: links must use http, https, mailto or tel, or be a /path of the shop',
    ]);
    expect(errorsFor({ socials: [{ href: 'https://x.com/club', title: '' }] })).toEqual(['socials[0].title: must not be empty']);
    expect(errorsFor({ footers: [{ href: 'mailto:tickets@club.example', title: 'Contact' }, { href: 'tel:+33100000000', title: 'Call' }] }))
      .toEqual([]);
    expect(errorsFor({ accessibility: { href: 'data:text/html,hi', content: { en: 'Access' } } })).toEqual([
      'accessibility.href: links must use http, https, mailto or tel, or be a /path of the shop',
    ]);
  });

  it('checks localized texts: English required, only supported languages, no empty text', () => {
    expect(errorsFor({ termsAndConditions: { fr: 'Conditions' } })).toEqual(['termsAndConditions.en: required (the fallback language)']);
    expect(errorsFor({ termsAndConditions: { en: 'Terms', de: 'AGB' } })).toEqual([
      'termsAndConditions.de: unknown language (expected en, es, fr, nl, ru)',
    ]);
    expect(errorsFor({ banners: [{ id: 'a', kind: 'info', text: { en: ' ' } }] })).toEqual(['banners[0].text.en: must not be empty']);
    expect(errorsFor({ banners: [{ id: 'a', kind: 'alarm', text: { en: 'Hi' } }] })).toEqual([
      'banners[0].kind: expected one of info, warning, got "alarm"',
    ]);
    expect(errorsFor({ banners: [{ id: 'a', kind: 'info', text: { en: 'A' } }, { id: 'a', kind: 'info', text: { en: 'B' } }] }))
      .toEqual(['banners[1]: duplicate "a"']);
  });

  it('takes the home page texts and footer titles as one text or as texts by language', () => {
    expect(errorsFor({ homePageTitle: { en: 'Tickets', fr: 'Billetterie' }, homePageDescription: 'One for all' })).toEqual([]);
    expect(errorsFor({ footers: [{ href: '/faq', title: { en: 'FAQ', es: 'Preguntas' } }] })).toEqual([]);
    expect(errorsFor({ homePageTitle: { fr: 'Billetterie' } })).toEqual(['homePageTitle.en: required (the fallback language)']);
    expect(errorsFor({ homePageTitle: { en: 'x'.repeat(121) } })).toEqual(['homePageTitle.en: at most 120 characters']);
    expect(errorsFor({ footers: [{ href: '/faq', title: { en: 'FAQ', xx: 'F' } }] })).toEqual([
      'footers[0].title.xx: unknown language (expected en, es, fr, nl, ru)',
    ]);
    expect(errorsFor({ homePageDescription: { en: '' } })).toEqual([]);
    expect(errorsFor({ homePageTitle: 3 })).toEqual(['homePageTitle: expected a text, got 3']);
  });

  it('picks a club text in the reader\'s language, else English', () => {
    expect(clubTextIn({ en: 'Tickets', fr: 'Billetterie' }, 'fr')).toBe('Billetterie');
    expect(clubTextIn({ en: 'Tickets', fr: 'Billetterie' }, 'nl')).toBe('Tickets');
    expect(clubTextIn('Tickets', 'ru')).toBe('Tickets');
  });

  it('reports every error at once', () => {
    const errors = errorsFor({ primaryColor: 'red', logoUrl: 'javascript:x', locales: [], typo: 1 });
    expect(errors).toHaveLength(4);
    expect(errors).toContain('typo: unknown field');
  });

  it('refuses a file that is not an object', () => {
    expect(validateSiteConfig([])).toEqual({ ok: false, errors: ['configuration: expected an object, got a list'] });
    expect(validateSiteConfig(null)).toEqual({ ok: false, errors: ['configuration: expected an object, got null'] });
  });

  it('checks the public base address', () => {
    expect(errorsFor({ publicBaseUrl: 'localhost:3000' })).toEqual(['publicBaseUrl: expected an absolute http or https address, got "localhost:3000"']);
    expect(errorsFor({ publicBaseUrl: 'https://tickets.example/' })).toEqual(['publicBaseUrl: must not end with /']);
  });
});
