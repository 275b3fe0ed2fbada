import page from './filter-page.module.css';

export type TFilterModeOption<TMode extends string> = { value: TMode; label: string };

type TFilterModesProps<TMode extends string> = {
  /** Name of the radio group (one per form). */
  name: string;
  modes: readonly TFilterModeOption<TMode>[];
  value: TMode;
  onChange: (mode: TMode) => void;
};

/** The segmented radio group that switches a filter form between its modes. */
export const FilterModes = <TMode extends string>({
  name,
  modes,
  value,
  onChange,
}: TFilterModesProps<TMode>) => (
  <fieldset className={page.modes}>
    <legend className="visually-hidden">Tipo de filtro</legend>
    {modes.map((mode) => (
      <label key={mode.value} className={page.mode} data-checked={value === mode.value}>
        <input
          type="radio"
          name={name}
          value={mode.value}
          checked={value === mode.value}
          onChange={() => onChange(mode.value)}
        />
        {mode.label}
      </label>
    ))}
  </fieldset>
);
