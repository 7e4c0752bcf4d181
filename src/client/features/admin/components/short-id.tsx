import { shortId } from '../format'

/** A UUID cut to its first block on screen; the whole id is in the tooltip and is what screen readers hear. */
export function ShortId({ id }: { id: string }) {
  return (
    <>
      <span aria-hidden="true" title={id} className="font-mono">
        {shortId(id)}
      </span>
      <span className="sr-only">{id}</span>
    </>
  )
}
