import styles from './admin.module.css';

type TEntitlementSwitchProps = {
  /** The accessible name: the entitlement and the company ('Analytics — AURORA TÊXTIL LTDA'). */
  label: string;
  isOn: boolean;
  /** False for the staff: they see the switches, only an admin flips them. */
  canEdit: boolean;
  /** The company's change is on its way: its switches wait for the server. */
  isPending: boolean;
  onChange: (isOn: boolean) => void;
};

/** A native checkbox with the switch role, drawn as a switch (keyboard and screen readers as is). */
export const EntitlementSwitch = ({ label, isOn, canEdit, isPending, onChange }: TEntitlementSwitchProps) => (
  <label className={styles.switch} data-pending={isPending || undefined}>
    <input
      type="checkbox"
      role="switch"
      className={styles.switchInput}
      checked={isOn}
      disabled={!canEdit || isPending}
      aria-label={label}
      aria-busy={isPending || undefined}
      onChange={(event) => onChange(event.target.checked)}
    />
    <span className={styles.switchTrack} aria-hidden="true">
      <span className={styles.switchThumb} />
    </span>
  </label>
);
