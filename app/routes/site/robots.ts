import { getConfig } from "~/lib/config.server";
import { refuseWriteToFile } from "~/lib/http/request.server";

export function loader() {
  const { SITE_URL } = getConfig();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api",
    "Disallow: /diagnosis",
    "",
    `Sitemap: ${SITE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

export const action = refuseWriteToFile;
