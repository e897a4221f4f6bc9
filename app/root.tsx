import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";

import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ButtonLink } from "~/components/ui/button";
import { getConfig } from "~/lib/config.server";
import { useNonce } from "~/lib/nonce";
import type { RootData } from "~/lib/root-data";
import { isStaticPage } from "~/lib/static-page";
import { ToasterSlot } from "~/components/layout/toaster-slot";
import { currentBusiness, currentTimeZone } from "~/features/settings/index.server";

export const links: Route.LinksFunction = () => [
  // precedence makes React put the stylesheet at the top of <head>, ahead of the many
  // modulepreload links it hoists there, so the one render-blocking request starts first.
  { rel: "stylesheet", href: appCss, precedence: "default" } as Route.LinkDescriptors[number],
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function loader(): RootData {
  const config = getConfig();
  return { business: currentBusiness(), siteUrl: config.SITE_URL, year: new Date().getFullYear(), timeZone: currentTimeZone() };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // A static page (handle STATIC_PAGE, decision 016) is sent without any script. Only the
  // server leaves it out: once a hydrated page navigates in the browser, the app keeps its
  // scripts whatever page it shows next.
  const matches = useMatches();
  const withScripts = !(import.meta.env.SSR && isStaticPage(matches));
  // Marks the document once React has hydrated it, so CSS and tests can tell it from the server's HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="focus:text-brand-800 sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        {withScripts ? (
          <>
            <ToasterSlot />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // An admin page or action the signed-in user's role does not open.
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const title = notFound ? "Page not found" : forbidden ? "Not for your role" : "Something went wrong";
  const message = notFound
    ? "We couldn't find the page you were looking for. It may have moved, or the address may have a typo."
    : forbidden
      ? "Your role does not open this page. Ask the owner if you need it."
      : "An unexpected error stopped this page from loading. Please try again in a moment.";
  if (!notFound && !forbidden && import.meta.env.DEV) console.error(error);
  return (
    <section className="container-page py-20 text-center">
      <title>{`${title} | Computer Repair Melbourne, FL`}</title>
      <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
        {isRouteErrorResponse(error) ? `Error ${error.status}` : "Error"}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {forbidden ? (
          <ButtonLink to="/admin">Back to the dashboard</ButtonLink>
        ) : (
          <>
            <ButtonLink to="/">Back to Home</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              PC Diagnostics
            </ButtonLink>
          </>
        )}
      </div>
    </section>
  );
}
