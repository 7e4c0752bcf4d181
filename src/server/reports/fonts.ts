// The report's fonts: Noto Sans for Latin text and the rupee sign, Noto Sans Devanagari for Hindi (and other
// Devanagari) names. Both ship as TTF in npm packages, so the report needs no system fonts and embeds only the glyphs
// it uses. Each file is parsed once per process; pdfkit accepts the parsed font and subsets it per document.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
// The fontkit that pdfkit itself uses, imported as pdfkit's ES module build imports it (`import { create } from
// 'fontkit'`), so the parsed fonts are the objects pdfkit expects and the process holds one copy of fontkit. A
// require() here loaded fontkit's CommonJS build beside it: a second copy of a 1 MB library in every server.
import { create as createFont } from 'fontkit'

const require = createRequire(import.meta.url)

const FILES = {
  latinRegular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  latinBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  devanagariRegular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  devanagariBold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const

export type FontName = keyof typeof FILES
/** A parsed font, passed to pdfkit where it takes a font file (it accepts both). */
export type ParsedFont = Buffer
export type ReportFonts = Record<FontName, ParsedFont>

let loaded: ReportFonts | undefined

export function reportFonts(): ReportFonts {
  if (!loaded) {
    const entries = Object.entries(FILES).map(([name, file]) => {
      const font = createFont(readFileSync(require.resolve(file)))
      // A collection (TTC) would need a postscript name; these packages ship single fonts.
      if (!('layout' in font)) throw new Error(`${file} is not a single font`)
      // pdfkit's types name only file sources, but its font factory takes a parsed font (anything with layout()).
      return [name, font as unknown as ParsedFont] as const
    })
    loaded = Object.fromEntries(entries) as ReportFonts
  }
  return loaded
}
