import type { Ref } from "react";

import { Button } from "~/components/ui/button";

import type { MotherboardDetails } from "../schema";

export function BoardDetails({
  board,
  onViewComponents,
  headingRef,
}: {
  board: MotherboardDetails;
  onViewComponents(): void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const specs: [string, string][] = [
    ["Socket", board.socket],
    ["Chipset", board.chipset],
    ["Memory", `${board.memoryType}, up to ${board.memoryMaxSpeed} MT/s`],
    ["Form factor", board.formFactor],
    ["M.2 slots", String(board.m2Slots)],
  ];
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="board-details">
      <div className="flex flex-col gap-6 sm:flex-row">
        <img src={board.imageSrc} alt="" width={160} height={120} className="h-30 w-40 shrink-0 rounded-lg" />
        <div className="flex-1">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            {board.name}
          </h2>
          <p className="text-brand-800 mt-1 text-2xl font-semibold" data-testid="board-price">
            {board.price}
          </p>
          <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {specs.map(([term, value]) => (
              <div key={term} className="flex gap-2">
                <dt className="font-semibold text-slate-700">{term}:</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="board-features">
          <h3 id="board-features" className="mb-2 text-lg font-semibold text-slate-900">
            Features
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            {board.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="board-compatibility">
          <h3 id="board-compatibility" className="mb-2 text-lg font-semibold text-slate-900">
            Compatibility
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            {board.compatibility.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
      <Button className="mt-6" onClick={onViewComponents}>
        View Compatible Components
      </Button>
    </article>
  );
}
