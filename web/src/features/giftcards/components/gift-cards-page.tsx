import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ADMIN_GIFT_CARD_PAGE_SIZE, giftCardMessages } from '@gv/proto';
import { SearchBox } from '../../../components/ui/search-box';
import { useDocumentMeta } from '../../../lib/document-meta';
import type { GiftCard } from '../../../lib/gift-card';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { giftCardsActions, selectGiftCards } from '../gift-cards-slice';
import { DeleteGiftCardDialog } from './delete-gift-card-dialog';
import { GiftCardFormModal } from './gift-card-form-modal';
import { GiftCardsTable } from './gift-cards-table';
import { SuccessPopup } from './success-popup';
import { useMessages } from '../../../lib/i18n';
import { listMessages } from './gift-cards-page.messages';
import './gift-cards.css';
import { PageHeader } from '../../../components/ui/page-header';

const PLUS = '+';

type Editing = { mode: 'create' } | { mode: 'edit'; card: GiftCard } | null;

/** Admin /giftcards (spec §2 Admin GiftCards): search, table, create/edit modal, delete confirmation. */
export function GiftCardsPage() {
  const t = useMessages(listMessages);
  const notices = useMessages(giftCardMessages);
  useDocumentMeta({ title: t('documentTitle') });
  const dispatch = useDispatch();
  const { list, notice } = useSelector(selectGiftCards);
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<GiftCard | null>(null);

  // A new keyword starts again from page 1.
  useEffect(() => {
    dispatch(giftCardsActions.listRequest({ keyword, page: 1 }));
  }, [dispatch, keyword]);

  // Nothing of this screen outlives it (another admin may sign in next).
  useEffect(() => () => void dispatch(giftCardsActions.listReset()), [dispatch]);

  const pages = Math.max(1, Math.ceil(list.total / ADMIN_GIFT_CARD_PAGE_SIZE));
  const goToPage = (page: number) => dispatch(giftCardsActions.listRequest({ keyword: list.keyword, page }));
  const count = list.giftCardCount;

  return (
    <section className="gc-admin" aria-labelledby="gc-admin-title">
      <PageHeader titleId="gc-admin-title" title={t('title')} lead={count === null ? t('intro') : t('count', { count })}>
        <button type="button" className="btn btn--gradient" onClick={() => setEditing({ mode: 'create' })}>
          <span aria-hidden="true" className="gc-admin__plus">
            {PLUS}
          </span>
          {t('create')}
        </button>
      </PageHeader>

      <div className="card gc-admin__panel">
        <div className="gc-admin__toolbar">
          <SearchBox value={search} onChange={setSearch} placeholder={t('searchPlaceholder')} label={t('searchLabel')} className="gc-admin__search" />
          {list.status === 'success' && list.keyword && (
            <span className="muted small" role="status">
              {t('results', { count: list.total, keyword: list.keyword })}
            </span>
          )}
        </div>

        {notice && <SuccessPopup key={notice.id} text={notices(notice.kind)} onDone={() => dispatch(giftCardsActions.dismissNotice())} />}
        <GiftCardsTable
          list={list}
          onEdit={(card) => setEditing({ mode: 'edit', card })}
          onDelete={setDeleting}
          onRetry={() => goToPage(list.page)}
        />

        {list.status !== 'fail' && pages > 1 && (
          <nav className="gc-pagination" aria-label={t('pagesLabel')}>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              disabled={list.page <= 1 || list.status === 'loading'}
              onClick={() => goToPage(list.page - 1)}
            >
              {t('previous')}
            </button>
            <span className="gc-pagination__label" aria-live="polite">
              {t('pageOf', { page: list.page, pages })}
            </span>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              disabled={!list.hasMore || list.status === 'loading'}
              onClick={() => goToPage(list.page + 1)}
            >
              {t('next')}
            </button>
          </nav>
        )}
      </div>

      {editing && (
        <GiftCardFormModal
          key={editing.mode === 'edit' ? editing.card._id : 'new'}
          card={editing.mode === 'edit' ? editing.card : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteGiftCardDialog card={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
