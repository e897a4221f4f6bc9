import type { ReactNode } from "react";

interface PanelProps {
  id: string;
  title: string;
  /** The key number, in words; it also labels the chart. */
  caption: string;
  note?: string;
  chart: (captionId: string) => ReactNode;
  table: ReactNode;
  children?: ReactNode;
}

/** One dashboard panel: heading, the key number, the chart, its data behind "Show as table". */
export function Panel({ id, title, caption, note, chart, table, children }: PanelProps) {
  const captionId = `${id}-caption`;
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <p id={captionId} className="mt-1 font-semibold">
        {caption}
      </p>
      {note && <p className="mt-1 text-sm text-slate-700">{note}</p>}
      {chart(captionId)}
      <details className="mt-3">
        <summary className="text-brand-700 inline-flex min-h-11 cursor-pointer items-center font-semibold">Show as table</summary>
        <div className="mt-2 grid gap-4">{table}</div>
      </details>
      {children}
    </section>
  );
}

/** A plain data table; numbers right-aligned. */
export function DataTable({ head, rows, caption }: { head: string[]; rows: ReactNode[][]; caption?: string }) {
  return (
    <table className="w-full text-left text-sm">
      {caption && <caption className="mb-2 text-left font-semibold">{caption}</caption>}
      <thead>
        <tr className="border-b border-slate-300">
          {head.map((h) => (
            <th key={h} scope="col" className="py-1 pr-2 font-semibold">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} className="border-b border-slate-200">
            {row.map((cell, j) =>
              j === 0 ? (
                <th key={j} scope="row" className="py-1 pr-2 font-normal">
                  {cell}
                </th>
              ) : (
                <td key={j} className="py-1 pr-2">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
