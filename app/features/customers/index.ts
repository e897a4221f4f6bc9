/** Customers: what the browser may load (reading a search). */
export { SEARCH_LIMIT, SEARCH_MAX, parseSearch, type SearchTerm } from "./schema";
