import { data } from "react-router";

/** Every unknown page URL: a real 404 status, rendered by the root error boundary in the site's style. */
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
