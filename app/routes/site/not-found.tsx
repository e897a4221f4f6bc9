import { data } from "react-router";

import { STATIC_PAGE } from "~/lib/static-page";

/** Plain HTML: no script is sent for the 404 page (decision 016). */
export const handle = STATIC_PAGE;

/** Every unknown page URL: a real 404 status, rendered by the root error boundary in the site's style. */
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
