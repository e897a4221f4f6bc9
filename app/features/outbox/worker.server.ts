import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { now as clockNow, type Clock } from "~/lib/clock.server";
import type { MailConfig } from "~/lib/config.server";
import { log } from "~/lib/log.server";

import { claimDueMessages, markFailedTry, markSent } from "./claim.server";
import { createSmtpSender, describeSendError, type MailSender } from "./transport.server";

/** Messages claimed per round; a round repeats until nothing is due. */
const BATCH = 10;
/** Sends in flight at once per server. */
const PARALLEL = 4;

export interface OutboxWorker {
  /** Looks for due messages now rather than at the next interval. */
  wake(): void;
  /** Sends everything due now; resolves with how many were tried. Tests call it directly. */
  drain(): Promise<number>;
  /** Stops the interval and waits for sends in flight. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  postgres: boolean;
  mail: MailConfig;
  pollMs: number;
  clock?: Clock;
  /** Tests may hand in their own; the default sends through SMTP_URL. */
  sender?: MailSender;
  /** false: no interval, only drain() (tests). */
  poll?: boolean;
  /**
   * A pass that queues messages due by the clock (the booking reminders), run before a round at
   * most once per SCHEDULED_EVERY_MS; resolves with how many it queued.
   */
  scheduled?: (now: Date) => Promise<number>;
}

/** How often the scheduled pass runs at most: its messages are due by the day, not the second. */
export const SCHEDULED_EVERY_MS = 60_000;

/**
 * The server's outbox worker: every `pollMs`, and whenever woken, claims due messages and sends
 * them. A send that fails is queued again after its backoff or marked failed (claim.server). Any
 * database error ends the round quietly; the next round tries again.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, postgres, mail, pollMs, clock = clockNow, poll = true } = options;
  const sender = options.sender ?? createSmtpSender(mail);
  const leaseMs = mail.timeoutMs * 4;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastScheduled = -Infinity;

  /** The scheduled pass, when its time has come; a failure waits for the next one. */
  async function runScheduled(): Promise<void> {
    const at = clock();
    if (!options.scheduled || Math.abs(at.getTime() - lastScheduled) < SCHEDULED_EVERY_MS) return;
    lastScheduled = at.getTime();
    try {
      const queued = await options.scheduled(at);
      if (queued > 0) log("info", "outbox: scheduled messages queued", { queued });
    } catch (error) {
      log("warn", "outbox: scheduled pass failed", { errorName: error instanceof Error ? error.name : "error" });
    }
  }

  async function sendOne(claimed: Awaited<ReturnType<typeof claimDueMessages>>[number]): Promise<void> {
    const { row } = claimed;
    try {
      await sender.send(row);
    } catch (error) {
      const reason = describeSendError(error);
      const outcome = await markFailedTry(db, claimed, reason, clock());
      log(outcome === "failed" ? "error" : "warn", "outbox: send failed", {
        id: row.id,
        kind: row.kind,
        attempts: row.attempts,
        reason,
        outcome,
      });
      return;
    }
    const recorded = await markSent(db, claimed, clock());
    log("info", "outbox: sent", {
      id: row.id,
      kind: row.kind,
      attempts: row.attempts,
      ...(recorded ? {} : { note: "lease had lapsed" }),
    });
  }

  async function round(): Promise<number> {
    let tried = 0;
    for (;;) {
      const claimed = await claimDueMessages(db, { now: clock(), leaseMs, limit: BATCH, postgres });
      if (claimed.length === 0) return tried;
      tried += claimed.length;
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(PARALLEL, claimed.length) }, async () => {
          while (next < claimed.length) await sendOne(claimed[next++]!);
        }),
      );
      if (stopped) return tried;
    }
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        await runScheduled();
        try {
          total += await round();
        } catch (error) {
          log("warn", "outbox: round failed", { errorName: error instanceof Error ? error.name : "error" });
        }
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule() {
    if (stopped || !poll) return;
    timer = setTimeout(() => {
      void drain().finally(schedule);
    }, pollMs);
    timer.unref();
  }
  schedule();

  return {
    wake() {
      if (!stopped) void drain();
    },
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      sender.close();
    },
  };
}

let current: OutboxWorker | undefined;

/** Makes `worker` the one wakeOutbox() wakes (the server's start); undefined forgets it. */
export function setOutboxWorker(worker: OutboxWorker | undefined): void {
  current = worker;
}

/**
 * Call after a transaction that queued a message has committed: this server's worker sends it
 * at once instead of at its next interval. Other servers need no call; their interval finds it.
 */
export function wakeOutbox(): void {
  current?.wake();
}
