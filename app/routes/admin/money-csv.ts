import type { Route } from "./+types/money-csv";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { MoneyCsvRangeSchema, moneyCsv } from "~/features/money/index.server";
import { csvDownload } from "~/lib/csv";

/** /admin/money.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the invoices and payments of those days, for the accountant. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "money");
  const params = new URL(request.url).searchParams;
  const parsed = MoneyCsvRangeSchema.safeParse({ from: params.get("from") ?? undefined, to: params.get("to") ?? undefined });
  if (!parsed.success)
    return new Response(`${parsed.error.issues.map((i) => i.message).join(" ")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const { from, to } = parsed.data;
  return csvDownload(moneyCsv(db, parsed.data), `money-${from}-to-${to}.csv`);
}
