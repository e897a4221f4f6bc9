/**
 * The analysing bar, announced as a progressbar with its value; the visible percentage is
 * hidden from screen readers so they don't read the number twice.
 */
export function DiagnosisProgress({ value }: { value: number }) {
  return (
    <div className="bg-brand-50 ring-brand-100 rounded-xl p-4 ring-1">
      <div className="text-brand-900 flex items-center justify-between text-sm font-semibold">
        <span id="diagnosis-progress-label">Analyzing your issue…</span>
        <span aria-hidden="true">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="diagnosis-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="ring-brand-100 mt-2 h-3 overflow-hidden rounded-full bg-white ring-1"
      >
        <div className="bg-brand-700 h-full rounded-full transition-[width] duration-300" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
