/** Registration request status: pending orange, approved green, rejected red. */
export function StatusBadge({ status }: { status: string }) {
  const known = status === 'pending' || status === 'approved' || status === 'rejected';
  return <span className={`badge status-badge status-badge--${known ? status : 'unknown'}`}>{status || 'unknown'}</span>;
}
