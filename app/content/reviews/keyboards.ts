import type { ReviewPageContent } from "./types";

export const KEYBOARD_REVIEWS: ReviewPageContent = {
  subtitle: "Quiet office keyboards, customisable mechanicals and gaming boards, typed on for weeks",
  intro:
    "You touch your keyboard more than any other part of your computer. We type on each one for long stretches and judge comfort, noise, battery life, wireless reliability and how easily it moves between computers.",
  reviews: [
    {
      teaser: "Our top keyboard pick is the one we would put on any office desk: comfortable, quiet and effortless to connect...",
      verdict:
        "A low-profile keyboard whose keys are shaped for your fingertips, with backlighting that switches on as your hands approach. It pairs with several computers and swaps between them with a key press.",
      pros: [
        "Comfortable, quiet, stable keys",
        "Switches between several devices instantly",
        "Smart backlighting",
        "Rechargeable over USB-C",
      ],
      cons: ["Not mechanical, if you like deep key travel", "Battery drains faster with the backlight on"],
      bestFor: "Office work, home offices and anyone who types all day on more than one computer.",
    },
    {
      teaser: "The enthusiast's mechanical pick: compact, hot-swappable and remappable key by key on both Mac and Windows...",
      verdict:
        "A compact mechanical keyboard that is a joy to type on and easy to personalise. You can swap switches without soldering, remap every key in a browser and move it between a Mac and a PC.",
      pros: ["Satisfying mechanical feel", "Hot-swappable switches", "Full key remapping", "Wired or wireless, Mac or Windows"],
      cons: ["Tall profile; a wrist rest helps", "Louder than an office keyboard"],
      bestFor: "Writers and programmers who want a mechanical keyboard they can tune.",
    },
    {
      teaser: "The premium wireless gaming pick: low-profile mechanical switches, an aluminum top and wireless with no lag...",
      verdict:
        "A slim tenkeyless keyboard that brings mechanical switches to a low-profile design. Its wireless connection is as responsive as a cable for gaming, and the build feels worth the price.",
      pros: [
        "Lag-free wireless",
        "Low-profile mechanical switches",
        "Premium metal build",
        "Tenkeyless layout leaves room for your mouse",
      ],
      cons: ["Expensive", "Battery life is shorter with lighting on", "Low-profile keycaps are hard to replace"],
      bestFor: "Gamers who want a clean, wireless desk without giving up mechanical switches.",
    },
    {
      teaser: "The budget mechanical pick: real mechanical switches and a sturdy build for the price of a membrane board...",
      verdict:
        "The cheapest mechanical keyboard we would actually buy. It is sturdy, the switches are consistent, and the compact layout frees up space for a mouse.",
      pros: ["Real mechanical switches for little money", "Sturdy metal plate", "Compact tenkeyless layout", "Backlit keys"],
      cons: ["Basic keycaps that shine with use", "Wired only", "Clicky switches are loud in shared rooms"],
      bestFor: "Students and first-time mechanical keyboard buyers.",
    },
    {
      teaser: "A fully loaded gaming keyboard with macro keys, a command dial and a plush wrist rest for long sessions...",
      verdict:
        "A big, solid gaming keyboard for players and streamers who want dedicated controls for everything. The magnetic wrist rest makes long sessions comfortable.",
      pros: [
        "Dedicated macro keys and media controls",
        "Comfortable magnetic wrist rest",
        "Solid build",
        "Bright, customisable lighting",
      ],
      cons: ["Takes up a lot of desk space", "Software is needed for most features", "Expensive"],
      bestFor: "Gamers and streamers who use macros and want every control at hand.",
    },
  ],
};
