import type { ReactNode } from 'react';

interface LineIconProps {
  size?: number;
  strokeWidth?: number;
  className?: string;
  /** The icon's paths, drawn on a 24x24 grid. */
  children: ReactNode;
}

/** A decorative line icon (hidden from assistive technology): its paths stroked in the text's colour. */
export function LineIcon({ size = 24, strokeWidth = 2, className, children }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}
