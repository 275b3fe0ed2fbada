import { READ_VIEWS, type TReadView } from './notification-texts.ts';
import styles from './notification-list.module.css';

type TReadViewToggleProps = {
  /** The radio group's name (one per list on screen). */
  name: string;
  value: TReadView;
  onChange: (view: TReadView) => void;
};

/** 'Não lidas' / 'Todas': a segmented radio group, so the arrows move between the two. */
export const ReadViewToggle = ({ name, value, onChange }: TReadViewToggleProps) => (
  <fieldset className={styles.toggle}>
    <legend className="visually-hidden">Mostrar</legend>
    {READ_VIEWS.map((view) => (
      <label key={view.value} className={styles.toggleOption} data-checked={value === view.value}>
        <input
          type="radio"
          name={name}
          value={view.value}
          checked={value === view.value}
          onChange={() => onChange(view.value)}
        />
        {view.label}
      </label>
    ))}
  </fieldset>
);
