/**
 * The demo club's content in its other languages (content_translations, migration 018): stands,
 * categories, rates, competitions, packs, extras, event and promo code descriptions, matched by their English
 * text. A real club enters them with `npm run admin -- translate`. The free e-mail delivery's name
 * ("Envoi par email") is left out: the client knows that extra by it and shows its own text.
 */
import type { Db } from '../database.js';

type Other = 'es' | 'fr' | 'nl' | 'ru';
type Texts = Record<string, Record<Other, string>>;

const STANDS: Texts = {
  'North Stand': { es: 'Tribuna Norte', fr: 'Tribune Nord', nl: 'Noordtribune', ru: 'Северная трибуна' },
  'East Stand': { es: 'Tribuna Este', fr: 'Tribune Est', nl: 'Oosttribune', ru: 'Восточная трибуна' },
  'South Stand': { es: 'Tribuna Sur', fr: 'Tribune Sud', nl: 'Zuidtribune', ru: 'Южная трибуна' },
  'West Stand': { es: 'Tribuna Oeste', fr: 'Tribune Ouest', nl: 'Westtribune', ru: 'Западная трибуна' },
};

// The levels and categories of a generated theatre, horseshoe or arena (`npm run db:seed -- --venue`).
const GENERATED_VENUE_NAMES: Texts = {
  Stalls: { es: 'Platea', fr: 'Orchestre', nl: 'Parterre', ru: 'Партер' },
  'Dress Circle': { es: 'Entresuelo', fr: 'Corbeille', nl: 'Eerste balkon', ru: 'Бельэтаж' },
  'Upper Circle': { es: 'Anfiteatro', fr: 'Balcon', nl: 'Tweede balkon', ru: 'Балкон' },
  Gallery: { es: 'Paraíso', fr: 'Galerie', nl: 'Engelenbak', ru: 'Галерея' },
  Centre: { es: 'Centro', fr: 'Centre', nl: 'Midden', ru: 'Центр' },
  Floor: { es: 'Pista', fr: 'Fosse', nl: 'Vloer', ru: 'Танцпол' },
  Standing: { es: 'De pie', fr: 'Debout', nl: 'Staanplaatsen', ru: 'Стоячие места' },
  VIP: { es: 'VIP', fr: 'VIP', nl: 'VIP', ru: 'VIP' },
};

/**
 * The demo's rates. A rate's name sits beside amounts and the discount column on the summary, the
 * invoice and the mail: it must not read as that column's word (the Dutch reduced rate was
 * "Korting", the word for discount).
 */
export const DEMO_RATE_NAMES: Texts = {
  'Full price': { es: 'Tarifa completa', fr: 'Plein tarif', nl: 'Volledig tarief', ru: 'Полный тариф' },
  Reduced: { es: 'Reducida', fr: 'Tarif réduit', nl: 'Reductietarief', ru: 'Льготный' },
  Child: { es: 'Niño', fr: 'Enfant', nl: 'Kind', ru: 'Детский' },
  Resale: { es: 'Reventa', fr: 'Revente', nl: 'Doorverkoop', ru: 'Перепродажа' },
  'Member rate': { es: 'Tarifa de socio', fr: 'Tarif membre', nl: 'Ledentarief', ru: 'Тариф для членов клуба' },
  'Corporate rate': { es: 'Tarifa de empresa', fr: 'Tarif entreprise', nl: 'Bedrijfstarief', ru: 'Корпоративный тариф' },
  'Pack – Full price': { es: 'Pack – Tarifa completa', fr: 'Pack – Plein tarif', nl: 'Pakket – Volledig tarief', ru: 'Пакет – Полный тариф' },
  'Season ticket – Full price': { es: 'Abono – Tarifa completa', fr: 'Abonnement – Plein tarif', nl: 'Seizoenkaart – Volledig tarief', ru: 'Абонемент – Полный тариф' },
  'Season ticket – Reduced': { es: 'Abono – Reducida', fr: 'Abonnement – Tarif réduit', nl: 'Seizoenkaart – Reductietarief', ru: 'Абонемент – Льготный' },
};

