import { bandText } from '../../features/results/results-text'
import { useI18n } from '../../i18n/i18n'
import { cn } from '../../lib/cn'

// The fit band's pill, shared by the results screen and the parents' page. Every pill keeps at least 4.5:1 contrast.
const BAND_STYLE: Record<string, string> = {
  'Strong fit': 'bg-emerald-800 text-white',
  'Good fit': 'bg-blue-700 text-white',
  'Worth exploring': 'bg-gray-700 text-white',
}

/** A fit band ('Strong fit', 'Good fit', 'Worth exploring') as a pill; nothing for results stored before bands. */
export function BandPill({ band, small = false }: { band: string | null | undefined; small?: boolean }) {
  const i18n = useI18n()
  if (!band) return null
  return (
    <span
      className={cn(
        'inline-block rounded-full font-semibold whitespace-nowrap',
        small ? 'px-2 py-px text-xs' : 'px-2.5 py-0.5 text-sm',
        BAND_STYLE[band] ?? 'bg-gray-700 text-white',
      )}
    >
      {bandText(band, i18n)}
    </span>
  )
}
