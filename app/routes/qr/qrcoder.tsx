import type { Route } from "./+types/qrcoder";
import { PageHero } from "~/components/layout/page-hero";
import { SOCIAL_IMAGES } from "~/content/social-images";
import { QrWorkspace } from "~/features/qr/components/qr-workspace";
import { PUBLIC_PAGE_HEADERS } from "~/lib/page-cache.server";
import { rootDataFromMatches } from "~/lib/root-data";
import { buildMeta } from "~/lib/seo";

export const headers: Route.HeadersFunction = () => PUBLIC_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { business, siteUrl } = rootDataFromMatches(matches);
  return buildMeta({
    title: `Private QR Code Generator | ${business.shortName}`,
    description:
      "Make QR codes for websites, contact cards, business cards and Wi-Fi right in your browser. Nothing you type leaves your device; save codes locally and download them as a zip.",
    path: "/qrcoder",
    siteUrl,
    siteName: business.name,
    image: SOCIAL_IMAGES.qr,
  });
};

export default function QrCoder() {
  return (
    <>
      <PageHero
        title="Private QR Code Generator"
        subtitle="Website links, contact cards, business cards and Wi-Fi logins, made right here in your browser. Nothing you type is sent to us or anyone else."
      />
      <div className="container-page py-10">
        <QrWorkspace />
      </div>
    </>
  );
}
