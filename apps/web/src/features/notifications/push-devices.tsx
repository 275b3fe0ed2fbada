import { useId, useState } from 'react';
import {
  PUSH_DEVICE_REMOVED_MESSAGE,
  PUSH_DEVICE_SAVED_MESSAGE,
  type TPushDevice,
} from '@pc/contract/notification-devices';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatSaoPauloInstant } from '../../lib/format-instant.ts';
import { formatDate } from '../../lib/format.ts';
import {
  useActivatePushMutation,
  usePushDevicesQuery,
  useRemovePushDeviceMutation,
  useThisPushDeviceQuery,
} from './api/push-devices.ts';
import { isPushSupported } from './push-subscription.ts';
import styles from './push-devices.module.css';

export const ACTIVATE_LABEL = 'Ativar neste dispositivo';
export const ACTIVATED_LABEL = 'Ativado neste dispositivo';
export const PUSH_UNSUPPORTED_TEXT = 'Este navegador não recebe notificações push.';
export const PUSH_BLOCKED_TEXT =
  'As notificações estão bloqueadas neste navegador. Libere-as nas configurações do site para ativar.';
export const NO_DEVICES_TEXT = 'Nenhum dispositivo recebe notificações push.';
export const LOAD_DEVICES_FAILED_TEXT = 'Não foi possível carregar os seus dispositivos.';
const ACTIVATE_FAILED_TEXT = 'Não foi possível ativar as notificações neste dispositivo. Tente novamente.';
const REMOVE_FAILED_TEXT = 'Não foi possível remover o dispositivo. Tente novamente.';

type TDeviceItemProps = {
  device: TPushDevice;
  isThisBrowser: boolean;
  isRemoving: boolean;
  onRemove: () => void;
};

const DeviceItem = ({ device, isThisBrowser, isRemoving, onRemove }: TDeviceItemProps) => (
  <li className={styles.device}>
    <div className={styles.deviceText}>
      <span className={styles.deviceLabel}>
        {device.label}
        {isThisBrowser && <span className={styles.thisBrowser}> (este dispositivo)</span>}
      </span>
      <span className={styles.muted}>Ativado em {formatDate(device.created)}</span>
      <span className={styles.muted}>
        {device.lastSent ? `Último envio em ${formatSaoPauloInstant(device.lastSent)}` : 'Nenhum envio ainda'}
      </span>
    </div>
    {/* Named 'Remover <device>': the visible word first (WCAG 2.5.3), then which. */}
    <button
      type="button"
      className={styles.remove}
      aria-label={`Remover ${device.label}`}
      disabled={isRemoving}
      aria-busy={isRemoving}
      onClick={onRemove}
    >
      Remover
    </button>
  </li>
);

type TActivateProps = { isActive: boolean; onMessage: (message: string | null) => void };

/** 'Ativar neste dispositivo', or the browser's reason it cannot; disabled once this browser receives. */
const ActivateButton = ({ isActive, onMessage }: TActivateProps) => {
  const toast = useToast();
  const activate = useActivatePushMutation();
  const activateHere = async () => {
    onMessage(null);
    try {
      const { permission, answer } = await activate.mutateAsync();
      if (permission === 'denied') onMessage(PUSH_BLOCKED_TEXT);
      if (answer) toast.success(answer.message ?? PUSH_DEVICE_SAVED_MESSAGE);
    } catch (error) {
      onMessage(errorMessage(error, ACTIVATE_FAILED_TEXT));
    }
  };
  return (
    <button
      type="button"
      className={styles.activate}
      disabled={isActive || activate.isPending}
      aria-busy={activate.isPending}
      onClick={() => void activateHere()}
    >
      {isActive ? ACTIVATED_LABEL : activate.isPending ? 'Ativando…' : ACTIVATE_LABEL}
    </button>
  );
};

/**
 * 'Dispositivos': the phones and computers the user's push goes to, each removable, and this
 * browser's activation. A browser that cannot receive push still lists and removes the others.
 */
export const PushDevices = () => {
  const titleId = useId();
  const toast = useToast();
  const isSupported = isPushSupported();
  const devices = usePushDevicesQuery();
  const thisDevice = useThisPushDeviceQuery(isSupported && devices.isSuccess);
  const remove = useRemovePushDeviceMutation();
  // A refusal found at the start (blocked before) or after a click.
  const [message, setMessage] = useState<string | null>(() =>
    isSupported && globalThis.Notification?.permission === 'denied' ? PUSH_BLOCKED_TEXT : null,
  );

  const removeDevice = async (device: TPushDevice) => {
    setMessage(null);
    try {
      const answer = await remove.mutateAsync(device.id);
      toast.success(answer.message ?? PUSH_DEVICE_REMOVED_MESSAGE);
    } catch (error) {
      setMessage(errorMessage(error, REMOVE_FAILED_TEXT));
    }
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        Dispositivos
      </h2>
      <p className={styles.muted}>
        Os celulares e computadores que recebem as notificações por push, mesmo com o portal fechado.
      </p>
      {devices.isPending && <p className={styles.muted}>Carregando dispositivos…</p>}
      {devices.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(devices.error, LOAD_DEVICES_FAILED_TEXT)}
        </p>
      )}
      {devices.data?.length === 0 && <p className={styles.muted}>{NO_DEVICES_TEXT}</p>}
      {devices.data && devices.data.length > 0 && (
        <ul className={styles.devices} aria-labelledby={titleId}>
          {devices.data.map((device) => (
            <DeviceItem
              key={device.id}
              device={device}
              isThisBrowser={thisDevice.data === device.id}
              isRemoving={remove.isPending && remove.variables === device.id}
              onRemove={() => void removeDevice(device)}
            />
          ))}
        </ul>
      )}
      {/* Polite: the reason follows the click that caused it, and focus stays on the button. */}
      <div aria-live="polite">{message && <p className={styles.error}>{message}</p>}</div>
      {isSupported ? (
        <div className={styles.actions}>
          <ActivateButton isActive={typeof thisDevice.data === 'number'} onMessage={setMessage} />
        </div>
      ) : (
        <p className={styles.muted}>{PUSH_UNSUPPORTED_TEXT}</p>
      )}
    </section>
  );
};
