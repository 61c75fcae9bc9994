import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { minorDigits, parseDiscountPercent, salePriceCents } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Modal } from '../../../components/ui/modal';
import { FormField, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { fetchOpenLocations } from '../../../lib/business-locations';
import { localToday } from '../../../lib/format-date';
import type { GiftCard } from '../../../lib/gift-card';
import { useFetched } from '../../../lib/use-fetched';
import type { GiftCardFormValues } from '../api/gift-cards-api';
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  checkGiftCardForm,
  checkImage,
  type GiftCardFieldErrors,
} from '../gift-card-form-rules';
import { GIFT_CARD_TAGS } from '../gift-card-tags';
import { redemptionWindowValues, type RedemptionWindowValues } from '../redemption-window-values';
import { cardLocationsToSend, cardLocationValues, offersLocations, type CardLocationValues } from '../card-location-values';
import { CardLocationsField } from './card-locations-field';
import { RedemptionWindowField } from './redemption-window-field';
import { CardAmountFields } from './card-amount-fields';
import { asksVoucherVat, cardVatValues, vatLocked, type CardVatValues } from '../card-vat-values';
import { CardVatFields } from './card-vat-fields';
import { selectUser } from '../../../lib/session';
import { giftCardsActions, selectGiftCards } from '../gift-cards-slice';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { useTagLabel } from '../../../lib/gift-card-tag-label';
import { formMessages } from './gift-card-form.messages';

const NO_PRICE = '—';

type FieldName = keyof GiftCardFieldErrors;
/** The fields the admin types or picks one value into. */
type TypedField = Exclude<keyof GiftCardFormValues, 'redemptionWindow' | 'locations' | 'reloadable' | 'vat'>;

/** Form order, used to focus the first invalid field. */
const FIELD_ORDER: FieldName[] = [
  'giftCardName',
  'giftCardTag',
  'amountMode',
  'amount',
  'minAmount',
  'maxAmount',
  'discount',
  'expirationDate',
  'description',
  'redemptionWindow',
  'locationIds',
  'homeLocationId',
  'voucherType',
  'vatRate',
  'giftCardImg',
];

function initialValues(card?: GiftCard): GiftCardFormValues {
  if (!card)
    return {
      giftCardName: '',
      giftCardTag: '',
      description: '',
      amount: '',
      amountMode: 'fixed',
      minAmount: '',
      maxAmount: '',
      discount: '',
      reloadable: false,
      expirationDate: '',
      redemptionWindow: redemptionWindowValues(null),
    };
  return {
    giftCardName: card.giftCardName,
    giftCardTag: card.giftCardTag,
    description: card.description,
    amount: card.amountMode === 'custom' ? '' : card.amount.toFixed(minorDigits(card.currency)),
    amountMode: card.amountMode,
    minAmount: card.minAmount === null ? '' : String(card.minAmount),
    maxAmount: card.maxAmount === null ? '' : String(card.maxAmount),
    discount: String(card.discount),
    reloadable: card.reloadable,
    expirationDate: card.expirationDate,
    redemptionWindow: redemptionWindowValues(card.redemptionWindow),
  };
}

