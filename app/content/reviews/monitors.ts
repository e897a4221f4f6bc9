import type { ReviewPageContent } from "./types";

export const MONITOR_REVIEWS: ReviewPageContent = {
  subtitle: "Office, creative and high-refresh gaming displays we have set up on real desks",
  intro:
    "A good monitor makes every hour at the computer easier on the eyes. We look at sharpness at normal viewing distance, stand adjustment, ports, motion clarity and how the panel holds up after months of use.",
  reviews: [
    {
      teaser: "Our top monitor pick hits the sweet spot of 27 inches, 1440p and high refresh for work and play alike...",
      verdict:
        "The monitor most people should buy. Text is noticeably sharper than on a 1080p screen, games and scrolling feel smooth, and the price stays reasonable. The stand adjusts enough for a proper ergonomic setup.",
      pros: [
        "Sharp 1440p resolution at 27 inches",
        "High refresh rate for smooth motion",
        "Accurate IPS colors and wide viewing angles",
        "Adjustable stand",
      ],
      cons: ["HDR is a checkbox feature, not real HDR", "Some IPS glow in a dark room"],
      bestFor: "Home offices, students and gamers who want one screen for everything.",
    },
    {
      teaser: "The premium productivity pick: crisp 4K text and a single USB-C cable that runs your whole desk...",
      verdict:
        "For laptop users this monitor doubles as a docking station: one cable charges the laptop and connects the screen, keyboard, mouse and wired network. The 4K panel is excellent for documents, photos and spreadsheets.",
      pros: [
        "Very sharp 4K text",
        "USB-C power delivery for laptops",
        "Built-in hub and Ethernet",
        "Fully adjustable, sturdy stand",
      ],
      cons: ["60Hz only; not for fast gaming", "Expensive"],
      bestFor: "Professionals with a laptop who want a clean, one-cable desk.",
    },
    {
      teaser: "The enthusiast gaming pick: OLED contrast and near-instant response make games look and feel transformed...",
      verdict:
        "Perfect blacks, vivid HDR highlights and motion clarity that LCDs cannot match. It is the screen we recommend to serious gamers, with the caution that static desktop elements can cause burn-in over years.",
      pros: [
        "Perfect blacks and huge contrast",
        "Near-instant pixel response",
        "Very high refresh rate",
        "Superb for films in a dark room",
      ],
      cons: ["Burn-in risk with static content", "Text fringing on some OLED layouts", "Premium price"],
      bestFor: "Gamers and movie lovers with a separate screen for all-day office work.",
    },
    {
      teaser:
        "The budget pick: a simple, honest screen for email, homework and a second display without stretching your wallet...",
      verdict:
        "Not every desk needs high refresh or 4K. This monitor covers everyday work, video calls and streaming for the price of a nice dinner, and makes a great second screen.",
      pros: [
        "Very low price",
        "Enough inputs for a PC and a console",
        "Thin bezels for dual-monitor setups",
        "Light and easy to wall-mount",
      ],
      cons: ["Tilt-only stand", "Basic speakers", "1080p looks soft at close range"],
      bestFor: "Second screens, students and basic home-office setups.",
    },
    {
      teaser: "A curved gaming alternative with deep contrast that makes dark scenes look richer than on a typical IPS panel...",
      verdict:
        "A curved high-refresh monitor with a VA panel, whose strong contrast suits games and films played in the evening. It costs little more than flat 1440p monitors and wraps the image around your view.",
      pros: ["Strong contrast for dark scenes", "High refresh at 1440p", "Immersive curve", "Competitive price"],
      cons: ["Some smearing in dark fast motion", "Curve is not ideal for precise design work"],
      bestFor: "Gamers who play in dim rooms and like an immersive curved screen.",
    },
  ],
};
