import { PROCESS_DATE_FIELDS, type TProcessDateField } from '@pc/contract/process';
import { DateInput } from '../date-input/date-input.tsx';
import { FormField, fieldA11y } from '../form-field/form-field.tsx';
import { PROCESS_DATE_FIELD_LABELS } from '../../lib/process-date-fields.ts';

export type TPeriodValue = { field: TProcessDateField | ''; from: string; to: string };

type TPeriodFieldsProps = {
  /** Prefix of the inputs' ids, unique per screen (labels and e2e selectors use them). */
  idPrefix: string;
  value: TPeriodValue;
  onChange: (patch: Partial<TPeriodValue>) => void;
};

/** Date type, start and end date: the period filter shared by the process list and the report. */
export const PeriodFields = ({ idPrefix, value, onChange }: TPeriodFieldsProps) => (
  <>
    <FormField id={`${idPrefix}-field`} label="Tipo de data">
      <select
        {...fieldA11y(`${idPrefix}-field`, undefined)}
        value={value.field}
        onChange={(event) => onChange({ field: event.target.value as TProcessDateField | '' })}
      >
        <option value="">Selecione o tipo de data</option>
        {PROCESS_DATE_FIELDS.map((field) => (
          <option key={field} value={field}>
            {PROCESS_DATE_FIELD_LABELS[field]}
          </option>
        ))}
      </select>
    </FormField>
    <FormField id={`${idPrefix}-from`} label="Data inicial">
      <DateInput
        {...fieldA11y(`${idPrefix}-from`, undefined)}
        value={value.from}
        onValueChange={(from) => onChange({ from })}
      />
    </FormField>
    <FormField id={`${idPrefix}-to`} label="Data final">
      <DateInput
        {...fieldA11y(`${idPrefix}-to`, undefined)}
        value={value.to}
        onValueChange={(to) => onChange({ to })}
      />
    </FormField>
  </>
);
