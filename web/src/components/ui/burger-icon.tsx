/** The three bars of a menu button (drawn by the global `.burger` styles). */
export function BurgerIcon() {
  return (
    <span className="burger" aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}
