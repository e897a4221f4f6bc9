/** Customers: one record per person across leads, bookings and tickets; server only. */
export {
  attachCustomer,
  attachTicketCustomer,
  claimContact,
  lockCustomer,
  samePhoneCustomer,
  type CustomerContact,
} from "./attach.server";
export { customerAction, crossSiteCustomerRefusal, type CustomerActionResult } from "./customer-actions.server";
export { loadCustomerDetail, type CustomerDetail } from "./customer-detail.server";
export { loadCustomersPage, parseCustomerId, type CustomersPage } from "./customers-admin.server";
export { mergeCustomers, splitRecord } from "./merge-split.server";
export { searchAll, type SearchResults } from "./search.server";
