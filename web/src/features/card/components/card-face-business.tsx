import type { HolderCardAnswer } from '@gv/proto';

/** The top of a card's face: the business's logo, when it has one, and name. `block` names the face's classes. */
export function CardFaceBusiness({ block, logoSize, business }: { block: string; logoSize: number; business: HolderCardAnswer['business'] }) {
  return (
    <div className={`${block}__business`}>
      {business.logoUrl && <img className={`${block}__logo`} src={business.logoUrl} alt="" width={logoSize} height={logoSize} />}
      <span>{business.name}</span>
    </div>
  );
}
