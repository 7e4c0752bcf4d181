/** A list of good things, each with a green tick (what a test gives, what a plan includes). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className ?? 'space-y-2 text-gray-800'}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 text-green-700" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="m5 12 5 5 9-10" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
