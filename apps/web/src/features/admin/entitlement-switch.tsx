import { Switch } from '../../components/switch/switch.tsx';

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

export const EntitlementSwitch = ({ label, isOn, canEdit, isPending, onChange }: TEntitlementSwitchProps) => (
  <Switch
    checked={isOn}
    disabled={!canEdit || isPending}
    isPending={isPending}
    aria-label={label}
    onChange={(event) => onChange(event.target.checked)}
  />
);
