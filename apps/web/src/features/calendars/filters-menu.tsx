import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { TCalendarView } from './calendar-dates.ts';
import { CalendarMenu } from './calendar-menu.tsx';
import styles from './calendar-page.module.css';

export type TFilterOption = { label: string; isChecked: boolean; onChange: (isChecked: boolean) => void };
export type TFilterGroup = { label: string; options: readonly TFilterOption[] };

type TFiltersMenuProps = {
  view: TCalendarView;
  onViewChange: (view: TCalendarView) => void;
  groups: readonly TFilterGroup[];
};

// Ticking a box keeps the menu open so several can be changed in a row.
const keepOpen = (event: Event) => event.preventDefault();

/** The Filtros dropdown: Semanal / Mensal and the checkbox groups (Tipo, Status…). */
export const FiltersMenu = ({ view, onViewChange, groups }: TFiltersMenuProps) => (
  <CalendarMenu trigger="Filtros">
    <DropdownMenu.Label className={styles.menuLabel}>Visualização</DropdownMenu.Label>
    <DropdownMenu.RadioGroup value={view} onValueChange={(value) => onViewChange(value as TCalendarView)}>
      <DropdownMenu.RadioItem className={styles.menuItem} value="week" onSelect={keepOpen}>
        <DropdownMenu.ItemIndicator className={styles.indicator}>●</DropdownMenu.ItemIndicator>
        Semanal
      </DropdownMenu.RadioItem>
      <DropdownMenu.RadioItem className={styles.menuItem} value="month" onSelect={keepOpen}>
        <DropdownMenu.ItemIndicator className={styles.indicator}>●</DropdownMenu.ItemIndicator>
        Mensal
      </DropdownMenu.RadioItem>
    </DropdownMenu.RadioGroup>
    {groups.map((group) => (
      <DropdownMenu.Group key={group.label}>
        <DropdownMenu.Separator className={styles.separator} />
        <DropdownMenu.Label className={styles.menuLabel}>{group.label}</DropdownMenu.Label>
        {group.options.map((option) => (
          <DropdownMenu.CheckboxItem
            key={option.label}
            className={styles.menuItem}
            checked={option.isChecked}
            onCheckedChange={(isChecked) => option.onChange(isChecked)}
            onSelect={keepOpen}
          >
            <span className={styles.checkbox} data-checked={option.isChecked} aria-hidden="true">
              {option.isChecked ? '✓' : ''}
            </span>
            {option.label}
          </DropdownMenu.CheckboxItem>
        ))}
      </DropdownMenu.Group>
    ))}
  </CalendarMenu>
);
