/**
 * Whether a business may sell. A suspended one's public pages say it is not selling, its checkouts are refused and its
 * admins' sessions end; its cards stay redeemable.
 */
export type BusinessStatus = 'active' | 'suspended';
export const BUSINESS_STATUSES: readonly BusinessStatus[] = ['active', 'suspended'];

/** What a suspended business's public pages and refused checkouts say. */
export const notSellingMessage = (businessName: string): string => `${businessName} is not selling gift cards right now.`;

/** What a suspended business's admins are told when they ask to move money or change how it sells. */
export const businessSuspendedMessage = (businessName: string): string => `${businessName} is suspended: contact support.`;

/** What the counter is told when a suspended business's redemptions are paused too. */
export const redemptionsPausedMessage = (businessName: string): string => `${businessName}'s gift cards can't be redeemed right now.`;
