import {
  FORWARDER_ATTACHMENT_REFUSED,
  FORWARDER_LINK_INVALID,
  FORWARDER_ROUND_CLOSED,
  MAX_FORWARDER_ATTACHMENTS,
} from '@pc/contract/forwarder-quote';

/**
 * The contract's validation messages and the server's answers the forwarder may read, keyed by
 * their Portuguese text (the contract and the server speak pt-BR only): English and Spanish.
 * A text missing here is shown in Portuguese, never blank (message-texts.test.ts lists them).
 */
type TMessageTexts = Readonly<Record<string, string>>;

const capitalise = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** `Informe o total em USD como número.` and its two siblings, for each optional total. */
const amountMessages = (
  totals: readonly (readonly [pt: string, translated: string])[],
  say: (total: string) => readonly [asNumber: string, negative: string, tooLarge: string],
): Record<string, string> =>
  Object.fromEntries(
    totals.flatMap(([pt, translated]) => {
      const [asNumber, negative, tooLarge] = say(translated);
      return [
        [`Informe ${pt} como número.`, asNumber],
        [`${pt} não pode ser negativo.`, negative],
        [`${pt} é grande demais.`, tooLarge],
      ];
    }),
  );

export const MESSAGE_TEXTS_EN: TMessageTexts = {
  [FORWARDER_LINK_INVALID]: 'This quotation link is invalid, has expired or has been revoked.',
  [FORWARDER_ROUND_CLOSED]:
    'The quotation round for this shipment is closed: the quotation can no longer be changed.',
  [FORWARDER_ATTACHMENT_REFUSED]: 'Attach a PDF, PNG, JPEG, XLSX or DOCX file of up to 10 MB.',
  'Informe o seu nome.': 'Please enter your name.',
  ...amountMessages(
    [
      ['o total em USD', 'the total in USD'],
      ['o total em EUR', 'the total in EUR'],
      ['o total em R$', 'the total in BRL'],
      ['o total na outra moeda', 'the total in the other currency'],
    ],
    (total) => [
      `Please enter ${total} as a number.`,
      `${capitalise(total)} cannot be negative.`,
      `${capitalise(total)} is too large.`,
    ],
  ),
  'Informe a outra moeda como código de 3 letras (CNY, GBP…).':
    'Enter the other currency as a 3-letter code (CNY, GBP…).',
  'Informe o transit time em dias.': 'Please enter the transit time in days.',
  'O transit time deve ser de ao menos 1 dia.': 'The transit time must be at least 1 day.',
  'O transit time deve ser de no máximo 365 dias.': 'The transit time must be at most 365 days.',
  'Informe o free time em dias.': 'Please enter the free time in days.',
  'O free time não pode ser negativo.': 'The free time cannot be negative.',
  'O free time deve ser de no máximo 365 dias.': 'The free time must be at most 365 days.',
  'O transbordo deve ter no máximo 100 caracteres.': 'The transhipment must have at most 100 characters.',
  'Informe a quantidade de containers.': 'Please enter the number of containers.',
  'A quantidade de containers deve ser ao menos 1.': 'The number of containers must be at least 1.',
  'Escolha um tipo de container da lista.': 'Choose a container type from the list.',
  'Informe a validade da cotação.': 'Please enter the date the quotation is valid until.',
  'A observação deve ter no máximo 1.000 caracteres.': 'The remarks must have at most 1,000 characters.',
  'Informe ao menos um total (USD, EUR, R$ ou outra moeda).':
    'Please enter at least one total (USD, EUR, BRL or another currency).',
  'Informe a moeda do total em outra moeda.': 'Please enter the currency of the total in another currency.',
  'A validade da cotação deve ser hoje ou uma data futura.':
    'The quotation must be valid until today or a later date.',
  'Envie a cotação antes de anexar arquivos.': 'Send the quotation before attaching files.',
  [`A cotação já tem ${MAX_FORWARDER_ATTACHMENTS} anexos, o máximo.`]: `The quotation already has ${MAX_FORWARDER_ATTACHMENTS} attachments, the maximum.`,
};

export const MESSAGE_TEXTS_ES: TMessageTexts = {
  [FORWARDER_LINK_INVALID]: 'Este enlace de cotización no es válido, ha vencido o fue revocado.',
  [FORWARDER_ROUND_CLOSED]: 'La cotización de este embarque ya fue cerrada: ya no es posible modificarla.',
  [FORWARDER_ATTACHMENT_REFUSED]: 'Adjunte un archivo PDF, PNG, JPEG, XLSX o DOCX de hasta 10 MB.',
  'Informe o seu nome.': 'Indique su nombre.',
  ...amountMessages(
    [
      ['o total em USD', 'el total en USD'],
      ['o total em EUR', 'el total en EUR'],
      ['o total em R$', 'el total en BRL'],
      ['o total na outra moeda', 'el total en la otra moneda'],
    ],
    (total) => [
      `Indique ${total} como número.`,
      `${capitalise(total)} no puede ser negativo.`,
      `${capitalise(total)} es demasiado grande.`,
    ],
  ),
  'Informe a outra moeda como código de 3 letras (CNY, GBP…).':
    'Indique la otra moneda como código de 3 letras (CNY, GBP…).',
  'Informe o transit time em dias.': 'Indique el transit time en días.',
  'O transit time deve ser de ao menos 1 dia.': 'El transit time debe ser de al menos 1 día.',
  'O transit time deve ser de no máximo 365 dias.': 'El transit time debe ser de como máximo 365 días.',
  'Informe o free time em dias.': 'Indique el free time en días.',
  'O free time não pode ser negativo.': 'El free time no puede ser negativo.',
  'O free time deve ser de no máximo 365 dias.': 'El free time debe ser de como máximo 365 días.',
  'O transbordo deve ter no máximo 100 caracteres.': 'El transbordo debe tener como máximo 100 caracteres.',
  'Informe a quantidade de containers.': 'Indique la cantidad de contenedores.',
  'A quantidade de containers deve ser ao menos 1.': 'La cantidad de contenedores debe ser al menos 1.',
  'Escolha um tipo de container da lista.': 'Elija un tipo de contenedor de la lista.',
  'Informe a validade da cotação.': 'Indique la validez de la cotización.',
  'A observação deve ter no máximo 1.000 caracteres.':
    'Las observaciones deben tener como máximo 1.000 caracteres.',
  'Informe ao menos um total (USD, EUR, R$ ou outra moeda).':
    'Indique al menos un total (USD, EUR, BRL u otra moneda).',
  'Informe a moeda do total em outra moeda.': 'Indique la moneda del total en otra moneda.',
  'A validade da cotação deve ser hoje ou uma data futura.':
    'La validez de la cotización debe ser hoy o una fecha futura.',
  'Envie a cotação antes de anexar arquivos.': 'Envíe la cotización antes de adjuntar archivos.',
  [`A cotação já tem ${MAX_FORWARDER_ATTACHMENTS} anexos, o máximo.`]: `La cotización ya tiene ${MAX_FORWARDER_ATTACHMENTS} adjuntos, el máximo.`,
};
