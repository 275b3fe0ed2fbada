import type { TForwarderQuote, TForwarderQuoteInput } from '@pc/contract/forwarder-quote';
import { CONTAINER_TYPES } from '@pc/contract/quotation';
import { useState } from 'react';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { DateInput } from '../../components/date-input/date-input.tsx';
import { fieldA11y, FormField } from '../../components/form-field/form-field.tsx';
import { parseDateText } from '../../lib/date-input.ts';
import { formatDate } from '../../lib/format.ts';
import { useForwarderTexts } from './i18n/use-forwarder-texts.ts';
import styles from './forwarder-quote-page.module.css';

/** '' → null; anything else a number (NaN fails the schema with its pt-BR message). */
const toNumberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** The totals a forwarder may quote in, each optional (at least one is asked for). */
const AMOUNT_FIELDS = ['totalUSD', 'totalEUR', 'totalReais', 'totalOthers'] as const;

const number = { setValueAs: toNumberOrNull };

/** DD/MM/AAAA as typed; the form keeps the day as yyyy-MM-dd ('' while incomplete or invalid). */
const ValidUntilInput = ({
  isoDay,
  onDayChange,
  a11y,
}: {
  isoDay: string;
  onDayChange: (day: string) => void;
  a11y: ReturnType<typeof fieldA11y>;
}) => {
  const { language } = useForwarderTexts();
  const [text, setText] = useState(() => (isoDay ? formatDate(isoDay) : ''));
  return (
    <DateInput
      {...a11y}
      language={language}
      className={styles.input}
      value={text}
      onValueChange={(typed) => {
        setText(typed);
        onDayChange(parseDateText(typed) ?? '');
      }}
    />
  );
};

type TQuoteFieldsProps = {
  register: UseFormRegister<TForwarderQuoteInput>;
  errors: FieldErrors<TForwarderQuoteInput>;
};

type TControlledFieldsProps = TQuoteFieldsProps & {
  control: Control<TForwarderQuoteInput, unknown, TForwarderQuote>;
};

/** The totals in each currency and the other currency's code. */
export const AmountFields = ({ register, errors }: TQuoteFieldsProps) => {
  const { t, fieldError } = useForwarderTexts();
  return (
    <div className={styles.grid}>
      {AMOUNT_FIELDS.map((name) => (
        <FormField key={name} id={name} label={t(`form.${name}`)} error={fieldError(errors[name])}>
          <input
            className={styles.input}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            {...fieldA11y(name, errors[name]?.message)}
            {...register(name, number)}
          />
        </FormField>
      ))}
      <FormField id="currency" label={t('form.currency')} error={fieldError(errors.currency)}>
        <input
          className={styles.input}
          maxLength={3}
          placeholder="CNY"
          {...fieldA11y('currency', errors.currency?.message)}
          {...register('currency', {
            setValueAs: (value: string) => (value ? value.toUpperCase() : null),
          })}
        />
      </FormField>
    </div>
  );
};

/** Transit time, free time, transhipment and the quotation's validity. */
export const TermFields = ({ register, control, errors }: TControlledFieldsProps) => {
  const { t, fieldError } = useForwarderTexts();
  return (
    <div className={styles.grid}>
      <FormField
        id="transitTime"
        label={t('form.transitTime')}
        isRequired
        error={fieldError(errors.transitTime)}
      >
        <input
          className={styles.input}
          type="number"
          min="1"
          step="1"
          inputMode="numeric"
          {...fieldA11y('transitTime', errors.transitTime?.message)}
          {...register('transitTime', number)}
        />
      </FormField>
      <FormField id="freetime" label={t('form.freetime')} isRequired error={fieldError(errors.freetime)}>
        <input
          className={styles.input}
          type="number"
          min="0"
          step="1"
          inputMode="numeric"
          {...fieldA11y('freetime', errors.freetime?.message)}
          {...register('freetime', number)}
        />
      </FormField>
      <FormField id="transhipment" label={t('form.transhipment')} error={fieldError(errors.transhipment)}>
        <input
          className={styles.input}
          placeholder={t('form.transhipmentPlaceholder')}
          {...fieldA11y('transhipment', errors.transhipment?.message)}
          {...register('transhipment')}
        />
      </FormField>
      <FormField
        id="validUntil"
        label={t('form.validUntil')}
        isRequired
        error={fieldError(errors.validUntil)}
      >
        <Controller
          control={control}
          name="validUntil"
          render={({ field }) => (
            <ValidUntilInput
              isoDay={field.value}
              onDayChange={field.onChange}
              a11y={fieldA11y('validUntil', errors.validUntil?.message)}
            />
          )}
        />
      </FormField>
    </div>
  );
};

/** The containers, one row each, added and removed by the forwarder. */
export const ContainerFields = ({ register, control, errors }: TControlledFieldsProps) => {
  const { t, fieldError } = useForwarderTexts();
  const containers = useFieldArray({ control, name: 'containers' });
  return (
    <div className={styles.containers}>
      <span className={styles.groupLabel}>{t('form.containers')}</span>
      {containers.fields.map((field, index) => (
        <div key={field.id} className={styles.containerRow}>
          <label className={styles.inline}>
            <span>{t('form.quantity')}</span>
            <input
              className={styles.input}
              type="number"
              min="1"
              step="1"
              {...register(`containers.${index}.quantity`, number)}
            />
          </label>
          <label className={styles.inline}>
            <span>{t('form.type')}</span>
            <select className={styles.input} {...register(`containers.${index}.type`)}>
              {CONTAINER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={styles.linkButton} onClick={() => containers.remove(index)}>
            {t('form.remove')}
          </button>
          {errors.containers?.[index]?.quantity?.message && (
            <p className={styles.error}>{fieldError(errors.containers[index].quantity)}</p>
          )}
        </div>
      ))}
      <button
        type="button"
        className={styles.secondary}
        onClick={() => containers.append({ quantity: 1, type: 'DRY 40' })}
      >
        {t('form.addContainer')}
      </button>
    </div>
  );
};
