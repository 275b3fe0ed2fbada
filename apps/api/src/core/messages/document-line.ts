/**
 * The conversation's line of a document the customer sent (kind DOCUMENT_SENT): the
 * type and the file name, and the customer's note when there is one.
 */
export const documentSentLineText = ({
  documentTypeName,
  fileName,
  note,
}: {
  documentTypeName: string;
  fileName: string;
  note: string | null;
}): string => {
  const line = `Enviou o documento ${documentTypeName}: ${fileName}`;
  return note ? `${line}\nObservação: ${note}` : line;
};
