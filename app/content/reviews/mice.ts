import type { ReviewPageContent } from "./types";

export const MICE_REVIEWS: ReviewPageContent = {
  subtitle: "Ergonomic productivity mice, light wireless gaming mice and dependable basics",
  intro:
    "A mouse that fits your hand prevents a lot of wrist pain. We use each mouse for everyday work and gaming, and check comfort, tracking on different surfaces, battery life and how well the buttons hold up.",
  reviews: [
    {
      teaser:
        "Our top mouse pick is built for long workdays: a sculpted shape, quiet clicks and a scroll wheel you will miss elsewhere...",
      verdict:
        "The productivity mouse we recommend to almost everyone who works at a computer. It supports the hand well, tracks on nearly any surface and makes long documents and spreadsheets faster to navigate.",
      pros: [
        "Comfortable, supportive shape",
        "Fast, precise scroll wheel plus a thumb wheel",
        "Tracks on glass",
        "Works with several computers",
      ],
      cons: ["Right-handed only", "Heavier than a gaming mouse"],
      bestFor: "Office workers, designers and anyone who spends the day in spreadsheets.",
    },
    {
      teaser: "The value wireless pick: accurate gaming-grade tracking and a lag-free connection for a small price...",
      verdict:
        "A simple, light wireless mouse with a sensor as precise as far pricier models. It runs for months on a battery and suits both games and everyday use.",
      pros: ["Excellent sensor for the price", "Lag-free wireless", "Long battery life", "Light and simple"],
      cons: ["Uses a disposable AA battery", "Small for large hands"],
      bestFor: "Budget gaming setups and anyone who wants a reliable wireless mouse.",
    },
    {
      teaser: "The feature-packed gaming pick: a classic shape with buttons for everything and top-tier wireless...",
      verdict:
        "A gaming mouse for players who want programmable buttons, a tunable scroll wheel and lighting. The shape fills the hand and suits palm grips.",
      pros: ["Many programmable buttons", "Top-tier sensor and wireless", "Comfortable palm-grip shape", "Crisp hybrid switches"],
      cons: ["Heavier than esports mice", "Premium price"],
      bestFor: "MMO, strategy and shooter players who use lots of key bindings.",
    },
    {
      teaser: "The lightweight esports pick: a featherweight ergonomic shape and a flawless sensor for competitive play...",
      verdict:
        "Built for competitive gaming, this mouse strips out extras to keep weight low while keeping a comfortable ergonomic shape and a top-end sensor.",
      pros: ["Very light for quick flicks", "Comfortable ergonomic shape", "Flawless tracking", "Long battery life"],
      cons: ["No extra buttons or lighting", "Right-handed only", "Expensive"],
      bestFor: "Competitive shooter players who want speed and precision.",
    },
    {
      teaser: "The basic pick: a small, reliable wireless mouse that lives in a laptop bag and runs for a year on one battery...",
      verdict:
        "Not every mouse needs to be fancy. This compact wireless mouse works with any computer out of the box and is cheap enough to keep one in every bag.",
      pros: ["Very affordable", "Plug-and-play receiver", "Long battery life", "Ambidextrous compact shape"],
      cons: ["Small for long sessions", "Basic sensor and no Bluetooth"],
      bestFor: "Laptop users, travel bags, classrooms and spare mice.",
    },
  ],
};
