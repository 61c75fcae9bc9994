const KNOWN = new Set(['pending', 'approved', 'rejected', 'active', 'suspended']);

/** A registration request's status (pending orange, approved green, rejected red) or a business's (active green, suspended red). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge status-badge status-badge--${KNOWN.has(status) ? status : 'unknown'}`}>{status || 'unknown'}</span>;
}
