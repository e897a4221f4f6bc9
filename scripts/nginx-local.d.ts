import type { ChildProcess } from "node:child_process";
import type { IncomingHttpHeaders } from "node:http";

export declare const NGINX_BIN: string;
export declare const SHIPPED_CONFIG: string;

/** Why this machine cannot run the proxy, or null when it can. */
export declare function nginxMissing(): string | null;

export declare function selfSignedCertificate(dir: string): { cert: string; key: string; pem: Buffer };

export interface SiteOptions {
  /** The two upstream app servers' ports (the same one twice for one server). */
  appPorts: number[];
  httpPort: number;
  httpsPort: number;
  /** build/client of the build being served. */
  clientDir: string;
  prefix: string;
  cert: string;
  key: string;
}

export declare function renderSiteConfig(options: SiteOptions): string;

export declare function startNginx(
  options: SiteOptions & { workers?: number; extraHttp?: string },
): Promise<{ child: ChildProcess; errorLog: () => string; stop: () => Promise<void> }>;

export declare function proxyRequest(
  port: number,
  target: string,
  options?: { method?: string; headers?: Record<string, string>; body?: string | Buffer; ca?: Buffer; localAddress?: string },
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>;
