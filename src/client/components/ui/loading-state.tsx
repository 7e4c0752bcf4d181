/** A small spinner with a text that screen readers hear once (a polite status). */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-gray-700">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-4 border-blue-200 border-t-blue-700 motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  )
}
