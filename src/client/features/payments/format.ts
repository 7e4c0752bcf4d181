/** Paise as rupees with two decimals and the rupee sign: 5000 -> '₹50.00' (SPEC.md section 9). */
export function formatRupees(paise: number): string {
  return `₹${(paise / 100).toFixed(2)}`
}
