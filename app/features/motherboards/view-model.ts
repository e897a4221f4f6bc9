import {
  COMPONENT_PRICE_GROUPS,
  MEMORY_KEYWORDS,
  type ApiComponent,
  type ComponentPriceGroup,
  type MotherboardComponentsResponse,
} from "./schema";

/** A component as the pages show it; the API's name is shown as its title. */
export interface DisplayComponent {
  id: number;
  title: string;
  description: string;
  price: string;
  imageSrc: string;
  affiliateLink: string;
  rating: number | null;
  textSnippet: string;
  priceTier: string;
  tier: ComponentPriceGroup;
}

/** "High Price" → "high-price" (lower-cased, first space turned into a hyphen). */
export function toPriceTier(tierKey: string): string {
  return tierKey.toLowerCase().replace(" ", "-");
}

export function toDisplayComponent(component: ApiComponent, tier: ComponentPriceGroup): DisplayComponent {
  return {
    id: component.id,
    title: component.name,
    description: component.description,
    price: component.price,
    imageSrc: component.image_src,
    affiliateLink: component.affiliate_link,
    rating: component.rating,
    textSnippet: component.text_snippet,
    priceTier: toPriceTier(tier),
    tier,
  };
}

export interface TierSection {
  tier: ComponentPriceGroup;
  heading: string;
  components: DisplayComponent[];
}

/** The three sections, High, Mid, then Low Price; a tier with nothing in it is left out. */
export function toTierSections(response: MotherboardComponentsResponse): TierSection[] {
  return COMPONENT_PRICE_GROUPS.map((tier) => ({
    tier,
    heading: `${tier} Components`,
    components: response[tier].map((c) => toDisplayComponent(c, tier)),
  })).filter((section) => section.components.length > 0);
}

/** Memory is recognised by its title containing memory, ram or ddr, in any case. */
export function isMemoryTitle(title: string): boolean {
  const lower = title.toLowerCase();
  return MEMORY_KEYWORDS.some((keyword) => lower.includes(keyword));
}

/** Every tier's memory, High Price first. */
export function selectMemoryComponents(response: MotherboardComponentsResponse): DisplayComponent[] {
  return COMPONENT_PRICE_GROUPS.flatMap((tier) => response[tier].map((c) => toDisplayComponent(c, tier))).filter((c) =>
    isMemoryTitle(c.title),
  );
}
