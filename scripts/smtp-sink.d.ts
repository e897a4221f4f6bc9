export interface SmtpSink {
  port: number;
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  /** Every message accepted, as received (RFC 5322 source). */
  messages: Buffer[];
  /** The user names and passwords clients signed in with. */
  logins: Array<{ username: string; password: string }>;
  /** accept, answer 451 (try later) or 550 (refused) to every recipient and message. */
  setMode(mode: "accept" | "tempfail" | "permfail"): void;
  close(): Promise<void>;
}

export declare function startSmtpSink(options?: {
  port?: number;
  onMessage?: (raw: Buffer) => void | Promise<void>;
}): Promise<SmtpSink>;
