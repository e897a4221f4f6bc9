import { Link } from "react-router";

import type { Route } from "./+types/terms";
import { ProsePage } from "~/components/layout/prose-page";
import { formatLocation } from "~/content/business";
import { COMPANY_PAGES_UPDATED_ON, formatContentDate } from "~/content/public-pages";
import { SOCIAL_IMAGES } from "~/content/social-images";
import { rootDataFromMatches, useRootData } from "~/lib/root-data";
import { PUBLIC_PAGE_HEADERS } from "~/lib/http/document.server";
import { buildMeta } from "~/lib/seo";
import { STATIC_PAGE } from "~/lib/static-page";

export const headers: Route.HeadersFunction = () => PUBLIC_PAGE_HEADERS;

/** Plain HTML: no script is sent for this page (decision 016). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { business, siteUrl } = rootDataFromMatches(matches);
  return buildMeta({
    title: `Terms of Service | ${business.shortName}`,
    description: "The plain-language terms for using this website, its guided diagnosis, QR code generator and product reviews.",
    path: "/terms",
    siteUrl,
    siteName: business.name,
    image: SOCIAL_IMAGES.about,
  });
};

export default function Terms() {
  const { business } = useRootData();
  return (
    <ProsePage title="Terms of Service" updated={formatContentDate(COMPANY_PAGES_UPDATED_ON)}>
      <p>
        These terms apply to your use of this website, run by {business.name} in {formatLocation(business)}. By using the site you
        agree to them. Repairs and services we carry out for you are covered by the written estimate or work order you receive at
        the time, not by these terms.
      </p>
      <h2>Guided diagnosis</h2>
      <p>
        The <Link to="/contact">PC diagnosis</Link> offers general first steps based on the problem you describe. It cannot see
        your computer, so its suggestions are guidance, not a guarantee. Back up important files before trying any fix, and stop
        and call us if something seems risky. We are not responsible for data loss from steps you carry out yourself.
      </p>
      <h2>QR code generator</h2>
      <p>
        You may use the codes you make with the <Link to="/qrcoder">QR Coder</Link> for any lawful purpose, including commercial
        use. You are responsible for what you encode. Test a code with your own phone before you print it.
      </p>
      <h2>Reviews, prices and affiliate links</h2>
      <ul>
        <li>Our reviews and ratings are our own editorial opinion.</li>
        <li>
          Prices shown are indicative and may have changed since we last checked them. The price and availability shown on Amazon
          at the time of purchase apply.
        </li>
        <li>As an Amazon Associate we earn from qualifying purchases. This never changes the price you pay.</li>
      </ul>
      <h2>Acceptable use</h2>
      <p>
        Don&apos;t use the site to send false or abusive requests, to try to break into it, or to overload it with automated
        traffic. We may block requests that do.
      </p>
      <h2>Liability</h2>
      <p>
        The site is provided &ldquo;as is&rdquo;. To the extent the law allows, we are not liable for indirect losses arising from
        its use. Nothing in these terms limits rights you have under Florida or federal consumer law.
      </p>
      <h2>Changes and contact</h2>
      <p>
        We may update these terms; the date at the top shows the latest version. Questions? E-mail{" "}
        <a href={`mailto:${business.email}`}>{business.email}</a>.
      </p>
    </ProsePage>
  );
}
