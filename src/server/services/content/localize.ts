/**
 * The catalogue and order answers in the fan's language: each function names the entities it
 * needs (for one dictionary query) and rewrites their texts, keeping the default where a
 * translation is missing.
 */
import type { FastifyRequest } from 'fastify';
import type { EventSummary, PackSummary } from '../../../domain/catalog.js';
import type { AppliedDiscount, TicketGroup } from '../../../domain/ticket-groups.js';
import type { ResaleTicketView } from '../../../domain/resale-view.js';
import type { ArenaDetail } from '../../db/repositories/catalog-arenas.js';
import type { OptionView } from '../orders/ancillaries.js';
import { DEFAULT_TICKET_WITHDRAWAL } from '../../../domain/cart-payload.js';
import type { ContentDictionary } from './translations.js';
import { requestContent } from './translations.js';

export function localizeEvent(event: EventSummary, d: ContentDictionary): EventSummary {
  const competition = event.competition;
  return {
    ...event,
    name: d.text('event', event.id, 'name', event.name),
    description: d.textOrNull('event', event.id, 'description', event.description),
    competition: competition === null ? null : {
      ...competition,
      name: d.text('competition', competition.id, 'name', competition.name),
      description: d.textOrNull('competition', competition.id, 'description', competition.description),
    },
  };
}

export function localizePack(pack: PackSummary, d: ContentDictionary): PackSummary {
  return {
    ...pack,
    name: d.text('campaign_pack', pack.id, 'name', pack.name),
    description: d.textOrNull('campaign_pack', pack.id, 'description', pack.description),
    breakdowns: pack.breakdowns.map((e) => ({ ...e, name: d.text('event', e.id, 'name', e.name) })),
  };
}

export function localizeArena(arena: ArenaDetail, d: ContentDictionary): ArenaDetail {
  return {
    ...arena,
    stands: arena.stands.map((s) => ({ ...s, name: d.text('stand', s.id, 'name', s.name) })),
    categories: arena.categories.map((c) => ({ ...c, name: d.text('category', c.id, 'name', c.name), description: d.textOrNull('category', c.id, 'description', c.description) })),
    products: arena.products.map((p) => ({ ...p, name: d.text('product', p.id, 'name', p.name), description: d.textOrNull('product', p.id, 'description', p.description) })),
  };
}

export function localizeTicketGroups(groups: readonly TicketGroup[], d: ContentDictionary): TicketGroup[] {
  return groups.map((group) => ({
    ...group,
    ancillaryTickets: group.ancillaryTickets.map((a) => ({
      ...a,
      ancillaryName: a.ancillaryId === undefined ? a.ancillaryName : d.text('ancillary', a.ancillaryId, 'name', a.ancillaryName),
    })),
    packInfo: group.packInfo && { ...group.packInfo, name: d.text('campaign_pack', group.packInfo.packId, 'name', group.packInfo.name) },
    seatTickets: group.seatTickets.map((t) => ({
      ...t,
      productName: t.productId === undefined ? t.productName : d.text('product', t.productId, 'name', t.productName),
      eventInfo: { ...t.eventInfo, name: d.text('event', t.eventInfo.id, 'name', t.eventInfo.name) },
      seatInfo: {
        ...t.seatInfo,
        standName: d.text('stand', t.seatInfo.standId, 'name', t.seatInfo.standName),
        categoryName: t.categoryId === undefined ? t.seatInfo.categoryName : d.text('category', t.categoryId, 'name', t.seatInfo.categoryName),
      },
      packInfo: t.packInfo && { ...t.packInfo, name: d.text('campaign_pack', t.packInfo.packId, 'name', t.packInfo.name) },
    })),
  }));
}

export async function localizeEvents(request: FastifyRequest, events: EventSummary[]): Promise<EventSummary[]> {
  const d = await requestContent(request, { event: events.map((e) => e.id), competition: events.flatMap((e) => (e.competition ? [e.competition.id] : [])) });
  return events.map((e) => localizeEvent(e, d));
}

