import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** Every URL of the site, in the spec's route table order (spec §2). */
export default [
  index("routes/site/home.tsx"),
  route("about", "routes/site/about.tsx"),
  route("future", "routes/site/future.tsx"),
  route("privacy", "routes/site/privacy.tsx"),
  route("terms", "routes/site/terms.tsx"),

  // /products: one parent layout (query client) for listings, reviews and motherboard pages.
  layout("routes/products/layout.tsx", [
    // catalog and motherboard routes go here, with their full paths: route("products/laptops", …)
  ]),

  route("robots.txt", "routes/site/robots.ts"),
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("api/*", "routes/api/not-found.ts"),
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
