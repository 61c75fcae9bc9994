const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars with the sign and always two decimals (spec §9): 42.5 → '$42.50'. */
export function formatUsd(dollars: number): string {
  return usd.format(Number.isFinite(dollars) ? dollars : 0);
}
