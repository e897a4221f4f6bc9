import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { QR_IMAGE_SIZE, createQrMatrix, qrPathData } from "~/features/qr";

import { ticketIntakeOf, type TicketIntake } from "./intake.server";
import { DEVICE_TYPE_LABELS, isDeviceType } from "./statuses";
import { ticketStatusUrl } from "./tickets.server";

/** What the label and the drop-off receipt print. */
export interface TicketPrint {
  id: number;
  number: string;
  customerName: string;
  email: string | null;
  phone: string | null;
  /** The last word of the name: what the sticker shows to match a machine to its owner. */
  surname: string;
  device: string;
  serial: string | null;
  problem: string;
  accessories: string | null;
  estimateCents: number | null;
  createdAt: string;
  statusUrl: string;
  /** The status URL's QR code (the site's own encoder): an SVG path in a QR_IMAGE_SIZE box. */
  qr: { path: string; size: number };
  /** The intake as signed (the receipt prints it), and any pickup; never the passcode. */
  intake: TicketIntake | null;
}

/** A ticket ready to print, or null when there is none or its details were erased. */
export async function loadTicketPrint(db: Kysely<Database>, id: number): Promise<TicketPrint | null> {
  const t = await db.selectFrom("tickets").selectAll().where("id", "=", id).executeTakeFirst();
  if (!t?.token || t.erased_at) return null;
  const statusUrl = ticketStatusUrl(t.token);
  const words = t.customer_name.trim().split(/\s+/);
  return {
    id: Number(t.id),
    number: t.number,
    customerName: t.customer_name,
    email: t.email,
    phone: t.phone,
    surname: words[words.length - 1] ?? "",
    device: `${DEVICE_TYPE_LABELS[isDeviceType(t.device_type) ? t.device_type : "other"]}, ${t.device_model}`,
    serial: t.serial,
    problem: t.problem,
    accessories: t.accessories,
    estimateCents: t.estimate_cents === null ? null : Number(t.estimate_cents),
    createdAt: t.created_at,
    statusUrl,
    qr: { path: qrPathData(createQrMatrix(statusUrl)), size: QR_IMAGE_SIZE },
    intake: ticketIntakeOf(t),
  };
}
