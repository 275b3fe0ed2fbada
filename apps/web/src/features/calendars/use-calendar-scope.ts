import { useState } from 'react';
import { scopeIds } from '../../components/company-select/company-select.tsx';
import { useSession } from '../../lib/session.ts';
import type { TDisplayField } from './display-field.ts';

/** The companies ticked and the reference the cards show, on the calendars that offer both. */
export const useCalendarScope = (defaultDisplay: TDisplayField) => {
  const { companies } = useSession();
  const [displayField, setDisplayField] = useState<TDisplayField>(defaultDisplay);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  return {
    companies,
    displayField,
    setDisplayField,
    selectedIds,
    setSelectedIds,
    // Nothing ticked means every company: the calendars always send the user's scope (spec §6).
    customerIds: scopeIds(companies, selectedIds),
    reset: () => {
      setDisplayField(defaultDisplay);
      setSelectedIds([]);
    },
  };
};

export type TCalendarScope = ReturnType<typeof useCalendarScope>;
