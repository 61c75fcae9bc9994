import { useState } from 'react';
import type { AdminUser } from '@gv/proto';
import { TitledCard } from '../../../components/ui/titled-card';
import { OperationMessage } from './operation-message';
import { SquareRegisterExisting } from './square-register-existing';
import { useSettingsPart } from './use-settings-part';
import { useMessages } from '../../../lib/i18n';
import { squareMessages } from './square.messages';

/** The owner's switch: cards sold from now on also work at the business's Square Point of Sale. */
export function SquarePosCard({ user }: { user: AdminUser }) {
  const part = useSettingsPart('pointOfSale');
  const t = useMessages(squareMessages);
  const on = user.squareGiftCardSync;
  // While the save is under way the box shows what the owner asked for; then what was saved.
  const [asked, setAsked] = useState(on);
  const ready = !user.testMode && user.squareVerifiedAt !== null;
  const error = part.errorOf('squareGiftCardSync');
  return (
    <TitledCard titleId="pos-title" title={t('posTitle')} className="settings-card square-pos">
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
        {t('posSwitch')}
      </label>
      <p id="pos-explained" className="card__subtitle">
        {on ? t('posOn') : t('posOff')}
        {!on && !ready && t('posNotReady')}
      </p>
      {error && <p className="field__error">{error}</p>}
      {on && !part.pending && <SquareRegisterExisting />}
      <OperationMessage operation="pointOfSale" />
    </TitledCard>
  );
}
