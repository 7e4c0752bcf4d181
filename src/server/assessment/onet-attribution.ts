// The attribution O*NET's licence (CC BY 4.0) asks for wherever its data is used: the source, the licence, the
// trademark, and that Disha changed the data (it maps O*NET occupations onto Indian careers and weighs them with its
// own judgements). One sentence per language, printed on every report in the report's language; the README and
// onet/README.md quote them, and onet-attribution.test.ts checks that those quotes match and that no second copy
// appears in the code.
import type { Locale } from '../../shared/constants'

export const ONET_ATTRIBUTION =
  'This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. Disha has modified all or some of this information; USDOL/ETA has not approved, endorsed, or tested these modifications.'

/**
 * The same in Hindi, part for part: the names the licence asks for (O*NET 29.3, USDOL/ETA, CC BY 4.0, O*NET®) as
 * the English writes them, the body's name in Hindi before its abbreviation, and the brand as the Hindi catalogues
 * write it (Disha).
 */
export const ONET_ATTRIBUTION_HI =
  'इस उत्पाद में संयुक्त राज्य अमेरिका के श्रम विभाग के रोज़गार एवं प्रशिक्षण प्रशासन (USDOL/ETA) के O*NET 29.3 डेटाबेस की जानकारी शामिल है। इसका उपयोग CC BY 4.0 लाइसेंस के अंतर्गत किया गया है। O*NET® USDOL/ETA का ट्रेडमार्क है। Disha ने इस जानकारी में पूरा या आंशिक परिवर्तन किया है; USDOL/ETA ने इन परिवर्तनों को न तो स्वीकृत किया है, न इनका समर्थन किया है और न ही इनकी जाँच की है।'

/** The attribution in a report's language. */
export function onetAttributionIn(locale: Locale): string {
  return locale === 'hi' ? ONET_ATTRIBUTION_HI : ONET_ATTRIBUTION
}
