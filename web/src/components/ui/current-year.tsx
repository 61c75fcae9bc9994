/**
 * This year, for a copyright line. A page drawn by the server may reach a visitor on the other side of New Year
 * (another time zone, or a cached page): the browser then keeps the server's year instead of reporting a mismatch.
 */
export function CurrentYear() {
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
