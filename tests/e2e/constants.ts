/** The admin password the e2e server starts with (ADMIN_PASSWORD). */
export const E2E_ADMIN_PASSWORD = "e2e-admin-password-123";
/** The e2e server keeps leads this many months (not the default 24), so a test sees the page read the setting. */
export const E2E_LEAD_RETENTION_MONTHS = 18;
/** The owner signs in with the shop's e-mail: the default BUSINESS_EMAIL, which no e2e server changes. */
export const E2E_OWNER_EMAIL = "help@spacecoastpcrepair.com";