const NAMES: Texts = {
  ...STANDS,
  ...GENERATED_VENUE_NAMES,
  'Category 1': { es: 'Categoría 1', fr: 'Catégorie 1', nl: 'Categorie 1', ru: 'Категория 1' },
  'Category 2': { es: 'Categoría 2', fr: 'Catégorie 2', nl: 'Categorie 2', ru: 'Категория 2' },
  'Category 3': { es: 'Categoría 3', fr: 'Catégorie 3', nl: 'Categorie 3', ru: 'Категория 3' },
  'Category 4': { es: 'Categoría 4', fr: 'Catégorie 4', nl: 'Categorie 4', ru: 'Категория 4' },
  ...DEMO_RATE_NAMES,
  'Premier Division': { es: 'Primera División', fr: 'Première division', nl: 'Eredivisie', ru: 'Премьер-дивизион' },
  'National Cup': { es: 'Copa Nacional', fr: 'Coupe nationale', nl: 'Nationale beker', ru: 'Национальный кубок' },
  'Autumn Trio': { es: 'Trío de otoño', fr: 'Trio d\u2019automne', nl: 'Herfsttrio', ru: 'Осеннее трио' },
  'Season ticket 2026/27': { es: 'Abono 2026/27', fr: 'Abonnement 2026/27', nl: 'Seizoenkaart 2026/27', ru: 'Абонемент 2026/27' },
  'Plastic card': { es: 'Tarjeta de plástico', fr: 'Carte plastique', nl: 'Plastic kaart', ru: 'Пластиковая карта' },
  Parking: { es: 'Aparcamiento', fr: 'Parking', nl: 'Parkeren', ru: 'Парковка' },
};

const DESCRIPTIONS: Texts = {
  'Hospitality seats in the main stand': { es: 'Asientos de hospitalidad en la tribuna principal', fr: 'Places hospitalité dans la tribune principale', nl: 'Hospitalityplaatsen in de hoofdtribune', ru: 'VIP-места на главной трибуне' },
  'Central seats along the touchline': { es: 'Asientos centrales junto a la banda', fr: 'Places centrales le long de la ligne de touche', nl: 'Middenplaatsen langs de zijlijn', ru: 'Центральные места вдоль боковой линии' },
  'Side seats towards the corners': { es: 'Asientos laterales hacia los córneres', fr: 'Places latérales vers les corners', nl: 'Zijplaatsen richting de hoeken', ru: 'Боковые места ближе к угловым' },
  'Seats behind the goals': { es: 'Asientos detrás de las porterías', fr: 'Places derrière les buts', nl: 'Plaatsen achter de doelen', ru: 'Места за воротами' },
  'Upper ends and standing sections': { es: 'Fondos altos y sectores de pie', fr: 'Virages hauts et secteurs debout', nl: 'Bovenste vakken en staanplaatsen', ru: 'Верхние сектора и стоячие места' },
  'Standard adult ticket': { es: 'Entrada estándar para adultos', fr: 'Billet adulte standard', nl: 'Standaard ticket voor volwassenen', ru: 'Стандартный взрослый билет' },
  'Students, seniors and jobseekers, on proof': { es: 'Estudiantes, mayores y desempleados, con justificante', fr: 'Étudiants, seniors et demandeurs d\u2019emploi, sur justificatif', nl: 'Studenten, senioren en werkzoekenden, op vertoon van bewijs', ru: 'Студенты, пенсионеры и безработные, при предъявлении документа' },
  'Under 12, accompanied by an adult: free': { es: 'Menores de 12, acompañados por un adulto: gratis', fr: 'Moins de 12 ans accompagnés d\u2019un adulte\u00a0: gratuit', nl: 'Onder de 12, onder begeleiding van een volwassene: gratis', ru: 'До 12 лет в сопровождении взрослого: бесплатно' },
  'For club members: 20% off the full price': { es: 'Para socios del club: 20\u00a0% menos que la tarifa completa', fr: 'Pour les membres du club\u00a0: 20\u202f% de moins que le plein tarif', nl: 'Voor clubleden: 20% korting op het volledige tarief', ru: 'Для членов клуба: на 20\u00a0% дешевле полного тарифа' },
  'For the staff of partner companies': { es: 'Para el personal de las empresas colaboradoras', fr: 'Pour le personnel des entreprises partenaires', nl: 'Voor medewerkers van partnerbedrijven', ru: 'Для сотрудников компаний-партнёров' },
  'The national league': { es: 'La liga nacional', fr: 'Le championnat national', nl: 'De nationale competitie', ru: 'Национальная лига' },
  'The knock-out cup': { es: 'La copa por eliminatorias', fr: 'La coupe à élimination directe', nl: 'De knock-outbeker', ru: 'Кубок на выбывание' },
  'Three home matches for the price of two and a half.': { es: 'Tres partidos en casa por el precio de dos y medio.', fr: 'Trois matchs à domicile pour le prix de deux et demi.', nl: 'Drie thuiswedstrijden voor de prijs van tweeënhalf.', ru: 'Три домашних матча по цене двух с половиной.' },
  'Your seat for every remaining home league match.': { es: 'Tu asiento para todos los partidos de liga en casa que quedan.', fr: 'Votre place pour tous les matchs de championnat restants à domicile.', nl: 'Je plaats voor elke resterende thuiswedstrijd in de competitie.', ru: 'Ваше место на всех оставшихся домашних матчах лиги.' },
  'Premier Division, matchday 12.': { es: 'Primera División, jornada 12.', fr: 'Première division, 12e journée.', nl: 'Eredivisie, speelronde 12.', ru: 'Премьер-дивизион, 12-й тур.' },
  'Your tickets on a reusable club card': { es: 'Tus entradas en una tarjeta del club reutilizable', fr: 'Vos billets sur une carte du club réutilisable', nl: 'Je tickets op een herbruikbare clubkaart', ru: 'Ваши билеты на многоразовой карте клуба' },
  'A place in the stadium car park on match day': { es: 'Una plaza en el aparcamiento del estadio el día del partido', fr: 'Une place sur le parking du stade le jour du match', nl: 'Een plek op de parkeerplaats van het stadion op de wedstrijddag', ru: 'Место на парковке стадиона в день матча' },
  'E-tickets sent by email': { es: 'Entradas electrónicas enviadas por correo electrónico', fr: 'Billets électroniques envoyés par e-mail', nl: 'E-tickets per e-mail verzonden', ru: 'Электронные билеты по электронной почте' },
  // Amounts are spaced as the shop formats money and percentages (domain/money.ts, percent.ts): a no-break space, never a plain one.
  'Welcome offer: 10% off your first order': { es: 'Oferta de bienvenida: 10\u00a0% de descuento en tu primer pedido', fr: 'Offre de bienvenue\u00a0: 10\u202f% de réduction sur votre première commande', nl: 'Welkomstaanbieding: 10% korting op je eerste bestelling', ru: 'Приветственное предложение: скидка 10\u00a0% на первый заказ' },
  '€5 off orders of €20 or more': { es: '5\u00a0€ de descuento en pedidos de 20\u00a0€ o más', fr: '5\u00a0€ de réduction dès 20\u00a0€ de commande', nl: '€\u00a05 korting op bestellingen vanaf €\u00a020', ru: 'Скидка 5\u00a0€ на заказы от 20\u00a0€' },
  'Half price on one ticket': { es: 'Una entrada a mitad de precio', fr: 'Moitié prix sur un billet', nl: 'Halve prijs op één ticket', ru: 'Скидка 50\u00a0% на один билет' },
  'Summer offer (expired)': { es: 'Oferta de verano (caducada)', fr: 'Offre d’été (expirée)', nl: 'Zomeraanbieding (verlopen)', ru: 'Летнее предложение (истекло)' },
  '20% off this match, once per fan': { es: '20\u00a0% de descuento en este partido, una vez por aficionado', fr: '20\u202f% de réduction sur ce match, une fois par supporter', nl: '20% korting op deze wedstrijd, één keer per fan', ru: 'Скидка 20\u00a0% на этот матч, один раз для каждого болельщика' },
  'National Cup quarter-final.': { es: 'Cuartos de final de la Copa Nacional.', fr: 'Quart de finale de la Coupe nationale.', nl: 'Kwartfinale van de nationale beker.', ru: 'Четвертьфинал Национального кубка.' },
};

