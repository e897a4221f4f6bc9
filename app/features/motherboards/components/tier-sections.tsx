import type { MotherboardComponentsResponse } from "../schema";
import { toTierSections } from "../view-model";

import { ComponentRow } from "./component-row";

export const NO_COMPONENTS_MESSAGE = "No components found for this motherboard model.";

export function TierSections({ components }: { components: MotherboardComponentsResponse }) {
  const sections = toTierSections(components);
  if (sections.length === 0)
    return <p className="rounded-lg bg-slate-100 p-6 text-center text-slate-700">{NO_COMPONENTS_MESSAGE}</p>;
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section key={section.tier} aria-labelledby={`tier-${section.components[0].priceTier}`} data-testid="tier-section">
          <h2 id={`tier-${section.components[0].priceTier}`} className="mb-4 text-2xl font-bold text-slate-900">
            {section.heading}
          </h2>
          <ul className="space-y-4">
            {section.components.map((component) => (
              <ComponentRow key={component.id} component={component} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
