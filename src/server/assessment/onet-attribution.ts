// The attribution O*NET's licence (CC BY 4.0) asks for wherever its data is used: the source, the licence, the
// trademark, and that Disha changed the data (it maps O*NET occupations onto Indian careers and weighs them with its
// own judgements). One sentence, printed on every report; the README and onet/README.md quote it, and
// onet-attribution.test.ts checks that those quotes match and that no second copy appears in the code.
export const ONET_ATTRIBUTION =
  'This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. Disha has modified all or some of this information; USDOL/ETA has not approved, endorsed, or tested these modifications.'
