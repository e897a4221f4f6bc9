import { createContext, useContext } from "react";

/** Which of the pages the dashboard links to the signed-in user's role opens (the links to the rest are left out). */
export interface DashboardLinks {
  settings: boolean;
  outbox: boolean;
  bookings: boolean;
}

export const DashboardLinksContext = createContext<DashboardLinks>({ settings: true, outbox: true, bookings: true });

export const useDashboardLinks = () => useContext(DashboardLinksContext);
