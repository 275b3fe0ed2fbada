import ExcelJS from 'exceljs';

/** The first worksheet of an xlsx answer (throws when the workbook has none). */
export const readFirstSheet = async (bytes: Buffer): Promise<ExcelJS.Worksheet> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
};

/** Every worksheet of an xlsx answer, by name. */
export const readSheets = async (bytes: Buffer): Promise<Map<string, ExcelJS.Worksheet>> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  return new Map(workbook.worksheets.map((sheet) => [sheet.name, sheet]));
};
