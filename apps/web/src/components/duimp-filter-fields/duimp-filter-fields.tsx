import {
  DUIMP_ATTENTION_STATE_LABELS,
  DUIMP_ATTENTION_STATES,
  type TDuimpAttentionState,
} from '@pc/contract/duimp-filter';
import { DECLARATION_KINDS, type TDeclarationKind } from '@pc/contract/declaration-kind';
import { DUIMP_LICENSING_LABELS, DUIMP_SITUATION_LABELS } from '@pc/contract/duimp';
import { useState } from 'react';
import { FormField, fieldA11y } from '../form-field/form-field.tsx';
import { hasDuimpFilter, withDeclaration, type TDuimpFilterValue } from '../../lib/duimp-list-filter.ts';
import styles from './duimp-filter-fields.module.css';

type TDuimpFilterFieldsProps = {
  /** Prefix of the selects' ids, unique per screen. */
  idPrefix: string;
  value: TDuimpFilterValue;
  onChange: (value: TDuimpFilterValue) => void;
};

/** The glossary's codes, and the one chosen when the glossary does not know it (shown as sent). */
const codeOptions = (labels: Readonly<Record<string, string>>, chosen: string | null) => {
  const options = Object.entries(labels).map(([code, label]) => ({ code, label }));
  return chosen === null || Object.hasOwn(labels, chosen)
    ? options
    : [...options, { code: chosen, label: chosen }];
};

type TCodeSelectProps = {
  id: string;
  label: string;
  /** The first option's text: no filter. */
  allText: string;
  labels: Readonly<Record<string, string>>;
  value: string | null;
  isDisabled: boolean;
  onChange: (code: string | null) => void;
};

/** A select of the Portal Único's codes by their glossary labels; a code it does not know shows as sent. */
const CodeSelect = ({ id, label, allText, labels, value, isDisabled, onChange }: TCodeSelectProps) => (
  <FormField id={id} label={label}>
    <select
      {...fieldA11y(id, undefined)}
      value={value ?? ''}
      disabled={isDisabled}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">{allText}</option>
      {codeOptions(labels, value).map(({ code, label: text }) => (
        <option key={code} value={code}>
          {text}
        </option>
      ))}
    </select>
  </FormField>
);

/** How many filters are set: the closed group still says it holds some. */
const countOf = (value: TDuimpFilterValue): number =>
  [value.declaration, value.situation, value.licensing, value.attention].filter((item) => item !== null)
    .length;

/**
 * DI or DUIMP, the DUIMP's situation and licensing, and the Home's DUIMP attention states: the
 * filters the process list and the report share, in a group that opens by itself when one is set.
 * With DI chosen the DUIMP-only ones are off.
 */
export const DuimpFilterFields = ({ idPrefix, value, onChange }: TDuimpFilterFieldsProps) => {
  const [isOpen, setIsOpen] = useState(() => hasDuimpFilter(value));
  const count = countOf(value);
  const isDi = value.declaration === 'DI';
  const set = (patch: Partial<TDuimpFilterValue>) => onChange({ ...value, ...patch });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <details className={styles.group} open={isOpen} onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        Declaração e DUIMP
        {count > 0 && <span className={styles.count}>{count === 1 ? '1 filtro' : `${count} filtros`}</span>}
      </summary>
      <div className={styles.fields}>
        <FormField id={id('declaration')} label="Declaração">
          <select
            {...fieldA11y(id('declaration'), undefined)}
            value={value.declaration ?? ''}
            onChange={(event) =>
              onChange(withDeclaration(value, (event.target.value || null) as TDeclarationKind | null))
            }
          >
            <option value="">DI e DUIMP</option>
            {DECLARATION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                Somente {kind}
              </option>
            ))}
          </select>
        </FormField>
        <CodeSelect
          id={id('situation')}
          label="Situação da DUIMP"
          allText="Todas"
          labels={DUIMP_SITUATION_LABELS}
          value={value.situation}
          isDisabled={isDi}
          onChange={(situation) => set({ situation })}
        />
        <CodeSelect
          id={id('licensing')}
          label="Licenciamento (LPCO)"
          allText="Todos"
          labels={DUIMP_LICENSING_LABELS}
          value={value.licensing}
          isDisabled={isDi}
          onChange={(licensing) => set({ licensing })}
        />
        <FormField id={id('attention')} label="Atenção na DUIMP">
          <select
            {...fieldA11y(id('attention'), undefined)}
            value={value.attention ?? ''}
            disabled={isDi}
            onChange={(event) =>
              set({ attention: (event.target.value || null) as TDuimpAttentionState | null })
            }
          >
            <option value="">Qualquer</option>
            {DUIMP_ATTENTION_STATES.map((state) => (
              <option key={state} value={state}>
                {DUIMP_ATTENTION_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </details>
  );
};
