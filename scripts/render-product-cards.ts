// npm run product-cards: draws each seeded product's picture into public/images/products/cards/.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { seedCards } from "./product-cards";

const dir = path.join(process.cwd(), "public/images/products/cards");
mkdirSync(dir, { recursive: true });
for (const { file, svg } of seedCards()) writeFileSync(path.join(dir, file), svg);
console.log(`Wrote ${seedCards().length} product cards to ${path.relative(process.cwd(), dir)}`);
