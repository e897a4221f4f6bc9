import type { ReviewPageContent } from "./types";

export const LAPTOP_REVIEWS: ReviewPageContent = {
  subtitle: "Ultraportables, gaming machines and budget notebooks, tested the way our customers use them",
  intro:
    "We repair and set up laptops every week, so we judge them on what brings them back to our bench: heat, batteries, keyboards, hinges and how much memory and storage you can add later. These are the models we would buy with our own money today.",
  reviews: [
    {
      teaser:
        "Our top laptop pick gets the fundamentals right: a full day on battery, a sharp screen and a keyboard you will not tire of...",
      verdict:
        "This is the laptop we recommend first to students, home offices and small-business owners. It stays cool and quiet under everyday loads, wakes instantly, and will still feel quick in four or five years because it ships with enough memory.",
      pros: [
        "All-day battery life in real use, not just in the spec sheet",
        "Quiet or silent under everyday workloads",
        "Bright, sharp display with accurate color",
        "Excellent build quality and a precise touchpad",
      ],
      cons: [
        "Memory and storage cannot be upgraded later, so buy the size you need",
        "Only a couple of ports; plan on a USB-C hub",
      ],
      bestFor: "Anyone who wants one reliable laptop for work, school and travel without thinking about it.",
    },
    {
      teaser: "The premium Windows ultraportable for people who live in Office and Teams and want a laptop that feels special...",
      verdict:
        "A compact, beautifully made Windows laptop with modern low-power chips. Battery life is finally in the same league as the best ARM laptops, and the high-refresh screen makes daily work feel smooth.",
      pros: [
        "Premium aluminum build that survives a commuter bag",
        "Long battery life for a Windows laptop",
        "Smooth high-refresh display",
        "Fast wake and Windows Hello sign-in",
      ],
      cons: ["Limited ports and no headphone jack on some models", "Expensive for its raw performance"],
      bestFor: "Business travellers and Windows users who value portability and polish over ports.",
    },
    {
      teaser:
        "Serious graphics power in a body you can still carry all day, for gamers and creators who refuse to lug a brick...",
      verdict:
        "A compact performance laptop with a dedicated graphics card that handles modern games at high settings and speeds up video editing and 3D work. It is the pick when an ultrabook is not enough but a 6-pound gaming laptop is too much.",
      pros: [
        "Dedicated GPU for games, editing and AI tools",
        "Excellent high-refresh screen",
        "Portable for the performance",
        "Good cooling for its size",
      ],
      cons: ["Fans get loud under full load", "Battery life drops sharply when gaming", "Memory is often soldered"],
      bestFor: "Students and creators who game or edit video and still carry their laptop every day.",
    },
    {
      teaser: "The value pick: a dependable everyday laptop at a price that leaves room in the budget for a storage upgrade...",
      verdict:
        "An inexpensive laptop that covers browsing, e-mail, streaming and schoolwork well. The compromises are sensible, and its small SSD is the one thing we would upgrade, which our shop can do in under an hour.",
      pros: ["Low price for a Full HD screen and SSD", "Responsive for everyday tasks", "Upgradeable storage", "Modern Wi-Fi"],
      cons: ["Small starting storage", "Plastic build and an average battery", "Not for gaming or heavy multitasking"],
      bestFor: "Students, first laptops and anyone who needs the basics done well on a tight budget.",
    },
    {
      teaser: "A desktop replacement with the cooling to hold full speed for hours of gaming, rendering or compiling...",
      verdict:
        "A big, powerful laptop that behaves like a tower PC when plugged in. It is the choice for people who need maximum performance and a large screen in one box, and who will mostly use it on a desk.",
      pros: [
        "Top-tier CPU and GPU performance",
        "Fast, large high-refresh screen",
        "Upgradeable memory and storage",
        "Plenty of ports including wired Ethernet",
      ],
      cons: ["Heavy, with a large power brick", "Short battery life away from the outlet"],
      bestFor: "Gamers, engineers and 3D artists who want desktop power they can move between rooms.",
    },
  ],
};
