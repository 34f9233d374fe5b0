import { describe, expect, it } from 'vitest';
import { renderTransferMail } from '../../../src/server/services/transfers/transfer-mail.js';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';

const values = (count: number) => ({
  senderName: 'Anna', toEmail: 'bob@shop.example', ticketLines: Array.from({ length: count }, (_, i) => `Match, seat ${i + 1}`),
  link: 'https://shop.example/t', clubName: 'FC Test', clubShortName: 'FCT',
});

describe('the transfer mail', () => {
  it('speaks of one ticket in the singular throughout, and of several in the plural', () => {
    const one = renderTransferMail('fr', values(1));
    expect(one.subject).toBe('FCT – Anna vous envoie un billet');
    expect(one.text).toContain('Voir et accepter le billet\u00a0: https://shop.example/t');
    expect(one.text).toContain('pour l’accepter');
    expect(one.text).toContain('le billet lui reste');
    const two = renderTransferMail('fr', values(2));
    expect(two.subject).toBe('FCT – Anna vous envoie des billets');
    expect(two.text).toContain('Anna vous envoie 2 billets');
    expect(two.text).toContain('les billets lui restent');
  });

  it('words one ticket differently from several in every language', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const one = renderTransferMail(locale, values(1));
      const two = renderTransferMail(locale, values(2));
      expect(one.subject, locale).not.toBe(two.subject);
      // After the list: the link's action, how to accept, what happens if ignored.
      const tail = (text: string) => text.split('\n').slice(-6).join('\n').replaceAll('https://shop.example/t', '');
      expect(tail(one.text), locale).not.toBe(tail(two.text));
    }
  });
});