const SOURCES = [
  { entity: 'stand', table: 'stands', fields: ['name'] },
  { entity: 'category', table: 'categories', fields: ['name', 'description'] },
  { entity: 'product', table: 'products', fields: ['name', 'description'] },
  { entity: 'competition', table: 'competitions', fields: ['name', 'description'] },
  { entity: 'campaign_pack', table: 'campaign_packs', fields: ['name', 'description'] },
  { entity: 'event', table: 'events', fields: ['description'] },
  { entity: 'ancillary', table: 'ancillaries', fields: ['name', 'description'] },
  { entity: 'promo_code', table: 'promo_codes', fields: ['description'] },
] as const;

export async function seedTranslations(db: Db): Promise<void> {
  const rows: { entity: string; entity_id: number; field: string; locale: string; value: string }[] = [];
  for (const source of SOURCES) {
    const items = (await db.selectFrom(source.table).selectAll().execute()) as unknown as Record<string, unknown>[];
    for (const item of items) {
      for (const field of source.fields) {
        const text = item[field];
        const translated = typeof text === 'string' ? (field === 'name' ? NAMES : DESCRIPTIONS)[text] : undefined;
        if (!translated) continue;
        for (const [locale, value] of Object.entries(translated)) rows.push({ entity: source.entity, entity_id: Number(item['id']), field, locale, value });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('content_translations').values(rows.slice(i, i + 200)).execute();
}
