import { Link } from "react-router";

import { Banner } from "~/components/ui/form-field";

/** Shown on every admin page: e-mail is off, or some messages could not be sent. */
export function MailStatusBanner({ mailConfigured, failed }: { mailConfigured: boolean; failed: number }) {
  return (
    <>
      {!mailConfigured && (
        <Banner tone="warning" role="status" title="E-mail alerts are off." className="mt-4">
          New leads and bookings are stored and their alerts wait in the{" "}
          <Link to="/admin/outbox" className="underline">
            outbox
          </Link>
          , but nothing is sent. To turn alerts on, set <code>SMTP_URL</code>, <code>MAIL_FROM</code> and{" "}
          <code>SHOP_NOTIFY_TO</code> and restart the server (see docs/email.md); then use “Retry now” for any waiting message you
          still want.
        </Banner>
      )}
      {failed > 0 && (
        <Banner tone="error" role="status" className="mt-4">
          <span className="font-semibold">
            {failed === 1 ? "1 e-mail could not be sent" : `${failed} e-mails could not be sent`}.
          </span>{" "}
          <Link to="/admin/outbox?status=failed" className="underline">
            See the failed messages
          </Link>{" "}
          to retry them.
        </Banner>
      )}
    </>
  );
}
