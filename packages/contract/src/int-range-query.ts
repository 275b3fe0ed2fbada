import { z } from 'zod';

// Not in primitives.ts: the sign-in screen loads that module and never pages a list.
/** A whole number between min and max in a query (the back-office lists' page and size). */
export const zIntRangeQuery = (name: string, min: number, max: number) => {
  const message = `Informe ${name} como um número inteiro entre ${min} e ${max}.`;
  return z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
};