export async function localizePacks(request: FastifyRequest, packs: PackSummary[]): Promise<PackSummary[]> {
  const d = await requestContent(request, { campaign_pack: packs.map((p) => p.id), event: packs.flatMap((p) => p.breakdowns.map((e) => e.id)) });
  return packs.map((p) => localizePack(p, d));
}

export async function localizeArenaFor(request: FastifyRequest, arena: ArenaDetail): Promise<ArenaDetail> {
  const d = await requestContent(request, { stand: arena.stands.map((s) => s.id), category: arena.categories.map((c) => c.id), product: arena.products.map((p) => p.id) });
  return localizeArena(arena, d);
}

/** Orders, or anything holding their ticket groups (the cart summary). */
export async function localizeOrders<T extends { ticketGroups: TicketGroup[]; appliedDiscounts?: AppliedDiscount[] }>(request: FastifyRequest, orders: T[]): Promise<T[]> {
  const tickets = orders.flatMap((o) => o.ticketGroups.flatMap((g) => g.seatTickets));
  const d = await requestContent(request, {
    event: tickets.map((t) => t.eventInfo.id),
    stand: tickets.map((t) => t.seatInfo.standId),
    category: tickets.flatMap((t) => (t.categoryId === undefined ? [] : [t.categoryId])),
    product: tickets.flatMap((t) => (t.productId === undefined ? [] : [t.productId])),
    campaign_pack: tickets.flatMap((t) => (t.packInfo ? [t.packInfo.packId] : [])),
    ancillary: orders.flatMap((o) => o.ticketGroups.flatMap((g) => g.ancillaryTickets.flatMap((a) => (a.ancillaryId === undefined ? [] : [a.ancillaryId])))),
    promo_code: orders.flatMap((o) => (o.appliedDiscounts ?? []).map((a) => a.promoCode.id)),
  });
  return orders.map((o) => ({
    ...o,
    ticketGroups: localizeTicketGroups(o.ticketGroups, d),
    ...(o.appliedDiscounts ? { appliedDiscounts: o.appliedDiscounts.map((a) => ({ ...a, promoCode: { ...a.promoCode, description: d.textOrNull('promo_code', a.promoCode.id, 'description', a.promoCode.description) } })) } : {}),
  }));
}

/**
 * The extras of the options page. The free e-mail delivery keeps its name: the client knows it
 * by that name (DEFAULT_TICKET_WITHDRAWAL) and shows its own interface text for it instead.
 */
export async function localizeOptions(request: FastifyRequest, options: OptionView[]): Promise<OptionView[]> {
  const d = await requestContent(request, { ancillary: options.map((o) => o.id) });
  return options.map((o) => ({
    ...o,
    name: o.type === 'ticket_withdrawal' && o.name === DEFAULT_TICKET_WITHDRAWAL.name ? o.name : d.text('ancillary', o.id, 'name', o.name),
    description: d.textOrNull('ancillary', o.id, 'description', o.description),
  }));
}

/** The seller's tickets on the resale screen. */
export async function localizeResaleTickets(request: FastifyRequest, tickets: ResaleTicketView[]): Promise<ResaleTicketView[]> {
  const d = await requestContent(request, {
    event: tickets.map((t) => t.eventId),
    stand: tickets.map((t) => t.standId),
    category: tickets.map((t) => t.categoryId),
    campaign_pack: tickets.flatMap((t) => (t.campaignPackId === null ? [] : [t.campaignPackId])),
  });
  return tickets.map((t) => ({
    ...t,
    eventName: d.text('event', t.eventId, 'name', t.eventName),
    standName: d.text('stand', t.standId, 'name', t.standName),
    categoryName: d.text('category', t.categoryId, 'name', t.categoryName),
    packName: t.packName === null || t.campaignPackId === null ? t.packName : d.text('campaign_pack', t.campaignPackId, 'name', t.packName),
  }));
}
