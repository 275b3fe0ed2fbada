import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import {
  MAX_SPREADSHEET_BYTES,
  SPREADSHEET_EMPTY_MESSAGE,
  SPREADSHEET_FILE_EXTENSIONS,
  SPREADSHEET_FILE_TYPE_MESSAGE,
  SPREADSHEET_TOO_LARGE_MESSAGE,
} from '@pc/contract/admin-spreadsheet';
import { errorMessage } from '../../lib/api-error.ts';
import { useUploadSpreadsheetMutation } from './api/admin-spreadsheet.ts';
import styles from './spreadsheet-page.module.css';

export const UPLOAD_FAILED_MESSAGE = 'Não foi possível enviar a planilha.';
export const UPLOAD_HINT = `.xlsx ou .csv (separado por ponto e vírgula), até ${MAX_SPREADSHEET_BYTES / 1024 / 1024} MB.`;

/** The refusal of a file the server would refuse anyway, said before its bytes travel. */
export const checkSpreadsheetFile = (file: Pick<File, 'name' | 'size'>): string | null => {
  const name = file.name.toLowerCase();
  if (!SPREADSHEET_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return SPREADSHEET_FILE_TYPE_MESSAGE;
  }
  if (file.size === 0) return SPREADSHEET_EMPTY_MESSAGE;
  if (file.size > MAX_SPREADSHEET_BYTES) return SPREADSHEET_TOO_LARGE_MESSAGE;
  return null;
};

type TSpreadsheetUploadProps = { onUploaded: (id: number) => void };

/** The drop area and its file button: one file, checked here, then sent as the body itself. */
export const SpreadsheetUpload = ({ onUploaded }: TSpreadsheetUploadProps) => {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadSpreadsheetMutation();
  const [isDragging, setIsDragging] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const send = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    const refusal = checkSpreadsheetFile(file);
    setMessage(refusal);
    if (refusal) return;
    setFileName(file.name);
    upload.mutate(file, {
      onSuccess: ({ data }) => onUploaded(data.id),
      onError: (error) => setMessage(errorMessage(error, UPLOAD_FAILED_MESSAGE)),
    });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after it is fixed.
    event.target.value = '';
    send(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    send(event.dataTransfer.files[0]);
  };

  return (
    <div className={styles.step}>
      <div
        className={`${styles.dropZone} ${isDragging ? styles.dropZoneActive : ''}`}
        data-testid="spreadsheet-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
      >
        <p className={styles.dropText}>
          {upload.isPending
            ? `Enviando ${fileName ?? 'a planilha'}…`
            : 'Arraste a planilha preenchida para cá ou'}
        </p>
        <input
          ref={input}
          type="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          className="visually-hidden"
          aria-label="Planilha preenchida (.xlsx ou .csv)"
          aria-describedby="spreadsheet-upload-hint"
          onChange={onFile}
        />
        <button
          type="button"
          className={styles.primaryButton}
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          Escolher arquivo
        </button>
        <p id="spreadsheet-upload-hint" className={styles.hint}>
          {UPLOAD_HINT}
        </p>
      </div>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
};
