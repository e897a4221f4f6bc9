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
