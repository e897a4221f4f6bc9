/** The services the about page lists, in the order the shop presents them. */
export const SERVICES: ReadonlyArray<{ name: string; description: string; link?: { to: string; label: string } }> = [
  { name: "Custom PC and Personal AI Builds", description: "Workstations and home AI rigs specified for what you actually run." },
  { name: "Laptop Repair", description: "Screens, keyboards, batteries, charging ports, hinges and overheating." },
  {
    name: "Virus and Malware Removal",
    description: "Clean-up, browser hijack repair and protection that doesn't slow you down.",
  },
  { name: "Hardware Upgrades", description: "SSDs, memory and graphics upgrades that give older machines years more life." },
  { name: "Data Recovery", description: "Getting files back from failing drives, deleted partitions and dead laptops." },
  { name: "Network Setup", description: "Wi-Fi that reaches every room, mesh systems, printers and small-office networks." },
  { name: "Custom PC Building", description: "Gaming and office PCs assembled, cable-managed and stress-tested." },
  {
    name: "Advanced AI Repair Recommendations",
    description: "Guided diagnostics and parts advice from our tech center.",
    link: { to: "/future", label: "Visit the Tech Center" },
  },
  {
    name: "Website Design and QR Services",
    description: "Small-business websites, plus QR codes for your links and business cards.",
    link: { to: "/qrcoder", label: "Try the QR Coder" },
  },
  { name: "Web Hosting", description: "Fast, backed-up hosting with someone local to call when something breaks." },
];
