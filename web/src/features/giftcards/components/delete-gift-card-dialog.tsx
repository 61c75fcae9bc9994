import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Modal } from '../../../components/ui/modal';
import type { GiftCard } from '../../../lib/gift-card';
import { giftCardsActions, selectGiftCards } from '../gift-cards-slice';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { useMessages } from '../../../lib/i18n';
import { listMessages } from './gift-cards-page.messages';

/** Spec: 'Are you sure you want to delete this gift card?' with Yes/No; a card with buyers says their cards stay valid. */
export function DeleteGiftCardDialog({ card, onClose }: { card: GiftCard; onClose: () => void }) {
  const t = useMessages(listMessages);
  const dispatch = useDispatch();
  const { remove } = useSelector(selectGiftCards);

  useEffect(() => {
    dispatch(giftCardsActions.removeReset());
    return () => void dispatch(giftCardsActions.removeReset());
  }, [dispatch]);

  useEffect(() => {
    if (remove.success) onClose();
  }, [remove.success, onClose]);

  return (
    <Modal
      open
      size="sm"
      title={t('deleteTitle')}
      onClose={onClose}
      busy={remove.pending}
      className="gc-delete"
      footer={
        <DialogActions
          onCancel={onClose}
          cancelLabel={t('no')}
          label={t('yes')}
          tone="danger"
          busy={remove.pending}
          onConfirm={() => dispatch(giftCardsActions.removeRequest({ id: card._id }))}
        />
      }
    >
      <div className="gc-delete__body">
        <img src={card.giftCardImg} alt="" className="gc-delete__thumb" />
        <div>
          <p className="gc-delete__question">{t('deleteQuestion')}</p>
          <p className="muted small gc-delete__name">{card.giftCardName}</p>
        </div>
      </div>
      {card.buyers > 0 && <AlertBanner tone="warning">{t('deleteSold', { count: card.buyers })}</AlertBanner>}
      {remove.error && (
        <AlertBanner tone="error" onDismiss={() => dispatch(giftCardsActions.removeReset())}>
          {remove.error}
        </AlertBanner>
      )}
    </Modal>
  );
}
