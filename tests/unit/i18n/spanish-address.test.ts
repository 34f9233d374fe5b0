import { describe, expect, it } from 'vitest';
import { clientTexts, seedTexts, serverTexts, siteConfigTexts } from './locale-texts.js';
import type { LocaleText } from './locale-texts.js';

/**
 * The shop speaks to the fan informally in Spanish ("tú": "elige", "tu pedido", "inténtalo"),
 * never with the formal "usted" (booking, the seat map and some errors used it while the rest
 * said "tú"). Every Spanish text is checked: the client translations, the server's mails, test
 * payment page and document labels, and the demo's site configuration and seeded translations.
 *
 * Only markers that cannot be anything but formal address are detected:
 * - "usted", "ustedes";
 * - a formal imperative opening a clause ("Elija un bloque", "…: pague o cancele", "Vuelva a…");
 *   mid-clause the same forms are often a third person's subjunctive ("hasta que tu amigo las
 *   acepte", "que vuelva a enviar"), so they are not flagged there;
 * - formal imperatives with an attached pronoun ("inténtelo", "quítelo", "resérvelas"), which a
 *   subjunctive can never have;
 * - "su"/"sus" + a noun that in this shop only ever belongs to the fan ("su pedido", "su carrito",
 *   "su turno"…). "sus asientos" and "sus entradas" are left out: they are also an order's or an
 *   event's seats and tickets ("tu pedido y sus asientos se han liberado");
 * - "le" for the fan before a verb the shop uses that way ("le hemos enviado", "le dejará").
 * Formal verb forms such as "puede" or "tiene" are third-person forms too and are left to review.
 */
const IMPERATIVES = [
  'acepte', 'añada', 'arrastre', 'cancele', 'compruebe', 'complete', 'confirme', 'contacte', 'descargue', 'elija', 'elimine',
  'escriba', 'espere', 'haga', 'indique', 'inicie', 'introduzca', 'mantenga', 'ocupe', 'pague', 'pida', 'póngase', 'pulse',
  'quite', 'recargue', 'rellene', 'revise', 'seleccione', 'utilice', 'vuelva',
];
const ENCLITIC = ['inténtelo', 'quítelo', 'quítela', 'quítelos', 'quítelas', 'resérvelo', 'resérvela', 'resérvelos', 'resérvelas', 'acéptela', 'acéptelas', 'retírela', 'retírelas'];
const POSSESSED = [
  'su pedido', 'sus pedidos', 'su carrito', 'su cuenta', 'su selección', 'sus filtros', 'su turno', 'su sitio', 'su sesión',
  'su contraseña', 'sus datos', 'su acceso', 'su compra', 'sus compras', 'su dirección', 'su correo', 'su pago', 'su primera entrada', 'sus primeras entradas',
];
const LE = ['le hemos', 'le enviaremos', 'le dejará', 'le dejaremos', 'le reembolsará', 'le redirigirá', 'le recomendamos', 'le rogamos'];

const L = '\\p{L}';
const MARKERS: [string, RegExp][] = [
  ['usted', new RegExp(`(^|[^${L}])ustedes?(?=$|[^${L}])`, 'iu')],
  ['imperative', new RegExp(`(^|[.:;!?¡¿(«“]\\s*)(${IMPERATIVES.join('|')})(?=$|[^${L}])`, 'iu')],
  ['enclitic imperative', new RegExp(`(^|[^${L}])(${ENCLITIC.join('|')})(?=$|[^${L}])`, 'iu')],
  ['possessive', new RegExp(`(^|[^${L}])(${POSSESSED.join('|')})(?=$|[^${L}])`, 'iu')],
  ['pronoun', new RegExp(`(^|[^${L}])(${LE.join('|')})(?=$|[^${L}])`, 'iu')],
];

const formal = (texts: LocaleText[]) => texts.flatMap(([where, text]) =>
  MARKERS.filter(([, pattern]) => pattern.test(text)).map(([marker]) => `${where} (${marker}): ${text}`));

describe('Spanish address markers', () => {
  it('catch the formal forms and leave the informal ones and third persons alone', () => {
    const flagged = (text: string) => formal([['t', text]]).length > 0;
    for (const text of ['¿Ha olvidado usted su contraseña?', 'Elija un bloque.', 'Cada entrada ya tiene asiento: añada una entrada.',
      'No se ha perdido nada: inténtelo de nuevo.', 'Resumen de su pedido', 'Su carrito está vacío.', 'Si existe, le hemos enviado un enlace.']) {
      expect(flagged(text), text).toBe(true);
    }
    for (const text of ['Elige un bloque.', 'Resumen de tu pedido', 'Siguen siendo tuyas hasta que tu amigo las acepte.',
      'Pide al remitente que vuelva a enviar las entradas.', 'Ha pasado el plazo de tu pedido y sus asientos se han liberado.',
      'El evento ha empezado: sus entradas ya no se pueden transferir.', 'Este código ha alcanzado su límite de uso.']) {
      expect(flagged(text), text).toBe(false);
    }
  });
});

describe('Spanish texts', () => {
  it('address the fan as tú in the client translations (not usted)', () => {
    const texts = clientTexts('es');
    expect(texts.length).toBeGreaterThan(500);
    expect(formal(texts)).toEqual([]);
  });

  it('address the fan as tú in the server’s mails, pages and documents', () => {
    expect(formal(serverTexts('es'))).toEqual([]);
  });

  it('address the fan as tú in the demo configuration and seed', () => {
    const seed = seedTexts('es');
    expect(seed.length).toBeGreaterThan(20);
    expect(formal([...siteConfigTexts('es'), ...seed])).toEqual([]);
  });
});
