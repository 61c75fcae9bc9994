/** Grey shimmering block shown while content loads. */
export function Skeleton({
  width = '100%',
  height = 16,
  radius = 8,
  className,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number;
  className?: string;
}) {
  return <span className={`skeleton${className ? ` ${className}` : ''}`} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}
