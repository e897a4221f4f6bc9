import type { Route } from "./+types/qrcoder";
import { PageHero } from "~/components/layout/page-hero";
import { QrWorkspace } from "~/features/qr/components/qr-workspace";
import { currentBusiness } from "~/features/settings/index.server";
import { PUBLIC_PAGE_HEADERS } from "~/lib/http/document.server";
import { useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo.server";

export const headers: Route.HeadersFunction = () => PUBLIC_PAGE_HEADERS;

export function loader() {
  const business = currentBusiness();
  return {
    meta: pageMeta(business, {
      title: `Private QR Code Generator | ${business.shortName}`,
      description:
        "Make QR codes for websites, contact cards, business cards and Wi-Fi right in your browser. Nothing you type leaves your device; save codes locally and download them as a zip.",
      path: "/qrcoder",
      image: "qr",
    }),
  };
}

// Built in the loader (pageMeta): the browser bundle carries no tag builder.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function QrCoder() {
  const { timeZone } = useRootData();
  return (
    <>
      <PageHero
        title="Private QR Code Generator"
        subtitle="Website links, contact cards, business cards and Wi-Fi logins, made right here in your browser. Nothing you type is sent to us or anyone else."
      />
      <div className="container-page py-10">
        <QrWorkspace eventTimeZone={timeZone} />
      </div>
    </>
  );
}
