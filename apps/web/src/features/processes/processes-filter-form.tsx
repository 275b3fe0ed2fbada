import type { FormEvent } from 'react';
import type { TProcessStep } from '@pc/contract/process';
import { FilterModes, type TFilterModeOption } from '../../components/filter-page/filter-modes.tsx';
import { PeriodFields } from '../../components/period-fields/period-fields.tsx';
import { DuimpFilterFields } from '../../components/duimp-filter-fields/duimp-filter-fields.tsx';
import { FormField, fieldA11y } from '../../components/form-field/form-field.tsx';
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

const MODES: TFilterModeOption<TFilterMode>[] = [
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
      <FilterModes name="filterMode" modes={MODES} value={filter.mode} onChange={(mode) => set({ mode })} />
      <DuimpFilterFields idPrefix="filter-duimp" value={filter.duimp} onChange={(duimp) => set({ duimp })} />

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
          <PeriodFields idPrefix="filter" value={filter} onChange={set} />
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
            // Never disabled while a list loads: a new GERAR replaces the question, and its answer wins.
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
