export function LoadingComponents() {
  return (
    <p role="status" className="p-6 text-center text-slate-700">
      Loading components...
    </p>
  );
}
