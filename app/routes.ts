import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** Every URL of the site, in the spec's route table order (spec §2). */
export default [
  index("routes/site/home.tsx"),
  route("about", "routes/site/about.tsx"),
  route("future", "routes/site/future.tsx"),
  route("privacy", "routes/site/privacy.tsx"),
  route("terms", "routes/site/terms.tsx"),
  route("contact", "routes/site/contact.tsx"),
  route("diagnosis", "routes/diagnosis/diagnosis.tsx"),
  route("qrcoder", "routes/qr/qrcoder.tsx"),

  // /products: one parent layout (query client) for listings, reviews and motherboard pages.
  layout("routes/products/layout.tsx", [
    // catalog and motherboard routes go here, with their full paths: route("products/laptops", …)
    route("products/motherboard-components", "routes/products/motherboard-components.tsx"),
    route("products/motherboard-memory", "routes/products/motherboard-memory.tsx"),
  ]),

  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/leads.csv", "routes/admin/leads-csv.ts"),
  route("admin", "routes/admin/layout.tsx", [index("routes/admin/index.ts"), route("leads", "routes/admin/leads.tsx")]),

  route("robots.txt", "routes/site/robots.ts"),
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("api/diagnose.php", "routes/api/diagnose.ts"),
  route("api/affiliate-click.php", "routes/api/affiliate-click.ts"),
  route("api/get-motherboard-models.php", "routes/api/get-motherboard-models.ts"),
  route("api/get-motherboard-components.php", "routes/api/get-motherboard-components.ts"),
  route("api/*", "routes/api/not-found.ts"),
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
