import type { FormEvent } from 'react';
import { PROCESS_DATE_FIELDS, type TProcessDateField, type TProcessStep } from '@pc/contract/process';
import { DateInput } from '../../components/date-input/date-input.tsx';
import { FormField, fieldA11y } from '../../components/form-field/form-field.tsx';
import { PROCESS_DATE_FIELD_LABELS } from '../../lib/process-date-fields.ts';
import styles from '../../components/filter-page/filter-page.module.css';
import type { TFilterMode, TProcessFilter } from './processes-filter.ts';

type TProcessesFilterFormProps = {
  filter: TProcessFilter;
  onChange: (filter: TProcessFilter) => void;
  steps: readonly TProcessStep[];
  isLoadingSteps: boolean;
  validationMessage: string | null;
  canClear: boolean;
  isSearching: boolean;
  onGenerate: () => void;
  onClear: () => void;
};

const MODES: { value: TFilterMode; label: string }[] = [
  { value: 'porEtapa', label: 'Por etapa' },
  { value: 'porPeriodo', label: 'Por período' },
];

export const ProcessesFilterForm = ({
  filter,
  onChange,
  steps,
  isLoadingSteps,
  validationMessage,
  canClear,
  isSearching,
  onGenerate,
  onClear,
}: TProcessesFilterFormProps) => {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onGenerate();
  };
  const set = (patch: Partial<TProcessFilter>) => onChange({ ...filter, ...patch });
  const errorId = 'processes-filter-error';

  return (
    <form className={styles.filters} onSubmit={handleSubmit} noValidate aria-label="Filtro de processos">
      <fieldset className={styles.modes}>
        <legend className="visually-hidden">Tipo de filtro</legend>
        {MODES.map((mode) => (
          <label key={mode.value} className={styles.mode} data-checked={filter.mode === mode.value}>
            <input
              type="radio"
              name="filterMode"
              value={mode.value}
              checked={filter.mode === mode.value}
              onChange={() => set({ mode: mode.value })}
            />
            {mode.label}
          </label>
        ))}
      </fieldset>

      <div className={styles.fields}>
        {filter.mode === 'porEtapa' ? (
          <FormField id="filter-step" label="Etapa">
            <select
              {...fieldA11y('filter-step', undefined)}
              value={filter.stepId ?? ''}
              disabled={isLoadingSteps}
              onChange={(event) => set({ stepId: event.target.value ? Number(event.target.value) : null })}
            >
              {isLoadingSteps && <option value={filter.stepId ?? ''}>Carregando etapas…</option>}
              {!isLoadingSteps && <option value="">Selecione uma etapa</option>}
              {steps.map((step) => (
                <option key={step.id} value={step.id}>
                  {step.alias}
                </option>
              ))}
            </select>
          </FormField>
        ) : (
          <>
            <FormField id="filter-field" label="Tipo de data">
              <select
                {...fieldA11y('filter-field', undefined)}
                value={filter.field}
                onChange={(event) => set({ field: event.target.value as TProcessDateField | '' })}
              >
                <option value="">Selecione o tipo de data</option>
                {PROCESS_DATE_FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {PROCESS_DATE_FIELD_LABELS[field]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="filter-from" label="Data inicial">
              <DateInput
                {...fieldA11y('filter-from', undefined)}
                value={filter.from}
                onValueChange={(from) => set({ from })}
              />
            </FormField>
            <FormField id="filter-to" label="Data final">
              <DateInput
                {...fieldA11y('filter-to', undefined)}
                value={filter.to}
                onValueChange={(to) => set({ to })}
              />
            </FormField>
          </>
        )}
        <div className={styles.buttons}>
          {canClear && (
            <button type="button" className={styles.secondaryButton} onClick={onClear}>
              LIMPAR
            </button>
          )}
          <button
            type="submit"
            className={styles.primaryButton}
            disabled={isSearching}
            aria-busy={isSearching}
          >
            GERAR
          </button>
        </div>
      </div>
      {validationMessage && (
        <p id={errorId} className={styles.validation} role="alert">
          {validationMessage}
        </p>
      )}
    </form>
  );
};
