import { roleCan, type Role } from "~/lib/roles";

import { isFinalStatus, type TicketStatus } from "./statuses";

/** The refusal of a form the user's role does not allow. */
export const ROLE_REFUSAL = "Your role does not allow this.";

/**
 * What a role may do on a ticket's page beyond opening it (notes, photos, the passcode and the
 * edit form come with the page): move it through the bench's statuses, hand the machine back
 * (picked up, returned unrepaired), write and send estimates, record money and invoices, and
 * record an answer given by phone (estimates or payments). Safe in the browser: the page hides
 * what a role cannot use; the server checks every post.
 */
export interface TicketPageCan {
  work: boolean;
  pickup: boolean;
  estimates: boolean;
  payments: boolean;
  decide: boolean;
}

export const EVERYTHING: TicketPageCan = { work: true, pickup: true, estimates: true, payments: true, decide: true };

export function ticketPageCan(role: Role): TicketPageCan {
  const estimates = roleCan(role, "estimates");
  const payments = roleCan(role, "payments");
  return {
    work: roleCan(role, "ticket.work"),
    pickup: roleCan(role, "ticket.pickup"),
    estimates,
    payments,
    decide: estimates || payments,
  };
}

/** Whether `can` allows a move to `to`: a machine handed back needs pickup, any other move the bench's work. */
export function canMoveTo(can: TicketPageCan, to: TicketStatus): boolean {
  return isFinalStatus(to) ? can.pickup : can.work;
}
