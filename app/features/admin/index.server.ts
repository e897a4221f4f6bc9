/** The admin's sign-in, as other features use it; server only. */
export { sweepAdminAuth } from "./auth.server";
