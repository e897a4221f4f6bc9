import type { Migration } from "kysely";

import * as m0001 from "./0001-app-meta";
import * as m0002 from "./0002-products";
import * as m0003 from "./0003-motherboards";
import * as m0004 from "./0004-leads";
import * as m0005 from "./0005-admin-auth";
import * as m0006 from "./0006-affiliate-clicks";
import * as m0007 from "./0007-abuse-limits";
import * as m0008 from "./0008-shop-workflow";
import * as m0009 from "./0009-product-content";
import * as m0011 from "./0011-shop-settings";
import * as m0012 from "./0012-repair-tickets";
import * as m0013 from "./0013-privacy";
import * as m0014 from "./0014-scale-indexes";
import * as m0015 from "./0015-dashboard-indexes";
import * as m0016 from "./0016-index-plans";
import * as m0017 from "./0017-ticket-status-counts";
import * as m0018 from "./0018-customers";
import * as m0019 from "./0019-journey";
import * as m0020 from "./0020-messages";
import * as m0021 from "./0021-outbox-attachment-names";
import * as m0022 from "./0022-email-keys";
import * as m0023 from "./0023-booking-requests";
import * as m0024 from "./0024-money";
import * as m0025 from "./0025-intake";
import * as m0026 from "./0026-lead-triage";
import * as m0027 from "./0027-staff";

/**
 * Migrations are imported statically (not read from disk) so they travel inside
 * the server bundle. Add new ones at the end; never rename an existing key.
 */
export const MIGRATIONS: Record<string, Migration> = {
  "0001-app-meta": m0001,
  "0002-products": m0002,
  "0003-motherboards": m0003,
  "0004-leads": m0004,
  "0005-admin-auth": m0005,
  "0006-affiliate-clicks": m0006,
  "0007-abuse-limits": m0007,
  "0008-shop-workflow": m0008,
  "0009-product-content": m0009,
  "0011-shop-settings": m0011,
  "0012-repair-tickets": m0012,
  "0013-privacy": m0013,
  "0014-scale-indexes": m0014,
  "0015-dashboard-indexes": m0015,
  "0016-index-plans": m0016,
  "0017-ticket-status-counts": m0017,
  "0018-customers": m0018,
  "0019-journey": m0019,
  "0020-messages": m0020,
  "0021-outbox-attachment-names": m0021,
  "0022-email-keys": m0022,
  "0023-booking-requests": m0023,
  "0024-money": m0024,
  "0025-intake": m0025,
  "0026-lead-triage": m0026,
  "0027-staff": m0027,
};
