import { Skeleton } from '../../../components/ui/skeleton';

/** Spec §9: 10 buyer skeletons at first. */
export const BUYER_SKELETONS = 10;

export function BuyerSkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: BUYER_SKELETONS }, (_, row) => (
    <tr key={row} aria-hidden="true">
      {Array.from({ length: columns }, (_, col) => (
        <td key={col}>
          <Skeleton width={col === 3 ? 140 : 90} height={14} />
        </td>
      ))}
    </tr>
  ));
}
