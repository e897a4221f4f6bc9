import { cn } from "~/lib/cn";

import type { LeadTriageView } from "../triage-summary.server";

/**
 * What the diagnosis worked out for a request: the likeliest cause first (and whether the visitor
 * was shown a stop warning), then the other ranked causes and the questions the visitor answered.
 * Every part is text, never markup.
 */
export function LeadTriage({ view }: { view: LeadTriageView }) {
  return (
    <div className="mt-2 grid gap-1">
      <p className={cn("font-semibold break-words", view.urgent ? "text-red-800" : "text-slate-900")}>{view.headline}</p>
      {view.stopNote && <p className="break-words text-red-800">{view.stopNote}</p>}
      {view.offered && <p className="break-words text-slate-800">{view.offered}</p>}
      {view.others.length > 0 && (
        <div className="text-slate-800">
          <p>Also ranked:</p>
          <ul className="list-disc pl-6">
            {view.others.map((other) => (
              <li key={other} className="break-words">
                {other}
              </li>
            ))}
          </ul>
        </div>
      )}
      {view.answers.length > 0 && (
        <ul className="grid gap-1 text-slate-800" aria-label="Answers given">
          {view.answers.map((a) => (
            <li key={a.question} className="break-words">
              {a.question} <span className="font-semibold">{a.answer}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
