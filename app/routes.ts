import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";

/** One spelling per page: "/ABOUT" is not a second copy of "/about" (React Router matches without regard to case unless told). */
const caseSensitive = (entry: RouteConfigEntry): RouteConfigEntry => ({
  ...entry,
  caseSensitive: true,
  children: entry.children?.map(caseSensitive),
});

/**
 * Every URL of the site. The /api/*.php paths keep their legacy names because existing
 * clients call exactly these.
 */
export default (
  [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("future", "routes/site/future.tsx"),
    route("privacy", "routes/site/privacy.tsx"),
    route("terms", "routes/site/terms.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("diagnosis", "routes/diagnosis/diagnosis.tsx"),
    route("qrcoder", "routes/qr/qrcoder.tsx"),
    route("repair", "routes/repair/lookup.tsx"),
    route("repair/:token", "routes/repair/status.tsx"),
    route("booking/confirm/:token", "routes/booking/confirm.tsx"),
    route("intake/photos/:token", "routes/intake/photos.tsx"),
    route("intake/photos/:token/upload", "routes/intake/photo-upload.ts"),

    // Catalog: an index, six listings and six review pages; one module per kind. They fetch on the
    // client only on demand (see features/catalog/use-category-products.ts), so no query client here.
    route("products", "routes/products/index.tsx"),
    route("products/laptops", "routes/products/listing.tsx", { id: "products-laptops" }),
    route("products/hard-drives", "routes/products/listing.tsx", { id: "products-hard-drives" }),
    route("products/monitors", "routes/products/listing.tsx", { id: "products-monitors" }),
    route("products/keyboards", "routes/products/listing.tsx", { id: "products-keyboards" }),
    route("products/mice", "routes/products/listing.tsx", { id: "products-mice" }),
    route("products/memory", "routes/products/listing.tsx", { id: "products-memory" }),
    route("products/laptop-reviews", "routes/products/review.tsx", { id: "products-laptop-reviews" }),
    route("products/hard-drive-reviews", "routes/products/review.tsx", { id: "products-hard-drive-reviews" }),
    route("products/monitor-reviews", "routes/products/review.tsx", { id: "products-monitor-reviews" }),
    route("products/keyboard-reviews", "routes/products/review.tsx", { id: "products-keyboard-reviews" }),
    route("products/mice-reviews", "routes/products/review.tsx", { id: "products-mice-reviews" }),
    route("products/memory-reviews", "routes/products/review.tsx", { id: "products-memory-reviews" }),

    // The motherboard pages query on the client from the start: their parent layout holds the query client.
    layout("routes/products/layout.tsx", [
      route("products/motherboard-components", "routes/products/motherboard-components.tsx"),
      route("products/motherboard-memory", "routes/products/motherboard-memory.tsx"),
    ]),

    route("admin/login", "routes/admin/login.tsx"),
    route("admin/login/code", "routes/admin/login-code.tsx"),
    route("admin/logout", "routes/admin/logout.ts"),
    route("admin/reset", "routes/admin/reset-request.tsx"),
    route("admin/reset/:token", "routes/admin/password-link.tsx", { id: "admin-reset-link" }),
    route("admin/welcome/:token", "routes/admin/password-link.tsx", { id: "admin-welcome-link" }),
    route("admin/account/second-factor", "routes/admin/account-second-factor.tsx"),
    route("admin/audit.csv", "routes/admin/audit-csv.ts"),
    route("admin/leads.csv", "routes/admin/leads-csv.ts"),
    route("admin/tickets.csv", "routes/admin/tickets-csv.ts"),
    route("admin/money.csv", "routes/admin/money-csv.ts"),
    route("admin/privacy/export", "routes/admin/privacy-export.ts"),
    route("admin/tickets/:id/label", "routes/admin/ticket-print.tsx", { id: "admin-ticket-label" }),
    route("admin/tickets/:id/receipt", "routes/admin/ticket-print.tsx", { id: "admin-ticket-receipt" }),
    route("admin/tickets/:id/invoice", "routes/admin/ticket-invoice.tsx"),
    route("admin/tickets/:id/photos", "routes/admin/ticket-photos.ts"),
    route("admin/tickets/:id/photos/:photoId", "routes/admin/ticket-photo.ts"),
    route("admin", "routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("leads", "routes/admin/leads.tsx"),
      route("leads/:id", "routes/admin/lead.tsx"),
      route("bookings", "routes/admin/bookings.tsx"),
      route("outbox", "routes/admin/outbox.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("services", "routes/admin/services.tsx"),
      route("privacy", "routes/admin/privacy.tsx"),
      route("tickets", "routes/admin/tickets.tsx"),
      route("tickets/new", "routes/admin/ticket-new.tsx"),
      route("tickets/:id", "routes/admin/ticket.tsx"),
      route("customers", "routes/admin/customers.tsx"),
      route("customers/:id", "routes/admin/customer.tsx"),
      route("search", "routes/admin/search.tsx"),
      route("staff", "routes/admin/staff.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("account", "routes/admin/account.tsx"),
    ]),

    route("robots.txt", "routes/site/robots.ts"),
    route("sitemap.xml", "routes/site/sitemap.ts"),
    route("api/enhanced-get-products.php", "routes/api/enhanced-get-products.ts"),
    route("api/get-products.php", "routes/api/get-products.ts"),
    route("api/get-motherboard-models.php", "routes/api/get-motherboard-models.ts"),
    route("api/get-motherboard-components.php", "routes/api/get-motherboard-components.ts"),
    route("api/diagnose.php", "routes/api/diagnose.ts"),
    route("api/diagnose/triage", "routes/api/diagnose-triage.ts"),
    route("api/diagnose/answers", "routes/api/diagnose-answers.ts"),
    route("api/book-slot", "routes/api/book-slot.ts"),
    route("api/booking-slots", "routes/api/booking-slots.ts"),
    route("api/affiliate-click.php", "routes/api/affiliate-click.ts"),
    route("api/add-product.php", "routes/api/add-product.ts"),
    route("api/update-product.php", "routes/api/update-product.ts"),
    route("api/delete-product.php", "routes/api/delete-product.ts"),
    route("api/move-product.php", "routes/api/move-product.ts"),
    route("api/*", "routes/api/not-found.ts"),
    route("*", "routes/site/not-found.tsx"),
  ] satisfies RouteConfig
).map(caseSensitive);
