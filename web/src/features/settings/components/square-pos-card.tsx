import { useState } from 'react';
import type { AdminUser } from '@gv/proto';
import { TitledCard } from '../../../components/ui/titled-card';
import { OperationMessage } from './operation-message';
import { SquareRegisterExisting } from './square-register-existing';
import { useSettingsPart } from './use-settings-part';

/** The owner's switch: cards sold from now on also work at the business's Square Point of Sale. */
export function SquarePosCard({ user }: { user: AdminUser }) {
  const part = useSettingsPart('pointOfSale');
  const on = user.squareGiftCardSync;
  // While the save is under way the box shows what the owner asked for; then what was saved.
  const [asked, setAsked] = useState(on);
  const ready = !user.testMode && user.squareVerifiedAt !== null;
  const error = part.errorOf('squareGiftCardSync');
  return (
    <TitledCard titleId="pos-title" title="Square Point of Sale" className="settings-card square-pos">
      <label className="square-pos__switch">
        <input
          type="checkbox"
          checked={part.pending ? asked : on}
          disabled={part.pending || (!on && !ready)}
          aria-describedby="pos-explained"
          onChange={(event) => {
            setAsked(event.target.checked);
            part.save({ squareGiftCardSync: event.target.checked });
          }}
        />
        Cards work at my Square Point of Sale
      </label>
      <p id="pos-explained" className="card__subtitle">
        {on
          ? 'Each card sold now also gets a number for your Square terminal, shown as a barcode on its card page. What is spent at the terminal comes off the card here too.'
          : 'Off: new cards work only with this app’s redeem screen. Cards already registered at Square keep working at your terminal.'}
        {!on && !ready && ' It can be turned on once you are live with Square credentials Square confirmed.'}
      </p>
      {error && <p className="field__error">{error}</p>}
      {on && !part.pending && <SquareRegisterExisting />}
      <OperationMessage operation="pointOfSale" />
    </TitledCard>
  );
}
