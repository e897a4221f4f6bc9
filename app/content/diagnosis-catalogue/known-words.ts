/**
 * Everyday words one letter away from a word the catalogue reads: the speller leaves them as
 * they are ("change" is not a misspelt "charge", "clean" not "clear").
 */
export const KNOWN_WORDS: readonly string[] = [
  "change", "changes", "changing", "charged", "chance", "clean", "cleaner", "cleared", "clear", "close", "closed", "closer",
  "house", "mouse", "horse", "later", "layer", "water", "wader", "watch", "wanted", "wants", "store", "stone", "start",
  "stare", "shows", "shoes", "slows", "slower", "sounds", "rounds", "found", "fount", "power", "tower", "lower", "mower",
  "other", "order", "older", "outer", "phone", "phones", "alone", "drive", "drove", "drives", "drivers", "arrive",
  "black", "block", "blocked", "click", "clock", "clocks", "flick", "light", "lights", "night", "right", "might", "fight",
  "sight", "tight", "weight", "eight", "while", "white", "whine", "shine", "spine", "spill", "still", "skill", "drill",
  "games", "gamer", "gated", "heats", "heart", "hearts", "beats", "seats", "sheet", "sheets", "cheat", "wheat", "boots",
  "books", "looks", "loops", "loose", "louse", "noise", "voice", "poise", "point", "paint", "print", "prints", "printer",
  "sprint", "pointer", "screen", "scream", "stream", "streams", "stream", "smell", "small", "spell", "shell", "swell",
  "swells", "dwell", "dwells", "dropped", "propped", "cropped", "dropping", "crashed", "crushed", "brushed", "cracked",
  "tracked", "backed", "packed", "hacked", "racked", "locked", "rocked", "socked", "docked", "ducked", "sucked", "smoke",
  "spoke", "broke", "stroke", "frozen", "dozen", "files", "miles", "tiles", "fines", "lines", "liner", "finer", "fixed",
  "mixed", "boxed", "taxed", "faxed", "battle", "bottle", "cattle", "settle", "settled", "letter", "better", "bitter",
  "butter", "router", "routes", "outer", "shouter", "counter", "mounted", "months", "mouths", "update", "upgrade",
  "parade", "blades", "glades", "grades", "places", "plates", "planes", "plants", "planet", "tablet", "tables", "cables",
  "labels", "wires", "tires", "fires", "hires", "sires", "burning", "turning", "learning", "earning", "yearning",
  "burns", "turns", "terns", "ports", "forts", "sorts", "sports", "parts", "party", "carts", "darts", "starts", "hearing",
  "wearing", "bearing", "tearing", "nearing", "clearing", "sharing", "sharping", "lagged", "tagged", "bagged", "gagged",
  "logged", "jogged", "fogged", "bogged", "hogged", "hugged", "plugged", "slugged", "dragged", "grinded", "minded",
  "winded", "blinded", "reminded", "sounded", "rounded", "bounded", "pounded", "wounded", "founded", "grounded",
  "cases", "bases", "vases", "faces", "races", "laces", "paces", "traces", "spaces", "places", "graces", "carrier",
  "barrier", "career", "careers", "office", "offices", "device", "devise", "advice", "advise", "vendor", "render",
  "sender", "tender", "lender", "fender", "bender", "gender", "wonder", "wander", "under", "thunder", "blunder",
];
