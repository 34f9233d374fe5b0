/**
 * What My purchases shows beside a seat ticket: whose it is (holder or subscriber), whether that
 * can still be filled in, and whether its document can be downloaded and why not.
 */
import type { HolderField, HolderKind, HolderRules, HolderValues } from './holder/holder-fields.js';
import { HOLDER_FIELDS, holderDisplayName, isGiven, isMandatory, missingHolderFields } from './holder/holder-fields.js';
import type { DownloadGate, TicketDownloadFacts, TicketFormat } from './ticket-downloads.js';
import { canEditHolder, ticketDownloadGate } from './ticket-downloads.js';
import type { TicketTransferView } from './transfer.js';
import { eventStarted, transferRefusal } from './transfer.js';

export interface TicketPurchaseInfo {
  format: TicketFormat;
  holderKind: HolderKind;
  holder: HolderValues | null;
  holderName: string | null;
  /** Requirement kind of each field for this ticket. */
  holderRules: HolderRules;
  /** Fields the fan may still fill in or change now (empty when the ticket is no longer theirs or its event has started). */
  editableHolderFields: HolderField[];
  /**
   * Why the holder form, which the ticket's rules would offer, is closed though the ticket is still
   * the fan's (shown beside the holder instead of the button); null when open or not offered.
   */
  holderClosedReason: HolderClosedReason | null;
  missingHolderFields: HolderField[];
  download: DownloadGate;
  /** The ticket's transfer to someone else, pending or accepted; null when none. */
  transfer: TicketTransferView | null;
  /** On a ticket received by transfer: the sender's name, '' when their account was deleted since. */
  receivedFrom: string | null;
  /** The ticket may be sent to someone now. */
  transferable: boolean;
  /** Its rate needs proof of eligibility (reduced, child), checked at the entrance. */
  proofRequired: boolean;
}

/** Why a ticket the fan still owns can no longer have its holder named (also the server's error code). */
export type HolderClosedReason = 'HOLDER_EVENT_STARTED';

/** Facts of a ticket beyond its download state: its transfers and its event's start. */
export interface TicketTransferFacts {
  transfer: TicketTransferView | null;
  receivedFrom: string | null;
  eventStart: string;
  installmentsUnpaid: boolean;
  /** The ticket's rate needs proof of eligibility at the entrance (products.requires_proof). */
  proofRequired?: boolean;
}

/** The purchase view of one ticket from its states, holder and rules. */
export function ticketPurchaseInfo(
  facts: Omit<TicketDownloadFacts, 'missingHolderFields' | 'transferStatus'>,
  transfers: TicketTransferFacts,
  holder: HolderValues | null,
  holderKind: HolderKind,
  rules: HolderRules,
): TicketPurchaseInfo {
  const states = { ...facts, transferStatus: transfers.transfer?.status ?? null };
  const missing = missingHolderFields(holder, rules);
  const started = eventStarted(transfers.eventStart, facts.now);
  // From the start a holder once named stays as named; a ticket never named may still be, so a fan
  // arriving late can download it.
  const effectiveRules = started ? namedHolderFrozen(rules) : rules;
  const editableUnder = (r: HolderRules): HolderField[] => canEditHolder(states)
    ? HOLDER_FIELDS.filter((f) => r[f] === 'mandatory_with_change' || !isGiven(f, holder?.[f]))
    : [];
  const formUseful = (fields: HolderField[]) => fields.some((f) => isMandatory(rules[f]));
  const open = editableUnder(effectiveRules);
  // After the start the form is only for naming: optional extras alone no longer open it.
  const editable = started && !formUseful(open) ? [] : open;
  return {
    format: facts.format,
    holderKind,
    holder,
    holderName: holderDisplayName(holder),
    holderRules: effectiveRules,
    editableHolderFields: editable,
    // Said only where the form would have been offered before the start and is not now.
    holderClosedReason: started && !formUseful(editable) && formUseful(editableUnder(rules)) ? 'HOLDER_EVENT_STARTED' : null,
    missingHolderFields: missing,
    download: ticketDownloadGate({ ...states, missingHolderFields: missing }),
    transfer: transfers.transfer,
    receivedFrom: transfers.receivedFrom,
    transferable: transferRefusal({ ...states, eventStart: transfers.eventStart, installmentsUnpaid: transfers.installmentsUnpaid }) === null,
    // Said only while the ticket can still be shown at the gate: a cancelled or resold one never will.
    proofRequired: (transfers.proofRequired ?? false) && facts.active && facts.orderStatus !== 'cancelled' && facts.ticketState !== 'refunded',
  };
}

/** The rules once the event has started: a field given may no longer take another value. */
const namedHolderFrozen = (rules: HolderRules): HolderRules =>
  Object.fromEntries(HOLDER_FIELDS.map((f) => [f, rules[f] === 'mandatory_with_change' ? 'mandatory_without_change' : rules[f]])) as HolderRules;

/** True when the holder form is worth showing: something mandatory is missing or may still change. */
export const holderFormUseful = (info: TicketPurchaseInfo): boolean =>
  info.editableHolderFields.some((f) => isMandatory(info.holderRules[f]));

/**
 * A pack seat's other tickets after its holder was saved on one of them: they share the holder,
 * and only the holder's reason to block their download changes (their day X is their own).
 */
export function withSharedHolder(sibling: TicketPurchaseInfo, saved: TicketPurchaseInfo): TicketPurchaseInfo {
  const reasons = sibling.download.reasons.filter((r) => r !== 'TICKET_HOLDER_INFO_MISSING' || saved.missingHolderFields.length > 0);
  return {
    ...sibling,
    holder: saved.holder,
    holderName: saved.holderName,
    missingHolderFields: saved.missingHolderFields,
    editableHolderFields: saved.editableHolderFields,
    holderClosedReason: saved.holderClosedReason,
    download: { ...sibling.download, reasons, downloadable: reasons.length === 0 },
  };
}
