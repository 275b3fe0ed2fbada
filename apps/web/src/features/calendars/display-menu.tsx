import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { DISPLAY_FIELD_LABELS, DISPLAY_FIELDS, type TDisplayField } from './display-field.ts';
import { CalendarMenu } from './calendar-menu.tsx';
import styles from './calendar-page.module.css';

type TDisplayMenuProps = { value: TDisplayField; onChange: (value: TDisplayField) => void };

/** Exibição: which reference the cards show. */
export const DisplayMenu = ({ value, onChange }: TDisplayMenuProps) => (
  <CalendarMenu trigger={`Exibição: ${DISPLAY_FIELD_LABELS[value]}`}>
    <DropdownMenu.Label className={styles.menuLabel}>Exibição</DropdownMenu.Label>
    <DropdownMenu.RadioGroup value={value} onValueChange={(next) => onChange(next as TDisplayField)}>
      {DISPLAY_FIELDS.map((field) => (
        <DropdownMenu.RadioItem key={field} className={styles.menuItem} value={field}>
          <DropdownMenu.ItemIndicator className={styles.indicator}>●</DropdownMenu.ItemIndicator>
          {DISPLAY_FIELD_LABELS[field]}
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  </CalendarMenu>
);
