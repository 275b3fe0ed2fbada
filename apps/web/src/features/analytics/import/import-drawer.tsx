import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../../components/dialog/dialog-content.tsx';
import { useState, type FormEvent } from 'react';
import { DateInput } from '../../../components/date-input/date-input.tsx';
import dialog from '../../../components/dialog/dialog.module.css';
import { FormField, fieldA11y } from '../../../components/form-field/form-field.tsx';
import { CloseIcon } from '../../../components/icon/icons.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { readPeriodText, type TIsoPeriod, type TPeriodText } from '../period/analytics-period.ts';
import styles from '../../../components/dialog/side-sheet.module.css';

type TImportDrawerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dates the drawer opens with (the screen's). */
  initialText: TPeriodText;
  onImport: (period: TIsoPeriod) => void;
};

const ImportForm = ({ initialText, onImport }: Pick<TImportDrawerProps, 'initialText' | 'onImport'>) => {
  const [text, setText] = useState(initialText);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reading = readPeriodText(text);
    if (reading.status === 'missing') return;
    if (reading.status === 'refused') {
      toast.error(reading.message);
      return;
    }
    onImport(reading.period);
  };
  return (
    <form className={styles.fields} onSubmit={submit} noValidate>
      <FormField id="bi-import-from" label="Data inicial">
        <DateInput
          {...fieldA11y('bi-import-from', undefined)}
          value={text.from}
          onValueChange={(from) => setText((before) => ({ ...before, from }))}
        />
      </FormField>
      <FormField id="bi-import-to" label="Data final">
        <DateInput
          {...fieldA11y('bi-import-to', undefined)}
          value={text.to}
          onValueChange={(to) => setText((before) => ({ ...before, to }))}
        />
      </FormField>
      <button type="submit" className={`${dialog.button} ${dialog.primary}`}>
        Importar período
      </button>
    </form>
  );
};

/** 'Importar' (spec part 2 §2.6): the period to bring again from the source, dd/mm/yyyy. */
export const ImportDrawer = ({ isOpen, onOpenChange, initialText, onImport }: TImportDrawerProps) => (
  <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent className={styles.sheet} aria-describedby="bi-import-hint">
        <header className={styles.head}>
          <Dialog.Title className={dialog.title}>Importar dados do período</Dialog.Title>
          <Dialog.Close className={`${dialog.close} ${styles.close}`} aria-label="Fechar">
            <CloseIcon />
          </Dialog.Close>
        </header>
        <p id="bi-import-hint" className={styles.hint}>
          Busca de novo os processos e as cotações das moedas do período para a análise. A importação pode
          levar alguns minutos.
        </p>
        {isOpen && <ImportForm initialText={initialText} onImport={onImport} />}
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
