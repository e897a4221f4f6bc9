import type { ReviewPageContent } from "./types";

export const HARD_DRIVE_REVIEWS: ReviewPageContent = {
  subtitle: "NVMe SSDs, portable drives and bulk hard drives for upgrades, backups and NAS builds",
  intro:
    "A storage upgrade is still the single biggest speed-up for most computers, and the right backup drive is what saves your photos when a laptop dies. We install and recover drives every day; these are the ones we trust.",
  reviews: [
    {
      teaser: "Our top storage pick pairs flagship PCIe 4.0 speed with the endurance and warranty we want for a system drive...",
      verdict:
        "The drive we put in new builds and high-end upgrades. It loads games and large projects quickly, keeps its speed during long copies and comes with a long warranty and good health-monitoring software.",
      pros: [
        "Flagship sequential and random performance",
        "Stays fast during long writes",
        "High endurance rating and a 5-year warranty",
        "Useful vendor software for firmware and health checks",
      ],
      cons: ["Costs more than drives most people cannot tell apart in daily use", "Needs a heatsink in a PS5 or a hot laptop"],
      bestFor: "System drives in gaming PCs, workstations and PS5 expansions where you want the best.",
    },
    {
      teaser: "A high-performance alternative that trades blows with the fastest drives and often costs a little less...",
      verdict:
        "Practically as fast as our top pick in real applications, with mature firmware and a strong reputation for game-loading performance. Buy whichever of the two is cheaper on the day.",
      pros: [
        "Excellent real-world speed",
        "Good thermals for an M.2 drive",
        "Heatsink version available for consoles",
        "5-year warranty",
      ],
      cons: ["Dashboard software is Windows-only", "Price swings often, so check before buying"],
      bestFor: "Gamers and PS5 owners who want top speed for their library.",
    },
    {
      teaser: "The value NVMe pick: far faster than SATA for everyday use, at a price per terabyte that is hard to beat...",
      verdict:
        "For browsing, office work and most games you will not notice the difference between this and a flagship drive. It slows down only during very large sustained copies, which most home users rarely do.",
      pros: ["Low price per terabyte", "Big jump over SATA SSDs and hard drives", "Runs cool in laptops", "5-year warranty"],
      cons: ["Sustained writes slow once the cache fills", "Lower endurance rating than premium drives"],
      bestFor: "Laptop upgrades and budget desktops that need lots of fast space.",
    },
    {
      teaser: "The portable pick: a rugged, pocket-sized SSD that moves big files in seconds and survives a bag full of keys...",
      verdict:
        "External SSDs are the easiest backup and transfer drives for most people. This one is fast over a single USB-C cable, comes with both cable types and shrugs off drops and rain.",
      pros: [
        "Fast USB-C transfers",
        "Rugged, water- and dust-resistant shell",
        "Works with Windows, Mac, iPad and Android",
        "Both cable types included",
      ],
      cons: ["Full speed needs a 10Gbps USB port", "Costs more per terabyte than a hard drive"],
      bestFor: "Photographers, students and anyone who backs up or moves files between computers.",
    },
    {
      teaser: "Bulk storage for backups and media: when you need many terabytes, a hard drive is still the sensible choice...",
      verdict:
        "Hard drives are slow compared with SSDs but hold several times more data per dollar. This pick is the one we use in customer NAS boxes and backup arrays, where steady reliability matters more than speed.",
      pros: [
        "Lowest cost per terabyte",
        "Designed for always-on use",
        "Quiet for a 3.5-inch drive",
        "Good for RAID and NAS rebuilds",
      ],
      cons: ["Far slower than any SSD; not for your operating system", "Needs a desktop bay, dock or NAS"],
      bestFor: "Home NAS units, backup drives and media libraries.",
    },
  ],
};
