import type { LeadTriageView } from "../triage-summary.server";

/**
 * What the diagnosis worked out for a request: the likeliest cause first (and whether the visitor
 * was shown a stop warning), then the other ranked causes and the questions the visitor answered.
 * Every part is text, never markup.
 */
export function LeadTriage({ view }: { view: LeadTriageView }) {
  return (
    <div className="mt-2 grid gap-1">
      <p className="font-semibold break-words text-slate-900">{view.headline}</p>
      {view.others.length > 0 && <p className="break-words text-slate-800">Also ranked: {view.others.join("; ")}</p>}
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
