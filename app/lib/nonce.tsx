import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/**
 * This render's mark on the inline scripts React Router writes, on the server; empty in the
 * browser. The CSP lists the hashes of the marked scripts only, so a script that got into the page
 * any other way stays blocked; the mark is taken out of the page before it is sent.
 */
export function useNonce(): string {
  return useContext(NonceContext);
}
