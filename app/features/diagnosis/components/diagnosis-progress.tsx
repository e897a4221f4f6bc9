/** The analysing bar (spec §4): announced as a progressbar with its value. */
export function DiagnosisProgress({ value }: { value: number }) {
  return (
    <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <div className="flex items-center justify-between text-sm font-semibold text-brand-900">
        <span id="diagnosis-progress-label">Analyzing your issue…</span>
        <span aria-hidden="true">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="diagnosis-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="mt-2 h-3 overflow-hidden rounded-full bg-white ring-1 ring-brand-100"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width] duration-300" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
