import { Transform } from "node:stream";

const HEAD_END = "</head>";

/**
 * Module preloads at low fetch priority. React hoists one <link rel="modulepreload"> per
 * script of the page into <head>, and at their default high priority ~25 of them compete with
 * the stylesheet for a slow link, which holds back the first paint. At low priority the
 * browser fetches the stylesheet first and the scripts right after; the page is server-rendered
 * and its forms work before hydration, so painting first is the better trade.
 */
export function lowerModulePreloadPriority(head: string): string {
  return head.replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
}

/** Buffers the document up to </head>, rewrites that part, then passes the rest through. */
export function createHeadTransform(rewrite: (head: string) => string = lowerModulePreloadPriority): Transform {
  let pending: Buffer[] = [];
  let done = false;
  const flushHead = (self: Transform) => {
    done = true;
    const text = Buffer.concat(pending).toString("utf8");
    pending = [];
    const end = text.indexOf(HEAD_END);
    self.push(end === -1 ? text : rewrite(text.slice(0, end)) + text.slice(end));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      // The head ends in the shell React flushes first; only a few KB are ever held.
      if (Buffer.concat(pending).includes(HEAD_END)) flushHead(this);
      callback();
    },
    flush(callback) {
      if (!done) flushHead(this);
      callback();
    },
  });
}
