// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { ArrivalNotice } from '../../../src/app/layout/arrival-notice.js';
import { arrivalNotice, noticeOnArrival } from '../../../src/lib/arrival-notice.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

/** A new fan confirming the e-mail landed on the page they came from with no word that it worked. */
beforeAll(async () => {
  stubMatchMedia();
  initI18n({ locales: ['en', 'nl'], languageCookieMinutes: null } as unknown as SiteConfig);
  await i18n.changeLanguage('nl');
});
afterEach(cleanup);

describe('the arrival notice', () => {
  it('says its message on the page it was set for, then is gone once the fan moves on', () => {
    const memory = memoryLocation({ path: '/profile', record: true });
    noticeOnArrival('auth:verifyEmail.done', '/profile?tab=general');
    renderWithProviders(<Router hook={memory.hook} searchHook={memory.searchHook}><ArrivalNotice /></Router>);
    const notice = screen.getByTestId('arrival-notice');
    expect(notice.textContent).toBe('Je e-mailadres is bevestigd en je account is actief: je bent ingelogd.');
    expect(notice.getAttribute('role')).toBe('status');
    act(() => memory.navigate('/orders'));
    expect(screen.queryByTestId('arrival-notice')).toBeNull();
    expect(arrivalNotice.key).toBeNull();
  });

  it('says nothing on another page than the one it was set for', () => {
    const memory = memoryLocation({ path: '/' });
    noticeOnArrival('auth:verifyEmail.done', '/profile');
    renderWithProviders(<Router hook={memory.hook} searchHook={memory.searchHook}><ArrivalNotice /></Router>);
    expect(screen.queryByTestId('arrival-notice')).toBeNull();
  });
});
