import { postFreightQuotationExcelCall } from '@pc/contract/quotation';
import { callApi } from '../../../lib/api-client.ts';
import { base64ToBlob, saveBlob } from '../../../lib/save-file.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const quotationSpreadsheetName = (identification: number): string =>
  postFreightQuotationExcelCall.fileName(identification);

/** 'Gerar Planilha': the ranking as a spreadsheet, which the answer carries in base64. */
export const saveQuotationSpreadsheet = async (processId: number, identification: number): Promise<void> => {
  const { data } = await callApi(postFreightQuotationExcelCall, { params: { id: String(processId) } });
  saveBlob(
    base64ToBlob(data.contentBase64, data.contentType || XLSX_TYPE),
    quotationSpreadsheetName(identification),
  );
};