/** Create (no `card`) or edit a gift card. The image is required on create, optional on edit. */
export function GiftCardFormModal({ card, onClose }: { card?: GiftCard; onClose: () => void }) {
  const money = useMoney();
  const t = useMessages(formMessages);
  const tagLabel = useTagLabel();
  /** A tag as the select offers it: its emoji and its name in the language now (the value stays the English tag). */
  const tagText = (tag: { emoji: string; label: string }) => `${tag.emoji} ${tagLabel(tag.label)}`;
  const dispatch = useDispatch();
  const isEdit = Boolean(card);
  const state = useSelector(selectGiftCards)[isEdit ? 'update' : 'create'];
  const reset = isEdit ? giftCardsActions.updateReset : giftCardsActions.createReset;
  const formId = useId();
  const id = (name: string) => `${formId}-${name}`;

  const [values, setValues] = useState<GiftCardFormValues>(() => initialValues(card));
  const [image, setImage] = useState<File | null>(null);
  const [locationChoice, setLocationChoice] = useState<CardLocationValues>(() => cardLocationValues(card));
  const { data: openLocations } = useFetched(fetchOpenLocations, []);
  const [vat, setVat] = useState<CardVatValues>(() => cardVatValues(card));
  const asksVat = asksVoucherVat(useSelector(selectUser)?.jurisdiction);
  const lockedVat = vatLocked(card);
  const [errors, setErrors] = useState<GiftCardFieldErrors>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const today = useMemo(() => localToday(), []);

  useEffect(() => {
    dispatch(reset());
    return () => void dispatch(reset());
  }, [dispatch, reset]);

  // The server's per-field messages replace the client's once a save fails.
  useEffect(() => {
    if (state.error) setErrors(state.fields);
  }, [state.error, state.fields]);

  useEffect(() => {
    if (state.success) onClose();
  }, [state.success, onClose]);

  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shownImage = preview ?? card?.giftCardImg ?? null;

  const setWindow = (redemptionWindow: RedemptionWindowValues) => {
    setValues((v) => ({ ...v, redemptionWindow }));
    setErrors((e) => ({ ...e, redemptionWindow: undefined }));
  };

  const setLocations = (choice: CardLocationValues) => {
    setLocationChoice(choice);
    setErrors((e) => ({ ...e, locationIds: undefined, homeLocationId: undefined }));
  };

  const set = (field: TypedField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const changeVat = (next: CardVatValues) => {
    setVat(next);
    setErrors((e) => ({ ...e, voucherType: undefined, vatRate: undefined }));
  };

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    const problem = checkImage(file);
    setErrors((e) => ({ ...e, giftCardImg: problem }));
    if (!problem) setImage(file);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state.pending) return;
    // A locked treatment is not sent: the card keeps its own.
    const sent = { ...values, locations: cardLocationsToSend(locationChoice, openLocations), vat: asksVat && !lockedVat ? vat : undefined };
    const found = checkGiftCardForm(sent, { image, imageRequired: !isEdit, currentExpirationDate: card?.expirationDate, currency: money.currency });
    const invalid = FIELD_ORDER.filter((field) => found[field]);
    setErrors(found);
    if (invalid.length > 0) {
      document.getElementById(id(invalid[0]))?.focus();
      return;
    }
    if (card) dispatch(giftCardsActions.updateRequest({ id: card._id, values: sent, image: image ?? undefined }));
    else if (image) dispatch(giftCardsActions.createRequest({ values: sent, image }));
  };

  // An "Any amount" card's preview is the price of its lowest amount.
  const cents = money.parse(values.amountMode === 'custom' ? values.minAmount : values.amount);
  const discount = parseDiscountPercent(values.discount);
  const salePreview = cents !== null && cents > 0 && discount !== null ? money.toMajor(salePriceCents(cents, discount)) : null;
  const hasFieldErrors = Object.values(state.fields).some(Boolean);

  const fieldProps = (name: FieldName) => ({ id: id(name), error: errors[name] });
  /** A typed field's id, error, value and edits. */
  const typed = (name: TypedField) => ({ ...fieldProps(name), value: values[name], onValue: set(name) });

  return (
    <Modal
      open
      size="lg"
      title={isEdit ? t('titleEdit') : t('titleCreate')}
      onClose={onClose}
      busy={state.pending}
      className="gc-form-modal"
      footer={<DialogActions onCancel={onClose} label={isEdit ? t('saveChanges') : t('create')} busy={state.pending} form={formId} />}
    >
      <form id={formId} className="gc-form" onSubmit={onSubmit} noValidate>
        {state.error && !hasFieldErrors && (
          <AlertBanner tone="error" onDismiss={() => dispatch(reset())}>
            {state.error}
          </AlertBanner>
        )}
        <div className="form-grid">
          <TextField
            {...typed('giftCardName')}
            label={t('nameLabel')}
            className="field--full"
            maxLength={MAX_NAME_LENGTH + 20}
            placeholder={t('namePlaceholder')}
          />

          <SelectField {...typed('giftCardTag')} label={t('tagLabel')}>
            <option value="" disabled>
              {t('chooseTag')}
            </option>
            {GIFT_CARD_TAGS.map((tag) => (
              <option key={tag.label} value={tag.label}>
                {tagText(tag)}
              </option>
            ))}
          </SelectField>

          <TextField
            {...typed('expirationDate')}
            label={t('expirationLabel')}
            type="date"
            min={card && card.expirationDate < today ? card.expirationDate : today}
          />

          <CardAmountFields
            ids={{ amount: id('amount'), amountMode: id('amountMode'), minAmount: id('minAmount'), maxAmount: id('maxAmount') }}
            values={values}
            errors={errors}
            onValue={(field, value) => set(field)(value)}
          />
          <TextField
            {...typed('discount')}
            label={t('discountLabel')}
            endText="%"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('discountPlaceholder')}
          />
          <label className="field--full gc-form__reloadable">
            <input type="checkbox" checked={values.reloadable} onChange={(event) => setValues((v) => ({ ...v, reloadable: event.target.checked }))} />
            {t('reloadable', { limit: money.formatWhole(money.limits.cardLoadsPerDayCents) })}
          </label>

          <div className="field--full gc-form__sale" aria-live="polite">
            <span>{values.amountMode === 'custom' ? t('salePriceFrom') : t('salePrice')}</span>
            <strong>{salePreview === null ? NO_PRICE : money.format(salePreview)}</strong>
            {salePreview !== null && cents !== null && discount ? (
              <span className="muted small">{t('discountBreakdown', { price: money.formatMinor(cents), discount })}</span>
            ) : null}
          </div>

          <TextAreaField
            {...typed('description')}
            label={t('descriptionLabel')}
            className="field--full"
            rows={3}
            maxLength={MAX_DESCRIPTION_LENGTH + 50}
            placeholder={t('descriptionPlaceholder')}
          />

          <RedemptionWindowField {...fieldProps('redemptionWindow')} value={values.redemptionWindow} onChange={setWindow} />

          {offersLocations(openLocations) && (
            <CardLocationsField
              ids={{ locationIds: id('locationIds'), homeLocationId: id('homeLocationId') }}
              locations={openLocations}
              value={locationChoice}
              errors={errors}
              onChange={setLocations}
            />
          )}

          {asksVat && (
            <CardVatFields
              ids={{ voucherType: id('voucherType'), vatRate: id('vatRate') }}
              value={vat}
              errors={errors}
              locked={lockedVat}
              onChange={changeVat}
            />
          )}

          <FormField
            {...fieldProps('giftCardImg')}
            label={isEdit ? t.rich('imageLabelEdit', { optional: (chunks) => <span className="optional">{chunks}</span> }) : t('imageLabel')}
            className="field--full"
          >
            {(control) => (
              <div
                className={`gc-dropzone${errors.giftCardImg ? ' gc-dropzone--invalid' : ''}`}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  pickImage(e.dataTransfer.files?.[0]);
                }}
              >
                {shownImage ? (
                  <img className="gc-dropzone__preview" src={shownImage} alt={image ? t('previewSelected') : t('previewCurrent')} />
                ) : (
                  <span className="gc-dropzone__placeholder" aria-hidden="true">
                    <svg
                      viewBox="0 0 24 24"
                      width="34"
                      height="34"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    >
                      <rect x="3" y="4" width="18" height="16" rx="2" />
                      <circle cx="9" cy="10" r="2" />
                      <path d="M21 16l-5-5-9 9" />
                    </svg>
                  </span>
                )}
                <div className="gc-dropzone__text">
                  <strong>{image ? image.name : shownImage ? t('currentImage') : t('uploadImage')}</strong>
                  <span className="field__hint">{t('imageHint')}</span>
                  <button type="button" className="btn btn--secondary btn--sm" onClick={() => fileInput.current?.click()}>
                    {shownImage ? t('changeImage') : t('chooseImage')}
                  </button>
                </div>
                <input
                  {...control}
                  ref={fileInput}
                  type="file"
                  accept={ACCEPTED_IMAGE_TYPES.join(',')}
                  className="sr-only"
                  tabIndex={-1}
                  onChange={(e) => {
                    pickImage(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
              </div>
            )}
          </FormField>
        </div>
      </form>
    </Modal>
  );
}
