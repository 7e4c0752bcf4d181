// The one way a price is written on every screen and in every message: the server's prices are paise, and a price
// reads as rupees with two decimals and the rupee sign (docs/product.md, "Paying").

/** Paise as rupees with two decimals and the rupee sign: 7500 -> '₹75.00'. */
export function formatPrice(paise: number): string {
  return `₹${(paise / 100).toFixed(2)}`
}
