/** The admin password the e2e server starts with (ADMIN_PASSWORD). */
export const E2E_ADMIN_PASSWORD = "e2e-admin-password-123";
