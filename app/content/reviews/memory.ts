import type { ReviewPageContent } from "./types";

export const MEMORY_REVIEWS: ReviewPageContent = {
  subtitle: "DDR5 and DDR4 desktop kits plus laptop memory, checked for compatibility on real boards",
  intro:
    "More memory is often the cheapest way to make a slow computer feel new. We install these kits in customer builds and upgrades and look at stability, real-world speed, cooler clearance and compatibility with common motherboards.",
  reviews: [
    {
      teaser:
        "Our top memory pick runs DDR5 at the speed current processors like best, in a low-profile kit that fits under big coolers...",
      verdict:
        "The kit we install most often in new builds. 32GB at 6000MHz is the sweet spot for gaming and creative work today, and the low heatspreader avoids clashes with large air coolers.",
      pros: [
        "Ideal speed for current CPUs",
        "32GB is plenty for gaming and multitasking",
        "Low profile fits under big coolers",
        "Lifetime warranty",
      ],
      cons: ["Remember to enable the memory profile in the BIOS", "No lighting, if you want it"],
      bestFor: "New gaming and workstation builds on current Intel and AMD platforms.",
    },
    {
      teaser: "The enthusiast pick: tight timings at the ideal speed for Ryzen, with tasteful lighting for a windowed case...",
      verdict:
        "Lower latency makes a measurable difference in some games, especially on AMD Ryzen. This kit is tuned for that platform and looks good in a showcase build.",
      pros: ["Very low latency", "AMD profile for one-click setup", "Attractive RGB lighting", "Lifetime warranty"],
      cons: ["Costs more for small gains outside games", "Taller than low-profile kits"],
      bestFor: "Ryzen gaming builds where every frame counts.",
    },
    {
      teaser: "The value DDR5 pick: dependable memory from a memory maker, with profiles for both Intel and AMD...",
      verdict:
        "An affordable DDR5 kit that just works. Its timings are looser than enthusiast kits, but for office work, browsing and most games the difference is hard to notice.",
      pros: ["Good price for 32GB DDR5", "Profiles for Intel and AMD", "Made by the memory manufacturer", "Lifetime warranty"],
      cons: ["Looser timings than enthusiast kits", "Plain appearance"],
      bestFor: "Budget builds and office PCs that need reliable DDR5.",
    },
    {
      teaser: "The DDR4 upgrade pick: the classic kit that brings older desktops back to life for very little money...",
      verdict:
        "Many capable desktops still run DDR4 with too little memory. Adding this kit is one of the cheapest upgrades we do, and it often makes a sluggish machine feel new.",
      pros: [
        "Cheap, noticeable upgrade for DDR4 systems",
        "Low profile fits nearly every cooler",
        "Very widely compatible",
        "Lifetime warranty",
      ],
      cons: ["DDR4 only; check your motherboard first", "16GB may be tight for heavy work"],
      bestFor: "Upgrading older desktops that feel slow with many browser tabs open.",
    },
    {
      teaser:
        "A compatibility-first alternative that runs at standard speed out of the box and saves its extra speed for one BIOS click...",
      verdict:
        "A sensible DDR5 kit for people who do not want to tinker. It boots at a safe default speed on nearly any board and reaches its rated speed with a single profile setting.",
      pros: ["Plug-and-play at standard speed", "Low operating voltage", "Broad motherboard compatibility", "Lifetime warranty"],
      cons: ["Slower timings than our top picks", "No lighting"],
      bestFor: "Prebuilt upgrades and builders who value stability over benchmarks.",
    },
  ],
};
